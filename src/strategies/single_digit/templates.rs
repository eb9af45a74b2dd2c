//! Templates: every way to place one digit in the grid, and which of them fit a state.
//!
//! A *template* of a digit is one placement of it in all nine rows, columns and boxes:
//! nine cells, one in each row, each column and each box. There are 46,656 of them.
//! In the solution each digit fills exactly one template, and that template *fits*
//! every state reached by sound steps: it holds every placed copy of the digit and puts
//! the digit only in cells where it is still a candidate. So a cell that every fitting
//! template of a digit holds must hold the digit ([`TemplateSet`](super::TemplateSet)),
//! and a candidate that no fitting template holds is false
//! ([`TemplateDelete`](super::TemplateDelete)).
//!
//! The fitting templates are counted, not listed: row by row, a template so far is known
//! by the columns it has used (a 9-bit mask; in the current band, a box is taken when its
//! stack holds more used columns than there are finished bands). A forward pass counts
//! the ways to reach each mask, a backward pass the ways to finish from it, and their
//! products count the fitting templates through every cell. That is at most 512 masks
//! per digit, where testing every template takes 46,656 word operations per digit; the
//! unit tests check the count against that plain test.
//!
//! *Refined* fits, as HoDoKu's template solver makes them: when another digit holds a
//! cell in every one of its fitting templates, that cell is the other digit's, and no
//! template of this digit may use it. Removing those templates can give other digits
//! new such cells, so the refinement runs digit by digit until nothing changes (it only
//! removes templates, so it ends, and the solution's templates always survive it). It
//! changes nothing unless some digit already has a cell in all its fitting templates,
//! which is a plain Template Set step; the strategies therefore report plain steps
//! first and refined steps only after them.

use std::cell::OnceCell;
use std::ops::ControlFlow;

use crate::{Candidate, CellSet, Digit, DigitSet, LayerGrid, Step, StepBuilder, Technique};

/// The columns of each stack, as 9-bit masks.
const STACKS: [u16; 3] = [0b000_000_111, 0b000_111_000, 0b111_000_000];

/// What the fitting templates of one digit have in common.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Fit {
    /// How many templates fit.
    pub(crate) count: u32,
    /// The cells that at least one fitting template holds.
    pub(crate) union: CellSet,
    /// The cells that every fitting template holds (empty when none fits).
    pub(crate) common: CellSet,
}

impl Fit {
    /// The fit of the templates that hold every cell of `placed` and use only cells of
    /// `allowed` (which should contain `placed`).
    pub(crate) fn of(allowed: CellSet, placed: CellSet) -> Fit {
        let mut rows = [0u16; 9];
        for (r, row) in rows.iter_mut().enumerate() {
            let placed_here = row_mask(placed, r);
            *row = match placed_here.count_ones() {
                0 => row_mask(allowed, r),
                // A placed copy is the row's only place.
                1 => placed_here & row_mask(allowed, r),
                // Two copies in one row fit no template.
                _ => 0,
            };
        }
        count_templates(&rows)
    }
}

/// The nine columns of row `r` of `cells`, as a 9-bit mask.
fn row_mask(cells: CellSet, r: usize) -> u16 {
    ((cells.bits() >> (9 * r)) & 0x1FF) as u16
}

/// The columns row `r` may use after the columns in `used` (rows `0..r`): not a used
/// column, and not a column of a stack the current band has already used.
fn open_columns(row: u16, used: u16, r: usize) -> u16 {
    let finished_bands = (r / 3) as u32;
    let mut open = row & !used;
    for stack in STACKS {
        if (used & stack).count_ones() > finished_bands {
            open &= !stack;
        }
    }
    open
}

