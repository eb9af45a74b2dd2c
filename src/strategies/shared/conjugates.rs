//! Conjugate pairs (the strong links of one digit) and the colouring built on them,
//! shared by the single-digit patterns, the colouring strategies and the remote pair.
//!
//! A digit with exactly two candidates in a house forms a *conjugate pair*: exactly one
//! of the two cells holds it. Chaining conjugate pairs gives clusters whose cells fall
//! into two colours, one of which holds the digit in every cell and the other in none.

use std::ops::ControlFlow;

use crate::strategies::Found;
use crate::{
    CandidateView, Cell, CellSet, ChainNode, Digit, House, HouseKind, Link, LinkKind, Step, StepBuilder,
    Technique,
};

/// A conjugate pair of one digit: the only two candidates of the digit in some house.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct StrongLink {
    /// The end with the lower index.
    pub(crate) a: Cell,
    /// The end with the higher index.
    pub(crate) b: Cell,
    /// The house that makes it a pair: the row or column when the pair is conjugate
    /// there, otherwise the box.
    pub(crate) house: House,
    in_row: bool,
    in_col: bool,
}

impl StrongLink {
    /// Whether the row of the two cells holds the digit only in them.
    pub(crate) fn in_row(self) -> bool {
        self.in_row
    }

    /// Whether the column of the two cells holds the digit only in them.
    pub(crate) fn in_col(self) -> bool {
        self.in_col
    }

    /// Both ends as a set.
    pub(crate) fn cells(self) -> CellSet {
        CellSet::single(self.a) | CellSet::single(self.b)
    }
}

/// Every conjugate pair of a digit whose candidates are `candidates`, each pair of
/// cells once, in the order rows, columns, boxes. Strategies read them from the
/// [`CandidateView`], which makes them once per state.
pub(crate) fn strong_links(candidates: CellSet) -> Vec<StrongLink> {
    let mut links: Vec<StrongLink> = Vec::new();
    for house in House::ALL {
        // Exactly two cells: dropping the lowest leaves a single cell.
        let cells = candidates & house.cells();
        let (Some(a), Some(b)) = (cells.first(), without_first(cells).single_cell()) else {
            continue;
        };
        let link = match links.iter_mut().find(|l| l.a == a && l.b == b) {
            Some(link) => link,
            None => {
                links.push(StrongLink {
                    a,
                    b,
                    house,
                    in_row: false,
                    in_col: false,
                });
                let last = links.len() - 1;
                &mut links[last]
            }
        };
        match house.kind() {
            HouseKind::Row => link.in_row = true,
            HouseKind::Column => link.in_col = true,
            HouseKind::Box => {}
        }
    }
    links
}

/// How two strong links of one digit joined by a weak link, `A=B-C=D`, look on the
/// board; each shape has a name of its own.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Shape {
    /// Both links in rows (or both in columns), `B` and `C` in one column (row), and the
    /// ends aligned too: a part of an X-Wing, which the fish strategies report.
    XWing,
    /// Both links in rows (or both in columns), `B` and `C` in one column (row).
    Skyscraper,
    /// One link in a row, the other in a column, `B` and `C` in one box.
    Kite,
    /// Any other two strong links joined by a weak link.
    Turbot,
}

/// Two strong links of one digit joined by a weak link: `A=B-C=D`. One of `A` and `D`
/// holds the digit, so a cell that sees both cannot.
#[derive(Clone, Copy, Debug)]
pub(crate) struct TwoLinks {
    pub(crate) digit: Digit,
    /// `A`, `B`, `C`, `D` in chain order.
    pub(crate) cells: [Cell; 4],
    /// The links `A=B` and `C=D`.
    pub(crate) links: [StrongLink; 2],
}

