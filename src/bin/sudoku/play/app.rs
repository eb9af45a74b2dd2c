//! The full-screen game's state: what each key and click does. No terminal in here, so
//! that tests drive it with synthetic events.

use crossterm::event::{
    KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::Rect;
use sudoku_strata::{Cell, CellSet, Difficulty, Digit, Game, Hint};

use super::view::Layout;
use super::{Dealer, Files, clock_text, save};

/// Whether digits go in as digits or as pencil marks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Entry {
    Digits,
    PencilMarks,
}

/// What the message line says, and how it is coloured.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tone {
    Info,
    Good,
    Bad,
}

/// A question waiting for its answer key.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Prompt {
    None,
    ConfirmQuit,
    ChooseLevel,
}

/// How many lines of the side panel one turn of the mouse wheel scrolls.
const WHEEL_LINES: i32 = 3;

pub struct App {
    pub game: Game,
    dealer: Dealer,
    /// The level of the puzzle in play, when it was made here.
    pub level: Option<Difficulty>,
    pub cursor: Cell,
    pub entry: Entry,
    pub message: String,
    pub tone: Tone,
    /// The first line of the message the side panel shows (a long hint scrolls); the
    /// drawing keeps it within the message.
    pub scroll: u16,
    /// How many lines a page up or down scrolls: the side panel's at the last draw.
    pub page: u16,
    /// The hint on show, with its cells highlighted.
    pub hint: Option<Hint>,
    /// The mistakes found by the last check, shown in red until the next move.
    pub mistakes: CellSet,
    pub prompt: Prompt,
    /// A new game asked for, made after the next draw (so that a message shows first).
    pending: Option<Difficulty>,
    quit: bool,
    /// The terminal's size at the last draw, to map clicks to cells.
    pub screen: Rect,
    /// Where the game came from and where `w` saves it.
    files: Files,
}

impl App {
    pub fn new(game: Game, dealer: Dealer, level: Option<Difficulty>, files: Files) -> App {
        let mut app = App {
            game,
            dealer,
            level,
            cursor: Cell::ALL[0],
            entry: Entry::Digits,
            message: String::new(),
            tone: Tone::Info,
            scroll: 0,
            page: 1,
            hint: None,
            mistakes: CellSet::EMPTY,
            prompt: Prompt::None,
            pending: None,
            quit: false,
            screen: Rect::new(0, 0, 80, 24),
            files,
        };
        match &app.files.resumed {
            Some(path) => {
                let time = clock_text(app.game.elapsed());
                app.say(Tone::Info, format!("Resumed {} ({time} played).", path.display()));
            }
            None => app.say(
                Tone::Info,
                "Fill the grid: each row, column and box holds 1 to 9 once.",
            ),
        }
        app
    }

    pub fn should_quit(&self) -> bool {
        self.quit
    }

    /// Shows a message in the side panel, from its first line.
    fn say(&mut self, tone: Tone, message: impl Into<String>) {
        self.tone = tone;
        self.message = message.into();
        self.scroll = 0;
    }

    /// Scrolls the side panel's message by `lines` (down when positive).
    fn scroll_by(&mut self, lines: i32) {
        self.scroll = (i32::from(self.scroll) + lines).clamp(0, i32::from(u16::MAX)) as u16;
    }

