//! Unit Forcing Chain: every place of a digit in a house leads to the same conclusion.

/// Unit Forcing Chain: a digit must go in one of its places in a house (a unit), so
/// whatever every one of those places implies is true.
///
/// Each place is taken as true in turn and followed along single implications, as in
/// [`CellForcingChain`](super::CellForcingChain). The notation names the digit and the
/// house, then gives each branch in Eureka notation:
/// `Unit Forcing Chain: 5 in r1 => r2c4<>7 [(5)r1c1-(5)r2c2=(7)r2c2-(7)r2c4]
/// [(5)r1c5-(5)r3c6=(7)r3c6-(7)r2c4]`.
///
/// A step makes one placement or elimination. Branches are at most
/// [`Limits::chain_length`](crate::Limits::chain_length) implications long (20 by
/// default);
/// placements come first, then the conclusions with the shortest branches in all.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::UnitForcingChain, Cell, GridSolver, LayerGrid};
///
/// // In row 1, 5 can only go in r1c1 or r1c5; r2c2 and r3c6 hold 5 or 7; every other
/// // cell holds all nine digits but r2c5, r2c6 and r3c1-r3c3, which hold no 7. Either
/// // way a 7 lands where r2c4 sees it.
/// let text: String = Cell::ALL
///     .iter()
///     .map(|c| match c.to_string().as_str() {
///         "r1c1" | "r1c5" => "123456789 ",
///         "r2c2" | "r3c6" => "[57] ",
///         s if s.starts_with("r1") => "12346789 ",
///         "r2c5" | "r2c6" | "r3c1" | "r3c2" | "r3c3" => "12345689 ",
///         _ => "123456789 ",
///     })
///     .collect();
/// let grid: LayerGrid = text.parse()?;
/// let step = UnitForcingChain.find(&grid).expect("a unit forcing chain");
/// assert_eq!(
///     step.to_string(),
///     "Unit Forcing Chain: 5 in r1 => r2c4<>7 [(5)r1c1-(5)r2c2=(7)r2c2-(7)r2c4] [(5)r1c5-(5)r3c6=(7)r3c6-(7)r2c4]"
/// );
/// assert_eq!(
///     step.explanation(),
///     "5 must go somewhere in row 1: in r1c1 or r1c5. If r1c1 is 5, then r2c2 is not 5, so r2c2 is 7, \
///      so r2c4 is not 7. If r1c5 is 5, then r3c6 is not 5, so r3c6 is 7, so r2c4 is not 7. \
///      Either way, r2c4 is not 7."
/// );
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct UnitForcingChain;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GridSolver;
    use crate::LayerGrid;
    use crate::strategies::forcing::states;
    use crate::strategies::test_support::{assert_sound, candidates, cells_holding, eliminations, pencil};

    /// 5 in row 1 only at r1c1 and r1c5; r2c2 and r3c6 hold 5 and 7.
    fn two_places() -> LayerGrid {
        cells_holding(&[
            ("r1c2 r1c3 r1c4 r1c6 r1c7 r1c8 r1c9", "12346789"),
            ("r2c2 r3c6", "57"),
        ])
    }

    #[test]
    fn both_places_of_a_digit_remove_the_same_candidates() {
        let steps = UnitForcingChain.find_all(&two_places());
        let mut all: Vec<_> = steps.iter().flat_map(eliminations).collect();
        all.sort();
        // The cells that see both r2c2 and r3c6.
        assert_eq!(all, candidates("r2c4<>7 r2c5<>7 r2c6<>7 r3c1<>7 r3c2<>7 r3c3<>7"));
        // One step: both places reach all six, each chain written once with the six at
        // its end.
        assert_eq!(steps.len(), 1, "{steps:?}");
        assert!(
            steps[0].to_string().starts_with(
                "Unit Forcing Chain: 5 in r1 => r2c4,r2c5,r2c6,r3c1,r3c2,r3c3<>7 \
                 [(5)r1c1-(5)r2c2=(7)r2c2 => r2c456,r3c123<>7] [(5)r1c5-(5)r3c6=(7)r3c6 => r2c456,r3c123<>7]"
            ),
            "{}",
            steps[0]
        );
    }

    #[test]
    fn without_the_second_branch_nothing_follows() {
        let grid = cells_holding(&[
            ("r1c2 r1c3 r1c4 r1c6 r1c7 r1c8 r1c9", "12346789"),
            ("r2c2", "57"),
            ("r3c6", "58"),
        ]);
        assert!(UnitForcingChain.find(&grid).is_none());
    }

    #[test]
    fn a_digit_with_three_places_in_an_engine_reached_state() {
        let grid = pencil(states::STATE_3);
        let solution = states::SOLUTION_3.parse().unwrap();
        let steps = UnitForcingChain.find_all(&grid);
        assert_sound(&grid, &steps, &solution);
        let three = steps
            .iter()
            .find(|s| s.pattern().candidates.len() == 3)
            .expect("a unit with three places");
        // Checked by hand: 1 in row 6 only in r6c2 and r6c6, 9 in column 6 only in r6c6
        // and r7c6, 9 in column 3 only in r7c3 and r9c3.
        assert_eq!(
            three.to_string(),
            "Unit Forcing Chain: 8 in c2 => r9c3<>8 \
             [(8)r6c2-(1)r6c2=(1)r6c6-(9)r6c6=(9)r7c6-(9)r7c3=(9)r9c3-(8)r9c3] [(8)r7c2-(8)r9c3] \
             [(8)r8c2-(8)r9c3]"
        );
        assert_eq!(eliminations(three), candidates("r9c3<>8"));
    }
}
