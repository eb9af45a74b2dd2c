//! Hidden Rectangle: a unique rectangle found through strong links.

use std::ops::ControlFlow;

use super::rectangles::{UniqueRectangle, same_side};
use crate::strategies::shared::candidate_map::CandidateMap;
use crate::strategies::{Found, Scan};
use crate::{CandidateView, LayerGrid, Technique};

/// Hidden Rectangle: one corner of a possible unique rectangle holds only its digits `a`
/// and `b` (or two diagonal corners do). If, in the row and the column of the opposite
/// corner, `a` can only go in the rectangle's corners, that opposite corner cannot be
/// `b`: it would force `a` into the two corners beside it, and `b` into the first one,
/// the deadly pattern.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::HiddenRectangle, GridSolver, LayerGrid};
///
/// // r1c1 holds 1 or 2; in row 2 and column 4, 1 can only go in the rectangle.
/// let mut grid: LayerGrid = "
///     12      3456789 3456789 | 123456789 3456789 3456789 | 3456789 3456789 3456789
///     123456789 23456789 23456789 | 123456789 23456789 23456789 | 23456789 23456789 23456789
///     3456789 3456789 3456789 | 23456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 23456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 23456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 23456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 23456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 23456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 23456789 3456789 3456789 | 3456789 3456789 3456789
/// ".parse()?;
/// grid.assume_unique_solution();
/// let step = HiddenRectangle.find(&grid).expect("a hidden rectangle");
/// assert_eq!(step.to_string(), "Hidden Rectangle: 1/2 in r1c1,r1c4,r2c1,r2c4 => r2c4<>2");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct HiddenRectangle;

fn check(grid: &LayerGrid, map: &CandidateMap, ur: &UniqueRectangle, found: &mut Found) -> ControlFlow<()> {
    let corners: Vec<_> = ur.floor.iter().collect();
    let shape_fits = match corners.as_slice() {
        [_] => true,
        [c, d] => !same_side(*c, *d),
        _ => false,
    };
    if !shape_fits {
        return ControlFlow::Continue(());
    }
    let cells = ur.rectangle.cells();
    for corner in corners {
        let far = ur.rectangle.opposite(corner);
        let (row, col) = (far.row(), far.col());
        for (linked, removed) in [(ur.a, ur.b), (ur.b, ur.a)] {
            let outside = (grid.candidates_in(linked, row) | grid.candidates_in(linked, col)) - cells;
            if !outside.is_empty() || !map[far].contains(removed) {
                continue;
            }
            let step = ur
                .step(Technique::HiddenRectangle, map)
                .eliminate(far, removed)
                .house(row)
                .house(col)
                .explain(format!(
                    "The cells {} must not end up holding only {} and {}: that deadly pattern could be swapped, and the puzzle would have two solutions. {corner} holds only those two digits, and in {row:#} and {col:#} the {linked}s can only go in the rectangle. If {far} were {removed}, the corners beside it would both be {linked}, {corner} would be {removed}, and the pattern would be deadly; so {far} is not {removed}.",
                    cells.to_list(),
                    ur.a,
                    ur.b
                ));
            found.push(step.build())?;
        }
    }
    ControlFlow::Continue(())
}

impl Scan for HiddenRectangle {
    const TECHNIQUE: Technique = Technique::HiddenRectangle;
    const NEEDS_UNIQUE_SOLUTION: bool = true;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        let grid = view.grid();
        let map = view.map();
        for ur in view.unique_rectangles() {
            check(grid, map, ur, found)?;
        }
        ControlFlow::Continue(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GridSolver;
    use crate::strategies::test_support::{aic_state_with, pencil, the_one_step, unique_pencil};

    /// Reached by the engine: r4c1 holds only 1 and 9; in row 6 and column 6 the 9s lie
    /// in the rectangle r4c1, r4c6, r6c1, r6c6.
    fn hidden() -> String {
        hidden_and(&[])
    }

    /// The same with more cells changed.
    fn hidden_and(more: &[(&str, &str)]) -> String {
        aic_state_with(
            &[
                &[
                    ("r2c5", "1567"),
                    ("r2c8", "348"),
                    ("r3c4", "134"),
                    ("r6c8", "468"),
                ],
                more,
            ]
            .concat(),
        )
    }

    #[test]
    fn the_far_corner_loses_the_other_digit() {
        let grid = unique_pencil(&hidden());
        the_one_step(
            &HiddenRectangle,
            &grid,
            "Hidden Rectangle: 1/9 in r4c1,r4c6,r6c1,r6c6 => r6c6<>1",
        );
    }

    #[test]
    fn only_on_grids_with_one_solution() {
        assert!(HiddenRectangle.find(&pencil(&hidden())).is_none());
    }

    #[test]
    fn the_corner_must_hold_only_the_two_digits() {
        // r4c1 holds 4 as well: no corner of the rectangle is bivalue.
        let grid = unique_pencil(&hidden_and(&[("r4c1", "149")]));
        assert!(HiddenRectangle.find(&grid).is_none());
    }
}
