//! The invariants of ARCHITECTURE.md that the source text can show, checked on it: the
//! board knows nothing of solving, no strategy keeps state between calls, the library
//! keeps no global state and never prints or opens a file, no file does too much, no technique is known by a name
//! string outside the technique table, and there is one solve loop.

use std::fs;
use std::path::{Path, PathBuf};

use sudoku_strata::Difficulty;

/// Every `.rs` file below `dir`.
fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The code of a file before its unit tests: up to the first `#[cfg(test)]` that opens
/// a module in place (`mod tests {`). Other `#[cfg(test)]` items (a test module in a
/// file of its own, a helper) do not end the code, so that what follows them is checked.
fn code_before_tests(text: &str) -> &str {
    let mut at = 0;
    while let Some(found) = text[at..].find("#[cfg(test)]") {
        let start = at + found;
        let next = text[start..].lines().nth(1).unwrap_or("").trim();
        if next.ends_with('{') && next.split_whitespace().any(|word| word == "mod") {
            return &text[..start];
        }
        at = start + "#[cfg(test)]".len();
    }
    text
}

/// The lines of code of a file before its unit tests, comments left out, each with its
/// line number (from 1).
fn code_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    code_before_tests(text)
        .lines()
        .enumerate()
        .map(|(index, line)| (index + 1, line))
        .filter(|(_, line)| !line.trim_start().starts_with("//"))
}

/// The library's source files: all of `src/` but the command line (`src/bin`, a
/// program) and the files of test modules (`#[cfg(test)] mod name;`).
fn library_sources() -> Vec<PathBuf> {
    let all = sources(&src());
    let mut test_only = Vec::new();
    for path in &all {
        let text = read(path);
        let lines: Vec<&str> = text.lines().map(str::trim).collect();
        for pair in lines.windows(2) {
            let Some(name) = pair[1]
                .strip_suffix(';')
                .and_then(|item| item.rsplit_once("mod "))
                .map(|(_, name)| name)
            else {
                continue;
            };
            if pair[0] != "#[cfg(test)]" {
                continue;
            }
            // A module's files sit beside a `mod.rs` or `lib.rs`, else in the folder
            // named after the file that declares it.
            let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
            let dir = path.parent().expect("a folder");
            let dir = match stem {
                "mod" | "lib" => dir.to_path_buf(),
                _ => dir.join(stem),
            };
            test_only.push(dir.join(format!("{name}.rs")));
            test_only.push(dir.join(name).join("mod.rs"));
        }
    }
    all.into_iter()
        .filter(|p| !p.starts_with(src().join("bin")) && !test_only.contains(p))
        .collect()
}

#[test]
fn the_board_knows_nothing_of_solving() {
    let files = sources(&src().join("grid"));
    assert!(files.len() >= 8, "{} files in src/grid", files.len());
    for path in files {
        let text = read(&path);
        for line in text.lines().filter(|l| l.trim_start().starts_with("use ")) {
            for name in [
                "Step",
                "strategies",
                "Technique",
                "Engine",
                "CandidateView",
                "rate",
                "game",
            ] {
                let words = line.split(|c: char| !(c.is_alphanumeric() || c == '_'));
                assert!(
                    !words.into_iter().any(|w| w == name),
                    "{}: the board imports {name}: {line}",
                    path.display()
                );
            }
        }
    }
}

#[test]
fn no_strategy_keeps_state_between_calls() {
    let mut solving = sources(&src().join("strategies"));
    solving.extend(["engine.rs", "view.rs", "rate.rs", "solver.rs"].map(|f| src().join(f)));
    for path in solving {
        let text = read(&path);
        for forbidden in ["thread_local!", "static mut", "OnceLock", "LazyLock", "Mutex<"] {
            assert!(
                !code_before_tests(&text).contains(forbidden),
                "{}: {forbidden} keeps state between calls",
                path.display()
            );
        }
    }
}

