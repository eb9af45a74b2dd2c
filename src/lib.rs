//! Solves classic 9x9 Sudoku the way a person does, and explains every step.
//!
//! The [`Engine`] runs human-style strategies (singles, locked candidates, subsets and
//! more), simplest first, on a [`LayerGrid`]: a 3-D grid with one layer per digit, where
//! each cell of a layer is [`Empty`](CellStatus::Empty) (the digit may still go there),
//! [`Forbidden`](CellStatus::Forbidden) or [`Occupied`](CellStatus::Occupied). Every
//! deduction is a [`Step`] printed in the notation solvers use. When logic runs out, a
//! fast bit-parallel backtracking search finishes the grid, and the trace says so. It
//! rates puzzles on the Sudoku Explainer scale and generates new ones at a chosen level.
//!
//! # Quick start
//!
//! ```
//! use sudoku_strata::{Engine, Grid};
//!
//! let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
//!
//! // Just the answer, by search:
//! let answer = puzzle.first_solution().expect("solvable");
//! assert_eq!(puzzle.count_solutions(2), 1);
//!
//! // The answer with an explanation:
//! let solution = Engine::default().solve(&puzzle)?;
//! assert_eq!(solution.grid(), &answer);
//! for step in solution.steps().iter().take(3) {
//!     println!("{step}");   // e.g. "Hidden Single: r3c5=7 (box 2)"
//!     println!("{step:#}"); // the same step as a sentence
//! }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Layout
//!
//! - The board: [`Digit`], [`Cell`], [`House`], [`Candidate`], [`CellSet`], [`DigitSet`],
//!   the plain [`Grid`] and the [`LayerGrid`].
//! - Solving: the [`GridSolver`] trait, the built-in [`strategies`], the [`Engine`], its
//!   [`Solution`] and [`Step`]s, and the [`Technique`] table.
//! - Rating: [`Rating`] from [`Engine::rate`], [`Grid::rate`] or [`Solution::rating`],
//!   with the score table in [`Technique::score`] and [`REFINEMENTS`].
//! - Generating: the seeded [`Generator`] with its options [`Givens`] and [`Symmetry`],
//!   and the [`Generated`] puzzles.
//! - Playing: a [`Game`] of a puzzle with the player's digits and pencil marks, its
//!   [`Check`] and [`Hint`], undo and redo, and time on a [`Clock`].
//! - Errors: [`ParseError`], [`StepError`], [`SolveError`], [`GenerateError`],
//!   [`ParseGivensError`], and for games [`MoveError`], [`GivensError`] and
//!   [`RestoreError`] (a saved game that does not restore).
//!
//! # Features
//!
//! - `serde`: `Serialize` and `Deserialize` for the board's types, [`Step`]s with their
//!   [`Proof`]s, [`Solution`]s, [`Rating`]s, [`Technique`]s and [`Game`]s (a saved game);
//!   each type's documentation gives its form. A step also writes the form of
//!   `sudoku explain --json` (`Step::explain_form`), rows and columns as numbers.
//! - `cli`: the `sudoku` command line tool (not needed by library users).

#![forbid(unsafe_code)]
// On docs.rs, each item that needs a feature says which.
#![cfg_attr(docsrs, feature(doc_cfg))]
#![deny(missing_docs)]

mod engine;
mod error;
mod explainer;
#[cfg(feature = "serde")]
mod forms;
mod game;
mod generate;
mod grid;
mod proof;
mod rate;
mod search;
mod solution;
mod solver;
mod split_mix;
mod step;
pub mod strategies;
mod technique;
mod unique;
mod view;

pub use engine::{Backtracking, Engine, SelfCheck, UniquenessCheck, UniquenessStrategies};
pub use error::{Error, GenerateError, MissingStrategy, ParseGivensError, SolveError, Stuck};
pub use explainer::{
    EXPLAINER_BUDGET, ExplainerNext, ExplainerPath, ExplainerRating, ExplainerStep, ExplainerTechnique,
};
#[cfg(feature = "serde")]
pub use forms::{ErrorForm, ExplainerPathForm, ExplainerStepForm, RatingForm, SolutionForm};
pub use game::{
    CellContent, Check, Clock, Game, GivensError, Hint, HintBasis, ManualClock, MoveError, PeerMarks,
    RestoreError, SavedState, Strictness, SystemClock,
};
pub use generate::{Generated, Generator, Givens, Symmetry};
pub use grid::{
    Candidate, Cell, CellSet, CellSetIter, CellStatus, Conflict, Digit, DigitSet, DigitSetIter, Entry, Grid,
    GridIter, House, HouseKind, LayerGrid, ParseError, Puzzle, ReadError, ReadLimits, Reader, Solutions,
    StepError, TransformError,
};
pub use proof::{
    BlockName, Branch, End, Fact, Fish, Literal, Proof, ProofBlock, ProofKind, Rule, TridagonPattern,
};
pub use rate::{
    REFINEMENTS, Rating, Refinement, RefinementCase, TRIAL_DEPTH_BUDGET, backtracking_score,
    chain_length_bonus,
};
pub use solution::Solution;
pub use solver::GridSolver;
#[cfg(feature = "serde")]
pub use step::ExplainForm;
pub use step::{ChainNode, Link, LinkKind, Pattern, PatternSet, States, Step, StepBuilder};
pub use technique::{CustomTechnique, Difficulty, Family, Technique, UnknownName};
pub use view::{CandidateView, Limits};

/// The examples of README.md, run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
