//! The evidence of a step, for front ends to draw: its cells, candidates, fins, houses,
//! chain links and sets.

use crate::{Candidate, CellSet, DigitSet, House};

use super::Link;

/// The cells and candidates that make up a step's pattern, so that a front end can
/// highlight them.
///
/// With serde it is an object of its fields: `cells` a list of cells, `candidates` and
/// `fins` lists of `{"cell": "r4c2", "digit": 3}`, `houses` a list such as
/// `["r4", "b5"]`, `digits` a list of digits, `links` a list of [`Link`]s and `sets` a
/// list of [`PatternSet`]s (written only when there are some). A field left out reads as
/// empty.
///
/// # Example
///
/// ```
/// use sudoku_strata::{Digit, House, Pattern, Step, Technique};
///
/// let three = Digit::new(3).unwrap();
/// let step = Step::builder(Technique::NakedPair)
///     .pattern_candidate("r4c2".parse()?, three)
///     .house(House::row(3))
///     .build();
/// let pattern: &Pattern = step.pattern();
/// assert_eq!((pattern.cells.to_string(), pattern.digits.to_string()), ("r4c2".to_string(), "3".to_string()));
/// assert_eq!(pattern.houses, [House::row(3)]);
/// assert!(pattern.fins.is_empty() && pattern.links.is_empty());
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, PartialEq, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default))]
#[non_exhaustive]
pub struct Pattern {
    /// The cells of the pattern.
    pub cells: CellSet,
    /// The pattern's own candidates (for example the pair of a naked pair).
    pub candidates: Vec<Candidate>,
    /// Extra candidates that play a part of their own, such as the fins of a finned fish.
    pub fins: Vec<Candidate>,
    /// The houses the pattern lives in.
    pub houses: Vec<House>,
    /// The digits the pattern is made of.
    pub digits: DigitSet,
    /// The links of a chain, in order.
    pub links: Vec<Link>,
    /// The sets of cells the pattern is built from, in the order its notation names
    /// them (`A`, `B`, `C`...): the almost locked sets of the ALS techniques and of
    /// chains through them, the parts of a Sue de Coq. Empty for other patterns.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Vec::is_empty"))]
    pub sets: Vec<PatternSet>,
}

/// One set of cells a step's pattern is built from, with the digits they hold: an
/// almost locked set (`n` cells of one house with `n + 1` digits) of the ALS
/// techniques, or one of the three parts of a Sue de Coq.
///
/// A front end draws each set of [`Pattern::sets`] in a colour of its own and names it
/// by its place in the list, `A` for the first, as the step's notation does. The cells
/// alone would not do: two sets may share cells (an ALS-XY-Wing's may), and a set's
/// digits are part of what it says.
///
/// With serde: `{"cells": ["r3c1", "r3c2"], "digits": [1, 3, 9]}`.
///
/// # Example
///
/// ```
/// use sudoku_strata::{CellSet, DigitSet, PatternSet, Step, Technique};
///
/// let cells: CellSet = ["r3c1".parse()?, "r3c2".parse()?].into_iter().collect();
/// let digits = DigitSet::from_bits(0b1_0000_0101);
/// let step = Step::builder(Technique::AlsXz).pattern_set(cells, digits).build();
/// assert_eq!(step.pattern().sets, [PatternSet::new(cells, digits)]);
/// assert_eq!(step.pattern().sets[0].to_string(), "r3c12 {139}");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
///
/// With serde, a pattern without sets is written as before, and read without them:
///
/// ```
/// # #[cfg(feature = "serde")]
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// use sudoku_strata::{CellSet, DigitSet, Step, Technique};
///
/// let set = Step::builder(Technique::AlsXz)
///     .pattern_set(CellSet::single("r6c1".parse()?), DigitSet::from_bits(0b1_0100))
///     .build();
/// let json = serde_json::to_value(&set)?;
/// assert_eq!(json["pattern"]["sets"], serde_json::json!([{"cells": ["r6c1"], "digits": [3, 5]}]));
/// assert_eq!(serde_json::from_value::<Step>(json)?, set);
/// let plain = serde_json::to_value(Step::builder(Technique::XWing).build())?;
/// assert!(plain["pattern"].get("sets").is_none());
/// assert!(serde_json::from_value::<Step>(plain)?.pattern().sets.is_empty());
/// # Ok(())
/// # }
/// # #[cfg(not(feature = "serde"))]
/// # fn main() {}
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct PatternSet {
    /// The cells of the set.
    pub cells: CellSet,
    /// The digits its cells hold between them.
    pub digits: DigitSet,
}

impl PatternSet {
    /// The set of `cells` holding `digits`.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{CellSet, DigitSet, PatternSet};
    ///
    /// let set = PatternSet::new(CellSet::single("r6c1".parse()?), DigitSet::from_bits(0b1_0100));
    /// assert_eq!(set.to_string(), "r6c1 {35}");
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[must_use]
    pub fn new(cells: CellSet, digits: DigitSet) -> PatternSet {
        PatternSet { cells, digits }
    }
}

/// The set as the notation of the ALS techniques writes it: `r3c12 {139}`.
impl std::fmt::Display for PatternSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} {{{}}}",
            super::compact_cells(self.cells),
            self.digits.join("")
        )
    }
}
