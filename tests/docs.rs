//! The documentation keeps up with the code.

use sudoku_strata::strategies;

const README: &str = include_str!("../README.md");

#[test]
fn the_readme_lists_every_built_in_strategy() {
    for strategy in strategies::all() {
        assert!(
            README.contains(strategy.name()),
            "README.md does not list {}",
            strategy.name()
        );
    }
}

/// The types whose every public method and associated constant shows an example in its
/// documentation.
const EXAMPLED_TYPES: &[&str] = &[
    "Cell",
    "House",
    "HouseKind",
    "CellSet",
    "DigitSet",
    "Grid",
    "LayerGrid",
    "Engine",
    "Step",
    "StepBuilder",
    "ChainNode",
    "Link",
    "Rating",
    "Solution",
];

/// The `.rs` files under `dir`, `src/bin` left out (the command line is no library API).
fn library_sources(dir: &std::path::Path, files: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a readable source folder") {
        let path = entry.expect("a folder entry").path();
        if path.is_dir() && !path.ends_with("bin") {
            library_sources(&path, files);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            files.push(path);
        }
    }
}

/// The type of an inherent `impl` block opening at `line` (`impl Grid {`), if any.
fn inherent_impl_type(line: &str) -> Option<&str> {
    let rest = line.strip_prefix("impl ")?.strip_suffix(" {")?;
    let name = rest.strip_prefix("crate::").unwrap_or(rest);
    (!name.contains(' ')).then_some(name)
}

#[test]
fn every_public_method_and_constant_of_the_core_types_has_an_example() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    library_sources(&root.join("src"), &mut files);
    let mut missing = Vec::new();
    let mut seen_types = std::collections::BTreeSet::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("a readable source file");
        let lines: Vec<&str> = text.lines().collect();
        // Only top-level blocks: test modules and their helpers are indented.
        let mut current: Option<&str> = None;
        for (i, line) in lines.iter().enumerate() {
            if *line == "}" {
                current = None;
            } else if let Some(name) = inherent_impl_type(line) {
                current = EXAMPLED_TYPES.iter().copied().find(|&t| t == name);
                seen_types.extend(current);
            }
            let Some(type_name) = current else { continue };
            let signature = line.trim_start();
            // Methods and associated constants (`pub const ALL: ...`).
            let Some(rest) = signature
                .strip_prefix("pub fn ")
                .or_else(|| signature.strip_prefix("pub const "))
            else {
                continue;
            };
            let rest = rest.strip_prefix("fn ").unwrap_or(rest);
            let item = rest.split(['(', '<', ':']).next().unwrap_or(rest);
            let doc = lines[..i]
                .iter()
                .rev()
                .map(|l| l.trim_start())
                .skip_while(|l| l.starts_with("#[") || l.ends_with(")]"))
                .take_while(|l| l.starts_with("///"));
            if !doc.clone().any(|l| l.contains("```")) {
                let place = file.strip_prefix(root).unwrap_or(file).display();
                missing.push(format!("{type_name}::{item} ({place}:{})", i + 1));
            }
        }
    }
    let unseen: Vec<&&str> = EXAMPLED_TYPES
        .iter()
        .filter(|t| !seen_types.contains(*t))
        .collect();
    assert!(
        unseen.is_empty(),
        "no `impl` block found for {unseen:?}: has the layout changed?"
    );
    assert!(
        missing.is_empty(),
        "public methods and constants without an example:\n{}",
        missing.join("\n")
    );
}
