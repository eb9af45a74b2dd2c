//! Criterion benches of the search on the shared datasets: `search/<set>/first`
//! (`Grid::first_solution`) and `search/<set>/count2` (`Grid::count_solutions(2)`), each
//! over the first 200 puzzles of the set.
//!
//! ```sh
//! cargo bench --bench search
//! cargo bench --bench search -- search/top1465
//! ```
//!
//! The datasets live in `../shared/datasets/` next to the checkout (override the folder
//! with `SUDOKU_DATASETS`); without them the bench says so and measures nothing.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::path::PathBuf;
use sudoku_strata::Grid;

const SETS: [&str; 5] = [
    "17-clue",
    "serg",
    "top1465",
    "forum-hardest-1905-11plus",
    "forum-hardest-1106",
];
const SAMPLE: usize = 200;

fn load(name: &str) -> Option<Vec<Grid>> {
    let dir = std::env::var_os("SUDOKU_DATASETS")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/datasets"));
    let text = std::fs::read_to_string(dir.join(format!("{name}.txt"))).ok()?;
    Some(
        text.lines()
            .filter(|line| line.len() >= 81)
            .take(SAMPLE)
            .filter_map(|line| line[..81].parse().ok())
            .collect(),
    )
}

fn bench_search(c: &mut Criterion) {
    for name in SETS {
        let Some(puzzles) = load(name) else {
            eprintln!("search bench: no dataset {name}, skipped (set SUDOKU_DATASETS)");
            continue;
        };
        // The answers, computed and checked once outside the timed loops; the loops
        // compare against them, so a broken search cannot look fast.
        let counts: Vec<usize> = puzzles.iter().map(|p| p.count_solutions(2)).collect();
        let firsts: Vec<Option<Grid>> = puzzles.iter().map(Grid::first_solution).collect();
        for ((puzzle, first), &count) in puzzles.iter().zip(&firsts).zip(&counts) {
            assert_eq!(first.is_some(), count > 0, "{name}: {puzzle}");
            assert!(first.is_none_or(|s| puzzle.is_solved_by(&s)), "{name}: {puzzle}");
        }
        let mut group = c.benchmark_group(format!("search/{name}"));
        group.throughput(Throughput::Elements(puzzles.len() as u64));
        group.sample_size(20);
        group.bench_function("first", |b| {
            b.iter(|| {
                for (puzzle, first) in puzzles.iter().zip(&firsts) {
                    assert_eq!(black_box(puzzle).first_solution(), *first);
                }
            });
        });
        group.bench_function("count2", |b| {
            b.iter(|| {
                for (puzzle, &count) in puzzles.iter().zip(&counts) {
                    assert_eq!(black_box(puzzle).count_solutions(2), count);
                }
            });
        });
        group.finish();
    }
}

criterion_group!(benches, bench_search);
criterion_main!(benches);
