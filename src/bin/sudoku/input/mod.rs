//! The sources of puzzles: a file, standard input or the command line, read by the
//! library's [`Reader`] one entry at a time (so that an input of any size takes the
//! memory of what is being worked on); and what a command does with a puzzle read, in
//! `puzzle`.

mod puzzle;

pub use puzzle::Work;

use std::fs::File;
use std::io::{BufRead, BufReader, IsTerminal};
use std::path::Path;

use sudoku_strata::{Entry, ReadError, ReadLimits, Reader};

/// The bundled example puzzle that `sudoku explain` shows when given nothing.
pub const EXAMPLE: &str = include_str!("../../../../fixtures/example.txt");

/// The limits of reading, set on the command line (`--max-line`, `--max-input`).
#[derive(clap::Args, Clone, Copy, Debug)]
pub struct Limits {
    /// The longest line read, in bytes; a longer line is an error of its own
    #[arg(long, global = true, value_name = "BYTES", default_value_t = ReadLimits::DEFAULT.max_line())]
    max_line: usize,
    /// The most bytes read from one input (file, standard input or argument); reading
    /// stops there with an error, after answering the puzzles before
    #[arg(long, global = true, value_name = "BYTES", default_value_t = ReadLimits::DEFAULT.max_input())]
    max_input: u64,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_line: ReadLimits::DEFAULT.max_line(),
            max_input: ReadLimits::DEFAULT.max_input(),
        }
    }
}

impl Limits {
    pub fn read_limits(self) -> ReadLimits {
        ReadLimits::DEFAULT
            .with_max_line(self.max_line)
            .with_max_input(self.max_input)
    }
}

/// Puzzles read from one source, one entry at a time; `Send`, so that the threads of a
/// batch take turns at reading it.
pub struct Input {
    /// How to name the source in messages: a file name, `<stdin>`, `<argument>`.
    pub name: String,
    reader: Reader<Box<dyn BufRead + Send>>,
    /// The size of the source in bytes, when it is known (a file).
    size: Option<u64>,
    /// How many entries have been read.
    read: usize,
    /// The error that ended the reading, kept for [`Input::finish`].
    error: Option<ReadError>,
}

impl Input {
    /// The message prefix for an entry: `file:line`.
    pub fn place(&self, entry: &Entry) -> String {
        place(&self.name, entry)
    }

    /// The source's size in bytes when it is known, for a progress bar.
    pub fn size(&self) -> Option<u64> {
        self.size
    }

    /// The bytes read so far, for a progress bar.
    pub fn bytes_read(&self) -> u64 {
        self.reader.bytes_read()
    }

    /// Whether the whole input was read: the error that stopped it, or an input with no
    /// puzzle at all (exit code 2).
    pub fn finish(mut self) -> Result<(), InputError> {
        while self.reader.next().is_some() {}
        match self.error.take() {
            Some(source) => Err(InputError::Read {
                name: self.name,
                source,
            }),
            None if self.read == 0 => Err(InputError::NoPuzzle(self.name)),
            None => Ok(()),
        }
    }
}

/// The message prefix for an entry of the source named `name`: `file:line`.
pub fn place(name: &str, entry: &Entry) -> String {
    format!("{name}:{}", entry.line)
}

/// The entries, one at a time. An error that stops the reading ends the input;
/// [`Input::finish`] reports it.
impl Iterator for Input {
    type Item = Entry;

    fn next(&mut self) -> Option<Entry> {
        loop {
            match self.reader.next()? {
                Ok(entry) => {
                    self.read += 1;
                    return Some(entry);
                }
                Err(error) => self.error = Some(error),
            }
        }
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
    #[error("{name}: {source}")]
    Read { name: String, source: ReadError },
    #[error("{0}: no puzzle found")]
    NoPuzzle(String),
}

/// Reads the puzzles named by a command-line argument: a file, `-` for standard input,
/// or puzzles written out (in any layout a file may hold). With no argument, reads
/// `fallback` if given, else standard input.
pub fn read(
    argument: Option<&str>,
    fallback: Option<(&str, &'static str)>,
    limits: Limits,
) -> Result<Input, InputError> {
    let (name, source, size): (String, Box<dyn BufRead + Send>, Option<u64>) = match (argument, fallback) {
        (None, Some((name, text))) => (name.to_string(), Box::new(text.as_bytes()), None),
        (None, None) | (Some("-"), _) => {
            if std::io::stdin().is_terminal() {
                eprintln!("sudoku: {READING_STDIN}");
            }
            // Not `stdin().lock()`: its lock cannot be sent to another thread.
            let stdin = BufReader::with_capacity(1 << 16, std::io::stdin());
            ("<stdin>".to_string(), Box::new(stdin), None)
        }
        (Some(text), _) => {
            let path = Path::new(text);
            if path.is_dir() {
                return Err(InputError::Directory(text.to_string()));
            }
            if path.exists() {
                let io = |source| InputError::Io {
                    name: text.to_string(),
                    source,
                };
                let file = File::open(path).map_err(io)?;
                let size = file.metadata().map(|m| m.len()).ok();
                (
                    text.to_string(),
                    Box::new(BufReader::with_capacity(1 << 16, file)),
                    size,
                )
            } else if is_puzzle_text(text) {
                let text = text.to_string();
                (
                    "<argument>".to_string(),
                    Box::new(std::io::Cursor::new(text)),
                    None,
                )
            } else {
                return Err(InputError::Missing(text.to_string()));
            }
        }
    };
    Ok(Input {
        name,
        reader: Reader::with_limits(source, limits.read_limits()),
        size,
        read: 0,
        error: None,
    })
}

/// What a command says before it waits for puzzles typed at a terminal.
pub const READING_STDIN: &str =
    "reading puzzles from standard input: type or paste them, then Ctrl-D (Ctrl-Z and Enter on Windows)";

/// Whether a command-line argument that names no file is meant as puzzles rather than a
/// file name: it runs over several lines (a picture, a pencil-mark grid), or its cells
/// (digits and dots) are at least 17 and most of its first field.
fn is_puzzle_text(text: &str) -> bool {
    if text.trim().contains('\n') {
        return true;
    }
    let field = text.split(['\t', '#', ';', ',']).next().unwrap_or("");
    let cells = field.chars().filter(|c| c.is_ascii_digit() || *c == '.').count();
    let visible = field.chars().filter(|c| !c.is_whitespace()).count();
    cells >= 17 && cells * 4 >= visible * 3
}
