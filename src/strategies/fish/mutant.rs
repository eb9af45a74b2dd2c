//! Mutant fish: fish whose houses mix rows and columns on one side, take lines of one
//! direction on both sides, or boxes alone on one side: X-Wing, Swordfish and Jellyfish,
//! and their finned forms up to the Squirmbag (five base houses) and the Whale (six),
//! as HoDoKu defines them. See [`complex`](super::complex) for the definitions and the
//! search.

use std::ops::ControlFlow;

use super::complex::{FinRule, Kind, Shape, scan};
use crate::strategies::{Found, Scan};
use crate::{CandidateView, Technique};

/// Mutant X-Wing: a Mutant fish of two base and two cover houses.
#[derive(Clone, Copy, Debug, Default)]
pub struct MutantXWing;

/// Mutant Swordfish: a Mutant fish of three base and three cover houses.
#[derive(Clone, Copy, Debug, Default)]
pub struct MutantSwordfish;

/// Mutant Jellyfish: a Mutant fish of four base and four cover houses.
#[derive(Clone, Copy, Debug, Default)]
pub struct MutantJellyfish;

/// Finned Mutant X-Wing: a Mutant X-Wing with fins.
#[derive(Clone, Copy, Debug, Default)]
pub struct FinnedMutantXWing;

/// Finned Mutant Swordfish: a Mutant Swordfish with fins.
#[derive(Clone, Copy, Debug, Default)]
pub struct FinnedMutantSwordfish;

/// Finned Mutant Jellyfish: a Mutant Jellyfish with fins.
#[derive(Clone, Copy, Debug, Default)]
pub struct FinnedMutantJellyfish;

/// Finned Mutant Squirmbag: a finned Mutant fish of five base and five cover houses.
#[derive(Clone, Copy, Debug, Default)]
pub struct FinnedMutantSquirmbag;

/// Finned Mutant Whale: a finned Mutant fish of six base and six cover houses.
#[derive(Clone, Copy, Debug, Default)]
pub struct FinnedMutantWhale;


macro_rules! mutant_fish {
    ($type:ident, $size:literal, $fins:expr) => {
        impl Scan for $type {
            const TECHNIQUE: Technique = Technique::$type;

            fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
                let shape = (Kind::Mutant, $size);
                scan(view.grid(), found, Technique::$type, shape, $fins, &Shape::ANY)
            }
        }
    };
}

mutant_fish!(MutantXWing, 2, FinRule::NONE);
mutant_fish!(MutantSwordfish, 3, FinRule::NONE);
mutant_fish!(MutantJellyfish, 4, FinRule::NONE);
mutant_fish!(FinnedMutantXWing, 2, FinRule::FINNED);
mutant_fish!(FinnedMutantSwordfish, 3, FinRule::FINNED);
mutant_fish!(FinnedMutantJellyfish, 4, FinRule::FINNED);
mutant_fish!(FinnedMutantSquirmbag, 5, FinRule::FINNED);
mutant_fish!(FinnedMutantWhale, 6, FinRule::FINNED);
