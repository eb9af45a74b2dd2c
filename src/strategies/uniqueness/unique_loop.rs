//! Unique loops, types 1 to 4: the unique rectangle's deadly pattern on six cells or more.
//!
//! Each type looks at the unique loops that [`loops`](super::loops) finds: six or more
//! unsolved cells holding the digits `a` and `b`, each sharing a house with the next, every
//! house holding two of them or none. If they all took `a` or `b`, swapping the two digits
//! would give a second solution; so some cell with extra candidates (the *roof*) takes
//! one of them. The types and scores are Sudoku Explainer's (Nicolas Juillerat, "Unique
//! Loop type 1" to "type 4"): 4.5, plus 0.1 for a loop of six cells, 0.2 for eight and
//! 0.5 for ten or more, plus for type 3 0.1 per digit of its naked subset beyond one, or
//! of its hidden subset beyond two (see the rating).

use std::ops::ControlFlow;

use super::loops::{UniqueLoop, unique_loops};
use crate::strategies::shared::candidate_map::CandidateMap;
use crate::strategies::shared::combinations::for_each_combination;
use crate::strategies::{Found, Scan};
use crate::{CandidateView, Cell, CellSet, Digit, DigitSet, House, LayerGrid, Step, Technique};

/// Unique Loop Type 1: every cell of a unique loop but one holds only `a` and `b`, so the
/// last can be neither.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::UniqueLoopType1, GridSolver, LayerGrid};
///
/// // Six cells of rows 1 to 3 hold 1 and 2, two in each of their rows, columns and
/// // boxes; r3c1 holds 3 besides.
/// let mut grid: LayerGrid = "
///     12      3456789 3456789 | 12      3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 12      3456789 3456789 | 12      3456789 3456789
///     123     3456789 3456789 | 3456789 3456789 3456789 | 12      3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
/// ".parse()?;
/// // Uniqueness strategies only run on grids known to have one solution.
/// assert!(UniqueLoopType1.find(&grid).is_none());
/// grid.assume_unique_solution();
/// let step = UniqueLoopType1.find(&grid).expect("a unique loop");
/// assert_eq!(
///     step.to_string(),
///     "Unique Loop Type 1: 1/2 in r1c1-r1c4-r2c4-r2c7-r3c7-r3c1 => r3c1<>1,2"
/// );
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct UniqueLoopType1;

/// Unique Loop Type 2: the cells of a unique loop with extra candidates hold one extra
/// digit, the same in all; one of them takes it, so it leaves every cell that sees them
/// all.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::UniqueLoopType2, GridSolver, LayerGrid};
///
/// // r3c7 and r3c1 hold 3 besides 1 and 2; r3c5 sees both.
/// let mut grid: LayerGrid = "
///     12      456789  456789  | 12      456789  456789  | 456789  456789  456789
///     456789  456789  456789  | 12      456789  456789  | 12      456789  456789
///     123     456789  456789  | 456789  3456789 456789  | 123     456789  456789
///     456789  456789  456789  | 456789  456789  456789  | 456789  456789  456789
///     456789  456789  456789  | 456789  456789  456789  | 456789  456789  456789
///     456789  456789  456789  | 456789  456789  456789  | 456789  456789  456789
///     456789  456789  456789  | 456789  456789  456789  | 456789  456789  456789
///     456789  456789  456789  | 456789  456789  456789  | 456789  456789  456789
///     456789  456789  456789  | 456789  456789  456789  | 456789  456789  456789
/// ".parse()?;
/// grid.assume_unique_solution();
/// let step = UniqueLoopType2.find(&grid).expect("a unique loop");
/// assert_eq!(
///     step.to_string(),
///     "Unique Loop Type 2: 1/2 in r1c1-r1c4-r2c4-r2c7-r3c7-r3c1 => r3c5<>3"
/// );
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct UniqueLoopType2;

