//! The link graph that every chain strategy walks: its nodes (single candidates and
//! grouped candidates) and the strong and weak links between them.
//!
//! A node is a statement "digit `d` is in this cell" or, for a group, "digit `d` is in
//! one of these cells" (two or three cells where a box meets a row or column). A **weak**
//! link joins two nodes that cannot both be true; a **strong** link joins two nodes that
//! cannot both be false. Every strong link here is also weak (its ends share a house or
//! a cell), so a chain may use it in either role.
//!
//! Links between single candidates are never stored: they are read from the candidate
//! planes with word operations (peers, conjugate pairs, bivalue cells). Only the links
//! that touch a group are kept, in two adjacency lists. New kinds of node (almost locked
//! sets) get their own id range and their own adjacency entries; the walk in
//! [`super::search`] only sees [`Node`]s, [`NodeSet`]s and the two expansions.

use crate::{Candidate, Cell, CellSet, ChainNode, Digit, House, LayerGrid};

/// Ids below this are single candidates: `digit index * 81 + cell index`.
const CANDIDATE_NODES: usize = 729;
/// At most this many groups: nine digits, nine boxes, three rows and three columns each.
pub(crate) const MAX_GROUPS: usize = 9 * 9 * 6;
const GROUP_WORDS: usize = MAX_GROUPS.div_ceil(64);

/// One node of the graph: a candidate (ids 0 to 728, as [`Candidate::index`]) or a
/// group (ids from 729).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub(crate) struct Node(u16);

/// What a node stands for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum NodeKind {
    /// One digit in one cell.
    Candidate {
        /// Cell index, 0 to 80.
        cell: usize,
        /// Digit index, 0 to 8.
        digit: usize,
    },
    /// One digit in two or three cells of a box that share a row or column.
    Group(usize),
}

impl Node {
    #[inline]
    pub(crate) const fn candidate(cell: usize, digit: usize) -> Node {
        Node((digit * 81 + cell) as u16)
    }

    #[inline]
    const fn group(index: usize) -> Node {
        Node((CANDIDATE_NODES + index) as u16)
    }

    #[inline]
    pub(crate) const fn index(self) -> usize {
        self.0 as usize
    }

    #[inline]
    pub(crate) const fn kind(self) -> NodeKind {
        let i = self.0 as usize;
        if i < CANDIDATE_NODES {
            NodeKind::Candidate {
                cell: i % 81,
                digit: i / 81,
            }
        } else {
            NodeKind::Group(i - CANDIDATE_NODES)
        }
    }

    #[inline]
    pub(crate) const fn is_group(self) -> bool {
        self.0 as usize >= CANDIDATE_NODES
    }

    /// The cell of a candidate node.
    #[inline]
    pub(crate) const fn cell_index(self) -> Option<usize> {
        match self.kind() {
            NodeKind::Candidate { cell, .. } => Some(cell),
            NodeKind::Group(_) => None,
        }
    }
}

/// A set of nodes: one 81-bit word per digit for the candidates, and a bit per group.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
pub(crate) struct NodeSet {
    pub(crate) cells: [u128; 9],
    pub(crate) groups: [u64; GROUP_WORDS],
}

impl NodeSet {
    pub(crate) const EMPTY: NodeSet = NodeSet {
        cells: [0; 9],
        groups: [0; GROUP_WORDS],
    };

    #[inline]
    pub(crate) fn single(node: Node) -> NodeSet {
        let mut set = NodeSet::EMPTY;
        set.insert(node);
        set
    }

    #[inline]
    pub(crate) fn insert(&mut self, node: Node) {
        match node.kind() {
            NodeKind::Candidate { cell, digit } => self.cells[digit] |= 1 << cell,
            NodeKind::Group(g) => self.groups[g / 64] |= 1 << (g % 64),
        }
    }

    #[cfg(test)]
    pub(crate) fn contains(&self, node: Node) -> bool {
        match node.kind() {
            NodeKind::Candidate { cell, digit } => self.cells[digit] >> cell & 1 == 1,
            NodeKind::Group(g) => self.groups[g / 64] >> (g % 64) & 1 == 1,
        }
    }

