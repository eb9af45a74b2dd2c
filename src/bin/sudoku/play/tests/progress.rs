//! The game as it goes on: hints applied, marks that follow, pause, the puzzle line,
//! and the game in progress saved and offered again.

use std::time::Duration;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use sudoku_strata::{Cell, Difficulty, Game, Grid, ManualClock, Strictness, Technique};

use super::super::app::{App, Prompt};
use super::super::save::{AutoSave, Keep, MOVES_PER_SAVE, load};
use super::super::{Dealer, Files, Start};
use super::{DARK, PUZZLE, Screen};

#[test]
fn enter_applies_the_hint_and_a_hidden_single_shows_what_rules_out_the_rest() {
    let mut screen = Screen::new();
    let mut hidden = false;
    for _ in 0..81 {
        screen.keys("?");
        let hint = screen.app.hint.clone().expect("a hint");
        let step = hint.step().expect("a step").clone();
        let placed = step.placements()[0];
        if step.technique() == Technique::HiddenSingle {
            hidden = true;
            let witnesses = screen.app.witnesses;
            assert!(!witnesses.is_empty());
            for w in witnesses {
                assert_eq!(screen.app.game.digit(w), Some(placed.digit));
                assert!(
                    screen.app.message.contains(&format!("{w}={}", placed.digit)),
                    "{}",
                    screen.app.message
                );
                if w != screen.app.cursor {
                    assert_eq!(screen.background(&w.to_string()), DARK.witness.bg, "{w}");
                }
            }
            break;
        }
        screen.press(KeyCode::Enter);
        assert_eq!(screen.app.game.digit(placed.cell), Some(placed.digit));
        assert!(
            screen.app.message.starts_with("Applied: "),
            "{}",
            screen.app.message
        );
    }
    assert!(hidden, "no hidden single came");
    // Enter with no hint on show shows it first; undo takes an applied hint back.
    screen.press(KeyCode::Esc);
    screen.press(KeyCode::Enter);
    assert!(screen.app.hint.is_some());
    let placed = screen.app.hint.clone().unwrap().step().unwrap().placements()[0];
    screen.press(KeyCode::Enter);
    assert_eq!(screen.app.game.digit(placed.cell), Some(placed.digit));
    screen.keys("u");
    assert_eq!(screen.app.game.digit(placed.cell), None);
}

#[test]
fn placing_a_digit_takes_it_from_the_marks_around_and_f_turns_that_off() {
    let mut screen = Screen::new();
    screen.keys("a"); // every candidate
    let r1c2: Cell = "r1c2".parse().unwrap();
    let marks = screen.app.game.marks(r1c2);
    let digit = screen
        .app
        .game
        .marks("r1c1".parse().unwrap())
        .iter()
        .find(|d| marks.contains(*d))
        .unwrap();
    screen.keys(&digit.to_string()); // in r1c1
    assert!(!screen.app.game.marks(r1c2).contains(digit));
    screen.keys("u");
    assert!(screen.app.game.marks(r1c2).contains(digit));
    screen.keys("f");
    assert!(screen.app.message.contains("stay as you write them"));
    screen.keys(&digit.to_string());
    assert!(screen.app.game.marks(r1c2).contains(digit));
}

#[test]
fn space_pauses_the_clock_and_hides_the_board() {
    let mut screen = Screen::new();
    screen.clock.advance(Duration::from_secs(30));
    screen.keys(" ");
    assert!(screen.app.game.is_paused());
    screen.clock.advance(Duration::from_secs(500));
    screen.draw();
    let text = screen.text();
    assert!(text.contains("PAUSED"), "{text}");
    assert!(text.contains("Time: 0:30 (paused)"), "{text}");
    assert_eq!(screen.digit_at("r1c3").0, "", "the board is hidden");
    screen.keys("5"); // refused while paused
    assert_eq!(screen.app.game.digit("r1c1".parse().unwrap()), None);
    screen.keys(" ");
    assert!(!screen.app.game.is_paused());
    screen.clock.advance(Duration::from_secs(5));
    screen.draw();
    assert!(screen.text().contains("Time: 0:35"), "{}", screen.text());
    assert_eq!(screen.digit_at("r1c3").0, "4");
}

#[test]
fn y_shows_the_puzzle_line_and_copies_it() {
    let mut screen = Screen::new();
    screen.keys("y");
    assert_eq!(screen.app.clipboard.as_deref(), Some(PUZZLE));
    assert!(screen.app.message.ends_with(PUZZLE), "{}", screen.app.message);
    assert!(screen.app.goodbye().contains(&format!("Puzzle: {PUZZLE}")));
}

