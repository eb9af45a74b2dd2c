//! The 3-D layer grid: one bit-plane layer per digit.

use bitvec::prelude::{BitArray, Lsb0};

use super::StepError;
use super::{Candidate, Cell, CellSet, Digit, DigitSet, Grid, House};

/// One layer's 81 cells as a bit plane (two 64-bit words, bits 81 and up unused).
type Plane = BitArray<[u64; 2], Lsb0>;

/// The 81 bits of a plane as one word. Strategies and the engine work on words; the
/// `BitArray` operators are many times slower in hot loops.
#[inline]
fn word(plane: &Plane) -> u128 {
    let [low, high] = plane.data;
    u128::from(low) | u128::from(high) << 64
}

#[inline]
fn store(plane: &mut Plane, bits: u128) {
    plane.data = [bits as u64, (bits >> 64) as u64];
}

/// What one layer (digit) says about one cell.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum CellStatus {
    /// The digit may still go in the cell: it is a candidate there.
    Empty,
    /// The digit cannot go in the cell: a placed digit in the same row, column or box
    /// rules it out, the cell holds another digit, or a deduction removed it.
    Forbidden,
    /// The digit is placed in the cell.
    Occupied,
}

/// The 3-D layer grid: for each digit a 9x9 layer saying, for every cell, whether the
/// digit is [`Occupied`](CellStatus::Occupied) there, [`Forbidden`](CellStatus::Forbidden),
/// or still possible ([`Empty`](CellStatus::Empty)).
///
/// The candidates of a cell are the digits whose layer says `Empty` there. The layers
/// are bit planes (`bitvec` arrays), read and written as whole words. The givens of the
/// puzzle are kept apart, so a given can always be told from a digit placed later.
///
/// Placing a digit updates all three dimensions at once: the digit becomes forbidden in
/// the cell's row, column and box in its own layer, and every other digit becomes
/// forbidden in that cell.
///
/// # Text form
///
/// `Display` prints the pencil-mark grid people use (each cell's candidates, boxed), and
/// `FromStr` reads it back. In that form a cell is written as:
/// - its candidates, for example `157` (two or more digits);
/// - a single digit, for example `5`: a given;
/// - `+5`: a digit placed while solving (not a given);
/// - `[5]` or `[]`: an unsolved cell with only one candidate, or none.
///
/// The characters `| - = : . ' *`, a `+` that is not before a digit, and whitespace are
/// decoration, so the grids printed by other solvers read as they are.
///
/// # Example
///
/// ```
/// use sudoku_strata::{Cell, CellStatus, Digit, Grid, LayerGrid};
///
/// let grid: Grid = ".3......28.6....1.....4...3..1..6.7....7..3.4.6.3.5.......87..9..9..2...7.....2..".parse()?;
/// let layers = LayerGrid::from_grid(&grid);
/// let r1c1 = Cell::from_row_col(1, 1).unwrap();
/// let r1c2 = Cell::from_row_col(1, 2).unwrap();
/// let three = Digit::new(3).unwrap();
/// assert_eq!(layers.status(r1c2, three), CellStatus::Occupied);
/// assert_eq!(layers.status(r1c1, three), CellStatus::Forbidden);
/// assert!(layers.is_given(r1c2));
/// assert_eq!(layers.cell_candidates(r1c1).to_string(), "1,4,5,9");
///
/// let text = layers.to_string();
/// assert_eq!(text.parse::<LayerGrid>()?, layers);
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct LayerGrid {
    occupied: [Plane; 9],
    forbidden: [Plane; 9],
    givens: Plane,
    unique: bool,
}

impl Default for LayerGrid {
    fn default() -> LayerGrid {
        LayerGrid::new()
    }
}

impl LayerGrid {
    /// The grid with no digit placed: every digit is a candidate everywhere.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, DigitSet, LayerGrid};
    ///
    /// let layers = LayerGrid::new();
    /// assert_eq!(layers.candidate_count(), 81 * 9);
    /// assert_eq!(layers.cell_candidates("r5c5".parse::<Cell>()?), DigitSet::ALL);
    /// assert_eq!(layers, LayerGrid::default());
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[must_use]
    pub fn new() -> LayerGrid {
        LayerGrid {
            occupied: [Plane::ZERO; 9],
            forbidden: [Plane::ZERO; 9],
            givens: Plane::ZERO,
            unique: false,
        }
    }

