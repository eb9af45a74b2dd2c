//! Serde both ways for what the engine and the game make: steps with their proofs and
//! chains, solutions, ratings and saved games read back equal to what was written, and
//! a bad form is an error that says what is wrong, never a panic.

#![cfg(feature = "serde")]

mod common {
    pub mod datasets;
}

use std::time::Duration;

use serde_json::{Value, json};
use sudoku_strata::{Cell, Digit, Engine, Game, ManualClock, Proof, Rating, Solution, Step, Strictness};

/// A puzzle whose solution takes forcing steps, each with its proof, some with nets
/// nested in them (the first of the forum's hardest 1106).
const FORCING: &str = "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
/// A puzzle whose solution takes chain steps, with their links and proofs.
const CHAINS: &str = ".7......5..5..329..4..8...79.....1.8.1..2.9....38...5...7.9..4.6...4.....9...2...";
const EASY: &str = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489";

fn round_trip<T>(value: &T) -> String
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug,
{
    let json = serde_json::to_string(value).expect("serializes");
    let back: T = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}: {json}"));
    assert_eq!(&back, value, "{json}");
    json
}

#[test]
fn a_rating_with_sudoku_explainers_numbers_reads_back_equal() {
    for puzzle in [EASY, CHAINS] {
        let grid: sudoku_strata::Grid = puzzle.parse().expect("a puzzle");
        let rating = grid.rate_with_explainer().expect("a rating");
        let json = round_trip(&rating);
        let written: Value = serde_json::from_str(&json).expect("JSON");
        let se = &written["explainer"];
        assert_eq!(se["er"], json!(rating.er().expect("ER")), "{json}");
        assert_eq!(
            se["er_technique"],
            json!(rating.er_technique().expect("a name")),
            "{json}"
        );
        // Without the explainer's numbers, nothing is written for them.
        let plain = grid.rate().expect("a rating");
        assert!(!round_trip(&plain).contains("explainer"));
    }
    let rating: sudoku_strata::Grid = EASY.parse().expect("a puzzle");
    let rating = rating.rate_with_explainer().expect("a rating");
    let error = error_of::<Rating>(&edited(&rating, |j| j["explainer"]["er"] = json!("high")));
    assert!(error.contains("invalid type"), "{error}");
}

/// Solves `puzzle` and checks that the solution, each step and the rating read back
/// equal; returns how many steps had a proof, a nested proof and chain links.
fn solution_round_trip(puzzle: &str) -> (usize, usize, usize) {
    let solution = Engine::default()
        .solve(&puzzle.parse().expect("a puzzle"))
        .unwrap_or_else(|e| panic!("{puzzle}: {e}"));
    round_trip(&solution);
    round_trip(solution.rating());
    for step in solution.steps() {
        let json: Value = serde_json::from_str(&round_trip(step)).unwrap();
        assert_eq!(json["text"], step.to_string());
        if let Some(proof) = step.proof() {
            round_trip(proof);
        }
    }
    let count = |test: fn(&Step) -> bool| solution.steps().iter().filter(|s| test(s)).count();
    (
        count(|s| s.proof().is_some()),
        count(|s| s.proof().is_some_and(|p| p.nesting() > 0)),
        count(|s| !s.pattern().links.is_empty()),
    )
}

#[test]
fn solutions_with_forcing_steps_and_chains_read_back_equal() {
    let (proofs, nested, chains) = solution_round_trip(FORCING);
    assert!(
        proofs > 0 && nested > 0 && chains > 0,
        "{proofs} proofs, {nested} nested, {chains} chains"
    );
    let (proofs, _, chains) = solution_round_trip(CHAINS);
    assert!(proofs > 0 && chains > 0, "{proofs} proofs, {chains} chains");
    solution_round_trip(EASY);
}

#[test]
fn solutions_of_the_hardest_sample_read_back_equal() {
    let Some(folder) = common::datasets::folder_or_skip("serde round trips of the hardest") else {
        return;
    };
    let path = folder.join("samples/hardest1106-200.txt");
    if !path.is_file() {
        assert!(std::env::var_os("CI").is_none(), "{} is missing", path.display());
        common::datasets::say_skipped(&format!(
            "serde round trips of the hardest: skipped, {} is missing",
            path.display()
        ));
        return;
    }
    let puzzles = common::datasets::puzzles(&folder, &path.to_string_lossy());
    let mut proofs = 0;
    for puzzle in common::datasets::sample(&puzzles, 12) {
        proofs += solution_round_trip(&puzzle).0;
    }
    assert!(proofs > 0, "no step with a proof in the sample");
}

