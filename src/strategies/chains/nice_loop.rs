//! Nice loops: continuous and discontinuous, on single candidates and with grouped
//! nodes.

use std::ops::ControlFlow;

use crate::strategies::{Found, Scan};
use crate::{CandidateView, Technique};

/// Continuous Nice Loop: an alternating chain that closes on itself with strong and
/// weak links alternating all the way round. Then every weak link of the loop is strong
/// too: where the loop passes through a cell on two digits, the cell's other candidates
/// go; where a weak link joins two cells on a digit, every other cell that sees both
/// loses that digit.
///
/// Written as a loop in Eureka notation, ending at its first node:
/// `(1)r1c1=(1)r1c5-(1)r3c5=...-(1)r1c1`.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::ContinuousNiceLoop, GridSolver, LayerGrid};
///
/// let grid: LayerGrid = "
/// +-------------+-----------------+---------------+
/// | 57  9   1   | 34  8     257   | 257   34  6   |
/// | 34  57  +2  | +9  167   156   | 1457  38  178 |
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
/// let step = ContinuousNiceLoop.find(&grid).expect("a continuous loop");
/// assert_eq!(step.to_string(), "Continuous Nice Loop: (4)r1c8=(3)r1c8-(3)r2c8=(3)r2c1-(4)r2c1=(4)r2c7-(4)r1c8 => r3c7<>4");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct ContinuousNiceLoop;

/// Discontinuous Nice Loop: a chain from a candidate back to itself. Weak links at both
/// ends: assuming the candidate true makes it false, so it goes. Strong links at both
/// ends: assuming it false makes it true, so it is placed (the step removes the other
/// candidates of its cell).
///
/// Written `(5)r5c3-(5)r2c3=...=(5)r7c3-(5)r5c3 => r5c3<>5`.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::DiscontinuousNiceLoop, GridSolver, LayerGrid};
///
/// let grid: LayerGrid = "
/// +----------------+---------------+------------+
/// | 2    348 348   | 57  56   367  | 9  +1  [7] |
/// | [3]  +5  1     | +9  4    37   | +8 +6  2   |
/// | +7   +6  +9    | +2  +1   8    | +4 3   +5  |
/// +----------------+---------------+------------+
/// | +5   +2  6     | +8  7    +4   | +3 +9  +1  |
/// | 8    +1  7     | 6   +3   9    | 2  5   +4  |
/// | 349  349 34    | 1   +2   5    | +7 8   6   |
/// +----------------+---------------+------------+
/// | 469  489 2458  | 457 5689 267  | 1  247 +3  |
/// | 1346 7   23458 | 45  568  126  | 56 24  9   |
/// | 1469 49  245   | 3   569  1267 | 56 247 8   |
/// +----------------+---------------+------------+
/// ".parse()?;
/// let step = DiscontinuousNiceLoop.find(&grid).expect("a discontinuous loop");
/// assert_eq!(step.to_string(), "Discontinuous Nice Loop: (4)r1c3-(8)r1c3=(8)r1c2-(3)r1c2=(3)r6c2-(3)r6c3=(4)r6c3-(4)r1c3 => r1c3<>4");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct DiscontinuousNiceLoop;

/// Grouped Continuous Nice Loop: a [`ContinuousNiceLoop`] that uses at least one
/// grouped node (a digit in two or three cells of a box that share a row or column).
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::GroupedContinuousNiceLoop, GridSolver, LayerGrid};
///
/// let grid: LayerGrid = "
/// +------------+---------------+--------------+
/// | 18  46  9  | 2   456  57   | 158  3   678 |
/// | 12  3   5  | 79  469  8    | 12   47  67  |
/// | 7   246 48 | 135 346  13   | 9    45  28  |
/// +------------+---------------+--------------+
/// | 9   8   +7 | 4   35   35   | +6   +2  1   |
/// | +6  5   +2 | 79  1    79   | +4   8   +3  |
/// | +4  1   3  | +6  +8   +2   | 7    9   5   |
/// +------------+---------------+--------------+
/// | 258 249 48 | 135 7    +6   | 238  15  89  |
/// | 3   79  +1 | 8   259  4    | 25   6   279 |
/// | 58  279 6  | 135 2359 1359 | 2358 157 4   |
/// +------------+---------------+--------------+
/// ".parse()?;
/// let step = GroupedContinuousNiceLoop.find(&grid).expect("a grouped continuous loop");
/// assert_eq!(step.to_string(), "Grouped Continuous Nice Loop: (5)r1c7=(5)r3c8-(5)r3c4=(5)r79c4-(5)r8c5=(5)r8c7-(5)r1c7 => r9c5,r9c6,r9c7<>5");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct GroupedContinuousNiceLoop;

