//! The engine, with its self-check on, over a bounded sample of each shared puzzle set:
//! zero unsound steps and the right answer every time. The whole sets are walked by
//! `cargo run --release --example walk` (see BENCHMARKS.md).

mod common {
    pub mod datasets;
}

use common::datasets;
use sudoku_strata::{Engine, Grid, SelfCheck, SolveError};

/// Sets and sample sizes: enough to cover every technique, small enough for CI.
const SAMPLES: [(&str, usize); 7] = [
    ("qqwing-easy", 200),
    ("qqwing-expert", 200),
    ("17-clue", 600),
    ("generated-minimal-sudoku-crate", 300),
    ("top1465", 300),
    ("forum-hardest-1106", 60),
    ("forum-hardest-1905-11plus", 60),
];

#[test]
fn every_step_on_the_sample_sets_is_sound() {
    let Some(folder) = datasets::folder_or_skip("soundness walk") else {
        return;
    };
    let engine = Engine::default().with_self_check(SelfCheck::On);
    for (set, size) in SAMPLES {
        let puzzles = datasets::sample(&datasets::puzzles(&folder, set), size);
        assert!(!puzzles.is_empty(), "{set} is empty");
        for line in &puzzles {
            let puzzle: Grid = line.parse().unwrap_or_else(|e| panic!("{set}: {line}: {e}"));
            match engine.solve(&puzzle) {
                Ok(solution) => assert!(
                    puzzle.is_solved_by(solution.grid()),
                    "{set}: wrong answer for {line}"
                ),
                Err(SolveError::UnsoundStep { step, candidate }) => {
                    panic!("{set}: unsound step on {line}: {step} (wrong at {candidate})")
                }
                Err(other) => panic!("{set}: {line}: {other}"),
            }
        }
    }
}

#[test]
fn the_search_agrees_on_the_serg_set_which_has_several_solutions() {
    let Some(folder) = datasets::folder_or_skip("serg count") else {
        return;
    };
    let puzzles = datasets::sample(&datasets::puzzles(&folder, "serg"), 500);
    let mut several = 0;
    for line in &puzzles {
        let puzzle: Grid = line.parse().unwrap();
        let count = puzzle.count_solutions(2);
        match puzzle.unique_solution() {
            Ok(solution) => {
                assert_eq!(count, 1, "{line}");
                assert!(puzzle.is_solved_by(&solution));
            }
            Err(SolveError::MultipleSolutions { examples, .. }) => {
                assert_eq!(count, 2, "{line}");
                assert!(puzzle.is_solved_by(&examples[0]) && puzzle.is_solved_by(&examples[1]));
                several += 1;
            }
            Err(other) => assert_eq!((count, other), (0, SolveError::NoSolution), "{line}"),
        }
    }
    assert!(
        several > 0,
        "serg is known to hold puzzles with several solutions"
    );
}
