//! Locked candidates as Sudoku Explainer rates them: pointing 2.6 and claiming 2.8, and
//! their "direct" forms, which count only when the removal leaves a hidden single
//! (Direct Pointing 1.7, Direct Claiming 1.9) and then place that single.

use std::ops::ControlFlow;

use super::ExplainerStep;
use super::names::Name;
use super::numbers::{CELL_HOUSES, HOUSE_MASKS, HOUSES, SeView, cell_name, crosses};
use super::premises::{Premises, Visit};
use super::vocabulary::Numbered;

/// The pairs of house kinds in Sudoku Explainer's order: (box, column), (box, row),
/// (column, box), (row, box). A kind is 0 for boxes, 1 for rows, 2 for columns.
const ORDER: [(usize, usize); 4] = [(0, 2), (0, 1), (2, 0), (1, 0)];

/// Pointing and claiming (`direct` false), or their direct forms: every hint, in Sudoku
/// Explainer's order, until `visit` breaks.
pub(super) fn locking(grid: &impl SeView, direct: bool, visit: &mut Visit<'_>) -> ControlFlow<()> {
    for (kind1, kind2) in ORDER {
        for v in 1..=9u8 {
            let plane = grid.plane(v);
            for h1 in kind1 * 9..kind1 * 9 + 9 {
                let cells = plane & HOUSE_MASKS[h1];
                if cells.count_ones() < 2 {
                    continue;
                }
                // Two cells or more lie in one house of a kind at most: that of any of
                // them.
                let h2 = usize::from(CELL_HOUSES[cells.trailing_zeros() as usize][kind2]);
                if !crosses(h1, h2) || cells & !HOUSE_MASKS[h2] != 0 {
                    continue;
                }
                if direct {
                    following_singles(grid, kind1, h1, h2, v, visit)?;
                } else if plane & HOUSE_MASKS[h2] & !HOUSE_MASKS[h1] != 0 {
                    // Only a hint that removes something is made.
                    let (step, premises) = locked(grid, h1, h2, v);
                    visit(step, premises)?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// The removal of `v` from `h2` outside `h1`.
fn locked(grid: &impl SeView, h1: usize, h2: usize, v: u8) -> (ExplainerStep, Premises) {
    let (name, difficulty) = rated(h1, false);
    let mut step = name.step();
    for &c in &HOUSES[h2] {
        let c = c as usize;
        if HOUSE_MASKS[h1] >> c & 1 == 0 && grid.has(c, v) {
            step = step.remove(c, v);
        } else if grid.has(c, v) {
            step = step.candidate(c, v);
        }
    }
    let text = format!("{v} in {} is confined to {}", house_name(h1), house_name(h2));
    (
        ExplainerStep::found(name, difficulty, text, step),
        confined(v, h1, h2),
    )
}

/// The premises of `v` in `h1` confined to `h2`.
fn confined(v: u8, h1: usize, h2: usize) -> Premises {
    Premises::Lines {
        value: v,
        bases: vec![h1 as u8],
        covers: vec![h2 as u8],
    }
}

/// The direct form: each other house of `h1`'s kind that crosses `h2` and keeps one
/// place for `v` once `h2` outside `h1` loses it.
fn following_singles(
    grid: &impl SeView,
    kind1: usize,
    h1: usize,
    h2: usize,
    v: u8,
    visit: &mut Visit<'_>,
) -> ControlFlow<()> {
    for h3 in kind1 * 9..kind1 * 9 + 9 {
        if h3 == h1 || !crosses(h3, h2) {
            continue;
        }
        let places = grid.plane(v) & HOUSE_MASKS[h3];
        if places.count_ones() <= 1 {
            continue;
        }
        let left = places & !HOUSE_MASKS[h2];
        if left.count_ones() == 1 {
            let cell = left.trailing_zeros() as usize;
            let (name, difficulty) = rated(h1, true);
            let text = format!(
                "{v} in {} is confined to {}, so {}={v}, its only place in {}",
                house_name(h1),
                house_name(h2),
                cell_name(cell),
                house_name(h3)
            );
            let step = ExplainerStep::found(name, difficulty, text, name.step().put(cell, v));
            visit(step, confined(v, h1, h2))?;
        }
    }
    ControlFlow::Continue(())
}

/// The name and rating of a value of `h1` (a box: pointing; a line: claiming) confined
/// to a crossing house, or of its direct form.
fn rated(h1: usize, direct: bool) -> (Name, f64) {
    match (h1 < 9, direct) {
        (true, false) => (Name::Pointing, 2.6),
        (false, false) => (Name::Claiming, 2.8),
        (true, true) => (Name::DirectPointing, 1.7),
        (false, true) => (Name::DirectClaiming, 1.9),
    }
}

/// `b1`, `r4`, `c7`.
pub(super) fn house_name(h: usize) -> String {
    super::numbers::house(h).to_string()
}
