//! `sudoku explain`: the JSON form of steps (pattern, score, proof) and of the rating, the
//! rating line, the proofs under the sentences, and the candidate grids of
//! `--candidates`, each checked against the library.

#![cfg(feature = "cli")]

use std::collections::BTreeSet;
use std::process::{Command, Output, Stdio};

use serde_json::Value;
use sudoku_strata::{Candidate, Engine, Family, Grid, LayerGrid, Solution, Step, Technique};

/// A puzzle whose explanation takes chains (with proofs), fins and houses.
const CHAINS: &str = ".7......5..5..329..4..8...79.....1.8.1..2.9....38...5...7.9..4.6...4.....9...2...";

fn sudoku(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .expect("run sudoku")
}

fn stdout(args: &[&str]) -> String {
    let out = sudoku(args);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn solve(puzzle: &str, engine: &Engine) -> Solution {
    engine.solve(&puzzle.parse::<Grid>().unwrap()).unwrap()
}

fn keys(value: &Value) -> BTreeSet<&str> {
    value.as_object().unwrap().keys().map(String::as_str).collect()
}

fn one_decimal(score: f32) -> f64 {
    (f64::from(score) * 10.0).round() / 10.0
}

fn cell_json(value: &Value) -> (u64, u64) {
    (value["row"].as_u64().unwrap(), value["col"].as_u64().unwrap())
}

fn candidates_json(value: &Value) -> Vec<(u64, u64, u64)> {
    value
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            (
                c["row"].as_u64().unwrap(),
                c["col"].as_u64().unwrap(),
                c["digit"].as_u64().unwrap(),
            )
        })
        .collect()
}

fn candidates(list: &[Candidate]) -> Vec<(u64, u64, u64)> {
    list.iter()
        .map(|c| {
            (
                c.cell.row_index() as u64 + 1,
                c.cell.col_index() as u64 + 1,
                u64::from(c.digit.get()),
            )
        })
        .collect()
}

/// The checks of a proof's JSON form that need no solver: every branch has its
/// assumption, facts and end, every fact its candidate, truth and rule.
fn check_proof_shape(proof: &Value) {
    assert!(
        matches!(proof["kind"].as_str(), Some("contradiction" | "verity")),
        "{proof}"
    );
    let branches = proof["branches"].as_array().unwrap();
    assert!(!branches.is_empty());
    for branch in branches {
        assert_eq!(keys(branch), BTreeSet::from(["assume", "end", "facts"]));
        for fact in branch["facts"].as_array().unwrap() {
            for key in ["row", "col", "digit"] {
                assert!((1..=9).contains(&fact[key].as_u64().unwrap()), "{fact}");
            }
            assert!(fact["holds"].is_boolean() && fact["rule"].is_string(), "{fact}");
            if fact["rule"] == "nested" {
                check_proof_shape(&fact["proof"]);
            }
        }
    }
}

