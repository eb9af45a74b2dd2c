//! The search state: one 27-bit word per band and digit, and the propagation on it.
//!
//! A band word holds the cells of a band (three rows of nine, bit `9 * row + column`)
//! where a digit is still possible, its placed cell included: a placed digit is the only
//! bit left in its row of the word. Propagation is driven by dirty bits, one per word,
//! set by every write that removes a candidate: a dirty word gets the band logic (rows
//! and boxes). When that stalls: naked singles; if none, the stack logic (columns and
//! boxes) for the digits whose words changed; if nothing, the triad rule (a minirow holds
//! exactly three digits). The first round, where every word is dirty, takes all 27
//! words side by side, each read as the round starts ([`Board::update_every_word`]).

use super::tables::{
    BAND, BAND_LOGIC, COLUMN, COLUMN_POINTING, FORCED_KEEP, FORCED_KEEP9, GROUP_LOW, KEEP_IN_BAND,
    MINIROW_CELLS, PERMUTATION_CELLS, ROW, band_update,
};

mod branching;

pub(crate) use branching::{PlacementBranch, UnitChoice};

/// Swaps the band and stack of the 3-bit groups of a 27-bit word: (band, stack,
/// column) bits `9 * band + 3 * stack + j` become `9 * stack + 3 * band + j` (and back).
#[inline(always)]
fn to_stacks(x: u32) -> u32 {
    const KEEP: u32 = 0o700_070_007;
    const UP6: u32 = 0o000_700_070;
    const DOWN6: u32 = 0o070_007_000;
    const UP12: u32 = 0o000_000_700;
    const DOWN12: u32 = 0o007_000_000;
    (x & KEEP) | (x & UP6) << 6 | (x & DOWN6) >> 6 | (x & UP12) << 12 | (x & DOWN12) >> 12
}

/// The minirows of a band word that hold a candidate, as a 9-bit mask `3 * row + box`.
/// The low bits of the minirows (bit `9 * row + 3 * box`) are gathered by one
/// multiplication, whose partial products land on distinct bits.
#[inline(always)]
fn packed_minirows(w: u32) -> u32 {
    let y = ((w | w >> 1 | w >> 2) & GROUP_LOW).wrapping_mul(0b10101);
    (y >> 4 & 0o7) | (y >> 10 & 0o70) | (y >> 16 & 0o700)
}

/// The cells of a band word alone in their minirow.
#[inline(always)]
fn lone_cells(w: u32) -> u32 {
    let (a, b, c) = (w & GROUP_LOW, w >> 1 & GROUP_LOW, w >> 2 & GROUP_LOW);
    let lone = (a | b | c) & !((a & b) | (a & c) | (b & c));
    w & (lone * 7)
}

/// The band logic of one word by bit operations alone: the cells kept (those of the
/// placements that fit), the cells the digit keeps in the other bands (a box confined to
/// one column claims it), and the kept cells alone in their row (solved). The same as
/// [`band_update`] and [`COLUMN_POINTING`] give (a test compares them), without their
/// lookups, so that the compiler runs it on eight words at once.
#[inline(always)]
fn band_logic_by_bits(w: u32) -> (u32, u32, u32) {
    let present = (w | w >> 1 | w >> 2) & GROUP_LOW;
    let mut cells = 0;
    for placement in PERMUTATION_CELLS {
        let low = placement & GROUP_LOW;
        cells |= if present & low == low { placement } else { 0 };
    }
    let kept = w & cells;
    let mut single = 0;
    for row in 0..3 {
        let r = kept >> (9 * row) & ROW;
        single |= if r & r.wrapping_sub(1) == 0 {
            r << (9 * row)
        } else {
            0
        };
    }
    let columns = (kept | kept >> 9 | kept >> 18) & ROW;
    let mut claimed = 0;
    for stack in 0..3 {
        let g = columns >> (3 * stack) & 7;
        claimed |= if g & g.wrapping_sub(1) == 0 {
            g << (3 * stack)
        } else {
            0
        };
    }
    (kept, BAND & !(claimed * 0o001_001_001), single)
}

