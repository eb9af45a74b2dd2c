//! The pencil-mark (candidates) text form of a [`LayerGrid`].

use std::fmt;
use std::str::FromStr;

use super::{Cell, Digit, DigitSet, LayerGrid};
use crate::ParseError;

/// One cell as written in a pencil-mark grid.
enum Token {
    Given(Digit),
    Placed(Digit),
    Candidates(DigitSet),
}

impl LayerGrid {
    /// How `cell` is written in the pencil-mark grid.
    fn token(&self, cell: Cell) -> String {
        match self.value(cell) {
            Some(digit) if self.is_given(cell) => digit.to_string(),
            Some(digit) => format!("+{digit}"),
            None => {
                let candidates = self.cell_candidates(cell);
                if candidates.len() >= 2 {
                    candidates.join("")
                } else {
                    format!("[{}]", candidates.join(""))
                }
            }
        }
    }
}

impl fmt::Display for LayerGrid {
    /// The pencil-mark grid: nine rows of cells, boxed; see [`LayerGrid`] for the cell forms.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let tokens: Vec<String> = Cell::ALL.iter().map(|&c| self.token(c)).collect();
        let widths: Vec<usize> = (0..9)
            .map(|col| (0..9).map(|row| tokens[row * 9 + col].len()).max().unwrap_or(1))
            .collect();
        let rule: String = {
            let mut rule = String::from("+");
            for stack in 0..3 {
                let inner: usize = widths[stack * 3..stack * 3 + 3].iter().sum::<usize>() + 4;
                rule.push_str(&"-".repeat(inner));
                rule.push('+');
            }
            rule
        };
        for row in 0..9 {
            if row % 3 == 0 {
                writeln!(f, "{rule}")?;
            }
            for col in 0..9 {
                if col % 3 == 0 {
                    f.write_str("| ")?;
                }
                write!(f, "{:<width$} ", tokens[row * 9 + col], width = widths[col])?;
            }
            writeln!(f, "|")?;
        }
        write!(f, "{rule}")
    }
}

/// Reads the cells of a pencil-mark grid, with their positions for error messages.
struct TokenReader<'a> {
    chars: std::iter::Peekable<std::str::Chars<'a>>,
    line: usize,
    column: usize,
}

impl TokenReader<'_> {
    fn bump(&mut self) -> Option<char> {
        let ch = self.chars.next()?;
        if ch == '\n' {
            self.line += 1;
            self.column = 0;
        } else {
            self.column += 1;
        }
        Some(ch)
    }

    fn unexpected(&self, found: char) -> ParseError {
        ParseError::UnexpectedChar {
            found,
            line: self.line,
            column: self.column,
        }
    }

    /// Reads a run of digits 1-9 into a set, refusing repeats.
    fn digits(&mut self, first: char, start: (usize, usize)) -> Result<(DigitSet, usize), ParseError> {
        let mut set = DigitSet::EMPTY;
        let mut count = 0;
        let mut next = Some(first);
        while let Some(ch) = next {
            let digit = match ch {
                '1'..='9' => Digit::new(ch as u8 - b'0').unwrap_or(Digit::ALL[0]),
                _ => return Err(self.unexpected(ch)),
            };
            if set.contains(digit) {
                return Err(ParseError::RepeatedCandidate {
                    digit,
                    line: start.0,
                    column: start.1,
                });
            }
            set.insert(digit);
            count += 1;
            next = match self.chars.peek() {
                Some(c) if c.is_ascii_digit() => self.bump(),
                _ => None,
            };
        }
        Ok((set, count))
    }

    fn next_token(&mut self) -> Option<Result<Token, ParseError>> {
        loop {
            let ch = self.bump()?;
            let start = (self.line, self.column);
            match ch {
                '1'..='9' => {
                    return Some(
                        self.digits(ch, start)
                            .map(|(set, count)| match (count, set.first()) {
                                (1, Some(digit)) => Token::Given(digit),
                                _ => Token::Candidates(set),
                            }),
                    );
                }
                '+' if self.chars.peek().is_some_and(|c| c.is_ascii_digit()) => {
                    let first = self.bump()?;
                    return Some(match self.digits(first, start) {
                        Ok((set, 1)) => Ok(Token::Placed(set.first().unwrap_or(Digit::ALL[0]))),
                        Ok(_) => Err(ParseError::UnexpectedChar {
                            found: '+',
                            line: start.0,
                            column: start.1,
                        }),
                        Err(error) => Err(error),
                    });
                }
                '[' => {
                    let mut set = DigitSet::EMPTY;
                    loop {
                        match self.bump() {
                            None => {
                                return Some(Err(ParseError::UnclosedBracket {
                                    line: start.0,
                                    column: start.1,
                                }));
                            }
                            Some(']') => return Some(Ok(Token::Candidates(set))),
                            Some(c @ '1'..='9') => {
                                let digit = Digit::new(c as u8 - b'0').unwrap_or(Digit::ALL[0]);
                                if set.contains(digit) {
                                    return Some(Err(ParseError::RepeatedCandidate {
                                        digit,
                                        line: start.0,
                                        column: start.1,
                                    }));
                                }
                                set.insert(digit);
                            }
                            Some(c) if c == ',' || c.is_whitespace() => {}
                            Some(c) => return Some(Err(self.unexpected(c))),
                        }
                    }
                }
                '|' | '-' | '=' | ':' | '.' | '\'' | '*' | '+' => {}
                c if c.is_whitespace() => {}
                c => return Some(Err(self.unexpected(c))),
            }
        }
    }
}

