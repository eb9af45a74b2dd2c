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
mod proof;
mod reach;
mod unary;

use std::cell::{Cell, RefCell};
use std::collections::{HashMap, VecDeque};
use std::rc::Rc;

use super::ExplainerStep;
use crate::{Digit, LayerGrid};
use hints::ChainHint;
use potentials::{Arena, Implications, Nested};

/// What the chain searches of one rating share: how many more implications they may
/// follow, the chains a nested rule found on each grid, and the scratch space the
/// searches work in. A rating makes one and drops it when it ends (as regex-automata's
/// `Cache`), so nothing of one rating reaches the next and nothing is shared between
/// threads. It is counted (`Rc`) because a nested search holds it as its outer search
/// does; once the budget is spent, every search stops.
#[derive(Clone, Default)]
pub(super) struct Budget(Rc<Shared>);

#[derive(Default)]
struct Shared {
    left: Cell<u64>,
    proofs: Proofs,
    /// See `Chaining::rule_hints`.
    rule_hints: RefCell<RuleHints>,
    /// Emptied storage of potential sets, for the next sets: a search makes and drops
    /// thousands.
    spare_sets: potentials::SpareSets,
    /// The potentials a dynamic reach has found but not yet followed.
    pending: RefCell<Vec<(u8, u8, bool)>>,
    /// The lists the search for the components of strong links works in.
    on_reach: RefCell<on_reach::Scratch>,
}

/// Whether the chains found carry proofs: the steps of a path do; a rating, which prints
/// none, does not write them (nor run again the searches a nested chain's proof needs).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) enum Proofs {
    #[default]
    Written,
    Skipped,
}

impl Budget {
    /// A budget of `implications` for searches whose chains carry proofs.
    pub(super) fn new(implications: u64) -> Budget {
        Budget::with_proofs(implications, Proofs::Written)
    }

    pub(super) fn with_proofs(implications: u64, proofs: Proofs) -> Budget {
        let budget = Budget(Rc::new(Shared {
            proofs,
            ..Shared::default()
        }));
        budget.0.left.set(implications);
        budget
    }

    pub(super) fn proofs(&self) -> Proofs {
        self.0.proofs
    }

    /// Takes one implication; false when none is left.
    pub(super) fn spend(&self) -> bool {
        let left = self.0.left.get();
        self.0.left.set(left.saturating_sub(1));
        left > 0
    }

    pub(super) fn is_spent(&self) -> bool {
        self.0.left.get() == 0
    }

    pub(super) fn left(&self) -> u64 {
        self.0.left.get()
    }

    /// An arena for one search, whose potential sets reuse the rating's spare storage.
    fn arena(&self) -> Arena {
        Arena::new(&self.0.spare_sets)
    }

    /// The list a dynamic reach keeps its pending potentials in.
    fn pending(&self) -> std::cell::RefMut<'_, Vec<(u8, u8, bool)>> {
        self.0.pending.borrow_mut()
    }

    /// The lists the search for strong links' components works in.
    fn on_reach_scratch(&self) -> std::cell::RefMut<'_, on_reach::Scratch> {
        self.0.on_reach.borrow_mut()
    }
}

/// A kind of chain search, as Sudoku Explainer configures it: named here, since five
/// values in a row say nothing at the call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct ChainMode {
    /// Several chains from the values of a cell or the places of a value in a house.
    multiple: bool,
    /// Each "off" removed from the grid as the search goes.
    dynamic: bool,
    /// A candidate assumed on leads to a contradiction.
    nishio: bool,
    /// The rules used once nothing else follows (0: none; see `OtherRule::for_level`).
    level: u32,
    /// How deep the dynamic chains of level 4 nest.
    nesting_limit: u32,
}

