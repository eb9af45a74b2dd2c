//! Unique rectangles, types 1 to 6.
//!
//! Each type looks at the possible unique rectangles that
//! [`rectangles`](super::rectangles) finds: four unsolved cells in two rows, two columns
//! and two boxes, whose *floor* corners hold only the two digits `a` and `b` and whose
//! *roof* corners hold other candidates too. Since the puzzle has one solution, the four
//! cells cannot end up as `a b / b a`; so some roof corner must take one of its other
//! candidates, and each type draws a different conclusion from that.

use std::ops::ControlFlow;

use super::rectangles::{UniqueRectangle, same_side};
use super::uniqueness_scan;
use crate::strategies::Found;
use crate::strategies::shared::candidate_map::CandidateMap;
use crate::strategies::shared::combinations::for_each_combination;
use crate::{Cell, CellSet, DigitSet, House, HouseKind, LayerGrid, Technique};

/// Uniqueness Test 1: three corners of the rectangle hold only `a` and `b`, so the fourth
/// can be neither.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::UniqueRectangleType1, GridSolver, LayerGrid};
///
/// // r1c1, r1c4 and r2c1 hold only 1 and 2; r2c4 holds 1, 2 and 3.
/// let mut grid: LayerGrid = "
///     12  3456789 3456789 | 12      3456789 3456789 | 3456789 3456789 3456789
///     12  3456789 3456789 | 123     3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
/// ".parse()?;
/// // Uniqueness strategies only run on grids known to have one solution.
/// assert!(UniqueRectangleType1.find(&grid).is_none());
/// grid.assume_unique_solution();
/// let step = UniqueRectangleType1.find(&grid).expect("a unique rectangle");
/// assert_eq!(step.to_string(), "Uniqueness Test 1: 1/2 in r1c1,r1c4,r2c1,r2c4 => r2c4<>1,2");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct UniqueRectangleType1;

/// Uniqueness Test 2: the two roof corners on one side of the rectangle hold one extra
/// candidate, the same in both; one of them must take it, so it leaves every cell that
/// sees both.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::UniqueRectangleType2, GridSolver, LayerGrid};
///
/// // r1c1 and r2c1 hold only 1 and 2; r1c4 and r2c4 hold 3 besides.
/// let mut grid: LayerGrid = "
///     12      456789  456789  | 123     456789  456789  | 456789  456789  456789
///     12      456789  456789  | 123     456789  456789  | 456789  456789  456789
///     456789  456789  456789  | 456789  3456789 456789  | 456789  456789  456789
///     456789  456789  456789  | 456789  456789  456789  | 456789  456789  456789
///     456789  456789  456789  | 456789  456789  456789  | 456789  456789  456789
///     456789  456789  456789  | 456789  456789  456789  | 456789  456789  456789
///     456789  456789  456789  | 456789  456789  456789  | 456789  456789  456789
///     456789  456789  456789  | 456789  456789  456789  | 456789  456789  456789
///     456789  456789  456789  | 456789  456789  456789  | 456789  456789  456789
/// ".parse()?;
/// grid.assume_unique_solution();
/// let step = UniqueRectangleType2.find(&grid).expect("a unique rectangle");
/// assert_eq!(
///     step.to_string(),
///     "Uniqueness Test 2: 1/2 in r1c1,r1c4,r2c1,r2c4 => r3c5<>3"
/// );
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct UniqueRectangleType2;

