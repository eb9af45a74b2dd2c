//! Cell Forcing Chain: every candidate of one cell leads to the same conclusion.

/// Cell Forcing Chain: one of a cell's candidates is true, so whatever every one of them
/// implies is true.
///
/// Each candidate of the cell is taken as true in turn and followed along single
/// implications: a true candidate removes its digit from its peers and the other
/// candidates from its cell; a false one makes true the other candidate of a cell with
/// two, or the other place of a digit with two places in a house. When every branch
/// reaches the same placement or elimination, it holds.
///
/// The notation names the cell and the conclusion, then gives each branch as a chain in
/// Eureka notation (`-` a weak link: the left end true makes the right end false; `=` a
/// strong link: the left end false makes the right end true):
/// `Cell Forcing Chain: r1c1 => r5c5<>5 [(1)r1c1-(1)r1c5=(5)r1c5-(5)r5c5]
/// [(2)r1c1-(2)r5c1=(5)r5c1-(5)r5c5]`. The sentence walks each branch, and the step's
/// links let a front end draw them.
///
/// A step makes one placement or elimination. Branches are at most
/// [`Limits::chain_length`](crate::Limits::chain_length) implications long (20 by
/// default). Of the conclusions found, placements come first (each sets off singles),
/// then the ones whose branches are shortest in all; `find_all` lists one step per
/// conclusion. Cells where one of the candidates leads to a contradiction are left to
/// [`ForcingChainContradiction`](super::ForcingChainContradiction).
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::CellForcingChain, CandidateView, Cell, GridSolver, LayerGrid, Limits};
///
/// // r1c1 holds 1 or 2, r1c5 holds 1 or 5, r5c1 holds 2 or 5; every other cell holds all
/// // nine digits. Either candidate of r1c1 puts a 5 where r5c5 sees it.
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
/// let step = CellForcingChain.find(&grid).expect("a cell forcing chain");
/// assert_eq!(
///     step.to_string(),
///     "Cell Forcing Chain: r1c1 => r5c5<>5 [(1)r1c1-(1)r1c5=(5)r1c5-(5)r5c5] [(2)r1c1-(2)r5c1=(5)r5c1-(5)r5c5]"
/// );
/// assert_eq!(
///     step.explanation(),
///     "r1c1 must hold 1 or 2. If r1c1 is 1, then r1c5 is not 1, so r1c5 is 5, so r5c5 is not 5. \
///      If r1c1 is 2, then r5c1 is not 2, so r5c1 is 5, so r5c5 is not 5. Either way, r5c5 is not 5."
/// );
/// assert_eq!(step.pattern().links.len(), 6);
///
/// // With branches of at most two implications, the chains fall short.
/// let short = CandidateView::new(&grid).with_limits(Limits::default().with_chain_length(2));
/// assert!(CellForcingChain.find_in(&short).is_none());
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct CellForcingChain;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GridSolver;
    use crate::strategies::forcing::states;
    use crate::strategies::test_support::{assert_sound, cells_holding, pencil, the_one_step};

    #[test]
    fn both_candidates_of_a_bivalue_cell_remove_the_same_candidate() {
        let grid = cells_holding(&[("r1c1", "12"), ("r1c5", "15"), ("r5c1", "25")]);
        let step = the_one_step(
            &CellForcingChain,
            &grid,
            "Cell Forcing Chain: r1c1 => r5c5<>5 [(1)r1c1-(1)r1c5=(5)r1c5-(5)r5c5] [(2)r1c1-(2)r5c1=(5)r5c1-(5)r5c5]",
        );
        assert_eq!(step.pattern().candidates.len(), 2);
    }

    #[test]
    fn branches_that_part_ways_conclude_nothing() {
        let grid = cells_holding(&[("r1c1", "12"), ("r1c5", "15"), ("r5c1", "26")]);
        assert!(CellForcingChain.find(&grid).is_none());
    }

    #[test]
    fn a_state_where_no_cell_forces_anything() {
        let grid = pencil(states::STATE_829);
        assert!(CellForcingChain.find(&grid).is_none());
    }

    #[test]
    fn every_conclusion_in_an_engine_reached_state_is_sound() {
        let grid = pencil(states::STATE_3_START);
        let steps = CellForcingChain.find_all(&grid);
        assert_sound(&grid, &steps, &states::SOLUTION_3.parse().unwrap());
        // Checked by hand: 5 in column 1 only in r1c1 and r9c1, 5 in row 1 only in r1c1
        // and r1c7, and r4c4, r4c9, r3c9 hold two digits. The most placements come first.
        // Each branch is one tree: the chain to r3c9 goes on from r1c1, and the second
        // branch passes r3c9 on its way to r1c1.
        assert_eq!(
            steps[0].to_string(),
            "Cell Forcing Chain: r4c5 => r1c1=5, r3c9=5 \
             [(1)r4c5-(1)r9c5=(1)r9c1-(5)r9c1=(5)r1c1; (5)r1c1-(5)r1c7=(5)r3c9] \
             [(6)r4c5-(6)r4c4=(9)r4c4-(9)r4c9=(3)r4c9-(3)r3c9=(5)r3c9-(5)r1c7=(5)r1c1]"
        );
        // When the branches agree on a placement, the placement is the whole step.
        assert!(steps[0].eliminations().is_empty());
        // Later on, no cell forces anything.
        assert!(CellForcingChain.find(&pencil(states::STATE_3)).is_none());
    }
}
