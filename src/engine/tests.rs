//! The engine's own tests: the loop, backtracking, counting and the self-check.

use super::*;

const EASY: &str = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489";
const HARD: &str = ".3......28.6....1.....4...3..1..6.7....7..3.4.6.3.5.......87..9..9..2...7.....2..";

#[test]
fn singles_engine_solves_an_easy_puzzle_soundly() {
    let puzzle: Grid = EASY.parse().unwrap();
    let engine = Engine::default().with_self_check(SelfCheck::On);
    let solution = engine.solve(&puzzle).unwrap();
    assert!(puzzle.is_solved_by(solution.grid()));
    assert!(!solution.used_backtracking());
}

#[test]
fn backtracking_is_reported_as_its_own_step() {
    let puzzle: Grid = HARD.parse().unwrap();
    let engine = Engine::built_in(&[Technique::NakedSingle]).with_self_check(SelfCheck::On);
    let solution = engine.solve(&puzzle).unwrap();
    assert!(solution.used_backtracking());
    let last = solution.steps().last().unwrap();
    assert_eq!(last.technique(), Technique::Backtracking);
    assert!(
        last.to_string()
            .starts_with("Backtracking: no logical step found;"),
        "{last}"
    );
    assert!(puzzle.is_solved_by(solution.grid()));
    assert_eq!(
        solution
            .steps()
            .iter()
            .filter(|s| s.technique() == Technique::Backtracking)
            .count(),
        1
    );
}

#[test]
fn without_backtracking_the_engine_reports_where_it_stopped() {
    let puzzle: Grid = HARD.parse().unwrap();
    let engine = Engine::built_in(&[Technique::NakedSingle]).with_backtracking(Backtracking::Off);
    match engine.solve(&puzzle) {
        Err(SolveError::Stuck(stuck)) => assert!(!stuck.grid.is_solved()),
        other => panic!("expected Stuck, got {other:?}"),
    }
}

#[test]
fn several_solutions_are_counted_with_two_examples() {
    let puzzle: Grid = format!("{}{}", &HARD[..70], ".".repeat(11)).parse().unwrap();
    match Engine::default().solve(&puzzle) {
        Err(SolveError::MultipleSolutions { count, examples, .. }) => {
            assert!(count >= 2);
            assert_ne!(examples[0], examples[1]);
            assert!(puzzle.is_solved_by(&examples[0]) && puzzle.is_solved_by(&examples[1]));
        }
        other => panic!("expected several solutions, got {other:?}"),
    }
}

#[test]
fn a_hidden_contradiction_means_no_solution() {
    // Valid givens, but r1c9 can hold no digit: row 1 has 1-8, column 9 has 9.
    let puzzle: Grid = "12345678.........9..............................................................."
        .parse()
        .unwrap();
    assert_eq!(Engine::default().solve(&puzzle), Err(SolveError::NoSolution));
}

#[test]
fn node_limit_is_reported() {
    // The open grid needs many branch points to count its solutions.
    let engine = Engine::default().with_node_limit(1);
    assert_eq!(
        engine.solve(&Grid::empty()),
        Err(SolveError::NodeLimit { limit: 1 })
    );
}

const LIAR: Technique = Technique::custom("Liar", crate::Difficulty::Easy, 2.0);

struct Liar;

impl GridSolver for Liar {
    fn technique(&self) -> Technique {
        LIAR
    }
    fn find(&self, grid: &LayerGrid) -> Option<Step> {
        let cell = grid.unsolved_cells().first()?;
        let digit = grid.cell_candidates(cell).first()?;
        Some(Step::builder(LIAR).eliminate(cell, digit).build())
    }
}

#[test]
fn self_check_catches_an_unsound_strategy() {
    let puzzle: Grid = HARD.parse().unwrap();
    let engine = Engine::new(vec![Box::new(Liar)]).with_self_check(SelfCheck::On);
    let mut caught = false;
    // Liar removes the smallest candidate of the first open cell; sooner or later that
    // is the solution's digit.
    if let Err(SolveError::UnsoundStep { .. }) = engine.solve(&puzzle) {
        caught = true;
    }
    assert!(caught);
}
