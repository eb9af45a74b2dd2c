//! A game in a file: the serde JSON of `Game`, written atomically and read back with
//! the library's checks; and the game in progress, kept in the user's data folder so
//! that the next `sudoku play` goes on with it. The full-screen and line by line games
//! share it.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use sudoku_strata::Game;

/// The variable that names the folder of the game in progress instead of the user's
/// data folder (for tests, and for players who keep it elsewhere).
pub const DATA_DIR_VARIABLE: &str = "SUDOKU_DATA_DIR";

/// How many moves go by between two saves of the game in progress.
pub const MOVES_PER_SAVE: u32 = 5;

/// The file of the game in progress: `game.json` in `$SUDOKU_DATA_DIR`, or in the
/// user's data folder (`$XDG_DATA_HOME/sudoku-strata` or `~/.local/share/sudoku-strata`
/// on Linux, the platform's own elsewhere). `None` when there is no such folder.
pub fn autosave_path() -> Option<PathBuf> {
    let folder = match std::env::var_os(DATA_DIR_VARIABLE) {
        Some(dir) if !dir.is_empty() => PathBuf::from(dir),
        _ => directories::ProjectDirs::from("", "", "sudoku-strata")?
            .data_dir()
            .to_path_buf(),
    };
    Some(folder.join("game.json"))
}

/// What was found where the game in progress is kept.
pub enum Found {
    /// No game in progress.
    Nothing,
    /// The game, ready to go on with.
    Game(Box<Game>),
    /// A file that is not a saved game: it was renamed so that it is kept, and the
    /// message says where it went and why it could not be read.
    SetAside(String),
}

/// Reads the game in progress from `path`. A file that cannot be read as a game is
/// never lost: it is renamed beside itself (`game.json.unreadable-<seconds>`) and
/// reported.
pub fn take_autosave(path: &Path) -> Found {
    if !path.exists() {
        return Found::Nothing;
    }
    match load(path) {
        Ok(game) => Found::Game(Box::new(game)),
        Err(reason) => {
            let seconds = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs());
            let name = path
                .file_name()
                .map_or_else(|| "game.json".to_string(), |n| n.to_string_lossy().into_owned());
            let aside = path.with_file_name(format!("{name}.unreadable-{seconds}"));
            match fs::rename(path, &aside) {
                Ok(()) => Found::SetAside(format!(
                    "The saved game could not be read ({reason}); the file was kept as {}.",
                    aside.display()
                )),
                Err(e) => Found::SetAside(format!(
                    "The saved game could not be read ({reason}), nor set aside ({e}); it was left where it is."
                )),
            }
        }
    }
}

/// The game in progress kept up to date in its file: saved every few moves and when
/// play ends, and removed once the puzzle is solved (there is nothing to go on with).
#[derive(Clone, Debug, Default)]
pub struct AutoSave {
    path: Option<PathBuf>,
    moves: u32,
}

impl AutoSave {
    pub fn new(path: Option<PathBuf>) -> AutoSave {
        AutoSave { path, moves: 0 }
    }

    /// The file, if the game in progress is kept.
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// Notes a move; every few moves the game is saved.
    pub fn moved(&mut self, game: &Game) -> Result<(), String> {
        self.moves += 1;
        if self.moves >= MOVES_PER_SAVE {
            self.now(game)?;
        }
        Ok(())
    }

    /// Saves the game now (or removes the file of a solved game).
    pub fn now(&mut self, game: &Game) -> Result<(), String> {
        self.moves = 0;
        let Some(path) = &self.path else {
            return Ok(());
        };
        if game.is_solved() {
            return match fs::remove_file(path) {
                Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                    Err(format!("cannot remove the finished game {}: {e}", path.display()))
                }
                _ => Ok(()),
            };
        }
        if let Some(folder) = path.parent() {
            fs::create_dir_all(folder)
                .map_err(|e| format!("cannot make the folder {}: {e}", folder.display()))?;
        }
        save(game, path)
    }
}

/// Writes `game` to `path`: first to a temporary file in the same folder, then renamed
/// over `path`, so that a failed save leaves the file as it was.
pub fn save(game: &Game, path: &Path) -> Result<(), String> {
    let json = serde_json::to_string(game).map_err(|e| format!("cannot save the game: {e}"))?;
    let temp = temp_path(path)?;
    let written = write_synced(&temp, format!("{json}\n").as_bytes()).and_then(|()| fs::rename(&temp, path));
    written.map_err(|e| {
        let _ = fs::remove_file(&temp);
        format!("cannot save the game to {}: {e}", path.display())
    })
}

/// Reads the game saved in `path`. The file is only read.
pub fn load(path: &Path) -> Result<Game, String> {
    let text = fs::read_to_string(path)
        .map_err(|e| format!("cannot read the saved game {}: {e}", path.display()))?;
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
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn a_saved_game_loads_back_and_leaves_no_temporary_file() {
        let dir = folder("round-trip");
        let path = dir.join("game.json");
        let mut game = Game::new(&PUZZLE.parse::<Grid>().unwrap()).unwrap();
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
        let path = dir.join("game.json");
        assert!(matches!(take_autosave(&path), Found::Nothing));
        fs::write(&path, "not json").unwrap();
        let Found::SetAside(message) = take_autosave(&path) else {
            panic!("the bad file was taken as a game");
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
    fn the_game_in_progress_is_saved_every_few_moves_and_removed_when_solved() {
        let dir = folder("auto");
        let path = dir.join("deeper").join("game.json");
        let mut auto = AutoSave::new(Some(path.clone()));
        let mut game = Game::new(&PUZZLE.parse::<Grid>().unwrap()).unwrap();
        for _ in 1..MOVES_PER_SAVE {
            auto.moved(&game).unwrap();
        }
        assert!(!path.exists(), "saved before the count");
        game.enter("r1c1".parse().unwrap(), 7).unwrap();
        auto.moved(&game).unwrap();
        let Found::Game(saved) = take_autosave(&path) else {
            panic!("no game saved");
        };
        assert_eq!(saved.board(), game.board());
        game.solve().unwrap();
        auto.now(&game).unwrap();
        assert!(!path.exists(), "a solved game is not offered again");
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn saving_into_a_missing_folder_and_loading_a_bad_file_are_errors() {
        let dir = folder("failures");
        let game = Game::new(&PUZZLE.parse::<Grid>().unwrap()).unwrap();
        let missing = dir.join("no-such-folder").join("game.json");
        let error = save(&game, &missing).unwrap_err();
        assert!(error.starts_with("cannot save the game to "), "{error}");
        assert!(
            load(&missing)
                .unwrap_err()
                .starts_with("cannot read the saved game ")
        );

        let path = dir.join("bad.json");
        fs::write(&path, "{\"mode\": \"playing\"").unwrap();
        let error = load(&path).unwrap_err();
        assert!(error.contains("bad.json is not a saved game: "), "{error}");
        assert_eq!(fs::read_to_string(&path).unwrap(), "{\"mode\": \"playing\"");
        fs::remove_dir_all(&dir).unwrap();
    }
}
