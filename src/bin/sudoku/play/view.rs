//! Drawing the full-screen game: the grid, the side panel and the help lines.
//!
//! Two layouts. The compact one fits 80x24: each cell is 5 columns by 2 rows, pencil
//! marks 1 to 5 on its first row and 6 to 9 on its second, each digit in its own
//! place, a placed digit two rows tall; thin lines part the cells of a box (vertical
//! ones drawn, horizontal ones as an underline, there being no row to spare) and heavy
//! ones the boxes. The large one, from 99x39, gives each cell 7 columns by 3 rows:
//! the marks in a 3x3 grid (1 2 3 / 4 5 6 / 7 8 9), a placed digit three rows tall,
//! thin lines drawn between all cells. The side panel beside the grid (23 columns at
//! 80x24) wraps the message, a hint with its proof among them, and scrolls it.

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Text};
use ratatui::widgets::{Paragraph, Widget, Wrap};
use sudoku_strata::{Candidate, Cell, CellContent, CellSet, Digit};

use super::app::{App, Entry, Prompt, Tone};
use super::clock_text;
use super::glyphs::{self, Stroke};
use crate::output::wrap_with;

/// The smallest terminal the game draws in.
pub const MIN_WIDTH: u16 = 80;
pub const MIN_HEIGHT: u16 = 24;

/// The narrowest side panel the large layout leaves.
const SIDE_MIN: u16 = 24;

pub const HELP: [&str; 2] = [
    "arrows move  1-9 digit  0 clear  p pencil  a auto  ? hint  Enter apply  c check",
    "u/r undo/redo  v reveal  s solve  e edit  n new  space pause  F1 keys  q quit",
];

/// Every key, for F1.
pub const KEYS: &str = "Keys:
arrows, hjkl, click: move
1-9: digit (pencil mode: mark)
0 . Del: clear
p: pencil mode
a: auto-pencil
f: marks follow digits on/off
?: hint
Enter: apply the hint
[ ] PgUp PgDn wheel: scroll
c: check
u r (^Z ^R): undo, redo
v: reveal the cell
s: solve
x / m: clear all / marks
e: edit the givens
y: copy the puzzle
space: pause
n: new game
w: save
Esc: dismiss
q: quit (the game is kept)";

/// The sizes of one layout: a cell's columns and rows, and whether thin lines part
/// the rows of cells within a box (else the rows of a box touch).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Size {
    pub cell_w: u16,
    pub cell_h: u16,
    pub thin_rows: bool,
}

impl Size {
    pub const COMPACT: Size = Size {
        cell_w: 5,
        cell_h: 2,
        thin_rows: false,
    };
    pub const LARGE: Size = Size {
        cell_w: 7,
        cell_h: 3,
        thin_rows: true,
    };

    /// The grid's width and height, its lines included.
    pub fn grid(self) -> (u16, u16) {
        let width = 9 * self.cell_w + 10;
        let lines = if self.thin_rows { 10 } else { 4 };
        (width, 9 * self.cell_h + lines)
    }

    /// The row of the grid where the cells of `row` (0 to 8) start.
    fn row_top(self, row: u16) -> u16 {
        if self.thin_rows {
            1 + row * (self.cell_h + 1)
        } else {
            1 + row * self.cell_h + row / 3
        }
    }

    /// Where the mark `digit` sits in a cell.
    pub fn mark_position(self, digit: Digit) -> (u16, u16) {
        let d = u16::from(digit.get()) - 1;
        if self.thin_rows {
            (1 + 2 * (d % 3), d / 3)
        } else if d < 5 {
            (d, 0)
        } else {
            (d - 5, 1)
        }
    }
}

/// Where things go on a screen of a given size.
#[derive(Clone, Copy, Debug)]
pub struct Layout {
    pub size: Size,
    pub grid: Rect,
    pub side: Rect,
    pub help: Rect,
    pub fits: bool,
}

impl Layout {
    pub fn new(screen: Rect) -> Layout {
        let fits = screen.width >= MIN_WIDTH && screen.height >= MIN_HEIGHT;
        let (large_w, large_h) = Size::LARGE.grid();
        let size = if screen.width >= large_w + 2 + SIDE_MIN && screen.height >= large_h + 2 {
            Size::LARGE
        } else {
            Size::COMPACT
        };
        let (grid_w, grid_h) = size.grid();
        let grid = Rect::new(screen.x, screen.y, grid_w, grid_h);
        let side_x = screen.x + grid_w + 2;
        let side = Rect::new(side_x, screen.y, screen.width.saturating_sub(grid_w + 2), grid_h);
        let help = Rect::new(screen.x, screen.y + grid_h, screen.width, 2);
        Layout {
            size,
            grid,
            side,
            help,
            fits,
        }
    }

    /// The top-left corner of a cell on the screen.
    pub fn cell_origin(&self, cell: Cell) -> (u16, u16) {
        let (row, col) = (cell.row_index() as u16, cell.col_index() as u16);
        let x = self.grid.x + 1 + col * (self.size.cell_w + 1);
        let y = self.grid.y + self.size.row_top(row);
        (x, y)
    }

