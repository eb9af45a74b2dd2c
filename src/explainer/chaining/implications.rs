//! The implications a chain follows, Sudoku Explainer's way: from an "on" potential the
//! cell's other values and the value's other places in its box, row and column go off;
//! from an "off" potential a cell's last value and a house's last place for the value
//! go on. A dynamic search also removes each "off" from the grid as it goes, and a
//! nested one (level 1 and up) adds what its rules remove once nothing else follows.

use std::collections::VecDeque;
use std::ops::ControlFlow;
use std::rc::Rc;

use super::super::ExplainerStep;
use super::super::numbers::{CELL_HOUSES, HOUSE_MASKS, SeView};
use super::super::premises::{Premises, java_hash_order};
use super::super::vocabulary::removals;
use super::super::{fish, intersections, subsets};
use super::potentials::{Arena, Cause, Implications, Implied, Nested, PotentialSet, key};
use super::{Chaining, OtherRule};
use crate::{Cell, Digit, LayerGrid};

/// A candidate a nested rule removes, with the removals it rests on.
type Removal = (u8, u8, Rc<[u32]>, Option<Rc<Nested>>);

/// The potentials that go off when `p` (on) holds, into `out`. `y`: the cell's other
/// values too.
pub(super) fn on_to_off(grid: &LayerGrid, arena: &Arena, p: u32, y: bool, out: &mut Implications) {
    out.clear();
    let n = arena.get(p);
    let (c, v) = (usize::from(n.cell), n.value);
    let off = |cell: usize, value: u8, cause: Cause| Implied {
        cell: cell as u8,
        value,
        on: false,
        cause,
        parent: p,
        more: (0, 0),
    };
    if y {
        let mut others = grid.mask(c) & !(1 << v);
        while others != 0 {
            let w = others.trailing_zeros() as u8;
            others &= others - 1;
            out.items.push(off(c, w, Cause::NakedSingle));
        }
    }
    // The value's other places in the box, then in the row outside the box, then in
    // the column outside both, each in increasing order (the order of its houses).
    let mut left = grid.plane(v) & !(1u128 << c);
    for kind in 0..3u8 {
        let mut places = left & HOUSE_MASKS[usize::from(CELL_HOUSES[c][usize::from(kind)])];
        left &= !places;
        while places != 0 {
            let o = places.trailing_zeros() as usize;
            places &= places - 1;
            out.items.push(off(o, v, Cause::Hidden(kind)));
        }
    }
}

/// The potentials that go on when `p` (off) holds, into `out`: the cell's other value
/// when it has two (`y`), the value's other place in a house that has two (`x`). Their
/// parents are `p` and, in a dynamic search, the offs that emptied the cell or the
/// house (`save` is the grid before the search; `None` in a static one).
#[allow(clippy::too_many_arguments)]
pub(super) fn off_to_on(
    grid: &LayerGrid,
    save: Option<&LayerGrid>,
    arena: &Arena,
    to_off: &PotentialSet,
    p: u32,
    y: bool,
    x: bool,
    out: &mut Implications,
) {
    out.clear();
    let n = arena.get(p);
    let (c, v) = (usize::from(n.cell), n.value);
    let plane = grid.plane(v);
    // The values of `c` removed during the search, in increasing order.
    let hidden = |more: &mut Vec<u32>| {
        if let Some(save) = save {
            let mut gone = save.mask(c) & !grid.mask(c);
            while gone != 0 {
                let w = gone.trailing_zeros() as u8;
                gone &= gone - 1;
                if let Some(id) = to_off.get(key(c as u8, w, false)) {
                    more.push(id);
                }
            }
        }
    };
    // The places of `v` removed during the search, among `cells`, in increasing order.
    let hidden_in = |more: &mut Vec<u32>, cells: u128| {
        if let Some(save) = save {
            let mut gone = save.plane(v) & !plane & cells;
            while gone != 0 {
                let o = gone.trailing_zeros() as u8;
                gone &= gone - 1;
                if let Some(id) = to_off.get(key(o, v, false)) {
                    more.push(id);
                }
            }
        }
    };
    let values = if y { grid.mask(c) } else { 0 };
    if values.count_ones() == 2 {
        let mut other = values.trailing_zeros() as u8;
        if other == v {
            other = (values & !(1 << v)).trailing_zeros() as u8;
        }
        let start = out.more.len() as u32;
        hidden(&mut out.more);
        out.items.push(Implied {
            cell: c as u8,
            value: other,
            on: true,
            cause: Cause::NakedSingle,
            parent: p,
            more: (start, out.more.len() as u32),
        });
    }
    if x {
        for kind in 0..3u8 {
            let house = HOUSE_MASKS[usize::from(CELL_HOUSES[c][usize::from(kind)])];
            let others = plane & house & !(1u128 << c);
            if others.count_ones() != 1 {
                continue;
            }
            let other = others.trailing_zeros() as usize;
            let start = out.more.len() as u32;
            hidden_in(&mut out.more, house);
            out.items.push(Implied {
                cell: other as u8,
                value: v,
                on: true,
                cause: Cause::Hidden(kind),
                parent: p,
                more: (start, out.more.len() as u32),
            });
        }
    }
}

impl Chaining {
    /// Completes `to_on` and `to_off` with everything that follows from them. Returns
    /// the first potential found both on and off (the "on" one, the "off" one), if any.
    /// The grid is as before when it returns.
    pub(super) fn do_chaining(
        &mut self,
        arena: &mut Arena,
        grid: &mut LayerGrid,
        to_on: &mut PotentialSet,
        to_off: &mut PotentialSet,
    ) -> Option<(u32, u32)> {
        let save = grid.clone();
        let found = self.follow(arena, grid, &save, to_on, to_off);
        *grid = save;
        found
    }

