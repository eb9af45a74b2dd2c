//! Death Blossom: a stem cell whose every candidate leads to an almost locked set.

use std::ops::ControlFlow;

use super::{Als, AlsIndex, Eliminations, Reported, digits_words, z_fins};
use crate::strategies::{Found, Scan};
use crate::{CandidateView, Cell, CellSet, Digit, DigitSet, Link, LinkKind, Step, Technique};

/// Death Blossom: a stem cell and, for each of its candidates `d`, an almost locked set
/// (a petal) whose every `d` sees the stem. Whichever digit the stem takes, that petal
/// loses it and is locked. A digit `Z` that every petal holds (and the stem does not) is
/// then in one of the petals, and leaves every cell that sees all its places in all of
/// them. Petals may overlap.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::DeathBlossom, GridSolver, LayerGrid};
///
/// let grid: LayerGrid = "
///     +-----------+-------------+--------------+
///     | 278 +4 +6 | 12 178  5   | 9   178   +3 |
///     | 789 89 +5 | 4  1378 36  | 178 16    2  |
///     | 278 3  1  | 29 789  68  | 478 45678 58 |
///     +-----------+-------------+--------------+
///     | 6   89 23 | 13 138  +4  | 5   29    +7 |
///     | 19  5  +4 | 7  +2   89  | +6  3     18 |
///     | 189 7  23 | +5 6    389 | 18  29    4  |
///     +-----------+-------------+--------------+
///     | 4   +1 8  | 39 359  2   | 37  57    6  |
///     | +3  +6 9  | +8 45   +7  | 2   145   15 |
///     | 5   +2 +7 | +6 34   1   | 348 48    9  |
///     +-----------+-------------+--------------+
/// ".parse()?;
/// let step = DeathBlossom.find(&grid).expect("an instance");
/// assert_eq!(
///     step.to_string(),
///     "Death Blossom: stem r1c8 {178}, 1: r8c58 {145}, 7: r7c8 {57}, 8: r3c9 {58}, Z=5 => r8c9<>5"
/// );
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct DeathBlossom;

impl Scan for DeathBlossom {
    const TECHNIQUE: Technique = Technique::DeathBlossom;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        let index = view.als_index();
        if index.alses.is_empty() {
            return ControlFlow::Continue(());
        }
        let petals = Petals::new(index);
        let mut reported = Reported::default();
        for stem in Cell::ALL {
            let digits: DigitSet = Digit::ALL
                .into_iter()
                .filter(|d| index.plane(*d).contains(stem))
                .collect();
            let here = |d: Digit| petals.of(stem, d);
            if digits.len() < 2 || digits.iter().any(|d| here(d).is_empty()) {
                continue;
            }
            // The digit with the fewest petals first: the pruning then bites early.
            let mut order: Vec<Digit> = digits.iter().collect();
            order.sort_by_key(|&d| here(d).len());
            let mut search = Blossom {
                index,
                stem,
                stem_digits: digits,
                order,
                petals: &petals,
                chosen: Vec::with_capacity(digits.len()),
                budget: STEM_BUDGET,
                reported: &mut reported,
                found,
            };
            let mut seen = [CellSet::EMPTY; 9];
            for z in Digit::ALL {
                seen[z.index()] = index.plane(z) - CellSet::single(stem);
            }
            search.go(!digits, seen, CellSet::EMPTY)?;
        }
        ControlFlow::Continue(())
    }
}

/// For every cell and digit, the ALSs whose places of the digit all see the cell, in
/// index order: one list, by cell and then digit, rather than 729 small ones grown a
/// set at a time.
struct Petals {
    /// Where the list of each cell and digit (`cell * 9 + digit`) starts in `sets`.
    start: Vec<u32>,
    sets: Vec<u32>,
}

