//! The same propagation as [`Propagation`](super::implications::Propagation), a whole
//! depth at a time on the candidate planes, without recording causes.
//!
//! Scans run this one for every candidate of the grid and keep what each assumption
//! implies (the known literals, their depths, and whether it ran into a contradiction);
//! the recorded propagation is run again only for the assumptions of the steps that are
//! reported. Both derive the same facts at the same depths: the rules of a depth see the
//! facts of the depths before it, and a test compares them on many states.

use super::implications::{Base, CELL_HOUSES, Reach, crossing_at};
use super::literal::Lit;
use crate::strategies::chains::LinkGraph;
use crate::{Cell, CellSet, House};

/// A propagation that keeps only what is known, a depth at a time.
pub(super) struct Sweep {
    reach: Reach,
    max_depth: u16,
    /// As [`Propagation::known`](super::implications::Propagation::known).
    known: [u128; 18],
    /// The depth of the contradiction of the last run, if it ran into one.
    conflict: Option<u16>,
    /// Whether the last run derived everything that follows: no contradiction, and
    /// nothing left past the depth limit.
    closed: bool,
}

/// The houses of the cells in `cells`, as a 27-bit mask.
#[inline]
fn houses_of(mut cells: u128) -> u32 {
    let mut mask = 0u32;
    while cells != 0 {
        mask |= CELL_HOUSES[cells.trailing_zeros() as usize];
        cells &= cells - 1;
    }
    mask
}

impl Sweep {
    pub(super) fn new(reach: Reach, max_depth: usize) -> Sweep {
        Sweep {
            reach,
            max_depth: max_depth.min(u16::MAX as usize) as u16,
            known: [0; 18],
            conflict: None,
            closed: false,
        }
    }

    /// The known literals of the last run, as in the recorded propagation.
    pub(super) fn known(&self) -> &[u128; 18] {
        &self.known
    }

    /// The literals of the last run, when it derived everything that follows from its
    /// start without a contradiction: each of them, taken alone in the same grid, runs
    /// into no contradiction either (at any depth limit). `None` when the run ran into
    /// one or stopped at the depth limit.
    ///
    /// Why: every rule is monotone. A rule that fires on some of these facts gives a
    /// fact this run knows too (a single that is left in a cell or house where this run
    /// left no more of it, locked candidates whose places this run confined as much or
    /// to one cell, whose peers then go; a chain's links, read in the grid as it is,
    /// alike), since this run applied every rule to the last state of every cell and
    /// house it touched, below the depth limit. So a run from
    /// any of them derives only facts of this run, and a contradiction among those
    /// would have stopped this one.
    ///
    /// The same holds in a grid with fewer candidates, when those it lacks are among
    /// the candidates this run made false: there the rules see each cell and house as
    /// this run left it or with more candidates, and a locked confinement that grid
    /// already has fires in neither.
    pub(super) fn closure(&self) -> Option<&[u128; 18]> {
        self.closed.then_some(&self.known)
    }

    /// Propagates `start` in `base`; chains follow the links of `graph`, the state's
    /// link graph (without it a chain derives nothing past the assumption's own
    /// peers). When `depths` is
    /// given, writes the depth of every literal derived at its index. Returns the depth
    /// of the contradiction it ran into, if any.
    pub(super) fn run(
        &mut self,
        base: &Base,
        graph: Option<&LinkGraph>,
        start: Lit,
        depths: Option<&mut [u8]>,
    ) -> Option<u16> {
        self.run_all(base, graph, &[start], depths)
    }

