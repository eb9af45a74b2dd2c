//! One branch of a chain's proof as it is written: what each node stands for, what the
//! branch knows of it, and the rules by which a node true or false makes the next one
//! false or true, with the facts they add.

use std::collections::HashMap;

use crate::{
    Branch, Candidate, Cell, CellSet, Digit, DigitSet, End, Fact, House, LayerGrid, LinkKind, Literal, Proof,
    Rule,
};

/// What one node of a chain stands for.
#[derive(Clone, Copy, Debug)]
pub(super) enum Node {
    /// The digit in one cell.
    One { cell: Cell, digit: Digit },
    /// The digit in one of two or three cells of a box-line intersection.
    Group { cells: CellSet, digit: Digit },
    /// The digit in an almost locked set: `cells` are the set's places of the digit.
    InSet {
        cells: CellSet,
        digit: Digit,
        set: CellSet,
        digits: DigitSet,
    },
}

impl Node {
    pub(super) fn digit(self) -> Digit {
        match self {
            Node::One { digit, .. } | Node::Group { digit, .. } | Node::InSet { digit, .. } => digit,
        }
    }

    pub(super) fn cells(self) -> CellSet {
        match self {
            Node::One { cell, .. } => CellSet::single(cell),
            Node::Group { cells, .. } | Node::InSet { cells, .. } => cells,
        }
    }
}

/// What a branch knows of a node.
#[derive(Clone, Copy, Debug)]
pub(super) enum State {
    /// Not reached yet.
    Unknown,
    /// Every candidate of the node is false (each a fact of the branch).
    False,
    /// True, as this literal.
    True(Literal),
    /// True without a literal: the digit's places in `house` are all in `cells`.
    Confined { house: House, cells: CellSet },
    /// True without a literal: `cells` hold exactly `digits`, a locked set.
    Locked { cells: CellSet, digits: DigitSet },
    /// True without a literal: the set (`cells`, `digits`) holds `digit`, since without
    /// it the set would be locked and leave `cell` with no candidate.
    Forced {
        cells: CellSet,
        digits: DigitSet,
        digit: Digit,
        cell: Cell,
    },
}

/// One branch being written: its facts, and the truth of every literal in it.
pub(super) struct Walk<'a> {
    grid: &'a LayerGrid,
    nodes: &'a [Node],
    pub(super) states: Vec<State>,
    pub(super) facts: Vec<Fact>,
    known: HashMap<Candidate, bool>,
    /// A literal the branch proved both true and false.
    clash: Option<Literal>,
    /// Another contradiction the branch ran into: a digit left no place in a house.
    dead: Option<End>,
}

/// Whether two different cells share a house.
fn sees(a: Cell, b: Cell) -> bool {
    a != b && a.peers().contains(b)
}

/// A house where the places of `digit` are all among `cells`.
pub(super) fn house_of(grid: &LayerGrid, digit: Digit, cells: CellSet) -> Option<House> {
    cells
        .common_houses()
        .find(|&h| grid.candidates_in(digit, h).is_subset(cells))
}

