//! `sudoku steps`: every step every technique finds in a puzzle's position, in the
//! engine's order: all the hints that could be given there (`Engine::all_steps`).

use sudoku_strata::{Engine, Entry, Grid, Step};

use crate::Tally;
use crate::batch;
use crate::input::{self, Work};
use crate::json;
use crate::output::{Out, jobs};

#[derive(clap::Args)]
pub struct Args {
    /// A puzzle written out (digits or a pencil-mark grid, whose marks are the
    /// position), a puzzle file, or `-` for standard input [default: standard input]
    input: Option<String>,
    /// Print one JSON object per puzzle: puzzle and steps (each as `explain --json`
    /// writes it); a puzzle that fails gives an object with its line, input and error
    #[arg(long)]
    json: bool,
    /// Work on this many threads (at most the machine's cores); output stays in input order
    #[arg(long, short = 'j', default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..))]
    jobs: u16,
}

pub fn run(args: Args, limits: input::Limits) -> Result<Tally, String> {
    let mut input = input::read(args.input.as_deref(), None, limits).map_err(|e| e.to_string())?;
    let mut out = Out::for_input(&input);
    let engine = Engine::default();
    let work = |entry: &Entry| {
        let puzzle = entry.puzzle.as_ref().map_err(ToString::to_string)?;
        // A position with one solution, so that the uniqueness strategies may run.
        puzzle.unique_solution().map_err(|e| puzzle.why(&e))?;
        let mut state = puzzle.state();
        state.assume_unique_solution();
        Ok((puzzle.digits(), engine.all_steps(&state)))
    };
    let mut first = true;
    let write = |out: &mut Out, _: &str, _: &Entry, (puzzle, steps): (Grid, Vec<Step>)| {
        if args.json {
            out.line(&json::all_steps(&puzzle, &steps).to_string());
            return;
        }
        // A blank line between the puzzles' lists.
        if !first {
            out.line("");
        }
        first = false;
        out.line(&format!("Puzzle: {puzzle}"));
        for (n, step) in steps.iter().enumerate() {
            out.line(&format!("{:>3}. {step}", n + 1));
        }
        out.line(&format!("{} steps", steps.len()));
    };
    let tally = batch::answer_each(jobs(args.jobs), &mut input, &mut out, args.json, work, write);
    input.finish().map_err(|e| e.to_string())?;
    Ok(tally)
}
