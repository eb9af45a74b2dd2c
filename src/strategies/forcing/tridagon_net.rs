//! Tridagon Forcing Net: the guardians of a tridagon as the branches of a verity net.
//!
//! A tridagon's twelve cells cannot all take its three digits (see
//! [`Tridagon`](crate::strategies::Tridagon)), so one of its *guardians*, the candidates
//! of the twelve cells other than the three digits, is true. Where the guardians lie in
//! several cells and share no digit, no candidate sees them all, but each guardian taken
//! as true may still lead, along a net, to the same conclusion: then it holds. That is a
//! verity, like a cell's candidates in a cell forcing net, over a set of candidates the
//! pattern proves cannot all be false. A guardian whose net ends in a contradiction is
//! false and concludes nothing; when one guardian is left, it is placed.
//!
//! The proof is a verity whose basis is the pattern ([`Proof::tridagon_verity`]), one
//! branch per guardian, each told as the branches of a forcing net are. The tables of
//! the plain nets, which a forcing net of the same state builds too, give each
//! guardian's branch.
//!
//! [`Proof::tridagon_verity`]: crate::Proof::tridagon_verity

use std::collections::HashSet;
use std::ops::ControlFlow;

use super::implications::{Base, Reach};
use super::{Plan, Scope, Source, base, look_ahead, report, step, tables};
use crate::strategies::exotic::tridagon::{Guard, Pattern, for_each_tridagon};
use crate::strategies::{Found, Scan};
use crate::{Candidate, CandidateView, CellSet, DigitSet, Technique};

/// The most guardians (candidates) a tridagon may have here: each is a branch of the
/// proof, and a reader follows a few nets at most. Denis Berthier's CSP-Rules reports
/// its own guardian chains on T&E(3) puzzles with up to five guardians; so do we.
pub(super) const MAX_GUARDIANS: u32 = 5;

/// What the scan looks for: verities over guardians, their branches followed as nets.
const SCOPE: Scope = Scope {
    technique: Technique::TridagonForcingNet,
    reach: Reach::Nets,
    contradictions: false,
    cells: false,
    units: false,
    nesting: 0,
};

/// Tridagon Forcing Net: a tridagon with two to five guardians (its candidates besides
/// its three digits, in two or more cells), one of which is true, whose every guardian
/// taken as true leads along a net to the same conclusion. A guardian that leads to a
/// contradiction is false and concludes nothing.
///
/// It comes after the other forcing chains and just before the plain
/// [`ForcingNet`](crate::strategies::ForcingNet), rated 8.7: its branches are nets, like
/// a forcing net's, but they start from a pattern a reader can see and check, and there
/// are few of them; on puzzles that need three levels of trial and error (the T&E(3)
/// lists) it often gives a step where a plain net gives none and a nested net would be
/// needed.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::TridagonForcingNet, GridSolver, LayerGrid};
///
/// // Puzzle 3240 of mith's T&E(3) list where the engine takes its first forcing step,
/// // as pencil marks row by row (a lone digit is a given).
/// let state: LayerGrid = "\
///     1 2 3 47 5 467 4789 6789 4689 \
///     45 57 6 1247 8 9 135 235 245 \
///     4589 5789 589 1247 3 1467 157 2567 2456 \
///     2 6 1589 14589 149 1458 37 37 4589 \
///     3 589 7 4589 6 2 4589 589 1 \
///     589 1589 4 1589 7 3 589 26 26 \
///     6 3 589 45789 49 4578 2 1 589 \
///     7 1589 12589 6 29 158 589 4 3 \
///     589 4 12 3 129 158 6 589 7".parse()?;
/// // A tridagon on 5, 8 and 9 in boxes 4, 6, 7 and 9 has three guardians, the 1 of
/// // r4c3, the 4 of r4c9 and the 1 of r8c2: each leads to r7c5=4, r1c6=6 and r7c6=7.
/// let step = TridagonForcingNet.find(&state).expect("a Tridagon Forcing Net");
/// assert!(step.to_string().starts_with(
///     "Tridagon Forcing Net: 5,8,9 in r4c3,r5c2,r6c1 (b4), r4c9,r5c8,r6c7 (b6), r7c3,r8c2,r9c1 (b7), \
///      r7c9,r8c7,r9c8 (b9), guardians (1)r4c3,(4)r4c9,(1)r8c2 => r7c5=4, r1c6=6, r7c6=7"
/// ));
/// let proof = step.proof().expect("a proof");
/// assert!(proof.tridagon.is_some());
/// assert_eq!(proof.branches.len(), 3);
/// let solution = state.unique_solution()?;
/// for placed in step.placements() {
///     assert_eq!(solution.get(placed.cell), Some(placed.digit));
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct TridagonForcingNet;

/// The tridagon a plan starts from: its digits and cells, and which of its guardians
/// (by their place in [`Pattern::guardians`]) lead to a contradiction.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Basis {
    digits: DigitSet,
    cells: CellSet,
    refuted: u16,
}

impl Basis {
    /// The pattern in the grid of `base`.
    pub(super) fn pattern(&self, base: &Base) -> Option<Pattern> {
        Pattern::from_cells(&base.digits, self.digits, self.cells)
    }

    /// The guardians, in the order of [`Pattern::guardians`].
    pub(super) fn guardians(&self, base: &Base) -> Vec<Candidate> {
        self.pattern(base)
            .map(|p| p.guardians(&base.digits))
            .unwrap_or_default()
    }

