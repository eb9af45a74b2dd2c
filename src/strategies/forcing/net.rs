//! Forcing Net: forcing chains that branch, the last logical resort.

use std::ops::ControlFlow;

use super::{DEFAULT_NET_DEPTH, Reach, Scope};
use crate::strategies::{Found, Scan};
use crate::{LayerGrid, Technique};

/// Forcing Net: one of a cell's candidates is true, so whatever every one of them
/// implies is true.
///
/// Each candidate of the cell is taken as true in turn and followed along single
/// implications (a true candidate removes its digit from its peers and the other
/// candidates of its cell; a false one makes true the other candidate of a bivalue cell
/// or the other place of a digit with two places in a house). When every branch reaches
/// the same placement or elimination, it holds. The step lists each branch in Eureka
/// notation: `Forcing Net: r4c5 => r7c2<>6 [(1)r4c5-(1)r4c7=...-(6)r7c2]
/// [(6)r4c5-...-(6)r7c2]`.
///
/// Branches are at most [`max_depth`](ForcingNet::max_depth) implications long
/// (20 by default); of the conclusions found, the one with the shortest branches comes
/// first.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::ForcingNet, GridSolver};
///
/// let strategy = ForcingNet::default().with_max_depth(12);
/// assert_eq!(strategy.max_depth(), 12);
/// assert_eq!(strategy.name(), "Forcing Net");
/// ```
#[derive(Clone, Copy, Debug)]
pub struct ForcingNet {
    max_depth: usize,
}

impl Default for ForcingNet {
    fn default() -> ForcingNet {
        ForcingNet::new()
    }
}

impl ForcingNet {
    /// The strategy with the default depth limit.
    #[must_use]
    pub const fn new() -> ForcingNet {
        ForcingNet {
            max_depth: DEFAULT_NET_DEPTH,
        }
    }

    /// The same strategy with branches of at most `depth` implications.
    #[must_use]
    pub const fn with_max_depth(self, depth: usize) -> ForcingNet {
        ForcingNet { max_depth: depth }
    }

    /// The most implications a branch may use.
    #[must_use]
    pub const fn max_depth(self) -> usize {
        self.max_depth
    }
}

impl Scan for ForcingNet {
    const NAME: &'static str = Technique::ForcingNet.name();

    fn scan(&self, grid: &LayerGrid, found: &mut Found) -> ControlFlow<()> {
        super::scan(
            grid,
            found,
            Scope {
                technique: Technique::ForcingNet,
                reach: Reach::Nets,
                max_depth: self.max_depth,
                contradictions: true,
                cells: true,
                units: true,
                nested: true,
            },
        )
    }
}
