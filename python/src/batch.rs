//! Batches: puzzles from a list (or any iterable) or a NumPy array of integers, worked
//! on by the stream's worker threads with the interpreter released, and results back
//! in input order as a list or an array; a puzzle that fails raises, is skipped, or
//! gives its error in its place.

use std::num::NonZeroUsize;
use std::panic::AssertUnwindSafe;
use std::time::Duration;

use numpy::{Element, PyArray1, PyArrayDyn, PyArrayMethods, PyUntypedArray, PyUntypedArrayMethods};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyList, PyString};
use sudoku_strata::{Cell, Grid, Puzzle};

use crate::error::{Failure, Outcome};
use crate::grid::{digit, puzzle_of};
use crate::stream::{Next, Stream};

/// What a batch call does with a puzzle that fails.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Errors {
    /// Raise its `SudokuError` (the first in input order), and stop.
    Raise,
    /// Leave it out of the results.
    Skip,
    /// Give its `SudokuError` (not raised) in its place; the results are then a list.
    Return,
}

impl Errors {
    /// Reads the `errors` argument.
    pub fn parse(text: &str) -> PyResult<Errors> {
        match text {
            "raise" => Ok(Errors::Raise),
            "skip" => Ok(Errors::Skip),
            "return" => Ok(Errors::Return),
            _ => Err(PyValueError::new_err(format!(
                "errors must be \"raise\", \"skip\" or \"return\", found {text:?}"
            ))),
        }
    }
}

/// How the puzzles came, so that results go back the same way.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Shape {
    /// A list (or any iterable) of puzzles.
    List,
    /// A NumPy array of integers of shape (n, 81) or (n, 9, 9): `cells` is its shape
    /// after the first axis.
    Array { cells: Vec<usize> },
}

/// The puzzles of a batch call, each read or the reason it could not be.
pub struct Puzzles {
    pub items: Vec<Outcome<Puzzle>>,
    pub shape: Shape,
}

/// Reads a batch argument. A puzzle that cannot be read stays a failure at its index;
/// an argument that is no batch at all raises `TypeError`.
pub fn read(object: &Bound<'_, PyAny>) -> PyResult<Puzzles> {
    let py = object.py();
    // An array can only come from an imported NumPy; without it, looking for one would
    // fail, so lists work where NumPy is not installed.
    let numpy_loaded = py.import("sys")?.getattr("modules")?.contains("numpy")?;
    if let Some(array) = numpy_loaded
        .then(|| object.cast::<PyUntypedArray>().ok())
        .flatten()
    {
        return read_array(array);
    }
    if object.is_instance_of::<PyString>() {
        return Err(PyTypeError::new_err(
            "expected a list of puzzles or an array of shape (n, 81) or (n, 9, 9), found one str (use the function without _batch)",
        ));
    }
    let mut items = Vec::new();
    for item in object.try_iter()? {
        let item = item?;
        // In a batch a puzzle of the wrong type fails alone, as a bad text does.
        let read = puzzle_of(&item)
            .unwrap_or_else(|e| Err(Failure::new(e.value(py).to_string()).with_kind("wrong_type")));
        items.push(read);
    }
    Ok(Puzzles {
        items,
        shape: Shape::List,
    })
}

/// An array of any integer dtype, of shape (n, 81) or (n, 9, 9).
fn read_array(array: &Bound<'_, PyUntypedArray>) -> PyResult<Puzzles> {
    let shape = array.shape().to_vec();
    let cells = match shape.as_slice() {
        [_, 81] => vec![81],
        [_, 9, 9] => vec![9, 9],
        _ => {
            return Err(Failure::new(format!(
                "expected an array of shape (n, 81) or (n, 9, 9), found {shape:?}"
            ))
            .with_kind("wrong_shape")
            .into_pyerr(array.py()));
        }
    };
    macro_rules! by_dtype {
        ($($t:ty),*) => {
            $(if let Ok(typed) = array.cast::<PyArrayDyn<$t>>() {
                return Ok(Puzzles { items: rows(typed)?, shape: Shape::Array { cells } });
            })*
        };
    }
    by_dtype!(u8, i8, u16, i16, u32, i32, u64, i64);
    Err(PyTypeError::new_err(format!(
        "expected an array of integers (any int or uint dtype), found dtype {}",
        array.dtype()
    )))
}

/// The puzzles of the rows of an integer array, each row's cells in reading order.
fn rows<T: Element + Copy + TryInto<i64>>(
    array: &Bound<'_, PyArrayDyn<T>>,
) -> PyResult<Vec<Outcome<Puzzle>>> {
    // An array that Rust code elsewhere holds for writing is refused, not waited for.
    let readonly = array
        .try_readonly()
        .map_err(|e| PyValueError::new_err(format!("cannot read the array: {e}")))?;
    let view = readonly.as_array();
    let puzzles = view
        .outer_iter()
        .map(|row| {
            let mut bytes = [0u8; 81];
            for ((byte, &value), cell) in bytes.iter_mut().zip(row.iter()).zip(Cell::ALL) {
                *byte = digit(value.try_into().unwrap_or(i64::MAX), cell)?;
            }
            Ok(Puzzle::Digits(Grid::try_from(bytes)?))
        })
        .collect();
    Ok(puzzles)
}

