//! WXYZ-Wing (5.5-5.6), VWXYZ-Wing (6.2-6.4), UVWXYZ-Wing (6.6) and TUVWXYZ-Wing (7.5),
//! as the SukakuExplainer fork of Sudoku Explainer finds and rates them.
//!
//! The fork's wings are an ALS-XZ whose smaller set is one bivalue cell: `n` cells that
//! see each other (so share a house) hold `n + 1` values between them, and a cell with
//! two candidates, both among those values, sees some of them. A value of the bivalue
//! cell is a restricted common one when the cell sees every cell of the set that holds
//! it: then the bivalue cell's other value is true in it or in the set, and cells that see
//! all its places (in the set and the bivalue cell) lose it. When both values are
//! restricted (doubly linked), each of the set's other values is locked in the set and
//! both values of the bivalue cell are locked along the links, which removes more.
//!
//! The rating grows with the size of the set and, for the two smaller wings, is lowest
//! when the set's largest cell is smallest or largest. The name carries a suffix: 2 when
//! doubly linked (1 if not), the largest cell's size, the sum of the set's sizes. Among all
//! wings found, the fork applies the one of lowest rating, then most eliminations, then
//! greatest suffix (as text), then the first found (set cells in increasing order, then
//! the bivalue cell).

use super::ExplainerStep;
use super::names::Name;
use super::numbers::{PEER_MASKS, SeView, cell_name};
use super::subsets::digits;
use super::vocabulary::Numbered;
use crate::strategies::shared::fruitless::ScanKind;
use crate::{CandidateView, Technique};

/// The forward peers of each cell: the peers of higher index.
fn forward(c: usize) -> u128 {
    PEER_MASKS[c] & !((1u128 << (c + 1)) - 1)
}

struct Found {
    difficulty: f64,
    eliminations: usize,
    suffix: String,
    step: ExplainerStep,
}

fn rating(size: usize, biggest: u32) -> f64 {
    let biggest = biggest as i32;
    match size {
        3 => 5.5 + f64::from((4 - 3) - (3 - biggest).abs()) * 0.1,
        4 => 6.2 + f64::from((5 - 3) - (3 - biggest).abs()) * 0.1,
        5 => 6.6,
        _ => 7.5,
    }
}

/// The suffixes of the fork, as text.
fn suffix(double: bool, biggest: u32, size_sum: u32) -> String {
    format!("{}{biggest}{size_sum}", if double { 2 } else { 1 })
}

/// The wing with a set of `size` cells (3 for WXYZ-Wing up to 6 for TUVWXYZ-Wing) the
/// fork applies first, if any.
///
/// A wing whose set and bivalue cell kept their candidates since the last search of
/// this size on the walk found nothing (the view's `FruitlessScans`) would have been
/// found then, so only wings with a changed cell are looked at.
pub(super) fn wing(view: &CandidateView<'_>, size: usize) -> Option<ExplainerStep> {
    let kind = ScanKind::sized(Technique::WxyzWing, size);
    let fruitless = view.fruitless();
    let masks = view.map().bits();
    let cands = &view.masks();
    let changed = fruitless
        .and_then(|f| f.changed_since(kind, &masks))
        .unwrap_or((1u128 << 81) - 1);
    // A set with no changed cell needs a changed bivalue cell that sees one of its
    // cells: it has a cell among `relevant`.
    let mut relevant = changed;
    let mut rest = changed;
    while rest != 0 {
        let c = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        if cands[c].count_ones() == 2 {
            relevant |= PEER_MASKS[c];
        }
    }
    let mut search = Search {
        view,
        cands,
        size,
        changed,
        relevant,
        cells: Vec::with_capacity(size),
        best: None,
    };
    for c in 0..81 {
        let count = cands[c].count_ones() as usize;
        if count > 1 && count < size + 2 {
            search.cells.push(c);
            search.extend(1u128 << c, forward(c), cands[c]);
            search.cells.pop();
        }
    }
    if let Some(fruitless) = fruitless {
        fruitless.record(kind, &masks, search.best.is_none());
    }
    search.best.map(|found| found.step)
}

struct Search<'a> {
    view: &'a CandidateView<'a>,
    cands: &'a [u16; 81],
    size: usize,
    /// The cells whose candidates changed since the last fruitless search.
    changed: u128,
    /// The changed cells and the cells that see a changed bivalue cell.
    relevant: u128,
    cells: Vec<usize>,
    best: Option<Found>,
}

