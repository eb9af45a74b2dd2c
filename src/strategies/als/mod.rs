//! Almost locked sets (ALS): `n` unsolved cells of one house that hold `n + 1` candidates
//! between them, and the strategies built on them.
//!
//! An ALS that loses one of its digits becomes a locked set: its `n` cells must then hold
//! the `n` digits left. Two ALSs are linked by a *restricted common candidate* (RCC) `x`
//! when every `x` of one sees every `x` of the other: `x` can be in at most one of them,
//! so the other one is locked.
//!
//! This module finds every ALS of a grid state once ([`AlsIndex`]: the sets with each
//! digit's cells and the cells that see them as [`CellSet`] words) and the restricted
//! commons between every two ALSs, computed with word operations. The index is kept in
//! the state's [`CandidateView`](crate::CandidateView) and shared by the strategies in
//! this folder, one file each: ALS-XZ, ALS-XY-Wing, ALS chains, Death Blossom and Sue de
//! Coq. The link graph of the chain strategies takes its ALS nodes from the same index.

use std::collections::HashSet;

use crate::step::compact_cells;
use crate::strategies::shared::candidate_map::CandidateMap;
use crate::strategies::shared::nine_bit_count;
use crate::{Cell, CellSet, Digit, DigitSet, House, StepBuilder};

mod chain;
mod death_blossom;
mod sue_de_coq;
mod xy_wing;
mod xz;

pub use chain::AlsChain;
pub use death_blossom::DeathBlossom;
pub use sue_de_coq::SueDeCoq;
pub use xy_wing::AlsXyWing;
pub use xz::AlsXz;

/// The largest ALS: eight cells of a house with all nine digits.
pub(crate) const MAX_ALS_CELLS: usize = 8;

/// One almost locked set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Als {
    /// The cells (one to eight, all in `house`).
    pub(crate) cells: CellSet,
    /// The digits the cells hold between them: one more than there are cells.
    pub(crate) digits: DigitSet,
    /// The house the cells were found in (for a single cell, its row).
    pub(crate) house: House,
    /// For each digit (by index): the cells of the set that hold it.
    pub(crate) cells_of: [CellSet; 9],
    /// For each digit (by index): the cells outside the set that hold the digit and see
    /// every cell of the set that holds it.
    pub(crate) buddies_of: [CellSet; 9],
    /// The union of `buddies_of`.
    pub(crate) buddies: CellSet,
}

impl Als {
    fn new(cells: CellSet, digits: DigitSet, house: House, planes: &[CellSet; 9]) -> Als {
        let mut cells_of = [CellSet::EMPTY; 9];
        let mut buddies_of = [CellSet::EMPTY; 9];
        let mut buddies = CellSet::EMPTY;
        for digit in digits {
            let d = digit.index();
            cells_of[d] = cells & planes[d];
            buddies_of[d] = cells_of[d].common_peers() & (planes[d] - cells);
            buddies |= buddies_of[d];
        }
        Als {
            cells,
            digits,
            house,
            cells_of,
            buddies_of,
            buddies,
        }
    }

    /// The cells of the set that hold `digit`.
    #[inline]
    pub(crate) fn cells_of(&self, digit: Digit) -> CellSet {
        self.cells_of[digit.index()]
    }

    /// The cells outside the set that hold `digit` and see every `digit` of the set.
    #[inline]
    pub(crate) fn buddies_of(&self, digit: Digit) -> CellSet {
        self.buddies_of[digit.index()]
    }

    /// The set in notation: `r1c12 {158}`.
    pub(crate) fn text(&self) -> String {
        format!("{} {{{}}}", compact_cells(self.cells), self.digits.join(""))
    }

    /// The digits restricted common to `self` and `other`: common digits whose every
    /// place in one set sees every place in the other (and lies outside the other).
    /// The index computes the same for every pair at once ([`AlsIndex::rcs_of`]).
    #[cfg(test)]
    pub(crate) fn restricted_commons(&self, other: &Als) -> DigitSet {
        let mut rcs = DigitSet::EMPTY;
        for digit in self.digits & other.digits {
            if other.cells_of(digit).is_subset(self.buddies_of(digit)) {
                rcs.insert(digit);
            }
        }
        rcs
    }

