//! The full-screen game driven by synthetic key and mouse events, drawn on ratatui's
//! `TestBackend`: what the cells show after each event.

use std::time::Duration;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::style::{Color, Modifier};
use sudoku_strata::{Cell, Difficulty, Engine, Game, Grid, Hint, LayerGrid, ManualClock, Strictness};

use super::app::{App, Entry};
use super::glyphs::{self, Stroke};
use super::theme::Theme;
use super::view::{self, Layout};
use super::{Dealer, Files, Start};

const DARK: Theme = Theme::DARK;

mod board;
mod progress;

const PUZZLE: &str = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489";

struct Screen {
    app: App,
    terminal: Terminal<TestBackend>,
    clock: ManualClock,
}

impl Screen {
    fn new() -> Screen {
        Screen::with(Strictness::Relaxed)
    }

    fn with(strictness: Strictness) -> Screen {
        let puzzle: Grid = PUZZLE.parse().unwrap();
        Screen::of(Game::new(&puzzle).unwrap(), strictness)
    }

    fn of(game: Game, strictness: Strictness) -> Screen {
        let clock = ManualClock::new();
        let game = game.with_clock(clock.clone()).with_strictness(strictness);
        let app = App::new(
            game,
            Dealer::new(1, Difficulty::Beginner, strictness),
            None,
            Files::default(),
            Start::default(),
        );
        let terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
        let mut app = app;
        app.theme = DARK;
        let mut screen = Screen { app, terminal, clock };
        screen.draw();
        screen
    }

    fn draw(&mut self) -> &Buffer {
        let app = &mut self.app;
        self.terminal.draw(|frame| view::draw(app, frame)).unwrap();
        self.terminal.backend().buffer()
    }

    /// Presses keys: characters as typed, and `<` `>` `^` `v` for no arrows here.
    fn keys(&mut self, keys: &str) {
        for c in keys.chars() {
            self.press(KeyCode::Char(c));
        }
    }

    fn press(&mut self, code: KeyCode) {
        self.app.key(KeyEvent::new(code, KeyModifiers::NONE));
        self.draw();
    }

    /// Moves the cursor to `cell` with the arrow keys.
    fn go(&mut self, cell: &str) {
        let target: Cell = cell.parse().unwrap();
        while self.app.cursor.row_index() != target.row_index() {
            self.press(KeyCode::Down);
        }
        while self.app.cursor.col_index() != target.col_index() {
            self.press(KeyCode::Right);
        }
    }

    fn layout(&self) -> Layout {
        Layout::new(self.terminal.backend().buffer().area)
    }

    /// The digit drawn large in a cell, if one is, and the style of its strokes.
    fn digit_at(&self, cell: &str) -> (String, ratatui::style::Style) {
        let rows = self.cell_rows(cell);
        let size = self.layout().size;
        let left = usize::from((size.cell_w - 3) / 2);
        let glyph: Vec<String> = rows
            .iter()
            .map(|r| r.chars().skip(left).take(3).collect())
            .collect();
        let shown = sudoku_strata::Digit::ALL.into_iter().find(|&d| {
            if size.thin_rows {
                glyph == glyphs::large(d, Stroke::Heavy) || glyph == glyphs::large(d, Stroke::Light)
            } else {
                glyph == glyphs::compact(d)
            }
        });
        let (x, y) = self.layout().cell_origin(cell.parse().unwrap());
        let buffer = self.terminal.backend().buffer();
        let stroke = (0..size.cell_h)
            .flat_map(|dy| (0..3).map(move |dx| (x + left as u16 + dx, y + dy)))
            .find(|&at| buffer[at].symbol() != " ")
            .map_or_else(ratatui::style::Style::default, |at| buffer[at].style());
        (shown.map_or_else(String::new, |d| d.to_string()), stroke)
    }

