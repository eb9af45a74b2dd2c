//! A game in a file: the serde JSON of `Game`, written atomically and read back with
//! the library's checks; and the games in progress, one file per puzzle in the user's
//! data folder, so that the next `sudoku play` goes on with the newest and no game ever
//! replaces another's. The full-screen and line by line games share it.
//!
//! The rules, which the README repeats:
//! - every puzzle has its own file, `games/<puzzle line>.json` (a puzzle whose givens
//!   are being typed in, `games/editing.json`); starting another puzzle never touches
//!   the file of the one before, and `--new` on a puzzle with a game saved sets that
//!   game aside (`.replaced-<seconds>`) rather than writing over it;
//! - a game resumed with `--resume FILE` is kept in FILE itself;
//! - a file is written to a temporary file beside it, synced, then renamed over it; a
//!   path that is a symbolic link is followed, so the file it points to is written and
//!   the link stays;
//! - a game the player solved is removed (there is nothing to go on with); one that a
//!   revealed digit or `solve` finished stays, so that it can be taken back;
//! - a file larger than [`MAX_SAVE_BYTES`], or that is not a regular file, is not read.

use std::fs;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use sudoku_strata::Game;

/// The variable that names the folder of the games in progress instead of the user's
/// data folder (for tests, and for players who keep it elsewhere).
pub const DATA_DIR_VARIABLE: &str = "SUDOKU_DATA_DIR";

/// How many moves go by between two saves of the game in progress.
pub const MOVES_PER_SAVE: u32 = 5;

/// The largest saved game read, in bytes. A game's position takes under 2 KiB, so this
/// holds thousands of moves to undo, and a file that is no saved game (a link to a
/// device, a huge file) is refused before it fills memory.
pub const MAX_SAVE_BYTES: u64 = 16 * 1024 * 1024;

/// How many symbolic links in a row a save follows before it gives up.
const MAX_LINKS: usize = 16;

/// The name of the file of a puzzle whose givens are being typed in.
const EDITING: &str = "editing.json";

/// The folder of the games in progress: `games` in `$SUDOKU_DATA_DIR`, or in the user's
/// data folder (`$XDG_DATA_HOME/sudoku-strata` or `~/.local/share/sudoku-strata` on
/// Linux, the platform's own elsewhere). `None` when there is no such folder.
pub fn games_folder() -> Option<PathBuf> {
    let folder = match std::env::var_os(DATA_DIR_VARIABLE) {
        Some(dir) if !dir.is_empty() => PathBuf::from(dir),
        _ => directories::ProjectDirs::from("", "", "sudoku-strata")?
            .data_dir()
            .to_path_buf(),
    };
    Some(folder.join("games"))
}

/// The file of `game` in `folder`: its puzzle's line, or [`EDITING`] while its givens
/// are typed in.
pub fn file_of(folder: &Path, game: &Game) -> PathBuf {
    if game.is_editing() {
        folder.join(EDITING)
    } else {
        folder.join(format!("{}.json", game.givens()))
    }
}

/// What was found among the games in progress.
pub struct Found {
    /// The game and its file, when there is one to go on with.
    pub game: Option<(Box<Game>, PathBuf)>,
    /// What was said about files that could not be read (each was renamed so that it
    /// is kept) or were set aside.
    pub notes: Vec<String>,
}

