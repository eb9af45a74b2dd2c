//! The link graph that every chain strategy walks: its nodes (single candidates, grouped
//! candidates and almost locked sets) and the strong and weak links between them.
//!
//! A node is a statement "digit `d` is in this cell" or, for a group, "digit `d` is in
//! one of these cells" (two or three cells where a box meets a row or column), or, for
//! an almost locked set (ALS: `n` cells of a house with `n + 1` digits), "digit `d` is
//! in the set". A **weak** link joins two nodes that cannot both be true; a **strong**
//! link joins two nodes that cannot both be false. Every strong link between candidates
//! and groups is also weak (its ends share a house or a cell), so a chain may use it in
//! either role.
//!
//! An ALS that loses one of its digits is locked: it holds every other one. So two
//! digits of one ALS are strongly linked (not both absent), but not weakly (both are
//! usually present); a chain passes through an ALS as `-(x)ALS=(z)ALS-`: entered by a
//! weak link on `x` from a node that sees every `x` of the set, left by a weak link on
//! `z` to a node that every `z` of the set sees, or to another set whose every `z` sees
//! every `z` of this one. A set that loses `x` may also leave a cell outside it with one
//! candidate `c` (its other digits see every other candidate of the cell): then `x` in
//! the set and `c` in the cell are strongly linked (not both absent), though not weakly.
//! Bivalue cells are left out of those links: the chain passes them on their own strong
//! link. As in HoDoKu, only sets of two or more
//! cells are nodes (a bivalue cell is two candidates already), and only those that can
//! be entered and left; at most [`ALS_SLOTS`] of them, smaller sets first.
//!
//! LinkFilter are never listed one by one: they are read with word operations from the
//! candidate planes (peers, conjugate pairs, bivalue cells), from each group's masks
//! (the cells that see it, its strong partners) and from each set's masks (per digit,
//! the candidates that see all its places). The walk in [`super::search`] only sees
//! [`Node`]s, [`NodeSet`]s and the two expansions.

use std::cell::OnceCell;
use std::rc::Rc;

use super::als_nodes::{AlsNode, AlsNodes};
use super::groups::{Group, Groups};
use super::node::{Bits128, Node, NodeKind, NodeSet, SLOT_WORDS, Slots, Words, digit};
use crate::strategies::als::AlsIndex;
use crate::{CandidateView, Cell, CellSet, ChainNode, House};

#[inline]
fn peers(cell: usize) -> u128 {
    CellSet::peers_of(Cell::ALL[cell]).bits()
}

/// Which nodes and links a chain may use: each chain technique walks the same graph
/// through one of these views.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum LinkFilter {
    /// One digit: strong links of conjugate pairs, weak links between cells that see
    /// each other (X-Chains).
    SingleDigit,
    /// Bivalue cells: strong links inside a cell, weak links between cells on one digit
    /// (XY-Chains).
    Bivalue,
    /// Every candidate and every link between candidates (AICs and nice loops).
    Candidates,
    /// Candidates and groups (grouped AICs and nice loops).
    Grouped,
    /// Candidates, groups and almost locked sets (AICs and nice loops with ALS nodes).
    WithSets,
}

impl LinkFilter {
    #[inline]
    const fn conjugates(self) -> bool {
        !matches!(self, LinkFilter::Bivalue)
    }

    #[inline]
    const fn bivalue(self) -> bool {
        !matches!(self, LinkFilter::SingleDigit)
    }

    #[inline]
    const fn inside_cells(self) -> bool {
        matches!(
            self,
            LinkFilter::Candidates | LinkFilter::Grouped | LinkFilter::WithSets
        )
    }

    #[inline]
    pub(crate) const fn groups(self) -> bool {
        matches!(self, LinkFilter::Grouped | LinkFilter::WithSets)
    }

    #[inline]
    pub(crate) const fn sets(self) -> bool {
        matches!(self, LinkFilter::WithSets)
    }

    /// The words of node sets that walks on these links may set.
    #[inline]
    pub(crate) const fn words(self) -> Words {
        Words {
            groups: self.groups(),
            sets: self.sets(),
        }
    }
}

