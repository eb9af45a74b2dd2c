//! The transformations that keep a puzzle the same puzzle: transposing, turning and
//! mirroring, reordering bands, stacks, the rows of a band and the columns of a stack,
//! and relabelling the digits. Together they make 3,359,232 × 9! equivalent grids.

use super::{Digit, Grid};
use crate::TransformError;
use crate::split_mix::SplitMix64;

/// The six orders of three things.
pub(super) const ORDERS: [[usize; 3]; 6] = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];

/// Where each cell of a transformed grid comes from: the source row and column of each
/// row and column, and whether rows and columns swap first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Layout {
    pub(super) transpose: bool,
    pub(super) rows: [usize; 9],
    pub(super) cols: [usize; 9],
}

impl Layout {
    pub(super) const IDENTITY: Layout = Layout {
        transpose: false,
        rows: [0, 1, 2, 3, 4, 5, 6, 7, 8],
        cols: [0, 1, 2, 3, 4, 5, 6, 7, 8],
    };

    /// The digit (0 for empty) of `grid` that lands in row `r`, column `c`.
    #[inline]
    pub(super) fn source(&self, grid: &[u8; 81], r: usize, c: usize) -> u8 {
        self.source_row(grid, self.rows[r], c)
    }

    /// The digit of `grid` in source row `row` (counted in this layout's orientation)
    /// that lands in column `c`.
    #[inline]
    pub(super) fn source_row(&self, grid: &[u8; 81], row: usize, c: usize) -> u8 {
        let c = self.cols[c];
        if self.transpose {
            grid[c * 9 + row]
        } else {
            grid[row * 9 + c]
        }
    }

    /// `grid` laid out this way, each digit `d` written as `labels[d]`.
    pub(super) fn apply(&self, grid: &Grid, labels: &[u8; 10]) -> Grid {
        let mut cells = [0u8; 81];
        for (i, cell) in cells.iter_mut().enumerate() {
            *cell = labels[usize::from(self.source(&grid.cells, i / 9, i % 9))];
        }
        Grid { cells }
    }
}

/// Each digit as itself.
const SAME_LABELS: [u8; 10] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/// The order, checked to be one of 0, 1, 2.
fn order_of_three(order: [usize; 3]) -> Result<[usize; 3], TransformError> {
    if ORDERS.contains(&order) {
        Ok(order)
    } else {
        Err(TransformError::NotAnOrder {
            order: order.to_vec(),
        })
    }
}

impl Grid {
    /// The grid mirrored on its main diagonal: row `r` becomes column `r`.
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// let grid = Grid::random_solved(1);
    /// let t = grid.transposed();
    /// assert_eq!(t.to_bytes()[1], grid.to_bytes()[9]);
    /// assert_eq!(t.transposed(), grid);
    /// ```
    #[must_use]
    pub fn transposed(&self) -> Grid {
        Layout {
            transpose: true,
            ..Layout::IDENTITY
        }
        .apply(self, &SAME_LABELS)
    }

    /// The grid turned a quarter turn clockwise.
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// let grid = Grid::random_solved(1);
    /// // The first column, read bottom up, becomes the first row.
    /// assert_eq!(grid.rotated().to_bytes()[0], grid.to_bytes()[72]);
    /// assert_eq!(grid.rotated().rotated().rotated().rotated(), grid);
    /// ```
    #[must_use]
    pub fn rotated(&self) -> Grid {
        Layout {
            transpose: true,
            rows: Layout::IDENTITY.rows,
            cols: [8, 7, 6, 5, 4, 3, 2, 1, 0],
        }
        .apply(self, &SAME_LABELS)
    }

    /// The grid mirrored left to right.
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// let grid = Grid::random_solved(1);
    /// assert_eq!(grid.mirrored().to_bytes()[0], grid.to_bytes()[8]);
    /// assert_eq!(grid.mirrored().mirrored(), grid);
    /// ```
    #[must_use]
    pub fn mirrored(&self) -> Grid {
        Layout {
            cols: [8, 7, 6, 5, 4, 3, 2, 1, 0],
            ..Layout::IDENTITY
        }
        .apply(self, &SAME_LABELS)
    }

