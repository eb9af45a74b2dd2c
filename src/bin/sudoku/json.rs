//! The JSON forms of the commands' answers, built in one place so that `--json` and the
//! API of `sudoku serve` give the same objects.

use serde_json::{Value, json};
use sudoku_strata::{
    Candidate, CellSet, ChainNode, Generated, Grid, Link, LinkKind, Pattern, Rating, Solution, Step,
};

use crate::input::Puzzle;
use crate::output::one_decimal;

/// Candidates as a list of `{"row", "col", "digit"}`, from 1.
fn candidates_json(list: &[Candidate]) -> Value {
    Value::Array(
        list.iter()
            .map(|c| {
                json!({
                    "row": c.cell.row_index() + 1,
                    "col": c.cell.col_index() + 1,
                    "digit": c.digit.get(),
                })
            })
            .collect(),
    )
}

/// Cells as a list of `{"row", "col"}`, from 1.
fn cells_json(cells: CellSet) -> Value {
    Value::Array(
        cells
            .iter()
            .map(|cell| json!({"row": cell.row_index() + 1, "col": cell.col_index() + 1}))
            .collect(),
    )
}

fn node_json(node: &ChainNode) -> Value {
    json!({"digit": node.digit.get(), "cells": cells_json(node.cells)})
}

fn link_json(link: &Link) -> Value {
    let kind = match link.kind {
        LinkKind::Strong => "strong",
        LinkKind::Weak => "weak",
    };
    json!({"from": node_json(&link.from), "to": node_json(&link.to), "kind": kind})
}

fn pattern_json(pattern: &Pattern) -> Value {
    json!({
        "cells": cells_json(pattern.cells),
        "candidates": candidates_json(&pattern.candidates),
        "fins": candidates_json(&pattern.fins),
        "houses": pattern.houses.iter().map(ToString::to_string).collect::<Vec<_>>(),
        "links": pattern.links.iter().map(link_json).collect::<Vec<_>>(),
    })
}

/// A step: its technique, effect, notation, sentence, pattern, score and proof.
pub fn step(step: &Step) -> Value {
    json!({
        "technique": step.technique().name(),
        "placements": candidates_json(step.placements()),
        "eliminations": candidates_json(step.eliminations()),
        "text": step.to_string(),
        "sentence": step.explanation(),
        "pattern": pattern_json(step.pattern()),
        "score": one_decimal(step.score()),
        // The library's own JSON form of a proof; `null` for a step without one.
        "proof": serde_json::to_value(step.proof()).expect("a proof has string keys only, so it always serializes"),
    })
}

/// Our engine's rating of an explained puzzle: level, score and hardest technique.
pub fn rating(rating: &Rating) -> Value {
    json!({
        "level": rating.difficulty().name(),
        "score": one_decimal(rating.score()),
        "hardest": rating.hardest().name(),
    })
}

/// `explain --json` of a solved puzzle: the puzzle, its solution, whether backtracking
/// was needed, the rating (`null` when there is none) and every step; for a pencil-mark
/// grid also its candidates as read.
pub fn explained(puzzle: &Puzzle, solution: &Solution, rated: Option<&Rating>) -> Value {
    let mut object = json!({
        "puzzle": solution.puzzle().to_string(),
        "solution": solution.grid().to_string(),
        "backtracking": solution.used_backtracking(),
        "rating": rated.map_or(Value::Null, rating),
        "steps": solution.steps().iter().map(step).collect::<Vec<_>>(),
    });
    // Where a pencil-mark grid started the steps, its candidates as read.
    if let Puzzle::Marks(state) = puzzle {
        object["candidates"] = json!(state.to_string());
    }
    object
}

/// `rate --json` of one puzzle: level, score, hardest technique and number of steps, and
/// with `--explainer` Sudoku Explainer's ER/EP/ED, their techniques and whether the
/// rating walked the whole path within its budget.
pub fn rated(puzzle: &Grid, rating: &Rating) -> Value {
    let mut json = json!({
        "puzzle": puzzle.to_string(),
        "level": rating.difficulty().name(),
        "score": one_decimal(rating.score()),
        "hardest": rating.hardest().name(),
        "steps": rating.steps(),
    });
    if let Some(se) = rating.explainer() {
        json["er"] = se.er().into();
        json["ep"] = se.ep().into();
        json["ed"] = se.ed().into();
        json["er_technique"] = se.er_technique().into();
        json["ep_technique"] = se.ep_technique().into();
        json["ed_technique"] = se.ed_technique().into();
        json["er_complete"] = se.is_complete().into();
    }
    json
}

/// `count --json` of one puzzle: how many solutions were counted, and whether the count
/// stopped at the limit.
pub fn counted(puzzle: &Grid, count: usize, limit: usize) -> Value {
    json!({"puzzle": puzzle.to_string(), "count": count, "at_limit": count == limit && limit > 0})
}

/// `generate --json` of one puzzle: the puzzle, its number in the seed's sequence, the
/// seed, and its rating.
pub fn generated(made: &Generated, seed: u64, index: u64) -> Value {
    let rating = made.rating();
    json!({
        "puzzle": made.puzzle().to_string(),
        "seed": seed,
        "index": index,
        "givens": made.puzzle().given_count(),
        "level": rating.difficulty().name(),
        "score": one_decimal(rating.score()),
        "hardest": rating.hardest().name(),
    })
}