/// The strong and weak links of one candidate state.
#[derive(Clone, Debug)]
pub(crate) struct LinkGraph {
    /// The candidate planes (bit `cell` of `planes[digit]`): the state the graph is for.
    planes: [u128; 9],
    bivalue: u128,
    /// `conjugates[digit][cell]`: the cells that share a house with `cell` in which the
    /// digit has only those two places.
    conjugates: Box<[[u128; 81]; 9]>,
    /// The cells of each digit that have a conjugate partner.
    has_conjugate: [u128; 9],
    /// The grouped nodes, made when a grouped chain is first looked for.
    groups: OnceCell<Groups>,
    /// The almost locked sets of the state, shared with its [`CandidateView`].
    als_index: Rc<OnceCell<AlsIndex>>,
    /// The almost locked sets that are nodes, made with the groups.
    alses: OnceCell<AlsNodes>,
}

impl LinkGraph {
    /// The graph of the candidates `view` shows; it takes its almost locked sets from
    /// the view's, when a grouped chain first needs them.
    pub(crate) fn new(view: &CandidateView<'_>) -> LinkGraph {
        let planes = view.planes().map(CellSet::bits);
        // Bivalue cells: exactly two of the nine planes, counted bit-sliced.
        let (mut ones, mut twos, mut more) = (0u128, 0u128, 0u128);
        for &p in &planes {
            more |= twos & p;
            twos |= ones & p;
            ones |= p;
        }
        let bivalue = twos & !more;

        let mut conjugates = Box::new([[0u128; 81]; 9]);
        let mut has_conjugate = [0u128; 9];
        for (d, &plane) in planes.iter().enumerate() {
            for house in House::ALL {
                let here = plane & house.cells().bits();
                if here.count_ones() == 2 {
                    let a = here.trailing_zeros() as usize;
                    let b = 127 - here.leading_zeros() as usize;
                    conjugates[d][a] |= 1 << b;
                    conjugates[d][b] |= 1 << a;
                    has_conjugate[d] |= here;
                }
            }
        }

        LinkGraph {
            planes,
            bivalue,
            conjugates,
            has_conjugate,
            groups: OnceCell::new(),
            als_index: view.shared_als_index(),
            alses: OnceCell::new(),
        }
    }

    #[inline]
    fn groups(&self) -> &Groups {
        self.groups.get_or_init(|| Groups::new(&self.planes))
    }

    /// The almost locked sets that are nodes, from the ALS index of the state (shared
    /// with the ALS strategies).
    #[inline]
    fn alses(&self) -> &AlsNodes {
        self.alses.get_or_init(|| {
            let index = self
                .als_index
                .get_or_init(|| AlsIndex::new(self.planes.map(CellSet::from_bits)));
            AlsNodes::new(index, self.groups(), &self.planes)
        })
    }

    /// The almost locked set in `slot`.
    #[inline]
    pub(crate) fn als(&self, slot: usize) -> &AlsNode {
        &self.alses().list[slot]
    }

    /// Whether the graph has any almost locked set as a node.
    pub(crate) fn has_als_nodes(&self) -> bool {
        !self.alses().list.is_empty()
    }

    /// The cells that share a house with `cell` in which digit index `d` has only
    /// those two places: the conjugate partners of the candidate.
    #[inline]
    pub(crate) fn conjugates(&self, d: usize, cell: usize) -> u128 {
        self.conjugates[d][cell]
    }

    /// The cells of digit index `d` that have a conjugate partner.
    #[inline]
    pub(crate) fn has_conjugate(&self, d: usize) -> u128 {
        self.has_conjugate[d]
    }

    /// The bivalue cells.
    #[inline]
    pub(crate) fn bivalue(&self) -> u128 {
        self.bivalue
    }

    #[inline]
    pub(crate) fn plane(&self, digit: usize) -> u128 {
        self.planes[digit]
    }

    #[inline]
    pub(crate) fn is_bivalue(&self, cell: usize) -> bool {
        self.bivalue >> cell & 1 == 1
    }

    /// The groups of digit `d`.
    #[inline]
    fn groups_of(&self, d: usize) -> &[Group] {
        self.groups().of(d)
    }

