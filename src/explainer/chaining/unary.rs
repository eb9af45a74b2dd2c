//! Bidirectional cycles and forcing chains from one candidate, with X-links (a value's
//! two places in a house), Y-links (a cell's two values) or both, as Sudoku Explainer
//! finds them: every candidate of every cell with two or more, in reading order.

use std::collections::VecDeque;

use super::super::numbers::{CELL_HOUSES, HOUSE_MASKS, PEERS, SeView};
use super::Budget;
use super::hints::{ChainHint, Shape};
use super::implications::{off_to_on, on_to_off};
use super::on_reach::OnReach;
use super::potentials::{Arena, Implications, Implied, Node, key};
use super::reach::Links;
use crate::LayerGrid;

/// The cycles and forcing chains of the grid with the links `y` and `x`.
pub(super) fn loops(
    arena: &mut Arena,
    grid: &LayerGrid,
    y: bool,
    x: bool,
    budget: &Budget,
) -> Vec<ChainHint> {
    let mut out = Vec::new();
    let links = Links::new(grid, y, x);
    let on_reach = OnReach::new(&links, budget);
    let empty = grid.empty_cells();
    for c in 0..81 {
        let values = links.values(c as u8);
        let count = values.count_ones();
        // Y-cycles start only in a cell of two values.
        if empty >> c & 1 == 0 || count <= 1 || (!x && count > 2) {
            continue;
        }
        for v in (1..=9u8).filter(|&v| values >> v & 1 == 1) {
            let searches = searches(&links, &on_reach, c as u8, v, x);
            if searches.any() {
                from_candidate(arena, grid, (c as u8, v), (y, x), searches, budget, &mut out);
            }
        }
    }
    out
}

/// Which searches from a start can find something: each test says no only where its
/// search finds nothing (see `reach`).
#[derive(Clone, Copy, Debug, PartialEq)]
struct Searches {
    /// A cycle back to the start, assumed on.
    cycles: bool,
    /// A forcing chain from the start on to its negation (X-links only).
    forcing_on: bool,
    /// A forcing chain from the start off to its negation (X-links only).
    forcing_off: bool,
}

impl Searches {
    fn any(self) -> bool {
        self.cycles || self.forcing_on || self.forcing_off
    }
}

/// The searches worth making from `(cell, value)`.
fn searches(links: &Links, on_reach: &OnReach, cell: u8, value: u8, x: bool) -> Searches {
    // A forcing chain from the start on turns it off; from the start off (which turns
    // on its strong partners) it turns it on. A cycle returns through a partner: a
    // start without one (and so not linked) has none.
    let partners = links.partners(cell, value);
    let forcing_on = x && on_reach.turns_itself_off(links, cell, value);
    let forcing_off = x
        && partners.iter().flatten().any(|&(c, w)| {
            on_reach
                .of_linked(c, w)
                .is_some_and(|reach| reach[usize::from(value)] >> cell & 1 == 1)
        });
    let cycles = on_reach
        .of_linked(cell, value)
        .is_some_and(|from_on| links.may_cycle(cell, value, from_on, &partners));
    Searches {
        cycles,
        forcing_on,
        forcing_off,
    }
}

#[allow(clippy::too_many_arguments)]
fn from_candidate(
    arena: &mut Arena,
    grid: &LayerGrid,
    (cell, value): (u8, u8),
    (y, x): (bool, bool),
    searches: Searches,
    budget: &Budget,
    out: &mut Vec<ChainHint>,
) {
    let source_on = arena.assume(cell, value, true);
    let mut cycles = Vec::new();
    let mut chains = Vec::new();
    // Each search skipped finds nothing (see `searches`).
    if searches.cycles {
        find_cycles(arena, grid, (y, x), budget, &mut cycles, source_on);
    }
    // Forcing Y-chains do not exist: their length would be both odd and even.
    if x && searches.forcing_on {
        find_forcing(arena, grid, y, budget, &mut chains, source_on);
    }
    if x && searches.forcing_off {
        let source_off = arena.assume(cell, value, false);
        find_forcing(arena, grid, y, budget, &mut chains, source_off);
    }
    for dst_on in cycles {
        let dst_off = reversed(arena, dst_on);
        let hint = cycle_hint(arena, grid, dst_on, dst_off, y, x);
        if hint.is_worth() {
            out.push(hint);
        }
    }
    for target in chains {
        let t = arena.get(target);
        let (c, v) = (usize::from(t.cell), t.value);
        let mask = if t.on { grid.mask(c) & !(1 << v) } else { 1 << v };
        let removals = if mask == 0 {
            Vec::new()
        } else {
            vec![(c as u8, mask)]
        };
        let hint = ChainHint::new(Shape::Forcing { target }, y, x, removals);
        if hint.is_worth() {
            out.push(hint);
        }
    }
}

