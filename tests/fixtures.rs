//! The known puzzles in `fixtures/`: solved correctly and soundly, bad ones refused with
//! the right error.

use sudoku_strata::{Engine, Grid, ParseError, SelfCheck, SolveError, Technique};

const PUZZLES: &str = include_str!("../fixtures/puzzles.tsv");
const INVALID: &str = include_str!("../fixtures/invalid.tsv");

/// Rows of a fixture file: tab-separated fields, comments and blank lines skipped.
fn rows(text: &str) -> impl Iterator<Item = Vec<&str>> {
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| l.split('\t').collect())
}

const FOUNDATION: [Technique; 13] = [
    Technique::FullHouse,
    Technique::NakedSingle,
    Technique::HiddenSingle,
    Technique::LockedCandidatesPointing,
    Technique::LockedCandidatesClaiming,
    Technique::LockedPair,
    Technique::LockedTriple,
    Technique::NakedPair,
    Technique::HiddenPair,
    Technique::NakedTriple,
    Technique::HiddenTriple,
    Technique::NakedQuad,
    Technique::HiddenQuad,
];

#[test]
fn every_known_puzzle_is_solved_soundly() {
    let engine = Engine::default().with_self_check(SelfCheck::On);
    let mut kinds_seen = Vec::new();
    for row in rows(PUZZLES) {
        let [kind, puzzle, solution] = row[..] else {
            panic!("bad fixture row {row:?}")
        };
        let puzzle: Grid = puzzle.parse().unwrap();
        let expected: Grid = solution.parse().unwrap();
        assert_eq!(puzzle.first_solution(), Some(expected), "{puzzle}");
        assert_eq!(puzzle.count_solutions(2), 1, "{puzzle}");
        assert_eq!(puzzle.unique_solution(), Ok(expected));
        let solved = engine.solve(&puzzle).unwrap_or_else(|e| panic!("{puzzle}: {e}"));
        assert_eq!(solved.grid(), &expected, "{puzzle}");
        let techniques: Vec<Technique> = solved.steps().iter().map(|s| s.technique()).collect();
        let singles = [
            Technique::FullHouse,
            Technique::NakedSingle,
            Technique::HiddenSingle,
        ];
        let intersections = [
            Technique::LockedCandidatesPointing,
            Technique::LockedCandidatesClaiming,
        ];
        match kind {
            "singles" => assert!(
                techniques.iter().all(|t| singles.contains(t)),
                "{puzzle}: {techniques:?}"
            ),
            "intersections" => {
                assert!(
                    techniques
                        .iter()
                        .all(|t| singles.contains(t) || intersections.contains(t))
                );
                assert!(techniques.iter().any(|t| intersections.contains(t)));
            }
            "subsets" => {
                assert!(!solved.used_backtracking());
                assert!(
                    techniques
                        .iter()
                        .any(|t| t.family() == sudoku_strata::Family::Subsets)
                );
            }
            "hard" => {
                let foundation = Engine::default()
                    .only(&FOUNDATION)
                    .expect("built-in techniques")
                    .with_self_check(SelfCheck::On);
                let partial = foundation.solve(&puzzle).unwrap();
                assert!(
                    partial.used_backtracking(),
                    "{puzzle} needs more than the foundation strategies"
                );
                assert_eq!(partial.grid(), &expected);
            }
            other => panic!("unknown fixture kind {other}"),
        }
        if !kinds_seen.contains(&kind) {
            kinds_seen.push(kind);
        }
    }
    assert_eq!(kinds_seen, ["singles", "intersections", "subsets", "hard"]);
}

#[test]
fn every_bad_puzzle_gets_its_own_error() {
    let engine = Engine::default();
    let mut checked = 0;
    for row in rows(INVALID) {
        let [kind, text] = row[..] else {
            panic!("bad fixture row {row:?}")
        };
        let parsed = text.parse::<Grid>();
        match kind {
            "too-few-cells" => assert_eq!(parsed, Err(ParseError::WrongCellCount { found: 80 })),
            "too-many-cells" => assert_eq!(parsed, Err(ParseError::WrongCellCount { found: 82 })),
            "letter" => assert_eq!(
                parsed,
                Err(ParseError::UnexpectedChar {
                    found: 'a',
                    line: 1,
                    column: 41
                })
            ),
            "digit-out-of-range" => {
                assert_eq!(
                    parsed,
                    Err(ParseError::UnexpectedChar {
                        found: '%',
                        line: 1,
                        column: 41
                    })
                )
            }
            _ => {
                let grid = parsed.unwrap_or_else(|e| panic!("{kind}: {e}"));
                let error = engine.solve(&grid).unwrap_err();
                match (kind, &error) {
                    ("repeat-row", SolveError::Contradiction(c)) => {
                        assert_eq!(c.house.kind(), sudoku_strata::HouseKind::Row)
                    }
                    ("repeat-col", SolveError::Contradiction(c)) => {
                        assert_eq!(c.house.kind(), sudoku_strata::HouseKind::Column)
                    }
                    ("repeat-box", SolveError::Contradiction(c)) => {
                        assert_eq!(c.house.kind(), sudoku_strata::HouseKind::Box)
                    }
                    ("no-solution", SolveError::NoSolution) => {
                        assert_eq!(grid.count_solutions(2), 0);
                        assert!(grid.validate().is_ok(), "the givens themselves do not repeat");
                    }
                    (
                        "several-solutions",
                        SolveError::MultipleSolutions {
                            count,
                            complete,
                            examples,
                        },
                    ) => {
                        assert!(*count >= 2);
                        assert_eq!(*complete, *count < 100);
                        assert!(grid.is_solved_by(&examples[0]) && grid.is_solved_by(&examples[1]));
                        assert_ne!(examples[0], examples[1]);
                    }
                    _ => panic!("{kind}: unexpected error {error:?}"),
                }
            }
        }
        checked += 1;
    }
    assert_eq!(checked, 9);
}

#[test]
fn bytes_outside_zero_to_nine_are_refused() {
    let mut bytes = [0u8; 81];
    bytes[80] = 10;
    assert!(matches!(
        Grid::try_from(bytes),
        Err(ParseError::ByteOutOfRange { value: 10, .. })
    ));
}
