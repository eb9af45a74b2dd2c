//! Kraken Fish: a finned fish whose every fin, taken as true, leads by a chain to a
//! candidate the fish without its fins removes.
//!
//! The definition is HoDoKu's Kraken Fish of type 1: a digit whose places in n base
//! houses (rows, columns or boxes) lie in n cover houses but for some fins, the base
//! places outside every cover house. Either one of the fins holds the digit, or the fish
//! without its fins stands: the base houses, which share no place, take the digit in n
//! different cells of the cover houses, one in each, so the cover houses take the digit
//! only there. A candidate of the digit in a cover house, outside the base houses, is
//! then false when every fin taken as true leads to its removal along a chain: it goes
//! either way. The proof is a verity over the fins ([`Proof::fish_verity`]), one branch
//! per fin.
//!
//! The fish are found by the search the complex fish use, each fin narrowing the
//! candidates that every fin reaches along its chains, where a finned fish narrows
//! those that every fin sees: basic fish (rows against columns) first, then Franken fish
//! (lines and boxes).
//!
//! [`Proof::fish_verity`]: crate::Proof::fish_verity

use std::ops::ControlFlow;

use super::implications::Reach;
use super::literal::Lit;
use super::{Plan, Scope, Source, Tables, base, report, tables};
use crate::strategies::fish::complex::{self, FinReach, FinRule, Kind, Shape};
use crate::strategies::shared::fruitless::{DigitInputs, FishSearch};
use crate::strategies::{Found, Scan};
use crate::{Candidate, CandidateView, CellSet, Digit, House, Technique};

/// The most fins a Kraken fish may have: each is a branch of its proof.
const MAX_FINS: u32 = 3;

/// The rows against the columns, and the other way round: basic fish.
const BASIC: [Shape; 2] = [
    Shape {
        base: complex::ROWS,
        cover: complex::COLS,
        lead: complex::ROWS,
    },
    Shape {
        base: complex::COLS,
        cover: complex::ROWS,
        lead: complex::COLS,
    },
];

/// The searches, in order: their shapes, fins, largest size and the kind of fish each
/// keeps. Basic fish up to the Jellyfish with three fins; Franken fish up to the
/// Swordfish with two, whose base houses share no place (no endo fins). HoDoKu's default
/// search takes two fins and no endo fins too, Franken fish up to the Jellyfish, and no
/// Mutant fish. Franken Jellyfish and Mutant fish were measured to add a step in a few
/// hundred of the hardest puzzles and to take the engine past its speed target on
/// top1465 (BENCHMARKS.md, "Kraken fish"); the search takes them all the same.
const SEARCHES: [(&[Shape], FinRule, u32, Kind); 2] = [
    (
        &BASIC,
        FinRule {
            most: MAX_FINS,
            endo: 0,
        },
        4,
        Kind::Basic,
    ),
    (
        &Shape::LINES_AND_BOXES,
        FinRule { most: 2, endo: 0 },
        3,
        Kind::Franken,
    ),
];

/// The names of the searches of [`SEARCHES`] in the walk's memory of fruitless searches.
const SEARCH_OF: [FishSearch; 2] = [FishSearch::KrakenBasic, FishSearch::KrakenFranken];

