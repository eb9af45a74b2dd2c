//! XY-Wing (4.2) and XYZ-Wing (4.4): our finders' first wing, which is the one Sudoku
//! Explainer applies. Both take the pivot cells in reading order; among a pivot's
//! peers SE takes a wing, then the other, in increasing order, and finds each pair in
//! both orders, so its first pair is the one with the lowest cell, then the lowest
//! other cell: the pair our finders take first.

use super::ExplainerStep;
use super::names::Name;
use super::vocabulary::Numbered;
use crate::strategies::{XyWing, XyzWing};
use crate::{CandidateView, GridSolver, Step};

/// The XY-Wing (`xyz` false) or XYZ-Wing the rater applies first, if any.
pub(super) fn xy_wing(view: &CandidateView<'_>, xyz: bool) -> Option<ExplainerStep> {
    let step = if xyz {
        XyzWing.find_in(view)
    } else {
        XyWing.find_in(view)
    }?;
    let name = if xyz { Name::XyzWing } else { Name::XyWing };
    Some(told_as(&step, name, if xyz { 4.4 } else { 4.2 }))
}

/// Our wing as SE tells it: the pivot (the first cell of its pattern's candidates), the
/// wings in increasing order, and the removals of the one digit it removes.
fn told_as(ours: &Step, name: Name, difficulty: f64) -> ExplainerStep {
    let pattern = ours.pattern();
    let pivot = pattern.candidates[0].cell;
    let mut step = name.step();
    for removed in ours.eliminations() {
        step = step.remove(removed.cell.index(), removed.digit.get());
    }
    let wings: Vec<_> = pattern.cells.iter().filter(|&c| c != pivot).collect();
    for cell in [pivot, wings[0], wings[1]] {
        for candidate in pattern.candidates.iter().filter(|c| c.cell == cell) {
            step = step.pattern_candidate(cell, candidate.digit);
        }
    }
    let z = ours.eliminations()[0].digit;
    let text = format!("pivot {pivot}, wings {} and {}, {z} removed", wings[0], wings[1]);
    ExplainerStep::found(name, difficulty, text, step)
}