    #[inline]
    fn group(&self, digit: usize, index: usize) -> &Group {
        &self.groups_of(digit)[index]
    }

    /// The digit index of a node.
    #[inline]
    pub(crate) fn digit_of(&self, node: Node) -> usize {
        match node.kind() {
            NodeKind::Candidate { digit, .. }
            | NodeKind::Group { digit, .. }
            | NodeKind::Als { digit, .. } => digit,
        }
    }

    /// The cells of a node.
    #[inline]
    pub(crate) fn cells_of(&self, node: Node) -> u128 {
        match node.kind() {
            NodeKind::Candidate { cell, .. } => 1 << cell,
            NodeKind::Group { digit, index } => self.group(digit, index).cells,
            NodeKind::Als { digit, slot } => self.als(slot).cells_of[digit],
        }
    }

    /// The cells that see every cell of the node (not its own).
    #[inline]
    pub(crate) fn seen_by(&self, node: Node) -> u128 {
        match node.kind() {
            NodeKind::Candidate { cell, .. } => peers(cell),
            NodeKind::Group { digit, index } => self.group(digit, index).seen_by,
            NodeKind::Als { digit, slot } => self.als(slot).buddies_of[digit],
        }
    }

    /// The node as the public chain node type.
    pub(crate) fn chain_node(&self, node: Node) -> ChainNode {
        ChainNode {
            digit: digit(self.digit_of(node)),
            cells: CellSet::from_bits(self.cells_of(node)),
        }
    }