    /// The rows of a cell, as shown.
    fn cell_rows(&self, cell: &str) -> Vec<String> {
        let size = self.layout().size;
        let (x, y) = self.layout().cell_origin(cell.parse().unwrap());
        let buffer = self.terminal.backend().buffer();
        let row = |y: u16| {
            (x..x + size.cell_w)
                .map(|x| buffer[(x, y)].symbol())
                .collect::<String>()
        };
        (0..size.cell_h).map(|dy| row(y + dy)).collect()
    }

    fn background(&self, cell: &str) -> Option<Color> {
        let (x, y) = self.layout().cell_origin(cell.parse().unwrap());
        self.terminal.backend().buffer()[(x, y)]
            .style()
            .bg
            .filter(|&c| c != Color::Reset)
    }

    /// Everything on the screen, line by line, with the side panel's wrapping undone.
    fn text(&self) -> String {
        let buffer = self.terminal.backend().buffer();
        let area = buffer.area;
        let mut side = String::new();
        let mut all = String::new();
        for y in 0..area.height {
            let line: String = (0..area.width).map(|x| buffer[(x, y)].symbol()).collect();
            all.push_str(&line);
            all.push('\n');
            let right: String = line.chars().skip(usize::from(self.layout().side.x)).collect();
            side.push_str(right.trim());
            side.push(' ');
        }
        format!("{all}\n{side}")
    }
}

#[test]
fn givens_entries_and_pencil_marks_look_different() {
    let mut screen = Screen::new();
    let (given, given_style) = screen.digit_at("r1c3");
    assert_eq!(given, "4");
    assert!(given_style.add_modifier.contains(Modifier::BOLD));

    screen.go("r1c1");
    screen.keys("3");
    let (entry, entry_style) = screen.digit_at("r1c1");
    assert_eq!(entry, "3");
    assert_eq!(entry_style.fg, DARK.entry.fg);
    assert!(!entry_style.add_modifier.contains(Modifier::BOLD));

    // A lone mark is one small digit in its own place, never the large digit's shape.
    screen.go("r1c2");
    screen.keys("p25");
    assert_eq!(screen.app.entry, Entry::PencilMarks);
    assert_eq!(screen.cell_rows("r1c2"), [" 2  5", "     "]);
    let (x, y) = screen.layout().cell_origin("r1c2".parse().unwrap());
    assert_eq!(
        screen.terminal.backend().buffer()[(x + 1, y)].style().fg,
        DARK.mark.fg
    );
    screen.keys("2");
    assert_eq!(screen.cell_rows("r1c2"), ["    5", "     "]);
    assert_eq!(screen.digit_at("r1c2").0, "");
    assert!(screen.text().contains("Input: pencil marks"));
}

#[test]
fn the_cursor_moves_with_arrows_hjkl_and_clicks() {
    let mut screen = Screen::new();
    assert_eq!(screen.app.cursor.to_string(), "r1c1");
    screen.keys("jjl");
    assert_eq!(screen.app.cursor.to_string(), "r3c2");
    screen.press(KeyCode::Up);
    screen.press(KeyCode::Left);
    screen.press(KeyCode::Left);
    assert_eq!(screen.app.cursor.to_string(), "r2c9", "wraps around");
    assert_eq!(screen.background("r2c9"), DARK.cursor.bg);
    assert_eq!(screen.background("r1c1"), None);

    let (x, y) = screen.layout().cell_origin("r7c5".parse().unwrap());
    screen.app.mouse(MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: x + 2,
        row: y + 1,
        modifiers: KeyModifiers::NONE,
    });
    assert_eq!(screen.app.cursor.to_string(), "r7c5");
    // A click on a border or outside the grid leaves the cursor where it is.
    screen.app.mouse(MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: 0,
        row: 5,
        modifiers: KeyModifiers::NONE,
    });
    screen.app.mouse(MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: 70,
        row: 5,
        modifiers: KeyModifiers::NONE,
    });
    assert_eq!(screen.app.cursor.to_string(), "r7c5");
}