/// Grouped Discontinuous Nice Loop: a [`DiscontinuousNiceLoop`] that uses at least one
/// grouped node and no almost locked set (those are [`AlsDiscontinuousNiceLoop`]).
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::GroupedDiscontinuousNiceLoop, GridSolver, LayerGrid};
///
/// let grid: LayerGrid = "
/// +----------------------+--------------------+----------------+
/// | 2     34568   3458   | 57     1356  1367  | 9    1467 1457 |
/// | 35679 35689   1      | 579    4     367   | 5678 67   2    |
/// | 45679 4569    459    | 2579   12569 8     | 4567 3    1457 |
/// +----------------------+--------------------+----------------+
/// | 13459 123459  6      | 248    7     234   | 34   149  134  |
/// | 8     134     7      | 6      [3]   9     | 2    5    134  |
/// | 349   2349    2349   | 1      23    5     | 347  8    6    |
/// +----------------------+--------------------+----------------+
/// | 34569 2345689 234589 | 245789 25689 2467  | 1    2467 3457 |
/// | 13456 7       23458  | 2458   12568 1246  | 3456 246  9    |
/// | 14569 124569  2459   | 3      12569 12467 | 4567 2467 8    |
/// +----------------------+--------------------+----------------+
/// ".parse()?;
/// let step = GroupedDiscontinuousNiceLoop.find(&grid).expect("a grouped discontinuous loop");
/// // Were r2c2 8, r1c2 would not be, so r1c3 would; then r7c3 and r8c3 would not be
/// // 8, so r7c2 would, in the column of r2c2.
/// assert_eq!(
///     step.to_string(),
///     "Grouped Discontinuous Nice Loop: (8)r2c2-(8)r1c2=(8)r1c3-(8)r78c3=(8)r7c2-(8)r2c2 => r2c2<>8"
/// );
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct GroupedDiscontinuousNiceLoop;

/// ALS Continuous Nice Loop: a [`ContinuousNiceLoop`] through at least one almost
/// locked set (`n` cells of a house with `n + 1` digits), entered on one digit and left
/// on another. The loop holds one of the two in the set either way round, so the set's
/// other digits are locked in it too. The engine tries it after the named ALS
/// techniques ([`AlsXz`](crate::strategies::AlsXz) and the others), and it rates above
/// them. A set is written as in Eureka, `(x=yz)cells`: entered on `x`, it holds `y`
/// and `z`.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::AlsContinuousNiceLoop, GridSolver, LayerGrid};
///
/// // The open grid has no almost locked set, and so no such loop.
/// assert!(AlsContinuousNiceLoop.find(&LayerGrid::new()).is_none());
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct AlsContinuousNiceLoop;

/// ALS Discontinuous Nice Loop: a [`DiscontinuousNiceLoop`] through at least one almost
/// locked set (see [`AlsContinuousNiceLoop`]). The loop may also come back to its
/// candidate from a set whose every place of the digit the candidate sees:
/// `(6)r1c8-(6)r2c8=(7)r2c8-(7=246)r789c8-(6)r1c8 => r1c8<>6`.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::AlsDiscontinuousNiceLoop, GridSolver, LayerGrid};
///
/// let grid: LayerGrid = "
/// +----------------------+--------------------+----------------+
/// | 2     34568   3458   | 57     1356  1367  | 9    1467 1457 |
/// | 35679 35689   1      | 579    4     367   | 5678 67   2    |
/// | 45679 4569    459    | 2579   12569 8     | 4567 3    1457 |
/// +----------------------+--------------------+----------------+
/// | 13459 123459  6      | 248    7     234   | 34   149  134  |
/// | 8     134     7      | 6      [3]   9     | 2    5    134  |
/// | 349   2349    2349   | 1      23    5     | 347  8    6    |
/// +----------------------+--------------------+----------------+
/// | 34569 2345689 234589 | 245789 25689 2467  | 1    2467 3457 |
/// | 13456 7       23458  | 2458   12568 1246  | 3456 246  9    |
/// | 14569 124569  2459   | 3      12569 12467 | 4567 2467 8    |
/// +----------------------+--------------------+----------------+
/// ".parse()?;
/// let step = AlsDiscontinuousNiceLoop.find(&grid).expect("a discontinuous loop through a set");
/// // r4c6 {234}: were it not 4, the set r4c1,r4c2,r4c7,r4c8,r4c9 {123459} would hold
/// // 4 (without it, its 1, 2, 3, 5 and 9 would leave r4c6 only 4), so r4c4 would not
/// // be 4 and r4c6, the only other 4 of the box, would be.
/// assert_eq!(
///     step.to_string(),
///     "ALS Discontinuous Nice Loop: (4)r4c6=(4=12359)r4c12789-(4)r4c4=(4)r4c6 => r4c6<>2,3"
/// );
/// assert!(AlsDiscontinuousNiceLoop.find(&LayerGrid::new()).is_none());
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct AlsDiscontinuousNiceLoop;

