//! Canonical forms on real puzzles: a random isomorph of each puzzle has the puzzle's
//! canonical form, and the form is a fixed point.

mod common {
    pub mod datasets;
}

use sudoku_strata::Grid;

#[test]
fn random_isomorphs_of_a_thousand_puzzles_share_their_canonical_form() {
    let Some(folder) = common::datasets::folder_or_skip("canonical forms") else {
        return;
    };
    let puzzles: Vec<Grid> = common::datasets::puzzles(&folder, "top1465")
        .iter()
        .take(1000)
        .map(|line| line.parse().expect("a puzzle of the set"))
        .collect();
    assert_eq!(puzzles.len(), 1000);
    for (i, puzzle) in puzzles.iter().enumerate() {
        let canonical = puzzle.canonical();
        let other = puzzle.random_isomorph(i as u64);
        assert_eq!(
            other.canonical(),
            canonical,
            "puzzle {} and its isomorph {i}",
            puzzle
        );
        assert_eq!(canonical.canonical(), canonical, "{puzzle}");
        assert_eq!(canonical.given_count(), puzzle.given_count());
        assert!(canonical.is_equivalent(puzzle));
    }
    // Different puzzles of the set are (almost all) not equivalent.
    let distinct: std::collections::HashSet<Grid> = puzzles.iter().map(Grid::canonical).collect();
    assert!(distinct.len() > 990, "{}", distinct.len());
}
