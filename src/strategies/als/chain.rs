//! ALS chains: almost locked sets joined one to the next by restricted commons.
//!
//! The search works on nodes "ALS `i` has lost the digits `m`" (the restricted commons
//! that the previous set in the chain took from it). From such a node the chain goes on
//! through every restricted common of `i` other than the lowest digit of `m` (the rule
//! HoDoKu uses), which the locked set `i` now holds and so takes from the next set.
//!
//! Instead of walking every chain from every start, the search computes, for every node,
//! which nodes it reaches in one to four further links, as bit sets over the nodes (one
//! pass over the links per length); a start then only takes the union of the sets of its
//! first links. Chains have three to [`MAX_LINKS`] links (two links make an ALS-XY-Wing,
//! one an ALS-XZ). Only the chains that eliminate something are then written out, by a
//! depth-first search that the bit sets guide and that never visits a set twice.

use std::ops::ControlFlow;

use super::xz::rc_link;
use super::{Als, AlsIndex, Eliminations, Reported, common_eliminations, either_set, z_fins};
use crate::strategies::{Found, Scan};
use crate::{CandidateView, Digit, DigitSet, Step, Technique};

/// The most restricted commons in one chain.
pub(crate) const MAX_LINKS: usize = 6;
/// The fewest: shorter ones are ALS-XZ and ALS-XY-Wing.
const MIN_LINKS: usize = 3;
/// How many nodes the search that writes one chain out may visit.
const WRITE_OUT_BUDGET: usize = 20_000;
/// Search steps one scan may spend writing chains out, over all its chains: on
/// pathological (contradictory) states with thousands of instances, `find_all` stops
/// there instead of taking seconds.
const SCAN_BUDGET: usize = 100_000;

/// ALS Chain (ALS-XY-Chain): almost locked sets A, B, ..., D, each joined to the next by
/// a restricted common that differs from the one before. If A held no `Z`, it would be
/// locked and take its restricted common from B, which would then be locked and take the
/// next one from C, and so on to D, which would then hold `Z`. So a digit `Z` common to A
/// and D (other than the first and last restricted commons) is in A or in D, and leaves
/// every cell that sees all its places in both. Chains have three to six links; the
/// sets next to each other do not overlap.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::AlsChain, GridSolver, LayerGrid};
///
/// let grid: LayerGrid = "
///     +------------+----------------+----------------+
///     | +2 8   1   | 479  347  5    | 379  +6   49   |
///     | 6  459 349 | 1479 8    1349 | 3579 4579 2    |
///     | 7  459 349 | 469  369  +2   | 359  +8   +1   |
///     +------------+----------------+----------------+
///     | 1  6   2   | 4589 3459 3489 | 579  579  5789 |
///     | +3 49  489 | +2   59   7    | +6   1    589  |
///     | +5 +7  89  | 1689 16   689  | 4    +2   3    |
///     +------------+----------------+----------------+
///     | 4  3   5   | 68   2    68   | 1    79   79   |
///     | +8 +1  +7  | 3    459  49   | 2    45   6    |
///     | +9 +2  +6  | 1457 1457 14   | 8    +3   45   |
///     +------------+----------------+----------------+
/// ".parse()?;
/// let step = AlsChain.find(&grid).expect("an instance");
/// assert_eq!(
///     step.to_string(),
///     "ALS Chain: 9- r1c9 {49} -4- r9c9 {45} -5- r8c8 {45} -4- r8c56 {459} -5- r5c5 {59} -9 => r5c9<>9"
/// );
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct AlsChain;

