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
//! search has a fixed budget of inner nets. The [`Limits`](crate::Limits) (the longest
//! run of implications a chain's branch may use, the most rounds of a net, whether nets
//! nest) bound what a step may ask a reader to follow; at the limit a branch simply
//! stops, and when no strategy finds a step the engine falls back to the search as
//! usual.

use std::cell::OnceCell;
use std::ops::ControlFlow;

use super::Found;
use super::chains::{self, LinkGraph};
use crate::{
    Candidate, CandidateView, Cell, CellSet, ChainNode, Digit, DigitSet, House, Link, LinkKind, Proof, Step,
    Technique,
};

mod cell;
mod contradiction;
mod implications;
mod nested;
mod nested_net;
mod net;
mod proof;
mod sweep;
mod unit;

pub use cell::CellForcingChain;
pub use contradiction::ForcingChainContradiction;
pub use nested_net::NestedForcingNet;
pub use net::ForcingNet;
pub use unit::UnitForcingChain;

use implications::{Base, Cause, Contradiction, Lit, Propagation, Reach};
use nested::NestedNet;
use sweep::Sweep;

/// How many placements of a net branch its summary names.
const KEY_FACTS: usize = 6;

/// What a scan looks for, and how.
#[derive(Clone, Copy, Debug)]
struct Scope {
    technique: Technique,
    reach: Reach,
    contradictions: bool,
    cells: bool,
    units: bool,
    /// Whether to look for nested nets (when the limits let nets nest).
    nested: bool,
}

impl Scope {
    /// Cell Forcing Chains.
    const CELLS: Scope = Scope {
        technique: Technique::CellForcingChain,
        reach: Reach::Chains,
        contradictions: false,
        cells: true,
        units: false,
        nested: false,
    };
    /// Unit Forcing Chains.
    const UNITS: Scope = Scope {
        technique: Technique::UnitForcingChain,
        reach: Reach::Chains,
        contradictions: false,
        cells: false,
        units: true,
        nested: false,
    };
    /// Forcing Chain Contradictions.
    const CONTRADICTIONS: Scope = Scope {
        technique: Technique::ForcingChainContradiction,
        reach: Reach::Chains,
        contradictions: true,
        cells: false,
        units: false,
        nested: false,
    };
    /// Forcing Nets, in all three forms.
    const NETS: Scope = Scope {
        technique: Technique::ForcingNet,
        reach: Reach::Nets,
        contradictions: true,
        cells: true,
        units: true,
        nested: false,
    };
    /// Nested Forcing Nets: contradictions with nets inside the branch.
    const NESTED: Scope = Scope {
        technique: Technique::NestedForcingNet,
        reach: Reach::Nets,
        contradictions: false,
        cells: false,
        units: false,
        nested: true,
    };

    /// The most rounds of implications a propagation of this scope may use.
    fn max_depth(self, view: &CandidateView<'_>) -> usize {
        match self.reach {
            Reach::Chains => view.limits().chain_length(),
            Reach::Nets => view.limits().net_rounds(),
        }
    }
}

/// What a forcing step starts from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Source {
    /// One assumption that leads to a contradiction.
    Contradiction(Lit),
    /// Every candidate of a cell.
    Cell(Cell),
    /// Every place of a digit in a house.
    Unit(Digit, House),
}

/// One conclusion and where it comes from; `cost` adds up the depths of its branches.
#[derive(Clone, Copy, Debug)]
struct Instance {
    source: Source,
    conclusion: Lit,
    cost: u32,
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
}