/// Follows the implications from `source` (on) breadth first, never back through a
/// potential's own first-parent path, and records each return to `source` after at
/// least four links.
fn find_cycles(
    arena: &mut Arena,
    grid: &LayerGrid,
    (y, x): (bool, bool),
    budget: &Budget,
    cycles: &mut Vec<u32>,
    source: u32,
) {
    let source_key = arena.get(source).key();
    let partner_offs = partner_offs(grid, arena.get(source), (y, x));
    let (mut to_on, mut to_off) = (arena.set(), arena.set());
    to_on.insert(arena, source);
    let mut pending_on = VecDeque::from([source]);
    let mut pending_off = VecDeque::new();
    let mut length = 0;
    let mut implied = Implications::default();
    while !pending_on.is_empty() || !pending_off.is_empty() {
        length += 1;
        while let Some(p) = pending_on.pop_front() {
            if !budget.spend() {
                return;
            }
            on_to_off(grid, arena, p, y, &mut implied);
            for node in &implied.items {
                let k = node.key();
                // An "off" found before turns on, here as then (the grid stays as it
                // is), only "on"s found already: followed again it can only close a
                // cycle, which only an "off" of one of the source's partners does.
                if to_off.contains(k) && !partner_offs.contains(&k) {
                    continue;
                }
                if !arena.has_first_ancestor(p, k) {
                    let id = arena.push_implied(node, &implied);
                    pending_off.push_back(id);
                    to_off.insert(arena, id);
                }
            }
        }
        length += 1;
        while let Some(p) = pending_off.pop_front() {
            if !budget.spend() {
                return;
            }
            off_to_on(grid, None, arena, &to_off, p, y, x, &mut implied);
            for node in &implied.items {
                let k = node.key();
                if length >= 4 && k == source_key {
                    cycles.push(arena.push_implied(node, &implied));
                }
                if !to_on.contains(k) {
                    let id = arena.push_implied(node, &implied);
                    pending_on.push_back(id);
                    to_on.insert(arena, id);
                }
            }
        }
    }
}

/// The "off"s that turn `source` (on) on: those of its strong partners, its other value
/// in a cell of two (Y-links) and its other place in a house of two (X-links).
fn partner_offs(grid: &LayerGrid, source: &Node, (y, x): (bool, bool)) -> Vec<u16> {
    let (c, v) = (usize::from(source.cell), source.value);
    let mut out = Vec::with_capacity(4);
    if y && grid.mask(c).count_ones() == 2 {
        let other = (grid.mask(c) & !(1 << v)).trailing_zeros() as u8;
        out.push(key(source.cell, other, false));
    }
    if x {
        for &house in &CELL_HOUSES[c] {
            let places = HOUSE_MASKS[usize::from(house)] & grid.plane(v);
            if places.count_ones() == 2 {
                out.push(key((places & !(1u128 << c)).trailing_zeros() as u8, v, false));
            }
        }
    }
    out
}

/// Follows the implications from `source` and records each potential whose opposite is
/// `source`: a chain from the source to its own negation.
fn find_forcing(
    arena: &mut Arena,
    grid: &LayerGrid,
    y: bool,
    budget: &Budget,
    chains: &mut Vec<u32>,
    source: u32,
) {
    let s = arena.get(source);
    let opposite = key(s.cell, s.value, !s.on);
    let (mut to_on, mut to_off) = (arena.set(), arena.set());
    let (mut pending_on, mut pending_off) = (VecDeque::new(), VecDeque::new());
    if s.on {
        to_on.insert(arena, source);
        pending_on.push_back(source);
    } else {
        to_off.insert(arena, source);
        pending_off.push_back(source);
    }
    let record = |arena: &mut Arena, chains: &mut Vec<u32>, node: &Implied, implied: &Implications| {
        if node.key() == opposite && !chains.iter().any(|&c| arena.get(c).key() == opposite) {
            chains.push(arena.push_implied(node, implied));
        }
    };
    let mut implied = Implications::default();
    while !pending_on.is_empty() || !pending_off.is_empty() {
        while let Some(p) = pending_on.pop_front() {
            if !budget.spend() {
                return;
            }
            on_to_off(grid, arena, p, y, &mut implied);
            for node in &implied.items {
                record(arena, chains, node, &implied);
                if !to_off.contains(node.key()) {
                    let id = arena.push_implied(node, &implied);
                    pending_off.push_back(id);
                    to_off.insert(arena, id);
                }
            }
        }
        while let Some(p) = pending_off.pop_front() {
            if !budget.spend() {
                return;
            }
            off_to_on(grid, None, arena, &to_off, p, y, true, &mut implied);
            for node in &implied.items {
                record(arena, chains, node, &implied);
                if !to_on.contains(node.key()) {
                    let id = arena.push_implied(node, &implied);
                    pending_on.push_back(id);
                    to_on.insert(arena, id);
                }
            }
        }
    }
}

