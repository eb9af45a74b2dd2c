//! Sudoku Explainer's steps in our vocabulary: each of its searches builds a [`Step`],
//! with its effect, its pattern and, for a chain, its implications as links and its
//! proof, and gives it with SE's name, rating and text beside it (an
//! [`ExplainerStep`](super::ExplainerStep)), so that the front ends draw and write it as
//! they draw and write ours. SE has no step type of its own.
//!
//! The step's technique is the nearest of ours (a hidden pair for SE's direct hidden
//! pair, a cell forcing chain for its dynamic cell forcing chains): it decides how the
//! step is drawn (a single without its grid, a chain with its links). SE's own name and
//! rating stay on the [`ExplainerStep`](super::ExplainerStep), which is what a front end
//! shows; its names are not put into our technique table.
//!
//! SE's chains carry a [`Proof`](crate::Proof) of the documented form, a translation of
//! the chain it found (`chaining::proof`), and their implications are also drawn as
//! links, from each potential to each it follows from. A chain with a chain nested in it
//! (levels 2 to 4) has no proof yet where an inner chain's removal has no rule of the
//! format.

use super::ExplainerStep;
use super::names::{ChainKind, ChainPrefix, ExplainerTechnique, Name};
use crate::technique::OneDecimal;
use crate::{Cell, CellSet, ChainNode, Digit, LayerGrid, Link, LinkKind, Step, StepBuilder, Technique};

impl Name {
    /// The technique of ours nearest to this one, for drawing (see the module's doc).
    fn nearest(self) -> Technique {
        match self {
            Name::HiddenSingle => Technique::HiddenSingle,
            Name::NakedSingle => Technique::NakedSingle,
            Name::DirectPointing | Name::Pointing => Technique::LockedCandidatesPointing,
            Name::DirectClaiming | Name::Claiming => Technique::LockedCandidatesClaiming,
            Name::NakedPair => Technique::NakedPair,
            Name::NakedTriplet => Technique::NakedTriple,
            Name::NakedQuad => Technique::NakedQuad,
            Name::DirectHiddenPair | Name::HiddenPair => Technique::HiddenPair,
            Name::DirectHiddenTriplet | Name::HiddenTriplet => Technique::HiddenTriple,
            Name::HiddenQuad => Technique::HiddenQuad,
            Name::XWing => Technique::XWing,
            Name::Swordfish => Technique::Swordfish,
            Name::Jellyfish => Technique::Jellyfish,
            Name::XyWing => Technique::XyWing,
            Name::XyzWing => Technique::XyzWing,
            Name::StrongLinks {
                links: 2,
                ring: false,
                ..
            } => Technique::TurbotFish,
            Name::StrongLinks { .. } => Technique::XChain,
            Name::Wing { .. } => Technique::WxyzWing,
            Name::UniqueLoop { length: 4, kind } => match kind {
                1 => Technique::UniqueRectangleType1,
                2 => Technique::UniqueRectangleType2,
                3 => Technique::UniqueRectangleType3,
                _ => Technique::UniqueRectangleType4,
            },
            Name::UniqueLoop { kind, .. } => match kind {
                1 => Technique::UniqueLoopType1,
                2 => Technique::UniqueLoopType2,
                3 => Technique::UniqueLoopType3,
                _ => Technique::UniqueLoopType4,
            },
            Name::Bug(kind) => match kind {
                1 => Technique::BugPlusOne,
                2 => Technique::BugType2,
                3 => Technique::BugType3,
                _ => Technique::BugType4,
            },
            Name::AlignedPairExclusion => Technique::AlignedPairExclusion,
            Name::AlignedTripletExclusion => Technique::AlignedTripleExclusion,
            Name::BidirectionalCycle => Technique::ContinuousNiceLoop,
            Name::BidirectionalYCycle => Technique::XyChain,
            Name::BidirectionalXCycle | Name::GeneralizedXWing => Technique::XChain,
            Name::ForcingChain => Technique::DiscontinuousNiceLoop,
            Name::ForcingYChain => Technique::XyChain,
            Name::ForcingXChain | Name::TurbotFish => Technique::XChain,
            Name::Chains { level: 1.., .. } => Technique::NestedForcingNet,
            Name::Chains { kind, prefix, .. } => match kind {
                ChainKind::CellForcing if prefix == ChainPrefix::None => Technique::CellForcingChain,
                ChainKind::RegionForcing if prefix == ChainPrefix::None => Technique::UnitForcingChain,
                ChainKind::Forcing | ChainKind::ContradictionForcing => Technique::ForcingChainContradiction,
                _ => Technique::ForcingNet,
            },
            // No step has these names.
            Name::BeyondBudget | Name::BeyondSolver | Name::NotProper | Name::NoStep => {
                Technique::Backtracking
            }
        }
    }
}

impl Name {
    /// A step of this name, to be built: its technique is the nearest of ours.
    pub(super) fn step(self) -> StepBuilder {
        Step::builder(self.nearest())
    }
}

/// A cell by Sudoku Explainer's number (0 to 80, in reading order).
fn cell(c: usize) -> Cell {
    Cell::ALL[c]
}

/// A digit by its value (1 to 9).
fn digit(v: u8) -> Digit {
    Digit::ALL[usize::from(v) - 1]
}

