//! Drawing the full-screen game: the boxed grid, the side panel and the help lines.
//!
//! The grid fits 80x24: each cell is 6 columns by 2 rows, room for its pencil marks
//! (1 to 5 on the first row, 6 to 9 on the second, each digit in its own place). The
//! side panel beside it is narrow (20 columns at 80x24): the message, a hint with its
//! proof among them, is wrapped to its width and scrolls under the status lines.

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Text};
use ratatui::widgets::{Paragraph, Widget, Wrap};
use sudoku_strata::{Candidate, Cell, CellContent, CellSet};

use super::app::{App, Entry, Prompt, Tone};
use super::clock_text;
use crate::output::wrap_with;

/// The smallest terminal the game draws in.
pub const MIN_WIDTH: u16 = 80;
pub const MIN_HEIGHT: u16 = 24;

/// A cell's width and height inside the grid, and a box's (with its right or bottom
/// border).
const CELL_W: u16 = 6;
const CELL_H: u16 = 2;
const BOX_W: u16 = 3 * CELL_W + 1;
const BOX_H: u16 = 3 * CELL_H + 1;
const GRID_W: u16 = 3 * BOX_W + 1;
const GRID_H: u16 = 3 * BOX_H + 1;

pub const HELP: [&str; 2] = [
    "arrows move  1-9 digit  0 clear  p pencil  a autopencil  ? hint  c check  e edit",
    "u/r undo/redo  v reveal  s solve  x/m clear all/marks  n new  w save  q quit",
];

/// Where things go on a screen of a given size.
#[derive(Clone, Copy, Debug)]
pub struct Layout {
    pub grid: Rect,
    pub side: Rect,
    pub help: Rect,
    pub fits: bool,
}

impl Layout {
    pub fn new(screen: Rect) -> Layout {
        let fits = screen.width >= MIN_WIDTH && screen.height >= MIN_HEIGHT;
        let grid = Rect::new(screen.x, screen.y, GRID_W, GRID_H);
        let side_x = screen.x + GRID_W + 2;
        let side = Rect::new(side_x, screen.y, screen.width.saturating_sub(GRID_W + 2), GRID_H);
        let help = Rect::new(screen.x, screen.y + GRID_H, screen.width, 2);
        Layout {
            grid,
            side,
            help,
            fits,
        }
    }

    /// The top-left corner of a cell on the screen.
    pub fn cell_origin(&self, cell: Cell) -> (u16, u16) {
        let (row, col) = (cell.row_index() as u16, cell.col_index() as u16);
        let x = self.grid.x + 1 + col / 3 * BOX_W + col % 3 * CELL_W;
        let y = self.grid.y + 1 + row / 3 * BOX_H + row % 3 * CELL_H;
        (x, y)
    }

    /// Where a digit shows in a cell: the middle of its first row.
    pub fn digit_position(&self, cell: Cell) -> (u16, u16) {
        let (x, y) = self.cell_origin(cell);
        (x + CELL_W / 2, y)
    }

    /// The cell under a screen position, if any (borders belong to none).
    pub fn cell_at(&self, column: u16, row: u16) -> Option<Cell> {
        if !self.fits {
            return None;
        }
        let x = column.checked_sub(self.grid.x + 1)?;
        let y = row.checked_sub(self.grid.y + 1)?;
        let (box_col, in_box_x) = (x / BOX_W, x % BOX_W);
        let (box_row, in_box_y) = (y / BOX_H, y % BOX_H);
        if box_col > 2 || box_row > 2 || in_box_x == BOX_W - 1 || in_box_y == BOX_H - 1 {
            return None;
        }
        let col = box_col * 3 + in_box_x / CELL_W;
        let row = box_row * 3 + in_box_y / CELL_H;
        Cell::from_row_col(row as u8 + 1, col as u8 + 1)
    }
}

/// Draws the whole game.
pub fn draw(app: &mut App, frame: &mut Frame) {
    let screen = frame.area();
    app.screen = screen;
    let layout = Layout::new(screen);
    if !layout.fits {
        let text = format!(
            "The game needs a terminal of at least {MIN_WIDTH}x{MIN_HEIGHT}; this one is {}x{}. Make it larger, or press q then y to quit.",
            screen.width, screen.height
        );
        frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), screen);
        return;
    }
    frame.render_widget(GridWidget { app, layout }, layout.grid);
    let side = side_panel(app, layout.side);
    frame.render_widget(side, layout.side);
    let help: Vec<Line> = HELP
        .iter()
        .map(|line| Line::styled(*line, Style::new().fg(Color::DarkGray)))
        .collect();
    frame.render_widget(Paragraph::new(help), layout.help);
}

