//! SplitMix64, Steele, Lea and Flood's tiny generator of 64-bit numbers: where a seed
//! must give the same numbers on every platform. `Grid::random_solved` draws its digit
//! orders from it, and the generator seeds its PCG with it.

/// A SplitMix64 generator: its state is one word, moved on by a fixed odd step.
pub(crate) struct SplitMix64(u64);

impl SplitMix64 {
    /// A generator started from `seed`.
    pub(crate) const fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    /// The next number.
    #[inline]
    pub(crate) fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_numbers_are_the_published_ones() {
        // The first outputs from seed 0 in the reference implementation.
        let mut random = SplitMix64::new(0);
        let drawn: Vec<u64> = (0..3).map(|_| random.next_u64()).collect();
        assert_eq!(
            drawn,
            [
                0xE220_A839_7B1D_CDAF,
                0x6E78_9E6A_A1B9_65F4,
                0x06C4_5D18_8009_454F
            ]
        );
    }
}
