//! Forcing steps built from plans: each branch propagated again with its causes
//! recorded, told in notation and in words, and written out as a proof.

use super::implications::{Base, Cause, Propagation, Reach};
use super::literal::Lit;
use super::nested::NestedNet;
use super::text::{Summary, conflict_targets, describe_conflict, join_and, join_or, summaries};
use super::{Plan, Scope, Source, kraken_fish, proof};
use crate::{Candidate, CellSet, DigitSet, End, Fact, Fish, House, Link, Literal, Proof, Rule, Step};

/// Builds the step of `plan`; `None` if a branch does not reach what the plan says (it
/// always does, since the plan comes from the same propagations).
pub(super) fn build(base: &Base, propagation: &mut Propagation, scope: Scope, plan: &Plan) -> Option<Step> {
    let mut step = effect(Step::new(scope.technique), &plan.conclusions);
    let mut texts = Vec::new();
    let mut links: Vec<Link> = Vec::new();
    let sentence;
    match plan.source {
        Source::Contradiction(assumption) => {
            propagation.run(base, assumption)?;
            step = step.prove(proof::refutation(propagation, |_| None)?);
            let (short, long) = describe_conflict(propagation);
            let branches = summaries(propagation, scope.reach, &conflict_targets(propagation));
            let a = assumption.candidate();
            step = step
                .detail(format!("{assumption} => {short}"))
                .pattern_candidate(a.cell, a.digit);
            let walks: Vec<String> = branches.iter().map(|b| b.sentence.clone()).collect();
            for b in branches {
                texts.push(b.text);
                links.extend(b.links);
            }
            let walk = if scope.reach == Reach::Chains {
                format!("Then {}", walks.join("; and "))
            } else {
                format!("Then, {}", walks.join("; "))
            };
            sentence = format!(
                "Suppose {}. {walk}. Then {long}: the assumption is false, so {}.",
                assumption.phrase(),
                conclusions_phrase(&plan.conclusions)
            );
        }
        Source::Cell(cell) | Source::RefutedInCell(cell, _) => {
            let digits = DigitSet::from_bits(base.digits[cell.index()]);
            step = step.detail(cell.to_string());
            let members: Vec<Candidate> = digits.iter().map(|d| Candidate::new(cell, d)).collect();
            let (walks, branches) = verity(
                base,
                propagation,
                scope,
                plan,
                &members,
                &mut step,
                &mut texts,
                &mut links,
            )?;
            step = step.prove(Proof::cell_verity(cell, branches));
            let options: Vec<String> = digits.iter().map(|d| d.to_string()).collect();
            sentence = format!(
                "{cell} must hold {}. {} Either way, {}.",
                join_or(&options),
                walks.join(" "),
                conclusions_phrase(&plan.conclusions)
            );
        }
        Source::Unit(digit, house) | Source::RefutedInUnit(digit, house, _) => {
            let places = CellSet::from_bits(base.planes[digit.index()]) & house.cells();
            step = step.detail(format!("{digit} in {house}")).house(house);
            let members: Vec<Candidate> = places.iter().map(|c| Candidate::new(c, digit)).collect();
            let (walks, branches) = verity(
                base,
                propagation,
                scope,
                plan,
                &members,
                &mut step,
                &mut texts,
                &mut links,
            )?;
            step = step.prove(Proof::house_verity(house, branches));
            sentence = format!(
                "{digit} must go somewhere in {house:#}: in {}. {} Either way, {}.",
                join_or(&places.iter().map(|c| c.to_string()).collect::<Vec<_>>()),
                walks.join(" "),
                conclusions_phrase(&plan.conclusions)
            );
        }
        Source::Fish {
            digit,
            base: base_houses,
            cover,
        } => {
            let fins = kraken_fish::fins(&base.planes, digit, base_houses, cover);
            let (bases, covers) = (kraken_fish::houses(base_houses), kraken_fish::houses(cover));
            let join = |lines: &[House]| {
                lines
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(",")
            };
            let words =
                |lines: &[House]| join_and(&lines.iter().map(|h| format!("{h:#}")).collect::<Vec<_>>());
            let mut detail = format!("{digit} {} {}", join(&bases), join(&covers));
            for fin in fins {
                detail.push_str(&format!(" f{fin}"));
            }
            let members: Vec<Candidate> = fins.iter().map(|c| Candidate::new(c, digit)).collect();
            // The fins are the branches; the pattern shows the whole fish.
            let mut scratch = Step::new(scope.technique);
            let (walks, branches) = verity(
                base,
                propagation,
                scope,
                plan,
                &members,
                &mut scratch,
                &mut texts,
                &mut links,
            )?;
            step = step.detail(detail);
            let boxes = bases
                .iter()
                .chain(&covers)
                .any(|h| h.kind() == crate::HouseKind::Box);
            let area = if boxes { "houses" } else { "lines" };
            for cell in kraken_fish::body(&base.planes, digit, base_houses, cover) {
                step = step.pattern_candidate(cell, digit);
            }
            for fin in fins {
                step = step.fin(fin, digit);
            }
            for line in bases.iter().chain(&covers) {
                step = step.house(*line);
            }
            step = step.prove(Proof::fish_verity(
                Fish::new(digit, bases.clone(), covers.clone()),
                branches,
            ));
            sentence = format!(
                "In {}, {digit} can only go in {} or in the fins {}. Without the fins that would be a fish: \
                 {} would take {digit} only within those {area}. So either a fin is {digit}, or {} cannot be {digit}. {} \
                 Either way, {}.",
                words(&bases),
                words(&covers),
                join_or(&fins.iter().map(|c| c.to_string()).collect::<Vec<_>>()),
                words(&covers),
                join_and(
                    &plan
                        .conclusions
                        .iter()
                        .map(|l| l.candidate().cell.to_string())
                        .collect::<Vec<_>>()
                ),
                walks.join(" "),
                conclusions_phrase(&plan.conclusions)
            );
        }
    }
    let mut seen = Vec::with_capacity(links.len());
    for l in links {
        if !seen.contains(&l) {
            seen.push(l);
            step = step.link(l);
        }
    }
    let note: Vec<String> = texts.iter().map(|t| format!("[{t}]")).collect();
    Some(step.note(note.join(" ")).explain(sentence))
}

