//! Full houses, hidden singles and naked singles, as Sudoku Explainer rates them: a
//! value alone in its house 1.0, a hidden single in a box 1.2, in a row or column 1.5,
//! a naked single 2.3. Its hidden singles are its own: it looks first at the houses with
//! one empty cell, then boxes, columns and rows (ours take boxes, rows, columns), and
//! the first it finds is the one its path takes.

use super::ExplainerStep;
use super::names::Name;
use super::numbers::{HOUSES, SeView, cell_name, house_kind};
use super::vocabulary::Numbered;
use crate::strategies::NakedSingle;
use crate::{CandidateView, GridSolver};

/// Hidden singles: first the houses with one empty cell (boxes, columns, rows), then the
/// others in the same order.
pub(super) fn hidden_single(view: &CandidateView<'_>) -> Option<ExplainerStep> {
    for alone_only in [true, false] {
        for kind in [0usize, 2, 1] {
            for h in kind * 9..kind * 9 + 9 {
                for v in 1..=9u8 {
                    let positions = view.positions(h, v);
                    if positions.count_ones() != 1 {
                        continue;
                    }
                    let alone = view.empty_count(h) == 1;
                    if alone != alone_only {
                        continue;
                    }
                    let cell = HOUSES[h][positions.trailing_zeros() as usize] as usize;
                    let difficulty = match (alone, kind) {
                        (true, _) => 1.0,
                        (false, 0) => 1.2,
                        _ => 1.5,
                    };
                    let text = format!("{}={v} (only place in its {})", cell_name(cell), house_kind(h));
                    let step = Name::HiddenSingle.step().put(cell, v);
                    return Some(ExplainerStep::found(Name::HiddenSingle, difficulty, text, step));
                }
            }
        }
    }
    None
}

/// A cell with one candidate left: the first of our naked singles, which are taken in
/// the cells' order, as Sudoku Explainer takes them.
pub(super) fn naked_single(view: &CandidateView<'_>) -> Option<ExplainerStep> {
    let placed = *NakedSingle.find_in(view)?.placements().first()?;
    let (c, v) = (placed.cell.index(), placed.digit.get());
    let text = format!("{}={v} (only candidate)", cell_name(c));
    let step = Name::NakedSingle.step().put(c, v);
    Some(ExplainerStep::found(Name::NakedSingle, 2.3, text, step))
}

#[cfg(test)]
mod tests {
    use super::super::vocabulary::placement;
    use super::*;
    use crate::{Grid, LayerGrid};

    fn state(line: &str) -> LayerGrid {
        LayerGrid::from_grid(&line.parse::<Grid>().expect("a grid"))
    }

    #[test]
    fn a_house_with_one_empty_cell_is_a_full_house() {
        let grid = state("12345678.........................................................................");
        let found = hidden_single(&CandidateView::new(&grid)).unwrap();
        assert_eq!((placement(&found.step), found.difficulty), (Some((8, 9)), 1.0));
    }

    #[test]
    fn hidden_singles_in_boxes_rate_below_lines() {
        // Two givens (1 in r2c2 and r5c2): no house has one empty cell.
        let grid = state("..........1..........................1...........................................");
        let view = CandidateView::new(&grid);
        let found = hidden_single(&view);
        assert!(found.is_none() || found.unwrap().difficulty >= 1.2);
        assert!(naked_single(&view).is_none());
    }
}
