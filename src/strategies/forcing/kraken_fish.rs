//! Kraken Fish: a finned fish whose every fin, taken as true, leads by a chain to a
//! candidate the fish without its fins removes.
//!
//! The definition is HoDoKu's Kraken Fish of type 1, on the fish of rows and columns:
//! a digit whose places in n base rows lie in n cover columns (or the other way round),
//! but for some fins anywhere in the base rows. Either one of the fins holds the digit,
//! or the fish without its fins stands and its cover columns take the digit only within
//! the base rows. A candidate of the digit in a cover column, outside the base rows, is
//! then false when every fin taken as true leads to its removal along a chain: it goes
//! either way. The proof is a verity over the fins ([`Proof::fish_verity`]), one branch
//! per fin.
//!
//! [`Proof::fish_verity`]: crate::Proof::fish_verity

use std::ops::ControlFlow;

use super::implications::{Propagation, Reach};
use super::literal::Lit;
use super::{Plan, Scope, Source, base, report, tables};
use crate::strategies::shared::combinations::for_each_bit_subset;
use crate::strategies::{Found, Scan};
use crate::{Candidate, CandidateView, CellSet, Digit, House, Technique};

/// The most fins a Kraken fish may have: each is a branch of its proof.
const MAX_FINS: u32 = 3;

/// Kraken Fish: a finned X-Wing, Swordfish or Jellyfish of rows and columns whose every
/// fin, taken as true, removes a candidate that the fish without its fins removes too:
/// a candidate of the digit in a cover line, outside the base lines.
///
/// The notation gives the fish as the finned fish do, then each fin's chain in Eureka
/// notation: `Kraken Fish: 9 c2,c8 r6,r9 fr1c2 fr7c8 fr8c8 => r9c9<>9
/// [(9)r1c2-(3)r1c2=(3)r1c8-(3)r2c9=(3)r9c9-(9)r9c9] [(9)r7c8-(9)r9c9] [(9)r8c8-(9)r9c9]`.
/// Branches are at most
/// [`Limits::chain_length`](crate::Limits::chain_length) implications long, and a fish
/// has at most three fins.
///
/// # Example
///
/// ```
/// use sudoku_strata::{Engine, Grid, Technique};
///
/// let puzzle: Grid = "........2..8.1.9..5....3.4....1.93...6..3..8...37......4......53.1.7.8..2........".parse()?;
/// let solution = Engine::default().solve(&puzzle)?;
/// let kraken = solution
///     .steps()
///     .iter()
///     .find(|s| s.technique() == Technique::KrakenFish)
///     .expect("a Kraken fish on the way");
/// // Columns 2 and 8 hold their 9s in rows 6 and 9 but for three fins; each fin, taken
/// // as true, removes the 9 of r9c9, as the fish without fins would.
/// assert!(kraken.to_string().starts_with("Kraken Fish: 9 c2,c8 r6,r9 fr1c2 fr7c8 fr8c8 => r9c9<>9"), "{kraken}");
/// let proof = kraken.proof().expect("a proof");
/// assert_eq!(proof.branches.len(), 3);
/// assert!(proof.fish.is_some());
/// assert_ne!(solution.grid().get("r9c9".parse()?), Some(sudoku_strata::Digit::new(9).unwrap()));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct KrakenFish;

impl Scan for KrakenFish {
    const TECHNIQUE: Technique = Technique::KrakenFish;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        scan(view, found)
    }
}

/// The line of index `index` (0 to 8): a row, or a column.
pub(super) fn line(rows: bool, index: usize) -> House {
    if rows {
        House::row(index)
    } else {
        House::col(index)
    }
}

/// The lines whose indices are the bits of `mask`.
pub(super) fn lines(rows: bool, mask: u16) -> Vec<House> {
    (0..9)
        .filter(|i| mask >> i & 1 == 1)
        .map(|i| line(rows, i))
        .collect()
}

/// The cells of the lines whose indices are the bits of `mask`.
fn cells_of(rows: bool, mask: u16) -> CellSet {
    (0..9)
        .filter(|i| mask >> i & 1 == 1)
        .fold(CellSet::EMPTY, |all, i| all | line(rows, i).cells())
}

/// The fins of the fish of `digit` on `base` and `cover` in `planes`: its places in the
/// base lines outside the cover lines.
pub(super) fn fins(planes: &[u128; 9], digit: Digit, rows: bool, base: u16, cover: u16) -> CellSet {
    (CellSet::from_bits(planes[digit.index()]) & cells_of(rows, base)) - cells_of(!rows, cover)
}

/// What the fish without its fins removes: its digit in the cover lines, outside the
/// base lines.
pub(super) fn removed(planes: &[u128; 9], digit: Digit, rows: bool, base: u16, cover: u16) -> CellSet {
    (CellSet::from_bits(planes[digit.index()]) & cells_of(!rows, cover)) - cells_of(rows, base)
}

