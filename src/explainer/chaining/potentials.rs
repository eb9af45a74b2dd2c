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

/// One potential of a search. Its parents are a range of the arena's parent list.
#[derive(Clone, Debug)]
pub(super) struct Node {
    pub(super) cell: u8,
    pub(super) value: u8,
    pub(super) on: bool,
    pub(super) cause: Cause,
    first_parent: u32,
    parent_count: u32,
    pub(super) nested: Option<Rc<Nested>>,
}

/// A potential implied by another, not yet in the arena: its parents are `parent` and
/// `more` (a range of the implications' own list).
#[derive(Clone, Copy, Debug)]
pub(super) struct Implied {
    pub(super) cell: u8,
    pub(super) value: u8,
    pub(super) on: bool,
    pub(super) cause: Cause,
    pub(super) parent: u32,
    pub(super) more: (u32, u32),
}

impl Implied {
    pub(super) fn key(&self) -> u16 {
        key(self.cell, self.value, self.on)
    }
}

/// The potentials one potential implies, with the extra parents some of them have.
#[derive(Default)]
pub(super) struct Implications {
    pub(super) items: Vec<Implied>,
    pub(super) more: Vec<u32>,
}

impl Implications {
    pub(super) fn clear(&mut self) {
        self.items.clear();
        self.more.clear();
    }
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
    nodes: Vec<Node>,
    parents: Vec<u32>,
}

impl Arena {
    /// Adds a potential with the given parents.
    pub(super) fn push(
        &mut self,
        (cell, value, on): (u8, u8, bool),
        cause: Cause,
        parents: &[u32],
        nested: Option<Rc<Nested>>,
    ) -> u32 {
        let first_parent = self.parents.len() as u32;
        self.parents.extend_from_slice(parents);
        self.nodes.push(Node {
            cell,
            value,
            on,
            cause,
            first_parent,
            parent_count: parents.len() as u32,
            nested,
        });
        (self.nodes.len() - 1) as u32
    }

    /// Adds an implied potential.
    pub(super) fn push_implied(&mut self, implied: &Implied, from: &Implications) -> u32 {
        let first_parent = self.parents.len() as u32;
        self.parents.push(implied.parent);
        let (start, end) = implied.more;
        self.parents
            .extend_from_slice(&from.more[start as usize..end as usize]);
        self.nodes.push(Node {
            cell: implied.cell,
            value: implied.value,
            on: implied.on,
            cause: implied.cause,
            first_parent,
            parent_count: 1 + end - start,
            nested: None,
        });
        (self.nodes.len() - 1) as u32
    }

    pub(super) fn get(&self, id: u32) -> &Node {
        &self.nodes[id as usize]
    }

    /// The potentials `id` follows from.
    pub(super) fn parents(&self, id: u32) -> &[u32] {
        let n = &self.nodes[id as usize];
        &self.parents[n.first_parent as usize..(n.first_parent + n.parent_count) as usize]
    }

    /// A potential without parents.
    pub(super) fn assume(&mut self, cell: u8, value: u8, on: bool) -> u32 {
        self.push((cell, value, on), Cause::Assumed, &[], None)
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
                    next.extend_from_slice(self.parents(id));
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
        let mut id = child;
        while let Some(&parent) = self.parents(id).first() {
            id = parent;
            if self.get(id).key() == ancestor {
                return true;
            }
        }
        false
    }
}

/// A set of potentials by identity, in the order they were added (Sudoku Explainer's
/// `LinkedSet`): adding a potential whose identity is there already does nothing.
pub(super) struct PotentialSet {
    slots: Box<[u32]>,
    order: Vec<u32>,
}

const ABSENT: u32 = u32::MAX;

thread_local! {
    /// Emptied slot tables, kept for the next sets: a search makes and drops thousands.
    static SPARE_SLOTS: std::cell::RefCell<Vec<Box<[u32]>>> = const { std::cell::RefCell::new(Vec::new()) };
}

fn empty_slots() -> Box<[u32]> {
    SPARE_SLOTS
        .with(|spare| spare.borrow_mut().pop())
        .unwrap_or_else(|| vec![ABSENT; KEYS].into_boxed_slice())
}

impl Default for PotentialSet {
    fn default() -> Self {
        PotentialSet {
            slots: empty_slots(),
            order: Vec::new(),
        }
    }
}

impl Clone for PotentialSet {
    fn clone(&self) -> Self {
        let mut slots = empty_slots();
        slots.copy_from_slice(&self.slots);
        PotentialSet {
            slots,
            order: self.order.clone(),
        }
    }
}

impl Drop for PotentialSet {
    fn drop(&mut self) {
        let mut slots = std::mem::take(&mut self.slots);
        if slots.len() != KEYS {
            return;
        }
        slots.fill(ABSENT);
        SPARE_SLOTS.with(|spare| {
            let mut spare = spare.borrow_mut();
            if spare.len() < 64 {
                spare.push(slots);
            }
        });
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
