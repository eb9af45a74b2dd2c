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

use super::ExplainerStep;
use super::names::Name;
use super::numbers::{PEER_MASKS, SeView, cell_name};
use super::subsets::digits;
use super::vocabulary::Numbered;

/// What a search that found nothing leaves for the next search of the same degree on
/// the same path.
#[derive(Default)]
pub(super) struct Memo {
    /// The candidates and the base cells when the last search found nothing.
    nothing: Option<([u16; 81], u128)>,
}

/// The aligned exclusion of `degree` cells (2 or 3) the rater applies first, if any.
///
/// A set of base cells that were bases when a search last found nothing (on this
/// path, whose candidates only ever go), whose candidates and whose common excluders'
/// candidates have not changed since, removes nothing now either: it was tried then,
/// with the same candidates and the same excluders or more (an excluder gone since was
/// placed; a single candidate left would make its peers no bases), and more excluders
/// only forbid more. So its combinations are not looked at again.
pub(super) fn aligned_exclusion(view: &impl SeView, degree: usize, memo: &mut Memo) -> Option<ExplainerStep> {
    let cands = &view.masks();
    // The base cells of the last fruitless search whose candidates are as then, and
    // the cells whose candidates changed since.
    let (settled, changed) = match &memo.nothing {
        Some((then, bases)) => {
            let changed = (0..81)
                .filter(|&c| then[c] != cands[c])
                .fold(0u128, |m, c| m | 1u128 << c);
            (bases & !changed, changed)
        }
        None => (0, !0),
    };
    let (found, bases) = search(cands, degree, settled, changed);
    if found.is_none() {
        memo.nothing = Some((*cands, bases));
    }
    found
}

/// The cells of one candidate, and those of two to `degree` candidates (the
/// excluders' kind), as masks.
fn sizes(cands: &[u16; 81], degree: usize) -> (u128, u128) {
    let (mut single, mut small) = (0u128, 0u128);
    for c in 0..81 {
        match cands[c].count_ones() as usize {
            1 => single |= 1u128 << c,
            n if n >= 2 && n <= degree => small |= 1u128 << c,
            _ => {}
        }
    }
    (single, small)
}

/// The first set of base cells, in the rater's order, that removes something, and the
/// base cells. A set is not looked at when its cells are among `settled` and its
/// common excluders outside `changed` (see `aligned_exclusion`).
fn search(cands: &[u16; 81], degree: usize, settled: u128, changed: u128) -> (Option<ExplainerStep>, u128) {
    let (single, small) = sizes(cands, degree);
    let mut bases: Vec<usize> = Vec::new();
    let mut base_mask = 0u128;
    // Each base cell's excluders, as a mask: a cell of two candidates or more, with
    // no peer of one and some of the excluders' kind.
    let mut excluders = [0u128; 81];
    for c in 0..81 {
        let mask = PEER_MASKS[c] & small;
        if cands[c].count_ones() >= 2 && PEER_MASKS[c] & single == 0 && mask != 0 {
            bases.push(c);
            base_mask |= 1u128 << c;
            excluders[c] = mask;
        }
    }
    if bases.len() < degree {
        return (None, base_mask);
    }
    let known = |cells: u128, common: u128| cells & !settled == 0 && common & changed == 0;
    for second in 1..bases.len() {
        for first in 0..second {
            let (a, b) = (bases[first], bases[second]);
            let pair = excluders[a] & excluders[b];
            if pair.count_ones() < 2 {
                continue;
            }
            let cells = 1u128 << a | 1u128 << b;
            if degree == 2 {
                if !known(cells, pair)
                    && let Some(hint) = exclude(cands, &[a, b], pair)
                {
                    return (Some(hint), base_mask);
                }
                continue;
            }
            // The excluders of either cell that are base cells: the first cell's in
            // order, then the second's others. With this pair known, a third settled
            // cell makes a known set too (its common excluders are the pair's).
            let mut own = !cells & base_mask;
            if known(cells, pair) {
                own &= !settled;
            }
            for part in [excluders[a] & own, excluders[b] & !excluders[a] & own] {
                let mut rest = part;
                while rest != 0 {
                    let c = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    let common = pair & excluders[c];
                    if common.count_ones() < 2 {
                        continue;
                    }
                    if !known(cells | 1u128 << c, common)
                        && let Some(hint) = exclude(cands, &[a, b, c], common)
                    {
                        return (Some(hint), base_mask);
                    }
                }
            }
        }
    }
    (None, base_mask)
}

