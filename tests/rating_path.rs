//! The rating and the explanation walk one loop: the hardest technique a rating names
//! is a step of the explained path, its level is that path's highest, and its step count
//! is that path's length. Checked on our fixtures and, when the shared sets are here, on
//! a sample of the moderately hard list.

mod common {
    pub mod datasets;
}

use sudoku_strata::{Engine, Grid};

fn check(engine: &Engine, puzzle: &Grid) {
    let rating = engine.rate(puzzle).unwrap_or_else(|e| panic!("{puzzle}: {e}"));
    let solution = engine.solve(puzzle).unwrap_or_else(|e| panic!("{puzzle}: {e}"));
    let steps = solution.steps();
    assert!(
        steps.iter().any(|s| s.technique() == rating.hardest()),
        "{puzzle}: the rating names {}, which the explanation never uses",
        rating.hardest()
    );
    let highest = steps.iter().map(|s| s.technique().difficulty()).max();
    assert_eq!(Some(rating.difficulty()), highest, "{puzzle}");
    assert_eq!(rating.hardest().difficulty(), rating.difficulty(), "{puzzle}");
    assert_eq!(rating.steps(), steps.len(), "{puzzle}");
    assert_eq!(
        solution.rating().hardest().difficulty(),
        rating.difficulty(),
        "{puzzle}"
    );
    assert!(rating.score() <= solution.rating().score(), "{puzzle}");
}

#[test]
fn the_rating_names_a_technique_of_the_explanation_on_the_fixtures() {
    let engine = Engine::default();
    let mut checked = 0;
    for line in include_str!("../fixtures/puzzles.tsv")
        .lines()
        .filter(|l| !l.starts_with('#'))
    {
        let puzzle: Grid = line
            .split('\t')
            .nth(1)
            .expect("a puzzle column")
            .parse()
            .expect("a puzzle");
        check(&engine, &puzzle);
        checked += 1;
    }
    assert!(checked >= 20, "{checked} fixtures");
}

#[test]
fn the_rating_names_a_technique_of_the_explanation_on_top1465() {
    let Some(folder) = common::datasets::folder_or_skip("rating path") else {
        return;
    };
    let engine = Engine::default();
    let puzzles = common::datasets::sample(&common::datasets::puzzles(&folder, "top1465"), 150);
    assert_eq!(puzzles.len(), 150);
    for line in &puzzles {
        check(&engine, &line.parse().expect("a puzzle"));
    }
}
