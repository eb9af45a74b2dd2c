//! The properties the fuzz targets check, shared with `tests/fuzz_regressions.rs`, which
//! replays every input kept in `fuzz/regressions/<target>/`.

#![allow(dead_code)]

use sudoku_strata::{
    CandidateView, Cell, Difficulty, Digit, Engine, Generator, Givens, Grid, LayerGrid, Limits, Puzzle,
    ReadLimits, Reader, SolveError, Symmetry, strategies,
};

/// Any text: the grid reader answers with a grid or an error, and what it reads prints
/// back to the same grid.
pub fn parse_grid(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(grid) = text.parse::<Grid>() {
        assert_eq!(grid.to_string().parse::<Grid>(), Ok(grid));
        assert_eq!(format!("{grid:#}").parse::<Grid>(), Ok(grid));
    }
}

/// Any text: the pencil-mark reader answers with a grid or an error, and what it reads
/// prints back to the same state.
pub fn parse_pencil_marks(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(grid) = text.parse::<LayerGrid>() {
        let again: LayerGrid = grid.to_string().parse().expect("printed pencil marks read back");
        assert_eq!(again.to_string(), grid.to_string());
    }
}

/// Any bytes: the reader gives each puzzle or its error (never a panic) within its
/// limits, an error's position is in the input at or after its entry's first line, and
/// every puzzle it reads prints as text that reads back to the same state.
pub fn read_puzzles(data: &[u8]) {
    let limits = ReadLimits::DEFAULT.with_max_line(512).with_max_input(1 << 16);
    let lines = data.split(|&b| b == b'\n').count();
    for entry in Reader::with_limits(data, limits) {
        let Ok(entry) = entry else { break };
        assert!(entry.line >= 1 && entry.line <= lines);
        match &entry.puzzle {
            Ok(puzzle) => {
                let again: Puzzle = puzzle
                    .to_string()
                    .parse()
                    .expect("a puzzle read prints as text that reads back");
                assert_eq!(again.state(), puzzle.state(), "{puzzle}");
            }
            Err(error) => {
                assert!(!error.to_string().is_empty());
                if let Some((line, _)) = error.position() {
                    assert!(line >= entry.line && line <= lines, "{error}");
                }
            }
        }
    }
}

/// Any 81 cells: the engine answers with a checked solution or an error, and agrees with
/// the solution counter.
pub fn solve_grid(data: &[u8]) {
    if data.len() < 81 {
        return;
    }
    let cells: [u8; 81] = std::array::from_fn(|i| data[i] % 10);
    let Ok(grid) = Grid::try_from(cells) else { return };
    let engine = Engine::default().with_node_limit(200_000);
    match engine.solve(&grid) {
        Ok(solution) => {
            assert!(grid.is_solved_by(solution.grid()));
            assert_eq!(grid.count_solutions(2), 1);
        }
        Err(SolveError::NoSolution) => assert_eq!(grid.count_solutions(1), 0),
        Err(SolveError::MultipleSolutions { examples, .. }) => {
            assert!(grid.is_solved_by(&examples[0]) && grid.is_solved_by(&examples[1]));
        }
        Err(SolveError::Contradiction(_)) => assert!(grid.validate().is_err()),
        Err(SolveError::NodeLimit { .. }) => {}
        Err(other) => panic!("{grid}: unexpected error {other}"),
    }
}

/// Any candidate state, consistent or not: every strategy lists its steps without
/// panicking, every step it lists applies, and hints run to the end.
/// How many steps of each strategy `solve_candidates` lists in one state.
const LISTED: usize = 64;

