//! Single-digit chains of strong links, as the SukakuExplainer fork of Sudoku Explainer
//! finds and rates them (its "Strong Links" producers of 2, 3 and 4 links): Skyscraper,
//! 2-String Kite, Turbot Fish and their longer and grouped forms.
//!
//! A strong link is a house where the digit has two places, or a "grouped" house where
//! its places split into two groups: a line whose places lie in two of its boxes, or a
//! box whose places lie on one row and one column of it (an empty rectangle) or on two of
//! its rows or columns. Links are chained end to end through a house (column, row or box)
//! that holds both of the ends they join; the digit is then true at one of the chain's
//! two free ends, and cells that see both free ends lose it. When the free ends share a
//! house too, the chain is a loop (an X-Loop) and the weak links lose the digit as well.
//!
//! The rating follows the fork: 4.0 for two links, 5.4 for three, 5.8 for four; +0.3 when
//! a link is grouped; otherwise +0.1 for a chain of mixed line kinds or with a box, +0.2
//! for one with a box and both line kinds. The name carries a suffix: the number of
//! grouped links, then the kinds of the links in chain order (0 a box, 1 and 2 the two
//! line kinds), in a canonical form. Among all chains found, the fork applies the one of
//! lowest rating, then most eliminations, then lowest suffix, then first found; the
//! search order (link kinds, digit, houses, chain orders and directions) is replicated.

use super::ExplainerStep;
use super::intersections::house_name;
use super::names::Name;
use super::numbers::{HOUSE_MASKS, HOUSES, PEER_MASKS, SeView, cell_name, positions};
use super::vocabulary::Numbered;
use crate::CandidateView;

/// One end of a link: its cells (the first is the one the fork names) as a mask.
#[derive(Clone, Copy, Debug)]
struct End {
    primary: u8,
    cells: u128,
}

/// A strong link: a house and the two ends the digit's places split into.
#[derive(Clone, Copy, Debug)]
struct Link {
    house: usize,
    kind: u8,
    grouped: bool,
    ends: [End; 2],
    /// The cells of the house that hold the digit.
    digit_cells: u128,
}

/// A found chain, with the keys the fork sorts by.
#[derive(Clone)]
struct Found {
    difficulty: f64,
    eliminations: usize,
    suffix: String,
    step: ExplainerStep,
}

/// For a box and a "heart" position 0-8: the four box cells off the heart's row and
/// column; for 9-14, a row or column of the box that must be empty. (Positions in the box.)
const BOX_EMPTY: [&[usize]; 15] = [
    &[4, 5, 7, 8],
    &[3, 5, 6, 8],
    &[3, 4, 6, 7],
    &[1, 2, 7, 8],
    &[0, 2, 6, 8],
    &[0, 1, 6, 7],
    &[1, 2, 4, 5],
    &[0, 2, 3, 5],
    &[0, 1, 3, 4],
    &[6, 7, 8],
    &[3, 4, 5],
    &[0, 1, 2],
    &[2, 5, 8],
    &[1, 4, 7],
    &[0, 3, 6],
];

/// The two groups ("blades") of each box configuration above.
const BOX_BLADES: [[&[usize]; 2]; 15] = [
    [&[3, 6], &[1, 2]],
    [&[4, 7], &[0, 2]],
    [&[5, 8], &[0, 1]],
    [&[0, 6], &[4, 5]],
    [&[1, 7], &[3, 5]],
    [&[2, 8], &[3, 4]],
    [&[0, 3], &[7, 8]],
    [&[1, 4], &[6, 8]],
    [&[2, 5], &[6, 7]],
    [&[0, 1, 2], &[3, 4, 5]],
    [&[0, 1, 2], &[6, 7, 8]],
    [&[3, 4, 5], &[6, 7, 8]],
    [&[0, 3, 6], &[1, 4, 7]],
    [&[0, 3, 6], &[2, 5, 8]],
    [&[1, 4, 7], &[2, 5, 8]],
];

fn positions_mask(list: &[usize]) -> u16 {
    list.iter().fold(0, |m, &p| m | 1 << p)
}

/// The cells of house `h` at the positions of `mask`, in order.
fn cells_at(h: usize, mask: u16) -> Vec<u8> {
    (0..9)
        .filter(|k| mask >> k & 1 == 1)
        .map(|k| HOUSES[h][k])
        .collect()
}

