//! Forcing chains from several starts at once, as Sudoku Explainer's multiple, Nishio
//! and dynamic searches find them: for each cell (in reading order) and each of its
//! values, both states of the candidate (a contradiction, or one potential both lead
//! to), every place of the value in the cell's box, row and column (a region forcing
//! chain, found from the house's first place), and every value of the cell (a cell
//! forcing chain).

use std::rc::Rc;

use super::super::numbers::{CELL_HOUSES, HOUSES, SeView};
use super::Chaining;
use super::dynamic_reach::DynamicReach;
use super::hints::{ChainHint, Shape};
use super::on_reach::OnReach;
use super::potentials::{Arena, PotentialSet};
use super::reach::{Links, Reach};
use crate::LayerGrid;

/// What following one candidate assumed on gives: the start, the potentials it turns on
/// and off, and the contradiction it ran into, if any.
struct Followed {
    start: u32,
    to_on: PotentialSet,
    to_off: PotentialSet,
    absurd: Option<(u32, u32)>,
}

/// The candidates assumed on that a region chain has followed and a later start will
/// need again, by cell and value.
///
/// A search follows the places of a value in a house from the house's first place, so
/// every other place is followed there before its own cell's turn comes, and again in
/// each other house it shares with that value. Following a start depends only on the
/// grid, which every start leaves as it found it, so the first outcome serves them all:
/// the same potentials with the same parents, only without being made again.
struct Followings(Vec<Option<Rc<Followed>>>);

impl Followings {
    fn new() -> Followings {
        Followings(vec![None; 81 * 9])
    }
}

impl Chaining {
    /// The chains of every cell with more than two values (more than one in a dynamic
    /// search).
    pub(super) fn multiple_chains(&mut self, arena: &mut Arena, grid: &mut LayerGrid) -> Vec<ChainHint> {
        let mut out = Vec::new();
        // A static search reaches the same potentials in any order, so its reach tells
        // which cells can give no chain (see `reach`).
        let links = (!self.dynamic && !self.nishio).then(|| {
            let links = Links::new(grid, true, true);
            let on_reach = OnReach::new(&links, &self.budget);
            (links, on_reach)
        });
        let mut followings = Followings::new();
        for c in 0..81u8 {
            let count = grid.mask(usize::from(c)).count_ones();
            if grid.is_empty(usize::from(c)) && (count > 2 || (count > 1 && self.dynamic)) {
                if let Some((links, on_reach)) = &links
                    && !self.may_give_static_chains(links, on_reach, grid, c)
                {
                    continue;
                }
                self.cell_chains(arena, grid, &mut followings, c, count, &mut out);
            }
        }
        out
    }

    /// What following `(cell, value)` on gives, from `followings` if a region chain
    /// followed it already. `again`: a later start needs it too, so it is kept there;
    /// otherwise this is its last use (its own cell's turn) and it is taken out.
    fn follow_on(
        &mut self,
        arena: &mut Arena,
        grid: &mut LayerGrid,
        followings: &mut Followings,
        (cell, value): (u8, u8),
        again: bool,
    ) -> Rc<Followed> {
        let slot = &mut followings.0[usize::from(cell) * 9 + usize::from(value) - 1];
        let known = if again { slot.clone() } else { slot.take() };
        if let Some(followed) = known {
            return followed;
        }
        let start = arena.assume(cell, value, true);
        let (mut to_on, mut to_off) = (arena.set(), arena.set());
        to_on.insert(arena, start);
        let absurd = self.do_chaining(arena, grid, &mut to_on, &mut to_off);
        let followed = Rc::new(Followed {
            start,
            to_on,
            to_off,
            absurd,
        });
        if again {
            followings.0[usize::from(cell) * 9 + usize::from(value) - 1] = Some(followed.clone());
        }
        followed
    }

