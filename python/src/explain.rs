//! Explanations: every step of the engine's path in the JSON shape of
//! `sudoku explain --json`, one puzzle at a time, as a list, as an iterator that holds
//! only what the caller has not taken yet, or as a table of steps; and the one next step
//! (a hint), from a puzzle or a pencil-mark state.

use std::collections::VecDeque;

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString};
use sudoku_strata::{EXPLAINER_BUDGET, Puzzle};

use crate::batch::{self, Errors};
use crate::columns::Table;
use crate::engine;
use crate::error::Outcome;
use crate::grid::{Work, one_puzzle};
use crate::json::{loads, text, value};
use crate::rate;
use crate::stream::{Next, Stream};

/// Solves a puzzle (from its pencil marks, for a pencil-mark grid) and, with `rating`,
/// rates it with Sudoku Explainer's numbers as `rate` does (the rating walks the path
/// twice more, and Sudoku Explainer's its own): one line of `sudoku explain --json` (the
/// library's `Solution::form`; its rating null without one, as the command line writes
/// a rating it could not make).
fn explained(puzzle: &Puzzle, rating: bool) -> Outcome<String> {
    let solution = puzzle.solve()?;
    let rating = match rating {
        true => Some(rate::rating(puzzle, Some(EXPLAINER_BUDGET))?),
        false => None,
    };
    Ok(text(solution.form(rating.as_ref())))
}

/// The explanation as a dict, or with `as_json` as its JSON text.
fn shaped<'py>(py: Python<'py>, text: &str, as_json: bool) -> PyResult<Bound<'py, PyAny>> {
    match as_json {
        true => Ok(PyString::new(py, text).into_any()),
        false => loads(py, text),
    }
}

/// One row of the table of steps: what the step's form (that of `explain`'s steps)
/// says of its technique, score and notation, and how many placements and eliminations
/// it lists. Typed, not the form itself: a table of 20,000 puzzles has over a million
/// rows.
struct StepRow {
    technique: String,
    score: f64,
    text: String,
    placements: i64,
    eliminations: i64,
}

/// The rows of the table of steps of one puzzle, in the order of its path.
fn step_rows(puzzle: &Puzzle) -> Outcome<Vec<StepRow>> {
    let solution = puzzle.solve()?;
    let rows = solution.steps().iter().map(|step| {
        let form = value(step.explain_form());
        let text = |key: &str| form[key].as_str().unwrap_or_default().to_string();
        let count = |key: &str| form[key].as_array().map_or(0, Vec::len) as i64;
        StepRow {
            technique: text("technique"),
            score: form["score"].as_f64().unwrap_or(f64::NAN),
            text: text("text"),
            placements: count("placements"),
            eliminations: count("eliminations"),
        }
    });
    Ok(rows.collect())
}

/// How a person would solve the puzzle, step by step.
///
/// Returns a dict in the shape of one line of `sudoku explain --json`: `puzzle`,
/// `solution`, `backtracking` (whether the search had to finish), `rating` (`level`,
/// `path_score`, `hardest` and Sudoku Explainer's `er`, `ep`, `ed`, as `rate` gives them) and
/// `steps`, each a dict with `technique`, `placements`,
/// `eliminations` (lists of `{"row", "col", "digit"}`, from 1), `text` (the notation),
/// `sentence`, `pattern`, `score` and `proof` (the proof of a chain or forcing step,
/// else None). A pencil-mark grid (boxed, or the 729-character line) starts the path
/// from its marks, and the dict has its `candidates` too. With `as_json=True`, that
/// JSON text instead. With `rating=False`, `rating` is None and the call is quicker
/// (the rating walks the path twice more).
///
/// Raises SudokuError when the puzzle cannot be read, its givens contradict each
/// other, or it has no solution or more than one.
#[pyfunction]
#[pyo3(signature = (puzzle, *, as_json=false, rating=true))]
pub fn explain<'py>(puzzle: &Bound<'py, PyAny>, as_json: bool, rating: bool) -> PyResult<Bound<'py, PyAny>> {
    let py = puzzle.py();
    let puzzle = one_puzzle(puzzle)?;
    let done = py
        .detach(|| explained(&puzzle, rating))
        .map_err(|f| f.into_pyerr(py))?;
    shaped(py, &done, as_json)
}

/// The explanations of many puzzles, in parallel: a list of what `explain` returns, or
/// with `columns=True` a table of their steps (see the stubs).
#[pyfunction]
#[pyo3(signature = (puzzles, *, as_json=false, rating=true, threads=None, errors="raise", columns=false))]
pub fn explain_batch<'py>(
    puzzles: &Bound<'py, PyAny>,
    as_json: bool,
    rating: bool,
    threads: Option<usize>,
    errors: &str,
    columns: bool,
) -> PyResult<Bound<'py, PyAny>> {
    let py = puzzles.py();
    let errors = Errors::parse(errors)?;
    let puzzles = batch::read(puzzles)?;
    if columns {
        // Each puzzle's rows are taken as it is done, so that only the table grows.
        let mut steps = StepTable::default();
        let threads = batch::thread_count(threads)?;
        batch::run_puzzles(py, puzzles.items, threads, errors, step_rows, |index, rows| {
            steps.add(index, rows);
            Ok(())
        })?;
        return steps.into_table(py, errors).map(Bound::into_any);
    }
    let work = move |puzzle: &Puzzle| explained(puzzle, rating);
    let list = batch::list(py, puzzles, threads, errors, work, move |py, done| {
        shaped(py, &done, as_json)
    })?;
    Ok(PyList::new(py, list)?.into_any())
}