macro_rules! loop_strategy {
    ($($name:ident),*) => {$(
        impl Scan for $name {
            const TECHNIQUE: Technique = Technique::$name;

            fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
                super::scan(view, Technique::$name, found)
            }
        }
    )*};
}

loop_strategy!(
    ContinuousNiceLoop,
    DiscontinuousNiceLoop,
    GroupedContinuousNiceLoop,
    GroupedDiscontinuousNiceLoop,
    AlsContinuousNiceLoop,
    AlsDiscontinuousNiceLoop
);

#[cfg(test)]
mod tests {
    // States reached by the engine from minimal puzzles made from `Grid::random_solved`.

    use super::*;
    use crate::GridSolver;
    use crate::LayerGrid;
    use crate::strategies::test_support::{aic_state_with, candidates, eliminations, pencil};

    fn continuous() -> String {
        aic_state_with(&[("r2c5", "167"), ("r2c6", "156")])
    }

    const DISCONTINUOUS: &str = r"
+----------------+---------------+------------+
| 2    348 348   | 57  56   367  | 9  +1  [7] |
| [3]  +5  1     | +9  4    37   | +8 +6  2   |
| +7   +6  +9    | +2  +1   8    | +4 3   +5  |
+----------------+---------------+------------+
| +5   +2  6     | +8  7    +4   | +3 +9  +1  |
| 8    +1  7     | 6   +3   9    | 2  5   +4  |
| 349  349 34    | 1   +2   5    | +7 8   6   |
+----------------+---------------+------------+
| 469  489 2458  | 457 5689 267  | 1  247 +3  |
| 1346 7   23458 | 45  568  126  | 56 24  9   |
| 1469 49  245   | 3   569  1267 | 56 247 8   |
+----------------+---------------+------------+
";

    const PLACEMENT: &str = r"
+---------------+-----------+------------+
| 3   +4   +9   | 5   +6 +7 | 1   8  +2  |
| 58  1    568  | [8] 9  2  | 7   +3 +4  |
| +7  [8]  2    | 48  +3 +1 | +6  +9 5   |
+---------------+-----------+------------+
| +1  9    7    | 3   +4 5  | +8  +2 +6  |
| 4   2568 3568 | 68  27 89 | 359 57 +1  |
| 258 2568 3568 | 1   27 89 | 359 4  79  |
+---------------+-----------+------------+
| 9   +3   +1   | +2  8  +6 | 45  57 [7] |
| 258 258  58   | +7  +1 4  | 59  6  3   |
| +6  7    +4   | +9  5  +3 | +2  1  +8  |
+---------------+-----------+------------+
";

    const GROUPED_CONTINUOUS: &str = r"
+------------+---------------+--------------+
| 18  46  9  | 2   456  57   | 158  3   678 |
| 12  3   5  | 79  469  8    | 12   47  67  |
| 7   246 48 | 135 346  13   | 9    45  28  |
+------------+---------------+--------------+
| 9   8   +7 | 4   35   35   | +6   +2  1   |
| +6  5   +2 | 79  1    79   | +4   8   +3  |
| +4  1   3  | +6  +8   +2   | 7    9   5   |
+------------+---------------+--------------+
| 258 249 48 | 135 7    +6   | 238  15  89  |
| 3   79  +1 | 8   259  4    | 25   6   279 |
| 58  279 6  | 135 2359 1359 | 2358 157 4   |
+------------+---------------+--------------+
";

    const GROUPED_DISCONTINUOUS: &str = r"
+----------------------+--------------------+----------------+
| 2     34568   3458   | 57     1356  1367  | 9    1467 1457 |
| 35679 35689   1      | 579    4     367   | 5678 67   2    |
| 45679 4569    459    | 2579   12569 8     | 4567 3    1457 |
+----------------------+--------------------+----------------+
| 13459 123459  6      | 248    7     234   | 34   149  134  |
| 8     134     7      | 6      [3]   9     | 2    5    134  |
| 349   2349    2349   | 1      23    5     | 347  8    6    |
+----------------------+--------------------+----------------+
| 34569 2345689 234589 | 245789 25689 2467  | 1    2467 3457 |
| 13456 7       23458  | 2458   12568 1246  | 3456 246  9    |
| 14569 124569  2459   | 3      12569 12467 | 4567 2467 8    |
+----------------------+--------------------+----------------+
";

