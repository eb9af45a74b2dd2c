//! Any generator options: a puzzle that meets them, or a typed error.
#![no_main]

#[path = "../checks.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::generate_options(data));
