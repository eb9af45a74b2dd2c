//! Almost locked sets as nodes of the link graph: entered on one digit, left on
//! another, linked to other sets and to the cells their lock leaves with one candidate.

use super::groups::Groups;
use super::node::{ALS_SLOTS, Bits128, CANDIDATE_NODES, Slots};
use crate::DigitSet;
use crate::strategies::als::AlsIndex;

/// An almost locked set as a node of the graph.
#[derive(Clone, Debug)]
pub(crate) struct AlsNode {
    /// The cells of the set.
    pub(crate) cells: u128,
    /// Its digits, one more than its cells.
    pub(crate) digits: DigitSet,
    /// Per digit, the cells of the set that hold it.
    pub(super) cells_of: [u128; 9],
    /// Per digit, the candidates outside the set that see every place of the digit in it.
    pub(super) buddies_of: [u128; 9],
    /// Per digit, the groups of the digit (bits as in [`Groups::of`]) that lie among
    /// `buddies_of`.
    pub(super) groups_seen: [u64; 9],
    /// Per digit, the other sets whose every place of the digit sees every place of it
    /// in this one: the digit is in at most one of the two.
    pub(super) sets_seen: [Slots; 9],
    /// The cells outside the set that a lock of the set leaves with one candidate: when
    /// the set loses digit `x`, its other digits take every candidate but `c` out of
    /// `cell`. As `(x, cell, c)`.
    pub(super) forces: Vec<(u8, u8, u8)>,
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
pub(super) struct AlsNodes {
    /// `list[slot]`, smaller sets first.
    pub(super) list: Vec<AlsNode>,
    /// Per digit, the slots of the sets that hold it.
    pub(super) holding: [Slots; 9],
    /// `enter[d][cell]`: the slots of the sets (holding `d`) whose every place of `d`
    /// the cell sees: a true `d` there takes `d` out of the set.
    pub(super) enter: Box<[[Slots; 81]; 9]>,
    /// Per group (in the order of [`Groups::list`]), the slots of the sets whose every
    /// place of the group's digit each cell of the group sees.
    pub(super) group_enter: Vec<Slots>,
    /// Per digit, the cells that some set forces to that digit (see [`AlsNode::forces`]).
    pub(super) forced: [u128; 9],
    /// The same links from the forced side: `(x, slot)` for each candidate (by
    /// [`Candidate::index`]), those of candidate `i` at `forcing[forcing_first[i]..
    /// forcing_first[i + 1]]`.
    pub(super) forcing: Vec<(u8, u16)>,
    pub(super) forcing_first: Box<[u32; CANDIDATE_NODES + 1]>,
}

impl AlsNodes {
    pub(super) fn new(index: &AlsIndex, groups: &Groups, planes: &[u128; 9]) -> AlsNodes {
        // Room for every set at once: a node is large, and growing the list copies them.
        let mut list = Vec::with_capacity(index.alses.len().min(ALS_SLOTS));
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
                if buddies == 0 {
                    continue;
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
