//! The errors of solving and generating, one type per operation. The board's own
//! (reading text, applying a step, transforming a grid) are in `grid`, which knows
//! nothing of steps or solving.

use thiserror::Error;

use crate::{Candidate, Conflict, Grid, LayerGrid, Step, StepError, Technique};

/// Why [`Engine::solve`](crate::Engine::solve) did not return a solution.
///
/// # Example
///
/// ```
/// use sudoku_strata::{Engine, Grid, SolveError};
///
/// // Two 5s in the first row.
/// let grid: Grid = format!("55{}", ".".repeat(79)).parse()?;
/// match Engine::default().solve(&grid) {
///     Err(SolveError::Contradiction(conflict)) => {
///         assert_eq!(conflict.to_string(), "digit 5 appears twice in row 1 (r1c1 and r1c2)");
///     }
///     other => panic!("expected a contradiction, got {other:?}"),
/// }
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Error)]
#[non_exhaustive]
pub enum SolveError {
    /// Two givens hold the same digit in one house.
    #[error("the givens contradict each other: {0}")]
    Contradiction(Conflict),
    /// The puzzle has no solution.
    #[error("the puzzle has no solution")]
    NoSolution,
    /// The puzzle has more than one solution.
    #[error(
        "the puzzle has {} solutions, not one",
        if *.complete { count.to_string() } else { format!("at least {count}") }
    )]
    MultipleSolutions {
        /// How many solutions were counted (at most the engine's count limit).
        count: usize,
        /// Whether `count` is the exact number (the search ran to its end below the limit).
        complete: bool,
        /// Two different solutions.
        examples: Box<[Grid; 2]>,
    },
    /// The search stopped at its node limit before it could answer.
    #[error("the search stopped at its limit of {limit} nodes before it could answer")]
    NodeLimit {
        /// The limit that was reached.
        limit: u64,
    },
    /// Logic found no further step and backtracking is switched off.
    #[error("no strategy finds a further step after {} steps, and backtracking is off", .0.steps.len())]
    Stuck(Box<Stuck>),
    /// A strategy returned a step that cannot be applied.
    #[error("the strategy of {technique} returned a step that cannot be applied: {source}")]
    InvalidStep {
        /// The technique of the step (for the search, [`Technique::Backtracking`]).
        technique: Technique,
        /// What was wrong with the step.
        source: StepError,
    },
    /// The self-check found a step that removes or contradicts the known solution.
    #[error("unsound step ({step}): it contradicts the solution at {candidate}")]
    UnsoundStep {
        /// The step.
        step: Box<Step>,
        /// The placement or elimination that the known solution contradicts.
        candidate: Candidate,
    },
}

/// An engine was asked to keep only techniques it has, and lacks one of them
/// ([`Engine::only`](crate::Engine::only)).
///
/// # Example
///
/// ```
/// use sudoku_strata::{Difficulty, Engine, Technique};
///
/// let mine = Technique::custom("My Single", Difficulty::Easy, 3.3);
/// let error = Engine::default().only(&[mine]).unwrap_err();
/// assert_eq!(error.technique, mine);
/// assert_eq!(error.to_string(), "the engine has no strategy of My Single (add it with Engine::with_strategy)");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[error("the engine has no strategy of {technique} (add it with Engine::with_strategy)")]
#[non_exhaustive]
pub struct MissingStrategy {
    /// The technique asked for.
    pub technique: Technique,
}

/// Where logic stopped when backtracking is off: the steps taken and the grid reached.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct Stuck {
    /// The steps taken, in order.
    pub steps: Vec<Step>,
    /// The candidate grid when no strategy found a further step.
    pub grid: LayerGrid,
}

