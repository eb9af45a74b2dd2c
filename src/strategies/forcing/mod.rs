//! Forcing chains and nets: the last logical resort before the search.
//!
//! Every strategy here takes candidates as true or false and follows what they imply
//! with the engine in [`implications`]:
//! - a **contradiction**: an assumption leads to a candidate both true and false, a cell
//!   with no candidate or a digit with no place in a house, so the assumption is wrong;
//! - a **cell** verity: every candidate of one cell leads to the same conclusion;
//! - a **unit** verity: every place of one digit in a house leads to the same conclusion.
//!
//! Chains follow single implications along the links of the grid as it is, so each
//! branch reads as a chain in Eureka notation; nets also use the singles that appear
//! once earlier implications have removed candidates, so one fact may rest on several.
//! When no plain net applies, a nested net ([`nested`], [`NestedForcingNet`]) runs nets
//! inside its branch: there, a candidate whose own net ends in a contradiction is false.
//! When no nested net applies either, a deep net ([`deep`], [`DeepForcingNet`]) runs
//! nested nets inside its branch: trials three deep.
//!
//! A scan propagates every candidate of the grid as true (and, for contradictions, as
//! false) with the word-parallel [`sweep`], keeps what each assumption implies (the
//! tables), and compares; only the branches of the steps it reports are propagated
//! again with their causes recorded. The tables of a state are kept in its
//! [`CandidateView`], so the chain strategies, which the engine tries one after another
//! on the same state, build them once; the chains follow the links of the state's one
//! link graph.
//!
//! Each propagation derives every literal at most once, so a plain scan costs at most a
//! few thousand propagations of at most 1,458 facts each, whatever the grid; the nested
//! and deep searches have fixed budgets of inner nets. The [`Limits`](crate::Limits) (the longest
//! run of implications a chain's branch may use, the most rounds of a net, whether nets
//! nest) bound what a step may ask a reader to follow; at the limit a branch simply
//! stops, and when no strategy finds a step the engine falls back to the search as
//! usual.

use std::cell::OnceCell;
use std::ops::ControlFlow;

use super::Found;
use super::chains::{self, LinkGraph};
use crate::{Candidate, CandidateView, Cell, CellSet, Digit, DigitSet, House, Technique};

mod cell;
mod contradiction;
mod deep;
mod deep_net;
mod implications;
mod kraken_fish;
mod literal;
mod minimal;
mod nested;
mod nested_net;
mod net;
mod proof;
mod report;
mod step;
mod sweep;
mod text;
mod tridagon_net;
mod unit;

pub use cell::CellForcingChain;
pub use contradiction::ForcingChainContradiction;
pub use deep_net::DeepForcingNet;
pub use kraken_fish::KrakenFish;
pub use nested_net::NestedForcingNet;
pub use net::ForcingNet;
pub use tridagon_net::TridagonForcingNet;
pub use unit::UnitForcingChain;

use deep::DeepNet;
use implications::{Base, Reach};
use literal::Lit;
use nested::NestedNet;
use report::report;
use sweep::Sweep;

/// What a scan looks for, and how.
#[derive(Clone, Copy, Debug)]
struct Scope {
    technique: Technique,
    reach: Reach,
    contradictions: bool,
    cells: bool,
    units: bool,
    /// How many nets deep the nets inside a branch go: 0 for none, 1 for nested nets,
    /// 2 for deep nets (when the limits let nets nest that deep).
    nesting: usize,
}