#[test]
fn clearing_keys_and_givens() {
    let mut screen = Screen::new();
    screen.keys("7");
    assert_eq!(screen.digit_at("r1c1").0, "7");
    screen.keys("0");
    assert_eq!(screen.digit_at("r1c1").0, "");
    screen.keys("7");
    screen.press(KeyCode::Backspace);
    assert_eq!(screen.digit_at("r1c1").0, "");
    screen.keys("7");
    screen.press(KeyCode::Delete);
    assert_eq!(screen.digit_at("r1c1").0, "");

    screen.go("r1c3");
    screen.keys("5");
    assert_eq!(screen.digit_at("r1c3").0, "4");
    assert!(
        screen
            .text()
            .contains("R1c3 holds a given, which cannot be changed."),
        "{}",
        screen.text()
    );
}

#[test]
fn conflicts_show_as_they_happen() {
    let mut screen = Screen::new();
    screen.keys("4"); // r1c3 holds a given 4
    assert_eq!(screen.digit_at("r1c1").1.fg, Some(Color::LightRed));
    assert_eq!(screen.digit_at("r1c3").1.fg, Some(Color::LightRed));
    assert!(screen.text().contains("repeats in its row, column or box"));
    screen.keys("u");
    assert_ne!(screen.digit_at("r1c3").1.fg, DARK.conflict.fg);
}

#[test]
fn check_shows_the_mistakes_in_red() {
    let mut screen = Screen::new();
    let solution = *screen.app.game.solution().unwrap();
    let right = solution.get("r1c1".parse().unwrap()).unwrap().get();
    let wrong = if right == 9 { 1 } else { right + 1 };
    screen.keys(&wrong.to_string());
    screen.keys("lc");
    assert_eq!(screen.background("r1c1"), DARK.mistake.bg);
    assert!(
        screen.text().contains("Check: 1 mistake: r1c1"),
        "{}",
        screen.text()
    );
    // The next move clears the red (r1c1 is left lit as the cursor's row).
    screen.keys("h0");
    screen.keys("l");
    assert_eq!(screen.background("r1c1"), DARK.peer.bg);
}

#[test]
fn a_hint_explains_and_highlights_its_pattern() {
    let mut screen = Screen::new();
    screen.keys("?");
    let Some(Hint::Step { step, .. }) = screen.app.hint.clone() else {
        panic!("expected a step");
    };
    let text = screen.text();
    assert!(text.contains(step.technique().name()), "{text}");
    let target = step.placements()[0].cell;
    screen.keys(if target == "r1c1".parse().unwrap() {
        "j"
    } else {
        ""
    });
    assert_eq!(screen.background(&target.to_string()), DARK.target.bg);
    for cell in step
        .pattern()
        .cells
        .iter()
        .filter(|&c| c != target && c != screen.app.cursor && !screen.app.witnesses.contains(c))
    {
        assert_eq!(screen.background(&cell.to_string()), DARK.pattern.bg, "{cell}");
    }
    screen.press(KeyCode::Esc);
    assert_ne!(screen.background(&target.to_string()), DARK.target.bg);
}

/// A puzzle whose explanation takes chain steps, each with its proof.
const CHAINS: &str = ".7......5..5..329..4..8...79.....1.8.1..2.9....38...5...7.9..4.6...4.....9...2...";

/// A game of `CHAINS` brought to where its explanation takes its first step with a proof:
/// the digits placed before it, and every empty cell's candidates as pencil marks, so
/// that the hint starts from them.
fn game_before_a_proof() -> Game {
    let puzzle: Grid = CHAINS.parse().unwrap();
    let solution = Engine::default().solve(&puzzle).unwrap();
    let first = solution
        .steps()
        .iter()
        .position(|s| s.proof().is_some())
        .expect("a step with a proof");
    let mut state = LayerGrid::from_grid(&puzzle);
    for step in &solution.steps()[..first] {
        state.apply(step).unwrap();
    }
    let mut game = Game::new(&puzzle).unwrap();
    for cell in Cell::ALL {
        match state.value(cell) {
            Some(digit) if !state.is_given(cell) => game.set(cell, digit).unwrap(),
            Some(_) => {}
            None => {
                for digit in state.cell_candidates(cell) {
                    game.toggle_mark(cell, digit).unwrap();
                }
            }
        }
    }
    game
}

