//! The JSON the commands and the server write, in one place. A solution, a rating, a
//! step and a puzzle that failed are the library's forms (`Solution::form`,
//! `Rating::form`, `Step::explain_form`, `Entry::error_form`), serialized here; the
//! answers only a front end gives (a count, a canonical form, a generated puzzle, the
//! server's pictures) are built here around them. No other file writes JSON.

use serde::Serialize;
use serde_json::{Value, json};
use sudoku_strata::{
    Entry, ExplainerPath, ExplainerStep, Generated, Grid, LayerGrid, Rating, Solution, Step,
};

/// A library form as a JSON value. The forms have string keys and plain values only,
/// so they always serialize.
pub fn value(form: impl Serialize) -> Value {
    serde_json::to_value(form).expect("the library's forms have string keys only, so they always serialize")
}

/// A step as `explain --json` writes it (`Step::explain_form`).
pub fn step(step: &Step) -> Value {
    value(step.explain_form())
}

/// `explain --json` of a solved puzzle (`Solution::form`), with our rating when it was
/// made.
pub fn explained(solution: &Solution, rated: Option<&Rating>) -> Value {
    value(solution.form(rated))
}

/// `rate --json` of one puzzle (`Rating::form` with the puzzle).
pub fn rated(puzzle: &Grid, rating: &Rating) -> Value {
    value(rating.form().with_puzzle(puzzle))
}

/// A puzzle that failed, the same in every command (`Entry::error_form`): where it was
/// read, what was read and why it failed; with the steps taken when logic stopped.
pub fn failed(source: &str, entry: &Entry, message: &str, stuck: Option<&[Step]>) -> Value {
    let form = entry.error_form(source, message);
    match stuck {
        Some(steps) => value(form.with_steps(steps)),
        None => value(form),
    }
}

/// `solve --json` of one puzzle: the puzzle and its solution, and with `--logic`
/// whether the search was needed.
pub fn solved(puzzle: &Grid, solution: &Grid, backtracking: Option<bool>) -> Value {
    let mut object = json!({"puzzle": puzzle.to_string(), "solution": solution.to_string()});
    if let Some(backtracking) = backtracking {
        object["backtracking"] = backtracking.into();
    }
    object
}

/// `steps --json` of one puzzle: every step found in its position, as `explain --json`
/// writes a step.
pub fn all_steps(puzzle: &Grid, steps: &[Step]) -> Value {
    json!({"puzzle": puzzle.to_string(), "steps": steps.iter().map(step).collect::<Vec<_>>()})
}

/// `canon --json` of one puzzle.
pub fn canonical(puzzle: &Grid, canonical: &Grid) -> Value {
    json!({"puzzle": puzzle.to_string(), "canonical": canonical.to_string()})
}

/// `count --json` of one puzzle: how many solutions were counted, and whether the count
/// stopped at the limit (at least 1).
pub fn counted(puzzle: &Grid, count: usize, limit: usize) -> Value {
    json!({"puzzle": puzzle.to_string(), "count": count, "at_limit": count == limit})
}

