//! A hint as Sudoku Explainer applies it: a technique's name, a difficulty, the
//! candidates it removes and, for some, the value it places.

use super::board::{Board, HOUSE_MASKS, HOUSES};
use super::names::Name;

/// One hint. Its difficulty is a Sudoku Explainer rating (1.0 to 11.x), computed in
/// `f64` exactly as Sudoku Explainer computes it, so that hints of equal rating sort
/// the same way.
#[derive(Clone, Debug)]
pub(super) struct Hint {
    /// The technique, as Sudoku Explainer names it ("Hidden Single", "Dynamic Cell
    /// Forcing Chains").
    pub(super) name: Name,
    pub(super) difficulty: f64,
    /// Candidates removed: cell and value mask.
    pub(super) removals: Vec<(u8, u16)>,
    /// The value placed, if the hint places one: cell and value.
    pub(super) placement: Option<(u8, u8)>,
    /// What the hint says, in our notation.
    pub(super) text: String,
    /// The cells and candidates of its pattern, for pictures.
    pub(super) pattern: Vec<(u8, u8)>,
    /// For a chain, its implications as links to draw, each from the potential
    /// (cell, value, on) it follows from to the potential it gives.
    pub(super) links: Vec<(Potential, Potential)>,
    /// What must have gone before the hint could apply, when a chain uses it as a
    /// rule (see `Premises`).
    pub(super) premises: Premises,
    /// For a chain, its proof in the documented form (see `chaining::proof`).
    pub(super) proof: Option<crate::Proof>,
}

/// A value of a cell taken as true (`on`) or false: one end of a chain's implication.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Potential {
    pub(super) cell: u8,
    pub(super) value: u8,
    pub(super) on: bool,
}

/// The candidates a hint's pattern needs gone, when a dynamic chain uses the hint as one
/// of its rules: the chain's implication then has these removals as its parents.
#[derive(Clone, Debug, Default)]
pub(super) enum Premises {
    /// The hint is never used inside a chain.
    #[default]
    None,
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
    /// The removed candidates (cell, value) the hint rests on: candidates of `initial`
    /// that `current` no longer has, in Sudoku Explainer's order.
    pub(super) fn of(&self, initial: &Board, current: &Board) -> Vec<(u8, u8)> {
        let gone = |c: usize, v: u8| initial.has(c, v) && !current.has(c, v);
        let mut out = Vec::new();
        match self {
            Premises::None => {}
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
                    if current.cands[c as usize] & values != 0 {
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

impl Hint {
    pub(super) fn new(name: Name, difficulty: f64) -> Hint {
        Hint {
            name,
            difficulty,
            removals: Vec::new(),
            placement: None,
            text: String::new(),
            pattern: Vec::new(),
            links: Vec::new(),
            premises: Premises::None,
            proof: None,
        }
    }

    /// The hint of a pattern of `size` (2 for a pair or an X-Wing) of a family whose
    /// names and ratings go by size from 2 (`names::FISH`...).
    pub(super) fn sized(family: &[(Name, f64)], size: u32) -> Hint {
        let (name, difficulty) = family[size as usize - 2];
        Hint::new(name, difficulty)
    }

    /// Removes value `v` from cell `c` (merged with an earlier removal of the cell).
    pub(super) fn remove(&mut self, c: usize, v: u8) {
        match self.removals.iter_mut().find(|(cell, _)| *cell as usize == c) {
            Some((_, mask)) => *mask |= 1 << v,
            None => self.removals.push((c as u8, 1 << v)),
        }
    }

    /// Whether an indirect hint changes the board: it removes something.
    pub(super) fn is_worth(&self) -> bool {
        !self.removals.is_empty() || self.placement.is_some()
    }

    /// Takes the hint on `grid` as the engine's walk takes it, and reads the board of
    /// the state it leads to, for tests that walk part of the path.
    #[cfg(test)]
    pub(super) fn take(&self, grid: &mut crate::LayerGrid) -> Board {
        grid.apply(&super::vocabulary::step_of(self))
            .expect("the hint applies");
        Board::from_grid(grid)
    }
}

/// The order in which Java's `HashMap` keyed by cell index visits `cells` (given in
/// insertion order): by index modulo the table's capacity, which grows from 16 by
/// doubling while the entries exceed three quarters of it; entries of one bucket keep
/// their insertion order. Sudoku Explainer walks a hint's removals in this order, and a
/// chain that uses the hint derives its implications in it.
pub(super) fn java_hash_order<T: Copy>(items: &[T], cell: impl Fn(&T) -> u8) -> Vec<T> {
    let mut capacity = 16usize;
    while items.len() * 4 > capacity * 3 {
        capacity *= 2;
    }
    let mut out = items.to_vec();
    out.sort_by_key(|item| usize::from(cell(item)) % capacity);
    out
}
