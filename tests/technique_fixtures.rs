//! Runs every strategy on our own technique cases, `fixtures/techniques.tsv`.
//!
//! Each line of the file gives a technique, a candidate state and an effect; its header
//! explains the format and how the cases were made. A case passes when one of the
//! instances that the technique's strategy lists in the state (`GridSolver::find_all`)
//! is of that technique and has exactly the expected placements and eliminations. A
//! must-not-fire case (`!` before the technique) passes when no instance has exactly its
//! effect, or, with an empty effect, when there is no instance at all.
//!
//! Run `cargo test --release --test technique_fixtures -- --nocapture` for the cases per
//! technique.

use std::collections::{BTreeMap, BTreeSet};

use sudoku_strata::{Candidate, Cell, Digit, Family, LayerGrid, Step, Technique, strategies};

const CASES: &str = include_str!("../fixtures/techniques.tsv");

/// What a case expects of its technique in its state.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Expect {
    /// An instance with exactly the effect.
    Fires,
    /// No instance with exactly the effect; with an empty effect, no instance at all.
    MustNotFire,
}

/// One line of the fixture file.
struct Case {
    technique: Technique,
    expect: Expect,
    grid: LayerGrid,
    placements: BTreeSet<Candidate>,
    eliminations: BTreeSet<Candidate>,
    origin: String,
}

/// Reads `r1c2=3` or `r4c5<>6`, as `(candidate, is a placement)`.
fn effect_item(token: &str) -> Result<(Candidate, bool), String> {
    let (cell, digit, placement) = match token.split_once("<>") {
        Some((cell, digit)) => (cell, digit, false),
        None => match token.split_once('=') {
            Some((cell, digit)) => (cell, digit, true),
            None => return Err(format!("{token:?} is neither a placement nor an elimination")),
        },
    };
    let cell: Cell = cell.parse().map_err(|e| format!("{token:?}: {e}"))?;
    let digit = digit
        .parse::<u8>()
        .ok()
        .and_then(Digit::new)
        .ok_or_else(|| format!("{token:?}: bad digit"))?;
    Ok((Candidate::new(cell, digit), placement))
}

/// Reads one line: `None` for a comment or a blank line, an error for anything that is
/// not a well-formed case.
fn parse(text: &str) -> Result<Option<Case>, String> {
    if text.trim().is_empty() || text.starts_with('#') {
        return Ok(None);
    }
    let fields: Vec<&str> = text.split('\t').collect();
    let [name, state, effect, origin] = fields[..] else {
        return Err(format!("{} tab-separated fields, expected 4", fields.len()));
    };
    let (expect, name) = match name.strip_prefix('!') {
        Some(name) => (Expect::MustNotFire, name),
        None => (Expect::Fires, name),
    };
    let technique: Technique = name.parse().map_err(|e| format!("{e}"))?;
    let mut grid: LayerGrid = state.parse().map_err(|e| format!("state: {e}"))?;
    if !grid.is_consistent() {
        return Err("state: not consistent".to_string());
    }
    // Every state comes from a puzzle with one solution.
    grid.assume_unique_solution();
    let (mut placements, mut eliminations) = (BTreeSet::new(), BTreeSet::new());
    for token in effect.split_whitespace() {
        let (candidate, placement) = effect_item(token)?;
        if !grid.has_candidate(candidate.cell, candidate.digit) {
            return Err(format!("{token} is not a candidate of the state"));
        }
        let set = if placement {
            &mut placements
        } else {
            &mut eliminations
        };
        if !set.insert(candidate) {
            return Err(format!("{token} is repeated"));
        }
    }
    if expect == Expect::Fires && placements.is_empty() && eliminations.is_empty() {
        return Err("a case that fires needs an effect".to_string());
    }
    if origin.trim().is_empty() {
        return Err("the origin is empty".to_string());
    }
    Ok(Some(Case {
        technique,
        expect,
        grid,
        placements,
        eliminations,
        origin: origin.to_string(),
    }))
}

/// Whether a step has exactly the case's effect.
fn same_effect(step: &Step, case: &Case) -> bool {
    let placements: BTreeSet<Candidate> = step.placements().iter().copied().collect();
    let eliminations: BTreeSet<Candidate> = step.eliminations().iter().copied().collect();
    placements == case.placements && eliminations == case.eliminations
}

/// The expected effect as the file writes it.
fn effect_text(case: &Case) -> String {
    let placements = case.placements.iter().map(|c| c.placement());
    let eliminations = case.eliminations.iter().map(|c| c.elimination());
    placements.chain(eliminations).collect::<Vec<_>>().join(" ")
}

