//! Finned and sashimi fish: an X-Wing, Swordfish or Jellyfish whose base lines hold
//! extra places for the digit (the fins), all in one box.
//!
//! Either a fin holds the digit, or the fish without its fins stands and its cover lines
//! take the digit within the base lines. A cell that lies in a cover line, outside the
//! base lines, and in the fins' box loses the digit either way.
//!
//! Finned and sashimi are told apart as HoDoKu does: the fish is sashimi when some base
//! line, without the fins, would hold the digit in at most one place (so that the fish
//! without its fins would not even be a fish); otherwise it is finned.

use std::ops::ControlFlow;

use super::basic::{ALL_LINES, Frame, fish_step, for_each_base, line_count, sashimi_line};
use crate::strategies::shared::combinations::for_each_bit_subset;
use crate::strategies::shared::fruitless::{DigitInputs, FishSearch};
use crate::strategies::{Found, Scan};
use crate::{CandidateView, LayerGrid, Technique};

/// Finned X-Wing: two rows hold a digit in the same two columns, except for fins in one
/// box; the cells of those columns in the fins' box, outside the rows, lose the digit
/// (and the same with rows and columns swapped).
///
/// The step's pattern lists the base lines, then the cover lines, as its houses; the
/// fins are its [`fins`](crate::Pattern::fins).
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::FinnedXWing, Cell, Digit, GridSolver, LayerGrid};
///
/// // Rows 2 and 7 hold their 5s in columns 3 and 8, and row 7 also in r7c1.
/// let five = Digit::new(5).unwrap();
/// let mut grid = LayerGrid::new();
/// for cell in Cell::ALL {
///     let (row, col) = (cell.row_index() + 1, cell.col_index() + 1);
///     let keep = match row {
///         2 => [3, 8].contains(&col),
///         7 => [1, 3, 8].contains(&col),
///         _ => (row, col) != (9, 3),
///     };
///     if !keep {
///         grid.eliminate(cell, five);
///     }
/// }
/// let step = FinnedXWing.find(&grid).expect("a finned X-Wing");
/// assert_eq!(step.to_string(), "Finned X-Wing: 5 r2,r7 c3,c8 fr7c1 => r8c3<>5");
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct FinnedXWing;

/// Finned Swordfish: a Swordfish whose base lines hold extra places for the digit, all
/// in one box.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::FinnedSwordfish, Cell, Digit, GridSolver, LayerGrid};
///
/// // Rows 1, 5 and 9 hold their 3s in columns 2, 4 and 8, and row 9 also in r9c7.
/// let three = Digit::new(3).unwrap();
/// let mut grid = LayerGrid::new();
/// for cell in Cell::ALL {
///     let (row, col) = (cell.row_index() + 1, cell.col_index() + 1);
///     let keep = match row {
///         1 => [2, 4].contains(&col),
///         5 => [4, 8].contains(&col),
///         9 => [2, 7, 8].contains(&col),
///         _ => (row, col) != (8, 8),
///     };
///     if !keep {
///         grid.eliminate(cell, three);
///     }
/// }
/// let step = FinnedSwordfish.find(&grid).expect("a finned Swordfish");
/// assert_eq!(step.to_string(), "Finned Swordfish: 3 r1,r5,r9 c2,c4,c8 fr9c7 => r7c8<>3");
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct FinnedSwordfish;

/// Finned Jellyfish: a Jellyfish whose base lines hold extra places for the digit, all
/// in one box.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::FinnedJellyfish, Cell, Digit, GridSolver, LayerGrid};
///
/// // Rows 1, 3, 6 and 8 hold their 7s in columns 1, 4, 6 and 9, and row 8 also in r8c8.
/// let seven = Digit::new(7).unwrap();
/// let mut grid = LayerGrid::new();
/// for cell in Cell::ALL {
///     let (row, col) = (cell.row_index() + 1, cell.col_index() + 1);
///     let keep = match row {
///         1 => [1, 4].contains(&col),
///         3 => [6, 9].contains(&col),
///         6 => [1, 6].contains(&col),
///         8 => [4, 8, 9].contains(&col),
///         _ => true,
///     };
///     if !keep {
///         grid.eliminate(cell, seven);
///     }
/// }
/// let step = FinnedJellyfish.find(&grid).expect("a finned Jellyfish");
/// assert_eq!(step.to_string(), "Finned Jellyfish: 7 r1,r3,r6,r8 c1,c4,c6,c9 fr8c8 => r7c9,r9c9<>7");
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct FinnedJellyfish;