    #[inline]
    pub(crate) fn is_empty(&self) -> bool {
        self.cells.iter().all(|&w| w == 0) && self.groups.iter().all(|&w| w == 0)
    }

    #[inline]
    pub(crate) fn union_with(&mut self, other: &NodeSet) {
        for (a, b) in self.cells.iter_mut().zip(other.cells) {
            *a |= b;
        }
        for (a, b) in self.groups.iter_mut().zip(other.groups) {
            *a |= b;
        }
    }

    #[inline]
    pub(crate) fn remove_all(&mut self, other: &NodeSet) {
        for (a, b) in self.cells.iter_mut().zip(other.cells) {
            *a &= !b;
        }
        for (a, b) in self.groups.iter_mut().zip(other.groups) {
            *a &= !b;
        }
    }

    #[inline]
    pub(crate) fn intersection(&self, other: &NodeSet) -> NodeSet {
        let mut out = *self;
        for (a, b) in out.cells.iter_mut().zip(other.cells) {
            *a &= b;
        }
        for (a, b) in out.groups.iter_mut().zip(other.groups) {
            *a &= b;
        }
        out
    }

    /// Removes every candidate node in `cell` (groups stay).
    #[inline]
    pub(crate) fn remove_cell(&mut self, cell: usize) {
        for w in &mut self.cells {
            *w &= !(1 << cell);
        }
    }

    /// The candidate nodes in `cell`, as a digit mask.
    #[inline]
    pub(crate) fn digits_in_cell(&self, cell: usize) -> u16 {
        let mut mask = 0;
        for (d, w) in self.cells.iter().enumerate() {
            mask |= ((w >> cell & 1) as u16) << d;
        }
        mask
    }

    /// The nodes in id order: candidates digit by digit, then groups.
    pub(crate) fn iter(&self) -> impl Iterator<Item = Node> + '_ {
        let candidates = self
            .cells
            .iter()
            .enumerate()
            .flat_map(|(d, &w)| Bits128(w).map(move |cell| Node::candidate(cell, d)));
        let groups = self
            .groups
            .iter()
            .enumerate()
            .flat_map(|(i, &w)| Bits64(w).map(move |bit| Node::group(i * 64 + bit)));
        candidates.chain(groups)
    }

    /// The candidate nodes as candidates, in cell order.
    pub(crate) fn candidates(&self) -> Vec<Candidate> {
        let mut out = Vec::new();
        for (d, &w) in self.cells.iter().enumerate() {
            for cell in Bits128(w) {
                out.push(Candidate::new(Cell::ALL[cell], digit(d)));
            }
        }
        out.sort_by_key(|c| (c.cell, c.digit));
        out
    }
}

/// The set bits of a word, lowest first.
#[derive(Clone, Copy)]
pub(crate) struct Bits128(pub(crate) u128);

impl Iterator for Bits128 {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(i)
    }
}

#[derive(Clone, Copy)]
struct Bits64(u64);

impl Iterator for Bits64 {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(i)
    }
}

#[inline]
pub(crate) fn digit(index: usize) -> Digit {
    Digit::ALL[index]
}

#[inline]
fn peers(cell: usize) -> u128 {
    CellSet::peers_of(Cell::ALL[cell]).bits()
}

#[inline]
fn house_bits(house: House) -> u128 {
    house.cells().bits()
}

/// A digit confined to two or three cells of a box that share a row or column.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Group {
    pub(crate) digit: usize,
    pub(crate) cells: u128,
    /// The cells that see every cell of the group.
    pub(crate) seen_by: u128,
    /// The box and the row or column the group lies in.
    houses: [House; 2],
}

/// Adjacency lists by node id (compressed: one offset per node into one target list).
#[derive(Clone, Debug, Default)]
struct Adjacency {
    offsets: Vec<u32>,
    targets: Vec<Node>,
}