    /// Handles one key press.
    pub fn key(&mut self, key: KeyEvent) {
        if key.kind == KeyEventKind::Release {
            return;
        }
        if key.modifiers.contains(KeyModifiers::CONTROL) {
            match key.code {
                KeyCode::Char('c') => self.quit = true,
                KeyCode::Char('r') => self.redo(),
                KeyCode::Char('z') => self.undo(),
                _ => {}
            }
            return;
        }
        match self.prompt {
            Prompt::ConfirmQuit => {
                self.prompt = Prompt::None;
                if matches!(key.code, KeyCode::Char('y' | 'Y')) {
                    self.quit = true;
                } else {
                    self.say(Tone::Info, "Quit cancelled.");
                }
                return;
            }
            Prompt::ChooseLevel => {
                self.prompt = Prompt::None;
                let chosen = match key.code {
                    KeyCode::Char(c @ '1'..='6') => Difficulty::ALL.get(c as usize - '1' as usize).copied(),
                    KeyCode::Enter => Some(self.dealer.level()),
                    _ => None,
                };
                match chosen {
                    Some(level) => {
                        self.pending = Some(level);
                        self.say(Tone::Info, format!("Making a new {level} puzzle..."));
                    }
                    None => self.say(Tone::Info, "New game cancelled."),
                }
                return;
            }
            Prompt::None => {}
        }
        match key.code {
            KeyCode::Left | KeyCode::Char('h') => self.step_cursor(0, -1),
            KeyCode::Right | KeyCode::Char('l') => self.step_cursor(0, 1),
            KeyCode::Up | KeyCode::Char('k') => self.step_cursor(-1, 0),
            KeyCode::Down | KeyCode::Char('j') => self.step_cursor(1, 0),
            KeyCode::Char(c @ '1'..='9') => self.digit(c as u8 - b'0'),
            KeyCode::Char('0') | KeyCode::Backspace | KeyCode::Delete => self.clear(),
            KeyCode::Char('p') => {
                self.entry = match self.entry {
                    Entry::Digits => Entry::PencilMarks,
                    Entry::PencilMarks => Entry::Digits,
                };
                let now = match self.entry {
                    Entry::Digits => "Digits: 1-9 put a digit.",
                    Entry::PencilMarks => "Pencil: 1-9 add or remove a mark.",
                };
                self.say(Tone::Info, now);
            }
            KeyCode::Char('a') => {
                self.act(|game| game.auto_pencil().map(|()| "Pencil marks filled in.".into()))
            }
            KeyCode::Char('?') => self.show_hint(),
            KeyCode::PageDown | KeyCode::Char(']') => self.scroll_by(i32::from(self.page)),
            KeyCode::PageUp | KeyCode::Char('[') => self.scroll_by(-i32::from(self.page)),
            KeyCode::Char('c') => self.check(),
            KeyCode::Char('u') => self.undo(),
            KeyCode::Char('r') => self.redo(),
            KeyCode::Char('v') => {
                let cell = self.cursor;
                self.act(move |game| game.reveal(cell).map(|d| format!("{cell} is {d}.")));
            }
            KeyCode::Char('s') => self.act(|game| game.solve().map(|()| "Here is the solution.".into())),
            KeyCode::Char('x') => {
                self.game.clear_all();
                self.after_move();
                let what = if self.game.is_editing() {
                    "givens"
                } else {
                    "digits and pencil marks"
                };
                self.say(Tone::Info, format!("Cleared your {what} (u undoes)."));
            }
            KeyCode::Char('m') => {
                self.game.clear_marks();
                self.after_move();
                self.say(Tone::Info, "Cleared the pencil marks (u undoes).");
            }
            KeyCode::Char('e') => self.toggle_edit(),
            KeyCode::Char('w') => self.save(),
            KeyCode::Char('n') => {
                self.prompt = Prompt::ChooseLevel;
                self.say(
                    Tone::Info,
                    "New game at which level? 1 beginner 2 easy 3 medium 4 hard 5 expert 6 extreme (Enter: same, Esc: cancel)",
                );
            }
            KeyCode::Char('q') => {
                self.prompt = Prompt::ConfirmQuit;
                self.say(Tone::Info, "Quit the game? y to quit, any other key to stay.");
            }
            KeyCode::Esc => {
                self.hint = None;
                self.mistakes = CellSet::EMPTY;
                self.say(Tone::Info, "");
            }
            _ => {}
        }
    }

    /// Handles a mouse event: a left click on a cell moves the cursor there; the wheel
    /// scrolls the side panel.
    pub fn mouse(&mut self, event: MouseEvent) {
        match event.kind {
            MouseEventKind::Down(MouseButton::Left) => {
                if let Some(cell) = Layout::new(self.screen).cell_at(event.column, event.row) {
                    self.cursor = cell;
                }
            }
            MouseEventKind::ScrollDown => self.scroll_by(WHEEL_LINES),
            MouseEventKind::ScrollUp => self.scroll_by(-WHEEL_LINES),
            _ => {}
        }
    }

    /// Makes the new game asked for, if any. Returns whether there was one.
    pub fn run_pending(&mut self) -> bool {
        let Some(level) = self.pending.take() else {
            return false;
        };
        match self.dealer.deal(level) {
            Ok(game) => {
                self.game = game;
                self.level = Some(level);
                self.hint = None;
                self.mistakes = CellSet::EMPTY;
                self.cursor = Cell::ALL[0];
                self.say(Tone::Info, format!("A new {level} puzzle. Good luck!"));
            }
            Err(message) => self.say(Tone::Bad, message),
        }
        true
    }

    fn step_cursor(&mut self, rows: i32, cols: i32) {
        let row = (self.cursor.row_index() as i32 + rows).rem_euclid(9);
        let col = (self.cursor.col_index() as i32 + cols).rem_euclid(9);
        self.cursor = Cell::from_index((row * 9 + col) as usize).unwrap_or(self.cursor);
    }

