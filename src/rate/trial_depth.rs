//! Trial depth: how deep trial and error with singles must nest to solve a puzzle, the
//! measure the Players' Forum sorts its hardest puzzles by ("T&E(1)", "T&E(2)",
//! "T&E(3)").
//!
//! Depth 0 is singles alone (naked and hidden). Depth `k` tries each candidate in turn:
//! the candidate is assumed, depth `k - 1` runs inside the assumption, and a candidate
//! whose assumption ends in a contradiction is removed; this repeats until the puzzle is
//! solved or a full pass removes nothing. The depth of a puzzle is the smallest `k` that
//! solves it. Every known puzzle has depth at most 3; those of depth 3 are the hardest
//! known. Nothing here assumes that the solution is unique.
//!
//! The candidates are nine 81-bit masks, one per digit, so that a propagation is a few
//! dozen word operations; the work is counted in propagations and bounded by a budget.

use crate::{Cell, CellSet, Digit, Grid, House, LayerGrid};

/// Every cell.
const ALL: u128 = (1u128 << 81) - 1;

/// The most propagations (rounds of singles) the rating spends on a puzzle's trial
/// depth ([`Grid::trial_depth`]) before it gives up: about seven times the most that
/// any T&E(3) puzzle measured took (under 300,000, a few microseconds each; see
/// BENCHMARKS.md, "Trials three deep").
pub const TRIAL_DEPTH_BUDGET: u64 = 2_000_000;

/// The candidates of a grid under trial: for each digit, the cells where it may stand,
/// and the cells whose digit is settled and propagated.
#[derive(Clone, Copy)]
struct Marks {
    digit: [u128; 9],
    settled: u128,
}

/// What a trial of some depth ends in.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Outcome {
    Solved,
    Contradiction,
    Stuck,
}

/// The work left, in propagations.
struct Budget(u64);

/// The budget ran out.
struct OutOfBudget;

impl Marks {
    fn of(state: &LayerGrid) -> Marks {
        let placed = state.solved_cells().bits();
        Marks {
            digit: Digit::ALL
                .map(|d| (state.candidates(d).bits() & !placed | state.occupied(d).bits()) & ALL),
            settled: 0,
        }
    }

    /// Keeps only `digit` at `cell` (its propagation comes with the next `propagate`).
    fn set(&mut self, cell: usize, digit: usize) {
        let bit = 1u128 << cell;
        for (d, mask) in self.digit.iter_mut().enumerate() {
            if d != digit {
                *mask &= !bit;
            }
        }
    }

    /// Naked and hidden singles to a fixed point; `false` on a contradiction (a cell or a
    /// house left without a place for a digit).
    fn propagate(&mut self, budget: &mut Budget) -> Result<bool, OutOfBudget> {
        budget.0 = budget.0.checked_sub(1).ok_or(OutOfBudget)?;
        loop {
            // Cells with exactly one candidate, counted bit-sliced over the nine masks.
            let (mut once, mut twice) = (0u128, 0u128);
            for mask in self.digit {
                twice |= once & mask;
                once |= mask;
            }
            if once != ALL {
                return Ok(false);
            }
            let mut fresh = once & !twice & !self.settled;
            let mut changed = fresh != 0;
            while fresh != 0 {
                let cell = fresh.trailing_zeros() as usize;
                fresh &= fresh - 1;
                let bit = 1u128 << cell;
                let Some(digit) = self.digit.iter().position(|mask| mask & bit != 0) else {
                    return Ok(false);
                };
                self.digit[digit] &= !CellSet::peers_of(Cell::ALL[cell]).bits();
                self.settled |= bit;
            }
            for digit in 0..9 {
                for house in House::ALL {
                    let places = self.digit[digit] & CellSet::house(house).bits();
                    if places == 0 {
                        return Ok(false);
                    }
                    if places & (places - 1) == 0 && places & self.settled == 0 {
                        self.set(places.trailing_zeros() as usize, digit);
                        changed = true;
                    }
                }
            }
            if !changed {
                return Ok(true);
            }
        }
    }

    /// Trial and error `depth` deep from these marks, which it narrows.
    fn trial(&mut self, depth: u8, budget: &mut Budget) -> Result<Outcome, OutOfBudget> {
        if !self.propagate(budget)? {
            return Ok(Outcome::Contradiction);
        }
        if self.settled == ALL {
            return Ok(Outcome::Solved);
        }
        if depth == 0 {
            return Ok(Outcome::Stuck);
        }
        loop {
            let mut removed = false;
            for digit in 0..9 {
                let mut open = self.digit[digit] & !self.settled;
                while open != 0 {
                    let cell = open.trailing_zeros() as usize;
                    open &= open - 1;
                    if self.digit[digit] & (1u128 << cell) == 0 {
                        continue;
                    }
                    let mut branch = *self;
                    branch.set(cell, digit);
                    if branch.trial(depth - 1, budget)? != Outcome::Contradiction {
                        continue;
                    }
                    self.digit[digit] &= !(1u128 << cell);
                    removed = true;
                    if !self.propagate(budget)? {
                        return Ok(Outcome::Contradiction);
                    }
                    if self.settled == ALL {
                        return Ok(Outcome::Solved);
                    }
                    open &= self.digit[digit] & !self.settled;
                }
            }
            if !removed {
                return Ok(Outcome::Stuck);
            }
        }
    }
}

