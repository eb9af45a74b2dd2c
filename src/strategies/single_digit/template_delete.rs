//! Template Delete: a candidate that no fitting template of its digit holds is false.

use std::ops::ControlFlow;

use super::templates::{Basis, Fit, Templates, template_step};
use crate::strategies::{Found, Scan};
use crate::{CandidateView, CellSet, Digit, Step, Technique};

/// Template Delete: a template of a digit is one placement of it in all nine rows,
/// columns and boxes (46,656 of them). The solution's copies of the digit fill one
/// template, and that template fits the grid: it holds every placed copy and uses only
/// cells where the digit is a candidate. So a candidate that no fitting template holds
/// is false, and the step removes every such candidate of the digit at once.
///
/// Every single-digit pattern (locked candidates, fish of any size, finned or not,
/// skyscrapers, kites, empty rectangles, colouring of one digit, X-chains) removes only
/// candidates that no fitting template holds, so templates find everything they find
/// and more (grouped X-chains, for example). That is why the two template techniques
/// come last among the single-digit tools: right after the X-Chain, at the Hard level,
/// scored just above it (6.6). A person reaches for the patterns, which are proofs one
/// can see, before counting templates, and the engine only counts them when all of
/// those find nothing; the chains of several digits come after them.
///
/// The steps are found digit by digit, 1 first. A *refined* step, as HoDoKu reports it,
/// also drops the templates that use a cell another digit holds in every one of its own
/// fitting templates (worked out for all digits until nothing changes; the pattern's
/// fins are those cells, with the digits that take them). Refining changes nothing
/// unless some digit has a [`TemplateSet`](super::TemplateSet) step, which comes first
/// in the engine, so the engine's template steps are plain;
/// [`find_all`](crate::GridSolver::find_all) lists the refined steps after the plain
/// ones. In a state where a digit has no fitting template (no solution) the strategy
/// reports nothing.
///
/// The notation gives the digit and how many templates fit (a refined step adds the
/// cells other digits take); the sentence says how many fit and why, and names the
/// cells of the template when one is left. The pattern holds every cell some fitting
/// template uses, so a picture can show where the digit can still go.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::TemplateDelete, GridSolver, LayerGrid};
///
/// // A state of a generated puzzle where the engine's next step is a template delete.
/// let grid: LayerGrid = "247 278 6 1238 1235 358 2478 9 127 27 3 1 28 4 +9 278 +5 6 9 5 248 26 7 \
///     1268 348 38 12 1467 1679 49 5 139 1236 29 67 8 8 12679 29 4 129 126 5 67 \
///     3 +5 269 3 67 8 267 1 +4 29 3 268 258 9 25 78 67 1 +4 16 1689 59 1378 \
///     135 4 3678 2 57 12 4 7 123 6 12358 39 38 59"
///     .parse()?;
/// let step = TemplateDelete.find(&grid).expect("a template delete");
/// assert_eq!(step.to_string(), "Template Delete: 8 in 5 templates => r3c7<>8");
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct TemplateDelete;

impl Scan for TemplateDelete {
    const TECHNIQUE: Technique = Technique::TemplateDelete;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        let templates = view.templates();
        templates.for_each_step(
            |digit, fit: Fit| view.candidates(digit) - fit.union,
            |digit, basis, cells| found.push(step(templates, digit, basis, cells)),
        )
    }
}

fn step(templates: &Templates, digit: Digit, basis: Basis<'_>, cells: CellSet) -> Step {
    let count = basis.fit().count;
    let (list, those) = match cells.len() {
        1 => (cells.to_list(), "it"),
        _ => (cells.to_list(), "those cells"),
    };
    let conclusion = if count == 1 {
        format!(
            "It leaves out {list}, and the solution's {digit}s fill that template, so {those} cannot be {digit}."
        )
    } else {
        format!(
            "None of the {count} puts {digit} in {list}, and the solution's {digit}s fill one of them, so {those} cannot be {digit}."
        )
    };
    template_step(Technique::TemplateDelete, templates, digit, basis, &conclusion)
        .eliminate_all(cells, digit)
        .build()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategies::XWing;
    use crate::strategies::test_support::{
        assert_sound, candidates, eliminations, layer, pencil_with_solution,
    };
    use crate::{Engine, GridSolver};

    /// Generator::new(31).difficulty(Extreme) puzzle 11 after 31 steps: the engine's
    /// next step is a template delete (no X-Chain or simpler pattern finds it).
    const STATE: &str = "247 278 6 1238 1235 358 2478 9 127 27 3 1 28 4 +9 278 +5 6 9 5 248 26 7 \
        1268 348 38 12 1467 1679 49 5 139 1236 29 67 8 8 12679 29 4 129 126 5 67 \
        3 +5 269 3 67 8 267 1 +4 29 3 268 258 9 25 78 67 1 +4 16 1689 59 1378 \
        135 4 3678 2 57 12 4 7 123 6 12358 39 38 59";

    #[test]
    fn a_candidate_in_no_fitting_template_goes() {
        let (grid, solution) = pencil_with_solution(STATE);
        let steps = TemplateDelete.find_all(&grid);
        assert_sound(&grid, &steps, &solution);
        assert_eq!(
            steps[0].to_string(),
            "Template Delete: 8 in 5 templates => r3c7<>8"
        );
        assert_eq!(
            format!("{:#}", steps[0]),
            "A template of 8 is one way to place it once in every row, column and box; of the 46,656 templates, 5 fit the grid, holding every placed 8 and putting 8 only where it is a candidate. None of the 5 puts 8 in r3c7, and the solution's 8s fill one of them, so it cannot be 8."
        );
        // Templates come after the chains, whose steps carry a proof: here the engine
        // takes a chain first.
        let next = Engine::default().next_step(&grid).unwrap();
        assert!(next.proof().is_some(), "{next}");
        // The pattern: the cells the fitting templates use, none of them the removed one.
        let pattern = steps[0].pattern();
        assert!(!pattern.cells.contains("r3c7".parse().unwrap()));
        assert!(pattern.candidates.iter().all(|c| c.digit.get() == 8));
    }

    #[test]
    fn templates_find_what_a_fish_finds() {
        // 4 only in columns 1 and 5 of rows 1 and 5: an X-Wing.
        let mut cells = vec!["r1c1 r1c5 r5c1 r5c5".to_string()];
        for row in [2, 3, 4, 6, 7, 8, 9] {
            cells.extend((1..=9).map(|col| format!("r{row}c{col}")));
        }
        let grid = layer(4, &cells.join(" "));
        let fish = XWing.find(&grid).unwrap();
        let step = TemplateDelete.find(&grid).unwrap();
        assert_eq!(eliminations(&step), eliminations(&fish));
        assert_eq!(
            eliminations(&step),
            candidates(
                "r2c1<>4 r3c1<>4 r4c1<>4 r6c1<>4 r7c1<>4 r8c1<>4 r9c1<>4 r2c5<>4 r3c5<>4 r4c5<>4 r6c5<>4 r7c5<>4 r8c5<>4 r9c5<>4"
            )
        );
    }

    #[test]
    fn nothing_when_every_candidate_is_in_a_template() {
        // Just after the step, every candidate lies in a fitting template again.
        let (mut grid, _) = pencil_with_solution(STATE);
        grid.apply(&TemplateDelete.find(&grid).unwrap()).unwrap();
        assert!(TemplateDelete.find(&grid).is_none());
        let broken = layer(4, "r2c1 r3c4 r5c7");
        assert!(TemplateDelete.find_all(&broken).is_empty());
    }
}
