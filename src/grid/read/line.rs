//! One line of the input: what it is (a puzzle on its own, a row or rule of a grid
//! drawn over several lines, or nothing to read), and the puzzle of a line that holds
//! one, with the fields that may follow it.

use super::Puzzle;
use crate::grid::pencil_marks;
use crate::{Grid, ParseError};

/// What one line of the input is.
pub(super) enum Kind {
    /// A blank line, a comment (`#` first), a section header (`[Puzzle]`) or the column
    /// header of a board (`c1 c2 ... c9`): nothing to read, and the end of any grid.
    Skip,
    /// A rule of a grid, such as `+-------+-------+-------+` or `.---.`.
    Rule,
    /// A row of a grid: nine cells of a picture (`. 4 . | 1 . .`), nine cells of a
    /// pencil-mark grid (`126 7 38 | ...`), or both (nine single digits).
    Row(RowKind),
    /// A whole puzzle on one line, or why the line is not one.
    Puzzle(Result<Puzzle, ParseError>),
}

/// How a row of a grid can be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct RowKind {
    /// Nine cells of a picture.
    pub picture: bool,
    /// Nine cells of a pencil-mark grid.
    pub pencil: bool,
    /// A cell only a pencil-mark grid has (several candidates, `[5]`, `+3`).
    pub pencil_only: bool,
}

/// Whether `text` is a row of a picture whose empty cells are spaces, as some programs
/// save a grid: at most nine positions, of digits, `.` and spaces.
pub(super) fn is_spaced_row(text: &str) -> bool {
    text.len() <= 9 && text.bytes().all(|b| b == b' ' || b == b'.' || b.is_ascii_digit())
}

/// The nine cells of a row of spaces for empty cells.
pub(super) fn spaced_cells(text: &str) -> [u8; 9] {
    let mut cells = [0; 9];
    for (cell, byte) in cells.iter_mut().zip(text.bytes()) {
        if (b'1'..=b'9').contains(&byte) {
            *cell = byte - b'0';
        }
    }
    cells
}

/// What a line is. `text` has had its row label taken off (see [`without_row_label`]).
pub(super) fn classify(text: &str, line: usize) -> Kind {
    if let Some(cells) = plain_line(text) {
        return Kind::Puzzle(Ok(Puzzle::Digits(Grid { cells })));
    }
    let trimmed = text.trim();
    if trimmed.is_empty() || trimmed.starts_with('#') || is_column_header(trimmed) {
        return Kind::Skip;
    }
    if is_rule(trimmed) {
        return Kind::Rule;
    }
    match separated_cells(text, line) {
        Some(Ok(cells)) if cells.len() == 9 => {
            return Kind::Row(RowKind {
                picture: true,
                pencil: false,
                pencil_only: false,
            });
        }
        Some(Ok(cells)) if cells.len() == 81 => {
            return Kind::Puzzle(Ok(Puzzle::Digits(Grid {
                cells: std::array::from_fn(|i| cells[i]),
            })));
        }
        Some(Ok(cells)) => return Kind::Puzzle(Err(ParseError::WrongCellCount { found: cells.len() })),
        Some(Err(error)) => return Kind::Puzzle(Err(error)),
        None => {}
    }
    let pencil =
        pencil_tokens(text).map(|tokens| tokens.len() == 9 && tokens.iter().all(|t| is_pencil_cell(t)));
    if pencil == Some(false) && is_section(trimmed) {
        return Kind::Skip;
    }
    if let Some(grid) = hodoku_grid(text) {
        return Kind::Puzzle(grid.and_then(|(field, column)| {
            let lead = Lead::scan(&field, line, column);
            match lead.verdict() {
                Verdict::Digits(cells) => Ok(Puzzle::Digits(Grid { cells })),
                Verdict::Row | Verdict::Marks(_) => Err(ParseError::WrongCellCount { found: lead.count }),
                Verdict::Bad(error) => Err(error),
            }
        }));
    }
    let lead = Lead::scan(text, line, 0);
    let pencil = pencil == Some(true);
    match lead.verdict() {
        Verdict::Row => Kind::Row(RowKind {
            picture: true,
            pencil,
            pencil_only: false,
        }),
        _ if pencil => Kind::Row(RowKind {
            picture: false,
            pencil,
            pencil_only: pencil_tokens(text).is_some_and(|t| t.iter().any(|t| t.len() > 1)),
        }),
        Verdict::Digits(cells) => Kind::Puzzle(Ok(Puzzle::Digits(Grid { cells }))),
        Verdict::Marks(cells) => {
            Kind::Puzzle(pencil_marks::from_line(&cells, line).map(|s| Puzzle::Marks(Box::new(s))))
        }
        Verdict::Bad(error) => Kind::Puzzle(Err(error)),
    }
}

