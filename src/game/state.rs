//! What a game holds and shows: the givens, the player's digits and pencil marks, and
//! whether the givens are still being typed in.

use super::{Game, MoveError};
use crate::{Cell, CellSet, Digit, DigitSet, Grid};

/// Whether pencil marks follow the digits placed: a front end's setting, kept in a
/// saved game.
///
/// # Example
///
/// ```
/// use sudoku_strata::{Cell, Game, Grid, PeerMarks};
///
/// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
/// let (r1c1, r1c2): (Cell, Cell) = ("r1c1".parse()?, "r1c2".parse()?);
///
/// let mut game = Game::new(&puzzle)?;
/// assert_eq!(game.peer_marks(), PeerMarks::Follow);
/// game.toggle_mark(r1c2, 3)?;
/// game.toggle_mark(r1c2, 7)?;
/// game.enter(r1c1, 3)?; // r1c2 sees r1c1
/// assert_eq!(game.marks(r1c2).to_string(), "7");
/// game.clear(r1c1)?; // and the 3 comes back
/// assert_eq!(game.marks(r1c2).to_string(), "3,7");
///
/// let mut kept = Game::new(&puzzle)?.with_peer_marks(PeerMarks::Keep);
/// kept.toggle_mark(r1c2, 3)?;
/// kept.enter(r1c1, 3)?;
/// assert_eq!(kept.marks(r1c2).to_string(), "3");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
#[non_exhaustive]
pub enum PeerMarks {
    /// Placing a digit removes it from the marks of the cells that see it; clearing it
    /// (or undoing the move) puts it back (the default).
    #[default]
    Follow,
    /// The marks change only when the player changes them.
    Keep,
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
pub(super) struct State {
    pub(super) givens: Grid,
    pub(super) entries: Grid,
    pub(super) marks: [DigitSet; 81],
    pub(super) revealed: CellSet,
}

impl State {
    pub(super) fn new(givens: Grid) -> State {
        State {
            givens,
            entries: Grid::empty(),
            marks: [DigitSet::EMPTY; 81],
            revealed: CellSet::EMPTY,
        }
    }

    /// Puts the player's `digit` in `cell` (it replaces the digit there). With
    /// [`PeerMarks::Follow`], the marks follow: a digit replaced is given back to its
    /// peers as [`unplace`](State::unplace) does, and `digit` leaves the marks of the
    /// cells that see it.
    pub(super) fn place(&mut self, cell: Cell, digit: Digit, peer_marks: PeerMarks) {
        if self.entries.get(cell).is_some_and(|old| old != digit) {
            self.unplace(cell, peer_marks);
        }
        self.entries.set(cell, Some(digit));
        if peer_marks == PeerMarks::Follow {
            for peer in cell.peers() {
                self.marks[peer.index()].remove(digit);
            }
        }
    }

    /// Empties `cell` of the player's digit. With [`PeerMarks::Follow`], the digit goes
    /// back into the marks of each peer that has marks and that no other digit on the
    /// board rules it out of: so marks taken away, or filled in while a wrong digit
    /// stood, never stay wrong once it is gone.
    pub(super) fn unplace(&mut self, cell: Cell, peer_marks: PeerMarks) {
        let Some(digit) = self.entries.get(cell) else {
            return;
        };
        self.entries.set(cell, None);
        if peer_marks == PeerMarks::Keep {
            return;
        }
        let board = self.board();
        for peer in cell.peers() {
            let marks = &mut self.marks[peer.index()];
            let ruled_out = peer.peers().iter().any(|seen| board.get(seen) == Some(digit));
            if board.get(peer).is_none() && !marks.is_empty() && !ruled_out {
                marks.insert(digit);
            }
        }
    }

    /// The givens with the player's digits.
    pub(super) fn board(&self) -> Grid {
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
pub(super) enum Mode {
    Editing,
    Playing { solution: Grid },
}

impl Game {
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

    /// The solution, when a move may be made: [`MoveError::Editing`] while editing,
    /// [`MoveError::Solved`] once the puzzle is solved.
    pub(super) fn in_play(&self) -> Result<Grid, MoveError> {
        if self.is_solved() {
            return Err(MoveError::Solved);
        }
        self.playing()
    }

    /// The solution, or [`MoveError::Editing`].
    pub(super) fn playing(&self) -> Result<Grid, MoveError> {
        match self.mode {
            Mode::Playing { solution } => Ok(solution),
            Mode::Editing => Err(MoveError::Editing),
        }
    }
}