impl Search<'_> {
    /// Adds cells among `room` (each seeing all cells so far) while the union fits.
    fn extend(&mut self, set: u128, room: u128, union: u16) {
        if self.cells.len() == self.size {
            self.bivalue_cells(union);
            return;
        }
        if (set | room) & self.relevant == 0 {
            // Every set from here is one of the last fruitless search's, with its
            // bivalue cells.
            return;
        }
        let last = self.cells.len() + 1 == self.size;
        let mut rest = room;
        while rest != 0 {
            let c = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let cands = self.cands[c];
            let joined = union | cands;
            let fits = if last {
                joined.count_ones() as usize == self.size + 1
            } else {
                (joined.count_ones() as usize) < self.size + 2
            };
            if cands.count_ones() > 1 && fits {
                self.cells.push(c);
                self.extend(set | 1u128 << c, room & forward(c), joined);
                self.cells.pop();
            }
        }
    }

    /// Whether the bivalue cell `yz` sees every cell of the set holding `v`.
    fn restricted(&self, yz: usize, v: u8) -> bool {
        self.cells
            .iter()
            .all(|&c| !self.cands[c] >> v & 1 == 1 || PEER_MASKS[yz] >> c & 1 == 1)
    }

    /// The cells that see every cell of the set holding `v` (and `also`, if given).
    fn seeing(&self, v: u8, also: Option<usize>) -> u128 {
        let mut out = also.map_or(!0u128 >> 47, |c| PEER_MASKS[c]);
        for &c in &self.cells {
            if self.cands[c] >> v & 1 == 1 {
                out &= PEER_MASKS[c];
            }
        }
        out
    }

    fn bivalue_cells(&mut self, union: u16) {
        let set = self.cells.iter().fold(0u128, |m, &c| m | 1u128 << c);
        let mut range = self.cells.iter().fold(0u128, |m, &c| m | PEER_MASKS[c]) & !set;
        if set & self.changed == 0 {
            range &= self.changed;
        }
        let mut rest = range;
        while rest != 0 {
            let yz = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let values = self.cands[yz];
            if values.count_ones() != 2 || values & union != values {
                continue;
            }
            let x = values.trailing_zeros() as u8;
            let z = (values & !(1 << x)).trailing_zeros() as u8;
            match (self.restricted(yz, x), self.restricted(yz, z)) {
                (true, false) => self.found(yz, union, false, x, z),
                (true, true) => self.found(yz, union, true, x, z),
                (false, true) => self.found(yz, union, false, z, x),
                (false, false) => {}
            }
        }
    }

    /// A wing through bivalue cell `yz`, with `x` restricted and `z` removed (and, when
    /// doubly linked, all of them).
    fn found(&mut self, yz: usize, union: u16, double: bool, x: u8, z: u8) {
        let (view, cands) = (self.view, self.cands);
        let pattern = self.cells.iter().fold(1u128 << yz, |m, &c| m | 1u128 << c);
        let mut removals: Vec<(usize, u8)> = Vec::new();
        let mut take = |victims: u128, v: u8| -> bool {
            // The cells in increasing order, as by number.
            let mut hits = victims & !pattern & view.plane(v);
            let any = hits != 0;
            while hits != 0 {
                removals.push((hits.trailing_zeros() as usize, v));
                hits &= hits - 1;
            }
            any
        };
        let mut double = double;
        if double {
            let mut weak = false;
            for w in digits(union & !cands[yz]) {
                weak |= take(self.seeing(w, None), w);
            }
            let strong_x = take(self.seeing(x, Some(yz)), x);
            let strong_z = take(self.seeing(z, Some(yz)), z);
            if !weak && (!strong_z || !strong_x) {
                double = false;
            }
        } else {
            take(self.seeing(z, Some(yz)), z);
        }
        if removals.is_empty() {
            return;
        }
        let biggest = self
            .cells
            .iter()
            .map(|&c| cands[c].count_ones())
            .max()
            .unwrap_or(0);
        let size_sum: u32 = self.cells.iter().map(|&c| cands[c].count_ones()).sum();
        let difficulty = rating(self.size, biggest);
        let suffix = suffix(double, biggest, size_sum);
        let eliminations = removals.len();
        if let Some(best) = &self.best {
            let better = difficulty < best.difficulty
                || (difficulty == best.difficulty
                    && (eliminations > best.eliminations
                        || (eliminations == best.eliminations && suffix > best.suffix)));
            if !better {
                return;
            }
        }
        let name = Name::Wing {
            size: self.size as u8,
            double,
            biggest: biggest as u8,
            size_sum: size_sum as u8,
        };
        let mut step = name.step().remove_all(removals);
        for c in self.cells.iter().copied().chain([yz]) {
            for v in digits(cands[c]) {
                step = step.candidate(c, v);
            }
        }
        let cells: Vec<String> = self.cells.iter().map(|&c| cell_name(c)).collect();
        let text = format!(
            "set {} with {}, linked on {x}{}",
            cells.join(","),
            cell_name(yz),
            if double {
                format!(" and {z}")
            } else {
                String::new()
            }
        );
        self.best = Some(Found {
            difficulty,
            eliminations,
            suffix,
            step: ExplainerStep::found(name, difficulty, text, step),
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratings_follow_the_fork() {
        assert_eq!(rating(3, 3), 5.5 + 0.1);
        assert_eq!(rating(3, 2), 5.5);
        assert_eq!(rating(4, 3), 6.2 + 2.0 * 0.1);
        assert_eq!(rating(4, 5), 6.2);
        assert_eq!(suffix(false, 4, 11), "1411");
        assert!(suffix(false, 4, 11) > suffix(false, 3, 9));
    }

    #[test]
    fn wings_rated_by_the_fork_are_on_the_path() {
        // The first puzzles of the shared rated set with these ER techniques.
        crate::explainer::rated_cases::check_rated(&["WXYZ-Wing 137", "WXYZ-Wing 126", "VWXYZ-Wing 139"]);
    }

    #[test]
    fn no_wing_on_an_empty_grid() {
        // Every cell holds nine candidates: no set of n cells holds only n + 1 values.
        let empty = crate::LayerGrid::new();
        for size in 3..=6 {
            assert!(wing(&CandidateView::new(&empty), size).is_none());
        }
    }
}
