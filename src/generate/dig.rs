//! Digging: emptying the cells of a full grid while the puzzle keeps one solution, with
//! the unavoidable sets and the singles that settle most removals without a search.

use super::Generator;
use crate::search::{self, Config, Start};
use crate::{Cell, CellSet, Grid};

impl Generator {
    /// Empties the orbits in `order` while the puzzle keeps one solution and the givens
    /// stay within the range. Returns the puzzle and whether the lower end of the range
    /// stopped the digging.
    pub(super) fn dig(&self, solution: &Grid, order: &[CellSet]) -> (Grid, bool) {
        let mut dig = DigState::for_digging(solution);
        let mut givens = 81usize;
        let min = usize::from(self.givens.min());
        let mut cut_short = false;
        for &orbit in order {
            if givens == min {
                cut_short = true;
                break;
            }
            if givens - orbit.len() < min {
                cut_short = true;
                continue;
            }
            for cell in orbit {
                dig.clear(cell);
            }
            if dig.stays_unique(orbit, solution) {
                givens -= orbit.len();
            } else {
                for cell in orbit {
                    dig.set(cell, solution.as_bytes()[cell.index()]);
                }
            }
        }
        (dig.to_grid(), cut_short)
    }
}

const PEERS: [u128; 81] = {
    let mut table = [0u128; 81];
    let mut i = 0;
    while i < 81 {
        table[i] = CellSet::peers_of(Cell::ALL[i]).bits();
        i += 1;
    }
    table
};

const HOUSES_OF: [[u128; 3]; 81] = {
    let mut table = [[0u128; 3]; 81];
    let mut i = 0;
    while i < 81 {
        let houses = Cell::ALL[i].houses();
        let mut h = 0;
        while h < 3 {
            table[i][h] = CellSet::house(houses[h]).bits();
            h += 1;
        }
        i += 1;
    }
    table
};

/// Unavoidable sets of a full grid that are cheap to find: sets of cells whose digits
/// can be rearranged into another valid grid, so that a puzzle must keep a given in each.
///
/// - Two rows of one band (or two columns of one stack): exchanging their digits on a
///   set of columns that the digits map onto itself (a cycle of the permutation taking
///   each digit's column in one row to its column in the other) keeps every row,
///   column and box valid.
/// - Two digits: exchanging them on a set of their cells that holds, in every house,
///   both of their cells or neither (a connected group of the graph linking the two
///   cells of each house) keeps the grid valid.
fn unavoidable_sets(solution: &Grid) -> Vec<u128> {
    let s = solution.as_bytes();
    let mut sets = Vec::new();
    // Two lines of one band or stack: `cell(line, i)` is the i-th cell of a line.
    for transpose in [false, true] {
        let cell = |line: usize, i: usize| if transpose { i * 9 + line } else { line * 9 + i };
        for band in 0..3 {
            for (a, b) in [(0, 1), (0, 2), (1, 2)] {
                let (l1, l2) = (band * 3 + a, band * 3 + b);
                // Where each digit sits in the second line.
                let mut position = [0usize; 10];
                for i in 0..9 {
                    position[usize::from(s[cell(l2, i)])] = i;
                }
                let mut seen = 0u16;
                for start in 0..9 {
                    if seen & (1 << start) != 0 {
                        continue;
                    }
                    let mut set = 0u128;
                    let mut i = start;
                    while seen & (1 << i) == 0 {
                        seen |= 1 << i;
                        set |= 1u128 << cell(l1, i) | 1u128 << cell(l2, i);
                        i = position[usize::from(s[cell(l1, i)])];
                    }
                    if set.count_ones() < 18 {
                        sets.push(set);
                    }
                }
            }
        }
    }
    // Two digits: link the two cells of each house, keep the connected groups.
    let mut cells_of = [0u128; 10];
    for (i, &v) in s.iter().enumerate() {
        cells_of[usize::from(v)] |= 1u128 << i;
    }
    let houses: Vec<u128> = crate::House::ALL.iter().map(|h| h.cells().bits()).collect();
    for x in 1..=9 {
        for y in x + 1..=9 {
            let mut left = cells_of[x] | cells_of[y];
            while left != 0 {
                let mut group = left & left.wrapping_neg();
                loop {
                    let grown = houses
                        .iter()
                        .filter(|&&h| h & group != 0)
                        .fold(group, |acc, &h| acc | (h & (cells_of[x] | cells_of[y])));
                    if grown == group {
                        break;
                    }
                    group = grown;
                }
                left &= !group;
                if group.count_ones() < 18 {
                    sets.push(group);
                }
            }
        }
    }
    sets.sort_by_key(|set| set.count_ones());
    sets.dedup();
    sets
}

