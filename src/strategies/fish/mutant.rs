//! Mutant fish: fish whose houses mix rows and columns on one side, take lines of one
//! direction on both sides, or boxes alone on one side: X-Wing, Swordfish and Jellyfish,
//! and their finned forms up to the Squirmbag (five base houses) and the Whale (six),
//! as HoDoKu defines them. See [`complex`](super::complex) for the definitions and the
//! search.

use std::ops::ControlFlow;

use super::complex::{FinRule, Kind, Shape, complex_fish, scan};
use crate::strategies::{Found, Scan};
use crate::{CandidateView, Technique};

/// Mutant X-Wing: a Mutant fish of two base and two cover houses.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::MutantXWing, Grid, GridSolver, LayerGrid};
///
/// // Puzzle 25 of top1465, with the candidates its givens leave.
/// let puzzle: Grid = "...9.31..6.7....8.2.........5....4......6..2..1.......8...7.......3..5.....4....9".parse()?;
/// let step = MutantXWing.find(&LayerGrid::from_grid(&puzzle)).expect("a fish");
/// assert_eq!(step.to_string(), "Mutant X-Wing: 1 r2,c1 b2,b7 => r3c4,r3c5,r3c6,r7c3,r8c3,r9c3<>1");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct MutantXWing;

/// Mutant Swordfish: a Mutant fish of three base and three cover houses.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::MutantSwordfish, Grid, GridSolver, LayerGrid};
///
/// // Puzzle 25 of top1465, with the candidates its givens leave.
/// let puzzle: Grid = "...9.31..6.7....8.2.........5....4......6..2..1.......8...7.......3..5.....4....9".parse()?;
/// let step = MutantSwordfish.find(&LayerGrid::from_grid(&puzzle)).expect("a fish");
/// assert_eq!(step.to_string(), "Mutant Swordfish: 1 r2,r3,c1 c3,b2,b7 => r7c3,r8c3,r9c3<>1");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct MutantSwordfish;

/// Mutant Jellyfish: a Mutant fish of four base and four cover houses.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::MutantJellyfish, Grid, GridSolver, LayerGrid};
///
/// // Puzzle 241 of top1465, with the candidates its givens leave.
/// let puzzle: Grid = "..345..8..........7.9.31...24...7.....8..9..5....1..2..7....29.8..........2...6.4".parse()?;
/// let step = MutantJellyfish.find(&LayerGrid::from_grid(&puzzle)).expect("a fish");
/// assert_eq!(step.to_string(), "Mutant Jellyfish: 4 r3,r5,r6,b1 r2,c7,c8,b5 => r2c7,r2c8<>4");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct MutantJellyfish;

/// Finned Mutant X-Wing: a Mutant X-Wing with fins.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::FinnedMutantXWing, Grid, GridSolver, LayerGrid};
///
/// // Puzzle 313 of top1465, with the candidates its givens leave.
/// let puzzle: Grid = "2....1.9..1..3.7..9..8...2.......85..6.4.........7...3.2.3...6....5.....1.9...2.5".parse()?;
/// let step = FinnedMutantXWing.find(&LayerGrid::from_grid(&puzzle)).expect("a fish");
/// assert_eq!(step.to_string(), "Finned Mutant X-Wing: 1 r3,c4 r4,b3 fr6c4 => r4c5<>1");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct FinnedMutantXWing;

/// Finned Mutant Swordfish: a Mutant Swordfish with fins.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::FinnedMutantSwordfish, Grid, GridSolver, LayerGrid};
///
/// // Puzzle 25 of top1465, with the candidates its givens leave.
/// let puzzle: Grid = "...9.31..6.7....8.2.........5....4......6..2..1.......8...7.......3..5.....4....9".parse()?;
/// let step = FinnedMutantSwordfish.find(&LayerGrid::from_grid(&puzzle)).expect("a fish");
/// assert_eq!(step.to_string(), "Finned Mutant Swordfish: 1 r2,r3,c1 c3,c4,b2 fr8c1 fr9c1 => r7c3,r8c3,r9c3<>1");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct FinnedMutantSwordfish;

/// Finned Mutant Jellyfish: a Mutant Jellyfish with fins.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::FinnedMutantJellyfish, Grid, GridSolver, LayerGrid};
///
/// // Puzzle 25 of top1465, with the candidates its givens leave.
/// let puzzle: Grid = "...9.31..6.7....8.2.........5....4......6..2..1.......8...7.......3..5.....4....9".parse()?;
/// let step = FinnedMutantJellyfish.find(&LayerGrid::from_grid(&puzzle)).expect("a fish");
/// assert_eq!(step.to_string(), "Finned Mutant Jellyfish: 1 r2,r3,r4,c1 c3,b2,b5,b6 fr8c1 fr9c1 => r7c3,r8c3,r9c3<>1");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct FinnedMutantJellyfish;

