//! XYZ-Wing: a pivot with three candidates and two bivalue pincers.

use std::ops::ControlFlow;

use super::{for_each_pincer_pair, pincer_step};
use crate::strategies::{Found, Scan};
use crate::{CandidateView, DigitSet, Technique};

/// XYZ-Wing: a pivot holding only x, y and z sees two pincers holding only x and z, and
/// y and z. One of the three cells is z, so z leaves every cell that sees all three.
///
/// Written pivot first, z last: `XYZ-Wing: 1/2/5 in r1c1,r2c2,r1c5 => r1c3<>5`.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::XyzWing, GridSolver, LayerGrid};
///
/// // The pivot r1c1 holds 1, 2 or 5; the pincers r2c2 hold 1 or 5, and r1c5 2 or 5.
/// let grid: LayerGrid = "
///     125     346789  3456789 | 3456789 25      3456789 | 3456789 3456789 3456789
///     3456789 15      3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
/// ".parse()?;
/// let step = XyzWing.find(&grid).expect("an XYZ-Wing");
/// assert_eq!(step.to_string(), "XYZ-Wing: 1/2/5 in r1c1,r2c2,r1c5 => r1c3<>5");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct XyzWing;

impl Scan for XyzWing {
    const TECHNIQUE: Technique = Technique::XyzWing;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        let grid = view.grid();
        let map = view.map();
        let fits = |xyz: DigitSet, pincer: DigitSet| pincer.is_subset(xyz);
        for_each_pincer_pair(
            view,
            grid.cells_with_candidate_count(3),
            fits,
            |pivot, first, second| {
                let xyz = map[pivot];
                let (a, b) = (map[first], map[second]);
                if a == b || (a | b) != xyz {
                    return ControlFlow::Continue(());
                }
                let Some(z) = (a & b).single_digit() else {
                    return ControlFlow::Continue(());
                };
                let removed = grid.candidates(z) & pivot.peers() & first.peers() & second.peers();
                if removed.is_empty() {
                    return ControlFlow::Continue(());
                }
                let (px, py) = if a - (a & b) < b - (a & b) {
                    (first, second)
                } else {
                    (second, first)
                };
                found.push(pincer_step(
                (Technique::XyzWing, view),
                [pivot, px, py],
                (xyz - (a & b), z),
                removed,
                format!(
                    "The pivot {pivot} holds {xyz}; the pincers {px} and {py} hold {} and {}. If the pivot is not {z}, one of the pincers must be {z}; so one of the three cells is {z}, and no cell that sees all three can hold {z}.",
                    map[px], map[py]
                ),
            ))
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GridSolver;
    use crate::strategies::test_support::{pencil, the_one_step};

    /// Reached by the engine: the pivot r9c4 (1, 4, 9) with the pincers r7c6 (1 or 4)
    /// and r9c2 (1 or 9).
    const WING: &str = "
        +-------------+-------------+----------------+
        | 2    39 +8  | 49  6  3479 | 1    5     379 |
        | 1369 7  16  | 8   +5 139  | 2    39    4   |
        | 139  +5 4   | 19  +2 1379 | 37   6     8   |
        +-------------+-------------+----------------+
        | 147  8  17  | 67  9  +2   | 3467 1347  5   |
        | 157  6  9   | 3   +4 58   | 78   1278  127 |
        | 457  +2 3   | 67  1  58   | 4678 4789  79  |
        +-------------+-------------+----------------+
        | 38   13 +2  | 5   7  14   | 9    1348  6   |
        | 3679 4  567 | 2   +8 169  | 357  137   137 |
        | 6789 19 567 | 149 3  1469 | 4578 12478 127 |
        +-------------+-------------+----------------+";

    #[test]
    fn removes_z_from_the_cells_that_see_all_three() {
        let grid = pencil(WING);
        the_one_step(&XyzWing, &grid, "XYZ-Wing: 4/9/1 in r9c4,r7c6,r9c2 => r9c6<>1");
    }

    #[test]
    fn the_pivot_must_hold_all_three_digits() {
        // With 4 gone from the pivot it is an XY-Wing's pivot, not an XYZ-Wing's.
        let grid = pencil(&WING.replace("| 149 3  1469 |", "| 19  3  1469 |"));
        assert!(XyzWing.find(&grid).is_none());
    }
}
