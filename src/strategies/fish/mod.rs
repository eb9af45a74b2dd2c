//! Fish: a digit whose places in n base lines lie in n cover lines; the finned and
//! sashimi forms, whose extra candidates (fins) sit in one box.

mod basic;
mod finned;

pub use basic::{Jellyfish, Swordfish, XWing};
pub use finned::{
    FinnedJellyfish, FinnedSwordfish, FinnedXWing, SashimiJellyfish, SashimiSwordfish, SashimiXWing,
};
