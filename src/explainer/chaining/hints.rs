//! The chains a search finds, with Sudoku Explainer's names, complexities and ratings.

use std::collections::HashSet;
use std::rc::Rc;

use super::super::ExplainerStep;
use super::super::names::{ChainKind, ChainPrefix, Name};
use super::super::numbers::{CELL_HOUSES, HOUSES, SeView, cell_name};
use super::super::vocabulary::{Numbered, implication};
use super::Chaining;
use super::potentials::{Arena, Cause, FoundIn, KEYS, Nested, key};
use crate::LayerGrid;
use crate::StepBuilder;

/// What a chain is made of: the potentials it ends in (its targets), each the last of
/// the implications behind it.
#[derive(Debug)]
pub(super) enum Shape {
    /// A loop back to its start; `dst_off` is the same loop read backwards.
    Cycle { dst_on: u32, dst_off: u32 },
    /// One chain from a candidate to its own negation.
    Forcing { target: u32 },
    /// Both states of `src` lead to one potential (`dst_on` from on, `dst_off` from
    /// off), or `src` leads to a contradiction (`dst_on` and `dst_off` the potential
    /// found both on and off).
    Binary {
        src: u32,
        dst_on: u32,
        dst_off: u32,
        absurd: bool,
    },
    /// Every value of `cell` leads to the potential, one chain per value.
    Cell { cell: u8, targets: Vec<u32> },
    /// Every place of `value` in `house` leads to the potential.
    Region { house: u8, value: u8, targets: Vec<u32> },
}

/// A chain and what it removes.
#[derive(Debug)]
pub(super) struct ChainHint {
    pub(super) shape: Shape,
    /// The links it may use: Y (within a cell) and X (within a house).
    pub(super) y: bool,
    pub(super) x: bool,
    /// Removed candidates, by cell, in the order they were found.
    pub(super) removals: Vec<(u8, u16)>,
    pub(super) complexity: u32,
    pub(super) difficulty: f64,
}

impl ChainHint {
    pub(super) fn new(shape: Shape, y: bool, x: bool, removals: Vec<(u8, u16)>) -> ChainHint {
        ChainHint {
            shape,
            y,
            x,
            removals,
            complexity: 0,
            difficulty: 0.0,
        }
    }

    /// Whether it removes anything.
    pub(super) fn is_worth(&self) -> bool {
        !self.removals.is_empty()
    }

    fn targets(&self) -> Vec<u32> {
        match &self.shape {
            Shape::Cycle { dst_on, dst_off } => vec![*dst_on, *dst_off],
            Shape::Forcing { target } => vec![*target],
            Shape::Binary { dst_on, dst_off, .. } => vec![*dst_on, *dst_off],
            Shape::Cell { targets, .. } | Shape::Region { targets, .. } => targets.clone(),
        }
    }

    /// The tie-break among chains of equal rating and complexity.
    pub(super) fn sort_key(&self) -> u8 {
        match &self.shape {
            Shape::Binary { absurd: true, .. } => 7,
            Shape::Binary { .. } => 1,
            Shape::Cell { .. } => 5,
            Shape::Region { .. } => 6,
            Shape::Cycle { .. } | Shape::Forcing { .. } => match (self.y, self.x) {
                (true, true) => 4,
                (true, false) => 3,
                _ => 2,
            },
        }
    }

    /// Sets its complexity and its rating.
    pub(super) fn rate(&mut self, rule: &Chaining, arena: &Arena) {
        let flat: u32 = match &self.shape {
            Shape::Cycle { dst_on, .. } => arena.ancestor_count(*dst_on),
            _ => self.targets().iter().map(|&t| arena.ancestor_count(t)).sum(),
        };
        self.complexity = flat + self.nested_complexity(arena);
        let base = match &self.shape {
            Shape::Cycle { .. } if self.y && self.x => 7.0,
            Shape::Cycle { .. } => 6.5,
            Shape::Forcing { .. } if self.y && self.x => 7.0,
            Shape::Forcing { .. } => 6.6,
            _ => rule.base_difficulty(),
        };
        self.difficulty = base + length_difficulty(self.complexity);
    }

    /// The complexities of the distinct chains nested in this one.
    fn nested_complexity(&self, arena: &Arena) -> u32 {
        let mut seen: Vec<&Nested> = Vec::new();
        let mut total = 0;
        for target in self.targets() {
            for id in arena.chain(target) {
                if let Some(nested) = &arena.get(id).nested
                    && !seen
                        .iter()
                        .any(|s| std::ptr::eq(*s, &**nested) || s.signature == nested.signature)
                {
                    total += nested.complexity;
                    seen.push(nested);
                }
            }
        }
        total
    }

