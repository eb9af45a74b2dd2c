//! X-Wing (3.2), Swordfish (3.8) and Jellyfish (5.2), as Sudoku Explainer finds them:
//! columns as base lines first, then rows.

use std::ops::ControlFlow;

use super::ExplainerStep;
use super::intersections::house_name;
use super::names::{FISH, sized};
use super::numbers::{HOUSE_MASKS, HOUSES, SeView};
use super::premises::{Premises, Visit};
use super::vocabulary::{Numbered, is_worth};
use crate::Technique;
use crate::strategies::shared::combinations::bit_subsets;
use crate::strategies::shared::fruitless::{FruitlessScans, ScanKind};

/// Fish of `degree` base lines, every one in Sudoku Explainer's order until `visit`
/// breaks.
pub(super) fn fish(grid: &impl SeView, degree: u32, visit: &mut Visit<'_>) -> ControlFlow<()> {
    fish_with_changed(grid, degree, &[!0; 10], visit)
}

/// The fish the rater applies first, if any. A fish whose base lines kept their places
/// of its value since the last search of this degree on the walk found nothing
/// (`fruitless`) was a fish then, with as much to remove or more, and would have been
/// found (see `FruitlessScans`); only fish with a changed base line are looked at.
pub(super) fn first_fish(
    grid: &impl SeView,
    degree: u32,
    fruitless: Option<&FruitlessScans>,
) -> Option<ExplainerStep> {
    let kind = ScanKind::sized(Technique::XWing, degree as usize);
    let masks = grid.digit_masks();
    let mut changed = [!0; 10];
    if let Some(lost) = fruitless.and_then(|f| f.lost_since(kind, &masks)) {
        changed[1..].copy_from_slice(&lost);
    }
    let mut found = None;
    let _ = fish_with_changed(grid, degree, &changed, &mut |step, _| {
        found = Some(step);
        ControlFlow::Break(())
    });
    if let Some(fruitless) = fruitless {
        fruitless.record(kind, &masks, found.is_none());
    }
    found
}

/// `fish`, passing over the fish of value `v` none of whose base lines holds a cell of
/// `changed[v]`.
fn fish_with_changed(
    grid: &impl SeView,
    degree: u32,
    changed: &[u128; 10],
    visit: &mut Visit<'_>,
) -> ControlFlow<()> {
    let occurrences: Vec<u32> = (0..=9u8)
        .map(|v| if v == 0 { 0 } else { grid.occurrences(v) })
        .collect();
    // (base kind, cover kind): columns then rows as base lines.
    for (base, cover) in [(2usize, 1usize), (1, 2)] {
        // For each value, its places in each base line and the lines of two or more.
        let positions: [[u16; 9]; 10] = std::array::from_fn(|v| {
            std::array::from_fn(|i| {
                if v == 0 {
                    0
                } else {
                    grid.positions(base * 9 + i, v as u8)
                }
            })
        });
        let open: [u16; 10] = std::array::from_fn(|v| {
            (0..9)
                .filter(|&i| positions[v][i].count_ones() > 1)
                .fold(0u16, |m, i| m | 1 << i)
        });
        let changed_lines: [u16; 10] = std::array::from_fn(|v| {
            (0..9)
                .filter(|&i| HOUSE_MASKS[base * 9 + i] & changed[v] != 0)
                .fold(0u16, |m, i| m | 1 << i)
        });
        // The values that can make a fish at all: with few enough placements, enough
        // open lines, and a changed line.
        let live: Vec<u8> = (1..=9u8)
            .filter(|&v| {
                let v = usize::from(v);
                occurrences[v] + degree * 2 <= 9 && open[v].count_ones() >= degree && changed_lines[v] != 0
            })
            .collect();
        // Only sets of lines open for some value can make a fish.
        let any_open = live.iter().fold(0, |all, &v| all | open[usize::from(v)]);
        for combo in bit_subsets(any_open, degree) {
            for &v in &live {
                if combo & !open[usize::from(v)] != 0 || combo & changed_lines[usize::from(v)] == 0 {
                    continue;
                }
                let common = (0..9)
                    .filter(|i| combo >> i & 1 == 1)
                    .fold(0u16, |c, i| c | positions[usize::from(v)][i]);
                if common.count_ones() != degree {
                    continue;
                }
                let (name, difficulty) = sized(FISH, degree);
                let mut step = name.step();
                for j in 0..9 {
                    if common >> j & 1 == 0 {
                        continue;
                    }
                    let line = cover * 9 + j;
                    for (k, &c) in HOUSES[line].iter().enumerate() {
                        let c = c as usize;
                        if grid.has(c, v) {
                            if combo >> k & 1 == 1 {
                                step = step.candidate(c, v);
                            } else {
                                step = step.remove(c, v);
                            }
                        }
                    }
                }
                if is_worth(&step) {
                    let bases: Vec<String> = (0..9)
                        .filter(|i| combo >> i & 1 == 1)
                        .map(|i| house_name(base * 9 + i))
                        .collect();
                    let text = format!("{v} in {}", bases.join(","));
                    let premises = Premises::Lines {
                        value: v,
                        bases: (0..9u8)
                            .filter(|i| combo >> i & 1 == 1)
                            .map(|i| base as u8 * 9 + i)
                            .collect(),
                        covers: (0..9u8)
                            .filter(|j| common >> j & 1 == 1)
                            .map(|j| cover as u8 * 9 + j)
                            .collect(),
                    };
                    visit(ExplainerStep::found(name, difficulty, text, step), premises)?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}
