//! Uniqueness: patterns that would let a puzzle have two solutions (deadly rectangles and
//! loops, the bivalue universal grave), valid only for puzzles known to have one. The
//! engine runs them only on grids that assume a unique solution.

mod avoidable_rectangle;
mod bug_plus_one;
mod bug_types;
mod extended_rectangle;
mod grave;
mod hidden_rectangle;
pub(crate) mod loops;
pub(crate) mod rectangles;
mod unique_loop;
mod unique_rectangle;

pub use avoidable_rectangle::{AvoidableRectangleType1, AvoidableRectangleType2};
pub use bug_plus_one::BugPlusOne;
pub use bug_types::{BugType2, BugType3, BugType4};
pub use extended_rectangle::{ExtendedUniqueRectangleType1, ExtendedUniqueRectangleType2};
pub use hidden_rectangle::HiddenRectangle;
pub use unique_loop::{UniqueLoopType1, UniqueLoopType2, UniqueLoopType3, UniqueLoopType4};
pub use unique_rectangle::{
    UniqueRectangleType1, UniqueRectangleType2, UniqueRectangleType3, UniqueRectangleType4,
    UniqueRectangleType5, UniqueRectangleType6,
};

use std::ops::ControlFlow;

use crate::strategies::Found;
use crate::strategies::shared::candidate_map::CandidateMap;
use crate::strategies::shared::combinations::for_each_combination;
use crate::{Cell, CellSet, DigitSet, House, LayerGrid, StepBuilder};

/// The naked subsets of `house` in which the cells `joined` count as one cell holding
/// `extras`: the roof of a unique loop or the graves of a BUG, one of which takes one
/// of `extras`. For each choice of one to `most` other open cells of the house whose
/// candidates and `extras` are one digit more than the cells chosen, `finish` gets the
/// step begun by `start` (with the house, the digits, their eliminations from the rest
/// of the house, and the chosen cells' candidates as fins), the chosen cells and the
/// digits. A choice that removes nothing, or nothing a step already found removes, is
/// passed over.
fn joined_naked_subsets(
    (grid, map): (&LayerGrid, &CandidateMap),
    house: House,
    (joined, extras): (CellSet, DigitSet),
    most: usize,
    found: &mut Found,
    start: impl Fn() -> StepBuilder,
    mut finish: impl FnMut(StepBuilder, CellSet, DigitSet) -> StepBuilder,
) -> ControlFlow<()> {
    let pool: Vec<Cell> = ((house.cells() & grid.unsolved_cells()) - joined)
        .iter()
        .collect();
    for others in 1..=most.min(pool.len()) {
        for_each_combination(&pool, others, |chosen| {
            let chosen: CellSet = chosen.iter().copied().collect();
            let digits = extras | map.union(chosen);
            if digits.len() != others + 1 {
                return ControlFlow::Continue(());
            }
            let rest = house.cells() - chosen - joined;
            let mut step = start().house(house).digits(digits);
            for digit in digits {
                step = step.eliminate_all(grid.candidates(digit) & rest, digit);
            }
            if step.eliminations().is_empty() || found.has_effect_of(step.so_far()) {
                return ControlFlow::Continue(());
            }
            for cell in chosen {
                step = step.fins(cell, map[cell]);
            }
            found.push(finish(step, chosen, digits).build())
        })?;
    }
    ControlFlow::Continue(())
}

/// The name of a subset of `size` digits, as the loop and BUG steps write it.
fn subset_name(size: usize) -> &'static str {
    match size {
        2 => "pair",
        3 => "triple",
        4 => "quad",
        5 => "quintuple",
        6 => "sextuple",
        _ => "septuple",
    }
}

/// Gives each uniqueness strategy its [`Scan`](crate::strategies::Scan): for each
/// pattern the view lists (a grave, a loop, a rectangle), the strategy's own check,
/// which reports to `found`; only on grids known to have one solution.
///
/// ```text
/// uniqueness_scan! {
///     UniqueLoopType2: |view, grid, map, found| for unique in view.unique_loops() =>
///         type2(grid, map, unique, found);
/// }
/// ```
macro_rules! uniqueness_scan {
    ($($strategy:ident: |$view:ident, $grid:ident, $map:ident, $found:ident|
        for $pattern:ident in $patterns:expr => $check:expr;)*) => {$(
        impl $crate::strategies::Scan for $strategy {
            const TECHNIQUE: $crate::Technique = $crate::Technique::$strategy;
            const NEEDS_UNIQUE_SOLUTION: bool = true;

            fn scan(
                &self,
                $view: &$crate::CandidateView<'_>,
                $found: &mut $crate::strategies::Found,
            ) -> ::std::ops::ControlFlow<()> {
                let $grid = $view.grid();
                let $map = $view.map();
                for $pattern in $patterns {
                    $check?;
                }
                ::std::ops::ControlFlow::Continue(())
            }
        }
    )*};
}

use uniqueness_scan;
