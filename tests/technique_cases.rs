//! Runs every strategy we have against a peer's regression library of technique
//! instances (HoDoKu's `reglib`, read from `../shared/technique-cases/`; it is not copied
//! into this repository).
//!
//! Each case gives a candidate state, a technique, and the exact eliminations or
//! placements expected; a few are "must not fire" cases. A case passes when one of the
//! instances our strategy finds in that state (`GridSolver::find_all`) has the same
//! technique and exactly the expected effect; a must-not-fire case passes when no
//! instance of that technique on those digits appears.
//!
//! HoDoKu also reports "siamese" fish (codes `03111`, `03121`, `03211`, `03221`,
//! `03411`, `03421`, `03621`: a finned, sashimi, finned Franken or finned Mutant fish
//! code followed by `1`): two fish of the same kind, size, digit and base houses,
//! differing in cover houses or fins, printed as one step with the eliminations of
//! both. Our strategies report each fish as its own step, so the test combines them the
//! same way: a siamese case passes when two instances share the digit and the base
//! houses (the first houses of their pattern), at least one of them is of the case's
//! technique, and their eliminations together are exactly the expected ones. For a
//! basic fish size the two may be finned or sashimi; for the complex fish, which HoDoKu
//! counts as finned either way, both are of the case's technique.
//!
//! HoDoKu's grouped nice loops and AICs may pass almost locked sets; ours through sets
//! are techniques of their own (ALS AIC and the ALS nice loops), so a grouped case
//! passes with an instance of either.
//!
//! Run `cargo test --release --test technique_cases -- --nocapture` for the table of
//! passes per technique.

use std::collections::BTreeMap;
use std::path::PathBuf;

use sudoku_strata::{Candidate, Cell, Digit, DigitSet, Grid, GridSolver, LayerGrid, Technique, strategies};

/// Our technique for a reglib code (the four- or five-digit code before any `-suffix`).
fn technique_for(code: &str) -> Option<Technique> {
    Some(match code {
        "0000" => Technique::FullHouse,
        "0002" => Technique::HiddenSingle,
        "0003" => Technique::NakedSingle,
        "0100" => Technique::LockedCandidatesPointing,
        "0101" => Technique::LockedCandidatesClaiming,
        "0110" => Technique::LockedPair,
        "0111" => Technique::LockedTriple,
        "0200" => Technique::NakedPair,
        "0201" => Technique::NakedTriple,
        "0202" => Technique::NakedQuad,
        "0210" => Technique::HiddenPair,
        "0211" => Technique::HiddenTriple,
        "0212" => Technique::HiddenQuad,
        "0300" => Technique::XWing,
        "0301" => Technique::Swordfish,
        "0302" => Technique::Jellyfish,
        "0310" => Technique::FinnedXWing,
        "0311" => Technique::FinnedSwordfish,
        "0312" => Technique::FinnedJellyfish,
        "0320" => Technique::SashimiXWing,
        "0321" => Technique::SashimiSwordfish,
        "0322" => Technique::SashimiJellyfish,
        "0330" => Technique::FrankenXWing,
        "0331" => Technique::FrankenSwordfish,
        "0332" => Technique::FrankenJellyfish,
        "0340" => Technique::FinnedFrankenXWing,
        "0341" => Technique::FinnedFrankenSwordfish,
        "0342" => Technique::FinnedFrankenJellyfish,
        "0350" => Technique::MutantXWing,
        "0351" => Technique::MutantSwordfish,
        "0352" => Technique::MutantJellyfish,
        "0360" => Technique::FinnedMutantXWing,
        "0361" => Technique::FinnedMutantSwordfish,
        "0362" => Technique::FinnedMutantJellyfish,
        "0363" => Technique::FinnedMutantSquirmbag,
        "0364" => Technique::FinnedMutantWhale,
        "0400" => Technique::Skyscraper,
        "0401" => Technique::TwoStringKite,
        "0402" => Technique::EmptyRectangle,
        "0403" => Technique::TurbotFish,
        "0404" => Technique::DualTwoStringKite,
        "0405" => Technique::DualEmptyRectangle,
        "0500" => Technique::SimpleColoursTrap,
        "0501" => Technique::SimpleColoursWrap,
        "0502" | "0503" => Technique::MultiColours,
        "0600" => Technique::UniqueRectangleType1,
        "0601" => Technique::UniqueRectangleType2,
        "0602" => Technique::UniqueRectangleType3,
        "0603" => Technique::UniqueRectangleType4,
        "0604" => Technique::UniqueRectangleType5,
        "0605" => Technique::UniqueRectangleType6,
        "0606" => Technique::HiddenRectangle,
        "0607" => Technique::AvoidableRectangleType1,
        "0608" => Technique::AvoidableRectangleType2,
        "0610" => Technique::BugPlusOne,
        "0701" => Technique::XChain,
        "0702" => Technique::XyChain,
        "0703" => Technique::RemotePair,
        "0706" => Technique::ContinuousNiceLoop,
        "0707" => Technique::DiscontinuousNiceLoop,
        "0708" => Technique::Aic,
        "0709" => Technique::GroupedContinuousNiceLoop,
        "0710" => Technique::GroupedDiscontinuousNiceLoop,
        "0711" => Technique::GroupedAic,
        "0800" => Technique::XyWing,
        "0801" => Technique::XyzWing,
        "0803" => Technique::WWing,
        "0901" => Technique::AlsXz,
        "0902" => Technique::AlsXyWing,
        "0903" => Technique::AlsChain,
        "0904" => Technique::DeathBlossom,
        "1101" => Technique::SueDeCoq,
        "1201" => Technique::TemplateSet,
        "1202" => Technique::TemplateDelete,
        _ => return None,
    })
}

