//! `Game`: every operation through the public API.

use std::time::Duration;

use sudoku_strata::{
    Cell, CellContent, CellSet, Digit, DigitSet, Game, GivensError, Grid, Hint, HintBasis, LayerGrid,
    ManualClock, MoveError, PeerMarks, Strictness, Technique,
};

const PUZZLES: &str = include_str!("../fixtures/puzzles.tsv");

/// The first puzzle of a kind in the fixtures.
fn fixture(kind: &str) -> Grid {
    PUZZLES
        .lines()
        .filter_map(|line| line.split_once('\t'))
        .find(|(k, _)| *k == kind)
        .and_then(|(_, rest)| rest.split('\t').next())
        .expect("a fixture of that kind")
        .parse()
        .expect("a puzzle")
}

fn digit(value: u8) -> Digit {
    Digit::new(value).unwrap()
}

fn game() -> Game {
    Game::new(&fixture("singles")).unwrap()
}

/// The first empty cell of the puzzle, its right digit and a wrong one.
fn open_cell(game: &Game) -> (Cell, Digit, Digit) {
    let cell = Cell::ALL.into_iter().find(|&c| game.digit(c).is_none()).unwrap();
    let right = game.solution().unwrap().get(cell).unwrap();
    let wrong = Digit::ALL.into_iter().find(|&d| d != right).unwrap();
    (cell, right, wrong)
}

fn given_cell(game: &Game) -> Cell {
    Cell::ALL.into_iter().find(|&c| game.is_given(c)).unwrap()
}

#[test]
fn a_new_game_holds_the_givens_and_the_one_solution() {
    let puzzle = fixture("singles");
    let game = Game::new(&puzzle).unwrap();
    assert_eq!(game.givens(), &puzzle);
    assert_eq!(game.board(), puzzle);
    assert_eq!(game.entries(), &Grid::empty());
    assert_eq!(game.solution(), Some(&puzzle.unique_solution().unwrap()));
    assert!(!game.is_solved() && !game.is_editing() && !game.can_undo() && !game.can_redo());
    let given = given_cell(&game);
    assert_eq!(
        game.content(given),
        CellContent::Given(puzzle.get(given).unwrap())
    );
}

#[test]
fn givens_without_exactly_one_solution_are_refused() {
    let twice: Grid = format!("55{}", ".".repeat(79)).parse().unwrap();
    assert!(matches!(Game::new(&twice), Err(GivensError::Contradiction(c)) if c.digit == digit(5)));

    // Row 1 leaves r1c9 only the digit 9, which column 9 already holds.
    let none: Grid = format!("12345678.{}9{}", ".".repeat(8), ".".repeat(63))
        .parse()
        .unwrap();
    assert_eq!(Game::new(&none).unwrap_err(), GivensError::NoSolution);

    let mut missing = fixture("singles");
    let given = Cell::ALL.into_iter().find(|&c| missing.get(c).is_some()).unwrap();
    missing.set(given, None);
    for _ in 0..10 {
        // Remove givens until a second solution appears.
        if missing.count_solutions(2) > 1 {
            break;
        }
        let next = Cell::ALL.into_iter().find(|&c| missing.get(c).is_some()).unwrap();
        missing.set(next, None);
    }
    match Game::new(&missing).unwrap_err() {
        GivensError::MultipleSolutions { examples, differing } => {
            assert_ne!(examples[0], examples[1]);
            assert!(!differing.is_empty());
            for c in differing {
                assert_ne!(examples[0].get(c), examples[1].get(c));
            }
        }
        other => panic!("expected several solutions, got {other}"),
    }
}

#[test]
fn set_enter_and_clear_change_the_players_digits_only() {
    let mut game = game();
    let (open, right, wrong) = open_cell(&game);
    game.set(open, wrong).unwrap();
    assert_eq!(game.content(open), CellContent::Entry(wrong));
    game.enter(open, right.get()).unwrap();
    assert_eq!(game.digit(open), Some(right));
    assert_eq!(game.entries().given_count(), 1);
    game.clear(open).unwrap();
    assert_eq!(game.digit(open), None);
    game.clear(open).unwrap(); // already empty: nothing happens
    assert_eq!(game.board(), *game.givens());

    let given = given_cell(&game);
    assert_eq!(game.set(given, right), Err(MoveError::Given { cell: given }));
    assert_eq!(game.clear(given), Err(MoveError::Given { cell: given }));
    assert_eq!(
        game.enter(open, 0),
        Err(MoveError::OutOfRange { cell: open, value: 0 })
    );
    assert_eq!(
        game.enter(open, 10),
        Err(MoveError::OutOfRange {
            cell: open,
            value: 10
        })
    );
}

