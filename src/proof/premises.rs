//! What each fact of a proof rests on: the premises its rule reads in the candidate
//! grid, written into [`Fact::from`] once a proof is built.

use super::{Branch, End, Fact, Literal, Proof, Rule};
use crate::{Cell, CellSet, Digit};

impl Proof {
    /// The proof with the premises of every fact filled in from `planes`, the candidates
    /// of each digit in the grid the proof is about (see [`Fact::from`]): the candidates
    /// a single, a locked fact or a locked set needs false, and for a nested fact the
    /// literals of the enclosing branches its proof reads.
    pub(crate) fn with_premises(mut self, planes: &[u128; 9]) -> Proof {
        self.fill_premises(planes);
        self
    }

    /// [`with_premises`](Proof::with_premises) with the candidates of `grid`.
    pub(crate) fn with_premises_in(self, grid: &crate::LayerGrid) -> Proof {
        self.with_premises(&Digit::ALL.map(|d| grid.candidates(d).bits()))
    }

    /// Fills in the premises of every fact, a nested proof's before its fact's, and
    /// leaves out of each branch the facts its end does not rest on.
    fn fill_premises(&mut self, planes: &[u128; 9]) {
        for branch in &mut self.branches {
            for fact in &mut branch.facts {
                fact.from = premises(fact, planes);
            }
            prune(branch, planes);
        }
    }
}

/// Leaves out of `branch` every fact that neither its end nor a fact kept reads.
fn prune(branch: &mut Branch, planes: &[u128; 9]) {
    let literals: Vec<Literal> = std::iter::once(branch.assume)
        .chain(branch.facts.iter().map(|f| f.literal))
        .collect();
    let mut needed: Vec<Literal> = end_reads(&branch.end, planes, &literals);
    if let End::Conclusions(ends) = &branch.end {
        needed.extend(ends.iter().copied());
    }
    let mut keep = vec![false; branch.facts.len()];
    for (i, fact) in branch.facts.iter().enumerate().rev() {
        if !needed.contains(&fact.literal) {
            continue;
        }
        keep[i] = true;
        match fact.rule {
            Rule::Sees { by } => needed.push(by),
            _ => needed.extend(fact.from.iter().copied()),
        }
    }
    let mut kept = keep.into_iter();
    branch.facts.retain(|_| kept.next().unwrap_or(true));
}

/// The literals a branch reads from outside itself: what its facts and its end rest on
/// that neither its assumption nor its facts establish.
fn outside_reads(branch: &Branch, planes: &[u128; 9]) -> Vec<Literal> {
    let mut inside = vec![branch.assume];
    let mut reads: Vec<Literal> = Vec::new();
    let mut read = |literal: Literal, inside: &[Literal]| {
        if !inside.contains(&literal) && !reads.contains(&literal) {
            reads.push(literal);
        }
    };
    for fact in &branch.facts {
        match fact.rule {
            Rule::Sees { by } => read(by, &inside),
            _ => {
                for &p in &fact.from {
                    read(p, &inside);
                }
            }
        }
        inside.push(fact.literal);
    }
    for literal in end_reads(&branch.end, planes, &inside) {
        read(literal, &inside);
    }
    reads
}

/// What an end reads: the false candidates of an empty cell or of a digit with no place,
/// both sides of a literal known both ways, the true places of a digit twice in a house
/// (those the branch establishes), the false candidates of a set with too few digits.
fn end_reads(end: &End, planes: &[u128; 9], inside: &[Literal]) -> Vec<Literal> {
    match end {
        End::NoCandidate { cell } => cell_candidates(planes, *cell)
            .map(|d| Literal::new(*cell, d, false))
            .collect(),
        End::NoPlace { digit, house } => places(planes, *digit, house.cells())
            .iter()
            .map(|c| Literal::new(c, *digit, false))
            .collect(),
        End::Both { literal } => vec![*literal, literal.negated()],
        End::Twice { digit, house } => inside
            .iter()
            .filter(|l| l.holds() && l.digit() == *digit && house.cells().contains(l.cell()))
            .copied()
            .collect(),
        End::TooFewDigits { cells, digits } => cells
            .iter()
            .flat_map(|c| {
                cell_candidates(planes, c)
                    .filter(|d| !digits.contains(*d))
                    .map(move |d| Literal::new(c, d, false))
            })
            .collect(),
        End::Conclusions(_) => Vec::new(),
    }
}

/// The premises of `fact` in the candidates of `grid`: what a proof that writes it must
/// have made false before.
pub(crate) fn premises_in(grid: &crate::LayerGrid, fact: &mut Fact) -> Vec<Literal> {
    premises(fact, &Digit::ALL.map(|d| grid.candidates(d).bits()))
}

