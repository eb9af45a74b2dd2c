//! The breadth-first walk over the link graph from one starting node.
//!
//! The walk assumes the start is false and follows implications level by level:
//! a strong link from a false node makes its other end true (odd levels), a weak link
//! from a true node makes its other end false (even levels). Each level keeps only the
//! nodes reached for the first time with that truth value, so every node is reached by
//! a shortest alternating chain. The start's own cell is left only by the first link and
//! entered again only to close a loop. Levels are node sets, expanded with word
//! operations; the chain to a node is read back from the levels only when it is needed.

use std::ops::ControlFlow;

use super::graph::{LinkFilter, LinkGraph};
use super::node::{Node, NodeSet};

/// The longest chain the walk follows, in links (so at most 20 nodes).
pub(crate) const MAX_LINKS: usize = 19;

/// How the written chain around a path closes, for the checks that keep chains simple.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Shape {
    /// An open chain: the first and last nodes are not linked.
    Open,
    /// A loop: the last node links back to the first.
    Loop,
    /// A loop written with its first node again at the end.
    Ring,
}

/// One walk: the levels reached from the start.
pub(crate) struct Walk<'g> {
    graph: &'g LinkGraph,
    links: LinkFilter,
    /// `levels[k]`: the nodes first reached at level `k` (true when `k` is odd).
    levels: Vec<NodeSet>,
    seen: [NodeSet; 2],
    start: Node,
}

/// What the caller of a walk answers to each finding.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Visit {
    /// Go on.
    Next,
    /// Stop the walk.
    Stop,
    /// Go on, and report this loop's closing again when it is reached later: no simple
    /// chain closes it at this length (a shortest walk may pass a cell twice), a longer
    /// one may.
    Again,
}

/// What the walk reports to its caller.
pub(crate) enum Event {
    /// A node first found true at odd level `level`, outside the start's cell: the
    /// chain from the start to it is an alternating inference chain.
    True { level: usize, node: Node },
    /// A candidate in the start's own cell reached at `level` (true when odd): the
    /// chain closes into a loop there.
    Closes { level: usize, node: Node },
}

impl<'g> Walk<'g> {
    pub(crate) fn new(graph: &'g LinkGraph, links: LinkFilter) -> Walk<'g> {
        Walk {
            graph,
            links,
            levels: vec![NodeSet::EMPTY; MAX_LINKS + 1],
            seen: [NodeSet::EMPTY; 2],
            start: Node::candidate(0, 0),
        }
    }

    pub(crate) fn graph(&self) -> &'g LinkGraph {
        self.graph
    }

