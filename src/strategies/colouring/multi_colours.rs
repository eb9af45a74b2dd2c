//! Multi-Colours: two clusters of conjugate pairs of one digit that see each other.

use std::ops::ControlFlow;

use super::simple_colours::with_cluster;
use crate::strategies::shared::conjugates::{Cluster, link};
use crate::strategies::{Found, Scan};
use crate::{CandidateView, Cell, CellSet, Digit, LayerGrid, LinkKind, Step, Technique};

/// Multi-Colours: colour two separate clusters of conjugate pairs of one digit as for
/// [Simple Colours](super::SimpleColoursTrap); in each, one colour holds the digit
/// everywhere and the other nowhere. Two ways the clusters tell something:
///
/// - A cell of one colour of the first cluster sees a cell of one colour of the second,
///   so those two colours are not both true: one of the two opposite colours is, and a
///   cell that sees both opposite colours loses the digit. The step lists what every
///   such pair of colours of the two clusters removes together.
/// - One colour of the first cluster sees both colours of the second; one of those is
///   true, so the colour is false and its cells lose the digit.
///
/// The notation gives the digit and both clusters:
/// `8 (r2c4,r5c6 / r2c9), (r3c2 / r6c5,r8c2)`. The pattern holds the first colour of
/// each cluster in [`candidates`](crate::Pattern::candidates), the second in
/// [`fins`](crate::Pattern::fins), the conjugate pairs as strong links and the cells
/// that join the clusters as weak links.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::MultiColours, Cell, GridSolver, LayerGrid};
///
/// // 8 has two conjugate pairs: r1c1=r1c4 (row 1) and r2c5=r7c5 (column 5). r1c4
/// // sees r2c5, so r1c1 or r7c5 is 8, and r7c1 sees both.
/// let eight = |row: usize, col: usize| match (row, col) {
///     (1, _) => col == 1 || col == 4,
///     (_, 5) => row == 2 || row == 7,
///     _ => true,
/// };
/// let text: String = Cell::ALL
///     .iter()
///     .map(|c| if eight(c.row_index() + 1, c.col_index() + 1) { "123456789 " } else { "12345679 " })
///     .collect();
/// let grid: LayerGrid = text.parse()?;
/// let step = MultiColours.find(&grid).expect("multi-colours");
/// assert_eq!(step.to_string(), "Multi-Colours: 8 (r1c1 / r1c4), (r2c5 / r7c5) => r7c1<>8");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct MultiColours;

impl Scan for MultiColours {
    const TECHNIQUE: Technique = Technique::MultiColours;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        let grid = view.grid();
        for digit in Digit::ALL {
            let clusters = view.clusters(digit);
            for (i, first) in clusters.iter().enumerate() {
                for (j, second) in clusters.iter().enumerate() {
                    if i == j {
                        continue;
                    }
                    let pair = Pair {
                        grid,
                        digit,
                        first,
                        second,
                    };
                    for step in [pair.colour_sees_both(), pair.colours_see_each_other()]
                        .into_iter()
                        .flatten()
                    {
                        found.push_new(step)?;
                    }
                }
            }
        }
        ControlFlow::Continue(())
    }
}

/// Two clusters of one digit.
struct Pair<'a> {
    grid: &'a LayerGrid,
    digit: Digit,
    first: &'a Cluster,
    second: &'a Cluster,
}

