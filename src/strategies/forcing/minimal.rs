//! The smallest proof a net's facts allow.
//!
//! A propagation finds what follows from an assumption a depth at a time and keeps, for
//! each literal, the first reason it met. The first reason is seldom the cheapest to
//! read: a literal that a hidden single gives after a long run of eliminations may also
//! follow from two short ones by a naked single, and a contradiction found first may
//! rest on twice the facts of another reached in the same round. The [`Prover`] looks,
//! for every literal the propagation established, at every way the proof format's rules
//! give it from the others, and keeps the way whose proof has the fewest facts (a
//! proof counted as a tree, so a fact two others need counts twice: the standard
//! approximation that makes the search a shortest-path search, Knuth's generalization
//! of Dijkstra's algorithm to derivations with several premises). The proof it writes
//! is then the facts those ways need, each once. A way that can never be the cheapest
//! (a locked set whose targets a true cell of it sees for less) is left out: it would
//! change no proof, and locked sets give most of the ways.
//!
//! The rules are the proof format's, read more widely than the propagation applies
//! them, since each is checked by the same checker: a candidate is false when the places
//! left to its digit in any house all lie in cells it sees (locked candidates, and a
//! hidden single with the candidate it rules out told as one fact), and when it sees
//! the cells of a locked set of two or three cells that holds its digit.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::implications::Base;
use super::literal::Lit;
use crate::strategies::shared::nine_bit_count;
use crate::{Branch, Cell, CellSet, DigitSet, End, Fact, House, Rule};

/// Why a literal holds, in a proof being built.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum How {
    /// Ruled out by a true literal (same cell, or same digit in a peer).
    Sees(Lit),
    /// The last candidate of its cell.
    NakedSingle,
    /// The last place of its digit in the house.
    HiddenSingle(House),
    /// Its digit is confined, in the house, to these cells, which it sees.
    Locked(House, CellSet),
    /// It sees the cells of this set holding its digit, which hold these digits only.
    LockedSet(CellSet, u16),
    /// A fact proven apart (an inner net's contradiction): its index among the axioms.
    Axiom(usize),
}

/// One way to derive literals: its reason, premises and conclusions. A reason that rules
/// out several literals from the same premises (a true literal, a locked set) is one way
/// with several conclusions, so that its premises are read once for all of them.
struct Way {
    how: How,
    /// The conclusions, in `Prover::conclusions`.
    first_conclusion: u32,
    conclusion_count: u16,
    /// The premises, in `Prover::premises`.
    first: u32,
    count: u16,
    /// Premises not yet known at their final cost.
    waiting: u16,
    /// The cost of the premises known so far, plus the way's own.
    cost: u64,
}

impl Way {
    /// Where its conclusions are in `Prover::conclusions`.
    fn conclusions(&self) -> std::ops::Range<usize> {
        let first = self.first_conclusion as usize;
        first..first + usize::from(self.conclusion_count)
    }
}

/// Cells of a house tried as a locked set: the cells, as a set, and the digits they
/// hold in the grid.
struct LockedSet<'a> {
    cells: &'a [usize],
    bits: u128,
    held: u16,
}

/// A fact proven apart and given to the prover (a candidate an inner net refutes): its
/// literal, the literals of the branch its proof reads, and the proof.
pub(super) struct Axiom {
    pub(super) literal: Lit,
    pub(super) premises: Vec<Lit>,
    pub(super) proof: crate::Proof,
}

/// How a proof ends.
pub(super) enum Goal<'a> {
    /// The cheapest contradiction among those the literals allow.
    Contradiction,
    /// These literals, all of them (a verity branch's conclusions).
    Conclusions(&'a [Lit]),
}

/// A proof's cost: facts first, then a small penalty for rules that ask more of a
/// reader, so that among proofs of as many facts the plainer comes first.
fn cost_of(facts: u64, penalty: u64) -> u64 {
    facts << 32 | penalty
}

