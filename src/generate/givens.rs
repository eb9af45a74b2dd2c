//! How many givens a generated puzzle may have.

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

use crate::ParseGivensError;

/// How many givens a generated puzzle may have: a range, both ends included.
///
/// `Display` and `FromStr` use the command line's form: `25` for exactly 25, `22..28`
/// for 22 to 28 (`22..=28` reads too).
///
/// # Example
///
/// ```
/// use sudoku_strata::Givens;
///
/// assert_eq!("25".parse::<Givens>()?, Givens::exactly(25));
/// assert_eq!("22..28".parse::<Givens>()?, Givens::between(22, 28));
/// assert_eq!(Givens::from(22..=28).to_string(), "22..28");
/// assert!("lots".parse::<Givens>().is_err());
/// # Ok::<(), sudoku_strata::ParseGivensError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Givens {
    min: u8,
    max: u8,
}

impl Givens {
    /// Any number of givens (17 to 81): the generator empties as many cells as it can.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Givens;
    ///
    /// assert_eq!((Givens::ANY.min(), Givens::ANY.max()), (17, 81));
    /// assert_eq!(Givens::default(), Givens::ANY);
    /// ```
    pub const ANY: Givens = Givens { min: 17, max: 81 };

    /// Exactly `n` givens.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Givens;
    ///
    /// assert_eq!(Givens::exactly(25), Givens::between(25, 25));
    /// ```
    #[must_use]
    pub const fn exactly(n: u8) -> Givens {
        Givens { min: n, max: n }
    }

    /// From `min` to `max` givens, both included.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Givens;
    ///
    /// let range = Givens::between(22, 28);
    /// assert_eq!((range.min(), range.max()), (22, 28));
    /// ```
    #[must_use]
    pub const fn between(min: u8, max: u8) -> Givens {
        Givens { min, max }
    }

    /// The fewest givens allowed.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Givens;
    ///
    /// assert_eq!(Givens::from(20..=30).min(), 20);
    /// ```
    #[must_use]
    pub const fn min(self) -> u8 {
        self.min
    }

    /// The most givens allowed.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Givens;
    ///
    /// assert_eq!(Givens::from(20..=30).max(), 30);
    /// ```
    #[must_use]
    pub const fn max(self) -> u8 {
        self.max
    }
}

impl Default for Givens {
    fn default() -> Givens {
        Givens::ANY
    }
}

impl From<u8> for Givens {
    fn from(n: u8) -> Givens {
        Givens::exactly(n)
    }
}

impl From<RangeInclusive<u8>> for Givens {
    fn from(range: RangeInclusive<u8>) -> Givens {
        Givens::between(*range.start(), *range.end())
    }
}

impl fmt::Display for Givens {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.min == self.max {
            write!(f, "{}", self.min)
        } else {
            write!(f, "{}..{}", self.min, self.max)
        }
    }
}

impl FromStr for Givens {
    type Err = ParseGivensError;

    fn from_str(text: &str) -> Result<Givens, ParseGivensError> {
        let bad = || ParseGivensError {
            text: text.chars().take(32).collect(),
        };
        let number = |s: &str| s.trim().parse::<u8>().map_err(|_| bad());
        match text.split_once("..") {
            None => number(text).map(Givens::exactly),
            Some((min, max)) => {
                let max = max.strip_prefix('=').unwrap_or(max);
                Ok(Givens::between(number(min)?, number(max)?))
            }
        }
    }
}
