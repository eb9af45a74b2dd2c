//! A grid drawn over several lines (a picture, a pencil-mark grid), read whole or not at
//! all: it ends at its own border, and a grid with a row missing is an error on its
//! first line, never completed with a row of the grid after it.

use super::Puzzle;
use super::line::{self, Kind, Lead, RowKind};
use crate::{Grid, LayerGrid, ParseError};

/// What one line of a grid is.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Part {
    Rule,
    Row(RowKind),
    /// A row of a picture whose empty cells are spaces.
    Spaced,
    /// A line inside the grid's frame that is no row: the grid's error.
    Bad,
}

/// The lines of one grid, as they are read.
pub(super) struct Block {
    lines: Vec<(usize, String, Part)>,
    rows: usize,
    /// For each rule, how many rows come before it.
    rules: Vec<usize>,
    /// Whether every row so far can be a row with spaces for empty cells.
    spaced: bool,
    /// Whether the grid ended because a row followed its ninth, with no border or blank
    /// line between them.
    ran_on: bool,
}

/// What a block does with the line offered to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Offer {
    /// The line is part of the grid, which may go on.
    Took,
    /// The line is the grid's last (its bottom border).
    TookLast,
    /// The grid ended before this line, which is not part of it.
    Ended,
}

/// Whether a line that is neither a puzzle nor a row can start a picture with spaces for
/// empty cells.
pub(super) fn starts_spaced(text: &str) -> bool {
    line::is_spaced_row(text) && text.contains(' ') && text.bytes().any(|b| b.is_ascii_digit())
}

impl Block {
    /// A grid that starts with this line: a rule, a row, or a row with spaces for empty
    /// cells.
    pub fn start(number: usize, text: String, kind: &Kind) -> Block {
        let part = match kind {
            Kind::Rule => Part::Rule,
            Kind::Row(row) => Part::Row(*row),
            _ => Part::Spaced,
        };
        let mut block = Block {
            lines: Vec::new(),
            rows: 0,
            rules: Vec::new(),
            spaced: true,
            ran_on: false,
        };
        block.take(number, text, part);
        block
    }

    fn take(&mut self, number: usize, text: String, part: Part) {
        match part {
            Part::Rule => self.rules.push(self.rows),
            _ => self.rows += 1,
        }
        if part != Part::Rule {
            self.spaced &= line::is_spaced_row(&text);
        }
        self.lines.push((number, text, part));
    }

    fn bordered(&self) -> bool {
        self.lines.first().is_some_and(|l| l.2 == Part::Rule)
    }

    /// Offers the next line of the input (`None` for a line too long to be read).
    pub fn offer(&mut self, number: usize, text: &str, kind: Option<&Kind>) -> Offer {
        let Some(kind) = kind else {
            return Offer::Ended;
        };
        let last_is_rule = self.lines.last().is_some_and(|l| l.2 == Part::Rule);
        // Inside a picture of rows with spaces for empty cells, a short row, or nine
        // spaces for a row with no digit.
        let blank = text.trim().is_empty();
        if self.spaced
            && self.rows > 0
            && self.rows < 9
            && self.rules.is_empty()
            && line::is_spaced_row(text)
            && (!blank || text.len() == 9)
            && !matches!(kind, Kind::Row(row) if row.picture)
        {
            self.take(number, text.to_string(), Part::Spaced);
            return Offer::Took;
        }
        match kind {
            Kind::Skip | Kind::Puzzle(Ok(_)) => Offer::Ended,
            // Two rules in a row: the bottom of one grid and the top of the next.
            Kind::Rule if last_is_rule && self.rows > 0 => Offer::Ended,
            Kind::Rule => {
                self.take(number, text.to_string(), Part::Rule);
                // A grid ends at the rule after its ninth row, or at its fourth rule
                // when its rules stand between bands.
                let bands = self.bordered() && self.rules.len() == 4 && self.rules.iter().all(|r| r % 3 == 0);
                match self.rows >= 9 || bands {
                    true => Offer::TookLast,
                    false => Offer::Took,
                }
            }
            Kind::Row(_) | Kind::Puzzle(Err(_)) if self.rows >= 9 => {
                self.ran_on = matches!(kind, Kind::Row(_));
                Offer::Ended
            }
            Kind::Row(row) => {
                self.take(number, text.to_string(), Part::Row(*row));
                Offer::Took
            }
            // A line that is no row, inside the grid's frame or of a row's length (a
            // typo, a cell too many or too few): the grid is broken there.
            Kind::Puzzle(Err(_)) if self.bordered() || text.contains('|') || looks_like_row(text) => {
                self.take(number, text.to_string(), Part::Bad);
                Offer::Took
            }
            Kind::Puzzle(Err(_)) => Offer::Ended,
        }
    }

