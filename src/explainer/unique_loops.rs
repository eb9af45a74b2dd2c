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

use super::board::{Board, CELL_HOUSES, HOUSES, PEER_MASKS, cell_name};
use super::hint::Hint;
use super::subsets::{combinations, digits, digits_text};

struct Candidate {
    difficulty: f64,
    kind: u8,
    hint: Hint,
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

fn name(len: usize, kind: u8) -> &'static str {
    const RECT: [&str; 4] = [
        "Unique Rectangle type 1",
        "Unique Rectangle type 2",
        "Unique Rectangle type 3",
        "Unique Rectangle type 4",
    ];
    if len == 4 {
        return RECT[kind as usize - 1];
    }
    use std::sync::Mutex;
    static NAMES: Mutex<Vec<&'static str>> = Mutex::new(Vec::new());
    let text = format!("Unique Loop {len} type {kind}");
    let mut names = NAMES.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some(&known) = names.iter().find(|&&n| n == text) {
        return known;
    }
    let leaked: &'static str = Box::leak(text.into_boxed_str());
    names.push(leaked);
    leaked
}

/// The unique loop hint the rater applies first, if any.
pub(super) fn unique_loop(board: &Board) -> Option<Hint> {
    let mut best: Option<Candidate> = None;
    for start in 0..81 {
        if board.cands[start].count_ones() != 2 {
            continue;
        }
        let v1 = board.cands[start].trailing_zeros() as u8;
        let v2 = (board.cands[start] & !(1 << v1)).trailing_zeros() as u8;
        let mut loops = Vec::new();
        let mut path = Vec::new();
        search(board, start, v1, v2, &mut path, 2, 0, None, &mut loops);
        for lp in loops {
            if !is_valid(&lp) {
                continue;
            }
            for candidate in hints_of(board, &lp, v1, v2) {
                let better = best.as_ref().is_none_or(|b| {
                    candidate.difficulty < b.difficulty
                        || (candidate.difficulty == b.difficulty && candidate.kind < b.kind)
                });
                if better {
                    best = Some(candidate);
                }
            }
        }
    }
    best.map(|b| b.hint)
}

