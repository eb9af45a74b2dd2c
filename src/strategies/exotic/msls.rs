//! Multi-Sector Locked Sets: the open cells where some rows cross some columns, with as
//! many row and column links as cells.
//!
//! The technique is a case of Allan Barker's set logic (rank 0 logic, XSudo, the
//! "Sudoku set logic" threads of the enjoysudoku Player's Forum, 2008 on); the name
//! "Multi-Sector Locked Sets" (MSLS) and its use on the hardest puzzles come from the
//! forum's later threads (for example "Multi-Sector Locked Sets" in Advanced solving
//! techniques, 2020, by Obi-Wahn, totuan and others). This strategy takes the common
//! form, rows by columns.
//!
//! **The pattern.** A set of rows `R` and a set of columns `C`; `S` the open cells where
//! they cross (the sectors), `N` of them. Each digit is taken as a *row digit* or a
//! *column digit*: a row digit is linked to each row of `R` where it has a candidate in
//! `S`, a column digit to each column of `C` where it has one. The set is *locked* when
//! the links number exactly `N`, the least they can.
//!
//! **Why the links are all used.** Each cell of `S` takes a digit, which is a row digit
//! or a column digit, and so is counted by the link of its row or of its column; a link
//! is one house and one digit, so it counts at most one cell. With as many links as
//! cells, every link counts exactly one: each row digit lies in `S` in each of its rows,
//! each column digit in `S` in each of its columns.
//!
//! **The eliminations.** A row digit leaves its rows outside `S`, a column digit its
//! columns outside `S`. A digit that costs as many links either way is taken both ways
//! (each choice is a locked set of its own), and so leaves both.
//!
//! To keep the search fast, `R` and `C` have three to five lines each.
//!
//! No uniqueness argument is used: the step holds in any puzzle.

use std::ops::ControlFlow;

use crate::strategies::shared::nine_bit_count;
use crate::strategies::{Found, Scan};
use crate::{CandidateView, Cell, CellSet, DigitSet, House, Step, Technique};

/// Multi-Sector Locked Set: the open cells where three to five rows cross three to five
/// columns, whose digits split into row digits and column digits with as many links
/// (a row digit once per row of the set where it appears, a column digit once per
/// column) as cells. Every link is then used: each row digit lies in the set in each of
/// its rows and leaves the rest of them, each column digit likewise in its columns.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::MultiSectorLockedSet, Engine, Grid, GridSolver, LayerGrid, Technique};
///
/// // Easter Monster, after the simple patterns: the sixteen cells where rows 2, 4, 6 and
/// // 8 cross columns 1, 3, 7 and 9 take 3, 4, 5, 8 and 9 once per row, and 1, 2, 6 and 7
/// // once per column.
/// let puzzle: Grid =
///     "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1".parse()?;
/// let engine = Engine::default().without(&[Technique::SkLoop]);
/// let mut grid = LayerGrid::from_grid(&puzzle);
/// let step = loop {
///     let step = engine.next_step(&grid).expect("a step");
///     if step.technique() == Technique::MultiSectorLockedSet {
///         break step;
///     }
///     grid.apply(&step)?;
/// };
/// assert!(MultiSectorLockedSet.find_all(&grid).contains(&step));
/// assert!(step.eliminations().len() >= 10);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct MultiSectorLockedSet;

/// The fewest and most rows (and columns) of a set.
const SIZES: std::ops::RangeInclusive<usize> = 3..=5;

/// What one column of the rows chosen so far holds.
#[derive(Clone, Copy, Default)]
struct Column {
    /// Per digit, nine bits: the chosen rows where it is a candidate in this column.
    rows: [u16; 9],
    /// The digits it holds in the chosen rows.
    digits: u16,
    /// Its open cells in the chosen rows.
    open: u32,
}

