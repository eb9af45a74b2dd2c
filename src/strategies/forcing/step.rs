//! Forcing steps built from plans: each branch propagated again with its causes
//! recorded, told in notation and in words, and written out as a proof.

use super::implications::{Base, Propagation, Reach};
use super::literal::Lit;
use super::minimal::{Goal, Prover};
use super::text::{
    Summary, conflict_targets, describe_conflict, describe_end, join_and, join_or, summaries, told,
};
use super::{Plan, Scope, Source, kraken_fish, proof};
use crate::{
    Branch, Candidate, CellSet, DigitSet, End, Fact, Fish, House, Link, Literal, Proof, Rule, Step,
    StepBuilder, TridagonPattern,
};

/// The scratch space of building forcing steps, owned by one scan: a propagation that
/// records the causes of what it derives, the prover that writes the smallest proof a
/// net's facts allow, and the refutations written so far.
pub(super) struct Scratch {
    pub(super) propagation: Propagation,
    pub(super) prover: Prover,
    /// By assumption (a literal's index): the facts of its refutation once sized, `None`
    /// inside when it has none. A scan sizes plans of one grid, and an assumption is
    /// refuted in several plans (alone, and in the bundles of its cell and houses).
    refutation_sizes: Vec<Option<Option<usize>>>,
    /// By assumption, a net's refutation once written, `None` inside when it has none:
    /// the step of a plan is built from the very branches its sizing wrote.
    net_refutations: Vec<Option<Option<Branch>>>,
}

impl Scratch {
    pub(super) fn new(reach: Reach, max_depth: usize) -> Scratch {
        Scratch {
            propagation: Propagation::new(reach, max_depth),
            prover: Prover::new(),
            refutation_sizes: vec![None; 1458],
            net_refutations: vec![None; 1458],
        }
    }
}

/// The most facts a block of a net's proof (a branch, or a lemma) has of its own, where
/// its facts allow: longer runs are cut into lemmas.
const BLOCK: usize = 20;

/// A branch of a step as the propagation wrote it, before its proof is finished: what
/// it is, and, for a chain, how it is told (a net is told from its finished proof).
struct Raw {
    branch: Branch,
    role: Role,
    chain: Option<ChainTold>,
}

/// What a branch does in its step.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Role {
    /// It ends in a contradiction.
    Refuted,
    /// It reaches the step's conclusions.
    Concludes,
    /// A member of a cell or house that a bundle of refutations keeps: it rules the
    /// refuted ones out by sight, and is not told.
    Kept,
}

/// A chain's branch as the propagation tells it.
struct ChainTold {
    summaries: Vec<Summary>,
    long: String,
    short: String,
}

/// Propagates `assumption` and writes how it ends in a contradiction: for a net the
/// smallest proof its facts allow, for a chain the chain the propagation followed.
fn refute(base: &Base, scratch: &mut Scratch, reach: Reach, assumption: Lit) -> Option<Raw> {
    if reach == Reach::Nets {
        return Some(Raw {
            branch: net_refutation(base, scratch, assumption)?,
            role: Role::Refuted,
            chain: None,
        });
    }
    scratch.propagation.run(base, assumption)?;
    let propagation = &scratch.propagation;
    let (short, long) = describe_conflict(propagation);
    let summaries = summaries(propagation, reach, &conflict_targets(propagation));
    let proof = proof::refutation(propagation, |_| None)?;
    Some(Raw {
        branch: proof.branches.into_iter().next()?,
        role: Role::Refuted,
        chain: Some(ChainTold {
            summaries,
            long,
            short,
        }),
    })
}

/// The smallest proof a net's facts allow that `assumption` leads to a contradiction;
/// written once, then remembered.
fn net_refutation(base: &Base, scratch: &mut Scratch, assumption: Lit) -> Option<Branch> {
    if let Some(branch) = &scratch.net_refutations[assumption.index()] {
        return branch.clone();
    }
    let branch = scratch.propagation.run(base, assumption).and_then(|_| {
        let known = scratch.propagation.established();
        let built = scratch
            .prover
            .prove(base, None, &known, assumption, &[], Goal::Contradiction)?;
        Some(built.branch)
    });
    scratch.net_refutations[assumption.index()] = Some(branch.clone());
    branch
}