/// The status beside the grid, then as much of the message (or the hint) as fits from
/// the line `app.scroll` on, with a last line that says which lines show when it does
/// not all fit. Keeps `app.scroll` within the message and notes the page size for the
/// scrolling keys.
fn side_panel(app: &mut App, area: Rect) -> Paragraph<'static> {
    let width = usize::from(area.width);
    let title = Style::new().add_modifier(Modifier::BOLD);
    let mut lines: Vec<Line> = vec![Line::styled("SUDOKU", title)];
    for status in status_lines(app) {
        lines.extend(wrap_lines(&status, width).into_iter().map(Line::raw));
    }
    lines.push(Line::raw(""));
    let tone = match (app.prompt, app.tone) {
        (Prompt::ConfirmQuit | Prompt::ChooseLevel, _) => Style::new().fg(Color::Yellow),
        (_, Tone::Info) => Style::new(),
        (_, Tone::Good) => Style::new().fg(Color::Green).add_modifier(Modifier::BOLD),
        (_, Tone::Bad) => Style::new().fg(Color::Red),
    };
    let message = wrap_lines(&app.message, width);
    let rows = usize::from(area.height).saturating_sub(lines.len());
    // A message longer than the panel shows a page of it and, on the last row, where
    // the reader is.
    let overflows = message.len() > rows;
    let shown = if overflows {
        rows.saturating_sub(1).max(1)
    } else {
        rows
    };
    let top = if overflows {
        usize::from(app.scroll).min(message.len() - shown)
    } else {
        0
    };
    app.scroll = u16::try_from(top).unwrap_or(u16::MAX);
    // A page down keeps the last line of the page in sight.
    app.page = u16::try_from(shown.saturating_sub(1).max(1)).unwrap_or(1);
    lines.extend(
        message
            .iter()
            .skip(top)
            .take(shown)
            .map(|line| Line::styled(line.clone(), tone)),
    );
    if overflows {
        let end = (top + shown).min(message.len());
        lines.push(Line::styled(
            format!("{}-{end} of {} [ ]", top + 1, message.len()),
            Style::new().fg(Color::DarkGray),
        ));
    }
    Paragraph::new(Text::from(lines))
}

/// The status lines: what is played, the time, the input mode and the cursor's cell.
fn status_lines(app: &App) -> Vec<String> {
    let game = &app.game;
    let what = if game.is_editing() {
        "Editing the givens".to_string()
    } else {
        match app.level {
            Some(level) => format!("Level: {level}"),
            None => "Your puzzle".to_string(),
        }
    };
    let entry = match app.entry {
        Entry::Digits => "digits",
        Entry::PencilMarks => "pencil marks",
    };
    let strict = if game.strictness() == sudoku_strata::Strictness::Strict {
        " (strict)"
    } else {
        ""
    };
    vec![
        format!("{what}{strict}"),
        format!("Time: {}", clock_text(game.elapsed())),
        format!("Input: {entry}"),
        format!("Cell: {}", app.cursor),
    ]
}

/// `text` wrapped to `width` columns, each of its lines on its own: a line keeps its
/// indentation (the structure of a proof), and the continuation lines of an indented
/// line go two columns further in, so that they do not read as the next line of the
/// tree.
pub(super) fn wrap_lines(text: &str, width: usize) -> Vec<String> {
    let mut out = Vec::new();
    for line in text.lines() {
        let body = line.trim_start();
        if body.is_empty() {
            out.push(String::new());
            continue;
        }
        // Deep indentation would leave no room: keep at least half the width for text.
        let indent = (line.len() - body.len()).min(width / 2);
        let more = if indent == 0 {
            0
        } else {
            (indent + 2).min(width / 2)
        };
        let first = width.saturating_sub(indent);
        let rest = width.saturating_sub(more);
        for (i, part) in wrap_with(body, first, rest).into_iter().enumerate() {
            let pad = if i == 0 { indent } else { more };
            out.push(format!("{}{part}", " ".repeat(pad)));
        }
    }
    out
}

