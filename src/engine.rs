//! The engine: runs the strategies in order, applies their steps, and falls back to the
//! search when logic stops.

use std::fmt;

use crate::search::{self, Config, Start};
use crate::{Candidate, Digit, Grid, GridSolver, LayerGrid, Rating, SolveError, Step, Stuck, Technique};

/// Whether the engine may finish with the backtracking search when no strategy applies.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Backtracking {
    /// Finish with the search, and say so in the trace (the default).
    #[default]
    Allowed,
    /// Stop and report [`SolveError::Stuck`] instead.
    Off,
}

/// Whether [`Engine::solve`] first checks that the puzzle has exactly one solution.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum UniquenessCheck {
    /// Count the solutions first; refuse puzzles with none or several (the default).
    /// Uniqueness strategies run only after this check succeeds.
    #[default]
    Verify,
    /// Skip the check. The uniqueness strategies do not run, since nothing says the
    /// puzzle has one solution; a puzzle with several solutions gets one of them.
    Skip,
}

/// Whether the strategies that rely on a unique solution (unique rectangles, BUG+1) may run.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum UniquenessStrategies {
    /// They run on grids known to have one solution (the default).
    #[default]
    Allowed,
    /// They never run.
    Off,
}

/// Whether every step is checked against the known solution as it is taken.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum SelfCheck {
    /// No check (the default).
    #[default]
    Off,
    /// Check each step against the puzzle's unique solution and fail with
    /// [`SolveError::UnsoundStep`] on the first one that contradicts it. Tests turn this on.
    On,
}

/// The solver: an ordered list of strategies, tried simplest first, with the search
/// behind them.
///
/// [`solve`](Engine::solve) checks the puzzle (contradicting givens, no solution,
/// several solutions), then loops: it asks each strategy in order for a step, applies the
/// first one found and starts again from the simplest, until the grid is solved or no
/// strategy finds anything. Then, unless [`Backtracking::Off`], the search finishes the
/// grid, and the trace says so in a step of its own: a guess is never shown as logic.
///
/// # Example
///
/// ```
/// use sudoku_strata::{Engine, Grid};
///
/// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
/// let solution = Engine::default().solve(&puzzle)?;
/// assert!(puzzle.is_solved_by(solution.grid()));
/// assert!(!solution.used_backtracking());
/// for (i, step) in solution.steps().iter().enumerate().take(3) {
///     println!("{}. {step}", i + 1);
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Engine {
    strategies: Vec<Box<dyn GridSolver>>,
    backtracking: Backtracking,
    uniqueness_check: UniquenessCheck,
    uniqueness_strategies: UniquenessStrategies,
    self_check: SelfCheck,
    count_limit: usize,
    node_limit: Option<u64>,
}

impl Default for Engine {
    /// Every built-in strategy, in the order of [`Technique::ALL`].
    fn default() -> Engine {
        Engine::new(crate::strategies::all())
    }
}

impl fmt::Debug for Engine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Engine")
            .field("strategies", &self.strategy_names())
            .field("backtracking", &self.backtracking)
            .field("uniqueness_check", &self.uniqueness_check)
            .field("uniqueness_strategies", &self.uniqueness_strategies)
            .field("self_check", &self.self_check)
            .field("node_limit", &self.node_limit)
            .finish()
    }
}

impl Engine {
    /// An engine with the caller's strategies, tried in the given order.
    #[must_use]
    pub fn new(strategies: Vec<Box<dyn GridSolver>>) -> Engine {
        Engine {
            strategies,
            backtracking: Backtracking::default(),
            uniqueness_check: UniquenessCheck::default(),
            uniqueness_strategies: UniquenessStrategies::default(),
            self_check: SelfCheck::default(),
            count_limit: 100,
            node_limit: None,
        }
    }

