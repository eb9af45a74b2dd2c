//! Batches: puzzles from a list or a NumPy array of shape (n, 81), worked on in parallel
//! with the interpreter released, and results back as a list or an array.

use numpy::{PyArray1, PyArray2, PyArrayMethods, PyUntypedArray, PyUntypedArrayMethods};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::PyList;
use rayon::prelude::*;
use sudoku_strata::Grid;

use crate::error::{Failure, Outcome};
use crate::grid::puzzle_of;

/// How the puzzles came, so that results go back the same way.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    /// A list (or any iterable) of grids and strings.
    List,
    /// A NumPy array of shape (n, 81), dtype uint8.
    Array,
}

/// The puzzles of a batch call.
pub struct Puzzles {
    pub grids: Vec<Grid>,
    pub shape: Shape,
}

/// Reads a batch argument. A bad puzzle raises `SudokuError` with its index; a wrong
/// type of argument or array raises `TypeError`, a wrong array shape `SudokuError`.
pub fn read(object: &Bound<'_, PyAny>) -> PyResult<Puzzles> {
    let py = object.py();
    // An array can only come from an imported NumPy; without it, looking for one would
    // fail, so lists work where NumPy is not installed.
    let numpy_loaded = py.import("sys")?.getattr("modules")?.contains("numpy")?;
    if let Some(array) = numpy_loaded
        .then(|| object.cast::<PyUntypedArray>().ok())
        .flatten()
    {
        return read_array(array).map_err(|e| match e {
            ArrayError::Type(e) => e,
            ArrayError::Bad(failure) => failure.into_pyerr(py),
        });
    }
    if object.is_instance_of::<pyo3::types::PyString>() {
        return Err(PyTypeError::new_err(
            "expected a list of puzzles or an array of shape (n, 81), found one str (use the function without _batch)",
        ));
    }
    let mut grids = Vec::new();
    for (index, item) in object.try_iter()?.enumerate() {
        let grid = puzzle_of(&item?)?.map_err(|f| f.at(index).into_pyerr(py))?;
        grids.push(grid);
    }
    Ok(Puzzles {
        grids,
        shape: Shape::List,
    })
}

enum ArrayError {
    Type(PyErr),
    Bad(Failure),
}

fn read_array(array: &Bound<'_, PyUntypedArray>) -> Result<Puzzles, ArrayError> {
    let dtype = array.dtype();
    let typed = array.cast::<PyArray2<u8>>().map_err(|_| {
        ArrayError::Type(PyTypeError::new_err(format!(
            "expected an array of dtype uint8, found {dtype}"
        )))
    });
    if array.ndim() != 2 || array.shape()[1] != 81 {
        return Err(ArrayError::Bad(Failure::new(format!(
            "expected an array of shape (n, 81), found {:?}",
            array.shape()
        ))));
    }
    // An array that Rust code elsewhere holds for writing is refused, not waited for.
    let readonly = typed?
        .try_readonly()
        .map_err(|e| ArrayError::Bad(Failure::new(format!("cannot read the array: {e}"))))?;
    let view = readonly.as_array();
    let mut grids = Vec::with_capacity(view.nrows());
    for (index, row) in view.rows().into_iter().enumerate() {
        let mut bytes = [0u8; 81];
        for (byte, value) in bytes.iter_mut().zip(row.iter()) {
            *byte = *value;
        }
        let grid = Grid::try_from(bytes).map_err(|e| ArrayError::Bad(Failure::from(e).at(index)))?;
        grids.push(grid);
    }
    Ok(Puzzles {
        grids,
        shape: Shape::Array,
    })
}

/// Runs `work` on `threads` threads of a pool of its own, or on rayon's global pool
/// (as many threads as the machine has) when `threads` is None.
pub fn on_threads<T: Send>(threads: Option<usize>, work: impl FnOnce() -> Outcome<T> + Send) -> Outcome<T> {
    match threads {
        None => work(),
        Some(n) => rayon::ThreadPoolBuilder::new()
            .num_threads(n.max(1))
            .build()
            .map_err(|e| Failure::new(format!("cannot start {n} threads: {e}")))?
            .install(work),
    }
}

/// `work` on every grid in parallel (see [`on_threads`]), with the interpreter
/// released. Fails with the first failure, at its index.
pub fn map<T: Send>(
    py: Python<'_>,
    grids: &[Grid],
    threads: Option<usize>,
    work: impl Fn(&Grid) -> Outcome<T> + Sync,
) -> PyResult<Vec<T>> {
    py.detach(|| {
        on_threads(threads, || {
            grids
                .par_iter()
                .enumerate()
                .map(|(index, grid)| work(grid).map_err(|f| f.at(index)))
                .collect()
        })
    })
    .map_err(|f| f.into_pyerr(py))
}

/// Grids back as the puzzles came: a list of 81-character lines, or an array of shape
/// (n, 81), dtype uint8.
pub fn grids_out<'py>(py: Python<'py>, grids: &[Grid], shape: Shape) -> PyResult<Bound<'py, PyAny>> {
    match shape {
        Shape::List => Ok(PyList::new(py, grids.iter().map(ToString::to_string))?.into_any()),
        Shape::Array => {
            let flat: Vec<u8> = grids.iter().flat_map(Grid::to_bytes).collect();
            Ok(PyArray1::from_vec(py, flat)
                .reshape([grids.len(), 81])?
                .into_any())
        }
    }
}

/// Numbers back as the puzzles came: a list of ints, or an array of dtype uint64.
pub fn counts_out<'py>(py: Python<'py>, counts: Vec<u64>, shape: Shape) -> PyResult<Bound<'py, PyAny>> {
    match shape {
        Shape::List => Ok(PyList::new(py, counts)?.into_any()),
        Shape::Array => Ok(PyArray1::from_vec(py, counts).into_any()),
    }
}