impl Scan for AlsChain {
    const TECHNIQUE: Technique = Technique::AlsChain;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        let index = view.als_index();
        let graph = Graph::new(index);
        if graph.nodes.is_empty() {
            return ControlFlow::Continue(());
        }
        let reach = Reach::new(&graph);
        let words = reach.words;
        let mut union = vec![0u64; words];
        let mut reported = Reported::default();
        let mut budget = SCAN_BUDGET;
        // The sets that could end a chain from each set, read from the cells of its
        // buddies; one list of ends reused from set to set.
        let by_buddy = BuddyIndex::new(index);
        let mut seen_from = vec![0u64; 9 * by_buddy.words];
        let mut ends: Vec<(usize, DigitSet)> = Vec::new();
        for (ai, a) in index.alses.iter().enumerate() {
            by_buddy.ends(a, ai, &mut seen_from, &mut ends);
            if ends.is_empty() {
                continue;
            }
            for x in a.digits {
                // Every node two to five links after a first link that takes x from A.
                union.fill(0);
                let mut any = false;
                for rc in index.rcs_of(ai) {
                    if rc.overlaps || !rc.digits.contains(x) {
                        continue;
                    }
                    if let Some(first) = graph.node(rc.other as usize, DigitSet::single(x)) {
                        for (u, w) in union.iter_mut().zip(reach.after_first(first)) {
                            *u |= w;
                        }
                        any = true;
                    }
                }
                if !any {
                    continue;
                }
                for &(di, zs) in &ends {
                    for node in graph.nodes_of(di) {
                        if union[node / 64] >> (node % 64) & 1 == 0 {
                            continue;
                        }
                        let lost = graph.nodes[node].lost;
                        let zs = zs - DigitSet::single(x) - lost;
                        if zs.is_empty() {
                            continue;
                        }
                        let d = &index.alses[di];
                        let mut elims = Eliminations::default();
                        common_eliminations(a, d, zs, &mut elims);
                        if elims.is_empty() || reported.contains(&elims) {
                            continue;
                        }
                        if budget == 0 {
                            return ControlFlow::Continue(());
                        }
                        let Some(chain) = write_out(index, &graph, &reach, ai, x, node, &mut budget) else {
                            continue;
                        };
                        reported.first(&elims);
                        found.push(step(index, &graph, ai, &chain, &elims))?;
                    }
                }
            }
        }
        ControlFlow::Continue(())
    }
}

/// For each digit and cell, the sets whose buddies of that digit hold the cell, as bits
/// over the index's sets (`words` words each).
///
/// A chain from set A can end in set D on a digit common to both whose places in A and
/// in D some cell holding it sees all of: a cell among the buddies of that digit of both.
/// Those sets are read from the cells of A's buddies, where trying every pair of sets
/// costs the square of their number (a few hundred sets per state on the hardest
/// puzzles).
struct BuddyIndex {
    words: usize,
    sets: Vec<u64>,
}

impl BuddyIndex {
    fn new(index: &AlsIndex) -> BuddyIndex {
        let words = index.alses.len().div_ceil(64);
        let mut sets = vec![0u64; 9 * 81 * words];
        for (i, als) in index.alses.iter().enumerate() {
            for digit in als.digits {
                let d = digit.index();
                for cell in als.buddies_of[d] {
                    sets[(d * 81 + cell.index()) * words + i / 64] |= 1 << (i % 64);
                }
            }
        }
        BuddyIndex { words, sets }
    }

    /// The sets other than `a` (index `ai`) that can end a chain from it, in the index's
    /// order, each with the digits that can be eliminated through both (`seen_from`:
    /// scratch space of nine rows of `words` words, those of `a`'s digits overwritten).
    fn ends(&self, a: &Als, ai: usize, seen_from: &mut [u64], ends: &mut Vec<(usize, DigitSet)>) {
        let words = self.words;
        ends.clear();
        for digit in a.digits {
            let d = digit.index();
            let row = &mut seen_from[d * words..(d + 1) * words];
            row.fill(0);
            for cell in a.buddies_of[d] {
                let sets = &self.sets[(d * 81 + cell.index()) * words..][..words];
                for (r, s) in row.iter_mut().zip(sets) {
                    *r |= s;
                }
            }
        }
        // A word of sets at a time: each set's digits, then the sets in order.
        let mut zs_of = [0u16; 64];
        for w in 0..words {
            let mut any = 0u64;
            for digit in a.digits {
                let d = digit.index();
                let mut sets = seen_from[d * words + w];
                any |= sets;
                while sets != 0 {
                    zs_of[sets.trailing_zeros() as usize] |= 1 << d;
                    sets &= sets - 1;
                }
            }
            while any != 0 {
                let bit = any.trailing_zeros() as usize;
                any &= any - 1;
                let di = w * 64 + bit;
                if di != ai {
                    ends.push((di, DigitSet::from_bits(zs_of[bit])));
                }
                zs_of[bit] = 0;
            }
        }
    }
}

/// A chain node: ALS `als` has lost the digits `lost`.
#[derive(Clone, Copy, Debug)]
struct Node {
    als: u32,
    lost: DigitSet,
}

