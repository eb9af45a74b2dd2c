//! The canonical form of a grid: the smallest of all its equivalent grids read as an
//! 81-digit line with 0 for an empty cell, which puzzle collections call "minlex".
//!
//! A depth-first search over the layouts (rows and columns swapped or not, then a row
//! at a time, the column order fixed with the first row), labelling digits in the order
//! they first appear (the smallest labelling of a layout), and leaving a layout as soon
//! as its rows so far read larger than the best found.

use super::Grid;
use super::transform::{Layout, ORDERS};

/// The search: the grid in both orientations and the smallest rows found so far.
struct Minlex<'a> {
    grid: &'a [u8; 81],
    best: [[u8; 9]; 9],
    /// How many rows of `best` hold the smallest rows known for the prefix the search is
    /// in (rows past it are left from an abandoned layout).
    valid: usize,
}

/// What a layout has decided after some rows: the layout, the rows it used, and the
/// labels given so far (0: not yet) with the next one to give.
#[derive(Clone, Copy)]
struct Partial {
    layout: Layout,
    used: u16,
    labels: [u8; 10],
    next: u8,
}

impl Partial {
    /// Source row `row` as the next row, labelled: the row and the labels after it.
    fn label(&self, grid: &[u8; 81], row: usize) -> ([u8; 9], [u8; 10], u8) {
        let (mut labels, mut next) = (self.labels, self.next);
        let mut out = [0u8; 9];
        for (c, cell) in out.iter_mut().enumerate() {
            let digit = usize::from(self.layout.source_row(grid, row, c));
            if digit != 0 {
                if labels[digit] == 0 {
                    labels[digit] = next;
                    next += 1;
                }
                *cell = labels[digit];
            }
        }
        (out, labels, next)
    }
}

impl Minlex<'_> {
    /// Takes `row` (already labelled as `labelled`) as row `level` of the layout, if it
    /// is no larger than the best, and goes on to the next row.
    fn consider(&mut self, level: usize, partial: Partial, labelled: [u8; 9]) {
        if level < self.valid {
            match labelled.cmp(&self.best[level]) {
                std::cmp::Ordering::Greater => return,
                std::cmp::Ordering::Less => {
                    self.best[level] = labelled;
                    self.valid = level + 1;
                }
                std::cmp::Ordering::Equal => {}
            }
        } else {
            self.best[level] = labelled;
            self.valid = level + 1;
        }
        if level + 1 < 9 {
            self.extend(level + 1, partial);
        }
    }

    /// Tries every row that may come at `level` after the rows of `partial`: any row
    /// of a band not used yet at the start of a band, else the rows left in the band.
    fn extend(&mut self, level: usize, partial: Partial) {
        let band_of_last = partial.layout.rows[level - 1] / 3;
        for row in 0..9 {
            if partial.used >> row & 1 == 1 {
                continue;
            }
            let allowed = if level.is_multiple_of(3) {
                (0..level).all(|k| partial.layout.rows[k] / 3 != row / 3)
            } else {
                row / 3 == band_of_last
            };
            if !allowed {
                continue;
            }
            let (labelled, labels, next) = partial.label(self.grid, row);
            let mut taken = partial;
            taken.layout.rows[level] = row;
            taken.used |= 1 << row;
            taken.labels = labels;
            taken.next = next;
            self.consider(level, taken, labelled);
        }
    }
}

