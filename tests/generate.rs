//! The generator: every puzzle has one solution (checked with the counter), symmetry,
//! minimality, numbers of givens, levels, reproducibility and errors.

use sudoku_strata::{Difficulty, GenerateError, Generator, Givens, Grid, Symmetry};

/// Minimal by the counter alone: unique, and every given's removal gives a second
/// solution.
fn minimal_by_counting(puzzle: &Grid) -> bool {
    if puzzle.count_solutions(2) != 1 {
        return false;
    }
    puzzle.iter().filter(|(_, d)| d.is_some()).all(|(cell, _)| {
        let mut fewer = *puzzle;
        fewer.set(cell, None);
        fewer.count_solutions(2) == 2
    })
}

#[test]
fn thousands_of_puzzles_have_exactly_one_solution() {
    let mut checked = 0;
    let runs: Vec<(Generator, u64)> = vec![
        (Generator::new(1), 2000),
        (Generator::new(2).symmetry(Symmetry::Rotational180), 400),
        (Generator::new(3).symmetry(Symmetry::Rotational90), 400),
        (Generator::new(4).symmetry(Symmetry::Mirror), 400),
        (Generator::new(5).symmetry(Symmetry::Diagonal), 400),
        (Generator::new(6).givens(30..=34), 400),
    ];
    for (generator, count) in runs {
        for i in 0..count {
            let made = generator.puzzle(i).unwrap();
            let puzzle = made.puzzle();
            assert_eq!(puzzle.count_solutions(2), 1, "{puzzle}");
            assert!(puzzle.is_solved_by(made.solution()), "{puzzle}");
            checked += 1;
        }
    }
    assert!(checked >= 4000);
}

#[test]
fn symmetric_puzzles_are_symmetric() {
    for symmetry in Symmetry::ALL {
        let generator = Generator::new(11).symmetry(symmetry);
        for i in 0..50 {
            let puzzle = *generator.puzzle(i).unwrap().puzzle();
            assert!(symmetry.holds_for(&puzzle), "{symmetry}: {puzzle}");
        }
    }
}

#[test]
fn minimal_puzzles_are_minimal() {
    for symmetry in [Symmetry::None, Symmetry::Rotational180, Symmetry::Mirror] {
        let generator = Generator::new(21).symmetry(symmetry).minimal();
        for i in 0..40 {
            let puzzle = *generator.puzzle(i).unwrap().puzzle();
            assert!(minimal_by_counting(&puzzle), "{symmetry}: {puzzle}");
            assert!(puzzle.is_minimal());
            assert!(symmetry.holds_for(&puzzle), "{symmetry}: {puzzle}");
        }
    }
    // Without options the digging goes all the way: minimal too.
    let plain = Generator::new(22);
    for i in 0..100 {
        let puzzle = *plain.puzzle(i).unwrap().puzzle();
        assert!(minimal_by_counting(&puzzle), "{puzzle}");
    }
}

#[test]
fn the_number_of_givens_is_kept() {
    let exact = Generator::new(31).givens(30);
    for i in 0..50 {
        assert_eq!(exact.puzzle(i).unwrap().puzzle().given_count(), 30);
    }
    let range = Generator::new(32).givens(Givens::between(24, 26));
    for i in 0..50 {
        let count = range.puzzle(i).unwrap().puzzle().given_count();
        assert!((24..=26).contains(&count), "{count}");
    }
    let rot90 = Generator::new(33)
        .symmetry(Symmetry::Rotational90)
        .givens(28..=29);
    for i in 0..20 {
        let count = rot90.puzzle(i).unwrap().puzzle().given_count();
        assert!(count == 28 || count == 29, "{count}");
    }
}