/// A folder of its own for a test's saved games.
fn data_folder(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("sudoku-app-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

#[test]
fn the_game_in_progress_is_saved_as_it_goes_and_offered_again() {
    let dir = data_folder("progress");
    let path = dir.join(format!("{PUZZLE}.json"));
    let files = Files {
        autosave: AutoSave::new(Keep::Folder(dir.clone())),
        ..Files::default()
    };
    let puzzle: Grid = PUZZLE.parse().unwrap();
    let dealer = Dealer::new(1, Difficulty::Beginner, Strictness::Relaxed);
    let mut app = App::new(
        Game::new(&puzzle).unwrap(),
        dealer,
        None,
        files.clone(),
        Start::default(),
    );
    let press = |app: &mut App, c: char| app.key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
    for c in "3l".chars() {
        press(&mut app, c);
    }
    assert!(!path.exists(), "saved after one move");
    for c in "p12345".chars() {
        press(&mut app, c);
    }
    assert!(path.exists(), "not saved after {} moves", MOVES_PER_SAVE);
    press(&mut app, '6');
    let goodbye = app.goodbye();
    assert!(goodbye.contains("sudoku play goes on with it"), "{goodbye}");
    let saved: Game = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(saved.board(), app.game.board());
    assert_eq!(saved.marks("r1c2".parse().unwrap()).len(), 6);

    // The next run offers it: y goes on, n asks for a new game's level.
    let start = Start {
        in_progress: true,
        note: None,
    };
    let files = Files {
        resumed: Some(path.clone()),
        ..files
    };
    let dealer = Dealer::new(1, Difficulty::Beginner, Strictness::Relaxed);
    let offered = App::new(saved.clone(), dealer, None, files.clone(), start.clone());
    assert_eq!(offered.prompt, Prompt::Resume);
    assert!(offered.message.contains("Go on with it?"), "{}", offered.message);
    assert!(offered.game.is_paused(), "the clock waits for the answer");
    let terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    let mut screen = Screen {
        app: offered,
        terminal,
        clock: ManualClock::new(),
    };
    screen.draw();
    assert_eq!(screen.digit_at("r1c3").0, "4", "the game offered shows");
    let mut offered = screen.app;
    press(&mut offered, 'y');
    assert!(!offered.game.is_paused());
    assert_eq!(offered.game.board(), saved.board());
    let dealer = Dealer::new(1, Difficulty::Beginner, Strictness::Relaxed);
    let mut declined = App::new(saved, dealer, None, files, start);
    press(&mut declined, 'n');
    assert!(declined.message.starts_with("New game at which level?"));

    // s asks first: any key but y keeps playing.
    declined.prompt = Prompt::None;
    declined.game.resume();
    press(&mut declined, 's');
    assert_eq!(declined.prompt, Prompt::ConfirmSolve);
    assert!(declined.message.contains("u undoes it"), "{}", declined.message);
    press(&mut declined, 'x');
    assert!(!declined.game.is_solved());
    assert!(declined.message.starts_with("Not done"), "{}", declined.message);
    // y solves; the game stays saved, solved, and u takes the solution back.
    press(&mut declined, 's');
    press(&mut declined, 'y');
    assert!(declined.game.is_solved());
    let kept = load(&path).unwrap();
    assert!(kept.is_solved(), "the solved game is kept, to be taken back");
    press(&mut declined, 'u');
    assert!(!declined.game.is_solved(), "{}", declined.message);
    // v asks too.
    press(&mut declined, 'v');
    assert!(matches!(declined.prompt, Prompt::ConfirmReveal(_)));
    press(&mut declined, 'y');
    assert!(!declined.game.revealed().is_empty());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_new_game_keeps_the_one_before_in_its_own_file() {
    let dir = data_folder("new-game");
    let files = Files {
        autosave: AutoSave::new(Keep::Folder(dir.clone())),
        ..Files::default()
    };
    let puzzle: Grid = PUZZLE.parse().unwrap();
    let dealer = Dealer::new(1, Difficulty::Beginner, Strictness::Relaxed);
    let mut app = App::new(Game::new(&puzzle).unwrap(), dealer, None, files, Start::default());
    let press = |app: &mut App, c: char| app.key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
    press(&mut app, '3'); // one move: not saved yet by the count
    press(&mut app, 'n');
    press(&mut app, '1');
    assert!(app.run_pending());
    assert_ne!(app.game.givens(), &puzzle);
    let first = load(&dir.join(format!("{PUZZLE}.json"))).unwrap();
    assert_eq!(first.digit("r1c1".parse().unwrap()).map(|d| d.get()), Some(3));
    // e (edit) keeps the game in play before its digits are dropped.
    for c in "l5".chars() {
        press(&mut app, c);
    }
    let line = app.game.givens().to_string();
    press(&mut app, 'e');
    assert!(app.game.is_editing());
    let second = load(&dir.join(format!("{line}.json"))).unwrap();
    assert!(second.digit("r1c2".parse().unwrap()).is_some() || second.is_given("r1c2".parse().unwrap()));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_failed_save_is_what_the_run_reports() {
    let dir = data_folder("failed");
    std::fs::create_dir_all(&dir).unwrap();
    // A file where the folder of games should be: every save fails.
    let blocked = dir.join("games");
    std::fs::write(&blocked, "").unwrap();
    let files = Files {
        autosave: AutoSave::new(Keep::Folder(blocked)),
        ..Files::default()
    };
    let puzzle: Grid = PUZZLE.parse().unwrap();
    let dealer = Dealer::new(1, Difficulty::Beginner, Strictness::Relaxed);
    let mut app = App::new(Game::new(&puzzle).unwrap(), dealer, None, files, Start::default());
    app.key(KeyEvent::new(KeyCode::Char('3'), KeyModifiers::NONE));
    let goodbye = app.goodbye();
    assert!(goodbye.contains("Cannot make the folder"), "{goodbye}");
    assert!(app.save_failure().is_some());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_note_about_an_unreadable_save_is_shown_first() {
    let start = Start {
        in_progress: false,
        note: Some("The saved game could not be read (bad); the file was kept as x.".into()),
    };
    let puzzle: Grid = PUZZLE.parse().unwrap();
    let dealer = Dealer::new(1, Difficulty::Beginner, Strictness::Relaxed);
    let app = App::new(Game::new(&puzzle).unwrap(), dealer, None, Files::default(), start);
    assert!(
        app.message.starts_with("The saved game could not be read"),
        "{}",
        app.message
    );
}

#[test]
fn f1_lists_every_key() {
    let mut screen = Screen::new();
    screen.press(KeyCode::F(1));
    for key in [
        "Enter: apply the hint",
        "space: pause",
        "y: copy the puzzle",
        "f: marks follow",
    ] {
        assert!(screen.app.message.contains(key), "{key}");
    }
}

/// The side panel's text at `width`x`height`, its rows joined by spaces.
fn panel_text(app: App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    let mut app = app;
    terminal
        .draw(|frame| super::super::view::draw(&mut app, frame))
        .unwrap();
    let side = super::super::view::Layout::new(ratatui::layout::Rect::new(0, 0, width, height)).side;
    let buffer = terminal.backend().buffer();
    (side.y..side.y + side.height)
        .map(|y| {
            (side.x..side.x + side.width)
                .map(|x| buffer[(x, y)].symbol().to_string())
                .collect::<String>()
                .trim()
                .to_string()
        })
        .filter(|row| !row.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn every_prompt_shows_whole_at_80x24_and_100x32() {
    let puzzle: Grid = PUZZLE.parse().unwrap();
    let long_note = "The saved game could not be read (games/x.json is not a saved game: expected \
        value at line 1 column 1); the file was kept as games/x.json.unreadable-1796524823."
        .to_string();
    for (width, height) in [(80, 24), (100, 32)] {
        for note in [None, Some(long_note.clone())] {
            let start = Start {
                in_progress: true,
                note: note.clone(),
            };
            let files = Files {
                resumed: Some("game.json".into()),
                ..Files::default()
            };
            let dealer = Dealer::new(1, Difficulty::Beginner, Strictness::Relaxed);
            let app = App::new(Game::new(&puzzle).unwrap(), dealer, None, files, start);
            let text = panel_text(app, width, height);
            assert!(
                text.contains("Go on with it? y: yes, n: a new game."),
                "{width}x{height}, note {}: {text}",
                note.is_some()
            );
            assert!(text.contains("Your game in progress"), "{text}");
        }
        // The other questions, each after a long hint.
        for keys in ["?s", "?v", "?q", "?n"] {
            let dealer = Dealer::new(1, Difficulty::Beginner, Strictness::Relaxed);
            let mut app = App::new(
                Game::new(&puzzle).unwrap(),
                dealer,
                None,
                Files::default(),
                Start::default(),
            );
            for c in keys.chars() {
                app.key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
            }
            let question = app.message.rsplit("\n\n").next().unwrap().to_string();
            let text = panel_text(app, width, height);
            let words: Vec<&str> = question.split_whitespace().collect();
            assert!(
                text.contains(&words.join(" ")),
                "{width}x{height} {keys}: {question:?} in {text}"
            );
        }
    }
}
