//! Sudoku Explainer's chains as [`Proof`]s in the documented form: a translation of the
//! chain it found, not a search of our own.
//!
//! Each chain is one search (or one per value or place) from an assumed potential; each
//! potential it reached follows from its parents. A branch of the proof assumes the
//! search's start and writes the potentials behind the chain's targets, parents before
//! children, each with the rule of the format that states its implication in the grid
//! the chain was found in, given the facts before it:
//!
//! - an "off" whose parent is an "on" of the same cell or of the same value in a peer:
//!   `sees`;
//! - an "on", the cell's last value or the house's last place of the value once the
//!   others are off (static or dynamic): `naked single` or `hidden single`;
//! - an "off" a rule of Dynamic+ removed (its parents are the removals the rule rests
//!   on): `locked` (locked candidates), `locked set` (a naked pair), or a `nested`
//!   proof of a few facts for a hidden pair or an X-Wing (the candidate taken as true
//!   empties a house of the pair's other digit, or the wing's other base line).
//!
//! The shapes become proofs as the format has them: a forcing chain and a contradiction
//! (Nishio, dynamic) are a contradiction proof ending in a literal proven both ways; a
//! cell or region forcing chain is a verity over the cell's values or the house's places;
//! a double forcing chain (both states of a candidate lead to one potential) is a verity
//! over the candidate's cell, whose other values make the candidate false and follow its
//! "off" chain; a bidirectional cycle is a verity over the strong link that closes it,
//! one branch each way round, each ending in the cycle's removals (each sees an "on" of
//! that branch).
//!
//! A removal a chain nested inside made (levels 2 to 4) is a `nested` fact: the inner
//! search runs again and its chain is written as a lemma (see `nested`). A chain has no
//! proof only where an implication has no rule in the step's grid given the facts
//! before it (or the searches run again spend their budget).

mod nested;

use std::collections::HashSet;

use super::super::numbers::{CELL_HOUSES, SeView};
use super::hints::{ChainHint, Shape};
use super::potentials::{Arena, Cause};
use crate::{Branch, Cell, CellSet, Digit, DigitSet, End, Fact, House, LayerGrid, Literal, Proof, Rule};
use nested::Searches;

/// The proof of `chain`, found in `grid`, or `None` where an implication has no rule.
pub(super) fn prove(chain: &ChainHint, arena: &Arena, grid: &LayerGrid) -> Option<Proof> {
    let planes: [u128; 9] = std::array::from_fn(|d| grid.plane(d as u8 + 1));
    let grid = Candidates(planes);
    let searches = Searches::default();
    let proof = shaped(chain, arena, &Context::new(&grid, &searches))?;
    Some(proof.with_premises(&planes))
}

/// The proof of `chain` in the shape the format gives it, written in `at`.
fn shaped(chain: &ChainHint, arena: &Arena, at: &Context) -> Option<Proof> {
    let proof = match &chain.shape {
        Shape::Forcing { target } => {
            let assume = literal_of(arena, root(arena, *target));
            let mut branch = Writer::new(at, assume);
            branch.follow(arena, &[*target])?;
            let on = if assume.holds() { assume } else { assume.negated() };
            Proof::contradiction(assume, branch.facts, End::Both { literal: on })
        }
        Shape::Binary {
            src,
            dst_on,
            dst_off,
            absurd: true,
        } => {
            let assume = literal_of(arena, *src);
            let mut branch = Writer::new(at, assume);
            branch.follow(arena, &[*dst_on, *dst_off])?;
            let end = End::Both {
                literal: literal_of(arena, *dst_on),
            };
            Proof::contradiction(assume, branch.facts, end)
        }
        Shape::Binary {
            src,
            dst_on,
            dst_off,
            absurd: false,
        } => {
            // Every value of the cell: the candidate's own follows its "on" search, each
            // other makes it false and follows its "off" search.
            let start = literal_of(arena, *src);
            let on = Literal::new(start.cell(), start.digit(), true);
            let target = literal_of(arena, *dst_on);
            let branches = at
                .open_values(on.cell())
                .map(|d| {
                    let assume = Literal::new(on.cell(), d, true);
                    let mut branch = Writer::new(at, assume);
                    if assume == on {
                        branch.follow(arena, &[*dst_on])?;
                    } else {
                        branch.add(on.negated(), Rule::Sees { by: assume });
                        branch.follow(arena, &[*dst_off])?;
                    }
                    Some(branch.into_branch(End::Conclusions(vec![target])))
                })
                .collect::<Option<Vec<_>>>()?;
            Proof::cell_verity(on.cell(), branches)
        }
        Shape::Cell { cell, targets } => {
            Proof::cell_verity(Cell::ALL[usize::from(*cell)], branches(at, arena, targets)?)
        }
        Shape::Region { house, targets, .. } => {
            Proof::house_verity(house_of(*house), branches(at, arena, targets)?)
        }
        Shape::Cycle { dst_on, dst_off } => cycle(at, arena, chain, *dst_on, *dst_off)?,
    };
    Some(proof)
}

