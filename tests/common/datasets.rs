//! Finding the shared puzzle sets (`../shared/datasets`) from tests, examples and benches.
//!
//! The sets live outside the repository. Set `SUDOKU_DATASETS` to use another folder.
//! When they are missing, a check that needs them fails if the environment variable `CI`
//! is set, and says that it skipped otherwise.

#![allow(dead_code)]

use std::path::PathBuf;

/// The folder holding the puzzle sets, if it exists.
pub fn folder() -> Option<PathBuf> {
    let folder = match std::env::var_os("SUDOKU_DATASETS") {
        Some(path) => PathBuf::from(path),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/datasets"),
    };
    folder.is_dir().then_some(folder)
}

/// The folder, or `None` after saying that `what` skipped. Panics when `CI` is set.
pub fn folder_or_skip(what: &str) -> Option<PathBuf> {
    let found = folder();
    if found.is_none() {
        assert!(
            std::env::var_os("CI").is_none(),
            "{what}: the puzzle sets are missing (looked in ../shared/datasets and $SUDOKU_DATASETS)"
        );
        say_skipped(&format!(
            "{what}: skipped, the puzzle sets are not here (../shared/datasets)"
        ));
    }
    found
}

/// Says that a test skipped, where the reader of `cargo test` sees it: straight on
/// standard error, past the test runner's capture (which hides `eprintln!` of a test
/// that passes), so the note shows in the runner's normal output and in CI's log.
pub fn say_skipped(note: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "note: {note}");
}

/// The puzzle lines of a set, by file name without `.txt` (or a path to a file).
pub fn puzzles(folder: &std::path::Path, set: &str) -> Vec<String> {
    let path = if std::path::Path::new(set).is_file() {
        PathBuf::from(set)
    } else {
        folder.join(format!("{set}.txt"))
    };
    let text =
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| l.split('\t').next().unwrap_or(l).trim().to_string())
        .collect()
}

/// Every `step`-th puzzle, at most `count` of them: a fixed sample spread over the set.
pub fn sample(puzzles: &[String], count: usize) -> Vec<String> {
    if puzzles.len() <= count {
        return puzzles.to_vec();
    }
    let step = puzzles.len() / count;
    puzzles.iter().step_by(step).take(count).cloned().collect()
}