    /// What an outer chain needs of this one when it uses it as a rule.
    pub(super) fn nested_summary(&self, arena: &Arena, found_in: &Rc<FoundIn>) -> Nested {
        let targets = self.targets();
        let separator = KEYS as u16;
        let mut signature: Vec<u16> = targets.iter().map(|&t| arena.get(t).key()).collect();
        for &t in &targets {
            signature.push(separator);
            signature.extend(arena.chain(t).iter().map(|&id| arena.get(id).key()));
        }
        Nested {
            complexity: self.complexity,
            signature,
            found_in: found_in.clone(),
        }
    }

    /// The candidates gone from `current` that its implications rest on: for each "on"
    /// of its chains, what emptied its cell or its house.
    pub(super) fn premises(&self, arena: &Arena, current: &LayerGrid) -> Vec<(u8, u8)> {
        let gone = |c: usize, v: u8| !current.has(c, v);
        let mut out: Vec<(u8, u8)> = Vec::new();
        let mut seen = HashSet::new();
        let mut add = |c: usize, v: u8, out: &mut Vec<(u8, u8)>| {
            if seen.insert(key(c as u8, v, false)) {
                out.push((c as u8, v));
            }
        };
        for target in self.targets() {
            for id in arena.chain(target) {
                let p = arena.get(id);
                let cause = match (p.cause, &self.shape) {
                    (Cause::Assumed, Shape::Cell { .. }) => Cause::NakedSingle,
                    (Cause::Assumed, Shape::Region { house, .. }) => Cause::Hidden(*house / 9),
                    (cause, _) => cause,
                };
                if !p.on {
                    continue;
                }
                let c = usize::from(p.cell);
                match cause {
                    Cause::NakedSingle => {
                        for v in 1..=9u8 {
                            if gone(c, v) {
                                add(c, v, &mut out);
                            }
                        }
                    }
                    Cause::Hidden(kind) => {
                        let house = CELL_HOUSES[c][usize::from(kind)];
                        for &o in &HOUSES[usize::from(house)] {
                            if gone(usize::from(o), p.value) {
                                add(usize::from(o), p.value, &mut out);
                            }
                        }
                    }
                    Cause::Assumed | Cause::Advanced => {}
                }
            }
        }
        out
    }

    /// The potential it settles, if it places a value: (cell, value).
    fn placement(&self, rule: &Chaining, arena: &Arena) -> Option<(u8, u8)> {
        let (cell, value, on) = match &self.shape {
            Shape::Cycle { .. } => return None,
            Shape::Forcing { target } => node(arena, *target),
            Shape::Binary {
                src, dst_on, absurd, ..
            } => {
                if rule.nishio || *absurd {
                    let (c, v, on) = node(arena, *src);
                    (c, v, !on)
                } else {
                    node(arena, *dst_on)
                }
            }
            Shape::Cell { targets, .. } | Shape::Region { targets, .. } => node(arena, targets[0]),
        };
        on.then_some((cell, value))
    }

    /// Sudoku Explainer's name for it.
    fn name(&self, rule: &Chaining, arena: &Arena) -> Name {
        let simple = match &self.shape {
            Shape::Cycle { dst_off, .. } => Some(match (self.y, self.x) {
                (true, true) => Name::BidirectionalCycle,
                (true, false) => Name::BidirectionalYCycle,
                _ if cycle_cells(arena, *dst_off) == 4 => Name::GeneralizedXWing,
                _ => Name::BidirectionalXCycle,
            }),
            Shape::Forcing { target } => Some(match (self.y, self.x) {
                (true, true) => Name::ForcingChain,
                (true, false) => Name::ForcingYChain,
                _ if arena.ancestor_count(*target) == 6 => Name::TurbotFish,
                _ => Name::ForcingXChain,
            }),
            _ => None,
        };
        if let Some(name) = simple {
            return name;
        }
        let prefix = if rule.level > 0 || (rule.dynamic && !rule.nishio) {
            ChainPrefix::Dynamic
        } else if rule.nishio {
            ChainPrefix::Nishio
        } else {
            ChainPrefix::None
        };
        let kind = match &self.shape {
            Shape::Binary { .. } if rule.nishio => ChainKind::Forcing,
            Shape::Binary { absurd: true, .. } => ChainKind::ContradictionForcing,
            Shape::Binary { .. } => ChainKind::DoubleForcing,
            Shape::Cell { .. } => ChainKind::CellForcing,
            _ => ChainKind::RegionForcing,
        };
        Name::Chains {
            prefix,
            kind,
            level: rule.level as u8,
        }
    }

