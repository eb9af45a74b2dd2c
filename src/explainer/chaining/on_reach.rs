//! The "on"s every candidate reaches in a static search, found for all candidates at
//! once instead of one search per start.
//!
//! In a static search an "on" leads to other "on"s only through an "off": it turns off
//! its weak neighbours (the value's other places in its houses and, with Y-links, the
//! cell's other values), and an "off" turns on its strong partners (see `Links`). So the
//! "on"s a start reaches are the nodes its own reaches in the graph whose edges go from a
//! candidate to the strong partners of its weak neighbours. Candidates that reach one
//! another (a component of that graph) reach the same "on"s; Tarjan's algorithm finds
//! the components, each after every component it reaches, so each component's reach is
//! its own candidates and the reaches of the components its edges lead to, made once.

use super::super::board::PEER_MASKS;
use super::reach::{Links, Reach};

/// No candidate there.
const NONE: u16 = u16::MAX;

/// Not yet visited by the search for components.
const UNVISITED: u32 = u32::MAX;

/// For each candidate of the grid, the "on"s a static search with its links reaches
/// from it, itself included: the `on` planes of `Links::reach`.
pub(super) struct OnReach {
    /// The node of each candidate (`cell * 9 + value - 1`), `NONE` for no candidate.
    node: Vec<u16>,
    /// The component of each node.
    component: Vec<u32>,
    /// The "on"s each component reaches: for each value, the cells.
    reach: Vec<[u128; 10]>,
}

impl OnReach {
    pub(super) fn new(links: &Links) -> OnReach {
        let mut graph = Graph::new(links);
        let n = graph.cells.len();
        let mut on_reach = OnReach {
            node: std::mem::take(&mut graph.node),
            component: vec![u32::MAX; n],
            reach: Vec::new(),
        };
        // Tarjan's algorithm without recursion: `frames` holds each visited node still
        // open and the next of its edges to follow.
        let mut order = vec![UNVISITED; n];
        let mut low = vec![0u32; n];
        let mut on_stack = vec![false; n];
        let mut stack: Vec<u16> = Vec::with_capacity(n);
        let mut frames: Vec<(u16, u32)> = Vec::with_capacity(n);
        let mut visited = 0u32;
        for root in 0..n as u16 {
            if order[usize::from(root)] != UNVISITED {
                continue;
            }
            order[usize::from(root)] = visited;
            low[usize::from(root)] = visited;
            visited += 1;
            stack.push(root);
            on_stack[usize::from(root)] = true;
            frames.push((root, graph.first_edge[usize::from(root)]));
            while let Some(frame) = frames.last_mut() {
                let (u, edge) = *frame;
                let ui = usize::from(u);
                if edge < graph.first_edge[ui + 1] {
                    frame.1 += 1;
                    let w = usize::from(graph.edges[edge as usize]);
                    if order[w] == UNVISITED {
                        order[w] = visited;
                        low[w] = visited;
                        visited += 1;
                        stack.push(w as u16);
                        on_stack[w] = true;
                        frames.push((w as u16, graph.first_edge[w]));
                    } else if on_stack[w] {
                        low[ui] = low[ui].min(order[w]);
                    }
                    continue;
                }
                frames.pop();
                if let Some(&(parent, _)) = frames.last() {
                    let pi = usize::from(parent);
                    low[pi] = low[pi].min(low[ui]);
                }
                if low[ui] == order[ui] {
                    on_reach.close_component(&graph, &mut stack, &mut on_stack, u);
                }
            }
        }
        on_reach
    }

    /// Takes the component whose first node is `root` off the stack, with its reach:
    /// every component its edges lead to is complete already.
    fn close_component(&mut self, graph: &Graph, stack: &mut Vec<u16>, on_stack: &mut [bool], root: u16) {
        let id = self.reach.len() as u32;
        let start = stack.iter().rposition(|&u| u == root).unwrap_or(0);
        let mut reach = [0u128; 10];
        for &u in &stack[start..] {
            self.component[usize::from(u)] = id;
            on_stack[usize::from(u)] = false;
            let (cell, value) = graph.cells[usize::from(u)];
            reach[usize::from(value)] |= 1u128 << cell;
        }
        for &u in &stack[start..] {
            let ui = usize::from(u);
            for &w in &graph.edges[graph.first_edge[ui] as usize..graph.first_edge[ui + 1] as usize] {
                let other = self.component[usize::from(w)];
                if other != id {
                    let below = &self.reach[other as usize];
                    for v in 1..10 {
                        reach[v] |= below[v];
                    }
                }
            }
        }
        stack.truncate(start);
        self.reach.push(reach);
    }

