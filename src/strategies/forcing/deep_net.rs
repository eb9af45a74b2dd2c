//! Deep Forcing Net: a net with nested nets inside its branch, three trials deep.

/// Deep Forcing Net: a contradiction found by a net that runs nested nets inside its
/// branch (a trial inside a trial inside a trial).
///
/// The outer net propagates its assumption with singles, as a
/// [`ForcingNet`](super::ForcingNet) does, and refutes candidates of its branch by plain
/// nets, as a [`NestedForcingNet`](super::NestedForcingNet) does. Where those add
/// nothing, each candidate left in the branch is followed by a nested net over the
/// branch's state, the smallest cells first; a candidate whose nested net ends in a
/// contradiction is false in the branch, and the outer net goes on from there until it
/// reaches a contradiction. The engine tries it only where no nested net applies, and it
/// rates above them: it is what the puzzles that need trial and error three deep
/// ("T&E(3)") take, where every older puzzle needs at most two.
///
/// The proof is written in lemmas: each candidate a nested net removed is a numbered
/// lemma with its own proof, whose own lemmas (the plain nets inside it) are numbered
/// after it, and the branch cites it (`r4c5<>7 (lemma 2)`).
///
/// Limits: it runs only when [`Limits::nesting_depth`](crate::Limits::nesting_depth) is
/// 2 (the default; 1 stops at nested nets), and each net within it is bounded by
/// [`Limits::net_rounds`](crate::Limits::net_rounds). Its cost is counted in plain nets,
/// those inside the nested nets included: at most 400 for one nested net inside a
/// branch (a candidate the nested net cannot refute within them is passed over), and at
/// most 2,000,000 in one scan, after which the grid is left to the search: every step
/// has a bounded cost. [`find_all`](crate::GridSolver::find_all) lists one deep net at
/// most, the first found: listing them all would spend the whole budget on every
/// position.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::DeepForcingNet, GridSolver, LayerGrid};
///
/// // The open grid has no contradiction to find, and the search gives up early.
/// assert!(DeepForcingNet.find(&LayerGrid::new()).is_none());
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct DeepForcingNet;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategies::test_support::assert_sound;
    use crate::{
        Backtracking, CandidateView, Engine, Grid, GridSolver, LayerGrid, Limits, Rule, SolveError, Technique,
    };

    /// The state where the engine with nets nested one level deep stops on puzzle 25360
    /// of the Monhard list of puzzles that need trial and error three deep (read from
    /// `../shared/datasets/te3-monhard.txt` by path, never copied), with the puzzle's
    /// solution; `None` when the set is not here (which fails when `CI` is set).
    fn stalled_te3_state() -> Option<(LayerGrid, Grid)> {
        let folder = match std::env::var_os("SUDOKU_DATASETS") {
            Some(path) => std::path::PathBuf::from(path),
            None => std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/datasets"),
        };
        let Ok(text) = std::fs::read_to_string(folder.join("te3-monhard.txt")) else {
            assert!(
                std::env::var_os("CI").is_none(),
                "the T&E(3) set is missing (../shared/datasets/te3-monhard.txt)"
            );
            eprintln!("skipped: the T&E(3) set is not here (../shared/datasets/te3-monhard.txt)");
            return None;
        };
        let line = text
            .lines()
            .find(|l| l.ends_with(" #25360"))
            .expect("puzzle 25360");
        let puzzle: Grid = line
            .split_whitespace()
            .next()
            .expect("a puzzle")
            .parse()
            .expect("a puzzle");
        let solution = puzzle.first_solution().expect("a solution");
        // Without the Tridagon Forcing Net, which solves this puzzle with nested nets.
        let nested_only = Engine::default()
            .without(&[Technique::TridagonForcingNet])
            .with_limits(Limits::default().with_nesting_depth(1))
            .with_backtracking(Backtracking::Off);
        match nested_only.solve(&puzzle) {
            Err(SolveError::Stuck(stuck)) => Some((stuck.grid, solution)),
            other => panic!("nested nets alone should stall on puzzle 25360: {other:?}"),
        }
    }

    #[test]
    fn a_deep_net_refutes_where_nested_nets_stall_and_proves_it_in_lemmas_of_lemmas() {
        let Some((grid, solution)) = stalled_te3_state() else {
            return;
        };
        let step = DeepForcingNet.find(&grid).expect("a deep net");
        assert_sound(&grid, std::slice::from_ref(&step), &solution);
        assert_eq!(step.technique(), Technique::DeepForcingNet);
        let proof = step.proof().expect("a proof");
        // A lemma of the branch is proven by a nested net, with lemmas of its own.
        let lemma_of_lemma = proof.branches[0].facts.iter().any(|fact| match &fact.rule {
            Rule::Nested { proof: inner } => inner.branches[0]
                .facts
                .iter()
                .any(|f| matches!(f.rule, Rule::Nested { .. })),
            _ => false,
        });
        assert!(lemma_of_lemma, "{proof}");
        let long = format!("{step:#}");
        assert!(long.contains("Lemma 1: "), "{long}");
        assert!(long.contains("(lemma 1)"), "{long}");
        // Nets nested one level deep leave deep nets off.
        let nested_only = CandidateView::new(&grid).with_limits(Limits::default().with_nesting_depth(1));
        assert!(DeepForcingNet.find_in(&nested_only).is_none());
    }

    #[test]
    fn the_default_limits_nest_nets_two_deep() {
        assert_eq!(Limits::default().nesting_depth(), 2);
        assert_eq!(Limits::default().with_nesting_depth(5).nesting_depth(), 2);
        assert_eq!(Limits::default().with_nesting_depth(1).nesting_depth(), 1);
    }
}
