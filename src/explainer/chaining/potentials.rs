//! Potentials: a value of a cell assumed true ("on") or false ("off"), with the
//! potentials it follows from. Sudoku Explainer compares potentials by cell, value and
//! state alone, so two derivations of the same fact are one potential, and the first
//! one found is the one kept.

use std::rc::Rc;

use super::ChainMode;
use crate::LayerGrid;

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

/// A chain used as a rule inside another: what the outer chain's rating needs of it,
/// and where it was found, so that a proof of the outer chain can find it again (the
/// outer search keeps this summary, not the inner search's potentials).
#[derive(Debug)]
pub(super) struct Nested {
    /// Its complexity, its own nested chains included.
    pub(super) complexity: u32,
    /// Its targets and the potentials behind each, in order: two nested chains are the
    /// same chain when these are equal.
    pub(super) signature: Vec<u16>,
    /// The search that found it, shared by the chains it found.
    pub(super) found_in: Rc<FoundIn>,
}

/// A search a nested rule ran: its kind and the grid it ran on (chains depend on these
/// alone).
#[derive(Debug)]
pub(super) struct FoundIn {
    pub(super) mode: ChainMode,
    pub(super) grid: LayerGrid,
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
    /// Where the sets of the search take their storage from and give it back to.
    spare_sets: SpareSets,
    /// The list `ancestor_count` walks in.
    queue: std::cell::RefCell<Vec<u32>>,
}

impl Arena {
    /// An arena whose sets share `spare_sets` (a fresh arena, `default`, has its own).
    pub(super) fn new(spare_sets: &SpareSets) -> Arena {
        Arena {
            spare_sets: spare_sets.clone(),
            ..Arena::default()
        }
    }

    /// An empty set of potentials.
    pub(super) fn set(&self) -> PotentialSet {
        PotentialSet::new(&self.spare_sets)
    }

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
        let mut out = Vec::with_capacity(32);
        self.chain_into(target, &mut out);
        out
    }

    /// `chain`, into `out`: the list is its own queue, since a breadth-first walk that
    /// keeps the first of each identity visits them in the order it lists them.
    fn chain_into(&self, target: u32, out: &mut Vec<u32>) {
        let mut seen = [0u64; KEYS.div_ceil(64)];
        out.clear();
        let k = usize::from(self.get(target).key());
        seen[k / 64] |= 1 << (k % 64);
        out.push(target);
        let mut next = 0;
        while next < out.len() {
            let id = out[next];
            next += 1;
            for &parent in self.parents(id) {
                let k = usize::from(self.get(parent).key());
                if seen[k / 64] >> (k % 64) & 1 == 0 {
                    seen[k / 64] |= 1 << (k % 64);
                    out.push(parent);
                }
            }
        }
    }

    /// The number of distinct potentials behind `target`, itself included.
    pub(super) fn ancestor_count(&self, target: u32) -> u32 {
        let mut queue = self.queue.borrow_mut();
        self.chain_into(target, &mut queue);
        queue.len() as u32
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
    /// The potential of each identity, `ABSENT` where there is none.
    slots: Box<[u32]>,
    order: Vec<u32>,
    /// The identities of `order`, so that the slots can be emptied without the arena.
    keys: Vec<u16>,
    /// Where its storage goes back to when it is dropped.
    spare_sets: SpareSets,
}

const ABSENT: u32 = u32::MAX;

/// A set's storage once it is dropped: its slots all `ABSENT` again, its lists empty.
type Storage = (Box<[u32]>, Vec<u32>, Vec<u16>);

/// Emptied storage of sets, kept for the next sets: a search makes and drops thousands,
/// and a clean slot table is dear to make. One per rating (`Budget`), so that nothing
/// outlives it.
#[derive(Clone, Default)]
pub(super) struct SpareSets(Rc<std::cell::RefCell<Vec<Storage>>>);

/// How many emptied sets are kept for reuse.
const SPARE_SETS: usize = 256;

impl PotentialSet {
    /// An empty set, from `spare_sets` where it has some.
    fn new(spare_sets: &SpareSets) -> Self {
        let (slots, order, keys) = spare_sets
            .0
            .borrow_mut()
            .pop()
            .unwrap_or_else(|| (vec![ABSENT; KEYS].into_boxed_slice(), Vec::new(), Vec::new()));
        PotentialSet {
            slots,
            order,
            keys,
            spare_sets: spare_sets.clone(),
        }
    }
}

impl Clone for PotentialSet {
    fn clone(&self) -> Self {
        let mut copy = PotentialSet::new(&self.spare_sets);
        for (&id, &k) in self.order.iter().zip(&self.keys) {
            copy.slots[usize::from(k)] = id;
        }
        copy.order.extend_from_slice(&self.order);
        copy.keys.extend_from_slice(&self.keys);
        copy
    }
}

impl Drop for PotentialSet {
    fn drop(&mut self) {
        let mut slots = std::mem::take(&mut self.slots);
        if slots.len() != KEYS {
            return;
        }
        for &k in &self.keys {
            slots[usize::from(k)] = ABSENT;
        }
        let (mut order, mut keys) = (std::mem::take(&mut self.order), std::mem::take(&mut self.keys));
        order.clear();
        keys.clear();
        let mut spare = self.spare_sets.0.borrow_mut();
        if spare.len() < SPARE_SETS {
            spare.push((slots, order, keys));
        }
    }
}

impl PotentialSet {
    /// Adds `id` unless its identity is there; whether it was added.
    pub(super) fn insert(&mut self, arena: &Arena, id: u32) -> bool {
        let k = arena.get(id).key();
        let slot = &mut self.slots[usize::from(k)];
        if *slot != ABSENT {
            return false;
        }
        *slot = id;
        self.order.push(id);
        self.keys.push(k);
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
    pub(super) fn retain_in(&mut self, other: &PotentialSet) {
        let mut kept = 0;
        for i in 0..self.order.len() {
            let k = self.keys[i];
            if other.slots[usize::from(k)] != ABSENT {
                self.order[kept] = self.order[i];
                self.keys[kept] = k;
                kept += 1;
            } else {
                self.slots[usize::from(k)] = ABSENT;
            }
        }
        self.order.truncate(kept);
        self.keys.truncate(kept);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_set_keeps_its_order_and_comes_back_empty() {
        let mut arena = Arena::default();
        let ids: Vec<u32> = (0..20u8)
            .map(|c| arena.assume(c, 1 + c % 9, c % 2 == 0))
            .collect();
        let mut set = arena.set();
        for &id in &ids {
            assert!(set.insert(&arena, id));
        }
        let again = arena.assume(0, 1, true);
        assert!(!set.insert(&arena, again), "one potential per identity");
        let mut evens = arena.set();
        for &id in ids.iter().step_by(2) {
            evens.insert(&arena, id);
        }
        set.retain_in(&evens);
        assert_eq!(set.ids(), evens.ids());
        assert!(!set.contains(arena.get(ids[1]).key()));
        assert_eq!(set.clone().get(arena.get(ids[2]).key()), Some(ids[2]));
        drop(set);
        drop(evens);
        // The storage of the dropped sets is reused empty.
        let fresh: Vec<PotentialSet> = (0..4).map(|_| arena.set()).collect();
        for set in &fresh {
            assert!(set.ids().is_empty());
            assert!(ids.iter().all(|&id| !set.contains(arena.get(id).key())));
        }
    }
}