impl Grid {
    /// The canonical form: the smallest of all equivalent grids (transposed or not,
    /// bands, stacks, rows within bands and columns within stacks reordered, digits
    /// relabelled) read as an 81-digit line with 0 for empty, the "minlex" form of
    /// puzzle collections. Two grids are equivalent exactly when their canonical forms
    /// are equal, so it deduplicates a collection.
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// let puzzle: Grid = ".3......28.6....1.....4...3..1..6.7....7..3.4.6.3.5.......87..9..9..2...7.....2..".parse()?;
    /// let canonical = puzzle.canonical();
    /// assert_eq!(puzzle.random_isomorph(42).canonical(), canonical);
    /// assert_eq!(canonical.canonical(), canonical);
    /// assert!(canonical.is_equivalent(&puzzle));
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[must_use]
    pub fn canonical(&self) -> Grid {
        let transposed = self.transposed();
        let mut best: Option<[[u8; 9]; 9]> = None;
        for grid in [&self.cells, &transposed.cells] {
            let mut search = Minlex {
                grid,
                best: best.unwrap_or([[u8::MAX; 9]; 9]),
                valid: if best.is_some() { 9 } else { 0 },
            };
            for row in 0..9 {
                for stacks in ORDERS {
                    for first in ORDERS {
                        for second in ORDERS {
                            for third in ORDERS {
                                let inner = [first, second, third];
                                let mut layout = Layout::IDENTITY;
                                layout.rows[0] = row;
                                layout.cols =
                                    std::array::from_fn(|c| stacks[c / 3] * 3 + inner[c / 3][c % 3]);
                                let start = Partial {
                                    layout,
                                    used: 1 << row,
                                    labels: [0; 10],
                                    next: 1,
                                };
                                let (labelled, labels, next) = start.label(grid, row);
                                search.consider(
                                    0,
                                    Partial {
                                        labels,
                                        next,
                                        ..start
                                    },
                                    labelled,
                                );
                            }
                        }
                    }
                }
            }
            best = Some(search.best);
        }
        let rows = best.unwrap_or([[0; 9]; 9]);
        let mut cells = [0u8; 81];
        for (i, cell) in cells.iter_mut().enumerate() {
            *cell = rows[i / 9][i % 9];
        }
        Grid { cells }
    }

    /// Whether `other` is this grid transformed: the same canonical form.
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// let grid = Grid::random_solved(1);
    /// assert!(grid.is_equivalent(&grid.rotated().random_isomorph(3)));
    /// assert!(!grid.is_equivalent(&Grid::empty()));
    /// ```
    #[must_use]
    pub fn is_equivalent(&self, other: &Grid) -> bool {
        self.given_count() == other.given_count() && self.canonical() == other.canonical()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every layout and labelling, the slow way: the smallest line over all of them.
    fn brute_force(grid: &Grid) -> Grid {
        let mut best = [u8::MAX; 81];
        for transpose in [false, true] {
            for bands in ORDERS {
                for rows_inner in triples() {
                    for stacks in ORDERS {
                        for cols_inner in triples() {
                            let layout = Layout {
                                transpose,
                                rows: std::array::from_fn(|i| bands[i / 3] * 3 + rows_inner[i / 3][i % 3]),
                                cols: std::array::from_fn(|i| stacks[i / 3] * 3 + cols_inner[i / 3][i % 3]),
                            };
                            let mut labels = [0u8; 10];
                            let mut next = 1;
                            let mut line = [0u8; 81];
                            for (i, cell) in line.iter_mut().enumerate() {
                                let d = usize::from(layout.source(&grid.cells, i / 9, i % 9));
                                if d != 0 {
                                    if labels[d] == 0 {
                                        labels[d] = next;
                                        next += 1;
                                    }
                                    *cell = labels[d];
                                }
                            }
                            best = best.min(line);
                        }
                    }
                }
            }
        }
        Grid { cells: best }
    }

    fn triples() -> Vec<[[usize; 3]; 3]> {
        let mut out = Vec::new();
        for a in ORDERS {
            for b in ORDERS {
                for c in ORDERS {
                    out.push([a, b, c]);
                }
            }
        }
        out
    }

    #[test]
    fn the_search_finds_the_smallest_of_all_layouts() {
        // Sparse grids: the empty grid, a few givens, and a puzzle with 10 givens taken
        // away; the slow way tries all 3,359,232 layouts.
        let mut sparse = [0u8; 81];
        sparse[10] = 4;
        sparse[44] = 4;
        sparse[70] = 9;
        let puzzle: Grid =
            ".3......28.6....1.....4...3..1..6.7....7..3.4.6.3.5.......87..9..9..2...7.....2.."
                .parse()
                .unwrap();
        for grid in [Grid::empty(), Grid { cells: sparse }, puzzle] {
            assert_eq!(grid.canonical(), brute_force(&grid), "{grid}");
        }
    }

    #[test]
    fn equivalent_grids_share_their_canonical_form() {
        let puzzle: Grid =
            ".3......28.6....1.....4...3..1..6.7....7..3.4.6.3.5.......87..9..9..2...7.....2.."
                .parse()
                .unwrap();
        let canonical = puzzle.canonical();
        for seed in 0..20 {
            assert_eq!(puzzle.random_isomorph(seed).canonical(), canonical, "seed {seed}");
        }
        let solved = Grid::random_solved(4);
        assert_eq!(solved.canonical().to_string().as_bytes()[..9], *b"123456789");
        assert_ne!(solved.canonical(), canonical);
    }
}