/// Kraken Fish: a finned fish (a basic X-Wing, Swordfish or Jellyfish, or a Franken X-Wing
/// or Swordfish)
/// whose every fin, taken as true, removes a candidate that the fish without its fins
/// removes too: a candidate of the digit in a cover house, outside the base houses.
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
/// use sudoku_strata::{strategies::KrakenFish, GridSolver, LayerGrid};
///
/// // A state of a forum-hardest puzzle, as a pencil-mark line (nine places per cell).
/// let state: LayerGrid = "1..4.6..91.3.....9...4.6..9...456.89...456.89......7..1...56...1.3.56....2..........4.67...23...7.........8..2.456...1.........2.456...........9..3.567....3..67......5....12....7...2...67.9.2...6..9.2...6..9..3......1....67.....4............8....4..78..2....78..2.45....1.........2.456.8.........9..3.......2..567.....4.67..1..4..7.9.....6....2.45.7.9.2.45......3.......2.45....12.45.7.........8.1..4..7.91..4...8912.....89..3............7...2.456.8..2.456.8..2.4.....12..56..91..4.6..9.....6789...4..........67.9.23..6.89.2...6.8912...6.8.12...67..123..67.9....5......3..........5....1.........2.4.6..9......7...2.4.6..........8..2...6..9...4.6..9.2.............789.....67.9..3456.89...456.891..456.8.1..4.67..1.3..67.91.34.67.9".parse()?;
/// let solution = state.unique_solution()?;
/// let kraken = KrakenFish.find(&state).expect("a Kraken fish");
/// // Columns 2 and 8 hold their 9s in rows 6 and 9 but for three fins; each fin, taken
/// // as true, removes the 9 of r9c9, as the fish without fins would.
/// assert!(kraken.to_string().starts_with("Kraken Fish: 9 c2,c8 r6,r9 fr1c2 fr7c8 fr8c8 => r9c9<>9"), "{kraken}");
/// let proof = kraken.proof().expect("a proof");
/// assert_eq!(proof.branches.len(), 3);
/// assert!(proof.fish.is_some());
/// assert_ne!(solution.get("r9c9".parse()?), Some(sudoku_strata::Digit::new(9).unwrap()));
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

/// The houses whose indices (rows 0 to 8, columns 9 to 17, boxes 18 to 26) are the bits
/// of `mask`, in that order.
pub(super) fn houses(mask: u32) -> Vec<House> {
    complex::houses(mask).collect()
}

/// The places of `digit` in the houses of `mask`, and those in two of them.
fn places(planes: &[u128; 9], digit: Digit, mask: u32) -> (CellSet, CellSet) {
    let plane = CellSet::from_bits(planes[digit.index()]);
    let mut all = CellSet::EMPTY;
    let mut twice = CellSet::EMPTY;
    for house in complex::houses(mask) {
        let here = plane & house.cells();
        twice |= all & here;
        all |= here;
    }
    (all, twice)
}

/// The fins of the fish of `digit` on `base` and `cover` in `planes`: its places in the
/// base houses outside the cover houses, and those in two base houses.
pub(super) fn fins(planes: &[u128; 9], digit: Digit, base: u32, cover: u32) -> CellSet {
    let (in_base, endo) = places(planes, digit, base);
    let (in_cover, _) = places(planes, digit, cover);
    (in_base - in_cover) | endo
}

fn scan(view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
    let scope = Scope::KRAKEN;
    let base = base(view);
    let candidates: Vec<Candidate> = base.candidates().collect();
    if candidates.is_empty() {
        return ControlFlow::Continue(());
    }
    let tables = tables(view, scope, &candidates);
    // Where the digit goes off when the fin holds it; nothing for a fin that leads to a
    // contradiction, whose fish is left to the forcing chains.
    let mut offs = [[0u128; 81]; 9];
    for candidate in &candidates {
        if let Some(table) = tables.slot[candidate.index()].map(usize::from)
            && tables.conflict[table].is_none()
        {
            offs[candidate.digit.index()][candidate.cell.index()] =
                tables.known[table][2 * candidate.digit.index()];
        }
    }
    let reach = |digit: Digit, cell: usize| offs[digit.index()][cell];
    // Made when a search first has a plan to report: most find none.
    let mut scratch = None;
    // What the search on each digit reads: its places, and what each of them reaches.
    let inputs: [DigitInputs; 9] = std::array::from_fn(|d| {
        let mut inputs = [0u128; 82];
        inputs[0] = view.planes()[d].bits();
        inputs[1..].copy_from_slice(&offs[d]);
        inputs
    });
    let fruitless = view.fruitless();
    // The simplest shapes first; the engine, which takes the first step, searches the
    // next only when these give none.
    for (part, (shapes, fins, most, kind)) in SEARCHES.into_iter().enumerate() {
        // A digit whose search found no fish with a target in an earlier state of the
        // walk, from the same inputs, finds none again.
        let unchanged =
            |d: usize| fruitless.is_some_and(|f| f.search_unchanged(SEARCH_OF[part], d, &inputs[d]));
        let searched = (0..9)
            .filter(|&d| !unchanged(d))
            .fold(0u16, |mask, d| mask | 1 << d);
        let mut fruitful = 0u16;
        let mut plans = Vec::new();
        for size in 2..=most {
            let _ = complex::for_each_fish(
                view.grid(),
                (size, searched),
                shapes,
                fins,
                FinReach::Chains(&reach),
                |fish| {
                    if fish.kind() == kind
                        && let Some(plan) = plan(tables, fish)
                    {
                        fruitful |= 1 << fish.digit.index();
                        plans.push(plan);
                    }
                    ControlFlow::Continue(())
                },
            );
        }
        if let Some(fruitless) = fruitless {
            for d in (0..9).filter(|&d| searched >> d & 1 == 1) {
                fruitless.record_search(SEARCH_OF[part], d, &inputs[d], fruitful >> d & 1 == 0);
            }
        }
        if plans.is_empty() {
            continue;
        }
        plans.sort_by_key(Plan::rank);
        let scratch =
            scratch.get_or_insert_with(|| super::step::Scratch::new(Reach::Chains, scope.max_depth(view)));
        report(base, scratch, found, scope, &plans, 0)?;
    }
    ControlFlow::Continue(())
}