/// The newest game in progress in `folder` (the file last written whose game is not
/// solved). Files that cannot be read as games are set aside and reported.
pub fn newest_in_progress(folder: &Path) -> Found {
    let mut notes = Vec::new();
    // The one file of earlier versions, moved in with the others.
    let legacy = folder.with_file_name("game.json");
    if legacy.exists() {
        match load(&legacy) {
            Ok(game) => {
                let _ = fs::create_dir_all(folder);
                let target = file_of(folder, &game);
                if !target.exists()
                    && let Err(e) = fs::rename(&legacy, &target)
                {
                    notes.push(format!(
                        "The saved game {} could not be moved to {} ({e}).",
                        legacy.display(),
                        target.display()
                    ));
                }
            }
            Err(reason) => notes.push(set_aside(&legacy, &reason)),
        }
    }
    let mut files: Vec<(std::time::SystemTime, PathBuf)> = fs::read_dir(folder)
        .into_iter()
        .flatten()
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "json"))
        .map(|path| {
            let modified = fs::metadata(&path)
                .and_then(|m| m.modified())
                .unwrap_or(std::time::UNIX_EPOCH);
            (modified, path)
        })
        .collect();
    files.sort_by(|a, b| b.cmp(a));
    for (_, path) in files {
        match load(&path) {
            Ok(game) if !game.is_solved() => {
                return Found {
                    game: Some((Box::new(game), path)),
                    notes,
                };
            }
            Ok(_) => {}
            Err(reason) => notes.push(set_aside(&path, &reason)),
        }
    }
    Found { game: None, notes }
}

/// The game in progress of `puzzle`'s givens in `folder`, if one is saved and not
/// solved. A file that cannot be read is set aside and reported.
pub fn of_puzzle(folder: &Path, puzzle: &Game) -> Found {
    let path = file_of(folder, puzzle);
    if !path.exists() {
        return Found {
            game: None,
            notes: Vec::new(),
        };
    }
    match load(&path) {
        Ok(game) if !game.is_solved() => Found {
            game: Some((Box::new(game), path)),
            notes: Vec::new(),
        },
        Ok(_) => Found {
            game: None,
            notes: Vec::new(),
        },
        Err(reason) => Found {
            game: None,
            notes: vec![set_aside(&path, &reason)],
        },
    }
}

/// Renames the game saved in `path` beside itself, as `<name>.replaced-<seconds>`, so
/// that a new game of the same puzzle does not write over it; says where it went.
pub fn replace_aside(path: &Path) -> Result<String, String> {
    let aside = beside(path, "replaced");
    fs::rename(path, &aside)
        .map(|()| {
            format!(
                "Your earlier game of this puzzle was kept as {}.",
                aside.display()
            )
        })
        .map_err(|e| format!("cannot set aside the earlier game {}: {e}", path.display()))
}

/// A file that is not a saved game: renamed beside itself
/// (`<name>.unreadable-<seconds>`) so that it is kept, with a sentence saying so.
fn set_aside(path: &Path, reason: &str) -> String {
    let aside = beside(path, "unreadable");
    match fs::rename(path, &aside) {
        Ok(()) => format!(
            "The saved game could not be read ({reason}); the file was kept as {}.",
            aside.display()
        ),
        Err(e) => format!(
            "The saved game could not be read ({reason}), nor set aside ({e}); it was left where it is."
        ),
    }
}

/// `path` with `.<why>-<seconds>` added to its name.
fn beside(path: &Path, why: &str) -> PathBuf {
    let seconds = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let name = path
        .file_name()
        .map_or_else(|| "game.json".to_string(), |n| n.to_string_lossy().into_owned());
    path.with_file_name(format!("{name}.{why}-{seconds}"))
}

/// Where the game in progress is kept.
#[derive(Clone, Debug, Default)]
pub enum Keep {
    /// Nowhere (no data folder).
    #[default]
    Nowhere,
    /// One file per puzzle in this folder.
    Folder(PathBuf),
    /// This file (the one the game was resumed from).
    File(PathBuf),
}

/// The game in progress kept up to date in its file: saved every few moves and when
/// play ends; its file is removed once the player solves the puzzle.
#[derive(Clone, Debug, Default)]
pub struct AutoSave {
    keep: Keep,
    moves: u32,
    /// The file written last, so that the file of a puzzle being typed in goes once
    /// the puzzle is done.
    last: Option<PathBuf>,
    /// Why the last save failed, until a save succeeds.
    failure: Option<String>,
}

