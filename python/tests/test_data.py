"""The package as data work uses it: arrays of any integer dtype and shape, lists of
numbers, errors kept or skipped instead of raised, columns for pandas, the generator's
details, explanations streamed, and positions given as pencil marks."""

from __future__ import annotations

import json
import subprocess
import sys

import numpy as np
import pandas as pd
import pytest
import sudoku_strata as ss
from conftest import EASY, HARD, digits, pencil_grid, pencil_state, solves

CONTRADICTION = "11" + "." * 79
OPEN = "." * 81

# Input forms


@pytest.mark.parametrize("dtype", [np.uint8, np.int8, np.uint16, np.int16, np.uint32, np.int32, np.uint64, np.int64])
def test_arrays_of_every_integer_dtype_read_alike(dtype):
    puzzles = [EASY, HARD]
    array = np.array([digits(p) for p in puzzles], dtype=dtype)
    solved = ss.solve_batch(array)
    assert solved.dtype == np.uint8 and solved.shape == (2, 81)
    assert ["".join(map(str, row)) for row in solved.tolist()] == ss.solve_batch(puzzles)
    assert ss.count_solutions_batch(array).tolist() == [1, 1]


def test_numpys_default_integers_are_read():
    array = np.array([digits(EASY)])
    assert array.dtype == np.int64
    assert ss.solve_batch(array).tolist() == [digits(ss.solve(EASY))]


def test_arrays_of_nine_by_nine_give_nine_by_nine():
    array = np.array([digits(EASY), digits(HARD)]).reshape(2, 9, 9)
    solved = ss.solve_batch(array)
    assert solved.shape == (2, 9, 9)
    assert solved.reshape(2, 81).tolist() == [digits(ss.solve(EASY)), digits(ss.solve(HARD))]
    assert ss.canonical_batch(array).shape == (2, 9, 9)
    # A transposed view reads as its rows of logical order, whatever its strides.
    transposed = array.transpose(0, 2, 1)
    assert ss.solve_batch(transposed).tolist() == [
        np.array(digits(ss.solve(p))).reshape(9, 9).T.tolist() for p in (EASY, HARD)
    ]


@pytest.mark.parametrize("value", [-1, 10, 300, 2**40])
def test_array_numbers_that_are_no_digit_name_their_cell(value):
    array = np.array([digits(EASY), digits(EASY)], dtype=np.int64)
    array[1, 12] = value
    with pytest.raises(ss.SudokuError) as caught:
        ss.solve_batch(array)
    assert caught.value.index == 1 and caught.value.cells == ["r2c4"]
    assert str(value) in caught.value.message


def test_a_grid_reads_numbers_rows_and_none():
    grid = ss.Grid(EASY)
    values = digits(EASY)
    rows = [[v or None for v in values[r * 9 : r * 9 + 9]] for r in range(9)]
    assert ss.Grid(values) == grid
    assert ss.Grid([0] * 81) == ss.Grid(OPEN)
    assert ss.Grid(rows) == grid
    assert ss.Grid(tuple(values)) == grid
    assert ss.Grid(np.array(values).reshape(9, 9)) == grid
    assert ss.Grid.from_list(rows) == grid
    assert ss.solve(rows) == ss.solve(EASY)


@pytest.mark.parametrize(
    "values, words",
    [
        ([0] * 80, "81"),
        ([[0] * 9] * 8 + [[0] * 8], "row 9"),
        ([0] * 80 + ["5"], "r9c9"),
        ([0] * 80 + [1.5], "r9c9"),
        ([0] * 40 + [10] + [0] * 40, "r5c5"),
    ],
)
def test_a_grid_refuses_numbers_that_are_no_puzzle(values, words):
    with pytest.raises(ss.SudokuError) as caught:
        ss.Grid(values)
    assert words in str(caught.value)


def test_batches_read_lists_of_numbers_rows_and_entries():
    rows = [[v or None for v in digits(HARD)[r * 9 : r * 9 + 9]] for r in range(9)]
    entries = list(ss.read(EASY + "\n" + HARD + "\n"))
    expected = [ss.solve(EASY), ss.solve(HARD)]
    assert ss.solve_batch([digits(EASY), rows]) == expected
    assert ss.solve_batch(entries) == expected
    assert ss.solve_batch(pd.Series([EASY, HARD])) == expected


# errors="raise" | "skip" | "return"

