//! The layouts a file of puzzles comes in: one puzzle per line (with other fields after
//! it, or as a HoDoKu library line), boxed or spaced pictures over several lines (`.sdk`,
//! `.ss`, our own boards), and pencil-mark grids (HoDoKu's, SudokuWiki's, ours).

use sudoku_strata::{Grid, LayerGrid, ParseError};

use super::{Entry, Puzzle, describe};

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
pub(super) fn split(bytes: &[u8]) -> Vec<Entry> {
    // A byte order mark, as some editors write, is not part of the first line.
    let bytes = bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(bytes);
    let lines: Vec<(usize, Result<&str, ()>)> = bytes
        .split(|&b| b == b'\n')
        .enumerate()
        .map(|(i, raw)| {
            let raw = raw.strip_suffix(b"\r").unwrap_or(raw);
            (
                i + 1,
                std::str::from_utf8(raw).map(without_row_label).map_err(|_| ()),
            )
        })
        .collect();
    let is_skipped = |text: &Result<&str, ()>| match text {
        Ok(t) => {
            t.trim().is_empty() || t.trim_start().starts_with('#') || is_section(t) || is_column_header(t)
        }
        Err(()) => false,
    };
    let first_content = lines.iter().position(|(_, text)| !is_skipped(text));
    let picture_mode = match first_content.map(|i| (i, lines[i].1)) {
        Some((i, Ok(text))) => {
            matches!(pencil_block(&lines, i), Ok(Some(_)) | Err(_))
                || matches!(puzzle_text(text).parse::<Grid>(), Err(ParseError::WrongCellCount { found }) if found < 81)
        }
        _ => false,
    };
    if picture_mode {
        return pictures(&lines);
    }
    // One puzzle per line; a pencil-mark grid among them takes its lines.
    let mut entries = Vec::new();
    let mut next = 0;
    while let Some(&(line, text)) = lines.get(next) {
        if let Some((entry, end)) = pencil_at(&lines, next) {
            entries.push(entry);
            next = end;
            continue;
        }
        next += 1;
        if is_skipped(&text) {
            continue;
        }
        entries.push(Entry {
            line,
            text: text.unwrap_or_default().to_string(),
            puzzle: match text {
                Ok(text) => puzzle_text(text)
                    .parse::<Grid>()
                    .map(Puzzle::Digits)
                    .map_err(|e| describe(&e)),
                Err(()) => Err("the line is not valid UTF-8 text".to_string()),
            },
        });
    }
    entries
}

/// The pencil-mark grid that starts at `lines[start]`, if one does, and the index of
/// the line after it. A grid that breaks off is an error entry that runs to the next
/// blank line.
fn pencil_at(lines: &[(usize, Result<&str, ()>)], start: usize) -> Option<(Entry, usize)> {
    match pencil_block(lines, start) {
        Ok(None) => None,
        Ok(Some(end)) => Some((pencil_entry(&lines[start..end]), end)),
        Err(message) => {
            let end = lines[start..]
                .iter()
                .position(|(_, t)| t.is_ok_and(|t| t.trim().is_empty()))
                .map_or(lines.len(), |n| start + n);
            let entry = Entry {
                line: lines[start].0,
                text: joined(&lines[start..end]),
                puzzle: Err(message),
            };
            Some((entry, end))
        }
    }
}

/// Whether a line is a rule of a picture: only `| - + = :` and spaces, or a border
/// with corners such as `.---.` or `*---*`.
fn is_rule(line: &str) -> bool {
    (line.chars().all(|c| "|-+=: ".contains(c)) && line.contains(['-', '+', '=']))
        || (line.chars().all(|c| "|-+=:.*' ".contains(c)) && (line.contains("---") || line.contains("===")))
}

