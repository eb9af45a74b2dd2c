//! Reading puzzles from a file, standard input or the command line.

use std::io::{IsTerminal, Read};
use std::path::Path;

use sudoku_strata::{Grid, ParseError};

/// The bundled example puzzle that `sudoku explain` shows when given nothing.
pub const EXAMPLE: &str = include_str!("../../../fixtures/example.txt");

/// One puzzle of the input, or why its line could not be read.
pub struct Entry {
    /// The line where the puzzle starts, from 1.
    pub line: usize,
    /// The puzzle, or the message for a bad line.
    pub puzzle: Result<Grid, String>,
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
                        puzzle: Ok(grid),
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
    let entries = split(&bytes);
    if entries.is_empty() {
        return Err(InputError::NoPuzzle(name));
    }
    Ok(Input { name, entries })
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

/// The puzzle of a line that may carry other fields after it: a tab, a `;` or a `#`
/// ends the puzzle (`<puzzle>\t12`, `<puzzle> ;rating`, `<puzzle>  # comment`).
fn first_field(line: &str) -> &str {
    let end = line.find(['\t', ';', '#']).unwrap_or(line.len());
    line[..end].trim_end()
}

/// The grid of a HoDoKu library line (`:0100:4:<grid>:<removed candidates>:...`), whose
/// third field writes a digit placed after the start as `+5`: the digits all count, as
/// givens of the state the line describes. The removed candidates are not read.
fn hodoku_grid(line: &str) -> Option<String> {
    let rest = line.strip_prefix(':')?;
    let grid = rest.split(':').nth(2)?;
    Some(grid.replace('+', ""))
}

/// The puzzle text of one line: a HoDoKu library line's grid, or the first field.
fn puzzle_text(line: &str) -> std::borrow::Cow<'_, str> {
    match hodoku_grid(line) {
        Some(grid) => grid.into(),
        None => first_field(line).into(),
    }
}

/// Whether a line is a section header of the `.sdk` layout (`[Puzzle]`), which is not
/// part of any grid.
fn is_section(line: &str) -> bool {
    let line = line.trim();
    line.starts_with('[') && line.ends_with(']')
}

/// Splits the bytes of a file into puzzles: one per line (its first field), or boxed
/// pictures over several lines (separated by blank lines). Blank lines and lines
/// starting with `#` are skipped.
fn split(bytes: &[u8]) -> Vec<Entry> {
    // A byte order mark, as some editors write, is not part of the first line.
    let bytes = bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(bytes);
    let lines: Vec<(usize, Result<&str, ()>)> = bytes
        .split(|&b| b == b'\n')
        .enumerate()
        .map(|(i, raw)| {
            let raw = raw.strip_suffix(b"\r").unwrap_or(raw);
            (i + 1, std::str::from_utf8(raw).map_err(|_| ()))
        })
        .collect();
    let is_skipped = |text: &Result<&str, ()>| match text {
        Ok(t) => t.trim().is_empty() || t.trim_start().starts_with('#') || is_section(t),
        Err(()) => false,
    };
    let first_content = lines.iter().find(|(_, text)| !is_skipped(text));
    let picture_mode = match first_content {
        Some((_, Ok(text))) => {
            matches!(puzzle_text(text).parse::<Grid>(), Err(ParseError::WrongCellCount { found }) if found < 81)
        }
        _ => false,
    };
    if picture_mode {
        return pictures(&lines);
    }
    lines
        .iter()
        .filter(|(_, text)| !is_skipped(text))
        .map(|&(line, text)| Entry {
            line,
            puzzle: match text {
                Ok(text) => puzzle_text(text).parse::<Grid>().map_err(|e| describe(&e)),
                Err(()) => Err("the line is not valid UTF-8 text".to_string()),
            },
        })
        .collect()
}

/// The cells a line of a picture holds: none in a rule (a line of only `| - + = :` and
/// spaces), else its digits and empty-cell marks (`.`, `0`, `_`, `-`, `*`, `x`).
fn cell_count(line: &str) -> usize {
    let is_rule = line.chars().all(|c| "|-+=: ".contains(c)) && line.contains(['-', '+', '=']);
    if is_rule {
        return 0;
    }
    line.chars()
        .filter(|c| c.is_ascii_digit() || ".-_*xX".contains(*c))
        .count()
}

/// Whether a line can be a row of a picture whose empty cells are spaces: at most nine
/// positions, digits, `.` or spaces.
fn is_spaced_row(line: &str) -> bool {
    line.len() <= 9 && line.bytes().all(|b| b == b' ' || b == b'.' || b.is_ascii_digit())
}

/// A picture of nine rows of nine positions whose empty cells are spaces (as some
/// programs save a grid), as a puzzle line: `None` for any other block.
fn spaced_rows(block: &[&str]) -> Option<String> {
    if block.len() != 9 || !block.iter().all(|r| is_spaced_row(r)) || !block.iter().any(|r| r.contains(' ')) {
        return None;
    }
    Some(
        block
            .iter()
            .map(|r| format!("{r:<9}").replace(' ', "."))
            .collect(),
    )
}