/// Every minirow and minicolumn of the grid, as unit words.
const ALL_UNITS: u64 = BAND as u64 | (BAND as u64) << 32;

/// Bit `d` for digit index `d`.
const DIGIT_BITS: [u32; 9] = [1, 2, 4, 8, 16, 32, 64, 128, 256];

/// Bit `i` for cell `i` of a band.
const CELL_BITS: [u32; 27] = {
    let mut bits = [0u32; 27];
    let mut i = 0;
    while i < 27 {
        bits[i] = 1 << i;
        i += 1;
    }
    bits
};

/// Every word of the board, as dirty bits.
const ALL_WORDS: u32 = (1 << 27) - 1;

/// Candidates of a partly solved grid.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Board {
    /// `cells[band][digit]`: the band word of the digit.
    cells: [[u32; 9]; 3],
    /// Words the band logic has to look at: bit `9 * band + digit`.
    dirty: u32,
    /// Per digit, its minirows and minicolumns. Low half: the minirows (`3 * row + box`)
    /// of its word in band `b` at bits `9 * b ..`, as the last triad pass read them.
    /// High half (from bit 32): the minicolumns of stack `s` at bits `9 * s ..`, as
    /// `3 * band + column in the stack`, as the stack logic last left them.
    units: [u64; 9],
    /// Digits whose columns changed since the stack logic last saw them.
    dirty_digits: u32,
    /// Cells not yet solved, per band.
    unsolved: [u32; 3],
    /// How many digits have two or more placements left in each band (bits `9 * band ..`)
    /// and each stack, from the last triad passes.
    open_bands: u32,
    open_stacks: u32,
}

/// Bookkeeping of the band logic, kept in locals while it runs.
struct Flags {
    /// Words the band logic has to look at: bit `9 * band + digit`, which is also the
    /// word's index in the flattened `cells`.
    dirty: u32,
    dirty_digits: u32,
    unsolved: [u32; 3],
}

/// A cell of the grid as its band and its bit in the band word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct BandCell {
    pub band: usize,
    pub bit: u32,
}

impl BandCell {
    #[inline]
    fn offset(self) -> usize {
        self.bit.trailing_zeros() as usize
    }
}

impl Board {
    /// The empty grid.
    pub(crate) fn new() -> Board {
        Board {
            cells: [[BAND; 9]; 3],
            dirty: ALL_WORDS,
            units: [ALL_UNITS; 9],
            dirty_digits: 0o777,
            unsolved: [BAND; 3],
            open_bands: 0,
            open_stacks: 0,
        }
    }

    /// A puzzle given as row-major bytes; `None` if a byte is above 9 or a given clashes.
    /// The givens' digits are gathered into masks first; then every word at once, by bit
    /// operations the compiler runs on eight words side by side, loses the rows, boxes
    /// and columns of its digit's givens and the cells given other digits.
    #[inline(always)]
    pub(crate) fn from_digits(digits: &[u8; 81]) -> Option<Board> {
        let mut bad = false;
        let mut placed = [[0u32; 9]; 3];
        let mut given = [0u32; 3];
        for ((chunk, placed), given) in digits.chunks_exact(27).zip(&mut placed).zip(&mut given) {
            *given = chunk
                .iter()
                .zip(CELL_BITS)
                .fold(0, |m, (&value, bit)| if value != 0 { m | bit } else { m });
            // Each given's digit into its mask (a byte above 9 marks the puzzle bad).
            let mut rest = *given;
            while rest != 0 {
                let offset = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                let digit = usize::from(chunk[offset]) - 1;
                bad |= digit >= 9;
                placed[digit.min(8)] |= 1 << offset;
            }
        }
        // Per digit, the columns of its givens in each band.
        let mut columns = [[0u32; 9]; 3];
        for (columns, placed) in columns.iter_mut().zip(&placed) {
            for (c, &p) in columns.iter_mut().zip(placed) {
                *c = (p | p >> 9 | p >> 18) & ROW;
            }
        }
        let mut board = Board::new();
        for band in 0..3 {
            for digit in 0..9 {
                let p = placed[band][digit];
                let (c, c1, c2) = (
                    columns[band][digit],
                    columns[(band + 1) % 3][digit],
                    columns[(band + 2) % 3][digit],
                );
                // The cells its givens see (their columns, rows and boxes), and whether
                // two of its givens see each other: in one column across bands, in one
                // row, or in one box (which covers one column within this band).
                let mut seen = (c | c1 | c2) * 0o001_001_001;
                let mut clash = c & (c1 | c2) | c1 & c2;
                let rows = [p & ROW, p >> 9 & ROW, p >> 18 & ROW];
                for (r, row) in rows.into_iter().enumerate() {
                    seen |= if row != 0 { ROW << (9 * r) } else { 0 };
                    clash |= row & row.wrapping_sub(1);
                }
                for b in 0..3 {
                    let in_box = p & 0o007_007_007 << (3 * b);
                    seen |= if in_box != 0 { 0o007_007_007 << (3 * b) } else { 0 };
                    clash |= in_box & in_box.wrapping_sub(1);
                }
                bad |= clash != 0;
                board.cells[band][digit] = BAND & !((seen | given[band]) & !p);
            }
        }
        for (unsolved, given) in board.unsolved.iter_mut().zip(given) {
            *unsolved &= !given;
        }
        (!bad).then_some(board)
    }

