//! Unique Rectangles and Unique Loops, types 1 to 4, as Sudoku Explainer finds and rates
//! them (with the SukakuExplainer fork's loop search, its default).
//!
//! A unique loop is a closed path of cells that all hold two values `a` and `b`, each
//! step moving along a box, a row or a column (never twice in a row along the same kind of
//! house), where every house the loop touches holds exactly two of its cells, one at an
//! odd and one at an even position. If the loop's cells held nothing but `a` and `b`, the
//! two ways of placing them would both be solutions; a puzzle with one solution must
//! therefore put another value in one of the loop's cells with extra candidates:
//!
//! - type 1: one cell has extra candidates: it loses `a` and `b`;
//! - type 2: the cells with extra candidates share one extra value, which cells seeing all
//!   of them lose;
//! - type 3: two cells with extra candidates, sharing a house where their extra values
//!   form a naked set with other cells (or `a`, `b` and other values form a hidden set);
//! - type 4: two cells with extra candidates share a house where `a` has no other place:
//!   they lose `b`.
//!
//! The rating is 4.5 for a rectangle (4 cells), 4.6 for a loop of 6, 4.7 of 8, 5.0 of 10
//! or more; type 3 adds 0.1 per value of its naked set beyond one (for a hidden set, per
//! cell beyond two). The rater applies the loop of lowest rating, then lowest type, then
//! the first found (from bivalue start cells in order, boxes before rows before columns).

use super::ExplainerStep;
use super::names::Name;
use super::numbers::{CELL_HOUSES, HOUSE_MASKS, HOUSES, PEER_MASKS, SeView, cell_name};
use super::subsets::{digits, digits_text};
use super::vocabulary::Numbered;
use crate::CandidateView;
use crate::strategies::shared::combinations::bit_subsets;

/// A loop's hint before it is written out: most are not the best and never are.
struct Candidate {
    difficulty: f64,
    kind: u8,
    removals: Vec<(usize, u8)>,
    what: What,
}

/// What a loop's hint says of its extra candidates.
enum What {
    /// Type 1: the cell with extra candidates.
    Neither(usize),
    /// Type 2: the extra value.
    Extra(u8),
    /// Type 3: the naked set's values, with the two cells.
    Naked(u16, usize, usize),
    /// Type 3: the hidden set's values, with the first cell.
    Hidden(u16, usize),
    /// Type 4: the locked value, in the two cells.
    Locked(u8, usize, usize),
}

impl What {
    fn text(&self) -> String {
        match *self {
            What::Neither(c) => format!("{} is neither", cell_name(c)),
            What::Extra(value) => format!("{value} is in one of the extra cells"),
            What::Naked(union, c1, c2) => format!(
                "naked set {} with {} and {}",
                digits_text(union),
                cell_name(c1),
                cell_name(c2)
            ),
            What::Hidden(hidden, c1) => format!("hidden set {} with {}", digits_text(hidden), cell_name(c1)),
            What::Locked(lock, c1, c2) => {
                format!("{lock} is locked in {} and {}", cell_name(c1), cell_name(c2))
            }
        }
    }
}

impl Candidate {
    /// The hint, for the loop `lp` of values `v1` and `v2`.
    fn step(&self, lp: &[usize], v1: u8, v2: u8) -> ExplainerStep {
        let name = Name::UniqueLoop {
            length: lp.len() as u8,
            kind: self.kind,
        };
        let mut step = name.step().remove_all(self.removals.iter().copied());
        for &c in lp {
            step = step.candidate(c, v1).candidate(c, v2);
        }
        let loop_text = lp.iter().map(|&c| cell_name(c)).collect::<Vec<_>>().join(",");
        let text = format!("{v1}{v2} loop {loop_text}: {}", self.what.text());
        ExplainerStep::found(name, self.difficulty, text, step)
    }
}

/// The best loop's hint so far: its rating and type, and the hint.
struct Best {
    difficulty: f64,
    kind: u8,
    step: ExplainerStep,
}

fn base_rating(len: usize) -> f64 {
    let mut result = 4.5;
    if len >= 10 {
        result += 0.3;
    }
    if len >= 8 {
        result += 0.2;
    } else if len >= 6 {
        result += 0.1;
    }
    result
}

