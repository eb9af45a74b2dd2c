//! Unique loops, types 1 to 4: the unique rectangle's deadly pattern on six cells or more.
//!
//! Each type looks at the unique loops that [`loops`](super::loops) finds: six or more
//! unsolved cells holding the digits `a` and `b`, each sharing a house with the next, every
//! house holding two of them or none. If they all took `a` or `b`, swapping the two digits
//! would give a second solution; so some cell with extra candidates (the *roof*) takes
//! one of them. The types are Sudoku Explainer's (Nicolas Juillerat, "Unique Loop type 1"
//! to "type 4"). The technique table scores each type as Sudoku Explainer scores it on a
//! loop of six cells: 4.6, and 4.7 for type 3 with a pair. (Sudoku Explainer adds more for
//! longer loops, 4.7 for eight cells and 5.0 for ten or more, and for larger subsets of
//! type 3; the table keeps one score per technique.)

use std::ops::ControlFlow;

use super::loops::UniqueLoop;
use super::uniqueness_scan;
use super::{joined_naked_subsets, subset_name};
use crate::strategies::Found;
use crate::strategies::shared::candidate_map::CandidateMap;
use crate::strategies::shared::combinations::for_each_combination;
use crate::{Cell, CellSet, Digit, DigitSet, House, LayerGrid, Step, StepBuilder, Technique};

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
/// loop's two and the subset's.
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
fn loop_step(technique: Technique, unique: &UniqueLoop) -> StepBuilder {
    let mut step = Step::builder(technique)
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
    found.push(step.build())
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
    found.push(step.build())
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
    // As in Sudoku Explainer, the roof counts as one cell, and a subset takes at most
    // half the house's open cells (the rest would make the smaller hidden subset).
    let open = (house.cells() & grid.unsolved_cells()).len();
    joined_naked_subsets(
        (grid, map),
        house,
        (CellSet::from_iter([c, d]), extras),
        (open / 2).saturating_sub(1),
        found,
        || loop_step(Technique::UniqueLoopType3, unique),
        |mut step, chosen, digits| {
            for cell in [c, d] {
                step = step.fins(cell, map[cell] & extras);
            }
            let kind = subset_name(digits.len());
            step.detail(format!(
                "{} + naked {kind} {digits} with {}",
                unique.notation(),
                chosen.to_list()
            ))
            .explain(format!(
                "{} So {c} or {d} takes one of {extras}: together they act as one cell holding {extras}, which with {} forms a naked {kind} on {digits} in {house:#}. Those digits leave the other cells of {house:#}.",
                deadly(unique),
                chosen.to_list()
            ))
        },
    )
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
            if step.eliminations().is_empty() || found.has_effect_of(step.so_far()) {
                return ControlFlow::Continue(());
            }
            for cell in cells | pair {
                step = step.fins(cell, map[cell] & digits);
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
            found.push(step.build())
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
                ))
                .build();
            if !cells.is_empty() {
                found.push_new(step)?;
            }
        }
    }
    ControlFlow::Continue(())
}

uniqueness_scan! {
    UniqueLoopType1: |view, _grid, map, found| for unique in view.unique_loops() => type1(map, unique, found);
    UniqueLoopType2: |view, grid, map, found| for unique in view.unique_loops() => type2(grid, map, unique, found);
    UniqueLoopType3: |view, grid, map, found| for unique in view.unique_loops() => type3(grid, map, unique, found);
    UniqueLoopType4: |view, grid, _map, found| for unique in view.unique_loops() => type4(grid, unique, found);
}

#[cfg(test)]
mod tests {
    use super::super::loops::tests::without_one_and_two;
    use super::*;
    use crate::GridSolver;
    use crate::strategies::test_support::{unique_listed, unique_pencil};

    /// Reached by the engine (qqwing easy): 1 and 6 around
    /// r7c1-r7c7-r8c7-r8c5-r9c5-r9c1; only r9c1 holds more.
    const TYPE_1: &str = "
        1269 1269  16   | 168  4  7  | 5    136   1368
        +5   146   8    | 16   +9 +3 | +2   1467  167
        3    146   7    | 1568 2  15 | 1468 9     168
        126  1268  156  | +9   3  4  | 7    156   168
        1467 14678 1356 | 2    15 15 | 9    13456 1368
        149  149   135  | +7   8  6  | 134  1345  2
        16   3     2    | 156  7  +9 | 16   8     4
        +8   5     +4   | 3    16 +2 | 16   167   1679
        167  167   9    | +4   16 +8 | 136  2     +5";
    const TYPE_1_PUZZLE: &str =
        "....475....8......3.7.2..9.....347.....2..9......86..2.32.7..84.5.3.......9....2.";