/// The plan of a Kraken fish: what every fin reaches of what the fish without fins
/// removes, and is no finned fish's; `None` when that is nothing, or a fin leads to a
/// contradiction.
fn plan(tables: &Tables, fish: &complex::Fish) -> Option<Plan> {
    // A target that sees every fin is a finned fish's, found earlier by the fish
    // themselves: the complex ones take any fins, the basic ones fins in one box. A
    // place in two cover houses, which the fish without fins removes too, is left to
    // the finned fish.
    let fin_cells = CellSet::from_bits(fish.fins);
    let first_box = fin_cells.first().map(|c| c.box_index());
    let finned = fish.kind() != Kind::Basic || fin_cells.iter().all(|c| Some(c.box_index()) == first_box);
    let seen = if finned { complex::sight_of(fish.fins) } else { 0 };
    let targets = CellSet::from_bits(fish.cover_cells & !fish.base_cells & fish.sight & !seen);
    if targets.is_empty() {
        return None;
    }
    let branches = tables.branches(fin_cells.iter().map(|c| Candidate::new(c, fish.digit)))?;
    let mut plan = Plan {
        source: Source::Fish {
            digit: fish.digit,
            base: fish.base,
            cover: fish.cover,
        },
        conclusions: Vec::new(),
        cost: 0,
        settles: None,
    };
    for target in targets {
        let removal = Lit::off(Candidate::new(target, fish.digit));
        plan.cost += branches
            .iter()
            .map(|&t| u32::from(tables.depth[t * 1458 + removal.index()]))
            .sum::<u32>();
        plan.conclusions.push(removal);
    }
    Some(plan)
}