#[allow(clippy::too_many_arguments)]
fn search(
    board: &Board,
    cell: usize,
    v1: u8,
    v2: u8,
    path: &mut Vec<usize>,
    allowed_extra: i32,
    extra_values: u16,
    last_kind: Option<usize>,
    loops: &mut Vec<Vec<usize>>,
) {
    path.push(cell);
    for (kind, &house) in CELL_HOUSES[cell].iter().enumerate() {
        if Some(kind) == last_kind {
            continue;
        }
        let house = house as usize;
        for &next in &HOUSES[house] {
            let next = next as usize;
            if next == path[0] && path.len() >= 4 {
                loops.push(path.clone());
            } else if !path.contains(&next) {
                let cands = board.cands[next];
                if cands >> v1 & 1 == 1 && cands >> v2 & 1 == 1 {
                    let extra = (extra_values | cands) & !(1 << v1 | 1 << v2);
                    let count = cands.count_ones();
                    if count == 2 || extra.count_ones() == 1 || allowed_extra > 0 {
                        let allowed = allowed_extra - i32::from(count > 2);
                        search(board, next, v1, v2, path, allowed, extra, Some(kind), loops);
                    }
                }
            }
        }
    }
    path.pop();
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
fn shared_houses(a: usize, b: usize) -> Vec<usize> {
    (0..3)
        .filter(|&k| CELL_HOUSES[a][k] == CELL_HOUSES[b][k])
        .map(|k| CELL_HOUSES[a][k] as usize)
        .collect()
}

fn hints_of(board: &Board, lp: &[usize], v1: u8, v2: u8) -> Vec<Candidate> {
    let len = lp.len();
    let base = base_rating(len);
    let extra: Vec<usize> = lp
        .iter()
        .copied()
        .filter(|&c| board.cands[c].count_ones() > 2)
        .collect();
    let loop_text = lp.iter().map(|&c| cell_name(c)).collect::<Vec<_>>().join(",");
    let make = |kind: u8, difficulty: f64, removals: Vec<(usize, u8)>, what: String| {
        let mut hint = Hint::new(name(len, kind), difficulty);
        for (c, v) in removals {
            hint.remove(c, v);
        }
        for &c in lp {
            hint.pattern.push((c as u8, v1));
            hint.pattern.push((c as u8, v2));
        }
        hint.text = format!("{v1}{v2} loop {loop_text}: {what}");
        Candidate {
            difficulty,
            kind,
            hint,
        }
    };
    let mut out = Vec::new();
    match extra.len() {
        1 => {
            let c = extra[0];
            let removals = vec![(c, v1), (c, v2)];
            out.push(make(1, base, removals, format!("{} is neither", cell_name(c))));
        }
        0 => {}
        n => {
            let mut values = 0u16;
            for &c in &extra {
                values |= board.cands[c];
            }
            values &= !(1 << v1 | 1 << v2);
            if n > 2 || values.count_ones() == 1 {
                out.push(type2(board, &extra, v1, v2, base, &make));
            } else if values.count_ones() >= 2 {
                out.extend(type3(board, extra[0], extra[1], v1, v2, base, &make));
            }
            if n == 2
                && let Some(candidate) = type4(board, extra[0], extra[1], v1, v2, base, &make)
            {
                out.push(candidate);
            }
        }
    }
    out.retain(|c| c.hint.is_worth());
    out
}

type Make<'a> = dyn Fn(u8, f64, Vec<(usize, u8)>, String) -> Candidate + 'a;

fn type2(board: &Board, extra: &[usize], v1: u8, v2: u8, base: f64, make: &Make) -> Candidate {
    let value = (board.cands[extra[0]] & !(1 << v1 | 1 << v2)).trailing_zeros() as u8;
    let mut common = !0u128 >> 47;
    let mut set = 0u128;
    for &c in extra {
        common &= PEER_MASKS[c];
        set |= 1u128 << c;
    }
    let removals: Vec<(usize, u8)> = (0..81)
        .filter(|&c| common >> c & 1 == 1 && set >> c & 1 == 0 && board.has(c, value))
        .map(|c| (c, value))
        .collect();
    make(2, base, removals, format!("{value} is in one of the extra cells"))
}

fn type3(board: &Board, c1: usize, c2: usize, v1: u8, v2: u8, base: f64, make: &Make) -> Vec<Candidate> {
    let mut out = Vec::new();
    let extra = (board.cands[c1] | board.cands[c2]) & !(1 << v1 | 1 << v2);
    let extra_count = extra.count_ones();
    for degree in 2..=7u32 {
        for house in shared_houses(c1, c2) {
            let empty = board.empty_count(house);
            let index1 = HOUSES[house].iter().position(|&c| c as usize == c1).unwrap_or(0);
            let index2 = HOUSES[house].iter().position(|&c| c as usize == c2).unwrap_or(0);
            if degree * 2 <= empty && degree >= extra_count {
                for combo in combinations(degree) {
                    if combo >> index1 & 1 == 0 || combo >> index2 & 1 == 1 {
                        continue;
                    }
                    let mut naked = extra & board.cands[c1] & board.cands[c2];
                    let mut union = 0u16;
                    let mut ok = true;
                    let mut others = Vec::new();
                    for (k, &c) in HOUSES[house].iter().enumerate() {
                        if combo >> k & 1 == 0 {
                            continue;
                        }
                        let potentials = if k == index1 {
                            extra
                        } else {
                            let c = c as usize;
                            others.push(c);
                            naked |= board.cands[c];
                            board.cands[c]
                        };
                        if potentials.count_ones() <= 1 {
                            ok = false;
                        }
                        union |= potentials;
                    }
                    if naked.count_ones() != degree || !ok || union.count_ones() != degree {
                        continue;
                    }
                    let mut removals = Vec::new();
                    for &c in &HOUSES[house] {
                        let c = c as usize;
                        if others.contains(&c) || c == c1 || c == c2 {
                            continue;
                        }
                        for v in digits(board.cands[c] & union) {
                            removals.push((c, v));
                        }
                    }
                    let difficulty = base + f64::from(degree - 1) * 0.1;
                    out.push(make(
                        3,
                        difficulty,
                        removals,
                        format!(
                            "naked set {} with {} and {}",
                            digits_text(union),
                            cell_name(c1),
                            cell_name(c2)
                        ),
                    ));
                }
            }
            if degree * 2 < empty {
                let rest: Vec<u8> = (1..=9u8)
                    .filter(|&v| v != v1 && v != v2 && extra >> v & 1 == 0)
                    .collect();
                if degree as usize - 2 > rest.len() {
                    continue;
                }
                let picks: Vec<u16> = if degree == 2 {
                    vec![0]
                } else {
                    (0u16..1 << rest.len())
                        .filter(|m| m.count_ones() == degree - 2)
                        .collect()
                };
                for pick in picks {
                    let mut values: Vec<u8> = (0..rest.len())
                        .filter(|i| pick >> i & 1 == 1)
                        .map(|i| rest[i])
                        .collect();
                    values.push(v1);
                    values.push(v2);
                    let mut union = 0u16;
                    let mut ok = true;
                    for &v in &values {
                        let positions = board.positions(house, v) & !(1 << index2);
                        if positions == 0 {
                            ok = false;
                        }
                        union |= positions;
                    }
                    if !ok || union.count_ones() != degree {
                        continue;
                    }
                    let hidden = values.iter().fold(0u16, |m, &v| m | 1 << v);
                    let cells = union & !(1 << index1) & !(1 << index2);
                    let mut removals = Vec::new();
                    for (k, &c) in HOUSES[house].iter().enumerate() {
                        if cells >> k & 1 == 1 {
                            let c = c as usize;
                            for v in digits(board.cands[c] & !hidden) {
                                removals.push((c, v));
                            }
                        }
                    }
                    let difficulty = base + (f64::from(cells.count_ones()) - 1.0) * 0.1;
                    out.push(make(
                        3,
                        difficulty,
                        removals,
                        format!("hidden set {} with {}", digits_text(hidden), cell_name(c1)),
                    ));
                }
            }
        }
    }
    out
}

fn type4(board: &Board, c1: usize, c2: usize, v1: u8, v2: u8, base: f64, make: &Make) -> Option<Candidate> {
    let (mut r1, mut r2) = (None, None);
    for house in shared_houses(c1, c2) {
        let others = HOUSES[house]
            .iter()
            .map(|&c| c as usize)
            .filter(|&c| c != c1 && c != c2);
        let (mut has1, mut has2) = (false, false);
        for c in others {
            has1 |= board.has(c, v1);
            has2 |= board.has(c, v2);
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
        format!("{lock} is locked in {} and {}", cell_name(c1), cell_name(c2)),
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
        assert_eq!(name(4, 2), "Unique Rectangle type 2");
        assert_eq!(name(6, 1), "Unique Loop 6 type 1");
    }

    #[test]
    fn loops_rated_by_the_rater_are_on_the_path() {
        // The first puzzles of the shared rated set with these ER techniques.
        for technique in [
            "Unique Rectangle type 1",
            "Unique Rectangle type 2",
            "Unique Loop 6 type 1",
        ] {
            crate::explainer::rated_cases::check_rated(technique);
        }
    }

    #[test]
    fn no_loop_without_bivalue_cells() {
        let empty = Board::from_values([0; 81]);
        assert!(unique_loop(&empty).is_none());
    }

    #[test]
    fn a_loop_must_touch_each_house_twice() {
        // r1c1, r1c2, r2c2, r2c1: a rectangle inside one box touches the box four times.
        assert!(!is_valid(&[0, 1, 10, 9]));
        // r1c1, r1c4, r2c4, r2c1: each row, column and box twice, at both parities.
        assert!(is_valid(&[0, 3, 12, 9]));
    }
}
