"""The module's API: grids, search, explanations, ratings, the generator, batches and
errors."""

from __future__ import annotations

import pickle

import numpy as np
import pytest
import sudoku_strata as ss
from conftest import EASY, HARD, digits, solves, transformed

STEP_KEYS = {"technique", "placements", "eliminations", "text", "sentence", "pattern", "score", "proof"}


# Grid


def test_grid_reads_a_line_and_its_picture_and_writes_them_back():
    grid = ss.Grid(EASY)
    assert str(grid) == EASY
    assert grid.to_list() == digits(EASY)
    assert grid.given_count == sum(1 for ch in EASY if ch != ".")
    assert ss.Grid(grid.pretty()) == grid
    assert ss.Grid.from_list(grid.to_list()) == grid
    assert eval(repr(grid), {"Grid": ss.Grid}) == grid
    assert not grid.is_solved()
    assert ss.Grid(ss.solve(EASY)).is_solved()


def test_grids_hash_by_digits_and_pickle():
    a, b = ss.Grid(EASY), ss.Grid(EASY.replace(".", "0"))
    assert a == b and hash(a) == hash(b)
    assert len({a, b, ss.Grid(HARD)}) == 2
    assert pickle.loads(pickle.dumps(a)) == a


@pytest.mark.parametrize("text", ["12345", "." * 80, "." * 82])
def test_a_wrong_number_of_cells_is_refused(text):
    with pytest.raises(ss.SudokuError) as caught:
        ss.Grid(text)
    assert isinstance(caught.value, ValueError)
    assert str(len(text)) in str(caught.value)
    assert caught.value.index is None


def test_an_empty_text_is_refused():
    with pytest.raises(ss.SudokuError, match="empty"):
        ss.Grid("")


def test_a_bad_character_is_refused_with_its_line_and_column():
    with pytest.raises(ss.SudokuError) as caught:
        ss.Grid("." * 40 + "?" + "." * 40)
    assert (caught.value.line, caught.value.column) == (1, 41)
    assert "'?'" in caught.value.message
    picture = ss.Grid(EASY).pretty().splitlines()
    picture[3] = picture[3].replace(".", "a", 1)
    with pytest.raises(ss.SudokuError) as caught:
        ss.Grid("\n".join(picture))
    assert caught.value.line == 4
    assert picture[3][caught.value.column - 1] == "a"


def test_from_list_refuses_bad_numbers():
    with pytest.raises(ss.SudokuError, match="81"):
        ss.Grid.from_list([0] * 80)
    values = [0] * 81
    values[10] = 12
    with pytest.raises(ss.SudokuError) as caught:
        ss.Grid.from_list(values)
    assert caught.value.cells == ["r2c2"]


def test_a_puzzle_argument_of_another_type_is_a_type_error():
    with pytest.raises(TypeError):
        ss.solve(42)
    with pytest.raises(TypeError):
        ss.solve_batch("not a list")
    with pytest.raises(TypeError):
        ss.solve_batch(42)


# Search


def test_solve_gives_the_solution():
    solution = ss.solve(EASY)
    assert solves(EASY, solution)
    assert ss.solve(ss.Grid(HARD)) == ss.solve(HARD)
    assert solves(HARD, ss.solve(HARD))


def test_conflicting_givens_name_their_cells():
    puzzle = "55" + "." * 79
    for call in (ss.solve, ss.explain, ss.rate, ss.next_step):
        with pytest.raises(ss.SudokuError) as caught:
            call(puzzle)
        assert caught.value.cells == ["r1c1", "r1c2"], call
    assert ss.count_solutions(puzzle) == 0


def test_puzzles_without_one_solution_are_refused():
    with pytest.raises(ss.SudokuError, match="solutions"):
        ss.solve("." * 81)
    with pytest.raises(ss.SudokuError, match="no solution"):
        # The first row asks for a 1 that its last cell cannot hold.
        ss.solve("23456789." + "........1" + "." * 63)


def test_count_solutions_counts_up_to_the_limit():
    assert ss.count_solutions(EASY) == 1
    assert ss.count_solutions("." * 81, limit=7) == 7
    with pytest.raises(ss.SudokuError):
        ss.count_solutions(EASY, limit=0)


def test_the_canonical_form_is_the_same_for_equivalent_puzzles():
    form = ss.canonical(EASY)
    assert ss.canonical(transformed(EASY)) == form
    assert ss.canonical(form) == form
    assert ss.count_solutions(form) == 1
    assert ss.canonical(HARD) != form


