//! Undo and redo: a move that changes something is recorded as the state before it.

use super::state::State;
use super::{Game, MoveError};

impl Game {
    /// Takes back the last move.
    ///
    /// # Errors
    ///
    /// [`MoveError::NothingToUndo`] when no move is left to take back,
    /// [`MoveError::Solved`] once the player has solved the puzzle (the game is over). A
    /// game that a revealed digit or [`Game::solve`] finished may still be taken back, so
    /// that a solution asked for by mistake costs nothing.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Digit, Game, Grid, MoveError};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let mut game = Game::new(&puzzle)?;
    /// assert_eq!(game.undo(), Err(MoveError::NothingToUndo));
    /// let r1c1: Cell = "r1c1".parse()?;
    /// game.toggle_mark(r1c1, Digit::new(2).unwrap())?;
    /// game.undo()?;
    /// assert!(game.marks(r1c1).is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn undo(&mut self) -> Result<(), MoveError> {
        if self.is_solved() && !self.finished_by_reveal() {
            return Err(MoveError::Solved);
        }
        let previous = self.undo.pop().ok_or(MoveError::NothingToUndo)?;
        self.redo.push(std::mem::replace(&mut self.state, previous));
        self.update_solved();
        Ok(())
    }

    /// Makes again the last move taken back.
    ///
    /// # Errors
    ///
    /// [`MoveError::NothingToRedo`] when nothing was taken back since the last move,
    /// [`MoveError::Solved`] once the puzzle is solved.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Digit, Game, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let mut game = Game::new(&puzzle)?;
    /// let r1c1: Cell = "r1c1".parse()?;
    /// game.enter(r1c1, 3)?;
    /// game.undo()?;
    /// game.redo()?;
    /// assert_eq!(game.digit(r1c1), Digit::new(3));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn redo(&mut self) -> Result<(), MoveError> {
        if self.is_solved() {
            return Err(MoveError::Solved);
        }
        let next = self.redo.pop().ok_or(MoveError::NothingToRedo)?;
        self.undo.push(std::mem::replace(&mut self.state, next));
        self.update_solved();
        Ok(())
    }

    /// Whether there is a move to take back.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Game;
    ///
    /// assert!(!Game::editor().can_undo());
    /// ```
    #[must_use]
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Whether there is a move taken back to make again.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Game;
    ///
    /// assert!(!Game::editor().can_redo());
    /// ```
    #[must_use]
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Whether the move that solved the puzzle revealed digits (a reveal or
    /// [`Game::solve`]) rather than being the player's own.
    fn finished_by_reveal(&self) -> bool {
        self.undo
            .last()
            .is_some_and(|before| before.revealed != self.state.revealed)
    }

    /// Records a move, unless it changes nothing.
    pub(super) fn commit(&mut self, next: State) {
        if next == self.state {
            return;
        }
        self.undo.push(std::mem::replace(&mut self.state, next));
        self.redo.clear();
        self.update_solved();
    }
}
