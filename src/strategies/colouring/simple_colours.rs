//! Simple Colours: the two colours of one cluster of conjugate pairs of a digit.

use std::ops::ControlFlow;

use crate::strategies::shared::conjugates::{Cluster, link};
use crate::strategies::{Found, Scan};
use crate::{CandidateView, CellSet, Digit, LinkKind, Step, StepBuilder, Technique};

/// Simple Colours, the colour trap: follow a digit's conjugate pairs (houses where it
/// has only two places) from cell to cell, colouring them alternately; one colour holds
/// the digit everywhere, the other nowhere. A cell outside the cluster that sees a cell
/// of each colour loses the digit.
///
/// The notation gives the digit and the two colours: `5 (r1c2,r4c5 / r2c7,r6c1)`. In
/// the step's pattern the first colour is in
/// [`candidates`](crate::Pattern::candidates), the second in
/// [`fins`](crate::Pattern::fins), and the conjugate pairs in
/// [`links`](crate::Pattern::links).
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::SimpleColoursTrap, Cell, GridSolver, LayerGrid};
///
/// // 5 is a candidate only where `five` says (every cell keeps the other eight
/// // digits). Conjugate pairs: r1c1=r1c5 (row 1), r1c5=r3c5 (column 5), r3c5=r3c8
/// // (row 3) and r1c1=r2c1 (column 1).
/// let five = |row: usize, col: usize| match row {
///     1 => col == 1 || col == 5,
///     3 => col == 5 || col == 8,
///     2 => col != 5,
///     _ => col != 5 && col != 1,
/// };
/// let text: String = Cell::ALL
///     .iter()
///     .map(|c| if five(c.row_index() + 1, c.col_index() + 1) { "123456789 " } else { "12346789 " })
///     .collect();
/// let grid: LayerGrid = text.parse()?;
/// let step = SimpleColoursTrap.find(&grid).expect("a colour trap");
/// assert_eq!(
///     step.to_string(),
///     "Simple Colours Trap: 5 (r1c1,r3c5 / r1c5,r2c1,r3c8) => r2c2,r2c3,r2c4,r2c6<>5"
/// );
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct SimpleColoursTrap;

/// Simple Colours, the colour wrap: colour a cluster of conjugate pairs of a digit as
/// for the [colour trap](SimpleColoursTrap). When two cells of the same colour see each
/// other, that colour cannot hold the digit, so every cell of it loses the digit.
///
/// The notation and the pattern are those of the colour trap.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::SimpleColoursWrap, Cell, GridSolver, LayerGrid};
///
/// // Conjugate pairs r1c1=r1c5 (row 1), r1c5=r4c5 (column 5), r4c5=r4c2 (row 4) and
/// // r4c2=r2c2 (column 2): r1c1 and r2c2 get the same colour and share box 1.
/// let six = |row: usize, col: usize| match (row, col) {
///     (1, _) => col == 1 || col == 5,
///     (4, _) => col == 2 || col == 5,
///     (2, 2) => true,
///     (_, 2) | (_, 5) => false,
///     _ => true,
/// };
/// let text: String = Cell::ALL
///     .iter()
///     .map(|c| if six(c.row_index() + 1, c.col_index() + 1) { "123456789 " } else { "12345789 " })
///     .collect();
/// let grid: LayerGrid = text.parse()?;
/// let step = SimpleColoursWrap.find(&grid).expect("a colour wrap");
/// assert_eq!(
///     step.to_string(),
///     "Simple Colours Wrap: 6 (r1c1,r2c2,r4c5 / r1c5,r4c2) => r1c1,r2c2,r4c5<>6"
/// );
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct SimpleColoursWrap;

/// The notation of a cluster: `5 (r1c2,r4c5 / r2c7,r6c1)`.
pub(super) fn cluster_text(digit: Digit, cluster: &Cluster) -> String {
    format!(
        "{digit} ({} / {})",
        cluster.colours[0].to_list(),
        cluster.colours[1].to_list()
    )
}

/// Adds a cluster to a step's pattern: the first colour as pattern candidates, the
/// second as fins, the conjugate pairs as strong links.
pub(super) fn with_cluster(mut step: StepBuilder, digit: Digit, cluster: &Cluster) -> StepBuilder {
    for cell in cluster.colours[0] {
        step = step.pattern_candidate(cell, digit);
    }
    for cell in cluster.colours[1] {
        step = step.fin(cell, digit).pattern_cells(CellSet::single(cell));
    }
    for pair in &cluster.links {
        step = step
            .house(pair.house)
            .link(link(digit, pair.a, pair.b, LinkKind::Strong));
    }
    step
}