/// The nodes and the links between them.
struct Graph {
    nodes: Vec<Node>,
    /// The nodes of ALS `i` are `node_start[i]..node_start[i + 1]`.
    node_start: Vec<u32>,
    /// The successors of node `n` are `next[next_start[n]..next_start[n + 1]]`.
    next: Vec<u32>,
    next_start: Vec<u32>,
}

impl Graph {
    fn new(index: &AlsIndex) -> Graph {
        let n = index.alses.len();
        // Every digit set a link can take from an ALS: the restricted commons of a link,
        // and each of them alone.
        let mut masks: Vec<Vec<DigitSet>> = vec![Vec::new(); n];
        for i in 0..n {
            for rc in index.rcs_of(i) {
                if rc.overlaps {
                    continue;
                }
                let list = &mut masks[rc.other as usize];
                let mut add = |m: DigitSet| {
                    if !list.contains(&m) {
                        list.push(m);
                    }
                };
                add(rc.digits);
                if rc.digits.len() > 1 {
                    for d in rc.digits {
                        add(DigitSet::single(d));
                    }
                }
            }
        }
        let mut nodes = Vec::new();
        let mut node_start = Vec::with_capacity(n + 1);
        for (i, list) in masks.iter_mut().enumerate() {
            node_start.push(nodes.len() as u32);
            list.sort();
            nodes.extend(list.iter().map(|&lost| Node { als: i as u32, lost }));
        }
        node_start.push(nodes.len() as u32);
        let mut graph = Graph {
            nodes,
            node_start,
            next: Vec::new(),
            next_start: Vec::new(),
        };
        let mut next = Vec::new();
        let mut next_start = Vec::with_capacity(graph.nodes.len() + 1);
        for node in &graph.nodes {
            next_start.push(next.len() as u32);
            let skip = node.lost.first().map(DigitSet::single).unwrap_or_default();
            for rc in index.rcs_of(node.als as usize) {
                if rc.overlaps {
                    continue;
                }
                let taken = rc.digits - skip;
                if taken.is_empty() {
                    continue;
                }
                if let Some(target) = graph.node(rc.other as usize, taken) {
                    next.push(target as u32);
                }
            }
        }
        next_start.push(next.len() as u32);
        graph.next = next;
        graph.next_start = next_start;
        graph
    }

    fn nodes_of(&self, als: usize) -> std::ops::Range<usize> {
        self.node_start[als] as usize..self.node_start[als + 1] as usize
    }

    fn node(&self, als: usize, lost: DigitSet) -> Option<usize> {
        self.nodes_of(als).find(|&n| self.nodes[n].lost == lost)
    }

    fn next(&self, node: usize) -> &[u32] {
        &self.next[self.next_start[node] as usize..self.next_start[node + 1] as usize]
    }
}

/// For every node, the nodes it reaches in `1..=j` links (`within[j - 1]`, j = 1 to 4),
/// and in two to five links (`after`), as bit sets of `words` words.
struct Reach {
    words: usize,
    within: Vec<Vec<u64>>,
    after: Vec<u64>,
}

impl Reach {
    fn new(graph: &Graph) -> Reach {
        let count = graph.nodes.len();
        let words = count.div_ceil(64);
        let mut within: Vec<Vec<u64>> = Vec::with_capacity(MAX_LINKS - 2);
        let mut first = vec![0u64; count * words];
        for node in 0..count {
            let row = &mut first[node * words..(node + 1) * words];
            for &t in graph.next(node) {
                row[t as usize / 64] |= 1 << (t % 64);
            }
        }
        within.push(first);
        for _ in 2..=MAX_LINKS - 2 {
            let prev = within.last().map_or(&[][..], Vec::as_slice);
            let mut layer = within[0].clone();
            for node in 0..count {
                for &t in graph.next(node) {
                    let t = t as usize;
                    for w in 0..words {
                        layer[node * words + w] |= prev[t * words + w];
                    }
                }
            }
            within.push(layer);
        }
        let longest = within.last().map_or(&[][..], Vec::as_slice);
        let mut after = vec![0u64; count * words];
        for node in 0..count {
            for &t in graph.next(node) {
                let t = t as usize;
                for w in 0..words {
                    after[node * words + w] |= longest[t * words + w];
                }
            }
        }
        Reach { words, within, after }
    }

