//! The nodes of the link graph and sets of them, as words: a node is a candidate, a
//! group of one digit's candidates in a box-line intersection, or one digit of an
//! almost locked set.

use std::ops::ControlFlow;

use crate::{Candidate, Cell, Digit};

/// Ids below this are single candidates: `digit index * 81 + cell index`.
pub(super) const CANDIDATE_NODES: usize = 729;
/// Groups of one digit get this many ids: at most 54 (nine boxes, three rows and three
/// columns each), so a digit's groups fit one 64-bit word.
pub(super) const GROUP_SLOTS: usize = 64;
/// Ids of groups end here; almost locked sets follow.
pub(super) const GROUP_NODES_END: usize = CANDIDATE_NODES + 9 * GROUP_SLOTS;
/// Words of 128 bits per digit for the almost locked sets of a [`NodeSet`].
pub(super) const SLOT_WORDS: usize = 3;
/// The most almost locked sets that are nodes of one graph (a busy state has two or
/// three hundred sets of two cells or more that can be entered and left).
pub(crate) const ALS_SLOTS: usize = 128 * SLOT_WORDS;

/// A set of almost locked set slots.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
pub(crate) struct Slots(pub(super) [u128; SLOT_WORDS]);

impl Slots {
    pub(super) const EMPTY: Slots = Slots([0; SLOT_WORDS]);

    #[inline]
    pub(super) fn insert(&mut self, slot: usize) {
        self.0[slot / 128] |= 1 << (slot % 128);
    }

    #[inline]
    pub(super) fn remove(&mut self, slot: usize) {
        self.0[slot / 128] &= !(1 << (slot % 128));
    }

    #[cfg(test)]
    pub(super) fn contains(&self, slot: usize) -> bool {
        self.0[slot / 128] >> (slot % 128) & 1 == 1
    }

    #[inline]
    pub(super) fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    #[inline]
    pub(super) fn or(&mut self, other: &Slots) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a |= b;
        }
    }

    #[inline]
    pub(super) fn and(mut self, other: &Slots) -> Slots {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a &= b;
        }
        self
    }

    /// The slots, lowest first.
    #[inline]
    pub(super) fn iter(self) -> impl Iterator<Item = usize> {
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
    pub(super) const fn group(digit: usize, index: usize) -> Node {
        Node((CANDIDATE_NODES + digit * GROUP_SLOTS + index) as u16)
    }

    #[inline]
    pub(super) const fn als(digit: usize, slot: usize) -> Node {
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

/// Which words of a node set a walk may set: the candidates' always, the groups' and
/// the almost locked sets' only when its links take them (the others stay empty).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Words {
    pub(crate) groups: bool,
    pub(crate) sets: bool,
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

    /// Empties the words of the set that a walk may have set (see [`Words`]).
    #[inline]
    pub(crate) fn clear(&mut self, words: Words) {
        self.cells = [0; 9];
        if words.groups {
            self.groups = [0; 9];
        }
        if words.sets {
            self.als = [Slots::EMPTY; 9];
        }
    }

    /// Takes the nodes of `seen` out of the set and adds those left to `seen`; whether
    /// any is left. Only the words a walk may have set are read (see [`Words`]).
    #[inline]
    pub(crate) fn take_unseen(&mut self, seen: &mut NodeSet, words: Words) -> bool {
        let mut any = 0u128;
        for (a, s) in self.cells.iter_mut().zip(&mut seen.cells) {
            *a &= !*s;
            *s |= *a;
            any |= *a;
        }
        if words.groups {
            for (a, s) in self.groups.iter_mut().zip(&mut seen.groups) {
                *a &= !*s;
                *s |= *a;
                any |= u128::from(*a);
            }
        }
        if words.sets {
            for (a, s) in self.als.iter_mut().zip(&mut seen.als) {
                for (x, y) in a.0.iter_mut().zip(&mut s.0) {
                    *x &= !*y;
                    *y |= *x;
                    any |= *x;
                }
            }
        }
        any != 0
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

    /// Calls `f` on the nodes in id order (as [`iter`](NodeSet::iter)) until it breaks:
    /// a plain loop over the words, for the walks' hot paths.
    #[inline]
    pub(crate) fn try_each(&self, mut f: impl FnMut(Node) -> ControlFlow<()>) -> ControlFlow<()> {
        for (d, &w) in self.cells.iter().enumerate() {
            for cell in Bits128(w) {
                f(Node::candidate(cell, d))?;
            }
        }
        for (d, &w) in self.groups.iter().enumerate() {
            for i in Bits128(u128::from(w)) {
                f(Node::group(d, i))?;
            }
        }
        for (d, slots) in self.als.iter().enumerate() {
            for (w, &word) in slots.0.iter().enumerate() {
                for i in Bits128(word) {
                    f(Node::als(d, w * 128 + i))?;
                }
            }
        }
        ControlFlow::Continue(())
    }

    /// Calls `f` on the nodes that are also in `within`, in id order, until it breaks:
    /// [`try_each`](NodeSet::try_each) on the intersection, without making it.
    #[inline]
    pub(crate) fn try_each_within(
        &self,
        within: &NodeSet,
        mut f: impl FnMut(Node) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        for (d, (&w, &m)) in self.cells.iter().zip(&within.cells).enumerate() {
            for cell in Bits128(w & m) {
                f(Node::candidate(cell, d))?;
            }
        }
        for (d, (&w, &m)) in self.groups.iter().zip(&within.groups).enumerate() {
            for i in Bits128(u128::from(w & m)) {
                f(Node::group(d, i))?;
            }
        }
        for (d, (slots, mask)) in self.als.iter().zip(&within.als).enumerate() {
            for (w, (&word, &m)) in slots.0.iter().zip(&mask.0).enumerate() {
                for i in Bits128(word & m) {
                    f(Node::als(d, w * 128 + i))?;
                }
            }
        }
        ControlFlow::Continue(())
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