    #[test]
    fn a_continuous_loop_makes_its_weak_links_strong() {
        let grid = pencil(&continuous());
        let step = ContinuousNiceLoop.find(&grid).unwrap();
        assert_eq!(eliminations(&step), candidates("r3c7<>4"));
        assert_eq!(
            step.to_string(),
            "Continuous Nice Loop: (4)r1c8=(3)r1c8-(3)r2c8=(3)r2c1-(4)r2c1=(4)r2c7-(4)r1c8 => r3c7<>4"
        );
        // The loop closes: its last link ends where the first starts.
        let links = &step.pattern().links;
        assert_eq!(links[0].from, links[links.len() - 1].to);
    }

    #[test]
    fn a_discontinuous_loop_removes_its_start() {
        let grid = pencil(DISCONTINUOUS);
        let steps = DiscontinuousNiceLoop.find_all(&grid);
        let step = steps
            .iter()
            .find(|s| eliminations(s) == candidates("r7c3<>4"))
            .unwrap();
        assert_eq!(
            step.to_string(),
            "Discontinuous Nice Loop: (4)r7c3-(4)r1c3=(4)r1c2-(3)r1c2=(3)r6c2-(3)r6c3=(4)r6c3-(4)r7c3 => r7c3<>4"
        );
        assert_eq!(
            step.explanation(),
            "If r7c3 is 4, then r1c3 is not 4, so r1c2 is 4, so r1c2 is not 3, so r6c2 is 3, so r6c3 is not 3, so r6c3 is 4, so r7c3 is not 4: the assumption contradicts itself, so r7c3 cannot be 4."
        );
    }

    #[test]
    fn a_discontinuous_loop_places_its_start() {
        let grid = pencil(PLACEMENT);
        let step = DiscontinuousNiceLoop.find(&grid).unwrap();
        assert_eq!(eliminations(&step), candidates("r6c2<>2 r6c2<>5 r6c2<>8"));
        assert_eq!(
            step.to_string(),
            "Discontinuous Nice Loop: (6)r6c2=(6)r6c3-(6)r5c2=(6)r6c2 => r6c2<>2,5,8"
        );
        assert!(
            step.explanation()
                .ends_with("so r6c2 is 6 and the cell loses its other candidates (2, 5, 8).")
        );
    }

    #[test]
    fn grouped_loops() {
        let grid = pencil(GROUPED_CONTINUOUS);
        let step = GroupedContinuousNiceLoop.find(&grid).unwrap();
        assert_eq!(eliminations(&step), candidates("r9c5<>5 r9c6<>5 r9c7<>5"));
        assert_eq!(
            step.to_string(),
            "Grouped Continuous Nice Loop: (5)r1c7=(5)r3c8-(5)r3c4=(5)r79c4-(5)r8c5=(5)r8c7-(5)r1c7 => r9c5,r9c6,r9c7<>5"
        );
        let grid = pencil(GROUPED_DISCONTINUOUS);
        let steps = AlsDiscontinuousNiceLoop.find_all(&grid);
        let step = steps
            .iter()
            .find(|s| eliminations(s) == candidates("r2c2<>8"))
            .unwrap();
        assert_eq!(
            step.to_string(),
            "ALS Discontinuous Nice Loop: (8)r2c2-(8)r1c2=(8)r1c3-(8=35679)r2c12468=(8)r2c7-(8)r2c2 => r2c2<>8"
        );
    }

    #[test]
    fn discontinuous_loop_back_from_an_almost_locked_set() {
        // r7c8 {2467}, r8c8 {246} and r9c8 {2467}: three cells, four digits. If r1c8
        // were 6, r2c8 {67} would be 7, the set would lose 7 and hold 2, 4 and 6, and
        // its 6s in column 8 would take 6 from r1c8.
        let grid = pencil(GROUPED_DISCONTINUOUS);
        let steps = AlsDiscontinuousNiceLoop.find_all(&grid);
        let step = steps
            .iter()
            .find(|s| eliminations(s) == candidates("r1c8<>6"))
            .unwrap();
        assert_eq!(
            step.to_string(),
            "ALS Discontinuous Nice Loop: (6)r1c8-(6)r2c8=(7)r2c8-(7=246)r789c8-(6)r1c8 => r1c8<>6"
        );
        assert_eq!(
            step.explanation(),
            "If r1c8 is 6, then r2c8 is not 6, so r2c8 is 7, so the almost locked set r789c8 {2467} loses 7, so it holds 2, 4 and 6, so r1c8 is not 6: the assumption contradicts itself, so r1c8 cannot be 6."
        );
    }

    #[test]
    fn nothing_in_an_open_grid() {
        for strategy in [
            &ContinuousNiceLoop as &dyn GridSolver,
            &DiscontinuousNiceLoop,
            &GroupedContinuousNiceLoop,
            &GroupedDiscontinuousNiceLoop,
            &AlsContinuousNiceLoop,
            &AlsDiscontinuousNiceLoop,
        ] {
            assert!(strategy.find(&LayerGrid::new()).is_none());
        }
    }
}
