//! How a proof is written for a person: one line for each fact that says why it holds
//! and what it rests on, the `sees` facts folded into the line of the fact that uses
//! them, and each nested proof written once as a numbered lemma where it is first used.

use std::fmt;

use super::{End, Fact, Literal, Proof, ProofKind, Rule};

impl Proof {
    /// The lemmas of the proof, in the order a reader meets them: each nested fact
    /// ([`Rule::Nested`]) once, however often it is used. A lemma's number is its
    /// position here, from 1; the text form and the JSON form number them so.
    ///
    /// A lemma comes before the lemmas inside its own proof, and a fact equal to an
    /// earlier lemma (the same literal with the same proof) is that lemma again.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Digit, End, Fact, Literal, Proof, Rule};
    ///
    /// let lit = |cell: &str, digit: u8, holds: bool| {
    ///     Literal::new(cell.parse::<Cell>().unwrap(), Digit::new(digit).unwrap(), holds)
    /// };
    /// // Inside the branch of r1c1=5, r1c2=3 leads to an empty r1c3: a lemma.
    /// let inner = Proof::contradiction(lit("r1c2", 3, true), vec![], End::NoCandidate { cell: "r1c3".parse()? });
    /// let lemma = Fact::new(lit("r1c2", 3, false), Rule::Nested { proof: Box::new(inner) });
    /// let proof = Proof::contradiction(lit("r1c1", 5, true), vec![lemma], End::NoCandidate { cell: "r1c9".parse()? });
    /// assert_eq!(proof.lemmas().len(), 1);
    /// assert_eq!(proof.lemmas()[0].literal, lit("r1c2", 3, false));
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[must_use]
    pub fn lemmas(&self) -> Vec<&Fact> {
        let mut lemmas = Vec::new();
        collect_lemmas(self, &mut lemmas);
        lemmas
    }
}

fn collect_lemmas<'p>(proof: &'p Proof, lemmas: &mut Vec<&'p Fact>) {
    for fact in proof.branches.iter().flat_map(|b| &b.facts) {
        if let Rule::Nested { proof: inner } = &fact.rule
            && !lemmas.contains(&fact)
        {
            lemmas.push(fact);
            collect_lemmas(inner, lemmas);
        }
    }
}

/// Whether a nested proof derives its fact directly: its assumption is the fact's
/// opposite, no fact of it reads the assumption, and it ends where its last fact
/// contradicts the assumption. Such a lemma is written as the derivation it is, not as
/// a supposition.
pub(crate) fn is_direct(fact: &Fact, inner: &Proof) -> bool {
    let [branch] = inner.branches.as_slice() else {
        return false;
    };
    let assume = branch.assume;
    let reads_assumption = branch
        .facts
        .iter()
        .any(|f| matches!(f.rule, Rule::Sees { by } if by == assume) || f.from.contains(&assume));
    matches!(branch.end, End::Both { literal } if literal == assume)
        && branch
            .facts
            .last()
            .is_some_and(|last| last.literal == fact.literal)
        && !reads_assumption
}

/// Writes a proof with its lemmas numbered as [`Proof::lemmas`] numbers them.
struct Writer<'p, 'f, 'g> {
    f: &'f mut fmt::Formatter<'g>,
    lemmas: Vec<&'p Fact>,
}

