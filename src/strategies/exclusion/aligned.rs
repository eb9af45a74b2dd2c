//! Aligned Pair and Aligned Triple Exclusion: the combinations of candidates of two or
//! three cells that a cell seeing them all rules out.

use std::ops::ControlFlow;

use crate::strategies::{Found, Scan};
use crate::{CandidateView, Cell, CellSet, Digit, DigitSet, House, Step, Technique};

/// Aligned Pair Exclusion: two cells take one candidate each; a combination that
/// repeats a digit in a house they share, or that holds both candidates of a bivalue
/// cell seeing both of them, is impossible. A candidate of one of the two cells that is
/// in no possible combination goes.
///
/// The rule is Sudoku Explainer's (the module docs of `strategies/exclusion` give it in full): the two cells
/// need not share a house, and at least two bivalue cells must see both. The notation
/// gives the two cells and the blocking cells that rule out the combinations of the
/// removed candidates, `r1c1,r1c2 (1,2 in r1c5; 1,4 in r2c3)`; the sentence lists those
/// combinations, each with its reason. In the step's pattern the candidates of the two
/// cells are the [`candidates`](crate::Pattern::candidates), those of the blocking cells
/// the [`fins`](crate::Pattern::fins).
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::AlignedPairExclusion, GridSolver, LayerGrid};
///
/// // r1c1 holds 1, 2 or 3 and r1c2 1, 2 or 4. With r1c1=1, r1c2 can be neither 1 (row 1)
/// // nor 2 (r1c5 would be empty) nor 4 (r2c3 would be empty).
/// let mut cells = vec!["123456789"; 81];
/// (cells[0], cells[1], cells[4], cells[11]) = ("123", "124", "12", "14");
/// let grid: LayerGrid = cells.join(" ").parse()?;
/// let step = AlignedPairExclusion.find(&grid).expect("an aligned pair exclusion");
/// assert_eq!(
///     step.to_string(),
///     "Aligned Pair Exclusion: r1c1,r1c2 (1,2 in r1c5; 1,4 in r2c3) => r1c1<>1"
/// );
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct AlignedPairExclusion;

/// Aligned Triple Exclusion: [Aligned Pair Exclusion](AlignedPairExclusion) on three
/// cells, one of which, with at most three candidates, sees another; the blocking cells
/// are the cells with two or three candidates that see all three, and a combination is
/// impossible when it holds every candidate of one of them (or repeats a digit in a
/// house two of the cells share).
///
/// The notation, the sentence and the pattern are those of the pair.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::AlignedTripleExclusion, GridSolver, LayerGrid};
///
/// // r1c1, r1c2 and r1c3 hold 1,2,3 / 1,2 / 1,2,4; r1c7 (1,2,4) and r2c2 (3,4) see all
/// // three. Only r1c1=3 leaves combinations, and none of them with r1c3=4 (r2c2).
/// let mut cells = vec!["123456789"; 81];
/// (cells[0], cells[1], cells[2]) = ("123", "12", "124");
/// (cells[6], cells[10]) = ("124", "34");
/// let grid: LayerGrid = cells.join(" ").parse()?;
/// let step = AlignedTripleExclusion.find(&grid).expect("an aligned triple exclusion");
/// assert_eq!(
///     step.to_string(),
///     "Aligned Triple Exclusion: r1c1,r1c2,r1c3 (1,2,4 in r1c7; 3,4 in r2c2) => r1c1<>1,2, r1c3<>4"
/// );
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct AlignedTripleExclusion;

impl Scan for AlignedPairExclusion {
    const TECHNIQUE: Technique = Technique::AlignedPairExclusion;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        scan(view, found, Size::Pair)
    }
}

impl Scan for AlignedTripleExclusion {
    const TECHNIQUE: Technique = Technique::AlignedTripleExclusion;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        scan(view, found, Size::Triple)
    }
}

/// Two cells or three.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Size {
    Pair,
    Triple,
}

impl Size {
    /// How many base cells, which is also the most candidates of a blocking cell.
    fn cells(self) -> usize {
        match self {
            Size::Pair => 2,
            Size::Triple => 3,
        }
    }