    /// An engine with the built-in strategies of these techniques only, in the default
    /// order (whatever the order of `techniques`).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Engine, Technique};
    ///
    /// let singles = Engine::only(&[Technique::HiddenSingle, Technique::NakedSingle]);
    /// assert_eq!(singles.strategy_names(), ["Naked Single", "Hidden Single"]);
    /// ```
    #[must_use]
    pub fn only(techniques: &[Technique]) -> Engine {
        let chosen = Technique::ALL
            .iter()
            .filter(|t| techniques.contains(t))
            .filter_map(|&t| crate::strategies::for_technique(t))
            .collect();
        Engine::new(chosen)
    }

    /// This engine without the strategies of `techniques`.
    #[must_use]
    pub fn without(mut self, techniques: &[Technique]) -> Engine {
        self.strategies
            .retain(|s| !techniques.iter().any(|t| t.name() == s.name()));
        self
    }

    /// Sets whether the search may finish what logic cannot.
    #[must_use]
    pub fn with_backtracking(mut self, backtracking: Backtracking) -> Engine {
        self.backtracking = backtracking;
        self
    }

    /// Sets whether `solve` checks for exactly one solution first.
    #[must_use]
    pub fn with_uniqueness_check(mut self, check: UniquenessCheck) -> Engine {
        self.uniqueness_check = check;
        self
    }

    /// Sets whether the uniqueness strategies may run.
    #[must_use]
    pub fn with_uniqueness_strategies(mut self, setting: UniquenessStrategies) -> Engine {
        self.uniqueness_strategies = setting;
        self
    }

    /// Sets whether each step is checked against the known solution.
    #[must_use]
    pub fn with_self_check(mut self, check: SelfCheck) -> Engine {
        self.self_check = check;
        self
    }

    /// Limits every search the engine runs to `nodes` branch points; past it, `solve`
    /// fails with [`SolveError::NodeLimit`]. No limit by default: a 9x9 search always ends,
    /// in milliseconds for almost every grid.
    #[must_use]
    pub fn with_node_limit(mut self, nodes: u64) -> Engine {
        self.node_limit = Some(nodes);
        self
    }

