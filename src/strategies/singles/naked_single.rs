//! Naked Single: a cell with one candidate left.

use std::ops::ControlFlow;

use crate::strategies::{Found, Scan};
use crate::{CandidateView, CellSet, Digit, LayerGrid, Step, Technique};

/// Naked Single: an empty cell where only one digit is still possible.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::NakedSingle, GridSolver, LayerGrid};
///
/// // r1c1 sees 2-5 in its row, 6 and 7 in its column and 8 and 9 in its box.
/// let grid: sudoku_strata::Grid =
///     ".2345....68.......7.9............................................................".parse()?;
/// let step = NakedSingle.find(&LayerGrid::from_grid(&grid)).expect("r1c1 can only be 1");
/// assert_eq!(step.to_string(), "Naked Single: r1c1=1");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct NakedSingle;

/// The unsolved cells with exactly one candidate, counted across the layers with word
/// operations.
pub(crate) fn single_candidate_cells(grid: &LayerGrid) -> CellSet {
    let mut once = CellSet::EMPTY;
    let mut more = CellSet::EMPTY;
    for digit in Digit::ALL {
        let layer = grid.candidates(digit);
        more |= once & layer;
        once |= layer;
    }
    once - more
}

impl Scan for NakedSingle {
    const TECHNIQUE: Technique = Technique::NakedSingle;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        let grid = view.grid();
        for cell in single_candidate_cells(grid) {
            let Some(digit) = grid.cell_candidates(cell).single_digit() else {
                continue;
            };
            found.push(
                Step::builder(Technique::NakedSingle)
                    .place(cell, digit)
                    .pattern_candidate(cell, digit)
                    .explain(format!(
                        "Every digit but {digit} is ruled out in {cell}, so {cell} is {digit}."
                    ))
                    .build(),
            )?;
        }
        ControlFlow::Continue(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GridSolver;
    use crate::strategies::test_support::puzzle;

    #[test]
    fn finds_a_cell_with_one_candidate() {
        let grid =
            puzzle(".2345....68.......7.9............................................................");
        let steps = NakedSingle.find_all(&grid);
        assert_eq!(steps.len(), 1);
        assert_eq!(steps[0].to_string(), "Naked Single: r1c1=1");
    }

    #[test]
    fn nothing_in_an_open_grid() {
        let grid =
            puzzle(".2345............................................................................");
        assert!(NakedSingle.find(&grid).is_none());
        assert!(single_candidate_cells(&grid).is_empty());
    }
}