impl FromStr for LayerGrid {
    type Err = ParseError;

    /// Reads a pencil-mark grid, or a pencil-mark line of 729 characters; see
    /// [`LayerGrid`] for the forms.
    fn from_str(text: &str) -> Result<LayerGrid, ParseError> {
        if let Some(line) = super::read::pencil_line(text) {
            return line;
        }
        let mut reader = TokenReader {
            chars: text.chars().peekable(),
            line: 1,
            column: 0,
        };
        let mut tokens = Vec::with_capacity(81);
        while let Some(token) = reader.next_token() {
            tokens.push(token?);
        }
        if tokens.is_empty() {
            return Err(ParseError::Empty);
        }
        if tokens.len() != 81 {
            return Err(ParseError::WrongCellCount { found: tokens.len() });
        }
        Ok(from_tokens(&tokens))
    }
}

/// The layer grid of 81 cells as written.
fn from_tokens(tokens: &[Token]) -> LayerGrid {
    let mut layers = LayerGrid::new();
    // Solved cells first, so that their peers lose the digit before the candidate
    // lists are applied.
    for (cell, token) in Cell::ALL.iter().zip(tokens) {
        match *token {
            Token::Given(digit) => {
                layers.place_unchecked(*cell, digit);
                layers.set_given(*cell);
            }
            Token::Placed(digit) => layers.place_unchecked(*cell, digit),
            Token::Candidates(_) => {}
        }
    }
    for (cell, token) in Cell::ALL.iter().zip(tokens) {
        if let Token::Candidates(set) = *token {
            layers.restrict(*cell, set);
        }
    }
    layers
}

/// The layer grid of a pencil-mark line: 729 positions (each with its column on line
/// `line`), nine per cell, holding the digit where it is a candidate and 0 where it is
/// not. A cell with one candidate that none of its peers has is a given; one whose
/// digit a peer still has is an unsolved cell with one candidate left.
pub(super) fn from_line(positions: &[(u8, usize)], line: usize) -> Result<LayerGrid, ParseError> {
    let mut sets = Vec::with_capacity(81);
    for cell in positions.chunks(9) {
        let mut set = DigitSet::EMPTY;
        for (place, &(value, column)) in (1..).zip(cell) {
            match value {
                0 => {}
                _ if value == place => set.insert(Digit::ALL[usize::from(place) - 1]),
                _ => {
                    return Err(ParseError::UnexpectedChar {
                        found: char::from(b'0' + value),
                        line,
                        column,
                    });
                }
            }
        }
        sets.push(set);
    }
    let tokens: Vec<Token> = Cell::ALL
        .iter()
        .zip(&sets)
        .map(|(cell, &set)| match (set.len(), set.first()) {
            (1, Some(digit))
                if cell
                    .peers()
                    .iter()
                    .all(|peer| !sets[peer.index()].contains(digit)) =>
            {
                Token::Given(digit)
            }
            _ => Token::Candidates(set),
        })
        .collect();
    Ok(from_tokens(&tokens))
}

