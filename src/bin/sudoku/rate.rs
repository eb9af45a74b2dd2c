//! `sudoku rate`: Sudoku Explainer's ER/EP/ED of each puzzle, and our level, path score
//! and hardest technique.

use sudoku_strata::{Difficulty, EXPLAINER_BUDGET, Engine, Entry, Grid, Puzzle, Rating};

use crate::Tally;
use crate::batch;
use crate::input::{self, Work};
use crate::json;
use crate::output::{Out, jobs};

#[derive(clap::Args)]
pub struct Args {
    /// A puzzle file, `-` for standard input, or a puzzle written out [default: standard input]
    input: Option<String>,
    /// Print one JSON object per puzzle: puzzle, level, score, hardest, steps, and Sudoku
    /// Explainer's er, ep, ed, their techniques and er_complete (as --format json)
    #[arg(long, conflicts_with = "format")]
    json: bool,
    /// How each rating is written: text (ours, then Sudoku Explainer's), json, or serate
    /// (Sudoku Explainer's batch line, `<puzzle> ED=<ER>/<EP>/<ED>`, ER followed by `+`
    /// when the budget ran out)
    #[arg(long, value_enum, default_value_t)]
    format: Format,
    /// First write a line that records the program, its version and the options the
    /// ratings were made with (a `#` comment, which the reader skips; with --format json
    /// an object of its own)
    #[arg(long)]
    header: bool,
    /// Leave out Sudoku Explainer's ER/EP/ED: our level, score and hardest technique
    /// alone, a few milliseconds a puzzle even on the hardest
    #[arg(long, conflicts_with = "budget")]
    no_explainer: bool,
    /// How many implications Sudoku Explainer's chain searches may follow for one
    /// puzzle; a rating cut short shows `+` after ER (`er_complete: false` in JSON)
    #[arg(long, value_name = "IMPLICATIONS", default_value_t = EXPLAINER_BUDGET)]
    budget: u64,
    /// Sudoku Explainer's ER/EP/ED are given by default; kept so that older scripts run
    #[arg(long, hide = true)]
    explainer: bool,
    /// Rate on this many threads (at most the machine's cores); output stays in input order
    #[arg(long, short = 'j', default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..))]
    jobs: u16,
    /// Print on standard error a table of the levels: how many puzzles of each, and
    /// their least, mean and greatest score
    #[arg(long)]
    stats: bool,
}

/// How `rate` writes each rating.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// `<puzzle> <level>, ER/EP/ED <ER>/<EP>/<ED> <technique>; path score <score>
    /// (hardest: <technique>)`: Sudoku Explainer's numbers first, our path's score
    /// named (the library's `Rating` as it displays).
    #[default]
    Text,
    /// One JSON object per puzzle.
    Json,
    /// Sudoku Explainer's `serate` line: `<puzzle> ED=<ER>/<EP>/<ED>`.
    Serate,
}

impl Format {
    fn name(self) -> &'static str {
        match self {
            Format::Text => "text",
            Format::Json => "json",
            Format::Serate => "serate",
        }
    }
}

pub(crate) type Rated = (Grid, Rating);

/// The line of one rating in `format`.
fn line(format: Format, puzzle: &Grid, rating: &Rating) -> String {
    match (format, rating.explainer()) {
        (Format::Json, _) => json::rated(puzzle, rating).to_string(),
        (Format::Serate, Some(se)) => {
            let more = if se.is_complete() { "" } else { "+" };
            format!("{puzzle} ED={:.1}{more}/{:.1}/{:.1}", se.er(), se.ep(), se.ed())
        }
        (_, _) => format!("{puzzle} {rating}"),
    }
}

/// Our rating, and Sudoku Explainer's within `budget` implications (none for `None`, or
/// for a pencil-mark grid that strikes out candidates: its path starts from the digits
/// alone).
pub(crate) fn rate(entry: &Entry, engine: &Engine, budget: Option<u64>) -> Result<Rated, String> {
    let puzzle = entry.puzzle.as_ref().map_err(ToString::to_string)?;
    Ok((puzzle.digits(), rating(puzzle, engine, budget)?))
}

