//! Serialization in the forms people read: cells as `"r3c5"`, houses as `"r4"`, grids
//! as their 81-character line, sets as lists.

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::{Cell, CellSet, Digit, DigitSet, Grid, House};

/// Serde as the text `Display` writes and `FromStr` reads.
macro_rules! as_text {
    ($($ty:ty),*) => {$(
        impl Serialize for $ty {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_str(self)
            }
        }

        impl<'de> Deserialize<'de> for $ty {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<$ty, D::Error> {
                String::deserialize(deserializer)?
                    .parse()
                    .map_err(D::Error::custom)
            }
        }
    )*};
}

/// Serde as the list of members.
macro_rules! as_list {
    ($($ty:ty => $member:ty),*) => {$(
        impl Serialize for $ty {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_seq(self.iter())
            }
        }

        impl<'de> Deserialize<'de> for $ty {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<$ty, D::Error> {
                Ok(Vec::<$member>::deserialize(deserializer)?.into_iter().collect())
            }
        }
    )*};
}

as_text!(Cell, House, Grid);
as_list!(CellSet => Cell, DigitSet => Digit);
