//! `sudoku count`: how many solutions each puzzle has, up to a limit.

use crate::Tally;
use crate::input;
use crate::json;
use crate::output::Out;

#[derive(clap::Args)]
pub struct Args {
    /// A puzzle written out, a puzzle file, or `-` for standard input [default: standard
    /// input]
    input: Option<String>,
    /// Stop counting at this many solutions; a count equal to the limit means "at least"
    #[arg(long, default_value_t = 1000)]
    limit: usize,
    /// Print one JSON object per puzzle: puzzle, count, and whether the count stopped at
    /// the limit; a puzzle that fails gives an object with its line, input and error
    #[arg(long)]
    json: bool,
}

pub fn run(args: Args) -> Result<Tally, String> {
    let input = input::read(args.input.as_deref(), None).map_err(|e| e.to_string())?;
    let mut out = Out::with_progress(input.entries.len());
    let mut tally = Tally::default();
    for entry in &input.entries {
        // Givens that repeat a digit have no solution: say why, as `solve` does.
        let counted = entry.puzzle.clone().and_then(|puzzle| match puzzle.validate() {
            Err(conflict) => Err(format!("the givens contradict each other: {conflict}")),
            Ok(()) => Ok((puzzle.digits(), puzzle.count_solutions(args.limit))),
        });
        match counted {
            Ok((puzzle, count)) => {
                let at_limit = count == args.limit && args.limit > 0;
                if args.json {
                    out.line(&json::counted(&puzzle, count, args.limit).to_string());
                } else {
                    out.line(&count.to_string());
                }
                if at_limit {
                    out.error(&format!(
                        "{}: stopped at the limit of {} solutions",
                        input.place(entry),
                        args.limit
                    ));
                }
                tally.ok += 1;
            }
            Err(message) => {
                out.failure(&input, entry, &message, args.json);
                tally.failed += 1;
            }
        }
        out.advance(1);
        out.flush_if_due();
    }
    out.finish();
    Ok(tally)
}