    /// The layer grid of a puzzle: its digits are placed as givens.
    ///
    /// If two givens contradict each other the result is contradictory too (see
    /// [`is_consistent`](LayerGrid::is_consistent)); check with
    /// [`Grid::validate`] first when that matters.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Grid, LayerGrid};
    ///
    /// let grid: Grid = format!("5{}", ".".repeat(80)).parse()?;
    /// let layers = LayerGrid::from_grid(&grid);
    /// assert!(layers.is_given("r1c1".parse::<Cell>()?));
    /// assert_eq!(layers.cell_candidates("r1c2".parse::<Cell>()?).to_string(), "1,2,3,4,6,7,8,9");
    /// assert_eq!(LayerGrid::from(&grid), layers);
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[must_use]
    pub fn from_grid(grid: &Grid) -> LayerGrid {
        let mut layers = LayerGrid::new();
        for (cell, digit) in grid.iter() {
            if let Some(digit) = digit {
                layers.force_place(cell, digit);
                layers.givens.set(cell.index(), true);
            }
        }
        layers
    }

    /// What the layer of `digit` says about `cell`.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, CellStatus, Digit, LayerGrid};
    ///
    /// let mut layers = LayerGrid::new();
    /// let five = Digit::new(5).unwrap();
    /// layers.place("r1c1".parse::<Cell>()?, five)?;
    /// assert_eq!(layers.status("r1c1".parse()?, five), CellStatus::Occupied);
    /// assert_eq!(layers.status("r1c9".parse()?, five), CellStatus::Forbidden);
    /// assert_eq!(layers.status("r2c4".parse()?, five), CellStatus::Empty);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    #[must_use]
    pub fn status(&self, cell: Cell, digit: Digit) -> CellStatus {
        let i = cell.index();
        if self.occupied[digit.index()][i] {
            CellStatus::Occupied
        } else if self.forbidden[digit.index()][i] {
            CellStatus::Forbidden
        } else {
            CellStatus::Empty
        }
    }

    /// The cells where `digit` is still a candidate (its layer says `Empty`).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Digit, LayerGrid};
    ///
    /// let mut layers = LayerGrid::new();
    /// let five = Digit::new(5).unwrap();
    /// layers.place("r1c1".parse::<Cell>()?, five)?;
    /// // The cell itself and its 20 peers are out.
    /// assert_eq!(layers.candidates(five).len(), 81 - 21);
    /// assert_eq!(layers.candidates(Digit::new(6).unwrap()).len(), 80);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    #[must_use]
    pub fn candidates(&self, digit: Digit) -> CellSet {
        let d = digit.index();
        CellSet::from_bits(!(word(&self.occupied[d]) | word(&self.forbidden[d])))
    }

    /// The cells where `digit` is still a candidate within `house`.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Digit, House, LayerGrid};
    ///
    /// let mut layers = LayerGrid::new();
    /// let five = Digit::new(5).unwrap();
    /// layers.place("r1c1".parse::<Cell>()?, five)?;
    /// layers.place("r2c4".parse::<Cell>()?, five)?;
    /// // In row 3 only box 3 can still take the 5.
    /// assert_eq!(layers.candidates_in(five, House::row(2)).to_string(), "r3c7,r3c8,r3c9");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    #[must_use]
    pub fn candidates_in(&self, digit: Digit, house: House) -> CellSet {
        self.candidates(digit) & house.cells()
    }

    /// The cells where `digit` is placed.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Digit, Grid, LayerGrid};
    ///
    /// let grid: Grid = format!("5...5{}5", ".".repeat(75)).parse()?;
    /// let layers = LayerGrid::from_grid(&grid);
    /// assert_eq!(layers.occupied(Digit::new(5).unwrap()).to_string(), "r1c1,r1c5,r9c9");
    /// assert!(layers.occupied(Digit::new(1).unwrap()).is_empty());
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    #[must_use]
    pub fn occupied(&self, digit: Digit) -> CellSet {
        CellSet::from_bits(word(&self.occupied[digit.index()]))
    }

