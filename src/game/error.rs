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
