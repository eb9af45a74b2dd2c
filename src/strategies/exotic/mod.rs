//! Exotic patterns: the patterns of the hardest lists, which the players who solve the
//! forum's hardest puzzles by hand reach for where other solvers need forcing nets.
//!
//! Each rests on a counting or parity argument over a fixed shape of cells, not on the
//! puzzle having one solution, so the engine runs them on any grid. They are tried after
//! the almost-locked-set chains and before every forcing chain or net, cheapest first:
//!
//! - [`Tridagon`]: three digits in twelve cells of four boxes that cannot all be filled
//!   (Denis Berthier's tridagon, the forum's "Thor's hammer");
//! - [`SkLoop`]: Steve Kurzhals' loop of sixteen cells in four boxes;
//! - [`JuniorExocet`]: David P. Bird's Junior Exocet, base and target cells of one band;
//! - [`MultiSectorLockedSet`]: cells of some rows and columns with as many row and column
//!   links as cells (rank 0).
//!
//! Their scores sit between the ALS chains (7.4) and the forcing chains (8.0), Sudoku
//! Explainer not rating them; the rule is the size of what a person must check: twelve
//! cells (7.5), sixteen cells and eight links (7.6), two base cells, two targets and the
//! eighteen cells of three cross-lines (7.7), and a set of a dozen to thirty cells with
//! its count of links (7.8).

mod junior_exocet;
mod msls;
mod sk_loop;
mod tridagon;

pub use junior_exocet::JuniorExocet;
pub use msls::MultiSectorLockedSet;
pub use sk_loop::SkLoop;
pub use tridagon::Tridagon;