    /// Sets the depth limit of the built-in forcing strategies (found by name): the most
    /// implications one branch of a forcing chain may use, and the most rounds of
    /// implications in a forcing net (see
    /// [`CellForcingChain::with_max_depth`](crate::strategies::CellForcingChain::with_max_depth)).
    /// The defaults are 20 for chains and 40 for nets.
    ///
    /// The limit bounds what a step asks a reader to follow, not the time a step takes:
    /// every forcing step has a bounded cost whatever the limit. A branch that would need
    /// more simply stops there, and the strategy finds nothing through it. When no
    /// strategy finds a step, the engine falls back to the search as usual (a
    /// [`Technique::Backtracking`] step), or with [`Backtracking::Off`] fails with
    /// [`SolveError::Stuck`], whose grid shows where logic stopped.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Engine, Grid};
    ///
    /// let puzzle: Grid = ".3......28.6....1.....4...3..1..6.7....7..3.4.6.3.5.......87..9..9..2...7.....2..".parse()?;
    /// let short = Engine::default().with_forcing_depth(6).solve(&puzzle)?;
    /// assert!(puzzle.is_solved_by(short.grid()));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn with_forcing_depth(mut self, depth: usize) -> Engine {
        for strategy in &mut self.strategies {
            if let Some(limited) = crate::strategies::forcing_with_depth(strategy.name(), depth) {
                *strategy = limited;
            }
        }
        self
    }

    /// Sets how far the uniqueness check counts when a puzzle has several solutions
    /// (at least 2; the default is 100). The count appears in
    /// [`SolveError::MultipleSolutions`].
    #[must_use]
    pub fn with_count_limit(mut self, limit: usize) -> Engine {
        self.count_limit = limit.max(2);
        self
    }

    /// The names of the strategies, in the order they are tried.
    #[must_use]
    pub fn strategy_names(&self) -> Vec<&str> {
        self.strategies.iter().map(|s| s.name()).collect()
    }

    /// Whether a strategy may run on `grid`.
    pub(crate) fn may_run(&self, strategy: &dyn GridSolver, grid: &LayerGrid) -> bool {
        !strategy.needs_unique_solution()
            || (grid.assumes_unique_solution() && self.uniqueness_strategies == UniquenessStrategies::Allowed)
    }

    /// The next logical step in `grid`: the first step of the first strategy, in order,
    /// that finds one. `None` when the grid is solved or no strategy applies.
    ///
    /// The uniqueness strategies run only if `grid`
    /// [assumes a unique solution](LayerGrid::assumes_unique_solution).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Engine, Grid, LayerGrid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let hint = Engine::default().next_step(&LayerGrid::from_grid(&puzzle)).expect("a step");
    /// println!("{hint}");
    /// assert!(!hint.placements().is_empty() || !hint.eliminations().is_empty());
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[must_use]
    pub fn next_step(&self, grid: &LayerGrid) -> Option<Step> {
        self.strategies
            .iter()
            .filter(|s| self.may_run(s.as_ref(), grid))
            .find_map(|s| s.find(grid))
    }

    /// Counts the solutions up to the count limit, keeping two.
    fn count(&self, start: Start<'_>) -> Result<search::Outcome, SolveError> {
        let config = Config {
            max_solutions: self.count_limit,
            keep: 2,
            node_limit: self.node_limit,
            shuffle: None,
        };
        let outcome = search::run(start, config);
        if outcome.hit_node_limit && outcome.count < 2 {
            return Err(SolveError::NodeLimit {
                limit: self.node_limit.unwrap_or(0),
            });
        }
        Ok(outcome)
    }

    /// Solves `puzzle` and explains how.
    ///
    /// # Errors
    ///
    /// - [`SolveError::Contradiction`] when two givens share a digit in a house;
    /// - [`SolveError::NoSolution`] and [`SolveError::MultipleSolutions`] from the
    ///   uniqueness check (unless it is skipped);
    /// - [`SolveError::Stuck`] when logic stops and backtracking is off;
    /// - [`SolveError::NodeLimit`] when a search reaches the node limit;
    /// - [`SolveError::InvalidStep`] and [`SolveError::UnsoundStep`] when a strategy
    ///   misbehaves (the latter only with [`SelfCheck::On`]).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Engine, Grid, SolveError};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let solution = Engine::default().solve(&puzzle)?;
    /// println!("{solution}");
    ///
    /// let open: Grid = ".".repeat(81).parse()?;
    /// assert!(matches!(Engine::default().solve(&open), Err(SolveError::MultipleSolutions { .. })));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn solve(&self, puzzle: &Grid) -> Result<Solution, SolveError> {
        let (mut grid, known_solution) = self.start(puzzle)?;
        let mut steps = Vec::new();
        'logic: while !grid.is_solved() {
            for strategy in self.strategies.iter().filter(|s| self.may_run(s.as_ref(), &grid)) {
                if let Some(step) = strategy.find(&grid) {
                    self.take(
                        &mut grid,
                        step,
                        strategy.name(),
                        known_solution.as_ref(),
                        &mut steps,
                    )?;
                    continue 'logic;
                }
            }
            break;
        }
        let mut used_backtracking = false;
        if !grid.is_solved() {
            self.finish_by_search(&mut grid, &mut steps)?;
            used_backtracking = true;
        }
        let rating = Rating::of_steps(&steps);
        Ok(Solution {
            puzzle: *puzzle,
            grid: grid.to_grid(),
            steps,
            used_backtracking,
            rating,
        })
    }

    /// Checks the givens and, unless told not to, that the puzzle has one solution; returns
    /// the starting candidate grid and the known solution (when it was counted).
    pub(crate) fn start(&self, puzzle: &Grid) -> Result<(LayerGrid, Option<Grid>), SolveError> {
        puzzle.validate().map_err(SolveError::Contradiction)?;
        let mut known_solution = None;
        if self.uniqueness_check == UniquenessCheck::Verify || self.self_check == SelfCheck::On {
            let outcome = self.count(Start::Digits(puzzle.as_bytes()))?;
            match outcome.count {
                0 => return Err(SolveError::NoSolution),
                1 => known_solution = outcome.solutions.first().and_then(|s| Grid::try_from(*s).ok()),
                count if self.uniqueness_check == UniquenessCheck::Verify => {
                    let examples: Vec<Grid> = outcome
                        .solutions
                        .iter()
                        .filter_map(|s| Grid::try_from(*s).ok())
                        .collect();
                    return Err(SolveError::MultipleSolutions {
                        count,
                        complete: count < self.count_limit && !outcome.hit_node_limit,
                        examples: Box::new([examples[0], examples[1]]),
                    });
                }
                _ => {}
            }
        }
        let mut grid = LayerGrid::from_grid(puzzle);
        if self.uniqueness_check == UniquenessCheck::Verify && known_solution.is_some() {
            grid.assume_unique_solution();
        }
        Ok((grid, known_solution))
    }

    /// Checks a step found by `strategy` (with the self-check, against the known
    /// solution), applies it and records it.
    pub(crate) fn take(
        &self,
        grid: &mut LayerGrid,
        step: Step,
        strategy: &str,
        known_solution: Option<&Grid>,
        steps: &mut Vec<Step>,
    ) -> Result<(), SolveError> {
        if self.self_check == SelfCheck::On {
            if let Some(solution) = known_solution {
                check_step(&step, solution)?;
            }
        }
        grid.apply(&step).map_err(|source| SolveError::InvalidStep {
            strategy: strategy.to_string(),
            source,
        })?;
        steps.push(step);
        Ok(())
    }

    /// Where logic stopped: fails with [`SolveError::Stuck`] when backtracking is off,
    /// else finishes the grid with the search and records the `Backtracking` step.
    pub(crate) fn finish_by_search(
        &self,
        grid: &mut LayerGrid,
        steps: &mut Vec<Step>,
    ) -> Result<(), SolveError> {
        if self.backtracking == Backtracking::Off {
            return Err(SolveError::Stuck(Box::new(Stuck {
                steps: std::mem::take(steps),
                grid: grid.clone(),
            })));
        }
        let step = self.backtrack(grid)?;
        grid.apply(&step).map_err(|source| SolveError::InvalidStep {
            strategy: Technique::Backtracking.name().to_string(),
            source,
        })?;
        steps.push(step);
        Ok(())
    }

    /// The strategies, in the order they are tried.
    pub(crate) fn strategies(&self) -> &[Box<dyn GridSolver>] {
        &self.strategies
    }

    /// Finishes `grid` with the search; the step lists every cell it filled.
    fn backtrack(&self, grid: &LayerGrid) -> Result<Step, SolveError> {
        let planes: [u128; 9] =
            std::array::from_fn(|d| (grid.candidates(Digit::ALL[d]) | grid.occupied(Digit::ALL[d])).bits());
        let config = Config {
            max_solutions: 1,
            keep: 1,
            node_limit: self.node_limit,
            shuffle: None,
        };
        let outcome = search::run(Start::Candidates(&planes), config);
        let Some(found) = outcome.solutions.first().and_then(|s| Grid::try_from(*s).ok()) else {
            return Err(if outcome.hit_node_limit {
                SolveError::NodeLimit {
                    limit: self.node_limit.unwrap_or(0),
                }
            } else {
                SolveError::NoSolution
            });
        };
        let mut step = Step::new(Technique::Backtracking);
        let open = grid.unsolved_cells();
        for cell in open {
            if let Some(digit) = found.get(cell) {
                step = step.place(cell, digit);
            }
        }
        let guesses = outcome.guesses;
        let plural = if guesses == 1 { "guess" } else { "guesses" };
        Ok(step
            .pattern_cells(open)
            .detail(format!("no logical step found; {} cells filled by search with {guesses} {plural}", open.len()))
            .explain(format!(
                "No strategy finds a further step, so the remaining {} cells were filled by trial and error (backtracking, {guesses} {plural}). This part is a search, not a logical deduction.",
                open.len()
            )))
    }
}

