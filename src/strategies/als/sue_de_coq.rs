//! Sue de Coq: cells where a box and a line meet, whose candidates split between a set of
//! cells of the line and a set of cells of the box.

use std::ops::ControlFlow;

use super::{Eliminations, Reported, digits_text, digits_words};
use crate::step::compact_cells;
use crate::strategies::shared::nine_bit_count;
use crate::strategies::{Found, Scan};
use crate::{CandidateView, Cell, CellSet, DigitSet, House, Step, Technique};

/// Sue de Coq: two or three unsolved cells `I` where a box and a row or column meet,
/// holding at least two digits more than cells (`V`), with a set `L` of other cells of the
/// line and a set `B` of other cells of the box such that `L` and `B` share no digit of
/// `V` and the three sets hold as many digits as cells (an extra digit outside `V` counts
/// once for each set that holds it). Each digit then takes exactly its share of the
/// cells: the digits of `L`, and those of `V` that `B` lacks, leave the rest of the line;
/// the digits of `B`, and those of `V` that `L` lacks, leave the rest of the box.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::SueDeCoq, GridSolver, LayerGrid};
///
/// let grid: LayerGrid = "
///     +-----------+-----------+----------------+
///     | +4 9   +1 | 3  5  +2  | 68    678  67  |
///     | 23 +7  23 | 6  +9 8   | 4     +5   +1  |
///     | +6 +5  8  | +1 7  4   | 2     +9   3   |
///     +-----------+-----------+----------------+
///     | +9 13  +5 | +4 +6 +7  | 13    2    +8  |
///     | 12 +8  26 | 9  3  +5  | 7     146  46  |
///     | 7  36  4  | +8 +2 +1  | 5     36   +9  |
///     +-----------+-----------+----------------+
///     | 5  126 36 | +7 4  369 | 13689 1368 26  |
///     | 8  46  7  | +2 1  369 | 369   346  5   |
///     | 13 24  9  | +5 +8 36  | 136   47   247 |
///     +-----------+-----------+----------------+
/// ".parse()?;
/// let step = SueDeCoq.find(&grid).expect("an instance");
/// assert_eq!(
///     step.to_string(),
///     "Sue de Coq: r7c23 {1236} with r7c9 {26} (r7) and r9c1 {13} (b7) => r7c6,r7c7,r7c8<>6"
/// );
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct SueDeCoq;

/// The non-empty subsets of up to seven cells, each with the union of its candidates.
///
/// Scratch space, filled again for each set of cells ([`fill`](Subsets::fill)) rather
/// than made anew: the search fills it tens of thousands of times per puzzle.
struct Subsets {
    sets: [(CellSet, u16); 128],
    count: usize,
}

impl Subsets {
    fn new() -> Subsets {
        Subsets {
            sets: [(CellSet::EMPTY, 0u16); 128],
            count: 1,
        }
    }

    /// The subsets of (the first seven of) `cells`.
    fn fill(&mut self, cells: CellSet, masks: &[u16; 81]) -> &Subsets {
        let mut list = [Cell::ALL[0]; 7];
        let mut k = 0;
        for cell in cells.iter().take(7) {
            list[k] = cell;
            k += 1;
        }
        self.count = 1usize << k;
        for subset in 1..self.count {
            let low = subset.trailing_zeros() as usize;
            let (set, mask) = self.sets[subset & (subset - 1)];
            let cell = list[low];
            self.sets[subset] = (set | CellSet::single(cell), mask | masks[cell.index()]);
        }
        self
    }

    /// Each subset, the union of its candidates and its number of cells (the bits of its
    /// index, which are the cells it takes), in order.
    fn iter(&self) -> impl Iterator<Item = (CellSet, u16, usize)> + '_ {
        (1..self.count).map(|i| {
            let (cells, mask) = self.sets[i];
            (cells, mask, nine_bit_count(i as u16) as usize)
        })
    }
}

