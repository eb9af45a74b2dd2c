//! The implication engine: what follows from taking one candidate as true or false.
//!
//! A [`Propagation`] starts from one [`Lit`] (a candidate set true or false) and
//! derives every literal that follows, one depth at a time, recording for each derived
//! fact the rule and the facts that caused it and its depth (the number of rounds of
//! implications from the assumption). The rules of one round see the facts of the
//! rounds before it, so a fact's depth is the smallest possible and does not depend on
//! the order of work. It stops at the first contradiction: a candidate both true and
//! false, a cell with no candidate left, or a digit with no place left in a house.
//!
//! The rules work on the nine candidate planes of the grid (one `u128` word per digit):
//! - a true candidate makes every other candidate of its cell false, and the same digit
//!   false in every peer;
//! - with [`Reach::Chains`], a false candidate makes true the other candidate of a cell
//!   that holds two, and the other place of a digit that has two places in a house; both
//!   counted in the grid as it is, so every fact has exactly one cause and the facts
//!   follow one another along the grid's strong and weak links;
//! - with [`Reach::Nets`], a false candidate makes true the last candidate left in its
//!   cell, and the last place left for its digit in each of its houses, counted in the
//!   state the assumption has created: a fact can need several earlier facts; and when
//!   the places left for its digit in one of its houses all lie in the house's
//!   intersection with another (locked candidates), the digit is false in the rest of
//!   that other house; and when two cells of a house are left with the same two
//!   candidates (a locked pair), those digits are false in the rest of the house.
//!
//! Every literal is derived at most once, so one propagation makes at most 1,458 facts
//! whatever the grid: the cost of a propagation is bounded by the size of the board.

use std::ops::ControlFlow;

use super::literal::Lit;
use crate::strategies::shared::nine_bit_count;
use crate::{Candidate, CandidateView, Cell, CellSet, Digit, House};

/// How implications propagate.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Reach {
    /// Single implications along the links of the grid as it is: forcing chains.
    Chains,
    /// Singles in the state the assumption creates, where a fact may have several
    /// causes: forcing nets.
    Nets,
}

/// The grid as the propagations see it: the candidate plane of each digit and the
/// candidates of each cell, read once.
pub(super) struct Base {
    /// The cells where each digit is a candidate.
    pub(super) planes: [u128; 9],
    /// The candidates of each cell (bit `d` is digit index `d`); none in solved cells.
    pub(super) digits: [u16; 81],
}

impl Base {
    /// The grid `view` shows.
    pub(super) fn new(view: &CandidateView<'_>) -> Base {
        Base {
            planes: view.planes().map(CellSet::bits),
            digits: view.map().bits(),
        }
    }

    /// Whether the literal's candidate is a candidate here.
    #[inline]
    pub(super) fn has(&self, literal: Lit) -> bool {
        self.planes[literal.digit_index()] >> literal.cell_index() & 1 == 1
    }

    /// The grid as a propagation has left it: without the candidates it made false.
    pub(super) fn restricted(&self, known: &[u128; 18]) -> Base {
        let planes: [u128; 9] = std::array::from_fn(|d| self.planes[d] & !known[d * 2]);
        let mut digits = self.digits;
        for (d, plane) in planes.iter().enumerate() {
            let mut gone = self.planes[d] & !plane;
            while gone != 0 {
                let cell = gone.trailing_zeros() as usize;
                gone &= gone - 1;
                digits[cell] &= !(1 << d);
            }
        }
        Base { planes, digits }
    }

    /// Every candidate of the grid, digit by digit.
    pub(super) fn candidates(&self) -> impl Iterator<Item = Candidate> + '_ {
        Digit::ALL.into_iter().flat_map(move |digit| {
            CellSet::from_bits(self.planes[digit.index()])
                .iter()
                .map(move |cell| Candidate::new(cell, digit))
        })
    }
}

/// The houses of each cell (row, column and box, as bits of [`House::ALL`]):
/// [`Cell::houses`] read from a table, for the propagations' inner loops, where working
/// out a cell's box costs more than the rest of a rule's test.
pub(super) const CELL_HOUSES: [u32; 81] = {
    let mut table = [0u32; 81];
    let mut cell = 0;
    while cell < 81 {
        let (row, col) = (cell / 9, cell % 9);
        table[cell] = 1 << row | 1 << (9 + col) | 1 << (18 + row / 3 * 3 + col / 3);
        cell += 1;
    }
    table
};