impl TwoLinks {
    /// Every chain `A=B-C=D` of `digit` with four different cells, each once (not also
    /// reversed), links in the order of [`strong_links`].
    pub(crate) fn for_each(
        view: &CandidateView<'_>,
        digit: Digit,
        mut f: impl FnMut(TwoLinks) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let links = view.strong_links(digit);
        for (i, &first) in links.iter().enumerate() {
            for &second in &links[i + 1..] {
                if first.cells().intersects(second.cells()) {
                    continue;
                }
                for (b, a) in [(first.a, first.b), (first.b, first.a)] {
                    for (c, d) in [(second.a, second.b), (second.b, second.a)] {
                        if b.sees(c) {
                            f(TwoLinks {
                                digit,
                                cells: [a, b, c, d],
                                links: [first, second],
                            })?;
                        }
                    }
                }
            }
        }
        ControlFlow::Continue(())
    }

    /// The shape the chain has on the board.
    pub(crate) fn shape(&self) -> Shape {
        let [a, b, c, d] = self.cells;
        let [first, second] = self.links;
        if first.in_row() && second.in_row() && b.col_index() == c.col_index() {
            if a.col_index() == d.col_index() {
                Shape::XWing
            } else {
                Shape::Skyscraper
            }
        } else if first.in_col() && second.in_col() && b.row_index() == c.row_index() {
            if a.row_index() == d.row_index() {
                Shape::XWing
            } else {
                Shape::Skyscraper
            }
        } else if ((first.in_row() && second.in_col()) || (first.in_col() && second.in_row()))
            && b.box_index() == c.box_index()
        {
            Shape::Kite
        } else {
            Shape::Turbot
        }
    }

    /// The candidates of the digit that see both ends.
    pub(crate) fn eliminations(&self, view: &CandidateView<'_>) -> CellSet {
        let [a, _, _, d] = self.cells;
        view.candidates(self.digit) & a.peers() & d.peers()
    }

    /// The chain in Eureka notation: `(5)r2c3=r2c8-r7c8=r7c3`.
    pub(crate) fn eureka(&self) -> String {
        let [a, b, c, d] = self.cells;
        format!("({}){a}={b}-{c}={d}", self.digit)
    }

    /// The step's pattern: the four candidates, the houses of the links, and the links.
    pub(crate) fn pattern(&self, mut step: StepBuilder) -> StepBuilder {
        let [a, b, c, d] = self.cells;
        let digit = self.digit;
        for cell in self.cells {
            step = step.pattern_candidate(cell, digit);
        }
        step.house(self.links[0].house)
            .house(self.links[1].house)
            .link(link(digit, a, b, LinkKind::Strong))
            .link(link(digit, b, c, LinkKind::Weak))
            .link(link(digit, c, d, LinkKind::Strong))
    }
}

impl TwoLinks {
    /// Reports a step of `technique` for every chain `A=B-C=D` of `shape` that removes
    /// a candidate (one step for each effect): the eliminations and the pattern come from
    /// the chain, and `describe` adds the technique's own notation and sentence.
    pub(crate) fn scan_shape(
        view: &CandidateView<'_>,
        found: &mut Found,
        shape: Shape,
        technique: Technique,
        describe: impl Fn(&TwoLinks, StepBuilder) -> StepBuilder,
    ) -> ControlFlow<()> {
        for digit in Digit::ALL {
            TwoLinks::for_each(view, digit, |chain| {
                if chain.shape() != shape {
                    return ControlFlow::Continue(());
                }
                let removed = chain.eliminations(view);
                if removed.is_empty() {
                    return ControlFlow::Continue(());
                }
                let step = describe(&chain, Step::builder(technique).eliminate_all(removed, digit));
                let step = chain.pattern(step).build();
                found.push_new(step)
            })?;
        }
        ControlFlow::Continue(())
    }
}

/// `cells` without its lowest cell.
fn without_first(cells: CellSet) -> CellSet {
    CellSet::from_bits(cells.bits() & cells.bits().wrapping_sub(1))
}

/// The cells that see at least one cell of `cells`.
pub(crate) fn seen_by(cells: CellSet) -> CellSet {
    cells
        .iter()
        .fold(CellSet::EMPTY, |seen, cell| seen | cell.peers())
}

