//! The `sudoku generate` and `sudoku rate` commands: outputs, messages and exit codes.

#![cfg(feature = "cli")]

use std::io::Write;
use std::process::{Command, Output, Stdio};

use sudoku_strata::{Difficulty, Grid, Symmetry};

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

fn puzzles(out: &Output) -> Vec<Grid> {
    text(&out.stdout)
        .lines()
        .map(|line| {
            assert_eq!(line.len(), 81, "{line}");
            line.parse().unwrap()
        })
        .collect()
}

#[test]
fn generate_prints_one_unique_puzzle_a_line() {
    let out = sudoku(&["generate", "--count", "20", "--seed", "3"], None);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let made = puzzles(&out);
    assert_eq!(made.len(), 20);
    for puzzle in &made {
        assert_eq!(puzzle.count_solutions(2), 1, "{puzzle}");
    }
    assert!(
        text(&out.stderr).is_empty(),
        "no progress bar when stderr is not a terminal"
    );
}

#[test]
fn generate_follows_level_symmetry_givens_and_minimal() {
    let out = sudoku(
        &[
            "generate",
            "-n",
            "8",
            "--seed",
            "4",
            "--difficulty",
            "easy",
            "--symmetry",
            "rot180",
            "--givens",
            "26..32",
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    for puzzle in puzzles(&out) {
        assert_eq!(puzzle.rate().unwrap().difficulty(), Difficulty::Easy, "{puzzle}");
        assert!(Symmetry::Rotational180.holds_for(&puzzle), "{puzzle}");
        assert!((26..=32).contains(&puzzle.given_count()), "{puzzle}");
    }
    let out = sudoku(
        &[
            "generate",
            "-n",
            "5",
            "--seed",
            "5",
            "--minimal",
            "--symmetry",
            "mirror",
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    for puzzle in puzzles(&out) {
        assert!(
            puzzle.is_minimal() && Symmetry::Mirror.holds_for(&puzzle),
            "{puzzle}"
        );
    }
}

#[test]
fn generate_in_the_er_band_gives_puzzles_whose_er_is_in_the_levels_band() {
    let out = sudoku(
        &["generate", "-n", "3", "-d", "medium", "--er-band", "--seed", "4"],
        None,
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let made = puzzles(&out);
    assert_eq!(made.len(), 3);
    for puzzle in made {
        let er = puzzle
            .try_explainer_rating()
            .expect("a generated puzzle is proper")
            .er();
        assert_eq!(
            Difficulty::of_explainer_rating(er),
            Difficulty::Medium,
            "{puzzle}: {er}"
        );
    }
}

#[test]
fn generate_is_reproducible_on_any_number_of_threads() {
    let one = sudoku(&["generate", "-n", "30", "--seed", "9", "-d", "beginner"], None);
    let two = sudoku(
        &[
            "generate", "-n", "30", "--seed", "9", "-d", "beginner", "--jobs", "2",
        ],
        None,
    );
    assert_eq!(one.status.code(), Some(0), "{}", text(&one.stderr));
    assert_eq!(two.status.code(), Some(0), "{}", text(&two.stderr));
    assert_eq!(one.stdout, two.stdout);
    let other = sudoku(&["generate", "-n", "30", "--seed", "10", "-d", "beginner"], None);
    assert_ne!(one.stdout, other.stdout);
}

#[test]
fn generate_stats_go_to_standard_error() {
    let out = sudoku(&["generate", "-n", "3", "--seed", "1", "--stats"], None);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(puzzles(&out).len(), 3);
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("made 3 of 3 puzzles") && stderr.contains("puzzles/s"),
        "{stderr}"
    );
    assert!(stderr.contains("levels: "), "{stderr}");
}

#[test]
fn bad_generate_options_exit_with_2_and_say_why() {
    let cases: [(&[&str], &str); 8] = [
        (&["generate", "--givens", "5"], "at least 17 givens"),
        (&["generate", "--givens", "30..20"], "is empty"),
        (&["generate", "--givens", "lots"], "not a number of givens"),
        (
            &["generate", "--difficulty", "impossible"],
            "unknown difficulty level",
        ),
        (&["generate", "--symmetry", "spiral"], "unknown symmetry"),
        (&["generate", "--count", "-1"], "-1"),
        (
            &["generate", "--symmetry", "rot90", "--givens", "26"],
            "groups of 4",
        ),
        (&["generate", "--er-band"], "--difficulty"),
    ];
    for (args, expected) in cases {
        let out = sudoku(args, None);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        let stderr = text(&out.stderr);
        assert!(stderr.contains(expected), "{args:?}: {stderr}");
    }
    let minimal = sudoku(&["generate", "--minimal", "--givens", "45"], None);
    assert_eq!(minimal.status.code(), Some(2));
    assert!(text(&minimal.stderr).contains("no minimal puzzle"));
}

#[test]
fn generate_says_when_it_gives_up() {
    let out = sudoku(
        &[
            "generate",
            "-d",
            "beginner",
            "--givens",
            "17",
            "--attempts",
            "2",
            "--seed",
            "1",
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(1));
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("puzzle 1:") && stderr.contains("2 attempts"),
        "{stderr}"
    );
}

#[test]
fn rate_prints_level_score_and_technique_and_a_summary() {
    let easy = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489";
    let hard = ".3......28.6....1.....4...3..1..6.7....7..3.4.6.3.5.......87..9..9..2...7.....2..";
    let input = format!("{easy}\n# a comment\n{hard}\nnot a puzzle\n{}\n", ".".repeat(81));
    let out = sudoku(&["rate", "--stats", "-"], Some(input.as_bytes()));
    assert_eq!(out.status.code(), Some(1), "bad lines make exit code 1");
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    // Every puzzle line has its output line: the failures an error line in place.
    assert_eq!(lines.len(), 4, "{stdout}");
    assert!(
        lines[2].starts_with("error: <stdin>:4: unexpected character"),
        "{stdout}"
    );
    assert!(lines[3].starts_with("error: <stdin>:5: "), "{stdout}");
    // The level, Sudoku Explainer's ER/EP/ED and the technique of its ER step, then our
    // path's score, named, and our hardest technique.
    assert_eq!(
        lines[0],
        format!(
            "{easy} beginner, ER/EP/ED 1.5/1.2/1.2 Hidden Single; path score 1.5 (hardest: Hidden Single)"
        )
    );
    let (puzzle, rest) = lines[1].split_once(' ').unwrap();
    assert_eq!(puzzle, hard);
    let (level, rest) = rest
        .split_once(", ER/EP/ED ")
        .expect("Sudoku Explainer's part, labelled");
    assert!(level.parse::<Difficulty>().is_ok(), "{}", lines[1]);
    let (se, ours) = rest.split_once("; path score ").expect("our score, named");
    let (score, hardest) = ours.split_once(' ').unwrap();
    let score: f32 = score.parse().unwrap();
    assert!((1.0..12.0).contains(&score), "{}", lines[1]);
    assert!(
        hardest.starts_with("(hardest: ") && hardest.len() > "(hardest: )".len(),
        "{}",
        lines[1]
    );
    let numbers: Vec<f64> = se
        .split(' ')
        .next()
        .unwrap()
        .split('/')
        .map(|x| x.parse().unwrap())
        .collect();
    assert!(
        numbers.len() == 3 && numbers[0] >= numbers[1] && numbers[1] >= numbers[2],
        "{}",
        lines[1]
    );
    let stderr = text(&out.stderr);
    assert!(stderr.contains("<stdin>:4:"), "{stderr}");
    assert!(
        stderr.contains("<stdin>:5:") && stderr.contains("solutions"),
        "{stderr}"
    );
    assert!(
        stderr.contains("beginner") && stderr.contains("total"),
        "{stderr}"
    );
}

#[test]
fn rate_json_has_one_object_per_puzzle() {
    let out = sudoku(&["generate", "-n", "4", "--seed", "2"], None);
    let out = sudoku(&["rate", "--json", "-j", "2", "-"], Some(&out.stdout));
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let values: Vec<serde_json::Value> = text(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON object per line"))
        .collect();
    assert_eq!(values.len(), 4);
    for value in values {
        assert_eq!(value["puzzle"].as_str().unwrap().len(), 81);
        assert!(value["level"].is_string() && value["hardest"].is_string());
        assert!(value["path_score"].as_f64().unwrap() >= 1.0);
        assert!(value["steps"].as_u64().unwrap() > 0);
    }
}

#[test]
fn generate_requiring_a_technique_gives_puzzles_whose_explanation_takes_it() {
    let out = sudoku(
        &["generate", "-n", "2", "--requiring", "x-wing", "--seed", "3"],
        None,
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let made = puzzles(&out);
    assert_eq!(made.len(), 2);
    for puzzle in made {
        let explained = text(&sudoku(&["explain", &puzzle.to_string()], None).stdout);
        assert!(explained.contains(". X-Wing: "), "{explained}");
    }
    // A technique above the level asked for is refused at once.
    let out = sudoku(&["generate", "-d", "easy", "--requiring", "x-wing"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("above the level"),
        "{}",
        text(&out.stderr)
    );
    let out = sudoku(&["generate", "--requiring", "no such thing"], None);
    assert_eq!(out.status.code(), Some(2));
}
