//! Test support: puzzles of the shared rated set (`../shared/datasets/se-rated.tsv`, read
//! by path, never copied), and a walk of the rater's path over them that checks every
//! step against the puzzle's solution.

use super::{ExplainerStep, PRODUCERS, Producer};
use crate::CandidateView;
use crate::strategies::shared::fruitless::FruitlessScans;
use std::path::PathBuf;

/// The rated set's lines (puzzle digits, SE's ER, SE's ER technique), or `None` when the
/// set is not here (which fails when `CI` is set).
pub(super) fn rated_lines() -> Option<Vec<([u8; 81], f64, String)>> {
    let folder = match std::env::var_os("SUDOKU_DATASETS") {
        Some(path) => PathBuf::from(path),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/datasets"),
    };
    let Ok(text) = std::fs::read_to_string(folder.join("se-rated.tsv")) else {
        assert!(
            std::env::var_os("CI").is_none(),
            "the rated set is missing (../shared/datasets/se-rated.tsv)"
        );
        eprintln!("skipped: the rated set is not here (../shared/datasets/se-rated.tsv)");
        return None;
    };
    let mut out = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split('\t').collect();
        let mut values = [0u8; 81];
        for (c, ch) in fields[0].chars().enumerate().take(81) {
            values[c] = ch.to_digit(10).map_or(0, |d| d as u8);
        }
        let er: f64 = fields[2].parse().unwrap_or(0.0);
        out.push((values, er, fields[5].to_string()));
    }
    Some(out)
}

/// The first puzzle of the rated set whose ER technique is `technique`, with its ER.
pub(super) fn rated(technique: &str) -> Option<([u8; 81], f64)> {
    let lines = rated_lines()?;
    let found = lines
        .into_iter()
        .find(|(_, _, t)| t == technique)
        .map(|(values, er, _)| (values, er));
    assert!(found.is_some(), "no puzzle rated {technique} in the rated set");
    found
}

/// Checks, for each of `techniques`, that the rater's path rates the first puzzle
/// rated that technique as SE does, and passes through a step of that name.
pub(super) fn check_rated(techniques: &[&str]) {
    for &technique in techniques {
        let Some((values, er)) = rated(technique) else {
            return;
        };
        let puzzle = crate::Grid::try_from(values).expect("a puzzle");
        let engine = super::walker(crate::UniquenessCheck::Skip);
        let start = engine.start(&puzzle).expect("a start");
        let (rating, steps) =
            super::rate(&engine, &start, u64::MAX, super::chaining::Proofs::Skipped).expect("a path");
        assert_eq!(rating.er(), er, "{technique}");
        assert_eq!(rating.er_technique(), technique);
        assert!(steps.iter().any(|s| s.name == technique));
    }
}

#[test]
fn every_step_below_the_chains_keeps_the_solution() {
    let mut fired = std::collections::BTreeMap::new();
    let walked = walk_below_the_chains(
        0.0..6.5,
        |_| None,
        |found| {
            let name = found.name.to_string();
            let family = name.split(' ').next().unwrap_or("").to_string();
            *fired.entry(family).or_insert(0usize) += 1;
        },
    );
    for family in ["Skyscraper", "WXYZ-Wing", "VWXYZ-Wing", "Unique", "BUG"] {
        assert!(
            !walked || fired.get(family).is_some_and(|&n| n > 0),
            "{family} never fired"
        );
    }
}

#[test]
fn the_wings_and_exclusions_tried_among_the_chains_keep_the_solution() {
    // The TUVWXYZ-Wing and the Aligned Triplet Exclusion come after the cycles in the
    // rater's order; here they are tried when the techniques below the chains run out,
    // on the puzzles rated 6.5 to 7.5 (which need such steps).
    let after = |view: &CandidateView<'_>| {
        super::big_wings::wing(view, 6)
            .or_else(|| super::aligned::aligned_exclusion(view, 3, &mut super::aligned::Memo::default()))
    };
    let (mut wings, mut triples) = (0, 0);
    let walked = walk_below_the_chains(6.5..7.5, after, |found| {
        if found.name.to_string().starts_with("TUVWXYZ-Wing") {
            assert_eq!(found.difficulty, 7.5);
            wings += 1;
        } else if found.name.0 == super::Name::AlignedTripletExclusion {
            assert_eq!(found.difficulty, 7.5);
            triples += 1;
        }
    });
    assert!(
        !walked || (wings > 0 && triples > 0),
        "TUVWXYZ-Wings {wings}, triplet exclusions {triples}"
    );
}

