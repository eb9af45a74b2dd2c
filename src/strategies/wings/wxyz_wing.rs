//! WXYZ-Wing: four cells holding four digits, all but one of them restricted.

use std::ops::ControlFlow;

use crate::strategies::shared::candidate_map::CandidateMap;
use crate::strategies::shared::combinations::for_each_combination;
use crate::strategies::{Found, Scan};
use crate::{CandidateView, Cell, CellSet, Digit, DigitSet, Step, Technique};

/// WXYZ-Wing: four cells hold only four digits between them, and for three of the
/// digits every two cells that hold it see each other (the digit is *restricted*).
/// Then the fourth digit, z, is in one of the cells that hold it: otherwise the four
/// cells would take only three digits, and two cells with the same digit would see each
/// other. So z leaves every cell that sees all the cells of the wing holding z.
///
/// This is the general form: usually one cell, the pivot, sees the three others (it is
/// written first then), but the rule needs only the restricted digits.
///
/// Written z last: `WXYZ-Wing: 1/2/3/5 in r1c1,r1c2,r1c7,r2c3 => r1c3<>5`.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::WxyzWing, GridSolver, LayerGrid};
///
/// // The pivot r1c1 (1, 2, 3, 5) sees r1c2 (1, 5), r1c7 (3, 5) and r2c3 (2, 5).
/// let grid: LayerGrid = "
///     1235    15      456789  | 46789   46789   46789   | 35      46789   46789
///     46789   46789   25      | 46789   46789   46789   | 46789   46789   46789
///     46789   46789   46789   | 46789   46789   46789   | 46789   46789   46789
///     46789   46789   46789   | 46789   46789   46789   | 46789   46789   46789
///     46789   46789   46789   | 46789   46789   46789   | 46789   46789   46789
///     46789   46789   46789   | 46789   46789   46789   | 46789   46789   46789
///     46789   46789   46789   | 46789   46789   46789   | 46789   46789   46789
///     46789   46789   46789   | 46789   46789   46789   | 46789   46789   46789
///     46789   46789   46789   | 46789   46789   46789   | 46789   46789   46789
/// ".parse()?;
/// let step = WxyzWing.find(&grid).expect("a WXYZ-Wing");
/// assert_eq!(step.to_string(), "WXYZ-Wing: 1/2/3/5 in r1c1,r1c2,r1c7,r2c3 => r1c3<>5");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct WxyzWing;

/// The digits of `cell` held by some cell of `wing` that `cell` does not see: adding
/// `cell` to the wing leaves them unrestricted. `places` are the candidates of each digit.
fn loosened(map: &CandidateMap, places: &[CellSet; 9], wing: CellSet, cell: Cell) -> DigitSet {
    let peers = cell.peers();
    map[cell]
        .iter()
        .filter(|d| !(wing & places[d.index()]).is_subset(peers))
        .collect()
}

/// Grows wings from `cells`, dropping every partial wing with two unrestricted digits:
/// more cells cannot restrict them again.
struct Grower<'a> {
    map: &'a CandidateMap,
    places: &'a [CellSet; 9],
    cells: Vec<Cell>,
}

impl Grower<'_> {
    /// Calls `visit` with each wing of four cells holding all of `digits` with exactly
    /// one unrestricted digit, and that digit. `wing` holds the cells of `chosen`, as a
    /// set.
    fn grow(
        &self,
        start: usize,
        chosen: &mut Vec<Cell>,
        wing: CellSet,
        unrestricted: DigitSet,
        visit: &mut impl FnMut(&[Cell], Digit) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        if chosen.len() == 4 {
            return match unrestricted.single_digit() {
                Some(z) => visit(chosen, z),
                None => ControlFlow::Continue(()),
            };
        }
        for (i, &cell) in self.cells.iter().enumerate().skip(start) {
            let loose = unrestricted | loosened(self.map, self.places, wing, cell);
            if loose.has_several() {
                continue;
            }
            chosen.push(cell);
            self.grow(i + 1, chosen, wing | CellSet::single(cell), loose, visit)?;
            chosen.pop();
        }
        ControlFlow::Continue(())
    }
}

