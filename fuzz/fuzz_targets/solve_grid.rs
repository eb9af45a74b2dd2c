//! Any 81 cells: the engine answers with a checked solution or an error, and agrees with
//! the solution counter.
#![no_main]

#[path = "../checks.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::solve_grid(data));
