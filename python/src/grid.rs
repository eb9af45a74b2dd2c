//! The `Grid` class, and reading one puzzle argument: a `Grid`, an `Entry` of `read`,
//! text in any layout the library reads, or the numbers of its cells (81 of them, or 9
//! rows of 9, with 0 or None for an empty cell).

use pyo3::prelude::*;
use pyo3::types::{PyString, PyTuple, PyType};
use sudoku_strata::{Cell, Grid, LayerGrid, ParseError, Puzzle, Rating, Solution, SolveError};

use crate::error::{Failure, Outcome};
use crate::read::PyEntry;

/// A 9x9 grid of givens: 0 (empty) or a digit 1 to 9 in each of its 81 cells.
///
/// `Grid(puzzle)` reads text in any layout the library reads (an 81-character line with
/// `.` or `0` for an empty cell, a boxed picture such as `Grid.pretty()` writes), or 81
/// numbers in reading order, or 9 rows of 9 (lists, tuples or a NumPy array), with 0
/// or None for an empty cell. `str()` gives the 81-character line, `to_list()` the 81
/// numbers. Grids compare and hash by their digits, and pickle (so they travel to Dask
/// workers).
///
/// Raises SudokuError (a ValueError) with the library's message, line and column when
/// the text is not a grid, or with the cell when a number is not 0 to 9.
#[pyclass(module = "sudoku_strata", name = "Grid", frozen, eq, hash)]
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct PyGrid {
    pub inner: Grid,
}

#[pymethods]
impl PyGrid {
    #[new]
    fn new(puzzle: &Bound<'_, PyAny>) -> PyResult<PyGrid> {
        let py = puzzle.py();
        let grid = puzzle_of(puzzle)?
            .and_then(|p| p.digits_alone("a Grid"))
            .map_err(|f| f.into_pyerr(py))?;
        Ok(PyGrid { inner: grid })
    }

    /// A grid from 81 numbers in reading order, or 9 rows of 9, 0 or None for an empty cell.
    #[staticmethod]
    fn from_list(values: &Bound<'_, PyAny>) -> PyResult<PyGrid> {
        let py = values.py();
        let grid = numbers(values)?.map_err(|f| f.into_pyerr(py))?;
        Ok(PyGrid { inner: grid })
    }

    /// The 81 numbers in reading order, 0 for an empty cell.
    fn to_list(&self) -> Vec<u32> {
        // Numbers, not bytes: a `Vec<u8>` would come out as a `bytes` object.
        self.inner.to_bytes().map(u32::from).to_vec()
    }

    /// The boxed picture, nine lines of digits and dots between rules.
    fn pretty(&self) -> String {
        format!("{:#}", self.inner)
    }

    /// How many cells hold a digit.
    #[getter]
    fn given_count(&self) -> usize {
        self.inner.given_count()
    }

    /// Whether every cell holds a digit and no house repeats one.
    fn is_solved(&self) -> bool {
        self.inner.is_solved()
    }

    fn __str__(&self) -> String {
        self.inner.to_string()
    }

    fn __repr__(&self) -> String {
        format!("Grid('{}')", self.inner)
    }

    // Pickled as the class and its line, which `Grid(line)` reads back.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<(Bound<'py, PyType>, Bound<'py, PyTuple>)> {
        let py = slf.py();
        let line = PyString::new(py, &slf.get().inner.to_string());
        Ok((py.get_type::<PyGrid>(), PyTuple::new(py, [line])?))
    }
}

/// What the calls do with a puzzle of either kind the library reads: digits, or a
/// pencil-mark grid whose candidates stand (as the command line does).
pub trait Work {
    /// The digits alone, for what starts from them (`what` names it in the message):
    /// a pencil-mark grid passes when its candidates are all its digits leave.
    fn digits_alone(&self, what: &str) -> Outcome<Grid>;
    fn unique_solution(&self) -> Outcome<Grid>;
    fn count_solutions(&self, limit: usize) -> usize;
    fn solve(&self) -> Outcome<Solution>;
    fn rate(&self) -> Outcome<Rating>;
    /// Where a solver starts, checked to have one solution (the uniqueness strategies
    /// may then run, as `solve` lets them).
    fn start(&self) -> Outcome<LayerGrid>;
}

impl Work for Puzzle {
    fn digits_alone(&self, what: &str) -> Outcome<Grid> {
        self.plain().ok_or_else(|| {
            Failure::new(format!(
                "the pencil marks strike out candidates, and {what} starts from the digits alone: give the puzzle without them"
            ))
            .with_kind("struck_candidates")
        })
    }

    fn unique_solution(&self) -> Outcome<Grid> {
        let solved = match self {
            Puzzle::Digits(grid) => grid.unique_solution(),
            Puzzle::Marks(state) => state.unique_solution(),
        };
        solved.map_err(|e| self.why(e))
    }

    fn count_solutions(&self, limit: usize) -> usize {
        match self {
            Puzzle::Digits(grid) => grid.count_solutions(limit),
            Puzzle::Marks(state) => state.count_solutions(limit),
        }
    }

