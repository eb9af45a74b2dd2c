//! A game: the type, how one begins (from a puzzle, from a generated puzzle, or from an
//! empty grid to type givens into) and how strict it is.

use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use super::state::{Mode, State};
use super::{Clock, GivensError, PeerMarks, SystemClock};
use crate::{Cell, Generated, Grid, LayerGrid, SolveError};

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
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
#[non_exhaustive]
pub enum Strictness {
    /// Any digit may go in a cell that is not a given; [`Game::check`] finds the
    /// mistakes when asked (the default).
    #[default]
    Relaxed,
    /// Immediate feedback: a digit that is not the solution's is refused with
    /// [`MoveError::Contradicts`](crate::MoveError::Contradicts).
    Strict,
}

/// A game of Sudoku: the puzzle's givens and its one solution, the player's digits and
/// pencil marks, and the help a game gives.
///
/// - Moves: [`set`](Game::set) or [`enter`](Game::enter) a digit, [`clear`](Game::clear)
///   a cell, [`toggle_mark`](Game::toggle_mark), [`auto_pencil`](Game::auto_pencil),
///   [`clear_all`](Game::clear_all), [`clear_marks`](Game::clear_marks),
///   [`reveal`](Game::reveal), [`solve`](Game::solve). Every move can be
///   [undone](Game::undo) and [redone](Game::redo); a move that changes nothing is not
///   recorded. Givens cannot be changed ([`MoveError::Given`](crate::MoveError::Given)).
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
///
/// With the `serde` feature a game is saved and restored: its form is an object with
/// `mode` (`"playing"` or `"editing"`), `strictness` (`"relaxed"` or `"strict"`), the
/// board's position (`givens` and `entries`, the player's digits, as 81-character lines;
/// `marks`, the pencil marks of the cells that have some, as `{"r1c1": [2, 3]}`;
/// `revealed`, a list of cells), `undo` and `redo` (lists of positions of the same
/// form, oldest first) and `elapsed_ms`, the time played in milliseconds. The clock is
/// not saved: a restored game is on [`SystemClock`] (or the clock `with_clock` gives
/// it) and counts on from the time saved; a solved game stays solved in that time.
/// The solution is not saved either: restoring finds it again, so the givens of a
/// game in play must make a proper puzzle, and every position must be one play could
/// reach (no digit or mark on a given, revealed cells holding the solution's digit, the
/// same givens throughout; in edit mode, givens only). Otherwise reading fails with a
/// serde error carrying a [`RestoreError`](crate::RestoreError)'s message.
///
/// # Example
///
/// ```
/// # #[cfg(feature = "serde")]
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// use std::time::Duration;
/// use sudoku_strata::{Cell, Digit, Game, Grid, ManualClock};
///
/// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
/// let clock = ManualClock::new();
/// let mut game = Game::new(&puzzle)?.with_clock(clock.clone());
/// let (r1c1, r1c2): (Cell, Cell) = ("r1c1".parse()?, "r1c2".parse()?);
/// game.enter(r1c1, 7)?;
/// game.toggle_mark(r1c2, Digit::new(3).unwrap())?;
/// game.undo()?;
/// clock.advance(Duration::from_secs(90));
///
/// let saved = serde_json::to_string(&game)?;
/// let clock = ManualClock::new();
/// let mut restored = serde_json::from_str::<Game>(&saved)?.with_clock(clock.clone());
/// assert_eq!(restored.board(), game.board());
/// assert!(restored.marks(r1c2).is_empty());
/// clock.advance(Duration::from_secs(10));
/// assert_eq!(restored.elapsed(), Duration::from_secs(100));
/// restored.redo()?;
/// assert_eq!(restored.marks(r1c2).to_string(), "3");
/// # Ok(())
/// # }
/// # #[cfg(not(feature = "serde"))]
/// # fn main() {}
/// ```
#[derive(Clone, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(into = "super::save::Saved", try_from = "super::save::Saved")
)]
pub struct Game {
    pub(super) state: State,
    pub(super) mode: Mode,
    pub(super) strictness: Strictness,
    pub(super) peer_marks: PeerMarks,
    pub(super) undo: Vec<State>,
    pub(super) redo: Vec<State>,
    pub(super) clock: Arc<dyn Clock>,
    /// When play started (or resumed), read from the clock the first time it is needed
    /// (so that `with_clock` can replace a clock before it is ever read).
    pub(super) started: OnceLock<Instant>,
    /// The time played before `started`: in earlier sessions of a restored game.
    pub(super) played_before: Duration,
    /// The time played, stopped when the puzzle was solved.
    pub(super) solved_time: Option<Duration>,
    /// The time played when the clock was paused.
    pub(super) paused: Option<Duration>,
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

