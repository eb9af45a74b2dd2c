//! JSON text made on worker threads, read into Python objects with the interpreter's
//! own `json` module.

use pyo3::prelude::*;

/// Reads JSON text into dicts, lists, strings, numbers, booleans and None.
pub fn loads<'py>(py: Python<'py>, text: &str) -> PyResult<Bound<'py, PyAny>> {
    py.import("json")?.call_method1("loads", (text,))
}

/// A form of the library (a solution, a rating, a step) as JSON text, made on a worker
/// thread. The forms have string keys and plain values only, so they always serialize.
pub fn text(form: impl serde::Serialize) -> String {
    serde_json::to_string(&form).expect("the library's forms have string keys only, so they always serialize")
}

/// A form of the library as a JSON value, for the columns of many.
pub fn value(form: impl serde::Serialize) -> serde_json::Value {
    serde_json::to_value(&form).expect("the library's forms have string keys only, so they always serialize")
}
