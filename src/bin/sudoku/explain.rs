//! `sudoku explain`: the step-by-step solution in the notation people use, with its
//! rating; with sentences and proofs, the candidate grid of each step, or as JSON.

use serde_json::Value;
use sudoku_strata::{
    Backtracking, EXPLAINER_BUDGET, Engine, Entry, ExplainerPath, Family, LayerGrid, Limits, Puzzle, Rating,
    Solution, SolveError, Step, Technique,
};

use crate::Tally;
use crate::input::{self, EXAMPLE, Input, Work};
use crate::json;
use crate::output::{ColorChoice, Out, count, picture, wrap};
use crate::pencil;
use crate::rate;
use crate::report::Report;

#[derive(clap::Args)]
pub struct Args {
    /// A puzzle written out, a puzzle file, or `-` for standard input
    /// [default: a bundled example puzzle]
    input: Option<String>,
    /// Print one JSON object per puzzle and line, for other programs: puzzle, solution,
    /// backtracking, rating (ours with Sudoku Explainer's ER/EP/ED, as `rate --json`
    /// writes it) and steps (each with its technique, placements, eliminations, text,
    /// sentence, pattern, score and proof)
    #[arg(long)]
    json: bool,
    /// Use only these techniques (comma-separated names, e.g. "x-wing,xy-wing"), with
    /// the singles (full house, naked and hidden single) unless --no-singles
    #[arg(long, value_name = "LIST", conflicts_with = "without")]
    techniques: Option<String>,
    /// With --techniques, leave out the singles that are otherwise kept
    #[arg(long, requires = "techniques")]
    no_singles: bool,
    /// Use every technique except these (comma-separated names)
    #[arg(long, value_name = "LIST")]
    without: Option<String>,
    /// Stop where logic stops instead of finishing with backtracking (our engine's path:
    /// Sudoku Explainer's never backtracks, and refuses it)
    #[arg(long)]
    no_backtracking: bool,
    /// Take the forcing nets that settle the most first, whatever the length of their
    /// proofs: fewer nets, each longer (by default nets with short proofs come first)
    #[arg(long)]
    fewest_steps: bool,
    /// Also write each step as a sentence, and under it the proof of a chain or forcing
    /// step (every implication with its reason)
    #[arg(long)]
    sentences: bool,
    /// Before each step that is not a single, draw the candidates it was found in, with
    /// its pattern, its fins and what it removes and places marked: coloured, or without
    /// colour as `*5`, `#5`, `-5` and `=5` (a legend comes first)
    #[arg(long, conflicts_with = "json")]
    candidates: bool,
    /// Write the explanation as one self-contained HTML page to FILE instead: the
    /// candidates drawn at every step with its pattern and effect, its notation, sentence
    /// and proof, and each puzzle's rating
    #[arg(long, value_name = "FILE", conflicts_with_all = ["json", "candidates"])]
    html: Option<std::path::PathBuf>,
    /// Colour the givens in the final grid and the marked candidates of --candidates
    /// (auto: on a terminal, unless NO_COLOR is set)
    #[arg(long, value_enum, default_value_t)]
    color: ColorChoice,
    /// Whose path to show: ours, or Sudoku Explainer's (`se`: its steps with its names
    /// and ratings, in our notation, and the ER/EP/ED they make; drawn, written as
    /// sentences, as a page or as JSON as ours are, its chains drawn as links)
    #[arg(long, value_enum, default_value_t, conflicts_with_all = ["techniques", "without", "fewest_steps"])]
    engine: PathEngine,
    /// With `--engine se`: how many implications Sudoku Explainer's chain searches may
    /// follow for one puzzle; a path cut short ends there and shows `+` after ER
    /// (`er_complete: false` in JSON) [default: 100000000]
    #[arg(long, value_name = "IMPLICATIONS")]
    budget: Option<u64>,
}

/// The path `explain` shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum PathEngine {
    /// Our engine's steps.
    #[default]
    Ours,
    /// Sudoku Explainer's steps, as its rater takes them.
    Se,
}

/// The techniques `--techniques` keeps unless `--no-singles`: without them almost no
/// puzzle gets anywhere.
const SINGLES: [Technique; 3] = [
    Technique::FullHouse,
    Technique::NakedSingle,
    Technique::HiddenSingle,
];

