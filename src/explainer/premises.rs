//! What Sudoku Explainer's chains need of a step they use as a rule: the removed
//! candidates its pattern rests on, and the order in which SE walks its removals.

use std::ops::ControlFlow;

use super::ExplainerStep;
use super::numbers::{HOUSE_MASKS, HOUSES, SeView};

/// What a search that SE's chains also use as a rule gives each step it finds to: the
/// step, and the removed candidates it rests on.
pub(super) type Visit<'a> = dyn FnMut(ExplainerStep, Premises) -> ControlFlow<()> + 'a;

/// The candidates a step's pattern needs gone, when a dynamic chain uses the step as one
/// of its rules: the chain's implication then has these removals as its parents.
#[derive(Clone, Debug)]
pub(super) enum Premises {
    /// Locked candidates and fish: `value` confined to the cover houses within the base
    /// houses; the premises are the value's removed candidates of the bases outside
    /// every cover.
    Lines {
        value: u8,
        bases: Vec<u8>,
        covers: Vec<u8>,
    },
    /// A naked set: the removed candidates of its cells outside its values.
    NakedSet { cells: Vec<u8>, values: u16 },
    /// A hidden set in `house`: the removed candidates of its values in the house's
    /// cells that hold none of them now.
    HiddenSet { house: u8, values: u16 },
}

impl Premises {
    /// The removed candidates (cell, value) the step rests on: candidates of `initial`
    /// that `current` no longer has, in Sudoku Explainer's order.
    pub(super) fn of(&self, initial: &impl SeView, current: &impl SeView) -> Vec<(u8, u8)> {
        let gone = |c: usize, v: u8| initial.has(c, v) && !current.has(c, v);
        let mut out = Vec::new();
        match self {
            Premises::Lines { value, bases, covers } => {
                for &base in bases {
                    for &c in &HOUSES[base as usize] {
                        let covered = covers.iter().any(|&h| HOUSE_MASKS[h as usize] >> c & 1 == 1);
                        if gone(c as usize, *value) && !covered {
                            out.push((c, *value));
                        }
                    }
                }
            }
            Premises::NakedSet { cells, values } => {
                for &c in cells {
                    for v in 1..=9u8 {
                        if values >> v & 1 == 0 && initial.has(c as usize, v) {
                            out.push((c, v));
                        }
                    }
                }
            }
            Premises::HiddenSet { house, values } => {
                let cells = &HOUSES[*house as usize];
                for &c in cells {
                    if current.mask(c as usize) & values != 0 {
                        continue;
                    }
                    for v in 1..=9u8 {
                        if values >> v & 1 == 1 && initial.has(c as usize, v) {
                            out.push((c, v));
                        }
                    }
                }
            }
        }
        out
    }
}

/// The order in which Java's `HashMap` keyed by cell index visits `cells` (given in
/// insertion order): by index modulo the table's capacity, which grows from 16 by
/// doubling while the entries exceed three quarters of it; entries of one bucket keep
/// their insertion order. Sudoku Explainer walks a step's removals in this order, and a
/// chain that uses the step derives its implications in it.
pub(super) fn java_hash_order<T: Copy>(items: &[T], cell: impl Fn(&T) -> u8) -> Vec<T> {
    let mut capacity = 16usize;
    while items.len() * 4 > capacity * 3 {
        capacity *= 2;
    }
    let mut out = items.to_vec();
    out.sort_by_key(|item| usize::from(cell(item)) % capacity);
    out
}
