//! `serve --open`: the page in the desktop's browser, when there is one.

/// Opens `url` in the desktop's browser with the `open` crate, on a thread of its own:
/// `open::that` waits for the system's opener (`xdg-open`, `open`, `start`), so that no
/// process is left behind, and reports when none could open a browser; then the
/// server says where to point one.
pub fn open(url: &str) {
    let url = url.to_string();
    std::thread::spawn(move || {
        if let Err(error) = open::that(&url) {
            eprintln!("sudoku serve: no browser opened ({error}); open {url} in a browser");
        }
    });
}