impl Scan for WxyzWing {
    const TECHNIQUE: Technique = Technique::WxyzWing;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        let grid = view.grid();
        let map = view.map();
        let small = grid.cells_with_candidate_count(2)
            | grid.cells_with_candidate_count(3)
            | grid.cells_with_candidate_count(4);
        let places = Digit::ALL.map(|d| grid.candidates(d));
        let all_digits: Vec<Digit> = Digit::ALL.to_vec();
        for_each_combination(&all_digits, 4, |quad| {
            let digits: DigitSet = quad.iter().copied().collect();
            // The cells whose candidates all lie in the four digits.
            let outside = (!digits)
                .iter()
                .fold(CellSet::EMPTY, |acc, d| acc | places[d.index()]);
            let inside = small - outside;
            if inside.len() < 4 || quad.iter().any(|d| !places[d.index()].intersects(inside)) {
                return ControlFlow::Continue(());
            }
            let grower = Grower {
                map,
                places: &places,
                cells: inside.iter().collect(),
            };
            let mut chosen = Vec::with_capacity(4);
            grower.grow(0, &mut chosen, CellSet::EMPTY, DigitSet::EMPTY, &mut |wing, z| {
                let cells: CellSet = wing.iter().copied().collect();
                if map.union(cells) != digits {
                    return ControlFlow::Continue(());
                }
                let holders = cells & places[z.index()];
                let removed = places[z.index()] & holders.common_peers();
                if removed.is_empty() {
                    return ControlFlow::Continue(());
                }
                found.push(wing_step(map, wing, digits, z, holders, removed))
            })
        })
    }
}

fn wing_step(
    map: &CandidateMap,
    chosen: &[Cell],
    digits: DigitSet,
    z: Digit,
    holders: CellSet,
    removed: CellSet,
) -> Step {
    let wing: CellSet = chosen.iter().copied().collect();
    // A pivot, a cell that sees the three others, is written first.
    let pivot = chosen
        .iter()
        .copied()
        .find(|&c| (wing - CellSet::single(c)).is_subset(c.peers()));
    let mut order: Vec<Cell> = pivot.into_iter().collect();
    order.extend(chosen.iter().copied().filter(|&c| Some(c) != pivot));
    let list: Vec<String> = order.iter().map(Cell::to_string).collect();
    let restricted = digits - DigitSet::single(z);
    let mut step = Step::builder(Technique::WxyzWing)
        .detail(format!("{}/{z} in {}", restricted.join("/"), list.join(",")))
        .eliminate_all(removed, z)
        .explain(format!(
            "The cells {} hold only {digits} between them. Every two of them that share one of {restricted} see each other, so each of those digits fills at most one of the four cells, and {z} must fill at least one. So no cell that sees all of {} can hold {z}.",
            list.join(", "),
            holders.to_list()
        ));
    for &cell in &order {
        step = step.pattern_candidates(cell, map[cell]);
    }
    step.build()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GridSolver;
    use crate::strategies::test_support::{aic_state_with, pencil, the_one_step};

    /// Reached by the engine: r7c3 (3, 4), r7c9 (4, 5), r8c1 (5, 7) and r8c3 (3, 7)
    /// hold four digits; only the 5s of r7c9 and r8c1 do not see each other.
    fn wing() -> String {
        wing_and(&[])
    }

    /// The same with more cells changed.
    fn wing_and(more: &[(&str, &str)]) -> String {
        aic_state_with(
            &[
                &[
                    ("r2c5", "1567"),
                    ("r2c8", "348"),
                    ("r3c4", "134"),
                    ("r6c8", "468"),
                    ("r7c2", "145"),
                ],
                more,
            ]
            .concat(),
        )
    }

    #[test]
    fn removes_the_unrestricted_digit() {
        let grid = pencil(&wing());
        the_one_step(
            &WxyzWing,
            &grid,
            "WXYZ-Wing: 3/4/7/5 in r7c3,r7c9,r8c1,r8c3 => r7c2<>5",
        );
    }

    #[test]
    fn two_unrestricted_digits_are_no_wing() {
        // r7c3 holds 3 or 7 instead: now the 3s and the 5s both fail to see each other
        // (and 4 has left the set).
        let grid = pencil(&wing_and(&[("r7c3", "37")]));
        assert!(
            WxyzWing
                .find_all(&grid)
                .iter()
                .all(|s| !s.to_string().contains("r7c3,r7c9,r8c1,r8c3"))
        );
    }

    #[test]
    fn a_cell_that_misses_a_holder_loosens_the_digit() {
        let grid = pencil(&wing());
        let view = crate::CandidateView::new(&grid);
        let map = view.map();
        let places = Digit::ALL.map(|d| grid.candidates(d));
        let cell = |name: &str| name.parse::<Cell>().unwrap();
        let wing: CellSet = [cell("r7c3"), cell("r7c9"), cell("r8c3")].into_iter().collect();
        // r8c1 (5, 7) sees r8c3 (the other 7) but not r7c9 (the other 5).
        assert_eq!(loosened(map, &places, wing, cell("r8c1")).to_string(), "5");
        // r7c2 (1, 4, 5) sees every cell of the wing that holds 4 or 5.
        assert!(loosened(map, &places, wing, cell("r7c2")).is_empty());
    }
}