/// Sashimi X-Wing: a finned X-Wing where a base line, without its fins, would hold the
/// digit in one place only: the fins stand in for a missing corner.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::SashimiXWing, Cell, Digit, GridSolver, LayerGrid};
///
/// // Row 2 holds its 5s in columns 3 and 8; row 7 in r7c8 and, in box 7, r7c1.
/// let five = Digit::new(5).unwrap();
/// let mut grid = LayerGrid::new();
/// for cell in Cell::ALL {
///     let (row, col) = (cell.row_index() + 1, cell.col_index() + 1);
///     let keep = match row {
///         2 => [3, 8].contains(&col),
///         7 => [1, 8].contains(&col),
///         _ => true,
///     };
///     if !keep {
///         grid.eliminate(cell, five);
///     }
/// }
/// let step = SashimiXWing.find(&grid).expect("a sashimi X-Wing");
/// assert_eq!(step.to_string(), "Sashimi X-Wing: 5 r2,r7 c3,c8 fr7c1 => r8c3,r9c3<>5");
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct SashimiXWing;

/// Sashimi Swordfish: a finned Swordfish where a base line, without its fins, would
/// hold the digit in one place at most.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::SashimiSwordfish, Cell, Digit, GridSolver, LayerGrid};
///
/// // Rows 1, 5 and 9 hold their 3s in columns 2, 4 and 8, but row 9 only in r9c2 and,
/// // in box 9, r9c7.
/// let three = Digit::new(3).unwrap();
/// let mut grid = LayerGrid::new();
/// for cell in Cell::ALL {
///     let (row, col) = (cell.row_index() + 1, cell.col_index() + 1);
///     let keep = match row {
///         1 => [2, 4].contains(&col),
///         5 => [4, 8].contains(&col),
///         9 => [2, 7].contains(&col),
///         _ => true,
///     };
///     if !keep {
///         grid.eliminate(cell, three);
///     }
/// }
/// let step = SashimiSwordfish.find(&grid).expect("a sashimi Swordfish");
/// assert_eq!(step.to_string(), "Sashimi Swordfish: 3 r1,r5,r9 c2,c4,c8 fr9c7 => r7c8,r8c8<>3");
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct SashimiSwordfish;

/// Sashimi Jellyfish: a finned Jellyfish where a base line, without its fins, would
/// hold the digit in one place at most.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::SashimiJellyfish, Cell, Digit, GridSolver, LayerGrid};
///
/// // Rows 1, 3, 6 and 8 hold their 7s in columns 1, 4, 6 and 9, but row 8 only in
/// // r8c4 and, in box 9, r8c8.
/// let seven = Digit::new(7).unwrap();
/// let mut grid = LayerGrid::new();
/// for cell in Cell::ALL {
///     let (row, col) = (cell.row_index() + 1, cell.col_index() + 1);
///     let keep = match row {
///         1 => [1, 4].contains(&col),
///         3 => [6, 9].contains(&col),
///         6 => [1, 6].contains(&col),
///         8 => [4, 8].contains(&col),
///         _ => true,
///     };
///     if !keep {
///         grid.eliminate(cell, seven);
///     }
/// }
/// let step = SashimiJellyfish.find(&grid).expect("a sashimi Jellyfish");
/// assert_eq!(step.to_string(), "Sashimi Jellyfish: 7 r1,r3,r6,r8 c1,c4,c6,c9 fr8c8 => r7c9,r9c9<>7");
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct SashimiJellyfish;

/// Whether a strategy reports the finned or the sashimi fish.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Finned,
    Sashimi,
}

/// The fins hold at most three cover-direction lines (they share a box), so a base line
/// holds the digit in at most `size + 3` places.
const MOST_FIN_LINES: u32 = 3;

/// The lines outside each stack (or band) of three: the lines that must all be cover
/// lines when the fins lie in that stack.
const OUTSIDE_EACH_THIRD: [u16; 3] = [ALL_LINES & !0o7, ALL_LINES & !0o70, ALL_LINES & !0o700];

