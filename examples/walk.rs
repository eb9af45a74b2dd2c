//! Walks the default engine over whole puzzle sets with the self-check on: every step is
//! checked against the known unique solution, and every proof of a chain or forcing step
//! is replayed by the proof checker of the tests (`tests/common/proof_check.rs`). Prints,
//! per set, the unsound steps (must be zero), the share solved without backtracking, the
//! median, 90th- and 95th-percentile time per puzzle (the proof checks are not timed), the
//! proofs checked and refused (must be zero), the median steps other than singles and
//! forcing steps per puzzle, the puzzles that need a forcing net, the median nets per
//! puzzle and how many puzzles take 0, 1, ... 6 or more, the median implications per net
//! and per branch of a net, the slowest puzzle, the puzzles that need a trial three deep
//! (a Deep Forcing Net), and how often each technique is used.
//!
//! ```text
//! cargo run --release --example walk -- [--sample N] [--jobs J] [--without LIST] [--short-proof F] SET...
//! ```
//!
//! SET is a file name in `../shared/datasets` without `.txt` (or a path). `--sample N`
//! takes N puzzles spread evenly over each set. `--jobs J` splits the puzzles over J
//! threads (times are then less exact). `--short-proof F` sets
//! `Limits::short_proof` (0: the nets that settle the most first). Exit code 1 if any step was unsound, any answer
//! wrong or any proof refused.

#[path = "../tests/common/datasets.rs"]
mod datasets;
#[path = "../tests/common/proof_check.rs"]
mod proof_check;

use std::collections::BTreeMap;
use std::time::Instant;

use sudoku_strata::{
    Branch, Engine, Family, Grid, LayerGrid, Limits, Rule, SelfCheck, SolveError, Technique,
};

#[derive(Default)]
struct Tally {
    puzzles: usize,
    by_logic: usize,
    not_unique: usize,
    unsound: usize,
    wrong: usize,
    other_errors: usize,
    /// Technique name -> (steps, puzzles that used it).
    usage: BTreeMap<&'static str, (usize, usize)>,
    micros: Vec<u64>,
    /// Proofs replayed by the checker, and those it refused.
    proofs: usize,
    bad_proofs: usize,
    /// Per puzzle: its forcing steps.
    forcing_steps: Vec<usize>,
    /// Per puzzle: its steps that are not singles.
    other_steps: Vec<usize>,
    /// Per puzzle: its forcing nets (plain, nested and deep).
    nets: Vec<usize>,
    /// Puzzles with a Deep Forcing Net: a trial three deep.
    three_deep: usize,
    /// Puzzles with a step of a named almost-locked-set technique.
    named_als: usize,
    /// Per net (plain, nested or deep): the implications its proof writes.
    net_sizes: Vec<usize>,
    /// The same for plain, nested and deep nets apart.
    plain_net_sizes: Vec<usize>,
    nested_net_sizes: Vec<usize>,
    deep_net_sizes: Vec<usize>,
    /// Per branch of a net: the implications it writes.
    branch_sizes: Vec<usize>,
}

impl Tally {
    fn merge(&mut self, other: Tally) {
        self.puzzles += other.puzzles;
        self.by_logic += other.by_logic;
        self.not_unique += other.not_unique;
        self.unsound += other.unsound;
        self.wrong += other.wrong;
        self.other_errors += other.other_errors;
        for (name, (steps, puzzles)) in other.usage {
            let entry = self.usage.entry(name).or_default();
            entry.0 += steps;
            entry.1 += puzzles;
        }
        self.micros.extend(other.micros);
        self.proofs += other.proofs;
        self.bad_proofs += other.bad_proofs;
        self.forcing_steps.extend(other.forcing_steps);
        self.other_steps.extend(other.other_steps);
        self.nets.extend(other.nets);
        self.three_deep += other.three_deep;
        self.named_als += other.named_als;
        self.net_sizes.extend(other.net_sizes);
        self.plain_net_sizes.extend(other.plain_net_sizes);
        self.nested_net_sizes.extend(other.nested_net_sizes);
        self.deep_net_sizes.extend(other.deep_net_sizes);
        self.branch_sizes.extend(other.branch_sizes);
    }
}

/// The implications a branch writes, those of its inner proofs included.
fn branch_size(branch: &Branch) -> usize {
    branch
        .facts
        .iter()
        .map(|fact| match &fact.rule {
            Rule::Nested { proof } => 1 + proof.size(),
            _ => 1,
        })
        .sum()
}