/// Propagates `assumption` and writes how it reaches every one of `conclusions`.
fn conclude(
    base: &Base,
    scratch: &mut Scratch,
    reach: Reach,
    assumption: Lit,
    conclusions: &[Lit],
) -> Option<Raw> {
    scratch.propagation.run(base, assumption);
    if reach == Reach::Nets {
        let known = scratch.propagation.established();
        let built = scratch.prover.prove(
            base,
            None,
            &known,
            assumption,
            &[],
            Goal::Conclusions(conclusions),
        )?;
        return Some(Raw {
            branch: built.branch,
            role: Role::Concludes,
            chain: None,
        });
    }
    let propagation = &scratch.propagation;
    let targets: Option<Vec<usize>> = conclusions.iter().map(|&c| propagation.fact_of(c)).collect();
    let targets = targets?;
    let summaries = summaries(propagation, reach, &targets);
    let ends = conclusions.iter().map(|&c| proof::literal(c)).collect();
    let branch = proof::branch(propagation, &targets, End::Conclusions(ends), |_| None)?;
    Some(Raw {
        branch,
        role: Role::Concludes,
        chain: Some(ChainTold {
            summaries,
            long: String::new(),
            short: String::new(),
        }),
    })
}

/// How each branch of a finished proof is told: the raw branches' chain tellings, and
/// for nets the telling of the finished branch, lemmas cited by number.
struct Told {
    /// Per branch: its summaries (none for a kept member), and its contradiction in
    /// notation and words.
    branches: Vec<(Vec<Summary>, String, String)>,
}

fn tell(proof: &Proof, raws: Vec<Raw>) -> Told {
    let lemmas = proof.lemmas();
    let lemma_of = |f: &Fact| lemmas.iter().position(|l| *l == f).map(|n| n + 1);
    let branches = raws
        .into_iter()
        .zip(&proof.branches)
        .map(|(raw, branch)| match (raw.role, raw.chain) {
            (Role::Kept, _) => (Vec::new(), String::new(), String::new()),
            (_, Some(chain)) => (chain.summaries, chain.short, chain.long),
            (_, None) => {
                let branch = branch.through_stages();
                let (short, long) = describe_end(&branch);
                (vec![told(&branch, lemma_of)], short, long)
            }
        })
        .collect();
    Told { branches }
}

/// The proof of a step, finished: every fact's premises filled in, what the ends do not
/// rest on left out, and long branches cut into lemmas.
fn finish(proof: Proof, base: &Base) -> Proof {
    proof.with_premises(&base.planes).in_blocks(BLOCK, &base.planes)
}

