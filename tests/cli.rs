//! The `sudoku` command: outputs, messages and exit codes.

#![cfg(feature = "cli")]

use std::io::Write;
use std::process::{Command, Output, Stdio};
use tempfile::TempPath;

const PUZZLES: &str = include_str!("../fixtures/puzzles.tsv");

fn sudoku(args: &[&str], stdin: Option<&[u8]>) -> Output {
    // `play` keeps its game in progress in a folder of each run's own, never the user's.
    let data = tempfile::Builder::new()
        .prefix("sudoku-cli-test-data-")
        .tempdir()
        .expect("a temporary folder");
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(args)
        .env("SUDOKU_DATA_DIR", data.path())
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

/// A file in the temporary folder, named after the test, removed when it is dropped.
fn temp_file(name: &str, contents: &[u8]) -> TempPath {
    let mut file = tempfile::Builder::new()
        .prefix("sudoku-cli-test-")
        .suffix(&format!("-{name}"))
        .tempfile()
        .expect("a temporary file");
    file.write_all(contents).unwrap();
    file.into_temp_path()
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
    // The example shows what the product is for: a range of techniques, not singles
    // alone (its output opens the README).
    for technique in [
        "Locked Candidates",
        "Pair: ",
        "X-Wing: ",
        "XY-Wing: ",
        "XY-Chain: ",
    ] {
        assert!(stdout.contains(technique), "{technique} in {stdout}");
    }
    let readme = include_str!("../README.md");
    let chain = stdout.lines().find(|l| l.contains("XY-Chain: ")).unwrap();
    assert!(
        readme.contains(chain),
        "the README's first lines show the example: {chain}"
    );
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
    // One output line per input puzzle: a failure is an error line in its place.
    let name = path.to_str().unwrap();
    assert_eq!(lines.len(), 4, "{stdout}");
    assert_eq!([lines[0], lines[2]], [pairs[0].1.as_str(), pairs[1].1.as_str()]);
    assert!(
        lines[1].starts_with(&format!("error: {name}:3: unexpected character")),
        "{stdout}"
    );
    assert!(
        lines[3].starts_with(&format!("error: {name}:6: the puzzle has")),
        "{stdout}"
    );
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains(&format!("{name}:3: unexpected character 'n' at line 3, column 1")),
        "{stderr}"
    );
    assert!(stderr.contains(&format!("{name}:6: the puzzle has")), "{stderr}");
}

#[test]
fn a_grid_saved_by_a_spreadsheet_is_one_puzzle() {
    let pairs = known();
    let (puzzle, answer) = &pairs[0];
    let csv: String = puzzle
        .as_bytes()
        .chunks(9)
        .map(|row| {
            let cells: Vec<String> = row
                .iter()
                .map(|&b| match b {
                    b'.' | b'0' => String::new(),
                    _ => char::from(b).to_string(),
                })
                .collect();
            cells.join(",") + "\n"
        })
        .collect();
    let out = sudoku(&["solve"], Some(csv.as_bytes()));
    assert_eq!(text(&out.stdout).trim(), answer, "{}", text(&out.stderr));
    assert_eq!(out.status.code(), Some(0));
    // With its eighth row gone, the grid would take the first row of the grid after it:
    // both are errors, never a puzzle made of pieces of two.
    let mut rows: Vec<&str> = csv.lines().collect();
    rows.remove(7);
    let broken = format!("{}\n{csv}", rows.join("\n"));
    let out = sudoku(&["solve"], Some(broken.as_bytes()));
    assert_eq!(out.status.code(), Some(1));
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 2, "{stdout}");
    assert!(
        lines[0].starts_with("error: <stdin>:1: the grid starting at line 1 runs into"),
        "{stdout}"
    );
    assert!(
        lines[1].starts_with("error: <stdin>:10: the grid starting at line 10 has 8 rows"),
        "{stdout}"
    );
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
        (
            vec![
                "explain".into(),
                "--engine".into(),
                "se".into(),
                "--no-backtracking".into(),
            ],
            "Sudoku Explainer's path never backtracks",
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
        // Bytes that are not UTF-8 read as Latin-1, and a line over the limit is
        // skipped unread.
        assert!(
            stderr.contains(":2: unexpected character 'ÿ' at line 2, column 1"),
            "{command}: {stderr}"
        );
        assert!(
            stderr.contains(":3: line 3 is longer than the limit of 16384 bytes"),
            "{command}: {stderr}"
        );
        assert!(
            !text(&out.stdout).is_empty(),
            "{command}: the good lines are answered"
        );
    }
}

/// The generated puzzles with Sudoku Explainer's ratings, as (puzzle, "ER/EP/ED", technique).
fn explainer_table() -> Vec<(String, String, String)> {
    include_str!("../fixtures/explainer-ratings.tsv")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            (
                f[0].to_string(),
                format!("{}/{}/{}", f[1], f[2], f[3]),
                f[4].to_string(),
            )
        })
        .collect()
}

