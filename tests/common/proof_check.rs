//! A checker of step proofs, written apart from the strategies: it replays every fact of
//! a proof from the candidate grid and the facts before it, by the rules of the proof
//! format alone (see `sudoku_strata::Proof`), and then checks that what the proof
//! establishes implies the step's effect. It shares no code with the strategies that
//! made the proof; it reads only the grid's candidates.

#![allow(dead_code)]

use std::collections::HashSet;

use sudoku_strata::{
    Branch, Cell, CellSet, Digit, End, Fact, Family, House, LayerGrid, Literal, Proof, ProofKind, Rule, Step,
};

/// What a branch knows: the literals taken or derived so far (a literal and its
/// negation may both be there, which is a contradiction).
#[derive(Clone, Default)]
struct Known(HashSet<Literal>);

impl Known {
    fn has(&self, cell: Cell, digit: Digit, holds: bool) -> bool {
        self.0.contains(&Literal::new(cell, digit, holds))
    }
}

/// Whether two different cells share a house.
fn sees(a: Cell, b: Cell) -> bool {
    a != b
        && (a.row_index() == b.row_index()
            || a.col_index() == b.col_index()
            || a.box_index() == b.box_index())
}

/// The places of `digit` in `house` in the grid.
fn places(grid: &LayerGrid, digit: Digit, house: House) -> CellSet {
    grid.candidates(digit) & house.cells()
}

/// Checks a fact: every premise it lists is known, and its rule holds with those
/// premises alone (a `sees` fact rests on its `by`).
fn check_fact(grid: &LayerGrid, known: &Known, fact: &Fact) -> Result<(), String> {
    let literal = fact.literal;
    if matches!(fact.rule, Rule::Sees { .. }) {
        return check_rule(grid, known, literal, &fact.rule);
    }
    for premise in &fact.from {
        if !known.0.contains(premise) {
            return Err(format!(
                "{literal}: its premise {premise} is not established before it"
            ));
        }
    }
    let premises = Known(fact.from.iter().copied().collect());
    check_rule(grid, &premises, literal, &fact.rule)
        .map_err(|e| format!("{e} (with its listed premises alone)"))
}

