//! The search state: one 27-bit word per band and digit, and the propagation on it.
//!
//! A band word holds the cells of a band (three rows of nine, bit `9 * row + column`)
//! where a digit is still possible, its placed cell included: a placed digit is the only
//! bit left in its row of the word. Propagation is driven by dirty masks: a word that
//! changed gets the band logic (rows and boxes), a digit whose columns changed gets the
//! stack logic (columns and boxes); then naked singles, then the triad rule (a minirow or
//! minicolumn holds exactly three digits).

use super::tables::{
    BAND, BAND_LOGIC, COLUMN, COLUMN_POINTING, FIT_COUNT, FORCED_KEEP, FORCED_KEEP9, KEEP_IN_BAND, LOCKED,
    MINIROW_CELLS, ROW, SHRINK, STACK_LOGIC,
};

/// Whether the vertical triad rule runs (minicolumns); the horizontal one always does.
const VERTICAL_TRIADS: bool = true;

/// Candidates of a partly solved grid.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Board {
    /// `cells[band][digit]`: the band word of the digit.
    cells: [[u32; 9]; 3],
    /// The minirows (9 bits, `3 * row + box`) of each word as the band logic last left it.
    minirows: [[u16; 9]; 3],
    /// The columns (9 bits) of each word as the band logic last left it.
    columns: [[u16; 9]; 3],
    /// Words that changed since the band logic last saw them: bit `digit` per band.
    dirty: [u32; 3],
    /// Digits whose columns changed since the stack logic last saw them.
    dirty_digits: u32,
    /// Cells not yet solved, per band.
    unsolved: [u32; 3],
    /// Unsolved cells with exactly two candidates, per band (from the last singles pass).
    pairs: [u32; 3],
}

/// A cell of the grid as its band and its bit in the band word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct BandCell {
    pub band: usize,
    pub bit: u32,
}

impl BandCell {
    #[inline]
    pub(crate) fn new(index: usize) -> BandCell {
        BandCell {
            band: index / 27,
            bit: 1 << (index % 27),
        }
    }

    #[inline]
    fn offset(self) -> usize {
        self.bit.trailing_zeros() as usize
    }
}

/// A branch on the placement of a digit in a band: the word and the fitting
/// placements (bit `p` for placement `p` of [`PERMUTATION_CELLS`](super::tables::PERMUTATION_CELLS)).
#[derive(Clone, Copy, Debug)]
pub(crate) struct PlacementBranch {
    pub band: usize,
    pub digit: usize,
    pub fitting: u32,
}

impl Board {
    /// The empty grid.
    pub(crate) fn new() -> Board {
        Board {
            cells: [[BAND; 9]; 3],
            minirows: [[0o777; 9]; 3],
            columns: [[0o777; 9]; 3],
            dirty: [0o777; 3],
            dirty_digits: 0o777,
            unsolved: [BAND; 3],
            pairs: [0; 3],
        }
    }

    /// A puzzle given as row-major bytes; `None` if a byte is above 9 or a given clashes.
    pub(crate) fn from_digits(digits: &[u8; 81]) -> Option<Board> {
        let mut board = Board::new();
        for (index, &value) in digits.iter().enumerate() {
            if value == 0 {
                continue;
            }
            if value > 9 {
                return None;
            }
            let cell = BandCell::new(index);
            let digit = usize::from(value) - 1;
            if !board.allows(digit, cell) {
                return None;
            }
            board.place(digit, cell);
            for (other, word) in board.cells[cell.band].iter_mut().enumerate() {
                if other != digit {
                    *word &= !cell.bit;
                }
            }
        }
        Some(board)
    }

    /// Candidate planes (bit `i` = cell `i`, row-major; plane `d` = digit `d + 1`).
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

    /// Whether `digit` is still possible in `cell`.
    #[inline]
    pub(crate) fn allows(&self, digit: usize, cell: BandCell) -> bool {
        self.cells[cell.band][digit] & cell.bit != 0
    }