/// Uniqueness Test 3: the extra candidates of the two roof corners on one side act as one
/// cell, which forms a naked subset with other cells of a house they share; the subset's
/// digits leave the rest of that house.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::UniqueRectangleType3, GridSolver, LayerGrid};
///
/// // r1c4 and r2c4 hold 3 or 4 besides 1 and 2; with r3c4 they make a pair.
/// let mut grid: LayerGrid = "
///     12      56789   56789   | 123     3456789 56789   | 56789   56789   56789
///     12      56789   56789   | 124     56789   56789   | 56789   56789   56789
///     56789   56789   56789   | 34      56789   56789   | 56789   56789   56789
///     56789   56789   56789   | 56789   56789   56789   | 56789   56789   56789
///     56789   56789   56789   | 56789   56789   56789   | 56789   56789   56789
///     56789   56789   56789   | 56789   56789   56789   | 56789   56789   56789
///     56789   56789   56789   | 56789   56789   56789   | 56789   56789   56789
///     56789   56789   56789   | 56789   56789   56789   | 56789   56789   56789
///     56789   56789   56789   | 56789   56789   56789   | 56789   56789   56789
/// ".parse()?;
/// grid.assume_unique_solution();
/// let step = UniqueRectangleType3.find(&grid).expect("a unique rectangle");
/// assert_eq!(
///     step.to_string(),
///     "Uniqueness Test 3: 1/2 in r1c1,r1c4,r2c1,r2c4 + naked pair 3,4 with r3c4 => r1c5<>3,4"
/// );
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct UniqueRectangleType3;

/// Uniqueness Test 4: one of the rectangle's digits can only go in the two roof corners
/// within a house they share, so the other digit leaves both of them.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::UniqueRectangleType4, GridSolver, LayerGrid};
///
/// // In column 4, 1 can only go in r1c4 and r2c4.
/// let mut grid: LayerGrid = "
///     12      3456789 3456789 | 123     3456789 3456789 | 3456789 3456789 3456789
///     12      3456789 3456789 | 124     3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 23456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 23456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
/// ".parse()?;
/// grid.assume_unique_solution();
/// let step = UniqueRectangleType4.find(&grid).expect("a unique rectangle");
/// assert_eq!(
///     step.to_string(),
///     "Uniqueness Test 4: 1/2 in r1c1,r1c4,r2c1,r2c4 => r1c4,r2c4<>2"
/// );
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct UniqueRectangleType4;

/// Uniqueness Test 5: two diagonal or three roof corners hold one extra candidate, the
/// same in all; one of them must take it, so it leaves every cell that sees them all.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::UniqueRectangleType5, GridSolver, LayerGrid};
///
/// // r1c4 and r2c1 hold only 1 and 2; the diagonal r1c1, r2c4 holds 3 besides.
/// let mut grid: LayerGrid = "
///     123     456789  456789  | 12      3456789 456789  | 456789  456789  456789
///     12      3456789 456789  | 123     456789  456789  | 456789  456789  456789
///     456789  456789  456789  | 456789  456789  456789  | 456789  456789  456789
///     456789  456789  456789  | 456789  456789  456789  | 456789  456789  456789
///     456789  456789  456789  | 456789  456789  456789  | 456789  456789  456789
///     456789  456789  456789  | 456789  456789  456789  | 456789  456789  456789
///     456789  456789  456789  | 456789  456789  456789  | 456789  456789  456789
///     456789  456789  456789  | 456789  456789  456789  | 456789  456789  456789
///     456789  456789  456789  | 456789  456789  456789  | 456789  456789  456789
/// ".parse()?;
/// grid.assume_unique_solution();
/// let step = UniqueRectangleType5.find(&grid).expect("a unique rectangle");
/// assert_eq!(
///     step.to_string(),
///     "Uniqueness Test 5: 1/2 in r1c1,r1c4,r2c1,r2c4 => r1c5,r2c2<>3"
/// );
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct UniqueRectangleType5;