    /// The nodes two to five links after `node`: the ends of chains of three to six
    /// links whose first link leads to `node`.
    fn after_first(&self, node: usize) -> &[u64] {
        &self.after[node * self.words..(node + 1) * self.words]
    }

    /// Whether `to` is reached from `from` in at most `links` links (`links` <= 4).
    fn within(&self, from: usize, to: usize, links: usize) -> bool {
        self.within[links - 1][from * self.words + to / 64] >> (to % 64) & 1 == 1
    }
}

/// Writes out one chain from ALS `start` (first restricted common `x`) to `end`, with no
/// ALS twice: the nodes after the start, in order.
fn write_out(
    index: &AlsIndex,
    graph: &Graph,
    reach: &Reach,
    start: usize,
    x: Digit,
    end: usize,
    scan_budget: &mut usize,
) -> Option<Vec<usize>> {
    struct Search<'a> {
        graph: &'a Graph,
        reach: &'a Reach,
        end: usize,
        used: Vec<bool>,
        path: Vec<usize>,
        budget: usize,
    }
    impl Search<'_> {
        /// Continues from the last node of the path (which has `path.len()` links).
        fn go(&mut self) -> bool {
            let here = *self.path.last().unwrap_or(&0);
            let links = self.path.len();
            if here == self.end && links >= MIN_LINKS {
                return true;
            }
            if links == MAX_LINKS || self.budget == 0 {
                return false;
            }
            let left = MAX_LINKS - links;
            if left <= MAX_LINKS - 2 && !self.reach.within(here, self.end, left) {
                return false;
            }
            self.budget -= 1;
            for &next in self.graph.next(here) {
                let next = next as usize;
                let als = self.graph.nodes[next].als as usize;
                if self.used[als] {
                    continue;
                }
                self.used[als] = true;
                self.path.push(next);
                if self.go() {
                    return true;
                }
                self.path.pop();
                self.used[als] = false;
            }
            false
        }
    }
    let mut search = Search {
        graph,
        reach,
        end,
        used: vec![false; index.alses.len()],
        path: Vec::with_capacity(MAX_LINKS),
        budget: WRITE_OUT_BUDGET.min(*scan_budget),
    };
    let allowed = search.budget;
    search.used[start] = true;
    for rc in index.rcs_of(start) {
        if rc.overlaps || !rc.digits.contains(x) {
            continue;
        }
        let Some(first) = graph.node(rc.other as usize, DigitSet::single(x)) else {
            continue;
        };
        let als = rc.other as usize;
        search.used[als] = true;
        search.path.push(first);
        if search.go() {
            *scan_budget -= allowed - search.budget;
            return Some(search.path);
        }
        search.path.pop();
        search.used[als] = false;
    }
    *scan_budget -= allowed - search.budget;
    None
}

fn step(index: &AlsIndex, graph: &Graph, start: usize, chain: &[usize], elims: &Eliminations) -> Step {
    let mut sets = vec![&index.alses[start]];
    let mut taken = Vec::with_capacity(chain.len());
    for &node in chain {
        let node = graph.nodes[node];
        sets.push(&index.alses[node.als as usize]);
        taken.push(node.lost);
    }
    describe(&sets, &taken, elims.digits(), elims)
}

