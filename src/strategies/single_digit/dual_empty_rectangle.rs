//! Dual Empty Rectangle: two empty rectangles in the same box, reported as one step.

use std::ops::ControlFlow;

use super::empty_rectangle::Instance;
use crate::strategies::{Found, Scan};
use crate::{CandidateView, Step, Technique};

/// Dual Empty Rectangle: two [`EmptyRectangle`](super::EmptyRectangle)s of one digit in
/// the same box, through different strong links, that remove different candidates.
/// HoDoKu reports the pair as one step (its "Dual Empty Rectangle"), with the
/// eliminations of both; so does this strategy.
///
/// Each half is a complete empty rectangle on its own, so the engine does not prefer
/// the pair: the technique comes right after the Empty Rectangle in the table, and
/// whenever a dual exists the single Empty Rectangle finds one half first. The next
/// round finds the other half (the box and its second link are still there), so a trace
/// reads the same two short steps, each with its own picture, and the rating does not
/// change with the bundling. The dual is there for the listing of every step
/// ([`find_all`](crate::GridSolver::find_all)), for engines without the single form,
/// and for HoDoKu's cases of it.
///
/// The notation names the box, then the two strong links, each from its end on the
/// box's line: `5 in b9 (r7c4,r2c4) (r9c2,r9c6)`.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::DualEmptyRectangle, Cell, GridSolver, LayerGrid};
///
/// // 7 is a candidate only where `seven` says (every cell keeps the other eight
/// // digits): box 5 holds it on row 6 and column 6 only; row 2 holds it in c6 and c8,
/// // column 1 in r6 and r9.
/// let seven = |row: usize, col: usize| match (row, col) {
///     (4..=6, 4..=6) => row == 6 || col == 6,
///     (2, _) => col == 6 || col == 8,
///     (_, 1) => row == 6 || row == 9,
///     _ => true,
/// };
/// let text: String = Cell::ALL
///     .iter()
///     .map(|c| if seven(c.row_index() + 1, c.col_index() + 1) { "123456789 " } else { "12345689 " })
///     .collect();
/// let grid: LayerGrid = text.parse()?;
/// let step = DualEmptyRectangle.find(&grid).expect("a dual empty rectangle");
/// assert_eq!(
///     step.to_string(),
///     "Dual Empty Rectangle: 7 in b5 (r6c1,r9c1) (r2c6,r2c8) => r6c8,r9c6<>7"
/// );
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct DualEmptyRectangle;

impl Scan for DualEmptyRectangle {
    const TECHNIQUE: Technique = Technique::DualEmptyRectangle;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        // The instances come box by box, so those of one box are next to each other.
        let mut same_box: Vec<Instance> = Vec::new();
        Instance::for_each(view, |instance| {
            if same_box
                .first()
                .is_some_and(|first| (first.digit, first.block) != (instance.digit, instance.block))
            {
                same_box.clear();
            }
            for first in &same_box {
                if first.target != instance.target {
                    let step = step(first, &instance);
                    found.push_new(step)?;
                }
            }
            same_box.push(instance);
            ControlFlow::Continue(())
        })
    }
}

fn step(first: &Instance, second: &Instance) -> Step {
    let digit = first.digit;
    let boxed = if (first.row, first.col) == (second.row, second.col) {
        first.box_text()
    } else {
        // The box's candidates lie on two crossings; say both.
        format!(
            "{} They also all lie on {:#} or {:#}.",
            first.box_text(),
            second.row,
            second.col
        )
    };
    let step = Step::builder(Technique::DualEmptyRectangle)
        .detail(format!(
            "{digit} in {} ({},{}) ({},{})",
            first.block, first.end, first.other, second.end, second.other
        ))
        .eliminate(first.target, digit)
        .eliminate(second.target, digit)
        .explain(format!(
            "{boxed} {} So {} is not {digit}. {} So {} is not {digit} either.",
            first.reason(),
            first.target,
            second.reason(),
            second.target
        ));
    second.pattern(first.pattern(step)).build()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GridSolver;
    use crate::LayerGrid;
    use crate::strategies::EmptyRectangle;
    use crate::strategies::test_support::{candidates, eliminations, layer};

    /// Box 5 holds 7 on row 6 and column 6 only; row 2 holds 7 in c6 and c8, column 1
    /// in r6 and r9 only (when `second` is set); the other 7s fill the rest of the grid.
    fn grid(second: bool) -> LayerGrid {
        let mut cells: Vec<String> = ["r5c6", "r6c4", "r6c5", "r4c6", "r6c6", "r2c6", "r2c8"]
            .iter()
            .map(|c| c.to_string())
            .collect();
        for row in [1, 3, 4, 5, 6, 7, 8, 9] {
            for col in 1..=9 {
                let in_box = (4..=6).contains(&row) && (4..=6).contains(&col);
                let off_link = col == 1 && row != 6 && row != 9;
                if !in_box && (!second || !off_link) {
                    cells.push(format!("r{row}c{col}"));
                }
            }
        }
        layer(7, &cells.join(" "))
    }

    #[test]
    fn two_links_on_one_box_make_one_step() {
        let grid = grid(true);
        let singles = EmptyRectangle.find_all(&grid);
        let steps = DualEmptyRectangle.find_all(&grid);
        let step = steps
            .iter()
            .find(|s| s.detail_text() == "7 in b5 (r6c1,r9c1) (r2c6,r2c8)")
            .unwrap_or_else(|| panic!("{steps:?}"));
        assert_eq!(eliminations(step), candidates("r6c8<>7 r9c6<>7"));
        // Each half is a single empty rectangle.
        for half in ["r6c8<>7", "r9c6<>7"] {
            assert!(
                singles.iter().any(|s| eliminations(s) == candidates(half)),
                "{half}"
            );
        }
        assert_eq!(step.pattern().links.len(), 2);
        let sentence = format!("{step:#}");
        assert!(
            sentence.starts_with(
                "In box 5, 7 can only go in r4c6,r5c6,r6c4,r6c5,r6c6, all on row 6 or column 6. In column 1,"
            ),
            "{sentence}"
        );
        assert!(sentence.ends_with("So r6c8 is not 7 either."), "{sentence}");
    }

    #[test]
    fn nothing_with_one_link() {
        assert!(EmptyRectangle.find(&grid(false)).is_some());
        assert!(DualEmptyRectangle.find(&grid(false)).is_none());
    }
}
