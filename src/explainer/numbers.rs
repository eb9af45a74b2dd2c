//! A state as Sudoku Explainer reads it, in its numbers: a cell 0 to 80, a value 1 to 9,
//! a cell's candidates as bits 1 to 9, and its houses in its own order (boxes, then
//! rows, then columns; the cells of a house in reading order), which decides which of
//! several hints it finds first.
//!
//! There is no board of SE's own: its finders read the walk's
//! [`CandidateView`](crate::CandidateView), and its chains a copy of the engine's
//! [`LayerGrid`](crate::LayerGrid), which they change as they assume values, both
//! through [`SeView`].

use crate::strategies::shared::candidate_map::CandidateMap;
use crate::{CandidateView, Cell, CellSet, Digit, House, LayerGrid};

/// The house Sudoku Explainer numbers `h`: 0-8 the boxes, 9-17 the rows, 18-26 the
/// columns.
pub(super) const fn house(h: usize) -> House {
    match h / 9 {
        0 => House::block(h % 9),
        1 => House::row(h % 9),
        _ => House::col(h % 9),
    }
}

/// Each house's cells as a bit mask, by SE's number.
pub(super) const HOUSE_MASKS: [u128; 27] = TABLES.house_masks;

/// The cells of house `h` (by SE's number) in reading order.
pub(super) const HOUSES: [[u8; 9]; 27] = TABLES.houses;

/// Each cell's peers as a bit mask.
pub(super) const PEER_MASKS: [u128; 81] = TABLES.peer_masks;

/// The 20 cells each cell sees, in increasing order.
pub(super) const PEERS: [[u8; 20]; 81] = TABLES.peers;

/// The houses of each cell, by SE's numbers: its box, its row, its column.
pub(super) const CELL_HOUSES: [[u8; 3]; 81] = TABLES.cell_houses;

/// The tables above, read from our cell sets in one pass over the houses and one over
/// the cells.
struct Tables {
    house_masks: [u128; 27],
    houses: [[u8; 9]; 27],
    peer_masks: [u128; 81],
    peers: [[u8; 20]; 81],
    cell_houses: [[u8; 3]; 81],
}

const TABLES: Tables = {
    let mut t = Tables {
        house_masks: [0; 27],
        houses: [[0; 9]; 27],
        peer_masks: [0; 81],
        peers: [[0; 20]; 81],
        cell_houses: [[0; 3]; 81],
    };
    let mut h = 0;
    while h < 27 {
        t.house_masks[h] = CellSet::house(house(h)).bits();
        t.houses[h] = ascending(t.house_masks[h]);
        h += 1;
    }
    let mut c = 0;
    while c < 81 {
        let cell = Cell::ALL[c];
        t.peer_masks[c] = CellSet::peers_of(cell).bits();
        t.peers[c] = ascending(t.peer_masks[c]);
        t.cell_houses[c] = [
            cell.box_index() as u8,
            9 + cell.row_index() as u8,
            18 + cell.col_index() as u8,
        ];
        c += 1;
    }
    t
};

/// The first `N` cells of `mask`, in increasing order.
const fn ascending<const N: usize>(mut mask: u128) -> [u8; N] {
    let mut out = [0u8; N];
    let mut k = 0;
    while k < N {
        out[k] = mask.trailing_zeros() as u8;
        mask &= mask - 1;
        k += 1;
    }
    out
}

/// Whether two houses share cells (a box and a line that cross).
pub(super) fn crosses(a: usize, b: usize) -> bool {
    HOUSE_MASKS[a] & HOUSE_MASKS[b] != 0
}

/// The kind of a house, as Sudoku Explainer names it.
pub(super) fn house_kind(h: usize) -> &'static str {
    match h / 9 {
        0 => "block",
        1 => "row",
        _ => "column",
    }
}

/// A cell by its number, as we name it: `r4c5`.
pub(super) fn cell_name(c: usize) -> String {
    Cell::ALL[c].to_string()
}