pub fn solve_candidates(data: &[u8]) {
    if data.len() < 81 * 2 {
        return;
    }
    let mut grid = LayerGrid::new();
    // Two bytes per cell: the first places a digit (1-9) or not, the second masks candidates.
    for cell in Cell::ALL {
        let (value, mask) = (data[cell.index() * 2], data[cell.index() * 2 + 1]);
        if let Some(digit) = Digit::new(value % 16) {
            let _ = grid.place(cell, digit);
        } else {
            // Bits 0-7 of the mask remove digits 1-8; bit 4 of the value removes 9.
            let removed = u16::from(mask) | u16::from(value >> 4 & 1) << 8;
            for digit in Digit::ALL {
                if removed >> digit.index() & 1 == 1 {
                    grid.eliminate(cell, digit);
                }
            }
        }
    }
    if data.len() > 162 && data[162] % 2 == 1 {
        grid.assume_unique_solution();
    }
    // Every strategy's first step, and a sample of its listing: in nearly open states
    // the big fish have up to `MOST_LISTED` instances each, seconds of work per input
    // that would leave the fuzzer a few hundred inputs in ten minutes. A full listing
    // stops at `MOST_LISTED` the same way it stops here at `LISTED`.
    let view = CandidateView::new(&grid).with_limits(Limits::default().with_most_listed(LISTED));
    for strategy in strategies::all() {
        let first = strategy.find_in(&view);
        let listed = strategy.find_all_in(&view);
        assert!(
            listed.len() <= LISTED,
            "{} listed {}",
            strategy.name(),
            listed.len()
        );
        assert_eq!(first.is_some(), !listed.is_empty(), "{}", strategy.name());
        for step in first.iter().chain(&listed) {
            let mut copy = grid.clone();
            copy.apply(step).expect("a listed step applies");
            let _ = step.to_string();
        }
    }
    let engine = Engine::default();
    let mut steps = 0;
    while let Some(step) = engine.next_step(&grid) {
        grid.apply(&step).expect("a hint applies");
        steps += 1;
        assert!(steps <= 729, "every step removes a candidate");
    }
}

/// Any 81 cells: the counter, the first solution and the unique solution agree.
pub fn count_solutions(data: &[u8]) {
    if data.len() < 82 {
        return;
    }
    let cells: [u8; 81] = std::array::from_fn(|i| data[i] % 10);
    let Ok(grid) = Grid::try_from(cells) else { return };
    let limit = usize::from(data[81] % 8);
    let count = grid.count_solutions(limit);
    assert!(count <= limit);
    let first = grid.first_solution();
    if let Some(solution) = first {
        assert!(grid.is_solved_by(&solution));
    }
    if limit > 0 {
        assert_eq!(count == 0, first.is_none());
    }
    match grid.unique_solution() {
        Ok(solution) => assert!(grid.is_solved_by(&solution) && grid.count_solutions(2) == 1),
        Err(_) => assert_ne!(grid.count_solutions(2), 1),
    }
}

/// Any generator options: a puzzle that meets them (one solution, the symmetry, the number
/// of givens, minimality, the level), or a typed error; never a panic or a hang.
pub fn generate_options(data: &[u8]) {
    if data.len() < 14 {
        return;
    }
    let seed = u64::from_le_bytes(data[..8].try_into().unwrap_or([0; 8]));
    let symmetry = Symmetry::ALL[usize::from(data[10]) % Symmetry::ALL.len()];
    let givens = Givens::between(data[11], data[12]);
    let mut generator = Generator::new(seed)
        .max_attempts(u32::from(data[8] % 4) + 1)
        .symmetry(symmetry)
        .givens(givens);
    let level = Difficulty::ALL.get(usize::from(data[9]) % 8).copied();
    if let Some(level) = level {
        generator = generator.difficulty(level);
    }
    if data[13] & 1 == 1 {
        generator = generator.minimal();
    }
    let Ok(made) = generator.generate() else { return };
    let puzzle = made.puzzle();
    assert_eq!(puzzle.count_solutions(2), 1, "{puzzle}");
    assert!(puzzle.is_solved_by(made.solution()));
    assert!(symmetry.holds_for(puzzle), "{puzzle} is not {symmetry:?}");
    let count = puzzle.given_count();
    assert!(
        count >= usize::from(givens.min()) && count <= usize::from(givens.max()),
        "{count} givens"
    );
    if data[13] & 1 == 1 && symmetry == Symmetry::None {
        assert!(puzzle.is_minimal(), "{puzzle} is not minimal");
    }
    if let Some(level) = level {
        assert_eq!(made.rating().difficulty(), level, "{puzzle}");
    }
}
