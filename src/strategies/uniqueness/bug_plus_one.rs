//! BUG+1: the bivalue universal grave plus one cell.

use std::ops::ControlFlow;

use crate::strategies::{Found, Scan};
use crate::{CandidateView, Cell, Digit, DigitSet, House, LayerGrid, Step, Technique};

/// BUG+1: every unsolved cell holds two candidates except one, which holds three, and in
/// every house each candidate appears exactly twice, except one digit of the three-way
/// cell, which appears three times in that cell's row, column and box.
///
/// Without that digit the grid would be a *bivalue universal grave*: such a grid has no
/// solution or at least two (taking the other candidate in every cell gives another).
/// The puzzle has one solution, so the cell takes that digit; its other two candidates
/// go.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::BugPlusOne, GridSolver, LayerGrid};
///
/// // Every open cell holds two candidates but r1c5, which holds 1, 3 and 5; 3 appears
/// // three times in row 1, column 5 and box 2.
/// let mut grid: LayerGrid = "
///     +8 7  2  | 16 135 36 | 35 4  +9
///     9  35 1  | 35 4   +8 | 7  +2 6
///     6  35 +4 | +9 +2  +7 | 1  +8 35
///     35 2  +9 | +8 +7  +4 | +6 1  35
///     14 14 +6 | 35 35  9  | +2 +7 8
///     35 +8 7  | +2 6   1  | +9 35 +4
///     14 9  3  | 16 +8  2  | 45 56 7
///     +7 16 +5 | 4  13  36 | +8 9  2
///     +2 46 +8 | +7 +9  5  | 34 36 +1
/// ".parse()?;
/// // Uniqueness strategies only run on grids known to have one solution.
/// assert!(BugPlusOne.find(&grid).is_none());
/// grid.assume_unique_solution();
/// let step = BugPlusOne.find(&grid).expect("a BUG+1");
/// assert_eq!(step.to_string(), "BUG+1: 3 in r1c5 => r1c5<>1,5");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct BugPlusOne;

/// The digit of `cell` that appears three times in each of its houses, if every other
/// house and digit of the grid has its candidates exactly twice (or the digit placed).
fn extra_digit(grid: &LayerGrid, cell: Cell) -> Option<Digit> {
    let mut extra = None;
    for digit in Digit::ALL {
        let candidates = grid.candidates(digit);
        let placed = grid.occupied(digit);
        for house in House::ALL {
            let cells = house.cells();
            match (candidates & cells).len() {
                0 if placed.intersects(cells) => {}
                2 => {}
                3 if cells.contains(cell) && extra.is_none_or(|d| d == digit) => extra = Some(digit),
                _ => return None,
            }
        }
    }
    let digit = extra?;
    let three = cell
        .houses()
        .iter()
        .all(|h| grid.candidates_in(digit, *h).len() == 3);
    (three && grid.has_candidate(cell, digit)).then_some(digit)
}

impl Scan for BugPlusOne {
    const TECHNIQUE: Technique = Technique::BugPlusOne;
    const NEEDS_UNIQUE_SOLUTION: bool = true;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        let grid = view.grid();
        let trivalue = grid.cells_with_candidate_count(3);
        let Some(cell) = trivalue.single_cell() else {
            return ControlFlow::Continue(());
        };
        if grid.bivalue_cells() | trivalue != grid.unsolved_cells() {
            return ControlFlow::Continue(());
        }
        let Some(digit) = extra_digit(grid, cell) else {
            return ControlFlow::Continue(());
        };
        let others = grid.cell_candidates(cell) - DigitSet::single(digit);
        let [row, col, block] = cell.houses();
        let mut step = Step::builder(Technique::BugPlusOne)
            .detail(format!("{digit} in {cell}"))
            .house(row)
            .house(col)
            .house(block)
            .pattern_cells(grid.unsolved_cells())
            .pattern_candidate(cell, digit)
            .explain(format!(
                "Every unsolved cell but {cell} holds two candidates, and every candidate appears twice in each house, except {digit}, which appears three times in {row}, {col} and {block}. Without {digit} in {cell} the grid would be a bivalue universal grave, which has no solution or several; the puzzle has one, so {cell} is {digit}."
            ));
        for other in others {
            step = step.eliminate(cell, other);
        }
        found.push(step.build())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GridSolver;
    use crate::strategies::test_support::{pencil, the_one_step, unique_pencil};

    /// Reached by the engine: every open cell is bivalue but r1c5 (1, 3, 5), and 3
    /// appears three times in row 1, column 5 and box 2.
    const BUG: &str = "
        +----------+-----------+----------+
        | +8 7  2  | 16 135 36 | 35 4  +9 |
        | 9  35 1  | 35 4   +8 | 7  +2 6  |
        | 6  35 +4 | +9 +2  +7 | 1  +8 35 |
        +----------+-----------+----------+
        | 35 2  +9 | +8 +7  +4 | +6 1  35 |
        | 14 14 +6 | 35 35  9  | +2 +7 8  |
        | 35 +8 7  | +2 6   1  | +9 35 +4 |
        +----------+-----------+----------+
        | 14 9  3  | 16 +8  2  | 45 56 7  |
        | +7 16 +5 | 4  13  36 | +8 9  2  |
        | +2 46 +8 | +7 +9  5  | 34 36 +1 |
        +----------+-----------+----------+";

    #[test]
    fn the_three_way_cell_keeps_the_digit_that_appears_three_times() {
        let grid = unique_pencil(BUG);
        the_one_step(&BugPlusOne, &grid, "BUG+1: 3 in r1c5 => r1c5<>1,5");
        assert!(BugPlusOne.find(&pencil(BUG)).is_none());
    }

    #[test]
    fn nothing_when_a_second_cell_has_three_candidates() {
        let grid = unique_pencil(&BUG.replace("| +8 7  2  | 16 135 36 |", "| +8 7  2  | 136 135 36 |"));
        assert!(BugPlusOne.find(&grid).is_none());
    }

    #[test]
    fn nothing_unless_every_other_cell_is_bivalue() {
        // r1c7 is down to 3: with it the grid is no grave.
        let grid = unique_pencil(&BUG.replace("| 35 4  +9 |", "| 3  4  +9 |"));
        assert!(BugPlusOne.find(&grid).is_none());
    }
}
