//! A proof as pictures a person can take in: one block (a branch or a lemma) at a time,
//! each fact an arrow from what it rests on.
//!
//! A net drawn whole puts every link of every branch on one grid (near a hundred arrows
//! for a two-branch net); a block alone is a handful, from its assumption to its end.

use std::fmt;

use super::{End, Literal, Proof, Rule};
use crate::{CellSet, ChainNode, Link, LinkKind};

/// Which block of a proof: a branch (from 1, in the proof's order) or a lemma (numbered
/// as [`Proof::lemmas`] numbers them). `Display` writes `Branch 1`, `Lemma 2`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[non_exhaustive]
pub enum BlockName {
    /// The branch with this number, from 1.
    Branch(usize),
    /// The lemma with this number, from 1.
    Lemma(usize),
}

impl fmt::Display for BlockName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BlockName::Branch(n) => write!(f, "Branch {n}"),
            BlockName::Lemma(n) => write!(f, "Lemma {n}"),
        }
    }
}

/// One block of a proof (a branch, or the proof of a lemma) as a front end draws it: its
/// assumption, its facts, an arrow into each fact from what it follows from within the
/// block, and its end. Made by [`Proof::blocks`].
#[derive(Clone, PartialEq, Debug)]
#[non_exhaustive]
pub struct ProofBlock {
    /// Which block.
    pub name: BlockName,
    /// The literal the block assumes.
    pub assume: Literal,
    /// The block's own facts, in order.
    pub facts: Vec<Literal>,
    /// The facts of the block that are lemmas (each proven in a block of its own).
    pub lemmas: Vec<Literal>,
    /// At most one arrow into each fact: from the premise it reads (the `by` of a `sees`
    /// fact, the `from` of the others) that the block established last, the one that
    /// made the fact follow; its other premises are earlier facts, drawn with their own
    /// arrows. Premises known from outside the block (the grid, an enclosing branch)
    /// are not drawn. An arrow from a true premise is [`LinkKind::Weak`] (the two
    /// cannot both hold), from a false one [`LinkKind::Strong`].
    pub arrows: Vec<Link>,
    /// The literals the end is made of: the digit true twice, the literal proven both
    /// ways, or a verity branch's conclusions.
    pub end_literals: Vec<Literal>,
    /// The cells the end is about: the cell left empty, the house where a digit has no
    /// place, the cells left too few digits.
    pub end_cells: CellSet,
}

impl Proof {
    /// The proof's blocks, to be drawn one at a time: each branch, then each lemma (in
    /// the order of [`Proof::lemmas`], a lemma used twice drawn once), each with only its
    /// own facts as arrows (at most one into each fact).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{BlockName, Cell, Digit, End, Fact, Literal, LinkKind, Proof, Rule};
    ///
    /// let lit = |cell: &str, digit: u8, holds: bool| {
    ///     Literal::new(cell.parse::<Cell>().unwrap(), Digit::new(digit).unwrap(), holds)
    /// };
    /// let assume = lit("r1c1", 5, true);
    /// let proof = Proof::contradiction(
    ///     assume,
    ///     vec![
    ///         Fact::new(lit("r1c5", 5, false), Rule::Sees { by: assume }),
    ///         Fact::new(lit("r1c5", 1, true), Rule::NakedSingle).resting_on(vec![lit("r1c5", 5, false)]),
    ///     ],
    ///     End::NoCandidate { cell: "r1c9".parse()? },
    /// );
    /// let blocks = proof.blocks();
    /// assert_eq!(blocks.len(), 1);
    /// assert_eq!(blocks[0].name, BlockName::Branch(1));
    /// assert_eq!(blocks[0].name.to_string(), "Branch 1");
    /// let arrows: Vec<String> = blocks[0].arrows.iter().map(|a| format!("{}->{}", a.from, a.to)).collect();
    /// assert_eq!(arrows, ["(5)r1c1->(5)r1c5", "(5)r1c5->(1)r1c5"]);
    /// assert_eq!(blocks[0].arrows[0].kind, LinkKind::Weak);
    /// assert!(blocks[0].end_cells.contains("r1c9".parse()?));
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[must_use]
    pub fn blocks(&self) -> Vec<ProofBlock> {
        let mut blocks: Vec<ProofBlock> = self
            .branches
            .iter()
            .enumerate()
            .map(|(i, branch)| block(BlockName::Branch(i + 1), branch))
            .collect();
        for (i, lemma) in self.lemmas().into_iter().enumerate() {
            if let Rule::Nested { proof } = &lemma.rule {
                blocks.extend(
                    proof
                        .branches
                        .iter()
                        .map(|branch| block(BlockName::Lemma(i + 1), branch)),
                );
            }
        }
        blocks
    }
}

fn node(literal: Literal) -> ChainNode {
    ChainNode::new(literal.digit(), CellSet::from_iter([literal.cell()]))
}

fn block(name: BlockName, branch: &super::Branch) -> ProofBlock {
    let mut known = vec![branch.assume];
    let mut arrows = Vec::new();
    let mut lemmas = Vec::new();
    for fact in &branch.facts {
        let premises = match &fact.rule {
            Rule::Sees { by } => std::slice::from_ref(by),
            _ => fact.from.as_slice(),
        };
        // The premise established last is the one that made the fact follow: one arrow
        // per fact, so a block of n facts draws at most n arrows.
        let last = premises
            .iter()
            .filter_map(|p| known.iter().position(|k| k == p))
            .max();
        if let Some(at) = last {
            let premise = known[at];
            let kind = if premise.holds() {
                LinkKind::Weak
            } else {
                LinkKind::Strong
            };
            arrows.push(Link::new(node(premise), node(fact.literal), kind));
        }
        if matches!(fact.rule, Rule::Nested { .. }) {
            lemmas.push(fact.literal);
        }
        known.push(fact.literal);
    }
    let (end_literals, end_cells) = match &branch.end {
        End::NoCandidate { cell } => (Vec::new(), CellSet::from_iter([*cell])),
        End::NoPlace { house, .. } => (Vec::new(), house.cells()),
        End::Twice { digit, house } => (
            known
                .iter()
                .copied()
                .filter(|l| l.holds() && l.digit() == *digit && house.cells().contains(l.cell()))
                .collect(),
            CellSet::EMPTY,
        ),
        End::Both { literal } => (vec![*literal], CellSet::EMPTY),
        End::TooFewDigits { cells, .. } => (Vec::new(), *cells),
        End::Conclusions(literals) => (literals.clone(), CellSet::EMPTY),
    };
    ProofBlock {
        name,
        assume: branch.assume,
        facts: known[1..].to_vec(),
        lemmas,
        arrows,
        end_literals,
        end_cells,
    }
}
