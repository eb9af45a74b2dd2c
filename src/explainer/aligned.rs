//! Aligned Pair Exclusion (6.2) and Aligned Triplet Exclusion (7.5), as Sudoku Explainer
//! finds them.
//!
//! Take two (or three) cells and the cells that see all of them with at most two (or
//! three) candidates, the "excluders". A combination of values for the base cells is
//! impossible when two base cells that see each other get the same value, or when it
//! takes every candidate of an excluder. A base cell's value that appears in no possible
//! combination is removed.
//!
//! Base cells are those with two or more candidates that see at least one excluder and no
//! cell with a single candidate; pairs of them are tried in the order (0,1), (0,2), (1,2),
//! (0,3)... of their list, and a third cell among the excluders of the first two that are
//! base cells. The first set that removes something is applied. The base cells need not
//! see each other.

use super::board::{Board, PEER_MASKS, PEERS, cell_name};
use super::hint::Hint;
use super::subsets::digits;

/// The aligned exclusion of `degree` cells (2 or 3) the rater applies first, if any.
pub(super) fn aligned_exclusion(board: &Board, degree: usize) -> Option<Hint> {
    let mut bases: Vec<usize> = Vec::new();
    let mut base_mask = 0u128;
    // Each base cell's excluders, as a mask.
    let mut excluders = [0u128; 81];
    for (c, peers) in PEERS.iter().enumerate() {
        if board.cands[c].count_ones() < 2 {
            continue;
        }
        let mut single = false;
        let mut mask = 0u128;
        for &p in peers {
            let n = board.cands[p as usize].count_ones() as usize;
            if n == 1 {
                single = true;
            } else if n >= 2 && n <= degree {
                mask |= 1u128 << p;
            }
        }
        if !single && mask != 0 {
            bases.push(c);
            base_mask |= 1u128 << c;
            excluders[c] = mask;
        }
    }
    if bases.len() < degree {
        return None;
    }
    for second in 1..bases.len() {
        for first in 0..second {
            let (a, b) = (bases[first], bases[second]);
            let pair = excluders[a] & excluders[b];
            if pair.count_ones() < 2 {
                continue;
            }
            if degree == 2 {
                if let Some(hint) = exclude(board, &[a, b], pair) {
                    return Some(hint);
                }
                continue;
            }
            // The excluders of either cell that are base cells: the first cell's in
            // order, then the second's others.
            let own = !(1u128 << a | 1u128 << b) & base_mask;
            for part in [excluders[a] & own, excluders[b] & !excluders[a] & own] {
                let mut rest = part;
                while rest != 0 {
                    let c = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    let common = pair & excluders[c];
                    if common.count_ones() < 2 {
                        continue;
                    }
                    if let Some(hint) = exclude(board, &[a, b, c], common) {
                        return Some(hint);
                    }
                }
            }
        }
    }
    None
}

fn exclude(board: &Board, cells: &[usize], common_mask: u128) -> Option<Hint> {
    // The excluders' candidates: a combination that takes all of one is impossible.
    let mut excluders = [0u16; 81];
    let mut count = 0;
    let mut rest = common_mask;
    while rest != 0 {
        excluders[count] = board.cands[rest.trailing_zeros() as usize];
        count += 1;
        rest &= rest - 1;
    }
    let allowed = allowed_values(board, cells, &excluders[..count]);
    if cells
        .iter()
        .enumerate()
        .all(|(i, &c)| board.cands[c] & !allowed[i] & 0x3FE == 0)
    {
        return None;
    }
    let degree = cells.len();
    let (name, difficulty) = if degree == 2 {
        ("Aligned Pair Exclusion", 6.2)
    } else {
        ("Aligned Triplet Exclusion", 7.5)
    };
    let mut hint = Hint::new(name, difficulty);
    for (i, &c) in cells.iter().enumerate() {
        for v in digits(board.cands[c] & !allowed[i]) {
            hint.remove(c, v);
        }
        for v in digits(board.cands[c]) {
            hint.pattern.push((c as u8, v));
        }
    }
    let common: Vec<usize> = (0..81).filter(|&c| common_mask >> c & 1 == 1).collect();
    let names: Vec<String> = cells.iter().map(|&c| cell_name(c)).collect();
    hint.text = format!(
        "{}: every combination without the removed values empties one of {}",
        names.join(","),
        common.iter().map(|&c| cell_name(c)).collect::<Vec<_>>().join(",")
    );
    Some(hint)
}

/// For each base cell, the values that some possible combination gives it; `excluders`
/// holds the candidates of each excluder. Each value not yet seen in a possible
/// combination is tried until one is found, so most combinations are never visited.
fn allowed_values(board: &Board, cells: &[usize], excluders: &[u16]) -> [u16; 3] {
    let mut allowed = [0u16; 3];
    for k in 0..cells.len() {
        for v in digits(board.cands[cells[k]] & !allowed[k]) {
            let mut values = [0u8; 3];
            if possible_with(board, cells, excluders, (k, v), 0, &mut values) {
                for (j, &w) in values[..cells.len()].iter().enumerate() {
                    allowed[j] |= 1 << w;
                }
            }
        }
    }
    allowed
}

/// Whether the base cells from `i` on can take values, `fixed.0` taking `fixed.1`, that
/// neither repeat a value between two cells that see each other nor take every
/// candidate of an excluder; `values` then holds them.
fn possible_with(
    board: &Board,
    cells: &[usize],
    excluders: &[u16],
    fixed: (usize, u8),
    i: usize,
    values: &mut [u8; 3],
) -> bool {
    if i == cells.len() {
        let taken = values[..i].iter().fold(0u16, |m, &v| m | 1 << v);
        return !excluders.iter().any(|&e| e & !taken == 0);
    }
    let choices = if i == fixed.0 {
        1 << fixed.1
    } else {
        board.cands[cells[i]]
    };
    for v in digits(choices) {
        let clash = (0..i).any(|j| values[j] == v && PEER_MASKS[cells[j]] >> cells[i] & 1 == 1);
        if clash {
            continue;
        }
        values[i] = v;
        if possible_with(board, cells, excluders, fixed, i + 1, values) {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pair_emptying_an_excluder_is_removed() {
        // Box 1: r1c1 holds 1,2,3; r1c2 holds 1,2 and r2c1 holds 1,3; every other cell
        // holds everything. The first base pair with two common excluders is r1c1 and
        // r1c3 (both see r1c2 and r2c1): r1c3 = 1 would leave r1c1 with 2 (emptying
        // r1c2) or 3 (emptying r2c1), so r1c3 loses 1.
        let mut board = Board::from_values([0; 81]);
        board.remove(0, !0b1110);
        board.remove(1, !0b0110);
        board.remove(9, !0b1010);
        let hint = aligned_exclusion(&board, 2).expect("an exclusion");
        assert_eq!(hint.name, "Aligned Pair Exclusion");
        assert_eq!(hint.difficulty, 6.2);
        assert_eq!(hint.removals, vec![(2, 0b10)]);
    }

    #[test]
    fn no_exclusion_without_excluders() {
        let board = Board::from_values([0; 81]);
        assert!(aligned_exclusion(&board, 2).is_none());
        assert!(aligned_exclusion(&board, 3).is_none());
    }
}