BATCH = [EASY, CONTRADICTION, HARD, "12345", OPEN]
SOLVING = {1, 3, 4}


@pytest.mark.parametrize(
    "call, failed",
    [
        (lambda p, **o: ss.solve_batch(p, **o), SOLVING),
        # The canonical form is a transformation: only what is no puzzle fails.
        (lambda p, **o: ss.canonical_batch(p, **o), {3}),
        (lambda p, **o: ss.rate_batch(p, explainer=False, **o), SOLVING),
        (lambda p, **o: ss.explain_batch(p, rating=False, **o), SOLVING),
        (lambda p, **o: list(ss.explain_iter(p, rating=False, **o)), SOLVING),
    ],
)
def test_every_batch_call_raises_skips_or_returns_what_fails(call, failed):
    solvable = [p for i, p in enumerate(BATCH) if i not in failed]
    alone = call(solvable, threads=1)
    with pytest.raises(ss.SudokuError) as caught:
        call(BATCH, threads=2)
    # The first failure in input order, whichever thread met it first.
    assert caught.value.index == min(failed)
    assert call(BATCH, threads=2, errors="skip") == alone
    returned = call(BATCH, threads=2, errors="return")
    assert len(returned) == len(BATCH)
    assert [r for i, r in enumerate(returned) if i not in failed] == alone
    for i in failed:
        assert isinstance(returned[i], ss.SudokuError) and returned[i].index == i
    assert "81" in returned[3].message


def test_the_first_failure_in_input_order_is_raised_with_its_cells():
    puzzles = [HARD] * 40 + [CONTRADICTION] + [EASY] * 40 + ["12345"]
    with pytest.raises(ss.SudokuError) as caught:
        ss.solve_batch(puzzles, threads=2)
    assert caught.value.index == 40 and caught.value.cells == ["r1c1", "r1c2"]


def test_counts_fail_only_for_what_is_no_puzzle():
    assert ss.count_solutions_batch([EASY, CONTRADICTION, OPEN], errors="raise") == [1, 0, 2]
    returned = ss.count_solutions_batch([EASY, "12345"], errors="return")
    assert returned[0] == 1 and isinstance(returned[1], ss.SudokuError)
    assert ss.count_solutions_batch([EASY, "12345"], errors="skip") == [1]


def test_arrays_skip_rows_or_return_a_list():
    array = np.array([digits(p) for p in (EASY, CONTRADICTION, HARD)])
    skipped = ss.solve_batch(array, errors="skip")
    assert skipped.shape == (2, 81) and skipped.tolist() == [digits(ss.solve(EASY)), digits(ss.solve(HARD))]
    returned = ss.solve_batch(array, errors="return")
    assert returned[0] == ss.solve(EASY) and isinstance(returned[1], ss.SudokuError)
    assert ss.count_solutions_batch(array, errors="return") == [1, 0, 1]


def test_a_batch_refuses_another_errors_word_and_zero_threads():
    with pytest.raises(ValueError, match="errors"):
        ss.solve_batch([EASY], errors="ignore")
    with pytest.raises(ValueError, match="threads"):
        ss.solve_batch([EASY], threads=0)


def test_a_puzzle_of_the_wrong_type_fails_alone_in_a_batch():
    returned = ss.solve_batch([EASY, 42, None], errors="return")
    assert returned[0] == ss.solve(EASY)
    assert [r.kind for r in returned[1:]] == ["wrong_type", "wrong_type"]


# Columns


def test_rating_columns_hold_what_the_dicts_hold():
    puzzles = [EASY, HARD, EASY]
    columns = ss.rate_batch(puzzles, columns=True, threads=2)
    dicts = ss.rate_batch(puzzles)
    assert all(isinstance(c, np.ndarray) and len(c) == 3 for c in columns.values())
    # Every key of any row is a column (`trial_depth` only for extreme puzzles).
    assert set(columns) == set().union(*dicts) | {"index"}
    assert columns["trial_depth"].tolist() == [-1, dicts[1]["trial_depth"], -1]
    assert columns["index"].tolist() == [0, 1, 2]
    for key in dicts[0]:
        assert columns[key].tolist() == [d[key] for d in dicts], key
    assert columns["path_score"].dtype == np.float64 and columns["steps"].dtype == np.int64
    assert columns["er_complete"].dtype == np.bool_ and columns["level"].dtype == object


