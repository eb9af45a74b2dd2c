//! Forcing Net: forcing chains that branch, the last logical resort.

/// Forcing Net: the forcing chains' three forms (a contradiction, every candidate of a
/// cell, every place of a digit in a house) with implications that may rest on several
/// earlier ones.
///
/// A net follows an assumption with singles in the state the assumption creates: when
/// earlier implications have removed all but one candidate of a cell, or all but one
/// place of a digit in a house, that one is true, whatever the grid held before; and
/// when the places left for a digit in a house all lie where it crosses another house,
/// the digit is false in the rest of that other house (locked candidates, the proof's
/// `locked` rule); and when two cells of a house are left with the same two digits,
/// those digits are false in the rest of the house (a locked pair, the `locked set`
/// rule). A chain can only use the cells and houses that hold two candidates in the
/// grid as it is.
///
/// Nets with a short proof come first ([`Limits::short_proof`](crate::Limits::short_proof),
/// 22 facts by default), those that settle the most first; longer nets only where no
/// short one applies.
///
/// When no net of that kind finds anything, the engine goes on to
/// [`NestedForcingNet`](super::NestedForcingNet), a net with nets inside its branches.
///
/// A net is summarised in the notation: the assumption, the placements it makes on the
/// way (the first six), and what it reaches, with the number of implications:
/// `Forcing Net: r1c7=4 => r5c4 empty => r1c7<>4 [r1c7=4 => r1c5=1, r1c9=2, r1c1=3,
/// r1c4=6, r5c1=7 => r5c4<>6, r5c4<>7 (13 implications)]`. Candidates of one cell or
/// one house that nets refute are removed in one step, one bracket per assumption:
/// `Forcing Net: r1c7 => r1c7<>1,2,4 [r1c7=1 => ...] [r1c7=2 => ...] [r1c7=4 => ...]`.
/// The step's proof ([`Step::proof`](crate::Step::proof)) holds every implication with
/// its reason, and its links every implication for a front end to draw.
///
/// The size limit ([`Limits::net_rounds`](crate::Limits::net_rounds), 40 by default) is
/// the most rounds of implications a net may use. The cost of a step is bounded whatever
/// the limit: every net derives each fact at most once.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::{ForcingChainContradiction, ForcingNet}, CandidateView, Cell, GridSolver, LayerGrid, Limits};
///
/// // r1c1 holds 1, 2 or 3; r1c5 holds 1 or 4, r1c9 2 or 4, r1c4 3 or 6, r5c1 3 or 7 and
/// // r5c4 6 or 7; r1c2, r1c3, r1c6 and r1c8 hold every digit but 4, every other cell all
/// // nine. A 4 in r1c7 takes 1 and 2 from r1c1, so r1c1 is 3: that needs both
/// // implications at once, which a net allows and a chain does not. A 1 or a 2 in r1c7
/// // fails the same way, and the three refutations make one step. (Each refutation
/// // alone is a short proof, which the engine takes first by default; with no
/// // preference for short proofs, the step that settles the most comes first.)
/// let text: String = Cell::ALL
///     .iter()
///     .map(|c| match c.to_string().as_str() {
///         "r1c1" => "123 ",
///         "r1c5" => "[14] ",
///         "r1c9" => "[24] ",
///         "r1c4" => "[36] ",
///         "r5c1" => "[37] ",
///         "r5c4" => "[67] ",
///         "r1c2" | "r1c3" | "r1c6" | "r1c8" => "12356789 ",
///         _ => "123456789 ",
///     })
///     .collect();
/// let grid: LayerGrid = text.parse()?;
/// let view = CandidateView::new(&grid).with_limits(Limits::default().with_short_proof(0));
/// let net = ForcingNet
///     .find_all_in(&view)
///     .into_iter()
///     .find(|s| s.to_string().starts_with("Forcing Net: r1c7 =>"))
///     .expect("a net");
/// assert_eq!(
///     net.to_string(),
///     "Forcing Net: r1c7 => r1c7<>1,2,4 \
///      [r1c7=1 => r5c4<>6, r5c4<>7 (5 implications)] \
///      [r1c7=2 => r5c4<>6, r5c4<>7 (5 implications)] \
///      [r1c7=4 => r1c5=1, r5c1=7 => r5c4<>6, r5c4<>7 (8 implications)]"
/// );
/// let removes_r1c7_4 = |s: &sudoku_strata::Step| s.to_string().contains("r1c7<>4");
/// assert!(!ForcingChainContradiction.find_all(&grid).iter().any(removes_r1c7_4));
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct ForcingNet;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::LayerGrid;
    use crate::strategies::forcing::states;
    use crate::strategies::test_support::{assert_sound, candidates, cells_holding, eliminations, pencil};
    use crate::strategies::{CellForcingChain, ForcingChainContradiction, UnitForcingChain};
    use crate::{CandidateView, Grid, GridSolver, Limits};

    fn gadget() -> LayerGrid {
        cells_holding(&[
            ("r1c1", "123"),
            ("r1c5", "14"),
            ("r1c9", "24"),
            ("r1c4", "36"),
            ("r5c1", "37"),
            ("r5c4", "67"),
        ])
    }

    #[test]
    fn with_no_short_proofs_first_the_net_that_leads_furthest_comes_first() {
        use crate::strategies::forcing::implications::Base;
        use crate::strategies::forcing::settled_by;

        let grid = pencil(states::STATE_829);
        let view = CandidateView::new(&grid).with_limits(Limits::default().with_short_proof(0));
        let nets = ForcingNet.find_all_in(&view);
        assert!(nets.len() > 1, "{}", nets.len());
        let base = Base::new(&view);
        let first = settled_by(&base, &nets[0]);
        for net in &nets[1..] {
            assert!(
                settled_by(&base, net) <= first,
                "{net} settles more than {}",
                nets[0]
            );
        }
    }

    #[test]
    fn a_single_with_two_causes_is_a_net_not_a_chain() {
        let grid = gadget();
        // 4 in row 1 anywhere but r1c5 and r1c9 empties r5c4: five places refuted in one
        // step, each branch a net. Each refutation alone is a short proof, and short
        // proofs come first by default: the step of five is the one that settles most.
        let by_default = ForcingNet.find_all(&grid);
        assert!(
            by_default[0]
                .proof()
                .is_some_and(|p| p.size() <= Limits::default().short_proof())
        );
        let net = ForcingNet
            .find_all_in(&CandidateView::new(&grid).with_limits(Limits::default().with_short_proof(0)))
            .into_iter()
            .find(|s| eliminations(s).contains(&candidates("r1c7<>4")[0]))
            .expect("a net");
        assert_eq!(
            eliminations(&net),
            candidates("r1c2<>4 r1c3<>4 r1c6<>4 r1c7<>4 r1c8<>4")
        );
        assert!(net.to_string().contains("[r1c7=4 => "), "{net}");
        // A fact of the branch of r1c7=4 rests on two facts of the branch (a net's
        // single or locked set, where a chain's facts rest on one), and the picture draws
        // both arrows into it.
        let proof = net.proof().expect("a proof");
        let branch = proof
            .branches
            .iter()
            .find(|b| b.assume.to_string() == "r1c7=4")
            .expect("the branch of r1c7=4");
        let single = branch
            .facts
            .iter()
            .find(|f| f.from.len() >= 2)
            .unwrap_or_else(|| panic!("a fact with two causes in\n{proof}"));
        let (cell, digit) = (single.literal.cell(), single.literal.digit());
        let into_single = net
            .pattern()
            .links
            .iter()
            .filter(|l| l.to.digit == digit && l.to.cells.first() == Some(cell))
            .count();
        assert!(into_single >= 2, "{into_single} arrows into {}", single.literal);
        assert!(
            !ForcingChainContradiction
                .find_all(&grid)
                .iter()
                .any(|s| eliminations(s).contains(&candidates("r1c7<>4")[0]))
        );
        // r5c4 runs out of candidates in the seventh round: six are too few.
        assert!(
            !ForcingNet
                .find_all_in(&CandidateView::new(&grid).with_limits(Limits::default().with_net_rounds(6)))
                .iter()
                .any(|s| eliminations(s).contains(&candidates("r1c7<>4")[0]))
        );
    }

    #[test]
    fn where_no_chain_applies_a_net_does() {
        let grid = pencil(states::STATE_829);
        let solution: Grid = states::SOLUTION_829.parse().unwrap();
        assert!(CellForcingChain.find(&grid).is_none());
        assert!(UnitForcingChain.find(&grid).is_none());
        assert!(ForcingChainContradiction.find(&grid).is_none());
        // A placement comes first, the one with the shortest proof: without 8 in r2c1,
        // r9c7 would be left with no candidate.
        let first = ForcingNet.find(&grid).expect("a net");
        assert_eq!(
            first.to_string(),
            "Forcing Net: r2c1<>8 => r9c7 empty => r2c1=8 [r2c1<>8 => r1c8=6 => r9c7<>3, r9c7<>5, \
             r9c7<>8 (6 implications)]"
        );
        let locked = first.proof().expect("a proof").branches[0]
            .facts
            .iter()
            .any(|fact| matches!(fact.rule, crate::Rule::Locked { .. }));
        assert!(locked, "{first:#}");
        // r9c7 holds 3, 5 or 8; 3 and 8 lead to contradictions.
        let all = ForcingNet.find_all(&grid);
        let step = all
            .iter()
            .find(|s| s.placements().iter().any(|p| p.to_string() == "(5)r9c7"))
            .expect("a placement in r9c7");
        assert!(
            step.to_string().starts_with(
                "Forcing Net: r9c7 => r9c7=5 [r9c7=3 => r1c8=3 => r8c2<>6, r8c6<>6 (9 implications)] [r9c7=8 => "
            ),
            "{step}"
        );
        assert!(
            step.explanation().starts_with(
                "r9c7 must hold 3, 5 or 8. If r9c7 is 3, then r1c8 is 3, so r8c2 is not 6; and r8c6 is not 6, \
                 and 6 would have no place left in row 8: impossible. If r9c7 is 8, then r1c8 is not 6 (lemma 1); \
                 and r9c9 is 5, so r3c9 is 2, so r3c8 is 8, so r3c8 is not 6; and r7c9 is 6, so r7c8 is not 6, \
                 and 6 would have no place left in column 8: impossible."
            ),
            "{}",
            step.explanation()
        );
        assert!(step.explanation().ends_with("Either way, r9c7 is 5."));
        // The long form adds the proof: every implication, one a line, with its reason and
        // what it rests on; a long branch cut into lemmas.
        let long = format!("{step:#}");
        let proof = long.strip_prefix(step.explanation()).expect("the sentence first");
        assert!(
            proof.starts_with(
                "\nr9c7 holds one of its candidates:\n  If r9c7=3:\n    r1c8=3 (hidden single in c8: r8c8<>3 by \
                 r9c7=3, r9c8<>3 by r9c7=3)\n    r8c2<>6 (in r1, 6 is only in r1c2, which it sees: r1c8<>6 by \
                 r1c8=3)\n    r8c4<>3 (in r5, 3 is only in r5c4, which it sees: r5c7<>3 by r9c7=3)\n    r8c6<>6 \
                 (locked set r7c4,r8c4,r9c6 {689}, whose 6 it sees: r8c4<>3, r9c6<>3 by r9c7=3)\n    6 has no \
                 place left in r8: contradiction\n  If r9c7=5:\n"
            ),
            "{proof}"
        );
        assert!(proof.contains("    Lemma 1: r1c8 is not 6 (using "), "{proof}");
        let proof = step.proof().expect("a proof");
        assert_eq!(proof.branches.len(), 3);
        assert_eq!(proof.branches[0].facts.len(), 9);
        assert_sound(&grid, &all, &solution);
    }

    #[test]
    fn an_open_grid_gives_nothing_and_costs_little() {
        let grid = LayerGrid::new();
        assert!(ForcingNet.find(&grid).is_none());
    }
}