    /// Whether the values of `cell`, or the places of one of them in a house where
    /// `cell` is the first, reach a potential in common in a static search: without
    /// one, the cell gives no cell or region forcing chain.
    fn may_give_static_chains(&self, links: &Links, on_reach: &OnReach, grid: &LayerGrid, cell: u8) -> bool {
        let mut common: Option<Reach> = None;
        for v in (1..=9u8).filter(|&v| grid.has(usize::from(cell), v)) {
            let reach = on_reach.reach(links, cell, v);
            for kind in 0..3 {
                let house = CELL_HOUSES[usize::from(cell)][kind];
                let positions = grid.positions(usize::from(house), v);
                let count = positions.count_ones();
                let first = HOUSES[usize::from(house)][positions.trailing_zeros() as usize];
                if !(count == 2 || (self.multiple && count > 2)) || first != cell {
                    continue;
                }
                let mut region = reach.clone();
                for pos in (0..9).filter(|k| positions >> k & 1 == 1) {
                    let other = HOUSES[usize::from(house)][pos];
                    if other != cell {
                        region.retain_in(&on_reach.reach(links, other, v));
                        if region.is_empty() {
                            break;
                        }
                    }
                }
                if !region.is_empty() {
                    return true;
                }
            }
            match &mut common {
                Some(common) => common.retain_in(&reach),
                None => common = Some(reach),
            }
        }
        common.is_some_and(|c| !c.is_empty())
    }

    fn cell_chains(
        &mut self,
        arena: &mut Arena,
        grid: &mut LayerGrid,
        followings: &mut Followings,
        cell: u8,
        count: u32,
        out: &mut Vec<ChainHint>,
    ) {
        let mut value_to: [Option<Rc<Followed>>; 10] = Default::default();
        let mut cell_to_on: Option<PotentialSet> = None;
        let mut cell_to_off: Option<PotentialSet> = None;
        for v in 1..=9u8 {
            if !grid.has(usize::from(cell), v) {
                continue;
            }
            // A Nishio search gives only contradictions, and a start with none in its
            // reach gives none (see `dynamic_reach`).
            if self.nishio
                && self.level == 0
                && !DynamicReach::new(grid, (cell, v, true), false, &self.budget).contradiction
                && !DynamicReach::new(grid, (cell, v, false), false, &self.budget).contradiction
            {
                continue;
            }
            let from_on = self.follow_on(arena, grid, followings, (cell, v), false);
            let double = count >= 3 && !self.nishio && self.dynamic;
            let contradiction = self.dynamic || self.nishio;
            self.binary(arena, grid, &from_on, out, double, contradiction);
            if !self.nishio {
                self.region_chains(arena, grid, followings, out, cell, v, &from_on);
            }
            match (&mut cell_to_on, &mut cell_to_off) {
                (Some(to_on), Some(to_off)) => {
                    to_on.retain_in(&from_on.to_on);
                    to_off.retain_in(&from_on.to_off);
                }
                _ => {
                    cell_to_on = Some(from_on.to_on.clone());
                    cell_to_off = Some(from_on.to_off.clone());
                }
            }
            value_to[usize::from(v)] = Some(from_on);
        }
        if self.nishio || !(count == 2 || (self.multiple && count > 2)) {
            return;
        }
        for (common, on) in [(&cell_to_on, true), (&cell_to_off, false)] {
            let Some(common) = common else { continue };
            for &target in common.ids() {
                let key = arena.get(target).key();
                let targets: Vec<u32> = (1..=9u8)
                    .filter(|&v| grid.has(usize::from(cell), v))
                    .filter_map(|v| {
                        let followed = value_to[usize::from(v)].as_ref()?;
                        if on { &followed.to_on } else { &followed.to_off }.get(key)
                    })
                    .collect();
                let removals = reduction(arena, grid, target);
                let hint = ChainHint::new(Shape::Cell { cell, targets }, true, true, removals);
                if hint.is_worth() {
                    out.push(hint);
                }
            }
        }
    }