#[test]
fn a_solution_from_pencil_marks_reads_back_with_its_start() {
    let engine = Engine::default();
    let grid: sudoku_strata::Grid = EASY.parse().expect("a puzzle");
    let mut state = sudoku_strata::LayerGrid::from_grid(&grid);
    state
        .apply(&engine.next_step(&state).expect("a step"))
        .expect("it applies");
    let solution = engine.solve_from(&state).expect("solved");
    let json = round_trip(&solution);
    let written: Value = serde_json::from_str(&json).expect("JSON");
    assert_eq!(written["start"], state.to_string());
    assert_eq!(solution.states().next(), Some(state));
    // A solution from the puzzle's own candidates writes no start.
    let plain = round_trip(&engine.solve(&grid).expect("solved"));
    assert!(
        serde_json::from_str::<Value>(&plain)
            .expect("JSON")
            .get("start")
            .is_none()
    );
}

#[test]
fn a_steps_text_is_written_for_readers_and_derived_on_reading() {
    let step = Step::builder(sudoku_strata::Technique::XWing)
        .detail("5 r2,r7 c3,c8")
        .eliminate("r4c3".parse().unwrap(), Digit::new(5).unwrap())
        .build();
    let mut json: Value = serde_json::to_value(&step).unwrap();
    assert_eq!(json["text"], "X-Wing: 5 r2,r7 c3,c8 => r4c3<>5");
    json["text"] = json!("something else");
    let back: Step = serde_json::from_value(json).unwrap();
    assert_eq!(back, step);
    assert_eq!(back.to_string(), "X-Wing: 5 r2,r7 c3,c8 => r4c3<>5");
}

/// The JSON of `value` with `edit` made to it.
fn edited<T: serde::Serialize>(value: &T, edit: impl FnOnce(&mut Value)) -> String {
    let mut json = serde_json::to_value(value).unwrap();
    edit(&mut json);
    json.to_string()
}

/// The serde error of reading `json` as `T`; panics if it reads.
fn error_of<T: serde::de::DeserializeOwned + std::fmt::Debug>(json: &str) -> String {
    serde_json::from_str::<T>(json)
        .map(|v| panic!("read {v:?} from {json}"))
        .unwrap_err()
        .to_string()
}

