//! 2-String Kite: a strong link in a row and one in a column, joined in a box.

use std::ops::ControlFlow;

use crate::strategies::shared::conjugates::{Shape, TwoLinks};
use crate::strategies::{Found, Scan};
use crate::{CandidateView, Cell, CellSet, Technique};

/// 2-String Kite: a row and a column each hold a digit in only two cells, and one cell
/// of the row and one of the column (two different cells) lie in the same box. They
/// cannot both hold the digit, so the row's other cell or the column's other cell
/// does: the cell that sees both (in the column of the one and the row of the other)
/// loses the digit.
///
/// The notation names the two outer ends (the row's first), then the two cells in the
/// box: `5 in r2c4,r8c1 (connected by r2c2,r3c1)`.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::TwoStringKite, Cell, GridSolver, LayerGrid};
///
/// // 5 is a candidate only where `five` says (every cell keeps the other eight digits):
/// // row 2 holds it in c2 and c4, column 1 in r3 and r8; r2c2 and r3c1 share box 1.
/// let five = |row: usize, col: usize| match (row, col) {
///     (2, _) => col == 2 || col == 4,
///     (_, 1) => row == 3 || row == 8,
///     (1, _) | (3, _) => col != 3,
///     _ => col >= 3,
/// };
/// let text: String = Cell::ALL
///     .iter()
///     .map(|c| if five(c.row_index() + 1, c.col_index() + 1) { "123456789 " } else { "12346789 " })
///     .collect();
/// let grid: LayerGrid = text.parse()?;
/// let step = TwoStringKite.find(&grid).expect("a kite");
/// assert_eq!(step.to_string(), "2-String Kite: 5 in r2c4,r8c1 (connected by r2c2,r3c1) => r8c4<>5");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct TwoStringKite;

impl Scan for TwoStringKite {
    const TECHNIQUE: Technique = Technique::TwoStringKite;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        TwoLinks::scan_shape(
            view,
            found,
            Shape::Kite,
            Technique::TwoStringKite,
            |chain, step| {
                let kite = Kite::of(chain);
                let Kite {
                    row_end,
                    row_box,
                    col_box,
                    col_end,
                    ..
                } = kite;
                let digit = chain.digit;
                step.detail(format!(
                    "{digit} in {row_end},{col_end} (connected by {row_box},{col_box})"
                ))
                .house(row_box.block())
                .explain(format!(
                    "{} {row_box} and {col_box} share {:#} and cannot both be {digit}, so {row_end} or {col_end} is {digit}, and a cell that sees both cannot be {digit}.",
                    kite.links_text(),
                    row_box.block(),
                ))
            },
        )
    }
}

/// A kite's chain with its cells named by their part: the row's link runs from
/// `row_end` to `row_box`, the column's from `col_box` to `col_end`, and `row_box` and
/// `col_box` share a box.
#[derive(Clone, Copy, Debug)]
pub(super) struct Kite {
    pub(super) chain: TwoLinks,
    pub(super) row_end: Cell,
    pub(super) row_box: Cell,
    pub(super) col_box: Cell,
    pub(super) col_end: Cell,
}

impl Kite {
    /// The kite of a chain of [`Shape::Kite`].
    pub(super) fn of(chain: &TwoLinks) -> Kite {
        // The row's link first.
        let [row_end, row_box, col_box, col_end] = if chain.links[0].in_row() {
            chain.cells
        } else {
            let [a, b, c, d] = chain.cells;
            [d, c, b, a]
        };
        Kite {
            chain: *chain,
            row_end,
            row_box,
            col_box,
            col_end,
        }
    }

    /// The two cells in the box.
    pub(super) fn box_cells(&self) -> CellSet {
        CellSet::single(self.row_box) | CellSet::single(self.col_box)
    }

    /// "Row 2 holds 5 only in r2c4 and r2c2, and column 1 only in r8c1 and r3c1."
    fn links_text(&self) -> String {
        let Kite {
            chain,
            row_end,
            row_box,
            col_box,
            col_end,
        } = *self;
        format!(
            "{} holds {} only in {row_end} and {row_box}, and {:#} only in {col_end} and {col_box}.",
            capitalised(&format!("{:#}", row_box.row())),
            chain.digit,
            col_box.col(),
        )
    }

    /// The kite's links and what they remove from `target`, for a step whose box cells
    /// are already said not to hold the digit both: "Row 2 holds 5 only in r2c4 and
    /// r2c2, and column 1 only in r8c1 and r3c1, so r2c4 or r8c1 is 5, and r8c4, which
    /// sees both, is not."
    pub(super) fn reason(&self, target: Cell) -> String {
        let links = self.links_text();
        format!(
            "{}, so {} or {} is {}, and {target}, which sees both, is not.",
            links.trim_end_matches('.'),
            self.row_end,
            self.col_end,
            self.chain.digit,
        )
    }
}

/// `text` with its first letter in upper case.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GridSolver;
    use crate::strategies::test_support::{candidates, eliminations, layer};

    /// Row 2 holds 5 in c2 and c4, column 1 in r3 and r8; the other 5s avoid making
    /// further pairs.
    const KITE: &str = "r2c2 r2c4 r3c1 r8c1 \
        r1c2 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r3c2 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9 \
        r4c3 r4c4 r4c5 r4c6 r4c7 r4c8 r4c9 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9 \
        r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r6c9 r7c3 r7c4 r7c5 r7c6 r7c7 r7c8 r7c9 \
        r8c3 r8c4 r8c5 r8c6 r8c7 r8c8 r8c9 r9c3 r9c4 r9c5 r9c6 r9c7 r9c8 r9c9";

    #[test]
    fn the_ends_clear_the_cell_that_sees_both() {
        let grid = layer(5, KITE);
        let steps = TwoStringKite.find_all(&grid);
        assert_eq!(steps.len(), 1, "{steps:?}");
        assert_eq!(eliminations(&steps[0]), candidates("r8c4<>5"));
        assert_eq!(
            steps[0].to_string(),
            "2-String Kite: 5 in r2c4,r8c1 (connected by r2c2,r3c1) => r8c4<>5"
        );
        assert_eq!(
            format!("{:#}", steps[0]),
            "Row 2 holds 5 only in r2c4 and r2c2, and column 1 only in r8c1 and r3c1. r2c2 and r3c1 share box 1 and cannot both be 5, so r2c4 or r8c1 is 5, and a cell that sees both cannot be 5."
        );
    }

    #[test]
    fn nothing_when_the_crossing_cell_lacks_the_digit() {
        let without = KITE.replace(" r8c4", "");
        assert!(TwoStringKite.find(&layer(5, &without)).is_none());
    }
}
