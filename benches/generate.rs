//! Criterion benchmarks of the generator: unique minimal puzzles without symmetry (the
//! usual comparison with other generators), and a puzzle of each level that the built-in
//! strategies reach.
//!
//! `cargo bench --bench generate`

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use sudoku_strata::{Difficulty, Generator, Symmetry};

/// Times making the puzzles of `generator` one after the other (each iteration makes
/// the next puzzle of the sequence, so nothing is repeated).
fn bench(c: &mut Criterion, name: &str, generator: Generator) {
    let mut index = 0u64;
    c.bench_function(name, |b| {
        b.iter(|| {
            let made = generator.puzzle(black_box(index)).expect("a puzzle");
            index += 1;
            assert!(made.puzzle().given_count() >= 17);
            made
        })
    });
}

fn generate(c: &mut Criterion) {
    bench(c, "generate/minimal", Generator::new(1).minimal());
    bench(
        c,
        "generate/rot180",
        Generator::new(1).symmetry(Symmetry::Rotational180),
    );
    for level in Difficulty::ALL {
        let generator = Generator::new(1).difficulty(level);
        if generator.check().is_ok() {
            bench(c, &format!("generate/{level}"), generator);
        }
    }
}

criterion_group!(benches, generate);
criterion_main!(benches);
