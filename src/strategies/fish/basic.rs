//! Basic fish: X-Wing, Swordfish and Jellyfish; and the search they share with the
//! finned forms in `finned_fish.rs`.
//!
//! A fish of size n on one digit takes n base lines (rows, or columns) in which the digit
//! can only go in n cross lines, its cover lines. The base lines need n copies of the
//! digit and each cover line holds only one, so the cover lines get theirs inside the
//! base lines and lose the digit everywhere else.
//!
//! The search works on one word per line: for each digit and each orientation, the
//! digit's places along every base line form a 9-bit mask over the cover lines, so a set
//! of base lines is a 9-bit mask too and its cover lines are the union of their masks.

use std::fmt::Write as _;
use std::ops::ControlFlow;

use crate::strategies::fish::complex::ALL_DIGITS;
use crate::strategies::shared::nine_bit_count;
use crate::strategies::{Found, Scan};
use crate::{CandidateView, CellSet, Digit, House, LayerGrid, Step, Technique};

/// X-Wing: in two rows a digit can only go in the same two columns, so those columns
/// lose it everywhere else (and the same with rows and columns swapped).
///
/// The step's pattern lists the base lines, then the cover lines, as its houses.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::XWing, Cell, Digit, GridSolver, LayerGrid};
///
/// // Rows 2 and 7 hold their 5s only in columns 3 and 8, which also hold it in r4c3
/// // and r9c8.
/// let five = Digit::new(5).unwrap();
/// let mut grid = LayerGrid::new();
/// for cell in Cell::ALL {
///     let (row, col) = (cell.row_index() + 1, cell.col_index() + 1);
///     let keep = match (row, col) {
///         (2 | 7, _) => col == 3 || col == 8,
///         (_, 3) => row == 4,
///         (_, 8) => row == 9,
///         _ => true,
///     };
///     if !keep {
///         grid.eliminate(cell, five);
///     }
/// }
/// let step = XWing.find(&grid).expect("an X-Wing");
/// assert_eq!(step.to_string(), "X-Wing: 5 r2,r7 c3,c8 => r4c3,r9c8<>5");
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct XWing;

/// Swordfish: in three rows a digit can only go in the same three columns, so those
/// columns lose it everywhere else (and the same with rows and columns swapped).
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::Swordfish, Cell, Digit, GridSolver, LayerGrid};
///
/// // The 3s of rows 1, 5 and 9 can only go in columns 2, 4 and 8.
/// let mut grid = LayerGrid::new();
/// let three = Digit::new(3).unwrap();
/// for cell in Cell::ALL {
///     if [0, 4, 8].contains(&cell.row_index()) && ![1, 3, 7].contains(&cell.col_index()) {
///         grid.eliminate(cell, three);
///     }
/// }
/// let step = Swordfish.find(&grid).expect("a Swordfish");
/// assert!(step.to_string().starts_with("Swordfish: 3 r1,r5,r9 c2,c4,c8 => "));
/// assert_eq!(step.eliminations().len(), 18);
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct Swordfish;

/// Jellyfish: in four rows a digit can only go in the same four columns, so those
/// columns lose it everywhere else (and the same with rows and columns swapped).
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::Jellyfish, Cell, Digit, GridSolver, LayerGrid};
///
/// // The 8s of columns 1, 3, 6 and 9 can only go in rows 2, 4, 5 and 7.
/// let mut grid = LayerGrid::new();
/// let eight = Digit::new(8).unwrap();
/// for cell in Cell::ALL {
///     if [0, 2, 5, 8].contains(&cell.col_index()) && ![1, 3, 4, 6].contains(&cell.row_index()) {
///         grid.eliminate(cell, eight);
///     }
/// }
/// let step = Jellyfish.find(&grid).expect("a Jellyfish");
/// assert!(step.to_string().starts_with("Jellyfish: 8 c1,c3,c6,c9 r2,r4,r5,r7 => "));
/// assert_eq!(step.eliminations().len(), 20);
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct Jellyfish;

