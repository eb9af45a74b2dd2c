//! Chains found on the link graph: how the walks' findings are classified into the
//! chain techniques, and how a chain is written (Eureka notation) and told (sentence).

use std::cmp::Reverse;
use std::collections::HashMap;

use super::graph::{LinkFilter, LinkGraph};
use super::loop_effect::loop_eliminations;
use super::node::{Node, NodeSet};
use super::search::{Event, MAX_LINKS, Shape, Visit, Walk, compatible};
use crate::step::compact_cells;
use crate::strategies::FindMode;
use crate::{
    Candidate, Cell, CellSet, ChainNode, Digit, DigitSet, LayerGrid, Link, LinkKind, Step, Technique,
};

/// A group of chain techniques found by one search over the graph.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) enum ChainSearch {
    XChain,
    XyChain,
    /// AICs and nice loops on single candidates.
    Candidates,
    /// AICs and nice loops that use grouped nodes.
    Grouped,
    /// AICs and nice loops through almost locked sets (and groups).
    WithSets,
}

impl ChainSearch {
    pub(crate) const ALL: [ChainSearch; 5] = [
        ChainSearch::XChain,
        ChainSearch::XyChain,
        ChainSearch::Candidates,
        ChainSearch::Grouped,
        ChainSearch::WithSets,
    ];

    /// The search that finds `technique`.
    pub(crate) fn of(technique: Technique) -> Option<ChainSearch> {
        ChainSearch::ALL
            .into_iter()
            .find(|f| f.techniques().contains(&technique))
    }

    pub(crate) fn index(self) -> usize {
        self as usize
    }

    /// The techniques the search reports, in the order of its result slots.
    pub(crate) const fn techniques(self) -> &'static [Technique] {
        match self {
            ChainSearch::XChain => &[Technique::XChain],
            ChainSearch::XyChain => &[Technique::XyChain],
            ChainSearch::Candidates => &[
                Technique::ContinuousNiceLoop,
                Technique::DiscontinuousNiceLoop,
                Technique::Aic,
            ],
            ChainSearch::Grouped => &[
                Technique::GroupedContinuousNiceLoop,
                Technique::GroupedDiscontinuousNiceLoop,
                Technique::GroupedAic,
            ],
            ChainSearch::WithSets => &[
                Technique::AlsContinuousNiceLoop,
                Technique::AlsDiscontinuousNiceLoop,
                Technique::AlsAic,
            ],
        }
    }

    const fn links(self) -> LinkFilter {
        match self {
            ChainSearch::XChain => LinkFilter::SingleDigit,
            ChainSearch::XyChain => LinkFilter::Bivalue,
            ChainSearch::Candidates => LinkFilter::Candidates,
            ChainSearch::Grouped => LinkFilter::Grouped,
            ChainSearch::WithSets => LinkFilter::WithSets,
        }
    }

    const fn loops(self) -> bool {
        matches!(
            self,
            ChainSearch::Candidates | ChainSearch::Grouped | ChainSearch::WithSets
        )
    }

    /// Which of the search's techniques a chain of this role is.
    const fn technique(self, role: Role) -> Technique {
        let techniques = self.techniques();
        match (self, role) {
            (ChainSearch::XChain | ChainSearch::XyChain, _) => techniques[0],
            (_, Role::ContinuousLoop) => techniques[0],
            (_, Role::LoopElimination | Role::LoopPlacement) => techniques[1],
            (_, Role::Chain) => techniques[2],
        }
    }
}

/// What a chain proves.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) enum Role {
    /// An open chain, strong at both ends: one end is true; what sees both goes.
    Chain,
    /// A loop whose links alternate all the way round: every weak link is strong too.
    ContinuousLoop,
    /// A loop from a candidate back to itself, weak at both ends: it is false.
    LoopElimination,
    /// A loop from a candidate back to itself, strong at both ends: it is true.
    LoopPlacement,
}

/// A chain found in a candidate state, ready to become a step.
#[derive(Clone, Debug)]
pub(crate) struct Chain {
    pub(crate) technique: Technique,
    pub(crate) role: Role,
    /// The nodes in written order; a loop ends with its first node again.
    pub(crate) nodes: Vec<ChainNode>,
    /// `kinds[i]` is the link from `nodes[i]` to `nodes[i + 1]`.
    pub(crate) kinds: Vec<LinkKind>,
    /// For a node that is a digit of an almost locked set, the set's cells and digits.
    pub(crate) sets: Vec<Option<(CellSet, DigitSet)>>,
    pub(crate) eliminations: Vec<Candidate>,
}

