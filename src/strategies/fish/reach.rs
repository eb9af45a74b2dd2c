//! The places of a digit that no template holds: all that a fish can ever remove.
//!
//! A template of a digit is one way to place it nine times, once in every row, column
//! and box, on its candidates (and its placed cells). A fish only uses the rule that
//! each house holds the digit once, which every template obeys, so whatever a fish
//! removes lies in no template. The complex fish searches skip a digit whose every
//! place lies in some template, and keep only fins that some untemplated place sees.
//!
//! The union of all templates is found row by row without listing them: a state is the
//! row, the columns used and the boxes of the current band used; each state is explored
//! once and remembers whether it can be completed, and a place is in some template when
//! choosing it leads from a reachable state to one that can be completed.

use crate::{Digit, LayerGrid};

/// The number of states: nine rows, 512 sets of columns, eight sets of boxes in a band.
const STATES: usize = 9 * 512 * 8;

/// The memory of the row-by-row walk, reused from digit to digit.
pub(super) struct TemplateWalk {
    /// Per state: the stamp of the digit it was last worked out for, and whether it can
    /// be completed (the low bit).
    memo: Vec<u32>,
    stamp: u32,
}

impl TemplateWalk {
    pub(super) fn new() -> TemplateWalk {
        TemplateWalk {
            memo: vec![0; STATES],
            stamp: 0,
        }
    }

    /// The candidates of `digit` in `grid` that no template holds, as a word.
    pub(super) fn untemplated(&mut self, grid: &LayerGrid, digit: Digit) -> u128 {
        let plane = grid.candidates(digit).bits();
        let open = plane | grid.occupied(digit).bits();
        let rows: [u16; 9] = std::array::from_fn(|r| (open >> (9 * r)) as u16 & 0x1ff);
        self.stamp += 2;
        let mut union = [0u16; 9];
        self.completes(&rows, &mut union, 0, 0, 0);
        let held = (0..9).fold(0u128, |acc, r| acc | u128::from(union[r]) << (9 * r));
        plane & !held
    }

    /// Whether the walk can be completed from row `row` with `cols` and `boxes` (of the
    /// current band) used; marks in `union` the places that lead on to a completion.
    fn completes(&mut self, rows: &[u16; 9], union: &mut [u16; 9], row: usize, cols: u16, boxes: u8) -> bool {
        if row == 9 {
            return true;
        }
        let key = (row * 512 + usize::from(cols)) * 8 + usize::from(boxes);
        let known = self.memo[key];
        if known & !1 == self.stamp {
            return known & 1 == 1;
        }
        let mut options = rows[row] & !cols;
        for k in 0..3 {
            if boxes >> k & 1 == 1 {
                options &= !(0b111 << (3 * k));
            }
        }
        let mut any = false;
        while options != 0 {
            let col = options.trailing_zeros();
            options &= options - 1;
            let next_boxes = if row % 3 == 2 { 0 } else { boxes | 1 << (col / 3) };
            if self.completes(rows, union, row + 1, cols | 1 << col, next_boxes) {
                union[row] |= 1 << col;
                any = true;
            }
        }
        self.memo[key] = self.stamp | u32::from(any);
        any
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategies::test_support::layer;

    #[test]
    fn an_x_wing_leaves_its_eliminations_out_of_every_template() {
        // Rows 2 and 7 hold their 5s only in columns 3 and 8; r4c3 and r9c8 too.
        let mut cells = String::new();
        for row in 1..=9 {
            for col in 1..=9 {
                let keep = match row {
                    2 | 7 => col == 3 || col == 8,
                    _ => true,
                };
                if keep {
                    cells.push_str(&format!("r{row}c{col} "));
                }
            }
        }
        let grid = layer(5, &cells);
        let mut walk = TemplateWalk::new();
        let gone = walk.untemplated(&grid, Digit::new(5).unwrap());
        // Columns 3 and 8 lose every place outside rows 2 and 7.
        let expected: u128 = (0..9)
            .filter(|&r| r != 1 && r != 6)
            .fold(0, |acc, r| acc | 1 << (9 * r + 2) | 1 << (9 * r + 7));
        assert_eq!(gone, expected);
        // Another digit, free everywhere, loses nothing.
        assert_eq!(walk.untemplated(&grid, Digit::new(4).unwrap()), 0);
    }
}
