//! Sets of cells as one 81-bit word.

use std::fmt;

use super::bit_set::bit_set;
use super::{Cell, House};

/// A set of cells, one bit per cell in a `u128` (bit `i` is the cell with index `i`).
///
/// Set algebra is plain word arithmetic: `&` intersection, `|` union, `^` symmetric
/// difference, `-` difference, `!` complement within the 81 cells. This is the type the
/// strategies and the search work with in their hot loops.
///
/// `Debug` draws the set as a 9x9 picture, so that a failing test shows the board.
///
/// # Example
///
/// ```
/// use sudoku_strata::{Cell, CellSet, House};
///
/// let row = House::row(0).cells();
/// let block = House::block(0).cells();
/// let both = row & block;
/// assert_eq!(both.len(), 3);
/// assert_eq!((row - block).len(), 6);
/// let first = both.iter().next().unwrap();
/// assert_eq!(first, Cell::from_row_col(1, 1).unwrap());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct CellSet(u128);

const ALL_BITS: u128 = (1u128 << 81) - 1;

const fn house_bits(house: usize) -> u128 {
    let kind = house / 9;
    let i = house % 9;
    let mut bits = 0u128;
    let mut k = 0;
    while k < 9 {
        let (row, col) = match kind {
            0 => (i, k),
            1 => (k, i),
            _ => (i / 3 * 3 + k / 3, i % 3 * 3 + k % 3),
        };
        bits |= 1u128 << (row * 9 + col);
        k += 1;
    }
    bits
}

const HOUSE_BITS: [u128; 27] = {
    let mut table = [0u128; 27];
    let mut h = 0;
    while h < 27 {
        table[h] = house_bits(h);
        h += 1;
    }
    table
};

const PEER_BITS: [u128; 81] = {
    let mut table = [0u128; 81];
    let mut c = 0;
    while c < 81 {
        let (row, col) = (c / 9, c % 9);
        let block = row / 3 * 3 + col / 3;
        table[c] = (HOUSE_BITS[row] | HOUSE_BITS[9 + col] | HOUSE_BITS[18 + block]) & !(1u128 << c);
        c += 1;
    }
    table
};

impl CellSet {
    /// The empty set.
    pub const EMPTY: CellSet = CellSet(0);
    /// All 81 cells.
    pub const ALL: CellSet = CellSet(ALL_BITS);

    /// The set whose bits are `bits`; bits above 80 are dropped.
    #[inline]
    #[must_use]
    pub const fn from_bits(bits: u128) -> CellSet {
        CellSet(bits & ALL_BITS)
    }

    /// The raw word: bit `i` is set when the cell with index `i` is in the set.
    #[inline]
    #[must_use]
    pub const fn bits(self) -> u128 {
        self.0
    }

    /// The set of one cell.
    #[inline]
    #[must_use]
    pub const fn single(cell: Cell) -> CellSet {
        CellSet(1u128 << cell.index())
    }

    /// The nine cells of a house.
    #[inline]
    #[must_use]
    pub const fn house(house: House) -> CellSet {
        CellSet(HOUSE_BITS[house.index()])
    }

    /// The 20 peers of a cell (cells sharing a row, column or box with it).
    #[inline]
    #[must_use]
    pub const fn peers_of(cell: Cell) -> CellSet {
        CellSet(PEER_BITS[cell.index()])
    }

    /// The cells that see every cell of this set (excluding the set's own cells).
    ///
    /// For an empty set this is every cell.
    #[must_use]
    pub fn common_peers(self) -> CellSet {
        let mut seen = ALL_BITS;
        for cell in self {
            seen &= PEER_BITS[cell.index()];
        }
        CellSet(seen & !self.0)
    }

    /// How many cells are in the set.
    #[inline]
    #[must_use]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    #[inline]
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether `cell` is in the set.
    #[inline]
    #[must_use]
    pub const fn contains(self, cell: Cell) -> bool {
        self.0 >> cell.index() & 1 == 1
    }