    /// The cells where `digit` is forbidden.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Digit, LayerGrid};
    ///
    /// let mut layers = LayerGrid::new();
    /// let (five, six) = (Digit::new(5).unwrap(), Digit::new(6).unwrap());
    /// let r5c5: Cell = "r5c5".parse()?;
    /// layers.place(r5c5, five)?;
    /// assert_eq!(layers.forbidden(five), r5c5.peers());
    /// assert_eq!(layers.forbidden(six).to_string(), "r5c5");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    #[must_use]
    pub fn forbidden(&self, digit: Digit) -> CellSet {
        CellSet::from_bits(word(&self.forbidden[digit.index()]))
    }

    /// Whether `digit` is a candidate of `cell`.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Digit, LayerGrid};
    ///
    /// let mut layers = LayerGrid::new();
    /// let (r1c1, two) = ("r1c1".parse::<Cell>()?, Digit::new(2).unwrap());
    /// assert!(layers.has_candidate(r1c1, two));
    /// layers.eliminate(r1c1, two);
    /// assert!(!layers.has_candidate(r1c1, two));
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    #[must_use]
    pub fn has_candidate(&self, cell: Cell, digit: Digit) -> bool {
        self.status(cell, digit) == CellStatus::Empty
    }

    /// The candidates of `cell`: the digits whose layer says `Empty` there. A solved
    /// cell has none.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Grid, LayerGrid};
    ///
    /// let grid: Grid = format!("12345678{}", ".".repeat(73)).parse()?;
    /// let layers = LayerGrid::from_grid(&grid);
    /// assert_eq!(layers.cell_candidates("r1c9".parse::<Cell>()?).to_string(), "9");
    /// assert!(layers.cell_candidates("r1c1".parse::<Cell>()?).is_empty());
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    #[must_use]
    pub fn cell_candidates(&self, cell: Cell) -> DigitSet {
        // Only the 64-bit word that holds the cell is read of each layer: a shift of a
        // 128-bit word costs several instructions, and the chains ask this often.
        let (w, b) = (cell.index() / 64, cell.index() % 64);
        let mut bits = 0u16;
        for d in 0..9 {
            let taken = self.occupied[d].data[w] | self.forbidden[d].data[w];
            bits |= (((taken >> b) & 1) as u16 ^ 1) << d;
        }
        DigitSet::from_bits(bits)
    }

    /// The unsolved cells with exactly `count` candidates (bit-sliced over the layers).
    ///
    /// `cells_with_candidate_count(2)` gives the bivalue cells that wings and chains
    /// start from.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Grid, LayerGrid};
    ///
    /// let grid: Grid = format!("1234567{}", ".".repeat(74)).parse()?;
    /// let layers = LayerGrid::from_grid(&grid);
    /// assert_eq!(layers.cells_with_candidate_count(2).to_string(), "r1c8,r1c9");
    /// assert_eq!(layers.cells_with_candidate_count(0).len(), 0);
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[must_use]
    pub fn cells_with_candidate_count(&self, count: usize) -> CellSet {
        // Counts per cell in four bit planes (binary digits 1, 2, 4, 8).
        let mut bits = [0u128; 4];
        for d in 0..9 {
            let mut carry = !(word(&self.occupied[d]) | word(&self.forbidden[d]));
            for plane in &mut bits {
                let next = *plane & carry;
                *plane ^= carry;
                carry = next;
            }
        }
        let mut matching = CellSet::ALL.bits();
        for (i, plane) in bits.iter().enumerate() {
            matching &= if count >> i & 1 == 1 { *plane } else { !*plane };
        }
        if count >= 16 {
            matching = 0;
        }
        CellSet::from_bits(matching) & self.unsolved_cells()
    }

    /// The unsolved cells with exactly two candidates.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Grid, LayerGrid};
    ///
    /// let grid: Grid = format!("1234567{}", ".".repeat(74)).parse()?;
    /// let layers = LayerGrid::from_grid(&grid);
    /// assert_eq!(layers.bivalue_cells(), layers.cells_with_candidate_count(2));
    /// assert_eq!(layers.bivalue_cells().len(), 2);
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    #[must_use]
    pub fn bivalue_cells(&self) -> CellSet {
        self.cells_with_candidate_count(2)
    }

    /// The digit placed in `cell`, if any.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Digit, Grid, LayerGrid};
    ///
    /// let grid: Grid = format!("5{}", ".".repeat(80)).parse()?;
    /// let layers = LayerGrid::from_grid(&grid);
    /// assert_eq!(layers.value("r1c1".parse::<Cell>()?), Digit::new(5));
    /// assert_eq!(layers.value("r1c2".parse::<Cell>()?), None);
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[must_use]
    pub fn value(&self, cell: Cell) -> Option<Digit> {
        Digit::ALL
            .into_iter()
            .find(|d| self.occupied[d.index()][cell.index()])
    }