impl Petals {
    fn new(index: &AlsIndex) -> Petals {
        let each_place = |visit: &mut dyn FnMut(usize, u32)| {
            for (i, als) in index.alses.iter().enumerate() {
                for digit in als.digits {
                    for cell in als.buddies_of(digit) {
                        visit(cell.index() * 9 + digit.index(), i as u32);
                    }
                }
            }
        };
        let mut start = vec![0u32; 81 * 9 + 1];
        each_place(&mut |slot, _| start[slot + 1] += 1);
        for slot in 0..81 * 9 {
            start[slot + 1] += start[slot];
        }
        let mut fill = start.clone();
        let mut sets = vec![0u32; start[81 * 9] as usize];
        each_place(&mut |slot, i| {
            sets[fill[slot] as usize] = i;
            fill[slot] += 1;
        });
        Petals { start, sets }
    }

    /// The ALSs whose places of `digit` all see `cell`.
    fn of(&self, cell: Cell, digit: Digit) -> &[u32] {
        let slot = cell.index() * 9 + digit.index();
        &self.sets[self.start[slot] as usize..self.start[slot + 1] as usize]
    }
}

/// How many petal choices the search may try around one stem cell.
const STEM_BUDGET: usize = 10_000;

/// The search for petals around one stem cell.
struct Blossom<'a, 'f> {
    index: &'a AlsIndex,
    stem: Cell,
    stem_digits: DigitSet,
    /// The stem's digits in the order the search takes them.
    order: Vec<Digit>,
    petals: &'a Petals,
    chosen: Vec<u32>,
    budget: usize,
    reported: &'f mut Reported,
    found: &'f mut Found,
}

impl Blossom<'_, '_> {
    /// Chooses the petal of the next stem digit. `zs` are the digits every petal so far
    /// holds (outside the stem's), `seen[z]` the cells that hold `z` and see every `z` of
    /// every petal so far, `cells` the cells of the petals so far.
    fn go(&mut self, zs: DigitSet, seen: [CellSet; 9], cells: CellSet) -> ControlFlow<()> {
        let Some(&digit) = self.order.get(self.chosen.len()) else {
            return self.report(zs, &seen, cells);
        };
        for &p in self.petals.of(self.stem, digit) {
            if self.budget == 0 {
                break;
            }
            self.budget -= 1;
            let als = &self.index.alses[p as usize];
            let cells = cells | als.cells;
            let mut next = seen;
            let mut alive = DigitSet::EMPTY;
            for z in zs & als.digits {
                next[z.index()] &= als.buddies_of(z);
                if !(next[z.index()] - cells).is_empty() {
                    alive.insert(z);
                }
            }
            if alive.is_empty() {
                continue;
            }
            self.chosen.push(p);
            self.go(alive, next, cells)?;
            self.chosen.pop();
        }
        ControlFlow::Continue(())
    }

    fn report(&mut self, zs: DigitSet, seen: &[CellSet; 9], cells: CellSet) -> ControlFlow<()> {
        let mut elims = Eliminations::default();
        for z in zs {
            elims.add(z, seen[z.index()] - cells);
        }
        if elims.is_empty() || !self.reported.first(&elims) {
            return ControlFlow::Continue(());
        }
        let mut petals: Vec<(Digit, &Als)> = self
            .order
            .iter()
            .zip(&self.chosen)
            .map(|(&d, &p)| (d, &self.index.alses[p as usize]))
            .collect();
        petals.sort_by_key(|&(d, _)| d);
        self.found
            .push(step(self.stem, self.stem_digits, &petals, &elims))
    }
}