    /// Both states of a candidate, the "on" one already followed: a contradiction from
    /// either, and (`double`) the potentials both lead to.
    fn binary(
        &mut self,
        arena: &mut Arena,
        grid: &mut LayerGrid,
        on: &Followed,
        out: &mut Vec<ChainHint>,
        double: bool,
        contradiction: bool,
    ) {
        let p_on = on.start;
        let start = arena.get(p_on);
        let p_off = arena.assume(start.cell, start.value, false);
        if contradiction && let Some((dst_on, dst_off)) = on.absurd {
            // The candidate cannot be true.
            let n = arena.get(p_on);
            let removals = vec![(n.cell, 1 << n.value)];
            out.push(binary_hint(p_on, dst_on, dst_off, true, removals));
        }
        let mut off_to_on = arena.set();
        let mut off_to_off = arena.set();
        off_to_off.insert(arena, p_off);
        let absurd = self.do_chaining(arena, grid, &mut off_to_on, &mut off_to_off);
        if contradiction && let Some((dst_on, dst_off)) = absurd {
            // The candidate must be true.
            let hint = binary_hint(p_off, dst_on, dst_off, true, reduction_on(arena, grid, p_off));
            if hint.is_worth() {
                out.push(hint);
            }
        }
        if !double {
            return;
        }
        for &from_on in on.to_on.ids() {
            if let Some(from_off) = off_to_on.get(arena.get(from_on).key()) {
                let hint = binary_hint(p_on, from_on, from_off, false, reduction_on(arena, grid, from_on));
                if hint.is_worth() {
                    out.push(hint);
                }
            }
        }
        for &from_on in on.to_off.ids() {
            if let Some(from_off) = off_to_off.get(arena.get(from_on).key()) {
                let n = arena.get(from_off);
                let removals = vec![(n.cell, 1 << n.value)];
                out.push(binary_hint(p_off, from_on, from_off, false, removals));
            }
        }
    }

    /// Every place of `value` in each house of `cell` where `cell` is the first place.
    #[allow(clippy::too_many_arguments)]
    fn region_chains(
        &mut self,
        arena: &mut Arena,
        grid: &mut LayerGrid,
        followings: &mut Followings,
        out: &mut Vec<ChainHint>,
        cell: u8,
        value: u8,
        from_cell: &Rc<Followed>,
    ) {
        for kind in 0..3 {
            let house = CELL_HOUSES[usize::from(cell)][kind];
            let positions = grid.positions(usize::from(house), value);
            let count = positions.count_ones();
            if !(count == 2 || (self.multiple && count > 2)) {
                continue;
            }
            let first = HOUSES[usize::from(house)][positions.trailing_zeros() as usize];
            if first != cell {
                continue;
            }
            let mut pos_to: [Option<Rc<Followed>>; 9] = Default::default();
            let mut region_to_on = from_cell.to_on.clone();
            let mut region_to_off = from_cell.to_off.clone();
            for pos in (0..9).filter(|k| positions >> k & 1 == 1) {
                let other = HOUSES[usize::from(house)][pos];
                let followed = if other == cell {
                    from_cell.clone()
                } else {
                    self.follow_on(arena, grid, followings, (other, value), true)
                };
                if other != cell {
                    region_to_on.retain_in(&followed.to_on);
                    region_to_off.retain_in(&followed.to_off);
                }
                pos_to[pos] = Some(followed);
            }
            for (common, on) in [(&region_to_on, true), (&region_to_off, false)] {
                for &target in common.ids() {
                    let key = arena.get(target).key();
                    let targets: Vec<u32> = (0..9)
                        .filter(|k| positions >> k & 1 == 1)
                        .filter_map(|k| {
                            let followed = pos_to[k].as_ref()?;
                            if on { &followed.to_on } else { &followed.to_off }.get(key)
                        })
                        .collect();
                    let removals = reduction(arena, grid, target);
                    let hint = ChainHint::new(
                        Shape::Region {
                            house,
                            value,
                            targets,
                        },
                        true,
                        true,
                        removals,
                    );
                    if hint.is_worth() {
                        out.push(hint);
                    }
                }
            }
        }
    }
}

