//! Playing: a puzzle, the player's digits and pencil marks, and the help a game gives.
//!
//! [`Game`] is what a front end drives; it never prints and never reads the terminal.
//! The type and how a game begins are in `setup`, what it holds in `state`; the other
//! files each add one part of its methods: `moves`, `history` (undo and redo), `edit`
//! (edit mode), `hint` (conflicts, check and hint) and `clock` (the time played);
//! `save` is its serde form, which restores only what a game could be.

mod clock;
mod edit;
mod error;
mod hint;
mod history;
mod moves;
#[cfg(feature = "serde")]
mod save;
mod setup;
mod state;

pub use clock::{Clock, ManualClock, SystemClock};
pub use error::{GivensError, MoveError, RestoreError, SavedState};
pub use hint::{Check, Hint, HintBasis};
pub use setup::{Game, Strictness};
pub use state::{CellContent, PeerMarks};
