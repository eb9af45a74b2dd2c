//! A tuning aid, run by hand: puzzles per second and guesses per puzzle on the shared
//! datasets.
//!
//! ```sh
//! SEARCH_STATS="top1465 17-clue" cargo test --release --lib search::stats -- --ignored --nocapture
//! ```

use super::{Config, Start, run, run_with};
use std::time::Instant;

fn load(name: &str, limit: usize) -> Vec<[u8; 81]> {
    let dir = std::env::var("SUDOKU_DATASETS")
        .unwrap_or_else(|_| concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/datasets").to_string());
    let text = std::fs::read_to_string(format!("{dir}/{name}.txt")).unwrap_or_default();
    text.lines()
        .filter(|line| line.len() >= 81)
        .take(limit)
        .map(|line| {
            let mut cells = [0u8; 81];
            for (cell, b) in cells.iter_mut().zip(line.bytes()) {
                *cell = if b.is_ascii_digit() { b - b'0' } else { 0 };
            }
            cells
        })
        .collect()
}

#[test]
#[ignore = "prints timings; run by hand"]
fn dataset_stats() {
    let sets = std::env::var("SEARCH_STATS")
        .unwrap_or_else(|_| "17-clue serg top1465 forum-hardest-1905-11plus forum-hardest-1106".to_string());
    let limit: usize = std::env::var("SEARCH_STATS_LIMIT")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(20_000);
    for name in sets.split_whitespace() {
        let puzzles = load(name, limit);
        if puzzles.is_empty() {
            println!("{name}: no puzzles");
            continue;
        }
        let modes = [
            ("count2", 2usize, false),
            ("first", 1, false),
            ("count2/P", 2, true),
            ("first/P", 1, true),
            ("root", 0, true),
        ];
        let only = std::env::var("SEARCH_STATS_MODE").unwrap_or_default();
        for (mode, max, placements) in modes {
            if !only.is_empty() && only != mode {
                continue;
            }
            let mut guesses = 0u64;
            let mut counts = [0usize; 3];
            let start = Instant::now();
            for p in &puzzles {
                let config = if max == 0 {
                    Config {
                        max_solutions: 1,
                        keep: 0,
                        node_limit: Some(0),
                        shuffle: None,
                    }
                } else {
                    Config::count(max)
                };
                let outcome = run_with(Start::Digits(std::hint::black_box(p)), config, placements);
                guesses += outcome.guesses;
                counts[outcome.count] += 1;
            }
            let secs = start.elapsed().as_secs_f64();
            println!(
                "{name:>28} {mode:>8}: {:>9.0}/s  {:>7.2} us  {:>8.2} guesses  counts {counts:?}",
                puzzles.len() as f64 / secs,
                secs * 1e6 / puzzles.len() as f64,
                guesses as f64 / puzzles.len() as f64,
            );
        }
    }
}

#[test]
#[ignore = "prints the puzzles with the most guesses; run by hand"]
fn worst_puzzles() {
    let name = std::env::var("SEARCH_STATS").unwrap_or_else(|_| "top1465".to_string());
    let puzzles = load(&name, usize::MAX);
    let mut rows: Vec<(u64, usize)> = puzzles
        .iter()
        .enumerate()
        .map(|(i, p)| (run(Start::Digits(p), Config::count(2)).guesses, i))
        .collect();
    rows.sort_unstable();
    let total: u64 = rows.iter().map(|r| r.0).sum();
    println!("{name}: total guesses {total}, median {}", rows[rows.len() / 2].0);
    for (g, i) in rows.iter().rev().take(8) {
        println!("  line {}: {g} guesses", i + 1);
    }
}
