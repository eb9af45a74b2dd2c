//! Forcing chains from several starts at once, as Sudoku Explainer's multiple, Nishio
//! and dynamic searches find them: for each cell (in reading order) and each of its
//! values, both states of the candidate (a contradiction, or one potential both lead
//! to), every place of the value in the cell's box, row and column (a region forcing
//! chain, found from the house's first place), and every value of the cell (a cell
//! forcing chain).

use super::super::board::{Board, CELL_HOUSES, HOUSES};
use super::Chaining;
use super::hints::{ChainHint, Shape};
use super::potentials::{Arena, PotentialSet};
use super::reach::{Links, Reach};

impl Chaining {
    /// The chains of every cell with more than two values (more than one in a dynamic
    /// search).
    pub(super) fn multiple_chains(&mut self, arena: &mut Arena, grid: &mut Board) -> Vec<ChainHint> {
        let mut out = Vec::new();
        // A static search reaches the same potentials in any order, so its reach tells
        // which cells can give no chain (see `reach`).
        let links = (!self.dynamic && !self.nishio).then(|| Links::new(grid, true, true));
        for c in 0..81u8 {
            let count = grid.cands[usize::from(c)].count_ones();
            if grid.values[usize::from(c)] == 0 && (count > 2 || (count > 1 && self.dynamic)) {
                if let Some(links) = &links
                    && !self.may_give_static_chains(links, grid, c)
                {
                    continue;
                }
                self.cell_chains(arena, grid, c, count, &mut out);
            }
        }
        out
    }

