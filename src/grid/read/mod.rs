//! Reading puzzles from text in the layouts people exchange them in: one puzzle per line
//! (with a rating, a comment or other fields after it), pictures and pencil-mark grids
//! over several lines, and Sudoku Explainer's 729-character pencil-mark lines.
//!
//! The reader takes text or any [`BufRead`]; it never opens a file (the caller does) and
//! reads within [`ReadLimits`], so that no input, however large or malformed, makes it
//! hold more than a line's worth of memory or read without end. Each puzzle comes out as
//! an [`Entry`] with its line, its text and its [`Puzzle`] or the [`ParseError`] that
//! says what is wrong and where.

mod block;
mod line;
mod puzzle;
mod source;

use std::collections::VecDeque;
use std::io::{BufRead, Read};

use thiserror::Error;

pub use puzzle::Puzzle;

pub(super) use line::plain_line;

use crate::{LayerGrid, ParseError};
use block::{Block, Offer};
use line::Kind;
use source::{Body, Lines};

/// How much the reader reads: the longest line and the most bytes of one input.
///
/// A line longer than [`max_line`](ReadLimits::max_line) is an error of its own
/// ([`ParseError::LineTooLong`]) and is skipped without being held in memory; an input
/// longer than [`max_input`](ReadLimits::max_input) ends with
/// [`ReadError::TooLarge`]. The same limits serve for anything else read from outside:
/// [`ReadLimits::read_all`] reads a whole source (a request's body, a saved game) within
/// `max_input`.
///
/// | limit | [`DEFAULT`](ReadLimits::DEFAULT) | [`ONE_PUZZLE`](ReadLimits::ONE_PUZZLE) |
/// |---|---|---|
/// | line | 16 KiB | 16 KiB |
/// | input | 1 GiB | 64 KiB |
///
/// # Example
///
/// ```
/// use sudoku_strata::{ParseError, ReadLimits, Reader};
///
/// let long_line = "1".repeat(100);
/// let limits = ReadLimits::DEFAULT.with_max_line(90);
/// let entry = Reader::with_limits(long_line.as_bytes(), limits).next().unwrap()?;
/// assert_eq!(entry.puzzle, Err(ParseError::LineTooLong { line: 1, limit: 90 }));
/// # Ok::<(), sudoku_strata::ReadError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ReadLimits {
    max_line: usize,
    max_input: u64,
}

impl ReadLimits {
    /// The limits of a file or standard input: lines of at most 16 KiB (a puzzle line
    /// with its fields takes well under one), at most 1 GiB in all (twelve million
    /// puzzle lines).
    pub const DEFAULT: ReadLimits = ReadLimits {
        max_line: 16 * 1024,
        max_input: 1 << 30,
    };

    /// The limits of a text that holds one puzzle, such as a request to a server: lines
    /// of at most 16 KiB, at most 64 KiB in all (a pencil-mark grid takes about 1 KiB).
    pub const ONE_PUZZLE: ReadLimits = ReadLimits {
        max_line: 16 * 1024,
        max_input: 64 * 1024,
    };

    /// No limits, for text already in memory.
    pub(crate) const NONE: ReadLimits = ReadLimits {
        max_line: usize::MAX,
        max_input: u64::MAX,
    };

    /// The longest line read, in bytes.
    #[must_use]
    pub const fn max_line(&self) -> usize {
        self.max_line
    }

    /// The most bytes read from one input.
    #[must_use]
    pub const fn max_input(&self) -> u64 {
        self.max_input
    }

    /// The same limits with lines of at most `bytes`.
    #[must_use]
    pub const fn with_max_line(self, bytes: usize) -> ReadLimits {
        ReadLimits {
            max_line: bytes,
            ..self
        }
    }

    /// The same limits with at most `bytes` in all.
    #[must_use]
    pub const fn with_max_input(self, bytes: u64) -> ReadLimits {
        ReadLimits {
            max_input: bytes,
            ..self
        }
    }

