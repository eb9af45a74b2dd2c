//! XY-Chain: a chain of bivalue cells.

use std::ops::ControlFlow;

use crate::strategies::{Found, Scan};
use crate::{CandidateView, Technique};

/// XY-Chain: bivalue cells, each seeing the next and sharing a digit with it, that
/// start and end on the same digit `z`: if the first cell is not `z` then, cell by cell,
/// the last one is. So one of the two end cells holds `z`, and no cell that sees both
/// can.
///
/// Written `XY-Chain: (1=2)r1c1-(2=5)r1c5-(5=1)r3c5 => r3c1<>1`. The shortest chain is
/// reported first.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::XyChain, GridSolver, LayerGrid};
///
/// let grid: LayerGrid = "
/// +-------------+-----------------+---------------+
/// | 57  9   1   | 34  8     257   | 257   34  6   |
/// | 34  57  +2  | +9  1467  13567 | 1457  38  178 |
/// | 34  6   8   | 13  12457 12357 | 12457 9   17  |
/// +-------------+-----------------+---------------+
/// | 19  47  467 | 8   12467 12679 | 147   5   3   |
/// | 18  2   +5  | 146 3     167   | 9     468 178 |
/// | 189 3   467 | 5   1467  1679  | 147   68  2   |
/// +-------------+-----------------+---------------+
/// | 6   145 34  | 7   9     135   | 8     +2  45  |
/// | 57  +8  37  | 2   56    4     | 36    1   +9  |
/// | 2   145 9   | 136 156   +8    | 36    7   45  |
/// +-------------+-----------------+---------------+
/// ".parse()?;
/// let step = XyChain.find(&grid).expect("an XY-Chain");
/// assert_eq!(step.to_string(), "XY-Chain: (5=4)r7c9-(4=3)r7c3-(3=7)r8c3-(7=5)r8c1 => r7c2<>5");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct XyChain;

impl Scan for XyChain {
    const TECHNIQUE: Technique = Technique::XyChain;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        super::scan(view, Technique::XyChain, found)
    }
}

#[cfg(test)]
mod tests {
    // States reached by the engine from minimal puzzles made from `Grid::random_solved`.

    use super::*;
    use crate::GridSolver;
    use crate::LayerGrid;
    use crate::strategies::test_support::{aic_state_with, candidates, eliminations, pencil};

    fn xy_chain() -> String {
        aic_state_with(&[("r7c2", "145")])
    }

    #[test]
    fn chains_bivalue_cells() {
        let grid = pencil(&xy_chain());
        let step = XyChain.find(&grid).unwrap();
        assert_eq!(eliminations(&step), candidates("r7c2<>5"));
        assert_eq!(
            step.to_string(),
            "XY-Chain: (5=4)r7c9-(4=3)r7c3-(3=7)r8c3-(7=5)r8c1 => r7c2<>5"
        );
        assert_eq!(step.pattern().links.len(), 7);
    }

    #[test]
    fn nothing_without_bivalue_chains() {
        assert!(XyChain.find(&LayerGrid::new()).is_none());
        let grid = pencil(crate::strategies::test_support::AIC_STATE);
        assert!(XyChain.find(&grid).is_none());
    }
}