fn end_of(cells: &[u8]) -> End {
    End {
        primary: cells[0],
        cells: cells.iter().fold(0, |m, &c| m | 1u128 << c),
    }
}

fn same_line(a: u8, b: u8) -> bool {
    a / 9 == b / 9 || a % 9 == b % 9
}

/// The links house `h` gives for a digit whose places are `plane`, as the fork reads
/// them.
fn links_of(plane: u128, h: usize) -> Vec<Link> {
    let positions = positions(plane, h);
    let count = positions.count_ones();
    let is_box = h < 9;
    let kind = (h / 9) as u8;
    let digit_cells = cells_at(h, positions).iter().fold(0u128, |m, &c| m | 1u128 << c);
    let link = |grouped: bool, a: &[u8], b: &[u8]| Link {
        house: h,
        kind,
        grouped,
        ends: [end_of(a), end_of(b)],
        digit_cells,
    };
    if count <= 1 || count > 6 {
        return Vec::new();
    }
    if count == 2 {
        let cells = cells_at(h, positions);
        if is_box && same_line(cells[0], cells[1]) {
            return Vec::new();
        }
        return vec![link(false, &cells[..1], &cells[1..])];
    }
    // A grouped link: the first configuration whose empty part holds no place.
    let configurations = if is_box { 15 } else { 3 };
    let mut found = None;
    for e in 0..configurations {
        if is_box && e > 8 && count < 4 {
            continue;
        }
        let (empty, blades) = if is_box {
            (
                positions_mask(BOX_EMPTY[e]),
                [positions_mask(BOX_BLADES[e][0]), positions_mask(BOX_BLADES[e][1])],
            )
        } else {
            let segment = 0b111u16 << (3 * e);
            let others: Vec<u16> = (0..3).filter(|&s| s != e).map(|s| 0b111u16 << (3 * s)).collect();
            (segment, [others[0], others[1]])
        };
        if positions & empty == 0 {
            let b1 = positions & blades[0];
            let b2 = positions & blades[1];
            if b1 != 0 && b2 != 0 {
                found = Some((e, b1, b2));
            }
            break;
        }
    }
    let Some((e, b1, b2)) = found else {
        return Vec::new();
    };
    let (c1, c2) = (cells_at(h, b1), cells_at(h, b2));
    let heart = (is_box && e < 9).then(|| HOUSES[h][e]);
    let mut out = Vec::new();
    if c1.len() == 1 || c2.len() == 1 {
        // One end a single cell, the other the rest of the line it does not see (with
        // the box's heart cell, which holds the digit or not).
        for (single, group) in [(&c1, &c2), (&c2, &c1)] {
            if single.len() != 1 {
                continue;
            }
            let mut other = group.clone();
            if let Some(heart) = heart {
                other.insert(1, heart);
            }
            out.push(link(true, single, &other));
            if c1.len() == 1 && c2.len() == 1 {
                // Both blades single (the heart holds the digit): one link only.
                break;
            }
        }
        return out;
    }
    let rectangle = e > 8 && count == 4 && same_line(c1[0], c2[0]) && same_line(c1[1], c2[1]);
    if rectangle {
        // Four places in a 2x2 rectangle of the box: split by rows and by columns.
        out.push(link(true, &c1, &c2));
        out.push(link(true, &[c1[0], c2[0]], &[c1[1], c2[1]]));
        return out;
    }
    let (mut a, mut b) = (c1.clone(), c2.clone());
    if let Some(heart) = heart
        && plane >> heart & 1 == 1
    {
        if c1.len() == 2 {
            a.push(heart);
        }
        if c2.len() == 2 {
            b.push(heart);
        }
    }
    out.push(link(true, &a, &b));
    out
}

/// The cells that see every cell of `cells`.
fn seen_by_all(cells: u128) -> u128 {
    let mut out = !0u128 >> 47;
    let mut rest = cells;
    while rest != 0 {
        let c = rest.trailing_zeros() as usize;
        out &= PEER_MASKS[c];
        rest &= rest - 1;
    }
    out
}