impl Chain {
    /// The chain's length in links.
    pub(crate) fn len(&self) -> usize {
        self.kinds.len()
    }

    /// The order in which chains are reported.
    fn rank(&self) -> Rank {
        rank(self.len(), &self.eliminations)
    }

    /// The chain as a step, with its proof in `grid`, the state it was found in.
    pub(crate) fn to_step(&self, grid: &LayerGrid) -> Step {
        let mut step = Step::builder(self.technique)
            .detail(self.notation())
            .explain(self.sentence());
        if let Some(proof) = super::proof::prove(grid, self) {
            step = step.prove(proof);
        }
        for c in &self.eliminations {
            step = step.eliminate(c.cell, c.digit);
        }
        for (node, set) in self.nodes.iter().zip(&self.sets) {
            match set {
                Some((cells, digits)) => {
                    step = step.pattern_set(*cells, *digits);
                    for cell in *cells {
                        step = step.pattern_candidates(cell, *digits);
                    }
                }
                None => {
                    for cell in node.cells {
                        step = step.pattern_candidate(cell, node.digit);
                    }
                }
            }
        }
        for (i, &kind) in self.kinds.iter().enumerate() {
            step = step.link(Link {
                from: self.nodes[i],
                to: self.nodes[i + 1],
                kind,
            });
        }
        step.build()
    }

    /// The Eureka notation.
    fn notation(&self) -> String {
        let sign = |kind: LinkKind| match kind {
            LinkKind::Strong => '=',
            LinkKind::Weak => '-',
        };
        match self.technique {
            Technique::XChain => {
                let mut out = format!("{} ", self.nodes[0].digit);
                for (i, node) in self.nodes.iter().enumerate() {
                    if i > 0 {
                        out.push(sign(self.kinds[i - 1]));
                    }
                    out.push_str(&compact_cells(node.cells));
                }
                out
            }
            Technique::XyChain => {
                let cells: Vec<String> = self
                    .nodes
                    .chunks(2)
                    .map(|pair| {
                        format!(
                            "({}={}){}",
                            pair[0].digit,
                            pair[1].digit,
                            compact_cells(pair[0].cells)
                        )
                    })
                    .collect();
                cells.join("-")
            }
            _ => {
                let mut out = String::new();
                let mut i = 0;
                while i < self.nodes.len() {
                    if i > 0 {
                        out.push(sign(self.kinds[i - 1]));
                    }
                    match self.set_at(i) {
                        // An almost locked set, entered on one digit: `(5=18)r34c4`.
                        Some((cells, digits)) => {
                            let x = self.nodes[i].digit;
                            let rest = digits - DigitSet::single(x);
                            out.push_str(&format!("({x}={}){}", rest.join(""), compact_cells(cells)));
                            i += 2;
                        }
                        None => {
                            match self.sets[i] {
                                // One digit of an almost locked set on its own, linked to
                                // a cell that the set's lock leaves with one candidate:
                                // `(5=128)r34c4`, the set holding 5 or else 1, 2 and 8.
                                Some((cells, digits)) if !self.leaves_set(i) => {
                                    let x = self.nodes[i].digit;
                                    let rest = digits - DigitSet::single(x);
                                    out.push_str(&format!("({x}={}){}", rest.join(""), compact_cells(cells)));
                                }
                                _ => out.push_str(&self.nodes[i].to_string()),
                            }
                            i += 1;
                        }
                    }
                }
                out
            }
        }
    }

    /// Whether node `i` leaves the almost locked set entered at node `i - 1`.
    fn leaves_set(&self, i: usize) -> bool {
        i > 0 && self.set_at(i - 1).is_some()
    }

    /// The almost locked set that the chain passes at node `i`, entered there and left
    /// at node `i + 1`.
    fn set_at(&self, i: usize) -> Option<(CellSet, DigitSet)> {
        let set = self.sets[i]?;
        (i + 1 < self.nodes.len() && self.sets[i + 1] == Some(set) && self.kinds[i] == LinkKind::Strong)
            .then_some(set)
    }