    /// As [`run`](Self::run), from every literal of `starts` at once.
    pub(super) fn run_all(
        &mut self,
        base: &Base,
        graph: Option<&LinkGraph>,
        starts: &[Lit],
        mut depths: Option<&mut [u8]>,
    ) -> Option<u16> {
        let mut on = [0u128; 9];
        let mut off = [0u128; 9];
        // The facts of the depth being processed (the frontier) and the new facts of the
        // next: their planes swap roles from one depth to the next rather than being
        // copied.
        let mut planes = [[0u128; 9]; 4];
        let [mut frontier_on, mut frontier_off, mut new_on, mut new_off] = planes.each_mut();
        for start in starts {
            let start_bit = 1u128 << start.cell().index();
            if start.is_on() {
                frontier_on[start.digit().index()] |= start_bit;
            } else {
                frontier_off[start.digit().index()] |= start_bit;
            }
            if let Some(depths) = depths.as_deref_mut() {
                depths[start.index()] = 0;
            }
        }
        let mut level = 0u16;
        self.conflict = None;
        self.closed = false;
        loop {
            // The facts of `level` become known; they are the frontier.
            for d in 0..9 {
                on[d] |= frontier_on[d];
                off[d] |= frontier_off[d];
            }
            // What the frontier implies, one depth further.
            new_on.fill(0);
            new_off.fill(0);
            // Contradictions among the cells and houses the new false facts touch; in
            // nets, the same pass over those houses finds their singles and locked
            // candidates.
            let touched: u128 = frontier_off.iter().fold(0, |a, &b| a | b);
            // The candidates not known false.
            let left: [u128; 9] = std::array::from_fn(|d| base.planes[d] & !off[d]);
            let (mut ones, mut twos, mut threes) = (0u128, 0u128, 0u128);
            if touched != 0 {
                for &cells in &left {
                    threes |= twos & cells;
                    twos |= ones & cells;
                    ones |= cells;
                }
                if touched & !ones != 0 {
                    return self.stop(&on, &off, level);
                }
                let in_houses = self.reach == Reach::Nets && level < self.max_depth;
                for (d, &cells) in frontier_off.iter().enumerate() {
                    if cells == 0 {
                        continue;
                    }
                    let mut houses = houses_of(cells);
                    while houses != 0 {
                        let h = houses.trailing_zeros() as usize;
                        houses &= houses - 1;
                        let cells = House::ALL[h].cells().bits();
                        let rest = left[d] & cells;
                        if rest == 0 && base.planes[d] & cells != 0 {
                            return self.stop(&on, &off, level);
                        }
                        if !in_houses {
                            continue;
                        }
                        if rest & (rest.wrapping_sub(1)) == 0 {
                            new_on[d] |= rest;
                            continue;
                        }
                        // Locked candidates, counted as the recorded one counts.
                        let mut through = crossing_at(h, rest.trailing_zeros() as usize);
                        while through != 0 {
                            let other = through.trailing_zeros() as usize;
                            through &= through - 1;
                            let line = House::ALL[other].cells().bits();
                            let inside = cells & line;
                            if rest & !inside == 0 && base.planes[d] & cells & !inside != 0 {
                                new_off[d] |= line & !inside;
                            }
                        }
                    }
                }
            }
            if level >= self.max_depth {
                break;
            }
            let (mut on_cells, mut on_twice) = (0u128, 0u128);
            for &cells in frontier_on.iter() {
                on_twice |= on_cells & cells;
                on_cells |= cells;
            }
            if on_cells != 0 {
                for d in 0..9 {
                    let mut cells = frontier_on[d];
                    // Cells made true for another digit (or for two digits at once).
                    let mut seen = (on_cells & !cells) | on_twice;
                    while cells != 0 {
                        let cell = cells.trailing_zeros() as usize;
                        cells &= cells - 1;
                        seen |= CellSet::peers_of(Cell::ALL[cell]).bits();
                    }
                    new_off[d] |= seen;
                }
            }
            match self.reach {
                Reach::Chains => {
                    debug_assert!(graph.is_some(), "chains follow the link graph");
                    if let Some(graph) = graph {
                        for d in 0..9 {
                            let cells = frontier_off[d];
                            if cells == 0 {
                                continue;
                            }
                            // A false candidate of a bivalue cell makes the other true.
                            let bivalue = cells & graph.bivalue();
                            if bivalue != 0 {
                                for (e, on_e) in new_on.iter_mut().enumerate() {
                                    if e != d {
                                        *on_e |= bivalue & base.planes[e];
                                    }
                                }
                            }
                            // And so does a false end of a conjugate pair.
                            let mut linked = cells & graph.has_conjugate(d);
                            while linked != 0 {
                                let cell = linked.trailing_zeros() as usize;
                                linked &= linked - 1;
                                new_on[d] |= graph.conjugates(d, cell);
                            }
                        }
                    }
                }
                Reach::Nets => {
                    if touched != 0 {
                        let single = ones & !twos & touched;
                        if single != 0 {
                            for d in 0..9 {
                                new_on[d] |= single & left[d];
                            }
                        }
                        // Locked pairs, counted as the recorded one counts.
                        let two = twos & !threes;
                        let mut pairs = two & touched;
                        while pairs != 0 {
                            let cell = pairs.trailing_zeros() as usize;
                            pairs &= pairs - 1;
                            // A partner is a peer left with the same two digits.
                            let peers = CellSet::peers_of(Cell::ALL[cell]).bits();
                            if peers & two == 0 {
                                continue;
                            }
                            let mut digits = (0..9).filter(|&d| left[d] >> cell & 1 == 1);
                            let (Some(a), Some(b)) = (digits.next(), digits.next()) else {
                                continue;
                            };
                            let mut partners = peers & two & left[a] & left[b];
                            while partners != 0 {
                                let partner = partners.trailing_zeros() as usize;
                                partners &= partners - 1;
                                let mut houses = CELL_HOUSES[cell] & CELL_HOUSES[partner];
                                while houses != 0 {
                                    let house = House::ALL[houses.trailing_zeros() as usize];
                                    houses &= houses - 1;
                                    let rest = house.cells().bits() & !(1u128 << cell | 1u128 << partner);
                                    new_off[a] |= rest;
                                    new_off[b] |= rest;
                                }
                            }
                        }
                        // The singles and locked candidates of the houses were found
                        // with the contradictions, above.
                    }
                }
            }
            // The cells of new facts, and of new facts that clash with others, over
            // all digits: one test each after the loop.
            let (mut any, mut clash) = (0u128, 0u128);
            for d in 0..9 {
                new_off[d] &= left[d];
                new_on[d] &= !on[d];
                clash |= new_on[d] & (off[d] | new_off[d]) | new_off[d] & on[d];
                any |= new_on[d] | new_off[d];
            }
            if any == 0 {
                self.closed = true;
                break;
            }
            level += 1;
            if clash != 0 {
                return self.stop(&on, &off, level);
            }
            if let Some(depths) = depths.as_deref_mut() {
                let depth = level.min(255) as u8;
                for d in 0..9 {
                    for (bits, truth) in [(new_off[d], 0usize), (new_on[d], 1)] {
                        let mut bits = bits;
                        while bits != 0 {
                            let cell = bits.trailing_zeros() as usize;
                            bits &= bits - 1;
                            depths[(d * 81 + cell) * 2 + truth] = depth;
                        }
                    }
                }
            }
            std::mem::swap(&mut frontier_on, &mut new_on);
            std::mem::swap(&mut frontier_off, &mut new_off);
        }
        self.store(&on, &off);
        None
    }

