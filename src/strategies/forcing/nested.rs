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

use std::collections::HashMap;

use super::implications::{Base, Cause, Contradiction, Propagation, Reach};
use super::literal::Lit;
use super::minimal::{Axiom, Built, Goal, Prover};
use super::sweep::Sweep;
use crate::{Branch, Proof};

/// The most passes over the candidates of a branch.
pub(super) const MAX_PASSES: usize = 3;

/// The most inner nets one scan may run; past it the scan gives up.
pub(super) const PROBE_BUDGET: usize = 100_000;

/// A nested net estimated over this many facts has its longest inner nets replaced by
/// shorter ones where it can ([`NestedNet::minimize`]).
const LONG_NET: usize = 150;

/// How many of the longest inner nets of a long nested net are tried for replacement.
const REPLACED: usize = 2;

/// An outer net and the inner nets it uses.
pub(super) struct NestedNet {
    outer: Propagation,
    inner: Propagation,
    /// The inner nets while searching; `inner` records the ones that succeed.
    probe: Sweep,
    /// How many more inner nets may run.
    budget: usize,
    /// How many inner nets the last run used.
    spent: usize,
    /// The candidates whose inner nets found nothing in the outer net's state.
    standing: Standing,
    /// The inner nets of the last run that refuted their candidate, for its estimate.
    refuted: InnerNets,
}

/// A run of a nested net that ended in a contradiction, kept to be taken up again
/// without running it anew: the outer net where it ended, and the inner nets it used.
pub(super) struct Refuted {
    outer: Propagation,
    spent: usize,
}

/// The inner nets that [`NestedNet::minimize`] ran, by the grid they ran in (the
/// candidates the outer net left, which is all an inner net reads) and the candidate
/// refuted: scratch space for one call over one grid. Making a net smaller replays the
/// outer net many times, each with a lemma left out or replaced, and up to that lemma a
/// replay meets the very states the last one met.
#[derive(Default)]
struct InnerNets {
    refuted: HashMap<([u128; 9], Lit), Option<Refutation>>,
}

/// An inner net that ends in a contradiction: the facts its contradiction rests on,
/// and the candidates gone from the grid it reads (see [`outer_causes`]).
struct Refutation {
    size: usize,
    premises: Vec<Lit>,
}

impl Refutation {
    /// The refutation of `inner`, which has just run in `state` (`base` restricted by
    /// an outer net) and ended in a contradiction; `None` when no contradiction of the
    /// proof format is found in it.
    fn of(base: &Base, state: &Base, inner: &Propagation) -> Option<Refutation> {
        let (_, targets) = super::proof::contradiction(inner)?;
        Some(Refutation {
            size: inner.ancestry(&targets).len(),
            premises: inner_premises(base, state, inner),
        })
    }
}

/// The candidates whose inner nets ran into no contradiction in the state an outer net
/// is in: a net's passes go over the candidates again after an inner net refutes one,
/// and until the next one does, the state is the one those candidates were tried in,
/// so their inner nets would find nothing again. And, for the length of one outer net's
/// branch, the closed runs of its inner nets ([`Sweep::closure`]): the true literals
/// such a run derived find nothing either, in its state and in every later state of the
/// branch whose removals that run had made false. Scratch space owned by the net.
pub(super) struct Standing {
    /// By literal, the state it stood in last.
    at: Vec<u32>,
    /// The current state.
    state: u32,
    /// The closed runs of the current branch.
    closures: Vec<Closure>,
    /// By literal, the closure of the branch it lies in (`(branch, index)`).
    closure_of: Vec<(u32, u32)>,
    /// The current branch.
    branch: u32,
}

/// The most closures one branch keeps (288 bytes each): a nested net's branch runs at
/// most [`MAX_PASSES`] passes of inner nets, a deep net's plain passes may run more.
const MAX_CLOSURES: usize = 4096;

/// A closed inner net: the candidates of the grid it ran in, and those its facts left.
/// From any of its literals, an inner net in a grid that keeps all of `left` and adds
/// nothing to `grid` runs into no contradiction (see [`Sweep::closure`]).
struct Closure {
    grid: [u128; 9],
    left: [u128; 9],
}

impl Closure {
    /// Whether `state` lies between the closure's grid and what it left.
    fn covers(&self, state: &Base) -> bool {
        (0..9).all(|d| self.left[d] & !state.planes[d] == 0 && state.planes[d] & !self.grid[d] == 0)
    }
}