/// The penalty of a reason: plain rules first.
fn penalty(how: How) -> u64 {
    match how {
        How::Sees(_) => 0,
        How::NakedSingle | How::HiddenSingle(_) => 1,
        How::Locked(..) => 2,
        How::LockedSet(..) | How::Axiom(_) => 3,
    }
}

/// A proof built by a [`Prover`]: the branch, and the literals of the enclosing branch
/// it reads.
pub(super) struct Built {
    pub(super) branch: Branch,
    pub(super) context_reads: Vec<Lit>,
}

/// Finds the smallest proofs: scratch space kept between proofs.
pub(super) struct Prover {
    /// The literals the proof may use: established by the branch or given.
    known: [u128; 18],
    given: [u128; 18],
    /// By cell, the digits known false, and those given false.
    known_off: [u16; 81],
    given_off: [u16; 81],
    cost: Vec<u64>,
    best: Vec<Option<u32>>,
    done: Vec<bool>,
    ways: Vec<Way>,
    premises: Vec<Lit>,
    conclusions: Vec<Lit>,
    /// For each literal, the ways that read it.
    readers: Vec<Vec<u32>>,
    /// The search's queue of literals by cost.
    queue: BinaryHeap<Reverse<(u64, u16)>>,
}

impl Prover {
    pub(super) fn new() -> Prover {
        Prover {
            known: [0; 18],
            given: [0; 18],
            known_off: [0; 81],
            given_off: [0; 81],
            cost: vec![u64::MAX; 1458],
            best: vec![None; 1458],
            done: vec![false; 1458],
            ways: Vec::new(),
            premises: Vec::new(),
            conclusions: Vec::new(),
            readers: vec![Vec::new(); 1458],
            queue: BinaryHeap::new(),
        }
    }

    /// The smallest proof, in the grid of `grid`, that `assumption` leads to `goal`
    /// through the literals `established` (the propagation's), with the literals of
    /// `context` given (the enclosing branch's, when the proof is nested) and the facts
    /// of `axioms` proven apart. `None` when the literals reach no such end.
    pub(super) fn prove(
        &mut self,
        grid: &Base,
        context: Option<&[u128; 18]>,
        established: &[u128; 18],
        assumption: Lit,
        axioms: &[Axiom],
        goal: Goal<'_>,
    ) -> Option<Built> {
        self.reset(context, established, assumption, axioms);
        self.gather(grid, axioms);
        self.search();
        let (end, targets) = match goal {
            Goal::Contradiction => self.cheapest_contradiction(grid)?,
            Goal::Conclusions(literals) => {
                if literals.iter().any(|l| self.cost[l.index()] == u64::MAX) {
                    return None;
                }
                let ends = literals.iter().map(|&l| super::proof::literal(l)).collect();
                (End::Conclusions(ends), literals.to_vec())
            }
        };
        Some(self.write(assumption, end, &targets, axioms))
    }

    fn reset(
        &mut self,
        context: Option<&[u128; 18]>,
        established: &[u128; 18],
        assumption: Lit,
        axioms: &[Axiom],
    ) {
        self.given = context.copied().unwrap_or([0; 18]);
        self.given[assumption.plane()] |= 1 << assumption.cell_index();
        self.known = std::array::from_fn(|p| established[p] | self.given[p]);
        for a in axioms {
            self.known[a.literal.plane()] |= 1 << a.literal.cell_index();
        }
        self.known_off = by_cell(&self.known);
        self.given_off = by_cell(&self.given);
        self.cost.fill(u64::MAX);
        self.best.fill(None);
        self.done.fill(false);
        self.ways.clear();
        self.premises.clear();
        self.conclusions.clear();
        for r in &mut self.readers {
            r.clear();
        }
    }

    #[inline]
    fn is_given(&self, literal: Lit) -> bool {
        self.given[literal.plane()] >> literal.cell_index() & 1 == 1
    }

