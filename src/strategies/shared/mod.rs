//! What strategies of several families share: the candidates of every cell, choosing
//! k of n, conjugate pairs with their colour clusters, and what the scans of a walk
//! found nothing in.

pub(crate) mod candidate_map;
pub(crate) mod combinations;
pub(crate) mod conjugates;
pub(crate) mod fruitless;

/// The number of bits of each nine-bit mask (of digits, rows, columns or lines), by
/// table: built for a generic x86-64 without a population-count instruction,
/// `count_ones` takes a dozen instructions or more, and several searches count such
/// masks in their innermost loops.
const NINE_BIT_COUNT: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut mask = 0;
    while mask < 512 {
        table[mask] = (mask as u32).count_ones() as u8;
        mask += 1;
    }
    table
};

/// How many of the nine low bits of `mask` are set.
#[inline]
pub(crate) fn nine_bit_count(mask: u16) -> u32 {
    u32::from(NINE_BIT_COUNT[usize::from(mask & 0x1ff)])
}

/// How many cells `cells` holds, one step per cell: for the sets of a few cells that
/// the fish searches count in their innermost loops (a house's places, the fins), where
/// `count_ones` on 128 bits takes some thirty instructions on the baseline x86-64 target.
#[inline]
pub(crate) fn few_bits_count(mut cells: u128) -> u32 {
    let mut count = 0;
    while cells != 0 {
        cells &= cells - 1;
        count += 1;
    }
    count
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn few_bits_count_counts_every_bit() {
        for cells in [0u128, 1, 1 << 80, (1 << 81) - 1, 0b1011 << 40, u128::MAX] {
            assert_eq!(few_bits_count(cells), cells.count_ones(), "{cells:#b}");
        }
    }

    #[test]
    fn nine_bit_count_counts_the_nine_low_bits() {
        for mask in 0..=u16::MAX {
            assert_eq!(nine_bit_count(mask), (mask & 0x1ff).count_ones(), "{mask:#b}");
        }
    }
}