#[test]
fn json_steps_carry_their_sentence_pattern_score_and_proof() {
    let out = stdout(&["explain", "--json", CHAINS]);
    let value: Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(
        keys(&value),
        BTreeSet::from(["backtracking", "puzzle", "rating", "solution", "steps"])
    );
    let solution = solve(CHAINS, &Engine::default());
    let steps = value["steps"].as_array().unwrap();
    assert_eq!(steps.len(), solution.steps().len());
    let mut seen = BTreeSet::new();
    for (json, step) in steps.iter().zip(solution.steps()) {
        assert_eq!(
            keys(json),
            BTreeSet::from([
                "eliminations",
                "pattern",
                "placements",
                "proof",
                "score",
                "sentence",
                "technique",
                "text",
            ]),
            "{json}"
        );
        assert_eq!(json["technique"], step.technique().name());
        assert_eq!(json["text"], step.to_string());
        assert_eq!(json["sentence"], step.explanation());
        assert_eq!(json["score"].as_f64(), Some(one_decimal(step.score())));
        assert_eq!(
            candidates_json(&json["placements"]),
            candidates(step.placements())
        );
        assert_eq!(
            candidates_json(&json["eliminations"]),
            candidates(step.eliminations())
        );

        let pattern = &json["pattern"];
        let expected = step.pattern();
        assert_eq!(
            keys(pattern),
            BTreeSet::from(["candidates", "cells", "fins", "houses", "links"])
        );
        let cells: Vec<(u64, u64)> = pattern["cells"]
            .as_array()
            .unwrap()
            .iter()
            .map(cell_json)
            .collect();
        let expected_cells: Vec<(u64, u64)> = expected
            .cells
            .iter()
            .map(|c| (c.row_index() as u64 + 1, c.col_index() as u64 + 1))
            .collect();
        assert_eq!(cells, expected_cells);
        assert_eq!(
            candidates_json(&pattern["candidates"]),
            candidates(&expected.candidates)
        );
        assert_eq!(candidates_json(&pattern["fins"]), candidates(&expected.fins));
        let houses: Vec<String> = expected.houses.iter().map(ToString::to_string).collect();
        assert_eq!(pattern["houses"], serde_json::json!(houses));
        let links = pattern["links"].as_array().unwrap();
        assert_eq!(links.len(), expected.links.len());
        for (json, link) in links.iter().zip(&expected.links) {
            assert_eq!(keys(json), BTreeSet::from(["from", "kind", "to"]));
            let kind = if link.kind == sudoku_strata::LinkKind::Strong {
                "strong"
            } else {
                "weak"
            };
            assert_eq!(json["kind"], kind);
            for (node, expected) in [(&json["from"], link.from), (&json["to"], link.to)] {
                assert_eq!(keys(node), BTreeSet::from(["cells", "digit"]));
                assert_eq!(node["digit"].as_u64(), Some(u64::from(expected.digit.get())));
                assert_eq!(node["cells"].as_array().unwrap().len(), expected.cells.len());
            }
        }

        match step.proof() {
            None => assert!(json["proof"].is_null(), "{json}"),
            Some(proof) => {
                check_proof_shape(&json["proof"]);
                assert_eq!(json["proof"], serde_json::to_value(proof).unwrap());
            }
        }
        if !json["proof"].is_null() {
            seen.insert("proof");
        }
        if !expected.fins.is_empty() {
            seen.insert("fins");
        }
        if !expected.houses.is_empty() {
            seen.insert("houses");
        }
        if !expected.links.is_empty() {
            seen.insert("links");
        }
    }
    assert_eq!(
        seen,
        BTreeSet::from(["fins", "houses", "links", "proof"]),
        "the puzzle shows every part"
    );

    let rating = Engine::default().rate(&CHAINS.parse().unwrap()).unwrap();
    // The library's form of a rating with Sudoku Explainer's numbers: what `rate --json`
    // writes, but for the puzzle.
    let mut rated: Value = serde_json::from_str(stdout(&["rate", "--json", CHAINS]).trim()).unwrap();
    assert_eq!(
        rated.as_object_mut().unwrap().remove("puzzle"),
        Some(CHAINS.into())
    );
    assert_eq!(value["rating"], rated);
    assert_eq!(
        keys(&value["rating"]),
        BTreeSet::from([
            "ed",
            "ed_technique",
            "ep",
            "ep_technique",
            "er",
            "er_complete",
            "er_technique",
            "hardest",
            "level",
            "path_score",
            "steps"
        ])
    );
    assert_eq!(value["rating"]["level"], rating.difficulty().name());
    assert_eq!(value["rating"]["steps"], rating.steps());
    assert_eq!(value["rating"]["hardest"], rating.hardest().name());
    assert_eq!(
        value["rating"]["path_score"].as_f64(),
        Some(one_decimal(rating.path_score()))
    );
}

#[test]
fn json_errors_keep_their_form() {
    let open = ".".repeat(81);
    let out = sudoku(&["explain", "--json", &open]);
    assert_eq!(out.status.code(), Some(1));
    let value: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        keys(&value),
        BTreeSet::from(["error", "input", "line", "puzzle", "source"])
    );

    // Stuck with backtracking off: the steps taken, in the same form as a solution's.
    let out = sudoku(&[
        "explain",
        "--json",
        "--no-backtracking",
        "--techniques",
        "hidden single",
        CHAINS,
    ]);
    assert_eq!(out.status.code(), Some(1));
    let value: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        keys(&value),
        BTreeSet::from(["error", "input", "line", "puzzle", "source", "steps"])
    );
    let first = &value["steps"][0];
    assert!(first["pattern"].is_object() && first["proof"].is_null() && first["score"].is_f64());
}

/// The rating line the text output ends with.
fn rating_line(engine: &Engine) -> String {
    let rating = engine.rate(&CHAINS.parse().unwrap()).unwrap();
    format!("Rating: {rating}")
}

#[test]
fn the_text_ends_with_the_rating_of_the_same_engine() {
    let out = stdout(&["explain", CHAINS]);
    let line = rating_line(&Engine::default());
    assert_eq!(out.lines().last(), Some(line.as_str()), "{out}");
    assert!(line.ends_with("(hardest: AIC)"), "{line}");

    // Without AIC the explanation goes another way, and so does its rating.
    let without = Engine::default().without(&["AIC".parse::<Technique>().unwrap()]);
    let out = stdout(&["explain", "--without", "aic", CHAINS]);
    let line = rating_line(&without);
    assert!(!line.ends_with("(hardest: AIC)"), "{line}");
    assert_eq!(out.lines().last(), Some(line.as_str()), "{out}");
}

