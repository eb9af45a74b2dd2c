//! Writing results: buffered standard output, colours, the final grid.

use std::io::{self, IsTerminal, Write};

use anstyle::{AnsiColor, Style};
use sudoku_strata::{Cell, Grid};

/// Whether to colour the output.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum, Default)]
pub enum ColorChoice {
    /// Colour when standard output is a terminal and `NO_COLOR` is not set.
    #[default]
    Auto,
    /// Always colour.
    Always,
    /// Never colour.
    Never,
}

impl ColorChoice {
    pub fn enabled(self) -> bool {
        match self {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none(),
        }
    }
}

/// Buffered standard output. A closed pipe (`sudoku solve big.txt | head`) ends the
/// program quietly instead of failing.
pub struct Out {
    inner: io::BufWriter<io::StdoutLock<'static>>,
}

impl Out {
    pub fn new() -> Out {
        Out {
            inner: io::BufWriter::with_capacity(1 << 16, io::stdout().lock()),
        }
    }

    /// Writes text; exits quietly with code 0 if the reader went away.
    pub fn write_str(&mut self, text: &str) {
        if let Err(error) = self.inner.write_all(text.as_bytes()) {
            closed(error);
        }
    }

    /// Writes a grid as its 81-digit line, without building a string first (batches of
    /// solutions write one per puzzle).
    pub fn grid_line(&mut self, grid: &Grid) {
        let mut line = [b'\n'; 82];
        for (byte, digit) in line.iter_mut().zip(grid.to_bytes()) {
            *byte = if digit == 0 { b'.' } else { b'0' + digit };
        }
        if let Err(error) = self.inner.write_all(&line) {
            closed(error);
        }
    }

    /// Writes a line.
    pub fn line(&mut self, text: &str) {
        self.write_str(text);
        self.write_str("\n");
    }

    /// Pushes everything written so far to the reader.
    pub fn flush(&mut self) {
        if let Err(error) = self.inner.flush() {
            closed(error);
        }
    }
}

impl Drop for Out {
    fn drop(&mut self) {
        let _ = self.inner.flush();
    }
}

fn closed(error: io::Error) -> ! {
    if error.kind() == io::ErrorKind::BrokenPipe {
        std::process::exit(0);
    }
    eprintln!("sudoku: cannot write output: {error}");
    std::process::exit(1);
}

/// The boxed picture of `grid`, with the cells of `puzzle` (the givens) in bold colour
/// when `color` is on.
pub fn picture(grid: &Grid, puzzle: &Grid, color: bool) -> String {
    let given = Style::new().bold().fg_color(Some(AnsiColor::Blue.into()));
    let plain = format!("{grid:#}");
    if !color {
        return plain;
    }
    // Recolour the digits of the plain picture in reading order.
    let mut out = String::with_capacity(plain.len() * 2);
    let mut cells = Cell::ALL.iter();
    for line in plain.lines() {
        if line.starts_with('+') {
            out.push_str(line);
        } else {
            for ch in line.chars() {
                if ch.is_ascii_digit() || ch == '.' {
                    let cell = cells.next().copied().unwrap_or(Cell::ALL[80]);
                    if puzzle.get(cell).is_some() {
                        out.push_str(&format!("{given}{ch}{given:#}"));
                        continue;
                    }
                }
                out.push(ch);
            }
        }
        out.push('\n');
    }
    out.pop();
    out
}
