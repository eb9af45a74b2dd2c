//! The Bivalue Universal Grave (BUG), types 1 to 4, as Sudoku Explainer finds and rates
//! it, with the SukakuExplainer fork's default correction for type 2 (its "lkSudoku"
//! fix: when the only extra value is the same everywhere, every cell holding it as an
//! extra counts).
//!
//! A BUG is a state where every empty cell has two candidates and every value has two
//! places in each house it can go in: such a state has zero or two solutions, so a puzzle
//! with one solution cannot reach it. When only a few "BUG cells" hold a third value (the
//! value that has three places in their houses), one of those extra values must be true:
//!
//! - type 1 (5.6): one BUG cell: it keeps only its extra values;
//! - type 2 (5.7): one extra value in all BUG cells: cells seeing them all lose it;
//! - type 3 (5.7 + 0.1 per value beyond one): the BUG cells' extra values form a naked
//!   set with other cells of a house they share, whose other cells lose the set's values;
//! - type 4 (5.7): two BUG cells in one house share a value other than their extra values:
//!   they keep only their extra values and that value.
//!
//! The rater applies the first hint found: type 1, else type 2 then type 4, else type 4
//! then type 3 (the smallest set first; houses in the order box, row, column).

use super::ExplainerStep;
use super::names::Name;
use super::numbers::{CELL_HOUSES, HOUSES, PEER_MASKS, SeView, cell_name};
use super::subsets::digits_text;
use super::vocabulary::{Numbered, is_worth};
use crate::CandidateView;

/// The BUG hint the rater applies first, if any.
pub(super) fn bug(view: &CandidateView<'_>) -> Option<ExplainerStep> {
    let cands = view.masks();
    let mut temp = cands;
    let mut bug_cells: Vec<usize> = Vec::new();
    let mut bug_values = [0u16; 81];
    let mut all_values = 0u16;
    let mut common: Option<u128> = None;
    let mut all_extra: Option<Vec<usize>> = None;
    let mut only_value = 0u8;
    let mut one_value = true;
    // Adds a BUG cell; false when no type 1, 2 or 3 can be left.
    let add = |cell: usize, bug_cells: &Vec<usize>, common: &mut Option<u128>, all_values: u16| -> bool {
        let seen = common.map_or(PEER_MASKS[cell], |m| m & PEER_MASKS[cell]);
        let cells = bug_cells.iter().fold(0u128, |m, &c| m | 1u128 << c);
        let seen = seen & !cells;
        *common = Some(seen);
        !(bug_cells.len() > 1 && all_values.count_ones() > 1 && seen == 0)
    };
    for (house, house_cells) in HOUSES.iter().enumerate() {
        for v in 1..=9u8 {
            let positions = view.positions(house, v);
            let count = positions.count_ones();
            if count == 0 || count == 2 {
                continue;
            }
            let new_cells: Vec<usize> = (0..9)
                .filter(|k| positions >> k & 1 == 1)
                .map(|k| house_cells[k] as usize)
                .filter(|&c| cands[c].count_ones() >= 3)
                .collect();
            match &mut all_extra {
                None => {
                    all_extra = Some(new_cells.clone());
                    only_value = v;
                }
                Some(cells) if one_value => {
                    if only_value == v {
                        for &c in &new_cells {
                            if !cells.contains(&c) {
                                cells.push(c);
                            }
                        }
                    } else {
                        one_value = false;
                    }
                }
                Some(_) => {}
            }
            if new_cells.len() == 1 {
                let cell = new_cells[0];
                if !bug_cells.contains(&cell) {
                    bug_cells.push(cell);
                }
                bug_values[cell] |= 1 << v;
                all_values |= 1 << v;
                temp[cell] &= !(1 << v);
                if !add(cell, &bug_cells, &mut common, all_values) {
                    return None;
                }
            }
            if new_cells.is_empty() {
                return None;
            }
        }
    }
    if one_value
        && let Some(mut extra) = all_extra
        && extra.len() > bug_cells.len()
    {
        extra.retain(|c| !bug_cells.contains(c));
        extra.sort_unstable();
        for cell in extra {
            bug_cells.push(cell);
            bug_values[cell] = 1 << only_value;
            temp[cell] &= !(1 << only_value);
            if !add(cell, &bug_cells, &mut common, all_values) {
                return None;
            }
        }
    }
    // Without the extra values, the grid must be a BUG.
    if (0..81).any(|c| view.is_empty(c) && temp[c].count_ones() != 2) {
        return None;
    }
    for house in HOUSES {
        for v in 1..=9u8 {
            let count = house.iter().filter(|&&c| temp[c as usize] >> v & 1 == 1).count();
            if count != 0 && count != 2 {
                return None;
            }
        }
    }
    let common = common.unwrap_or(0);
    if bug_cells.len() == 1 {
        let cell = bug_cells[0];
        let keep = all_values;
        let step = Name::Bug(1)
            .step()
            .remove_masks(&[(cell as u8, cands[cell] & !keep)]);
        let text = format!("{} must be {}", cell_name(cell), digits_text(keep));
        return Some(ExplainerStep::found(Name::Bug(1), 5.6, text, step));
    }
    if all_values.count_ones() == 1 {
        let v = all_values.trailing_zeros() as u8;
        let mut step = Name::Bug(2).step();
        for c in 0..81 {
            if common >> c & 1 == 1 && cands[c] >> v & 1 == 1 {
                step = step.remove(c, v);
            }
        }
        if is_worth(&step) {
            let cells: Vec<String> = bug_cells.iter().map(|&c| cell_name(c)).collect();
            let text = format!("{v} is true in one of {}", cells.join(","));
            return Some(ExplainerStep::found(Name::Bug(2), 5.7, text, step));
        }
        if bug_cells.len() == 2 {
            return type4(&cands, &bug_cells, &bug_values, all_values);
        }
        return None;
    }
    if common != 0 {
        if bug_cells.len() == 2
            && let Some(found) = type4(&cands, &bug_cells, &bug_values, all_values)
        {
            return Some(found);
        }
        return type3(&cands, &bug_cells, all_values, common);
    }
    None
}