fn check_rule(grid: &LayerGrid, known: &Known, literal: Literal, rule: &Rule) -> Result<(), String> {
    let (cell, digit) = (literal.cell(), literal.digit());
    let false_fact = |what: &str| {
        if literal.holds() {
            Err(format!("{literal}: {what} makes a candidate false, not true"))
        } else {
            Ok(())
        }
    };
    match rule {
        Rule::Sees { by } => {
            false_fact("sees")?;
            if !known.has(by.cell(), by.digit(), true) {
                return Err(format!("{literal}: {by} is not known true"));
            }
            let same_cell = by.cell() == cell && by.digit() != digit;
            let same_digit = by.digit() == digit && sees(by.cell(), cell);
            if !(same_cell || same_digit) {
                return Err(format!("{literal}: {by} does not see it"));
            }
        }
        Rule::NakedSingle => {
            if !literal.holds() {
                return Err(format!("{literal}: a naked single makes a candidate true"));
            }
            for other in grid.cell_candidates(cell) {
                if other != digit && !known.has(cell, other, false) {
                    return Err(format!("{literal}: {cell} may still hold {other}"));
                }
            }
        }
        Rule::HiddenSingle { house } => {
            if !literal.holds() || !house.cells().contains(cell) {
                return Err(format!("{literal}: not a hidden single in {house}"));
            }
            for other in places(grid, digit, *house) {
                if other != cell && !known.has(other, digit, false) {
                    return Err(format!("{literal}: {digit} may still go in {other} of {house}"));
                }
            }
        }
        Rule::Locked { house, cells } => {
            false_fact("locked")?;
            if cells.is_empty() || !cells.is_subset(house.cells()) || cells.contains(cell) {
                return Err(format!(
                    "{literal}: {} is no place of {house} apart from it",
                    cells.to_list()
                ));
            }
            if !cells.iter().all(|c| sees(c, cell)) {
                return Err(format!("{literal}: it does not see all of {}", cells.to_list()));
            }
            let open: Vec<Cell> = places(grid, digit, *house)
                .iter()
                .filter(|&c| !known.has(c, digit, false))
                .collect();
            // No place left at all is a contradiction, from which the fact follows too.
            if open.iter().any(|c| !cells.contains(*c)) {
                return Err(format!(
                    "{literal}: {digit} is not confined to {} in {house}",
                    cells.to_list()
                ));
            }
        }
        Rule::LockedSet { cells, digits } => {
            false_fact("locked set")?;
            if cells.is_empty() || cells.contains(cell) || digits.len() != cells.len() {
                return Err(format!(
                    "{literal}: {} {digits} is no locked set",
                    cells.to_list()
                ));
            }
            // Fewer digits than cells left is a contradiction, from which the fact follows
            // too: the rule asks only that the set hold nothing outside `digits`.
            check_set(grid, known, literal, *cells, *digits)?;
        }
        Rule::AlmostLockedSet {
            cells,
            digits,
            forced,
        } => {
            false_fact("almost locked set")?;
            let forced = *forced;
            if cells.is_empty()
                || cells.contains(cell)
                || cells.contains(forced)
                || forced == cell
                || digits.len() != cells.len() + 1
            {
                return Err(format!(
                    "{literal}: {} {digits} with {forced} outside is no almost locked set",
                    cells.to_list()
                ));
            }
            check_set(grid, known, literal, *cells, *digits)?;
            // Without the fact's digit the set is locked on its other digits, each in
            // exactly one of its cells: they must take every candidate left to `forced`.
            for other in grid.cell_candidates(forced) {
                if known.has(forced, other, false) {
                    continue;
                }
                let taken = other != digit
                    && digits.contains(other)
                    && cells
                        .iter()
                        .filter(|&c| grid.has_candidate(c, other) && !known.has(c, other, false))
                        .all(|c| sees(c, forced));
                if !taken {
                    return Err(format!(
                        "{literal}: {forced} may still hold {other}, which the set without {digit} does not take"
                    ));
                }
            }
        }
        Rule::Nested { proof } => {
            false_fact("a nested net")?;
            let [branch] = proof.branches.as_slice() else {
                return Err(format!("{literal}: a nested proof has one branch"));
            };
            if proof.kind != ProofKind::Contradiction || branch.assume != literal.negated() {
                return Err(format!(
                    "{literal}: the nested proof does not refute {}",
                    literal.negated()
                ));
            }
            let end = check_branch(grid, known, branch)?;
            if !end {
                return Err(format!("{literal}: the nested proof reaches no contradiction"));
            }
        }
        _ => return Err(format!("{literal}: a rule this checker does not know")),
    }
    Ok(())
}

/// The checks a locked set and an almost locked set share: `cells` hold nothing outside
/// `digits` but for the candidates `known` false, the places of each digit among them
/// see one another (so each is there at most once), and the fact's cell sees every place
/// of its digit, one of `digits`, among them.
fn check_set(
    grid: &LayerGrid,
    known: &Known,
    literal: Literal,
    cells: CellSet,
    digits: sudoku_strata::DigitSet,
) -> Result<(), String> {
    let (cell, digit) = (literal.cell(), literal.digit());
    let open = |d: Digit| -> Vec<Cell> {
        cells
            .iter()
            .filter(|&c| grid.has_candidate(c, d) && !known.has(c, d, false))
            .collect()
    };
    let held: sudoku_strata::DigitSet = Digit::ALL.into_iter().filter(|&d| !open(d).is_empty()).collect();
    if !held.is_subset(digits) || !digits.contains(digit) {
        return Err(format!("{literal}: the set holds {held}, not only {digits}"));
    }
    for d in digits {
        let places = open(d);
        if places
            .iter()
            .any(|&a| places.iter().any(|&b| a != b && !sees(a, b)))
        {
            return Err(format!(
                "{literal}: the places of {d} in the set do not see one another"
            ));
        }
    }
    if !open(digit).iter().all(|&c| sees(c, cell)) {
        return Err(format!("{literal}: it does not see every {digit} of the set"));
    }
    Ok(())
}