def test_rating_columns_mark_what_failed():
    columns = ss.rate_batch([EASY, CONTRADICTION], columns=True, errors="return")
    assert columns["error"][0] is None and "r1c1" in columns["error"][1]
    assert np.isnan(columns["er"][1]) and columns["level"][1] is None and columns["steps"][1] == -1
    skipped = ss.rate_batch([CONTRADICTION, EASY], columns=True, errors="skip", explainer=False)
    assert skipped["index"].tolist() == [1] and "error" not in skipped and "er" not in skipped


def test_step_columns_are_the_steps_one_row_each():
    table = ss.explain_batch([EASY, HARD], columns=True)
    explained = [ss.explain(EASY), ss.explain(HARD)]
    rows = [(i, n + 1, s) for i, e in enumerate(explained) for n, s in enumerate(e["steps"])]
    assert table["index"].tolist() == [i for i, _, _ in rows]
    assert table["step"].tolist() == [n for _, n, _ in rows]
    assert table["technique"].tolist() == [s["technique"] for _, _, s in rows]
    assert table["text"].tolist() == [s["text"] for _, _, s in rows]
    assert table["score"].tolist() == [s["score"] for _, _, s in rows]
    assert table["eliminations"].tolist() == [len(s["eliminations"]) for _, _, s in rows]
    failed = ss.explain_batch([CONTRADICTION, EASY], columns=True, errors="return")
    assert (failed["index"][0], failed["step"][0], failed["technique"][0]) == (0, 0, None)
    assert "r1c2" in failed["error"][0] and failed["error"][1] is None


def test_a_thousand_puzzles_go_through_a_dataframe_and_back():
    made = pd.DataFrame(ss.generate(1000, seed=4, details=True, columns=True, explainer=False))
    assert len(made) == 1000 and made["index"].tolist() == list(range(1000))
    assert (made["seed"] == 4).all()
    # The puzzles as an array, back through the batch calls, into the frame again.
    cells = np.array([list(p.replace(".", "0")) for p in made["puzzle"]], dtype=np.int64)
    made["solved"] = ["".join(map(str, row)) for row in ss.solve_batch(cells)]
    assert (made["solved"] == made["solution"]).all()
    assert all(solves(p, s) for p, s in zip(made["puzzle"], made["solution"]))
    rated = pd.DataFrame(ss.rate_batch(made["puzzle"], columns=True, explainer=False))
    merged = made.merge(rated, on="index", suffixes=("", "_rated"))
    for key in ("puzzle", "level", "path_score", "hardest", "steps"):
        assert (merged[key] == merged[f"{key}_rated"]).all(), key
    assert (made["givens"] == cells.astype(bool).sum(axis=1)).all()
    counts = made.groupby("level").size()
    assert counts.sum() == 1000 and set(counts.index) <= {"beginner", "easy", "medium", "hard", "expert", "extreme"}


# The generator's details


def test_generate_details_carry_solution_ratings_and_seed():
    made = ss.generate(3, seed=8, difficulty="medium", details=True, start=5)
    for row in made:
        assert solves(row["puzzle"], row["solution"])
        assert {k: v for k, v in row.items() if k not in {"solution", "seed", "index", "givens"}} == ss.rate(row["puzzle"])
        assert row["seed"] == 8 and row["givens"] == 81 - row["puzzle"].count(".")
        assert ss.generate(1, seed=8, difficulty="medium", start=row["index"]) == [row["puzzle"]]
    assert [row["index"] for row in made] == [5, 6, 7]
    assert [row["puzzle"] for row in made] == ss.generate(3, seed=8, difficulty="medium", start=5)


def test_a_seed_past_int64_keeps_every_bit_in_columns():
    seed = 2**64 - 3
    made = ss.generate(2, seed=seed, details=True, columns=True, explainer=False)
    assert made["seed"].dtype == np.uint64 and made["seed"].tolist() == [seed, seed]
    assert [row["seed"] for row in ss.generate(2, seed=seed, details=True, explainer=False)] == [seed, seed]


def test_generate_keeps_er_in_the_levels_band_when_asked():
    band = {"easy": (1.6, 3.6), "medium": (3.7, 5.6)}
    for level, (low, high) in band.items():
        for row in ss.generate(3, seed=2, difficulty=level, er_band=True, details=True):
            assert row["level"] == level and low <= row["er"] <= high
    with pytest.raises(ss.SudokuError, match="difficulty"):
        ss.generate(1, seed=1, er_band=True)
    with pytest.raises(ValueError, match="details"):
        ss.generate(1, seed=1, columns=True)