/// Fails when a step contradicts the known solution.
fn check_step(step: &Step, solution: &Grid) -> Result<(), SolveError> {
    let wrong_placement = step
        .placements()
        .iter()
        .find(|c| solution.get(c.cell) != Some(c.digit));
    let wrong_elimination = step
        .eliminations()
        .iter()
        .find(|c| solution.get(c.cell) == Some(c.digit));
    match wrong_placement.or(wrong_elimination) {
        Some(&candidate) => Err(SolveError::UnsoundStep {
            step: Box::new(step.clone()),
            candidate,
        }),
        None => Ok(()),
    }
}

/// A solved puzzle and the trace of how it was solved.
///
/// `Display` prints the numbered trace and the final grid.
#[derive(Clone, PartialEq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Solution {
    puzzle: Grid,
    grid: Grid,
    steps: Vec<Step>,
    used_backtracking: bool,
    rating: Rating,
}

impl Solution {
    /// The solved grid.
    #[must_use]
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The puzzle that was solved.
    #[must_use]
    pub fn puzzle(&self) -> &Grid {
        &self.puzzle
    }

    /// The steps, in the order they were taken. When backtracking was needed, the last
    /// step is the [`Technique::Backtracking`] step.
    #[must_use]
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// Whether the search had to finish what logic could not.
    #[must_use]
    pub fn used_backtracking(&self) -> bool {
        self.used_backtracking
    }