/// Which lines a fish takes as its base: rows (its cover lines are then columns) or
/// columns (covered by rows).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Orientation {
    Rows,
    Columns,
}

impl Orientation {
    const BOTH: [Orientation; 2] = [Orientation::Rows, Orientation::Columns];

    /// Base line `index` (0 to 8).
    fn base_line(self, index: usize) -> House {
        match self {
            Orientation::Rows => House::row(index),
            Orientation::Columns => House::col(index),
        }
    }

    /// Cover line `index` (0 to 8).
    fn cover_line(self, index: usize) -> House {
        match self {
            Orientation::Rows => House::col(index),
            Orientation::Columns => House::row(index),
        }
    }

    /// The places of a digit (`candidates`) along each base line, as 9-bit masks over
    /// the cover lines.
    fn positions(self, candidates: CellSet) -> [u16; 9] {
        let bits = candidates.bits();
        let mut rows = [0u16; 9];
        for (r, row) in rows.iter_mut().enumerate() {
            *row = (bits >> (9 * r)) as u16 & 0x1ff;
        }
        match self {
            Orientation::Rows => rows,
            Orientation::Columns => {
                let mut cols = [0u16; 9];
                for (r, &row) in rows.iter().enumerate() {
                    let mut rest = row;
                    while rest != 0 {
                        cols[rest.trailing_zeros() as usize] |= 1 << r;
                        rest &= rest - 1;
                    }
                }
                cols
            }
        }
    }
}

/// The houses whose indices are the bits of `mask`, made by `line`.
fn houses(mask: u16, line: impl Fn(usize) -> House) -> impl Iterator<Item = House> {
    (0..9).filter(move |i| mask >> i & 1 == 1).map(line)
}

/// The cells of the houses whose indices are the bits of `mask`.
fn cells_of(mask: u16, line: impl Fn(usize) -> House) -> CellSet {
    houses(mask, line).fold(CellSet::EMPTY, |acc, h| acc | h.cells())
}

/// The skeleton of a fish: its digit, orientation, base lines and cover lines (the
/// line sets as 9-bit masks of line indices).
#[derive(Clone, Copy, Debug)]
pub(super) struct Frame {
    pub(super) digit: Digit,
    pub(super) orientation: Orientation,
    pub(super) base: u16,
    pub(super) cover: u16,
}

impl Frame {
    /// The number of base lines.
    pub(super) fn size(self) -> u32 {
        self.base.count_ones()
    }

    /// The base lines, in order.
    pub(super) fn base_lines(self) -> impl Iterator<Item = House> {
        houses(self.base, move |i| self.orientation.base_line(i))
    }

    /// The cover lines, in order.
    pub(super) fn cover_lines(self) -> impl Iterator<Item = House> {
        houses(self.cover, move |i| self.orientation.cover_line(i))
    }

    /// Every cell of the base lines.
    pub(super) fn base_cells(self) -> CellSet {
        cells_of(self.base, |i| self.orientation.base_line(i))
    }

    /// Every cell of the cover lines.
    pub(super) fn cover_cells(self) -> CellSet {
        cells_of(self.cover, |i| self.orientation.cover_line(i))
    }

    /// The cells of the cover-direction lines whose indices are the bits of `mask` (the
    /// lines that hold the fins of a finned fish).
    pub(super) fn cross_cells(self, mask: u16) -> CellSet {
        cells_of(mask, |i| self.orientation.cover_line(i))
    }
}