/// [`rate`] of a puzzle already read: the rating alone.
pub(crate) fn rating(puzzle: &Puzzle, engine: &Engine, budget: Option<u64>) -> Result<Rating, String> {
    // Ours first: it refuses a puzzle without exactly one solution, which Sudoku
    // Explainer's path would walk in vain.
    let rating = puzzle.rate(engine).map_err(|e| puzzle.why(&e))?;
    let digits = budget.and_then(|budget| Some((puzzle.plain()?, budget)));
    let se = match digits {
        Some((digits, budget)) => Some(
            digits
                .explainer_rating_within(budget)
                .map_err(|e| puzzle.why(&e))?,
        ),
        None => None,
    };
    Ok(match se {
        Some(se) => rating.with_explainer(se),
        None => rating,
    })
}

pub fn run(args: Args, limits: input::Limits) -> Result<Tally, String> {
    let format = if args.json { Format::Json } else { args.format };
    if format == Format::Serate && args.no_explainer {
        return Err(
            "--format serate writes Sudoku Explainer's numbers: it cannot go with --no-explainer".into(),
        );
    }
    let mut input = input::read(args.input.as_deref(), None, limits).map_err(|e| e.to_string())?;
    let engine = Engine::default();
    let budget = (!args.no_explainer).then_some(args.budget);
    let mut out = Out::for_input(&input);
    if args.header {
        let options = json::RateOptions {
            format: format.name(),
            budget,
        };
        out.line(&match format {
            Format::Json => json::header(&options).to_string(),
            _ => options.comment(),
        });
    }
    // Per level: how many, and the sum, least and most of their scores.
    let mut levels = [(0usize, 0.0f64, f32::MAX, f32::MIN); Difficulty::ALL.len()];
    let work = |entry: &Entry| rate(entry, &engine, budget);
    let write = |out: &mut Out, _: &str, _: &Entry, (puzzle, rating): Rated| {
        out.line(&line(format, &puzzle, &rating));
        let level = &mut levels[rating.difficulty() as usize];
        level.0 += 1;
        level.1 += f64::from(rating.path_score());
        level.2 = level.2.min(rating.path_score());
        level.3 = level.3.max(rating.path_score());
    };
    let json = format == Format::Json;
    let tally = batch::answer_each(jobs(args.jobs), &mut input, &mut out, json, work, write);
    if args.stats {
        summary(&levels, &tally);
    }
    input.finish().map_err(|e| e.to_string())?;
    Ok(tally)
}

/// The table of levels on standard error (`--stats`).
fn summary(levels: &[(usize, f64, f32, f32); Difficulty::ALL.len()], tally: &Tally) {
    let total = tally.ok + tally.failed;
    eprintln!(
        "{:<10} {:>8} {:>7} {:>6} {:>6} {:>6}",
        "level", "puzzles", "share", "min", "mean", "max"
    );
    for (level, &(count, sum, min, max)) in Difficulty::ALL.iter().zip(levels) {
        if count == 0 {
            eprintln!(
                "{:<10} {:>8} {:>6.1}% {:>6} {:>6} {:>6}",
                level.name(),
                0,
                0.0,
                "-",
                "-",
                "-"
            );
            continue;
        }
        eprintln!(
            "{:<10} {:>8} {:>6.1}% {:>6.1} {:>6.1} {:>6.1}",
            level.name(),
            count,
            100.0 * count as f64 / total.max(1) as f64,
            min,
            sum / count as f64,
            max
        );
    }
    if tally.failed > 0 {
        eprintln!(
            "{:<10} {:>8} {:>6.1}%",
            "not rated",
            tally.failed,
            100.0 * tally.failed as f64 / total.max(1) as f64
        );
    }
    eprintln!("{:<10} {:>8}", "total", total);
}