/// The unique loop hint the rater applies first, if any.
pub(super) fn unique_loop(view: &CandidateView<'_>) -> Option<ExplainerStep> {
    let cands = &view.masks();
    let mut best: Option<Best> = None;
    for start in 0..81 {
        if cands[start].count_ones() != 2 {
            continue;
        }
        let v1 = cands[start].trailing_zeros() as u8;
        let v2 = (cands[start] & !(1 << v1)).trailing_zeros() as u8;
        let both = view.plane(v1) & view.plane(v2);
        let mut walk = Walk {
            cands,
            v1,
            v2,
            both,
            path: Vec::new(),
            on_path: 0,
            houses: [0; 2],
            blocked: [0; 2],
            loops: Vec::new(),
        };
        walk.search(start, 2, 0, None);
        let loops = walk.loops;
        for lp in loops {
            if !is_valid(&lp) {
                continue;
            }
            // A loop's hints rate its length's base or more, and are of type 1 or more.
            let base = base_rating(lp.len());
            if best
                .as_ref()
                .is_some_and(|b| b.difficulty < base || (b.difficulty == base && b.kind == 1))
            {
                continue;
            }
            for candidate in hints_of(view, cands, &lp, v1, v2) {
                let better = best.as_ref().is_none_or(|b| {
                    candidate.difficulty < b.difficulty
                        || (candidate.difficulty == b.difficulty && candidate.kind < b.kind)
                });
                if better {
                    best = Some(Best {
                        difficulty: candidate.difficulty,
                        kind: candidate.kind,
                        step: candidate.step(&lp, v1, v2),
                    });
                }
            }
        }
    }
    best.map(|b| b.step)
}

/// A search for the loops of two values from one start: the path walked, with what
/// prunes it, and the loops found.
struct Walk<'a> {
    cands: &'a [u16; 81],
    v1: u8,
    v2: u8,
    /// The cells that hold both values.
    both: u128,
    path: Vec<usize>,
    /// The cells of the path.
    on_path: u128,
    /// The houses holding a cell of the path at an even, and at an odd position.
    houses: [u32; 2],
    /// The cells of those houses: a cell there cannot join the path at that parity.
    blocked: [u128; 2],
    loops: Vec<Vec<usize>>,
}

impl Walk<'_> {
    /// Walks the paths from `cell` on, and keeps those that close into a valid loop.
    ///
    /// The walk is the full walk of the fork with the paths that cannot close into a
    /// valid loop left out, so the valid loops kept and their order are the same: a loop
    /// is valid when every house it touches holds two of its cells at positions of
    /// different parity (see [`is_valid`]), and a path is not followed once a house
    /// holds two of its cells at positions of the same parity, or holds one whose other
    /// parity has no cell left to come (one with both values, off the path and off the
    /// houses of that parity).
    fn search(&mut self, cell: usize, allowed_extra: i32, extra_values: u16, last_kind: Option<usize>) {
        let parity = self.path.len() % 2;
        let touched = CELL_HOUSES[cell].iter().fold(0u32, |m, &h| m | 1 << h);
        let saved = self.blocked[parity];
        self.path.push(cell);
        self.on_path |= 1u128 << cell;
        self.houses[parity] |= touched;
        for &h in &CELL_HOUSES[cell] {
            self.blocked[parity] |= HOUSE_MASKS[h as usize];
        }
        if self.can_close() {
            self.follow(cell, allowed_extra, extra_values, last_kind);
        }
        self.path.pop();
        self.on_path &= !(1u128 << cell);
        self.houses[parity] &= !touched;
        self.blocked[parity] = saved;
    }

    /// Whether every house holding one cell of the path has a cell left for the other
    /// parity.
    fn can_close(&self) -> bool {
        (0..2).all(|parity| {
            let left = self.both & !self.on_path & !self.blocked[1 - parity];
            let mut open = self.houses[parity] & !self.houses[1 - parity];
            while open != 0 {
                let h = open.trailing_zeros() as usize;
                open &= open - 1;
                if HOUSE_MASKS[h] & left == 0 {
                    return false;
                }
            }
            true
        })
    }

    /// The steps from the path's last cell, `cell`.
    fn follow(&mut self, cell: usize, allowed_extra: i32, extra_values: u16, last_kind: Option<usize>) {
        let (v1, v2) = (self.v1, self.v2);
        let first = self.path[0];
        // The first cell closes a loop; the others that can join the path follow it.
        let closing = if self.path.len() >= 4 { 1u128 << first } else { 0 };
        let open = self.both & !self.on_path & !self.blocked[self.path.len() % 2];
        for (kind, &house) in CELL_HOUSES[cell].iter().enumerate() {
            if Some(kind) == last_kind {
                continue;
            }
            // A house's cells in its order: by number.
            let mut nexts = HOUSE_MASKS[house as usize] & (open | closing);
            while nexts != 0 {
                let next = nexts.trailing_zeros() as usize;
                nexts &= nexts - 1;
                if next == first {
                    // A loop with a house touched once fails `is_valid`: not kept.
                    if self.houses[0] == self.houses[1] {
                        self.loops.push(self.path.clone());
                    }
                    continue;
                }
                let cands = self.cands[next];
                let extra = (extra_values | cands) & !(1 << v1 | 1 << v2);
                let count = cands.count_ones();
                if count == 2 || extra.count_ones() == 1 || allowed_extra > 0 {
                    let allowed = allowed_extra - i32::from(count > 2);
                    self.search(next, allowed, extra, Some(kind));
                }
            }
        }
    }
}