    /// Adds the set to a step's pattern (after the sets drawn before it, which gives it
    /// its letter), with its cells, candidates and house.
    pub(crate) fn draw(&self, mut step: StepBuilder) -> StepBuilder {
        step = step.pattern_set(self.cells, self.digits);
        for digit in self.digits {
            for cell in self.cells_of(digit) {
                step = step.pattern_candidate(cell, digit);
            }
        }
        step.house(self.house)
    }
}

/// A restricted common between two ALSs, seen from the first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct RestrictedCommon {
    /// The other ALS, as an index into [`AlsIndex::alses`].
    pub(crate) other: u32,
    /// The restricted common digits (one or two in a valid grid).
    pub(crate) digits: DigitSet,
    /// Whether the two sets share cells (the restricted digits never lie in the shared
    /// cells).
    pub(crate) overlaps: bool,
}

/// Every ALS of one grid state and the restricted commons between them.
#[derive(Debug)]
pub(crate) struct AlsIndex {
    /// The ALSs, smaller first; each once (a single bivalue cell is found in its row, a
    /// set inside one line of a box in that line).
    pub(crate) alses: Vec<Als>,
    /// The restricted commons of each ALS, in both directions, overlapping pairs
    /// included: those of ALS `i` are `rcs[rc_start[i]..rc_start[i + 1]]`.
    rcs: Vec<RestrictedCommon>,
    rc_start: Vec<u32>,
    /// The candidate planes of the state.
    pub(crate) planes: [CellSet; 9],
}

impl AlsIndex {
    /// Finds every ALS and every restricted common of `planes` (the candidate cells of
    /// each digit).
    pub(crate) fn new(planes: [CellSet; 9]) -> AlsIndex {
        let alses = find_alses(&planes);
        let (rcs, rc_start) = find_restricted_commons(&alses);
        AlsIndex {
            alses,
            rcs,
            rc_start,
            planes,
        }
    }

    /// The restricted commons of ALS `i` with every other ALS.
    #[inline]
    pub(crate) fn rcs_of(&self, i: usize) -> &[RestrictedCommon] {
        &self.rcs[self.rc_start[i] as usize..self.rc_start[i + 1] as usize]
    }

    /// The candidate cells of `digit`.
    #[inline]
    pub(crate) fn plane(&self, digit: Digit) -> CellSet {
        self.planes[digit.index()]
    }
}

fn find_alses(planes: &[CellSet; 9]) -> Vec<Als> {
    let candidates = CandidateMap::from_planes(planes).bits();
    let unsolved = planes.iter().fold(CellSet::EMPTY, |acc, &plane| acc | plane);
    // The sets as (cells, digits, house) first; the full records are built in order.
    let mut found: Vec<(usize, CellSet, u16, House)> = Vec::with_capacity(256);
    let mut masks = [0u16; 512];
    let mut sets = [CellSet::EMPTY; 512];
    for house in House::ALL {
        let in_box = house.index() >= 18;
        let cells: Vec<Cell> = (house.cells() & unsolved).iter().collect();
        let k = cells.len();
        for subset in 1usize..(1 << k) {
            let low = subset.trailing_zeros() as usize;
            let rest = subset & (subset - 1);
            masks[subset] = masks[rest] | candidates[cells[low].index()];
            sets[subset] = sets[rest] | CellSet::single(cells[low]);
            // Both are nine-bit masks (a house has nine cells).
            let size = nine_bit_count(subset as u16) as usize;
            if size > MAX_ALS_CELLS || nine_bit_count(masks[subset]) as usize != size + 1 {
                continue;
            }
            // A single cell is an ALS once (found in its row); a set inside one line of
            // a box was found in that line.
            if size == 1 && house.index() >= 9 {
                continue;
            }
            let set = sets[subset];
            if in_box && size > 1 && in_one_line(set) {
                continue;
            }
            found.push((size, set, masks[subset], house));
        }
    }
    // Smaller sets first, so that the first instance a strategy reports is a simple one.
    found.sort_by_key(|&(size, ..)| size);
    found
        .into_iter()
        .map(|(_, cells, digits, house)| Als::new(cells, DigitSet::from_bits(digits), house, planes))
        .collect()
}