#[test]
fn rate_gives_sudoku_explainers_numbers_in_text_and_json() {
    let table: Vec<_> = explainer_table().into_iter().step_by(6).collect();
    let input: String = table.iter().map(|(p, _, _)| format!("{p}\n")).collect();
    let out = sudoku(&["rate"], Some(input.as_bytes()));
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), table.len(), "{stdout}");
    for (line, (puzzle, _, technique)) in lines.iter().zip(&table) {
        assert!(line.starts_with(puzzle.as_str()), "{line}");
        let (_, se) = line
            .split_once(", ER/EP/ED ")
            .expect("the explainer's part, labelled");
        let (se, _) = se.split_once("; path score ").expect("our score, named");
        let (er_ep_ed, name) = se.split_once(' ').expect("numbers and name");
        let expected: Vec<f64> = table_numbers(&table, puzzle);
        let got: Vec<f64> = er_ep_ed.split('/').map(|x| x.parse().unwrap()).collect();
        assert_eq!(got, expected, "{line}");
        assert_eq!(name, technique, "{line}");
    }
    let out = sudoku(&["rate", "--json"], Some(input.as_bytes()));
    let first: serde_json::Value = serde_json::from_str(text(&out.stdout).lines().next().unwrap()).unwrap();
    let expected = table_numbers(&table, &table[0].0);
    assert_eq!(first["er"].as_f64(), Some(expected[0]), "{first}");
    assert_eq!(first["ep"].as_f64(), Some(expected[1]), "{first}");
    assert_eq!(first["ed"].as_f64(), Some(expected[2]), "{first}");
    assert_eq!(
        first["er_technique"].as_str(),
        Some(table[0].2.as_str()),
        "{first}"
    );
    assert!(
        first["ep_technique"].is_string() && first["ed_technique"].is_string(),
        "{first}"
    );
    assert_eq!(first["er_complete"].as_bool(), Some(true), "{first}");
    // The option of older scripts changes nothing.
    let old = sudoku(&["rate", "--explainer", "--json"], Some(input.as_bytes()));
    assert_eq!(text(&old.stdout), text(&out.stdout));
    // Without Sudoku Explainer's part, no explainer fields and no ER/EP/ED in the text.
    let out = sudoku(&["rate", "--json", "--no-explainer"], Some(input.as_bytes()));
    let plain: serde_json::Value = serde_json::from_str(text(&out.stdout).lines().next().unwrap()).unwrap();
    assert!(plain.get("er").is_none(), "{plain}");
    let out = sudoku(&["rate", "--no-explainer"], Some(input.as_bytes()));
    assert!(!text(&out.stdout).contains("ER/EP/ED"), "{}", text(&out.stdout));
    assert!(
        text(&out.stdout).contains(", path score "),
        "{}",
        text(&out.stdout)
    );
}

#[test]
fn rate_within_a_small_budget_says_sudoku_explainers_er_is_at_least_so_much() {
    // A puzzle that needs Sudoku Explainer's dynamic chains (ER 8.5 and up), and a
    // budget spent in its first chain search: the ER is the least its chains rate.
    let puzzle = "...41......4..9....816.5....6..2...7.5.7...4...3.....9..5.6.8...4....5.282...1...";
    let out = sudoku(&["rate", "--budget", "100", puzzle], None);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let (_, se) = stdout
        .trim()
        .split_once(", ER/EP/ED ")
        .expect("the explainer's part");
    let (se, _) = se.split_once("; path score ").expect("our score, named");
    assert!(se.contains("+/") && se.ends_with("Beyond budget"), "{stdout}");
    let out = sudoku(&["rate", "--json", "--budget", "100", puzzle], None);
    let json: serde_json::Value = serde_json::from_str(text(&out.stdout).trim()).unwrap();
    assert_eq!(json["er_complete"].as_bool(), Some(false), "{json}");
    let full: serde_json::Value =
        serde_json::from_str(text(&sudoku(&["rate", "--json", puzzle], None).stdout).trim()).unwrap();
    assert_eq!(full["er_complete"].as_bool(), Some(true), "{full}");
    assert!(json["er"].as_f64() <= full["er"].as_f64(), "{json} {full}");
    // The budget is Sudoku Explainer's: it means nothing without it.
    let out = sudoku(&["rate", "--no-explainer", "--budget", "1000", puzzle], None);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
}

fn table_numbers(table: &[(String, String, String)], puzzle: &str) -> Vec<f64> {
    let (_, numbers, _) = table.iter().find(|(p, _, _)| p == puzzle).unwrap();
    numbers.split('/').map(|x| x.parse().unwrap()).collect()
}

#[test]
fn explain_with_the_explainer_engine_lists_its_steps_and_their_rating() {
    let (puzzle, numbers, technique) = explainer_table().pop().expect("a rated puzzle");
    let out = sudoku(&["explain", "--engine", "se", &puzzle], None);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains(&format!("Sudoku Explainer: {numbers} {technique}")),
        "{stdout}"
    );
    assert!(
        stdout.contains(&format!(" {technique}: ")),
        "a step of the hardest technique: {stdout}"
    );
    let out = sudoku(&["explain", "--engine", "se", "--json", &puzzle], None);
    let json: serde_json::Value = serde_json::from_str(text(&out.stdout).trim()).unwrap();
    assert_eq!(json["engine"], "se");
    let steps = json["steps"].as_array().expect("steps");
    let hardest = steps
        .iter()
        .filter_map(|s| s["difficulty"].as_f64())
        .fold(0.0, f64::max);
    assert_eq!(Some(hardest), json["er"].as_f64(), "{json}");
}

/// `explain --engine se` takes the flags of the one explain path: each shows what it
/// shows of our path, for Sudoku Explainer's steps.
#[test]
fn explain_with_the_explainer_engine_takes_the_flags_of_our_path() {
    // A path with locked candidates, strong links and forcing chains.
    let puzzle = "...41......4..9....816.5....6..2...7.5.7...4...3.....9..5.6.8...4....5.282...1...";
    let json = sudoku(&["explain", "--engine", "se", "--json", puzzle], None);
    let path: serde_json::Value = serde_json::from_str(text(&json.stdout).trim()).unwrap();
    let steps = path["steps"].as_array().expect("steps");
    let chain = steps
        .iter()
        .find(|s| s["technique"] == "Forcing Chain")
        .expect("a forcing chain");
    let table: [(&[&str], &[&str]); 4] = [
        // A grid under each step that is not a single, its removals marked.
        (&["--candidates", "--color", "never"], &["-7"]),
        // The sentence under each step.
        (
            &["--sentences"],
            &["Sudoku Explainer's Forcing Chain (7.2) gives r1c6<>7."],
        ),
        (
            &["--sentences", "--candidates", "--color", "never"],
            &["In the candidate grids:", "Sudoku Explainer's Pointing"],
        ),
        // Without a flag, the notation alone.
        (&[], &[chain["notation"].as_str().unwrap()]),
    ];
    for (flags, expected) in table {
        let mut args = vec!["explain", "--engine", "se"];
        args.extend_from_slice(flags);
        args.push(puzzle);
        let out = sudoku(&args, None);
        assert_eq!(out.status.code(), Some(0), "{flags:?}: {}", text(&out.stderr));
        let stdout = text(&out.stdout);
        for line in expected {
            assert!(stdout.contains(line), "{flags:?}: {line:?} in\n{stdout}");
        }
        assert!(stdout.contains("Sudoku Explainer: "), "{flags:?}");
        // The candidate grids are indented under their steps; the puzzle's is not.
        let grids = stdout
            .lines()
            .filter(|l| l.trim_start().starts_with("+-") && l.starts_with(' '))
            .count();
        assert_eq!(
            grids > 0,
            flags.contains(&"--candidates"),
            "{flags:?}: grids only with --candidates"
        );
    }
    // In JSON, each step with its effect and pattern, a chain with its links.
    assert!(!chain["eliminations"].as_array().unwrap().is_empty(), "{chain}");
    assert!(
        !chain["pattern"]["links"].as_array().unwrap().is_empty(),
        "{chain}"
    );
    // Its proof: the candidate taken as true comes back false.
    assert_eq!(chain["proof"]["kind"], "contradiction", "{chain}");
    assert_eq!(
        chain["proof"]["branches"][0]["end"]["contradiction"], "both",
        "{chain}"
    );
    for step in steps {
        assert!(
            step["sentence"]
                .as_str()
                .is_some_and(|s| s.starts_with("Sudoku Explainer's ")),
            "{step}"
        );
        let effect =
            step["placements"].as_array().unwrap().len() + step["eliminations"].as_array().unwrap().len();
        assert!(effect > 0, "{step}");
    }
    // Flags that choose our techniques still do not go with Sudoku Explainer's path.
    for flags in [
        &["--techniques", "x-wing"][..],
        &["--without", "x-wing"],
        &["--fewest-steps"],
    ] {
        let mut args = vec!["explain", "--engine", "se"];
        args.extend_from_slice(flags);
        args.push(puzzle);
        assert_eq!(sudoku(&args, None).status.code(), Some(2), "{flags:?}");
    }
}