/// How many puzzles take 0, 1, ... 5 nets and how many take 6 or more, as
/// `0: 88, 1: 14, ..., 6+: 151`.
fn nets_histogram(nets: &[usize]) -> String {
    let mut counts = [0usize; 7];
    for &n in nets {
        counts[n.min(6)] += 1;
    }
    let label = |n: usize| if n == 6 { "6+".to_string() } else { n.to_string() };
    (0..7)
        .map(|n| format!("{}: {}", label(n), counts[n]))
        .collect::<Vec<_>>()
        .join(", ")
}

fn walk(engine: &Engine, puzzles: &[String]) -> Tally {
    let mut tally = Tally::default();
    for line in puzzles {
        let Ok(puzzle) = line.parse::<Grid>() else {
            tally.other_errors += 1;
            continue;
        };
        tally.puzzles += 1;
        let started = Instant::now();
        let result = engine.solve(&puzzle);
        tally.micros.push(started.elapsed().as_micros() as u64);
        match result {
            Ok(solution) => {
                if !puzzle.is_solved_by(solution.grid()) {
                    tally.wrong += 1;
                    eprintln!("WRONG answer for {puzzle}");
                }
                if !solution.used_backtracking() {
                    tally.by_logic += 1;
                }
                // Every proof replays in the checker, from the state its step was found in.
                let mut grid = LayerGrid::from_grid(&puzzle);
                grid.assume_unique_solution();
                for step in solution.steps() {
                    if let Err(e) = proof_check::check(&grid, step) {
                        tally.bad_proofs += 1;
                        eprintln!("BAD PROOF in {puzzle}: {e}");
                    }
                    tally.proofs += usize::from(step.proof().is_some());
                    let net = match step.technique() {
                        Technique::ForcingNet => Some(&mut tally.plain_net_sizes),
                        Technique::NestedForcingNet => Some(&mut tally.nested_net_sizes),
                        Technique::DeepForcingNet => Some(&mut tally.deep_net_sizes),
                        _ => None,
                    };
                    if let (Some(sizes), Some(proof)) = (net, step.proof()) {
                        let size = proof.size();
                        sizes.push(size);
                        tally.net_sizes.push(size);
                        tally.branch_sizes.extend(proof.branches.iter().map(branch_size));
                    }
                    if grid.apply(step).is_err() {
                        break;
                    }
                }
                let forcing = solution
                    .steps()
                    .iter()
                    .filter(|s| s.technique().family() == Family::ForcingChains)
                    .count();
                tally.forcing_steps.push(forcing);
                tally.nets.push(
                    solution
                        .steps()
                        .iter()
                        .filter(|s| {
                            matches!(
                                s.technique(),
                                Technique::ForcingNet
                                    | Technique::NestedForcingNet
                                    | Technique::DeepForcingNet
                            )
                        })
                        .count(),
                );
                tally.three_deep += usize::from(
                    solution
                        .steps()
                        .iter()
                        .any(|s| s.technique() == Technique::DeepForcingNet),
                );
                let steps = solution.steps().iter();
                tally.other_steps.push(
                    steps
                        .filter(|s| s.technique().family() != Family::Singles)
                        .count(),
                );
                let named = [
                    Technique::AlsXz,
                    Technique::AlsXyWing,
                    Technique::AlsChain,
                    Technique::DeathBlossom,
                    Technique::SueDeCoq,
                ];
                tally.named_als +=
                    usize::from(solution.steps().iter().any(|s| named.contains(&s.technique())));
                let mut seen = Vec::new();
                for step in solution.steps() {
                    let name = step.technique().name();
                    let entry = tally.usage.entry(name).or_default();
                    entry.0 += 1;
                    if !seen.contains(&name) {
                        seen.push(name);
                        entry.1 += 1;
                    }
                }
            }
            Err(SolveError::MultipleSolutions { .. } | SolveError::NoSolution) => tally.not_unique += 1,
            Err(SolveError::UnsoundStep { step, candidate }) => {
                tally.unsound += 1;
                eprintln!("UNSOUND in {puzzle}: {step} (wrong at {candidate})");
            }
            Err(other) => {
                tally.other_errors += 1;
                eprintln!("ERROR in {puzzle}: {other}");
            }
        }
    }
    tally
}

