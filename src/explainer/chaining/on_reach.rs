//! The "on"s every candidate reaches in a static search, found for all candidates at
//! once instead of one search per start.
//!
//! In a static search an "on" leads to other "on"s only through an "off": it turns off
//! its weak neighbours (the value's other places in its houses and, with Y-links, the
//! cell's other values), and an "off" turns on its strong partners (see `Links`). So the
//! "on"s a start reaches are the nodes its own reaches in the graph whose edges go from a
//! candidate to the strong partners of its weak neighbours. Every edge ends at a
//! candidate that has a strong partner (a "linked" one: partners are mutual), so the
//! graph is kept to those, and another start's reach is its own and its neighbours'
//! partners' reaches. Candidates that reach one another (a component of that graph)
//! reach the same "on"s; Tarjan's algorithm finds the components, each after every
//! component it reaches, so each component's reach is its own candidates and the
//! reaches of the components its edges lead to, made once.

use super::super::numbers::{HOUSE_MASKS, PEER_MASKS};
use super::Budget;
use super::reach::{Links, Reach};

/// No candidate there.
const NONE: u16 = u16::MAX;

/// Not yet visited by the search for components.
const UNVISITED: u32 = u32::MAX;

/// For each candidate of the grid, the "on"s a static search with its links reaches
/// from it, itself included: the `on` planes of `Links::reach`.
pub(super) struct OnReach {
    y: bool,
    /// The candidates with a strong partner, by value.
    linked: [u128; 10],
    /// The node of each linked candidate (`cell * 9 + value - 1`), `NONE` for others.
    node: Box<[u16; 729]>,
    /// Each node's strong partners, as nodes (`NONE` where there is none).
    partners: Vec<[u16; 4]>,
    /// The component of each node.
    component: Vec<u32>,
    /// The "on"s each component reaches: for each value, the cells.
    reach: Vec<[u128; 10]>,
}

/// The lists the search for components works in, kept from one search to the next
/// (by the rating's `Budget`).
#[derive(Default)]
pub(super) struct Scratch {
    cells: Vec<(u8, u8)>,
    first_edge: Vec<u32>,
    edges: Vec<u16>,
    order: Vec<u32>,
    low: Vec<u32>,
    on_stack: Vec<bool>,
    stack: Vec<u16>,
    frames: Vec<(u16, u32)>,
}

impl OnReach {
    pub(super) fn new(links: &Links, budget: &Budget) -> OnReach {
        OnReach::new_in(links, &mut budget.on_reach_scratch())
    }

    fn new_in(links: &Links, scratch: &mut Scratch) -> OnReach {
        let mut on_reach = OnReach {
            y: links.y(),
            linked: [0; 10],
            node: Box::new([NONE; 729]),
            partners: Vec::new(),
            component: Vec::new(),
            reach: Vec::new(),
        };
        on_reach.find_partners(links, &mut scratch.cells);
        on_reach.find_edges(scratch);
        on_reach.find_components(scratch);
        on_reach
    }

