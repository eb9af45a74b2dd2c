//! The proof of a chain or forcing step: every implication, with its reason, in a form
//! a person can follow and a program can check.
//!
//! The types are the public face of the format described on [`Proof`].

use std::fmt;

use crate::{Candidate, Cell, CellSet, Digit, DigitSet, House};

/// A candidate taken as true (`r4c5=1`) or as false (`r4c5<>1`): one statement of a
/// proof.
///
/// # Example
///
/// ```
/// use sudoku_strata::{Cell, Digit, Literal};
///
/// let r4c5 = Cell::from_row_col(4, 5).unwrap();
/// let one = Digit::new(1).unwrap();
/// assert_eq!(Literal::new(r4c5, one, true).to_string(), "r4c5=1");
/// assert_eq!(Literal::new(r4c5, one, false).to_string(), "r4c5<>1");
/// assert_eq!(Literal::new(r4c5, one, true).negated(), Literal::new(r4c5, one, false));
/// ```
///
/// With serde it is written, and read back, as in a [`Proof`]:
/// `{"row": 4, "col": 5, "digit": 1, "holds": true}`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Literal {
    cell: Cell,
    digit: Digit,
    holds: bool,
}

impl Literal {
    /// `digit` in `cell` taken as true (`holds`) or as false.
    #[must_use]
    pub const fn new(cell: Cell, digit: Digit, holds: bool) -> Literal {
        Literal { cell, digit, holds }
    }

    /// The cell.
    #[must_use]
    pub const fn cell(self) -> Cell {
        self.cell
    }

    /// The digit.
    #[must_use]
    pub const fn digit(self) -> Digit {
        self.digit
    }

    /// Whether the candidate is taken as true.
    #[must_use]
    pub const fn holds(self) -> bool {
        self.holds
    }

    /// The candidate.
    #[must_use]
    pub const fn candidate(self) -> Candidate {
        Candidate::new(self.cell, self.digit)
    }

    /// The opposite statement.
    #[must_use]
    pub const fn negated(self) -> Literal {
        Literal {
            holds: !self.holds,
            ..self
        }
    }
}

impl fmt::Display for Literal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.holds { "=" } else { "<>" };
        write!(f, "{}{sign}{}", self.cell, self.digit)
    }
}

/// What a proof shows.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[non_exhaustive]
pub enum ProofKind {
    /// One assumption leads to an impossible grid: it is false.
    Contradiction,
    /// Every candidate of a cell, or every place of a digit in a house, leads to the same
    /// conclusions: they hold.
    Verity,
}

/// Why a fact of a proof holds (see [`Proof`] for how to check each rule).
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum Rule {
    /// False: `by`, true, is another digit of the same cell or the same digit in a peer.
    Sees {
        /// The true literal that rules the fact out.
        by: Literal,
    },
    /// True: every other candidate of the cell is false.
    NakedSingle,
    /// True: every other place of the digit in the house is false.
    HiddenSingle {
        /// The house.
        house: House,
    },
    /// False: the digit's places in `house` are all among `cells`, which the fact's cell
    /// sees.
    Locked {
        /// The house the digit is confined in.
        house: House,
        /// Where the digit is left in it.
        cells: CellSet,
    },
    /// False: `cells` hold exactly `digits` between them (as many as cells), each digit
    /// at most once (its places among them see one another, as they do in one house, so
    /// each is in exactly one of them), and the fact's cell sees every cell of the set
    /// that holds its digit. An almost locked set with a cell whose candidates it would
    /// otherwise take is such a set.
    LockedSet {
        /// The cells of the set.
        cells: CellSet,
        /// The digits they hold.
        digits: DigitSet,
    },
    /// False: "the digit is in the almost locked set" as a fact. `cells` hold no digit
    /// outside `digits` between them, one more digit than there are cells, each digit at
    /// most once (its places among them see one another); every candidate left to
    /// `forced`, a cell outside the set, is another of `digits` whose places in the set
    /// it sees. Were the set without the fact's digit, it would be locked on the others
    /// and leave `forced` no candidate, so the set holds the digit, and the fact's cell
    /// sees every cell of the set that holds it.
    AlmostLockedSet {
        /// The cells of the set.
        cells: CellSet,
        /// The digits they hold, one more than the cells.
        digits: DigitSet,
        /// The cell the set would otherwise leave with no candidate.
        forced: Cell,
    },
    /// False: taking it as true leads to a contradiction, shown by a proof of its own
    /// (a net inside the branch).
    Nested {
        /// The inner proof: a contradiction with one branch.
        proof: Box<Proof>,
    },
}

