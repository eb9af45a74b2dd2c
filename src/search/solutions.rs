//! Every solution of a puzzle, one at a time: the search of [`super`] with a stack of
//! boards instead of recursion, so that it can stop after each solution and go on
//! where it stopped.

use super::board::Board;
use super::board::UnitChoice;
use super::{LEAN_MAX_OPEN, branches_on_placements, cell_digits, placement_order, unit_choice};

/// The solutions of a puzzle as row-major digits, in the order the search finds them.
#[derive(Clone, Debug)]
pub(crate) struct Enumeration {
    /// The boards still to search, the next one last.
    pending: Vec<Board>,
    lean: bool,
    unit_choice: UnitChoice,
}

impl Enumeration {
    /// The solutions of `cells` (0 = empty); none when the givens repeat a digit.
    pub(crate) fn new(cells: &[u8; 81]) -> Enumeration {
        match Board::from_digits(cells) {
            Some(board) => Enumeration {
                lean: board.unsolved_count() <= LEAN_MAX_OPEN,
                unit_choice: unit_choice(board.unsolved_count()),
                pending: vec![board],
            },
            None => Enumeration {
                pending: Vec::new(),
                lean: false,
                unit_choice: UnitChoice::FewestOpenDigits,
            },
        }
    }

    /// Pushes the alternatives of `board`, the one to try first on top.
    fn branch(&mut self, board: &Board) {
        let start = self.pending.len();
        if let Some(branch) = branches_on_placements(board, self.lean)
            .then(|| board.branch_placement(self.unit_choice))
            .flatten()
        {
            let (order, n) = placement_order(board, branch);
            for &p in &order[..n] {
                let mut next = *board;
                next.restrict_placement(branch, p);
                self.pending.push(next);
            }
        } else {
            let cell = board.branch_cell();
            let (digits, n) = cell_digits(board, cell);
            for &d in &digits[..n] {
                let mut next = *board;
                next.place(d, cell);
                self.pending.push(next);
            }
        }
        self.pending[start..].reverse();
    }
}

impl Iterator for Enumeration {
    type Item = [u8; 81];

    fn next(&mut self) -> Option<[u8; 81]> {
        while let Some(mut board) = self.pending.pop() {
            // The plain build: enumerating is not the hot path the other build is for.
            if !board.propagate(pulp::Scalar::new(), self.lean) {
                continue;
            }
            if board.is_solved() {
                return Some(board.digits());
            }
            self.branch(&board);
        }
        None
    }
}

impl std::iter::FusedIterator for Enumeration {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::tests::parse as digits;

    #[test]
    fn the_enumeration_finds_what_the_count_counts_each_once() {
        // A proper puzzle with three of its givens taken away: several solutions.
        let puzzle = ".3......28.6....1.....4...3..1..6.7....7..3.4.6.3.5.......87..9..9..2...7.....2..";
        let mut cells = digits(puzzle);
        let givens: Vec<usize> = (0..81).filter(|&i| cells[i] != 0).take(3).collect();
        for i in givens {
            cells[i] = 0;
        }
        let count = super::super::count_solutions(&cells, 10_000);
        assert!(count > 1 && count < 10_000, "{count}");
        let all: Vec<[u8; 81]> = Enumeration::new(&cells).collect();
        assert_eq!(all.len(), count);
        let distinct: std::collections::HashSet<[u8; 81]> = all.iter().copied().collect();
        assert_eq!(distinct.len(), count, "each solution once");
        for solution in &all {
            let grid = crate::Grid::try_from(*solution).unwrap();
            assert!(grid.is_solved());
            assert!(cells.iter().zip(solution).all(|(&g, &s)| g == 0 || g == s));
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(24))]
        #[test]
        fn random_puzzles_enumerate_as_many_solutions_as_they_count(seed: u64, keep in 22usize..32) {
            let full = crate::Grid::random_solved(seed).to_bytes();
            let mut cells = [0u8; 81];
            // Keep `keep` cells, spread by a step prime to 81.
            for k in 0..keep {
                let i = (k * 37 + (seed % 81) as usize) % 81;
                cells[i] = full[i];
            }
            let count = super::super::count_solutions(&cells, 300);
            proptest::prop_assume!(count < 300);
            let all: Vec<[u8; 81]> = Enumeration::new(&cells).collect();
            let distinct: std::collections::HashSet<[u8; 81]> = all.iter().copied().collect();
            proptest::prop_assert_eq!(all.len(), count);
            proptest::prop_assert_eq!(distinct.len(), count);
            proptest::prop_assert!(distinct.contains(&full));
        }
    }

    #[test]
    fn repeated_givens_have_no_solutions() {
        let mut cells = [0u8; 81];
        cells[0] = 5;
        cells[1] = 5;
        assert_eq!(Enumeration::new(&cells).next(), None);
    }
}
