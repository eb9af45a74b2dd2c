//! The rectangles that the uniqueness strategies share.
//!
//! Four cells in two rows, two columns and exactly two boxes can never hold a *deadly
//! pattern* in a puzzle with one solution: if they held `a b / b a` and none of them were
//! a given, swapping `a` and `b` in the four cells would give a second solution. Unique
//! rectangles (types 1 to 6), hidden rectangles and avoidable rectangles all start from
//! such a rectangle; this module finds them once for all.

use crate::strategies::shared::candidate_map::CandidateMap;
use crate::{Cell, CellSet, Digit, DigitSet, House, LayerGrid, Step, StepBuilder, Technique};

/// Four cells at the corners of a rectangle spanning exactly two boxes, as
/// `[top left, top right, bottom left, bottom right]`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Rectangle([Cell; 4]);

impl Rectangle {
    /// The rectangle on rows `rows` and columns `cols` (zero-based, each pair in
    /// increasing order), if it spans exactly two boxes.
    fn new(rows: [usize; 2], cols: [usize; 2]) -> Option<Rectangle> {
        let same_band = rows[0] / 3 == rows[1] / 3;
        let same_stack = cols[0] / 3 == cols[1] / 3;
        (same_band != same_stack).then(|| {
            Rectangle([
                Cell::at(rows[0], cols[0]),
                Cell::at(rows[0], cols[1]),
                Cell::at(rows[1], cols[0]),
                Cell::at(rows[1], cols[1]),
            ])
        })
    }

    /// Every rectangle with `cell` as a corner.
    pub(crate) fn through(cell: Cell) -> impl Iterator<Item = Rectangle> {
        let (row, col) = (cell.row_index(), cell.col_index());
        (0..9)
            .filter(move |&r| r != row)
            .flat_map(move |r| (0..9).filter(move |&c| c != col).map(move |c| (r, c)))
            .filter_map(move |(r, c)| Rectangle::new(sorted(row, r), sorted(col, c)))
    }

    /// Every rectangle with `a` and `b`, two cells of one row or column, as a side.
    pub(crate) fn with_side(a: Cell, b: Cell) -> impl Iterator<Item = Rectangle> {
        let along_row = a.row_index() == b.row_index();
        let (line, across) = if along_row {
            (a.row_index(), sorted(a.col_index(), b.col_index()))
        } else {
            (a.col_index(), sorted(a.row_index(), b.row_index()))
        };
        (0..9)
            .filter(move |&other| other != line)
            .filter_map(move |other| {
                let lines = sorted(line, other);
                if along_row {
                    Rectangle::new(lines, across)
                } else {
                    Rectangle::new(across, lines)
                }
            })
    }

    /// The four sides as pairs of corners, in the order `[top, left, right, bottom]`.
    pub(crate) fn sides(self) -> [(Cell, Cell); 4] {
        let [top_left, top_right, bottom_left, bottom_right] = self.0;
        [
            (top_left, top_right),
            (top_left, bottom_left),
            (top_right, bottom_right),
            (bottom_left, bottom_right),
        ]
    }

    /// The four corners.
    pub(crate) fn corners(self) -> [Cell; 4] {
        self.0
    }

    /// The four corners as a set.
    pub(crate) fn cells(self) -> CellSet {
        self.0.into_iter().collect()
    }

    /// The corner diagonally opposite `cell` (which must be a corner).
    pub(crate) fn opposite(self, cell: Cell) -> Cell {
        let i = self.0.iter().position(|&c| c == cell).unwrap_or(0);
        self.0[3 - i]
    }

    /// The two rows and two columns of the rectangle.
    pub(crate) fn lines(self) -> [House; 4] {
        let [top_left, _, _, bottom_right] = self.0;
        [
            top_left.row(),
            bottom_right.row(),
            top_left.col(),
            bottom_right.col(),
        ]
    }
}

fn sorted(a: usize, b: usize) -> [usize; 2] {
    if a < b { [a, b] } else { [b, a] }
}

/// Whether two corners lie on one side of the rectangle (same row or column) rather than
/// on a diagonal.
pub(crate) fn same_side(a: Cell, b: Cell) -> bool {
    a.row_index() == b.row_index() || a.col_index() == b.col_index()
}

/// For each digit, the unsolved cells that no placed copy of the digit sees: the digit
/// may be missing from their candidates, but only because a deduction removed it.
pub(crate) fn open_cells(grid: &LayerGrid) -> [CellSet; 9] {
    let unsolved = grid.unsolved_cells();
    Digit::ALL.map(|digit| {
        let seen = grid
            .occupied(digit)
            .iter()
            .fold(CellSet::EMPTY, |acc, cell| acc | cell.peers());
        unsolved - seen
    })
}

/// A possible unique rectangle: four unsolved cells of a rectangle, each holding at
/// least one of the digits `a` and `b`, at least one holding exactly those two, and
/// none where a placed `a` or `b` rules the digit out.
///
/// Cells may lack one of the two digits (a deduction removed it): the pattern still
/// cannot be completed as a deadly pattern, so the logic holds.
pub(crate) struct UniqueRectangle {
    pub(crate) rectangle: Rectangle,
    pub(crate) a: Digit,
    pub(crate) b: Digit,
    /// The corners holding no candidate other than `a` and `b`.
    pub(crate) floor: CellSet,
    /// The corners holding other candidates too.
    pub(crate) roof: CellSet,
}

impl UniqueRectangle {
    /// The two digits.
    pub(crate) fn digits(&self) -> DigitSet {
        DigitSet::single(self.a) | DigitSet::single(self.b)
    }

    /// The candidates of the roof other than `a` and `b`.
    pub(crate) fn extras(&self, map: &CandidateMap) -> DigitSet {
        map.union(self.roof) - self.digits()
    }

