"""Checks the tests share, written without the package so that they can catch it out."""

from __future__ import annotations

EASY = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489"
# Needs chains and forcing chains, so its explanation carries proofs.
HARD = "...41......4..9....816.5....6..2...7.5.7...4...3.....9..5.6.8...4....5.282...1..."


def houses():
    """The 27 houses as lists of cell indices."""
    rows = [[r * 9 + c for c in range(9)] for r in range(9)]
    cols = [[r * 9 + c for r in range(9)] for c in range(9)]
    boxes = [[(b // 3 * 3 + i // 3) * 9 + b % 3 * 3 + i % 3 for i in range(9)] for b in range(9)]
    return rows + cols + boxes


def digits(line: str) -> list[int]:
    return [0 if ch in ".0" else int(ch) for ch in line]


def solves(puzzle: str, solution: str) -> bool:
    """Whether `solution` is a full valid grid that keeps the givens of `puzzle`."""
    p, s = digits(puzzle), digits(solution)
    if len(s) != 81 or any(g and g != v for g, v in zip(p, s)):
        return False
    return all(sorted(s[i] for i in house) == list(range(1, 10)) for house in houses())


def transformed(line: str) -> str:
    """An equivalent puzzle: transposed, the first two rows swapped, digits relabelled."""
    cells = digits(line)
    cells = [cells[c * 9 + r] for r in range(9) for c in range(9)]
    cells = cells[9:18] + cells[0:9] + cells[18:]
    relabel = [0, 5, 9, 1, 7, 2, 8, 3, 6, 4]
    return "".join("." if v == 0 else str(relabel[v]) for v in cells)
