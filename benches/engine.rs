//! Criterion benchmarks of parsing, the engine on the fixtures, and the set operations
//! that the strategies run in their hot loops.
//!
//! `cargo bench --bench engine`

use std::hint::black_box;

use bitvec::prelude::{BitArray, Lsb0};
use criterion::{Criterion, criterion_group, criterion_main};
use sudoku_strata::{CellSet, Engine, Grid, House, LayerGrid};

const PUZZLES: &str = include_str!("../fixtures/puzzles.tsv");

fn fixtures(kind: &str) -> Vec<Grid> {
    PUZZLES
        .lines()
        .filter(|l| l.starts_with(kind))
        .map(|l| l.split('\t').nth(1).unwrap().parse().unwrap())
        .collect()
}

fn parsing(c: &mut Criterion) {
    let grid = fixtures("hard")[0];
    let line = grid.to_string();
    let picture = format!("{grid:#}");
    let pencil = LayerGrid::from_grid(&grid).to_string();
    c.bench_function("parse/line", |b| {
        b.iter(|| black_box(&line).parse::<Grid>().unwrap())
    });
    c.bench_function("parse/picture", |b| {
        b.iter(|| black_box(&picture).parse::<Grid>().unwrap())
    });
    c.bench_function("parse/pencil-marks", |b| {
        b.iter(|| black_box(&pencil).parse::<LayerGrid>().unwrap())
    });
}

fn engine(c: &mut Criterion) {
    let engine = Engine::default();
    for kind in ["singles", "subsets", "hard"] {
        let puzzles = fixtures(kind);
        c.bench_function(&format!("solve/fixtures-{kind}/engine"), |b| {
            b.iter(|| {
                for puzzle in &puzzles {
                    let solution = engine.solve(black_box(puzzle)).unwrap();
                    assert!(solution.grid().is_solved());
                }
            })
        });
    }
}

/// Word operations against `BitArray` operators on the same 81-bit sets: the reason the
/// hot paths use words.
fn set_operations(c: &mut Criterion) {
    type Plane = BitArray<[u64; 2], Lsb0>;
    let words: Vec<CellSet> = House::ALL.iter().map(|h| h.cells()).collect();
    let planes: Vec<Plane> = words
        .iter()
        .map(|set| {
            let mut plane = Plane::ZERO;
            for cell in *set {
                plane.set(cell.index(), true);
            }
            plane
        })
        .collect();
    c.bench_function("bitset/words/and-count", |b| {
        b.iter(|| {
            let mut total = 0;
            for x in black_box(&words) {
                for y in &words {
                    total += (*x & *y).len();
                }
            }
            total
        })
    });
    c.bench_function("bitset/bitarray/and-count", |b| {
        b.iter(|| {
            let mut total = 0;
            for x in black_box(&planes) {
                for y in &planes {
                    total += (*x & *y).count_ones();
                }
            }
            total
        })
    });
    c.bench_function("bitset/words/iterate", |b| {
        b.iter(|| {
            black_box(&words)
                .iter()
                .map(|s| s.iter().map(|c| c.index()).sum::<usize>())
                .sum::<usize>()
        })
    });
    c.bench_function("bitset/bitarray/iter-ones", |b| {
        b.iter(|| {
            black_box(&planes)
                .iter()
                .map(|p| p.iter_ones().sum::<usize>())
                .sum::<usize>()
        })
    });
}

criterion_group!(benches, parsing, engine, set_operations);
criterion_main!(benches);
