//! 3D Medusa: colouring across digits, through conjugate pairs and bivalue cells.
//!
//! The rules are those SudokuWiki (Andrew Stuart, "3D Medusa") gives. Candidates are
//! joined by strong links of two kinds: the two places of a digit in a house (a
//! conjugate pair) and the two candidates of a bivalue cell. Colouring a connected group
//! of them in two alternating colours, one colour is true in every candidate and the
//! other in none. Writing "colour A kills a candidate" for "if A is true the candidate
//! is false" (it sees a candidate of its digit coloured A, or its cell holds a candidate
//! of another digit coloured A, or it is coloured B):
//!
//! - [`MedusaWrap`]: a colour is false when it kills one of its own candidates (two of
//!   its candidates in one cell, rule 1, or of one digit in one house, rule 2), or when
//!   it kills every candidate of some cell (rule 6, a cell emptied by a colour). Every
//!   candidate of that colour goes.
//! - [`MedusaTrap`]: an uncoloured candidate that both colours kill goes: it sees both
//!   colours of its digit (rule 4), its cell holds both colours (rule 3), or it sees one
//!   colour of its digit while its cell holds the other (rule 5).
//!
//! Only groups that span at least two digits count: a group of one digit is the
//! [Simple Colours](super::SimpleColoursTrap) cluster, which the engine tries first.

use std::ops::ControlFlow;

use crate::strategies::shared::conjugates::{link, seen_by};
use crate::strategies::{Found, Scan};
use crate::{
    Candidate, CandidateView, CellSet, ChainNode, Digit, DigitSet, Link, LinkKind, Step, StepBuilder,
    Technique,
};

/// 3D Medusa, the trap: colour a group of candidates joined by conjugate pairs and
/// bivalue cells, across digits (the rules are in the source of `strategies/colouring/medusa.rs`). A candidate
/// outside the colours that is false whichever colour is true goes: it sees both
/// colours of its digit, or its cell holds both colours, or it sees one colour of its
/// digit and its cell holds the other.
///
/// The notation lists the two colours, each by digit: `(1)r1c1 (2)r1c4 / (2)r1c1 (1)r1c4`.
/// In the step's pattern the first colour is in [`candidates`](crate::Pattern::candidates),
/// the second in [`fins`](crate::Pattern::fins), and the strong links in
/// [`links`](crate::Pattern::links).
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::MedusaTrap, GridSolver, LayerGrid};
///
/// // r1c1 holds 1 or 2, r1c5 2 or 3, r6c5 1 or 3; 2 has only r1c1 and r1c5 in row 1,
/// // and 3 only r1c5 and r6c5 in column 5. One colour is (1)r1c1, (2)r1c5, (3)r6c5,
/// // the other (2)r1c1, (3)r1c5, (1)r6c5; r6c1 sees (1)r1c1 and (1)r6c5.
/// let mut cells = vec!["123456789"; 81];
/// for i in 1..9 {
///     cells[i] = "13456789"; // row 1
///     cells[i * 9 + 4] = "12456789"; // column 5
/// }
/// (cells[0], cells[4], cells[49]) = ("12", "23", "13");
/// let grid: LayerGrid = cells.join(" ").parse()?;
/// let step = MedusaTrap.find(&grid).expect("a 3D Medusa trap");
/// assert_eq!(
///     step.to_string(),
///     "3D Medusa Trap: (1)r1c1 (2)r1c5 (3)r6c5 / (1)r6c5 (2)r1c1 (3)r1c5 => r6c1<>1"
/// );
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct MedusaTrap;

/// 3D Medusa, the wrap: colour a group of candidates as for the
/// [trap](MedusaTrap). A colour that would make one of its own candidates false (two in
/// one cell, or two of a digit in one house), or that would leave a cell with no
/// candidate, is false: every candidate of it goes.
///
/// The notation and the pattern are those of the trap.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::MedusaWrap, GridSolver, LayerGrid};
///
/// // The cells of the trap's example, and 1 has only r1c1 and r6c1 in column 1: (1)r6c1
/// // takes the colour of (1)r6c5, and the two share row 6.
/// let mut cells = vec!["123456789"; 81];
/// for i in 1..9 {
///     cells[i] = "13456789"; // row 1
///     cells[i * 9 + 4] = "12456789"; // column 5
///     if i != 5 {
///         cells[i * 9] = "23456789"; // column 1
///     }
/// }
/// (cells[0], cells[4], cells[49]) = ("12", "23", "13");
/// let grid: LayerGrid = cells.join(" ").parse()?;
/// let step = MedusaWrap.find(&grid).expect("a 3D Medusa wrap");
/// assert_eq!(
///     step.to_string(),
///     "3D Medusa Wrap: (1)r1c1 (2)r1c5 (3)r6c5 / (1)r6c1,r6c5 (2)r1c1 (3)r1c5 => r1c1<>2, r1c5<>3, r6c1,r6c5<>1"
/// );
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct MedusaWrap;

