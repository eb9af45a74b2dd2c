//! Junior Exocet: two base cells of a box whose digits must reappear in two target cells
//! of the same band.
//!
//! The pattern comes from Allan Barker's analysis of the "Fata Morgana" puzzle; the name
//! was coined on the enjoysudoku Player's Forum by champagne, and David P. Bird set out
//! its definition and rules in the JExocet Compendium and the thread "JExocet Pattern
//! Definition" (Player's Forum, 2012 to 2014); SudokuWiki's "Exocet" page follows them.
//!
//! **The pattern** (said for a band of rows; a stack of columns is the same turned).
//! - Two open *base* cells `B1`, `B2` in one row of a box (a mini-row), holding three or
//!   four candidates between them, the *base digits*.
//! - Two open *target* cells `T1`, `T2`, one in each of the band's other two boxes, in
//!   rows other than the base row, each holding at least one base digit.
//! - The *cross-lines* are three columns: the base box's column without a base cell, and
//!   the two targets' columns. In each target's column, the cell of the band that is
//!   neither in the base row nor the target (its *companion*) holds no base digit, as a
//!   candidate or a placed digit.
//! - The *S cells* are the eighteen cells of the cross-lines outside the band. For every
//!   base digit, its places in the S cells (candidates and placed digits) lie in at most
//!   two houses (the *cover houses*: rows, or any two houses that each hold it once).
//!
//! **Why the base digits reach the targets.** Let `x` be the digit of a base cell. The
//! base box holds it already, so in the base box's free column `x` lies outside the band,
//! in an S cell. Two cover houses hold `x` at most twice, so `x` lies in S cells of at
//! most two cross-lines, and in one of the targets' columns it lies inside the band: not
//! in the base row (which has `x` in the base), not in the companion (no base digit), so
//! in the target. The two base cells hold two different digits and each reaches a target,
//! so the two targets hold exactly the two digits of the base cells.
//!
//! **The eliminations** (the first rules of the compendium, and its mirror rule):
//! - every candidate of a target that is not a base digit goes;
//! - a base digit that neither target holds goes from the base cells, since it could not
//!   reach one;
//! - the *mirror* of a target is the pair of cells of the other target's box on the
//!   band's line that is neither the base line nor the target's own, outside the other
//!   target's cross-line. A target's digit `x` is in the base line (in the base), and in
//!   the target's line (in the target), so in the other target's box it lies on that
//!   third line; not in the other target (which holds the other base digit) nor in its
//!   companion (no base digit) when they lie on it: in the mirror. So a target loses the
//!   base digits its mirror cannot take, and when one mirror cell alone can take the
//!   target's digits it keeps only those.
//!
//! Bird's cross-line rules and the incompatibility tests are left out.
//!
//! No uniqueness argument is used: the step holds in any puzzle.

use std::ops::ControlFlow;

use crate::step::compact_cells;
use crate::strategies::{Found, Scan};
use crate::{CandidateView, Cell, CellSet, DigitSet, House, Step, Technique};

/// Junior Exocet: two base cells in a mini-line of a box with three or four candidates
/// between them, two target cells in the band's other boxes, outside the base line, and
/// three cross-lines whose cells outside the band hold each base digit in at most two
/// houses. The base cells' digits must reappear in the targets: the targets lose every
/// other digit, and the base cells lose the base digits that no target holds.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::JuniorExocet, Engine, Grid, GridSolver, LayerGrid, Technique};
///
/// // The second puzzle of the forum's 2011 list of the hardest.
/// let puzzle: Grid =
///     "........2..8.1.9..5....3.4....1.93...6..3..8...37......4......53.1.7.8..2........".parse()?;
/// let engine = Engine::default();
/// let mut grid = LayerGrid::from_grid(&puzzle);
/// let step = loop {
///     let step = engine.next_step(&grid).expect("a step");
///     if step.technique() == Technique::JuniorExocet {
///         break step;
///     }
///     grid.apply(&step)?;
/// };
/// assert_eq!(
///     step.to_string(),
///     "Junior Exocet: base r5c46 {245}, targets r4c3,r6c7 => r4c3<>7, r6c7<>1,6"
/// );
/// assert_eq!(JuniorExocet.find(&grid).as_ref(), Some(&step));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct JuniorExocet;