    fn technique(self) -> Technique {
        match self {
            Size::Pair => Technique::AlignedPairExclusion,
            Size::Triple => Technique::AlignedTripleExclusion,
        }
    }
}

/// Every set of base cells with at least two blocking cells, each set once.
fn scan(view: &CandidateView<'_>, found: &mut Found, size: Size) -> ControlFlow<()> {
    let map = view.map();
    let (mut open, mut blocking, mut singles) = (CellSet::EMPTY, CellSet::EMPTY, CellSet::EMPTY);
    for cell in view.grid().unsolved_cells() {
        match map[cell].len() {
            0 => {}
            1 => singles.insert(cell),
            n => {
                open.insert(cell);
                if n <= size.cells() {
                    blocking.insert(cell);
                }
            }
        }
    }
    let bases: Vec<Cell> = open
        .iter()
        .filter(|c| c.peers().intersects(blocking) && !c.peers().intersects(singles))
        .collect();
    for (i, &a) in bases.iter().enumerate() {
        for (j, &b) in bases.iter().enumerate().skip(i + 1) {
            // The blocking cells of a triple are among those of its first two cells.
            let common = a.peers() & b.peers() & blocking;
            if !common.has_several() {
                continue;
            }
            match size {
                Size::Pair => report(view, found, size, &[a, b], common)?,
                Size::Triple => {
                    for &c in &bases[j + 1..] {
                        let blockers = common & c.peers();
                        if blockers.has_several() && aligned([a, b, c], blocking) {
                            report(view, found, size, &[a, b, c], blockers)?;
                        }
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// Whether one of the three cells, with at most three candidates, sees another.
fn aligned(cells: [Cell; 3], small: CellSet) -> bool {
    (0..3).any(|i| {
        let cell = cells[i];
        small.contains(cell) && (0..3).any(|j| j != i && cell.sees(cells[j]))
    })
}

/// Why a combination is impossible.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Reason {
    /// Base cells `i` and `j` share a house and take the same digit.
    Repeat(usize, usize),
    /// It holds every candidate of this blocking cell.
    Empties(Cell),
}

/// The base cells and their blocking cells, with their candidates.
struct Set<'a> {
    cells: &'a [Cell],
    candidates: [DigitSet; 3],
    /// Whether base cells `i` and `j` see each other.
    sees: [[bool; 3]; 3],
    blockers: Vec<(Cell, DigitSet)>,
}

impl Set<'_> {
    /// Why the combination `digits` (one per base cell) is impossible, if it is.
    fn ruled_out(&self, digits: &[Digit]) -> Option<Reason> {
        for i in 0..digits.len() {
            for j in i + 1..digits.len() {
                if digits[i] == digits[j] && self.sees[i][j] {
                    return Some(Reason::Repeat(i, j));
                }
            }
        }
        let used = digits
            .iter()
            .fold(DigitSet::EMPTY, |acc, &d| acc | DigitSet::single(d));
        self.blockers
            .iter()
            .find(|(_, candidates)| candidates.is_subset(used))
            .map(|&(cell, _)| Reason::Empties(cell))
    }

    /// Calls `visit` with every combination of one candidate per base cell.
    fn each_combination(&self, mut visit: impl FnMut(&[Digit])) {
        fn go(sets: &[DigitSet], chosen: &mut [Digit; 3], depth: usize, visit: &mut impl FnMut(&[Digit])) {
            if depth == sets.len() {
                visit(&chosen[..depth]);
                return;
            }
            for digit in sets[depth] {
                chosen[depth] = digit;
                go(sets, chosen, depth + 1, visit);
            }
        }
        let mut chosen = [Digit::ALL[0]; 3];
        go(&self.candidates[..self.cells.len()], &mut chosen, 0, &mut visit);
    }
}

/// For each base cell (`bases`, their candidates as digit masks; `sees[i][j]`, whether
/// base cells `i` and `j` see each other), its candidates that are in no possible
/// combination, given the candidates of the blocking cells (`blockers`).
///
/// On digit masks: for each candidate not yet seen in a possible combination, one
/// possible combination with it is looked for, and every digit of the one found counts
/// as possible in its cell. Most sets stop early, with nothing removed, so this runs
/// before the set's cells are named.
fn removable(bases: &[u16], sees: &[[bool; 3]; 3], blockers: &[u16]) -> [DigitSet; 3] {
    let n = bases.len();
    let blocked = |used: u16| blockers.iter().any(|&b| b & !used == 0);
    let mut allowed = [0u16; 3];
    for i in 0..n {
        let mut todo = bases[i] & !allowed[i];
        while todo != 0 {
            let v = todo & todo.wrapping_neg();
            todo &= todo - 1;
            // The other base cells: one for a pair, two for a triple.
            let (j, k) = match (n, i) {
                (2, 0) => (1, None),
                (2, _) => (0, None),
                (_, 0) => (1, Some(2)),
                (_, 1) => (0, Some(2)),
                _ => (0, Some(1)),
            };
            // Two base cells that see each other take different digits.
            let apart = |a: usize, b: usize, x: u16, y: u16| x != y || !sees[a][b];
            let possible = match k {
                None => bits(bases[j])
                    .find(|&x| apart(i, j, v, x) && !blocked(v | x))
                    .map(|x| [(i, v), (j, x), (j, x)]),
                Some(k) => bits(bases[j]).filter(|&x| apart(i, j, v, x)).find_map(|x| {
                    bits(bases[k])
                        .find(|&y| apart(i, k, v, y) && apart(j, k, x, y) && !blocked(v | x | y))
                        .map(|y| [(i, v), (j, x), (k, y)])
                }),
            };
            if let Some(combination) = possible {
                for (cell, bit) in combination {
                    allowed[cell] |= bit;
                }
                todo &= !allowed[i];
            }
        }
    }
    let mut removed = [DigitSet::EMPTY; 3];
    for i in 0..n {
        removed[i] = DigitSet::from_bits(bases[i] & !allowed[i]);
    }
    removed
}

/// The single bits of a digit mask, lowest first.
fn bits(mask: u16) -> impl Iterator<Item = u16> {
    let mut rest = mask;
    std::iter::from_fn(move || {
        let bit = rest & rest.wrapping_neg();
        rest &= rest.wrapping_sub(1);
        (bit != 0).then_some(bit)
    })
}

/// Reports the step of one set of base cells, if it removes anything.
fn report(
    view: &CandidateView<'_>,
    found: &mut Found,
    size: Size,
    cells: &[Cell],
    blockers: CellSet,
) -> ControlFlow<()> {
    let map = view.map();
    let mut bases = [0u16; 3];
    let mut sees = [[false; 3]; 3];
    for (i, &cell) in cells.iter().enumerate() {
        bases[i] = map[cell].bits();
        for (j, &other) in cells.iter().enumerate() {
            sees[i][j] = i != j && cell.sees(other);
        }
    }
    // At most 13 cells see two cells (the rest of a row and of a box).
    debug_assert!(blockers.len() <= 13, "{blockers:?}");
    let mut blocker_masks = [0u16; 13];
    let mut count = 0;
    for (mask, cell) in blocker_masks.iter_mut().zip(blockers) {
        *mask = map[cell].bits();
        count += 1;
    }
    let removed = removable(&bases[..cells.len()], &sees, &blocker_masks[..count]);
    if removed.iter().all(|r| r.is_empty()) {
        return ControlFlow::Continue(());
    }
    let set = Set {
        cells,
        candidates: bases.map(DigitSet::from_bits),
        sees,
        blockers: blockers.iter().map(|c| (c, map[c])).collect(),
    };
    let step = step(&set, size, removed);
    found.push_new(step)
}

/// A combination in notation: `(r1c1=2, r1c2=7)`.
fn combination_text(cells: &[Cell], digits: &[Digit]) -> String {
    let parts: Vec<String> = cells
        .iter()
        .zip(digits)
        .map(|(c, d)| format!("{c}={d}"))
        .collect();
    format!("({})", parts.join(", "))
}

/// The step: the excluded combinations that hold a removed candidate, grouped by reason.
fn step(set: &Set<'_>, size: Size, removed: [DigitSet; 3]) -> Step {
    let cells = set.cells;
    // Each reason with the combinations it rules out, in the order first met.
    let mut groups: Vec<(Reason, Vec<String>)> = Vec::new();
    set.each_combination(|digits| {
        let relevant = digits.iter().enumerate().any(|(i, &d)| removed[i].contains(d));
        if !relevant {
            return;
        }
        let Some(reason) = set.ruled_out(digits) else {
            return;
        };
        let text = combination_text(cells, digits);
        match groups.iter_mut().find(|(r, _)| *r == reason) {
            Some((_, list)) => list.push(text),
            None => groups.push((reason, vec![text])),
        }
    });
    let used: Vec<(Cell, DigitSet)> = set
        .blockers
        .iter()
        .copied()
        .filter(|&(cell, _)| groups.iter().any(|(r, _)| *r == Reason::Empties(cell)))
        .collect();

    let base_list = CellSet::from_iter(cells.iter().copied()).to_list();
    let blocking_list: Vec<String> = used.iter().map(|(c, d)| format!("{d} in {c}")).collect();
    let detail = if blocking_list.is_empty() {
        base_list.clone()
    } else {
        format!("{base_list} ({})", blocking_list.join("; "))
    };

    let described: Vec<String> = cells
        .iter()
        .enumerate()
        .map(|(i, c)| format!("{c} ({})", set.candidates[i]))
        .collect();
    let blockers_text: Vec<String> = set.blockers.iter().map(|(c, d)| format!("{c} ({d})")).collect();
    let most = match size {
        Size::Pair => "two candidates",
        Size::Triple => "two or three candidates",
    };
    let reasons: Vec<String> = groups
        .iter()
        .map(|(reason, list)| {
            let why = match *reason {
                Reason::Repeat(i, j) => {
                    let pair = CellSet::single(cells[i]) | CellSet::single(cells[j]);
                    let house = pair
                        .common_houses()
                        .next()
                        .map_or(String::new(), |h: House| format!("{h:#}"));
                    format!("would put one digit twice in {house}")
                }
                Reason::Empties(cell) => {
                    let candidates = set
                        .blockers
                        .iter()
                        .find(|(c, _)| *c == cell)
                        .map_or(DigitSet::EMPTY, |b| b.1);
                    format!("would take every candidate of {cell} ({candidates}), which sees them all")
                }
            };
            format!("{} {why}", list.join(", "))
        })
        .collect();
    let removals: Vec<String> = cells
        .iter()
        .enumerate()
        .filter(|(i, _)| !removed[*i].is_empty())
        .map(|(i, c)| format!("{} in {c}", removed[i].join(" or ")))
        .collect();
    let count: usize = removed.iter().map(|r| r.len()).sum();
    let explanation = format!(
        "The cells {} each take one of their candidates; {} see all of them and hold only {most}. A combination of digits for the cells is impossible when it puts one digit twice in a house or leaves one of those cells with no candidate. These combinations are impossible: {}. No combination left puts {}, so {} removed.",
        join_and(&described),
        join_and(&blockers_text),
        reasons.join("; "),
        removals.join(" or "),
        if count == 1 { "it is" } else { "they are" },
    );

    let mut step = Step::builder(size.technique())
        .detail(detail)
        .explain(explanation);
    for (i, &cell) in cells.iter().enumerate() {
        for digit in set.candidates[i] {
            if removed[i].contains(digit) {
                step = step.eliminate(cell, digit);
            } else {
                step = step.pattern_candidate(cell, digit);
            }
        }
    }
    for (cell, digits) in used {
        step = step.fins(cell, digits);
        step = step.pattern_cells(CellSet::single(cell)).digits(digits);
    }
    let all = CellSet::from_iter(cells.iter().copied());
    for house in all.common_houses() {
        step = step.house(house);
    }
    step.pattern_cells(all).build()
}

/// `a`, `a and b`, `a, b and c`.
fn join_and(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategies::test_support::{
        assert_sound, candidates, cells_holding, eliminations, pencil, puzzle,
    };
    use crate::{Candidate, Grid, GridSolver};

    /// The puzzle of line 18 of `fixtures/puzzles.tsv` and its solution.
    const SUBSETS: (&str, &str) = (
        "6..8....1....64.......358...6....9.....3416...4..5..8..5....1..7.9.....8..8...34.",
        "625897431381264795974135826563728914892341657147659283456983172739412568218576349",
    );

    /// A state of puzzle 54 of `forum-hardest-1106.txt` after four steps of the engine,
    /// whose next step is an aligned triple exclusion, and its solution.
    const HARDEST: (&str, &str) = (
        "3 124 12459 1467 1269 4679 25679 569 8 289 7 249 5 23689 34689 269 1 239 12589 128 6 \
         1378 12389 3789 4 359 23579 578 9 3457 2 3568 1 5678 34568 3457 12578 1268 12357 368 4 \
         3568 156789 35689 13579 158 1468 1345 9 7 3568 1568 2 1345 4 12 1279 1678 15689 56789 3 \
         589 1259 +6 5 19 1348 1389 2 189 7 149 1279 +3 8 147 159 4579 1259 459 6",
        "325714968974586213186329457593261784762845139841973625417658392659432871238197546",
    );

    #[test]
    fn a_pair_whose_every_combination_with_a_digit_is_blocked() {
        let grid = cells_holding(&[("r1c1", "123"), ("r1c2", "124"), ("r1c5", "12"), ("r2c3", "14")]);
        let steps = AlignedPairExclusion.find_all(&grid);
        // r1c2 and r1c3 (which holds every digit) make the same pattern for r1c3.
        assert_eq!(steps.len(), 2, "{steps:?}");
        assert_eq!(eliminations(&steps[0]), candidates("r1c1<>1"));
        assert_eq!(eliminations(&steps[1]), candidates("r1c3<>1"));
        assert_eq!(
            format!("{:#}", steps[0]),
            "The cells r1c1 (1,2,3) and r1c2 (1,2,4) each take one of their candidates; \
             r1c5 (1,2) and r2c3 (1,4) see all of them and hold only two candidates. \
             A combination of digits for the cells is impossible when it puts one digit twice \
             in a house or leaves one of those cells with no candidate. These combinations are \
             impossible: (r1c1=1, r1c2=1) would put one digit twice in row 1; (r1c1=1, r1c2=2) would \
             take every candidate of r1c5 (1,2), which sees them all; (r1c1=1, r1c2=4) would take every \
             candidate of r2c3 (1,4), which sees them all. \
             No combination left puts 1 in r1c1, so it is removed."
        );
        let pattern = steps[0].pattern();
        let sorted = |list: &[Candidate]| {
            let mut list = list.to_vec();
            list.sort();
            list
        };
        assert_eq!(
            sorted(&pattern.candidates),
            candidates("r1c1=2 r1c1=3 r1c2=1 r1c2=2 r1c2=4")
        );
        assert_eq!(sorted(&pattern.fins), candidates("r1c5=1 r1c5=2 r2c3=1 r2c3=4"));
    }

    #[test]
    fn the_pairs_of_a_real_state_keep_the_solution() {
        let grid = puzzle(SUBSETS.0);
        let solution: Grid = SUBSETS.1.parse().unwrap();
        let steps = AlignedPairExclusion.find_all(&grid);
        assert_sound(&grid, &steps, &solution);
        // r1c7 (2,4,7,9) and r2c7 (2,5,7): with r1c7=2, r2c7 could be neither 2 (column
        // 7), 7 (r6c7 holds 2,7) nor 5 (r8c7 holds 2,5).
        let step = steps
            .iter()
            .find(|s| s.to_string().contains("r1c7,r2c7 ("))
            .unwrap_or_else(|| panic!("{steps:?}"));
        assert_eq!(
            step.to_string(),
            "Aligned Pair Exclusion: r1c7,r2c7 (2,7 in r6c7; 2,5 in r8c7) => r1c7<>2"
        );
    }

    #[test]
    fn one_blocking_cell_is_not_enough() {
        // r1c1=1 leaves r1c2 only 2, which would empty r1c5: sound, but Sudoku Explainer
        // asks for two blocking cells (here it is a naked pair of row 1).
        let one = cells_holding(&[("r1c1", "123"), ("r1c2", "12"), ("r1c5", "12")]);
        assert!(AlignedPairExclusion.find(&one).is_none());
        // A second blocking cell that rules out none of the combinations with r1c1=1.
        let other = cells_holding(&[("r1c1", "123"), ("r1c2", "124"), ("r1c5", "12"), ("r2c3", "34")]);
        assert!(AlignedPairExclusion.find(&other).is_none());
    }

    #[test]
    fn a_cell_that_sees_a_single_is_no_base_cell() {
        // The first test's pattern, with a cell of one candidate in row 9 that r1c1 sees
        // (column 1): Sudoku Explainer leaves that to the singles.
        let grid = cells_holding(&[
            ("r1c1", "123"),
            ("r1c2", "124"),
            ("r1c5", "12"),
            ("r2c3", "14"),
            ("r9c1", "9"),
        ]);
        let steps = AlignedPairExclusion.find_all(&grid);
        assert!(
            steps
                .iter()
                .all(|s| !s.pattern().cells.contains("r1c1".parse().unwrap())),
            "{steps:?}"
        );
        assert!(
            steps.iter().all(|s| eliminations(s) != candidates("r1c1<>1")),
            "{steps:?}"
        );
    }

    #[test]
    fn a_triple_with_two_blocking_cells() {
        let grid = pencil(HARDEST.0);
        let solution: Grid = HARDEST.1.parse().unwrap();
        let steps = AlignedTripleExclusion.find_all(&grid);
        assert_sound(&grid, &steps, &solution);
        let step = steps
            .iter()
            .find(|s| eliminations(s) == candidates("r3c2<>2"))
            .unwrap_or_else(|| panic!("{steps:?}"));
        assert_eq!(
            step.to_string(),
            "Aligned Triple Exclusion: r1c2,r3c2,r8c3 (2,4,9 in r2c3; 1,2 in r7c2) => r3c2<>2"
        );
        // Neither the pair strategy nor the triple strategy lists a step without effect.
        assert_sound(&grid, &AlignedPairExclusion.find_all(&grid), &solution);
    }

    #[test]
    fn three_cells_none_of_which_is_small_and_sees_another_are_no_triple() {
        // r1c1, r1c5 and r1c9 share row 1 but all have four candidates, so none of them
        // can be the cell of at most three candidates that sees another; the blocking
        // cells r1c2 and r1c3 see all three.
        let grid = cells_holding(&[
            ("r1c1", "1234"),
            ("r1c5", "1235"),
            ("r1c9", "1245"),
            ("r1c2", "12"),
            ("r1c3", "13"),
        ]);
        let steps = AlignedTripleExclusion.find_all(&grid);
        let far: CellSet = ["r1c1", "r1c5", "r1c9"]
            .map(|c| c.parse::<Cell>().unwrap())
            .into_iter()
            .collect();
        assert!(
            steps.iter().all(|s| !far.is_subset(s.pattern().cells)),
            "{steps:?}"
        );
    }

    #[test]
    fn every_triple_of_a_real_state_is_aligned() {
        let grid = puzzle(SUBSETS.0);
        let steps = AlignedTripleExclusion.find_all(&grid);
        assert_sound(&grid, &steps, &SUBSETS.1.parse().unwrap());
        assert!(steps.len() > 1, "{steps:?}");
        for step in &steps {
            let blockers: CellSet = step.pattern().fins.iter().map(|c| c.cell).collect();
            let bases: Vec<Cell> = (step.pattern().cells & !blockers).iter().collect();
            assert_eq!(bases.len(), 3, "{step}");
            let small = grid.cells_with_candidate_count(2) | grid.cells_with_candidate_count(3);
            assert!(aligned([bases[0], bases[1], bases[2]], small), "{step}");
        }
    }
}
