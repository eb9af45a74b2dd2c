//! Long branches cut into lemmas: blocks a reader can hold at once.
//!
//! A branch of a net may need sixty facts or more. Most of them come in runs that serve
//! one later fact alone: the facts that make `r6c9<>5`, say, that nothing else reads.
//! Such a run is a lemma of the branch ("Lemma 2: r6c9 is not 5"), proven on its own
//! from the facts before it, and the branch then cites it. In the proof format a lemma
//! is a nested fact ([`Rule::Nested`]) whose proof assumes the opposite and reaches it
//! again (an [`End::Both`]), so every checker of the format replays it as it is.
//!
//! Where facts serve several later facts each, no run serves one alone; a contradiction
//! still longer than two blocks then goes on in stages: the branch keeps its first
//! facts, and the rest is a lemma refuting one of its true facts (the branch then ends
//! in that fact both true and false).

use super::{Branch, End, Fact, Literal, Proof, Rule};

impl Proof {
    /// The proof with every branch (and every lemma) of more than `most` facts of its
    /// own cut into lemmas, as far as its facts allow: each run of facts that only one
    /// later false fact reads can become that fact's lemma. The premises of the new
    /// lemmas are filled in from `planes`, the grid's candidates.
    pub(crate) fn in_blocks(mut self, most: usize, planes: &[u128; 9]) -> Proof {
        for branch in &mut self.branches {
            cut(branch, most, planes);
        }
        self
    }
}

impl Branch {
    /// The branch as one argument, its stages read through: while it ends in a fact
    /// both true and false because its last fact is a lemma refuting that fact (a
    /// stage, see [`stage`]), that lemma's facts and end take the place of both. Every
    /// fact of a lemma follows from its assumption, which holds in the branch, so this is
    /// the same argument told in one run: what a step's notation and sentence tell.
    pub(crate) fn through_stages(&self) -> std::borrow::Cow<'_, Branch> {
        let mut branch = std::borrow::Cow::Borrowed(self);
        while let End::Both { literal } = branch.end
            && let Some(Fact {
                literal: refuted,
                rule: Rule::Nested { proof },
                ..
            }) = branch.facts.last()
            && *refuted == literal.negated()
            && let [inner] = proof.branches.as_slice()
            && inner.assume == literal
        {
            let inner = inner.clone();
            let owned = branch.to_mut();
            owned.facts.pop();
            owned.facts.extend(inner.facts);
            owned.end = inner.end;
        }
        branch
    }
}

/// Cuts `branch`, and the lemmas inside it, into blocks of at most `most` facts where
/// its facts allow, and a contradiction longer than twice that into stages whatever
/// its facts.
fn cut(branch: &mut Branch, most: usize, planes: &[u128; 9]) {
    while branch.facts.len() > most {
        let Some((lemma, run)) = best_run(branch, most) else {
            break;
        };
        extract(branch, lemma, &run, planes);
    }
    if branch.facts.len() > 2 * most {
        stage(branch, most, planes);
    }
    for fact in &mut branch.facts {
        if let Rule::Nested { proof } = &mut fact.rule {
            for inner in &mut proof.branches {
                cut(inner, most, planes);
            }
        }
    }
}

/// What each fact of a branch reads among the branch's facts (by index); the
/// assumption and the literals of enclosing branches are not counted.
fn reads_within(branch: &Branch) -> Vec<Vec<usize>> {
    let index = |l: &Literal| branch.facts.iter().position(|f| f.literal == *l);
    branch
        .facts
        .iter()
        .map(|fact| match fact.rule {
            Rule::Sees { by } => index(&by).into_iter().collect(),
            _ => fact.from.iter().filter_map(index).collect(),
        })
        .collect()
}

/// The facts of `branch` that its end reads.
fn end_reads(branch: &Branch) -> Vec<usize> {
    let reads = |l: &Literal| match &branch.end {
        End::Both { literal } => l.cell == literal.cell && l.digit == literal.digit,
        End::Twice { digit, house } => l.holds && l.digit == *digit && house.cells().contains(l.cell),
        End::NoCandidate { cell } => !l.holds && l.cell == *cell,
        End::NoPlace { digit, house } => !l.holds && l.digit == *digit && house.cells().contains(l.cell),
        End::TooFewDigits { cells, .. } => !l.holds && cells.contains(l.cell),
        End::Conclusions(ends) => ends.contains(l),
    };
    (0..branch.facts.len())
        .filter(|&i| reads(&branch.facts[i].literal))
        .collect()
}

/// The run to cut out as a lemma: the false fact whose run (the facts only it needs)
/// is the largest that fits in a block, or the largest of all when none fits (it is cut
/// again inside its lemma). `None` when no false fact has a run.
fn best_run(branch: &Branch, most: usize) -> Option<(usize, Vec<usize>)> {
    let reads = reads_within(branch);
    let n = branch.facts.len();
    let mut users: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (i, r) in reads.iter().enumerate() {
        for &j in r {
            users[j].push(i);
        }
    }
    let ends = end_reads(branch);
    let mut best: Option<(usize, Vec<usize>)> = None;
    let better = |run: &[usize], best: &Option<(usize, Vec<usize>)>| {
        let fits = run.len() < most;
        match best {
            None => true,
            Some((_, b)) => {
                let b_fits = b.len() < most;
                (fits && !b_fits) || (fits == b_fits && run.len() > b.len())
            }
        }
    };
    for lemma in 0..n {
        if branch.facts[lemma].literal.holds {
            continue;
        }
        let run = run_of(lemma, &reads, &users, &ends);
        // A lemma worth its block: it takes at least two facts off the branch, and
        // leaves the branch more than the lemma.
        if run.len() >= 2 && run.len() + 1 < n && better(&run, &best) {
            best = Some((lemma, run));
        }
    }
    best
}

