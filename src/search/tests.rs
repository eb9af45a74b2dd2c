//! The search's tests: answers against a plain reference search, the fallback build,
//! the node limit, random grids and the rectangle shortcut.

use super::*;
use proptest::prelude::*;

/// A puzzle line as row-major digits (0 for empty).
pub(in crate::search) fn parse(line: &str) -> [u8; 81] {
    let mut cells = [0u8; 81];
    for (cell, b) in cells.iter_mut().zip(line.bytes()) {
        *cell = if b.is_ascii_digit() { b - b'0' } else { 0 };
    }
    cells
}

fn is_valid_solution(puzzle: &[u8; 81], solution: &[u8; 81]) -> bool {
    let grid = crate::Grid::try_from(*solution).expect("bytes");
    grid.is_solved() && puzzle.iter().zip(solution).all(|(&p, &s)| p == 0 || p == s)
}

/// A small xorshift source of numbers below its argument.
fn source(seed: u64) -> impl FnMut(usize) -> usize {
    let mut seed = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    }
}

/// A random full grid, drawn with the shuffled search.
fn random_grid(seed: u64) -> [u8; 81] {
    let mut next = source(seed);
    let config = Config {
        max_solutions: 1,
        keep: 1,
        node_limit: None,
        shuffle: Some(&mut next),
    };
    run(Start::Digits(&[0u8; 81]), config).solutions[0]
}

/// Every solution of `puzzle` up to `limit`, by a plain search over cell masks.
fn reference_solutions(puzzle: &[u8; 81], limit: usize) -> Vec<[u8; 81]> {
    fn fill(cells: &mut [u8; 81], limit: usize, found: &mut Vec<[u8; 81]>) {
        let free = |cells: &[u8; 81], i: usize| {
            let (r, c) = (i / 9, i % 9);
            let mut used = 0u16;
            for k in 0..9 {
                used |= 1 << cells[r * 9 + k];
                used |= 1 << cells[k * 9 + c];
                used |= 1 << cells[(r / 3 * 3 + k / 3) * 9 + c / 3 * 3 + k % 3];
            }
            !used & 0x3FE
        };
        let open = (0..81)
            .filter(|&i| cells[i] == 0)
            .min_by_key(|&i| free(cells, i).count_ones());
        let Some(i) = open else {
            found.push(*cells);
            return;
        };
        let mask = free(cells, i);
        for v in 1..=9u8 {
            if mask & 1 << v != 0 && found.len() < limit {
                cells[i] = v;
                fill(cells, limit, found);
                cells[i] = 0;
            }
        }
    }
    let mut found = Vec::new();
    fill(&mut puzzle.clone(), limit, &mut found);
    found
}

#[test]
fn nearly_empty_grids_are_answered_at_once() {
    // Three givens in one band: branching on placements once sank into a subtree of
    // millions of nodes without a solution here.
    for line in [
        ".................3.....9.5...........................................7...........",
        ".................3.......5...........................................7...........",
    ] {
        let cells = parse(line);
        let solution = first_solution(&cells).expect("solvable");
        assert!(is_valid_solution(&cells, &solution));
        assert_eq!(count_solutions(&cells, 2), 2);
        let config = Config {
            max_solutions: 2,
            keep: 0,
            node_limit: Some(10_000),
            shuffle: None,
        };
        assert!(!run(Start::Digits(&cells), config).hit_node_limit, "{line}");
    }
}

#[test]
fn solves_a_hard_puzzle() {
    let puzzle = parse("........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3");
    let solution = first_solution(&puzzle).expect("solvable");
    assert!(is_valid_solution(&puzzle, &solution));
    assert_eq!(count_solutions(&puzzle, 2), 1);
    // The fallback build too, with the same tree.
    let plain = run_on(Start::Digits(&puzzle), Config::count(2), InstructionSet::Plain);
    let detected = run_on(Start::Digits(&puzzle), Config::count(2), InstructionSet::Detected);
    assert_eq!(plain.count, 1);
    assert!(plain.guesses > 0);
    assert_eq!(plain.guesses, detected.guesses);
}