/// Calls `visit` with every set of `size` base lines, for each digit of `digits` (bit
/// `i`: digit index `i`), orientation and
/// mask of `counted` cover lines, whose lines each hold the digit in 2 to `most` places
/// and whose places together (the frame's cover, a mask over the cover lines) fall on
/// at most `size` of the counted lines. `visit` also gets the places along every base
/// line (indexed by line) and the counted mask.
///
/// A basic fish counts every cover line; a finned fish counts the lines outside the
/// stack (or band) that holds its fins. Adding a base line only widens the union, so the
/// search drops a partial set of lines as soon as it fails. A line with one place left
/// is a hidden single, not part of a fish.
pub(super) fn for_each_base(
    (grid, digits): (&LayerGrid, u16),
    size: u32,
    most: u32,
    counted: &[u16],
    mut visit: impl FnMut(Frame, &[u16; 9], u16) -> ControlFlow<()>,
) -> ControlFlow<()> {
    for digit in Digit::ALL {
        if digits >> digit.index() & 1 == 0 {
            continue;
        }
        let candidates = grid.candidates(digit);
        if candidates.len() < 2 * size as usize {
            continue;
        }
        for orientation in Orientation::BOTH {
            let positions = orientation.positions(candidates);
            for &counted in counted {
                let eligible = (0..9)
                    .filter(|&i| {
                        (2..=most).contains(&line_count(positions[i]))
                            && line_count(positions[i] & counted) <= size
                    })
                    .fold(0u16, |mask, i| mask | 1 << i);
                let mut search = BaseSearch {
                    positions: &positions,
                    counted,
                    size,
                    visit: &mut |base, cover| {
                        let frame = Frame {
                            digit,
                            orientation,
                            base,
                            cover,
                        };
                        visit(frame, &positions, counted)
                    },
                };
                search.extend(eligible, 0, 0, 0)?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// The depth-first choice of base lines behind [`for_each_base`].
struct BaseSearch<'a, V> {
    positions: &'a [u16; 9],
    counted: u16,
    size: u32,
    visit: &'a mut V,
}

impl<V: FnMut(u16, u16) -> ControlFlow<()>> BaseSearch<'_, V> {
    /// Adds lines from `left` to the `chosen` lines (`count` of them, whose places are
    /// `union`).
    fn extend(&mut self, left: u16, chosen: u16, count: u32, union: u16) -> ControlFlow<()> {
        if count == self.size {
            return (self.visit)(chosen, union);
        }
        let mut rest = left;
        let mut available = line_count(left);
        while available + count >= self.size {
            let line = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            available -= 1;
            let widened = union | self.positions[line];
            if line_count(widened & self.counted) <= self.size {
                self.extend(rest, chosen | 1 << line, count + 1, widened)?;
            }
        }
        ControlFlow::Continue(())
    }
}

/// How many lines a mask of lines holds.
#[inline]
pub(super) fn line_count(mask: u16) -> u32 {
    nine_bit_count(mask)
}

/// Every line, as a mask.
pub(super) const ALL_LINES: u16 = 0x1ff;

/// The name of the unfinned fish with `size` base lines.
pub(super) fn basic_name(size: u32) -> &'static str {
    match size {
        2 => Technique::XWing.name(),
        3 => Technique::Swordfish.name(),
        _ => Technique::Jellyfish.name(),
    }
}

/// Lines in words: `rows 2 and 7`, `columns 1, 3 and 6`.
pub(super) fn lines_in_words(lines: impl Iterator<Item = House>) -> String {
    let lines: Vec<House> = lines.collect();
    let word = lines.first().map_or("row", |h| h.kind().word());
    let numbers: Vec<String> = lines.iter().map(|h| h.number().to_string()).collect();
    match numbers.as_slice() {
        [] => String::new(),
        [one] => format!("{word} {one}"),
        [init @ .., last] => format!("{word}s {} and {last}", init.join(", ")),
    }
}

/// Lines in notation: `r2,r7`.
fn lines_in_notation(lines: impl Iterator<Item = House>) -> String {
    lines.map(|h| h.to_string()).collect::<Vec<_>>().join(",")
}

/// The step of a fish on `frame`, with its `fins` (empty for a basic fish) and the
/// cells that lose the digit. The notation lists the digit, the base lines, the cover
/// lines and the fins: `Finned X-Wing: 5 r2,r7 c3,c8 fr7c1 => r8c3<>5`. The pattern's
/// houses are the base lines followed by the cover lines.
pub(super) fn fish_step(
    technique: Technique,
    grid: &LayerGrid,
    frame: Frame,
    fins: CellSet,
    eliminations: CellSet,
) -> Step {
    let digit = frame.digit;
    let mut detail = format!(
        "{digit} {} {}",
        lines_in_notation(frame.base_lines()),
        lines_in_notation(frame.cover_lines())
    );
    for fin in fins {
        let _ = write!(detail, " f{fin}");
    }
    let body = grid.candidates(digit) & (frame.base_cells() - fins);
    let mut step = Step::builder(technique)
        .detail(detail)
        .eliminate_all(eliminations, digit)
        .explain(explanation(grid, frame, fins, eliminations));
    for cell in body {
        step = step.pattern_candidate(cell, digit);
    }
    for fin in fins {
        step = step.fin(fin, digit);
    }
    step = step.pattern_cells(fins);
    for line in frame.base_lines().chain(frame.cover_lines()) {
        step = step.house(line);
    }
    step.build()
}

/// The sentence of a fish step.
fn explanation(grid: &LayerGrid, frame: Frame, fins: CellSet, eliminations: CellSet) -> String {
    let digit = frame.digit;
    let bases = lines_in_words(frame.base_lines());
    let covers = lines_in_words(frame.cover_lines());
    let (base_kind, cover_kind) = match frame.orientation {
        Orientation::Rows => ("rows", "columns"),
        Orientation::Columns => ("columns", "rows"),
    };
    let losers = eliminations.to_list();
    let Some(fin_box) = fins.first().map(|c| c.block()) else {
        let count = ["two", "three", "four"]
            .get(frame.size() as usize - 2)
            .copied()
            .unwrap_or("these");
        return format!(
            "In {bases}, {digit} can only go in {covers}. Each of the {count} {base_kind} must hold one {digit}, and each of the {count} {cover_kind} can hold only one, so the {cover_kind} take their {digit}s within those {base_kind}: {losers} cannot hold {digit}."
        );
    };
    let basic = basic_name(frame.size());
    let (the_fins, no_fin, a_fin) = if fins.len() == 1 {
        ("the fin", "the fin does not hold", "it does")
    } else {
        ("the fins", "no fin holds", "one does")
    };
    let mut text = format!(
        "In {bases}, {digit} can only go in {covers}, apart from {the_fins} {}. If {no_fin} {digit}, the {basic} stands and {covers} take their {digit}s within {bases}; if {a_fin}, {fin_box:#} has its {digit} there. Either way {losers}, in the {cover_kind} and in {fin_box:#} but outside the {base_kind}, cannot hold {digit}.",
        fins.to_list()
    );
    if let Some((line, left)) = sashimi_line(grid, frame, fins) {
        let rest = left
            .first()
            .map_or("nowhere".to_string(), |cell| format!("only in {cell}"));
        let _ = write!(
            text,
            " Without {the_fins}, {line:#} would hold {digit} {rest}: the fish has a missing corner, which makes it a sashimi {basic}."
        );
    }
    text
}

/// The first base line that holds at most one place for the digit once the fins are
/// taken away, with that place: such a fish is sashimi (HoDoKu's definition).
pub(super) fn sashimi_line(grid: &LayerGrid, frame: Frame, fins: CellSet) -> Option<(House, CellSet)> {
    let candidates = grid.candidates(frame.digit) - fins;
    frame
        .base_lines()
        .map(|line| (line, candidates & line.cells()))
        .find(|(_, left)| left.len() <= 1)
}

/// Reports every basic fish with `size` base lines.
fn scan_basic(grid: &LayerGrid, found: &mut Found, technique: Technique, size: u32) -> ControlFlow<()> {
    for_each_base((grid, ALL_DIGITS), size, size, &[ALL_LINES], |frame, _, _| {
        if line_count(frame.cover) != size {
            return ControlFlow::Continue(());
        }
        let eliminations = grid.candidates(frame.digit) & (frame.cover_cells() - frame.base_cells());
        if eliminations.is_empty() {
            return ControlFlow::Continue(());
        }
        found.push(fish_step(technique, grid, frame, CellSet::EMPTY, eliminations))
    })
}

macro_rules! basic_fish {
    ($type:ident, $size:literal) => {
        impl Scan for $type {
            const TECHNIQUE: Technique = Technique::$type;

            fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
                let grid = view.grid();
                scan_basic(grid, found, Technique::$type, $size)
            }
        }
    };
}

