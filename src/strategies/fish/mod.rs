//! Fish: a digit whose places in n base houses lie in n cover houses. Basic fish take
//! rows and columns; the finned and sashimi forms have extra places (fins) in one box;
//! Franken and Mutant fish take boxes too (and Mutant fish mix the directions).

mod basic;
pub(crate) mod complex;
mod finned;
mod franken;
mod mutant;
mod reach;

pub use basic::{Jellyfish, Swordfish, XWing};
pub use finned::{
    FinnedJellyfish, FinnedSwordfish, FinnedXWing, SashimiJellyfish, SashimiSwordfish, SashimiXWing,
};
pub use franken::{
    FinnedFrankenJellyfish, FinnedFrankenSwordfish, FinnedFrankenXWing, FrankenJellyfish, FrankenSwordfish,
    FrankenXWing,
};
pub use mutant::{
    FinnedMutantJellyfish, FinnedMutantSquirmbag, FinnedMutantSwordfish, FinnedMutantWhale,
    FinnedMutantXWing, MutantJellyfish, MutantSwordfish, MutantXWing,
};