    /// Every byte of `source`, when there are at most [`max_input`](ReadLimits::max_input):
    /// for what is read whole, such as a request's body or a saved game.
    ///
    /// # Errors
    ///
    /// [`ReadError::TooLarge`] as soon as the source holds more (the rest is not read),
    /// [`ReadError::Io`] when reading fails.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{ReadError, ReadLimits};
    ///
    /// let limits = ReadLimits::DEFAULT.with_max_input(4);
    /// assert_eq!(limits.read_all(&b"1234"[..])?, b"1234");
    /// let error = limits.read_all(&b"12345"[..]).unwrap_err();
    /// assert!(matches!(error, ReadError::TooLarge { limit: 4 }));
    /// # Ok::<(), ReadError>(())
    /// ```
    pub fn read_all(&self, source: impl Read) -> Result<Vec<u8>, ReadError> {
        let mut bytes = Vec::new();
        source
            .take(self.max_input.saturating_add(1))
            .read_to_end(&mut bytes)?;
        match bytes.len() as u64 > self.max_input {
            true => Err(ReadError::TooLarge {
                limit: self.max_input,
            }),
            false => Ok(bytes),
        }
    }
}

impl Default for ReadLimits {
    fn default() -> ReadLimits {
        ReadLimits::DEFAULT
    }
}

/// Why an input as a whole could not be read (a puzzle that cannot be read is a
/// [`ParseError`] of its [`Entry`], and the reader goes on).
///
/// # Example
///
/// ```
/// use sudoku_strata::{ReadError, ReadLimits, Reader};
///
/// let text = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489\n".repeat(3);
/// let mut reader = Reader::with_limits(text.as_bytes(), ReadLimits::DEFAULT.with_max_input(200));
/// assert!(reader.next().unwrap().is_ok());
/// assert!(reader.next().unwrap().is_ok());
/// let error = reader.next().unwrap().unwrap_err();
/// assert_eq!(error.to_string(), "the input is larger than the limit of 200 bytes (see the reader's limits)");
/// assert!(reader.next().is_none());
/// ```
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum ReadError {
    /// Reading the source failed.
    #[error("cannot read the input: {0}")]
    Io(#[from] std::io::Error),
    /// The input holds more bytes than [`ReadLimits::max_input`]; what came before was read.
    #[error("the input is larger than the limit of {limit} bytes (see the reader's limits)")]
    TooLarge {
        /// The limit, in bytes.
        limit: u64,
    },
    /// The input starts with the mark of UTF-16 text, which the reader does not read.
    #[error("the input is UTF-16 text: save it as UTF-8 (or ASCII) to read it")]
    Utf16,
}

/// One puzzle of an input: where it starts, its text, and the puzzle or why it could not
/// be read.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Entry {
    /// The line where the puzzle starts, from 1.
    pub line: usize,
    /// The text it was read from: its line, or the lines of its grid.
    pub text: String,
    /// The puzzle, or what is wrong with it and where (lines count from the start of
    /// the input).
    pub puzzle: Result<Puzzle, ParseError>,
}

/// One line read ahead: its number, its text and what it is (`None`: too long to read).
type Ahead = (usize, String, Option<Kind>);

