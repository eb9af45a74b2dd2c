//! Any 81 cells: the counter, the first solution and the unique solution agree.
#![no_main]

#[path = "../checks.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::count_solutions(data));