fn exclude(cands: &[u16; 81], cells: &[usize], common_mask: u128) -> Option<ExplainerStep> {
    // The excluders' candidates: a combination that takes all of one is impossible.
    let mut excluders = [0u16; 81];
    let mut count = 0;
    let mut rest = common_mask;
    while rest != 0 {
        excluders[count] = cands[rest.trailing_zeros() as usize];
        count += 1;
        rest &= rest - 1;
    }
    let allowed = allowed_values(cands, cells, &excluders[..count]);
    if cells
        .iter()
        .enumerate()
        .all(|(i, &c)| cands[c] & !allowed[i] & 0x3FE == 0)
    {
        return None;
    }
    let degree = cells.len();
    let (name, difficulty) = if degree == 2 {
        (Name::AlignedPairExclusion, 6.2)
    } else {
        (Name::AlignedTripletExclusion, 7.5)
    };
    let mut step = name.step();
    for (i, &c) in cells.iter().enumerate() {
        step = step.remove_masks(&[(c as u8, cands[c] & !allowed[i])]);
        for v in digits(cands[c]) {
            step = step.candidate(c, v);
        }
    }
    let common: Vec<usize> = (0..81).filter(|&c| common_mask >> c & 1 == 1).collect();
    let names: Vec<String> = cells.iter().map(|&c| cell_name(c)).collect();
    let text = format!(
        "{}: every combination without the removed values empties one of {}",
        names.join(","),
        common.iter().map(|&c| cell_name(c)).collect::<Vec<_>>().join(",")
    );
    Some(ExplainerStep::found(name, difficulty, text, step))
}

/// For each base cell, the values that some possible combination gives it; `excluders`
/// holds the candidates of each excluder. A combination is possible when no two base
/// cells that see each other take the same value and no excluder has all its
/// candidates taken. The last cell's possible values, once the others are chosen, are
/// found at once as a mask: an excluder left with one candidate outside the chosen
/// values forbids that one, an excluder left with none forbids them all.
fn allowed_values(cands: &[u16; 81], cells: &[usize], excluders: &[u16]) -> [u16; 3] {
    let sees = |i: usize, j: usize| PEER_MASKS[cells[i]] >> cells[j] & 1 == 1;
    let last = cells.len() - 1;
    let last_cands = cands[cells[last]];
    let mut allowed = [0u16; 3];
    // The values of the cells before the last, then the last one's.
    let mut visit = |chosen: &[u8]| {
        let taken = chosen.iter().fold(0u16, |m, &v| m | 1 << v);
        let mut forbidden = 0u16;
        for &e in excluders {
            let left = e & !taken;
            if left == 0 {
                return;
            }
            if left.count_ones() == 1 {
                forbidden |= left;
            }
        }
        for (i, &v) in chosen.iter().enumerate() {
            if sees(i, last) {
                forbidden |= 1 << v;
            }
        }
        let last_values = last_cands & !forbidden;
        if last_values != 0 {
            for (i, &v) in chosen.iter().enumerate() {
                allowed[i] |= 1 << v;
            }
            allowed[last] |= last_values;
        }
    };
    for a in digits(cands[cells[0]]) {
        if last == 1 {
            visit(&[a]);
            continue;
        }
        for b in digits(cands[cells[1]]) {
            if a != b || !sees(0, 1) {
                visit(&[a, b]);
            }
        }
    }
    allowed
}

#[cfg(test)]
mod tests {
    use super::super::numbers::{grid_of, remove};
    use super::*;
    use crate::LayerGrid;