fn scan(view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
    let scope = Scope::KRAKEN;
    let base = base(view);
    let candidates: Vec<Candidate> = base.candidates().collect();
    if candidates.is_empty() {
        return ControlFlow::Continue(());
    }
    let tables = tables(view, scope, &candidates);
    let mut plans = Vec::new();
    for digit in Digit::ALL {
        let plane = CellSet::from_bits(base.planes[digit.index()]);
        for rows in [true, false] {
            // Each line's places of the digit, as the indices of the crossing lines.
            let crossings: [u16; 9] = std::array::from_fn(|i| {
                (plane & line(rows, i).cells())
                    .iter()
                    .map(|c| if rows { c.col_index() } else { c.row_index() })
                    .fold(0u16, |mask, j| mask | 1 << j)
            });
            let open: u16 = (0..9).filter(|&i| crossings[i] != 0).fold(0, |m, i| m | 1 << i);
            for size in 2..=4u32 {
                for_each_bit_subset(open, size, |base_mask| {
                    let spread = (0..9)
                        .filter(|i| base_mask >> i & 1 == 1)
                        .fold(0u16, |m, i| m | crossings[i]);
                    if spread.count_ones() <= size {
                        return ControlFlow::Continue(()); // no fins: a plain fish, found earlier
                    }
                    for_each_bit_subset(spread, size, |cover| {
                        // Count the fins on the crossings first: most covers leave too many.
                        let fin_count: u32 = (0..9)
                            .filter(|i| base_mask >> i & 1 == 1)
                            .map(|i| (crossings[i] & !cover).count_ones())
                            .sum();
                        if fin_count == 0 || fin_count > MAX_FINS {
                            return ControlFlow::Continue(());
                        }
                        let fins = fins(&base.planes, digit, rows, base_mask, cover);
                        let targets = removed(&base.planes, digit, rows, base_mask, cover);
                        if targets.is_empty() {
                            return ControlFlow::Continue(());
                        }
                        let members = fins.iter().map(|c| Candidate::new(c, digit));
                        let Some(branches) = tables.branches(members) else {
                            return ControlFlow::Continue(());
                        };
                        let mut plan = Plan {
                            source: Source::Fish {
                                digit,
                                rows,
                                base: base_mask,
                                cover,
                            },
                            conclusions: Vec::new(),
                            cost: 0,
                        };
                        // A target that every fin of one box sees is a finned fish's, found
                        // earlier by the fish themselves.
                        let first_box = fins.first().map(|c| c.box_index());
                        let finned = if fins.iter().all(|c| Some(c.box_index()) == first_box) {
                            fins.iter().fold(targets, |seen, fin| seen & fin.peers())
                        } else {
                            CellSet::EMPTY
                        };
                        for target in targets - finned {
                            let removal = Lit::off(Candidate::new(target, digit));
                            let off_plane = 2 * digit.index();
                            if branches
                                .iter()
                                .all(|&t| tables.known[t][off_plane] >> target.index() & 1 == 1)
                            {
                                plan.cost += branches
                                    .iter()
                                    .map(|&t| u32::from(tables.depth[t * 1458 + removal.index()]))
                                    .sum::<u32>();
                                plan.conclusions.push(removal);
                            }
                        }
                        if !plan.conclusions.is_empty() {
                            plans.push(plan);
                        }
                        ControlFlow::Continue(())
                    })
                })?;
            }
        }
    }
    plans.sort_by_key(Plan::rank);
    let mut propagation = Propagation::new(Reach::Chains, scope.max_depth(view));
    report(base, &mut propagation, found, scope, &plans, 0)
}

/// The cells of the fish's body: its places in the base lines within the cover lines.
pub(super) fn body(planes: &[u128; 9], digit: Digit, rows: bool, base: u16, cover: u16) -> CellSet {
    CellSet::from_bits(planes[digit.index()]) & cells_of(rows, base) & cells_of(!rows, cover)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategies::test_support::{assert_sound, layer_where};
    use crate::{Engine, GridSolver, LayerGrid};

    /// The puzzle of the example: its path takes a Kraken fish at step 7.
    const PUZZLE: &str = "........2..8.1.9..5....3.4....1.93...6..3..8...37......4......53.1.7.8..2........";

    /// The state where the engine takes the Kraken fish of `PUZZLE`, and its solution.
    fn kraken_state() -> (LayerGrid, crate::Grid) {
        let puzzle: crate::Grid = PUZZLE.parse().unwrap();
        let engine = Engine::default();
        let solution = engine.solve(&puzzle).unwrap();
        let mut grid = LayerGrid::from_grid(&puzzle);
        grid.assume_unique_solution();
        for step in solution.steps() {
            if step.technique() == Technique::KrakenFish {
                break;
            }
            grid.apply(step).unwrap();
        }
        (grid, *solution.grid())
    }

    #[test]
    fn every_kraken_fish_of_an_engine_reached_state_is_sound() {
        let (grid, solution) = kraken_state();
        let steps = KrakenFish.find_all(&grid);
        assert!(!steps.is_empty());
        assert_sound(&grid, &steps, &solution);
        for step in &steps {
            let proof = step.proof().expect("a proof");
            let fish = proof.fish.as_ref().expect("a fish");
            // One branch per fin, each a fin of the step's pattern.
            assert_eq!(proof.branches.len(), step.pattern().fins.len(), "{step}");
            assert!(!step.pattern().fins.is_empty() && step.pattern().fins.len() <= MAX_FINS as usize);
            // What it removes lies in a cover line, outside the base lines.
            for e in step.eliminations() {
                assert_eq!(e.digit, fish.digit);
                assert!(fish.cover.iter().any(|h| h.cells().contains(e.cell)), "{step}");
                assert!(!fish.base.iter().any(|h| h.cells().contains(e.cell)), "{step}");
            }
        }
    }

    #[test]
    fn a_fish_without_fins_is_no_kraken() {
        // 5 in rows 2 and 7 only in columns 3 and 8: a plain X-Wing, for the X-Wing.
        let grid = layer_where(5, |row, col| ![2, 7].contains(&row) || [3, 8].contains(&col));
        assert!(KrakenFish.find(&grid).is_none());
    }
}