    /// Whether `cell` holds one of the puzzle's givens.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Digit, Grid, LayerGrid};
    ///
    /// let grid: Grid = format!("5{}", ".".repeat(80)).parse()?;
    /// let mut layers = LayerGrid::from_grid(&grid);
    /// layers.place("r5c5".parse()?, Digit::new(1).unwrap())?;
    /// assert!(layers.is_given("r1c1".parse::<Cell>()?));
    /// assert!(!layers.is_given("r5c5".parse::<Cell>()?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    #[must_use]
    pub fn is_given(&self, cell: Cell) -> bool {
        self.givens[cell.index()]
    }

    /// The cells that hold givens.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Digit, Grid, LayerGrid};
    ///
    /// let grid: Grid = format!("5...3{}", ".".repeat(76)).parse()?;
    /// let mut layers = LayerGrid::from_grid(&grid);
    /// layers.place("r5c5".parse()?, Digit::new(1).unwrap())?;
    /// assert_eq!(layers.givens().to_string(), "r1c1,r1c5");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    #[must_use]
    pub fn givens(&self) -> CellSet {
        CellSet::from_bits(word(&self.givens))
    }

    /// The cells that hold a digit (givens and placed digits).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Digit, Grid, LayerGrid};
    ///
    /// let grid: Grid = format!("5...3{}", ".".repeat(76)).parse()?;
    /// let mut layers = LayerGrid::from_grid(&grid);
    /// layers.place("r5c5".parse()?, Digit::new(1).unwrap())?;
    /// assert_eq!(layers.solved_cells().to_string(), "r1c1,r1c5,r5c5");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn solved_cells(&self) -> CellSet {
        let all = self.occupied.iter().fold(0u128, |acc, p| acc | word(p));
        CellSet::from_bits(all)
    }

    /// The cells that do not hold a digit yet.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Grid, LayerGrid};
    ///
    /// let grid: Grid = format!("5...3{}", ".".repeat(76)).parse()?;
    /// let layers = LayerGrid::from_grid(&grid);
    /// assert_eq!(layers.unsolved_cells().len(), 79);
    /// assert_eq!(layers.unsolved_cells() | layers.solved_cells(), sudoku_strata::CellSet::ALL);
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[must_use]
    pub fn unsolved_cells(&self) -> CellSet {
        !self.solved_cells()
    }

    /// Whether every cell holds a digit.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Grid, LayerGrid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// assert!(!LayerGrid::from_grid(&puzzle).is_solved());
    /// let solution = puzzle.first_solution().expect("a solution");
    /// assert!(LayerGrid::from_grid(&solution).is_solved());
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[must_use]
    pub fn is_solved(&self) -> bool {
        self.solved_cells() == CellSet::ALL
    }

    /// How many candidates remain over all unsolved cells.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Digit, LayerGrid};
    ///
    /// let mut layers = LayerGrid::new();
    /// layers.place("r1c1".parse::<Cell>()?, Digit::new(5).unwrap())?;
    /// // The cell's nine candidates go, and the 5 of its 20 peers.
    /// assert_eq!(layers.candidate_count(), 81 * 9 - 9 - 20);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn candidate_count(&self) -> usize {
        Digit::ALL.iter().map(|&d| self.candidates(d).len()).sum()
    }

    /// The digits placed so far, as a plain grid.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Digit, Grid, LayerGrid};
    ///
    /// let grid: Grid = format!("5{}", ".".repeat(80)).parse()?;
    /// let mut layers = LayerGrid::from_grid(&grid);
    /// layers.place("r1c2".parse()?, Digit::new(7).unwrap())?;
    /// assert_eq!(layers.to_grid().to_string(), format!("57{}", ".".repeat(79)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn to_grid(&self) -> Grid {
        let mut grid = Grid::empty();
        for digit in Digit::ALL {
            for cell in self.occupied(digit) {
                grid.set(cell, Some(digit));
            }
        }
        grid
    }

    /// The puzzle's givens alone, as a plain grid.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Digit, Grid, LayerGrid};
    ///
    /// let grid: Grid = format!("5{}", ".".repeat(80)).parse()?;
    /// let mut layers = LayerGrid::from_grid(&grid);
    /// layers.place("r1c2".parse()?, Digit::new(7).unwrap())?;
    /// assert_eq!(layers.givens_grid(), grid);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn givens_grid(&self) -> Grid {
        let mut grid = Grid::empty();
        for digit in Digit::ALL {
            for cell in self.occupied(digit) & self.givens() {
                grid.set(cell, Some(digit));
            }
        }
        grid
    }

    /// Whether nothing is visibly wrong: no digit placed twice in a house, no unsolved
    /// cell without candidates, and no house where a digit has neither a place nor a
    /// candidate left. A consistent grid may still have no solution.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Digit, LayerGrid};
    ///
    /// let mut layers = LayerGrid::new();
    /// assert!(layers.is_consistent());
    /// // Strike every candidate of r1c1: an unsolved cell with none left.
    /// let r1c1: Cell = "r1c1".parse()?;
    /// for digit in Digit::ALL {
    ///     layers.eliminate(r1c1, digit);
    /// }
    /// assert!(!layers.is_consistent());
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[must_use]
    pub fn is_consistent(&self) -> bool {
        let mut any_candidate = 0u128;
        for digit in Digit::ALL {
            let placed = self.occupied(digit);
            let open = self.candidates(digit);
            any_candidate |= open.bits();
            for house in House::ALL {
                let placed_here = (placed & house.cells()).len();
                if placed_here > 1 || (placed_here == 0 && !open.intersects(house.cells())) {
                    return false;
                }
            }
        }
        (self.unsolved_cells() - CellSet::from_bits(any_candidate)).is_empty()
    }

    /// Each digit's places for the search: its candidates and where it is placed.
    pub(crate) fn search_planes(&self) -> [u128; 9] {
        std::array::from_fn(|d| (self.candidates(Digit::ALL[d]) | self.occupied(Digit::ALL[d])).bits())
    }

    /// Counts the solutions this state allows, stopping at `limit`: the grids that keep
    /// its digits and put every other digit where it is still a candidate. A state whose
    /// digits repeat in a house has 0.
    ///
    /// For a pencil-mark grid a person has worked on, this tells whether a candidate was
    /// struck out by mistake (0 where the puzzle has 1).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Digit, Grid, LayerGrid};
    ///
    /// let puzzle: Grid = ".3......28.6....1.....4...3..1..6.7....7..3.4.6.3.5.......87..9..9..2...7.....2..".parse()?;
    /// let mut state = LayerGrid::from_grid(&puzzle);
    /// assert_eq!(state.count_solutions(2), 1);
    /// // Strike out the digit the solution puts in r1c1: no solution is left.
    /// let r1c1 = Cell::from_row_col(1, 1).expect("a cell");
    /// let answer = puzzle.unique_solution()?.get(r1c1).expect("solved");
    /// state.eliminate(r1c1, answer);
    /// assert_eq!(state.count_solutions(2), 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn count_solutions(&self, limit: usize) -> usize {
        if limit == 0 || self.to_grid().validate().is_err() {
            return 0;
        }
        crate::search::run(
            crate::search::Start::Candidates(&self.search_planes()),
            crate::search::Config::count(limit),
        )
        .count
    }

    /// Whether the grid belongs to a puzzle known to have exactly one solution, which is
    /// what the uniqueness strategies rely on. See
    /// [`assume_unique_solution`](LayerGrid::assume_unique_solution).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::LayerGrid;
    ///
    /// let mut layers = LayerGrid::new();
    /// assert!(!layers.assumes_unique_solution());
    /// layers.assume_unique_solution();
    /// assert!(layers.assumes_unique_solution());
    /// ```
    #[inline]
    #[must_use]
    pub fn assumes_unique_solution(&self) -> bool {
        self.unique
    }

    /// Declares that the puzzle has exactly one solution, so that strategies built on
    /// uniqueness (unique rectangles, BUG+1) may run on this grid. The engine does this
    /// after its uniqueness check; only do it yourself when you know it is true.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Grid, LayerGrid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let mut state = LayerGrid::from_grid(&puzzle);
    /// // Known to be true here: the puzzle has one solution.
    /// assert_eq!(puzzle.count_solutions(2), 1);
    /// state.assume_unique_solution();
    /// assert!(state.assumes_unique_solution());
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    pub fn assume_unique_solution(&mut self) {
        self.unique = true;
    }

    /// Places `digit` in `cell` (not as a given).
    ///
    /// The digit becomes forbidden in the cell's row, column and box, and every other
    /// digit becomes forbidden in the cell.
    ///
    /// # Errors
    ///
    /// [`StepError::CellSolved`] if the cell already holds a digit, and
    /// [`StepError::NotACandidate`] if `digit` is not a candidate of the cell. The grid is
    /// unchanged then.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Digit, LayerGrid, StepError};
    ///
    /// let mut layers = LayerGrid::new();
    /// let five = Digit::new(5).unwrap();
    /// layers.place("r1c1".parse()?, five)?;
    /// assert_eq!(layers.value("r1c1".parse()?), Some(five));
    /// // Its row can no longer take a 5.
    /// let refused = layers.place("r1c9".parse::<Cell>()?, five);
    /// assert!(matches!(refused, Err(StepError::NotACandidate { .. })));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn place(&mut self, cell: Cell, digit: Digit) -> Result<(), StepError> {
        if let Some(existing) = self.value(cell) {
            return Err(StepError::CellSolved {
                candidate: Candidate::new(cell, digit),
                existing,
            });
        }
        if !self.has_candidate(cell, digit) {
            return Err(StepError::NotACandidate {
                candidate: Candidate::new(cell, digit),
            });
        }
        self.force_place(cell, digit);
        Ok(())
    }

    /// Places without checks; used when building grids from givens and pencil marks.
    fn force_place(&mut self, cell: Cell, digit: Digit) {
        let bit = 1u128 << cell.index();
        let d = digit.index();
        let occupied = word(&self.occupied[d]) | bit;
        store(&mut self.occupied[d], occupied);
        let forbidden = (word(&self.forbidden[d]) | cell.peers().bits()) & !occupied & !bit;
        store(&mut self.forbidden[d], forbidden);
        for other in 0..9 {
            if other != d && word(&self.occupied[other]) & bit == 0 {
                let f = word(&self.forbidden[other]) | bit;
                store(&mut self.forbidden[other], f);
            }
        }
    }

    /// Removes `digit` from the candidates of `cell`. Returns whether it was a candidate.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Digit, LayerGrid};
    ///
    /// let mut layers = LayerGrid::new();
    /// let r1c1: Cell = "r1c1".parse()?;
    /// assert!(layers.eliminate(r1c1, Digit::new(3).unwrap()));
    /// assert!(!layers.eliminate(r1c1, Digit::new(3).unwrap()));
    /// assert_eq!(layers.cell_candidates(r1c1).to_string(), "1,2,4,5,6,7,8,9");
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    pub fn eliminate(&mut self, cell: Cell, digit: Digit) -> bool {
        if !self.has_candidate(cell, digit) {
            return false;
        }
        self.forbidden[digit.index()].set(cell.index(), true);
        true
    }

    /// Marks `cell` as a given; used by the pencil-mark reader.
    pub(crate) fn set_given(&mut self, cell: Cell) {
        self.givens.set(cell.index(), true);
    }

    /// Places a digit even where the layer forbids it; used by the pencil-mark reader.
    pub(crate) fn place_unchecked(&mut self, cell: Cell, digit: Digit) {
        self.force_place(cell, digit);
    }

    /// Keeps only `allowed` as candidates of an unsolved cell; used by the pencil-mark reader.
    pub(crate) fn restrict(&mut self, cell: Cell, allowed: DigitSet) {
        for digit in Digit::ALL {
            if !allowed.contains(digit) {
                self.eliminate(cell, digit);
            }
        }
    }
}

impl From<&Grid> for LayerGrid {
    fn from(grid: &Grid) -> LayerGrid {
        LayerGrid::from_grid(grid)
    }
}

impl std::fmt::Debug for LayerGrid {
    /// Whether the grid assumes a unique solution, then the pencil-mark grid.
    ///
    /// ```
    /// use sudoku_strata::LayerGrid;
    ///
    /// let layers = LayerGrid::new();
    /// let text = format!("{layers:?}");
    /// assert_eq!(text.lines().next(), Some("LayerGrid (unique: false)"));
    /// assert!(text.ends_with(&layers.to_string()));
    /// ```
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "LayerGrid (unique: {})", self.unique)?;
        std::fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests;