/// The next link orders of `n` links, in the order of the "QuickPerm" countdown the
/// fork uses, keeping only those not greater than their reverse.
fn link_orders(n: usize) -> Vec<Vec<usize>> {
    let mut q: Vec<usize> = (0..n).collect();
    let mut r: Vec<usize> = (0..=n).collect();
    let mut out = Vec::new();
    let keep = |q: &Vec<usize>| {
        let reversed: Vec<usize> = q.iter().rev().copied().collect();
        *q <= reversed
    };
    if keep(&q) {
        out.push(q.clone());
    }
    let mut s = 1;
    while s < n {
        r[s] -= 1;
        let t = if s % 2 == 1 { r[s] } else { 0 };
        q.swap(t, s);
        if keep(&q) {
            out.push(q.clone());
        }
        s = 1;
        while r[s] == 0 {
            r[s] = s;
            s += 1;
        }
    }
    out
}

/// The suffix of a chain whose links have the kinds `kinds` in chain order.
fn suffix(grouped: usize, kinds: &[u8]) -> String {
    let reversed: Vec<u8> = kinds.iter().rev().copied().collect();
    let set = if *kinds <= *reversed {
        kinds.to_vec()
    } else {
        reversed
    };
    let text = |v: &[u8]| v.iter().map(|k| char::from(b'0' + k)).collect::<String>();
    let swap = |k: u8| match k {
        1 => 2,
        2 => 1,
        k => k,
    };
    let original = text(&set);
    let swapped: Vec<u8> = set.iter().map(|&k| swap(k)).collect();
    let swapped_reversed: Vec<u8> = swapped.iter().rev().copied().collect();
    let best_swap = text(&swapped).min(text(&swapped_reversed));
    let lines = if set.contains(&1) {
        original.min(best_swap)
    } else {
        text(
            &set.iter()
                .map(|&k| if k == 2 { 1 } else { k })
                .collect::<Vec<_>>(),
        )
    };
    format!("{grouped}{lines}")
}

/// The rating of a chain of `n` links with this suffix.
fn rating(n: usize, suffix: &str) -> f64 {
    let base = [0.0, 4.0, 5.4, 5.8, 6.2, 6.6, 7.0, 7.4][n - 1];
    let tail = &suffix[1..];
    if !suffix.starts_with('0') {
        base + 0.3
    } else if !tail.contains('0') && !tail.contains('2') {
        base
    } else if tail.contains('0') && tail.contains('2') {
        base + 0.2
    } else {
        base + 0.1
    }
}

/// The link kind sequences the fork tries for `n` links (non-decreasing kinds), in its
/// order.
fn kind_sets(n: usize) -> Vec<Vec<u8>> {
    let bits = 3 * n;
    let mut out = Vec::new();
    for mask in 0u32..1 << bits {
        if mask.count_ones() as usize != n {
            continue;
        }
        let indexes: Vec<usize> = (0..bits).filter(|b| mask >> b & 1 == 1).collect();
        if indexes.iter().enumerate().all(|(i, &x)| x % n == i) {
            out.push(indexes.iter().map(|&x| (x / n) as u8).collect());
        }
    }
    out
}

/// The links of one digit, numbered, with the houses that hold each of their ends.
struct LinkTable {
    /// Where the links of each house start in `links`: those of house `h` are numbered
    /// `starts[h]..starts[h + 1]`.
    starts: [usize; 28],
    links: Vec<Link>,
    /// For each link and end, the houses holding every cell of the end (at most one
    /// box, one row and one column), as a mask of house numbers.
    end_houses: Vec<[u32; 2]>,
    /// For each link, the links one of whose ends shares a house with one of its ends.
    joins: Vec<u64>,
}

impl LinkTable {
    fn new(plane: u128) -> LinkTable {
        let mut starts = [0; 28];
        let mut links = Vec::new();
        for h in 0..27 {
            starts[h] = links.len();
            links.extend(links_of(plane, h));
        }
        starts[27] = links.len();
        // A house gives at most two links: 54 in all, one bit each in `joins`.
        assert!(links.len() <= 64, "at most 64 links of a digit");
        let end_houses: Vec<[u32; 2]> = links.iter().map(|l| l.ends.map(houses_holding)).collect();
        let joins = end_houses
            .iter()
            .enumerate()
            .map(|(a, ends_a)| {
                let any_a = ends_a[0] | ends_a[1];
                end_houses
                    .iter()
                    .enumerate()
                    .filter(|&(b, ends_b)| b != a && any_a & (ends_b[0] | ends_b[1]) != 0)
                    .fold(0u64, |m, (b, _)| m | 1 << b)
            })
            .collect();
        LinkTable {
            starts,
            links,
            end_houses,
            joins,
        }
    }

