//! Answers by search: the solution, the number of solutions, and the canonical form.

use pyo3::prelude::*;
use sudoku_strata::{Grid, Puzzle};

use crate::batch::{self, Errors};
use crate::error::{Failure, Outcome};
use crate::grid::{Work, one_puzzle};

fn solution(puzzle: &Puzzle) -> Outcome<Grid> {
    puzzle.unique_solution()
}

fn canonical_form(puzzle: &Puzzle) -> Outcome<Grid> {
    Ok(puzzle.digits_alone("the canonical form")?.canonical())
}

fn check_limit(py: Python<'_>, limit: usize) -> PyResult<()> {
    match limit {
        // The message of `sudoku count --limit 0` and of the server's `/api/count`.
        0 => Err(
            Failure::new("the limit of a count is at least 1: a count stops when it reaches its limit")
                .into_pyerr(py),
        ),
        _ => Ok(()),
    }
}

/// The one solution of a puzzle, found by search, as an 81-digit line.
///
/// Raises SudokuError when the puzzle cannot be read, its givens repeat a digit in a
/// house, or it has no solution or more than one.
#[pyfunction]
pub fn solve(puzzle: &Bound<'_, PyAny>) -> PyResult<String> {
    let py = puzzle.py();
    let puzzle = one_puzzle(puzzle)?;
    py.detach(|| solution(&puzzle))
        .map(|g| g.to_string())
        .map_err(|f| f.into_pyerr(py))
}

/// The solutions of many puzzles, in parallel: a list of lines for a list, an array of
/// the input's shape for an array.
#[pyfunction]
#[pyo3(signature = (puzzles, *, threads=None, errors="raise"))]
pub fn solve_batch<'py>(
    puzzles: &Bound<'py, PyAny>,
    threads: Option<usize>,
    errors: &str,
) -> PyResult<Bound<'py, PyAny>> {
    let errors = Errors::parse(errors)?;
    batch::grids(puzzles.py(), batch::read(puzzles)?, threads, errors, solution)
}

/// How many solutions a puzzle has, counting up to `limit` (at least 1): 0 for givens
/// that contradict each other, 1 for a proper puzzle.
#[pyfunction]
#[pyo3(signature = (puzzle, limit=2))]
pub fn count_solutions(puzzle: &Bound<'_, PyAny>, limit: usize) -> PyResult<u64> {
    let py = puzzle.py();
    check_limit(py, limit)?;
    let puzzle = one_puzzle(puzzle)?;
    Ok(py.detach(|| puzzle.count_solutions(limit) as u64))
}

/// The solution counts of many puzzles, in parallel: a list of ints for a list, an
/// array of dtype uint64 for an array.
#[pyfunction]
#[pyo3(signature = (puzzles, limit=2, *, threads=None, errors="raise"))]
pub fn count_solutions_batch<'py>(
    puzzles: &Bound<'py, PyAny>,
    limit: usize,
    threads: Option<usize>,
    errors: &str,
) -> PyResult<Bound<'py, PyAny>> {
    let py = puzzles.py();
    check_limit(py, limit)?;
    let errors = Errors::parse(errors)?;
    let count = move |puzzle: &Puzzle| Ok(puzzle.count_solutions(limit) as u64);
    batch::counts(py, batch::read(puzzles)?, threads, errors, count)
}

/// The canonical (minlex) form of a puzzle: equivalent puzzles (turned, mirrored, rows,
/// columns or digits reordered) give the same line, so it deduplicates collections.
#[pyfunction]
pub fn canonical(puzzle: &Bound<'_, PyAny>) -> PyResult<String> {
    let py = puzzle.py();
    let puzzle = one_puzzle(puzzle)?;
    py.detach(|| canonical_form(&puzzle))
        .map(|g| g.to_string())
        .map_err(|f| f.into_pyerr(py))
}

/// The canonical forms of many puzzles, in parallel: a list of lines for a list, an
/// array of the input's shape for an array.
#[pyfunction]
#[pyo3(signature = (puzzles, *, threads=None, errors="raise"))]
pub fn canonical_batch<'py>(
    puzzles: &Bound<'py, PyAny>,
    threads: Option<usize>,
    errors: &str,
) -> PyResult<Bound<'py, PyAny>> {
    let errors = Errors::parse(errors)?;
    batch::grids(
        puzzles.py(),
        batch::read(puzzles)?,
        threads,
        errors,
        canonical_form,
    )
}