/// The rows and columns among the bits of [`CELL_HOUSES`]; the rest are boxes.
const LINES: u32 = (1 << 18) - 1;

/// The houses that cross house `h` (an index of [`House::ALL`]) at `cell`, one of its
/// cells, as bits of [`House::ALL`]: the box of a row or a column, the row and the
/// column of a box. Two places or more of a digit in house `h` that all lie in another
/// house lie in one of the houses crossing it at any one of them, so locked candidates
/// need try only these.
#[inline]
pub(super) fn crossing_at(h: usize, cell: usize) -> u32 {
    CELL_HOUSES[cell] & if h < 18 { !LINES } else { LINES }
}

/// Where a propagation ran into a contradiction.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Contradiction {
    /// A candidate was derived both true and false: the facts, true one first.
    Both { on: usize, off: usize },
    /// A cell has no candidate left.
    EmptyCell(Cell),
    /// A digit has no place left in a house.
    NoPlace(Digit, House),
}

/// Why a fact holds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Cause {
    /// It is the assumption.
    Assumption,
    /// A true candidate rules it out (same cell, or same digit in a peer).
    Peer,
    /// It is the last candidate left in its cell.
    Cell,
    /// It is the last place left for its digit in this house.
    House(House),
    /// Its digit is confined, in this house, to cells its cell sees (locked candidates).
    Locked(House),
    /// Two cells of its house hold only two digits between them, its digit among them
    /// (a locked pair): the cell indices and the digits (bit `d` for digit index `d`).
    LockedPair([u8; 2], u16),
    /// Taking it as true leads to a contradiction of its own (a nested net).
    Nested,
}

/// One derived fact.
#[derive(Clone, Copy, Debug)]
pub(super) struct Entry {
    /// What is known.
    pub(super) literal: Lit,
    /// Why.
    pub(super) cause: Cause,
    /// The number of implications from the assumption (0 for the assumption itself).
    pub(super) depth: u16,
    first_cause: u32,
    cause_count: u16,
}

/// The facts that follow from one assumption, with their causes.
///
/// One `Propagation` is reused for many assumptions: [`run`](Propagation::run) clears
/// what the previous run left.
#[derive(Clone)]
pub(super) struct Propagation {
    reach: Reach,
    max_depth: u16,
    /// The literals known, one plane per digit and truth (see [`Lit::plane`]).
    known: [u128; 18],
    /// The digits known false in each cell.
    cell_off: [u16; 81],
    /// The depth of the facts being processed.
    level: u16,
    /// The depth of the latest fact injected by a nested net: the depth limit counts
    /// from there.
    stage: u16,
    /// The false candidates known up to `level`, by digit: what the rules count with.
    settled_off: [u128; 9],
    /// The same by cell.
    settled_cell_off: [u16; 81],
    /// The fact of each known literal (only read where `known` says so).
    fact_of: Vec<u16>,
    facts: Vec<Entry>,
    causes: Vec<u16>,
    /// The next fact to process.
    head: usize,
    conflict: Option<Contradiction>,
    /// Contradiction facts for `EmptyCell` and `NoPlace`.
    conflict_causes: Vec<u16>,
    /// The candidate planes of the grid of the last run: where a locked fact's digit was
    /// left.
    planes: [u128; 9],
}

impl Propagation {
    /// A propagation with the given rules, deriving nothing deeper than `max_depth`.
    pub(super) fn new(reach: Reach, max_depth: usize) -> Propagation {
        Propagation {
            reach,
            max_depth: max_depth.min(u16::MAX as usize) as u16,
            known: [0; 18],
            cell_off: [0; 81],
            level: 0,
            stage: 0,
            settled_off: [0; 9],
            settled_cell_off: [0; 81],
            fact_of: vec![0; 1458],
            facts: Vec::with_capacity(256),
            causes: Vec::with_capacity(256),
            head: 0,
            conflict: None,
            conflict_causes: Vec::new(),
            planes: [0; 9],
        }
    }