#[test]
fn count_reports_contradictory_givens_as_solve_does() {
    let mut puzzle = ".".repeat(81);
    puzzle.replace_range(0..2, "55");
    let out = sudoku(&["count", &puzzle], None);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).starts_with("error: <argument>:1: the givens contradict"),
        "an error line, not a count, for a contradiction: {}",
        text(&out.stdout)
    );
    assert!(text(&out.stderr).contains("contradict"), "{}", text(&out.stderr));
    let solved = sudoku(&["solve", &puzzle], None);
    assert_eq!(solved.status.code(), Some(1));
}

#[test]
fn reading_piped_input_prints_no_terminal_notice() {
    let puzzle = known().remove(0).0;
    let out = sudoku(&["solve"], Some(format!("{puzzle}\n").as_bytes()));
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(
        !text(&out.stderr).contains("reading puzzles from standard input"),
        "the notice is for a terminal only: {}",
        text(&out.stderr)
    );
}

#[test]
fn batches_keep_the_input_order_on_several_threads() {
    // More puzzles than one batch of two threads holds.
    let puzzles: Vec<String> = known().into_iter().map(|(p, _)| p).collect();
    let input: String = (0..200)
        .map(|i| format!("{}\n", puzzles[i % puzzles.len()]))
        .collect();
    let one = sudoku(&["solve"], Some(input.as_bytes()));
    let two = sudoku(&["solve", "--jobs", "2"], Some(input.as_bytes()));
    assert_eq!(one.status.code(), Some(0), "{}", text(&one.stderr));
    assert_eq!(text(&one.stdout).lines().count(), 200);
    assert_eq!(one.stdout, two.stdout, "the same answers in the same order");
    let solutions: Vec<String> = known().into_iter().map(|(_, s)| s).collect();
    for (i, line) in text(&one.stdout).lines().enumerate() {
        assert_eq!(line, solutions[i % solutions.len()], "line {}", i + 1);
    }
}

#[test]
fn two_threads_write_answers_and_error_lines_in_the_input_order() {
    // Puzzles with bad lines among them: an unknown character, too few cells and
    // contradicting givens, spread so that both threads meet errors.
    let puzzles: Vec<String> = known().into_iter().map(|(p, _)| p).collect();
    let contradiction = format!("11{}", ".".repeat(79));
    let lines: Vec<String> = (0..120)
        .map(|i| match i % 7 {
            2 => "not a puzzle".to_string(),
            4 => "123".to_string(),
            6 => contradiction.clone(),
            _ => puzzles[i % puzzles.len()].clone(),
        })
        .collect();
    let input: String = lines.iter().map(|l| format!("{l}\n")).collect();
    let file = temp_file("order-with-errors.txt", input.as_bytes());
    // `rate` is the slow one: its first 30 lines are enough to cross threads.
    let head: String = lines[..30].iter().map(|l| format!("{l}\n")).collect();
    let head_file = temp_file("order-with-errors-30.txt", head.as_bytes());
    for command in ["solve", "count", "canon", "rate"] {
        let (path, expected_lines) = if command == "rate" {
            (head_file.to_str().unwrap(), 30)
        } else {
            (file.to_str().unwrap(), lines.len())
        };
        let one = sudoku(&[command, "-j", "1", path], None);
        let two = sudoku(&[command, "-j", "2", path], None);
        assert_eq!(one.status.code(), Some(1), "{command}: {}", text(&one.stderr));
        assert_eq!(two.status.code(), Some(1), "{command}: {}", text(&two.stderr));
        let stdout = text(&one.stdout);
        assert_eq!(stdout.lines().count(), expected_lines, "{command}: {stdout}");
        // Each error line names its own input line, at its own place in the output.
        // (`canon` relabels contradicting givens like any others: not an error there.)
        for (i, line) in stdout.lines().enumerate() {
            let bad = matches!(i % 7, 2 | 4) || (i % 7 == 6 && command != "canon");
            assert_eq!(
                line.starts_with("error: "),
                bad,
                "{command}, line {}: {line}",
                i + 1
            );
            if bad {
                assert!(line.contains(&format!(":{}:", i + 1)), "{command}: {line}");
            }
        }
        assert_eq!(text(&two.stdout), stdout, "{command}: -j 2 against -j 1");
        assert_eq!(
            text(&two.stderr),
            text(&one.stderr),
            "{command}: the messages too"
        );
    }
}