/// The number of implications the proof of `plan` writes out, every branch counted;
/// `None` if a branch does not reach what the plan says.
pub(super) fn size(base: &Base, propagation: &mut Propagation, plan: &Plan) -> Option<usize> {
    let facts_to = |propagation: &Propagation, targets: &[usize]| propagation.ancestry(targets).len() - 1;
    let refuted_size = |propagation: &mut Propagation, assumption: Lit| {
        propagation.run(base, assumption)?;
        let (_, targets) = proof::contradiction(propagation)?;
        Some(facts_to(propagation, &targets))
    };
    let members: Vec<Candidate> = match plan.source {
        Source::Contradiction(assumption) => return refuted_size(propagation, assumption),
        Source::Cell(cell) | Source::RefutedInCell(cell, _) => DigitSet::from_bits(base.digits[cell.index()])
            .iter()
            .map(|d| Candidate::new(cell, d))
            .collect(),
        Source::Unit(digit, house) | Source::RefutedInUnit(digit, house, _) => {
            (CellSet::from_bits(base.planes[digit.index()]) & house.cells())
                .iter()
                .map(|c| Candidate::new(c, digit))
                .collect()
        }
        Source::Fish {
            digit,
            base: base_houses,
            cover,
        } => kraken_fish::fins(&base.planes, digit, base_houses, cover)
            .iter()
            .map(|c| Candidate::new(c, digit))
            .collect(),
    };
    let mut total = 0;
    for member in members {
        let refuted = match plan.source {
            Source::RefutedInCell(_, digits) => Some(digits.contains(member.digit)),
            Source::RefutedInUnit(_, _, cells) => Some(cells.contains(member.cell)),
            _ => None,
        };
        total += match refuted {
            Some(true) => refuted_size(propagation, Lit::on(member))?,
            Some(false) => plan.conclusions.iter().filter(|l| !l.is_on()).count(),
            None => {
                propagation.run(base, Lit::on(member));
                let targets: Option<Vec<usize>> =
                    plan.conclusions.iter().map(|&c| propagation.fact_of(c)).collect();
                facts_to(propagation, &targets?)
            }
        };
    }
    Some(total)
}

