//! Sudoku Explainer's chains, from the bidirectional cycles (6.5) to the nested dynamic
//! forcing chains (10.5 and up), with its rules for which chain it finds first and how
//! it rates it.
//!
//! A search starts from potentials (a value of a cell assumed on or off) and follows
//! the implications of `implications`. Its kinds, as the rater tries them:
//!
//! - cycles and forcing chains (`unary`): from each candidate, X-links only (6.5 for a
//!   cycle, 6.6 for a forcing X-chain), Y-links only, then both (7.0);
//! - Nishio forcing chains (7.5): a candidate assumed on leads, by X-links and removing
//!   what goes off, to a contradiction;
//! - multiple forcing chains (8.0): every value of a cell, or every place of a value in a
//!   house, leads to the same potential (`multiple`);
//! - dynamic forcing chains (8.5): the same with each "off" removed from the grid as the
//!   search goes, contradictions, and both states of a candidate leading to one
//!   potential;
//! - level `n` (8.5 + 0.5 n): dynamic chains that also use rules once nothing else
//!   follows: locked candidates, hidden and naked pairs and X-Wings at level 1, and
//!   forcing chains (2), multiple forcing chains (3) or dynamic chains (4, themselves
//!   nested to a limit) inside.
//!
//! A chain's rating adds 0.1 for every step of its complexity (the distinct potentials
//! behind its targets, its nested chains' included) over 4, 6, 8, 12, 16, 24, ... (each
//! step half or a third more than the last). Of the chains a kind finds, the rater
//! takes the lowest rated, then the least complex, then by shape (double forcing first,
//! then X, Y, XY chains, cell, region and contradiction chains); this ordering is kept
//! here, and so are the orders the searches visit cells, values and houses in, since
//! they decide which of equal chains is found first.

mod dynamic_reach;
mod hints;
mod implications;
mod multiple;
mod on_reach;
mod potentials;
mod reach;
mod unary;

use std::cell::Cell;
use std::collections::VecDeque;
use std::rc::Rc;

use super::board::Board;
use super::hint::Hint;
use hints::ChainHint;
#[cfg(feature = "serde")]
pub(super) use hints::intern_read;
use potentials::{Arena, Implications, Nested};

/// How many more implications the chain searches of one rating may follow. Shared by
/// every search of the rating, nested ones included; once spent, the searches stop.
#[derive(Clone, Debug)]
pub(super) struct Budget(Rc<Cell<u64>>);

impl Budget {
    pub(super) fn new(implications: u64) -> Budget {
        Budget(Rc::new(Cell::new(implications)))
    }

    /// Takes one implication; false when none is left.
    pub(super) fn spend(&self) -> bool {
        let left = self.0.get();
        self.0.set(left.saturating_sub(1));
        left > 0
    }

    pub(super) fn is_spent(&self) -> bool {
        self.0.get() == 0
    }

    pub(super) fn left(&self) -> u64 {
        self.0.get()
    }
}

/// One kind of chain search, as Sudoku Explainer configures it.
pub(super) struct Chaining {
    multiple: bool,
    dynamic: bool,
    nishio: bool,
    level: u32,
    nesting_limit: u32,
    /// The rules a nested search uses, made when first needed.
    other_rules: Option<Vec<OtherRule>>,
    budget: Budget,
    /// The queues and list a search works in, kept from one search to the next.
    scratch: (VecDeque<u32>, VecDeque<u32>, Implications),
}

/// A rule a nested search applies once nothing else follows.
enum OtherRule {
    Locking,
    HiddenPair,
    NakedPair,
    XWing,
    Chains(Box<Chaining>),
}