#[test]
fn sparse_grids_branch_in_the_unit_with_the_fewest_placements() {
    assert_eq!(
        unit_choice(FEWEST_PLACEMENTS_MIN_OPEN),
        board::UnitChoice::FewestPlacements
    );
    assert_eq!(
        unit_choice(FEWEST_PLACEMENTS_MIN_OPEN - 1),
        board::UnitChoice::FewestOpenDigits
    );
    // Seventeen givens of random grids: the counts agree with the plain search, and
    // the search does branch on placements there.
    let mut guesses = 0;
    for seed in 0..8 {
        let grid = random_grid(seed);
        let mut puzzle = [0u8; 81];
        for k in 0..17 {
            let i = (k * 19 + seed as usize) % 81;
            puzzle[i] = grid[i];
        }
        let outcome = run(Start::Digits(&puzzle), Config::count(20));
        assert_eq!(
            outcome.count,
            reference_solutions(&puzzle, 20).len(),
            "seed {seed}"
        );
        guesses += outcome.guesses;
    }
    assert!(guesses > 0);
}

#[test]
fn counts_stop_at_the_limit() {
    let empty = [0u8; 81];
    assert_eq!(count_solutions(&empty, 0), 0);
    assert_eq!(count_solutions(&empty, 1), 1);
    assert_eq!(count_solutions(&empty, 500), 500);
}

#[test]
fn contradictory_givens_have_no_solution() {
    let mut puzzle = [0u8; 81];
    puzzle[0] = 5;
    puzzle[1] = 5;
    assert_eq!(count_solutions(&puzzle, 2), 0);
    assert!(first_solution(&puzzle).is_none());
    puzzle[1] = 10;
    assert_eq!(count_solutions(&puzzle, 2), 0);
    assert!(first_solution(&puzzle).is_none());
    // The same digit in one column, in different bands.
    let mut puzzle = [0u8; 81];
    puzzle[4] = 7;
    puzzle[76] = 7;
    assert_eq!(count_solutions(&puzzle, 2), 0);
}

#[test]
fn node_limit_stops_the_search() {
    let config = Config {
        max_solutions: usize::MAX,
        keep: 0,
        node_limit: Some(100),
        shuffle: None,
    };
    let outcome = run(Start::Digits(&[0u8; 81]), config);
    assert!(outcome.hit_node_limit);
}

#[test]
fn candidates_start_agrees_with_digits() {
    let puzzle = parse("..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489");
    let mut planes = [0u128; 9];
    for (d, plane) in planes.iter_mut().enumerate() {
        for (i, &v) in puzzle.iter().enumerate() {
            if v == 0 || usize::from(v) == d + 1 {
                *plane |= 1 << i;
            }
        }
    }
    let config = Config {
        max_solutions: 2,
        keep: 2,
        node_limit: None,
        shuffle: None,
    };
    let outcome = run(Start::Candidates(&planes), config);
    assert_eq!(outcome.count, 1);
    assert_eq!(Some(outcome.solutions[0]), first_solution(&puzzle));
}

#[test]
fn shuffled_search_gives_valid_different_grids() {
    let grids = [random_grid(1), random_grid(2), random_grid(3)];
    for grid in &grids {
        assert!(is_valid_solution(&[0u8; 81], grid));
    }
    assert_ne!(grids[0], grids[1]);
    assert_ne!(grids[1], grids[2]);
}