impl Scan for SimpleColoursTrap {
    const TECHNIQUE: Technique = Technique::SimpleColoursTrap;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        let grid = view.grid();
        for digit in Digit::ALL {
            for cluster in view.clusters(digit) {
                let [first, second] = cluster.colours;
                let removed = grid.candidates(digit) & cluster.seen[0] & cluster.seen[1] & !cluster.cells();
                if removed.is_empty() {
                    continue;
                }
                let step = Step::builder(Technique::SimpleColoursTrap)
                    .detail(cluster_text(digit, cluster))
                    .eliminate_all(removed, digit)
                    .explain(format!(
                        "The conjugate pairs of {digit} (houses where it has only two places) join {} and {} in one chain: one of these two groups holds {digit} in every cell and the other in none. A cell that sees a cell of each group cannot be {digit}, so {digit} is removed from {}.",
                        first.to_list(),
                        second.to_list(),
                        removed.to_list(),
                    ));
                let step = with_cluster(step, digit, cluster).build();
                found.push_new(step)?;
            }
        }
        ControlFlow::Continue(())
    }
}

impl Scan for SimpleColoursWrap {
    const TECHNIQUE: Technique = Technique::SimpleColoursWrap;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        let grid = view.grid();
        for digit in Digit::ALL {
            for cluster in view.clusters(digit) {
                let mut removed = CellSet::EMPTY;
                let mut clash = None;
                for (colour, seen) in cluster.colours.into_iter().zip(cluster.seen) {
                    if !seen.intersects(colour) {
                        continue;
                    }
                    for cell in colour {
                        if let Some(other) = (cell.peers() & colour).first() {
                            removed |= colour;
                            clash.get_or_insert((cell, other));
                            break;
                        }
                    }
                }
                let removed = removed & grid.candidates(digit);
                let Some((one, other)) = clash else { continue };
                if removed.is_empty() {
                    continue;
                }
                let step = Step::builder(Technique::SimpleColoursWrap)
                    .detail(cluster_text(digit, cluster))
                    .eliminate_all(removed, digit)
                    .explain(format!(
                        "The conjugate pairs of {digit} (houses where it has only two places) join {} and {} in one chain: one of these two groups holds {digit} in every cell and the other in none. {one} and {other} are in the same group and see each other, so that group cannot hold {digit}, and {digit} is removed from {}.",
                        cluster.colours[0].to_list(),
                        cluster.colours[1].to_list(),
                        removed.to_list(),
                    ));
                let step = with_cluster(step, digit, cluster)
                    .link(link(digit, one, other, LinkKind::Weak))
                    .build();
                found.push_new(step)?;
            }
        }
        ControlFlow::Continue(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GridSolver;
    use crate::LayerGrid;
    use crate::strategies::test_support::{layer_where, the_one_step};

    /// Conjugate pairs of 5: r1c1=r1c5, r1c5=r3c5, r3c5=r3c8, r1c1=r2c1.
    fn trap() -> LayerGrid {
        layer_where(5, |row, col| match row {
            1 => col == 1 || col == 5,
            3 => col == 5 || col == 8,
            2 => col != 5,
            _ => col != 5 && col != 1,
        })
    }

    /// Conjugate pairs of 6: r1c1=r1c5, r1c5=r4c5, r4c5=r4c2, r4c2=r2c2; r1c1 and r2c2
    /// share a colour and box 1.
    fn wrap() -> LayerGrid {
        layer_where(6, |row, col| match (row, col) {
            (1, _) => col == 1 || col == 5,
            (4, _) => col == 2 || col == 5,
            (2, 2) => true,
            (_, 2) | (_, 5) => false,
            _ => true,
        })
    }

    #[test]
    fn a_cell_seeing_both_colours_loses_the_digit() {
        let step = the_one_step(
            &SimpleColoursTrap,
            &trap(),
            "Simple Colours Trap: 5 (r1c1,r3c5 / r1c5,r2c1,r3c8) => r2c2,r2c3,r2c4,r2c6<>5",
        );
        let pattern = step.pattern();
        assert_eq!(
            (pattern.candidates.len(), pattern.fins.len(), pattern.links.len()),
            (2, 3, 4)
        );
        assert!(SimpleColoursWrap.find(&trap()).is_none());
    }

    #[test]
    fn a_colour_that_sees_itself_is_false() {
        the_one_step(
            &SimpleColoursWrap,
            &wrap(),
            "Simple Colours Wrap: 6 (r1c1,r2c2,r4c5 / r1c5,r4c2) => r1c1,r2c2,r4c5<>6",
        );
    }

    #[test]
    fn nothing_without_a_trap_or_a_wrap() {
        // Two separate pairs, r1c1=r1c4 and r2c5=r7c5: no cell sees both ends of either.
        let grid = layer_where(8, |row, col| match (row, col) {
            (1, _) => col == 1 || col == 4,
            (_, 5) => row == 2 || row == 7,
            _ => true,
        });
        assert!(SimpleColoursTrap.find(&grid).is_none());
        assert!(SimpleColoursWrap.find(&grid).is_none());
        assert!(SimpleColoursTrap.find(&LayerGrid::new()).is_none());
    }
}