#[test]
fn strict_play_refuses_each_kind_of_bad_entry_with_its_own_error() {
    let mut game = game().with_strictness(Strictness::Strict);
    assert_eq!(game.strictness(), Strictness::Strict);
    let (open, right, wrong) = open_cell(&game);
    let given = given_cell(&game);
    let before = game.board();

    let out_of_range = game.enter(open, 12).unwrap_err();
    assert_eq!(
        out_of_range.to_string(),
        format!("12 is not a digit from 1 to 9 (entry at {open})")
    );
    let on_given = game.enter(given, right.get()).unwrap_err();
    assert_eq!(
        on_given.to_string(),
        format!("{given} holds a given, which cannot be changed")
    );
    let contradiction = game.set(open, wrong).unwrap_err();
    assert_eq!(
        contradiction,
        MoveError::Contradicts {
            cell: open,
            digit: wrong
        }
    );
    assert_eq!(
        contradiction.to_string(),
        format!("{open}={wrong} contradicts the solution")
    );
    assert_eq!(game.board(), before);
    assert!(!game.can_undo(), "refused moves are not recorded");

    game.set(open, right).unwrap();
    assert_eq!(game.digit(open), Some(right));
}

#[test]
fn pencil_marks_toggle_in_empty_cells_and_survive_a_digit() {
    let mut game = game();
    let (open, right, _) = open_cell(&game);
    assert!(game.toggle_mark(open, digit(1)).unwrap());
    assert!(game.toggle_mark(open, digit(9)).unwrap());
    assert!(!game.toggle_mark(open, digit(1)).unwrap());
    assert_eq!(game.content(open), CellContent::Marks(DigitSet::single(digit(9))));

    game.set(open, right).unwrap();
    assert_eq!(
        game.toggle_mark(open, digit(2)),
        Err(MoveError::CellFilled { cell: open })
    );
    let given = given_cell(&game);
    assert_eq!(
        game.toggle_mark(given, digit(2)),
        Err(MoveError::CellFilled { cell: given })
    );
    game.clear(open).unwrap();
    assert_eq!(
        game.marks(open),
        DigitSet::single(digit(9)),
        "the marks show again"
    );
}

#[test]
fn auto_pencil_fills_each_empty_cell_with_its_candidates() {
    let mut game = game();
    let (open, right, _) = open_cell(&game);
    game.set(open, right).unwrap();
    game.auto_pencil().unwrap();
    let layers = LayerGrid::from_grid(&game.board());
    for c in Cell::ALL {
        if game.digit(c).is_none() {
            assert_eq!(game.marks(c), layers.cell_candidates(c), "{c}");
        }
    }
    // An undo takes back the whole fill at once.
    game.undo().unwrap();
    assert!(Cell::ALL.into_iter().all(|c| game.marks(c).is_empty()));
}

#[test]
fn clear_all_and_clear_marks() {
    let mut game = game();
    let (open, right, _) = open_cell(&game);
    game.auto_pencil().unwrap();
    game.set(open, right).unwrap();

    game.clear_marks();
    assert_eq!(game.digit(open), Some(right));
    assert!(Cell::ALL.into_iter().all(|c| game.marks(c).is_empty()));

    game.undo().unwrap();
    game.clear_all();
    assert_eq!(game.board(), *game.givens());
    assert!(Cell::ALL.into_iter().all(|c| game.marks(c).is_empty()));
    game.undo().unwrap();
    assert_eq!(game.digit(open), Some(right));
}

#[test]
fn conflicts_are_the_cells_whose_digit_repeats_in_a_house() {
    let mut game = game();
    assert!(game.conflicts().is_empty());
    let given = given_cell(&game);
    let repeated = game.digit(given).unwrap();
    let peer = given
        .row()
        .cells()
        .iter()
        .find(|&c| game.digit(c).is_none())
        .unwrap();
    game.set(peer, repeated).unwrap();
    let conflicts = game.conflicts();
    assert!(conflicts.contains(given) && conflicts.contains(peer));
    game.clear(peer).unwrap();
    assert!(game.conflicts().is_empty());
}