/// The cells a line of a picture holds: none in a rule, else its digits and empty-cell marks (`.`, `0`, `_`, `-`, `*`, `x`).
fn cell_count(line: &str) -> usize {
    if is_rule(line) {
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
    let flush = |entries: &mut Vec<Entry>, block: &mut Vec<&str>, start: usize, bad: &mut Option<usize>| {
        if block.is_empty() && bad.is_none() {
            return;
        }
        let text = spaced_rows(block).unwrap_or_else(|| block.join("\n"));
        let puzzle = match bad.take() {
            Some(line) => Err(format!("line {line} is not valid UTF-8 text")),
            None => text
                .parse::<Grid>()
                .map(Puzzle::Digits)
                .map_err(|e| in_file(&e, start)),
        };
        entries.push(Entry {
            line: start,
            text: block.join("\n"),
            puzzle,
        });
        block.clear();
    };
    // Pictures need no blank line between them: one is complete when a line brings its
    // cells to exactly 81, and takes at most one more line of decoration (its bottom
    // border). A block that goes past 81 is broken and runs to the next blank line, to
    // be reported whole.
    let mut cells = 0;
    let mut next = 0;
    while let Some(&(line, text)) = lines.get(next) {
        next += 1;
        if block.is_empty()
            && bad_utf8.is_none()
            && let Some((entry, end)) = pencil_at(lines, next - 1)
        {
            entries.push(entry);
            next = end;
            continue;
        }
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
                flush(&mut entries, &mut block, start, &mut bad_utf8);
                cells = 0;
            }
            Ok(t) if t.trim_start().starts_with('#') || is_section(t) || is_column_header(t) => {}
            Ok(t) => {
                if cells == 81 {
                    let border = cell_count(t) == 0;
                    if border {
                        block.push(t);
                    }
                    flush(&mut entries, &mut block, start, &mut bad_utf8);
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
                    flush(&mut entries, &mut block, start, &mut bad_utf8);
                    cells = 0;
                }
                if block.is_empty() {
                    start = line;
                }
                bad_utf8.get_or_insert(line);
            }
        }
    }
    flush(&mut entries, &mut block, start, &mut bad_utf8);
    entries
}

/// A parse error of a picture that starts at `start`, placed in the file.
fn in_file(error: &ParseError, start: usize) -> String {
    match *error {
        ParseError::UnexpectedChar { found, line, column } => {
            format!(
                "unexpected character {found:?} at line {}, column {column}",
                start + line - 1
            )
        }
        ParseError::RepeatedCandidate { digit, line, column } => {
            format!(
                "candidate {digit} written twice in one cell at line {}, column {column}",
                start + line - 1
            )
        }
        ParseError::UnclosedBracket { line, column } => {
            format!(
                "a `[` is never closed at line {}, column {column}",
                start + line - 1
            )
        }
        ref other => other.to_string(),
    }
}

/// A row label of `play --plain` (`r4  | . 4 . |`) taken off, so that the row reads
/// as a picture's row.
fn without_row_label(line: &str) -> &str {
    let trimmed = line.trim_start();
    let bytes = trimmed.as_bytes();
    if bytes.len() > 2 && bytes[0] == b'r' && (b'1'..=b'9').contains(&bytes[1]) {
        let rest = trimmed[2..].trim_start();
        if rest.starts_with(['|', ':']) {
            return rest;
        }
    }
    line
}

/// Whether a line is the column header of `play --plain` (`c1 c2 c3    c4 c5 ...`).
fn is_column_header(line: &str) -> bool {
    let words: Vec<&str> = line.split_whitespace().collect();
    words.len() == 9
        && words
            .iter()
            .zip(1..)
            .all(|(word, n)| word.strip_prefix('c') == Some(&n.to_string()))
}

/// A line of a pencil-mark grid with the signs `explain --candidates` writes before
/// marked candidates without colour (`34*789`, `1246-89`, `=5`, `#5`) taken away.
fn without_signs(line: &str) -> String {
    let chars: Vec<char> = line.chars().collect();
    chars
        .iter()
        .enumerate()
        .filter(|&(i, c)| !("*#=-".contains(*c) && chars.get(i + 1).is_some_and(|n| ('1'..='9').contains(n))))
        .map(|(_, c)| c)
        .collect()
}

/// The cells of a row of a pencil-mark grid: nine of them (`7`, `126`, `+3`, `[5]`,
/// `[]`), or `None` when the line is no such row.
fn pencil_cells(line: &str) -> Option<Vec<String>> {
    let line = without_signs(line);
    let cells: Vec<String> = line
        .split(|c: char| c.is_whitespace() || c == '|' || c == ':')
        .filter(|cell| !cell.is_empty())
        .map(str::to_string)
        .collect();
    let is_cell = |cell: &str| {
        let digits = cell
            .strip_prefix('+')
            .or_else(|| cell.strip_prefix('[').and_then(|c| c.strip_suffix(']')))
            .unwrap_or(cell);
        (!digits.is_empty() || cell == "[]") && digits.chars().all(|c| ('1'..='9').contains(&c))
    };
    (cells.len() == 9 && cells.iter().all(|c| is_cell(c))).then_some(cells)
}