/// One implication: a literal, why it holds, and the earlier literals it rests on.
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub struct Fact {
    /// What is known.
    pub literal: Literal,
    /// Why.
    pub rule: Rule,
    /// What the rule reads (its premises): for `naked single`, `hidden single`, `locked`,
    /// `locked set` and `almost locked set`, the candidates it needs false; for `nested`,
    /// the facts of the enclosing branches that the inner proof reads. Empty for `sees`,
    /// whose premise is its `by`. Each is established earlier in the branch (or an
    /// enclosing one).
    pub from: Vec<Literal>,
}

/// How a branch ends.
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum End {
    /// Every candidate of the cell is false.
    NoCandidate {
        /// The cell left empty.
        cell: Cell,
    },
    /// Every place of the digit in the house is false.
    NoPlace {
        /// The digit with no place.
        digit: Digit,
        /// The house.
        house: House,
    },
    /// The digit is true in two cells of the house.
    Twice {
        /// The digit.
        digit: Digit,
        /// The house that holds it twice.
        house: House,
    },
    /// The literal is true and false: the branch proves both.
    Both {
        /// The literal, as proven true.
        literal: Literal,
    },
    /// Cells of one house hold fewer digits between them than there are cells (without
    /// the candidates the branch made false).
    TooFewDigits {
        /// The cells.
        cells: CellSet,
        /// The digits left to them.
        digits: DigitSet,
    },
    /// What the branch concludes (in a verity proof).
    Conclusions(Vec<Literal>),
}

impl Fact {
    /// The fact that `literal` holds by `rule`.
    ///
    /// ```
    /// use sudoku_strata::{Cell, Digit, Fact, Literal, Rule};
    ///
    /// let r1c5: Cell = "r1c5".parse()?;
    /// let fact = Fact::new(Literal::new(r1c5, Digit::new(1).unwrap(), true), Rule::NakedSingle);
    /// assert_eq!(fact.rule, Rule::NakedSingle);
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[must_use]
    pub fn new(literal: Literal, rule: Rule) -> Fact {
        Fact {
            literal,
            rule,
            from: Vec::new(),
        }
    }

    /// The same fact, resting on `premises` (see [`Fact::from`]).
    ///
    /// ```
    /// use sudoku_strata::{Cell, Digit, Fact, Literal, Rule};
    ///
    /// let r8c8: Cell = "r8c8".parse()?;
    /// let lit = |digit: u8, holds: bool| Literal::new(r8c8, Digit::new(digit).unwrap(), holds);
    /// let fact = Fact::new(lit(1, true), Rule::NakedSingle).resting_on(vec![lit(3, false), lit(6, false)]);
    /// assert_eq!(fact.to_string(), "r8c8=1 (naked single: r8c8<>3, r8c8<>6)");
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[must_use]
    pub fn resting_on(mut self, premises: Vec<Literal>) -> Fact {
        self.from = premises;
        self
    }
}

impl Branch {
    /// The branch that assumes `assume` and reaches `end` through `facts`.
    #[must_use]
    pub fn new(assume: Literal, facts: Vec<Fact>, end: End) -> Branch {
        Branch { assume, facts, end }
    }
}

impl End {
    /// Whether the branch ends in a contradiction.
    #[must_use]
    pub fn is_contradiction(&self) -> bool {
        !matches!(self, End::Conclusions(_))
    }
}

/// One branch of a proof: an assumption, what follows from it, and where it ends.
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub struct Branch {
    /// The literal taken as given.
    pub assume: Literal,
    /// What follows, in order: each fact rests on the grid and the facts before it.
    pub facts: Vec<Fact>,
    /// The contradiction or the conclusions reached.
    pub end: End,
}

/// The fish a verity over fins rests on: a digit whose places in the `base` houses all
/// lie in the `cover` houses (as many), but for the fins, which are the proof's
/// branches. Base houses are rows and cover houses columns, or the other way round.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Fish {
    /// The digit.
    pub digit: Digit,
    /// The base houses.
    pub base: Vec<House>,
    /// The cover houses.
    pub cover: Vec<House>,
}