/// The cells of a line of separated fields, as a spreadsheet saves a grid: a row of nine
/// (`5,3,0,0,7,0,0,0,0`) or a whole puzzle of 81, separated by commas, semicolons or
/// tabs, each field one cell character or empty for an empty cell (`5,3,,,7,,,,`), with
/// spaces around a field and a separator after the last field allowed. `None` when the line is
/// not of that form: fewer than three fields, or a first field that is no cell (a puzzle
/// line with a rating after a comma); an error at the first field after it that is no
/// cell.
pub(super) fn separated_cells(text: &str, line: usize) -> Option<Result<Vec<u8>, ParseError>> {
    let separator = [',', ';', '\t'].into_iter().find(|&s| text.contains(s))?;
    let mut fields: Vec<&str> = text.split(separator).collect();
    if matches!(fields.len(), 10 | 82) && fields.last().is_some_and(|f| f.trim().is_empty()) {
        fields.pop();
    }
    if fields.len() < 3 {
        return None;
    }
    let mut cells = Vec::new();
    let mut column = 1;
    for field in fields {
        let value = field_value(field);
        if cells.is_empty() && value.is_err() {
            return None;
        }
        match value {
            Ok(value) => cells.push(value),
            Err(offset) => {
                let (index, found) = field.chars().enumerate().nth(offset).unwrap_or((0, separator));
                return Some(Err(ParseError::UnexpectedChar {
                    found,
                    line,
                    column: column + index,
                }));
            }
        }
        column += field.chars().count() + 1;
    }
    Some(Ok(cells))
}

/// The cell of one field of a separated line (spaces around it allowed, empty for an
/// empty cell), or the index of the character in it that makes it none.
fn field_value(field: &str) -> Result<u8, usize> {
    let lead = field.chars().take_while(|c| c.is_whitespace()).count();
    let mut chars = field.trim().chars();
    match (chars.next(), chars.next()) {
        (None, _) => Ok(0),
        (Some(ch), None) => cell_value(ch).ok_or(lead),
        (Some(_), Some(_)) => Err(lead + 1),
    }
}

/// The nine cells of a row of a picture: a line of separated fields, or cells with
/// spaces and a frame between them.
pub(super) fn row_cells(text: &str, line: usize) -> [u8; 9] {
    match separated_cells(text, line) {
        Some(Ok(cells)) if cells.len() == 9 => std::array::from_fn(|i| cells[i]),
        _ => Lead::scan(text, line, 0).row_cells(),
    }
}

/// Each byte's value as a cell: its digit, 0 for an empty cell, `NOT_A_CELL` for the
/// others.
const CELL_OF_BYTE: [u8; 256] = {
    let mut table = [NOT_A_CELL; 256];
    let mut digit = 1;
    while digit <= 9 {
        table[(b'0' + digit) as usize] = digit;
        digit += 1;
    }
    let empty = [b'.', b'0', b'_', b'-', b'*', b'x', b'X'];
    let mut i = 0;
    while i < empty.len() {
        table[empty[i] as usize] = 0;
        i += 1;
    }
    table
};

const NOT_A_CELL: u8 = 0x80;