/// The rows chosen, the columns that meet them in a cell changed since the walk's last
/// scan found nothing (all nine without one), per column what the rows hold, and from
/// each column on the most open cells that one to five of the columns from there hold
/// in those rows.
#[derive(Clone, Copy)]
struct Columns<'a> {
    rows: u16,
    changed: u16,
    columns: &'a [Column; 9],
    most: &'a [[u32; 6]; 10],
}

/// The columns chosen so far: as a mask; per digit the rows where it has a candidate in
/// them (as a mask and counted), the number of them holding it, and the links that
/// costs (the fewer of the two); the links in all; and their open cells. `ahead` holds
/// the digits in more of its rows than of its columns, each of which adds a link with
/// the next column that holds it.
#[derive(Clone, Copy, Default)]
struct Partial {
    cols: u16,
    union: [u16; 9],
    in_rows: [u8; 9],
    in_columns: [u8; 9],
    ahead: u16,
    links_of: [u8; 9],
    links: u32,
    open: u32,
}

impl Partial {
    /// These columns and `column` (index `col`): only the digits of the new column change
    /// their links, so the count is kept up to date rather than summed again.
    fn with(&self, col: usize, column: &Column) -> Partial {
        let mut with = *self;
        with.cols |= 1 << col;
        with.open += column.open;
        let mut digits = column.digits;
        while digits != 0 {
            let d = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            with.union[d] |= column.rows[d];
            with.in_rows[d] = nine_bit_count(with.union[d]) as u8;
            with.in_columns[d] += 1;
            let after = with.in_rows[d].min(with.in_columns[d]);
            if with.in_rows[d] > with.in_columns[d] {
                with.ahead |= 1 << d;
            } else {
                with.ahead &= !(1 << d);
            }
            with.links += u32::from(after - with.links_of[d]);
            with.links_of[d] = after;
        }
        with
    }
}

/// The search over the candidates of a state.
struct Search<'a> {
    masks: &'a [u16; 81],
    /// Per row, the columns where a cell changed since the walk's last scan found
    /// nothing (all nine without one): a set with an effect takes one of those cells,
    /// since any other set was there with no effect before and candidates only go.
    changed: [u16; 9],
}

impl Scan for MultiSectorLockedSet {
    const TECHNIQUE: Technique = Technique::MultiSectorLockedSet;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        let masks = view.map().bits();
        let mut changed = [0x1ff; 9];
        if let Some(cells) = view
            .fruitless()
            .and_then(|f| f.changed_since(Self::TECHNIQUE, &masks))
        {
            changed = [0; 9];
            for cell in CellSet::from_bits(cells) {
                changed[cell.row_index()] |= 1 << cell.col_index();
            }
        }
        let search = Search {
            masks: &masks,
            changed,
        };
        let flow = search.rows(0, 0, 0, [Column::default(); 9], found);
        if let Some(fruitless) = view.fruitless() {
            fruitless.record(Self::TECHNIQUE, &masks, found.is_empty());
        }
        flow
    }
}

