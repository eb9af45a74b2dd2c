//! ALS-XZ: two almost locked sets joined by a restricted common digit.

use std::ops::ControlFlow;

use super::{Als, Eliminations, common_eliminations, index};
use crate::strategies::{Found, Scan};
use crate::{ChainNode, Digit, DigitSet, LayerGrid, Link, LinkKind, Step, Technique};

/// ALS-XZ: two almost locked sets A and B whose every `X` sees every `X` of the other
/// (the restricted common). `X` is in at most one of them, so the other is locked: a
/// digit `Z` common to both is then in A or in B, and leaves every cell that sees all
/// its places in both. When the two sets share two restricted commons (doubly linked),
/// each set is locked and every one of its digits leaves the cells that see all its
/// places in the set.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::AlsXz, GridSolver, LayerGrid};
///
/// let grid: LayerGrid = "
///     +4 +2 +7 +5 +1 3 +6 +9 +8
///     +1 +9 +8 6 +2 +4 +3 5 +7
///     +6 5 3 +8 +7 9 4 +2 +1
///     24 +3 +5 +7 +9 +6 +8 +1 24
///     +9 +1 +6 +4 +8 +2 +5 +7 +3
///     +7 +8 24 +1 +3 +5 +9 6 24
///     3 +4 29 +2 6 +8 +7 +1 59 +5 9
///     258 +6 29 259 4 +7 +1 +3 259
///     258 +7 +1 259 +3 +1 29 +8 +6"
///     .parse()?;
/// # let _ = grid;
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct AlsXz;

impl Scan for AlsXz {
    const NAME: &'static str = Technique::AlsXz.name();

    fn scan(&self, grid: &LayerGrid, found: &mut Found) -> ControlFlow<()> {
        let index = index(grid);
        for (i, a) in index.alses.iter().enumerate() {
            for rc in index.rcs_of(i) {
                let j = rc.other as usize;
                if j <= i || rc.overlaps {
                    continue;
                }
                let b = &index.alses[j];
                let doubly = rc.digits.len() >= 2;
                let common = a.digits & b.digits;
                let zs = if doubly { common } else { common - rc.digits };
                let mut elims = Eliminations::default();
                common_eliminations(a, b, zs, &mut elims);
                let z_digits = elims.digits();
                if doubly {
                    for z in a.digits - rc.digits {
                        elims.add(z, a.buddies_of(z) - b.cells);
                    }
                    for z in b.digits - rc.digits {
                        elims.add(z, b.buddies_of(z) - a.cells);
                    }
                }
                if elims.is_empty() {
                    continue;
                }
                found.push(step(a, b, rc.digits, z_digits, &elims))?;
            }
        }
        ControlFlow::Continue(())
    }
}

/// A weak link between the places of `digit` in two sets.
pub(super) fn rc_link(a: &Als, b: &Als, digit: Digit) -> Link {
    Link {
        from: ChainNode {
            digit,
            cells: a.cells_of(digit),
        },
        to: ChainNode {
            digit,
            cells: b.cells_of(digit),
        },
        kind: LinkKind::Weak,
    }
}

fn step(a: &Als, b: &Als, x: DigitSet, zs: DigitSet, elims: &Eliminations) -> Step {
    let (a_text, b_text) = (a.text(), b.text());
    let mut step = Step::new(Technique::AlsXz);
    if x.len() >= 2 {
        step = step
            .detail(format!("A={a_text}, B={b_text}, X={x} (doubly linked)"))
            .explain(format!(
                "A = {a_text} and B = {b_text} are almost locked sets (each holds one digit more than it has cells) joined by two restricted commons, {}: every place of each in A sees every place of it in B, so each is in at most one of the sets. Neither set can lose both, so each set holds exactly one of them and is locked: every digit of A and of B must be in its set, and leaves the other cells that see all its places there.",
                x.join(" and ")
            ));
    } else {
        step = step
            .detail(format!("A={a_text}, B={b_text}, X={x}, Z={zs}"))
            .explain(format!(
                "A = {a_text} and B = {b_text} are almost locked sets (each holds one digit more than it has cells). Every {x} of A sees every {x} of B, so {x} is in at most one of them and the other one is locked, holding all its other digits. So {} is in A or in B, and a cell that sees all its places in both sets cannot hold it.",
                zs.join(" and ")
            ));
    }
    step = a.draw(step);
    step = b.draw(step);
    for digit in x {
        step = step.link(rc_link(a, b, digit));
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
    use crate::strategies::test_support::{candidates, eliminations, pencil};

    #[test]
    fn nothing_in_the_empty_grid() {
        assert!(AlsXz.find(&LayerGrid::new()).is_none());
    }
}