/// Which way the band runs: a band of rows or a stack of columns.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Orientation {
    Rows,
    Columns,
}

impl Orientation {
    /// The cell at `line` (a row for a band of rows) and `across` (the position along it).
    fn cell(self, line: usize, across: usize) -> Cell {
        match self {
            Orientation::Rows => Cell::at(line, across),
            Orientation::Columns => Cell::at(across, line),
        }
    }

    /// The line through the pattern's cells along the band (a row for a band of rows).
    fn line(self, index: usize) -> House {
        match self {
            Orientation::Rows => House::row(index),
            Orientation::Columns => House::col(index),
        }
    }

    /// A cross-line (a column for a band of rows).
    fn cross(self, index: usize) -> House {
        match self {
            Orientation::Rows => House::col(index),
            Orientation::Columns => House::row(index),
        }
    }
}

/// The cells, candidates and placed digits of the state, as the search reads them.
struct State {
    masks: [u16; 81],
    /// Per cell, its candidates or, when solved, its digit.
    marks: [u16; 81],
    planes: [CellSet; 9],
}

/// One instance, for its step.
struct Exocet {
    orientation: Orientation,
    band: usize,
    base: [Cell; 2],
    digits: u16,
    targets: [Cell; 2],
    companions: [Cell; 2],
    /// Per target, the two cells of the other target's box that must hold its digit.
    mirrors: [[Cell; 2]; 2],
    cross: [usize; 3],
    covers: Vec<(usize, [House; 2])>,
}

impl Scan for JuniorExocet {
    const TECHNIQUE: Technique = Technique::JuniorExocet;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        let grid = view.grid();
        let masks = view.map().bits();
        let mut marks = masks;
        for cell in grid.solved_cells() {
            if let Some(digit) = grid.value(cell) {
                marks[cell.index()] = 1 << digit.index();
            }
        }
        let mut planes = *view.planes();
        for (d, plane) in planes.iter_mut().enumerate() {
            *plane |= Cell::ALL
                .into_iter()
                .filter(|c| masks[c.index()] == 0 && marks[c.index()] >> d & 1 == 1)
                .collect::<CellSet>();
        }
        let state = State { masks, marks, planes };
        for orientation in [Orientation::Rows, Orientation::Columns] {
            for band in 0..3 {
                for stack in 0..3 {
                    for line in band * 3..band * 3 + 3 {
                        for free in 0..3 {
                            scan_base(&state, orientation, band, stack, line, free, found)?;
                        }
                    }
                }
            }
        }
        ControlFlow::Continue(())
    }
}

