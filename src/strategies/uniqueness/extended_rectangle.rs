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
use crate::{CandidateView, CellSet, DigitSet, LayerGrid, Step, StepBuilder, Technique};

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
                // The two cells of the pair on each line across, as a word.
                let on_line = |across: usize| -> u128 {
                    pair.iter()
                        .map(|&line| match turned {
                            true => 1u128 << (line * 9 + across),
                            false => 1u128 << (across * 9 + line),
                        })
                        .fold(0, |a, b| a | b)
                };
                let lines: [u128; 9] = std::array::from_fn(on_line);
                for first in 0..3 {
                    for second in 3..6 {
                        for third in 6..9 {
                            let cells = CellSet::from_bits(lines[first] | lines[second] | lines[third]);
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

fn extended_step(
    technique: Technique,
    extended: &Extended,
    digits: DigitSet,
    map: &CandidateMap,
) -> StepBuilder {
    let mut step = Step::builder(technique)
        .detail(format!("{} in {}", digits_name(digits), extended.cells.to_list()))
        .pattern_cells(extended.cells)
        .digits(digits);
    for cell in extended.cells {
        step = step.pattern_candidates(cell, map[cell] & digits);
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
        found.push(step.build())?;
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
        found.push(step.build())?;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GridSolver;
    use crate::strategies::test_support::{cells_holding, unique_listed};

    /// Reached by the engine (top1465), where the engine's next step is this type 1: rows
    /// 8 and 9 of columns 1, 6 and 9 hold 1, 3 and 7 but r8c9.
    const TYPE_1: &str = "
        36   5    369    | 1    +2    8    | 39    7     +4
        4    789  1789   | 3    679   5679 | 1589  2569  25689
        2    789  13789  | +4   679   5679 | 13589 3569  35689
        356  1    2356   | 7    369   +4   | 359   8     23569
        9    2678 235678 | 2568 1368  26   | 4     2356  12356
        3568 +4   23568  | 2569 13689 269  | +7    23569 123569
        568  3    +4     | 2689 6789  2679 | 589   1     589
        17   689  5689   | 689  4     13   | 2     359   35789
        17   289  289    | 89   5     13   | 6     +4    37";
    const TYPE_1_PUZZLE: &str =
        ".5.1.8.7.4..3.....2.........1.7...8.9.....4............3.....1.....4.2......5.6..";

    /// Reached by the engine (the hardest list), where the engine's next step is this
    /// type 2: columns 4 and 6 of rows 3, 5 and 7 hold 1, 6 and 9, and 3 in r7c4 and
    /// r7c6.
    const TYPE_2: &str = "
        23478 24  247 | 238   +6 348  | +5  +1  9
        2348  +9  1   | 2358  35 3458 | 6   237 378
        238   5   +6  | 19    7  19   | 28  4   238
        +9    +6  25  | 4     35 7    | 23  8   +1
        147   124 3   | 69    8  69   | 247 27  5
        457   8   457 | 35    +1 2    | 347 +9  +6
        14    7   8   | 136   2  136  | +9  5   34
        25    3   9   | 578   +4 58   | 1   +6  278
        6     124 245 | 13578 +9 1358 | 278 237 23478";
    const TYPE_2_PUZZLE: &str =
        "........9..1...6...5..7..4....4.7.8...3.8...5.8...2....78.2..5..39...1..6........";

    #[test]
    fn type_1_clears_the_one_cell_with_more() {
        assert_eq!(
            unique_listed(&ExtendedUniqueRectangleType1, TYPE_1, TYPE_1_PUZZLE),
            ["Extended Unique Rectangle Type 1: 1/3/7 in r8c1,r8c6,r8c9,r9c1,r9c6,r9c9 => r8c9<>3,7"]
        );
    }

    #[test]
    fn type_2_clears_the_cells_that_see_every_extra_candidate() {
        assert_eq!(
            unique_listed(&ExtendedUniqueRectangleType2, TYPE_2, TYPE_2_PUZZLE),
            ["Extended Unique Rectangle Type 2: 1/6/9 in r3c4,r3c6,r5c4,r5c6,r7c4,r7c6 => r7c9,r9c4,r9c6<>3"]
        );
    }

    /// The six cells of the first example, r1c1,r1c2,r4c1,r4c2,r7c1,r7c2, with r7c2
    /// holding `r7c2` and r7c1 holding `r7c1`; every other cell holds all nine digits.
    fn stack_pattern(r7c1: &str, r7c2: &str) -> LayerGrid {
        let mut grid = cells_holding(&[
            ("r1c1 r1c2", "123"),
            ("r4c1", "12"),
            ("r4c2", "13"),
            ("r7c1", r7c1),
            ("r7c2", r7c2),
        ]);
        grid.assume_unique_solution();
        grid
    }

    #[test]
    fn type_1_needs_one_cell_with_more() {
        assert!(
            ExtendedUniqueRectangleType1
                .find(&stack_pattern("23", "1234"))
                .is_some()
        );
        assert!(
            ExtendedUniqueRectangleType1
                .find(&stack_pattern("235", "1234"))
                .is_none()
        );
    }

    #[test]
    fn type_2_needs_one_fourth_digit() {
        let one = ExtendedUniqueRectangleType2
            .find(&stack_pattern("234", "1234"))
            .expect("a type 2");
        // 4 leaves the rest of row 7 and of box 7.
        assert_eq!(one.eliminations().len(), 13, "{one}");
        assert!(
            ExtendedUniqueRectangleType2
                .find(&stack_pattern("235", "1234"))
                .is_none()
        );
    }

    #[test]
    fn no_pattern_on_two_boxes_of_one_band() {
        // Rows 1 and 4 are in different bands, rows 1 and 2 are not: r1c1,r1c2,r2c1,r2c2
        // lie in one box.
        let mut grid = cells_holding(&[
            ("r1c1 r1c2", "123"),
            ("r2c1", "12"),
            ("r2c2", "13"),
            ("r7c1", "23"),
            ("r7c2", "1234"),
        ]);
        grid.assume_unique_solution();
        assert!(ExtendedUniqueRectangleType1.find(&grid).is_none());
    }
}
