//! Exclusion: the digits a few cells can take together, and the combinations of them
//! that the cells around rule out.
//!
//! Aligned Pair Exclusion and Aligned Triple Exclusion follow the rule of Sudoku
//! Explainer 1.2.1 (Nicolas Juillerat, 2006–2007: its rules `AlignedPairExclusion` and
//! `AlignedExclusion` of degree 3, rated 6.2 and 7.5), so that a rating on its scale
//! sees the same steps. For a set of `n` cells (2 or 3):
//!
//! - A *blocking cell* is an open cell with two to `n` candidates: for the pair a
//!   bivalue cell, for the triple a cell with two or three candidates.
//! - A *base cell* is an open cell with at least two candidates that sees at least one
//!   blocking cell. (Sudoku Explainer also passes over a cell that sees an open cell
//!   with a single candidate, a naked single not yet placed; the engine places those
//!   first, so it never meets one here.)
//! - The pair is any two base cells: they need not share a house. The triple is any
//!   three base cells of which one, with at most three candidates, sees one of the other
//!   two (Sudoku Explainer picks two cells freely and the third among the cells with two
//!   or three candidates that see one of them).
//! - The set's blocking cells are the blocking cells that see all its base cells (never
//!   a base cell itself). There must be at least two of them.
//! - A combination, one candidate of each base cell, is excluded when two base cells
//!   that share a house take the same digit, or when it holds every candidate of one of
//!   the set's blocking cells: that cell sees them all and would be left empty.
//! - A candidate of a base cell that is in no remaining combination is removed.
//!
//! Sudoku Explainer 1.2.1 has no extension to almost locked sets here: the blocking
//! cells are single cells, and so they are in these strategies.

mod aligned;

pub use aligned::{AlignedPairExclusion, AlignedTripleExclusion};
