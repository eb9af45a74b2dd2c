//! Reporting a scan's plans: short proofs first, and among plans that settle as much the
//! shortest proof first, each plan's proof sized before it is told.

use std::ops::ControlFlow;

use super::implications::Base;
use super::{Plan, Scope, step};
use crate::strategies::{FindMode, Found};

/// Reports the steps of `plans`, which come in the order of [`Plan::rank`]. Short
/// proofs come first (at most [`Limits::short_proof`](crate::Limits::short_proof)
/// facts), those that settle the most first; then every plan, those that settle the
/// most first. Plans that settle as much are told from the shortest proof up, and a plan
/// whose conclusions earlier steps have all reached is left out.
pub(super) fn report(
    base: &Base,
    scratch: &mut step::Scratch,
    found: &mut Found,
    scope: Scope,
    plans: &[Plan],
    short_proof: usize,
) -> ControlFlow<()> {
    let mut done = vec![false; 1458];
    let mut tell = |found: &mut Found, scratch: &mut step::Scratch, sized: Vec<(usize, &Plan)>| {
        for (_, plan) in sized {
            if plan.conclusions.iter().all(|c| done[c.index()]) {
                continue;
            }
            if let Some(step) = step::build(base, scratch, scope, plan) {
                for c in &plan.conclusions {
                    done[c.index()] = true;
                }
                found.push(step)?;
            }
        }
        ControlFlow::Continue(())
    };
    let mut sizes = Sizes::new(plans.len());
    let first = found.mode() == FindMode::First;
    // One class of plans that settle as much at a time, so that the engine, which
    // takes the first step, sizes only the proofs of the first class it needs.
    let mut by_size = |found: &mut Found, scratch: &mut step::Scratch, limit: usize| {
        let mut start = 0;
        for class in plans.chunk_by(|a, b| a.merit() == b.merit()) {
            let indices = start..start + class.len();
            start += class.len();
            // The first step is the class's shortest proof: told at once when it is
            // built, as the whole class's order below would tell it first.
            if first && let Some(i) = sizes.shortest(base, scratch, scope, plans, indices.clone(), limit) {
                tell(found, scratch, vec![(0, &plans[i])])?;
            }
            let mut sized: Vec<(usize, &Plan)> = indices
                .filter(|&i| within_work(&plans[i], limit))
                .filter_map(|i| {
                    Some((
                        sizes.within(base, scratch, scope, &plans[i], i, limit)?,
                        &plans[i],
                    ))
                })
                .collect();
            sized.sort_by_key(|&(size, plan)| (size, plan.cost));
            tell(found, scratch, sized)?;
        }
        ControlFlow::Continue(())
    };
    if short_proof > 0 {
        by_size(found, scratch, short_proof)?;
    }
    by_size(found, scratch, usize::MAX)
}

/// Whether the pass of proofs of at most `limit` facts sizes `plan`: only when its cost
/// (its branches' depths added up) is at most `limit` too. This bounds the pass's work;
/// it is no bound on the proof. A cost is no bound on a proof's size either way: the
/// proof's rules reach further than the propagation's (a hidden single and what it
/// rules out are one fact, locked sets of three cells), and a fact that several
/// conclusions of a branch rest on is written once but counted in the depth of each.
/// On s12, t30 and e8 (BENCHMARKS.md, "The forcing nets' search (2026-12-07,
/// morning)") a plan's proof has from 0.09 to 4.8 times as many facts as its cost
/// (median 2.1), fewer than its cost for 3.6% of the plans; of the plans this leaves
/// out, about 2% have a proof of at most `limit` facts.
fn within_work(plan: &Plan, limit: usize) -> bool {
    plan.cost as usize <= limit
}

/// The proof sizes of a scan's plans, each sized once when first needed (the pass of
/// short proofs and the pass of all proofs look at the same plans), or known only to be
/// at least some size when its sizing stopped there.
struct Sizes {
    exact: Vec<Option<Option<usize>>>,
    at_least: Vec<usize>,
}

impl Sizes {
    fn new(plans: usize) -> Sizes {
        Sizes {
            exact: vec![None; plans],
            at_least: vec![0; plans],
        }
    }

    /// The size of the proof of `plan` when it is at most `most`.
    fn within(
        &mut self,
        base: &Base,
        scratch: &mut step::Scratch,
        scope: Scope,
        plan: &Plan,
        i: usize,
        most: usize,
    ) -> Option<usize> {
        if let Some(size) = self.exact[i] {
            return size.filter(|&s| s <= most);
        }
        if self.at_least[i] > most {
            return None;
        }
        match step::size(base, scratch, scope.reach, plan, most) {
            Some(size) if size > most => {
                self.at_least[i] = size;
                None
            }
            size => {
                self.exact[i] = Some(size);
                size
            }
        }
    }

    /// The plan of `indices` (one class, in the order of [`Plan::rank`], so the
    /// cheapest first) that the order of `report` tells first among those whose proofs
    /// have at most `limit` facts: the shortest proof, the cheapest of those, the first
    /// of those. A plan after the shortest so far comes first only if its proof is
    /// shorter (its cost is no less), so its sizing stops past that.
    fn shortest(
        &mut self,
        base: &Base,
        scratch: &mut step::Scratch,
        scope: Scope,
        plans: &[Plan],
        indices: std::ops::Range<usize>,
        limit: usize,
    ) -> Option<usize> {
        let mut best: Option<(usize, usize)> = None;
        for i in indices {
            let plan = &plans[i];
            debug_assert!(i == 0 || plans[i - 1].merit() != plan.merit() || plans[i - 1].cost <= plan.cost);
            if !within_work(plan, limit) {
                continue;
            }
            let most = best.map_or(limit, |(size, _)| limit.min(size.saturating_sub(1)));
            if best.is_some_and(|(size, _)| size == 0) {
                break;
            }
            if let Some(size) = self.within(base, scratch, scope, plan, i, most) {
                best = Some((size, i));
            }
        }
        best.map(|(_, i)| i)
    }
}