/// Every house the loop touches holds one cell at an odd and one at an even position.
fn is_valid(lp: &[usize]) -> bool {
    let (mut odd, mut even) = (0u32, 0u32);
    for (i, &c) in lp.iter().enumerate() {
        for &h in &CELL_HOUSES[c] {
            let set = if i % 2 == 1 { &mut odd } else { &mut even };
            if *set >> h & 1 == 1 {
                return false;
            }
            *set |= 1 << h;
        }
    }
    odd == even
}

/// The houses shared by two cells, in the order box, row, column.
fn shared_houses(a: usize, b: usize) -> impl Iterator<Item = usize> {
    (0..3)
        .filter(move |&k| CELL_HOUSES[a][k] == CELL_HOUSES[b][k])
        .map(move |k| CELL_HOUSES[a][k] as usize)
}

fn hints_of(view: &CandidateView<'_>, cands: &[u16; 81], lp: &[usize], v1: u8, v2: u8) -> Vec<Candidate> {
    let len = lp.len();
    let base = base_rating(len);
    let extra: Vec<usize> = lp
        .iter()
        .copied()
        .filter(|&c| cands[c].count_ones() > 2)
        .collect();
    let make = |kind: u8, difficulty: f64, removals: Vec<(usize, u8)>, what: What| Candidate {
        difficulty,
        kind,
        removals,
        what,
    };
    let mut out = Vec::new();
    match extra.len() {
        1 => {
            let c = extra[0];
            let removals = vec![(c, v1), (c, v2)];
            out.push(make(1, base, removals, What::Neither(c)));
        }
        0 => {}
        n => {
            let mut values = 0u16;
            for &c in &extra {
                values |= cands[c];
            }
            values &= !(1 << v1 | 1 << v2);
            if n > 2 || values.count_ones() == 1 {
                out.push(type2(cands, &extra, v1, v2, base, &make));
            } else if values.count_ones() >= 2 {
                out.extend(type3(view, [extra[0], extra[1]], v1, v2, base, &make));
            }
            if n == 2
                && let Some(candidate) = type4(cands, [extra[0], extra[1]], v1, v2, base, &make)
            {
                out.push(candidate);
            }
        }
    }
    // Only hints that remove something.
    out.retain(|c| !c.removals.is_empty());
    out
}

type Make<'a> = dyn Fn(u8, f64, Vec<(usize, u8)>, What) -> Candidate + 'a;

fn type2(cands: &[u16; 81], extra: &[usize], v1: u8, v2: u8, base: f64, make: &Make) -> Candidate {
    let value = (cands[extra[0]] & !(1 << v1 | 1 << v2)).trailing_zeros() as u8;
    let mut common = !0u128 >> 47;
    let mut set = 0u128;
    for &c in extra {
        common &= PEER_MASKS[c];
        set |= 1u128 << c;
    }
    let removals: Vec<(usize, u8)> = (0..81)
        .filter(|&c| common >> c & 1 == 1 && set >> c & 1 == 0 && cands[c] >> value & 1 == 1)
        .map(|c| (c, value))
        .collect();
    make(2, base, removals, What::Extra(value))
}

