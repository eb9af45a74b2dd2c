//! ALS-XY-Wing: two almost locked sets joined through a third.

use std::ops::ControlFlow;

use super::xz::rc_link;
use super::{Als, Eliminations, Reported, common_eliminations, either_set, z_fins};
use crate::strategies::{Found, Scan};
use crate::{CandidateView, DigitSet, Step, Technique};

/// ALS-XY-Wing: an almost locked set C (the pivot) joined to A by the restricted common
/// `X` and to B by the restricted common `Y`. If A lost `Z` it would be locked and take
/// `X` from C; if B lost `Z` it would take `Y`. C cannot lose both, so a digit `Z` common
/// to A and B (neither `X` nor `Y`) is in A or in B, and leaves every cell that sees all
/// its places in both. The sets may overlap, as long as no restricted common lies in the
/// shared cells and neither of A and B contains the other.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::AlsXyWing, GridSolver, LayerGrid};
///
/// let grid: LayerGrid = "
///     +--------------------+-----------------+----------------+
///     | 123689 12689 12349 | 1679 469  13479 | 123 12359 1589 |
///     | 12689  5     12349 | 169  469  1349  | 123 7     189  |
///     | 139    19    7     | 5    2    8     | 6   1349  149  |
///     +--------------------+-----------------+----------------+
///     | 2356   26    235   | +8   1    579   | +4  39    79   |
///     | 179    179   19    | 4    3    6     | 5   +8    2    |
///     | 35     +4    8     | 79   59   2     | 137 139   6    |
///     +--------------------+-----------------+----------------+
///     | 1258   128   6     | 12   7    145   | 9   1245  3    |
///     | 4      1279  1259  | 3    +8   159   | 127 +6    157  |
///     | 12579  3     1259  | 1269 4569 1459  | 8   1245  1457 |
///     +--------------------+-----------------+----------------+
/// ".parse()?;
/// let step = AlsXyWing.find(&grid).expect("an instance");
/// assert_eq!(
///     step.to_string(),
///     "ALS-XY-Wing: A=r3c12 {139}, B=r4c1238 {23569}, C=r6c1 {35}, X=3, Y=5, Z=9 => r3c8<>9"
/// );
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct AlsXyWing;

impl Scan for AlsXyWing {
    const TECHNIQUE: Technique = Technique::AlsXyWing;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        let index = view.als_index();
        let mut reported = Reported::default();
        for (ci, c) in index.alses.iter().enumerate() {
            let rcs = index.rcs_of(ci);
            for (p, rc_a) in rcs.iter().enumerate() {
                let a = &index.alses[rc_a.other as usize];
                for rc_b in &rcs[p + 1..] {
                    if rc_a.digits.len() == 1 && rc_a.digits == rc_b.digits {
                        continue;
                    }
                    let b = &index.alses[rc_b.other as usize];
                    let zs = (a.digits & b.digits) - rc_a.digits - rc_b.digits;
                    if zs.is_empty() || !a.buddies.intersects(b.buddies) {
                        continue;
                    }
                    let union = a.cells | b.cells;
                    if union == a.cells || union == b.cells {
                        continue;
                    }
                    let mut elims = Eliminations::default();
                    common_eliminations(a, b, zs, &mut elims);
                    if elims.is_empty() || !reported.first(&elims) {
                        continue;
                    }
                    found.push(step(a, b, c, rc_a.digits, rc_b.digits, &elims))?;
                }
            }
        }
        ControlFlow::Continue(())
    }
}

fn step(a: &Als, b: &Als, c: &Als, x: DigitSet, y: DigitSet, elims: &Eliminations) -> Step {
    let zs = elims.digits();
    let (a_text, b_text, c_text) = (a.text(), b.text(), c.text());
    let mut step = Step::builder(Technique::AlsXyWing)
        .detail(format!("A={a_text}, B={b_text}, C={c_text}, X={x}, Y={y}, Z={zs}"))
        .explain(format!(
            "A = {a_text}, B = {b_text} and C = {c_text} are almost locked sets (each holds one digit more than it has cells). Every {} of C sees every one of A, and every {} of C sees every one of B. If A held no {z}, it would be locked and take {} from C; if B held no {z}, it would take {} from C. C cannot lose both (it would have fewer digits than cells). {end}",
            x.join(" and "),
            y.join(" and "),
            x.join(" and "),
            y.join(" and "),
            z = zs.join(" or "),
            end = either_set(zs, "A", "B"),
        ));
    step = a.draw(step);
    step = b.draw(step);
    step = c.draw(step);
    for digit in x {
        step = step.link(rc_link(a, c, digit));
    }
    for digit in y {
        step = step.link(rc_link(b, c, digit));
    }
    elims.apply(z_fins(step, &[a, b], zs)).build()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GridSolver;
    use crate::LayerGrid;
    use crate::strategies::test_support::{a_listed_step, pencil};

    #[test]
    fn a_pivot_joins_two_sets() {
        let grid = pencil(
            "
            +--------------------+-----------------+----------------+
            | 123689 12689 12349 | 1679 469  13479 | 123 12359 1589 |
            | 12689  5     12349 | 169  469  1349  | 123 7     189  |
            | 139    19    7     | 5    2    8     | 6   1349  149  |
            +--------------------+-----------------+----------------+
            | 2356   26    235   | +8   1    579   | +4  39    79   |
            | 179    179   19    | 4    3    6     | 5   +8    2    |
            | 35     +4    8     | 79   59   2     | 137 139   6    |
            +--------------------+-----------------+----------------+
            | 1258   128   6     | 12   7    145   | 9   1245  3    |
            | 4      1279  1259  | 3    +8   159   | 127 +6    157  |
            | 12579  3     1259  | 1269 4569 1459  | 8   1245  1457 |
            +--------------------+-----------------+----------------+",
        );
        a_listed_step(
            &AlsXyWing,
            &grid,
            "ALS-XY-Wing: A=r3c12 {139}, B=r4c1238 {23569}, C=r6c1 {35}, X=3, Y=5, Z=9 => r3c8<>9",
        );
    }

    #[test]
    fn nothing_when_absent() {
        let grid = pencil(
            "
            +-----------------+-----------+--------------+
            | 235   125  4    | +7  +8 36 | 135 56  9    |
            | 6     +9   13   | +5  4  +2 | 8   7   13   |
            | 357   8    357  | +9  +1 36 | 345 2   46   |
            +-----------------+-----------+--------------+
            | 38    7    +9   | 18  5  +4 | 2   368 1368 |
            | 23458 1245 1358 | 128 6  7  | 13  9   1348 |
            | 248   124  +6   | 128 +3 9  | +7  48  5    |
            +-----------------+-----------+--------------+
            | 9     +3   78   | 4   27 +5 | +6  1   278  |
            | 1     45   57   | +6  27 8  | +9  35  2347 |
            | 4578  6    2    | 3   9  +1 | 45  458 478  |
            +-----------------+-----------+--------------+",
        );
        assert!(AlsXyWing.find(&grid).is_none());
        assert!(AlsXyWing.find(&LayerGrid::new()).is_none());
    }
}
