//! How forcing steps are told: a branch in notation (a chain in Eureka form, or a net's
//! summary) and in words, the links to draw, and the contradiction reached.

use super::implications::{Cause, Contradiction, Propagation, Reach};
use super::literal::Lit;
use crate::{CellSet, ChainNode, Link, LinkKind};

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

/// The branch of the last run that leads to the facts `targets`.
pub(super) fn summaries(propagation: &Propagation, reach: Reach, targets: &[usize]) -> Vec<Summary> {
    let facts = propagation.facts();
    match reach {
        Reach::Chains => targets
            .iter()
            .map(|&target| {
                let path = propagation.path(target);
                let mut text = String::new();
                let mut phrases = Vec::new();
                let mut links = Vec::new();
                for (i, &f) in path.iter().enumerate() {
                    let literal = facts[f].literal;
                    if let Some(&before) = i.checked_sub(1).and_then(|j| path.get(j)) {
                        let before = facts[before].literal;
                        text.push(if before.is_on() { '-' } else { '=' });
                        links.push(link(before, literal));
                        phrases.push(literal.phrase());
                    }
                    text.push_str(&literal.candidate().to_string());
                }
                Summary {
                    text,
                    sentence: phrases.join(", so "),
                    links,
                }
            })
            .collect(),
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
