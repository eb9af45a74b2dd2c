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
//! Links are never listed one by one: they are read with word operations from the
//! candidate planes (peers, conjugate pairs, bivalue cells), from each group's masks
//! (the cells that see it, its strong partners) and from each set's masks (per digit,
//! the candidates that see all its places). The walk in [`super::search`] only sees
//! [`Node`]s, [`NodeSet`]s and the two expansions.

use std::cell::OnceCell;
use std::rc::Rc;

use crate::strategies::als::{self, AlsIndex};
use crate::{Candidate, Cell, CellSet, ChainNode, Digit, DigitSet, House, LayerGrid};

/// Ids below this are single candidates: `digit index * 81 + cell index`.
const CANDIDATE_NODES: usize = 729;
/// Groups of one digit get this many ids: at most 54 (nine boxes, three rows and three
/// columns each), so a digit's groups fit one 64-bit word.
const GROUP_SLOTS: usize = 64;
/// Ids of groups end here; almost locked sets follow.
const GROUP_NODES_END: usize = CANDIDATE_NODES + 9 * GROUP_SLOTS;
/// Words of 128 bits per digit for the almost locked sets of a [`NodeSet`].
const SLOT_WORDS: usize = 3;
/// The most almost locked sets that are nodes of one graph (a busy state has two or
/// three hundred sets of two cells or more that can be entered and left).
pub(crate) const ALS_SLOTS: usize = 128 * SLOT_WORDS;

/// A set of almost locked set slots.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
pub(crate) struct Slots([u128; SLOT_WORDS]);

impl Slots {
    const EMPTY: Slots = Slots([0; SLOT_WORDS]);

    #[inline]
    fn insert(&mut self, slot: usize) {
        self.0[slot / 128] |= 1 << (slot % 128);
    }

    #[inline]
    fn remove(&mut self, slot: usize) {
        self.0[slot / 128] &= !(1 << (slot % 128));
    }

    #[cfg(test)]
    fn contains(&self, slot: usize) -> bool {
        self.0[slot / 128] >> (slot % 128) & 1 == 1
    }

    #[inline]
    fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    #[inline]
    fn or(&mut self, other: &Slots) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a |= b;
        }
    }

    #[inline]
    fn and(mut self, other: &Slots) -> Slots {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a &= b;
        }
        self
    }

    #[inline]
    fn and_not(&mut self, other: &Slots) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a &= !b;
        }
    }

    /// The slots, lowest first.
    #[inline]
    fn iter(self) -> impl Iterator<Item = usize> {
        (0..SLOT_WORDS).flat_map(move |w| Bits128(self.0[w]).map(move |i| w * 128 + i))
    }
}

/// One node of the graph: a candidate (ids 0 to 728, as [`Candidate::index`]), the
/// `i`-th group of digit `d` (id 729 + 64 `d` + `i`), or digit `d` of the `i`-th almost
/// locked set (id 1305 + 128 `d` + `i`).
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
    /// One digit in two or three cells of a box that share a row or column: the
    /// `index`-th group of the digit.
    Group {
        /// Digit index, 0 to 8.
        digit: usize,
        /// Index among the digit's groups.
        index: usize,
    },
    /// One digit of an almost locked set: "the digit is in the set".
    Als {
        /// Digit index, 0 to 8.
        digit: usize,
        /// The set's slot among the graph's sets.
        slot: usize,
    },
}

impl Node {
    #[inline]
    pub(crate) const fn candidate(cell: usize, digit: usize) -> Node {
        Node((digit * 81 + cell) as u16)
    }

    #[inline]
    const fn group(digit: usize, index: usize) -> Node {
        Node((CANDIDATE_NODES + digit * GROUP_SLOTS + index) as u16)
    }

    #[inline]
    const fn als(digit: usize, slot: usize) -> Node {
        Node((GROUP_NODES_END + digit * ALS_SLOTS + slot) as u16)
    }