    /// Whether every candidate of `cells` (of `digit`) is known false.
    #[inline]
    fn all_off(&self, cells: u128, digit: usize) -> bool {
        cells & !self.known[digit * 2] == 0
    }

    /// Adds the way `how` gives `conclusions` (those not given) from `premises`.
    fn add_way(&mut self, how: How, premises: &[Lit], conclusions: impl IntoIterator<Item = Lit>) {
        let first_conclusion = self.conclusions.len();
        for conclusion in conclusions {
            if !self.is_given(conclusion) {
                self.conclusions.push(conclusion);
            }
        }
        self.close_way(how, premises, first_conclusion);
    }

    /// Adds the way `how` gives the conclusions from `first_conclusion` on (none given)
    /// from `premises`; none when there are no conclusions.
    fn close_way(&mut self, how: How, premises: &[Lit], first_conclusion: usize) {
        if self.conclusions.len() == first_conclusion {
            return;
        }
        let index = self.ways.len() as u32;
        for &p in premises {
            self.readers[p.index()].push(index);
        }
        self.ways.push(Way {
            how,
            first_conclusion: first_conclusion as u32,
            conclusion_count: (self.conclusions.len() - first_conclusion) as u16,
            first: self.premises.len() as u32,
            count: premises.len() as u16,
            waiting: premises.len() as u16,
            cost: cost_of(1, penalty(how)),
        });
        self.premises.extend_from_slice(premises);
    }

    /// Every way the rules give a known literal from known literals.
    fn gather(&mut self, grid: &Base, axioms: &[Axiom]) {
        let mut premises: Vec<Lit> = Vec::with_capacity(32);
        for (i, axiom) in axioms.iter().enumerate() {
            let index = self.ways.len();
            self.add_way(How::Axiom(i), &axiom.premises, [axiom.literal]);
            if let Some(way) = self.ways.get_mut(index) {
                way.cost += cost_of(axiom.proof.size() as u64, 0);
            }
        }
        for digit in 0..9 {
            // True literals: what they rule out, and how they are singles.
            let mut on = self.known[digit * 2 + 1] & grid.planes[digit];
            while on != 0 {
                let cell = on.trailing_zeros() as usize;
                on &= on - 1;
                let lit = Lit::from_parts(cell, digit, true);
                let others = (0..9)
                    .filter(|&d| {
                        d != digit && grid.digits[cell] >> d & 1 == 1 && self.known[d * 2] >> cell & 1 == 1
                    })
                    .fold(0u128, |m, d| m | 1 << d);
                let peers =
                    CellSet::peers_of(Cell::ALL[cell]).bits() & grid.planes[digit] & self.known[digit * 2];
                let seen = (bits(others).map(move |other| Lit::from_parts(cell, other, false)))
                    .chain(bits(peers).map(move |peer| Lit::from_parts(peer, digit, false)));
                self.add_way(How::Sees(lit), &[lit], seen);
                // A naked single.
                let rest = grid.digits[cell] & !(1 << digit);
                if rest & !self.known_off[cell] == 0 {
                    premises.clear();
                    premises.extend(
                        (0..9)
                            .filter(|d| rest >> d & 1 == 1)
                            .map(|d| Lit::from_parts(cell, d, false)),
                    );
                    self.add_way(How::NakedSingle, &premises, [lit]);
                }
                // Hidden singles.
                for house in Cell::ALL[cell].houses() {
                    let others = grid.planes[digit] & house.cells().bits() & !(1u128 << cell);
                    if self.all_off(others, digit) {
                        premises.clear();
                        premises.extend(bits(others).map(|c| Lit::from_parts(c, digit, false)));
                        self.add_way(How::HiddenSingle(house), &premises, [lit]);
                    }
                }
            }
            // False literals by locked candidates: the places of the digit in a house
            // that the cell does not see are all false. A cell outside the house gets
            // that way when it sees every place not known false (`open`); those cells
            // are found a house at a time, and the ways added a cell at a time, its
            // houses in order.
            let mut houses_of = [0u32; 81];
            let off = self.known[digit * 2] & grid.planes[digit];
            for house in House::ALL {
                let cells = house.cells().bits();
                let open = grid.planes[digit] & cells & !self.known[digit * 2];
                let mut seers = off & !cells;
                for c in bits(open) {
                    seers &= CellSet::peers_of(Cell::ALL[c]).bits();
                }
                for cell in bits(seers) {
                    houses_of[cell] |= 1 << house.index();
                }
            }
            for cell in bits(off) {
                let lit = Lit::from_parts(cell, digit, false);
                let peers = CellSet::peers_of(Cell::ALL[cell]).bits();
                for h in bits(u128::from(houses_of[cell])) {
                    let house = House::ALL[h];
                    let places = grid.planes[digit] & house.cells().bits();
                    let seen = places & peers;
                    if seen == 0 {
                        continue;
                    }
                    premises.clear();
                    premises.extend(bits(places & !peers).map(|c| Lit::from_parts(c, digit, false)));
                    self.add_way(How::Locked(house, CellSet::from_bits(seen)), &premises, [lit]);
                }
            }
        }
        self.locked_sets(grid, &mut premises);
    }