/// 250 puzzle lines: more than a batch needs to show its progress.
fn long_batch() -> String {
    let puzzles: Vec<String> = known().into_iter().map(|(p, _)| p).collect();
    (0..250)
        .map(|i| format!("{}\n", puzzles[i % puzzles.len()]))
        .collect()
}

#[test]
fn long_batches_show_no_progress_when_standard_error_is_not_a_terminal() {
    let input = long_batch();
    for command in ["solve", "count", "rate", "explain"] {
        let out = sudoku(&[command, "-"], Some(input.as_bytes()));
        assert_eq!(out.status.code(), Some(0), "{command}: {}", text(&out.stderr));
        assert!(
            !text(&out.stderr).contains("puzzles,"),
            "{command} drew a progress bar into a pipe: {}",
            text(&out.stderr)
        );
    }
    assert!(sudoku(&["solve"], Some(input.as_bytes())).stderr.is_empty());
}

#[test]
fn long_batches_show_their_progress_on_a_terminal() {
    // `script` (util-linux, part of every Debian system) runs the command with a
    // terminal as its standard error; the results go to a file.
    let puzzles = temp_file("progress-in", long_batch().as_bytes());
    let results = temp_file("progress-out", b"");
    for command in ["solve", "rate"] {
        let line = format!(
            "{} {command} {} > {}",
            env!("CARGO_BIN_EXE_sudoku"),
            puzzles.display(),
            results.display()
        );
        let terminal = Command::new("script")
            .args(["-qec", &line, "/dev/null"])
            .stdin(Stdio::null())
            .output()
            .expect("script runs the command on a terminal");
        assert_eq!(
            terminal.status.code(),
            Some(0),
            "{command}: {}",
            text(&terminal.stderr)
        );
        let shown = text(&terminal.stdout);
        assert!(
            shown.contains("% of the input: ") && shown.contains(" puzzles,"),
            "{command} showed no progress: {shown:?}"
        );
        let written = std::fs::read_to_string(&results).unwrap();
        assert_eq!(
            written.lines().count(),
            250,
            "{command}: every result in the file"
        );
        assert!(
            !written.contains("puzzles,"),
            "{command}: the bar stays off the results"
        );
    }
}

#[test]
fn canon_prints_one_form_for_equivalent_puzzles_and_names_bad_lines() {
    let puzzle: sudoku_strata::Grid = known().remove(0).0.parse().unwrap();
    let turned = puzzle.rotated().random_isomorph(9);
    let input = format!("{puzzle}\n{turned}\nnot a puzzle\n");
    let out = sudoku(&["canon", "-"], Some(input.as_bytes()));
    assert_eq!(out.status.code(), Some(1), "a bad line fails the batch");
    let lines: Vec<String> = text(&out.stdout).lines().map(String::from).collect();
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert_eq!(lines[0], lines[1]);
    assert!(lines[2].starts_with("error: <stdin>:3: "), "{lines:?}");
    assert_eq!(lines[0], puzzle.canonical().to_string());
    assert!(text(&out.stderr).contains("<stdin>:3:"), "{}", text(&out.stderr));
}

/// The puzzle the play tests save and resume.
const PLAYED: &str = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489";

#[test]
fn play_saves_a_game_and_resume_goes_on_with_it() {
    let save = temp_file("saved-game.json", b"");
    std::fs::remove_file(&save).unwrap();
    let moves = format!(
        "r1c1=3\npencil r1c2 58\nr2c1=7\nundo\nsave\nsave {}\nr9c9 clear\n",
        save.display()
    );
    let out = sudoku(&["play", "--plain", PLAYED], Some(moves.as_bytes()));
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(
        stdout.contains("error: save to which file? Type save FILE"),
        "{stdout}"
    );
    assert!(
        stdout.contains(&format!("Saved to {} (", save.display())),
        "{stdout}"
    );
    let saved: serde_json::Value = serde_json::from_slice(&std::fs::read(&save).unwrap()).unwrap();
    assert_eq!(saved["givens"], PLAYED);
    assert_eq!(saved["marks"]["r1c2"], serde_json::json!([5, 8]));

    let out = sudoku(
        &["play", "--plain", "--resume", &save.to_string_lossy()],
        Some(b"board\nredo\nmarks\nsave\n"),
    );
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(
        stdout.starts_with(&format!("Resumed {}: puzzle {PLAYED}, 0:0", save.display())),
        "{stdout}"
    );
    assert!(stdout.contains("r1  | +3  .  4 |"), "the move: {stdout}");
    assert!(stdout.contains("r2  |  .  9  . |"), "the move undone: {stdout}");
    assert!(
        stdout.contains("Redone.") && stdout.contains("r2  | +7  9  . |"),
        "{stdout}"
    );
    assert!(stdout.contains("| +3 58 4 "), "the pencil marks: {stdout}");
    // Resumed without --save, `save` has no file to go to.
    assert!(stdout.contains("error: save to which file?"), "{stdout}");
    std::fs::remove_file(&save).unwrap();
}