    #[test]
    fn a_pair_emptying_an_excluder_is_removed() {
        // Box 1: r1c1 holds 1,2,3; r1c2 holds 1,2 and r2c1 holds 1,3; every other cell
        // holds everything. The first base pair with two common excluders is r1c1 and
        // r1c3 (both see r1c2 and r2c1): r1c3 = 1 would leave r1c1 with 2 (emptying
        // r1c2) or 3 (emptying r2c1), so r1c3 loses 1.
        let mut grid = LayerGrid::new();
        remove(&mut grid, 0, !0b1110);
        remove(&mut grid, 1, !0b0110);
        remove(&mut grid, 9, !0b1010);
        let found = aligned_exclusion(&grid, 2, &mut Memo::default()).expect("an exclusion");
        assert_eq!(found.name.0, Name::AlignedPairExclusion);
        assert_eq!(found.difficulty, 6.2);
        assert_eq!(super::super::vocabulary::removals(&found.step), vec![(2, 0b10)]);
    }

    #[test]
    fn no_exclusion_without_excluders() {
        let grid = LayerGrid::new();
        assert!(aligned_exclusion(&grid, 2, &mut Memo::default()).is_none());
        assert!(aligned_exclusion(&grid, 3, &mut Memo::default()).is_none());
    }

    /// Every combination of values of `cells`, tried one by one.
    fn allowed_by_trying_all(grid: &LayerGrid, cells: &[usize], excluders: &[u16]) -> [u16; 3] {
        let mut allowed = [0u16; 3];
        let choices: Vec<Vec<u8>> = cells.iter().map(|&c| digits(grid.mask(c)).collect()).collect();
        let mut index = vec![0usize; cells.len()];
        'combinations: loop {
            let values: Vec<u8> = (0..cells.len()).map(|i| choices[i][index[i]]).collect();
            let clash = (0..cells.len())
                .any(|i| (0..i).any(|j| values[i] == values[j] && PEER_MASKS[cells[i]] >> cells[j] & 1 == 1));
            let taken = values.iter().fold(0u16, |m, &v| m | 1 << v);
            if !clash && !excluders.iter().any(|&e| e & !taken == 0) {
                for (i, &v) in values.iter().enumerate() {
                    allowed[i] |= 1 << v;
                }
            }
            for i in 0..cells.len() {
                index[i] += 1;
                if index[i] < choices[i].len() {
                    continue 'combinations;
                }
                index[i] = 0;
            }
            break;
        }
        allowed
    }

    #[test]
    fn the_allowed_values_are_those_of_the_possible_combinations() {
        // A grid of many cells with two or three candidates.
        let mut grid =
            grid_of("98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6");
        for (c, keep) in [
            (2, 0b1000_0110u16),
            (11, 0b1_0000_0110),
            (20, 0b0110_0000),
            (4, 0b0011_0100),
        ] {
            remove(&mut grid, c, !keep);
        }
        let small: Vec<usize> = (0..81)
            .filter(|&c| (2..=3).contains(&grid.mask(c).count_ones()))
            .collect();
        let open: Vec<usize> = (0..81).filter(|&c| grid.mask(c).count_ones() >= 2).collect();
        let (mut compared, mut removing) = (0, 0);
        for (i, &a) in open.iter().enumerate() {
            for &b in &open[i + 1..] {
                for third in [None]
                    .into_iter()
                    .chain(open.iter().copied().filter(|&c| c > b).take(6).map(Some))
                {
                    let cells: Vec<usize> = [a, b].into_iter().chain(third).collect();
                    let excluders: Vec<u16> = small
                        .iter()
                        .filter(|&&e| cells.iter().all(|&c| PEER_MASKS[c] >> e & 1 == 1))
                        .map(|&e| grid.mask(e))
                        .collect();
                    let expected = allowed_by_trying_all(&grid, &cells, &excluders);
                    assert_eq!(
                        allowed_values(&grid.masks(), &cells, &excluders),
                        expected,
                        "{cells:?}"
                    );
                    compared += 1;
                    removing += usize::from(
                        cells
                            .iter()
                            .enumerate()
                            .any(|(k, &c)| grid.mask(c) & !expected[k] != 0),
                    );
                }
            }
        }
        assert!(
            compared > 1000 && removing > 10,
            "{compared} sets, {removing} removing"
        );
    }
}
