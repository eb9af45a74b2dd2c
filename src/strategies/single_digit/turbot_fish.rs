//! Turbot Fish: two strong links of one digit joined by a weak link.

use std::ops::ControlFlow;

use crate::strategies::shared::conjugates::{Shape, TwoLinks};
use crate::strategies::{Found, Scan};
use crate::{CandidateView, Technique};

/// Turbot Fish: a chain `A=B-C=D` of one digit, where `A=B` and `C=D` are strong links
/// (the only two places of the digit in some house) and `B` sees `C`. `B` and `C`
/// cannot both hold the digit, so `A` or `D` does, and a cell that sees both loses it.
///
/// This is the general form of the [`Skyscraper`](super::Skyscraper) and the
/// [`TwoStringKite`](super::TwoStringKite); chains of those two shapes are left to
/// them, and chains that are part of an X-Wing to the fish. Written in Eureka notation:
/// `(1)r1c3=r4c3-r4c7=r6c8`.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::TurbotFish, Cell, GridSolver, LayerGrid};
///
/// // 1 is a candidate only where `one` says (every cell keeps the other eight digits):
/// // column 3 holds it in r1 and r4, box 6 in r4c7 and r6c8.
/// let one = |row: usize, col: usize| match (row, col) {
///     (_, 3) => row == 1 || row == 4,
///     (4..=6, 7..=9) => (row, col) == (4, 7) || (row, col) == (6, 8),
///     (4, _) => col != 1,
///     (1..=3, _) | (6, _) => col != 9 || row == 1,
///     _ => true,
/// };
/// let text: String = Cell::ALL
///     .iter()
///     .map(|c| if one(c.row_index() + 1, c.col_index() + 1) { "123456789 " } else { "23456789 " })
///     .collect();
/// let grid: LayerGrid = text.parse()?;
/// let step = TurbotFish.find(&grid).expect("a turbot fish");
/// assert_eq!(step.to_string(), "Turbot Fish: (1)r1c3=r4c3-r4c7=r6c8 => r1c8<>1");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct TurbotFish;

impl Scan for TurbotFish {
    const TECHNIQUE: Technique = Technique::TurbotFish;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        TwoLinks::scan_shape(
            view,
            found,
            Shape::Turbot,
            Technique::TurbotFish,
            |chain, step| {
                let digit = chain.digit;
                let [a, b, c, d] = chain.cells;
                step
                    .detail(chain.eureka())
                    .explain(format!(
                        "In {:#}, {digit} can only go in {a} or {b}; in {:#}, only in {c} or {d}. {b} and {c} see each other and cannot both be {digit}, so {a} or {d} is {digit}, and a cell that sees both cannot be {digit}.",
                        chain.links[0].house, chain.links[1].house,
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
    use crate::strategies::{Skyscraper, TwoStringKite};

    /// Column 3 holds 1 in r1 and r4, box 6 in r4c7 and r6c8; row 4 joins them.
    const TURBOT: &str = "r1c3 r4c3 r4c7 r6c8 \
        r1c1 r1c2 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c1 r2c2 r2c4 r2c5 r2c6 r2c7 r2c8 \
        r3c1 r3c2 r3c4 r3c5 r3c6 r3c7 r3c8 r4c2 r4c4 r4c5 r4c6 \
        r5c1 r5c2 r5c4 r5c5 r5c6 r6c1 r6c2 r6c4 r6c5 r6c6 \
        r7c1 r7c2 r7c4 r7c5 r7c6 r7c7 r7c8 r7c9 r8c1 r8c2 r8c4 r8c5 r8c6 r8c7 r8c8 r8c9 \
        r9c1 r9c2 r9c4 r9c5 r9c6 r9c7 r9c8 r9c9";

    #[test]
    fn the_ends_of_the_chain_clear_the_cells_that_see_both() {
        let grid = layer(1, TURBOT);
        let steps = TurbotFish.find_all(&grid);
        assert_eq!(steps.len(), 1, "{steps:?}");
        assert_eq!(eliminations(&steps[0]), candidates("r1c8<>1"));
        assert_eq!(
            steps[0].to_string(),
            "Turbot Fish: (1)r1c3=r4c3-r4c7=r6c8 => r1c8<>1"
        );
        assert!(Skyscraper.find(&grid).is_none());
        assert!(TwoStringKite.find(&grid).is_none());
    }

    #[test]
    fn skyscrapers_and_kites_are_left_to_their_own_strategies() {
        // A skyscraper: rows 1 and 5 joined in column 1.
        let grid = layer(4, "r1c1 r1c5 r5c1 r5c6 r2c6 r3c6 r2c2 r3c3 r4c2 r4c3 r6c2 r6c3");
        assert!(Skyscraper.find(&grid).is_some());
        assert!(
            TurbotFish
                .find_all(&grid)
                .iter()
                .all(|s| s.detail_text() != "(4)r1c5=r1c1-r5c1=r5c6"),
        );
    }

    #[test]
    fn nothing_without_a_cell_seeing_both_ends() {
        let without = TURBOT.replace(" r1c8", "");
        assert!(TurbotFish.find(&layer(1, &without)).is_none());
    }
}
