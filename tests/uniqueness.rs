//! The uniqueness strategies run only when the engine knows the puzzle has one solution,
//! and a caller can switch them off.

use sudoku_strata::{
    Engine, Family, Grid, SelfCheck, Solution, Technique, UniquenessCheck, UniquenessStrategies,
};

/// Puzzles made for these tests from `Grid::random_solved(seed)` by emptying cells while
/// the solution stays unique, each with a uniqueness technique that [`engine`] uses on
/// it.
const PUZZLES: &[(&str, Technique)] = &[
    (
        "..2..9.58.148......8.....3...1...24...95..1.......436...5.9....6...7........8..9.",
        Technique::UniqueRectangleType1,
    ),
    (
        "..28.....5..2...19.......8.69.......1.7.....2...6.97.........4.87..4.....43.15.7.",
        Technique::UniqueRectangleType2,
    ),
    (
        ".4.....32.1....5.8.8.6...1.96.1.......1.9.........4..3.......8.8....14..5...42...",
        Technique::UniqueRectangleType3,
    ),
    (
        ".4...65...32.4....17..............47....7..3.92.....81........4...5973....8..2...",
        Technique::UniqueRectangleType4,
    ),
    (
        ".91.8...6..........68....9....8...53.2..3.9...3.5....26..79.8.....2.4.1.2.9....7.",
        Technique::HiddenRectangle,
    ),
    (
        ".6......32.78.1...4..59.....91.2.......6.9.3....3....2........58....41.....1.32.7",
        Technique::AvoidableRectangleType1,
    ),
    (
        ".72....4.9.1.4.7.66.....1...2.....1......9..8..7.61....93..2..7...4...92.....5...",
        Technique::BugPlusOne,
    ),
];

/// The singles, intersections, subsets, wings and uniqueness techniques: a fixed set, so
/// that strategies added later in the default order do not change these traces.
fn engine() -> Engine {
    let families = [
        Family::Singles,
        Family::Intersections,
        Family::Subsets,
        Family::Wings,
        Family::Uniqueness,
    ];
    let chosen: Vec<Technique> = Technique::ALL
        .iter()
        .copied()
        .filter(|t| families.contains(&t.family()))
        .collect();
    Engine::default()
        .only(&chosen)
        .expect("built-in techniques")
        .with_self_check(SelfCheck::On)
}

fn solve(engine: &Engine, puzzle: &str) -> Solution {
    let puzzle: Grid = puzzle.parse().expect("a puzzle");
    let solution = engine.solve(&puzzle).expect("solved");
    assert!(puzzle.is_solved_by(solution.grid()));
    solution
}

fn uniqueness_steps(solution: &Solution) -> Vec<String> {
    solution
        .steps()
        .iter()
        .filter(|s| s.technique().family() == Family::Uniqueness)
        .map(ToString::to_string)
        .collect()
}

#[test]
fn the_engine_uses_them_on_unique_puzzles() {
    let engine = engine();
    for &(puzzle, technique) in PUZZLES {
        let solution = solve(&engine, puzzle);
        assert!(
            solution.steps().iter().any(|s| s.technique() == technique),
            "{puzzle}: no {technique} step"
        );
    }
}

#[test]
fn skipping_the_uniqueness_check_keeps_them_out() {
    let engine = engine().with_uniqueness_check(UniquenessCheck::Skip);
    for &(puzzle, _) in PUZZLES {
        let steps = uniqueness_steps(&solve(&engine, puzzle));
        assert!(steps.is_empty(), "{puzzle}: {steps:?}");
    }
}

#[test]
fn the_default_engine_skipping_the_check_keeps_them_out() {
    let engine = Engine::default().with_uniqueness_check(UniquenessCheck::Skip);
    for &(puzzle, _) in PUZZLES {
        let steps = uniqueness_steps(&solve(&engine, puzzle));
        assert!(steps.is_empty(), "{puzzle}: {steps:?}");
    }
}

#[test]
fn switching_them_off_keeps_them_out() {
    let engine = engine().with_uniqueness_strategies(UniquenessStrategies::Off);
    for &(puzzle, _) in PUZZLES {
        let steps = uniqueness_steps(&solve(&engine, puzzle));
        assert!(steps.is_empty(), "{puzzle}: {steps:?}");
    }
}

#[test]
fn chosen_by_name_they_still_wait_for_the_check() {
    let uniqueness: Vec<Technique> = Technique::ALL
        .iter()
        .copied()
        .filter(|t| t.family() == Family::Uniqueness)
        .collect();
    let engine = Engine::default()
        .only(&uniqueness)
        .expect("built-in techniques")
        .with_uniqueness_check(UniquenessCheck::Skip);
    assert_eq!(engine.techniques().len(), uniqueness.len());
    for &(puzzle, _) in PUZZLES {
        let steps = uniqueness_steps(&solve(&engine, puzzle));
        assert!(steps.is_empty(), "{puzzle}: {steps:?}");
    }
}

#[test]
fn a_puzzle_with_several_solutions_gets_no_uniqueness_step() {
    // Emptying one more cell of a puzzle lets it have several solutions.
    let unique: Grid = PUZZLES[0].0.parse().expect("a puzzle");
    let open = sudoku_strata::Cell::ALL
        .into_iter()
        .filter(|&c| unique.get(c).is_some())
        .map(|c| {
            let mut grid = unique;
            grid.set(c, None);
            grid
        })
        .find(|grid| grid.count_solutions(2) > 1)
        .expect("a clue that matters");
    let engine = engine().with_uniqueness_check(UniquenessCheck::Skip);
    let solution = engine.solve(&open).expect("one of the solutions");
    assert!(open.is_solved_by(solution.grid()));
    assert!(uniqueness_steps(&solution).is_empty());
    assert!(
        engine
            .with_uniqueness_check(UniquenessCheck::Verify)
            .solve(&open)
            .is_err()
    );
}
