//! Lines of a byte source, within the reader's limits: no line is held longer than
//! `max_line` bytes, and no more than `max_input` bytes are read in all.

use std::io::{BufRead, ErrorKind, Read};

use super::{ReadError, ReadLimits};

/// One line of the source, numbered from 1.
pub(super) struct Line {
    pub number: usize,
    pub body: Body,
}

/// What a line holds.
pub(super) enum Body {
    /// Its text, without the line ending. Text that is not UTF-8 is read as Latin-1
    /// (ISO 8859-1), so that a comment written by an old editor is no error; a puzzle's
    /// own characters are all ASCII, so no puzzle is changed by it.
    Text(String),
    /// A line longer than the limit: its first bytes (as text), the rest skipped unread
    /// into memory.
    TooLong(String),
}

/// The lines of `source`, each bounded, the whole bounded.
pub(super) struct Lines<R> {
    source: R,
    limits: ReadLimits,
    /// Bytes taken from the source so far.
    read: u64,
    /// The number of the last line given.
    number: usize,
    done: bool,
}

/// How much of a line too long to keep, to show in messages.
const SHOWN: usize = 80;

impl<R: BufRead> Lines<R> {
    pub fn new(source: R, limits: ReadLimits) -> Lines<R> {
        Lines {
            source,
            limits,
            read: 0,
            number: 0,
            done: false,
        }
    }

    /// The bytes read from the source so far.
    pub fn bytes_read(&self) -> u64 {
        self.read
    }

    /// The next line, `None` at the end of the source. After an error, there are no more.
    pub fn next_line(&mut self) -> Option<Result<Line, ReadError>> {
        if self.done {
            return None;
        }
        match self.read_line() {
            Ok(Some(line)) => Some(Ok(line)),
            Ok(None) => {
                self.done = true;
                None
            }
            Err(error) => {
                self.done = true;
                Some(Err(error))
            }
        }
    }

    fn read_line(&mut self) -> Result<Option<Line>, ReadError> {
        // At most one byte past the longest line: `read_until` finds the line's end with
        // the standard library's fast search, and never holds more than that.
        let max_line = self.limits.max_line();
        let mut bytes = Vec::with_capacity(96);
        let taken = self.read_until(max_line.saturating_add(1), &mut bytes)?;
        if taken == 0 {
            return Ok(None);
        }
        let ended = bytes.last() == Some(&b'\n');
        if ended {
            bytes.pop();
        }
        let too_long = bytes.len() > max_line;
        if too_long {
            bytes.truncate(SHOWN);
            // The rest of the line (the take stopped before its end), skipped a piece at
            // a time.
            let mut rest = Vec::new();
            loop {
                rest.clear();
                if self.read_until(1 << 16, &mut rest)? == 0 || rest.last() == Some(&b'\n') {
                    break;
                }
            }
        }
        self.number += 1;
        if self.number == 1 {
            if bytes.starts_with(&[0xff, 0xfe]) || bytes.starts_with(&[0xfe, 0xff]) {
                return Err(ReadError::Utf16);
            }
            // A byte order mark, as some editors write, is not part of the first line.
            if bytes.starts_with(b"\xef\xbb\xbf") {
                bytes.drain(..3);
            }
        }
        if !too_long && bytes.last() == Some(&b'\r') {
            bytes.pop();
        }
        let text = text_of(bytes);
        Ok(Some(Line {
            number: self.number,
            body: match too_long {
                true => Body::TooLong(text),
                false => Body::Text(text),
            },
        }))
    }

    /// Reads up to and with the next `\n`, at most `most` bytes, counting them against
    /// the input's limit: how many were read.
    fn read_until(&mut self, most: usize, bytes: &mut Vec<u8>) -> Result<usize, ReadError> {
        let read = loop {
            match (&mut self.source).take(most as u64).read_until(b'\n', bytes) {
                Err(error) if error.kind() == ErrorKind::Interrupted => {}
                other => break other?,
            }
        };
        self.read += read as u64;
        if self.read > self.limits.max_input() {
            return Err(ReadError::TooLarge {
                limit: self.limits.max_input(),
            });
        }
        Ok(read)
    }
}

/// The bytes as text: UTF-8, or else Latin-1 (every byte its own character).
fn text_of(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).unwrap_or_else(|error| error.as_bytes().iter().map(|&b| char::from(b)).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(bytes: &[u8], limits: ReadLimits) -> Vec<Result<(usize, String, bool), String>> {
        let mut lines = Lines::new(bytes, limits);
        std::iter::from_fn(|| lines.next_line())
            .map(|line| {
                line.map(|line| match line.body {
                    Body::Text(text) => (line.number, text, false),
                    Body::TooLong(text) => (line.number, text, true),
                })
                .map_err(|e| e.to_string())
            })
            .collect()
    }

    #[test]
    fn lines_lose_their_endings_and_the_byte_order_mark() {
        let read = lines(b"\xef\xbb\xbfone\r\ntwo\n\nthree", ReadLimits::DEFAULT);
        let texts: Vec<String> = read.into_iter().map(|l| l.unwrap().1).collect();
        assert_eq!(texts, ["one", "two", "", "three"]);
    }

    #[test]
    fn a_line_over_the_limit_is_cut_and_the_next_is_read() {
        let mut input = vec![b'x'; 1000];
        input.extend_from_slice(b"\nshort\n");
        let read = lines(&input, ReadLimits::DEFAULT.with_max_line(100));
        assert_eq!(read[0], Ok((1, "x".repeat(SHOWN), true)));
        assert_eq!(read[1], Ok((2, "short".to_string(), false)));
        assert_eq!(read.len(), 2);
    }

    #[test]
    fn reading_stops_at_the_input_limit() {
        let input = "a line\n".repeat(100);
        let read = lines(input.as_bytes(), ReadLimits::DEFAULT.with_max_input(70));
        assert_eq!(read.len(), 11);
        assert_eq!(
            read[10],
            Err("the input is larger than the limit of 70 bytes (see the reader's limits)".to_string())
        );
    }

    #[test]
    fn text_that_is_not_utf8_reads_as_latin1_and_utf16_is_refused() {
        let read = lines(b"# caf\xe9\n", ReadLimits::DEFAULT);
        assert_eq!(read[0], Ok((1, "# café".to_string(), false)));
        let read = lines(b"\xff\xfe1\x002\x00", ReadLimits::DEFAULT);
        assert!(read[0].as_ref().unwrap_err().contains("UTF-16"), "{read:?}");
    }
}
