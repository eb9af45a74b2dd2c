//! Calibrates the rating against Sudoku Explainer: rates every puzzle of
//! `se-rated.tsv` with `Engine::default().rate` and prints the Spearman rank correlation
//! of our score with Sudoku Explainer's `er`, per source set and overall, with the time
//! per puzzle. From `hodoku-rated.tsv` it prints, for reference, HoDoKu's own score
//! against `er` on the same puzzles, and ours against HoDoKu's.
//!
//! To retune the score table, `--techniques` lists, for each hardest technique on our
//! easiest path, how many puzzles, our score and Sudoku Explainer's `er` (median).
//!
//! ```text
//! cargo run --release --example calibrate -- [--techniques] [--worst N]
//! ```

#[path = "../tests/common/datasets.rs"]
mod datasets;
#[path = "../tests/common/rated.rs"]
mod rated;

use std::collections::{BTreeMap, HashMap};

use rated::{read_tsv, spearman};
use std::time::Instant;

use sudoku_strata::{Engine, Grid};

fn median(values: &mut [f64]) -> f64 {
    if values.is_empty() {
        return f64::NAN;
    }
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

struct Rated {
    source: String,
    er: f64,
    ours: f64,
    hardest: String,
    er_technique: String,
    puzzle: String,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let show_techniques = args.iter().any(|a| a == "--techniques");
    let worst: usize = args
        .iter()
        .position(|a| a == "--worst")
        .and_then(|i| args.get(i + 1))
        .and_then(|n| n.parse().ok())
        .unwrap_or(0);
    let Some(folder) = datasets::folder_or_skip("calibrate") else {
        return;
    };
    let engine = Engine::default();
    let mut rated = Vec::new();
    let mut micros = Vec::new();
    let mut failures = 0;
    for row in read_tsv(&folder.join("se-rated.tsv")) {
        let (Some(puzzle), Some(er)) = (
            row.get("puzzle"),
            row.get("er").and_then(|e| e.parse::<f64>().ok()),
        ) else {
            continue;
        };
        let Ok(grid) = puzzle.parse::<Grid>() else {
            failures += 1;
            continue;
        };
        let started = Instant::now();
        let rating = engine.rate(&grid);
        micros.push(started.elapsed().as_secs_f64() * 1e6);
        match rating {
            Ok(rating) => rated.push(Rated {
                source: row.get("source").cloned().unwrap_or_default(),
                er,
                ours: f64::from(rating.path_score()),
                hardest: rating.hardest().name().to_string(),
                er_technique: row.get("er_technique").cloned().unwrap_or_default(),
                puzzle: puzzle.clone(),
            }),
            Err(e) => {
                eprintln!("{puzzle}: {e}");
                failures += 1;
            }
        }
    }

    // HoDoKu's score on the same puzzles, for reference.
    let hodoku: HashMap<String, f64> = read_tsv(&folder.join("hodoku-rated.tsv"))
        .into_iter()
        .filter_map(|row| Some((row.get("puzzle")?.clone(), row.get("score")?.parse().ok()?)))
        .collect();

    let mut sources: Vec<String> = rated.iter().map(|r| r.source.clone()).collect();
    sources.dedup();
    println!(
        "{:<32} {:>8} {:>12} {:>14} {:>14}",
        "source", "puzzles", "ours vs SE", "HoDoKu vs SE", "ours vs HoDoKu"
    );
    let line = |name: &str, subset: Vec<&Rated>| {
        let ours: Vec<(f64, f64)> = subset.iter().map(|r| (r.ours, r.er)).collect();
        let with_hodoku: Vec<(f64, f64, f64)> = subset
            .iter()
            .filter_map(|r| hodoku.get(&r.puzzle).map(|&h| (r.ours, r.er, h)))
            .collect();
        let hodoku_se: Vec<(f64, f64)> = with_hodoku.iter().map(|&(_, er, h)| (h, er)).collect();
        let ours_hodoku: Vec<(f64, f64)> = with_hodoku.iter().map(|&(o, _, h)| (o, h)).collect();
        println!(
            "{name:<32} {:>8} {:>12.3} {:>14.3} {:>14.3}",
            subset.len(),
            spearman(&ours),
            spearman(&hodoku_se),
            spearman(&ours_hodoku)
        );
    };
    for source in &sources {
        line(source, rated.iter().filter(|r| &r.source == source).collect());
    }
    line("all", rated.iter().collect());

    let total: f64 = micros.iter().sum();
    let mean = total / micros.len().max(1) as f64;
    let med = median(&mut micros.clone());
    micros.sort_by(f64::total_cmp);
    let p95 = micros.get(micros.len() * 95 / 100).copied().unwrap_or(f64::NAN);
    let max = micros.last().copied().unwrap_or(f64::NAN);
    println!(
        "\nrated {} puzzles ({failures} failed) in {:.2} s: mean {:.2} ms, median {:.2} ms, p95 {:.2} ms, max {:.1} ms per puzzle",
        rated.len(),
        total / 1e6,
        mean / 1e3,
        med / 1e3,
        p95 / 1e3,
        max / 1e3
    );

    if show_techniques {
        let mut by_technique: BTreeMap<String, (Vec<f64>, Vec<f64>)> = BTreeMap::new();
        for r in &rated {
            let entry = by_technique.entry(r.hardest.clone()).or_default();
            entry.0.push(r.ours);
            entry.1.push(r.er);
        }
        println!(
            "\n{:<34} {:>8} {:>10} {:>10}",
            "hardest technique (ours)", "puzzles", "our score", "SE er"
        );
        for (name, (mut ours, mut er)) in by_technique {
            println!(
                "{name:<34} {:>8} {:>10.1} {:>10.1}",
                ours.len(),
                median(&mut ours),
                median(&mut er)
            );
        }
    }
    if worst > 0 {
        let mut by_gap: Vec<&Rated> = rated.iter().collect();
        by_gap.sort_by(|a, b| (b.ours - b.er).abs().total_cmp(&(a.ours - a.er).abs()));
        println!("\nlargest differences:");
        for r in by_gap.into_iter().take(worst) {
            println!(
                "{} {:<30} ours {:>4.1} ({}) SE {:>4.1} ({})",
                r.puzzle, r.source, r.ours, r.hardest, r.er, r.er_technique
            );
        }
    }
}