    /// A step of `technique` on this rectangle, with its notation (`2/9 in r1c3,...`)
    /// and its candidates marked; the caller adds the effect and the sentence.
    pub(crate) fn step(&self, technique: Technique, map: &CandidateMap) -> StepBuilder {
        rectangle_step(technique, self.rectangle, self.a, self.b, map)
    }
}

/// A step of `technique` naming `rectangle` and its digits, with the rectangle's
/// candidates of `a` and `b` in the pattern.
pub(crate) fn rectangle_step(
    technique: Technique,
    rectangle: Rectangle,
    a: Digit,
    b: Digit,
    map: &CandidateMap,
) -> StepBuilder {
    let mut step = Step::builder(technique).detail(format!("{a}/{b} in {}", rectangle.cells().to_list()));
    for cell in rectangle.corners() {
        for digit in [a, b] {
            if map[cell].contains(digit) {
                step = step.pattern_candidate(cell, digit);
            }
        }
    }
    step.pattern_cells(rectangle.cells())
}

/// Every possible unique rectangle of `grid`, once each, in the order of their first
/// corner that holds exactly their two digits. The view of a state keeps them
/// (`CandidateView::unique_rectangles`): the six types of Unique Rectangle and the
/// Hidden Rectangle read the same ones.
pub(crate) fn unique_rectangles(grid: &LayerGrid, map: &CandidateMap) -> Vec<UniqueRectangle> {
    let mut found = Vec::new();
    let bivalue = grid.bivalue_cells();
    let unsolved = grid.unsolved_cells();
    let open = open_cells(grid);
    for start in bivalue {
        let pair = map[start];
        let mut digits = pair.iter();
        let (Some(a), Some(b)) = (digits.next(), digits.next()) else {
            continue;
        };
        let allowed = open[a.index()] & open[b.index()];
        for rectangle in Rectangle::through(start) {
            let cells = rectangle.cells();
            if !cells.is_subset(unsolved & allowed) {
                continue;
            }
            // Found once, from its first corner that holds exactly the pair.
            if cells.iter().any(|c| c < start && map[c] == pair) {
                continue;
            }
            if cells.iter().any(|c| (map[c] & pair).is_empty()) {
                continue;
            }
            let floor: CellSet = cells.iter().filter(|&c| map[c].is_subset(pair)).collect();
            found.push(UniqueRectangle {
                rectangle,
                a,
                b,
                floor,
                roof: cells - floor,
            });
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategies::test_support::pencil;

    #[test]
    fn rectangles_on_a_side() {
        let (a, b): (Cell, Cell) = ("r1c1".parse().unwrap(), "r1c4".parse().unwrap());
        let all: Vec<Rectangle> = Rectangle::with_side(a, b).collect();
        // Columns 1 and 4 lie in two stacks: the other row is row 2 or 3.
        assert_eq!(all.len(), 2);
        assert!(all.iter().all(|r| r.sides()[0] == (a, b)));
        let (c, d): (Cell, Cell) = ("r1c1".parse().unwrap(), "r3c1".parse().unwrap());
        assert_eq!(Rectangle::with_side(d, c).count(), 6);
    }

    #[test]
    fn rectangles_span_two_boxes() {
        let cell: Cell = "r1c1".parse().unwrap();
        let all: Vec<Rectangle> = Rectangle::through(cell).collect();
        // Rows 2-3 with columns 4-9, or rows 4-9 with columns 2-3.
        assert_eq!(all.len(), 2 * 6 + 6 * 2);
        for rectangle in all {
            let boxes = rectangle.cells().boxes_mask();
            assert_eq!(boxes.count_ones(), 2, "{rectangle:?}");
            assert_eq!(rectangle.opposite(rectangle.opposite(cell)), cell);
        }
    }

    /// Two bivalue 1/2 corners (r1c1, r2c4), r1c4 without 1, r2c1 with 1 and 2; a
    /// placed 2 in r5c7 keeps the rectangles on row 5 and column 7 out.
    const GRID: &str = "
        12      3456789 3456789 | 2456789 3456789 3456789 | 3456789 3456789 3456789
        123456789 3456789 3456789 | 12    3456789 3456789 | 3456789 3456789 3456789
        3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
        3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
        123456789 3456789 3456789 | 123456789 3456789 3456789 | +2  3456789 3456789
        3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
        3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
        3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789
        3456789 3456789 3456789 | 3456789 3456789 3456789 | 3456789 3456789 3456789";

    #[test]
    fn each_possible_unique_rectangle_is_found_once() {
        let grid = pencil(GRID);
        let view = crate::CandidateView::new(&grid);
        let map = view.map();
        let seen: Vec<(String, String, String)> = unique_rectangles(&grid, map)
            .iter()
            .map(|ur| {
                (
                    ur.rectangle.cells().to_list(),
                    ur.floor.to_list(),
                    ur.roof.to_list(),
                )
            })
            .collect();
        // r1c4 lacks 1, which a deduction removed: the rectangle still counts.
        assert_eq!(
            seen,
            [(
                "r1c1,r1c4,r2c1,r2c4".to_string(),
                "r1c1,r2c4".to_string(),
                "r1c4,r2c1".to_string()
            )]
        );
    }

    #[test]
    fn open_cells_are_those_no_placed_copy_sees() {
        let grid = pencil(GRID);
        let two = Digit::new(2).unwrap();
        let open = open_cells(&grid)[two.index()];
        assert!(!open.contains("r5c1".parse().unwrap()));
        assert!(!open.contains("r1c7".parse().unwrap()));
        assert!(open.contains("r1c4".parse().unwrap()));
        assert_eq!(open.len(), 81 - 21);
    }
}
