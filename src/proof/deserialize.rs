//! Reading back the fixed JSON form of a proof (see [`Proof`](super::Proof)): exactly
//! what `serialize` writes. Anything else (a cell off the grid, a digit outside 1 to 9,
//! an unknown rule, end or kind, a rule without its fields) is a serde error.

use serde::de::Error;
use serde::{Deserialize, Deserializer};

use super::{Branch, End, Fact, Fish, Literal, Proof, ProofKind, Rule, TridagonPattern};
use crate::{Cell, CellSet, Digit, DigitSet, House};

const RULES: &str = "sees, naked single, hidden single, locked, locked set, almost locked set or nested";
const ENDS: &str = "no candidate, no place, twice, both or too few digits";

/// What is wrong with a form that parsed as JSON; it becomes the serde error.
type Invalid = String;

/// The cell at `row` and `col`, counted from 1.
fn cell(row: u8, col: u8) -> Result<Cell, Invalid> {
    Cell::from_row_col(row, col)
        .ok_or_else(|| format!("row {row}, column {col} is not a cell: rows and columns are 1 to 9"))
}

/// A field that the rule or end named `what` needs.
fn needs<T>(value: Option<T>, what: &str, field: &str) -> Result<T, Invalid> {
    value.ok_or_else(|| format!("{what:?} needs the field {field:?}"))
}

/// A cell as `{"row", "col"}`.
#[derive(Deserialize)]
struct At {
    row: u8,
    col: u8,
}

impl At {
    fn cell(&self) -> Result<Cell, Invalid> {
        cell(self.row, self.col)
    }
}

fn cells(list: Vec<At>) -> Result<CellSet, Invalid> {
    list.iter().map(At::cell).collect()
}

/// A candidate as `{"row", "col", "digit"}`: the true literal of `sees`.
#[derive(Deserialize)]
struct Place {
    row: u8,
    col: u8,
    digit: Digit,
}

#[derive(Deserialize)]
struct LiteralForm {
    row: u8,
    col: u8,
    digit: Digit,
    holds: bool,
}

impl<'de> Deserialize<'de> for Literal {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Literal, D::Error> {
        let form = LiteralForm::deserialize(deserializer)?;
        let at = cell(form.row, form.col).map_err(D::Error::custom)?;
        Ok(Literal::new(at, form.digit, form.holds))
    }
}

/// A fact: its literal and its rule in one object, with the rule's own fields.
#[derive(Deserialize)]
struct FactForm {
    row: u8,
    col: u8,
    digit: Digit,
    holds: bool,
    rule: String,
    by: Option<Place>,
    house: Option<House>,
    cells: Option<Vec<At>>,
    digits: Option<DigitSet>,
    forced: Option<At>,
    proof: Option<Box<Proof>>,
    #[serde(default)]
    from: Vec<Literal>,
}

impl<'de> Deserialize<'de> for Fact {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Fact, D::Error> {
        FactForm::deserialize(deserializer)?
            .read()
            .map_err(D::Error::custom)
    }
}

impl FactForm {
    fn read(self) -> Result<Fact, Invalid> {
        let literal = Literal::new(cell(self.row, self.col)?, self.digit, self.holds);
        let name = self.rule.as_str();
        let rule = match name {
            "sees" => {
                let by = needs(self.by, name, "by")?;
                Rule::Sees {
                    by: Literal::new(cell(by.row, by.col)?, by.digit, true),
                }
            }
            "naked single" => Rule::NakedSingle,
            "hidden single" => Rule::HiddenSingle {
                house: needs(self.house, name, "house")?,
            },
            "locked" => Rule::Locked {
                house: needs(self.house, name, "house")?,
                cells: cells(needs(self.cells, name, "cells")?)?,
            },
            "locked set" => Rule::LockedSet {
                cells: cells(needs(self.cells, name, "cells")?)?,
                digits: needs(self.digits, name, "digits")?,
            },
            "almost locked set" => Rule::AlmostLockedSet {
                cells: cells(needs(self.cells, name, "cells")?)?,
                digits: needs(self.digits, name, "digits")?,
                forced: needs(self.forced, name, "forced")?.cell()?,
            },
            "nested" => Rule::Nested {
                proof: needs(self.proof, name, "proof")?,
            },
            other => return Err(format!("unknown rule {other:?}: a fact's rule is {RULES}")),
        };
        Ok(Fact::new(literal, rule).resting_on(self.from))
    }
}