    /// How hard the puzzle was along this trace: its level, hardest technique, number of
    /// steps and score on the Sudoku Explainer scale (see [`Rating`]).
    ///
    /// This rates the path the engine took, in its own order. [`Engine::rate`] looks for
    /// the easiest step at each point instead, as Sudoku Explainer does, and can score
    /// lower; use it to compare puzzles.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Difficulty, Engine, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let solution = Engine::default().solve(&puzzle)?;
    /// let rating = solution.rating();
    /// assert_eq!(rating.steps(), solution.steps().len());
    /// assert!(rating.difficulty() <= Difficulty::Easy);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn rating(&self) -> &Rating {
        &self.rating
    }

    /// Every placement of the trace, in order, with the step that made it.
    pub fn placements(&self) -> impl Iterator<Item = (Candidate, &Step)> {
        self.steps
            .iter()
            .flat_map(|s| s.placements().iter().map(move |&c| (c, s)))
    }
}

impl fmt::Display for Solution {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let width = self.steps.len().to_string().len();
        for (i, step) in self.steps.iter().enumerate() {
            writeln!(f, "{:>width$}. {step}", i + 1)?;
        }
        if !self.steps.is_empty() {
            writeln!(f)?;
        }
        write!(f, "{:#}", self.grid)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::StepError;

    const EASY: &str = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489";
    const HARD: &str = ".3......28.6....1.....4...3..1..6.7....7..3.4.6.3.5.......87..9..9..2...7.....2..";

    #[test]
    fn singles_engine_solves_an_easy_puzzle_soundly() {
        let puzzle: Grid = EASY.parse().unwrap();
        let engine = Engine::default().with_self_check(SelfCheck::On);
        let solution = engine.solve(&puzzle).unwrap();
        assert!(puzzle.is_solved_by(solution.grid()));
        assert!(!solution.used_backtracking());
    }

