//! The proofs of chain steps: a chain written out as implications, each with its rule,
//! in the public [`Proof`] form.
//!
//! A chain alternates strong links (not both ends false) and weak links (not both ends
//! true). Taking one node as true and walking away from it, a weak link makes the next
//! node false and a strong link makes the next one true, so a proof follows the chain
//! node by node:
//!
//! - an **open chain** (AIC, X-Chain, XY-Chain) is a verity rooted at one of its strong
//!   links that is a bivalue cell or the only places of a digit in a house: every branch
//!   walks to one end of the chain, which is then true and rules out the eliminations;
//! - a **continuous loop** is the same verity, each branch walking all the way round;
//! - a **discontinuous loop** is a contradiction: its candidate, taken as true (or false,
//!   when both its links are strong), comes back round the loop as false (true).
//!
//! A node that is more than one candidate is true without a literal: a group (the digit
//! is in one of its cells, the last places of a house: the `locked` rule), or a digit of
//! an almost locked set (the set has lost another digit and is locked: the `locked set`
//! rule). A set that loses a digit may leave a cell outside it one candidate (the cell's
//! others are false by the `locked set` rule); read the other way round, a candidate
//! whose falseness would empty that cell puts the digit in the set, which the `almost
//! locked set` rule states as a fact. Only where its premises are not all false in the
//! branch (none on the measured sets, see BENCHMARKS.md) is it shown by a `nested` proof.

mod walk;

use super::chain::{Chain, Role};
use crate::{Cell, House, LayerGrid, LinkKind, Literal, Proof, Rule};
use walk::{Node, State, Walk, house_of};

/// The nodes of a chain; a loop's last node (its first again) is left out.
fn nodes(chain: &Chain) -> Vec<Node> {
    let count = match chain.role {
        Role::Chain => chain.nodes.len(),
        _ => chain.nodes.len() - 1,
    };
    chain.nodes[..count]
        .iter()
        .zip(&chain.sets)
        .map(|(node, set)| match (set, node.cells.single_cell()) {
            (Some((set, digits)), _) => Node::InSet {
                cells: node.cells,
                digit: node.digit,
                set: *set,
                digits: *digits,
            },
            (None, Some(cell)) => Node::One {
                cell,
                digit: node.digit,
            },
            (None, None) => Node::Group {
                cells: node.cells,
                digit: node.digit,
            },
        })
        .collect()
}

/// The proof of a chain in the state `grid`, or `None` where its links cannot all be
/// written with the rules of the proof format.
pub(crate) fn prove(grid: &LayerGrid, chain: &Chain) -> Option<Proof> {
    let nodes = nodes(chain);
    let proof = match chain.role {
        Role::Chain | Role::ContinuousLoop => verity(grid, chain, &nodes),
        Role::LoopElimination | Role::LoopPlacement => loop_contradiction(grid, chain, &nodes),
    };
    Some(proof?.with_premises_in(grid))
}

/// A discontinuous loop: its candidate, assumed true (or false), comes back false (or
/// true).
fn loop_contradiction(grid: &LayerGrid, chain: &Chain, nodes: &[Node]) -> Option<Proof> {
    let Node::One { cell, digit } = nodes[0] else {
        return None;
    };
    let holds = chain.role == Role::LoopElimination;
    let assume = Literal::new(cell, digit, holds);
    let mut walk = Walk::new(grid, nodes, assume);
    walk.states[0] = if holds { State::True(assume) } else { State::False };
    let links = chain.kinds.len();
    let kind = |i: usize, j: usize| chain.kinds[if j == (i + 1) % links { i } else { j }];
    walk.walk(0, (1..links).chain([0]), kind)?;
    let end = walk.contradiction()?;
    Some(Proof::contradiction(assume, walk.facts, end))
}

/// One branch of a verity: its assumption, the node it makes true or false, and which
/// way round the chain it walks from there (+1 or -1).
struct Spec {
    assume: Literal,
    node: usize,
    truth: bool,
    direction: isize,
}

/// The chain's geometry: its nodes, links and whether it closes.
struct Shape<'c> {
    kinds: &'c [LinkKind],
    count: usize,
    closed: bool,
}

impl Shape<'_> {
    /// The link between neighbours `i` and `j`.
    fn kind(&self, i: usize, j: usize) -> LinkKind {
        if self.closed && (j + 1) % self.count == i {
            self.kinds[j]
        } else if self.closed && (i + 1) % self.count == j {
            self.kinds[i]
        } else {
            self.kinds[i.min(j)]
        }
    }

    /// The direction from node `i` across its link of `kind`, if it has one.
    fn across(&self, i: usize, kind: LinkKind) -> Option<isize> {
        let back = if self.closed || i > 0 {
            Some((i + self.count - 1) % self.count)
        } else {
            None
        };
        let next = if self.closed || i + 1 < self.count {
            Some((i + 1) % self.count)
        } else {
            None
        };
        if next.is_some_and(|j| self.kind(i, j) == kind) {
            Some(1)
        } else if back.is_some_and(|j| self.kind(i, j) == kind) {
            Some(-1)
        } else {
            None
        }
    }

    /// The nodes met walking from `node` in `direction`: to the chain's end, or all the
    /// way round a loop.
    fn path(&self, node: usize, direction: isize) -> Vec<usize> {
        if self.closed {
            (1..self.count)
                .map(|k| {
                    let step = if direction > 0 { k } else { self.count - k };
                    (node + step) % self.count
                })
                .collect()
        } else if direction > 0 {
            (node + 1..self.count).collect()
        } else {
            (0..node).rev().collect()
        }
    }
}

