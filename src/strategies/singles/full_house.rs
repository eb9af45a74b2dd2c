//! Full House: the last empty cell of a house takes the missing digit.

use std::ops::ControlFlow;

use crate::strategies::{Found, Scan};
use crate::{CandidateView, DigitSet, House, Step, Technique};

/// Full House: a house with one empty cell left; that cell takes the one missing digit.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::FullHouse, GridSolver, LayerGrid};
///
/// let grid: sudoku_strata::Grid =
///     "12345678.........................................................................".parse()?;
/// let step = FullHouse.find(&LayerGrid::from_grid(&grid)).expect("row 1 is full but one cell");
/// assert_eq!(step.to_string(), "Full House: r1c9=9 (row 1)");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct FullHouse;

impl Scan for FullHouse {
    const TECHNIQUE: Technique = Technique::FullHouse;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        let grid = view.grid();
        let unsolved = grid.unsolved_cells();
        for house in House::ALL {
            let Some(cell) = (unsolved & house.cells()).single_cell() else {
                continue;
            };
            let placed: DigitSet = house.cells().iter().filter_map(|c| grid.value(c)).collect();
            // In a consistent grid the missing digit is also the cell's only candidate.
            let Some(digit) = (!placed & grid.cell_candidates(cell)).single_digit() else {
                continue;
            };
            let step = Step::builder(Technique::FullHouse)
                .place(cell, digit)
                .note(format!("({house:#})"))
                .house(house)
                .pattern_cells(house.cells())
                .explain(format!(
                    "{cell} is the last empty cell of {house:#}, so it takes the missing digit {digit}."
                ))
                .build();
            found.push_new(step)?;
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
    fn finds_the_last_cell_of_a_box() {
        let grid =
            puzzle("123......456......78.............................................................");
        let steps = FullHouse.find_all(&grid);
        assert_eq!(steps.len(), 1);
        assert_eq!(steps[0].to_string(), "Full House: r3c3=9 (box 1)");
    }

    #[test]
    fn reports_a_cell_once_even_when_it_completes_two_houses() {
        let grid =
            puzzle("12345678.........1........2........3........4........5........6........7........8");
        let steps = FullHouse.find_all(&grid);
        assert_eq!(steps.len(), 1, "{steps:?}");
    }

    #[test]
    fn nothing_when_every_house_has_two_empty_cells() {
        let grid =
            puzzle("1234567..........................................................................");
        assert!(FullHouse.find(&grid).is_none());
    }
}