impl LayerGrid {
    /// The pencil-mark line of 729 characters that Sudoku Explainer and other programs
    /// exchange: nine characters per cell, in reading order, the digit where it is a
    /// candidate (or the cell's digit) and `.` where it is not. It reads back (with
    /// `FromStr`), except that a cell with one candidate left reads as a given when no peer has
    /// that digit as a candidate.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Grid, LayerGrid};
    ///
    /// let grid: Grid = ".3......28.6....1.....4...3..1..6.7....7..3.4.6.3.5.......87..9..9..2...7.....2..".parse()?;
    /// let state = LayerGrid::from_grid(&grid);
    /// let line = state.pencil_line();
    /// assert_eq!(line.len(), 729);
    /// assert_eq!(&line[..18], "1..45...9..3......");
    /// assert_eq!(line.parse::<LayerGrid>()?, state);
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[must_use]
    pub fn pencil_line(&self) -> String {
        let mut line = String::with_capacity(729);
        for cell in Cell::ALL {
            let shown = match self.value(cell) {
                Some(digit) => DigitSet::from_iter([digit]),
                None => self.cell_candidates(cell),
            };
            for digit in Digit::ALL {
                line.push(match shown.contains(digit) {
                    true => char::from(b'0' + digit.get()),
                    false => '.',
                });
            }
        }
        line
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Grid;

    const PUZZLE: &str = ".3......28.6....1.....4...3..1..6.7....7..3.4.6.3.5.......87..9..9..2...7.....2..";

    #[test]
    fn round_trips_with_placed_cells_and_short_candidate_lists() {
        let grid: Grid = PUZZLE.parse().unwrap();
        let mut layers = LayerGrid::from_grid(&grid);
        let mut open = layers.unsolved_cells().iter();
        let (first, second) = (open.next().unwrap(), open.next().unwrap());
        let digit = layers.cell_candidates(first).first().unwrap();
        layers.place(first, digit).unwrap();
        let keep = layers.cell_candidates(second).first().unwrap();
        for digit in Digit::ALL.into_iter().filter(|&d| d != keep) {
            layers.eliminate(second, digit);
        }
        let text = layers.to_string();
        assert!(text.contains("+1"), "{text}");
        assert!(text.contains(&format!("[{keep}]")), "{text}");
        let back: LayerGrid = text.parse().unwrap();
        assert_eq!(back, layers);
    }

    #[test]
    fn reads_a_foreign_frame() {
        let grid: Grid = PUZZLE.parse().unwrap();
        let layers = LayerGrid::from_grid(&grid);
        let foreign = layers.to_string().replace('+', ".").replace('|', ":");
        assert_eq!(foreign.parse::<LayerGrid>().unwrap(), layers);
    }

    #[test]
    fn bad_pencil_marks_are_reported() {
        assert_eq!("".parse::<LayerGrid>(), Err(ParseError::Empty));
        assert_eq!(
            "12 34".parse::<LayerGrid>(),
            Err(ParseError::WrongCellCount { found: 2 })
        );
        assert!(matches!(
            "122".parse::<LayerGrid>(),
            Err(ParseError::RepeatedCandidate { .. })
        ));
        assert!(matches!(
            "[12".parse::<LayerGrid>(),
            Err(ParseError::UnclosedBracket { line: 1, column: 1 })
        ));
        assert!(matches!(
            "12 a".parse::<LayerGrid>(),
            Err(ParseError::UnexpectedChar {
                found: 'a',
                line: 1,
                column: 4
            })
        ));
        assert!(matches!(
            "102".parse::<LayerGrid>(),
            Err(ParseError::UnexpectedChar { found: '0', .. })
        ));
    }
}