/// Groups lines into pictures: each ends with its 81st cell or at a blank line.
fn pictures(lines: &[(usize, Result<&str, ()>)]) -> Vec<Entry> {
    let mut entries = Vec::new();
    let mut block: Vec<&str> = Vec::new();
    let mut start = 0;
    let mut bad_utf8 = None;
    let mut flush = |block: &mut Vec<&str>, start: usize, bad: &mut Option<usize>| {
        if block.is_empty() && bad.is_none() {
            return;
        }
        let text = spaced_rows(block).unwrap_or_else(|| block.join("\n"));
        let puzzle = match bad.take() {
            Some(line) => Err(format!("line {line} is not valid UTF-8 text")),
            None => text.parse::<Grid>().map_err(|e| match e {
                ParseError::UnexpectedChar { found, line, column } => {
                    format!(
                        "unexpected character {found:?} at line {}, column {column}",
                        start + line - 1
                    )
                }
                other => other.to_string(),
            }),
        };
        entries.push(Entry { line: start, puzzle });
        block.clear();
    };
    // Pictures need no blank line between them: one is complete when a line brings its
    // cells to exactly 81, and takes at most one more line of decoration (its bottom
    // border). A block that goes past 81 is broken and runs to the next blank line, to
    // be reported whole.
    let mut cells = 0;
    for &(line, text) in lines {
        match text {
            // Nine spaces inside a picture of spaced rows: a row with no digit.
            Ok(t)
                if t.len() == 9
                    && t.trim().is_empty()
                    && !block.is_empty()
                    && block.iter().all(|r| is_spaced_row(r)) =>
            {
                block.push(t);
            }
            Ok(t) if t.trim().is_empty() => {
                flush(&mut block, start, &mut bad_utf8);
                cells = 0;
            }
            Ok(t) if t.trim_start().starts_with('#') || is_section(t) => {}
            Ok(t) => {
                if cells == 81 {
                    let border = cell_count(t) == 0;
                    if border {
                        block.push(t);
                    }
                    flush(&mut block, start, &mut bad_utf8);
                    cells = 0;
                    if border {
                        continue;
                    }
                }
                if block.is_empty() {
                    start = line;
                }
                block.push(t);
                cells += cell_count(t);
            }
            Err(()) => {
                if cells == 81 {
                    flush(&mut block, start, &mut bad_utf8);
                    cells = 0;
                }
                if block.is_empty() {
                    start = line;
                }
                bad_utf8.get_or_insert(line);
            }
        }
    }
    flush(&mut block, start, &mut bad_utf8);
    entries
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINE: &str = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489";

    #[test]
    fn lines_comments_and_bad_lines() {
        let text = format!("# a comment\n\n{LINE}\nnot a puzzle\n{LINE}\r\n");
        let entries = split(text.as_bytes());
        assert_eq!(entries.len(), 3);
        assert_eq!(entries[0].line, 3);
        assert!(entries[0].puzzle.is_ok());
        assert_eq!(entries[1].line, 4);
        assert!(
            entries[1]
                .puzzle
                .as_ref()
                .unwrap_err()
                .contains("unexpected character 'n' at column 1")
        );
        assert!(entries[2].puzzle.is_ok());
    }

    #[test]
    fn a_boxed_picture_is_one_puzzle() {
        let grid: Grid = LINE.parse().unwrap();
        let text = format!("{grid:#}\n\n{grid:#}\n");
        let entries = split(text.as_bytes());
        assert_eq!(entries.len(), 2);
        assert_eq!(entries[0].puzzle.as_ref().unwrap(), &grid);
        assert_eq!(entries[1].line, 15);
    }

    #[test]
    fn invalid_utf8_is_a_bad_line_not_a_failure_of_the_file() {
        let mut bytes = LINE.as_bytes().to_vec();
        bytes.extend_from_slice(b"\n\xff\xfe\n");
        bytes.extend_from_slice(LINE.as_bytes());
        let entries = split(&bytes);
        assert_eq!(entries.len(), 3);
        assert!(entries[1].puzzle.is_err());
    }

    #[test]
    fn a_line_with_more_fields_is_its_first_field() {
        for suffix in ["\t9.2\t1.2", " ;7.1", "  # a comment", "\t"] {
            let text = format!("{LINE}{suffix}\n");
            let entries = split(text.as_bytes());
            assert_eq!(entries.len(), 1, "{suffix:?}");
            assert_eq!(
                entries[0].puzzle.as_ref().map(ToString::to_string),
                Ok(LINE.to_string()),
                "{suffix:?}"
            );
        }
    }

    #[test]
    fn a_truncated_puzzle_before_a_field_is_an_error_not_another_puzzle() {
        // 79 cells, a space and "12": before, read as one 81-cell puzzle.
        let text = format!("{} 12\n", &LINE[..79]);
        let entries = split(text.as_bytes());
        let error = entries[0].puzzle.as_ref().unwrap_err();
        assert!(error.contains("gap at column 81 (after 79 cells)"), "{error}");
        // And with a tab.
        let text = format!("{}\t12\n", &LINE[..79]);
        let error = split(text.as_bytes())[0].puzzle.clone().unwrap_err();
        assert!(error.contains("79"), "{error}");
    }

    #[test]
    fn pictures_need_no_blank_line_between_them() {
        let grid: Grid = LINE.parse().unwrap();
        let text = format!("{grid:#}\n{grid:#}\n{grid:#}");
        let entries = split(text.as_bytes());
        assert_eq!(entries.len(), 3);
        assert!(entries.iter().all(|e| e.puzzle.as_ref() == Ok(&grid)));
        assert_eq!(entries[1].line, 14);
    }

    #[test]
    fn a_picture_with_a_cell_missing_is_an_error_not_a_puzzle() {
        let grid: Grid = LINE.parse().unwrap();
        // The first row loses a cell; the next picture follows at once.
        let broken = format!("{grid:#}").replacen(" 4 ", " ", 1);
        let text = format!("{broken}\n{grid:#}\n");
        let entries = split(text.as_bytes());
        assert!(entries[0].puzzle.is_err(), "{:?}", entries[0].puzzle);
    }

    #[test]
    fn the_sdk_ss_and_sdm_layouts_read() {
        let grid: Grid = LINE.parse().unwrap();
        let rows: Vec<String> = (0..9).map(|r| LINE[r * 9..r * 9 + 9].to_string()).collect();
        // .sdk: an optional section header, comments, nine rows of nine.
        let sdk = format!("[Puzzle]\n#A an author\n{}\n", rows.join("\n"));
        // .ss: rows split by `|`, bands by a rule of dashes.
        let ss_rows: Vec<String> = rows
            .iter()
            .map(|r| format!("{}|{}|{}", &r[..3], &r[3..6], &r[6..]))
            .collect();
        let ss = format!(
            "{}\n-----------\n{}\n-----------\n{}\n",
            ss_rows[..3].join("\n"),
            ss_rows[3..6].join("\n"),
            ss_rows[6..].join("\n")
        );
        // .sdm: one puzzle per line.
        let sdm = format!("{LINE}\n{LINE}\n");
        for (name, text, count) in [("sdk", sdk, 1), ("ss", ss, 1), ("sdm", sdm, 2)] {
            let entries = split(text.as_bytes());
            assert_eq!(entries.len(), count, "{name}");
            for entry in &entries {
                assert_eq!(entry.puzzle.as_ref(), Ok(&grid), "{name}");
            }
        }
    }

    #[test]
    fn a_hodoku_library_line_is_its_grid() {
        // Technique code, candidate, the grid with placed digits as `+d`, removed
        // candidates, eliminations.
        let placed = LINE.replacen('.', "+7", 1);
        let text = format!(":0100:7:{placed}:312 513::\n");
        let entries = split(text.as_bytes());
        assert_eq!(entries.len(), 1);
        let expected: Grid = LINE.replacen('.', "7", 1).parse().unwrap();
        assert_eq!(entries[0].puzzle.as_ref(), Ok(&expected));
        // A library line with a broken grid is an error with what is wrong.
        let bad = split(b":0100:7:12345:::\n");
        assert!(
            bad[0].puzzle.as_ref().unwrap_err().contains("81"),
            "{:?}",
            bad[0].puzzle
        );
    }

    #[test]
    fn a_picture_with_spaces_for_empty_cells_reads() {
        let grid: Grid = LINE.parse().unwrap();
        // Trailing spaces cut, as editors do, but a row with no digit kept as nine
        // spaces (an empty line ends a picture).
        let rows: Vec<String> = (0..9)
            .map(|r| {
                let row = LINE[r * 9..r * 9 + 9].replace('.', " ");
                if row.trim().is_empty() {
                    row
                } else {
                    row.trim_end().to_string()
                }
            })
            .collect();
        let mut with_empty_row = rows.clone();
        with_empty_row[8] = " ".repeat(9);
        let text = format!("{}\n\n{}\n", rows.join("\n"), with_empty_row.join("\n"));
        let entries = split(text.as_bytes());
        assert_eq!(entries.len(), 2);
        assert_eq!(entries[0].puzzle.as_ref(), Ok(&grid));
        let mut cells = grid.to_bytes();
        cells[72..].fill(0);
        assert_eq!(entries[1].puzzle.as_ref(), Ok(&Grid::try_from(cells).unwrap()));
        assert_eq!(entries[1].line, 11);
    }

    #[test]
    fn nothing_but_comments_is_no_puzzle() {
        assert!(split(b"# only\n\n").is_empty());
        assert!(split(b"").is_empty());
    }
}