    /// The chain told as a sentence.
    fn sentence(&self) -> String {
        let mut truth = self.kinds[0] == LinkKind::Weak;
        let mut walk = format!("If {}", phrase(&self.nodes[0], truth));
        for (i, node) in self.nodes.iter().enumerate().skip(1) {
            truth = self.kinds[i - 1] == LinkKind::Strong;
            walk.push_str(if i == 1 { ", then " } else { ", so " });
            match (self.set_at(i), self.sets[i]) {
                (Some((cells, digits)), _) => walk.push_str(&format!(
                    "the almost locked set {} {{{}}} loses {}",
                    compact_cells(cells),
                    digits.join(""),
                    node.digit
                )),
                (None, Some((cells, digits))) if !self.leaves_set(i) => walk.push_str(&if truth {
                    format!(
                        "{} is in the almost locked set {} {{{}}}",
                        node.digit,
                        compact_cells(cells),
                        digits.join("")
                    )
                } else {
                    format!(
                        "the almost locked set {} {{{}}} loses {} and holds {}",
                        compact_cells(cells),
                        digits.join(""),
                        node.digit,
                        and_digits(digits - DigitSet::single(node.digit))
                    )
                }),
                (None, Some((_, digits))) => {
                    let entry = self.nodes[i - 1].digit;
                    let rest = digits - DigitSet::single(entry);
                    walk.push_str(&format!("it holds {}", and_digits(rest)));
                }
                (None, None) => walk.push_str(&phrase(node, truth)),
            }
        }
        let first = &self.nodes[0];
        let last = &self.nodes[self.nodes.len() - 1];
        match self.role {
            Role::Chain => format!(
                "{walk}. So {} or {}; either way {}.",
                phrase(first, true),
                phrase(last, true),
                cannot(&self.eliminations)
            ),
            Role::LoopElimination => format!(
                "{walk}: the assumption contradicts itself, so {}.",
                cannot(&self.eliminations)
            ),
            Role::LoopPlacement => {
                let others = self.eliminations.iter().map(|c| c.digit).collect::<DigitSet>();
                format!(
                    "{walk}: the assumption contradicts itself, so {} and the cell loses its other candidates ({}).",
                    phrase(first, true),
                    others.join(", ")
                )
            }
            Role::ContinuousLoop => format!(
                "{walk}, back where it started. The loop alternates strong and weak links all the way round, so every weak link in it is strong as well: {}.",
                cannot(&self.eliminations)
            ),
        }
    }
}

/// Chains are reported shortest first, then those that eliminate more, then in the
/// order of their eliminations.
type Rank = (usize, Reverse<usize>, Vec<Candidate>);

fn rank(length: usize, eliminations: &[Candidate]) -> Rank {
    (length, Reverse(eliminations.len()), eliminations.to_vec())
}

/// "r2c8 is 5", "r2c8 is not 5", "5 is in r2c3 or r2c6", "5 is in neither r2c3 nor r2c6".
fn phrase(node: &ChainNode, truth: bool) -> String {
    let cells: Vec<Cell> = node.cells.iter().collect();
    let d = node.digit;
    match (cells.as_slice(), truth) {
        ([one], true) => format!("{one} is {d}"),
        ([one], false) => format!("{one} is not {d}"),
        ([a, b], true) => format!("{d} is in {a} or {b}"),
        ([a, b], false) => format!("{d} is in neither {a} nor {b}"),
        (_, true) => format!("{d} is in one of {}", and_list(&cells)),
        (_, false) => format!("{d} is in none of {}", and_list(&cells)),
    }
}

fn and_list(cells: &[Cell]) -> String {
    let names: Vec<String> = cells.iter().map(Cell::to_string).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        Some((last, _)) => last.clone(),
        None => String::new(),
    }
}

/// "r4c3 and r9c8 cannot be 5; r5c7 cannot be 2 or 9".
fn cannot(eliminations: &[Candidate]) -> String {
    let mut per_cell: Vec<(Cell, DigitSet)> = Vec::new();
    for c in eliminations {
        match per_cell.iter_mut().find(|(cell, _)| *cell == c.cell) {
            Some((_, digits)) => digits.insert(c.digit),
            None => per_cell.push((c.cell, DigitSet::single(c.digit))),
        }
    }
    let mut groups: Vec<(Vec<Cell>, DigitSet)> = Vec::new();
    for (cell, digits) in per_cell {
        match groups.iter_mut().find(|(_, d)| *d == digits) {
            Some((cells, _)) => cells.push(cell),
            None => groups.push((vec![cell], digits)),
        }
    }
    let parts: Vec<String> = groups
        .iter()
        .map(|(cells, digits)| format!("{} cannot be {}", and_list(cells), or_list(*digits)))
        .collect();
    parts.join("; ")
}