    /// The linked candidates, numbered, with their partners.
    fn find_partners(&mut self, links: &Links, cells: &mut Vec<(u8, u8)>) {
        let bivalue = if links.y() { links.bivalue() } else { 0 };
        for v in 1..=9u8 {
            let plane = links.plane(v);
            let mut linked = bivalue & plane;
            if links.x() {
                for house in HOUSE_MASKS {
                    let places = house & plane;
                    if places.count_ones() == 2 {
                        linked |= places;
                    }
                }
            }
            self.linked[usize::from(v)] = linked;
        }
        cells.clear();
        for cell in 0..81u8 {
            for value in 1..=9u8 {
                if self.linked[usize::from(value)] >> cell & 1 == 1 {
                    self.node[index(cell, value)] = cells.len() as u16;
                    cells.push((cell, value));
                }
            }
        }
        // The partners in the order of `Links::partners`: the cell's other value, then
        // the other place in the cell's box, row and column.
        self.partners = vec![[NONE; 4]; cells.len()];
        let mut rest = bivalue;
        while rest != 0 {
            let c = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            let values = links.values(c);
            let a = values.trailing_zeros() as u8;
            let b = (values & !(1 << a)).trailing_zeros() as u8;
            let (na, nb) = (self.node[index(c, a)], self.node[index(c, b)]);
            self.partners[usize::from(na)][0] = nb;
            self.partners[usize::from(nb)][0] = na;
        }
        if links.x() {
            for v in 1..=9u8 {
                let plane = links.plane(v);
                for (h, house) in HOUSE_MASKS.iter().enumerate() {
                    let places = house & plane;
                    if places.count_ones() != 2 {
                        continue;
                    }
                    let p = places.trailing_zeros() as u8;
                    let q = (places & !(1u128 << p)).trailing_zeros() as u8;
                    let (np, nq) = (self.node[index(p, v)], self.node[index(q, v)]);
                    self.partners[usize::from(np)][1 + h / 9] = nq;
                    self.partners[usize::from(nq)][1 + h / 9] = np;
                }
            }
        }
    }

    /// Calls `visit` with each node an edge from `(cell, value)` leads to: the strong
    /// partners of its linked weak neighbours.
    fn for_each_successor(&self, cell: u8, value: u8, mut visit: impl FnMut(u16)) {
        let mut partners_of = |c: u8, v: u8| {
            for p in self.partners[usize::from(self.node[index(c, v)])] {
                if p != NONE {
                    visit(p);
                }
            }
        };
        let mut peers = PEER_MASKS[usize::from(cell)] & self.linked[usize::from(value)];
        while peers != 0 {
            let o = peers.trailing_zeros() as u8;
            peers &= peers - 1;
            partners_of(o, value);
        }
        if self.y {
            for w in (1..=9u8).filter(|&w| w != value && self.linked[usize::from(w)] >> cell & 1 == 1) {
                partners_of(cell, w);
            }
        }
    }

    fn find_edges(&self, scratch: &mut Scratch) {
        let Scratch {
            cells,
            first_edge,
            edges,
            ..
        } = scratch;
        first_edge.clear();
        edges.clear();
        for &(c, v) in cells.iter() {
            first_edge.push(edges.len() as u32);
            self.for_each_successor(c, v, |w| edges.push(w));
        }
        first_edge.push(edges.len() as u32);
    }

