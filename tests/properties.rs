//! Properties over random grids: the search, the engine and the text forms.

use proptest::prelude::*;
use sudoku_strata::{Cell, Engine, Grid, LayerGrid, SelfCheck, SolveError, UniquenessCheck};

/// A random puzzle: a random solved grid with `holes` random cells emptied.
fn puzzle_from(seed: u64, holes: &[usize]) -> (Grid, Grid) {
    let solution = Grid::random_solved(seed);
    let mut puzzle = solution;
    for &index in holes {
        puzzle.set(Cell::ALL[index % 81], None);
    }
    (puzzle, solution)
}

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: 64,
        ..ProptestConfig::default()
    }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn random_solved_grids_are_valid(seed in any::<u64>()) {
        let grid = Grid::random_solved(seed);
        prop_assert!(grid.is_solved());
        prop_assert_eq!(grid.count_solutions(2), 1);
    }

    #[test]
    fn the_engine_is_sound_on_random_puzzles(seed in any::<u64>(), holes in prop::collection::vec(0usize..81, 30..70)) {
        let (puzzle, source) = puzzle_from(seed, &holes);
        // The search always finds the source grid among the solutions.
        prop_assert!(puzzle.count_solutions(2) >= 1);
        let engine = Engine::default().with_self_check(SelfCheck::On);
        match engine.solve(&puzzle) {
            Ok(solution) => {
                // Unique puzzle: every step was checked against the solution by the self-check.
                prop_assert_eq!(solution.grid(), &source);
            }
            Err(SolveError::MultipleSolutions { examples, .. }) => {
                prop_assert!(puzzle.is_solved_by(&examples[0]));
                // Without the uniqueness check the engine still finds a valid solution.
                let any = Engine::default().with_uniqueness_check(UniquenessCheck::Skip).solve(&puzzle);
                prop_assert!(puzzle.is_solved_by(any.expect("solvable").grid()));
            }
            Err(other) => prop_assert!(false, "{puzzle}: {other}"),
        }
    }

    #[test]
    fn every_hint_keeps_the_solution(seed in any::<u64>(), holes in prop::collection::vec(0usize..81, 40..64)) {
        let (puzzle, source) = puzzle_from(seed, &holes);
        prop_assume!(puzzle.count_solutions(2) == 1);
        let mut grid = LayerGrid::from_grid(&puzzle);
        grid.assume_unique_solution();
        let engine = Engine::default();
        while let Some(step) = engine.next_step(&grid) {
            for c in step.placements() {
                prop_assert_eq!(source.get(c.cell), Some(c.digit), "{}", step);
            }
            for c in step.eliminations() {
                prop_assert_ne!(source.get(c.cell), Some(c.digit), "{}", step);
            }
            prop_assert!(grid.apply(&step).is_ok());
        }
    }

    #[test]
    fn grid_text_round_trips(seed in any::<u64>(), holes in prop::collection::vec(0usize..81, 0..81)) {
        let (puzzle, _) = puzzle_from(seed, &holes);
        prop_assert_eq!(puzzle.to_string().parse::<Grid>(), Ok(puzzle));
        prop_assert_eq!(format!("{puzzle:#}").parse::<Grid>(), Ok(puzzle));
        prop_assert_eq!(Grid::try_from(puzzle.to_bytes()), Ok(puzzle));
    }

    #[test]
    fn pencil_mark_text_round_trips(seed in any::<u64>(), holes in prop::collection::vec(0usize..81, 20..70), steps in 0usize..30) {
        let (puzzle, _) = puzzle_from(seed, &holes);
        let mut grid = LayerGrid::from_grid(&puzzle);
        let engine = Engine::default();
        for _ in 0..steps {
            let Some(step) = engine.next_step(&grid) else { break };
            prop_assert!(grid.apply(&step).is_ok());
        }
        let text = grid.to_string();
        prop_assert_eq!(text.parse::<LayerGrid>(), Ok(grid), "{}", text);
    }

    #[test]
    fn a_worked_pencil_mark_state_solves_as_its_puzzle(seed in any::<u64>(), holes in prop::collection::vec(0usize..81, 40..64), steps in 0usize..20, strike in 0usize..81) {
        let (puzzle, source) = puzzle_from(seed, &holes);
        prop_assume!(puzzle.count_solutions(2) == 1);
        let engine = Engine::default().with_self_check(SelfCheck::On);
        let mut state = LayerGrid::from_grid(&puzzle);
        for _ in 0..steps {
            let Some(step) = engine.next_step(&state) else { break };
            prop_assert!(state.apply(&step).is_ok());
        }
        // Read back as a person would paste it: the same state, the same one solution.
        let marks: LayerGrid = state.to_string().parse().expect("our own pencil marks read");
        prop_assert_eq!(marks.count_solutions(2), 1);
        prop_assert_eq!(marks.unique_solution(), Ok(source));
        prop_assert_eq!(engine.solve_from(&marks).map(|s| *s.grid()), Ok(source));
        prop_assert!(engine.rate_from(&marks).is_ok());
        // Striking out the digit the solution needs leaves no solution, and says so.
        let open: Vec<Cell> = marks.unsolved_cells().iter().collect();
        prop_assume!(!open.is_empty());
        let cell = open[strike % open.len()];
        let mut wrong = marks.clone();
        wrong.eliminate(cell, source.get(cell).expect("solved"));
        prop_assert_eq!(wrong.count_solutions(2), 0);
        prop_assert_eq!(wrong.unique_solution(), Err(SolveError::NoSolution));
        prop_assert!(matches!(engine.solve_from(&wrong), Err(SolveError::NoSolution)));
    }
}
