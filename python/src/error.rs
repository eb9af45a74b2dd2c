//! `SudokuError`: the library's errors as a Python exception, with the message the
//! library writes and, where it knows them, the line, column and cells.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyList;
use sudoku_strata::{Cell, GenerateError, ParseError, ParseGivensError, SolveError, UnknownName};

pyo3::create_exception!(
    sudoku_strata,
    SudokuError,
    PyValueError,
    "A puzzle or an option the library refused.\n\nA subclass of ValueError. Its message is the library's; `kind` names the error for\nprograms (`wrong_cell_count`, `incomplete_grid`, ... for text that is no puzzle; None\nfor the others), `line` and `column` (from 1) say where in the text a parse error is\n(`column` None when it is a whole line), `cells` names the cells at fault (such as\n`['r1c1', 'r1c2']` for two givens that repeat a digit), and `index` is the position of\nthe puzzle in a batch (None outside a batch)."
);

/// What went wrong, held without the interpreter so that batches can make it on
/// worker threads, and turned into a `SudokuError` afterwards.
#[derive(Clone, Debug)]
pub struct Failure {
    message: String,
    kind: Option<&'static str>,
    line: Option<usize>,
    column: Option<usize>,
    cells: Vec<Cell>,
    index: Option<usize>,
}

impl Failure {
    /// A failure with only a message.
    pub fn new(message: impl Into<String>) -> Failure {
        Failure {
            message: message.into(),
            kind: None,
            line: None,
            column: None,
            cells: Vec::new(),
            index: None,
        }
    }

    /// The same failure, with the name of its kind.
    #[must_use]
    pub fn with_kind(mut self, kind: &'static str) -> Failure {
        self.kind = Some(kind);
        self
    }

    /// The library's message alone.
    pub fn message(&self) -> &str {
        &self.message
    }

    /// The same failure, with another message.
    #[must_use]
    pub fn with_message(mut self, message: impl Into<String>) -> Failure {
        self.message = message.into();
        self
    }

    /// The same failure, naming the cells at fault.
    #[must_use]
    pub fn with_cells(mut self, cells: impl IntoIterator<Item = Cell>) -> Failure {
        self.cells.extend(cells);
        self
    }

    /// The same failure, of the puzzle at `index` of a batch.
    #[must_use]
    pub fn at(mut self, index: usize) -> Failure {
        self.index = Some(index);
        self
    }

    /// The Python exception.
    pub fn into_pyerr(self, py: Python<'_>) -> PyErr {
        let text = match self.index {
            Some(index) => format!("puzzle {index}: {}", self.message),
            None => self.message.clone(),
        };
        let error = SudokuError::new_err(text);
        let value = error.value(py);
        let cells: Vec<String> = self.cells.iter().map(ToString::to_string).collect();
        // Setting attributes on a new exception object cannot fail short of memory
        // exhaustion, which Python reports by itself.
        let _ = value.setattr("message", self.message);
        let _ = value.setattr("kind", self.kind);
        let _ = value.setattr("line", self.line);
        let _ = value.setattr("column", self.column);
        let _ = PyList::new(py, cells).and_then(|list| value.setattr("cells", list));
        let _ = value.setattr("index", self.index);
        error
    }
}

/// A result whose failure is made without the interpreter and raised, skipped or
/// returned later.
pub type Outcome<T> = Result<T, Failure>;

impl From<ParseError> for Failure {
    fn from(error: ParseError) -> Failure {
        let mut failure = Failure::new(error.to_string()).with_kind(error.kind());
        if let ParseError::ByteOutOfRange { cell, .. } = &error {
            failure.cells.push(*cell);
        }
        if let Some((line, column)) = error.position() {
            failure.line = Some(line);
            failure.column = (column > 0).then_some(column);
        }
        failure
    }
}

impl From<SolveError> for Failure {
    fn from(error: SolveError) -> Failure {
        let mut failure = Failure::new(error.to_string());
        if let SolveError::Contradiction(conflict) = &error {
            failure.cells.extend(conflict.cells);
        }
        failure
    }
}

impl From<GenerateError> for Failure {
    fn from(error: GenerateError) -> Failure {
        Failure::new(error.to_string())
    }
}

impl From<UnknownName> for Failure {
    fn from(error: UnknownName) -> Failure {
        Failure::new(error.to_string())
    }
}

impl From<ParseGivensError> for Failure {
    fn from(error: ParseGivensError) -> Failure {
        Failure::new(error.to_string())
    }
}