/// A puzzle of the forum's hardest list, whose nets settle more or less.
const NETS: &str = "........3..1..9.6..5..8.4.....9...8...867.....1....2....6..7.2..3.8..5..4.......8";

fn json_techniques(args: &[&str]) -> Vec<String> {
    let out = stdout(args);
    let value: Value = serde_json::from_str(out.lines().next().unwrap()).unwrap();
    value["steps"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["technique"].as_str().unwrap().to_owned())
        .collect()
}

fn nets(techniques: &[String]) -> usize {
    techniques
        .iter()
        .filter(|t| ["Forcing Net", "Nested Forcing Net"].contains(&t.as_str()))
        .count()
}

#[test]
fn fewest_steps_takes_the_nets_that_settle_the_most() {
    let names = |solution: &Solution| -> Vec<String> {
        solution
            .steps()
            .iter()
            .map(|s| s.technique().name().to_owned())
            .collect()
    };
    let by_default = json_techniques(&["explain", "--json", NETS]);
    assert_eq!(by_default, names(&solve(NETS, &Engine::default())));
    let fewest = json_techniques(&["explain", "--json", "--fewest-steps", NETS]);
    let limits = sudoku_strata::Limits::default().with_short_proof(0);
    assert_eq!(
        fewest,
        names(&solve(NETS, &Engine::default().with_limits(limits)))
    );
    assert!(nets(&fewest) > 0);
    assert!(
        nets(&fewest) < nets(&by_default),
        "{} nets, {} by default",
        nets(&fewest),
        nets(&by_default)
    );
    assert!(fewest.len() < by_default.len());
}

#[test]
fn sentences_are_followed_by_the_whole_proof_as_a_tree() {
    let out = stdout(&["explain", "--sentences", CHAINS]);
    let solution = solve(CHAINS, &Engine::default());
    let indent = " ".repeat(solution.steps().len().to_string().len() + 2);
    let mut proofs = 0;
    for step in solution.steps() {
        let Some(proof) = step.proof() else { continue };
        let block: Vec<String> = proof
            .to_string()
            .lines()
            .map(|l| format!("{indent}{l}"))
            .collect();
        assert!(out.contains(&block.join("\n")), "{step}: {}", block.join("\n"));
        proofs += 1;
    }
    assert!(proofs > 0);
    // Without --sentences, no proof.
    let short = stdout(&["explain", CHAINS]);
    assert!(!short.contains("Every possible branch concludes the same."));
}

/// The 81 cells of a candidate grid as written, from its rows (`| a b c | d e f | ...`).
fn grid_cells(rows: &[&str]) -> Vec<String> {
    rows.iter()
        .filter(|l| l.trim_start().starts_with('|'))
        .flat_map(|l| {
            l.split(|c: char| c == '|' || c.is_whitespace())
                .filter(|t| !t.is_empty())
        })
        .map(str::to_string)
        .collect()
}

/// Text without its colour codes.
fn plain(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            chars.by_ref().find(|&c| c == 'm');
        } else {
            out.push(c);
        }
    }
    out
}

/// The visible characters of `text`, each with the colour codes that style it (those
/// written before it since the last reset).
fn styled(text: &str) -> Vec<(String, char)> {
    let mut out = Vec::new();
    let mut codes = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            let mut code = String::from(c);
            for c in chars.by_ref() {
                code.push(c);
                if c == 'm' {
                    break;
                }
            }
            if code == "\u{1b}[0m" {
                codes.clear();
            } else {
                codes.push_str(&code);
            }
        } else {
            out.push((std::mem::take(&mut codes), c));
        }
    }
    out
}

/// Each step's candidate grid as printed under it (`None` for singles), in order.
fn grids_under_steps(out: &str, steps: usize) -> Vec<Option<Vec<String>>> {
    let width = steps.to_string().len();
    let mut grids: Vec<Option<Vec<String>>> = Vec::new();
    let mut rows: Vec<&str> = Vec::new();
    for line in out.lines() {
        let trimmed = plain(line);
        let trimmed = trimmed.trim_start();
        let is_step = line.len() > width + 1
            && line[..width].trim_start().parse::<usize>().is_ok()
            && line[width..].starts_with(". ");
        if is_step {
            grids.push(None);
        } else if line.starts_with(' ') && (trimmed.starts_with('+') || trimmed.starts_with('|')) {
            rows.push(line);
            if rows.len() == 13 {
                let last = grids.last_mut().expect("a grid comes under its step");
                assert!(last.is_none(), "one grid per step: {out}");
                *last = Some(grid_cells(&rows));
                rows.clear();
            }
        }
    }
    assert_eq!(grids.len(), steps, "{out}");
    grids
}