impl Fish {
    /// The fish of `digit` on `base` and `cover`.
    #[must_use]
    pub fn new(digit: Digit, base: Vec<House>, cover: Vec<House>) -> Fish {
        Fish { digit, base, cover }
    }
}

/// The tridagon a verity over guardians rests on: three digits and twelve cells, three
/// in different rows and columns in each of four boxes at the corners of a rectangle of
/// boxes (two bands, two stacks), an odd number of the boxes holding theirs on a rising
/// diagonal (row plus column the same modulo 3). The twelve cells cannot all take the
/// three digits (see [`Tridagon`](crate::strategies::Tridagon) for why), so one of the
/// *guardians*, the candidates of the twelve cells other than the three digits, is true:
/// they are the proof's branches.
///
/// # Example
///
/// ```
/// use sudoku_strata::{CellSet, DigitSet, TridagonPattern};
///
/// let cells: CellSet = "r1c1 r2c2 r3c3 r1c4 r2c5 r3c6 r4c1 r5c2 r6c3 r4c6 r5c5 r6c4"
///     .split(' ')
///     .map(|c| c.parse())
///     .collect::<Result<_, _>>()?;
/// let pattern = TridagonPattern::new(DigitSet::from_bits(0b111), cells);
/// assert_eq!(pattern.cells.len(), 12);
/// assert_eq!(pattern.digits.to_string(), "1,2,3");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[non_exhaustive]
pub struct TridagonPattern {
    /// The three digits.
    pub digits: DigitSet,
    /// The twelve cells.
    pub cells: CellSet,
}

impl TridagonPattern {
    /// The tridagon on `digits` in `cells` (not checked: a checker checks the shape).
    #[must_use]
    pub fn new(digits: DigitSet, cells: CellSet) -> TridagonPattern {
        TridagonPattern { digits, cells }
    }
}

