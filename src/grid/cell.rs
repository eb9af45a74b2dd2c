//! Cells and houses (rows, columns and boxes) of the 9x9 grid.

use std::fmt;
use std::str::FromStr;

use super::CellSet;
use crate::ParseError;

/// One of the 81 cells, numbered 0 to 80 row by row.
///
/// People read cells as `r3c5` (row 3, column 5, both counted from 1); that is what
/// `Display` prints and `FromStr` reads. Code mostly uses the zero-based
/// [`index`](Cell::index).
///
/// # Example
///
/// ```
/// use sudoku_strata::Cell;
///
/// let cell: Cell = "r3c5".parse()?;
/// assert_eq!(cell.to_string(), "r3c5");
/// assert_eq!(format!("{cell:?}"), "r3c5");
/// assert_eq!(cell.index(), 2 * 9 + 4);
/// assert_eq!(cell.row_index(), 2);
/// assert_eq!(cell.box_index(), 1);
/// assert_eq!(cell.block().to_string(), "b2");
/// assert_eq!(Cell::from_row_col(3, 5), Some(cell));
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell(u8);

impl Cell {
    /// Every cell, row by row.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Cell;
    ///
    /// assert_eq!(Cell::ALL.len(), 81);
    /// assert_eq!(Cell::ALL[9].to_string(), "r2c1");
    /// assert!(Cell::ALL.iter().enumerate().all(|(index, cell)| cell.index() == index));
    /// ```
    pub const ALL: [Cell; 81] = {
        let mut cells = [Cell(0); 81];
        let mut i = 0;
        while i < 81 {
            cells[i] = Cell(i as u8);
            i += 1;
        }
        cells
    };

    /// The cell with this zero-based index (row-major), or `None` past 80.
    /// `Cell::try_from(index)` gives an error that says why instead.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Cell;
    ///
    /// assert_eq!(Cell::from_index(10).map(|cell| cell.to_string()), Some("r2c2".to_string()));
    /// assert_eq!(Cell::from_index(81), None);
    /// ```
    #[inline]
    #[must_use]
    pub const fn from_index(index: usize) -> Option<Cell> {
        if index < 81 { Some(Cell(index as u8)) } else { None }
    }

    /// The cell at `row` and `column`, both counted from 1 as people write them
    /// (`Cell::from_row_col(3, 5)` is `r3c5`), or `None` unless both are 1 to 9.
    /// `Cell::try_from((row, column))` gives an error that says why instead.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Cell;
    ///
    /// assert_eq!(Cell::from_row_col(2, 2), Cell::from_index(10));
    /// assert_eq!(Cell::from_row_col(0, 5), None);
    /// ```
    #[inline]
    #[must_use]
    pub const fn from_row_col(row: u8, column: u8) -> Option<Cell> {
        if row >= 1 && row <= 9 && column >= 1 && column <= 9 {
            Some(Cell((row - 1) * 9 + column - 1))
        } else {
            None
        }
    }

    /// The cell at zero-based `row_index` and `col_index` (both below 9).
    #[inline]
    pub(crate) const fn at(row_index: usize, col_index: usize) -> Cell {
        debug_assert!(row_index < 9 && col_index < 9);
        Cell((row_index * 9 + col_index) as u8)
    }

    /// The zero-based index, 0 to 80, row by row.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Cell;
    ///
    /// let cell: Cell = "r2c3".parse()?;
    /// assert_eq!(cell.index(), 11);
    /// assert_eq!(Cell::ALL[cell.index()], cell);
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The zero-based row, 0 to 8.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Cell;
    ///
    /// assert_eq!("r4c7".parse::<Cell>()?.row_index(), 3);
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    #[must_use]
    pub const fn row_index(self) -> usize {
        self.0 as usize / 9
    }

    /// The zero-based column, 0 to 8.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Cell;
    ///
    /// assert_eq!("r4c7".parse::<Cell>()?.col_index(), 6);
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    #[must_use]
    pub const fn col_index(self) -> usize {
        self.0 as usize % 9
    }

