//! The proof of a removal that a chain nested in another made (Sudoku Explainer's levels
//! 2 to 4). The outer search keeps only a summary of the inner chain (see `Nested`), so
//! the proof runs the inner search again on the grid it ran on, which gives the same
//! chains, takes the one with the same potentials, and writes it in the outer branch: a
//! `nested` fact whose proof takes the removed candidate as true and reaches a
//! contradiction through that chain, reading the branch's facts so far.
//!
//! The inner chain is written with the outer branch's facts known, in the grid of the
//! step; where the inner search's grid lacked a candidate that the branch has not shown
//! false, an implication has no rule there, and the step has no proof.

use std::cell::OnceCell;
use std::rc::Rc;

use super::super::hints::ChainHint;
use super::super::potentials::{Arena, FoundIn};
use super::super::{Budget, Chaining};
use super::{Context, Writer, nested, rules_out, shaped};
use crate::{Cell, End, Fact, Literal, Proof, ProofKind, Rule};

/// The implications the searches run again for one step's proof may follow, together.
const PROOF_IMPLICATIONS: u64 = 20_000_000;

/// The searches a step's proof has run again, each kept for the other removals it
/// made, within a budget of their own (so that the rating's count does not change).
#[derive(Default)]
pub(super) struct Searches {
    budget: OnceCell<Budget>,
    found: std::cell::RefCell<Vec<(Rc<FoundIn>, Rc<Found>)>>,
}

/// The chains of a search run again, with their potentials.
struct Found {
    arena: Arena,
    hints: Vec<ChainHint>,
}

impl Searches {
    /// The chains the search `found_in` names finds; `None` once the budget is spent.
    fn run(&self, found_in: &Rc<FoundIn>) -> Option<Rc<Found>> {
        let same = |(known, _): &&(Rc<FoundIn>, Rc<Found>)| {
            Rc::ptr_eq(known, found_in) || (known.mode == found_in.mode && known.grid == found_in.grid)
        };
        if let Some((_, found)) = self.found.borrow().iter().find(same) {
            return Some(found.clone());
        }
        let budget = self.budget.get_or_init(|| Budget::new(PROOF_IMPLICATIONS));
        let mut chaining = Chaining::new(found_in.mode, budget.clone());
        let mut arena = budget.arena();
        let hints = chaining.hints(&mut arena, &mut found_in.grid.clone());
        if budget.is_spent() {
            return None;
        }
        let found = Rc::new(Found { arena, hints });
        self.found.borrow_mut().push((found_in.clone(), found.clone()));
        Some(found)
    }
}

impl Writer<'_> {
    /// `literal` (false), removed by the chain nested at potential `id`: a nested proof
    /// that the candidate, taken as true, leads through that chain to a contradiction.
    pub(super) fn inner_chain(&self, arena: &Arena, id: u32, literal: Literal) -> Option<Rule> {
        let summary = arena.get(id).nested.as_ref()?;
        let found = self.at.searches.run(&summary.found_in)?;
        let (cell, value) = (literal.cell().index() as u8, literal.digit().get());
        let chain = found.hints.iter().find(|hint| {
            hint.removals
                .iter()
                .any(|&(c, mask)| c == cell && mask >> value & 1 == 1)
                && hint.nested_summary(&found.arena, &summary.found_in).signature == summary.signature
        })?;
        let proof = shaped(chain, &found.arena, &self.at)?;
        refutation(proof, literal.negated(), &self.at)
    }
}

/// `proof`, written in `at`, as a nested proof that `taken` leads to a contradiction: a
/// contradiction from `taken` (or from a candidate `taken` makes false) as it is; a
/// verity over a unit as `taken` making each of the unit's candidates false (by a lemma
/// that follows its branch to `taken`'s removal), which leaves the unit empty.
fn refutation(proof: Proof, taken: Literal, at: &Context) -> Option<Rule> {
    let removal = taken.negated();
    let mut facts = Vec::new();
    let end = match proof.kind {
        ProofKind::Contradiction => {
            let branch = proof.branches.into_iter().next()?;
            if branch.assume != taken {
                if branch.assume.holds() || !rules_out(taken, branch.assume) {
                    return None;
                }
                facts.push(Fact::new(branch.assume, Rule::Sees { by: taken }));
            }
            facts.extend(branch.facts);
            branch.end
        }
        _ => {
            let mut unit = Vec::new();
            for branch in proof.branches {
                let assume = branch.assume;
                unit.push(assume);
                let mut steps = branch.facts;
                if !steps.iter().any(|f| f.literal == removal) {
                    let by = std::iter::once(assume)
                        .chain(steps.iter().map(|f| f.literal))
                        .find(|&by| rules_out(by, removal))?;
                    steps.push(Fact::new(removal, Rule::Sees { by }));
                }
                if assume == taken {
                    // This branch alone refutes it.
                    return Some(nested(taken, steps, End::Both { literal: taken }));
                }
                let rule = if rules_out(taken, assume) {
                    Rule::Sees { by: taken }
                } else {
                    nested(assume, steps, End::Both { literal: taken })
                };
                facts.push(Fact::new(assume.negated(), rule));
            }
            unit_end(
                &proof_unit(proof.cell, proof.house, &unit)?,
                &unit,
                taken,
                at,
                &mut facts,
            )?
        }
    };
    Some(nested(taken, facts, end))
}

/// The unit a verity is over: a cell, or a digit's places in a house.
enum Unit {
    Cell(Cell),
    Places(crate::Digit, crate::House),
}