/// Uniqueness Test 6: the roof corners are diagonal, and one of the digits appears in the
/// rectangle's two rows and two columns only at its corners (an X-Wing). It cannot fill
/// the roof diagonal, which would leave the deadly pattern, so it leaves both roof
/// corners.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::UniqueRectangleType6, GridSolver, LayerGrid};
///
/// // In rows 1 and 2 and columns 1 and 4, 1 can only go in the rectangle.
/// let mut grid: LayerGrid = "
///     123     3456789 3456789 | 12      3456789 3456789 | 23456789 3456789 3456789
///     12      3456789 3456789 | 123     3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
///     3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
/// ".parse()?;
/// grid.assume_unique_solution();
/// let step = UniqueRectangleType6.find(&grid).expect("a unique rectangle");
/// assert_eq!(
///     step.to_string(),
///     "Uniqueness Test 6: 1/2 in r1c1,r1c4,r2c1,r2c4 => r1c1,r2c4<>1"
/// );
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct UniqueRectangleType6;

/// What the four cells are, for the sentences.
fn deadly(ur: &UniqueRectangle) -> String {
    format!(
        "The cells {} must not end up holding only {} and {}: that deadly pattern could be swapped, and the puzzle would have two solutions.",
        ur.rectangle.cells().to_list(),
        ur.a,
        ur.b
    )
}

/// The two roof corners when they lie on one side of the rectangle.
fn roof_side(ur: &UniqueRectangle) -> Option<(Cell, Cell)> {
    let mut roof = ur.roof.iter();
    match (roof.next(), roof.next(), roof.next()) {
        (Some(c), Some(d), None) if same_side(c, d) => Some((c, d)),
        _ => None,
    }
}

/// The houses shared by two cells: their row or column, and their box if they share it.
fn shared_houses(c: Cell, d: Cell) -> Vec<House> {
    CellSet::from_iter([c, d]).common_houses().collect()
}

fn type1(map: &CandidateMap, ur: &UniqueRectangle, found: &mut Found) -> ControlFlow<()> {
    let Some(corner) = ur.roof.single_cell() else {
        return ControlFlow::Continue(());
    };
    let removed = map[corner] & ur.digits();
    if removed.is_empty() {
        return ControlFlow::Continue(());
    }
    let mut step = ur.step(Technique::UniqueRectangleType1, map).explain(format!(
        "{} The other three corners hold nothing else, so {corner} must not be {} or {}.",
        deadly(ur),
        ur.a,
        ur.b
    ));
    for digit in removed {
        step = step.eliminate(corner, digit);
    }
    found.push(step.build())
}

/// Types 2 and 5: the roof corners share one extra candidate and hold no other.
fn type2or5(
    grid: &LayerGrid,
    map: &CandidateMap,
    ur: &UniqueRectangle,
    found: &mut Found,
    wanted: Technique,
) -> ControlFlow<()> {
    if !(2..=3).contains(&ur.roof.len()) {
        return ControlFlow::Continue(());
    }
    let Some(extra) = ur.extras(map).single_digit() else {
        return ControlFlow::Continue(());
    };
    let technique = match roof_side(ur) {
        Some(_) => Technique::UniqueRectangleType2,
        None => Technique::UniqueRectangleType5,
    };
    if technique != wanted {
        return ControlFlow::Continue(());
    }
    let removed = grid.candidates(extra) & ur.roof.common_peers();
    if removed.is_empty() {
        return ControlFlow::Continue(());
    }
    let mut step = ur
        .step(technique, map)
        .eliminate_all(removed, extra)
        .explain(format!(
            "{} Besides {} and {}, the corners {} hold only {extra}, so one of them is {extra}, and no cell that sees them all can hold {extra}.",
            deadly(ur),
            ur.a,
            ur.b,
            ur.roof.to_list()
        ));
    for cell in ur.roof {
        step = step.fin(cell, extra);
    }
    found.push(step.build())
}

fn subset_name(size: usize) -> String {
    match size {
        2 => "pair".to_string(),
        3 => "triple".to_string(),
        4 => "quad".to_string(),
        n => format!("subset of {n}"),
    }
}

