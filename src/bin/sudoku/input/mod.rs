//! Reading puzzles from a file, standard input or the command line: the sources here,
//! the layouts of their text in `layouts`, and what a command does with a puzzle read
//! (digits or pencil marks) in `puzzle`.

mod layouts;
mod puzzle;

pub use puzzle::Puzzle;

use std::io::{IsTerminal, Read};
use std::path::Path;

use sudoku_strata::{Grid, ParseError};

/// The bundled example puzzle that `sudoku explain` shows when given nothing.
pub const EXAMPLE: &str = include_str!("../../../../fixtures/example.txt");

/// One puzzle of the input, or why its line could not be read.
pub struct Entry {
    /// The line where the puzzle starts, from 1.
    pub line: usize,
    /// The text the puzzle was read from: its line, or the lines of its picture.
    pub text: String,
    /// The puzzle, or the message for a bad line.
    pub puzzle: Result<Puzzle, String>,
}

/// Puzzles read from one source.
pub struct Input {
    /// How to name the source in messages: a file name, `<stdin>`, `<argument>`.
    pub name: String,
    /// Every puzzle in order.
    pub entries: Vec<Entry>,
}

impl Input {
    /// The message prefix for an entry: `file:line`.
    pub fn place(&self, entry: &Entry) -> String {
        format!("{}:{}", self.name, entry.line)
    }
}

/// Why the input as a whole could not be read (exit code 2).
#[derive(Debug, thiserror::Error)]
pub enum InputError {
    #[error("cannot read {0:?}: no such file, and it is not a puzzle")]
    Missing(String),
    #[error("cannot read {0:?}: it is a directory, not a file")]
    Directory(String),
    #[error("cannot read {name:?}: {source}")]
    Io { name: String, source: std::io::Error },
    #[error("{0}: no puzzle found")]
    NoPuzzle(String),
    #[error("the puzzle given on the command line is malformed: {0}")]
    BadArgument(String),
}

/// Reads the puzzles named by a command-line argument: a file, `-` for standard input,
/// or a puzzle written out. With no argument, reads `fallback` if given, else standard
/// input.
pub fn read(argument: Option<&str>, fallback: Option<(&str, &str)>) -> Result<Input, InputError> {
    let (name, bytes) = match (argument, fallback) {
        (None, Some((name, text))) => (name.to_string(), text.as_bytes().to_vec()),
        (None, None) | (Some("-"), _) => ("<stdin>".to_string(), read_stdin()?),
        (Some(text), _) => {
            let path = Path::new(text);
            if path.is_dir() {
                return Err(InputError::Directory(text.to_string()));
            }
            if path.exists() {
                let bytes = std::fs::read(path).map_err(|source| InputError::Io {
                    name: text.to_string(),
                    source,
                })?;
                (text.to_string(), bytes)
            } else if looks_like_a_puzzle(text) {
                let grid = text
                    .parse::<Grid>()
                    .map_err(|e| InputError::BadArgument(describe(&e)))?;
                return Ok(Input {
                    name: "<argument>".to_string(),
                    entries: vec![Entry {
                        line: 1,
                        text: text.to_string(),
                        puzzle: Ok(Puzzle::Digits(grid)),
                    }],
                });
            } else if mostly_cells(text) {
                // A puzzle with a typo: its parse error, with the column.
                let error = text
                    .parse::<Grid>()
                    .err()
                    .map_or_else(String::new, |e| describe(&e));
                return Err(InputError::BadArgument(error));
            } else {
                return Err(InputError::Missing(text.to_string()));
            }
        }
    };
    let entries = layouts::split(&bytes);
    if entries.is_empty() {
        return Err(InputError::NoPuzzle(name));
    }
    Ok(Input { name, entries })
}

/// Reads one puzzle from `text` in any layout a file may have (a line, a picture, a
/// pencil-mark grid), for the server: the message of a bad one says its line (and
/// column, where it has one).
#[cfg_attr(not(feature = "web"), allow(dead_code))]
pub fn parse_one(text: &str) -> Result<Puzzle, String> {
    let mut entries = layouts::split(text.as_bytes());
    match entries.len() {
        0 => Err("no puzzle found".to_string()),
        1 => {
            let entry = entries.remove(0);
            // A message that names its line already ("at line 3, column 5") counts
            // from the start of the text; the others are given the line.
            entry
                .puzzle
                .map_err(|message| match message.contains(" at line ") {
                    true => message,
                    false => format!("line {}: {message}", entry.line),
                })
        }
        n => Err(format!("the text holds {n} puzzles; give one")),
    }
}

/// What a command says before it waits for puzzles typed at a terminal.
pub const READING_STDIN: &str =
    "reading puzzles from standard input: type or paste them, then Ctrl-D (Ctrl-Z and Enter on Windows)";

fn read_stdin() -> Result<Vec<u8>, InputError> {
    if std::io::stdin().is_terminal() {
        eprintln!("sudoku: {READING_STDIN}");
    }
    let mut bytes = Vec::new();
    std::io::stdin()
        .read_to_end(&mut bytes)
        .map_err(|source| InputError::Io {
            name: "<stdin>".to_string(),
            source,
        })?;
    Ok(bytes)
}

/// Whether a command-line argument is meant as a puzzle rather than a file name.
fn looks_like_a_puzzle(text: &str) -> bool {
    text.len() >= 17
        && text
            .chars()
            .all(|c| c.is_ascii_digit() || ".-_*xX|+=: \n\r\t".contains(c))
}

/// Whether an argument that is no file is mostly cells: a puzzle typed with a mistake.
fn mostly_cells(text: &str) -> bool {
    let cells = text.chars().filter(|c| c.is_ascii_digit() || *c == '.').count();
    text.chars().count() >= 17 && cells * 4 >= text.chars().count() * 3
}

/// A parse error of a one-line puzzle in words (the line number is given apart).
pub fn describe(error: &ParseError) -> String {
    match error {
        ParseError::UnexpectedChar {
            found,
            line: 1,
            column,
        } => {
            format!("unexpected character {found:?} at column {column}")
        }
        ParseError::BrokenLine {
            cells,
            line: 1,
            column,
        } => format!(
            "more cells after a gap at column {column} (after {cells} cells): a puzzle line is one run of 81 cells, or groups of 9, 3 or 1 cells"
        ),
        other => other.to_string(),
    }
}
