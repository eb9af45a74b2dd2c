//! The plain grid: 81 cells, each empty or holding a digit.

use std::fmt;
use std::str::FromStr;

use super::ParseError;
use super::{Cell, Digit, House};
use crate::search;
use crate::split_mix::SplitMix64;

/// A 9x9 Sudoku grid: 81 cells, each empty or holding a digit 1 to 9.
///
/// This is what a puzzle or a solution is. It does not track candidates; for that see
/// [`LayerGrid`](crate::LayerGrid).
///
/// # Text forms
///
/// `FromStr` reads:
/// - the 81-character line, row by row, with `.`, `0`, `_`, `-`, `*` or `x` for an empty
///   cell; whitespace between cells is allowed;
/// - a picture over several lines, for example what `{:#}` prints. The characters
///   `| - + = :` and spaces are decoration: a line made only of them (and holding a `-`,
///   `+` or `=`) is a rule and is skipped; inside other lines `|`, `+`, `=` and `:` are
///   skipped and `-` is an empty cell. A row written entirely as `---------` is therefore
///   taken for a rule; write empty cells as `.` in pictures.
///
/// `Display` prints the 81-character line with `.` for empty cells; the alternate form
/// `{:#}` prints the boxed picture, which reads back.
///
/// # Errors
///
/// Parsing fails with [`ParseError`] when the text holds other than 81 cells or a
/// character that is neither a cell nor decoration (with its line and column).
///
/// # Example
///
/// ```
/// use sudoku_strata::Grid;
///
/// let line = ".3......28.6....1.....4...3..1..6.7....7..3.4.6.3.5.......87..9..9..2...7.....2..";
/// let grid: Grid = line.parse()?;
/// assert_eq!(grid.to_string(), line);
/// assert_eq!(grid.given_count(), 23);
///
/// let picture = format!("{grid:#}");
/// assert!(picture.starts_with("+-------+-------+-------+\n| . 3 . | . . . | . . 2 |"));
/// assert_eq!(picture.parse::<Grid>()?, grid);
///
/// // Grids order as their lines read, an empty cell first: as `sort` orders the lines.
/// let mut grids = vec![grid, Grid::empty(), grid.first_solution().unwrap()];
/// grids.sort();
/// assert_eq!(grids[0], Grid::empty());
/// assert!(grids.windows(2).all(|w| w[0].to_string() <= w[1].to_string()));
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
// Aligned, to be copied as whole words inside a `Result` (tests/api.rs, BENCHMARKS.md).
#[repr(align(16))]
pub struct Grid {
    pub(super) cells: [u8; 81],
}

/// Two cells of one house that hold the same digit.
///
/// # Example
///
/// ```
/// use sudoku_strata::Grid;
///
/// let grid: Grid = format!("5{}5{}", ".".repeat(8), ".".repeat(71)).parse()?;
/// let conflict = grid.validate().unwrap_err();
/// assert_eq!(conflict.digit.get(), 5);
/// assert_eq!(conflict.to_string(), "digit 5 appears twice in column 1 (r1c1 and r2c1)");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Conflict {
    /// The repeated digit.
    pub digit: Digit,
    /// The house where it repeats.
    pub house: House,
    /// The first two cells of that house holding it, in reading order.
    pub cells: [Cell; 2],
}

impl fmt::Display for Conflict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "digit {} appears twice in {:#} ({} and {})",
            self.digit, self.house, self.cells[0], self.cells[1]
        )
    }
}

impl std::error::Error for Conflict {}

impl Grid {
    /// The grid with every cell empty.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// let grid = Grid::empty();
    /// assert_eq!(grid.given_count(), 0);
    /// assert_eq!(grid.to_string(), ".".repeat(81));
    /// assert_eq!(grid, Grid::default());
    /// ```
    #[must_use]
    pub const fn empty() -> Grid {
        Grid { cells: [0; 81] }
    }

    /// The grid of cells the search found (each 0 to 9, as the search only writes).
    #[inline]
    pub(crate) const fn from_search(cells: [u8; 81]) -> Grid {
        Grid { cells }
    }