#[test]
fn check_names_the_wrong_digits_and_says_whether_a_solution_is_left() {
    let mut game = game();
    let (open, right, wrong) = open_cell(&game);
    let check = game.check().unwrap();
    assert!(check.is_clean() && check.still_solvable());
    assert_eq!(check.to_string(), "no mistakes so far");

    game.set(open, wrong).unwrap();
    let check = game.check().unwrap();
    assert_eq!(check.mistakes(), CellSet::single(open));
    assert!(!check.still_solvable());
    assert_eq!(
        check.to_string(),
        format!("1 mistake: {open} does not hold the solution's digit")
    );

    game.set(open, right).unwrap();
    assert!(game.check().unwrap().is_clean());
}

#[test]
fn check_looks_at_pencil_marks_only_when_every_empty_cell_has_some() {
    let mut game = game();
    let (open, right, _) = open_cell(&game);
    // A note in one cell without the right digit is only a note.
    game.toggle_mark(open, Digit::ALL.into_iter().find(|&d| d != right).unwrap())
        .unwrap();
    assert!(game.check().unwrap().wrong_marks().is_empty());

    game.auto_pencil().unwrap();
    game.toggle_mark(open, right).unwrap();
    let check = game.check().unwrap();
    assert_eq!(check.wrong_marks(), CellSet::single(open));
    assert!(check.still_solvable(), "the digits are all right");
    assert!(!check.is_clean());
}

#[test]
fn a_hint_is_the_next_logical_step_from_the_players_digits() {
    let mut game = game();
    let hint = game.hint().unwrap();
    let Hint::Step { step, basis } = &hint else {
        panic!("expected a step, got {hint}");
    };
    assert_eq!(*basis, HintBasis::Digits);
    assert!(step.technique().difficulty() <= sudoku_strata::Difficulty::Beginner);
    assert!(!hint.cells().is_empty(), "the pattern cells to highlight");
    assert!(!hint.targets().is_empty());
    assert!(hint.to_string().starts_with(&step.to_string()), "{hint}");
    let solution = *game.solution().unwrap();
    for placement in step.placements() {
        assert_eq!(solution.get(placement.cell), Some(placement.digit));
    }

    // The hint moves on with the player.
    let first = step.placements()[0];
    game.set(first.cell, first.digit).unwrap();
    let next = game.hint().unwrap();
    assert!(
        next.step().is_some_and(|s| !s.placements().contains(&first)),
        "{next}"
    );
}

#[test]
fn a_hint_names_the_mistakes_first() {
    let mut game = game();
    let (open, _, wrong) = open_cell(&game);
    game.set(open, wrong).unwrap();
    let hint = game.hint().unwrap();
    assert_eq!(hint, Hint::Mistakes(CellSet::single(open)));
    assert_eq!(hint.cells(), CellSet::single(open));
    assert_eq!(
        hint.to_string(),
        format!("First a mistake: {open} is wrong. Clear it before going on.")
    );
}

#[test]
fn a_hint_uses_complete_pencil_marks_and_does_not_repeat_the_players_eliminations() {
    let puzzle = fixture("intersections");
    let mut game = Game::new(&puzzle).unwrap();
    // Partial marks are notes: the hint works from the digits.
    let (open, right, _) = open_cell(&game);
    game.toggle_mark(open, right).unwrap();
    assert!(matches!(
        game.hint().unwrap(),
        Hint::Step {
            basis: HintBasis::Digits,
            ..
        }
    ));

    // Complete marks are the player's candidates.
    game.auto_pencil().unwrap();
    assert!(matches!(
        game.hint().unwrap(),
        Hint::Step {
            basis: HintBasis::PencilMarks,
            ..
        }
    ));

    // Rubbing out a wrong mark by hand: the hint never asks for it again.
    let solution = *game.solution().unwrap();
    let wrong_mark = Cell::ALL
        .into_iter()
        .filter(|&c| game.digit(c).is_none())
        .find_map(|c| {
            game.marks(c)
                .iter()
                .find(|&d| solution.get(c) != Some(d))
                .map(|d| (c, d))
        })
        .unwrap();
    game.toggle_mark(wrong_mark.0, wrong_mark.1).unwrap();
    for _ in 0..200 {
        match game.hint().unwrap() {
            Hint::Step { step, basis } => {
                assert_eq!(basis, HintBasis::PencilMarks);
                for elimination in step.eliminations() {
                    assert!(game.marks(elimination.cell).contains(elimination.digit), "{step}");
                }
                // Follow the hint, as a player would.
                for placement in step.placements() {
                    game.set(placement.cell, placement.digit).unwrap();
                }
                for elimination in step.eliminations() {
                    game.toggle_mark(elimination.cell, elimination.digit).unwrap();
                }
            }
            Hint::Solved => break,
            other => panic!("unexpected hint {other}"),
        }
    }
    assert!(game.is_solved(), "following the hints solves the puzzle");
}

