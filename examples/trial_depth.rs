//! The trial depth of whole puzzle sets (`Grid::trial_depth`): how many puzzles need
//! trial and error with singles nested 0, 1, 2 or 3 deep, and how long the measure takes.
//!
//! ```text
//! cargo run --release --example trial_depth -- [--every N] [--budget P] SET...
//! ```
//!
//! SET is a file name in `../shared/datasets` without `.txt` (or a path). `--every N`
//! takes the 1st, (N+1)th, ... puzzle of each set (as `awk 'NR%N==1'`). Prints one line
//! per set: the puzzles at each depth (and those past the budget), then the median, p90
//! and largest time of the measure, on one thread. `--budget P` bounds each puzzle's
//! work to P propagations (default `TRIAL_DEPTH_BUDGET`).

#[path = "../tests/common/datasets.rs"]
mod datasets;

use std::time::Instant;

use sudoku_strata::{Grid, TRIAL_DEPTH_BUDGET};

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mut every = 1;
    if let Some(at) = args.iter().position(|a| a == "--every") {
        every = args.get(at + 1).and_then(|n| n.parse().ok()).expect("--every N");
        args.drain(at..at + 2);
    }
    let mut budget = TRIAL_DEPTH_BUDGET;
    if let Some(at) = args.iter().position(|a| a == "--budget") {
        budget = args.get(at + 1).and_then(|n| n.parse().ok()).expect("--budget P");
        args.drain(at..at + 2);
    }
    let folder = datasets::folder().expect("the puzzle sets (../shared/datasets)");
    for set in &args {
        let mut depths = [0usize; 5];
        let mut millis = Vec::new();
        for line in datasets::puzzles(&folder, set).iter().step_by(every) {
            let puzzle: Grid = line.get(..81).unwrap_or(line).parse().expect("a puzzle");
            let start = Instant::now();
            let depth = puzzle.trial_depth(3, budget);
            millis.push(start.elapsed().as_secs_f64() * 1e3);
            depths[depth.map_or(4, usize::from)] += 1;
        }
        millis.sort_by(f64::total_cmp);
        let at = |p: f64| millis[((p * millis.len() as f64) as usize).min(millis.len() - 1)];
        println!(
            "{set}: {} puzzles; depth 0: {}, 1: {}, 2: {}, 3: {}, past the budget: {}; ms median {:.1}, p90 {:.1}, max {:.1}",
            millis.len(),
            depths[0],
            depths[1],
            depths[2],
            depths[3],
            depths[4],
            at(0.5),
            at(0.9),
            millis.last().copied().unwrap_or(0.0)
        );
    }
}
