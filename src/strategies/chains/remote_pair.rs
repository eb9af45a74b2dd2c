//! Remote Pair: a chain of bivalue cells that all hold the same two digits.

use std::ops::ControlFlow;

use crate::strategies::{Found, Scan};
use crate::{
    Branch, Candidate, CandidateView, Cell, CellSet, ChainNode, Digit, DigitSet, End, Fact, House, LayerGrid,
    Link, LinkKind, Literal, Proof, Rule, Step, Technique,
};

/// The longest chain searched, in cells.
const MAX_CELLS: usize = 10;

/// Remote Pair: a chain of at least four cells that hold only the same two digits, each
/// seeing the next. Neighbours hold different digits, so the cells alternate: the 1st,
/// 3rd, 5th... hold one digit and the 2nd, 4th... the other. A cell that sees two cells
/// of different kind (an odd number of steps apart, at least three) sees both digits
/// and loses them.
///
/// The notation gives the pair and the chain: `2/7 r1c1-r1c5-r4c5-r4c9`. A step lists
/// what its whole chain removes; chains up to ten cells long are searched, and of the
/// chains with the same effect only the shortest is reported.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::RemotePair, Cell, GridSolver, LayerGrid};
///
/// // r1c1, r1c5, r4c5 and r4c9 hold only 2 and 7; every other cell holds all nine.
/// let chain = ["r1c1", "r1c5", "r4c5", "r4c9"];
/// let text: String = Cell::ALL
///     .iter()
///     .map(|c| if chain.contains(&c.to_string().as_str()) { "[27] " } else { "123456789 " })
///     .collect();
/// let grid: LayerGrid = text.parse()?;
/// let step = RemotePair.find(&grid).expect("a remote pair");
/// assert_eq!(step.to_string(), "Remote Pair: 2/7 r1c1-r1c5-r4c5-r4c9 => r1c9,r4c1<>2,7");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct RemotePair;

impl Scan for RemotePair {
    const TECHNIQUE: Technique = Technique::RemotePair;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        let grid = view.grid();
        let bivalue = grid.bivalue_cells();
        let mut chains: Vec<Chain> = Vec::new();
        let mut pairs_seen: Vec<DigitSet> = Vec::new();
        for cell in bivalue {
            let pair = grid.cell_candidates(cell);
            if pairs_seen.contains(&pair) {
                continue;
            }
            pairs_seen.push(pair);
            let cells = pair
                .iter()
                .fold(bivalue, |acc, digit| acc & grid.candidates(digit));
            // Three cells of one house with the same two digits cannot all be filled:
            // such a grid has no solution, and its chains would be meaningless.
            if cells.len() < 4 || House::ALL.iter().any(|h| (cells & h.cells()).len() > 2) {
                continue;
            }
            let area = Area {
                pair,
                cells,
                removable: pair
                    .iter()
                    .fold(CellSet::EMPTY, |acc, d| acc | grid.candidates(d)),
            };
            let mut path = Vec::with_capacity(MAX_CELLS);
            for start in cells {
                path.push(start);
                extend(&area, &mut path, &mut chains);
                path.pop();
            }
        }
        // The shortest chain for each effect.
        chains.sort_by_key(|c| c.cells.len());
        for chain in chains {
            let step = chain.step(grid);
            found.push_new(step)?;
        }
        ControlFlow::Continue(())
    }
}

/// A chain of cells holding only `pair`, and the cells that see two of its cells an odd
/// number (at least three) of steps apart.
struct Chain {
    pair: DigitSet,
    cells: Vec<Cell>,
    covered: CellSet,
}

/// Where a chain may go: the cells holding only `pair`, and the cells holding either
/// digit of it.
struct Area {
    pair: DigitSet,
    cells: CellSet,
    removable: CellSet,
}

/// Extends `path` by every cell of the area that the last one sees, recording the
/// chains of four cells or more that remove something.
fn extend(area: &Area, path: &mut Vec<Cell>, chains: &mut Vec<Chain>) {
    let Some(&last) = path.last() else { return };
    let on_path: CellSet = path.iter().copied().collect();
    for next in last.peers() & area.cells & !on_path {
        path.push(next);
        // A chain and its reverse are the same: keep the one that starts lower.
        if path.len() >= 4 && path[0] < next {
            let covered = covered(path) & area.removable & !on_path & !CellSet::single(next);
            if !covered.is_empty() {
                chains.push(Chain {
                    pair: area.pair,
                    cells: path.clone(),
                    covered,
                });
            }
        }
        if path.len() < MAX_CELLS {
            extend(area, path, chains);
        }
        path.pop();
    }
}

/// The cells that see two cells of `path` an odd number (at least three) of steps apart.
fn covered(path: &[Cell]) -> CellSet {
    let mut covered = CellSet::EMPTY;
    for (i, a) in path.iter().enumerate() {
        for b in path.iter().skip(i + 3).step_by(2) {
            covered |= a.peers() & b.peers();
        }
    }
    covered
}