    /// The house that holds end `ea` of link `a` and end `eb` of link `b`: a column
    /// first, then a row, then a box, as the fork looks for it. (Boxes are numbered
    /// first, columns last, and two ends share at most one house of each kind.)
    fn share(&self, a: usize, ea: usize, b: usize, eb: usize) -> Option<usize> {
        let common = self.end_houses[a][ea] & self.end_houses[b][eb];
        (common != 0).then(|| 31 - common.leading_zeros() as usize)
    }

    /// Whether some end of `a` and some end of `b` share a house.
    fn joined(&self, a: usize, b: usize) -> bool {
        self.joins[a] >> b & 1 == 1
    }
}

/// The houses holding every cell of `end`, as a mask of house numbers: each holds its
/// named cell, so they are among that cell's three.
fn houses_holding(end: End) -> u32 {
    let p = end.primary as usize;
    [18 + p % 9, 9 + p / 9, p / 27 * 3 + p % 9 / 3]
        .into_iter()
        .filter(|&h| end.cells & !HOUSE_MASKS[h] == 0)
        .fold(0, |m, h| m | 1 << h)
}

struct Search<'a> {
    digit: u8,
    /// The cells that hold the digit as a candidate.
    plane: u128,
    /// The links of the digit, found once.
    table: &'a LinkTable,
    n: usize,
    kinds: &'a [u8],
    orders: &'a [Vec<usize>],
    /// The chosen links, as numbers into the table.
    links: Vec<usize>,
    best: Option<Found>,
}

