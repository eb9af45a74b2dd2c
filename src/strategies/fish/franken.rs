//! Franken fish: X-Wing, Swordfish and Jellyfish whose base houses are lines of one
//! direction and boxes, covered by lines of the other direction and boxes, with at least
//! one box; and their finned forms (HoDoKu's definition, in which a sashimi Franken fish
//! is finned too). See [`complex`](super::complex) for the definitions and the search.

use std::ops::ControlFlow;

use super::complex::{FinRule, Kind, Shape, complex_fish, scan};
use crate::strategies::{Found, Scan};
use crate::{CandidateView, Technique};

/// Franken X-Wing: two base houses (a line and a box, or two lines) whose places of a digit lie in two cover houses.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::FrankenXWing, Grid, GridSolver, LayerGrid};
///
/// // Puzzle 1 of top1465, with the candidates its givens leave.
/// let puzzle: Grid = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........".parse()?;
/// let step = FrankenXWing.find(&LayerGrid::from_grid(&puzzle)).expect("a fish");
/// assert_eq!(step.to_string(), "Franken X-Wing: 3 c4,c6 r9,b5 => r9c7,r9c8,r9c9<>3");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct FrankenXWing;

/// Franken Swordfish: a Franken fish of three base and three cover houses.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::FrankenSwordfish, Grid, GridSolver, LayerGrid};
///
/// // Puzzle 385 of top1465, with the candidates its givens leave.
/// let puzzle: Grid = "....4.87..61..................6...312...7....4.........5.1.8...7.....2.....3.....".parse()?;
/// let step = FrankenSwordfish.find(&LayerGrid::from_grid(&puzzle)).expect("a fish");
/// assert_eq!(step.to_string(), "Franken Swordfish: 1 r5,r6,r8 c2,c8,b5 => r3c8,r9c2,r9c8<>1");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct FrankenSwordfish;

/// Franken Jellyfish: a Franken fish of four base and four cover houses.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::FrankenJellyfish, Grid, GridSolver, LayerGrid};
///
/// // Puzzle 745 of top1465, with the candidates its givens leave.
/// let puzzle: Grid = "....7..9......8..4.42..1.7...4.....88..2.5..95.....7...7.6..13.2..8......6..3....".parse()?;
/// let step = FrankenJellyfish.find(&LayerGrid::from_grid(&puzzle)).expect("a fish");
/// assert_eq!(step.to_string(), "Franken Jellyfish: 7 c1,c3,c4,c6 r2,r4,b4,b8 => r4c1<>7");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct FrankenJellyfish;

/// Finned Franken X-Wing: a Franken X-Wing with fins.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::FinnedFrankenXWing, Grid, GridSolver, LayerGrid};
///
/// // Puzzle 25 of top1465, with the candidates its givens leave.
/// let puzzle: Grid = "...9.31..6.7....8.2.........5....4......6..2..1.......8...7.......3..5.....4....9".parse()?;
/// let step = FinnedFrankenXWing.find(&LayerGrid::from_grid(&puzzle)).expect("a fish");
/// assert_eq!(step.to_string(), "Finned Franken X-Wing: 1 r2,r3 c4,b2 fr3c3 => r3c4<>1");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct FinnedFrankenXWing;

/// Finned Franken Swordfish: a Franken Swordfish with fins.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::FinnedFrankenSwordfish, Grid, GridSolver, LayerGrid};
///
/// // Puzzle 73 of top1465, with the candidates its givens leave.
/// let puzzle: Grid = "42.....36....3.8...........7.8.1...........54..3.......5.4.6...1.....7.....2.....".parse()?;
/// let step = FinnedFrankenSwordfish.find(&LayerGrid::from_grid(&puzzle)).expect("a fish");
/// assert_eq!(step.to_string(), "Finned Franken Swordfish: 1 r1,r7,r9 c6,b2,b9 fr1c3 fr1c7 => r1c6<>1");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct FinnedFrankenSwordfish;

/// Finned Franken Jellyfish: a Franken Jellyfish with fins.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::FinnedFrankenJellyfish, Grid, GridSolver, LayerGrid};
///
/// // Puzzle 385 of top1465, with the candidates its givens leave.
/// let puzzle: Grid = "....4.87..61..................6...312...7....4.........5.1.8...7.....2.....3.....".parse()?;
/// let step = FinnedFrankenJellyfish.find(&LayerGrid::from_grid(&puzzle)).expect("a fish");
/// assert_eq!(step.to_string(), "Finned Franken Jellyfish: 1 r3,r5,r6,r8 c2,c8,b3,b5 fr3c5 fr3c6 => r3c8<>1");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct FinnedFrankenJellyfish;

