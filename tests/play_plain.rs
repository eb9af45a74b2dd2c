//! `sudoku play --plain`: the line by line game, driven through standard input.

#![cfg(feature = "cli")]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use sudoku_strata::{Cell, Engine, Game, Grid, Hint, LayerGrid};
use tempfile::TempDir;

const PUZZLE: &str = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489";

/// A new folder for the game in progress, so that no run finds another's (nor the
/// user's own); removed when it is dropped.
fn data_folder() -> TempDir {
    tempfile::Builder::new()
        .prefix("sudoku-plain-")
        .tempdir()
        .expect("a temporary folder")
}

fn play(args: &[&str], stdin: &str) -> Output {
    play_in(data_folder().path(), args, stdin)
}

/// Plays with the game in progress kept in `data`.
fn play_in(data: &Path, args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .arg("play")
        .arg("--plain")
        .args(args)
        .env("SUDOKU_DATA_DIR", data)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run sudoku");
    child.stdin.take().unwrap().write_all(stdin.as_bytes()).unwrap();
    child.wait_with_output().unwrap()
}

/// The file of the game in progress of `puzzle` in the data folder `data`.
fn saved_game(data: &Path, puzzle: &str) -> PathBuf {
    data.join("games").join(format!("{puzzle}.json"))
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// The moves that fill in the solution, one command per line.
fn solving_moves(puzzle: &Grid) -> Vec<String> {
    let solution = puzzle.unique_solution().unwrap();
    Cell::ALL
        .into_iter()
        .filter(|&c| puzzle.get(c).is_none())
        .map(|c| format!("{c}={}", solution.get(c).unwrap()))
        .collect()
}

#[test]
fn a_script_plays_to_the_end_with_mistakes_checks_and_undo() {
    let puzzle: Grid = PUZZLE.parse().unwrap();
    let solution = puzzle.unique_solution().unwrap();
    let r1c1: Cell = "r1c1".parse().unwrap();
    let right = solution.get(r1c1).unwrap().get();
    let wrong = if right == 9 { 1 } else { right + 1 };
    let mut script = vec![
        "help".to_string(),
        format!("r1c1={wrong}"),
        "check".to_string(),
        "hint".to_string(),
        "undo".to_string(),
        "check".to_string(),
        "hint".to_string(),
        "pencil r1c2 13".to_string(),
        "autopencil".to_string(),
        "r1c3=5".to_string(),
        "jump r1c1".to_string(),
        "r1c1 clear".to_string(),
    ];
    script.extend(solving_moves(&puzzle));
    let out = play(&[PUZZLE], &script.join("\n"));
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));

    assert!(stdout.starts_with(&format!("Puzzle {PUZZLE}\n")), "{stdout}");
    assert!(stdout.contains("r1  |  .  .  4 |"), "the board: {stdout}");
    assert!(stdout.contains("autopencil "), "the help: {stdout}");
    assert!(stdout.contains(&format!("r1  | +{wrong}  .  4 |")), "{stdout}");
    assert!(
        stdout.contains(&format!("Mistake: r1c1={wrong} is not the solution's digit.")),
        "{stdout}"
    );
    assert!(
        stdout.contains("Hint: First a mistake: r1c1 is wrong."),
        "{stdout}"
    );
    assert!(stdout.contains("Undone."), "{stdout}");
    assert!(stdout.contains("No mistakes so far"), "{stdout}");
    assert!(
        stdout.contains("Hint: Hidden Single:")
            || stdout.contains("Hint: Naked Single:")
            || stdout.contains("Hint: Full House:"),
        "{stdout}"
    );
    assert!(stdout.contains("r1c2: pencil marks 13."), "{stdout}");
    assert!(stdout.contains("Pencil marks filled in for"), "{stdout}");
    assert!(
        stdout.contains("error: r1c3 holds a given, which cannot be changed"),
        "{stdout}"
    );
    assert!(
        stdout.contains("error: unknown command \"jump r1c1\""),
        "{stdout}"
    );
    assert!(stdout.contains("error: r1c1 is already empty"), "{stdout}");

    // The last move, and only it, says the puzzle is solved, with the time.
    let solved: Vec<&str> = stdout.lines().filter(|l| l.starts_with("Solved in ")).collect();
    assert_eq!(solved.len(), 1, "{stdout}");
    assert!(solved[0].starts_with("Solved in 0:0"), "{}", solved[0]);
    let last_move = stdout
        .rfind(&format!("{}.", solving_moves(&puzzle).last().unwrap()))
        .unwrap();
    assert!(stdout.rfind("Solved in ").unwrap() > last_move);
}