/// Why a [`Generator`](crate::Generator) could not make a puzzle.
///
/// The options are checked before any work starts: impossible ones (fewer than 17
/// givens, an empty range, a count of givens that the symmetry cannot make, a level that
/// no strategy of the engine reaches) fail at once. Options that are possible but hard
/// to meet fail after a bounded number of attempts with [`GenerateError::GaveUp`], so
/// the generator never hangs.
///
/// # Example
///
/// ```
/// use sudoku_strata::{GenerateError, Generator};
///
/// let error = Generator::new(1).givens(5).generate().unwrap_err();
/// assert!(matches!(error, GenerateError::TooFewGivens { asked: 5 }));
/// assert_eq!(error.to_string(), "a puzzle with one solution needs at least 17 givens; 5 asked");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum GenerateError {
    /// Fewer than 17 givens: no such puzzle has a single solution.
    #[error("a puzzle with one solution needs at least 17 givens; {asked} asked")]
    TooFewGivens {
        /// The smallest number of givens asked for.
        asked: u8,
    },
    /// More than 81 givens.
    #[error("a grid has 81 cells; {asked} givens asked")]
    TooManyGivens {
        /// The largest number of givens asked for.
        asked: u8,
    },
    /// A range of givens whose start is past its end.
    #[error("the range of givens {min}..{max} is empty")]
    EmptyRange {
        /// The start of the range.
        min: u8,
        /// The end of the range.
        max: u8,
    },
    /// No number of givens in the range can be symmetric in the way asked.
    #[error(
        "with {symmetry} symmetry the givens come in groups of {group}, so no count from {min} to {max} can be made"
    )]
    SymmetryGivens {
        /// The symmetry asked for.
        symmetry: crate::Symmetry,
        /// The size of its groups of cells (besides the centre cell).
        group: usize,
        /// The start of the range.
        min: u8,
        /// The end of the range.
        max: u8,
    },
    /// A minimal puzzle with more givens than any minimal puzzle has.
    #[error("no minimal puzzle has more than 40 givens; at least {min} asked")]
    MinimalTooManyGivens {
        /// The smallest number of givens asked for.
        min: u8,
    },
    /// No built-in strategy is of the level asked for, so no puzzle can be rated at it.
    #[error("no strategy of level {level} is built in, so no puzzle can be rated {level}")]
    NoTechniqueAtLevel {
        /// The level asked for.
        level: crate::Difficulty,
    },
    /// A level no generator reaches: puzzles that need trial and error three deep
    /// ([`Difficulty::Beyond`](crate::Difficulty::Beyond)) are found by searching
    /// millions of candidates, one in many millions of random puzzles.
    #[error(
        "{level} puzzles are not made on demand: they are one in many millions, found by long searches; ask for extreme, or rate a list of them"
    )]
    NotMadeOnDemand {
        /// The level asked for.
        level: crate::Difficulty,
    },
    /// A technique asked for ([`Generator::requiring`](crate::Generator::requiring))
    /// that no built-in strategy finds.
    #[error("no built-in strategy finds {technique}, so no puzzle can be made to require it")]
    NoStrategyFor {
        /// The technique asked for.
        technique: Technique,
    },
    /// A technique asked for that is above the level asked for: a puzzle of that level
    /// never needs it.
    #[error("{technique} is a technique of level {}, above the level {level} asked for", technique.difficulty())]
    TechniqueAboveLevel {
        /// The technique asked for.
        technique: Technique,
        /// The level asked for.
        level: crate::Difficulty,
    },
    /// Every attempt failed to meet the options.
    #[error(
        "no puzzle met the options ({options}) in {attempts} attempts; allow more attempts or relax the options"
    )]
    GaveUp {
        /// How many attempts were made.
        attempts: u32,
        /// The options, in words.
        options: String,
    },
}

/// Text that is not a number of givens (`25`) or a range of them (`22..28`).
///
/// # Example
///
/// ```
/// use sudoku_strata::Givens;
///
/// let error = "many".parse::<Givens>().unwrap_err();
/// assert_eq!(error.to_string(), "\"many\" is not a number of givens: expected N or A..B");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{text:?} is not a number of givens: expected N or A..B")]
#[non_exhaustive]
pub struct ParseGivensError {
    /// The text (at most 32 characters of it).
    pub text: String,
}

/// Any error of the library, for a caller that handles them alike: each operation's own
/// error converts into it, so `?` works in a function that returns
/// `Result<_, sudoku_strata::Error>`. Its message is the operation's own.
///
/// # Example
///
/// ```
/// use sudoku_strata::{Engine, Error, Generator, Grid};
///
/// fn solve_line(line: &str) -> Result<String, Error> {
///     let puzzle: Grid = line.parse()?; // a ParseError
///     let solution = Engine::default().solve(&puzzle)?; // a SolveError
///     Ok(solution.grid().to_string())
/// }
///
/// let made = Generator::new(1).generate()?; // a GenerateError
/// assert!(solve_line(&made.puzzle().to_string()).is_ok());
/// let error = solve_line("55").unwrap_err();
/// assert!(matches!(error, Error::Parse(_)));
/// assert_eq!(error.to_string(), "expected 81 cells, found 2");
/// # Ok::<(), Error>(())
/// ```
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum Error {
    /// Text that is not a puzzle, a candidate grid, a cell or a digit.
    #[error(transparent)]
    Parse(#[from] crate::ParseError),
    /// Input that could not be read as a whole (see [`Reader`](crate::Reader)).
    #[error(transparent)]
    Read(#[from] crate::ReadError),
    /// A solve that did not end with a solution.
    #[error(transparent)]
    Solve(#[from] SolveError),
    /// A step that does not fit the grid it is applied to.
    #[error(transparent)]
    Step(#[from] StepError),
    /// A transformation of a grid that cannot be made.
    #[error(transparent)]
    Transform(#[from] crate::TransformError),
    /// Generator options that cannot be met.
    #[error(transparent)]
    Generate(#[from] GenerateError),
    /// Text that is not a number of givens.
    #[error(transparent)]
    ParseGivens(#[from] ParseGivensError),
    /// A technique the engine has no strategy for.
    #[error(transparent)]
    MissingStrategy(#[from] MissingStrategy),
    /// A move the game refuses.
    #[error(transparent)]
    Move(#[from] crate::MoveError),
    /// Givens a game cannot start from.
    #[error(transparent)]
    Givens(#[from] crate::GivensError),
    /// A saved game that cannot be restored.
    #[error(transparent)]
    Restore(#[from] crate::RestoreError),
}
