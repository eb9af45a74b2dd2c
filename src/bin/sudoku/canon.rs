//! `sudoku canon`: the canonical ("minlex") form of each puzzle, so that `sort -u`
//! deduplicates a collection of equivalent puzzles.

use crate::Tally;
use crate::input::{self, Work};
use crate::json;
use crate::output::Out;

#[derive(clap::Args)]
pub struct Args {
    /// A puzzle written out, a puzzle file, or `-` for standard input [default: standard input]
    input: Option<String>,
    /// Print one JSON object per puzzle: puzzle and canonical; a puzzle that fails gives
    /// an object with its line, input and error
    #[arg(long)]
    json: bool,
}

pub fn run(args: Args, limits: input::Limits) -> Result<Tally, String> {
    let mut input = input::read(args.input.as_deref(), None, limits).map_err(|e| e.to_string())?;
    let mut out = Out::for_input(&input);
    let mut tally = Tally::default();
    while let Some(entry) = input.batch(1).pop() {
        let plain = entry
            .puzzle
            .as_ref()
            .map_err(ToString::to_string)
            .and_then(|puzzle| puzzle.plain_for("a canonical form"));
        match plain {
            Ok(grid) => {
                let canonical = grid.canonical();
                if args.json {
                    out.line(&json::canonical(&grid, &canonical).to_string());
                } else {
                    out.line(&canonical.to_string());
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