basic_fish!(XWing, 2);
basic_fish!(Swordfish, 3);
basic_fish!(Jellyfish, 4);

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::GridSolver;
    use crate::strategies::test_support::{aic_state_with, candidates, eliminations, pencil};

    // The grids are states that the engine reached on puzzles of our own (made from
    // `Grid::random_solved` by emptying cells while the solution stays unique).

    /// Rows 1 and 5 hold their 4s only in columns 4 and 8.
    fn x_wing_rows() -> String {
        aic_state_with(&[
            ("r2c5", "14567"),
            ("r2c8", "348"),
            ("r3c4", "134"),
            ("r6c8", "468"),
            ("r7c2", "145"),
        ])
    }

    /// Columns 6 and 7 hold their 8s only in rows 1 and 4.
    const X_WING_COLUMNS: &str = "
+-----------+-----------+------------+
| 46 +7 46  | 2   +5 18 | 89  189 3  |
| +3 18 +5  | 18  9  +4 | 26  7   26 |
| 2  18 +9  | +7  6  +3 | 5   18  4  |
+-----------+-----------+------------+
| 15 +9 3   | 4   +7 18 | 268 258 26 |
| 15 2  7   | +3  18 +6 | +4  58  +9 |
| 48 6  48  | 5   2  +9 | 1   +3  +7 |
+-----------+-----------+------------+
| 68 4  268 | 189 18 7  | +3  29  5  |
| +7 3  28  | 89  +4 5  | 29  6   +1 |
| 9  +5 1   | +6  +3 +2 | +7  +4  +8 |
+-----------+-----------+------------+
";

    /// Columns 1, 6 and 7 hold their 4s only in rows 1, 3 and 8.
    const SWORDFISH: &str = "