/// A puzzle whose explanation takes chain steps, each with its proof.
const CHAINS: &str = ".7......5..5..329..4..8...79.....1.8.1..2.9....38...5...7.9..4.6...4.....9...2...";

/// The commands that bring a game of `puzzle` to where its explanation takes its first
/// step with a proof (the digits placed before it, then every empty cell's candidates as
/// pencil marks, so that the hint starts from them), and the same game in memory.
fn moves_before_a_proof(puzzle: &Grid) -> (Vec<String>, Game) {
    let solution = Engine::default().solve(puzzle).unwrap();
    let first = solution
        .steps()
        .iter()
        .position(|s| s.proof().is_some())
        .expect("a step with a proof");
    let mut state = LayerGrid::from_grid(puzzle);
    for step in &solution.steps()[..first] {
        state.apply(step).unwrap();
    }
    let mut game = Game::new(puzzle).unwrap();
    let mut moves = Vec::new();
    for cell in Cell::ALL {
        match state.value(cell) {
            Some(digit) if !state.is_given(cell) => {
                moves.push(format!("{cell}={digit}"));
                game.set(cell, digit).unwrap();
            }
            Some(_) => {}
            None => {
                let marks = state.cell_candidates(cell);
                moves.push(format!("pencil {cell} {}", marks.join("")));
                for digit in marks {
                    game.toggle_mark(cell, digit).unwrap();
                }
            }
        }
    }
    (moves, game)
}

#[test]
fn a_hint_prints_its_whole_proof() {
    let puzzle: Grid = CHAINS.parse().unwrap();
    let (mut moves, game) = moves_before_a_proof(&puzzle);
    let Hint::Step { step, .. } = game.hint().unwrap() else {
        panic!("expected a step");
    };
    let proof = step.proof().expect("the hint is a step with a proof").to_string();
    moves.push("hint".into());
    let out = play(&[CHAINS], &moves.join("\n"));
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let hint = &stdout[stdout.rfind("Hint: ").expect("a hint")..];
    assert!(hint.starts_with(&format!("Hint: {step}")), "{hint}");
    assert!(hint.contains(step.explanation()), "{hint}");
    assert!(hint.contains(&proof), "the proof, tree and all: {hint}");
}

#[test]
fn quit_and_the_end_of_input_both_end_the_game_with_code_0() {
    let out = play(&[PUZZLE], "r1c1=3\nquit\nr1c2=5\n");
    assert_eq!(out.status.code(), Some(0));
    let stdout = text(&out.stdout);
    assert!(stdout.trim_end().ends_with("Bye."), "{stdout}");
    assert!(!stdout.contains("r1c2=5"), "nothing is read after quit");

    let out = play(&[PUZZLE], "");
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn strict_play_refuses_each_bad_entry_and_says_why() {
    let puzzle: Grid = PUZZLE.parse().unwrap();
    let right = puzzle
        .unique_solution()
        .unwrap()
        .get("r1c1".parse().unwrap())
        .unwrap()
        .get();
    let wrong = if right == 9 { 1 } else { right + 1 };
    let script = format!("r1c1=10\nr1c3=4\nr1c1={wrong}\nr1c1={right}\n");
    let out = play(&["--strict", PUZZLE], &script);
    assert_eq!(out.status.code(), Some(0));
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("error: 10 is not a digit from 1 to 9 (entry at r1c1)"),
        "{stdout}"
    );
    assert!(
        stdout.contains("error: r1c3 holds a given, which cannot be changed"),
        "{stdout}"
    );
    assert!(
        stdout.contains(&format!("error: r1c1={wrong} contradicts the solution")),
        "{stdout}"
    );
    assert!(stdout.contains(&format!("r1  | +{right}  .  4 |")), "{stdout}");
}