    /// The digit in `cell`, or `None` if it is empty.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Digit, Grid};
    ///
    /// let grid: Grid = format!("5{}", ".".repeat(80)).parse()?;
    /// assert_eq!(grid.get("r1c1".parse::<Cell>()?), Digit::new(5));
    /// assert_eq!(grid.get("r1c2".parse::<Cell>()?), None);
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    #[must_use]
    pub fn get(&self, cell: Cell) -> Option<Digit> {
        Digit::new(self.cells[cell.index()])
    }

    /// Puts `digit` into `cell`, or empties it with `None`.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Digit, Grid};
    ///
    /// let mut grid = Grid::empty();
    /// grid.set("r1c3".parse::<Cell>()?, Digit::new(7));
    /// assert_eq!(grid.to_string(), format!("..7{}", ".".repeat(78)));
    /// grid.set("r1c3".parse::<Cell>()?, None);
    /// assert_eq!(grid, Grid::empty());
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    pub fn set(&mut self, cell: Cell, digit: Option<Digit>) {
        self.cells[cell.index()] = digit.map_or(0, Digit::get);
    }

    /// The cells row by row: 0 for empty, 1 to 9 for a digit.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// let grid: Grid = format!("..7{}", ".".repeat(78)).parse()?;
    /// let bytes = grid.to_bytes();
    /// assert_eq!(bytes[..3], [0, 0, 7]);
    /// assert_eq!(Grid::try_from(bytes)?, grid);
    /// assert_eq!(<[u8; 81]>::from(grid), bytes);
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    #[must_use]
    pub const fn to_bytes(&self) -> [u8; 81] {
        self.cells
    }

    /// The cells row by row, borrowed: 0 for empty, 1 to 9 for a digit.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// let grid: Grid = format!("..7{}", ".".repeat(78)).parse()?;
    /// assert_eq!(grid.as_bytes().iter().filter(|&&byte| byte == 0).count(), 80);
    /// assert_eq!(grid.as_bytes()[2], 7);
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    #[must_use]
    pub const fn as_bytes(&self) -> &[u8; 81] {
        &self.cells
    }