    /// The "on"s a static search from `(cell, value)` on reaches, itself included; for
    /// each value, the cells.
    pub(super) fn on(&self, cell: u8, value: u8) -> &[u128; 10] {
        let node = self.node[usize::from(cell) * 9 + usize::from(value) - 1];
        debug_assert!(
            node != NONE,
            "r{}c{}={value} is not a candidate",
            cell / 9 + 1,
            cell % 9 + 1
        );
        &self.reach[self.component[usize::from(node)] as usize]
    }

    /// Everything a static search from `(cell, value)` on reaches: its "on"s, and the
    /// "off"s they turn off (`Links::reach`).
    pub(super) fn reach(&self, links: &Links, cell: u8, value: u8) -> Reach {
        let on = *self.on(cell, value);
        let mut off = [0u128; 10];
        for v in 1..=9u8 {
            let mut cells = on[usize::from(v)];
            while cells != 0 {
                let c = cells.trailing_zeros() as u8;
                cells &= cells - 1;
                links.turn_off(&mut off, c, v);
            }
        }
        Reach { on, off }
    }
}

/// The graph of "on" to "on": for each candidate, the strong partners of its weak
/// neighbours, as lists of nodes.
struct Graph {
    node: Vec<u16>,
    /// The cell and value of each node.
    cells: Vec<(u8, u8)>,
    /// The edges of node `u` are `edges[first_edge[u]..first_edge[u + 1]]`.
    first_edge: Vec<u32>,
    edges: Vec<u16>,
}

impl Graph {
    fn new(links: &Links) -> Graph {
        let mut node = vec![NONE; 81 * 9];
        let mut cells = Vec::new();
        for cell in 0..81u8 {
            for value in 1..=9u8 {
                if links.has(cell, value) {
                    node[usize::from(cell) * 9 + usize::from(value) - 1] = cells.len() as u16;
                    cells.push((cell, value));
                }
            }
        }
        // Each candidate's strong partners, and the candidates that have one.
        let partners: Vec<[Option<(u8, u8)>; 4]> = cells.iter().map(|&(c, v)| links.partners(c, v)).collect();
        let mut linked = [0u128; 10];
        for (&(c, v), p) in cells.iter().zip(&partners) {
            if p.iter().any(Option::is_some) {
                linked[usize::from(v)] |= 1u128 << c;
            }
        }
        let mut first_edge = Vec::with_capacity(cells.len() + 1);
        let mut edges = Vec::new();
        let add_partners = |edges: &mut Vec<u16>, c: u8, v: u8| {
            let x = node[usize::from(c) * 9 + usize::from(v) - 1];
            for (pc, pv) in partners[usize::from(x)].into_iter().flatten() {
                edges.push(node[usize::from(pc) * 9 + usize::from(pv) - 1]);
            }
        };
        for &(c, v) in &cells {
            first_edge.push(edges.len() as u32);
            let mut peers = PEER_MASKS[usize::from(c)] & linked[usize::from(v)];
            while peers != 0 {
                let o = peers.trailing_zeros() as u8;
                peers &= peers - 1;
                add_partners(&mut edges, o, v);
            }
            if links.y() {
                for w in (1..=9u8).filter(|&w| w != v && linked[usize::from(w)] >> c & 1 == 1) {
                    add_partners(&mut edges, c, w);
                }
            }
        }
        first_edge.push(edges.len() as u32);
        Graph {
            node,
            cells,
            first_edge,
            edges,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::board::Board;
    use super::*;

    #[test]
    fn every_candidate_reaches_what_its_own_search_reaches() {
        let puzzles = [
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
            "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6",
        ];
        let mut compared = 0;
        for puzzle in puzzles {
            let grid = Board::from_line(puzzle);
            for (y, x) in [(false, true), (true, false), (true, true)] {
                let links = Links::new(&grid, y, x);
                let on_reach = OnReach::new(&links);
                for c in 0..81u8 {
                    for v in (1..=9u8).filter(|&v| grid.has(usize::from(c), v)) {
                        let expected = links.reach(c, v, true).on;
                        assert_eq!(
                            on_reach.on(c, v),
                            &expected,
                            "r{}c{}={v} ({y}, {x})",
                            c / 9 + 1,
                            c % 9 + 1
                        );
                        compared += usize::from(expected.iter().map(|p| p.count_ones()).sum::<u32>() > 1);
                    }
                }
            }
        }
        assert!(compared > 100, "only {compared} starts reach another");
    }
}
