//! Small lookup tables for the band engine, computed at compile time.
//!
//! A band word holds 27 cells (three rows of nine, row-major, bit `9 * row + column`).
//! A *minirow* is the three cells where a row meets a box; the nine minirows of a band
//! are numbered `3 * row + box` in the 9-bit minirow masks below.

/// All 27 cells of a band.
pub(crate) const BAND: u32 = 0o777_777_777;
/// The first row of a band (9 bits).
pub(crate) const ROW: u32 = 0o777;

/// The six ways to put one digit in each row and each box of a band, as 9-bit minirow
/// masks (row `r` uses box `p[r]`): the *placements* of a digit in a band.
pub(crate) const PERMUTATIONS: [u32; 6] = {
    let boxes = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
    let mut masks = [0u32; 6];
    let mut i = 0;
    while i < 6 {
        masks[i] = 1 << boxes[i][0] | 1 << (3 + boxes[i][1]) | 1 << (6 + boxes[i][2]);
        i += 1;
    }
    masks
};

/// The cells of each of the six placements of a digit in a band.
pub(crate) const PERMUTATION_CELLS: [u32; 6] = {
    let mut cells = [0u32; 6];
    let mut i = 0;
    while i < 6 {
        cells[i] = minirow_cells(PERMUTATIONS[i]);
        i += 1;
    }
    cells
};

/// For a 9-bit minirow mask, which of the six placements fit (bit `p` for placement `p`).
pub(crate) const FITTING: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut m = 0;
    while m < 512 {
        let mut fit = 0u8;
        let mut p = 0;
        while p < 6 {
            if PERMUTATIONS[p] & m as u32 == PERMUTATIONS[p] {
                fit |= 1 << p;
            }
            p += 1;
        }
        table[m] = fit;
        m += 1;
    }
    table
};

/// For a 9-bit minirow mask, how many of the six placements fit.
pub(crate) const FIT_COUNT: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut m = 0;
    while m < 512 {
        table[m] = FITTING[m].count_ones() as u8;
        m += 1;
    }
    table
};

/// For a 9-bit minirow mask, the minirows that are alone in their row.
pub(crate) const LOCKED: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut m = 0;
    while m < 512 {
        let mut locked = 0;
        let mut row = 0;
        while row < 3 {
            let g = (m >> (3 * row)) & 7;
            if g == 1 || g == 2 || g == 4 {
                locked |= g << (3 * row);
            }
            row += 1;
        }
        table[m] = locked as u32;
        m += 1;
    }
    table
};

/// The cells of each 9-bit minirow mask.
pub(crate) const MINIROW_CELLS: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut m = 0;
    while m < 512 {
        table[m] = minirow_cells(m as u32);
        m += 1;
    }
    table
};

/// For a 9-bit mask of minirows a digit must occupy, the other minirows of their rows
/// and boxes: the ones it must leave (two such minirows in one row or box remove each
/// other, leaving the contradiction to the band logic).
const fn forced_drop(m: u32) -> u32 {
    let mut drop = 0;
    let mut f = 0;
    while f < 9 {
        if m >> f & 1 == 1 {
            let (row, bx) = (f / 3, f % 3);
            let mut g = 0;
            while g < 9 {
                if g != f && (g / 3 == row || g % 3 == bx) {
                    drop |= 1 << g;
                }
                g += 1;
            }
        }
        f += 1;
    }
    drop
}

/// For a 9-bit mask of minirows a digit must occupy, the cells it keeps: all but those
/// of [`forced_drop`]'s minirows.
pub(crate) const FORCED_KEEP: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut m = 0;
    while m < 512 {
        table[m] = BAND & !minirow_cells(forced_drop(m as u32));
        m += 1;
    }
    table
};

/// [`FORCED_KEEP`] for a stack: bits `3 * band + j` in and out (no expansion to cells).
pub(crate) const FORCED_KEEP9: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut m = 0;
    while m < 512 {
        table[m] = 0o777 & !forced_drop(m as u32);
        m += 1;
    }
    table
};

/// The cells of a 9-bit minirow mask.
const fn minirow_cells(minirows: u32) -> u32 {
    let mut cells = 0;
    let mut m = 0;
    while m < 9 {
        if minirows >> m & 1 == 1 {
            let (row, bx) = (m / 3, m % 3);
            cells |= 0b111 << (9 * row + 3 * bx);
        }
        m += 1;
    }
    cells
}

/// For a 9-bit mask of the minirows where a digit may still be in a band: in the low 32
/// bits, the cells of the minirows that belong to at least one placement of the digit
/// in all three rows and boxes (zero when there is none); in the high bits, those
/// minirows as a 9-bit mask. This is the row and box logic of a band: locked candidates
/// both ways and the one-per-row, one-per-box rule.
pub(crate) const BAND_LOGIC: [u64; 512] = {
    let mut table = [0u64; 512];
    let mut m = 0;
    while m < 512 {
        let mut keep = 0;
        let mut p = 0;
        while p < 6 {
            if PERMUTATIONS[p] & m as u32 == PERMUTATIONS[p] {
                keep |= PERMUTATIONS[p];
            }
            p += 1;
        }
        table[m] = minirow_cells(keep) as u64 | (keep as u64) << 32;
        m += 1;
    }
    table
};

