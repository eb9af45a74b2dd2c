//! `sudoku_strata` for Python: the library's grids, solving, explanations, ratings and
//! generator as a Python module, with batch calls that release the interpreter and run
//! in parallel.
//!
//! This crate is the extension module `sudoku_strata._native`; the Python package
//! `sudoku_strata` (`python/sudoku_strata/`) re-exports it and adds what is better
//! written in Python (the command line of `python -m sudoku_strata`).
//!
//! Each file holds one part of the module: `grid.rs` the `Grid` class and puzzle
//! arguments, `batch.rs` lists and arrays of puzzles and what is done with those that
//! fail, `stream.rs` the parallel map in input order, `columns.rs` results as NumPy
//! columns, `error.rs` `SudokuError`, `read.rs` the reader of every layout, and one file
//! per group of functions (`solve.rs`, `explain.rs`, `rate.rs`, `generate.rs`). The
//! library does the work; this crate only converts.

use std::sync::OnceLock;

use pyo3::prelude::*;
use sudoku_strata::Engine;

mod batch;
mod columns;
mod error;
mod explain;
mod generate;
mod grid;
mod json;
mod rate;
mod read;
mod solve;
mod stream;

/// The default engine, built once and shared by every call and thread.
fn engine() -> &'static Engine {
    static ENGINE: OnceLock<Engine> = OnceLock::new();
    ENGINE.get_or_init(Engine::default)
}

/// Solves, explains, rates and generates classic 9x9 Sudoku the way people solve them.
#[pymodule]
#[pyo3(name = "_native")]
fn sudoku_strata_module(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("SudokuError", m.py().get_type::<error::SudokuError>())?;
    m.add_class::<grid::PyGrid>()?;
    m.add_class::<read::PyEntry>()?;
    m.add_class::<read::PyReader>()?;
    m.add_class::<explain::Explanations>()?;
    m.add_function(wrap_pyfunction!(read::read, m)?)?;
    m.add_function(wrap_pyfunction!(solve::solve, m)?)?;
    m.add_function(wrap_pyfunction!(solve::solve_batch, m)?)?;
    m.add_function(wrap_pyfunction!(solve::count_solutions, m)?)?;
    m.add_function(wrap_pyfunction!(solve::count_solutions_batch, m)?)?;
    m.add_function(wrap_pyfunction!(solve::canonical, m)?)?;
    m.add_function(wrap_pyfunction!(solve::canonical_batch, m)?)?;
    m.add_function(wrap_pyfunction!(explain::explain, m)?)?;
    m.add_function(wrap_pyfunction!(explain::explain_batch, m)?)?;
    m.add_function(wrap_pyfunction!(explain::explain_iter, m)?)?;
    m.add_function(wrap_pyfunction!(explain::next_step, m)?)?;
    m.add_function(wrap_pyfunction!(rate::rate, m)?)?;
    m.add_function(wrap_pyfunction!(rate::rate_batch, m)?)?;
    m.add_function(wrap_pyfunction!(generate::generate, m)?)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
