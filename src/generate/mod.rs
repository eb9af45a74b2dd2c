//! The generator: puzzles with one solution, of a chosen level, symmetry and number of
//! givens, reproducible from a seed.
//!
//! The options are in `generator` (with `givens` and `symmetry`), the making of a puzzle
//! in `make`, the emptying of cells in `dig`, and its random numbers in `random`.

mod dig;
mod generator;
mod givens;
mod grid;
mod make;
mod random;
mod symmetry;

pub use generator::Generator;
pub use givens::Givens;
pub use make::Generated;
pub use symmetry::Symmetry;