/// Reads the puzzles of a text or a [`BufRead`], one [`Entry`] at a time.
///
/// The layouts it reads, and may mix in one input:
/// - one puzzle per line: 81 cells in a run or in groups of 9, 3 or 1 (`.`, `0`, `_`,
///   `-`, `*` or `x` for an empty cell), and after them other fields: a rating
///   (`9.0/1.2/1.2`, `ED=9.0/1.2/1.2`, `SE 9.0`), a comment after `#` or `;`, fields
///   after a TAB or a comma, or any text after a space;
/// - a HoDoKu library line (`:0100:4:<grid>:...`), as its grid;
/// - a pencil-mark line of 729 characters: nine for each cell, the digit where it is a
///   candidate and `.` or `0` where it is not (a cell with one candidate is read as that
///   digit, given);
/// - a picture over several lines: nine rows of nine cells, with or without a border and
///   rules between bands (our `{:#}`, `.sdk`, `.ss`, the boards of `sudoku play
///   --plain`), nine rows with spaces for empty cells, or nine rows of nine fields
///   separated by commas, semicolons or tabs, as a spreadsheet saves a grid
///   (`5,3,0,0,7,0,0,0,0` or `5,3,,,7,,,,`; 81 such fields on one line are a puzzle too);
/// - a pencil-mark grid over several lines (ours, HoDoKu's, SudokuWiki's and those of
///   `sudoku explain --candidates`), whose cells are `126`, `7` (a given), `+7` (a digit
///   placed) or `[7]` (one candidate left).
///
/// Blank lines, lines starting with `#`, `.sdk` section headers (`[Puzzle]`) and the
/// column header of a board are skipped. Text that is not UTF-8 is read as Latin-1, so
/// that a comment in an old file is no error.
///
/// A grid over several lines is whole or it is an error: it ends at its own border (or
/// after its ninth row), and one with a row too few or too many is an error on its first
/// line ([`ParseError::IncompleteGrid`]), while the grid after it is read on its own.
/// Pictures without a border need a blank line between them to be told apart when one
/// is broken; without it, both are errors ([`ParseError::RunsIntoNext`]). Two short lines
/// are never joined into one puzzle.
///
/// # Errors
///
/// Each item is an [`Entry`] (whose `puzzle` may be a [`ParseError`]), or once, at the
/// end, the [`ReadError`] that stopped the reading.
///
/// # Example
///
/// ```
/// use sudoku_strata::{ParseError, Puzzle, Reader};
///
/// let text = "\
/// ## two puzzles and a broken line
/// ..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489 ED=2.3/1.2/1.2
/// ..4..1..6.9..3.2.16..9...5.9
/// +-------+-------+-------+
/// | . . 4 | . . 1 | . . 6 |
/// | . 9 . | . 3 . | 2 . 1 |
/// | 6 . . | 9 . . | . 5 . |
/// +-------+-------+-------+
/// | 9 . . | . . . | . 4 . |
/// | 5 1 . | . . 4 | . 9 . |
/// | . . . | . 2 . | 7 . . |
/// +-------+-------+-------+
/// | 4 . . | . . . | . 2 5 |
/// | . . . | . . . | . . . |
/// | . . . | 3 . . | 4 8 9 |
/// +-------+-------+-------+
/// ";
/// let entries = Reader::new(text.as_bytes()).collect::<Result<Vec<_>, _>>()?;
/// assert_eq!(entries.len(), 3);
/// assert!(matches!(entries[0].puzzle, Ok(Puzzle::Digits(_))));
/// assert_eq!(entries[1].puzzle, Err(ParseError::WrongCellCount { found: 28 }));
/// assert_eq!(entries[2].line, 4);
/// assert_eq!(entries[0].puzzle, entries[2].puzzle);
/// # Ok::<(), sudoku_strata::ReadError>(())
/// ```
pub struct Reader<R> {
    lines: Lines<R>,
    limits: ReadLimits,
    ahead: Option<Ahead>,
    /// A grid that ran into the next one, held until the next one is read: when that one
    /// is broken, neither can be told apart from the other.
    pending: Option<Entry>,
    ready: VecDeque<Entry>,
    error: Option<ReadError>,
}

impl<R: BufRead> Reader<R> {
    /// A reader of `source` within [`ReadLimits::DEFAULT`].
    pub fn new(source: R) -> Reader<R> {
        Reader::with_limits(source, ReadLimits::DEFAULT)
    }

    /// A reader of `source` within `limits`.
    pub fn with_limits(source: R, limits: ReadLimits) -> Reader<R> {
        Reader {
            lines: Lines::new(source, limits),
            limits,
            ahead: None,
            pending: None,
            ready: VecDeque::new(),
            error: None,
        }
    }

    /// How many bytes have been read from the source so far (for a progress bar).
    #[must_use]
    pub fn bytes_read(&self) -> u64 {
        self.lines.bytes_read()
    }

