//! `sudoku generate`: new puzzles with one solution, of a chosen level, symmetry and
//! number of givens, reproducible from a seed.

use std::time::Instant;

use indicatif::ProgressBar;
use sudoku_strata::{Difficulty, Generated, Generator, Givens, Symmetry, Technique};

use crate::Tally;
use crate::batch;
use crate::json;
use crate::output::{Out, jobs};

#[derive(clap::Args)]
pub struct Args {
    /// How many puzzles to make
    #[arg(long, short = 'n', default_value_t = 1)]
    count: u64,
    /// The level: beginner, easy, medium, hard, expert or extreme [default: any]
    #[arg(long, short = 'd', value_name = "LEVEL")]
    difficulty: Option<Difficulty>,
    /// The symmetry of the givens: none, rot180, rot90, mirror or diagonal
    #[arg(long, short = 's', value_name = "S", default_value = "none")]
    symmetry: Symmetry,
    /// The number of givens: N, or A..B for A to B (both included) [default: as few as the
    /// puzzle allows]
    #[arg(long, short = 'g', value_name = "N|A..B")]
    givens: Option<Givens>,
    /// Only minimal puzzles: no given can be removed without a second solution appearing
    #[arg(long)]
    minimal: bool,
    /// Only puzzles whose path takes a step of this technique (its name, e.g. "x-wing"):
    /// puzzles to practise it on; rare techniques may need more --attempts
    #[arg(long, value_name = "TECHNIQUE")]
    requiring: Option<Technique>,
    /// With --difficulty: also keep the puzzle's Sudoku Explainer ER inside the level's
    /// band (the README's Rating section); slower for expert and extreme
    #[arg(long, requires = "difficulty")]
    er_band: bool,
    /// The seed: the same seed and options give the same puzzles [default: from the clock]
    #[arg(long)]
    seed: Option<u64>,
    /// Make puzzles on this many threads (at most the machine's cores); the output is the
    /// same as on one
    #[arg(long, short = 'j', default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..))]
    jobs: u16,
    /// How many full grids to try per puzzle before giving up
    #[arg(long, default_value_t = Generator::DEFAULT_ATTEMPTS, value_parser = clap::value_parser!(u32).range(1..))]
    attempts: u32,
    /// Print one JSON object per puzzle: puzzle, index, seed, givens, level, score and
    /// hardest technique
    #[arg(long)]
    json: bool,
    /// Print on standard error how many puzzles were made, how fast, and their levels
    #[arg(long)]
    stats: bool,
}

pub fn run(args: Args) -> Result<Tally, String> {
    let seed = args.seed.unwrap_or_else(clock_seed);
    let mut generator = Generator::new(seed)
        .symmetry(args.symmetry)
        .max_attempts(args.attempts);
    if let Some(level) = args.difficulty {
        generator = generator.difficulty(level);
    }
    if let Some(givens) = args.givens {
        generator = generator.givens(givens);
    }
    if args.minimal {
        generator = generator.minimal();
    }
    if let Some(technique) = args.requiring {
        generator = generator.requiring(technique);
    }
    if args.er_band {
        generator = generator.in_explainer_band();
    }
    generator.check().map_err(|e| e.to_string())?;
    if args.seed.is_none() && args.stats {
        eprintln!("seed {seed}");
    }
    let started = Instant::now();
    let mut out = Out::with_progress(usize::try_from(args.count).unwrap_or(usize::MAX));
    let progress = out.progress();
    let mut tally = Tally::default();
    let mut levels = [0usize; Difficulty::ALL.len()];
    let mut givens = 0usize;
    let mut attempts = 0u64;
    let mut rating_time = std::time::Duration::ZERO;
    let mut indices = 0..args.count;
    let work = |&i: &u64| make(&generator, i, &progress);
    let write = |i: u64, made: Result<Generated, String>| {
        match made {
            Ok(puzzle) => {
                if args.json {
                    out.line(&json::generated(&puzzle, seed, i, false).to_string());
                } else {
                    out.line(&puzzle.puzzle().to_string());
                }
                tally.ok += 1;
                givens += puzzle.puzzle().given_count();
                attempts += u64::from(puzzle.attempts());
                if args.stats {
                    // Rating for the table is not part of making the puzzle.
                    let rating_started = Instant::now();
                    levels[puzzle.rating().difficulty() as usize] += 1;
                    rating_time += rating_started.elapsed();
                }
            }
            Err(message) => {
                out.error(&format!("sudoku: puzzle {}: {message}", i + 1));
                tally.failed += 1;
            }
        }
        out.flush_if_due();
    };
    batch::run(jobs(args.jobs), || indices.next(), work, write);
    out.finish();
    if args.stats {
        let seconds = started.elapsed().saturating_sub(rating_time).as_secs_f64();
        let made = tally.ok.max(1) as f64;
        eprintln!(
            "made {} of {} puzzles in {seconds:.3} s: {:.0} puzzles/s, {:.3} ms each, {:.1} givens and {:.2} attempts on average",
            tally.ok,
            args.count,
            tally.ok as f64 / seconds.max(1e-9),
            seconds * 1e3 / made,
            givens as f64 / made,
            attempts as f64 / made
        );
        let by_level: Vec<String> = Difficulty::ALL
            .iter()
            .zip(levels)
            .filter(|(_, n)| *n > 0)
            .map(|(level, n)| format!("{level} {n}"))
            .collect();
        eprintln!(
            "levels: {} (rating them took {:.3} s more)",
            by_level.join(", "),
            rating_time.as_secs_f64()
        );
    }
    Ok(tally)
}

fn make(generator: &Generator, index: u64, progress: &ProgressBar) -> Result<Generated, String> {
    let made = generator.puzzle(index).map_err(|e| e.to_string());
    progress.inc(1);
    made
}

/// A seed from the clock, for runs that do not give one.
pub fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}
