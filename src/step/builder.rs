//! Building a step: its technique, then its effect, pattern and texts, one call each.

use super::{Link, Step};
use crate::{Candidate, Cell, CellSet, Digit, DigitSet, House, PatternSet, Proof, Technique};

/// Builds a [`Step`]: start from its technique with [`Step::builder`], add its
/// placements, eliminations, pattern and texts, then [`build`](StepBuilder::build).
///
/// Each setter consumes the builder and returns it, so a step reads as one chain, as
/// `std::process::Command` does. The finished `Step` has only readers: what a strategy
/// found cannot change after it is returned. Adding the same elimination, pattern
/// candidate or house twice keeps one.
///
/// # Example
///
/// A strategy of one's own builds its steps so:
///
/// ```
/// use sudoku_strata::{Cell, Digit, House, Step, Technique};
///
/// let cell = Cell::from_row_col(3, 5).unwrap();
/// let seven = Digit::new(7).unwrap();
/// let step: Step = Step::builder(Technique::HiddenSingle)
///     .place(cell, seven)
///     .house(House::block(1))
///     .note("(box 2)")
///     .explain("In box 2, 7 can only go in r3c5.")
///     .build();
/// assert_eq!(step.to_string(), "Hidden Single: r3c5=7 (box 2)");
/// assert_eq!(format!("{step:#}"), "In box 2, 7 can only go in r3c5.");
/// ```
#[derive(Clone, PartialEq, Debug)]
#[must_use = "a step builder does nothing until `build` is called"]
pub struct StepBuilder {
    step: Step,
}

impl Step {
    /// A builder for a step of `technique`, with no effect yet (see [`StepBuilder`]).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Digit, Step, Technique};
    ///
    /// let step = Step::builder(Technique::NakedSingle).place("r1c1".parse()?, Digit::new(4).unwrap()).build();
    /// assert_eq!(step.technique(), Technique::NakedSingle);
    /// assert_eq!(step.to_string(), "Naked Single: r1c1=4");
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    pub fn builder(technique: Technique) -> StepBuilder {
        StepBuilder::new(technique)
    }

    /// A builder that starts from this step, to make a changed copy of it: a remark of
    /// one's own, or, in a test of a proof checker, a proof with a fact taken out.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Digit, Step, Technique};
    ///
    /// let step = Step::builder(Technique::NakedSingle).place("r1c1".parse()?, Digit::new(4).unwrap()).build();
    /// let noted = step.clone().into_builder().note("(the last 4)").build();
    /// assert_eq!(noted.to_string(), "Naked Single: r1c1=4 (the last 4)");
    /// assert_eq!(noted.placements(), step.placements());
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    pub fn into_builder(self) -> StepBuilder {
        StepBuilder { step: self }
    }
}

impl StepBuilder {
    /// A builder for a step of `technique`, with no effect yet; the same as
    /// [`Step::builder`].
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{StepBuilder, Technique};
    ///
    /// let step = StepBuilder::new(Technique::XWing).build();
    /// assert_eq!(step.technique(), Technique::XWing);
    /// assert!(step.placements().is_empty() && step.eliminations().is_empty());
    /// ```
    #[inline]
    pub fn new(technique: Technique) -> StepBuilder {
        StepBuilder {
            step: Step {
                technique,
                placements: Vec::new(),
                eliminations: Vec::new(),
                pattern: super::Pattern::default(),
                detail: String::new(),
                note: String::new(),
                explanation: String::new(),
                proof: None,
            },
        }
    }

    /// The finished step.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Digit, Step, Technique};
    ///
    /// let builder = Step::builder(Technique::NakedSingle).place("r1c1".parse()?, Digit::new(4).unwrap());
    /// let step: Step = builder.build();
    /// assert_eq!(step.placements().len(), 1);
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    #[must_use]
    pub fn build(self) -> Step {
        self.step
    }

    /// The eliminations added so far, for a strategy that drops a step without effect
    /// before it is built.
    #[inline]
    pub(crate) fn eliminations(&self) -> &[Candidate] {
        &self.step.eliminations
    }

    /// The step as built so far, for a strategy that drops a step whose effect it has
    /// already found before it adds the rest of the pattern.
    #[inline]
    pub(crate) fn so_far(&self) -> &Step {
        &self.step
    }

    /// Sets the step's proof: every implication of a chain or forcing step, with its
    /// reason, for people to follow and programs to check.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Digit, End, Literal, Proof, Step, Technique};
    ///
    /// let r1c1: Cell = "r1c1".parse()?;
    /// let five = Digit::new(5).unwrap();
    /// let assume = Literal::new(r1c1, five, true);
    /// let proof = Proof::contradiction(assume, Vec::new(), End::Both { literal: assume });
    /// let step = Step::builder(Technique::CellForcingChain).eliminate(r1c1, five).prove(proof).build();
    /// assert_eq!(step.proof().map(|proof| proof.branches.len()), Some(1));
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    pub fn prove(mut self, proof: Proof) -> StepBuilder {
        self.step.proof = Some(Box::new(proof));
        self
    }

