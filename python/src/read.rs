//! `read`: the puzzles of a text, bytes or a file object, in every layout the library's
//! reader reads, one `Entry` at a time and within its limits.

use std::io::{BufRead, BufReader, Cursor, Read};
use std::sync::Mutex;

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyString};
use sudoku_strata::{Puzzle, ReadError, ReadLimits};

use crate::error::Failure;
use crate::grid::PyGrid;
use crate::json::{loads, text};

/// A file object read through its `read(n)` method, a piece at a time (text files give
/// `str`, written on as UTF-8).
struct FileObject {
    file: Py<PyAny>,
    /// Bytes of a `str` piece that did not fit in the caller's buffer.
    left: Vec<u8>,
}

impl Read for FileObject {
    fn read(&mut self, buffer: &mut [u8]) -> std::io::Result<usize> {
        if self.left.is_empty() {
            self.left = Python::attach(|py| -> PyResult<Vec<u8>> {
                let piece = self.file.bind(py).call_method1("read", (buffer.len(),))?;
                if let Ok(bytes) = piece.cast::<PyBytes>() {
                    return Ok(bytes.as_bytes().to_vec());
                }
                if let Ok(text) = piece.cast::<PyString>() {
                    return Ok(text.to_cow()?.as_bytes().to_vec());
                }
                Err(PyTypeError::new_err(
                    "the file's read() gave neither bytes nor str",
                ))
            })
            .map_err(std::io::Error::other)?;
        }
        let count = self.left.len().min(buffer.len());
        buffer[..count].copy_from_slice(&self.left[..count]);
        self.left.drain(..count);
        Ok(count)
    }
}

/// One puzzle of the input: where it starts, its text, and the puzzle or why it could
/// not be read.
///
/// `kind` is `"digits"` (a puzzle of digits: `grid`), `"marks"` (a pencil-mark grid:
/// `grid` holds its digits and `candidates` the 729-character pencil-mark line) or
/// `"error"` (`error` is the SudokuError, not raised, with its `kind`, `line` and
/// `column`).
#[pyclass(module = "sudoku_strata", name = "Entry", frozen)]
pub struct PyEntry {
    #[pyo3(get)]
    line: usize,
    #[pyo3(get)]
    text: String,
    #[pyo3(get)]
    kind: &'static str,
    #[pyo3(get)]
    grid: Option<PyGrid>,
    #[pyo3(get)]
    candidates: Option<String>,
    #[pyo3(get)]
    error: Option<Py<PyAny>>,
    /// What was read, for the calls that take an entry as their puzzle.
    entry: sudoku_strata::Entry,
}

impl PyEntry {
    /// The puzzle read (digits, or a pencil-mark grid with its candidates), or why the
    /// text is no puzzle.
    pub fn puzzle(&self) -> Result<Puzzle, Failure> {
        self.entry.puzzle.clone().map_err(Failure::from)
    }
}

#[pymethods]
impl PyEntry {
    fn __repr__(&self) -> String {
        format!("Entry(line={}, kind={:?})", self.line, self.kind)
    }

    /// The entry as a puzzle that failed with `message`, read from `source`: the object
    /// every command of the `sudoku` program writes for it with `--json` (`source`,
    /// `line`, `input`, `error`; `kind` and `column` for text that is no puzzle; `puzzle`
    /// for one that is).
    fn error_form<'py>(&self, py: Python<'py>, source: &str, message: &str) -> PyResult<Bound<'py, PyAny>> {
        loads(py, &text(self.entry.error_form(source, message)))
    }
}

/// The puzzles of an input, one `Entry` at a time (an iterator).
///
/// Raises SudokuError (kind `too_large`, `io` or `utf16`) where the input as a whole
/// cannot be read on; the entries before it have been given.
#[pyclass(module = "sudoku_strata", name = "Reader")]
pub struct PyReader {
    inner: Mutex<sudoku_strata::Reader<Box<dyn BufRead + Send>>>,
}

#[pymethods]
impl PyReader {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__(&self, py: Python<'_>) -> PyResult<Option<PyEntry>> {
        let next = {
            let mut reader = self
                .inner
                .lock()
                .map_err(|_| PyValueError::new_err("the reader failed before"))?;
            reader.next()
        };
        match next {
            None => Ok(None),
            Some(Err(error)) => Err(read_failure(&error).into_pyerr(py)),
            Some(Ok(entry)) => {
                let read = entry.clone();
                let (kind, grid, candidates, error) = match entry.puzzle {
                    Ok(Puzzle::Digits(grid)) => ("digits", Some(PyGrid { inner: grid }), None, None),
                    Ok(Puzzle::Marks(state)) => (
                        "marks",
                        Some(PyGrid {
                            inner: state.to_grid(),
                        }),
                        Some(state.pencil_line()),
                        None,
                    ),
                    Err(error) => {
                        let value = Failure::from(error).into_pyerr(py).into_value(py).into_any();
                        ("error", None, None, Some(value))
                    }
                };
                Ok(Some(PyEntry {
                    line: entry.line,
                    text: entry.text,
                    kind,
                    grid,
                    candidates,
                    error,
                    entry: read,
                }))
            }
        }
    }
}

/// The failure of an input that cannot be read on, with its kind.
fn read_failure(error: &ReadError) -> Failure {
    let kind = match error {
        ReadError::TooLarge { .. } => "too_large",
        ReadError::Utf16 => "utf16",
        _ => "io",
    };
    Failure::new(error.to_string()).with_kind(kind)
}

/// The puzzles of `source`, in every layout the library reads: one per line (with a
/// rating or a comment after it), pictures and pencil-mark grids over several lines,
/// and 729-character pencil-mark lines.
///
/// `source` is a str, bytes, or a file object opened for reading (binary or text).
/// Returns a `Reader`, an iterator of `Entry`. The input is read a piece at a time,
/// within `max_line` bytes a line (16 KiB by default) and `max_input` bytes in all
/// (1 GiB by default).
#[pyfunction]
#[pyo3(signature = (source, *, max_line=None, max_input=None))]
pub fn read(
    source: &Bound<'_, PyAny>,
    max_line: Option<usize>,
    max_input: Option<u64>,
) -> PyResult<PyReader> {
    let mut limits = ReadLimits::DEFAULT;
    if let Some(bytes) = max_line {
        limits = limits.with_max_line(bytes);
    }
    if let Some(bytes) = max_input {
        limits = limits.with_max_input(bytes);
    }
    let input: Box<dyn BufRead + Send> = if let Ok(text) = source.cast::<PyString>() {
        Box::new(Cursor::new(text.to_cow()?.as_bytes().to_vec()))
    } else if let Ok(bytes) = source.cast::<PyBytes>() {
        Box::new(Cursor::new(bytes.as_bytes().to_vec()))
    } else if source.hasattr("read")? {
        Box::new(BufReader::new(FileObject {
            file: source.clone().unbind(),
            left: Vec::new(),
        }))
    } else {
        return Err(PyTypeError::new_err(format!(
            "expected a str, bytes or a file object, found {}",
            source.get_type().name()?
        )));
    };
    Ok(PyReader {
        inner: Mutex::new(sudoku_strata::Reader::with_limits(input, limits)),
    })
}