/// The explanations of many puzzles, in parallel, as an iterator in input order.
///
/// What `explain_batch` returns, one explanation at a time: the workers run at most a
/// few dozen puzzles ahead of the caller, so memory holds those and not the whole batch.
#[pyfunction]
#[pyo3(signature = (puzzles, *, as_json=false, rating=true, threads=None, errors="raise"))]
pub fn explain_iter(
    puzzles: &Bound<'_, PyAny>,
    as_json: bool,
    rating: bool,
    threads: Option<usize>,
    errors: &str,
) -> PyResult<Explanations> {
    let errors = Errors::parse(errors)?;
    let puzzles = batch::read(puzzles)?;
    let work = batch::for_puzzles(move |puzzle: &Puzzle| explained(puzzle, rating));
    Ok(Explanations {
        stream: Stream::start(puzzles.items, batch::thread_count(threads)?, batch::guarded(work)),
        ready: VecDeque::new(),
        index: 0,
        as_json,
        errors,
    })
}

/// The iterator of `explain_iter`.
#[pyclass(module = "sudoku_strata", name = "Explanations")]
pub struct Explanations {
    stream: Stream<Outcome<String>>,
    /// Results taken from the stream, not yet given.
    ready: VecDeque<Outcome<String>>,
    /// The input index of the first of `ready`.
    index: usize,
    as_json: bool,
    errors: Errors,
}

#[pymethods]
impl Explanations {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__<'py>(&mut self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        loop {
            if let Some(result) = self.ready.pop_front() {
                let index = self.index;
                self.index += 1;
                match (result, self.errors) {
                    (Ok(done), _) => return shaped(py, &done, self.as_json).map(Some),
                    (Err(failure), Errors::Raise) => {
                        self.stream.stop();
                        self.ready.clear();
                        return Err(failure.at(index).into_pyerr(py));
                    }
                    (Err(_), Errors::Skip) => continue,
                    (Err(failure), Errors::Return) => {
                        return Ok(Some(batch::error_value(py, failure.at(index))));
                    }
                }
            }
            let stream = &mut self.stream;
            match py.detach(|| stream.next_ready(batch::SIGNAL_CHECK)) {
                Next::Done => return Ok(None),
                Next::Waiting => py.check_signals()?,
                Next::Ready(results) => self.ready.extend(results),
            }
        }
    }

    /// How many puzzles the iterator was given.
    fn __len__(&self) -> usize {
        self.stream.len()
    }
}

/// The steps of many explanations as a table, one row a step, a vector a column.
#[derive(Default)]
struct StepTable {
    index: Vec<i64>,
    /// From 1; 0 for the one row of a puzzle that failed.
    step: Vec<i64>,
    technique: Vec<Option<String>>,
    score: Vec<f64>,
    text: Vec<Option<String>>,
    placements: Vec<i64>,
    eliminations: Vec<i64>,
    errors: Vec<Option<String>>,
}

impl StepTable {
    /// The rows of one puzzle's steps, or the one row of its failure (step 0, its
    /// numbers NaN or -1, its text None).
    fn add(&mut self, index: usize, steps: Outcome<Vec<StepRow>>) {
        let rows = match steps {
            Ok(rows) => rows,
            Err(failure) => {
                self.index.push(index as i64);
                self.step.push(0);
                self.technique.push(None);
                self.score.push(f64::NAN);
                self.text.push(None);
                self.placements.push(-1);
                self.eliminations.push(-1);
                self.errors.push(Some(failure.message().to_string()));
                return;
            }
        };
        for (number, row) in rows.into_iter().enumerate() {
            self.index.push(index as i64);
            self.step.push(number as i64 + 1);
            self.technique.push(Some(row.technique));
            self.score.push(row.score);
            self.text.push(Some(row.text));
            self.placements.push(row.placements);
            self.eliminations.push(row.eliminations);
            self.errors.push(None);
        }
    }

    /// `index` (the puzzle's place in the input), `step` (from 1), `technique`,
    /// `score`, `text` (the notation), `placements` and `eliminations` (how many); with
    /// `errors="return"`, `error` too: a failed puzzle has one row, step 0, with its
    /// message there.
    fn into_table(self, py: Python<'_>, errors: Errors) -> PyResult<Bound<'_, PyDict>> {
        let table = Table::new(py);
        table.numbers("index", self.index)?;
        table.numbers("step", self.step)?;
        table.labels("technique", self.technique)?;
        table.numbers("score", self.score)?;
        table.text("text", self.text)?;
        table.numbers("placements", self.placements)?;
        table.numbers("eliminations", self.eliminations)?;
        if errors == Errors::Return {
            table.labels("error", self.errors)?;
        }
        Ok(table.finish())
    }
}

/// The step the engine would take next (a hint), as a dict of the shape of `explain`'s
/// steps; None when the grid is full.
///
/// `puzzle` may be a pencil-mark grid (boxed, or the 729-character line, or an `Entry`
/// of `read`): the step is then the one its marks allow.
///
/// Raises SudokuError when the puzzle does not have exactly one solution (for a
/// pencil-mark grid: when its marks struck out a candidate the solution needs).
#[pyfunction]
pub fn next_step<'py>(puzzle: &Bound<'py, PyAny>) -> PyResult<Option<Bound<'py, PyAny>>> {
    let py = puzzle.py();
    let puzzle = one_puzzle(puzzle)?;
    let step = py
        .detach(|| -> Outcome<Option<String>> {
            let state = puzzle.start()?;
            Ok(engine().next_step(&state).map(|s| text(s.explain_form())))
        })
        .map_err(|f| f.into_pyerr(py))?;
    step.map(|text| loads(py, &text)).transpose()
}