    /// Takes `start` as given and derives everything that follows from it in `base`.
    /// Returns the contradiction it ran into, if any.
    pub(super) fn run(&mut self, base: &Base, start: Lit) -> Option<Contradiction> {
        self.start(start);
        self.settle(base)
    }

    /// Clears the previous run and takes `start` as the assumption, deriving nothing yet.
    pub(super) fn start(&mut self, start: Lit) {
        self.known = [0; 18];
        self.cell_off = [0; 81];
        self.facts.clear();
        self.causes.clear();
        self.head = 0;
        self.conflict = None;
        self.conflict_causes.clear();
        self.stage = 0;
        let _ = self.derive(start, Cause::Assumption, &[], 0);
        self.level = 0;
        self.settle_level();
    }

    /// Makes every known fact count for the rules: called when the facts of the next
    /// depth start to be processed, when every known fact has at most that depth.
    fn settle_level(&mut self) {
        for d in 0..9 {
            self.settled_off[d] = self.known[d * 2];
        }
        self.settled_cell_off = self.cell_off;
    }

    /// Derives everything that follows from the facts not processed yet. Returns the
    /// contradiction it ran into, if any.
    pub(super) fn settle(&mut self, base: &Base) -> Option<Contradiction> {
        self.planes = base.planes;
        while self.head < self.facts.len() && self.conflict.is_none() {
            let depth = self.facts[self.head].depth;
            if depth > self.level {
                self.level = depth;
                self.settle_level();
            }
            if self.process(base, self.head).is_break() {
                break;
            }
            self.head += 1;
        }
        self.conflict
    }

    /// Adds a fact found outside the rules (by a nested net), with its causes, and
    /// [settles](Propagation::settle) what follows from it. The fact starts a new round,
    /// one deeper than every fact known, and the depth limit counts from it. Returns the
    /// contradiction it makes with a known fact, or that its consequences run into, if
    /// any.
    pub(super) fn inject(&mut self, base: &Base, literal: Lit, causes: &[u16]) -> Option<Contradiction> {
        let depth = self.facts.last().map_or(0, |f| f.depth) + 1;
        self.stage = depth;
        let _ = self.derive(literal, Cause::Nested, causes, depth);
        self.conflict.or_else(|| self.settle(base))
    }

    /// The facts derived, the assumption first, in the order found (causes come before
    /// their effects).
    pub(super) fn facts(&self) -> &[Entry] {
        &self.facts
    }

    /// The facts that caused fact `f`.
    pub(super) fn causes(&self, f: usize) -> &[u16] {
        let fact = &self.facts[f];
        let start = fact.first_cause as usize;
        &self.causes[start..start + fact.cause_count as usize]
    }

    /// The cells a locked fact `f` rests on: the places of its digit, in the grid of the
    /// run, in the intersection of its house with the house of its cell.
    pub(super) fn locked_cells(&self, f: usize) -> CellSet {
        let fact = &self.facts[f];
        let Cause::Locked(house) = fact.cause else {
            return CellSet::EMPTY;
        };
        let (cell, digit) = (fact.literal.cell(), fact.literal.digit_index());
        CellSet::from_bits(self.planes[digit] & house.cells().bits() & CellSet::peers_of(cell).bits())
    }

    /// The contradiction the last run ended in, if any.
    pub(super) fn conflict(&self) -> Option<Contradiction> {
        self.conflict
    }

    /// The facts behind an `EmptyCell` or `NoPlace` contradiction.
    pub(super) fn conflict_causes(&self) -> &[u16] {
        &self.conflict_causes
    }

    /// The fact that established `literal`, if it is known.
    pub(super) fn fact_of(&self, literal: Lit) -> Option<usize> {
        self.is_known(literal)
            .then(|| self.fact_of[literal.index()] as usize)
    }

    /// The known literals, one plane per digit and truth: index `digit * 2` holds the
    /// cells where the digit is false, `digit * 2 + 1` where it is true.
    pub(super) fn known(&self) -> &[u128; 18] {
        &self.known
    }

    /// Every literal the last run derived, the one that ran into a contradiction
    /// included (which [`known`](Propagation::known) leaves out).
    pub(super) fn established(&self) -> [u128; 18] {
        let mut all = self.known;
        if let Some(last) = self.facts.last() {
            all[last.literal.plane()] |= 1 << last.literal.cell_index();
        }
        all
    }