/// The number of worker threads for `threads`: every core for None, at most the cores.
pub fn thread_count(threads: Option<usize>) -> PyResult<usize> {
    let cores = std::thread::available_parallelism().map_or(1, NonZeroUsize::get);
    match threads {
        None => Ok(cores),
        Some(0) => Err(PyValueError::new_err("threads must be at least 1")),
        Some(n) => Ok(n.min(cores)),
    }
}

/// How long the caller waits for a result before it looks for Ctrl-C.
pub const SIGNAL_CHECK: Duration = Duration::from_millis(100);

/// Runs `work` on every item on `threads` worker threads with the interpreter released,
/// and hands each result, in input order and as soon as it is ready, to `take` (with
/// the interpreter held), as `errors` says: a failure is raised (stopping the workers),
/// left out, or handed over at its index.
pub fn run<I, T>(
    py: Python<'_>,
    items: Vec<I>,
    threads: usize,
    errors: Errors,
    work: impl Fn(&I) -> Outcome<T> + Send + Sync + 'static,
    mut take: impl FnMut(usize, Outcome<T>) -> PyResult<()>,
) -> PyResult<()>
where
    I: Send + Sync + 'static,
    T: Send + 'static,
{
    let mut stream = Stream::start(items, threads, guarded(work));
    take_all(py, &mut stream, errors, &mut take)
}

/// `work` with a panic turned into a failure of its item, so that the caller, waiting
/// for that item's result, gets one.
pub fn guarded<I, T>(work: impl Fn(&I) -> Outcome<T>) -> impl Fn(&I) -> Outcome<T> {
    move |item: &I| {
        std::panic::catch_unwind(AssertUnwindSafe(|| work(item))).unwrap_or_else(|_| {
            Err(Failure::new(
                "internal error: the library panicked on this puzzle",
            ))
        })
    }
}

fn take_all<T: Send + 'static>(
    py: Python<'_>,
    stream: &mut Stream<Outcome<T>>,
    errors: Errors,
    take: &mut impl FnMut(usize, Outcome<T>) -> PyResult<()>,
) -> PyResult<()> {
    let mut index = 0;
    loop {
        match py.detach(|| stream.next_ready(SIGNAL_CHECK)) {
            Next::Done => return Ok(()),
            Next::Waiting => py.check_signals()?,
            Next::Ready(results) => {
                for result in results {
                    match (result, errors) {
                        (Ok(value), _) => take(index, Ok(value))?,
                        (Err(failure), Errors::Raise) => return Err(failure.at(index).into_pyerr(py)),
                        (Err(_), Errors::Skip) => {}
                        (Err(failure), Errors::Return) => take(index, Err(failure.at(index)))?,
                    }
                    index += 1;
                }
            }
        }
    }
}

/// [`run`] over the puzzles of a batch: a puzzle that could not be read fails as it
/// would have in `work`.
pub fn run_puzzles<T: Send + 'static>(
    py: Python<'_>,
    puzzles: Vec<Outcome<Puzzle>>,
    threads: usize,
    errors: Errors,
    work: impl Fn(&Puzzle) -> Outcome<T> + Send + Sync + 'static,
    take: impl FnMut(usize, Outcome<T>) -> PyResult<()>,
) -> PyResult<()> {
    run(py, puzzles, threads, errors, for_puzzles(work), take)
}

/// `work` over the puzzles of a batch: a puzzle that could not be read fails as it would
/// have in `work`.
pub fn for_puzzles<T>(
    work: impl Fn(&Puzzle) -> Outcome<T> + Send + Sync + 'static,
) -> impl Fn(&Outcome<Puzzle>) -> Outcome<T> + Send + Sync + 'static {
    move |item: &Outcome<Puzzle>| match item {
        Ok(puzzle) => work(puzzle),
        Err(failure) => Err(failure.clone()),
    }
}

/// A failure as the value `errors="return"` puts in its place.
pub fn error_value<'py>(py: Python<'py>, failure: Failure) -> Bound<'py, PyAny> {
    failure.into_pyerr(py).into_value(py).into_bound(py).into_any()
}