/// The proof of a chain or forcing step: every implication with its reason.
///
/// A [`Proof`] takes one or more candidates as true or false ([`Literal`]s) and derives
/// what follows, one [`Fact`] at a time, each with the [`Rule`] that gives it from the
/// candidate grid and the facts before it:
///
/// - a **contradiction** proof has one [`Branch`]: its assumption leads to an impossible
///   grid ([`End`]), so the assumption is false, and that is the step's whole effect;
/// - a **verity** proof has one branch for each candidate of a cell, or for each place
///   of a digit in a house: one of them is true, so what every branch concludes holds
///   (a branch that ends in a contradiction is impossible and concludes nothing);
/// - a **verity over fins** (a Kraken fish) has one branch for each fin of a [`Fish`]:
///   either a fin is true, or the fish without its fins stands and its cover houses
///   take the digit within its base houses, so that the digit is false in the cover
///   houses outside the base houses. A conclusion of such a proof is one of those
///   candidates, and every branch concludes it;
/// - a **verity over guardians** (a Tridagon Forcing Net) has one branch for each
///   guardian of a [`TridagonPattern`], the candidates of its twelve cells other than its
///   three digits: the twelve cells cannot all take the three digits, so one of the
///   guardians is true, and what every branch concludes holds. A checker checks the
///   shape (four boxes at the corners of a rectangle of boxes, three cells in each in
///   different rows and columns, an odd number of rising boxes) and that the branches
///   are exactly the guardians in the grid the step was found in.
///
/// With the `serde` feature a proof serializes in a fixed JSON form, so that other
/// programs can check it, and reads back from exactly that form (rows, columns and
/// digits from 1; houses written `r4`, `c7`, `b5`):
///
/// ```json
/// { "kind": "contradiction",            // or "verity"
///   "cell": {"row": 4, "col": 7},        // a verity over a cell's candidates, else null
///   "house": "r4",                       // a verity over a digit's places in a house, else null
///   // a verity over fins adds "fish": {"digit": 5, "base": ["r2", "r7"], "cover": ["c3", "c8"]}
///   // a verity over guardians adds "tridagon": {"digits": [3, 4, 7], "cells": [{"row": 4, "col": 4}, ...]}
///   "branches": [
///     { "assume": {"row": 1, "col": 3, "digit": 7, "holds": true},
///       "facts": [
///         {"row": 6, "col": 1, "digit": 7, "holds": true, "rule": "hidden single", "house": "c1",
///          "from": [{"row": 4, "col": 1, "digit": 7, "holds": false}, ...]},
///         {"row": 6, "col": 5, "digit": 7, "holds": false, "rule": "sees", "by": {"row": 6, "col": 1, "digit": 7}},
///         {"row": 2, "col": 2, "digit": 4, "holds": true, "rule": "naked single", "from": [...]},
///         {"row": 4, "col": 5, "digit": 3, "holds": false, "rule": "locked", "house": "b5",
///          "cells": [{"row": 4, "col": 4}, {"row": 4, "col": 6}], "from": [...]},
///         {"row": 7, "col": 2, "digit": 5, "holds": false, "rule": "locked set",
///          "cells": [{"row": 7, "col": 1}, {"row": 8, "col": 1}], "digits": [1, 5], "from": [...]},
///         {"row": 8, "col": 8, "digit": 5, "holds": false, "rule": "almost locked set",
///          "cells": [{"row": 8, "col": 1}, ...], "digits": [1, 3, 5, 7, 8],
///          "forced": {"row": 7, "col": 3}, "from": [...]},
///         {"row": 9, "col": 5, "digit": 8, "holds": false, "rule": "nested", "lemma": 1,
///          "from": [...], "proof": { ... }}
///       ],
///       "end": {"contradiction": "no candidate", "cell": {"row": 3, "col": 3}}
///     }
///   ]
/// }
/// ```
///
/// The rules, each checkable from the candidate grid and the earlier facts of the branch
/// (the assumption counts as an earlier fact; in a nested proof, so do the outer facts
/// before it):
///
/// - `sees` (a false fact): `by`, a true earlier fact, is another digit in the same cell,
///   or the same digit in a cell that shares a house;
/// - `naked single` (true): every other candidate of the cell is false by an earlier fact;
/// - `hidden single` (true): every other place of the digit in `house` is false likewise;
/// - `locked` (false): every place of the digit in `house` outside `cells` is false by an
///   earlier fact, so the digit is in one of `cells`, and the fact's cell sees them all
///   (the reasoning of locked candidates, and of a group of cells in a chain);
/// - `locked set` (false): without the candidates earlier facts made false, `cells`
///   hold no digit outside `digits` between them, as many digits as there are cells,
///   and the places of each digit among them see one another (always so when the cells
///   lie in one house), so each of those digits is in exactly one of them; the fact's
///   digit is one of `digits` and its cell sees every cell of the set that holds it (a
///   locked pair in a net; an almost locked set in a chain once it has lost a digit, or
///   with a cell outside it that its digits would otherwise leave empty, the cell and
///   the set making one locked set);
/// - `almost locked set` (false): "the digit is in the almost locked set" as a fact.
///   Without the candidates earlier facts made false, `cells` hold no digit outside
///   `digits` between them, one more digit than there are cells, and the places of each
///   digit among them see one another; every candidate left to `forced` (a cell outside
///   the set, not the fact's) is one of `digits` other than the fact's, and `forced`
///   sees every cell of the set that holds it. Were the fact's digit not in the set, the
///   set would be locked on its other digits and take every candidate of `forced`; so
///   it is in the set, and the fact's cell sees every cell of the set that holds it.
///   This is how an ALS chain or loop proves its links through a set with no net
///   inside;
/// - `nested` (false): `proof`, a contradiction proof with one branch, takes the fact's
///   candidate as true and reaches a contradiction, with the facts before it known.
///
/// Every fact but a `sees` one lists its premises in `from`: the literals the rule reads
/// (for the singles and the locked rules, the candidates it needs false; for `nested`,
/// the facts of the enclosing branches the inner proof reads), each established earlier
/// in the branch or an enclosing one, or already false in the grid. They alone suffice:
/// a checker may refuse a fact whose rule needs a literal `from` does not list. A
/// reader of the older form without `from` gets an empty list.
///
/// A `nested` fact is a **lemma**: its `lemma` number (from 1, in the order the lemmas
/// are first written, outer before inner) names it, and a lemma used again later in
/// the same proof is the same fact, written again with the same number, so a reader
/// prints its proof once and cites it after. Lemmas come from nested nets (a trial
/// inside the branch) and from long branches cut into blocks a reader can hold (the
/// engine's proofs keep at most 20 facts of their own per block where they can): a run of facts that only one later false fact needs becomes that fact's lemma,
/// proven on its own from the facts before it, and a contradiction still longer than
/// 40 facts goes on in stages: its first facts, then a lemma that refutes one of them
/// (or the assumption) by the rest, so that the branch ends in that fact both true and
/// false (an `End::Both`).
///
/// Sudoku Explainer's chains (`explain --engine se`) carry proofs of this form too,
/// translated from the chain it found, not searched again: each potential is a fact,
/// its parents its premises; a forcing, Nishio or contradiction chain is a contradiction
/// ending in `both`, a cell or region chain a verity over the cell or house, a double
/// forcing chain a verity over the candidate's cell (its other values make it false and
/// follow its "off" chain), a bidirectional cycle a verity over the strong link that
/// closes it, each way round ending in its removals; the removals of its Dynamic+ rules
/// are `locked` (locked candidates), `locked set` (a naked pair) or `nested` (a hidden
/// pair or an X-Wing: the candidate taken as true leaves a digit no place in a house).
/// A removal of a chain nested in them (levels 2 to 4) is a `nested` fact whose proof
/// takes the candidate as true and follows the inner chain, written with the outer
/// branch's facts known: as it is where the inner chain is a contradiction; where it is a
/// verity over a cell or a house, each candidate of it is false (by `sees`, or by a lemma
/// following its branch to the removal), which leaves the cell or the house empty.
///
/// Every rule holds whatever else is known: more false candidates never undo a fact.
/// Where earlier facts leave a digit no place in `cells`, or a set fewer digits than
/// cells, the branch is impossible already, and the fact follows all the same.
///
/// The ends: `no candidate` (every candidate of `cell` is false), `no place` (every place
/// of `digit` in `house` is false), `twice` (`digit` is true in two cells of `house`),
/// `both` (a candidate is true and false), `too few digits` (`cells` of one house hold
/// only `digits` between them, fewer than there are cells), or `conclusions`, the
/// literals a verity branch reaches.
///
/// Reading it back, a cell off the grid, a digit outside 1 to 9, an unknown `kind`,
/// `rule` or `contradiction`, or a rule or end without its fields is a serde error
/// that says so. The reading checks the form, not the logic: whether each fact follows
/// is for a checker to tell, as above.
///
/// `Display` prints the proof one implication per line with its reason and premises,
/// the `sees` facts folded into the line of the fact that uses them
/// (`r8c8=1 (naked single: r8c8<>3 by r8c2=3, r8c8<>6 by r7c8=6)`); each lemma is
/// written as its own block (`Lemma 2: r7c9 is not 5 (using r4c9=6 of this branch):`)
/// before the line that first cites it (`r7c9<>5 (lemma 2)`).
///
/// # Example
///
/// ```
/// use sudoku_strata::{Cell, Digit, End, Fact, House, Literal, Proof, Rule};
///
/// let lit = |cell: &str, digit: u8, holds: bool| {
///     Literal::new(cell.parse::<Cell>().unwrap(), Digit::new(digit).unwrap(), holds)
/// };
/// let assume = lit("r1c1", 5, true);
/// let proof = Proof::contradiction(
///     assume,
///     vec![
///         Fact::new(lit("r1c5", 5, false), Rule::Sees { by: assume }),
///         Fact::new(lit("r1c5", 1, true), Rule::NakedSingle),
///     ],
///     End::NoCandidate { cell: "r1c9".parse().unwrap() },
/// );
/// assert_eq!(
///     proof.to_string(),
///     "Suppose r1c1=5:\n  r1c5<>5 (sees r1c1=5)\n  r1c5=1 (naked single)\n  r1c9 has no candidate left: contradiction\n"
/// );
/// ```
///
/// With serde, the JSON form and back:
///
/// ```
/// # #[cfg(feature = "serde")]
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// use sudoku_strata::{Cell, Digit, End, Fact, Literal, Proof, Rule};
///
/// let r1c1: Cell = "r1c1".parse()?;
/// let assume = Literal::new(r1c1, Digit::new(5).unwrap(), true);
/// let fact = Fact::new(Literal::new("r1c5".parse()?, Digit::new(5).unwrap(), false), Rule::Sees { by: assume });
/// let proof = Proof::contradiction(assume, vec![fact], End::NoCandidate { cell: "r1c9".parse()? });
/// let json = serde_json::to_string(&proof)?;
/// assert_eq!(
///     json,
///     concat!(
///         r#"{"kind":"contradiction","cell":null,"house":null,"branches":[{"assume":{"row":1,"col":1,"digit":5,"holds":true},"#,
///         r#""facts":[{"row":1,"col":5,"digit":5,"holds":false,"rule":"sees","by":{"row":1,"col":1,"digit":5}}],"#,
///         r#""end":{"contradiction":"no candidate","cell":{"row":1,"col":9}}}]}"#
///     )
/// );
/// assert_eq!(serde_json::from_str::<Proof>(&json)?, proof);
///
/// let unknown = json.replace(r#""rule":"sees""#, r#""rule":"guess""#);
/// let error = serde_json::from_str::<Proof>(&unknown).unwrap_err();
/// assert!(error.to_string().starts_with(r#"unknown rule "guess""#));
/// # Ok(())
/// # }
/// # #[cfg(not(feature = "serde"))]
/// # fn main() {}
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub struct Proof {
    /// Contradiction or verity.
    pub kind: ProofKind,
    /// For a verity over a cell's candidates: the cell.
    pub cell: Option<Cell>,
    /// For a verity over a digit's places in a house: the house.
    pub house: Option<House>,
    /// For a verity over the fins of a fish: the fish.
    pub fish: Option<Fish>,
    /// For a verity over the guardians of a tridagon: the tridagon.
    pub tridagon: Option<TridagonPattern>,
    /// The branches: one for a contradiction, one per candidate, place, fin or guardian
    /// for a verity.
    pub branches: Vec<Branch>,
}

