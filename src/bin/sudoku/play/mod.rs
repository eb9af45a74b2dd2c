//! `sudoku play`: the game, full screen in a terminal or as a line loop (`--plain`).

mod app;
mod glyphs;
mod plain;
mod save;
mod terminal;
#[cfg(test)]
mod tests;
mod theme;
mod view;

use std::io::IsTerminal;
use std::path::PathBuf;
use std::time::Duration;

use sudoku_strata::{Difficulty, Game, Generator, Puzzle, Strictness};

use crate::Tally;
use crate::input;

#[derive(clap::Args)]
pub struct Args {
    /// The level of the puzzles made for the game: beginner, easy, medium, hard, expert
    /// or extreme
    #[arg(long, short = 'd', value_name = "LEVEL", default_value = "easy")]
    difficulty: Difficulty,
    /// The seed of the puzzles made: the same seed gives the same games [default: from
    /// the clock]
    #[arg(long)]
    seed: Option<u64>,
    /// Refuse at once an entry that is not 1-9, that is on a given, or that contradicts
    /// the solution
    #[arg(long)]
    strict: bool,
    /// Play line by line on standard input and output instead of full screen
    #[arg(long)]
    plain: bool,
    /// Go on with the game saved in FILE (by the w key, or the save command of --plain);
    /// the game in progress is then kept in FILE
    #[arg(long, value_name = "FILE", conflicts_with = "puzzle")]
    resume: Option<PathBuf>,
    /// Start a new game even when one is saved in progress (the other games stay saved;
    /// a saved game of the puzzle named is set aside, never written over)
    #[arg(long)]
    new: bool,
    /// The file the w key of the full-screen game saves to (and the save command of
    /// --plain, when given no file) [default: none]
    #[arg(long, value_name = "FILE")]
    save: Option<PathBuf>,
    /// A puzzle to play, written out or a file (its first puzzle; a pencil-mark grid goes on
    /// from its digits and marks) [default: a new one]
    puzzle: Option<String>,
}

/// The files of a game: the one it was resumed from, the one saves go to, and the game
/// in progress kept for the next run.
#[derive(Clone, Debug, Default)]
pub struct Files {
    pub resumed: Option<PathBuf>,
    pub save: Option<PathBuf>,
    pub autosave: save::AutoSave,
    /// Why the last save to a named file failed, until one succeeds.
    pub failed_save: Option<String>,
}

impl Files {
    /// What makes the run exit non-zero: a save that failed and that no later save
    /// made good.
    pub fn failure(&self) -> Option<String> {
        self.autosave
            .failure()
            .map(str::to_string)
            .or_else(|| self.failed_save.clone())
    }

    /// Whether the game in progress is kept in the data folder, one file per puzzle
    /// (rather than in the file it was resumed from).
    pub fn autosave_is_per_puzzle(&self) -> bool {
        self.autosave.is_per_puzzle()
    }
}

/// How a game begins: whether it is the game in progress found in the data folder
/// (which the full-screen game offers before going on), and what was said about a save
/// there that could not be read.
#[derive(Clone, Debug, Default)]
pub struct Start {
    pub in_progress: bool,
    pub note: Option<String>,
}

