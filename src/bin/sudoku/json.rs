//! The JSON forms of the commands' answers, built in one place so that `--json` and the
//! API of `sudoku serve` give the same objects.

use serde_json::{Value, json};
use sudoku_strata::{Generated, Grid, Puzzle, Rating, Solution, Step};

use crate::output::one_decimal;

/// A step as the library writes it for `explain --json` (`Step::explain_form`): its
/// technique, effect, notation, sentence, pattern, score and proof.
pub fn step(step: &Step) -> Value {
    serde_json::to_value(step.explain_form())
        .expect("a step's form has string keys only, so it always serializes")
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
/// unless `--no-explainer` Sudoku Explainer's ER/EP/ED, their techniques and whether the
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

/// The options a batch of ratings was made with, for `rate --header`.
pub struct RateOptions {
    /// The output format's name.
    pub format: &'static str,
    /// Sudoku Explainer's budget in implications, `None` without its numbers.
    pub budget: Option<u64>,
}

impl RateOptions {
    /// The header as a comment line, which the reader skips.
    pub fn comment(&self) -> String {
        let explainer = match self.budget {
            Some(budget) => format!("--budget {budget}"),
            None => "--no-explainer".to_string(),
        };
        format!(
            "# sudoku-strata {}: sudoku rate --format {} {explainer}",
            env!("CARGO_PKG_VERSION"),
            self.format
        )
    }
}

/// `rate --header --format json`: the program, its version and the options.
pub fn header(options: &RateOptions) -> Value {
    json!({"header": {
        "program": "sudoku-strata",
        "version": env!("CARGO_PKG_VERSION"),
        "command": "rate",
        "format": options.format,
        "explainer": options.budget.is_some(),
        "budget": options.budget,
    }})
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
