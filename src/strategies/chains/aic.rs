//! Alternating inference chains, on single candidates and with grouped nodes.

use std::ops::ControlFlow;

use crate::strategies::{Found, Scan};
use crate::{CandidateView, Technique};

/// AIC (alternating inference chain): candidates joined alternately by strong links
/// (at least one end true: the only two places of a digit in a house, or the only two
/// candidates of a cell) and weak links (at most one end true), starting and ending with
/// a strong link. One of the two ends is true, so every candidate that would rule out
/// both ends goes: on one digit, the cells that see both ends; on two digits whose end
/// cells see each other, each end's digit from the other end's cell.
///
/// Chains that are X-Chains (one digit) or XY-Chains (bivalue cells) are left to those
/// techniques. Written in Eureka notation,
/// `AIC: (5)r2c3=(5)r2c8-(5)r7c8=(3)r7c8-(3)r7c3=(3)r2c3 => r2c3<>...`; the shortest
/// chain is reported first.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::Aic, GridSolver, LayerGrid};
///
/// let grid: LayerGrid = "
/// +-------------+-----------------+---------------+
/// | 57  9   1   | 34  8     257   | 257   34  6   |
/// | 34  57  +2  | +9  1467  13567 | 1457  38  178 |
/// | 34  6   8   | 13  12457 12357 | 12457 9   17  |
/// +-------------+-----------------+---------------+
/// | 19  47  467 | 8   12467 12679 | 147   5   3   |
/// | 18  2   +5  | 146 3     167   | 9     468 178 |
/// | 189 3   467 | 5   1467  1679  | 147   68  2   |
/// +-------------+-----------------+---------------+
/// | 6   14  34  | 7   9     135   | 8     +2  45  |
/// | 57  +8  37  | 2   56    4     | 36    1   +9  |
/// | 2   145 9   | 136 156   +8    | 36    7   45  |
/// +-------------+-----------------+---------------+
/// ".parse()?;
/// let step = Aic.find(&grid).expect("an AIC");
/// assert_eq!(step.to_string(), "AIC: (4)r1c4=(3)r1c4-(3)r1c8=(3)r2c8-(3)r2c1=(4)r2c1 => r2c5<>4");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct Aic;

/// Grouped AIC: an [`Aic`] that uses at least one grouped node, a digit in two or three
/// cells of a box that share a row or column (written `(5)r2c36`), and no almost locked
/// set (those are [`AlsAic`]). "The digit is in one of these cells" is strongly linked
/// to a cell that is the only other place of the digit in the box or line, and weakly
/// linked to every cell that sees all of them.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::GroupedAic, GridSolver, LayerGrid};
///
/// let grid: LayerGrid = "
/// +---------------+--------------+----------------+
/// | +8 12359 1259 | 6   234  249 | 7    1349 349  |
/// | 4  379   79   | 5   78   1   | +6   389  2    |
/// | 6  12379 1279 | 234 78   249 | 1389 5    3489 |
/// +---------------+--------------+----------------+
/// | 2  47    478  | 1   34   +5  | 389  6    389  |
/// | +9 1456  145  | 234 2346 8   | 1235 123  7    |
/// | 3  156   158  | +9  26   7   | 4    128  58   |
/// +---------------+--------------+----------------+
/// | +1 8     6    | 247 9    3   | 25   247  45   |
/// | +7 24    3    | 248 +5   +6  | 289  2489 1    |
/// | 5  249   249  | 78  +1   24  | 38   378  +6   |
/// +---------------+--------------+----------------+
/// ".parse()?;
/// let step = GroupedAic.find(&grid).expect("a grouped AIC");
/// assert_eq!(
///     step.to_string(),
///     "Grouped AIC: (4)r1c8=(4)r13c9-(4)r7c9=(5)r7c9-(5)r6c9=(5)r5c7-(1)r5c7=(1)r3c7 => r1c8<>1"
/// );
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct GroupedAic;

