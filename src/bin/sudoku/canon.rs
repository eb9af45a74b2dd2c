//! `sudoku canon`: the canonical ("minlex") form of each puzzle, so that `sort -u`
//! deduplicates a collection of equivalent puzzles.

use sudoku_strata::{Entry, Grid};

use crate::Tally;
use crate::batch;
use crate::input::{self, Work};
use crate::json;
use crate::output::{Out, jobs};

#[derive(clap::Args)]
pub struct Args {
    /// A puzzle written out, a puzzle file, or `-` for standard input [default: standard input]
    input: Option<String>,
    /// Print one JSON object per puzzle: puzzle and canonical; a puzzle that fails gives
    /// an object with its line, input and error
    #[arg(long)]
    json: bool,
    /// Work on this many threads (at most the machine's cores); output stays in input order
    #[arg(long, short = 'j', default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..))]
    jobs: u16,
}

pub fn run(args: Args, limits: input::Limits) -> Result<Tally, String> {
    let mut input = input::read(args.input.as_deref(), None, limits).map_err(|e| e.to_string())?;
    let mut out = Out::for_input(&input);
    let work = |entry: &Entry| {
        let puzzle = entry.puzzle.as_ref().map_err(ToString::to_string)?;
        let grid = puzzle.plain_for("a canonical form")?;
        Ok((grid, grid.canonical()))
    };
    let write = |out: &mut Out, _: &str, _: &Entry, (grid, canonical): (Grid, Grid)| {
        if args.json {
            out.line(&json::canonical(&grid, &canonical).to_string());
        } else {
            out.line(&canonical.to_string());
        }
    };
    let tally = batch::answer_each(jobs(args.jobs), &mut input, &mut out, args.json, work, write);
    input.finish().map_err(|e| e.to_string())?;
    Ok(tally)
}