/// What the sign (or colour) of a candidate in the grid of `step` must say.
fn role(step: &Step, candidate: Candidate) -> Option<(char, &'static str)> {
    if step.placements().contains(&candidate) {
        Some(('=', "32m"))
    } else if step.eliminations().contains(&candidate) {
        Some(('-', "31m"))
    } else if step.pattern().fins.contains(&candidate) {
        Some(('#', "35m"))
    } else if step.pattern().candidates.contains(&candidate) {
        Some(('*', "94m"))
    } else {
        None
    }
}

/// Checks the candidate grids of `--candidates` against the library: one under each
/// step that is not a single, showing the state the step was found in, with every
/// candidate of the step marked as the legend says, and nothing else marked.
fn check_candidate_grids(args: &[&str], engine: &Engine, color: bool) {
    let out = stdout(args);
    assert_eq!(
        out.matches("In the candidate grids:").count(),
        1,
        "the legend, once"
    );
    assert_eq!(out.contains('\u{1b}'), color);
    let solution = solve(CHAINS, engine);
    let grids = grids_under_steps(&out, solution.steps().len());
    let mut state = LayerGrid::from_grid(solution.puzzle());
    let mut shown = 0;
    for (step, grid) in solution.steps().iter().zip(grids) {
        let single = step.technique().family() == Family::Singles;
        assert_eq!(grid.is_some(), !single, "{step}");
        if let Some(cells) = grid {
            shown += 1;
            let expected: Vec<String> = grid_cells(&state.to_string().lines().collect::<Vec<_>>());
            for (i, (cell, (written, plain_token))) in sudoku_strata::Cell::ALL
                .iter()
                .zip(cells.iter().zip(&expected))
                .enumerate()
            {
                let visible = plain(written);
                let unmarked: String = visible.chars().filter(|c| !"*#-=".contains(*c)).collect();
                assert_eq!(&unmarked, plain_token, "{step}: cell {i}");
                for digit in state.cell_candidates(*cell) {
                    let mark = role(step, Candidate::new(*cell, digit));
                    if color {
                        let codes = styled(written)
                            .into_iter()
                            .find(|&(_, c)| c == char::from(b'0' + digit.get()))
                            .map(|(codes, _)| codes)
                            .unwrap_or_default();
                        match mark {
                            Some((_, code)) => {
                                assert!(codes.ends_with(code), "{step}: {cell} {digit}: {written:?}")
                            }
                            None => assert!(codes.is_empty(), "{step}: {cell} {digit}: {written:?}"),
                        }
                        assert_eq!(visible, *plain_token);
                    } else {
                        let signs: Vec<char> = visible
                            .chars()
                            .zip(visible.chars().skip(1))
                            .filter(|&(_, d)| d == char::from(b'0' + digit.get()))
                            .map(|(s, _)| s)
                            .filter(|s| "*#-=".contains(*s))
                            .collect();
                        assert_eq!(
                            signs.first().copied(),
                            mark.map(|(s, _)| s),
                            "{step}: {cell} {digit}: {visible}"
                        );
                    }
                }
            }
        }
        state.apply(step).unwrap();
    }
    assert!(shown > 0);
}

#[test]
fn candidate_grids_mark_the_pattern_with_signs_without_colour() {
    check_candidate_grids(
        &["explain", "--candidates", "--color", "never", CHAINS],
        &Engine::default(),
        false,
    );
    // A step that places digits: backtracking, after the singles stall.
    let singles = ["full house", "naked single", "hidden single"].map(|t| t.parse::<Technique>().unwrap());
    check_candidate_grids(
        &[
            "explain",
            "--candidates",
            "--techniques",
            "full house,naked single,hidden single",
            CHAINS,
        ],
        &Engine::default().only(&singles).unwrap(),
        false,
    );
    let out = stdout(&["explain", "--candidates", CHAINS]);
    let out = out.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        out.contains("*5 a candidate of the step's pattern, #5 a fin, -5 a candidate the step removes, =5 a digit the step places"),
        "the legend: {out}"
    );
}

#[test]
fn candidate_grids_colour_the_pattern_with_colour() {
    check_candidate_grids(
        &["explain", "--candidates", "--color", "always", CHAINS],
        &Engine::default(),
        true,
    );
    let out = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(["explain", "--candidates", "--color", "auto", CHAINS])
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    assert!(
        !String::from_utf8_lossy(&out.stdout).contains('\u{1b}'),
        "NO_COLOR and a pipe"
    );
}