#[test]
fn solve_and_edit_mode() {
    let out = play(&[PUZZLE], "solve\nyes\n");
    let stdout = text(&out.stdout);
    assert!(stdout.contains("Fill in the whole solution?"), "{stdout}");
    assert!(stdout.contains("The solution:"), "{stdout}");
    assert!(stdout.contains("Solved in"), "{stdout}");
    assert!(stdout.contains("cells revealed"), "{stdout}");

    let out = play(
        &[PUZZLE],
        "edit\nr1c1=4\ndone\nr1c1 clear\nclear all\ndone\nundo\ndone\nr1c1=3\n",
    );
    let stdout = text(&out.stdout);
    assert!(stdout.contains("Edit mode"), "{stdout}");
    assert!(
        stdout.contains(
            "error: the givens contradict each other: digit 4 appears twice in row 1 (r1c1 and r1c3)"
        ),
        "{stdout}"
    );
    assert!(
        stdout.contains("error: the givens allow more than one solution"),
        "{stdout}"
    );
    assert!(
        stdout.contains(&format!("Puzzle {PUZZLE}: let's play.")),
        "{stdout}"
    );
    assert!(stdout.contains("r1  | +3  .  4 |"), "{stdout}");
}

#[test]
fn a_new_game_comes_from_the_seed_and_level() {
    let first = play(&["--seed", "5", "--difficulty", "beginner"], "quit\n");
    let again = play(&["--seed", "5", "--difficulty", "beginner"], "quit\n");
    assert_eq!(first.status.code(), Some(0), "{}", text(&first.stderr));
    // The same game, whatever folder it is kept in.
    let game = |out: &Output| text(&out.stdout).split("Type help").next().unwrap().to_string();
    assert_eq!(game(&first), game(&again));
    let stdout = text(&first.stdout);
    assert!(stdout.starts_with("A new beginner puzzle: "), "{stdout}");
    let line = stdout.lines().next().unwrap().rsplit(' ').next().unwrap();
    let puzzle: Grid = line.parse().unwrap();
    assert_eq!(puzzle.count_solutions(2), 1);

    // Playing it to the end.
    let out = play(
        &["--seed", "5", "--difficulty", "beginner"],
        &solving_moves(&puzzle).join("\n"),
    );
    assert!(text(&out.stdout).contains("Solved in "));
}

#[test]
fn a_bad_puzzle_is_refused_with_code_2() {
    let open = ".".repeat(81);
    let out = play(&[&open], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("the givens allow more than one solution"),
        "{}",
        text(&out.stderr)
    );

    let out = play(&["-"], "");
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn the_full_screen_game_needs_a_terminal() {
    let out = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(["play", PUZZLE])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("--plain"), "{}", text(&out.stderr));
}

#[test]
fn marks_show_a_lone_mark_in_brackets_and_none_as_empty_brackets() {
    let out = play(&[PUZZLE], "pencil r1c1 7\npencil r1c2 25\nmarks\n");
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    let first = lines
        .iter()
        .position(|l| l.starts_with("| [7]"))
        .unwrap_or_else(|| panic!("a row starting with [7]: {stdout}"));
    let first_row = lines[first];
    assert!(first_row.contains(" 25 "), "{first_row}");
    assert!(first_row.contains(" [] "), "{first_row}");
    // The grid reads back as the pencil-mark state it shows.
    let grid = lines[first - 1..first + 12].join("\n");
    assert!(!grid.contains(" . "), "{grid}");
    let state: LayerGrid = grid.parse().unwrap_or_else(|e| panic!("{e}: {grid}"));
    assert_eq!(state.cell_candidates("r1c1".parse().unwrap()).to_string(), "7");
}

#[test]
fn a_hint_names_a_whole_house_and_the_digits_behind_a_single() {
    let puzzle: Grid = PUZZLE.parse().unwrap();
    let game = Game::new(&puzzle).unwrap();
    let hint = game.hint().unwrap();
    let step = hint.step().unwrap();
    let out = play(&[PUZZLE], "hint\napply\n");
    let stdout = text(&out.stdout);
    let pattern = stdout
        .lines()
        .find(|l| l.starts_with("Pattern cells: "))
        .unwrap_or_else(|| panic!("{stdout}"));
    if step.pattern().houses.len() == 1 && step.pattern().cells == step.pattern().houses[0].cells() {
        assert_eq!(pattern, format!("Pattern cells: {}", step.pattern().houses[0]));
    }
    assert!(pattern.len() < 40, "nine cells listed: {pattern}");
    let witnesses = game.witnesses(step);
    if !witnesses.is_empty() {
        let named: Vec<String> = witnesses
            .iter()
            .map(|c| format!("{c}={}", game.digit(c).unwrap()))
            .collect();
        assert!(
            stdout.contains(&format!("Ruled out by: {}", named.join(", "))),
            "{stdout}"
        );
    }
    let placed = step.placements()[0];
    assert!(stdout.contains(&format!("Applied: {step}.")), "{stdout}");
    let row = placed.cell.row_index() + 1;
    let board_row = stdout
        .lines()
        .rev()
        .find(|l| l.starts_with(&format!("r{row}  |")))
        .unwrap();
    assert!(board_row.contains(&format!("+{}", placed.digit)), "{board_row}");
}