fn type3(grid: &LayerGrid, map: &CandidateMap, ur: &UniqueRectangle, found: &mut Found) -> ControlFlow<()> {
    let Some((c, d)) = roof_side(ur) else {
        return ControlFlow::Continue(());
    };
    let extras = ur.extras(map);
    let digits = ur.digits();
    for house in shared_houses(c, d) {
        let pool: Vec<Cell> = (house.cells() & (grid.unsolved_cells() - ur.rectangle.cells()))
            .iter()
            .filter(|&cell| (map[cell] & digits).is_empty())
            .collect();
        for size in 1..=pool.len() {
            for_each_combination(&pool, size, |chosen| {
                let others: CellSet = chosen.iter().copied().collect();
                let subset_digits = extras | map.union(others);
                if subset_digits.len() != size + 1 {
                    return ControlFlow::Continue(());
                }
                let subset = others | ur.roof;
                let lines = subset
                    .common_houses()
                    .filter(|h| h.kind() != HouseKind::Box)
                    .count();
                // Subsets along a line were found from the line, with the box as well.
                if house.kind() == HouseKind::Box && lines > 0 {
                    return ControlFlow::Continue(());
                }
                let cleared: Vec<House> = if house.kind() == HouseKind::Box {
                    vec![house]
                } else {
                    subset.common_houses().collect()
                };
                let mut step = ur.step(Technique::UniqueRectangleType3, map);
                for &h in &cleared {
                    step = step.house(h);
                    for digit in subset_digits {
                        step = step.eliminate_all(grid.candidates_in(digit, h) - subset, digit);
                    }
                }
                if step.eliminations().is_empty() {
                    return ControlFlow::Continue(());
                }
                let kind = subset_name(size + 1);
                let where_ = cleared
                    .iter()
                    .map(|h| format!("{h:#}"))
                    .collect::<Vec<_>>()
                    .join(" and ");
                step = step
                    .detail(format!(
                        "{}/{} in {} + naked {kind} {subset_digits} with {}",
                        ur.a,
                        ur.b,
                        ur.rectangle.cells().to_list(),
                        others.to_list()
                    ))
                    .explain(format!(
                        "{} So {c} or {d} takes one of {extras}: together they act as one cell holding {extras}, which with {} forms a naked {kind} on {subset_digits} in {where_}. Those digits leave the other cells of {where_}.",
                        deadly(ur),
                        others.to_list()
                    ));
                for cell in subset {
                    step = step.fins(cell, map[cell] & subset_digits);
                }
                found.push(step.build())
            })?;
        }
    }
    ControlFlow::Continue(())
}

fn type4(grid: &LayerGrid, map: &CandidateMap, ur: &UniqueRectangle, found: &mut Found) -> ControlFlow<()> {
    let Some((c, d)) = roof_side(ur) else {
        return ControlFlow::Continue(());
    };
    for (kept, removed_digit) in [(ur.a, ur.b), (ur.b, ur.a)] {
        let Some(house) = shared_houses(c, d).into_iter().find(|&h| {
            let places = grid.candidates_in(kept, h);
            !places.is_empty() && places.is_subset(ur.roof)
        }) else {
            continue;
        };
        let removed = grid.candidates(removed_digit) & ur.roof;
        if removed.is_empty() {
            continue;
        }
        let step = ur
            .step(Technique::UniqueRectangleType4, map)
            .eliminate_all(removed, removed_digit)
            .house(house)
            .explain(format!(
                "{} In {house:#}, {kept} can only go in {c} or {d}, so one of them is {kept}; if the other were {removed_digit}, the pattern would be deadly. So neither can be {removed_digit}.",
                deadly(ur)
            ));
        found.push(step.build())?;
    }
    ControlFlow::Continue(())
}