    /// Whether every cell of `self` is in `other`.
    #[inline]
    #[must_use]
    pub const fn is_subset(self, other: CellSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// Whether the two sets share a cell.
    #[inline]
    #[must_use]
    pub const fn intersects(self, other: CellSet) -> bool {
        self.0 & other.0 != 0
    }

    /// Adds a cell.
    #[inline]
    pub fn insert(&mut self, cell: Cell) {
        self.0 |= 1u128 << cell.index();
    }

    /// Removes a cell.
    #[inline]
    pub fn remove(&mut self, cell: Cell) {
        self.0 &= !(1u128 << cell.index());
    }

    /// The cell with the lowest index, if any.
    #[inline]
    #[must_use]
    pub const fn first(self) -> Option<Cell> {
        if self.0 == 0 {
            None
        } else {
            Cell::from_index(self.0.trailing_zeros() as usize)
        }
    }

    /// The only cell of a one-cell set; `None` when the set has zero or several cells.
    #[inline]
    #[must_use]
    pub const fn single_cell(self) -> Option<Cell> {
        if self.0 != 0 && self.0 & (self.0 - 1) == 0 {
            self.first()
        } else {
            None
        }
    }

    /// The cells in index order.
    #[inline]
    pub fn iter(self) -> CellSetIter {
        CellSetIter(self.0)
    }

    /// The houses that hold every cell of the set (none for an empty set).
    pub fn common_houses(self) -> impl Iterator<Item = House> {
        House::ALL
            .into_iter()
            .filter(move |h| !self.is_empty() && self.is_subset(h.cells()))
    }

    /// The rows that the set touches, as a 9-bit mask (bit `i` is row index `i`).
    #[must_use]
    pub fn rows_mask(self) -> u16 {
        House::ROWS
            .iter()
            .enumerate()
            .filter(|(_, h)| self.intersects(h.cells()))
            .fold(0, |mask, (i, _)| mask | 1 << i)
    }

    /// The columns that the set touches, as a 9-bit mask (bit `i` is column index `i`).
    #[must_use]
    pub fn cols_mask(self) -> u16 {
        House::COLUMNS
            .iter()
            .enumerate()
            .filter(|(_, h)| self.intersects(h.cells()))
            .fold(0, |mask, (i, _)| mask | 1 << i)
    }

    /// The boxes that the set touches, as a 9-bit mask (bit `i` is box index `i`).
    #[must_use]
    pub fn boxes_mask(self) -> u16 {
        House::BOXES
            .iter()
            .enumerate()
            .filter(|(_, h)| self.intersects(h.cells()))
            .fold(0, |mask, (i, _)| mask | 1 << i)
    }

    /// The cells as a comma-separated list in `r1c2,r3c4` notation.
    #[must_use]
    pub fn to_list(self) -> String {
        let mut out = String::new();
        for (i, cell) in self.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            out.push_str(&cell.to_string());
        }
        out
    }
}

bit_set! {
    CellSet(u128) of Cell, all ALL_BITS;
    /// Iterator over the cells of a [`CellSet`], in index order.
    CellSetIter
}

impl fmt::Debug for CellSet {
    /// Draws the set as a 9x9 board: `X` for a cell in the set, `.` otherwise.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "CellSet({}) [", self.to_list())?;
        for row in 0..9 {
            let line: String = (0..9)
                .map(|col| {
                    if self.contains(Cell::at(row, col)) {
                        'X'
                    } else {
                        '.'
                    }
                })
                .collect();
            writeln!(f, "  {} {} {}", &line[0..3], &line[3..6], &line[6..9])?;
        }
        write!(f, "]")
    }
}

impl fmt::Display for CellSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_list())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn complement_stays_inside_the_grid() {
        assert_eq!(!CellSet::EMPTY, CellSet::ALL);
        assert_eq!(!CellSet::ALL, CellSet::EMPTY);
        assert_eq!(CellSet::ALL.len(), 81);
        assert_eq!(CellSet::from_bits(u128::MAX), CellSet::ALL);
    }

    #[test]
    fn iteration_visits_cells_in_order() {
        let cells = [Cell::at(0, 0), Cell::at(4, 4), Cell::at(8, 8)];
        let set: CellSet = cells.into_iter().collect();
        assert_eq!(set.iter().collect::<Vec<_>>(), cells);
        assert_eq!(set.iter().len(), 3);
        assert_eq!(set.to_list(), "r1c1,r5c5,r9c9");
    }

    #[test]
    fn common_peers_of_two_cells_in_a_row() {
        let pair: CellSet = [Cell::at(0, 0), Cell::at(0, 1)].into_iter().collect();
        // The rest of row 1 (7 cells) and the rest of box 1 outside row 1 (6 cells).
        assert_eq!(pair.common_peers().len(), 13);
        assert_eq!(pair.common_houses().count(), 2);
    }

    #[test]
    fn single_cell_only_for_singletons() {
        assert_eq!(CellSet::EMPTY.single_cell(), None);
        assert_eq!(
            CellSet::single(Cell::at(2, 3)).single_cell(),
            Some(Cell::at(2, 3))
        );
        assert_eq!(House::row(0).cells().single_cell(), None);
    }

    #[test]
    fn masks_of_rows_columns_and_boxes() {
        let set = House::block(4).cells();
        assert_eq!(set.rows_mask(), 0b000_111_000);
        assert_eq!(set.cols_mask(), 0b000_111_000);
        assert_eq!(set.boxes_mask(), 0b000_010_000);
    }

    #[test]
    fn debug_draws_a_board() {
        let text = format!("{:?}", CellSet::single(Cell::at(0, 0)));
        assert!(text.contains("X.. ... ..."), "{text}");
    }
}
