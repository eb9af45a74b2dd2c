//! The full-screen loop: the terminal set up, events read, the screen redrawn, and the
//! terminal put back on exit and on panic.

use std::io::{self, Stdout};
use std::time::Duration;

use crossterm::event::{self, DisableMouseCapture, EnableMouseCapture, Event};
use crossterm::execute;
use crossterm::terminal::{EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode};
use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use sudoku_strata::{Difficulty, Game};

use super::app::App;
use super::view;
use super::{Dealer, Files};

/// How often the screen is redrawn when nothing happens (for the clock).
const TICK: Duration = Duration::from_millis(250);

/// Plays full screen until the player quits.
pub fn run(game: Game, dealer: Dealer, level: Option<Difficulty>, files: Files) -> io::Result<()> {
    let mut app = App::new(game, dealer, level, files);
    let _restore = Restore::install()?;
    let mut terminal = Terminal::new(CrosstermBackend::new(io::stdout()))?;
    terminal.clear()?;
    loop {
        terminal.draw(|frame| view::draw(&mut app, frame))?;
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
    Ok(())
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