impl Scope {
    /// Cell Forcing Chains.
    const CELLS: Scope = Scope {
        technique: Technique::CellForcingChain,
        reach: Reach::Chains,
        contradictions: false,
        cells: true,
        units: false,
        nesting: 0,
    };
    /// Unit Forcing Chains.
    const UNITS: Scope = Scope {
        technique: Technique::UnitForcingChain,
        reach: Reach::Chains,
        contradictions: false,
        cells: false,
        units: true,
        nesting: 0,
    };
    /// Forcing Chain Contradictions.
    const CONTRADICTIONS: Scope = Scope {
        technique: Technique::ForcingChainContradiction,
        reach: Reach::Chains,
        contradictions: true,
        cells: false,
        units: false,
        nesting: 0,
    };
    /// Forcing Nets, in all three forms.
    const NETS: Scope = Scope {
        technique: Technique::ForcingNet,
        reach: Reach::Nets,
        contradictions: true,
        cells: true,
        units: true,
        nesting: 0,
    };
    /// Kraken Fish: the fins of a fish, followed along chains.
    const KRAKEN: Scope = Scope {
        technique: Technique::KrakenFish,
        reach: Reach::Chains,
        contradictions: false,
        cells: false,
        units: false,
        nesting: 0,
    };
    /// Nested Forcing Nets: contradictions with nets inside the branch.
    const NESTED: Scope = Scope {
        technique: Technique::NestedForcingNet,
        reach: Reach::Nets,
        contradictions: false,
        cells: false,
        units: false,
        nesting: 1,
    };
    /// Deep Forcing Nets: contradictions with nested nets inside the branch.
    const DEEP: Scope = Scope {
        technique: Technique::DeepForcingNet,
        reach: Reach::Nets,
        contradictions: false,
        cells: false,
        units: false,
        nesting: 2,
    };

    /// The most rounds of implications a propagation of this scope may use.
    fn max_depth(self, view: &CandidateView<'_>) -> usize {
        match self.reach {
            Reach::Chains => view.limits().chain_length(),
            Reach::Nets => view.limits().net_rounds(),
        }
    }
}

/// Gives each forcing strategy that is one [`scan`] of its [`Scope`] its
/// [`Scan`](super::Scan): the scope names the technique, so the table is all there is
/// to say.
macro_rules! scan_of_scope {
    ($($strategy:ident: $scope:ident,)*) => {$(
        impl super::Scan for $strategy {
            const TECHNIQUE: Technique = Scope::$scope.technique;

            fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
                scan(view, found, Scope::$scope)
            }
        }
    )*};
}

scan_of_scope! {
    CellForcingChain: CELLS,
    UnitForcingChain: UNITS,
    ForcingChainContradiction: CONTRADICTIONS,
    ForcingNet: NETS,
    NestedForcingNet: NESTED,
    DeepForcingNet: DEEP,
}

/// What a forcing step starts from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Source {
    /// One assumption that leads to a contradiction.
    Contradiction(Lit),
    /// Every candidate of a cell, leading to the same conclusions.
    Cell(Cell),
    /// Every place of a digit in a house, leading to the same conclusions.
    Unit(Digit, House),
    /// Candidates of a cell that each lead to a contradiction (the cell holds one of the
    /// others).
    RefutedInCell(Cell, DigitSet),
    /// Places of a digit in a house that each lead to a contradiction.
    RefutedInUnit(Digit, House, CellSet),
    /// The fins of a fish (base and cover houses as bit masks of their indices: rows 0
    /// to 8, columns 9 to 17, boxes 18 to 26), each leading to what the fish without
    /// fins removes.
    Fish { digit: Digit, base: u32, cover: u32 },
    /// The guardians of a tridagon, one of which is true.
    Tridagon(tridagon_net::Basis),
}

/// A step to build: where it starts from, what it concludes, and what it costs (the
/// depths of its branches added up).
#[derive(Clone, Debug)]
struct Plan {
    source: Source,
    conclusions: Vec<Lit>,
    cost: u32,
    /// What the conclusions settle with all they lead to (see [`look_ahead`]), when
    /// the nets that settle the most come first.
    settles: Option<(usize, usize)>,
}

impl Plan {
    /// How much the plan settles: its placements, then its eliminations; with all
    /// they lead to when that is known.
    fn merit(&self) -> (usize, usize) {
        if let Some(settles) = self.settles {
            return settles;
        }
        let placed = self.conclusions.iter().filter(|l| l.is_on()).count();
        (placed, self.conclusions.len() - placed)
    }

