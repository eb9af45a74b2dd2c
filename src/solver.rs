//! The strategy trait that the engine loops over.

use crate::{CandidateView, LayerGrid, Step, Technique};

/// One solving strategy: it looks at a candidate grid and reports deductions.
///
/// A strategy never changes the grid; it returns [`Step`]s and the
/// [`Engine`](crate::Engine) applies them. The trait is object safe and `Send + Sync`,
/// so an engine holds `Box<dyn GridSolver>` and can be shared between threads.
///
/// A strategy states its [`Technique`]: the engine selects and removes strategies by
/// it ([`Engine::only`](crate::Engine::only), [`Engine::without`](crate::Engine::without)),
/// the rating reads its level and score from it, and errors name it. Implement the
/// trait to plug a technique of your own into [`Engine::new`](crate::Engine::new) or
/// [`Engine::with_strategy`](crate::Engine::with_strategy), with its own level and
/// score from [`Technique::custom`].
///
/// The engine asks through [`find_in`](GridSolver::find_in), with the
/// [`CandidateView`] of the grid state that every strategy of one round shares; the
/// built-in strategies read the view's shared facts (cell candidates, conjugate pairs,
/// the link graph, almost locked sets), which are worked out once per state. A user's
/// strategy only needs [`find`](GridSolver::find).
///
/// # Example
///
/// A strategy that only knows the last empty cell of a row:
///
/// ```
/// use sudoku_strata::{Difficulty, Engine, GridSolver, House, LayerGrid, Step, Technique};
///
/// const LAST_CELL: Technique = Technique::custom("Last Cell of Row", Difficulty::Beginner, 1.0);
///
/// struct LastCellOfRow;
///
/// impl GridSolver for LastCellOfRow {
///     fn technique(&self) -> Technique {
///         LAST_CELL
///     }
///
///     fn find(&self, grid: &LayerGrid) -> Option<Step> {
///         for row in House::ROWS {
///             let open = grid.unsolved_cells() & row.cells();
///             let Some(cell) = open.single_cell() else { continue };
///             let Some(digit) = grid.cell_candidates(cell).single_digit() else { continue };
///             return Some(
///                 Step::builder(LAST_CELL)
///                     .place(cell, digit)
///                     .explain(format!("{cell} is the last empty cell of {row:#}."))
///                     .build(),
///             );
///         }
///         None
///     }
/// }
///
/// let puzzle: sudoku_strata::Grid = "12345678.........................................................................".parse()?;
/// let engine = Engine::new(vec![Box::new(LastCellOfRow)]);
/// let solution = engine.solve(&puzzle);
/// // The puzzle has many solutions, so the engine's uniqueness check refuses it ...
/// assert!(solution.is_err());
/// // ... but the strategy still finds its step.
/// let step = engine.next_step(&LayerGrid::from_grid(&puzzle)).expect("a step");
/// assert_eq!(step.to_string(), "Last Cell of Row: r1c9=9");
/// assert_eq!(LastCellOfRow.name(), "Last Cell of Row");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
pub trait GridSolver: Send + Sync {
    /// The technique whose steps the strategy finds: its name, level and score.
    fn technique(&self) -> Technique;

    /// The strategy's name, as users select it (for example `"X-Wing"`): its
    /// technique's name.
    fn name(&self) -> &'static str {
        self.technique().name()
    }

    /// The first deduction this strategy sees in `grid`, or `None`.
    fn find(&self, grid: &LayerGrid) -> Option<Step>;

    /// Every deduction this strategy sees in `grid` (each instance of its pattern).
    ///
    /// The default returns at most the one step of [`find`](GridSolver::find); the
    /// built-in strategies list every instance, up to
    /// [`MOST_LISTED`](crate::strategies::MOST_LISTED) (the first found).
    fn find_all(&self, grid: &LayerGrid) -> Vec<Step> {
        self.find(grid).into_iter().collect()
    }

    /// The first deduction in the state `view` shows: what the engine asks. The
    /// default is [`find`](GridSolver::find) on the view's grid; the built-in strategies
    /// read the view's shared facts and its [`Limits`](crate::Limits).
    fn find_in(&self, view: &CandidateView<'_>) -> Option<Step> {
        self.find(view.grid())
    }

    /// Every deduction in the state `view` shows. The default is
    /// [`find_all`](GridSolver::find_all) on the view's grid.
    fn find_all_in(&self, view: &CandidateView<'_>) -> Vec<Step> {
        self.find_all(view.grid())
    }

    /// Whether the strategy is only valid for puzzles with exactly one solution (the
    /// uniqueness techniques). The engine runs such a strategy only on grids that
    /// [assume a unique solution](LayerGrid::assumes_unique_solution).
    fn needs_unique_solution(&self) -> bool {
        false
    }
}
