//! A hint as Sudoku Explainer applies it: a technique's name, a difficulty, the
//! candidates it removes and, for some, the value it places.

use super::board::{Board, PEERS};

/// One hint. Its difficulty is a Sudoku Explainer rating (1.0 to 11.x), computed in
/// `f64` exactly as Sudoku Explainer computes it, so that hints of equal rating sort
/// the same way.
#[derive(Clone, Debug)]
pub(super) struct Hint {
    /// The technique, as Sudoku Explainer names it ("Hidden Single", "Dynamic Cell
    /// Forcing Chains").
    pub(super) name: &'static str,
    pub(super) difficulty: f64,
    /// Candidates removed: cell and value mask.
    pub(super) removals: Vec<(u8, u16)>,
    /// The value placed, if the hint places one: cell and value.
    pub(super) placement: Option<(u8, u8)>,
    /// What the hint says, in our notation.
    pub(super) text: String,
    /// The cells and candidates of its pattern, for pictures.
    pub(super) pattern: Vec<(u8, u8)>,
}

impl Hint {
    pub(super) fn new(name: &'static str, difficulty: f64) -> Hint {
        Hint {
            name,
            difficulty,
            removals: Vec::new(),
            placement: None,
            text: String::new(),
            pattern: Vec::new(),
        }
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

    /// Applies the hint: its removals, then its placement.
    pub(super) fn apply(&self, board: &mut Board) {
        for &(c, mask) in &self.removals {
            board.cands[c as usize] &= !mask;
        }
        if let Some((c, v)) = self.placement {
            board.place(c as usize, v);
        }
    }

    /// The number of candidates the hint removes, its placement's peers included.
    pub(super) fn effect_size(&self, board: &Board) -> usize {
        let mut n: usize = self.removals.iter().map(|&(_, m)| m.count_ones() as usize).sum();
        if let Some((c, v)) = self.placement {
            n += PEERS[c as usize]
                .iter()
                .filter(|&&p| board.has(p as usize, v))
                .count();
        }
        n
    }
}
