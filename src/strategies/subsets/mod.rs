//! Subsets: n cells of a house that hold n digits between them (naked, and locked when
//! they also lie in one box-line intersection), or n digits of a house confined to n
//! cells (hidden).

mod hidden_subset;
mod naked_subset;

pub use hidden_subset::{HiddenPair, HiddenQuad, HiddenTriple};
pub use naked_subset::{LockedPair, LockedTriple, NakedPair, NakedQuad, NakedTriple};
