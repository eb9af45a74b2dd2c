//! Potentials: a value of a cell assumed true ("on") or false ("off"), with the
//! potentials it follows from. Sudoku Explainer compares potentials by cell, value and
//! state alone, so two derivations of the same fact are one potential, and the first
//! one found is the one kept.

use std::rc::Rc;

/// Why a potential follows from its parents.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Cause {
    /// An assumption, or a cell of a cell chaining (no parents).
    Assumed,
    /// The cell holds one value (on to off: its other values; off to on: its last one).
    NakedSingle,
    /// The value holds one place in the house of this kind (0 box, 1 row, 2 column).
    Hidden(u8),
    /// A rule (locked candidates, a set, a fish, a nested chain) removed it.
    Advanced,
}

/// A chain used as a rule inside another: what the outer chain's rating needs of it.
#[derive(Debug)]
pub(super) struct Nested {
    /// Its complexity, its own nested chains included.
    pub(super) complexity: u32,
    /// Its targets and the potentials behind each, in order: two nested chains are the
    /// same chain when these are equal.
    pub(super) signature: Vec<u16>,
}

/// One potential of a search.
#[derive(Clone, Debug)]
pub(super) struct Node {
    pub(super) cell: u8,
    pub(super) value: u8,
    pub(super) on: bool,
    pub(super) cause: Cause,
    pub(super) parents: Vec<u32>,
    pub(super) nested: Option<Rc<Nested>>,
}

/// The identity of a potential: cell, value and state.
#[inline]
pub(super) fn key(cell: u8, value: u8, on: bool) -> u16 {
    (u16::from(cell) * 9 + u16::from(value) - 1) * 2 + u16::from(on)
}

/// The number of identities.
pub(super) const KEYS: usize = 81 * 9 * 2;

impl Node {
    pub(super) fn key(&self) -> u16 {
        key(self.cell, self.value, self.on)
    }
}

/// The potentials of one search, addressed by their index.
#[derive(Default)]
pub(super) struct Arena {
    pub(super) nodes: Vec<Node>,
}

impl Arena {
    pub(super) fn push(&mut self, node: Node) -> u32 {
        self.nodes.push(node);
        (self.nodes.len() - 1) as u32
    }

    pub(super) fn get(&self, id: u32) -> &Node {
        &self.nodes[id as usize]
    }

    /// A potential without parents.
    pub(super) fn assume(&mut self, cell: u8, value: u8, on: bool) -> u32 {
        self.push(Node {
            cell,
            value,
            on,
            cause: Cause::Assumed,
            parents: Vec::new(),
            nested: None,
        })
    }

    /// The potentials behind `target`, itself first, breadth first; of two potentials
    /// with one identity only the first is followed (Sudoku Explainer's `getChain`).
    pub(super) fn chain(&self, target: u32) -> Vec<u32> {
        let mut seen = [0u64; KEYS.div_ceil(64)];
        let mut out = Vec::new();
        let mut level = vec![target];
        while !level.is_empty() {
            let mut next = Vec::new();
            for id in level {
                let k = usize::from(self.get(id).key());
                if seen[k / 64] >> (k % 64) & 1 == 0 {
                    seen[k / 64] |= 1 << (k % 64);
                    out.push(id);
                    next.extend_from_slice(&self.get(id).parents);
                }
            }
            level = next;
        }
        out
    }

    /// The number of distinct potentials behind `target`, itself included.
    pub(super) fn ancestor_count(&self, target: u32) -> u32 {
        self.chain(target).len() as u32
    }

    /// Whether `ancestor`'s identity is on the first-parent path above `child`.
    pub(super) fn has_first_ancestor(&self, child: u32, ancestor: u16) -> bool {
        let mut p = self.get(child);
        while let Some(&parent) = p.parents.first() {
            p = self.get(parent);
            if p.key() == ancestor {
                return true;
            }
        }
        false
    }

    /// The root of the first-parent path above `target`: the assumption of its chain.
    pub(super) fn source(&self, target: u32) -> u32 {
        let mut id = target;
        while let Some(&parent) = self.get(id).parents.first() {
            id = parent;
        }
        id
    }
}

/// A set of potentials by identity, in the order they were added (Sudoku Explainer's
/// `LinkedSet`): adding a potential whose identity is there already does nothing.
#[derive(Clone)]
pub(super) struct PotentialSet {
    slots: Box<[u32]>,
    order: Vec<u32>,
}

const ABSENT: u32 = u32::MAX;

impl Default for PotentialSet {
    fn default() -> Self {
        PotentialSet {
            slots: vec![ABSENT; KEYS].into_boxed_slice(),
            order: Vec::new(),
        }
    }
}

impl PotentialSet {
    /// Adds `id` unless its identity is there; whether it was added.
    pub(super) fn insert(&mut self, arena: &Arena, id: u32) -> bool {
        let k = usize::from(arena.get(id).key());
        if self.slots[k] != ABSENT {
            return false;
        }
        self.slots[k] = id;
        self.order.push(id);
        true
    }

    pub(super) fn contains(&self, k: u16) -> bool {
        self.slots[usize::from(k)] != ABSENT
    }

    /// The potential of this identity in the set.
    pub(super) fn get(&self, k: u16) -> Option<u32> {
        let id = self.slots[usize::from(k)];
        (id != ABSENT).then_some(id)
    }

    /// The potentials, in the order they were added.
    pub(super) fn ids(&self) -> &[u32] {
        &self.order
    }

    /// Keeps the potentials whose identity `other` holds, in their order.
    pub(super) fn retain_in(&mut self, arena: &Arena, other: &PotentialSet) {
        let slots = &mut self.slots;
        self.order.retain(|&id| {
            let k = usize::from(arena.get(id).key());
            let keep = other.slots[k] != ABSENT;
            if !keep {
                slots[k] = ABSENT;
            }
            keep
        });
    }
}
