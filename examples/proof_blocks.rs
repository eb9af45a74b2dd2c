//! How much a reader must hold at once in the proofs of whole puzzle sets: the blocks of
//! every proof (a branch or a lemma, its own facts, each time it is written, as in the
//! JSON form), the facts in all of each Nested Forcing Net, and the lines of each step's
//! long form (`{:#}`: its sentence and its proof, as `sudoku explain --sentences` prints
//! it).
//!
//! ```text
//! cargo run --release --example proof_blocks -- [--every N] [--over LINES] [--short-proof F] SET...
//! ```
//!
//! SET is a file name in `../shared/datasets` without `.txt` (or a path). `--every N`
//! takes the 1st, (N+1)th, ... puzzle of each set (as `awk 'NR%N==1'`). Prints one line
//! per set: block median, p90 and max, the median nested net's facts in all, and the
//! longest long form in lines with the step that writes it, and the median facts of all
//! the proofs of one puzzle (what a reader reads to follow it all), and the steps of ALS
//! techniques whose proof nests another. `--over LINES` also prints
//! each step whose long form is longer, with what its lines are made of: the sentence,
//! the facts in all, the lemmas and the facts of the main branch, and how many there are.
//! `--short-proof F` sets `Limits::short_proof`, as in the walk example (0: the nets that
//! settle the most first, as `sudoku explain --fewest-steps`).

#[path = "../tests/common/datasets.rs"]
mod datasets;

use sudoku_strata::{Engine, Grid, Limits, Proof, Rule, Technique};

/// Appends the size of every block of `proof`: each branch's own facts, then the blocks
/// of the proofs nested in them.
fn blocks(proof: &Proof, out: &mut Vec<usize>) {
    for branch in &proof.branches {
        out.push(branch.facts.len());
        for fact in &branch.facts {
            if let Rule::Nested { proof } = &fact.rule {
                blocks(proof, out);
            }
        }
    }
}

/// Whether a fact of `proof`'s branches is a proof of its own (a lemma, an inner net).
fn has_nested(proof: &Proof) -> bool {
    proof
        .branches
        .iter()
        .flat_map(|b| &b.facts)
        .any(|f| matches!(f.rule, Rule::Nested { .. }))
}

/// The `p`th quantile of sorted `xs`, as the rank `p * len` (0 for none).
fn quantile(xs: &[usize], p: f64) -> usize {
    if xs.is_empty() {
        return 0;
    }
    xs[((p * xs.len() as f64) as usize).min(xs.len() - 1)]
}

/// The median of sorted `xs`, the mean of the middle two for an even count.
fn median(xs: &[usize]) -> f64 {
    match xs.len() {
        0 => 0.0,
        n if n % 2 == 1 => xs[n / 2] as f64,
        n => (xs[n / 2 - 1] + xs[n / 2]) as f64 / 2.0,
    }
}

fn main() {
    let mut args = std::env::args().skip(1);
    let mut every = 1usize;
    let mut over = usize::MAX;
    let mut limits = Limits::default();
    let mut sets = Vec::new();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--every" => every = args.next().and_then(|n| n.parse().ok()).unwrap_or(1).max(1),
            "--over" => over = args.next().and_then(|n| n.parse().ok()).unwrap_or(usize::MAX),
            "--short-proof" => {
                let facts = args.next().and_then(|n| n.parse().ok());
                limits = limits.with_short_proof(facts.expect("--short-proof takes a number of facts"));
            }
            _ => sets.push(arg),
        }
    }
    let Some(folder) = datasets::folder_or_skip("proof_blocks") else {
        return;
    };
    let engine = Engine::default().with_limits(limits);
    for set in &sets {
        let puzzles: Vec<String> = datasets::puzzles(&folder, set)
            .into_iter()
            .step_by(every)
            .collect();
        let (mut sizes, mut nested) = (Vec::new(), Vec::new());
        let mut longest = (0usize, String::new());
        // The facts of every proof of each puzzle: what a reader reads to follow it all.
        let mut read = Vec::new();
        // Steps of the ALS techniques (chains and loops through almost locked sets
        // included), and those whose proof nests another.
        let (mut als, mut als_nested) = (0usize, 0usize);
        let mut long_forms_over = 0usize;
        for line in &puzzles {
            let Ok(puzzle) = line.parse::<Grid>() else {
                continue;
            };
            let Ok(solution) = engine.solve(&puzzle) else {
                continue;
            };
            let before = sizes.iter().sum::<usize>();
            for step in solution.steps() {
                let Some(proof) = step.proof() else {
                    continue;
                };
                blocks(proof, &mut sizes);
                if step.technique().name().contains("ALS") {
                    als += 1;
                    als_nested += usize::from(has_nested(proof));
                }
                if step.technique() == Technique::NestedForcingNet {
                    nested.push(proof.size());
                }
                let lines = format!("{step:#}").lines().count();
                if lines > over {
                    long_forms_over += 1;
                    let sentence = step.explanation().lines().count();
                    let notation: String = step.to_string().chars().take(160).collect();
                    println!(
                        "  {lines} lines: sentence {sentence}, facts {}, lemmas {}, main branch {}: {notation}",
                        proof.size(),
                        proof.lemmas().len(),
                        proof.branches.iter().map(|b| b.facts.len()).sum::<usize>(),
                    );
                }
                if lines > longest.0 {
                    longest = (lines, format!("{step} in {line}"));
                }
            }
            read.push(sizes.iter().sum::<usize>() - before);
        }
        sizes.sort_unstable();
        nested.sort_unstable();
        read.sort_unstable();
        println!(
            "{set}: puzzles={} blocks={} block_median={} block_p90={} block_max={} nested_steps={} \
             nested_total_median={} longest_long_form_lines={} facts_per_puzzle_median={} \
             als_steps={} als_steps_nesting_a_proof={}",
            puzzles.len(),
            sizes.len(),
            median(&sizes),
            quantile(&sizes, 0.9),
            sizes.last().copied().unwrap_or(0),
            nested.len(),
            median(&nested),
            longest.0,
            median(&read),
            als,
            als_nested
        );
        if over != usize::MAX {
            println!("  long forms over {over} lines: {long_forms_over}");
        }
        let (_, which) = longest;
        println!("  longest: {}", which.chars().take(300).collect::<String>());
    }
}