/// Reports every finned (or sashimi) fish with `size` base lines.
///
/// The fins are the base places on the lines left out of the cover, and they share a
/// box: so the lines left out lie in one stack (for row bases; one band for column
/// bases) and every line outside it is a cover line. For each stack, the search takes
/// the sets of base lines whose places outside it fall on at most `size` lines, and
/// each way to leave out the surplus lines within it; the base lines that hold fins
/// must then lie in one band. All of this is checked on line masks before any cell.
///
/// A digit's search reads only the digit's places; on a walk, a digit whose places are
/// those of a search of the same technique that found nothing is skipped.
fn scan_finned(
    view: &CandidateView<'_>,
    found: &mut Found,
    technique: Technique,
    size: u32,
    kind: Kind,
) -> ControlFlow<()> {
    let grid = view.grid();
    let fruitless = view.fruitless();
    let search = FishSearch::Finned(technique);
    let inputs = |d: usize| -> DigitInputs {
        let mut inputs = [0u128; 82];
        inputs[0] = view.planes()[d].bits();
        inputs
    };
    let searched = (0..9)
        .filter(|&d| !fruitless.is_some_and(|f| f.search_unchanged(search, d, &inputs(d))))
        .fold(0u16, |mask, d| mask | 1 << d);
    let mut fruitful = 0u16;
    let flow = for_each_base(
        (grid, searched),
        size,
        size + MOST_FIN_LINES,
        &OUTSIDE_EACH_THIRD,
        |base, positions, outside| {
            let surplus = line_count(base.cover).saturating_sub(size);
            if surplus == 0 {
                return ControlFlow::Continue(());
            }
            // Only a place of the digit off the base lines, on a cover line within the
            // fins' stack, can be eliminated: drop the base lines when there is none.
            let off_base = (0..9)
                .filter(|&line| base.base >> line & 1 == 0)
                .fold(0u16, |acc, line| acc | positions[line]);
            let within = base.cover & !outside;
            if off_base & within == 0 {
                return ControlFlow::Continue(());
            }
            for_each_bit_subset(within, surplus, |fin_lines| {
                // The base lines holding fins must share a band, and the cells that
                // could lose the digit are off the base lines in that band.
                let mut fin_bases = 0u16;
                let mut rest = base.base;
                while rest != 0 {
                    let line = rest.trailing_zeros();
                    rest &= rest - 1;
                    if positions[line as usize] & fin_lines != 0 {
                        fin_bases |= 1 << line;
                    }
                }
                let band = 0o7 << (fin_bases.trailing_zeros() / 3 * 3);
                if fin_bases & !band != 0 {
                    return ControlFlow::Continue(());
                }
                let off_base_in_band = (0..9)
                    .filter(|&line| band >> line & 1 == 1 && base.base >> line & 1 == 0)
                    .fold(0u16, |acc, line| acc | positions[line]);
                if off_base_in_band & within & !fin_lines == 0 {
                    return ControlFlow::Continue(());
                }
                let frame = Frame {
                    cover: base.cover & !fin_lines,
                    ..base
                };
                report(grid, (found, &mut fruitful), technique, kind, frame, fin_lines)
            })
        },
    );
    if let Some(fruitless) = fruitless {
        // Digits come in order, and a search cut short stops at a digit that found
        // something: every digit before it was searched whole.
        let searched_whole = match flow {
            ControlFlow::Continue(()) => searched,
            ControlFlow::Break(()) => {
                let last = 31 - u32::from(fruitful).leading_zeros().min(31);
                searched & ((2u32 << last) - 1) as u16
            }
        };
        for d in (0..9).filter(|&d| searched_whole >> d & 1 == 1) {
            fruitless.record_search(search, d, &inputs(d), fruitful >> d & 1 == 0);
        }
    }
    flow
}