/// Counts the templates that use, in each row `r`, one of the columns in `rows[r]`.
fn count_templates(rows: &[u16; 9]) -> Fit {
    // Every mask of used columns belongs to one row (its number of bits), so one array
    // holds the counts of all rows. `masks[starts[r]..starts[r + 1]]` are those reached
    // before row `r`.
    let mut forward = [0u32; 512];
    let mut backward = [0u32; 512];
    let mut masks = [0u16; 512];
    let mut starts = [0usize; 10];
    forward[0] = 1;
    let mut reached = 1;
    for r in 0..9 {
        let (from, to) = (starts[r], reached);
        starts[r + 1] = to;
        for i in from..to {
            let used = masks[i];
            let ways = forward[used as usize];
            let mut open = open_columns(rows[r], used, r);
            while open != 0 {
                let next = used | (open & open.wrapping_neg());
                open &= open - 1;
                if forward[next as usize] == 0 {
                    masks[reached] = next;
                    reached += 1;
                }
                forward[next as usize] += ways;
            }
        }
        if starts[r + 1] == reached {
            // No way through row `r`.
            return Fit {
                count: 0,
                union: CellSet::EMPTY,
                common: CellSet::EMPTY,
            };
        }
    }
    let count = forward[0x1FF];
    backward[0x1FF] = 1;
    let mut through = [[0u32; 9]; 9];
    for r in (0..9).rev() {
        for &used in &masks[starts[r]..starts[r + 1]] {
            let ways_in = forward[used as usize];
            let mut ways_out = 0;
            let mut open = open_columns(rows[r], used, r);
            while open != 0 {
                let col = open.trailing_zeros() as usize;
                open &= open - 1;
                let rest = backward[(used | 1 << col) as usize];
                ways_out += rest;
                through[r][col] += ways_in * rest;
            }
            backward[used as usize] = ways_out;
        }
    }
    let mut union = 0u128;
    let mut common = 0u128;
    for (r, row) in through.iter().enumerate() {
        for (c, &n) in row.iter().enumerate() {
            let bit = 1u128 << (9 * r + c);
            if n > 0 {
                union |= bit;
            }
            if n == count && count > 0 {
                common |= bit;
            }
        }
    }
    Fit {
        count,
        union: CellSet::from_bits(union),
        common: CellSet::from_bits(common),
    }
}

/// The fitting templates of every digit in one state, plain and refined; the
/// [`CandidateView`](crate::CandidateView) makes them once, when a template strategy
/// first asks.
pub(crate) struct Templates {
    /// Each digit's placed cells.
    placed: [CellSet; 9],
    /// Each digit's candidates and placed cells.
    allowed: [CellSet; 9],
    /// Each digit's fit, by its own placements and candidates only.
    plain: [Fit; 9],
    refined: OnceCell<Option<Refined>>,
}

/// The fits after the refinement: no template of a digit uses a cell that another digit
/// holds in all of its own (refined) fitting templates.
#[derive(Clone, Debug)]
pub(crate) struct Refined {
    /// Each digit's refined fit.
    pub(crate) fits: [Fit; 9],
    /// For each digit, the cells other digits take that its plain fitting templates
    /// would use: the reason its refined fit is smaller.
    pub(crate) taken: [CellSet; 9],
}

impl Templates {
    pub(crate) fn new(grid: &LayerGrid) -> Templates {
        let placed = Digit::ALL.map(|d| grid.occupied(d));
        let allowed = Digit::ALL.map(|d| grid.candidates(d) | grid.occupied(d));
        let plain = std::array::from_fn(|i| Fit::of(allowed[i], placed[i]));
        Templates {
            placed,
            allowed,
            plain,
            refined: OnceCell::new(),
        }
    }

    /// The cells where `digit` is placed.
    pub(crate) fn placed(&self, digit: Digit) -> CellSet {
        self.placed[digit.index()]
    }

    /// The plain fit of `digit`.
    pub(crate) fn plain(&self, digit: Digit) -> Fit {
        self.plain[digit.index()]
    }

    /// Whether some digit has no fitting template: the state has no solution, and the
    /// template strategies report nothing in it.
    pub(crate) fn contradictory(&self) -> bool {
        self.plain.iter().any(|fit| fit.count == 0)
    }

    /// The refined fits, or `None` when the refinement leaves a digit without a template
    /// or changes nothing (no digit has a cell in all its plain templates beyond its
    /// placements).
    pub(crate) fn refined(&self) -> Option<&Refined> {
        self.refined.get_or_init(|| self.refine()).as_ref()
    }

    /// The steps of one template technique: for each digit, 1 first, the cells `pick`
    /// takes from its plain fit, then, after every digit's plain cells, the cells `pick`
    /// takes from its refined fit where they differ from the plain ones. `each` gets the
    /// digit, the fit its cells rest on and the cells, when there are any; nothing is
    /// given in a contradictory state.
    pub(crate) fn for_each_step(
        &self,
        pick: impl Fn(Digit, Fit) -> CellSet,
        mut each: impl FnMut(Digit, Basis<'_>, CellSet) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        if self.contradictory() {
            return ControlFlow::Continue(());
        }
        for digit in Digit::ALL {
            let fit = self.plain(digit);
            let cells = pick(digit, fit);
            if !cells.is_empty() {
                each(digit, Basis::Plain(fit), cells)?;
            }
        }
        let Some(refined) = self.refined() else {
            return ControlFlow::Continue(());
        };
        for digit in Digit::ALL {
            let fit = refined.fits[digit.index()];
            let cells = pick(digit, fit);
            if !cells.is_empty() && cells != pick(digit, self.plain(digit)) {
                each(digit, Basis::Refined(fit, refined), cells)?;
            }
        }
        ControlFlow::Continue(())
    }