/// The cells of the commonest line, 81 cell characters and nothing else or another field
/// after them: the answer of [`Lead::verdict`] for it, found at a fraction of the cost.
pub(in crate::grid) fn plain_line(text: &str) -> Option<[u8; 81]> {
    let bytes = text.as_bytes();
    let ends = match bytes.get(81) {
        None => bytes.len() == 81,
        Some(&next) => matches!(next, b'\t' | b' ' | b'#' | b';' | b','),
    };
    if !ends {
        return None;
    }
    let mut cells = [0u8; 81];
    let mut flags = 0;
    for (cell, &byte) in cells.iter_mut().zip(bytes) {
        let value = CELL_OF_BYTE[usize::from(byte)];
        flags |= value;
        *cell = value;
    }
    (flags & NOT_A_CELL == 0).then_some(cells)
}

/// The characters that end the puzzle of a line: what follows is another field (a
/// rating, a comment, a source).
fn is_field_separator(ch: char) -> bool {
    matches!(ch, '\t' | '#' | ';' | ',')
}

/// The value of a character that is a cell: a digit, or 0 for an empty cell.
pub(super) fn cell_value(ch: char) -> Option<u8> {
    match ch {
        '1'..='9' => Some(ch as u8 - b'0'),
        '.' | '0' | '_' | '-' | '*' | 'x' | 'X' => Some(0),
        _ => None,
    }
}

/// Characters between cells that are not cells: spaces and the frame of a picture.
fn is_decoration(ch: char) -> bool {
    matches!(ch, '|' | '+' | '=' | ':') || (ch.is_whitespace() && ch != '\t')
}

/// The cells at the start of a line, up to where its other fields begin: runs of cell
/// characters ("groups") with spaces or a frame between them.
pub(super) struct Lead {
    /// The values of the first 729 cells (0 for empty), each with its column.
    cells: Vec<(u8, usize)>,
    /// How many cells the lead holds.
    count: usize,
    /// Each run of cells: its first column and its length.
    groups: Vec<(usize, usize)>,
    /// The character that ended the cells, with its column, or `None` at the end of
    /// the line.
    stop: Option<(char, usize)>,
    line: usize,
}

/// What the cells at the start of a line make.
pub(super) enum Verdict {
    /// A puzzle of 81 cells.
    Digits([u8; 81]),
    /// A pencil-mark line: 729 positions, nine per cell (the digit where it is a
    /// candidate, `.` or `0` where it is not), with their columns.
    Marks(Vec<(u8, usize)>),
    /// Nine cells: a row of a picture.
    Row,
    /// Not a puzzle: why.
    Bad(ParseError),
}

impl Lead {
    /// Reads the cells of `text` (line `line`; `offset` columns before it on the line).
    pub fn scan(text: &str, line: usize, offset: usize) -> Lead {
        let mut lead = Lead {
            cells: Vec::new(),
            count: 0,
            groups: Vec::new(),
            stop: None,
            line,
        };
        let mut in_group = false;
        for (index, ch) in text.chars().enumerate() {
            let column = offset + index + 1;
            if let Some(value) = cell_value(ch) {
                if lead.cells.len() < 729 {
                    lead.cells.push((value, column));
                }
                lead.count += 1;
                match lead.groups.last_mut() {
                    Some(group) if in_group => group.1 += 1,
                    _ => lead.groups.push((column, 1)),
                }
                in_group = true;
            } else if is_decoration(ch) {
                in_group = false;
            } else {
                lead.stop = Some((ch, column));
                break;
            }
        }
        lead
    }