    /// Walks from `start` (assumed false) for at most `max_links` links, reporting to
    /// `visit` the nodes of `ends` it finds true and every loop it closes; stops early
    /// when `visit` says so.
    pub(crate) fn run(
        &mut self,
        start: Node,
        max_links: usize,
        ends: &NodeSet,
        mut visit: impl FnMut(&Walk<'g>, Event) -> Visit,
    ) {
        self.start = start;
        if self.levels.len() < max_links + 1 {
            self.levels.resize(max_links + 1, NodeSet::EMPTY);
        }
        let words = self.links.words();
        self.levels[0].clear(words);
        self.levels[0].insert(start);
        self.seen[0].clear(words);
        self.seen[0].insert(start);
        self.seen[1].clear(words);
        let home = start.cell_index();
        // Which candidates of the start cell have already closed a loop, per truth value.
        let mut closed = [0u16; 2];
        for level in 1..=max_links {
            let truth = level % 2;
            let (done, rest) = self.levels.split_at_mut(level);
            let next = &mut rest[0];
            next.clear(words);
            if truth == 1 {
                self.graph.strong_expand(&done[level - 1], self.links, next);
            } else {
                self.graph.weak_expand(&done[level - 1], self.links, next);
            }
            let mut closes = 0;
            if let Some(cell) = home {
                if level >= 3 {
                    closes = next.digits_in_cell(cell) & !closed[truth];
                    closed[truth] |= closes;
                }
                if level >= 2 {
                    next.remove_cell(cell);
                }
            }
            let empty = !next.take_unseen(&mut self.seen[truth], words);
            if let Some(cell) = home {
                // Every loop closing at this level is reported before the walk stops.
                let mut keep_going = true;
                for d in 0..9 {
                    if closes >> d & 1 == 1 {
                        let event = Event::Closes {
                            level,
                            node: Node::candidate(cell, d),
                        };
                        match visit(self, event) {
                            Visit::Next => {}
                            Visit::Stop => keep_going = false,
                            Visit::Again => closed[truth] &= !(1 << d),
                        }
                    }
                }
                if !keep_going {
                    return;
                }
            }
            if empty {
                return;
            }
            if truth == 1 && level >= 3 {
                let flow = self.levels[level].try_each_within(ends, |node| {
                    if home.is_some_and(|cell| node.cell_index() == Some(cell)) {
                        return ControlFlow::Continue(());
                    }
                    if visit(self, Event::True { level, node }) == Visit::Stop {
                        ControlFlow::Break(())
                    } else {
                        ControlFlow::Continue(())
                    }
                });
                if flow.is_break() {
                    return;
                }
            }
        }
    }

    /// The nodes of a shortest chain from the start to `end` at `level` (the start
    /// first, `end` last), chosen so that the written chain is simple: two nodes that
    /// are not neighbours in it never share a cell (a group may share a cell with a node
    /// of another digit). `before` are nodes written before the start and `shape` says
    /// how the written chain closes; both take part in the check. `None` when no such
    /// chain is found quickly.
    pub(crate) fn path(&self, end: Node, level: usize, before: &[Node], shape: Shape) -> Option<Vec<Node>> {
        self.paths(end, level, before, shape, 1).pop()
    }

    /// Up to `max` different chains as [`path`](Walk::path) finds them, for the
    /// techniques whose effect depends on the chain and not only on its ends.
    pub(crate) fn paths(
        &self,
        end: Node,
        level: usize,
        before: &[Node],
        shape: Shape,
        max: usize,
    ) -> Vec<Vec<Node>> {
        let offset = before.len();
        let mut written: Vec<Node> = before.to_vec();
        written.resize(offset + level + 1, end);
        let mut found = Vec::new();
        for rule in [Rule::Simple, Rule::Relaxed] {
            // Grouped chains through almost locked sets may have no simple chain at the
            // length the walk found; one whose set shares a cell with another node is
            // still a chain of valid links, so they take it.
            if rule == Rule::Relaxed && (!found.is_empty() || !self.links.groups()) {
                break;
            }
            if fits(self.graph, &written, offset, offset + level, end, shape, rule) {
                let mut search = Backtrack {
                    written: written.clone(),
                    offset,
                    shape,
                    rule,
                    budget: 256 * max,
                    found: &mut found,
                    max,
                };
                self.fill(&mut search, level);
            }
        }
        found
    }

    /// Chooses the node at `level` - 1 going back from the node at `level`, and so on
    /// down to the start; returns `true` when enough chains are found.
    fn fill(&self, search: &mut Backtrack<'_>, level: usize) -> bool {
        if level == 0 {
            search.found.push(search.written[search.offset..].to_vec());
            return search.found.len() >= search.max;
        }
        let current = search.written[search.offset + level];
        let mut linked = NodeSet::EMPTY;
        let single = NodeSet::single(current);
        if level % 2 == 1 {
            // `current` is true at an odd level: it came by a strong link.
            self.graph.strong_expand(&single, self.links, &mut linked);
        } else {
            self.graph.weak_expand(&single, self.links, &mut linked);
        }
        let choices = linked.intersection(&self.levels[level - 1]);
        let position = search.offset + level - 1;
        let flow = choices.try_each(|node| {
            if search.budget == 0 {
                return ControlFlow::Break(());
            }
            search.budget -= 1;
            if !fits(
                self.graph,
                &search.written,
                search.offset,
                position,
                node,
                search.shape,
                search.rule,
            ) {
                return ControlFlow::Continue(());
            }
            search.written[position] = node;
            if self.fill(search, level - 1) {
                return ControlFlow::Break(());
            }
            ControlFlow::Continue(())
        });
        flow.is_break()
    }
}

/// The state of one backward search for chains.
struct Backtrack<'a> {
    written: Vec<Node>,
    offset: usize,
    shape: Shape,
    rule: Rule,
    budget: usize,
    found: &'a mut Vec<Vec<Node>>,
    max: usize,
}

/// Which chains a backward search accepts.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Rule {
    /// Two nodes that are not neighbours never share a cell on one digit (see
    /// [`compatible`]).
    Simple,
    /// As `Simple`, except that an almost locked set may share cells with any node
    /// other than itself.
    Relaxed,
}

/// Whether `node` at `position` is compatible with the nodes already fixed: those
/// before `offset` and those after `position`.
fn fits(
    graph: &LinkGraph,
    written: &[Node],
    offset: usize,
    position: usize,
    node: Node,
    shape: Shape,
    rule: Rule,
) -> bool {
    let n = written.len();
    let cycle = match shape {
        Shape::Open => None,
        Shape::Loop => Some(n),
        Shape::Ring => Some(n - 1),
    };
    let adjacent = |i: usize, j: usize| match cycle {
        None => i.abs_diff(j) <= 1,
        Some(m) => {
            let d = (i % m).abs_diff(j % m);
            d <= 1 || d == m - 1
        }
    };
    (0..offset)
        .chain(position + 1..n)
        .filter(|&i| !adjacent(i, position))
        .all(|i| match rule {
            Rule::Simple => compatible(graph, node, written[i]),
            Rule::Relaxed if node.als_slot().is_some() || written[i].als_slot().is_some() => {
                node != written[i] && node.als_slot() != written[i].als_slot()
            }
            Rule::Relaxed => compatible(graph, node, written[i]),
        })
}

/// Whether two nodes may both appear, not next to each other, in one chain.
pub(crate) fn compatible(graph: &LinkGraph, a: Node, b: Node) -> bool {
    if a == b {
        return false;
    }
    // An almost locked set is passed once (its two nodes are neighbours).
    if a.als_slot().is_some() && a.als_slot() == b.als_slot() {
        return false;
    }
    let overlap = graph.cells_of(a) & graph.cells_of(b) != 0;
    if !a.is_group() && !b.is_group() {
        return !overlap;
    }
    !overlap || graph.digit_of(a) != graph.digit_of(b)
}
