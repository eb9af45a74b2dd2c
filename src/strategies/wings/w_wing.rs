//! W-Wing: two equal bivalue cells joined by a strong link.

use std::ops::ControlFlow;

use crate::strategies::{Found, Scan};
use crate::{CandidateView, Cell, Digit, House, LayerGrid, Step, Technique};

/// W-Wing: two cells that do not see each other both hold only x and y, and a house holds
/// x in just two cells, one seeing each of them. If both cells were x, that house would
/// have no x; so one of them is y, and y leaves every cell that sees both.
///
/// Written `W-Wing: 1/5 in r2c2,r8c7 connected by 1 in r4c2,r4c7 => r2c7,r8c2<>5`: the
/// linking digit first, then the digit removed.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::WWing, GridSolver, LayerGrid};
///
/// // r2c2 and r8c7 hold 1 or 5; row 4 holds 1 only in r4c2 and r4c7.
/// let grid: LayerGrid = "
///     2346789 2346789 2346789 | 2346789 2346789 2346789 | 2346789 2346789 2346789
///     2346789 15      2346789 | 2346789 2346789 2346789 | 123456789 2346789 2346789
///     2346789 2346789 2346789 | 2346789 2346789 2346789 | 2346789 2346789 2346789
///     2346789 1234    2346789 | 2346789 2346789 2346789 | 1234    2346789 2346789
///     2346789 2346789 2346789 | 2346789 2346789 2346789 | 2346789 2346789 2346789
///     2346789 2346789 2346789 | 2346789 2346789 2346789 | 2346789 2346789 2346789
///     2346789 2346789 2346789 | 2346789 2346789 2346789 | 2346789 2346789 2346789
///     2346789 123456789 2346789 | 2346789 2346789 2346789 | 15      2346789 2346789
///     2346789 2346789 2346789 | 2346789 2346789 2346789 | 2346789 2346789 2346789
/// ".parse()?;
/// let step = WWing.find(&grid).expect("a W-Wing");
/// assert_eq!(
///     step.to_string(),
///     "W-Wing: 1/5 in r2c2,r8c7 connected by 1 in r4c2,r4c7 => r2c7,r8c2<>5"
/// );
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct WWing;

/// A strong link on `digit` in `house` whose ends see `first` and `second`, in that
/// order.
fn strong_link(grid: &LayerGrid, digit: Digit, first: Cell, second: Cell) -> Option<(House, Cell, Cell)> {
    let wings = [first, second];
    House::ALL.into_iter().find_map(|house| {
        let cells = grid.candidates_in(digit, house);
        if cells.len() != 2 {
            return None;
        }
        let mut ends = cells.iter();
        let (s, t) = (ends.next()?, ends.next()?);
        if wings.contains(&s) || wings.contains(&t) {
            return None;
        }
        if s.sees(first) && t.sees(second) {
            Some((house, s, t))
        } else if t.sees(first) && s.sees(second) {
            Some((house, t, s))
        } else {
            None
        }
    })
}

impl Scan for WWing {
    const TECHNIQUE: Technique = Technique::WWing;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        let grid = view.grid();
        let map = view.map();
        let bivalue: Vec<Cell> = grid.bivalue_cells().iter().collect();
        for (i, &first) in bivalue.iter().enumerate() {
            let pair = map[first];
            for &second in &bivalue[i + 1..] {
                if map[second] != pair || first.sees(second) {
                    continue;
                }
                for link in pair {
                    let Some(removed_digit) = (pair - link.into()).single_digit() else {
                        continue;
                    };
                    let removed = grid.candidates(removed_digit) & first.peers() & second.peers();
                    if removed.is_empty() {
                        continue;
                    }
                    let Some((house, s, t)) = strong_link(grid, link, first, second) else {
                        continue;
                    };
                    let mut step = Step::builder(Technique::WWing)
                        .detail(format!(
                            "{link}/{removed_digit} in {first},{second} connected by {link} in {s},{t}"
                        ))
                        .eliminate_all(removed, removed_digit)
                        .house(house)
                        .explain(format!(
                            "{first} and {second} both hold only {link} and {removed_digit}. In {house:#}, {link} can only go in {s} or {t}, which see {first} and {second}. If both cells were {link}, {house:#} would have no place for {link}; so one of them is {removed_digit}, and no cell that sees both can hold {removed_digit}."
                        ));
                    for cell in [first, second] {
                        step = step.pattern_candidates(cell, pair);
                    }
                    step = step.pattern_candidate(s, link).pattern_candidate(t, link);
                    found.push(step.build())?;
                }
            }
        }
        ControlFlow::Continue(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GridSolver;
    use crate::strategies::test_support::{aic_state_with, pencil, the_one_step};

    /// Reached by the engine: r1c4 and r2c1 hold 3 or 4, and column 8 holds 3 only in
    /// r1c8 and r2c8.
    fn wing() -> String {
        wing_and(&[])
    }

    /// The same with more cells changed.
    fn wing_and(more: &[(&str, &str)]) -> String {
        aic_state_with(
            &[
                &[
                    ("r2c5", "14567"),
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
    fn removes_the_other_digit_from_the_cells_that_see_both_wings() {
        let grid = pencil(&wing());
        the_one_step(
            &WWing,
            &grid,
            "W-Wing: 3/4 in r1c4,r2c1 connected by 3 in r1c8,r2c8 => r2c5<>4",
        );
    }

    #[test]
    fn both_wings_must_hold_only_the_pair() {
        // r2c1 holds 3, 4 or 7: it is no wing any more.
        let grid = pencil(&wing_and(&[("r2c1", "347")]));
        assert!(WWing.find(&grid).is_none());
    }

    #[test]
    fn a_link_needs_ends_that_see_the_wings() {
        let grid = pencil(&wing());
        let (r1c4, r2c1): (Cell, Cell) = ("r1c4".parse().unwrap(), "r2c1".parse().unwrap());
        let three = Digit::new(3).unwrap();
        let (house, s, t) = strong_link(&grid, three, r1c4, r2c1).expect("a strong link");
        assert_eq!(
            (house.to_string(), s.to_string(), t.to_string()),
            ("c8".into(), "r1c8".into(), "r2c8".into())
        );
        let four = Digit::new(4).unwrap();
        assert!(strong_link(&grid, four, r1c4, r2c1).is_none());
    }
}
