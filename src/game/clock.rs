//! Where a game reads the time (the system clock, or a clock that tests move by hand),
//! and the time played.

use std::fmt;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};
use std::time::{Duration, Instant};

use super::Game;

/// A source of the current time for a [`Game`](crate::Game).
///
/// The game asks its clock for the time when play starts, when the puzzle is solved and
/// when [`elapsed`](crate::Game::elapsed) is called. [`SystemClock`] is the real one;
/// [`ManualClock`] only moves when told to, so that tests get the same times every run.
///
/// # Example
///
/// ```
/// use std::time::Duration;
/// use sudoku_strata::{Clock, Game, Grid, ManualClock};
///
/// let clock = ManualClock::new();
/// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
/// let game = Game::new(&puzzle)?.with_clock(clock.clone());
/// clock.advance(Duration::from_secs(90));
/// assert_eq!(game.elapsed(), Duration::from_secs(90));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait Clock: fmt::Debug + Send + Sync {
    /// The current time.
    fn now(&self) -> Instant;
}

/// The system's monotonic clock ([`Instant::now`]): what a game uses by default.
///
/// # Example
///
/// ```
/// use sudoku_strata::{Clock, SystemClock};
///
/// let before = std::time::Instant::now();
/// assert!(SystemClock.now() >= before);
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> Instant {
        Instant::now()
    }
}

/// A clock that stands still until [`advance`](ManualClock::advance) moves it.
///
/// Clones share one time, so a test keeps a clone, hands the other to the game and
/// moves time forward as it likes.
///
/// # Example
///
/// ```
/// use std::time::Duration;
/// use sudoku_strata::{Clock, ManualClock};
///
/// let clock = ManualClock::new();
/// let start = clock.now();
/// clock.clone().advance(Duration::from_secs(5));
/// assert_eq!(clock.now() - start, Duration::from_secs(5));
/// ```
#[derive(Clone, Debug)]
pub struct ManualClock {
    now: Arc<Mutex<Instant>>,
}

impl ManualClock {
    /// A clock standing at the moment it was made.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Clock, ManualClock};
    ///
    /// let clock = ManualClock::new();
    /// assert_eq!(clock.now(), clock.now());
    /// ```
    #[must_use]
    pub fn new() -> ManualClock {
        ManualClock {
            now: Arc::new(Mutex::new(Instant::now())),
        }
    }

    /// Moves the clock (and every clone of it) forward by `by`.
    ///
    /// # Example
    ///
    /// ```
    /// use std::time::Duration;
    /// use sudoku_strata::{Clock, ManualClock};
    ///
    /// let clock = ManualClock::new();
    /// let start = clock.now();
    /// clock.advance(Duration::from_millis(1500));
    /// assert_eq!(clock.now() - start, Duration::from_millis(1500));
    /// ```
    pub fn advance(&self, by: Duration) {
        let mut now = self.now.lock().unwrap_or_else(PoisonError::into_inner);
        *now += by;
    }
}

impl Default for ManualClock {
    fn default() -> ManualClock {
        ManualClock::new()
    }
}

impl Clock for ManualClock {
    fn now(&self) -> Instant {
        *self.now.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl Game {
    /// This game on another clock; play starts now by that clock (a restored game goes
    /// on from the time it was saved with).
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
        self.started = OnceLock::from(self.clock.now());
        self.solved_time = None;
        self.update_solved();
        self
    }

    /// The time played: from the start (or the end of editing) until the puzzle was
    /// solved, or until now if it is not. Zero while editing. A restored game counts on
    /// from the time it was saved with.
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
        self.solved_time.unwrap_or_else(|| self.time_now())
    }

    /// Stops the clock: the time played stays as it is until [`resume`](Game::resume).
    /// Nothing happens while editing, once solved, or when already paused. A saved game
    /// keeps the time it was paused at.
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
    /// clock.advance(Duration::from_secs(30));
    /// game.pause();
    /// assert!(game.is_paused());
    /// clock.advance(Duration::from_secs(600)); // away from the game
    /// game.resume();
    /// clock.advance(Duration::from_secs(5));
    /// assert_eq!(game.elapsed(), Duration::from_secs(35));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn pause(&mut self) {
        if self.paused.is_none() && !self.is_editing() && self.solved_time.is_none() {
            self.paused = Some(self.time_now());
        }
    }

    /// Starts the clock again after [`pause`](Game::pause), from the time it stopped at.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Game;
    ///
    /// let mut game = Game::editor();
    /// game.resume(); // not paused: nothing to do
    /// assert!(!game.is_paused());
    /// ```
    pub fn resume(&mut self) {
        if let Some(time) = self.paused.take() {
            self.played_before = time;
            self.started = OnceLock::from(self.clock.now());
        }
    }

    /// Whether the clock is stopped by [`pause`](Game::pause).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Game;
    ///
    /// assert!(!Game::editor().is_paused());
    /// ```
    #[must_use]
    pub fn is_paused(&self) -> bool {
        self.paused.is_some()
    }

    /// The time played until now, whether or not the puzzle is solved.
    fn time_now(&self) -> Duration {
        if let Some(time) = self.paused {
            return time;
        }
        let started = self.start_time();
        self.played_before + self.clock.now().saturating_duration_since(started)
    }

    /// When play started: the first reading of the clock, if it was not read before.
    pub(super) fn start_time(&self) -> Instant {
        *self.started.get_or_init(|| self.clock.now())
    }

    /// Stops the clock when the puzzle becomes solved, and restarts it if a move
    /// (an undo) unsolves it.
    pub(super) fn update_solved(&mut self) {
        self.start_time();
        match (self.is_solved(), self.solved_time) {
            (true, None) => self.solved_time = Some(self.time_now()),
            (false, Some(_)) => self.solved_time = None,
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::Grid;

    const PUZZLE: &str = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489";

    #[test]
    fn a_new_game_reads_no_clock_until_play_needs_the_time() {
        let puzzle: Grid = PUZZLE.parse().unwrap();
        let game = Game::new(&puzzle).unwrap();
        assert!(game.started.get().is_none(), "Game::new read the system clock");
        assert!(Game::editor().started.get().is_none());
        // Its own clock, given before any reading, is the one play uses.
        let clock = ManualClock::new();
        let game = game.with_clock(clock.clone());
        clock.advance(Duration::from_secs(5));
        assert_eq!(game.elapsed(), Duration::from_secs(5));
    }
}
