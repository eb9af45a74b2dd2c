//! The board's own tests: its band logic two ways, its first round and its start from
//! the givens against plainer forms.

use super::*;
use proptest::prelude::*;

/// Words for every minirow mask, each present minirow holding one to three cells in
/// seven patterns, with their masks.
fn words_of_every_minirow_mask() -> impl Iterator<Item = (u32, u32)> {
    (0..512u32).flat_map(|m| {
        (1..8u32).map(move |pick| {
            let w = (0..9)
                .filter(|k| m >> k & 1 == 1)
                .fold(0, |w, k| w | ((pick + k) % 7 + 1) << (9 * (k / 3) + 3 * (k % 3)));
            (m, w)
        })
    })
}

#[test]
fn the_band_logic_by_bits_is_the_band_logic_by_tables() {
    for (_, w) in words_of_every_minirow_mask() {
        let logic = band_update(w);
        let kept = w & logic as u32;
        let claims = COLUMN_POINTING[((kept | kept >> 9 | kept >> 18) & ROW) as usize];
        let single = lone_cells(w) & (logic >> 36) as u32;
        assert_eq!(band_logic_by_bits(w), (kept, claims, single), "word {w:o}");
    }
}

#[test]
fn two_digits_left_one_cell_of_a_row_are_a_contradiction_in_either_round() {
    // Digits 1 and 2 may take only the first cell of the first row.
    let mut board = Board::new();
    for digit in 0..2 {
        board.cells[0][digit] &= !(ROW & !1);
    }
    let mut batches = board;
    assert!(!batches.propagate(pulp::Scalar::new(), true));
    assert!(!board.update_every_word());
}

/// The board of a puzzle given one digit at a time, as a person would place them.
fn placed_one_by_one(digits: &[u8; 81]) -> Option<Board> {
    let mut board = Board::new();
    for (i, &value) in digits.iter().enumerate() {
        if value > 9 {
            return None;
        }
        if value == 0 {
            continue;
        }
        let (cell, digit) = (
            BandCell {
                band: i / 27,
                bit: 1 << (i % 27),
            },
            usize::from(value - 1),
        );
        if board.digit_bits(cell) >> digit & 1 == 0 {
            return None;
        }
        board.place(digit, cell);
        for other in (0..9).filter(|&other| other != digit) {
            board.cells[cell.band][other] &= !cell.bit;
        }
        board.unsolved[cell.band] &= !cell.bit;
    }
    Some(board)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// The givens applied to every word at once give the board of placing them one by
    /// one, and reject the same puzzles: a given that clashes or a byte above 9.
    #[test]
    fn a_board_from_digits_is_the_givens_placed_one_by_one(
        seed in any::<u64>(),
        holes in any::<u128>(),
        extra in proptest::collection::vec((0usize..81, prop_oneof![9 => 1u8..=9, 1 => 10u8..=255]), 0..3),
    ) {
        let mut puzzle = <[u8; 81]>::from(crate::Grid::random_solved(seed));
        for (i, value) in puzzle.iter_mut().enumerate() {
            if holes >> i & 1 == 1 {
                *value = 0;
            }
        }
        for (cell, value) in extra {
            puzzle[cell] = value;
        }
        let (expected, actual) = (placed_one_by_one(&puzzle), Board::from_digits(&puzzle));
        prop_assert_eq!(expected.is_some(), actual.is_some());
        if let (Some(expected), Some(actual)) = (expected, actual) {
            prop_assert_eq!(expected.cells, actual.cells);
            prop_assert_eq!(expected.unsolved, actual.unsolved);
        }
    }

    /// The first round over every word at once reaches the fixed point the batches
    /// reach word by word, and finds the same contradictions.
    #[test]
    fn the_round_over_every_word_settles_as_the_batches_do(
        seed in any::<u64>(),
        holes in any::<u128>(),
        more_holes in any::<Option<u128>>(),
        wrong in (0usize..81, 1u8..=9),
        lean in any::<bool>(),
    ) {
        let mut puzzle = <[u8; 81]>::from(crate::Grid::random_solved(seed));
        let holes = holes | more_holes.unwrap_or(0);
        for (i, value) in puzzle.iter_mut().enumerate() {
            if holes >> i & 1 == 1 {
                *value = 0;
            }
        }
        // A digit in an empty cell, most often wrong: contradictions too.
        if puzzle[wrong.0] == 0 {
            puzzle[wrong.0] = wrong.1;
        }
        let Some(start) = Board::from_digits(&puzzle) else {
            return Ok(());
        };
        let simd = pulp::Scalar::new();
        let mut batches = start;
        let settled = batches.propagate(simd, lean);
        let mut round = start;
        let settled_after_round = round.update_every_word() && round.propagate(simd, lean);
        prop_assert_eq!(settled, settled_after_round);
        if settled {
            prop_assert_eq!(batches.cells, round.cells);
            prop_assert_eq!(batches.unsolved, round.unsolved);
        }
    }
}

#[test]
fn packed_minirows_names_the_minirows_holding_a_cell() {
    for (m, w) in words_of_every_minirow_mask() {
        assert_eq!(packed_minirows(w), m, "word {w:o}");
    }
}