impl Scan for SueDeCoq {
    const TECHNIQUE: Technique = Technique::SueDeCoq;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        let grid = view.grid();
        let masks = view.map().bits();
        let mut reported = Reported::default();
        let unsolved = grid.unsolved_cells();
        let mut meets = Subsets::new();
        let mut scratch = [Subsets::new(), Subsets::new()];
        for line in House::ROWS.into_iter().chain(House::COLUMNS) {
            let line_cells = line.cells() & unsolved;
            for block in House::BOXES {
                let block_cells = block.cells() & unsolved;
                let meet = line_cells & block_cells;
                if meet.len() < 2 {
                    continue;
                }
                for (inter, v, size) in meets.fill(meet, &masks).iter() {
                    if size < 2 || (nine_bit_count(v) as usize) < size + 2 {
                        continue;
                    }
                    let pattern = Intersection {
                        line,
                        block,
                        line_cells,
                        block_cells,
                        inter,
                        v,
                    };
                    pattern.scan(&masks, found, &mut reported, &mut scratch)?;
                }
            }
        }
        ControlFlow::Continue(())
    }
}

/// One intersection set and its houses.
struct Intersection {
    line: House,
    block: House,
    line_cells: CellSet,
    block_cells: CellSet,
    inter: CellSet,
    v: u16,
}

impl Intersection {
    /// Reports the steps of this intersection (`scratch`: space for the subsets of the
    /// rest of the box and of the rest of the line).
    fn scan(
        &self,
        masks: &[u16; 81],
        found: &mut Found,
        reported: &mut Reported,
        scratch: &mut [Subsets; 2],
    ) -> ControlFlow<()> {
        let [block_subsets, line_subsets] = scratch;
        let n_plus = nine_bit_count(self.v) as usize - self.inter.len();
        let block_subsets = block_subsets.fill(self.block_cells - self.inter, masks);
        // The block subsets that hold a digit of V, in order, by the cells they give V
        // (their cells less their digits outside V): a line subset pairs only with those
        // that give what it leaves.
        let mut by_share = [[0u8; 128]; 8];
        let mut shares = [0usize; 8];
        for (i, (_, vb, b_len)) in block_subsets.iter().enumerate() {
            let extra_b = nine_bit_count(vb & !self.v) as usize;
            if vb & self.v == 0 || b_len < extra_b {
                continue;
            }
            let share = b_len - extra_b;
            by_share[share][shares[share]] = i as u8;
            shares[share] += 1;
        }
        for (l, vl, l_len) in line_subsets.fill(self.line_cells - self.inter, masks).iter() {
            let contained = nine_bit_count(vl & self.v) as usize;
            let extra_l = nine_bit_count(vl & !self.v) as usize;
            if contained == 0 || l_len <= extra_l || l_len - extra_l >= n_plus {
                continue;
            }
            let needed = n_plus - (l_len - extra_l);
            let forbidden = vl & self.v;
            let Some(fitting) = by_share.get(needed) else {
                continue;
            };
            for &i in &fitting[..shares[needed]] {
                let (b, vb) = block_subsets.sets[usize::from(i) + 1];
                if b.intersects(l) || vb & forbidden != 0 {
                    continue;
                }
                let shared = vb & vl;
                let block_digits = ((self.v | vb) & !vl) | shared;
                let line_digits = ((self.v | vl) & !vb) | shared;
                let mut elims = Eliminations::default();
                let block_rest = self.block_cells - b - self.inter;
                let line_rest = self.line_cells - l - self.inter;
                for digit in DigitSet::from_bits(block_digits) {
                    elims.add(digit, block_rest & planes_of(masks, block_rest, digit.index()));
                }
                for digit in DigitSet::from_bits(line_digits) {
                    elims.add(digit, line_rest & planes_of(masks, line_rest, digit.index()));
                }
                if elims.is_empty() || !reported.first(&elims) {
                    continue;
                }
                found.push(self.step(masks, l, vl, b, vb, &elims))?;
            }
        }
        ControlFlow::Continue(())
    }

