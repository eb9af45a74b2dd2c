//! Playing: a puzzle, the player's digits and pencil marks, and the help a game gives.
//!
//! [`Game`] is what a front end drives; it never prints and never reads the terminal.

mod clock;
mod error;
mod hint;

use std::sync::Arc;
use std::time::{Duration, Instant};

pub use clock::{Clock, ManualClock, SystemClock};
pub use error::{GivensError, MoveError};
pub use hint::{Check, Hint, HintBasis};

use crate::{Cell, CellSet, Digit, DigitSet, Engine, Generated, Grid, LayerGrid, SolveError};

/// Whether wrong entries are refused at once.
///
/// # Example
///
/// ```
/// use sudoku_strata::{Cell, Game, Grid, MoveError, Strictness};
///
/// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
/// let r1c1: Cell = "r1c1".parse()?;
/// let right = puzzle.unique_solution()?.get(r1c1).expect("full").get();
/// let wrong = if right == 9 { 8 } else { right + 1 };
///
/// let mut relaxed = Game::new(&puzzle)?;
/// relaxed.enter(r1c1, wrong)?; // taken; check() finds it later
///
/// let mut strict = Game::new(&puzzle)?.with_strictness(Strictness::Strict);
/// assert!(matches!(strict.enter(r1c1, wrong), Err(MoveError::Contradicts { .. })));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Strictness {
    /// Any digit may go in a cell that is not a given; [`Game::check`] finds the
    /// mistakes when asked (the default).
    #[default]
    Relaxed,
    /// Immediate feedback: a digit that is not the solution's is refused with
    /// [`MoveError::Contradicts`].
    Strict,
}

/// What one cell shows.
///
/// # Example
///
/// ```
/// use sudoku_strata::{Cell, CellContent, Digit, Game, Grid};
///
/// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
/// let game = Game::new(&puzzle)?;
/// let r1c3: Cell = "r1c3".parse()?;
/// assert_eq!(game.content(r1c3), CellContent::Given(Digit::new(4).unwrap()));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CellContent {
    /// One of the puzzle's givens.
    Given(Digit),
    /// A digit the player entered (or revealed).
    Entry(Digit),
    /// No digit: the player's pencil marks, perhaps none.
    Marks(DigitSet),
}

/// Everything an undo restores.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct State {
    givens: Grid,
    entries: Grid,
    marks: [DigitSet; 81],
    revealed: CellSet,
}

impl State {
    fn new(givens: Grid) -> State {
        State {
            givens,
            entries: Grid::empty(),
            marks: [DigitSet::EMPTY; 81],
            revealed: CellSet::EMPTY,
        }
    }

    /// The givens with the player's digits.
    fn board(&self) -> Grid {
        let mut board = self.givens;
        for (cell, digit) in self.entries.iter() {
            if digit.is_some() {
                board.set(cell, digit);
            }
        }
        board
    }
}

/// Whether the givens are being typed in or the puzzle is being played.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Mode {
    Editing,
    Playing { solution: Grid },
}

/// A game of Sudoku: the puzzle's givens and its one solution, the player's digits and
/// pencil marks, and the help a game gives.
///
/// - Moves: [`set`](Game::set) or [`enter`](Game::enter) a digit, [`clear`](Game::clear)
///   a cell, [`toggle_mark`](Game::toggle_mark), [`auto_pencil`](Game::auto_pencil),
///   [`clear_all`](Game::clear_all), [`clear_marks`](Game::clear_marks),
///   [`reveal`](Game::reveal), [`solve`](Game::solve). Every move can be
///   [undone](Game::undo) and [redone](Game::redo); a move that changes nothing is not
///   recorded. Givens cannot be changed ([`MoveError::Given`]).
/// - Help: [`conflicts`](Game::conflicts) (digits repeated in a house),
///   [`check`](Game::check) (mistakes against the solution), [`hint`](Game::hint) (the
///   next logical step, explained).
/// - Time: [`elapsed`](Game::elapsed) runs from the start of play until the puzzle is
///   solved, on the game's [`Clock`].
/// - Edit mode ([`Game::editor`], [`start_editing`](Game::start_editing)): digits typed
///   become givens; [`finish_editing`](Game::finish_editing) checks that they make a
///   puzzle with exactly one solution.
///
/// # Example
///
/// ```
/// use sudoku_strata::{Cell, Game, Grid};
///
/// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
/// let mut game = Game::new(&puzzle)?;
/// let hint = game.hint()?;
/// println!("{hint}"); // for example "Hidden Single: r3c5=7 (box 2). In box 2, ..."
/// let step = hint.step().expect("a step");
/// let placement = step.placements()[0];
/// game.set(placement.cell, placement.digit)?;
/// game.undo()?;
/// assert_eq!(game.digit(placement.cell), None);
///
/// game.solve()?;
/// assert!(game.is_solved());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    state: State,
    mode: Mode,
    strictness: Strictness,
    undo: Vec<State>,
    redo: Vec<State>,
    clock: Arc<dyn Clock>,
    started: Instant,
    solved_at: Option<Instant>,
}

