//! New puzzles with one solution, reproducible from a seed.

use pyo3::prelude::*;
use pyo3::types::PyString;
use rayon::prelude::*;
use sudoku_strata::{Difficulty, Generator, Givens, Symmetry};

use crate::batch::on_threads;
use crate::error::{Failure, Outcome};

/// The generator of the options, checked.
fn generator(
    difficulty: Option<&str>,
    symmetry: &str,
    seed: u64,
    minimal: bool,
    givens: Option<&Bound<'_, PyAny>>,
) -> PyResult<Outcome<Generator>> {
    let givens = match givens {
        None => None,
        Some(object) => match object.extract::<u8>() {
            Ok(n) => Some(Ok(Givens::from(n))),
            Err(_) => Some(
                object
                    .cast::<PyString>()?
                    .to_str()?
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
        generator.check()?;
        Ok(generator)
    };
    Ok(make())
}

/// Makes `n` new puzzles, each with exactly one solution, as 81-character lines.
///
/// `difficulty` asks for a level (beginner, easy, medium, hard, expert or extreme; None
/// for any), `symmetry` for a pattern of the givens (none, rot180, rot90, mirror or
/// diagonal), `givens` for a number of givens (an int, or a range such as `"24..28"`),
/// `minimal=True` for puzzles where no given can be removed. The same `seed` and
/// options give the same puzzles, whatever the number of threads: puzzle `i` depends
/// only on them and `start + i`, so `start` continues a series. Without a seed, one is
/// taken from the clock.
///
/// Raises SudokuError for unknown names and options that cannot be met (such as 16
/// givens), and when a puzzle cannot be made within the generator's attempts.
#[pyfunction]
#[pyo3(signature = (n, *, difficulty=None, symmetry="none", seed=None, minimal=false, givens=None, start=0, threads=None))]
#[allow(clippy::too_many_arguments)]
pub fn generate(
    py: Python<'_>,
    n: u64,
    difficulty: Option<&str>,
    symmetry: &str,
    seed: Option<u64>,
    minimal: bool,
    givens: Option<&Bound<'_, PyAny>>,
    start: u64,
    threads: Option<usize>,
) -> PyResult<Vec<String>> {
    let seed = seed.unwrap_or_else(clock_seed);
    let generator = generator(difficulty, symmetry, seed, minimal, givens)?.map_err(|f| f.into_pyerr(py))?;
    let made: Outcome<Vec<String>> = py.detach(|| {
        on_threads(threads, || {
            (start..start.saturating_add(n))
                .into_par_iter()
                .map(|i| Ok(generator.puzzle(i)?.puzzle().to_string()))
                .collect()
        })
    });
    made.map_err(|f| f.into_pyerr(py))
}

/// A seed from the clock, for calls that give none.
fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}