/// The lines of a pencil-mark grid starting at `lines[start]` (a rule or its first
/// row): `Ok(Some(end))` when `lines[start..end]` is one, `Ok(None)` when these lines
/// are not one, and an error naming the line when a grid that began as one breaks off.
///
/// A row with a cell of several candidates (or `[5]`, `+3`) tells a pencil-mark grid
/// from a picture of a puzzle, whose cells are single digits and dots.
fn pencil_block(lines: &[(usize, Result<&str, ()>)], start: usize) -> Result<Option<usize>, String> {
    let mut rows = 0;
    let mut is_pencil = false;
    let mut next = start;
    while let Some(&(line, text)) = lines.get(next) {
        let Ok(text) = text else { break };
        if text.trim().is_empty() {
            break;
        }
        if is_rule(text) {
            next += 1;
            if rows == 9 {
                break;
            }
            continue;
        }
        if rows == 9 {
            break;
        }
        match pencil_cells(text) {
            Some(cells) => {
                is_pencil |= cells.iter().any(|c| c.len() > 1);
                rows += 1;
                next += 1;
            }
            None if is_pencil => {
                let found = text
                    .split(|c: char| c.is_whitespace() || c == '|' || c == ':')
                    .filter(|cell| !cell.is_empty())
                    .count();
                return Err(format!(
                    "line {line}: a row of a pencil-mark grid holds 9 cells (digits, or candidates such as 126 or [5]), found {found}"
                ));
            }
            None => return Ok(None),
        }
    }
    match (is_pencil, rows) {
        (false, _) => Ok(None),
        (true, 9) => Ok(Some(next)),
        (true, _) => Err(format!(
            "line {}: the pencil-mark grid stops after {rows} of its 9 rows",
            lines[start].0
        )),
    }
}