impl Game {
    /// A game of `puzzle`, once its givens are checked to have exactly one solution.
    ///
    /// # Errors
    ///
    /// [`GivensError`]: two givens contradict each other, no grid completes them, or
    /// more than one does.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Game, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let game = Game::new(&puzzle)?;
    /// assert_eq!(game.givens(), &puzzle);
    /// assert!(puzzle.is_solved_by(game.solution().expect("a puzzle")));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(puzzle: &Grid) -> Result<Game, GivensError> {
        let solution = proper_solution(puzzle)?;
        Ok(Game::start(*puzzle, solution))
    }

    /// A game of a generated puzzle (its solution is already known).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Difficulty, Game, Generator};
    ///
    /// let made = Generator::new(7).difficulty(Difficulty::Easy).generate()?;
    /// let game = Game::from_generated(&made);
    /// assert_eq!(game.solution(), Some(made.solution()));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn from_generated(generated: &Generated) -> Game {
        Game::start(*generated.puzzle(), *generated.solution())
    }

    /// An empty grid in edit mode, to type in a puzzle's givens (from a newspaper, say),
    /// then [`finish_editing`](Game::finish_editing).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Game};
    ///
    /// let mut game = Game::editor();
    /// assert!(game.is_editing());
    /// game.enter("r1c1".parse::<Cell>()?, 5)?;
    /// assert!(game.is_given("r1c1".parse()?));
    /// assert!(game.finish_editing().is_err()); // one given: many solutions
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn editor() -> Game {
        let clock: Arc<dyn Clock> = Arc::new(SystemClock);
        Game {
            state: State::new(Grid::empty()),
            mode: Mode::Editing,
            strictness: Strictness::default(),
            undo: Vec::new(),
            redo: Vec::new(),
            started: clock.now(),
            clock,
            solved_at: None,
        }
    }

    fn start(givens: Grid, solution: Grid) -> Game {
        let mut game = Game::editor();
        game.state = State::new(givens);
        game.mode = Mode::Playing { solution };
        game
    }

    /// This game on another clock; play starts now by that clock.
    ///
    /// # Example
    ///
    /// ```
    /// use std::time::Duration;
    /// use sudoku_strata::{Game, Grid, ManualClock};
    ///
    /// let clock = ManualClock::new();
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let game = Game::new(&puzzle)?.with_clock(clock.clone());
    /// clock.advance(Duration::from_secs(61));
    /// assert_eq!(game.elapsed().as_secs(), 61);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn with_clock(mut self, clock: impl Clock + 'static) -> Game {
        self.clock = Arc::new(clock);
        self.started = self.clock.now();
        self.solved_at = None;
        self.update_solved();
        self
    }

    /// This game with immediate feedback or without (see [`Strictness`]).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Game, Grid, MoveError, Strictness};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let mut game = Game::new(&puzzle)?.with_strictness(Strictness::Strict);
    /// let r1c1: Cell = "r1c1".parse()?;
    /// let right = game.solution().expect("a puzzle").get(r1c1).expect("full").get();
    /// let wrong = if right == 9 { 8 } else { right + 1 };
    /// assert!(matches!(game.enter(r1c1, wrong), Err(MoveError::Contradicts { .. })));
    /// assert!(matches!(game.enter(r1c1, 0), Err(MoveError::OutOfRange { value: 0, .. })));
    /// game.enter(r1c1, right)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn with_strictness(mut self, strictness: Strictness) -> Game {
        self.strictness = strictness;
        self
    }

    /// Whether wrong entries are refused at once.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Game, Strictness};
    ///
    /// assert_eq!(Game::editor().strictness(), Strictness::Relaxed);
    /// ```
    #[must_use]
    pub fn strictness(&self) -> Strictness {
        self.strictness
    }

    /// The puzzle's givens (while editing: the givens typed so far).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Game, Grid};
    ///
    /// assert_eq!(Game::editor().givens(), &Grid::empty());
    /// ```
    #[must_use]
    pub fn givens(&self) -> &Grid {
        &self.state.givens
    }

    /// The puzzle's one solution; `None` while editing.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Game, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// assert!(Game::new(&puzzle)?.solution().is_some_and(Grid::is_solved));
    /// assert_eq!(Game::editor().solution(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn solution(&self) -> Option<&Grid> {
        match &self.mode {
            Mode::Playing { solution } => Some(solution),
            Mode::Editing => None,
        }
    }

    /// The player's digits alone (revealed ones included), without the givens.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Game, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let mut game = Game::new(&puzzle)?;
    /// game.enter("r1c1".parse::<Cell>()?, 3)?;
    /// assert_eq!(game.entries().given_count(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn entries(&self) -> &Grid {
        &self.state.entries
    }

    /// The board as it stands: the givens with the player's digits.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Game, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let mut game = Game::new(&puzzle)?;
    /// game.enter("r1c1".parse::<Cell>()?, 3)?;
    /// assert_eq!(game.board().given_count(), puzzle.given_count() + 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn board(&self) -> Grid {
        self.state.board()
    }

    /// The digit in `cell`, a given or the player's.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Game, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let game = Game::new(&puzzle)?;
    /// assert_eq!(game.digit("r1c3".parse()?).map(|d| d.get()), Some(4));
    /// assert_eq!(game.digit("r1c1".parse()?), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn digit(&self, cell: Cell) -> Option<Digit> {
        self.state
            .givens
            .get(cell)
            .or_else(|| self.state.entries.get(cell))
    }

    /// Whether `cell` holds a given.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Game, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let game = Game::new(&puzzle)?;
    /// assert!(game.is_given("r1c3".parse()?));
    /// assert!(!game.is_given("r1c1".parse()?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn is_given(&self, cell: Cell) -> bool {
        self.state.givens.get(cell).is_some()
    }

    /// The player's pencil marks in `cell`. They are kept while the cell holds a digit
    /// and show again when it is cleared.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Digit, Game, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let mut game = Game::new(&puzzle)?;
    /// let r1c1: Cell = "r1c1".parse()?;
    /// game.toggle_mark(r1c1, Digit::new(3).unwrap())?;
    /// assert_eq!(game.marks(r1c1).to_string(), "3");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn marks(&self, cell: Cell) -> DigitSet {
        self.state.marks[cell.index()]
    }

    /// What `cell` shows: a given, the player's digit, or the pencil marks.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{CellContent, DigitSet, Game, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let game = Game::new(&puzzle)?;
    /// assert_eq!(game.content("r1c1".parse()?), CellContent::Marks(DigitSet::EMPTY));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn content(&self, cell: Cell) -> CellContent {
        if let Some(digit) = self.state.givens.get(cell) {
            CellContent::Given(digit)
        } else if let Some(digit) = self.state.entries.get(cell) {
            CellContent::Entry(digit)
        } else {
            CellContent::Marks(self.marks(cell))
        }
    }

    /// The cells whose digit was revealed by [`reveal`](Game::reveal) or
    /// [`solve`](Game::solve) rather than found by the player.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Game, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let mut game = Game::new(&puzzle)?;
    /// let r1c1: Cell = "r1c1".parse()?;
    /// game.reveal(r1c1)?;
    /// assert!(game.revealed().contains(r1c1));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn revealed(&self) -> CellSet {
        self.state.revealed
    }

    /// Whether the givens are being typed in (edit mode).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Game;
    ///
    /// assert!(Game::editor().is_editing());
    /// ```
    #[must_use]
    pub fn is_editing(&self) -> bool {
        self.mode == Mode::Editing
    }

    /// Whether every cell holds the solution's digit.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Game, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let mut game = Game::new(&puzzle)?;
    /// assert!(!game.is_solved());
    /// game.solve()?;
    /// assert!(game.is_solved());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn is_solved(&self) -> bool {
        self.solution().is_some_and(|solution| self.board() == *solution)
    }

    /// The time played: from the start (or the end of editing) until the puzzle was
    /// solved, or until now if it is not. Zero while editing.
    ///
    /// # Example
    ///
    /// ```
    /// use std::time::Duration;
    /// use sudoku_strata::{Game, Grid, ManualClock};
    ///
    /// let clock = ManualClock::new();
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let mut game = Game::new(&puzzle)?.with_clock(clock.clone());
    /// clock.advance(Duration::from_secs(100));
    /// game.solve()?;
    /// clock.advance(Duration::from_secs(50)); // the clock stopped at the solve
    /// assert_eq!(game.elapsed(), Duration::from_secs(100));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn elapsed(&self) -> Duration {
        if self.is_editing() {
            return Duration::ZERO;
        }
        let end = self.solved_at.unwrap_or_else(|| self.clock.now());
        end.saturating_duration_since(self.started)
    }

    /// Puts `digit` in `cell`, replacing the player's digit there.
    ///
    /// While editing, the digit becomes a given.
    ///
    /// # Errors
    ///
    /// [`MoveError::Given`] when the cell holds a given (in play), and in strict play
    /// [`MoveError::Contradicts`] when `digit` is not the solution's.
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
                if self.is_given(cell) {
                    return Err(MoveError::Given { cell });
                }
                if self.strictness == Strictness::Strict && solution.get(cell) != Some(digit) {
                    return Err(MoveError::Contradicts { cell, digit });
                }
                next.entries.set(cell, Some(digit));
                next.revealed.remove(cell);
            }
        }
        self.commit(next);
        Ok(())
    }

    /// Puts the digit typed as a number in `cell`: [`set`](Game::set) for 1 to 9.
    ///
    /// # Errors
    ///
    /// [`MoveError::OutOfRange`] for a number outside 1 to 9 (checked first), then the
    /// errors of [`set`](Game::set).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Game, Grid, MoveError};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let mut game = Game::new(&puzzle)?;
    /// let r1c1: Cell = "r1c1".parse()?;
    /// game.enter(r1c1, 7)?;
    /// let error = game.enter(r1c1, 12).unwrap_err();
    /// assert_eq!(error, MoveError::OutOfRange { cell: r1c1, value: 12 });
    /// assert_eq!(error.to_string(), "12 is not a digit from 1 to 9 (entry at r1c1)");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn enter(&mut self, cell: Cell, value: u8) -> Result<(), MoveError> {
        let digit = Digit::new(value).ok_or(MoveError::OutOfRange { cell, value })?;
        self.set(cell, digit)
    }

    /// Empties `cell` of the player's digit (while editing: of its given). Its pencil
    /// marks show again. Clearing an empty cell changes nothing.
    ///
    /// # Errors
    ///
    /// [`MoveError::Given`] when the cell holds a given (in play).
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
                if self.is_given(cell) {
                    return Err(MoveError::Given { cell });
                }
                next.entries.set(cell, None);
                next.revealed.remove(cell);
            }
        }
        self.commit(next);
        Ok(())
    }

    /// Adds `digit` to the pencil marks of `cell`, or removes it if it is there.
    /// Returns whether the mark is now there.
    ///
    /// # Errors
    ///
    /// [`MoveError::CellFilled`] when the cell holds a digit, and [`MoveError::Editing`]
    /// while editing.
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
    /// assert!(!game.toggle_mark(r1c1, three)?);
    /// assert!(game.marks(r1c1).is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn toggle_mark(&mut self, cell: Cell, digit: Digit) -> Result<bool, MoveError> {
        self.playing()?;
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
    /// [`MoveError::Editing`] while editing.
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
        self.playing()?;
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
    /// clears the givens.
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
        let next = match self.mode {
            Mode::Editing => State::new(Grid::empty()),
            Mode::Playing { .. } => State::new(self.state.givens),
        };
        self.commit(next);
    }

    /// Clears every pencil mark and keeps the digits.
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
        let mut next = self.state;
        next.marks = [DigitSet::EMPTY; 81];
        self.commit(next);
    }

    /// The cells whose digit repeats in their row, column or box (givens and the
    /// player's digits alike; while editing, the givens typed so far).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Game, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let mut game = Game::new(&puzzle)?;
    /// let r1c1: Cell = "r1c1".parse()?;
    /// game.enter(r1c1, 4)?; // r1c3 is a given 4
    /// assert!(game.conflicts().contains(r1c1));
    /// assert!(game.conflicts().contains("r1c3".parse()?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn conflicts(&self) -> CellSet {
        self.board().conflicting_cells()
    }

    /// Compares the player's digits with the solution, and (when every empty cell has
    /// pencil marks) the marks too.
    ///
    /// # Errors
    ///
    /// [`MoveError::Editing`] while editing.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Game, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let mut game = Game::new(&puzzle)?;
    /// let r1c1: Cell = "r1c1".parse()?;
    /// game.reveal(r1c1)?;
    /// assert!(game.check()?.is_clean());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn check(&self) -> Result<Check, MoveError> {
        let solution = self.playing()?;
        let mistakes: CellSet = self
            .state
            .entries
            .iter()
            .filter(|&(cell, digit)| digit.is_some() && digit != solution.get(cell))
            .map(|(cell, _)| cell)
            .collect();
        let still_solvable = self.board().count_solutions(1) > 0;
        Ok(Check {
            mistakes,
            wrong_marks: self.wrong_marks(&solution),
            still_solvable,
        })
    }

    /// The next logical step from the player's position, or what to put right first.
    ///
    /// In this order:
    /// 1. [`Hint::Mistakes`] when some of the player's digits differ from the solution:
    ///    a step found from a wrong position would mislead, so the hint names the wrong
    ///    cells instead.
    /// 2. When every empty cell has pencil marks, they are taken as the player's
    ///    candidates: [`Hint::WrongMarks`] if some leave out the solution's digit, else
    ///    the step is found from the marks ([`HintBasis::PencilMarks`]), so it starts
    ///    from the eliminations the player has already made and never repeats them.
    ///    Marks in only some cells are notes, not candidates (a cell without marks is
    ///    not a cell without candidates), so then the hint ignores them.
    /// 3. Otherwise the step is found from the candidates that the givens and the
    ///    player's digits leave ([`HintBasis::Digits`]).
    ///
    /// The step is [`Engine::next_step`] of the default engine on a [`LayerGrid`] of the
    /// givens (as givens) and the player's digits (as placed digits); it carries its
    /// explanation and its pattern ([`Step::pattern`](crate::Step::pattern)).
    /// [`Hint::NoLogicalStep`] when no strategy applies; [`Hint::Solved`] at the end.
    ///
    /// # Errors
    ///
    /// [`MoveError::Editing`] while editing.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Game, Grid, Hint};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let mut game = Game::new(&puzzle)?;
    /// let r1c1: Cell = "r1c1".parse()?;
    /// let right = game.solution().expect("a puzzle").get(r1c1).expect("full").get();
    /// game.enter(r1c1, if right == 9 { 8 } else { right + 1 })?;
    /// let hint = game.hint()?;
    /// assert_eq!(hint, Hint::Mistakes(r1c1.into()));
    /// assert_eq!(hint.to_string(), "First a mistake: r1c1 is wrong. Clear it before going on.");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn hint(&self) -> Result<Hint, MoveError> {
        let solution = self.playing()?;
        if self.is_solved() {
            return Ok(Hint::Solved);
        }
        let check = self.check()?;
        if !check.mistakes.is_empty() {
            return Ok(Hint::Mistakes(check.mistakes));
        }
        if !check.wrong_marks.is_empty() {
            return Ok(Hint::WrongMarks(check.wrong_marks));
        }
        let mut grid = LayerGrid::from_grid(&self.state.givens);
        for (cell, digit) in self.state.entries.iter() {
            if let Some(digit) = digit {
                // The entries agree with the solution, so each is a candidate.
                if grid.place(cell, digit).is_err() {
                    return Ok(Hint::Mistakes(cell.into()));
                }
            }
        }
        let basis = if self.marks_are_complete() {
            for cell in grid.unsolved_cells() {
                for digit in !self.marks(cell) {
                    grid.eliminate(cell, digit);
                }
            }
            HintBasis::PencilMarks
        } else {
            HintBasis::Digits
        };
        // The puzzle has one solution (checked when the game began).
        grid.assume_unique_solution();
        let step = Engine::default().next_step(&grid);
        Ok(match step {
            Some(step) if step_agrees(&step, &solution) => Hint::Step {
                step: Box::new(step),
                basis,
            },
            _ => Hint::NoLogicalStep,
        })
    }

    /// Puts the solution's digit in `cell` (replacing a wrong one) and returns it.
    ///
    /// # Errors
    ///
    /// [`MoveError::Given`] when the cell holds a given, [`MoveError::Editing`] while
    /// editing.
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
        let solution = self.playing()?;
        if self.is_given(cell) {
            return Err(MoveError::Given { cell });
        }
        let digit = solution.get(cell).ok_or(MoveError::Given { cell })?;
        if self.state.entries.get(cell) != Some(digit) {
            let mut next = self.state;
            next.entries.set(cell, Some(digit));
            next.revealed.insert(cell);
            self.commit(next);
        }
        Ok(digit)
    }

    /// Fills every cell with the solution's digit (one move, which undo takes back).
    ///
    /// # Errors
    ///
    /// [`MoveError::Editing`] while editing.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Game, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let mut game = Game::new(&puzzle)?;
    /// game.solve()?;
    /// assert_eq!(Some(&game.board()), game.solution());
    /// game.undo()?;
    /// assert_eq!(game.board(), puzzle);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn solve(&mut self) -> Result<(), MoveError> {
        let solution = self.playing()?;
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

    /// Takes back the last move.
    ///
    /// # Errors
    ///
    /// [`MoveError::NothingToUndo`] when no move is left to take back.
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
        let previous = self.undo.pop().ok_or(MoveError::NothingToUndo)?;
        self.redo.push(std::mem::replace(&mut self.state, previous));
        self.update_solved();
        Ok(())
    }

    /// Makes again the last move taken back.
    ///
    /// # Errors
    ///
    /// [`MoveError::NothingToRedo`] when nothing was taken back since the last move.
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
        self.solved_at = None;
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
        self.started = self.clock.now();
        self.solved_at = None;
        Ok(())
    }

    /// The solution, or [`MoveError::Editing`].
    fn playing(&self) -> Result<Grid, MoveError> {
        match self.mode {
            Mode::Playing { solution } => Ok(solution),
            Mode::Editing => Err(MoveError::Editing),
        }
    }

    /// Whether every empty cell has pencil marks, which makes them the player's
    /// candidates.
    fn marks_are_complete(&self) -> bool {
        let board = self.board();
        Cell::ALL
            .into_iter()
            .all(|cell| board.get(cell).is_some() || !self.marks(cell).is_empty())
    }

    /// The empty cells whose marks leave out the solution's digit, when the marks are
    /// complete.
    fn wrong_marks(&self, solution: &Grid) -> CellSet {
        if !self.marks_are_complete() {
            return CellSet::EMPTY;
        }
        let board = self.board();
        Cell::ALL
            .into_iter()
            .filter(|&cell| board.get(cell).is_none())
            .filter(|&cell| solution.get(cell).is_some_and(|d| !self.marks(cell).contains(d)))
            .collect()
    }

    /// Records a move, unless it changes nothing.
    fn commit(&mut self, next: State) {
        if next == self.state {
            return;
        }
        self.undo.push(std::mem::replace(&mut self.state, next));
        self.redo.clear();
        self.update_solved();
    }

    /// Stops the clock when the puzzle becomes solved, and restarts it if a move
    /// (an undo) unsolves it.
    fn update_solved(&mut self) {
        match (self.is_solved(), self.solved_at) {
            (true, None) => self.solved_at = Some(self.clock.now()),
            (false, Some(_)) => self.solved_at = None,
            _ => {}
        }
    }
}

/// The one solution of `puzzle`, or why there is not exactly one.
fn proper_solution(puzzle: &Grid) -> Result<Grid, GivensError> {
    puzzle.unique_solution().map_err(|error| match error {
        SolveError::Contradiction(conflict) => GivensError::Contradiction(conflict),
        SolveError::MultipleSolutions { examples, .. } => {
            let [a, b] = *examples;
            let differing = Cell::ALL.into_iter().filter(|&c| a.get(c) != b.get(c)).collect();
            GivensError::MultipleSolutions {
                examples: Box::new([a, b]),
                differing,
            }
        }
        _ => GivensError::NoSolution,
    })
}

/// Whether a step keeps the solution: a guard, so that a hint never misleads even if a
/// strategy has a bug.
fn step_agrees(step: &crate::Step, solution: &Grid) -> bool {
    step.placements()
        .iter()
        .all(|c| solution.get(c.cell) == Some(c.digit))
        && step
            .eliminations()
            .iter()
            .all(|c| solution.get(c.cell) != Some(c.digit))
}