    fn refine(&self) -> Option<Refined> {
        let forced = |fits: &[Fit; 9], i: usize| fits[i].common - self.placed[i];
        if self.contradictory() || (0..9).all(|i| forced(&self.plain, i).is_empty()) {
            return None;
        }
        let mut fits = self.plain;
        let mut blocked = [CellSet::EMPTY; 9];
        loop {
            let mut changed = false;
            for i in 0..9 {
                let others = (0..9)
                    .filter(|&k| k != i)
                    .fold(CellSet::EMPTY, |acc, k| acc | forced(&fits, k));
                let now = others & self.allowed[i];
                if now == blocked[i] {
                    continue;
                }
                blocked[i] = now;
                fits[i] = Fit::of(self.allowed[i] - now, self.placed[i]);
                if fits[i].count == 0 {
                    return None;
                }
                changed = true;
            }
            if !changed {
                break;
            }
        }
        let taken = std::array::from_fn(|i| blocked[i] & self.plain[i].union);
        Some(Refined { fits, taken })
    }
}

/// What a template step rests on: the fit of its digit, plain or refined.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Basis<'t> {
    /// The digit's own placements and candidates.
    Plain(Fit),
    /// Those, and the cells other digits take (the refinement).
    Refined(Fit, &'t Refined),
}

impl Basis<'_> {
    pub(crate) fn fit(self) -> Fit {
        match self {
            Basis::Plain(fit) | Basis::Refined(fit, _) => fit,
        }
    }
}

/// The cells another digit than `digit` takes that the plain templates of `digit`
/// would use, each with the digit that takes it, in cell order.
fn taken_by_others(templates: &Templates, refined: &Refined, digit: Digit) -> Vec<Candidate> {
    let i = digit.index();
    refined.taken[i]
        .iter()
        .filter_map(|cell| {
            Digit::ALL
                .into_iter()
                .filter(|k| k.index() != i)
                .find(|k| (refined.fits[k.index()].common - templates.placed[k.index()]).contains(cell))
                .map(|k| Candidate::new(cell, k))
        })
        .collect()
}

/// `n templates` with the right number.
fn templates_text(n: u32) -> String {
    match n {
        1 => "1 template".to_string(),
        n => format!("{n} templates"),
    }
}