#[test]
fn play_saves_to_the_file_of_save_and_refuses_a_bad_saved_game() {
    let save = temp_file("save-flag.json", b"");
    std::fs::remove_file(&save).unwrap();
    let path = save.to_string_lossy().into_owned();
    let out = sudoku(
        &["play", "--plain", "--save", &path, PLAYED],
        Some(b"r1c1=3\nsave\n"),
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains(&format!("Saved to {path} (")),
        "{}",
        text(&out.stdout)
    );
    let good = std::fs::read_to_string(&save).unwrap();

    let on_a_given = good.replacen(
        &format!("\"entries\":\"3{}\"", ".".repeat(80)),
        &format!("\"entries\":\"..7{}\"", ".".repeat(78)),
        1,
    );
    assert_ne!(on_a_given, good);
    let cases: [(&str, String, &str); 4] = [
        (
            "corrupt",
            "{\"mode\": \"playing\", \"givens\": ".to_string(),
            "is not a saved game: EOF while parsing",
        ),
        (
            "not-a-game",
            "[1, 2, 3]".to_string(),
            "is not a saved game: invalid type",
        ),
        (
            "tampered",
            on_a_given,
            "is not a saved game: the board has a player's digit on the given r1c3",
        ),
        (
            "other-givens",
            good.replace(PLAYED, &".".repeat(81)),
            "the givens allow more than one solution",
        ),
    ];
    for (name, contents, expected) in &cases {
        let file = temp_file(&format!("{name}.json"), contents.as_bytes());
        let out = sudoku(&["play", "--plain", "--resume", &file.to_string_lossy()], None);
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{name}: {stderr}");
        assert!(stderr.contains(expected), "{name}: {stderr}");
        assert!(out.stdout.is_empty(), "{name}: no game starts");
        assert_eq!(
            &std::fs::read_to_string(&file).unwrap(),
            contents,
            "{name}: the file is untouched"
        );
        std::fs::remove_file(&file).unwrap();
    }
    let missing = save.with_file_name("sudoku-no-such-save.json");
    let out = sudoku(&["play", "--plain", "--resume", &missing.to_string_lossy()], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("cannot read the saved game"),
        "{}",
        text(&out.stderr)
    );
    // A saved game or a puzzle, not both.
    let out = sudoku(&["play", "--plain", "--resume", &path, PLAYED], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("cannot be used with"),
        "{}",
        text(&out.stderr)
    );
    std::fs::remove_file(&save).unwrap();
}

#[test]
fn every_command_answers_every_line_and_its_json_errors_share_one_shape() {
    let good = known().remove(0).0;
    let input = format!("{good}\nnot a puzzle\n{good}\n");
    for command in [
        vec!["solve", "--json"],
        vec!["solve", "--json", "--logic"],
        vec!["count", "--json"],
        vec!["rate", "--json"],
        vec!["explain", "--json"],
        vec!["canon", "--json"],
    ] {
        let mut args = command.clone();
        args.push("-");
        let out = sudoku(&args, Some(input.as_bytes()));
        assert_eq!(out.status.code(), Some(1), "{command:?}");
        let objects: Vec<serde_json::Value> = text(&out.stdout)
            .lines()
            .map(|line| serde_json::from_str(line).expect("a JSON object per line"))
            .collect();
        assert_eq!(objects.len(), 3, "{command:?}: {objects:?}");
        assert_eq!(objects[0]["puzzle"], good, "{command:?}");
        let error = &objects[1];
        assert_eq!(error["line"], 2, "{command:?}: {error}");
        assert_eq!(error["source"], "<stdin>", "{command:?}: {error}");
        assert_eq!(error["input"], "not a puzzle", "{command:?}: {error}");
        assert!(
            error["error"]
                .as_str()
                .is_some_and(|e| e.contains("unexpected character 'n' at line 2, column 1")),
            "{command:?}: {error}"
        );
        assert_eq!(objects[2]["puzzle"], good, "{command:?}");
    }
    // Without --json: an error line in its place, for the line commands.
    for command in ["solve", "count", "rate", "canon"] {
        let out = sudoku(&[command, "-"], Some(input.as_bytes()));
        let stdout = text(&out.stdout);
        let lines: Vec<&str> = stdout.lines().filter(|l| !l.is_empty()).collect();
        assert!(lines.len() >= 3, "{command}: {stdout}");
        assert!(
            lines[1].starts_with("error: <stdin>:2: unexpected character"),
            "{command}: {stdout}"
        );
    }
}

/// The first (puzzle, solution) of the fixtures that needs more than singles.
fn hard_known() -> (String, String) {
    PUZZLES
        .lines()
        .find(|l| l.starts_with("hard\t"))
        .map(|l| {
            let fields: Vec<&str> = l.split('\t').collect();
            (fields[1].to_string(), fields[2].to_string())
        })
        .expect("a hard puzzle in the fixtures")
}

/// A pencil-mark grid of the first known puzzle, with a candidate struck out that the
/// solution does not need, as another solver would print it.
fn worked_pencil_marks() -> (sudoku_strata::LayerGrid, String) {
    let (puzzle, solution) = known().remove(0);
    let puzzle: sudoku_strata::Grid = puzzle.parse().unwrap();
    let solution: sudoku_strata::Grid = solution.parse().unwrap();
    let mut state = sudoku_strata::LayerGrid::from_grid(&puzzle);
    let (cell, digit) = state
        .unsolved_cells()
        .iter()
        .find_map(|cell| {
            let keep = solution.get(cell);
            let other = state.cell_candidates(cell).iter().find(|&d| Some(d) != keep);
            other.map(|d| (cell, d))
        })
        .expect("a candidate to strike out");
    state.eliminate(cell, digit);
    let text = state.to_string();
    (state, text)
}