+------------+------------+-----------------+
| 1  269 +7  | 8  3   456 | 245 2569  459   |
| 5  48  +3  | 1  69  2   | +7  69    48    |
| 48 269 269 | 7  569 456 | 3   12569 14589 |
+------------+------------+-----------------+
| +3 1   49  | 49 568 56  | 258 258   7     |
| 2  459 489 | 49 +7  13  | 158 1358  6     |
| +7 56  68  | 25 258 13  | 9   4     13    |
+------------+------------+-----------------+
| 6  7   5   | +3 +4  9   | 18  18    2     |
| 48 248 +1  | +6 25  +7  | 45  39    39    |
| 9  3   24  | 25 1   8   | 6   +7    45    |
+------------+------------+-----------------+
";

    /// Rows 1, 2, 6 and 8 hold their 3s only in columns 1, 2, 3 and 6.
    const JELLYFISH: &str = "
+--------------------+-----------------+---------------+
| 2    34568  3458   | 57    156  1367 | 9    1467 57  |
| 3679 35689  1      | 579   4    367  | 5678 67   2   |
| 4679 4569   459    | 2579  1569 8    | 4567 3    57  |
+--------------------+-----------------+---------------+
| +5   +2     6      | +8    7    +4   | +3   +9   +1  |
| 8    [1]    7      | 6     +3   9    | 2    5    +4  |
| 349  349    349    | 1     +2   5    | [7]  8    6   |
+--------------------+-----------------+---------------+
| 3469 345689 234589 | 24579 5689 267  | 1    2467 357 |
| 1346 7      23458  | 245   1568 126  | 456  246  9   |
| 1469 14569  2459   | 3     1569 1267 | 4567 2467 8   |
+--------------------+-----------------+---------------+
";

    /// Asserts that `strategy` finds exactly one step in the pencil-mark `grid`, with
    /// this notation and these eliminations, and none once that step is applied; returns
    /// the step.
    pub(crate) fn assert_single_step(
        strategy: &dyn GridSolver,
        grid: &str,
        notation: &str,
        eliminated: &str,
    ) -> Step {
        let grid = pencil(grid);
        let steps = strategy.find_all(&grid);
        assert_eq!(steps.len(), 1, "{steps:#?}");
        let step = steps.into_iter().next().unwrap();
        assert_eq!(step.to_string(), notation);
        assert_eq!(eliminations(&step), candidates(eliminated));
        let mut after = grid.clone();
        after.apply(&step).unwrap();
        assert!(
            strategy.find(&after).is_none(),
            "{} after its step",
            strategy.name()
        );
        step
    }

    #[test]
    fn an_x_wing_in_rows() {
        let step = assert_single_step(
            &XWing,
            &x_wing_rows(),
            "X-Wing: 4 r1,r5 c4,c8 => r2c8,r3c4,r6c8<>4",
            "r2c8<>4 r3c4<>4 r6c8<>4",
        );
        let houses: Vec<String> = step.pattern().houses.iter().map(House::to_string).collect();
        assert_eq!(houses, ["r1", "r5", "c4", "c8"]);
        assert_eq!(step.pattern().candidates.len(), 4);
        assert!(step.pattern().fins.is_empty());
    }

    #[test]
    fn an_x_wing_in_columns() {
        assert_single_step(
            &XWing,
            X_WING_COLUMNS,
            "X-Wing: 8 c6,c7 r1,r4 => r1c8,r4c8<>8",
            "r1c8<>8 r4c8<>8",
        );
    }

    #[test]
    fn a_swordfish() {
        assert_single_step(
            &Swordfish,
            SWORDFISH,
            "Swordfish: 4 c1,c6,c7 r1,r3,r8 => r1c9,r3c9,r8c2<>4",
            "r1c9<>4 r3c9<>4 r8c2<>4",
        );
    }

    #[test]
    fn a_jellyfish() {
        let step = assert_single_step(
            &Jellyfish,
            JELLYFISH,
            "Jellyfish: 3 r1,r2,r6,r8 c1,c2,c3,c6 => r7c1,r7c2,r7c3<>3",
            "r7c1<>3 r7c2<>3 r7c3<>3",
        );
        assert!(
            format!("{step:#}").starts_with("In rows 1, 2, 6 and 8, 3 can only go in columns 1, 2, 3 and 6.")
        );
    }

    #[test]
    fn the_other_sizes_find_nothing_there() {
        // The X-Wing's grid holds no Swordfish or Jellyfish, and the Jellyfish's no X-Wing.
        assert!(Swordfish.find(&pencil(&x_wing_rows())).is_none());
        assert!(Jellyfish.find(&pencil(&x_wing_rows())).is_none());
        assert!(XWing.find(&pencil(JELLYFISH)).is_none());
    }

    #[test]
    fn positions_read_rows_and_columns() {
        let mut cells = CellSet::EMPTY;
        for (r, c) in [(1, 3), (1, 8), (6, 3)] {
            cells.insert(crate::Cell::from_row_col(r, c).unwrap());
        }
        let rows = Orientation::Rows.positions(cells);
        assert_eq!(rows[0], 0b1000_0100);
        assert_eq!(rows[5], 0b100);
        let cols = Orientation::Columns.positions(cells);
        assert_eq!(cols[2], 0b10_0001);
        assert_eq!(cols[7], 0b1);
    }

    #[test]
    fn lines_read_as_words() {
        assert_eq!(
            lines_in_words([House::row(1), House::row(6)].into_iter()),
            "rows 2 and 7"
        );
        assert_eq!(
            lines_in_words([House::col(0), House::col(2), House::col(5)].into_iter()),
            "columns 1, 3 and 6"
        );
    }

    #[test]
    fn nothing_in_the_empty_grid() {
        for strategy in [&XWing as &dyn GridSolver, &Swordfish, &Jellyfish] {
            assert!(strategy.find(&LayerGrid::new()).is_none(), "{}", strategy.name());
        }
    }
}