/// The cycle ending in `dst_on` read backwards: every potential negated, each the
/// parent of the one before it.
fn reversed(arena: &mut Arena, dst_on: u32) -> u32 {
    let mut path = Vec::new();
    let mut id = Some(dst_on);
    while let Some(p) = id {
        path.push(p);
        id = arena.parents(p).first().copied();
    }
    // path: dst_on ... source. The reversed chain's target is the negated source; each
    // negated potential has the next one toward dst_on as its parent.
    let mut parent: Option<u32> = None;
    for &p in &path {
        let n = arena.get(p);
        let (identity, cause) = ((n.cell, n.value, !n.on), n.cause);
        let parents: Vec<u32> = parent.into_iter().collect();
        parent = Some(arena.push(identity, cause, &parents, None));
    }
    parent.unwrap_or(dst_on)
}

/// A cycle's removals: each candidate outside the cycle that sees a potential of the
/// cycle going off in one direction and one in the other.
fn cycle_hint(arena: &Arena, grid: &LayerGrid, dst_on: u32, dst_off: u32, y: bool, x: bool) -> ChainHint {
    let mut cells = 0u128;
    let mut id = dst_on;
    while let Some(&parent) = arena.parents(id).first() {
        cells |= 1 << arena.get(id).cell;
        id = parent;
    }
    let mut forward: Vec<(u8, u8)> = Vec::new();
    let mut backward: Vec<(u8, u8)> = Vec::new();
    let mut id = dst_on;
    while let Some(&parent) = arena.parents(id).first() {
        let p = arena.get(id);
        for &o in &PEERS[usize::from(p.cell)] {
            if cells >> o & 1 == 0 && grid.has(usize::from(o), p.value) {
                let list = if p.on { &mut forward } else { &mut backward };
                if !list.contains(&(o, p.value)) {
                    list.push((o, p.value));
                }
            }
        }
        id = parent;
    }
    let mut removals: Vec<(u8, u16)> = Vec::new();
    for &(c, v) in forward.iter().filter(|r| backward.contains(r)) {
        match removals.iter_mut().find(|r| r.0 == c) {
            Some(r) => r.1 |= 1 << v,
            None => removals.push((c, 1 << v)),
        }
    }
    ChainHint::new(Shape::Cycle { dst_on, dst_off }, y, x, removals)
}

#[cfg(test)]
mod tests {
    use super::super::super::numbers::grid_of;
    use super::*;

