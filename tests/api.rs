//! The library's API beyond solving: every step at a position, generating puzzles that
//! require a technique, the generator's end, the crate's one error type, and the grid's
//! conversions.

use sudoku_strata::{Cell, Engine, Error, GenerateError, Generator, Grid, LayerGrid, SolveError, Technique};

const PUZZLES: &str = include_str!("../fixtures/puzzles.tsv");

/// (puzzle, solution) pairs of the fixtures of these kinds.
fn fixtures(kinds: &[&str]) -> Vec<(Grid, Grid)> {
    PUZZLES
        .lines()
        .map(|line| line.split('\t').collect::<Vec<_>>())
        .filter(|fields| kinds.contains(&fields[0]))
        .map(|fields| (fields[1].parse().unwrap(), fields[2].parse().unwrap()))
        .collect()
}

/// Two puzzles that need intersections, two that need subsets and one that needs more.
fn hard() -> Vec<(Grid, Grid)> {
    let mut puzzles = fixtures(&["intersections"]);
    puzzles.truncate(2);
    puzzles.extend(fixtures(&["subsets"]).into_iter().take(2));
    puzzles.extend(fixtures(&["hard"]).into_iter().take(1));
    puzzles
}

#[test]
fn every_step_at_a_position_is_sound_and_the_engines_own_is_among_them() {
    let engine = Engine::default();
    let order = engine.techniques();
    let rank = |t: Technique| order.iter().position(|&o| o == t).unwrap();
    // Listing every deduction of a position takes a second or two (every fish and every
    // net is enumerated), so five starting positions.
    for (puzzle, solution) in hard() {
        let mut state = LayerGrid::from_grid(&puzzle);
        state.assume_unique_solution();
        let every = engine.all_steps(&state);
        let next = engine.next_step(&state).expect("a step");
        assert_eq!(every[0].technique(), next.technique(), "{puzzle}");
        assert!(
            every.iter().any(|s| s.technique() == next.technique()
                && s.placements() == next.placements()
                && s.eliminations() == next.eliminations()),
            "{puzzle}: {next} is not listed"
        );
        for step in &every {
            assert_eq!(step.contradicted_by(&solution), None, "{puzzle}: {step}");
            state
                .clone()
                .apply(step)
                .unwrap_or_else(|e| panic!("{puzzle}: {step}: {e}"));
        }
        // Strategy by strategy in the engine's order, one step per deduction.
        assert!(
            every
                .windows(2)
                .all(|w| rank(w[0].technique()) <= rank(w[1].technique())),
            "{puzzle}: out of the engine's order"
        );
        let effects: std::collections::HashSet<_> = every
            .iter()
            .map(|s| (s.technique(), s.placements().to_vec(), s.eliminations().to_vec()))
            .collect();
        assert_eq!(effects.len(), every.len(), "{puzzle}: a deduction listed twice");
    }
    let solved = LayerGrid::from_grid(&hard()[0].1);
    assert!(engine.all_steps(&solved).is_empty());
}

#[test]
fn a_generator_requiring_a_technique_makes_puzzles_whose_path_takes_it() {
    let engine = Engine::default();
    for technique in [Technique::XWing, Technique::NakedPair] {
        let made: Vec<_> = Generator::new(11)
            .requiring(technique)
            .take(2)
            .collect::<Result<_, _>>()
            .unwrap();
        for puzzle in &made {
            let path = engine.solve(puzzle.puzzle()).unwrap();
            assert!(
                path.steps().iter().any(|s| s.technique() == technique),
                "{technique}: {}",
                puzzle.puzzle()
            );
        }
    }
    // Options no puzzle can meet are refused before any work.
    let error = Generator::new(1)
        .requiring(Technique::Backtracking)
        .check()
        .unwrap_err();
    assert!(matches!(error, GenerateError::NoStrategyFor { .. }), "{error}");
    let error = Generator::new(1)
        .difficulty(sudoku_strata::Difficulty::Easy)
        .requiring(Technique::XWing)
        .check()
        .unwrap_err();
    assert!(
        matches!(error, GenerateError::TechniqueAboveLevel { .. }),
        "{error}"
    );
    assert!(error.to_string().contains("X-Wing"), "{error}");
}

