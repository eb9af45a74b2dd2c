//! Where a dynamic search from one start leads, found without its parents: used to skip
//! the starts of a Nishio search that can give no chain.
//!
//! A dynamic search removes each "off" from the grid as it goes, so an "off" turns a
//! cell's last value or a house's last place of a value on once the other values or
//! places are off. Whatever the order it follows them in, what it has reached when
//! nothing more follows is the least set closed under these rules, each of which only
//! asks for more "off"s (monotone):
//!
//! - an "on" turns off the value at its peers and (with Y-links) the cell's other
//!   values;
//! - a house with two places or more of a value all off but one turns that one on (with
//!   X-links), and a cell of two values or more all off but one turns that one on (with
//!   Y-links).
//!
//! The search stops at its first contradiction, a potential found both on and off. It
//! finds one exactly when that least set holds one, since it finds every potential of
//! the set that it reaches and checks each against its opposite, and a house (or cell)
//! whose places (or values) all go off ends in the last of them both on and off.
//! Without a contradiction the search reaches exactly that set. (Only level 0: the
//! nested rules of the levels above are not followed here.)

use super::super::numbers::{CELL_HOUSES, HOUSE_MASKS, PEER_MASKS, SeView};
use super::Budget;
use crate::LayerGrid;

/// What a dynamic search from a start reaches: for each value, the cells where it is
/// on and off; `contradiction` when it runs into one (the sets are then cut short).
#[derive(Clone, Debug)]
pub(super) struct DynamicReach {
    pub(super) on: [u128; 10],
    pub(super) off: [u128; 10],
    pub(super) contradiction: bool,
}

impl DynamicReach {
    /// The reach of `(cell, value)` assumed on (`on`) or off in a dynamic search on
    /// `grid`, with Y-links when `y` (X-links always); the potentials reached but not
    /// yet followed are kept in the rating's scratch space (`budget`).
    pub(super) fn new(
        grid: &LayerGrid,
        (cell, value, on): (u8, u8, bool),
        y: bool,
        budget: &Budget,
    ) -> DynamicReach {
        let mut pending = budget.pending();
        pending.clear();
        let mut reach = DynamicReach {
            on: [0; 10],
            off: [0; 10],
            contradiction: false,
        };
        reach.follow(grid, (cell, value, on), y, &mut pending);
        reach
    }

    /// Adds a potential; false when its opposite is there (a contradiction).
    fn mark(&mut self, pending: &mut Vec<(u8, u8, bool)>, (cell, value, on): (u8, u8, bool)) -> bool {
        let bit = 1u128 << cell;
        let (own, opposite) = if on {
            (&mut self.on, &self.off)
        } else {
            (&mut self.off, &self.on)
        };
        if opposite[usize::from(value)] & bit != 0 {
            return false;
        }
        if own[usize::from(value)] & bit == 0 {
            own[usize::from(value)] |= bit;
            pending.push((cell, value, on));
        }
        true
    }

    fn follow(
        &mut self,
        grid: &LayerGrid,
        start: (u8, u8, bool),
        y: bool,
        pending: &mut Vec<(u8, u8, bool)>,
    ) {
        if !self.mark(pending, start) {
            self.contradiction = true;
            return;
        }
        while let Some((c, v, on)) = pending.pop() {
            let ok = if on {
                self.turn_off(grid, pending, (c, v), y)
            } else {
                self.turn_on(grid, pending, (c, v), y)
            };
            if !ok {
                self.contradiction = true;
                return;
            }
        }
    }

    /// What `(cell, value)` on turns off; false at a contradiction.
    fn turn_off(
        &mut self,
        grid: &LayerGrid,
        pending: &mut Vec<(u8, u8, bool)>,
        (c, v): (u8, u8),
        y: bool,
    ) -> bool {
        let mut peers = PEER_MASKS[usize::from(c)] & grid.plane(v) & !self.off[usize::from(v)];
        while peers != 0 {
            let o = peers.trailing_zeros() as u8;
            peers &= peers - 1;
            if !self.mark(pending, (o, v, false)) {
                return false;
            }
        }
        if y {
            let others = grid.mask(usize::from(c)) & !(1 << v);
            for w in (1..=9u8).filter(|&w| others >> w & 1 == 1) {
                if !self.mark(pending, (c, w, false)) {
                    return false;
                }
            }
        }
        true
    }

