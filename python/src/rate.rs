//! Ratings: the engine's level, score and hardest technique, and Sudoku Explainer's
//! ER/EP/ED from its own path.

use pyo3::prelude::*;
use sudoku_strata::Grid;

use crate::batch;
use crate::engine;
use crate::error::Outcome;
use crate::grid::one_puzzle;
use crate::json::{loads, text};

/// The line of `sudoku rate --json` (the library's `Rating::form`; the ER/EP/ED keys
/// too, but with `--no-explainer`).
fn rated(grid: &Grid, explainer: bool) -> Outcome<String> {
    let mut rating = engine().rate(grid)?;
    if explainer {
        rating = rating.with_explainer(grid.explainer_rating()?);
    }
    Ok(text(rating.form().with_puzzle(grid)))
}

/// How hard a puzzle is.
///
/// Returns a dict with the keys of `sudoku rate --json`: `puzzle`, `level` (beginner,
/// easy, medium, hard, expert or extreme), `score` (Sudoku Explainer's scale, from our
/// engine's path), `hardest` (the hardest technique of the explanation) and `steps`;
/// with `explainer=True` (the default) also Sudoku Explainer's own ratings from its
/// path: `er`, `ep`, `ed`, the technique of each (`er_technique`, ...) and
/// `er_complete` (False when the rater's budget ran out: ER is then a lower bound).
///
/// Raises SudokuError when the puzzle does not have exactly one solution or its
/// givens contradict each other.
#[pyfunction]
#[pyo3(signature = (puzzle, *, explainer=true))]
pub fn rate<'py>(puzzle: &Bound<'py, PyAny>, explainer: bool) -> PyResult<Bound<'py, PyAny>> {
    let grid = one_puzzle(puzzle)?;
    let py = puzzle.py();
    let text = py
        .detach(|| rated(&grid, explainer))
        .map_err(|f| f.into_pyerr(py))?;
    loads(py, &text)
}

/// The ratings of many puzzles, in parallel: a list of what `rate` returns.
#[pyfunction]
#[pyo3(signature = (puzzles, *, explainer=true, threads=None))]
pub fn rate_batch<'py>(
    puzzles: &Bound<'py, PyAny>,
    explainer: bool,
    threads: Option<usize>,
) -> PyResult<Vec<Bound<'py, PyAny>>> {
    let py = puzzles.py();
    let read = batch::read(puzzles)?;
    let texts = batch::map(py, &read.grids, threads, |g| rated(g, explainer))?;
    texts.iter().map(|text| loads(py, text)).collect()
}
