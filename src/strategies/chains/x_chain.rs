//! X-Chain: an alternating chain of strong and weak links on one digit.

use std::ops::ControlFlow;

use crate::strategies::{Found, Scan};
use crate::{CandidateView, Technique};

/// X-Chain: on one digit, a chain of cells joined alternately by strong links
/// (conjugate pairs: the only two places of the digit in a house) and weak links (cells
/// that see each other), starting and ending with a strong link. One end holds the
/// digit, so no cell that sees both ends can.
///
/// Written `X-Chain: 4 r1c2=r1c7-r5c7=r5c3 => r5c2<>4` (`=` strong, `-` weak). The
/// shortest chain is reported first.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::XChain, GridSolver, LayerGrid};
///
/// let grid: LayerGrid = "
/// +-------------+-------------+----------------+
/// | 2    39 +8  | 49  6  347  | 1    5     379 |
/// | 1369 7  16  | 8   +5 139  | 2    39    4   |
/// | 139  +5 4   | 19  +2 1379 | 37   6     8   |
/// +-------------+-------------+----------------+
/// | 147  8  17  | 67  9  +2   | 3467 1347  5   |
/// | 157  6  9   | 3   +4 58   | 78   1278  127 |
/// | 457  +2 3   | 67  1  58   | 4678 4789  79  |
/// +-------------+-------------+----------------+
/// | 38   13 +2  | 5   7  14   | 9    148   6   |
/// | 679  4  567 | 2   +8 169  | 357  137   137 |
/// | 6789 19 567 | 149 3  1469 | 4578 12478 127 |
/// +-------------+-------------+----------------+
/// ".parse()?;
/// let step = XChain.find(&grid).expect("an X-Chain");
/// assert_eq!(step.to_string(), "X-Chain: 9 r2c8=r1c9-r1c2=r9c2-r8c1=r8c6 => r2c6<>9");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct XChain;

impl Scan for XChain {
    const TECHNIQUE: Technique = Technique::XChain;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        super::scan(view, Technique::XChain, found)
    }
}

#[cfg(test)]
mod tests {
    // States reached by the engine from minimal puzzles made from `Grid::random_solved`.

    use super::*;
    use crate::GridSolver;
    use crate::LayerGrid;
    use crate::LinkKind;
    use crate::strategies::test_support::{candidates, eliminations, pencil};

    const X_CHAIN: &str = r"
+-------------+-------------+----------------+
| 2    39 +8  | 49  6  347  | 1    5     379 |
| 1369 7  16  | 8   +5 139  | 2    39    4   |
| 139  +5 4   | 19  +2 1379 | 37   6     8   |
+-------------+-------------+----------------+
| 147  8  17  | 67  9  +2   | 3467 1347  5   |
| 157  6  9   | 3   +4 58   | 78   1278  127 |
| 457  +2 3   | 67  1  58   | 4678 4789  79  |
+-------------+-------------+----------------+
| 38   13 +2  | 5   7  14   | 9    148   6   |
| 679  4  567 | 2   +8 169  | 357  137   137 |
| 6789 19 567 | 149 3  1469 | 4578 12478 127 |
+-------------+-------------+----------------+
";

    #[test]
    fn the_shortest_chain_comes_first() {
        let grid = pencil(X_CHAIN);
        let step = XChain.find(&grid).unwrap();
        assert_eq!(eliminations(&step), candidates("r2c6<>9"));
        assert_eq!(
            step.to_string(),
            "X-Chain: 9 r2c8=r1c9-r1c2=r9c2-r8c1=r8c6 => r2c6<>9"
        );
        assert_eq!(
            step.explanation(),
            "If r2c8 is not 9, then r1c9 is 9, so r1c2 is not 9, so r9c2 is 9, so r8c1 is not 9, so r8c6 is 9. So r2c8 is 9 or r8c6 is 9; either way r2c6 cannot be 9."
        );
        // The links alternate, strong first, for a front end to draw.
        let kinds: Vec<LinkKind> = step.pattern().links.iter().map(|l| l.kind).collect();
        assert_eq!(kinds.len(), 5);
        assert!(
            kinds
                .iter()
                .enumerate()
                .all(|(i, &k)| (k == LinkKind::Strong) == (i % 2 == 0))
        );
        for steps in XChain.find_all(&grid).windows(2) {
            assert!(steps[0].pattern().links.len() <= steps[1].pattern().links.len());
        }
    }

    #[test]
    fn nothing_without_conjugate_pairs() {
        assert!(XChain.find(&LayerGrid::new()).is_none());
        let grid = pencil(crate::strategies::test_support::AIC_STATE);
        assert!(XChain.find(&grid).is_none());
    }
}
