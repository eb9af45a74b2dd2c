//! Sudoku Explainer's ER, EP and ED as `Grid::explainer_rating` reproduces them, checked
//! against the ratings Sudoku Explainer (the SukakuExplainer fork, default settings)
//! gave: our own table of generated puzzles (`fixtures/explainer-ratings.tsv`), and a
//! sample of the shared rated set (`../shared/datasets/se-rated.tsv`) when present.

mod common {
    pub mod datasets;
}

use common::datasets;
use sudoku_strata::Grid;

/// One rated puzzle: the puzzle and Sudoku Explainer's ER, EP, ED and ER technique.
struct Rated {
    puzzle: String,
    er: f64,
    ep: f64,
    ed: f64,
    technique: String,
}

/// The rows of a table whose columns are puzzle, ER, EP, ED and ER technique starting at
/// column `first` (the shared set has a source column in between).
fn read_table(text: &str, er_column: usize) -> Vec<Rated> {
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            let number = |i: usize| -> f64 { f[i].parse().unwrap_or_else(|e| panic!("{l}: {e}")) };
            Rated {
                puzzle: f[0].to_string(),
                er: number(er_column),
                ep: number(er_column + 1),
                ed: number(er_column + 2),
                technique: f[er_column + 3].to_string(),
            }
        })
        .collect()
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 0.2 + 1e-9
}

#[test]
fn our_table_of_generated_puzzles_is_rated_as_sudoku_explainer_rates_it() {
    let text = include_str!("../fixtures/explainer-ratings.tsv");
    let table = read_table(text, 1);
    assert!(table.len() >= 20, "the table holds {} puzzles", table.len());
    let mut wrong = Vec::new();
    for row in &table {
        let grid: Grid = row.puzzle.parse().expect("a puzzle of the table");
        let ours = grid.try_explainer_rating().expect("a rated puzzle is proper");
        let same = (ours.er() - row.er).abs() < 1e-9
            && (ours.ep() - row.ep).abs() < 1e-9
            && (ours.ed() - row.ed).abs() < 1e-9
            && ours.er_technique() == row.technique.as_str();
        if !same {
            wrong.push(format!(
                "{}: Sudoku Explainer {}/{}/{} {}, ours {ours}",
                row.puzzle, row.er, row.ep, row.ed, row.technique
            ));
        }
    }
    assert!(wrong.is_empty(), "rated differently:\n{}", wrong.join("\n"));
}

/// Sudoku Explainer's steps in our vocabulary: replayed from the puzzle they reach its
/// solution; each removes only candidates of the state it was found in that the solution
/// does not need and places only the solution's digits, and its pattern and links stand
/// on candidates of that state, so that a picture of it draws what Sudoku Explainer saw.
#[test]
fn sudoku_explainers_steps_replay_as_our_steps_and_draw_on_their_states() {
    let table = read_table(include_str!("../fixtures/explainer-ratings.tsv"), 1);
    let mut chains = 0;
    for row in &table {
        let grid: Grid = row.puzzle.parse().expect("a puzzle of the table");
        let solution = grid.unique_solution().expect("a rated puzzle is proper");
        let path = grid.explainer_path().expect("a rated puzzle is proper");
        let states: Vec<_> = path.states().collect();
        assert_eq!(states.len(), path.steps().len() + 1, "{grid}: every step applies");
        assert_eq!(states.last().map(|s| s.to_grid()), Some(solution), "{grid}");
        for (se, state) in path.steps().iter().zip(&states) {
            let step = se.step();
            assert!(
                !step.placements().is_empty() || !step.eliminations().is_empty(),
                "{se}"
            );
            for c in step.placements() {
                assert_eq!(solution.get(c.cell), Some(c.digit), "{grid}: {se}");
            }
            for c in step.eliminations() {
                assert!(
                    state.has_candidate(c.cell, c.digit),
                    "{grid}: {se}: {c} is no candidate"
                );
                assert_ne!(
                    solution.get(c.cell),
                    Some(c.digit),
                    "{grid}: {se} removes the answer"
                );
            }
            for c in &step.pattern().candidates {
                assert!(state.has_candidate(c.cell, c.digit), "{grid}: {se}: pattern {c}");
            }
            for link in &step.pattern().links {
                for node in [link.from, link.to] {
                    let cell = node.cells.iter().next().expect("a node has a cell");
                    assert!(state.has_candidate(cell, node.digit), "{grid}: {se}: link {node}");
                }
            }
            if se.technique().to_string().contains("Chain") {
                assert!(
                    !step.pattern().links.is_empty(),
                    "{grid}: a chain has links: {se}"
                );
                chains += 1;
            }
        }
    }
    assert!(chains > 0, "the table has chains");
}

