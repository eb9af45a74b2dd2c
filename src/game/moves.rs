//! The player's moves: digits, pencil marks, and the solution's digits revealed. Each
//! makes the next state and hands it to the history.

use super::state::{Mode, State};
use super::{Game, MoveError, Strictness};
use crate::{Cell, Digit, DigitSet, Grid};

impl Game {
    /// Puts `digit` in `cell`, replacing the player's digit there.
    ///
    /// While editing, the digit becomes a given.
    ///
    /// # Errors
    ///
    /// [`MoveError::Given`] when the cell holds a given (in play),
    /// [`MoveError::Revealed`] when its digit was revealed, [`MoveError::Solved`] once
    /// the puzzle is solved, and in strict play [`MoveError::Contradicts`] when `digit`
    /// is not the solution's.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Digit, Game, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let mut game = Game::new(&puzzle)?;
    /// let r1c1: Cell = "r1c1".parse()?;
    /// game.set(r1c1, Digit::new(7).unwrap())?;
    /// assert_eq!(game.digit(r1c1), Digit::new(7));
    /// assert!(game.set("r1c3".parse()?, Digit::new(7).unwrap()).is_err()); // a given
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn set(&mut self, cell: Cell, digit: Digit) -> Result<(), MoveError> {
        let mut next = self.state;
        match self.mode {
            Mode::Editing => next.givens.set(cell, Some(digit)),
            Mode::Playing { solution } => {
                self.changeable(cell)?;
                if self.strictness == Strictness::Strict && solution.get(cell) != Some(digit) {
                    return Err(MoveError::Contradicts { cell, digit });
                }
                next.place(cell, digit, self.peer_marks);
            }
        }
        self.commit(next);
        Ok(())
    }

