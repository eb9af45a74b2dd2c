//! `sudoku count`: how many solutions each puzzle has, up to a limit.

use crate::Tally;
use crate::input;
use crate::output::Out;

#[derive(clap::Args)]
pub struct Args {
    /// A puzzle written out, a puzzle file, or `-` for standard input
    input: String,
    /// Stop counting at this many solutions; a count equal to the limit means "at least"
    #[arg(long, default_value_t = 1000)]
    limit: usize,
}

pub fn run(args: Args) -> Result<Tally, String> {
    let input = input::read(Some(&args.input), None).map_err(|e| e.to_string())?;
    let mut out = Out::with_progress(input.entries.len());
    let mut tally = Tally::default();
    for entry in &input.entries {
        match &entry.puzzle {
            Ok(grid) if grid.validate().is_err() => {
                // Givens that repeat a digit have no solution; say why, as `solve` does.
                let conflict = grid.validate().unwrap_err();
                out.error(&format!(
                    "{}: the givens contradict each other: {conflict}",
                    input.place(entry)
                ));
                tally.failed += 1;
            }
            Ok(grid) => {
                let count = grid.count_solutions(args.limit);
                out.line(&count.to_string());
                if count == args.limit && args.limit > 0 {
                    out.error(&format!(
                        "{}: stopped at the limit of {} solutions",
                        input.place(entry),
                        args.limit
                    ));
                }
                tally.ok += 1;
            }
            Err(message) => {
                out.error(&format!("{}: {message}", input.place(entry)));
                tally.failed += 1;
            }
        }
        out.advance(1);
        out.flush_if_due();
    }
    out.finish();
    Ok(tally)
}
