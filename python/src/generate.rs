//! New puzzles with one solution, reproducible from a seed.

use pyo3::prelude::*;
use pyo3::types::{PyList, PyString};
use serde_json::Value;
use sudoku_strata::{Difficulty, Generator, Givens, Puzzle, Symmetry};

use crate::batch::{self, Errors};
use crate::error::{Failure, Outcome};
use crate::rate::{budget, dict, form_columns};

/// The generator of the options, checked.
fn generator(
    difficulty: Option<&str>,
    symmetry: &str,
    seed: u64,
    minimal: bool,
    er_band: bool,
    givens: Option<&Bound<'_, PyAny>>,
    attempts: Option<u32>,
) -> PyResult<Outcome<Generator>> {
    let givens = match givens {
        None => None,
        Some(object) => match object.extract::<u8>() {
            Ok(n) => Some(Ok(Givens::from(n))),
            Err(_) => Some(
                object
                    .cast::<PyString>()?
                    .to_cow()?
                    .parse::<Givens>()
                    .map_err(Failure::from),
            ),
        },
    };
    let make = || -> Outcome<Generator> {
        let mut generator = Generator::new(seed).symmetry(symmetry.parse::<Symmetry>()?);
        if let Some(level) = difficulty {
            generator = generator.difficulty(level.parse::<Difficulty>()?);
        }
        if let Some(givens) = givens {
            generator = generator.givens(givens?);
        }
        if minimal {
            generator = generator.minimal();
        }
        if let Some(attempts) = attempts {
            generator = generator.max_attempts(attempts);
        }
        if er_band {
            if difficulty.is_none() {
                return Err(Failure::new(
                    "er_band keeps Sudoku Explainer's ER in the band of the level asked: give a difficulty",
                ));
            }
            generator = generator.in_explainer_band();
        }
        generator.check()?;
        Ok(generator)
    };
    Ok(make())
}

/// Puzzle `index` of the generator: its line, or with `details` the object of
/// `details=True` (the keys of `rate`, Sudoku Explainer's within `budget` implications
/// when there is a budget, and `solution`, `seed`, `index` and `givens`).
fn made(generator: &Generator, index: u64, details: bool, budget: Option<u64>) -> Outcome<Value> {
    let made = generator.puzzle(index)?;
    if !details {
        return Ok(Value::String(made.puzzle().to_string()));
    }
    let mut object = crate::rate::rated(&Puzzle::Digits(*made.puzzle()), budget)?;
    if let Some(fields) = object.as_object_mut() {
        fields.insert("solution".into(), made.solution().to_string().into());
        fields.insert("seed".into(), generator.seed().into());
        fields.insert("index".into(), index.into());
        fields.insert("givens".into(), made.puzzle().given_count().into());
    }
    Ok(object)
}

/// Makes `n` new puzzles, each with exactly one solution, as 81-character lines; with
/// `details=True`, dicts (or with `columns=True` too, columns) of each puzzle's
/// solution, ratings and seed (see the stubs).
///
/// `difficulty` asks for a level (beginner, easy, medium, hard, expert or extreme; None
/// for any), `er_band=True` (with a level) for Sudoku Explainer's ER inside the level's
/// band too, `symmetry` for a pattern of the givens (none, rot180, rot90, mirror or
/// diagonal), `givens` for a number of givens (an int, or a range such as `"24..28"`),
/// `minimal=True` for puzzles where no given can be removed, `attempts` for the number
/// of full grids tried per puzzle before giving up (the library's default for None,
/// at least 1). The same `seed` and
/// options give the same puzzles, whatever the number of threads: puzzle `i` depends
/// only on them and `start + i`, so `start` continues a series. Without a seed, one is
/// taken from the clock.
///
/// Raises SudokuError for unknown names and options that cannot be met (such as 16
/// givens), and when a puzzle cannot be made within the generator's attempts (with
/// `errors="skip"` that puzzle is left out; with `"return"`, its error is in its place).
#[pyfunction]
#[pyo3(signature = (
    n, *, difficulty=None, symmetry="none", seed=None, minimal=false, givens=None, er_band=false,
    attempts=None, start=0, threads=None, errors="raise", details=false, explainer=true, budget=None,
    columns=false
))]
#[allow(clippy::too_many_arguments)]
pub fn generate<'py>(
    py: Python<'py>,
    n: u64,
    difficulty: Option<&str>,
    symmetry: &str,
    seed: Option<u64>,
    minimal: bool,
    givens: Option<&Bound<'_, PyAny>>,
    er_band: bool,
    attempts: Option<u32>,
    start: u64,
    threads: Option<usize>,
    errors: &str,
    details: bool,
    explainer: bool,
    budget: Option<u64>,
    columns: bool,
) -> PyResult<Bound<'py, PyAny>> {
    let errors = Errors::parse(errors)?;
    if columns && !details {
        return Err(pyo3::exceptions::PyValueError::new_err(
            "columns=True goes with details=True",
        ));
    }
    let seed = seed.unwrap_or_else(clock_seed);
    let generator = generator(difficulty, symmetry, seed, minimal, er_band, givens, attempts)?
        .map_err(|f| f.into_pyerr(py))?;
    let explainer_budget = self::budget(explainer, budget);
    let work = move |&index: &u64| made(&generator, index, details, explainer_budget);
    let indices: Vec<u64> = (start..start.saturating_add(n)).collect();
    let threads = batch::thread_count(threads)?;
    if columns {
        let rows: Vec<_> = batch::collect_items(py, indices, threads, errors, work)?
            .into_iter()
            .map(|(at, made)| (start + at as u64, made))
            .collect();
        return form_columns(py, &rows, errors).map(Bound::into_any);
    }
    let mut out = Vec::new();
    batch::run(py, indices, threads, errors, work, |_, made| {
        out.push(match made {
            Ok(Value::String(line)) => PyString::new(py, &line).into_any(),
            Ok(object) => dict(py, &object)?,
            Err(failure) => batch::error_value(py, failure),
        });
        Ok(())
    })?;
    Ok(PyList::new(py, out)?.into_any())
}

/// A seed from the clock, for calls that give none.
fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}