/// Unique Loop Type 3: a unique loop has two cells with extra candidates, in one house.
/// One of them takes an extra digit, so in that house they act as one cell: with other
/// cells they form a naked subset (its digits leave the rest of the house), or, with the
/// loop's digits and others, a hidden subset (the cells of the subset lose their other
/// candidates).
///
/// The step's pattern digits ([`Pattern::digits`](crate::Pattern::digits)) are the
/// subset's.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::UniqueLoopType3, GridSolver, LayerGrid};
///
/// // r3c7 and r3c1 hold 3 or 4 besides 1 and 2; with r3c5 they make a pair on 3 and 4.
/// let mut grid: LayerGrid = "
///     12      56789   56789   | 12      56789   56789   | 56789   56789   56789
///     56789   56789   56789   | 12      56789   56789   | 12      56789   56789
///     123     56789   56789   | 3456789 34      56789   | 124     56789   56789
///     56789   56789   56789   | 56789   56789   56789   | 56789   56789   56789
///     56789   56789   56789   | 56789   56789   56789   | 56789   56789   56789
///     56789   56789   56789   | 56789   56789   56789   | 56789   56789   56789
///     56789   56789   56789   | 56789   56789   56789   | 56789   56789   56789
///     56789   56789   56789   | 56789   56789   56789   | 56789   56789   56789
///     56789   56789   56789   | 56789   56789   56789   | 56789   56789   56789
/// ".parse()?;
/// grid.assume_unique_solution();
/// let step = UniqueLoopType3.find(&grid).expect("a unique loop");
/// assert_eq!(
///     step.to_string(),
///     "Unique Loop Type 3: 1/2 in r1c1-r1c4-r2c4-r2c7-r3c7-r3c1 + naked pair 3,4 with r3c5 => r3c4<>3,4"
/// );
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct UniqueLoopType3;

/// Unique Loop Type 4: a unique loop has two cells with extra candidates, in one house
/// where one of the loop's digits can only go in those two; one of them takes it, and the
/// other must then take an extra digit, so neither can hold the loop's other digit.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::UniqueLoopType4, GridSolver, LayerGrid};
///
/// // In row 3, 1 can only go in r3c1 and r3c7.
/// let mut grid: LayerGrid = "
///     12      3456789 3456789 | 12      3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 12      3456789 3456789 | 12      3456789 3456789
///     123     3456789 3456789 | 23456789 3456789 3456789 | 124    3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
/// ".parse()?;
/// grid.assume_unique_solution();
/// let step = UniqueLoopType4.find(&grid).expect("a unique loop");
/// assert_eq!(
///     step.to_string(),
///     "Unique Loop Type 4: 1/2 in r1c1-r1c4-r2c4-r2c7-r3c7-r3c1 + 1 only in r3c1,r3c7 (r3) => r3c1,r3c7<>2"
/// );
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct UniqueLoopType4;

/// What the loop is, for the sentences.
fn deadly(unique: &UniqueLoop) -> String {
    format!(
        "The cells {} each share a house with the next along the loop, and every house holding one holds two. They must not end up holding only {} and {}: they would alternate along the loop, and swapping the two digits would give a second solution.",
        unique
            .path
            .iter()
            .map(Cell::to_string)
            .collect::<Vec<_>>()
            .join(", "),
        unique.a,
        unique.b
    )
}

/// A step of `technique` naming the loop, with its candidates of `a` and `b` marked.
fn loop_step(technique: Technique, unique: &UniqueLoop) -> Step {
    let mut step = Step::new(technique)
        .detail(unique.notation())
        .pattern_cells(unique.cells);
    for cell in unique.cells {
        for digit in [unique.a, unique.b] {
            step = step.pattern_candidate(cell, digit);
        }
    }
    step
}

/// The two roof cells, if the loop has exactly two.
fn two_roof_cells(unique: &UniqueLoop) -> Option<(Cell, Cell)> {
    let mut roof = unique.roof.iter();
    match (roof.next(), roof.next(), roof.next()) {
        (Some(c), Some(d), None) => Some((c, d)),
        _ => None,
    }
}

fn type1(map: &CandidateMap, unique: &UniqueLoop, found: &mut Found) -> ControlFlow<()> {
    let Some(cell) = unique.roof.single_cell() else {
        return ControlFlow::Continue(());
    };
    let mut step = loop_step(Technique::UniqueLoopType1, unique).explain(format!(
        "{} The other cells hold nothing else, so {cell} must not be {} or {}.",
        deadly(unique),
        unique.a,
        unique.b
    ));
    for digit in map[cell] & unique.digits() {
        step = step.eliminate(cell, digit);
    }
    found.push(step)
}

