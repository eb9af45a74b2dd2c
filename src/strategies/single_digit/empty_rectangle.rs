//! Empty Rectangle: a box whose candidates of a digit lie on one row and one column,
//! with a strong link outside it.

use std::ops::ControlFlow;

use crate::strategies::shared::conjugates::link;
use crate::strategies::{Found, Scan};
use crate::{CandidateView, Cell, CellSet, Digit, House, LinkKind, Step, StepBuilder, Technique};

/// Empty Rectangle: within a box, a digit's candidates all lie on one row and one
/// column of the box (the box's other four cells, the "empty rectangle", lack it), and
/// some lie off the crossing on each of the two lines. So the box's digit is on that
/// row or on that column.
///
/// Take a strong link outside the box, in a column (row) whose one end `E` lies on the
/// box's row (column), and whose other end is `F`. If the cell `T` where `F`'s row
/// (column) meets the box's column (row) held the digit, `F` would not, so `E` would,
/// and the box would have no place left for it. So `T` loses the digit.
///
/// Boxes with only two candidates of the digit count too (then the pattern is also a
/// [`TurbotFish`](super::TurbotFish)). The notation names the box, then the strong
/// link, `E` first: `7 in b5 (r2c6,r2c8)`.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::EmptyRectangle, Cell, GridSolver, LayerGrid};
///
/// // 7 is a candidate only where `seven` says (every cell keeps the other eight
/// // digits): in box 5 on row 6 and column 6; in row 2 only in c6 and c8.
/// let seven = |row: usize, col: usize| match (row, col) {
///     (4..=6, 4..=6) => row == 6 || col == 6,
///     (2, _) => col == 6 || col == 8,
///     _ => true,
/// };
/// let text: String = Cell::ALL
///     .iter()
///     .map(|c| if seven(c.row_index() + 1, c.col_index() + 1) { "123456789 " } else { "12345689 " })
///     .collect();
/// let grid: LayerGrid = text.parse()?;
/// let steps = EmptyRectangle.find_all(&grid);
/// assert!(steps.iter().any(|s| s.to_string() == "Empty Rectangle: 7 in b5 (r2c6,r2c8) => r6c8<>7"));
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct EmptyRectangle;

impl Scan for EmptyRectangle {
    const TECHNIQUE: Technique = Technique::EmptyRectangle;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        Instance::for_each(view, |instance| {
            let step = instance.step();
            found.push_new(step)
        })
    }
}

/// One empty rectangle with a strong link that removes a candidate: a box whose
/// candidates of `digit` all lie on `row` and `col`, and a strong link in `link_line`
/// from `end` (on one of the box's lines, outside the box) to `other`, which leaves
/// `target` without the digit. The [`DualEmptyRectangle`](super::DualEmptyRectangle)
/// pairs two of them.
#[derive(Clone, Copy, Debug)]
pub(super) struct Instance {
    pub(super) digit: Digit,
    pub(super) block: House,
    pub(super) row: House,
    pub(super) col: House,
    pub(super) in_box: CellSet,
    pub(super) link_line: House,
    pub(super) end: Cell,
    pub(super) other: Cell,
    pub(super) target: Cell,
}

impl Instance {
    /// Every instance, digit by digit and box by box (boxes in order, then the box's
    /// row and column, then the links along the row, then along the column).
    pub(super) fn for_each(
        view: &CandidateView<'_>,
        mut f: impl FnMut(Instance) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let grid = view.grid();
        for digit in Digit::ALL {
            let candidates = grid.candidates(digit);
            for block in House::BOXES {
                let in_box = candidates & block.cells();
                if in_box.len() < 2 {
                    continue;
                }
                let first = block.cells().first().unwrap_or(Cell::ALL[0]);
                for row in (0..3).map(|i| House::row(first.row_index() + i)) {
                    for col in (0..3).map(|i| House::col(first.col_index() + i)) {
                        let lines = row.cells() | col.cells();
                        if !in_box.is_subset(lines)
                            || (in_box & row.cells()).is_subset(col.cells())
                            || (in_box & col.cells()).is_subset(row.cells())
                        {
                            continue;
                        }
                        let rectangle = Rectangle {
                            digit,
                            block,
                            row,
                            col,
                            in_box,
                        };
                        rectangle.for_each_link(candidates, &mut f)?;
                    }
                }
            }
        }
        ControlFlow::Continue(())
    }

    /// Why `target` loses the digit, after the box has been described: "In column 8,
    /// 7 can only go in r2c8 or r6c8. If ...".
    pub(super) fn reason(&self) -> String {
        let Instance {
            digit,
            block,
            row,
            col,
            link_line,
            end,
            other,
            target,
            ..
        } = *self;
        format!(
            "In {link_line:#}, {digit} can only go in {end} or {other}. If {target} were {digit}, {other} would not be, so {end} would; then neither {row:#} nor {col:#} could hold {digit} in {block:#}, which would have no place for it."
        )
    }

