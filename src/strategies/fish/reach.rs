//! The places of a digit that no template holds: all that a fish can ever remove.
//!
//! A template of a digit is one way to place it nine times, once in every row, column
//! and box, on its candidates (and its placed cells). A fish only uses the rule that
//! each house holds the digit once, which every template obeys, so whatever a fish
//! removes lies in no template. The complex fish searches skip a digit whose every
//! place lies in some template, and keep only fins that some untemplated place sees.
//!
//! The union of the templates is the plain fit of the template strategies
//! ([`Templates`]), which the [`CandidateView`] makes once per state: the complex fish
//! strategies of one state, and Template Set and Template Delete after them, share it.

use crate::strategies::single_digit::Templates;
use crate::{CandidateView, Digit};

/// The candidates of every digit in the state of `view` that no template holds, as
/// words, by digit index.
pub(super) fn untemplated(view: &CandidateView<'_>) -> [u128; 9] {
    let templates: &Templates = view.templates();
    Digit::ALL.map(|digit| view.grid().candidates(digit).bits() & !templates.plain(digit).union.bits())
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
        let gone = untemplated(&CandidateView::new(&grid));
        // Columns 3 and 8 lose every place outside rows 2 and 7.
        let expected: u128 = (0..9)
            .filter(|&r| r != 1 && r != 6)
            .fold(0, |acc, r| acc | 1 << (9 * r + 2) | 1 << (9 * r + 7));
        assert_eq!(gone[4], expected);
        // Another digit, free everywhere, loses nothing.
        assert_eq!(gone[3], 0);
    }
}