/// "5", "2 and 9", "2, 5 and 8".
fn and_digits(digits: DigitSet) -> String {
    let names: Vec<String> = digits.iter().map(|d: Digit| d.to_string()).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        Some((last, _)) => last.clone(),
        None => String::new(),
    }
}

/// "5", "2 or 9", "2, 5 or 8".
fn or_list(digits: DigitSet) -> String {
    let names: Vec<String> = digits.iter().map(|d| d.to_string()).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        Some((last, _)) => last.clone(),
        None => String::new(),
    }
}

/// The link kinds of a walked path of `links` links: strong, weak, strong, ...
fn alternating(links: usize) -> Vec<LinkKind> {
    (0..links)
        .map(|i| {
            if i % 2 == 0 {
                LinkKind::Strong
            } else {
                LinkKind::Weak
            }
        })
        .collect()
}

/// Whether an AIC on candidates is really an X-Chain or an XY-Chain, which have
/// techniques of their own.
fn is_simpler_chain(graph: &LinkGraph, path: &[Node]) -> bool {
    let first = graph.digit_of(path[0]);
    let single_digit = path.iter().all(|&n| !n.is_group() && graph.digit_of(n) == first);
    let bivalue = path.len().is_multiple_of(2)
        && graph.digit_of(path[path.len() - 1]) == first
        && path.chunks(2).all(|pair| {
            pair[0].cell_index().is_some_and(|c| graph.is_bivalue(c))
                && pair[0].cell_index() == pair[1].cell_index()
        });
    single_digit || bivalue
}

/// How many loops to try each time the walk closes a continuous loop: its effect
/// depends on the whole loop, not only on where it closes (and almost locked sets give
/// many loops of one length).
const LOOP_VARIANTS: usize = 16;

/// Collects the chains of one search: the shortest of each technique, or all of them.
pub(crate) struct Collector {
    kind: ChainSearch,
    mode: FindMode,
    /// `FindMode::First`: the best chain per technique slot.
    best: Vec<Option<Chain>>,
    /// `FindMode::All`: the shortest chain per technique and effect.
    all: HashMap<(Technique, NodeSet), Chain>,
}

impl Collector {
    fn new(kind: ChainSearch, mode: FindMode) -> Collector {
        Collector {
            kind,
            mode,
            best: vec![None; kind.techniques().len()],
            all: HashMap::new(),
        }
    }

    fn slot(&self, technique: Technique) -> usize {
        self.kind
            .techniques()
            .iter()
            .position(|&t| t == technique)
            .unwrap_or(0)
    }

    /// Whether a chain of this technique, length and effect (when known) could be kept:
    /// shorter chains first, then those that eliminate more.
    fn wants(&self, technique: Technique, length: usize, effect: Option<&NodeSet>) -> bool {
        let best = match (self.mode, effect) {
            (FindMode::First, _) => self.best[self.slot(technique)].as_ref(),
            (FindMode::All, Some(effect)) => self.all.get(&(technique, *effect)),
            (FindMode::All, None) => None,
        };
        match (best, effect) {
            (None, _) => true,
            (Some(best), None) => length <= best.len(),
            (Some(best), Some(effect)) => rank(length, &effect.candidates()) < best.rank(),
        }
    }

    fn may_keep(&self, role: Role, length: usize) -> bool {
        self.wants(self.kind.technique(role), length, None)
    }

    fn keep(&mut self, chain: Chain, effect: NodeSet) {
        match self.mode {
            FindMode::First => {
                let slot = self.slot(chain.technique);
                self.best[slot] = Some(chain);
            }
            FindMode::All => {
                self.all.insert((chain.technique, effect), chain);
            }
        }
    }

    /// The longest walk that could still improve on what is kept.
    fn walk_limit(&self) -> usize {
        if self.mode == FindMode::All {
            return MAX_LINKS;
        }
        self.best
            .iter()
            .map(|b| b.as_ref().map_or(MAX_LINKS, Chain::len))
            .max()
            .unwrap_or(MAX_LINKS)
            .min(MAX_LINKS)
    }