    /// Candidate planes (bit `i` = cell `i`, row-major; plane `d` = digit `d + 1`).
    #[inline(always)]
    pub(crate) fn from_planes(planes: &[u128; 9]) -> Board {
        let mut board = Board::new();
        for (digit, &plane) in planes.iter().enumerate() {
            for band in 0..3 {
                board.cells[band][digit] = (plane >> (27 * band)) as u32 & BAND;
            }
        }
        board
    }

    /// Whether every cell is solved (meaningful after a successful [`propagate`](Self::propagate)).
    #[inline]
    pub(crate) fn is_solved(&self) -> bool {
        self.unsolved[0] | self.unsolved[1] | self.unsolved[2] == 0
    }

    /// How many cells are unsolved.
    #[inline]
    pub(crate) fn unsolved_count(&self) -> u32 {
        self.unsolved.iter().map(|w| w.count_ones()).sum()
    }

    /// Keeps only `keep` of the word of `digit` in `band`, noting the word for the band
    /// logic if it changed.
    #[inline(always)]
    fn keep_only(&mut self, band: usize, digit: usize, keep: u32) {
        let old = self.cells[band][digit];
        self.cells[band][digit] = old & keep;
        self.dirty |= u32::from(old & !keep != 0) << (9 * band + digit);
    }

    /// Puts digit index `digit` in `cell` (which must still allow it); the rest follows
    /// from [`propagate`](Self::propagate).
    #[inline]
    pub(crate) fn place(&mut self, digit: usize, cell: BandCell) {
        let offset = cell.offset();
        // The masks by index rather than by a test of the band, which the processor
        // could only guess.
        let mut keep = [!COLUMN[offset]; 3];
        keep[cell.band] = KEEP_IN_BAND[offset];
        for (band, keep) in keep.into_iter().enumerate() {
            self.keep_only(band, digit, keep);
        }
    }

    /// The digits `cell` still allows, as bits (bit `d` for digit index `d`).
    #[inline(always)]
    pub(crate) fn digit_bits(&self, cell: BandCell) -> u32 {
        let offset = cell.offset();
        self.cells[cell.band]
            .iter()
            .zip(0..)
            .fold(0, |digits, (&word, digit)| digits | (word >> offset & 1) << digit)
    }

    /// Applies the band, stack, singles and triad logic until nothing changes (only the
    /// band logic and naked singles when `lean`), compiled for the instruction set of
    /// `simd` (see [`InstructionSet`](super::InstructionSet)). False when the grid has
    /// no solution.
    #[inline(never)]
    pub(crate) fn propagate<S: pulp::Simd>(&mut self, simd: S, lean: bool) -> bool {
        if lean {
            simd.vectorize(|| self.propagate_with::<true>())
        } else {
            simd.vectorize(|| self.propagate_with::<false>())
        }
    }