/// Reports the fish on `frame` whose fins are its base places on `fin_lines` (already
/// known to share a box), if it eliminates something and is of the wanted kind.
fn report(
    grid: &LayerGrid,
    (found, fruitful): (&mut Found, &mut u16),
    technique: Technique,
    kind: Kind,
    frame: Frame,
    fin_lines: u16,
) -> ControlFlow<()> {
    let candidates = grid.candidates(frame.digit);
    let base_cells = frame.base_cells();
    let fins = candidates & base_cells & frame.cross_cells(fin_lines);
    let Some(fin_box) = fins.first().map(|c| c.block()) else {
        return ControlFlow::Continue(());
    };
    let eliminations = candidates & frame.cover_cells() & (fin_box.cells() - base_cells);
    if eliminations.is_empty() {
        return ControlFlow::Continue(());
    }
    let sashimi = sashimi_line(grid, frame, fins).is_some();
    if sashimi != (kind == Kind::Sashimi) {
        return ControlFlow::Continue(());
    }
    *fruitful |= 1 << frame.digit.index();
    found.push(fish_step(technique, grid, frame, fins, eliminations))
}

macro_rules! finned_fish {
    ($type:ident, $size:literal, $kind:ident) => {
        impl Scan for $type {
            const TECHNIQUE: Technique = Technique::$type;

            fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
                scan_finned(view, found, Technique::$type, $size, Kind::$kind)
            }
        }
    };
}

finned_fish!(FinnedXWing, 2, Finned);
finned_fish!(FinnedSwordfish, 3, Finned);
finned_fish!(FinnedJellyfish, 4, Finned);
finned_fish!(SashimiXWing, 2, Sashimi);
finned_fish!(SashimiSwordfish, 3, Sashimi);
finned_fish!(SashimiJellyfish, 4, Sashimi);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategies::fish::basic::tests::assert_single_step;
    use crate::strategies::shared::combinations::for_each_combination;
    use crate::strategies::test_support::{assert_walk_memory_changes_nothing, eliminations, pencil};
    use crate::strategies::{Jellyfish, Swordfish, XWing};
    use crate::{Candidate, CellSet, Digit, GridSolver, House};

    // The grids are states that the engine reached on puzzles of our own (made from
    // `Grid::random_solved` by emptying cells while the solution stays unique).

    /// Rows 4 and 8 hold their 7s in columns 1 and 7, and in r4c9.
    const FINNED_X_WING_ROWS: &str = "
+-----------------+----------+--------------+
| 24    7    +8   | +9 3  +1 | 5   6  24    |
| 12459 1459 459  | +6 25 8  | 249 7  +3    |
| 3     2569 569  | +7 25 4  | 8   19 12    |
+-----------------+----------+--------------+
| 1567  156  2    | +4 8  +3 | 679 19 1567  |
| 4679  +8   4679 | 1  67 +5 | 3   2  467   |
| 1567  3    4567 | 2  67 9  | 467 +8 14567 |
+-----------------+----------+--------------+
| 2467  246  +3   | +8 +1 67 | 267 +5 9     |
| 679   69   1    | 5  +4 2  | 67  +3 +8    |
| 8     256  567  | +3 +9 67 | 1   4  267   |
+-----------------+----------+--------------+
";

    /// Columns 1 and 7 hold their 8s in rows 1 and 4, and in r6c1.
    const FINNED_X_WING_COLUMNS: &str = "
+------------+----------+----------+
| 18  7  +4  | +3 9  5  | 18 +2 6  |
| 5   +2 19  | 8  +4 +6 | 19 3  +7 |
| 3   6  89  | +7 +1 +2 | 4  +5 89 |
+------------+----------+----------+
| 168 +5 128 | 69 28 7  | 89 4  3  |
| +7  +9 38  | 4  5  38 | 2  +6 +1 |
| 68  +4 23  | 69 23 1  | +5 7  89 |
+------------+----------+----------+
| 4   +1 +6  | +2 38 38 | +7 +9 5  |
| 2   +8 7   | +5 6  9  | +3 +1 +4 |
| +9  +3 5   | +1 7  +4 | +6 +8 +2 |
+------------+----------+----------+
";

    /// Columns 1 and 5 hold their 6s in rows 2 and 5, but column 5 only in r5c5 and the fins r1c5 and r3c5.
    const SASHIMI_X_WING: &str = "