#[test]
fn every_level_with_a_strategy_is_made_at_exactly_that_level() {
    for level in Difficulty::ALL {
        let generator = Generator::new(41).difficulty(level);
        match generator.check() {
            Ok(()) => {
                // Extreme puzzles are the rarest once the forcing chains are the only way
                // left; a few of them are enough here.
                let count = if level == Difficulty::Extreme { 4 } else { 12 };
                for i in 0..count {
                    let made = generator.puzzle(i).unwrap();
                    assert_eq!(made.rating().difficulty(), level, "{}", made.puzzle());
                    let again = made.puzzle().rate().unwrap();
                    assert_eq!(again, *made.rating());
                    assert_eq!(made.puzzle().count_solutions(2), 1);
                }
            }
            Err(GenerateError::NoTechniqueAtLevel { level: missing }) => assert_eq!(missing, level),
            // Puzzles that need trials three deep are found, not made: a clear refusal.
            Err(GenerateError::NotMadeOnDemand { level: refused }) => {
                assert_eq!((refused, level), (Difficulty::Beyond, Difficulty::Beyond));
            }
            Err(other) => panic!("{level}: {other}"),
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_puzzles() {
    let options = |seed| {
        Generator::new(seed)
            .difficulty(Difficulty::Easy)
            .symmetry(Symmetry::Rotational180)
    };
    let first: Vec<Grid> = options(7).take(10).map(|p| *p.unwrap().puzzle()).collect();
    let second: Vec<Grid> = options(7).take(10).map(|p| *p.unwrap().puzzle()).collect();
    assert_eq!(first, second);
    let other: Vec<Grid> = options(8).take(10).map(|p| *p.unwrap().puzzle()).collect();
    assert_ne!(first, other);
    // Puzzle i does not depend on the order or thread it is made in.
    let generator = options(7);
    let backwards: Vec<Grid> = (0..10)
        .rev()
        .map(|i| *generator.puzzle(i).unwrap().puzzle())
        .collect();
    assert!(backwards.iter().rev().eq(first.iter()));
    let threaded = std::thread::scope(|scope| {
        let handle = scope.spawn(|| *generator.puzzle(9).unwrap().puzzle());
        handle.join().unwrap()
    });
    assert_eq!(threaded, first[9]);
    // Distinct puzzles within one sequence.
    let mut sorted: Vec<String> = first.iter().map(Grid::to_string).collect();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted.len(), first.len());
}

#[test]
fn impossible_options_are_refused_at_once() {
    type Expected = fn(&GenerateError) -> bool;
    let cases: Vec<(Generator, Expected)> = vec![
        (Generator::new(1).givens(5), |e| {
            matches!(e, GenerateError::TooFewGivens { asked: 5 })
        }),
        (Generator::new(1).givens(82), |e| {
            matches!(e, GenerateError::TooManyGivens { asked: 82 })
        }),
        (Generator::new(1).givens(Givens::between(30, 20)), |e| {
            matches!(e, GenerateError::EmptyRange { min: 30, max: 20 })
        }),
        (
            Generator::new(1).symmetry(Symmetry::Rotational90).givens(26..=27),
            |e| matches!(e, GenerateError::SymmetryGivens { group: 4, .. }),
        ),
        (Generator::new(1).minimal().givens(41..=50), |e| {
            matches!(e, GenerateError::MinimalTooManyGivens { min: 41 })
        }),
    ];
    for (generator, expected) in cases {
        let error = generator.puzzle(0).unwrap_err();
        assert!(expected(&error), "{error:?}");
        assert!(!error.to_string().is_empty());
    }
}

#[test]
fn options_that_are_not_met_give_up_after_the_attempts() {
    // Puzzles solved by singles alone with 17 givens are far too rare to find in 3 tries.
    let generator = Generator::new(1)
        .difficulty(Difficulty::Beginner)
        .givens(17)
        .max_attempts(3);
    match generator.puzzle(0) {
        Err(GenerateError::GaveUp { attempts, options }) => {
            assert_eq!(attempts, 3);
            assert!(
                options.contains("level beginner") && options.contains("givens 17"),
                "{options}"
            );
        }
        other => panic!("expected to give up, got {other:?}"),
    }
}

#[test]
fn puzzles_asked_in_the_explainer_band_have_their_er_there_and_our_level_too() {
    // Beyond has no band and is not made (see the test above).
    for level in Difficulty::ALL
        .into_iter()
        .filter(|&level| level != Difficulty::Beyond)
    {
        let count = if level == Difficulty::Extreme { 1 } else { 3 };
        let mut generator = Generator::new(11).difficulty(level).in_explainer_band();
        for _ in 0..count {
            let made = generator.generate().expect("a puzzle");
            let er = made
                .puzzle()
                .try_explainer_rating()
                .expect("a generated puzzle is proper")
                .er();
            let (low, high) = level.explainer_band();
            assert!(er > low && er <= high, "{level}: ER {er} for {}", made.puzzle());
            assert_eq!(Difficulty::of_explainer_rating(er), level);
            assert_eq!(made.rating().difficulty(), level, "{}", made.puzzle());
        }
    }
}

#[test]
fn the_explainer_bands_follow_each_other_without_gaps() {
    let mut previous = 0.0;
    // Beyond's band is empty: ER does not tell its puzzles from the older hardest.
    assert_eq!(
        Difficulty::Beyond.explainer_band(),
        (f64::INFINITY, f64::INFINITY)
    );
    for level in Difficulty::ALL
        .into_iter()
        .filter(|&level| level != Difficulty::Beyond)
    {
        let (low, high) = level.explainer_band();
        assert_eq!(low, previous, "{level}");
        assert!(high > low, "{level}");
        assert_eq!(Difficulty::of_explainer_rating(high.min(20.0)), level);
        previous = high;
    }
    assert_eq!(previous, f64::INFINITY);
}
