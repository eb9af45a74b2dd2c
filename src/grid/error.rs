//! The board's errors: reading text, applying a step's placements and eliminations, and
//! transforming a grid. Nothing here names a step or a technique, so the board depends
//! on nothing above it.

use thiserror::Error;

use super::{Candidate, Cell, Digit};

/// What went wrong reading a grid, a pencil-mark grid, a cell or a digit from text or bytes.
///
/// Every variant says what was found and, where it applies, where (line and column
/// count from 1, columns in characters).
///
/// # Example
///
/// ```
/// use sudoku_strata::{Grid, ParseError};
///
/// let error = "12345".parse::<Grid>().unwrap_err();
/// assert_eq!(error, ParseError::WrongCellCount { found: 5 });
/// assert_eq!(error.to_string(), "expected 81 cells, found 5");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum ParseError {
    /// The text holds no cells at all.
    #[error("no puzzle found: the input is empty")]
    Empty,
    /// The text holds a number of cells other than 81.
    #[error("expected 81 cells, found {found}")]
    WrongCellCount {
        /// How many cells were read.
        found: usize,
    },
    /// A one-line puzzle whose cells are not one run of 81, nor groups of equal size
    /// (9, 3 or 1) as a picture's rows split them: for example a truncated puzzle followed
    /// by another field. The cells up to `column` were read as the puzzle.
    #[error(
        "more cells after a gap at line {line}, column {column} (after {cells} cells): a puzzle line is one run of 81 cells, or groups of 9, 3 or 1 cells"
    )]
    BrokenLine {
        /// How many cells came before the gap.
        cells: usize,
        /// Its line, from 1.
        line: usize,
        /// The column of the first cell after the gap, from 1.
        column: usize,
    },
    /// A character that is neither a cell nor decoration.
    #[error("unexpected character {found:?} at line {line}, column {column}")]
    UnexpectedChar {
        /// The character.
        found: char,
        /// Its line, from 1.
        line: usize,
        /// Its column in characters, from 1.
        column: usize,
    },
    /// A byte of a `[u8; 81]` grid that is not 0 to 9.
    #[error("cell {cell} holds {value}, which is not 0 (empty) or a digit 1 to 9")]
    ByteOutOfRange {
        /// The cell holding the byte.
        cell: Cell,
        /// The byte.
        value: u8,
    },
    /// A number that should have been a digit 1 to 9.
    #[error("{value} is not a digit from 1 to 9")]
    DigitOutOfRange {
        /// The number.
        value: u8,
    },
    /// A row and column that name no cell: both count from 1 to 9.
    #[error("row {row}, column {column} is no cell: rows and columns count from 1 to 9")]
    CellOutOfRange {
        /// The row given.
        row: u8,
        /// The column given.
        column: u8,
    },
    /// A cell index past 80: cells are numbered 0 to 80, row by row.
    #[error("{index} is no cell index: cells are numbered 0 to 80, row by row")]
    CellIndexOutOfRange {
        /// The index given.
        index: usize,
    },
    /// Text that should have named a cell such as `r3c5`.
    #[error("{text:?} is not a cell: expected r1c1 to r9c9")]
    BadCell {
        /// The text (at most 16 characters of it).
        text: String,
    },
    /// Text that should have named a house such as `r4`, `c2` or `b5`.
    #[error("{text:?} is not a house: expected r1 to r9, c1 to c9 or b1 to b9")]
    BadHouse {
        /// The text (at most 16 characters of it).
        text: String,
    },
    /// A pencil-mark cell that lists the same digit twice.
    #[error("digit {digit} is listed twice in a cell at line {line}, column {column}")]
    RepeatedCandidate {
        /// The repeated digit.
        digit: Digit,
        /// Line of the cell, from 1.
        line: usize,
        /// Column where the cell starts, from 1.
        column: usize,
    },
    /// A `[` without its `]` in a pencil-mark grid.
    #[error("unclosed '[' at line {line}, column {column}")]
    UnclosedBracket {
        /// Line of the bracket, from 1.
        line: usize,
        /// Column of the bracket, from 1.
        column: usize,
    },
    /// A line longer than the reader's limit ([`ReadLimits::max_line`](crate::ReadLimits::max_line)),
    /// skipped unread.
    #[error("line {line} is longer than the limit of {limit} bytes, and no puzzle line is so long")]
    LineTooLong {
        /// The line, from 1.
        line: usize,
        /// The limit, in bytes.
        limit: usize,
    },
    /// A grid over several lines (a picture or a pencil-mark grid) with other than nine
    /// rows between its borders, or that stops before its ninth row.
    #[error(
        "the grid starting at line {line} has {rows} rows, not 9: a grid is read whole, from its border to its border"
    )]
    IncompleteGrid {
        /// The grid's first line, from 1.
        line: usize,
        /// The rows it has.
        rows: usize,
    },
    /// A line inside a grid that is not a row of nine cells.
    #[error("a row of a grid holds 9 cells; line {line} holds {found}")]
    WrongRowLength {
        /// The line, from 1.
        line: usize,
        /// The cells it holds.
        found: usize,
    },
    /// A rule of a grid between two rows of one band: bands are three rows each.
    #[error(
        "the rule at line {line} splits a band of the grid: a band has 3 rows (a row is missing or one too many)"
    )]
    MisplacedRule {
        /// The rule's line, from 1.
        line: usize,
    },
    /// A picture without a border below, followed directly by a broken grid: without a
    /// border or a blank line between them, neither can be told apart from the other.
    #[error(
        "the grid starting at line {line} runs into the broken grid at line {next} with no border or blank line between them: cannot tell where one ends"
    )]
    RunsIntoNext {
        /// The first line of this grid, from 1.
        line: usize,
        /// The first line of the broken grid after it.
        next: usize,
    },
    /// Text that should hold one puzzle holds more.
    #[error("the text holds more than one puzzle (another starts at line {second}); give one")]
    SeveralPuzzles {
        /// The line where the second puzzle starts.
        second: usize,
    },
    /// A pencil-mark grid where a grid of digits was asked for, whose marks strike out
    /// candidates that the digits alone would bring back.
    #[error(
        "the pencil-mark grid at line {line} strikes out candidates, which a grid of digits cannot hold: read it as a LayerGrid or a Puzzle"
    )]
    StruckCandidates {
        /// The grid's first line, from 1.
        line: usize,
    },
}

