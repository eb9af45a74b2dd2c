//! ALS-XY-Wing: two almost locked sets joined through a third.

use std::ops::ControlFlow;

use super::xz::rc_link;
use super::{Als, Eliminations, common_eliminations, index};
use crate::strategies::{Found, Scan};
use crate::{DigitSet, LayerGrid, Step, Technique};

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
/// assert!(AlsXyWing.find(&LayerGrid::new()).is_none());
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct AlsXyWing;

impl Scan for AlsXyWing {
    const NAME: &'static str = Technique::AlsXyWing.name();

    fn scan(&self, grid: &LayerGrid, found: &mut Found) -> ControlFlow<()> {
        let index = index(grid);
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
                    if elims.is_empty() {
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
    let mut step = Step::new(Technique::AlsXyWing)
        .detail(format!("A={a_text}, B={b_text}, C={c_text}, X={x}, Y={y}, Z={zs}"))
        .explain(format!(
            "A = {a_text}, B = {b_text} and C = {c_text} are almost locked sets (each holds one digit more than it has cells). Every {} of C sees every one of A, and every {} of C sees every one of B. If A held no {z}, it would be locked and take {} from C; if B held no {z}, it would take {} from C. C cannot lose both, so {z} is in A or in B, and a cell that sees all its places in both sets cannot hold it.",
            x.join(" and "),
            y.join(" and "),
            x.join(" and "),
            y.join(" and "),
            z = zs.join(" and "),
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
    for z in zs {
        for cell in a.cells_of(z) | b.cells_of(z) {
            step = step.fin(cell, z);
        }
    }
    elims.apply(step)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GridSolver;

    #[test]
    fn nothing_in_the_empty_grid() {
        assert!(AlsXyWing.find(&LayerGrid::new()).is_none());
    }
}
