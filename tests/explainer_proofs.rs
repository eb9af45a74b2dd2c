//! Sudoku Explainer's chains carry proofs in the documented form, and each replays in
//! the checker of tests/common/proof_check.rs (which shares no code with the
//! translation): on every step of our rated fixtures' paths and of a few puzzles of the
//! shared rated set whose paths take every kind of chain, dynamic and nested ones
//! included.

mod common {
    pub mod datasets;
    pub mod proof_check;
}

use std::collections::BTreeMap;

use common::{datasets, proof_check};
use sudoku_strata::Grid;

/// What the paths of some puzzles hold: proofs checked, by Sudoku Explainer's name, and
/// the chains without one (a nested chain's proof may find no rule for an implication
/// written in the step's grid, or run out of its searches' budget).
#[derive(Default)]
struct Tally {
    proven: BTreeMap<String, usize>,
    unproven: BTreeMap<String, usize>,
}

/// Walks Sudoku Explainer's path of each puzzle, checking the proof of every step that
/// has one in the state the step was found in.
fn walk(puzzles: &[String]) -> Tally {
    let mut tally = Tally::default();
    for line in puzzles {
        let puzzle: Grid = line.parse().unwrap_or_else(|e| panic!("{line}: {e}"));
        let path = puzzle.explainer_path().unwrap_or_else(|e| panic!("{line}: {e}"));
        for (step, state) in path.steps().iter().zip(path.states()) {
            let name = step.technique().to_string();
            let chain = !step.step().pattern().links.is_empty();
            match step.step().proof() {
                Some(_) => {
                    if let Err(e) = proof_check::check(&state, step.step()) {
                        panic!("{line}: {name}: {e}\n{}", step.step().proof().unwrap());
                    }
                    *tally.proven.entry(name).or_default() += 1;
                }
                None if chain => {
                    // Only a chain with a chain nested in it may lack one.
                    assert!(name.contains("(+ "), "{line}: {name} has no proof");
                    *tally.unproven.entry(name).or_default() += 1;
                }
                None => {}
            }
        }
    }
    tally
}

#[test]
fn the_chains_of_the_rated_fixtures_replay() {
    let text = include_str!("../fixtures/explainer-ratings.tsv");
    let puzzles: Vec<String> = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split('\t').next().unwrap_or(l).to_string())
        .collect();
    let tally = walk(&puzzles);
    let proven: usize = tally.proven.values().sum();
    assert!(proven >= 5, "{:?}", tally.proven);
}

/// A few puzzles of the shared rated set for each band of Sudoku Explainer's chains:
/// cycles and forcing chains, Nishio, multiple, dynamic, Dynamic+ and nested chains
/// (forcing chains and multiple forcing chains inside, 9.5 to 11.5); every chain of
/// their paths has a proof.
#[test]
fn every_kind_of_chain_replays() {
    let Some(folder) = datasets::folder_or_skip("Sudoku Explainer's proofs on se-rated") else {
        return;
    };
    let rows = std::fs::read_to_string(folder.join("se-rated.tsv")).expect("se-rated.tsv");
    let bands = [6.5, 7.0, 7.5, 8.0, 8.5, 9.0, 9.5, 10.0, 10.5, 11.0];
    // Two puzzles of each band, one of each of the slow bands from 10.5.
    let per_band = |low: f64| if low < 10.5 { 2 } else { 1 };
    let mut taken = vec![0; bands.len()];
    let mut puzzles = Vec::new();
    for row in rows.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = row.split('\t').collect();
        let Some(er) = fields.get(2).and_then(|f| f.parse::<f64>().ok()) else {
            continue;
        };
        if let Some(band) = bands.iter().rposition(|&low| er >= low)
            && er < bands[band] + 0.5
            && taken[band] < per_band(bands[band])
        {
            taken[band] += 1;
            puzzles.push(fields[0].to_string());
        }
    }
    let tally = walk(&puzzles);
    let names = |kinds: &BTreeMap<String, usize>| kinds.keys().cloned().collect::<Vec<_>>().join(", ");
    for kind in [
        "Cell Forcing Chains",
        "Dynamic",
        "Forcing Chains (+)",
        "(+ Forcing Chains)",
        "(+ Multiple Forcing Chains)",
    ] {
        assert!(
            tally.proven.keys().any(|name| name.contains(kind)),
            "no proof of {kind}: {}",
            names(&tally.proven)
        );
    }
    assert!(
        tally.unproven.is_empty(),
        "chains without a proof: {:?}",
        tally.unproven
    );
    datasets::say_skipped(&format!(
        "Sudoku Explainer's proofs: {} checked ({})",
        tally.proven.values().sum::<usize>(),
        names(&tally.proven),
    ));
}

/// A chain with dynamic chains inside (level 4, 10.5 and up): the first puzzle of the
/// T&E(3) list, whose path has one beside many of levels 2 and 3 (a few seconds).
#[test]
fn a_chain_with_dynamic_chains_inside_replays() {
    let Some(folder) = datasets::folder_or_skip("Sudoku Explainer's nested dynamic chain") else {
        return;
    };
    let first = datasets::puzzles(&folder, "te3-monhard")
        .into_iter()
        .next()
        .expect("a puzzle");
    let puzzle: String = first.chars().take(81).collect();
    assert_every_chain_proven(&[puzzle], "(+ Dynamic Forcing Chains)");
}

/// Walks `puzzles` and checks that every chain of their paths has a proof that replays,
/// some of them of a technique whose name holds `kind`.
fn assert_every_chain_proven(puzzles: &[String], kind: &str) {
    let tally = walk(puzzles);
    assert!(
        tally.proven.keys().any(|name| name.contains(kind)),
        "{:?}",
        tally.proven
    );
    assert!(
        tally.unproven.is_empty(),
        "chains without a proof: {:?}",
        tally.unproven
    );
}

/// Chains whose nested rules take an X-Wing with a base line of one place left (inside a
/// chain, before its single is taken): puzzles of forum-hardest-1905-11plus whose paths
/// had chains without a proof until the proof wrote such a wing; now every chain of
/// their paths has one, and each replays.
#[test]
fn a_chain_through_an_x_wing_of_one_place_replays() {
    let Some(folder) = datasets::folder_or_skip("Sudoku Explainer's chains through an X-Wing") else {
        return;
    };
    let all = datasets::puzzles(&folder, "forum-hardest-1905-11plus");
    // Lines 529 and 2,449: the 12th and 52nd of every 48th line.
    let puzzles: Vec<String> = [528, 2448].map(|i| all[i].chars().take(81).collect()).to_vec();
    assert_every_chain_proven(&puzzles, "(+ Forcing Chains)");
}