/// `generate --json` of one puzzle: the puzzle, its number in the seed's sequence, the
/// seed, and its rating; the server adds its solution.
pub fn generated(made: &Generated, seed: u64, index: u64, with_solution: bool) -> Value {
    let rating = value(made.rating().form());
    let mut object = json!({
        "puzzle": made.puzzle().to_string(),
        "seed": seed,
        "index": index,
        "givens": made.puzzle().given_count(),
        "level": rating["level"],
        "path_score": rating["path_score"],
        "hardest": rating["hardest"],
    });
    if with_solution {
        object["solution"] = made.solution().to_string().into();
    }
    object
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

/// What the server's pages draw beside the JSON of a command.
#[cfg_attr(not(feature = "web"), allow(dead_code))]
pub mod page {
    use super::*;

    /// A step for the pages: `explain --json`'s, with the proof's tree as `explain
    /// --sentences` prints it (`proof_text`) and, for a step with sets, the legend of
    /// its picture that names them (`legend`, an SVG strip, shown instead of the
    /// explanation's `legend`).
    fn with_proof_text(step: &Step) -> Value {
        let mut object = super::step(step);
        add_proof_text(&mut object, step);
        object
    }

    /// `with_proof_text`'s fields, added to the written form of `step`.
    fn add_proof_text(object: &mut Value, step: &Step) {
        if let Some(proof) = step.proof() {
            object["proof_text"] = proof.to_string().into();
        }
        if let Some(legend) = crate::picture::set_legend(step) {
            object["legend"] = legend.into();
        }
    }

    /// What the pages draw of a step, beside its written form.
    pub struct Drawn {
        /// The candidates it was found in.
        pub state: LayerGrid,
        /// Its picture.
        pub svg: String,
        /// For a step with a proof, each of its blocks drawn alone.
        pub blocks: Vec<(String, String)>,
    }

    /// `drawn`'s fields added to a step's written form (see `step`).
    fn add_drawn(object: &mut Value, drawn: Drawn) {
        object["svg"] = drawn.svg.into();
        object["blocks"] = blocks_value(drawn.blocks);
        object["state"] = drawn.state.to_string().into();
    }

    /// A step of an explanation for the pages: with its picture (`svg`), the
    /// candidates it was found in (`state`) and, for a step with a proof, each of its
    /// blocks drawn alone (`blocks`: `{"name": "Branch 1", "svg": ...}`, branches then
    /// lemmas).
    pub fn step(step: &Step, drawn: Drawn) -> Value {
        let mut object = with_proof_text(step);
        add_drawn(&mut object, drawn);
        object
    }

    /// `/api/explain` with `"engine": "se"`: `explain --engine se --json`, each step
    /// with what the pages draw of it (`drawn`, in the order of the steps), and the
    /// legend and the pictures of the start and the end.
    pub fn explainer_path(path: &ExplainerPath, drawn: Vec<Drawn>, pictures: Pictures) -> Value {
        let mut object = super::value(path.form());
        if let Some(steps) = object["steps"].as_array_mut() {
            for ((object, drawn), se) in steps.iter_mut().zip(drawn).zip(path.steps()) {
                add_proof_text(object, se.step());
                add_drawn(object, drawn);
            }
        }
        add_pictures(&mut object, pictures);
        object
    }

    /// A step of Sudoku Explainer's path as `explain --engine se --json` writes it, with
    /// `proof_text` (and `legend`) as the pages show it.
    pub fn explainer_step(se: &ExplainerStep) -> Value {
        let mut object = super::value(se.form());
        add_proof_text(&mut object, se.step());
        object
    }

    /// `/api/explain`: `explain --json` with each step for the pages, the legend of the
    /// pictures and the pictures of the start and the end.
    pub fn explained(
        solution: &Solution,
        rated: Option<&Rating>,
        steps: Vec<Value>,
        pictures: Pictures,
    ) -> Value {
        let mut object = super::explained(solution, rated);
        object["steps"] = steps.into();
        add_pictures(&mut object, pictures);
        object
    }

    /// The legend (`legend`) and the pictures of the start and the end (`start_svg`,
    /// `end_svg`).
    fn add_pictures(object: &mut Value, pictures: Pictures) {
        object["legend"] = pictures.legend.into();
        object["start_svg"] = pictures.start.into();
        object["end_svg"] = pictures.end.into();
    }

    /// The legend and the pictures of the start and the end of an explanation.
    pub struct Pictures {
        pub legend: String,
        pub start: String,
        pub end: String,
    }

    /// The pictures of a step's blocks, each `{"name": ..., "svg": ...}`.
    fn blocks_value(blocks: Vec<(String, String)>) -> Value {
        blocks
            .into_iter()
            .map(|(name, svg)| json!({"name": name, "svg": svg}))
            .collect()
    }

    /// `/api/next-step`: the step `explain` would take next (or `null` when solved),
    /// with the candidates it was found in, its picture and its blocks' pictures.
    pub fn next_step(
        puzzle: &Grid,
        state: &LayerGrid,
        step: Option<&Step>,
        svg: String,
        blocks: Vec<(String, String)>,
    ) -> Value {
        next(
            puzzle,
            state,
            step.map_or(Value::Null, with_proof_text),
            svg,
            blocks,
        )
    }

    /// `/api/next-step` with `"engine": "se"`: Sudoku Explainer's next step, written as
    /// a step of its path, with what `next_step` gives beside it.
    pub fn explainer_next_step(
        puzzle: &Grid,
        state: &LayerGrid,
        se: &ExplainerStep,
        svg: String,
        blocks: Vec<(String, String)>,
    ) -> Value {
        next(puzzle, state, explainer_step(se), svg, blocks)
    }

    fn next(
        puzzle: &Grid,
        state: &LayerGrid,
        step: Value,
        svg: String,
        blocks: Vec<(String, String)>,
    ) -> Value {
        json!({
            "puzzle": puzzle.to_string(),
            "candidates": state.to_string(),
            "solved": state.is_solved(),
            "step": step,
            "svg": svg,
            "blocks": blocks_value(blocks),
        })
    }

    /// `/api/validate`: whether the puzzle is proper, the first repeated digit, how many
    /// solutions up to two, and the solution when there is one.
    pub fn validated(
        puzzle: &Grid,
        conflict: Option<String>,
        solutions: usize,
        solution: Option<Grid>,
    ) -> Value {
        json!({
            "puzzle": puzzle.to_string(),
            "givens": puzzle.given_count(),
            "conflict": conflict,
            "solutions": solutions,
            "unique": solutions == 1,
            "solution": solution.map(|s| s.to_string()),
        })
    }

    /// The body of an answer that refuses a request.
    pub fn error(message: &str) -> Value {
        json!({"error": message})
    }
}