impl AutoSave {
    pub fn new(keep: Keep) -> AutoSave {
        AutoSave {
            keep,
            ..AutoSave::default()
        }
    }

    /// The file `game` is kept in, if it is kept.
    pub fn path(&self, game: &Game) -> Option<PathBuf> {
        match &self.keep {
            Keep::Nowhere => None,
            Keep::Folder(folder) => Some(file_of(folder, game)),
            Keep::File(path) => Some(path.clone()),
        }
    }

    /// Whether games are kept one file per puzzle in the data folder.
    pub fn is_per_puzzle(&self) -> bool {
        matches!(self.keep, Keep::Folder(_))
    }

    /// Why the last save failed, if it did (and no save has succeeded since).
    pub fn failure(&self) -> Option<&str> {
        self.failure.as_deref()
    }

    /// Notes the result of a save made elsewhere (a `save FILE`), so that the exit
    /// code reports a failure that no later save made good.
    pub fn record(&mut self, result: &Result<(), String>) {
        self.failure = result.as_ref().err().cloned();
    }

    /// Notes a move; every few moves the game is saved.
    pub fn moved(&mut self, game: &Game) -> Result<(), String> {
        self.moves += 1;
        if self.moves >= MOVES_PER_SAVE {
            self.now(game)?;
        }
        Ok(())
    }

    /// Saves the game now (or removes the file of a game the player solved).
    pub fn now(&mut self, game: &Game) -> Result<(), String> {
        self.moves = 0;
        let result = self.write(game);
        self.record(&result);
        result
    }

    fn write(&mut self, game: &Game) -> Result<(), String> {
        let Some(path) = self.path(game) else {
            return Ok(());
        };
        let per_puzzle = matches!(self.keep, Keep::Folder(_));
        if per_puzzle && game.is_solved() && game.revealed().is_empty() {
            return match fs::remove_file(&path) {
                Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                    Err(format!("cannot remove the finished game {}: {e}", path.display()))
                }
                _ => Ok(()),
            };
        }
        if let Some(folder) = path.parent()
            && per_puzzle
        {
            fs::create_dir_all(folder)
                .map_err(|e| format!("cannot make the folder {}: {e}", folder.display()))?;
        }
        save(game, &path)?;
        // The givens typed in became a puzzle with its own file.
        if let Some(last) = self.last.replace(path.clone())
            && last != path
            && last.file_name().is_some_and(|n| n == EDITING)
        {
            let _ = fs::remove_file(last);
        }
        Ok(())
    }
}

/// Writes `game` to `path`: first to a temporary file in the same folder, then renamed
/// over it, so that a failed save leaves the file as it was. A symbolic link is
/// followed: the file it points to is written, and the link stays.
pub fn save(game: &Game, path: &Path) -> Result<(), String> {
    let json = serde_json::to_string(game).map_err(|e| format!("cannot save the game: {e}"))?;
    let target = followed(path).map_err(|e| format!("cannot save the game to {}: {e}", path.display()))?;
    let temp = temp_path(&target)?;
    let written =
        write_synced(&temp, format!("{json}\n").as_bytes()).and_then(|()| fs::rename(&temp, &target));
    written.map_err(|e| {
        let _ = fs::remove_file(&temp);
        format!("cannot save the game to {}: {e}", path.display())
    })
}

/// The file `path` names once its symbolic links are followed (it may not exist yet).
fn followed(path: &Path) -> std::io::Result<PathBuf> {
    let mut path = path.to_path_buf();
    for _ in 0..MAX_LINKS {
        match fs::symlink_metadata(&path) {
            Ok(meta) if meta.file_type().is_symlink() => {
                let target = fs::read_link(&path)?;
                path = match path.parent() {
                    Some(folder) if target.is_relative() => folder.join(target),
                    _ => target,
                };
            }
            _ => return Ok(path),
        }
    }
    Err(std::io::Error::other(format!(
        "more than {MAX_LINKS} symbolic links in a row"
    )))
}