/// A puzzle being dug, as bit planes: the cells holding each digit.
pub(super) struct DigState {
    /// Cells holding digit index `d` (digit `d + 1`).
    placed: [u128; 9],
    /// Cells without a digit.
    empty: u128,
    /// Unavoidable sets of the solution (see [`unavoidable_sets`]): a puzzle that
    /// leaves one of them without a given has a second solution.
    unavoidable: Vec<u128>,
}

impl DigState {
    /// `grid` as planes, without unavoidable sets.
    pub(super) fn new(grid: &Grid) -> DigState {
        let mut dig = DigState {
            placed: [0; 9],
            empty: 0,
            unavoidable: Vec::new(),
        };
        for (i, &v) in grid.as_bytes().iter().enumerate() {
            if v == 0 {
                dig.empty |= 1u128 << i;
            } else {
                dig.placed[usize::from(v) - 1] |= 1u128 << i;
            }
        }
        dig
    }

    /// A full grid with small unavoidable sets of it, for digging.
    fn for_digging(solution: &Grid) -> DigState {
        let mut dig = DigState::new(solution);
        dig.unavoidable = unavoidable_sets(solution);
        dig
    }

    pub(super) fn clear(&mut self, cell: Cell) {
        let bit = 1u128 << cell.index();
        for plane in &mut self.placed {
            *plane &= !bit;
        }
        self.empty |= bit;
    }

    pub(super) fn set(&mut self, cell: Cell, digit: u8) {
        let bit = 1u128 << cell.index();
        self.placed[usize::from(digit) - 1] |= bit;
        self.empty &= !bit;
    }

    fn to_grid(&self) -> Grid {
        let mut cells = [0u8; 81];
        for (d, &plane) in self.placed.iter().enumerate() {
            let mut bits = plane;
            while bits != 0 {
                cells[bits.trailing_zeros() as usize] = d as u8 + 1;
                bits &= bits - 1;
            }
        }
        Grid::from_bytes(&cells)
    }

    /// Whether the givens alone force digit index `d` into the empty cell `c`: as a naked
    /// single (every other digit is among its peers) or a hidden single (every other empty
    /// cell of one of its houses sees a `d`).
    fn forced(&self, c: usize, d: usize) -> bool {
        let peers = PEERS[c];
        let seen = (0..9).filter(|&e| e != d && self.placed[e] & peers != 0).count();
        if seen == 8 {
            return true;
        }
        let mut sees = 0u128;
        let mut holders = self.placed[d];
        while holders != 0 {
            sees |= PEERS[holders.trailing_zeros() as usize];
            holders &= holders - 1;
        }
        let others = self.empty & !(1u128 << c) & !sees;
        HOUSES_OF[c].iter().any(|&house| house & others == 0)
    }

    /// Whether the puzzle, just emptied at `orbit` from a puzzle whose one solution is
    /// `solution`, still has one solution.
    pub(super) fn stays_unique(&mut self, orbit: CellSet, solution: &Grid) -> bool {
        // An unavoidable set left without a given: a second solution.
        if self.unavoidable.iter().any(|&set| set & !self.empty == 0) {
            return false;
        }
        // Singles from the givens first: they settle most removals without a search.
        let mut open = orbit;
        let mut filled = CellSet::EMPTY;
        loop {
            let forced = open
                .iter()
                .find(|&cell| self.forced(cell.index(), usize::from(solution.as_bytes()[cell.index()]) - 1));
            let Some(cell) = forced else { break };
            self.set(cell, solution.as_bytes()[cell.index()]);
            open.remove(cell);
            filled.insert(cell);
        }
        for cell in filled {
            self.clear(cell);
        }
        if open.is_empty() {
            return true;
        }
        match orbit.single_cell() {
            // Any second solution differs from `solution` in the emptied cell.
            Some(cell) => !self.has_solution_without(cell, solution.as_bytes()[cell.index()]),
            None => search::count_solutions(self.to_grid().as_bytes(), 2) == 1,
        }
    }

    /// Whether the puzzle has a solution with a digit other than `digit` in the empty
    /// cell `cell`.
    fn has_solution_without(&self, cell: Cell, digit: u8) -> bool {
        let mut planes: [u128; 9] = std::array::from_fn(|d| self.placed[d] | self.empty);
        planes[usize::from(digit) - 1] &= !(1u128 << cell.index());
        let config = Config {
            max_solutions: 1,
            keep: 0,
            node_limit: None,
            shuffle: None,
        };
        search::run(Start::Candidates(&planes), config).count > 0
    }
}