    /// The zero-based box, 0 to 8, numbered row by row (box 0 is the top left).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Cell;
    ///
    /// assert_eq!("r4c7".parse::<Cell>()?.box_index(), 5);
    /// assert_eq!("r9c1".parse::<Cell>()?.box_index(), 6);
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    #[must_use]
    pub const fn box_index(self) -> usize {
        self.row_index() / 3 * 3 + self.col_index() / 3
    }

    /// The row this cell is in.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, House};
    ///
    /// let cell: Cell = "r4c7".parse()?;
    /// assert_eq!(cell.row(), House::row(3));
    /// assert_eq!(cell.row().to_string(), "r4");
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    #[must_use]
    pub const fn row(self) -> House {
        House::row(self.row_index())
    }

    /// The column this cell is in.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, House};
    ///
    /// let cell: Cell = "r4c7".parse()?;
    /// assert_eq!(cell.col(), House::col(6));
    /// assert_eq!(cell.col().to_string(), "c7");
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    #[must_use]
    pub const fn col(self) -> House {
        House::col(self.col_index())
    }

    /// The box this cell is in.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, House};
    ///
    /// let cell: Cell = "r4c7".parse()?;
    /// assert_eq!(cell.block(), House::block(5));
    /// assert_eq!(cell.block().to_string(), "b6");
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    #[must_use]
    pub const fn block(self) -> House {
        House::block(self.box_index())
    }

    /// The three houses of this cell: its row, column and box.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Cell;
    ///
    /// let houses = "r4c7".parse::<Cell>()?.houses().map(|house| house.to_string());
    /// assert_eq!(houses, ["r4", "c7", "b6"]);
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    #[must_use]
    pub const fn houses(self) -> [House; 3] {
        [self.row(), self.col(), self.block()]
    }

    /// The 20 other cells that share a row, column or box with this one.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Cell;
    ///
    /// let cell: Cell = "r1c1".parse()?;
    /// assert_eq!(cell.peers().len(), 20);
    /// assert!(cell.peers().contains("r3c3".parse()?));
    /// assert!(!cell.peers().contains(cell));
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    #[must_use]
    pub fn peers(self) -> CellSet {
        CellSet::peers_of(self)
    }

    /// Whether the two cells are different and share a house.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Cell;
    ///
    /// let cell: Cell = "r1c1".parse()?;
    /// assert!(cell.sees("r1c9".parse()?));
    /// assert!(cell.sees("r3c2".parse()?));
    /// assert!(!cell.sees("r4c4".parse()?));
    /// assert!(!cell.sees(cell));
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    #[must_use]
    pub fn sees(self, other: Cell) -> bool {
        self.peers().contains(other)
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row_index() + 1, self.col_index() + 1)
    }
}

impl fmt::Debug for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl TryFrom<(u8, u8)> for Cell {
    type Error = ParseError;

    /// The cell at (row, column), both counted from 1.
    ///
    /// ```
    /// use sudoku_strata::{Cell, ParseError};
    ///
    /// assert_eq!(Cell::try_from((3, 5))?.to_string(), "r3c5");
    /// let error = Cell::try_from((0, 5)).unwrap_err();
    /// assert_eq!(error, ParseError::CellOutOfRange { row: 0, column: 5 });
    /// assert_eq!(error.to_string(), "row 0, column 5 is no cell: rows and columns count from 1 to 9");
    /// # Ok::<(), ParseError>(())
    /// ```
    fn try_from((row, column): (u8, u8)) -> Result<Cell, ParseError> {
        Cell::from_row_col(row, column).ok_or(ParseError::CellOutOfRange { row, column })
    }
}

impl TryFrom<usize> for Cell {
    type Error = ParseError;

    /// The cell with this zero-based index, row by row.
    ///
    /// ```
    /// use sudoku_strata::{Cell, ParseError};
    ///
    /// assert_eq!(Cell::try_from(80usize)?.to_string(), "r9c9");
    /// assert_eq!(Cell::try_from(81usize), Err(ParseError::CellIndexOutOfRange { index: 81 }));
    /// # Ok::<(), ParseError>(())
    /// ```
    fn try_from(index: usize) -> Result<Cell, ParseError> {
        Cell::from_index(index).ok_or(ParseError::CellIndexOutOfRange { index })
    }
}

