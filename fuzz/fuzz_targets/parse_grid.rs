//! Any text: the grid reader answers with a grid or an error, and what it reads prints
//! back to the same grid.
#![no_main]

#[path = "../checks.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::parse_grid(data));