fn type6(grid: &LayerGrid, map: &CandidateMap, ur: &UniqueRectangle, found: &mut Found) -> ControlFlow<()> {
    if ur.roof.len() != 2 || roof_side(ur).is_some() {
        return ControlFlow::Continue(());
    }
    let lines = ur
        .rectangle
        .lines()
        .iter()
        .fold(CellSet::EMPTY, |acc, h| acc | h.cells());
    let outside = lines - ur.rectangle.cells();
    for digit in [ur.a, ur.b] {
        if grid.candidates(digit).intersects(outside) {
            continue;
        }
        let removed = grid.candidates(digit) & ur.roof;
        if removed.is_empty() {
            continue;
        }
        let other = (ur.digits() - DigitSet::single(digit)).first().unwrap_or(digit);
        let step = ur
            .step(Technique::UniqueRectangleType6, map)
            .eliminate_all(removed, digit)
            .explain(format!(
                "{} In the rectangle's rows and columns, {digit} can only go in its corners, so it fills one diagonal. On the roof diagonal {} it would leave {} for the other two corners, the deadly pattern; so {digit} leaves {}.",
                deadly(ur),
                ur.roof.to_list(),
                other,
                ur.roof.to_list()
            ));
        found.push(step.build())?;
    }
    ControlFlow::Continue(())
}

