//! The two walks of a rating: the engine's own path, and the path of the easiest
//! step at each point, as Sudoku Explainer takes it.

use std::cell::RefCell;

use super::{Ranked, base_score, direct_score, gives_hidden_single, rating_order, step_score};
use crate::technique::OneDecimal;
use crate::{CandidateView, Difficulty, Engine, Grid, LayerGrid, Rating, SolveError, Step};

impl Engine {
    /// Rates a puzzle (see [`Rating`]).
    ///
    /// The level, the hardest technique and the number of steps come from the path
    /// [`solve`](Engine::solve) takes (the same loop, so the hardest technique is a step
    /// of the explained path); for the built-in strategies that path goes level by
    /// level, so the level is the lowest whose techniques solve the puzzle. The score
    /// comes from a second walk of the loop that takes at each point the step with the
    /// lowest score, as Sudoku Explainer does, so that it can be compared with Sudoku
    /// Explainer's ratings.
    ///
    /// The engine's settings apply as in [`solve`](Engine::solve): the uniqueness check,
    /// backtracking, the self-check, the node limit and the limits of the forcing
    /// strategies.
    ///
    /// # Errors
    ///
    /// The errors of [`solve`](Engine::solve): [`SolveError::NoSolution`] and
    /// [`SolveError::MultipleSolutions`] for puzzles without exactly one solution,
    /// [`SolveError::Contradiction`] for repeated givens, [`SolveError::Stuck`] when logic
    /// stops and backtracking is off, and so on.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Difficulty, Engine, Grid};
    ///
    /// let puzzle: Grid = ".3......28.6....1.....4...3..1..6.7....7..3.4.6.3.5.......87..9..9..2...7.....2..".parse()?;
    /// let engine = Engine::default();
    /// let rating = engine.rate(&puzzle)?;
    /// println!("{rating}");
    /// let solution = engine.solve(&puzzle)?;
    /// // The hardest technique is a step of the explained path ...
    /// assert!(solution.steps().iter().any(|s| s.technique() == rating.hardest()));
    /// assert_eq!(rating.difficulty(), rating.hardest().difficulty());
    /// // ... and the easiest path never scores above it.
    /// assert!(rating.path_score() <= solution.rating().path_score());
    /// assert_eq!(rating.difficulty(), Difficulty::Easy);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// A puzzle with several solutions has no rating:
    ///
    /// ```
    /// use sudoku_strata::{Engine, Grid, SolveError};
    ///
    /// let open: Grid = ".".repeat(81).parse()?;
    /// assert!(matches!(Engine::default().rate(&open), Err(SolveError::MultipleSolutions { .. })));
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    pub fn rate(&self, puzzle: &Grid) -> Result<Rating, SolveError> {
        self.rate_start(&self.start(puzzle)?)
    }

    /// Rates what is left to do from a candidate state, such as a pencil-mark grid, as
    /// [`solve_from`](Engine::solve_from) would solve it.
    ///
    /// # Errors
    ///
    /// As [`rate`](Engine::rate).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Engine, Grid, LayerGrid};
    ///
    /// let puzzle: Grid = ".3......28.6....1.....4...3..1..6.7....7..3.4.6.3.5.......87..9..9..2...7.....2..".parse()?;
    /// let engine = Engine::default();
    /// let from_start = engine.rate_from(&LayerGrid::from_grid(&puzzle))?;
    /// assert_eq!(from_start, engine.rate(&puzzle)?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn rate_from(&self, state: &LayerGrid) -> Result<Rating, SolveError> {
        self.rate_start(&self.start_from(state)?)
    }

    /// The rating of the walks from `start`.
    fn rate_start(&self, start: &crate::engine::Start) -> Result<Rating, SolveError> {
        let explained = self.walk(start, |engine, view| engine.first_step(view))?;
        let ranked = rating_order(self);
        // The score each step of the easiest path was chosen with.
        let scores = RefCell::new(Vec::new());
        let easiest = self.walk(start, |engine, view| {
            let (score, chosen) = engine.easiest_step(&ranked, view)?;
            scores.borrow_mut().push(score);
            Some(chosen)
        })?;
        let mut scores = scores.into_inner();
        if easiest.used_backtracking {
            scores.extend(easiest.steps.last().map(|step| step_score(step, None)));
        }
        let mut rating = Rating::of_steps(&explained.steps);
        rating.score = scores.iter().copied().fold(0.0, f32::max).one_decimal();
        // Name the technique the score comes from, when the explained path uses it at
        // the puzzle's level too (so that `beginner 1.5` names a hidden single, not the
        // naked single the engine took as well).
        let at_level = easiest
            .steps
            .iter()
            .zip(&scores)
            .filter(|(step, _)| {
                let technique = step.technique();
                technique.difficulty() == rating.difficulty
                    && explained.steps.iter().any(|s| s.technique() == technique)
            })
            .fold(None, |best: Option<(&Step, f32)>, (step, &score)| match best {
                Some((_, top)) if top >= score => best,
                _ => Some((step, score)),
            });
        if let Some((step, _)) = at_level {
            rating.hardest = step.technique();
        }
        if rating.difficulty == Difficulty::Extreme {
            rating.measure_trial_depth(start.grid());
        }
        Ok(rating)
    }

    /// The step with the lowest score in the state `view` shows (the first of the
    /// strategies in `ranked` order on ties).
    fn easiest_step(&self, ranked: &[Ranked<'_>], view: &CandidateView<'_>) -> Option<(f32, Step)> {
        let grid = view.grid();
        let mut best: Option<(f32, Step)> = None;
        for entry in ranked {
            if best.as_ref().is_some_and(|(score, _)| *score <= entry.floor) {
                break;
            }
            if !self.may_run(entry.strategy, grid) {
                continue;
            }
            let mut consider = |score: f32, step: Step| {
                if best.as_ref().is_none_or(|(s, _)| score < *s) {
                    best = Some((score, step));
                }
            };
            if entry.direct {
                for step in entry.strategy.find_all_in(view) {
                    let direct = direct_score(step.technique()).filter(|_| gives_hidden_single(grid, &step));
                    let score = direct.unwrap_or_else(|| base_score(&step));
                    let at_floor = score <= entry.floor;
                    consider(score, step);
                    if at_floor {
                        break;
                    }
                }
            } else if let Some(step) = entry.strategy.find_in(view) {
                let score = step_score(&step, None);
                consider(score, step);
            }
        }
        best
    }
}