    /// What the cells make: a puzzle of 81 cells (all of them, or the first groups
    /// when what follows them is another field), a pencil-mark line of 729, a row of 9.
    pub fn verdict(&self) -> Verdict {
        let unexpected = self.stop.filter(|&(ch, _)| !is_field_separator(ch));
        let whole = |count: usize| self.count == count && regular(&self.groups, count);
        if whole(81) {
            return Verdict::Digits(self.digits());
        }
        if whole(729) {
            return Verdict::Marks(self.cells.clone());
        }
        if whole(9) && unexpected.is_none() {
            return Verdict::Row;
        }
        // The first groups, when they make a puzzle and the rest is another field (a
        // rating such as `9.0/1.2/1.2`, a number).
        let mut sum = 0;
        for (k, group) in self.groups.iter().enumerate() {
            sum += group.1;
            if sum == 81 && regular(&self.groups[..=k], 81) {
                return Verdict::Digits(self.digits());
            }
            if sum == 729 && regular(&self.groups[..=k], 729) {
                return Verdict::Marks(self.cells[..729].to_vec());
            }
            if sum > 729 {
                break;
            }
        }
        Verdict::Bad(self.error(unexpected))
    }

    fn digits(&self) -> [u8; 81] {
        std::array::from_fn(|i| self.cells[i].0)
    }

    /// How many cells the lead holds.
    pub fn count(&self) -> usize {
        self.count
    }

    /// The nine cells of a row of a picture (its verdict is [`Verdict::Row`]).
    pub fn row_cells(&self) -> [u8; 9] {
        std::array::from_fn(|i| self.cells.get(i).map_or(0, |c| c.0))
    }

    /// Why a line inside a picture is not one of its rows.
    pub fn row_error(&self) -> ParseError {
        match self.stop {
            Some((found, column)) if !is_field_separator(found) => ParseError::UnexpectedChar {
                found,
                line: self.line,
                column,
            },
            _ => ParseError::WrongRowLength {
                line: self.line,
                found: self.count,
            },
        }
    }

    /// Why the cells make no puzzle.
    fn error(&self, unexpected: Option<(char, usize)>) -> ParseError {
        match unexpected {
            Some((found, column)) if self.count < 81 => {
                return ParseError::UnexpectedChar {
                    found,
                    line: self.line,
                    column,
                };
            }
            _ => {}
        }
        if self.groups.len() >= 2 && !regular(&self.groups, self.count) {
            // The first group that breaks the pattern: the first one of another size
            // than the first, or the second one when the first is of no picture's size.
            let size = self.groups[0].1;
            let broken = self
                .groups
                .iter()
                .position(|g| g.1 != size)
                .filter(|_| matches!(size, 9 | 3 | 1))
                .unwrap_or(1);
            return ParseError::BrokenLine {
                cells: self.groups[..broken].iter().map(|g| g.1).sum(),
                line: self.line,
                column: self.groups[broken].0,
            };
        }
        ParseError::WrongCellCount { found: self.count }
    }
}

/// Whether runs of cells are one run of `count`, or runs of one size that a picture's
/// rows or a pencil-mark line's cells are split into.
fn regular(groups: &[(usize, usize)], count: usize) -> bool {
    let Some(&(_, size)) = groups.first() else {
        return false;
    };
    let sizes: &[usize] = match count {
        729 => &[729, 81, 9],
        _ => &[81, 9, 3, 1],
    };
    (size == count || sizes.contains(&size)) && groups.iter().all(|g| g.1 == size)
}

/// The grid field of a HoDoKu library line (`:0100:4:<grid>:<removed candidates>:...`),
/// with the column before it. The grid writes a digit placed after the start as `+5`:
/// the digits all count, as givens of the state the line describes. The removed
/// candidates are not read.
fn hodoku_grid(text: &str) -> Option<Result<(String, usize), ParseError>> {
    let rest = text.strip_prefix(':')?;
    let mut fields = rest.split(':');
    let (code, _, grid) = (fields.next()?, fields.next()?, fields.next()?);
    if !code.bytes().all(|b| b.is_ascii_digit()) || code.is_empty() {
        return None;
    }
    let column = text.len() - rest.len() + rest.find(grid).unwrap_or(0);
    Some(Ok((grid.replace('+', ""), column)))
}