    fn follow(
        &mut self,
        arena: &mut Arena,
        grid: &mut LayerGrid,
        save: &LayerGrid,
        to_on: &mut PotentialSet,
        to_off: &mut PotentialSet,
    ) -> Option<(u32, u32)> {
        let (mut pending_on, mut pending_off, mut implied) = std::mem::take(&mut self.scratch);
        pending_on.clear();
        pending_off.clear();
        pending_on.extend(to_on.ids());
        pending_off.extend(to_off.ids());
        let found = self.follow_from(
            arena,
            grid,
            save,
            to_on,
            to_off,
            (&mut pending_on, &mut pending_off),
            &mut implied,
        );
        self.scratch = (pending_on, pending_off, implied);
        found
    }

    #[allow(clippy::too_many_arguments)]
    fn follow_from(
        &mut self,
        arena: &mut Arena,
        grid: &mut LayerGrid,
        save: &LayerGrid,
        to_on: &mut PotentialSet,
        to_off: &mut PotentialSet,
        (pending_on, pending_off): (&mut VecDeque<u32>, &mut VecDeque<u32>),
        implied: &mut Implications,
    ) -> Option<(u32, u32)> {
        let y = !self.nishio;
        loop {
            if !self.budget.spend() {
                return None;
            }
            if let Some(p) = pending_on.pop_front() {
                on_to_off(grid, arena, p, y, implied);
                for node in &implied.items {
                    if let Some(on) = to_on.get(key(node.cell, node.value, true)) {
                        let off = arena.push_implied(node, implied);
                        return Some((on, off));
                    }
                    if !to_off.contains(node.key()) {
                        let id = arena.push_implied(node, implied);
                        to_off.insert(arena, id);
                        pending_off.push_back(id);
                    }
                }
                continue;
            }
            if let Some(p) = pending_off.pop_front() {
                off_to_on(grid, Some(save), arena, to_off, p, y, true, implied);
                if self.dynamic {
                    let n = arena.get(p);
                    grid.eliminate(
                        Cell::ALL[usize::from(n.cell)],
                        Digit::ALL[usize::from(n.value) - 1],
                    );
                }
                for node in &implied.items {
                    if let Some(off) = to_off.get(key(node.cell, node.value, false)) {
                        let on = arena.push_implied(node, implied);
                        return Some((on, off));
                    }
                    if !to_on.contains(node.key()) {
                        let id = arena.push_implied(node, implied);
                        to_on.insert(arena, id);
                        pending_on.push_back(id);
                    }
                }
                continue;
            }
            if self.level == 0 {
                return None;
            }
            let mut more = false;
            for (cell, value, parents, nested) in self.advanced(grid, save, to_off) {
                if !to_off.contains(key(cell, value, false)) {
                    let id = arena.push((cell, value, false), Cause::Advanced, &parents, nested);
                    to_off.insert(arena, id);
                    pending_off.push_back(id);
                    more = true;
                }
            }
            if !more {
                return None;
            }
        }
    }

    /// What the first of the nested rules that applies removes, each removal an "off"
    /// whose parents are the removals the rule rests on.
    fn advanced(&mut self, grid: &mut LayerGrid, save: &LayerGrid, to_off: &PotentialSet) -> Vec<Removal> {
        let rules = self
            .other_rules
            .get_or_insert_with(|| OtherRule::for_level(self.level, self.nesting_limit, &self.budget));
        let mut out = Vec::new();
        for rule in rules.iter_mut() {
            let mut add = |premises: Vec<(u8, u8)>, removals: &[(u8, u16)], nested: Option<Rc<Nested>>| {
                if premises.is_empty() {
                    return;
                }
                let mut parents: Vec<u32> = Vec::with_capacity(premises.len());
                for (cell, value) in premises {
                    if let Some(id) = to_off.get(key(cell, value, false))
                        && !parents.contains(&id)
                    {
                        parents.push(id);
                    }
                }
                let parents: Rc<[u32]> = parents.into();
                for (cell, mask) in java_hash_order(removals, |r| r.0) {
                    for value in 1..=9u8 {
                        if mask >> value & 1 == 1 {
                            out.push((cell, value, parents.clone(), nested.clone()));
                        }
                    }
                }
            };
            let mut plain = |step: ExplainerStep, premises: Premises| {
                add(premises.of(save, grid), &removals(&step.step), None);
                ControlFlow::Continue(())
            };
            match rule {
                OtherRule::Locking => {
                    let _ = intersections::locking(grid, false, &mut plain);
                }
                OtherRule::HiddenPair => {
                    let _ = subsets::hidden_set(grid, 2, false, &mut plain);
                }
                OtherRule::NakedPair => {
                    let _ = subsets::naked_set(grid, 2, &mut plain);
                }
                OtherRule::XWing => {
                    let _ = fish::fish(grid, 2, &mut plain);
                }
                OtherRule::Chains(inner) => {
                    for hint in inner.rule_hints(grid).iter() {
                        // The premises this search's start had.
                        let premises = (hint.premises.iter())
                            .filter(|&&(cell, value)| save.has(usize::from(cell), value))
                            .copied()
                            .collect();
                        add(premises, &hint.removals, Some(hint.nested.clone()));
                    }
                }
            }
            if !out.is_empty() {
                break;
            }
        }
        out
    }
}