fn proof_unit(cell: Option<Cell>, house: Option<crate::House>, unit: &[Literal]) -> Option<Unit> {
    match (cell, house) {
        (Some(cell), _) => Some(Unit::Cell(cell)),
        (None, Some(house)) => Some(Unit::Places(unit.first()?.digit(), house)),
        _ => None,
    }
}

/// The end of a refutation over `unit`: every candidate of it false, those the verity
/// has no branch for by `taken` or by what `at` knows; `None` where one is neither.
fn unit_end(
    unit: &Unit,
    branches: &[Literal],
    taken: Literal,
    at: &Context,
    facts: &mut Vec<Fact>,
) -> Option<End> {
    let candidates: Vec<Literal> = match *unit {
        Unit::Cell(cell) => (at.grid.cell_candidates(cell))
            .map(|d| Literal::new(cell, d, true))
            .collect(),
        Unit::Places(digit, house) => (at.grid.places(digit, house.cells()).iter())
            .map(|c| Literal::new(c, digit, true))
            .collect(),
    };
    for candidate in candidates {
        if branches.contains(&candidate) || at.known.contains(&candidate.negated()) {
            continue;
        }
        if !rules_out(taken, candidate) {
            return None;
        }
        facts.push(Fact::new(candidate.negated(), Rule::Sees { by: taken }));
    }
    Some(match *unit {
        Unit::Cell(cell) => End::NoCandidate { cell },
        Unit::Places(digit, house) => End::NoPlace { digit, house },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Branch, Digit};

    fn lit(cell: &str, digit: u8, holds: bool) -> Literal {
        Literal::new(cell.parse().unwrap(), Digit::new(digit).unwrap(), holds)
    }

    /// A grid whose candidates are `places` (others empty).
    fn candidates(places: &[(&str, u8)]) -> super::super::Candidates {
        let mut planes = [0u128; 9];
        for &(cell, digit) in places {
            let cell: Cell = cell.parse().unwrap();
            planes[usize::from(digit) - 1] |= 1u128 << cell.index();
        }
        super::super::Candidates(planes)
    }

    #[test]
    fn a_cell_verity_refutes_the_candidate_each_value_removes() {
        // r5c5 holds 1 and 2; each leads to r1c1<>3 (r5c1=3 by 1, r1c2=3 by 2).
        let grid = candidates(&[("r5c5", 1), ("r5c5", 2), ("r1c1", 3), ("r5c1", 3), ("r1c2", 3)]);
        let searches = Searches::default();
        let at = Context::new(&grid, &searches);
        let removal = lit("r1c1", 3, false);
        let branch = |value: u8, placed: &str| {
            let on = lit(placed, 3, true);
            let assume = lit("r5c5", value, true);
            Branch::new(
                assume,
                vec![
                    Fact::new(
                        on,
                        Rule::HiddenSingle {
                            house: crate::House::row(0),
                        },
                    ),
                    Fact::new(removal, Rule::Sees { by: on }),
                ],
                End::Conclusions(vec![removal]),
            )
        };
        let verity = Proof::cell_verity(
            "r5c5".parse().unwrap(),
            vec![branch(1, "r5c1"), branch(2, "r1c2")],
        );
        let Some(Rule::Nested { proof }) = refutation(verity, removal.negated(), &at) else {
            panic!("no refutation");
        };
        let [outer] = proof.branches.as_slice() else {
            panic!("one branch");
        };
        assert_eq!(outer.assume, removal.negated());
        assert_eq!(
            outer.end,
            End::NoCandidate {
                cell: "r5c5".parse().unwrap()
            }
        );
        // Each value of the cell is false by a lemma that follows its branch to r1c1<>3.
        let refuted: Vec<Literal> = outer.facts.iter().map(|f| f.literal).collect();
        assert_eq!(refuted, [lit("r5c5", 1, false), lit("r5c5", 2, false)]);
        for fact in &outer.facts {
            let Rule::Nested { proof: lemma } = &fact.rule else {
                panic!("{} is not a lemma", fact.literal);
            };
            assert_eq!(lemma.branches[0].assume, fact.literal.negated());
            assert_eq!(
                lemma.branches[0].end,
                End::Both {
                    literal: removal.negated()
                }
            );
        }
    }

    #[test]
    fn a_contradiction_from_a_candidate_off_starts_where_the_candidate_taken_rules_it_out() {
        let grid = candidates(&[("r1c1", 3), ("r1c1", 4), ("r9c9", 4)]);
        let searches = Searches::default();
        let at = Context::new(&grid, &searches);
        // r1c1<>4 leads to a contradiction, so r1c1 is 4, which removes r1c1<>3's 3.
        let off = lit("r1c1", 4, false);
        let chain = Proof::contradiction(
            off,
            Vec::new(),
            End::Both {
                literal: lit("r1c1", 4, true),
            },
        );
        let taken = lit("r1c1", 3, true);
        let Some(Rule::Nested { proof }) = refutation(chain.clone(), taken, &at) else {
            panic!("no refutation");
        };
        assert_eq!(proof.branches[0].assume, taken);
        assert_eq!(
            proof.branches[0].facts[0],
            Fact::new(off, Rule::Sees { by: taken })
        );
        // A candidate that does not rule the start out is not refuted by it.
        assert!(refutation(chain, lit("r9c9", 4, true), &at).is_none());
    }
}