/// The technique of a siamese fish code (`03111` is a siamese Finned Swordfish).
fn siamese_technique(code: &str) -> Option<Technique> {
    let single = code.strip_suffix('1').filter(|c| c.len() == 4)?;
    technique_for(single).filter(|&t| fish_family(t).is_some())
}

/// The fish whose instances combine into a siamese fish of `technique`'s code, with its
/// size: the finned and sashimi fish of a basic fish's size, or the finned complex fish
/// itself (HoDoKu counts sashimi among finned for Franken and Mutant fish).
fn fish_family(technique: Technique) -> Option<(&'static [Technique], usize)> {
    Some(match technique {
        Technique::FinnedXWing | Technique::SashimiXWing => {
            (&[Technique::FinnedXWing, Technique::SashimiXWing], 2)
        }
        Technique::FinnedSwordfish | Technique::SashimiSwordfish => {
            (&[Technique::FinnedSwordfish, Technique::SashimiSwordfish], 3)
        }
        Technique::FinnedJellyfish | Technique::SashimiJellyfish => {
            (&[Technique::FinnedJellyfish, Technique::SashimiJellyfish], 4)
        }
        Technique::FinnedFrankenXWing => (&[Technique::FinnedFrankenXWing], 2),
        Technique::FinnedFrankenSwordfish => (&[Technique::FinnedFrankenSwordfish], 3),
        Technique::FinnedFrankenJellyfish => (&[Technique::FinnedFrankenJellyfish], 4),
        Technique::FinnedMutantXWing => (&[Technique::FinnedMutantXWing], 2),
        Technique::FinnedMutantSwordfish => (&[Technique::FinnedMutantSwordfish], 3),
        Technique::FinnedMutantJellyfish => (&[Technique::FinnedMutantJellyfish], 4),
        Technique::FinnedMutantSquirmbag => (&[Technique::FinnedMutantSquirmbag], 5),
        Technique::FinnedMutantWhale => (&[Technique::FinnedMutantWhale], 6),
        _ => return None,
    })
}

/// One case of the library.
struct Case {
    line: usize,
    code: String,
    variant: String,
    digits: DigitSet,
    grid: LayerGrid,
    eliminations: Vec<Candidate>,
    placements: Vec<Candidate>,
}

