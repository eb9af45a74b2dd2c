//! Ratings: the engine's level, score and hardest technique, and Sudoku Explainer's
//! ER/EP/ED from its own path; one dict per puzzle, or columns for many.

use pyo3::prelude::*;
use pyo3::types::PyDict;
use serde_json::Value;
use sudoku_strata::{EXPLAINER_BUDGET, Puzzle, Rating};

use crate::batch::{self, Errors};
use crate::columns::Table;
use crate::error::{Failure, Outcome};
use crate::grid::{Work, one_puzzle};
use crate::json::{loads, value};

/// Rates a puzzle, with Sudoku Explainer's rating within `budget` implications when
/// there is a budget and the puzzle is its digits alone (a pencil-mark grid that strikes
/// out candidates has none: Sudoku Explainer's path starts from the digits), as
/// `sudoku rate` does. The rating comes in the form of `sudoku rate --json` (the
/// library's `Rating::form`), as a JSON object.
pub fn rated(puzzle: &Puzzle, budget: Option<u64>) -> Outcome<Value> {
    let digits = puzzle.digits();
    Ok(value(rating(puzzle, budget)?.form().with_puzzle(&digits)))
}

/// Our rating of a puzzle, with Sudoku Explainer's within `budget` as [`rated`] says.
pub fn rating(puzzle: &Puzzle, budget: Option<u64>) -> Outcome<Rating> {
    // Ours first: it refuses a puzzle without exactly one solution, which Sudoku
    // Explainer's path would walk in vain.
    let rating = puzzle.rate()?;
    Ok(match (budget, puzzle.plain()) {
        (Some(budget), Some(digits)) => {
            rating.with_explainer(digits.explainer_rating_within(budget).map_err(Failure::from)?)
        }
        _ => rating,
    })
}

/// A JSON object as a dict.
pub fn dict<'py>(py: Python<'py>, object: &Value) -> PyResult<Bound<'py, PyAny>> {
    loads(py, &object.to_string())
}

/// The budget of Sudoku Explainer's rating, None without it.
pub fn budget(explainer: bool, budget: Option<u64>) -> Option<u64> {
    explainer.then(|| budget.unwrap_or(EXPLAINER_BUDGET))
}

/// How hard a puzzle is.
///
/// Returns a dict with the keys of `sudoku rate --json`: `puzzle`, `level` (beginner,
/// easy, medium, hard, expert, extreme or beyond), `path_score` (our path's score on Sudoku
/// Explainer's scale, not its ER),
/// `hardest` (the hardest technique of the explanation) and
/// `steps`; `trial_depth` for extreme and beyond puzzles (how deep trial and error with
/// singles must nest: 2 for the older hardest, 3 for beyond);
/// with `explainer=True` (the default) also Sudoku Explainer's own ratings from its
/// path: `er`, `ep`, `ed`, the technique of each (`er_technique`, ...) and
/// `er_complete` (False when the rater's `budget` of implications ran out: ER is then a
/// lower bound).
///
/// Raises SudokuError when the puzzle does not have exactly one solution or its
/// givens contradict each other.
#[pyfunction]
#[pyo3(signature = (puzzle, *, explainer=true, budget=None))]
pub fn rate<'py>(
    puzzle: &Bound<'py, PyAny>,
    explainer: bool,
    budget: Option<u64>,
) -> PyResult<Bound<'py, PyAny>> {
    let py = puzzle.py();
    let puzzle = one_puzzle(puzzle)?;
    let budget = self::budget(explainer, budget);
    let rated = py
        .detach(|| rated(&puzzle, budget))
        .map_err(|f| f.into_pyerr(py))?;
    dict(py, &rated)
}

/// The ratings of many puzzles, in parallel: a list of what `rate` returns, or with
/// `columns=True` a dict of NumPy arrays (see the stubs).
#[pyfunction]
#[pyo3(signature = (puzzles, *, explainer=true, budget=None, threads=None, errors="raise", columns=false))]
pub fn rate_batch<'py>(
    puzzles: &Bound<'py, PyAny>,
    explainer: bool,
    budget: Option<u64>,
    threads: Option<usize>,
    errors: &str,
    columns: bool,
) -> PyResult<Bound<'py, PyAny>> {
    let py = puzzles.py();
    let errors = Errors::parse(errors)?;
    let puzzles = batch::read(puzzles)?;
    let budget = self::budget(explainer, budget);
    let work = move |puzzle: &Puzzle| rated(puzzle, budget);
    if columns {
        let rows = batch::collect(py, puzzles.items, threads, errors, work)?;
        return form_columns(py, &rows, errors).map(Bound::into_any);
    }
    let dicts = batch::list(py, puzzles, threads, errors, work, |py, rated| dict(py, &rated))?;
    Ok(pyo3::types::PyList::new(py, dicts)?.into_any())
}

/// Forms as columns: `index` (each row's place in the input, or in the generator's
/// sequence) and a column for each key of the forms; with `errors="return"`, `error` too
/// (the message, None for a row that did not fail), and a failed row's numbers are NaN
/// (-1 for counts), its text None.
pub fn form_columns<'py, I: Copy + TryInto<i64>>(
    py: Python<'py>,
    rows: &[(I, Outcome<Value>)],
    errors: Errors,
) -> PyResult<Bound<'py, PyDict>> {
    let table = Table::new(py);
    table.numbers(
        "index",
        rows.iter()
            .map(|(index, _)| (*index).try_into().unwrap_or(i64::MAX)),
    )?;
    let objects: Vec<_> = rows
        .iter()
        .map(|(_, row)| row.as_ref().ok().and_then(Value::as_object))
        .collect();
    table.objects(&objects)?;
    if errors == Errors::Return {
        table.errors(rows)?;
    }
    Ok(table.finish())
}