    /// Reached by the engine (17-clue), where the engine's next step is this type 2: 4
    /// and 6 around r2c2-r2c3-r5c3-r5c1-r7c1-r7c2, with 9 besides in r2c3, r5c1 and r7c1.
    const TYPE_2: &str = "
        45689 +2 +1   | 5689  35789 36  | 3489  67 3489
        45689 46 469  | 5689  35789 1   | 3489  67 2
        689   +7 3    | 689   4     +2  | 189   5  189
        +3    89 57   | 14589 589   489 | 6     +2 15789
        46    1  46   | 2     589   7   | 589   +3 589
        2     89 57   | 15689 3589  36  | 15789 4  15789
        469   46 2469 | 3     +1    459 | 2457  8  4567
        1     +3 248  | +7    6     458 | 245   +9 45
        7     5  4689 | 489   +2    489 | 34    +1 346";
    const TYPE_2_PUZZLE: &str =
        "..............1..2..3.4..5.......6...1.2.7...2......4....3...8.1...6....75.......";

    /// Reached by the engine (top1465): 4 and 7 around r3c7-r3c9-r5c9-r5c1-r6c1-r6c7;
    /// r3c7 and r6c7 hold more, and in column 7 4 and 7 have one other place, r2c7.
    const TYPE_3_HIDDEN: &str = "
        2   4    35   | 7     38    +6     | 589   359  +1
        +9  1378 137  | 2348  5     1234   | 478   23   6
        +6  1378 1357 | 23489 12348 12349  | 45789 2359 247
        147 5    9    | 24    247   247    | 3     +6   +8
        47  23   23   | 1     +6    8      | 59    59   47
        47  6    +8   | 23459 2347  234579 | 47    +1   247
        3   19   146  | 4568  148   145    | 2     7    59
        8   279  267  | 2356  237   2357   | 1     4    59
        +5  127  1247 | 24    9     1247   | +6    +8   +3";
    const TYPE_3_HIDDEN_PUZZLE: &str =
        "24.7.........5...6..........59...3.....1.8....6.......3.....27.8.....14.....9....";

    /// Reached by the engine (top1465): 2 and 5 around r1c3-r1c9-r7c9-r7c8-r3c8-r3c3;
    /// r1c9 and r7c9 hold 3, 4 and 9 besides.
    const TYPE_3_NAKED: &str = "
        +4 3   25 | 6    [8]   89     | 7   +1 259
        +7 +9  +8 | 13   2     5      | 36  46 34
        +6 1   25 | 39   47    47     | +8  25 39
        2  47  9  | 15   13567 1367   | 56  8  1457
        +1 78  +6 | 4    578   2789   | 259 3  257
        5  478 +3 | 1289 1678  126789 | 269 46 1247
        8  +6  14 | 7    9     14     | 235 25 235
        39 25  17 | 1258 1358  1238   | 4   79 6
        39 25  47 | 25   346   346    | 1   79 +8";
    const TYPE_3_NAKED_PUZZLE: &str =
        ".3.6..7......25....1.......2.9....8....4...3.5........8..79..........4.6......1..";

    /// Reached by the engine (qqwing easy): 3 and 8 around r6c7-r6c8-r7c8-r7c6-r8c6-r8c7;
    /// in row 8, 8 has no place but r8c6 and r8c7.
    const TYPE_4: &str = "
        +4  368  9  | 236  358  23568  | +1  36  +7
        +1  36   +5 | 9    37   367    | 2   +4  8
        68  +2   7  | 4    38   1      | 39  369 +5
        +5  4    23 | 8    +1   23     | 6   7   +9
        678 3689 23 | 2367 379  23467  | 5   +1  234
        678 3689 1  | 2367 3579 234567 | 38  38  234
        9   +7   +6 | 5    2    38     | +4  38  1
        2   1    +4 | 37   6    378    | 389 5   [3]
        +3  5    8  | +1   4    +9     | 7   +2  +6";
    const TYPE_4_PUZZLE: &str =
        "..9.........9..2.8..74.1....4.8..67.......5....1......9..52...121..6..5..58.4.7..";

