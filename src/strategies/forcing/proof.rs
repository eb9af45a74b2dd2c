//! The proofs of forcing steps: a recorded propagation written out as the public
//! [`Proof`] form, every implication with its rule.
//!
//! A branch holds exactly the facts its end rests on (the propagation's ancestry of the
//! contradiction or of the conclusion), in the order they were found, so that every fact
//! comes after the facts it rests on.

use super::implications::{Cause, Contradiction, Propagation};
use super::literal::Lit;
use crate::{Branch, Cell, DigitSet, End, Fact, House, Literal, Proof, Rule};

/// A packed literal in the public form.
pub(super) fn literal(lit: Lit) -> Literal {
    Literal::new(lit.cell(), lit.digit(), lit.is_on())
}

/// The branch of the last run of `propagation`, from its assumption to `end`: the facts
/// that `targets` rest on. `nested` gives the inner proof of a fact that a nested net
/// made false; a branch whose inner proof cannot be given is `None`.
pub(super) fn branch(
    propagation: &Propagation,
    targets: &[usize],
    end: End,
    mut nested: impl FnMut(usize) -> Option<Proof>,
) -> Option<Branch> {
    let facts = propagation.facts();
    let assume = literal(facts.first()?.literal);
    let mut list = Vec::new();
    for f in propagation.ancestry(targets) {
        let entry = &facts[f];
        let rule = match entry.cause {
            Cause::Assumption => continue,
            Cause::Peer => {
                let by = *propagation.causes(f).first()?;
                Rule::Sees {
                    by: literal(facts[usize::from(by)].literal),
                }
            }
            Cause::Cell => Rule::NakedSingle,
            Cause::House(house) => Rule::HiddenSingle { house },
            Cause::Locked(house) => Rule::Locked {
                house,
                cells: propagation.locked_cells(f),
            },
            Cause::LockedPair(cells, digits) => Rule::LockedSet {
                cells: cells.iter().map(|&c| Cell::ALL[usize::from(c)]).collect(),
                digits: DigitSet::from_bits(digits),
            },
            Cause::Nested => Rule::Nested {
                proof: Box::new(nested(f)?),
            },
        };
        list.push(Fact::new(literal(entry.literal), rule));
    }
    Some(Branch {
        assume,
        facts: list,
        end,
    })
}

/// The contradiction the last run of `propagation` reached, as a proof's end, with the
/// facts it rests on.
pub(super) fn contradiction(propagation: &Propagation) -> Option<(End, Vec<usize>)> {
    let facts = propagation.facts();
    let causes = || {
        propagation
            .conflict_causes()
            .iter()
            .map(|&f| usize::from(f))
            .collect()
    };
    Some(match propagation.conflict()? {
        Contradiction::EmptyCell(cell) => (End::NoCandidate { cell }, causes()),
        Contradiction::NoPlace(digit, house) => (End::NoPlace { digit, house }, causes()),
        Contradiction::Both { on, off } => {
            let both = (
                End::Both {
                    literal: literal(facts[on].literal),
                },
                vec![on, off],
            );
            if facts[off].cause != Cause::Peer {
                return Some(both);
            }
            // A peer placed with the same digit: the digit is twice in a house.
            let peer = usize::from(*propagation.causes(off).first()?);
            let (a, b) = (facts[on].literal, facts[peer].literal);
            match common_house(a.cell(), b.cell()) {
                Some(house) if a.digit() == b.digit() => (
                    End::Twice {
                        digit: a.digit(),
                        house,
                    },
                    vec![on, peer],
                ),
                _ => both,
            }
        }
    })
}

/// The first house two different cells share.
fn common_house(a: Cell, b: Cell) -> Option<House> {
    (a != b)
        .then(|| a.houses().into_iter().find(|h| h.cells().contains(b)))
        .flatten()
}

/// The contradiction proof of the last run of `propagation`, which ended in one.
pub(super) fn refutation(
    propagation: &Propagation,
    nested: impl FnMut(usize) -> Option<Proof>,
) -> Option<Proof> {
    let (end, targets) = contradiction(propagation)?;
    let branch = branch(propagation, &targets, end, nested)?;
    Some(Proof::contradiction(branch.assume, branch.facts, branch.end))
}
