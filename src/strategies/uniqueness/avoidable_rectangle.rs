//! Avoidable rectangles: deadly patterns that solved cells (not givens) would complete.

use std::ops::ControlFlow;

use super::rectangles::{Rectangle, rectangle_step};
use crate::strategies::shared::candidate_map::CandidateMap;
use crate::strategies::{Found, Scan};
use crate::{CandidateView, Cell, CellSet, Digit, LayerGrid, StepBuilder, Technique};

/// Avoidable Rectangle Type 1: three corners of a rectangle were solved (none is a
/// given) as `a`, `b` and `b`, or `b`, `a` and `a`; the fourth corner cannot take the
/// digit that would complete the deadly pattern `a b / b a`, since swapping the digits
/// would then give a second solution.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::AvoidableRectangleType1, GridSolver, LayerGrid};
///
/// // r1c1 = 1, r1c4 = 2 and r2c1 = 2 were placed while solving; r2c4 must not be 1.
/// let mut grid: LayerGrid = "
///     +1      3456789 3456789 | +2      3456789 3456789 | 3456789 3456789 3456789
///     +2      3456789 3456789 | 13      3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
/// ".parse()?;
/// grid.assume_unique_solution();
/// let step = AvoidableRectangleType1.find(&grid).expect("an avoidable rectangle");
/// assert_eq!(
///     step.to_string(),
///     "Avoidable Rectangle Type 1: 1/2 in r1c1,r1c4,r2c1,r2c4 => r2c4<>1"
/// );
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct AvoidableRectangleType1;

/// Avoidable Rectangle Type 2: two corners of a rectangle were solved (not givens) as
/// `a` and `b`; the two open corners each hold the digit that would complete the deadly
/// pattern and one extra candidate, the same in both. One of them must take it, so it
/// leaves every cell that sees both.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::AvoidableRectangleType2, GridSolver, LayerGrid};
///
/// // r1c1 = 1 and r1c4 = 2 were placed while solving; r2c1 holds 2 or 3, r2c4 1 or 3.
/// let mut grid: LayerGrid = "
///     +1      3456789 3456789 | +2      3456789 3456789 | 3456789 3456789 3456789
///     23      3456789 456789  | 13      456789  456789  | 456789  456789  456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
/// ".parse()?;
/// grid.assume_unique_solution();
/// let step = AvoidableRectangleType2.find(&grid).expect("an avoidable rectangle");
/// assert_eq!(
///     step.to_string(),
///     "Avoidable Rectangle Type 2: 1/2 in r1c1,r1c4,r2c1,r2c4 => r2c2<>3"
/// );
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct AvoidableRectangleType2;

/// A rectangle with two or three corners solved (none a given) whose open corners could
/// still complete a deadly pattern.
struct Avoidable {
    rectangle: Rectangle,
    /// The two digits of the pattern, smaller first.
    digits: (Digit, Digit),
    /// The open corners, each with the digit that would complete the pattern there.
    open: Vec<(Cell, Digit)>,
}

impl Avoidable {
    fn step(&self, technique: Technique, map: &CandidateMap) -> StepBuilder {
        let (low, high) = self.digits;
        rectangle_step(technique, self.rectangle, low, high, map)
    }

    fn sentence(&self, grid: &LayerGrid) -> String {
        let solved: Vec<String> = self
            .rectangle
            .corners()
            .into_iter()
            .filter_map(|c| grid.value(c).map(|v| format!("{c} = {v}")))
            .collect();
        let (low, high) = self.digits;
        format!(
            "{} were placed while solving (none is a given). If the cells {} ended up as a deadly pattern of {low} and {high}, swapping the two digits would give a second solution.",
            solved.join(", "),
            self.rectangle.cells().to_list(),
        )
    }
}

/// Calls `visit` with every avoidable rectangle of `grid`, once each.
fn for_each_avoidable(
    grid: &LayerGrid,
    map: &CandidateMap,
    mut visit: impl FnMut(&Avoidable) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let placed = grid.solved_cells() - grid.givens();
    let mut values = [None; 81];
    for digit in Digit::ALL {
        for cell in grid.occupied(digit) & placed {
            values[cell.index()] = Some(digit);
        }
    }
    // Two solved corners on a side give the two digits; start from those.
    let sides = placed.iter().flat_map(|start| {
        ((start.row().cells() | start.col().cells()) & placed)
            .iter()
            .filter(move |&partner| partner > start)
            .map(move |partner| (start, partner))
    });
    for (start, partner) in sides {
        for rectangle in Rectangle::with_side(start, partner) {
            let cells = rectangle.cells();
            let solved = cells & placed;
            if cells.intersects(grid.givens()) || solved.len() == 4 {
                continue;
            }
            // Found once, from its first solved side.
            let first = rectangle
                .sides()
                .into_iter()
                .find(|&(p, q)| placed.contains(p) && placed.contains(q));
            if first != Some((start, partner)) {
                continue;
            }
            // The deadly pattern puts one digit on each diagonal; corners i and 3 - i
            // share a diagonal.
            let corners = rectangle.corners();
            let mut diagonal: [Option<Digit>; 2] = [None, None];
            let mut consistent = true;
            for (i, cell) in corners.iter().enumerate() {
                if let Some(value) = values[cell.index()] {
                    let d = &mut diagonal[usize::from(i == 1 || i == 2)];
                    match d {
                        None => *d = Some(value),
                        Some(v) if *v == value => {}
                        Some(_) => consistent = false,
                    }
                }
            }
            let [Some(a), Some(b)] = diagonal else { continue };
            if !consistent || a == b {
                continue;
            }
            let open: Vec<(Cell, Digit)> = corners
                .iter()
                .enumerate()
                .filter(|(_, c)| !solved.contains(**c))
                .map(|(i, &c)| (c, if i == 1 || i == 2 { b } else { a }))
                .collect();
            // Only a pattern that can still be completed has something to avoid.
            if open.iter().any(|&(c, d)| !map[c].contains(d)) {
                continue;
            }
            visit(&Avoidable {
                rectangle,
                digits: (a.min(b), a.max(b)),
                open,
            })?;
        }
    }
    ControlFlow::Continue(())
}