fn techniques(list: &str) -> Result<Vec<Technique>, String> {
    list.split(',')
        .map(str::trim)
        .filter(|name| !name.is_empty())
        .map(|name| name.parse::<Technique>().map_err(|e| e.to_string()))
        .collect()
}

fn engine(args: &Args) -> Result<Engine, String> {
    let engine = match (&args.techniques, &args.without) {
        (Some(list), _) => {
            let mut chosen = techniques(list)?;
            if !args.no_singles {
                for single in SINGLES {
                    if !chosen.contains(&single) {
                        chosen.push(single);
                    }
                }
            }
            Engine::default().only(&chosen).map_err(|e| e.to_string())?
        }
        (None, Some(list)) => Engine::default().without(&techniques(list)?),
        (None, None) => Engine::default(),
    };
    let engine = if args.fewest_steps {
        engine.with_limits(Limits::default().with_short_proof(0))
    } else {
        engine
    };
    Ok(if args.no_backtracking {
        engine.with_backtracking(Backtracking::Off)
    } else {
        engine
    })
}

pub fn run(args: Args, limits: input::Limits) -> Result<Tally, String> {
    if args.engine == PathEngine::Se && args.no_backtracking {
        // Its path stops where its techniques stop (ER `+` past its budget): there is
        // nothing to turn off.
        return Err(
            "--no-backtracking turns off our engine's backtracking; Sudoku Explainer's path never backtracks: \
             leave it out with --engine se"
                .to_string(),
        );
    }
    let engine = engine(&args)?;
    let mut input =
        input::read(args.input.as_deref(), Some(("example", EXAMPLE)), limits).map_err(|e| e.to_string())?;
    if args.engine == PathEngine::Ours && args.budget.is_some() {
        return Err("--budget bounds Sudoku Explainer's path: use it with --engine se".to_string());
    }
    let budget = args.budget.unwrap_or(EXPLAINER_BUDGET);
    let mut printer = Printer {
        out: Out::for_input(&input),
        sentences: args.sentences,
        candidates: args.candidates,
        color: args.color.enabled(),
        legend_shown: false,
        budget,
    };
    let mut report = args.html.as_ref().map(|_| Report::new());
    let mut tally = Tally::default();
    for i in 0.. {
        let Some(entry) = input.next() else { break };
        let entry = &entry;
        let result = match (&entry.puzzle, args.engine) {
            (Ok(puzzle), PathEngine::Se) => explainer_path(puzzle, budget)
                .map(Explained::Explainer)
                .map_err(|message| (Some(puzzle), message, None)),
            (Ok(puzzle), PathEngine::Ours) => match puzzle.solve(&engine) {
                Ok(solution) => Ok(Explained::Ours {
                    solution,
                    // The same engine, so that the hardest technique is a step of the
                    // explanation; in JSON with Sudoku Explainer's numbers, as `rate`
                    // writes them.
                    rating: if args.json {
                        rate::rating(puzzle, &engine, Some(EXPLAINER_BUDGET))
                    } else {
                        puzzle.rate(&engine).map_err(|e| puzzle.why(&e))
                    },
                }),
                Err(e) => Err((Some(puzzle), puzzle.why(&e), stuck_steps(&e))),
            },
            (Err(error), _) => Err((None, error.to_string(), None)),
        };
        if let Some(report) = &mut report {
            let place = input.place(entry);
            match (&result, &entry.puzzle) {
                (Ok(Explained::Ours { solution, rating }), Ok(puzzle)) => {
                    report.solved(&place, puzzle, solution, rating)
                }
                (Ok(Explained::Explainer(path)), Ok(_)) => report.explainer_path(&place, path),
                (Ok(_), Err(_)) => {}
                (Err((puzzle, message, stuck)), _) => {
                    report.failed(
                        &place,
                        *puzzle,
                        message,
                        stuck.as_ref().map(|(steps, _)| steps.as_slice()),
                    );
                }
            }
        } else if args.json {
            printer.out.line(&json_line(&input, entry, &result).to_string());
        } else {
            if i > 0 {
                printer.out.line("");
            }
            printer.text(&input, entry, &result);
        }
        // A narrowed list that left the end to the search says so, once per puzzle.
        if let Ok(Explained::Ours { solution, .. }) = &result
            && solution.used_backtracking()
            && (args.techniques.is_some() || args.without.is_some())
        {
            printer.out.error(&format!(
                "{}: the techniques chosen did not finish the puzzle: backtracking filled the rest",
                input.place(entry)
            ));
        }
        match result {
            Ok(_) => tally.ok += 1,
            Err((_, message, _)) => {
                printer.out.error(&format!("{}: {message}", input.place(entry)));
                tally.failed += 1;
            }
        }
        printer.out.advance_input(&input, 1);
        printer.out.flush_if_due();
    }
    printer.out.finish();
    input.finish().map_err(|e| e.to_string())?;
    if let (Some(report), Some(path)) = (report, &args.html) {
        std::fs::write(path, report.finish()).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        eprintln!(
            "sudoku: wrote the explanation of {} to {}",
            count(tally.ok + tally.failed, "puzzle"),
            path.display()
        );
    }
    Ok(tally)
}