    /// What `(cell, value)` off turns on: the last place of the value in a house of the
    /// cell, the cell's last value; false at a contradiction (none left).
    fn turn_on(
        &mut self,
        grid: &LayerGrid,
        pending: &mut Vec<(u8, u8, bool)>,
        (c, v): (u8, u8),
        y: bool,
    ) -> bool {
        let vu = usize::from(v);
        for &house in &CELL_HOUSES[usize::from(c)] {
            let places = grid.plane(v) & HOUSE_MASKS[usize::from(house)];
            if places.count_ones() < 2 {
                continue;
            }
            let left = places & !self.off[vu];
            match left.count_ones() {
                0 => return false,
                1 if !self.mark(pending, (left.trailing_zeros() as u8, v, true)) => return false,
                _ => {}
            }
        }
        let values = grid.mask(usize::from(c));
        if y && values.count_ones() >= 2 {
            let left = (1..=9u8)
                .filter(|&w| values >> w & 1 == 1 && self.off[usize::from(w)] >> c & 1 == 0)
                .fold(0u16, |m, w| m | 1 << w);
            match left.count_ones() {
                0 => return false,
                1 if !self.mark(pending, (c, left.trailing_zeros() as u8, true)) => return false,
                _ => {}
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::numbers::grid_of;
    use super::super::potentials::Arena;
    use super::super::{Budget, ChainMode, Chaining};
    use super::*;

    #[test]
    fn the_reach_is_what_a_dynamic_search_follows() {
        let (mut contradictions, mut compared) = (0, 0);
        let puzzles = [
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
            "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6",
            "84...9..1....8.2......7..4...1..4....83....6...9.....4...7...3..1.8....5.2..3.4..",
        ];
        let grids = puzzles
            .iter()
            .flat_map(|p| [grid_of(p), super::super::where_the_chains_start(p)]);
        for mut grid in grids {
            // Nishio (X-links only) and dynamic (both) searches.
            for (nishio, y) in [(true, false), (false, true)] {
                let mut chaining = Chaining::new(
                    if nishio {
                        ChainMode::NISHIO
                    } else {
                        ChainMode::DYNAMIC
                    },
                    Budget::new(u64::MAX),
                );
                for c in 0..81u8 {
                    let values = grid.mask(usize::from(c));
                    for v in (1..=9u8).filter(|&v| values >> v & 1 == 1) {
                        for on in [true, false] {
                            let mut arena = Arena::default();
                            let (mut to_on, mut to_off) = (arena.set(), arena.set());
                            let start = arena.assume(c, v, on);
                            if on {
                                to_on.insert(&arena, start);
                            } else {
                                to_off.insert(&arena, start);
                            }
                            let absurd = chaining.do_chaining(&mut arena, &mut grid, &mut to_on, &mut to_off);
                            let reach = DynamicReach::new(&grid, (c, v, on), y, &Budget::default());
                            let at = format!("r{}c{}={v} {on} (nishio {nishio})", c / 9 + 1, c % 9 + 1);
                            assert_eq!(reach.contradiction, absurd.is_some(), "{at}");
                            if absurd.is_some() {
                                contradictions += 1;
                                continue;
                            }
                            let mut followed = DynamicReach {
                                on: [0; 10],
                                off: [0; 10],
                                contradiction: false,
                            };
                            for &id in to_on.ids().iter().chain(to_off.ids()) {
                                let n = arena.get(id);
                                let plane = if n.on { &mut followed.on } else { &mut followed.off };
                                plane[usize::from(n.value)] |= 1u128 << n.cell;
                            }
                            assert_eq!((reach.on, reach.off), (followed.on, followed.off), "{at}");
                            compared += 1;
                        }
                    }
                }
            }
        }
        assert!(
            contradictions > 50 && compared > 100,
            "{contradictions} contradictions, {compared} reaches compared"
        );
    }
}