/// Checks one case; the error says what the strategy found instead.
fn check(case: &Case) -> Result<(), String> {
    let strategy = strategies::for_technique(case.technique)
        .ok_or_else(|| format!("{} has no built-in strategy", case.technique))?;
    let found: Vec<Step> = strategy
        .find_all(&case.grid)
        .into_iter()
        .filter(|s| s.technique() == case.technique)
        .collect();
    let listed = || {
        let mut text: Vec<String> = found.iter().take(5).map(|s| format!("\n    {s}")).collect();
        if found.len() > 5 {
            text.push(format!("\n    and {} more", found.len() - 5));
        }
        text.concat()
    };
    let matching = found.iter().find(|s| same_effect(s, case));
    match case.expect {
        Expect::Fires => match matching {
            Some(_) => Ok(()),
            None => Err(format!(
                "expected an instance with effect `{}`; found {}:{}",
                effect_text(case),
                found.len(),
                listed()
            )),
        },
        Expect::MustNotFire if case.placements.is_empty() && case.eliminations.is_empty() => {
            match found.len() {
                0 => Ok(()),
                n => Err(format!("must not fire, found {n}:{}", listed())),
            }
        }
        Expect::MustNotFire => match matching {
            Some(step) => Err(format!(
                "must not have effect `{}`, found\n    {step}",
                effect_text(case)
            )),
            None => Ok(()),
        },
    }
}

#[test]
fn every_technique_case_holds() {
    // technique -> (cases that fire, must-not-fire cases)
    let mut tally: BTreeMap<usize, (usize, usize)> = BTreeMap::new();
    let mut families_not_firing = BTreeSet::new();
    let mut failures = Vec::new();
    for (index, text) in CASES.lines().enumerate() {
        let line = index + 1;
        let case = match parse(text) {
            Ok(Some(case)) => case,
            Ok(None) => continue,
            Err(error) => {
                failures.push(format!("line {line}: cannot read the case: {error}"));
                continue;
            }
        };
        let order = Technique::ALL
            .iter()
            .position(|&t| t == case.technique)
            .expect("a parsed name is a built-in technique");
        let row = tally.entry(order).or_default();
        match case.expect {
            Expect::Fires => row.0 += 1,
            Expect::MustNotFire => {
                row.1 += 1;
                families_not_firing.insert(case.technique.family());
            }
        }
        if let Err(error) = check(&case) {
            let bang = if case.expect == Expect::MustNotFire {
                "!"
            } else {
                ""
            };
            failures.push(format!(
                "line {line}: {bang}{} ({}): {error}",
                case.technique, case.origin
            ));
        }
    }

    println!("| technique | cases | must not fire |");
    println!("|---|---:|---:|");
    for (&order, &(fires, not)) in &tally {
        println!("| {} | {fires} | {not} |", Technique::ALL[order]);
    }
    let built_in: Vec<Technique> = Technique::ALL
        .iter()
        .copied()
        .filter(|&t| strategies::for_technique(t).is_some())
        .collect();
    // A deep net fires only past every nested net, in states of the puzzles that need
    // trial and error three deep; those come from a set read by path, which this file does
    // not copy, so its case lives with the strategy (deep_net.rs) and in tests/proofs.rs.
    let by_path = [Technique::DeepForcingNet];
    for (order, technique) in Technique::ALL.iter().enumerate() {
        if built_in.contains(technique)
            && !by_path.contains(technique)
            && tally.get(&order).is_none_or(|row| row.0 == 0)
        {
            failures.push(format!("{technique} has a built-in strategy and no case"));
        }
    }
    let families: BTreeSet<Family> = built_in.iter().map(|t| t.family()).collect();
    for family in families.difference(&families_not_firing) {
        failures.push(format!("the family {family:?} has no must-not-fire case"));
    }
    assert!(
        failures.is_empty(),
        "{} problems in fixtures/techniques.tsv:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn bad_lines_are_refused() {
    let state = vec!["123456789"; 81].join(" ");
    let bad = [
        "X-Wing".to_string(),
        format!("X-Ray\t{state}\tr1c1<>5\torigin"),
        format!("X-Wing\t{state}\tr1c1<5\torigin"),
        format!("X-Wing\t{state}\tr1c1<>0\torigin"),
        format!("X-Wing\t{state}\tr1c1<>5 r1c1<>5\torigin"),
        format!("X-Wing\t{state}\t\torigin"),
        format!("X-Wing\t{state}\tr1c1<>5\t"),
        "X-Wing\t123 456\tr1c1<>5\torigin".to_string(),
    ];
    for text in &bad {
        assert!(parse(text).is_err(), "accepted {text:?}");
    }
    let good = format!("!X-Wing\t{state}\t\torigin");
    assert!(parse(&good).is_ok_and(|case| case.is_some()));
    assert!(parse("# a comment").is_ok_and(|case| case.is_none()));
}
