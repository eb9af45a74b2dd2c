//! Wings: a few cells that between them force a digit out of the cells that see the
//! right ones (XY-, XYZ-, W- and WXYZ-Wing).

mod w_wing;
mod wxyz_wing;
mod xy_wing;
mod xyz_wing;

pub use w_wing::WWing;
pub use wxyz_wing::WxyzWing;
pub use xy_wing::XyWing;
pub use xyz_wing::XyzWing;

use std::ops::ControlFlow;

use crate::{CandidateView, Cell, CellSet, Digit, DigitSet, Step, Technique};

/// Calls `visit` with each cell of `pivots` and each two of its bivalue peers that
/// `fits` takes as pincers (given the pivot's candidates and the peer's), the two in
/// cell order: the search that XY- and XYZ-Wing share.
fn for_each_pincer_pair(
    view: &CandidateView<'_>,
    pivots: CellSet,
    fits: impl Fn(DigitSet, DigitSet) -> bool,
    mut visit: impl FnMut(Cell, Cell, Cell) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let map = view.map();
    let bivalue = view.grid().bivalue_cells();
    for pivot in pivots {
        let pincers: Vec<Cell> = (bivalue & pivot.peers())
            .iter()
            .filter(|&c| fits(map[pivot], map[c]))
            .collect();
        for (i, &first) in pincers.iter().enumerate() {
            for &second in &pincers[i + 1..] {
                visit(pivot, first, second)?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// The step of an XY- or XYZ-Wing that removes `z` from `removed`: written
/// `x/y/z in pivot,px,py`, with the three cells' candidates as its pattern.
fn pincer_step(
    (technique, view): (Technique, &CandidateView<'_>),
    [pivot, px, py]: [Cell; 3],
    (xy, z): (DigitSet, Digit),
    removed: CellSet,
    explanation: String,
) -> Step {
    let map = view.map();
    let mut step = Step::builder(technique)
        .detail(format!("{}/{z} in {pivot},{px},{py}", xy.join("/")))
        .eliminate_all(removed, z)
        .explain(explanation);
    for cell in [pivot, px, py] {
        step = step.pattern_candidates(cell, map[cell]);
    }
    step.build()
}