#[test]
fn a_game_quit_midway_goes_on_in_the_next_run() {
    let data = data_folder();
    let puzzle: Grid = PUZZLE.parse().unwrap();
    let moves = solving_moves(&puzzle);
    let (first, rest) = moves.split_at(10);
    let out = play_in(
        data.path(),
        &[PUZZLE],
        &format!("{}\npencil r9c9 1\nquit\n", first.join("\n")),
    );
    let stdout = text(&out.stdout);
    assert!(stdout.contains("The game is saved in "), "{stdout}");
    let saved = saved_game(data.path(), PUZZLE);
    assert!(saved.exists());

    // The next run, with no puzzle named, goes on from there.
    let out = play_in(data.path(), &[], "board\nmarks\n");
    let stdout = text(&out.stdout);
    assert!(
        stdout.starts_with(&format!("Resumed the game in progress ({}", saved.display())),
        "{stdout}"
    );
    assert!(stdout.contains("sudoku play --new starts a new one"), "{stdout}");
    let cell = first[9].split('=').next().unwrap();
    let digit = first[9].split('=').nth(1).unwrap();
    let (r, c) = (&cell[1..2], cell[3..4].parse::<usize>().unwrap());
    let row = stdout
        .lines()
        .find(|l| l.starts_with(&format!("r{r}  |")))
        .unwrap();
    let cells: Vec<&str> = row
        .split('|')
        .skip(1)
        .flat_map(|b| b.split_whitespace())
        .collect();
    assert_eq!(cells[c - 1], format!("+{digit}"), "{row}");

    // And to the end: the finished game is not offered again.
    let out = play_in(data.path(), &[], &rest.join("\n"));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("Solved in "), "{stdout}");
    assert!(!saved.exists());
    let out = play_in(data.path(), &["--seed", "3", "--difficulty", "beginner"], "");
    assert!(
        text(&out.stdout).starts_with("A new beginner puzzle"),
        "{}",
        text(&out.stdout)
    );
}

#[test]
fn new_starts_fresh_and_a_bad_save_is_set_aside_and_said() {
    let data = data_folder();
    let out = play_in(data.path(), &[PUZZLE], "r1c1=3\n");
    assert_eq!(out.status.code(), Some(0));
    let out = play_in(
        data.path(),
        &["--new", "--seed", "3", "--difficulty", "beginner"],
        "board\n",
    );
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with("A new beginner puzzle"), "{stdout}");

    std::fs::write(saved_game(data.path(), PUZZLE), "{ not a game").unwrap();
    let out = play_in(data.path(), &["--seed", "3", "--difficulty", "beginner"], "");
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0));
    assert!(
        stdout.starts_with("The saved game could not be read ("),
        "{stdout}"
    );
    let kept: Vec<PathBuf> = std::fs::read_dir(data.path().join("games"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().contains("unreadable"))
        .collect();
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert_eq!(std::fs::read_to_string(&kept[0]).unwrap(), "{ not a game");
    assert!(stdout.contains(&kept[0].display().to_string()), "{stdout}");
    // The other game saved (the --new one) goes on.
    assert!(stdout.contains("Resumed the game in progress"), "{stdout}");
}