    /// Locked sets of two and three cells: cells of a house left with as many digits as
    /// cells rule those digits out of every cell that sees all of the set's places of
    /// the digit. The digits a set is left with are read in the state the branch ends
    /// in, where a set may have lost one of its own digits too (the branch runs into a
    /// contradiction), so every choice of digits that covers what is left counts.
    fn locked_sets(&mut self, grid: &Base, premises: &mut Vec<Lit>) {
        for house in House::ALL {
            // The open cells of the house with at most three digits left, and those
            // digits: a cell with more is in no set of two or three.
            let mut cells = [0usize; 9];
            let mut left = [0u16; 9];
            let mut n = 0;
            for c in bits(house.cells().bits()) {
                if nine_bit_count(grid.digits[c]) < 2 {
                    continue;
                }
                let l = grid.digits[c] & !self.known_off[c];
                if nine_bit_count(l) <= 3 {
                    cells[n] = c;
                    left[n] = l;
                    n += 1;
                }
            }
            // A set of a box in one row or column was met in that line already (rows
            // and columns come first) and gives the same ways: their copies, read
            // after them with the same premises, would never be cheaper.
            let met = house.index() >= 18;
            for a in 0..n {
                for b in a + 1..n {
                    let pair = [cells[a], cells[b]];
                    let pair_left = left[a] | left[b];
                    if !(met && in_one_line(&pair)) {
                        self.locked_set(grid, &pair, pair_left, premises);
                    }
                    // A triple is left with the pair's digits and more.
                    if nine_bit_count(pair_left) > 3 {
                        continue;
                    }
                    for c in b + 1..n {
                        let triple = [cells[a], cells[b], cells[c]];
                        if !(met && in_one_line(&triple)) {
                            self.locked_set(grid, &triple, pair_left | left[c], premises);
                        }
                    }
                }
            }
        }
    }

    /// The ways the cells `set`, left with the digits `left` between them, give as a
    /// locked set: one for each set of as many digits as cells that holds `left`.
    fn locked_set(&mut self, grid: &Base, set: &[usize], left: u16, premises: &mut Vec<Lit>) {
        let size = set.len() as u32;
        if nine_bit_count(left) > size {
            return;
        }
        let held = set.iter().fold(0u16, |m, &c| m | grid.digits[c]);
        let spare = held & !left;
        let set_bits = set.iter().fold(0u128, |m, &c| m | 1 << c);
        let set = LockedSet {
            cells: set,
            bits: set_bits,
            held,
        };
        // Every way to fill the digits up to the set's size from those it has lost, in
        // the order of the spare digits.
        match size - nine_bit_count(left) {
            0 => self.locked_set_of(grid, &set, left, premises),
            1 => {
                for d in bits(u128::from(spare)) {
                    self.locked_set_of(grid, &set, left | 1 << d, premises);
                }
            }
            2 => {
                for d in bits(u128::from(spare)) {
                    for e in bits(u128::from(spare >> d >> 1)) {
                        self.locked_set_of(grid, &set, left | 1 << d | 1 << (d + 1 + e), premises);
                    }
                }
            }
            _ => {}
        }
    }

