//! Every cell's candidates at once, for strategies that look at many cells.

use std::ops::Index;

use crate::{Cell, CellSet, Digit, DigitSet, LayerGrid};

/// The candidates of all 81 cells, read from the layers in one pass.
///
/// [`LayerGrid::cell_candidates`] reads nine layers for one cell; wings and rectangles
/// look at the same cells again and again, so they build this map once per search.
pub(crate) struct CandidateMap([DigitSet; 81]);

impl CandidateMap {
    /// The candidates of every cell of `grid` (empty for solved cells).
    pub(crate) fn new(grid: &LayerGrid) -> CandidateMap {
        let mut bits = [0u16; 81];
        for digit in Digit::ALL {
            for cell in grid.candidates(digit) {
                bits[cell.index()] |= 1 << digit.index();
            }
        }
        CandidateMap(bits.map(DigitSet::from_bits))
    }

    /// The union of the candidates of `cells`.
    pub(crate) fn union(&self, cells: CellSet) -> DigitSet {
        cells.iter().fold(DigitSet::EMPTY, |acc, cell| acc | self[cell])
    }
}

impl Index<Cell> for CandidateMap {
    type Output = DigitSet;

    fn index(&self, cell: Cell) -> &DigitSet {
        &self.0[cell.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategies::test_support::puzzle;

    #[test]
    fn agrees_with_the_layer_grid() {
        let grid =
            puzzle(".3......28.6....1.....4...3..1..6.7....7..3.4.6.3.5.......87..9..9..2...7.....2..");
        let map = CandidateMap::new(&grid);
        for cell in Cell::ALL {
            assert_eq!(map[cell], grid.cell_candidates(cell), "{cell}");
        }
    }
}