fn binary_hint(src: u32, dst_on: u32, dst_off: u32, absurd: bool, removals: Vec<(u8, u16)>) -> ChainHint {
    ChainHint::new(
        Shape::Binary {
            src,
            dst_on,
            dst_off,
            absurd,
        },
        true,
        true,
        removals,
    )
}

/// What a proven potential removes: the cell's other values when it is on, itself when
/// it is off.
fn reduction(arena: &Arena, grid: &LayerGrid, target: u32) -> Vec<(u8, u16)> {
    let n = arena.get(target);
    if n.on {
        reduction_on(arena, grid, target)
    } else {
        vec![(n.cell, 1 << n.value)]
    }
}

/// The other values of the potential's cell.
fn reduction_on(arena: &Arena, grid: &LayerGrid, target: u32) -> Vec<(u8, u16)> {
    let n = arena.get(target);
    let mask = grid.mask(usize::from(n.cell)) & !(1 << n.value);
    if mask == 0 {
        Vec::new()
    } else {
        vec![(n.cell, mask)]
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::numbers::grid_of;
    use super::super::{Budget, ChainMode};
    use super::*;

    #[test]
    fn every_cell_that_gives_a_static_chain_is_tried() {
        let puzzle = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
        let mut grid = grid_of(puzzle);
        let mut chaining = Chaining::new(ChainMode::MULTIPLE, Budget::new(u64::MAX));
        let links = Links::new(&grid, true, true);
        let on_reach = OnReach::new(&links, &chaining.budget);
        let (mut giving, mut skipped) = (0, 0);
        for c in 0..81u8 {
            let count = grid.mask(usize::from(c)).count_ones();
            if count <= 2 {
                continue;
            }
            let mut arena = Arena::default();
            let mut found = Vec::new();
            chaining.cell_chains(
                &mut arena,
                &mut grid,
                &mut Followings::new(),
                c,
                count,
                &mut found,
            );
            let tried = chaining.may_give_static_chains(&links, &on_reach, &grid, c);
            assert!(tried || found.is_empty(), "r{}c{} skipped", c / 9 + 1, c % 9 + 1);
            giving += usize::from(!found.is_empty());
            skipped += usize::from(!tried);
        }
        assert!(
            giving > 0 && skipped > 0,
            "{giving} cells give chains, {skipped} skipped"
        );
    }

    #[test]
    fn a_start_followed_again_gives_what_it_gave_the_first_time() {
        let puzzle = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
        let mut grid = grid_of(puzzle);
        let mut arena = Arena::default();
        let mut followings = Followings::new();
        let mut chaining = Chaining::new(ChainMode::DYNAMIC, Budget::new(u64::MAX));
        let identities = |set: &PotentialSet, arena: &Arena| -> Vec<(u16, Vec<u16>)> {
            set.ids()
                .iter()
                .map(|&id| {
                    (
                        arena.get(id).key(),
                        arena.chain(id).iter().map(|&p| arena.get(p).key()).collect(),
                    )
                })
                .collect()
        };
        let mut reused = 0;
        for c in 0..81u8 {
            let values = grid.mask(usize::from(c));
            for v in (1..=9u8).filter(|&v| values >> v & 1 == 1) {
                let kept = chaining.follow_on(&mut arena, &mut grid, &mut followings, (c, v), true);
                let again = chaining.follow_on(&mut arena, &mut grid, &mut followings, (c, v), false);
                assert!(Rc::ptr_eq(&kept, &again), "the kept outcome is the one given");
                let fresh = chaining.follow_on(&mut arena, &mut grid, &mut Followings::new(), (c, v), false);
                assert_eq!(identities(&kept.to_on, &arena), identities(&fresh.to_on, &arena));
                assert_eq!(
                    identities(&kept.to_off, &arena),
                    identities(&fresh.to_off, &arena)
                );
                assert_eq!(kept.absurd.is_some(), fresh.absurd.is_some());
                reused += 1;
            }
        }
        assert!(reused > 100, "{reused} starts");
    }
}
