//! A puzzle as read: its digits, or a pencil-mark grid with its candidates, and what
//! the commands do with either.

use sudoku_strata::{Conflict, Digit, Engine, Grid, LayerGrid, Rating, Solution, SolveError};

/// A puzzle of the input.
#[derive(Clone, Debug, PartialEq)]
pub enum Puzzle {
    /// A puzzle written as its digits (a line or a picture).
    Digits(Grid),
    /// A pencil-mark grid: its digits, and the candidates left in the other cells.
    Marks(Box<LayerGrid>),
}

impl Puzzle {
    /// The digits shown (for a pencil-mark grid, its givens and placed digits alike).
    pub fn digits(&self) -> Grid {
        match self {
            Puzzle::Digits(grid) => *grid,
            Puzzle::Marks(state) => state.to_grid(),
        }
    }

    /// Where a solver starts: the candidates of the digits, or the pencil marks.
    pub fn state(&self) -> LayerGrid {
        match self {
            Puzzle::Digits(grid) => LayerGrid::from_grid(grid),
            Puzzle::Marks(state) => (**state).clone(),
        }
    }

    /// The puzzle as digits alone, for what works from digits only (`what` names it in
    /// the message): a pencil-mark grid passes when its candidates are all those its
    /// digits leave, since then nothing is lost.
    pub fn plain(&self, what: &str) -> Result<Grid, String> {
        let grid = self.digits();
        match self {
            Puzzle::Digits(_) => Ok(grid),
            Puzzle::Marks(state) => {
                let full = LayerGrid::from_grid(&grid);
                if Digit::ALL
                    .iter()
                    .all(|&d| state.candidates(d) == full.candidates(d))
                {
                    Ok(grid)
                } else {
                    Err(format!(
                        "the pencil marks strike out candidates, and {what} starts from the digits alone: give the puzzle without them"
                    ))
                }
            }
        }
    }

    /// Why solving failed, in words: for a pencil-mark grid with no solution, that a
    /// candidate the solution needs was struck out (or a digit placed wrongly).
    pub fn why(&self, error: &SolveError) -> String {
        match (self, error) {
            (Puzzle::Marks(_), SolveError::NoSolution) => {
                "the pencil marks leave no solution: a candidate the solution needs was struck out, or a digit placed wrongly".to_string()
            }
            _ => error.to_string(),
        }
    }

    /// A digit repeated in a house, if any.
    pub fn validate(&self) -> Result<(), Conflict> {
        self.digits().validate()
    }

    pub fn solve(&self, engine: &Engine) -> Result<Solution, SolveError> {
        match self {
            Puzzle::Digits(grid) => engine.solve(grid),
            Puzzle::Marks(state) => engine.solve_from(state),
        }
    }

    pub fn rate(&self, engine: &Engine) -> Result<Rating, SolveError> {
        match self {
            Puzzle::Digits(grid) => engine.rate(grid),
            Puzzle::Marks(state) => engine.rate_from(state),
        }
    }

    pub fn unique_solution(&self) -> Result<Grid, SolveError> {
        match self {
            Puzzle::Digits(grid) => grid.unique_solution(),
            Puzzle::Marks(state) => state.unique_solution(),
        }
    }

    pub fn count_solutions(&self, limit: usize) -> usize {
        match self {
            Puzzle::Digits(grid) => grid.count_solutions(limit),
            Puzzle::Marks(state) => state.count_solutions(limit),
        }
    }
}