    fn digit(&mut self, value: u8) {
        let cell = self.cursor;
        match (self.entry, Digit::new(value)) {
            (Entry::PencilMarks, Some(digit)) if !self.game.is_editing() => self.act(move |game| {
                game.toggle_mark(cell, digit).map(|on| {
                    let verb = if on { "added" } else { "removed" };
                    format!("Pencil mark {digit} {verb} in {cell}.")
                })
            }),
            _ => self.act(move |game| game.enter(cell, value).map(|()| format!("{cell}={value}"))),
        }
    }

    fn clear(&mut self) {
        let cell = self.cursor;
        if self.game.digit(cell).is_none() {
            self.say(Tone::Info, format!("{cell} is empty."));
            return;
        }
        self.act(move |game| game.clear(cell).map(|()| format!("{cell} cleared.")));
    }

    /// Makes a move; says what it did or why it was refused.
    fn act(&mut self, change: impl FnOnce(&mut Game) -> Result<String, sudoku_strata::MoveError>) {
        let was_solved = self.game.is_solved();
        match change(&mut self.game) {
            Ok(done) => {
                self.after_move();
                self.say(Tone::Info, done);
                let conflicts = self.game.conflicts();
                if conflicts.contains(self.cursor) {
                    self.say(
                        Tone::Bad,
                        format!("{}: this digit repeats in its row, column or box.", self.message),
                    );
                }
                if self.game.is_solved() && !was_solved {
                    let revealed = self.game.revealed().len();
                    let time = clock_text(self.game.elapsed());
                    if revealed == 0 {
                        self.say(
                            Tone::Good,
                            format!("Solved in {time}! Well done. n: new game, q: quit."),
                        );
                    } else {
                        self.say(
                            Tone::Good,
                            format!("Solved in {time}, with {revealed} cells revealed. n: new game."),
                        );
                    }
                }
            }
            Err(error) => self.say(Tone::Bad, capitalise(&error.to_string())),
        }
    }

    /// What every move resets: the hint and the mistakes on show.
    fn after_move(&mut self) {
        self.hint = None;
        self.mistakes = CellSet::EMPTY;
    }

    fn undo(&mut self) {
        match self.game.undo() {
            Ok(()) => {
                self.after_move();
                self.say(Tone::Info, "Undone.");
            }
            Err(e) => self.say(Tone::Bad, capitalise(&e.to_string())),
        }
    }

    fn redo(&mut self) {
        match self.game.redo() {
            Ok(()) => {
                self.after_move();
                self.say(Tone::Info, "Redone.");
            }
            Err(e) => self.say(Tone::Bad, capitalise(&e.to_string())),
        }
    }

    fn show_hint(&mut self) {
        match self.game.hint() {
            Ok(hint) => {
                let tone = match hint {
                    Hint::Mistakes(_) | Hint::WrongMarks(_) => Tone::Bad,
                    _ => Tone::Info,
                };
                self.say(tone, hint.to_string());
                self.hint = Some(hint);
            }
            Err(e) => self.say(Tone::Bad, capitalise(&e.to_string())),
        }
    }

    fn check(&mut self) {
        match self.game.check() {
            Ok(check) => {
                self.mistakes = check.mistakes() | check.wrong_marks();
                let tone = if check.is_clean() { Tone::Good } else { Tone::Bad };
                self.say(tone, format!("Check: {check}."));
            }
            Err(e) => self.say(Tone::Bad, capitalise(&e.to_string())),
        }
    }

    /// Saves the game to the file named with `--save`.
    fn save(&mut self) {
        let Some(path) = &self.files.save else {
            self.say(
                Tone::Info,
                "To save, start the game with --save FILE (and go on later with --resume FILE).",
            );
            return;
        };
        match save::save(&self.game, path) {
            Ok(()) => self.say(Tone::Good, format!("Saved to {}.", path.display())),
            Err(message) => self.say(Tone::Bad, capitalise(&message)),
        }
    }

    fn toggle_edit(&mut self) {
        if self.game.is_editing() {
            match self.game.finish_editing() {
                Ok(()) => {
                    self.level = None;
                    self.say(Tone::Good, "The puzzle has one solution. Play!");
                }
                Err(e) => self.say(
                    Tone::Bad,
                    format!("{}. Still editing.", capitalise(&e.to_string())),
                ),
            }
        } else {
            self.game.start_editing();
            self.after_move();
            self.say(
                Tone::Info,
                "Edit mode: type the givens (x clears the grid), e again to play.",
            );
        }
    }
}

fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
