//! Nested nets: inside a branch, a candidate whose own net ends in a contradiction is
//! false there.
//!
//! The outer net propagates its assumption with singles as usual. Then, in the state it
//! has reached, every candidate left is taken as true in turn and propagated by a plain
//! (inner) net over that state; when the inner net runs into a contradiction, the
//! candidate is false in the branch, and the outer net goes on from there. This repeats
//! until the outer net ends in a contradiction or a whole pass adds nothing.
//!
//! The cost stays bounded: at most [`MAX_PASSES`] passes over the candidates, each
//! candidate propagated once per pass by a net of at most 1,458 facts, and at most
//! [`PROBE_BUDGET`] inner nets in all for one scan of the grid. On the hardest puzzles
//! of the forum lists a nested step is found after a few thousand inner nets (43,000
//! at most); a grid with no nested step at all (an open grid with many solutions) would
//! otherwise take half a million.

use super::implications::{Base, Cause, Contradiction, Propagation, Reach};
use super::literal::Lit;
use super::sweep::Sweep;
use crate::Proof;

/// The most passes over the candidates of a branch.
pub(super) const MAX_PASSES: usize = 3;

/// The most inner nets one scan may run; past it the scan gives up.
pub(super) const PROBE_BUDGET: usize = 100_000;

/// An outer net and the inner nets it uses.
pub(super) struct NestedNet {
    outer: Propagation,
    inner: Propagation,
    /// The inner nets while searching; `inner` records the ones that succeed.
    probe: Sweep,
    /// How many more inner nets may run.
    budget: usize,
}

impl NestedNet {
    pub(super) fn new(max_depth: usize) -> NestedNet {
        NestedNet {
            outer: Propagation::new(Reach::Nets, max_depth),
            inner: Propagation::new(Reach::Nets, max_depth),
            probe: Sweep::new(Reach::Nets, max_depth),
            budget: PROBE_BUDGET,
        }
    }

    /// Whether the budget of inner nets is spent.
    pub(super) fn exhausted(&self) -> bool {
        self.budget == 0
    }

    /// The outer net of the last run.
    pub(super) fn outer(&self) -> &Propagation {
        &self.outer
    }

    /// Propagates `start` with nested nets; returns the contradiction reached, if any.
    pub(super) fn run(&mut self, base: &Base, start: Lit) -> Option<Contradiction> {
        self.outer.start(start);
        if let Some(conflict) = self.outer.settle(base) {
            return Some(conflict);
        }
        for _ in 0..MAX_PASSES {
            let mut state = base.restricted(self.outer.known());
            let mut progress = false;
            for literal in candidates_by_cell_size(&state) {
                if self.budget == 0 {
                    return None;
                }
                if !state.has(literal) {
                    continue;
                }
                self.budget -= 1;
                if self.probe.run(&state, None, literal, None).is_none() {
                    continue;
                }
                if self.inner.run(&state, literal).is_none() {
                    continue;
                }
                let causes = outer_causes(base, &state, &self.outer, &self.inner);
                if let Some(conflict) = self.outer.inject(literal.negated(), &causes) {
                    return Some(conflict);
                }
                if let Some(conflict) = self.outer.settle(base) {
                    return Some(conflict);
                }
                progress = true;
                state = base.restricted(self.outer.known());
            }
            if !progress {
                break;
            }
        }
        None
    }

    /// Why nested fact `f` of the last outer run holds: the inner net that its opposite
    /// leads to, rerun in the state before `f`. Returns the inner net's contradiction in
    /// notation and in words.
    pub(super) fn reason(&mut self, base: &Base, f: usize) -> Option<(String, String)> {
        let assumption = rerun_inner(base, &self.outer, &mut self.inner, f)?;
        let (short, long) = super::text::describe_conflict(&self.inner);
        Some((format!("{assumption} => {short}"), long))
    }