    /// Every group node, digit by digit.
    pub(crate) fn group_nodes(&self) -> impl Iterator<Item = Node> + '_ {
        (0..9).flat_map(move |d| (0..self.groups_of(d).len()).map(move |i| Node::group(d, i)))
    }

    /// Every node of an almost locked set, digit by digit.
    #[cfg(test)]
    pub(crate) fn als_nodes(&self) -> impl Iterator<Item = Node> + '_ {
        let holding = self.als_holding();
        (0..9).flat_map(move |d| holding[d].iter().map(move |slot| Node::als(d, slot)))
    }

    /// Whether the graph has any group.
    pub(crate) fn has_groups(&self) -> bool {
        !self.groups().list.is_empty()
    }

    /// Whether `node` has a strong link in the view `links` (chains start there).
    pub(crate) fn has_strong_link(&self, node: Node, links: LinkFilter) -> bool {
        match node.kind() {
            NodeKind::Candidate { cell, digit } => {
                self.planes[digit] >> cell & 1 == 1
                    && ((links.conjugates() && self.conjugates[digit][cell] != 0)
                        || (links.bivalue() && self.is_bivalue(cell))
                        || (links.groups() && self.groups().strong_cells[digit] >> cell & 1 == 1))
            }
            NodeKind::Group { digit, index } => {
                let group = self.group(digit, index);
                links.groups() && (group.strong_cells != 0 || group.strong_groups != 0)
            }
            NodeKind::Als { .. } => links.sets(),
        }
    }

    /// Adds to `out` every node that a strong link in the view `links` joins to a node
    /// of `from`: what becomes true when the nodes of `from` are false.
    pub(crate) fn strong_expand(&self, from: &NodeSet, links: LinkFilter, out: &mut NodeSet) {
        if links.bivalue() {
            // In a bivalue cell the other candidate is true.
            let others = each_others(&from.cells);
            for (d, out) in out.cells.iter_mut().enumerate() {
                *out |= others[d] & self.bivalue & self.planes[d];
            }
        }
        if links.conjugates() {
            for d in 0..9 {
                let mut acc = 0;
                for cell in Bits128(from.cells[d]) {
                    acc |= self.conjugates[d][cell];
                }
                out.cells[d] |= acc;
            }
        }
        if links.groups() {
            let groups = self.groups();
            for d in 0..9 {
                let cells = from.cells[d] & groups.strong_cells[d];
                if cells == 0 && from.groups[d] == 0 {
                    continue;
                }
                for (i, group) in groups.of(d).iter().enumerate() {
                    if group.strong_cells & cells != 0 {
                        out.groups[d] |= 1 << i;
                    }
                    if from.groups[d] >> i & 1 == 1 {
                        out.cells[d] |= group.strong_cells;
                        out.groups[d] |= group.strong_groups;
                    }
                }
            }
            if !links.sets() {
                return;
            }
            // A set without one of its digits holds every other one.
            if !from.als.iter().all(Slots::is_empty) {
                let holding = self.als_holding();
                for w in 0..SLOT_WORDS {
                    let others = each_others(&from.als.map(|slots| slots.0[w]));
                    for d in 0..9 {
                        out.als[d].0[w] |= others[d] & holding[d].0[w];
                    }
                }
                // A set without one of its digits may leave a cell with one candidate.
                let sets = self.alses();
                for d in 0..9 {
                    for slot in from.als[d].iter() {
                        for &(x, cell, c) in &sets.list[slot].forces {
                            if usize::from(x) == d {
                                out.cells[usize::from(c)] |= 1 << cell;
                            }
                        }
                    }
                }
            }
            // A candidate that a locked set would force: without it, the set holds every
            // digit it would lock on.
            let sets = self.alses();
            for c in 0..9 {
                for cell in Bits128(from.cells[c] & sets.forced[c]) {
                    let i = c * 81 + cell;
                    let range = sets.forcing_first[i] as usize..sets.forcing_first[i + 1] as usize;
                    for &(x, slot) in &sets.forcing[range] {
                        out.als[usize::from(x)].insert(usize::from(slot));
                    }
                }
            }
        }
    }

    /// Per digit, the slots of the sets that hold it.
    #[inline]
    fn als_holding(&self) -> [Slots; 9] {
        self.alses().holding
    }

    /// Adds to `out` every node that a link in the view `links` joins to a node of
    /// `from`: what becomes false when the nodes of `from` are true. Strong links count
    /// too (they are weak as well).
    pub(crate) fn weak_expand(&self, from: &NodeSet, links: LinkFilter, out: &mut NodeSet) {
        let targets = if matches!(links, LinkFilter::Bivalue) {
            self.bivalue
        } else {
            CellSet::ALL.bits()
        };
        for d in 0..9 {
            let mut acc = 0;
            for cell in Bits128(from.cells[d]) {
                acc |= peers(cell);
            }
            out.cells[d] |= acc & self.planes[d] & targets;
        }
        if links.inside_cells() {
            let others = each_others(&from.cells);
            for (d, out) in out.cells.iter_mut().enumerate() {
                *out |= others[d] & self.planes[d];
            }
        }
        if links.groups() {
            let all = self.groups();
            for d in 0..9 {
                let (cells, groups) = (from.cells[d], from.groups[d]);
                if cells == 0 && groups == 0 {
                    continue;
                }
                for (i, group) in all.of(d).iter().enumerate() {
                    if group.seen_by & cells != 0 {
                        out.groups[d] |= 1 << i;
                    }
                    if groups >> i & 1 == 1 {
                        out.cells[d] |= group.seen_by & self.planes[d];
                        out.groups[d] |= group.weak_groups;
                    }
                }
            }
            if !links.sets() {
                return;
            }
            let sets = self.alses();
            if sets.list.is_empty() {
                return;
            }
            for d in 0..9 {
                // A true candidate or group takes its digit out of every set whose
                // places of the digit it sees all.
                let mut acc = Slots::EMPTY;
                for cell in Bits128(from.cells[d]) {
                    acc.or(&sets.enter[d][cell]);
                }
                let first = all.first[d];
                for i in Bits128(u128::from(from.groups[d])) {
                    acc.or(&sets.group_enter[first + i]);
                }
                out.als[d].or(&acc);
                // A digit in a set is in none of the places that see all its places there.
                for slot in from.als[d].iter() {
                    let set = &sets.list[slot];
                    out.cells[d] |= set.buddies_of[d];
                    out.groups[d] |= set.groups_seen[d];
                    out.als[d].or(&set.sets_seen[d]);
                }
            }
        }
    }

    /// The ends of chains from `start` that leave something in
    /// [`common_weak`](Self::common_weak) with it, read once per start so that a walk's
    /// other ends are passed over with a test of a word or two.
    pub(crate) fn effect_ends(&self, start: Node) -> EffectEnds {
        let digit = self.digit_of(start);
        let seen = self.seen_by(start);
        // The places of the start's digit that it sees: what a chain to another node of
        // the digit eliminates, those that node sees too.
        let targets = self.planes[digit] & seen & !self.cells_of(start);
        let mut same = 0;
        let mut rest = targets;
        while rest != 0 {
            same |= peers(rest.trailing_zeros() as usize);
            rest &= rest - 1;
        }
        // A candidate of another digit goes with a candidate start in its cell, when it
        // sees the start's cell; a place of the start's digit in the end's cell goes when
        // the start sees it.
        let cell = start.cell_index();
        let crossing = |d: usize| cell.is_some_and(|c| self.planes[d] >> c & 1 == 1);
        let cells = std::array::from_fn(|d| match d == digit {
            true => same,
            false => (self.planes[digit] & seen) | cell.filter(|_| crossing(d)).map_or(0, peers),
        });
        EffectEnds {
            digit,
            cell,
            targets,
            cells,
            crossing: (0..9).filter(|&d| crossing(d)).fold(0, |mask, d| mask | 1 << d),
        }
    }

    /// The candidates that are false when either of the two nodes is true (every
    /// candidate weakly linked to both): what a chain between them eliminates; `None`
    /// when there is none (most ends of a walk), found before a node set is made.
    pub(crate) fn common_weak(&self, a: Node, b: Node) -> Option<NodeSet> {
        let (da, db) = (self.digit_of(a), self.digit_of(b));
        // The eliminated cells of digit `da` and of digit `db`.
        let (mut of_a, mut of_b) = (0u128, 0u128);
        if da == db {
            of_a =
                self.planes[da] & self.seen_by(a) & self.seen_by(b) & !self.cells_of(a) & !self.cells_of(b);
        } else {
            if let Some(cell) = a.cell_index()
                && self.planes[db] >> cell & 1 == 1
                && self.seen_by(b) >> cell & 1 == 1
            {
                of_b |= 1 << cell;
            }
            if let Some(cell) = b.cell_index()
                && self.planes[da] >> cell & 1 == 1
                && self.seen_by(a) >> cell & 1 == 1
            {
                of_a |= 1 << cell;
            }
        }
        if of_a == 0 && of_b == 0 {
            return None;
        }
        let mut out = NodeSet::EMPTY;
        out.cells[da] |= of_a;
        out.cells[db] |= of_b;
        Some(out)
    }
}