    #[inline]
    fn is_known(&self, literal: Lit) -> bool {
        self.known[literal.plane()] >> literal.cell_index() & 1 == 1
    }

    /// Records `literal` as caused by `causes`, unless it is known already or lies past
    /// the depth limit. Breaks when it contradicts a known fact.
    fn derive(&mut self, literal: Lit, cause: Cause, causes: &[u16], depth: u16) -> ControlFlow<()> {
        if self.is_known(literal) || self.too_deep(depth) {
            return ControlFlow::Continue(());
        }
        self.record(literal, cause, causes, depth)
    }

    /// Whether a fact of this depth lies past the depth limit.
    #[inline]
    fn too_deep(&self, depth: u16) -> bool {
        depth.saturating_sub(self.stage) > self.max_depth
    }

    /// Records `literal`, not known yet, as caused by `causes`. Breaks when it
    /// contradicts a known fact.
    #[inline]
    fn record(&mut self, literal: Lit, cause: Cause, causes: &[u16], depth: u16) -> ControlFlow<()> {
        let index = self.facts.len();
        self.facts.push(Entry {
            literal,
            cause,
            depth,
            first_cause: self.causes.len() as u32,
            cause_count: causes.len() as u16,
        });
        // Most facts have one cause: a push, not a copy of a slice.
        match causes {
            [one] => self.causes.push(*one),
            _ => self.causes.extend_from_slice(causes),
        }
        if self.is_known(literal.negated()) {
            let other = self.fact_of[literal.negated().index()] as usize;
            self.conflict = Some(if literal.is_on() {
                Contradiction::Both {
                    on: index,
                    off: other,
                }
            } else {
                Contradiction::Both {
                    on: other,
                    off: index,
                }
            });
            return ControlFlow::Break(());
        }
        self.known[literal.plane()] |= 1 << literal.cell_index();
        self.fact_of[literal.index()] = index as u16;
        if !literal.is_on() {
            self.cell_off[literal.cell_index()] |= 1 << literal.digit_index();
        }
        ControlFlow::Continue(())
    }