/// A strong link of a group: two candidates of which exactly one is true.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct StrongPair {
    from: Candidate,
    to: Candidate,
}

/// A connected group of candidates under the strong links, in two colours.
pub(crate) struct MedusaCluster {
    /// `colours[c][d]`: the cells where digit index `d` has colour `c`.
    colours: [[CellSet; 9]; 2],
    /// The strong links that join the group, each once.
    links: Vec<StrongPair>,
}

impl MedusaCluster {
    /// The candidates of colour `c`, digit by digit.
    fn candidates(&self, c: usize) -> impl Iterator<Item = Candidate> + '_ {
        Digit::ALL.into_iter().flat_map(move |d| {
            self.colours[c][d.index()]
                .iter()
                .map(move |cell| Candidate::new(cell, d))
        })
    }

    /// The colour of a candidate, if it is in the group.
    #[cfg(test)]
    fn colour_of(&self, candidate: Candidate) -> Option<usize> {
        (0..2).find(|&c| self.colours[c][candidate.digit.index()].contains(candidate.cell))
    }

    /// Colour `c` in notation: `(1)r1c1,r4c5 (5)r2c7`.
    fn colour_text(&self, c: usize) -> String {
        Digit::ALL
            .into_iter()
            .filter(|d| !self.colours[c][d.index()].is_empty())
            .map(|d| format!("({d}){}", self.colours[c][d.index()].to_list()))
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Both colours in notation.
    fn text(&self) -> String {
        format!("{} / {}", self.colour_text(0), self.colour_text(1))
    }

    /// For each colour and digit, the candidates of the digit that are false when the
    /// colour is true.
    fn kills(&self, view: &CandidateView<'_>) -> [[CellSet; 9]; 2] {
        let mut kills = [[CellSet::EMPTY; 9]; 2];
        for (c, kill) in kills.iter_mut().enumerate() {
            let mine = self.colours[c];
            for digit in Digit::ALL {
                let d = digit.index();
                // The cells that hold a candidate of colour c of another digit.
                let others = Digit::ALL
                    .into_iter()
                    .filter(|&e| e != digit)
                    .fold(CellSet::EMPTY, |acc, e| acc | mine[e.index()]);
                kill[d] = view.candidates(digit) & (seen_by(mine[d]) | others | self.colours[1 - c][d]);
            }
        }
        kills
    }

    /// Why colour `c` being true makes `candidate` false, in words.
    fn kill_reason(&self, c: usize, candidate: Candidate) -> String {
        let (cell, digit) = (candidate.cell, candidate.digit);
        if let Some(seen) = (self.colours[c][digit.index()] & cell.peers()).first() {
            return format!("it sees {}", Candidate::new(seen, digit));
        }
        if let Some(other) = Digit::ALL
            .into_iter()
            .find(|&e| e != digit && self.colours[c][e.index()].contains(cell))
        {
            return format!("{} is true", Candidate::new(cell, other));
        }
        format!("{candidate} has the other colour")
    }

    /// A step of `technique` with the group's notation and pattern.
    fn step(&self, view: &CandidateView<'_>, technique: Technique) -> StepBuilder {
        let mut step = Step::builder(technique).detail(self.text());
        for candidate in self.candidates(0) {
            step = step.pattern_candidate(candidate.cell, candidate.digit);
        }
        for candidate in self.candidates(1) {
            step = step
                .fin(candidate.cell, candidate.digit)
                .pattern_cells(CellSet::single(candidate.cell))
                .digits(DigitSet::single(candidate.digit));
        }
        for pair in &self.links {
            let (a, b) = (pair.from, pair.to);
            if a.digit == b.digit {
                if let Some(pair) = view
                    .strong_links(a.digit)
                    .iter()
                    .find(|l| l.cells() == (CellSet::single(a.cell) | CellSet::single(b.cell)))
                {
                    step = step.house(pair.house);
                }
                step = step.link(link(a.digit, a.cell, b.cell, LinkKind::Strong));
            } else {
                step = step.link(Link {
                    from: node(a),
                    to: node(b),
                    kind: LinkKind::Strong,
                });
            }
        }
        step
    }
}

/// A chain node of one candidate.
fn node(candidate: Candidate) -> ChainNode {
    ChainNode {
        digit: candidate.digit,
        cells: CellSet::single(candidate.cell),
    }
}