    #[inline]
    pub(crate) const fn kind(self) -> NodeKind {
        let i = self.0 as usize;
        if i < CANDIDATE_NODES {
            NodeKind::Candidate {
                cell: i % 81,
                digit: i / 81,
            }
        } else if i < GROUP_NODES_END {
            NodeKind::Group {
                digit: (i - CANDIDATE_NODES) / GROUP_SLOTS,
                index: (i - CANDIDATE_NODES) % GROUP_SLOTS,
            }
        } else {
            NodeKind::Als {
                digit: (i - GROUP_NODES_END) / ALS_SLOTS,
                slot: (i - GROUP_NODES_END) % ALS_SLOTS,
            }
        }
    }

    /// Whether the node is more than one candidate: a group or an almost locked set.
    #[inline]
    pub(crate) const fn is_group(self) -> bool {
        self.0 as usize >= CANDIDATE_NODES
    }

    /// The slot of an almost locked set's node.
    #[inline]
    pub(crate) const fn als_slot(self) -> Option<usize> {
        match self.kind() {
            NodeKind::Als { slot, .. } => Some(slot),
            _ => None,
        }
    }

    /// The cell of a candidate node.
    #[inline]
    pub(crate) const fn cell_index(self) -> Option<usize> {
        match self.kind() {
            NodeKind::Candidate { cell, .. } => Some(cell),
            NodeKind::Group { .. } | NodeKind::Als { .. } => None,
        }
    }
}

/// A set of nodes: per digit, one 81-bit word for its candidates, one word for its
/// groups and one for the almost locked sets.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
pub(crate) struct NodeSet {
    pub(crate) cells: [u128; 9],
    pub(crate) groups: [u64; 9],
    pub(crate) als: [Slots; 9],
}