/// The four corners of a rectangle of `grid` (two rows, two columns, two boxes) whose
/// digits swap crosswise, if it has one.
fn swappable_rectangle(grid: &[u8; 81]) -> Option<[usize; 4]> {
    for r1 in 0..9 {
        for r2 in r1 + 1..9 {
            for c1 in 0..9 {
                for c2 in c1 + 1..9 {
                    let one_band = r1 / 3 == r2 / 3;
                    let one_stack = c1 / 3 == c2 / 3;
                    let corners = [9 * r1 + c1, 9 * r1 + c2, 9 * r2 + c1, 9 * r2 + c2];
                    let [p, q, r, s] = corners.map(|i| grid[i]);
                    if one_band != one_stack && p == s && q == r {
                        return Some(corners);
                    }
                }
            }
        }
    }
    None
}

#[test]
fn a_rectangle_at_the_first_solution_spares_the_search_for_the_second() {
    let (grid, corners) = (0..100)
        .find_map(|seed| {
            let grid = random_grid(seed);
            swappable_rectangle(&grid).map(|corners| (grid, corners))
        })
        .expect("a grid with a rectangle among a hundred");
    let mut puzzle = grid;
    for i in corners {
        puzzle[i] = 0;
    }
    // One try (a corner) reaches a solution that swaps into the other.
    let counted = run(Start::Digits(&puzzle), Config::count(2));
    assert_eq!((counted.count, counted.guesses), (2, 1));
    assert_eq!(count_solutions(&puzzle, 2), 2);
    assert_eq!(count_to_two_keeping_first(&puzzle).0, 2);
    // Keeping the solutions, the search finds both.
    let kept = run(
        Start::Digits(&puzzle),
        Config {
            keep: 2,
            ..Config::count(2)
        },
    );
    assert_eq!((kept.count, kept.guesses), (2, 2));
    assert!(kept.solutions.contains(&grid));
    // The swap needs all four corners free: with one given, the puzzle is unique.
    puzzle[corners[0]] = grid[corners[0]];
    assert_eq!(count_solutions(&puzzle, 2), 1);
}

