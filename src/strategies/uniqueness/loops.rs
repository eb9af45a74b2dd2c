//! The unique loops that the four unique loop types share: finding them.
//!
//! A *unique loop* (Sudoku Explainer's name; also "unique rectangle loop") is a closed
//! path of unsolved cells, each holding the same two digits `a` and `b`, where each cell
//! shares a house with the next, and every house that holds a cell of the loop holds
//! exactly two, one at an even and one at an odd position along the loop. If every cell
//! of the loop took `a` or `b`, the cells would alternate along it, `a b a b ...`, and
//! swapping the two digits would change each house's two loop cells for one another: a
//! second solution. So in a puzzle with one solution, some cell of the loop takes
//! another digit. A loop of four cells is a unique rectangle; the loops here have six
//! cells or more (up to eighteen: each row holds two at most).
//!
//! As Sudoku Explainer has them, a loop has at most two cells with extra candidates
//! (other than `a` and `b`), or any number of them whose extra candidates are all one
//! digit.

use crate::strategies::shared::candidate_map::CandidateMap;
use crate::{Cell, CellSet, Digit, DigitSet, LayerGrid};

/// A unique loop: its cells in loop order and its two digits.
pub(crate) struct UniqueLoop {
    /// The cells along the loop; each shares a house with the next, the last with the
    /// first.
    pub(crate) path: Vec<Cell>,
    /// The same cells as a set.
    pub(crate) cells: CellSet,
    /// The two digits, smaller first.
    pub(crate) a: Digit,
    pub(crate) b: Digit,
    /// The cells holding candidates other than `a` and `b`.
    pub(crate) roof: CellSet,
}

impl UniqueLoop {
    /// The two digits.
    pub(crate) fn digits(&self) -> DigitSet {
        DigitSet::single(self.a) | DigitSet::single(self.b)
    }

    /// The candidates of the roof other than `a` and `b`.
    pub(crate) fn extras(&self, map: &CandidateMap) -> DigitSet {
        map.union(self.roof) - self.digits()
    }

    /// The loop in notation: `1/2 in r1c1-r1c4-r2c4-r2c7-r3c7-r3c1`.
    pub(crate) fn notation(&self) -> String {
        let path: Vec<String> = self.path.iter().map(Cell::to_string).collect();
        format!("{}/{} in {}", self.a, self.b, path.join("-"))
    }
}

/// The search's state: the path so far and, for each house, how many of its cells and
/// the parity of the first one.
struct Search<'a> {
    map: &'a CandidateMap,
    /// Cells that may join: unsolved, holding both digits, after the start.
    allowed: CellSet,
    pair: DigitSet,
    start: Cell,
    path: Vec<Cell>,
    on_path: CellSet,
    count: [u8; 27],
    parity: [u8; 27],
    /// Houses holding one cell of the path: a closed loop must leave none.
    half_full: usize,
    roof: CellSet,
    extras: DigitSet,
    found: Vec<UniqueLoop>,
}

impl Search<'_> {
    /// Whether `cell` may join at the next position, by the houses' counts and parities
    /// and the rule on extra candidates.
    fn may_join(&self, cell: Cell) -> bool {
        let parity = (self.path.len() % 2) as u8;
        let houses_ok = cell.houses().iter().all(|h| match self.count[h.index()] {
            0 => true,
            1 => self.parity[h.index()] != parity,
            _ => false,
        });
        if !houses_ok {
            return false;
        }
        let extra = self.map[cell] - self.pair;
        extra.is_empty() || self.roof.len() < 2 || (self.extras | extra).len() == 1
    }

    fn push(&mut self, cell: Cell) {
        let parity = (self.path.len() % 2) as u8;
        for house in cell.houses() {
            let i = house.index();
            self.count[i] += 1;
            if self.count[i] == 1 {
                self.parity[i] = parity;
                self.half_full += 1;
            } else {
                self.half_full -= 1;
            }
        }
        self.path.push(cell);
        self.on_path.insert(cell);
        let extra = self.map[cell] - self.pair;
        if !extra.is_empty() {
            self.roof.insert(cell);
        }
    }

    fn pop(&mut self, saved_extras: DigitSet) {
        let Some(cell) = self.path.pop() else {
            return;
        };
        self.on_path.remove(cell);
        self.roof.remove(cell);
        self.extras = saved_extras;
        for house in cell.houses() {
            let i = house.index();
            if self.count[i] == 1 {
                self.half_full -= 1;
            } else {
                self.half_full += 1;
            }
            self.count[i] -= 1;
        }
    }

    fn extend(&mut self, a: Digit, b: Digit) {
        let Some(&last) = self.path.last() else {
            return;
        };
        let next = self.allowed & last.peers();
        // Closed: back at the start, with every house holding two cells of the loop.
        // Each loop is found in both directions; keep one.
        if next.contains(self.start)
            && self.path.len() >= 6
            && self.half_full == 0
            && self.path[1] < last
            && !self.found.iter().any(|l| l.cells == self.on_path)
        {
            self.found.push(UniqueLoop {
                path: self.path.clone(),
                cells: self.on_path,
                a,
                b,
                roof: self.roof,
            });
        }
        for cell in next - self.on_path {
            if cell == self.start || !self.may_join(cell) {
                continue;
            }
            let saved = self.extras;
            self.push(cell);
            self.extras |= self.map[cell] - self.pair;
            self.extend(a, b);
            self.pop(saved);
        }
    }
}