    /// The way `set` gives as a locked set of `digits`, if it gives one.
    fn locked_set_of(&mut self, grid: &Base, set: &LockedSet<'_>, digits: u16, premises: &mut Vec<Lit>) {
        // Only the digits the set has lost in the branch make it new.
        if set.held & !digits == 0 {
            return;
        }
        // The known false candidates outside the set that see every holder of a digit,
        // not given: the way's conclusions; when there are none, the set gives nothing.
        let first_conclusion = self.conclusions.len();
        for d in bits(u128::from(digits)) {
            let holders = grid.planes[d] & set.bits;
            if holders == 0 {
                continue;
            }
            let mut seeing = grid.planes[d] & self.known[d * 2] & !set.bits & !self.given[d * 2];
            for c in bits(holders) {
                seeing &= CellSet::peers_of(Cell::ALL[c]).bits();
            }
            if seeing == 0 || self.outdone(grid, set, holders, d, digits) {
                continue;
            }
            self.conclusions
                .extend(bits(seeing).map(|target| Lit::from_parts(target, d, false)));
        }
        if self.conclusions.len() == first_conclusion {
            return;
        }
        premises.clear();
        for &c in set.cells {
            premises.extend(bits(u128::from(grid.digits[c] & !digits)).map(|d| Lit::from_parts(c, d, false)));
        }
        let how = How::LockedSet(CellSet::from_bits(set.bits), digits);
        self.close_way(how, premises, first_conclusion);
    }

    /// Whether a locked set's ways for `digit` can never be the cheapest, so that
    /// gathering them would change no proof: a holder of the digit in the set is true
    /// and holds no other digit of the set (`digits`), so that every target sees it and
    /// its naked single reads only premises of the set; the `sees` fact from it then
    /// costs less than the set whenever the set has a derived premise (one not given)
    /// in another cell, and always when the holder is given.
    fn outdone(&self, grid: &Base, set: &LockedSet<'_>, holders: u128, digit: usize, digits: u16) -> bool {
        bits(holders & self.known[digit * 2 + 1]).any(|a| {
            self.given[digit * 2 + 1] >> a & 1 == 1
                || (grid.digits[a] & digits == 1 << digit
                    && (set.cells.iter())
                        .any(|&c| c != a && grid.digits[c] & !digits & !self.given_off[c] != 0))
        })
    }

    /// Knuth's algorithm: literals leave the queue cheapest first, and a way whose
    /// premises have all left it offers its conclusion at the sum of their costs.
    fn search(&mut self) {
        let mut queue = std::mem::take(&mut self.queue);
        queue.clear();
        for plane in 0..18 {
            for cell in bits(self.given[plane]) {
                let lit = Lit::from_parts(cell, plane / 2, plane % 2 == 1);
                self.cost[lit.index()] = 0;
                queue.push(Reverse((0, lit.index() as u16)));
            }
        }
        for (w, way) in self.ways.iter().enumerate() {
            if way.waiting > 0 {
                continue;
            }
            for target in &self.conclusions[way.conclusions()] {
                let target = target.index();
                if way.cost < self.cost[target] {
                    self.cost[target] = way.cost;
                    self.best[target] = Some(w as u32);
                    queue.push(Reverse((way.cost, target as u16)));
                }
            }
        }
        while let Some(Reverse((cost, index))) = queue.pop() {
            let index = usize::from(index);
            if self.done[index] || cost > self.cost[index] {
                continue;
            }
            self.done[index] = true;
            let readers = std::mem::take(&mut self.readers[index]);
            for &w in &readers {
                let way = &mut self.ways[w as usize];
                way.waiting -= 1;
                way.cost = way.cost.saturating_add(cost);
                if way.waiting > 0 {
                    continue;
                }
                let way_cost = way.cost;
                for target in &self.conclusions[way.conclusions()] {
                    let target = target.index();
                    if !self.done[target] && way_cost < self.cost[target] {
                        self.cost[target] = way_cost;
                        self.best[target] = Some(w);
                        queue.push(Reverse((way_cost, target as u16)));
                    }
                }
            }
            self.readers[index] = readers;
        }
        self.queue = queue;
    }

