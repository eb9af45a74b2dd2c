//! The documentation keeps up with the code.

use sudoku_strata::strategies;

const README: &str = include_str!("../README.md");

#[test]
fn the_readme_lists_every_built_in_strategy() {
    for strategy in strategies::all() {
        assert!(
            README.contains(strategy.name()),
            "README.md does not list {}",
            strategy.name()
        );
    }
}
