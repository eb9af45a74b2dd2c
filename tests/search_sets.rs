//! The search on samples of the shared datasets, checked against a plain reference
//! counter written here.
//!
//! The datasets live in `../shared/datasets/` next to the checkout (override the folder
//! with `SUDOKU_DATASETS`). Without them the test prints that it skipped, unless `CI` is
//! set, where it fails. `cargo run --release --example search_check -- <set>...` checks
//! every puzzle of a set the same way.

use std::path::PathBuf;
use sudoku_strata::Grid;

/// Sets and how many puzzles of each to check (spread evenly over the file).
const SAMPLES: [(&str, usize); 10] = [
    ("17-clue", 400),
    ("serg", 400),
    ("top1465", 300),
    ("forum-hardest-1106", 60),
    ("forum-hardest-1905-11plus", 120),
    ("generated-minimal-sudoku-crate", 300),
    ("qqwing-simple", 100),
    ("qqwing-easy", 100),
    ("qqwing-intermediate", 100),
    ("qqwing-expert", 100),
];

fn datasets_dir() -> Option<PathBuf> {
    let dir = match std::env::var_os("SUDOKU_DATASETS") {
        Some(dir) => PathBuf::from(dir),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/datasets"),
    };
    dir.is_dir().then_some(dir)
}

fn parse(line: &str) -> Option<[u8; 81]> {
    let bytes = line.trim().as_bytes();
    if bytes.len() < 81 {
        return None;
    }
    let mut cells = [0u8; 81];
    for (cell, &b) in cells.iter_mut().zip(bytes) {
        *cell = match b {
            b'1'..=b'9' => b - b'0',
            b'.' | b'0' => 0,
            _ => return None,
        };
    }
    Some(cells)
}

/// Counts solutions up to `limit` by a plain depth-first search over row, column and box
/// masks, always filling a cell with the fewest candidates.
fn reference_count(puzzle: &[u8; 81], limit: usize) -> usize {
    let mut used = [[0u16; 9]; 3];
    let mut cells = *puzzle;
    for (i, &v) in puzzle.iter().enumerate() {
        if v == 0 {
            continue;
        }
        if v > 9 {
            return 0;
        }
        let bit = 1 << v;
        let houses = [i / 9, i % 9, i / 27 * 3 + i % 9 / 3];
        for (kind, &h) in houses.iter().enumerate() {
            if used[kind][h] & bit != 0 {
                return 0;
            }
            used[kind][h] |= bit;
        }
    }
    let mut count = 0;
    reference_fill(&mut cells, &mut used, limit, &mut count);
    count
}

fn reference_fill(cells: &mut [u8; 81], used: &mut [[u16; 9]; 3], limit: usize, count: &mut usize) {
    let mut best: Option<(usize, u16)> = None;
    for i in 0..81 {
        if cells[i] != 0 {
            continue;
        }
        let free = !(used[0][i / 9] | used[1][i % 9] | used[2][i / 27 * 3 + i % 9 / 3]) & 0x3FE;
        if best.is_none_or(|(_, b)| free.count_ones() < b.count_ones()) {
            best = Some((i, free));
            if free.count_ones() <= 1 {
                break;
            }
        }
    }
    let Some((i, free)) = best else {
        *count += 1;
        return;
    };
    let houses = [i / 9, i % 9, i / 27 * 3 + i % 9 / 3];
    for v in 1..=9u8 {
        if free & 1 << v == 0 {
            continue;
        }
        cells[i] = v;
        for (kind, &h) in houses.iter().enumerate() {
            used[kind][h] |= 1 << v;
        }
        reference_fill(cells, used, limit, count);
        for (kind, &h) in houses.iter().enumerate() {
            used[kind][h] &= !(1 << v);
        }
        cells[i] = 0;
        if *count >= limit {
            return;
        }
    }
}