impl Adjacency {
    fn from_edges(nodes: usize, mut edges: Vec<(Node, Node)>) -> Adjacency {
        edges.sort_unstable();
        edges.dedup();
        let mut offsets = vec![0u32; nodes + 1];
        for (from, _) in &edges {
            offsets[from.index() + 1] += 1;
        }
        for i in 0..nodes {
            offsets[i + 1] += offsets[i];
        }
        Adjacency {
            offsets,
            targets: edges.into_iter().map(|(_, to)| to).collect(),
        }
    }

    #[inline]
    fn of(&self, node: Node) -> &[Node] {
        let i = node.index();
        match (self.offsets.get(i), self.offsets.get(i + 1)) {
            (Some(&a), Some(&b)) => &self.targets[a as usize..b as usize],
            _ => &[],
        }
    }

    fn is_empty(&self) -> bool {
        self.targets.is_empty()
    }
}

/// Which nodes and links a chain may use: each chain technique walks the same graph
/// through one of these views.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Links {
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
}

impl Links {
    #[inline]
    const fn conjugates(self) -> bool {
        !matches!(self, Links::Bivalue)
    }

    #[inline]
    const fn bivalue(self) -> bool {
        !matches!(self, Links::SingleDigit)
    }

    #[inline]
    const fn inside_cells(self) -> bool {
        matches!(self, Links::Candidates | Links::Grouped)
    }

    #[inline]
    pub(crate) const fn groups(self) -> bool {
        matches!(self, Links::Grouped)
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
    groups: Vec<Group>,
    /// Strong links that touch a group (both directions).
    strong: Adjacency,
    /// Weak links from a candidate to a group and between groups (both directions);
    /// a group's weak links to candidates come from [`Group::seen_by`].
    weak: Adjacency,
}

impl LinkGraph {
    /// The graph of `grid`'s candidates.
    #[cfg(test)]
    pub(crate) fn new(grid: &LayerGrid) -> LinkGraph {
        LinkGraph::from_planes(planes(grid))
    }

    pub(crate) fn from_planes(planes: [u128; 9]) -> LinkGraph {
        // Bivalue cells: exactly two of the nine planes, counted bit-sliced.
        let (mut ones, mut twos, mut more) = (0u128, 0u128, 0u128);
        for &p in &planes {
            more |= twos & p;
            twos |= ones & p;
            ones |= p;
        }
        let bivalue = twos & !more;

        let mut conjugates = Box::new([[0u128; 81]; 9]);
        for (d, &plane) in planes.iter().enumerate() {
            for house in House::ALL {
                let here = plane & house_bits(house);
                if here.count_ones() == 2 {
                    let a = here.trailing_zeros() as usize;
                    let b = 127 - here.leading_zeros() as usize;
                    conjugates[d][a] |= 1 << b;
                    conjugates[d][b] |= 1 << a;
                }
            }
        }

        let mut groups = Vec::new();
        // Index of the group at (digit, box, line slot) for the strong-link look-up.
        let mut slot = [[[u16::MAX; 6]; 9]; 9];
        for (d, (&plane, slots)) in planes.iter().zip(slot.iter_mut()).enumerate() {
            for (b, slots) in slots.iter_mut().enumerate() {
                let block = House::block(b);
                for (s, line) in lines_through(b).into_iter().enumerate() {
                    let cells = plane & house_bits(block) & house_bits(line);
                    if cells.count_ones() >= 2 {
                        slots[s] = groups.len() as u16;
                        groups.push(Group {
                            digit: d,
                            cells,
                            seen_by: CellSet::from_bits(cells).common_peers().bits(),
                            houses: [block, line],
                        });
                    }
                }
            }
        }

        let nodes = CANDIDATE_NODES + groups.len();
        let mut strong = Vec::new();
        let mut weak = Vec::new();
        for (g, group) in groups.iter().enumerate() {
            let d = group.digit;
            let me = Node::group(g);
            for house in group.houses {
                let rest = planes[d] & house_bits(house) & !group.cells;
                if rest.count_ones() == 1 {
                    let other = Node::candidate(rest.trailing_zeros() as usize, d);
                    strong.push((me, other));
                    strong.push((other, me));
                } else if let Some(other) = group_at(&slot, &groups, d, rest) {
                    strong.push((me, Node::group(other)));
                }
            }
            for cell in Bits128(planes[d] & group.seen_by) {
                weak.push((Node::candidate(cell, d), me));
            }
            for (h, other) in groups.iter().enumerate() {
                if h != g && other.digit == d && other.cells & !group.seen_by == 0 {
                    weak.push((me, Node::group(h)));
                }
            }
        }

        LinkGraph {
            planes,
            bivalue,
            conjugates,
            strong: Adjacency::from_edges(nodes, strong),
            weak: Adjacency::from_edges(nodes, weak),
            groups,
        }
    }

