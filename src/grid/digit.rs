//! The digits 1 to 9.

use std::fmt;

/// A Sudoku digit, 1 to 9.
///
/// The value is checked when it is made, so a `Digit` in hand is always valid.
///
/// # Example
///
/// ```
/// use sudoku_strata::Digit;
///
/// let seven = Digit::new(7).expect("7 is a digit");
/// assert_eq!(seven.get(), 7);
/// assert_eq!(seven.to_string(), "7");
/// assert!(Digit::new(0).is_none());
/// assert!(Digit::new(10).is_none());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "u8", into = "u8"))]
pub struct Digit(u8);

impl Digit {
    /// The nine digits in order.
    pub const ALL: [Digit; 9] = [
        Digit(1),
        Digit(2),
        Digit(3),
        Digit(4),
        Digit(5),
        Digit(6),
        Digit(7),
        Digit(8),
        Digit(9),
    ];

    /// The digit with this value, or `None` unless `value` is 1 to 9.
    /// `Digit::try_from(value)` gives an error that says why instead
    /// ([`ParseError::DigitOutOfRange`](crate::ParseError::DigitOutOfRange)).
    #[inline]
    #[must_use]
    pub const fn new(value: u8) -> Option<Digit> {
        if value >= 1 && value <= 9 {
            Some(Digit(value))
        } else {
            None
        }
    }

    /// The digit whose zero-based index is `index` (0 is the digit 1), or `None` past 8.
    #[inline]
    #[must_use]
    pub const fn from_index(index: usize) -> Option<Digit> {
        if index < 9 {
            Some(Digit(index as u8 + 1))
        } else {
            None
        }
    }

    /// The value, 1 to 9.
    #[inline]
    #[must_use]
    pub const fn get(self) -> u8 {
        self.0
    }

    /// The zero-based index, 0 to 8: the position of this digit's layer.
    #[inline]
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize - 1
    }
}

impl fmt::Display for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl fmt::Debug for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Digit({})", self.0)
    }
}

impl From<Digit> for u8 {
    fn from(digit: Digit) -> u8 {
        digit.0
    }
}

impl TryFrom<u8> for Digit {
    type Error = crate::ParseError;

    fn try_from(value: u8) -> Result<Digit, Self::Error> {
        Digit::new(value).ok_or(crate::ParseError::DigitOutOfRange { value })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_round_trip_through_their_index() {
        for (index, digit) in Digit::ALL.iter().enumerate() {
            assert_eq!(digit.index(), index);
            assert_eq!(Digit::from_index(index), Some(*digit));
        }
        assert_eq!(Digit::from_index(9), None);
    }

    #[test]
    fn only_one_to_nine_are_digits() {
        let valid: Vec<u8> = (0..=255).filter(|&v| Digit::new(v).is_some()).collect();
        assert_eq!(valid, (1..=9).collect::<Vec<u8>>());
        assert!(Digit::try_from(0).is_err());
    }
}