impl ChainMode {
    /// Bidirectional cycles and forcing chains, 6.5 to 7.0.
    pub(super) const CYCLES_AND_FORCING: ChainMode = ChainMode::plain(false, false, false);
    /// Nishio forcing chains, 7.5.
    pub(super) const NISHIO: ChainMode = ChainMode::plain(false, true, true);
    /// Cell and region forcing chains, 8.0.
    pub(super) const MULTIPLE: ChainMode = ChainMode::plain(true, false, false);
    /// Dynamic forcing chains, 8.5.
    pub(super) const DYNAMIC: ChainMode = ChainMode::plain(true, true, false);
    /// Dynamic chains using locked candidates, pairs and X-Wings, 9.0.
    pub(super) const DYNAMIC_PLUS: ChainMode = ChainMode::DYNAMIC.nested(1, 0);
    /// Dynamic chains with forcing chains inside, 9.5.
    pub(super) const NESTED_FORCING: ChainMode = ChainMode::DYNAMIC.nested(2, 0);
    /// Dynamic chains with multiple forcing chains inside, 10.0.
    pub(super) const NESTED_MULTIPLE: ChainMode = ChainMode::DYNAMIC.nested(3, 0);

    const fn plain(multiple: bool, dynamic: bool, nishio: bool) -> ChainMode {
        ChainMode {
            multiple,
            dynamic,
            nishio,
            level: 0,
            nesting_limit: 0,
        }
    }

    const fn nested(self, level: u32, nesting_limit: u32) -> ChainMode {
        ChainMode {
            level,
            nesting_limit,
            ..self
        }
    }

    /// Dynamic chains with dynamic chains inside, 10.5 and up, those inside nested to
    /// `limit` levels themselves.
    pub(super) const fn nested_dynamic(limit: u32) -> ChainMode {
        ChainMode::DYNAMIC.nested(4, limit)
    }

    /// The least a chain of this kind rates: what the path needs at least once a search
    /// of it runs out of budget.
    pub(super) fn floor(self) -> f64 {
        if self.level > 0 {
            8.5 + 0.5 * f64::from(self.level)
        } else if self.dynamic && self.nishio {
            7.5
        } else if self.dynamic {
            8.5
        } else if self.multiple {
            8.0
        } else {
            6.5
        }
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
                    ChainMode::CYCLES_AND_FORCING,
                    budget.clone(),
                ))));
            }
            if level >= 3 {
                rules.push(OtherRule::Chains(Box::new(Chaining::new(
                    ChainMode::MULTIPLE,
                    budget.clone(),
                ))));
            }
        } else {
            rules.push(OtherRule::Chains(Box::new(Chaining::new(
                ChainMode::DYNAMIC.nested(nesting_limit, 0),
                budget.clone(),
            ))));
        }
        rules
    }
}

/// A chain found while a nested search applies its rules: what it removes, the removed
/// candidates it rests on (all those the grid lacks; a search keeps those its own
/// start had), and what the outer chain's rating needs of it.
struct RuleHint {
    removals: Vec<(u8, u16)>,
    premises: Vec<(u8, u8)>,
    nested: Rc<Nested>,
}

/// The chains each kind of nested rule found on each grid, for the rating under way.
type RuleHints = HashMap<(u32, [u128; 9]), Rc<[RuleHint]>>;

/// How many grids' chains a rating keeps for its nested rules before it starts again.
const RULE_HINTS_KEPT: usize = 50_000;

