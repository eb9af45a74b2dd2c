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
/// assert_eq!(both.to_string(), "r1c1,r1c2,r1c3");
/// // A set is built from cells and iterates over them.
/// let diagonal: CellSet = (1..=9).filter_map(|i| Cell::from_row_col(i, i)).collect();
/// assert_eq!(diagonal.len(), 9);
/// assert_eq!((diagonal & both).into_iter().collect::<Vec<_>>(), [first]);
/// ```
///
/// The other operators, their assigning forms, and a set of one cell by `From`:
///
/// ```
/// use sudoku_strata::{Cell, CellSet, House};
///
/// let (row, block) = (House::row(0).cells(), House::block(0).cells());
/// assert_eq!((row | block).len(), 15);
/// assert_eq!((row ^ block).len(), 12);
/// assert_eq!((!row).len(), 72);
/// let mut open = row;
/// open -= block;
/// open |= CellSet::from("r2c2".parse::<Cell>()?);
/// assert_eq!(open.len(), 7);
/// open &= block;
/// assert_eq!(open.to_string(), "r2c2");
/// # Ok::<(), sudoku_strata::ParseError>(())
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
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{CellSet, House};
    ///
    /// assert!(CellSet::EMPTY.is_empty());
    /// assert_eq!(CellSet::EMPTY, CellSet::default());
    /// assert_eq!(House::row(0).cells() & House::row(1).cells(), CellSet::EMPTY);
    /// ```
    pub const EMPTY: CellSet = CellSet(0);
    /// All 81 cells.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{CellSet, House};
    ///
    /// assert_eq!(CellSet::ALL.len(), 81);
    /// assert_eq!(!CellSet::ALL, CellSet::EMPTY);
    /// assert_eq!(CellSet::ALL - House::row(0).cells(), !House::row(0).cells());
    /// ```
    pub const ALL: CellSet = CellSet(ALL_BITS);

    /// The set whose bits are `bits`; bits above 80 are dropped.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::CellSet;
    ///
    /// let corners = CellSet::from_bits(1 | 1 << 80);
    /// assert_eq!(corners.to_string(), "r1c1,r9c9");
    /// assert_eq!(CellSet::from_bits(u128::MAX), CellSet::ALL);
    /// ```
    #[inline]
    #[must_use]
    pub const fn from_bits(bits: u128) -> CellSet {
        CellSet(bits & ALL_BITS)
    }

    /// The raw word: bit `i` is set when the cell with index `i` is in the set.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, CellSet};
    ///
    /// let set = CellSet::single("r1c3".parse::<Cell>()?);
    /// assert_eq!(set.bits(), 1 << 2);
    /// assert_eq!(CellSet::from_bits(set.bits()), set);
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    #[must_use]
    pub const fn bits(self) -> u128 {
        self.0
    }

    /// The set of one cell.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, CellSet};
    ///
    /// let set = CellSet::single("r5c5".parse::<Cell>()?);
    /// assert_eq!(set.len(), 1);
    /// assert_eq!(set.to_string(), "r5c5");
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    #[must_use]
    pub const fn single(cell: Cell) -> CellSet {
        CellSet(1u128 << cell.index())
    }

    /// The nine cells of a house.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{CellSet, House};
    ///
    /// let c1 = CellSet::house(House::col(0));
    /// assert_eq!(c1, House::col(0).cells());
    /// assert_eq!((c1 & CellSet::house(House::row(0))).to_string(), "r1c1");
    /// ```
    #[inline]
    #[must_use]
    pub const fn house(house: House) -> CellSet {
        CellSet(HOUSE_BITS[house.index()])
    }

    /// The 20 peers of a cell (cells sharing a row, column or box with it).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, CellSet, House};
    ///
    /// let cell: Cell = "r5c5".parse()?;
    /// let peers = CellSet::peers_of(cell);
    /// assert_eq!(peers.len(), 20);
    /// assert_eq!(peers & House::block(4).cells(), House::block(4).cells() - CellSet::single(cell));
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    #[must_use]
    pub const fn peers_of(cell: Cell) -> CellSet {
        CellSet(PEER_BITS[cell.index()])
    }

    /// The cells that see every cell of this set (excluding the set's own cells).
    ///
    /// For an empty set this is every cell.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, CellSet};
    ///
    /// // Two cells of row 1 in different boxes see only the rest of row 1.
    /// let pair = CellSet::single("r1c1".parse::<Cell>()?) | CellSet::single("r1c9".parse::<Cell>()?);
    /// assert_eq!(pair.common_peers().len(), 7);
    /// assert_eq!(CellSet::EMPTY.common_peers(), CellSet::ALL);
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[must_use]
    pub fn common_peers(self) -> CellSet {
        let mut seen = ALL_BITS;
        for cell in self {
            seen &= PEER_BITS[cell.index()];
        }
        CellSet(seen & !self.0)
    }

    /// How many cells are in the set.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{CellSet, House};
    ///
    /// assert_eq!(House::row(0).cells().len(), 9);
    /// assert_eq!((House::row(0).cells() | House::col(0).cells()).len(), 17);
    /// assert_eq!(CellSet::EMPTY.len(), 0);
    /// ```
    #[inline]
    #[must_use]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{CellSet, House};
    ///
    /// assert!(CellSet::EMPTY.is_empty());
    /// assert!((House::row(0).cells() & House::row(1).cells()).is_empty());
    /// assert!(!House::row(0).cells().is_empty());
    /// ```
    #[inline]
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the set holds two cells or more: one word operation, where `len` counts
    /// (a dozen instructions or more on the baseline x86-64 target, which has no popcount).
    #[inline]
    #[must_use]
    pub(crate) const fn has_several(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    /// Whether `cell` is in the set.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, House};
    ///
    /// let b1 = House::block(0).cells();
    /// assert!(b1.contains("r3c3".parse::<Cell>()?));
    /// assert!(!b1.contains("r4c3".parse::<Cell>()?));
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    #[must_use]
    pub const fn contains(self, cell: Cell) -> bool {
        self.0 >> cell.index() & 1 == 1
    }

    /// Whether every cell of `self` is in `other`.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{CellSet, House};
    ///
    /// let r1_in_b1 = House::row(0).cells() & House::block(0).cells();
    /// assert!(r1_in_b1.is_subset(House::block(0).cells()));
    /// assert!(!House::row(0).cells().is_subset(House::block(0).cells()));
    /// assert!(CellSet::EMPTY.is_subset(r1_in_b1));
    /// ```
    #[inline]
    #[must_use]
    pub const fn is_subset(self, other: CellSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// Whether the two sets share a cell.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::House;
    ///
    /// assert!(House::row(0).cells().intersects(House::col(8).cells()));
    /// assert!(!House::row(0).cells().intersects(House::block(4).cells()));
    /// ```
    #[inline]
    #[must_use]
    pub const fn intersects(self, other: CellSet) -> bool {
        self.0 & other.0 != 0
    }

    /// Adds a cell.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, CellSet};
    ///
    /// let mut set = CellSet::EMPTY;
    /// set.insert("r2c2".parse::<Cell>()?);
    /// set.insert("r2c2".parse::<Cell>()?);
    /// assert_eq!(set.to_string(), "r2c2");
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    pub fn insert(&mut self, cell: Cell) {
        self.0 |= 1u128 << cell.index();
    }

    /// Removes a cell.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, House};
    ///
    /// let mut set = House::row(0).cells();
    /// set.remove("r1c5".parse::<Cell>()?);
    /// assert_eq!(set.len(), 8);
    /// assert!(!set.contains("r1c5".parse::<Cell>()?));
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    pub fn remove(&mut self, cell: Cell) {
        self.0 &= !(1u128 << cell.index());
    }

    /// The cell with the lowest index, if any.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{CellSet, House};
    ///
    /// assert_eq!(House::block(8).cells().first().map(|cell| cell.to_string()), Some("r7c7".to_string()));
    /// assert_eq!(CellSet::EMPTY.first(), None);
    /// ```
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
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, House};
    ///
    /// let corner = House::row(0).cells() & House::col(0).cells();
    /// assert_eq!(corner.single_cell(), Some("r1c1".parse::<Cell>()?));
    /// assert_eq!(House::row(0).cells().single_cell(), None);
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
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
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::House;
    ///
    /// let cells: Vec<String> = (House::row(0).cells() & House::block(2).cells()).iter().map(|cell| cell.to_string()).collect();
    /// assert_eq!(cells, ["r1c7", "r1c8", "r1c9"]);
    /// ```
    #[inline]
    pub fn iter(self) -> CellSetIter {
        CellSetIter(self.0)
    }

    /// The houses that hold every cell of the set (none for an empty set).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{CellSet, House};
    ///
    /// let pair = House::row(0).cells() & House::block(0).cells();
    /// assert_eq!(pair.common_houses().collect::<Vec<_>>(), [House::row(0), House::block(0)]);
    /// assert_eq!(CellSet::EMPTY.common_houses().count(), 0);
    /// ```
    pub fn common_houses(self) -> impl Iterator<Item = House> {
        House::ALL
            .into_iter()
            .filter(move |h| !self.is_empty() && self.is_subset(h.cells()))
    }

    /// The rows that the set touches, as a 9-bit mask (bit `i` is row index `i`).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::House;
    ///
    /// assert_eq!(House::block(4).cells().rows_mask(), 0b000_111_000);
    /// assert_eq!(House::col(0).cells().rows_mask(), 0b111_111_111);
    /// ```
    #[must_use]
    pub fn rows_mask(self) -> u16 {
        House::ROWS
            .iter()
            .enumerate()
            .filter(|(_, h)| self.intersects(h.cells()))
            .fold(0, |mask, (i, _)| mask | 1 << i)
    }

    /// The columns that the set touches, as a 9-bit mask (bit `i` is column index `i`).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::House;
    ///
    /// assert_eq!(House::block(2).cells().cols_mask(), 0b111_000_000);
    /// assert_eq!(House::col(0).cells().cols_mask(), 0b1);
    /// ```
    #[must_use]
    pub fn cols_mask(self) -> u16 {
        House::COLUMNS
            .iter()
            .enumerate()
            .filter(|(_, h)| self.intersects(h.cells()))
            .fold(0, |mask, (i, _)| mask | 1 << i)
    }

    /// The boxes that the set touches, as a 9-bit mask (bit `i` is box index `i`).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::House;
    ///
    /// assert_eq!(House::row(3).cells().boxes_mask(), 0b000_111_000);
    /// assert_eq!(House::block(8).cells().boxes_mask(), 1 << 8);
    /// ```
    #[must_use]
    pub fn boxes_mask(self) -> u16 {
        House::BOXES
            .iter()
            .enumerate()
            .filter(|(_, h)| self.intersects(h.cells()))
            .fold(0, |mask, (i, _)| mask | 1 << i)
    }

    /// The cells as a comma-separated list in `r1c2,r3c4` notation.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::House;
    ///
    /// assert_eq!((House::col(4).cells() & House::block(1).cells()).to_list(), "r1c5,r2c5,r3c5");
    /// ```
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
    ///
    /// ```
    /// use sudoku_strata::{Cell, CellSet};
    ///
    /// let picture = format!("{:?}", CellSet::single("r1c2".parse::<Cell>()?));
    /// assert_eq!(picture.lines().next(), Some("CellSet(r1c2) ["));
    /// assert_eq!(picture.lines().nth(1), Some("  .X. ... ..."));
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
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
    fn several_means_two_or_more() {
        for bits in [0u128, 1, 1 << 80, 1 | 1 << 80, 0b111 << 40, CellSet::ALL.bits()] {
            let set = CellSet::from_bits(bits);
            assert_eq!(set.has_several(), set.len() >= 2, "{set:?}");
        }
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
