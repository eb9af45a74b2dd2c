//! How forcing steps are told: a branch in notation (a chain in Eureka form, or a net's
//! summary) and in words, the links to draw, and the contradiction reached.

use super::implications::{Cause, Contradiction, Propagation, Reach};
use super::literal::Lit;
use crate::{Branch, CellSet, ChainNode, End, Fact, Link, LinkKind, Literal, Rule};

/// How many placements of a net branch its summary names.
const KEY_FACTS: usize = 6;

/// The facts that clash in the contradiction of the last run. When a candidate is
/// made false by a placement of the same digit in a peer (or of another digit in the
/// same cell), the two placements are the ones that clash; the assumption itself is
/// not a branch of its own.
pub(super) fn conflict_targets(propagation: &Propagation) -> Vec<usize> {
    let mut targets: Vec<usize> = match propagation.conflict() {
        Some(Contradiction::Both { on, off }) => match propagation.facts()[off].cause {
            Cause::Peer => vec![on, propagation.causes(off)[0] as usize],
            _ => vec![on, off],
        },
        Some(_) => propagation
            .conflict_causes()
            .iter()
            .map(|&f| f as usize)
            .collect(),
        None => Vec::new(),
    };
    if targets.len() > 1 {
        targets.retain(|&f| f != 0);
    }
    targets
}

/// One branch of a step: how one assumption reaches the conclusion (or the
/// contradiction).
pub(super) struct Summary {
    /// The notation: a chain in Eureka form, or a net's summary.
    pub(super) text: String,
    /// The same as words.
    pub(super) sentence: String,
    /// The links to draw.
    pub(super) links: Vec<Link>,
}

pub(super) fn node(literal: Lit) -> ChainNode {
    let c = literal.candidate();
    ChainNode {
        digit: c.digit,
        cells: CellSet::single(c.cell),
    }
}

/// The link from a cause to its effect: a true candidate makes others false (weak);
/// a false one makes another true (strong).
pub(super) fn link(from: Lit, to: Lit) -> Link {
    Link {
        from: node(from),
        to: node(to),
        kind: if from.is_on() {
            LinkKind::Weak
        } else {
            LinkKind::Strong
        },
    }
}

/// One stretch of a chain tree: its nodes (from one already written, after the first),
/// the node it ends at, and the candidates that node rules out by sight.
struct Part {
    text: String,
    phrases: Vec<String>,
    end: usize,
    leaves: Vec<Lit>,
}

impl Part {
    /// `(1)r4c5-(1)r9c5=(7)r9c1 => r2c456<>7`; one leaf ends the chain as a weak link,
    /// `(1)r4c5-(1)r9c5=(7)r9c1-(7)r2c4`.
    fn text(&self) -> String {
        let mut text = self.text.clone();
        if let [leaf] = self.leaves[..] {
            text.push('-');
            text.push_str(&leaf.candidate().to_string());
        } else if !self.leaves.is_empty() {
            text.push_str(" => ");
            text.push_str(&self.by_digit(
                |cells, digit| format!("{}<>{digit}", crate::step::compact_cells(cells)),
                ", ",
            ));
        }
        text
    }

    /// "r4c5 is 1, so r9c5 is not 1, so r2c4, r2c5 and r2c6 are not 7".
    fn sentence(&self) -> String {
        let mut phrases = self.phrases.clone();
        if let [leaf] = self.leaves[..] {
            phrases.push(leaf.phrase());
        } else if !self.leaves.is_empty() {
            phrases.push(self.by_digit(
                |cells, digit| {
                    let names: Vec<String> = cells.iter().map(|c| c.to_string()).collect();
                    let verb = if names.len() == 1 { "is" } else { "are" };
                    format!("{} {verb} not {digit}", join_and(&names))
                },
                " and ",
            ));
        }
        match phrases.split_first() {
            Some((first, rest)) if first == "and" => format!("and {}", rest.join(", so ")),
            _ => phrases.join(", so "),
        }
    }

    /// The leaves grouped by digit, each group written by `write`, joined by `sep`.
    fn by_digit(&self, write: impl Fn(CellSet, crate::Digit) -> String, sep: &str) -> String {
        let mut groups: Vec<(crate::Digit, CellSet)> = Vec::new();
        for leaf in &self.leaves {
            let c = leaf.candidate();
            match groups.iter_mut().find(|(d, _)| *d == c.digit) {
                Some((_, cells)) => cells.insert(c.cell),
                None => groups.push((c.digit, CellSet::single(c.cell))),
            }
        }
        groups
            .into_iter()
            .map(|(digit, cells)| write(cells, digit))
            .collect::<Vec<_>>()
            .join(sep)
    }
}

