//! Where a start can lead, found without following its implications one by one: used to
//! skip the starts that can give no chain, so that the searches do the same work only
//! where it finds something.
//!
//! A static search (the grid unchanged while it goes) reaches the same potentials in
//! whatever order it follows them, so its reach is the closure of the start under the
//! implications of `implications`: kept here as one bit plane of cells per value for
//! "on" and one for "off". From the reach:
//!
//! - a forcing chain from a start exists exactly when its reach holds the start's
//!   negation;
//! - a cycle back to an "on" start needs another "on" in its reach that turns off one of
//!   the start's partners (the start's other value in a two-value cell, its other place
//!   in a house of two): otherwise no path returns to it;
//! - a multiple forcing chain needs a potential that every value of the cell (or every
//!   place of the value in the house) reaches; a search that stops early at a
//!   contradiction reaches less, never more.
//!
//! Each test can only say "maybe" where a chain is not there, never "no" where it is,
//! so the searches find the same chains, in the same order, with the same parents. The
//! "on" part of every start's reach is also found for all starts at once (`on_reach`),
//! which the cycles and forcing chains use.

use std::cell::RefCell;

use super::super::numbers::{CELL_HOUSES, HOUSE_MASKS, PEER_MASKS, SeView};
use crate::LayerGrid;

/// The grid's links as bit planes.
pub(super) struct Links {
    planes: [u128; 10],
    cands: [u16; 81],
    /// Links within a cell (a two-value cell's other value goes on).
    y: bool,
    /// Links within a house (a value's other place in a house of two goes on).
    x: bool,
    /// The potentials reached but not yet followed, kept between searches.
    pending: RefCell<Vec<(u8, u8, bool)>>,
}

/// The potentials a start reaches: for each value, the cells where it is on and off.
#[derive(Clone, Default)]
pub(super) struct Reach {
    pub(super) on: [u128; 10],
    pub(super) off: [u128; 10],
}

impl Reach {
    fn has(&self, cell: u8, value: u8, on: bool) -> bool {
        let plane = if on { &self.on } else { &self.off };
        plane[usize::from(value)] >> cell & 1 == 1
    }

    /// Keeps only what `other` also reaches.
    pub(super) fn retain_in(&mut self, other: &Reach) {
        for v in 1..10 {
            self.on[v] &= other.on[v];
            self.off[v] &= other.off[v];
        }
    }

    pub(super) fn is_empty(&self) -> bool {
        self.on.iter().chain(&self.off).all(|&p| p == 0)
    }
}

impl Links {
    pub(super) fn new(grid: &LayerGrid, y: bool, x: bool) -> Links {
        Links {
            planes: std::array::from_fn(|v| if v == 0 { 0 } else { grid.plane(v as u8) }),
            cands: grid.masks(),
            y,
            x,
            pending: RefCell::new(Vec::with_capacity(256)),
        }
    }

    /// Whether the links include those within a cell.
    pub(super) fn y(&self) -> bool {
        self.y
    }

    /// Whether the links include those within a house.
    pub(super) fn x(&self) -> bool {
        self.x
    }

    /// The cells where `value` is a candidate.
    pub(super) fn plane(&self, value: u8) -> u128 {
        self.planes[usize::from(value)]
    }

    /// The candidates of `cell`, as bits 1 to 9.
    pub(super) fn values(&self, cell: u8) -> u16 {
        self.cands[usize::from(cell)]
    }

    /// The cells with two candidates.
    pub(super) fn bivalue(&self) -> u128 {
        (0..81)
            .filter(|&c| self.cands[c].count_ones() == 2)
            .fold(0, |m, c| m | 1u128 << c)
    }

    /// Everything a static search from the potential reaches, the start included: what
    /// the tests check the reaches found for all starts at once (`on_reach`) against.
    #[cfg(test)]
    pub(super) fn reach(&self, cell: u8, value: u8, on: bool) -> Reach {
        self.reach_avoiding(cell, value, on, None)
    }