    /// Whether the values of `cell`, or the places of one of them in a house where
    /// `cell` is the first, reach a potential in common in a static search: without
    /// one, the cell gives no cell or region forcing chain.
    fn may_give_static_chains(&self, links: &Links, grid: &Board, cell: u8) -> bool {
        let mut common: Option<Reach> = None;
        for v in (1..=9u8).filter(|&v| grid.has(usize::from(cell), v)) {
            let reach = links.reach(cell, v, true);
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
                        region.retain_in(&links.reach(other, v, true));
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
        grid: &mut Board,
        cell: u8,
        count: u32,
        out: &mut Vec<ChainHint>,
    ) {
        let mut value_to_on: [Option<PotentialSet>; 10] = Default::default();
        let mut value_to_off: [Option<PotentialSet>; 10] = Default::default();
        let mut cell_to_on: Option<PotentialSet> = None;
        let mut cell_to_off: Option<PotentialSet> = None;
        for v in 1..=9u8 {
            if !grid.has(usize::from(cell), v) {
                continue;
            }
            let p_on = arena.assume(cell, v, true);
            let p_off = arena.assume(cell, v, false);
            let mut on_to_on = PotentialSet::default();
            let mut on_to_off = PotentialSet::default();
            let double = count >= 3 && !self.nishio && self.dynamic;
            let contradiction = self.dynamic || self.nishio;
            self.binary(
                arena,
                grid,
                p_on,
                p_off,
                out,
                &mut on_to_on,
                &mut on_to_off,
                double,
                contradiction,
            );
            if !self.nishio {
                self.region_chains(arena, grid, out, cell, v, &on_to_on, &on_to_off);
            }
            match (&mut cell_to_on, &mut cell_to_off) {
                (Some(to_on), Some(to_off)) => {
                    to_on.retain_in(arena, &on_to_on);
                    to_off.retain_in(arena, &on_to_off);
                }
                _ => {
                    cell_to_on = Some(on_to_on.clone());
                    cell_to_off = Some(on_to_off.clone());
                }
            }
            value_to_on[usize::from(v)] = Some(on_to_on);
            value_to_off[usize::from(v)] = Some(on_to_off);
        }
        if self.nishio || !(count == 2 || (self.multiple && count > 2)) {
            return;
        }
        for (common, outcomes) in [(&cell_to_on, &value_to_on), (&cell_to_off, &value_to_off)] {
            let Some(common) = common else { continue };
            for &target in common.ids() {
                let key = arena.get(target).key();
                let targets: Vec<u32> = (1..=9u8)
                    .filter(|&v| grid.has(usize::from(cell), v))
                    .filter_map(|v| outcomes[usize::from(v)].as_ref()?.get(key))
                    .collect();
                let removals = reduction(arena, grid, target);
                let hint = ChainHint::new(Shape::Cell { cell, targets }, true, true, removals);
                if hint.is_worth() {
                    out.push(hint);
                }
            }
        }
    }

    /// Both states of a candidate: a contradiction from either, and (`double`) the
    /// potentials both lead to.
    #[allow(clippy::too_many_arguments)]
    fn binary(
        &mut self,
        arena: &mut Arena,
        grid: &mut Board,
        p_on: u32,
        p_off: u32,
        out: &mut Vec<ChainHint>,
        on_to_on: &mut PotentialSet,
        on_to_off: &mut PotentialSet,
        double: bool,
        contradiction: bool,
    ) {
        let mut off_to_on = PotentialSet::default();
        let mut off_to_off = PotentialSet::default();
        on_to_on.insert(arena, p_on);
        let absurd = self.do_chaining(arena, grid, on_to_on, on_to_off);
        if contradiction && let Some((dst_on, dst_off)) = absurd {
            // The candidate cannot be true.
            let n = arena.get(p_on);
            let removals = vec![(n.cell, 1 << n.value)];
            out.push(binary_hint(p_on, dst_on, dst_off, true, removals));
        }
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
        for &from_on in on_to_on.ids() {
            if let Some(from_off) = off_to_on.get(arena.get(from_on).key()) {
                let hint = binary_hint(p_on, from_on, from_off, false, reduction_on(arena, grid, from_on));
                if hint.is_worth() {
                    out.push(hint);
                }
            }
        }
        for &from_on in on_to_off.ids() {
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
        grid: &mut Board,
        out: &mut Vec<ChainHint>,
        cell: u8,
        value: u8,
        on_to_on: &PotentialSet,
        on_to_off: &PotentialSet,
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
            let mut pos_to_on: [Option<PotentialSet>; 9] = Default::default();
            let mut pos_to_off: [Option<PotentialSet>; 9] = Default::default();
            let mut region_to_on = on_to_on.clone();
            let mut region_to_off = on_to_off.clone();
            for pos in (0..9).filter(|k| positions >> k & 1 == 1) {
                let other = HOUSES[usize::from(house)][pos];
                if other == cell {
                    pos_to_on[pos] = Some(on_to_on.clone());
                    pos_to_off[pos] = Some(on_to_off.clone());
                    continue;
                }
                let start = arena.assume(other, value, true);
                let mut other_to_on = PotentialSet::default();
                let mut other_to_off = PotentialSet::default();
                other_to_on.insert(arena, start);
                self.do_chaining(arena, grid, &mut other_to_on, &mut other_to_off);
                region_to_on.retain_in(arena, &other_to_on);
                region_to_off.retain_in(arena, &other_to_off);
                pos_to_on[pos] = Some(other_to_on);
                pos_to_off[pos] = Some(other_to_off);
            }
            for (common, outcomes) in [(&region_to_on, &pos_to_on), (&region_to_off, &pos_to_off)] {
                for &target in common.ids() {
                    let key = arena.get(target).key();
                    let targets: Vec<u32> = (0..9)
                        .filter(|k| positions >> k & 1 == 1)
                        .filter_map(|k| outcomes[k].as_ref()?.get(key))
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
fn reduction(arena: &Arena, grid: &Board, target: u32) -> Vec<(u8, u16)> {
    let n = arena.get(target);
    if n.on {
        reduction_on(arena, grid, target)
    } else {
        vec![(n.cell, 1 << n.value)]
    }
}

/// The other values of the potential's cell.
fn reduction_on(arena: &Arena, grid: &Board, target: u32) -> Vec<(u8, u16)> {
    let n = arena.get(target);
    let mask = grid.cands[usize::from(n.cell)] & !(1 << n.value);
    if mask == 0 {
        Vec::new()
    } else {
        vec![(n.cell, mask)]
    }
}

#[cfg(test)]
mod tests {
    use super::super::Budget;
    use super::*;

    #[test]
    fn every_cell_that_gives_a_static_chain_is_tried() {
        let puzzle = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
        let mut grid = Board::from_line(puzzle);
        let mut chaining = Chaining::new(true, false, false, 0, 0, Budget::new(u64::MAX));
        let links = Links::new(&grid, true, true);
        let (mut giving, mut skipped) = (0, 0);
        for c in 0..81u8 {
            let count = grid.cands[usize::from(c)].count_ones();
            if count <= 2 {
                continue;
            }
            let mut arena = Arena::default();
            let mut found = Vec::new();
            chaining.cell_chains(&mut arena, &mut grid, c, count, &mut found);
            let tried = chaining.may_give_static_chains(&links, &grid, c);
            assert!(tried || found.is_empty(), "r{}c{} skipped", c / 9 + 1, c % 9 + 1);
            giving += usize::from(!found.is_empty());
            skipped += usize::from(!tried);
        }
        assert!(
            giving > 0 && skipped > 0,
            "{giving} cells give chains, {skipped} skipped"
        );
    }
}