    /// Derives what follows directly from fact `f`.
    fn process(&mut self, base: &Base, f: usize) -> ControlFlow<()> {
        let fact = self.facts[f];
        let literal = fact.literal;
        let (cell, digit) = (literal.cell_index(), literal.digit_index());
        let depth = fact.depth + 1;
        let cause = [f as u16];
        if literal.is_on() {
            if self.too_deep(depth) {
                return ControlFlow::Continue(());
            }
            // The candidates it rules out that are not known false yet, read as words:
            // recording one of them makes none of the others known.
            let mut others = base.digits[cell] & !(1 << digit) & !self.cell_off[cell];
            while others != 0 {
                let other = others.trailing_zeros() as usize;
                others &= others - 1;
                self.record(Lit::from_parts(cell, other, false), Cause::Peer, &cause, depth)?;
            }
            let mut peers =
                CellSet::peers_of(Cell::ALL[cell]).bits() & base.planes[digit] & !self.known[digit * 2];
            while peers != 0 {
                let peer = peers.trailing_zeros() as usize;
                peers &= peers - 1;
                self.record(Lit::from_parts(peer, digit, false), Cause::Peer, &cause, depth)?;
            }
            return ControlFlow::Continue(());
        }
        // The cell of a false candidate.
        let cell_digits = base.digits[cell];
        let left = cell_digits & !self.settled_cell_off[cell];
        if left == 0 {
            self.conflict = Some(Contradiction::EmptyCell(Cell::ALL[cell]));
            let mut all = cell_digits;
            while all != 0 {
                let d = all.trailing_zeros() as usize;
                all &= all - 1;
                let index = self.fact_of[Lit::from_parts(cell, d, false).index()];
                self.conflict_causes.push(index);
            }
            return ControlFlow::Break(());
        }
        if self.reach == Reach::Nets && nine_bit_count(left) == 2 {
            self.pair(base, cell, left)?;
        }
        match self.reach {
            Reach::Chains => {
                let other = cell_digits & !(1 << digit);
                if other.count_ones() == 1 {
                    let other = other.trailing_zeros() as usize;
                    self.derive(Lit::from_parts(cell, other, true), Cause::Cell, &cause, depth)?;
                }
            }
            Reach::Nets => {
                if left.count_ones() == 1 {
                    let last = left.trailing_zeros() as usize;
                    let on = Lit::from_parts(cell, last, true);
                    if !self.is_known(on) {
                        let mut gone = cell_digits & !left;
                        let mut causes = [0u16; 9];
                        let mut n = 0;
                        while gone != 0 {
                            let d = gone.trailing_zeros() as usize;
                            gone &= gone - 1;
                            causes[n] = self.fact_of[Lit::from_parts(cell, d, false).index()];
                            n += 1;
                        }
                        let depth = self.depth_after(&causes[..n]);
                        self.derive(on, Cause::Cell, &causes[..n], depth)?;
                    }
                }
            }
        }
        // The houses of a false candidate.
        let plane = base.planes[digit];
        let off = self.settled_off[digit];
        let mut houses = CELL_HOUSES[cell];
        while houses != 0 {
            let house = House::ALL[houses.trailing_zeros() as usize];
            houses &= houses - 1;
            let places = plane & house.cells().bits();
            let left = places & !off;
            if left == 0 {
                self.conflict = Some(Contradiction::NoPlace(Digit::ALL[digit], house));
                let mut all = places;
                while all != 0 {
                    let c = all.trailing_zeros() as usize;
                    all &= all - 1;
                    let index = self.fact_of[Lit::from_parts(c, digit, false).index()];
                    self.conflict_causes.push(index);
                }
                return ControlFlow::Break(());
            }
            match self.reach {
                Reach::Chains => {
                    if places.count_ones() == 2 {
                        let other = (places & !(1u128 << cell)).trailing_zeros() as usize;
                        self.derive(
                            Lit::from_parts(other, digit, true),
                            Cause::House(house),
                            &cause,
                            depth,
                        )?;
                    }
                }
                Reach::Nets => {
                    if left & (left - 1) == 0 {
                        let last = left.trailing_zeros() as usize;
                        let on = Lit::from_parts(last, digit, true);
                        if !self.is_known(on) {
                            let (causes, n) = self.off_facts(places & !left, digit);
                            let depth = self.depth_after(&causes[..n]);
                            self.derive(on, Cause::House(house), &causes[..n], depth)?;
                        }
                    } else {
                        self.lock(base, house, digit, places, left)?;
                    }
                }
            }
        }
        ControlFlow::Continue(())
    }

    /// Locked candidates: when the places `left` of `digit` in `house` (of its `places`
    /// in the grid) all lie where `house` crosses another house, the digit is false in
    /// the rest of that other house. Only the removals made by this run count as causes,
    /// so a confinement the grid already had derives nothing. `left` holds two places or
    /// more: only the houses crossing `house` at its first place are tried.
    fn lock(&mut self, base: &Base, house: House, digit: usize, places: u128, left: u128) -> ControlFlow<()> {
        let mut crossing = crossing_at(house.index(), left.trailing_zeros() as usize);
        while crossing != 0 {
            let other = House::ALL[crossing.trailing_zeros() as usize];
            crossing &= crossing - 1;
            let line = other.cells().bits();
            let inside = house.cells().bits() & line;
            if left & !inside != 0 || places & !inside == 0 {
                continue;
            }
            let mut targets = base.planes[digit] & line & !inside & !self.known[digit * 2];
            if targets == 0 {
                continue;
            }
            let (causes, n) = self.off_facts(places & !inside, digit);
            let depth = self.depth_after(&causes[..n]);
            while targets != 0 {
                let cell = targets.trailing_zeros() as usize;
                targets &= targets - 1;
                self.derive(
                    Lit::from_parts(cell, digit, false),
                    Cause::Locked(house),
                    &causes[..n],
                    depth,
                )?;
            }
        }
        ControlFlow::Continue(())
    }