    /// Every cell with its digit, row by row (as `for (cell, digit) in &grid`).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// let grid: Grid = format!("5{}", ".".repeat(80)).parse()?;
    /// let (first, digit) = grid.iter().next().unwrap();
    /// assert_eq!((first.to_string(), digit.map(|d| d.get())), ("r1c1".to_string(), Some(5)));
    /// assert_eq!(grid.iter().filter(|(_, digit)| digit.is_none()).count(), 80);
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[must_use]
    pub fn iter(&self) -> GridIter<'_> {
        GridIter { grid: self, next: 0 }
    }

    /// How many cells hold a digit.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// let grid: Grid = format!("12.3{}", ".".repeat(77)).parse()?;
    /// assert_eq!(grid.given_count(), 3);
    /// assert_eq!(Grid::empty().given_count(), 0);
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[must_use]
    pub fn given_count(&self) -> usize {
        self.cells.iter().filter(|&&v| v != 0).count()
    }

    /// Whether every cell holds a digit (whether or not they follow the rules).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// // Full, though every row repeats its digit.
    /// let ones: Grid = "1".repeat(81).parse()?;
    /// assert!(ones.is_full());
    /// assert!(!ones.is_solved());
    /// assert!(!Grid::empty().is_full());
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[must_use]
    pub fn is_full(&self) -> bool {
        self.cells.iter().all(|&v| v != 0)
    }

    /// Whether the grid is full and no digit repeats in a row, column or box.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// assert!(!puzzle.is_solved());
    /// assert!(puzzle.first_solution().expect("a solution").is_solved());
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[must_use]
    pub fn is_solved(&self) -> bool {
        self.is_full() && self.validate().is_ok()
    }

    /// Whether `solution` is a solved grid that keeps every digit of `self`.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let solution = puzzle.first_solution().expect("a solution");
    /// assert!(puzzle.is_solved_by(&solution));
    /// // A solved grid that does not keep the puzzle's digits is no solution of it.
    /// let other = solution.rotated();
    /// assert!(other.is_solved() && !puzzle.is_solved_by(&other));
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[must_use]
    pub fn is_solved_by(&self, solution: &Grid) -> bool {
        solution.is_solved()
            && self
                .cells
                .iter()
                .zip(solution.cells.iter())
                .all(|(&p, &s)| p == 0 || p == s)
    }

    /// Checks that no digit repeats in a row, column or box.
    ///
    /// This only looks at the digits present; a grid that passes may still have no
    /// solution (see [`count_solutions`](Grid::count_solutions)).
    ///
    /// # Errors
    ///
    /// The first [`Conflict`] in house order (rows, columns, boxes).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Grid, House};
    ///
    /// let grid: Grid = format!("5...5{}", ".".repeat(76)).parse()?;
    /// let conflict = grid.validate().unwrap_err();
    /// assert_eq!((conflict.house, conflict.digit.get()), (House::row(0), 5));
    /// assert!(Grid::empty().validate().is_ok());
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    pub fn validate(&self) -> Result<(), Conflict> {
        match self.conflicts().next() {
            Some(conflict) => Err(conflict),
            None => Ok(()),
        }
    }

    /// Every repeated digit: one [`Conflict`] per house and digit, in house order.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// // r1c1 and r2c2 hold 5: they repeat in box 1. r1c1 and r1c5 repeat in row 1.
    /// let grid: Grid = format!("5...5{}5{}", ".".repeat(5), ".".repeat(70)).parse()?;
    /// let houses: Vec<String> = grid.conflicts().map(|conflict| conflict.house.to_string()).collect();
    /// assert_eq!(houses, ["r1", "b1"]);
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    pub fn conflicts(&self) -> impl Iterator<Item = Conflict> + '_ {
        House::ALL.into_iter().flat_map(move |house| {
            let mut first_seen: [Option<Cell>; 9] = [None; 9];
            let mut reported = [false; 9];
            let mut found = Vec::new();
            for cell in house.cell_array() {
                if let Some(digit) = self.get(cell) {
                    match first_seen[digit.index()] {
                        None => first_seen[digit.index()] = Some(cell),
                        Some(first) if !reported[digit.index()] => {
                            reported[digit.index()] = true;
                            found.push(Conflict {
                                digit,
                                house,
                                cells: [first, cell],
                            });
                        }
                        Some(_) => {}
                    }
                }
            }
            found
        })
    }

    /// The cells whose digit repeats in one of their houses.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// let grid: Grid = format!("5...5...3{}", ".".repeat(72)).parse()?;
    /// assert_eq!(grid.conflicting_cells().to_string(), "r1c1,r1c5");
    /// assert!(Grid::empty().conflicting_cells().is_empty());
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[must_use]
    pub fn conflicting_cells(&self) -> crate::CellSet {
        let mut cells = crate::CellSet::EMPTY;
        for house in House::ALL {
            for digit in Digit::ALL {
                let holding: crate::CellSet = house
                    .cell_array()
                    .into_iter()
                    .filter(|&c| self.get(c) == Some(digit))
                    .collect();
                if holding.len() > 1 {
                    cells |= holding;
                }
            }
        }
        cells
    }

    /// One solution, found by the backtracking search, or `None` if there is none.
    ///
    /// Works on any grid: a grid whose givens repeat a digit has no solution. When the
    /// puzzle has several solutions, which one is returned is unspecified but fixed.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// let puzzle: Grid = ".3......28.6....1.....4...3..1..6.7....7..3.4.6.3.5.......87..9..9..2...7.....2..".parse()?;
    /// let solution = puzzle.first_solution().expect("solvable");
    /// assert!(puzzle.is_solved_by(&solution));
    /// assert_eq!(Grid::empty().first_solution().map(|g| g.is_solved()), Some(true));
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[must_use]
    pub fn first_solution(&self) -> Option<Grid> {
        crate::search::first_solution(&self.cells).map(|cells| Grid { cells })
    }

    /// A random solved grid, drawn by the search with its digits tried in random order.
    ///
    /// The same seed gives the same grid on every platform (the order comes from
    /// SplitMix64 seeded with `seed`).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// let grid = Grid::random_solved(7);
    /// assert!(grid.is_solved());
    /// assert_eq!(grid, Grid::random_solved(7));
    /// assert_ne!(grid, Grid::random_solved(8));
    /// ```
    #[must_use]
    pub fn random_solved(seed: u64) -> Grid {
        // SplitMix64: a tiny, well-known generator, enough to shuffle digit orders.
        let mut random = SplitMix64::new(seed);
        let mut below = |n: usize| (random.next_u64() % n as u64) as usize;
        let config = search::Config {
            max_solutions: 1,
            keep: 1,
            node_limit: None,
            shuffle: Some(&mut below),
        };
        let outcome = search::run(search::Start::Digits(&[0; 81]), config);
        outcome
            .solutions
            .first()
            .map_or_else(Grid::empty, |&cells| Grid { cells })
    }

    /// Every solution, one at a time, in the order the search finds them: a lazy
    /// iterator, for more than [`count_solutions`](Grid::count_solutions) tells.
    ///
    /// Each solution costs one stretch of the search, so `take(n)` stops the work after
    /// `n`. A grid whose givens repeat a digit has none; the empty grid has all
    /// 6,670,903,752,021,072,936,960 full grids, so bound what you take.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// // Two givens fewer than a proper puzzle: more than one solution.
    /// let puzzle: Grid = "...4..8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......".parse()?;
    /// let solutions: Vec<Grid> = puzzle.solutions().take(1000).collect();
    /// assert!(solutions.len() > 1);
    /// assert_eq!(solutions.len(), puzzle.count_solutions(1000));
    /// assert!(solutions.iter().all(|s| puzzle.is_solved_by(s)));
    /// let first_three: Vec<Grid> = Grid::empty().solutions().take(3).collect();
    /// assert_eq!(first_three.len(), 3);
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    pub fn solutions(&self) -> Solutions {
        Solutions(crate::search::Enumeration::new(&self.cells))
    }

    /// Counts the solutions, stopping at `limit`.
    ///
    /// `count_solutions(2)` answers "does it have exactly one solution?" (1) as fast as
    /// possible. A grid whose givens repeat a digit has 0. `limit` 0 returns 0 at once.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// let puzzle: Grid = ".3......28.6....1.....4...3..1..6.7....7..3.4.6.3.5.......87..9..9..2...7.....2..".parse()?;
    /// assert_eq!(puzzle.count_solutions(2), 1);
    /// assert_eq!(Grid::empty().count_solutions(1000), 1000);
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[must_use]
    pub fn count_solutions(&self, limit: usize) -> usize {
        crate::search::count_solutions(&self.cells, limit)
    }
}

