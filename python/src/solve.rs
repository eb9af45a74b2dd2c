//! Answers by search: the solution, the number of solutions, and the canonical form.

use pyo3::prelude::*;
use sudoku_strata::Grid;

use crate::batch;
use crate::error::{Failure, Outcome};
use crate::grid::one_puzzle;

fn solution(grid: &Grid) -> Outcome<Grid> {
    Ok(grid.unique_solution()?)
}

fn count(grid: &Grid, limit: usize) -> u64 {
    grid.count_solutions(limit) as u64
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
/// Raises SudokuError when the puzzle is not a grid, its givens repeat a digit in a
/// house, or it has no solution or more than one.
#[pyfunction]
pub fn solve(puzzle: &Bound<'_, PyAny>) -> PyResult<String> {
    let grid = one_puzzle(puzzle)?;
    let py = puzzle.py();
    py.detach(|| solution(&grid))
        .map(|g| g.to_string())
        .map_err(|f| f.into_pyerr(py))
}

/// The solutions of many puzzles, in parallel: a list of lines for a list, an array of
/// shape (n, 81) for an array. Raises SudokuError for the first puzzle that fails, its
/// position in `index`.
#[pyfunction]
#[pyo3(signature = (puzzles, *, threads=None))]
pub fn solve_batch<'py>(puzzles: &Bound<'py, PyAny>, threads: Option<usize>) -> PyResult<Bound<'py, PyAny>> {
    let py = puzzles.py();
    let read = batch::read(puzzles)?;
    let solved = batch::map(py, &read.grids, threads, solution)?;
    batch::grids_out(py, &solved, read.shape)
}

/// How many solutions a puzzle has, counting up to `limit` (at least 1): 0 for givens
/// that contradict each other, 1 for a proper puzzle.
#[pyfunction]
#[pyo3(signature = (puzzle, limit=2))]
pub fn count_solutions(puzzle: &Bound<'_, PyAny>, limit: usize) -> PyResult<u64> {
    let py = puzzle.py();
    check_limit(py, limit)?;
    let grid = one_puzzle(puzzle)?;
    Ok(py.detach(|| count(&grid, limit)))
}

/// The solution counts of many puzzles, in parallel: a list of ints for a list, an
/// array of dtype uint64 for an array.
#[pyfunction]
#[pyo3(signature = (puzzles, limit=2, *, threads=None))]
pub fn count_solutions_batch<'py>(
    puzzles: &Bound<'py, PyAny>,
    limit: usize,
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyAny>> {
    let py = puzzles.py();
    check_limit(py, limit)?;
    let read = batch::read(puzzles)?;
    let counts = batch::map(py, &read.grids, threads, |g| Ok(count(g, limit)))?;
    batch::counts_out(py, counts, read.shape)
}

/// The canonical (minlex) form of a puzzle: equivalent puzzles (turned, mirrored, rows,
/// columns or digits reordered) give the same line, so it deduplicates collections.
#[pyfunction]
pub fn canonical(puzzle: &Bound<'_, PyAny>) -> PyResult<String> {
    let grid = one_puzzle(puzzle)?;
    Ok(puzzle.py().detach(|| grid.canonical()).to_string())
}

/// The canonical forms of many puzzles, in parallel: a list of lines for a list, an
/// array of shape (n, 81) for an array.
#[pyfunction]
#[pyo3(signature = (puzzles, *, threads=None))]
pub fn canonical_batch<'py>(
    puzzles: &Bound<'py, PyAny>,
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyAny>> {
    let py = puzzles.py();
    let read = batch::read(puzzles)?;
    let forms = batch::map(py, &read.grids, threads, |g| Ok(g.canonical()))?;
    batch::grids_out(py, &forms, read.shape)
}
