//! Sudoku Explainer's hints in our vocabulary: each step of its path is also a [`Step`],
//! with its effect, its pattern and, for a chain, its implications as links, so that the
//! front ends draw and write it as they draw and write ours.
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

use super::hint::{Hint, Potential};
use super::names::{ChainKind, ChainPrefix, Name};
use crate::technique::OneDecimal;
use crate::{Cell, CellSet, ChainNode, Digit, LayerGrid, Link, LinkKind, Step, Technique};

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

fn cell(c: u8) -> Cell {
    Cell::ALL[usize::from(c)]
}

fn digit(v: u8) -> Digit {
    Digit::ALL[usize::from(v) - 1]
}

fn node(p: Potential) -> ChainNode {
    ChainNode::new(digit(p.value), CellSet::single(cell(p.cell)))
}

/// The hint as a [`Step`]: its placement, its removals, its pattern's candidates, its
/// chain's implications as links (strong to a potential made true, weak to one made
/// false), and a sentence with SE's name and `difficulty`.
pub(super) fn step_of(hint: &Hint) -> Step {
    let mut builder = Step::builder(hint.name.nearest());
    if let Some((c, v)) = hint.placement {
        builder = builder.place(cell(c), digit(v));
    }
    for &(c, mask) in &hint.removals {
        for v in (1..=9u8).filter(|v| mask >> v & 1 == 1) {
            builder = builder.eliminate(cell(c), digit(v));
        }
    }
    for &(c, v) in &hint.pattern {
        builder = builder.pattern_candidate(cell(c), digit(v));
    }
    for &(from, to) in &hint.links {
        let kind = if to.on { LinkKind::Strong } else { LinkKind::Weak };
        builder = builder.link(Link::new(node(from), node(to), kind));
    }
    if let Some(proof) = &hint.proof {
        builder = builder.prove(proof.clone());
    }
    let step = builder.build();
    let effect = step.effect_text();
    let chain = if hint.links.is_empty() {
        String::new()
    } else {
        format!(
            " Its chains take {} implications, drawn as links.",
            hint.links.len()
        )
    };
    let sentence = format!(
        "Sudoku Explainer's {} ({:.1}) gives {effect}.{chain}",
        hint.name,
        hint.difficulty.one_decimal()
    );
    step.into_builder().explain(sentence).build()
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