/// The sets of a chain and the digits each link takes: `sets[k]` and `sets[k + 1]` are
/// joined by `taken[k]`.
pub(super) fn describe(sets: &[&Als], taken: &[DigitSet], zs: DigitSet, elims: &Eliminations) -> Step {
    let mut detail = format!("{}- ", zs.join(""));
    let mut sentence = String::new();
    for (k, set) in sets.iter().enumerate() {
        detail.push_str(&set.text());
        if let Some(t) = taken.get(k) {
            detail.push_str(&format!(" -{}- ", t.join(",")));
        }
    }
    detail.push_str(&format!(" -{}", zs.join("")));
    let (first, last) = (sets[0], sets[sets.len() - 1]);
    sentence.push_str(&format!(
        "These almost locked sets (each holds one digit more than it has cells) form a chain. Suppose {} held no {z}. It would be locked and hold {}",
        first.text(),
        taken[0].join(" and "),
        z = zs.join(" or "),
    ));
    for k in 1..sets.len() {
        let set = sets[k];
        if k + 1 < sets.len() {
            sentence.push_str(&format!(
                ", so {} would lose {} and be locked, holding {}",
                set.text(),
                taken[k - 1].join(" and "),
                taken[k].join(" and ")
            ));
        } else {
            sentence.push_str(&format!(
                ", so {} would lose {} and be locked, holding {}.",
                set.text(),
                taken[k - 1].join(" and "),
                zs.join(" and ")
            ));
        }
    }
    sentence.push(' ');
    sentence.push_str(&either_set(zs, &first.text(), &last.text()));
    let mut step = Step::builder(Technique::AlsChain)
        .detail(detail)
        .explain(sentence);
    for set in sets {
        step = set.draw(step);
    }
    for (k, t) in taken.iter().enumerate() {
        for digit in *t {
            step = step.link(rc_link(sets[k], sets[k + 1], digit));
        }
    }
    elims.apply(z_fins(step, &[first, last], zs)).build()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GridSolver;
    use crate::LayerGrid;
    use crate::strategies::test_support::{a_listed_step, pencil};

    /// A state with an ALS chain of five sets.
    const FIVE_SETS: &str = "
            +------------+----------------+----------------+
            | +2 8   1   | 479  347  5    | 379  +6   49   |
            | 6  459 349 | 1479 8    1349 | 3579 4579 2    |
            | 7  459 349 | 469  369  +2   | 359  +8   +1   |
            +------------+----------------+----------------+
            | 1  6   2   | 4589 3459 3489 | 579  579  5789 |
            | +3 49  489 | +2   59   7    | +6   1    589  |
            | +5 +7  89  | 1689 16   689  | 4    +2   3    |
            +------------+----------------+----------------+
            | 4  3   5   | 68   2    68   | 1    79   79   |
            | +8 +1  +7  | 3    459  49   | 2    45   6    |
            | +9 +2  +6  | 1457 1457 14   | 8    +3   45   |
            +------------+----------------+----------------+";

    #[test]
    fn a_chain_of_five_sets() {
        let grid = pencil(FIVE_SETS);
        a_listed_step(
            &AlsChain,
            &grid,
            "ALS Chain: 9- r1c9 {49} -4- r9c9 {45} -5- r8c8 {45} -4- r8c56 {459} -5- r5c5 {59} -9 => r5c9<>9",
        );
    }

    #[test]
    fn nothing_when_absent() {
        let grid = pencil(
            "
            +----------------+-------------+--------------------+
            | 4     2    +8  | +5   +3 9   | 1    6      +7     |
            | +5    3    6   | 1    +2 +7  | 8    4      +9     |
            | +1    +7   +9  | +4   +8 +6  | 35   23     235    |
            +----------------+-------------+--------------------+
            | 7     568  1   | 2    49 35  | 3469 389    346    |
            | 238   58   234 | 379  6  135 | 379  123789 1234   |
            | 236   9    234 | 37   14 8   | 3567 1237   123456 |
            +----------------+-------------+--------------------+
            | 3689  1468 5   | 3689 7  13  | 2    139    1346   |
            | 23689 168  23  | 3689 5  4   | 3679 1379   136    |
            | 369   146  7   | 369  19 +2  | 3469 5      8      |
            +----------------+-------------+--------------------+",
        );
        assert!(AlsChain.find(&grid).is_none());
        assert!(AlsChain.find(&LayerGrid::new()).is_none());
    }

    #[test]
    fn the_ends_read_from_the_buddies_are_those_of_every_pair_of_sets() {
        let mut compared = 0;
        for grid in [pencil(FIVE_SETS), LayerGrid::new()] {
            let view = CandidateView::new(&grid);
            let index = view.als_index();
            let by_buddy = BuddyIndex::new(index);
            let mut seen_from = vec![0u64; 9 * by_buddy.words];
            let mut ends = Vec::new();
            for (ai, a) in index.alses.iter().enumerate() {
                by_buddy.ends(a, ai, &mut seen_from, &mut ends);
                let every: Vec<(usize, DigitSet)> = (index.alses.iter().enumerate())
                    .filter(|&(di, _)| di != ai)
                    .filter_map(|(di, d)| {
                        let zs: DigitSet = (a.digits & d.digits)
                            .into_iter()
                            .filter(|&z| a.buddies_of(z).intersects(d.buddies_of(z)))
                            .collect();
                        (!zs.is_empty()).then_some((di, zs))
                    })
                    .collect();
                assert_eq!(ends, every, "{}", a.text());
                compared += every.len();
            }
        }
        assert!(compared > 100, "{compared}");
    }
}