    /// Adds a placement: `digit` goes in `cell`.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Digit, Step, Technique};
    ///
    /// let step = Step::builder(Technique::NakedSingle).place("r1c1".parse()?, Digit::new(4).unwrap()).build();
    /// assert_eq!(step.placements().len(), 1);
    /// assert_eq!(step.to_string(), "Naked Single: r1c1=4");
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    pub fn place(mut self, cell: Cell, digit: Digit) -> StepBuilder {
        self.step.placements.push(Candidate::new(cell, digit));
        self
    }

    /// Adds an elimination: `digit` is not in `cell`. An elimination already there is
    /// kept once.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Digit, Step, Technique};
    ///
    /// let three = Digit::new(3).unwrap();
    /// let step = Step::builder(Technique::NakedPair)
    ///     .eliminate("r4c1".parse()?, three)
    ///     .eliminate("r4c1".parse()?, three)
    ///     .build();
    /// assert_eq!(step.eliminations().len(), 1);
    /// assert_eq!(step.effect_text(), "r4c1<>3");
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    pub fn eliminate(mut self, cell: Cell, digit: Digit) -> StepBuilder {
        let candidate = Candidate::new(cell, digit);
        if !self.step.eliminations.contains(&candidate) {
            self.step.eliminations.push(candidate);
        }
        self
    }

    /// Adds the elimination of `digit` from every cell of `cells`.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Digit, House, Step, Technique};
    ///
    /// let box1_off_row1 = House::block(0).cells() - House::row(0).cells();
    /// let step = Step::builder(Technique::LockedCandidatesPointing)
    ///     .eliminate_all(box1_off_row1, Digit::new(7).unwrap())
    ///     .build();
    /// assert_eq!(step.eliminations().len(), 6);
    /// assert_eq!(step.effect_text(), "r2c1,r2c2,r2c3,r3c1,r3c2,r3c3<>7");
    /// ```
    #[inline]
    pub fn eliminate_all(mut self, cells: CellSet, digit: Digit) -> StepBuilder {
        for cell in cells {
            self = self.eliminate(cell, digit);
        }
        self
    }

    /// Sets the pattern part of the notation, written between the technique's name and
    /// `=>`, for example `"3,7 in r4c2,r4c8"`.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Digit, Step, Technique};
    ///
    /// let step = Step::builder(Technique::NakedPair)
    ///     .detail("3,7 in r4c2,r4c8")
    ///     .eliminate("r4c1".parse()?, Digit::new(3).unwrap())
    ///     .build();
    /// assert_eq!(step.detail_text(), "3,7 in r4c2,r4c8");
    /// assert_eq!(step.to_string(), "Naked Pair: 3,7 in r4c2,r4c8 => r4c1<>3");
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    pub fn detail(mut self, detail: impl Into<String>) -> StepBuilder {
        self.step.detail = detail.into();
        self
    }

    /// Sets a remark written after the effect, for example `"(box 2)"`.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Digit, Step, Technique};
    ///
    /// let step = Step::builder(Technique::HiddenSingle)
    ///     .place("r3c5".parse()?, Digit::new(7).unwrap())
    ///     .note("(box 2)")
    ///     .build();
    /// assert_eq!(step.to_string(), "Hidden Single: r3c5=7 (box 2)");
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    pub fn note(mut self, note: impl Into<String>) -> StepBuilder {
        self.step.note = note.into();
        self
    }

    /// Sets the plain-sentence explanation, which the alternate form `{:#}` prints.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Digit, Step, Technique};
    ///
    /// let step = Step::builder(Technique::NakedSingle)
    ///     .place("r1c1".parse()?, Digit::new(4).unwrap())
    ///     .explain("r1c1 can only be 4.")
    ///     .build();
    /// assert_eq!(step.explanation(), "r1c1 can only be 4.");
    /// assert_eq!(format!("{step:#}"), "r1c1 can only be 4.");
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    pub fn explain(mut self, explanation: impl Into<String>) -> StepBuilder {
        self.step.explanation = explanation.into();
        self
    }

    /// Adds cells to the pattern.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{House, Step, Technique};
    ///
    /// let step = Step::builder(Technique::NakedTriple)
    ///     .pattern_cells(House::row(0).cells() & House::block(0).cells())
    ///     .build();
    /// assert_eq!(step.pattern().cells.to_string(), "r1c1,r1c2,r1c3");
    /// ```
    #[inline]
    pub fn pattern_cells(mut self, cells: CellSet) -> StepBuilder {
        self.step.pattern.cells |= cells;
        self
    }