impl Scan for Aic {
    const TECHNIQUE: Technique = Technique::Aic;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        super::scan(view, Technique::Aic, found)
    }
}

/// ALS AIC: an [`Aic`] through at least one almost locked set (`n` cells of a house with
/// `n + 1` digits), and maybe groups. The engine tries it after the named ALS
/// techniques ([`AlsXz`](crate::strategies::AlsXz) and the others), and it rates above
/// them.
///
/// A true `x` that sees every `x` of the set takes `x` out of it; the set is then
/// locked, and each of its other digits `z` goes from every cell that sees all the set's
/// `z`s. A set is written as in Eureka, with the digit it is entered on and the digits it
/// keeps: `-(5=389)r4c79,r6c9-`. Its `z` may also take `z` out of a second set, with no
/// cell in common, whose every `z` sees every `z` of the first: `-(4=58)r67c9-(8=39)r4c79-`.
/// And a set that loses `x` may leave a cell with one candidate `c`, when its other
/// digits see every other candidate there: "`x` is in the set" and "the cell is `c`" are
/// then strongly linked, written the same way, `-(2=389)r489c7=(1)r3c7`: the set holds
/// 2, or else 3, 8 and 9, which leave r3c7 only 1.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::AlsAic, GridSolver, LayerGrid};
///
/// let grid: LayerGrid = "
/// +---------------+--------------+----------------+
/// | +8 12359 1259 | 6   234  249 | 7    1349 349  |
/// | 4  379   79   | 5   78   1   | +6   389  2    |
/// | 6  12379 1279 | 234 78   249 | 1389 5    3489 |
/// +---------------+--------------+----------------+
/// | 2  47    478  | 1   34   +5  | 389  6    389  |
/// | +9 1456  145  | 234 2346 8   | 1235 123  7    |
/// | 3  156   158  | +9  26   7   | 4    128  58   |
/// +---------------+--------------+----------------+
/// | +1 8     6    | 247 9    3   | 25   247  45   |
/// | +7 24    3    | 248 +5   +6  | 289  2489 1    |
/// | 5  249   249  | 78  +1   24  | 38   378  +6   |
/// +---------------+--------------+----------------+
/// ".parse()?;
/// let step = AlsAic.find(&grid).expect("an AIC through a set");
/// assert_eq!(step.to_string(), "ALS AIC: (4)r1c8=(4)r13c9-(4=25)r7c79-(2=389)r489c7=(1)r3c7 => r1c8<>1");
/// assert!(AlsAic.find(&LayerGrid::new()).is_none());
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct AlsAic;

impl Scan for AlsAic {
    const TECHNIQUE: Technique = Technique::AlsAic;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        super::scan(view, Technique::AlsAic, found)
    }
}

impl Scan for GroupedAic {
    const TECHNIQUE: Technique = Technique::GroupedAic;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        super::scan(view, Technique::GroupedAic, found)
    }
}

#[cfg(test)]
mod tests {
    // States reached by the engine from minimal puzzles made from `Grid::random_solved`.

    use super::*;
    use crate::GridSolver;
    use crate::LayerGrid;
    use crate::strategies::test_support::{candidates, eliminations, pencil};

    const AIC_TWO_DIGITS: &str = r"
+------------------+-------------+-------------+
| 348  389   34789 | 1   68  78  | 2    369 5  |
| 6    +5    2     | 39  49  34  | +1   7   8  |
| 38   +1    3789  | 5   268 278 | 369  4   39 |
+------------------+-------------+-------------+
| 23   2368  368   | 89  +1  5   | 4    39  +7 |
| 9    7     +1    | +4  3   6   | +5   +8  +2 |
| +5   4     38    | 7   289 28  | 39   1   6  |
+------------------+-------------+-------------+
| 1    23689 34689 | 238 478 34  | 3679 +5  39 |
| 2348 2368  5     | 238 478 9   | 367  236 +1 |
| 7    239   39    | 6   +5  +1  | 8    239 4  |
+------------------+-------------+-------------+
";

