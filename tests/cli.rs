//! The `sudoku` command: outputs, messages and exit codes.

#![cfg(feature = "cli")]

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

const PUZZLES: &str = include_str!("../fixtures/puzzles.tsv");

fn sudoku(args: &[&str], stdin: Option<&[u8]>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run sudoku");
    if let Some(bytes) = stdin {
        child.stdin.take().unwrap().write_all(bytes).unwrap();
    }
    drop(child.stdin.take());
    child.wait_with_output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A file in the temporary folder, named after the test.
fn temp_file(name: &str, contents: &[u8]) -> PathBuf {
    let path = std::env::temp_dir().join(format!("sudoku-cli-test-{}-{name}", std::process::id()));
    std::fs::write(&path, contents).unwrap();
    path
}

/// (puzzle, solution) pairs from the fixtures.
fn known() -> Vec<(String, String)> {
    PUZZLES
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            let fields: Vec<&str> = l.split('\t').collect();
            (fields[1].to_string(), fields[2].to_string())
        })
        .collect()
}

#[test]
fn explain_without_arguments_explains_the_bundled_example() {
    let out = sudoku(&["explain"], None);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with("Puzzle example:1: "), "{stdout}");
    assert!(stdout.contains(" 1. "), "{stdout}");
    assert!(stdout.contains("Solved by logic alone in"), "{stdout}");
    assert!(!stdout.contains('\u{1b}'), "no colour when piped");
}

#[test]
fn explain_json_has_one_object_per_puzzle() {
    let pairs = known();
    let input: String = pairs.iter().take(3).map(|(p, _)| format!("{p}\n")).collect();
    let out = sudoku(&["explain", "--json", "-"], Some(input.as_bytes()));
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let lines: Vec<serde_json::Value> = text(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON object per line"))
        .collect();
    assert_eq!(lines.len(), 3);
    for (value, (puzzle, solution)) in lines.iter().zip(&pairs) {
        assert_eq!(value["puzzle"], puzzle.as_str());
        assert_eq!(value["solution"], solution.as_str());
        assert_eq!(value["backtracking"], false);
        let steps = value["steps"].as_array().unwrap();
        assert!(!steps.is_empty());
        let first = &steps[0];
        assert!(first["technique"].is_string() && first["text"].is_string());
        for placement in first["placements"].as_array().unwrap() {
            for key in ["row", "col", "digit"] {
                assert!((1..=9).contains(&placement[key].as_u64().unwrap()), "{placement}");
            }
        }
    }
}

#[test]
fn solve_answers_good_lines_and_reports_bad_ones_by_line() {
    let pairs = known();
    let file = format!(
        "# header\n{}\nnot a puzzle\n\n{}\n{}\n",
        pairs[0].0,
        pairs[1].0,
        ".".repeat(81) // several solutions
    );
    let path = temp_file("mixed.txt", file.as_bytes());
    let out = sudoku(&["solve", path.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(1));
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines, [pairs[0].1.as_str(), pairs[1].1.as_str()]);
    let stderr = text(&out.stderr);
    let name = path.to_str().unwrap();
    assert!(
        stderr.contains(&format!("{name}:3: unexpected character 'n' at column 1")),
        "{stderr}"
    );
    assert!(stderr.contains(&format!("{name}:6: the puzzle has")), "{stderr}");
}

#[test]
fn solve_in_parallel_keeps_input_order() {
    let pairs = known();
    let input: String = pairs.iter().map(|(p, _)| format!("{p}\n")).collect();
    let expected: Vec<&str> = pairs.iter().map(|(_, s)| s.as_str()).collect();
    for jobs in ["1", "2", "3"] {
        let out = sudoku(&["solve", "--jobs", jobs], Some(input.as_bytes()));
        assert_eq!(out.status.code(), Some(0));
        assert_eq!(
            text(&out.stdout).lines().collect::<Vec<_>>(),
            expected,
            "jobs {jobs}"
        );
    }
}

#[test]
fn solve_stats_and_logic() {
    let pairs = known();
    let input: String = pairs.iter().map(|(p, _)| format!("{p}\n")).collect();
    let out = sudoku(&["solve", "--logic", "--stats"], Some(input.as_bytes()));
    assert_eq!(out.status.code(), Some(0));
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains(&format!("solved {} of {}", pairs.len(), pairs.len())),
        "{stderr}"
    );
    assert!(stderr.contains("needed backtracking"), "{stderr}");
}

#[test]
fn count_stops_at_the_limit_and_says_so() {
    let out = sudoku(&["count", &".".repeat(81), "--limit", "500"], None);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stdout).trim(), "500");
    assert!(text(&out.stderr).contains("stopped at the limit of 500 solutions"));
}

#[test]
fn unreadable_inputs_are_usage_errors() {
    let dir = std::env::temp_dir();
    let empty = temp_file("empty.txt", b"");
    let comments = temp_file("comments.txt", b"# nothing here\n\n");
    let cases: Vec<(Vec<String>, &str)> = vec![
        (vec!["solve".into(), "/no/such/file".into()], "no such file"),
        (
            vec!["solve".into(), dir.to_string_lossy().into()],
            "is a directory",
        ),
        (
            vec!["solve".into(), empty.to_string_lossy().into()],
            "no puzzle found",
        ),
        (
            vec!["count".into(), comments.to_string_lossy().into()],
            "no puzzle found",
        ),
        (
            vec!["explain".into(), format!("{}7", ".".repeat(40))],
            "expected 81 cells, found 41",
        ),
        (
            vec!["solve".into(), "--no-such-flag".into()],
            "unexpected argument",
        ),
        (
            vec![
                "explain".into(),
                "--techniques".into(),
                "x-wing,warp drive".into(),
            ],
            "unknown technique",
        ),
    ];
    for (args, message) in cases {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let out = sudoku(&args, None);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(
            text(&out.stderr).contains(message),
            "{args:?}: {}",
            text(&out.stderr)
        );
    }
}

#[test]
fn bad_lines_do_not_stop_a_batch() {
    let pairs = known();
    let mut bytes = format!("{}\n", pairs[0].0).into_bytes();
    bytes.extend_from_slice(b"\xff\xfe not text\n");
    bytes.extend_from_slice(format!("{}\n", "1".repeat(100_000)).as_bytes());
    bytes.extend_from_slice(format!("{}\n", pairs[1].0).as_bytes());
    let path = temp_file("bad-lines.txt", &bytes);
    for command in ["solve", "explain", "count", "rate"] {
        let out = sudoku(&[command, path.to_str().unwrap()], None);
        assert_eq!(out.status.code(), Some(1), "{command}");
        let stderr = text(&out.stderr);
        assert!(
            stderr.contains(":2: the line is not valid UTF-8 text"),
            "{command}: {stderr}"
        );
        assert!(
            stderr.contains(":3: expected 81 cells, found 100000"),
            "{command}: {stderr}"
        );
        assert!(
            !text(&out.stdout).is_empty(),
            "{command}: the good lines are answered"
        );
    }
}