impl ParseError {
    /// A stable name of the error's kind, in snake case (`"wrong_cell_count"`,
    /// `"incomplete_grid"`, ...): for programs that sort errors (Python's
    /// `SudokuError.kind`, the JSON form of an error) without reading messages.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Grid, ParseError};
    ///
    /// let error = "12?".parse::<Grid>().unwrap_err();
    /// assert_eq!(error.kind(), "unexpected_char");
    /// assert_eq!(error.position(), Some((1, 3)));
    /// ```
    #[must_use]
    pub fn kind(&self) -> &'static str {
        match self {
            ParseError::Empty => "empty",
            ParseError::WrongCellCount { .. } => "wrong_cell_count",
            ParseError::BrokenLine { .. } => "broken_line",
            ParseError::UnexpectedChar { .. } => "unexpected_char",
            ParseError::ByteOutOfRange { .. } => "byte_out_of_range",
            ParseError::DigitOutOfRange { .. } => "digit_out_of_range",
            ParseError::CellOutOfRange { .. } => "cell_out_of_range",
            ParseError::CellIndexOutOfRange { .. } => "cell_index_out_of_range",
            ParseError::BadCell { .. } => "bad_cell",
            ParseError::BadHouse { .. } => "bad_house",
            ParseError::RepeatedCandidate { .. } => "repeated_candidate",
            ParseError::UnclosedBracket { .. } => "unclosed_bracket",
            ParseError::LineTooLong { .. } => "line_too_long",
            ParseError::IncompleteGrid { .. } => "incomplete_grid",
            ParseError::WrongRowLength { .. } => "wrong_row_length",
            ParseError::MisplacedRule { .. } => "misplaced_rule",
            ParseError::RunsIntoNext { .. } => "runs_into_next",
            ParseError::SeveralPuzzles { .. } => "several_puzzles",
            ParseError::StruckCandidates { .. } => "struck_candidates",
        }
    }

    /// Where the error is, when it is in a text: its line and, where it is one
    /// character, its column (both from 1; 0 for a column when the error is a whole line).
    #[must_use]
    pub fn position(&self) -> Option<(usize, usize)> {
        match *self {
            ParseError::BrokenLine { line, column, .. }
            | ParseError::UnexpectedChar { line, column, .. }
            | ParseError::RepeatedCandidate { line, column, .. }
            | ParseError::UnclosedBracket { line, column } => Some((line, column)),
            ParseError::LineTooLong { line, .. }
            | ParseError::IncompleteGrid { line, .. }
            | ParseError::WrongRowLength { line, .. }
            | ParseError::MisplacedRule { line }
            | ParseError::RunsIntoNext { line, .. }
            | ParseError::StruckCandidates { line } => Some((line, 0)),
            ParseError::SeveralPuzzles { second } => Some((second, 0)),
            _ => None,
        }
    }

    /// The same error `lines` lines further down: for a text read from inside a
    /// longer one.
    #[must_use]
    pub(crate) fn shifted(self, lines: usize) -> ParseError {
        match self {
            ParseError::BrokenLine { cells, line, column } => ParseError::BrokenLine {
                cells,
                line: line + lines,
                column,
            },
            ParseError::UnexpectedChar { found, line, column } => ParseError::UnexpectedChar {
                found,
                line: line + lines,
                column,
            },
            ParseError::RepeatedCandidate { digit, line, column } => ParseError::RepeatedCandidate {
                digit,
                line: line + lines,
                column,
            },
            ParseError::UnclosedBracket { line, column } => ParseError::UnclosedBracket {
                line: line + lines,
                column,
            },
            other => other,
        }
    }
}

