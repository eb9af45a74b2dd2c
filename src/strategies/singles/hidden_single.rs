//! Hidden Single: a digit with one place left in a house.

use std::ops::ControlFlow;

use crate::strategies::{Found, Scan};
use crate::{CandidateView, Digit, House, Step, Technique};

/// Hidden Single: in some house a digit has only one cell left, so it goes there.
///
/// Boxes are searched first, then rows, then columns, which is the order people find
/// them in.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::HiddenSingle, GridSolver, LayerGrid};
///
/// let grid: sudoku_strata::Grid =
///     "....1....................1...........1..................1........................".parse()?;
/// let step = HiddenSingle.find(&LayerGrid::from_grid(&grid)).expect("1 has one place in box 1");
/// assert_eq!(step.to_string(), "Hidden Single: r2c1=1 (box 1)");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct HiddenSingle;

const SEARCH_ORDER: [[House; 9]; 3] = [House::BOXES, House::ROWS, House::COLUMNS];

impl Scan for HiddenSingle {
    const TECHNIQUE: Technique = Technique::HiddenSingle;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        let grid = view.grid();
        for houses in SEARCH_ORDER {
            for house in houses {
                for digit in Digit::ALL {
                    let Some(cell) = grid.candidates_in(digit, house).single_cell() else {
                        continue;
                    };
                    let step = Step::builder(Technique::HiddenSingle)
                        .place(cell, digit)
                        .note(format!("({house:#})"))
                        .house(house)
                        .pattern_cells(house.cells())
                        .pattern_candidate(cell, digit)
                        .explain(format!(
                            "In {house:#}, {digit} can only go in {cell}: every other cell of the {} is filled or rules it out.",
                            house.kind().word()
                        ))
                        .build();
                    found.push_new(step)?;
                }
            }
        }
        ControlFlow::Continue(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GridSolver;
    use crate::LayerGrid;
    use crate::strategies::test_support::puzzle;

    #[test]
    fn finds_a_digit_with_one_place_in_a_box() {
        let grid =
            puzzle("....1....................1...........1..................1........................");
        let steps = HiddenSingle.find_all(&grid);
        assert_eq!(steps[0].to_string(), "Hidden Single: r2c1=1 (box 1)");
        // The same placement is not reported again for its row or column.
        assert_eq!(
            steps
                .iter()
                .filter(|s| s.placements() == steps[0].placements())
                .count(),
            1
        );
    }

    #[test]
    fn nothing_in_the_empty_grid() {
        assert!(HiddenSingle.find(&LayerGrid::new()).is_none());
    }
}