/// The lines as one text, for an error's record of its input.
fn joined(lines: &[(usize, Result<&str, ()>)]) -> String {
    lines
        .iter()
        .map(|(_, t)| t.unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The entry of the pencil-mark grid on `lines`.
fn pencil_entry(lines: &[(usize, Result<&str, ()>)]) -> Entry {
    let start = lines[0].0;
    let text = joined(lines);
    let unsigned: Vec<String> = text.lines().map(without_signs).collect();
    let puzzle = unsigned
        .join("\n")
        .parse::<LayerGrid>()
        .map(|state| Puzzle::Marks(Box::new(state)))
        .map_err(|e| in_file(&e, start));
    Entry {
        line: start,
        text,
        puzzle,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_strata::{Cell, Digit};

    impl Entry {
        /// The puzzle's digits when it was read as digits.
        fn grid(&self) -> Result<&Grid, &String> {
            match &self.puzzle {
                Ok(Puzzle::Digits(grid)) => Ok(grid),
                Ok(Puzzle::Marks(_)) => Err(&self.text),
                Err(message) => Err(message),
            }
        }

        /// The candidates when it was read as a pencil-mark grid.
        fn marks(&self) -> Option<&LayerGrid> {
            match &self.puzzle {
                Ok(Puzzle::Marks(state)) => Some(state),
                _ => None,
            }
        }
    }

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
        assert_eq!(entries[0].grid().unwrap(), &grid);
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
                entries[0].grid().map(ToString::to_string),
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
        let error = entries[0].grid().unwrap_err();
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
        assert!(entries.iter().all(|e| e.grid() == Ok(&grid)));
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
                assert_eq!(entry.grid(), Ok(&grid), "{name}");
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
        assert_eq!(entries[0].grid(), Ok(&expected));
        // A library line with a broken grid is an error with what is wrong.
        let bad = split(b":0100:7:12345:::\n");
        assert!(bad[0].grid().unwrap_err().contains("81"), "{:?}", bad[0].puzzle);
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
        assert_eq!(entries[0].grid(), Ok(&grid));
        let mut cells = grid.to_bytes();
        cells[72..].fill(0);
        assert_eq!(entries[1].grid(), Ok(&Grid::try_from(cells).unwrap()));
        assert_eq!(entries[1].line, 11);
    }

    #[test]
    fn nothing_but_comments_is_no_puzzle() {
        assert!(split(b"# only\n\n").is_empty());
        assert!(split(b"").is_empty());
    }

    /// The puzzle's candidates after a few eliminations, with a placed digit and a cell
    /// left with one candidate: what a person pastes from a solver.
    fn worked_state() -> LayerGrid {
        let grid: Grid = LINE.parse().unwrap();
        let mut state = LayerGrid::from_grid(&grid);
        let cell = |r, c| Cell::from_row_col(r, c).unwrap();
        let digit = |d| Digit::new(d).unwrap();
        state.place(cell(2, 8), digit(7)).unwrap();
        for d in [2, 5, 8] {
            state.eliminate(cell(1, 1), digit(d));
        }
        state
    }

    #[test]
    fn our_pencil_mark_grids_read_back_whole() {
        let state = worked_state();
        let text = format!(
            "{state}
{state}

{state}
"
        );
        let entries = split(text.as_bytes());
        assert_eq!(
            entries.len(),
            3,
            "{:?}",
            entries.iter().map(|e| &e.puzzle).collect::<Vec<_>>()
        );
        for entry in &entries {
            assert_eq!(entry.marks(), Some(&state));
        }
        assert_eq!(entries[1].line, 14);
        // A line-form puzzle after them is read as well.
        let mixed = format!("{state}\n{LINE}\n");
        let entries = split(mixed.as_bytes());
        assert_eq!(entries.len(), 2);
    }

    #[test]
    fn explain_grids_read_without_their_signs() {
        let state = worked_state();
        // Marked candidates as `explain --candidates` writes them without colour, and
        // the grid indented under its step.
        let signed: String = state
            .to_string()
            .lines()
            .map(|line| {
                format!(
                    "    {}\n",
                    line.replacen(" 13", " *1-3", 1).replacen("69 ", "#6=9 ", 1)
                )
            })
            .collect();
        assert_ne!(signed.replace(['*', '#', '='], "").replace("-3", "3"), signed);
        let entries = split(signed.as_bytes());
        assert_eq!(entries.len(), 1);
        assert_eq!(entries[0].marks(), Some(&state), "{signed}");
    }

    #[test]
    fn hodoku_and_sudokuwiki_frames_read() {
        let state = worked_state();
        let ours = state.to_string();
        let lines: Vec<&str> = ours.lines().collect();
        // HoDoKu: `.---.` on top, `:---+---:` between bands, `'---'` at the bottom.
        let rule = lines[0].replace('+', "-");
        let hodoku: Vec<String> = lines
            .iter()
            .enumerate()
            .map(|(i, line)| match i {
                0 => format!(".{}.", &rule[1..rule.len() - 1]),
                12 => format!("'{}'", &rule[1..rule.len() - 1]),
                _ if line.starts_with('+') => format!(":{}:", &line[1..line.len() - 1]),
                _ => (*line).to_string(),
            })
            .collect();
        // SudokuWiki: `*---*` top and bottom, rules of dashes only between bands.
        let wiki: Vec<String> = lines
            .iter()
            .enumerate()
            .map(|(i, line)| match i {
                0 | 12 => format!("*{}*", &rule[1..rule.len() - 1]),
                _ if line.starts_with('+') => format!("|{}|", &rule[1..rule.len() - 1]),
                _ => (*line).to_string(),
            })
            .collect();
        for (name, text) in [("hodoku", hodoku.join("\n")), ("sudokuwiki", wiki.join("\n"))] {
            let entries = split(text.as_bytes());
            assert_eq!(entries.len(), 1, "{name}:\n{text}");
            assert_eq!(entries[0].marks(), Some(&state), "{name}:\n{text}");
        }
    }

    #[test]
    fn a_broken_pencil_mark_grid_names_its_line() {
        let state = worked_state();
        // Row 5 (line 7 of the grid) loses the gap between two cells.
        let text: String = state
            .to_string()
            .lines()
            .enumerate()
            .map(|(i, line)| match i {
                6 => {
                    line.replacen("| ", "|", 1)
                        .replacen("  ", "#", 1)
                        .replace('#', " ")
                        + " 123\n"
                }
                _ => format!("{line}\n"),
            })
            .collect();
        let text = format!("{LINE}\n\n{text}");
        let entries = split(text.as_bytes());
        let error = entries.last().unwrap().puzzle.clone().unwrap_err();
        assert!(
            error.contains("line 9") && error.contains("found 10"),
            "{error}\n{text}"
        );
        // Rows missing at the end.
        let short: String = state
            .to_string()
            .lines()
            .take(8)
            .map(|l| format!("{l}\n"))
            .collect();
        let error = split(short.as_bytes())[0].puzzle.clone().unwrap_err();
        assert!(error.contains("stops after 6 of its 9 rows"), "{error}");
    }

    #[test]
    fn play_plain_boards_read_without_their_labels() {
        let grid: Grid = LINE.parse().unwrap();
        let mut board = String::from("      c1 c2 c3    c4 c5 c6    c7 c8 c9\n");
        for (i, line) in format!("{grid:#}").lines().enumerate() {
            let label = match line.starts_with('+') {
                true => "    ".to_string(),
                false => format!("r{}  ", i - i / 4),
            };
            board.push_str(&format!("{label}{line}\n"));
        }
        let entries = split(board.as_bytes());
        assert_eq!(entries.len(), 1, "{board}");
        assert_eq!(entries[0].grid(), Ok(&grid), "{board}");
    }
}