/// The facts that only `lemma` needs: its ancestors within the branch that neither the
/// end nor any fact outside the run reads.
fn run_of(lemma: usize, reads: &[Vec<usize>], users: &[Vec<usize>], ends: &[usize]) -> Vec<usize> {
    let n = reads.len();
    let mut inside = vec![false; n];
    let mut stack = reads[lemma].clone();
    while let Some(f) = stack.pop() {
        if !std::mem::replace(&mut inside[f], true) {
            stack.extend(&reads[f]);
        }
    }
    // Leave out what something outside the run reads, until nothing changes.
    loop {
        let mut changed = false;
        for f in 0..n {
            if inside[f] && (ends.contains(&f) || users[f].iter().any(|&u| u != lemma && !inside[u])) {
                inside[f] = false;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    (0..n).filter(|&f| inside[f]).collect()
}

/// Replaces the facts of `run` and `lemma` by one nested fact: the lemma, whose proof
/// assumes its candidate and derives it false again from the run. A lemma that is
/// nested already takes the run at the head of its own proof.
fn extract(branch: &mut Branch, lemma: usize, run: &[usize], planes: &[u128; 9]) {
    let literal = branch.facts[lemma].literal;
    let facts: Vec<Fact> = run.iter().map(|&i| branch.facts[i].clone()).collect();
    let mut nested = branch.facts[lemma].clone();
    match &mut nested.rule {
        Rule::Nested { proof } if proof.branches.len() == 1 => {
            let inner = &mut proof.branches[0];
            inner.facts.splice(0..0, facts);
        }
        _ => {
            let mut facts = facts;
            facts.push(nested);
            let assume = literal.negated();
            let proof = Proof::contradiction(assume, facts, End::Both { literal: assume });
            nested = Fact::new(
                literal,
                Rule::Nested {
                    proof: Box::new(proof),
                },
            );
        }
    }
    nested.from = super::premises::nested_premises(&mut nested, planes);
    let mut kept = Vec::with_capacity(branch.facts.len() - run.len());
    for (i, fact) in std::mem::take(&mut branch.facts).into_iter().enumerate() {
        if i == lemma {
            kept.push(nested.clone());
        } else if !run.contains(&i) {
            kept.push(fact);
        }
    }
    branch.facts = kept;
}

/// Cuts a long contradiction whose facts each serve several later ones into stages: the
/// branch keeps its first facts (at most `most`, where fewest of them are read further
/// on), and the rest becomes a lemma that refutes a true fact of the branch, `o`,
/// assuming it again and reaching the branch's old end with the earlier facts known
/// ("Lemma 4: r3c6 is not 4 (using ... of this branch)"); the branch then ends with `o`
/// both true and false. The lemma is cut again in turn. A branch that must reach
/// conclusions (a verity's) is left as it is.
fn stage(branch: &mut Branch, most: usize, planes: &[u128; 9]) {
    if !branch.end.is_contradiction() || most < 2 {
        return;
    }
    let reads = reads_within(branch);
    let ends = end_reads(branch);
    let n = branch.facts.len();
    // Per cut `k`: the facts before it that the facts after it or the end read.
    let crossing = |k: usize| -> Vec<usize> {
        (0..k)
            .filter(|&i| ends.contains(&i) || (k..n).any(|j| reads[j].contains(&i)))
            .collect()
    };
    // A cut that refutes a fact rather than the assumption (which reads oddly: "if r2c7
    // is 3" inside its own branch), and among those the one with fewest facts read
    // across it.
    let mut best: Option<(usize, Literal)> = None;
    let mut fewest = (true, usize::MAX);
    for k in (most / 2..most).rev() {
        let cross = crossing(k);
        // The true fact to refute: the last one the rest reads, else the last one before
        // the cut, else the assumption.
        let refuted = cross
            .iter()
            .rev()
            .map(|&i| branch.facts[i].literal)
            .find(|l| l.holds)
            .or_else(|| {
                branch.facts[..k]
                    .iter()
                    .rev()
                    .map(|f| f.literal)
                    .find(|l| l.holds)
            })
            .or_else(|| branch.assume.holds.then_some(branch.assume));
        if let Some(o) = refuted
            && (o == branch.assume, cross.len()) < fewest
        {
            fewest = (o == branch.assume, cross.len());
            best = Some((k, o));
        }
    }
    let Some((k, o)) = best else {
        return;
    };
    let rest = branch.facts.split_off(k);
    let end = std::mem::replace(&mut branch.end, End::Both { literal: o });
    // A digit twice in a house may be placed once before the cut: the lemma reads it.
    let placed_before: Vec<Literal> = match &end {
        End::Twice { digit, house } => std::iter::once(branch.assume)
            .chain(branch.facts.iter().map(|f| f.literal))
            .filter(|l| l.holds && l.digit == *digit && house.cells().contains(l.cell) && *l != o)
            .collect(),
        _ => Vec::new(),
    };
    let proof = Proof::contradiction(o, rest, end);
    let mut lemma = Fact::new(
        o.negated(),
        Rule::Nested {
            proof: Box::new(proof),
        },
    );
    lemma.from = super::premises::nested_premises(&mut lemma, planes);
    for l in placed_before {
        if !lemma.from.contains(&l) {
            lemma.from.push(l);
        }
    }
    branch.facts.push(lemma);
}