/// Whether the cells lie in one row or one column.
fn in_one_line(cells: CellSet) -> bool {
    let Some(first) = cells.first() else {
        return false;
    };
    cells.is_subset(first.row().cells()) || cells.is_subset(first.col().cells())
}

fn find_restricted_commons(alses: &[Als]) -> (Vec<RestrictedCommon>, Vec<u32>) {
    let n = alses.len();
    // A restricted common on digit d joins two sets when the places of d in one lie
    // among the common peers of the places of d in the other (which keeps them out of
    // the first set too). Many sets share their places of a digit, so the test runs
    // once per pair of distinct place sets, digit by digit.
    let mut links: Vec<(u32, u32, u16)> = Vec::new();
    let mut keyed: Vec<(u128, u32)> = Vec::with_capacity(n);
    let mut groups: Vec<(CellSet, CellSet, usize, usize)> = Vec::new();
    let mut bucket_start = [0u32; 82];
    let mut by_first: Vec<u32> = Vec::new();
    for digit in Digit::ALL {
        keyed.clear();
        keyed.extend(
            alses
                .iter()
                .enumerate()
                .filter(|(_, a)| a.digits.contains(digit))
                .map(|(i, a)| (a.cells_of(digit).bits(), i as u32)),
        );
        keyed.sort_unstable();
        groups.clear();
        let mut start = 0;
        while start < keyed.len() {
            let key = keyed[start].0;
            let mut end = start + 1;
            while end < keyed.len() && keyed[end].0 == key {
                end += 1;
            }
            let places = CellSet::from_bits(key);
            groups.push((places, places.common_peers(), start, end));
            start = end;
        }
        // The groups by the first of their places: a group whose places all lie among
        // the common peers of another's has its first place there, so each group is
        // tried only against the groups that start among its common peers.
        bucket_start.fill(0);
        for &(places, ..) in &groups {
            bucket_start[places.bits().trailing_zeros() as usize + 1] += 1;
        }
        for cell in 0..81 {
            bucket_start[cell + 1] += bucket_start[cell];
        }
        by_first.clear();
        by_first.resize(groups.len(), 0);
        let mut fill = bucket_start;
        for (g, &(places, ..)) in groups.iter().enumerate() {
            let first = places.bits().trailing_zeros() as usize;
            by_first[fill[first] as usize] = g as u32;
            fill[first] += 1;
        }
        let bit = 1u16 << digit.index();
        for (g, &(_, peers, s1, e1)) in groups.iter().enumerate() {
            for first in peers {
                let bucket =
                    &by_first[bucket_start[first.index()] as usize..bucket_start[first.index() + 1] as usize];
                for &h in bucket {
                    let (other, _, s2, e2) = groups[h as usize];
                    if (h as usize) <= g || !other.is_subset(peers) {
                        continue;
                    }
                    for &(_, i) in &keyed[s1..e1] {
                        for &(_, j) in &keyed[s2..e2] {
                            links.push((i.min(j), i.max(j), bit));
                        }
                    }
                }
            }
        }
    }
    links.sort_unstable();
    // Merge the digits of each pair; then both directions, grouped by the first set.
    let mut pairs: Vec<(u32, u32, DigitSet, bool)> = Vec::with_capacity(links.len());
    let mut degree = vec![0u32; n];
    for (i, j, bit) in links {
        match pairs.last_mut() {
            Some(last) if last.0 == i && last.1 == j => last.2 |= DigitSet::from_bits(bit),
            _ => {
                let overlaps = alses[i as usize].cells.intersects(alses[j as usize].cells);
                pairs.push((i, j, DigitSet::from_bits(bit), overlaps));
                degree[i as usize] += 1;
                degree[j as usize] += 1;
            }
        }
    }
    let mut rc_start = Vec::with_capacity(n + 1);
    let mut total = 0u32;
    for d in &degree {
        rc_start.push(total);
        total += d;
    }
    rc_start.push(total);
    let mut fill: Vec<u32> = rc_start[..n].to_vec();
    let empty = RestrictedCommon {
        other: 0,
        digits: DigitSet::EMPTY,
        overlaps: false,
    };
    let mut rcs = vec![empty; total as usize];
    for &(i, j, digits, overlaps) in &pairs {
        for (from, to) in [(i, j), (j, i)] {
            rcs[fill[from as usize] as usize] = RestrictedCommon {
                other: to,
                digits,
                overlaps,
            };
            fill[from as usize] += 1;
        }
    }
    (rcs, rc_start)
}