    /// Tarjan's algorithm without recursion: `frames` holds each visited node still
    /// open and the next of its edges to follow.
    fn find_components(&mut self, scratch: &mut Scratch) {
        let n = scratch.cells.len();
        let Scratch {
            cells,
            first_edge,
            edges,
            order,
            low,
            on_stack,
            stack,
            frames,
        } = scratch;
        self.component = vec![u32::MAX; n];
        order.clear();
        order.resize(n, UNVISITED);
        low.clear();
        low.resize(n, 0);
        on_stack.clear();
        on_stack.resize(n, false);
        stack.clear();
        frames.clear();
        let mut visited = 0u32;
        for root in 0..n {
            if order[root] != UNVISITED {
                continue;
            }
            let mut next = Some(root);
            loop {
                if let Some(u) = next.take() {
                    order[u] = visited;
                    low[u] = visited;
                    visited += 1;
                    stack.push(u as u16);
                    on_stack[u] = true;
                    frames.push((u as u16, first_edge[u]));
                }
                let Some(frame) = frames.last_mut() else {
                    break;
                };
                let (u, edge) = *frame;
                let ui = usize::from(u);
                if edge < first_edge[ui + 1] {
                    frame.1 += 1;
                    let w = usize::from(edges[edge as usize]);
                    if order[w] == UNVISITED {
                        next = Some(w);
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
                    // The component whose first node is `u`, with its reach: every
                    // component its edges lead to is complete already.
                    let id = self.reach.len() as u32;
                    let start = stack.iter().rposition(|&x| x == u).unwrap_or(0);
                    let mut reach = [0u128; 10];
                    for &x in &stack[start..] {
                        self.component[usize::from(x)] = id;
                        on_stack[usize::from(x)] = false;
                        let (cell, value) = cells[usize::from(x)];
                        reach[usize::from(value)] |= 1u128 << cell;
                    }
                    for &x in &stack[start..] {
                        let xi = usize::from(x);
                        for &w in &edges[first_edge[xi] as usize..first_edge[xi + 1] as usize] {
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
            }
        }
    }

    /// `on` of a candidate with a strong partner, without copying it.
    pub(super) fn of_linked(&self, cell: u8, value: u8) -> Option<&[u128; 10]> {
        let node = self.node[index(cell, value)];
        (node != NONE).then(|| &self.reach[self.component[usize::from(node)] as usize])
    }

    /// Whether some "on" that `(cell, value)` on reaches turns it off (`Links::turns_off`).
    pub(super) fn turns_itself_off(&self, links: &Links, cell: u8, value: u8) -> bool {
        if let Some(reach) = self.of_linked(cell, value) {
            return links.turns_off(reach, cell, value);
        }
        // Its reach: itself, which does not turn itself off, and its successors'.
        let mut found = false;
        self.for_each_successor(cell, value, |w| {
            found =
                found || links.turns_off(&self.reach[self.component[usize::from(w)] as usize], cell, value);
        });
        found
    }

    /// The "on"s a static search from `(cell, value)` on reaches, itself included; for
    /// each value, the cells. The candidate must be one of the grid's.
    pub(super) fn on(&self, cell: u8, value: u8) -> [u128; 10] {
        let node = self.node[index(cell, value)];
        if node != NONE {
            return self.reach[self.component[usize::from(node)] as usize];
        }
        let mut reach = [0u128; 10];
        reach[usize::from(value)] |= 1u128 << cell;
        self.for_each_successor(cell, value, |w| {
            let below = &self.reach[self.component[usize::from(w)] as usize];
            for v in 1..10 {
                reach[v] |= below[v];
            }
        });
        reach
    }

    /// Everything a static search from `(cell, value)` on reaches: its "on"s, and the
    /// "off"s they turn off (`Links::reach`).
    pub(super) fn reach(&self, links: &Links, cell: u8, value: u8) -> Reach {
        let on = self.on(cell, value);
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

/// A candidate's place in the tables: `cell * 9 + value - 1`.
fn index(cell: u8, value: u8) -> usize {
    usize::from(cell) * 9 + usize::from(value) - 1
}

#[cfg(test)]
mod tests {
    use super::super::super::numbers::{SeView, grid_of};
    use super::*;

    #[test]
    fn every_candidate_reaches_what_its_own_search_reaches() {
        let puzzles = [
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
            "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6",
        ];
        let mut compared = 0;
        for puzzle in puzzles {
            let grid = grid_of(puzzle);
            for (y, x) in [(false, true), (true, false), (true, true)] {
                let links = Links::new(&grid, y, x);
                let on_reach = OnReach::new(&links, &Budget::default());
                for c in 0..81u8 {
                    for v in (1..=9u8).filter(|&v| grid.has(usize::from(c), v)) {
                        let expected = links.reach(c, v, true);
                        let at = format!("r{}c{}={v} ({y}, {x})", c / 9 + 1, c % 9 + 1);
                        assert_eq!(on_reach.on(c, v), expected.on, "{at}");
                        assert_eq!(on_reach.reach(&links, c, v).off, expected.off, "{at}");
                        compared += usize::from(expected.on.iter().map(|p| p.count_ones()).sum::<u32>() > 1);
                    }
                }
            }
        }
        assert!(compared > 100, "only {compared} starts reach another");
    }
}