#[test]
fn a_solved_game_refuses_moves_and_a_typed_in_puzzle_is_rated() {
    let puzzle: Grid = PUZZLE.parse().unwrap();
    let mut moves = solving_moves(&puzzle);
    moves.extend(["r1c1=5", "undo", "clear all", "pencil r1c1 5", "time"].map(String::from));
    let out = play(&[PUZZLE], &moves.join("\n"));
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("error: the puzzle is solved: start a new game"),
        "{stdout}"
    );
    assert_eq!(
        stdout.matches("error: the puzzle is solved").count(),
        4,
        "{stdout}"
    );
    assert!(!stdout.contains("Cleared your"), "{stdout}");

    let mut typing = vec!["edit".to_string(), "clear all".to_string()];
    typing.extend(
        puzzle
            .iter()
            .filter_map(|(cell, digit)| digit.map(|d| format!("{cell}={d}"))),
    );
    typing.push("done".into());
    let out = play(&[PUZZLE], &typing.join("\n"));
    let stdout = text(&out.stdout);
    let rating = puzzle.rate().unwrap();
    assert!(
        stdout.contains(&format!("Puzzle {PUZZLE}: let's play. Level: {rating}.")),
        "{stdout}"
    );
}

/// The other puzzle of the flows below.
const OTHER: &str = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

#[test]
fn solve_and_reveal_ask_first_and_a_script_that_says_no_loses_nothing() {
    let data = data_folder();
    let out = play_in(data.path(), &[PUZZLE], "r1c1=3\nquit\n");
    assert_eq!(out.status.code(), Some(0));
    let saved = saved_game(data.path(), PUZZLE);
    let before = std::fs::read_to_string(&saved).unwrap();
    // The repro of the report: solve, then quit. The question is not answered yes.
    let out = play_in(data.path(), &[PUZZLE], "solve\nquit\n");
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with("Resumed the game in progress"), "{stdout}");
    assert!(stdout.contains("Fill in the whole solution?"), "{stdout}");
    assert!(stdout.contains("Not done: play goes on."), "{stdout}");
    let after: Game = serde_json::from_str(&std::fs::read_to_string(&saved).unwrap()).unwrap();
    let first: Game = serde_json::from_str(&before).unwrap();
    assert_eq!(after.board(), first.board());
    assert!(!after.is_solved());

    // reveal asks as well; "no" keeps playing, "yes" reveals, undo takes it back.
    let out = play_in(
        data.path(),
        &[],
        "reveal r1c2\nno\nreveal r1c2\nyes\nundo\nsolve\ny\nundo\nboard\n",
    );
    let stdout = text(&out.stdout);
    assert!(stdout.contains("Show the solution's digit in r1c2?"), "{stdout}");
    assert!(stdout.contains("r1c2 is "), "{stdout}");
    assert!(stdout.contains("The solution:"), "{stdout}");
    assert_eq!(stdout.matches("Undone.").count(), 2, "{stdout}");
    assert!(!stdout.contains("error:"), "{stdout}");
    let game: Game = serde_json::from_str(&std::fs::read_to_string(&saved).unwrap()).unwrap();
    assert!(!game.is_solved());
    assert!(game.revealed().is_empty());

    // Solved with `solve` and quit: the game stays saved, and undo goes back.
    let out = play_in(data.path(), &[PUZZLE], "solve\nyes\n");
    assert!(text(&out.stdout).contains("Solved in"), "{}", text(&out.stdout));
    let mut game: Game = serde_json::from_str(&std::fs::read_to_string(&saved).unwrap()).unwrap();
    assert!(game.is_solved());
    game.undo().unwrap();
    assert_eq!(game.digit("r1c1".parse().unwrap()).map(|d| d.get()), Some(3));
}