impl Screen {
    /// The side panel's rows from the first row of the message on, as shown.
    fn message_rows(&self) -> Vec<String> {
        let buffer = self.terminal.backend().buffer();
        let side = self.layout().side;
        let rows: Vec<String> = (side.y..side.y + side.height)
            .map(|y| {
                let row: String = (side.x..side.x + side.width)
                    .map(|x| buffer[(x, y)].symbol())
                    .collect();
                row.trim_end().to_string()
            })
            .collect();
        // The status lines end with a blank row.
        let blank = rows.iter().position(String::is_empty).unwrap();
        rows[blank + 1..].to_vec()
    }
}

#[test]
fn a_long_hint_shows_its_proof_and_scrolls() {
    let mut screen = Screen::of(game_before_a_proof(), Strictness::Relaxed);
    screen.keys("?");
    let Some(Hint::Step { step, .. }) = screen.app.hint.clone() else {
        panic!("expected a step: {}", screen.app.message);
    };
    let proof = step
        .proof()
        .expect("the hint is the step with a proof")
        .to_string();
    assert!(
        screen.app.message.contains(&format!("{step:#}")),
        "the whole hint"
    );

    // The first page: the start of the hint, and a last row that says there is more.
    let first = screen.message_rows();
    assert!(
        !first[0].is_empty() && screen.app.message.starts_with(&first[0]),
        "{first:?}"
    );
    let last_row = first.iter().rev().find(|r| !r.is_empty()).unwrap().clone();
    assert!(
        last_row.starts_with("1-") && last_row.ends_with("[ ]"),
        "{last_row}"
    );
    let total: usize = last_row.split(' ').nth(2).unwrap().parse().unwrap();
    assert!(
        total > first.len(),
        "the hint is longer than the panel: {first:?}"
    );
    let side_width = usize::from(screen.layout().side.width);
    assert!(side_width <= 23, "80x24 leaves a narrow panel");

    // Paging down to the end shows every line once, in order; nothing of the hint is
    // lost, and the proof keeps its indentation.
    let mut seen: Vec<Option<String>> = vec![None; total];
    let mut pages = 0;
    loop {
        let rows = screen.message_rows();
        let shown = rows.len() - 1;
        let top = usize::from(screen.app.scroll);
        for (i, row) in rows[..shown].iter().enumerate() {
            if top + i < total {
                assert!(row.chars().count() <= side_width, "{row}");
                seen[top + i] = Some(row.clone());
            }
        }
        if seen[total - 1].is_some() {
            break;
        }
        screen.press(if pages % 2 == 0 {
            KeyCode::PageDown
        } else {
            KeyCode::Char(']')
        });
        assert!(usize::from(screen.app.scroll) > top, "a page down moves on");
        pages += 1;
        assert!(pages < 100);
    }
    assert!(pages >= 1);
    let seen: Vec<String> = seen.into_iter().map(|l| l.expect("every line shows")).collect();
    let squeeze = |text: &str| text.split_whitespace().collect::<String>();
    assert_eq!(squeeze(&seen.join(" ")), squeeze(&screen.app.message));
    assert!(squeeze(&seen.join(" ")).contains(&squeeze(&proof)));
    assert!(
        seen.iter().any(|l| l.starts_with("    ")),
        "indented proof lines: {seen:?}"
    );
    // At the end, a page down stays there, and paging up goes back to the start.
    let end = screen.app.scroll;
    screen.press(KeyCode::PageDown);
    assert_eq!(screen.app.scroll, end);
    for _ in 0..pages {
        screen.press(KeyCode::Char('['));
    }
    screen.press(KeyCode::PageUp);
    assert_eq!(screen.app.scroll, 0);
    assert_eq!(screen.message_rows(), first);
    // The mouse wheel scrolls too, and a new message starts from its top.
    screen.app.mouse(MouseEvent {
        kind: MouseEventKind::ScrollDown,
        column: 70,
        row: 10,
        modifiers: KeyModifiers::NONE,
    });
    screen.draw();
    assert!(screen.app.scroll > 0);
    screen.keys("?");
    assert_eq!(screen.app.scroll, 0);
}

