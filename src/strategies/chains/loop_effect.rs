//! What a continuous nice loop removes: each of its weak links is strong as well, so the
//! cells that see both ends of one lose its digit, a cell the loop passes on two digits
//! loses its others, and an almost locked set on the loop is locked on the digits it is
//! neither entered nor left by.

use super::graph::LinkGraph;
use super::node::{Node, NodeSet};
use crate::LinkKind;

/// What a continuous loop eliminates: in a cell holding two of its candidates, the
/// cell's other candidates; and the digit of every other weak link from each cell
/// outside the loop that sees both its ends.
pub(super) fn loop_eliminations(graph: &LinkGraph, nodes: &[Node], kinds: &[LinkKind]) -> NodeSet {
    // As HoDoKu does, the cells the loop passes through keep their candidates.
    let loop_cells = nodes.iter().fold(0u128, |acc, &n| acc | graph.cells_of(n));
    let mut out = NodeSet::EMPTY;
    for (i, &kind) in kinds.iter().enumerate() {
        if kind != LinkKind::Weak {
            continue;
        }
        let (a, b) = (nodes[i], nodes[i + 1]);
        let (da, db) = (graph.digit_of(a), graph.digit_of(b));
        if da != db {
            if let Some(cell) = a.cell_index() {
                for d in 0..9 {
                    if d != da && d != db && graph.plane(d) >> cell & 1 == 1 {
                        out.cells[d] |= 1 << cell;
                    }
                }
            }
        } else {
            out.cells[da] |= graph.plane(da) & graph.seen_by(a) & graph.seen_by(b) & !loop_cells;
        }
    }
    // An almost locked set entered on `x` and left on `z`: in either direction round
    // the loop it holds one of them, so its other digits are locked in it and leave
    // every candidate that sees all their places there.
    for (i, &kind) in kinds.iter().enumerate() {
        let (a, b) = (nodes[i], nodes[i + 1]);
        if kind != LinkKind::Strong || a.als_slot().is_none() || a.als_slot() != b.als_slot() {
            continue;
        }
        let Some(slot) = a.als_slot() else { continue };
        let set = graph.als(slot);
        let (x, z) = (graph.digit_of(a), graph.digit_of(b));
        for digit in set.digits {
            let d = digit.index();
            if d != x && d != z {
                out.cells[d] |= set.buddies_of(d);
            }
        }
    }
    // An almost locked set entered on `x` and linked to a cell that its lock leaves with
    // one candidate: either the set lacks `x`, or the cell takes one of its other
    // candidates, which the set then lacks. Either way the set lacks `x` or one of those
    // digits, so its remaining digits are locked in it.
    for (i, &kind) in kinds.iter().enumerate() {
        let (a, b) = (nodes[i], nodes[i + 1]);
        let (set_node, cell_node) = match (a.als_slot(), b.als_slot()) {
            (Some(_), None) => (a, b),
            (None, Some(_)) => (b, a),
            _ => continue,
        };
        let (Some(slot), Some(cell)) = (set_node.als_slot(), cell_node.cell_index()) else {
            continue;
        };
        let set = graph.als(slot);
        let (x, c) = (graph.digit_of(set_node), graph.digit_of(cell_node));
        // Only the link the set's lock makes: a strong link on one digit is a group's.
        if kind != LinkKind::Strong || x == c || !set.forces.contains(&(x as u8, cell as u8, c as u8)) {
            continue;
        }
        let exits: Vec<usize> = (0..9)
            .filter(|&d| d != c && graph.plane(d) >> cell & 1 == 1)
            .collect();
        for digit in set.digits {
            let d = digit.index();
            if d != x && !exits.contains(&d) {
                out.cells[d] |= set.buddies_of(d);
            }
        }
    }
    out
}