/// The premises of a nested fact made after its proof's premises were filled in.
pub(super) fn nested_premises(fact: &mut Fact, planes: &[u128; 9]) -> Vec<Literal> {
    premises(fact, planes)
}

/// The premises of `fact` in the grid of `planes` (see [`Fact::from`]); the premises of
/// the facts of a nested proof are filled in on the way.
fn premises(fact: &mut Fact, planes: &[u128; 9]) -> Vec<Literal> {
    let (cell, digit) = (fact.literal.cell(), fact.literal.digit());
    let off = |cells: CellSet, digit: Digit| -> Vec<Literal> {
        cells.iter().map(|c| Literal::new(c, digit, false)).collect()
    };
    match &mut fact.rule {
        Rule::Sees { .. } => Vec::new(),
        Rule::NakedSingle => cell_candidates(planes, cell)
            .filter(|&d| d != digit)
            .map(|d| Literal::new(cell, d, false))
            .collect(),
        Rule::HiddenSingle { house } => off(
            places(planes, digit, house.cells()) - CellSet::single(cell),
            digit,
        ),
        Rule::Locked { house, cells } => off(places(planes, digit, house.cells()) - *cells, digit),
        Rule::LockedSet { cells, digits } => set_premises(planes, fact.literal, *cells, *digits),
        Rule::AlmostLockedSet {
            cells,
            digits,
            forced,
        } => {
            // As a locked set's, and the candidates of the forced cell that the set,
            // without the fact's digit, would not take.
            let forced = *forced;
            let untaken = cell_candidates(planes, forced).filter(|&e| {
                e == digit || !digits.contains(e) || !(places(planes, e, *cells) - forced.peers()).is_empty()
            });
            let mut premises = set_premises(planes, fact.literal, *cells, *digits);
            premises.extend(untaken.map(|e| Literal::new(forced, e, false)));
            premises
        }
        Rule::Nested { proof } => {
            proof.fill_premises(planes);
            let mut reads = Vec::new();
            for branch in &proof.branches {
                for literal in outside_reads(branch, planes) {
                    if !reads.contains(&literal) {
                        reads.push(literal);
                    }
                }
            }
            reads
        }
    }
}

/// What a locked set or an almost locked set (`cells`, `digits`) needs false to rule
/// out `literal`: the digits outside the set's in its cells, the literal's digit in the
/// cells of the set that its cell does not see, and what keeps a digit's places apart.
fn set_premises(
    planes: &[u128; 9],
    literal: Literal,
    cells: CellSet,
    digits: crate::DigitSet,
) -> Vec<Literal> {
    let (cell, digit) = (literal.cell(), literal.digit());
    let outside = cells.iter().flat_map(|c| {
        cell_candidates(planes, c)
            .filter(|d| !digits.contains(*d))
            .map(move |d| Literal::new(c, d, false))
    });
    let unseen = places(planes, digit, cells) - cell.peers();
    outside
        .chain(unseen.iter().map(|c| Literal::new(c, digit, false)))
        .chain(apart(planes, cells, digits))
        .collect()
}

/// The candidates of `cell` in the grid.
fn cell_candidates(planes: &[u128; 9], cell: Cell) -> impl Iterator<Item = Digit> + '_ {
    Digit::ALL
        .into_iter()
        .filter(move |d| planes[d.index()] >> cell.index() & 1 == 1)
}

/// For a set of cells not all in one house: the candidates that must be gone for the
/// places of each digit in it to see one another, those outside the house that holds
/// most of the digit's places (in one house there are none).
fn apart(planes: &[u128; 9], cells: CellSet, digits: crate::DigitSet) -> Vec<Literal> {
    let mut gone = Vec::new();
    for digit in digits {
        let held = places(planes, digit, cells);
        let together = held
            .iter()
            .all(|a| held.iter().all(|b| a == b || a.peers().contains(b)));
        if together {
            continue;
        }
        // The house with most of the digit's places, and on a tie most of the set.
        let Some(house) = crate::House::ALL
            .iter()
            .max_by_key(|h| ((held & h.cells()).len(), (cells & h.cells()).len()))
        else {
            continue;
        };
        gone.extend(
            (held - house.cells())
                .iter()
                .map(|c| Literal::new(c, digit, false)),
        );
    }
    gone
}

/// The places of `digit` among `cells` in the grid.
fn places(planes: &[u128; 9], digit: Digit, cells: CellSet) -> CellSet {
    CellSet::from_bits(planes[digit.index()]) & cells
}