/// Replays a branch on top of `context`; returns whether it ends in a contradiction (the
/// conclusions of a branch that does not are checked to be known).
fn check_branch(grid: &LayerGrid, context: &Known, branch: &Branch) -> Result<bool, String> {
    let mut known = context.clone();
    let assume = branch.assume;
    if !grid.has_candidate(assume.cell(), assume.digit()) {
        return Err(format!("the assumption {assume} is not about a candidate"));
    }
    known.0.insert(assume);
    for fact in &branch.facts {
        let literal = fact.literal;
        if !grid.has_candidate(literal.cell(), literal.digit()) {
            return Err(format!("{literal} is not about a candidate"));
        }
        check_fact(grid, &known, fact)?;
        known.0.insert(literal);
    }
    match &branch.end {
        End::NoCandidate { cell } => {
            let open = grid
                .cell_candidates(*cell)
                .iter()
                .any(|d| !known.has(*cell, d, false));
            if grid.value(*cell).is_some() || open {
                return Err(format!("{cell} still has a candidate"));
            }
        }
        End::NoPlace { digit, house } => {
            let placed = house.cells().iter().any(|c| grid.value(c) == Some(*digit));
            let open = places(grid, *digit, *house)
                .iter()
                .any(|c| !known.has(c, *digit, false));
            if placed || open {
                return Err(format!("{digit} still has a place in {house}"));
            }
        }
        End::Twice { digit, house } => {
            let twice = house
                .cells()
                .iter()
                .filter(|&c| known.has(c, *digit, true))
                .count();
            if twice < 2 {
                return Err(format!("{digit} is not known twice in {house}"));
            }
        }
        End::Both { literal } => {
            if !known.0.contains(literal) || !known.0.contains(&literal.negated()) {
                return Err(format!("{literal} is not known both ways"));
            }
        }
        End::TooFewDigits { cells, digits } => {
            let one_house = House::ALL.iter().any(|h| cells.is_subset(h.cells()));
            let mut held = sudoku_strata::DigitSet::EMPTY;
            for c in *cells {
                if grid.value(c).is_some() {
                    return Err(format!("{c} is solved: no cell of a locked set"));
                }
                held |= grid
                    .cell_candidates(c)
                    .iter()
                    .filter(|&d| !known.has(c, d, false))
                    .collect();
            }
            if !one_house || held != *digits || held.len() >= cells.len() {
                return Err(format!("{} hold {held}: not too few digits", cells.to_list()));
            }
        }
        End::Conclusions(literals) => {
            for literal in literals {
                if !known.0.contains(literal) {
                    return Err(format!("the conclusion {literal} is not reached"));
                }
            }
            return Ok(false);
        }
        _ => return Err("an end this checker does not know".to_string()),
    }
    Ok(true)
}

/// The literals a proof establishes in `grid`.
pub fn established(grid: &LayerGrid, proof: &Proof) -> Result<Vec<Literal>, String> {
    match proof.kind {
        ProofKind::Contradiction => {
            let [branch] = proof.branches.as_slice() else {
                return Err("a contradiction proof has one branch".to_string());
            };
            if !check_branch(grid, &Known::default(), branch)? {
                return Err(format!("assuming {} reaches no contradiction", branch.assume));
            }
            Ok(vec![branch.assume.negated()])
        }
        ProofKind::Verity => {
            let assumed: HashSet<Literal> = proof.branches.iter().map(|b| b.assume).collect();
            if let Some(fish) = &proof.fish {
                return fish_established(grid, proof, fish, &assumed);
            }
            if let Some(tridagon) = &proof.tridagon {
                return tridagon_established(grid, proof, tridagon, &assumed);
            }
            let unit: HashSet<Literal> = match (proof.cell, proof.house) {
                (Some(cell), None) => grid
                    .cell_candidates(cell)
                    .iter()
                    .map(|d| Literal::new(cell, d, true))
                    .collect(),
                (None, Some(house)) => {
                    let digit = proof
                        .branches
                        .first()
                        .ok_or("a verity without branches")?
                        .assume
                        .digit();
                    places(grid, digit, house)
                        .iter()
                        .map(|c| Literal::new(c, digit, true))
                        .collect()
                }
                _ => return Err("a verity is over a cell or a house".to_string()),
            };
            if assumed != unit || assumed.len() != proof.branches.len() || unit.len() < 2 {
                return Err("the branches are not every candidate of the cell or house".to_string());
            }
            let common = common_conclusions(grid, &proof.branches)?;
            let mut out: Vec<Literal> = common.into_iter().collect();
            out.sort();
            Ok(out)
        }
        _ => Err("a proof kind this checker does not know".to_string()),
    }
}