    /// The candidate planes the graph was built from.
    #[inline]
    pub(crate) fn planes(&self) -> &[u128; 9] {
        &self.planes
    }

    #[inline]
    pub(crate) fn plane(&self, digit: usize) -> u128 {
        self.planes[digit]
    }

    #[inline]
    pub(crate) fn is_bivalue(&self, cell: usize) -> bool {
        self.bivalue >> cell & 1 == 1
    }

    /// The digit index of a node.
    #[inline]
    pub(crate) fn digit_of(&self, node: Node) -> usize {
        match node.kind() {
            NodeKind::Candidate { digit, .. } => digit,
            NodeKind::Group(g) => self.groups[g].digit,
        }
    }

    /// The cells of a node.
    #[inline]
    pub(crate) fn cells_of(&self, node: Node) -> u128 {
        match node.kind() {
            NodeKind::Candidate { cell, .. } => 1 << cell,
            NodeKind::Group(g) => self.groups[g].cells,
        }
    }

    /// The cells that see every cell of the node (not its own).
    #[inline]
    pub(crate) fn seen_by(&self, node: Node) -> u128 {
        match node.kind() {
            NodeKind::Candidate { cell, .. } => peers(cell),
            NodeKind::Group(g) => self.groups[g].seen_by,
        }
    }

    /// The node as the public chain node type.
    pub(crate) fn chain_node(&self, node: Node) -> ChainNode {
        ChainNode {
            digit: digit(self.digit_of(node)),
            cells: CellSet::from_bits(self.cells_of(node)),
        }
    }

    /// Whether the graph has any group.
    pub(crate) fn has_groups(&self) -> bool {
        !self.groups.is_empty()
    }

    /// Whether `node` has a strong link in the view `links` (chains start there).
    pub(crate) fn has_strong_link(&self, node: Node, links: Links) -> bool {
        match node.kind() {
            NodeKind::Candidate { cell, digit } => {
                self.planes[digit] >> cell & 1 == 1
                    && ((links.conjugates() && self.conjugates[digit][cell] != 0)
                        || (links.bivalue() && self.is_bivalue(cell))
                        || (links.groups() && !self.strong.of(node).is_empty()))
            }
            NodeKind::Group(_) => links.groups() && !self.strong.of(node).is_empty(),
        }
    }

    /// Adds to `out` every node that a strong link in the view `links` joins to a node
    /// of `from`: what becomes true when the nodes of `from` are false.
    pub(crate) fn strong_expand(&self, from: &NodeSet, links: Links, out: &mut NodeSet) {
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
        if links.groups() && !self.strong.is_empty() {
            for node in from.iter() {
                for &target in self.strong.of(node) {
                    out.insert(target);
                }
            }
        }
    }

