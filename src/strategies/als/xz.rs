//! ALS-XZ: two almost locked sets joined by a restricted common digit.

use std::ops::ControlFlow;

use super::{Als, Eliminations, Reported, common_eliminations, either_set, z_fins};
use crate::strategies::{Found, Scan};
use crate::{CandidateView, ChainNode, Digit, DigitSet, Link, LinkKind, Step, Technique};

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
///     +----------+---------------+----------+
///     | 24 1  38 | 289 23489 348 | 5  +7 +6 |
///     | 25 7  38 | 6   2358  358 | +4 1  +9 |
///     | 45 9  6  | 15  145   7   | 2  +8 +3 |
///     +----------+---------------+----------+
///     | 8  26 +4 | 12  123   36  | +7 +9 +5 |
///     | +9 56 +7 | 4   58    568 | +3 2  1  |
///     | +3 25 +1 | 7   25    9   | 8  +6 4  |
///     +----------+---------------+----------+
///     | +1 +3 2  | 89  4789  48  | +6 5  78 |
///     | +7 +8 +5 | 3   6     1   | +9 +4 +2 |
///     | +6 +4 9  | 58  578   2   | 1  3  78 |
///     +----------+---------------+----------+
/// ".parse()?;
/// let step = AlsXz.find(&grid).expect("an instance");
/// assert_eq!(
///     step.to_string(),
///     "ALS-XZ: A=r3c4 {15}, B=r4c4,r6c5 {125}, X=1, Z=5 => r2c5,r3c5<>5"
/// );
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct AlsXz;

impl Scan for AlsXz {
    const TECHNIQUE: Technique = Technique::AlsXz;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        let index = view.als_index();
        let mut reported = Reported::default();
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
                if elims.is_empty() || !reported.first(&elims) {
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
    let mut step = Step::builder(Technique::AlsXz);
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
                "A = {a_text} and B = {b_text} are almost locked sets (each holds one digit more than it has cells). Every {x} of A sees every {x} of B, so {x} is in at most one of them and the other one is locked, holding all its other digits. {}",
                either_set(zs, "A", "B")
            ));
    }
    step = a.draw(step);
    step = b.draw(step);
    for digit in x {
        step = step.link(rc_link(a, b, digit));
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
    fn singly_linked_sets_clear_the_common_digit() {
        let grid = pencil(
            "
            +----------+---------------+----------+
            | 24 1  38 | 289 23489 348 | 5  +7 +6 |
            | 25 7  38 | 6   2358  358 | +4 1  +9 |
            | 45 9  6  | 15  145   7   | 2  +8 +3 |
            +----------+---------------+----------+
            | 8  26 +4 | 12  123   36  | +7 +9 +5 |
            | +9 56 +7 | 4   58    568 | +3 2  1  |
            | +3 25 +1 | 7   25    9   | 8  +6 4  |
            +----------+---------------+----------+
            | +1 +3 2  | 89  4789  48  | +6 5  78 |
            | +7 +8 +5 | 3   6     1   | +9 +4 +2 |
            | +6 +4 9  | 58  578   2   | 1  3  78 |
            +----------+---------------+----------+",
        );
        a_listed_step(
            &AlsXz,
            &grid,
            "ALS-XZ: A=r3c4 {15}, B=r4c4,r6c5 {125}, X=1, Z=5 => r2c5,r3c5<>5",
        );
    }

    #[test]
    fn doubly_linked_sets_are_both_locked() {
        let grid = pencil(
            "
            +----------------+-----------+-------------------+
            | 5     +7   48  | +6 39 39  | 2      1     48   |
            | 369   1    368 | +2 4  +7  | 5      368   369  |
            | 23469 2469 346 | 8  +1 +5  | 3469   346   7    |
            +----------------+-----------+-------------------+
            | 469   469  +5  | 3  +7 1   | 48     2     468  |
            | 126   26   7   | +9 +8 +4  | 136    +5    136  |
            | 8     3    14  | +5 6  +2  | +7     9     14   |
            +----------------+-----------+-------------------+
            | 134   48   9   | 17 +2 6   | 1348   3478  5    |
            | 7     68   136 | 4  +5 389 | 13689  368   +2   |
            | 1346  5    2   | 17 39 389 | 134689 34678 1369 |
            +----------------+-----------+-------------------+",
        );
        a_listed_step(
            &AlsXz,
            &grid,
            "ALS-XZ: A=r16c3 {148}, B=r16c9 {148}, X=1,8 (doubly linked) => r3c3,r4c9<>4",
        );
    }

    #[test]
    fn nothing_when_absent() {
        let grid = pencil(
            "
            +---------------+-------------+----------------+
            | 14  5    +3   | 6  9    7   | 124   8  124   |
            | 189 6    18   | 2  +3   4   | 19    +5 7     |
            | 479 2479 247  | +8 1    +5  | 469   3  469   |
            +---------------+-------------+----------------+
            | 2   89   468  | 7  456  69  | 3     +1 4568  |
            | 15  47   1467 | +3 2456 8   | 2467  9  2456  |
            | 589 3    4678 | +1 2456 269 | 24678 27 24568 |
            +---------------+-------------+----------------+
            | 478 1    247  | +5 278  +3  | 2789  6  289   |
            | 3   278  5    | +9 2678 26  | 1278  4  128   |
            | +6  278  9    | +4 278  1   | 5     27 +3    |
            +---------------+-------------+----------------+",
        );
        assert!(AlsXz.find(&grid).is_none());
        assert!(AlsXz.find(&LayerGrid::new()).is_none());
    }
}
