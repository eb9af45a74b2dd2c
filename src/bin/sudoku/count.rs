//! `sudoku count`: how many solutions each puzzle has, up to a limit.

use sudoku_strata::{Entry, Grid};

use crate::Tally;
use crate::batch;
use crate::input::{self, Work};
use crate::json;
use crate::output::{Out, jobs};

#[derive(clap::Args)]
pub struct Args {
    /// A puzzle written out, a puzzle file, or `-` for standard input [default: standard
    /// input]
    input: Option<String>,
    /// Stop counting at this many solutions (at least 1); a count equal to the limit
    /// means "at least"
    #[arg(long, default_value_t = 1000, value_parser = count_limit)]
    limit: usize,
    /// Print one JSON object per puzzle: puzzle, count, and whether the count stopped at
    /// the limit; a puzzle that fails gives an object with its line, input and error
    #[arg(long)]
    json: bool,
    /// Count on this many threads (at most the machine's cores); output stays in input order
    #[arg(long, short = 'j', default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..))]
    jobs: u16,
}

/// The message of a count limit of 0, the same in the command line, the server and Python.
pub const LIMIT_AT_LEAST_ONE: &str =
    "the limit of a count is at least 1: a count stops when it reaches its limit";

/// Reads `--limit`: a number of solutions, at least 1.
fn count_limit(text: &str) -> Result<usize, String> {
    match text.parse::<usize>().map_err(|e| e.to_string())? {
        0 => Err(LIMIT_AT_LEAST_ONE.to_string()),
        limit => Ok(limit),
    }
}

pub fn run(args: Args, limits: input::Limits) -> Result<Tally, String> {
    let mut input = input::read(args.input.as_deref(), None, limits).map_err(|e| e.to_string())?;
    let mut out = Out::for_input(&input);
    let work = |entry: &Entry| {
        let puzzle = entry.puzzle.as_ref().map_err(ToString::to_string)?;
        // Givens that repeat a digit have no solution: say why, as `solve` does.
        match puzzle.validate() {
            Err(conflict) => Err(format!("the givens contradict each other: {conflict}")),
            Ok(()) => Ok((puzzle.digits(), puzzle.count_solutions(args.limit))),
        }
    };
    let write = |out: &mut Out, name: &str, entry: &Entry, (puzzle, count): (Grid, usize)| {
        if args.json {
            out.line(&json::counted(&puzzle, count, args.limit).to_string());
        } else {
            out.line(&count.to_string());
        }
        if count == args.limit {
            out.error(&format!(
                "{}: stopped at the limit of {} solutions",
                input::place(name, entry),
                args.limit
            ));
        }
    };
    let tally = batch::answer_each(jobs(args.jobs), &mut input, &mut out, args.json, work, write);
    input.finish().map_err(|e| e.to_string())?;
    Ok(tally)
}