impl FromStr for Cell {
    type Err = ParseError;

    /// Reads `r3c5` (upper or lower case).
    fn from_str(text: &str) -> Result<Cell, ParseError> {
        let bytes = text.trim().as_bytes();
        let bad = || ParseError::BadCell {
            text: text.trim().chars().take(16).collect(),
        };
        match bytes {
            [r, row, c, col] if r.eq_ignore_ascii_case(&b'r') && c.eq_ignore_ascii_case(&b'c') => {
                Cell::from_row_col(row.wrapping_sub(b'0'), col.wrapping_sub(b'0')).ok_or_else(bad)
            }
            _ => Err(bad()),
        }
    }
}

impl FromStr for House {
    type Err = ParseError;

    /// Reads `r4`, `c2` or `b5` (upper or lower case), as `Display` writes a house.
    ///
    /// ```
    /// use sudoku_strata::House;
    ///
    /// assert_eq!("b5".parse::<House>()?, House::block(4));
    /// assert_eq!("R4".parse::<House>()?.to_string(), "r4");
    /// assert!("r0".parse::<House>().is_err());
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    fn from_str(text: &str) -> Result<House, ParseError> {
        let bad = || ParseError::BadHouse {
            text: text.trim().chars().take(16).collect(),
        };
        let &[kind, number] = text.trim().as_bytes() else {
            return Err(bad());
        };
        let index = match number {
            b'1'..=b'9' => usize::from(number - b'1'),
            _ => return Err(bad()),
        };
        match kind.to_ascii_lowercase() {
            b'r' => Ok(House::row(index)),
            b'c' => Ok(House::col(index)),
            b'b' => Ok(House::block(index)),
            _ => Err(bad()),
        }
    }
}

/// What kind of house a [`House`] is.
///
/// # Example
///
/// ```
/// use sudoku_strata::{House, HouseKind};
///
/// assert_eq!(House::col(3).kind(), HouseKind::Column);
/// assert_eq!(House::ALL.iter().filter(|house| house.kind() == HouseKind::Box).count(), 9);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum HouseKind {
    /// A row, read left to right.
    Row,
    /// A column, read top to bottom.
    Column,
    /// One of the nine 3x3 boxes.
    Box,
}

impl HouseKind {
    /// The word people use: "row", "column" or "box".
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{House, HouseKind};
    ///
    /// assert_eq!(HouseKind::Column.word(), "column");
    /// assert_eq!(House::block(0).kind().word(), "box");
    /// ```
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            HouseKind::Row => "row",
            HouseKind::Column => "column",
            HouseKind::Box => "box",
        }
    }
}

/// A house: one of the 27 groups of nine cells (9 rows, 9 columns, 9 boxes) that must
/// each hold every digit once.
///
/// Numbered 0 to 26: rows first, then columns, then boxes. `Display` prints the short
/// form people write (`r3`, `c5`, `b2`, counted from 1); `{:#}` prints the long form
/// (`row 3`, `column 5`, `box 2`).
///
/// # Example
///
/// ```
/// use sudoku_strata::{Cell, House, HouseKind};
///
/// let b2 = House::block(1);
/// assert_eq!(b2.kind(), HouseKind::Box);
/// assert_eq!(b2.to_string(), "b2");
/// assert_eq!(format!("{b2:?}"), "b2");
/// assert_eq!(format!("{b2:#}"), "box 2");
/// assert!(b2.cells().contains(Cell::from_row_col(3, 5).unwrap()));
/// assert_eq!(b2.cells().len(), 9);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct House(u8);

impl House {
    /// All 27 houses: rows, then columns, then boxes.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{House, HouseKind};
    ///
    /// assert_eq!(House::ALL[0], House::row(0));
    /// assert_eq!(House::ALL[26], House::block(8));
    /// assert_eq!(House::ALL.iter().filter(|house| house.kind() == HouseKind::Column).count(), 9);
    /// ```
    pub const ALL: [House; 27] = {
        let mut houses = [House(0); 27];
        let mut i = 0;
        while i < 27 {
            houses[i] = House(i as u8);
            i += 1;
        }
        houses
    };

