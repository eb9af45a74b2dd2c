//! XY-Wing (4.2) and XYZ-Wing (4.4): our finders' first wing, which is the one Sudoku
//! Explainer applies. Both take the pivot cells in reading order; among a pivot's
//! peers SE takes a wing, then the other, in increasing order, and finds each pair in
//! both orders, so its first pair is the one with the lowest cell, then the lowest
//! other cell: the pair our finders take first.

use super::hint::Hint;
use super::names::Name;
use crate::strategies::{XyWing, XyzWing};
use crate::{CandidateView, GridSolver, Step};

/// The XY-Wing (`xyz` false) or XYZ-Wing the rater applies first, if any.
pub(super) fn xy_wing(view: &CandidateView<'_>, xyz: bool) -> Option<Hint> {
    let step = if xyz {
        XyzWing.find_in(view)
    } else {
        XyWing.find_in(view)
    }?;
    let name = if xyz { Name::XyzWing } else { Name::XyWing };
    Some(hint_of(&step, name, if xyz { 4.4 } else { 4.2 }))
}

/// SE's hint of our wing: the pivot (the first cell of its pattern's candidates), the
/// wings in increasing order, and the removals of the one digit it removes.
fn hint_of(step: &Step, name: Name, difficulty: f64) -> Hint {
    let pattern = step.pattern();
    let pivot = pattern.candidates[0].cell;
    let mut hint = Hint::new(name, difficulty);
    for removed in step.eliminations() {
        hint.remove(removed.cell.index(), removed.digit.get());
    }
    let wings: Vec<_> = pattern.cells.iter().filter(|&c| c != pivot).collect();
    for cell in [pivot, wings[0], wings[1]] {
        for candidate in pattern.candidates.iter().filter(|c| c.cell == cell) {
            hint.pattern.push((cell.index() as u8, candidate.digit.get()));
        }
    }
    let z = step.eliminations()[0].digit;
    hint.text = format!("pivot {pivot}, wings {} and {}, {z} removed", wings[0], wings[1]);
    hint
}