impl Proof {
    /// A contradiction proof: `assume` leads to `end`.
    #[must_use]
    pub fn contradiction(assume: Literal, facts: Vec<Fact>, end: End) -> Proof {
        Proof {
            kind: ProofKind::Contradiction,
            cell: None,
            house: None,
            fish: None,
            tridagon: None,
            branches: vec![Branch { assume, facts, end }],
        }
    }

    /// A verity proof over the candidates of `cell`, one branch each.
    #[must_use]
    pub fn cell_verity(cell: Cell, branches: Vec<Branch>) -> Proof {
        Proof {
            kind: ProofKind::Verity,
            cell: Some(cell),
            house: None,
            fish: None,
            tridagon: None,
            branches,
        }
    }

    /// A verity proof over the places of a digit in `house`, one branch each.
    #[must_use]
    pub fn house_verity(house: House, branches: Vec<Branch>) -> Proof {
        Proof {
            kind: ProofKind::Verity,
            cell: None,
            house: Some(house),
            fish: None,
            tridagon: None,
            branches,
        }
    }

    /// A verity proof over the fins of `fish`, one branch each (a Kraken fish).
    #[must_use]
    pub fn fish_verity(fish: Fish, branches: Vec<Branch>) -> Proof {
        Proof {
            kind: ProofKind::Verity,
            cell: None,
            house: None,
            fish: Some(fish),
            tridagon: None,
            branches,
        }
    }