    /// The nine rows.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{CellSet, House};
    ///
    /// assert_eq!(House::ROWS[4].to_string(), "r5");
    /// assert_eq!(House::ROWS.iter().fold(CellSet::EMPTY, |all, row| all | row.cells()), CellSet::ALL);
    /// ```
    pub const ROWS: [House; 9] = House::kind_array(0);
    /// The nine columns.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::House;
    ///
    /// assert_eq!(House::COLUMNS[4].to_string(), "c5");
    /// assert_eq!(House::COLUMNS, House::ALL[9..18]);
    /// ```
    pub const COLUMNS: [House; 9] = House::kind_array(9);
    /// The nine boxes.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::House;
    ///
    /// assert_eq!(House::BOXES[4].to_string(), "b5");
    /// assert_eq!(House::BOXES, House::ALL[18..]);
    /// ```
    pub const BOXES: [House; 9] = House::kind_array(18);

    const fn kind_array(offset: u8) -> [House; 9] {
        let mut houses = [House(0); 9];
        let mut i = 0;
        while i < 9 {
            houses[i] = House(offset + i as u8);
            i += 1;
        }
        houses
    }

    /// The row with zero-based index `index`.
    ///
    /// # Panics
    ///
    /// Panics if `index` is 9 or more.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{House, HouseKind};
    ///
    /// let r3 = House::row(2);
    /// assert_eq!(r3.kind(), HouseKind::Row);
    /// assert_eq!(r3.to_string(), "r3");
    /// ```
    #[inline]
    #[must_use]
    pub const fn row(index: usize) -> House {
        assert!(index < 9, "row index out of range");
        House(index as u8)
    }

    /// The column with zero-based index `index`.
    ///
    /// # Panics
    ///
    /// Panics if `index` is 9 or more.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{House, HouseKind};
    ///
    /// let c3 = House::col(2);
    /// assert_eq!(c3.kind(), HouseKind::Column);
    /// assert_eq!(c3.to_string(), "c3");
    /// ```
    #[inline]
    #[must_use]
    pub const fn col(index: usize) -> House {
        assert!(index < 9, "column index out of range");
        House(9 + index as u8)
    }

    /// The box with zero-based index `index` (0 is the top left, 8 the bottom right).
    ///
    /// # Panics
    ///
    /// Panics if `index` is 9 or more.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, House};
    ///
    /// let b9 = House::block(8);
    /// assert_eq!(b9.to_string(), "b9");
    /// assert!(b9.cells().contains("r9c9".parse::<Cell>()?));
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    #[must_use]
    pub const fn block(index: usize) -> House {
        assert!(index < 9, "box index out of range");
        House(18 + index as u8)
    }

    /// The house with this index (0 to 26), or `None` past 26.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::House;
    ///
    /// assert_eq!(House::from_index(9), Some(House::col(0)));
    /// assert_eq!(House::from_index(26), Some(House::block(8)));
    /// assert_eq!(House::from_index(27), None);
    /// ```
    #[inline]
    #[must_use]
    pub const fn from_index(index: usize) -> Option<House> {
        if index < 27 {
            Some(House(index as u8))
        } else {
            None
        }
    }

    /// The index, 0 to 26: rows, then columns, then boxes.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::House;
    ///
    /// assert_eq!(House::row(4).index(), 4);
    /// assert_eq!(House::col(4).index(), 13);
    /// assert_eq!(House::block(4).index(), 22);
    /// ```
    #[inline]
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Row, column or box.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{House, HouseKind};
    ///
    /// assert_eq!(House::ALL[10].kind(), HouseKind::Column);
    /// assert_eq!("b5".parse::<House>()?.kind(), HouseKind::Box);
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    #[must_use]
    pub const fn kind(self) -> HouseKind {
        match self.0 / 9 {
            0 => HouseKind::Row,
            1 => HouseKind::Column,
            _ => HouseKind::Box,
        }
    }