/// One branch per target, each from its own search's start to the target.
fn branches(at: &Context, arena: &Arena, targets: &[u32]) -> Option<Vec<Branch>> {
    targets
        .iter()
        .map(|&target| {
            let mut branch = Writer::new(at, literal_of(arena, root(arena, target)));
            branch.follow(arena, &[target])?;
            Some(branch.into_branch(End::Conclusions(vec![literal_of(arena, target)])))
        })
        .collect()
}

/// A bidirectional cycle: a verity over the strong link into its start (the start's cell
/// of two values, or its house of two places), the start's branch going round forwards
/// and the other's backwards; each ends in the cycle's removals.
fn cycle(at: &Context, arena: &Arena, chain: &ChainHint, dst_on: u32, dst_off: u32) -> Option<Proof> {
    let start = literal_of(arena, root(arena, dst_on));
    let (cell, digit) = (start.cell(), start.digit());
    let house = match arena.get(dst_on).cause {
        Cause::NakedSingle => None,
        Cause::Hidden(kind) => Some(house_of(CELL_HOUSES[cell.index()][usize::from(kind)])),
        Cause::Assumed | Cause::Advanced => return None,
    };
    let unit: Vec<Literal> = match house {
        None => at
            .open_values(cell)
            .map(|d| Literal::new(cell, d, true))
            .collect(),
        Some(house) => at
            .open_places(digit, house)
            .iter()
            .map(|c| Literal::new(c, digit, true))
            .collect(),
    };
    let removed: Vec<Literal> = chain
        .removals
        .iter()
        .flat_map(|&(c, mask)| {
            (1..=9u8)
                .filter(move |v| mask >> v & 1 == 1)
                .map(move |v| Literal::new(Cell::ALL[usize::from(c)], Digit::ALL[usize::from(v) - 1], false))
        })
        .collect();
    let mut branches = Vec::new();
    for assume in unit {
        let mut branch = Writer::new(at, assume);
        if assume == start {
            branch.follow(arena, &[dst_on])?;
        } else {
            branch.add(start.negated(), Rule::Sees { by: assume });
            branch.follow(arena, &[dst_off])?;
        }
        for &removal in &removed {
            let by = branch.seen_by(removal)?;
            branch.add(removal, Rule::Sees { by });
        }
        branches.push(branch.into_branch(End::Conclusions(removed.clone())));
    }
    Some(match house {
        None => Proof::cell_verity(cell, branches),
        Some(house) => Proof::house_verity(house, branches),
    })
}

/// The search's start behind `id`: its first parents followed to one without parents.
fn root(arena: &Arena, mut id: u32) -> u32 {
    while let Some(&parent) = arena.parents(id).first() {
        id = parent;
    }
    id
}

fn literal_of(arena: &Arena, id: u32) -> Literal {
    let n = arena.get(id);
    Literal::new(
        Cell::ALL[usize::from(n.cell)],
        Digit::ALL[usize::from(n.value) - 1],
        n.on,
    )
}