/// Whether a line is a rule of a grid: only `| - + = :` and spaces, or a border with
/// corners such as `.---.`, `'---'` or `*---*`.
pub(super) fn is_rule(line: &str) -> bool {
    (line.chars().all(|c| "|-+=: ".contains(c)) && line.contains(['-', '+', '=']))
        || (line.chars().all(|c| "|-+=:.*' ".contains(c)) && (line.contains("---") || line.contains("===")))
}

/// Whether a line is a section header of the `.sdk` layout (`[Puzzle]`).
fn is_section(line: &str) -> bool {
    line.starts_with('[') && line.ends_with(']')
}

/// A row label of `play --plain` (`r4  | . 4 . |`) taken off, so that the row reads as
/// a picture's row.
pub(super) fn without_row_label(line: &str) -> &str {
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
    let mut words = line.split_whitespace();
    (1..=9).all(|n| {
        words
            .next()
            .and_then(|w| w.strip_prefix('c'))
            .is_some_and(|d| d.len() == 1 && d.as_bytes()[0] == b'0' + n)
    }) && words.next().is_none()
}

/// A line of a pencil-mark grid with the signs `explain --candidates` writes before
/// marked candidates without colour (`34*789`, `1246-89`, `=5`, `#5`) taken away.
pub(super) fn without_signs(line: &str) -> String {
    let chars: Vec<char> = line.chars().collect();
    chars
        .iter()
        .enumerate()
        .filter(|&(i, c)| !("*#=-".contains(*c) && chars.get(i + 1).is_some_and(|n| ('1'..='9').contains(n))))
        .map(|(_, c)| c)
        .collect()
}

/// The cells of a line of a pencil-mark grid, split at spaces and frames.
fn pencil_tokens(line: &str) -> Option<Vec<String>> {
    let tokens: Vec<String> = pencil_tokens_with_columns(&without_signs(line))
        .into_iter()
        .map(|(_, token)| token)
        .collect();
    (!tokens.is_empty()).then_some(tokens)
}

/// The tokens of a line split at spaces and frames, each with the column where it
/// starts.
pub(super) fn pencil_tokens_with_columns(line: &str) -> Vec<(usize, String)> {
    let mut tokens: Vec<(usize, String)> = Vec::new();
    let mut in_token = false;
    for (index, ch) in line.chars().enumerate() {
        if ch.is_whitespace() || ch == '|' || ch == ':' {
            in_token = false;
            continue;
        }
        match tokens.last_mut() {
            Some((_, token)) if in_token => token.push(ch),
            _ => tokens.push((index + 1, ch.to_string())),
        }
        in_token = true;
    }
    tokens
}