    /// A game that goes on from a pencil-mark state, such as a grid pasted from another
    /// solver: its givens are the game's givens, the digits it placed (`+5`) are the
    /// player's, and the candidates of its other cells are the pencil marks.
    ///
    /// # Errors
    ///
    /// [`GivensError`], as [`new`](Game::new), for the state's givens.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Digit, Game, Grid, LayerGrid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let mut state = LayerGrid::from_grid(&puzzle);
    /// let (r2c8, r1c1): (Cell, Cell) = ("r2c8".parse()?, "r1c1".parse()?);
    /// state.place(r2c8, Digit::new(7).unwrap())?;
    /// let game = Game::from_marks(&state)?;
    /// assert_eq!(game.givens(), &puzzle);
    /// assert_eq!(game.digit(r2c8), Digit::new(7));
    /// assert!(!game.is_given(r2c8));
    /// assert_eq!(game.marks(r1c1), state.cell_candidates(r1c1));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_marks(state: &LayerGrid) -> Result<Game, GivensError> {
        let givens = state.givens_grid();
        let solution = proper_solution(&givens)?;
        let mut game = Game::start(givens, solution);
        for cell in Cell::ALL {
            match state.value(cell) {
                Some(digit) if !state.is_given(cell) => game.state.entries.set(cell, Some(digit)),
                Some(_) => {}
                None => game.state.marks[cell.index()] = state.cell_candidates(cell),
            }
        }
        Ok(game)
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
        // The clock is not read here: where there is no system clock (wasm32), a game
        // gets its own with `with_clock` before play reads the time.
        Game {
            state: State::new(Grid::empty()),
            mode: Mode::Editing,
            strictness: Strictness::default(),
            peer_marks: PeerMarks::default(),
            undo: Vec::new(),
            redo: Vec::new(),
            started: OnceLock::new(),
            clock,
            played_before: Duration::ZERO,
            solved_time: None,
            paused: None,
        }
    }

    fn start(givens: Grid, solution: Grid) -> Game {
        let mut game = Game::editor();
        game.state = State::new(givens);
        game.mode = Mode::Playing { solution };
        game
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
}

impl Game {
    /// This game with pencil marks that follow the digits placed, or that change only
    /// when the player changes them (see [`PeerMarks`]).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Game, PeerMarks};
    ///
    /// let game = Game::editor().with_peer_marks(PeerMarks::Keep);
    /// assert_eq!(game.peer_marks(), PeerMarks::Keep);
    /// ```
    #[must_use]
    pub fn with_peer_marks(mut self, peer_marks: PeerMarks) -> Game {
        self.peer_marks = peer_marks;
        self
    }

    /// Whether pencil marks follow the digits placed.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Game, PeerMarks};
    ///
    /// assert_eq!(Game::editor().peer_marks(), PeerMarks::Follow);
    /// ```
    #[must_use]
    pub fn peer_marks(&self) -> PeerMarks {
        self.peer_marks
    }
}

/// The one solution of `puzzle`, or why there is not exactly one.
pub(super) fn proper_solution(puzzle: &Grid) -> Result<Grid, GivensError> {
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