fn candidate(token: &str) -> Option<Candidate> {
    let b = token.as_bytes();
    if b.len() != 3 {
        return None;
    }
    let digit = Digit::new(b[0].wrapping_sub(b'0'))?;
    let cell = Cell::from_row_col(b[1].wrapping_sub(b'0'), b[2].wrapping_sub(b'0'))?;
    Some(Candidate::new(cell, digit))
}

fn candidates(field: &str) -> Vec<Candidate> {
    let mut list: Vec<Candidate> = field.split_whitespace().filter_map(candidate).collect();
    list.sort();
    list
}

/// Rebuilds the candidate state of a case as the library's README describes.
fn state(grid_field: &str, deleted: &[Candidate]) -> Option<LayerGrid> {
    let mut givens = [0u8; 81];
    let mut placed = Vec::new();
    let mut index = 0;
    let mut plus = false;
    for ch in grid_field.chars() {
        match ch {
            '+' => plus = true,
            '.' | '1'..='9' => {
                if index >= 81 {
                    return None;
                }
                if let Some(digit) = ch.to_digit(10).and_then(|d| Digit::new(d as u8)) {
                    if plus {
                        placed.push(Candidate::new(Cell::ALL[index], digit));
                    } else {
                        givens[index] = digit.get();
                    }
                }
                plus = false;
                index += 1;
            }
            _ => return None,
        }
    }
    let mut grid = LayerGrid::from_grid(&Grid::try_from(givens).ok()?);
    for c in placed {
        grid.place(c.cell, c.digit).ok()?;
    }
    for c in deleted {
        assert!(
            grid.eliminate(c.cell, c.digit),
            "deleted candidate {c} was not a candidate"
        );
    }
    Some(grid)
}

fn parse(line_number: usize, line: &str) -> Option<Case> {
    let fields: Vec<&str> = line.split(':').collect();
    if fields.len() < 7 || !fields[0].is_empty() {
        return None;
    }
    let (code, variant) = fields[1].split_once('-').unwrap_or((fields[1], ""));
    let digits = fields[2]
        .chars()
        .filter_map(|c| c.to_digit(10).and_then(|d| Digit::new(d as u8)))
        .collect();
    let deleted = candidates(fields[4]);
    Some(Case {
        line: line_number,
        code: code.to_string(),
        variant: variant.to_string(),
        digits,
        grid: state(fields[3], &deleted)?,
        eliminations: candidates(fields[5]),
        placements: candidates(fields[6]),
    })
}

fn library() -> Option<String> {
    let path = match std::env::var_os("SUDOKU_TECHNIQUE_CASES") {
        Some(path) => PathBuf::from(path),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/technique-cases/reglib-1.4.txt"),
    };
    match std::fs::read_to_string(&path) {
        Ok(text) => Some(text),
        Err(error) => {
            assert!(
                std::env::var_os("CI").is_none(),
                "technique cases missing at {}: {error}",
                path.display()
            );
            say_skipped(&format!(
                "technique cases: skipped, {} is not here",
                path.display()
            ));
            None
        }
    }
}

/// Whether the strategy finds an instance of the case's technique with exactly its effect.
/// Our techniques for a technique of HoDoKu's: its grouped chains may pass almost locked
/// sets, which are techniques of their own here.
fn counterparts(technique: Technique) -> Vec<Technique> {
    match technique {
        Technique::GroupedContinuousNiceLoop => vec![technique, Technique::AlsContinuousNiceLoop],
        Technique::GroupedDiscontinuousNiceLoop => vec![technique, Technique::AlsDiscontinuousNiceLoop],
        Technique::GroupedAic => vec![technique, Technique::AlsAic],
        _ => vec![technique],
    }
}

fn passes(case: &Case, technique: Technique, strategy: &dyn GridSolver) -> bool {
    let mut grid = case.grid.clone();
    grid.assume_unique_solution();
    let ours = counterparts(technique);
    let mut found = strategy.find_all(&grid);
    for &other in &ours[1..] {
        found.extend(
            strategies::for_technique(other)
                .map(|s| s.find_all(&grid))
                .unwrap_or_default(),
        );
    }
    let of_technique = found.iter().filter(|s| ours.contains(&s.technique()));
    if case.variant == "x" {
        return !of_technique
            .into_iter()
            .any(|s| case.digits.is_empty() || s.pattern().digits == case.digits);
    }
    of_technique.into_iter().any(|step| {
        let mut eliminations = step.eliminations().to_vec();
        eliminations.sort();
        let mut placements = step.placements().to_vec();
        placements.sort();
        eliminations == case.eliminations && placements == case.placements
    })
}

