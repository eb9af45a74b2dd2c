//! The JSON API: one handler per route. Each reads its body, parses the puzzle, and
//! runs the work under the server's [`Limits`]; the answer is the JSON of the matching
//! command's `--json` (built by `crate::json`), with the pictures the pages show.

use axum::extract::State;
use axum::response::Response;
use serde::Deserialize;
use serde_json::Value;
use sudoku_strata::{Cell, Difficulty, Engine, ExplainerNext, Generator, Grid, LayerGrid, Step, Symmetry};

use super::Limits;
use super::error::{ApiError, JsonBody, json_response};
use sudoku_strata::Puzzle;

use crate::input::Work;
use crate::{json, picture};

/// The body of the routes that take one puzzle.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PuzzleBody {
    /// The puzzle in any text form the command line reads.
    puzzle: String,
}

/// The body of `/api/explain`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExplainBody {
    puzzle: String,
    /// Whose path: `"ours"` (when absent) or Sudoku Explainer's, `"se"`.
    engine: Option<String>,
}

/// The body of `/api/next-step`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NextStepBody {
    puzzle: String,
    /// The position to go on from, as a pencil-mark grid; the puzzle's own candidates
    /// when absent.
    candidates: Option<String>,
    /// Whose step: `"ours"` (when absent) or Sudoku Explainer's, `"se"`.
    engine: Option<String>,
}

/// Whether `engine` names Sudoku Explainer's path (`"se"`) rather than ours (`"ours"`,
/// or nothing).
fn is_explainer(engine: Option<&str>) -> Result<bool, ApiError> {
    match engine {
        None | Some("ours") => Ok(false),
        Some("se") => Ok(true),
        Some(other) => Err(ApiError::bad(format!(
            "engine: \"{other}\" is neither \"ours\" nor \"se\""
        ))),
    }
}

/// The body of `/api/count`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CountBody {
    puzzle: String,
    /// Stop counting here (at most [`MAX_COUNT`]).
    limit: Option<usize>,
}

/// The body of `/api/generate`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GenerateBody {
    /// A level name (`easy`, `hard`, ...), or any level when absent.
    difficulty: Option<String>,
    /// The seed; from the clock when absent.
    seed: Option<u64>,
    /// A symmetry name (`rot180`, ...); none when absent.
    symmetry: Option<String>,
}

/// The most solutions `/api/count` counts, so that one request stays cheap.
pub const MAX_COUNT: usize = 10_000;

/// The implications Sudoku Explainer's rating may follow for one request: a small part
/// of the command line's budget, so that a pathological grid is cut short (and said to
/// be, by `er_complete`) instead of holding a worker for minutes.
pub const EXPLAINER_BUDGET: u64 = 20_000_000;

fn parse(text: &str) -> Result<Puzzle, ApiError> {
    text.parse::<Puzzle>().map_err(|e| ApiError::bad(e.to_string()))
}

fn ok(value: &Value) -> Response {
    json_response(axum::http::StatusCode::OK, value)
}

/// Runs `job` within the server's limits and answers with the JSON it makes: how every
/// handler that does a puzzle's work answers.
async fn answer(
    limits: &Limits,
    job: impl FnOnce() -> Result<Value, ApiError> + Send + 'static,
) -> Result<Response, ApiError> {
    Ok(ok(&limits.run(job).await?))
}

/// `POST /api/explain`: `explain --json` (Sudoku Explainer's part of the rating within
/// [`EXPLAINER_BUDGET`]), each step with `svg` (its picture),
/// `state` (the pencil-mark grid it was found in) and, for a chain or forcing step,
/// `proof_text` and `blocks` (each branch and lemma of its proof drawn alone); the
/// legend of the pictures (`legend`), and the pictures of the start and the end
/// (`start_svg`, `end_svg`). With `"engine": "se"`, Sudoku Explainer's path instead, as
/// `explain --engine se --json` writes it (within [`EXPLAINER_BUDGET`]), with the same
/// pictures.
pub async fn explain(
    State(limits): State<Limits>,
    JsonBody(body): JsonBody<ExplainBody>,
) -> Result<Response, ApiError> {
    let puzzle = parse(&body.puzzle)?;
    let explainer = is_explainer(body.engine.as_deref())?;
    answer(&limits, move || {
        if explainer {
            return explainer_path(&puzzle);
        }
        let engine = Engine::default();
        let solution = puzzle.solve(&engine).map_err(|e| ApiError::bad(puzzle.why(&e)))?;
        // As `explain --json` rates it, Sudoku Explainer's part within the server's budget.
        let rating = crate::rate::rating(&puzzle, &engine, Some(EXPLAINER_BUDGET)).ok();
        let steps = solution
            .steps()
            .iter()
            .zip(solution.states())
            .map(|(step, state)| json::page::step(step, drawn(step, state)))
            .collect();
        let end = LayerGrid::from_grid(solution.grid());
        Ok(json::page::explained(
            &solution,
            rating.as_ref(),
            steps,
            pictures(solution.start(), &end),
        ))
    })
    .await
}