    /// The order plans are reported in: those that settle the most first, then the
    /// cheapest.
    fn rank(&self) -> (std::cmp::Reverse<(usize, usize)>, u32) {
        (std::cmp::Reverse(self.merit()), self.cost)
    }
}

/// What every candidate of the grid implies when taken as true.
struct Tables {
    /// The table of each candidate (by candidate index), if it is a candidate.
    slot: Vec<Option<u16>>,
    /// The known literals of each table (see [`Propagation::known`]).
    known: Vec<[u128; 18]>,
    /// The depth of the contradiction each table ran into, if any.
    conflict: Vec<Option<u16>>,
    /// The depth of each known literal, 1,458 entries per table.
    depth: Vec<u8>,
    /// The false literals of the tables that derived all that follows
    /// ([`Sweep::closure`]), by digit: taken alone, each leads to no contradiction.
    consistent_off: [u128; 9],
}

impl Tables {
    fn build(base: &Base, graph: Option<&LinkGraph>, sweep: &mut Sweep, candidates: &[Candidate]) -> Tables {
        let mut tables = Tables {
            slot: vec![None; 729],
            known: Vec::with_capacity(candidates.len()),
            conflict: Vec::with_capacity(candidates.len()),
            // Each table's depths are cleared just before its sweep writes them, a
            // table at a time, rather than all at once up front.
            depth: Vec::with_capacity(candidates.len() * 1458),
            consistent_off: [0; 9],
        };
        for (i, &candidate) in candidates.iter().enumerate() {
            tables.slot[candidate.index()] = Some(i as u16);
            tables.depth.resize((i + 1) * 1458, 0);
            let depths = &mut tables.depth[i * 1458..];
            let conflict = sweep.run(base, graph, Lit::on(candidate), Some(depths));
            if let Some(closure) = sweep.closure() {
                for (d, off) in tables.consistent_off.iter_mut().enumerate() {
                    *off |= closure[d * 2];
                }
            }
            tables.known.push(*sweep.known());
            tables.conflict.push(conflict);
        }
        tables
    }

    /// Whether `literal`, false, is known to lead to no contradiction: a table that
    /// derived all that follows made it false.
    fn consistent(&self, literal: Lit) -> bool {
        !literal.is_on() && self.consistent_off[literal.digit_index()] >> literal.cell_index() & 1 == 1
    }

    /// The tables of `candidates`, or `None` if one of them contradicts itself.
    fn branches(&self, candidates: impl Iterator<Item = Candidate>) -> Option<Vec<usize>> {
        candidates
            .map(|c| {
                self.slot[c.index()]
                    .map(usize::from)
                    .filter(|&t| self.conflict[t].is_none())
            })
            .collect()
    }

    /// The plan of every conclusion common to all `branches`, if they have one.
    fn common(&self, base: &Base, source: Source, branches: &[usize]) -> Option<Plan> {
        let mut plan = Plan {
            source,
            conclusions: Vec::new(),
            cost: 0,
            settles: None,
        };
        let mut common = [u128::MAX; 18];
        for &t in branches {
            for (c, k) in common.iter_mut().zip(&self.known[t]) {
                *c &= k;
            }
        }
        for (plane, &bits) in common.iter().enumerate() {
            let digit = plane / 2;
            let mut bits = bits & base.planes[digit];
            while bits != 0 {
                let cell = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let candidate = Candidate::new(Cell::ALL[cell], Digit::ALL[digit]);
                let conclusion = if plane % 2 == 1 {
                    Lit::on(candidate)
                } else {
                    Lit::off(candidate)
                };
                plan.cost += branches
                    .iter()
                    .map(|&t| u32::from(self.depth[t * 1458 + conclusion.index()]))
                    .sum::<u32>();
                plan.conclusions.push(conclusion);
            }
        }
        // When the branches agree on a placement, the placement is the step: the singles
        // it leads to settle the rest, and the proof stays short.
        if plan.conclusions.iter().any(|l| l.is_on()) {
            plan.conclusions.retain(|l| l.is_on());
        }
        (!plan.conclusions.is_empty()).then_some(plan)
    }

