//! `sudoku explain`: the step-by-step solution in the notation people use.

use serde_json::{Value, json};
use sudoku_strata::{Backtracking, Candidate, Engine, Grid, Solution, SolveError, Step, Technique};

use crate::Tally;
use crate::input::{self, EXAMPLE, Entry, Input};
use crate::output::{ColorChoice, Out, picture};

#[derive(clap::Args)]
pub struct Args {
    /// A puzzle written out, a puzzle file, or `-` for standard input
    /// [default: a bundled example puzzle]
    input: Option<String>,
    /// Print one JSON object per puzzle and line, for other programs
    #[arg(long)]
    json: bool,
    /// Use only these techniques (comma-separated names, e.g. "hidden single,x-wing")
    #[arg(long, value_name = "LIST", conflicts_with = "without")]
    techniques: Option<String>,
    /// Use every technique except these (comma-separated names)
    #[arg(long, value_name = "LIST")]
    without: Option<String>,
    /// Stop where logic stops instead of finishing with backtracking
    #[arg(long)]
    no_backtracking: bool,
    /// Also write each step as a sentence
    #[arg(long)]
    sentences: bool,
    /// Colour the givens in the final grid
    #[arg(long, value_enum, default_value_t)]
    color: ColorChoice,
}

fn techniques(list: &str) -> Result<Vec<Technique>, String> {
    list.split(',')
        .map(str::trim)
        .filter(|name| !name.is_empty())
        .map(|name| name.parse::<Technique>().map_err(|e| e.to_string()))
        .collect()
}

fn engine(args: &Args) -> Result<Engine, String> {
    let engine = match (&args.techniques, &args.without) {
        (Some(list), _) => Engine::default()
            .only(&techniques(list)?)
            .map_err(|e| e.to_string())?,
        (None, Some(list)) => Engine::default().without(&techniques(list)?),
        (None, None) => Engine::default(),
    };
    Ok(if args.no_backtracking {
        engine.with_backtracking(Backtracking::Off)
    } else {
        engine
    })
}

pub fn run(args: Args) -> Result<Tally, String> {
    let engine = engine(&args)?;
    let input = input::read(args.input.as_deref(), Some(("example", EXAMPLE))).map_err(|e| e.to_string())?;
    let color = args.color.enabled();
    let mut out = Out::new();
    let mut tally = Tally::default();
    for (i, entry) in input.entries.iter().enumerate() {
        let result = match &entry.puzzle {
            Ok(grid) => engine
                .solve(grid)
                .map_err(|e| (Some(grid), e.to_string(), stuck_steps(&e))),
            Err(message) => Err((None, message.clone(), None)),
        };
        if args.json {
            out.line(&json_line(&input, entry, &result).to_string());
        } else {
            if i > 0 {
                out.line("");
            }
            text(&mut out, &input, entry, &result, &args, color);
        }
        match result {
            Ok(_) => tally.ok += 1,
            Err((_, message, _)) => {
                out.flush();
                eprintln!("{}: {message}", input.place(entry));
                tally.failed += 1;
            }
        }
    }
    Ok(tally)
}

/// The steps taken and the grid reached when logic stopped with backtracking off.
type StuckReport = Option<(Vec<Step>, String)>;

type Outcome<'a> = Result<Solution, (Option<&'a Grid>, String, StuckReport)>;

fn stuck_steps(error: &SolveError) -> StuckReport {
    match error {
        SolveError::Stuck(stuck) => Some((stuck.steps.clone(), stuck.grid.to_string())),
        _ => None,
    }
}

/// Steps are wrapped to this many columns (long chains and their sentences).
const COLUMNS: usize = 100;

fn write_steps(out: &mut Out, steps: &[Step], sentences: bool) {
    let width = steps.len().to_string().len();
    let indent = " ".repeat(width + 2);
    for (i, step) in steps.iter().enumerate() {
        // A wrapped step continues further in, so that it stands apart from its sentence.
        let notation = step.to_string();
        for (j, line) in wrap(&notation, COLUMNS - width - 6).into_iter().enumerate() {
            match j {
                0 => out.line(&format!("{:>width$}. {line}", i + 1)),
                _ => out.line(&format!("{indent}    {line}")),
            }
        }
        if sentences && !step.explanation().is_empty() {
            for line in wrap(step.explanation(), COLUMNS - width - 2) {
                out.line(&format!("{indent}{line}"));
            }
        }
    }
}