/// Why a [`Step`](crate::Step) could not be applied to a [`LayerGrid`](crate::LayerGrid).
///
/// The engine checks every step a strategy returns before it applies it, so a faulty
/// strategy (for example a user's own [`GridSolver`](crate::GridSolver)) leads to this
/// error instead of a corrupt grid.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum StepError {
    /// A placement into a cell that already holds a digit.
    #[error("cannot place {} : {} already holds {existing}", candidate.placement(), candidate.cell)]
    CellSolved {
        /// The placement.
        candidate: Candidate,
        /// The digit already there.
        existing: Digit,
    },
    /// A placement of a digit that is not a candidate of its cell.
    #[error("cannot place {}: {} is not a candidate there", candidate.placement(), candidate.digit)]
    NotACandidate {
        /// The placement.
        candidate: Candidate,
    },
    /// A step that would change nothing (no new placement, no candidate removed).
    #[error("the step changes nothing")]
    NoEffect,
}

/// What went wrong transforming a grid ([`Grid::with_bands_in_order`](crate::Grid::with_bands_in_order) and the like).
///
/// # Example
///
/// ```
/// use sudoku_strata::{Grid, TransformError};
///
/// let error = Grid::empty().with_bands_in_order([0, 0, 2]).unwrap_err();
/// assert_eq!(error, TransformError::NotAnOrder { order: vec![0, 0, 2] });
/// assert_eq!(error.to_string(), "order [0, 0, 2] is not 0, 1 and 2 once each");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum TransformError {
    /// An order of bands, stacks, rows or columns that does not hold 0, 1 and 2 once each.
    #[error("order {order:?} is not 0, 1 and 2 once each")]
    NotAnOrder {
        /// The order given.
        order: Vec<usize>,
    },
    /// A band or stack number past 2 (they count from 0).
    #[error("there is no band or stack {band} (they are 0, 1 and 2)")]
    NoSuchBand {
        /// The number given.
        band: usize,
    },
    /// Digit labels that do not hold every digit once.
    #[error("digit labels {labels:?} are not each digit once")]
    NotARelabelling {
        /// The labels given.
        labels: Vec<u8>,
    },
}
