//! The engine: runs the strategies in order, applies their steps, and falls back to the
//! search when logic stops.

use std::fmt;

use crate::search::{self, Config};
use crate::strategies::shared::fruitless::FruitlessScans;
use crate::{
    CandidateView, Grid, GridSolver, LayerGrid, Limits, MissingStrategy, Solution, SolveError, Step, Stuck,
    Technique,
};

mod settings;

pub use settings::{Backtracking, SelfCheck, UniquenessCheck, UniquenessStrategies};

/// The solver: an ordered list of strategies, tried simplest first, with the search
/// behind them.
///
/// [`solve`](Engine::solve) checks the puzzle (contradicting givens, no solution,
/// several solutions), then loops: it asks each strategy in order for a step, applies the
/// first one found and starts again from the simplest, until the grid is solved or no
/// strategy finds anything. Then, unless [`Backtracking::Off`], the search finishes the
/// grid, and the trace says so in a step of its own: a guess is never shown as logic.
///
/// [`solve`](Engine::solve), [`next_step`](Engine::next_step) and
/// [`rate`](Engine::rate) run the same loop, so a hint is the step `solve` would take
/// and a rating's hardest technique is a step of the explained path. Each round of the
/// loop shows every strategy the same [`CandidateView`] of the grid state, so what
/// several strategies read is worked out once.
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
    limits: Limits,
}

impl Default for Engine {
    /// Every built-in strategy, in the order of [`Technique::ALL`].
    fn default() -> Engine {
        Engine::new(crate::strategies::all())
    }
}

impl fmt::Debug for Engine {
    /// The engine's techniques in their order and its settings.
    ///
    /// ```
    /// use sudoku_strata::{Backtracking, Engine, Technique};
    ///
    /// let engine = Engine::default().only(&[Technique::NakedSingle])?.with_backtracking(Backtracking::Off);
    /// let text = format!("{engine:?}");
    /// assert!(text.starts_with("Engine { techniques: [NakedSingle], backtracking: Off,"));
    /// # Ok::<(), sudoku_strata::MissingStrategy>(())
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Engine")
            .field("techniques", &self.techniques())
            .field("backtracking", &self.backtracking)
            .field("uniqueness_check", &self.uniqueness_check)
            .field("uniqueness_strategies", &self.uniqueness_strategies)
            .field("self_check", &self.self_check)
            .field("count_limit", &self.count_limit)
            .field("node_limit", &self.node_limit)
            .field("limits", &self.limits)
            .finish()
    }
}

/// The state a walk starts from: the candidate grid of the givens and, when it was
/// counted, the puzzle's one solution.
pub(crate) struct Start {
    grid: LayerGrid,
    known_solution: Option<Grid>,
}

impl Start {
    /// The candidate grid a walk starts from.
    pub(crate) fn grid(&self) -> &LayerGrid {
        &self.grid
    }
}

/// Where a walk of the loop ended.
pub(crate) struct Walk {
    /// The grid reached (solved, unless logic stopped with backtracking off).
    pub(crate) grid: LayerGrid,
    /// The steps taken, in order.
    pub(crate) steps: Vec<Step>,
    /// Whether the search finished the grid.
    pub(crate) used_backtracking: bool,
}

