//! Skyscraper: two parallel strong links of one digit whose bases share a line.

use std::ops::ControlFlow;

use crate::strategies::shared::conjugates::{Shape, TwoLinks};
use crate::strategies::{Found, Scan};
use crate::{CandidateView, Technique};

/// Skyscraper: two rows each hold a digit in only two cells, and one cell of each row
/// lies in the same column (or the same with rows and columns swapped). Those two base
/// cells cannot both hold the digit, so one of the two other cells (the roof) does: a
/// cell that sees both roof cells loses the digit.
///
/// The notation names the roof, then the base: `4 in r1c5,r5c6 (connected by
/// r1c1,r5c1)`. When the roof cells also share a column the pattern is an X-Wing and is
/// left to the fish.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::Skyscraper, Cell, GridSolver, LayerGrid};
///
/// // 4 is a candidate only where `four` says (every cell keeps the other eight digits):
/// // rows 1 and 5 hold it twice each, both in column 1.
/// let four = |row: usize, col: usize| match row {
///     1 => col == 1 || col == 5,
///     2 | 3 => col >= 6,
///     4 => col >= 2,
///     5 => col == 1 || col == 6,
///     _ => true,
/// };
/// let text: String = Cell::ALL
///     .iter()
///     .map(|c| if four(c.row_index() + 1, c.col_index() + 1) { "123456789 " } else { "12356789 " })
///     .collect();
/// let grid: LayerGrid = text.parse()?;
/// let step = Skyscraper.find(&grid).expect("a skyscraper");
/// assert_eq!(
///     step.to_string(),
///     "Skyscraper: 4 in r1c5,r5c6 (connected by r1c1,r5c1) => r2c6,r3c6,r4c5,r6c5<>4"
/// );
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct Skyscraper;

impl Scan for Skyscraper {
    const TECHNIQUE: Technique = Technique::Skyscraper;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        TwoLinks::scan_shape(
            view,
            found,
            Shape::Skyscraper,
            Technique::Skyscraper,
            |chain, step| {
                let digit = chain.digit;
                let [roof1, base1, base2, roof2] = chain.cells;
                let (lines, across) = if chain.links[0].in_row() {
                    ("rows", format!("{:#}", base1.col()))
                } else {
                    ("columns", format!("{:#}", base1.row()))
                };
                step
                    .detail(format!("{digit} in {roof1},{roof2} (connected by {base1},{base2})"))
                    .explain(format!(
                        "In {lines} {} and {}, {digit} can only go in two cells each, and one of each pair lies in {across} ({base1} and {base2}). Those two cannot both be {digit}, so {roof1} or {roof2} is {digit}, and a cell that sees both cannot be {digit}.",
                        chain.links[0].house.number(),
                        chain.links[1].house.number(),
                    ))
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GridSolver;
    use crate::strategies::test_support::{candidates, eliminations, layer};

    /// Rows 1 and 5 hold 4 twice each, joined in column 1; the other 4s are spread so
    /// that no other house has only two.
    const ROWS: &str = "r1c1 r1c5 r5c1 r5c6 r2c6 r2c7 r2c8 r2c9 r3c6 r3c7 r3c8 r3c9 \
        r4c2 r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r4c9 \
        r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r6c9 r7c1 r7c2 r7c3 r7c4 r7c5 r7c6 r7c7 r7c8 r7c9 \
        r8c1 r8c2 r8c3 r8c4 r8c5 r8c6 r8c7 r8c8 r8c9 r9c1 r9c2 r9c3 r9c4 r9c5 r9c6 r9c7 r9c8 r9c9";

    #[test]
    fn the_roof_cells_clear_the_cells_that_see_both() {
        let steps = Skyscraper.find_all(&layer(4, ROWS));
        assert_eq!(steps.len(), 1, "{steps:?}");
        assert_eq!(
            eliminations(&steps[0]),
            candidates("r2c6<>4 r3c6<>4 r4c5<>4 r6c5<>4")
        );
        assert_eq!(
            steps[0].to_string(),
            "Skyscraper: 4 in r1c5,r5c6 (connected by r1c1,r5c1) => r2c6,r3c6,r4c5,r6c5<>4"
        );
        assert_eq!(steps[0].pattern().links.len(), 3);
    }

    #[test]
    fn columns_work_as_well_as_rows() {
        // The same pattern mirrored on the main diagonal.
        let mirrored: String = ROWS
            .split_whitespace()
            .map(|cell| format!("r{}c{} ", &cell[3..4], &cell[1..2]))
            .collect();
        let steps = Skyscraper.find_all(&layer(4, &mirrored));
        assert_eq!(steps.len(), 1, "{steps:?}");
        assert_eq!(
            steps[0].to_string(),
            "Skyscraper: 4 in r5c1,r6c5 (connected by r1c1,r1c5) => r5c4,r5c6,r6c2,r6c3<>4"
        );
    }

    #[test]
    fn an_x_wing_is_not_a_skyscraper() {
        let grid = layer(2, "r1c1 r1c5 r5c1 r5c5 r3c1 r3c5 r7c1 r7c5");
        assert!(Skyscraper.find(&grid).is_none());
    }
}