fn percentile(sorted: &[u64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let index = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[index] as f64 / 1000.0
}

fn main() {
    let mut args = std::env::args().skip(1);
    let mut sample = None;
    let mut jobs = 1usize;
    let mut without = Vec::new();
    let mut limits = Limits::default();
    let mut sets = Vec::new();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--sample" => sample = args.next().and_then(|n| n.parse().ok()),
            "--jobs" => jobs = args.next().and_then(|n| n.parse().ok()).unwrap_or(1).max(1),
            "--short-proof" => {
                let facts = args.next().and_then(|n| n.parse().ok());
                limits = limits.with_short_proof(facts.expect("--short-proof takes a number of facts"));
            }
            "--without" => {
                without = args
                    .next()
                    .unwrap_or_default()
                    .split(',')
                    .filter_map(|name| name.trim().parse::<Technique>().ok())
                    .collect()
            }
            _ => sets.push(arg),
        }
    }
    let Some(folder) = datasets::folder_or_skip("walk") else {
        return;
    };
    let engine = Engine::default()
        .without(&without)
        .with_limits(limits)
        .with_self_check(SelfCheck::On);
    let mut failed = false;
    println!(
        "| set | puzzles | unsound | wrong | not unique | solved by logic | median ms | p90 ms | p95 ms | proofs (refused) | steps other than singles per puzzle, median | forcing steps per puzzle, median | puzzles with a net | nets per puzzle, median | implications per net, median (plain, nested, deep) | implications per branch, median | max s | needing a trial three deep |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    let mut usage_tables = Vec::new();
    for set in &sets {
        let all = datasets::puzzles(&folder, set);
        let puzzles = match sample {
            Some(n) => datasets::sample(&all, n),
            None => all,
        };
        let chunk = puzzles.len().div_ceil(jobs).max(1);
        let mut tally = Tally::default();
        std::thread::scope(|scope| {
            let handles: Vec<_> = puzzles
                .chunks(chunk)
                .map(|part| scope.spawn(|| walk(&engine, part)))
                .collect();
            for handle in handles {
                tally.merge(handle.join().expect("walk thread"));
            }
        });
        tally.micros.sort_unstable();
        let unique = tally.puzzles - tally.not_unique;
        let share = if unique > 0 {
            100.0 * tally.by_logic as f64 / unique as f64
        } else {
            0.0
        };
        tally.forcing_steps.sort_unstable();
        tally.other_steps.sort_unstable();
        tally.nets.sort_unstable();
        let with_nets = tally.nets.iter().filter(|&&n| n > 0).count();
        for sizes in [
            &mut tally.net_sizes,
            &mut tally.plain_net_sizes,
            &mut tally.nested_net_sizes,
            &mut tally.deep_net_sizes,
            &mut tally.branch_sizes,
        ] {
            sizes.sort_unstable();
        }
        let median = |v: &[usize]| v.get(v.len() / 2).map_or("-".to_string(), |m| m.to_string());
        println!(
            "| {set} | {} | {} | {} | {} | {} ({share:.2}%) | {:.3} | {:.3} | {:.3} | {} ({}) | {} | {} | {} | {} | {} ({}, {}, {}) | {} | {:.1} | {} ({:.1}%) |",
            tally.puzzles,
            tally.unsound,
            tally.wrong,
            tally.not_unique,
            tally.by_logic,
            percentile(&tally.micros, 0.5),
            percentile(&tally.micros, 0.9),
            percentile(&tally.micros, 0.95),
            tally.proofs,
            tally.bad_proofs,
            median(&tally.other_steps),
            median(&tally.forcing_steps),
            with_nets,
            median(&tally.nets),
            median(&tally.net_sizes),
            median(&tally.plain_net_sizes),
            median(&tally.nested_net_sizes),
            median(&tally.deep_net_sizes),
            median(&tally.branch_sizes),
            percentile(&tally.micros, 1.0) / 1000.0,
            tally.three_deep,
            100.0 * tally.three_deep as f64 / tally.puzzles.max(1) as f64,
        );
        failed |= tally.unsound > 0 || tally.wrong > 0 || tally.other_errors > 0 || tally.bad_proofs > 0;
        usage_tables.push((
            set.clone(),
            tally.usage,
            tally.named_als,
            nets_histogram(&tally.nets),
        ));
    }
    for (set, usage, named_als, histogram) in usage_tables {
        println!("\nPuzzles of {set} by nets per puzzle: {histogram}");
        println!("Techniques used on {set} (steps, puzzles):");
        println!("  (puzzles with ALS-XZ, ALS-XY-Wing, ALS Chain, Death Blossom or Sue de Coq: {named_als})");
        let mut rows: Vec<_> = usage.into_iter().collect();
        rows.sort_by_key(|(name, _)| {
            Technique::ALL
                .iter()
                .position(|t| t.name() == *name)
                .unwrap_or(usize::MAX)
        });
        for (name, (steps, puzzles)) in rows {
            println!("  {name:<34} {steps:>9} {puzzles:>7}");
        }
    }
    if failed {
        std::process::exit(1);
    }
}
