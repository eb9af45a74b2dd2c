//! One deduction: its technique, its pattern and its effect.

use std::fmt;

use crate::{Candidate, Cell, CellSet, Digit, DigitSet, Grid, House, LayerGrid, Proof, StepError, Technique};

mod builder;
#[cfg(feature = "serde")]
mod explain_form;
mod pattern;
#[cfg(feature = "serde")]
mod serde_form;
mod states;

pub use builder::StepBuilder;
#[cfg(feature = "serde")]
pub(crate) use explain_form::EffectForm;
#[cfg(feature = "serde")]
pub use explain_form::ExplainForm;
pub use pattern::{Pattern, PatternSet};
pub use states::States;

/// Whether a chain link is strong (at least one end is true) or weak (at most one is).
///
/// With serde it is written `"strong"` or `"weak"`, as `sudoku explain --json` writes it.
///
/// # Example
///
/// ```
/// # #[cfg(feature = "serde")]
/// # fn main() -> Result<(), serde_json::Error> {
/// use sudoku_strata::LinkKind;
///
/// assert_eq!(serde_json::to_string(&LinkKind::Strong)?, r#""strong""#);
/// assert_eq!(serde_json::from_str::<LinkKind>(r#""weak""#)?, LinkKind::Weak);
/// # Ok(())
/// # }
/// # #[cfg(not(feature = "serde"))]
/// # fn main() {}
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum LinkKind {
    /// At least one end is true: written `=`.
    Strong,
    /// At most one end is true: written `-`.
    Weak,
}

/// One end of a chain link: a digit in one cell, or in a group of cells (a grouped node
/// or the cells of an almost locked set that hold the digit).
///
/// With serde: `{"digit": 5, "cells": ["r2c3", "r2c6"]}`.
///
/// # Example
///
/// ```
/// use sudoku_strata::{Cell, CellSet, ChainNode, Digit};
///
/// let node = ChainNode::new(Digit::new(5).unwrap(), CellSet::single("r2c3".parse::<Cell>()?));
/// assert_eq!(node.digit.get(), 5);
/// assert_eq!(node.to_string(), "(5)r2c3");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct ChainNode {
    /// The digit.
    pub digit: Digit,
    /// The cell or cells.
    pub cells: CellSet,
}

impl ChainNode {
    /// The node of `digit` in `cells` (one cell, or a group).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, CellSet, ChainNode, Digit};
    ///
    /// let group = CellSet::single("r2c3".parse::<Cell>()?) | CellSet::single("r2c6".parse::<Cell>()?);
    /// let node = ChainNode::new(Digit::new(5).unwrap(), group);
    /// assert_eq!(node.cells.len(), 2);
    /// assert_eq!(node.to_string(), "(5)r2c36");
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[must_use]
    pub fn new(digit: Digit, cells: CellSet) -> ChainNode {
        ChainNode { digit, cells }
    }
}

impl Link {
    /// A link from `from` to `to`.
    ///
    /// ```
    /// use sudoku_strata::{Cell, CellSet, ChainNode, Digit, Link, LinkKind};
    ///
    /// let five = Digit::new(5).unwrap();
    /// let node = |cell: &str| ChainNode::new(five, CellSet::from_iter([cell.parse::<Cell>().unwrap()]));
    /// let link = Link::new(node("r1c1"), node("r1c9"), LinkKind::Strong);
    /// assert_eq!(link.kind, LinkKind::Strong);
    /// assert_eq!(link.from.to_string(), "(5)r1c1");
    /// ```
    #[must_use]
    pub fn new(from: ChainNode, to: ChainNode, kind: LinkKind) -> Link {
        Link { from, to, kind }
    }
}

impl fmt::Display for ChainNode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}){}", self.digit, compact_cells(self.cells))
    }
}