impl Grid {
    /// How deep trial and error with singles must nest to solve the puzzle (see
    /// [`TRIAL_DEPTH_BUDGET`]): 0 if naked and hidden singles solve it, 1 if trying
    /// each candidate with singles does, and so on; `None` if no depth up to `most`
    /// solves it, or if the work passes `budget` propagations. Puzzles of depth 3 are
    /// the hardest known ("T&E(3)" on the Players' Forum).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// let easy: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// assert_eq!(easy.trial_depth(3, 1_000_000), Some(0));
    /// // A puzzle of the forum's hardest lists.
    /// let hard: Grid = "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1".parse()?;
    /// assert_eq!(hard.trial_depth(3, 10_000_000), Some(2));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn trial_depth(&self, most: u8, budget: u64) -> Option<u8> {
        trial_depth(&LayerGrid::from_grid(self), most, budget)
    }
}

/// [`Grid::trial_depth`] from a candidate state.
pub(crate) fn trial_depth(state: &LayerGrid, most: u8, budget: u64) -> Option<u8> {
    let start = Marks::of(state);
    let mut budget = Budget(budget);
    for depth in 0..=most {
        let mut marks = start;
        match marks.trial(depth, &mut budget) {
            Ok(Outcome::Solved) => return Some(depth),
            Ok(Outcome::Contradiction) | Err(OutOfBudget) => return None,
            Ok(Outcome::Stuck) => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The puzzles of the fixture table with their solutions.
    fn fixtures() -> Vec<(Grid, Grid)> {
        include_str!("../../fixtures/puzzles.tsv")
            .lines()
            .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
            .map(|line| {
                let fields: Vec<&str> = line.split('\t').collect();
                (
                    fields[1].parse().expect("a puzzle"),
                    fields[2].parse().expect("a solution"),
                )
            })
            .collect()
    }

    /// Whether every digit of the solution is still a candidate.
    fn keeps(marks: &Marks, solution: &Grid) -> bool {
        solution
            .iter()
            .all(|(cell, digit)| digit.is_some_and(|d| marks.digit[d.index()] & (1u128 << cell.index()) != 0))
    }

    #[test]
    fn trials_never_remove_a_digit_of_the_solution() {
        for (puzzle, solution) in fixtures() {
            for depth in 0..=2 {
                let mut marks = Marks::of(&LayerGrid::from_grid(&puzzle));
                let outcome = marks.trial(depth, &mut Budget(2_000_000));
                assert!(
                    matches!(outcome, Ok(Outcome::Solved | Outcome::Stuck)),
                    "{puzzle} at depth {depth}"
                );
                assert!(
                    keeps(&marks, &solution),
                    "{puzzle}: depth {depth} removed a digit of the solution"
                );
                if matches!(outcome, Ok(Outcome::Solved)) {
                    assert!(
                        marks.digit.iter().all(|mask| mask.count_ones() == 9),
                        "{puzzle}: solved twice over"
                    );
                }
            }
        }
    }

    #[test]
    fn the_depth_is_the_smallest_that_solves() {
        for (puzzle, _) in fixtures() {
            let Some(depth) = puzzle.trial_depth(3, 5_000_000) else {
                panic!("{puzzle}: no depth up to 3");
            };
            let mut at = Marks::of(&LayerGrid::from_grid(&puzzle));
            assert!(
                matches!(at.trial(depth, &mut Budget(5_000_000)), Ok(Outcome::Solved)),
                "{puzzle}"
            );
            if depth > 0 {
                let mut below = Marks::of(&LayerGrid::from_grid(&puzzle));
                assert!(
                    matches!(below.trial(depth - 1, &mut Budget(5_000_000)), Ok(Outcome::Stuck)),
                    "{puzzle}"
                );
            }
        }
    }

    #[test]
    fn singles_alone_are_depth_zero_and_more_is_deeper() {
        let depths: Vec<u8> = fixtures()
            .iter()
            .filter_map(|(p, _)| p.trial_depth(3, 5_000_000))
            .collect();
        assert!(depths.contains(&0) && depths.iter().any(|&d| d > 0), "{depths:?}");
    }

    #[test]
    fn no_solution_and_no_budget_give_none() {
        let (puzzle, _) = fixtures().into_iter().last().expect("a fixture");
        assert_eq!(
            puzzle.trial_depth(3, 1),
            None,
            "one propagation cannot solve {puzzle}"
        );
        // Two givens of one digit in a row: singles find the contradiction at once.
        let mut broken = puzzle;
        let row: Vec<crate::Cell> = (1..=9).filter_map(|c| crate::Cell::from_row_col(1, c)).collect();
        let given = row.iter().find_map(|&c| puzzle.get(c)).expect("a given in row 1");
        let empty = row
            .iter()
            .copied()
            .find(|&c| puzzle.get(c).is_none())
            .expect("an empty cell in row 1");
        broken.set(empty, Some(given));
        assert_eq!(broken.trial_depth(3, 1_000_000), None);
    }
}