#[test]
fn the_generators_iterator_ends_after_an_error() {
    let mut impossible = Generator::new(1).givens(5);
    assert!(matches!(
        impossible.next(),
        Some(Err(GenerateError::TooFewGivens { asked: 5 }))
    ));
    assert!(impossible.next().is_none());
    assert!(impossible.next().is_none());
    // Giving up after its attempts ends it too.
    let picky: Vec<_> = Generator::new(1)
        .difficulty(sudoku_strata::Difficulty::Beginner)
        .givens(17)
        .max_attempts(1)
        .collect();
    assert!(matches!(picky.last(), Some(Err(GenerateError::GaveUp { .. }))));
    // Good options go on.
    assert_eq!(Generator::new(1).take(3).filter(Result::is_ok).count(), 3);
}

#[test]
fn every_error_converts_into_the_crates_error_with_its_own_message() {
    fn parse(text: &str) -> Result<Grid, Error> {
        Ok(text.parse::<Grid>()?)
    }
    fn solve(grid: &Grid) -> Result<Grid, Error> {
        Ok(*Engine::default().solve(grid)?.grid())
    }
    let error = parse("12x").unwrap_err();
    let own = "12x".parse::<Grid>().unwrap_err();
    assert!(matches!(error, Error::Parse(_)));
    assert_eq!(error.to_string(), own.to_string());
    let error = solve(&Grid::empty()).unwrap_err();
    assert!(
        matches!(error, Error::Solve(SolveError::MultipleSolutions { .. })),
        "{error}"
    );
    let error: Error = Generator::new(1).givens(5).check().unwrap_err().into();
    assert!(matches!(error, Error::Generate(_)));
    assert!(std::error::Error::source(&error).is_none() || !error.to_string().is_empty());
}

#[test]
fn a_grid_comes_from_nine_rows_and_reads_by_cell_and_by_iteration() {
    let (puzzle, _) = hard()[0];
    let bytes = puzzle.to_bytes();
    let mut rows = [[0u8; 9]; 9];
    for (i, row) in rows.iter_mut().enumerate() {
        row.copy_from_slice(&bytes[i * 9..i * 9 + 9]);
    }
    assert_eq!(Grid::try_from(rows).unwrap(), puzzle);
    for cell in Cell::ALL {
        assert_eq!(puzzle[cell], puzzle.get(cell).map_or(0, |d| d.get()));
    }
    let mut seen = 0;
    for (cell, digit) in &puzzle {
        assert_eq!(puzzle.get(cell), digit);
        seen += 1;
    }
    assert_eq!(seen, 81);
    assert_eq!(puzzle.iter().len(), 81);
    // A byte outside 0 to 9 is refused and named.
    rows[8][8] = 12;
    let error = Grid::try_from(rows).unwrap_err();
    assert!(error.to_string().contains("r9c9"), "{error}");
}

#[cfg(feature = "serde")]
#[test]
fn a_generated_puzzle_round_trips_through_serde_and_a_wrong_solution_is_refused() {
    let made = Generator::new(4).generate().unwrap();
    let json = serde_json::to_value(&made).unwrap();
    assert_eq!(json["puzzle"], made.puzzle().to_string());
    assert_eq!(json["solution"], made.solution().to_string());
    assert_eq!(json["index"], 0);
    let back: sudoku_strata::Generated = serde_json::from_value(json.clone()).unwrap();
    assert_eq!(back, made);
    let mut wrong = json;
    wrong["solution"] = serde_json::Value::String(made.puzzle().to_string());
    let error = serde_json::from_value::<sudoku_strata::Generated>(wrong).unwrap_err();
    assert!(error.to_string().contains("does not solve"), "{error}");
}

/// A grid is aligned to 16 bytes, so that it moves as whole words, also inside a
/// `Result` (where, unaligned, it sat at an odd offset and was copied piecewise).
#[test]
fn a_grid_moves_as_whole_words() {
    assert_eq!(std::mem::align_of::<Grid>(), 16);
    assert_eq!(std::mem::size_of::<Grid>(), 96);
    assert_eq!(
        std::mem::size_of::<Result<Grid, sudoku_strata::ParseError>>() % 16,
        0
    );
}