#[test]
fn a_hint_reports_pencil_marks_that_rule_out_the_solution() {
    let mut game = game();
    let (open, right, _) = open_cell(&game);
    game.auto_pencil().unwrap();
    game.toggle_mark(open, right).unwrap();
    let hint = game.hint().unwrap();
    assert_eq!(hint, Hint::WrongMarks(CellSet::single(open)));
    assert!(hint.to_string().contains(&open.to_string()), "{hint}");
}

#[test]
fn following_hints_solves_a_puzzle_that_needs_a_subset() {
    let mut game = Game::new(&fixture("subsets")).unwrap();
    game.auto_pencil().unwrap();
    let mut techniques = Vec::new();
    for _ in 0..300 {
        match game.hint().unwrap() {
            Hint::Step { step, .. } => {
                techniques.push(step.technique());
                for placement in step.placements() {
                    game.set(placement.cell, placement.digit).unwrap();
                }
                for elimination in step.eliminations() {
                    game.toggle_mark(elimination.cell, elimination.digit).unwrap();
                }
            }
            Hint::Solved => break,
            other => panic!("unexpected hint {other}"),
        }
    }
    assert!(game.is_solved());
    assert!(
        techniques
            .iter()
            .any(|t| t.difficulty() >= sudoku_strata::Difficulty::Easy),
        "{techniques:?}"
    );
    assert_eq!(game.hint().unwrap(), Hint::Solved);
    assert!(!techniques.contains(&Technique::Backtracking));
}

#[test]
fn reveal_and_solve_fill_in_the_solution() {
    let mut game = game();
    let (open, right, wrong) = open_cell(&game);
    game.set(open, wrong).unwrap();
    assert_eq!(game.reveal(open).unwrap(), right);
    assert_eq!(game.digit(open), Some(right));
    assert!(game.revealed().contains(open));
    let given = given_cell(&game);
    assert_eq!(game.reveal(given), Err(MoveError::Given { cell: given }));

    // A revealed digit stays: neither a digit nor a clear replaces it.
    assert_eq!(game.set(open, wrong), Err(MoveError::Revealed { cell: open }));
    assert_eq!(game.clear(open), Err(MoveError::Revealed { cell: open }));
    assert_eq!(game.digit(open), Some(right));

    game.solve().unwrap();
    assert!(game.is_solved());
    assert_eq!(game.board(), *game.solution().unwrap());
    assert_eq!(game.revealed().len(), 81 - game.givens().given_count());
}

#[test]
fn a_solved_game_takes_no_more_moves() {
    let mut game = game();
    let (open, right, wrong) = open_cell(&game);
    game.toggle_mark(open, digit(4)).unwrap();
    let before = game.board();
    game.solve().unwrap();
    let board = game.board();
    // The solution asked for can be taken back, marks and all, and made again.
    game.undo().unwrap();
    assert!(!game.is_solved());
    assert_eq!(game.board(), before);
    assert_eq!(game.marks(open), DigitSet::from_iter([digit(4)]));
    game.redo().unwrap();
    assert!(game.is_solved());
    assert_eq!(game.redo(), Err(MoveError::Solved));
    assert_eq!(game.solve(), Err(MoveError::Solved));
    assert_eq!(game.auto_pencil(), Err(MoveError::Solved));
    assert_eq!(game.apply_hint(), Err(MoveError::Solved));
    let other = Cell::ALL
        .into_iter()
        .find(|&c| c != open && !game.is_given(c))
        .unwrap();
    assert_eq!(game.toggle_mark(open, right), Err(MoveError::Solved));
    game.clear_all();
    game.clear_marks();
    assert_eq!(game.board(), board);
    assert!(game.is_solved());
    // Solved by hand, the last digit is no more changeable than a revealed one.
    let mut by_hand = self::game();
    let solution = *by_hand.solution().unwrap();
    let givens = *by_hand.givens();
    for cell in Cell::ALL.into_iter().filter(|&c| givens.get(c).is_none()) {
        by_hand.set(cell, solution.get(cell).unwrap()).unwrap();
    }
    assert!(by_hand.is_solved());
    assert_eq!(by_hand.set(other, wrong), Err(MoveError::Solved));
    assert_eq!(by_hand.clear(other), Err(MoveError::Solved));
    assert_eq!(by_hand.undo(), Err(MoveError::Solved));
}

