//! How a complex fish is written: its notation, its step with its pattern, and its
//! sentence.

use super::*;

/// The number of base houses in words.
fn count_in_words(size: u32) -> String {
    ["two", "three", "four", "five", "six"]
        .get(size as usize - 2)
        .map_or_else(|| size.to_string(), |w| (*w).to_string())
}

/// The pattern part of a fish's notation: the digit, the base and cover houses, the
/// fins (`f`) and endo fins (`ef`): `5 r1,r5,b9 c2,c4,c8 fr9c7 efr5c2`.
pub(crate) fn notation(fish: &Fish) -> String {
    let mut detail = format!(
        "{} {} {}",
        fish.digit,
        houses_in_notation(fish.base_houses()),
        houses_in_notation(fish.cover_houses())
    );
    for fin in CellSet::from_bits(fish.fins & !fish.endo) {
        let _ = write!(detail, " f{fin}");
    }
    for fin in CellSet::from_bits(fish.endo) {
        let _ = write!(detail, " ef{fin}");
    }
    detail
}

/// The step of a complex fish that removes the digit from `eliminations`. The pattern
/// holds the base places (without the fins), the fins, and the base houses followed by
/// the cover houses.
pub(crate) fn fish_step(technique: Technique, fish: &Fish, eliminations: u128) -> Step {
    let digit = fish.digit;
    let mut step = Step::builder(technique)
        .detail(notation(fish))
        .eliminate_all(CellSet::from_bits(eliminations), digit)
        .explain(explanation(fish, eliminations));
    step = pattern(step, fish);
    step.build()
}

/// Adds the fish's pattern to `step`: base places, fins, base then cover houses.
pub(crate) fn pattern(mut step: StepBuilder, fish: &Fish) -> StepBuilder {
    let digit = fish.digit;
    for cell in CellSet::from_bits(fish.base_cells & !fish.fins) {
        step = step.pattern_candidate(cell, digit);
    }
    for fin in CellSet::from_bits(fish.fins) {
        step = step.fin(fin, digit);
    }
    step = step.pattern_cells(CellSet::from_bits(fish.fins));
    for house in fish.base_houses().chain(fish.cover_houses()) {
        step = step.house(house);
    }
    step
}

/// What the fish says, without its conclusion: where the digit goes, and the fins.
pub(crate) fn premise(fish: &Fish) -> String {
    let digit = fish.digit;
    let bases = houses_in_words(fish.base_houses());
    let covers = houses_in_words(fish.cover_houses());
    let mut text = format!("In {bases}, {digit} can only go in {covers}");
    let outer = CellSet::from_bits(fish.fins & !fish.endo);
    let endo = CellSet::from_bits(fish.endo);
    match outer.len() {
        0 => {}
        1 => {
            let _ = write!(text, ", apart from the fin {}", outer.to_list());
        }
        _ => {
            let _ = write!(text, ", apart from the fins {}", outer.to_list());
        }
    }
    text.push('.');
    if !endo.is_empty() {
        let (cells, verb) = if endo.len() == 1 {
            ("cell", "lies")
        } else {
            ("cells", "lie")
        };
        let _ = write!(
            text,
            " The {cells} {} {verb} in two base houses: a {digit} there would serve both, so {} counted as fins (endo fins).",
            endo.to_list(),
            if endo.len() == 1 { "it is" } else { "they are" }
        );
    }
    text
}

/// The sentence of a fish step.
fn explanation(fish: &Fish, eliminations: u128) -> String {
    let digit = fish.digit;
    let count = count_in_words(fish.size());
    let mut text = premise(fish);
    let losers = CellSet::from_bits(eliminations);
    let cannibals = CellSet::from_bits(eliminations & fish.cannibal & fish.base_cells);
    let outside = losers - cannibals;
    let mut reasons = Vec::new();
    if !outside.is_empty() {
        reasons.push(format!("{} cannot hold {digit}", outside.to_list()));
    }
    if !cannibals.is_empty() {
        reasons.push(format!(
            "{} cannot either: it lies in two cover houses, and a {digit} there would fill both, leaving too few for the base houses",
            cannibals.to_list()
        ));
    }
    let conclusion = reasons.join("; ");
    if fish.fins == 0 {
        let _ = write!(
            text,
            " Each of the {count} base houses must hold a {digit} of its own and each of the {count} cover houses holds only one, so the cover houses take their {digit}s within the base houses: {conclusion}."
        );
    } else {
        let (no_fin, a_fin) = if fish.fins.count_ones() == 1 {
            ("the fin does not hold", "it does")
        } else {
            ("no fin holds", "one does")
        };
        let _ = write!(
            text,
            " If {no_fin} {digit}, the fish stands and the cover houses take their {digit}s within the base houses; if {a_fin}, every cell that sees all the fins loses {digit}. Either way {conclusion}."
        );
    }
    text
}

/// Houses in words, grouped by kind: `rows 1 and 5 and box 9`.
pub(super) fn houses_in_words(list: impl Iterator<Item = House>) -> String {
    let list: Vec<House> = list.collect();
    let mut parts = Vec::new();
    for kind in [HouseKind::Row, HouseKind::Column, HouseKind::Box] {
        let numbers: Vec<String> = list
            .iter()
            .filter(|h| h.kind() == kind)
            .map(|h| h.number().to_string())
            .collect();
        let plural = if kind == HouseKind::Box { "boxes" } else { "s" };
        let word = kind.word();
        parts.push(match numbers.as_slice() {
            [] => continue,
            [one] => format!("{word} {one}"),
            [init @ .., last] if kind == HouseKind::Box => format!("{plural} {} and {last}", init.join(", ")),
            [init @ .., last] => format!("{word}{plural} {} and {last}", init.join(", ")),
        });
    }
    match parts.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// Houses in notation: `r1,r5,b9`.
pub(super) fn houses_in_notation(list: impl Iterator<Item = House>) -> String {
    list.map(|h| h.to_string()).collect::<Vec<_>>().join(",")
}