#[test]
fn the_library_has_no_global_state() {
    let library = library_sources();
    assert!(
        library.iter().any(|p| p.ends_with("explainer/mod.rs")),
        "the library's sources"
    );
    for path in library {
        let text = read(&path);
        for (number, line) in code_lines(&text) {
            let code = line.trim_start();
            let item = code
                .strip_prefix("pub ")
                .or_else(|| code.strip_prefix("pub(crate) "))
                .or_else(|| code.strip_prefix("pub(super) "))
                .unwrap_or(code);
            assert!(
                !(item.starts_with("static ")
                    || code.contains("thread_local!")
                    || code.contains("static mut")),
                "{}:{}: global state (a `static`, `thread_local!` or `static mut`): {line}",
                path.display(),
                number
            );
        }
    }
}

#[test]
fn the_library_never_prints_nor_opens_files() {
    let library = library_sources();
    assert!(
        library.iter().any(|p| p.ends_with("engine.rs")),
        "the library's sources"
    );
    // The test modules in files of their own are left out, and only they.
    assert!(
        !library
            .iter()
            .any(|p| p.ends_with("explainer/rated_cases.rs") || p.ends_with("rate/tests.rs"))
    );
    for path in library {
        let text = read(&path);
        for (number, line) in code_lines(&text) {
            for forbidden in [
                "print!(",
                "println!(",
                "dbg!(",
                "stdout()",
                "stderr()",
                "stdin()",
                "std::fs",
                "File::",
            ] {
                assert!(
                    !line.contains(forbidden),
                    "{}:{}: the library writes or reads on its own ({forbidden}): {line}",
                    path.display(),
                    number
                );
            }
        }
    }
}

#[test]
fn no_source_file_is_over_800_lines() {
    for path in sources(&src()) {
        let lines = read(&path).lines().count();
        assert!(lines <= 800, "{} has {lines} lines", path.display());
    }
}

#[test]
fn technique_names_appear_only_in_the_table() {
    let table = read(&src().join("technique.rs"));
    let names: Vec<&str> = table
        .lines()
        .filter_map(|line| {
            let (_, rest) = line.split_once(" => \"")?;
            rest.split_once('"').map(|(name, _)| name)
        })
        // The table names the levels too ("easy"), which are not techniques.
        .filter(|name| name.parse::<Difficulty>().is_err())
        .collect();
    assert!(names.len() >= 60, "{} names in the table", names.len());
    for path in sources(&src()) {
        // Sudoku Explainer's path names its steps as that program does ("Forcing Chain",
        // "Aligned Pair Exclusion"): output of its own, not our techniques.
        if path.ends_with("technique.rs") || path.starts_with(src().join("explainer")) {
            continue;
        }
        let text = read(&path);
        for (number, line) in code_lines(&text) {
            for name in &names {
                assert!(
                    !line.contains(&format!("\"{name}\"")),
                    "{}:{}: the technique name {name:?} as a string: {line}",
                    path.display(),
                    number
                );
            }
        }
    }
}

/// The code of the front ends (the command line, the server, the game, the Python
/// package), without their tests.
fn front_end_code() -> Vec<(PathBuf, String)> {
    let python = Path::new(env!("CARGO_MANIFEST_DIR")).join("python/src");
    let mut files = sources(&src().join("bin"));
    // The Python package is not part of the published crate.
    if python.is_dir() {
        files.extend(sources(&python));
    }
    files
        .into_iter()
        .filter(|path| !path.components().any(|c| c.as_os_str() == "tests"))
        .map(|path| {
            let text = read(&path);
            let code = code_before_tests(&text).to_string();
            (path, code)
        })
        .collect()
}

#[test]
fn json_is_written_in_one_place() {
    let home = src().join("bin/sudoku/json.rs");
    let mut files = sources(&src());
    files.extend(front_end_code().into_iter().map(|(path, _)| path));
    for path in files.into_iter().filter(|p| *p != home) {
        let text = read(&path);
        for (number, line) in code_lines(&text) {
            assert!(
                !line.contains("json!("),
                "{}:{}: JSON built outside bin/sudoku/json.rs and the library's forms: {line}",
                path.display(),
                number
            );
        }
    }
}