/// The positions (0 to 8, as bits) in house `h` of the cells of `plane`.
#[inline]
pub(super) fn positions(plane: u128, h: usize) -> u16 {
    // Read from the plane: a row is nine bits in a row, a box three of three, a column
    // one bit in nine.
    let bits = |from: usize, mask: u128| (plane >> from & mask) as u16;
    match h {
        0..9 => {
            let corner = h / 3 * 27 + h % 3 * 3;
            bits(corner, 7) | bits(corner + 9, 7) << 3 | bits(corner + 18, 7) << 6
        }
        9..18 => bits(9 * (h - 9), 0x1ff),
        _ => {
            // The column's first eight bits, one in nine of the low word, gathered
            // into its top byte by one product (no two of its terms meet, so nothing
            // carries), then the ninth.
            let column = plane >> (h - 18);
            let gathered = (column as u64 & 0x8040_2010_0804_0201).wrapping_mul(0x0101_0101_0101_0101) >> 56;
            gathered as u16 | bits(h - 18 + 72, 1) << 8
        }
    }
}

/// What Sudoku Explainer's finders read of a state, in SE's numbers (a cell 0 to 80, a
/// value 1 to 9, a house by SE's number, a cell's candidates as bits 1 to 9): the walk's
/// view of it, or, in its chains, which change the state they read as they assume
/// values, the engine's grid itself.
pub(super) trait SeView {
    /// Each cell's candidates as bits 1 to 9; none for a cell with a value.
    fn masks(&self) -> [u16; 81];
    /// The candidates of cell `c` as bits 1 to 9.
    fn mask(&self, c: usize) -> u16;
    /// The candidates as the engine's digit masks (bit `d` for digit index `d`, value
    /// `d + 1`), as the walk's fruitless scans keep them.
    fn digit_masks(&self) -> [u16; 81] {
        self.masks().map(|mask| mask >> 1)
    }
    /// The cells where `v` is a candidate, as a bit mask.
    fn plane(&self, v: u8) -> u128;
    /// Whether the candidate `v` is left in cell `c`.
    #[inline]
    fn has(&self, c: usize, v: u8) -> bool {
        self.plane(v) >> c & 1 == 1
    }
    /// The positions (0 to 8, as bits) of value `v`'s candidates in house `h`.
    #[inline]
    fn positions(&self, h: usize, v: u8) -> u16 {
        positions(self.plane(v), h)
    }
    /// The cells without a value, as a bit mask.
    fn empty_cells(&self) -> u128;
    /// Whether cell `c` has no value.
    #[inline]
    fn is_empty(&self, c: usize) -> bool {
        self.empty_cells() >> c & 1 == 1
    }
    /// The cells of house `h` without a value.
    #[inline]
    fn empty_count(&self, h: usize) -> u32 {
        (HOUSE_MASKS[h] & self.empty_cells()).count_ones()
    }
    /// How many cells hold value `v`.
    fn occurrences(&self, v: u8) -> u32;
}

impl SeView for CandidateView<'_> {
    #[inline]
    fn masks(&self) -> [u16; 81] {
        self.map().bits().map(|digits| digits << 1)
    }

    #[inline]
    fn mask(&self, c: usize) -> u16 {
        self.map()[Cell::ALL[c]].bits() << 1
    }

    fn digit_masks(&self) -> [u16; 81] {
        self.map().bits()
    }

    #[inline]
    fn plane(&self, v: u8) -> u128 {
        self.planes()[usize::from(v) - 1].bits()
    }

    #[inline]
    fn empty_cells(&self) -> u128 {
        self.grid().unsolved_cells().bits()
    }

    fn occurrences(&self, v: u8) -> u32 {
        self.grid().occurrences(v)
    }
}

impl SeView for LayerGrid {
    fn masks(&self) -> [u16; 81] {
        let planes = Digit::ALL.map(|digit| self.candidates(digit));
        CandidateMap::from_planes(&planes)
            .bits()
            .map(|digits| digits << 1)
    }