    fn solve(&self) -> Outcome<Solution> {
        let solved = match self {
            Puzzle::Digits(grid) => crate::engine().solve(grid),
            Puzzle::Marks(state) => crate::engine().solve_from(state),
        };
        solved.map_err(|e| self.why(e))
    }

    fn rate(&self) -> Outcome<Rating> {
        let rated = match self {
            Puzzle::Digits(grid) => crate::engine().rate(grid),
            Puzzle::Marks(state) => crate::engine().rate_from(state),
        };
        rated.map_err(|e| self.why(e))
    }

    fn start(&self) -> Outcome<LayerGrid> {
        self.unique_solution()?;
        let mut state = self.state();
        state.assume_unique_solution();
        Ok(state)
    }
}

/// Why a puzzle failed: for a pencil-mark grid without a solution, that its marks
/// struck out a candidate the solution needs.
trait Why {
    fn why(&self, error: SolveError) -> Failure;
}

impl Why for Puzzle {
    fn why(&self, error: SolveError) -> Failure {
        match (self, &error) {
            (Puzzle::Marks(_), SolveError::NoSolution) => Failure::from(error).with_message(
                "the pencil marks leave no solution: a candidate the solution needs was struck out, or a digit placed wrongly",
            ),
            _ => Failure::from(error),
        }
    }
}

/// One puzzle argument. A puzzle that cannot be read is a `Failure` (to be placed at
/// its index in a batch); an argument of another type is a `TypeError`.
pub fn puzzle_of(object: &Bound<'_, PyAny>) -> PyResult<Outcome<Puzzle>> {
    if let Ok(grid) = object.cast::<PyGrid>() {
        return Ok(Ok(Puzzle::Digits(grid.get().inner)));
    }
    if let Ok(text) = object.cast::<PyString>() {
        return Ok(text.to_cow()?.parse::<Puzzle>().map_err(Failure::from));
    }
    if let Ok(entry) = object.cast::<PyEntry>() {
        return Ok(entry.get().puzzle());
    }
    if object.hasattr("__len__")? && object.hasattr("__getitem__")? {
        return Ok(numbers(object)?.map(Puzzle::Digits));
    }
    Err(pyo3::exceptions::PyTypeError::new_err(format!(
        "expected a puzzle (a Grid, a str, or 81 numbers), found {}",
        object.get_type().name()?
    )))
}

/// One puzzle argument, its failure raised.
pub fn one_puzzle(object: &Bound<'_, PyAny>) -> PyResult<Puzzle> {
    puzzle_of(object)?.map_err(|f| f.into_pyerr(object.py()))
}

/// A grid from 81 numbers, or 9 rows of 9; 0 or None for an empty cell.
fn numbers(object: &Bound<'_, PyAny>) -> PyResult<Outcome<Grid>> {
    let outer: Vec<Bound<'_, PyAny>> = object.try_iter()?.collect::<PyResult<_>>()?;
    let is_row = |item: &Bound<'_, PyAny>| !item.is_none() && item.hasattr("__len__").unwrap_or(false);
    let values: Vec<Bound<'_, PyAny>> = match outer.len() {
        9 if outer.iter().all(is_row) => {
            let mut values = Vec::with_capacity(81);
            for (row, item) in outer.iter().enumerate() {
                let cells: Vec<Bound<'_, PyAny>> = item.try_iter()?.collect::<PyResult<_>>()?;
                if cells.len() != 9 {
                    return Ok(Err(Failure::new(format!(
                        "expected 9 rows of 9 numbers, found {} in row {}",
                        cells.len(),
                        row + 1
                    ))
                    .with_kind("wrong_row_length")));
                }
                values.extend(cells);
            }
            values
        }
        _ => outer,
    };
    if values.len() != 81 {
        return Ok(Err(ParseError::WrongCellCount { found: values.len() }.into()));
    }
    let mut bytes = [0u8; 81];
    for ((byte, value), cell) in bytes.iter_mut().zip(&values).zip(Cell::ALL) {
        let number: i64 = match value.is_none() {
            true => 0,
            false => match value.extract() {
                Ok(number) => number,
                Err(_) => {
                    let failure = Failure::new(format!(
                        "cell {cell} holds {}, which is not a number",
                        value.repr()?
                    ))
                    .with_kind("wrong_type")
                    .with_cells([cell]);
                    return Ok(Err(failure));
                }
            },
        };
        match digit(number, cell) {
            Ok(d) => *byte = d,
            Err(failure) => return Ok(Err(failure)),
        }
    }
    Ok(Grid::try_from(bytes).map_err(Failure::from))
}

/// A cell's number as a digit: 0 (empty) to 9.
pub fn digit(number: i64, cell: Cell) -> Outcome<u8> {
    match u8::try_from(number) {
        Ok(d) if d <= 9 => Ok(d),
        _ => Err(Failure::new(format!(
            "cell {cell} holds {number}, which is not 0 (empty) or a digit 1 to 9"
        ))
        .with_kind("byte_out_of_range")
        .with_cells([cell])),
    }
}