/// Reads the game saved in `path`, a regular file (or a link to one) of at most
/// [`MAX_SAVE_BYTES`]. The file is only read.
pub fn load(path: &Path) -> Result<Game, String> {
    let cannot = |e: &dyn std::fmt::Display| format!("cannot read the saved game {}: {e}", path.display());
    let meta = fs::metadata(path).map_err(|e| cannot(&e))?;
    if !meta.is_file() {
        return Err(cannot(&"not a regular file"));
    }
    let mut text = String::new();
    fs::File::open(path)
        .and_then(|file| file.take(MAX_SAVE_BYTES + 1).read_to_string(&mut text))
        .map_err(|e| cannot(&e))?;
    if text.len() as u64 > MAX_SAVE_BYTES {
        return Err(cannot(&format!(
            "larger than {} MiB, the most a saved game takes",
            MAX_SAVE_BYTES / (1024 * 1024)
        )));
    }
    serde_json::from_str(&text).map_err(|e| format!("{} is not a saved game: {e}", path.display()))
}

/// A name beside `path` for the file being written: hidden, and this process's own.
fn temp_path(path: &Path) -> Result<PathBuf, String> {
    let name = path
        .file_name()
        .ok_or_else(|| format!("cannot save the game to {}: not a file name", path.display()))?;
    let temp = format!(".{}.{}.tmp", name.to_string_lossy(), std::process::id());
    Ok(path.with_file_name(temp))
}

