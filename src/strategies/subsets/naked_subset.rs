//! Naked subsets: n cells of a house holding only n digits between them.
//!
//! Also the locked forms, where the cells lie in the intersection of a box and a line
//! and so clear both houses.

use std::ops::ControlFlow;

use crate::strategies::shared::combinations::for_each_closed_combination;
use crate::strategies::{Found, Scan};
use crate::{CandidateView, Cell, CellSet, DigitSet, House, LayerGrid, Step, Technique};

/// Naked Pair: two cells of a house with the same two candidates only; the two digits
/// leave the other cells of the house.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::NakedPair, GridSolver, LayerGrid};
///
/// // Row 1 holds 1-7, so r1c1 and r1c2 can only be 8 or 9: the rest of box 1 loses both.
/// let grid: sudoku_strata::Grid =
///     "..1234567........................................................................".parse()?;
/// let step = NakedPair.find(&LayerGrid::from_grid(&grid)).expect("a naked pair");
/// assert_eq!(
///     step.to_string(),
///     "Naked Pair: 8,9 in r1c1,r1c2 => r2c1,r2c2,r2c3,r3c1,r3c2,r3c3<>8,9"
/// );
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct NakedPair;

/// Naked Triple: three cells of a house holding only three digits between them.
#[derive(Clone, Copy, Debug, Default)]
pub struct NakedTriple;

/// Naked Quad: four cells of a house holding only four digits between them.
#[derive(Clone, Copy, Debug, Default)]
pub struct NakedQuad;

/// Locked Pair: a naked pair inside the intersection of a box and a line, which clears
/// both houses.
#[derive(Clone, Copy, Debug, Default)]
pub struct LockedPair;

/// Locked Triple: a naked triple inside the intersection of a box and a line, which
/// clears both houses.
#[derive(Clone, Copy, Debug, Default)]
pub struct LockedTriple;

/// Reports naked subsets of `size` cells chosen from `area`, clearing `houses`; `masks`
/// are the candidates of every cell.
fn scan_area(
    (grid, masks): (&LayerGrid, &[u16; 81]),
    found: &mut Found,
    (technique, size): (Technique, usize),
    area: CellSet,
    houses: &[House],
) -> ControlFlow<()> {
    // The unsolved cells of `area` with between 2 and `size` candidates, and their
    // candidates.
    let mut cells = [Cell::ALL[0]; 9];
    let mut digits_of = [0u16; 9];
    let mut count = 0;
    for cell in area & grid.unsolved_cells() {
        let digits = masks[cell.index()];
        if (2..=size).contains(&(digits.count_ones() as usize)) {
            (cells[count], digits_of[count]) = (cell, digits);
            count += 1;
        }
    }
    for_each_closed_combination(&digits_of[..count], size, |chosen, digits| {
        let digits = DigitSet::from_bits(digits);
        let subset: CellSet = (0..count)
            .filter(|i| chosen >> i & 1 == 1)
            .map(|i| cells[i])
            .collect();
        let mut step = Step::builder(technique);
        for &house in houses {
            step = step.house(house);
            for digit in digits {
                step = step.eliminate_all(grid.candidates_in(digit, house) - subset, digit);
            }
        }
        if step.eliminations().is_empty() {
            return ControlFlow::Continue(());
        }
        let where_ = houses
            .iter()
            .map(|h| format!("{h:#}"))
            .collect::<Vec<_>>()
            .join(" and ");
        step = step.detail(format!("{digits} in {}", subset.to_list())).explain(format!(
            "In {where_}, the cells {} hold only the digits {digits} between them, so those digits must go in those cells and can be removed from the other cells of {where_}.",
            subset.to_list()
        ));
        for cell in subset {
            step = step.pattern_candidates(cell, grid.cell_candidates(cell));
        }
        found.push(step.build())
    })
}

fn scan_houses(
    view: &CandidateView<'_>,
    found: &mut Found,
    technique: Technique,
    size: usize,
) -> ControlFlow<()> {
    let masks = view.map().bits();
    for house in House::ALL {
        scan_area(
            (view.grid(), &masks),
            found,
            (technique, size),
            house.cells(),
            &[house],
        )?;
    }
    ControlFlow::Continue(())
}

fn scan_intersections(
    view: &CandidateView<'_>,
    found: &mut Found,
    technique: Technique,
    size: usize,
) -> ControlFlow<()> {
    let masks = view.map().bits();
    for block in House::BOXES {
        for line in House::ROWS.into_iter().chain(House::COLUMNS) {
            let area = block.cells() & line.cells();
            if area.is_empty() {
                continue;
            }
            scan_area(
                (view.grid(), &masks),
                found,
                (technique, size),
                area,
                &[block, line],
            )?;
        }
    }
    ControlFlow::Continue(())
}

macro_rules! naked {
    ($type:ident, $technique:ident, $size:literal, $scan:ident) => {
        impl Scan for $type {
            const TECHNIQUE: Technique = Technique::$technique;

            fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
                $scan(view, found, Technique::$technique, $size)
            }
        }
    };
}

naked!(NakedPair, NakedPair, 2, scan_houses);
naked!(NakedTriple, NakedTriple, 3, scan_houses);
naked!(NakedQuad, NakedQuad, 4, scan_houses);
naked!(LockedPair, LockedPair, 2, scan_intersections);
naked!(LockedTriple, LockedTriple, 3, scan_intersections);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GridSolver;
    use crate::strategies::test_support::puzzle;

    #[test]
    fn a_pair_in_a_box_clears_the_box() {
        let grid =
            puzzle("..1234567........................................................................");
        let steps = NakedPair.find_all(&grid);
        assert_eq!(steps.len(), 1, "{steps:?}");
        assert_eq!(steps[0].eliminations().len(), 12);
    }

    #[test]
    fn a_triple_needs_three_digits_over_three_cells() {
        // Row 1 holds 1-6: r1c7-9 hold only 7, 8 and 9, and box 3 loses them.
        let grid =
            puzzle("123456...........................................................................");
        let step = NakedTriple.find(&grid).expect("a naked triple");
        assert_eq!(
            step.to_string(),
            "Naked Triple: 7,8,9 in r1c7,r1c8,r1c9 => r2c7,r2c8,r2c9,r3c7,r3c8,r3c9<>7,8,9"
        );
        assert!(NakedPair.find(&grid).is_none());
    }

    #[test]
    fn a_locked_pair_clears_box_and_line() {
        // r1c1 and r1c2 see 1-7 between row 1, column 1 and column 2 ... and are the only
        // cells of box 1 for 8 and 9 outside row 1's filled part.
        let grid =
            puzzle("..1234567........................................................................");
        let step = LockedPair.find(&grid).expect("a locked pair");
        assert_eq!(step.technique(), Technique::LockedPair);
    }

    #[test]
    fn nothing_in_the_empty_grid() {
        for strategy in [
            &NakedPair as &dyn GridSolver,
            &NakedTriple,
            &NakedQuad,
            &LockedPair,
            &LockedTriple,
        ] {
            assert!(strategy.find(&LayerGrid::new()).is_none(), "{}", strategy.name());
        }
    }
}