#[test]
fn pencil_mark_grids_are_read_by_every_command() {
    let (state, marks) = worked_pencil_marks();
    let (_, solution) = known().remove(0);
    let path = temp_file("marks.txt", format!("{marks}\n").as_bytes());
    let path = path.to_str().unwrap();
    let solve = sudoku(&["solve", path], None);
    assert_eq!(text(&solve.stdout).trim(), solution, "{}", text(&solve.stderr));
    let logic = sudoku(&["solve", "--logic", path], None);
    assert_eq!(text(&logic.stdout).trim(), solution, "{}", text(&logic.stderr));
    let count = sudoku(&["count", path], None);
    assert_eq!(text(&count.stdout).trim(), "1");
    let rate = sudoku(&["rate", path], None);
    assert_eq!(rate.status.code(), Some(0), "{}", text(&rate.stderr));
    assert!(text(&rate.stdout).starts_with(&state.to_grid().to_string()));
    // Sudoku Explainer's numbers start from the digits alone: these marks get ours only.
    assert!(!text(&rate.stdout).contains("ER/EP/ED"), "{}", text(&rate.stdout));
    // explain starts from the pencil marks, and says where it started.
    let explain = sudoku(&["explain", "--json", path], None);
    let json: serde_json::Value = serde_json::from_str(text(&explain.stdout).trim()).unwrap();
    assert_eq!(json["solution"], solution);
    assert_eq!(json["candidates"], marks);
    // play goes on from the marks: its pencil marks are the grid's candidates.
    let play = sudoku(&["play", "--plain", path], Some(b"marks\nquit\n"));
    assert_eq!(play.status.code(), Some(0), "{}", text(&play.stderr));
    let cells = |line: &str| -> Vec<String> {
        line.split(|c: char| c == '|' || c.is_whitespace())
            .filter(|t| !t.is_empty())
            .map(|t| t.trim_start_matches('[').trim_end_matches(']').to_string())
            .collect()
    };
    let shown: Vec<Vec<String>> = text(&play.stdout)
        .lines()
        .filter(|l| l.starts_with("| "))
        .map(cells)
        .collect();
    let expected: Vec<Vec<String>> = marks.lines().filter(|l| l.starts_with("| ")).map(cells).collect();
    assert_eq!(shown, expected, "{}", text(&play.stdout));
    // canon refuses marks that strike out candidates, since its form would lose them.
    let canon = sudoku(&["canon", path], None);
    assert_eq!(canon.status.code(), Some(1));
    assert!(
        text(&canon.stdout).contains("strike out candidates"),
        "{}",
        text(&canon.stdout)
    );
    // A struck-out candidate the solution needs is said as such.
    let (puzzle, solution) = known().remove(0);
    let solution: sudoku_strata::Grid = solution.parse().unwrap();
    let mut wrong = sudoku_strata::LayerGrid::from_grid(&puzzle.parse().unwrap());
    let open = wrong.unsolved_cells().iter().next().unwrap();
    wrong.eliminate(open, solution.get(open).unwrap());
    let path = temp_file("wrong-marks.txt", wrong.to_string().as_bytes());
    let out = sudoku(&["solve", path.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stdout).contains("a candidate the solution needs was struck out"),
        "{}",
        text(&out.stdout)
    );
}

#[test]
fn our_own_boards_read_back() {
    let (puzzle, solution) = known().remove(0);
    // The board of `play --plain`, with its row and column labels.
    let out = sudoku(&["play", "--plain", &puzzle], Some(b"quit\n"));
    let board: String = text(&out.stdout)
        .lines()
        .skip(1)
        .take(13)
        .map(|l| format!("{l}\n"))
        .collect();
    let path = temp_file("plain-board.txt", board.as_bytes());
    let solved = sudoku(&["solve", path.to_str().unwrap()], None);
    assert_eq!(
        text(&solved.stdout).trim(),
        solution,
        "{board}\n{}",
        text(&solved.stderr)
    );
    // A candidate grid of `explain --candidates`, signs and indentation included, of a
    // puzzle that needs more than singles.
    let (puzzle, solution) = hard_known();
    let out = sudoku(&["explain", "--candidates", "--color", "never", &puzzle], None);
    let explained = text(&out.stdout);
    let lines: Vec<&str> = explained.lines().collect();
    let first = lines
        .iter()
        .position(|l| l.trim_start().starts_with("+--") && l.starts_with(' '))
        .expect("a candidate grid");
    let grid: String = lines[first..first + 13]
        .iter()
        .map(|l| format!("{l}\n"))
        .collect();
    assert!(grid.contains(['*', '-']), "{grid}");
    let path = temp_file("explain-grid.txt", grid.as_bytes());
    let solved = sudoku(&["solve", path.to_str().unwrap()], None);
    assert_eq!(
        text(&solved.stdout).trim(),
        solution,
        "{grid}\n{}",
        text(&solved.stderr)
    );
}

/// A puzzle whose path has steps of several techniques, not singles alone.
const MIXED: &str = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

#[test]
fn explain_candidates_prints_each_grid_under_its_own_step() {
    let out = sudoku(&["explain", "--candidates", "--color", "never", MIXED], None);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    let is_step = |line: &str| {
        let trimmed = line.trim_start();
        trimmed
            .split_once(". ")
            .is_some_and(|(n, _)| n.parse::<usize>().is_ok())
    };
    // A step's grid is indented under it (the final grid is not).
    let is_grid_top = |line: &str| {
        line.starts_with(' ') && line.trim_start().starts_with(['.', '+', '*']) && line.contains("---")
    };
    let mut grids = 0;
    for (i, line) in lines.iter().enumerate() {
        if !is_grid_top(line) || i == 0 {
            continue;
        }
        // Going back from a grid: the first step line met is the grid's own, and it is
        // not a single (singles have no grid).
        let Some(step) = lines[..i].iter().rev().find(|l| is_step(l)) else {
            continue; // the legend's sample, before the first step
        };
        grids += 1;
        assert!(
            !["Full House", "Naked Single", "Hidden Single"]
                .iter()
                .any(|s| step.contains(s)),
            "a grid under a single's line: {step}"
        );
    }
    assert!(grids > 0, "{stdout}");
}

#[test]
fn the_texts_name_what_they_count_and_label_sudoku_explainers_numbers() {
    // One puzzle rated: its line says which numbers are ER/EP/ED, and no table follows
    // unless asked for.
    let out = sudoku(&["rate", MIXED], None);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains(", ER/EP/ED ") && text(&out.stdout).contains("; path score "),
        "{}",
        text(&out.stdout)
    );
    assert_eq!(text(&out.stderr), "");
    let out = sudoku(&["rate", "--stats", MIXED], None);
    assert!(text(&out.stderr).contains("level"), "{}", text(&out.stderr));

    // Singular and plural.
    let solved = "123456789456789123789123456214365897365897214897214365531642978642978531978531642";
    let one_open = format!("{}.{}", &solved[..40], &solved[41..]);
    let out = sudoku(&["explain", &one_open], None);
    assert!(
        text(&out.stdout).contains("Solved by logic alone in 1 step."),
        "{}",
        text(&out.stdout)
    );
    let html = std::env::temp_dir().join(format!("sudoku-title-{}.html", std::process::id()));
    let out = sudoku(&["explain", "--html", html.to_str().unwrap(), MIXED], None);
    assert!(
        text(&out.stderr).contains("wrote the explanation of 1 puzzle to"),
        "{}",
        text(&out.stderr)
    );
    // The page is titled and headed by its puzzle, not by where it was read.
    let page = std::fs::read_to_string(&html).unwrap();
    assert!(
        page.contains(&format!("<title>Sudoku {MIXED}, step by step</title>")),
        "{page}"
    );
    assert!(page.contains(&format!("<h2>Puzzle {MIXED}</h2>")));
    assert!(!page.contains("&lt;argument&gt;"));
    std::fs::remove_file(&html).unwrap();
}

