//! Colouring: the two colours of a digit's clusters of conjugate pairs, one of which
//! holds the digit everywhere and the other nowhere.

mod multi_colours;
mod simple_colours;

pub use multi_colours::MultiColours;
pub use simple_colours::{SimpleColoursTrap, SimpleColoursWrap};
