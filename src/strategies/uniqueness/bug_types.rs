//! BUG types 2, 3 and 4: a bivalue universal grave with extra candidates in several
//! cells.
//!
//! The grave and its extra candidates are those of [`grave`](super::grave): without them
//! every unsolved cell would hold two candidates and every digit two places per house, a
//! state with no solution or several, so at least one extra candidate is true. BUG+1
//! ([`BugPlusOne`](super::BugPlusOne)) is the case of one cell with one extra candidate;
//! these three types take several cells. The definitions and scores are those of Sudoku
//! Explainer (Nicolas Juillerat), which names them "BUG type 2" to "BUG type 4": type 2
//! 5.7, type 3 5.8 with a naked pair, type 4 5.7. (Sudoku Explainer adds 0.1 to type 3
//! for each digit of its subset beyond two; the technique table scores every type 3 as
//! one with a pair.)

use std::ops::ControlFlow;

use super::grave::{Grave, find_grave};
use super::uniqueness_scan;
use super::{joined_naked_subsets, subset_name};
use crate::strategies::Found;
use crate::strategies::shared::candidate_map::CandidateMap;
use crate::{Cell, CellSet, DigitSet, LayerGrid, Step, StepBuilder, Technique};

/// BUG Type 2: the extra candidates of a bivalue universal grave are all one digit, in two
/// or more cells; one of them holds it, so it leaves every cell that sees them all.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::BugType2, GridSolver, LayerGrid};
///
/// // Reached by the engine: every open cell holds two candidates but r9c3 and r9c5,
/// // which hold 3 besides.
/// let mut grid: LayerGrid = "
///     1  47 +9  | +5 38  37 | 48 +6 2
///     78 3  28  | 4  67  26 | +1 5  +9
///     +5 24 6   | 19 89  12 | 7  +3 48
///     +9 5  12  | 8  67  4  | 23 17 36
///     38 +6 38  | 17 2   9  | 45 17 45
///     47 27 14  | 3  +5  16 | 28 9  68
///     34 +8 7   | +6 34  +5 | +9 +2 1
///     +6 9  35  | +2 +1  8  | 35 4  +7
///     2  +1 345 | 79 349 37 | 6  +8 35
/// ".parse()?;
/// // Uniqueness strategies only run on grids known to have one solution.
/// assert!(BugType2.find(&grid).is_none());
/// grid.assume_unique_solution();
/// let step = BugType2.find(&grid).expect("a BUG type 2");
/// assert_eq!(step.to_string(), "BUG Type 2: 3 in r9c3,r9c5 => r9c6,r9c9<>3");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct BugType2;

/// BUG Type 3: the cells with extra candidates of a bivalue universal grave all lie in one
/// house; one of them takes an extra digit, so together they act as one cell holding the
/// extra digits, which with other cells of the house forms a naked subset. The subset's
/// digits leave the rest of the house.
///
/// The step's pattern digits ([`Pattern::digits`](crate::Pattern::digits)) are the
/// subset's.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::BugType3, GridSolver, LayerGrid};
///
/// // Reached by the engine: every open cell holds two candidates but r7c7 (7 besides)
/// // and r7c8 (3 and 7 besides); with r7c5 (3 and 7) they make a pair in row 7.
/// let mut grid: LayerGrid = "
///     6  25 +7 | 49 +1 3  | 8   59   24
///     45 +3 +1 | 49 2  +8 | 59  +6   7
///     +8 24 9  | 5  +6 +7 | 34  23   +1
///     9  6  +4 | 1  8  +2 | 57  57   +3
///     7  +1 +5 | +3 +4 +9 | +6  28   28
///     +2 8  +3 | +7 +5 +6 | +1  4    9
///     45 57 +6 | +2 37 +1 | 379 3789 48
///     3  47 2  | +8 9  5  | 47  +1   +6
///     1  +9 +8 | 6  37 +4 | 2   37   5
/// ".parse()?;
/// grid.assume_unique_solution();
/// let step = BugType3.find(&grid).expect("a BUG type 3");
/// assert_eq!(
///     step.to_string(),
///     "BUG Type 3: 3 in r7c8, 7 in r7c7,r7c8 + naked pair 3,7 with r7c5 => r7c2<>7"
/// );
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct BugType3;

