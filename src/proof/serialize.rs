//! The fixed JSON form of a proof (see [`Proof`](super::Proof)).

use serde::Serialize;
use serde::ser::{SerializeMap, SerializeSeq, Serializer};

use super::{Branch, End, Fact, Literal, Proof, ProofKind, Rule, TridagonPattern};
use crate::{Cell, CellSet};

/// A cell as `{"row", "col"}`.
struct At(Cell);

impl Serialize for At {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(2))?;
        map.serialize_entry("row", &(self.0.row_index() + 1))?;
        map.serialize_entry("col", &(self.0.col_index() + 1))?;
        map.end()
    }
}

/// Cells as a list of `{"row", "col"}`.
struct Cells(CellSet);

impl Serialize for Cells {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(Some(self.0.len()))?;
        for cell in self.0 {
            seq.serialize_element(&At(cell))?;
        }
        seq.end()
    }
}

/// A tridagon as `{"digits": [...], "cells": [...]}`.
struct Tridagon(TridagonPattern);

impl Serialize for Tridagon {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(2))?;
        let digits: Vec<u8> = self.0.digits.iter().map(|d| d.get()).collect();
        map.serialize_entry("digits", &digits)?;
        map.serialize_entry("cells", &Cells(self.0.cells))?;
        map.end()
    }
}

/// A candidate as `{"row", "col", "digit"}`, without its truth.
struct Candidate(Literal);

impl Serialize for Candidate {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(3))?;
        map.serialize_entry("row", &(self.0.cell.row_index() + 1))?;
        map.serialize_entry("col", &(self.0.cell.col_index() + 1))?;
        map.serialize_entry("digit", &self.0.digit.get())?;
        map.end()
    }
}

fn literal_entries<M: SerializeMap>(map: &mut M, literal: Literal) -> Result<(), M::Error> {
    map.serialize_entry("row", &(literal.cell.row_index() + 1))?;
    map.serialize_entry("col", &(literal.cell.col_index() + 1))?;
    map.serialize_entry("digit", &literal.digit.get())?;
    map.serialize_entry("holds", &literal.holds)
}

impl Serialize for Literal {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(4))?;
        literal_entries(&mut map, *self)?;
        map.end()
    }
}

/// A fact in a proof whose lemmas are numbered in `lemmas` (see [`Proof::lemmas`]).
struct FactIn<'p> {
    fact: &'p Fact,
    lemmas: &'p [&'p Fact],
}

impl Serialize for FactIn<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let fact = self.fact;
        let mut map = serializer.serialize_map(None)?;
        literal_entries(&mut map, fact.literal)?;
        match &fact.rule {
            Rule::Sees { by } => {
                map.serialize_entry("rule", "sees")?;
                map.serialize_entry("by", &Candidate(*by))?;
            }
            Rule::NakedSingle => map.serialize_entry("rule", "naked single")?,
            Rule::HiddenSingle { house } => {
                map.serialize_entry("rule", "hidden single")?;
                map.serialize_entry("house", &house.to_string())?;
            }
            Rule::Locked { house, cells } => {
                map.serialize_entry("rule", "locked")?;
                map.serialize_entry("house", &house.to_string())?;
                map.serialize_entry("cells", &Cells(*cells))?;
            }
            Rule::LockedSet { cells, digits } => {
                map.serialize_entry("rule", "locked set")?;
                map.serialize_entry("cells", &Cells(*cells))?;
                map.serialize_entry("digits", &digits.iter().map(|d| d.get()).collect::<Vec<_>>())?;
            }
            Rule::AlmostLockedSet {
                cells,
                digits,
                forced,
            } => {
                map.serialize_entry("rule", "almost locked set")?;
                map.serialize_entry("cells", &Cells(*cells))?;
                map.serialize_entry("digits", &digits.iter().map(|d| d.get()).collect::<Vec<_>>())?;
                map.serialize_entry("forced", &At(*forced))?;
            }
            Rule::Nested { proof } => {
                map.serialize_entry("rule", "nested")?;
                if let Some(n) = self.lemmas.iter().position(|l| *l == fact) {
                    map.serialize_entry("lemma", &(n + 1))?;
                }
                map.serialize_entry(
                    "proof",
                    &ProofIn {
                        proof,
                        lemmas: self.lemmas,
                    },
                )?;
            }
        }
        if !matches!(fact.rule, Rule::Sees { .. }) {
            map.serialize_entry("from", &fact.from)?;
        }
        map.end()
    }
}

