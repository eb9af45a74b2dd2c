//! Naked and hidden sets as Sudoku Explainer rates them (naked pair 3.0, triple 3.6,
//! quad 5.0; hidden pair 3.4, triple 4.0, quad 5.4), and the direct hidden pair (2.0)
//! and triple (2.5), which count only when they leave a hidden single and place it.

use std::ops::ControlFlow;

use super::ExplainerStep;
use super::intersections::house_name;
use super::names::{DIRECT_HIDDEN_SETS, HIDDEN_SETS, NAKED_SETS, sized};
use super::numbers::{HOUSES, SeView, cell_name};
use super::premises::{Premises, Visit};
use super::vocabulary::{Numbered, is_worth};
use crate::StepBuilder;
use crate::strategies::shared::combinations::bit_subsets;

/// The house kinds in Sudoku Explainer's order for sets: boxes, columns, rows.
const KINDS: [usize; 3] = [0, 2, 1];

/// Naked sets of `degree` cells, every one in Sudoku Explainer's order until `visit`
/// breaks.
pub(super) fn naked_set(grid: &impl SeView, degree: u32, visit: &mut Visit<'_>) -> ControlFlow<()> {
    let masks = grid.masks();
    for kind in KINDS {
        for h in kind * 9..kind * 9 + 9 {
            if grid.empty_count(h) < degree * 2 {
                continue;
            }
            // The places a naked set can use: cells of two or more candidates.
            let open = (0..9)
                .filter(|&k| masks[HOUSES[h][k] as usize].count_ones() > 1)
                .fold(0u16, |m, k| m | 1 << k);
            // The sets of `degree` open places, in Sudoku Explainer's order (as masks).
            for combo in bit_subsets(open, degree) {
                let union = (0..9)
                    .filter(|k| combo >> k & 1 == 1)
                    .fold(0u16, |u, k| u | masks[HOUSES[h][k] as usize]);
                if union.count_ones() != degree {
                    continue;
                }
                let (name, difficulty) = sized(NAKED_SETS, degree);
                let mut step = name.step();
                for k in 0..9 {
                    let c = HOUSES[h][k] as usize;
                    if combo >> k & 1 == 1 {
                        for v in digits(masks[c]) {
                            step = step.candidate(c, v);
                        }
                    } else {
                        step = step.remove_masks(&[(c as u8, masks[c] & union)]);
                    }
                }
                if is_worth(&step) {
                    let text = format!("{} in {}", digits_text(union), house_name(h));
                    let premises = Premises::NakedSet {
                        cells: (0..9)
                            .filter(|k| combo >> k & 1 == 1)
                            .map(|k| HOUSES[h][k])
                            .collect(),
                        values: union,
                    };
                    visit(ExplainerStep::found(name, difficulty, text, step), premises)?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// Hidden sets of `degree` values, or their direct form: every one in Sudoku
/// Explainer's order until `visit` breaks.
pub(super) fn hidden_set(
    grid: &impl SeView,
    degree: u32,
    direct: bool,
    visit: &mut Visit<'_>,
) -> ControlFlow<()> {
    for kind in KINDS {
        for h in kind * 9..kind * 9 + 9 {
            let empty = grid.empty_count(h);
            if !(empty > degree * 2 || (direct && empty > degree)) {
                continue;
            }
            let positions: [u16; 10] =
                std::array::from_fn(|v| if v == 0 { 0 } else { grid.positions(h, v as u8) });
            // The values a hidden set can use: those with two or more places.
            let open = (1..=9)
                .filter(|&v| positions[v].count_ones() > 1)
                .fold(0u16, |m, v| m | 1 << v);
            for values in bit_subsets(open, degree) {
                let common = digits(values).fold(0u16, |c, v| c | positions[usize::from(v)]);
                if common.count_ones() != degree {
                    continue;
                }
                if let Some(step) = hidden_hint(grid, h, degree, values, common, direct) {
                    let premises = Premises::HiddenSet {
                        house: h as u8,
                        values,
                    };
                    visit(step, premises)?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}

fn hidden_hint(
    grid: &impl SeView,
    h: usize,
    degree: u32,
    values: u16,
    common: u16,
    direct: bool,
) -> Option<ExplainerStep> {
    let mut removals = Vec::new();
    let mut pattern = Vec::new();
    for k in 0..9 {
        if common >> k & 1 == 1 {
            let c = HOUSES[h][k] as usize;
            for v in digits(grid.mask(c) & values) {
                pattern.push((c, v));
            }
            let extra = grid.mask(c) & !values;
            if extra != 0 {
                removals.push((c as u8, extra));
            }
        }
    }
    if !direct && removals.is_empty() {
        return None;
    }
    let set = format!("{} in {}", digits_text(values), house_name(h));
    if direct {
        for v in 1..=9u8 {
            if values >> v & 1 == 1 {
                continue;
            }
            let positions = grid.positions(h, v);
            if positions.count_ones() > 1 && (positions & !common).count_ones() == 1 {
                let cell = HOUSES[h][(positions & !common).trailing_zeros() as usize] as usize;
                let (name, difficulty) = sized(DIRECT_HIDDEN_SETS, degree);
                let text = format!(
                    "hidden set {set}, so {}={v}, its only place left",
                    cell_name(cell)
                );
                let step = with_pattern(name.step(), &pattern).put(cell, v);
                return Some(ExplainerStep::found(name, difficulty, text, step));
            }
        }
        return None;
    }
    let (name, difficulty) = sized(HIDDEN_SETS, degree);
    let step = with_pattern(name.step(), &pattern).remove_masks(&removals);
    Some(ExplainerStep::found(name, difficulty, set, step))
}

/// `step` with the candidates (cell, value) of `pattern`.
fn with_pattern(step: StepBuilder, pattern: &[(usize, u8)]) -> StepBuilder {
    pattern.iter().fold(step, |step, &(c, v)| step.candidate(c, v))
}

/// The values of a mask, in increasing order.
pub(super) fn digits(mask: u16) -> impl Iterator<Item = u8> {
    (1..=9u8).filter(move |&v| mask >> v & 1 == 1)
}

/// `{2,5,7}` as `257`.
pub(super) fn digits_text(mask: u16) -> String {
    digits(mask).map(|v| char::from(b'0' + v)).collect()
}
