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


def peers(i: int) -> set[int]:
    """The cells that share a house with cell `i`."""
    return {j for house in houses() if i in house for j in house} - {i}


def pencil_state(puzzle: str, steps: list) -> tuple[list[int], list[set[int]]]:
    """The digits and candidates after `steps` (dicts of `explain`), worked out here
    from the puzzle: every digit a cell's peers leave, then each step's effect."""
    values = digits(puzzle)
    candidates = [set() if v else set(range(1, 10)) - {values[j] for j in peers(i)} for i, v in enumerate(values)]
    for step in steps:
        for p in step["placements"]:
            i = (p["row"] - 1) * 9 + p["col"] - 1
            values[i], candidates[i] = p["digit"], set()
            for j in peers(i):
                candidates[j].discard(p["digit"])
        for e in step["eliminations"]:
            candidates[(e["row"] - 1) * 9 + e["col"] - 1].discard(e["digit"])
    return values, candidates


def pencil_grid(puzzle: str, values: list[int], candidates: list[set[int]]) -> str:
    """A boxed pencil-mark grid as people paste it: givens as digits, placed digits as
    `+d`, the candidates of the other cells (one candidate left as `[d]`)."""
    givens = digits(puzzle)
    tokens = []
    for i in range(81):
        marks = "".join(map(str, sorted(candidates[i])))
        if givens[i]:
            tokens.append(str(givens[i]))
        elif values[i]:
            tokens.append(f"+{values[i]}")
        else:
            tokens.append(marks if len(marks) >= 2 else f"[{marks}]")
    widths = [max(len(tokens[r * 9 + c]) for r in range(9)) for c in range(9)]
    rule = "+" + "+".join("-" * (sum(widths[s * 3 : s * 3 + 3]) + 4) for s in range(3)) + "+"
    lines = []
    for r in range(9):
        if r % 3 == 0:
            lines.append(rule)
        cells = ["| " * (c % 3 == 0) + tokens[r * 9 + c].ljust(widths[c]) + " " for c in range(9)]
        lines.append("".join(cells) + "|")
    lines.append(rule)
    return "\n".join(lines)