impl<'p> Writer<'p, '_, '_> {
    fn proof(&mut self, proof: &'p Proof, indent: usize) -> fmt::Result {
        let pad = "  ".repeat(indent);
        match (proof.kind, proof.cell, proof.house, &proof.fish, proof.tridagon) {
            (ProofKind::Verity, _, _, _, Some(tridagon)) => {
                writeln!(
                    self.f,
                    "{pad}The tridagon {} in {} cannot take only those digits, so one of its guardians is true:",
                    tridagon.digits,
                    tridagon.cells.to_list(),
                )?;
            }
            (ProofKind::Verity, _, _, Some(fish), _) => {
                let houses = |list: &[super::House]| {
                    list.iter().map(ToString::to_string).collect::<Vec<_>>().join(",")
                };
                let digit = fish.digit;
                writeln!(
                    self.f,
                    "{pad}Either a fin is {digit}, or the fish {digit} {} {} takes {digit} out of its cover outside its base:",
                    houses(&fish.base),
                    houses(&fish.cover),
                )?;
            }
            (ProofKind::Verity, Some(cell), _, _, _) => {
                writeln!(self.f, "{pad}{cell} holds one of its candidates:")?
            }
            (ProofKind::Verity, _, Some(house), _, _) => match proof.branches.first().map(|b| b.assume.digit)
            {
                Some(digit) => writeln!(self.f, "{pad}{digit} goes somewhere in {house}:")?,
                None => writeln!(self.f, "{pad}one place of {house}:")?,
            },
            _ => {}
        }
        let verity = proof.kind == ProofKind::Verity;
        let inner = indent + usize::from(verity);
        for branch in &proof.branches {
            let verb = if inner == 0 { "Suppose" } else { "If" };
            writeln!(self.f, "{}{verb} {}:", "  ".repeat(inner), branch.assume)?;
            self.facts(&branch.facts, inner + 1)?;
            self.end(&branch.end, inner + 1)?;
        }
        if verity {
            writeln!(self.f, "{pad}Every possible branch concludes the same.")?;
        }
        Ok(())
    }

    /// The facts of a branch, one line each; a `sees` fact that the next fact reads is
    /// written inside that fact's line.
    fn facts(&mut self, facts: &'p [Fact], indent: usize) -> fmt::Result {
        let pad = "  ".repeat(indent);
        let mut folded = vec![false; facts.len()];
        for (i, fact) in facts.iter().enumerate() {
            if folded[i] {
                continue;
            }
            // The `sees` facts that come just before this fact's line and that it reads.
            let mut seen: Vec<&Fact> = Vec::new();
            if matches!(fact.rule, Rule::Sees { .. }) {
                // Folded into the first later fact that reads it, when that fact comes
                // before any other line.
                let next = (i + 1..facts.len()).find(|&j| !matches!(facts[j].rule, Rule::Sees { .. }));
                if let Some(j) = next
                    && facts[j].from.contains(&fact.literal)
                    && facts[i..j].iter().all(|s| facts[j].from.contains(&s.literal))
                {
                    for (k, s) in facts.iter().enumerate().take(j).skip(i) {
                        folded[k] = true;
                        seen.push(s);
                    }
                    folded[j] = true;
                    self.fact(&facts[j], &seen, indent)?;
                    continue;
                }
                write!(self.f, "{pad}")?;
                self.line(fact, &[])?;
                continue;
            }
            self.fact(fact, &seen, indent)?;
        }
        Ok(())
    }

    /// One fact: a line, or a lemma's block.
    fn fact(&mut self, fact: &'p Fact, seen: &[&Fact], indent: usize) -> fmt::Result {
        let pad = "  ".repeat(indent);
        if let Rule::Nested { proof } = &fact.rule {
            if let Some(n) = self.lemmas.iter().position(|l| *l == fact) {
                return writeln!(self.f, "{pad}{} (lemma {})", fact.literal, n + 1);
            }
            self.lemmas.push(fact);
            let n = self.lemmas.len();
            let using = if fact.from.is_empty() {
                String::new()
            } else {
                // A `sees` fact folded into this header is written with what it sees,
                // since it has no line of its own to find.
                format!(" (using {} of this branch)", premises(fact, seen))
            };
            writeln!(
                self.f,
                "{pad}Lemma {n}: {} is not {}{using}:",
                fact.literal.cell(),
                fact.literal.digit()
            )?;
            if is_direct(fact, proof) {
                // The derivation itself; its last fact is the lemma.
                let facts = &proof.branches[0].facts;
                let (last, shown) = facts.split_last().expect("a direct lemma has facts");
                self.facts(shown, indent + 1)?;
                write!(self.f, "{pad}  so ")?;
                return self.line(last, &[]);
            }
            return self.proof(proof, indent + 1);
        }
        write!(self.f, "{pad}")?;
        self.line(fact, seen)
    }