/// Every group of candidates joined by strong links that spans two digits or more,
/// coloured. A group whose links do not colour in two (which no grid with a solution
/// has) is left out. Strategies read them from the [`CandidateView`], which makes them
/// once per state.
pub(crate) fn clusters(view: &CandidateView<'_>) -> Vec<MedusaCluster> {
    // For each candidate, the other places of its digit in the houses where it has two.
    let mut partners = vec![CellSet::EMPTY; 729];
    for digit in Digit::ALL {
        for pair in view.strong_links(digit) {
            partners[Candidate::new(pair.a, digit).index()].insert(pair.b);
            partners[Candidate::new(pair.b, digit).index()].insert(pair.a);
        }
    }
    let bivalue = view.grid().bivalue_cells();
    let neighbours = |candidate: Candidate| {
        let same_digit = partners[candidate.index()]
            .iter()
            .map(move |cell| Candidate::new(cell, candidate.digit));
        let same_cell = bivalue
            .contains(candidate.cell)
            .then(|| view.cell_candidates(candidate.cell) - DigitSet::single(candidate.digit))
            .into_iter()
            .flat_map(|rest| rest.iter())
            .map(move |digit| Candidate::new(candidate.cell, digit));
        same_digit.chain(same_cell)
    };
    let mut colour = vec![0u8; 729];
    let mut clusters = Vec::new();
    for start in (0..729).filter_map(Candidate::from_index) {
        if colour[start.index()] != 0 || !view.candidates(start.digit).contains(start.cell) {
            continue;
        }
        if partners[start.index()].is_empty() && !bivalue.contains(start.cell) {
            continue;
        }
        let mut cluster = MedusaCluster {
            colours: [[CellSet::EMPTY; 9]; 2],
            links: Vec::new(),
        };
        let mut clash = false;
        let mut stack = vec![start];
        colour[start.index()] = 1;
        while let Some(at) = stack.pop() {
            let own = colour[at.index()];
            cluster.colours[usize::from(own - 1)][at.digit.index()].insert(at.cell);
            for next in neighbours(at) {
                match colour[next.index()] {
                    0 => {
                        colour[next.index()] = 3 - own;
                        stack.push(next);
                    }
                    c if c == own => clash = true,
                    _ => {}
                }
                if at.index() < next.index() {
                    cluster.links.push(StrongPair { from: at, to: next });
                }
            }
        }
        let digits = (0..9)
            .filter(|&d| !(cluster.colours[0][d] | cluster.colours[1][d]).is_empty())
            .count();
        if !clash && digits >= 2 {
            cluster.links.sort_by_key(|l| (l.from, l.to));
            clusters.push(cluster);
        }
    }
    clusters
}

impl Scan for MedusaTrap {
    const TECHNIQUE: Technique = Technique::MedusaTrap;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        for cluster in view.medusa_clusters() {
            let kills = cluster.kills(view);
            let mut removed = Vec::new();
            for digit in Digit::ALL {
                let d = digit.index();
                let coloured = cluster.colours[0][d] | cluster.colours[1][d];
                for cell in kills[0][d] & kills[1][d] & !coloured {
                    removed.push(Candidate::new(cell, digit));
                }
            }
            if removed.is_empty() {
                continue;
            }
            let reasons: Vec<String> = removed
                .iter()
                .map(|&candidate| {
                    format!(
                        "{candidate} is false if A is true ({}) and if B is true ({})",
                        cluster.kill_reason(0, candidate),
                        cluster.kill_reason(1, candidate)
                    )
                })
                .collect();
            let mut step = cluster.step(view, Technique::MedusaTrap).explain(format!(
                "{} {}. So {} removed.",
                colours_sentence(cluster),
                reasons.join("; "),
                if removed.len() == 1 { "it is" } else { "they are" },
            ));
            for candidate in removed {
                step = step.eliminate(candidate.cell, candidate.digit);
            }
            let step = step.build();
            found.push_new(step)?;
        }
        ControlFlow::Continue(())
    }
}

impl Scan for MedusaWrap {
    const TECHNIQUE: Technique = Technique::MedusaWrap;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        let unsolved = view.grid().unsolved_cells();
        for cluster in view.medusa_clusters() {
            let kills = cluster.kills(view);
            for c in 0..2 {
                let Some((why, clash)) = contradiction(view, cluster, &kills[c], c, unsolved) else {
                    continue;
                };
                let name = ["A", "B"][c];
                let mut step = cluster.step(view, Technique::MedusaWrap).explain(format!(
                    "{} Colour {name} cannot be true: {why}. So every candidate of {name} is removed.",
                    colours_sentence(cluster),
                ));
                if let Some((a, b)) = clash {
                    step = step.link(Link {
                        from: node(a),
                        to: node(b),
                        kind: LinkKind::Weak,
                    });
                }
                for candidate in cluster.candidates(c) {
                    step = step.eliminate(candidate.cell, candidate.digit);
                }
                let step = step.build();
                found.push_new(step)?;
                break;
            }
        }
        ControlFlow::Continue(())
    }
}