/// Whether the cells holding both digits of `pair` have enough cells for a loop of six:
/// four holding only the pair and two others, or six holding the pair and at most one
/// same extra digit.
fn may_hold_a_loop(both: CellSet, map: &CandidateMap, pair: DigitSet) -> bool {
    let floor = both.iter().filter(|&c| map[c] == pair).count();
    if floor >= 4 {
        return true;
    }
    Digit::ALL.into_iter().filter(|&x| !pair.contains(x)).any(|x| {
        let with_x = pair | DigitSet::single(x);
        floor + both.iter().filter(|&c| map[c] == with_x).count() >= 6
    })
}

/// Every unique loop of six cells or more in `grid`, once each, shortest first.
pub(crate) fn unique_loops(grid: &LayerGrid, map: &CandidateMap) -> Vec<UniqueLoop> {
    let unsolved = grid.unsolved_cells();
    let mut loops = Vec::new();
    for a in Digit::ALL {
        for b in Digit::ALL.into_iter().filter(|&b| b > a) {
            let both = grid.candidates(a) & grid.candidates(b) & unsolved;
            if both.len() < 6 {
                continue;
            }
            let pair = DigitSet::single(a) | DigitSet::single(b);
            if !may_hold_a_loop(both, map, pair) {
                continue;
            }
            let mut search = Search {
                map,
                allowed: both,
                pair,
                start: Cell::ALL[0],
                path: Vec::with_capacity(18),
                on_path: CellSet::EMPTY,
                count: [0; 27],
                parity: [0; 27],
                half_full: 0,
                roof: CellSet::EMPTY,
                extras: DigitSet::EMPTY,
                found: Vec::new(),
            };
            for start in both {
                // Found from its first cell: later cells only.
                search.allowed = both & CellSet::from_bits(!0u128 << start.index());
                search.start = start;
                search.push(start);
                search.extras = map[start] - pair;
                search.extend(a, b);
                search.pop(DigitSet::EMPTY);
            }
            loops.append(&mut search.found);
        }
    }
    loops.sort_by_key(|l| l.path.len());
    loops
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::CandidateView;
    use crate::strategies::test_support::pencil;

    /// A grid where each listed cell holds the given candidates (`("r1c1 r2c5", "12")`)
    /// and every other cell holds 3 to 9, so that only the listed cells hold 1 or 2.
    pub(crate) fn without_one_and_two(spec: &[(&str, &str)]) -> LayerGrid {
        let mut tokens = vec!["3456789".to_string(); 81];
        for (cells, digits) in spec {
            for cell in cells.split_whitespace() {
                tokens[cell.parse::<Cell>().unwrap().index()] = (*digits).to_string();
            }
        }
        pencil(&tokens.join(" "))
    }

    fn loops_of(grid: &LayerGrid) -> Vec<(String, String, String)> {
        let view = CandidateView::new(grid);
        unique_loops(grid, view.map())
            .iter()
            .map(|l| (l.notation(), l.cells.to_list(), l.roof.to_list()))
            .collect()
    }

    #[test]
    fn a_loop_of_six_in_one_band() {
        let grid = without_one_and_two(&[("r1c1 r1c4 r2c4 r2c7 r3c7", "12"), ("r3c1", "123")]);
        assert_eq!(
            loops_of(&grid),
            [(
                "1/2 in r1c1-r1c4-r2c4-r2c7-r3c7-r3c1".to_string(),
                "r1c1,r1c4,r2c4,r2c7,r3c1,r3c7".to_string(),
                "r3c1".to_string()
            )]
        );
    }

    #[test]
    fn a_loop_of_eight_through_four_boxes() {
        // Two cells in each of boxes 1, 2, 4 and 5; r1c1, r1c4, r4c4 and r4c1 alone
        // would leave each box with one cell, so they are no loop.
        let grid = without_one_and_two(&[("r1c1 r1c4 r2c2 r2c5 r4c1 r4c4 r5c2", "12"), ("r5c5", "123")]);
        let found = loops_of(&grid);
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].1, "r1c1,r1c4,r2c2,r2c5,r4c1,r4c4,r5c2,r5c5");
        assert_eq!(found[0].0.matches('-').count(), 7);
    }

    #[test]
    fn no_loop_when_a_house_holds_three_cells() {
        // r1c7 would be a third cell of row 1 with r1c1 and r1c4.
        let grid = without_one_and_two(&[("r1c1 r1c4 r1c7 r2c4 r2c7", "12"), ("r3c7 r3c1", "123")]);
        let found = loops_of(&grid);
        // The loop of six without r1c7 is still there; none has r1c7.
        assert_eq!(found.len(), 1);
        assert!(!found[0].1.contains("r1c7"));
    }

    #[test]
    fn rectangles_are_not_loops() {
        let grid = without_one_and_two(&[("r1c1 r1c4 r2c1", "12"), ("r2c4", "123")]);
        assert!(loops_of(&grid).is_empty());
    }

    #[test]
    fn at_most_two_cells_with_different_extras() {
        let grid = without_one_and_two(&[
            ("r1c1 r1c4 r2c4", "12"),
            ("r2c7", "123"),
            ("r3c7", "124"),
            ("r3c1", "125"),
        ]);
        assert!(loops_of(&grid).is_empty());
        // With the same extra digit everywhere, any number.
        let grid = without_one_and_two(&[("r1c1 r1c4 r2c4", "12"), ("r2c7 r3c7 r3c1", "123")]);
        assert_eq!(loops_of(&grid).len(), 1);
    }
}