    /// The depth of the contradiction that `candidate` taken as true runs into, if it
    /// does.
    fn refutation(&self, candidate: Candidate) -> Option<u16> {
        self.slot[candidate.index()].and_then(|t| self.conflict[usize::from(t)])
    }

    /// The plan of the members of a cell or a house (`members`) that lead to a
    /// contradiction, when there are two or more: the others, one of which is true,
    /// rule them out; and when one is left, it is placed.
    fn bundle(&self, members: &[Candidate], source: impl Fn(&[Candidate]) -> Source) -> Option<Plan> {
        let refuted: Vec<(Candidate, u16)> = members
            .iter()
            .filter_map(|&c| self.refutation(c).map(|depth| (c, depth)))
            .collect();
        if refuted.len() < 2 || refuted.len() == members.len() {
            return None;
        }
        let cands: Vec<Candidate> = refuted.iter().map(|&(c, _)| c).collect();
        let mut conclusions: Vec<Lit> = cands.iter().map(|&c| Lit::off(c)).collect();
        if let [kept] = members.iter().filter(|c| !cands.contains(c)).collect::<Vec<_>>()[..] {
            conclusions = vec![Lit::on(*kept)];
        }
        Some(Plan {
            source: source(&cands),
            conclusions,
            cost: refuted.iter().map(|&(_, depth)| u32::from(depth)).sum(),
            settles: None,
        })
    }
}

/// What the forcing strategies keep of one state, in its [`CandidateView`]: the grid as
/// the propagations read it, and the tables of the chains and of the nets.
#[derive(Default)]
pub(crate) struct ForcingState {
    base: OnceCell<Base>,
    /// By [`Reach`]: chains, nets.
    tables: [OnceCell<Tables>; 2],
}

/// The grid of `view` as the propagations read it.
fn base<'v>(view: &'v CandidateView<'_>) -> &'v Base {
    state(view).base.get_or_init(|| Base::new(view))
}

/// What the forcing strategies keep of `view`'s state.
fn state<'v>(view: &'v CandidateView<'_>) -> &'v ForcingState {
    view.forcing_state()
}

/// The tables of `view`'s state for `scope`'s reach, built when first asked for.
fn tables<'v>(view: &'v CandidateView<'_>, scope: Scope, candidates: &[Candidate]) -> &'v Tables {
    let slot = usize::from(scope.reach == Reach::Nets);
    state(view).tables[slot].get_or_init(|| {
        let graph = (scope.reach == Reach::Chains).then(|| chains::graph(view));
        let mut sweep = Sweep::new(scope.reach, scope.max_depth(view));
        Tables::build(base(view), graph, &mut sweep, candidates)
    })
}

