//! JSON text made on worker threads, read into Python objects with the interpreter's
//! own `json` module.

use pyo3::prelude::*;

/// Reads JSON text into dicts, lists, strings, numbers, booleans and None.
pub fn loads<'py>(py: Python<'py>, text: &str) -> PyResult<Bound<'py, PyAny>> {
    py.import("json")?.call_method1("loads", (text,))
}

/// A score as the command line writes it: one decimal (`6.6`, not `6.599999904632568`).
pub fn one_decimal(score: f32) -> f64 {
    (f64::from(score) * 10.0).round() / 10.0
}