def test_generate_can_skip_or_return_a_puzzle_it_cannot_make():
    # Possible options, so the generator tries, and gives up on each puzzle.
    options = {"seed": 1, "difficulty": "beginner", "givens": 17, "attempts": 2}
    with pytest.raises(ss.SudokuError, match="attempts") as caught:
        ss.generate(2, **options)
    assert caught.value.index == 0
    returned = ss.generate(2, errors="return", **options)
    assert all(isinstance(r, ss.SudokuError) for r in returned)
    assert ss.generate(2, errors="skip", **options) == []


# Explanations streamed


def test_explain_iter_gives_what_explain_batch_gives_in_order():
    puzzles = [EASY, HARD] + [EASY] * 8
    streamed = ss.explain_iter(puzzles, threads=2)
    assert len(streamed) == 10
    assert list(streamed) == ss.explain_batch(puzzles, threads=1)
    texts = list(ss.explain_iter(puzzles[:2], as_json=True, rating=False))
    assert [json.loads(t) for t in texts] == ss.explain_batch(puzzles[:2], rating=False)


def test_explain_iter_can_be_left_early():
    streamed = ss.explain_iter([HARD] * 200, threads=2, rating=False)
    first = next(streamed)
    assert first["solution"] == ss.solve(HARD)
    del streamed  # the workers stop after the puzzle each is on


# Run in a process of its own, whose peak is its own (VmHWM; getrusage's maxrss keeps
# that of the process it was forked from, this one's largest test before).
STREAMED_MEMORY = """
import re, sys
import sudoku_strata as ss

size = 0
for explained in ss.explain_iter([sys.argv[1]] * int(sys.argv[2]), rating=False, threads=2):
    size = max(size, len(str(explained)))
with open("/proc/self/status") as status:
    peak = int(re.search(r"VmHWM:\\s*(\\d+) kB", status.read()).group(1)) * 1024
print(peak, size)
"""


def streamed_peak(n: int) -> tuple[int, int]:
    """The peak memory of a process that walks `explain_iter` over `n` puzzles, and the
    length of one explanation written out."""
    run = subprocess.run([sys.executable, "-c", STREAMED_MEMORY, EASY, str(n)], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    peak, size = map(int, run.stdout.split())
    return peak, size


def test_explain_iter_holds_a_window_not_the_batch():
    # 2,000 explanations more, held at once, would take more than their text (about 50 MB,
    # several times that as dicts); streamed, the peak stays where it was. Both runs are
    # past the allocator's warm-up, which grows the peak by 1.3 to 2.4 MB over the first
    # thousand explanations and then levels off (0.4 to 0.6 MB from 1,000 to 3,000).
    (short, _), (long, size) = streamed_peak(1000), streamed_peak(3000)
    assert long - short < 2000 * size / 10, f"the peak grew by {long - short} bytes ({size} bytes an explanation)"


# Pencil-mark positions


def test_next_step_and_explain_go_on_from_pencil_marks():
    steps = ss.explain(HARD)["steps"]
    for taken in (0, 1, 3, len(steps) // 2):
        values, candidates = pencil_state(HARD, steps[:taken])
        marks = pencil_grid(HARD, values, candidates)
        assert ss.next_step(marks) == steps[taken]
        explained = ss.explain(marks, rating=False)
        assert explained["steps"] == steps[taken:]
        assert explained["solution"] == ss.solve(HARD)
        # The marks are given back where they are more than the puzzle's own candidates.
        assert ("candidates" in explained) == (taken > 0)
        (entry,) = ss.read(marks)
        assert entry.kind == "marks" and ss.next_step(entry) == steps[taken]


def test_pencil_marks_that_strike_out_the_solution_are_refused():
    values, candidates = pencil_state(HARD, [])
    solution = digits(ss.solve(HARD))
    cell = values.index(0)
    candidates[cell].discard(solution[cell])
    marks = pencil_grid(HARD, values, candidates)
    for call in (ss.next_step, ss.explain, ss.solve):
        with pytest.raises(ss.SudokuError, match="struck out"):
            call(marks)
    with pytest.raises(ss.SudokuError, match="pencil marks strike out"):
        ss.canonical(marks)