uniqueness_scan! {
    UniqueRectangleType1: |view, _grid, map, found| for ur in view.unique_rectangles() => type1(map, ur, found);
    UniqueRectangleType2: |view, grid, map, found| for ur in view.unique_rectangles() =>
        type2or5(grid, map, ur, found, Technique::UniqueRectangleType2);
    UniqueRectangleType3: |view, grid, map, found| for ur in view.unique_rectangles() => type3(grid, map, ur, found);
    UniqueRectangleType4: |view, grid, map, found| for ur in view.unique_rectangles() => type4(grid, map, ur, found);
    UniqueRectangleType5: |view, grid, map, found| for ur in view.unique_rectangles() =>
        type2or5(grid, map, ur, found, Technique::UniqueRectangleType5);
    UniqueRectangleType6: |view, grid, map, found| for ur in view.unique_rectangles() => type6(grid, map, ur, found);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GridSolver;
    use crate::strategies::test_support::{candidates, eliminations, pencil, the_one_step, unique_pencil};

    /// Reached by the engine: r1c1, r1c2 and r4c1 hold only 3 and 7; r4c2 holds more.
    const TYPE_1: &str = "
        +-------------+-------------+--------------+
        | 37  37   2  | +1  46  9   | 46  5   8    |
        | 59  1    4  | 8   356 36  | 679 27  26   |
        | 59  8    +6 | +2  45  +7  | 49  3   +1   |
        +-------------+-------------+--------------+
        | 37  3567 1  | 79  36  +8  | 2   4   59   |
        | +4  36   9  | 5   +2  36  | 1   +8  +7   |
        | 28  257  78 | 79  +1  4   | 3   6   59   |
        +-------------+-------------+--------------+
        | 128 247  5  | 346 9   12  | 678 127 2346 |
        | 6   +9   38 | 34  7   125 | 58  12  234  |
        | 12  247  37 | 346 8   125 | 567 9   2346 |
        +-------------+-------------+--------------+";

    /// Reached by the engine: r1c9 and r3c9 hold only 4 and 7; r1c1 and r3c1 hold 3 too.
    const TYPE_2: &str = "
        +------------+------------+----------+
        | 347 13  2  | 8  +9  134 | +5 +6 47 |
        | 5   68  48 | 2  67  47  | +3 1  9  |
        | 347 136 +9 | 45 356 134 | +2 8  47 |
        +------------+------------+----------+
        | 6   9   +5 | +1 27  27  | +4 +3 +8 |
        | 1   38  7  | 45 358 348 | +6 +9 2  |
        | 34  +2  48 | 6  38  9   | 7  +5 +1 |
        +------------+------------+----------+
        | +9  +5  +6 | +7 28  28  | +1 4  +3 |
        | 8   7   +1 | +3 4   +6  | +9 +2 +5 |
        | +2  4   3  | +9 1   5   | +8 7  +6 |
        +------------+------------+----------+";

    /// Reached by the engine: r2c5 and r3c5 hold only 2 and 3; r2c1 and r3c1 hold 6 or
    /// 7 besides, and r1c1 holds 6 or 7.
    const TYPE_3: &str = "
        +---------------+------------+------------+
        | 67   4   579  | 57  +1 +8  | 679 3  2   |
        | 2367 1   279  | +4  23 79  | 5   67 8   |
        | 237  8   2579 | 6   23 579 | 79  1  +4  |
        +---------------+------------+------------+
        | 9    6   23   | 1   +8 35  | 27  +4 57  |
        | +4   37  1    | 257 9  357 | +8  25 +6  |
        | 27   +5  +8   | 27  +6 4   | +1  +9 3   |
        +---------------+------------+------------+
        | +1   237 +4   | 39  57 +6  | 237 8  579 |
        | 8    237 +6   | 39  57 1   | 4   25 59  |
        | 5    +9  37   | +8  4  2   | 36  67 +1  |
        +---------------+------------+------------+";

    /// Reached by the engine: r1c8 and r2c8 hold only 1 and 7; in column 4, 7 can only
    /// go in r1c4 and r2c4.
    const TYPE_4: &str = "
        +----------------+-----------------+-----------+
        | +8   4    +9   | 127   123  6    | 5  17  23 |
        | 56   3    2    | 179   4    159  | +8 17  69 |
        | 1    7    56   | 289   238  3589 | +4 69  23 |
        +----------------+-----------------+-----------+
        | 356  1568 1356 | 12689 1268 189  | 29 4   7  |
        | 46   168  146  | 12689 7    189  | 29 3   +5 |
        | 9    2    +7   | +3    +5   +4   | +6 8   1  |
        +----------------+-----------------+-----------+
        | 2357 59   35   | 168   1368 138  | 17 259 4  |
        | 246  16   146  | 5     9    7    | 3  26  +8 |
        | 37   569  8    | +4    13   2    | 17 569 69 |
        +----------------+-----------------+-----------+";

    /// Made by hand: r1c4 and r2c1 hold only 1 and 2; the diagonal r1c1, r2c4 holds 3
    /// besides.
    const TYPE_5: &str = "
        123    456789 456789 | 12     3456789 3456789 | 456789 456789 456789
        12     3456789 3456789 | 123  456789  456789  | 456789 456789 456789
        456789 456789 456789 | 456789 456789 456789 | 456789 456789 456789
        456789 456789 456789 | 456789 456789 456789 | 456789 456789 456789
        456789 456789 456789 | 456789 456789 456789 | 456789 456789 456789
        456789 456789 456789 | 456789 456789 456789 | 456789 456789 456789
        456789 456789 456789 | 456789 456789 456789 | 456789 456789 456789
        456789 456789 456789 | 456789 456789 456789 | 456789 456789 456789
        456789 456789 456789 | 456789 456789 456789 | 456789 456789 456789";

    /// Reached by the engine: r7c6 and r9c1 hold only 1 and 2; in rows 7 and 9 and
    /// columns 1 and 6, 1 can only go in the rectangle.
    const TYPE_6: &str = "
        +------------+-------------+-------------+
        | 37  37  2  | +1  46  9   | 46  5  8    |
        | 59  1   4  | 8   356 36  | 679 27 26   |
        | 59  8   +6 | +2  45  +7  | 49  3  +1   |
        +------------+-------------+-------------+
        | 37  56  1  | 79  36  +8  | 2   4  59   |
        | +4  36  9  | 5   +2  36  | 1   +8 +7   |
        | 28  257 78 | 79  +1  4   | 3   6  59   |
        +------------+-------------+-------------+
        | 128 247 5  | 346 9   12  | 678 27 2346 |
        | 6   +9  38 | 34  7   25  | 58  +1 234  |
        | 12  247 37 | 346 8   125 | 567 9  2346 |
        +------------+-------------+-------------+";

    /// Checks the one step that `strategy` finds, and that none is left after it.
    fn check(strategy: &dyn GridSolver, text: &str, notation: &str, removed: &str) {
        let grid = unique_pencil(text);
        let step = the_one_step(strategy, &grid, notation);
        assert_eq!(eliminations(&step), candidates(removed));
        // Only on grids known to have one solution.
        assert!(strategy.find(&pencil(text)).is_none());
    }

    #[test]
    fn type_1_clears_the_fourth_corner() {
        check(
            &UniqueRectangleType1,
            TYPE_1,
            "Uniqueness Test 1: 3/7 in r1c1,r1c2,r4c1,r4c2 => r4c2<>3,7",
            "r4c2<>3 r4c2<>7",
        );
    }

    #[test]
    fn type_1_with_a_digit_already_gone_from_the_fourth_corner() {
        let text = TYPE_1.replace("| 37  3567 1  |", "| 37  356  1  |");
        let step = UniqueRectangleType1.find(&unique_pencil(&text)).expect("type 1");
        assert_eq!(
            step.to_string(),
            "Uniqueness Test 1: 3/7 in r1c1,r1c2,r4c1,r4c2 => r4c2<>3"
        );
    }

    #[test]
    fn type_2_clears_the_cells_that_see_both_extra_candidates() {
        check(
            &UniqueRectangleType2,
            TYPE_2,
            "Uniqueness Test 2: 4/7 in r1c1,r1c9,r3c1,r3c9 => r1c2,r3c2,r6c1<>3",
            "r1c2<>3 r3c2<>3 r6c1<>3",
        );
    }

    #[test]
    fn type_3_makes_a_naked_subset_with_the_roof() {
        check(
            &UniqueRectangleType3,
            TYPE_3,
            "Uniqueness Test 3: 2/3 in r2c1,r2c5,r3c1,r3c5 + naked pair 6,7 with r1c1 => r1c3,r2c3,r3c3,r6c1<>7",
            "r1c3<>7 r2c3<>7 r3c3<>7 r6c1<>7",
        );
    }

    #[test]
    fn type_4_removes_the_digit_that_is_not_locked() {
        check(
            &UniqueRectangleType4,
            TYPE_4,
            "Uniqueness Test 4: 1/7 in r1c4,r1c8,r2c4,r2c8 => r1c4,r2c4<>1",
            "r1c4<>1 r2c4<>1",
        );
    }

    #[test]
    fn type_5_clears_the_cells_that_see_a_diagonal() {
        check(
            &UniqueRectangleType5,
            TYPE_5,
            "Uniqueness Test 5: 1/2 in r1c1,r1c4,r2c1,r2c4 => r1c5,r1c6,r2c2,r2c3<>3",
            "r1c5<>3 r1c6<>3 r2c2<>3 r2c3<>3",
        );
        // The same extra candidate on one side (r1c1, r2c1) is type 2, not type 5.
        let side =
            unique_pencil(&TYPE_5.replace("12     3456789 3456789 | 123 ", "123    3456789 3456789 | 12  "));
        assert!(UniqueRectangleType5.find(&side).is_none());
        let step = UniqueRectangleType2.find(&side).expect("type 2");
        assert_eq!(eliminations(&step), candidates("r2c2<>3 r2c3<>3"));
    }

    #[test]
    fn type_5_with_three_extra_corners() {
        let text = TYPE_5.replace("12     3456789 3456789 | 123 ", "123    3456789 3456789 | 123 ");
        let step = UniqueRectangleType5.find(&unique_pencil(&text)).expect("type 5");
        assert_eq!(
            step.to_string(),
            "Uniqueness Test 5: 1/2 in r1c1,r1c4,r2c1,r2c4 => r2c2,r2c3<>3"
        );
    }

    #[test]
    fn type_6_keeps_the_digit_off_the_roof_diagonal() {
        check(
            &UniqueRectangleType6,
            TYPE_6,
            "Uniqueness Test 6: 1/2 in r7c1,r7c6,r9c1,r9c6 => r7c1,r9c6<>1",
            "r7c1<>1 r9c6<>1",
        );
    }
}
