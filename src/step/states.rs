//! Steps applied to a candidate grid, one at a time or as the states a list passes
//! through.

use super::*;

impl LayerGrid {
    /// Applies a step: places its digits, then removes its eliminations.
    ///
    /// Eliminations of digits that are no longer candidates are skipped. The step is
    /// applied whole or not at all.
    ///
    /// # Errors
    ///
    /// A [`StepError`] when a placement is impossible, or when the step would change
    /// nothing. The grid is unchanged then.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Digit, LayerGrid, Step, StepError, Technique};
    ///
    /// let mut grid = LayerGrid::new();
    /// let r1c1 = Cell::from_row_col(1, 1).unwrap();
    /// let five = Digit::new(5).unwrap();
    /// grid.apply(&Step::builder(Technique::NakedSingle).place(r1c1, five).build())?;
    /// assert_eq!(grid.value(r1c1), Some(five));
    /// assert_eq!(grid.apply(&Step::builder(Technique::XWing).eliminate(r1c1, five).build()), Err(StepError::NoEffect));
    /// # Ok::<(), StepError>(())
    /// ```
    pub fn apply(&mut self, step: &Step) -> Result<(), StepError> {
        let mut next = self.clone();
        let mut changed = false;
        for &candidate in step.placements() {
            next.place(candidate.cell, candidate.digit)?;
            changed = true;
        }
        for &candidate in step.eliminations() {
            changed |= next.eliminate(candidate.cell, candidate.digit);
        }
        if !changed {
            return Err(StepError::NoEffect);
        }
        *self = next;
        Ok(())
    }

    /// The states `steps` pass through from this one: this state, then the state after
    /// each step in turn (one more than the steps), so that the state each step was
    /// found in is the one beside it and the last is where they lead. It stops at a
    /// step that does not apply (the engine's steps always do).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Engine, Grid, LayerGrid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let solution = Engine::default().solve(&puzzle)?;
    /// let states: Vec<LayerGrid> = LayerGrid::from_grid(&puzzle).states(solution.steps()).collect();
    /// assert_eq!(states.len(), solution.steps().len() + 1);
    /// assert_eq!(states.last().map(LayerGrid::to_grid), Some(*solution.grid()));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn states<'a>(&self, steps: &'a [Step]) -> States<'a> {
        States {
            next: Some(self.clone()),
            steps: steps.iter(),
        }
    }
}

/// The states a list of steps passes through ([`LayerGrid::states`]).
#[derive(Clone, Debug)]
pub struct States<'a> {
    next: Option<LayerGrid>,
    steps: std::slice::Iter<'a, Step>,
}

impl Iterator for States<'_> {
    type Item = LayerGrid;

    fn next(&mut self) -> Option<LayerGrid> {
        let state = self.next.take()?;
        if let Some(step) = self.steps.next() {
            let mut after = state.clone();
            self.next = after.apply(step).is_ok().then_some(after);
        }
        Some(state)
    }
}

impl std::iter::FusedIterator for States<'_> {}