/// Sudoku Explainer's path for the solver page, each step drawn as ours are.
fn explainer_path(puzzle: &Puzzle) -> Result<Value, ApiError> {
    let grid = puzzle
        .plain_for("Sudoku Explainer's path")
        .map_err(ApiError::bad)?;
    let path = grid
        .explainer_path_within(EXPLAINER_BUDGET)
        .map_err(|e| ApiError::bad(puzzle.why(&e)))?;
    let drawn = path
        .states()
        .zip(path.steps())
        .map(|(state, se)| drawn(se.step(), state))
        .collect();
    let start = LayerGrid::from_grid(&grid);
    let end = path.states().last().unwrap_or_else(|| start.clone());
    Ok(json::page::explainer_path(&path, drawn, pictures(&start, &end)))
}

/// What the pages draw of `step`, found in `state`.
fn drawn(step: &Step, state: LayerGrid) -> json::page::Drawn {
    json::page::Drawn {
        svg: picture::board(&state, Some(step)),
        blocks: picture::blocks(&state, step),
        state,
    }
}

/// The legend and the pictures of `start` and `end`.
fn pictures(start: &LayerGrid, end: &LayerGrid) -> json::page::Pictures {
    json::page::Pictures {
        legend: picture::legend(),
        start: picture::board(start, None),
        end: picture::board(end, None),
    }
}

/// Where a hint starts: the candidates given, checked against the puzzle and its
/// solution, so that a hint never comes from a position with a mistake in it.
fn hint_state(puzzle: &Puzzle, candidates: Option<&str>) -> Result<LayerGrid, ApiError> {
    let solution = puzzle
        .unique_solution()
        .map_err(|e| ApiError::bad(puzzle.why(&e)))?;
    let mut state = match candidates {
        None => puzzle.state(),
        Some(text) => match text
            .parse::<Puzzle>()
            .map_err(|e| ApiError::bad(format!("candidates: {e}")))?
        {
            Puzzle::Marks(state) => *state,
            Puzzle::Digits(grid) => LayerGrid::from_grid(&grid),
        },
    };
    let digits = puzzle.digits();
    for cell in Cell::ALL {
        let answer = solution
            .get(cell)
            .ok_or_else(|| ApiError::internal("a solution has every cell"))?;
        if let Some(given) = digits.get(cell)
            && state.value(cell) != Some(given)
        {
            return Err(ApiError::bad(format!(
                "candidates: {cell} is {given} in the puzzle, and not in the candidates"
            )));
        }
        match state.value(cell) {
            Some(value) if value != answer => {
                return Err(ApiError::bad(format!(
                    "{cell} is not {value}: the position has a mistake"
                )));
            }
            None if !state.has_candidate(cell, answer) => {
                return Err(ApiError::bad(format!(
                    "the candidate {answer} of {cell} was struck out, and the solution needs it"
                )));
            }
            _ => {}
        }
    }
    // The puzzle has one solution, so the uniqueness strategies may run.
    state.assume_unique_solution();
    Ok(state)
}

/// `POST /api/next-step`: the step `explain` would take next from the candidates
/// (`step`, as in `explain --json`, or `null` when solved), with its picture (`svg`),
/// its proof's blocks drawn alone (`blocks`) and the candidates it was found in. With
/// `"engine": "se"`, Sudoku Explainer's step there instead, as a step of
/// `explain --engine se --json` (within [`EXPLAINER_BUDGET`]).
pub async fn next_step(
    State(limits): State<Limits>,
    JsonBody(body): JsonBody<NextStepBody>,
) -> Result<Response, ApiError> {
    let puzzle = parse(&body.puzzle)?;
    let explainer = is_explainer(body.engine.as_deref())?;
    answer(&limits, move || {
        let state = hint_state(&puzzle, body.candidates.as_deref())?;
        if explainer {
            return explainer_next_step(&puzzle, &state);
        }
        let step = Engine::default().next_step(&state);
        let svg = picture::board(&state, step.as_ref());
        let blocks = step.as_ref().map(|s| picture::blocks(&state, s));
        Ok(json::page::next_step(
            &puzzle.digits(),
            &state,
            step.as_ref(),
            svg,
            blocks.unwrap_or_default(),
        ))
    })
    .await
}