#[test]
fn count_reads_standard_input_like_the_other_commands() {
    let out = sudoku(&["count"], Some(format!("{MIXED}\n").as_bytes()));
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout).trim(), "1");
}

#[test]
fn techniques_keep_the_singles_and_a_narrowed_list_that_needs_the_search_says_so() {
    let out = sudoku(&["explain", "--techniques", "x-wing", MIXED], None);
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("Hidden Single") || stdout.contains("Naked Single"),
        "{stdout}"
    );
    let out = sudoku(
        &["explain", "--techniques", "x-wing", "--no-singles", MIXED],
        None,
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(!text(&out.stdout).contains("Hidden Single"));
    assert!(
        text(&out.stderr)
            .contains("the techniques chosen did not finish the puzzle: backtracking filled the rest"),
        "{}",
        text(&out.stderr)
    );
    // The whole engine needs no such note.
    let out = sudoku(&["explain", MIXED], None);
    assert!(
        !text(&out.stderr).contains("did not finish"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn a_puzzle_argument_may_carry_its_rating_or_a_comment_and_a_pencil_mark_grid_is_one_argument() {
    let (puzzle, solution) = known().remove(0);
    for rest in [
        " 9.0/1.2/1.2",
        " ED=9.0/1.2/1.2",
        " SE 9.0",
        ",9.0",
        "\t9.0",
        " # from a list",
        " ;7.1",
    ] {
        let argument = format!("{puzzle}{rest}");
        let out = sudoku(&["solve", &argument], None);
        assert_eq!(out.status.code(), Some(0), "{rest:?}: {}", text(&out.stderr));
        assert_eq!(text(&out.stdout).trim(), solution, "{rest:?}");
    }
    let (_, marks) = worked_pencil_marks();
    let out = sudoku(&["solve", &marks], None);
    assert_eq!(text(&out.stdout).trim(), solution, "{}", text(&out.stderr));
    let line = worked_pencil_marks().0.pencil_line();
    let out = sudoku(&["count", &line], None);
    assert_eq!(text(&out.stdout).trim(), "1", "{}", text(&out.stderr));
}

#[test]
fn a_short_grid_is_an_error_on_its_first_line_and_the_next_is_read_on_its_own() {
    let (puzzle, solution) = known().remove(0);
    let picture = format!("{:#}", puzzle.parse::<sudoku_strata::Grid>().unwrap());
    // The ninth row gone: the bottom border comes after eight rows.
    let mut lines: Vec<&str> = picture.lines().collect();
    lines.remove(11);
    let input = format!(
        "{}\n{picture}\n{}\n{}\n",
        lines.join("\n"),
        &puzzle[..40],
        &puzzle[40..]
    );
    let out = sudoku(&["solve", "-"], Some(input.as_bytes()));
    assert_eq!(out.status.code(), Some(1));
    let stdout = text(&out.stdout);
    let answers: Vec<&str> = stdout.lines().collect();
    assert_eq!(answers.len(), 4, "{stdout}");
    assert!(
        answers[0].starts_with("error: <stdin>:1: the grid starting at line 1 has 8 rows"),
        "{stdout}"
    );
    assert_eq!(answers[1], solution);
    // Two short lines are two errors, never one puzzle.
    assert!(
        answers[2].starts_with("error: <stdin>:26: expected 81 cells, found 40"),
        "{stdout}"
    );
    assert!(
        answers[3].starts_with("error: <stdin>:27: expected 81 cells, found 41"),
        "{stdout}"
    );
}

#[test]
fn reading_stops_at_its_limits_with_a_message_naming_them() {
    let (puzzle, solution) = known().remove(0);
    let input = format!("{puzzle}\n").repeat(10);
    let out = sudoku(&["solve", "--max-input", "500", "-"], Some(input.as_bytes()));
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stdout).lines().collect::<Vec<_>>(),
        vec![solution.as_str(); 6]
    );
    assert!(
        text(&out.stderr).contains("<stdin>: the input is larger than the limit of 500 bytes"),
        "{}",
        text(&out.stderr)
    );
    // A line of a million zero bytes is one error, read past without holding it.
    let mut zeros = vec![0u8; 1 << 20];
    zeros.extend_from_slice(format!("\n{puzzle}\n").as_bytes());
    let out = sudoku(&["solve", "-"], Some(&zeros));
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("<stdin>:1: line 1 is longer than the limit of 16384 bytes"),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(text(&out.stdout).lines().last(), Some(solution.as_str()));
}

#[test]
fn a_count_limit_of_0_is_refused() {
    let (puzzle, _) = known().remove(0);
    let out = sudoku(&["count", &puzzle, "--limit", "0"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("the limit of a count is at least 1"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn more_jobs_than_cores_give_the_same_answers() {
    let input: String = known().iter().map(|(p, _)| format!("{p}\n")).collect();
    let one = sudoku(&["solve", "-j", "1", "-"], Some(input.as_bytes()));
    let many = sudoku(&["solve", "-j", "4096", "-"], Some(input.as_bytes()));
    assert_eq!(many.status.code(), Some(0), "{}", text(&many.stderr));
    assert_eq!(text(&many.stdout), text(&one.stdout));
}

#[test]
fn rate_writes_sudoku_explainers_line_format_with_a_header_that_reads_back() {
    let input: String = known().iter().take(3).map(|(p, _)| format!("{p}\n")).collect();
    let text_form = sudoku(&["rate", "-"], Some(input.as_bytes()));
    let out = sudoku(
        &["rate", "--format", "serate", "--header", "-"],
        Some(input.as_bytes()),
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 4, "{stdout}");
    assert!(
        lines[0].starts_with(&format!(
            "# sudoku-strata {}: sudoku rate --format serate --budget ",
            env!("CARGO_PKG_VERSION")
        )),
        "{stdout}"
    );
    // The same numbers as the text form's ER/EP/ED, in Sudoku Explainer's line.
    for ((line, text_line), (puzzle, _)) in lines[1..]
        .iter()
        .zip(text(&text_form.stdout).lines())
        .zip(known())
    {
        let numbers = text_line
            .split(", ER/EP/ED ")
            .nth(1)
            .and_then(|se| se.split(' ').next())
            .unwrap();
        assert_eq!(*line, format!("{puzzle} ED={numbers}"));
    }
    // What it writes reads back as the puzzles.
    let again = sudoku(&["solve", "-"], Some(stdout.as_bytes()));
    assert_eq!(again.status.code(), Some(0), "{}", text(&again.stderr));
    assert_eq!(text(&again.stdout).lines().count(), 3);
    let json = sudoku(
        &["rate", "--format", "json", "--header", "--no-explainer", "-"],
        Some(input.as_bytes()),
    );
    let first: serde_json::Value = serde_json::from_str(text(&json.stdout).lines().next().unwrap()).unwrap();
    assert_eq!(first["header"]["version"], env!("CARGO_PKG_VERSION"));
    assert_eq!(first["header"]["explainer"], false);
    // An argument, not standard input: the command stops before it would read.
    let (puzzle, _) = known().remove(0);
    let refused = sudoku(&["rate", "--format", "serate", "--no-explainer", &puzzle], None);
    assert_eq!(refused.status.code(), Some(2));
}

#[test]
fn a_stuck_explanation_gives_its_candidates_as_a_grid_and_as_one_line() {
    let (puzzle, _) = hard_known();
    let out = sudoku(
        &[
            "explain",
            "--techniques",
            "naked single,hidden single",
            "--no-backtracking",
            &puzzle,
        ],
        None,
    );
    let stdout = text(&out.stdout);
    let line = stdout
        .lines()
        .find_map(|l| l.strip_prefix("As one line: "))
        .unwrap_or_else(|| panic!("{stdout}"));
    assert_eq!(line.len(), 729);
    let state: sudoku_strata::LayerGrid = line.parse().unwrap();
    let count = sudoku(&["count", line], None);
    assert_eq!(text(&count.stdout).trim(), "1", "{state}");
}

/// The known puzzles `copies` times over, with bad entries among them: a line that is
/// not a puzzle, givens that repeat a digit, a puzzle with several solutions (the first
/// known one without its first four givens) and a blank line and comment, which are
/// skipped.
fn puzzles_with_bad_entries(copies: usize) -> String {
    let mut several = known()[0].0.clone().into_bytes();
    for cell in several.iter_mut().filter(|c| c.is_ascii_digit()).take(4) {
        *cell = b'.';
    }
    let several = String::from_utf8(several).unwrap();
    // The second known puzzle with its first given repeated in the same row.
    let mut clash = known()[1].0.clone().into_bytes();
    let given = clash.iter().position(u8::is_ascii_digit).unwrap();
    let row = given / 9 * 9;
    let free = (row..row + 9).find(|&cell| clash[cell] == b'.').unwrap();
    clash[free] = clash[given];
    let clash = String::from_utf8(clash).unwrap();
    let mut file = String::new();
    for copy in 0..copies {
        for (i, (puzzle, _)) in known().iter().enumerate() {
            file.push_str(puzzle);
            file.push('\n');
            match (copy + i) % 7 {
                0 => file.push_str("not a puzzle\n"),
                2 => file.push_str(&format!("{clash}\n")),
                4 => file.push_str(&format!("{several}\n")),
                6 => file.push_str("\n# a comment\n"),
                _ => {}
            }
        }
    }
    file
}

#[test]
fn batches_on_two_threads_write_what_one_thread_writes_byte_for_byte() {
    // Enough entries that the threads take several at a time and finish out of order.
    let many = temp_file("batch-many.txt", puzzles_with_bad_entries(30).as_bytes());
    let few = temp_file("batch-few.txt", puzzles_with_bad_entries(5).as_bytes());
    let (many, few) = (many.to_str().unwrap(), few.to_str().unwrap());
    let commands: [&[&str]; 5] = [
        &["solve", many],
        &["solve", "--json", many],
        &["count", "--limit", "2", many],
        &["canon", many],
        &["rate", few],
    ];
    for command in commands {
        let one = sudoku(&[command, &["-j", "1"]].concat(), None);
        let two = sudoku(&[command, &["-j", "2"]].concat(), None);
        assert_eq!(one.status.code(), Some(1), "{command:?}: {}", text(&one.stderr));
        assert!(text(&one.stdout).contains("error"), "{command:?}");
        assert_eq!(text(&two.stdout), text(&one.stdout), "{command:?}");
        assert_eq!(text(&two.stderr), text(&one.stderr), "{command:?}");
        assert_eq!(two.status.code(), one.status.code(), "{command:?}");
    }
}

#[test]
fn steps_lists_every_step_at_the_position_with_the_engines_first() {
    let (puzzle, _) = hard_known();
    let out = sudoku(&["steps", &puzzle], None);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(
        stdout.starts_with(&format!("Puzzle: {puzzle}\n  1. ")),
        "{stdout}"
    );
    let listed = stdout
        .lines()
        .filter(|l| {
            l.split_once(". ")
                .is_some_and(|(n, _)| n.trim_start().parse::<usize>().is_ok())
        })
        .count();
    assert!(
        stdout.trim_end().ends_with(&format!("\n{listed} steps")),
        "{stdout}"
    );
    // The step explain takes first is among them.
    let explained = text(&sudoku(&["explain", &puzzle], None).stdout);
    let first = explained
        .lines()
        .find_map(|l| l.trim_start().strip_prefix("1. "))
        .expect("a first step");
    assert!(stdout.contains(first), "{first} not in {stdout}");
    // JSON: the steps as explain --json writes them; a bad line is an error object.
    let input = format!("{puzzle}\nnot a puzzle\n");
    let out = sudoku(&["steps", "--json", "-"], Some(input.as_bytes()));
    assert_eq!(out.status.code(), Some(1));
    let objects: Vec<serde_json::Value> = text(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(objects[0]["steps"].as_array().map(Vec::len), Some(listed));
    assert!(objects[0]["steps"][0]["technique"].is_string());
    assert_eq!(objects[1]["line"], 2);
}