impl Pair<'_> {
    /// A step with both clusters in its notation and pattern, and the joining links.
    fn step(&self, removed: CellSet, joins: &[(Cell, Cell)], explanation: String) -> Step {
        let digit = self.digit;
        let mut step = Step::builder(Technique::MultiColours)
            .detail(format!(
                "{digit} ({} / {}), ({} / {})",
                self.first.colours[0].to_list(),
                self.first.colours[1].to_list(),
                self.second.colours[0].to_list(),
                self.second.colours[1].to_list(),
            ))
            .eliminate_all(removed, digit)
            .explain(explanation);
        step = with_cluster(step, digit, self.first);
        step = with_cluster(step, digit, self.second);
        for &(from, to) in joins {
            step = step.link(link(digit, from, to, LinkKind::Weak));
        }
        step.build()
    }

    /// A colour of the first cluster that sees both colours of the second is false.
    fn colour_sees_both(&self) -> Option<Step> {
        let mut removed = CellSet::EMPTY;
        let mut joins = Vec::new();
        let mut false_colours = Vec::new();
        for (colour, seen) in self.first.colours.into_iter().zip(self.first.seen) {
            let [x, y] = self.second.colours;
            if !seen.intersects(x) || !seen.intersects(y) {
                continue;
            }
            if let (Some(to_x), Some(to_y)) = (join(colour, x), join(colour, y)) {
                removed |= colour & self.grid.candidates(self.digit);
                joins.extend([to_x, to_y]);
                false_colours.push(colour.to_list());
            }
        }
        if removed.is_empty() {
            return None;
        }
        let digit = self.digit;
        let explanation = format!(
            "The conjugate pairs of {digit} form two chains; in each, one colour holds {digit} in every cell and the other in none. The colour {} of the first sees both colours of the second ({} and {}), one of which holds {digit}; so it holds none, and {digit} is removed from {}.",
            false_colours.join(" and "),
            self.second.colours[0].to_list(),
            self.second.colours[1].to_list(),
            removed.to_list(),
        );
        Some(self.step(removed, &joins, explanation))
    }

    /// Two colours that see each other are not both true, so one of their opposites is.
    fn colours_see_each_other(&self) -> Option<Step> {
        let candidates = self.grid.candidates(self.digit);
        let mut removed = CellSet::EMPTY;
        let mut joins = Vec::new();
        let mut reasons = Vec::new();
        for x in 0..2 {
            for y in 0..2 {
                let (colour, other) = (self.first.colours[x], self.second.colours[y]);
                if !self.first.seen[x].intersects(other) {
                    continue;
                }
                let Some((from, to)) = join(colour, other) else {
                    continue;
                };
                let (opposite, other_opposite) = (self.first.colours[1 - x], self.second.colours[1 - y]);
                let trapped = candidates
                    & self.first.seen[1 - x]
                    & self.second.seen[1 - y]
                    & !(opposite | other_opposite);
                if trapped.is_empty() {
                    continue;
                }
                removed |= trapped;
                joins.push((from, to));
                reasons.push(format!(
                    "{from} sees {to}, so {digit} is in every cell of {} or of {}, and a cell that sees both ({}) cannot be {digit}",
                    opposite.to_list(),
                    other_opposite.to_list(),
                    trapped.to_list(),
                    digit = self.digit,
                ));
            }
        }
        if removed.is_empty() {
            return None;
        }
        let digit = self.digit;
        let explanation = format!(
            "The conjugate pairs of {digit} form two chains; in each, one colour holds {digit} in every cell and the other in none. {}. So {digit} is removed from {}.",
            reasons.join("; "),
            removed.to_list(),
        );
        Some(self.step(removed, &joins, explanation))
    }
}

/// A cell of `from` and a cell of `to` that see each other (the first such pair).
fn join(from: CellSet, to: CellSet) -> Option<(Cell, Cell)> {
    from.iter().find_map(|a| (a.peers() & to).first().map(|b| (a, b)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GridSolver;
    use crate::strategies::test_support::{candidates, eliminations, layer_where, the_one_step};

    /// Conjugate pairs r1c1=r1c4 (row 1) and r2c5=r7c5 (column 5); with `seven_one`
    /// also r1c1=r7c1 (column 1).
    fn clusters(seven_one: bool) -> LayerGrid {
        layer_where(8, move |row, col| match (row, col) {
            (1, _) => col == 1 || col == 4,
            (_, 5) => row == 2 || row == 7,
            (_, 1) if seven_one => row == 7,
            _ => true,
        })
    }

    #[test]
    fn colours_that_see_each_other_trap_their_opposites() {
        let step = the_one_step(
            &MultiColours,
            &clusters(false),
            "Multi-Colours: 8 (r1c1 / r1c4), (r2c5 / r7c5) => r7c1<>8",
        );
        let kinds: Vec<LinkKind> = step.pattern().links.iter().map(|l| l.kind).collect();
        assert_eq!(kinds, [LinkKind::Strong, LinkKind::Strong, LinkKind::Weak]);
    }

    #[test]
    fn a_colour_that_sees_both_colours_of_the_other_cluster_is_false() {
        // r1c4 and r7c1 share a colour; r1c4 sees r2c5 and r7c1 sees r7c5.
        let steps = MultiColours.find_all(&clusters(true));
        let step = steps
            .iter()
            .find(|s| eliminations(s) == candidates("r1c4<>8 r7c1<>8"))
            .unwrap_or_else(|| panic!("{steps:?}"));
        assert_eq!(
            step.to_string(),
            "Multi-Colours: 8 (r1c1 / r1c4,r7c1), (r2c5 / r7c5) => r1c4,r7c1<>8"
        );
    }

    #[test]
    fn one_cluster_is_not_enough() {
        // Only r1c1=r1c4 is a conjugate pair.
        let grid = layer_where(8, |row, col| row != 1 || col == 1 || col == 4);
        assert!(MultiColours.find(&grid).is_none());
    }
}