/// Finds every plan that `scope` asks for and reports the steps, those that settle the
/// most first (placements, then eliminations) and then the cheapest: a contradiction,
/// every conclusion a cell's or a unit's candidates share, or, for nets, every candidate
/// of a cell or place of a digit in a house that leads to a contradiction, in one step.
fn scan(view: &CandidateView<'_>, found: &mut Found, scope: Scope) -> ControlFlow<()> {
    if scope.nesting > 0 {
        return if view.limits().nesting_depth() < scope.nesting {
            ControlFlow::Continue(())
        } else if scope.nesting == 1 {
            scan_nested(view, found, scope)
        } else {
            scan_deep(view, found, scope)
        };
    }
    let base = base(view);
    let candidates: Vec<Candidate> = base.candidates().collect();
    if candidates.is_empty() {
        return ControlFlow::Continue(());
    }
    let max_depth = scope.max_depth(view);
    let mut sweep = Sweep::new(scope.reach, max_depth);
    let graph = (scope.reach == Reach::Chains).then(|| chains::graph(view));
    let tables = tables(view, scope, &candidates);
    let mut plans = Vec::new();
    if scope.contradictions {
        for (i, &candidate) in candidates.iter().enumerate() {
            if let Some(depth) = tables.conflict[i] {
                plans.push(Plan {
                    source: Source::Contradiction(Lit::on(candidate)),
                    conclusions: vec![Lit::off(candidate)],
                    cost: u32::from(depth),
                    settles: None,
                });
            }
            let assumption = Lit::off(candidate);
            if tables.consistent(assumption) {
                continue;
            }
            if let Some(depth) = sweep.run(base, graph, assumption, None) {
                plans.push(Plan {
                    source: Source::Contradiction(assumption),
                    conclusions: vec![assumption.negated()],
                    cost: u32::from(depth),
                    settles: None,
                });
            }
        }
    }
    if scope.cells {
        for cell in Cell::ALL {
            let digits = DigitSet::from_bits(base.digits[cell.index()]);
            if digits.len() < 2 {
                continue;
            }
            let members: Vec<Candidate> = digits.iter().map(|d| Candidate::new(cell, d)).collect();
            if let Some(branches) = tables.branches(members.iter().copied()) {
                plans.extend(tables.common(base, Source::Cell(cell), &branches));
            } else if scope.contradictions {
                let refuted = |cands: &[Candidate]| {
                    Source::RefutedInCell(cell, cands.iter().map(|c| c.digit).collect())
                };
                plans.extend(tables.bundle(&members, refuted));
            }
        }
    }
    if scope.units {
        for house in House::ALL {
            for digit in Digit::ALL {
                let places = CellSet::from_bits(base.planes[digit.index()]) & house.cells();
                if places.len() < 2 {
                    continue;
                }
                let members: Vec<Candidate> = places.iter().map(|c| Candidate::new(c, digit)).collect();
                if let Some(branches) = tables.branches(members.iter().copied()) {
                    plans.extend(tables.common(base, Source::Unit(digit, house), &branches));
                } else if scope.contradictions {
                    let refuted = |cands: &[Candidate]| {
                        Source::RefutedInUnit(digit, house, cands.iter().map(|c| c.cell).collect())
                    };
                    plans.extend(tables.bundle(&members, refuted));
                }
            }
        }
    }
    // Chains are told the same at any length (one line per branch); it is nets whose
    // proofs grow past what a reader follows.
    let short_proof = match scope.reach {
        Reach::Chains => 0,
        Reach::Nets => view.limits().short_proof(),
    };
    if scope.reach == Reach::Nets && short_proof == 0 {
        look_ahead(base, &mut plans);
    }
    if plans.is_empty() {
        return ControlFlow::Continue(());
    }
    plans.sort_by_key(Plan::rank);
    // Made only for a scan with something to report: most find nothing.
    let mut scratch = step::Scratch::new(scope.reach, max_depth);
    report(base, &mut scratch, found, scope, &plans, short_proof)
}

/// Measures each plan by what its conclusions settle once the singles, locked pairs and
/// locked candidates they lead to are followed, for the order that takes the nets that
/// settle the most first (no short proofs first): a net whose placements open the
/// grid up is worth more than one that places as many digits and leaves the next net
/// to do the rest. On forum-hardest-1106 this order needs 4 nets per puzzle (median)
/// where counting the conclusions alone needs 5, and 27 steps instead of 33 (3 nets
/// once the nested nets are chosen the same way, in [`scan_nested`]).
fn look_ahead(base: &Base, plans: &mut [Plan]) {
    let mut settle = Sweep::new(Reach::Nets, usize::MAX);
    for plan in plans {
        plan.settles = Some(settles(base, &mut settle, &plan.conclusions));
    }
}

/// What `conclusions` settle once the singles, locked pairs and locked candidates they
/// lead to are followed: the digits placed, then the candidates removed.
fn settles(base: &Base, settle: &mut Sweep, conclusions: &[Lit]) -> (usize, usize) {
    settle.run_all(base, None, conclusions, None);
    let known = settle.known();
    let placed = (0..9).map(|d| known[d * 2 + 1].count_ones() as usize).sum();
    let removed = (0..9).map(|d| known[d * 2].count_ones() as usize).sum();
    (placed, removed)
}