    /// The grid with its bands (rows 1-3, 4-6, 7-9) in the order `order`: band
    /// `order[0]` (counted from 0) comes first.
    ///
    /// # Errors
    ///
    /// [`TransformError::NotAnOrder`] unless `order` holds 0, 1 and 2 once each.
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// let grid = Grid::random_solved(1);
    /// let moved = grid.with_bands_in_order([2, 0, 1])?;
    /// assert_eq!(moved.to_bytes()[..27], grid.to_bytes()[54..]);
    /// assert!(grid.with_bands_in_order([0, 0, 1]).is_err());
    /// # Ok::<(), sudoku_strata::TransformError>(())
    /// ```
    pub fn with_bands_in_order(&self, order: [usize; 3]) -> Result<Grid, TransformError> {
        let order = order_of_three(order)?;
        let mut layout = Layout::IDENTITY;
        layout.rows = std::array::from_fn(|r| order[r / 3] * 3 + r % 3);
        Ok(layout.apply(self, &SAME_LABELS))
    }

    /// The grid with its stacks (columns 1-3, 4-6, 7-9) in the order `order`.
    ///
    /// # Errors
    ///
    /// [`TransformError::NotAnOrder`] unless `order` holds 0, 1 and 2 once each.
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// let grid = Grid::random_solved(1);
    /// assert_eq!(grid.with_stacks_in_order([1, 0, 2])?.to_bytes()[0], grid.to_bytes()[3]);
    /// # Ok::<(), sudoku_strata::TransformError>(())
    /// ```
    pub fn with_stacks_in_order(&self, order: [usize; 3]) -> Result<Grid, TransformError> {
        let order = order_of_three(order)?;
        let mut layout = Layout::IDENTITY;
        layout.cols = std::array::from_fn(|c| order[c / 3] * 3 + c % 3);
        Ok(layout.apply(self, &SAME_LABELS))
    }

    /// The grid with the three rows of band `band` (0 to 2) in the order `order`.
    ///
    /// # Errors
    ///
    /// [`TransformError::NotAnOrder`] unless `order` holds 0, 1 and 2 once each, and
    /// [`TransformError::NoSuchBand`] unless `band` is 0, 1 or 2.
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// let grid = Grid::random_solved(1);
    /// // Rows 4 and 5 swap.
    /// assert_eq!(grid.with_rows_in_order(1, [1, 0, 2])?.to_bytes()[27..36], grid.to_bytes()[36..45]);
    /// # Ok::<(), sudoku_strata::TransformError>(())
    /// ```
    pub fn with_rows_in_order(&self, band: usize, order: [usize; 3]) -> Result<Grid, TransformError> {
        let order = order_of_three(order)?;
        if band > 2 {
            return Err(TransformError::NoSuchBand { band });
        }
        let mut layout = Layout::IDENTITY;
        for (k, &o) in order.iter().enumerate() {
            layout.rows[band * 3 + k] = band * 3 + o;
        }
        Ok(layout.apply(self, &SAME_LABELS))
    }

    /// The grid with the three columns of stack `stack` (0 to 2) in the order `order`.
    ///
    /// # Errors
    ///
    /// [`TransformError::NotAnOrder`] unless `order` holds 0, 1 and 2 once each, and
    /// [`TransformError::NoSuchBand`] unless `stack` is 0, 1 or 2.
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// let grid = Grid::random_solved(1);
    /// assert_eq!(grid.with_columns_in_order(0, [2, 1, 0])?.to_bytes()[0], grid.to_bytes()[2]);
    /// # Ok::<(), sudoku_strata::TransformError>(())
    /// ```
    pub fn with_columns_in_order(&self, stack: usize, order: [usize; 3]) -> Result<Grid, TransformError> {
        self.transposed()
            .with_rows_in_order(stack, order)
            .map(|grid| grid.transposed())
    }

