//! `sudoku solve`: the answers, by search (or by the engine with `--logic`).

use std::time::Instant;

use sudoku_strata::{Engine, Entry, Grid, Puzzle};

use crate::Tally;
use crate::batch;
use crate::input::{self, Work};
use crate::json;
use crate::output::{Out, jobs};

#[derive(clap::Args)]
pub struct Args {
    /// A puzzle file, `-` for standard input, or a puzzle written out [default: standard input]
    input: Option<String>,
    /// Solve with the human-style engine (logic first, then search) instead of the search alone
    #[arg(long)]
    logic: bool,
    /// Print a summary on standard error: puzzles solved and failed, puzzles per second
    /// (and with --logic, how many needed backtracking)
    #[arg(long)]
    stats: bool,
    /// Print one JSON object per puzzle: puzzle, solution (and with --logic, backtracking);
    /// a puzzle that fails gives an object with its line, input and error
    #[arg(long)]
    json: bool,
    /// Solve on this many threads (at most the machine's cores); output stays in input order
    #[arg(long, short = 'j', default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..))]
    jobs: u16,
}

/// The answer for one entry: the solution and whether backtracking was needed.
type Answer = Result<(Grid, bool), String>;

fn answer(entry: &Entry, engine: Option<&Engine>) -> Answer {
    let puzzle = entry.puzzle.as_ref().map_err(ToString::to_string)?;
    match engine {
        Some(engine) => puzzle
            .solve(engine)
            .map(|s| (*s.grid(), s.used_backtracking()))
            .map_err(|e| puzzle.why(&e)),
        None => puzzle
            .unique_solution()
            .map(|s| (s, false))
            .map_err(|e| puzzle.why(&e)),
    }
}

pub fn run(args: Args, limits: input::Limits) -> Result<Tally, String> {
    let mut input = input::read(args.input.as_deref(), None, limits).map_err(|e| e.to_string())?;
    let engine = args.logic.then(Engine::default);
    let started = Instant::now();
    let mut out = Out::for_input(&input);
    let mut backtracked = 0usize;
    let work = |entry: &Entry| answer(entry, engine.as_ref());
    let write = |out: &mut Out, _: &str, entry: &Entry, (solution, used_backtracking): (Grid, bool)| {
        if args.json {
            let puzzle = entry.puzzle.as_ref().map(Puzzle::digits).unwrap_or_default();
            let backtracking = args.logic.then_some(used_backtracking);
            out.line(&json::solved(&puzzle, &solution, backtracking).to_string());
        } else {
            out.grid_line(&solution);
        }
        backtracked += usize::from(used_backtracking);
    };
    let tally = batch::answer_each(jobs(args.jobs), &mut input, &mut out, args.json, work, write);
    input.finish().map_err(|e| e.to_string())?;
    if args.stats {
        let seconds = started.elapsed().as_secs_f64();
        let total = tally.ok + tally.failed;
        let rate = if seconds > 0.0 {
            total as f64 / seconds
        } else {
            f64::INFINITY
        };
        let mut summary = format!(
            "solved {} of {total}, failed {}, {seconds:.3} s, {rate:.0} puzzles/s",
            tally.ok, tally.failed
        );
        if args.logic {
            summary.push_str(&format!(
                ", {backtracked} needed backtracking ({} solved by logic alone)",
                tally.ok - backtracked
            ));
        }
        eprintln!("{summary}");
    }
    Ok(tally)
}