    /// The step the rater applies, with its proof in `grid`, where it was found.
    pub(super) fn into_step(self, rule: &Chaining, arena: &Arena, grid: &LayerGrid) -> ExplainerStep {
        let name = self.name(rule, arena);
        let mut step = name.step();
        if rule.budget.proofs() == super::Proofs::Written
            && let Some(proof) = super::proof::prove(&self, arena, grid)
        {
            step = step.prove(proof);
        }
        let placement = self.placement(rule, arena);
        if let Some((c, v)) = placement {
            step = step.put(usize::from(c), v);
        }
        let removed: Vec<String> = self
            .removals
            .iter()
            .map(|&(c, mask)| {
                let values: String = (1..=9u8)
                    .filter(|v| mask >> v & 1 == 1)
                    .map(|v| char::from(b'0' + v))
                    .collect();
                format!("{}<>{values}", cell_name(usize::from(c)))
            })
            .collect();
        let result = match placement {
            Some((c, v)) => format!("{}={v}", cell_name(usize::from(c))),
            None => removed.join(", "),
        };
        let start = match &self.shape {
            Shape::Binary { src, absurd, .. } => {
                let (c, v, on) = node(arena, *src);
                let state = if on { "=" } else { "<>" };
                let how = if *absurd { "contradiction" } else { "both ways" };
                Some(format!("{}{state}{v} ({how})", cell_name(usize::from(c))))
            }
            Shape::Cell { cell, .. } => Some(format!("each value of {}", cell_name(usize::from(*cell)))),
            Shape::Region { house, value, .. } => Some(format!(
                "each place of {value} in {}",
                super::super::intersections::house_name(usize::from(*house))
            )),
            Shape::Cycle { .. } | Shape::Forcing { .. } => None,
        };
        let text = match start {
            Some(start) => format!("{start} => {result}"),
            None => result,
        };
        let step = self.draw(arena, step).remove_masks(&self.removals);
        ExplainerStep::found(name, self.difficulty, text, step)
    }

    /// The chains' potentials as the step's pattern, and their implications as its
    /// links: from each potential to each it follows from, once each.
    fn draw(&self, arena: &Arena, mut step: StepBuilder) -> StepBuilder {
        let mut candidates = HashSet::new();
        let mut links = HashSet::new();
        for target in self.targets() {
            for id in arena.chain(target) {
                let to = node(arena, id);
                if candidates.insert((to.0, to.1)) {
                    step = step.candidate(usize::from(to.0), to.1);
                }
                for &parent in arena.parents(id) {
                    if links.insert((arena.get(parent).key(), arena.get(id).key())) {
                        step = step.link(implication(node(arena, parent), to));
                    }
                }
            }
        }
        step
    }
}

fn node(arena: &Arena, id: u32) -> (u8, u8, bool) {
    let n = arena.get(id);
    (n.cell, n.value, n.on)
}

/// The distinct cells of a cycle, read from its backward form.
fn cycle_cells(arena: &Arena, dst_off: u32) -> usize {
    let mut cells = 0u128;
    let mut id = dst_off;
    while let Some(&parent) = arena.parents(id).first() {
        id = parent;
        cells |= 1 << arena.get(id).cell;
    }
    cells.count_ones() as usize
}

/// The rating a chain's complexity adds: 0.1 for each threshold it passes of 4, 6, 8,
/// 12, 16, 24, 32, ... (alternately half and a third more).
pub(super) fn length_difficulty(complexity: u32) -> f64 {
    let length = i64::from(complexity) - 2;
    let mut added = 0.0;
    let mut ceiling = 4i64;
    let mut odd = false;
    while length > ceiling {
        added += 0.1;
        ceiling = if odd { ceiling * 4 / 3 } else { ceiling * 3 / 2 };
        odd = !odd;
    }
    added
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_length_bonus_follows_the_thresholds() {
        // length = complexity - 2; thresholds 4, 6, 8, 12, 16, 24.
        assert_eq!(length_difficulty(6), 0.0);
        assert!((length_difficulty(7) - 0.1).abs() < 1e-9);
        assert!((length_difficulty(9) - 0.2).abs() < 1e-9);
        assert!((length_difficulty(11) - 0.3).abs() < 1e-9);
        assert!((length_difficulty(26) - 0.5).abs() < 1e-9);
        assert!((length_difficulty(27) - 0.6).abs() < 1e-9);
    }
}