impl Search<'_> {
    fn build(&mut self, depth: usize, from: usize) {
        if depth == self.n {
            return;
        }
        let kind = self.kinds[depth] as usize;
        let first = if depth > 0 && self.kinds[depth - 1] == self.kinds[depth] {
            from + 1
        } else {
            0
        };
        let table = self.table;
        let used = self
            .links
            .iter()
            .fold(0u128, |m, &l| m | table.links[l].digit_cells);
        let (low, high) = (table.starts[kind * 9 + first], table.starts[kind * 9 + 9]);
        if depth == self.n - 1 {
            // The last link: of the houses' links in order, only those that join the
            // chosen ones into one set can chain with them.
            let mut last = self.joining_all() & ((1u128 << high) - (1u128 << low)) as u64;
            while last != 0 {
                let link = last.trailing_zeros() as usize;
                last &= last - 1;
                if table.links[link].digit_cells & used != 0 {
                    continue;
                }
                self.links.push(link);
                self.chains();
                self.links.pop();
            }
            return;
        }
        for link in low..high {
            if table.links[link].digit_cells & used != 0 {
                continue;
            }
            self.links.push(link);
            self.build(depth + 1, table.links[link].house % 9);
            self.links.pop();
        }
    }

    /// The links that join the chosen ones into one connected set: a chain through a set
    /// of links in some order needs every two consecutive links to share a house, so the
    /// set must not fall apart, and a last link keeps it together exactly when it joins a
    /// link of each part the others fall into.
    fn joining_all(&self) -> u64 {
        let (table, ids) = (self.table, &self.links);
        let mut left = (1u32 << ids.len()) - 1;
        let mut out = !0u64;
        while left != 0 {
            let mut part = left & left.wrapping_neg();
            let mut reach = 0u64;
            let mut frontier = part;
            while frontier != 0 {
                let i = frontier.trailing_zeros() as usize;
                frontier &= frontier - 1;
                reach |= table.joins[ids[i]];
                for j in 0..ids.len() {
                    if (left & !part) >> j & 1 == 1 && table.joined(ids[i], ids[j]) {
                        part |= 1 << j;
                        frontier |= 1 << j;
                    }
                }
            }
            left &= !part;
            out &= reach;
        }
        out
    }

    fn chains(&mut self) {
        let n = self.n;
        for q in self.orders {
            let (links, table) = (&self.links, self.table);
            if (0..n - 1).any(|w| !table.joined(links[q[w]], links[q[w + 1]])) {
                continue;
            }
            for u in 0..1usize << n {
                // u's bit for link w: the first link's bit is the highest.
                let dir = |w: usize| (u >> (n - 1 - w)) & 1;
                self.chain(q, &dir);
            }
        }
    }

    fn chain(&mut self, q: &[usize], dir: &dyn Fn(usize) -> usize) {
        let n = self.n;
        let table = self.table;
        let ids = &self.links;
        let link = |w: usize| &table.links[ids[q[w]]];
        let mut shares = [0usize; 3];
        let mut bridges = [(0u128, 0u128); 3];
        for w in 0..n - 1 {
            let (e1, e2) = (1 - dir(w), dir(w + 1));
            let Some(share) = table.share(ids[q[w]], e1, ids[q[w + 1]], e2) else {
                return;
            };
            shares[w] = share;
            bridges[w] = (link(w).ends[e1].cells, link(w + 1).ends[e2].cells);
        }
        let start = link(0).ends[dir(0)];
        let end = link(n - 1).ends[1 - dir(n - 1)];
        let ring = table.share(ids[q[0]], dir(0), ids[q[n - 1]], 1 - dir(n - 1));
        let bases = ids
            .iter()
            .fold(0u128, |m, &l| m | HOUSE_MASKS[table.links[l].house]);
        let plane = self.plane;
        let mut removed = 0u128;
        let mut eliminations = 0usize;
        let free_ends = seen_by_all(start.cells) & seen_by_all(end.cells) & !bases;
        if ring.is_some() {
            let lowest = ids.iter().map(|&l| table.links[l].house).min();
            if lowest != Some(link(0).house) || dir(0) != 0 {
                return;
            }
            let mut add = |victims: u128| {
                let hit = victims & plane;
                eliminations += hit.count_ones() as usize;
                removed |= hit;
            };
            add(free_ends);
            for &(b1, b2) in &bridges[..n - 1] {
                add(seen_by_all(b1) & seen_by_all(b2) & !bases);
            }
        } else {
            let shared = shares[..n - 1].iter().fold(0u128, |m, &h| m | HOUSE_MASKS[h]);
            removed = free_ends & !shared & plane;
            eliminations = removed.count_ones() as usize;
        }
        if removed == 0 {
            return;
        }
        let links: Vec<&Link> = ids.iter().map(|&l| &table.links[l]).collect();
        let grouped = links.iter().filter(|l| l.grouped).count();
        let kinds: Vec<u8> = q.iter().map(|&i| links[i].kind).collect();
        let suffix = suffix(grouped, &kinds);
        let difficulty = rating(n, &suffix);
        if let Some(best) = &self.best
            && !beats((difficulty, eliminations, &suffix), best)
        {
            return;
        }
        let name = Name::strong_links(n, &suffix, ring.is_some());
        let mut step = name.step();
        for c in 0..81 {
            if removed >> c & 1 == 1 {
                step = step.remove(c, self.digit);
            }
        }
        for l in &links {
            for c in 0..81 {
                if l.digit_cells >> c & 1 == 1 {
                    step = step.candidate(c, self.digit);
                }
            }
        }
        let houses: Vec<String> = q.iter().map(|&i| house_name(links[i].house)).collect();
        let text = format!(
            "{} in {}: {} or {} is {}",
            self.digit,
            houses.join(","),
            cell_name(start.primary as usize),
            cell_name(end.primary as usize),
            self.digit
        );
        self.best = Some(Found {
            difficulty,
            eliminations,
            suffix,
            step: ExplainerStep::found(name, difficulty, text, step),
        });
    }
}

/// The chains each digit gave, kept while the digit's candidates stay as they were: a
/// digit's links and chains depend on its own places alone, and most steps of a path
/// change the places of few digits.
#[derive(Default)]
pub(super) struct Memo {
    /// For chains of `n` links, each digit's.
    digits: [[Option<DigitChains>; 10]; 5],
    /// For chains of `n` links, their shapes, made when first needed.
    shapes: [Option<Shapes>; 5],
}

/// A digit's places, and the best chain of each kind sequence (in `kind_sets` order)
/// found with them.
struct DigitChains {
    places: u128,
    best_by_kinds: Vec<Option<Found>>,
}