/// The cells of the fish's body: its places in the base houses within the cover houses,
/// but for the fins.
pub(super) fn body(planes: &[u128; 9], digit: Digit, base: u32, cover: u32) -> CellSet {
    let (in_base, endo) = places(planes, digit, base);
    let (in_cover, _) = places(planes, digit, cover);
    (in_base & in_cover) - endo
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategies::test_support::{assert_sound, assert_walk_memory_changes_nothing, layer_where};
    use crate::{Engine, GridSolver, LayerGrid};

    /// A state of a forum-hardest puzzle (`........2..8.1.9..5....3.4....1.93...6..3..8...37......4......53.1.7.8..2........`)
    /// where a Kraken fish is the simplest step, as a pencil-mark line: fixed, so that the
    /// test does not depend on the path the engine takes to it.
    const KRAKEN_STATE: &str = "1..4.6..91.3.....9...4.6..9...456.89...456.89......7..1...56...1.3.56....2..........4.67...23...7.........8..2.456...1.........2.456...........9..3.567....3..67......5....12....7...2...67.9.2...6..9.2...6..9..3......1....67.....4............8....4..78..2....78..2.45....1.........2.456.8.........9..3.......2..567.....4.67..1..4..7.9.....6....2.45.7.9.2.45......3.......2.45....12.45.7.........8.1..4..7.91..4...8912.....89..3............7...2.456.8..2.456.8..2.4.....12..56..91..4.6..9.....6789...4..........67.9.23..6.89.2...6.8912...6.8.12...67..123..67.9....5......3..........5....1.........2.4.6..9......7...2.4.6..........8..2...6..9...4.6..9.2.............789.....67.9..3456.89...456.891..456.8.1..4.67..1.3..67.91.34.67.9";

    /// A puzzle of top1465 whose path takes a Franken Kraken fish (4 in rows 2 and 8,
    /// covered by column 3 and box 2).
    const FRANKEN: &str = "..2..583.7...2...........4...12.7.........9...8.1.34...9.8.....6...5...8.3.7....6";

    /// The state where the engine first takes a Kraken fish of `puzzle` with a box among
    /// its houses (any Kraken fish when `boxes` is false), and the solution.
    fn state_before_kraken(puzzle: &str, boxes: bool) -> (LayerGrid, crate::Grid) {
        let puzzle: crate::Grid = puzzle.parse().unwrap();
        let engine = Engine::default();
        let solution = engine.solve(&puzzle).unwrap();
        let mut grid = LayerGrid::from_grid(&puzzle);
        grid.assume_unique_solution();
        for step in solution.steps() {
            let with_box = step.proof().and_then(|p| p.fish.as_ref()).is_some_and(|f| {
                f.base
                    .iter()
                    .chain(&f.cover)
                    .any(|h| h.kind() == crate::HouseKind::Box)
            });
            if step.technique() == Technique::KrakenFish && (with_box || !boxes) {
                return (grid, *solution.grid());
            }
            grid.apply(step).unwrap();
        }
        panic!("no Kraken fish on the path of {puzzle}");
    }

    /// The state of `KRAKEN_STATE`, and its solution.
    fn kraken_state() -> (LayerGrid, crate::Grid) {
        let mut grid: LayerGrid = KRAKEN_STATE.parse().unwrap();
        grid.assume_unique_solution();
        let solution = grid.unique_solution().unwrap();
        (grid, solution)
    }

    /// The kind of the fish of a Kraken step, by HoDoKu's rule.
    fn kind_of(step: &crate::Step) -> Kind {
        let fish = step.proof().and_then(|p| p.fish.clone()).expect("a fish");
        let mask = |houses: &[House]| houses.iter().fold(0u32, |m, h| m | 1 << h.index());
        complex::kind_of(mask(&fish.base), mask(&fish.cover))
    }

    #[test]
    fn franken_kraken_fish_are_found_where_no_basic_one_is() {
        let (grid, solution) = state_before_kraken(FRANKEN, true);
        let first = KrakenFish.find(&grid).expect("a Kraken fish");
        assert_eq!(kind_of(&first), Kind::Franken, "{first}");
        let all = KrakenFish.find_all(&grid);
        assert!(
            all.iter().all(|s| kind_of(s) != Kind::Basic),
            "a basic one would come first"
        );
        assert_sound(&grid, &all, &solution);
        for step in &all {
            // Two fins at most, none in two base houses; what it removes lies in a
            // cover house, outside the base houses.
            let fish = step.proof().and_then(|p| p.fish.clone()).unwrap();
            assert!((1..=2).contains(&step.pattern().fins.len()), "{step}");
            for e in step.eliminations() {
                assert!(fish.cover.iter().any(|h| h.cells().contains(e.cell)), "{step}");
                assert!(!fish.base.iter().any(|h| h.cells().contains(e.cell)), "{step}");
            }
        }
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
    fn the_walks_memory_of_fruitless_digits_changes_no_step() {
        assert_walk_memory_changes_nothing(&KrakenFish, &kraken_state().0);
    }

    #[test]
    fn a_fish_without_fins_is_no_kraken() {
        // 5 in rows 2 and 7 only in columns 3 and 8: a plain X-Wing, for the X-Wing.
        // Larger fish that take it in, with fins, may be Kraken fish; the X-Wing is not.
        let grid = layer_where(5, |row, col| ![2, 7].contains(&row) || [3, 8].contains(&col));
        let x_wing = (
            vec![House::row(1), House::row(6)],
            vec![House::col(2), House::col(7)],
        );
        for step in KrakenFish.find_all(&grid) {
            let fish = step.proof().and_then(|p| p.fish.clone()).expect("a fish");
            assert!(!step.pattern().fins.is_empty(), "{step}");
            assert_ne!((fish.base, fish.cover), x_wing, "{step}");
        }
    }
}