#[test]
fn the_panel_wraps_each_line_and_keeps_a_proof_indented() {
    let proof = "Suppose r1c1=5:\n  r1c5<>5 (sees r1c1=5)\n  r1c9 has no candidate left: contradiction\nEvery possible branch concludes the same.";
    assert_eq!(
        view::wrap_lines(proof, 24),
        [
            "Suppose r1c1=5:",
            "  r1c5<>5 (sees r1c1=5)",
            "  r1c9 has no candidate",
            "    left: contradiction",
            "Every possible branch",
            "concludes the same.",
        ]
    );
    // However deep the tree, half the width is left for the text, and nothing is lost.
    let deep = format!("{}r4c5<>1 (sees r4c4=1), r4c5=3 (naked single)", " ".repeat(30));
    let lines = view::wrap_lines(&deep, 20);
    assert!(
        lines
            .iter()
            .all(|l| l.len() <= 20 && l.starts_with(&" ".repeat(10))),
        "{lines:?}"
    );
    let squeeze = |text: &str| text.split_whitespace().collect::<String>();
    assert_eq!(squeeze(&lines.concat()), squeeze(&deep));
}

#[test]
fn a_short_message_does_not_scroll() {
    let mut screen = Screen::new();
    screen.keys("?");
    let rows = screen.message_rows();
    assert!(!rows.iter().any(|r| r.ends_with("[ ]")), "{rows:?}");
    screen.keys("]]");
    assert_eq!(screen.app.scroll, 0);
    assert_eq!(screen.message_rows(), rows);
}

#[test]
fn a_hint_points_out_a_mistake_first() {
    let mut screen = Screen::new();
    screen.keys("4"); // wrong: r1c3 holds a 4
    screen.keys("l?");
    assert!(
        screen.text().contains("First a mistake: r1c1 is wrong"),
        "{}",
        screen.text()
    );
    assert_eq!(screen.background("r1c1"), DARK.pattern.bg);
}

#[test]
fn auto_pencil_undo_and_redo() {
    let mut screen = Screen::new();
    screen.keys("a");
    let candidates = screen.app.game.marks("r1c1".parse().unwrap());
    let rows = screen.cell_rows("r1c1");
    let size = screen.layout().size;
    for digit in sudoku_strata::Digit::ALL {
        let d = digit.get();
        let (column, row) = size.mark_position(digit);
        let shown = rows[usize::from(row)].chars().nth(usize::from(column)).unwrap();
        let expected = if candidates.iter().any(|c| c.get() == d) {
            (b'0' + d) as char
        } else {
            ' '
        };
        assert_eq!(shown, expected, "mark {d}");
    }
    assert!(!candidates.is_empty());
    screen.keys("u");
    assert_eq!(screen.cell_rows("r1c1"), ["     ", "     "]);
    screen.keys("r");
    assert_ne!(screen.cell_rows("r1c1"), ["     ", "     "]);
    screen.keys("m");
    assert_eq!(screen.cell_rows("r1c1"), ["     ", "     "]);
}

#[test]
fn strict_play_says_why_an_entry_is_refused() {
    let mut screen = Screen::with(Strictness::Strict);
    let solution = *screen.app.game.solution().unwrap();
    let right = solution.get("r1c1".parse().unwrap()).unwrap().get();
    let wrong = if right == 9 { 1 } else { right + 1 };
    screen.keys(&wrong.to_string());
    assert_eq!(screen.digit_at("r1c1").0, "");
    assert!(
        screen.text().contains("contradicts the solution"),
        "{}",
        screen.text()
    );
    assert!(screen.text().contains("(strict)"));
    screen.keys(&right.to_string());
    assert_eq!(screen.digit_at("r1c1").0, right.to_string());
}

