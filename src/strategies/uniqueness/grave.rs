//! The bivalue universal grave that BUG types 2 to 4 share: finding its extra candidates.
//!
//! A *bivalue universal grave* (BUG) is a state where every unsolved cell holds two
//! candidates and every digit that a house still lacks has exactly two places in it. Such
//! a state has no solution or at least two: in a solution every cell takes one of its two
//! candidates, and the other candidates, one per cell and one per house and digit, are a
//! second solution. So when the candidates of a state, less a few *extra* candidates,
//! would be a BUG, and the puzzle has one solution, at least one extra candidate is true:
//! otherwise the solution, and with it the second one, would fit the grave.
//!
//! This module finds the extra candidates as Sudoku Explainer does: a digit with more
//! than two places in a house, only one of them in a cell with more than two candidates,
//! is extra in that cell; then it checks that without them the state is a grave.

use crate::strategies::shared::candidate_map::CandidateMap;
use crate::{Cell, CellSet, Digit, DigitSet, House, LayerGrid};

/// A state that would be a bivalue universal grave without its extra candidates.
pub(crate) struct Grave {
    /// The cells with extra candidates (every cell with more than two candidates).
    pub(crate) cells: CellSet,
    /// The extra candidates of each cell, by cell index (empty outside `cells`).
    extras: [DigitSet; 81],
    /// Every digit that is extra in some cell.
    pub(crate) digits: DigitSet,
}

impl Grave {
    /// The extra candidates of `cell`.
    pub(crate) fn extras(&self, cell: Cell) -> DigitSet {
        self.extras[cell.index()]
    }