    /// A verity proof over the guardians of `tridagon`, one branch each (a Tridagon
    /// Forcing Net).
    #[must_use]
    pub fn tridagon_verity(tridagon: TridagonPattern, branches: Vec<Branch>) -> Proof {
        Proof {
            kind: ProofKind::Verity,
            cell: None,
            house: None,
            fish: None,
            tridagon: Some(tridagon),
            branches,
        }
    }

    /// How many facts the proof derives, those of nested proofs included: what it asks a
    /// reader to follow.
    #[must_use]
    pub fn size(&self) -> usize {
        self.branches
            .iter()
            .flat_map(|b| &b.facts)
            .map(|fact| match &fact.rule {
                Rule::Nested { proof } => 1 + proof.size(),
                _ => 1,
            })
            .sum()
    }

    /// How deep nested proofs go: 0 when no fact has a proof of its own.
    #[must_use]
    pub fn nesting(&self) -> usize {
        self.branches
            .iter()
            .flat_map(|b| &b.facts)
            .filter_map(|fact| match &fact.rule {
                Rule::Nested { proof } => Some(1 + proof.nesting()),
                _ => None,
            })
            .max()
            .unwrap_or(0)
    }
}

mod blocks;
mod drawing;
pub use drawing::{BlockName, ProofBlock};
#[cfg(feature = "serde")]
mod deserialize;
mod premises;
pub(crate) use premises::premises_in;
mod text;

#[cfg(feature = "serde")]
mod serialize;