    /// The grid's first line, its text, and its puzzle or why it has none; and whether
    /// it ran into the next grid without a border or blank line between them.
    pub fn finish(self) -> (usize, String, Result<Puzzle, ParseError>, bool) {
        let first = self.lines.first().map_or(1, |l| l.0);
        let text = self
            .lines
            .iter()
            .map(|l| l.1.as_str())
            .collect::<Vec<_>>()
            .join("\n");
        let puzzle = self.puzzle(first);
        (first, text, puzzle, self.ran_on)
    }

    fn puzzle(&self, first: usize) -> Result<Puzzle, ParseError> {
        let rows = || self.lines.iter().filter(|l| l.2 != Part::Rule);
        let pencil = rows().any(|l| matches!(l.2, Part::Row(row) if row.pencil_only));
        if let Some((number, text, _)) = rows().find(|l| l.2 == Part::Bad) {
            return Err(row_error(text, *number, pencil));
        }
        if self.rows != 9 {
            return Err(ParseError::IncompleteGrid {
                line: first,
                rows: self.rows,
            });
        }
        let every_row = (1..9).all(|r| self.rules.contains(&r));
        let rules = self.lines.iter().filter(|l| l.2 == Part::Rule);
        if let Some(((number, _, _), _)) = rules
            .zip(&self.rules)
            .find(|&(_, &rows)| rows % 3 != 0 && !every_row)
        {
            return Err(ParseError::MisplacedRule { line: *number });
        }
        if pencil {
            if let Some((number, text, _)) = rows().find(|l| !matches!(l.2, Part::Row(row) if row.pencil)) {
                return Err(row_error(text, *number, true));
            }
            let text: Vec<String> = self.lines.iter().map(|l| line::without_signs(&l.1)).collect();
            return text
                .join("\n")
                .parse::<LayerGrid>()
                .map(|state| Puzzle::Marks(Box::new(state)))
                .map_err(|e| e.shifted(first - 1));
        }
        let mut cells = [0u8; 81];
        let mut next = cells.iter_mut();
        let picture = rows().all(|l| matches!(l.2, Part::Row(row) if row.picture));
        for (number, text, _) in rows() {
            let values = match picture {
                true => line::row_cells(text, *number),
                false if self.spaced => line::spaced_cells(text),
                false => return Err(row_error(text, *number, false)),
            };
            for value in values {
                if let Some(cell) = next.next() {
                    *cell = value;
                }
            }
        }
        Ok(Puzzle::Digits(Grid { cells }))
    }
}

/// Whether a line that is no row has about a row's cells (1 to 12), as a row with a
/// typo does; a short puzzle line has many more, and text that is no grid none.
fn looks_like_row(text: &str) -> bool {
    (1..=12).contains(&Lead::scan(text, 0, 0).count())
}

/// Why a line inside a grid is no row of it, with its position.
fn row_error(text: &str, number: usize, pencil: bool) -> ParseError {
    if !pencil {
        return match line::separated_cells(text, number) {
            Some(Ok(cells)) => ParseError::WrongRowLength {
                line: number,
                found: cells.len(),
            },
            Some(Err(error)) => error,
            None => Lead::scan(text, number, 0).row_error(),
        };
    }
    let tokens = line::pencil_tokens_with_columns(&line::without_signs(text));
    for (column, token) in &tokens {
        if let Some(error) = token_error(token, number, *column) {
            return error;
        }
    }
    ParseError::WrongRowLength {
        line: number,
        found: tokens.len(),
    }
}

/// Why a token of a pencil-mark row is no cell (`7`, `126`, `+3`, `[5]`, `[]`), if it
/// is not.
fn token_error(token: &str, line: usize, column: usize) -> Option<ParseError> {
    if line::is_pencil_cell(token) {
        return None;
    }
    let bracket = token.starts_with('[');
    let chars: Vec<char> = token.chars().collect();
    let inner = usize::from(bracket || token.starts_with('+'));
    for (index, &ch) in chars.iter().enumerate().skip(inner) {
        let closes = bracket && ch == ']' && index + 1 == chars.len();
        if !closes && !('1'..='9').contains(&ch) {
            return Some(ParseError::UnexpectedChar {
                found: ch,
                line,
                column: column + index,
            });
        }
    }
    Some(match bracket {
        true => ParseError::UnclosedBracket { line, column },
        false => ParseError::UnexpectedChar {
            found: chars[0],
            line,
            column,
        },
    })
}