    #[test]
    fn type_1_clears_the_one_cell_with_more() {
        assert_eq!(
            unique_listed(&UniqueLoopType1, TYPE_1, TYPE_1_PUZZLE),
            ["Unique Loop Type 1: 1/6 in r7c1-r7c7-r8c7-r8c5-r9c5-r9c1 => r9c1<>1,6"]
        );
    }

    #[test]
    fn type_2_clears_the_cells_that_see_every_extra_candidate() {
        assert_eq!(
            unique_listed(&UniqueLoopType2, TYPE_2, TYPE_2_PUZZLE),
            ["Unique Loop Type 2: 4/6 in r2c2-r2c3-r5c3-r5c1-r7c1-r7c2 => r1c1,r2c1,r3c1,r7c3,r9c3<>9"]
        );
        // The loop's three cells with more hold only 9 besides: no type 1, 3 or 4.
        assert!(unique_listed(&UniqueLoopType1, TYPE_2, TYPE_2_PUZZLE).is_empty());
    }

    #[test]
    fn type_3_makes_a_hidden_subset_with_the_loop_digits() {
        assert_eq!(
            unique_listed(&UniqueLoopType3, TYPE_3_HIDDEN, TYPE_3_HIDDEN_PUZZLE),
            [
                "Unique Loop Type 3: 4/7 in r3c7-r3c9-r5c9-r5c1-r6c1-r6c7 + hidden pair 4,7 with r2c7 => r2c7<>8"
            ]
        );
    }

    #[test]
    fn type_3_makes_naked_subsets_with_the_extra_candidates() {
        let found = unique_listed(&UniqueLoopType3, TYPE_3_NAKED, TYPE_3_NAKED_PUZZLE);
        assert_eq!(
            found,
            [
                "Unique Loop Type 3: 2/5 in r1c3-r1c9-r7c9-r7c8-r3c8-r3c3 + naked pair 3,9 with r3c9 => r2c9<>3",
                "Unique Loop Type 3: 2/5 in r1c3-r1c9-r7c9-r7c8-r3c8-r3c3 + naked triple 3,4,9 with r2c9,r3c9 => r4c9,r6c9<>4"
            ]
        );
        let grid = unique_pencil(TYPE_3_NAKED);
        let pair = UniqueLoopType3.find(&grid).unwrap();
        // The loop's digits and the pair's.
        assert_eq!(pair.pattern().digits.join(","), "2,3,5,9");
    }

    #[test]
    fn type_4_removes_the_digit_that_is_not_locked() {
        assert_eq!(
            unique_listed(&UniqueLoopType4, TYPE_4, TYPE_4_PUZZLE),
            [
                "Unique Loop Type 4: 3/8 in r6c7-r6c8-r7c8-r7c6-r8c6-r8c7 + 8 only in r8c6,r8c7 (r8) => r8c6,r8c7<>3"
            ]
        );
    }

    /// The loop of the examples, r1c1-r1c4-r2c4-r2c7-r3c7-r3c1 on 1 and 2, with r3c7 and
    /// r3c1 holding the given candidates.
    fn band_loop(r3c7: &str, r3c1: &str) -> LayerGrid {
        let mut grid = without_one_and_two(&[("r1c1 r1c4 r2c4 r2c7", "12"), ("r3c7", r3c7), ("r3c1", r3c1)]);
        grid.assume_unique_solution();
        grid
    }

    #[test]
    fn type_1_needs_one_cell_with_more() {
        assert!(UniqueLoopType1.find(&band_loop("123", "123")).is_none());
        assert!(UniqueLoopType1.find(&band_loop("12", "123")).is_some());
    }

    #[test]
    fn type_2_needs_one_extra_digit() {
        assert!(UniqueLoopType2.find(&band_loop("124", "123")).is_none());
    }

    #[test]
    fn type_4_needs_a_digit_locked_in_the_two_cells() {
        // 1 and 2 have no other place in row 3 ...
        assert_eq!(UniqueLoopType4.find_all(&band_loop("124", "123")).len(), 2);
        // ... until r3c4 holds them too.
        let mut grid = without_one_and_two(&[
            ("r1c1 r1c4 r2c4 r2c7", "12"),
            ("r3c7", "124"),
            ("r3c1", "123"),
            ("r3c4", "123456789"),
        ]);
        grid.assume_unique_solution();
        assert!(UniqueLoopType4.find(&grid).is_none());
    }
}