#[test]
fn a_sample_of_the_shared_rated_set_is_within_two_tenths() {
    let Some(folder) = datasets::folder_or_skip("explainer ratings") else {
        return;
    };
    let text = std::fs::read_to_string(folder.join("se-rated.tsv")).expect("se-rated.tsv");
    // Up to 9.0, so that the sample rates in seconds: the nested chains above it are the
    // slow part, and the whole set is walked by the documented command instead.
    let table: Vec<Rated> = read_table(&text, 2).into_iter().filter(|r| r.er <= 9.0).collect();
    let step = table.len() / 120;
    let sample: Vec<&Rated> = table.iter().step_by(step.max(1)).take(120).collect();
    let (mut er_ok, mut ep_ok, mut ed_ok) = (0, 0, 0);
    let mut misses = Vec::new();
    for row in &sample {
        let grid: Grid = row.puzzle.parse().expect("a puzzle of the rated set");
        let ours = grid.try_explainer_rating().expect("a rated puzzle is proper");
        er_ok += usize::from(close(ours.er(), row.er));
        ep_ok += usize::from(close(ours.ep(), row.ep));
        ed_ok += usize::from(close(ours.ed(), row.ed));
        if !close(ours.er(), row.er) {
            misses.push(format!(
                "{}: SE {} {}, ours {ours}",
                row.puzzle, row.er, row.technique
            ));
        }
    }
    let share = |n: usize| n as f64 / sample.len() as f64;
    assert!(
        share(er_ok) >= 0.9,
        "ER within 0.2 on {er_ok} of {}:\n{}",
        sample.len(),
        misses.join("\n")
    );
    assert!(
        share(ep_ok) >= 0.9,
        "EP within 0.2 on {ep_ok} of {}",
        sample.len()
    );
    assert!(
        share(ed_ok) >= 0.9,
        "ED within 0.2 on {ed_ok} of {}",
        sample.len()
    );
}

/// Grids at the edges of what a rating is asked: none of them may run on without end.
/// Each is named, with its puzzle and the error our engine gives it (`None`: rated).
mod edges {
    pub const EMPTY: &str =
        ".................................................................................";
    pub const ONE_CLUE: &str =
        "5................................................................................";
    pub const TWO_CLUES: &str =
        "5.......................................................................3........";
    pub const CONTRADICTION: &str =
        "55...............................................................................";
    /// A 17-clue puzzle with a wrong digit added where nothing repeats.
    pub const NO_SOLUTION: &str =
        "2................1.....2.3......45....1.6.....4......7....8.4....9...2..3.61...9.";
    /// A 17-clue puzzle with one given moved.
    pub const SIXTY_ONE: &str =
        "...............8.1.....2.3.....1...4..3.5.....26....7.1....8...5........7....6.2.";
    pub const SEVENTEEN: &str =
        ".................1.....2.3......45....1.6.....4......7....8.4....9...2..3.61...9.";
    /// A puzzle that needs Sudoku Explainer's dynamic chains (ER 8.5 and more).
    pub const DYNAMIC: &str =
        "...41......4..9....816.5....6..2...7.5.7...4...3.....9..5.6.8...4....5.282...1...";

    /// Each grid that is refused, with the message our engine refuses it with.
    pub const REFUSED: [(&str, &str); 6] = [
        (EMPTY, "the puzzle has at least 100 solutions, not one"),
        (ONE_CLUE, "the puzzle has at least 100 solutions, not one"),
        (TWO_CLUES, "the puzzle has at least 100 solutions, not one"),
        (
            CONTRADICTION,
            "the givens contradict each other: digit 5 appears twice in row 1 (r1c1 and r1c2)",
        ),
        (NO_SOLUTION, "the puzzle has no solution"),
        (SIXTY_ONE, "the puzzle has 61 solutions, not one"),
    ];
}

/// The bound of these tests: a rating ends with an error before its path starts, or
/// within its budget of implications, never after a long walk (the issue that brought
/// these tests: the empty grid ran for minutes, a 61-solution puzzle was "rated").
#[test]
fn a_puzzle_without_exactly_one_solution_is_refused_with_our_engines_error() {
    use sudoku_strata::{Engine, SolveError};
    for (puzzle, message) in edges::REFUSED {
        let grid: Grid = puzzle.parse().expect("a grid");
        let ours = Engine::default().solve(&grid).expect_err(puzzle);
        for (what, error) in [
            ("try_explainer_rating", grid.try_explainer_rating().map(|_| ())),
            (
                "explainer_rating_within",
                grid.explainer_rating_within(10).map(|_| ()),
            ),
            ("explainer_path", grid.explainer_path().map(|_| ())),
            ("explainer_steps", grid.explainer_steps().map(|_| ())),
        ] {
            let error: SolveError = error.expect_err(puzzle);
            assert_eq!(error, ours, "{what} of {puzzle}");
            assert_eq!(error.to_string(), message, "{what} of {puzzle}");
        }
        // The infallible form gives a rating that says there is none.
        let none = grid.explainer_rating();
        assert!(!none.is_complete(), "{puzzle}: {none}");
        assert_eq!((none.er(), none.ep(), none.ed()), (0.0, 0.0, 0.0), "{puzzle}");
        assert_eq!(none.er_technique(), "Not a proper puzzle", "{puzzle}");
    }
}

