//! `sudoku canon`: the canonical ("minlex") form of each puzzle, so that `sort -u`
//! deduplicates a collection of equivalent puzzles.

use crate::Tally;
use crate::input;
use crate::output::Out;

#[derive(clap::Args)]
pub struct Args {
    /// A puzzle written out, a puzzle file, or `-` for standard input [default: standard input]
    input: Option<String>,
}

pub fn run(args: Args) -> Result<Tally, String> {
    let input = input::read(args.input.as_deref(), None).map_err(|e| e.to_string())?;
    let mut out = Out::with_progress(input.entries.len());
    let mut tally = Tally::default();
    for entry in &input.entries {
        match &entry.puzzle {
            Ok(grid) => {
                out.line(&grid.canonical().to_string());
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