/// An open chain or a continuous loop: a verity over the unit of one of its strong links
/// (a bivalue cell, or every place of a digit in a house), or else over every candidate
/// of one of its cells.
fn verity(grid: &LayerGrid, chain: &Chain, nodes: &[Node]) -> Option<Proof> {
    let shape = Shape {
        kinds: &chain.kinds,
        count: nodes.len(),
        closed: chain.role == Role::ContinuousLoop,
    };
    let strong = (0..chain.kinds.len()).filter(|&l| chain.kinds[l] == LinkKind::Strong);
    let linked = strong.filter_map(|l| link_unit(grid, &shape, nodes, l, (l + 1) % shape.count));
    let cells = (0..nodes.len()).filter_map(|n| cell_unit(grid, &shape, nodes, n));
    linked
        .chain(cells)
        .find_map(|(unit, specs)| verity_over(grid, chain, nodes, &shape, unit, specs))
}

/// Where a verity's branches come from: a cell's candidates or a digit's places in a house.
#[derive(Clone, Copy)]
enum Unit {
    Cell(Cell),
    House(House),
}

/// The unit of the strong link between nodes `a` and `b`, with a branch for each of its
/// candidates.
fn link_unit(
    grid: &LayerGrid,
    shape: &Shape<'_>,
    nodes: &[Node],
    a: usize,
    b: usize,
) -> Option<(Unit, Vec<Spec>)> {
    let away = |from: usize| shape.across(from, LinkKind::Weak).unwrap_or(0);
    match (nodes[a], nodes[b]) {
        (Node::One { cell: ca, digit: da }, Node::One { cell: cb, digit: db }) if ca == cb && da != db => {
            if grid.cell_candidates(ca).len() != 2 {
                return None;
            }
            let specs = [(a, da), (b, db)]
                .into_iter()
                .map(|(node, digit)| Spec {
                    assume: Literal::new(ca, digit, true),
                    node,
                    truth: true,
                    direction: away(node),
                })
                .collect();
            Some((Unit::Cell(ca), specs))
        }
        (x, y)
            if x.digit() == y.digit()
                && !matches!(x, Node::InSet { .. })
                && !matches!(y, Node::InSet { .. }) =>
        {
            let digit = x.digit();
            let both = x.cells() | y.cells();
            let house = house_of(grid, digit, both)?;
            if grid.candidates_in(digit, house) != both {
                return None;
            }
            let specs = [(a, x), (b, y)]
                .into_iter()
                .flat_map(|(node, n)| {
                    n.cells().iter().map(move |cell| Spec {
                        assume: Literal::new(cell, digit, true),
                        node,
                        truth: true,
                        direction: away(node),
                    })
                })
                .collect();
            Some((Unit::House(house), specs))
        }
        _ => None,
    }
}

/// The unit of node `n`'s cell, when the node is one candidate: the candidate true walks
/// across its weak link, any other candidate of the cell makes it false and walks across
/// its strong link.
fn cell_unit(grid: &LayerGrid, shape: &Shape<'_>, nodes: &[Node], n: usize) -> Option<(Unit, Vec<Spec>)> {
    let Node::One { cell, digit } = nodes[n] else {
        return None;
    };
    let weak = shape.across(n, LinkKind::Weak).unwrap_or(0);
    let strong = shape.across(n, LinkKind::Strong)?;
    let specs = grid
        .cell_candidates(cell)
        .iter()
        .map(|d| Spec {
            assume: Literal::new(cell, d, true),
            node: n,
            truth: d == digit,
            direction: if d == digit { weak } else { strong },
        })
        .collect();
    Some((Unit::Cell(cell), specs))
}

/// The verity whose branches `specs` cover `unit`, or `None` if a branch cannot be
/// written.
fn verity_over(
    grid: &LayerGrid,
    chain: &Chain,
    nodes: &[Node],
    shape: &Shape<'_>,
    unit: Unit,
    specs: Vec<Spec>,
) -> Option<Proof> {
    let mut branches = Vec::new();
    for spec in specs {
        let mut walk = Walk::new(grid, nodes, spec.assume);
        let node = nodes[spec.node];
        if spec.truth {
            walk.states[spec.node] = State::True(spec.assume);
        } else {
            let Node::One { cell, digit } = node else {
                return None;
            };
            walk.fact(Literal::new(cell, digit, false), Rule::Sees { by: spec.assume });
            walk.states[spec.node] = State::False;
        }
        if spec.direction != 0 {
            let path = shape.path(spec.node, spec.direction);
            let last = path.last().copied();
            walk.walk(spec.node, path.into_iter(), |i, j| shape.kind(i, j))?;
            // Round a loop, the link back to the branch's node is not walked (that node
            // is known), but a set it leaves is locked all the same.
            if let Some(last) = last
                && shape.closed
                && !walk.stopped()
                && shape.kind(last, spec.node) == LinkKind::Strong
            {
                walk.lock_leaving(last, spec.node);
            }
        }
        let end = match walk.contradiction() {
            Some(end) => end,
            None => walk.conclude(&chain.eliminations)?,
        };
        branches.push(walk.into_branch(spec.assume, end));
    }
    Some(match unit {
        Unit::Cell(cell) => Proof::cell_verity(cell, branches),
        Unit::House(house) => Proof::house_verity(house, branches),
    })
}