complex_fish!(
    Kind::Franken, &Shape::LINES_AND_BOXES;
    FrankenXWing, 2, FinRule::NONE;
    FrankenSwordfish, 3, FinRule::NONE;
    FrankenJellyfish, 4, FinRule::NONE;
    FinnedFrankenXWing, 2, FinRule::FINNED;
    FinnedFrankenSwordfish, 3, FinRule::FINNED;
    FinnedFrankenJellyfish, 4, FinRule::FINNED;
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GridSolver;
    use crate::strategies::fish::complex::tests::{HARD, assert_fires, kind_of_step, start};

    #[test]
    fn franken_x_wing() {
        // Puzzle 1 of top1465.
        assert_fires(
            &FrankenXWing,
            Kind::Franken,
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
            "Franken X-Wing: 3 c4,c6 r9,b5 => r9c7,r9c8,r9c9<>3",
        );
        // Puzzle 25 of top1465.
        assert_fires(
            &FrankenXWing,
            Kind::Franken,
            "...9.31..6.7....8.2.........5....4......6..2..1.......8...7.......3..5.....4....9",
            "Franken X-Wing: 1 r2,r3 c3,b2 => r7c3,r8c3,r9c3<>1",
        );
    }

    #[test]
    fn franken_swordfish() {
        // Puzzle 361 of top1465.
        assert_fires(
            &FrankenSwordfish,
            Kind::Franken,
            "1...7........49...9.6.8..3.....9...7.2....5....846.12..618.....3.......8..5.....2",
            "Franken Swordfish: 1 r2,r3,b9 c8,b2,b3 => r2c8<>1",
        );
        // Puzzle 385 of top1465.
        assert_fires(
            &FrankenSwordfish,
            Kind::Franken,
            "....4.87..61..................6...312...7....4.........5.1.8...7.....2.....3.....",
            "Franken Swordfish: 1 r5,r6,r8 c2,c8,b5 => r3c8,r9c2,r9c8<>1",
        );
    }

    #[test]
    fn franken_jellyfish() {
        // Puzzle 745 of top1465.
        assert_fires(
            &FrankenJellyfish,
            Kind::Franken,
            "....7..9......8..4.42..1.7...4.....88..2.5..95.....7...7.6..13.2..8......6..3....",
            "Franken Jellyfish: 7 c1,c3,c4,c6 r2,r4,b4,b8 => r4c1<>7",
        );
        // Puzzle 793 of top1465.
        assert_fires(
            &FrankenJellyfish,
            Kind::Franken,
            "..5....6..3.6.7...1.2.....34.......6.....98...8..3.....2.....78....1..5...39...4.",
            "Franken Jellyfish: 1 r2,r7,r9,b4 c2,c3,b3,b9 => r1c7,r1c9<>1",
        );
    }

    #[test]
    fn finned_franken_x_wing() {
        // Puzzle 25 of top1465.
        assert_fires(
            &FinnedFrankenXWing,
            Kind::Franken,
            "...9.31..6.7....8.2.........5....4......6..2..1.......8...7.......3..5.....4....9",
            "Finned Franken X-Wing: 1 r2,r3 c4,b2 fr3c3 => r3c4<>1",
        );
        // Puzzle 73 of top1465.
        assert_fires(
            &FinnedFrankenXWing,
            Kind::Franken,
            "42.....36....3.8...........7.8.1...........54..3.......5.4.6...1.....7.....2.....",
            "Finned Franken X-Wing: 1 r5,r7 c7,b4 fr7c8 fr7c9 => r9c7<>1",
        );
    }

    #[test]
    fn finned_franken_swordfish() {
        // Puzzle 73 of top1465.
        assert_fires(
            &FinnedFrankenSwordfish,
            Kind::Franken,
            "42.....36....3.8...........7.8.1...........54..3.......5.4.6...1.....7.....2.....",
            "Finned Franken Swordfish: 1 r1,r7,r9 c6,b2,b9 fr1c3 fr1c7 => r1c6<>1",
        );
    }

    #[test]
    fn finned_franken_jellyfish() {
        // Puzzle 385 of top1465.
        assert_fires(
            &FinnedFrankenJellyfish,
            Kind::Franken,
            "....4.87..61..................6...312...7....4.........5.1.8...7.....2.....3.....",
            "Finned Franken Jellyfish: 1 r3,r5,r6,r8 c2,c8,b3,b5 fr3c5 fr3c6 => r3c8<>1",
        );
    }

    #[test]
    fn every_fish_listed_is_franken() {
        // The same search finds basic, Franken and Mutant fish: each strategy keeps its own kind.
        let strategies: [&dyn GridSolver; 6] = [
            &FrankenXWing,
            &FrankenSwordfish,
            &FrankenJellyfish,
            &FinnedFrankenXWing,
            &FinnedFrankenSwordfish,
            &FinnedFrankenJellyfish,
        ];
        for line in HARD {
            let (grid, _) = start(line);
            for strategy in strategies {
                for step in strategy.find_all(&grid) {
                    assert_eq!(kind_of_step(&step), Kind::Franken, "{step}");
                }
            }
        }
    }
}
