//! Sets of digits as one 9-bit word.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not, Sub};

use super::Digit;

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
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct DigitSet(u16);

const ALL_BITS: u16 = 0x1ff;

impl DigitSet {
    /// No digits.
    pub const EMPTY: DigitSet = DigitSet(0);
    /// All nine digits.
    pub const ALL: DigitSet = DigitSet(ALL_BITS);

    /// The set whose bits are `bits` (bit `d - 1` is digit `d`); higher bits are dropped.
    #[inline]
    #[must_use]
    pub const fn from_bits(bits: u16) -> DigitSet {
        DigitSet(bits & ALL_BITS)
    }

    /// The raw 9-bit word.
    #[inline]
    #[must_use]
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// The set of one digit.
    #[inline]
    #[must_use]
    pub const fn single(digit: Digit) -> DigitSet {
        DigitSet(1 << digit.index())
    }

    /// How many digits are in the set.
    #[inline]
    #[must_use]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    #[inline]
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether `digit` is in the set.
    #[inline]
    #[must_use]
    pub const fn contains(self, digit: Digit) -> bool {
        self.0 >> digit.index() & 1 == 1
    }

    /// Whether every digit of `self` is in `other`.
    #[inline]
    #[must_use]
    pub const fn is_subset(self, other: DigitSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// Adds a digit.
    #[inline]
    pub fn insert(&mut self, digit: Digit) {
        self.0 |= 1 << digit.index();
    }

    /// Removes a digit.
    #[inline]
    pub fn remove(&mut self, digit: Digit) {
        self.0 &= !(1 << digit.index());
    }

    /// The smallest digit, if any.
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
    #[inline]
    pub fn iter(self) -> DigitSetIter {
        DigitSetIter(self.0)
    }

    /// The digits written together with a separator, for example `"1/2/5"` with `"/"`.
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

/// Iterator over the digits of a [`DigitSet`], smallest first.
#[derive(Clone, Debug)]
pub struct DigitSetIter(u16);

impl Iterator for DigitSetIter {
    type Item = Digit;

    #[inline]
    fn next(&mut self) -> Option<Digit> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Digit::from_index(index)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for DigitSetIter {}

impl IntoIterator for DigitSet {
    type Item = Digit;
    type IntoIter = DigitSetIter;

    fn into_iter(self) -> DigitSetIter {
        self.iter()
    }
}

impl FromIterator<Digit> for DigitSet {
    fn from_iter<I: IntoIterator<Item = Digit>>(iter: I) -> DigitSet {
        let mut set = DigitSet::EMPTY;
        for digit in iter {
            set.insert(digit);
        }
        set
    }
}

impl From<Digit> for DigitSet {
    fn from(digit: Digit) -> DigitSet {
        DigitSet::single(digit)
    }
}

impl BitAnd for DigitSet {
    type Output = DigitSet;
    #[inline]
    fn bitand(self, rhs: DigitSet) -> DigitSet {
        DigitSet(self.0 & rhs.0)
    }
}

impl BitAndAssign for DigitSet {
    #[inline]
    fn bitand_assign(&mut self, rhs: DigitSet) {
        self.0 &= rhs.0;
    }
}

impl BitOr for DigitSet {
    type Output = DigitSet;
    #[inline]
    fn bitor(self, rhs: DigitSet) -> DigitSet {
        DigitSet(self.0 | rhs.0)
    }
}

impl BitOrAssign for DigitSet {
    #[inline]
    fn bitor_assign(&mut self, rhs: DigitSet) {
        self.0 |= rhs.0;
    }
}

impl BitXor for DigitSet {
    type Output = DigitSet;
    #[inline]
    fn bitxor(self, rhs: DigitSet) -> DigitSet {
        DigitSet(self.0 ^ rhs.0)
    }
}

impl Sub for DigitSet {
    type Output = DigitSet;
    #[inline]
    fn sub(self, rhs: DigitSet) -> DigitSet {
        DigitSet(self.0 & !rhs.0)
    }
}

impl Not for DigitSet {
    type Output = DigitSet;
    #[inline]
    fn not(self) -> DigitSet {
        DigitSet(!self.0 & ALL_BITS)
    }
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
    fn joins_digits_in_order() {
        assert_eq!(set(&[5, 1, 2]).join("/"), "1/2/5");
        assert_eq!(DigitSet::EMPTY.to_string(), "");
    }
}
