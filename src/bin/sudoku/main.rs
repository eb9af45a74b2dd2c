//! `sudoku`: solve, explain, count, rate, generate and play Sudoku puzzles from the command line.
//!
//! Exit codes: 0 success; 1 some puzzle could not be solved or some line of the input
//! was bad (the good ones are still answered); 2 bad usage or unreadable input.

mod batch;
mod canon;
mod count;
mod explain;
mod generate;
mod input;
mod json;
mod output;
mod pencil;
mod picture;
mod play;
mod rate;
mod report;
#[cfg(feature = "web")]
mod serve;
mod solve;
mod steps;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// Solve, explain, count, rate, generate and canonicalize classic 9x9 Sudoku puzzles.
///
/// A puzzle is an 81-character line (`.` or `0` for an empty cell), a boxed picture or a
/// pencil-mark grid. Files hold one puzzle per line, or pictures or pencil-mark grids;
/// blank lines and lines starting with `#` are skipped. A puzzle that fails gives an
/// error line in its place.
#[derive(Parser)]
#[command(name = "sudoku", version, about, long_about = None, max_term_width = 100)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    #[command(flatten)]
    limits: input::Limits,
}

#[derive(Subcommand)]
enum Command {
    /// Solve puzzles and print each solution as an 81-character line.
    Solve(solve::Args),
    /// Explain, step by step, how to solve puzzles the way a person does.
    ///
    /// Each puzzle's trace ends with its rating by the same engine. --sentences adds each
    /// step's sentence and the proof of chains and forcing steps, --candidates the
    /// candidate grid each step was found in, --json all of it for other programs.
    Explain(explain::Args),
    /// Count the solutions of puzzles, up to a limit.
    Count(count::Args),
    /// Rate puzzles: level, score on the Sudoku Explainer scale, hardest technique.
    Rate(rate::Args),
    /// Generate puzzles with one solution, one 81-character line each.
    Generate(generate::Args),
    /// List every step every technique finds in each puzzle's position, in the engine's
    /// order: all the hints that could be given there (a pencil-mark grid gives the
    /// position).
    Steps(steps::Args),
    /// Print the canonical (minlex) form of each puzzle: equivalent puzzles (turned,
    /// mirrored, rows, columns or digits reordered) print the same line.
    Canon(canon::Args),
    /// Play: a full-screen game with hints that explain, or a line by line one (--plain).
    ///
    /// The keys of the full-screen game are listed under the grid. A hint shows whole in
    /// the side panel, with the proof of a chain or forcing step; PageUp and PageDown,
    /// `[` and `]`, or the mouse wheel scroll it. The line by line game prints the same
    /// hints, proofs included.
    Play(play::Args),
    /// Serve the solver and player pages and their JSON API on a local web server.
    ///
    /// The solver (`/`) explains a puzzle step by step with the candidates drawn, the
    /// player (`/play`) is the game in a browser; the API's routes are listed in the
    /// README. Stop the server with Ctrl-C.
    #[cfg(feature = "web")]
    Serve(serve::Args),
}

/// How a batch went: decides the exit code.
#[derive(Default)]
pub struct Tally {
    pub ok: usize,
    pub failed: usize,
}

impl Tally {
    fn exit_code(&self) -> ExitCode {
        if self.failed > 0 {
            ExitCode::from(1)
        } else {
            ExitCode::SUCCESS
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Solve(args) => solve::run(args, cli.limits),
        Command::Explain(args) => explain::run(args, cli.limits),
        Command::Count(args) => count::run(args, cli.limits),
        Command::Rate(args) => rate::run(args, cli.limits),
        Command::Generate(args) => generate::run(args),
        Command::Steps(args) => steps::run(args, cli.limits),
        Command::Canon(args) => canon::run(args, cli.limits),
        Command::Play(args) => play::run(args),
        #[cfg(feature = "web")]
        Command::Serve(args) => serve::run(args),
    };
    match result {
        Ok(tally) => tally.exit_code(),
        Err(message) => {
            eprintln!("sudoku: {message}");
            ExitCode::from(2)
        }
    }
}