impl Scan for AvoidableRectangleType1 {
    const TECHNIQUE: Technique = Technique::AvoidableRectangleType1;
    const NEEDS_UNIQUE_SOLUTION: bool = true;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        let grid = view.grid();
        let map = view.map();
        for_each_avoidable(grid, map, |ar| {
            let [(cell, digit)] = ar.open.as_slice() else {
                return ControlFlow::Continue(());
            };
            let step = ar
                .step(Technique::AvoidableRectangleType1, map)
                .eliminate(*cell, *digit)
                .explain(format!("{} So {cell} cannot be {digit}.", ar.sentence(grid)));
            found.push(step.build())
        })
    }
}

impl Scan for AvoidableRectangleType2 {
    const TECHNIQUE: Technique = Technique::AvoidableRectangleType2;
    const NEEDS_UNIQUE_SOLUTION: bool = true;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        let grid = view.grid();
        let map = view.map();
        for_each_avoidable(grid, map, |ar| {
            let [(first, d1), (second, d2)] = ar.open.as_slice() else {
                return ControlFlow::Continue(());
            };
            let extra = map[*first] - (*d1).into();
            if map[*second] - (*d2).into() != extra {
                return ControlFlow::Continue(());
            }
            let Some(extra) = extra.single_digit() else {
                return ControlFlow::Continue(());
            };
            let pair = CellSet::from_iter([*first, *second]);
            let removed = grid.candidates(extra) & pair.common_peers();
            if removed.is_empty() {
                return ControlFlow::Continue(());
            }
            let step = ar
                .step(Technique::AvoidableRectangleType2, map)
                .eliminate_all(removed, extra)
                .fin(*first, extra)
                .fin(*second, extra)
                .explain(format!(
                    "{} So {first} is not {d1} or {second} is not {d2}: one of them is {extra}, and no cell that sees both can hold {extra}.",
                    ar.sentence(grid)
                ));
            found.push(step.build())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GridSolver;
    use crate::strategies::test_support::{pencil, the_one_step, unique_pencil};

    /// Reached by the engine: r2c7 = 6, r2c9 = 4 and r4c9 = 6 were placed while solving,
    /// so r4c7 must not be 4.
    const TYPE_1: &str = "
        +--------------+--------------+------------+
        | 19  6   89   | 247 47   27  | 58  15  3  |
        | 2   +5  7    | 8   +3   1   | +6  +9  +4 |
        | 4   138 38   | 5   9    +6  | +7  +2  18 |
        +--------------+--------------+------------+
        | +3  9   1    | 47  2    578 | 458 57  +6 |
        | 57  278 2458 | 6   1478 9   | 48  3   18 |
        | 67  78  468  | 3   1478 58  | +9  157 2  |
        +--------------+--------------+------------+
        | 167 127 26   | +9  678  278 | +3  +4  5  |
        | 8   237 235  | 27  57   4   | 1   +6  +9 |
        | 569 +4  569  | 1   56   3   | 2   +8  7  |
        +--------------+--------------+------------+";

    /// Made by hand: r1c1 = 1 and r1c4 = 2 were placed; r2c1 holds 2 or 3, r2c4 1 or 3.
    const TYPE_2: &str = "
        +1      3456789 3456789 | +2      3456789 3456789 | 3456789 3456789 3456789
        23      3456789 456789  | 13      456789  456789  | 456789  456789  456789
        3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
        3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
        3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
        3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
        3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
        3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
        3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789";

    #[test]
    fn type_1_keeps_the_open_corner_from_completing_the_pattern() {
        let grid = unique_pencil(TYPE_1);
        the_one_step(
            &AvoidableRectangleType1,
            &grid,
            "Avoidable Rectangle Type 1: 4/6 in r2c7,r2c9,r4c7,r4c9 => r4c7<>4",
        );
        assert!(AvoidableRectangleType1.find(&pencil(TYPE_1)).is_none());
    }

    #[test]
    fn type_1_needs_solved_cells_that_are_not_givens() {
        // With r2c7 a given, swapping the digits would change a given: nothing follows.
        let grid = unique_pencil(&TYPE_1.replace("| +6  +9  +4 |", "| 6   +9  +4 |"));
        assert!(AvoidableRectangleType1.find(&grid).is_none());
    }

    #[test]
    fn type_2_clears_the_cells_that_see_both_open_corners() {
        let grid = unique_pencil(TYPE_2);
        the_one_step(
            &AvoidableRectangleType2,
            &grid,
            "Avoidable Rectangle Type 2: 1/2 in r1c1,r1c4,r2c1,r2c4 => r2c2<>3",
        );
        assert!(AvoidableRectangleType1.find(&grid).is_none());
    }

    #[test]
    fn type_2_needs_the_same_extra_candidate() {
        let grid = unique_pencil(&TYPE_2.replace("| 13      456789 ", "| 14      456789 "));
        assert!(AvoidableRectangleType2.find(&grid).is_none());
        let given = unique_pencil(&TYPE_2.replace("+1 ", "1  "));
        assert!(AvoidableRectangleType2.find(&given).is_none());
    }
}