/// A puzzle explained: by our engine, with the rating by the same engine, or by Sudoku
/// Explainer's path, which carries its own numbers.
// One at a time, for one puzzle: the sizes of the two do not matter.
#[allow(clippy::large_enum_variant)]
enum Explained {
    Ours {
        solution: Solution,
        rating: Result<Rating, String>,
    },
    Explainer(ExplainerPath),
}

/// Sudoku Explainer's path for `puzzle`, checked as our engine checks a puzzle and
/// walked within `budget` implications.
fn explainer_path(puzzle: &Puzzle, budget: u64) -> Result<ExplainerPath, String> {
    let grid = puzzle.plain_for("Sudoku Explainer's path")?;
    grid.explainer_path_within(budget).map_err(|e| puzzle.why(&e))
}

/// The steps taken and the grid reached when logic stopped with backtracking off.
type StuckReport = Option<(Vec<Step>, String)>;

type Outcome<'a> = Result<Explained, (Option<&'a Puzzle>, String, StuckReport)>;

fn stuck_steps(error: &SolveError) -> StuckReport {
    match error {
        // The pencil-mark grid, and the same as the one line of 729 characters that
        // other solvers read.
        SolveError::Stuck(stuck) => Some((
            stuck.steps.clone(),
            format!("{}\nAs one line: {}", stuck.grid, stuck.grid.pencil_line()),
        )),
        _ => None,
    }
}

/// Steps are wrapped to this many columns (long chains and their sentences).
const COLUMNS: usize = 100;

/// The text output and what it shows.
struct Printer {
    out: Out,
    sentences: bool,
    candidates: bool,
    color: bool,
    /// Whether the legend of the candidate grids has been printed (once, before the
    /// first grid).
    legend_shown: bool,
    /// The implications Sudoku Explainer's path may follow, named where it runs out.
    budget: u64,
}

impl Printer {
    /// The numbered steps, each given with its notation: the notation, with
    /// `--sentences` the step's sentence and proof, with `--candidates` the candidates
    /// it was found in.
    fn steps(&mut self, steps: &[(String, &Step)], mut states: impl Iterator<Item = LayerGrid>) {
        let width = steps.len().to_string().len();
        let indent = " ".repeat(width + 2);
        for (i, (notation, step)) in steps.iter().enumerate() {
            // The state the step was found in (the library's, as the path applied the
            // steps before), drawn with --candidates.
            let state = states.next().filter(|_| self.candidates);
            // A wrapped step continues further in, so that it stands apart from its
            // sentence.
            for (j, line) in wrap(notation, COLUMNS - width - 6).into_iter().enumerate() {
                match j {
                    0 => self.out.line(&format!("{:>width$}. {line}", i + 1)),
                    _ => self.out.line(&format!("{indent}    {line}")),
                }
            }
            if self.sentences {
                for line in wrap(step.explanation(), COLUMNS - width - 2) {
                    if !line.is_empty() {
                        self.out.line(&format!("{indent}{line}"));
                    }
                }
                // The proof as its tree prints it, each line whole: its indentation is
                // its structure.
                if let Some(proof) = step.proof() {
                    for line in proof.to_string().lines() {
                        self.out.line(&format!("{indent}{line}"));
                    }
                }
            }
            // The candidates the step was found in come under the step's own lines, so
            // that they read as part of it.
            if let Some(grid) = &state
                && step.technique().family() != Family::Singles
            {
                self.grid(grid, step, &indent);
            }
        }
    }