#[test]
fn undo_and_redo_cover_every_kind_of_move() {
    let mut game = game();
    let (open, _, wrong) = open_cell(&game);
    assert_eq!(game.undo(), Err(MoveError::NothingToUndo));
    assert_eq!(game.redo(), Err(MoveError::NothingToRedo));

    let mut boards = vec![(game.board(), game.marks(open))];
    game.toggle_mark(open, digit(4)).unwrap();
    boards.push((game.board(), game.marks(open)));
    game.set(open, wrong).unwrap();
    boards.push((game.board(), game.marks(open)));
    game.clear(open).unwrap();
    boards.push((game.board(), game.marks(open)));
    game.auto_pencil().unwrap();
    boards.push((game.board(), game.marks(open)));
    game.clear_marks();
    boards.push((game.board(), game.marks(open)));
    game.reveal(open).unwrap();
    boards.push((game.board(), game.marks(open)));
    game.clear_all();
    boards.push((game.board(), game.marks(open)));

    for expected in boards.iter().rev().skip(1) {
        game.undo().unwrap();
        assert_eq!((game.board(), game.marks(open)), *expected);
    }
    assert!(!game.can_undo());
    for expected in boards.iter().skip(1) {
        game.redo().unwrap();
        assert_eq!((game.board(), game.marks(open)), *expected);
    }
    assert!(!game.can_redo());

    // A new move after an undo drops what could have been redone.
    game.undo().unwrap();
    game.auto_pencil().unwrap();
    assert!(!game.can_redo());
}

#[test]
fn moves_that_change_nothing_are_not_recorded() {
    let mut game = game();
    let (open, right, _) = open_cell(&game);
    game.set(open, right).unwrap();
    game.set(open, right).unwrap();
    game.clear_marks();
    game.undo().unwrap();
    assert!(!game.can_undo());
}

#[test]
fn the_clock_runs_from_the_start_until_the_puzzle_is_solved() {
    let clock = ManualClock::new();
    let mut game = game().with_clock(clock.clone());
    assert_eq!(game.elapsed(), Duration::ZERO);
    clock.advance(Duration::from_secs(75));
    assert_eq!(game.elapsed(), Duration::from_secs(75));

    // The last digit by hand stops the clock.
    let solution = *game.solution().unwrap();
    let open: Vec<Cell> = Cell::ALL
        .into_iter()
        .filter(|&c| game.digit(c).is_none())
        .collect();
    for &c in &open[..open.len() - 1] {
        game.set(c, solution.get(c).unwrap()).unwrap();
    }
    assert!(!game.is_solved());
    clock.advance(Duration::from_secs(5));
    let last = open[open.len() - 1];
    game.set(last, solution.get(last).unwrap()).unwrap();
    assert!(game.is_solved());
    clock.advance(Duration::from_secs(100));
    assert_eq!(game.elapsed(), Duration::from_secs(80));

    // The game is over: an undo is refused and the clock stays stopped.
    assert_eq!(game.undo(), Err(MoveError::Solved));
    clock.advance(Duration::from_secs(100));
    assert_eq!(game.elapsed(), Duration::from_secs(80));
}