/// Sudoku Explainer's house `h` (boxes, then rows, then columns) as ours.
fn house_of(h: u8) -> House {
    let h = usize::from(h);
    match h {
        0..9 => House::block(h),
        9..18 => House::row(h - 9),
        _ => House::col(h - 18),
    }
}

/// The candidates of the grid a chain was found in, digit by digit.
struct Candidates([u128; 9]);

impl Candidates {
    fn has(&self, cell: Cell, digit: Digit) -> bool {
        self.0[digit.index()] >> cell.index() & 1 == 1
    }

    fn cell_candidates(&self, cell: Cell) -> impl Iterator<Item = Digit> + '_ {
        Digit::ALL.into_iter().filter(move |&d| self.has(cell, d))
    }

    fn places(&self, digit: Digit, cells: CellSet) -> CellSet {
        CellSet::from_bits(self.0[digit.index()]) & cells
    }
}

/// Whether `by`, true, makes `literal` false: another value of its cell, or its value in
/// a peer.
fn rules_out(by: Literal, literal: Literal) -> bool {
    by.holds()
        && ((by.cell() == literal.cell() && by.digit() != literal.digit())
            || (by.digit() == literal.digit() && by.cell().peers().contains(literal.cell())))
}

/// What a proof is written in: the grid, and what is known before its branches (nothing
/// for a step's own chain; for a chain nested in a branch, the branch's facts so far,
/// which the format lets a nested proof read).
#[derive(Clone)]
struct Context<'g> {
    grid: &'g Candidates,
    /// The searches the proofs of nested chains run again.
    searches: &'g Searches,
    known: HashSet<Literal>,
    /// The true literals known, in the order they were established.
    trues: Vec<Literal>,
}

impl<'g> Context<'g> {
    fn new(grid: &'g Candidates, searches: &'g Searches) -> Context<'g> {
        Context {
            grid,
            searches,
            known: HashSet::new(),
            trues: Vec::new(),
        }
    }

    fn learn(&mut self, literal: Literal) {
        if self.known.insert(literal) && literal.holds() {
            self.trues.push(literal);
        }
    }

    fn is_off(&self, cell: Cell, digit: Digit) -> bool {
        self.known.contains(&Literal::new(cell, digit, false))
    }

    /// The values of `cell` not known false.
    fn open_values(&self, cell: Cell) -> impl Iterator<Item = Digit> + '_ {
        (self.grid.cell_candidates(cell)).filter(move |&d| !self.is_off(cell, d))
    }

    /// The places left to `digit` in `house`: those not known false.
    fn open_places(&self, digit: Digit, house: House) -> CellSet {
        self.grid
            .places(digit, house.cells())
            .iter()
            .filter(|&c| !self.is_off(c, digit))
            .collect()
    }
}

/// One branch being written: what it knows, and its facts so far.
struct Writer<'g> {
    at: Context<'g>,
    assume: Literal,
    facts: Vec<Fact>,
}

