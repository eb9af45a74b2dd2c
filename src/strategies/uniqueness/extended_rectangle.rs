//! Extended unique rectangles, types 1 and 2: a deadly pattern of six cells and three
//! digits.
//!
//! The definition is Andrew Stuart's (SudokuWiki, "Extended Unique Rectangles"): six
//! unsolved cells in two columns of one stack and three rows of three different bands
//! (or the same turned: two rows of one band and three columns of three stacks), so that
//! each of the three boxes holds two of them, side by side on one row (or column). If
//! they held only three digits `a`, `b` and `c`, each of the two columns would hold all
//! three, each row pair two different ones, and swapping the two columns' digits would
//! keep every row, column and box whole: a second solution. So in a puzzle with one
//! solution some cell takes a fourth digit. Type 1 has one cell with other candidates,
//! which then can be none of the three; type 2 has several with one fourth digit, the
//! same in all, which leaves every cell that sees them all (as the unique rectangle's
//! types 1 and 2). Sudoku Explainer has no such technique: they score 4.7 and 4.8, above
//! the unique loop of six cells.

use std::ops::ControlFlow;

use crate::strategies::shared::candidate_map::CandidateMap;
use crate::strategies::{Found, Scan};
use crate::{CandidateView, Cell, CellSet, DigitSet, LayerGrid, Step, Technique};

/// Extended Unique Rectangle Type 1: five of the six cells hold only three digits between
/// them, so the sixth can hold none of them.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::ExtendedUniqueRectangleType1, GridSolver, LayerGrid};
///
/// // Columns 1 and 2 of rows 1, 4 and 7 hold 1, 2 and 3; r7c2 holds 4 besides.
/// let mut grid: LayerGrid = "
///     123     123     456789  | 456789 456789 456789 | 456789 456789 456789
///     456789  456789  456789  | 456789 456789 456789 | 456789 456789 456789
///     456789  456789  456789  | 456789 456789 456789 | 456789 456789 456789
///     12      13      456789  | 456789 456789 456789 | 456789 456789 456789
///     456789  456789  456789  | 456789 456789 456789 | 456789 456789 456789
///     456789  456789  456789  | 456789 456789 456789 | 456789 456789 456789
///     23      1234    456789  | 456789 456789 456789 | 456789 456789 456789
///     456789  456789  456789  | 456789 456789 456789 | 456789 456789 456789
///     456789  456789  456789  | 456789 456789 456789 | 456789 456789 456789
/// ".parse()?;
/// // Uniqueness strategies only run on grids known to have one solution.
/// assert!(ExtendedUniqueRectangleType1.find(&grid).is_none());
/// grid.assume_unique_solution();
/// let step = ExtendedUniqueRectangleType1.find(&grid).expect("an extended unique rectangle");
/// assert_eq!(
///     step.to_string(),
///     "Extended Unique Rectangle Type 1: 1/2/3 in r1c1,r1c2,r4c1,r4c2,r7c1,r7c2 => r7c2<>1,2,3"
/// );
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct ExtendedUniqueRectangleType1;

/// Extended Unique Rectangle Type 2: the six cells hold three digits and one fourth digit,
/// in two or more of them and nowhere else besides the three; one of them takes it, so it
/// leaves every cell that sees them all.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::ExtendedUniqueRectangleType2, GridSolver, LayerGrid};
///
/// // Rows 1 and 2 of columns 1, 4 and 7 hold 1, 2 and 3; r2c4 and r2c7 hold 4 besides.
/// let mut grid: LayerGrid = "
///     123     56789   56789   | 12      56789   56789   | 23      56789   56789
///     23      56789   56789   | 134     456789  56789   | 1234    56789   56789
///     56789   56789   56789   | 56789   56789   56789   | 56789   56789   56789
///     56789   56789   56789   | 56789   56789   56789   | 56789   56789   56789
///     56789   56789   56789   | 56789   56789   56789   | 56789   56789   56789
///     56789   56789   56789   | 56789   56789   56789   | 56789   56789   56789
///     56789   56789   56789   | 56789   56789   56789   | 56789   56789   56789
///     56789   56789   56789   | 56789   56789   56789   | 56789   56789   56789
///     56789   56789   56789   | 56789   56789   56789   | 56789   56789   56789
/// ".parse()?;
/// grid.assume_unique_solution();
/// let step = ExtendedUniqueRectangleType2.find(&grid).expect("an extended unique rectangle");
/// assert_eq!(
///     step.to_string(),
///     "Extended Unique Rectangle Type 2: 1/2/3 in r1c1,r1c4,r1c7,r2c1,r2c4,r2c7 => r2c5<>4"
/// );
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct ExtendedUniqueRectangleType2;

