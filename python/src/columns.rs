//! Columns: results as a dict of one-dimensional NumPy arrays of equal length, which
//! `pandas.DataFrame` takes as it is. Numbers are int64, float64 or bool arrays; text is
//! an object array of str (None where there is none).
//!
//! The rows are the library's written forms (those of `rate`, `explain`'s steps, ...)
//! as JSON values, so that a column holds what the dict of the same key holds.

use std::collections::HashMap;

use numpy::{Element, PyArray1};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString};
use serde_json::{Map, Value};

use crate::error::{Failure, Outcome};

/// A dict of columns being filled, in the order they are added.
pub struct Table<'py> {
    dict: Bound<'py, PyDict>,
}

impl<'py> Table<'py> {
    pub fn new(py: Python<'py>) -> Table<'py> {
        Table {
            dict: PyDict::new(py),
        }
    }

    fn py(&self) -> Python<'py> {
        self.dict.py()
    }

    /// A column of numbers: int64, uint64, float64 (NaN where a number is missing) or bool.
    pub fn numbers<T: Element>(&self, name: &str, values: impl IntoIterator<Item = T>) -> PyResult<()> {
        let array = PyArray1::from_vec(self.py(), values.into_iter().collect());
        self.dict.set_item(name, array)
    }

    /// A column of text: an object array of str, None where there is none.
    pub fn text<S: AsRef<str>>(
        &self,
        name: &str,
        values: impl IntoIterator<Item = Option<S>>,
    ) -> PyResult<()> {
        let py = self.py();
        let objects: Vec<Py<PyAny>> = values
            .into_iter()
            .map(|value| match value {
                Some(text) => PyString::new(py, text.as_ref()).into_any().unbind(),
                None => py.None(),
            })
            .collect();
        self.dict.set_item(name, PyArray1::from_vec(py, objects))
    }

    /// A column of text with few distinct values (names, messages): an object array
    /// in which equal values are one str.
    pub fn labels(&self, name: &str, values: impl IntoIterator<Item = Option<String>>) -> PyResult<()> {
        let py = self.py();
        let mut made: HashMap<String, Py<PyAny>> = HashMap::new();
        let objects: Vec<Py<PyAny>> = values
            .into_iter()
            .map(|value| match value {
                Some(text) => made
                    .entry(text)
                    .or_insert_with_key(|text| PyString::new(py, text).into_any().unbind())
                    .clone_ref(py),
                None => py.None(),
            })
            .collect();
        self.dict.set_item(name, PyArray1::from_vec(py, objects))
    }

    /// The `error` column of `errors="return"`: each failure's message, None for the
    /// results.
    pub fn errors<I, T>(&self, rows: &[(I, Outcome<T>)]) -> PyResult<()> {
        self.text(
            "error",
            rows.iter()
                .map(|(_, row)| row.as_ref().err().map(Failure::message)),
        )
    }

    /// A column for each key of the rows (None for a row that failed), in the order the
    /// keys come (but those given before): bool where every value is a bool (false where
    /// missing), int64 where every value is an integer that fits one (-1 where missing),
    /// uint64 where every value is a larger integer (0 where missing), float64 where every
    /// value is a number (NaN where missing), else text (the JSON text of what is not a
    /// string).
    pub fn objects(&self, rows: &[Option<&Map<String, Value>>]) -> PyResult<()> {
        let mut keys: Vec<&String> = Vec::new();
        for key in rows.iter().flatten().flat_map(|row| row.keys()) {
            if !keys.contains(&key) {
                keys.push(key);
            }
        }
        // A column given before (such as `index`) stands: it is whole where rows failed.
        for key in keys
            .into_iter()
            .filter(|key| !self.dict.contains(key).unwrap_or(false))
        {
            let values = || {
                rows.iter()
                    .map(|row| row.and_then(|r| r.get(key)).filter(|v| !v.is_null()))
            };
            if values().flatten().all(Value::is_boolean) {
                self.numbers(key, values().map(|v| v.and_then(Value::as_bool).unwrap_or(false)))?;
            } else if values().flatten().all(|v| v.is_i64()) {
                self.numbers(key, values().map(|v| v.and_then(Value::as_i64).unwrap_or(-1)))?;
            } else if values().flatten().all(Value::is_u64) {
                // A seed may not fit an int64; an unsigned column keeps it whole.
                self.numbers(key, values().map(|v| v.and_then(Value::as_u64).unwrap_or(0)))?;
            } else if values().flatten().all(Value::is_number) {
                self.numbers(
                    key,
                    values().map(|v| v.and_then(Value::as_f64).unwrap_or(f64::NAN)),
                )?;
            } else {
                self.text(
                    key,
                    values().map(|v| {
                        v.map(|v| match v {
                            Value::String(text) => text.clone(),
                            other => other.to_string(),
                        })
                    }),
                )?;
            }
        }
        Ok(())
    }

    pub fn finish(self) -> Bound<'py, PyDict> {
        self.dict
    }
}
