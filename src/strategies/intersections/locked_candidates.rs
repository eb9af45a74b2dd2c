//! Locked Candidates: a digit confined to the intersection of a box and a line.

use std::ops::ControlFlow;

use crate::strategies::{Found, Scan};
use crate::{CandidateView, Digit, House, LayerGrid, Step, Technique};

/// Locked Candidates, pointing: within a box a digit's candidates all lie on one row
/// (or column), so the digit is removed from the rest of that line.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::LockedCandidatesPointing, GridSolver, LayerGrid};
///
/// // In box 1 the 1s are all on row 1: rows 2 and 3 of the box are filled.
/// let grid: sudoku_strata::Grid =
///     "............1..........1.........................................................".parse()?;
/// let step = LockedCandidatesPointing.find(&LayerGrid::from_grid(&grid)).expect("pointing");
/// assert_eq!(step.to_string(), "Locked Candidates (Pointing): 1 in b1 => r1c7,r1c8,r1c9<>1");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct LockedCandidatesPointing;

/// Locked Candidates, claiming: within a row (or column) a digit's candidates all lie in
/// one box, so the digit is removed from the rest of that box.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::LockedCandidatesClaiming, GridSolver, LayerGrid};
///
/// // Row 1 can only hold its 1 in box 1; row 2 already has a 1.
/// let grid: sudoku_strata::Grid =
///     "...234567....1...................................................................".parse()?;
/// let step = LockedCandidatesClaiming.find(&LayerGrid::from_grid(&grid)).expect("claiming");
/// assert_eq!(step.to_string(), "Locked Candidates (Claiming): 1 in r1 => r3c1,r3c2,r3c3<>1");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct LockedCandidatesClaiming;

/// Reports the step when `digit`'s candidates in `base` all lie in `cover`.
fn locked(
    grid: &LayerGrid,
    found: &mut Found,
    technique: Technique,
    digit: Digit,
    base: House,
    cover: House,
) -> ControlFlow<()> {
    let in_base = grid.candidates_in(digit, base);
    if in_base.len() < 2 || !in_base.is_subset(cover.cells()) {
        return ControlFlow::Continue(());
    }
    let removed = grid.candidates_in(digit, cover) - base.cells();
    if removed.is_empty() {
        return ControlFlow::Continue(());
    }
    let mut step = Step::builder(technique)
        .detail(format!("{digit} in {base}"))
        .eliminate_all(removed, digit)
        .house(base)
        .house(cover)
        .explain(format!(
            "In {base:#}, {digit} can only go in {}, which all lie in {cover:#}; so {digit} is in {cover:#} within {base:#}, and no other cell of {cover:#} can hold it.",
            in_base.to_list()
        ));
    for cell in in_base {
        step = step.pattern_candidate(cell, digit);
    }
    found.push(step.build())
}

impl Scan for LockedCandidatesPointing {
    const TECHNIQUE: Technique = Technique::LockedCandidatesPointing;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        let grid = view.grid();
        for block in House::BOXES {
            for digit in Digit::ALL {
                let cells = grid.candidates_in(digit, block);
                let Some(first) = cells.first() else { continue };
                for line in [first.row(), first.col()] {
                    locked(
                        grid,
                        found,
                        Technique::LockedCandidatesPointing,
                        digit,
                        block,
                        line,
                    )?;
                }
            }
        }
        ControlFlow::Continue(())
    }
}

impl Scan for LockedCandidatesClaiming {
    const TECHNIQUE: Technique = Technique::LockedCandidatesClaiming;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        let grid = view.grid();
        for lines in [House::ROWS, House::COLUMNS] {
            for line in lines {
                for digit in Digit::ALL {
                    let Some(first) = grid.candidates_in(digit, line).first() else {
                        continue;
                    };
                    locked(
                        grid,
                        found,
                        Technique::LockedCandidatesClaiming,
                        digit,
                        line,
                        first.block(),
                    )?;
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
    use crate::strategies::test_support::{candidates, eliminations, puzzle};

    #[test]
    fn pointing_removes_the_digit_from_the_rest_of_the_line() {
        let grid =
            puzzle("............1..........1.........................................................");
        let step = LockedCandidatesPointing.find(&grid).unwrap();
        assert_eq!(eliminations(&step), candidates("r1c7<>1 r1c8<>1 r1c9<>1"));
    }

    #[test]
    fn claiming_removes_the_digit_from_the_rest_of_the_box() {
        let grid =
            puzzle("...234567....1...................................................................");
        let steps = LockedCandidatesClaiming.find_all(&grid);
        assert!(
            steps
                .iter()
                .any(|s| eliminations(s) == candidates("r3c1<>1 r3c2<>1 r3c3<>1")),
            "{steps:?}"
        );
    }

    #[test]
    fn nothing_in_the_empty_grid() {
        assert!(LockedCandidatesPointing.find(&LayerGrid::new()).is_none());
        assert!(LockedCandidatesClaiming.find(&LayerGrid::new()).is_none());
    }
}