fn type2(grid: &LayerGrid, map: &CandidateMap, unique: &UniqueLoop, found: &mut Found) -> ControlFlow<()> {
    if unique.roof.len() < 2 {
        return ControlFlow::Continue(());
    }
    let Some(extra) = unique.extras(map).single_digit() else {
        return ControlFlow::Continue(());
    };
    let removed = grid.candidates(extra) & unique.roof.common_peers();
    if removed.is_empty() {
        return ControlFlow::Continue(());
    }
    let mut step = loop_step(Technique::UniqueLoopType2, unique)
        .eliminate_all(removed, extra)
        .explain(format!(
            "{} Besides {} and {}, the cells {} hold only {extra}, so one of them is {extra}, and no cell that sees them all can hold {extra}.",
            deadly(unique),
            unique.a,
            unique.b,
            unique.roof.to_list()
        ));
    for cell in unique.roof {
        step = step.fin(cell, extra);
    }
    found.push(step)
}

fn subset_name(size: usize) -> &'static str {
    match size {
        2 => "pair",
        3 => "triple",
        4 => "quad",
        5 => "quintuple",
        6 => "sextuple",
        _ => "septuple",
    }
}

/// The naked subsets of type 3 in `house`: the two roof cells as one cell holding their
/// extra digits, with other cells of the house.
fn naked_subsets(
    grid: &LayerGrid,
    map: &CandidateMap,
    unique: &UniqueLoop,
    (c, d): (Cell, Cell),
    house: House,
    found: &mut Found,
) -> ControlFlow<()> {
    let extras = unique.extras(map);
    let pair = CellSet::from_iter([c, d]);
    let pool: Vec<Cell> = (house.cells() & grid.unsolved_cells() - pair).iter().collect();
    // As in Sudoku Explainer, the roof counts as one cell, and a subset takes at most
    // half the house's open cells (the rest would make the smaller hidden subset).
    let open = (house.cells() & grid.unsolved_cells()).len();
    for others in 1..=pool.len().saturating_sub(1) {
        if 2 * (others + 1) > open {
            break;
        }
        for_each_combination(&pool, others, |chosen| {
            let chosen: CellSet = chosen.iter().copied().collect();
            let digits = extras | map.union(chosen);
            if digits.len() != others + 1 {
                return ControlFlow::Continue(());
            }
            let rest = house.cells() - chosen - pair;
            let mut step = loop_step(Technique::UniqueLoopType3, unique)
                .house(house)
                .digits(digits);
            for digit in digits {
                step = step.eliminate_all(grid.candidates(digit) & rest, digit);
            }
            if step.eliminations().is_empty() || found.has_effect_of(&step) {
                return ControlFlow::Continue(());
            }
            for cell in chosen {
                for digit in map[cell] {
                    step = step.fin(cell, digit);
                }
            }
            for cell in [c, d] {
                for digit in map[cell] & extras {
                    step = step.fin(cell, digit);
                }
            }
            let kind = subset_name(others + 1);
            let step = step
                .detail(format!(
                    "{} + naked {kind} {digits} with {}",
                    unique.notation(),
                    chosen.to_list()
                ))
                .explain(format!(
                    "{} So {c} or {d} takes one of {extras}: together they act as one cell holding {extras}, which with {} forms a naked {kind} on {digits} in {house:#}. Those digits leave the other cells of {house:#}.",
                    deadly(unique),
                    chosen.to_list()
                ));
            found.push(step)
        })?;
    }
    ControlFlow::Continue(())
}