#[test]
fn solving_by_hand_stops_the_clock_and_says_so() {
    let mut screen = Screen::new();
    let solution = *screen.app.game.solution().unwrap();
    let open: Vec<Cell> = Cell::ALL
        .into_iter()
        .filter(|&c| screen.app.game.digit(c).is_none())
        .collect();
    let (last, rest) = open.split_last().unwrap();
    for &cell in rest {
        screen.app.game.set(cell, solution.get(cell).unwrap()).unwrap();
    }
    screen.clock.advance(Duration::from_secs(125));
    screen.go(&last.to_string());
    screen.keys(&solution.get(*last).unwrap().to_string());
    assert!(screen.app.game.is_solved());
    assert!(screen.text().contains("Solved in 2:05!"), "{}", screen.text());
    screen.clock.advance(Duration::from_secs(60));
    screen.draw();
    assert!(screen.text().contains("Solved in 2:05"));

    // The game is over: digits, clears, undo and the rest are refused with a message,
    // and the clock does not start again.
    let board = screen.app.game.board();
    for keys in ["5", "0", "u", "x", "a", "s", "v"] {
        screen.keys(keys);
        assert!(
            screen.app.message.starts_with("The puzzle is solved (2:05)"),
            "{keys}: {}",
            screen.app.message
        );
    }
    screen.press(KeyCode::Enter);
    screen
        .app
        .key(KeyEvent::new(KeyCode::Char('z'), KeyModifiers::CONTROL));
    screen.clock.advance(Duration::from_secs(60));
    screen.draw();
    assert_eq!(screen.app.game.board(), board);
    assert!(screen.text().contains("Solved in 2:05"));
    // Until a new game.
    screen.keys("n1");
    assert!(screen.app.run_pending());
    screen.draw();
    assert!(!screen.app.game.is_solved());
}

#[test]
fn solve_reveal_and_new_game() {
    let mut screen = Screen::new();
    screen.keys("vy");
    let revealed = screen
        .app
        .game
        .solution()
        .unwrap()
        .get("r1c1".parse().unwrap())
        .unwrap();
    assert_eq!(screen.digit_at("r1c1").0, revealed.to_string());
    screen.keys("l");
    assert_eq!(screen.digit_at("r1c1").1.fg, DARK.revealed.fg);
    // A revealed digit stays.
    screen.keys("h5");
    assert_eq!(screen.digit_at("r1c1").0, revealed.to_string());
    assert!(
        screen.app.message.contains("was revealed"),
        "{}",
        screen.app.message
    );
    screen.keys("sy");
    assert!(screen.app.game.is_solved());
    assert!(screen.text().contains("Here is the solution") || screen.text().contains("Solved in"));
    // Asked for by mistake: u takes the solution back, and s solves again.
    screen.keys("u");
    assert!(!screen.app.game.is_solved(), "{}", screen.app.message);
    screen.keys("sy");
    assert!(screen.app.game.is_solved());

    screen.keys("n");
    assert!(screen.text().contains("New game at which level?"));
    screen.keys("1");
    assert!(screen.text().contains("Making a new beginner puzzle"));
    assert!(screen.app.run_pending());
    screen.draw();
    assert!(!screen.app.game.is_solved());
    assert_eq!(screen.app.level, Some(Difficulty::Beginner));
    assert!(screen.text().contains("Level: beginner"));
    screen.keys("n");
    screen.press(KeyCode::Esc);
    assert!(!screen.app.run_pending());
}

