//! The full-screen loop: the terminal set up, events read, the screen redrawn, and the
//! terminal put back on exit and on panic.

use std::io::{self, Stdout, Write};
use std::time::Duration;

use crossterm::event::{self, DisableMouseCapture, EnableMouseCapture, Event};
use crossterm::execute;
use crossterm::terminal::{EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode};
use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use sudoku_strata::{Difficulty, Game};

use super::app::App;
use super::view;
use super::{Dealer, Files, Start};

/// How often the screen is redrawn when nothing happens (for the clock).
const TICK: Duration = Duration::from_millis(250);

/// Plays full screen until the player quits; returns what to print once the terminal
/// is back (where the game was kept, and its puzzle line), and why the game could not
/// be saved, if a save failed and no later one made it good.
pub fn run(
    game: Game,
    dealer: Dealer,
    level: Option<Difficulty>,
    files: Files,
    start: Start,
) -> io::Result<(String, Option<String>)> {
    let mut app = App::new(game, dealer, level, files, start);
    let restore = Restore::install()?;
    let mut terminal = Terminal::new(CrosstermBackend::new(io::stdout()))?;
    terminal.clear()?;
    loop {
        terminal.draw(|frame| view::draw(&mut app, frame))?;
        if let Some(text) = app.clipboard.take() {
            copy(&text)?;
        }
        if app.run_pending() {
            continue;
        }
        if app.should_quit() {
            break;
        }
        if event::poll(TICK)? {
            match event::read()? {
                Event::Key(key) => app.key(key),
                Event::Mouse(mouse) => app.mouse(mouse),
                // The next draw takes the new size.
                Event::Resize(..) => terminal.autoresize()?,
                _ => {}
            }
        }
    }
    drop(restore);
    let goodbye = app.goodbye();
    Ok((goodbye, app.save_failure()))
}

/// Asks the terminal to put `text` on the clipboard (the OSC 52 sequence; terminals
/// that do not know it ignore it).
fn copy(text: &str) -> io::Result<()> {
    let mut out = io::stdout();
    write!(out, "\x1b]52;c;{}\x07", base64(text.as_bytes()))?;
    out.flush()
}

/// Standard base64 with padding, all that OSC 52 needs.
fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [chunk[0], *chunk.get(1).unwrap_or(&0), *chunk.get(2).unwrap_or(&0)];
        let n = u32::from(b[0]) << 16 | u32::from(b[1]) << 8 | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(char::from(ALPHABET[(n >> (18 - 6 * i) & 63) as usize]));
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// Puts the terminal in raw mode on the alternate screen with mouse reports, and back
/// when dropped or when the program panics.
struct Restore;

impl Restore {
    fn install() -> io::Result<Restore> {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            restore();
            previous(info);
        }));
        enable_raw_mode()?;
        if let Err(error) = execute!(io::stdout(), EnterAlternateScreen, EnableMouseCapture) {
            restore();
            return Err(error);
        }
        Ok(Restore)
    }
}

impl Drop for Restore {
    fn drop(&mut self) {
        restore();
    }
}

/// Leaves raw mode, the alternate screen and mouse capture, and shows the cursor.
fn restore() {
    let mut out: Stdout = io::stdout();
    let _ = execute!(
        out,
        DisableMouseCapture,
        LeaveAlternateScreen,
        crossterm::cursor::Show
    );
    let _ = disable_raw_mode();
}

#[cfg(test)]
mod tests {
    #[test]
    fn base64_is_the_standard_one() {
        assert_eq!(super::base64(b""), "");
        assert_eq!(super::base64(b"f"), "Zg==");
        assert_eq!(super::base64(b"fo"), "Zm8=");
        assert_eq!(super::base64(b"foo"), "Zm9v");
        assert_eq!(super::base64(b"foobar"), "Zm9vYmFy");
    }
}