#[test]
fn swaps_in_rectangle_finds_exactly_the_swaps_that_give_another_solution() {
    let mut found = 0;
    for seed in 0..40 {
        let grid = random_grid(seed);
        let board = Board::from_digits(&grid).expect("a full grid");
        let mut next = source(seed);
        // About three cells in four free.
        let free_cells: Vec<bool> = (0..81).map(|_| next(4) != 0).collect();
        let mut free = [0u32; 3];
        for (i, _) in free_cells.iter().enumerate().filter(|(_, f)| **f) {
            free[i / 27] |= 1 << (i % 27);
        }
        for x in (0..81).filter(|&i| free_cells[i]) {
            let cell = board::BandCell {
                band: x / 27,
                bit: 1 << (x % 27),
            };
            let a = grid[x];
            for b in (1..=9).filter(|&b| b != a) {
                let expected = (0..81).any(|y| {
                    let (r1, c1, r2, c2) = (x / 9, x % 9, y / 9, y % 9);
                    let corners = [x, 9 * r1 + c2, 9 * r2 + c1, y];
                    if r1 == r2 || c1 == c2 || grid[y] != a || grid[corners[1]] != b || grid[corners[2]] != b
                    {
                        return false;
                    }
                    let mut swapped = grid;
                    for i in corners {
                        swapped[i] = if grid[i] == a { b } else { a };
                    }
                    corners.iter().all(|&i| free_cells[i]) && is_valid_solution(&[0; 81], &swapped)
                });
                let pair = 1 << (a - 1) | 1 << (b - 1);
                assert_eq!(
                    board.swaps_in_rectangle(cell, pair, free),
                    expected,
                    "seed {seed} cell {x} digits {a}{b}"
                );
                found += usize::from(expected);
            }
            // A pair without the cell's digit names no rectangle.
            let mut others = (1..=9u8).filter(|&d| d != a);
            let (b, c) = (others.next().expect("eight"), others.next().expect("eight"));
            assert!(!board.swaps_in_rectangle(cell, 1 << (b - 1) | 1 << (c - 1), free));
        }
    }
    assert!(found > 0);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// A puzzle made by emptying cells of a full grid keeps that grid among its
    /// solutions; the counts and kept solutions agree with a plain search.
    #[test]
    fn emptied_grids_keep_their_source(seed in any::<u64>(), holes in any::<u128>(), extra in 0usize..3) {
        let grid = random_grid(seed);
        let mut puzzle = grid;
        // Empty a random half of the cells, and then some.
        let mut holes = holes;
        for _ in 0..extra {
            holes |= holes >> 1;
        }
        for (i, cell) in puzzle.iter_mut().enumerate() {
            if holes >> i & 1 == 1 {
                *cell = 0;
            }
        }
        let limit = 20;
        let config = Config { max_solutions: limit, keep: limit, node_limit: None, shuffle: None };
        let outcome = run(Start::Digits(&puzzle), config);
        prop_assert!(outcome.count >= 1);
        prop_assert_eq!(outcome.count, outcome.solutions.len());
        for solution in &outcome.solutions {
            prop_assert!(is_valid_solution(&puzzle, solution));
        }
        let reference = reference_solutions(&puzzle, limit);
        prop_assert_eq!(outcome.count, reference.len());
        if outcome.count < limit {
            prop_assert!(outcome.solutions.contains(&grid));
            let mut ours = outcome.solutions.clone();
            let mut theirs = reference;
            ours.sort_unstable();
            theirs.sort_unstable();
            prop_assert_eq!(ours, theirs);
        }
        prop_assert_eq!(count_solutions(&puzzle, 2), outcome.count.min(2));
        let first = first_solution(&puzzle);
        prop_assert!(first.is_some_and(|s| is_valid_solution(&puzzle, &s)));
    }

    /// The plain build (the fallback for processors without the instructions of the
    /// other) takes the same tree and finds the same solutions in the same order as
    /// the build detected at run time.
    #[test]
    fn the_plain_build_searches_as_the_detected_one(seed in any::<u64>(), holes in any::<u128>(), max_solutions in 1usize..40) {
        let mut puzzle = random_grid(seed);
        for (i, cell) in puzzle.iter_mut().enumerate() {
            if holes >> i & 1 == 1 || holes >> (i / 2) & 1 == 1 {
                *cell = 0;
            }
        }
        let config = || Config { max_solutions, keep: max_solutions, node_limit: Some(5_000), shuffle: None };
        let plain = run_on(Start::Digits(&puzzle), config(), InstructionSet::Plain);
        let detected = run_on(Start::Digits(&puzzle), config(), InstructionSet::Detected);
        prop_assert!(plain.count >= 1);
        prop_assert_eq!(plain.count, detected.count);
        prop_assert_eq!(plain.guesses, detected.guesses);
        prop_assert_eq!(plain.hit_node_limit, detected.hit_node_limit);
        prop_assert_eq!(plain.solutions, detected.solutions);
    }

    /// Givens where two equal digits share a row, column or box have no solution;
    /// any solution found for the others is valid.
    #[test]
    fn clashing_givens_have_no_solution(cells in proptest::collection::vec((0usize..81, 1u8..=9), 0..12)) {
        let mut puzzle = [0u8; 81];
        for &(cell, digit) in &cells {
            puzzle[cell] = digit;
        }
        let sees = |a: usize, b: usize| {
            a / 9 == b / 9 || a % 9 == b % 9 || (a / 27, a % 9 / 3) == (b / 27, b % 9 / 3)
        };
        let clash = (0..81).any(|a| {
            (a + 1..81).any(|b| puzzle[a] != 0 && puzzle[a] == puzzle[b] && sees(a, b))
        });
        let first = first_solution(&puzzle);
        if clash {
            prop_assert!(first.is_none());
            prop_assert_eq!(count_solutions(&puzzle, 2), 0);
        } else {
            prop_assert!(first.is_none_or(|s| is_valid_solution(&puzzle, &s)));
            prop_assert_eq!(count_solutions(&puzzle, 1), usize::from(first.is_some()));
        }
    }
}
