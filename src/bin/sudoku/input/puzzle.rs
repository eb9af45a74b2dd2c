//! What the commands do with a puzzle read (the library's [`Puzzle`]: digits, or a
//! pencil-mark grid with its candidates): solve it, rate it, count its solutions, with
//! the message a command shows when that fails.

use sudoku_strata::{Conflict, Engine, Grid, Puzzle, Rating, Solution, SolveError};

/// The work of the commands on a puzzle of either kind.
pub trait Work {
    /// The puzzle as digits alone, for what works from digits only (`what` names it in
    /// the message): a pencil-mark grid passes when its candidates are all those its
    /// digits leave, since then nothing is lost.
    fn plain_for(&self, what: &str) -> Result<Grid, String>;
    /// Why solving failed, in words: for a pencil-mark grid with no solution, that a
    /// candidate the solution needs was struck out (or a digit placed wrongly).
    fn why(&self, error: &SolveError) -> String;
    /// A digit repeated in a house, if any.
    fn validate(&self) -> Result<(), Conflict>;
    fn solve(&self, engine: &Engine) -> Result<Solution, SolveError>;
    fn rate(&self, engine: &Engine) -> Result<Rating, SolveError>;
    fn unique_solution(&self) -> Result<Grid, SolveError>;
    fn count_solutions(&self, limit: usize) -> usize;
}

impl Work for Puzzle {
    fn plain_for(&self, what: &str) -> Result<Grid, String> {
        self.plain().ok_or_else(|| {
            format!("the pencil marks strike out candidates, and {what} starts from the digits alone: give the puzzle without them")
        })
    }

    fn why(&self, error: &SolveError) -> String {
        match (self, error) {
            (Puzzle::Marks(_), SolveError::NoSolution) => {
                "the pencil marks leave no solution: a candidate the solution needs was struck out, or a digit placed wrongly".to_string()
            }
            _ => error.to_string(),
        }
    }

    fn validate(&self) -> Result<(), Conflict> {
        self.digits().validate()
    }

    fn solve(&self, engine: &Engine) -> Result<Solution, SolveError> {
        match self {
            Puzzle::Digits(grid) => engine.solve(grid),
            Puzzle::Marks(state) => engine.solve_from(state),
        }
    }

    fn rate(&self, engine: &Engine) -> Result<Rating, SolveError> {
        match self {
            Puzzle::Digits(grid) => engine.rate(grid),
            Puzzle::Marks(state) => engine.rate_from(state),
        }
    }

    fn unique_solution(&self) -> Result<Grid, SolveError> {
        match self {
            Puzzle::Digits(grid) => grid.unique_solution(),
            Puzzle::Marks(state) => state.unique_solution(),
        }
    }

    fn count_solutions(&self, limit: usize) -> usize {
        match self {
            Puzzle::Digits(grid) => grid.count_solutions(limit),
            Puzzle::Marks(state) => state.count_solutions(limit),
        }
    }
}