/// How many candidates after the first refuted one the short-proofs-first order of
/// nested nets tries.
const NESTED_WINDOW: usize = 16;

/// The inner nets a candidate of that window may use: a nested net with a short proof
/// needs few.
const NESTED_PROBES: usize = 300;

/// A nested net whose nets add up to at most this many facts (before its proof is made
/// smaller) is told at once, without weighing the next ones.
const NESTED_SHORT: usize = 40;

/// Reports every candidate whose nested net ends in a contradiction: those whose
/// elimination settles the most first (see [`settles`]), then cells with fewer
/// candidates first. The order needs no net, so the first refuted candidate found is
/// the one to tell.
fn scan_nested(view: &CandidateView<'_>, found: &mut Found, scope: Scope) -> ControlFlow<()> {
    let base = base(view);
    let mut net = NestedNet::new(scope.max_depth(view));
    let mut scratch = step::Scratch::new(Reach::Nets, scope.max_depth(view));
    let mut settle = Sweep::new(Reach::Nets, usize::MAX);
    let mut order = by_merit(base, &mut settle);
    // Short proofs first, as for plain nets: the first refuted candidate, unless one of
    // the next few that settle nearly as much is refuted by shorter nets. Those are
    // tried with a small budget of inner nets, since a short proof needs few.
    if view.limits().short_proof() > 0 {
        let mut chosen: Option<(usize, usize, nested::Refuted)> = None;
        let mut first: Option<((usize, usize), usize)> = None;
        let mut next = order.len();
        for (i, &candidate) in order.iter().enumerate() {
            if net.exhausted() {
                next = i;
                break;
            }
            let merit = settles(base, &mut settle, &[Lit::off(candidate)]);
            let refuted = match first {
                None => net.run(base, Lit::on(candidate)).is_some(),
                Some((best, at)) => {
                    if merit.0 + 1 < best.0 || i >= at + NESTED_WINDOW {
                        next = i;
                        break;
                    }
                    net.run_within(base, Lit::on(candidate), NESTED_PROBES).is_some()
                }
            };
            if !refuted {
                continue;
            }
            // Past the estimate of the one chosen so far (over NESTED_SHORT, or the
            // search would have stopped) a candidate changes nothing: count no further.
            let estimate = net.estimate_under(base, chosen.as_ref().map_or(usize::MAX, |c| c.1));
            first.get_or_insert((merit, i));
            if chosen.as_ref().is_none_or(|&(_, e, _)| estimate < e) {
                chosen = Some((i, estimate, net.keep()));
            }
            if estimate <= NESTED_SHORT {
                next = i + 1;
                break;
            }
        }
        if let Some((chosen, estimate, kept)) = chosen {
            let candidate = order[chosen];
            let assumption = Lit::on(candidate);
            if net.resume(&kept) || net.run(base, assumption).is_some() {
                let mut step = nested_step(base, &mut net, &mut scratch, scope, assumption);
                let mut told = chosen;
                if proof_size(&step) > NESTED_LONG {
                    let further = order.get(next..).unwrap_or_default();
                    if let Some((i, shorter)) =
                        shorter_nested(base, &mut net, &mut scratch, scope, further, estimate)
                        && proof_size(&shorter) < proof_size(&step)
                    {
                        step = shorter;
                        told = next + i;
                    }
                }
                order.remove(told);
                found.push(step)?;
            } else {
                order.remove(chosen);
            }
        }
    }
    for candidate in order {
        if net.exhausted() {
            break;
        }
        let assumption = Lit::on(candidate);
        if net.run(base, assumption).is_some() {
            found.push(nested_step(base, &mut net, &mut scratch, scope, assumption))?;
        }
    }
    ControlFlow::Continue(())
}

/// A nested step whose proof has more facts than this (its long form some 250 lines or
/// more) has the candidates after the window searched for a shorter one
/// ([`shorter_nested`]).
const NESTED_LONG: usize = 300;

/// How many candidates after the window that search tries.
const LONG_WINDOW: usize = 64;

/// The inner nets each of them may use.
const LONG_PROBES: usize = 60;

