//! Dual 2-String Kite: two 2-String Kites through the same two cells of a box, reported
//! as one step.

use std::ops::ControlFlow;

use super::two_string_kite::Kite;
use crate::strategies::shared::conjugates::{Shape, TwoLinks};
use crate::strategies::{Found, Scan};
use crate::{CandidateView, Cell, Digit, Step, Technique};

/// Dual 2-String Kite: two cells `P` and `Q` of one box, in different rows and columns,
/// each the end of a strong link of a digit along its row and along its column. Row of
/// `P` with column of `Q` make one [`TwoStringKite`](super::TwoStringKite), column of
/// `P` with row of `Q` another; `P` and `Q` cannot both hold the digit, so each kite
/// removes the digit from the cell that sees both its outer ends. HoDoKu reports the two
/// kites as one step (its "Dual 2-String Kite"), with both eliminations; so does this
/// strategy.
///
/// HoDoKu pairs kites by their two box cells alone, so it also reports two kites of
/// *different* digits through the same two cells as a dual (two of its library's cases
/// are such pairs). Each kite is sound on its own, so this strategy pairs them too and
/// names both digits.
///
/// Each kite is complete on its own, so the engine does not prefer the pair: the
/// technique comes right after the 2-String Kite in the table, and whenever a dual
/// exists the single kite finds one of its kites first. The next round finds the other
/// (its links are still there), so a trace reads the same two short steps, each with
/// its own picture, and the rating does not change with the bundling. The dual is there
/// for the listing of every step ([`find_all`](crate::GridSolver::find_all)), for
/// engines without the single form, and for HoDoKu's cases of it.
///
/// The notation names the outer ends of each kite (its row's end first), then the two
/// cells in the box: `5 in r2c4,r8c1 and r3c7,r6c2 (connected by r2c2,r3c1)`, or with
/// two digits `5 in r8c4,r1c8 and 9 in r9c4,r4c9 (connected by r8c9,r9c8)`.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::DualTwoStringKite, Cell, GridSolver, LayerGrid};
///
/// // 5 is a candidate only where `five` says (every cell keeps the other eight digits):
/// // r2c2 and r3c1 share box 1; row 2 holds 5 in c2 and c4 only, column 1 in r3 and
/// // r8, column 2 in r2 and r6, row 3 in c1 and c7.
/// let five = |row: usize, col: usize| match (row, col) {
///     (2, _) => col == 2 || col == 4,
///     (3, _) => col == 1 || col == 7,
///     (_, 1) => row == 8,
///     (_, 2) => row == 6,
///     _ => true,
/// };
/// let text: String = Cell::ALL
///     .iter()
///     .map(|c| if five(c.row_index() + 1, c.col_index() + 1) { "123456789 " } else { "12346789 " })
///     .collect();
/// let grid: LayerGrid = text.parse()?;
/// let step = DualTwoStringKite.find(&grid).expect("a dual kite");
/// assert_eq!(
///     step.to_string(),
///     "Dual 2-String Kite: 5 in r2c4,r8c1 and r3c7,r6c2 (connected by r2c2,r3c1) => r6c7,r8c4<>5"
/// );
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct DualTwoStringKite;

impl Scan for DualTwoStringKite {
    const TECHNIQUE: Technique = Technique::DualTwoStringKite;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        let mut kites: Vec<(Kite, Cell)> = Vec::new();
        for digit in Digit::ALL {
            TwoLinks::for_each(view, digit, |chain| {
                if chain.shape() == Shape::Kite
                    && let Some(target) = chain.eliminations(view).first()
                {
                    kites.push((Kite::of(&chain), target));
                }
                ControlFlow::Continue(())
            })?;
        }
        for (i, (first, first_target)) in kites.iter().enumerate() {
            for (second, second_target) in &kites[i + 1..] {
                let same_target = (first.chain.digit, first_target) == (second.chain.digit, second_target);
                if first.box_cells() != second.box_cells() || same_target {
                    continue;
                }
                let step = step(first, second, *first_target, *second_target);
                found.push_new(step)?;
            }
        }
        ControlFlow::Continue(())
    }
}

fn step(first: &Kite, second: &Kite, first_target: Cell, second_target: Cell) -> Step {
    let (digit, other) = (first.chain.digit, second.chain.digit);
    let (second_digit, both) = if digit == other {
        (String::new(), format!("cannot both be {digit}"))
    } else {
        (
            format!("{other} in "),
            format!("cannot both be {digit}, nor both {other}"),
        )
    };
    let step = Step::builder(Technique::DualTwoStringKite)
        .detail(format!(
            "{digit} in {},{} and {second_digit}{},{} (connected by {},{})",
            first.row_end, first.col_end, second.row_end, second.col_end, first.row_box, first.col_box
        ))
        .eliminate(first_target, digit)
        .eliminate(second_target, other)
        .house(first.row_box.block())
        .explain(format!(
            "{} and {} share {:#} and {both}. {} {}",
            first.row_box,
            first.col_box,
            first.row_box.block(),
            first.reason(first_target),
            second.reason(second_target),
        ));
    second.chain.pattern(first.chain.pattern(step)).build()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GridSolver;
    use crate::strategies::TwoStringKite;
    use crate::strategies::test_support::{candidates, eliminations, layer};

    /// Row 2 holds 5 in c2 and c4 only, column 1 in r3 and r8 (a kite through r2c2 and
    /// r3c1); with `dual`, column 2 holds it in r2 and r6 only and row 3 in c1 and c7
    /// (the other kite through the same cells). Every other cell has it.
    fn grid(dual: bool) -> crate::LayerGrid {
        let mut cells = Vec::new();
        for row in 1..=9 {
            for col in 1..=9 {
                let has = match (row, col) {
                    (2, _) => col == 2 || col == 4,
                    (_, 1) => row == 3 || row == 8,
                    (3, _) if dual => col == 7,
                    (_, 2) if dual => row == 6,
                    _ => true,
                };
                if has {
                    cells.push(format!("r{row}c{col}"));
                }
            }
        }
        layer(5, &cells.join(" "))
    }

    #[test]
    fn two_kites_through_the_same_box_cells_make_one_step() {
        let grid = grid(true);
        let steps = DualTwoStringKite.find_all(&grid);
        assert_eq!(steps.len(), 1, "{steps:?}");
        assert_eq!(eliminations(&steps[0]), candidates("r8c4<>5 r6c7<>5"));
        let kites = TwoStringKite.find_all(&grid);
        for half in ["r8c4<>5", "r6c7<>5"] {
            assert!(
                kites.iter().any(|s| eliminations(s) == candidates(half)),
                "{half}"
            );
        }
        assert_eq!(steps[0].pattern().links.len(), 6);
        assert_eq!(
            format!("{:#}", steps[0]),
            "r2c2 and r3c1 share box 1 and cannot both be 5. Row 2 holds 5 only in r2c4 and r2c2, and column 1 only in r8c1 and r3c1, so r2c4 or r8c1 is 5, and r8c4, which sees both, is not. Row 3 holds 5 only in r3c7 and r3c1, and column 2 only in r6c2 and r2c2, so r3c7 or r6c2 is 5, and r6c7, which sees both, is not."
        );
    }

    #[test]
    fn one_kite_is_not_a_dual() {
        let grid = grid(false);
        assert!(TwoStringKite.find(&grid).is_some());
        assert!(DualTwoStringKite.find(&grid).is_none());
    }
}
