//! The game's errors: a refused move, and givens that do not make a proper puzzle.

use thiserror::Error;

use crate::{Cell, CellSet, Conflict, Digit, Grid};

/// Why a [`Game`](crate::Game) refused a move. The game is unchanged then.
///
/// The three refusals of strict play ([`Strictness::Strict`](crate::Strictness::Strict))
/// are told apart: [`OutOfRange`](MoveError::OutOfRange) (not a digit 1 to 9),
/// [`Given`](MoveError::Given) (the cell holds a given) and
/// [`Contradicts`](MoveError::Contradicts) (the digit is not the solution's).
///
/// # Example
///
/// ```
/// use sudoku_strata::{Cell, Game, Grid, MoveError};
///
/// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
/// let mut game = Game::new(&puzzle)?;
/// let r1c3: Cell = "r1c3".parse()?;
/// let error = game.enter(r1c3, 5).unwrap_err();
/// assert_eq!(error, MoveError::Given { cell: r1c3 });
/// assert_eq!(error.to_string(), "r1c3 holds a given, which cannot be changed");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum MoveError {
    /// The cell holds one of the puzzle's givens.
    #[error("{cell} holds a given, which cannot be changed")]
    Given {
        /// The cell.
        cell: Cell,
    },
    /// A number that is not a digit 1 to 9.
    #[error("{value} is not a digit from 1 to 9 (entry at {cell})")]
    OutOfRange {
        /// The cell it was meant for.
        cell: Cell,
        /// The number.
        value: u8,
    },
    /// In strict play: the digit is not the one the solution has there.
    #[error("{cell}={digit} contradicts the solution")]
    Contradicts {
        /// The cell.
        cell: Cell,
        /// The digit refused.
        digit: Digit,
    },
    /// A pencil mark for a cell that holds a digit.
    #[error("{cell} holds a digit: pencil marks go in empty cells")]
    CellFilled {
        /// The cell.
        cell: Cell,
    },
    /// A move that needs a puzzle with its solution, made while the givens are edited.
    #[error("not while the givens are being edited: finish editing first")]
    Editing,
    /// A digit the game revealed, which stays as it is.
    #[error("{cell} was revealed, so it holds the solution's digit and cannot be changed")]
    Revealed {
        /// The cell.
        cell: Cell,
    },
    /// A move, an undo or a redo once the puzzle is solved: the game is over.
    #[error("the puzzle is solved: start a new game")]
    Solved,
    /// Undo with nothing done yet.
    #[error("nothing to undo")]
    NothingToUndo,
    /// Redo with nothing undone.
    #[error("nothing to redo")]
    NothingToRedo,
}

/// Why givens do not make a proper puzzle (one with exactly one solution): from
/// [`Game::new`](crate::Game::new) and [`Game::finish_editing`](crate::Game::finish_editing).
///
/// # Example
///
/// ```
/// use sudoku_strata::{Game, GivensError, Grid};
///
/// let error = Game::new(&Grid::empty()).unwrap_err();
/// assert!(matches!(error, GivensError::MultipleSolutions { .. }));
/// assert!(error.to_string().starts_with("the givens allow more than one solution"));
///
/// let twice: Grid = format!("55{}", ".".repeat(79)).parse()?;
/// assert_eq!(
///     Game::new(&twice).unwrap_err().to_string(),
///     "the givens contradict each other: digit 5 appears twice in row 1 (r1c1 and r1c2)"
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum GivensError {
    /// Two givens hold the same digit in one house.
    #[error("the givens contradict each other: {0}")]
    Contradiction(Conflict),
    /// No grid completes the givens.
    #[error("the givens allow no solution")]
    NoSolution,
    /// More than one grid completes the givens.
    #[error(
        "the givens allow more than one solution (two of them differ at {}): is a given missing?",
        differing.to_list()
    )]
    MultipleSolutions {
        /// Two of the solutions.
        examples: Box<[Grid; 2]>,
        /// The cells where those two differ.
        differing: CellSet,
    },
}

/// Where in a saved game a [`RestoreError`] was found: the board as it was saved, or a
/// position of its history (by its place in the saved `undo` or `redo` list, from 0).
///
/// # Example
///
/// ```
/// use sudoku_strata::SavedState;
///
/// assert_eq!(SavedState::Current.to_string(), "the board");
/// assert_eq!(SavedState::Undo(3).to_string(), "undo[3]");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SavedState {
    /// The board as it stood when the game was saved.
    Current,
    /// A position that undo goes back to: `undo[i]` of the saved game, oldest first.
    Undo(usize),
    /// A position that redo makes again: `redo[i]` of the saved game.
    Redo(usize),
}

impl std::fmt::Display for SavedState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SavedState::Current => f.write_str("the board"),
            SavedState::Undo(i) => write!(f, "undo[{i}]"),
            SavedState::Redo(i) => write!(f, "redo[{i}]"),
        }
    }
}

/// Why a saved game does not restore: what a [`Game`](crate::Game) could never be.
///
/// With the `serde` feature a game reads back only when its givens make a proper puzzle
/// (in play) and every position, the board and its undo and redo history, is one the
/// game could have reached; otherwise reading fails with a serde error whose message is
/// this error's.
///
/// # Example
///
/// ```
/// # #[cfg(feature = "serde")]
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// use sudoku_strata::{Game, Grid};
///
/// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
/// let saved = serde_json::to_string(&Game::new(&puzzle)?)?;
/// // A player's 5 over the given 4 of r1c3.
/// let entries = format!("..5{}", ".".repeat(78));
/// let tampered = saved.replacen(&".".repeat(81), &entries, 1);
/// let error = serde_json::from_str::<Game>(&tampered).unwrap_err();
/// assert!(error.to_string().starts_with("the board has a player's digit on the given r1c3"), "{error}");
/// # Ok(())
/// # }
/// # #[cfg(not(feature = "serde"))]
/// # fn main() {}
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum RestoreError {
    /// The givens of a game in play do not make a puzzle with exactly one solution.
    #[error("the saved givens are not a proper puzzle: {0}")]
    Givens(#[from] GivensError),
    /// A position of the history has other givens than the board (in play, moves never
    /// change the givens).
    #[error("{at} has other givens than the board, which no move in play makes")]
    GivensChanged {
        /// The position.
        at: SavedState,
    },
    /// A player's digit in a cell that holds a given.
    #[error("{at} has a player's digit on the given {cell}")]
    EntryOnGiven {
        /// The cell.
        cell: Cell,
        /// The position.
        at: SavedState,
    },
    /// Pencil marks in a cell that holds a given.
    #[error("{at} has pencil marks on the given {cell}")]
    MarksOnGiven {
        /// The cell.
        cell: Cell,
        /// The position.
        at: SavedState,
    },
    /// A cell said to be revealed that does not hold the solution's digit.
    #[error("{at} says {cell} was revealed, but it does not hold the solution's digit")]
    NotRevealed {
        /// The cell.
        cell: Cell,
        /// The position.
        at: SavedState,
    },
    /// A game in edit mode with the player's digits, marks or revealed cells: editing
    /// holds givens only.
    #[error("{at} has a player's digits, marks or revealed cells, but the game is in edit mode")]
    PlayWhileEditing {
        /// The position.
        at: SavedState,
    },
}