/// The step with the effect of `conclusions`: their placements, and their eliminations
/// but those a placement of the step implies.
fn effect(mut step: Step, conclusions: &[Lit]) -> Step {
    let placed: Vec<Candidate> = conclusions
        .iter()
        .filter(|l| l.is_on())
        .map(|l| l.candidate())
        .collect();
    for c in &placed {
        step = step.place(c.cell, c.digit);
    }
    for l in conclusions.iter().filter(|l| !l.is_on()) {
        let c = l.candidate();
        let implied = placed.iter().any(|p| {
            (p.cell == c.cell && p.digit != c.digit)
                || (p.digit == c.digit && p.cell.peers().contains(c.cell))
        });
        if !implied {
            step = step.eliminate(c.cell, c.digit);
        }
    }
    step
}

/// The branches of a verity over `members` (every candidate of a cell, or every place of
/// a digit in a house): in words, and as proofs. A member that the plan refutes leads
/// to a contradiction; one it keeps rules the refuted ones out by sight, or, in a plain
/// verity, reaches every conclusion.
#[allow(clippy::too_many_arguments)]
fn verity(
    base: &Base,
    propagation: &mut Propagation,
    scope: Scope,
    plan: &Plan,
    members: &[Candidate],
    step: &mut Step,
    texts: &mut Vec<String>,
    links: &mut Vec<Link>,
) -> Option<(Vec<String>, Vec<crate::Branch>)> {
    let refuted = |c: &Candidate| match plan.source {
        Source::RefutedInCell(_, digits) => digits.contains(c.digit),
        Source::RefutedInUnit(_, _, cells) => cells.contains(c.cell),
        _ => false,
    };
    let mut walks = Vec::new();
    let mut branches = Vec::new();
    for member in members {
        *step =
            std::mem::replace(step, Step::new(scope.technique)).pattern_candidate(member.cell, member.digit);
        let assumption = Lit::on(*member);
        if refuted(member) {
            propagation.run(base, assumption)?;
            let (_, long) = describe_conflict(propagation);
            let told = summaries(propagation, scope.reach, &conflict_targets(propagation));
            let proven = proof::refutation(propagation, |_| None)?;
            walks.push(format!(
                "If {}, then {}, and {long}: impossible.",
                assumption.phrase(),
                told.iter()
                    .map(|b| b.sentence.as_str())
                    .collect::<Vec<_>>()
                    .join("; ")
            ));
            record(told, texts, links);
            branches.extend(proven.branches);
        } else if matches!(plan.source, Source::RefutedInCell(..) | Source::RefutedInUnit(..)) {
            branches.push(kept(*member, members.iter().filter(|m| refuted(m))));
        } else {
            propagation.run(base, assumption);
            let targets: Option<Vec<usize>> =
                plan.conclusions.iter().map(|&c| propagation.fact_of(c)).collect();
            let targets = targets?;
            let told = summaries(propagation, scope.reach, &targets);
            let ends = plan.conclusions.iter().map(|&c| proof::literal(c)).collect();
            let proven = proof::branch(propagation, &targets, End::Conclusions(ends), |_| None)?;
            walks.push(format!(
                "If {}, then {}.",
                assumption.phrase(),
                told.iter()
                    .map(|b| b.sentence.as_str())
                    .collect::<Vec<_>>()
                    .join("; ")
            ));
            record(told, texts, links);
            branches.push(proven);
        }
    }
    Some((walks, branches))
}