/// The band logic as the band update uses it, indexed by [`minirow_hash`] of the
/// minirows holding a candidate: the cells of the minirows kept at bits 0 to 26, those
/// minirows as a 9-bit mask at bits 27 to 35, and the cells of the kept minirows left
/// alone in their row at bits 36 to 62 (one lookup, so that nothing in the update waits
/// for a second one).
pub(crate) const BAND_UPDATE: [u64; 512] = {
    let mut table = [0u64; 512];
    let mut m = 0;
    while m < 512 {
        let logic = BAND_LOGIC[m];
        let keep = (logic >> 32) as usize;
        table[minirow_hash(minirow_cells(m as u32) & GROUP_LOW)] =
            (logic & BAND as u64) | (keep as u64) << 27 | (MINIROW_CELLS[LOCKED[keep] as usize] as u64) << 36;
        m += 1;
    }
    table
};

/// Bit 0 of each 3-bit group of a 27-bit word: one bit per minirow.
pub(crate) const GROUP_LOW: u32 = 0o111_111_111;

/// A multiplier that maps the 512 subsets of [`GROUP_LOW`] one to one onto the top nine
/// bits of the 64-bit product (found by a search over sparse multipliers; the test
/// `minirow_hash_is_one_to_one` checks it): one multiplication and one shift make a
/// word's minirows a table index, five operations fewer than gathering them in order.
const MINIROW_MAGIC: u64 = 0x0100_4080_0000_0480;

/// The table index of the minirows `present` (a subset of [`GROUP_LOW`]).
#[inline(always)]
const fn minirow_hash(present: u32) -> usize {
    ((present as u64).wrapping_mul(MINIROW_MAGIC) >> 55) as usize
}

/// [`BAND_UPDATE`] for a band word.
#[inline(always)]
pub(crate) fn band_update(w: u32) -> u64 {
    BAND_UPDATE[minirow_hash((w | w >> 1 | w >> 2) & GROUP_LOW)]
}

/// For the 9-bit column mask of a digit in one band, the cells the digit keeps in the
/// other two bands: a box whose candidates lie in one column claims that column.
pub(crate) const COLUMN_POINTING: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut cols = 0;
    while cols < 512 {
        let mut keep = BAND;
        let mut stack = 0;
        while stack < 3 {
            let g: usize = (cols >> (3 * stack)) & 7;
            if g == 1 || g == 2 || g == 4 {
                let c = 3 * stack + g.trailing_zeros() as usize;
                keep &= !(1 << c | 1 << (c + 9) | 1 << (c + 18));
            }
            stack += 1;
        }
        table[cols] = keep;
        cols += 1;
    }
    table
};

/// For a cell of a band, the cells a digit placed there keeps in its band: everything
/// but the rest of its row and box.
pub(crate) const KEEP_IN_BAND: [u32; 27] = {
    let mut table = [0u32; 27];
    let mut i = 0;
    while i < 27 {
        let (row, col) = (i / 9, i % 9);
        let row_cells = ROW << (9 * row);
        let box_cells = 0o007_007_007 << (3 * (col / 3));
        table[i] = (BAND & !(row_cells | box_cells)) | 1 << i;
        i += 1;
    }
    table
};

/// For a cell of a band, its column in every band (three bits).
pub(crate) const COLUMN: [u32; 27] = {
    let mut table = [0u32; 27];
    let mut i = 0;
    while i < 27 {
        let col = i % 9;
        table[i] = 1 << col | 1 << (col + 9) | 1 << (col + 18);
        i += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn band_logic_keeps_full_band_and_rejects_impossible() {
        assert_eq!(BAND_LOGIC[0o777] as u32, BAND);
        assert_eq!(BAND_LOGIC[0o777] >> 32, 0o777);
        // Rows 0 and 1 both confined to box 0: no placement.
        assert_eq!(BAND_LOGIC[0o701], 0);
        // Row 0 only in box 0: box 0 is taken from rows 1 and 2.
        assert_eq!(BAND_LOGIC[0o771] as u32, 0o770_770_007);
        assert_eq!(BAND_LOGIC[0o771] >> 32, 0o661);
    }

    #[test]
    fn minirow_hash_is_one_to_one() {
        let mut seen = [false; 512];
        for m in 0..512u32 {
            let h = minirow_hash(minirow_cells(m) & GROUP_LOW);
            assert!(!seen[h], "minirows {m:o}");
            seen[h] = true;
        }
    }

    #[test]
    fn band_update_agrees_with_band_logic() {
        // Every minirow mask, with each present minirow holding one of its three cells.
        for m in 0..512u32 {
            for pick in 0..3 {
                let mut w = 0;
                for k in 0..9 {
                    if m >> k & 1 == 1 {
                        w |= 1 << (3 * k + (pick + k) % 3);
                    }
                }
                let update = band_update(w);
                let logic = BAND_LOGIC[m as usize];
                assert_eq!(update as u32 & BAND, logic as u32, "minirows {m:o}");
                let keep = (logic >> 32) as usize;
                assert_eq!((update >> 27) as usize & 0o777, keep);
                assert_eq!((update >> 36) as u32, MINIROW_CELLS[LOCKED[keep] as usize]);
            }
        }
    }

    #[test]
    fn pointing_claims_single_columns() {
        // Column 0 only in stack 0; stacks 1 and 2 open.
        assert_eq!(COLUMN_POINTING[0o771], BAND & !0o001_001_001);
        assert_eq!(COLUMN_POINTING[0o777], BAND);
    }
}
