//! Criterion benches of the reader: `read/<set>/reader` (every line of a shared dataset
//! through `Reader`) beside `read/<set>/parse` (each line's first 81 characters through
//! `Grid::from_str`, what reading cost before the reader classified lines).
//!
//! ```sh
//! cargo bench --bench read
//! ```
//!
//! The datasets live in `../shared/datasets/` next to the checkout (override the folder
//! with `SUDOKU_DATASETS`); without them the bench says so and measures nothing.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::path::PathBuf;
use sudoku_strata::{Grid, Reader};

const SETS: [&str; 2] = ["17-clue", "te3-monhard"];

fn bench_read(c: &mut Criterion) {
    let dir = std::env::var_os("SUDOKU_DATASETS")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/datasets"));
    for name in SETS {
        let Ok(bytes) = std::fs::read(dir.join(format!("{name}.txt"))) else {
            eprintln!("read bench: no dataset {name}, skipped (set SUDOKU_DATASETS)");
            continue;
        };
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let lines = text.lines().filter(|l| !l.trim().is_empty()).count();
        // Every line of the sets is one puzzle, with its fields after it in te3-monhard:
        // the loops check the count, so a reader that drops puzzles cannot look fast.
        let puzzles = |bytes: &[u8]| {
            Reader::new(bytes)
                .filter(|e| e.as_ref().is_ok_and(|e| e.puzzle.is_ok()))
                .count()
        };
        assert_eq!(puzzles(&bytes), lines, "{name}");
        let mut group = c.benchmark_group(format!("read/{name}"));
        group.throughput(Throughput::Elements(lines as u64));
        group.sample_size(20);
        group.bench_function("reader", |b| {
            b.iter(|| assert_eq!(puzzles(black_box(&bytes)), lines))
        });
        group.bench_function("parse", |b| {
            b.iter(|| {
                let parsed = black_box(&text)
                    .lines()
                    .filter(|l| l.get(..81).is_some_and(|l| l.parse::<Grid>().is_ok()))
                    .count();
                assert_eq!(parsed, lines);
            });
        });
        group.finish();
    }
}

criterion_group!(benches, bench_read);
criterion_main!(benches);