+---------------+------------------+----------------+
| +5  347 3679  | 24   246  8      | 1   379  367   |
| 69  147 1679  | 3    5    146    | +2  789  678   |
| +2  13  8     | 7    169  169    | 4   5    36    |
+---------------+------------------+----------------+
| 4   137 13679 | 1259 8    123679 | 79  137  357   |
| 689 5   13679 | 149  1469 134679 | 789 2    3478  |
| 89  2   1379  | 1459 149  13479  | 6   1378 34578 |
+---------------+------------------+----------------+
| +3  9   5     | 6    24   24     | 78  78   1     |
| 1   +6  +2    | +8   7    +5     | +3  +4   9     |
| +7  +8  +4    | 19   3    19     | +5  6    2     |
+---------------+------------------+----------------+
";

    /// Columns 2, 6 and 7 hold their 8s in rows 2, 7 and 8, and in r9c7.
    const FINNED_SWORDFISH: &str = "
+--------------+--------------+---------------+
| 9   +5  8    | +4 +7   6    | 2    +3   +1  |
| +7  16  +3   | +2 1589 1589 | 5689 4589 468 |
| +2  16  4    | 18 3    59   | 7    59   68  |
+--------------+--------------+---------------+
| 156 49  1569 | +7 159  2    | +3   489  468 |
| 46  7   +2   | 68 89   +3   | 469  1    5   |
| 8   3   1569 | 16 4    159  | 69   +2   7   |
+--------------+--------------+---------------+
| 3   48  157  | 9  +6   148  | 158  4578 +2  |
| 16  489 1679 | 5  +2   148  | 18   478  3   |
| 145 2   15   | +3 18   7    | 1458 6    9   |
+--------------+--------------+---------------+
";

    /// Rows 5, 6 and 9 hold their 9s in columns 1, 4 and 7, and in r5c6 and r6c6; row 6 has only r6c1 besides.
    const SASHIMI_SWORDFISH: &str = "
+----------------+------------+--------------+
| 3     1279 4   | 78  5  278 | 12679 29 679 |
| 5679  2579 8   | 1   69 27  | +3    4  79  |
| 12679 1279 269 | +3  69 +4  | 1279  +5 8   |
+----------------+------------+--------------+
| 24679 2479 269 | 679 3  5   | 8     29 +1  |
| 269   +3   +5  | 689 +1 689 | 29    7  +4  |
| 79    8    1   | 2   4  79  | +5    6  +3  |
+----------------+------------+--------------+
| 159   159  3   | 4   2  169 | 679   +8 679 |
| +8    1249 29  | 69  7  169 | 469   +3 5   |
| 49    6    7   | +5  +8 +3  | 49    1  2   |
+----------------+------------+--------------+
";

    /// Columns 1, 2, 7 and 8 hold their 5s in rows 2, 4, 5 and 7, and in r1c1 and r3c2.
    const FINNED_JELLYFISH: &str = "
+--------------+--------------+--------------+
| 235  6   245 | 3459 3459 +1 | +8  +7   25  |
| 7    1   245 | 8    45   +6 | +9  25   3   |
| 9    35  8   | 35   +7   2  | 6   +1   4   |
+--------------+--------------+--------------+
| 256  9   3   | 7    2456 8  | 25  2456 +1  |
| +8   25  256 | 2456 1    3  | 7   245  +9  |
| 4    +7  +1  | 256  256  +9 | +3  +8   256 |
+--------------+--------------+--------------+
| 2356 235 +7  | 1269 269  4  | 125 2356 8   |
| 236  +4  +9  | 126  8    5  | 12  236  7   |
| 1    +8  256 | 236  23   +7 | +4  9    256 |
+--------------+--------------+--------------+
";

    /// Rows 1, 2, 3 and 9 hold their 7s in columns 1, 4, 6 and 9, and in r9c8; row 9 has only r9c6 besides.
    const SASHIMI_JELLYFISH: &str = "