/// Six unsolved cells of an extended unique rectangle.
struct Extended {
    cells: CellSet,
}

/// Calls `visit` with every six cells of the shape, all unsolved: two columns of a stack
/// on one row of each band, or two rows of a band on one column of each stack.
fn for_each_extended(
    grid: &LayerGrid,
    mut visit: impl FnMut(&Extended) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let unsolved = grid.unsolved_cells();
    for turned in [false, true] {
        // `line` runs along the pairs (two columns, or two rows), `across` picks one line
        // of each band (or stack).
        for block in 0..3 {
            for (i, j) in [(0, 1), (0, 2), (1, 2)] {
                let pair = [block * 3 + i, block * 3 + j];
                for first in 0..3 {
                    for second in 3..6 {
                        for third in 6..9 {
                            let cells: CellSet = [first, second, third]
                                .into_iter()
                                .flat_map(|across| {
                                    pair.map(|line| {
                                        if turned {
                                            Cell::at(line, across)
                                        } else {
                                            Cell::at(across, line)
                                        }
                                    })
                                })
                                .collect();
                            if cells.is_subset(unsolved) {
                                visit(&Extended { cells })?;
                            }
                        }
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

fn digits_name(digits: DigitSet) -> String {
    digits.join("/")
}

fn extended_step(technique: Technique, extended: &Extended, digits: DigitSet, map: &CandidateMap) -> Step {
    let mut step = Step::new(technique)
        .detail(format!("{} in {}", digits_name(digits), extended.cells.to_list()))
        .pattern_cells(extended.cells)
        .digits(digits);
    for cell in extended.cells {
        for digit in map[cell] & digits {
            step = step.pattern_candidate(cell, digit);
        }
    }
    step
}

fn deadly(extended: &Extended, digits: DigitSet) -> String {
    format!(
        "The cells {} lie two by two in three boxes, on two lines. If they held only {}, each of the two lines would hold all three and swapping the two lines' digits would give a second solution.",
        extended.cells.to_list(),
        digits.join(", ")
    )
}

fn type1(map: &CandidateMap, extended: &Extended, found: &mut Found) -> ControlFlow<()> {
    for cell in extended.cells {
        let digits = map.union(extended.cells - CellSet::single(cell));
        let removed = map[cell] & digits;
        if digits.len() != 3 || removed.is_empty() || map[cell].is_subset(digits) {
            continue;
        }
        let mut step =
            extended_step(Technique::ExtendedUniqueRectangleType1, extended, digits, map).explain(format!(
                "{} The other five hold nothing else, so {cell} can be none of them.",
                deadly(extended, digits)
            ));
        for digit in removed {
            step = step.eliminate(cell, digit);
        }
        found.push(step)?;
    }
    ControlFlow::Continue(())
}

fn type2(grid: &LayerGrid, map: &CandidateMap, extended: &Extended, found: &mut Found) -> ControlFlow<()> {
    let all = map.union(extended.cells);
    if all.len() != 4 {
        return ControlFlow::Continue(());
    }
    for extra in all {
        let roof: CellSet = extended
            .cells
            .iter()
            .filter(|&c| map[c].contains(extra))
            .collect();
        if roof.len() < 2 {
            continue;
        }
        let removed = grid.candidates(extra) & roof.common_peers();
        if removed.is_empty() {
            continue;
        }
        let digits = all - DigitSet::single(extra);
        let mut step = extended_step(Technique::ExtendedUniqueRectangleType2, extended, digits, map)
            .eliminate_all(removed, extra)
            .explain(format!(
                "{} Besides them, the cells {} hold only {extra}, so one of them is {extra}, and no cell that sees them all can hold {extra}.",
                deadly(extended, digits),
                roof.to_list()
            ));
        for cell in roof {
            step = step.fin(cell, extra);
        }
        found.push(step)?;
    }
    ControlFlow::Continue(())
}

impl Scan for ExtendedUniqueRectangleType1 {
    const TECHNIQUE: Technique = Technique::ExtendedUniqueRectangleType1;
    const NEEDS_UNIQUE_SOLUTION: bool = true;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        let map = view.map();
        for_each_extended(view.grid(), |extended| type1(map, extended, found))
    }
}

impl Scan for ExtendedUniqueRectangleType2 {
    const TECHNIQUE: Technique = Technique::ExtendedUniqueRectangleType2;
    const NEEDS_UNIQUE_SOLUTION: bool = true;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        let grid = view.grid();
        let map = view.map();
        for_each_extended(grid, |extended| type2(grid, map, extended, found))
    }
}
