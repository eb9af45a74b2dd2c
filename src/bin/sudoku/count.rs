//! `sudoku count`: how many solutions each puzzle has, up to a limit.

use crate::Tally;
use crate::input::{self, Work};
use crate::json;
use crate::output::Out;

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
    let mut tally = Tally::default();
    while let Some(entry) = input.batch(1).pop() {
        // Givens that repeat a digit have no solution: say why, as `solve` does.
        let counted = entry
            .puzzle
            .as_ref()
            .map_err(ToString::to_string)
            .and_then(|puzzle| match puzzle.validate() {
                Err(conflict) => Err(format!("the givens contradict each other: {conflict}")),
                Ok(()) => Ok((puzzle.digits(), puzzle.count_solutions(args.limit))),
            });
        match counted {
            Ok((puzzle, count)) => {
                if args.json {
                    out.line(&json::counted(&puzzle, count, args.limit).to_string());
                } else {
                    out.line(&count.to_string());
                }
                if count == args.limit {
                    out.error(&format!(
                        "{}: stopped at the limit of {} solutions",
                        input.place(&entry),
                        args.limit
                    ));
                }
                tally.ok += 1;
            }
            Err(message) => {
                out.failure(&input, &entry, &message, args.json);
                tally.failed += 1;
            }
        }
        out.advance_input(&input, 1);
        out.flush_if_due();
    }
    out.finish();
    input.finish().map_err(|e| e.to_string())?;
    Ok(tally)
}
