//! The board as drawn: the cursor's houses and digit lit, the large layout, and the
//! colourless palette.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::style::{Color, Modifier};
use sudoku_strata::{Cell, Digit};

use super::super::glyphs::{self, Stroke};
use super::super::theme::Theme;
use super::super::view;
use super::{DARK, Screen};

#[test]
fn the_cursor_lights_its_row_column_box_and_digit() {
    let mut screen = Screen::new();
    screen.go("r2c2"); // a given 9
    let nines: Vec<Cell> = Cell::ALL
        .into_iter()
        .filter(|&c| screen.app.game.digit(c).is_some_and(|d| d.get() == 9))
        .collect();
    assert!(nines.len() > 1);
    for cell in Cell::ALL {
        let name = cell.to_string();
        let expected = if cell.to_string() == "r2c2" {
            DARK.cursor.bg
        } else if nines.contains(&cell) {
            DARK.same.bg
        } else if cell.row_index() == 1 || cell.col_index() == 1 || cell.box_index() == 0 {
            DARK.peer.bg
        } else {
            None
        };
        assert_eq!(screen.background(&name), expected, "{name}");
    }
}

#[test]
fn the_large_layout_parts_every_cell_and_draws_givens_in_heavy_strokes() {
    let mut screen = Screen::new();
    screen.terminal = Terminal::new(TestBackend::new(100, 40)).unwrap();
    screen.keys("3"); // r1c1
    let layout = screen.layout();
    assert_eq!(layout.size, view::Size::LARGE);
    let buffer = screen.terminal.backend().buffer();
    let (x, y) = layout.cell_origin("r1c1".parse().unwrap());
    // Thin lines between the cells of a box, heavy ones between boxes.
    assert_eq!(buffer[(x + 7, y)].symbol(), "│");
    assert_eq!(buffer[(x, y + 3)].symbol(), "─");
    let (bx, _) = layout.cell_origin("r1c4".parse().unwrap());
    assert_eq!(buffer[(bx - 1, y)].symbol(), "┃");
    let (_, by) = layout.cell_origin("r4c1".parse().unwrap());
    assert_eq!(buffer[(x, by - 1)].symbol(), "━");
    // The given 4 of r1c3 heavy, the player's 3 light, both centred in three rows.
    assert_eq!(screen.digit_at("r1c3").0, "4");
    assert_eq!(screen.digit_at("r1c1").0, "3");
    let four = screen.cell_rows("r1c3");
    let three = screen.cell_rows("r1c1");
    assert_eq!(
        four[0],
        format!("  {}  ", glyphs::large(Digit::new(4).unwrap(), Stroke::Heavy)[0])
    );
    assert_eq!(
        three[1],
        format!("  {}  ", glyphs::large(Digit::new(3).unwrap(), Stroke::Light)[1])
    );
    // Marks in a 3x3 grid: 1 2 3 on the first row, 4 5 6 on the second, 7 8 9 on the last.
    screen.go("r1c2");
    screen.keys("p159");
    assert_eq!(screen.cell_rows("r1c2"), [" 1     ", "   5   ", "     9 "]);
    // A lone 5 is one digit in the middle, where no large digit looks like it.
    screen.keys("19");
    assert_eq!(screen.cell_rows("r1c2"), ["       ", "   5   ", "       "]);
    assert_eq!(screen.digit_at("r1c2").0, "");
}

#[test]
fn without_colour_the_cursor_is_reversed_and_givens_bold() {
    let mut screen = Screen::new();
    screen.app.theme = Theme::PLAIN;
    screen.keys("l");
    let buffer = screen.terminal.backend().buffer();
    for cell in Cell::ALL {
        let (x, y) = screen.layout().cell_origin(cell);
        let style = buffer[(x, y)].style();
        assert!(style.bg.is_none_or(|c| c == Color::Reset), "{cell}: {style:?}");
    }
    let (x, y) = screen.layout().cell_origin("r1c2".parse().unwrap());
    assert!(buffer[(x, y)].style().add_modifier.contains(Modifier::REVERSED));
    assert!(screen.digit_at("r1c3").1.add_modifier.contains(Modifier::BOLD));
}