#[test]
fn bad_steps_proofs_and_solutions_are_errors_that_say_what_is_wrong() {
    let solution = Engine::default().solve(&FORCING.parse().unwrap()).unwrap();
    let step = solution.steps().iter().find(|s| s.proof().is_some()).unwrap();
    let proof = step.proof().unwrap();
    let placed = solution
        .steps()
        .iter()
        .find(|s| !s.placements().is_empty())
        .unwrap();
    let steps: [(String, &str); 6] = [
        (
            edited(placed, |j| j["placements"][0]["cell"] = json!("r0c1")),
            "\"r0c1\" is not a cell",
        ),
        (
            edited(placed, |j| j["placements"][0]["digit"] = json!(10)),
            "10 is not a digit",
        ),
        (
            edited(placed, |j| j["technique"] = json!("Magic Wing")),
            "Magic Wing",
        ),
        (
            edited(placed, |j| j["pattern"]["houses"] = json!(["x4"])),
            "\"x4\" is not a house",
        ),
        (
            edited(step, |j| {
                j["proof"]["branches"][0]["facts"][0]["rule"] = json!("guess")
            }),
            "unknown rule \"guess\"",
        ),
        (
            edited(placed, |j| j["placements"] = json!("r1c1=5")),
            "invalid type",
        ),
    ];
    for (json, expected) in &steps {
        let error = error_of::<Step>(json);
        assert!(error.contains(expected), "{expected}: {error}");
    }
    let fact = |j: &mut Value| j["branches"][0]["facts"][0].take();
    let proofs: [(String, &str); 9] = [
        (
            edited(proof, |j| j["kind"] = json!("hunch")),
            "unknown proof kind \"hunch\"",
        ),
        (
            edited(proof, |j| j["branches"][0]["assume"]["row"] = json!(10)),
            "row 10, column",
        ),
        (
            edited(proof, |j| j["branches"][0]["assume"]["digit"] = json!(0)),
            "0 is not a digit",
        ),
        (
            edited(proof, |j| {
                let mut first = fact(j);
                first["rule"] = json!("sees");
                first.as_object_mut().unwrap().remove("by");
                j["branches"][0]["facts"][0] = first;
            }),
            "\"sees\" needs the field \"by\"",
        ),
        (
            edited(proof, |j| {
                let mut first = fact(j);
                first["rule"] = json!("almost locked set");
                first["cells"] = json!([{"row": 1, "col": 1}, {"row": 1, "col": 2}]);
                first["digits"] = json!([1, 2, 3]);
                j["branches"][0]["facts"][0] = first;
            }),
            "\"almost locked set\" needs the field \"forced\"",
        ),
        (
            edited(proof, |j| {
                let mut first = fact(j);
                first["rule"] = json!("almost locked set");
                first["cells"] = json!([{"row": 1, "col": 1}, {"row": 1, "col": 2}]);
                first["digits"] = json!([1, 2, 3]);
                first["forced"] = json!({"row": 2, "col": 10});
                j["branches"][0]["facts"][0] = first;
            }),
            "row 2, column 10 is not a cell",
        ),
        (
            edited(proof, |j| {
                j["branches"][0]["end"] = json!({"contradiction": "boredom"})
            }),
            "unknown contradiction \"boredom\"",
        ),
        (
            edited(proof, |j| j["branches"][0]["end"] = json!({})),
            "a branch ends in a \"contradiction\" or in \"conclusions\"",
        ),
        (
            edited(proof, |j| {
                j["branches"][0]
                    .as_object_mut()
                    .unwrap()
                    .remove("facts")
                    .map(drop)
                    .unwrap()
            }),
            "missing field `facts`",
        ),
    ];
    for (json, expected) in &proofs {
        let error = error_of::<Proof>(json);
        assert!(error.contains(expected), "{expected}: {error}");
    }
    let error = error_of::<Solution>(&edited(&solution, |j| j["grid"] = json!(FORCING)));
    assert!(
        error.contains("the solution's grid is not a solved grid"),
        "{error}"
    );
    let error = error_of::<Rating>(&edited(solution.rating(), |j| {
        j["difficulty"] = json!("impossible")
    }));
    assert!(error.contains("unknown variant `impossible`"), "{error}");
    // Not JSON at all, or cut short.
    for json in ["", "{", "[1, 2", "{\"technique\": \"X-Wing\""] {
        assert!(serde_json::from_str::<Step>(json).is_err(), "{json}");
    }
}

fn cell(name: &str) -> Cell {
    name.parse().unwrap()
}

/// A game with moves, marks, a reveal and history both ways, on a manual clock.
fn game_in_play() -> (Game, ManualClock) {
    let clock = ManualClock::new();
    let mut game = Game::new(&EASY.parse().unwrap())
        .unwrap()
        .with_strictness(Strictness::Strict)
        .with_clock(clock.clone());
    let solution = *game.solution().unwrap();
    for name in ["r1c1", "r1c2", "r2c1"] {
        game.set(cell(name), solution.get(cell(name)).unwrap()).unwrap();
    }
    game.toggle_mark(cell("r9c1"), Digit::new(2).unwrap()).unwrap();
    game.toggle_mark(cell("r9c1"), Digit::new(7).unwrap()).unwrap();
    game.reveal(cell("r5c5")).unwrap();
    game.undo().unwrap();
    game.undo().unwrap();
    clock.advance(Duration::from_millis(83_250));
    (game, clock)
}

/// Reads `json` as a game on a fresh manual clock.
fn restore(json: &str) -> (Game, ManualClock) {
    let clock = ManualClock::new();
    let game = serde_json::from_str::<Game>(json).unwrap_or_else(|e| panic!("{e}: {json}"));
    (game.with_clock(clock.clone()), clock)
}