+--------------------+---------------+------------+
| 2    34568  3458   | 57  56   367  | 9  +1  57  |
| 37   35     1      | +9  4    37   | +8 +6  2   |
| 679  569    59     | +2  +1   8    | +4 3   57  |
+--------------------+---------------+------------+
| +5   +2     6      | +8  7    +4   | +3 +9  +1  |
| 8    +1     7      | 6   +3   9    | 2  5   +4  |
| 349  349    349    | 1   +2   5    | +7 8   6   |
+--------------------+---------------+------------+
| 3469 345689 234589 | 457 5689 267  | 1  247 357 |
| 1346 7      23458  | 45  568  126  | 56 24  9   |
| 1469 4569   2459   | 3   569  1267 | 56 247 8   |
+--------------------+---------------+------------+
";

    /// Asserts the single step of `strategy` in `grid`, and that the other kind (finned
    /// or sashimi) of the same fish does not report that fish.
    fn assert_fish(
        strategy: &dyn GridSolver,
        other: &dyn GridSolver,
        grid: &str,
        notation: &str,
        eliminated: &str,
    ) {
        let step = assert_single_step(strategy, grid, notation, eliminated);
        assert!(
            other
                .find_all(&pencil(grid))
                .iter()
                .all(|s| s.detail_text() != step.detail_text()),
            "{} also reports {step}",
            other.name()
        );
        assert!(!step.pattern().fins.is_empty());
    }

    #[test]
    fn the_walks_memory_of_fruitless_digits_changes_no_step() {
        assert_walk_memory_changes_nothing(&FinnedXWing, &pencil(FINNED_X_WING_ROWS));
    }

    #[test]
    fn a_finned_x_wing_in_rows() {
        assert_fish(
            &FinnedXWing,
            &SashimiXWing,
            FINNED_X_WING_ROWS,
            "Finned X-Wing: 7 r4,r8 c1,c7 fr4c9 => r6c7<>7",
            "r6c7<>7",
        );
    }

    #[test]
    fn a_finned_x_wing_in_columns() {
        assert_fish(
            &FinnedXWing,
            &SashimiXWing,
            FINNED_X_WING_COLUMNS,
            "Finned X-Wing: 8 c1,c7 r1,r4 fr6c1 => r4c3<>8",
            "r4c3<>8",
        );
    }

    #[test]
    fn a_sashimi_x_wing_with_two_fins() {
        assert_fish(
            &SashimiXWing,
            &FinnedXWing,
            SASHIMI_X_WING,
            "Sashimi X-Wing: 6 c1,c5 r2,r5 fr1c5 fr3c5 => r2c6<>6",
            "r2c6<>6",
        );
        let step = SashimiXWing.find(&pencil(SASHIMI_X_WING)).unwrap();
        assert!(format!("{step:#}").contains("Without the fins, column 5 would hold 6 only in r5c5"));
        assert_eq!(step.pattern().fins.len(), 2);
    }

    #[test]
    fn a_finned_swordfish() {
        assert_fish(
            &FinnedSwordfish,
            &SashimiSwordfish,
            FINNED_SWORDFISH,
            "Finned Swordfish: 8 c2,c6,c7 r2,r7,r8 fr9c7 => r7c8,r8c8<>8",
            "r7c8<>8 r8c8<>8",
        );
    }

    #[test]
    fn a_sashimi_swordfish() {
        assert_fish(
            &SashimiSwordfish,
            &FinnedSwordfish,
            SASHIMI_SWORDFISH,
            "Sashimi Swordfish: 9 r5,r6,r9 c1,c4,c7 fr5c6 fr6c6 => r4c4<>9",
            "r4c4<>9",
        );
    }

    #[test]
    fn a_finned_jellyfish() {
        assert_fish(
            &FinnedJellyfish,
            &SashimiJellyfish,
            FINNED_JELLYFISH,
            "Finned Jellyfish: 5 c1,c2,c7,c8 r2,r4,r5,r7 fr1c1 fr3c2 => r2c3<>5",
            "r2c3<>5",
        );
    }

    #[test]
    fn a_sashimi_jellyfish() {
        assert_fish(
            &SashimiJellyfish,
            &FinnedJellyfish,
            SASHIMI_JELLYFISH,
            "Sashimi Jellyfish: 7 r1,r2,r3,r9 c1,c4,c6,c9 fr9c8 => r7c9<>7",
            "r7c9<>7",
        );
    }

    /// Every fish with `size` base lines, basic, finned or sashimi, by a plain search
    /// over houses and cells: every set of base lines (each holding the digit in two
    /// places or more) and every set of as many cross lines that hold some of their
    /// places; the base places off those cover lines are the fins, and a cover place off
    /// the base lines that sees every fin is eliminated. Returns the notation and
    /// eliminations of each.
    fn plain_search(grid: &LayerGrid, size: usize) -> Vec<(String, Vec<Candidate>)> {
        let mut out = Vec::new();
        let union = |houses: &[House]| houses.iter().fold(CellSet::EMPTY, |acc, h| acc | h.cells());
        let names = |houses: &[House]| houses.iter().map(House::to_string).collect::<Vec<_>>().join(",");
        for digit in Digit::ALL {
            let places = grid.candidates(digit);
            for (bases, crosses) in [(House::ROWS, House::COLUMNS), (House::COLUMNS, House::ROWS)] {
                let lines: Vec<House> = bases
                    .into_iter()
                    .filter(|h| (places & h.cells()).len() >= 2)
                    .collect();
                let _ = for_each_combination(&lines, size, |base| {
                    let base_cells = union(base);
                    let base_places = places & base_cells;
                    let covers: Vec<House> = crosses
                        .into_iter()
                        .filter(|h| h.cells().intersects(base_places))
                        .collect();
                    for_each_combination(&covers, size, |cover| {
                        let cover_cells = union(cover);
                        let fins = base_places - cover_cells;
                        let eliminated = places & cover_cells & (fins.common_peers() - base_cells);
                        if !eliminated.is_empty() {
                            let fin_names: String = fins.iter().map(|f| format!(" f{f}")).collect();
                            let detail = format!("{digit} {} {}{fin_names}", names(base), names(cover));
                            let mut list: Vec<Candidate> =
                                eliminated.iter().map(|c| Candidate::new(c, digit)).collect();
                            list.sort();
                            out.push((detail, list));
                        }
                        ControlFlow::Continue(())
                    })
                });
            }
        }
        out.sort();
        out
    }

    /// The word searches find exactly the fish that the plain search finds, on every
    /// state along the solution of the hard fixtures and on the grids above.
    #[test]
    fn the_word_search_finds_what_a_plain_search_finds() {
        let mut grids: Vec<LayerGrid> = [
            FINNED_X_WING_ROWS,
            FINNED_X_WING_COLUMNS,
            SASHIMI_X_WING,
            FINNED_SWORDFISH,
            SASHIMI_SWORDFISH,
            FINNED_JELLYFISH,
            SASHIMI_JELLYFISH,
        ]
        .into_iter()
        .map(pencil)
        .collect();
        let engine = crate::Engine::default();
        for line in include_str!("../../../fixtures/puzzles.tsv").lines() {
            let fields: Vec<&str> = line.split('\t').collect();
            if fields[0] != "hard" {
                continue;
            }
            let mut grid = LayerGrid::from_grid(&fields[1].parse().unwrap());
            while let Some(step) = engine.next_step(&grid) {
                grids.push(grid.clone());
                grid.apply(&step).unwrap();
            }
        }
        let mut seen = [0; 2];
        for grid in &grids {
            for (size, strategies) in [
                (2, [&XWing as &dyn GridSolver, &FinnedXWing, &SashimiXWing]),
                (
                    3,
                    [&Swordfish as &dyn GridSolver, &FinnedSwordfish, &SashimiSwordfish],
                ),
                (
                    4,
                    [&Jellyfish as &dyn GridSolver, &FinnedJellyfish, &SashimiJellyfish],
                ),
            ] {
                let mut ours: Vec<(String, Vec<Candidate>)> = strategies
                    .iter()
                    .flat_map(|s| s.find_all(grid))
                    .map(|s| (s.detail_text().to_string(), eliminations(&s)))
                    .collect();
                ours.sort();
                assert_eq!(ours, plain_search(grid, size), "size {size} in\n{grid}");
                for (detail, _) in &ours {
                    seen[usize::from(detail.contains(" f"))] += 1;
                }
            }
        }
        assert!(
            seen[0] > 50 && seen[1] > 100,
            "only {seen:?} basic and finned fish seen"
        );
    }

    #[test]
    fn nothing_in_the_empty_grid() {
        for strategy in [
            &FinnedXWing as &dyn GridSolver,
            &FinnedSwordfish,
            &FinnedJellyfish,
            &SashimiXWing,
            &SashimiSwordfish,
            &SashimiJellyfish,
        ] {
            assert!(strategy.find(&LayerGrid::new()).is_none(), "{}", strategy.name());
        }
    }
}
