//! Grouped nodes: one digit in two or three cells of a box that share a row or column,
//! with their strong and weak links to candidates and to each other.

use super::node::GROUP_SLOTS;
use crate::{CellSet, House};

#[inline]
pub(super) fn house_bits(house: House) -> u128 {
    house.cells().bits()
}

/// A digit confined to two or three cells of a box that share a row or column.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Group {
    pub(crate) cells: u128,
    /// The cells that see every cell of the group: its weak links to candidates.
    pub(crate) seen_by: u128,
    /// The candidates (of the group's digit) strongly linked to the group.
    pub(super) strong_cells: u128,
    /// The groups of the same digit strongly linked to it (bit `i`: its `i`-th group).
    pub(super) strong_groups: u64,
    /// The groups of the same digit weakly linked to it.
    pub(super) weak_groups: u64,
}

/// The groups of a state, digit by digit.
#[derive(Clone, Debug)]
pub(super) struct Groups {
    /// Those of digit `d` are `list[first[d]..first[d + 1]]`.
    pub(super) list: Vec<Group>,
    pub(super) first: [usize; 10],
    /// Per digit, the candidates strongly linked to some group.
    pub(super) strong_cells: [u128; 9],
}

impl Groups {
    pub(super) fn new(planes: &[u128; 9]) -> Groups {
        let mut list = Vec::new();
        let mut first = [0usize; 10];
        let mut strong_cells = [0u128; 9];
        // The groups of one digit, with the two houses each lies in.
        let mut here: Vec<(u128, [u128; 2])> = Vec::with_capacity(GROUP_SLOTS);
        for (d, &plane) in planes.iter().enumerate() {
            first[d] = list.len();
            here.clear();
            for b in 0..9 {
                let block = house_bits(House::block(b));
                for line in lines_through(b) {
                    let cells = plane & block & house_bits(line);
                    if cells.count_ones() >= 2 {
                        here.push((cells, [block, house_bits(line)]));
                    }
                }
            }
            for &(cells, houses) in &here {
                let seen_by = CellSet::from_bits(cells).common_peers().bits();
                let mut group = Group {
                    cells,
                    seen_by,
                    strong_cells: 0,
                    strong_groups: 0,
                    weak_groups: 0,
                };
                for house in houses {
                    let rest = plane & house & !cells;
                    if rest.count_ones() == 1 {
                        group.strong_cells |= rest;
                    } else if let Some(other) = here.iter().position(|&(c, _)| c == rest) {
                        group.strong_groups |= 1 << other;
                    }
                }
                for (i, &(other, _)) in here.iter().enumerate() {
                    if other & !seen_by == 0 {
                        group.weak_groups |= 1 << i;
                    }
                }
                strong_cells[d] |= group.strong_cells;
                list.push(group);
            }
        }
        first[9] = list.len();
        Groups {
            list,
            first,
            strong_cells,
        }
    }

    /// The groups of digit `d`.
    #[inline]
    pub(super) fn of(&self, d: usize) -> &[Group] {
        &self.list[self.first[d]..self.first[d + 1]]
    }
}

/// The three rows and three columns through box `b`.
pub(super) fn lines_through(b: usize) -> [House; 6] {
    let (r, c) = (b / 3 * 3, b % 3 * 3);
    [
        House::row(r),
        House::row(r + 1),
        House::row(r + 2),
        House::col(c),
        House::col(c + 1),
        House::col(c + 2),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Digit;
    use crate::strategies::test_support::puzzle;

    const PUZZLE: &str = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489";

    #[test]
    fn groups_are_box_line_intersections_of_two_or_three_cells() {
        let grid = puzzle(PUZZLE);
        let planes = Digit::ALL.map(|d| grid.candidates(d).bits());
        let groups = Groups::new(&planes);
        assert!(!groups.list.is_empty());
        for (d, &plane) in planes.iter().enumerate() {
            assert!(groups.of(d).len() < GROUP_SLOTS);
            for group in groups.of(d) {
                let n = group.cells.count_ones();
                assert!((2..=3).contains(&n));
                let cells = CellSet::from_bits(group.cells);
                assert_eq!(cells.common_houses().count(), 2);
                assert_eq!(group.cells & !plane, 0);
            }
        }
    }
}