impl Chaining {
    pub(super) fn new(mode: ChainMode, budget: Budget) -> Chaining {
        let ChainMode {
            multiple,
            dynamic,
            nishio,
            level,
            nesting_limit,
        } = mode;
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
    fn hints(&mut self, arena: &mut Arena, grid: &mut LayerGrid) -> Vec<ChainHint> {
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
    pub(super) fn first(&mut self, state: &LayerGrid) -> Option<ExplainerStep> {
        let mut arena = self.budget.arena();
        let mut grid = state.clone();
        let hints = self.hints(&mut arena, &mut grid);
        hints.into_iter().next().map(|h| h.into_step(self, &arena, state))
    }

    /// Every chain, as a rule of a nested search on `grid`.
    ///
    /// The chains depend on the grid alone, and the nested searches of a rating meet the
    /// same grid again and again (from other starts, at later steps), so each grid's are
    /// found once per rating. A search cut short by the budget is not kept.
    fn rule_hints(&mut self, grid: &mut LayerGrid) -> Rc<[RuleHint]> {
        let key = (self.kind(), Digit::ALL.map(|digit| grid.candidates(digit).bits()));
        if let Some(known) = self.budget.0.rule_hints.borrow().get(&key).cloned() {
            return known;
        }
        let mut arena = self.budget.arena();
        let found_in = Rc::new(potentials::FoundIn {
            mode: self.mode(),
            grid: grid.clone(),
        });
        let hints = self.hints(&mut arena, grid);
        let found: Rc<[RuleHint]> = hints
            .into_iter()
            .map(|h| RuleHint {
                premises: h.premises(&arena, grid),
                nested: Rc::new(h.nested_summary(&arena, &found_in)),
                removals: h.removals,
            })
            .collect();
        if !self.budget.is_spent() {
            let mut known = self.budget.0.rule_hints.borrow_mut();
            if known.len() >= RULE_HINTS_KEPT {
                known.clear();
            }
            known.insert(key, found.clone());
        }
        found
    }

    /// This kind of search.
    fn mode(&self) -> ChainMode {
        ChainMode {
            multiple: self.multiple,
            dynamic: self.dynamic,
            nishio: self.nishio,
            level: self.level,
            nesting_limit: self.nesting_limit,
        }
    }

    /// This kind of search, as a number.
    fn kind(&self) -> u32 {
        u32::from(self.multiple)
            | u32::from(self.dynamic) << 1
            | u32::from(self.nishio) << 2
            | self.level << 3
            | self.nesting_limit << 8
    }
}

/// The puzzle's candidates once the rater's techniques below the chains find nothing more:
/// where the chain searches start, for tests.
#[cfg(test)]
fn where_the_chains_start(puzzle: &str) -> LayerGrid {
    use super::{Memory, PRODUCERS, Producer};
    let mut grid = super::numbers::grid_of(puzzle);
    let budget = Budget::new(u64::MAX);
    let mut memory = Memory::default();
    while let Some(hint) = PRODUCERS
        .iter()
        .take_while(|p| !matches!(p, Producer::Chains(..)))
        .find_map(|p| p.first(&crate::CandidateView::new(&grid), &budget, &mut memory))
    {
        grid.apply(hint.step()).expect("the step applies");
    }
    grid
}

#[cfg(test)]
mod tests {
    use super::super::numbers::{SeView, remove};
    use super::*;

    #[test]
    fn the_chains_kept_for_a_grid_give_each_start_its_own_premises() {
        let mut compared = 0;
        for puzzle in [
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
            "...2.3..14....83......9......6.....2..5...8..79.....6.5...4.2....1.....79...65.8.",
            "84...9..1....8.2......7..4...1..4....83....6...9.....4...7...3..1.8....5.2..3.4..",
        ] {
            // A grid some removals past where the chains start, as a nested search
            // meets it, and two grids before it as the starts of the searches.
            let start = where_the_chains_start(puzzle);
            let mut removals = Vec::new();
            let mut probe = Chaining::new(ChainMode::DYNAMIC, Budget::new(u64::MAX));
            for hint in probe.hints(&mut Arena::default(), &mut start.clone()) {
                removals.extend(hint.removals);
            }
            assert!(removals.len() >= 2, "{puzzle}");
            let mut grid = start.clone();
            let mut halfway = start.clone();
            for (i, &(cell, mask)) in removals.iter().enumerate() {
                remove(&mut grid, usize::from(cell), mask);
                if i < removals.len() / 2 {
                    remove(&mut halfway, usize::from(cell), mask);
                }
            }
            for mode in [
                ChainMode::CYCLES_AND_FORCING,
                ChainMode::MULTIPLE,
                ChainMode::DYNAMIC,
            ] {
                let mut chaining = Chaining::new(mode, Budget::new(u64::MAX));
                let kept = chaining.rule_hints(&mut grid.clone());
                assert!(Rc::ptr_eq(&kept, &chaining.rule_hints(&mut grid.clone())));
                let mut arena = Arena::default();
                let fresh = chaining.hints(&mut arena, &mut grid.clone());
                assert_eq!(kept.len(), fresh.len());
                for (k, f) in kept.iter().zip(&fresh) {
                    assert_eq!(k.premises, f.premises(&arena, &grid));
                    assert_eq!(k.removals, f.removals);
                    // Each search keeps the premises its start had, gone from the grid.
                    for initial in [&start, &halfway] {
                        let own = (k.premises.iter())
                            .filter(|&&(cell, value)| initial.has(usize::from(cell), value));
                        for &(cell, value) in own {
                            assert!(!grid.has(usize::from(cell), value));
                            compared += 1;
                        }
                    }
                }
            }
        }
        assert!(compared > 10, "{compared} premises compared");
    }
}