/// The grid, drawn cell by cell.
struct GridWidget<'a> {
    app: &'a App,
    layout: Layout,
}

impl Widget for GridWidget<'_> {
    fn render(self, _area: Rect, buf: &mut Buffer) {
        let border = Style::new().fg(Color::Gray);
        let (x0, y0) = (self.layout.grid.x, self.layout.grid.y);
        for dy in 0..GRID_H {
            for dx in 0..GRID_W {
                let on_row = dy % BOX_H == 0;
                let on_col = dx % BOX_W == 0;
                let symbol = match (on_row, on_col) {
                    (false, false) => continue,
                    (true, false) => "─",
                    (false, true) => "│",
                    (true, true) => corner(dx / BOX_W, dy / BOX_H),
                };
                buf[(x0 + dx, y0 + dy)].set_symbol(symbol).set_style(border);
            }
        }
        let conflicts = self.app.game.conflicts();
        let (pattern, targets) = match &self.app.hint {
            Some(hint) => (hint.cells(), hint.targets()),
            None => (CellSet::EMPTY, CellSet::EMPTY),
        };
        for cell in Cell::ALL {
            self.cell(buf, cell, conflicts, pattern, targets);
        }
    }
}

impl GridWidget<'_> {
    fn cell(&self, buf: &mut Buffer, cell: Cell, conflicts: CellSet, pattern: CellSet, targets: CellSet) {
        let game = &self.app.game;
        let background = if cell == self.app.cursor {
            Some(Color::Blue)
        } else if self.app.mistakes.contains(cell) {
            Some(Color::Red)
        } else if targets.contains(cell) {
            Some(Color::Green)
        } else if pattern.contains(cell) {
            Some(Color::Yellow)
        } else {
            None
        };
        let mut base = Style::new();
        if let Some(color) = background {
            base = base.bg(color);
        }
        let on_light = matches!(background, Some(Color::Yellow | Color::Green));
        let (x, y) = self.layout.cell_origin(cell);
        for dy in 0..CELL_H {
            buf.set_string(x, y + dy, " ".repeat(usize::from(CELL_W)), base);
        }
        match game.content(cell) {
            CellContent::Given(digit) | CellContent::Entry(digit) => {
                let mut style = base.add_modifier(Modifier::BOLD);
                style = if conflicts.contains(cell) {
                    style.fg(if background == Some(Color::Red) {
                        Color::White
                    } else {
                        Color::LightRed
                    })
                } else if game.is_given(cell) {
                    style.fg(if on_light { Color::Black } else { Color::White })
                } else if game.revealed().contains(cell) {
                    style.fg(if on_light { Color::Black } else { Color::Magenta })
                } else {
                    style.fg(if on_light { Color::Black } else { Color::Cyan })
                };
                let (dx, dy) = self.layout.digit_position(cell);
                buf.set_string(dx, dy, digit.to_string(), style);
            }
            CellContent::Marks(marks) => {
                let plain = base.fg(if on_light { Color::Black } else { Color::Gray });
                let step = self.app.hint.as_ref().and_then(|hint| hint.step());
                for digit in marks {
                    let candidate = Candidate::new(cell, digit);
                    // The hint's own candidates stand out: placed bold, removed struck out.
                    let style = match step {
                        Some(step) if step.placements().contains(&candidate) => {
                            plain.add_modifier(Modifier::BOLD | Modifier::UNDERLINED)
                        }
                        Some(step) if step.eliminations().contains(&candidate) => {
                            plain.fg(Color::Red).add_modifier(Modifier::CROSSED_OUT)
                        }
                        _ => plain,
                    };
                    let d = u16::from(digit.get());
                    let (mx, my) = if d <= 5 { (x + d, y) } else { (x + d - 5, y + 1) };
                    buf.set_string(mx, my, digit.to_string(), style);
                }
            }
        }
    }
}

/// The box-drawing corner where the grid's lines number `col` and `row` (0 to 3) meet.
fn corner(col: u16, row: u16) -> &'static str {
    match (row, col) {
        (0, 0) => "┌",
        (0, 3) => "┐",
        (0, _) => "┬",
        (3, 0) => "└",
        (3, 3) => "┘",
        (3, _) => "┴",
        (_, 0) => "├",
        (_, 3) => "┤",
        _ => "┼",
    }
}