/// Whether two finned or sashimi fish of the case's size, on the same digit and base
/// lines, one of them of the case's technique, eliminate exactly the expected
/// candidates between them (HoDoKu's siamese fish).
fn passes_siamese(case: &Case, technique: Technique) -> bool {
    let Some((family, size)) = fish_family(technique) else {
        return false;
    };
    let mut grid = case.grid.clone();
    grid.assume_unique_solution();
    let found: Vec<_> = family
        .iter()
        .filter_map(|&t| strategies::for_technique(t))
        .flat_map(|s| s.find_all(&grid))
        .collect();
    found.iter().enumerate().any(|(i, first)| {
        found[i + 1..].iter().any(|second| {
            let same_base = first.pattern().digits == second.pattern().digits
                && first.pattern().houses.get(..size) == second.pattern().houses.get(..size);
            let mut union: Vec<Candidate> = first
                .eliminations()
                .iter()
                .chain(second.eliminations())
                .copied()
                .collect();
            union.sort();
            union.dedup();
            same_base
                && (first.technique() == technique || second.technique() == technique)
                && first.eliminations() != second.eliminations()
                && union == case.eliminations
                && case.placements.is_empty()
        })
    })
}

#[test]
fn every_strategy_passes_the_peer_regression_library() {
    let Some(text) = library() else { return };
    // (order, siamese) -> (technique, passed, total, failed lines)
    type Row = (Technique, usize, usize, Vec<usize>);
    let mut table: BTreeMap<(usize, bool), Row> = BTreeMap::new();
    let mut unsupported: BTreeMap<String, usize> = BTreeMap::new();
    for (index, line) in text.lines().enumerate() {
        let line = line.trim_end_matches('\r');
        if !line.starts_with(':') {
            continue;
        }
        let Some(case) = parse(index + 1, line) else {
            panic!("line {}: cannot read the case", index + 1);
        };
        let siamese = siamese_technique(&case.code);
        let strategy = technique_for(&case.code)
            .or(siamese)
            .and_then(|t| strategies::for_technique(t).map(|s| (t, s)));
        let Some((technique, strategy)) = strategy else {
            *unsupported.entry(case.code.clone()).or_default() += 1;
            continue;
        };
        let order = Technique::ALL
            .iter()
            .position(|&t| t == technique)
            .unwrap_or(usize::MAX);
        let row = table
            .entry((order, siamese.is_some()))
            .or_insert((technique, 0, 0, Vec::new()));
        row.2 += 1;
        let passed = match siamese {
            Some(_) => passes_siamese(&case, technique),
            None => passes(&case, technique, strategy.as_ref()),
        };
        if passed {
            row.1 += 1;
        } else {
            row.3.push(case.line);
        }
    }
    eprintln!("| technique | cases passed |");
    eprintln!("|---|---:|");
    let mut unexpected = Vec::new();
    for (&(_, siamese), (technique, passed, total, failed)) in &table {
        let siamese = if siamese { " (siamese)" } else { "" };
        eprintln!("| {technique}{siamese} | {passed} / {total} |");
        for line in failed {
            unexpected.push(format!("{technique}: line {line}"));
        }
    }
    let skipped: usize = unsupported.values().sum();
    eprintln!("\n{skipped} cases of techniques we do not have: {unsupported:?}");
    assert!(!table.is_empty(), "no case was run");
    assert!(
        unexpected.is_empty(),
        "{} cases fail:\n{}",
        unexpected.len(),
        unexpected.join("\n")
    );
}

/// Says that a test skipped straight on standard error, past the test runner's capture,
/// so that the note shows in `cargo test`'s normal output and in CI's log.
fn say_skipped(note: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "note: {note}");
}
