//! Any bytes: the reader gives each puzzle or its error within its limits, and every
//! puzzle it reads prints as text that reads back to the same state.
#![no_main]

#[path = "../checks.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::read_puzzles(data));