/// The chain of `n` strong links (2 to 4, the fork's default) the fork applies first,
/// if any.
///
/// The fork takes the first chain of lowest rating, then most eliminations, then lowest
/// suffix, searching by kind sequence, then digit. That is the first such chain among
/// the best of each kind sequence and digit, taken in the same order, which are kept in
/// `memo` by digit.
pub(super) fn strong_links(view: &CandidateView<'_>, n: usize, memo: &mut Memo) -> Option<ExplainerStep> {
    assert!((2..=4).contains(&n), "chains of 2 to 4 strong links");
    let (kind_sets, orders) = memo.shapes[n].get_or_insert_with(|| (kind_sets(n), link_orders(n)));
    for digit in 1..=9u8 {
        let plane = view.plane(digit);
        let slot = &mut memo.digits[n][usize::from(digit)];
        if slot.as_ref().is_some_and(|known| known.places == plane) {
            continue;
        }
        let table = LinkTable::new(plane);
        let best_by_kinds = kind_sets
            .iter()
            .map(|kinds| {
                let mut search = Search {
                    digit,
                    plane,
                    table: &table,
                    n,
                    kinds,
                    orders,
                    links: Vec::with_capacity(n),
                    best: None,
                };
                search.build(0, 0);
                search.best
            })
            .collect();
        *slot = Some(DigitChains {
            places: plane,
            best_by_kinds,
        });
    }
    let mut best: Option<&Found> = None;
    for k in 0..kind_sets.len() {
        for digit in 1..=9 {
            let Some(found) = memo.digits[n][digit]
                .as_ref()
                .and_then(|d| d.best_by_kinds[k].as_ref())
            else {
                continue;
            };
            if best.is_none_or(|best| found.is_better_than(best)) {
                best = Some(found);
            }
        }
    }
    best.map(|found| found.step.clone())
}

/// The kind sequences and the link orders of chains of some number of links.
type Shapes = (Vec<Vec<u8>>, Vec<Vec<usize>>);

impl Found {
    fn is_better_than(&self, other: &Found) -> bool {
        beats((self.difficulty, self.eliminations, &self.suffix), other)
    }
}

/// Whether a chain of this rating, eliminations and suffix comes before `best` in the
/// fork's order: lower rating, then more eliminations, then lower suffix.
fn beats((difficulty, eliminations, suffix): (f64, usize, &str), best: &Found) -> bool {
    difficulty < best.difficulty
        || (difficulty == best.difficulty
            && (eliminations > best.eliminations
                || (eliminations == best.eliminations && suffix < best.suffix.as_str())))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orders_and_kinds_follow_the_fork() {
        assert_eq!(link_orders(2), vec![vec![0, 1]]);
        assert_eq!(link_orders(3).len(), 3);
        assert_eq!(
            kind_sets(2),
            vec![
                vec![0, 0],
                vec![0, 1],
                vec![1, 1],
                vec![0, 2],
                vec![1, 2],
                vec![2, 2]
            ]
        );
        assert_eq!(suffix(0, &[2, 2]), "011");
        assert_eq!(suffix(0, &[1, 1]), "011");
        assert_eq!(suffix(1, &[2, 1]), "112");
        assert_eq!(suffix(0, &[0, 1]), "001");
        assert!((rating(2, "011") - 4.0).abs() < 1e-9);
        assert!((rating(2, "012") - 4.1).abs() < 1e-9);
        assert!((rating(3, "1102") - 5.7).abs() < 1e-9);
    }

    #[test]
    fn chains_rated_by_the_fork_are_on_the_path() {
        // The first puzzles of the shared rated set with these ER techniques.
        crate::explainer::rated_cases::check_rated(&[
            "Skyscraper 011",
            "2-String Kite 012",
            "Grouped 2-String Kite 112",
            "3 Skyscrapers 0111",
        ]);
    }

    #[test]
    fn no_chain_without_strong_links() {
        // An empty grid: every house holds each digit nine times, so no house is a link.
        let empty = crate::LayerGrid::new();
        for n in 2..=4 {
            assert!(strong_links(&CandidateView::new(&empty), n, &mut Memo::default()).is_none());
        }
    }
}