    /// Puts digit index `digit` in `cell` (which must still allow it); the rest follows
    /// from [`propagate`](Self::propagate).
    #[inline]
    pub(crate) fn place(&mut self, digit: usize, cell: BandCell) {
        let offset = cell.offset();
        let column = !COLUMN[offset];
        for band in 0..3 {
            let keep = if band == cell.band { KEEP_IN_BAND[offset] } else { column };
            self.cells[band][digit] &= keep;
            self.dirty[band] |= 1 << digit;
        }
    }

    /// Keeps only placement `placement` of a [`PlacementBranch`].
    #[inline]
    pub(crate) fn restrict(&mut self, branch: PlacementBranch, cells: u32) {
        self.cells[branch.band][branch.digit] &= cells;
        self.dirty[branch.band] |= 1 << branch.digit;
    }

    /// Applies the band, stack, singles and triad logic until nothing changes. False
    /// when the grid has no solution.
    pub(crate) fn propagate(&mut self) -> bool {
        loop {
            if self.dirty[0] | self.dirty[1] | self.dirty[2] != 0 {
                if !self.drain_bands() {
                    return false;
                }
                continue;
            }
            if self.dirty_digits != 0 {
                if !self.stacks() {
                    return false;
                }
                continue;
            }
            if self.is_solved() {
                return true;
            }
            match self.naked_singles() {
                None => return false,
                Some(true) => continue,
                Some(false) => {}
            }
            match self.triads() {
                None => return false,
                Some(true) => continue,
                Some(false) => return true,
            }
        }
    }

    /// Runs the band logic on every dirty word until none is left.
    fn drain_bands(&mut self) -> bool {
        loop {
            for band in 0..3 {
                while self.dirty[band] != 0 {
                    let digit = self.dirty[band].trailing_zeros() as usize;
                    self.dirty[band] &= self.dirty[band] - 1;
                    if !self.update_band(band, digit) {
                        return false;
                    }
                }
            }
            if self.dirty[0] | self.dirty[1] | self.dirty[2] == 0 {
                return true;
            }
        }
    }

    /// Row and box logic for one digit in one band, with what follows for the other
    /// bands (a box confined to one column) and the other digits (solved cells).
    #[inline(always)]
    fn update_band(&mut self, band: usize, digit: usize) -> bool {
        let w = self.cells[band][digit];
        let shrunk = SHRINK[(w & ROW) as usize]
            | SHRINK[(w >> 9 & ROW) as usize] << 3
            | SHRINK[(w >> 18 & ROW) as usize] << 6;
        let logic = BAND_LOGIC[shrunk as usize];
        let w = w & logic as u32;
        if w == 0 {
            return false;
        }
        self.cells[band][digit] = w;
        self.minirows[band][digit] = (logic >> 32) as u16;
        let columns = (w | w >> 9 | w >> 18) & ROW;
        if columns != u32::from(self.columns[band][digit]) {
            self.columns[band][digit] = columns as u16;
            self.dirty_digits |= 1 << digit;
            let keep = COLUMN_POINTING[columns as usize];
            for other in [(band + 1) % 3, (band + 2) % 3] {
                let old = self.cells[other][digit];
                let new = old & keep;
                self.cells[other][digit] = new;
                self.dirty[other] |= u32::from(new != old) << digit;
            }
        }
        // Rows left with a single cell are solved. Every row holds a bit here, so the
        // per-row subtraction does not borrow across rows.
        let extra = w & w.wrapping_sub(0o001_001_001);
        let mut rows = 0;
        if extra & ROW == 0 {
            rows |= ROW;
        }
        if extra & ROW << 9 == 0 {
            rows |= ROW << 9;
        }
        if extra & ROW << 18 == 0 {
            rows |= ROW << 18;
        }
        let solved = w & rows & self.unsolved[band];
        if solved != 0 {
            self.unsolved[band] &= !solved;
            let mut changed = 0;
            for (other, word) in self.cells[band].iter_mut().enumerate() {
                let old = *word;
                let new = old & !solved;
                *word = new;
                changed |= u32::from(new != old) << other;
            }
            self.cells[band][digit] = w;
            self.dirty[band] |= changed & !(1 << digit);
        }
        true
    }