# Explanations and ratings


def replay(puzzle: str, steps: list) -> list:
    """Applies the steps' placements to the puzzle, checking that no step places a
    digit or removes a candidate against the solution."""
    solution = digits(ss.solve(puzzle))
    cells = digits(puzzle)
    for step in steps:
        for p in step["placements"]:
            i = (p["row"] - 1) * 9 + p["col"] - 1
            assert solution[i] == p["digit"], step["text"]
            cells[i] = p["digit"]
        for e in step["eliminations"]:
            i = (e["row"] - 1) * 9 + e["col"] - 1
            assert solution[i] != e["digit"], step["text"]
    return cells


def test_explain_has_the_shape_of_the_command_lines_json():
    explained = ss.explain(EASY)
    assert set(explained) == {"puzzle", "solution", "backtracking", "rating", "steps"}
    assert explained["puzzle"] == EASY
    assert explained["solution"] == ss.solve(EASY)
    assert all(set(step) == STEP_KEYS for step in explained["steps"])
    assert all(step["text"].startswith(step["technique"]) for step in explained["steps"])
    assert "".join(map(str, replay(EASY, explained["steps"]))) == explained["solution"]
    rated = ss.rate(EASY)
    # One form of a rating: `rate`'s, but for the puzzle.
    assert explained["rating"] == {k: v for k, v in rated.items() if k != "puzzle"}


def test_explain_carries_the_proofs_of_chains():
    explained = ss.explain(HARD)
    assert not explained["backtracking"]
    proved = [s for s in explained["steps"] if s["proof"] is not None]
    assert proved and all(isinstance(s["proof"], dict) for s in proved)
    # Every pattern has its cells, candidates, fins, houses and links; one built of
    # almost locked sets has its sets too (this path has several).
    keys = {"cells", "candidates", "fins", "houses", "links"}
    assert all(set(s["pattern"]) - {"sets"} == keys for s in explained["steps"])
    assert any(s["pattern"].get("sets") for s in explained["steps"])
    assert "".join(map(str, replay(HARD, explained["steps"]))) == explained["solution"]


def test_explain_as_json_is_the_same_object():
    import json

    assert json.loads(ss.explain(EASY, as_json=True)) == ss.explain(EASY)


def test_explain_without_rating_has_the_same_steps():
    full, quick = ss.explain(HARD), ss.explain(HARD, rating=False)
    assert quick["rating"] is None and full["rating"] is not None
    assert quick["steps"] == full["steps"]


def test_next_step_is_the_first_step_of_the_explanation():
    assert ss.next_step(EASY) == ss.explain(EASY)["steps"][0]
    assert ss.next_step(HARD) == ss.explain(HARD)["steps"][0]
    assert ss.next_step(ss.solve(EASY)) is None
    with pytest.raises(ss.SudokuError):
        ss.next_step("." * 81)


def test_rate_gives_the_level_and_sudoku_explainers_numbers():
    easy, hard = ss.rate(EASY), ss.rate(HARD)
    for rated in (easy, hard):
        assert rated["level"] in {"beginner", "easy", "medium", "hard", "expert", "extreme", "beyond"}
        assert rated["er"] >= rated["ep"] >= 1.0 and rated["ed"] >= 1.0
        assert rated["er_complete"] is True
        assert rated["er_technique"] and rated["hardest"]
    assert hard["er"] > easy["er"] and hard["path_score"] > easy["path_score"]
    assert "er" not in ss.rate(EASY, explainer=False)
    with pytest.raises(ss.SudokuError):
        ss.rate("." * 81)


# The generator


def test_generated_puzzles_have_one_solution_and_the_level_asked():
    for level in ("beginner", "easy", "medium", "hard"):
        puzzles = ss.generate(4, difficulty=level, seed=11)
        assert len(puzzles) == 4
        assert ss.count_solutions_batch(puzzles) == [1] * 4
        assert [r["level"] for r in ss.rate_batch(puzzles, explainer=False)] == [level] * 4


def test_generate_is_reproducible_whatever_the_threads():
    made = ss.generate(6, seed=5, difficulty="easy", threads=1)
    assert ss.generate(6, seed=5, difficulty="easy", threads=2) == made
    assert ss.generate(4, seed=5, difficulty="easy", start=2) == made[2:]
    assert ss.generate(6, seed=6, difficulty="easy") != made


