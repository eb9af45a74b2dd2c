//! The search state: one 27-bit word per digit and band, and the propagation on it.

use super::tables::{BAND, BAND_LOGIC, COLUMN, COLUMN_POINTING, KEEP_IN_BAND, ROW, SHRINK};

/// Candidates of a partly solved grid, by digit and band.
///
/// `cells[3 * digit + band]` holds the cells of the band (bit `9 * row + column`) where
/// the digit is still possible, its placed cell included. A placed digit is the only
/// bit left in its row of that word.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Board {
    cells: [u32; 27],
    /// `cells` as the band logic last left them: a word that differs needs a look.
    seen: [u32; 27],
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

impl Board {
    /// The empty grid.
    pub(crate) fn new() -> Board {
        Board {
            cells: [BAND; 27],
            seen: [0; 27],
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
            if board.cells[3 * digit + cell.band] & cell.bit == 0 {
                return None;
            }
            board.place(digit, cell);
            for other in 0..9 {
                if other != digit {
                    board.cells[3 * other + cell.band] &= !cell.bit;
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
                board.cells[3 * digit + band] = (plane >> (27 * band)) as u32 & BAND;
            }
        }
        board
    }

    /// Whether every cell is solved (meaningful after a successful [`propagate`](Self::propagate)).
    #[inline]
    pub(crate) fn is_solved(&self) -> bool {
        self.unsolved[0] | self.unsolved[1] | self.unsolved[2] == 0
    }

    /// Puts digit index `digit` in `cell` (which must still allow it); the rest follows
    /// from [`propagate`](Self::propagate).
    #[inline]
    pub(crate) fn place(&mut self, digit: usize, cell: BandCell) {
        let base = 3 * digit;
        let offset = cell.offset();
        let column = !COLUMN[offset];
        self.cells[base + (cell.band + 1) % 3] &= column;
        self.cells[base + (cell.band + 2) % 3] &= column;
        self.cells[base + cell.band] &= KEEP_IN_BAND[offset];
    }

    /// Whether `digit` is still possible in `cell`.
    #[inline]
    pub(crate) fn allows(&self, digit: usize, cell: BandCell) -> bool {
        self.cells[3 * digit + cell.band] & cell.bit != 0
    }

    /// Applies the band logic, hidden and naked singles until nothing changes. False
    /// when the grid has no solution.
    pub(crate) fn propagate(&mut self) -> bool {
        loop {
            loop {
                let mut changed = false;
                for i in 0..27 {
                    if self.cells[i] != self.seen[i] {
                        changed = true;
                        if !self.update_band(i) {
                            return false;
                        }
                    }
                }
                if !changed {
                    break;
                }
            }
            if self.is_solved() {
                return true;
            }
            match self.naked_singles() {
                None => return false,
                Some(false) => return true,
                Some(true) => {}
            }
        }
    }

    /// Row and box logic for one digit in one band, with what follows for the other
    /// bands (columns) and the other digits (solved cells).
    #[inline(always)]
    fn update_band(&mut self, i: usize) -> bool {
        let w = self.cells[i];
        let minirows = SHRINK[(w & ROW) as usize]
            | SHRINK[(w >> 9 & ROW) as usize] << 3
            | SHRINK[(w >> 18 & ROW) as usize] << 6;
        let w = w & BAND_LOGIC[minirows as usize];
        if w == 0 {
            return false;
        }
        let band = i % 3;
        let base = i - band;
        let columns = (w | w >> 9 | w >> 18) & ROW;
        let keep = COLUMN_POINTING[columns as usize];
        self.cells[base + (band + 1) % 3] &= keep;
        self.cells[base + (band + 2) % 3] &= keep;
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
        let solved = w & rows;
        self.unsolved[band] &= !solved;
        let mut j = band;
        while j < 27 {
            self.cells[j] &= !solved;
            j += 3;
        }
        self.cells[i] = w;
        self.seen[i] = w;
        true
    }

    /// Places every cell with one candidate; notes the cells with two. `None` on a cell
    /// without candidates, else whether anything was placed.
    fn naked_singles(&mut self) -> Option<bool> {
        let mut progress = false;
        for band in 0..3 {
            let (mut one, mut two, mut three) = (0u32, 0u32, 0u32);
            let mut j = band;
            while j < 27 {
                let w = self.cells[j];
                three |= two & w;
                two |= one & w;
                one |= w;
                j += 3;
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
                let digit = (0..9).find(|&d| self.allows(d, cell))?;
                self.place(digit, cell);
                progress = true;
            }
        }
        Some(progress)
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
        let mut best_count = u32::MAX;
        for band in 0..3 {
            let mut open = self.unsolved[band];
            while open != 0 {
                let bit = open & open.wrapping_neg();
                open ^= bit;
                let cell = BandCell { band, bit };
                let count = (0..9).filter(|&d| self.allows(d, cell)).count() as u32;
                if count < best_count {
                    best = cell;
                    best_count = count;
                }
            }
        }
        best
    }

    /// The digits of a solved board, row-major.
    pub(crate) fn to_digits(&self) -> [u8; 81] {
        let mut out = [0u8; 81];
        for digit in 0..9 {
            for band in 0..3 {
                let mut bits = self.cells[3 * digit + band];
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
