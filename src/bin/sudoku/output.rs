//! Writing results: buffered standard output, colours, the final grid, wrapped text.

use std::io::{self, IsTerminal, Write};

use anstyle::{AnsiColor, Style};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use sudoku_strata::{Cell, Grid};

use sudoku_strata::Entry;

use crate::input::Input;

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

/// Buffered standard output, and the messages and progress of a batch on standard
/// error. A closed pipe (`sudoku solve big.txt | head`) ends the program quietly
/// instead of failing. `Send`, so that the threads of a batch take turns at writing.
pub struct Out {
    /// Standard output itself rather than its lock, which cannot be sent to another
    /// thread; the buffer takes the lock only when it writes out.
    inner: io::BufWriter<io::Stdout>,
    /// When the output was last flushed; `None` before the first time, so that the
    /// first result shows at once.
    last_flush: Option<std::time::Instant>,
    progress: ProgressBar,
    /// Whether standard output is a terminal, where a failure's line already shows.
    to_terminal: bool,
    /// The puzzles of an input answered so far.
    answered: usize,
}

/// From this many puzzles on, a batch shows a progress bar when standard error is a
/// terminal.
pub const PROGRESS_FROM: u64 = 200;

/// A progress bar on standard error for `count` puzzles: shown for long batches when
/// standard error is a terminal, hidden otherwise (nothing extra in a pipe or a file).
pub fn progress_bar(count: u64) -> ProgressBar {
    if count < PROGRESS_FROM || !io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(Some(count), ProgressDrawTarget::stderr());
    if let Ok(style) =
        ProgressStyle::with_template("{bar:40} {pos}/{len} puzzles, {elapsed} so far, {eta} left")
    {
        bar.set_style(style);
    }
    bar
}

/// The threads of `-j`: as many as asked, but no more than the machine's cores, since
/// more only share the same cores (and thousands of threads cost time to start).
pub fn jobs(asked: u16) -> usize {
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
    usize::from(asked).clamp(1, cores)
}

/// How long results may wait in the buffer: a run that is partly done has written
/// what it has, and a fast one still writes in large blocks.
const FLUSH_EVERY: std::time::Duration = std::time::Duration::from_millis(200);

impl Out {
    pub fn new() -> Out {
        Out {
            inner: io::BufWriter::with_capacity(1 << 16, io::stdout()),
            last_flush: None,
            progress: ProgressBar::hidden(),
            to_terminal: io::stdout().is_terminal(),
            answered: 0,
        }
    }

    /// Output for a batch of `count` puzzles, with a progress bar on a terminal (see
    /// [`progress_bar`]).
    pub fn with_progress(count: usize) -> Out {
        let mut out = Out::new();
        out.progress = progress_bar(count as u64);
        out
    }

    /// Output for the puzzles of `input`, with a progress bar on a terminal when it is
    /// a file of more than [`PROGRESS_FROM`] puzzle lines: the share of the file read,
    /// and the puzzles answered.
    pub fn for_input(input: &Input) -> Out {
        let mut out = Out::new();
        let size = input.size().unwrap_or(0);
        if size >= PROGRESS_FROM * 82 && io::stderr().is_terminal() {
            let bar = ProgressBar::with_draw_target(Some(size), ProgressDrawTarget::stderr());
            if let Ok(style) = ProgressStyle::with_template(
                "{bar:40} {percent}% of the input: {msg}, {elapsed} so far, {eta} left",
            ) {
                bar.set_style(style);
            }
            out.progress = bar;
        }
        out
    }

    /// Counts `done` more puzzles of `input` on the progress bar of [`Out::for_input`].
    pub fn advance_input(&mut self, input: &Input, done: usize) {
        self.progress.set_position(input.bytes_read());
        self.answered(done);
    }

    /// Counts `done` more puzzles answered on the progress bar of [`Out::for_input`]
    /// (whoever reads the input moves the bar on).
    pub fn answered(&mut self, done: usize) {
        self.answered += done;
        self.progress.set_message(format!("{} puzzles", self.answered));
    }

    /// The progress bar, for workers that count their puzzles themselves.
    pub fn progress(&self) -> ProgressBar {
        self.progress.clone()
    }

    /// Writes everything and takes the progress bar away, before a summary.
    pub fn finish(&mut self) {
        self.flush();
        self.progress.finish_and_clear();
    }

    /// Writes what waits for standard output, then `message` on standard error, so that
    /// messages and results come in the order they were made.
    pub fn error(&mut self, message: &str) {
        self.flush();
        self.progress.suspend(|| eprintln!("{message}"));
    }