impl Standing {
    pub(super) fn new() -> Standing {
        Standing {
            at: vec![0; 1458],
            state: 1,
            closures: Vec::new(),
            closure_of: vec![(0, 0); 1458],
            branch: 1,
        }
    }

    /// Forgets every candidate: the outer net's state has changed.
    pub(super) fn changed(&mut self) {
        if self.state == u32::MAX {
            self.at.fill(0);
            self.state = 0;
        }
        self.state += 1;
    }

    /// Forgets every candidate and every closure: a new branch starts.
    pub(super) fn new_branch(&mut self) {
        self.changed();
        self.closures.clear();
        if self.branch == u32::MAX {
            self.closure_of.fill((0, 0));
            self.branch = 0;
        }
        self.branch += 1;
    }

    /// Whether the inner net of `literal` finds nothing in `state`, the current state:
    /// it found nothing there, or a closed run it lies in covers `state`.
    pub(super) fn contains(&self, literal: Lit, state: &Base) -> bool {
        if self.at[literal.index()] == self.state {
            return true;
        }
        let (branch, index) = self.closure_of[literal.index()];
        branch == self.branch && self.closures[index as usize].covers(state)
    }

    /// Whether the inner net of `literal` finds nothing in `state`, the current state:
    /// known already, or shown now by `probe`'s sweep from it (then recorded, with the
    /// closure of that run).
    pub(super) fn finds_nothing(&mut self, literal: Lit, probe: &mut Sweep, state: &Base) -> bool {
        if self.contains(literal, state) {
            return true;
        }
        if probe.run(state, None, literal, None).is_none() {
            self.insert_with_closure(literal, probe, state);
            return true;
        }
        false
    }

    /// Records that the inner net of `literal` found nothing in the current state.
    pub(super) fn insert(&mut self, literal: Lit) {
        self.at[literal.index()] = self.state;
    }

    /// Records that the inner net of `literal` found nothing in `state`, the current
    /// state, nor will those of the true literals it leads to, when `probe` (its inner
    /// net just run there) derived all that follows ([`Sweep::closure`]): their nets are
    /// counted as run but not run, here and in the later states the closure covers.
    pub(super) fn insert_with_closure(&mut self, literal: Lit, probe: &Sweep, state: &Base) {
        self.insert(literal);
        let Some(known) = probe.closure() else {
            return;
        };
        // Past MAX_CLOSURES a closure counts in its own state only.
        let index = (self.closures.len() < MAX_CLOSURES).then(|| {
            self.closures.push(Closure {
                grid: state.planes,
                left: std::array::from_fn(|d| state.planes[d] & !known[d * 2]),
            });
            (self.branch, self.closures.len() as u32 - 1)
        });
        for (digit, &on) in known.iter().skip(1).step_by(2).enumerate() {
            let mut cells = on;
            while cells != 0 {
                let cell = cells.trailing_zeros() as usize;
                cells &= cells - 1;
                let on = Lit::from_parts(cell, digit, true);
                self.insert(on);
                if let Some(index) = index {
                    self.closure_of[on.index()] = index;
                }
            }
        }
    }
}

impl NestedNet {
    pub(super) fn new(max_depth: usize) -> NestedNet {
        NestedNet {
            outer: Propagation::new(Reach::Nets, max_depth),
            inner: Propagation::new(Reach::Nets, max_depth),
            probe: Sweep::new(Reach::Nets, max_depth),
            budget: PROBE_BUDGET,
            spent: 0,
            standing: Standing::new(),
            refuted: InnerNets::default(),
        }
    }

    /// Whether the budget of inner nets is spent.
    pub(super) fn exhausted(&self) -> bool {
        self.budget == 0
    }

    /// How many more inner nets may run.
    pub(super) fn budget(&self) -> usize {
        self.budget
    }

    /// Lets `inner_nets` more inner nets run, whatever was spent: a net used inside a
    /// deeper one gets its share of the deeper net's budget before each run.
    pub(super) fn set_budget(&mut self, inner_nets: usize) {
        self.budget = inner_nets;
    }

    /// Propagates `start` with nested nets; returns the contradiction reached, if any.
    pub(super) fn run(&mut self, base: &Base, start: Lit) -> Option<Contradiction> {
        self.run_within(base, start, usize::MAX)
    }