/// What every possible branch concludes, each branch replayed.
fn common_conclusions(grid: &LayerGrid, branches: &[Branch]) -> Result<HashSet<Literal>, String> {
    let mut common: Option<HashSet<Literal>> = None;
    for branch in branches {
        if check_branch(grid, &Known::default(), branch)? {
            continue;
        }
        let End::Conclusions(literals) = &branch.end else {
            unreachable!("a branch without a contradiction ends in conclusions")
        };
        let here: HashSet<Literal> = literals.iter().copied().collect();
        common = Some(match common {
            None => here,
            Some(before) => before.intersection(&here).copied().collect(),
        });
    }
    common.ok_or_else(|| "every branch is impossible".to_string())
}

/// A verity over the fins of a fish: as many distinct base houses as cover houses (rows,
/// columns or boxes), none of them both; the branches are exactly the fins, the places
/// of the digit in the base houses outside the cover houses and those in two base
/// houses; and what it establishes is what every branch concludes among the candidates
/// the fish without fins removes, the digit in a cover house outside the base houses.
///
/// Why that holds: with no fin true, each base house takes the digit in a cell of no
/// other base house and of some cover house, so the base houses take it in as many
/// different cells as there are cover houses, each of which holds it once: every cover
/// house takes the digit within the base houses.
fn fish_established(
    grid: &LayerGrid,
    proof: &Proof,
    fish: &sudoku_strata::Fish,
    assumed: &HashSet<Literal>,
) -> Result<Vec<Literal>, String> {
    if proof.cell.is_some() || proof.house.is_some() {
        return Err("a verity over fins is over a fish alone".to_string());
    }
    let distinct = |houses: &[House]| houses.iter().collect::<HashSet<_>>().len() == houses.len();
    let shared = fish.base.iter().any(|h| fish.cover.contains(h));
    if fish.base.len() != fish.cover.len()
        || fish.base.len() < 2
        || !distinct(&fish.base)
        || !distinct(&fish.cover)
        || shared
    {
        return Err("a fish has as many distinct base houses as cover houses, none of them both".to_string());
    }
    let plane = grid.candidates(fish.digit);
    let union = |houses: &[House]| {
        houses
            .iter()
            .fold(CellSet::EMPTY, |all, h| all | (h.cells() & plane))
    };
    let (base, cover) = (union(&fish.base), union(&fish.cover));
    let twice: CellSet = base
        .iter()
        .filter(|&c| fish.base.iter().filter(|h| h.cells().contains(c)).count() > 1)
        .collect();
    let fins: HashSet<Literal> = ((base - cover) | twice)
        .iter()
        .map(|c| Literal::new(c, fish.digit, true))
        .collect();
    if fins.is_empty() || fins != *assumed || assumed.len() != proof.branches.len() {
        return Err("the branches are not every fin of the fish".to_string());
    }
    let removed = cover - base;
    let mut out: Vec<Literal> = common_conclusions(grid, &proof.branches)?
        .into_iter()
        .filter(|l| !l.holds() && l.digit() == fish.digit && removed.contains(l.cell()))
        .collect();
    out.sort();
    Ok(out)
}

