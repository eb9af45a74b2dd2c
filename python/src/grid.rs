//! The `Grid` class, and reading a puzzle argument: a `Grid` or any text form the
//! library reads.

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyString, PyTuple, PyType};
use sudoku_strata::ParseError;

use crate::error::Failure;

/// A 9x9 grid of givens: 0 (empty) or a digit 1 to 9 in each of its 81 cells.
///
/// `Grid(text)` reads any form the library reads: an 81-character line with `.` or `0`
/// for an empty cell, or a boxed picture such as `Grid.pretty()` writes. `str()` gives
/// the 81-character line, `to_list()` the 81 numbers in reading order. Grids compare
/// and hash by their digits, and pickle (so they travel to Dask workers).
///
/// Raises SudokuError (a ValueError) with the library's message, line and column when
/// the text is not a grid.
#[pyclass(module = "sudoku_strata", name = "Grid", frozen, eq, hash)]
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct PyGrid {
    pub inner: sudoku_strata::Grid,
}

#[pymethods]
impl PyGrid {
    #[new]
    fn new(py: Python<'_>, text: &str) -> PyResult<PyGrid> {
        parse(text).map_err(|f| f.into_pyerr(py))
    }

    /// A grid from 81 numbers in reading order, 0 for an empty cell.
    #[staticmethod]
    fn from_list(py: Python<'_>, values: Vec<u8>) -> PyResult<PyGrid> {
        from_values(&values).map_err(|f| f.into_pyerr(py))
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

/// Reads a grid from text.
pub fn parse(text: &str) -> Result<PyGrid, Failure> {
    Ok(PyGrid { inner: text.parse()? })
}

/// Reads a grid from 81 numbers.
pub fn from_values(values: &[u8]) -> Result<PyGrid, Failure> {
    let bytes: [u8; 81] = values
        .try_into()
        .map_err(|_| ParseError::WrongCellCount { found: values.len() })?;
    Ok(PyGrid {
        inner: sudoku_strata::Grid::try_from(bytes)?,
    })
}

/// One puzzle argument: a `Grid` or text. A parse error is a `Failure` (to be placed at
/// its index in a batch); anything else is a `TypeError`.
pub fn puzzle_of(object: &Bound<'_, PyAny>) -> PyResult<Result<sudoku_strata::Grid, Failure>> {
    if let Ok(grid) = object.cast::<PyGrid>() {
        return Ok(Ok(grid.get().inner));
    }
    if let Ok(text) = object.cast::<PyString>() {
        return Ok(parse(text.to_str()?).map(|g| g.inner));
    }
    Err(PyTypeError::new_err(format!(
        "expected a Grid or a str, found {}",
        object.get_type().name()?
    )))
}

/// One puzzle argument, its parse error raised.
pub fn one_puzzle(object: &Bound<'_, PyAny>) -> PyResult<sudoku_strata::Grid> {
    puzzle_of(object)?.map_err(|f| f.into_pyerr(object.py()))
}