/// Whether a token is a cell of a pencil-mark grid: `7`, `126`, `+3`, `[5]` or `[]`.
pub(super) fn is_pencil_cell(token: &str) -> bool {
    let digits = token
        .strip_prefix('+')
        .or_else(|| token.strip_prefix('[').and_then(|c| c.strip_suffix(']')))
        .unwrap_or(token);
    (!digits.is_empty() || token == "[]") && digits.chars().all(|c| ('1'..='9').contains(&c))
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINE: &str = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489";

    fn verdict(text: &str) -> Result<Grid, ParseError> {
        match Lead::scan(text, 1, 0).verdict() {
            Verdict::Digits(cells) => Ok(Grid { cells }),
            Verdict::Bad(error) => Err(error),
            Verdict::Row | Verdict::Marks(_) => Err(ParseError::Empty),
        }
    }

    #[test]
    fn a_puzzle_line_may_be_followed_by_a_rating_or_a_comment() {
        let grid: Grid = LINE.parse().unwrap();
        for rest in [
            " 9.0/1.2/1.2",
            " ED=9.0/1.2/1.2",
            " SE 9.0",
            ",9.0",
            "\t9.0\t1.2",
            " ;7.1",
            "  # a comment",
            " a comment",
            "   11.7/1.2/1.2   220223  #1109",
            " 12",
        ] {
            assert_eq!(verdict(&format!("{LINE}{rest}")), Ok(grid), "{rest:?}");
        }
        let grouped: Vec<&str> = (0..9).map(|r| &LINE[r * 9..r * 9 + 9]).collect();
        assert_eq!(verdict(&format!("{} 9.0/1.2/1.2", grouped.join(" "))), Ok(grid));
    }

    #[test]
    fn the_plain_line_answers_as_the_whole_scan_does() {
        let grouped: Vec<&str> = (0..9).map(|r| &LINE[r * 9..r * 9 + 9]).collect();
        let lines = [
            LINE.to_string(),
            format!("{LINE} 9.0/1.2/1.2"),
            format!("{LINE}\t12"),
            format!("{LINE},9.0"),
            format!("{LINE}1"),
            format!("{LINE}a"),
            format!("{LINE} {LINE}"),
            LINE[..80].to_string(),
            grouped.join(" "),
            LINE.replace('.', "0").repeat(9),
        ];
        let mut fast = 0;
        for text in lines {
            let scanned = match Lead::scan(&text, 1, 0).verdict() {
                Verdict::Digits(cells) => Some(cells),
                _ => None,
            };
            if let Some(cells) = plain_line(&text) {
                assert_eq!(Some(cells), scanned, "{text}");
                fast += 1;
            }
        }
        // The line alone, with a rating, a field after a tab or a comma, and before another.
        assert_eq!(fast, 5);
    }

    #[test]
    fn cells_that_make_no_puzzle_say_where() {
        assert_eq!(
            verdict(&format!("{} 12", &LINE[..79])),
            Err(ParseError::BrokenLine {
                cells: 79,
                line: 1,
                column: 81
            })
        );
        assert_eq!(
            verdict(&format!("{} {}", &LINE[..40], &LINE[40..])),
            Err(ParseError::BrokenLine {
                cells: 40,
                line: 1,
                column: 42
            })
        );
        assert_eq!(
            verdict(&format!("{} 9.0/1.2/1.2", &LINE[..80])),
            Err(ParseError::BrokenLine {
                cells: 80,
                line: 1,
                column: 82
            })
        );
        assert_eq!(
            verdict(&format!("{}a", &LINE[..40])),
            Err(ParseError::UnexpectedChar {
                found: 'a',
                line: 1,
                column: 41
            })
        );
        assert_eq!(
            verdict(&LINE[..80]),
            Err(ParseError::WrongCellCount { found: 80 })
        );
        assert_eq!(
            verdict(&format!("{LINE}1")),
            Err(ParseError::WrongCellCount { found: 82 })
        );
        assert_eq!(
            verdict(&format!("{};x", &LINE[..79])),
            Err(ParseError::WrongCellCount { found: 79 })
        );
    }

    #[test]
    fn rows_rules_and_headers_are_told_apart() {
        let row = |text| match classify(text, 1) {
            Kind::Row(kind) => Some(kind),
            _ => None,
        };
        assert_eq!(
            row("| . 4 . | 1 . . | 6 . . |").map(|k| (k.picture, k.pencil)),
            Some((true, false))
        );
        assert_eq!(
            row("1 2 3 4 5 6 7 8 9").map(|k| (k.picture, k.pencil, k.pencil_only)),
            Some((true, true, false))
        );
        assert_eq!(
            row("| 126 7 38 | 4 5 6 | [1] +2 9 |").map(|k| (k.picture, k.pencil_only)),
            Some((false, true))
        );
        assert!(matches!(classify("+-------+-------+", 1), Kind::Rule));
        assert!(matches!(classify(".----------.", 1), Kind::Rule));
        assert!(matches!(classify("[Puzzle]", 1), Kind::Skip));
        assert!(matches!(
            classify("   c1 c2 c3   c4 c5 c6   c7 c8 c9", 1),
            Kind::Skip
        ));
        assert!(matches!(classify("# caf\u{e9}", 1), Kind::Skip));
    }
}
