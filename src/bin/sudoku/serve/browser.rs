//! `serve --open`: the page in the desktop's browser, when there is one.

use std::process::{Command, Stdio};

/// Starts the system's opener for `url` without waiting for it: `xdg-open` on Linux
/// and the BSDs, `open` on macOS, `start` on Windows.
pub fn open(url: &str) -> Result<(), String> {
    let mut command = if cfg!(target_os = "macos") {
        Command::new("open")
    } else if cfg!(windows) {
        let mut command = Command::new("cmd");
        command.args(["/C", "start", ""]);
        command
    } else {
        Command::new("xdg-open")
    };
    command
        .arg(url)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map(drop)
        .map_err(|e| e.to_string())
}
