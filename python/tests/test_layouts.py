"""Every layout the reader reads, from the table shared with the Rust tests
(`tests/layouts.rs`): each file of `fixtures/layouts/` and the puzzles
`fixtures/layouts/expected.tsv` says it holds, in order."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
import sudoku_strata as ss
from conftest import EASY

LAYOUTS = Path(__file__).resolve().parents[2] / "fixtures" / "layouts"


def table() -> dict[str, list[tuple[str, str, str]]]:
    cases: dict[str, list[tuple[str, str, str]]] = {}
    for line in (LAYOUTS / "expected.tsv").read_text().splitlines():
        if line.startswith("#"):
            continue
        file, at, what, value = line.split("\t")
        rows = cases.setdefault(file, [])
        if what != "none":
            rows.append((at, what, value))
    return cases


def row(entry: ss.Entry) -> tuple[str, str, str]:
    if entry.kind == "digits":
        return (str(entry.line), "digits", str(entry.grid))
    if entry.kind == "marks":
        return (str(entry.line), "marks", entry.candidates)
    error = entry.error
    position = "-" if error.line is None else f"{error.line}:{error.column or 0}"
    return (str(entry.line), "error", f"{error.kind} {position}")


def test_the_table_names_every_fixture():
    files = {path.name for path in LAYOUTS.iterdir()} - {"expected.tsv"}
    assert set(table()) == files


@pytest.mark.parametrize("file", sorted(table()))
def test_every_layout_reads_as_the_table_says(file):
    expected = table()[file]
    data = (LAYOUTS / file).read_bytes()
    assert [row(entry) for entry in ss.read(data)] == expected
    # A file object, read a piece at a time, gives the same.
    with open(LAYOUTS / file, "rb") as opened:
        assert [row(entry) for entry in ss.read(opened)] == expected


def test_text_and_text_files_read_as_their_bytes():
    text = f"{EASY} ED=2.3/1.2/1.2\n{EASY[:40]}\n"
    for source in (text, io.StringIO(text)):
        entries = list(ss.read(source))
        assert [entry.kind for entry in entries] == ["digits", "error"]
        assert entries[1].error.kind == "wrong_cell_count"


def test_an_input_over_the_limit_raises_after_the_puzzles_before_it():
    reader = ss.read(f"{EASY}\n" * 10, max_input=500)
    assert [next(reader).kind for _ in range(6)] == ["digits"] * 6
    with pytest.raises(ss.SudokuError) as caught:
        next(reader)
    assert caught.value.kind == "too_large"


def test_a_puzzle_with_its_rating_is_a_puzzle_everywhere():
    assert ss.Grid(f"{EASY} ED=2.3/1.2/1.2") == ss.Grid(EASY)
    assert ss.solve(f"{EASY}\t9.0") == ss.solve(EASY)
    with pytest.raises(ss.SudokuError) as caught:
        ss.count_solutions(EASY, limit=0)
    assert "at least 1" in caught.value.message