#[test]
fn another_puzzle_never_replaces_the_saved_game() {
    let data = data_folder();
    play_in(data.path(), &[PUZZLE], "r1c1=3\n");
    // Another puzzle named on the command line: a file of its own.
    let out = play_in(data.path(), &[OTHER], "r1c2=1\n");
    assert_eq!(out.status.code(), Some(0));
    assert!(text(&out.stdout).starts_with("Puzzle "), "{}", text(&out.stdout));
    let first: Game =
        serde_json::from_str(&std::fs::read_to_string(saved_game(data.path(), PUZZLE)).unwrap()).unwrap();
    assert_eq!(first.digit("r1c1".parse().unwrap()).map(|d| d.get()), Some(3));
    assert!(saved_game(data.path(), OTHER).exists());
    // The first puzzle named again goes on where it was.
    let out = play_in(data.path(), &[PUZZLE], "board\n");
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with("Resumed the game in progress"), "{stdout}");
    assert!(stdout.contains("r1  | +3  .  4 |"), "{stdout}");
    // --new on it starts afresh and keeps the earlier game beside.
    let out = play_in(data.path(), &["--new", PUZZLE], "board\n");
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("Your earlier game of this puzzle was kept as "),
        "{stdout}"
    );
    assert!(stdout.contains("r1  |  .  .  4 |"), "{stdout}");
    let aside = std::fs::read_dir(data.path().join("games"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.to_string_lossy().contains(".replaced-"))
        .expect("the earlier game kept");
    let kept: Game = serde_json::from_str(&std::fs::read_to_string(aside).unwrap()).unwrap();
    assert_eq!(kept.digit("r1c1".parse().unwrap()).map(|d| d.get()), Some(3));
    // The new command of the game keeps the one in play in its file first.
    let out = play_in(
        data.path(),
        &[OTHER, "--seed", "2"],
        "r1c3=2\nnew beginner\nquit\n",
    );
    assert_eq!(out.status.code(), Some(0));
    let other: Game =
        serde_json::from_str(&std::fs::read_to_string(saved_game(data.path(), OTHER)).unwrap()).unwrap();
    assert_eq!(other.digit("r1c3".parse().unwrap()).map(|d| d.get()), Some(2));
}

#[test]
fn a_resumed_file_is_kept_in_itself_and_no_other_save_is_touched() {
    let data = data_folder();
    play_in(data.path(), &[PUZZLE], "r1c1=3\n");
    let in_progress = std::fs::read_to_string(saved_game(data.path(), PUZZLE)).unwrap();
    let file = data.path().join("mine.json");
    let out = play_in(
        data.path(),
        &[PUZZLE, "--new"],
        &format!("r1c1=5\nsave {}\n", file.display()),
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let out = play_in(
        data.path(),
        &["--resume", file.to_str().unwrap()],
        "r1c2=7\nquit\n",
    );
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains(&format!(
            "sudoku play --resume {} goes on with it",
            file.display()
        )),
        "{stdout}"
    );
    let resumed: Game = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert_eq!(resumed.digit("r1c2".parse().unwrap()).map(|d| d.get()), Some(7));
    // The game of the data folder is the one --new set aside, untouched.
    let aside = std::fs::read_dir(data.path().join("games"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.to_string_lossy().contains(".replaced-"))
        .unwrap();
    assert_eq!(std::fs::read_to_string(aside).unwrap(), in_progress);
}

#[cfg(unix)]
#[test]
fn a_save_through_a_link_writes_its_target_and_a_failed_save_exits_non_zero() {
    let data = data_folder();
    let real = data.path().join("real.json");
    let link = data.path().join("link.json");
    std::os::unix::fs::symlink(&real, &link).unwrap();
    let out = play_in(
        data.path(),
        &[PUZZLE],
        &format!("r1c1=3\nsave {}\n", link.display()),
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(std::fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
    let saved: Game = serde_json::from_str(&std::fs::read_to_string(&real).unwrap()).unwrap();
    assert_eq!(saved.digit("r1c1".parse().unwrap()).map(|d| d.get()), Some(3));

    // A save that cannot be written: said at once, and the exit code is not 0.
    let out = play_in(data.path(), &[OTHER], "save /no/such/folder/game.json\n");
    assert!(text(&out.stdout).contains("error: cannot save the game to /no/such/folder/game.json"));
    assert_ne!(out.status.code(), Some(0));
    assert!(
        text(&out.stderr).contains("the game could not be saved"),
        "{}",
        text(&out.stderr)
    );
    // The game in progress cannot be written either (a file where its folder goes).
    let blocked = data_folder();
    std::fs::write(blocked.path().join("games"), "").unwrap();
    let out = play_in(blocked.path(), &[OTHER], "r1c2=1\n");
    assert_ne!(out.status.code(), Some(0));
    assert!(
        text(&out.stderr).contains("cannot make the folder"),
        "{}",
        text(&out.stderr)
    );
    // A save file that is a device is refused, not read without end.
    let out = play_in(data.path(), &["--resume", "/dev/zero"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("not a regular file"),
        "{}",
        text(&out.stderr)
    );
}