/// A link between two chain nodes, for a front end to draw.
///
/// With serde: `{"from": node, "to": node, "kind": "strong"}` (see [`ChainNode`]).
///
/// # Example
///
/// ```
/// use sudoku_strata::{Cell, CellSet, ChainNode, Digit, Link, LinkKind};
///
/// let five = Digit::new(5).unwrap();
/// let node = |cell: &str| cell.parse::<Cell>().map(|cell| ChainNode::new(five, CellSet::single(cell)));
/// // Where row 1 has two places left for the 5, one of them holds it.
/// let link = Link::new(node("r1c1")?, node("r1c9")?, LinkKind::Strong);
/// assert_eq!(format!("{} = {}", link.from, link.to), "(5)r1c1 = (5)r1c9");
/// assert_eq!(link.kind, LinkKind::Strong);
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Link {
    /// Where the link starts.
    pub from: ChainNode,
    /// Where it ends.
    pub to: ChainNode,
    /// Strong or weak.
    pub kind: LinkKind,
}

/// One deduction: which technique found it, what it places or eliminates, and the
/// pattern it rests on.
///
/// `Display` prints the notation used by the solvers people know, for example
/// `Hidden Single: r3c5=7 (box 2)` or
/// `Naked Pair: 3,7 in r4c2,r4c8 => r4c1<>3, r4c5<>3,7`; the alternate form `{:#}`
/// prints a sentence for people who do not know the notation.
///
/// Strategies build steps with [`Step::builder`] (see [`StepBuilder`]); the effect part of
/// the notation (`r4c1<>3, r4c5<>3,7`) is always written from the step's own
/// placements and eliminations, so the text cannot disagree with what the step does.
///
/// With the `serde` feature a step is written as an object: `technique` (its name),
/// `text` (the notation `Display` prints), `placements` and `eliminations` (lists of
/// `{"cell": "r3c5", "digit": 7}`), `pattern` (see [`Pattern`]), `detail`, `note` and
/// `explanation` (the texts it was built with), and `proof` (the JSON form of
/// [`Proof`], or `null`). On reading, `text` is ignored: the notation is always derived
/// from the other fields, so it cannot disagree with them. Fields other than
/// `technique` may be left out and read as empty.
///
/// # Example
///
/// ```
/// use sudoku_strata::{Cell, Digit, House, Step, Technique};
///
/// let cell = Cell::from_row_col(3, 5).unwrap();
/// let seven = Digit::new(7).unwrap();
/// let step = Step::builder(Technique::HiddenSingle)
///     .place(cell, seven)
///     .note("(box 2)")
///     .explain("In box 2, 7 can only go in r3c5.")
///     .build();
/// assert_eq!(step.to_string(), "Hidden Single: r3c5=7 (box 2)");
/// assert_eq!(format!("{step:#}"), "In box 2, 7 can only go in r3c5.");
/// ```
///
/// With serde, the step and its text:
///
/// ```
/// # #[cfg(feature = "serde")]
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// use sudoku_strata::{Digit, Step, Technique};
///
/// let step = Step::builder(Technique::HiddenSingle)
///     .place("r3c5".parse()?, Digit::new(7).unwrap())
///     .note("(box 2)")
///     .build();
/// let json = serde_json::to_string(&step)?;
/// assert!(json.starts_with(
///     r#"{"technique":"Hidden Single","text":"Hidden Single: r3c5=7 (box 2)","placements":[{"cell":"r3c5","digit":7}],"#
/// ));
/// assert_eq!(serde_json::from_str::<Step>(&json)?, step);
/// // Only the technique is needed; a text that disagrees is not believed.
/// let read: Step = serde_json::from_str(
///     r#"{"technique": "Naked Single", "text": "whatever", "placements": [{"cell": "r1c1", "digit": 4}]}"#,
/// )?;
/// assert_eq!(read.to_string(), "Naked Single: r1c1=4");
/// # Ok(())
/// # }
/// # #[cfg(not(feature = "serde"))]
/// # fn main() {}
/// ```
#[derive(Clone, PartialEq, Debug)]
pub struct Step {
    technique: Technique,
    placements: Vec<Candidate>,
    eliminations: Vec<Candidate>,
    pattern: Pattern,
    detail: String,
    note: String,
    explanation: String,
    proof: Option<Box<Proof>>,
}

impl Step {
    /// The technique that found the step.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Engine, Grid, LayerGrid, Technique};
    ///
    /// let puzzle: Grid = format!("12345678.{}", ".".repeat(72)).parse()?;
    /// let step = Engine::default().next_step(&LayerGrid::from_grid(&puzzle)).expect("a step");
    /// // The last empty cell of row 1.
    /// assert_eq!(step.technique(), Technique::FullHouse);
    /// assert_eq!(step.technique().name(), "Full House");
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[must_use]
    pub fn technique(&self) -> Technique {
        self.technique
    }