    /// The box described: "In box 5, 7 can only go in r5c6,r6c4,r6c5, all on row 6 or
    /// column 6."
    pub(super) fn box_text(&self) -> String {
        let Instance {
            digit,
            block,
            row,
            col,
            in_box,
            ..
        } = *self;
        format!(
            "In {block:#}, {digit} can only go in {}, all on {row:#} or {col:#}.",
            in_box.to_list()
        )
    }

    /// The step's pattern: the box's houses and candidates, the link and its ends.
    pub(super) fn pattern(&self, step: StepBuilder) -> StepBuilder {
        let mut step = step
            .house(self.block)
            .house(self.row)
            .house(self.col)
            .house(self.link_line)
            .link(link(self.digit, self.end, self.other, LinkKind::Strong));
        for cell in self.in_box | CellSet::single(self.end) | CellSet::single(self.other) {
            step = step.pattern_candidate(cell, self.digit);
        }
        step
    }

    fn step(&self) -> Step {
        let Instance {
            digit,
            block,
            end,
            other,
            target,
            ..
        } = *self;
        let step = Step::builder(Technique::EmptyRectangle)
            .detail(format!("{digit} in {block} ({end},{other})"))
            .eliminate(target, digit)
            .explain(format!(
                "{} {} So {target} is not {digit}.",
                self.box_text(),
                self.reason()
            ));
        self.pattern(step).build()
    }
}

/// A box whose candidates of `digit` all lie on `row` and `col`.
struct Rectangle {
    digit: Digit,
    block: House,
    row: House,
    col: House,
    in_box: CellSet,
}

impl Rectangle {
    /// Every strong link that makes an elimination with this box: links in columns with
    /// an end on the box's row, and links in rows with an end on its column.
    fn for_each_link(
        &self,
        candidates: CellSet,
        f: &mut impl FnMut(Instance) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        for (line, across) in [(self.row, self.col), (self.col, self.row)] {
            for end in candidates & (line.cells() - self.block.cells()) {
                // The strong link runs across `line`, through `end`.
                let link_line = if line == self.row { end.col() } else { end.row() };
                let Some(other) = (candidates & (link_line.cells() - CellSet::single(end))).single_cell()
                else {
                    continue;
                };
                // Where the other end's line meets the box's other line.
                let target_line = if line == self.row {
                    other.row()
                } else {
                    other.col()
                };
                let Some(target) = (target_line.cells() & across.cells()).single_cell() else {
                    continue;
                };
                if !candidates.contains(target) || self.block.cells().contains(target) {
                    continue;
                }
                f(Instance {
                    digit: self.digit,
                    block: self.block,
                    row: self.row,
                    col: self.col,
                    in_box: self.in_box,
                    link_line,
                    end,
                    other,
                    target,
                })?;
            }
        }
        ControlFlow::Continue(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GridSolver;
    use crate::LayerGrid;
    use crate::strategies::test_support::{candidates, eliminations, layer};

    /// Box 5 holds 7 on row 6 and column 6 only; row 2 holds 7 in c6 and c8; the other
    /// 7s fill the rest of the grid.
    fn grid(extra_in_box: &str) -> LayerGrid {
        let mut cells = vec!["r5c6", "r6c4", "r6c5", "r2c6", "r2c8", "r4c6", "r6c6"]
            .into_iter()
            .map(String::from)
            .collect::<Vec<_>>();
        for row in [1, 3, 4, 5, 6, 7, 8, 9] {
            for col in 1..=9 {
                let in_box = (4..=6).contains(&row) && (4..=6).contains(&col);
                if !in_box {
                    cells.push(format!("r{row}c{col}"));
                }
            }
        }
        layer(7, &format!("{} {extra_in_box}", cells.join(" ")))
    }

    #[test]
    fn the_far_end_of_the_link_clears_the_box_line() {
        let steps = EmptyRectangle.find_all(&grid(""));
        let step = steps
            .iter()
            .find(|s| s.to_string() == "Empty Rectangle: 7 in b5 (r2c6,r2c8) => r6c8<>7")
            .unwrap_or_else(|| panic!("{steps:?}"));
        assert_eq!(eliminations(step), candidates("r6c8<>7"));
        assert!(step.pattern().candidates.len() == 7);
    }

    #[test]
    fn nothing_when_the_box_has_a_digit_off_the_lines() {
        let steps = EmptyRectangle.find_all(&grid("r4c4"));
        assert!(steps.iter().all(|s| !s.detail_text().contains("b5")), "{steps:?}");
        assert!(EmptyRectangle.find(&layer(7, "r1c1 r1c2 r2c1 r2c2")).is_none());
    }
}