#[test]
fn a_seventeen_clue_puzzle_is_rated_whole_within_the_default_budget() {
    let grid: Grid = edges::SEVENTEEN.parse().expect("a grid");
    let path = grid.explainer_path().expect("a proper puzzle");
    let rating = path.rating();
    assert!(rating.is_complete(), "{rating}");
    assert!(rating.implications() <= sudoku_strata::EXPLAINER_BUDGET);
    assert_eq!(rating.to_string(), "1.5/1.2/1.2 Hidden Single");
    // Every empty cell is filled on the way: 64 placements, whatever else it took.
    assert!(path.steps().len() >= 64, "{} steps", path.steps().len());
}

#[test]
fn a_rating_cut_short_by_its_budget_says_so() {
    let grid: Grid = edges::DYNAMIC.parse().expect("a grid");
    let whole = grid.try_explainer_rating().expect("a proper puzzle");
    for budget in [0, 1, 1_000, 10_000] {
        let cut = grid.explainer_path_within(budget).expect("a proper puzzle");
        let rating = cut.rating();
        assert!(!rating.is_complete(), "budget {budget}: {rating}");
        assert!(
            rating.implications() <= budget,
            "budget {budget}: {}",
            rating.implications()
        );
        assert!(rating.to_string().contains('+'), "{rating}");
        assert!(
            rating.er() <= whole.er(),
            "budget {budget}: {rating} against {whole}"
        );
        // The path cut short is the start of the whole path.
        let full = grid.explainer_steps().expect("a proper puzzle");
        assert_eq!(cut.steps(), &full[..cut.steps().len()], "budget {budget}");
    }
    assert!(whole.is_complete() && whole.implications() > 10_000, "{whole}");
}

/// `explain --engine se` and `rate` on the same grids, through the command.
#[cfg(feature = "cli")]
mod command {
    use super::edges;
    use std::process::{Command, Output};

    fn sudoku(args: &[&str]) -> Output {
        Command::new(env!("CARGO_BIN_EXE_sudoku"))
            .args(args)
            .output()
            .expect("run sudoku")
    }

    fn json(out: &Output) -> serde_json::Value {
        let text = String::from_utf8_lossy(&out.stdout);
        serde_json::from_str(text.trim()).unwrap_or_else(|e| panic!("{e}: {text}"))
    }

    #[test]
    fn explain_se_and_rate_refuse_what_our_engine_refuses() {
        for (puzzle, message) in edges::REFUSED {
            for args in [
                &["explain", "--engine", "se", "--json", puzzle][..],
                &["explain", "--engine", "se", "--json", "--budget", "1000", puzzle],
                &["rate", "--json", puzzle],
            ] {
                let out = sudoku(args);
                assert_eq!(out.status.code(), Some(1), "{args:?}");
                assert_eq!(json(&out)["error"], message, "{args:?}");
            }
            let out = sudoku(&["explain", "--engine", "se", puzzle]);
            assert_eq!(out.status.code(), Some(1));
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert!(stderr.contains(message), "{stderr}");
        }
    }

    #[test]
    fn explain_se_and_rate_give_a_seventeen_clue_puzzle_its_whole_rating() {
        let explained = json(&sudoku(&[
            "explain",
            "--engine",
            "se",
            "--json",
            edges::SEVENTEEN,
        ]));
        let rated = json(&sudoku(&["rate", "--json", edges::SEVENTEEN]));
        for object in [&explained, &rated] {
            assert_eq!(object["er"], 1.5, "{object}");
            assert_eq!(object["er_technique"], "Hidden Single", "{object}");
            assert_eq!(object["er_complete"], true, "{object}");
        }
    }

    #[test]
    fn explain_se_with_a_budget_says_when_the_path_was_cut_short() {
        let out = sudoku(&[
            "explain",
            "--engine",
            "se",
            "--json",
            "--budget",
            "1000",
            edges::DYNAMIC,
        ]);
        assert_eq!(out.status.code(), Some(0));
        let object = json(&out);
        assert_eq!(object["er_complete"], false, "{object}");
        let out = sudoku(&["explain", "--engine", "se", "--budget", "1000", edges::DYNAMIC]);
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains("+/"), "{text}");
        assert!(
            text.contains("Cut short: the budget of 1000 implications ran out"),
            "{text}"
        );
        let rated = json(&sudoku(&["rate", "--json", "--budget", "1000", edges::DYNAMIC]));
        assert_eq!(rated["er_complete"], false, "{rated}");
        // Whole by default.
        let whole = json(&sudoku(&["explain", "--engine", "se", "--json", edges::DYNAMIC]));
        assert_eq!(whole["er_complete"], true, "{whole}");
    }

    #[test]
    fn budget_belongs_to_sudoku_explainers_path() {
        let out = sudoku(&["explain", "--budget", "5", edges::SEVENTEEN]);
        assert_eq!(out.status.code(), Some(2));
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains("--engine se"), "{stderr}");
    }
}
