//! Compares `Grid::explainer_rating` with the ratings Sudoku Explainer gave the puzzles
//! of `../shared/datasets/se-rated.tsv` (or another file of the same columns: puzzle,
//! source, ER, EP, ED, ER technique), and times it. Prints the share of puzzles whose
//! ER, EP and ED are within 0.2 of Sudoku Explainer's, per SE band, the mean absolute
//! error of ER and the Spearman rank correlation, and the median and 95th-percentile
//! time per puzzle (one thread).
//!
//! ```text
//! cargo run --release --example explainer_check -- [--max-er X] [--sample N] [--show N] [--each] [FILE]
//! ```
//!
//! `--max-er X` leaves out puzzles SE rates above X; `--sample N` takes N puzzles spread
//! over the file; `--show N` prints the first N puzzles whose ER is off; `--each` prints
//! every puzzle's rating and time, `<puzzle> ED=<ER>/<EP>/<ED> <ms> ms` (Sudoku
//! Explainer's `serate` line and its time), to set beside another program's. A file of bare
//! puzzles (one per line, no ratings) is timed only, with the spread of its ERs.

#[path = "../tests/common/datasets.rs"]
mod datasets;

use std::collections::BTreeMap;
use std::time::Instant;

use sudoku_strata::Grid;

/// Sudoku Explainer's ER, EP, ED and ER technique.
type SeRating = (f64, f64, f64, String);

/// A puzzle, with Sudoku Explainer's rating when the file holds one.
type Row = (String, Option<SeRating>);

struct Options {
    max_er: f64,
    sample: Option<usize>,
    show: usize,
    each: bool,
    file: Option<String>,
}

fn options() -> Result<Options, String> {
    let mut o = Options {
        max_er: f64::INFINITY,
        sample: None,
        show: 0,
        each: false,
        file: None,
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().ok_or(format!("{name} needs a value"));
        match arg.as_str() {
            "--max-er" => o.max_er = value("--max-er")?.parse().map_err(|e| format!("--max-er: {e}"))?,
            "--sample" => o.sample = Some(value("--sample")?.parse().map_err(|e| format!("--sample: {e}"))?),
            "--show" => o.show = value("--show")?.parse().map_err(|e| format!("--show: {e}"))?,
            "--each" => o.each = true,
            _ if arg.starts_with("--") => return Err(format!("unknown option {arg}")),
            _ => o.file = Some(arg),
        }
    }
    Ok(o)
}

/// Ranks with ties averaged.
fn ranks(values: &[f64]) -> Vec<f64> {
    let mut order: Vec<usize> = (0..values.len()).collect();
    order.sort_by(|&a, &b| values[a].total_cmp(&values[b]));
    let mut out = vec![0.0; values.len()];
    let mut i = 0;
    while i < order.len() {
        let mut j = i;
        while j + 1 < order.len() && values[order[j + 1]] == values[order[i]] {
            j += 1;
        }
        for &k in &order[i..=j] {
            out[k] = (i + j) as f64 / 2.0;
        }
        i = j + 1;
    }
    out
}