    /// The kept chains: per technique slot in `First` mode; sorted shortest first in
    /// `All` mode.
    pub(crate) fn into_chains(self) -> Vec<Option<Chain>> {
        match self.mode {
            FindMode::First => self.best,
            FindMode::All => {
                let mut chains: Vec<Chain> = self.all.into_values().collect();
                chains.sort_by_cached_key(Chain::rank);
                chains.into_iter().map(Some).collect()
            }
        }
    }

    /// Builds the chain and keeps it when its path is simple and it belongs here.
    fn offer(
        &mut self,
        graph: &LinkGraph,
        role: Role,
        length: usize,
        effect: NodeSet,
        written: impl FnOnce() -> Option<(Vec<Node>, Vec<LinkKind>)>,
    ) -> Visit {
        let technique = self.kind.technique(role);
        if !self.wants(technique, length, Some(&effect)) {
            return Visit::Next;
        }
        let Some((nodes, kinds)) = written() else {
            return Visit::Again;
        };
        let grouped = nodes.iter().any(|n| n.is_group());
        let with_sets = nodes.iter().any(|n| n.als_slot().is_some());
        if (self.kind == ChainSearch::Grouped && !grouped)
            || (self.kind == ChainSearch::WithSets && !with_sets)
        {
            return Visit::Next;
        }
        if self.kind == ChainSearch::Candidates && role == Role::Chain && is_simpler_chain(graph, &nodes) {
            return Visit::Next;
        }
        let sets = nodes
            .iter()
            .map(|&n| {
                let set = graph.als(n.als_slot()?);
                Some((CellSet::from_bits(set.cells), set.digits))
            })
            .collect();
        let chain = Chain {
            technique,
            role,
            nodes: nodes.iter().map(|&n| graph.chain_node(n)).collect(),
            kinds,
            sets,
            eliminations: effect.candidates(),
        };
        self.keep(chain, effect);
        Visit::Next
    }
}

/// Searches the graph for the chains of `kind`.
pub(crate) fn search(graph: &LinkGraph, kind: ChainSearch, mode: FindMode) -> Collector {
    let mut collector = Collector::new(kind, mode);
    let links = kind.links();
    let nothing_new = match kind {
        ChainSearch::Grouped => !graph.has_groups(),
        ChainSearch::WithSets => !graph.has_als_nodes(),
        _ => false,
    };
    if nothing_new {
        return collector;
    }
    let mut walk = Walk::new(graph, links);
    let candidates = (0..81).flat_map(|cell| (0..9).map(move |d| Node::candidate(cell, d)));
    // Grouped chains may also start at a group (loops start at a candidate).
    let groups = links.groups().then(|| graph.group_nodes()).into_iter().flatten();
    for start in candidates.chain(groups) {
        if !graph.has_strong_link(start, links) {
            continue;
        }
        if kind == ChainSearch::XyChain && !start.cell_index().is_some_and(|c| graph.is_bivalue(c)) {
            continue;
        }
        let limit = collector.walk_limit();
        // Ends that show no chain, passed over before `handle` looks at them: those that
        // leave nothing in common with the start (see `handle`: an almost locked set of
        // another digit than the start's is no end either).
        let ends = graph.effect_ends(start);
        walk.run(start, limit, &ends.nodes(), |walk, event| {
            if let Event::True { node, .. } = event
                && !ends.has(graph, node)
            {
                return Visit::Next;
            }
            handle(walk, start, event, &mut collector)
        });
    }
    collector
}