    /// A puzzle that failed, in the place of its result: a line on standard output,
    /// `error: file:3: message` (with `--json` the library's error form, `json::failed`),
    /// so that every input has its output line; and the message on standard error as
    /// well when standard output is not a terminal (on a terminal it shows once).
    pub fn failure(&mut self, name: &str, entry: &Entry, message: &str, json: bool) {
        let place = crate::input::place(name, entry);
        if json {
            self.line(&crate::json::failed(name, entry, message, None).to_string());
        } else {
            self.line(&format!("error: {place}: {message}"));
        }
        if !self.to_terminal {
            self.error(&format!("{place}: {message}"));
        }
    }

    /// Flushes the first time, and then when results have waited long enough (see
    /// `FLUSH_EVERY`).
    pub fn flush_if_due(&mut self) {
        if self.last_flush.is_none_or(|last| last.elapsed() >= FLUSH_EVERY) {
            self.flush();
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

    /// Pushes everything written so far to the reader (with the progress bar out of the
    /// way while it does).
    pub fn flush(&mut self) {
        let inner = &mut self.inner;
        if let Err(error) = self.progress.suspend(|| inner.flush()) {
            closed(error);
        }
        self.last_flush = Some(std::time::Instant::now());
    }
}

impl Drop for Out {
    fn drop(&mut self) {
        let inner = &mut self.inner;
        let _ = self.progress.suspend(|| inner.flush());
        self.progress.finish_and_clear();
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

/// Splits `text` into lines of at most `width` characters (see [`wrap_with`]).
pub fn wrap(text: &str, width: usize) -> Vec<&str> {
    wrap_with(text, width, width)
}

/// Splits `text` into lines, the first of at most `first` characters and the others of
/// at most `rest`. A line ends where it can: at the last space that fits, or before the
/// link sign (`=` or `-`) between two nodes of a chain; failing both, after a comma (a
/// long list of cells); failing that too, at the width itself, so that no line is
/// longer and nothing is lost.
pub fn wrap_with(text: &str, first: usize, rest: usize) -> Vec<&str> {
    let mut lines = Vec::new();
    let mut left = text;
    let mut width = first.max(1);
    // `limit`: the byte where the first character that does not fit starts.
    while let Some((limit, _)) = left.char_indices().nth(width) {
        let bytes = left.as_bytes();
        let link = |i: usize| {
            matches!(bytes[i], b'=' | b'-')
                && matches!(bytes.get(i + 1), Some(b'(' | b'r'))
                && (bytes[i - 1] == b')' || bytes[i - 1].is_ascii_digit())
        };
        let (end, next) = (1..=limit)
            .rev()
            .find_map(|i| match bytes[i] {
                b' ' => Some((i, i + 1)),
                _ if link(i) => Some((i, i)),
                _ => None,
            })
            .or_else(|| (2..=limit).rev().find(|&i| bytes[i - 1] == b',').map(|i| (i, i)))
            .unwrap_or((limit, limit));
        lines.push(left[..end].trim_end());
        left = &left[next..];
        width = rest.max(1);
    }
    lines.push(left);
    lines
}

/// `n` things, the noun in the plural unless there is one: `1 puzzle`, `3 steps`.
pub fn count(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

#[cfg(test)]
mod tests {
    use super::{wrap, wrap_with};

    #[test]
    fn long_chains_wrap_before_a_link() {
        let chain = "AIC: (4)r6c1=(4)r8c1-(1)r8c1=(1)r4c1-(1)r4c3=(2)r4c3 => r6c1<>3";
        assert_eq!(
            wrap(chain, 30),
            [
                "AIC: (4)r6c1=(4)r8c1-(1)r8c1",
                "=(1)r4c1-(1)r4c3=(2)r4c3 =>",
                "r6c1<>3"
            ]
        );
        assert_eq!(
            wrap("X-Chain: 4 r5c4=r3c4-r3c7=r6c7", 22),
            ["X-Chain: 4 r5c4=r3c4", "-r3c7=r6c7"]
        );
        assert_eq!(wrap("short", 30), ["short"]);
    }

    #[test]
    fn words_longer_than_a_line_are_cut_after_a_comma_or_at_the_width() {
        assert_eq!(wrap("r1c1,r1c2,r1c3<>5", 10), ["r1c1,r1c2,", "r1c3<>5"]);
        assert_eq!(wrap("abcdefghij", 4), ["abcd", "efgh", "ij"]);
        assert_eq!(
            wrap_with("one two three four", 8, 5),
            ["one two", "three", "four"]
        );
        for width in 1..12 {
            let text = "Suppose r1c1=5: r1c5<>5 (sees r1c1=5), r1c5=1";
            let lines = wrap(text, width);
            assert!(
                lines.iter().all(|l| l.chars().count() <= width),
                "{width}: {lines:?}"
            );
            let joined: String = lines.concat();
            assert_eq!(joined.replace(' ', ""), text.replace(' ', ""), "{width}");
        }
    }
}
