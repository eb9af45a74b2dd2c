//! Explanations: every step of the engine's path in the JSON shape of
//! `sudoku explain --json`, and the one next step (a hint).

use pyo3::prelude::*;
use sudoku_strata::{Grid, LayerGrid};

use crate::batch;
use crate::engine;
use crate::error::Outcome;
use crate::grid::one_puzzle;
use crate::json::{loads, text};

/// One line of `sudoku explain --json` for a puzzle that solves (the library's
/// `Solution::form`); without `rating`, its rating is null (as the command line writes a
/// rating it could not make), which saves the two walks of the rating.
fn explained(grid: &Grid, rating: bool) -> Outcome<String> {
    let solution = engine().solve(grid)?;
    let rating = match rating {
        true => Some(engine().rate(grid)?),
        false => None,
    };
    Ok(text(solution.form(rating.as_ref())))
}

fn shaped<'py>(py: Python<'py>, text: String, as_json: bool) -> PyResult<Bound<'py, PyAny>> {
    match as_json {
        true => Ok(pyo3::types::PyString::new(py, &text).into_any()),
        false => loads(py, &text),
    }
}

/// How a person would solve the puzzle, step by step.
///
/// Returns a dict in the shape of one line of `sudoku explain --json`: `puzzle`,
/// `solution`, `backtracking` (whether the search had to finish), `rating` (`level`,
/// `score`, `hardest`, `steps`) and `steps`, each a dict with `technique`, `placements`,
/// `eliminations` (lists of `{"row", "col", "digit"}`, from 1), `text` (the notation),
/// `sentence`, `pattern`, `score` and `proof` (the proof of a chain or forcing step,
/// else None). With `as_json=True`, that JSON text instead. With `rating=False`,
/// `rating` is None and the call is quicker (the rating walks the path twice more).
///
/// Raises SudokuError when the puzzle is not a grid, its givens contradict each other,
/// or it has no solution or more than one.
#[pyfunction]
#[pyo3(signature = (puzzle, *, as_json=false, rating=true))]
pub fn explain<'py>(puzzle: &Bound<'py, PyAny>, as_json: bool, rating: bool) -> PyResult<Bound<'py, PyAny>> {
    let grid = one_puzzle(puzzle)?;
    let py = puzzle.py();
    let text = py
        .detach(|| explained(&grid, rating))
        .map_err(|f| f.into_pyerr(py))?;
    shaped(py, text, as_json)
}

/// The explanations of many puzzles, in parallel: a list of what `explain` returns.
#[pyfunction]
#[pyo3(signature = (puzzles, *, as_json=false, rating=true, threads=None))]
pub fn explain_batch<'py>(
    puzzles: &Bound<'py, PyAny>,
    as_json: bool,
    rating: bool,
    threads: Option<usize>,
) -> PyResult<Vec<Bound<'py, PyAny>>> {
    let py = puzzles.py();
    let read = batch::read(puzzles)?;
    let texts = batch::map(py, &read.grids, threads, |g| explained(g, rating))?;
    texts.into_iter().map(|text| shaped(py, text, as_json)).collect()
}

/// The step the engine would take next in this grid (a hint), as a dict of the shape
/// of `explain`'s steps; None when the grid is full.
///
/// Raises SudokuError when the puzzle does not have exactly one solution.
#[pyfunction]
pub fn next_step<'py>(puzzle: &Bound<'py, PyAny>) -> PyResult<Option<Bound<'py, PyAny>>> {
    let grid = one_puzzle(puzzle)?;
    let py = puzzle.py();
    let step = py
        .detach(|| -> Outcome<Option<String>> {
            // As `solve` does: the uniqueness strategies may run once the puzzle is
            // known to have one solution.
            grid.unique_solution()?;
            let mut state = LayerGrid::from_grid(&grid);
            state.assume_unique_solution();
            Ok(engine().next_step(&state).map(|s| text(s.explain_form())))
        })
        .map_err(|f| f.into_pyerr(py))?;
    step.map(|text| loads(py, &text)).transpose()
}
