//! The strategy trait that the engine loops over.

use crate::{LayerGrid, Step};

/// One solving strategy: it looks at a candidate grid and reports deductions.
///
/// A strategy never changes the grid; it returns [`Step`]s and the
/// [`Engine`](crate::Engine) applies them. The trait is object safe and `Send + Sync`,
/// so an engine holds `Box<dyn GridSolver>` and can be shared between threads.
///
/// Implement it to plug a technique of your own into [`Engine::new`](crate::Engine::new).
///
/// # Example
///
/// A strategy that only knows the last empty cell of a row:
///
/// ```
/// use sudoku_strata::{Engine, GridSolver, House, LayerGrid, Step, Technique};
///
/// struct LastCellOfRow;
///
/// impl GridSolver for LastCellOfRow {
///     fn name(&self) -> &str {
///         "Last Cell of Row"
///     }
///
///     fn find(&self, grid: &LayerGrid) -> Option<Step> {
///         for row in House::ROWS {
///             let open = grid.unsolved_cells() & row.cells();
///             let Some(cell) = open.single_cell() else { continue };
///             let Some(digit) = grid.cell_candidates(cell).single_digit() else { continue };
///             return Some(
///                 Step::new(Technique::Custom("Last Cell of Row"))
///                     .place(cell, digit)
///                     .explain(format!("{cell} is the last empty cell of {row:#}.")),
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
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
pub trait GridSolver: Send + Sync {
    /// The strategy's name, as users select it (for example `"X-Wing"`).
    fn name(&self) -> &str;

    /// The first deduction this strategy sees in `grid`, or `None`.
    fn find(&self, grid: &LayerGrid) -> Option<Step>;

    /// Every deduction this strategy sees in `grid` (each instance of its pattern).
    ///
    /// The default returns at most the one step of [`find`](GridSolver::find); the
    /// built-in strategies list every instance.
    fn find_all(&self, grid: &LayerGrid) -> Vec<Step> {
        self.find(grid).into_iter().collect()
    }

    /// Whether the strategy is only valid for puzzles with exactly one solution (the
    /// uniqueness techniques). The engine runs such a strategy only on grids that
    /// [assume a unique solution](LayerGrid::assumes_unique_solution).
    fn needs_unique_solution(&self) -> bool {
        false
    }
}