    /// Puts a digit in `cell`: [`set`](Game::set) for 1 to 9. It takes the digit as a
    /// [`Digit`] or as the number a front end read (`7`), as
    /// [`toggle_mark`](Game::toggle_mark) does.
    ///
    /// # Errors
    ///
    /// [`MoveError::OutOfRange`] for a number outside 1 to 9 (checked first), then the
    /// errors of [`set`](Game::set).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Digit, Game, Grid, MoveError};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let mut game = Game::new(&puzzle)?;
    /// let r1c1: Cell = "r1c1".parse()?;
    /// game.enter(r1c1, 7)?;
    /// game.enter(r1c1, Digit::new(8).unwrap())?;
    /// let error = game.enter(r1c1, 12).unwrap_err();
    /// assert_eq!(error, MoveError::OutOfRange { cell: r1c1, value: 12 });
    /// assert_eq!(error.to_string(), "12 is not a digit from 1 to 9 (entry at r1c1)");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn enter(&mut self, cell: Cell, digit: impl Into<u8>) -> Result<(), MoveError> {
        let digit = checked(cell, digit)?;
        self.set(cell, digit)
    }

    /// Empties `cell` of the player's digit (while editing: of its given). Its pencil
    /// marks show again. Clearing an empty cell changes nothing.
    ///
    /// # Errors
    ///
    /// [`MoveError::Given`] when the cell holds a given (in play),
    /// [`MoveError::Revealed`] when its digit was revealed, [`MoveError::Solved`] once
    /// the puzzle is solved.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Game, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let mut game = Game::new(&puzzle)?;
    /// let r1c1: Cell = "r1c1".parse()?;
    /// game.enter(r1c1, 7)?;
    /// game.clear(r1c1)?;
    /// assert_eq!(game.digit(r1c1), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn clear(&mut self, cell: Cell) -> Result<(), MoveError> {
        let mut next = self.state;
        match self.mode {
            Mode::Editing => next.givens.set(cell, None),
            Mode::Playing { .. } => {
                self.changeable(cell)?;
                next.unplace(cell, self.peer_marks);
            }
        }
        self.commit(next);
        Ok(())
    }

    /// Adds `digit` to the pencil marks of `cell`, or removes it if it is there.
    /// Returns whether the mark is now there. Like [`enter`](Game::enter), it takes a
    /// [`Digit`] or a number.
    ///
    /// # Errors
    ///
    /// [`MoveError::OutOfRange`] for a number outside 1 to 9,
    /// [`MoveError::CellFilled`] when the cell holds a digit, [`MoveError::Editing`]
    /// while editing and [`MoveError::Solved`] once the puzzle is solved.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Digit, Game, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let mut game = Game::new(&puzzle)?;
    /// let r1c1: Cell = "r1c1".parse()?;
    /// let three = Digit::new(3).unwrap();
    /// assert!(game.toggle_mark(r1c1, three)?);
    /// assert!(!game.toggle_mark(r1c1, 3)?);
    /// assert!(game.marks(r1c1).is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn toggle_mark(&mut self, cell: Cell, digit: impl Into<u8>) -> Result<bool, MoveError> {
        let digit = checked(cell, digit)?;
        self.in_play()?;
        if self.digit(cell).is_some() {
            return Err(MoveError::CellFilled { cell });
        }
        let mut next = self.state;
        let marks = &mut next.marks[cell.index()];
        let now_marked = !marks.contains(digit);
        if now_marked {
            marks.insert(digit);
        } else {
            marks.remove(digit);
        }
        self.commit(next);
        Ok(now_marked)
    }

    /// Fills the pencil marks of every empty cell with its candidates: the digits that
    /// no digit in its row, column or box rules out. Marks already there are replaced.
    ///
    /// # Errors
    ///
    /// [`MoveError::Editing`] while editing, [`MoveError::Solved`] once the puzzle is
    /// solved.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Game, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let mut game = Game::new(&puzzle)?;
    /// game.auto_pencil()?;
    /// assert_eq!(game.marks("r1c1".parse()?).to_string(), "2,3,7,8");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn auto_pencil(&mut self) -> Result<(), MoveError> {
        self.in_play()?;
        let board = self.board();
        let mut next = self.state;
        for cell in Cell::ALL {
            if board.get(cell).is_none() {
                let ruled_out: DigitSet = cell.peers().iter().filter_map(|peer| board.get(peer)).collect();
                next.marks[cell.index()] = !ruled_out;
            }
        }
        self.commit(next);
        Ok(())
    }

    /// Clears the player's digits and pencil marks: back to the givens. While editing,
    /// clears the givens. A solved game is left as it is.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Game, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let mut game = Game::new(&puzzle)?;
    /// game.auto_pencil()?;
    /// game.enter("r1c1".parse::<Cell>()?, 3)?;
    /// game.clear_all();
    /// assert_eq!(game.board(), puzzle);
    /// assert!(game.marks("r1c1".parse()?).is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn clear_all(&mut self) {
        if self.is_solved() {
            return;
        }
        let next = match self.mode {
            Mode::Editing => State::new(Grid::empty()),
            Mode::Playing { .. } => State::new(self.state.givens),
        };
        self.commit(next);
    }

    /// Clears every pencil mark and keeps the digits. A solved game is left as it is.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Game, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let mut game = Game::new(&puzzle)?;
    /// game.auto_pencil()?;
    /// game.clear_marks();
    /// assert!(game.marks("r1c1".parse()?).is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn clear_marks(&mut self) {
        if self.is_solved() {
            return;
        }
        let mut next = self.state;
        next.marks = [DigitSet::EMPTY; 81];
        self.commit(next);
    }

    /// Puts the solution's digit in `cell` (replacing a wrong one) and returns it. A
    /// cell revealed before is left as it is.
    ///
    /// # Errors
    ///
    /// [`MoveError::Given`] when the cell holds a given, [`MoveError::Editing`] while
    /// editing, [`MoveError::Solved`] once the puzzle is solved.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Game, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let mut game = Game::new(&puzzle)?;
    /// let r1c1: Cell = "r1c1".parse()?;
    /// let digit = game.reveal(r1c1)?;
    /// assert_eq!(game.digit(r1c1), Some(digit));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn reveal(&mut self, cell: Cell) -> Result<Digit, MoveError> {
        if self.revealed().contains(cell) {
            return self.digit(cell).ok_or(MoveError::Revealed { cell });
        }
        let solution = self.in_play()?;
        if self.is_given(cell) {
            return Err(MoveError::Given { cell });
        }
        let digit = solution.get(cell).ok_or(MoveError::Given { cell })?;
        if self.state.entries.get(cell) != Some(digit) {
            let mut next = self.state;
            next.place(cell, digit, self.peer_marks);
            next.revealed.insert(cell);
            self.commit(next);
        }
        Ok(digit)
    }

    /// Fills every cell with the solution's digit, in one move. The game is then over:
    /// a solved game takes no more moves, but this one can be taken back with
    /// [`Game::undo`].
    ///
    /// # Errors
    ///
    /// [`MoveError::Editing`] while editing, [`MoveError::Solved`] once the puzzle is
    /// solved.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Game, Grid, MoveError};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let mut game = Game::new(&puzzle)?;
    /// game.solve()?;
    /// assert_eq!(Some(&game.board()), game.solution());
    /// assert_eq!(game.auto_pencil(), Err(MoveError::Solved));
    /// game.undo()?; // the solution asked for is taken back
    /// assert!(!game.is_solved());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn solve(&mut self) -> Result<(), MoveError> {
        let solution = self.in_play()?;
        let mut next = self.state;
        for (cell, digit) in solution.iter() {
            if !self.is_given(cell) && self.state.entries.get(cell) != digit {
                next.entries.set(cell, digit);
                next.revealed.insert(cell);
            }
        }
        self.commit(next);
        Ok(())
    }
}

impl Game {
    /// The cell's digit may change: not a given, not revealed, the puzzle not solved.
    fn changeable(&self, cell: Cell) -> Result<(), MoveError> {
        if self.is_given(cell) {
            return Err(MoveError::Given { cell });
        }
        if self.revealed().contains(cell) {
            return Err(MoveError::Revealed { cell });
        }
        if self.is_solved() {
            return Err(MoveError::Solved);
        }
        Ok(())
    }
}

/// The digit a move names, as a [`Digit`] or a number 1 to 9.
fn checked(cell: Cell, digit: impl Into<u8>) -> Result<Digit, MoveError> {
    let value = digit.into();
    Digit::new(value).ok_or(MoveError::OutOfRange { cell, value })
}