    /// Adds a candidate to the pattern (and its cell to the pattern cells, its digit to
    /// the pattern digits). A candidate already there is kept once.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Candidate, Cell, Digit, Step, Technique};
    ///
    /// let (r4c2, three): (Cell, _) = ("r4c2".parse()?, Digit::new(3).unwrap());
    /// let step = Step::builder(Technique::NakedPair).pattern_candidate(r4c2, three).build();
    /// assert_eq!(step.pattern().candidates, [Candidate::new(r4c2, three)]);
    /// assert!(step.pattern().cells.contains(r4c2) && step.pattern().digits.contains(three));
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    pub fn pattern_candidate(mut self, cell: Cell, digit: Digit) -> StepBuilder {
        let pattern = &mut self.step.pattern;
        let candidate = Candidate::new(cell, digit);
        if !pattern.candidates.contains(&candidate) {
            pattern.candidates.push(candidate);
        }
        pattern.cells.insert(cell);
        pattern.digits.insert(digit);
        self
    }

    /// Adds the candidates `digits` of `cell` to the pattern, in digit order, as
    /// [`pattern_candidate`](Self::pattern_candidate) adds one.
    #[inline]
    pub(crate) fn pattern_candidates(mut self, cell: Cell, digits: DigitSet) -> StepBuilder {
        for digit in digits {
            self = self.pattern_candidate(cell, digit);
        }
        self
    }

    /// Adds the candidates `digits` of `cell` as fins, in digit order, as
    /// [`fin`](Self::fin) adds one.
    #[inline]
    pub(crate) fn fins(mut self, cell: Cell, digits: DigitSet) -> StepBuilder {
        for digit in digits {
            self = self.fin(cell, digit);
        }
        self
    }

    /// Adds a fin (a candidate with a role of its own, such as the fin of a fish).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Digit, Step, Technique};
    ///
    /// let step = Step::builder(Technique::FinnedXWing).fin("r2c3".parse()?, Digit::new(6).unwrap()).build();
    /// assert_eq!(step.pattern().fins.len(), 1);
    /// assert_eq!(step.pattern().fins[0].to_string(), "(6)r2c3");
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    pub fn fin(mut self, cell: Cell, digit: Digit) -> StepBuilder {
        self.step.pattern.fins.push(Candidate::new(cell, digit));
        self
    }

    /// Adds a house to the pattern. A house already there is kept once.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{House, Step, Technique};
    ///
    /// let step = Step::builder(Technique::XWing)
    ///     .house(House::row(1))
    ///     .house(House::row(6))
    ///     .house(House::row(1))
    ///     .build();
    /// assert_eq!(step.pattern().houses, [House::row(1), House::row(6)]);
    /// ```
    #[inline]
    pub fn house(mut self, house: House) -> StepBuilder {
        if !self.step.pattern.houses.contains(&house) {
            self.step.pattern.houses.push(house);
        }
        self
    }

    /// Adds a set of cells to the pattern (see [`PatternSet`]), after those already
    /// there; a set already there is not added again, so that each set keeps the
    /// letter of its first place, and a set without cells is not added.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{CellSet, DigitSet, Step, Technique};
    ///
    /// let (a, b) = (CellSet::single("r3c1".parse()?), CellSet::single("r6c1".parse()?));
    /// let step = Step::builder(Technique::AlsXz)
    ///     .pattern_set(a, DigitSet::from_bits(0b101))
    ///     .pattern_set(b, DigitSet::from_bits(0b110))
    ///     .pattern_set(a, DigitSet::from_bits(0b101))
    ///     .build();
    /// let sets: Vec<String> = step.pattern().sets.iter().map(ToString::to_string).collect();
    /// assert_eq!(sets, ["r3c1 {13}", "r6c1 {23}"]);
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    pub fn pattern_set(mut self, cells: CellSet, digits: DigitSet) -> StepBuilder {
        let set = PatternSet::new(cells, digits);
        if !cells.is_empty() && !self.step.pattern.sets.contains(&set) {
            self.step.pattern.sets.push(set);
        }
        self
    }

    /// Adds digits to the pattern.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{DigitSet, Step, Technique};
    ///
    /// let step = Step::builder(Technique::NakedPair)
    ///     .digits(DigitSet::from_bits(0b100))
    ///     .digits(DigitSet::from_bits(0b100_0000))
    ///     .build();
    /// assert_eq!(step.pattern().digits.to_string(), "3,7");
    /// ```
    #[inline]
    pub fn digits(mut self, digits: DigitSet) -> StepBuilder {
        self.step.pattern.digits |= digits;
        self
    }

    /// Adds a chain link to the pattern (and the cells of its ends to the pattern cells).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, CellSet, ChainNode, Digit, Link, LinkKind, Step, Technique};
    ///
    /// let five = Digit::new(5).unwrap();
    /// let node = |cell: &str| cell.parse::<Cell>().map(|cell| ChainNode::new(five, CellSet::single(cell)));
    /// let step = Step::builder(Technique::XChain)
    ///     .link(Link::new(node("r1c1")?, node("r1c9")?, LinkKind::Strong))
    ///     .build();
    /// assert_eq!(step.pattern().links.len(), 1);
    /// assert_eq!(step.pattern().cells.to_string(), "r1c1,r1c9");
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[inline]
    pub fn link(mut self, link: Link) -> StepBuilder {
        self.step.pattern.cells |= link.from.cells | link.to.cells;
        self.step.pattern.links.push(link);
        self
    }
}
