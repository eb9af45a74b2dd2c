//! A literal of the forcing strategies: one candidate taken as true or as false, packed
//! in 16 bits so that tables of literals index by it.

use std::fmt;

use crate::{Candidate, Cell, Digit};

/// A candidate taken as true (`r4c5=1`) or as false (`r4c5<>1`).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(super) struct Lit(u16);

impl Lit {
    /// The candidate taken as true.
    #[inline]
    pub(super) fn on(candidate: Candidate) -> Lit {
        Lit((candidate.index() as u16) << 1 | 1)
    }

    /// The candidate taken as false.
    #[inline]
    pub(super) fn off(candidate: Candidate) -> Lit {
        Lit((candidate.index() as u16) << 1)
    }

    #[inline]
    pub(super) fn from_parts(cell: usize, digit: usize, on: bool) -> Lit {
        Lit(((digit * 81 + cell) as u16) << 1 | u16::from(on))
    }

    /// Whether the candidate is taken as true.
    #[inline]
    pub(super) fn is_on(self) -> bool {
        self.0 & 1 == 1
    }

    /// The opposite literal.
    #[inline]
    pub(super) fn negated(self) -> Lit {
        Lit(self.0 ^ 1)
    }

    /// The index, 0 to 1,457.
    #[inline]
    pub(super) fn index(self) -> usize {
        self.0 as usize
    }

    #[inline]
    pub(super) fn candidate_index(self) -> usize {
        (self.0 >> 1) as usize
    }

    #[inline]
    pub(super) fn cell_index(self) -> usize {
        self.candidate_index() % 81
    }

    #[inline]
    pub(super) fn digit_index(self) -> usize {
        self.candidate_index() / 81
    }

    /// The candidate.
    pub(super) fn candidate(self) -> Candidate {
        let cell = Cell::ALL[self.cell_index()];
        let digit = Digit::ALL[self.digit_index()];
        Candidate::new(cell, digit)
    }

    /// The cell.
    pub(super) fn cell(self) -> Cell {
        Cell::ALL[self.cell_index()]
    }

    /// The digit.
    pub(super) fn digit(self) -> Digit {
        Digit::ALL[self.digit_index()]
    }

    /// The plane of known literals this one belongs to: digit, then truth.
    #[inline]
    pub(super) fn plane(self) -> usize {
        self.digit_index() * 2 + (self.0 & 1) as usize
    }

    /// The words a sentence uses: `r4c5 is 1` or `r4c5 is not 1`.
    pub(super) fn phrase(self) -> String {
        let c = self.candidate();
        if self.is_on() {
            format!("{} is {}", c.cell, c.digit)
        } else {
            format!("{} is not {}", c.cell, c.digit)
        }
    }
}

impl fmt::Display for Lit {
    /// `r4c5=1` or `r4c5<>1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = self.candidate();
        if self.is_on() {
            f.write_str(&c.placement())
        } else {
            f.write_str(&c.elimination())
        }
    }
}

impl fmt::Debug for Lit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}