/// The branch of the last run that leads to the facts `targets`.
///
/// A chain branch is written once, as a tree with the effects at its leaves: the chain
/// to the first target, then each further chain from the last node it shares with what
/// is written already (that node first, as in `(4)r8c8-(4)r8c6`), and the candidates a
/// node rules out by sight written after it (`(7)r2c2 => r2c456,r3c123<>7`, or as a last
/// weak link when it is one), so a node
/// common to several targets appears once.
pub(super) fn summaries(propagation: &Propagation, reach: Reach, targets: &[usize]) -> Vec<Summary> {
    let facts = propagation.facts();
    match reach {
        Reach::Chains => {
            let mut parts: Vec<Part> = Vec::new();
            let mut links = Vec::new();
            let mut written: Vec<usize> = Vec::new();
            for &target in targets {
                let path = propagation.path(target);
                let literal = facts[target].literal;
                let parent = path.len().checked_sub(2).map(|i| path[i]);
                let leaf = parent.filter(|&p| !literal.is_on() && facts[p].literal.is_on());
                let chain = if leaf.is_some() {
                    &path[..path.len() - 1]
                } else {
                    &path[..]
                };
                let Some(&end) = chain.last() else {
                    continue;
                };
                if let Some(part) = parts.iter_mut().find(|p| p.end == end) {
                    if leaf.is_some() {
                        links.push(link(facts[end].literal, literal));
                        part.leaves.push(literal);
                    }
                    continue;
                }
                if leaf.is_none() && written.contains(&end) {
                    continue;
                }
                let from = chain.iter().rposition(|f| written.contains(f)).unwrap_or(0);
                let part = &chain[from..];
                let mut text = String::new();
                let mut phrases = Vec::new();
                // A further chain from the assumption goes on from it ("and r5c1 is not
                // 5, ..."); from another node, it names that node first.
                if from == 0 && !written.is_empty() {
                    phrases.push("and".to_string());
                } else if !written.is_empty() || part.len() == 1 {
                    phrases.push(facts[part[0]].literal.phrase());
                }
                for (i, &f) in part.iter().enumerate() {
                    let at = facts[f].literal;
                    if let Some(&before) = i.checked_sub(1).and_then(|j| part.get(j)) {
                        let before = facts[before].literal;
                        text.push(if before.is_on() { '-' } else { '=' });
                        links.push(link(before, at));
                        phrases.push(at.phrase());
                    }
                    text.push_str(&at.candidate().to_string());
                }
                written.extend_from_slice(part);
                let mut leaves = Vec::new();
                if leaf.is_some() {
                    links.push(link(facts[end].literal, literal));
                    leaves.push(literal);
                }
                parts.push(Part {
                    text,
                    phrases,
                    end,
                    leaves,
                });
            }
            vec![Summary {
                text: parts.iter().map(Part::text).collect::<Vec<_>>().join("; "),
                sentence: parts.iter().map(Part::sentence).collect::<Vec<_>>().join("; "),
                links,
            }]
        }
        Reach::Nets => {
            let net = propagation.ancestry(targets);
            let mut links = Vec::new();
            for &f in &net {
                for &cause in propagation.causes(f) {
                    links.push(link(facts[cause as usize].literal, facts[f].literal));
                }
            }
            let start = facts[0].literal;
            let key: Vec<Lit> = net
                .iter()
                .skip(1)
                .map(|&f| facts[f].literal)
                .filter(|l| l.is_on() && !targets.iter().any(|&t| facts[t].literal == *l))
                .collect();
            let ends: Vec<String> = targets.iter().map(|&t| facts[t].literal.to_string()).collect();
            let shown: Vec<String> = key.iter().take(KEY_FACTS).map(Lit::to_string).collect();
            let more = key.len().saturating_sub(KEY_FACTS);
            let mut middle = shown.join(", ");
            if more > 0 {
                middle.push_str(&format!(" (+{more})"));
            }
            let more_words = match more {
                0 => String::new(),
                1 => " and 1 more placement".to_string(),
                n => format!(" and {n} more placements"),
            };
            let implications = match net.len() - 1 {
                1 => "1 implication".to_string(),
                n => format!("{n} implications"),
            };
            let text = if middle.is_empty() {
                format!("{start} => {} ({implications})", ends.join(", "))
            } else {
                format!("{start} => {middle} => {} ({implications})", ends.join(", "))
            };
            let phrases: Vec<String> = key.iter().take(KEY_FACTS).map(|l| l.phrase()).collect();
            let ends_phrase: Vec<String> = targets.iter().map(|&t| facts[t].literal.phrase()).collect();
            let uses = |rule: fn(&Cause) -> bool| net.iter().any(|&f| rule(&facts[f].cause));
            let by = match (
                uses(|c| matches!(c, Cause::Locked(_))),
                uses(|c| matches!(c, Cause::LockedPair(..))),
            ) {
                (false, false) => "by singles",
                (true, false) => "by singles and locked candidates",
                (false, true) => "by singles and locked pairs",
                (true, true) => "by singles, locked candidates and locked pairs",
            };
            let sentence = if phrases.is_empty() {
                format!("{by} {} ({implications})", join_and(&ends_phrase))
            } else {
                format!(
                    "{by} {}{} ({implications} in all), so {}",
                    join_and(&phrases),
                    more_words,
                    join_and(&ends_phrase)
                )
            };
            vec![Summary {
                text,
                sentence,
                links,
            }]
        }
    }
}

