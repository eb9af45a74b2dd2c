//! Choosing k items out of a few: the subsets of subsets, fish and wings.

use std::ops::ControlFlow;

/// Calls `visit` with every combination of `k` items of `items`, in lexicographic order
/// of positions, until it breaks.
pub(crate) fn for_each_combination<T: Copy>(
    items: &[T],
    k: usize,
    mut visit: impl FnMut(&[T]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    fn recurse<T: Copy>(
        items: &[T],
        k: usize,
        start: usize,
        chosen: &mut Vec<T>,
        visit: &mut impl FnMut(&[T]) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        if chosen.len() == k {
            return visit(chosen);
        }
        let needed = k - chosen.len();
        for i in start..items.len() {
            if items.len() - i < needed {
                break;
            }
            chosen.push(items[i]);
            recurse(items, k, i + 1, chosen, visit)?;
            chosen.pop();
        }
        ControlFlow::Continue(())
    }
    if k == 0 || k > items.len() {
        return ControlFlow::Continue(());
    }
    let mut chosen = Vec::with_capacity(k);
    recurse(items, k, 0, &mut chosen, &mut visit)
}

/// Calls `visit` with every combination of `k` of `masks` that hold exactly `k` bits
/// between them (the cells of a naked subset and their digits, the digits of a hidden
/// one and their places), as the positions chosen (bit `i`: `masks[i]`) and the union
/// of their masks, in lexicographic order of positions, until it breaks.
///
/// The combinations are those [`for_each_combination`] gives, in its order, less those
/// whose masks hold other than `k` bits; a branch whose masks already hold more than `k`
/// bits is cut, since more masks only add bits.
pub(crate) fn for_each_closed_combination(
    masks: &[u16],
    k: usize,
    mut visit: impl FnMut(u16, u16) -> ControlFlow<()>,
) -> ControlFlow<()> {
    fn recurse(
        masks: &[u16],
        (k, count): (usize, usize),
        (start, chosen, union): (usize, u16, u16),
        visit: &mut impl FnMut(u16, u16) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        if count == k {
            return match union.count_ones() as usize == k {
                true => visit(chosen, union),
                false => ControlFlow::Continue(()),
            };
        }
        for i in start..=masks.len() - (k - count) {
            let with = union | masks[i];
            if with.count_ones() as usize > k {
                continue;
            }
            recurse(masks, (k, count + 1), (i + 1, chosen | 1 << i, with), visit)?;
        }
        ControlFlow::Continue(())
    }
    if k == 0 || k > masks.len() || masks.len() > 16 {
        return ControlFlow::Continue(());
    }
    recurse(masks, (k, 0), (0, 0, 0), &mut visit)
}

/// Calls `visit` with every subset of `size` bits of `mask` (a set of up to 16 lines or
/// positions), as a mask, in lexicographic order of the bits, until it breaks.
pub(crate) fn for_each_bit_subset(
    mask: u16,
    size: u32,
    mut visit: impl FnMut(u16) -> ControlFlow<()>,
) -> ControlFlow<()> {
    bit_subsets(mask, size).try_for_each(&mut visit)
}

/// The subsets of `size` bits of `mask` (a set of up to 16 lines or positions), as
/// masks, in increasing order (which is the lexicographic order of their bits).
///
/// Pure word arithmetic: Gosper's rule steps through the `size`-bit combinations of the
/// set bits of `mask`, and each is spread back onto those bits.
pub(crate) fn bit_subsets(mask: u16, size: u32) -> BitSubsets {
    let count = mask.count_ones();
    // The single-bit masks of `mask`, lowest first.
    let mut bits = [0u16; 16];
    let mut rest = mask;
    for bit in bits.iter_mut().take(count as usize) {
        *bit = rest & rest.wrapping_neg();
        rest &= rest - 1;
    }
    let end = 1u32 << count;
    let combo = if size == 0 || size > count {
        end
    } else {
        (1 << size) - 1
    };
    BitSubsets { bits, combo, end }
}

/// The iterator of [`bit_subsets`]: the next combination of positions among `bits`.
pub(crate) struct BitSubsets {
    bits: [u16; 16],
    combo: u32,
    end: u32,
}

impl Iterator for BitSubsets {
    type Item = u16;

    #[inline]
    fn next(&mut self) -> Option<u16> {
        let combo = self.combo;
        if combo >= self.end {
            return None;
        }
        let mut subset = 0;
        let mut chosen = combo;
        while chosen != 0 {
            subset |= self.bits[chosen.trailing_zeros() as usize];
            chosen &= chosen - 1;
        }
        let lowest = combo & combo.wrapping_neg();
        let ripple = combo + lowest;
        self.combo = (((ripple ^ combo) >> 2) / lowest) | ripple;
        Some(subset)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bit_subsets_are_the_combinations_of_the_set_bits() {
        let mut seen = Vec::new();
        let _ = for_each_bit_subset(0b1_0110_0100, 2, |s| {
            seen.push(s);
            ControlFlow::Continue(())
        });
        assert_eq!(
            seen,
            vec![
                0b0_0010_0100,
                0b0_0100_0100,
                0b0_0110_0000,
                0b1_0000_0100,
                0b1_0010_0000,
                0b1_0100_0000
            ]
        );
        // In increasing order: the masks of `k` bits within the set, as they come (none
        // of no bits).
        for mask in [0x1ff, 0b1_0110_0100, 0b0_1111_0110] {
            assert_eq!(bit_subsets(mask, 0).next(), None);
            for k in 1..=10 {
                let expected = (0..512u16).filter(|m| m.count_ones() == k && m & !mask == 0);
                assert!(bit_subsets(mask, k).eq(expected), "{mask:b}, k = {k}");
            }
        }
        for (k, expected) in [(0, 0), (1, 9), (2, 36), (3, 84), (4, 126), (9, 1), (10, 0)] {
            let mut count = 0;
            let _ = for_each_bit_subset(0x1ff, k, |s| {
                assert_eq!(s.count_ones(), k);
                count += 1;
                ControlFlow::Continue(())
            });
            assert_eq!(count, expected, "k = {k}");
        }
    }

    #[test]
    fn counts_match_binomials() {
        let items: Vec<u8> = (0..9).collect();
        for (k, expected) in [(0, 0), (1, 9), (2, 36), (3, 84), (4, 126), (9, 1), (10, 0)] {
            let mut count = 0;
            let _ = for_each_combination(&items, k, |_| {
                count += 1;
                ControlFlow::Continue(())
            });
            assert_eq!(count, expected, "k = {k}");
        }
    }

    #[test]
    fn closed_combinations_are_the_combinations_whose_masks_hold_k_bits() {
        let masks = [0b011u16, 0b110, 0b101, 0b1_1000, 0b1_0001, 0b011, 0b111_0000];
        for k in 0..=8 {
            let mut expected = Vec::new();
            let _ = for_each_combination(&(0..masks.len()).collect::<Vec<_>>(), k, |chosen| {
                let union = chosen.iter().fold(0u16, |acc, &i| acc | masks[i]);
                if union.count_ones() as usize == k {
                    expected.push((chosen.iter().fold(0u16, |acc, &i| acc | 1 << i), union));
                }
                ControlFlow::Continue(())
            });
            let mut seen = Vec::new();
            let _ = for_each_closed_combination(&masks, k, |chosen, union| {
                seen.push((chosen, union));
                ControlFlow::Continue(())
            });
            assert_eq!(seen, expected, "k = {k}");
        }
        let mut first = None;
        let flow = for_each_closed_combination(&masks, 2, |chosen, _| {
            first = Some(chosen);
            ControlFlow::Break(())
        });
        assert_eq!((flow, first), (ControlFlow::Break(()), Some(0b10_0001)));
    }

    #[test]
    fn stops_when_told() {
        let mut seen = Vec::new();
        let flow = for_each_combination(&[1, 2, 3], 2, |c| {
            seen.push(c.to_vec());
            ControlFlow::Break(())
        });
        assert_eq!(flow, ControlFlow::Break(()));
        assert_eq!(seen, vec![vec![1, 2]]);
    }
}