    /// [`propagate`](Self::propagate), compiled once per mode: the lean one keeps no
    /// bookkeeping for the stack logic, the triads or placement branching. The order at a
    /// stall matters for termination as well as speed: the stack logic refreshes the
    /// minicolumn masks the triads read, so the triads only ask for removals that change
    /// the board. Inlined whole into [`propagate`](Self::propagate), the parts included,
    /// so that all of it is compiled for the chosen instruction set.
    #[inline(always)]
    fn propagate_with<const LEAN: bool>(&mut self) -> bool {
        loop {
            if !self.drain_bands::<LEAN>() {
                return false;
            }
            if self.is_solved() {
                return true;
            }
            let mut step = self.naked_singles();
            if !LEAN {
                if step == Some(false) && self.dirty_digits != 0 {
                    step = self.stacks();
                }
                if step == Some(false) {
                    step = self.triads();
                }
            }
            match step {
                None => return false,
                Some(false) => return true,
                Some(true) => {}
            }
        }
    }

    /// Runs the band logic on every changed word until none is left.
    #[inline(always)]
    fn drain_bands<const LEAN: bool>(&mut self) -> bool {
        // The bookkeeping lives in locals (registers) while the loop runs.
        let mut flags = Flags {
            dirty: self.dirty,
            dirty_digits: self.dirty_digits,
            unsolved: self.unsolved,
        };
        let ok = 'drain: loop {
            // The changed words of all three bands as one batch: picking the next word
            // does not wait for the update before it, and a batch ends (a branch the
            // processor cannot guess) once per round rather than once per band.
            let mut batch = flags.dirty;
            if batch == 0 {
                break true;
            }
            flags.dirty = 0;
            if !LEAN {
                // Every digit updated here may have changed its columns.
                flags.dirty_digits |= (batch | batch >> 9 | batch >> 18) & ROW;
            }
            while batch != 0 {
                let word = batch.trailing_zeros() as usize;
                batch &= batch - 1;
                // Its update reads the word as it is now: an earlier change to it in
                // this round needs no second update.
                flags.dirty &= !(1 << word);
                if !self.update_word(word, &mut flags) {
                    break 'drain false;
                }
            }
        };
        self.dirty = flags.dirty;
        self.dirty_digits = flags.dirty_digits;
        self.unsolved = flags.unsolved;
        ok
    }

    /// Row and box logic for word `word` (`9 * band + digit`, its dirty bit), with what
    /// follows for the other bands (a box confined to one column) and the other digits
    /// (solved cells).
    #[inline(always)]
    fn update_word(&mut self, word: usize, flags: &mut Flags) -> bool {
        // The band by a multiplication (exact below 27), the same digit's words in the
        // other two bands nine and eighteen words on, around the board.
        let band = (word * 57) >> 9;
        let digit = word - 9 * band;
        let next = if word >= 18 { word - 18 } else { word + 9 };
        let last = if word >= 9 { word - 9 } else { word + 18 };
        let words = self.cells.as_flattened_mut();
        let before = words[word];
        let logic = band_update(before);
        // Cells alone in their minirow (the band logic keeps or drops whole minirows, so
        // this can be read before it, beside the lookup).
        let lone_cells = lone_cells(before);
        let w = before & logic as u32;
        if w == 0 {
            return false;
        }
        let columns = (w | w >> 9 | w >> 18) & ROW;
        // A box confined to one column claims it in the other bands.
        let keep = COLUMN_POINTING[columns as usize];
        let (old_next, old_last) = (words[next], words[last]);
        words[next] = old_next & keep;
        words[last] = old_last & keep;
        flags.dirty |= u32::from(old_next & !keep != 0) << next | u32::from(old_last & !keep != 0) << last;
        // A row is solved when its only minirow holds a single cell (a box with one cell
        // left is covered too: the band logic has then left its row that minirow alone);
        // the cell leaves the other digits.
        let solved = lone_cells & (logic >> 36) as u32 & flags.unsolved[band];
        if solved != 0 {
            flags.unsolved[band] &= !solved;
            let mut touched = 0u32;
            for (other, bit) in self.cells[band].iter_mut().zip(DIGIT_BITS) {
                touched |= if *other & solved != 0 { bit } else { 0 };
                *other &= !solved;
            }
            flags.dirty |= (touched & !(1 << digit)) << (9 * band);
        }
        self.cells[band][digit] = w;
        true
    }

    /// The band logic on every word at once, each read as the round starts: the first
    /// round of a search, where every word is dirty. Unlike a batch, no update waits for
    /// another's writes, nothing branches on a solved cell, and the logic is done by bit
    /// operations ([`band_logic_by_bits`]) that the compiler runs on eight words at once.
    /// The words that others' claims or solved cells changed are left dirty for the
    /// batches. False when the grid has no solution.
    #[inline(always)]
    pub(crate) fn update_every_word(&mut self) -> bool {
        // Padded to four vectors of eight with full words, which change nothing.
        let mut words = [BAND; 32];
        words[..27].copy_from_slice(self.cells.as_flattened());
        let mut kept = [0u32; 32];
        let mut claims = [0u32; 32];
        let mut single = [0u32; 32];
        for (i, &word) in words.iter().enumerate() {
            (kept[i], claims[i], single[i]) = band_logic_by_bits(word);
        }
        let mut empty = false;
        let (mut once, mut twice) = ([0u32; 3], 0u32);
        let mut solved = [[0u32; 9]; 3];
        for (band, solved) in solved.iter_mut().enumerate() {
            for (digit, solved) in solved.iter_mut().enumerate() {
                let i = 9 * band + digit;
                empty |= kept[i] == 0;
                *solved = single[i] & self.unsolved[band];
                twice |= once[band] & *solved;
                once[band] |= *solved;
            }
        }
        if empty || twice != 0 {
            return false;
        }
        let mut dirty = 0;
        for band in 0..3 {
            let (next, last) = ((band + 1) % 3, (band + 2) % 3);
            for digit in 0..9 {
                let k = kept[9 * band + digit];
                let w = k
                    & claims[9 * next + digit]
                    & claims[9 * last + digit]
                    & !(once[band] & !solved[band][digit]);
                dirty |= u32::from(w != k) << (9 * band + digit);
                self.cells[band][digit] = w;
            }
        }
        for (unsolved, once) in self.unsolved.iter_mut().zip(once) {
            *unsolved &= !once;
        }
        self.dirty = dirty;
        true
    }

    /// Column and box logic for the digits whose words changed (when their columns did).
    #[inline(always)]
    fn stacks(&mut self) -> Option<bool> {
        let mut digits = self.dirty_digits;
        self.dirty_digits = 0;
        let mut progress = false;
        while digits != 0 {
            let digit = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            let (w0, w1, w2) = (self.cells[0][digit], self.cells[1][digit], self.cells[2][digit]);
            let columns = ((w0 | w0 >> 9 | w0 >> 18) & ROW)
                | ((w1 | w1 >> 9 | w1 >> 18) & ROW) << 9
                | ((w2 | w2 >> 9 | w2 >> 18) & ROW) << 18;
            let stacks = to_stacks(columns);
            let old = (self.units[digit] >> 32) as u32;
            if stacks == old {
                continue;
            }
            self.units[digit] = self.units[digit] & u64::from(u32::MAX) | u64::from(stacks) << 32;
            let a0 = (BAND_LOGIC[(stacks & ROW) as usize] >> 32) as u32;
            let a1 = (BAND_LOGIC[(stacks >> 9 & ROW) as usize] >> 32) as u32;
            let a2 = (BAND_LOGIC[(stacks >> 18 & ROW) as usize] >> 32) as u32;
            if a0 == 0 || a1 == 0 || a2 == 0 {
                return None;
            }
            let allowed = a0 | a1 << 9 | a2 << 18;
            if allowed != stacks {
                progress = true;
                let allowed = to_stacks(allowed);
                for band in 0..3 {
                    self.keep_only(band, digit, (allowed >> (9 * band) & ROW) * 0o001_001_001);
                }
            }
        }
        Some(progress)
    }

    /// Places every cell with one candidate; notes the cells with two. `None` on a cell
    /// without candidates, else whether anything was placed.
    #[inline(always)]
    fn naked_singles(&mut self) -> Option<bool> {
        let mut progress = false;
        for band in 0..3 {
            let (mut one, mut two) = (0u32, 0u32);
            for &w in &self.cells[band] {
                two |= one & w;
                one |= w;
            }
            if one != BAND {
                return None;
            }
            let mut singles = one & !two & self.unsolved[band];
            while singles != 0 {
                let bit = singles & singles.wrapping_neg();
                singles ^= bit;
                let cell = BandCell { band, bit };
                let digit = self.cells[band].iter().position(|&w| w & bit != 0)?;
                self.place(digit, cell);
                progress = true;
            }
        }
        Some(progress)
    }

    /// Each minirow and each minicolumn holds exactly three digits: one with three digits
    /// locked in it loses the other digits, and one where only three digits remain
    /// possible takes all three. Works on the minirows and minicolumns of the whole grid
    /// at once (the two halves of the unit words). Also counts, per band and stack, the
    /// digits with more than one placement left, for the branching. `None` on a
    /// contradiction, else whether anything changed.
    #[inline(always)]
    fn triads(&mut self) -> Option<bool> {
        const LOW: u64 = GROUP_LOW as u64 | (GROUP_LOW as u64) << 32;
        const FIRSTS: u64 = 0o001_001_001 | 0o001_001_001 << 32;
        self.read_minirows();
        let mut open_units = 0u64;
        let mut locked = [0u64; 9];
        let (mut p1, mut p2, mut p3, mut p4) = (0u64, 0u64, 0u64, 0u64);
        let (mut l1, mut l2, mut l3, mut l4) = (0u64, 0u64, 0u64, 0u64);
        for (digit, lock) in locked.iter_mut().enumerate() {
            let m = self.units[digit];
            // Every 3-bit group holds a bit, so the per-group subtraction does not borrow;
            // a group keeps a bit exactly when it held two or more.
            let extra = m & m.wrapping_sub(LOW);
            let crowded = (extra | extra >> 1 | extra >> 2) & LOW;
            let l = m & !(crowded * 7);
            *lock = l;
            open_units += (crowded | crowded >> 3 | crowded >> 6) & FIRSTS;
            p4 |= p3 & m;
            p3 |= p2 & m;
            p2 |= p1 & m;
            p1 |= m;
            l4 |= l3 & l;
            l3 |= l2 & l;
            l2 |= l1 & l;
            l1 |= l;
        }
        if p3 != ALL_UNITS || l4 != 0 {
            return None;
        }
        self.open_bands = open_units as u32;
        self.open_stacks = (open_units >> 32) as u32;
        // Units with three digits locked and another still possible, and units with
        // exactly three digits possible, not all locked yet (solved units need nothing).
        let full = l3 & p4;
        let needed = !p4 & !l3 & ALL_UNITS;
        if full | needed == 0 {
            return Some(false);
        }
        let mut progress = false;
        for (digit, &lock) in locked.iter().enumerate() {
            let open = self.units[digit] & !lock;
            let clear = full & open;
            let force = needed & open;
            if clear | force == 0 {
                continue;
            }
            progress = true;
            let (clear_rows, force_rows) = (clear as u32, force as u32);
            let (clear_columns, force_columns) = ((clear >> 32) as u32, (force >> 32) as u32);
            let open_columns = (open >> 32) as u32;
            let mut drop = clear_columns;
            for unit in 0..3 {
                let c = clear_rows >> (9 * unit) & ROW;
                let f = force_rows >> (9 * unit) & ROW;
                if c | f != 0 {
                    self.keep_only(unit, digit, !MINIROW_CELLS[c as usize] & FORCED_KEEP[f as usize]);
                }
                let f = force_columns >> (9 * unit) & ROW;
                if f != 0 {
                    drop |= (!FORCED_KEEP9[f as usize] & ROW) << (9 * unit);
                }
            }
            // Minicolumns to drop, back in (band, column) bits, then as cells.
            let drop = to_stacks(drop & open_columns);
            if drop != 0 {
                for band in 0..3 {
                    self.keep_only(band, digit, !((drop >> (9 * band) & ROW) * 0o001_001_001));
                }
            }
        }
        Some(progress)
    }

    /// Writes the minirows of every word into the low halves of the unit words. The
    /// triads run after the band logic has settled every word, so the words' minirows
    /// are those the band logic kept; reading them here, nine digits at a time, is
    /// cheaper than writing them at every band update.
    #[inline(always)]
    fn read_minirows(&mut self) {
        let mut minirows = [[0u32; 9]; 3];
        for (minirows, words) in minirows.iter_mut().zip(&self.cells) {
            for (m, &w) in minirows.iter_mut().zip(words) {
                *m = packed_minirows(w);
            }
        }
        for (digit, units) in self.units.iter_mut().enumerate() {
            let low = minirows[0][digit] | minirows[1][digit] << 9 | minirows[2][digit] << 18;
            *units = *units & !u64::from(u32::MAX) | u64::from(low);
        }
    }

    /// The cells not solved yet, per band (on a board fresh from the givens: the cells
    /// not given).
    #[inline(always)]
    pub(crate) fn free_cells(&self) -> [u32; 3] {
        self.unsolved
    }

    /// Whether this solved board has a rectangle through `cell` (cells in two rows, two
    /// columns and two boxes) holding the two digits of `pair` crosswise, its four
    /// cells all `free`: swapping the two digits there gives another solution, since
    /// every row, column and box of the rectangle holds one of each.
    #[inline(always)]
    pub(crate) fn swaps_in_rectangle(&self, cell: BandCell, pair: u32, free: [u32; 3]) -> bool {
        let offset = cell.offset();
        let a = self.digit_bits(cell);
        // The other digit of the pair (none when the cell holds neither).
        let b = pair & !a;
        if b == 0 || b & (b - 1) != 0 {
            return false;
        }
        let (a, b) = (a.trailing_zeros() as usize, b.trailing_zeros() as usize);
        let row = offset / 9 * 9;
        let column = offset % 9;
        // `b` in the cell's row, then in its column.
        let across = self.cells[cell.band][b] >> row & ROW;
        let column2 = across.trailing_zeros() as usize;
        let mut down = (0, 0);
        for band in 0..3 {
            let m = self.cells[band][b] & COLUMN[column];
            if m != 0 {
                down = (band, m.trailing_zeros() as usize);
            }
        }
        let (band2, offset2) = down;
        // The fourth corner, which must hold `a`. Rows in one band span two boxes (their
        // columns lie in two stacks, or one box would hold `a` twice); rows in two
        // bands need columns in one stack.
        let corner = offset2 - column + column2;
        let two_boxes = band2 == cell.band || column / 3 == column2 / 3;
        two_boxes
            && self.cells[band2][a] >> corner & 1 == 1
            && free[cell.band] >> (row + column2) & 1 == 1
            && free[band2] >> offset2 & 1 == 1
            && free[band2] >> corner & 1 == 1
    }

    /// The digits of a solved board, row-major.
    #[inline(always)]
    pub(crate) fn digits(&self) -> [u8; 81] {
        let mut out = [0u8; 81];
        for (band, words) in self.cells.iter().enumerate() {
            for (value, &word) in (1..).zip(words) {
                // One cell per row on a solved board: a fixed count of steps.
                for row in 0..3 {
                    let column = (word >> (9 * row) & ROW).trailing_zeros() as usize;
                    if let Some(cell) = out.get_mut(27 * band + 9 * row + column) {
                        *cell = value;
                    }
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests;