/// A verity over the guardians of a tridagon: three digits and twelve unsolved cells,
/// three in each of four boxes at the corners of a rectangle of boxes (two bands, two
/// stacks), the three of a box in different rows and columns, an odd number of boxes
/// holding theirs on a rising diagonal (row plus column the same modulo 3); the branches
/// are exactly the guardians, the candidates of the twelve cells other than the three
/// digits; and what it establishes is what every branch concludes.
///
/// Why that holds: filled with the three digits alone, each box's three cells map its
/// rows to the digits by a permutation and its columns by that one composed with the
/// box's own permutation of cells; boxes side by side differ in every row, so their row
/// permutations differ by a 3-cycle (even), and likewise the column permutations of
/// boxes one above the other. Round the rectangle, the parities say that the boxes'
/// own permutations are even in all, which an odd number of rising (odd) boxes denies.
/// So one of the twelve cells holds another digit: a guardian is true.
fn tridagon_established(
    grid: &LayerGrid,
    proof: &Proof,
    tridagon: &sudoku_strata::TridagonPattern,
    assumed: &HashSet<Literal>,
) -> Result<Vec<Literal>, String> {
    if proof.cell.is_some() || proof.house.is_some() || proof.fish.is_some() {
        return Err("a verity over guardians is over a tridagon alone".to_string());
    }
    let (digits, cells) = (tridagon.digits, tridagon.cells);
    if digits.len() != 3 || cells.len() != 12 {
        return Err(format!(
            "a tridagon has three digits and twelve cells, not {} and {}",
            digits.len(),
            cells.len()
        ));
    }
    if let Some(solved) = cells.iter().find(|&c| grid.value(c).is_some()) {
        return Err(format!("{solved} of the tridagon is solved"));
    }
    let boxes: Vec<usize> = {
        let mut list: Vec<usize> = cells.iter().map(|c| c.box_index()).collect();
        list.sort_unstable();
        list.dedup();
        list
    };
    let bands: HashSet<usize> = boxes.iter().map(|b| b / 3).collect();
    let stacks: HashSet<usize> = boxes.iter().map(|b| b % 3).collect();
    if boxes.len() != 4 || bands.len() != 2 || stacks.len() != 2 {
        return Err("the tridagon's cells are not in four boxes at the corners of a rectangle".to_string());
    }
    let mut rising = 0;
    for b in boxes {
        let three: Vec<Cell> = cells.iter().filter(|c| c.box_index() == b).collect();
        let rows: HashSet<usize> = three.iter().map(|c| c.row_index()).collect();
        let cols: HashSet<usize> = three.iter().map(|c| c.col_index()).collect();
        if three.len() != 3 || rows.len() != 3 || cols.len() != 3 {
            return Err(format!(
                "box {} does not hold three cells in different rows and columns",
                b + 1
            ));
        }
        let sums: HashSet<usize> = three
            .iter()
            .map(|c| (c.row_index() + c.col_index()) % 3)
            .collect();
        rising += usize::from(sums.len() == 1);
    }
    if rising % 2 == 0 {
        return Err(format!(
            "{rising} boxes of the tridagon rise: an even number, so it can be filled"
        ));
    }
    let guardians: HashSet<Literal> = cells
        .iter()
        .flat_map(|c| {
            grid.cell_candidates(c)
                .iter()
                .filter(|d| !digits.contains(*d))
                .map(move |d| Literal::new(c, d, true))
        })
        .collect();
    if guardians.is_empty() || guardians != *assumed || assumed.len() != proof.branches.len() {
        return Err("the branches are not every guardian of the tridagon".to_string());
    }
    let mut out: Vec<Literal> = common_conclusions(grid, &proof.branches)?.into_iter().collect();
    out.sort();
    Ok(out)
}

/// Whether the techniques of `family` must carry a proof.
pub fn needs_proof(family: Family) -> bool {
    matches!(family, Family::ForcingChains | Family::Chains)
}

/// Checks the proof of `step` in `grid`, the state it was found in: the proof replays,
/// and what it establishes implies every placement and elimination of the step. Steps of
/// techniques that need a proof fail without one.
pub fn check(grid: &LayerGrid, step: &Step) -> Result<(), String> {
    let Some(proof) = step.proof() else {
        if needs_proof(step.technique().family()) || step.technique() == sudoku_strata::Technique::KrakenFish
        {
            return Err(format!("{step}: no proof"));
        }
        return Ok(());
    };
    let shown = established(grid, proof).map_err(|e| format!("{step}: {e}"))?;
    let implied = |cell: Cell, digit: Digit, holds: bool| {
        shown.contains(&Literal::new(cell, digit, holds))
            || (!holds
                && shown.iter().any(|t| {
                    t.holds()
                        && ((t.cell() == cell && t.digit() != digit)
                            || (t.digit() == digit && sees(t.cell(), cell)))
                }))
    };
    for p in step.placements() {
        if !implied(p.cell, p.digit, true) {
            return Err(format!("{step}: the proof does not place {}", p.placement()));
        }
    }
    for e in step.eliminations() {
        if !implied(e.cell, e.digit, false) {
            return Err(format!("{step}: the proof does not remove {}", e.elimination()));
        }
    }
    Ok(())
}