impl OtherRule {
    fn for_level(level: u32, nesting_limit: u32, budget: &Budget) -> Vec<OtherRule> {
        let mut rules = vec![
            OtherRule::Locking,
            OtherRule::HiddenPair,
            OtherRule::NakedPair,
            OtherRule::XWing,
        ];
        if level < 4 {
            if level >= 2 {
                rules.push(OtherRule::Chains(Box::new(Chaining::new(
                    false,
                    false,
                    false,
                    0,
                    0,
                    budget.clone(),
                ))));
            }
            if level >= 3 {
                rules.push(OtherRule::Chains(Box::new(Chaining::new(
                    true,
                    false,
                    false,
                    0,
                    0,
                    budget.clone(),
                ))));
            }
        } else {
            rules.push(OtherRule::Chains(Box::new(Chaining::new(
                true,
                true,
                false,
                nesting_limit,
                0,
                budget.clone(),
            ))));
        }
        rules
    }
}

/// A chain found while a nested search applies its rules: what it removes, the removed
/// candidates it rests on, and what the outer chain's rating needs of it.
struct RuleHint {
    removals: Vec<(u8, u16)>,
    premises: Vec<(u8, u8)>,
    nested: Rc<Nested>,
}

impl Chaining {
    pub(super) fn new(
        multiple: bool,
        dynamic: bool,
        nishio: bool,
        level: u32,
        nesting_limit: u32,
        budget: Budget,
    ) -> Chaining {
        Chaining {
            multiple,
            dynamic,
            nishio,
            level,
            nesting_limit,
            other_rules: None,
            budget,
            scratch: Default::default(),
        }
    }

    /// The rating of this kind's forcing chains before their length is added.
    fn base_difficulty(&self) -> f64 {
        if self.level > 0 {
            8.5 + 0.5 * f64::from(self.level)
        } else if self.nishio {
            7.5
        } else if self.dynamic {
            8.5
        } else {
            8.0
        }
    }

    /// Every chain of this kind, easiest first.
    fn hints(&mut self, arena: &mut Arena, grid: &mut Board) -> Vec<ChainHint> {
        let mut found = if self.multiple || self.dynamic {
            self.multiple_chains(arena, grid)
        } else {
            let budget = &self.budget;
            let mut all = unary::loops(arena, grid, false, true, budget);
            all.extend(unary::loops(arena, grid, true, false, budget));
            all.extend(unary::loops(arena, grid, true, true, budget));
            all
        };
        for hint in &mut found {
            hint.rate(self, arena);
        }
        found.sort_by(|a, b| {
            a.difficulty
                .partial_cmp(&b.difficulty)
                .unwrap_or(std::cmp::Ordering::Equal)
                .then(a.complexity.cmp(&b.complexity))
                .then(a.sort_key().cmp(&b.sort_key()))
        });
        found
    }

    /// The chain the rater would apply.
    pub(super) fn first(&mut self, board: &Board) -> Option<Hint> {
        let mut arena = Arena::default();
        let mut grid = board.clone();
        let hints = self.hints(&mut arena, &mut grid);
        hints.into_iter().next().map(|h| h.into_hint(self, &arena))
    }

    /// Every chain, as a rule of a nested search on `grid` (whose candidates before that
    /// search are `initial`).
    fn rule_hints(&mut self, grid: &mut Board, initial: &Board) -> Vec<RuleHint> {
        let mut arena = Arena::default();
        let hints = self.hints(&mut arena, grid);
        hints
            .into_iter()
            .map(|h| RuleHint {
                premises: h.premises(&arena, initial, grid),
                nested: Rc::new(h.nested_summary(&arena)),
                removals: h.removals,
            })
            .collect()
    }
}

/// The puzzle's board once the rater's techniques below the chains find nothing more:
/// where the chain searches start, for tests.
#[cfg(test)]
fn where_the_chains_start(puzzle: &str) -> Board {
    use super::{Memory, PRODUCERS, Producer};
    let mut board = Board::from_line(puzzle);
    let budget = Budget::new(u64::MAX);
    let mut memory = Memory::default();
    while let Some(hint) = PRODUCERS
        .iter()
        .take_while(|p| !matches!(p, Producer::Chains(..)))
        .find_map(|p| p.first(&board, &budget, &mut memory))
    {
        hint.apply(&mut board);
    }
    board
}
