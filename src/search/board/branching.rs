//! Where the search branches: the placement of a digit in a band or stack, or a cell.

use super::BandCell;
use super::Board;
use crate::search::tables::{FIT_COUNT, FITTING, PERMUTATION_CELLS, PERMUTATIONS, ROW};

/// How [`Board::branch_placement`] picks the band or stack to branch in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum UnitChoice {
    /// The unit with the fewest digits left to place.
    FewestOpenDigits,
    /// The unit with the fewest placements over all its digits.
    FewestPlacements,
}

/// A branch on the placement of a digit in a band: the word and the fitting
/// placements (bit `p` for placement `p` of [`PERMUTATION_CELLS`]).
#[derive(Clone, Copy, Debug)]
pub(crate) struct PlacementBranch {
    pub band: usize,
    pub digit: usize,
    pub fitting: u32,
    /// When set, a placement in stack `band` instead (bands become the rows of the
    /// placement, columns of the stack its boxes).
    pub vertical: bool,
}

impl Board {
    /// Keeps only `cells` in the word of a [`PlacementBranch`].
    #[inline(always)]
    pub(crate) fn restrict_placement(&mut self, branch: PlacementBranch, placement: usize) {
        if !branch.vertical {
            self.restrict(branch, PERMUTATION_CELLS[placement]);
            return;
        }
        let stack = branch.band;
        let m = PERMUTATIONS[placement];
        for band in 0..3 {
            let j = (m >> (3 * band) & 7).trailing_zeros();
            let col = 3 * stack as u32 + j;
            let stack_cols = 0o7u32 << (3 * stack);
            let keep_cols = (ROW & !stack_cols) | 1 << col;
            self.keep_only(band, branch.digit, keep_cols * 0o001_001_001);
        }
    }

    /// How many candidate cells placement `placement` of `branch` keeps.
    #[inline(always)]
    pub(crate) fn placement_weight(&self, branch: PlacementBranch, placement: usize) -> u32 {
        if !branch.vertical {
            return (self.cells[branch.band][branch.digit] & PERMUTATION_CELLS[placement]).count_ones();
        }
        let stack = branch.band;
        let m = PERMUTATIONS[placement];
        let mut total = 0;
        for band in 0..3 {
            let j = (m >> (3 * band) & 7).trailing_zeros();
            let col = 3 * stack as u32 + j;
            total += (self.cells[band][branch.digit] & 0o001_001_001 << col).count_ones();
        }
        total
    }

    #[inline(always)]
    pub(crate) fn restrict(&mut self, branch: PlacementBranch, cells: u32) {
        self.keep_only(branch.band, branch.digit, cells);
    }

    /// The cell to branch on: a cell with two candidates if there is one, else one with
    /// the fewest. Only after [`propagate`](Self::propagate) returned true on an
    /// unsolved board.
    #[inline(always)]
    pub(crate) fn branch_cell(&self) -> BandCell {
        for band in 0..3 {
            let (mut one, mut two, mut three) = (0u32, 0u32, 0u32);
            for &w in &self.cells[band] {
                three |= two & w;
                two |= one & w;
                one |= w;
            }
            let pairs = two & !three & self.unsolved[band];
            if pairs != 0 {
                return BandCell {
                    band,
                    bit: pairs & pairs.wrapping_neg(),
                };
            }
        }
        let mut best = BandCell { band: 0, bit: 0 };
        let mut best_count = usize::MAX;
        for band in 0..3 {
            let mut open = self.unsolved[band];
            while open != 0 {
                let bit = open & open.wrapping_neg();
                open ^= bit;
                let count = self.cells[band].iter().filter(|&&w| w & bit != 0).count();
                if count < best_count {
                    best = BandCell { band, bit };
                    best_count = count;
                }
            }
        }
        best
    }

    /// The placement to branch on: in the band or stack `choice` picks, the digit with
    /// the fewest placements (at least two). Only after [`propagate`](Self::propagate)
    /// returned true on an unsolved board.
    #[inline(always)]
    pub(crate) fn branch_placement(&self, choice: UnitChoice) -> Option<PlacementBranch> {
        let (vertical, unit) = match choice {
            UnitChoice::FewestOpenDigits => self.unit_by(|open, _, _| open),
            UnitChoice::FewestPlacements => {
                self.unit_by(|_, vertical, unit| self.unit_placements(vertical, unit))
            }
        }?;
        let mut pick = (u32::MAX, 0, 0);
        for digit in 0..9 {
            let m = if vertical {
                (self.units[digit] >> (32 + 9 * unit)) as u32 & ROW
            } else {
                self.units[digit] as u32 >> (9 * unit) & ROW
            };
            let count = u32::from(FIT_COUNT[m as usize]);
            if count >= 2 && count < pick.0 {
                pick = (count, digit, m);
            }
        }
        let (_, digit, m) = pick;
        Some(PlacementBranch {
            band: unit,
            digit,
            fitting: u32::from(FITTING[m as usize]),
            vertical,
        })
    }

    /// The band or stack with a digit left to place and the smallest `key(open digits,
    /// vertical, unit)`, as `(vertical, unit)`.
    #[inline(always)]
    fn unit_by(&self, key: impl Fn(u32, bool, usize) -> u32) -> Option<(bool, usize)> {
        // Open digits per band (bits 9b..) and per stack, as the last triad passes saw them.
        let mut best_key = u32::MAX;
        let mut best = None;
        for (vertical, counts) in [(false, self.open_bands), (true, self.open_stacks)] {
            for unit in 0..3 {
                let open = counts >> (9 * unit) & ROW;
                if open == 0 {
                    continue;
                }
                let key = key(open, vertical, unit);
                if key < best_key {
                    best_key = key;
                    best = Some((vertical, unit));
                }
            }
        }
        best
    }

    /// How many placements the digits of band or stack `unit` have, together.
    #[inline(always)]
    fn unit_placements(&self, vertical: bool, unit: usize) -> u32 {
        let shift = if vertical { 32 + 9 * unit } else { 9 * unit };
        self.units
            .iter()
            .map(|&m| u32::from(FIT_COUNT[(m >> shift) as usize & ROW as usize]))
            .sum()
    }
}