    const GROUPED_AIC: &str = r"
+---------------+--------------+----------------+
| +8 12359 1259 | 6   234  249 | 7    1349 349  |
| 4  379   79   | 5   78   1   | +6   389  2    |
| 6  12379 1279 | 234 78   249 | 1389 5    3489 |
+---------------+--------------+----------------+
| 2  47    478  | 1   34   +5  | 389  6    389  |
| +9 1456  145  | 234 2346 8   | 1235 123  7    |
| 3  156   158  | +9  26   7   | 4    128  58   |
+---------------+--------------+----------------+
| +1 8     6    | 247 9    3   | 25   247  45   |
| +7 24    3    | 248 +5   +6  | 289  2489 1    |
| 5  249   249  | 78  +1   24  | 38   378  +6   |
+---------------+--------------+----------------+
";

    #[test]
    fn one_digit_at_both_ends() {
        let grid = pencil(crate::strategies::test_support::AIC_STATE);
        let step = Aic.find(&grid).unwrap();
        assert_eq!(eliminations(&step), candidates("r2c5<>4"));
        assert_eq!(
            step.to_string(),
            "AIC: (4)r1c4=(3)r1c4-(3)r1c8=(3)r2c8-(3)r2c1=(4)r2c1 => r2c5<>4"
        );
        assert_eq!(
            step.explanation(),
            "If r1c4 is not 4, then r1c4 is 3, so r1c8 is not 3, so r2c8 is 3, so r2c1 is not 3, so r2c1 is 4. So r1c4 is 4 or r2c1 is 4; either way r2c5 cannot be 4."
        );
    }

    #[test]
    fn two_digits_whose_cells_see_each_other() {
        let grid = pencil(AIC_TWO_DIGITS);
        let step = Aic.find(&grid).unwrap();
        assert_eq!(eliminations(&step), candidates("r3c7<>9"));
        assert_eq!(
            step.to_string(),
            "AIC: (6)r3c7=(6)r3c5-(2)r3c5=(2)r6c5-(9)r6c5=(9)r6c7 => r3c7<>9"
        );
    }

    #[test]
    fn grouped_nodes() {
        let grid = pencil(GROUPED_AIC);
        let steps = GroupedAic.find_all(&grid);
        let step = steps
            .iter()
            .find(|s| eliminations(s) == candidates("r2c2<>7"))
            .unwrap();
        assert_eq!(
            step.to_string(),
            "Grouped AIC: (3)r2c2=(3)r2c8-(3)r13c9=(3)r4c9-(3)r4c5=(4)r4c5-(4)r4c2=(7)r4c2 => r2c2<>7"
        );
        // The group is one node of the links a front end draws.
        let group = step.pattern().links[1].to;
        assert_eq!(group.cells.to_list(), "r1c9,r3c9");
        // Every grouped chain has a group; plain chains are left to `Aic`.
        for step in GroupedAic.find_all(&grid) {
            assert!(
                step.pattern().links.iter().any(|l| l.from.cells.len() > 1),
                "{step}"
            );
        }
    }