/// Walks the rater's path below its chains on each puzzle of the rated set whose ER is
/// in `ers`, trying `after` where the techniques below the chains find nothing; checks
/// each step against the puzzle's solution and shows it to `seen`. False when the set
/// is not here.
fn walk_below_the_chains(
    ers: std::ops::Range<f64>,
    mut after: impl FnMut(&CandidateView<'_>) -> Option<ExplainerStep>,
    mut seen: impl FnMut(&ExplainerStep),
) -> bool {
    let Some(lines) = rated_lines() else {
        return false;
    };
    for (values, _, _) in lines.iter().filter(|(_, er, _)| ers.contains(er)) {
        let solution = crate::search::first_solution(values).expect("a solvable puzzle");
        let mut grid = start_of(values);
        let mut memory = super::Memory::default();
        while !grid.is_solved() {
            let budget = super::chaining::Budget::new(u64::MAX);
            let found = {
                let view = CandidateView::new(&grid);
                below_the_chains()
                    .find_map(|p| p.first(&view, &budget, &mut memory))
                    .or_else(|| after(&view))
            };
            let Some(found) = found else {
                break;
            };
            assert_keeps(&found, &solution);
            seen(&found);
            found.take(&mut grid);
        }
    }
    true
}

#[test]
fn what_the_producers_keep_between_steps_gives_what_a_fresh_search_gives() {
    // Along the rater's path of puzzles that need the techniques below the chains and
    // some that need the chains, every producer tried answers the same with the memory
    // kept since the first step as with none.
    let Some(lines) = rated_lines() else {
        return;
    };
    let below = lines
        .iter()
        .filter(|(_, er, _)| (4.0..6.5).contains(er))
        .step_by(7);
    let chains = lines
        .iter()
        .filter(|(_, er, _)| (7.5..9.0).contains(er))
        .step_by(20);
    let compared: usize = below
        .chain(chains)
        .map(|(values, _, _)| walk_comparing_memory(values))
        .sum();
    assert!(compared > 1000, "{compared} answers compared");
}

#[test]
fn a_step_after_fruitless_searches_of_its_kind_is_found_with_the_memory_kept() {
    // Paths with Aligned Triplet Exclusions, tried at every step from the chains on
    // before them, and with fish after harder steps.
    for puzzle in [
        "84...9..1....8.2......7..4...1..4....83....6...9.....4...7...3..1.8....5.2..3.4..",
        "...869...1......2..4....7...67..43..9.....2...5.1....8...9..6......17.....5....37",
        "3..4...8.....5.2...........152.......7..1.......9...6..15...7..6..3.4............",
        ".3.6.8....47..........1.89..7....18....8.23..6......5....4.15....8.2...6.1.......",
        "8........95..6......6.894..3.8....1.5.4...8.7.1....6....527.3......3..72........4",
    ] {
        let grid: crate::Grid = puzzle.parse().expect("a puzzle");
        walk_comparing_memory(grid.as_bytes());
    }
}

/// Walks the rater's path of the puzzle, checking that every producer tried gives the
/// same answer with the memory kept along the path as with none; the answers compared.
fn walk_comparing_memory(values: &[u8; 81]) -> usize {
    let mut grid = start_of(values);
    let mut memory = super::Memory::default();
    let fruitless = FruitlessScans::default();
    let budget = super::chaining::Budget::new(u64::MAX);
    let mut compared = 0;
    while !grid.is_solved() {
        let mut found = None;
        for producer in PRODUCERS {
            let view = CandidateView::new(&grid).on_walk(&fruitless);
            let kept = producer.first(&view, &budget, &mut memory);
            let fresh = producer.first(&CandidateView::new(&grid), &budget, &mut super::Memory::default());
            assert_eq!(kept, fresh, "{producer:?}");
            compared += 1;
            if kept.is_some() {
                found = kept;
                break;
            }
        }
        let Some(found) = found else {
            break;
        };
        found.take(&mut grid);
    }
    compared
}

/// Checks that `found` neither removes nor misplaces a value of `solution`.
fn assert_keeps(found: &ExplainerStep, solution: &[u8; 81]) {
    let solution = crate::Grid::try_from(*solution).expect("a solution");
    let wrong = found.step.contradicted_by(&solution);
    assert_eq!(wrong, None, "{} contradicts the solution", found.name);
}

/// The engine's starting state of a puzzle's values.
fn start_of(values: &[u8; 81]) -> crate::LayerGrid {
    crate::LayerGrid::from_grid(&crate::Grid::try_from(*values).expect("a puzzle"))
}

/// The rater's techniques before its chains.
fn below_the_chains() -> impl Iterator<Item = &'static Producer> {
    PRODUCERS
        .iter()
        .take_while(|p| !matches!(p, Producer::Chains(..)))
}
