//! The serde form of a step: its fields, with its notation text beside them for readers.
//!
//! The text is written, never read: a step's notation is derived from its technique,
//! detail, effect and note, so a step read back cannot disagree with what it does.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::{Pattern, Step};
use crate::{Candidate, Proof, Technique};

/// What a step writes, borrowed from it.
#[derive(Serialize)]
struct Written<'a> {
    technique: Technique,
    text: String,
    placements: &'a [Candidate],
    eliminations: &'a [Candidate],
    pattern: &'a Pattern,
    detail: &'a str,
    note: &'a str,
    explanation: &'a str,
    proof: Option<&'a Proof>,
}

/// What a step reads: the same fields without the text (ignored if present, as any
/// other unknown field is). Everything but the technique may be left out.
#[derive(Deserialize)]
struct Read {
    technique: Technique,
    #[serde(default)]
    placements: Vec<Candidate>,
    #[serde(default)]
    eliminations: Vec<Candidate>,
    #[serde(default)]
    pattern: Pattern,
    #[serde(default)]
    detail: String,
    #[serde(default)]
    note: String,
    #[serde(default)]
    explanation: String,
    #[serde(default)]
    proof: Option<Box<Proof>>,
}

impl Serialize for Step {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        Written {
            technique: self.technique,
            text: self.to_string(),
            placements: &self.placements,
            eliminations: &self.eliminations,
            pattern: &self.pattern,
            detail: &self.detail,
            note: &self.note,
            explanation: &self.explanation,
            proof: self.proof.as_deref(),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Step {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Step, D::Error> {
        let read = Read::deserialize(deserializer)?;
        Ok(Step {
            technique: read.technique,
            placements: read.placements,
            eliminations: read.eliminations,
            pattern: read.pattern,
            detail: read.detail,
            note: read.note,
            explanation: read.explanation,
            proof: read.proof,
        })
    }
}
