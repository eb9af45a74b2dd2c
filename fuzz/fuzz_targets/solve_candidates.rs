//! Any candidate state, consistent or not: every strategy lists its steps without
//! panicking, every step it lists applies, and hints run to the end.
#![no_main]

#[path = "../checks.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::solve_candidates(data));