    /// Column and box logic for the digits whose columns changed.
    fn stacks(&mut self) -> bool {
        let mut digits = self.dirty_digits;
        self.dirty_digits = 0;
        while digits != 0 {
            let digit = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            let columns = u32::from(self.columns[0][digit])
                | u32::from(self.columns[1][digit]) << 9
                | u32::from(self.columns[2][digit]) << 18;
            let mut allowed = 0;
            for stack in 0..3 {
                let y = columns >> (3 * stack) & 0o007_007_007;
                let m = (y | y >> 6 | y >> 12) & ROW;
                let keep = STACK_LOGIC[m as usize];
                if keep == 0 {
                    return false;
                }
                allowed |= keep << (3 * stack);
            }
            if allowed != columns {
                for band in 0..3 {
                    let old = self.cells[band][digit];
                    let new = old & (allowed >> (9 * band) & ROW) * 0o001_001_001;
                    self.cells[band][digit] = new;
                    self.dirty[band] |= u32::from(new != old) << digit;
                }
            }
        }
        true
    }

    /// Places every cell with one candidate; notes the cells with two. `None` on a cell
    /// without candidates, else whether anything was placed.
    fn naked_singles(&mut self) -> Option<bool> {
        let mut progress = false;
        for band in 0..3 {
            let (mut one, mut two, mut three) = (0u32, 0u32, 0u32);
            for &w in &self.cells[band] {
                three |= two & w;
                two |= one & w;
                one |= w;
            }
            if one != BAND {
                return None;
            }
            self.pairs[band] = two & !three;
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

    /// Each minirow and minicolumn holds exactly three digits: one with three digits
    /// locked in it loses the other digits, and one where only three digits remain
    /// possible takes all three. `None` on a contradiction, else whether anything changed.
    fn triads(&mut self) -> Option<bool> {
        let mut progress = false;
        for band in 0..3 {
            let mut locked = [0u32; 9];
            let (mut p1, mut p2, mut p3, mut p4) = (0u32, 0u32, 0u32, 0u32);
            let (mut l1, mut l2, mut l3, mut l4) = (0u32, 0u32, 0u32, 0u32);
            for digit in 0..9 {
                let m = u32::from(self.minirows[band][digit]);
                let l = LOCKED[m as usize];
                locked[digit] = l;
                p4 |= p3 & m;
                p3 |= p2 & m;
                p2 |= p1 & m;
                p1 |= m;
                l4 |= l3 & l;
                l3 |= l2 & l;
                l2 |= l1 & l;
                l1 |= l;
            }
            if p3 != 0o777 || l4 != 0 {
                return None;
            }
            let full = l3;
            let needed = !p4 & 0o777;
            if full | needed == 0 {
                continue;
            }
            for digit in 0..9 {
                let m = u32::from(self.minirows[band][digit]);
                let clear = full & !locked[digit];
                let force = needed & m & !locked[digit];
                let old = self.cells[band][digit];
                let new = old & !MINIROW_CELLS[clear as usize] & FORCED_KEEP[force as usize];
                if new != old {
                    self.cells[band][digit] = new;
                    self.dirty[band] |= 1 << digit;
                    progress = true;
                }
            }
        }
        if VERTICAL_TRIADS && !self.vertical_triads(&mut progress) {
            return None;
        }
        Some(progress)
    }

    /// The triad rule on minicolumns.
    fn vertical_triads(&mut self, progress: &mut bool) -> bool {
        let mut columns = [0u32; 9];
        for (digit, c) in columns.iter_mut().enumerate() {
            *c = u32::from(self.columns[0][digit])
                | u32::from(self.columns[1][digit]) << 9
                | u32::from(self.columns[2][digit]) << 18;
        }
        let mut remove = [0u32; 9];
        let mut any = false;
        for stack in 0..3 {
            let mut possible = [0u32; 9];
            let mut locked = [0u32; 9];
            let (mut p1, mut p2, mut p3, mut p4) = (0u32, 0u32, 0u32, 0u32);
            let (mut l1, mut l2, mut l3, mut l4) = (0u32, 0u32, 0u32, 0u32);
            for digit in 0..9 {
                let y = columns[digit] >> (3 * stack) & 0o007_007_007;
                let m = (y | y >> 6 | y >> 12) & ROW;
                let l = LOCKED[m as usize];
                possible[digit] = m;
                locked[digit] = l;
                p4 |= p3 & m;
                p3 |= p2 & m;
                p2 |= p1 & m;
                p1 |= m;
                l4 |= l3 & l;
                l3 |= l2 & l;
                l2 |= l1 & l;
                l1 |= l;
            }
            if p3 != 0o777 || l4 != 0 {
                return false;
            }
            let full = l3;
            let needed = !p4 & 0o777;
            if full | needed == 0 {
                continue;
            }
            for digit in 0..9 {
                let clear = full & !locked[digit];
                let force = needed & possible[digit] & !locked[digit];
                let drop = (clear | !FORCED_KEEP9[force as usize]) & possible[digit];
                if drop != 0 {
                    let spread = (drop & 0o7) | (drop & 0o70) << 6 | (drop & 0o700) << 12;
                    remove[digit] |= spread << (3 * stack);
                    any = true;
                }
            }
        }
        if any {
            *progress = true;
            for (digit, &r) in remove.iter().enumerate() {
                if r == 0 {
                    continue;
                }
                for band in 0..3 {
                    self.cells[band][digit] &= !((r >> (9 * band) & ROW) * 0o001_001_001);
                    self.dirty[band] |= 1 << digit;
                }
            }
        }
        true
    }

    /// The cell to branch on: a cell with two candidates if there is one, else one with
    /// the fewest. Only after [`propagate`](Self::propagate) returned true on an
    /// unsolved board.
    pub(crate) fn branch_cell(&self) -> BandCell {
        for band in 0..3 {
            let pairs = self.pairs[band];
            if pairs != 0 {
                return BandCell {
                    band,
                    bit: pairs & pairs.wrapping_neg(),
                };
            }
        }
        let mut best = BandCell { band: 0, bit: 0 };
        let mut best_count = usize::MAX;
        for band in 0..3 {
            let mut open = self.unsolved[band];
            while open != 0 {
                let bit = open & open.wrapping_neg();
                open ^= bit;
                let count = self.cells[band].iter().filter(|&&w| w & bit != 0).count();
                if count < best_count {
                    best = BandCell { band, bit };
                    best_count = count;
                }
            }
        }
        best
    }

    /// The placement to branch on: in the band with the fewest placements over all
    /// digits, the digit with the fewest (at least two). Only after
    /// [`propagate`](Self::propagate) returned true on an unsolved board.
    pub(crate) fn branch_placement(&self) -> Option<PlacementBranch> {
        let mut best = None;
        let mut best_total = u32::MAX;
        for band in 0..3 {
            let mut total = 0;
            let mut pick = 0;
            let mut pick_count = u32::MAX;
            for digit in 0..9 {
                let count = u32::from(FIT_COUNT[usize::from(self.minirows[band][digit])]);
                total += count;
                if count >= 2 && count < pick_count {
                    pick_count = count;
                    pick = digit;
                }
            }
            if pick_count != u32::MAX && total < best_total {
                best_total = total;
                best = Some(PlacementBranch {
                    band,
                    digit: pick,
                    fitting: 0,
                });
            }
        }
        let mut branch = best?;
        branch.fitting = u32::from(super::tables::FITTING[usize::from(self.minirows[branch.band][branch.digit])]);
        Some(branch)
    }

    /// The digits of a solved board, row-major.
    pub(crate) fn to_digits(&self) -> [u8; 81] {
        let mut out = [0u8; 81];
        for (band, words) in self.cells.iter().enumerate() {
            for (digit, &word) in words.iter().enumerate() {
                let mut bits = word;
                while bits != 0 {
                    let offset = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    out[27 * band + offset] = digit as u8 + 1;
                }
            }
        }
        out
    }
}
