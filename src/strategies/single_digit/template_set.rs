//! Template Set: a cell that every fitting template of a digit holds takes the digit.

use std::ops::ControlFlow;

use super::templates::{Basis, Fit, Templates, template_step};
use crate::strategies::{Found, Scan};
use crate::{CandidateView, CellSet, Digit, Step, Technique};

/// Template Set: a template of a digit is one placement of it in all nine rows, columns
/// and boxes (46,656 of them). The solution's copies of the digit fill one template,
/// and that template fits the grid: it holds every placed copy and uses only cells
/// where the digit is a candidate. So a cell that every fitting template holds must
/// take the digit, and the step places the digit in every such cell at once.
///
/// The technique comes last among the single-digit tools, with
/// [`TemplateDelete`](super::TemplateDelete) (whose docs say why); a hidden single is
/// also a template set, so the engine only counts templates when the simpler patterns
/// find nothing.
///
/// The steps are found digit by digit, 1 first. A *refined* step, as HoDoKu reports it,
/// also drops the templates that use a cell another digit holds in every one of its own
/// fitting templates (worked out for all digits until nothing changes; the pattern's
/// fins are those cells, with the digits that take them). Refining changes nothing
/// unless some digit already has a plain step, so plain steps come first and the
/// engine's first step is always plain; [`find_all`](crate::GridSolver::find_all) lists
/// the refined steps after them. In a state where a digit has no fitting template (no
/// solution) the strategy reports nothing.
///
/// The notation gives the digit and how many templates fit (a refined step adds the
/// cells other digits take); the sentence says how many fit and why, and names the
/// cells of the template when one is left. The pattern holds every cell some fitting
/// template uses, so a picture can show where the digit can still go.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::TemplateSet, GridSolver, LayerGrid};
///
/// // A state of a generated puzzle where the engine's next step is a template set.
/// let grid: LayerGrid = "8 4 2567 +1 5679 679 569 +3 2679 25679 25679 1 69 3 +4 5679 269 +8 5679 \
///     +3 567 2 5679 +8 4 +1 679 4 +1 +3 +5 8 679 679 269 2679 267 2679 +8 69 \
///     2679 1 3 +4 5 25679 25679 2567 +4 2679 3 679 8 1 17 67 +4 +8 169 5 2 679 \
///     3 +3 8 256 7 4 269 +1 569 69 12567 2567 9 +3 16 26 +8 567 +4"
///     .parse()?;
/// let step = TemplateSet.find(&grid).expect("a template set");
/// assert_eq!(step.to_string(), "Template Set: 7 in 14 templates => r1c6=7");
/// assert!(format!("{step:#}").contains("of the 46,656 templates, 14 fit the grid"));
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct TemplateSet;

impl Scan for TemplateSet {
    const TECHNIQUE: Technique = Technique::TemplateSet;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        let templates = view.templates();
        templates.for_each_step(
            |digit, fit: Fit| fit.common - templates.placed(digit),
            |digit, basis, cells| found.push(step(templates, digit, basis, cells)),
        )
    }
}

fn step(templates: &Templates, digit: Digit, basis: Basis<'_>, cells: CellSet) -> Step {
    let count = basis.fit().count;
    let list = cells.to_list();
    let conclusion = if count == 1 {
        format!("The solution's {digit}s fill that template, so {digit} goes in {list}.")
    } else {
        format!(
            "Every one of the {count} puts {digit} in {list}, and the solution's {digit}s fill one of them, so {digit} goes there."
        )
    };
    let mut step = template_step(Technique::TemplateSet, templates, digit, basis, &conclusion);
    for cell in cells {
        step = step.place(cell, digit);
    }
    step.build()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategies::test_support::{AIC_STATE, assert_sound, pencil, pencil_with_solution};
    use crate::{Engine, GridSolver};

    /// Generator::new(7) puzzle 101 after 27 steps: the engine's next step is a plain
    /// template set.
    const PLAIN: &str = "8 4 2567 +1 5679 679 569 +3 2679 25679 25679 1 69 3 +4 5679 269 +8 5679 \
        +3 567 2 5679 +8 4 +1 679 4 +1 +3 +5 8 679 679 269 2679 267 2679 +8 69 \
        2679 1 3 +4 5 25679 25679 2567 +4 2679 3 679 8 1 17 67 +4 +8 169 5 2 679 \
        3 +3 8 256 7 4 269 +1 569 69 12567 2567 9 +3 16 26 +8 567 +4";

    /// Generator::new(7) puzzle 83 after 23 steps: a template set of 1 (the engine's
    /// next step), and, refined with it, one of 5.
    const REFINED: &str = "8 579 +4 +6 3 1 257 259 279 15 1579 2 48 479 589 6 159 +3 +6 1579 +3 25 \
        279 259 +8 4 179 159 +2 157 48 149 589 1357 1359 6 159 8 57 125 6 3 4 \
        1259 1279 3 4 +6 7 129 259 15 8 129 2 +6 15 +3 15 4 +9 7 8 +4 3 9 12 8 \
        +7 12 +6 5 7 15 +8 9 125 +6 123 123 +4";

    #[test]
    fn a_cell_in_every_fitting_template_takes_the_digit() {
        let (grid, solution) = pencil_with_solution(PLAIN);
        let steps = TemplateSet.find_all(&grid);
        assert_sound(&grid, &steps, &solution);
        assert_eq!(steps[0].to_string(), "Template Set: 7 in 14 templates => r1c6=7");
        assert_eq!(
            format!("{:#}", steps[0]),
            "A template of 7 is one way to place it once in every row, column and box; of the 46,656 templates, 14 fit the grid, holding every placed 7 and putting 7 only where it is a candidate. Every one of the 14 puts 7 in r1c6, and the solution's 7s fill one of them, so 7 goes there."
        );
        // The pattern is every cell a fitting template uses; none is another digit's.
        assert!(steps[0].pattern().cells.contains("r1c6".parse().unwrap()));
        assert!(steps[0].pattern().fins.is_empty());
    }

    #[test]
    fn refined_steps_come_after_the_plain_ones() {
        let (grid, solution) = pencil_with_solution(REFINED);
        let steps = TemplateSet.find_all(&grid);
        assert_sound(&grid, &steps, &solution);
        let first = TemplateSet.find(&grid).unwrap();
        assert!(first.pattern().fins.is_empty(), "{first}");
        // Templates come after the chains, whose steps carry a proof: here the engine
        // takes a chain first.
        let next = Engine::default().next_step(&grid).unwrap();
        assert!(next.proof().is_some(), "{next}");
        let refined = steps
            .iter()
            .find(|s| {
                s.to_string() == "Template Set: 5 in 5 templates, with r7c3=1 taken => r2c1=5, r7c5=5, r9c2=5"
            })
            .unwrap_or_else(|| panic!("{steps:?}"));
        assert_eq!(refined.pattern().fins.len(), 1);
        assert!(format!("{refined:#}").contains("r7c3=1. 5 cannot go there, which leaves 5 of the 14."));
    }

    #[test]
    fn nothing_without_a_cell_common_to_every_template() {
        // A state with no single: no digit has a cell in all its templates.
        let mut grid = pencil(AIC_STATE);
        grid.assume_unique_solution();
        assert!(TemplateSet.find(&grid).is_none());
        // A contradictory state: 4 has no place in row 1.
        let broken = crate::strategies::test_support::layer(4, "r2c1 r3c4 r5c7");
        assert!(TemplateSet.find_all(&broken).is_empty());
    }
}