impl Engine {
    /// An engine with the caller's strategies, tried in the given order.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Engine, Technique, strategies::{HiddenSingle, NakedSingle}};
    ///
    /// let singles = Engine::new(vec![Box::new(HiddenSingle), Box::new(NakedSingle)]);
    /// assert_eq!(singles.techniques(), [Technique::HiddenSingle, Technique::NakedSingle]);
    /// ```
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
            limits: Limits::default(),
        }
    }

    /// The engine with the built-in strategies of `techniques`, in the default order:
    /// for the crate's own callers, whose techniques are built in by construction.
    pub(crate) fn built_in(techniques: &[Technique]) -> Engine {
        Engine::new(
            Technique::ALL
                .iter()
                .filter(|t| techniques.contains(t))
                .filter_map(|&t| crate::strategies::for_technique(t))
                .collect(),
        )
    }

    /// This engine with only the strategies of `techniques`, in this engine's order
    /// (whatever the order of `techniques`).
    ///
    /// # Errors
    ///
    /// [`MissingStrategy`] when no strategy of this engine is of one of the techniques
    /// (a user's technique that was never added, or [`Technique::Backtracking`], which is
    /// the search and no strategy): an engine that would silently lack a technique asked
    /// for is refused.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Engine, Technique};
    ///
    /// let singles = Engine::default().only(&[Technique::HiddenSingle, Technique::NakedSingle])?;
    /// assert_eq!(singles.techniques(), [Technique::NakedSingle, Technique::HiddenSingle]);
    ///
    /// let error = Engine::default().only(&[Technique::Backtracking]).unwrap_err();
    /// assert_eq!(error.technique, Technique::Backtracking);
    /// # Ok::<(), sudoku_strata::MissingStrategy>(())
    /// ```
    pub fn only(mut self, techniques: &[Technique]) -> Result<Engine, MissingStrategy> {
        if let Some(&technique) = techniques
            .iter()
            .find(|t| !self.strategies.iter().any(|s| s.technique() == **t))
        {
            return Err(MissingStrategy { technique });
        }
        self.strategies.retain(|s| techniques.contains(&s.technique()));
        Ok(self)
    }

    /// This engine without the strategies of `techniques` (techniques it does not have
    /// are passed over).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Engine, Technique};
    ///
    /// let engine = Engine::default().without(&[Technique::ForcingNet]);
    /// assert!(!engine.techniques().contains(&Technique::ForcingNet));
    /// assert!(engine.techniques().contains(&Technique::XWing));
    /// ```
    #[must_use]
    pub fn without(mut self, techniques: &[Technique]) -> Engine {
        self.strategies.retain(|s| !techniques.contains(&s.technique()));
        self
    }

    /// This engine with one more strategy, tried after every strategy of its level or
    /// an easier one and before the first of a harder level, as a person would reach for
    /// it.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Difficulty, Engine, GridSolver, LayerGrid, Step, Technique};
    ///
    /// const NOTHING: Technique = Technique::custom("Nothing", Difficulty::Easy, 3.3);
    ///
    /// struct Nothing;
    ///
    /// impl GridSolver for Nothing {
    ///     fn technique(&self) -> Technique {
    ///         NOTHING
    ///     }
    ///     fn find(&self, _: &LayerGrid) -> Option<Step> {
    ///         None
    ///     }
    /// }
    ///
    /// let engine = Engine::default().with_strategy(Box::new(Nothing));
    /// let order = engine.techniques();
    /// let at = order.iter().position(|&t| t == NOTHING).unwrap();
    /// assert_eq!((order[at - 1], order[at + 1]), (Technique::HiddenQuad, Technique::XWing));
    /// ```
    #[must_use]
    pub fn with_strategy(mut self, strategy: Box<dyn GridSolver>) -> Engine {
        let level = strategy.technique().difficulty();
        let at = self
            .strategies
            .iter()
            .position(|s| s.technique().difficulty() > level)
            .unwrap_or(self.strategies.len());
        self.strategies.insert(at, strategy);
        self
    }

    /// Sets whether the search may finish what logic cannot.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Backtracking, Engine, Grid, SolveError, Technique};
    ///
    /// // Singles alone do not solve this puzzle.
    /// let puzzle: Grid = ".3......28.6....1.....4...3..1..6.7....7..3.4.6.3.5.......87..9..9..2...7.....2..".parse()?;
    /// let singles = Engine::default().only(&[Technique::NakedSingle, Technique::HiddenSingle])?;
    /// assert!(singles.solve(&puzzle)?.used_backtracking());
    /// let logic_only = singles.with_backtracking(Backtracking::Off);
    /// assert!(matches!(logic_only.solve(&puzzle), Err(SolveError::Stuck(stuck)) if !stuck.grid.is_solved()));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn with_backtracking(mut self, backtracking: Backtracking) -> Engine {
        self.backtracking = backtracking;
        self
    }

    /// Sets whether `solve` checks for exactly one solution first.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Engine, Grid, SolveError, Technique, UniquenessCheck};
    ///
    /// let singles = Engine::default().only(&[Technique::NakedSingle, Technique::HiddenSingle])?;
    /// let empty = Grid::empty();
    /// assert!(matches!(singles.solve(&empty), Err(SolveError::MultipleSolutions { .. })));
    /// let any_solution = singles.with_uniqueness_check(UniquenessCheck::Skip);
    /// assert!(any_solution.solve(&empty)?.grid().is_solved());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn with_uniqueness_check(mut self, check: UniquenessCheck) -> Engine {
        self.uniqueness_check = check;
        self
    }

    /// Sets whether the uniqueness strategies may run.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Engine, LayerGrid, Technique, UniquenessStrategies};
    ///
    /// // A near-solved state where every unsolved cell has two candidates but one.
    /// let mut state: LayerGrid = "14 +7 35 15 34 +2 6 +8 +9 14 8 35 157 +6 9 45 +2 37 6 9 +2 57 34 +8 45 1 37 +5 3 4 +8 +9 1 7 +6 +2 +7 +6 +8 +3 2 +5 +9 4 +1 +9 +2 +1 4 +7 +6 +8 3 5 +2 +4 +7 +9 8 +3 +1 5 +6 3 +5 9 6 +1 +4 +2 +7 8 +8 1 +6 +2 +5 7 +3 +9 4".parse()?;
    /// state.assume_unique_solution();
    /// let technique = |engine: &Engine| engine.next_step(&state).map(|step| step.technique());
    /// let bug = Engine::default().only(&[Technique::BugPlusOne])?;
    /// assert_eq!(technique(&bug), Some(Technique::BugPlusOne));
    /// assert_eq!(technique(&bug.with_uniqueness_strategies(UniquenessStrategies::Off)), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn with_uniqueness_strategies(mut self, setting: UniquenessStrategies) -> Engine {
        self.uniqueness_strategies = setting;
        self
    }

    /// Sets whether each step is checked against the known solution.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Difficulty, Engine, Grid, GridSolver, LayerGrid, SelfCheck, SolveError, Step, Technique};
    ///
    /// const STRIKE: Technique = Technique::custom("Strike", Difficulty::Easy, 1.0);
    ///
    /// /// An unsound strategy: it strikes the smallest candidate of the first open cell.
    /// struct Strike;
    ///
    /// impl GridSolver for Strike {
    ///     fn technique(&self) -> Technique {
    ///         STRIKE
    ///     }
    ///     fn find(&self, grid: &LayerGrid) -> Option<Step> {
    ///         let cell = grid.unsolved_cells().first()?;
    ///         Some(Step::builder(STRIKE).eliminate(cell, grid.cell_candidates(cell).first()?).build())
    ///     }
    /// }
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let checked = Engine::new(vec![Box::new(Strike)]).with_self_check(SelfCheck::On);
    /// assert!(matches!(checked.solve(&puzzle), Err(SolveError::UnsoundStep { .. })));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn with_self_check(mut self, check: SelfCheck) -> Engine {
        self.self_check = check;
        self
    }

    /// Limits every search the engine runs to `nodes` branch points; past it, `solve`
    /// fails with [`SolveError::NodeLimit`]. No limit by default: a 9x9 search always ends,
    /// in milliseconds for almost every grid.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Engine, Grid, SolveError};
    ///
    /// // Counting the solutions of an empty grid takes more than ten branch points.
    /// let tight = Engine::default().with_node_limit(10);
    /// assert_eq!(tight.solve(&Grid::empty()).unwrap_err(), SolveError::NodeLimit { limit: 10 });
    /// ```
    #[must_use]
    pub fn with_node_limit(mut self, nodes: u64) -> Engine {
        self.node_limit = Some(nodes);
        self
    }

    /// Sets the limits of the forcing strategies: the length of a forcing chain's
    /// branches, the size of a forcing net and how deep nets nest (see [`Limits`]). Every
    /// strategy reads them from the [`CandidateView`] the engine shows it.
    ///
    /// The limits bound what a step asks a reader to follow, not the time a step takes:
    /// every forcing step has a bounded cost whatever the limits. When no strategy finds
    /// a step, the engine falls back to the search as usual (a
    /// [`Technique::Backtracking`] step), or with [`Backtracking::Off`] fails with
    /// [`SolveError::Stuck`], whose grid shows where logic stopped.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Engine, Grid, Limits};
    ///
    /// let puzzle: Grid = ".3......28.6....1.....4...3..1..6.7....7..3.4.6.3.5.......87..9..9..2...7.....2..".parse()?;
    /// let plain_nets = Engine::default().with_limits(Limits::default().with_nesting_depth(0));
    /// assert!(puzzle.is_solved_by(plain_nets.solve(&puzzle)?.grid()));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn with_limits(mut self, limits: Limits) -> Engine {
        self.limits = limits;
        self
    }

    /// Sets how far the uniqueness check counts when a puzzle has several solutions
    /// (at least 2; the default is 100). The count appears in
    /// [`SolveError::MultipleSolutions`].
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Engine, Grid, SolveError};
    ///
    /// let engine = Engine::default().with_count_limit(2);
    /// match engine.solve(&Grid::empty()) {
    ///     Err(SolveError::MultipleSolutions { count, complete, .. }) => assert_eq!((count, complete), (2, false)),
    ///     other => panic!("expected several solutions, got {other:?}"),
    /// }
    /// ```
    #[must_use]
    pub fn with_count_limit(mut self, limit: usize) -> Engine {
        self.count_limit = limit.max(2);
        self
    }

    /// The techniques of the strategies, in the order they are tried.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Engine, Technique};
    ///
    /// let order = Engine::default().techniques();
    /// assert_eq!(order[..3], [Technique::FullHouse, Technique::NakedSingle, Technique::HiddenSingle]);
    /// assert_eq!(order.len(), sudoku_strata::strategies::all().len());
    /// ```
    #[must_use]
    pub fn techniques(&self) -> Vec<Technique> {
        self.strategies.iter().map(|s| s.technique()).collect()
    }

    /// The limits of the forcing strategies.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Engine, Limits};
    ///
    /// let engine = Engine::default().with_limits(Limits::default().with_nesting_depth(0));
    /// assert_eq!(engine.limits().nesting_depth(), 0);
    /// assert_eq!(Engine::default().limits(), Limits::default());
    /// ```
    #[must_use]
    pub fn limits(&self) -> Limits {
        self.limits
    }

    /// The strategies, in the order they are tried.
    pub(crate) fn strategies(&self) -> &[Box<dyn GridSolver>] {
        &self.strategies
    }

    /// The view of `grid` that the strategies of one round share.
    pub(crate) fn view<'g>(&self, grid: &'g LayerGrid) -> CandidateView<'g> {
        CandidateView::new(grid).with_limits(self.limits)
    }

    /// Whether a strategy may run on `grid`.
    pub(crate) fn may_run(&self, strategy: &dyn GridSolver, grid: &LayerGrid) -> bool {
        !strategy.needs_unique_solution()
            || (grid.assumes_unique_solution() && self.uniqueness_strategies == UniquenessStrategies::Allowed)
    }

    /// The strategies that may run on `grid`, in order.
    pub(crate) fn runnable<'e>(&'e self, grid: &LayerGrid) -> impl Iterator<Item = &'e dyn GridSolver> {
        self.strategies
            .iter()
            .map(AsRef::as_ref)
            .filter(move |s| self.may_run(*s, grid))
    }

    /// The step the loop takes in the state `view` shows: the first step of the first
    /// strategy, in order, that finds one.
    pub(crate) fn first_step(&self, view: &CandidateView<'_>) -> Option<Step> {
        self.runnable(view.grid())
            .find_map(|strategy| strategy.find_in(view))
    }

    /// The next logical step in `grid`: the step [`solve`](Engine::solve) would take
    /// there, that is the first step of the first strategy, in order, that finds one.
    /// `None` when the grid is solved or no strategy applies.
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
        if grid.is_solved() {
            return None;
        }
        self.first_step(&self.view(grid))
    }

    /// Every deduction every strategy of the engine finds in `grid`, strategy by
    /// strategy in the engine's order, each strategy's in its own order: every hint that
    /// could be given here. Where several instances of one technique make the same
    /// deduction (the same placements and eliminations: a fish with other fins, a chain
    /// by another route), only the first is listed. The step
    /// [`next_step`](Engine::next_step) takes is one of those of the first strategy
    /// listed. Empty when the grid is solved or nothing applies.
    ///
    /// The uniqueness strategies run only if `grid`
    /// [assumes a unique solution](LayerGrid::assumes_unique_solution). The forcing
    /// strategies list each net their scan finds, within the same budgets as a solve,
    /// so on a hard position this takes longer than one step.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Engine, Grid, LayerGrid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let state = LayerGrid::from_grid(&puzzle);
    /// let engine = Engine::default();
    /// let every = engine.all_steps(&state);
    /// assert_eq!(every[0].technique(), engine.next_step(&state).expect("a step").technique());
    /// assert!(every.len() > 1);
    /// // Every one of them can be taken.
    /// for step in &every {
    ///     state.clone().apply(step)?;
    /// }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn all_steps(&self, grid: &LayerGrid) -> Vec<Step> {
        if grid.is_solved() {
            return Vec::new();
        }
        let view = self.view(grid);
        let mut every = Vec::new();
        for strategy in self.runnable(grid) {
            let mut effects = std::collections::HashSet::new();
            every.extend(
                strategy.find_all_in(&view).into_iter().filter(|step| {
                    effects.insert((step.placements().to_vec(), step.eliminations().to_vec()))
                }),
            );
        }
        every
    }

    /// Counts the solutions up to the count limit, keeping two.
    fn count(&self, start: search::Start<'_>) -> Result<search::Outcome, SolveError> {
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
        let start = self.start(puzzle)?;
        let walk = self.walk(&start, |engine, view| engine.first_step(view))?;
        Ok(Solution::new(*puzzle, LayerGrid::from_grid(puzzle), walk))
    }

    /// Solves from a candidate state, such as a pencil-mark grid a person has worked on
    /// (read with `LayerGrid`'s [`FromStr`](std::str::FromStr)): its digits stand, and
    /// only the candidates it shows may be chosen. The solution's
    /// [`puzzle`](Solution::puzzle) is the state's digits.
    ///
    /// # Errors
    ///
    /// As [`solve`](Engine::solve); [`SolveError::NoSolution`] also when a candidate the
    /// solution needs was struck out.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Engine, Grid, LayerGrid, SolveError, Technique};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let mut state = LayerGrid::from_grid(&puzzle);
    /// let engine = Engine::default();
    /// // Take the first step, then go on from the pencil marks it left.
    /// state.apply(&engine.next_step(&state).expect("a step"))?;
    /// let marks: LayerGrid = state.to_string().parse()?;
    /// let solution = engine.solve_from(&marks)?;
    /// assert!(puzzle.is_solved_by(solution.grid()));
    /// assert_eq!(solution.steps().len() + 1, engine.solve(&puzzle)?.steps().len());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn solve_from(&self, state: &LayerGrid) -> Result<Solution, SolveError> {
        let start = self.start_from(state)?;
        let walk = self.walk(&start, |engine, view| engine.first_step(view))?;
        Ok(Solution::new(state.to_grid(), state.clone(), walk))
    }

    /// Checks the givens and, unless told not to, that the puzzle has one solution; returns
    /// the starting candidate grid and the known solution (when it was counted).
    pub(crate) fn start(&self, puzzle: &Grid) -> Result<Start, SolveError> {
        puzzle.validate().map_err(SolveError::Contradiction)?;
        let known_solution = self.counted(search::Start::Digits(puzzle.as_bytes()))?;
        Ok(self.start_with(LayerGrid::from_grid(puzzle), known_solution))
    }

    /// As [`start`](Engine::start), from a candidate state: its digits must not repeat,
    /// and its solutions are those its candidates allow.
    pub(crate) fn start_from(&self, state: &LayerGrid) -> Result<Start, SolveError> {
        state.to_grid().validate().map_err(SolveError::Contradiction)?;
        let known_solution = self.counted(search::Start::Candidates(&state.search_planes()))?;
        Ok(self.start_with(state.clone(), known_solution))
    }

    /// The start from `grid`, which may assume a unique solution once it was counted.
    fn start_with(&self, mut grid: LayerGrid, known_solution: Option<Grid>) -> Start {
        if self.uniqueness_check == UniquenessCheck::Verify && known_solution.is_some() {
            grid.assume_unique_solution();
        }
        Start { grid, known_solution }
    }

    /// Unless told not to, counts the solutions from `start`: the one solution when there
    /// is exactly one, an error when there is none or (with the uniqueness check) several.
    fn counted(&self, start: search::Start<'_>) -> Result<Option<Grid>, SolveError> {
        if self.uniqueness_check != UniquenessCheck::Verify && self.self_check != SelfCheck::On {
            return Ok(None);
        }
        let outcome = self.count(start)?;
        match outcome.count {
            0 => Err(SolveError::NoSolution),
            1 => Ok(outcome.solutions.first().and_then(|s| Grid::try_from(*s).ok())),
            count if self.uniqueness_check == UniquenessCheck::Verify => {
                let examples: Vec<Grid> = outcome
                    .solutions
                    .iter()
                    .filter_map(|s| Grid::try_from(*s).ok())
                    .collect();
                Err(SolveError::MultipleSolutions {
                    count,
                    complete: count < self.count_limit && !outcome.hit_node_limit,
                    examples: Box::new([examples[0], examples[1]]),
                })
            }
            _ => Ok(None),
        }
    }

    /// The solve loop: from `start`, takes the step `choose` picks in each state, checks
    /// and applies it, until the grid is solved or no step is found; then finishes with
    /// the search (or fails with [`SolveError::Stuck`] when backtracking is off). Each
    /// state's view carries the walk's memory of the scans that found nothing. Our
    /// path chooses with [`first_step`](Engine::first_step); Sudoku Explainer's with its
    /// own producers in its order, which keep what they learn from one state to the next
    /// (so `choose` may change).
    pub(crate) fn walk(
        &self,
        start: &Start,
        mut choose: impl FnMut(&Engine, &CandidateView<'_>) -> Option<Step>,
    ) -> Result<Walk, SolveError> {
        let mut grid = start.grid.clone();
        let mut steps = Vec::new();
        let fruitless = FruitlessScans::default();
        while !grid.is_solved() {
            let Some(step) = choose(self, &self.view(&grid).on_walk(&fruitless)) else {
                break;
            };
            self.take(&mut grid, &step, start.known_solution.as_ref())?;
            steps.push(step);
        }
        let used_backtracking = !grid.is_solved();
        if used_backtracking {
            if self.backtracking == Backtracking::Off {
                return Err(SolveError::Stuck(Box::new(Stuck { steps, grid })));
            }
            let step = self.backtrack(&grid)?;
            self.take(&mut grid, &step, None)?;
            steps.push(step);
        }
        Ok(Walk {
            grid,
            steps,
            used_backtracking,
        })
    }

    /// Checks a step (with the self-check, against the known solution) and applies it;
    /// a step that cannot be applied is reported with its technique.
    fn take(
        &self,
        grid: &mut LayerGrid,
        step: &Step,
        known_solution: Option<&Grid>,
    ) -> Result<(), SolveError> {
        if self.self_check == SelfCheck::On
            && let Some(candidate) = known_solution.and_then(|solution| step.contradicted_by(solution))
        {
            return Err(SolveError::UnsoundStep {
                step: Box::new(step.clone()),
                candidate,
            });
        }
        grid.apply(step).map_err(|source| SolveError::InvalidStep {
            technique: step.technique(),
            source,
        })
    }

    /// Finishes `grid` with the search; the step lists every cell it filled.
    fn backtrack(&self, grid: &LayerGrid) -> Result<Step, SolveError> {
        let planes = grid.search_planes();
        let config = Config {
            max_solutions: 1,
            keep: 1,
            node_limit: self.node_limit,
            shuffle: None,
        };
        let outcome = search::run(search::Start::Candidates(&planes), config);
        let Some(found) = outcome.solutions.first().and_then(|s| Grid::try_from(*s).ok()) else {
            return Err(if outcome.hit_node_limit {
                SolveError::NodeLimit {
                    limit: self.node_limit.unwrap_or(0),
                }
            } else {
                SolveError::NoSolution
            });
        };
        let mut step = Step::builder(Technique::Backtracking);
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
            ))
            .build())
    }
}

#[cfg(test)]
mod tests;
