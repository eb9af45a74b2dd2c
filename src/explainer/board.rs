//! The board as Sudoku Explainer reads it: a value or a set of candidates per cell, and
//! its houses in its own order (boxes, then rows, then columns; the cells of a house in
//! reading order), which decides which of several hints it finds first.
//!
//! The board is not a state of its own: the walk's state is the engine's
//! [`LayerGrid`](crate::LayerGrid), and each state is read into a board
//! ([`Board::from_grid`]) for SE's searches to read and, in its chains, to change.

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

/// What Sudoku Explainer's own finders read of a state: the engine's view, in SE's
/// numbers (a cell 0 to 80, a value 1 to 9, a house by SE's number, a cell's candidates
/// as bits 1 to 9). Only its chains, which change the state they read as they assume
/// values, read a [`Board`].
pub(super) trait SeView {
    /// Each cell's candidates as bits 1 to 9; none for a cell with a value.
    fn masks(&self) -> [u16; 81];
    /// The cells where `v` is a candidate, as a bit mask.
    fn plane(&self, v: u8) -> u128;
    /// The positions (0 to 8, as bits) of value `v`'s candidates in house `h`.
    #[inline]
    fn positions(&self, h: usize, v: u8) -> u16 {
        positions(self.plane(v), h)
    }
    /// Whether cell `c` has no value.
    fn is_empty(&self, c: usize) -> bool;
    /// The cells of house `h` without a value.
    fn empty_count(&self, h: usize) -> u32 {
        HOUSES[h]
            .iter()
            .filter(|&&c| self.is_empty(usize::from(c)))
            .count() as u32
    }
}

impl SeView for CandidateView<'_> {
    #[inline]
    fn masks(&self) -> [u16; 81] {
        self.map().bits().map(|digits| digits << 1)
    }

    #[inline]
    fn plane(&self, v: u8) -> u128 {
        self.planes()[usize::from(v) - 1].bits()
    }

    #[inline]
    fn is_empty(&self, c: usize) -> bool {
        self.grid().value(Cell::ALL[c]).is_none()
    }
}

/// Values and candidates. A candidate mask has bit `v` set for value `v` (1 to 9); a cell
/// with a value has no candidates.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(super) struct Board {
    pub(super) values: [u8; 81],
    /// Each cell's candidates as bits 1 to 9; read freely, changed only by `remove` and
    /// `place` so that the planes stay in step.
    pub(super) cands: [u16; 81],
    /// For each value, the cells where it is a candidate.
    planes: [u128; 10],
}

impl Board {
    /// The board of a state of the engine's walk: its digits and candidates, read into
    /// the form Sudoku Explainer's searches take (a candidate mask per cell and a plane
    /// per value), which its chains copy and change as they assume values.
    pub(super) fn from_grid(grid: &LayerGrid) -> Board {
        let mut board = Board {
            values: [0; 81],
            cands: [0; 81],
            planes: [0; 10],
        };
        for digit in Digit::ALL {
            let v = digit.get();
            for cell in grid.occupied(digit) {
                board.values[cell.index()] = v;
            }
            let plane = grid.candidates(digit).bits();
            board.planes[usize::from(v)] = plane;
            let mut rest = plane;
            while rest != 0 {
                board.cands[rest.trailing_zeros() as usize] |= 1 << v;
                rest &= rest - 1;
            }
        }
        board
    }

    /// The board of a grid's digits (0 for an empty cell), with every candidate the
    /// digits allow, for tests.
    #[cfg(test)]
    pub(super) fn from_values(values: [u8; 81]) -> Board {
        let grid = crate::Grid::try_from(values).expect("digits 0 to 9");
        Board::from_grid(&LayerGrid::from_grid(&grid))
    }

    /// The board of an 81-character puzzle line (`.` or `0` for an empty cell), for
    /// tests.
    #[cfg(test)]
    pub(super) fn from_line(line: &str) -> Board {
        let mut values = [0u8; 81];
        for (i, ch) in line.chars().take(81).enumerate() {
            values[i] = ch.to_digit(10).map_or(0, |d| d as u8);
        }
        Board::from_values(values)
    }

    /// Removes the candidates of `mask` from cell `c`.
    #[inline]
    pub(super) fn remove(&mut self, c: usize, mask: u16) {
        let mut gone = self.cands[c] & mask;
        self.cands[c] &= !mask;
        while gone != 0 {
            let v = gone.trailing_zeros() as usize;
            gone &= gone - 1;
            self.planes[v] &= !(1u128 << c);
        }
    }

    /// Whether the candidate `v` is left in cell `c`.
    #[inline]
    pub(super) fn has(&self, c: usize, v: u8) -> bool {
        self.cands[c] >> v & 1 == 1
    }

    /// How many cells hold value `v`.
    pub(super) fn occurrences(&self, v: u8) -> u32 {
        self.values.iter().filter(|&&x| x == v).count() as u32
    }

    /// The candidates as the engine's digit masks (bit `d` for digit index `d`, value
    /// `d + 1`), as the walk's fruitless scans keep them.
    pub(super) fn digit_masks(&self) -> [u16; 81] {
        self.cands.map(|mask| mask >> 1)
    }
}

impl SeView for Board {
    #[inline]
    fn masks(&self) -> [u16; 81] {
        self.cands
    }

    #[inline]
    fn plane(&self, v: u8) -> u128 {
        self.planes[usize::from(v)]
    }

    #[inline]
    fn is_empty(&self, c: usize) -> bool {
        self.values[c] == 0
    }
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
        let board = Board::from_grid(&grid);
        assert!(!board.has(41, 5) && !board.has(4, 5) && board.has(0, 5));
        assert_eq!(board.positions(13, 5), 0);
        assert_eq!(board.cands[40], 0);
    }

    #[test]
    fn the_view_reads_as_the_board_of_its_state() {
        let puzzle: crate::Grid =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
                .parse()
                .expect("a puzzle");
        let grid = LayerGrid::from_grid(&puzzle);
        let (view, board) = (CandidateView::new(&grid), Board::from_grid(&grid));
        assert_eq!(view.masks(), board.masks());
        for v in 1..=9u8 {
            assert_eq!(view.plane(v), board.plane(v));
        }
        for h in 0..27 {
            assert_eq!(view.empty_count(h), board.empty_count(h));
            assert_eq!(view.positions(h, 4), board.positions(h, 4));
        }
    }

    #[test]
    fn positions_are_read_from_the_planes_as_from_the_cells() {
        let board = Board::from_line(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        );
        for h in 0..27 {
            for v in 1..=9u8 {
                let mut expected = 0u16;
                for (k, &c) in HOUSES[h].iter().enumerate() {
                    expected |= (board.cands[c as usize] >> v & 1) << k;
                }
                assert_eq!(board.positions(h, v), expected, "house {h}, value {v}");
            }
        }
    }
}