fn step(stem: Cell, stem_digits: DigitSet, petals: &[(Digit, &Als)], elims: &Eliminations) -> Step {
    let zs = elims.digits();
    let list: Vec<String> = petals
        .iter()
        .map(|(d, als)| format!("{d}: {}", als.text()))
        .collect();
    let sentence_list: Vec<String> = petals
        .iter()
        .map(|(d, als)| format!("{d} from {}", als.text()))
        .collect();
    let mut step = Step::builder(Technique::DeathBlossom)
        .detail(format!(
            "stem {stem} {{{}}}, {}, Z={zs}",
            stem_digits.join(""),
            list.join(", ")
        ))
        .explain(format!(
            "The stem {stem} holds one of {}. Each of them would take that digit from an almost locked set whose every place of it sees the stem: {}. The set that loses its digit is locked and holds all its other digits, and each of these sets holds {z}. So {z} is in one of the sets, and a cell that sees all its places in all of them cannot hold it.",
            digits_words(stem_digits),
            sentence_list.join(", "),
            z = zs.join(" and "),
        ));
    step = step.pattern_candidates(stem, stem_digits);
    for &(digit, als) in petals {
        step = als.draw(step);
        step = step.link(Link {
            from: crate::ChainNode {
                digit,
                cells: CellSet::single(stem),
            },
            to: crate::ChainNode {
                digit,
                cells: als.cells_of(digit),
            },
            kind: LinkKind::Weak,
        });
        step = z_fins(step, &[als], zs);
    }
    elims.apply(step).build()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GridSolver;
    use crate::LayerGrid;
    use crate::strategies::test_support::{a_listed_step, pencil};

    #[test]
    fn the_petals_of_a_cell_and_digit_are_the_sets_whose_places_all_see_it() {
        let grid = pencil(THREE_PETALS);
        let view = crate::CandidateView::new(&grid);
        let index = view.als_index();
        let petals = Petals::new(index);
        let mut listed = 0;
        for cell in Cell::ALL {
            for digit in Digit::ALL {
                let expected: Vec<u32> = (0..index.alses.len() as u32)
                    .filter(|&i| index.alses[i as usize].buddies_of(digit).contains(cell))
                    .collect();
                assert_eq!(petals.of(cell, digit), &expected[..], "{cell} {digit}");
                listed += expected.len();
            }
        }
        assert!(listed > 100, "{listed}");
    }

    /// A state with a Death Blossom of three petals.
    const THREE_PETALS: &str = "
            +-----------+-------------+--------------+
            | 278 +4 +6 | 12 178  5   | 9   178   +3 |
            | 789 89 +5 | 4  1378 36  | 178 16    2  |
            | 278 3  1  | 29 789  68  | 478 45678 58 |
            +-----------+-------------+--------------+
            | 6   89 23 | 13 138  +4  | 5   29    +7 |
            | 19  5  +4 | 7  +2   89  | +6  3     18 |
            | 189 7  23 | +5 6    389 | 18  29    4  |
            +-----------+-------------+--------------+
            | 4   +1 8  | 39 359  2   | 37  57    6  |
            | +3  +6 9  | +8 45   +7  | 2   145   15 |
            | 5   +2 +7 | +6 34   1   | 348 48    9  |
            +-----------+-------------+--------------+";

    #[test]
    fn three_petals_share_a_digit() {
        let grid = pencil(THREE_PETALS);
        a_listed_step(
            &DeathBlossom,
            &grid,
            "Death Blossom: stem r1c8 {178}, 1: r8c58 {145}, 7: r7c8 {57}, 8: r3c9 {58}, Z=5 => r8c9<>5",
        );
    }

    #[test]
    fn nothing_when_absent() {
        let grid = pencil(
            "
            +-----------------+------------+------------+
            | 69    3    45   | 49  2   1  | 8  47 567  |
            | 269   2456 1245 | 7   +8  49 | 56 +3 156  |
            | 7     48   148  | 5   3   +6 | 2  14 9    |
            +-----------------+------------+------------+
            | +3    25   +9   | 12  15  8  | 7  6  +4   |
            | 45    1    457  | 6   457 +3 | +9 +2 +8   |
            | 248   2478 6    | 249 479 49 | +1 5  3    |
            +-----------------+------------+------------+
            | 15    9    3    | +8  16  +2 | 4  17 1567 |
            | 12458 4568 248  | 3   146 7  | 56 +9 1256 |
            | 1246  467  247  | 149 149 5  | +3 8  126  |
            +-----------------+------------+------------+",
        );
        assert!(DeathBlossom.find(&grid).is_none());
        assert!(DeathBlossom.find(&LayerGrid::new()).is_none());
    }
}