impl Default for Grid {
    fn default() -> Grid {
        Grid::empty()
    }
}

impl TryFrom<[u8; 81]> for Grid {
    type Error = ParseError;

    /// Row-major bytes: 0 for empty, 1 to 9 for a digit.
    ///
    /// ```
    /// use sudoku_strata::{Grid, ParseError};
    ///
    /// let mut cells = [0u8; 81];
    /// cells[80] = 9;
    /// let grid = Grid::try_from(cells)?;
    /// assert_eq!(format!("{grid:?}"), format!("Grid({}9)", ".".repeat(80)));
    /// cells[3] = 10;
    /// assert!(matches!(Grid::try_from(cells), Err(ParseError::ByteOutOfRange { value: 10, .. })));
    /// # Ok::<(), ParseError>(())
    /// ```
    fn try_from(cells: [u8; 81]) -> Result<Grid, ParseError> {
        if let Some(index) = cells.iter().position(|&v| v > 9) {
            return Err(ParseError::ByteOutOfRange {
                cell: Cell::ALL[index],
                value: cells[index],
            });
        }
        Ok(Grid { cells })
    }
}

impl TryFrom<[[u8; 9]; 9]> for Grid {
    type Error = ParseError;

    /// Nine rows of nine bytes: 0 for empty, 1 to 9 for a digit.
    ///
    /// ```
    /// use sudoku_strata::{Cell, Grid};
    ///
    /// let mut rows = [[0u8; 9]; 9];
    /// rows[3][4] = 7;
    /// let grid = Grid::try_from(rows)?;
    /// assert_eq!(grid[Cell::from_row_col(4, 5).unwrap()], 7);
    /// rows[0][0] = 10;
    /// assert!(Grid::try_from(rows).is_err());
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    fn try_from(rows: [[u8; 9]; 9]) -> Result<Grid, ParseError> {
        Grid::try_from(std::array::from_fn(|i| rows[i / 9][i % 9]))
    }
}

