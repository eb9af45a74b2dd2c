//! The full-screen game's state: what each key and click does. No terminal in here, so
//! that tests drive it with synthetic events.

use crossterm::event::{
    KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::Rect;
use sudoku_strata::{Cell, CellSet, Difficulty, Digit, Game, Hint, PeerMarks};

use super::theme::Theme;
use super::view::{KEYS, Layout};
use super::{Dealer, Files, Start, clock_text, rating_note, save};

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
    /// The game in progress from the last run is on show: go on with it, or a new one.
    Resume,
    /// `s`: fill in the whole solution?
    ConfirmSolve,
    /// `v`: show the solution's digit in this cell?
    ConfirmReveal(Cell),
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
    /// The digits that rule out the other places of the single on show.
    pub witnesses: CellSet,
    /// Text for the terminal to copy to the clipboard, once.
    pub clipboard: Option<String>,
    /// The colours of the grid.
    pub theme: Theme,
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
    pub fn new(game: Game, dealer: Dealer, level: Option<Difficulty>, files: Files, start: Start) -> App {
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
            witnesses: CellSet::EMPTY,
            clipboard: None,
            theme: Theme::from_env(),
            mistakes: CellSet::EMPTY,
            prompt: Prompt::None,
            pending: None,
            quit: false,
            screen: Rect::new(0, 0, 80, 24),
            files,
        };
        let time = clock_text(app.game.elapsed());
        let note = start.note.map(|note| format!("{note}\n\n")).unwrap_or_default();
        match &app.files.resumed {
            Some(_) if start.in_progress => {
                app.prompt = Prompt::Resume;
                app.game.pause();
                app.say(
                    Tone::Info,
                    format!(
                        "{note}Your game in progress ({time} played). Go on with it? y: yes, n: a new game."
                    ),
                );
            }
            Some(path) => {
                app.say(
                    Tone::Info,
                    format!("{note}Resumed {} ({time} played).", path.display()),
                );
            }
            None => app.say(
                Tone::Info,
                format!("{note}Fill the grid: each row, column and box holds 1 to 9 once."),
            ),
        }
        app
    }

    /// What to print once the terminal is back: where the game was kept, and its
    /// puzzle line to copy. Saves the game in progress first.
    pub fn goodbye(&mut self) -> String {
        let puzzle = format!("Puzzle: {}", self.game.givens());
        let path = self.files.autosave.path(&self.game);
        match self.files.autosave.now(&self.game) {
            Ok(()) => match path {
                Some(path) if path.exists() => format!(
                    "{puzzle}\nThe game is saved in {}: {} goes on with it (--new starts a new one).",
                    path.display(),
                    super::plain::go_on_command(&self.files, &path)
                ),
                _ => puzzle,
            },
            Err(message) => format!("{puzzle}\n{}", sentence(&message)),
        }
    }

    /// Why the game could not be saved, when a save failed and no later one made it
    /// good (the run then exits non-zero).
    pub fn save_failure(&self) -> Option<String> {
        self.files.failure()
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
                // The board is hidden: nothing changes it until play goes on.
                _ if self.game.is_paused() => {}
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
            Prompt::Resume => {
                self.prompt = Prompt::None;
                self.game.resume();
                if matches!(key.code, KeyCode::Char('n' | 'N')) {
                    self.prompt = Prompt::ChooseLevel;
                    self.say(Tone::Info, LEVELS);
                } else {
                    let time = clock_text(self.game.elapsed());
                    self.say(Tone::Info, format!("Going on ({time} played)."));
                }
                return;
            }
            Prompt::ConfirmSolve | Prompt::ConfirmReveal(_) => {
                let asked = self.prompt;
                self.prompt = Prompt::None;
                if !matches!(key.code, KeyCode::Char('y' | 'Y')) {
                    self.say(Tone::Info, "Not done: play goes on.");
                } else if let Prompt::ConfirmReveal(cell) = asked {
                    self.act(move |game| game.reveal(cell).map(|d| format!("{cell} is {d} (u undoes).")));
                } else {
                    self.act(|game| game.solve().map(|()| "Here is the solution (u undoes).".into()));
                    self.keep_now();
                }
                return;
            }
            Prompt::None => {}
        }
        if self.game.is_paused() {
            match key.code {
                KeyCode::Char('q') => {
                    self.prompt = Prompt::ConfirmQuit;
                    self.say(Tone::Info, "Quit the game? y to quit, any other key to stay.");
                }
                KeyCode::Char(' ') | KeyCode::Esc | KeyCode::Enter => {
                    self.game.resume();
                    self.say(Tone::Info, "Go on.");
                }
                _ => self.say(Tone::Info, "Paused: space to go on."),
            }
            return;
        }
        // A solution that was revealed may be taken back; the player's own stands.
        let takes_back = key.code == KeyCode::Char('u') && !self.game.revealed().is_empty();
        if self.game.is_solved() && is_move(key.code) && !takes_back {
            let time = clock_text(self.game.elapsed());
            self.say(
                Tone::Bad,
                format!("The puzzle is solved ({time}): the board stays as it is. n: new game, q: quit."),
            );
            return;
        }
        match key.code {
            KeyCode::Left | KeyCode::Char('h') => self.step_cursor(0, -1),
            KeyCode::Right | KeyCode::Char('l') => self.step_cursor(0, 1),
            KeyCode::Up | KeyCode::Char('k') => self.step_cursor(-1, 0),
            KeyCode::Down | KeyCode::Char('j') => self.step_cursor(1, 0),
            KeyCode::Char(c @ '1'..='9') => self.digit(c as u8 - b'0'),
            KeyCode::Char('0' | '.') | KeyCode::Backspace | KeyCode::Delete => self.clear(),
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
            KeyCode::F(1) => self.say(Tone::Info, KEYS),
            KeyCode::Enter => self.apply_hint(),
            KeyCode::Char(' ') => {
                self.game.pause();
                self.say(
                    Tone::Info,
                    "Paused: the clock is stopped and the board hidden. Space to go on.",
                );
            }
            KeyCode::Char('y') => {
                let line = self.game.givens().to_string();
                self.clipboard = Some(line.clone());
                self.say(
                    Tone::Info,
                    format!(
                        "The puzzle (copied, where the terminal allows; also printed on quitting):\n{line}"
                    ),
                );
            }
            KeyCode::Char('f') => {
                let (next, now) = match self.game.peer_marks() {
                    PeerMarks::Follow => (PeerMarks::Keep, "Pencil marks stay as you write them."),
                    _ => (
                        PeerMarks::Follow,
                        "Pencil marks follow your digits: a digit placed leaves the marks of its row, column and box.",
                    ),
                };
                let game = std::mem::replace(&mut self.game, Game::editor());
                self.game = game.with_peer_marks(next);
                self.say(Tone::Info, now);
            }
            KeyCode::PageDown | KeyCode::Char(']') => self.scroll_by(i32::from(self.page)),
            KeyCode::PageUp | KeyCode::Char('[') => self.scroll_by(-i32::from(self.page)),
            KeyCode::Char('c') => self.check(),
            KeyCode::Char('u') => self.undo(),
            KeyCode::Char('r') => self.redo(),
            KeyCode::Char('v') => {
                let cell = self.cursor;
                if self.game.is_editing() || self.game.is_given(cell) || self.game.revealed().contains(cell) {
                    self.act(move |game| game.reveal(cell).map(|d| format!("{cell} is {d}.")));
                } else {
                    self.prompt = Prompt::ConfirmReveal(cell);
                    self.say(
                        Tone::Info,
                        format!("Show the solution's digit in {cell}? y: yes (u undoes), any other key: no."),
                    );
                }
            }
            KeyCode::Char('s') if self.game.is_editing() => {
                self.act(|game| game.solve().map(|()| "Here is the solution.".into()))
            }
            KeyCode::Char('s') => {
                self.prompt = Prompt::ConfirmSolve;
                self.say(
                    Tone::Info,
                    "Fill in the whole solution? The game ends (u undoes it). y: yes, any other key: no.",
                );
            }
            KeyCode::Char('x') => {
                self.game.clear_all();
                self.after_move();
                self.moved();
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
                self.moved();
                self.say(Tone::Info, "Cleared the pencil marks (u undoes).");
            }
            KeyCode::Char('e') => self.toggle_edit(),
            KeyCode::Char('w') => self.save(),
            KeyCode::Char('n') => {
                self.prompt = Prompt::ChooseLevel;
                self.say(Tone::Info, LEVELS);
            }
            KeyCode::Char('q') => {
                self.prompt = Prompt::ConfirmQuit;
                self.say(Tone::Info, "Quit the game? y to quit, any other key to stay.");
            }
            KeyCode::Esc => {
                self.after_move();
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
        // The game in play is saved first, in its own file, so that it can be gone on
        // with; if it cannot be, it stays in play.
        if let Err(message) = self.files.autosave.now(&self.game) {
            self.say(
                Tone::Bad,
                format!(
                    "{} The game stays in play (w saves it elsewhere with --save).",
                    sentence(&message)
                ),
            );
            return true;
        }
        match self.dealer.deal(level) {
            Ok(game) => {
                self.game = game.with_peer_marks(self.game.peer_marks());
                self.level = Some(level);
                self.after_move();
                self.cursor = Cell::ALL[0];
                self.say(Tone::Info, format!("A new {level} puzzle. Good luck!"));
                if let Err(message) = self.files.autosave.now(&self.game) {
                    self.say(Tone::Bad, sentence(&message));
                }
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
            _ => {
                self.act(move |game| game.enter(cell, value).map(|()| format!("{cell}={value}")));
                self.next_in_edit();
            }
        }
    }

    /// In edit mode the cursor moves on after each digit, as when typing a line.
    fn next_in_edit(&mut self) {
        if self.game.is_editing() {
            self.cursor = Cell::from_index((self.cursor.index() + 1) % 81).unwrap_or(self.cursor);
        }
    }

    fn clear(&mut self) {
        let cell = self.cursor;
        if self.game.digit(cell).is_none() {
            self.say(Tone::Info, format!("{cell} is empty."));
        } else {
            self.act(move |game| game.clear(cell).map(|()| format!("{cell} cleared.")));
        }
        self.next_in_edit();
    }

    /// Makes a move; says what it did or why it was refused.
    fn act(&mut self, change: impl FnOnce(&mut Game) -> Result<String, sudoku_strata::MoveError>) {
        let was_solved = self.game.is_solved();
        match change(&mut self.game) {
            Ok(done) => {
                self.after_move();
                self.say(Tone::Info, done);
                self.moved();
                let conflicts = self.game.conflicts();
                if conflicts.contains(self.cursor) {
                    self.say(
                        Tone::Bad,
                        format!("{}: this digit repeats in its row, column or box.", self.message),
                    );
                }
                if self.game.is_solved() && !was_solved {
                    // Nothing to go on with next time.
                    if let Err(message) = self.files.autosave.now(&self.game) {
                        self.say(Tone::Bad, sentence(&message));
                    }
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
            Err(error) => self.say(Tone::Bad, sentence(&error.to_string())),
        }
    }

    /// What every move resets: the hint, what it names and the mistakes on show.
    fn after_move(&mut self) {
        self.hint = None;
        self.witnesses = CellSet::EMPTY;
        self.mistakes = CellSet::EMPTY;
    }

    /// Saves the game in progress now.
    fn keep_now(&mut self) {
        if let Err(message) = self.files.autosave.now(&self.game) {
            self.say(Tone::Bad, sentence(&message));
        }
    }

    /// Counts a move for the game in progress, saved every few moves.
    fn moved(&mut self) {
        if let Err(message) = self.files.autosave.moved(&self.game) {
            self.say(Tone::Bad, sentence(&message));
        }
    }

    fn undo(&mut self) {
        match self.game.undo() {
            Ok(()) => {
                self.after_move();
                self.say(Tone::Info, "Undone.");
                self.moved();
            }
            Err(e) => self.say(Tone::Bad, sentence(&e.to_string())),
        }
    }

    fn redo(&mut self) {
        match self.game.redo() {
            Ok(()) => {
                self.after_move();
                self.say(Tone::Info, "Redone.");
                self.moved();
            }
            Err(e) => self.say(Tone::Bad, sentence(&e.to_string())),
        }
    }

    fn show_hint(&mut self) {
        match self.game.hint() {
            Ok(hint) => {
                let tone = match hint {
                    Hint::Mistakes(_) | Hint::WrongMarks(_) => Tone::Bad,
                    _ => Tone::Info,
                };
                let mut text = hint.to_string();
                self.witnesses = hint
                    .step()
                    .map_or(CellSet::EMPTY, |step| self.game.witnesses(step));
                if !self.witnesses.is_empty() {
                    let named: Vec<String> = self
                        .witnesses
                        .iter()
                        .filter_map(|cell| self.game.digit(cell).map(|d| format!("{cell}={d}")))
                        .collect();
                    text.push_str(&format!("\nRuled out by {} (underlined).", named.join(", ")));
                }
                if hint.step().is_some() {
                    text.push_str("\nEnter applies it.");
                }
                self.say(tone, text);
                self.hint = Some(hint);
            }
            Err(e) => self.say(Tone::Bad, sentence(&e.to_string())),
        }
    }

    /// Applies the hint on show; with none on show, shows it first.
    fn apply_hint(&mut self) {
        if self.hint.as_ref().and_then(Hint::step).is_none() {
            self.show_hint();
            return;
        }
        self.act(|game| {
            game.apply_hint().map(|hint| match hint.step() {
                Some(step) => format!("Applied: {step}."),
                None => hint.to_string(),
            })
        });
    }

    fn check(&mut self) {
        match self.game.check() {
            Ok(check) => {
                self.mistakes = check.mistakes() | check.wrong_marks();
                let tone = if check.is_clean() { Tone::Good } else { Tone::Bad };
                self.say(tone, format!("Check: {check}."));
            }
            Err(e) => self.say(Tone::Bad, sentence(&e.to_string())),
        }
    }

    /// Saves the game to the file named with `--save`.
    fn save(&mut self) {
        let Some(path) = &self.files.save else {
            let done = match self.files.autosave.path(&self.game) {
                Some(path) => self
                    .files
                    .autosave
                    .now(&self.game)
                    .map(|()| format!("Saved in {}: sudoku play goes on with it.", path.display())),
                None => Err("no data folder to save in: start the game with --save FILE".to_string()),
            };
            match done {
                Ok(message) => self.say(Tone::Good, message),
                Err(message) => self.say(Tone::Bad, sentence(&message)),
            }
            return;
        };
        let saved = save::save(&self.game, path);
        self.files.failed_save = saved.as_ref().err().cloned();
        match saved {
            Ok(()) => self.say(Tone::Good, format!("Saved to {}.", path.display())),
            Err(message) => self.say(Tone::Bad, sentence(&message)),
        }
    }

    fn toggle_edit(&mut self) {
        if self.game.is_editing() {
            match self.game.finish_editing() {
                Ok(()) => {
                    self.level = self.game.givens().rate().ok().map(|r| r.difficulty());
                    self.cursor = Cell::ALL[0];
                    let rating = rating_note(self.game.givens());
                    self.say(Tone::Good, format!("The puzzle has one solution.{rating} Play!"));
                    self.moved();
                }
                Err(e) => self.say(Tone::Bad, format!("{} Still editing.", sentence(&e.to_string()))),
            }
        } else {
            if let Err(message) = self.files.autosave.now(&self.game) {
                self.say(
                    Tone::Bad,
                    format!("{} Not editing: the game stays in play.", sentence(&message)),
                );
                return;
            }
            self.game.start_editing();
            self.after_move();
            self.cursor = Cell::ALL[0];
            self.say(
                Tone::Info,
                "Edit mode: type the givens row by row (0 or . for an empty cell; x clears the grid), e again to play.",
            );
        }
    }
}

/// The question of the new-game prompt.
const LEVELS: &str = "New game at which level? 1 beginner 2 easy 3 medium 4 hard 5 expert 6 extreme (Enter: same, Esc: cancel)";

/// Whether a key changes the board (what a solved game refuses).
fn is_move(code: KeyCode) -> bool {
    matches!(
        code,
        KeyCode::Char('0'..='9' | '.' | 'a' | 'u' | 'r' | 'v' | 's' | 'x' | 'm')
            | KeyCode::Backspace
            | KeyCode::Delete
            | KeyCode::Enter
    )
}

/// A message as a sentence: a capital first and a full stop last (unless it ends in
/// `.`, `?` or `!`).
fn sentence(text: &str) -> String {
    let mut out = capitalise(text.trim_end());
    if !out.ends_with(['.', '?', '!']) {
        out.push('.');
    }
    out
}

fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
