//! Sudoku Explainer's refinements of base scores, in one table.

use crate::Technique;

/// One of Sudoku Explainer's refinements of a base score.
///
/// # Example
///
/// ```
/// use sudoku_strata::{RefinementCase, Technique, REFINEMENTS};
///
/// let in_line = REFINEMENTS.iter().find(|r| r.when == RefinementCase::InLine).unwrap();
/// assert_eq!((in_line.technique, in_line.score), (Technique::HiddenSingle, 1.5));
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub struct Refinement {
    /// The technique refined.
    pub technique: Technique,
    /// When the refined score applies.
    pub when: RefinementCase,
    /// The score then.
    pub score: f32,
}

/// When a [`Refinement`] applies.
///
/// # Example
///
/// ```
/// use sudoku_strata::{RefinementCase, REFINEMENTS};
///
/// assert_eq!(REFINEMENTS.iter().filter(|r| r.when == RefinementCase::Direct).count(), 4);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum RefinementCase {
    /// The step places a digit by a row or column (not a box).
    InLine,
    /// The step's eliminations give a hidden single at once (Sudoku Explainer's
    /// "direct" techniques).
    Direct,
}

/// Sudoku Explainer's refinements of the base scores that matter for ranking puzzles:
/// the whole list, in one place, to retune with `examples/calibrate.rs`.
///
/// | technique | when | score (base) |
/// |---|---|---:|
/// | Hidden Single | in a row or column | 1.5 (1.2) |
/// | Locked Candidates (Pointing) | direct | 1.7 (2.6) |
/// | Locked Candidates (Claiming) | direct | 1.9 (2.8) |
/// | Hidden Pair | direct | 2.0 (3.4) |
/// | Hidden Triple | direct | 2.5 (4.0) |
///
/// # Example
///
/// ```
/// use sudoku_strata::{Technique, REFINEMENTS};
///
/// assert!(REFINEMENTS.iter().all(|r| r.score != r.technique.score()));
/// ```
pub const REFINEMENTS: [Refinement; 5] = [
    Refinement {
        technique: Technique::HiddenSingle,
        when: RefinementCase::InLine,
        score: 1.5,
    },
    Refinement {
        technique: Technique::LockedCandidatesPointing,
        when: RefinementCase::Direct,
        score: 1.7,
    },
    Refinement {
        technique: Technique::LockedCandidatesClaiming,
        when: RefinementCase::Direct,
        score: 1.9,
    },
    Refinement {
        technique: Technique::HiddenPair,
        when: RefinementCase::Direct,
        score: 2.0,
    },
    Refinement {
        technique: Technique::HiddenTriple,
        when: RefinementCase::Direct,
        score: 2.5,
    },
];

/// The refined score of `technique` when it is direct, if it has one.
pub(super) fn direct_score(technique: Technique) -> Option<f32> {
    REFINEMENTS
        .iter()
        .find(|r| r.technique == technique && r.when == RefinementCase::Direct)
        .map(|r| r.score)
}