/// Our step builder, fed with Sudoku Explainer's numbers: a cell 0 to 80 and a value 1
/// to 9. SE lists a step's removals by cell, each cell where it first removes
/// something, and each cell's values in increasing order: the step keeps that order.
pub(super) trait Numbered: Sized {
    /// Places value `v` in cell `c`.
    fn put(self, c: usize, v: u8) -> Self;
    /// Removes value `v` from cell `c`, for a search that removes each cell's values
    /// together (or one value in all).
    fn remove(self, c: usize, v: u8) -> Self;
    /// Removes each (cell, value) of `removals`, grouped by cell as SE groups them.
    fn remove_all(self, removals: impl IntoIterator<Item = (usize, u8)>) -> Self;
    /// Removes each (cell, values as bits) of `removals`, in its order.
    fn remove_masks(self, removals: &[(u8, u16)]) -> Self;
    /// Adds value `v` of cell `c` to the pattern.
    fn candidate(self, c: usize, v: u8) -> Self;
}

impl Numbered for StepBuilder {
    fn put(self, c: usize, v: u8) -> Self {
        self.place(cell(c), digit(v))
    }

    fn remove(self, c: usize, v: u8) -> Self {
        self.eliminate(cell(c), digit(v))
    }

    fn remove_all(self, removals: impl IntoIterator<Item = (usize, u8)>) -> Self {
        self.remove_masks(&by_cell(removals))
    }

    fn remove_masks(mut self, removals: &[(u8, u16)]) -> Self {
        for &(c, mask) in removals {
            for v in (1..=9u8).filter(|v| mask >> v & 1 == 1) {
                self = self.eliminate(cell(usize::from(c)), digit(v));
            }
        }
        self
    }

    fn candidate(self, c: usize, v: u8) -> Self {
        self.pattern_candidate(cell(c), digit(v))
    }
}

/// Removals (cell, value) gathered by cell, in the order each cell first comes, as
/// (cell, values as bits).
fn by_cell(removals: impl IntoIterator<Item = (usize, u8)>) -> Vec<(u8, u16)> {
    let mut out: Vec<(u8, u16)> = Vec::new();
    for (c, v) in removals {
        match out.iter_mut().find(|(cell, _)| usize::from(*cell) == c) {
            Some((_, mask)) => *mask |= 1 << v,
            None => out.push((c as u8, 1 << v)),
        }
    }
    out
}

/// A step's removals as Sudoku Explainer lists them: (cell, values as bits), by cell.
pub(super) fn removals(step: &Step) -> Vec<(u8, u16)> {
    by_cell(
        step.eliminations()
            .iter()
            .map(|c| (c.cell.index(), c.digit.get())),
    )
}

/// The value a step places, if it places one: (cell, value).
#[cfg(test)]
pub(super) fn placement(step: &Step) -> Option<(u8, u8)> {
    step.placements()
        .first()
        .map(|p| (p.cell.index() as u8, p.digit.get()))
}

/// Whether an indirect step changes the board: it removes or places something.
pub(super) fn is_worth(step: &StepBuilder) -> bool {
    let so_far = step.so_far();
    !so_far.eliminations().is_empty() || !so_far.placements().is_empty()
}

/// A chain's implication as a link from the potential (cell, value, on) it follows
/// from to the one it gives: strong to a potential made true, weak to one made false.
pub(super) fn implication(from: (u8, u8, bool), to: (u8, u8, bool)) -> Link {
    let node = |(c, v, _): (u8, u8, bool)| ChainNode::new(digit(v), CellSet::single(cell(usize::from(c))));
    let kind = if to.2 { LinkKind::Strong } else { LinkKind::Weak };
    Link::new(node(from), node(to), kind)
}

impl ExplainerStep {
    /// A step as one of Sudoku Explainer's searches finds it: its name, its rating, what
    /// it says, and the step in our vocabulary.
    pub(super) fn found(name: Name, difficulty: f64, text: String, step: StepBuilder) -> ExplainerStep {
        ExplainerStep {
            name: ExplainerTechnique(name),
            difficulty,
            text,
            step: step.build(),
        }
    }

    /// The step as the path takes it: with a sentence that gives SE's name and rating,
    /// and for a chain how many implications it draws.
    pub(super) fn told(self) -> ExplainerStep {
        let ExplainerStep {
            name,
            difficulty,
            text,
            step,
        } = self;
        let links = step.pattern().links.len();
        let chain = if links == 0 {
            String::new()
        } else {
            format!(" Its chains take {links} implications, drawn as links.")
        };
        let sentence = format!(
            "Sudoku Explainer's {name} ({:.1}) gives {}.{chain}",
            difficulty.one_decimal(),
            step.effect_text()
        );
        ExplainerStep {
            name,
            difficulty,
            text,
            step: step.into_builder().explain(sentence).build(),
        }
    }

    /// Takes the step on `grid` as the engine's walk takes it, for tests that walk part
    /// of the path.
    #[cfg(test)]
    pub(super) fn take(&self, grid: &mut LayerGrid) {
        grid.apply(&self.step).expect("the step applies");
    }
}

impl super::ExplainerPath {
    /// The states the path passes through, as [`Solution::states`](crate::Solution::states)
    /// gives ours: the puzzle's candidates, then the state after each step in turn (one
    /// more than the steps), so that the state each step was found in is the one beside
    /// it.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Grid, LayerGrid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let path = puzzle.explainer_path()?;
    /// let states: Vec<LayerGrid> = path.states().collect();
    /// assert_eq!(states.len(), path.steps().len() + 1);
    /// assert_eq!(states.last().map(LayerGrid::to_grid), Some(puzzle.unique_solution()?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn states(&self) -> impl Iterator<Item = LayerGrid> + '_ {
        let mut next = Some(LayerGrid::from_grid(self.puzzle()));
        let mut steps = self.steps().iter();
        std::iter::from_fn(move || {
            let state = next.take()?;
            if let Some(step) = steps.next() {
                let mut after = state.clone();
                // Sudoku Explainer's steps always apply: each changes its state.
                next = after.apply(step.step()).is_ok().then_some(after);
            }
            Some(state)
        })
    }
}
