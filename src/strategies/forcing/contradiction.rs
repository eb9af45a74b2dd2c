//! Forcing Chain Contradiction: an assumption that leads to a contradiction is false.

/// Forcing Chain Contradiction: a candidate taken as true that leads to a contradiction
/// is false; a candidate taken as false that leads to one is true.
///
/// The assumption is followed along single implications, as in
/// [`CellForcingChain`](super::CellForcingChain), until it reaches a contradiction: a
/// cell with no candidate left, a digit with no place left in a house, a digit twice in
/// a house, two digits in one cell, or a candidate both true and false. The notation
/// names the assumption and the contradiction, then gives the chains that meet there:
/// `Forcing Chain Contradiction: r5c5=5 => r1c1 empty => r5c5<>5
/// [(5)r5c5-(5)r1c5=(1)r1c5-(1)r1c1; (5)r5c5-(5)r5c1=(2)r5c1-(2)r1c1]`.
///
/// Chains are at most [`Limits::chain_length`](crate::Limits::chain_length)
/// implications long (20 by default); placements come first, then the contradictions
/// reached soonest.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::ForcingChainContradiction, Cell, GridSolver, LayerGrid};
///
/// // r1c1 holds 1 or 2, r1c5 holds 1 or 5, r5c1 holds 2 or 5; every other cell holds all
/// // nine digits. A 5 in r5c5 would leave r1c1 without a candidate.
/// let text: String = Cell::ALL
///     .iter()
///     .map(|c| match c.to_string().as_str() {
///         "r1c1" => "[12] ",
///         "r1c5" => "[15] ",
///         "r5c1" => "[25] ",
///         _ => "123456789 ",
///     })
///     .collect();
/// let grid: LayerGrid = text.parse()?;
/// let step = ForcingChainContradiction.find(&grid).expect("a contradiction");
/// assert_eq!(
///     step.to_string(),
///     "Forcing Chain Contradiction: r5c5=5 => r1c1 empty => r5c5<>5 \
///      [(5)r5c5-(5)r1c5=(1)r1c5-(1)r1c1; (5)r5c5-(5)r5c1=(2)r5c1-(2)r1c1]"
/// );
/// assert_eq!(
///     step.explanation(),
///     "Suppose r5c5 is 5. Then r1c5 is not 5, so r1c5 is 1, so r1c1 is not 1; and r5c1 is not 5, \
///      so r5c1 is 2, so r1c1 is not 2. Then r1c1 would have no candidate left: the assumption is \
///      false, so r5c5 is not 5."
/// );
/// // The proof: every implication on a line of its own, with its reason.
/// assert_eq!(
///     step.proof().expect("a proof").to_string(),
///     "Suppose r5c5=5:\n  r1c5<>5 (sees r5c5=5)\n  r5c1<>5 (sees r5c5=5)\n  r1c5=1 (naked single: r1c5<>5)\n  \
///      r5c1=2 (naked single: r5c1<>5)\n  r1c1<>1 (sees r1c5=1)\n  r1c1<>2 (sees r5c1=2)\n  r1c1 has no candidate \
///      left: contradiction\n"
/// );
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct ForcingChainContradiction;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GridSolver;
    use crate::strategies::forcing::states;
    use crate::strategies::test_support::{assert_sound, candidates, cells_holding, eliminations, pencil};

    #[test]
    fn a_candidate_that_empties_a_cell_goes() {
        let grid = cells_holding(&[("r1c1", "12"), ("r1c5", "15"), ("r5c1", "25")]);
        let steps = ForcingChainContradiction.find_all(&grid);
        assert_eq!(steps.len(), 1, "{steps:?}");
        assert_eq!(eliminations(&steps[0]), candidates("r5c5<>5"));
    }

    #[test]
    fn a_candidate_whose_absence_is_contradictory_is_placed() {
        // Column 1 holds 1 only in r1c1 and r9c1; row 9 holds 2 only in r9c1, which
        // holds 1 and 2. Without 1 in r1c1, r9c1 would be 1 and 2 would have no place
        // left in row 9, so r1c1 is 1.
        let grid = cells_holding(&[
            ("r2c1 r3c1 r4c1 r5c1 r6c1 r7c1 r8c1", "23456789"),
            ("r9c1", "12"),
            ("r9c2 r9c3 r9c4 r9c5 r9c6 r9c7 r9c8 r9c9", "13456789"),
        ]);
        let steps = ForcingChainContradiction.find_all(&grid);
        let placing: Vec<_> = steps.iter().filter(|s| !s.placements().is_empty()).collect();
        assert!(
            placing
                .iter()
                .any(|s| s.placements() == candidates("r1c1=1").as_slice()),
            "{steps:?}"
        );
        let step = placing
            .iter()
            .find(|s| s.placements() == candidates("r1c1=1").as_slice())
            .unwrap();
        assert_eq!(
            step.to_string(),
            "Forcing Chain Contradiction: r1c1<>1 => no 2 in r9 => r1c1=1 [(1)r1c1=(1)r9c1-(2)r9c1]"
        );
    }

    #[test]
    fn nothing_contradicts_where_branches_part_ways() {
        let grid = cells_holding(&[("r1c1", "12"), ("r1c5", "15"), ("r5c1", "26")]);
        assert!(ForcingChainContradiction.find(&grid).is_none());
        assert!(
            ForcingChainContradiction
                .find(&pencil(states::STATE_829))
                .is_none()
        );
    }

    #[test]
    fn every_contradiction_in_an_engine_reached_state_is_sound() {
        let grid = pencil(states::STATE_3);
        let steps = ForcingChainContradiction.find_all(&grid);
        assert!(steps.len() > 5, "{}", steps.len());
        assert_sound(&grid, &steps, &states::SOLUTION_3.parse().unwrap());
    }
}