    /// The proof of the last outer run's contradiction, each nested fact with the proof
    /// of its inner net.
    pub(super) fn proof(&mut self, base: &Base) -> Option<Proof> {
        let (outer, inner) = (&self.outer, &mut self.inner);
        super::proof::refutation(outer, |f| {
            rerun_inner(base, outer, inner, f)?;
            super::proof::refutation(inner, |_| None)
        })
    }
}

/// Reruns, in `inner`, the inner net that made fact `f` of `outer` false: its opposite
/// propagated in the state the facts before `f` leave. Returns the inner net's
/// assumption when it reaches its contradiction again.
fn rerun_inner(base: &Base, outer: &Propagation, inner: &mut Propagation, f: usize) -> Option<Lit> {
    let facts = outer.facts();
    let mut known = [0u128; 18];
    for fact in &facts[..f] {
        let l = fact.literal;
        known[l.digit().index() * 2 + usize::from(l.is_on())] |= 1 << l.cell().index();
    }
    let state = base.restricted(&known);
    let assumption = facts[f].literal.negated();
    inner.run(&state, assumption)?;
    Some(assumption)
}

/// The candidates of the cells with two candidates or more, as true literals, cells
/// with fewer candidates first.
fn candidates_by_cell_size(state: &Base) -> Vec<Lit> {
    let mut out: Vec<Lit> = state
        .candidates()
        .filter(|c| state.digits[c.cell.index()].count_ones() >= 2)
        .map(Lit::on)
        .collect();
    out.sort_by_key(|l| (state.digits[l.cell().index()].count_ones(), *l));
    out
}

/// The facts of `outer` that the inner net's contradiction rests on: the removals that
/// made its singles (and its contradiction) possible.
fn outer_causes(base: &Base, state: &Base, outer: &Propagation, inner: &Propagation) -> Vec<u16> {
    let mut gone_cells = 0u128;
    let mut gone_houses: Vec<(usize, crate::House)> = Vec::new();
    let targets: Vec<usize> = match inner.conflict() {
        Some(Contradiction::Both { on, off }) => vec![on, off],
        Some(Contradiction::EmptyCell(cell)) => {
            gone_cells |= 1 << cell.index();
            inner.conflict_causes().iter().map(|&f| f as usize).collect()
        }
        Some(Contradiction::NoPlace(digit, house)) => {
            gone_houses.push((digit.index(), house));
            inner.conflict_causes().iter().map(|&f| f as usize).collect()
        }
        None => Vec::new(),
    };
    for f in inner.ancestry(&targets) {
        let fact = inner.facts()[f];
        match fact.cause {
            Cause::Cell => gone_cells |= 1 << fact.literal.cell().index(),
            Cause::House(house) | Cause::Locked(house) => {
                gone_houses.push((fact.literal.digit().index(), house))
            }
            Cause::LockedPair(cells, _) => {
                for c in cells {
                    gone_cells |= 1 << c;
                }
            }
            Cause::Assumption | Cause::Peer | Cause::Nested => {}
        }
    }
    let mut causes: Vec<u16> = Vec::new();
    let mut add = |cell: usize, digit: usize| {
        let literal = Lit::off(crate::Candidate::new(
            crate::Cell::ALL[cell],
            crate::Digit::ALL[digit],
        ));
        if let Some(f) = outer.fact_of(literal) {
            causes.push(f as u16);
        }
    };
    while gone_cells != 0 {
        let cell = gone_cells.trailing_zeros() as usize;
        gone_cells &= gone_cells - 1;
        let mut gone = base.digits[cell] & !state.digits[cell];
        while gone != 0 {
            let d = gone.trailing_zeros() as usize;
            gone &= gone - 1;
            add(cell, d);
        }
    }
    for (digit, house) in gone_houses {
        let mut gone = base.planes[digit] & !state.planes[digit] & house.cells().bits();
        while gone != 0 {
            let cell = gone.trailing_zeros() as usize;
            gone &= gone - 1;
            add(cell, digit);
        }
    }
    causes.sort_unstable();
    causes.dedup();
    causes
}
