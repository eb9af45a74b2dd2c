//! Deep nets: inside a branch, a candidate whose own nested net ends in a contradiction
//! is false there: a trial inside a trial inside a trial.
//!
//! The outer net propagates its assumption with singles as usual. Then, in the state it
//! has reached, it first does what a nested net does: every candidate left is taken as
//! true in turn and followed by a plain net, and one that runs into a contradiction is
//! false in the branch. When a whole pass of plain nets adds nothing, each candidate is
//! followed by a nested net over that state instead (a [`NestedNet`], whose inner nets
//! are plain), the candidates of the smallest cells first; a refuted one is false in the
//! branch, and the outer net goes on from there, plain nets first again. This repeats
//! until the outer net ends in a contradiction or a whole pass adds nothing.
//!
//! The cost is counted in plain nets, the innermost work, those of the nested nets
//! included: one scan of the grid may run at most [`DEEP_BUDGET`] of them, and one
//! nested net inside a branch at most [`MIDDLE_PROBES`], so that a candidate a nested
//! net cannot refute quickly is passed over for the next.

use super::implications::{Base, Cause, Contradiction, Propagation, Reach};
use super::literal::Lit;
use super::minimal::{Axiom, Goal, Prover};
use super::nested::{self, MAX_PASSES, NestedNet};
use super::sweep::Sweep;
use crate::{Branch, Proof};

/// The most plain nets (those inside nested nets included) one scan may run; past it
/// the scan gives up and leaves the grid to the search.
pub(super) const DEEP_BUDGET: usize = 2_000_000;

/// The most plain nets one nested net inside a deep branch may run: a nested net that
/// refutes a candidate of a branch that close to a contradiction needs few.
pub(super) const MIDDLE_PROBES: usize = 400;

/// An outer net, the plain nets and the nested nets it uses.
pub(super) struct DeepNet {
    outer: Propagation,
    /// The plain inner nets that succeed, recorded.
    inner: Propagation,
    /// The plain inner nets while searching.
    probe: Sweep,
    /// The nested nets inside the branch.
    middle: NestedNet,
    /// How many more plain nets may run.
    budget: usize,
    /// The candidates whose plain inner nets found nothing in the outer net's state.
    standing: nested::Standing,
}

impl DeepNet {
    pub(super) fn new(max_depth: usize) -> DeepNet {
        DeepNet {
            outer: Propagation::new(Reach::Nets, max_depth),
            inner: Propagation::new(Reach::Nets, max_depth),
            probe: Sweep::new(Reach::Nets, max_depth),
            middle: NestedNet::new(max_depth),
            budget: DEEP_BUDGET,
            standing: nested::Standing::new(),
        }
    }

    /// Whether the budget of plain nets is spent.
    pub(super) fn exhausted(&self) -> bool {
        self.budget == 0
    }

    /// Propagates `start` with plain and nested nets inside its branch; returns the
    /// contradiction reached, if any.
    pub(super) fn run(&mut self, base: &Base, start: Lit) -> Option<Contradiction> {
        self.standing.new_branch();
        self.outer.start(start);
        if let Some(conflict) = self.outer.settle(base) {
            return Some(conflict);
        }
        for _ in 0..MAX_PASSES {
            if let Some(conflict) = self.plain_passes(base) {
                return Some(conflict);
            }
            let mut progress = false;
            let mut state = base.restricted(self.outer.known());
            for literal in nested::candidates_by_cell_size(&state) {
                if self.budget == 0 {
                    return None;
                }
                if !state.has(literal) {
                    continue;
                }
                let given = self.budget.min(MIDDLE_PROBES);
                self.middle.set_budget(given);
                let refuted = self.middle.run(&state, literal).is_some();
                self.budget -= given - self.middle.budget();
                if !refuted {
                    continue;
                }
                // The nested net may read any fact of the branch so far; the proof
                // lists those it reads.
                let causes: Vec<u16> = (0..self.outer.facts().len() as u16).collect();
                if let Some(conflict) = self.outer.inject(base, literal.negated(), &causes) {
                    return Some(conflict);
                }
                progress = true;
                // What the nested net found may open the way to plain nets again.
                if let Some(conflict) = self.plain_passes(base) {
                    return Some(conflict);
                }
                state = base.restricted(self.outer.known());
            }
            if !progress {
                break;
            }
        }
        None
    }

    /// Plain inner nets over the branch's state, pass after pass while they add
    /// something; returns the contradiction the outer net reaches, if any.
    fn plain_passes(&mut self, base: &Base) -> Option<Contradiction> {
        self.standing.changed();
        loop {
            let mut state = base.restricted(self.outer.known());
            let mut progress = false;
            for literal in nested::candidates_by_cell_size(&state) {
                if self.budget == 0 {
                    return None;
                }
                if !state.has(literal) {
                    continue;
                }
                // Counted as run, as it was when it stood in this state before.
                self.budget -= 1;
                if self.standing.finds_nothing(literal, &mut self.probe, &state) {
                    continue;
                }
                if self.inner.run(&state, literal).is_none() {
                    self.standing.insert(literal);
                    continue;
                }
                self.standing.changed();
                let causes = nested::outer_causes(base, &state, &self.outer, &self.inner);
                if let Some(conflict) = self.outer.inject(base, literal.negated(), &causes) {
                    return Some(conflict);
                }
                progress = true;
                state = base.restricted(self.outer.known());
            }
            if !progress {
                return None;
            }
        }
    }

    /// The proof of the last outer run's contradiction: the smallest the outer net's
    /// facts allow, where each candidate an inner net refuted is a lemma proven apart,
    /// in the state the outer facts before it leave: by a plain net where one does, and
    /// otherwise by a nested net, itself made smaller and proven with its own lemmas.
    pub(super) fn proof(&mut self, base: &Base, prover: &mut Prover) -> Option<Branch> {
        let lemmas: Vec<usize> = (self.outer.facts().iter().enumerate())
            .filter(|(_, fact)| fact.cause == Cause::Nested)
            .map(|(f, _)| f)
            .collect();
        let mut axioms = Vec::new();
        for f in lemmas {
            let context = nested::known_before(&self.outer, f);
            let state = base.restricted(&context);
            let assumption = self.outer.facts()[f].literal.negated();
            let built = if self.inner.run(&state, assumption).is_some() {
                let inner_known = self.inner.established();
                prover.prove(
                    base,
                    Some(&context),
                    &inner_known,
                    assumption,
                    &[],
                    Goal::Contradiction,
                )?
            } else {
                // The search found it within its share; the proof may take as long.
                self.middle.set_budget(nested::PROBE_BUDGET);
                self.middle.run(&state, assumption)?;
                self.middle.minimize(&state);
                self.middle.proof_in(base, Some(&context), prover)?
            };
            axioms.push(Axiom {
                literal: self.outer.facts()[f].literal,
                premises: built.context_reads,
                proof: Proof::contradiction(built.branch.assume, built.branch.facts, built.branch.end),
            });
        }
        let start = self.outer.facts().first()?.literal;
        let known = self.outer.established();
        let built = prover.prove(base, None, &known, start, &axioms, Goal::Contradiction)?;
        Some(built.branch)
    }
}