/// Sudoku Explainer's next step from `state` for the solver page, drawn as ours is.
fn explainer_next_step(puzzle: &Puzzle, state: &LayerGrid) -> Result<Value, ApiError> {
    let next = state
        .explainer_next_step_within(EXPLAINER_BUDGET)
        .map_err(|e| ApiError::bad(puzzle.why(&e)))?;
    let se = match next {
        ExplainerNext::Step(se) => se,
        ExplainerNext::Solved => {
            let svg = picture::board(state, None);
            return Ok(json::page::next_step(
                &puzzle.digits(),
                state,
                None,
                svg,
                Vec::new(),
            ));
        }
        ExplainerNext::BudgetSpent => {
            return Err(ApiError::bad(format!(
                "Sudoku Explainer's chain searches spent their budget of {EXPLAINER_BUDGET} implications before its step here was known"
            )));
        }
        _ => {
            return Err(ApiError::bad(
                "Sudoku Explainer's techniques find no step in this position",
            ));
        }
    };
    let drawn = drawn(se.step(), state.clone());
    Ok(json::page::explainer_next_step(
        &puzzle.digits(),
        state,
        &se,
        drawn.svg,
        drawn.blocks,
    ))
}

/// `POST /api/rate`: `rate --json`, Sudoku Explainer's part within
/// [`EXPLAINER_BUDGET`] (`er_complete` false when that was not enough); without it for
/// a pencil-mark grid that strikes candidates.
pub async fn rate(
    State(limits): State<Limits>,
    JsonBody(body): JsonBody<PuzzleBody>,
) -> Result<Response, ApiError> {
    let puzzle = parse(&body.puzzle)?;
    answer(&limits, move || {
        let rating = crate::rate::rating(&puzzle, &Engine::default(), Some(EXPLAINER_BUDGET))
            .map_err(ApiError::bad)?;
        Ok(json::rated(&puzzle.digits(), &rating))
    })
    .await
}

/// `POST /api/count`: `count --json`, with `limit` (default 1000, at least 1, at most
/// [`MAX_COUNT`]).
pub async fn count(
    State(limits): State<Limits>,
    JsonBody(body): JsonBody<CountBody>,
) -> Result<Response, ApiError> {
    let puzzle = parse(&body.puzzle)?;
    let limit = body.limit.unwrap_or(1000);
    if limit == 0 {
        return Err(ApiError::bad(format!(
            "limit: {}",
            crate::count::LIMIT_AT_LEAST_ONE
        )));
    }
    if limit > MAX_COUNT {
        return Err(ApiError::bad(format!("limit: at most {MAX_COUNT}")));
    }
    answer(&limits, move || {
        puzzle
            .validate()
            .map_err(|conflict| ApiError::bad(format!("the givens contradict each other: {conflict}")))?;
        Ok(json::counted(
            &puzzle.digits(),
            puzzle.count_solutions(limit),
            limit,
        ))
    })
    .await
}

/// `POST /api/validate`: whether the puzzle is proper: no repeated digit (`conflict`
/// says where), how many solutions up to two, and the solution when there is one.
pub async fn validate(
    State(limits): State<Limits>,
    JsonBody(body): JsonBody<PuzzleBody>,
) -> Result<Response, ApiError> {
    let puzzle = parse(&body.puzzle)?;
    answer(&limits, move || {
        let digits = puzzle.digits();
        let conflict = puzzle.validate().err();
        let solutions = if conflict.is_some() {
            0
        } else {
            puzzle.count_solutions(2)
        };
        let solution: Option<Grid> = (solutions == 1).then(|| puzzle.unique_solution().ok()).flatten();
        let conflict = conflict.map(|c| c.to_string());
        Ok(json::page::validated(&digits, conflict, solutions, solution))
    })
    .await
}

/// `POST /api/generate`: `generate --json` for one puzzle (the first of the seed), with
/// its solution.
pub async fn generate(
    State(limits): State<Limits>,
    JsonBody(body): JsonBody<GenerateBody>,
) -> Result<Response, ApiError> {
    let level = body
        .difficulty
        .as_deref()
        .map(str::parse::<Difficulty>)
        .transpose()
        .map_err(|e| ApiError::bad(format!("difficulty: {e}")))?;
    let symmetry = body
        .symmetry
        .as_deref()
        .map(str::parse::<Symmetry>)
        .transpose()
        .map_err(|e| ApiError::bad(format!("symmetry: {e}")))?;
    let seed = body.seed.unwrap_or_else(crate::generate::clock_seed);
    answer(&limits, move || {
        let mut generator = Generator::new(seed);
        if let Some(level) = level {
            generator = generator.difficulty(level);
        }
        if let Some(symmetry) = symmetry {
            generator = generator.symmetry(symmetry);
        }
        let made = generator.puzzle(0).map_err(|e| ApiError::bad(e.to_string()))?;
        Ok(json::generated(&made, seed, 0, true))
    })
    .await
}