/// The house of kind `kind` (0 box, 1 row, 2 column) holding all `cells`, if any.
fn shared(cells: &[usize], kind: usize) -> Option<usize> {
    let house = CELL_HOUSES[cells[0]][kind];
    cells
        .iter()
        .all(|&c| CELL_HOUSES[c][kind] == house)
        .then_some(house as usize)
}

fn type4(
    cands: &[u16; 81],
    cells: &[usize],
    bug_values: &[u16; 81],
    all_values: u16,
) -> Option<ExplainerStep> {
    let (c1, c2) = (cells[0], cells[1]);
    let common = cands[c1] & cands[c2] & !all_values;
    if common.count_ones() != 1 {
        return None;
    }
    (0..3).find_map(|kind| shared(cells, kind))?;
    let value = common.trailing_zeros() as u8;
    let mut step = Name::Bug(4).step();
    for c in [c1, c2] {
        step = step.remove_masks(&[(c as u8, cands[c] & !bug_values[c] & !(1 << value))]);
    }
    let text = format!(
        "{} and {} share {value}: each keeps its extra value or {value}",
        cell_name(c1),
        cell_name(c2)
    );
    Some(ExplainerStep::found(Name::Bug(4), 5.7, text, step))
}

fn type3(cands: &[u16; 81], cells: &[usize], all_values: u16, common: u128) -> Option<ExplainerStep> {
    let bug_mask = cells.iter().fold(0u128, |m, &c| m | 1u128 << c);
    for degree in 2..=6usize {
        for kind in [0usize, 1, 2] {
            let Some(house) = shared(cells, kind) else {
                continue;
            };
            let region: Vec<usize> = (0..81)
                .filter(|&c| common >> c & 1 == 1 && CELL_HOUSES[c][kind] as usize == house)
                .collect();
            if region.len() < degree {
                continue;
            }
            for pick in 0u32..1 << region.len() {
                if pick.count_ones() as usize != degree - 1 {
                    continue;
                }
                let naked: Vec<usize> = (0..region.len())
                    .filter(|i| pick >> i & 1 == 1)
                    .map(|i| region[i])
                    .collect();
                let others = naked.iter().fold(0u16, |m, &c| m | cands[c]);
                if others.count_ones() as usize != degree {
                    continue;
                }
                let tiny = naked.iter().any(|&c| cands[c].count_ones() <= 1) || all_values.count_ones() <= 1;
                let set = others | all_values;
                if tiny || set.count_ones() as usize != degree {
                    continue;
                }
                let mut step = Name::Bug(3).step();
                for &c in &region {
                    if naked.contains(&c) || bug_mask >> c & 1 == 1 {
                        continue;
                    }
                    step = step.remove_masks(&[(c as u8, cands[c] & set)]);
                }
                if is_worth(&step) {
                    let text = format!(
                        "the extra values form a naked set {} in a house",
                        digits_text(set)
                    );
                    let difficulty = 5.7 + (degree as f64 - 1.0) * 0.1;
                    return Some(ExplainerStep::found(Name::Bug(3), difficulty, text, step));
                }
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bug_rated_by_the_rater_is_on_the_path() {
        // The first puzzle of the shared rated set rated "BUG type 1".
        crate::explainer::rated_cases::check_rated(&["BUG type 1"]);
    }

    #[test]
    fn no_bug_on_an_open_grid() {
        let empty = crate::LayerGrid::new();
        assert!(bug(&CandidateView::new(&empty)).is_none());
    }
}
