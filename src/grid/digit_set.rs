//! Sets of digits as one 9-bit word.

use std::fmt;

use super::Digit;
use super::bit_set::bit_set;

/// A set of digits, one bit per digit (bit `d - 1` is digit `d`).
///
/// Used for the candidates of a cell and the digits of a pattern. `Display` prints the
/// digits joined by commas (`3,7`), the way eliminations are written.
///
/// # Example
///
/// ```
/// use sudoku_strata::{Digit, DigitSet};
///
/// let pair: DigitSet = [3, 7].iter().filter_map(|&d| Digit::new(d)).collect();
/// assert_eq!(pair.len(), 2);
/// assert_eq!(pair.to_string(), "3,7");
/// assert!(pair.contains(Digit::new(7).unwrap()));
/// assert_eq!((!pair).len(), 7);
/// assert_eq!(format!("{pair:?}"), "DigitSet{3,7}");
/// ```
///
/// The same operators as [`CellSet`](crate::CellSet), their assigning forms, and a set
/// of one digit by `From`:
///
/// ```
/// use sudoku_strata::{Digit, DigitSet};
///
/// let (low, odd) = (DigitSet::from_bits(0b000_001_111), DigitSet::from_bits(0b101_010_101));
/// assert_eq!((low & odd).to_string(), "1,3");
/// assert_eq!((low | odd).to_string(), "1,2,3,4,5,7,9");
/// assert_eq!((low ^ odd).to_string(), "2,4,5,7,9");
/// assert_eq!((low - odd).to_string(), "2,4");
/// let mut set = low;
/// set -= DigitSet::from(Digit::new(4).unwrap());
/// set ^= odd;
/// assert_eq!(set.to_string(), "2,5,7,9");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct DigitSet(u16);

const ALL_BITS: u16 = 0x1ff;

impl DigitSet {
    /// No digits.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::DigitSet;
    ///
    /// assert!(DigitSet::EMPTY.is_empty());
    /// assert_eq!(DigitSet::EMPTY, DigitSet::default());
    /// assert_eq!(DigitSet::EMPTY.to_string(), "");
    /// ```
    pub const EMPTY: DigitSet = DigitSet(0);
    /// All nine digits.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::DigitSet;
    ///
    /// assert_eq!(DigitSet::ALL.len(), 9);
    /// assert_eq!(DigitSet::ALL.to_string(), "1,2,3,4,5,6,7,8,9");
    /// assert_eq!(!DigitSet::ALL, DigitSet::EMPTY);
    /// ```
    pub const ALL: DigitSet = DigitSet(ALL_BITS);

    /// The set whose bits are `bits` (bit `d - 1` is digit `d`); higher bits are dropped.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::DigitSet;
    ///
    /// assert_eq!(DigitSet::from_bits(0b1_0000_0101).to_string(), "1,3,9");
    /// assert_eq!(DigitSet::from_bits(u16::MAX), DigitSet::ALL);
    /// ```
    #[inline]
    #[must_use]
    pub const fn from_bits(bits: u16) -> DigitSet {
        DigitSet(bits & ALL_BITS)
    }

    /// The raw 9-bit word.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Digit, DigitSet};
    ///
    /// let four = DigitSet::single(Digit::new(4).unwrap());
    /// assert_eq!(four.bits(), 0b1000);
    /// assert_eq!(DigitSet::ALL.bits(), 0x1ff);
    /// ```
    #[inline]
    #[must_use]
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// The set of one digit.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Digit, DigitSet};
    ///
    /// let six = DigitSet::single(Digit::new(6).unwrap());
    /// assert_eq!(six.len(), 1);
    /// assert_eq!(six.to_string(), "6");
    /// ```
    #[inline]
    #[must_use]
    pub const fn single(digit: Digit) -> DigitSet {
        DigitSet(1 << digit.index())
    }