    /// The cell under a screen position, if any (lines belong to none).
    pub fn cell_at(&self, column: u16, row: u16) -> Option<Cell> {
        if !self.fits {
            return None;
        }
        let x = column.checked_sub(self.grid.x)?;
        let y = row.checked_sub(self.grid.y)?;
        let step = self.size.cell_w + 1;
        if x.is_multiple_of(step) || x / step > 8 {
            return None;
        }
        let col = x / step;
        let row = (0..9).find(|&r| {
            let top = self.size.row_top(r);
            (top..top + self.size.cell_h).contains(&y)
        })?;
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
        .map(|line| Line::styled(*line, app.theme.faint))
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
        (
            Prompt::ConfirmQuit
            | Prompt::ChooseLevel
            | Prompt::Resume
            | Prompt::ConfirmSolve
            | Prompt::ConfirmReveal(_),
            _,
        ) => app.theme.prompt,
        (_, Tone::Info) => Style::new(),
        (_, Tone::Good) => app.theme.good,
        (_, Tone::Bad) => app.theme.bad,
    };
    // A question waiting for its key always shows whole, on the panel's last rows; what
    // comes before it (a note about a save) scrolls above it.
    let (body, question) = match app.prompt {
        Prompt::None => (app.message.as_str(), ""),
        _ => app
            .message
            .rsplit_once("\n\n")
            .unwrap_or(("", app.message.as_str())),
    };
    let question = wrap_lines(question, width);
    let message = wrap_lines(body, width);
    let rows = usize::from(area.height).saturating_sub(lines.len() + question.len());
    // A message longer than the panel shows a page of it and, on the last row, where
    // the reader is.
    let overflows = message.len() > rows;
    let shown = if overflows { rows.saturating_sub(1) } else { rows };
    let top = if overflows {
        usize::from(app.scroll).min(message.len().saturating_sub(shown.max(1)))
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
    if overflows && rows > 0 {
        let end = (top + shown).min(message.len());
        lines.push(Line::styled(
            format!("{}-{end} of {} [ ]", top + 1, message.len()),
            app.theme.faint,
        ));
    }
    lines.extend(question.into_iter().map(|line| Line::styled(line, tone)));
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
    let time = clock_text(game.elapsed());
    let time = if game.is_solved() {
        format!("Solved in {time}")
    } else if game.is_paused() {
        format!("Time: {time} (paused)")
    } else {
        format!("Time: {time}")
    };
    vec![
        format!("{what}{strict}"),
        time,
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

/// How heavy a line of the grid is: the frame and the lines between boxes are heavy.
fn heavy(line: u16) -> bool {
    line.is_multiple_of(3)
}

impl Widget for GridWidget<'_> {
    fn render(self, _area: Rect, buf: &mut Buffer) {
        let theme = &self.app.theme;
        let size = self.layout.size;
        let (x0, y0) = (self.layout.grid.x, self.layout.grid.y);
        let (grid_w, grid_h) = size.grid();
        let step = size.cell_w + 1;
        // The horizontal lines: their grid row and whether each is heavy.
        let rows: Vec<(u16, bool)> = if size.thin_rows {
            (0..=9).map(|i| (i * (size.cell_h + 1), heavy(i))).collect()
        } else {
            (0..=3).map(|i| (i * (3 * size.cell_h + 1), true)).collect()
        };
        for dy in 0..grid_h {
            let across = rows.iter().find(|(y, _)| *y == dy).map(|&(_, h)| h);
            for dx in 0..grid_w {
                let down = dx.is_multiple_of(step).then(|| heavy(dx / step));
                let symbol = match (across, down) {
                    (None, None) => continue,
                    (Some(h), None) => {
                        if h {
                            "━"
                        } else {
                            "─"
                        }
                    }
                    (None, Some(v)) => {
                        if v {
                            "┃"
                        } else {
                            "│"
                        }
                    }
                    (Some(h), Some(v)) => {
                        junction(dx == 0, dx == grid_w - 1, dy == 0, dy == grid_h - 1, v, h)
                    }
                };
                let thin = across != Some(true) && down != Some(true);
                let style = if thin { theme.thin } else { theme.heavy };
                buf[(x0 + dx, y0 + dy)].set_symbol(symbol).set_style(style);
            }
        }
        // The game offered on starting shows while its clock waits for the answer.
        if self.app.game.is_paused() && self.app.prompt != Prompt::Resume {
            let text = "PAUSED: space to go on";
            let x = x0 + (grid_w.saturating_sub(text.len() as u16)) / 2;
            buf.set_string(
                x,
                y0 + grid_h / 2,
                text,
                Style::new().add_modifier(Modifier::BOLD),
            );
            return;
        }
        let highlight = Highlight::of(self.app);
        for cell in Cell::ALL {
            self.cell(buf, cell, &highlight);
        }
    }
}

/// What the cells are highlighted for.
struct Highlight {
    conflicts: CellSet,
    pattern: CellSet,
    targets: CellSet,
    peers: CellSet,
    same: CellSet,
}

impl Highlight {
    fn of(app: &App) -> Highlight {
        let game = &app.game;
        let (pattern, targets) = match &app.hint {
            Some(hint) => (hint.cells(), hint.targets()),
            None => (CellSet::EMPTY, CellSet::EMPTY),
        };
        let cursor = app.cursor;
        let peers = cursor.row().cells() | cursor.col().cells() | cursor.block().cells();
        let same = match game.digit(cursor) {
            Some(digit) => Cell::ALL
                .into_iter()
                .filter(|&c| game.digit(c) == Some(digit))
                .collect(),
            None => CellSet::EMPTY,
        };
        Highlight {
            conflicts: game.conflicts(),
            pattern,
            targets,
            peers,
            same,
        }
    }
}

impl GridWidget<'_> {
    fn cell(&self, buf: &mut Buffer, cell: Cell, highlight: &Highlight) {
        let app = self.app;
        let theme = &app.theme;
        let game = &app.game;
        let size = self.layout.size;
        // Later patches win: the cursor over a mistake over a hint over the cursor's
        // houses and digit.
        let mut base = Style::new();
        for (set, style) in [
            (highlight.peers, theme.peer),
            (highlight.same, theme.same),
            (highlight.pattern, theme.pattern),
            (app.witnesses, theme.witness),
            (highlight.targets, theme.target),
            (app.mistakes, theme.mistake),
        ] {
            if set.contains(cell) {
                base = base.patch(style);
            }
        }
        if cell == app.cursor {
            base = base.patch(theme.cursor);
        }
        let (x, y) = self.layout.cell_origin(cell);
        for dy in 0..size.cell_h {
            let mut row = base;
            // The compact layout has no row for the thin lines inside a box.
            if !size.thin_rows && dy == size.cell_h - 1 && cell.row_index() % 3 != 2 {
                row = row.add_modifier(Modifier::UNDERLINED);
            }
            buf.set_string(x, y + dy, " ".repeat(usize::from(size.cell_w)), row);
        }
        match game.content(cell) {
            CellContent::Given(digit) | CellContent::Entry(digit) => {
                let given = game.is_given(cell);
                let mut style = if given {
                    theme.given
                } else if game.revealed().contains(cell) {
                    theme.revealed
                } else {
                    theme.entry
                };
                if highlight.conflicts.contains(cell) {
                    style = style.patch(theme.conflict);
                }
                let stroke = if given { Stroke::Heavy } else { Stroke::Light };
                let rows: Vec<String> = if size.thin_rows {
                    glyphs::large(digit, stroke).to_vec()
                } else {
                    glyphs::compact(digit).iter().map(|r| r.to_string()).collect()
                };
                let left = x + (size.cell_w - 3) / 2;
                for (dy, text) in rows.iter().enumerate() {
                    let at = (left, y + dy as u16);
                    let existing = buf[at].style();
                    buf.set_string(at.0, at.1, text, existing.patch(style));
                }
            }
            CellContent::Marks(marks) => {
                let step = app.hint.as_ref().and_then(|hint| hint.step());
                for digit in marks {
                    let candidate = Candidate::new(cell, digit);
                    // The hint's own candidates stand out: placed bold, removed struck out.
                    let style = match step {
                        Some(step) if step.placements().contains(&candidate) => {
                            theme.mark.patch(theme.placed_mark)
                        }
                        Some(step) if step.eliminations().contains(&candidate) => {
                            theme.mark.patch(theme.removed_mark)
                        }
                        _ => theme.mark,
                    };
                    let (dx, dy) = size.mark_position(digit);
                    let at = (x + dx, y + dy);
                    let existing = buf[at].style();
                    buf.set_string(at.0, at.1, digit.to_string(), existing.patch(style));
                }
            }
        }
    }
}

/// The box-drawing character where a vertical line (heavy or not) meets a horizontal
/// one, at the frame's edges or inside it. The frame is heavy throughout.
fn junction(
    left: bool,
    right: bool,
    top: bool,
    bottom: bool,
    vertical: bool,
    horizontal: bool,
) -> &'static str {
    match (top, bottom, left, right) {
        (true, _, true, _) => "┏",
        (true, _, _, true) => "┓",
        (_, true, true, _) => "┗",
        (_, true, _, true) => "┛",
        (true, ..) => {
            if vertical {
                "┳"
            } else {
                "┯"
            }
        }
        (_, true, ..) => {
            if vertical {
                "┻"
            } else {
                "┷"
            }
        }
        (_, _, true, _) => {
            if horizontal {
                "┣"
            } else {
                "┠"
            }
        }
        (_, _, _, true) => {
            if horizontal {
                "┫"
            } else {
                "┨"
            }
        }
        _ => match (vertical, horizontal) {
            (true, true) => "╋",
            (true, false) => "╂",
            (false, true) => "┿",
            (false, false) => "┼",
        },
    }
}
