//! The one solution of a puzzle or a candidate state by search, checked to be the only
//! one: the answers the engine's first check gives, as a [`SolveError`]. Here rather than
//! in `grid`, which knows nothing of solving.

use crate::search;
use crate::{Grid, LayerGrid, SolveError};

impl Grid {
    /// The one solution of a puzzle, checked to be the only one.
    ///
    /// One search that stops at the second solution: the fastest way to get the answer
    /// of a proper puzzle and to know that it is proper.
    ///
    /// # Errors
    ///
    /// [`SolveError::Contradiction`] when givens repeat a digit in a house,
    /// [`SolveError::NoSolution`], or [`SolveError::MultipleSolutions`] with two of the
    /// solutions (the count is then "at least 2").
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Grid, SolveError};
    ///
    /// let puzzle: Grid = ".3......28.6....1.....4...3..1..6.7....7..3.4.6.3.5.......87..9..9..2...7.....2..".parse()?;
    /// let answer = puzzle.unique_solution()?;
    /// assert!(puzzle.is_solved_by(&answer));
    /// assert!(matches!(Grid::empty().unique_solution(), Err(SolveError::MultipleSolutions { .. })));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn unique_solution(&self) -> Result<Grid, SolveError> {
        // The common case (one solution) takes one search that allocates nothing; the
        // other answers are worked out after it.
        match search::count_to_two_keeping_first(self.as_bytes()) {
            (1, Some(cells)) => Ok(Grid::from_search(cells)),
            (0, _) => {
                self.validate().map_err(SolveError::Contradiction)?;
                Err(SolveError::NoSolution)
            }
            _ => {
                let config = search::Config {
                    max_solutions: 2,
                    keep: 2,
                    node_limit: None,
                    shuffle: None,
                };
                let outcome = search::run(search::Start::Digits(self.as_bytes()), config);
                match outcome.solutions[..] {
                    [first, second] => Err(SolveError::MultipleSolutions {
                        count: outcome.count,
                        complete: false,
                        examples: Box::new([Grid::from_search(first), Grid::from_search(second)]),
                    }),
                    _ => Err(SolveError::NoSolution),
                }
            }
        }
    }
}

impl LayerGrid {
    /// The one solution this state allows, checked to be the only one (see
    /// [`count_solutions`](LayerGrid::count_solutions) for which grids it allows).
    ///
    /// # Errors
    ///
    /// [`SolveError::Contradiction`] when the state's digits repeat in a house,
    /// [`SolveError::NoSolution`] (a candidate the puzzle needs was struck out), or
    /// [`SolveError::MultipleSolutions`] with two of the solutions (the count is then
    /// "at least 2").
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Grid, LayerGrid};
    ///
    /// let puzzle: Grid = ".3......28.6....1.....4...3..1..6.7....7..3.4.6.3.5.......87..9..9..2...7.....2..".parse()?;
    /// let state = LayerGrid::from_grid(&puzzle);
    /// assert_eq!(state.unique_solution()?, puzzle.unique_solution()?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn unique_solution(&self) -> Result<Grid, SolveError> {
        self.to_grid().validate().map_err(SolveError::Contradiction)?;
        let config = search::Config {
            max_solutions: 2,
            keep: 2,
            node_limit: None,
            shuffle: None,
        };
        let outcome = search::run(search::Start::Candidates(&self.search_planes()), config);
        let found: Vec<Grid> = outcome
            .solutions
            .iter()
            .filter_map(|s| Grid::try_from(*s).ok())
            .collect();
        match found[..] {
            [one] => Ok(one),
            [first, second] => Err(SolveError::MultipleSolutions {
                count: outcome.count,
                complete: false,
                examples: Box::new([first, second]),
            }),
            _ => Err(SolveError::NoSolution),
        }
    }
}