/// The ends of chains from one start that can eliminate something
/// ([`LinkGraph::effect_ends`]).
pub(crate) struct EffectEnds {
    digit: usize,
    cell: Option<usize>,
    /// The places of the start's digit that the start sees.
    targets: u128,
    /// Per digit, the candidate ends.
    cells: [u128; 9],
    /// The digits of the start's cell (none for a group).
    crossing: u16,
}

impl EffectEnds {
    /// The nodes that [`has`](EffectEnds::has) may take, as a set that a walk reads
    /// word by word: the candidates it takes, the groups of the start's digit and of
    /// the digits of its cell, the almost locked sets of the start's digit.
    pub(crate) fn nodes(&self) -> NodeSet {
        let mut nodes = NodeSet {
            cells: self.cells,
            ..NodeSet::EMPTY
        };
        for (d, groups) in nodes.groups.iter_mut().enumerate() {
            if d == self.digit || self.crossing >> d & 1 == 1 {
                *groups = u64::MAX;
            }
        }
        nodes.als[self.digit] = Slots([u128::MAX; SLOT_WORDS]);
        nodes
    }

    /// Whether `common_weak(start, node)` is something; never for an almost locked set
    /// of another digit than the start's, which ends no chain from it (a chain ends on
    /// a set only to close a loop on the start's digit).
    #[inline]
    pub(crate) fn has(&self, graph: &LinkGraph, node: Node) -> bool {
        match node.kind() {
            NodeKind::Candidate { cell, digit } => self.cells[digit] >> cell & 1 == 1,
            NodeKind::Group { digit, .. } | NodeKind::Als { digit, .. } if digit == self.digit => {
                self.targets & graph.seen_by(node) & !graph.cells_of(node) != 0
            }
            NodeKind::Group { digit, .. } => {
                self.crossing >> digit & 1 == 1
                    && self.cell.is_some_and(|c| graph.seen_by(node) >> c & 1 == 1)
            }
            NodeKind::Als { .. } => false,
        }
    }
}