    /// Whether `member`, one of `guardians`, leads to a contradiction.
    pub(super) fn refutes(&self, guardians: &[Candidate], member: Candidate) -> bool {
        guardians
            .iter()
            .position(|&g| g == member)
            .is_some_and(|i| self.refuted >> i & 1 == 1)
    }
}

impl Scan for TridagonForcingNet {
    const TECHNIQUE: Technique = Technique::TridagonForcingNet;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        let base = base(view);
        let masks = base.digits;
        let mut patterns = Vec::new();
        let mut seen: HashSet<Vec<Candidate>> = HashSet::new();
        let _ = for_each_tridagon(&masks, Guard::Most(MAX_GUARDIANS), &mut |pattern| {
            let guardians = pattern.guardians(&masks);
            if guardians.len() >= 2 && pattern.guardian_cells().len() >= 2 && seen.insert(guardians.clone()) {
                patterns.push((pattern.digits(), pattern.cells(), guardians));
            }
            ControlFlow::Continue(())
        });
        if patterns.is_empty() {
            return ControlFlow::Continue(());
        }
        let candidates: Vec<Candidate> = base.candidates().collect();
        let tables = tables(view, SCOPE, &candidates);
        let mut plans = Vec::new();
        for (digits, cells, guardians) in patterns {
            let mut refuted = 0u16;
            let mut live = Vec::new();
            for (i, g) in guardians.iter().enumerate() {
                let Some(table) = tables.slot[g.index()].map(usize::from) else {
                    continue;
                };
                if tables.conflict[table].is_some() {
                    refuted |= 1 << i;
                } else {
                    live.push(table);
                }
            }
            // Every guardian refuted would mean a grid with no solution; the plain nets
            // say so better.
            if live.is_empty() {
                continue;
            }
            let source = Source::Tridagon(Basis {
                digits,
                cells,
                refuted,
            });
            if let Some(mut plan) = tables.common(base, source, &live) {
                plan.cost += guardians
                    .iter()
                    .filter_map(|g| tables.refutation(*g))
                    .map(u32::from)
                    .sum::<u32>();
                plans.push(plan);
            }
        }
        let short_proof = view.limits().short_proof();
        if short_proof == 0 {
            look_ahead(base, &mut plans);
        }
        plans.sort_by_key(Plan::rank);
        let mut scratch = step::Scratch::new(SCOPE.reach, SCOPE.max_depth(view));
        report(base, &mut scratch, found, SCOPE, &plans, short_proof)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategies::test_support::assert_sound;
    use crate::{Engine, GridSolver, LayerGrid};

    /// Puzzles of mith's T&E(3) list (Player's Forum, 2022) on whose path the engine
    /// takes a Tridagon Forcing Net.
    const PUZZLES: [&str; 2] = [
        "123.5......6.89.......3....26.......3.7.62..1..4.73...63....21.7..6...43.4.3..6.7",
        "1.3.56..9.571.9..669.73......9.71...53.......7..3.569..1....82....51.9...7....4..",
    ];

    /// The state where the engine first takes a Tridagon Forcing Net on `puzzle`, if it
    /// does, and the solution.
    fn state_before_net(puzzle: &str) -> Option<(LayerGrid, crate::Grid)> {
        let puzzle: crate::Grid = puzzle.parse().unwrap();
        let solution = Engine::default().solve(&puzzle).unwrap();
        let mut grid = LayerGrid::from_grid(&puzzle);
        for step in solution.steps() {
            if step.technique() == Technique::TridagonForcingNet {
                return Some((grid, *solution.grid()));
            }
            grid.apply(step).unwrap();
        }
        None
    }

    #[test]
    fn every_guardian_is_a_branch_and_every_step_is_sound() {
        let mut found = 0;
        for puzzle in PUZZLES {
            let Some((grid, solution)) = state_before_net(puzzle) else {
                continue;
            };
            let steps = TridagonForcingNet.find_all(&grid);
            assert!(!steps.is_empty());
            assert_sound(&grid, &steps, &solution);
            for step in &steps {
                let proof = step.proof().expect("a proof");
                let tridagon = proof.tridagon.expect("a tridagon basis");
                assert_eq!(tridagon.cells.len(), 12, "{step}");
                // The branches are the guardians: the candidates of the twelve cells
                // outside the three digits, two to five of them.
                let mut guardians: Vec<Candidate> = tridagon
                    .cells
                    .iter()
                    .flat_map(|c| {
                        grid.cell_candidates(c)
                            .iter()
                            .filter(|d| !tridagon.digits.contains(*d))
                            .map(move |d| Candidate::new(c, d))
                    })
                    .collect();
                let mut assumed: Vec<Candidate> =
                    proof.branches.iter().map(|b| b.assume.candidate()).collect();
                guardians.sort_by_key(|c| c.index());
                assumed.sort_by_key(|c| c.index());
                assert_eq!(assumed, guardians, "{step}");
                assert!((2..=MAX_GUARDIANS as usize).contains(&guardians.len()), "{step}");
                assert!(step.to_string().starts_with("Tridagon Forcing Net: "), "{step}");
                assert!(step.explanation().contains("one of the guardians"), "{step:#}");
            }
            found += 1;
        }
        assert!(found > 0, "no puzzle reached a Tridagon Forcing Net");
    }

    #[test]
    fn nothing_without_a_tridagon() {
        let grid =
            crate::strategies::test_support::pencil(crate::strategies::exotic::states::EASTER_MONSTER_STATE);
        assert!(TridagonForcingNet.find_all(&grid).is_empty());
        assert!(TridagonForcingNet.find(&LayerGrid::new()).is_none());
    }
}