/// How many of them, the shortest estimated first, are written out to compare their
/// proofs (an estimate is not the proof's size, so one is often not enough).
const LONG_WRITTEN: usize = 2;

/// The facts of a step's proof in all (0 for none).
fn proof_size(step: &crate::Step) -> usize {
    step.proof().map_or(0, crate::Proof::size)
}

/// For a nested step whose proof is long, the step with the shortest proof among the
/// [`LONG_WRITTEN`] estimated shortest (under `estimate`, the long one's) of the next
/// [`LONG_WINDOW`] candidates of `further` refuted with at most [`LONG_PROBES`] inner
/// nets each, and its index in `further`. It settles less than the step it replaces, so
/// more nested steps follow, but a reader reads as many facts in all and none of them
/// in a step too long to hold (see BENCHMARKS.md, "Shorter nested nets").
fn shorter_nested(
    base: &Base,
    net: &mut NestedNet,
    scratch: &mut step::Scratch,
    scope: Scope,
    further: &[Candidate],
    estimate: usize,
) -> Option<(usize, crate::Step)> {
    let mut refuted: Vec<(usize, usize)> = Vec::new();
    let mut kept: Vec<Option<nested::Refuted>> = Vec::new();
    for (i, &candidate) in further.iter().take(LONG_WINDOW).enumerate() {
        kept.push(None);
        if net.exhausted() {
            break;
        }
        if net.run_within(base, Lit::on(candidate), LONG_PROBES).is_some() {
            // Only the estimates under the LONG_WRITTEN-th smallest so far (those
            // before it come first in a tie) can be written.
            let bound = match refuted.len() {
                n if n < LONG_WRITTEN => estimate,
                _ => {
                    refuted.sort_unstable();
                    estimate.min(refuted[LONG_WRITTEN - 1].0)
                }
            };
            let e = net.estimate_under(base, bound);
            if e < bound {
                refuted.push((e, i));
                kept[i] = Some(net.keep());
            }
        }
    }
    refuted.sort_unstable();
    let mut best: Option<(usize, crate::Step)> = None;
    for &(_, i) in refuted.iter().take(LONG_WRITTEN) {
        let assumption = Lit::on(further[i]);
        let resumed = kept[i].as_ref().is_some_and(|k| net.resume(k));
        if !resumed && net.run(base, assumption).is_none() {
            continue;
        }
        let step = nested_step(base, net, scratch, scope, assumption);
        if best
            .as_ref()
            .is_none_or(|(_, b)| proof_size(&step) < proof_size(b))
        {
            best = Some((i, step));
        }
    }
    best
}

/// The candidates of the cells with two candidates or more, those whose elimination
/// settles the most first (see [`settles`]), then cells with fewer candidates first.
fn by_merit(base: &Base, settle: &mut Sweep) -> Vec<Candidate> {
    let mut order: Vec<Candidate> = base
        .candidates()
        .filter(|c| base.digits[c.cell.index()].count_ones() >= 2)
        .collect();
    order.sort_by_cached_key(|&c| {
        let merit = settles(base, settle, &[Lit::off(c)]);
        (
            std::cmp::Reverse(merit),
            base.digits[c.cell.index()].count_ones(),
            c.index(),
        )
    });
    order
}

/// The step of the nested net `net` has just run from `assumption`, its proof made
/// smaller first.
fn nested_step(
    base: &Base,
    net: &mut NestedNet,
    scratch: &mut step::Scratch,
    scope: Scope,
    assumption: Lit,
) -> crate::Step {
    net.minimize(base);
    let branch = net.proof(base, &mut scratch.prover);
    step::nested(base, branch, scope, assumption)
}