/// `a`, `a and b`, `a, b and c`.
pub(super) fn join_and(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// `a`, `a or b`, `a, b or c`.
pub(super) fn join_or(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// A contradiction in notation and in words.
pub(super) fn describe_conflict(propagation: &Propagation) -> (String, String) {
    let facts = propagation.facts();
    match propagation.conflict() {
        Some(Contradiction::EmptyCell(cell)) => (
            format!("{cell} empty"),
            format!("{cell} would have no candidate left"),
        ),
        Some(Contradiction::NoPlace(digit, house)) => (
            format!("no {digit} in {house}"),
            format!("{digit} would have no place left in {house:#}"),
        ),
        Some(Contradiction::Both { on, off }) => {
            let on = facts[on].literal;
            let c = on.candidate();
            let peer = (facts[off].cause == Cause::Peer).then(|| propagation.causes(off)[0] as usize);
            match peer.map(|f| facts[f].literal.candidate()) {
                Some(other) if other.cell == c.cell => (
                    format!("{} holds {} and {}", c.cell, c.digit, other.digit),
                    format!("{} would hold both {} and {}", c.cell, c.digit, other.digit),
                ),
                Some(other) => {
                    let house = c
                        .cell
                        .houses()
                        .into_iter()
                        .find(|h| h.cells().contains(other.cell))
                        .unwrap_or(c.cell.row());
                    (
                        format!("{} twice in {house}", c.digit),
                        format!(
                            "{} would appear twice in {house:#} ({} and {})",
                            c.digit, other.cell, c.cell
                        ),
                    )
                }
                None => (
                    format!("{} both {} and not {}", c.cell, c.digit, c.digit),
                    format!("{} would both be and not be {}", c.cell, c.digit),
                ),
            }
        }
        None => (String::new(), String::new()),
    }
}

/// "r4c5 is 1", "r4c5 is not 1".
fn phrase(literal: Literal) -> String {
    if literal.holds() {
        format!("{} is {}", literal.cell(), literal.digit())
    } else {
        format!("{} is not {}", literal.cell(), literal.digit())
    }
}

/// The facts of `branch` that its end reads (or its conclusions), in the branch's order.
fn end_targets(branch: &Branch) -> Vec<Literal> {
    let reads = |l: &Literal| match &branch.end {
        End::Both { literal } => l.cell() == literal.cell() && l.digit() == literal.digit(),
        End::Twice { digit, house } => l.holds() && l.digit() == *digit && house.cells().contains(l.cell()),
        End::NoCandidate { cell } => !l.holds() && l.cell() == *cell,
        End::NoPlace { digit, house } => {
            !l.holds() && l.digit() == *digit && house.cells().contains(l.cell())
        }
        End::TooFewDigits { cells, .. } => !l.holds() && cells.contains(l.cell()),
        End::Conclusions(ends) => ends.contains(l),
    };
    std::iter::once(branch.assume)
        .chain(branch.facts.iter().map(|f| f.literal))
        .filter(reads)
        .collect()
}

/// What a fact of a branch reads: its `by`, or its premises.
fn reads(fact: &Fact) -> Vec<Literal> {
    match fact.rule {
        Rule::Sees { by } => vec![by],
        _ => fact.from.clone(),
    }
}

/// How a net's branch is told, from its proof: the placements on the way in notation,
/// the spine of each thread in words (from the assumption to what the end reads, each
/// step the premise that came last), and an arrow for every premise of every fact.
pub(super) fn told(branch: &Branch, lemma_of: impl Fn(&Fact) -> Option<usize>) -> Summary {
    let index = |l: Literal| branch.facts.iter().position(|f| f.literal == l);
    // How far each fact lies from the assumption: its thread's spine runs through the
    // premise that lies furthest.
    let mut depth = vec![0usize; branch.facts.len()];
    for (i, fact) in branch.facts.iter().enumerate() {
        depth[i] = 1 + reads(fact)
            .into_iter()
            .filter_map(index)
            .map(|j| depth[j])
            .max()
            .unwrap_or(0);
    }
    let targets = end_targets(branch);
    let mut links = Vec::new();
    for fact in &branch.facts {
        for premise in reads(fact) {
            if premise == branch.assume || index(premise).is_some() {
                links.push(literal_link(premise, fact.literal));
            }
        }
    }
    let key: Vec<Literal> = (branch.facts.iter())
        .map(|f| f.literal)
        .filter(|l| l.holds() && !targets.contains(l))
        .collect();
    let shown: Vec<String> = key.iter().take(KEY_FACTS).map(Literal::to_string).collect();
    let more = key.len().saturating_sub(KEY_FACTS);
    let mut middle = shown.join(", ");
    if more > 0 {
        middle.push_str(&format!(" (+{more})"));
    }
    let size: usize = (branch.facts.iter())
        .map(|f| match &f.rule {
            Rule::Nested { proof } => 1 + proof.size(),
            _ => 1,
        })
        .sum();
    let implications = match size {
        1 => "1 implication".to_string(),
        n => format!("{n} implications"),
    };
    let ends: Vec<String> = targets.iter().map(Literal::to_string).collect();
    let text = if middle.is_empty() {
        format!("{} => {} ({implications})", branch.assume, ends.join(", "))
    } else {
        format!(
            "{} => {middle} => {} ({implications})",
            branch.assume,
            ends.join(", ")
        )
    };
    // Each target's spine: from the assumption, through the premise that lies furthest
    // at each step. The spines share their start, which is told once.
    let spines: Vec<Vec<usize>> = targets
        .iter()
        .filter(|&&t| t != branch.assume)
        .map(|&t| {
            let mut path = Vec::new();
            let mut at = index(t);
            while let Some(i) = at {
                path.push(i);
                at = reads(&branch.facts[i])
                    .into_iter()
                    .filter_map(index)
                    .max_by_key(|&j| depth[j]);
            }
            path.reverse();
            path.retain(|&i| {
                let f = &branch.facts[i];
                f.literal == t || f.literal.holds() || matches!(f.rule, Rule::Nested { .. })
            });
            path
        })
        .collect();
    let shared = spines.first().map_or(0, |first| {
        (0..first.len())
            .take_while(|&k| spines.iter().all(|s| s.get(k) == first.get(k)))
            .count()
    });
    let words = |i: &usize| {
        let f = &branch.facts[*i];
        match lemma_of(f) {
            Some(n) => format!("{} (lemma {n})", phrase(f.literal)),
            None => phrase(f.literal),
        }
    };
    let start: Vec<String> = spines
        .first()
        .map_or(Vec::new(), |s| s[..shared].iter().map(words).collect());
    let tails: Vec<String> = spines
        .iter()
        .map(|s| {
            s[shared.min(s.len())..]
                .iter()
                .map(words)
                .collect::<Vec<_>>()
                .join(", so ")
        })
        .filter(|t| !t.is_empty())
        .collect();
    let sentence = match (start.is_empty(), tails.is_empty()) {
        (true, _) => tails.join("; and "),
        (false, true) => start.join(", so "),
        (false, false) => format!("{}, so {}", start.join(", so "), join_and(&tails)),
    };
    Summary {
        text,
        sentence,
        links,
    }
}

/// The arrow from a premise to the fact it gives.
fn literal_link(from: Literal, to: Literal) -> Link {
    let node = |l: Literal| ChainNode {
        digit: l.digit(),
        cells: CellSet::single(l.cell()),
    };
    Link {
        from: node(from),
        to: node(to),
        kind: if from.holds() {
            LinkKind::Weak
        } else {
            LinkKind::Strong
        },
    }
}

/// A contradiction in notation and in words, from the end of a proof's branch.
pub(super) fn describe_end(branch: &Branch) -> (String, String) {
    match &branch.end {
        End::NoCandidate { cell } => (
            format!("{cell} empty"),
            format!("{cell} would have no candidate left"),
        ),
        End::NoPlace { digit, house } => (
            format!("no {digit} in {house}"),
            format!("{digit} would have no place left in {house:#}"),
        ),
        End::Twice { digit, house } => {
            let cells: Vec<String> = end_targets(branch).iter().map(|l| l.cell().to_string()).collect();
            (
                format!("{digit} twice in {house}"),
                format!(
                    "{digit} would appear twice in {house:#} ({})",
                    cells.join(" and ")
                ),
            )
        }
        End::Both { literal } => (
            format!(
                "{} both {} and not {}",
                literal.cell(),
                literal.digit(),
                literal.digit()
            ),
            format!("{} would both be and not be {}", literal.cell(), literal.digit()),
        ),
        End::TooFewDigits { cells, digits } => (
            format!("{} hold only {{{}}}", cells.to_list(), digits.join("")),
            format!(
                "{} would hold only {} between them",
                cells.to_list(),
                digits.join(", ")
            ),
        ),
        End::Conclusions(_) => (String::new(), String::new()),
    }
}
