"""`python -m sudoku_strata`: each command against the package's calls, and against the
`sudoku` program itself where it is built (CI builds it before these tests run)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import sudoku_strata as ss
from conftest import EASY, HARD

ROOT = Path(__file__).resolve().parents[2]
SUDOKU = ROOT / "target" / "release" / "sudoku"
FILE_LINES = [EASY, "12345", HARD, "11" + "." * 79]


def run(*args, input=None):
    return subprocess.run(
        [sys.executable, "-m", "sudoku_strata", *map(str, args)],
        capture_output=True,
        text=True,
        input=input,
        timeout=300,
    )


@pytest.fixture()
def puzzle_file(tmp_path):
    path = tmp_path / "puzzles.txt"
    path.write_text("\n".join(FILE_LINES) + "\n")
    return path


def test_solve_count_canon_and_rate_write_what_the_calls_give(puzzle_file):
    assert run("solve", EASY).stdout.split() == [ss.solve(EASY)]
    solved = run("solve", puzzle_file, "-j", 2)
    assert solved.returncode == 1
    assert solved.stdout.splitlines() == [
        ss.solve(EASY),
        f"error: {puzzle_file}:2: expected 81 cells, found 5",
        ss.solve(HARD),
        f"error: {puzzle_file}:4: the givens contradict each other: digit 1 appears twice in row 1 (r1c1 and r1c2)",
    ]
    assert solved.stderr.splitlines() == [
        f"{puzzle_file}:2: expected 81 cells, found 5",
        f"{puzzle_file}:4: the givens contradict each other: digit 1 appears twice in row 1 (r1c1 and r1c2)",
    ]
    assert run("count", "--limit", 5, "." * 81).stdout.split() == ["5"]
    assert run("canon", "-", input=HARD).stdout.split() == [ss.canonical(HARD)]
    rated = run("rate", "--json", EASY)
    assert json.loads(rated.stdout) == ss.rate(EASY)
    serate = run("rate", "--format", "serate", EASY).stdout.strip()
    r = ss.rate(EASY)
    assert serate == f"{EASY} ED={r['er']:.1f}/{r['ep']:.1f}/{r['ed']:.1f}"


def test_explain_and_generate_write_what_the_calls_give():
    explained = run("explain", "--json", HARD)
    assert explained.returncode == 0 and json.loads(explained.stdout) == ss.explain(HARD)
    text = run("explain", EASY).stdout
    assert ss.explain(EASY)["steps"][0]["text"] in text and "Rating: beginner" in text
    made = run("generate", "-n", 3, "--seed", 5, "-d", "easy", "-s", "rot180")
    assert made.stdout.split() == ss.generate(3, seed=5, difficulty="easy", symmetry="rot180")


def test_json_lines_give_failures_in_place(puzzle_file):
    lines = [json.loads(line) for line in run("count", "--json", puzzle_file).stdout.splitlines()]
    assert [line.get("count") for line in lines] == [1, None, 1, None]
    assert lines[1] == {
        "error": "expected 81 cells, found 5",
        "input": "12345",
        "kind": "wrong_cell_count",
        "line": 2,
        "source": str(puzzle_file),
    }
    # Givens that repeat a digit are an error, as in `sudoku count`, where the call counts 0.
    assert "r1c1 and r1c2" in lines[3]["error"] and ss.count_solutions(FILE_LINES[3]) == 0
    assert json.loads(run("count", "--json", "23456789." + "........1" + "." * 63).stdout)["count"] == 0


def test_wrong_options_are_refused():
    assert run("count", "--limit", 0, EASY).returncode == 2
    assert run("generate", "--er-band").returncode == 2
    assert run("rate", "--format", "serate", "--no-explainer", EASY).returncode == 2
    assert run("fly").returncode == 2
    failed = run("generate", "-g", 16)
    assert failed.returncode == 1 and "17" in failed.stderr


# The same commands through the `sudoku` program. `.ci/run` builds it (the tests of
# the Rust crate) before the Python tests, so in CI it is always there.
needs_sudoku = pytest.mark.skipif(
    not SUDOKU.exists() and not os.environ.get("CI"),
    reason=f"{SUDOKU} is not built (cargo build --release --features cli); CI always builds it",
)


@needs_sudoku
@pytest.mark.parametrize(
    "args",
    [
        ["solve"],
        ["solve", "--json"],
        ["count", "--json", "--limit", "3"],
        ["canon"],
        ["canon", "--json"],
        ["rate"],
        ["rate", "--json"],
        ["rate", "--format", "serate"],
        ["rate", "--no-explainer"],
    ],
)
def test_the_commands_write_what_the_sudoku_program_writes(args, puzzle_file):
    # On two threads, beside the program on one: the same lines in the same order, the
    # failures' lines in their places.
    ours = run(*args, "-j", "2", puzzle_file)
    theirs = subprocess.run([SUDOKU, *args, puzzle_file], capture_output=True, text=True, timeout=300)
    assert (ours.returncode, ours.stdout) == (theirs.returncode, theirs.stdout)
    assert ours.stderr.splitlines() == [line.removeprefix("sudoku: ") for line in theirs.stderr.splitlines()]


@needs_sudoku
def test_generate_and_explain_json_are_those_of_the_sudoku_program():
    args = ["generate", "-n", "4", "--seed", "9", "--json", "-d", "medium"]
    assert run(*args).stdout == subprocess.run([SUDOKU, *args], capture_output=True, text=True).stdout
    theirs = subprocess.run([SUDOKU, "explain", "--json", HARD], capture_output=True, text=True).stdout
    assert json.loads(run("explain", "--json", HARD).stdout) == json.loads(theirs)