impl NodeSet {
    pub(crate) const EMPTY: NodeSet = NodeSet {
        cells: [0; 9],
        groups: [0; 9],
        als: [Slots::EMPTY; 9],
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
            NodeKind::Group { digit, index } => self.groups[digit] |= 1 << index,
            NodeKind::Als { digit, slot } => self.als[digit].insert(slot),
        }
    }

    #[cfg(test)]
    pub(crate) fn contains(&self, node: Node) -> bool {
        match node.kind() {
            NodeKind::Candidate { cell, digit } => self.cells[digit] >> cell & 1 == 1,
            NodeKind::Group { digit, index } => self.groups[digit] >> index & 1 == 1,
            NodeKind::Als { digit, slot } => self.als[digit].contains(slot),
        }
    }

    #[inline]
    pub(crate) fn is_empty(&self) -> bool {
        self.cells.iter().all(|&w| w == 0)
            && self.groups.iter().all(|&w| w == 0)
            && self.als.iter().all(Slots::is_empty)
    }

    #[inline]
    pub(crate) fn union_with(&mut self, other: &NodeSet) {
        for (a, b) in self.cells.iter_mut().zip(other.cells) {
            *a |= b;
        }
        for (a, b) in self.groups.iter_mut().zip(other.groups) {
            *a |= b;
        }
        for (a, b) in self.als.iter_mut().zip(&other.als) {
            a.or(b);
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
        for (a, b) in self.als.iter_mut().zip(&other.als) {
            a.and_not(b);
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
        for (a, b) in out.als.iter_mut().zip(&other.als) {
            *a = a.and(b);
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

    /// The nodes in id order: candidates digit by digit, then groups, then sets.
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
            .flat_map(|(d, &w)| Bits128(u128::from(w)).map(move |i| Node::group(d, i)));
        let sets = self
            .als
            .iter()
            .enumerate()
            .flat_map(|(d, &w)| w.iter().map(move |i| Node::als(d, i)));
        candidates.chain(groups).chain(sets)
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
    pub(crate) cells: u128,
    /// The cells that see every cell of the group: its weak links to candidates.
    pub(crate) seen_by: u128,
    /// The candidates (of the group's digit) strongly linked to the group.
    strong_cells: u128,
    /// The groups of the same digit strongly linked to it (bit `i`: its `i`-th group).
    strong_groups: u64,
    /// The groups of the same digit weakly linked to it.
    weak_groups: u64,
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
    /// The grouped nodes, made when a grouped chain is first looked for.
    groups: OnceCell<Groups>,
    /// The almost locked sets that are nodes, made with the groups.
    alses: OnceCell<AlsNodes>,
}

/// An almost locked set as a node of the graph.
#[derive(Clone, Debug)]
pub(crate) struct AlsNode {
    /// The cells of the set.
    pub(crate) cells: u128,
    /// Its digits, one more than its cells.
    pub(crate) digits: DigitSet,
    /// Per digit, the cells of the set that hold it.
    cells_of: [u128; 9],
    /// Per digit, the candidates outside the set that see every place of the digit in it.
    buddies_of: [u128; 9],
    /// Per digit, the groups of the digit (bits as in [`Groups::of`]) that lie among
    /// `buddies_of`.
    groups_seen: [u64; 9],
    /// Per digit, the other sets whose every place of the digit sees every place of it
    /// in this one: the digit is in at most one of the two.
    sets_seen: [Slots; 9],
    /// The cells outside the set that a lock of the set leaves with one candidate: when
    /// the set loses digit `x`, its other digits take every candidate but `c` out of
    /// `cell`. As `(x, cell, c)`.
    forces: Vec<(u8, u8, u8)>,
}

impl AlsNode {
    /// The candidates of `d` outside the set that see every place of `d` in it.
    #[inline]
    pub(crate) fn buddies_of(&self, d: usize) -> u128 {
        self.buddies_of[d]
    }
}

/// The almost locked sets that are nodes of one graph, and their links.
#[derive(Clone, Debug)]
struct AlsNodes {
    /// `list[slot]`, smaller sets first.
    list: Vec<AlsNode>,
    /// Per digit, the slots of the sets that hold it.
    holding: [Slots; 9],
    /// `enter[d][cell]`: the slots of the sets (holding `d`) whose every place of `d`
    /// the cell sees: a true `d` there takes `d` out of the set.
    enter: Box<[[Slots; 81]; 9]>,
    /// Per group (in the order of [`Groups::list`]), the slots of the sets whose every
    /// place of the group's digit each cell of the group sees.
    group_enter: Vec<Slots>,
    /// Per digit, the cells that some set forces to that digit (see [`AlsNode::forces`]).
    forced: [u128; 9],
    /// The same links from the forced side: `(x, slot)` for each candidate (by
    /// [`Candidate::index`]), those of candidate `i` at `forcing[forcing_first[i]..
    /// forcing_first[i + 1]]`.
    forcing: Vec<(u8, u16)>,
    forcing_first: Box<[u32; CANDIDATE_NODES + 1]>,
}

impl AlsNodes {
    fn new(index: &AlsIndex, groups: &Groups, planes: &[u128; 9]) -> AlsNodes {
        let mut list = Vec::new();
        let mut enter = Box::new([[Slots::EMPTY; 81]; 9]);
        let mut group_enter = vec![Slots::EMPTY; groups.list.len()];
        let mut holding = [Slots::EMPTY; 9];
        for als in &index.alses {
            if list.len() == ALS_SLOTS {
                break;
            }
            // A set is a node when it has two cells or more and can be entered on one
            // digit and left on another.
            let open = als
                .digits
                .iter()
                .filter(|d| !als.buddies_of(*d).is_empty())
                .count();
            if als.cells.len() < 2 || open < 2 {
                continue;
            }
            let slot = list.len();
            let mut node = AlsNode {
                cells: als.cells.bits(),
                digits: als.digits,
                cells_of: [0; 9],
                buddies_of: [0; 9],
                groups_seen: [0; 9],
                sets_seen: [Slots::EMPTY; 9],
                forces: Vec::new(),
            };
            for digit in als.digits {
                let d = digit.index();
                holding[d].insert(slot);
                node.cells_of[d] = als.cells_of(digit).bits();
                let buddies = als.buddies_of(digit).bits();
                node.buddies_of[d] = buddies;
                for cell in Bits128(buddies) {
                    enter[d][cell].insert(slot);
                }
                for (i, group) in groups.of(d).iter().enumerate() {
                    if group.cells & !buddies == 0 {
                        node.groups_seen[d] |= 1 << i;
                        group_enter[groups.first[d] + i].insert(slot);
                    }
                }
            }
            list.push(node);
        }
        // Two sets that share no cell are weakly linked on a digit when each place of it
        // in one sees every place of it in the other: the sets that every place in this
        // one enters.
        let cells: Vec<u128> = list.iter().map(|node| node.cells).collect();
        for node in &mut list {
            for digit in node.digits {
                let d = digit.index();
                let mut seen = holding[d];
                for cell in Bits128(node.cells_of[d]) {
                    seen = seen.and(&enter[d][cell]);
                }
                for slot in seen.iter() {
                    if cells[slot] & node.cells != 0 {
                        seen.remove(slot);
                    }
                }
                node.sets_seen[d] = seen;
            }
        }
        // The cells that a locked set leaves with one candidate: a cell whose candidates
        // all but one are seen (all their places in the set) by the set's digits other
        // than the one it loses.
        let mut forced = [0u128; 9];
        let mut forcing = Vec::new();
        let digits_of: [u16; 81] = std::array::from_fn(|cell| {
            (0..9).fold(0, |mask, d| mask | ((planes[d] >> cell & 1) as u16) << d)
        });
        for (slot, node) in list.iter_mut().enumerate() {
            let mut touched = 0u128;
            for digit in node.digits {
                touched |= node.buddies_of[digit.index()];
            }
            for cell in Bits128(touched) {
                let here = digits_of[cell];
                // A bivalue cell is two candidates with a strong link already: the
                // chain passes it as `(x=..)set-(e)cell=(c)cell`.
                if here.count_ones() < 3 {
                    continue;
                }
                let mut gone = 0u16;
                for digit in node.digits {
                    gone |= ((node.buddies_of[digit.index()] >> cell & 1) as u16) << digit.index();
                }
                if (here & !gone).count_ones() > 1 {
                    continue;
                }
                for x in node.digits {
                    let x = x.index();
                    let left = here & !(gone & !(1 << x));
                    if left.count_ones() == 1 {
                        let c = left.trailing_zeros() as usize;
                        node.forces.push((x as u8, cell as u8, c as u8));
                        forced[c] |= 1 << cell;
                        forcing.push((c * 81 + cell, x as u8, slot as u16));
                    }
                }
            }
        }
        forcing.sort_unstable();
        let mut forcing_first = Box::new([0u32; CANDIDATE_NODES + 1]);
        for &(i, _, _) in &forcing {
            forcing_first[i + 1] += 1;
        }
        for i in 0..CANDIDATE_NODES {
            forcing_first[i + 1] += forcing_first[i];
        }
        AlsNodes {
            list,
            holding,
            enter,
            group_enter,
            forced,
            forcing: forcing.into_iter().map(|(_, x, slot)| (x, slot)).collect(),
            forcing_first,
        }
    }
}

/// The groups of a state, digit by digit.
#[derive(Clone, Debug)]
struct Groups {
    /// Those of digit `d` are `list[first[d]..first[d + 1]]`.
    list: Vec<Group>,
    first: [usize; 10],
    /// Per digit, the candidates strongly linked to some group.
    strong_cells: [u128; 9],
}

impl Groups {
    fn new(planes: &[u128; 9]) -> Groups {
        let mut list = Vec::new();
        let mut first = [0usize; 10];
        let mut strong_cells = [0u128; 9];
        // The groups of one digit, with the two houses each lies in.
        let mut here: Vec<(u128, [u128; 2])> = Vec::with_capacity(GROUP_SLOTS);
        for (d, &plane) in planes.iter().enumerate() {
            first[d] = list.len();
            here.clear();
            for b in 0..9 {
                let block = house_bits(House::block(b));
                for line in lines_through(b) {
                    let cells = plane & block & house_bits(line);
                    if cells.count_ones() >= 2 {
                        here.push((cells, [block, house_bits(line)]));
                    }
                }
            }
            for &(cells, houses) in &here {
                let seen_by = CellSet::from_bits(cells).common_peers().bits();
                let mut group = Group {
                    cells,
                    seen_by,
                    strong_cells: 0,
                    strong_groups: 0,
                    weak_groups: 0,
                };
                for house in houses {
                    let rest = plane & house & !cells;
                    if rest.count_ones() == 1 {
                        group.strong_cells |= rest;
                    } else if let Some(other) = here.iter().position(|&(c, _)| c == rest) {
                        group.strong_groups |= 1 << other;
                    }
                }
                for (i, &(other, _)) in here.iter().enumerate() {
                    if other & !seen_by == 0 {
                        group.weak_groups |= 1 << i;
                    }
                }
                strong_cells[d] |= group.strong_cells;
                list.push(group);
            }
        }
        first[9] = list.len();
        Groups {
            list,
            first,
            strong_cells,
        }
    }

    /// The groups of digit `d`.
    #[inline]
    fn of(&self, d: usize) -> &[Group] {
        &self.list[self.first[d]..self.first[d + 1]]
    }
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

        LinkGraph {
            planes,
            bivalue,
            conjugates,
            groups: OnceCell::new(),
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
            let index: Rc<AlsIndex> = als::index_of_planes(self.planes.map(CellSet::from_bits));
            AlsNodes::new(&index, self.groups(), &self.planes)
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
    pub(crate) fn has_strong_link(&self, node: Node, links: Links) -> bool {
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
            NodeKind::Als { .. } => links.groups(),
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

    /// Strong and weak links are symmetric, and a strong link is also weak (except
    /// inside an almost locked set, or from one to a cell it would force).
    #[test]
    fn links_are_symmetric() {
        let grid = puzzle(PUZZLE);
        let graph = LinkGraph::new(&grid);
        let links = Links::Grouped;
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
        let graph = LinkGraph::new(&grid);
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
        graph.strong_expand(&NodeSet::single(Node::als(two, a)), Links::Grouped, &mut out);
        assert!(out.contains(Node::candidate(4, four)));
        let mut out = NodeSet::EMPTY;
        graph.strong_expand(
            &NodeSet::single(Node::candidate(4, four)),
            Links::Grouped,
            &mut out,
        );
        assert!(out.contains(Node::als(two, a)));
        // Losing 1 or 3 leaves r1c5 two candidates.
        for x in [one, three] {
            let mut out = NodeSet::EMPTY;
            graph.strong_expand(&NodeSet::single(Node::als(x, a)), Links::Grouped, &mut out);
            assert!(!out.contains(Node::candidate(4, four)) && !out.contains(Node::candidate(4, one)));
        }
        // The two sets on 3, both ways; not on a digit only one of them holds.
        let mut out = NodeSet::EMPTY;
        graph.weak_expand(&NodeSet::single(Node::als(three, a)), Links::Grouped, &mut out);
        assert!(out.contains(Node::als(three, b)));
        let mut out = NodeSet::EMPTY;
        graph.weak_expand(&NodeSet::single(Node::als(three, b)), Links::Grouped, &mut out);
        assert!(out.contains(Node::als(three, a)));
        assert!(!graph.als(b).digits.contains(Digit::ALL[one]));
    }

    fn all_groups(graph: &LinkGraph) -> [u64; 9] {
        std::array::from_fn(|d| (1u64 << graph.groups_of(d).len()) - 1)
    }

    #[test]
    fn groups_are_box_line_intersections_of_two_or_three_cells() {
        let grid = puzzle(PUZZLE);
        let graph = LinkGraph::new(&grid);
        for d in 0..9 {
            assert!(graph.groups_of(d).len() < GROUP_SLOTS);
            for group in graph.groups_of(d) {
                let n = group.cells.count_ones();
                assert!((2..=3).contains(&n));
                let cells = CellSet::from_bits(group.cells);
                assert_eq!(cells.common_houses().count(), 2);
                assert_eq!(group.cells & !graph.plane(d), 0);
            }
        }
    }
}