/// The hidden subsets of type 3 in `house`: the loop's two digits and others, with no
/// place in the house but the two roof cells, of which only one can take them, and as
/// many other cells as the subset has digits less one.
fn hidden_subsets(
    grid: &LayerGrid,
    map: &CandidateMap,
    unique: &UniqueLoop,
    (c, d): (Cell, Cell),
    house: House,
    found: &mut Found,
) -> ControlFlow<()> {
    let pair = CellSet::from_iter([c, d]);
    let outside = house.cells() - pair;
    // Digits that may join: neither the loop's nor extra in the roof, and not yet placed
    // in the house.
    let others: Vec<Digit> = (!unique.digits() - unique.extras(map))
        .iter()
        .filter(|&digit| !grid.candidates_in(digit, house).is_empty())
        .collect();
    // Fewer than half the house's open cells, as in Sudoku Explainer.
    let open = (house.cells() & grid.unsolved_cells()).len();
    for size in 0..=others.len() {
        if 2 * (size + 2) >= open {
            break;
        }
        let mut check = |chosen: &[Digit]| {
            let digits = chosen
                .iter()
                .fold(unique.digits(), |acc, &x| acc | DigitSet::single(x));
            let cells = digits
                .iter()
                .fold(CellSet::EMPTY, |acc, x| acc | grid.candidates_in(x, house))
                & outside;
            if cells.len() + 1 != digits.len() {
                return ControlFlow::Continue(());
            }
            let mut step = loop_step(Technique::UniqueLoopType3, unique)
                .house(house)
                .digits(digits);
            for cell in cells {
                for digit in map[cell] - digits {
                    step = step.eliminate(cell, digit);
                }
            }
            if step.eliminations().is_empty() || found.has_effect_of(&step) {
                return ControlFlow::Continue(());
            }
            for cell in cells | pair {
                for digit in map[cell] & digits {
                    step = step.fin(cell, digit);
                }
            }
            let kind = subset_name(digits.len());
            let step = step
                .detail(format!(
                    "{} + hidden {kind} {digits} with {}",
                    unique.notation(),
                    cells.to_list()
                ))
                .explain(format!(
                    "{} So {c} or {d} takes an extra candidate, and at most one of them holds any of {digits}. In {house:#} those digits have no other place than {} and {c} or {d}: a hidden {kind}, so {} hold nothing else.",
                    deadly(unique),
                    cells.to_list(),
                    cells.to_list()
                ));
            found.push(step)
        };
        if size == 0 {
            check(&[])?;
        } else {
            for_each_combination(&others, size, &mut check)?;
        }
    }
    ControlFlow::Continue(())
}

fn type3(grid: &LayerGrid, map: &CandidateMap, unique: &UniqueLoop, found: &mut Found) -> ControlFlow<()> {
    let Some((c, d)) = two_roof_cells(unique) else {
        return ControlFlow::Continue(());
    };
    if unique.extras(map).len() < 2 {
        return ControlFlow::Continue(());
    }
    let houses: Vec<House> = CellSet::from_iter([c, d]).common_houses().collect();
    for house in houses {
        naked_subsets(grid, map, unique, (c, d), house, found)?;
        hidden_subsets(grid, map, unique, (c, d), house, found)?;
    }
    ControlFlow::Continue(())
}

fn type4(grid: &LayerGrid, unique: &UniqueLoop, found: &mut Found) -> ControlFlow<()> {
    let Some((c, d)) = two_roof_cells(unique) else {
        return ControlFlow::Continue(());
    };
    let pair = CellSet::from_iter([c, d]);
    for house in pair.common_houses() {
        for (kept, removed) in [(unique.a, unique.b), (unique.b, unique.a)] {
            if !grid.candidates_in(kept, house).is_subset(pair) {
                continue;
            }
            let cells = grid.candidates(removed) & pair;
            let step = loop_step(Technique::UniqueLoopType4, unique)
                .detail(format!("{} + {kept} only in {} ({house})", unique.notation(), pair.to_list()))
                .eliminate_all(cells, removed)
                .house(house)
                .fin(c, kept)
                .fin(d, kept)
                .explain(format!(
                    "{} In {house:#}, {kept} can only go in {c} or {d}, so one of them is {kept}; if the other were {removed}, the loop would hold only {} and {}. So neither can be {removed}.",
                    deadly(unique),
                    unique.a,
                    unique.b
                ));
            if cells.is_empty() || found.has_effect_of(&step) {
                continue;
            }
            found.push(step)?;
        }
    }
    ControlFlow::Continue(())
}

macro_rules! unique_loop {
    ($type:ident, |$grid:ident, $map:ident, $loop:ident, $found:ident| $check:expr) => {
        impl Scan for $type {
            const TECHNIQUE: Technique = Technique::$type;
            const NEEDS_UNIQUE_SOLUTION: bool = true;

            fn scan(&self, view: &CandidateView<'_>, $found: &mut Found) -> ControlFlow<()> {
                let $grid = view.grid();
                let $map = view.map();
                for $loop in &unique_loops($grid, $map) {
                    $check?;
                }
                ControlFlow::Continue(())
            }
        }
    };
}

unique_loop!(UniqueLoopType1, |_grid, map, unique, found| type1(
    map, unique, found
));
unique_loop!(UniqueLoopType2, |grid, map, unique, found| type2(
    grid, map, unique, found
));
unique_loop!(UniqueLoopType3, |grid, map, unique, found| type3(
    grid, map, unique, found
));
unique_loop!(UniqueLoopType4, |grid, _map, unique, found| type4(
    grid, unique, found
));