/// Reports the first candidate whose deep net ends in a contradiction, in the order of
/// [`scan_nested`] (those whose elimination settles the most first), unless the budget
/// of the deep nets ([`deep::DEEP_BUDGET`] plain nets in all) is spent first. One step
/// even when all are asked for: listing every deep net would spend the whole budget on
/// every position, and a deep net is a last resort, taken one at a time.
fn scan_deep(view: &CandidateView<'_>, found: &mut Found, scope: Scope) -> ControlFlow<()> {
    let base = base(view);
    let mut net = DeepNet::new(scope.max_depth(view));
    let mut scratch = step::Scratch::new(Reach::Nets, scope.max_depth(view));
    let mut settle = Sweep::new(Reach::Nets, usize::MAX);
    for candidate in by_merit(base, &mut settle) {
        if net.exhausted() {
            break;
        }
        let assumption = Lit::on(candidate);
        if net.run(base, assumption).is_some() {
            let branch = net.proof(base, &mut scratch.prover);
            let _ = found.push(step::nested(base, branch, scope, assumption));
            return ControlFlow::Break(());
        }
    }
    ControlFlow::Continue(())
}

/// What a step's placements and eliminations settle once the singles, locked pairs and
/// locked candidates they lead to are followed (digits placed, then candidates
/// removed), worked out from the step alone, for the tests of the order nets come in.
#[cfg(test)]
fn settled_by(base: &Base, step: &crate::Step) -> (u32, u32) {
    let effect: Vec<Lit> = (step.placements().iter().map(|&c| Lit::on(c)))
        .chain(step.eliminations().iter().map(|&c| Lit::off(c)))
        .collect();
    let mut sweep = Sweep::new(Reach::Nets, usize::MAX);
    assert!(sweep.run_all(base, None, &effect, None).is_none(), "{step}");
    let known = sweep.known();
    let count = |truth: usize| (0..9).map(|d| known[d * 2 + truth].count_ones()).sum::<u32>();
    (count(1), count(0))
}

#[cfg(test)]
pub(super) mod states {
    //! Candidate states reached by the engine, with the forcing strategies switched off,
    //! from puzzles made for these tests: `Grid::random_solved(seed)` with cells emptied
    //! in a shuffled order while the solution stays unique. `+5` is a placed digit.

    /// Seed 3, where the simple strategies first stall: cell forcing chains apply.
    pub(crate) const STATE_3_START: &str = "56 +9 7 +8 +3 46 1456 16 +2 36 2 1 47 5 467 3469 \
        369 8 8 356 +4 1 9 2 7 36 35 +7 135 35 69 16 8 2 +4 39 9 4 38 +2 +7 +5 138 138 6 +2 \
        168 68 3 4 19 89 5 +7 346 368 3689 5 +2 479 368 3678 1 1346 3568 2 47 168 147 35689 \
        36789 359 156 7 5689 69 168 3 568 2 4";

    /// Seed 3, later: no cell forcing chain applies; a unit with three places does.
    pub(crate) const STATE_3: &str = "56 +9 7 +8 +3 46 1456 16 +2 36 2 1 47 5 467 346 +9 8 \
        8 356 +4 1 9 2 7 36 35 +7 15 35 69 16 8 2 +4 39 9 4 38 +2 +7 +5 138 138 6 +2 168 68 \
        3 4 19 89 5 +7 346 368 689 5 +2 479 368 3678 1 1346 3568 2 47 168 147 35689 3678 \
        359 15 7 589 69 168 3 568 2 4";
    pub(crate) const SOLUTION_3: &str =
        "597834162321756498864192735715968243943275816286341957438529671652417389179683524";

    /// Seed 829, later in its solution: no forcing chain applies, a forcing net does.
    pub(crate) const STATE_829: &str = "479 679 15 2 8 45 1357 367 357 68 3 +2 56 +1 7 568 4 \
        9 47 678 15 456 3 9 1578 2678 2578 58 +2 4 7 +9 358 68 1 368 179 789 6 38 2 18 39 5 \
        4 19 589 +3 45 6 145 2 789 78 3 +1 7 89 5 2 +4 689 68 2 56 8 39 +4 36 3579 37 1 56 \
        4 9 1 +7 368 358 238 2358";
    pub(crate) const SOLUTION_829: &str =
        "961284735832517649475639182524793816796821354183465297317952468258346971649178523";
}