#[test]
fn edit_mode_types_givens_and_checks_them_on_leaving() {
    let puzzle = fixture("singles");
    let clock = ManualClock::new();
    let mut game = Game::editor().with_clock(clock.clone());
    assert!(game.is_editing());
    assert_eq!(game.solution(), None);
    assert_eq!(game.elapsed(), Duration::ZERO);
    for (c, d) in puzzle.iter() {
        if let Some(d) = d {
            game.set(c, d).unwrap();
        }
    }
    assert_eq!(game.givens(), &puzzle);
    let (open, _, _) = {
        let probe = Game::new(&puzzle).unwrap();
        open_cell(&probe)
    };
    assert_eq!(game.toggle_mark(open, digit(1)), Err(MoveError::Editing));
    assert_eq!(game.hint(), Err(MoveError::Editing));
    assert_eq!(game.check(), Err(MoveError::Editing));
    assert_eq!(game.auto_pencil(), Err(MoveError::Editing));
    assert_eq!(game.reveal(open), Err(MoveError::Editing));
    assert_eq!(game.solve(), Err(MoveError::Editing));

    // A given that repeats a digit: refused on leaving, and the game stays in edit mode.
    let given = given_cell(&game);
    let peer = given
        .row()
        .cells()
        .iter()
        .find(|&c| game.digit(c).is_none())
        .unwrap();
    game.set(peer, game.digit(given).unwrap()).unwrap();
    assert!(game.conflicts().contains(peer));
    let error = game.finish_editing().unwrap_err();
    assert!(matches!(error, GivensError::Contradiction(_)), "{error}");
    assert!(
        error
            .to_string()
            .starts_with("the givens contradict each other: digit")
    );
    assert!(game.is_editing());

    // Too few givens.
    game.undo().unwrap();
    game.clear(given).unwrap();
    game.clear(given_cell(&game)).unwrap();
    if game.givens().count_solutions(2) > 1 {
        assert!(matches!(
            game.finish_editing(),
            Err(GivensError::MultipleSolutions { .. })
        ));
    }

    // Put right, the puzzle starts, and so does the clock.
    game.undo().unwrap();
    game.undo().unwrap();
    clock.advance(Duration::from_secs(30));
    game.finish_editing().unwrap();
    assert!(!game.is_editing());
    assert!(!game.can_undo(), "the edits are not play moves");
    assert_eq!(game.givens(), &puzzle);
    assert_eq!(game.elapsed(), Duration::ZERO);
    assert!(game.is_given(given));
    assert_eq!(game.set(given, digit(1)), Err(MoveError::Given { cell: given }));

    // Back to edit mode: the player's digits go, the givens stay.
    let (open, right, _) = open_cell(&game);
    game.set(open, right).unwrap();
    game.start_editing();
    assert!(game.is_editing());
    assert_eq!(game.board(), puzzle);
    game.clear_all();
    assert_eq!(game.givens(), &Grid::empty());
}

/// The candidates the board leaves in `cell`.
fn candidates(game: &Game, cell: Cell) -> DigitSet {
    let board = game.board();
    !cell
        .peers()
        .iter()
        .filter_map(|peer| board.get(peer))
        .collect::<DigitSet>()
}

#[test]
fn pencil_marks_follow_the_digits_placed_and_cleared() {
    let mut game = game();
    game.auto_pencil().unwrap();
    let (open, right, wrong) = open_cell(&game);
    let peers: Vec<Cell> = open
        .peers()
        .iter()
        .filter(|&p| game.digit(p).is_none() && game.marks(p).contains(wrong))
        .collect();
    assert!(!peers.is_empty(), "a peer with the mark to take away");
    let before: Vec<DigitSet> = Cell::ALL.into_iter().map(|c| game.marks(c)).collect();

    // A wrong digit takes its mark from the peers; clearing it gives every one back.
    game.set(open, wrong).unwrap();
    assert!(peers.iter().all(|&p| !game.marks(p).contains(wrong)));
    game.clear(open).unwrap();
    let after: Vec<DigitSet> = Cell::ALL.into_iter().map(|c| game.marks(c)).collect();
    assert_eq!(after, before);

    // Undo restores the marks as they were before the move.
    game.set(open, right).unwrap();
    game.undo().unwrap();
    let undone: Vec<DigitSet> = Cell::ALL.into_iter().map(|c| game.marks(c)).collect();
    assert_eq!(undone, before);

    // Marks filled in while a wrong digit stood are put right when it goes.
    let mut game = self::game();
    game.set(open, wrong).unwrap();
    game.auto_pencil().unwrap();
    game.clear(open).unwrap();
    // (The cell itself had no marks while it held the digit.)
    for cell in Cell::ALL
        .into_iter()
        .filter(|&c| c != open && game.digit(c).is_none())
    {
        assert_eq!(game.marks(cell), candidates(&game, cell), "{cell}");
    }
    game.toggle_mark(open, right).unwrap();
    assert!(game.check().unwrap().is_clean());

    // Replacing a digit gives the old one back.
    let mut game = self::game();
    game.auto_pencil().unwrap();
    game.set(open, wrong).unwrap();
    game.set(open, right).unwrap();
    for &peer in &peers {
        assert_eq!(game.marks(peer), candidates(&game, peer), "{peer}");
    }

    // With the setting off, the marks stay as written.
    let mut game = self::game().with_peer_marks(PeerMarks::Keep);
    game.auto_pencil().unwrap();
    game.set(open, wrong).unwrap();
    assert!(peers.iter().all(|&p| game.marks(p).contains(wrong)));
}