/// A template step of `digit` on `basis`, before its effect: its notation, the first
/// part of its sentence (which templates fit, and why), and its pattern (every cell
/// that a fitting template holds; for a refined step, the cells other digits take as
/// fins). `conclusion` ends the sentence.
pub(crate) fn template_step(
    technique: Technique,
    templates: &Templates,
    digit: Digit,
    basis: Basis<'_>,
    conclusion: &str,
) -> StepBuilder {
    let plain = templates.plain(digit);
    let fit = basis.fit();
    let mut premise = format!(
        "A template of {digit} is one way to place it once in every row, column and box; of the 46,656 templates, {} the grid, holding every placed {digit} and putting {digit} only where it is a candidate",
        match plain.count {
            1 => "only one fits".to_string(),
            n => format!("{n} fit"),
        }
    );
    let mut detail = format!("{digit} in {}", templates_text(fit.count));
    let mut taken = Vec::new();
    if let Basis::Refined(_, refined) = basis {
        taken = taken_by_others(templates, refined, digit);
        let list = taken.iter().map(|c| c.placement()).collect::<Vec<_>>();
        premise.push_str(&format!(
            ". Some of the cells they use belong to other digits, which hold them in every one of their own fitting templates (worked out the same way, digit by digit, until nothing changes): {}. {digit} cannot go there, which leaves {} of the {}",
            list.join(", "),
            if fit.count == 1 { "only one".to_string() } else { fit.count.to_string() },
            plain.count,
        ));
        detail.push_str(&format!(", with {} taken", list.join(",")));
    }
    if fit.count == 1 {
        premise.push_str(&format!(": {}", fit.union.to_list()));
    }
    let mut step = Step::builder(technique)
        .detail(detail)
        .explain(format!("{premise}. {conclusion}"))
        .digits(DigitSet::single(digit));
    let candidates = templates.allowed[digit.index()] - templates.placed[digit.index()];
    for cell in fit.union {
        step = if candidates.contains(cell) {
            step.pattern_candidate(cell, digit)
        } else {
            step.pattern_cells(CellSet::single(cell))
        };
    }
    for c in taken {
        step = step.fin(c.cell, c.digit);
    }
    step
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategies::test_support::{assert_sound, layer, puzzle};
    use crate::strategies::{TemplateDelete, TemplateSet};
    use crate::{Engine, GridSolver};

    /// How many templates a digit has on an empty grid: 6^6.
    const ALL_TEMPLATES: u32 = 46_656;

    /// Every template as a set of cells, by the plain definition.
    fn every_template() -> Vec<CellSet> {
        fn extend(r: usize, cols: u16, acc: u128, out: &mut Vec<CellSet>) {
            if r == 9 {
                out.push(CellSet::from_bits(acc));
                return;
            }
            for c in 0..9 {
                let cell = 9 * r + c;
                let same_col = cols & 1 << c != 0;
                // A box already used: another row of this band in the same stack.
                let band_start = r - r % 3;
                let same_box = (band_start..r).any(|rr| {
                    let col = (0..9).find(|&cc| acc & 1u128 << (9 * rr + cc) != 0).unwrap();
                    col / 3 == c / 3
                });
                if !same_col && !same_box {
                    extend(r + 1, cols | 1 << c, acc | 1u128 << cell, out);
                }
            }
        }
        let mut out = Vec::new();
        extend(0, 0, 0, &mut out);
        out
    }

    fn fit_by_listing(templates: &[CellSet], allowed: CellSet, placed: CellSet) -> Fit {
        let fitting: Vec<CellSet> = templates
            .iter()
            .copied()
            .filter(|t| placed.is_subset(*t) && t.is_subset(allowed))
            .collect();
        let union = fitting.iter().fold(CellSet::EMPTY, |a, &t| a | t);
        let common = if fitting.is_empty() {
            CellSet::EMPTY
        } else {
            fitting.iter().fold(CellSet::ALL, |a, &t| a & t)
        };
        Fit {
            count: fitting.len() as u32,
            union,
            common,
        }
    }

    #[test]
    fn an_empty_grid_has_every_template() {
        let fit = Fit::of(CellSet::ALL, CellSet::EMPTY);
        assert_eq!(fit.count, ALL_TEMPLATES);
        assert_eq!(fit.union, CellSet::ALL);
        assert!(fit.common.is_empty());
        assert_eq!(every_template().len(), ALL_TEMPLATES as usize);
    }

    #[test]
    fn the_counts_agree_with_testing_every_template() {
        let templates = every_template();
        let grid =
            puzzle("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");
        for digit in Digit::ALL {
            let allowed = grid.candidates(digit) | grid.occupied(digit);
            let placed = grid.occupied(digit);
            assert_eq!(
                Fit::of(allowed, placed),
                fit_by_listing(&templates, allowed, placed),
                "{digit}"
            );
        }
        // A layer with holes, and a placed cell the candidates leave alone.
        let sparse = layer(
            4,
            "r1c1 r1c5 r2c2 r2c7 r3c3 r3c9 r4c4 r5c5 r6c6 r4c8 r7c7 r8c8 r9c9 r7c1 r8c2 r9c3",
        );
        let four = Digit::new(4).unwrap();
        let allowed = sparse.candidates(four);
        assert_eq!(
            Fit::of(allowed, CellSet::EMPTY),
            fit_by_listing(&templates, allowed, CellSet::EMPTY)
        );
    }

    #[test]
    fn a_state_without_a_template_is_contradictory() {
        // Row 1 has no place for 4.
        let grid = layer(4, "r2c1 r3c4 r5c7");
        let templates = Templates::new(&grid);
        assert!(templates.contradictory());
        assert!(templates.refined().is_none());
        // Two placed copies in one row, or in one column, fit no template.
        for pair in ["r1c1 r1c5", "r1c1 r6c1"] {
            let placed = pair.split(' ').map(|c| c.parse().unwrap()).collect();
            assert_eq!(Fit::of(CellSet::ALL, placed).count, 0, "{pair}");
        }
    }

    #[test]
    fn both_template_strategies_are_sound_along_a_solution() {
        let line = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
        let solution = line.parse::<crate::Grid>().unwrap().unique_solution().unwrap();
        let mut grid = puzzle(line);
        let engine = Engine::default();
        while let Some(step) = engine.next_step(&grid) {
            assert_sound(&grid, &TemplateSet.find_all(&grid), &solution);
            assert_sound(&grid, &TemplateDelete.find_all(&grid), &solution);
            grid.apply(&step).unwrap();
        }
    }
}