    /// What a static search reaches from the potential without passing through
    /// `blocked`, an "off" (cell, value) it never follows.
    fn reach_avoiding(&self, cell: u8, value: u8, on: bool, blocked: Option<(u8, u8)>) -> Reach {
        let mut reach = Reach::default();
        if let Some((c, v)) = blocked {
            // Marked as reached so that nothing follows it; taken out again below.
            reach.off[usize::from(v)] |= 1u128 << c;
        }
        let mut pending = self.pending.borrow_mut();
        pending.clear();
        mark(&mut reach, &mut pending, cell, value, on);
        while let Some((c, v, on)) = pending.pop() {
            let (cu, vu) = (usize::from(c), usize::from(v));
            if on {
                let mut gone = PEER_MASKS[cu] & self.planes[vu] & !reach.off[vu];
                while gone != 0 {
                    let o = gone.trailing_zeros() as u8;
                    gone &= gone - 1;
                    mark(&mut reach, &mut pending, o, v, false);
                }
                if self.y {
                    for w in 1..=9u8 {
                        if w != v && self.cands[cu] >> w & 1 == 1 && !reach.has(c, w, false) {
                            mark(&mut reach, &mut pending, c, w, false);
                        }
                    }
                }
                continue;
            }
            if self.y && self.cands[cu].count_ones() == 2 {
                let w = (self.cands[cu] & !(1 << v)).trailing_zeros() as u8;
                if !reach.has(c, w, true) {
                    mark(&mut reach, &mut pending, c, w, true);
                }
            }
            if self.x {
                for &house in &CELL_HOUSES[cu] {
                    let places = HOUSE_MASKS[usize::from(house)] & self.planes[vu];
                    if places.count_ones() == 2 {
                        let o = (places & !(1u128 << c)).trailing_zeros() as u8;
                        if !reach.has(o, v, true) {
                            mark(&mut reach, &mut pending, o, v, true);
                        }
                    }
                }
            }
        }
        if let Some((c, v)) = blocked {
            reach.off[usize::from(v)] &= !(1u128 << c);
        }
        reach
    }

    /// The start's strong partners: its other value in a two-value cell (Y-links), its
    /// other place in each house of two (X-links).
    pub(super) fn partners(&self, cell: u8, value: u8) -> [Option<(u8, u8)>; 4] {
        let (cu, vu) = (usize::from(cell), usize::from(value));
        let mut partners = [None; 4];
        if self.y && self.cands[cu].count_ones() == 2 {
            partners[0] = Some((cell, (self.cands[cu] & !(1 << value)).trailing_zeros() as u8));
        }
        if self.x {
            for (k, &house) in CELL_HOUSES[cu].iter().enumerate() {
                let places = HOUSE_MASKS[usize::from(house)] & self.planes[vu];
                if places.count_ones() == 2 {
                    partners[k + 1] = Some(((places & !(1u128 << cell)).trailing_zeros() as u8, value));
                }
            }
        }
        partners
    }

    /// Marks in `off` what `(cell, value)`, on, turns off: the value at its peers and,
    /// with Y-links, the cell's other values.
    pub(super) fn turn_off(&self, off: &mut [u128; 10], cell: u8, value: u8) {
        let (cu, vu) = (usize::from(cell), usize::from(value));
        off[vu] |= PEER_MASKS[cu] & self.planes[vu];
        if self.y {
            for w in 1..10 {
                if w != vu && self.cands[cu] >> w & 1 == 1 {
                    off[w] |= 1u128 << cell;
                }
            }
        }
    }

    /// Whether one of the "on"s of `on` turns `(cell, value)` off: the value at a peer
    /// or, with Y-links, another value of the cell.
    pub(super) fn turns_off(&self, on: &[u128; 10], cell: u8, value: u8) -> bool {
        let (cu, vu) = (usize::from(cell), usize::from(value));
        on[vu] & PEER_MASKS[cu] != 0 || (self.y && (1..10).any(|u| u != vu && on[u] >> cell & 1 == 1))
    }

    /// Whether a static search from `(cell, value)` on, which turns on `on`, can return
    /// to it: some "on" it reaches, other than the start, turns off one of the start's
    /// partners (`partners`), by a path that does not pass through that partner (a cycle
    /// never goes back through its own potentials).
    pub(super) fn may_cycle(
        &self,
        cell: u8,
        value: u8,
        on: &[u128; 10],
        partners: &[Option<(u8, u8)>; 4],
    ) -> bool {
        let turned_off_by_other = |on: &[u128; 10], (c, w): (u8, u8)| {
            let (cu, wu, vu) = (usize::from(c), usize::from(w), usize::from(value));
            let others = |u: usize| if u == vu { on[u] & !(1u128 << cell) } else { on[u] };
            others(wu) & PEER_MASKS[cu] != 0
                || (self.y && (1..10).any(|u| u != wu && others(u) >> c & 1 == 1))
        };
        partners.iter().flatten().any(|&partner| {
            turned_off_by_other(on, partner)
                && turned_off_by_other(&self.reach_avoiding(cell, value, true, Some(partner)).on, partner)
        })
    }
}