    /// The grid with every digit `d` written as `labels[d - 1]`.
    ///
    /// # Errors
    ///
    /// [`TransformError::NotARelabelling`] unless `labels` holds every digit once.
    ///
    /// ```
    /// use sudoku_strata::{Digit, Grid};
    ///
    /// let grid = Grid::random_solved(1);
    /// // 1 and 2 swap.
    /// let labels = [2, 1, 3, 4, 5, 6, 7, 8, 9].map(|d| Digit::new(d).unwrap());
    /// let swapped = grid.relabelled(labels)?;
    /// assert!(grid.to_bytes().iter().zip(swapped.to_bytes()).all(|(&a, b)| match a {
    ///     1 => b == 2,
    ///     2 => b == 1,
    ///     _ => b == a,
    /// }));
    /// # Ok::<(), sudoku_strata::TransformError>(())
    /// ```
    pub fn relabelled(&self, labels: [Digit; 9]) -> Result<Grid, TransformError> {
        let mut table = [0u8; 10];
        for (d, label) in labels.iter().enumerate() {
            table[d + 1] = label.get();
        }
        let mut seen = [false; 10];
        for &label in &table[1..] {
            if std::mem::replace(&mut seen[usize::from(label)], true) {
                return Err(TransformError::NotARelabelling {
                    labels: labels.map(Digit::get).to_vec(),
                });
            }
        }
        Ok(Layout::IDENTITY.apply(self, &table))
    }

    /// A grid equivalent to this one, drawn at random among all transformations (rows
    /// and columns swapped or not, bands, stacks, rows, columns and digits reordered);
    /// the same seed gives the same grid.
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// let puzzle: Grid = ".3......28.6....1.....4...3..1..6.7....7..3.4.6.3.5.......87..9..9..2...7.....2..".parse()?;
    /// let other = puzzle.random_isomorph(5);
    /// assert!(other.is_equivalent(&puzzle));
    /// assert_eq!(other.given_count(), puzzle.given_count());
    /// assert_eq!(other.count_solutions(2), 1);
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[must_use]
    pub fn random_isomorph(&self, seed: u64) -> Grid {
        let mut random = SplitMix64::new(seed);
        let mut below = |n: usize| (random.next_u64() % n as u64) as usize;
        let mut pick = || ORDERS[below(6)];
        let lines = |pick: &mut dyn FnMut() -> [usize; 3]| {
            let outer = pick();
            let inner = [pick(), pick(), pick()];
            std::array::from_fn(|i| outer[i / 3] * 3 + inner[i / 3][i % 3])
        };
        let rows = lines(&mut pick);
        let cols = lines(&mut pick);
        let mut labels = SAME_LABELS;
        for i in (2..10).rev() {
            let j = 1 + below(i);
            labels.swap(i, j);
        }
        let layout = Layout {
            transpose: below(2) == 1,
            rows,
            cols,
        };
        layout.apply(self, &labels)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turning_four_times_and_mirroring_twice_give_the_grid_back() {
        let grid = Grid::random_solved(3);
        assert_eq!(grid.rotated().rotated().rotated().rotated(), grid);
        assert_ne!(grid.rotated(), grid);
        assert_eq!(grid.mirrored().mirrored(), grid);
        // A half turn reads the grid backwards.
        let mut backwards = grid.to_bytes();
        backwards.reverse();
        assert_eq!(grid.rotated().rotated().to_bytes(), backwards);
    }

    #[test]
    fn orders_that_are_not_permutations_are_refused() {
        let grid = Grid::random_solved(3);
        for order in [[0, 0, 1], [0, 1, 3], [2, 2, 2]] {
            assert_eq!(
                grid.with_bands_in_order(order),
                Err(TransformError::NotAnOrder {
                    order: order.to_vec()
                })
            );
            assert!(grid.with_stacks_in_order(order).is_err());
            assert!(grid.with_rows_in_order(0, order).is_err());
            assert!(grid.with_columns_in_order(2, order).is_err());
        }
        assert_eq!(
            grid.with_rows_in_order(3, [0, 1, 2]),
            Err(TransformError::NoSuchBand { band: 3 })
        );
        let labels = [1, 1, 3, 4, 5, 6, 7, 8, 9].map(|d| Digit::new(d).unwrap());
        let error = grid.relabelled(labels).unwrap_err();
        assert_eq!(
            error.to_string(),
            "digit labels [1, 1, 3, 4, 5, 6, 7, 8, 9] are not each digit once"
        );
    }

    #[test]
    fn every_transformation_keeps_a_solved_grid_solved() {
        let grid = Grid::random_solved(11);
        for seed in 0..50 {
            assert!(grid.random_isomorph(seed).is_solved(), "seed {seed}");
        }
        let moved = grid
            .with_bands_in_order([1, 2, 0])
            .and_then(|g| g.with_columns_in_order(1, [2, 0, 1]))
            .unwrap();
        assert!(moved.is_solved());
    }
}
