//! A regression guard on the rating: over the puzzles that Sudoku Explainer rated
//! (`../shared/datasets/se-rated.tsv`; every third one, to keep the test short), our
//! score must rank them at least as well as HoDoKu's own score does (Spearman 0.92 over
//! the whole file). `examples/calibrate.rs` rates them all and prints the details.

mod common {
    pub mod datasets;
    pub mod rated;
}

use common::rated::{read_tsv, spearman};
use sudoku_strata::{Engine, Grid};

#[test]
fn our_scores_rank_puzzles_like_sudoku_explainer() {
    let Some(folder) = common::datasets::folder_or_skip("rating calibration") else {
        return;
    };
    let engine = Engine::default();
    let pairs: Vec<(f64, f64)> = read_tsv(&folder.join("se-rated.tsv"))
        .iter()
        .step_by(3)
        .map(|row| {
            let puzzle: Grid = row["puzzle"].parse().expect("a puzzle");
            let er: f64 = row["er"].parse().expect("a rating");
            let rating = engine.rate(&puzzle).unwrap_or_else(|e| panic!("{puzzle}: {e}"));
            (f64::from(rating.path_score()), er)
        })
        .collect();
    assert!(pairs.len() > 700, "{} puzzles", pairs.len());
    let correlation = spearman(&pairs);
    assert!(
        correlation >= 0.92,
        "Spearman {correlation:.3} with Sudoku Explainer"
    );
}