/// Every exocet whose base is the two cells of `line` in the box of `band` and `stack`
/// other than the one at offset `free`.
fn scan_base(
    state: &State,
    orientation: Orientation,
    band: usize,
    stack: usize,
    line: usize,
    free: usize,
    found: &mut Found,
) -> ControlFlow<()> {
    let masks = &state.masks;
    let across: Vec<usize> = (0..3).filter(|&i| i != free).map(|i| stack * 3 + i).collect();
    let base = [
        orientation.cell(line, across[0]),
        orientation.cell(line, across[1]),
    ];
    if base.iter().any(|c| masks[c.index()] == 0) {
        return ControlFlow::Continue(());
    }
    let digits = masks[base[0].index()] | masks[base[1].index()];
    if !(3..=4).contains(&digits.count_ones()) {
        return ControlFlow::Continue(());
    }
    let free_cross = stack * 3 + free;
    let other_lines: Vec<usize> = (band * 3..band * 3 + 3).filter(|&l| l != line).collect();
    let other_stacks: Vec<usize> = (0..3).filter(|&s| s != stack).collect();
    // Per other stack, the cells that can be its target, with their companions and lines.
    let targets_in = |s: usize| -> Vec<(Cell, Cell, usize, usize)> {
        let mut list = Vec::new();
        for cross in s * 3..s * 3 + 3 {
            for (i, &l) in other_lines.iter().enumerate() {
                let target = orientation.cell(l, cross);
                let companion = orientation.cell(other_lines[1 - i], cross);
                let open = masks[target.index()] & digits != 0;
                if open && state.marks[companion.index()] & digits == 0 {
                    list.push((target, companion, cross, l));
                }
            }
        }
        list
    };
    // The mirror of a target on `target_line`: the cells of the other target's box, on
    // the band's third line, outside the other target's cross-line.
    let mirror = |target_line: usize, other_cross: usize| -> [Cell; 2] {
        let third = if other_lines[0] == target_line {
            other_lines[1]
        } else {
            other_lines[0]
        };
        let box_start = other_cross / 3 * 3;
        let acrosses: Vec<usize> = (box_start..box_start + 3).filter(|&c| c != other_cross).collect();
        [
            orientation.cell(third, acrosses[0]),
            orientation.cell(third, acrosses[1]),
        ]
    };
    let first = targets_in(other_stacks[0]);
    if first.is_empty() {
        return ControlFlow::Continue(());
    }
    let second = targets_in(other_stacks[1]);
    for &(t1, m1, c1, l1) in &first {
        for &(t2, m2, c2, l2) in &second {
            let cross = [free_cross, c1, c2];
            let Some(covers) = cover_houses(state, orientation, band, digits, cross) else {
                continue;
            };
            let exocet = Exocet {
                orientation,
                band,
                base,
                digits,
                targets: [t1, t2],
                companions: [m1, m2],
                mirrors: [mirror(l1, c2), mirror(l2, c1)],
                cross,
                covers,
            };
            if let Some(step) = exocet.step(state) {
                found.push_new(step)?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// For each base digit, two houses that hold all its places in the S cells (the
/// cross-lines `cross` outside `band`), or `None` when some digit has no such pair.
fn cover_houses(
    state: &State,
    orientation: Orientation,
    band: usize,
    digits: u16,
    cross: [usize; 3],
) -> Option<Vec<(usize, [House; 2])>> {
    let band_cells = (band * 3..band * 3 + 3).fold(CellSet::EMPTY, |s, l| s | orientation.line(l).cells());
    let s_cells = cross
        .iter()
        .fold(CellSet::EMPTY, |s, &c| s | orientation.cross(c).cells())
        - band_cells;
    let mut covers = Vec::new();
    for d in DigitSet::from_bits(digits) {
        let places = state.planes[d.index()] & s_cells;
        covers.push((d.index(), two_houses(places, orientation)?));
    }
    Some(covers)
}

/// Two houses holding every cell of `places` (lines along the band first), if any.
fn two_houses(places: CellSet, orientation: Orientation) -> Option<[House; 2]> {
    let Some(first) = places.first() else {
        // No place at all: any two houses do; name the lines of nothing.
        return Some([House::row(0), House::row(0)]);
    };
    let [row, col, block] = first.houses();
    let along = match orientation {
        Orientation::Rows => [row, col, block],
        Orientation::Columns => [col, row, block],
    };
    for house in along {
        let rest = places - house.cells();
        match rest.first() {
            None => return Some([house, house]),
            Some(next) => {
                let [r, c, b] = next.houses();
                let options = match orientation {
                    Orientation::Rows => [r, c, b],
                    Orientation::Columns => [c, r, b],
                };
                if let Some(other) = options.into_iter().find(|h| rest.is_subset(h.cells())) {
                    return Some([house, other]);
                }
            }
        }
    }
    None
}

impl Exocet {
    /// The step, if the pattern removes anything.
    fn step(&self, state: &State) -> Option<Step> {
        let masks = &state.masks;
        let base_digits = DigitSet::from_bits(self.digits);
        let target_masks = self.targets.map(|t| masks[t.index()]);
        let reachable = target_masks[0] | target_masks[1];
        let mut step = Step::builder(Technique::JuniorExocet);
        let mut rules = Vec::new();
        // The targets keep only base digits.
        let mut removed = Vec::new();
        for (t, &mask) in self.targets.iter().zip(&target_masks) {
            for digit in DigitSet::from_bits(mask & !self.digits) {
                step = step.eliminate(*t, digit);
                removed.push(format!("{t}<>{digit}"));
            }
        }
        if !removed.is_empty() {
            rules.push(format!(
                "the targets keep only base digits ({})",
                removed.join(", ")
            ));
        }
        // A base digit that no target holds cannot be in the base.
        let mut removed = Vec::new();
        for b in self.base {
            for digit in DigitSet::from_bits(masks[b.index()] & !reachable) {
                step = step.eliminate(b, digit);
                removed.push(format!("{b}<>{digit}"));
            }
        }
        if !removed.is_empty() {
            rules.push(format!(
                "a base digit that neither target holds cannot be in the base ({})",
                removed.join(", ")
            ));
        }
        // A target's digit reappears in its mirror.
        for (i, (&t, mirror)) in self.targets.iter().zip(&self.mirrors).enumerate() {
            let mirror_marks = state.marks[mirror[0].index()] | state.marks[mirror[1].index()];
            let lost = target_masks[i] & self.digits & !mirror_marks;
            for digit in DigitSet::from_bits(lost) {
                step = step.eliminate(t, digit);
            }
            if lost != 0 {
                rules.push(format!(
                    "{t} takes a digit that {} or {} must hold too, so not {}",
                    mirror[0],
                    mirror[1],
                    DigitSet::from_bits(lost).join(" or ")
                ));
            }
            // When one mirror cell alone can hold the target's digit, it is that digit.
            let wanted = target_masks[i] & self.digits & mirror_marks;
            let able: Vec<Cell> = mirror
                .iter()
                .copied()
                .filter(|m| state.marks[m.index()] & wanted != 0)
                .collect();
            if let [only] = able[..] {
                let extra = masks[only.index()] & !wanted;
                for digit in DigitSet::from_bits(extra) {
                    step = step.eliminate(only, digit);
                }
                if extra != 0 {
                    let other = if mirror[0] == only { mirror[1] } else { mirror[0] };
                    rules.push(format!(
                        "{other} cannot hold {t}'s digit, so {only} does: it keeps only {}",
                        DigitSet::from_bits(wanted).join(" or ")
                    ));
                }
            }
        }
        if step.eliminations().is_empty() {
            return None;
        }
        let [b1, b2] = self.base;
        let [t1, t2] = self.targets;
        let [m1, m2] = self.companions;
        let cross: Vec<House> = self.cross.iter().map(|&c| self.orientation.cross(c)).collect();
        let band_word = match self.orientation {
            Orientation::Rows => format!("band {}", self.band + 1),
            Orientation::Columns => format!("stack {}", self.band + 1),
        };
        let base_line = match self.orientation {
            Orientation::Rows => b1.row(),
            Orientation::Columns => b1.col(),
        };
        let covers: Vec<String> = self
            .covers
            .iter()
            .map(|(d, [h1, h2])| {
                let digit = d + 1;
                if h1 == h2 {
                    format!("{digit} in {h1}")
                } else {
                    format!("{digit} in {h1} and {h2}")
                }
            })
            .collect();
        let base_text = compact_cells(CellSet::single(b1) | CellSet::single(b2));
        step = step
            .detail(format!(
                "base {base_text} {{{}}}, targets {t1},{t2}",
                base_digits.join("")
            ))
            .explain(format!(
                "The base cells {b1} and {b2} of {block:#} hold {digits} between them. A base digit's place in {free:#} lies outside {band_word}, since {block:#} has it already. In the cross-lines {c0:#}, {c1:#} and {c2:#} outside the band each base digit has its places in two houses ({covers}), so it lies there in at most two of the three lines, and in {c1:#} or {c2:#} it lies inside the band: not in {base_line:#}, which has it in the base, and not in {m1} or {m2}, which hold no base digit; so in {t1} or {t2}. The two targets hold exactly the base cells' two digits: {rules}.",
                block = b1.block(),
                digits = base_digits.join(", "),
                free = cross[0],
                c0 = cross[0],
                c1 = cross[1],
                c2 = cross[2],
                covers = covers.join(", "),
                rules = rules.join("; "),
            ))
            .house(b1.block())
            .pattern_cells(CellSet::single(m1) | CellSet::single(m2));
        for &house in &cross {
            step = step.house(house);
        }
        for cell in [b1, b2, t1, t2] {
            step = step.pattern_candidates(cell, DigitSet::from_bits(masks[cell.index()] & self.digits));
        }
        Some(step.digits(base_digits).build())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GridSolver;
    use crate::strategies::exotic::states::*;
    use crate::strategies::test_support::{assert_sound, candidates, cells_holding, eliminations, pencil};

    #[test]
    fn the_targets_keep_the_base_digits() {
        let grid = pencil(HARDEST_2_STATE);
        let steps = JuniorExocet.find_all(&grid);
        assert_sound(&grid, &steps, &solution(HARDEST_2));
        assert_eq!(steps.len(), 1, "{steps:#?}");
        assert_eq!(
            steps[0].to_string(),
            "Junior Exocet: base r5c46 {245}, targets r4c3,r6c7 => r4c3<>7, r6c7<>1,6"
        );
        assert_eq!(eliminations(&steps[0]), candidates("r4c3<>7 r6c7<>1 r6c7<>6"));
        // The cross-lines are the base box's free column and the targets' columns.
        let explanation = steps[0].explanation();
        assert!(
            explanation.contains("cross-lines column 5, column 3 and column 7"),
            "{explanation}"
        );
    }

    #[test]
    fn nothing_without_an_exocet() {
        let grid = pencil(EASTER_MONSTER_STATE);
        assert!(JuniorExocet.find_all(&grid).is_empty());
        assert!(JuniorExocet.find(&crate::LayerGrid::new()).is_none());
    }

    #[test]
    fn a_companion_with_a_base_digit_spoils_the_pattern() {
        // Band 1, base r1c12 {123}, targets r2c4 and r3c7, companions r3c4 and r2c7.
        // Outside the band the targets' columns hold 4 to 9 only, so each base digit has
        // its places among the cross-lines in column 3 alone.
        let cross = "r4c4 r5c4 r6c4 r7c4 r8c4 r9c4 r4c7 r5c7 r6c7 r7c7 r8c7 r9c7";
        let spec = |companion: &'static str| {
            cells_holding(&[
                ("r1c1 r1c2", "123"),
                ("r2c4 r3c7", "1234"),
                ("r3c4", companion),
                ("r2c7", "56"),
                (cross, "456789"),
            ])
        };
        let step = JuniorExocet.find_all(&spec("56"));
        let with_targets = step
            .iter()
            .find(|s| {
                s.to_string()
                    .starts_with("Junior Exocet: base r1c12 {123}, targets r2c4,r3c7")
            })
            .unwrap_or_else(|| panic!("{step:#?}"));
        assert!(eliminations(with_targets).contains(&candidates("r2c4<>4")[0]));
        let spoiled = JuniorExocet.find_all(&spec("156"));
        assert!(
            spoiled.iter().all(|s| !s
                .to_string()
                .starts_with("Junior Exocet: base r1c12 {123}, targets r2c4,r3c7")),
            "{spoiled:#?}"
        );
    }

    #[test]
    fn two_houses_cover_places_in_two_lines_or_fewer() {
        let cells = |list: &str| -> CellSet {
            list.split_whitespace()
                .map(|c| c.parse::<Cell>().unwrap())
                .collect()
        };
        assert!(two_houses(cells("r4c3 r7c5 r7c8"), Orientation::Rows).is_some());
        assert!(two_houses(cells("r4c3 r5c5 r7c8"), Orientation::Rows).is_none());
        // Two cells of one column and one more: the column and the other cell's row.
        assert_eq!(
            two_houses(cells("r4c3 r8c3 r7c8"), Orientation::Rows),
            Some([House::col(2), House::row(6)])
        );
        assert!(two_houses(CellSet::EMPTY, Orientation::Columns).is_some());
    }
}