impl Tables {
    fn build(base: &Base, graph: Option<&LinkGraph>, sweep: &mut Sweep, candidates: &[Candidate]) -> Tables {
        let mut tables = Tables {
            slot: vec![None; 729],
            known: Vec::with_capacity(candidates.len()),
            conflict: Vec::with_capacity(candidates.len()),
            depth: vec![0; candidates.len() * 1458],
        };
        for (i, &candidate) in candidates.iter().enumerate() {
            tables.slot[candidate.index()] = Some(i as u16);
            let depths = &mut tables.depth[i * 1458..(i + 1) * 1458];
            let conflict = sweep.run(base, graph, Lit::on(candidate), Some(depths));
            tables.known.push(*sweep.known());
            tables.conflict.push(conflict);
        }
        tables
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

    /// Adds an instance for every conclusion common to all `branches`.
    fn common(&self, base: &Base, source: Source, branches: &[usize], out: &mut Vec<Instance>) {
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
                let cost = branches
                    .iter()
                    .map(|&t| u32::from(self.depth[t * 1458 + conclusion.index()]))
                    .sum();
                out.push(Instance {
                    source,
                    conclusion,
                    cost,
                });
            }
        }
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

/// Finds every instance that `scope` asks for and reports the steps, placements first
/// and then the cheapest, one step for each conclusion.
fn scan(view: &CandidateView<'_>, found: &mut Found, scope: Scope) -> ControlFlow<()> {
    if scope.nested {
        return if view.limits().nesting_depth() > 0 {
            scan_nested(view, found, scope)
        } else {
            ControlFlow::Continue(())
        };
    }
    let base = base(view);
    let candidates: Vec<Candidate> = base.candidates().collect();
    if candidates.is_empty() {
        return ControlFlow::Continue(());
    }
    let max_depth = scope.max_depth(view);
    let mut propagation = Propagation::new(scope.reach, max_depth);
    let mut sweep = Sweep::new(scope.reach, max_depth);
    let graph = (scope.reach == Reach::Chains).then(|| chains::graph(view));
    let tables = tables(view, scope, &candidates);
    let mut instances = Vec::new();
    if scope.contradictions {
        for (i, &candidate) in candidates.iter().enumerate() {
            if let Some(depth) = tables.conflict[i] {
                instances.push(Instance {
                    source: Source::Contradiction(Lit::on(candidate)),
                    conclusion: Lit::off(candidate),
                    cost: u32::from(depth),
                });
            }
            let assumption = Lit::off(candidate);
            if let Some(depth) = sweep.run(base, graph, assumption, None) {
                instances.push(Instance {
                    source: Source::Contradiction(assumption),
                    conclusion: assumption.negated(),
                    cost: u32::from(depth),
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
            let options = digits.iter().map(|d| Candidate::new(cell, d));
            if let Some(branches) = tables.branches(options) {
                tables.common(base, Source::Cell(cell), &branches, &mut instances);
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
                let options = places.iter().map(|c| Candidate::new(c, digit));
                if let Some(branches) = tables.branches(options) {
                    tables.common(base, Source::Unit(digit, house), &branches, &mut instances);
                }
            }
        }
    }
    // Placements first: each sets off singles, so the engine needs fewer forcing steps
    // (on top1465 half as many nets); then the shortest branches.
    instances.sort_by_key(|i| (!i.conclusion.is_on(), i.cost));
    let mut done = vec![false; 1458];
    for instance in instances {
        if std::mem::replace(&mut done[instance.conclusion.index()], true) {
            continue;
        }
        if let Some(step) = build_step(base, &mut propagation, scope, instance) {
            found.push(step)?;
        }
    }
    ControlFlow::Continue(())
}

/// Reports every candidate whose nested net ends in a contradiction, cells with fewer
/// candidates first.
fn scan_nested(view: &CandidateView<'_>, found: &mut Found, scope: Scope) -> ControlFlow<()> {
    let base = base(view);
    let mut net = NestedNet::new(scope.max_depth(view));
    let mut order: Vec<Candidate> = base
        .candidates()
        .filter(|c| base.digits[c.cell.index()].count_ones() >= 2)
        .collect();
    order.sort_by_key(|c| (base.digits[c.cell.index()].count_ones(), c.index()));
    for candidate in order {
        if net.exhausted() {
            break;
        }
        let assumption = Lit::on(candidate);
        if net.run(base, assumption).is_some() {
            found.push(nested_step(base, &mut net, scope, assumption))?;
        }
    }
    ControlFlow::Continue(())
}

/// The step of a nested net from `assumption`, which `net` has just run.
fn nested_step(base: &Base, net: &mut NestedNet, scope: Scope, assumption: Lit) -> Step {
    let c = assumption.candidate();
    let (short, long) = describe_conflict(net.outer());
    let targets = conflict_targets(net.outer());
    let mut branches = branch(net.outer(), Reach::Nets, &targets);
    let nested: Vec<usize> = net
        .outer()
        .ancestry(&targets)
        .into_iter()
        .filter(|&f| net.outer().facts()[f].cause == Cause::Nested)
        .collect();
    let mut reasons = Vec::new();
    let mut sentences = Vec::new();
    for f in nested {
        let literal = net.outer().facts()[f].literal;
        if let Some((short, long)) = net.reason(base, f) {
            reasons.push(format!("{literal} since {short}"));
            sentences.push(format!("{} there, since then {long}", literal.phrase()));
        }
    }
    let mut step = Step::new(scope.technique)
        .eliminate(c.cell, c.digit)
        .detail(format!("{assumption} => {short}"))
        .pattern_candidate(c.cell, c.digit);
    if let Some(proof) = net.proof(base) {
        step = step.prove(proof);
    }
    let Some(main) = branches.pop() else {
        return step;
    };
    let mut seen = Vec::with_capacity(main.links.len());
    for l in main.links {
        if !seen.contains(&l) {
            seen.push(l);
            step = step.link(l);
        }
    }
    let (note, along) = if reasons.is_empty() {
        (format!("[{}]", main.text), String::new())
    } else {
        (
            format!("[{}; nested: {}]", main.text, reasons.join("; ")),
            format!("; along the way, {}", join_and(&sentences)),
        )
    };
    step.note(note).explain(format!(
        "Suppose {}. Then, {}{along}. Then {long}: the assumption is false, so {}.",
        assumption.phrase(),
        main.sentence,
        assumption.negated().phrase()
    ))
}

/// The facts that clash in the contradiction of the last run. When a candidate is
/// made false by a placement of the same digit in a peer (or of another digit in the
/// same cell), the two placements are the ones that clash; the assumption itself is
/// not a branch of its own.
fn conflict_targets(propagation: &Propagation) -> Vec<usize> {
    let mut targets: Vec<usize> = match propagation.conflict() {
        Some(Contradiction::Both { on, off }) => match propagation.facts()[off].cause {
            Cause::Peer => vec![on, propagation.causes(off)[0] as usize],
            _ => vec![on, off],
        },
        Some(_) => propagation
            .conflict_causes()
            .iter()
            .map(|&f| f as usize)
            .collect(),
        None => Vec::new(),
    };
    if targets.len() > 1 {
        targets.retain(|&f| f != 0);
    }
    targets
}

/// One branch of a step: how one assumption reaches the conclusion (or the
/// contradiction).
struct Branch {
    /// The notation: a chain in Eureka form, or a net's summary.
    text: String,
    /// The same as words.
    sentence: String,
    /// The links to draw.
    links: Vec<Link>,
}

fn node(literal: Lit) -> ChainNode {
    let c = literal.candidate();
    ChainNode {
        digit: c.digit,
        cells: CellSet::single(c.cell),
    }
}

/// The link from a cause to its effect: a true candidate makes others false (weak);
/// a false one makes another true (strong).
fn link(from: Lit, to: Lit) -> Link {
    Link {
        from: node(from),
        to: node(to),
        kind: if from.is_on() {
            LinkKind::Weak
        } else {
            LinkKind::Strong
        },
    }
}

/// The branch of the last run that leads to the facts `targets`.
fn branch(propagation: &Propagation, reach: Reach, targets: &[usize]) -> Vec<Branch> {
    let facts = propagation.facts();
    match reach {
        Reach::Chains => targets
            .iter()
            .map(|&target| {
                let path = propagation.path(target);
                let mut text = String::new();
                let mut phrases = Vec::new();
                let mut links = Vec::new();
                for (i, &f) in path.iter().enumerate() {
                    let literal = facts[f].literal;
                    if let Some(&before) = i.checked_sub(1).and_then(|j| path.get(j)) {
                        let before = facts[before].literal;
                        text.push(if before.is_on() { '-' } else { '=' });
                        links.push(link(before, literal));
                        phrases.push(literal.phrase());
                    }
                    text.push_str(&literal.candidate().to_string());
                }
                Branch {
                    text,
                    sentence: phrases.join(", so "),
                    links,
                }
            })
            .collect(),
        Reach::Nets => {
            let net = propagation.ancestry(targets);
            let mut links = Vec::new();
            for &f in &net {
                for &cause in propagation.causes(f) {
                    links.push(link(facts[cause as usize].literal, facts[f].literal));
                }
            }
            let start = facts[0].literal;
            let key: Vec<Lit> = net
                .iter()
                .skip(1)
                .map(|&f| facts[f].literal)
                .filter(|l| l.is_on() && !targets.iter().any(|&t| facts[t].literal == *l))
                .collect();
            let ends: Vec<String> = targets.iter().map(|&t| facts[t].literal.to_string()).collect();
            let shown: Vec<String> = key.iter().take(KEY_FACTS).map(Lit::to_string).collect();
            let more = key.len().saturating_sub(KEY_FACTS);
            let mut middle = shown.join(", ");
            if more > 0 {
                middle.push_str(&format!(" (+{more})"));
            }
            let more_words = match more {
                0 => String::new(),
                1 => " and 1 more placement".to_string(),
                n => format!(" and {n} more placements"),
            };
            let implications = match net.len() - 1 {
                1 => "1 implication".to_string(),
                n => format!("{n} implications"),
            };
            let text = if middle.is_empty() {
                format!("{start} => {} ({implications})", ends.join(", "))
            } else {
                format!("{start} => {middle} => {} ({implications})", ends.join(", "))
            };
            let phrases: Vec<String> = key.iter().take(KEY_FACTS).map(|l| l.phrase()).collect();
            let ends_phrase: Vec<String> = targets.iter().map(|&t| facts[t].literal.phrase()).collect();
            let sentence = if phrases.is_empty() {
                format!("by singles {} ({implications})", join_and(&ends_phrase))
            } else {
                format!(
                    "by singles {}{} ({implications} in all), so {}",
                    join_and(&phrases),
                    more_words,
                    join_and(&ends_phrase)
                )
            };
            vec![Branch {
                text,
                sentence,
                links,
            }]
        }
    }
}

/// `a`, `a and b`, `a, b and c`.
fn join_and(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// `a`, `a or b`, `a, b or c`.
fn join_or(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// A contradiction in notation and in words.
fn describe_conflict(propagation: &Propagation) -> (String, String) {
    let facts = propagation.facts();
    match propagation.conflict() {
        Some(Contradiction::EmptyCell(cell)) => (
            format!("{cell} empty"),
            format!("{cell} would have no candidate left"),
        ),
        Some(Contradiction::NoPlace(digit, house)) => (
            format!("no {digit} in {house}"),
            format!("{digit} would have no place left in {house:#}"),
        ),
        Some(Contradiction::Both { on, off }) => {
            let on = facts[on].literal;
            let c = on.candidate();
            let peer = (facts[off].cause == Cause::Peer).then(|| propagation.causes(off)[0] as usize);
            match peer.map(|f| facts[f].literal.candidate()) {
                Some(other) if other.cell == c.cell => (
                    format!("{} holds {} and {}", c.cell, c.digit, other.digit),
                    format!("{} would hold both {} and {}", c.cell, c.digit, other.digit),
                ),
                Some(other) => {
                    let house = c
                        .cell
                        .houses()
                        .into_iter()
                        .find(|h| h.cells().contains(other.cell))
                        .unwrap_or(c.cell.row());
                    (
                        format!("{} twice in {house}", c.digit),
                        format!(
                            "{} would appear twice in {house:#} ({} and {})",
                            c.digit, other.cell, c.cell
                        ),
                    )
                }
                None => (
                    format!("{} both {} and not {}", c.cell, c.digit, c.digit),
                    format!("{} would both be and not be {}", c.cell, c.digit),
                ),
            }
        }
        None => (String::new(), String::new()),
    }
}

/// Builds the step of `instance`, propagating its branches again to record them.
fn build_step(base: &Base, propagation: &mut Propagation, scope: Scope, instance: Instance) -> Option<Step> {
    let conclusion = instance.conclusion;
    let c = conclusion.candidate();
    let mut step = Step::new(scope.technique);
    step = if conclusion.is_on() {
        step.place(c.cell, c.digit)
    } else {
        step.eliminate(c.cell, c.digit)
    };
    let chains = scope.reach == Reach::Chains;
    let mut texts = Vec::new();
    let mut links: Vec<Link> = Vec::new();
    let sentence;
    match instance.source {
        Source::Contradiction(assumption) => {
            propagation.run(base, assumption)?;
            step = step.prove(proof::refutation(propagation, |_| None)?);
            let (short, long) = describe_conflict(propagation);
            let branches = branch(propagation, scope.reach, &conflict_targets(propagation));
            let a = assumption.candidate();
            step = step
                .detail(format!("{assumption} => {short}"))
                .pattern_candidate(a.cell, a.digit);
            let walks: Vec<String> = branches.iter().map(|b| b.sentence.clone()).collect();
            for b in branches {
                texts.push(b.text);
                links.extend(b.links);
            }
            let walk = if chains {
                format!("Then {}", walks.join("; and "))
            } else {
                format!("Then, {}", walks.join("; "))
            };
            sentence = format!(
                "Suppose {}. {walk}. Then {long}: the assumption is false, so {}.",
                assumption.phrase(),
                conclusion.phrase()
            );
        }
        Source::Cell(cell) => {
            let digits = DigitSet::from_bits(base.digits[cell.index()]);
            step = step.detail(cell.to_string());
            let mut walks = Vec::new();
            let mut proofs = Vec::new();
            for digit in digits {
                step = step.pattern_candidate(cell, digit);
                let assumption = Lit::on(Candidate::new(cell, digit));
                let (b, proven) = follow(base, propagation, scope.reach, assumption, conclusion)?;
                walks.push(format!("If {}, then {}.", assumption.phrase(), b.sentence));
                texts.push(b.text);
                links.extend(b.links);
                proofs.push(proven);
            }
            step = step.prove(Proof::cell_verity(cell, proofs));
            let options: Vec<String> = digits.iter().map(|d| d.to_string()).collect();
            sentence = format!(
                "{cell} must hold {}. {} Either way, {}.",
                join_or(&options),
                walks.join(" "),
                conclusion.phrase()
            );
        }
        Source::Unit(digit, house) => {
            let places = CellSet::from_bits(base.planes[digit.index()]) & house.cells();
            step = step.detail(format!("{digit} in {house}")).house(house);
            let mut walks = Vec::new();
            let mut proofs = Vec::new();
            for cell in places {
                step = step.pattern_candidate(cell, digit);
                let assumption = Lit::on(Candidate::new(cell, digit));
                let (b, proven) = follow(base, propagation, scope.reach, assumption, conclusion)?;
                walks.push(format!("If {}, then {}.", assumption.phrase(), b.sentence));
                texts.push(b.text);
                links.extend(b.links);
                proofs.push(proven);
            }
            step = step.prove(Proof::house_verity(house, proofs));
            sentence = format!(
                "{digit} must go somewhere in {house:#}: in {}. {} Either way, {}.",
                join_or(&places.iter().map(|c| c.to_string()).collect::<Vec<_>>()),
                walks.join(" "),
                conclusion.phrase()
            );
        }
    }
    let mut seen = Vec::with_capacity(links.len());
    for l in links {
        if !seen.contains(&l) {
            seen.push(l);
            step = step.link(l);
        }
    }
    let note: Vec<String> = texts.iter().map(|t| format!("[{t}]")).collect();
    Some(step.note(note.join(" ")).explain(sentence))
}

/// Propagates `assumption` again and returns its branch to `conclusion`, in notation and
/// as a proof.
fn follow(
    base: &Base,
    propagation: &mut Propagation,
    reach: Reach,
    assumption: Lit,
    conclusion: Lit,
) -> Option<(Branch, crate::Branch)> {
    propagation.run(base, assumption);
    let target = propagation.fact_of(conclusion)?;
    let text = branch(propagation, reach, &[target]).pop()?;
    Some((text, proof::conclusion(propagation, conclusion)?))
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