/// An end: `{"contradiction": ..., fields}` or `{"conclusions": [...]}`.
#[derive(Deserialize)]
struct EndForm {
    contradiction: Option<String>,
    conclusions: Option<Vec<Literal>>,
    cell: Option<At>,
    row: Option<u8>,
    col: Option<u8>,
    digit: Option<Digit>,
    house: Option<House>,
    cells: Option<Vec<At>>,
    digits: Option<DigitSet>,
}

impl<'de> Deserialize<'de> for End {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<End, D::Error> {
        EndForm::deserialize(deserializer)?
            .read()
            .map_err(D::Error::custom)
    }
}

impl EndForm {
    fn read(self) -> Result<End, Invalid> {
        let name = match (self.contradiction, self.conclusions) {
            (None, Some(literals)) => return Ok(End::Conclusions(literals)),
            (Some(name), None) => name,
            _ => {
                return Err(
                    "a branch ends in a \"contradiction\" or in \"conclusions\", one of the two".into(),
                );
            }
        };
        let name = name.as_str();
        Ok(match name {
            "no candidate" => End::NoCandidate {
                cell: needs(self.cell, name, "cell")?.cell()?,
            },
            "no place" => End::NoPlace {
                digit: needs(self.digit, name, "digit")?,
                house: needs(self.house, name, "house")?,
            },
            "twice" => End::Twice {
                digit: needs(self.digit, name, "digit")?,
                house: needs(self.house, name, "house")?,
            },
            "both" => {
                let at = cell(needs(self.row, name, "row")?, needs(self.col, name, "col")?)?;
                End::Both {
                    literal: Literal::new(at, needs(self.digit, name, "digit")?, true),
                }
            }
            "too few digits" => End::TooFewDigits {
                cells: cells(needs(self.cells, name, "cells")?)?,
                digits: needs(self.digits, name, "digits")?,
            },
            other => {
                return Err(format!(
                    "unknown contradiction {other:?}: a branch's contradiction is {ENDS}"
                ));
            }
        })
    }
}

#[derive(Deserialize)]
struct BranchForm {
    assume: Literal,
    facts: Vec<Fact>,
    end: End,
}

impl<'de> Deserialize<'de> for Branch {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Branch, D::Error> {
        let BranchForm { assume, facts, end } = BranchForm::deserialize(deserializer)?;
        Ok(Branch { assume, facts, end })
    }
}

#[derive(Deserialize)]
struct ProofForm {
    kind: String,
    cell: Option<At>,
    house: Option<House>,
    #[serde(default)]
    fish: Option<Fish>,
    #[serde(default)]
    tridagon: Option<TridagonForm>,
    branches: Vec<Branch>,
}

/// A tridagon as `{"digits": [...], "cells": [...]}`: three digits and twelve cells.
#[derive(Deserialize)]
struct TridagonForm {
    digits: DigitSet,
    cells: Vec<At>,
}

impl TridagonForm {
    fn read(self) -> Result<TridagonPattern, Invalid> {
        let cells = cells(self.cells)?;
        if self.digits.len() != 3 || cells.len() != 12 {
            return Err(format!(
                "a tridagon has three digits and twelve cells, not {} and {}",
                self.digits.len(),
                cells.len()
            ));
        }
        Ok(TridagonPattern::new(self.digits, cells))
    }
}