    /// The next line, classified; `None` at the end or after an error (kept for later).
    fn next_line(&mut self) -> Option<Ahead> {
        if let Some(ahead) = self.ahead.take() {
            return Some(ahead);
        }
        match self.lines.next_line()? {
            Ok(read) => Some(match read.body {
                Body::Text(text) => {
                    let unlabelled = line::without_row_label(&text);
                    let text = match unlabelled.len() == text.len() {
                        true => text,
                        false => unlabelled.to_string(),
                    };
                    let kind = line::classify(&text, read.number);
                    (read.number, text, Some(kind))
                }
                Body::TooLong(text) => (read.number, text, None),
            }),
            Err(error) => {
                self.error = Some(error);
                None
            }
        }
    }

    /// Passes an entry on, or holds it while it may run into the next grid (`ran_on`).
    fn emit(&mut self, entry: Entry, ran_on: bool, is_grid: bool) {
        if let Some(mut previous) = self.pending.take() {
            if is_grid && entry.puzzle.is_err() {
                previous.puzzle = Err(ParseError::RunsIntoNext {
                    line: previous.line,
                    next: entry.line,
                });
            }
            self.ready.push_back(previous);
        }
        match ran_on {
            true => self.pending = Some(entry),
            false => self.ready.push_back(entry),
        }
    }

    /// Passes on the entry of a puzzle (or an error) on one line.
    fn emit_line(&mut self, line: usize, text: String, puzzle: Result<Puzzle, ParseError>) {
        self.emit(Entry { line, text, puzzle }, false, false);
    }

    /// Reads the grid that starts with the line given.
    fn grid(&mut self, number: usize, text: String, kind: &Kind) {
        let mut block = Block::start(number, text, kind);
        while let Some((number, text, kind)) = self.next_line() {
            match block.offer(number, &text, kind.as_ref()) {
                Offer::Took => {}
                Offer::TookLast => break,
                Offer::Ended => {
                    self.ahead = Some((number, text, kind));
                    break;
                }
            }
        }
        let (line, text, puzzle, ran_on) = block.finish();
        self.emit(Entry { line, text, puzzle }, ran_on, true);
    }
}

impl<R: BufRead> Iterator for Reader<R> {
    type Item = Result<Entry, ReadError>;

    fn next(&mut self) -> Option<Result<Entry, ReadError>> {
        loop {
            if let Some(entry) = self.ready.pop_front() {
                return Some(Ok(entry));
            }
            let Some((number, text, kind)) = self.next_line() else {
                if let Some(pending) = self.pending.take() {
                    self.ready.push_back(pending);
                    continue;
                }
                return self.error.take().map(Err);
            };
            match kind {
                None => {
                    let limit = self.limits.max_line();
                    let puzzle = Err(ParseError::LineTooLong { line: number, limit });
                    self.emit_line(number, text, puzzle);
                }
                Some(Kind::Skip) => {}
                Some(Kind::Puzzle(puzzle)) if puzzle.is_ok() || !block::starts_spaced(&text) => {
                    self.emit_line(number, text, puzzle);
                }
                Some(kind) => self.grid(number, text, &kind),
            }
        }
    }
}

impl<R: BufRead> std::iter::FusedIterator for Reader<R> {}

/// The one puzzle of `text`, in any layout the [`Reader`] reads, with its first line.
pub(super) fn one_puzzle(text: &str) -> Result<(usize, Puzzle), ParseError> {
    let mut reader = Reader::with_limits(text.as_bytes(), ReadLimits::NONE);
    let first = match reader.next() {
        None => return Err(ParseError::Empty),
        Some(Ok(entry)) => (entry.line, entry.puzzle?),
        // Reading from memory without limits does not fail.
        Some(Err(_)) => return Err(ParseError::Empty),
    };
    match reader.next() {
        Some(Ok(entry)) => Err(ParseError::SeveralPuzzles { second: entry.line }),
        _ => Ok(first),
    }
}

/// The state of a pencil-mark line of 729 characters, when `text` is one line of that
/// many cells (with nothing else but other fields after them).
pub(super) fn pencil_line(text: &str) -> Option<Result<LayerGrid, ParseError>> {
    let text = text.trim();
    if text.contains('\n') {
        return None;
    }
    match line::Lead::scan(text, 1, 0).verdict() {
        line::Verdict::Marks(positions) => Some(crate::grid::pencil_marks::from_line(&positions, 1)),
        _ => None,
    }
}

#[cfg(test)]
mod tests;