impl std::ops::Index<Cell> for Grid {
    type Output = u8;

    /// The cell's byte: 0 for empty, 1 to 9 for a digit (see [`Grid::get`] for a
    /// [`Digit`]).
    ///
    /// ```
    /// use sudoku_strata::{Cell, Grid};
    ///
    /// let grid: Grid = format!("5{}", ".".repeat(80)).parse()?;
    /// assert_eq!(grid[Cell::from_row_col(1, 1).unwrap()], 5);
    /// assert_eq!(grid[Cell::from_row_col(1, 2).unwrap()], 0);
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    fn index(&self, cell: Cell) -> &u8 {
        &self.cells[cell.index()]
    }
}

impl<'a> IntoIterator for &'a Grid {
    type Item = (Cell, Option<Digit>);
    type IntoIter = GridIter<'a>;

    /// Every cell with its digit, row by row: [`Grid::iter`].
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// let grid: Grid = format!("5{}", ".".repeat(80)).parse()?;
    /// let mut givens = 0;
    /// for (_cell, digit) in &grid {
    ///     givens += usize::from(digit.is_some());
    /// }
    /// assert_eq!(givens, 1);
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    fn into_iter(self) -> GridIter<'a> {
        self.iter()
    }
}

/// The cells of a [`Grid`] with their digits, row by row: what [`Grid::iter`] and
/// `for (cell, digit) in &grid` go through.
///
/// # Example
///
/// ```
/// use sudoku_strata::Grid;
///
/// let grid = Grid::empty();
/// assert_eq!(grid.iter().len(), 81);
/// ```
#[derive(Clone, Debug)]
pub struct GridIter<'a> {
    grid: &'a Grid,
    next: usize,
}

impl Iterator for GridIter<'_> {
    type Item = (Cell, Option<Digit>);

    fn next(&mut self) -> Option<(Cell, Option<Digit>)> {
        let cell = *Cell::ALL.get(self.next)?;
        self.next += 1;
        Some((cell, self.grid.get(cell)))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = Cell::ALL.len() - self.next.min(Cell::ALL.len());
        (left, Some(left))
    }
}

impl ExactSizeIterator for GridIter<'_> {}

impl std::iter::FusedIterator for GridIter<'_> {}

impl From<Grid> for [u8; 81] {
    fn from(grid: Grid) -> [u8; 81] {
        grid.cells
    }
}

impl FromStr for Grid {
    type Err = ParseError;

    /// Reads one puzzle of digits in any layout the [`Reader`](crate::Reader) reads:
    /// a line (with a rating or a comment after it), a picture, or a pencil-mark grid
    /// whose marks strike nothing out.
    fn from_str(text: &str) -> Result<Grid, ParseError> {
        // Fast path for the common 81-character line.
        if let Some(cells) = super::read::plain_line(text) {
            return Ok(Grid { cells });
        }
        match super::read::one_puzzle(text)? {
            (_, crate::Puzzle::Digits(grid)) => Ok(grid),
            (line, marks) => marks.plain().ok_or(ParseError::StruckCandidates { line }),
        }
    }
}

impl fmt::Display for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            return write_picture(f, |cell| match self.get(cell) {
                Some(d) => (b'0' + d.get()) as char,
                None => '.',
            });
        }
        let line: String = self
            .cells
            .iter()
            .map(|&v| if v == 0 { '.' } else { (b'0' + v) as char })
            .collect();
        f.write_str(&line)
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid({self})")
    }
}

/// Writes the boxed 9x9 picture, asking `symbol` for the character of each cell.
pub(crate) fn write_picture(f: &mut impl fmt::Write, mut symbol: impl FnMut(Cell) -> char) -> fmt::Result {
    const RULE: &str = "+-------+-------+-------+";
    for row in 0..9 {
        if row % 3 == 0 {
            writeln!(f, "{RULE}")?;
        }
        for col in 0..9 {
            if col % 3 == 0 {
                f.write_str("| ")?;
            }
            write!(f, "{} ", symbol(Cell::at(row, col)))?;
        }
        writeln!(f, "|")?;
    }
    write!(f, "{RULE}")
}