impl Serialize for End {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        match self {
            End::NoCandidate { cell } => {
                map.serialize_entry("contradiction", "no candidate")?;
                map.serialize_entry("cell", &At(*cell))?;
            }
            End::NoPlace { digit, house } => {
                map.serialize_entry("contradiction", "no place")?;
                map.serialize_entry("digit", &digit.get())?;
                map.serialize_entry("house", &house.to_string())?;
            }
            End::Twice { digit, house } => {
                map.serialize_entry("contradiction", "twice")?;
                map.serialize_entry("digit", &digit.get())?;
                map.serialize_entry("house", &house.to_string())?;
            }
            End::Both { literal } => {
                map.serialize_entry("contradiction", "both")?;
                map.serialize_entry("row", &(literal.cell.row_index() + 1))?;
                map.serialize_entry("col", &(literal.cell.col_index() + 1))?;
                map.serialize_entry("digit", &literal.digit.get())?;
            }
            End::TooFewDigits { cells, digits } => {
                map.serialize_entry("contradiction", "too few digits")?;
                map.serialize_entry("cells", &Cells(*cells))?;
                map.serialize_entry("digits", &digits.iter().map(|d| d.get()).collect::<Vec<_>>())?;
            }
            End::Conclusions(literals) => map.serialize_entry("conclusions", literals)?,
        }
        map.end()
    }
}

/// A branch in a proof whose lemmas are numbered in `lemmas`.
struct BranchIn<'p> {
    branch: &'p Branch,
    lemmas: &'p [&'p Fact],
}

impl Serialize for BranchIn<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(3))?;
        map.serialize_entry("assume", &self.branch.assume)?;
        let facts: Vec<FactIn<'_>> = (self.branch.facts.iter())
            .map(|fact| FactIn {
                fact,
                lemmas: self.lemmas,
            })
            .collect();
        map.serialize_entry("facts", &facts)?;
        map.serialize_entry("end", &self.branch.end)?;
        map.end()
    }
}

/// A proof, or a nested proof inside one, whose lemmas are numbered in `lemmas`.
struct ProofIn<'p> {
    proof: &'p Proof,
    lemmas: &'p [&'p Fact],
}

impl Serialize for ProofIn<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let proof = self.proof;
        let mut map = serializer.serialize_map(Some(4))?;
        let kind = match proof.kind {
            ProofKind::Contradiction => "contradiction",
            ProofKind::Verity => "verity",
        };
        map.serialize_entry("kind", kind)?;
        map.serialize_entry("cell", &proof.cell.map(At))?;
        map.serialize_entry("house", &proof.house.map(|h| h.to_string()))?;
        if let Some(fish) = &proof.fish {
            map.serialize_entry("fish", fish)?;
        }
        if let Some(tridagon) = &proof.tridagon {
            map.serialize_entry("tridagon", &Tridagon(*tridagon))?;
        }
        let branches: Vec<BranchIn<'_>> = (proof.branches.iter())
            .map(|branch| BranchIn {
                branch,
                lemmas: self.lemmas,
            })
            .collect();
        map.serialize_entry("branches", &branches)?;
        map.end()
    }
}

impl Serialize for Proof {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let lemmas = self.lemmas();
        ProofIn {
            proof: self,
            lemmas: &lemmas,
        }
        .serialize(serializer)
    }
}

impl Serialize for Fact {
    /// A fact alone: its lemmas, if it has any, are numbered within it.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let lemmas: Vec<&Fact> = match &self.rule {
            Rule::Nested { proof } => std::iter::once(self).chain(proof.lemmas()).collect(),
            _ => Vec::new(),
        };
        FactIn {
            fact: self,
            lemmas: &lemmas,
        }
        .serialize(serializer)
    }
}

impl Serialize for Branch {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut lemmas = Vec::new();
        for fact in &self.facts {
            if let Rule::Nested { proof } = &fact.rule
                && !lemmas.contains(&fact)
            {
                lemmas.push(fact);
                lemmas.extend(proof.lemmas());
            }
        }
        BranchIn {
            branch: self,
            lemmas: &lemmas,
        }
        .serialize(serializer)
    }
}