/// Builds the step of `plan`; `None` if a branch does not reach what the plan says (it
/// always does, since the plan comes from the same propagations).
pub(super) fn build(base: &Base, scratch: &mut Scratch, scope: Scope, plan: &Plan) -> Option<Step> {
    let mut step = effect(Step::builder(scope.technique), &plan.conclusions);
    let mut texts = Vec::new();
    let mut links: Vec<Link> = Vec::new();
    let sentence;
    match plan.source {
        Source::Contradiction(assumption) => {
            let raw = refute(base, scratch, scope.reach, assumption)?;
            let branch = raw.branch.clone();
            let proof = finish(
                Proof::contradiction(branch.assume, branch.facts, branch.end),
                base,
            );
            let Told { mut branches } = tell(&proof, vec![raw]);
            let (summaries, short, long) = branches.pop()?;
            step = step.prove(proof);
            let a = assumption.candidate();
            step = step
                .detail(format!("{assumption} => {short}"))
                .pattern_candidate(a.cell, a.digit);
            let walks: Vec<String> = summaries.iter().map(|b| b.sentence.clone()).collect();
            for b in summaries {
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
            let raws = verity(base, scratch, scope, plan, &members, &mut step)?;
            let branches = raws.iter().map(|r| r.branch.clone()).collect();
            let proof = finish(Proof::cell_verity(cell, branches), base);
            let walks = walks(&proof, raws, &members, &mut texts, &mut links);
            step = step.prove(proof);
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
            let raws = verity(base, scratch, scope, plan, &members, &mut step)?;
            let branches = raws.iter().map(|r| r.branch.clone()).collect();
            let proof = finish(Proof::house_verity(house, branches), base);
            let walks = walks(&proof, raws, &members, &mut texts, &mut links);
            step = step.prove(proof);
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
            let mut unshown = Step::builder(scope.technique);
            let raws = verity(base, scratch, scope, plan, &members, &mut unshown)?;
            let branches = raws.iter().map(|r| r.branch.clone()).collect();
            let proof = finish(
                Proof::fish_verity(Fish::new(digit, bases.clone(), covers.clone()), branches),
                base,
            );
            let walks = walks(&proof, raws, &members, &mut texts, &mut links);
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
            step = step.prove(proof);
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
        Source::Tridagon(basis) => {
            let pattern = basis.pattern(base)?;
            let members = pattern.guardians(&base.digits);
            // The guardians are the branches; the pattern shows the whole tridagon.
            let mut unshown = Step::builder(scope.technique);
            let raws = verity(base, scratch, scope, plan, &members, &mut unshown)?;
            let branches = raws.iter().map(|r| r.branch.clone()).collect();
            let basis = TridagonPattern::new(pattern.digits(), pattern.cells());
            let proof = finish(Proof::tridagon_verity(basis, branches), base);
            let walks = walks(&proof, raws, &members, &mut texts, &mut links);
            step = pattern.decorate(step, &base.digits).detail(format!(
                "{}, guardians {}",
                pattern.shape_text(),
                pattern.guardians_text(&base.digits)
            ));
            for g in &members {
                step = step.fin(g.cell, g.digit);
            }
            step = step.prove(proof);
            let options: Vec<String> = members.iter().map(|&g| Lit::on(g).phrase()).collect();
            sentence = format!(
                "{} So one of the guardians is true: {}. {} Either way, {}.",
                pattern.sentence(&base.digits),
                join_or(&options),
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
    Some(step.note(note.join(" ")).explain(sentence).build())
}

/// The number of implications the proof of `plan` writes out, every branch counted;
/// `None` if a branch does not reach what the plan says. The count stops once it
/// passes `most`: a size over `most` is then only a lower bound.
pub(super) fn size(
    base: &Base,
    scratch: &mut Scratch,
    reach: Reach,
    plan: &Plan,
    most: usize,
) -> Option<usize> {
    let members: Vec<Candidate> = match plan.source {
        Source::Contradiction(assumption) => return refutation_size(base, scratch, reach, assumption),
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
        Source::Tridagon(basis) => basis.guardians(base),
    };
    let mut total = 0;
    for &member in &members {
        let refuted = match plan.source {
            Source::RefutedInCell(_, digits) => Some(digits.contains(member.digit)),
            Source::RefutedInUnit(_, _, cells) => Some(cells.contains(member.cell)),
            Source::Tridagon(basis) if basis.refutes(&members, member) => Some(true),
            _ => None,
        };
        total += match refuted {
            Some(true) => refutation_size(base, scratch, reach, Lit::on(member))?,
            Some(false) => plan.conclusions.iter().filter(|l| !l.is_on()).count(),
            None => conclude(base, scratch, reach, Lit::on(member), &plan.conclusions)?
                .branch
                .facts
                .len(),
        };
        if total > most {
            break;
        }
    }
    Some(total)
}

/// The facts of the proof that `assumption` leads to a contradiction, in the grid of the
/// scan that owns `scratch`; written once, then remembered.
fn refutation_size(base: &Base, scratch: &mut Scratch, reach: Reach, assumption: Lit) -> Option<usize> {
    if let Some(size) = scratch.refutation_sizes[assumption.index()] {
        return size;
    }
    let size = refute(base, scratch, reach, assumption).map(|raw| raw.branch.facts.len());
    scratch.refutation_sizes[assumption.index()] = Some(size);
    size
}

/// The step with the effect of `conclusions`: their placements, and their eliminations
/// but those a placement of the step implies.
fn effect(mut step: StepBuilder, conclusions: &[Lit]) -> StepBuilder {
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
/// a digit in a house), as the propagations write them. A member that the plan refutes
/// leads to a contradiction; one it keeps rules the refuted ones out by sight, or, in a
/// plain verity, reaches every conclusion.
fn verity(
    base: &Base,
    scratch: &mut Scratch,
    scope: Scope,
    plan: &Plan,
    members: &[Candidate],
    step: &mut StepBuilder,
) -> Option<Vec<Raw>> {
    let refuted = |c: &Candidate| match plan.source {
        Source::RefutedInCell(_, digits) => digits.contains(c.digit),
        Source::RefutedInUnit(_, _, cells) => cells.contains(c.cell),
        Source::Tridagon(basis) => basis.refutes(members, *c),
        _ => false,
    };
    let mut raws = Vec::new();
    for member in members {
        *step = std::mem::replace(step, Step::builder(scope.technique))
            .pattern_candidate(member.cell, member.digit);
        let assumption = Lit::on(*member);
        if refuted(member) {
            raws.push(refute(base, scratch, scope.reach, assumption)?);
        } else if matches!(plan.source, Source::RefutedInCell(..) | Source::RefutedInUnit(..)) {
            raws.push(Raw {
                branch: kept(*member, members.iter().filter(|m| refuted(m))),
                role: Role::Kept,
                chain: None,
            });
        } else {
            raws.push(conclude(
                base,
                scratch,
                scope.reach,
                assumption,
                &plan.conclusions,
            )?);
        }
    }
    Some(raws)
}

/// The sentences of a verity's branches, from its finished proof; the notation of each
/// branch goes to `texts` and its arrows to `links`.
fn walks(
    proof: &Proof,
    raws: Vec<Raw>,
    members: &[Candidate],
    texts: &mut Vec<String>,
    links: &mut Vec<Link>,
) -> Vec<String> {
    let roles: Vec<Role> = raws.iter().map(|r| r.role).collect();
    let Told { branches } = tell(proof, raws);
    let mut walks = Vec::new();
    for ((role, (summaries, _, long)), member) in roles.into_iter().zip(branches).zip(members) {
        let assumption = Lit::on(*member);
        let spine = summaries
            .iter()
            .map(|b| b.sentence.as_str())
            .collect::<Vec<_>>()
            .join("; ");
        match role {
            Role::Refuted => walks.push(format!(
                "If {}, then {spine}, and {long}: impossible.",
                assumption.phrase()
            )),
            Role::Concludes => walks.push(format!("If {}, then {spine}.", assumption.phrase())),
            Role::Kept => continue,
        }
        record(summaries, texts, links);
    }
    walks
}

/// The branch of a member that a bundle keeps: it rules out every refuted member by sight
/// (another digit of its cell, or the same digit in its house), and concludes that.
fn kept<'a>(member: Candidate, refuted: impl Iterator<Item = &'a Candidate>) -> crate::Branch {
    let assume = Literal::new(member.cell, member.digit, true);
    let mut facts = Vec::new();
    let mut ends = vec![assume];
    for r in refuted {
        let literal = Literal::new(r.cell, r.digit, false);
        facts.push(Fact::new(literal, Rule::Sees { by: assume }));
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

/// The step of a nested or deep net that refutes `assumption`, from the branch of its
/// proof (`None` when the proof could not be written: the step then has no proof, and
/// the checks of the tests refuse it).
pub(super) fn nested(base: &Base, branch: Option<Branch>, scope: Scope, assumption: Lit) -> Step {
    let c = assumption.candidate();
    let mut step = Step::builder(scope.technique)
        .eliminate(c.cell, c.digit)
        .pattern_candidate(c.cell, c.digit);
    let Some(branch) = branch else {
        return step.build();
    };
    let proof = Proof::contradiction(branch.assume, branch.facts, branch.end)
        .with_premises(&base.planes)
        .in_blocks(BLOCK, &base.planes);
    let main = proof.branches[0].through_stages();
    let main = main.as_ref();
    let (short, long) = describe_end(main);
    let lemmas = proof.lemmas();
    let lemma_of = |f: &Fact| lemmas.iter().position(|l| *l == f).map(|n| n + 1);
    let summary = told(main, lemma_of);
    let mut reasons = Vec::new();
    for fact in &main.facts {
        if let Rule::Nested { proof: inner } = &fact.rule
            && let Some(n) = lemma_of(fact)
        {
            let (inner_short, _) = describe_end(&inner.branches[0].through_stages());
            reasons.push(format!(
                "{} (lemma {n}) since {} => {inner_short}",
                fact.literal, inner.branches[0].assume
            ));
        }
    }
    let mut seen = Vec::with_capacity(summary.links.len());
    for l in summary.links {
        if !seen.contains(&l) {
            seen.push(l);
            step = step.link(l);
        }
    }
    let note = if reasons.is_empty() {
        format!("[{}]", summary.text)
    } else {
        format!("[{}; nested: {}]", summary.text, reasons.join("; "))
    };
    let count = match lemmas.len() {
        0 => String::new(),
        1 => " (with lemma 1, proven inside the branch)".to_string(),
        n => format!(" (with lemmas 1 to {n}, proven inside the branch)"),
    };
    step.detail(format!("{assumption} => {short}"))
        .note(note)
        .explain(format!(
            "Suppose {}. Then {}{count}. Then {long}: the assumption is false, so {}.",
            assumption.phrase(),
            summary.sentence,
            assumption.negated().phrase()
        ))
        .prove(proof)
        .build()
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
            Step::builder(crate::Technique::ForcingNet),
            &[
                lit("r1c1/5", true),
                lit("r1c9/5", false),
                lit("r1c1/3", false),
                lit("r9c9/5", false),
            ],
        )
        .build();
        assert_eq!(step.to_string(), "Forcing Net: r1c1=5, r9c9<>5");
    }
}
