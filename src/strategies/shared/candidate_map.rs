//! Every cell's candidates at once, for strategies that look at many cells.

use std::ops::Index;

use crate::{Cell, CellSet, DigitSet};

/// The candidates of all 81 cells, read from the candidate planes in one pass.
///
/// [`LayerGrid::cell_candidates`](crate::LayerGrid::cell_candidates) reads nine layers
/// for one cell; wings, rectangles, almost locked sets and forcing chains look at the
/// same cells again and again, so the [`CandidateView`](crate::CandidateView) of a state
/// makes this map once, for all of them.
pub(crate) struct CandidateMap([DigitSet; 81]);

impl CandidateMap {
    /// The candidates of every cell, from the cells of each digit (`planes[d]` for
    /// digit index `d`); empty for solved cells.
    pub(crate) fn from_planes(planes: &[CellSet; 9]) -> CandidateMap {
        let mut bits = [0u16; 81];
        for (d, plane) in planes.iter().enumerate() {
            for cell in *plane {
                bits[cell.index()] |= 1 << d;
            }
        }
        CandidateMap(bits.map(DigitSet::from_bits))
    }

    /// The candidates of each cell as digit masks (bit `d`: digit index `d`).
    pub(crate) fn bits(&self) -> [u16; 81] {
        self.0.map(DigitSet::bits)
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
        let map = crate::CandidateView::new(&grid);
        for cell in Cell::ALL {
            assert_eq!(map.cell_candidates(cell), grid.cell_candidates(cell), "{cell}");
        }
    }
}