impl Search<'_> {
    /// Chooses rows from `next` on (`rows` chosen so far, as a mask; `changed` the
    /// columns where they hold a changed cell).
    fn rows(
        &self,
        next: usize,
        rows: u16,
        changed: u16,
        columns: [Column; 9],
        found: &mut Found,
    ) -> ControlFlow<()> {
        let count = nine_bit_count(rows) as usize;
        if SIZES.contains(&count) && changed != 0 {
            // The most open cells that `k` more columns can add, from each column on:
            // the sum of the `k` largest counts among them, kept largest first.
            let mut most = [[0u32; 6]; 10];
            let mut largest = [0u32; 5];
            for col in (0..9).rev() {
                let mut open = columns[col].open;
                for slot in &mut largest {
                    if open > *slot {
                        std::mem::swap(&mut open, slot);
                    }
                }
                for k in 1..6 {
                    most[col][k] = most[col][k - 1] + largest[k - 1];
                }
            }
            let search = Columns {
                rows,
                changed,
                columns: &columns,
                most: &most,
            };
            self.columns(&search, 0, Partial::default(), found)?;
        }
        if count == *SIZES.end() {
            return ControlFlow::Continue(());
        }
        // A row or column without open cells adds nothing to a set: it is left out.
        for row in (next..9).filter(|&row| self.masks[row * 9..row * 9 + 9].iter().any(|&m| m != 0)) {
            let mut with = columns;
            for (col, column) in with.iter_mut().enumerate() {
                let mask = self.masks[row * 9 + col];
                if mask != 0 {
                    column.open += 1;
                    column.digits |= mask;
                    for d in DigitSet::from_bits(mask) {
                        column.rows[d.index()] |= 1 << row;
                    }
                }
            }
            self.rows(row + 1, rows | 1 << row, changed | self.changed[row], with, found)?;
        }
        ControlFlow::Continue(())
    }

    /// Chooses columns from `next` on, for the rows of `search`, beside those of
    /// `partial`.
    ///
    /// Adding columns never lowers the count of links, and the columns still to come add
    /// at most `most` open cells, so a branch whose links already outnumber what its
    /// cells can reach is cut. Sharper (see [`gain_bound`](Search::gain_bound)): some
    /// digits are sure to add a link in every column still to come that holds them.
    fn columns(
        &self,
        search: &Columns<'_>,
        next: usize,
        partial: Partial,
        found: &mut Found,
    ) -> ControlFlow<()> {
        let Columns {
            rows,
            changed,
            columns,
            most,
        } = *search;
        let Partial {
            cols, links, open, ..
        } = partial;
        if cols & changed == 0 && changed >> next == 0 {
            // No changed cell left to take.
            return ControlFlow::Continue(());
        }
        let count = nine_bit_count(cols) as usize;
        if SIZES.contains(&count) && open > 0 && links == open && cols & changed != 0 {
            self.report(rows, &partial, found)?;
        }
        let slots = *SIZES.end() - count;
        if slots == 0 || links > open + most[next][slots] {
            return ControlFlow::Continue(());
        }
        if links > open && links - open > Self::gain_bound(search, next, &partial, slots) {
            return ControlFlow::Continue(());
        }
        for col in (next..9).filter(|&col| columns[col].open > 0) {
            // The first checks of the branch that takes `col`, made before its links are
            // counted (they are at least these, and one more for each digit ahead that
            // the column holds): it needs a changed cell, and it is cut when these links
            // outnumber its cells and all that its columns still to come can add, which
            // also rules out a set of its own.
            let open_with = open + columns[col].open;
            let sure = nine_bit_count(columns[col].digits & partial.ahead);
            if ((cols | 1 << col) & changed == 0 && changed >> (col + 1) == 0)
                || links + sure > open_with + most[col + 1][slots - 1]
            {
                continue;
            }
            self.columns(search, col + 1, partial.with(col, &columns[col]), found)?;
        }
        ControlFlow::Continue(())
    }

    /// The most that up to `slots` columns from `next` on can lower the links' lead over
    /// the open cells of `partial`.
    ///
    /// A digit in `r` rows of the set and `k` of its columns has `min(r, k)` links;
    /// adding `x` columns that hold it adds at least `min(x, r - k)` of them (its rows
    /// never shrink). A digit whose rows outnumber its columns by `slots` or more so adds
    /// a link in every column still to come that holds it: such a column adds its open
    /// cells, less those digits, to what can catch up with the links.
    fn gain_bound(search: &Columns<'_>, next: usize, partial: &Partial, slots: usize) -> u32 {
        let mut gapped = 0u16;
        for (d, (&rows, &cols)) in partial.in_rows.iter().zip(&partial.in_columns).enumerate() {
            if usize::from(rows) >= usize::from(cols) + slots {
                gapped |= 1 << d;
            }
        }
        if gapped == 0 {
            // No sharper than `most`, already checked.
            return u32::MAX;
        }
        let mut largest = [0u32; 5];
        for column in &search.columns[next..] {
            let mut gain = column.open.saturating_sub(nine_bit_count(column.digits & gapped));
            for slot in &mut largest[..slots] {
                if gain > *slot {
                    std::mem::swap(&mut gain, slot);
                }
            }
        }
        largest.iter().sum()
    }

    /// The step of the locked set on `rows` and `cols`, if it removes anything.
    fn report(&self, rows: u16, partial: &Partial, found: &mut Found) -> ControlFlow<()> {
        let masks = self.masks;
        let Partial {
            cols,
            union,
            in_columns,
            ..
        } = *partial;
        let row_houses: Vec<House> = (0..9).filter(|r| rows >> r & 1 == 1).map(House::row).collect();
        let col_houses: Vec<House> = (0..9).filter(|c| cols >> c & 1 == 1).map(House::col).collect();
        let mut cells = CellSet::EMPTY;
        for row in &row_houses {
            for col in &col_houses {
                let cell = (row.cells() & col.cells())
                    .first()
                    .expect("a row and a column meet");
                if masks[cell.index()] != 0 {
                    cells.insert(cell);
                }
            }
        }
        let mut step = Step::builder(Technique::MultiSectorLockedSet);
        let (mut row_digits, mut col_digits) = (DigitSet::EMPTY, DigitSet::EMPTY);
        let mut links = Vec::new();
        for d in 0..9 {
            let row_mask = union[d];
            let (in_rows, in_cols) = (row_mask.count_ones(), u32::from(in_columns[d]));
            if in_rows == 0 {
                continue;
            }
            let digit = crate::Digit::from_index(d).expect("a digit index");
            let holds = |cell: &Cell| masks[cell.index()] >> d & 1 == 1;
            if in_rows <= in_cols {
                row_digits.insert(digit);
                for row in row_houses
                    .iter()
                    .filter(|r| row_mask >> r.index_in_kind() & 1 == 1)
                {
                    links.push((*row, digit));
                    let outside: CellSet = (row.cells() - cells).iter().filter(holds).collect();
                    step = step.eliminate_all(outside, digit);
                }
            }
            if in_cols <= in_rows {
                col_digits.insert(digit);
                for col in &col_houses {
                    if !(col.cells() & cells).iter().any(|c| holds(&c)) {
                        continue;
                    }
                    if in_rows > in_cols {
                        links.push((*col, digit));
                    }
                    let outside: CellSet = (col.cells() - cells).iter().filter(holds).collect();
                    step = step.eliminate_all(outside, digit);
                }
            }
        }
        if step.eliminations().is_empty() {
            return ControlFlow::Continue(());
        }
        let names = |houses: &[House]| houses.iter().map(|h| h.number().to_string()).collect::<String>();
        let sector = format!("r{}c{}", names(&row_houses), names(&col_houses));
        let both = row_digits & col_digits;
        let col_only = col_digits - both;
        let link_text: Vec<String> = links.iter().map(|(h, d)| format!("{d}{h}")).collect();
        step = step
            .detail(format!(
                "{} cells {sector}, rows {{{}}}, columns {{{}}}",
                cells.len(),
                row_digits.join(""),
                col_only.join("")
            ))
            .explain(format!(
                "The {n} open cells of {sector} take {n} digits. Take {rows} as digits of the rows and {columns} as digits of the columns: each row of the set takes each of its row digits at most once, each column each of its column digits, so {n} links ({list}) count every cell{twice}. With as many links as cells every link counts one: each row digit lies in the set in each of its rows, each column digit in each of its columns, and leaves the rest of them.",
                n = cells.len(),
                rows = if row_digits.is_empty() { "no digit".to_string() } else { row_digits.join(", ") },
                columns = if col_only.is_empty() { "no digit".to_string() } else { col_only.join(", ") },
                list = link_text.join(" "),
                twice = if both.is_empty() {
                    String::new()
                } else {
                    format!(
                        "; {} would count as many links as digits of the columns, so that choice holds too",
                        both.join(" and ")
                    )
                },
            ));
        for house in row_houses.iter().chain(&col_houses) {
            step = step.house(*house);
        }
        for cell in cells {
            step = step.pattern_candidates(cell, DigitSet::from_bits(masks[cell.index()]));
        }
        let step = step.build();
        found.push_new(step)?;
        ControlFlow::Continue(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GridSolver;
    use crate::strategies::exotic::states::*;
    use crate::strategies::test_support::{assert_sound, candidates, eliminations, pencil};

    #[test]
    fn easter_monster_has_its_sixteen_cell_set() {
        let grid = pencil(EASTER_MONSTER_STATE);
        let steps = MultiSectorLockedSet.find_all(&grid);
        assert_sound(&grid, &steps, &solution(EASTER_MONSTER));
        let step = steps
            .iter()
            .find(|s| {
                s.to_string()
                    .starts_with("Multi-Sector Locked Set: 16 cells r2468c1379, rows {34589}, columns {1267}")
            })
            .unwrap_or_else(|| panic!("{steps:#?}"));
        assert_eq!(
            eliminations(step),
            candidates(
                "r1c3<>7 r2c5<>3 r2c5<>8 r2c6<>8 r3c1<>2 r4c5<>4 r8c5<>4 r5c1<>2 r5c1<>6 r5c3<>1 r7c3<>1 \
                 r5c7<>1 r5c7<>2 r5c9<>6 r9c1<>6 r8c4<>5"
            )
        );
    }

    #[test]
    fn after_a_scan_that_found_nothing_only_sets_on_changed_cells_are_searched() {
        use crate::strategies::shared::fruitless::FruitlessScans;
        let grid = pencil(EASTER_MONSTER_STATE);
        let whole = MultiSectorLockedSet.find_all(&grid);
        let sixteen = |steps: &[Step]| {
            steps.iter().any(|s| {
                s.to_string()
                    .starts_with("Multi-Sector Locked Set: 16 cells r2468c1379")
            })
        };
        assert!(sixteen(&whole));
        let masks = CandidateView::new(&grid).map().bits();
        let fruitless = FruitlessScans::default();
        let scan = || MultiSectorLockedSet.find_all_in(&CandidateView::new(&grid).on_walk(&fruitless));
        // Nothing changed since a scan that found nothing: nothing to find.
        fruitless.record(Technique::MultiSectorLockedSet, &masks, true);
        assert!(scan().is_empty());
        // r2c1, one of the sixteen cells, had one more candidate: the sets through it.
        let r2c1 = 9;
        let mut earlier = masks;
        earlier[r2c1] |= 1 << (!masks[r2c1] & 0x1ff).trailing_zeros();
        fruitless.record(Technique::MultiSectorLockedSet, &earlier, true);
        let through = scan();
        assert!(sixteen(&through));
        assert!(through.len() < whole.len(), "{through:#?}");
        assert!(through.iter().all(|s| whole.contains(s)));
        // The scan found something, which leaves the remembered state: the same sets.
        assert_eq!(scan(), through);
        // A state that is not an earlier one (r2c1 had a candidate fewer): the whole scan.
        let mut other = masks;
        other[r2c1] &= other[r2c1] - 1;
        fruitless.record(Technique::MultiSectorLockedSet, &other, true);
        assert_eq!(scan(), whole);
    }

    #[test]
    fn nothing_without_a_locked_set() {
        let grid = pencil(MITH_4401_STATE);
        assert!(MultiSectorLockedSet.find_all(&grid).is_empty());
        assert!(MultiSectorLockedSet.find(&crate::LayerGrid::new()).is_none());
    }
}