    /// Locked pairs: `cell`, left with the two digits `pair`, and another cell of one of
    /// its houses left with the same two make those digits false in the rest of that
    /// house. Counted in the state of the round, as the singles are.
    fn pair(&mut self, base: &Base, cell: usize, pair: u16) -> ControlFlow<()> {
        let (a, b) = (pair.trailing_zeros() as usize, 15 - pair.leading_zeros() as usize);
        // Most cells left with two digits have no peer left with the same two: that is
        // looked for first, over all three houses at once.
        let mut mates = CellSet::peers_of(Cell::ALL[cell]).bits() & base.planes[a] & base.planes[b];
        let mut mated = false;
        while mates != 0 && !mated {
            let mate = mates.trailing_zeros() as usize;
            mates &= mates - 1;
            mated = base.digits[mate] & !self.settled_cell_off[mate] == pair;
        }
        if !mated {
            return ControlFlow::Continue(());
        }
        let mut houses = CELL_HOUSES[cell];
        while houses != 0 {
            let house = House::ALL[houses.trailing_zeros() as usize];
            houses &= houses - 1;
            let others = house.cells().bits() & !(1u128 << cell);
            let mut partners = others & base.planes[a] & base.planes[b];
            while partners != 0 {
                let partner = partners.trailing_zeros() as usize;
                partners &= partners - 1;
                if base.digits[partner] & !self.settled_cell_off[partner] != pair {
                    continue;
                }
                let rest = others & !(1u128 << partner);
                let targets = [a, b].map(|d| base.planes[d] & rest & !self.known[d * 2]);
                if targets == [0, 0] {
                    continue;
                }
                let mut causes = [0u16; 16];
                let mut n = 0;
                for c in [cell, partner] {
                    let mut gone = base.digits[c] & !pair;
                    while gone != 0 {
                        let d = gone.trailing_zeros() as usize;
                        gone &= gone - 1;
                        causes[n] = self.fact_of[Lit::from_parts(c, d, false).index()];
                        n += 1;
                    }
                }
                let depth = self.depth_after(&causes[..n]);
                let why = Cause::LockedPair([cell as u8, partner as u8], pair);
                for (d, mut cells) in [a, b].into_iter().zip(targets) {
                    while cells != 0 {
                        let c = cells.trailing_zeros() as usize;
                        cells &= cells - 1;
                        self.derive(Lit::from_parts(c, d, false), why, &causes[..n], depth)?;
                    }
                }
            }
        }
        ControlFlow::Continue(())
    }

    /// The facts that made `digit` false in `cells` (at most nine cells, of one house).
    fn off_facts(&self, mut cells: u128, digit: usize) -> ([u16; 9], usize) {
        let mut causes = [0u16; 9];
        let mut n = 0;
        while cells != 0 {
            let c = cells.trailing_zeros() as usize;
            cells &= cells - 1;
            causes[n] = self.fact_of[Lit::from_parts(c, digit, false).index()];
            n += 1;
        }
        (causes, n)
    }

    /// The depth of a fact with these causes: one more than the deepest.
    fn depth_after(&self, causes: &[u16]) -> u16 {
        causes
            .iter()
            .map(|&c| self.facts[c as usize].depth)
            .max()
            .unwrap_or(0)
            + 1
    }

    /// The facts that fact `target` rests on, itself included, in the order found: one
    /// pass back from the last target marks them, since a fact's causes come before it.
    pub(super) fn ancestry(&self, targets: &[usize]) -> Vec<usize> {
        let end = targets.iter().max().map_or(0, |&t| t + 1);
        let mut seen = vec![false; end];
        targets.iter().for_each(|&t| seen[t] = true);
        let mut count = 0;
        for f in (0..end).rev() {
            if seen[f] {
                count += 1;
                self.causes(f).iter().for_each(|&c| seen[usize::from(c)] = true);
            }
        }
        let mut ancestry = Vec::with_capacity(count);
        ancestry.extend((0..end).filter(|&f| seen[f]));
        ancestry
    }

    /// The chain from the assumption to fact `target`, following the first cause of each
    /// fact: the whole story for chains, the main line for nets.
    pub(super) fn path(&self, target: usize) -> Vec<usize> {
        let mut path = vec![target];
        let mut f = target;
        while let Some(&cause) = self.causes(f).first() {
            f = cause as usize;
            path.push(f);
        }
        path.reverse();
        path
    }
}

#[cfg(test)]
mod tests;
