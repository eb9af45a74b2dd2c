//! A user's own strategy, with its own technique: the engine, the rating and the errors
//! read its name, level and score, never a name string.

use sudoku_strata::{
    Difficulty, Engine, Grid, GridSolver, House, LayerGrid, MissingStrategy, SelfCheck, SolveError, Step,
    StepError, Technique,
};

const MY_SINGLE: Technique = Technique::custom("My Single", Difficulty::Easy, 3.3);

/// A puzzle that singles solve.
const EASY: &str = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489";

/// Both kinds of single at once: a cell with one candidate, or a digit with one place
/// left in a house.
struct MySingle;

impl GridSolver for MySingle {
    fn technique(&self) -> Technique {
        MY_SINGLE
    }

    fn find(&self, grid: &LayerGrid) -> Option<Step> {
        for cell in grid.unsolved_cells() {
            if let Some(digit) = grid.cell_candidates(cell).single_digit() {
                return Some(Step::builder(MY_SINGLE).place(cell, digit).build());
            }
        }
        for house in House::ALL {
            for digit in sudoku_strata::Digit::ALL {
                if let Some(cell) = grid.candidates_in(digit, house).single_cell() {
                    return Some(Step::builder(MY_SINGLE).place(cell, digit).house(house).build());
                }
            }
        }
        None
    }
}

fn easy() -> Grid {
    EASY.parse().expect("a puzzle")
}

#[test]
fn a_users_technique_rates_at_its_own_level_and_score() {
    let engine = Engine::new(vec![Box::new(MySingle)]).with_self_check(SelfCheck::On);
    let rating = engine.rate(&easy()).expect("a rating");
    assert_eq!(rating.hardest(), MY_SINGLE);
    assert_eq!(rating.hardest().name(), "My Single");
    assert_eq!(rating.difficulty(), Difficulty::Easy);
    assert_eq!(rating.path_score(), 3.3);
    let solution = engine.solve(&easy()).expect("solved");
    assert!(!solution.used_backtracking());
    assert!(solution.steps().iter().all(|s| s.technique() == MY_SINGLE));
}

#[test]
fn only_keeps_a_users_strategy_and_solves_by_it() {
    let engine = Engine::default()
        .with_strategy(Box::new(MySingle))
        .only(&[MY_SINGLE])
        .expect("the engine has it");
    assert_eq!(engine.techniques(), [MY_SINGLE]);
    let solution = engine.solve(&easy()).expect("solved");
    assert!(!solution.used_backtracking());
    assert!(solution.steps().iter().all(|s| s.technique() == MY_SINGLE));
}

#[test]
fn only_refuses_a_technique_the_engine_lacks() {
    let missing: MissingStrategy = Engine::default()
        .only(&[Technique::HiddenSingle, MY_SINGLE])
        .unwrap_err();
    assert_eq!(missing.technique, MY_SINGLE);
}

#[test]
fn a_users_technique_is_placed_by_its_level() {
    let engine = Engine::default().with_strategy(Box::new(MySingle));
    let order = engine.techniques();
    let at = order.iter().position(|&t| t == MY_SINGLE).expect("added");
    assert!(order[..at].iter().all(|t| t.difficulty() <= Difficulty::Easy));
    assert!(order[at + 1..].iter().all(|t| t.difficulty() > Difficulty::Easy));
}

/// A user's strategy that happens to carry a built-in technique's name is its own
/// technique: removing the built-in one leaves it, and no built-in setting reaches it.
#[test]
fn a_name_alone_never_makes_a_users_technique_a_built_in_one() {
    const LOOKALIKE: Technique = Technique::custom("Forcing Net", Difficulty::Hard, 5.0);
    struct Lookalike;
    impl GridSolver for Lookalike {
        fn technique(&self) -> Technique {
            LOOKALIKE
        }
        fn find(&self, _: &LayerGrid) -> Option<Step> {
            None
        }
    }
    assert_ne!(LOOKALIKE, Technique::ForcingNet);
    let engine = Engine::default()
        .with_strategy(Box::new(Lookalike))
        .without(&[Technique::ForcingNet]);
    assert!(engine.techniques().contains(&LOOKALIKE));
    assert!(!engine.techniques().contains(&Technique::ForcingNet));
}

#[test]
fn errors_name_the_users_technique() {
    const IDLE: Technique = Technique::custom("Idle", Difficulty::Medium, 4.0);
    struct Idle;
    impl GridSolver for Idle {
        fn technique(&self) -> Technique {
            IDLE
        }
        fn find(&self, _: &LayerGrid) -> Option<Step> {
            Some(Step::builder(IDLE).build())
        }
    }
    let error = Engine::new(vec![Box::new(Idle)]).solve(&easy()).unwrap_err();
    assert_eq!(
        error,
        SolveError::InvalidStep {
            technique: IDLE,
            source: StepError::NoEffect
        }
    );
    assert_eq!(
        error.to_string(),
        "the strategy of Idle returned a step that cannot be applied: the step changes nothing"
    );
}

#[test]
fn custom_scores_keep_one_decimal() {
    assert_eq!(Technique::custom("A", Difficulty::Hard, 4.349).score(), 4.3);
    assert_eq!(Technique::custom("B", Difficulty::Hard, -1.0).score(), 0.0);
    assert_eq!(Technique::custom("C", Difficulty::Hard, f32::NAN).score(), 0.0);
    assert_eq!(Technique::custom("D", Difficulty::Hard, 99.0).score(), 25.5);
}