    /// [`run`](NestedNet::run), giving up after `most` inner nets.
    pub(super) fn run_within(&mut self, base: &Base, start: Lit, most: usize) -> Option<Contradiction> {
        let budget = self.budget;
        let conflict = self.search(base, start, most);
        self.spent = budget - self.budget;
        conflict
    }

    /// The last run, which ended in a contradiction, kept for [`resume`](NestedNet::resume).
    pub(super) fn keep(&self) -> Refuted {
        Refuted {
            outer: self.outer.clone(),
            spent: self.spent,
        }
    }

    /// Takes up `kept` where it ended, as running it again from its start would, the
    /// same inner nets spent; `false` (nothing done) when the budget would run out
    /// before the contradiction, as it would in that run.
    pub(super) fn resume(&mut self, kept: &Refuted) -> bool {
        if self.budget < kept.spent {
            return false;
        }
        self.budget -= kept.spent;
        self.spent = kept.spent;
        self.outer.clone_from(&kept.outer);
        true
    }

    /// The search of [`run_within`](NestedNet::run_within).
    fn search(&mut self, base: &Base, start: Lit, most: usize) -> Option<Contradiction> {
        let mut left = most;
        self.refuted.refuted.clear();
        self.standing.new_branch();
        self.outer.start(start);
        if let Some(conflict) = self.outer.settle(base) {
            return Some(conflict);
        }
        for _ in 0..MAX_PASSES {
            let mut state = base.restricted(self.outer.known());
            let mut progress = false;
            for literal in candidates_by_cell_size(&state) {
                if self.budget == 0 || left == 0 {
                    return None;
                }
                if !state.has(literal) {
                    continue;
                }
                // Counted as run, as it was when it stood in this state before.
                self.budget -= 1;
                left -= 1;
                if self.standing.finds_nothing(literal, &mut self.probe, &state) {
                    continue;
                }
                if self.inner.run(&state, literal).is_none() {
                    self.standing.insert(literal);
                    continue;
                }
                let refutation = Refutation::of(base, &state, &self.inner);
                let causes = match &refutation {
                    Some(refutation) => causes_in(&self.outer, &refutation.premises),
                    None => outer_causes(base, &state, &self.outer, &self.inner),
                };
                self.refuted.refuted.insert((state.planes, literal), refutation);
                self.standing.changed();
                if let Some(conflict) = self.outer.inject(base, literal.negated(), &causes) {
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

    /// How many facts the last outer run's contradiction rests on, the facts of the
    /// inner nets it uses included: a quick measure of its proof, before that is made
    /// smaller. When it is `bound` or more, some count of at least `bound` (the count
    /// stops there).
    pub(super) fn estimate_under(&mut self, base: &Base, bound: usize) -> usize {
        // The inner nets of the last run, met again here, are read rather than run.
        let mut memo = std::mem::take(&mut self.refuted);
        let estimate = self.estimate_with(base, &mut memo, bound);
        self.refuted = memo;
        estimate
    }

    /// [`estimate_under`](NestedNet::estimate_under), with the inner nets of `memo`
    /// (all run over `base`) read rather than run again.
    fn estimate_with(&mut self, base: &Base, memo: &mut InnerNets, bound: usize) -> usize {
        let Some((_, targets)) = super::proof::contradiction(&self.outer) else {
            return usize::MAX;
        };
        let ancestry = self.outer.ancestry(&targets);
        let mut total = ancestry.len();
        for f in ancestry {
            if total >= bound {
                break;
            }
            if self.outer.facts()[f].cause == Cause::Nested {
                let known = known_before(&self.outer, f);
                let assumption = self.outer.facts()[f].literal.negated();
                if let Some(refuted) = self.refute(base, &known, assumption, memo) {
                    total += refuted.size;
                }
            }
        }
        total
    }

    /// Makes the last outer run's contradiction rest on few, short inner nets, for its
    /// proof. The search that found it takes every candidate an inner net refutes as it
    /// meets it; here the candidates are refuted a pass at a time and taken in the order
    /// of their inner nets' size, the shortest first, and then each is left out in
    /// turn, the longest first, when the outer net still ends in a contradiction
    /// without it (the others refuted again in the state they are then met in); in a
    /// long net the longest are then replaced by shorter ones where that helps
    /// ([`replace_long`](NestedNet::replace_long)). The outer net is left as the last
    /// run that ends in its contradiction.
    pub(super) fn minimize(&mut self, base: &Base) {
        let Some(start) = self.outer.facts().first().map(|f| f.literal) else {
            return;
        };
        let found: Vec<Lit> = (self.outer.facts().iter())
            .filter(|f| f.cause == Cause::Nested)
            .map(|f| f.literal)
            .collect();
        let mut memo = InnerNets::default();
        let lemmas = match self.shortest_first(base, start, &mut memo) {
            Some(lemmas) => lemmas,
            None => found,
        };
        let Some(mut lemmas) = self.without_spares(base, start, lemmas, &[], &mut memo) else {
            return;
        };
        self.replace_long(base, start, &mut lemmas, &mut memo);
        let kept = self.replay(base, start, &lemmas, None, &mut memo);
        debug_assert!(kept.is_some(), "the lemmas kept still end in a contradiction");
    }

    /// Leaves each of `lemmas` out in turn, the longest inner net first, when the outer
    /// net from `start` still ends in a contradiction without it (those of `kept` are
    /// kept); `None` when `lemmas` reach none.
    fn without_spares(
        &mut self,
        base: &Base,
        start: Lit,
        mut lemmas: Vec<Lit>,
        kept: &[Lit],
        memo: &mut InnerNets,
    ) -> Option<Vec<Lit>> {
        let mut sizes: Vec<(usize, Lit)> = Vec::new();
        self.replay(base, start, &lemmas, Some(&mut sizes), memo)?;
        sizes.sort_unstable_by(|a, b| b.cmp(a));
        for (_, lemma) in sizes.into_iter().filter(|(_, l)| !kept.contains(l)) {
            let Some(i) = lemmas.iter().position(|&l| l == lemma) else {
                continue;
            };
            let mut trial = lemmas.clone();
            trial.remove(i);
            if let Some(used) = self.replay(base, start, &trial, None, memo) {
                lemmas = used;
            }
        }
        Some(lemmas)
    }

    /// Tries the [`REPLACED`] longest inner nets of `lemmas` in turn, each replaced by
    /// the shortest inner nets that reach a contradiction without it (only those new
    /// ones left out again where they are not needed), and keeps a replacement when
    /// [`estimate_under`](NestedNet::estimate_under) finds it smaller. Only for nets estimated over
    /// [`LONG_NET`] facts: on forum-hardest-1106 (every 8th puzzle) the median nested
    /// net falls from 198 facts to 175, for 4% more instructions on the hardest
    /// puzzles; trying every lemma, three rounds, gives 177 for 56% more.
    fn replace_long(&mut self, base: &Base, start: Lit, lemmas: &mut Vec<Lit>, memo: &mut InnerNets) {
        let mut sizes: Vec<(usize, Lit)> = Vec::new();
        if self.replay(base, start, lemmas, Some(&mut sizes), memo).is_none() {
            return;
        }
        let mut cost = self.estimate_with(base, memo, usize::MAX);
        if cost <= LONG_NET {
            return;
        }
        sizes.sort_unstable_by(|a, b| b.cmp(a));
        for (_, lemma) in sizes.into_iter().take(REPLACED) {
            let Some(i) = lemmas.iter().position(|&l| l == lemma) else {
                continue;
            };
            let mut trial = lemmas.clone();
            trial.remove(i);
            let trial = match self.replay_all(base, start, &trial, None, memo) {
                Ok(used) => used,
                Err(used) => match self.extend(base, used, Some(lemma), memo) {
                    Some(all) => all,
                    None => continue,
                },
            };
            let Some(trial) = self.without_spares(base, start, trial, lemmas, memo) else {
                continue;
            };
            if self.replay(base, start, &trial, None, memo).is_none() {
                continue;
            }
            let trial_cost = self.estimate_with(base, memo, usize::MAX);
            if trial_cost < cost {
                cost = trial_cost;
                *lemmas = trial;
            }
        }
    }

    /// The candidates inner nets refute on the way from `start` to a contradiction,
    /// refuted a pass at a time and taken the shortest inner net first; `None` when the
    /// passes reach no contradiction.
    fn shortest_first(&mut self, base: &Base, start: Lit, memo: &mut InnerNets) -> Option<Vec<Lit>> {
        self.outer.start(start);
        if self.outer.settle(base).is_some() {
            return Some(Vec::new());
        }
        self.extend(base, Vec::new(), None, memo)
    }

    /// Goes on from the outer net's state, where `lemmas` have been refuted, with the
    /// candidates inner nets refute a pass at a time, the shortest inner net first,
    /// `banned` left out; returns all the lemmas when the outer net reaches a
    /// contradiction.
    fn extend(
        &mut self,
        base: &Base,
        mut lemmas: Vec<Lit>,
        banned: Option<Lit>,
        memo: &mut InnerNets,
    ) -> Option<Vec<Lit>> {
        // The passes' states only lose candidates: what a closed inner net shows in one
        // holds in the later ones it covers.
        self.standing.new_branch();
        for _ in 0..MAX_PASSES + 2 {
            let known = *self.outer.known();
            let state = base.restricted(&known);
            self.standing.changed();
            let mut refuted: Vec<(usize, Lit, Vec<u16>)> = Vec::new();
            for literal in candidates_by_cell_size(&state) {
                if Some(literal.negated()) == banned {
                    continue;
                }
                if self.standing.finds_nothing(literal, &mut self.probe, &state) {
                    continue;
                }
                if let Some(inner) = self.refute(base, &known, literal, memo) {
                    let causes = causes_in(&self.outer, &inner.premises);
                    refuted.push((inner.size, literal.negated(), causes));
                }
            }
            if refuted.is_empty() {
                return None;
            }
            refuted.sort_by_key(|(size, lemma, _)| (*size, *lemma));
            for (_, lemma, causes) in refuted {
                if self.outer.fact_of(lemma).is_some() {
                    continue;
                }
                lemmas.push(lemma);
                if self.outer.inject(base, lemma, &causes).is_some() {
                    return Some(lemmas);
                }
            }
        }
        None
    }

    /// The inner net that refutes `candidate` in `base` restricted by `known`, if one
    /// does: from `memo` when it was run there before, else run in `self.inner`.
    fn refute<'m>(
        &mut self,
        base: &Base,
        known: &[u128; 18],
        candidate: Lit,
        memo: &'m mut InnerNets,
    ) -> Option<&'m Refutation> {
        let planes = std::array::from_fn(|d| base.planes[d] & !known[d * 2]);
        memo.refuted
            .entry((planes, candidate))
            .or_insert_with(|| {
                let state = base.restricted(known);
                self.inner.run(&state, candidate)?;
                Refutation::of(base, &state, &self.inner)
            })
            .as_ref()
    }

    /// Runs the outer net from `start` with only `lemmas` refuted by inner nets, in
    /// order; returns those it used when it ends in a contradiction.
    fn replay(
        &mut self,
        base: &Base,
        start: Lit,
        lemmas: &[Lit],
        sizes: Option<&mut Vec<(usize, Lit)>>,
        memo: &mut InnerNets,
    ) -> Option<Vec<Lit>> {
        self.replay_all(base, start, lemmas, sizes, memo).ok()
    }

    /// [`replay`](NestedNet::replay), which returns the lemmas used as an error when
    /// the outer net reaches no contradiction, the outer net left where they lead.
    fn replay_all(
        &mut self,
        base: &Base,
        start: Lit,
        lemmas: &[Lit],
        mut sizes: Option<&mut Vec<(usize, Lit)>>,
        memo: &mut InnerNets,
    ) -> Result<Vec<Lit>, Vec<Lit>> {
        self.outer.start(start);
        if self.outer.settle(base).is_some() {
            return Ok(Vec::new());
        }
        let mut used = Vec::new();
        for &lemma in lemmas {
            if self.outer.fact_of(lemma).is_some() {
                continue;
            }
            let known = *self.outer.known();
            let candidate = lemma.negated();
            // Still a candidate in the state the outer net has reached.
            if !base.has(candidate) || known[candidate.digit_index() * 2] >> candidate.cell_index() & 1 == 1 {
                continue;
            }
            let Some(inner) = self.refute(base, &known, candidate, memo) else {
                continue;
            };
            if let Some(sizes) = sizes.as_deref_mut() {
                sizes.push((inner.size, lemma));
            }
            let causes = causes_in(&self.outer, &inner.premises);
            used.push(lemma);
            if self.outer.inject(base, lemma, &causes).is_some() {
                return Ok(used);
            }
        }
        Err(used)
    }

    /// The proof of the last outer run's contradiction: the smallest the outer net's
    /// facts allow, where each candidate an inner net refuted is a fact proven apart,
    /// its inner net's own smallest proof (in the state the outer facts before it
    /// leave), which reads only the outer literals it lists.
    pub(super) fn proof(&mut self, base: &Base, prover: &mut Prover) -> Option<Branch> {
        Some(self.proof_in(base, None, prover)?.branch)
    }

    /// [`proof`](NestedNet::proof) of a net that ran in `grid` restricted by the
    /// literals of `context` (the branch of a deeper net it is a lemma of): written
    /// against `grid`, with the literals of `context` it reads listed.
    pub(super) fn proof_in(
        &mut self,
        grid: &Base,
        context: Option<&[u128; 18]>,
        prover: &mut Prover,
    ) -> Option<Built> {
        let outer_context = context.copied().unwrap_or([0; 18]);
        let nested: Vec<usize> = (self.outer.facts().iter().enumerate())
            .filter(|(_, fact)| fact.cause == Cause::Nested)
            .map(|(f, _)| f)
            .collect();
        let mut axioms = Vec::new();
        for f in nested {
            let mut before = known_before(&self.outer, f);
            for (k, c) in before.iter_mut().zip(&outer_context) {
                *k |= c;
            }
            let assumption = self.outer.facts()[f].literal.negated();
            self.inner.run(&grid.restricted(&before), assumption)?;
            let inner_known = self.inner.established();
            let built = prover.prove(
                grid,
                Some(&before),
                &inner_known,
                assumption,
                &[],
                Goal::Contradiction,
            )?;
            axioms.push(Axiom {
                literal: self.outer.facts()[f].literal,
                premises: built.context_reads,
                proof: Proof::contradiction(built.branch.assume, built.branch.facts, built.branch.end),
            });
        }
        let start = self.outer.facts().first()?.literal;
        let known = self.outer.established();
        prover.prove(grid, context, &known, start, &axioms, Goal::Contradiction)
    }
}

/// The literals the facts of `outer` before fact `f` establish.
pub(super) fn known_before(outer: &Propagation, f: usize) -> [u128; 18] {
    let mut known = [0u128; 18];
    for fact in &outer.facts()[..f] {
        let l = fact.literal;
        known[l.digit().index() * 2 + usize::from(l.is_on())] |= 1 << l.cell().index();
    }
    known
}

/// The candidates of the cells with two candidates or more, as true literals, cells
/// with fewer candidates first.
pub(super) fn candidates_by_cell_size(state: &Base) -> Vec<Lit> {
    let mut cells_by_size = [0u128; 10];
    for (cell, digits) in state.digits.iter().enumerate() {
        cells_by_size[digits.count_ones() as usize] |= 1 << cell;
    }
    let mut out = Vec::with_capacity(729);
    // In the order of literals within a size: by digit, then by cell.
    for cells in &cells_by_size[2..] {
        for (digit, plane) in state.planes.iter().enumerate() {
            let mut bits = plane & cells;
            while bits != 0 {
                out.push(Lit::from_parts(bits.trailing_zeros() as usize, digit, true));
                bits &= bits - 1;
            }
        }
    }
    out
}

/// The facts of `outer` that the inner net's contradiction rests on: the removals that
/// made its singles (and its contradiction) possible.
pub(super) fn outer_causes(base: &Base, state: &Base, outer: &Propagation, inner: &Propagation) -> Vec<u16> {
    causes_in(outer, &inner_premises(base, state, inner))
}

/// The facts of `outer` that establish any of `premises`, in order, once each.
fn causes_in(outer: &Propagation, premises: &[Lit]) -> Vec<u16> {
    let mut causes: Vec<u16> = (premises.iter())
        .filter_map(|&literal| outer.fact_of(literal))
        .map(|f| f as u16)
        .collect();
    causes.sort_unstable();
    causes.dedup();
    causes
}

/// The candidates of `base` gone from `state` that the contradiction of the inner net
/// (run in `state`) rests on: the removals that made its singles (and its
/// contradiction) possible, as false literals.
fn inner_premises(base: &Base, state: &Base, inner: &Propagation) -> Vec<Lit> {
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
    let mut premises: Vec<Lit> = Vec::new();
    let mut add = |cell: usize, digit: usize| {
        premises.push(Lit::off(crate::Candidate::new(
            crate::Cell::ALL[cell],
            crate::Digit::ALL[digit],
        )));
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
    premises
}