    /// Adds to `out` every node that a link in the view `links` joins to a node of
    /// `from`: what becomes false when the nodes of `from` are true. Strong links count
    /// too (they are weak as well).
    pub(crate) fn weak_expand(&self, from: &NodeSet, links: Links, out: &mut NodeSet) {
        let targets = if matches!(links, Links::Bivalue) {
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
        if links.groups() && !self.groups.is_empty() {
            for node in from.iter() {
                if let NodeKind::Group(g) = node.kind() {
                    let group = &self.groups[g];
                    out.cells[group.digit] |= group.seen_by & self.planes[group.digit];
                }
                for &target in self.weak.of(node) {
                    out.insert(target);
                }
            }
        }
    }

    /// The candidates that are false when either of the two nodes is true (every
    /// candidate weakly linked to both): what a chain between them eliminates.
    pub(crate) fn common_weak(&self, a: Node, b: Node) -> NodeSet {
        let mut out = NodeSet::EMPTY;
        let (da, db) = (self.digit_of(a), self.digit_of(b));
        if da == db {
            out.cells[da] =
                self.planes[da] & self.seen_by(a) & self.seen_by(b) & !self.cells_of(a) & !self.cells_of(b);
        } else {
            if let Some(cell) = a.cell_index()
                && self.planes[db] >> cell & 1 == 1
                && self.seen_by(b) >> cell & 1 == 1
            {
                out.cells[db] |= 1 << cell;
            }
            if let Some(cell) = b.cell_index()
                && self.planes[da] >> cell & 1 == 1
                && self.seen_by(a) >> cell & 1 == 1
            {
                out.cells[da] |= 1 << cell;
            }
        }
        out
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

/// The candidate planes of a grid, the key of its graph.
pub(crate) fn planes(grid: &LayerGrid) -> [u128; 9] {
    std::array::from_fn(|d| grid.candidates(digit(d)).bits())
}

/// The three rows and three columns through box `b`.
fn lines_through(b: usize) -> [House; 6] {
    let (r, c) = (b / 3 * 3, b % 3 * 3);
    [
        House::row(r),
        House::row(r + 1),
        House::row(r + 2),
        House::col(c),
        House::col(c + 1),
        House::col(c + 2),
    ]
}

/// The group whose cells are exactly `cells`, if there is one.
fn group_at(slot: &[[[u16; 6]; 9]; 9], groups: &[Group], d: usize, cells: u128) -> Option<usize> {
    let first = Cell::ALL[CellSet::from_bits(cells).first()?.index()];
    let b = first.box_index();
    let lines = lines_through(b);
    let s = lines
        .iter()
        .position(|&line| cells & !(house_bits(line) & house_bits(House::block(b))) == 0)?;
    let g = slot[d][b][s];
    (g != u16::MAX && groups[g as usize].cells == cells).then_some(g as usize)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategies::test_support::puzzle;

    const PUZZLE: &str = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489";

    /// The bulk expansions give exactly the union of every node's own links.
    #[test]
    fn bulk_expansions_are_the_union_of_single_expansions() {
        let grid = puzzle(PUZZLE);
        let graph = LinkGraph::new(&grid);
        assert!(graph.has_groups());
        for links in [
            Links::SingleDigit,
            Links::Bivalue,
            Links::Candidates,
            Links::Grouped,
        ] {
            let mut all = NodeSet::EMPTY;
            for d in 0..9 {
                all.cells[d] = graph.plane(d);
            }
            if links.groups() {
                for g in 0..graph.groups.len() {
                    all.insert(Node::group(g));
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

    /// Strong and weak links are symmetric, and a strong link is also weak.
    #[test]
    fn links_are_symmetric() {
        let grid = puzzle(PUZZLE);
        let graph = LinkGraph::new(&grid);
        let links = Links::Grouped;
        let mut all = NodeSet::EMPTY;
        for d in 0..9 {
            all.cells[d] = graph.plane(d);
        }
        for g in 0..graph.groups.len() {
            all.insert(Node::group(g));
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
                assert!(weak.contains(b), "strong but not weak {a:?} {b:?}");
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

    #[test]
    fn groups_are_box_line_intersections_of_two_or_three_cells() {
        let grid = puzzle(PUZZLE);
        let graph = LinkGraph::new(&grid);
        for group in &graph.groups {
            let n = group.cells.count_ones();
            assert!((2..=3).contains(&n));
            let cells = CellSet::from_bits(group.cells);
            assert_eq!(cells.common_houses().count(), 2);
            assert_eq!(group.cells & !graph.plane(group.digit), 0);
        }
    }
}