/// Why colour `c` of `cluster` cannot be true, with the two candidates that clash (if
/// it is a clash rather than an emptied cell); `kills` are the colour's kills per digit.
fn contradiction(
    view: &CandidateView<'_>,
    cluster: &MedusaCluster,
    kills: &[CellSet; 9],
    c: usize,
    unsolved: CellSet,
) -> Option<(String, Option<(Candidate, Candidate)>)> {
    let mine = &cluster.colours[c];
    for digit in Digit::ALL {
        let d = digit.index();
        let Some(cell) = (kills[d] & mine[d]).first() else {
            continue;
        };
        let own = Candidate::new(cell, digit);
        if let Some(seen) = (mine[d] & cell.peers()).first() {
            let other = Candidate::new(seen, digit);
            let pair = CellSet::single(cell) | CellSet::single(seen);
            let house = pair
                .common_houses()
                .next()
                .map_or(String::new(), |h| format!("{h:#}"));
            return Some((
                format!("{own} and {other} both have it and share {house}"),
                Some((own, other)),
            ));
        }
        let other_digit = Digit::ALL
            .into_iter()
            .find(|&e| e != digit && mine[e.index()].contains(cell))?;
        let other = Candidate::new(cell, other_digit);
        return Some((
            format!("{own} and {other} both have it, in one cell"),
            Some((own, other)),
        ));
    }
    // A cell whose every candidate the colour kills.
    let mut emptied = unsolved;
    for digit in Digit::ALL {
        emptied &= kills[digit.index()] | !view.candidates(digit);
    }
    let cell = emptied.first()?;
    let reasons: Vec<String> = view
        .cell_candidates(cell)
        .iter()
        .map(|digit| {
            let candidate = Candidate::new(cell, digit);
            format!("{candidate} is false ({})", cluster.kill_reason(c, candidate))
        })
        .collect();
    Some((
        format!("it would leave {cell} with no candidate: {}", reasons.join(", ")),
        None,
    ))
}

/// The opening of every sentence: the strong links and the two colours.
fn colours_sentence(cluster: &MedusaCluster) -> String {
    format!(
        "Conjugate pairs (the two places of a digit in a house) and bivalue cells join these candidates by strong links, of which exactly one end is true; coloured alternately, one colour is true everywhere and the other nowhere. Colour A: {}; colour B: {}.",
        cluster.colour_text(0),
        cluster.colour_text(1),
    )
}