def test_generate_keeps_symmetry_givens_and_minimality():
    for line in ss.generate(3, symmetry="rot180", seed=2):
        cells = digits(line)
        assert all((cells[i] == 0) == (cells[80 - i] == 0) for i in range(81))
    assert [ss.Grid(p).given_count for p in ss.generate(3, givens=30, seed=2)] == [30] * 3
    assert all(24 <= ss.Grid(p).given_count <= 26 for p in ss.generate(3, givens="24..26", seed=2))
    for line in ss.generate(2, minimal=True, symmetry="mirror", seed=3):
        for i, ch in enumerate(line):
            if ch != ".":
                assert ss.count_solutions(line[:i] + "." + line[i + 1 :]) == 2


@pytest.mark.parametrize(
    "options, words",
    [
        ({"difficulty": "impossible"}, "medium"),
        ({"symmetry": "spiral"}, "rot180"),
        ({"givens": 16}, "17"),
        ({"givens": "lots"}, "lots"),
        ({"givens": "30..24"}, "empty"),
    ],
)
def test_generate_refuses_options_it_cannot_meet(options, words):
    with pytest.raises(ss.SudokuError) as caught:
        ss.generate(1, seed=1, **options)
    assert words in str(caught.value)


# Batches


def test_batches_of_lists_give_what_single_calls_give():
    puzzles = [EASY, ss.Grid(HARD), transformed(EASY)]
    lines = [str(p) for p in puzzles]
    assert ss.solve_batch(puzzles) == [ss.solve(p) for p in lines]
    assert ss.count_solutions_batch(puzzles, 3) == [1, 1, 1]
    assert ss.canonical_batch(puzzles) == [ss.canonical(p) for p in lines]
    assert ss.rate_batch(puzzles, threads=2) == [ss.rate(p) for p in lines]
    assert ss.explain_batch(puzzles, threads=1) == [ss.explain(p) for p in lines]
    assert ss.solve_batch([]) == []


def test_a_bad_puzzle_in_a_batch_gives_its_index():
    with pytest.raises(ss.SudokuError) as caught:
        ss.solve_batch([EASY, HARD, "." * 81])
    assert caught.value.index == 2
    assert str(caught.value).startswith("puzzle 2: ")
    with pytest.raises(ss.SudokuError) as caught:
        ss.rate_batch([EASY, "1234"])
    assert caught.value.index == 1 and "81" in caught.value.message


def as_array(lines):
    return np.array([digits(line) for line in lines], dtype=np.uint8)


def test_batches_of_arrays_give_arrays():
    puzzles = ss.generate(5, seed=9, difficulty="easy")
    array = as_array(puzzles)
    solved = ss.solve_batch(array)
    assert isinstance(solved, np.ndarray) and solved.dtype == np.uint8 and solved.shape == (5, 81)
    assert solved.tolist() == as_array(ss.solve_batch(puzzles)).tolist()
    counts = ss.count_solutions_batch(array)
    assert counts.dtype == np.uint64 and counts.tolist() == [1] * 5
    assert ss.canonical_batch(array).tolist() == as_array(ss.canonical_batch(puzzles)).tolist()
    assert [r["puzzle"] for r in ss.rate_batch(array, explainer=False)] == puzzles
    # A view with strides reads as its rows.
    assert ss.solve_batch(array[::2]).tolist() == solved[::2].tolist()


@pytest.mark.parametrize("shape", [(3, 80), (81,), (3, 9, 8), (2, 82), (2, 3, 27)])
def test_arrays_of_another_shape_are_refused(shape):
    with pytest.raises(ss.SudokuError, match="shape") as caught:
        ss.solve_batch(np.zeros(shape, dtype=np.uint8))
    assert caught.value.kind == "wrong_shape"


@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.bool_, np.str_])
def test_arrays_of_another_dtype_than_integers_are_refused(dtype):
    with pytest.raises(TypeError, match="integers"):
        ss.solve_batch(as_array([EASY]).astype(dtype))


def test_array_values_above_nine_are_refused_with_the_cell():
    array = as_array([EASY, EASY])
    array[1, 4] = 10
    with pytest.raises(ss.SudokuError) as caught:
        ss.canonical_batch(array)
    assert caught.value.index == 1 and caught.value.cells == ["r1c5"]