    /// The zero-based index among houses of its kind, 0 to 8.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::House;
    ///
    /// assert_eq!(House::col(4).index_in_kind(), 4);
    /// assert_eq!("b7".parse::<House>()?.index_in_kind(), 6);
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    #[must_use]
    pub const fn index_in_kind(self) -> usize {
        self.0 as usize % 9
    }

    /// The number people read, 1 to 9 (`r3` has number 3).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::House;
    ///
    /// assert_eq!(House::col(4).number(), 5);
    /// assert_eq!("b7".parse::<House>()?.number(), 7);
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    #[must_use]
    pub const fn number(self) -> usize {
        self.index_in_kind() + 1
    }

    /// The nine cells of this house.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, House};
    ///
    /// let r2 = House::row(1).cells();
    /// assert_eq!(r2.len(), 9);
    /// assert!(r2.contains("r2c8".parse::<Cell>()?));
    /// assert!(!r2.contains("r3c8".parse::<Cell>()?));
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    #[must_use]
    pub fn cells(self) -> CellSet {
        CellSet::house(self)
    }

    /// The nine cells in reading order (left to right, top to bottom).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::House;
    ///
    /// let b5 = House::block(4).cell_array().map(|cell| cell.to_string());
    /// assert_eq!(&b5[..4], ["r4c4", "r4c5", "r4c6", "r5c4"]);
    /// assert_eq!(b5[8], "r6c6");
    /// ```
    #[must_use]
    pub fn cell_array(self) -> [Cell; 9] {
        let i = self.index_in_kind();
        std::array::from_fn(|k| match self.kind() {
            HouseKind::Row => Cell::at(i, k),
            HouseKind::Column => Cell::at(k, i),
            HouseKind::Box => Cell::at(i / 3 * 3 + k / 3, i % 3 * 3 + k % 3),
        })
    }
}

impl fmt::Display for House {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            write!(f, "{} {}", self.kind().word(), self.number())
        } else {
            let letter = match self.kind() {
                HouseKind::Row => 'r',
                HouseKind::Column => 'c',
                HouseKind::Box => 'b',
            };
            write!(f, "{letter}{}", self.number())
        }
    }
}

impl fmt::Debug for House {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cell_coordinates_agree_with_houses() {
        for cell in Cell::ALL {
            assert_eq!(cell.row().index_in_kind(), cell.row_index());
            assert_eq!(cell.col().index_in_kind(), cell.col_index());
            assert_eq!(cell.block().index_in_kind(), cell.box_index());
            for house in cell.houses() {
                assert!(house.cells().contains(cell), "{cell} not in {house}");
            }
        }
    }

    #[test]
    fn house_cell_arrays_match_their_sets() {
        for house in House::ALL {
            let array = house.cell_array();
            let set: CellSet = array.iter().copied().collect();
            assert_eq!(set, house.cells(), "{house}");
            assert_eq!(set.len(), 9);
        }
    }

    #[test]
    fn cells_print_and_parse_in_row_column_notation() {
        for cell in Cell::ALL {
            let text = cell.to_string();
            assert_eq!(text.parse::<Cell>().unwrap(), cell);
        }
        assert_eq!("R9C9".parse::<Cell>().unwrap().index(), 80);
    }

    #[test]
    fn malformed_cells_are_rejected() {
        for text in ["", "r0c1", "r1c0", "r10c1", "x1c1", "r1c", "r1c1x", "r/c1"] {
            assert!(text.parse::<Cell>().is_err(), "{text:?} was accepted");
        }
    }

    #[test]
    fn every_cell_has_twenty_peers() {
        for cell in Cell::ALL {
            assert_eq!(cell.peers().len(), 20);
            assert!(!cell.peers().contains(cell));
        }
        let a = Cell::from_row_col(1, 1).unwrap();
        assert!(a.sees(Cell::from_row_col(3, 3).unwrap()));
        assert!(!a.sees(Cell::from_row_col(4, 4).unwrap()));
    }
}