/// Finned Mutant Squirmbag: a finned Mutant fish of five base and five cover houses.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::FinnedMutantSquirmbag, Grid, GridSolver, LayerGrid};
///
/// // Puzzle 73 of top1465, with the candidates its givens leave.
/// let puzzle: Grid = "42.....36....3.8...........7.8.1...........54..3.......5.4.6...1.....7.....2.....".parse()?;
/// let step = FinnedMutantSquirmbag.find(&LayerGrid::from_grid(&puzzle)).expect("a fish");
/// assert_eq!(step.to_string(), "Finned Mutant Squirmbag: 1 r1,r2,r3,r5,r7 b1,b2,b3,b4,b9 fr5c7 => r9c7<>1");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct FinnedMutantSquirmbag;

/// Finned Mutant Whale: a finned Mutant fish of six base and six cover houses.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::FinnedMutantWhale, Grid, GridSolver, LayerGrid};
///
/// // Puzzle 73 of top1465, with the candidates its givens leave.
/// let puzzle: Grid = "42.....36....3.8...........7.8.1...........54..3.......5.4.6...1.....7.....2.....".parse()?;
/// let step = FinnedMutantWhale.find(&LayerGrid::from_grid(&puzzle)).expect("a fish");
/// assert_eq!(step.to_string(), "Finned Mutant Whale: 1 r1,r2,r3,r5,r7,b6 r6,c2,c3,c7,b2,b3 fr7c8 fr7c9 efr5c7 => r9c7<>1");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct FinnedMutantWhale;