/// For each digit, the cells that hold a node of another digit in `cells`.
#[inline]
fn each_others(cells: &[u128; 9]) -> [u128; 9] {
    let mut out = [0u128; 9];
    let mut below = 0;
    for (o, &c) in out.iter_mut().zip(cells) {
        *o = below;
        below |= c;
    }
    let mut above = 0;
    for (o, &c) in out.iter_mut().zip(cells).rev() {
        *o |= above;
        above |= c;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategies::test_support::puzzle;
    use crate::{Digit, LayerGrid};

    const PUZZLE: &str = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489";

    #[test]
    fn bulk_expansions_are_the_union_of_single_expansions() {
        let grid = puzzle(PUZZLE);
        let view = CandidateView::new(&grid);
        let graph = LinkGraph::new(&view);
        assert!(graph.has_groups());
        for links in [
            LinkFilter::SingleDigit,
            LinkFilter::Bivalue,
            LinkFilter::Candidates,
            LinkFilter::Grouped,
            LinkFilter::WithSets,
        ] {
            let mut all = NodeSet::EMPTY;
            for d in 0..9 {
                all.cells[d] = graph.plane(d);
            }
            if links.groups() {
                all.groups = all_groups(&graph);
                for node in graph.als_nodes() {
                    all.insert(node);
                }
            }
            for expand in [LinkGraph::strong_expand, LinkGraph::weak_expand] {
                let mut bulk = NodeSet::EMPTY;
                expand(&graph, &all, links, &mut bulk);
                let mut single = NodeSet::EMPTY;
                for node in all.iter() {
                    expand(&graph, &NodeSet::single(node), links, &mut single);
                }
                assert_eq!(bulk, single, "{links:?}");
            }
        }
    }

    /// The ends a walk passes over are those with nothing in common with the start.
    #[test]
    fn effect_ends_are_the_nodes_with_something_in_common() {
        let grid = puzzle(PUZZLE);
        let view = CandidateView::new(&grid);
        let graph = LinkGraph::new(&view);
        let candidates: Vec<Node> = (0..81)
            .flat_map(|cell| (0..9).map(move |d| Node::candidate(cell, d)))
            .filter(|&n| graph.plane(graph.digit_of(n)) >> n.cell_index().unwrap_or(0) & 1 == 1)
            .collect();
        let starts = candidates.iter().copied().chain(graph.group_nodes());
        let others: Vec<Node> = graph.group_nodes().chain(graph.als_nodes()).collect();
        assert!(others.iter().any(|n| n.als_slot().is_some()));
        let mut with_effect = 0;
        for start in starts {
            let ends = graph.effect_ends(start);
            for &end in candidates.iter().chain(&others) {
                let listed = ends.has(&graph, end);
                // A chain ends on an almost locked set only to close a loop on the
                // start's digit.
                let other_set = end.als_slot().is_some() && graph.digit_of(end) != graph.digit_of(start);
                let common = !other_set && graph.common_weak(start, end).is_some();
                assert_eq!(listed, common, "{start:?} {end:?}");
                with_effect += usize::from(common);
            }
        }
        assert!(with_effect > 0);
    }

    /// Strong and weak links are symmetric, and a strong link is also weak (except
    /// inside an almost locked set, or from one to a cell it would force).
    #[test]
    fn links_are_symmetric() {
        let grid = puzzle(PUZZLE);
        let view = CandidateView::new(&grid);
        let graph = LinkGraph::new(&view);
        let links = LinkFilter::WithSets;
        let mut all = NodeSet::EMPTY;
        for d in 0..9 {
            all.cells[d] = graph.plane(d);
        }
        all.groups = all_groups(&graph);
        assert!(graph.has_als_nodes());
        for node in graph.als_nodes() {
            all.insert(node);
        }
        for a in all.iter() {
            let mut strong = NodeSet::EMPTY;
            graph.strong_expand(&NodeSet::single(a), links, &mut strong);
            let mut weak = NodeSet::EMPTY;
            graph.weak_expand(&NodeSet::single(a), links, &mut weak);
            assert!(!weak.contains(a));
            for b in strong.iter() {
                let mut back = NodeSet::EMPTY;
                graph.strong_expand(&NodeSet::single(b), links, &mut back);
                assert!(back.contains(a), "strong {a:?} {b:?}");
                // Two digits of an almost locked set are usually both in it, and so are
                // a digit of a set and the candidate its lock would leave in a cell.
                let with_a_set = a.als_slot().is_some() || b.als_slot().is_some();
                assert!(weak.contains(b) || with_a_set, "strong but not weak {a:?} {b:?}");
            }
            for b in weak.iter() {
                let mut back = NodeSet::EMPTY;
                graph.weak_expand(&NodeSet::single(b), links, &mut back);
                assert!(back.contains(a), "weak {a:?} {b:?}");
                assert_eq!(
                    graph.cells_of(a) & graph.cells_of(b) != 0,
                    graph.digit_of(a) != graph.digit_of(b)
                );
            }
        }
    }

    /// The set r1c1,r1c2 {1,2,3}: without 2 it locks 1 and 3, which leaves r1c5 {1,3,4}
    /// with 4 (a strong link between the set's 2 and r1c5's 4); its only 3 (r1c2) sees
    /// both 3s of the set r2c1,r2c2 {3,5,6} (a weak link between the two sets on 3).
    #[test]
    fn sets_force_cells_and_see_other_sets() {
        let full = "123456789 ".repeat(9);
        let mut rows: Vec<String> = vec![full.clone(); 9];
        rows[0] = format!("12 123 123456789 123456789 134 {}", "123456789 ".repeat(4));
        rows[1] = format!("35 356 {}", "123456789 ".repeat(7));
        let grid: LayerGrid = rows.join("\n").parse().expect("a pencil-mark grid");
        let view = CandidateView::new(&grid);
        let graph = LinkGraph::new(&view);
        let slot_of = |cells: &[usize]| {
            let bits = cells.iter().fold(0u128, |acc, &c| acc | 1 << c);
            (0..graph.alses().list.len())
                .find(|&slot| graph.als(slot).cells == bits)
                .expect("the set is a node")
        };
        let (a, b) = (slot_of(&[0, 1]), slot_of(&[9, 10]));
        let (one, two, three, four) = (0, 1, 2, 3);
        // Forcing: (2)A false makes (4)r1c5 true, and back.
        let mut out = NodeSet::EMPTY;
        graph.strong_expand(
            &NodeSet::single(Node::als(two, a)),
            LinkFilter::WithSets,
            &mut out,
        );
        assert!(out.contains(Node::candidate(4, four)));
        let mut out = NodeSet::EMPTY;
        graph.strong_expand(
            &NodeSet::single(Node::candidate(4, four)),
            LinkFilter::WithSets,
            &mut out,
        );
        assert!(out.contains(Node::als(two, a)));
        // Losing 1 or 3 leaves r1c5 two candidates.
        for x in [one, three] {
            let mut out = NodeSet::EMPTY;
            graph.strong_expand(&NodeSet::single(Node::als(x, a)), LinkFilter::WithSets, &mut out);
            assert!(!out.contains(Node::candidate(4, four)) && !out.contains(Node::candidate(4, one)));
        }
        // The two sets on 3, both ways; not on a digit only one of them holds.
        let mut out = NodeSet::EMPTY;
        graph.weak_expand(
            &NodeSet::single(Node::als(three, a)),
            LinkFilter::WithSets,
            &mut out,
        );
        assert!(out.contains(Node::als(three, b)));
        let mut out = NodeSet::EMPTY;
        graph.weak_expand(
            &NodeSet::single(Node::als(three, b)),
            LinkFilter::WithSets,
            &mut out,
        );
        assert!(out.contains(Node::als(three, a)));
        assert!(!graph.als(b).digits.contains(Digit::ALL[one]));
    }

    fn all_groups(graph: &LinkGraph) -> [u64; 9] {
        std::array::from_fn(|d| (1u64 << graph.groups_of(d).len()) - 1)
    }
}