    #[test]
    fn backtracking_is_reported_as_its_own_step() {
        let puzzle: Grid = HARD.parse().unwrap();
        let engine = Engine::only(&[Technique::NakedSingle]).with_self_check(SelfCheck::On);
        let solution = engine.solve(&puzzle).unwrap();
        assert!(solution.used_backtracking());
        let last = solution.steps().last().unwrap();
        assert_eq!(last.technique(), Technique::Backtracking);
        assert!(
            last.to_string()
                .starts_with("Backtracking: no logical step found;"),
            "{last}"
        );
        assert!(puzzle.is_solved_by(solution.grid()));
        assert_eq!(
            solution
                .steps()
                .iter()
                .filter(|s| s.technique() == Technique::Backtracking)
                .count(),
            1
        );
    }

    #[test]
    fn without_backtracking_the_engine_reports_where_it_stopped() {
        let puzzle: Grid = HARD.parse().unwrap();
        let engine = Engine::only(&[Technique::NakedSingle]).with_backtracking(Backtracking::Off);
        match engine.solve(&puzzle) {
            Err(SolveError::Stuck(stuck)) => assert!(!stuck.grid.is_solved()),
            other => panic!("expected Stuck, got {other:?}"),
        }
    }

    #[test]
    fn several_solutions_are_counted_with_two_examples() {
        let puzzle: Grid = format!("{}{}", &HARD[..70], ".".repeat(11)).parse().unwrap();
        match Engine::default().solve(&puzzle) {
            Err(SolveError::MultipleSolutions { count, examples, .. }) => {
                assert!(count >= 2);
                assert_ne!(examples[0], examples[1]);
                assert!(puzzle.is_solved_by(&examples[0]) && puzzle.is_solved_by(&examples[1]));
            }
            other => panic!("expected several solutions, got {other:?}"),
        }
    }

    #[test]
    fn a_hidden_contradiction_means_no_solution() {
        // Valid givens, but r1c9 can hold no digit: row 1 has 1-8, column 9 has 9.
        let puzzle: Grid =
            "12345678.........9..............................................................."
                .parse()
                .unwrap();
        assert_eq!(Engine::default().solve(&puzzle), Err(SolveError::NoSolution));
    }

    #[test]
    fn node_limit_is_reported() {
        // The open grid needs many branch points to count its solutions.
        let engine = Engine::default().with_node_limit(1);
        assert_eq!(
            engine.solve(&Grid::empty()),
            Err(SolveError::NodeLimit { limit: 1 })
        );
    }

    struct Liar;

    impl GridSolver for Liar {
        fn name(&self) -> &str {
            "Liar"
        }
        fn find(&self, grid: &LayerGrid) -> Option<Step> {
            let cell = grid.unsolved_cells().first()?;
            let digit = grid.cell_candidates(cell).first()?;
            Some(Step::new(Technique::Custom("Liar")).eliminate(cell, digit))
        }
    }

    #[test]
    fn self_check_catches_an_unsound_strategy() {
        let puzzle: Grid = HARD.parse().unwrap();
        let engine = Engine::new(vec![Box::new(Liar)]).with_self_check(SelfCheck::On);
        let mut caught = false;
        // Liar removes the smallest candidate of the first open cell; sooner or later that
        // is the solution's digit.
        if let Err(SolveError::UnsoundStep { .. }) = engine.solve(&puzzle) {
            caught = true;
        }
        assert!(caught);
    }

    #[test]
    fn a_step_that_changes_nothing_is_refused() {
        struct Idle;
        impl GridSolver for Idle {
            fn name(&self) -> &str {
                "Idle"
            }
            fn find(&self, _: &LayerGrid) -> Option<Step> {
                Some(Step::new(Technique::Custom("Idle")))
            }
        }
        let puzzle: Grid = EASY.parse().unwrap();
        let result = Engine::new(vec![Box::new(Idle)]).solve(&puzzle);
        assert!(matches!(
            result,
            Err(SolveError::InvalidStep {
                source: StepError::NoEffect,
                ..
            })
        ));
    }
}