    fn step(
        &self,
        masks: &[u16; 81],
        l: CellSet,
        vl: u16,
        b: CellSet,
        vb: u16,
        elims: &Eliminations,
    ) -> Step {
        let shared = vb & vl;
        let line_digits = ((self.v | vl) & !vb) | shared;
        let block_digits = ((self.v | vb) & !vl) | shared;
        let text = |cells: CellSet, digits: u16| {
            format!(
                "{} {{{}}}",
                compact_cells(cells),
                digits_text(DigitSet::from_bits(digits))
            )
        };
        let (i_text, l_text, b_text) = (text(self.inter, self.v), text(l, vl), text(b, vb));
        let mut step = Step::builder(Technique::SueDeCoq)
            .detail(format!(
                "{i_text} with {l_text} ({line}) and {b_text} ({block})",
                line = self.line,
                block = self.block
            ))
            .explain(format!(
                "The cells {i_text}, where {line:#} meets {block:#}, hold {extra} digits more than cells. Add {l_text} from {line:#} and {b_text} from {block:#}, which share no digit of the intersection: together the cells hold as many digits as there are cells, counting a digit once per house it can take, so every digit takes its place in them. {line_digits} must go in these cells of {line:#} and leave its other cells; {block_digits} must go in these cells of {block:#} and leave its other cells.",
                line = self.line,
                block = self.block,
                extra = self.v.count_ones() as usize - self.inter.len(),
                line_digits = digits_words(DigitSet::from_bits(line_digits)),
                block_digits = digits_words(DigitSet::from_bits(block_digits)),
            ))
            .house(self.line)
            .house(self.block)
            .pattern_set(self.inter, DigitSet::from_bits(self.v))
            .pattern_set(l, DigitSet::from_bits(vl))
            .pattern_set(b, DigitSet::from_bits(vb));
        for cell in self.inter | l | b {
            step = step.pattern_candidates(cell, DigitSet::from_bits(masks[cell.index()]));
        }
        elims.apply(step).build()
    }
}

/// The cells of `area` that hold the digit with index `d`.
fn planes_of(masks: &[u16; 81], area: CellSet, d: usize) -> CellSet {
    area.iter().filter(|c| masks[c.index()] >> d & 1 == 1).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GridSolver;
    use crate::LayerGrid;
    use crate::strategies::test_support::{a_listed_step, pencil};

    #[test]
    fn an_intersection_splits_between_line_and_box() {
        let grid = pencil(
            "
            +-----------+-----------+----------------+
            | +4 9   +1 | 3  5  +2  | 68    678  67  |
            | 23 +7  23 | 6  +9 8   | 4     +5   +1  |
            | +6 +5  8  | +1 7  4   | 2     +9   3   |
            +-----------+-----------+----------------+
            | +9 13  +5 | +4 +6 +7  | 13    2    +8  |
            | 12 +8  26 | 9  3  +5  | 7     146  46  |
            | 7  36  4  | +8 +2 +1  | 5     36   +9  |
            +-----------+-----------+----------------+
            | 5  126 36 | +7 4  369 | 13689 1368 26  |
            | 8  46  7  | +2 1  369 | 369   346  5   |
            | 13 24  9  | +5 +8 36  | 136   47   247 |
            +-----------+-----------+----------------+",
        );
        a_listed_step(
            &SueDeCoq,
            &grid,
            "Sue de Coq: r7c23 {1236} with r7c9 {26} (r7) and r9c1 {13} (b7) => r7c6,r7c7,r7c8<>6",
        );
    }

    #[test]
    fn nothing_when_absent() {
        let grid = pencil(
            "
            +----------+----------+-----------+
            | +7 +9 +1 | +4 8  +5 | +2 3   +6 |
            | +3 +5 2  | 9  +7 +6 | 48 18  14 |
            | 4  6  +8 | 1  2  +3 | 5  79  79 |
            +----------+----------+-----------+
            | 9  +7 +6 | +8 4  2  | +1 5   3  |
            | 1  +2 +5 | +6 3  7  | +9 4   8  |
            | +8 3  +4 | +5 1  +9 | +7 +6  +2 |
            +----------+----------+-----------+
            | +6 +4 37 | 27 +9 18 | 38 12  5  |
            | +5 8  37 | 27 +6 14 | 34 129 19 |
            | +2 1  9  | +3 +5 48 | 6  78  47 |
            +----------+----------+-----------+",
        );
        assert!(SueDeCoq.find(&grid).is_none());
        assert!(SueDeCoq.find(&LayerGrid::new()).is_none());
    }
}
