//! The board: digits, cells, houses, sets of them, the plain grid and the layer grid,
//! and the reader of the text forms people exchange puzzles in.
//!
//! Nothing in here knows about solving techniques; the strategies build on it.

mod bit_set;
mod candidate;
mod canonical;
mod cell;
mod cell_set;
mod digit;
mod digit_set;
mod error;
mod layer_grid;
mod pencil_marks;
mod puzzle;
mod read;
#[cfg(feature = "serde")]
mod serde_impls;
mod transform;

pub use candidate::Candidate;
pub use cell::{Cell, House, HouseKind};
pub use cell_set::{CellSet, CellSetIter};
pub use digit::Digit;
pub use digit_set::{DigitSet, DigitSetIter};
pub use error::{ParseError, StepError, TransformError};
pub use layer_grid::{CellStatus, LayerGrid};
pub use puzzle::{Conflict, Grid, GridIter, Solutions};
pub use read::{Entry, Puzzle, ReadError, ReadLimits, Reader};
