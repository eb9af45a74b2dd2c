//! Uniqueness: patterns that would let a puzzle have two solutions (deadly rectangles and
//! loops, the bivalue universal grave), valid only for puzzles known to have one. The
//! engine runs them only on grids that assume a unique solution.

mod avoidable_rectangle;
mod bug_plus_one;
mod bug_types;
mod extended_rectangle;
mod grave;
mod hidden_rectangle;
pub(crate) mod loops;
pub(crate) mod rectangles;
mod unique_loop;
mod unique_rectangle;

pub use avoidable_rectangle::{AvoidableRectangleType1, AvoidableRectangleType2};
pub use bug_plus_one::BugPlusOne;
pub use bug_types::{BugType2, BugType3, BugType4};
pub use extended_rectangle::{ExtendedUniqueRectangleType1, ExtendedUniqueRectangleType2};
pub use hidden_rectangle::HiddenRectangle;
pub use unique_loop::{UniqueLoopType1, UniqueLoopType2, UniqueLoopType3, UniqueLoopType4};
pub use unique_rectangle::{
    UniqueRectangleType1, UniqueRectangleType2, UniqueRectangleType3, UniqueRectangleType4,
    UniqueRectangleType5, UniqueRectangleType6,
};