fn write_synced(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let mut file = fs::File::create(path)?;
    file.write_all(bytes)?;
    file.sync_all()
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_strata::Grid;

    const PUZZLE: &str = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489";

    fn folder(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("sudoku-save-test-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn game() -> Game {
        Game::new(&PUZZLE.parse::<Grid>().unwrap()).unwrap()
    }

    #[test]
    fn a_saved_game_loads_back_and_leaves_no_temporary_file() {
        let dir = folder("round-trip");
        let path = dir.join("game.json");
        let mut game = game();
        game.enter("r1c1".parse().unwrap(), 7).unwrap();
        save(&game, &path).unwrap();
        game.enter("r1c2".parse().unwrap(), 5).unwrap();
        save(&game, &path).unwrap(); // over the first save
        let loaded = load(&path).unwrap();
        assert_eq!(loaded.board(), game.board());
        let names: Vec<_> = fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, ["game.json"]);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn an_unreadable_game_in_progress_is_set_aside_and_reported() {
        let dir = folder("aside");
        let path = dir.join(format!("{PUZZLE}.json"));
        assert!(newest_in_progress(&dir).game.is_none());
        fs::write(&path, "not json").unwrap();
        let found = newest_in_progress(&dir);
        assert!(found.game.is_none());
        let [message] = found.notes.as_slice() else {
            panic!("one note: {:?}", found.notes);
        };
        assert!(
            message.starts_with("The saved game could not be read ("),
            "{message}"
        );
        assert!(!path.exists());
        let kept: Vec<_> = fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
        assert_eq!(kept.len(), 1);
        assert_eq!(fs::read_to_string(&kept[0]).unwrap(), "not json");
        assert!(message.contains(&kept[0].display().to_string()), "{message}");
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn each_puzzle_has_its_own_file_and_the_newest_unsolved_goes_on() {
        let dir = folder("per-puzzle");
        let mut auto = AutoSave::new(Keep::Folder(dir.clone()));
        let mut first = game();
        first.enter("r1c1".parse().unwrap(), 7).unwrap();
        auto.now(&first).unwrap();
        let other: Grid = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
            .parse()
            .unwrap();
        std::thread::sleep(std::time::Duration::from_millis(20));
        let second = Game::new(&other).unwrap();
        auto.now(&second).unwrap();
        assert!(
            dir.join(format!("{PUZZLE}.json")).exists(),
            "the first game stays"
        );
        let found = newest_in_progress(&dir);
        let (newest, path) = found.game.unwrap();
        assert_eq!(newest.givens(), &other);
        assert_eq!(path, file_of(&dir, &second));
        // The first one is found by its puzzle.
        let (mine, _) = of_puzzle(&dir, &game()).game.unwrap();
        assert_eq!(mine.board(), first.board());
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_game_the_player_solved_is_removed_and_one_solved_for_them_is_kept() {
        let dir = folder("auto");
        let mut auto = AutoSave::new(Keep::Folder(dir.join("deeper")));
        let mut game = game();
        for _ in 1..MOVES_PER_SAVE {
            auto.moved(&game).unwrap();
        }
        let path = auto.path(&game).unwrap();
        assert!(!path.exists(), "saved before the count");
        game.enter("r1c1".parse().unwrap(), 7).unwrap();
        auto.moved(&game).unwrap();
        assert_eq!(load(&path).unwrap().board(), game.board());

        // Solved by `solve`: kept, and it can be taken back from the file.
        game.solve().unwrap();
        auto.now(&game).unwrap();
        let mut kept = load(&path).unwrap();
        kept.undo().unwrap();
        assert!(!kept.is_solved());

        // Solved by the player: removed.
        let mut by_hand = self::game();
        let solution = *by_hand.solution().unwrap();
        for (cell, digit) in solution.iter() {
            if !by_hand.is_given(cell) {
                by_hand.set(cell, digit.unwrap()).unwrap();
            }
        }
        auto.now(&by_hand).unwrap();
        assert!(!path.exists(), "a solved game is not offered again");
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_puzzle_typed_in_is_kept_as_editing_until_it_has_its_own_file() {
        let dir = folder("editing");
        let mut auto = AutoSave::new(Keep::Folder(dir.clone()));
        let mut game = game();
        game.start_editing();
        auto.now(&game).unwrap();
        assert!(dir.join(EDITING).exists());
        game.finish_editing().unwrap();
        auto.now(&game).unwrap();
        assert!(!dir.join(EDITING).exists());
        assert!(file_of(&dir, &game).exists());
        fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_symbolic_link_is_followed_and_stays_a_link() {
        let dir = folder("link");
        let real = dir.join("real.json");
        let link = dir.join("link.json");
        std::os::unix::fs::symlink("real.json", &link).unwrap();
        let game = game();
        save(&game, &link).unwrap();
        assert!(fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
        assert_eq!(load(&real).unwrap().board(), game.board());
        assert_eq!(load(&link).unwrap().board(), game.board());
        fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_device_or_a_huge_file_is_not_read_as_a_save() {
        let error = load(Path::new("/dev/zero")).unwrap_err();
        assert!(error.contains("not a regular file"), "{error}");
        let dir = folder("huge");
        let path = dir.join("huge.json");
        let file = fs::File::create(&path).unwrap();
        file.set_len(MAX_SAVE_BYTES + 10).unwrap();
        let error = load(&path).unwrap_err();
        assert!(error.contains("larger than 16 MiB"), "{error}");
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn saving_into_a_missing_folder_and_loading_a_bad_file_are_errors() {
        let dir = folder("failures");
        let game = game();
        let missing = dir.join("no-such-folder").join("game.json");
        let error = save(&game, &missing).unwrap_err();
        assert!(error.starts_with("cannot save the game to "), "{error}");
        assert!(
            load(&missing)
                .unwrap_err()
                .starts_with("cannot read the saved game ")
        );
        let mut auto = AutoSave::new(Keep::File(missing.clone()));
        assert!(auto.now(&game).is_err());
        assert!(auto.failure().is_some());

        let path = dir.join("bad.json");
        fs::write(&path, "{\"mode\": \"playing\"").unwrap();
        let error = load(&path).unwrap_err();
        assert!(error.contains("bad.json is not a saved game: "), "{error}");
        assert_eq!(fs::read_to_string(&path).unwrap(), "{\"mode\": \"playing\"");
        fs::remove_dir_all(&dir).unwrap();
    }
}
