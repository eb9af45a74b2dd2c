//! A game in a file: the serde JSON of `Game`, written atomically and read back with
//! the library's checks. The full-screen and line by line games share it.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use sudoku_strata::Game;

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