/// A chain link between two single cells of one digit, for a step's pattern.
pub(crate) fn link(digit: Digit, from: Cell, to: Cell, kind: LinkKind) -> Link {
    Link {
        from: ChainNode {
            digit,
            cells: CellSet::single(from),
        },
        to: ChainNode {
            digit,
            cells: CellSet::single(to),
        },
        kind,
    }
}

/// One connected group of conjugate pairs of a digit, split into its two colours.
#[derive(Clone, Debug)]
pub(crate) struct Cluster {
    /// The two colours; the first holds the cluster's lowest-index cell. In every
    /// solution one colour holds the digit in all its cells and the other in none.
    pub(crate) colours: [CellSet; 2],
    /// For each colour, the cells that see at least one of its cells.
    pub(crate) seen: [CellSet; 2],
    /// The conjugate pairs that join the cluster.
    pub(crate) links: Vec<StrongLink>,
}

impl Cluster {
    /// All cells of the cluster.
    pub(crate) fn cells(&self) -> CellSet {
        self.colours[0] | self.colours[1]
    }
}

/// The clusters of one digit's conjugate pairs `links`: their connected groups, each
/// coloured in two colours that alternate along every pair. Strategies read them from
/// the [`CandidateView`], which makes them once per state.
pub(crate) fn clusters(links: &[StrongLink]) -> Vec<Cluster> {
    let mut partners = [CellSet::EMPTY; 81];
    let mut remaining = CellSet::EMPTY;
    for link in links {
        partners[link.a.index()].insert(link.b);
        partners[link.b.index()].insert(link.a);
        remaining |= link.cells();
    }
    let mut clusters = Vec::new();
    while let Some(seed) = remaining.first() {
        let mut colours = [CellSet::single(seed), CellSet::EMPTY];
        remaining.remove(seed);
        let mut frontier = CellSet::single(seed);
        let mut colour = 0;
        while !frontier.is_empty() {
            let reached = frontier
                .iter()
                .fold(CellSet::EMPTY, |acc, cell| acc | partners[cell.index()])
                & remaining;
            colour = 1 - colour;
            colours[colour] |= reached;
            remaining -= reached;
            frontier = reached;
        }
        let cells = colours[0] | colours[1];
        let links = links.iter().copied().filter(|l| cells.contains(l.a)).collect();
        clusters.push(Cluster {
            colours,
            seen: colours.map(seen_by),
            links,
        });
    }
    clusters
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategies::test_support::layer;

    #[test]
    fn a_pair_in_a_row_and_a_box_is_one_link() {
        let grid = layer(3, "r1c1 r1c2 r5c5 r6c6 r5c9");
        let links = strong_links(grid.candidates(Digit::new(3).unwrap()));
        let first = links[0];
        assert_eq!(
            (first.a.to_string(), first.b.to_string()),
            ("r1c1".into(), "r1c2".into())
        );
        assert!(first.in_row() && !first.in_col());
        assert_eq!(first.house, House::row(0));
        assert_eq!(
            links.iter().filter(|l| l.a == first.a && l.b == first.b).count(),
            1
        );
    }

    #[test]
    fn colours_alternate_along_the_pairs() {
        // r1c1=r1c5 (row 1), r1c5=r4c5 (column 5), r4c5=r4c9 (row 4).
        let grid = layer(6, "r1c1 r1c5 r4c5 r4c9 r2c2 r3c3 r5c1 r6c1 r8c9 r9c9");
        let clusters = clusters(&strong_links(grid.candidates(Digit::new(6).unwrap())));
        let big = clusters.iter().find(|c| c.cells().len() == 4).expect("the chain");
        assert_eq!(big.colours[0].to_list(), "r1c1,r4c5");
        assert_eq!(big.colours[1].to_list(), "r1c5,r4c9");
        assert_eq!(big.links.len(), 3);
    }
}
