//! Hidden subsets: n digits of a house confined to the same n cells.

use std::ops::ControlFlow;

use crate::strategies::shared::combinations::for_each_closed_combination;
use crate::strategies::{Found, Scan};
use crate::{CandidateView, CellSet, Digit, DigitSet, House, Step, Technique};

/// Hidden Pair: two digits that can only go in the same two cells of a house; those
/// cells lose every other candidate.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::HiddenPair, GridSolver, LayerGrid};
///
/// // 1 and 2 are ruled out of box 1 except r1c1 and r1c2.
/// let grid: sudoku_strata::Grid =
///     "............12..........21............1.................2........................".parse()?;
/// let step = HiddenPair.find(&LayerGrid::from_grid(&grid)).expect("a hidden pair");
/// assert_eq!(step.to_string(), "Hidden Pair: 1,2 in r1c1,r1c2 => r1c1,r1c2<>3,4,5,6,7,8,9");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct HiddenPair;

/// Hidden Triple: three digits confined to the same three cells of a house.
#[derive(Clone, Copy, Debug, Default)]
pub struct HiddenTriple;

/// Hidden Quad: four digits confined to the same four cells of a house.
#[derive(Clone, Copy, Debug, Default)]
pub struct HiddenQuad;

fn scan_hidden(
    view: &CandidateView<'_>,
    found: &mut Found,
    technique: Technique,
    size: usize,
) -> ControlFlow<()> {
    let grid = view.grid();
    let masks = view.map().bits();
    for house in House::ALL {
        let cells = house.cell_array();
        // Each digit's places in the house, as positions in `cells`.
        let mut places = [0u16; 9];
        for (position, cell) in cells.iter().enumerate() {
            let mut digits = masks[cell.index()];
            while digits != 0 {
                places[digits.trailing_zeros() as usize] |= 1 << position;
                digits &= digits - 1;
            }
        }
        // The digits with between 2 and `size` places, and those places.
        let mut digits = [Digit::ALL[0]; 9];
        let mut places_of = [0u16; 9];
        let mut count = 0;
        for digit in Digit::ALL {
            let here = places[digit.index()];
            if (2..=size).contains(&(here.count_ones() as usize)) {
                (digits[count], places_of[count]) = (digit, here);
                count += 1;
            }
        }
        for_each_closed_combination(&places_of[..count], size, |chosen, positions| {
            let cells: CellSet = (0..9)
                .filter(|p| positions >> p & 1 == 1)
                .map(|p| cells[p])
                .collect();
            let kept: DigitSet = (0..count)
                .filter(|i| chosen >> i & 1 == 1)
                .map(|i| digits[i])
                .collect();
            let mut step = Step::builder(technique).house(house);
            for cell in cells {
                for digit in grid.cell_candidates(cell) - kept {
                    step = step.eliminate(cell, digit);
                }
                step = step.pattern_candidates(cell, grid.cell_candidates(cell) & kept);
            }
            if step.eliminations().is_empty() {
                return ControlFlow::Continue(());
            }
            step = step.detail(format!("{kept} in {}", cells.to_list())).explain(format!(
                "In {house:#}, the digits {kept} can only go in {}, so those cells hold exactly these digits and lose every other candidate.",
                cells.to_list()
            ));
            found.push(step.build())
        })?;
    }
    ControlFlow::Continue(())
}

macro_rules! hidden {
    ($type:ident, $size:literal) => {
        impl Scan for $type {
            const TECHNIQUE: Technique = Technique::$type;

            fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
                scan_hidden(view, found, Technique::$type, $size)
            }
        }
    };
}

hidden!(HiddenPair, 2);
hidden!(HiddenTriple, 3);
hidden!(HiddenQuad, 4);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategies::test_support::{candidates, eliminations, puzzle};
    use crate::{GridSolver, LayerGrid};

    #[test]
    fn a_hidden_pair_strips_its_cells() {
        let grid =
            puzzle("............12..........21............1.................2........................");
        let step = HiddenPair.find(&grid).expect("a hidden pair");
        let expected: Vec<String> = (3..=9)
            .flat_map(|d| [format!("r1c1<>{d}"), format!("r1c2<>{d}")])
            .collect();
        assert_eq!(eliminations(&step), candidates(&expected.join(" ")));
    }

    #[test]
    fn nothing_in_the_empty_grid() {
        for strategy in [&HiddenPair as &dyn GridSolver, &HiddenTriple, &HiddenQuad] {
            assert!(strategy.find(&LayerGrid::new()).is_none(), "{}", strategy.name());
        }
    }
}