impl Chain {
    fn step(&self, grid: &LayerGrid) -> Step {
        let pair = self.pair;
        let route = self
            .cells
            .iter()
            .map(Cell::to_string)
            .collect::<Vec<_>>()
            .join("-");
        let mut step = Step::builder(Technique::RemotePair).detail(format!("{} {route}", pair.join("/")));
        for digit in pair {
            step = step.eliminate_all(self.covered & grid.candidates(digit), digit);
        }
        let (Some(x), Some(y)) = (pair.first(), pair.iter().nth(1)) else {
            return step.build();
        };
        let node = |digit: Digit, cell: Cell| ChainNode {
            digit,
            cells: CellSet::single(cell),
        };
        // As an XY-chain: (x)c1=(y)c1-(y)c2=(x)c2-...
        let (mut from, mut to) = (x, y);
        for (i, &cell) in self.cells.iter().enumerate() {
            step = step
                .pattern_candidate(cell, x)
                .pattern_candidate(cell, y)
                .link(Link {
                    from: node(from, cell),
                    to: node(to, cell),
                    kind: LinkKind::Strong,
                });
            if let Some(&next) = self.cells.get(i + 1) {
                step = step.link(Link {
                    from: node(to, cell),
                    to: node(to, next),
                    kind: LinkKind::Weak,
                });
            }
            (from, to) = (to, from);
        }
        if let Some(proof) = self.proof(x, y, step.eliminations()) {
            step = step.prove(proof.with_premises_in(grid));
        }
        let odd: CellSet = self.cells.iter().step_by(2).copied().collect();
        let even: CellSet = self.cells.iter().skip(1).step_by(2).copied().collect();
        step.explain(format!(
            "The cells {route} hold only {} and each sees the next, so neighbours differ: {} hold one of the two digits and {} the other. A cell that sees cells of both kinds can be neither {x} nor {y}, so both are removed from {}.",
            pair.join(" and "),
            odd.to_list(),
            even.to_list(),
            self.covered.to_list(),
        ))
        .build()
    }
}

impl Chain {
    /// A verity over the first cell's two digits: each puts the pair's digits in turn
    /// along the chain, and a removed candidate sees a cell that then holds its digit.
    fn proof(&self, x: Digit, y: Digit, eliminations: &[Candidate]) -> Option<Proof> {
        let first = *self.cells.first()?;
        let mut branches = Vec::new();
        for (start, other) in [(x, y), (y, x)] {
            let assume = Literal::new(first, start, true);
            let mut facts = Vec::new();
            let mut holding = vec![assume];
            let (mut digit, mut next_digit) = (start, other);
            for pair in self.cells.windows(2) {
                let (from, to) = (pair[0], pair[1]);
                let by = Literal::new(from, digit, true);
                facts.push(Fact::new(Literal::new(to, digit, false), Rule::Sees { by }));
                let placed = Literal::new(to, next_digit, true);
                facts.push(Fact::new(placed, Rule::NakedSingle));
                holding.push(placed);
                (digit, next_digit) = (next_digit, digit);
            }
            let mut conclusions = Vec::new();
            for e in eliminations {
                let by = *holding
                    .iter()
                    .find(|t| t.digit() == e.digit && t.cell().peers().contains(e.cell))?;
                let literal = Literal::new(e.cell, e.digit, false);
                facts.push(Fact::new(literal, Rule::Sees { by }));
                conclusions.push(literal);
            }
            branches.push(Branch {
                assume,
                facts,
                end: End::Conclusions(conclusions),
            });
        }
        Some(Proof::cell_verity(first, branches))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GridSolver;
    use crate::strategies::test_support::{candidates, cells_holding, eliminations};

    #[test]
    fn cells_seeing_both_kinds_lose_both_digits() {
        let grid = cells_holding(&[("r1c1 r1c5 r4c5 r4c9", "27")]);
        let steps = RemotePair.find_all(&grid);
        assert_eq!(steps.len(), 1, "{steps:?}");
        assert_eq!(
            eliminations(&steps[0]),
            candidates("r1c9<>2 r1c9<>7 r4c1<>2 r4c1<>7")
        );
        assert_eq!(
            steps[0].to_string(),
            "Remote Pair: 2/7 r1c1-r1c5-r4c5-r4c9 => r1c9,r4c1<>2,7"
        );
        assert_eq!(steps[0].pattern().links.len(), 7);
    }

    #[test]
    fn a_longer_chain_is_reported_when_it_removes_more() {
        // r1c1-r1c5-r4c5-r4c9-r8c9-r8c2: the ends r1c1 and r8c2 are five steps apart.
        let grid = cells_holding(&[("r1c1 r1c5 r4c5 r4c9 r8c9 r8c2", "38")]);
        let steps = RemotePair.find_all(&grid);
        assert!(
            steps
                .iter()
                .any(|s| s.detail_text() == "3/8 r1c1-r1c5-r4c5-r4c9-r8c9-r8c2"
                    && eliminations(s).contains(&candidates("r2c2<>3")[0])),
            "{steps:?}"
        );
        // The four-cell chains come first.
        assert_eq!(steps[0].detail_text().matches('-').count(), 3);
    }

    #[test]
    fn three_cells_are_not_a_remote_pair() {
        let grid = cells_holding(&[("r1c1 r1c5 r4c5", "27"), ("r9c9", "27")]);
        assert!(RemotePair.find(&grid).is_none());
    }
}