    /// A fact's line, with the `sees` facts it reads written with their reasons.
    fn line(&mut self, fact: &Fact, seen: &[&Fact]) -> fmt::Result {
        let reason = match &fact.rule {
            Rule::Sees { by } => format!("sees {by}"),
            Rule::NakedSingle => "naked single".to_string(),
            Rule::HiddenSingle { house } => format!("hidden single in {house}"),
            Rule::Locked { house, cells } => format!(
                "in {house}, {} is only in {}, which it sees",
                fact.literal.digit,
                cells.to_list()
            ),
            Rule::LockedSet { cells, digits } => format!(
                "locked set {} {{{}}}, whose {} it sees",
                cells.to_list(),
                digits.join(""),
                fact.literal.digit
            ),
            Rule::AlmostLockedSet {
                cells,
                digits,
                forced,
            } => format!(
                "{digit} is in the almost locked set {} {{{}}}, or {forced} would have no candidate; it sees every {digit} there",
                cells.to_list(),
                digits.join(""),
                digit = fact.literal.digit
            ),
            Rule::Nested { .. } => "a net inside: it leads to a contradiction".to_string(),
        };
        if fact.from.is_empty() {
            writeln!(self.f, "{} ({reason})", fact.literal)
        } else {
            writeln!(self.f, "{} ({reason}: {})", fact.literal, premises(fact, seen))
        }
    }

    fn end(&mut self, end: &End, indent: usize) -> fmt::Result {
        let pad = "  ".repeat(indent);
        match end {
            End::NoCandidate { cell } => writeln!(self.f, "{pad}{cell} has no candidate left: contradiction"),
            End::NoPlace { digit, house } => {
                writeln!(self.f, "{pad}{digit} has no place left in {house}: contradiction")
            }
            End::Twice { digit, house } => writeln!(self.f, "{pad}{digit} twice in {house}: contradiction"),
            End::Both { literal } => {
                writeln!(self.f, "{pad}{literal} and {}: contradiction", literal.negated())
            }
            End::TooFewDigits { cells, digits } => writeln!(
                self.f,
                "{pad}{} hold only {{{}}} between them: contradiction",
                cells.to_list(),
                digits.join("")
            ),
            End::Conclusions(literals) => writeln!(self.f, "{pad}so {}", list(literals)),
        }
    }
}

/// What `fact` rests on, `r1c2<>4 by r1c5=4, r8c4<>4`: a premise among the `sees`
/// facts folded into its line is written with what it sees.
fn premises(fact: &Fact, seen: &[&Fact]) -> String {
    fact.from
        .iter()
        .map(|p| match seen.iter().find(|s| s.literal == *p) {
            Some(Fact {
                rule: Rule::Sees { by },
                ..
            }) => format!("{p} by {by}"),
            _ => p.to_string(),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// `r1c1<>5, r4c4=2`.
fn list(literals: &[Literal]) -> String {
    literals
        .iter()
        .map(Literal::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

impl fmt::Display for Proof {
    /// The proof as an indented tree: one line for each fact with its reason and what it
    /// rests on, each nested proof written once as a numbered lemma where it is first
    /// used.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Writer {
            f,
            lemmas: Vec::new(),
        }
        .proof(self, 0)
    }
}

impl fmt::Display for Fact {
    /// The fact and its reason on one line: `r8c8=1 (naked single: r8c8<>3, r8c8<>6)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(OneLine(self).to_string().trim_end())
    }
}

/// A fact written as its line in a proof.
struct OneLine<'a>(&'a Fact);

impl fmt::Display for OneLine<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Writer {
            f,
            lemmas: Vec::new(),
        }
        .line(self.0, &[])
    }
}
