//! Colouring: the two colours of a digit's clusters of conjugate pairs, one of which
//! holds the digit everywhere and the other nowhere; and 3D Medusa, the same colours
//! spread across digits through bivalue cells.

pub(crate) mod medusa;
mod multi_colours;
mod simple_colours;

pub use medusa::{MedusaTrap, MedusaWrap};
pub use multi_colours::MultiColours;
pub use simple_colours::{SimpleColoursTrap, SimpleColoursWrap};