/// Whether `solution` is a valid full grid that keeps the givens of `puzzle`.
fn solves(puzzle: &[u8; 81], solution: &[u8; 81]) -> bool {
    let keeps = puzzle.iter().zip(solution).all(|(&p, &s)| p == 0 || p == s);
    let mut seen = [[0u16; 9]; 3];
    for (i, &v) in solution.iter().enumerate() {
        if !(1..=9).contains(&v) {
            return false;
        }
        for (kind, h) in [i / 9, i % 9, i / 27 * 3 + i % 9 / 3].into_iter().enumerate() {
            seen[kind][h] |= 1 << v;
        }
    }
    keeps && seen.iter().flatten().all(|&m| m == 0x3FE)
}

/// Checks one puzzle; a description of the disagreement if any.
fn check(puzzle: &[u8; 81]) -> Result<(), String> {
    let grid = Grid::try_from(*puzzle).map_err(|e| e.to_string())?;
    let count = grid.count_solutions(2);
    let expected = reference_count(puzzle, 2);
    if count != expected {
        return Err(format!("count_solutions(2) = {count}, reference {expected}"));
    }
    match grid.first_solution() {
        Some(solution) if !solves(puzzle, &solution.to_bytes()) => {
            Err(format!("first_solution is not a solution: {solution:?}"))
        }
        Some(_) if expected == 0 => Err("first_solution found a solution where none exists".into()),
        None if expected > 0 => Err("first_solution found nothing".into()),
        _ => Ok(()),
    }
}

#[test]
fn search_agrees_with_the_reference_on_dataset_samples() {
    let Some(dir) = datasets_dir() else {
        assert!(
            std::env::var_os("CI").is_none(),
            "the datasets folder is missing (set SUDOKU_DATASETS)"
        );
        say_skipped("search_sets: skipped, no datasets folder");
        return;
    };
    let mut failures = Vec::new();
    for (name, sample) in SAMPLES {
        let path = dir.join(format!("{name}.txt"));
        let Ok(text) = std::fs::read_to_string(&path) else {
            say_skipped(&format!("search_sets: {name} missing, skipped"));
            continue;
        };
        let puzzles: Vec<[u8; 81]> = text.lines().filter_map(parse).collect();
        let step = puzzles.len().div_ceil(sample).max(1);
        for (line, puzzle) in puzzles.iter().enumerate().step_by(step) {
            if let Err(why) = check(puzzle) {
                failures.push(format!("{name} puzzle {}: {why}", line + 1));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} disagreements:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn reference_counter_sanity() {
    let empty = [0u8; 81];
    assert_eq!(reference_count(&empty, 3), 3);
    let mut clash = [0u8; 81];
    clash[0] = 4;
    clash[80] = 4;
    clash[8] = 4;
    assert_eq!(reference_count(&clash, 2), 0);
}

#[test]
fn odd_inputs_do_not_panic() {
    let empty = Grid::empty();
    assert_eq!(empty.count_solutions(0), 0);
    assert_eq!(empty.count_solutions(5), 5);
    let full = empty.first_solution().expect("the empty grid has solutions");
    assert!(full.is_solved());
    assert_eq!(full.count_solutions(2), 1);
    assert_eq!(full.first_solution(), Some(full));

    let mut bytes = [0u8; 81];
    bytes[0] = 1;
    bytes[1] = 1;
    let clash = Grid::try_from(bytes).expect("bytes");
    assert_eq!(clash.count_solutions(2), 0);
    assert!(clash.first_solution().is_none());

    // No clash among the givens, but r1c9 has no candidate left.
    let mut bytes = [0u8; 81];
    bytes[..8].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8]);
    bytes[17] = 9;
    let dead = Grid::try_from(bytes).expect("bytes");
    assert_eq!(dead.count_solutions(2), 0);
    assert!(dead.first_solution().is_none());
}

/// Says that a test skipped straight on standard error, past the test runner's capture,
/// so that the note shows in `cargo test`'s normal output and in CI's log.
fn say_skipped(note: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "note: {note}");
}
