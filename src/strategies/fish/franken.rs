//! Franken fish: X-Wing, Swordfish and Jellyfish whose base houses are lines of one
//! direction and boxes, covered by lines of the other direction and boxes, with at least
//! one box; and their finned forms (HoDoKu's definition, in which a sashimi Franken fish
//! is finned too). See [`complex`](super::complex) for the definitions and the search.

use std::ops::ControlFlow;

use super::complex::{FinRule, Kind, Shape, scan};
use crate::strategies::{Found, Scan};
use crate::{CandidateView, Technique};

/// Franken X-Wing: two base houses (a line and a box, or two lines) whose places of a digit lie in two cover houses.
#[derive(Clone, Copy, Debug, Default)]
pub struct FrankenXWing;

/// Franken Swordfish: a Franken fish of three base and three cover houses.
#[derive(Clone, Copy, Debug, Default)]
pub struct FrankenSwordfish;

/// Franken Jellyfish: a Franken fish of four base and four cover houses.
#[derive(Clone, Copy, Debug, Default)]
pub struct FrankenJellyfish;

/// Finned Franken X-Wing: a Franken X-Wing with fins.
#[derive(Clone, Copy, Debug, Default)]
pub struct FinnedFrankenXWing;

/// Finned Franken Swordfish: a Franken Swordfish with fins.
#[derive(Clone, Copy, Debug, Default)]
pub struct FinnedFrankenSwordfish;

/// Finned Franken Jellyfish: a Franken Jellyfish with fins.
#[derive(Clone, Copy, Debug, Default)]
pub struct FinnedFrankenJellyfish;


macro_rules! franken_fish {
    ($type:ident, $size:literal, $fins:expr) => {
        impl Scan for $type {
            const TECHNIQUE: Technique = Technique::$type;

            fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
                let shape = (Kind::Franken, $size);
                scan(view.grid(), found, Technique::$type, shape, $fins, &Shape::LINES_AND_BOXES)
            }
        }
    };
}

franken_fish!(FrankenXWing, 2, FinRule::NONE);
franken_fish!(FrankenSwordfish, 3, FinRule::NONE);
franken_fish!(FrankenJellyfish, 4, FinRule::NONE);
franken_fish!(FinnedFrankenXWing, 2, FinRule::FINNED);
franken_fish!(FinnedFrankenSwordfish, 3, FinRule::FINNED);
franken_fish!(FinnedFrankenJellyfish, 4, FinRule::FINNED);