impl CandidateView<'_> {
    /// Whether a candidate is in a group (for tests).
    #[cfg(test)]
    fn medusa_colour(&self, candidate: Candidate) -> Option<usize> {
        self.medusa_clusters().iter().find_map(|c| c.colour_of(candidate))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategies::test_support::{
        assert_sound, candidates, cells_holding, eliminations, layer_where, pencil,
    };
    use crate::{Cell, Grid, GridSolver};

    /// A state of the puzzle of line 20 of `fixtures/puzzles.tsv` after 32 steps of the
    /// engine, whose next step is a 3D Medusa trap, and its solution.
    const TRAP: (&str, &str) = (
        "+3 7 +9 +2 +6 +1 +4 +8 5 18 68 5 +4 +7 3 2 9 16 +2 4 16 +9 8 +5 36 136 7 9 56 246 3567 \
         35 467 1 267 8 4578 1 48 567 2 467 9 367 34 47 26 3 8 +1 +9 67 5 246 58 2358 7 1356 9 \
         68 3568 4 123 6 358 128 1357 4 78 3578 1237 +9 148 9 148 13567 35 2 35678 367 136",
        "379261485865473291241985367956734128718526934423819756537198642682347519194652873",
    );

    /// A state of puzzle 210 of `forum-hardest-1106.txt` after 66 steps of the engine,
    /// whose next step is a 3D Medusa wrap, and its solution.
    const WRAP: (&str, &str) = (
        "13 2 13 48 +5 6 +7 48 9 48 +5 7 1 48 +9 +2 +6 +3 48 +6 +9 2 3 +7 48 1 +5 +2 +7 46 5 69 \
         +8 3 49 +1 5 13 46 69 7 13 48 489 +2 +9 8 13 34 14 2 +5 +7 6 13 13 +2 89 89 4 +6 +5 +7 \
         6 +9 8 +7 +2 +5 +1 +3 4 +7 4 +5 36 16 13 9 2 +8",
        "123456789457189263869237415274568391536971842981342576312894657698725134745613928",
    );

    #[test]
    fn a_bivalue_cell_joins_two_digits() {
        let grid = cells_holding(&[("r1c1", "12")]);
        let view = CandidateView::new(&grid);
        let at = |digit: u8| Candidate::new("r1c1".parse::<Cell>().unwrap(), Digit::new(digit).unwrap());
        assert_eq!(view.medusa_colour(at(1)), Some(0));
        assert_eq!(view.medusa_colour(at(2)), Some(1));
        assert!(MedusaTrap.find(&grid).is_none());
        assert!(MedusaWrap.find(&grid).is_none());
    }

    #[test]
    fn a_trap_in_a_real_state() {
        let grid = pencil(TRAP.0);
        let solution: Grid = TRAP.1.parse().unwrap();
        let steps = MedusaTrap.find_all(&grid);
        assert_sound(&grid, &steps, &solution);
        assert_sound(&grid, &MedusaWrap.find_all(&grid), &solution);
        let step = steps
            .iter()
            .find(|s| eliminations(s) == candidates("r5c8<>6"))
            .unwrap_or_else(|| panic!("{steps:?}"));
        assert_eq!(
            step.to_string(),
            "3D Medusa Trap: (3)r5c8 (4)r5c9,r6c1 (7)r5c1,r6c7 / (3)r5c9 (4)r6c9 (6)r6c7 (7)r6c1 => r5c8<>6"
        );
        // Every coloured candidate is in the pattern, the first colour as candidates and
        // the second as fins, joined by strong links.
        let pattern = step.pattern();
        assert_eq!(pattern.candidates.len() + pattern.fins.len(), 9);
        assert!(!pattern.links.is_empty());
        assert!(pattern.links.iter().all(|l| l.kind == LinkKind::Strong));
    }

    #[test]
    fn a_wrap_in_a_real_state() {
        let grid = pencil(WRAP.0);
        let solution: Grid = WRAP.1.parse().unwrap();
        let steps = MedusaWrap.find_all(&grid);
        assert!(!steps.is_empty());
        assert_sound(&grid, &steps, &solution);
        assert_sound(&grid, &MedusaTrap.find_all(&grid), &solution);
        // The false colour goes whole: each step removes every candidate of one colour.
        for step in &steps {
            assert!(
                step.eliminations().len() == step.pattern().candidates.len()
                    || step.eliminations().len() == step.pattern().fins.len(),
                "{step}"
            );
        }
    }

    #[test]
    fn a_colour_that_puts_a_digit_twice_in_a_house_is_false() {
        // Bivalue r1c1 (1,2), r1c5 (2,3) and r6c5 (1,3); 2 has only r1c1 and r1c5 in row
        // 1, 3 only r1c5 and r6c5 in column 5, and 1 only r1c1 and r6c1 in column 1. One
        // colour holds (2)r1c1, (3)r1c5, (1)r6c5 and (1)r6c1, two 1s in row 6.
        let mut cells = vec!["123456789"; 81];
        for i in 1..9 {
            cells[i] = "13456789";
            cells[i * 9 + 4] = "12456789";
            if i != 5 {
                cells[i * 9] = "23456789";
            }
        }
        (cells[0], cells[4], cells[49]) = ("12", "23", "13");
        let grid = pencil(&cells.join(" "));
        let step = MedusaWrap.find(&grid).expect("a wrap");
        assert_eq!(eliminations(&step), candidates("r1c1<>2 r1c5<>3 r6c1<>1 r6c5<>1"));
        assert!(format!("{step:#}").contains("share row 6"), "{step:#}");
        // The clash is drawn as a weak link between the two candidates.
        assert!(step.pattern().links.iter().any(|l| l.kind == LinkKind::Weak));
    }

    #[test]
    fn a_group_of_one_digit_is_left_to_simple_colours() {
        // Conjugate pairs of 8 only: r1c1=r1c4 (row 1) and r1c1=r7c1 (column 1).
        let grid = layer_where(8, |row, col| match (row, col) {
            (1, _) => col == 1 || col == 4,
            (_, 1) => row == 7,
            _ => true,
        });
        assert!(CandidateView::new(&grid).medusa_clusters().is_empty());
        assert!(MedusaTrap.find(&grid).is_none());
        assert!(MedusaWrap.find(&grid).is_none());
    }
}