#[test]
fn a_game_in_play_restores_with_its_moves_marks_history_and_time() {
    let (game, _) = game_in_play();
    let saved = serde_json::to_string(&game).unwrap();
    let (mut restored, clock) = restore(&saved);
    assert_eq!(serde_json::to_string(&restored).unwrap(), saved);
    assert_eq!(restored.givens(), game.givens());
    assert_eq!(restored.board(), game.board());
    assert_eq!(restored.solution(), game.solution());
    assert_eq!(restored.strictness(), Strictness::Strict);
    assert!(!restored.is_editing() && !restored.is_solved());
    for c in Cell::ALL {
        assert_eq!(restored.marks(c), game.marks(c), "{c}");
    }
    assert_eq!(restored.marks(cell("r9c1")).to_string(), "2");
    assert_eq!(restored.elapsed(), Duration::from_millis(83_250));
    clock.advance(Duration::from_secs(10));
    assert_eq!(restored.elapsed(), Duration::from_millis(93_250));

    // The history goes both ways, as it did before the save.
    restored.redo().unwrap();
    restored.redo().unwrap();
    assert!(restored.revealed().contains(cell("r5c5")));
    assert!(!restored.can_redo());
    for _ in 0..6 {
        restored.undo().unwrap();
    }
    assert!(!restored.can_undo());
    assert_eq!(restored.board(), *restored.givens());
}

#[test]
fn a_solved_game_stays_solved_in_its_time_and_an_editor_restores_editing() {
    let (mut game, clock) = game_in_play();
    game.solve().unwrap();
    clock.advance(Duration::from_secs(30)); // after the solve: not counted
    let (restored, clock) = restore(&serde_json::to_string(&game).unwrap());
    assert!(restored.is_solved());
    clock.advance(Duration::from_secs(30));
    assert_eq!(restored.elapsed(), Duration::from_millis(83_250));

    let mut editor = Game::editor();
    editor.enter(cell("r1c1"), 5).unwrap();
    editor.enter(cell("r1c2"), 5).unwrap(); // givens that contradict: fine while editing
    editor.undo().unwrap();
    let (mut restored, _) = restore(&serde_json::to_string(&editor).unwrap());
    assert!(restored.is_editing());
    assert_eq!(restored.givens(), editor.givens());
    restored.redo().unwrap();
    assert_eq!(restored.digit(cell("r1c2")), Digit::new(5));
}

#[test]
fn a_saved_game_that_no_play_could_reach_is_refused_with_its_reason() {
    let (game, _) = game_in_play();
    let mut editor = Game::editor();
    editor.enter(cell("r1c1"), 5).unwrap();
    let two_fives = format!("55{}", ".".repeat(79));
    let given_r1c3 = |entries: &str| format!("..{entries}{}", ".".repeat(78));
    let cases: Vec<(String, &str)> = vec![
        (
            edited(&game, |j| j["givens"] = json!(two_fives)),
            "the saved givens are not a proper puzzle: the givens contradict each other",
        ),
        (
            edited(&game, |j| j["givens"] = json!(".".repeat(81))),
            "the saved givens are not a proper puzzle: the givens allow more than one solution",
        ),
        (
            edited(&game, |j| j["entries"] = json!(given_r1c3("4"))),
            "the board has a player's digit on the given r1c3",
        ),
        (
            edited(&game, |j| j["undo"][1]["marks"] = json!({"r1c3": [1]})),
            "undo[1] has pencil marks on the given r1c3",
        ),
        (
            edited(&game, |j| j["undo"][0]["givens"] = json!(FORCING)),
            "undo[0] has other givens than the board",
        ),
        (
            edited(&game, |j| j["redo"][0]["revealed"] = json!(["r1c1", "r9c9"])),
            "redo[0] says r9c9 was revealed, but it does not hold the solution's digit",
        ),
        (
            edited(&editor, |j| j["undo"][0]["entries"] = json!(given_r1c3("3"))),
            "undo[0] has a player's digits, marks or revealed cells, but the game is in edit mode",
        ),
        (
            edited(&game, |j| j["mode"] = json!("paused")),
            "unknown variant `paused`",
        ),
        (
            edited(&game, |j| j["strictness"] = json!("lenient")),
            "unknown variant `lenient`",
        ),
        (edited(&game, |j| j["elapsed_ms"] = json!(-5)), "invalid value"),
        (
            edited(&game, |j| j["marks"] = json!({"r10c1": [1]})),
            "\"r10c1\" is not a cell",
        ),
        (
            edited(&game, |j| j["marks"] = json!({"r1c1": [12]})),
            "12 is not a digit",
        ),
        (
            edited(&game, |j| {
                j.as_object_mut().unwrap().remove("undo");
            }),
            "missing field `undo`",
        ),
    ];
    for (json, expected) in &cases {
        let error = error_of::<Game>(json);
        assert!(error.contains(expected), "{expected}: {error}");
    }
}
