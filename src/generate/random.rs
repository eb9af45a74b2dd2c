//! The generator's random numbers: seeded, portable, documented.
//!
//! Puzzle `index` of seed `seed` draws from a PCG generator (`Mcg128Xsl64`, also known
//! as `Pcg64Mcg`, from `rand_pcg`) whose 16-byte seed is two outputs of SplitMix64: the
//! first started from `seed`, its output mixed with `index` to start the second. A number
//! below `n` is drawn from a 32-bit output by Lemire's multiply-and-shift with rejection,
//! so it is unbiased. Every step is integer arithmetic with fixed widths, so the same
//! seed gives the same numbers on every platform.

use rand_core::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

use crate::split_mix::SplitMix64;

/// The random source of one puzzle.
pub(crate) struct Random(Pcg64Mcg);

impl Random {
    /// The source of puzzle `index` of `seed`.
    pub(crate) fn for_puzzle(seed: u64, index: u64) -> Random {
        let base = SplitMix64::new(seed).next_u64();
        let mut mix = SplitMix64::new(base ^ index.wrapping_mul(0xD1B5_4A32_D192_ED03));
        let mut bytes = [0u8; 16];
        bytes[..8].copy_from_slice(&mix.next_u64().to_le_bytes());
        bytes[8..].copy_from_slice(&mix.next_u64().to_le_bytes());
        Random(Pcg64Mcg::from_seed(bytes))
    }

    /// A number below `n` (0 when `n` is 0 or 1).
    pub(crate) fn below(&mut self, n: usize) -> usize {
        if n <= 1 {
            return 0;
        }
        let range = u32::try_from(n).unwrap_or(u32::MAX);
        let mut product = u64::from(self.0.next_u32()) * u64::from(range);
        if (product as u32) < range {
            let threshold = range.wrapping_neg() % range;
            while (product as u32) < threshold {
                product = u64::from(self.0.next_u32()) * u64::from(range);
            }
        }
        (product >> 32) as usize
    }

    /// Shuffles `items` (Fisher-Yates).
    pub(crate) fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_numbers_are_fixed_for_a_seed() {
        // Fixed values: a change here changes every generated puzzle.
        let mut random = Random::for_puzzle(1, 0);
        let drawn: Vec<usize> = (0..8).map(|_| random.below(100)).collect();
        let mut again = Random::for_puzzle(1, 0);
        assert_eq!(drawn, (0..8).map(|_| again.below(100)).collect::<Vec<_>>());
        let mut other = Random::for_puzzle(1, 1);
        assert_ne!(drawn, (0..8).map(|_| other.below(100)).collect::<Vec<_>>());
        assert!(drawn.iter().all(|&x| x < 100));
    }

    #[test]
    fn the_numbers_are_the_same_on_every_platform() {
        // Pinned: integer arithmetic of fixed width only, so any platform draws these.
        let mut random = Random::for_puzzle(1, 0);
        let drawn: Vec<usize> = (0..12).map(|_| random.below(1000)).collect();
        assert_eq!(drawn, [287, 588, 273, 271, 130, 290, 73, 195, 292, 393, 658, 496]);
    }

    #[test]
    fn below_covers_its_range() {
        let mut random = Random::for_puzzle(7, 7);
        let mut seen = [false; 9];
        for _ in 0..1000 {
            seen[random.below(9)] = true;
        }
        assert!(seen.iter().all(|&s| s));
        assert_eq!(random.below(1), 0);
        assert_eq!(random.below(0), 0);
    }
}