/// The branch of a member that a bundle keeps: it rules out every refuted member by sight
/// (another digit of its cell, or the same digit in its house), and concludes that.
fn kept<'a>(member: Candidate, refuted: impl Iterator<Item = &'a Candidate>) -> crate::Branch {
    let assume = Literal::new(member.cell, member.digit, true);
    let mut facts = Vec::new();
    let mut ends = vec![assume];
    for r in refuted {
        let literal = Literal::new(r.cell, r.digit, false);
        facts.push(Fact {
            literal,
            rule: Rule::Sees { by: assume },
        });
        ends.push(literal);
    }
    crate::Branch {
        assume,
        facts,
        end: End::Conclusions(ends),
    }
}

fn record(told: Vec<Summary>, texts: &mut Vec<String>, links: &mut Vec<Link>) {
    for b in told {
        texts.push(b.text);
        links.extend(b.links);
    }
}

/// "r5c5 is not 5", "r5c5 is not 5 and r6c6 is 2".
fn conclusions_phrase(conclusions: &[Lit]) -> String {
    join_and(&conclusions.iter().map(|l| l.phrase()).collect::<Vec<_>>())
}

/// The step of a nested net from `assumption`, which `net` has just run.
pub(super) fn nested(base: &Base, net: &mut NestedNet, scope: Scope, assumption: Lit) -> Step {
    let c = assumption.candidate();
    let (short, long) = describe_conflict(net.outer());
    let targets = conflict_targets(net.outer());
    let mut branches = summaries(net.outer(), Reach::Nets, &targets);
    let nested: Vec<usize> = net
        .outer()
        .ancestry(&targets)
        .into_iter()
        .filter(|&f| net.outer().facts()[f].cause == Cause::Nested)
        .collect();
    let mut reasons = Vec::new();
    let mut sentences = Vec::new();
    for f in nested {
        let literal = net.outer().facts()[f].literal;
        if let Some((short, long)) = net.reason(base, f) {
            reasons.push(format!("{literal} since {short}"));
            sentences.push(format!("{} there, since then {long}", literal.phrase()));
        }
    }
    let mut step = Step::new(scope.technique)
        .eliminate(c.cell, c.digit)
        .detail(format!("{assumption} => {short}"))
        .pattern_candidate(c.cell, c.digit);
    if let Some(proof) = net.proof(base) {
        step = step.prove(proof);
    }
    let Some(main) = branches.pop() else {
        return step;
    };
    let mut seen = Vec::with_capacity(main.links.len());
    for l in main.links {
        if !seen.contains(&l) {
            seen.push(l);
            step = step.link(l);
        }
    }
    let (note, along) = if reasons.is_empty() {
        (format!("[{}]", main.text), String::new())
    } else {
        (
            format!("[{}; nested: {}]", main.text, reasons.join("; ")),
            format!("; along the way, {}", join_and(&sentences)),
        )
    };
    step.note(note).explain(format!(
        "Suppose {}. Then, {}{along}. Then {long}: the assumption is false, so {}.",
        assumption.phrase(),
        main.sentence,
        assumption.negated().phrase()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Cell, Digit};

    fn lit(text: &str, on: bool) -> Lit {
        let (cell, digit) = text.split_once('/').unwrap();
        let candidate = Candidate::new(
            cell.parse::<Cell>().unwrap(),
            Digit::new(digit.parse().unwrap()).unwrap(),
        );
        if on {
            Lit::on(candidate)
        } else {
            Lit::off(candidate)
        }
    }

    #[test]
    fn a_placement_carries_the_eliminations_it_implies() {
        let step = effect(
            Step::new(crate::Technique::ForcingNet),
            &[
                lit("r1c1/5", true),
                lit("r1c9/5", false),
                lit("r1c1/3", false),
                lit("r9c9/5", false),
            ],
        );
        assert_eq!(step.to_string(), "Forcing Net: r1c1=5, r9c9<>5");
    }
}