    fn store(&mut self, on: &[u128; 9], off: &[u128; 9]) {
        for d in 0..9 {
            self.known[d * 2] = off[d];
            self.known[d * 2 + 1] = on[d];
        }
    }

    fn stop(&mut self, on: &[u128; 9], off: &[u128; 9], level: u16) -> Option<u16> {
        self.store(on, off);
        self.conflict = Some(level);
        self.conflict
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategies::forcing::implications::Propagation;
    use crate::{CandidateView, Engine, Grid, LayerGrid, Technique};

    /// States along the way of some fixtures, solved with the simple strategies.
    fn states() -> Vec<LayerGrid> {
        let engine = Engine::built_in(&[
            Technique::NakedSingle,
            Technique::HiddenSingle,
            Technique::LockedCandidatesPointing,
            Technique::LockedCandidatesClaiming,
        ]);
        let fixtures = include_str!("../../../fixtures/puzzles.tsv");
        let mut out = Vec::new();
        for line in fixtures.lines().filter(|l| !l.starts_with('#')).take(8) {
            let puzzle: Grid = line.split('\t').nth(1).unwrap().parse().unwrap();
            let mut grid = LayerGrid::from_grid(&puzzle);
            for n in 0.. {
                if n % 6 == 0 {
                    out.push(grid.clone());
                }
                let Some(step) = engine.next_step(&grid) else {
                    break;
                };
                grid.apply(&step).unwrap();
            }
            out.push(grid);
        }
        out
    }

    #[test]
    fn the_sweep_derives_what_the_recorded_propagation_derives() {
        let mut compared = 0;
        for grid in states() {
            let base = Base::new(&CandidateView::new(&grid));
            let view = CandidateView::new(&grid);
            let graph = crate::strategies::chains::graph(&view);
            for reach in [Reach::Chains, Reach::Nets] {
                for depth in [2, 5, 60] {
                    let mut recorded = Propagation::new(reach, depth);
                    let mut sweep = Sweep::new(reach, depth);
                    let mut depths = vec![0u8; 1458];
                    for candidate in base.candidates() {
                        for start in [Lit::on(candidate), Lit::off(candidate)] {
                            let a = recorded.run(&base, start).is_some();
                            let b = sweep.run(&base, Some(graph), start, Some(&mut depths)).is_some();
                            assert_eq!(a, b, "{reach:?} depth {depth} from {start} in\n{grid}");
                            if a {
                                continue;
                            }
                            assert_eq!(
                                recorded.known(),
                                sweep.known(),
                                "{reach:?} {depth} {start}\n{grid}"
                            );
                            for fact in recorded.facts() {
                                assert_eq!(
                                    u16::from(depths[fact.literal.index()]),
                                    fact.depth,
                                    "{start} {:?}",
                                    fact.literal
                                );
                            }
                            compared += 1;
                        }
                    }
                }
            }
        }
        assert!(compared > 1000, "{compared}");
    }

    #[test]
    fn what_a_closed_run_derives_leads_to_no_contradiction_and_nothing_more() {
        let mut compared = 0;
        for grid in states() {
            let view = CandidateView::new(&grid);
            let base = Base::new(&view);
            let graph = crate::strategies::chains::graph(&view);
            for (reach, depth) in [(Reach::Nets, 3), (Reach::Nets, 40), (Reach::Chains, 20)] {
                let graph = (reach == Reach::Chains).then_some(graph);
                let mut sweep = Sweep::new(reach, depth);
                let mut each = Sweep::new(reach, depth);
                for start in base.candidates().flat_map(|c| [Lit::on(c), Lit::off(c)]) {
                    sweep.run(&base, graph, start, None);
                    let Some(closure) = sweep.closure().copied() else {
                        continue;
                    };
                    for (plane, &bits) in closure.iter().enumerate() {
                        for cell in CellSet::from_bits(bits) {
                            let literal = Lit::from_parts(cell.index(), plane / 2, plane % 2 == 1);
                            assert!(
                                each.run(&base, graph, literal, None).is_none(),
                                "{reach:?} {literal} from {start} in\n{grid}"
                            );
                            for (k, c) in each.known().iter().zip(&closure) {
                                assert_eq!(k & !c, 0, "{reach:?} {literal} from {start} in\n{grid}");
                            }
                            compared += 1;
                        }
                    }
                }
            }
        }
        assert!(compared > 10_000, "{compared}");
    }

    #[test]
    fn a_closed_run_holds_in_a_grid_without_some_of_what_it_made_false() {
        let mut compared = 0;
        for grid in states() {
            let base = Base::new(&CandidateView::new(&grid));
            let mut sweep = Sweep::new(Reach::Nets, 40);
            let mut each = Sweep::new(Reach::Nets, 40);
            for (n, start) in base.candidates().map(Lit::on).enumerate() {
                sweep.run(&base, None, start, None);
                let Some(closure) = sweep.closure().copied() else {
                    continue;
                };
                // Every other candidate it made false (or every third), gone.
                let mut gone = [0u128; 18];
                let mut k = 0;
                for d in 0..9 {
                    for cell in CellSet::from_bits(closure[d * 2]) {
                        if k % (2 + n % 2) == 0 {
                            gone[d * 2] |= 1 << cell.index();
                        }
                        k += 1;
                    }
                }
                let fewer = base.restricted(&gone);
                for d in 0..9 {
                    for cell in CellSet::from_bits(closure[d * 2 + 1]) {
                        let literal = Lit::from_parts(cell.index(), d, true);
                        assert!(
                            each.run(&fewer, None, literal, None).is_none(),
                            "{literal} from {start} in\n{grid}"
                        );
                        for (k, c) in each.known().iter().zip(&closure) {
                            assert_eq!(k & !c, 0, "{literal} from {start} in\n{grid}");
                        }
                        compared += 1;
                    }
                }
            }
        }
        assert!(compared > 1000, "{compared}");
    }

    #[test]
    fn a_sweep_from_several_literals_knows_all_each_leads_to() {
        let mut compared = 0;
        for grid in states() {
            let view = CandidateView::new(&grid);
            let base = Base::new(&view);
            let mut sweep = Sweep::new(Reach::Nets, usize::MAX);
            let starts: Vec<Lit> = base.candidates().map(Lit::off).collect();
            for pair in starts.windows(2) {
                let together = sweep.run_all(&base, None, pair, None).is_some();
                let known_together = *sweep.known();
                if together {
                    continue;
                }
                for &alone in pair {
                    assert!(
                        sweep.run(&base, None, alone, None).is_none(),
                        "{alone} in\n{grid}"
                    );
                    for (a, t) in sweep.known().iter().zip(&known_together) {
                        assert_eq!(a & !t, 0, "{alone} of {pair:?} in\n{grid}");
                    }
                }
                // From one literal, it is the sweep from that literal.
                assert_eq!(
                    sweep.run_all(&base, None, &pair[..1], None),
                    sweep.run(&base, None, pair[0], None)
                );
                compared += 1;
            }
        }
        assert!(compared > 100, "{compared}");
    }
}