    #[test]
    fn almost_locked_set_nodes() {
        let grid = pencil(GROUPED_AIC);
        let steps = AlsAic.find_all(&grid);
        let step = steps
            .iter()
            .find(|s| eliminations(s) == candidates("r1c5<>4"))
            .unwrap();
        // r6c9 {58} and r7c9 {45}: two cells, three digits; r4c7 {389} and r4c9 {389}
        // likewise. Without its 4 the first set holds 5 and 8; its 8 (r6c9) sees both
        // 8s of the second, which then holds 3 and 9, so r4c5 is not 3.
        assert_eq!(
            step.to_string(),
            "ALS AIC: (4)r1c8=(4)r13c9-(4=58)r67c9-(8=39)r4c79-(3)r4c5=(4)r4c5 => r1c5<>4"
        );
        assert_eq!(
            step.explanation(),
            "If r1c8 is not 4, then 4 is in r1c9 or r3c9, so the almost locked set r67c9 {458} loses 4, so it holds 5 and 8, so the almost locked set r4c79 {389} loses 8, so it holds 3 and 9, so r4c5 is not 3, so r4c5 is 4. So r1c8 is 4 or r4c5 is 4; either way r1c5 cannot be 4."
        );
        // The sets are drawn whole, each passed by a strong link and joined to the
        // other by a weak link on 8.
        for (r, c, d) in [(4, 7, 3), (4, 9, 8), (6, 9, 5), (6, 9, 8), (7, 9, 4)] {
            let cell = crate::Cell::from_row_col(r, c).unwrap();
            let digit = crate::Digit::new(d).unwrap();
            assert!(
                step.pattern()
                    .candidates
                    .contains(&crate::Candidate::new(cell, digit))
            );
        }
        let links = &step.pattern().links;
        assert_eq!(links[2].kind, crate::LinkKind::Strong);
        assert_eq!(
            (links[3].from.to_string(), links[3].to.to_string(), links[3].kind),
            ("(8)r6c9".into(), "(8)r4c79".into(), crate::LinkKind::Weak)
        );
        assert_eq!(links[4].kind, crate::LinkKind::Strong);
    }

    #[test]
    fn almost_locked_set_that_leaves_a_cell_one_candidate() {
        let grid = pencil(GROUPED_AIC);
        let step = AlsAic.find(&grid).unwrap();
        assert_eq!(eliminations(&step), candidates("r1c8<>1"));
        // r4c7, r8c7, r9c7 {2389}: without its 2 the set holds 3, 8 and 9, all of
        // which r3c7 {1389} sees there, so r3c7 is 1.
        assert_eq!(
            step.to_string(),
            "ALS AIC: (4)r1c8=(4)r13c9-(4=25)r7c79-(2=389)r489c7=(1)r3c7 => r1c8<>1"
        );
        assert_eq!(
            step.explanation(),
            "If r1c8 is not 4, then 4 is in r1c9 or r3c9, so the almost locked set r7c79 {245} loses 4, so it holds 2 and 5, so the almost locked set r489c7 {2389} loses 2 and holds 3, 8 and 9, so r3c7 is 1. So r1c8 is 4 or r3c7 is 1; either way r1c8 cannot be 1."
        );
        let last = step.pattern().links[4];
        assert_eq!(
            (last.from.to_string(), last.to.to_string(), last.kind),
            ("(2)r8c7".into(), "(1)r3c7".into(), crate::LinkKind::Strong)
        );
    }

    #[test]
    fn no_almost_locked_set_node_without_a_set() {
        // Three empty cells of a solved grid, one candidate each: no set of two cells
        // or more has one digit more than cells, so no chain passes one.
        let mut bytes = crate::Grid::random_solved(7).to_bytes();
        bytes[..3].fill(0);
        let grid = LayerGrid::from_grid(&crate::Grid::try_from(bytes).unwrap());
        assert!(!super::super::LinkGraph::new(&crate::CandidateView::new(&grid)).has_als_nodes());
        assert!(GroupedAic.find(&grid).is_none());
    }

    #[test]
    fn x_and_xy_chains_are_left_to_their_techniques() {
        let grid = pencil(crate::strategies::test_support::AIC_STATE);
        for step in Aic.find_all(&grid) {
            let digits: Vec<_> = step.pattern().links.iter().map(|l| l.from.digit).collect();
            assert!(digits.iter().any(|&d| d != digits[0]), "{step}");
        }
    }

    #[test]
    fn nothing_in_an_open_grid() {
        assert!(Aic.find(&LayerGrid::new()).is_none());
        assert!(GroupedAic.find(&LayerGrid::new()).is_none());
    }
}
