//! The rating and the explanation walk one loop: the hardest technique a rating names
//! is a step of the explained path, its level is that path's highest, and its step count
//! is that path's length. Checked on our fixtures and, when the shared sets are here, on
//! every puzzle of the shared samples. And a puzzle that needs no forcing step gets none.

mod common {
    pub mod datasets;
}

use sudoku_strata::{Engine, Family, Grid, Technique};

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
    assert!(rating.path_score() <= solution.rating().path_score(), "{puzzle}");
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
fn the_rating_names_a_technique_of_the_explanation_on_every_shared_sample() {
    let Some(folder) = common::datasets::folder_or_skip("rating path") else {
        return;
    };
    let engine = Engine::default();
    let mut checked = 0;
    for set in [
        "samples/easy-qqwing-200",
        "samples/17clue-200",
        "samples/top1465-300",
        "samples/hardest1106-200",
    ] {
        for line in &common::datasets::puzzles(&folder, set) {
            check(&engine, &line.parse().expect("a puzzle"));
            checked += 1;
        }
    }
    assert_eq!(checked, 900);
}

/// The forcing strategies come last: a puzzle that the engine without them solves by
/// logic gets no forcing step from the default engine.
#[test]
fn a_puzzle_that_needs_no_forcing_step_gets_none() {
    let Some(folder) = common::datasets::folder_or_skip("no forcing") else {
        return;
    };
    let engine = Engine::default();
    let forcing: Vec<Technique> = Technique::ALL
        .iter()
        .copied()
        .filter(|t| t.family() == Family::ForcingChains)
        .collect();
    let without = Engine::default().without(&forcing);
    let (mut simple, mut checked) = (0, 0);
    for line in &common::datasets::puzzles(&folder, "samples/top1465-300") {
        let puzzle: Grid = line.parse().expect("a puzzle");
        checked += 1;
        if without.solve(&puzzle).expect("solved").used_backtracking() {
            continue;
        }
        simple += 1;
        let steps = engine.solve(&puzzle).expect("solved");
        assert!(
            steps
                .steps()
                .iter()
                .all(|s| s.technique().family() != Family::ForcingChains),
            "{puzzle}: a forcing step although none is needed"
        );
    }
    assert_eq!(checked, 300);
    assert!(simple > 100, "{simple} puzzles solved without forcing");
}