complex_fish!(
    Kind::Mutant, &Shape::ANY;
    MutantXWing, 2, FinRule::NONE;
    MutantSwordfish, 3, FinRule::NONE;
    MutantJellyfish, 4, FinRule::NONE;
    FinnedMutantXWing, 2, FinRule::FINNED;
    FinnedMutantSwordfish, 3, FinRule::FINNED;
    FinnedMutantJellyfish, 4, FinRule::FINNED;
    FinnedMutantSquirmbag, 5, FinRule::FINNED;
    FinnedMutantWhale, 6, FinRule::FINNED;
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GridSolver;
    use crate::strategies::fish::complex::tests::{HARD, assert_fires, kind_of_step, start};

    #[test]
    fn mutant_x_wing() {
        // Puzzle 1 of top1465.
        assert_fires(
            &MutantXWing,
            Kind::Mutant,
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
            "Mutant X-Wing: 3 r7,b8 r9,b9 => r9c7,r9c8,r9c9<>3",
        );
        // Puzzle 25 of top1465.
        assert_fires(
            &MutantXWing,
            Kind::Mutant,
            "...9.31..6.7....8.2.........5....4......6..2..1.......8...7.......3..5.....4....9",
            "Mutant X-Wing: 1 r2,c1 b2,b7 => r3c4,r3c5,r3c6,r7c3,r8c3,r9c3<>1",
        );
    }

    #[test]
    fn mutant_swordfish() {
        // Puzzle 1 of top1465.
        assert_fires(
            &MutantSwordfish,
            Kind::Mutant,
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
            "Mutant Swordfish: 3 r2,r3,r7 b1,b3,b9 => r9c7,r9c8,r9c9<>3",
        );
        // Puzzle 25 of top1465.
        assert_fires(
            &MutantSwordfish,
            Kind::Mutant,
            "...9.31..6.7....8.2.........5....4......6..2..1.......8...7.......3..5.....4....9",
            "Mutant Swordfish: 1 r2,r3,c1 c3,b2,b7 => r7c3,r8c3,r9c3<>1",
        );
    }

    #[test]
    fn mutant_jellyfish() {
        // Puzzle 241 of top1465.
        assert_fires(
            &MutantJellyfish,
            Kind::Mutant,
            "..345..8..........7.9.31...24...7.....8..9..5....1..2..7....29.8..........2...6.4",
            "Mutant Jellyfish: 4 r3,r5,r6,b1 r2,c7,c8,b5 => r2c7,r2c8<>4",
        );
        // Puzzle 385 of top1465.
        assert_fires(
            &MutantJellyfish,
            Kind::Mutant,
            "....4.87..61..................6...312...7....4.........5.1.8...7.....2.....3.....",
            "Mutant Jellyfish: 1 r5,r6,r8,c7 r3,c2,b5,b9 => r3c5,r3c6,r3c8,r9c2,r9c8<>1",
        );
    }

    #[test]
    fn finned_mutant_x_wing() {
        // Puzzle 313 of top1465.
        assert_fires(
            &FinnedMutantXWing,
            Kind::Mutant,
            "2....1.9..1..3.7..9..8...2.......85..6.4.........7...3.2.3...6....5.....1.9...2.5",
            "Finned Mutant X-Wing: 1 r3,c4 r4,b3 fr6c4 => r4c5<>1",
        );
        // Puzzle 385 of top1465.
        assert_fires(
            &FinnedMutantXWing,
            Kind::Mutant,
            "....4.87..61..................6...312...7....4.........5.1.8...7.....2.....3.....",
            "Finned Mutant X-Wing: 1 r5,b3 r3,c2 fr5c6 => r3c6<>1",
        );
    }

    #[test]
    fn finned_mutant_swordfish() {
        // Puzzle 25 of top1465.
        assert_fires(
            &FinnedMutantSwordfish,
            Kind::Mutant,
            "...9.31..6.7....8.2.........5....4......6..2..1.......8...7.......3..5.....4....9",
            "Finned Mutant Swordfish: 1 r2,r3,c1 c3,c4,b2 fr8c1 fr9c1 => r7c3,r8c3,r9c3<>1",
        );
        // Puzzle 73 of top1465.
        assert_fires(
            &FinnedMutantSwordfish,
            Kind::Mutant,
            "42.....36....3.8...........7.8.1...........54..3.......5.4.6...1.....7.....2.....",
            "Finned Mutant Swordfish: 1 r1,r2,c4 c6,b1,b3 fr3c4 efr1c4 efr2c4 => r3c6<>1",
        );
    }

    #[test]
    fn finned_mutant_jellyfish() {
        // Puzzle 25 of top1465.
        assert_fires(
            &FinnedMutantJellyfish,
            Kind::Mutant,
            "...9.31..6.7....8.2.........5....4......6..2..1.......8...7.......3..5.....4....9",
            "Finned Mutant Jellyfish: 1 r2,r3,r4,c1 c3,b2,b5,b6 fr8c1 fr9c1 => r7c3,r8c3,r9c3<>1",
        );
    }

    #[test]
    fn finned_mutant_squirmbag() {
        // Puzzle 73 of top1465.
        assert_fires(
            &FinnedMutantSquirmbag,
            Kind::Mutant,
            "42.....36....3.8...........7.8.1...........54..3.......5.4.6...1.....7.....2.....",
            "Finned Mutant Squirmbag: 1 r1,r2,r3,r5,r7 b1,b2,b3,b4,b9 fr5c7 => r9c7<>1",
        );
        // Puzzle 97 of top1465.
        assert_fires(
            &FinnedMutantSquirmbag,
            Kind::Mutant,
            "3..1...6...1.47.......5....68.3...........4.1.2.......4.5...7.....2...8..........",
            "Finned Mutant Squirmbag: 1 r3,r4,r6,r7,r8 b3,b5,b7,b8,b9 fr6c1 => r9c1<>1",
        );
    }

    #[test]
    fn finned_mutant_whale() {
        // Puzzle 73 of top1465.
        assert_fires(
            &FinnedMutantWhale,
            Kind::Mutant,
            "42.....36....3.8...........7.8.1...........54..3.......5.4.6...1.....7.....2.....",
            "Finned Mutant Whale: 1 r1,r2,r3,r5,r7,b6 r6,c2,c3,c7,b2,b3 fr7c8 fr7c9 efr5c7 => r9c7<>1",
        );
        // Puzzle 97 of top1465.
        assert_fires(
            &FinnedMutantWhale,
            Kind::Mutant,
            "3..1...6...1.47.......5....68.3...........4.1.2.......4.5...7.....2...8..........",
            "Finned Mutant Whale: 1 r3,r4,r6,r7,r8,c1 r9,c5,c6,c7,c8,b7 efr6c1 efr8c1 => r9c1<>1",
        );
    }

    #[test]
    fn every_fish_listed_is_mutant() {
        // The same search finds basic, Franken and Mutant fish: each strategy keeps its own kind.
        let strategies: [&dyn GridSolver; 8] = [
            &MutantXWing,
            &MutantSwordfish,
            &MutantJellyfish,
            &FinnedMutantXWing,
            &FinnedMutantSwordfish,
            &FinnedMutantJellyfish,
            &FinnedMutantSquirmbag,
            &FinnedMutantWhale,
        ];
        for line in HARD {
            let (grid, _) = start(line);
            for strategy in strategies {
                for step in strategy.find_all(&grid) {
                    assert_eq!(kind_of_step(&step), Kind::Mutant, "{step}");
                }
            }
        }
    }
}