/// Eliminations gathered per digit before they become a step.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Eliminations([CellSet; 9]);

/// The effects already reported by one scan: `find_all` lists one instance per set of
/// eliminations (the first found, which has the smaller sets), not every variation.
#[derive(Default)]
pub(crate) struct Reported(HashSet<Eliminations>);

impl Reported {
    /// Records `elims`; false when the same eliminations were reported before.
    pub(crate) fn first(&mut self, elims: &Eliminations) -> bool {
        self.0.insert(*elims)
    }

    /// Whether `elims` was reported before.
    pub(crate) fn contains(&self, elims: &Eliminations) -> bool {
        self.0.contains(elims)
    }
}

impl Eliminations {
    pub(crate) fn add(&mut self, digit: Digit, cells: CellSet) {
        self.0[digit.index()] |= cells;
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.0.iter().all(|c| c.is_empty())
    }

    /// The digits with at least one elimination.
    pub(crate) fn digits(&self) -> DigitSet {
        Digit::ALL
            .into_iter()
            .filter(|d| !self.0[d.index()].is_empty())
            .collect()
    }

    /// Adds the eliminations to `step`.
    pub(crate) fn apply(&self, mut step: StepBuilder) -> StepBuilder {
        for digit in Digit::ALL {
            step = step.eliminate_all(self.0[digit.index()], digit);
        }
        step
    }
}

/// The eliminations of two ALSs of which one must hold each digit of `zs`: every cell
/// that sees all of a digit's places in both sets loses it.
pub(crate) fn common_eliminations(a: &Als, b: &Als, zs: DigitSet, out: &mut Eliminations) {
    if !a.buddies.intersects(b.buddies) {
        return;
    }
    for z in zs {
        out.add(z, a.buddies_of(z) & b.buddies_of(z));
    }
}

/// Marks as fins the places in `sets` of each digit of `zs`, digit by digit: one of the
/// sets holds each of these digits, which is why the cells that see all its places
/// lose it.
pub(crate) fn z_fins(mut step: StepBuilder, sets: &[&Als], zs: DigitSet) -> StepBuilder {
    for z in zs {
        let places = sets.iter().fold(CellSet::EMPTY, |acc, set| acc | set.cells_of(z));
        for cell in places {
            step = step.fin(cell, z);
        }
    }
    step
}

/// `"5"`, `"5 and 8"`: digits in a sentence.
pub(crate) fn digits_words(digits: DigitSet) -> String {
    digits.join(" and ")
}

/// The end of a sentence: why the digits `zs`, each in one of two sets, leave the cells
/// that see all their places in both.
pub(crate) fn either_set(zs: DigitSet, first: &str, second: &str) -> String {
    if zs.len() == 1 {
        format!(
            "So {zs} is in {first} or in {second}, and a cell that sees all its places in both cannot hold it."
        )
    } else {
        format!(
            "So each of {} is in {first} or in {second}, and a cell that sees all places of one of them in both cannot hold that digit.",
            digits_words(zs)
        )
    }
}