    /// The digits it places, in order.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Engine, Grid, LayerGrid};
    ///
    /// let puzzle: Grid = format!("12345678.{}", ".".repeat(72)).parse()?;
    /// let step = Engine::default().next_step(&LayerGrid::from_grid(&puzzle)).expect("a step");
    /// let placed: Vec<String> = step.placements().iter().map(|candidate| candidate.placement()).collect();
    /// assert_eq!(placed, ["r1c9=9"]);
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[must_use]
    pub fn placements(&self) -> &[Candidate] {
        &self.placements
    }

    /// The candidates it removes.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Candidate, Digit, House, Step, Technique};
    ///
    /// let step = Step::builder(Technique::LockedCandidatesPointing).eliminate_all(House::row(3).cells() - House::block(3).cells(), Digit::new(2).unwrap()).build();
    /// assert_eq!(step.eliminations().len(), 6);
    /// assert!(step.eliminations().iter().all(|candidate: &Candidate| candidate.digit.get() == 2));
    /// ```
    #[must_use]
    pub fn eliminations(&self) -> &[Candidate] {
        &self.eliminations
    }

    /// The pattern it rests on, for highlighting.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Digit, House, Step, Technique};
    ///
    /// let step = Step::builder(Technique::HiddenSingle)
    ///     .place("r3c5".parse()?, Digit::new(7).unwrap())
    ///     .house(House::block(1))
    ///     .pattern_cells(House::block(1).cells())
    ///     .build();
    /// assert_eq!(step.pattern().houses, [House::block(1)]);
    /// assert_eq!(step.pattern().cells.len(), 9);
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[must_use]
    pub fn pattern(&self) -> &Pattern {
        &self.pattern
    }

    /// The pattern part of the notation (may be empty).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Step, Technique};
    ///
    /// assert_eq!(Step::builder(Technique::XWing).detail("3 in r2,r7 / c1,c5").build().detail_text(), "3 in r2,r7 / c1,c5");
    /// assert_eq!(Step::builder(Technique::NakedSingle).build().detail_text(), "");
    /// ```
    #[must_use]
    pub fn detail_text(&self) -> &str {
        &self.detail
    }

    /// The plain-sentence explanation.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Engine, Grid, LayerGrid};
    ///
    /// let puzzle: Grid = format!("12345678.{}", ".".repeat(72)).parse()?;
    /// let step = Engine::default().next_step(&LayerGrid::from_grid(&puzzle)).expect("a step");
    /// assert!(step.explanation().contains("r1c9"));
    /// assert_eq!(format!("{step:#}"), step.explanation());
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[must_use]
    pub fn explanation(&self) -> &str {
        &self.explanation
    }

    /// The proof of a chain or forcing step: the implications that lead from its
    /// assumptions to its effect, each with its reason (see [`Proof`]). `None` for the
    /// other techniques, whose pattern is their evidence.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Digit, End, Literal, Proof, Step, Technique};
    ///
    /// // Steps without a chain carry no proof: their pattern is their evidence.
    /// assert!(Step::builder(Technique::XWing).build().proof().is_none());
    /// let assume = Literal::new("r1c1".parse::<Cell>()?, Digit::new(5).unwrap(), true);
    /// let step = Step::builder(Technique::CellForcingChain).prove(Proof::contradiction(assume, Vec::new(), End::Both { literal: assume })).build();
    /// assert_eq!(step.proof().map(Proof::size), Some(0));
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[must_use]
    pub fn proof(&self) -> Option<&Proof> {
        self.proof.as_deref()
    }

