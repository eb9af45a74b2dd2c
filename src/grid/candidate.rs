//! A candidate: one digit in one cell.

use std::fmt;

use super::{Cell, Digit};

/// One digit in one cell: what a step places or eliminates.
///
/// `Display` prints the Eureka notation used in chains, `(7)r3c5`. The forms used in
/// step notation are [`placement`](Candidate::placement) (`r3c5=7`) and
/// [`elimination`](Candidate::elimination) (`r3c5<>7`).
///
/// # Example
///
/// ```
/// use sudoku_strata::{Candidate, Cell, Digit};
///
/// let c = Candidate::new(Cell::from_row_col(3, 5).unwrap(), Digit::new(7).unwrap());
/// assert_eq!(c.to_string(), "(7)r3c5");
/// assert_eq!(c.placement(), "r3c5=7");
/// assert_eq!(c.elimination(), "r3c5<>7");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Candidate {
    /// The cell.
    pub cell: Cell,
    /// The digit.
    pub digit: Digit,
}

impl Candidate {
    /// The candidate `digit` in `cell`.
    #[inline]
    #[must_use]
    pub const fn new(cell: Cell, digit: Digit) -> Candidate {
        Candidate { cell, digit }
    }

    /// The index 0 to 728: `digit index * 81 + cell index`.
    #[inline]
    #[must_use]
    pub const fn index(self) -> usize {
        self.digit.index() * 81 + self.cell.index()
    }

    /// The candidate with this index (see [`index`](Candidate::index)), or `None` past 728.
    #[inline]
    #[must_use]
    pub const fn from_index(index: usize) -> Option<Candidate> {
        match (Digit::from_index(index / 81), Cell::from_index(index % 81)) {
            (Some(digit), Some(cell)) if index < 729 => Some(Candidate { cell, digit }),
            _ => None,
        }
    }

    /// The placement notation, `r3c5=7`.
    #[must_use]
    pub fn placement(self) -> String {
        format!("{}={}", self.cell, self.digit)
    }

    /// The elimination notation, `r3c5<>7`.
    #[must_use]
    pub fn elimination(self) -> String {
        format!("{}<>{}", self.cell, self.digit)
    }
}

impl fmt::Display for Candidate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}){}", self.digit, self.cell)
    }
}

impl fmt::Debug for Candidate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_round_trips() {
        for index in 0..729 {
            let candidate = Candidate::from_index(index).unwrap();
            assert_eq!(candidate.index(), index);
        }
        assert_eq!(Candidate::from_index(729), None);
    }
}
