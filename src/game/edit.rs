//! Edit mode: back to typing the givens in, and out of it once they make a puzzle.

use super::setup::proper_solution;
use super::state::{Mode, State};
use super::{Game, GivensError};

impl Game {
    /// Goes back to edit mode with the current givens, to correct them. The player's
    /// digits and marks, and the moves to undo, are dropped. Nothing happens if the game
    /// is already in edit mode.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Game, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let mut game = Game::new(&puzzle)?;
    /// game.start_editing();
    /// assert!(game.is_editing());
    /// game.clear("r1c3".parse()?)?; // a given, but editable now
    /// assert!(game.finish_editing().is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn start_editing(&mut self) {
        if self.is_editing() {
            return;
        }
        self.state = State::new(self.state.givens);
        self.mode = Mode::Editing;
        self.undo.clear();
        self.redo.clear();
        self.played_before = std::time::Duration::ZERO;
        self.solved_time = None;
        self.paused = None;
    }

    /// Leaves edit mode: checks that the givens make a puzzle with exactly one solution,
    /// and starts play (and the clock). Nothing happens if the game is not in edit mode.
    ///
    /// # Errors
    ///
    /// [`GivensError`] when two givens contradict each other, no grid completes them, or
    /// several do. The game stays in edit mode then, so the givens can be corrected.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Game, GivensError, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let mut game = Game::editor();
    /// for (cell, digit) in puzzle.iter() {
    ///     if let Some(digit) = digit {
    ///         game.set(cell, digit)?;
    ///     }
    /// }
    /// game.enter("r1c1".parse::<Cell>()?, 4)?; // a second 4 in row 1
    /// assert!(matches!(game.finish_editing(), Err(GivensError::Contradiction(_))));
    /// game.undo()?;
    /// game.finish_editing()?;
    /// assert!(!game.is_editing());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn finish_editing(&mut self) -> Result<(), GivensError> {
        if !self.is_editing() {
            return Ok(());
        }
        let solution = proper_solution(&self.state.givens)?;
        self.state = State::new(self.state.givens);
        self.mode = Mode::Playing { solution };
        self.undo.clear();
        self.redo.clear();
        self.started = std::sync::OnceLock::from(self.clock.now());
        self.played_before = std::time::Duration::ZERO;
        self.solved_time = None;
        self.paused = None;
        Ok(())
    }
}