/// A list of the results, a failure's `SudokuError` in its place.
pub fn list<'py, T: Send + 'static>(
    py: Python<'py>,
    puzzles: Puzzles,
    threads: Option<usize>,
    errors: Errors,
    work: impl Fn(&Puzzle) -> Outcome<T> + Send + Sync + 'static,
    convert: impl Fn(Python<'py>, T) -> PyResult<Bound<'py, PyAny>>,
) -> PyResult<Vec<Bound<'py, PyAny>>> {
    let mut out = Vec::with_capacity(puzzles.items.len());
    run_puzzles(
        py,
        puzzles.items,
        thread_count(threads)?,
        errors,
        work,
        |_, result| {
            out.push(match result {
                Ok(value) => convert(py, value)?,
                Err(failure) => error_value(py, failure),
            });
            Ok(())
        },
    )?;
    Ok(out)
}

/// Every result of `work` over the items with its index, in input order (a failure
/// left out with `errors="skip"`).
pub fn collect_items<I, T>(
    py: Python<'_>,
    items: Vec<I>,
    threads: usize,
    errors: Errors,
    work: impl Fn(&I) -> Outcome<T> + Send + Sync + 'static,
) -> PyResult<Vec<(usize, Outcome<T>)>>
where
    I: Send + Sync + 'static,
    T: Send + 'static,
{
    let mut rows = Vec::with_capacity(items.len());
    run(py, items, threads, errors, work, |index, result| {
        rows.push((index, result));
        Ok(())
    })?;
    Ok(rows)
}

/// [`collect_items`] over the puzzles of a batch.
pub fn collect<T: Send + 'static>(
    py: Python<'_>,
    items: Vec<Outcome<Puzzle>>,
    threads: Option<usize>,
    errors: Errors,
    work: impl Fn(&Puzzle) -> Outcome<T> + Send + Sync + 'static,
) -> PyResult<Vec<(usize, Outcome<T>)>> {
    collect_items(py, items, thread_count(threads)?, errors, for_puzzles(work))
}

/// What an array result holds for each puzzle.
enum PerPuzzle {
    /// A grid, in the shape the input had: (81,) or (9, 9).
    Grid,
    /// One number.
    Number,
}

/// Results that NumPy holds as numbers: in an array for an array (a row per puzzle that
/// did not fail), else (and with `errors="return"`) in a list of Python objects.
#[allow(clippy::too_many_arguments)]
fn array_or_list<'py, T: Send + 'static, E: numpy::Element>(
    py: Python<'py>,
    puzzles: Puzzles,
    per_puzzle: PerPuzzle,
    threads: Option<usize>,
    errors: Errors,
    work: impl Fn(&Puzzle) -> Outcome<T> + Send + Sync + 'static,
    values: impl Fn(&T) -> Vec<E>,
    object: impl Fn(Python<'py>, T) -> PyResult<Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    match (puzzles.shape, errors) {
        (Shape::Array { cells }, Errors::Raise | Errors::Skip) => {
            let rows = collect(py, puzzles.items, threads, errors, work)?;
            let flat: Vec<E> = rows
                .iter()
                .filter_map(|(_, r)| r.as_ref().ok())
                .flat_map(&values)
                .collect();
            let mut shape = vec![rows.len()];
            if let PerPuzzle::Grid = per_puzzle {
                shape.extend(cells);
            }
            Ok(PyArray1::from_vec(py, flat).reshape(shape)?.into_any())
        }
        (shape, _) => {
            let puzzles = Puzzles {
                items: puzzles.items,
                shape,
            };
            Ok(PyList::new(py, list(py, puzzles, threads, errors, work, object)?)?.into_any())
        }
    }
}

/// Grids back as the puzzles came: a list of 81-character lines, or an array of dtype
/// uint8 of the input's shape (its rows of the puzzles that did not fail); a list
/// with `errors="return"`.
pub fn grids<'py>(
    py: Python<'py>,
    puzzles: Puzzles,
    threads: Option<usize>,
    errors: Errors,
    work: impl Fn(&Puzzle) -> Outcome<Grid> + Send + Sync + 'static,
) -> PyResult<Bound<'py, PyAny>> {
    let bytes = |grid: &Grid| grid.to_bytes().to_vec();
    let line = |py, grid: Grid| Ok(PyString::new(py, &grid.to_string()).into_any());
    array_or_list(py, puzzles, PerPuzzle::Grid, threads, errors, work, bytes, line)
}

/// Numbers back as the puzzles came: a list of ints, or an array of dtype uint64; a
/// list with `errors="return"`.
pub fn counts<'py>(
    py: Python<'py>,
    puzzles: Puzzles,
    threads: Option<usize>,
    errors: Errors,
    work: impl Fn(&Puzzle) -> Outcome<u64> + Send + Sync + 'static,
) -> PyResult<Bound<'py, PyAny>> {
    let number = |py, count: u64| Ok(count.into_pyobject(py)?.into_any());
    array_or_list(
        py,
        puzzles,
        PerPuzzle::Number,
        threads,
        errors,
        work,
        |&count| vec![count],
        number,
    )
}