fn mark(reach: &mut Reach, pending: &mut Vec<(u8, u8, bool)>, cell: u8, value: u8, on: bool) {
    let plane = if on { &mut reach.on } else { &mut reach.off };
    plane[usize::from(value)] |= 1u128 << cell;
    pending.push((cell, value, on));
}

#[cfg(test)]
mod tests {
    use super::super::super::numbers::grid_of;
    use super::*;

    /// A puzzle with two-value cells and two-place houses in plenty.
    const PUZZLE: &str = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

    #[test]
    fn the_start_is_in_its_reach_and_an_on_turns_off_its_peers() {
        let grid = grid_of(PUZZLE);
        let links = Links::new(&grid, true, true);
        let (c, v) = (0..81u8)
            .find_map(|c| (1..=9u8).find(|&v| grid.has(usize::from(c), v)).map(|v| (c, v)))
            .unwrap();
        let reach = links.reach(c, v, true);
        assert!(reach.has(c, v, true));
        for o in 0..81u8 {
            if PEER_MASKS[usize::from(c)] >> o & 1 == 1 && grid.has(usize::from(o), v) {
                assert!(reach.has(o, v, false), "r{}c{} off", o / 9 + 1, o % 9 + 1);
            }
        }
    }

    #[test]
    fn the_reach_is_what_a_static_search_follows() {
        use super::super::potentials::Arena;
        use super::super::{Budget, ChainMode, Chaining};

        let grid = grid_of(PUZZLE);
        let links = Links::new(&grid, true, true);
        let mut chaining = Chaining::new(ChainMode::MULTIPLE, Budget::new(u64::MAX));
        let mut compared = 0;
        for c in 0..81u8 {
            for v in (1..=9u8).filter(|&v| grid.has(usize::from(c), v)) {
                for on in [true, false] {
                    let mut arena = Arena::default();
                    let (mut to_on, mut to_off) = (arena.set(), arena.set());
                    let start = arena.assume(c, v, on);
                    if on {
                        to_on.insert(&arena, start)
                    } else {
                        to_off.insert(&arena, start)
                    };
                    let absurd = chaining.do_chaining(&mut arena, &mut grid.clone(), &mut to_on, &mut to_off);
                    let mut followed = Reach::default();
                    for &id in to_on.ids().iter().chain(to_off.ids()) {
                        let n = arena.get(id);
                        let plane = if n.on { &mut followed.on } else { &mut followed.off };
                        plane[usize::from(n.value)] |= 1u128 << n.cell;
                    }
                    let reach = links.reach(c, v, on);
                    for w in 1..10 {
                        assert_eq!(
                            followed.on[w] & !reach.on[w],
                            0,
                            "r{}c{}={v} {on}",
                            c / 9 + 1,
                            c % 9 + 1
                        );
                        assert_eq!(
                            followed.off[w] & !reach.off[w],
                            0,
                            "r{}c{}={v} {on}",
                            c / 9 + 1,
                            c % 9 + 1
                        );
                    }
                    if absurd.is_none() {
                        assert_eq!((followed.on, followed.off), (reach.on, reach.off));
                        compared += 1;
                    }
                }
            }
        }
        assert!(compared > 100, "only {compared} searches ran to their end");
    }

    #[test]
    fn a_reach_shrinks_to_what_both_starts_reach() {
        let grid = grid_of(PUZZLE);
        let links = Links::new(&grid, true, true);
        let cell = (0..81u8)
            .find(|&c| grid.mask(usize::from(c)).count_ones() >= 2)
            .unwrap();
        let mut values = (1..=9u8).filter(|&v| grid.has(usize::from(cell), v));
        let (a, b) = (values.next().unwrap(), values.next().unwrap());
        let mut common = links.reach(cell, a, true);
        let other = links.reach(cell, b, true);
        common.retain_in(&other);
        for v in 1..10 {
            assert_eq!(common.on[v] & !other.on[v], 0);
            assert_eq!(common.off[v] & !other.off[v], 0);
        }
        assert!(
            !common.has(cell, a, true),
            "the other value's reach turns it off, never on"
        );
    }
}
