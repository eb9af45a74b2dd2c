//! The rating's unit tests: levels, scores and the two paths.

use super::*;
use crate::{Cell, Digit, House, SelfCheck};

const EASY: &str = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489";
const HARD: &str = ".3......28.6....1.....4...3..1..6.7....7..3.4.6.3.5.......87..9..9..2...7.....2..";

fn cell(r: u8, c: u8) -> Cell {
    Cell::from_row_col(r, c).unwrap()
}

fn d(v: u8) -> Digit {
    Digit::new(v).unwrap()
}

#[test]
fn hidden_singles_score_by_house_kind() {
    let in_box = Step::builder(Technique::HiddenSingle)
        .place(cell(1, 1), d(1))
        .house(House::block(0))
        .build();
    let in_col = Step::builder(Technique::HiddenSingle)
        .place(cell(1, 1), d(1))
        .house(House::col(0))
        .build();
    assert_eq!(Rating::of_steps(std::slice::from_ref(&in_box)).path_score(), 1.2);
    assert_eq!(Rating::of_steps(&[in_box, in_col]).path_score(), 1.5);
}

#[test]
fn pointing_followed_by_a_hidden_single_is_direct() {
    // 3 of box 1 lies on row 1, so r1c5 loses it; then 3 has one place left in box 2.
    let pointing = Step::builder(Technique::LockedCandidatesPointing)
        .eliminate(cell(1, 5), d(3))
        .house(House::block(0))
        .house(House::row(0))
        .build();
    let single = Step::builder(Technique::HiddenSingle)
        .place(cell(2, 5), d(3))
        .house(House::block(1))
        .build();
    let elsewhere = Step::builder(Technique::HiddenSingle)
        .place(cell(9, 9), d(3))
        .house(House::block(8))
        .build();
    let naked = Step::builder(Technique::NakedSingle)
        .place(cell(2, 5), d(3))
        .build();
    let direct = Rating::of_steps(&[pointing.clone(), single]);
    assert_eq!(direct.path_score(), 1.7);
    assert_eq!(direct.difficulty(), Difficulty::Easy);
    assert_eq!(direct.hardest(), Technique::LockedCandidatesPointing);
    assert_eq!(Rating::of_steps(&[pointing.clone(), naked]).path_score(), 2.6);
    assert_eq!(Rating::of_steps(&[pointing, elsewhere]).path_score(), 2.6);
}

#[test]
fn the_hardest_technique_is_the_one_of_the_highest_level() {
    let quad = Step::builder(Technique::HiddenQuad)
        .eliminate(cell(1, 1), d(1))
        .build();
    let finned = Step::builder(Technique::FinnedXWing)
        .eliminate(cell(2, 2), d(2))
        .build();
    let rating = Rating::of_steps(&[quad, finned]);
    assert_eq!(rating.difficulty(), Difficulty::Hard);
    assert_eq!(rating.hardest(), Technique::FinnedXWing);
    assert_eq!(rating.path_score(), 5.4);
}

#[test]
fn chains_score_more_with_length() {
    assert_eq!(chain_length_bonus(0), 0.0);
    assert_eq!(chain_length_bonus(6), 0.1);
    assert_eq!(chain_length_bonus(12), 0.3);
    assert_eq!(chain_length_bonus(13), 0.4);
    assert_eq!(chain_length_bonus(16), 0.4);
    assert_eq!(chain_length_bonus(17), 0.5);
}

#[test]
fn rating_an_easy_puzzle_takes_singles_only() {
    let puzzle: Grid = EASY.parse().unwrap();
    let engine = Engine::default().with_self_check(SelfCheck::On);
    let rating = engine.rate(&puzzle).unwrap();
    assert_eq!(rating.difficulty(), Difficulty::Beginner);
    assert!(rating.path_score() <= 2.3);
    // The easiest path never scores above the engine's own path.
    let solution = engine.solve(&puzzle).unwrap();
    assert!(rating.path_score() <= solution.rating().path_score());
}

#[test]
fn backtracking_is_at_the_top() {
    let puzzle: Grid = HARD.parse().unwrap();
    let rating = Engine::built_in(&[Technique::NakedSingle, Technique::HiddenSingle])
        .with_self_check(SelfCheck::On)
        .rate(&puzzle)
        .unwrap();
    assert_eq!(rating.difficulty(), Difficulty::Extreme);
    assert_eq!(rating.hardest(), Technique::Backtracking);
    assert!(rating.path_score() > 11.0);
    assert!(Technique::ALL.iter().all(|t| t.score() <= rating.path_score()));
}

#[test]
fn bad_puzzles_get_the_engine_errors() {
    let twice: Grid = format!("55{}", ".".repeat(79)).parse().unwrap();
    assert!(matches!(twice.rate(), Err(SolveError::Contradiction(_))));
    let open = Grid::empty();
    assert!(matches!(open.rate(), Err(SolveError::MultipleSolutions { .. })));
}

/// A net with `links` arrows: every link from r1c1 to r1c9 on 5, enough to count.
fn net_with_links(technique: Technique, links: usize) -> Step {
    let node = |c: Cell| crate::ChainNode::new(d(5), crate::CellSet::from_iter([c]));
    let link = crate::Link::new(node(cell(1, 1)), node(cell(1, 9)), crate::LinkKind::Weak);
    (0..links)
        .fold(Step::builder(technique).eliminate(cell(1, 1), d(5)), |step, _| {
            step.link(link)
        })
        .build()
}

#[test]
fn a_deep_net_scores_above_every_nested_net_and_below_the_search() {
    let deep = net_with_links(Technique::DeepForcingNet, 2);
    let short_nested = net_with_links(Technique::NestedForcingNet, 2);
    assert!(short_nested.score() < deep.score());
    for links in [10, 100, 300, 1000] {
        let nested = net_with_links(Technique::NestedForcingNet, links);
        let long_deep = net_with_links(Technique::DeepForcingNet, links);
        assert!(nested.score() <= long_deep.score(), "{links} links");
        // The length bonus never lifts a step of logic to the search's score.
        assert!(long_deep.score() < backtracking_score(0), "{links} links");
        assert_eq!(long_deep.score(), deep.score(), "{links} links");
    }
}
