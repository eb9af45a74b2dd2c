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
        let ours = grid.explainer_rating();
        let same = (ours.er() - row.er).abs() < 1e-9
            && (ours.ep() - row.ep).abs() < 1e-9
            && (ours.ed() - row.ed).abs() < 1e-9
            && ours.er_technique() == row.technique;
        if !same {
            wrong.push(format!(
                "{}: Sudoku Explainer {}/{}/{} {}, ours {ours}",
                row.puzzle, row.er, row.ep, row.ed, row.technique
            ));
        }
    }
    assert!(wrong.is_empty(), "rated differently:\n{}", wrong.join("\n"));
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
        let ours = grid.explainer_rating();
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