    /// The cost of several literals, if all are reached.
    fn sum(&self, literals: &[Lit]) -> Option<u64> {
        literals.iter().try_fold(0u64, |total, l| {
            let c = self.cost[l.index()];
            (c != u64::MAX).then(|| total.saturating_add(c))
        })
    }

    /// The contradiction whose facts cost the least, with the literals it rests on.
    fn cheapest_contradiction(&self, grid: &Base) -> Option<(End, Vec<Lit>)> {
        let mut best: Option<(u64, End, Vec<Lit>)> = None;
        let mut offer = |cost: Option<u64>, end: End, targets: Vec<Lit>| {
            if let Some(cost) = cost
                && best.as_ref().is_none_or(|(b, ..)| cost < *b)
            {
                best = Some((cost, end, targets));
            }
        };
        for digit in 0..9 {
            let both = self.known[digit * 2] & self.known[digit * 2 + 1] & grid.planes[digit];
            for cell in bits(both) {
                let on = Lit::from_parts(cell, digit, true);
                let targets = vec![on, on.negated()];
                offer(
                    self.sum(&targets),
                    End::Both {
                        literal: super::proof::literal(on),
                    },
                    targets,
                );
            }
            for house in House::ALL {
                let places = grid.planes[digit] & house.cells().bits();
                if places != 0 && self.all_off(places, digit) {
                    let targets: Vec<Lit> = bits(places).map(|c| Lit::from_parts(c, digit, false)).collect();
                    offer(
                        self.sum(&targets),
                        End::NoPlace {
                            digit: crate::Digit::ALL[digit],
                            house,
                        },
                        targets,
                    );
                }
                let on: Vec<Lit> = bits(places & self.known[digit * 2 + 1])
                    .map(|c| Lit::from_parts(c, digit, true))
                    .collect();
                if on.len() >= 2 {
                    let mut pairs: Vec<(u64, Lit)> = on.iter().map(|&l| (self.cost[l.index()], l)).collect();
                    pairs.sort_unstable();
                    let targets = vec![pairs[0].1, pairs[1].1];
                    offer(
                        self.sum(&targets),
                        End::Twice {
                            digit: crate::Digit::ALL[digit],
                            house,
                        },
                        targets,
                    );
                }
            }
        }
        for cell in 0..81 {
            let digits = grid.digits[cell];
            if digits == 0 || (0..9).any(|d| digits >> d & 1 == 1 && self.known[d * 2] >> cell & 1 == 0) {
                continue;
            }
            let targets: Vec<Lit> = bits(u128::from(digits))
                .map(|d| Lit::from_parts(cell, d, false))
                .collect();
            offer(
                self.sum(&targets),
                End::NoCandidate {
                    cell: Cell::ALL[cell],
                },
                targets,
            );
        }
        best.map(|(_, end, targets)| (end, targets))
    }