    /// The candidates `step` was found in, its pattern and effect marked, after the
    /// legend the first time; a blank line closes the step.
    fn grid(&mut self, state: &LayerGrid, step: &Step, indent: &str) {
        if !self.legend_shown {
            self.legend_shown = true;
            for line in wrap(&pencil::legend(self.color), COLUMNS - indent.len()) {
                self.out.line(&format!("{indent}{line}"));
            }
            self.out.line("");
        }
        for line in pencil::picture(state, step, self.color).lines() {
            self.out.line(&format!("{indent}{line}"));
        }
        self.out.line("");
    }

    fn text(&mut self, input: &Input, entry: &Entry, result: &Outcome<'_>) {
        match (result, &entry.puzzle) {
            (Ok(Explained::Explainer(path)), Ok(_)) => {
                let grid = path.puzzle();
                self.out.line(&format!("Puzzle {}: {grid}", input.place(entry)));
                self.out.line(&format!("{grid:#}"));
                self.out.line("");
                let steps: Vec<(String, &Step)> =
                    path.steps().iter().map(|s| (s.to_string(), s.step())).collect();
                self.steps(&steps, path.states());
                self.out.line("");
                if let Some(end) = path.states().last() {
                    self.out.line(&picture(&end.to_grid(), grid, self.color));
                }
                let rating = path.rating();
                self.out.line(&format!("Sudoku Explainer: {rating}"));
                if !rating.is_complete() {
                    self.out.line(&format!(
                        "Cut short: the budget of {} implications ran out, so the path ends here and Sudoku Explainer's ER is at least {:.1} (raise --budget).",
                        self.budget,
                        rating.er()
                    ));
                }
            }
            (Ok(Explained::Ours { solution, rating }), Ok(puzzle)) => {
                self.out
                    .line(&format!("Puzzle {}: {}", input.place(entry), solution.puzzle()));
                match puzzle {
                    Puzzle::Digits(grid) => self.out.line(&format!("{grid:#}")),
                    Puzzle::Marks(state) => self.out.line(&state.to_string()),
                }
                self.out.line("");
                self.steps(&ours(solution.steps()), solution.states());
                self.out.line("");
                self.out
                    .line(&picture(solution.grid(), solution.puzzle(), self.color));
                let logic_steps = solution.steps().len() - usize::from(solution.used_backtracking());
                if solution.used_backtracking() {
                    let filled = solution.steps().last().map_or(0, |s| s.placements().len());
                    self.out.line(&format!(
                        "Logic took {}; backtracking (trial and error) filled the last {}.",
                        count(logic_steps, "step"),
                        count(filled, "cell")
                    ));
                } else {
                    self.out.line(&format!(
                        "Solved by logic alone in {}.",
                        count(logic_steps, "step")
                    ));
                }
                match rating {
                    Ok(rating) => self.out.line(&format!("Rating: {rating}")),
                    Err(message) => self.out.line(&format!("Not rated: {message}")),
                }
            }
            (Ok(_), Err(_)) => {}
            (Err((puzzle, message, stuck)), _) => {
                if let Some(puzzle) = puzzle {
                    self.out
                        .line(&format!("Puzzle {}: {}", input.place(entry), puzzle.digits()));
                }
                match (puzzle, stuck) {
                    (Some(puzzle), Some((steps, pencil_marks))) => {
                        self.out.line("");
                        self.steps(&ours(steps), puzzle.state().states(steps));
                        self.out.line("");
                        self.out.line(&format!(
                            "Stuck after {}. The candidates left:",
                            count(steps.len(), "step")
                        ));
                        self.out.line(pencil_marks);
                    }
                    _ => self.out.line(&format!("Not solved: {message}")),
                }
            }
        }
    }
}

/// Our steps with their notation, as `Printer::steps` takes them.
fn ours(steps: &[Step]) -> Vec<(String, &Step)> {
    steps.iter().map(|step| (step.to_string(), step)).collect()
}

fn json_line(input: &Input, entry: &Entry, result: &Outcome<'_>) -> Value {
    match result {
        Ok(Explained::Ours { solution, rating }) => json::explained(solution, rating.as_ref().ok()),
        Ok(Explained::Explainer(path)) => json::value(path.form()),
        Err((_, message, stuck)) => {
            let steps = stuck.as_ref().map(|(steps, _)| steps.as_slice());
            json::failed(&input.name, entry, message, steps)
        }
    }
}
