//! Uniqueness: patterns that would let a puzzle have two solutions (deadly rectangles,
//! the bivalue universal grave), valid only for puzzles known to have one. The engine
//! runs them only on grids that assume a unique solution.

mod avoidable_rectangle;
mod bug_plus_one;
mod hidden_rectangle;
mod rectangles;
mod unique_rectangle;

pub use avoidable_rectangle::{AvoidableRectangleType1, AvoidableRectangleType2};
pub use bug_plus_one::BugPlusOne;
pub use hidden_rectangle::HiddenRectangle;
pub use unique_rectangle::{
    UniqueRectangleType1, UniqueRectangleType2, UniqueRectangleType3, UniqueRectangleType4,
    UniqueRectangleType5, UniqueRectangleType6,
};