impl<'a> Walk<'a> {
    pub(super) fn new(grid: &'a LayerGrid, nodes: &'a [Node], assume: Literal) -> Walk<'a> {
        let mut known = HashMap::new();
        known.insert(assume.candidate(), assume.holds());
        Walk {
            grid,
            nodes,
            states: vec![State::Unknown; nodes.len()],
            facts: Vec::new(),
            known,
            clash: None,
            dead: None,
        }
    }

    /// Whether the branch has reached a contradiction.
    pub(super) fn stopped(&self) -> bool {
        self.clash.is_some() || self.dead.is_some()
    }

    /// The contradiction the branch reached, as its end.
    pub(super) fn contradiction(&self) -> Option<End> {
        match (self.clash, &self.dead) {
            (Some(literal), _) => Some(End::Both {
                literal: if literal.holds() {
                    literal
                } else {
                    literal.negated()
                },
            }),
            (None, Some(end)) => Some(end.clone()),
            (None, None) => None,
        }
    }

    /// Records a fact, unless it is known already; notes a clash with a known literal.
    pub(super) fn fact(&mut self, literal: Literal, rule: Rule) {
        match self.known.get(&literal.candidate()) {
            Some(&holds) if holds == literal.holds() => {}
            Some(_) => {
                self.facts.push(Fact::new(literal, rule));
                self.clash.get_or_insert(literal);
            }
            None => {
                self.known.insert(literal.candidate(), literal.holds());
                self.facts.push(Fact::new(literal, rule));
            }
        }
    }

    /// Why `target` is false, given that node `from` is true; `None` if it does not
    /// follow from the node.
    fn rule_out(&self, from: usize, target: Literal) -> Option<Rule> {
        let (cell, digit) = (target.cell(), target.digit());
        match self.states[from] {
            State::True(by) => {
                let ok = (by.cell() == cell && by.digit() != digit)
                    || (by.digit() == digit && sees(by.cell(), cell));
                ok.then_some(Rule::Sees { by })
            }
            State::Confined { house, cells } => {
                let ok = self.nodes[from].digit() == digit
                    && !cells.contains(cell)
                    && !self.holders(cells, digit).is_empty()
                    && cells.iter().all(|c| sees(c, cell));
                ok.then_some(Rule::Locked { house, cells })
            }
            State::Locked { cells, digits } => {
                let holders = self.holders(cells, digit);
                let ok = self.held(cells) == digits
                    && self.empty_cell(cells).is_none()
                    && digits.contains(digit)
                    && !cells.contains(cell)
                    && !holders.is_empty()
                    && holders.iter().all(|c| sees(c, cell));
                ok.then_some(Rule::LockedSet { cells, digits })
            }
            State::Forced {
                cells,
                digits,
                digit: x,
                cell: forced,
            } => {
                if let Some(rule) = self.locked_with_forced_cell(cells, digits, forced, target) {
                    return Some(rule);
                }
                if let Some(rule) = self.in_almost_locked_set(cells, digits, forced, target) {
                    return Some(rule);
                }
                // The rule's premises are not all false in this branch: the same
                // argument, written as a net inside.
                if x != digit {
                    return self.locked_by_forced_cell(cells, digits, forced, target);
                }
                let holders = self.holders(cells, x);
                if cells.contains(cell) || holders.is_empty() || !holders.iter().all(|c| sees(c, cell)) {
                    return None;
                }
                // Were `target` true, the set would lose `x` and lock, leaving `forced`
                // no candidate.
                let assume = target.negated();
                let mut facts: Vec<Fact> = holders
                    .iter()
                    .map(|c| Fact::new(Literal::new(c, x, false), Rule::Sees { by: assume }))
                    .collect();
                let locked = digits - DigitSet::single(x);
                // A cell of the set may be left empty, or the set may have lost other
                // digits in the branch: then it has too few digits left for its cells,
                // without looking at the forced cell.
                let emptied = cells.iter().find(|&c| {
                    self.grid.cell_candidates(c).iter().all(|d| {
                        (d == x && holders.contains(c))
                            || self.known.get(&Candidate::new(c, d)) == Some(&false)
                    })
                });
                if let Some(cell) = emptied {
                    return Some(Rule::Nested {
                        proof: Box::new(Proof::contradiction(assume, facts, End::NoCandidate { cell })),
                    });
                }
                let held = self.held(cells) - DigitSet::single(x);
                if held.len() < cells.len() {
                    return Some(Rule::Nested {
                        proof: Box::new(Proof::contradiction(
                            assume,
                            facts,
                            End::TooFewDigits { cells, digits: held },
                        )),
                    });
                }
                for other in self.grid.cell_candidates(forced) {
                    if self.known.get(&Candidate::new(forced, other)) != Some(&false) {
                        facts.push(Fact::new(
                            Literal::new(forced, other, false),
                            Rule::LockedSet {
                                cells,
                                digits: locked,
                            },
                        ));
                    }
                }
                Some(Rule::Nested {
                    proof: Box::new(Proof::contradiction(
                        assume,
                        facts,
                        End::NoCandidate { cell: forced },
                    )),
                })
            }
            State::Unknown | State::False => None,
        }
    }

    /// Marks the set of node `from`, false, as locked on its other digits when the
    /// strong link to node `to` is the one its lock makes (a cell it leaves one
    /// candidate): in a loop those digits leave every cell that sees all their places.
    pub(super) fn lock_leaving(&mut self, from: usize, to: usize) {
        if let (
            Node::InSet {
                digit: x,
                set,
                digits,
                ..
            },
            Node::One { cell, digit },
        ) = (self.nodes[from], self.nodes[to])
            && matches!(self.states[from], State::False)
            && x != digit
            && !set.contains(cell)
        {
            self.states[from] = State::Locked {
                cells: set,
                digits: digits - DigitSet::single(x),
            };
        }
    }

    /// The set (`cells`, `digits`) with the cell `forced` it would otherwise leave
    /// empty, as one locked set: together they hold only `digits` in this branch, as
    /// many as they are, each digit's places among them seeing one another, so each
    /// digit is in exactly one of them, and `target` is false when it sees every place
    /// of its digit there. "The digit is in the almost locked set" as a fact: the proof
    /// needs no net inside. `None` when the cells do not make such a set here.
    fn locked_with_forced_cell(
        &self,
        cells: CellSet,
        digits: DigitSet,
        forced: Cell,
        target: Literal,
    ) -> Option<Rule> {
        let all = cells | CellSet::single(forced);
        let (cell, digit) = (target.cell(), target.digit());
        if all.contains(cell)
            || !digits.contains(digit)
            || digits.len() != all.len()
            || self.empty_cell(all).is_some()
            || self.holders(all, digit).is_empty()
        {
            return None;
        }
        self.established(target, Rule::LockedSet { cells: all, digits })
    }

    /// Why `target` is false when the set (`cells`, `digits`) must hold its digit, since
    /// without it the set would be locked on its other digits and take every candidate
    /// left to `forced` in this branch: the `almost locked set` rule, "the digit is in
    /// the set" as a fact. `None` where the rule's premises are not all false here.
    fn in_almost_locked_set(
        &self,
        cells: CellSet,
        digits: DigitSet,
        forced: Cell,
        target: Literal,
    ) -> Option<Rule> {
        let (cell, digit) = (target.cell(), target.digit());
        if cells.contains(cell)
            || cell == forced
            || !digits.contains(digit)
            || digits.len() != cells.len() + 1
        {
            return None;
        }
        let holders = self.holders(cells, digit);
        if holders.is_empty() || !holders.iter().all(|c| sees(c, cell)) {
            return None;
        }
        self.established(
            target,
            Rule::AlmostLockedSet {
                cells,
                digits,
                forced,
            },
        )
    }

    /// `rule`, if every premise it reads in the grid to make `target` false is false in
    /// this branch.
    fn established(&self, target: Literal, rule: Rule) -> Option<Rule> {
        let mut fact = Fact::new(target, rule);
        crate::proof::premises_in(self.grid, &mut fact)
            .iter()
            .all(|p| self.known.get(&p.candidate()) == Some(&p.holds()))
            .then_some(fact.rule)
    }

    /// Why `target` is false when the set (`cells`, `digits`) must hold some digit
    /// because `forced` would otherwise be left empty: whichever candidate `forced`
    /// takes, the set loses that digit and is locked on the others, `target`'s digit
    /// among them. Where the `almost locked set` rule cannot say so, written as a nested
    /// contradiction: `target` true takes its digit from the set, and then every
    /// candidate left to `forced` would leave the set too few digits, each shown by a
    /// contradiction of its own.
    fn locked_by_forced_cell(
        &self,
        cells: CellSet,
        digits: DigitSet,
        forced: Cell,
        target: Literal,
    ) -> Option<Rule> {
        let (cell, digit) = (target.cell(), target.digit());
        let holders = self.holders(cells, digit);
        if !digits.contains(digit) || cells.contains(cell) || !holders.iter().all(|c| sees(c, cell)) {
            return None;
        }
        let held = self.held(cells);
        if held.len() == cells.len() && held.contains(digit) {
            // The branch has taken a digit out of the set already: it is locked.
            return Some(Rule::LockedSet { cells, digits: held });
        }
        let assume = target.negated();
        let mut facts: Vec<Fact> = holders
            .iter()
            .map(|c| Fact::new(Literal::new(c, digit, false), Rule::Sees { by: assume }))
            .collect();
        let left = held - DigitSet::single(digit);
        for exit in self.grid.cell_candidates(forced) {
            if self.known.get(&Candidate::new(forced, exit)) == Some(&false) {
                continue;
            }
            let exit_holders = self.holders(cells, exit);
            if exit == digit
                || !digits.contains(exit)
                || exit_holders.is_empty()
                || !exit_holders.iter().all(|c| sees(c, forced))
            {
                return None;
            }
            let taken = Literal::new(forced, exit, true);
            let inner: Vec<Fact> = exit_holders
                .iter()
                .map(|c| Fact::new(Literal::new(c, exit, false), Rule::Sees { by: taken }))
                .collect();
            let held = left - DigitSet::single(exit);
            if held.len() >= cells.len() {
                return None;
            }
            let end = End::TooFewDigits { cells, digits: held };
            facts.push(Fact::new(
                taken.negated(),
                Rule::Nested {
                    proof: Box::new(Proof::contradiction(taken, inner, end)),
                },
            ));
        }
        Some(Rule::Nested {
            proof: Box::new(Proof::contradiction(
                assume,
                facts,
                End::NoCandidate { cell: forced },
            )),
        })
    }

    /// The cells of a set that may still hold `digit` in this branch.
    fn holders(&self, cells: CellSet, digit: Digit) -> CellSet {
        cells
            .iter()
            .filter(|&c| {
                self.grid.has_candidate(c, digit) && self.known.get(&Candidate::new(c, digit)) != Some(&false)
            })
            .collect()
    }

    /// The digits `cells` may still hold in this branch.
    fn held(&self, cells: CellSet) -> DigitSet {
        cells.iter().fold(DigitSet::EMPTY, |acc, c| {
            acc | self
                .grid
                .cell_candidates(c)
                .iter()
                .filter(|&d| self.known.get(&Candidate::new(c, d)) != Some(&false))
                .collect()
        })
    }

    /// A cell of `cells` that has no candidate left in this branch.
    fn empty_cell(&self, cells: CellSet) -> Option<Cell> {
        cells.iter().find(|&c| {
            self.grid
                .cell_candidates(c)
                .iter()
                .all(|d| self.known.get(&Candidate::new(c, d)) == Some(&false))
        })
    }

    /// Whether a cell of `cells` has no candidate left in this branch: then the branch
    /// has reached a contradiction, which is recorded.
    fn emptied(&mut self, cells: CellSet) -> bool {
        let empty = self.empty_cell(cells);
        if let Some(cell) = empty {
            self.dead = Some(End::NoCandidate { cell });
        }
        empty.is_some()
    }

    /// Whether the locked set of node `from` has too few digits left for its cells: then
    /// the branch has reached a contradiction, which is recorded.
    fn set_short(&mut self, from: usize) -> bool {
        if let State::Locked { cells, .. } | State::Forced { cells, .. } = self.states[from] {
            if self.emptied(cells) {
                return true;
            }
            let held = self.held(cells);
            if held.len() < cells.len() {
                self.dead = Some(End::TooFewDigits { cells, digits: held });
                return true;
            }
        }
        // A set that must hold `x` but has lost every place of it in the branch: locked
        // on its other digits, it leaves the forced cell no candidate.
        if let State::Forced {
            cells,
            digits,
            digit: x,
            cell,
        } = self.states[from]
            && self.holders(cells, x).is_empty()
        {
            let locked = digits - DigitSet::single(x);
            for other in self.grid.cell_candidates(cell) {
                if self.known.get(&Candidate::new(cell, other)) != Some(&false) {
                    self.fact(
                        Literal::new(cell, other, false),
                        Rule::LockedSet {
                            cells,
                            digits: locked,
                        },
                    );
                }
            }
            self.dead = Some(End::NoCandidate { cell });
            return true;
        }
        false
    }

    /// Node `to` is false, since node `from` (true) is weakly linked to it.
    fn weak(&mut self, from: usize, to: usize) -> Option<()> {
        if self.set_short(from) {
            return Some(());
        }
        let node = self.nodes[to];
        for cell in node.cells() {
            let target = Literal::new(cell, node.digit(), false);
            let rule = self.rule_out(from, target)?;
            self.fact(target, rule);
        }
        self.states[to] = State::False;
        Some(())
    }

    /// Node `to` is true, since node `from` (false) is strongly linked to it.
    fn strong(&mut self, from: usize, to: usize) -> Option<()> {
        let (a, b) = (self.nodes[from], self.nodes[to]);
        self.states[to] = match (a, b) {
            (Node::One { cell: ca, digit: da }, Node::One { cell, digit }) if ca == cell && da != digit => {
                if self.grid.cell_candidates(cell).len() != 2 {
                    return None;
                }
                let literal = Literal::new(cell, digit, true);
                self.fact(literal, Rule::NakedSingle);
                State::True(literal)
            }
            (_, Node::One { cell, digit })
                if a.digit() == digit
                    && house_of(self.grid, digit, a.cells() | CellSet::single(cell)).is_some() =>
            {
                let house = house_of(self.grid, digit, a.cells() | CellSet::single(cell))?;
                let literal = Literal::new(cell, digit, true);
                self.fact(literal, Rule::HiddenSingle { house });
                State::True(literal)
            }
            (
                Node::InSet {
                    digit: x,
                    set,
                    digits,
                    ..
                },
                Node::One { cell, digit },
            ) if !set.contains(cell) => {
                // The set, without x, is locked: it takes every other candidate from the cell.
                let locked = digits - DigitSet::single(x);
                if self.emptied(set) {
                    return Some(());
                }
                let held = self.held(set);
                if held.len() < set.len() {
                    self.dead = Some(End::TooFewDigits {
                        cells: set,
                        digits: held,
                    });
                    return Some(());
                }
                for other in self.grid.cell_candidates(cell) {
                    if other != digit {
                        let literal = Literal::new(cell, other, false);
                        self.fact(
                            literal,
                            Rule::LockedSet {
                                cells: set,
                                digits: locked,
                            },
                        );
                    }
                }
                let literal = Literal::new(cell, digit, true);
                self.fact(literal, Rule::NakedSingle);
                self.lock_leaving(from, to);
                State::True(literal)
            }
            (_, Node::Group { cells, digit }) if a.digit() == digit => {
                let house = house_of(self.grid, digit, a.cells() | cells)?;
                if self.holders(cells, digit).is_empty() {
                    // The group's cells are ruled out already: the digit has no place left.
                    self.dead = Some(End::NoPlace { digit, house });
                }
                State::Confined { house, cells }
            }
            (
                Node::InSet {
                    digit: x, set: sa, ..
                },
                Node::InSet {
                    digit, set, digits, ..
                },
            ) if sa == set && x != digit => {
                let held = self.held(set);
                if held.len() < set.len() {
                    self.dead = Some(End::TooFewDigits {
                        cells: set,
                        digits: held,
                    });
                }
                State::Locked {
                    cells: set,
                    digits: digits - DigitSet::single(x),
                }
            }
            (
                Node::One { cell, digit: c },
                Node::InSet {
                    digit, set, digits, ..
                },
            ) if !set.contains(cell) => State::Forced {
                cells: set,
                digits,
                digit,
                cell: {
                    let _ = c;
                    cell
                },
            },
            _ => return None,
        };
        Some(())
    }

    /// Walks from node `from` (whose state is set) over the nodes `path`, in order; the
    /// link between two neighbours is `kind(i, j)`.
    pub(super) fn walk(
        &mut self,
        mut from: usize,
        path: impl Iterator<Item = usize>,
        kind: impl Fn(usize, usize) -> LinkKind,
    ) -> Option<()> {
        for to in path {
            match kind(from, to) {
                LinkKind::Weak => self.weak(from, to)?,
                LinkKind::Strong => self.strong(from, to)?,
            }
            if self.stopped() {
                return Some(());
            }
            from = to;
        }
        Some(())
    }

    /// The eliminations, each ruled out by a node true in this branch; or the
    /// contradiction the branch has reached in a locked set on its way.
    pub(super) fn conclude(&mut self, eliminations: &[Candidate]) -> Option<End> {
        for n in 0..self.nodes.len() {
            if self.set_short(n) {
                return self.contradiction();
            }
        }
        let mut out = Vec::new();
        for e in eliminations {
            let target = Literal::new(e.cell, e.digit, false);
            if self.known.get(e) == Some(&false) {
                out.push(target);
                continue;
            }
            let Some(rule) = (0..self.nodes.len()).find_map(|n| self.rule_out(n, target)) else {
                // The conclusions so far may have emptied a set: the branch is impossible.
                return (0..self.nodes.len())
                    .any(|n| self.set_short(n))
                    .then(|| self.contradiction())
                    .flatten();
            };
            self.fact(target, rule);
            if self.stopped() {
                return self.contradiction();
            }
            out.push(target);
        }
        Some(End::Conclusions(out))
    }

    pub(super) fn into_branch(self, assume: Literal, end: End) -> Branch {
        Branch {
            assume,
            facts: self.facts,
            end,
        }
    }
}
