//! What the generator adds to [`Grid`]: whether a puzzle is minimal, and a grid from the
//! search's bytes.

use super::dig::DigState;
use crate::{Cell, CellSet, Grid};

impl Grid {
    /// Whether the puzzle is minimal: it has one solution, and removing any one given
    /// gives it a second.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Generator, Grid};
    ///
    /// let minimal = *Generator::new(9).minimal().generate()?.puzzle();
    /// assert!(minimal.is_minimal());
    /// let solved = minimal.first_solution().expect("solvable");
    /// assert!(!solved.is_minimal());
    /// # Ok::<(), sudoku_strata::GenerateError>(())
    /// ```
    #[must_use]
    pub fn is_minimal(&self) -> bool {
        let Some(solution) = self.unique_solution().ok() else {
            return false;
        };
        let mut dig = DigState::new(self);
        Cell::ALL.into_iter().all(|cell| {
            let Some(value) = self.get(cell).map(|d| d.get()) else {
                return true;
            };
            dig.clear(cell);
            let removable = dig.stays_unique(CellSet::single(cell), &solution);
            dig.set(cell, value);
            !removable
        })
    }

    /// The grid of these bytes; bytes past 9 count as empty cells.
    pub(crate) fn from_bytes(cells: &[u8; 81]) -> Grid {
        Grid::try_from(cells.map(|v| if v > 9 { 0 } else { v })).unwrap_or_else(|_| Grid::empty())
    }
}