/// BUG Type 4: a bivalue universal grave with exactly two cells with extra candidates, in
/// one house, which share one other digit. That digit has only those two places in the
/// house, so one of them holds it and the other an extra digit: neither keeps its
/// remaining candidate.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::BugType4, GridSolver, LayerGrid};
///
/// // The grave of the BUG type 2 example: in row 9, 4 can only go in r9c3 and r9c5.
/// let mut grid: LayerGrid = "
///     1  47 +9  | +5 38  37 | 48 +6 2
///     78 3  28  | 4  67  26 | +1 5  +9
///     +5 24 6   | 19 89  12 | 7  +3 48
///     +9 5  12  | 8  67  4  | 23 17 36
///     38 +6 38  | 17 2   9  | 45 17 45
///     47 27 14  | 3  +5  16 | 28 9  68
///     34 +8 7   | +6 34  +5 | +9 +2 1
///     +6 9  35  | +2 +1  8  | 35 4  +7
///     2  +1 345 | 79 349 37 | 6  +8 35
/// ".parse()?;
/// grid.assume_unique_solution();
/// let step = BugType4.find(&grid).expect("a BUG type 4");
/// assert_eq!(
///     step.to_string(),
///     "BUG Type 4: 3 in r9c3,r9c5 + 4 only in r9c3,r9c5 (r9) => r9c3<>5, r9c5<>9"
/// );
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct BugType4;

/// The step of `technique` on `grave`, with its cells and extra candidates marked.
fn grave_step(technique: Technique, grid: &LayerGrid, grave: &Grave) -> StepBuilder {
    let mut step = Step::builder(technique).pattern_cells(grid.unsolved_cells());
    for cell in grave.cells {
        step = step.pattern_candidates(cell, grave.extras(cell));
    }
    step
}

fn type2(grid: &LayerGrid, grave: &Grave, found: &mut Found) -> ControlFlow<()> {
    let Some(digit) = grave.digits.single_digit() else {
        return ControlFlow::Continue(());
    };
    let removed = grid.candidates(digit) & grave.cells.common_peers();
    if removed.is_empty() {
        return ControlFlow::Continue(());
    }
    let cells = grave.cells.to_list();
    let step = grave_step(Technique::BugType2, grid, grave)
        .detail(format!("{digit} in {cells}"))
        .eliminate_all(removed, digit)
        .explain(format!(
            "{} They are all {digit}, so one of {cells} is {digit}, and no cell that sees them all can be {digit}.",
            grave.sentence()
        ));
    found.push(step.build())
}

fn type3(grid: &LayerGrid, map: &CandidateMap, grave: &Grave, found: &mut Found) -> ControlFlow<()> {
    if grave.digits.len() < 2 {
        return ControlFlow::Continue(());
    }
    let houses: Vec<_> = grave.cells.common_houses().collect();
    for house in houses {
        // The grave's cells count as one; as in Sudoku Explainer, subsets of up to six.
        joined_naked_subsets(
            (grid, map),
            house,
            (grave.cells, grave.digits),
            5,
            found,
            || grave_step(Technique::BugType3, grid, grave),
            |step, chosen, digits| {
                let kind = subset_name(digits.len());
                step.detail(format!(
                    "{} + naked {kind} {digits} with {}",
                    grave.describe(),
                    chosen.to_list()
                ))
                .explain(format!(
                    "{} So one of {} takes one of {}: together they act as one cell holding {}, which with {} forms a naked {kind} on {digits} in {house:#}. Those digits leave the other cells of {house:#}.",
                    grave.sentence(),
                    grave.cells.to_list(),
                    grave.digits,
                    grave.digits,
                    chosen.to_list()
                ))
            },
        )?;
    }
    ControlFlow::Continue(())
}

fn type4(grid: &LayerGrid, map: &CandidateMap, grave: &Grave, found: &mut Found) -> ControlFlow<()> {
    let mut cells = grave.cells.iter();
    let (Some(first), Some(second), None) = (cells.next(), cells.next(), cells.next()) else {
        return ControlFlow::Continue(());
    };
    let pair = CellSet::from_iter([first, second]);
    let Some(house) = pair.common_houses().next() else {
        return ControlFlow::Continue(());
    };
    // The digit both hold besides the extras: in the grave it has its two places of the
    // house there, and it is extra nowhere, so it has no other place.
    let Some(shared) = ((map[first] & map[second]) - grave.digits).single_digit() else {
        return ControlFlow::Continue(());
    };
    if grid.candidates_in(shared, house) != pair {
        return ControlFlow::Continue(());
    }
    let keep = |cell: Cell| grave.extras(cell) | DigitSet::single(shared);
    let mut step = grave_step(Technique::BugType4, grid, grave).house(house);
    for cell in [first, second] {
        for digit in map[cell] - keep(cell) {
            step = step.eliminate(cell, digit);
        }
        step = step.fin(cell, shared);
    }
    if step.eliminations().is_empty() {
        return ControlFlow::Continue(());
    }
    let step = step
        .detail(format!("{} + {shared} only in {} ({house})", grave.describe(), pair.to_list()))
        .explain(format!(
            "{} In {house:#}, {shared} can only go in {first} or {second}, so one of them is {shared} and the other must take its extra candidate: {first} keeps only {} and {second} only {}.",
            grave.sentence(),
            keep(first),
            keep(second)
        ));
    found.push(step.build())
}