#[test]
fn no_front_end_replays_steps() {
    for (path, code) in front_end_code() {
        assert!(
            !code.contains(".apply("),
            "{}: steps replayed; take the states from Solution::states or LayerGrid::states",
            path.display()
        );
    }
}

#[test]
fn there_is_one_solve_loop() {
    // The loop that takes steps until the grid is solved is the engine's walk; our path
    // and Sudoku Explainer's differ only in how they choose the next step.
    let engine = src().join("engine.rs");
    for path in library_sources() {
        if path == engine {
            continue;
        }
        let text = read(&path);
        for (number, line) in code_lines(&text) {
            assert!(
                !(line.contains("while") && line.contains("is_solved()")),
                "{}:{number}: a solve loop of its own; walk with Engine::walk and a chooser: {line}",
                path.display()
            );
        }
    }
    let explainer = read(&src().join("explainer/mod.rs"));
    assert!(
        explainer.contains("engine.walk("),
        "Sudoku Explainer's path walks the engine's loop"
    );
}

/// The names a module gives the crate root: those of its `pub use` lines.
fn exported_names(module: &str) -> Vec<String> {
    let text = read(&src().join(module));
    let mut names = Vec::new();
    let mut statement = String::new();
    for line in text.lines() {
        let line = line.trim();
        if line.starts_with("pub use ") || !statement.is_empty() {
            statement.push_str(line);
            if line.ends_with(';') {
                let items = statement.rsplit("::").next().unwrap_or("");
                names.extend(
                    items
                        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                        .filter(|w| w.starts_with(|c: char| c.is_ascii_uppercase()))
                        .map(str::to_string),
                );
                statement.clear();
            }
        }
    }
    names
}

/// The paths after `crate::` in a line of code: `crate::search::run` gives `search`,
/// `crate::{Grid, ParseError}` gives `Grid` and `ParseError`.
fn crate_paths(line: &str) -> Vec<String> {
    let mut found = Vec::new();
    for (at, _) in line.match_indices("crate::") {
        let rest = &line[at + "crate::".len()..];
        let names = match rest.strip_prefix('{') {
            Some(inner) => inner.split('}').next().unwrap_or(""),
            None => rest,
        };
        let take = |name: &str| name.split("::").next().unwrap_or("").trim().to_string();
        match rest.starts_with('{') {
            true => found.extend(names.split(',').map(take).filter(|n| !n.is_empty())),
            false => found.push(take(
                names
                    .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
                    .next()
                    .unwrap_or(""),
            )),
        }
    }
    found
}

#[test]
fn the_board_and_the_search_import_nothing_above_them() {
    // The layers at the bottom: the board may use the search and the seed expander; the
    // search uses nothing of the crate but itself.
    let layers: [(&str, &[&str], Vec<String>); 2] = [
        (
            "grid",
            &["grid", "search", "split_mix"],
            exported_names("grid/mod.rs"),
        ),
        ("search", &["search"], Vec::new()),
    ];
    for (folder, modules, names) in layers {
        // Test modules in files of their own may use the crate's API, as tests do.
        let folder_sources = library_sources()
            .into_iter()
            .filter(|p| p.starts_with(src().join(folder)));
        for path in folder_sources {
            let text = read(&path);
            for (number, line) in code_lines(&text) {
                for name in crate_paths(line) {
                    let below = match name.starts_with(|c: char| c.is_ascii_lowercase()) {
                        true => modules.contains(&name.as_str()),
                        false => names.contains(&name),
                    };
                    assert!(
                        below,
                        "{}:{}: {folder} imports {name}, which is above it: {line}",
                        path.display(),
                        number
                    );
                }
            }
        }
    }
}