    #[test]
    fn every_search_that_finds_something_is_made() {
        let budget = Budget::new(u64::MAX);
        let (mut found, mut skipped) = (0, 0);
        for puzzle in [
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
            "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6",
        ] {
            let grid = grid_of(puzzle);
            for (y, x) in [(false, true), (true, false), (true, true)] {
                let links = Links::new(&grid, y, x);
                let on_reach = OnReach::new(&links, &budget);
                for c in 0..81u8 {
                    let count = grid.mask(usize::from(c)).count_ones();
                    if count <= 1 || (!x && count > 2) {
                        continue;
                    }
                    for v in (1..=9u8).filter(|&v| grid.has(usize::from(c), v)) {
                        let mut arena = Arena::default();
                        let source_on = arena.assume(c, v, true);
                        let source_off = arena.assume(c, v, false);
                        let (mut cycles, mut from_on, mut from_off) = (Vec::new(), Vec::new(), Vec::new());
                        find_cycles(&mut arena, &grid, (y, x), &budget, &mut cycles, source_on);
                        if x {
                            find_forcing(&mut arena, &grid, y, &budget, &mut from_on, source_on);
                            find_forcing(&mut arena, &grid, y, &budget, &mut from_off, source_off);
                        }
                        let finds = Searches {
                            cycles: !cycles.is_empty(),
                            forcing_on: !from_on.is_empty(),
                            forcing_off: !from_off.is_empty(),
                        };
                        let made = searches(&links, &on_reach, c, v, x);
                        let at = format!("r{}c{}={v} ({y}, {x})", c / 9 + 1, c % 9 + 1);
                        assert!(made.cycles || !finds.cycles, "{at}: cycle search skipped");
                        assert!(
                            made.forcing_on || !finds.forcing_on,
                            "{at}: search from on skipped"
                        );
                        assert!(
                            made.forcing_off || !finds.forcing_off,
                            "{at}: search from off skipped"
                        );
                        found += usize::from(finds.any());
                        skipped += usize::from(
                            made.cycles as u8 + made.forcing_on as u8 + made.forcing_off as u8 == 0,
                        );
                    }
                }
            }
        }
        assert!(
            found > 0 && skipped > 0,
            "{found} starts find chains, {skipped} skipped"
        );
    }

    /// `find_cycles` as it was before it passed over the "off"s found before: every
    /// "off" not on its own first-parent path followed again.
    fn find_cycles_following_all(
        arena: &mut Arena,
        grid: &LayerGrid,
        (y, x): (bool, bool),
        source: u32,
    ) -> Vec<u32> {
        let source_key = arena.get(source).key();
        let (mut to_on, mut to_off) = (arena.set(), arena.set());
        to_on.insert(arena, source);
        let (mut pending_on, mut pending_off) = (VecDeque::from([source]), VecDeque::new());
        let (mut length, mut cycles) = (0, Vec::new());
        let mut implied = Implications::default();
        while !pending_on.is_empty() || !pending_off.is_empty() {
            length += 1;
            while let Some(p) = pending_on.pop_front() {
                on_to_off(grid, arena, p, y, &mut implied);
                for node in &implied.items {
                    if !arena.has_first_ancestor(p, node.key()) {
                        let id = arena.push_implied(node, &implied);
                        pending_off.push_back(id);
                        to_off.insert(arena, id);
                    }
                }
            }
            length += 1;
            while let Some(p) = pending_off.pop_front() {
                off_to_on(grid, None, arena, &to_off, p, y, x, &mut implied);
                for node in &implied.items {
                    if length >= 4 && node.key() == source_key {
                        cycles.push(arena.push_implied(node, &implied));
                    }
                    if !to_on.contains(node.key()) {
                        let id = arena.push_implied(node, &implied);
                        pending_on.push_back(id);
                        to_on.insert(arena, id);
                    }
                }
            }
        }
        cycles
    }

    #[test]
    fn the_cycles_are_those_found_following_every_off() {
        let budget = Budget::new(u64::MAX);
        let mut compared = 0;
        for puzzle in [
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
            "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6",
            "...2.3..14....83......9......6.....2..5...8..79.....6.5...4.2....1.....79...65.8.",
            "84...9..1....8.2......7..4...1..4....83....6...9.....4...7...3..1.8....5.2..3.4..",
        ] {
            let grid = super::super::where_the_chains_start(puzzle);
            for (y, x) in [(false, true), (true, false), (true, true)] {
                for c in 0..81u8 {
                    for v in (1..=9u8).filter(|&v| grid.has(usize::from(c), v)) {
                        let mut arena = Arena::default();
                        let source = arena.assume(c, v, true);
                        let mut cycles = Vec::new();
                        find_cycles(&mut arena, &grid, (y, x), &budget, &mut cycles, source);
                        let expected = find_cycles_following_all(&mut arena, &grid, (y, x), source);
                        let keys = |ids: &[u32]| -> Vec<Vec<u16>> {
                            ids.iter()
                                .map(|&id| arena.chain(id).iter().map(|&p| arena.get(p).key()).collect())
                                .collect()
                        };
                        assert_eq!(
                            keys(&cycles),
                            keys(&expected),
                            "r{}c{}={v} ({y}, {x})",
                            c / 9 + 1,
                            c % 9 + 1
                        );
                        compared += cycles.len();
                    }
                }
            }
        }
        assert!(compared > 50, "{compared} cycles compared");
    }
}
