//! A game saved and restored with serde: the givens, the player's digits and pencil
//! marks, the mode, the strictness, the moves to undo and redo, and the time played.
//!
//! The clock is not saved (a restored game is on [`SystemClock`](super::SystemClock)
//! until `with_clock` says otherwise), nor is the solution: it is found again from the
//! givens, which checks them. Reading checks every position against the rules a game
//! keeps, so that a restored game is one that play could have reached.

use std::collections::BTreeMap;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::setup::proper_solution;
use super::state::{Mode, State};
use super::{Game, PeerMarks, RestoreError, SavedState, Strictness};
use crate::{Cell, CellSet, DigitSet, Grid};

/// Whether the saved game was being played or its givens typed in.
#[derive(Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
enum SavedMode {
    Playing,
    Editing,
}

/// One position: what an undo restores. Marks are kept for the cells that have some.
#[derive(Serialize, Deserialize)]
struct Position {
    givens: Grid,
    entries: Grid,
    #[serde(default)]
    marks: BTreeMap<Cell, DigitSet>,
    #[serde(default)]
    revealed: CellSet,
}

impl From<&State> for Position {
    fn from(state: &State) -> Position {
        Position {
            givens: state.givens,
            entries: state.entries,
            marks: Cell::ALL
                .into_iter()
                .map(|cell| (cell, state.marks[cell.index()]))
                .filter(|(_, marks)| !marks.is_empty())
                .collect(),
            revealed: state.revealed,
        }
    }
}

impl From<Position> for State {
    fn from(position: Position) -> State {
        let mut marks = [DigitSet::EMPTY; 81];
        for (cell, digits) in position.marks {
            marks[cell.index()] = digits;
        }
        State {
            givens: position.givens,
            entries: position.entries,
            marks,
            revealed: position.revealed,
        }
    }
}

/// The saved form of a game: the board's position, then the history and the time.
#[derive(Serialize, Deserialize)]
pub(super) struct Saved {
    mode: SavedMode,
    strictness: Strictness,
    /// Saved since pencil marks could follow the digits; older saves follow them.
    #[serde(default)]
    peer_marks: PeerMarks,
    #[serde(flatten)]
    board: Position,
    undo: Vec<Position>,
    redo: Vec<Position>,
    /// The time played, in milliseconds.
    elapsed_ms: u64,
}

impl From<Game> for Saved {
    fn from(game: Game) -> Saved {
        let mode = if game.is_editing() {
            SavedMode::Editing
        } else {
            SavedMode::Playing
        };
        Saved {
            mode,
            strictness: game.strictness,
            peer_marks: game.peer_marks,
            board: Position::from(&game.state),
            undo: game.undo.iter().map(Position::from).collect(),
            redo: game.redo.iter().map(Position::from).collect(),
            elapsed_ms: u64::try_from(game.elapsed().as_millis()).unwrap_or(u64::MAX),
        }
    }
}

impl TryFrom<Saved> for Game {
    type Error = RestoreError;

    fn try_from(saved: Saved) -> Result<Game, RestoreError> {
        let mut game = Game::editor();
        game.strictness = saved.strictness;
        game.peer_marks = saved.peer_marks;
        game.state = State::from(saved.board);
        game.undo = saved.undo.into_iter().map(State::from).collect();
        game.redo = saved.redo.into_iter().map(State::from).collect();
        let positions = std::iter::once((SavedState::Current, &game.state))
            .chain(
                game.undo
                    .iter()
                    .enumerate()
                    .map(|(i, s)| (SavedState::Undo(i), s)),
            )
            .chain(
                game.redo
                    .iter()
                    .enumerate()
                    .map(|(i, s)| (SavedState::Redo(i), s)),
            );
        match saved.mode {
            SavedMode::Editing => {
                for (at, state) in positions {
                    if *state != State::new(state.givens) {
                        return Err(RestoreError::PlayWhileEditing { at });
                    }
                }
            }
            SavedMode::Playing => {
                let solution = proper_solution(&game.state.givens)?;
                for (at, state) in positions {
                    check_play(state, &game.state.givens, &solution, at)?;
                }
                game.mode = Mode::Playing { solution };
                // The clock is not read here: play resumes when it is next needed.
                game.played_before = Duration::from_millis(saved.elapsed_ms);
                game.solved_time = game.is_solved().then_some(game.played_before);
            }
        }
        Ok(game)
    }
}

/// Checks that play could have reached `state` in a game of `givens`.
fn check_play(state: &State, givens: &Grid, solution: &Grid, at: SavedState) -> Result<(), RestoreError> {
    if state.givens != *givens {
        return Err(RestoreError::GivensChanged { at });
    }
    for cell in Cell::ALL {
        let given = givens.get(cell).is_some();
        if given && state.entries.get(cell).is_some() {
            return Err(RestoreError::EntryOnGiven { cell, at });
        }
        if given && !state.marks[cell.index()].is_empty() {
            return Err(RestoreError::MarksOnGiven { cell, at });
        }
    }
    if let Some(cell) = state
        .revealed
        .iter()
        .find(|&cell| state.entries.get(cell) != solution.get(cell))
    {
        return Err(RestoreError::NotRevealed { cell, at });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ManualClock;

    const PUZZLE: &str = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489";

    #[test]
    fn a_restored_game_reads_no_clock_until_play_needs_the_time() {
        let game = Game::new(&PUZZLE.parse().unwrap()).unwrap();
        let saved = serde_json::to_string(&game).unwrap();
        assert!(
            game.started.get().is_none(),
            "saving started the game's own clock"
        );
        let restored: Game = serde_json::from_str(&saved).unwrap();
        assert!(
            restored.started.get().is_none(),
            "restoring read the system clock"
        );
        let clock = ManualClock::new();
        let restored = restored.with_clock(clock.clone());
        clock.advance(Duration::from_secs(5));
        assert!(restored.elapsed() >= Duration::from_secs(5));
    }
}
