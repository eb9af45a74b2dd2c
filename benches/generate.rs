//! Criterion benchmarks of the generator.
fn main() {}