/// Splits `text` into lines of at most `width` characters where it can: at a space, or
/// before the link sign (`=` or `-`) between two nodes of a chain.
fn wrap(text: &str, width: usize) -> Vec<&str> {
    let mut lines = Vec::new();
    let mut rest = text;
    while rest.len() > width {
        let bytes = rest.as_bytes();
        let link = |i: usize| {
            matches!(bytes[i], b'=' | b'-')
                && matches!(bytes.get(i + 1), Some(b'(' | b'r'))
                && (bytes[i - 1] == b')' || bytes[i - 1].is_ascii_digit())
        };
        let cut = (1..=width).rev().find_map(|i| match bytes[i] {
            b' ' => Some((i, i + 1)),
            _ if link(i) => Some((i, i)),
            _ => None,
        });
        let Some((end, next)) = cut else { break };
        lines.push(rest[..end].trim_end());
        rest = &rest[next..];
    }
    lines.push(rest);
    lines
}

fn text(out: &mut Out, input: &Input, entry: &Entry, result: &Outcome<'_>, args: &Args, color: bool) {
    match result {
        Ok(solution) => {
            out.line(&format!("Puzzle {}: {}", input.place(entry), solution.puzzle()));
            out.line(&format!("{:#}", solution.puzzle()));
            out.line("");
            write_steps(out, solution.steps(), args.sentences);
            out.line("");
            out.line(&picture(solution.grid(), solution.puzzle(), color));
            let logic_steps = solution.steps().len() - usize::from(solution.used_backtracking());
            if solution.used_backtracking() {
                let filled = solution.steps().last().map_or(0, |s| s.placements().len());
                out.line(&format!(
                    "Logic took {logic_steps} steps; backtracking (trial and error) filled the last {filled} cells."
                ));
            } else {
                out.line(&format!("Solved by logic alone in {logic_steps} steps."));
            }
        }
        Err((grid, message, stuck)) => {
            if let Some(grid) = grid {
                out.line(&format!("Puzzle {}: {grid}", input.place(entry)));
            }
            if let Some((steps, pencil_marks)) = stuck {
                out.line("");
                write_steps(out, steps, args.sentences);
                out.line("");
                out.line(&format!(
                    "Stuck after {} steps. The candidates left:",
                    steps.len()
                ));
                out.line(pencil_marks);
            } else {
                out.line(&format!("Not solved: {message}"));
            }
        }
    }
}

fn candidates_json(list: &[Candidate]) -> Value {
    Value::Array(
        list.iter()
            .map(|c| {
                json!({
                    "row": c.cell.row_index() + 1,
                    "col": c.cell.col_index() + 1,
                    "digit": c.digit.get(),
                })
            })
            .collect(),
    )
}

fn step_json(step: &Step) -> Value {
    json!({
        "technique": step.technique().name(),
        "placements": candidates_json(step.placements()),
        "eliminations": candidates_json(step.eliminations()),
        "text": step.to_string(),
    })
}

fn json_line(input: &Input, entry: &Entry, result: &Outcome<'_>) -> Value {
    match result {
        Ok(solution) => json!({
            "puzzle": solution.puzzle().to_string(),
            "solution": solution.grid().to_string(),
            "backtracking": solution.used_backtracking(),
            "steps": solution.steps().iter().map(step_json).collect::<Vec<_>>(),
        }),
        Err((grid, message, stuck)) => {
            let mut object = json!({
                "line": entry.line,
                "source": input.name,
                "error": message,
            });
            if let Some(grid) = grid {
                object["puzzle"] = json!(grid.to_string());
            }
            if let Some((steps, _)) = stuck {
                object["steps"] = json!(steps.iter().map(step_json).collect::<Vec<_>>());
            }
            object
        }
    }
}

#[cfg(test)]
mod tests {
    use super::wrap;

    #[test]
    fn long_chains_wrap_before_a_link() {
        let chain = "AIC: (4)r6c1=(4)r8c1-(1)r8c1=(1)r4c1-(1)r4c3=(2)r4c3 => r6c1<>3";
        assert_eq!(
            wrap(chain, 30),
            [
                "AIC: (4)r6c1=(4)r8c1-(1)r8c1",
                "=(1)r4c1-(1)r4c3=(2)r4c3 =>",
                "r6c1<>3"
            ]
        );
        assert_eq!(
            wrap("X-Chain: 4 r5c4=r3c4-r3c7=r6c7", 22),
            ["X-Chain: 4 r5c4=r3c4", "-r3c7=r6c7"]
        );
        assert_eq!(wrap("short", 30), ["short"]);
    }
}