    /// The effect in notation: placements (`r3c5=7`), then eliminations grouped by cell
    /// and merged where cells lose the same digits (`r4c3,r9c8<>5, r5c7<>2,9`).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Digit, Step, Technique};
    ///
    /// let (three, seven) = (Digit::new(3).unwrap(), Digit::new(7).unwrap());
    /// let step = Step::builder(Technique::NakedPair)
    ///     .eliminate("r4c5".parse()?, seven)
    ///     .eliminate("r4c1".parse()?, three)
    ///     .eliminate("r4c5".parse()?, three)
    ///     .build();
    /// assert_eq!(step.effect_text(), "r4c1<>3, r4c5<>3,7");
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[must_use]
    pub fn effect_text(&self) -> String {
        let mut parts: Vec<String> = self.placements.iter().map(|c| c.placement()).collect();
        let mut per_cell: Vec<(Cell, DigitSet)> = Vec::new();
        let mut sorted = self.eliminations.clone();
        sorted.sort_by_key(|c| (c.cell, c.digit));
        for c in sorted {
            match per_cell.last_mut() {
                Some((cell, digits)) if *cell == c.cell => digits.insert(c.digit),
                _ => per_cell.push((c.cell, DigitSet::single(c.digit))),
            }
        }
        let mut groups: Vec<(Vec<Cell>, DigitSet)> = Vec::new();
        for (cell, digits) in per_cell {
            match groups.iter_mut().find(|(_, d)| *d == digits) {
                Some((cells, _)) => cells.push(cell),
                None => groups.push((vec![cell], digits)),
            }
        }
        for (cells, digits) in groups {
            let cells: Vec<String> = cells.iter().map(Cell::to_string).collect();
            parts.push(format!("{}<>{}", cells.join(","), digits));
        }
        parts.join(", ")
    }
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() && !self.explanation.is_empty() {
            f.write_str(&self.explanation)?;
            if let Some(proof) = &self.proof {
                write!(f, "\n{proof}")?;
            }
            return Ok(());
        }
        write!(f, "{}: ", self.technique.name())?;
        if !self.detail.is_empty() {
            write!(f, "{} => ", self.detail)?;
        }
        f.write_str(&self.effect_text())?;
        if !self.note.is_empty() {
            write!(f, " {}", self.note)?;
        }
        Ok(())
    }
}

/// Cells in the compact notation of chains and sets: `r2c3`; `r2c36` for cells of one
/// row, `r23c3` for cells of one column; otherwise row by row (`r1c1,r2c23`).
pub(crate) fn compact_cells(cells: CellSet) -> String {
    let mut out = String::new();
    if cells.cols_mask().count_ones() == 1 && cells.len() > 1 {
        out.push('r');
        for cell in cells {
            out.push(char::from(b'1' + cell.row_index() as u8));
        }
        let col = cells.first().map_or(0, Cell::col_index);
        out.push('c');
        out.push(char::from(b'1' + col as u8));
        return out;
    }
    for row in 0..9 {
        let in_row = cells & House::row(row).cells();
        if in_row.is_empty() {
            continue;
        }
        if !out.is_empty() {
            out.push(',');
        }
        out.push('r');
        out.push(char::from(b'1' + row as u8));
        out.push('c');
        for cell in in_row {
            out.push(char::from(b'1' + cell.col_index() as u8));
        }
    }
    out
}

impl Step {
    /// The first placement or elimination of the step that `solution` contradicts: a
    /// placement of another digit than the solution's, or the elimination of the
    /// solution's digit. `None` when the step agrees with the solution.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Digit, Grid, Step, Technique};
    ///
    /// let solution: Grid = "123456789456789123789123456214365897365897214897214365531642978642978531978531642".parse()?;
    /// let r1c1 = Cell::from_row_col(1, 1).unwrap();
    /// let (one, two) = (Digit::new(1).unwrap(), Digit::new(2).unwrap());
    /// assert_eq!(Step::builder(Technique::NakedSingle).place(r1c1, one).build().contradicted_by(&solution), None);
    /// let wrong = Step::builder(Technique::XWing).eliminate(r1c1, two).eliminate(r1c1, one).build();
    /// assert_eq!(wrong.contradicted_by(&solution).map(|c| c.to_string()), Some("(1)r1c1".to_string()));
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[must_use]
    pub fn contradicted_by(&self, solution: &Grid) -> Option<Candidate> {
        let wrong_placement = self
            .placements
            .iter()
            .find(|c| solution.get(c.cell) != Some(c.digit));
        let wrong_elimination = self
            .eliminations
            .iter()
            .find(|c| solution.get(c.cell) == Some(c.digit));
        wrong_placement.or(wrong_elimination).copied()
    }
}

#[cfg(test)]
mod tests;
