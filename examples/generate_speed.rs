//! Generator speed per kind of puzzle, one thread: mean, median and 90th percentile time
//! per puzzle, mean givens and attempts. Optionally writes the puzzles of one kind to a
//! file, for an independent check (`../shared/peer-bench/compare verify FILE`).
//!
//! ```text
//! cargo run --release --example generate_speed -- [--seconds S] [--only KIND] [--emit KIND FILE]
//! ```
//!
//! KIND is `minimal`, `rot180` or a level (`beginner` ... `extreme`).

use std::time::Instant;

use sudoku_strata::{Difficulty, Generator, Symmetry};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let seconds: f64 = args
        .iter()
        .position(|a| a == "--seconds")
        .and_then(|i| args.get(i + 1))
        .and_then(|s| s.parse().ok())
        .unwrap_or(3.0);
    let only = args
        .iter()
        .position(|a| a == "--only")
        .and_then(|i| args.get(i + 1))
        .cloned();
    let emit = args
        .iter()
        .position(|a| a == "--emit")
        .and_then(|i| Some((args.get(i + 1)?.clone(), args.get(i + 2)?.clone())));

    let mut kinds: Vec<(String, Generator)> = vec![
        ("minimal".to_string(), Generator::new(1).minimal()),
        (
            "rot180".to_string(),
            Generator::new(1).symmetry(Symmetry::Rotational180),
        ),
    ];
    for level in Difficulty::ALL {
        kinds.push((level.to_string(), Generator::new(1).difficulty(level)));
    }
    println!(
        "{:<10} {:>8} {:>11} {:>11} {:>11} {:>7} {:>9}",
        "kind", "puzzles", "mean", "median", "p90", "givens", "attempts"
    );
    for (name, generator) in kinds {
        if only.as_ref().is_some_and(|k| *k != name) {
            continue;
        }
        if let Err(e) = generator.check() {
            println!("{name:<10} {e}");
            continue;
        }
        let mut micros = Vec::new();
        let mut lines = String::new();
        let (mut givens, mut attempts) = (0usize, 0u64);
        let started = Instant::now();
        let mut index = 0;
        while started.elapsed().as_secs_f64() < seconds {
            let one = Instant::now();
            let made = generator.puzzle(index).expect("a puzzle");
            micros.push(one.elapsed().as_secs_f64() * 1e6);
            givens += made.puzzle().given_count();
            attempts += u64::from(made.attempts());
            lines.push_str(&made.puzzle().to_string());
            lines.push('\n');
            index += 1;
        }
        let n = micros.len() as f64;
        let mean = micros.iter().sum::<f64>() / n;
        micros.sort_by(f64::total_cmp);
        println!(
            "{name:<10} {:>8} {:>8.1} µs {:>8.1} µs {:>8.1} µs {:>7.1} {:>9.2}",
            micros.len(),
            mean,
            micros[micros.len() / 2],
            micros[micros.len() * 9 / 10],
            givens as f64 / n,
            attempts as f64 / n
        );
        if let Some((kind, file)) = &emit
            && *kind == name
        {
            std::fs::write(file, &lines).expect("write the puzzles");
        }
    }
}