/// Turns one finding of the walk from `start` into the chains it shows.
fn handle(walk: &Walk<'_>, start: Node, event: Event, collector: &mut Collector) -> Visit {
    let graph = walk.graph();
    let kind = collector.kind;
    match event {
        Event::True { level, node } => {
            // Chains end on candidates or groups. A discontinuous loop may also come back
            // to a candidate from the start's digit in an almost locked set whose places
            // of it the candidate all sees.
            let set_end = node.als_slot().is_some();
            if set_end
                && !(kind.loops()
                    && graph.digit_of(node) == graph.digit_of(start)
                    && collector.may_keep(Role::LoopElimination, level + 2))
            {
                return Visit::Next;
            }
            if kind == ChainSearch::XyChain && (level < 5 || graph.digit_of(node) != graph.digit_of(start)) {
                return Visit::Next;
            }
            let Some(effect) = graph.common_weak(start, node) else {
                return Visit::Next;
            };
            // The chain is read back from the walk at most once for all that it shows.
            let mut chain: Option<Option<Vec<Node>>> = None;
            let mut read = || {
                chain
                    .get_or_insert_with(|| walk.path(node, level, &[], Shape::Open))
                    .clone()
            };
            if !set_end {
                collector.offer(graph, Role::Chain, level, effect, || {
                    Some((read()?, alternating(level)))
                });
            }
            if !kind.loops() {
                return Visit::Next;
            }
            // Each eliminated candidate also closes a discontinuous loop through the
            // chain: it sees both ends, so assuming it leads back to its own negation.
            for target in effect.iter() {
                let one = NodeSet::single(target);
                collector.offer(graph, Role::LoopElimination, level + 2, one, || {
                    let path = match read()? {
                        // The loop written from the target passes the chain's own cells.
                        path if path[1..level].iter().all(|&n| compatible(graph, n, target)) => path,
                        _ => walk.path(node, level, &[target], Shape::Loop)?,
                    };
                    let mut nodes = vec![target];
                    nodes.extend(path);
                    nodes.push(target);
                    let mut kinds = vec![LinkKind::Weak];
                    kinds.extend(alternating(level));
                    kinds.push(LinkKind::Weak);
                    Some((nodes, kinds))
                });
            }
            Visit::Next
        }
        Event::Closes { level, node } if kind.loops() => {
            let Some(cell) = start.cell_index() else {
                return Visit::Next;
            };
            let same = node == start;
            match (level % 2 == 1, same) {
                (true, true) => {
                    // Assuming the start false makes it true: it is placed, so the
                    // other candidates of its cell go.
                    let mut effect = NodeSet::EMPTY;
                    for d in 0..9 {
                        if d != graph.digit_of(start) && graph.plane(d) >> cell & 1 == 1 {
                            effect.cells[d] |= 1 << cell;
                        }
                    }
                    if effect.is_empty() {
                        return Visit::Next;
                    }
                    collector.offer(graph, Role::LoopPlacement, level, effect, || {
                        let path = walk.path(node, level, &[], Shape::Ring)?;
                        Some((path, alternating(level)))
                    })
                }
                (true, false) => {
                    // Back in the start cell on another digit, true: with the weak link
                    // inside the cell the loop is continuous.
                    if !collector.may_keep(Role::ContinuousLoop, level + 1) {
                        return Visit::Next;
                    }
                    let loops = walk.paths(node, level, &[], Shape::Loop, LOOP_VARIANTS);
                    if loops.is_empty() {
                        return Visit::Again;
                    }
                    for mut nodes in loops {
                        nodes.push(start);
                        let mut kinds = alternating(level);
                        kinds.push(LinkKind::Weak);
                        let effect = loop_eliminations(graph, &nodes, &kinds);
                        if !effect.is_empty() {
                            collector.offer(graph, Role::ContinuousLoop, level + 1, effect, || {
                                Some((nodes, kinds))
                            });
                        }
                    }
                    // A longer loop closing here later may have another effect.
                    Visit::Again
                }
                (false, true) => {
                    // Back at the start, false, by a weak link: a continuous loop.
                    if !collector.may_keep(Role::ContinuousLoop, level) {
                        return Visit::Next;
                    }
                    let loops = walk.paths(node, level, &[], Shape::Ring, LOOP_VARIANTS);
                    if loops.is_empty() {
                        return Visit::Again;
                    }
                    for nodes in loops {
                        let kinds = alternating(level);
                        let effect = loop_eliminations(graph, &nodes, &kinds);
                        if !effect.is_empty() {
                            collector.offer(graph, Role::ContinuousLoop, level, effect, || {
                                Some((nodes, kinds))
                            });
                        }
                    }
                    // A longer loop closing here later may have another effect.
                    Visit::Again
                }
                (false, false) => {
                    // Assuming the start false makes another candidate of its cell
                    // false: that candidate, if true, would make the start true too.
                    collector.offer(
                        graph,
                        Role::LoopElimination,
                        level + 1,
                        NodeSet::single(node),
                        || {
                            let path = walk.path(node, level, &[], Shape::Loop)?;
                            let mut nodes: Vec<Node> = path.into_iter().rev().collect();
                            nodes.push(node);
                            let mut kinds: Vec<LinkKind> = alternating(level).into_iter().rev().collect();
                            kinds.push(LinkKind::Weak);
                            Some((nodes, kinds))
                        },
                    )
                }
            }
        }
        Event::Closes { .. } => Visit::Next,
    }
}