fn type3(view: &impl SeView, pair: [usize; 2], v1: u8, v2: u8, base: f64, make: &Make) -> Vec<Candidate> {
    let [c1, c2] = pair;
    let cands = &view.masks();
    let mut out = Vec::new();
    let extra = (cands[c1] | cands[c2]) & !(1 << v1 | 1 << v2);
    let extra_count = extra.count_ones();
    for degree in 2..=7u32 {
        for house in shared_houses(c1, c2) {
            let empty = view.empty_count(house);
            let index1 = HOUSES[house].iter().position(|&c| c as usize == c1).unwrap_or(0);
            let index2 = HOUSES[house].iter().position(|&c| c as usize == c2).unwrap_or(0);
            if degree * 2 <= empty && degree >= extra_count {
                for combo in bit_subsets(0x1ff & !(1 << index2), degree) {
                    if combo >> index1 & 1 == 0 {
                        continue;
                    }
                    let mut naked = extra & cands[c1] & cands[c2];
                    let mut union = 0u16;
                    let mut ok = true;
                    for (k, &c) in HOUSES[house].iter().enumerate() {
                        if combo >> k & 1 == 0 {
                            continue;
                        }
                        let potentials = if k == index1 {
                            extra
                        } else {
                            naked |= cands[c as usize];
                            cands[c as usize]
                        };
                        if potentials.count_ones() <= 1 {
                            ok = false;
                        }
                        union |= potentials;
                    }
                    if naked.count_ones() != degree || !ok || union.count_ones() != degree {
                        continue;
                    }
                    // The set's cells are the combination's, with c1 at index1; c2 is not.
                    let mut removals = Vec::new();
                    for (k, &c) in HOUSES[house].iter().enumerate() {
                        if (combo | 1 << index2) >> k & 1 == 1 {
                            continue;
                        }
                        for v in digits(cands[c as usize] & union) {
                            removals.push((c as usize, v));
                        }
                    }
                    let difficulty = base + f64::from(degree - 1) * 0.1;
                    out.push(make(3, difficulty, removals, What::Naked(union, c1, c2)));
                }
            }
            if degree * 2 < empty {
                let (mut rest, mut rest_len) = ([0u8; 9], 0);
                for v in (1..=9u8).filter(|&v| v != v1 && v != v2 && extra >> v & 1 == 0) {
                    rest[rest_len] = v;
                    rest_len += 1;
                }
                if degree as usize - 2 > rest_len {
                    continue;
                }
                // The picks of degree - 2 values of `rest`, in increasing order of the mask.
                let picks = (0u16..1 << rest_len).filter(|m| m.count_ones() == degree - 2);
                for pick in picks {
                    let hidden = (0..rest_len)
                        .filter(|i| pick >> i & 1 == 1)
                        .fold(1u16 << v1 | 1 << v2, |m, i| m | 1 << rest[i]);
                    let mut union = 0u16;
                    let mut ok = true;
                    for v in digits(hidden) {
                        let positions = view.positions(house, v) & !(1 << index2);
                        if positions == 0 {
                            ok = false;
                        }
                        union |= positions;
                    }
                    if !ok || union.count_ones() != degree {
                        continue;
                    }
                    let cells = union & !(1 << index1) & !(1 << index2);
                    let mut removals = Vec::new();
                    for (k, &c) in HOUSES[house].iter().enumerate() {
                        if cells >> k & 1 == 1 {
                            let c = c as usize;
                            for v in digits(cands[c] & !hidden) {
                                removals.push((c, v));
                            }
                        }
                    }
                    let difficulty = base + (f64::from(cells.count_ones()) - 1.0) * 0.1;
                    out.push(make(3, difficulty, removals, What::Hidden(hidden, c1)));
                }
            }
        }
    }
    out
}

fn type4(cands: &[u16; 81], pair: [usize; 2], v1: u8, v2: u8, base: f64, make: &Make) -> Option<Candidate> {
    let [c1, c2] = pair;
    let (mut r1, mut r2) = (None, None);
    for house in shared_houses(c1, c2) {
        let others = HOUSES[house]
            .iter()
            .map(|&c| c as usize)
            .filter(|&c| c != c1 && c != c2);
        let (mut has1, mut has2) = (false, false);
        for c in others {
            has1 |= cands[c] >> v1 & 1 == 1;
            has2 |= cands[c] >> v2 & 1 == 1;
        }
        if !has1 {
            r1 = Some(house);
        }
        if !has2 {
            r2 = Some(house);
        }
    }
    let (lock, remove) = if r1.is_some() {
        (v1, v2)
    } else if r2.is_some() {
        (v2, v1)
    } else {
        return None;
    };
    Some(make(
        4,
        base,
        vec![(c1, remove), (c2, remove)],
        What::Locked(lock, c1, c2),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratings_grow_with_the_loop() {
        assert_eq!(base_rating(4), 4.5);
        assert_eq!(base_rating(6), 4.5 + 0.1);
        assert_eq!(base_rating(8), 4.5 + 0.2);
        assert_eq!(base_rating(10), 4.5 + 0.3 + 0.2);
    }

    #[test]
    fn loops_rated_by_the_rater_are_on_the_path() {
        // The first puzzles of the shared rated set with these ER techniques.
        crate::explainer::rated_cases::check_rated(&[
            "Unique Rectangle type 1",
            "Unique Rectangle type 2",
            "Unique Loop 6 type 1",
        ]);
    }

    #[test]
    fn no_loop_without_bivalue_cells() {
        let empty = crate::LayerGrid::new();
        assert!(unique_loop(&CandidateView::new(&empty)).is_none());
    }

    #[test]
    fn a_loop_must_touch_each_house_twice() {
        // r1c1, r1c2, r2c2, r2c1: a rectangle inside one box touches the box four times.
        assert!(!is_valid(&[0, 1, 10, 9]));
        // r1c1, r1c4, r2c4, r2c1: each row, column and box twice, at both parities.
        assert!(is_valid(&[0, 3, 12, 9]));
    }
}