    /// The extra candidates as `d in cells` groups, for the notation: `3 in r1c5,r4c2`.
    pub(crate) fn describe(&self) -> String {
        self.digits
            .iter()
            .map(|digit| {
                let cells: CellSet = self
                    .cells
                    .iter()
                    .filter(|&c| self.extras(c).contains(digit))
                    .collect();
                format!("{digit} in {}", cells.to_list())
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The sentence that says what the grave is, for the explanations.
    pub(crate) fn sentence(&self) -> String {
        format!(
            "Without {} every unsolved cell would hold two candidates and every digit would have two places in each house that lacks it: a bivalue universal grave, which has no solution or several. The puzzle has one, so at least one of those candidates is true.",
            self.describe()
        )
    }
}

/// The grave of `grid` with at least two cells with extra candidates, if the state is
/// one.
pub(crate) fn find_grave(grid: &LayerGrid, map: &CandidateMap) -> Option<Grave> {
    let unsolved = grid.unsolved_cells();
    let bivalue = grid.bivalue_cells();
    let cells: CellSet = (unsolved - bivalue)
        .iter()
        .filter(|&c| map[c].len() > 2)
        .collect();
    // A cell with fewer than two candidates is no part of a grave; a single extra cell
    // is BUG+1's.
    if (bivalue | cells) != unsolved || cells.len() < 2 {
        return None;
    }
    let mut extras = [DigitSet::EMPTY; 81];
    for house in House::ALL {
        for digit in Digit::ALL {
            let places = grid.candidates_in(digit, house);
            match places.len() {
                0 | 2 => continue,
                _ => {}
            }
            // Only cells with more than two candidates can lose one; if one place of
            // the digit is such a cell, the digit is extra there.
            let open = places & cells;
            match open.single_cell() {
                Some(cell) => extras[cell.index()].insert(digit),
                None if open.is_empty() => return None,
                None => {}
            }
        }
    }
    // Without the extras, every cell is bivalue ...
    if cells.iter().any(|c| (map[c] - extras[c.index()]).len() != 2) {
        return None;
    }
    // ... and every digit has two places in each house that lacks it.
    for digit in Digit::ALL {
        let without: CellSet = cells
            .iter()
            .filter(|&c| extras[c.index()].contains(digit))
            .collect();
        let places = grid.candidates(digit) - without;
        let placed = grid.occupied(digit);
        for house in House::ALL {
            match (places & house.cells()).len() {
                2 => {}
                0 if placed.intersects(house.cells()) => {}
                _ => return None,
            }
        }
    }
    let digits = cells
        .iter()
        .fold(DigitSet::EMPTY, |acc, c| acc | extras[c.index()]);
    Some(Grave {
        cells,
        extras,
        digits,
    })
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::CandidateView;
    use crate::strategies::test_support::pencil;

    /// Reached by the engine on `1.......2.3.4...5...6...7...5.8.4.......29......3...9...7.....1.9...8.4.2.....6..`
    /// (of the hardest list): every open cell holds two candidates but r9c3 and r9c5,
    /// where 3 is extra.
    pub(crate) const GRAVE_R9: &str = "
        +-----------+-----------+----------+
        | 1  47 +9  | +5 38  37 | 48 +6 2  |
        | 78 3  28  | 4  67  26 | +1 5  +9 |
        | +5 24 6   | 19 89  12 | 7  +3 48 |
        +-----------+-----------+----------+
        | +9 5  12  | 8  67  4  | 23 17 36 |
        | 38 +6 38  | 17 2   9  | 45 17 45 |
        | 47 27 14  | 3  +5  16 | 28 9  68 |
        +-----------+-----------+----------+
        | 34 +8 7   | +6 34  +5 | +9 +2 1  |
        | +6 9  35  | +2 +1  8  | 35 4  +7 |
        | 2  +1 345 | 79 349 37 | 6  +8 35 |
        +-----------+-----------+----------+";

    /// The puzzle of [`GRAVE_R9`].
    pub(crate) const GRAVE_R9_PUZZLE: &str =
        "1.......2.3.4...5...6...7...5.8.4.......29......3...9...7.....1.9...8.4.2.....6..";

    /// Reached by the engine on `6....38......2...7..95.....96.18....7.........8.....49.........3.2.95...1..6..2.5`
    /// (of top1465): r7c7 holds 7 and r7c8 holds 3 and 7 besides the
    /// grave's two candidates.
    pub(crate) const GRAVE_R7: &str = "
        +----------+----------+-------------+
        | 6  25 +7 | 49 +1 3  | 8   59   24 |
        | 45 +3 +1 | 49 2  +8 | 59  +6   7  |
        | +8 24 9  | 5  +6 +7 | 34  23   +1 |
        +----------+----------+-------------+
        | 9  6  +4 | 1  8  +2 | 57  57   +3 |
        | 7  +1 +5 | +3 +4 +9 | +6  28   28 |
        | +2 8  +3 | +7 +5 +6 | +1  4    9  |
        +----------+----------+-------------+
        | 45 57 +6 | +2 37 +1 | 379 3789 48 |
        | 3  47 2  | +8 9  5  | 47  +1   +6 |
        | 1  +9 +8 | 6  37 +4 | 2   37   5  |
        +----------+----------+-------------+";

    /// The puzzle of [`GRAVE_R7`].
    pub(crate) const GRAVE_R7_PUZZLE: &str =
        "6....38......2...7..95.....96.18....7.........8.....49.........3.2.95...1..6..2.5";

    fn grave_of(text: &str) -> Option<Grave> {
        let grid = pencil(text);
        let view = CandidateView::new(&grid);
        find_grave(&grid, view.map())
    }

    #[test]
    fn a_grave_with_the_same_extra_digit_in_two_cells() {
        let grave = grave_of(GRAVE_R9).expect("a grave");
        assert_eq!(grave.cells.to_list(), "r9c3,r9c5");
        for cell in grave.cells {
            assert_eq!(grave.extras(cell).join(","), "3");
        }
        assert_eq!(grave.describe(), "3 in r9c3,r9c5");
    }

    #[test]
    fn a_grave_with_two_extra_digits_in_one_cell() {
        let grave = grave_of(GRAVE_R7).expect("a grave");
        assert_eq!(grave.cells.to_list(), "r7c7,r7c8");
        assert_eq!(grave.extras("r7c7".parse().unwrap()).join(","), "7");
        assert_eq!(grave.extras("r7c8".parse().unwrap()).join(","), "3,7");
        assert_eq!(grave.describe(), "3 in r7c8, 7 in r7c7,r7c8");
    }

    #[test]
    fn no_grave_with_one_extra_cell_or_a_cell_of_one_candidate() {
        // r9c5 without its 3: the one extra cell left is BUG+1's.
        assert!(grave_of(&GRAVE_R9.replace("| 79 349 37 |", "| 79 49  37 |")).is_none());
        // r1c2 down to 4: a cell with one candidate is no part of a grave.
        assert!(grave_of(&GRAVE_R9.replace("| 1  47 +9  |", "| 1  [4] +9 |")).is_none());
    }
}