    #[inline]
    fn mask(&self, c: usize) -> u16 {
        self.cell_candidates(Cell::ALL[c]).bits() << 1
    }

    #[inline]
    fn plane(&self, v: u8) -> u128 {
        self.candidates(Digit::ALL[usize::from(v) - 1]).bits()
    }

    #[inline]
    fn empty_cells(&self) -> u128 {
        self.unsolved_cells().bits()
    }

    fn occurrences(&self, v: u8) -> u32 {
        self.occupied(Digit::ALL[usize::from(v) - 1]).len() as u32
    }
}

/// Removes the candidates of `mask` (bits 1 to 9) from cell `c` of `grid`, for tests.
#[cfg(test)]
pub(super) fn remove(grid: &mut LayerGrid, c: usize, mask: u16) {
    for digit in Digit::ALL.into_iter().filter(|d| mask >> d.get() & 1 == 1) {
        grid.eliminate(Cell::ALL[c], digit);
    }
}

/// The grid of an 81-character puzzle line, every candidate its digits allow, for tests.
#[cfg(test)]
pub(super) fn grid_of(line: &str) -> LayerGrid {
    LayerGrid::from_grid(&line.parse().expect("a puzzle"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn houses_are_boxes_then_rows_then_columns() {
        assert_eq!(HOUSES[0], [0, 1, 2, 9, 10, 11, 18, 19, 20]);
        assert_eq!(HOUSES[4], [30, 31, 32, 39, 40, 41, 48, 49, 50]);
        assert_eq!(HOUSES[9 + 2], [18, 19, 20, 21, 22, 23, 24, 25, 26]);
        assert_eq!(HOUSES[18 + 1], [1, 10, 19, 28, 37, 46, 55, 64, 73]);
        assert_eq!(CELL_HOUSES[40], [4, 13, 22]);
        assert_eq!(PEERS[0][..11], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
        assert!(crosses(0, 9) && !crosses(0, 12));
    }

    #[test]
    fn a_placement_clears_its_peers() {
        let mut grid = LayerGrid::new();
        grid.place(crate::Cell::ALL[40], Digit::new(5).expect("a digit"))
            .expect("a candidate");
        assert!(!grid.has(41, 5) && !grid.has(4, 5) && grid.has(0, 5));
        assert_eq!(grid.positions(13, 5), 0);
        assert_eq!(grid.mask(40), 0);
        assert!(!grid.is_empty(40) && grid.is_empty(41));
        assert_eq!(grid.occurrences(5), 1);
    }

    #[test]
    fn the_view_reads_as_the_grid_of_its_state() {
        let puzzle: crate::Grid =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
                .parse()
                .expect("a puzzle");
        let grid = LayerGrid::from_grid(&puzzle);
        let view = CandidateView::new(&grid);
        assert_eq!(view.masks(), SeView::masks(&grid));
        assert_eq!(view.digit_masks(), grid.digit_masks());
        for c in 0..81 {
            assert_eq!(view.mask(c), view.masks()[c]);
            assert_eq!(grid.mask(c), view.masks()[c]);
            assert_eq!(view.is_empty(c), grid.is_empty(c));
        }
        for v in 1..=9u8 {
            assert_eq!(view.plane(v), grid.plane(v));
            assert_eq!(view.occurrences(v), grid.occurrences(v));
        }
        for h in 0..27 {
            assert_eq!(view.empty_count(h), grid.empty_count(h));
            assert_eq!(view.positions(h, 4), grid.positions(h, 4));
        }
    }

    #[test]
    fn positions_are_read_from_the_planes_as_from_the_cells() {
        let grid =
            grid_of("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
        for h in 0..27 {
            for v in 1..=9u8 {
                let mut expected = 0u16;
                for (k, &c) in HOUSES[h].iter().enumerate() {
                    expected |= (grid.mask(c as usize) >> v & 1) << k;
                }
                assert_eq!(grid.positions(h, v), expected, "house {h}, value {v}");
            }
        }
    }
}
