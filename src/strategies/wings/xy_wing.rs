//! XY-Wing: a bivalue pivot and two bivalue pincers.

use std::ops::ControlFlow;

use super::{for_each_pincer_pair, pincer_step};
use crate::strategies::{Found, Scan};
use crate::{CandidateView, DigitSet, Technique};

/// XY-Wing: a pivot cell holding only x and y sees two pincers holding only x and z,
/// and y and z. Whichever digit the pivot takes, one pincer is z, so z leaves every cell
/// that sees both pincers.
///
/// Written pivot first: `XY-Wing: 1/2/5 in r1c1,r1c5,r3c2 => r3c5<>5`.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::XyWing, GridSolver, LayerGrid};
///
/// // The pivot r1c1 holds 1 or 2, the pincers r1c5 hold 1 or 5 and r3c2 hold 2 or 5.
/// let grid: LayerGrid = "
///     12   346789  346789  | 3456789 15  3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 25  3456789 | 346789 123456789 346789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
/// ".parse()?;
/// let step = XyWing.find(&grid).expect("an XY-Wing");
/// assert_eq!(step.to_string(), "XY-Wing: 1/2/5 in r1c1,r1c5,r3c2 => r3c5<>5");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct XyWing;

impl Scan for XyWing {
    const TECHNIQUE: Technique = Technique::XyWing;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        let grid = view.grid();
        let map = view.map();
        // Pincers share exactly one digit with the pivot.
        let fits = |xy: DigitSet, pincer: DigitSet| (pincer & xy).len() == 1;
        for_each_pincer_pair(view, grid.bivalue_cells(), fits, |pivot, first, second| {
            let xy = map[pivot];
            let (a, b) = (map[first], map[second]);
            let z = a - xy;
            if (a & xy) == (b & xy) || z != b - xy {
                return ControlFlow::Continue(());
            }
            let Some(z) = z.single_digit() else {
                return ControlFlow::Continue(());
            };
            let removed = grid.candidates(z) & first.peers() & second.peers();
            if removed.is_empty() {
                return ControlFlow::Continue(());
            }
            // The pincer with the pivot's smaller digit first.
            let (px, py) = if (a & xy) < (b & xy) {
                (first, second)
            } else {
                (second, first)
            };
            let (x, y) = (map[px] & xy, map[py] & xy);
            found.push(pincer_step(
                (Technique::XyWing, view),
                [pivot, px, py],
                (xy, z),
                removed,
                format!(
                    "The pivot {pivot} holds only {x} or {y}. If it is {x}, {px} must be {z}; if it is {y}, {py} must be {z}. Either way {px} or {py} is {z}, so no cell that sees both can hold {z}."
                ),
            ))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GridSolver;
    use crate::strategies::test_support::{pencil, the_one_step};

    /// Reached by the engine: the pivot r6c9 (1 or 8) with the pincers r6c5 (1 or 3) and
    /// r3c9 (3 or 8).
    const WING: &str = "
        +----------------+-----------+--------------+
        | +8  39    +6   | 1  +7  39 | 5    4  +2   |
        | 145 145   14   | +6 38  2  | 38   +9 7    |
        | 2   7     39   | 4  389 +5 | 1    +6 38   |
        +----------------+-----------+--------------+
        | 145 13458 1348 | +2 6   13 | 789  57 1489 |
        | 9   14    2    | +8 5   7  | +6   +3 14   |
        | +6  1358  7    | 9  13  4  | 28   25 18   |
        +----------------+-----------+--------------+
        | 17  1289  189  | +5 4   +6 | 2379 27 39   |
        | 47  6     49   | 3  29  +8 | 2479 1  +5   |
        | 3   249   5    | +7 129 19 | 249  8  6    |
        +----------------+-----------+--------------+";

    #[test]
    fn removes_z_from_the_cells_that_see_both_pincers() {
        let grid = pencil(WING);
        let step = the_one_step(&XyWing, &grid, "XY-Wing: 1/8/3 in r6c9,r6c5,r3c9 => r3c5<>3");
        assert_eq!(step.pattern().cells.len(), 3);
    }

    #[test]
    fn pincers_must_share_z() {
        // r3c9 holds 3 or 9 now: the pincers no longer share a digit.
        let grid = pencil(&WING.replace("| 1    +6 38   |", "| 1    +6 39   |"));
        assert!(XyWing.find(&grid).is_none());
    }
}
