//! Sudoku Explainer's next step in a candidate grid: the step its path would take there,
//! for a front end that asks from the position on screen.

use super::{Chooser, End, ExplainerStep, Memory, chaining, walker};
use crate::{EXPLAINER_BUDGET, LayerGrid, SolveError, UniquenessCheck};

/// What Sudoku Explainer does next in a candidate grid
/// ([`LayerGrid::explainer_next_step`]).
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum ExplainerNext {
    /// Its step there, with its name and rating, as its path takes it.
    Step(Box<ExplainerStep>),
    /// The grid is full.
    Solved,
    /// None of its techniques finds a step (its path would end here, rated 20.0).
    NoStep,
    /// Its chain searches spent the budget before its step was known: what they found
    /// may not be the step it would take.
    BudgetSpent,
}

impl LayerGrid {
    /// Sudoku Explainer's next step from this grid: the step its path takes in this
    /// state ([`Grid::explainer_path`](crate::Grid::explainer_path)), its chains with
    /// their proofs, within [`EXPLAINER_BUDGET`] implications.
    ///
    /// # Errors
    ///
    /// As [`LayerGrid::explainer_next_step_within`].
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{ExplainerNext, Grid, LayerGrid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let path = puzzle.explainer_path()?;
    /// let ExplainerNext::Step(first) = LayerGrid::from_grid(&puzzle).explainer_next_step()? else {
    ///     panic!("a step");
    /// };
    /// assert_eq!(*first, path.steps()[0]);
    /// // From the state after it, its second step.
    /// let second = path.states().nth(1).expect("a second state").explainer_next_step()?;
    /// assert_eq!(second, ExplainerNext::Step(Box::new(path.steps()[1].clone())));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn explainer_next_step(&self) -> Result<ExplainerNext, SolveError> {
        self.explainer_next_step_within(EXPLAINER_BUDGET)
    }

    /// [`LayerGrid::explainer_next_step`] with at most `implications` implications
    /// followed by its chain searches.
    ///
    /// # Errors
    ///
    /// Sudoku Explainer's techniques (its unique loops and BUG among them) assume one
    /// solution, so the grid is checked first as [`Engine::solve`](crate::Engine::solve)
    /// checks a puzzle, its candidates giving its solutions:
    /// [`SolveError::Contradiction`] where two digits repeat in a house,
    /// [`SolveError::NoSolution`] or [`SolveError::MultipleSolutions`].
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{ExplainerNext, Grid, LayerGrid, SolveError};
    ///
    /// // A puzzle whose path needs Sudoku Explainer's dynamic chains: where the first
    /// // is found, a small budget is spent before it is known.
    /// let puzzle: Grid = "...41......4..9....816.5....6..2...7.5.7...4...3.....9..5.6.8...4....5.282...1...".parse()?;
    /// let path = puzzle.explainer_path()?;
    /// let k = path.steps().iter().position(|s| s.difficulty() >= 8.5).expect("a dynamic chain");
    /// let there = path.states().nth(k).expect("its state");
    /// assert_eq!(there.explainer_next_step_within(1_000)?, ExplainerNext::BudgetSpent);
    /// assert!(matches!(there.explainer_next_step()?, ExplainerNext::Step(step) if step.difficulty() >= 8.5));
    /// let solved = LayerGrid::from_grid(&puzzle.unique_solution()?);
    /// assert_eq!(solved.explainer_next_step()?, ExplainerNext::Solved);
    /// let empty = LayerGrid::from_grid(&Grid::empty());
    /// assert!(matches!(empty.explainer_next_step(), Err(SolveError::MultipleSolutions { .. })));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn explainer_next_step_within(&self, implications: u64) -> Result<ExplainerNext, SolveError> {
        let engine = walker(UniquenessCheck::Verify);
        let start = engine.start_from(self)?;
        if start.grid().is_solved() {
            return Ok(ExplainerNext::Solved);
        }
        let mut chooser = Chooser {
            budget: chaining::Budget::new(implications),
            memory: Memory::default(),
            chosen: Vec::new(),
            end: End::Solved,
        };
        let _ = chooser.choose(&engine.view(start.grid()));
        Ok(match (chooser.chosen.pop(), chooser.end) {
            (Some(step), _) => ExplainerNext::Step(Box::new(step)),
            (_, End::Spent(_)) => ExplainerNext::BudgetSpent,
            _ => ExplainerNext::NoStep,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Grid;

    #[test]
    fn in_every_state_of_its_path_the_next_step_is_the_path_s() {
        let mut compared = 0;
        for puzzle in [
            // Singles to subsets, then a path with its dynamic chains.
            "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489",
            "...41......4..9....816.5....6..2...7.5.7...4...3.....9..5.6.8...4....5.282...1...",
        ] {
            let puzzle: Grid = puzzle.parse().expect("a puzzle");
            let path = puzzle.explainer_path().expect("a path");
            for (state, step) in path.states().zip(path.steps()) {
                let next = state.explainer_next_step().expect("one solution");
                assert_eq!(next, ExplainerNext::Step(Box::new(step.clone())), "{state}");
                compared += 1;
            }
            let end = path.states().last().expect("an end");
            assert_eq!(end.explainer_next_step(), Ok(ExplainerNext::Solved));
        }
        assert!(compared > 60, "{compared} steps compared");
    }
}