/// The solutions of a grid, one at a time ([`Grid::solutions`]).
#[derive(Clone, Debug)]
pub struct Solutions(crate::search::Enumeration);

impl Iterator for Solutions {
    type Item = Grid;

    fn next(&mut self) -> Option<Grid> {
        self.0.next().map(|cells| Grid { cells })
    }
}

impl std::iter::FusedIterator for Solutions {}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str = ".3......28.6....1.....4...3..1..6.7....7..3.4.6.3.5.......87..9..9..2...7.....2..";

    #[test]
    fn every_empty_marker_reads_as_empty() {
        for marker in ['.', '0', '_', '-', '*', 'x'] {
            let text: String = PUZZLE
                .chars()
                .map(|c| if c == '.' { marker } else { c })
                .collect();
            assert_eq!(
                text.parse::<Grid>().unwrap().to_string(),
                PUZZLE,
                "marker {marker:?}"
            );
        }
    }

    #[test]
    fn whitespace_between_cells_is_allowed() {
        let spaced: String = PUZZLE.chars().flat_map(|c| [c, ' ']).collect();
        assert_eq!(spaced.parse::<Grid>().unwrap().to_string(), PUZZLE);
    }

    #[test]
    fn picture_round_trips() {
        let grid: Grid = PUZZLE.parse().unwrap();
        let picture = format!("{grid:#}");
        assert_eq!(picture.lines().count(), 13);
        assert_eq!(picture.parse::<Grid>().unwrap(), grid);
    }

    #[test]
    fn nine_line_picture_with_dashes_for_empty_cells() {
        let rows: Vec<String> = PUZZLE
            .as_bytes()
            .chunks(9)
            .map(|r| String::from_utf8_lossy(r).replace('.', "-"))
            .collect();
        let text = rows.join("\n");
        assert_eq!(text.parse::<Grid>().unwrap().to_string(), PUZZLE);
    }

    #[test]
    fn bad_text_gets_a_located_error() {
        let mut text = PUZZLE.to_string();
        text.replace_range(10..11, "a");
        assert_eq!(
            text.parse::<Grid>(),
            Err(ParseError::UnexpectedChar {
                found: 'a',
                line: 1,
                column: 11
            })
        );
        assert_eq!("".parse::<Grid>(), Err(ParseError::Empty));
        assert_eq!("  \n ".parse::<Grid>(), Err(ParseError::Empty));
        assert_eq!(
            PUZZLE[..80].parse::<Grid>(),
            Err(ParseError::WrongCellCount { found: 80 })
        );
        assert_eq!(
            format!("{PUZZLE}1").parse::<Grid>(),
            Err(ParseError::WrongCellCount { found: 82 })
        );
    }

    #[test]
    fn bytes_round_trip_and_reject_large_values() {
        let grid: Grid = PUZZLE.parse().unwrap();
        assert_eq!(Grid::try_from(grid.to_bytes()).unwrap(), grid);
        let mut bytes = grid.to_bytes();
        bytes[5] = 10;
        assert_eq!(
            Grid::try_from(bytes),
            Err(ParseError::ByteOutOfRange {
                cell: Cell::ALL[5],
                value: 10
            })
        );
    }

    #[test]
    fn conflicts_name_digit_house_and_cells() {
        let mut grid = Grid::empty();
        let five = Digit::new(5).unwrap();
        grid.set(Cell::at(0, 0), Some(five));
        grid.set(Cell::at(1, 1), Some(five));
        let conflicts: Vec<Conflict> = grid.conflicts().collect();
        assert_eq!(conflicts.len(), 1);
        assert_eq!(conflicts[0].house, House::block(0));
        assert_eq!(conflicts[0].cells, [Cell::at(0, 0), Cell::at(1, 1)]);
        assert_eq!(grid.conflicting_cells().len(), 2);
    }
}