fn spearman(a: &[f64], b: &[f64]) -> f64 {
    let (ra, rb) = (ranks(a), ranks(b));
    let n = a.len() as f64;
    let (ma, mb) = (ra.iter().sum::<f64>() / n, rb.iter().sum::<f64>() / n);
    let cov: f64 = ra.iter().zip(&rb).map(|(x, y)| (x - ma) * (y - mb)).sum();
    let va: f64 = ra.iter().map(|x| (x - ma).powi(2)).sum();
    let vb: f64 = rb.iter().map(|y| (y - mb).powi(2)).sum();
    cov / (va * vb).sqrt()
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

fn main() {
    let o = match options() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("explainer_check: {e}");
            std::process::exit(2);
        }
    };
    let path = match &o.file {
        Some(file) => std::path::PathBuf::from(file),
        None => match datasets::folder_or_skip("explainer_check") {
            Some(folder) => folder.join("se-rated.tsv"),
            None => return,
        },
    };
    let text =
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let mut rows: Vec<Row> = Vec::new();
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let f: Vec<&str> = line.split('\t').collect();
        let rated = (f.len() >= 6).then(|| {
            let n = |i: usize| f[i].parse::<f64>().unwrap_or_else(|e| panic!("{line}: {e}"));
            (n(2), n(3), n(4), f[5].to_string())
        });
        if rated.as_ref().is_some_and(|r| r.0 > o.max_er) {
            continue;
        }
        rows.push((f[0].to_string(), rated));
    }
    if let Some(n) = o.sample
        && rows.len() > n
    {
        let step = rows.len() / n;
        rows = rows.into_iter().step_by(step).take(n).collect();
    }
    let mut bands: BTreeMap<i64, (usize, usize, usize)> = BTreeMap::new();
    let (mut er_ok, mut ep_ok, mut ed_ok, mut abs_error) = (0, 0, 0, 0.0);
    let (mut ours, mut theirs, mut millis) = (Vec::new(), Vec::new(), Vec::new());
    let (mut implications, mut incomplete) = (Vec::new(), 0);
    let mut shown = 0;
    for (puzzle, rated) in &rows {
        let grid: Grid = puzzle.parse().unwrap_or_else(|e| panic!("{puzzle}: {e}"));
        let start = Instant::now();
        let r = grid
            .try_explainer_rating()
            .unwrap_or_else(|e| panic!("{puzzle}: {e}"));
        millis.push(start.elapsed().as_secs_f64() * 1000.0);
        if o.each {
            let ms = millis[millis.len() - 1];
            println!("{puzzle} ED={:.1}/{:.1}/{:.1} {ms:.3} ms", r.er(), r.ep(), r.ed());
        }
        ours.push(r.er());
        implications.push(r.implications());
        incomplete += usize::from(!r.is_complete());
        let Some((er, ep, ed, technique)) = rated else {
            continue;
        };
        theirs.push(*er);
        let close = |a: f64, b: f64| (a - b).abs() <= 0.2 + 1e-9;
        let band = bands.entry(*er as i64).or_default();
        band.0 += 1;
        band.1 += usize::from(close(r.er(), *er));
        band.2 += usize::from((r.er() - er).abs() < 1e-9);
        er_ok += usize::from(close(r.er(), *er));
        ep_ok += usize::from(close(r.ep(), *ep));
        ed_ok += usize::from(close(r.ed(), *ed));
        abs_error += (r.er() - er).abs();
        if !close(r.er(), *er) && shown < o.show {
            shown += 1;
            println!("{puzzle}: Sudoku Explainer {er}/{ep}/{ed} {technique}, ours {r}");
        }
    }
    let n = rows.len();
    let mut sorted = millis.clone();
    sorted.sort_by(f64::total_cmp);
    println!("{} puzzles of {}", n, path.display());
    println!(
        "time per puzzle: median {:.1} ms, 95th percentile {:.1} ms, most {:.1} ms",
        percentile(&sorted, 0.5),
        percentile(&sorted, 0.95),
        sorted[n - 1]
    );
    implications.sort_unstable();
    println!(
        "implications followed per puzzle: median {}, most {}; stopped at the budget: {incomplete}",
        implications[n / 2],
        implications[n - 1]
    );
    let mut er_sorted = ours.clone();
    er_sorted.sort_by(f64::total_cmp);
    println!(
        "our ER: least {:.1}, median {:.1}, most {:.1}; 11.0 or more: {} ({:.1}%)",
        er_sorted[0],
        percentile(&er_sorted, 0.5),
        er_sorted[n - 1],
        ours.iter().filter(|&&x| x >= 11.0).count(),
        100.0 * ours.iter().filter(|&&x| x >= 11.0).count() as f64 / n as f64
    );
    if theirs.is_empty() {
        return;
    }
    let share = |k: usize| 100.0 * k as f64 / theirs.len() as f64;
    println!(
        "within 0.2 of Sudoku Explainer: ER {:.1}%, EP {:.1}%, ED {:.1}%; ER mean absolute error {:.3}; Spearman {:.4}",
        share(er_ok),
        share(ep_ok),
        share(ed_ok),
        abs_error / theirs.len() as f64,
        spearman(&ours, &theirs)
    );
    println!("| SE band | puzzles | ER within 0.2 | ER exact |");
    println!("|---|---:|---:|---:|");
    for (band, (count, close, exact)) in bands {
        println!(
            "| {band}.x | {count} | {:.1}% | {:.1}% |",
            100.0 * close as f64 / count as f64,
            100.0 * exact as f64 / count as f64
        );
    }
}
