//! A puzzle as read: its digits, or a pencil-mark grid with its candidates.

use std::fmt;
use std::str::FromStr;

use crate::{Digit, Grid, LayerGrid, ParseError};

/// A puzzle as the [`Reader`](crate::Reader) reads it: its digits (a line or a
/// picture), or a pencil-mark grid with the candidates left in its other cells.
///
/// `FromStr` reads one puzzle in any layout the reader reads, and refuses a text with
/// none or with several. `Display` writes the 81-character line of a puzzle of digits
/// and the pencil-mark grid of the other kind; both read back.
///
/// # Example
///
/// ```
/// use sudoku_strata::{Grid, LayerGrid, Puzzle};
///
/// let line = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489";
/// let puzzle: Puzzle = format!("{line} ED=2.3/1.2/1.2").parse()?;
/// assert_eq!(puzzle, Puzzle::Digits(line.parse()?));
///
/// // A pencil-mark grid whose marks are all those its digits leave loses nothing as digits.
/// let marks: Puzzle = LayerGrid::from_grid(&line.parse()?).to_string().parse()?;
/// assert!(matches!(marks, Puzzle::Marks(_)));
/// assert_eq!(marks.plain(), Some(line.parse::<Grid>()?));
/// assert_eq!(marks.to_string().parse::<Puzzle>()?, marks);
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Puzzle {
    /// A puzzle written as its digits (a line or a picture).
    Digits(Grid),
    /// A pencil-mark grid: its digits, and the candidates left in the other cells.
    Marks(Box<LayerGrid>),
}

impl Puzzle {
    /// The digits shown (for a pencil-mark grid, its givens and placed digits alike).
    #[must_use]
    pub fn digits(&self) -> Grid {
        match self {
            Puzzle::Digits(grid) => *grid,
            Puzzle::Marks(state) => state.to_grid(),
        }
    }

    /// Where a solver starts: the candidates of the digits, or the pencil marks.
    #[must_use]
    pub fn state(&self) -> LayerGrid {
        match self {
            Puzzle::Digits(grid) => LayerGrid::from_grid(grid),
            Puzzle::Marks(state) => (**state).clone(),
        }
    }

    /// The puzzle as digits alone, when nothing is lost by it: always for digits, and
    /// for a pencil-mark grid whose candidates are all those its digits leave. `None`
    /// when the pencil marks strike out candidates (what works from digits alone would
    /// lose them).
    #[must_use]
    pub fn plain(&self) -> Option<Grid> {
        let grid = self.digits();
        match self {
            Puzzle::Digits(_) => Some(grid),
            Puzzle::Marks(state) => {
                let full = LayerGrid::from_grid(&grid);
                Digit::ALL
                    .iter()
                    .all(|&d| state.candidates(d) == full.candidates(d))
                    .then_some(grid)
            }
        }
    }
}

impl From<Grid> for Puzzle {
    fn from(grid: Grid) -> Puzzle {
        Puzzle::Digits(grid)
    }
}

impl From<LayerGrid> for Puzzle {
    fn from(state: LayerGrid) -> Puzzle {
        Puzzle::Marks(Box::new(state))
    }
}

impl FromStr for Puzzle {
    type Err = ParseError;

    /// One puzzle in any layout the [`Reader`](crate::Reader) reads.
    fn from_str(text: &str) -> Result<Puzzle, ParseError> {
        super::one_puzzle(text).map(|(_, puzzle)| puzzle)
    }
}

impl fmt::Display for Puzzle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Puzzle::Digits(grid) => fmt::Display::fmt(grid, f),
            Puzzle::Marks(state) => fmt::Display::fmt(state, f),
        }
    }
}