pub fn run(args: Args) -> Result<Tally, String> {
    if !args.plain && (!std::io::stdout().is_terminal() || !std::io::stdin().is_terminal()) {
        return Err(
            "the full-screen game needs a terminal; use `sudoku play --plain` for a line by line game".into(),
        );
    }
    let strict = args.strict.then_some(Strictness::Strict);
    let folder = save::games_folder();
    let mut start = Start::default();
    let mut notes = Vec::new();
    let mut resumed: Option<(Game, PathBuf)> = None;
    let keep = match (&args.resume, &folder) {
        (Some(path), _) => {
            resumed = Some((save::load(path)?, path.clone()));
            save::Keep::File(path.clone())
        }
        (None, Some(folder)) => save::Keep::Folder(folder.clone()),
        (None, None) => save::Keep::Nowhere,
    };
    let mut fresh = None;
    if let (None, Some(folder)) = (&args.resume, &folder) {
        match &args.puzzle {
            // A puzzle named: its own game in progress goes on, unless --new, which
            // sets that game aside rather than writing over it.
            Some(text) => {
                let game = given_puzzle(text, strict.unwrap_or_default())?;
                let found = save::of_puzzle(folder, &game);
                notes.extend(found.notes);
                match found.game {
                    Some((_, path)) if args.new => notes.push(save::replace_aside(&path)?),
                    Some((saved, path)) => resumed = Some((*saved, path)),
                    None => {}
                }
                fresh = Some(game);
            }
            // No puzzle named: the newest game in progress goes on, unless --new.
            None if !args.new => {
                let found = save::newest_in_progress(folder);
                notes.extend(found.notes);
                resumed = found.game.map(|(game, path)| (*game, path));
            }
            None => {}
        }
    }
    start.in_progress = resumed.is_some() && args.resume.is_none();
    start.note = (!notes.is_empty()).then(|| notes.join("\n"));
    let resumed_from = resumed.as_ref().map(|(_, path)| path.clone());
    // A resumed game keeps its strictness unless --strict is given; new games take it.
    let resumed = resumed.map(|(game, _)| match strict {
        Some(strictness) => game.with_strictness(strictness),
        None => game,
    });
    let strictness = resumed
        .as_ref()
        .map_or(strict.unwrap_or_default(), Game::strictness);
    let mut dealer = Dealer::new(args.seed.unwrap_or_else(clock_seed), args.difficulty, strictness);
    let (game, level) = match (resumed, fresh, &args.puzzle) {
        (Some(game), _, _) => (game, None),
        (None, Some(game), _) => (game, None),
        (None, None, Some(text)) => (given_puzzle(text, strictness)?, None),
        (None, None, None) => (dealer.deal(args.difficulty)?, Some(args.difficulty)),
    };
    let files = Files {
        resumed: resumed_from,
        save: args.save,
        autosave: save::AutoSave::new(keep),
        failed_save: None,
    };
    let failure = if args.plain {
        plain::run(game, dealer, level, files, start).map_err(|e| format!("cannot write the game: {e}"))?
    } else {
        let (goodbye, failure) =
            terminal::run(game, dealer, level, files, start).map_err(|e| format!("terminal error: {e}"))?;
        println!("{goodbye}");
        failure
    };
    match failure {
        Some(reason) => Err(format!("the game could not be saved: {reason}")),
        None => Ok(Tally::default()),
    }
}

/// The game of a puzzle named on the command line.
fn given_puzzle(text: &str, strictness: Strictness) -> Result<Game, String> {
    if text == "-" {
        return Err("the puzzle cannot come from standard input here: write it out or name a file".into());
    }
    let mut read = input::read(Some(text), None, input::Limits::default()).map_err(|e| e.to_string())?;
    let entry = read
        .next()
        .ok_or_else(|| format!("{}: no puzzle found", read.name))?;
    let puzzle = entry
        .puzzle
        .as_ref()
        .map_err(|error| format!("{}: {error}", read.place(&entry)))?;
    // A pencil-mark grid goes on where it stands: its placed digits and its marks.
    let game = match puzzle {
        Puzzle::Digits(grid) => Game::new(grid),
        Puzzle::Marks(state) => Game::from_marks(state),
    }
    .map_err(|e| format!("{}: {e}", read.place(&entry)))?;
    Ok(game.with_strictness(strictness))
}

/// Makes the puzzles for new games: puzzle 0, 1, 2... of one seed.
pub struct Dealer {
    seed: u64,
    next: u64,
    level: Difficulty,
    strictness: Strictness,
}

impl Dealer {
    pub fn new(seed: u64, level: Difficulty, strictness: Strictness) -> Dealer {
        Dealer {
            seed,
            next: 0,
            level,
            strictness,
        }
    }

    /// The level of the last game dealt (or asked for on the command line).
    pub fn level(&self) -> Difficulty {
        self.level
    }

    /// A new game at `level`.
    pub fn deal(&mut self, level: Difficulty) -> Result<Game, String> {
        let made = Generator::new(self.seed)
            .difficulty(level)
            .puzzle(self.next)
            .map_err(|e| format!("no {level} puzzle: {e}"))?;
        self.next += 1;
        self.level = level;
        Ok(Game::from_generated(&made).with_strictness(self.strictness))
    }
}

/// The level of a typed-in puzzle, as a sentence to add to a message (nothing if it
/// cannot be rated).
pub fn rating_note(puzzle: &sudoku_strata::Grid) -> String {
    match puzzle.rate() {
        Ok(rating) => format!(" Level: {rating}."),
        Err(_) => String::new(),
    }
}

/// A time as `m:ss`, or `h:mm:ss` from an hour on.
pub fn clock_text(time: Duration) -> String {
    let seconds = time.as_secs();
    let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

/// A seed from the clock, for runs that do not give one.
fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}