uniqueness_scan! {
    BugType2: |view, grid, map, found| for grave in find_grave(grid, map).iter() => type2(grid, grave, found);
    BugType3: |view, grid, map, found| for grave in find_grave(grid, map).iter() => type3(grid, map, grave, found);
    BugType4: |view, grid, map, found| for grave in find_grave(grid, map).iter() => type4(grid, map, grave, found);
}

#[cfg(test)]
mod tests {
    use super::super::grave::tests::{GRAVE_R7, GRAVE_R7_PUZZLE, GRAVE_R9, GRAVE_R9_PUZZLE};
    use super::*;
    use crate::strategies::test_support::{assert_sound, candidates, eliminations, pencil, unique_pencil};
    use crate::{Grid, GridSolver};

    fn solution(puzzle: &str) -> Grid {
        puzzle.parse::<Grid>().unwrap().unique_solution().unwrap()
    }

    /// The effects of every instance `strategy` lists, checked against the solution.
    fn effects(strategy: &dyn GridSolver, state: &str, puzzle: &str) -> Vec<String> {
        let grid = unique_pencil(state);
        let steps = strategy.find_all(&grid);
        assert_sound(&grid, &steps, &solution(puzzle));
        assert!(
            strategy.find(&pencil(state)).is_none(),
            "runs without a unique solution"
        );
        steps.iter().map(Step::effect_text).collect()
    }

    #[test]
    fn type_2_clears_the_cells_that_see_every_extra_candidate() {
        let grid = unique_pencil(GRAVE_R9);
        let steps = BugType2.find_all(&grid);
        assert_eq!(steps.len(), 1);
        assert_eq!(eliminations(&steps[0]), candidates("r9c6<>3 r9c9<>3"));
        assert_eq!(effects(&BugType2, GRAVE_R9, GRAVE_R9_PUZZLE).len(), 1);
    }

    #[test]
    fn type_2_needs_one_extra_digit() {
        // The extra candidates of r7c7 and r7c8 are 3 and 7.
        assert!(effects(&BugType2, GRAVE_R7, GRAVE_R7_PUZZLE).is_empty());
    }

    #[test]
    fn type_3_makes_naked_subsets_with_the_extra_cells() {
        let found = effects(&BugType3, GRAVE_R7, GRAVE_R7_PUZZLE);
        // In row 7 a pair with r7c5, a triple with r7c2 and r7c5, a quad with r7c1, r7c2
        // and r7c5; in box 9 a pair with r9c8.
        assert_eq!(found, ["r7c2<>7", "r7c1<>5", "r7c9<>4", "r8c7<>7"]);
        let grid = unique_pencil(GRAVE_R7);
        let pair = BugType3.find(&grid).unwrap();
        assert_eq!(pair.pattern().digits.join(","), "3,7");
    }

    #[test]
    fn type_3_needs_two_extra_digits() {
        // The extra candidates of r9c3 and r9c5 are both 3: that is type 2.
        assert!(effects(&BugType3, GRAVE_R9, GRAVE_R9_PUZZLE).is_empty());
    }

    #[test]
    fn type_4_keeps_the_extra_candidates_and_the_conjugate_digit() {
        assert_eq!(
            effects(&BugType4, GRAVE_R9, GRAVE_R9_PUZZLE),
            ["r9c3<>5, r9c5<>9"]
        );
        // r7c8 keeps both its extra digits, 3 and 7, besides 9.
        assert_eq!(
            effects(&BugType4, GRAVE_R7, GRAVE_R7_PUZZLE),
            ["r7c7<>3, r7c8<>8"]
        );
    }

    #[test]
    fn nothing_with_one_extra_cell() {
        // r9c5 without its 3 leaves r9c3 alone: that is BUG+1's.
        let grid = unique_pencil(&GRAVE_R9.replace("| 79 349 37 |", "| 79 49  37 |"));
        assert!(BugType2.find(&grid).is_none());
        assert!(BugType3.find(&grid).is_none());
        assert!(BugType4.find(&grid).is_none());
    }
}