/// Digits written together without separators: `158`.
pub(crate) fn digits_text(digits: DigitSet) -> String {
    digits.join("")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::LayerGrid;

    fn cell(r: u8, c: u8) -> Cell {
        Cell::from_row_col(r, c).unwrap()
    }

    /// Candidate planes from `(row, column, digits)` triples; every other cell is solved.
    fn planes_of(list: &[(u8, u8, &[u8])]) -> [CellSet; 9] {
        let mut planes = [CellSet::EMPTY; 9];
        for &(r, c, digits) in list {
            for &d in digits {
                planes[d as usize - 1].insert(cell(r, c));
            }
        }
        planes
    }

    #[test]
    fn a_grid_without_candidates_has_no_als() {
        assert!(AlsIndex::new([CellSet::EMPTY; 9]).alses.is_empty());
    }

    #[test]
    fn finds_sets_of_every_size_once() {
        // Box 1: r1c1 {12}, r1c2 {23}, r2c1 {13}, r2c2 {14}.
        let index = AlsIndex::new(planes_of(&[
            (1, 1, &[1, 2]),
            (1, 2, &[2, 3]),
            (2, 1, &[1, 3]),
            (2, 2, &[1, 4]),
        ]));
        let mut texts: Vec<String> = index.alses.iter().map(Als::text).collect();
        texts.sort();
        // Pairs, triples and singles; not r12c2 {1234} (four digits in two cells) and
        // not the whole box (four digits in four cells).
        let expected = [
            "r12c1 {123}",
            "r1c1 {12}",
            "r1c1,r2c12 {1234}",
            "r1c1,r2c2 {124}",
            "r1c12 {123}",
            "r1c12,r2c2 {1234}",
            "r1c2 {23}",
            "r1c2,r2c1 {123}",
            "r1c2,r2c12 {1234}",
            "r2c1 {13}",
            "r2c12 {134}",
            "r2c2 {14}",
        ];
        assert_eq!(texts, expected);
        for als in &index.alses {
            assert_eq!(als.digits.len(), als.cells.len() + 1);
            assert!(als.cells.is_subset(als.house.cells()));
        }
    }

    #[test]
    fn restricted_commons_need_every_place_to_see_every_other() {
        // r1c1 {15} and r1c5 {58} share 5 in row 1; r5c5 {15} sees r1c5 but not r1c1.
        let index = AlsIndex::new(planes_of(&[(1, 1, &[1, 5]), (1, 5, &[5, 8]), (5, 5, &[1, 5])]));
        let find = |r: u8, c: u8| {
            index
                .alses
                .iter()
                .position(|a| a.cells == CellSet::single(cell(r, c)))
                .unwrap()
        };
        let (a, b, c) = (find(1, 1), find(1, 5), find(5, 5));
        let five = DigitSet::single(Digit::new(5).unwrap());
        assert_eq!(index.alses[a].restricted_commons(&index.alses[b]), five);
        assert_eq!(index.alses[b].restricted_commons(&index.alses[c]), five);
        assert!(index.alses[a].restricted_commons(&index.alses[c]).is_empty());
        assert!(index.rcs_of(a).iter().any(|rc| rc.other as usize == b));
        assert!(index.rcs_of(b).iter().any(|rc| rc.other as usize == a));
    }

    #[test]
    fn the_index_has_every_restricted_common_of_every_pair() {
        let basic: Vec<crate::Technique> = crate::Technique::ALL
            .iter()
            .copied()
            .take_while(|&t| t != crate::Technique::XWing)
            .collect();
        let engine = crate::Engine::built_in(&basic);
        let fixtures = include_str!("../../../fixtures/puzzles.tsv");
        for line in fixtures.lines().filter(|l| l.starts_with("hard")) {
            let puzzle: crate::Grid = line.split('\t').nth(1).unwrap().parse().unwrap();
            let mut grid = LayerGrid::from_grid(&puzzle);
            while let Some(step) = engine.next_step(&grid) {
                grid.apply(&step).unwrap();
            }
            let index = AlsIndex::new(Digit::ALL.map(|d| grid.candidates(d)));
            for (i, a) in index.alses.iter().enumerate() {
                let mut expected: Vec<(u32, DigitSet)> = index
                    .alses
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| j != i)
                    .map(|(j, b)| (j as u32, a.restricted_commons(b)))
                    .filter(|(_, rcs)| !rcs.is_empty())
                    .collect();
                expected.sort();
                let found: Vec<(u32, DigitSet)> =
                    index.rcs_of(i).iter().map(|rc| (rc.other, rc.digits)).collect();
                assert_eq!(found, expected, "{}", a.text());
            }
        }
    }
}
