//! A step in the form `sudoku explain --json` writes, for programs that read rows and
//! columns rather than cell names.
//!
//! This form and the step's own serde form (`serde_form.rs`) are two views of one step:
//! the serde form reads back into a `Step`; this one is written only, for readers that
//! want numbers, a rounded score and the sentence. The command line and the Python
//! package both write it through [`Step::explain_form`], so their JSON cannot drift apart.

use serde::{Serialize, Serializer};

use super::{ChainNode, Link, LinkKind, Pattern, Step};
use crate::forms::written;
use crate::{Candidate, CellSet, Proof};

/// A [`Step`] as `sudoku explain --json` writes it, made by [`Step::explain_form`].
///
/// It serializes as an object with `technique` (the name), `placements` and
/// `eliminations` (lists of `{"row": 3, "col": 5, "digit": 7}`, rows and columns from 1),
/// `text` (the notation), `sentence` (the step as a sentence), `pattern` (`cells` a list
/// of `{"row", "col"}`, `candidates` and `fins` lists of candidates as above, `houses`
/// names such as `"r4"`, `links` a list of `{"from", "to", "kind"}` whose ends are
/// `{"digit", "cells"}`, and for a pattern built of sets `sets`, a list of
/// `{"cells", "digits"}` in the order of their letters, see [`PatternSet`](crate::PatternSet)), `score` (one decimal) and `proof` (the JSON form of
/// [`Proof`], or `null`). Unlike the step's own serde form, it is not read back.
///
/// # Example
///
/// ```
/// use sudoku_strata::{Digit, House, Step, Technique};
///
/// let step = Step::builder(Technique::HiddenSingle)
///     .place("r3c5".parse()?, Digit::new(7).unwrap())
///     .house(House::row(2))
///     .note("(row 3)")
///     .build();
/// let json = serde_json::to_value(step.explain_form())?;
/// assert_eq!(json["placements"], serde_json::json!([{"row": 3, "col": 5, "digit": 7}]));
/// assert_eq!(json["text"], "Hidden Single: r3c5=7 (row 3)");
/// assert_eq!(json["pattern"]["houses"], serde_json::json!(["r3"]));
/// // The score with one decimal, as the step gives it.
/// assert_eq!(step.score(), 1.5);
/// assert_eq!(json["score"], 1.5);
/// assert!(json["proof"].is_null());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct ExplainForm<'a> {
    step: &'a Step,
}

impl Step {
    /// The step in the form `sudoku explain --json` writes (see [`ExplainForm`]).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Digit, Step, Technique};
    ///
    /// let step = Step::builder(Technique::NakedSingle).place("r1c1".parse()?, Digit::new(4).unwrap()).build();
    /// let json = serde_json::to_value(step.explain_form())?;
    /// assert_eq!(json["technique"], "Naked Single");
    /// assert_eq!(json["placements"], serde_json::json!([{"row": 1, "col": 1, "digit": 4}]));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn explain_form(&self) -> ExplainForm<'_> {
        ExplainForm { step: self }
    }
}

/// The fields in the order the command line has always written them.
#[derive(Serialize)]
struct Written<'a> {
    technique: &'a str,
    placements: Candidates<'a>,
    eliminations: Candidates<'a>,
    text: String,
    sentence: &'a str,
    pattern: PatternForm<'a>,
    score: f64,
    proof: Option<&'a Proof>,
}

impl Serialize for ExplainForm<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let step = self.step;
        Written {
            technique: step.technique.name(),
            placements: Candidates(&step.placements),
            eliminations: Candidates(&step.eliminations),
            text: step.to_string(),
            sentence: &step.explanation,
            pattern: PatternForm(&step.pattern),
            score: written(step.score()),
            proof: step.proof(),
        }
        .serialize(serializer)
    }
}

/// The part of a step's written form that draws it: `placements`, `eliminations`,
/// `sentence`, `pattern` and `proof`, as [`ExplainForm`] writes them, for a form that
/// names and rates the step its own way (Sudoku Explainer's path, `crate::forms`).
#[derive(Clone, Copy, Debug, Serialize)]
pub(crate) struct EffectForm<'a> {
    placements: Candidates<'a>,
    eliminations: Candidates<'a>,
    sentence: &'a str,
    pattern: PatternForm<'a>,
    proof: Option<&'a Proof>,
}

impl Step {
    /// The step's [`EffectForm`].
    pub(crate) fn effect_form(&self) -> EffectForm<'_> {
        EffectForm {
            placements: Candidates(&self.placements),
            eliminations: Candidates(&self.eliminations),
            sentence: &self.explanation,
            pattern: PatternForm(&self.pattern),
            proof: self.proof(),
        }
    }
}

/// A cell as `{"row", "col"}`, from 1.
#[derive(Serialize)]
struct RowCol {
    row: u8,
    col: u8,
}

impl RowCol {
    fn of(cell: crate::Cell) -> RowCol {
        // Rows and columns are below 9, so the casts are exact.
        RowCol {
            row: cell.row_index() as u8 + 1,
            col: cell.col_index() as u8 + 1,
        }
    }
}

/// A candidate as `{"row", "col", "digit"}`, from 1.
#[derive(Serialize)]
struct CandidateForm {
    row: u8,
    col: u8,
    digit: u8,
}

#[derive(Clone, Copy, Debug)]
struct Candidates<'a>(&'a [Candidate]);

impl Serialize for Candidates<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.iter().map(|c| {
            let RowCol { row, col } = RowCol::of(c.cell);
            CandidateForm {
                row,
                col,
                digit: c.digit.get(),
            }
        }))
    }
}

struct Cells(CellSet);

impl Serialize for Cells {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.iter().map(RowCol::of))
    }
}

#[derive(Clone, Copy, Debug)]
struct PatternForm<'a>(&'a Pattern);

#[derive(Serialize)]
struct PatternWritten<'a> {
    cells: Cells,
    candidates: Candidates<'a>,
    fins: Candidates<'a>,
    houses: Vec<String>,
    links: Vec<LinkForm>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    sets: Vec<SetForm>,
}

/// A set of the pattern: its cells as `{"row", "col"}` and its digits.
#[derive(Serialize)]
struct SetForm {
    cells: Cells,
    digits: Vec<u8>,
}

impl Serialize for PatternForm<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let pattern = self.0;
        PatternWritten {
            cells: Cells(pattern.cells),
            candidates: Candidates(&pattern.candidates),
            fins: Candidates(&pattern.fins),
            houses: pattern.houses.iter().map(ToString::to_string).collect(),
            links: pattern.links.iter().map(LinkForm::of).collect(),
            sets: pattern
                .sets
                .iter()
                .map(|set| SetForm {
                    cells: Cells(set.cells),
                    digits: set.digits.iter().map(crate::Digit::get).collect(),
                })
                .collect(),
        }
        .serialize(serializer)
    }
}

#[derive(Serialize)]
struct NodeForm {
    digit: u8,
    cells: Cells,
}

impl NodeForm {
    fn of(node: &ChainNode) -> NodeForm {
        NodeForm {
            digit: node.digit.get(),
            cells: Cells(node.cells),
        }
    }
}

#[derive(Serialize)]
struct LinkForm {
    from: NodeForm,
    to: NodeForm,
    kind: LinkKind,
}

impl LinkForm {
    fn of(link: &Link) -> LinkForm {
        LinkForm {
            from: NodeForm::of(&link.from),
            to: NodeForm::of(&link.to),
            kind: link.kind,
        }
    }
}