impl<'g> Writer<'g> {
    fn new(at: &Context<'g>, assume: Literal) -> Writer<'g> {
        let mut writer = Writer {
            at: at.clone(),
            assume,
            facts: Vec::new(),
        };
        writer.at.learn(assume);
        writer
    }

    fn is_off(&self, cell: Cell, digit: Digit) -> bool {
        self.at.is_off(cell, digit)
    }

    fn add(&mut self, literal: Literal, rule: Rule) {
        self.facts.push(Fact::new(literal, rule));
        self.at.learn(literal);
    }

    fn into_branch(self, end: End) -> Branch {
        Branch::new(self.assume, self.facts, end)
    }

    /// A true literal known that rules `literal` out, the earliest.
    fn seen_by(&self, literal: Literal) -> Option<Literal> {
        self.at.trues.iter().copied().find(|&by| rules_out(by, literal))
    }

    /// Writes the potentials behind `targets`, parents first, each once.
    fn follow(&mut self, arena: &Arena, targets: &[u32]) -> Option<()> {
        let mut seen: HashSet<u16> = HashSet::new();
        let mut stack: Vec<(u32, bool)> = targets.iter().rev().map(|&t| (t, false)).collect();
        while let Some((id, expanded)) = stack.pop() {
            let node = arena.get(id);
            if expanded {
                let literal = literal_of(arena, id);
                if !self.at.known.contains(&literal) {
                    let rule = self.rule(arena, id, literal)?;
                    self.add(literal, rule);
                }
                continue;
            }
            if !seen.insert(node.key()) {
                continue;
            }
            stack.push((id, true));
            stack.extend(arena.parents(id).iter().rev().map(|&p| (p, false)));
        }
        Some(())
    }

    /// The rule that gives `literal` (potential `id`) from what the branch knows.
    fn rule(&self, arena: &Arena, id: u32, literal: Literal) -> Option<Rule> {
        let (cell, digit) = (literal.cell(), literal.digit());
        if literal.holds() {
            let naked = self
                .at
                .grid
                .cell_candidates(cell)
                .all(|d| d == digit || self.is_off(cell, d));
            let hidden = |house: House| {
                (self.at.grid.places(digit, house.cells()) - CellSet::single(cell))
                    .iter()
                    .all(|c| self.is_off(c, digit))
            };
            // The rule Sudoku Explainer names first, then the others.
            let named = match arena.get(id).cause {
                Cause::NakedSingle if naked => return Some(Rule::NakedSingle),
                Cause::Hidden(kind) => Some(house_of(CELL_HOUSES[cell.index()][usize::from(kind)])),
                _ => None,
            };
            let house = named.into_iter().chain(cell.houses()).find(|&h| hidden(h));
            return match house {
                Some(house) => Some(Rule::HiddenSingle { house }),
                None => naked.then_some(Rule::NakedSingle),
            };
        }
        let parent = arena
            .parents(id)
            .iter()
            .map(|&p| literal_of(arena, p))
            .find(|&p| rules_out(p, literal) && self.at.known.contains(&p));
        if let Some(by) = parent.or_else(|| self.seen_by(literal)) {
            return Some(Rule::Sees { by });
        }
        self.locked(literal)
            .or_else(|| self.locked_pair(literal))
            .or_else(|| self.hidden_pair(literal))
            .or_else(|| self.x_wing(literal))
            .or_else(|| self.inner_chain(arena, id, literal))
    }

    /// The places left to `digit` in `house`: those not known false.
    fn open(&self, digit: Digit, house: House) -> CellSet {
        self.at.open_places(digit, house)
    }

    /// Locked candidates: the digit's places left in a house all see the cell.
    fn locked(&self, literal: Literal) -> Option<Rule> {
        let (cell, digit) = (literal.cell(), literal.digit());
        House::ALL.into_iter().find_map(|house| {
            let cells = self.open(digit, house);
            (!house.cells().contains(cell) && !cells.is_empty() && cells.is_subset(cell.peers()))
                .then_some(Rule::Locked { house, cells })
        })
    }

    /// A naked pair: two cells of a house with two values left between them, the
    /// literal's among them, each of its places there a peer of the literal's cell.
    fn locked_pair(&self, literal: Literal) -> Option<Rule> {
        let (cell, digit) = (literal.cell(), literal.digit());
        let left = |c: Cell| -> DigitSet { self.at.open_values(c).collect() };
        for house in House::ALL {
            let cells: Vec<Cell> = (house.cells() - CellSet::single(cell))
                .iter()
                .filter(|&c| self.at.grid.cell_candidates(c).next().is_some())
                .collect();
            for (i, &a) in cells.iter().enumerate() {
                for &b in &cells[i + 1..] {
                    let digits = left(a) | left(b);
                    let pair = CellSet::single(a) | CellSet::single(b);
                    let holders = pair.iter().filter(|&c| left(c).contains(digit));
                    if digits.len() == 2
                        && digits.contains(digit)
                        && holders.clone().all(|c| cell.peers().contains(c))
                    {
                        return Some(Rule::LockedSet { cells: pair, digits });
                    }
                }
            }
        }
        None
    }

    /// A hidden pair: two other digits whose places left in a house of the cell are the
    /// cell and one other between them. Taking the literal as true leaves one of them
    /// only the other cell, which then takes the second's last place.
    fn hidden_pair(&self, literal: Literal) -> Option<Rule> {
        let (cell, digit) = (literal.cell(), literal.digit());
        let taken = literal.negated();
        for house in cell.houses() {
            let open: Vec<(Digit, CellSet)> = Digit::ALL
                .into_iter()
                .filter(|&d| d != digit)
                .map(|d| (d, self.open(d, house)))
                .filter(|(_, places)| !places.is_empty() && places.len() <= 2)
                .collect();
            for (i, &(a, places_a)) in open.iter().enumerate() {
                for &(b, places_b) in &open[i + 1..] {
                    let pair = places_a | places_b;
                    if pair.len() != 2 || !pair.contains(cell) {
                        continue;
                    }
                    let Some(other) = (pair - CellSet::single(cell)).single_cell() else {
                        continue;
                    };
                    let mut facts: Vec<Fact> = [(a, places_a), (b, places_b)]
                        .into_iter()
                        .filter(|(_, places)| places.contains(cell))
                        .map(|(d, _)| Fact::new(Literal::new(cell, d, false), Rule::Sees { by: taken }))
                        .collect();
                    // The digit with a place in the other cell goes there.
                    let (first, second, places_second) = if places_a.contains(other) {
                        (a, b, places_b)
                    } else {
                        (b, a, places_a)
                    };
                    let placed = Literal::new(other, first, true);
                    facts.push(Fact::new(placed, Rule::HiddenSingle { house }));
                    if places_second.contains(other) {
                        facts.push(Fact::new(
                            Literal::new(other, second, false),
                            Rule::Sees { by: placed },
                        ));
                    }
                    return Some(nested(taken, facts, End::NoPlace { digit: second, house }));
                }
            }
        }
        None
    }

    /// An X-Wing: two base lines whose places left for the digit lie in the cell's cover
    /// line and one other. Taking the literal as true leaves the first base line its
    /// place in the other cover line, which takes the second's last place. The fish of
    /// Sudoku Explainer's nested rules also take a base line with one place left; such a
    /// wing is written only where no wing of two full base lines is (so proofs that had
    /// one keep it).
    fn x_wing(&self, literal: Literal) -> Option<Rule> {
        self.x_wing_of(literal, false)
            .or_else(|| self.x_wing_of(literal, true))
    }

    /// [`Writer::x_wing`], with base lines of one place left or not. A base line whose
    /// places all lie in the cover line is left with none by the literal at once.
    fn x_wing_of(&self, literal: Literal, one_place: bool) -> Option<Rule> {
        let (cell, digit) = (literal.cell(), literal.digit());
        let taken = literal.negated();
        let sees_taken = |c: Cell| Fact::new(Literal::new(c, digit, false), Rule::Sees { by: taken });
        for (cover, bases, others) in [
            (cell.col(), House::ROWS, House::COLUMNS),
            (cell.row(), House::COLUMNS, House::ROWS),
        ] {
            for other in others.into_iter().filter(|&o| o != cover) {
                let lines = cover.cells() | other.cells();
                let wing: Vec<(House, CellSet)> = bases
                    .into_iter()
                    .filter(|b| !b.cells().contains(cell))
                    .map(|b| (b, self.open(digit, b)))
                    .filter(|(_, open)| {
                        (open.len() == 2 || one_place && open.len() == 1) && open.is_subset(lines)
                    })
                    .collect();
                if wing.len() < 2 {
                    continue;
                }
                if let Some(&(base, open)) = wing.iter().find(|(_, open)| open.is_subset(cover.cells())) {
                    let facts = open.iter().map(sees_taken).collect();
                    return Some(nested(taken, facts, End::NoPlace { digit, house: base }));
                }
                // Every base line has a place in the other cover line: the first with a
                // place in each takes it.
                let Some(&(first, _)) = wing.iter().find(|(_, open)| open.len() == 2) else {
                    continue;
                };
                let (second, open2) = *wing.iter().find(|(b, _)| *b != first)?;
                let corner = |base: House, line: House| (base.cells() & line.cells()).single_cell();
                let (near1, far1) = (corner(first, cover)?, corner(first, other)?);
                let (near2, far2) = (corner(second, cover)?, corner(second, other)?);
                let placed = Literal::new(far1, digit, true);
                let mut facts = vec![sees_taken(near1)];
                if open2.contains(near2) {
                    facts.push(sees_taken(near2));
                }
                facts.push(Fact::new(placed, Rule::HiddenSingle { house: first }));
                if open2.contains(far2) {
                    facts.push(Fact::new(
                        Literal::new(far2, digit, false),
                        Rule::Sees { by: placed },
                    ));
                }
                return Some(nested(taken, facts, End::NoPlace { digit, house: second }));
            }
        }
        None
    }
}

/// A nested proof that `taken` leads to `end` through `facts`.
fn nested(taken: Literal, facts: Vec<Fact>, end: End) -> Rule {
    Rule::Nested {
        proof: Box::new(Proof::contradiction(taken, facts, end)),
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Budget, ChainMode, Chaining};
    use super::*;
    use crate::ProofKind;

    fn lit(text: &str) -> Literal {
        let (cell, digit, holds) = match text.split_once("<>") {
            Some((cell, digit)) => (cell, digit, false),
            None => {
                let (cell, digit) = text.split_once('=').unwrap();
                (cell, digit, true)
            }
        };
        Literal::new(
            cell.parse().unwrap(),
            Digit::new(digit.parse().unwrap()).unwrap(),
            holds,
        )
    }

    /// A grid whose candidates are `cells` of `digit` (others empty).
    fn candidates(places: &[(&str, u8)]) -> Candidates {
        let mut planes = [0u128; 9];
        for &(cell, digit) in places {
            let cell: Cell = cell.parse().unwrap();
            planes[usize::from(digit) - 1] |= 1u128 << cell.index();
        }
        Candidates(planes)
    }

    /// The one branch of a nested rule's proof: what it assumes, its facts as text, and
    /// how it ends.
    fn nested_branch(rule: Option<Rule>) -> (Literal, Vec<String>, End) {
        let Some(Rule::Nested { proof }) = rule else {
            panic!("no nested proof: {rule:?}");
        };
        let branch = &proof.branches[0];
        let facts = branch.facts.iter().map(|f| f.literal.to_string()).collect();
        (branch.assume, facts, branch.end.clone())
    }

    /// The end of a branch that leaves `digit` no place in `house`.
    fn no_place(digit: u8, house: House) -> End {
        End::NoPlace {
            digit: Digit::new(digit).unwrap(),
            house,
        }
    }

    #[test]
    fn every_chain_of_each_kind_becomes_a_proof_of_its_shape() {
        let mut shapes = [0usize; 6];
        for puzzle in [
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
            "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6",
        ] {
            let grid = super::super::where_the_chains_start(puzzle);
            for mode in [
                ChainMode::CYCLES_AND_FORCING,
                ChainMode::NISHIO,
                ChainMode::MULTIPLE,
                ChainMode::DYNAMIC,
            ] {
                let mut chaining = Chaining::new(mode, Budget::new(u64::MAX));
                let mut arena = Arena::default();
                for hint in chaining.hints(&mut arena, &mut grid.clone()) {
                    let proof = prove(&hint, &arena, &grid)
                        .unwrap_or_else(|| panic!("{puzzle} {mode:?}: {:?} has no proof", hint.shape));
                    let (kind, unit, index) = match &hint.shape {
                        Shape::Forcing { .. } | Shape::Binary { absurd: true, .. } => {
                            (ProofKind::Contradiction, false, 0)
                        }
                        Shape::Binary { .. } => (ProofKind::Verity, proof.cell.is_some(), 1),
                        Shape::Cell { targets, .. } => {
                            (ProofKind::Verity, proof.branches.len() == targets.len(), 2)
                        }
                        Shape::Region { targets, .. } => (
                            ProofKind::Verity,
                            proof.house.is_some() && proof.branches.len() == targets.len(),
                            3,
                        ),
                        Shape::Cycle { .. } => (ProofKind::Verity, proof.branches.len() == 2, 4),
                    };
                    assert_eq!(proof.kind, kind, "{:?}", hint.shape);
                    assert!(kind == ProofKind::Contradiction || unit, "{:?}", hint.shape);
                    if kind == ProofKind::Contradiction {
                        assert!(matches!(proof.branches[0].end, End::Both { .. }));
                        shapes[5] += 1;
                    }
                    shapes[index] += 1;
                }
            }
        }
        // These grids have no cycle: tests/explainer_proofs.rs replays cycles of the
        // shared rated set.
        assert!(
            [0, 1, 2, 3, 5].iter().all(|&i| shapes[i] > 0),
            "{shapes:?} chains by shape"
        );
    }

    #[test]
    fn a_hidden_pair_is_a_nested_proof_that_empties_its_house() {
        // 2 and 3 are in r1c1 and r2c2 alone in box 1; r1c1 also holds 5.
        let grid = candidates(&[
            ("r1c1", 2),
            ("r1c1", 3),
            ("r1c1", 5),
            ("r2c2", 2),
            ("r2c2", 3),
            ("r3c3", 5),
        ]);
        let searches = Searches::default();
        let writer = Writer::new(&Context::new(&grid, &searches), lit("r3c3=5"));
        let (assume, facts, end) = nested_branch(writer.hidden_pair(lit("r1c1<>5")));
        assert_eq!(assume, lit("r1c1=5"));
        assert_eq!(facts, ["r1c1<>2", "r1c1<>3", "r2c2=2", "r2c2<>3"]);
        assert_eq!(end, no_place(3, House::block(0)));
    }

    #[test]
    fn an_x_wing_with_a_base_line_of_one_place_is_a_nested_proof_too() {
        // 9 in column 6 only in r2c6 and in column 7 only in r2c7 and r4c7 (a state inside
        // a chain, before the single is taken): Sudoku Explainer's X-Wing on columns 6
        // and 7 removes r4c4<>9.
        let grid = candidates(&[("r2c6", 9), ("r2c7", 9), ("r4c7", 9), ("r4c4", 9), ("r6c4", 9)]);
        let searches = Searches::default();
        let writer = Writer::new(&Context::new(&grid, &searches), lit("r6c4<>9"));
        let (assume, facts, end) = nested_branch(writer.x_wing(lit("r4c4<>9")));
        assert_eq!(assume, lit("r4c4=9"));
        assert_eq!(facts, ["r4c7<>9", "r2c7=9", "r2c6<>9"]);
        assert_eq!(end, no_place(9, House::col(5)));
        // A wing of two full base lines is not written with a base line of one place.
        assert!(writer.x_wing_of(lit("r4c4<>9"), false).is_none());
    }

    #[test]
    fn an_x_wing_is_a_nested_proof_that_empties_its_second_base() {
        // 1 in rows 1 and 5 only in columns 2 and 7; r3c2 sees the wing.
        let grid = candidates(&[
            ("r1c2", 1),
            ("r1c7", 1),
            ("r5c2", 1),
            ("r5c7", 1),
            ("r3c2", 1),
            ("r3c5", 1),
        ]);
        let searches = Searches::default();
        let writer = Writer::new(&Context::new(&grid, &searches), lit("r3c5<>1"));
        let (assume, facts, end) = nested_branch(writer.x_wing(lit("r3c2<>1")));
        assert_eq!(assume, lit("r3c2=1"));
        assert_eq!(facts, ["r1c2<>1", "r5c2<>1", "r1c7=1", "r5c7<>1"]);
        assert_eq!(end, no_place(1, House::row(4)));
    }
}