    /// How many digits are in the set.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::DigitSet;
    ///
    /// assert_eq!(DigitSet::from_bits(0b110).len(), 2);
    /// assert_eq!(DigitSet::ALL.len(), 9);
    /// ```
    #[inline]
    #[must_use]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::DigitSet;
    ///
    /// assert!(DigitSet::EMPTY.is_empty());
    /// assert!((DigitSet::from_bits(0b01) & DigitSet::from_bits(0b10)).is_empty());
    /// assert!(!DigitSet::ALL.is_empty());
    /// ```
    #[inline]
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the set holds two digits or more: one word operation, where `len` counts
    /// (a dozen instructions or more on the baseline x86-64 target, which has no popcount).
    #[inline]
    #[must_use]
    pub(crate) const fn has_several(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    /// Whether `digit` is in the set.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Digit, DigitSet};
    ///
    /// let pair = DigitSet::from_bits(0b1_0000_0001);
    /// assert!(pair.contains(Digit::new(9).unwrap()));
    /// assert!(!pair.contains(Digit::new(5).unwrap()));
    /// ```
    #[inline]
    #[must_use]
    pub const fn contains(self, digit: Digit) -> bool {
        self.0 >> digit.index() & 1 == 1
    }

    /// Whether every digit of `self` is in `other`.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::DigitSet;
    ///
    /// let pair = DigitSet::from_bits(0b011);
    /// assert!(pair.is_subset(DigitSet::from_bits(0b111)));
    /// assert!(!DigitSet::from_bits(0b111).is_subset(pair));
    /// ```
    #[inline]
    #[must_use]
    pub const fn is_subset(self, other: DigitSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// Adds a digit.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Digit, DigitSet};
    ///
    /// let mut set = DigitSet::EMPTY;
    /// set.insert(Digit::new(7).unwrap());
    /// set.insert(Digit::new(2).unwrap());
    /// assert_eq!(set.to_string(), "2,7");
    /// ```
    #[inline]
    pub fn insert(&mut self, digit: Digit) {
        self.0 |= 1 << digit.index();
    }

    /// Removes a digit.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Digit, DigitSet};
    ///
    /// let mut set = DigitSet::ALL;
    /// set.remove(Digit::new(5).unwrap());
    /// assert_eq!(set.len(), 8);
    /// assert!(!set.contains(Digit::new(5).unwrap()));
    /// ```
    #[inline]
    pub fn remove(&mut self, digit: Digit) {
        self.0 &= !(1 << digit.index());
    }

    /// The smallest digit, if any.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Digit, DigitSet};
    ///
    /// assert_eq!(DigitSet::from_bits(0b1_0100_0000).first(), Digit::new(7));
    /// assert_eq!(DigitSet::EMPTY.first(), None);
    /// ```
    #[inline]
    #[must_use]
    pub const fn first(self) -> Option<Digit> {
        if self.0 == 0 {
            None
        } else {
            Digit::from_index(self.0.trailing_zeros() as usize)
        }
    }

    /// The only digit of a one-digit set; `None` for zero or several digits.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Digit, DigitSet};
    ///
    /// assert_eq!(DigitSet::from_bits(0b1_0000).single_digit(), Digit::new(5));
    /// assert_eq!(DigitSet::from_bits(0b1_1000).single_digit(), None);
    /// ```
    #[inline]
    #[must_use]
    pub const fn single_digit(self) -> Option<Digit> {
        if self.0 != 0 && self.0 & (self.0 - 1) == 0 {
            self.first()
        } else {
            None
        }
    }

    /// The digits in increasing order.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::DigitSet;
    ///
    /// let digits: Vec<u8> = DigitSet::from_bits(0b1_0010_0100).iter().map(|digit| digit.get()).collect();
    /// assert_eq!(digits, [3, 6, 9]);
    /// ```
    #[inline]
    pub fn iter(self) -> DigitSetIter {
        DigitSetIter(self.0)
    }

    /// The digits written together with a separator, for example `"1/2/5"` with `"/"`.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::DigitSet;
    ///
    /// let digits = DigitSet::from_bits(0b1_0011);
    /// assert_eq!(digits.join("/"), "1/2/5");
    /// assert_eq!(digits.join(""), "125");
    /// ```
    #[must_use]
    pub fn join(self, separator: &str) -> String {
        let mut out = String::new();
        for (i, digit) in self.iter().enumerate() {
            if i > 0 {
                out.push_str(separator);
            }
            out.push((b'0' + digit.get()) as char);
        }
        out
    }
}

bit_set! {
    DigitSet(u16) of Digit, all ALL_BITS;
    /// Iterator over the digits of a [`DigitSet`], smallest first.
    DigitSetIter
}

impl fmt::Display for DigitSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.join(","))
    }
}

impl fmt::Debug for DigitSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "DigitSet{{{}}}", self.join(","))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(digits: &[u8]) -> DigitSet {
        digits.iter().filter_map(|&d| Digit::new(d)).collect()
    }

    #[test]
    fn set_algebra() {
        let a = set(&[1, 2, 3]);
        let b = set(&[3, 4]);
        assert_eq!(a & b, set(&[3]));
        assert_eq!(a | b, set(&[1, 2, 3, 4]));
        assert_eq!(a - b, set(&[1, 2]));
        assert_eq!(a ^ b, set(&[1, 2, 4]));
        let mut c = a;
        c -= b;
        c ^= set(&[9]);
        assert_eq!(c, set(&[1, 2, 9]));
        assert_eq!(!DigitSet::EMPTY, DigitSet::ALL);
        assert!(set(&[3]).is_subset(a));
    }

    #[test]
    fn single_digit_only_for_singletons() {
        assert_eq!(set(&[5]).single_digit(), Digit::new(5));
        assert_eq!(set(&[5, 6]).single_digit(), None);
        assert_eq!(DigitSet::EMPTY.single_digit(), None);
    }

    #[test]
    fn several_means_two_or_more() {
        for digits in [
            &[][..],
            &[1],
            &[9],
            &[1, 9],
            &[2, 3, 4],
            &[1, 2, 3, 4, 5, 6, 7, 8, 9],
        ] {
            assert_eq!(set(digits).has_several(), set(digits).len() >= 2, "{digits:?}");
        }
    }

    #[test]
    fn joins_digits_in_order() {
        assert_eq!(set(&[5, 1, 2]).join("/"), "1/2/5");
        assert_eq!(DigitSet::EMPTY.to_string(), "");
    }
}