impl<'de> Deserialize<'de> for Proof {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Proof, D::Error> {
        let form = ProofForm::deserialize(deserializer)?;
        let kind = match form.kind.as_str() {
            "contradiction" => ProofKind::Contradiction,
            "verity" => ProofKind::Verity,
            other => {
                return Err(D::Error::custom(format!(
                    "unknown proof kind {other:?}: a proof is a contradiction or a verity"
                )));
            }
        };
        Ok(Proof {
            kind,
            cell: form
                .cell
                .map(|at| at.cell())
                .transpose()
                .map_err(D::Error::custom)?,
            house: form.house,
            fish: form.fish,
            tridagon: form
                .tridagon
                .map(TridagonForm::read)
                .transpose()
                .map_err(D::Error::custom)?,
            branches: form.branches,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lit(cell: &str, digit: u8, holds: bool) -> Literal {
        Literal::new(cell.parse().unwrap(), Digit::new(digit).unwrap(), holds)
    }

    fn set(cells: &[&str]) -> CellSet {
        cells.iter().map(|c| c.parse::<Cell>().unwrap()).collect()
    }

    fn digits(list: &[u8]) -> DigitSet {
        list.iter().map(|&d| Digit::new(d).unwrap()).collect()
    }

    fn round_trip(proof: &Proof) {
        let json = serde_json::to_string(proof).unwrap();
        let back: Proof = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}: {json}"));
        assert_eq!(&back, proof, "{json}");
    }

    #[test]
    fn every_rule_and_every_end_reads_back() {
        let assume = lit("r1c1", 5, true);
        let inner = Proof::contradiction(
            lit("r9c5", 8, true),
            vec![],
            End::Both {
                literal: lit("r9c6", 2, true),
            },
        );
        let facts = vec![
            Fact::new(lit("r1c5", 5, false), Rule::Sees { by: assume }),
            Fact::new(lit("r2c2", 4, true), Rule::NakedSingle)
                .resting_on(vec![lit("r2c2", 1, false), lit("r2c2", 9, false)]),
            Fact::new(lit("r6c1", 7, true), Rule::HiddenSingle { house: House::col(0) }),
            Fact::new(
                lit("r4c5", 3, false),
                Rule::Locked {
                    house: House::block(4),
                    cells: set(&["r4c4", "r4c6"]),
                },
            ),
            Fact::new(
                lit("r7c2", 5, false),
                Rule::LockedSet {
                    cells: set(&["r7c1", "r8c1"]),
                    digits: digits(&[1, 5]),
                },
            ),
            Fact::new(
                lit("r8c8", 5, false),
                Rule::AlmostLockedSet {
                    cells: set(&["r8c1", "r8c2", "r8c3", "r8c5"]),
                    digits: digits(&[1, 3, 5, 7, 8]),
                    forced: "r7c3".parse().unwrap(),
                },
            )
            .resting_on(vec![lit("r7c3", 3, false)]),
            Fact::new(
                lit("r9c5", 8, false),
                Rule::Nested {
                    proof: Box::new(inner),
                },
            ),
        ];
        let ends = [
            End::NoCandidate {
                cell: "r3c3".parse().unwrap(),
            },
            End::NoPlace {
                digit: Digit::new(6).unwrap(),
                house: House::row(3),
            },
            End::Twice {
                digit: Digit::new(2).unwrap(),
                house: House::block(8),
            },
            End::Both {
                literal: lit("r5c5", 9, true),
            },
            End::TooFewDigits {
                cells: set(&["r1c7", "r1c8", "r1c9"]),
                digits: digits(&[3, 4]),
            },
        ];
        for end in ends {
            round_trip(&Proof::contradiction(assume, facts.clone(), end));
        }
        let branch = |assume: Literal| Branch {
            assume,
            facts: facts.clone(),
            end: End::Conclusions(vec![lit("r2c9", 1, false), lit("r3c9", 1, true)]),
        };
        round_trip(&Proof::cell_verity(
            "r1c1".parse().unwrap(),
            vec![branch(lit("r1c1", 5, true)), branch(lit("r1c1", 6, true))],
        ));
        round_trip(&Proof::house_verity(
            House::row(0),
            vec![branch(lit("r1c1", 5, true)), branch(lit("r1c4", 5, true))],
        ));
        let fish = Fish::new(
            Digit::ALL[4],
            vec![House::col(1), House::col(7)],
            vec![House::row(5), House::row(8)],
        );
        let kraken = Proof::fish_verity(
            fish,
            vec![branch(lit("r1c2", 5, true)), branch(lit("r7c8", 5, true))],
        );
        round_trip(&kraken);
        let json = serde_json::to_string(&kraken).unwrap();
        assert!(
            json.contains(r#""fish":{"digit":5,"base":["c2","c8"],"cover":["r6","r9"]}"#),
            "{json}"
        );
        // Proofs without a fish write no "fish" at all, as before.
        let plain = serde_json::to_string(&Proof::house_verity(House::row(0), vec![])).unwrap();
        assert!(!plain.contains("fish"), "{plain}");
        assert!(!plain.contains("tridagon"), "{plain}");
        let twelve = set(&[
            "r1c1", "r2c2", "r3c3", "r1c4", "r2c5", "r3c6", "r4c1", "r5c2", "r6c3", "r4c6", "r5c5", "r6c4",
        ]);
        let tridagon = Proof::tridagon_verity(
            TridagonPattern::new(digits(&[1, 2, 3]), twelve),
            vec![branch(lit("r5c5", 4, true)), branch(lit("r6c4", 4, true))],
        );
        round_trip(&tridagon);
        let json = serde_json::to_string(&tridagon).unwrap();
        assert!(
            json.contains(r#""tridagon":{"digits":[1,2,3],"cells":[{"row":1,"col":1},"#),
            "{json}"
        );
        // Eleven cells are no tridagon: the reader says so.
        let eleven = json.replace(r#",{"row":6,"col":4}]"#, "]");
        let error = serde_json::from_str::<Proof>(&eleven).unwrap_err();
        assert!(
            error.to_string().contains("twelve cells, not 3 and 11"),
            "{error}"
        );
    }
}