#[test]
fn a_hint_is_applied_as_one_move() {
    let mut game = game();
    let hint = game.hint().unwrap();
    let applied = game.apply_hint().unwrap();
    assert_eq!(applied, hint);
    let step = applied.step().unwrap();
    for placed in step.placements() {
        assert_eq!(game.digit(placed.cell), Some(placed.digit));
    }
    game.undo().unwrap();
    assert_eq!(game.board(), fixture("singles"));

    // A mistake is pointed out and nothing is applied.
    let (open, _, wrong) = open_cell(&game);
    game.set(open, wrong).unwrap();
    let board = game.board();
    assert_eq!(game.apply_hint().unwrap(), Hint::Mistakes(open.into()));
    assert_eq!(game.board(), board);

    // Applying hints one after another solves a puzzle of singles.
    game.clear(open).unwrap();
    let mut moves = 0;
    while !game.is_solved() {
        assert!(game.apply_hint().unwrap().step().is_some());
        moves += 1;
        assert!(moves <= 81, "hints that do not progress");
    }
    assert_eq!(game.board(), *game.solution().unwrap());
}

#[test]
fn an_elimination_hint_fills_in_the_marks_it_leaves() {
    // A puzzle whose first step past the singles removes candidates.
    let puzzle = fixture("intersections");
    let mut game = Game::new(&puzzle).unwrap();
    let step = loop {
        let hint = game.hint().unwrap();
        let step = hint.step().unwrap().clone();
        if !step.eliminations().is_empty() {
            break step;
        }
        game.apply_hint().unwrap();
    };
    game.apply_hint().unwrap();
    for removed in step.eliminations() {
        assert!(!game.marks(removed.cell).contains(removed.digit));
        assert!(!game.marks(removed.cell).is_empty());
    }
    // The marks are now complete, so the next hint starts from them.
    assert!(matches!(
        game.hint().unwrap(),
        Hint::Step {
            basis: HintBasis::PencilMarks,
            ..
        }
    ));
}

#[test]
fn a_single_names_the_digits_that_rule_out_the_rest() {
    let mut game = game();
    let mut seen = [false; 2];
    while !game.is_solved() && seen != [true; 2] {
        let hint = game.hint().unwrap();
        let step = hint.step().unwrap().clone();
        let witnesses = game.witnesses(&step);
        let placed = step.placements()[0];
        match step.technique() {
            Technique::HiddenSingle => {
                seen[0] = true;
                assert!(witnesses.iter().all(|w| game.digit(w) == Some(placed.digit)));
                // Every other empty cell of the house sees one of them.
                let house = step.pattern().houses[0];
                for other in house.cells() {
                    if other != placed.cell && game.digit(other).is_none() {
                        assert!(witnesses.iter().any(|w| w.sees(other)), "{other} in {house}");
                    }
                }
            }
            Technique::NakedSingle => {
                seen[1] = true;
                let digits: DigitSet = witnesses.iter().filter_map(|w| game.digit(w)).collect();
                assert_eq!(digits.len(), 8);
                assert!(!digits.contains(placed.digit));
                assert!(witnesses.iter().all(|w| w.sees(placed.cell)));
            }
            _ => assert_eq!(witnesses, CellSet::EMPTY),
        }
        game.apply_hint().unwrap();
    }
    assert!(seen[0], "no hidden single in the game");
}

#[test]
fn a_paused_game_keeps_its_time() {
    let clock = ManualClock::new();
    let mut game = game().with_clock(clock.clone());
    clock.advance(Duration::from_secs(20));
    game.pause();
    game.pause(); // twice is once
    clock.advance(Duration::from_secs(300));
    assert_eq!(game.elapsed(), Duration::from_secs(20));
    game.resume();
    assert!(!game.is_paused());
    clock.advance(Duration::from_secs(7));
    assert_eq!(game.elapsed(), Duration::from_secs(27));
}