#[test]
fn edit_mode_types_givens_and_reports_a_bad_puzzle() {
    let mut screen = Screen::new();
    screen.keys("e");
    assert!(screen.app.game.is_editing());
    assert!(screen.text().contains("Editing the givens"));
    screen.keys("x");
    assert_eq!(screen.digit_at("r1c3").0, "");
    // Each digit moves the cursor on, as when typing a line.
    screen.keys("55");
    assert_eq!(screen.app.cursor.to_string(), "r1c3");
    assert_eq!(screen.digit_at("r1c2").0, "5");
    assert_eq!(screen.digit_at("r1c1").1.fg, DARK.conflict.fg);
    screen.keys("e");
    assert!(screen.app.game.is_editing());
    assert!(
        screen.text().contains("The givens contradict each other"),
        "{}",
        screen.text()
    );
    assert!(screen.text().contains("Still editing."), "{}", screen.text());
    screen.keys("h0e");
    assert!(
        screen.text().contains("more than one solution"),
        "{}",
        screen.text()
    );
    assert!(
        screen.app.message.contains("missing? Still editing."),
        "{}",
        screen.app.message
    );
    // Put the puzzle back: undo the clearing moves, then play it.
    while screen.app.game.can_undo() {
        screen.keys("u");
    }
    screen.keys("e");
    assert!(!screen.app.game.is_editing());
    // The puzzle typed in is rated.
    let rating = PUZZLE.parse::<Grid>().unwrap().rate().unwrap();
    assert_eq!(screen.app.level, Some(rating.difficulty()));
    assert!(
        screen
            .app
            .message
            .contains(&format!("Level: {}", rating.difficulty())),
        "{}",
        screen.app.message
    );
    assert!(screen.app.message.contains(rating.hardest().name()));
    assert!(screen.digit_at("r1c3").1.add_modifier.contains(Modifier::BOLD));
}

#[test]
fn quitting_asks_first() {
    let mut screen = Screen::new();
    screen.keys("q");
    assert!(screen.text().contains("Quit the game?"));
    screen.keys("n");
    assert!(!screen.app.should_quit());
    screen.keys("qy");
    assert!(screen.app.should_quit());
}

#[test]
fn a_small_terminal_gets_a_message_and_a_resize_redraws() {
    let mut screen = Screen::new();
    screen.terminal.backend_mut().resize(60, 20);
    screen.terminal.autoresize().unwrap();
    screen.draw();
    let text = screen.text();
    assert!(
        text.contains("at least 80x24; this one is") && text.contains("60x20."),
        "{text}"
    );
    screen.terminal.backend_mut().resize(100, 30);
    screen.terminal.autoresize().unwrap();
    screen.draw();
    assert_eq!(screen.digit_at("r1c3").0, "4");
    assert!(screen.text().contains("q quit"));
}

#[test]
fn the_help_lines_fit_80_columns() {
    for line in view::HELP {
        assert!(line.chars().count() <= 80, "{line}");
    }
}

#[test]
fn the_save_key_writes_the_file_of_save_or_says_how_to_get_one() {
    let mut screen = Screen::new();
    screen.keys("w");
    assert!(
        screen.text().contains("start the game with --save FILE"),
        "{}",
        screen.text()
    );

    let path = std::env::temp_dir().join(format!("sudoku-app-save-{}.json", std::process::id()));
    let puzzle: Grid = PUZZLE.parse().unwrap();
    let files = Files {
        save: Some(path.clone()),
        ..Files::default()
    };
    let dealer = Dealer::new(1, Difficulty::Beginner, Strictness::Relaxed);
    let mut app = App::new(Game::new(&puzzle).unwrap(), dealer, None, files, Start::default());
    app.key(KeyEvent::new(KeyCode::Char('3'), KeyModifiers::NONE));
    app.key(KeyEvent::new(KeyCode::Char('w'), KeyModifiers::NONE));
    assert!(app.message.starts_with("Saved to "), "{}", app.message);
    let saved: Game = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(saved.digit("r1c1".parse().unwrap()).map(|d| d.get()), Some(3));

    // Resumed, the game says so first.
    let files = Files {
        resumed: Some(path.clone()),
        ..Files::default()
    };
    let dealer = Dealer::new(1, Difficulty::Beginner, Strictness::Relaxed);
    let app = App::new(saved, dealer, None, files, Start::default());
    assert!(app.message.starts_with("Resumed "), "{}", app.message);
    std::fs::remove_file(&path).unwrap();
}