    /// The branch the best ways give, from the assumption to `end`: each thread (the
    /// facts one of `targets` rests on) written before the next, each fact after its
    /// premises, and the `sees` facts a fact reads just before it.
    fn write(&self, assumption: Lit, end: End, targets: &[Lit], axioms: &[Axiom]) -> Built {
        let mut order: Vec<Lit> = Vec::new();
        let mut placed = vec![false; 1458];
        let mut context_reads = Vec::new();
        for &target in targets {
            self.visit(target, &mut order, &mut placed, &mut context_reads);
        }
        let facts = order
            .into_iter()
            .map(|lit| {
                let way = &self.ways[self.best[lit.index()].expect("a written literal has a way") as usize];
                let premises =
                    &self.premises[way.first as usize..(way.first + u32::from(way.count)) as usize];
                let literal = super::proof::literal(lit);
                let rule = match way.how {
                    How::Sees(by) => Rule::Sees {
                        by: super::proof::literal(by),
                    },
                    How::NakedSingle => Rule::NakedSingle,
                    How::HiddenSingle(house) => Rule::HiddenSingle { house },
                    How::Locked(house, cells) => Rule::Locked { house, cells },
                    How::LockedSet(cells, digits) => Rule::LockedSet {
                        cells,
                        digits: DigitSet::from_bits(digits),
                    },
                    How::Axiom(i) => return axiom_fact(&axioms[i]),
                };
                let from = match way.how {
                    How::Sees(_) => Vec::new(),
                    _ => premises.iter().map(|&p| super::proof::literal(p)).collect(),
                };
                Fact::new(literal, rule).resting_on(from)
            })
            .collect();
        context_reads.retain(|&l| l != assumption);
        Built {
            branch: Branch::new(super::proof::literal(assumption), facts, end),
            context_reads,
        }
    }

    /// Places `lit` after what it rests on: the premises that are not `sees` facts
    /// first, in the order of their ways, then the true literals the `sees` premises
    /// rest on, then those `sees` facts, so that they stand just before the fact.
    fn visit(&self, lit: Lit, order: &mut Vec<Lit>, placed: &mut [bool], context_reads: &mut Vec<Lit>) {
        if placed[lit.index()] {
            return;
        }
        placed[lit.index()] = true;
        if self.is_given(lit) {
            if !context_reads.contains(&lit) {
                context_reads.push(lit);
            }
            return;
        }
        let Some(w) = self.best[lit.index()] else {
            return;
        };
        let way = &self.ways[w as usize];
        let premises = &self.premises[way.first as usize..(way.first + u32::from(way.count)) as usize];
        let sees_premise = |p: Lit| {
            !self.is_given(p)
                && self.best[p.index()].is_some_and(|pw| matches!(self.ways[pw as usize].how, How::Sees(_)))
        };
        let mut later = Vec::new();
        for &p in premises {
            if sees_premise(p) && !placed[p.index()] {
                if let How::Sees(by) = self.ways[self.best[p.index()].unwrap_or(0) as usize].how {
                    self.visit(by, order, placed, context_reads);
                }
                later.push(p);
            } else {
                self.visit(p, order, placed, context_reads);
            }
        }
        for p in later {
            if !placed[p.index()] {
                placed[p.index()] = true;
                order.push(p);
            }
        }
        order.push(lit);
    }
}

/// The fact of an axiom: its literal, refuted by its proof.
fn axiom_fact(axiom: &Axiom) -> Fact {
    let from = axiom.premises.iter().map(|&p| super::proof::literal(p)).collect();
    Fact::new(
        super::proof::literal(axiom.literal),
        Rule::Nested {
            proof: Box::new(axiom.proof.clone()),
        },
    )
    .resting_on(from)
}

/// Whether the cells (indices) lie in one row or one column.
fn in_one_line(cells: &[usize]) -> bool {
    let (row, col) = (cells[0] / 9, cells[0] % 9);
    cells.iter().all(|&c| c / 9 == row) || cells.iter().all(|&c| c % 9 == col)
}

/// The digits of the false literals of `literals`, by cell.
fn by_cell(literals: &[u128; 18]) -> [u16; 81] {
    let mut digits = [0u16; 81];
    for d in 0..9 {
        for c in bits(literals[d * 2]) {
            digits[c] |= 1 << d;
        }
    }
    digits
}

/// The indices of the set bits.
fn bits(mut word: u128) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (word != 0).then(|| {
            let i = word.trailing_zeros() as usize;
            word &= word - 1;
            i
        })
    })
}
