//! Every command of `sudoku` on the grids at the edges of what it is asked: the empty
//! grid, one and two clues, contradicting givens, no solution, 61 solutions, and a proper
//! 17-clue puzzle. Each run must end, within the stated bound, with its answer or a
//! clear error, never run on (Sudoku Explainer's path once ran for minutes on these).

#![cfg(feature = "cli")]

use std::io::Read;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The stated bound: far above what each run takes (a tenth of a second to half a
/// second on the development machine), low enough that a run that does not end fails.
const BOUND: Duration = Duration::from_secs(60);

/// (name, puzzle, what a proper answer of the solving commands is).
const EDGES: [(&str, &str, Expect); 7] = [
    (
        "empty",
        ".................................................................................",
        Expect::Refused("solutions, not one"),
    ),
    (
        "one clue",
        "5................................................................................",
        Expect::Refused("solutions, not one"),
    ),
    (
        "two clues",
        "5.......................................................................3........",
        Expect::Refused("solutions, not one"),
    ),
    (
        "contradiction",
        "55...............................................................................",
        Expect::Refused("digit 5 appears twice in row 1"),
    ),
    (
        "no solution",
        "2................1.....2.3......45....1.6.....4......7....8.4....9...2..3.61...9.",
        Expect::Refused("no solution"),
    ),
    (
        "61 solutions",
        "...............8.1.....2.3.....1...4..3.5.....26....7.1....8...5........7....6.2.",
        // `solve` counts to 2 only ("at least 2 solutions"), the others to 61.
        Expect::Refused("solutions, not one"),
    ),
    (
        "17 clues",
        ".................1.....2.3......45....1.6.....4......7....8.4....9...2..3.61...9.",
        Expect::Answered,
    ),
];

#[derive(Clone, Copy, Debug)]
enum Expect {
    /// Exit 0.
    Answered,
    /// A failed puzzle (exit 1 for the batch commands, 2 for `play`), with this text in
    /// the error.
    Refused(&'static str),
}

/// Where `play` keeps its game during these tests: a folder of their own.
fn data_dir() -> std::path::PathBuf {
    std::env::temp_dir().join(format!("sudoku-cli-edges-{}", std::process::id()))
}

/// What one run gave: its exit code, standard output and standard error.
struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

/// Runs `sudoku ARGS`, with `quit` on standard input, and kills it at the bound.
fn run_bounded(args: &[&str]) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(args)
        .env("SUDOKU_DATA_DIR", data_dir())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run sudoku");
    {
        use std::io::Write;
        let mut stdin = child.stdin.take().expect("standard input");
        // `play --plain` reads its moves; the others ignore standard input.
        let _ = stdin.write_all(b"quit\n");
    }
    // Read both pipes on threads so that a full pipe cannot stall the child.
    let mut stdout = child.stdout.take().expect("standard output");
    let mut stderr = child.stderr.take().expect("standard error");
    let out = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stdout.read_to_string(&mut text);
        text
    });
    let err = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stderr.read_to_string(&mut text);
        text
    });
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait for sudoku") {
            break status;
        }
        if started.elapsed() > BOUND {
            let _ = child.kill();
            let _ = child.wait();
            panic!("`sudoku {}` ran past the bound of {BOUND:?}", args.join(" "));
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    Run {
        code: status.code(),
        stdout: out.join().expect("standard output read"),
        stderr: err.join().expect("standard error read"),
    }
}

#[test]
fn every_command_ends_on_the_edge_grids_with_an_answer_or_a_clear_error() {
    let solving: [&[&str]; 6] = [
        &["solve"],
        &["solve", "--logic"],
        &["rate"],
        &["explain"],
        &["explain", "--engine", "se"],
        &["play", "--plain"],
    ];
    for (name, puzzle, expect) in EDGES {
        for command in solving {
            let mut args = command.to_vec();
            args.push(puzzle);
            let run = run_bounded(&args);
            let what = format!("`sudoku {}` on {name}", command.join(" "));
            match expect {
                Expect::Answered => {
                    assert_eq!(run.code, Some(0), "{what}: {}", run.stderr);
                    assert!(!run.stdout.is_empty(), "{what}: an answer");
                }
                Expect::Refused(message) => {
                    let code = if command[0] == "play" { 2 } else { 1 };
                    assert_eq!(run.code, Some(code), "{what}: {}", run.stderr);
                    // `play` says it in its own words; the others with the engine's error.
                    if command[0] != "play" {
                        assert!(run.stderr.contains(message), "{what}: {}", run.stderr);
                    } else {
                        assert!(run.stderr.starts_with("sudoku: "), "{what}: {}", run.stderr);
                    }
                }
            }
        }
        // Counting answers every grid but a contradiction, up to its limit.
        let run = run_bounded(&["count", "--limit", "100", puzzle]);
        let what = format!("`sudoku count` on {name}");
        if name == "contradiction" {
            assert_eq!(run.code, Some(1), "{what}: {}", run.stderr);
            assert!(run.stderr.contains("appears twice"), "{what}: {}", run.stderr);
        } else {
            assert_eq!(run.code, Some(0), "{what}: {}", run.stderr);
            let expected = match name {
                "no solution" => "0",
                "61 solutions" => "61",
                "17 clues" => "1",
                _ => "100",
            };
            assert_eq!(
                run.stdout.split_whitespace().next(),
                Some(expected),
                "{what}: {}",
                run.stdout
            );
        }
        // The canonical form is defined for any grid: one line of 81 cells.
        let run = run_bounded(&["canon", puzzle]);
        assert_eq!(run.code, Some(0), "`sudoku canon` on {name}: {}", run.stderr);
        assert_eq!(
            run.stdout.trim_end().len(),
            81,
            "`sudoku canon` on {name}: {}",
            run.stdout
        );
    }
    let _ = std::fs::remove_dir_all(data_dir());
}
