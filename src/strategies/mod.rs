//! The built-in solving strategies, one folder per family of the technique table
//! ([`Family`](crate::Family)) and one file per strategy (or per strategy of several
//! sizes, such as X-Wing, Swordfish and Jellyfish) in its family's folder.
//!
//! Each strategy is a unit struct implementing [`GridSolver`] through the crate's
//! `Scan` trait: one search over the [`CandidateView`] of a state that reports every
//! instance, from which `find`, `find_all` and their `_in` forms all come. Adding a
//! strategy takes a new file in its family's folder, its row in [`Technique`]'s table
//! and one line in [`for_technique`].

use std::ops::ControlFlow;

use crate::{CandidateView, GridSolver, LayerGrid, Step, Technique};

pub(crate) mod als;
pub(crate) mod chains;
pub(crate) mod colouring;
mod exclusion;
pub(crate) mod exotic;
mod fish;
pub(crate) mod forcing;
mod intersections;
pub(crate) mod shared;
pub(crate) mod single_digit;
mod singles;
mod subsets;
pub(crate) mod uniqueness;
mod wings;

pub use als::{AlsChain, AlsXyWing, AlsXz, DeathBlossom, SueDeCoq};
pub use chains::{
    Aic, AlsAic, AlsContinuousNiceLoop, AlsDiscontinuousNiceLoop, ContinuousNiceLoop, DiscontinuousNiceLoop,
    GroupedAic, GroupedContinuousNiceLoop, GroupedDiscontinuousNiceLoop, RemotePair, XChain, XyChain,
};
pub use colouring::{MedusaTrap, MedusaWrap, MultiColours, SimpleColoursTrap, SimpleColoursWrap};
pub use exclusion::{AlignedPairExclusion, AlignedTripleExclusion};
pub use exotic::{JuniorExocet, MultiSectorLockedSet, SkLoop, Tridagon, TridagonGuardians};
pub use fish::{
    FinnedFrankenJellyfish, FinnedFrankenSwordfish, FinnedFrankenXWing, FinnedJellyfish,
    FinnedMutantJellyfish, FinnedMutantSquirmbag, FinnedMutantSwordfish, FinnedMutantWhale,
    FinnedMutantXWing, FinnedSwordfish, FinnedXWing, FrankenJellyfish, FrankenSwordfish, FrankenXWing,
    Jellyfish, MutantJellyfish, MutantSwordfish, MutantXWing, SashimiJellyfish, SashimiSwordfish,
    SashimiXWing, Swordfish, XWing,
};
pub use forcing::{
    CellForcingChain, DeepForcingNet, ForcingChainContradiction, ForcingNet, KrakenFish, NestedForcingNet,
    TridagonForcingNet, UnitForcingChain,
};
pub use intersections::{LockedCandidatesClaiming, LockedCandidatesPointing};
pub use single_digit::{
    DualEmptyRectangle, DualTwoStringKite, EmptyRectangle, Skyscraper, TemplateDelete, TemplateSet,
    TurbotFish, TwoStringKite,
};
pub use singles::{FullHouse, HiddenSingle, NakedSingle};
pub use subsets::{
    HiddenPair, HiddenQuad, HiddenTriple, LockedPair, LockedTriple, NakedPair, NakedQuad, NakedTriple,
};
pub use uniqueness::{
    AvoidableRectangleType1, AvoidableRectangleType2, BugPlusOne, HiddenRectangle, UniqueRectangleType1,
    UniqueRectangleType2, UniqueRectangleType3, UniqueRectangleType4, UniqueRectangleType5,
    UniqueRectangleType6,
};
pub use uniqueness::{
    BugType2, BugType3, BugType4, ExtendedUniqueRectangleType1, ExtendedUniqueRectangleType2,
    UniqueLoopType1, UniqueLoopType2, UniqueLoopType3, UniqueLoopType4,
};
pub use wings::{WWing, WxyzWing, XyWing, XyzWing};

/// The built-in strategy for `technique`, if there is one.
///
/// [`Engine::default`](crate::Engine::default) takes these in the order of
/// [`Technique::ALL`].
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies, Technique};
///
/// let x = strategies::for_technique(Technique::HiddenSingle).expect("built in");
/// assert_eq!(x.technique(), Technique::HiddenSingle);
/// assert!(strategies::for_technique(Technique::Backtracking).is_none());
/// ```
#[must_use]
pub fn for_technique(technique: Technique) -> Option<Box<dyn GridSolver>> {
    Some(match technique {
        Technique::FullHouse => Box::new(FullHouse),
        Technique::NakedSingle => Box::new(NakedSingle),
        Technique::HiddenSingle => Box::new(HiddenSingle),
        Technique::LockedCandidatesPointing => Box::new(LockedCandidatesPointing),
        Technique::LockedCandidatesClaiming => Box::new(LockedCandidatesClaiming),
        Technique::LockedPair => Box::new(LockedPair),
        Technique::LockedTriple => Box::new(LockedTriple),
        Technique::NakedPair => Box::new(NakedPair),
        Technique::HiddenPair => Box::new(HiddenPair),
        Technique::NakedTriple => Box::new(NakedTriple),
        Technique::HiddenTriple => Box::new(HiddenTriple),
        Technique::NakedQuad => Box::new(NakedQuad),
        Technique::HiddenQuad => Box::new(HiddenQuad),
        Technique::Skyscraper => Box::new(Skyscraper),
        Technique::TwoStringKite => Box::new(TwoStringKite),
        Technique::TurbotFish => Box::new(TurbotFish),
        Technique::EmptyRectangle => Box::new(EmptyRectangle),
        Technique::DualTwoStringKite => Box::new(DualTwoStringKite),
        Technique::DualEmptyRectangle => Box::new(DualEmptyRectangle),
        Technique::TemplateSet => Box::new(TemplateSet),
        Technique::TemplateDelete => Box::new(TemplateDelete),
        Technique::SimpleColoursTrap => Box::new(SimpleColoursTrap),
        Technique::SimpleColoursWrap => Box::new(SimpleColoursWrap),
        Technique::MultiColours => Box::new(MultiColours),
        Technique::MedusaTrap => Box::new(MedusaTrap),
        Technique::MedusaWrap => Box::new(MedusaWrap),
        Technique::RemotePair => Box::new(RemotePair),
        Technique::SueDeCoq => Box::new(SueDeCoq),
        Technique::AlsXz => Box::new(AlsXz),
        Technique::AlsXyWing => Box::new(AlsXyWing),
        Technique::AlignedPairExclusion => Box::new(AlignedPairExclusion),
        Technique::AlsChain => Box::new(AlsChain),
        Technique::DeathBlossom => Box::new(DeathBlossom),
        Technique::XyWing => Box::new(XyWing),
        Technique::XyzWing => Box::new(XyzWing),
        Technique::WWing => Box::new(WWing),
        Technique::WxyzWing => Box::new(WxyzWing),
        Technique::UniqueRectangleType1 => Box::new(UniqueRectangleType1),
        Technique::UniqueRectangleType2 => Box::new(UniqueRectangleType2),
        Technique::UniqueRectangleType3 => Box::new(UniqueRectangleType3),
        Technique::UniqueRectangleType4 => Box::new(UniqueRectangleType4),
        Technique::UniqueRectangleType5 => Box::new(UniqueRectangleType5),
        Technique::UniqueRectangleType6 => Box::new(UniqueRectangleType6),
        Technique::HiddenRectangle => Box::new(HiddenRectangle),
        Technique::AvoidableRectangleType1 => Box::new(AvoidableRectangleType1),
        Technique::AvoidableRectangleType2 => Box::new(AvoidableRectangleType2),
        Technique::BugPlusOne => Box::new(BugPlusOne),
        Technique::UniqueLoopType1 => Box::new(UniqueLoopType1),
        Technique::UniqueLoopType2 => Box::new(UniqueLoopType2),
        Technique::UniqueLoopType3 => Box::new(UniqueLoopType3),
        Technique::UniqueLoopType4 => Box::new(UniqueLoopType4),
        Technique::ExtendedUniqueRectangleType1 => Box::new(ExtendedUniqueRectangleType1),
        Technique::ExtendedUniqueRectangleType2 => Box::new(ExtendedUniqueRectangleType2),
        Technique::BugType2 => Box::new(BugType2),
        Technique::BugType3 => Box::new(BugType3),
        Technique::BugType4 => Box::new(BugType4),
        Technique::XWing => Box::new(XWing),
        Technique::Swordfish => Box::new(Swordfish),
        Technique::Jellyfish => Box::new(Jellyfish),
        Technique::FinnedXWing => Box::new(FinnedXWing),
        Technique::SashimiXWing => Box::new(SashimiXWing),
        Technique::FinnedSwordfish => Box::new(FinnedSwordfish),
        Technique::SashimiSwordfish => Box::new(SashimiSwordfish),
        Technique::FinnedJellyfish => Box::new(FinnedJellyfish),
        Technique::SashimiJellyfish => Box::new(SashimiJellyfish),
        Technique::XChain => Box::new(XChain),
        Technique::XyChain => Box::new(XyChain),
        Technique::ContinuousNiceLoop => Box::new(ContinuousNiceLoop),
        Technique::DiscontinuousNiceLoop => Box::new(DiscontinuousNiceLoop),
        Technique::Aic => Box::new(Aic),
        Technique::GroupedContinuousNiceLoop => Box::new(GroupedContinuousNiceLoop),
        Technique::GroupedDiscontinuousNiceLoop => Box::new(GroupedDiscontinuousNiceLoop),
        Technique::GroupedAic => Box::new(GroupedAic),
        Technique::AlsContinuousNiceLoop => Box::new(AlsContinuousNiceLoop),
        Technique::AlsDiscontinuousNiceLoop => Box::new(AlsDiscontinuousNiceLoop),
        Technique::AlsAic => Box::new(AlsAic),
        Technique::FrankenXWing => Box::new(FrankenXWing),
        Technique::FrankenSwordfish => Box::new(FrankenSwordfish),
        Technique::FrankenJellyfish => Box::new(FrankenJellyfish),
        Technique::FinnedFrankenXWing => Box::new(FinnedFrankenXWing),
        Technique::FinnedFrankenSwordfish => Box::new(FinnedFrankenSwordfish),
        Technique::FinnedFrankenJellyfish => Box::new(FinnedFrankenJellyfish),
        Technique::MutantXWing => Box::new(MutantXWing),
        Technique::MutantSwordfish => Box::new(MutantSwordfish),
        Technique::MutantJellyfish => Box::new(MutantJellyfish),
        Technique::FinnedMutantXWing => Box::new(FinnedMutantXWing),
        Technique::FinnedMutantSwordfish => Box::new(FinnedMutantSwordfish),
        Technique::FinnedMutantJellyfish => Box::new(FinnedMutantJellyfish),
        Technique::FinnedMutantSquirmbag => Box::new(FinnedMutantSquirmbag),
        Technique::FinnedMutantWhale => Box::new(FinnedMutantWhale),
        Technique::AlignedTripleExclusion => Box::new(AlignedTripleExclusion),
        Technique::Tridagon => Box::new(Tridagon),
        Technique::TridagonGuardians => Box::new(TridagonGuardians),
        Technique::SkLoop => Box::new(SkLoop),
        Technique::JuniorExocet => Box::new(JuniorExocet),
        Technique::MultiSectorLockedSet => Box::new(MultiSectorLockedSet),
        Technique::KrakenFish => Box::new(KrakenFish),
        Technique::CellForcingChain => Box::new(CellForcingChain),
        Technique::UnitForcingChain => Box::new(UnitForcingChain),
        Technique::ForcingChainContradiction => Box::new(ForcingChainContradiction),
        Technique::TridagonForcingNet => Box::new(TridagonForcingNet),
        Technique::ForcingNet => Box::new(ForcingNet),
        Technique::NestedForcingNet => Box::new(NestedForcingNet),
        Technique::DeepForcingNet => Box::new(DeepForcingNet),
        _ => return None,
    })
}

/// Every built-in strategy, in the engine's default order.
#[must_use]
pub fn all() -> Vec<Box<dyn GridSolver>> {
    Technique::ALL.iter().filter_map(|&t| for_technique(t)).collect()
}

/// Whether a search wants the first step only or every step.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum FindMode {
    First,
    All,
}

/// The most steps a built-in strategy lists in one state (`find_all`): in a nearly open
/// candidate grid a finned Mutant fish of six houses has hundreds of thousands of
/// instances (350,000, written out in 12 s, in a state fuzzing found), so the listing
/// keeps the first this many and stops, and every listing ends within a bounded time.
/// The bound is above what real puzzles reach (the peer library's finned Mutant Whale
/// case has 54,515 instances in its state). The engine's own steps (`find`) take the
/// first instance and are not affected. [`Limits::with_most_listed`](crate::Limits::with_most_listed)
/// sets a lower bound for one listing.
///
/// ```
/// use sudoku_strata::{strategies, GridSolver, LayerGrid};
///
/// // An open grid: every strategy lists at most this many steps.
/// let open = LayerGrid::new();
/// let skyscraper = strategies::for_technique(sudoku_strata::Technique::Skyscraper).unwrap();
/// assert!(skyscraper.find_all(&open).len() <= strategies::MOST_LISTED);
/// ```
pub const MOST_LISTED: usize = 100_000;

/// Collects the steps a strategy finds; tells the search when to stop.
pub(crate) struct Found {
    mode: FindMode,
    most: usize,
    steps: Vec<Step>,
}

impl Found {
    /// Collects the first step, or every step up to the `limits`'
    /// [`most_listed`](crate::Limits::most_listed).
    pub(crate) fn new(mode: FindMode, limits: crate::Limits) -> Found {
        Found {
            mode,
            most: limits.most_listed(),
            steps: Vec::new(),
        }
    }

    /// Records a step; breaks when only the first one is wanted, or when the most
    /// listed are listed.
    pub(crate) fn push(&mut self, step: Step) -> ControlFlow<()> {
        self.steps.push(step);
        match self.mode {
            FindMode::First => ControlFlow::Break(()),
            FindMode::All if self.steps.len() >= self.most => ControlFlow::Break(()),
            FindMode::All => ControlFlow::Continue(()),
        }
    }

    /// Records a step unless one with the same effect (the same placements and
    /// eliminations) is already recorded: one pattern seen from another house or
    /// corner is listed once.
    pub(crate) fn push_new(&mut self, step: Step) -> ControlFlow<()> {
        if self.has_effect_of(&step) {
            return ControlFlow::Continue(());
        }
        self.push(step)
    }

    /// Whether the search wants the first step only or every step.
    pub(crate) fn mode(&self) -> FindMode {
        self.mode
    }

    /// Whether no step is recorded.
    pub(crate) fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// Whether a step with the same effect is already recorded.
    pub(crate) fn has_effect_of(&self, step: &Step) -> bool {
        self.steps
            .iter()
            .any(|s| s.placements() == step.placements() && s.eliminations() == step.eliminations())
    }

    pub(crate) fn into_steps(self) -> Vec<Step> {
        self.steps
    }
}

/// A strategy written as one search that reports through [`Found`]; every method of
/// [`GridSolver`] comes from it.
pub(crate) trait Scan {
    /// The technique whose steps the search finds.
    const TECHNIQUE: Technique;
    /// Whether the technique relies on the puzzle having one solution.
    const NEEDS_UNIQUE_SOLUTION: bool = false;

    /// Reports every instance in the state `view` shows to `found`, stopping when it
    /// says so.
    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()>;
}

impl<T: Scan + Send + Sync> GridSolver for T {
    fn technique(&self) -> Technique {
        T::TECHNIQUE
    }

    fn find(&self, grid: &LayerGrid) -> Option<Step> {
        self.find_in(&CandidateView::new(grid))
    }

    fn find_all(&self, grid: &LayerGrid) -> Vec<Step> {
        self.find_all_in(&CandidateView::new(grid))
    }

    /// The first step; `None` for a uniqueness technique on a grid not known to have
    /// one solution.
    fn find_in(&self, view: &CandidateView<'_>) -> Option<Step> {
        if T::NEEDS_UNIQUE_SOLUTION && !view.grid().assumes_unique_solution() {
            return None;
        }
        let mut found = Found::new(FindMode::First, view.limits());
        let _ = self.scan(view, &mut found);
        found.into_steps().into_iter().next()
    }

    /// Every step; none for a uniqueness technique on a grid not known to have one
    /// solution.
    fn find_all_in(&self, view: &CandidateView<'_>) -> Vec<Step> {
        if T::NEEDS_UNIQUE_SOLUTION && !view.grid().assumes_unique_solution() {
            return Vec::new();
        }
        let mut found = Found::new(FindMode::All, view.limits());
        let _ = self.scan(view, &mut found);
        found.into_steps()
    }

    fn needs_unique_solution(&self) -> bool {
        T::NEEDS_UNIQUE_SOLUTION
    }
}

#[cfg(test)]
pub(crate) mod test_support {
    //! Helpers for the unit tests of each strategy.

    use crate::{Candidate, Cell, Digit, LayerGrid, Step};

    /// A state reached by the engine from a minimal puzzle made from `Grid::random_solved`:
    /// it has an AIC but neither an X-Chain nor an XY-Chain. With a few cells changed
    /// ([`aic_state_with`]) it holds an X-Wing, wings, a hidden rectangle, an XY-Chain or a
    /// continuous nice loop, so the tests of several families share it.
    pub(crate) const AIC_STATE: &str = r"
+-------------+-----------------+---------------+
| 57  9   1   | 34  8     257   | 257   34  6   |
| 34  57  +2  | +9  1467  13567 | 1457  38  178 |
| 34  6   8   | 13  12457 12357 | 12457 9   17  |
+-------------+-----------------+---------------+
| 19  47  467 | 8   12467 12679 | 147   5   3   |
| 18  2   +5  | 146 3     167   | 9     468 178 |
| 189 3   467 | 5   1467  1679  | 147   68  2   |
+-------------+-----------------+---------------+
| 6   14  34  | 7   9     135   | 8     +2  45  |
| 57  +8  37  | 2   56    4     | 36    1   +9  |
| 2   145 9   | 136 156   +8    | 36    7   45  |
+-------------+-----------------+---------------+
";

    /// [`AIC_STATE`] in pencil-mark text with the listed open cells holding other
    /// candidates: `aic_state_with(&[("r2c5", "1567")])`.
    pub(crate) fn aic_state_with(changes: &[(&str, &str)]) -> String {
        let grid = pencil(AIC_STATE);
        Cell::ALL
            .iter()
            .map(|&cell| {
                let name = cell.to_string();
                if let Some((_, digits)) = changes.iter().find(|(at, _)| *at == name) {
                    return (*digits).to_string();
                }
                match grid.value(cell) {
                    Some(digit) if grid.is_given(cell) => digit.to_string(),
                    Some(digit) => format!("+{digit}"),
                    None => grid.cell_candidates(cell).join(""),
                }
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// A layer grid from a pencil-mark picture, panicking on bad test data.
    pub(crate) fn pencil(text: &str) -> LayerGrid {
        text.parse().unwrap_or_else(|e| panic!("bad test grid: {e}"))
    }

    /// A pencilled state of a puzzle with one solution, known to be so, and that
    /// solution: what a unit test needs to check that steps in it are sound.
    pub(crate) fn pencil_with_solution(text: &str) -> (LayerGrid, crate::Grid) {
        let mut grid = pencil(text);
        grid.assume_unique_solution();
        let solution = grid
            .givens_grid()
            .unique_solution()
            .expect("a puzzle with one solution");
        (grid, solution)
    }

    /// Asserts that `solver` finds the same steps on a walk, with the walk's memory of
    /// fruitless scans, as without it: in `grid` (which has a step) twice, the second
    /// time with what the first remembered, the first step alone, and in the state after
    /// that step.
    pub(crate) fn assert_walk_memory_changes_nothing(solver: &impl crate::GridSolver, grid: &LayerGrid) {
        use crate::CandidateView;
        use crate::strategies::shared::fruitless::FruitlessScans;
        let fruitless = FruitlessScans::default();
        let on_walk = |grid: &LayerGrid| solver.find_all_in(&CandidateView::new(grid).on_walk(&fruitless));
        let alone = solver.find_all(grid);
        assert!(!alone.is_empty());
        assert_eq!(on_walk(grid), alone);
        assert_eq!(on_walk(grid), alone);
        let first = solver.find_in(&CandidateView::new(grid).on_walk(&fruitless));
        assert_eq!(first.as_ref(), alone.first());
        let mut next = grid.clone();
        next.apply(&alone[0]).unwrap();
        assert_eq!(on_walk(&next), solver.find_all(&next));
    }

    /// A grid where `digit` is a candidate in exactly `cells` (a space-separated list)
    /// and every cell keeps the other eight digits as candidates.
    pub(crate) fn layer(digit: u8, cells: &str) -> LayerGrid {
        let chosen: crate::CellSet = cells
            .split_whitespace()
            .map(|c| c.parse::<Cell>().unwrap())
            .collect();
        layer_where(digit, |row, col| {
            chosen.contains(Cell::from_row_col(row as u8, col as u8).unwrap())
        })
    }

    /// A grid where `digit` is a candidate in the cells (row and column from 1) that
    /// `has` accepts, and every cell keeps the other eight digits as candidates.
    pub(crate) fn layer_where(digit: u8, has: impl Fn(usize, usize) -> bool) -> LayerGrid {
        let others: String = (1..=9)
            .filter(|&d| d != digit)
            .map(|d| char::from(b'0' + d))
            .collect();
        let text: String = Cell::ALL
            .iter()
            .map(|&c| {
                if has(c.row_index() + 1, c.col_index() + 1) {
                    "123456789 ".to_string()
                } else {
                    format!("{others} ")
                }
            })
            .collect();
        pencil(&text)
    }

    /// A grid where each listed cell holds only the given candidates (`("r1c1 r2c5",
    /// "27")`) and every other cell holds all nine.
    pub(crate) fn cells_holding(spec: &[(&str, &str)]) -> LayerGrid {
        let mut tokens = vec!["123456789".to_string(); 81];
        for (cells, digits) in spec {
            for cell in cells.split_whitespace() {
                tokens[cell.parse::<Cell>().unwrap().index()] = format!("[{digits}]");
            }
        }
        pencil(&tokens.join(" "))
    }

    /// A layer grid from a pencil-mark picture, marked as having one solution (for the
    /// uniqueness strategies).
    pub(crate) fn unique_pencil(text: &str) -> LayerGrid {
        let mut grid = pencil(text);
        grid.assume_unique_solution();
        grid
    }

    /// Every instance of a uniqueness strategy in `state`, in its printed form, checked
    /// against the solution of `puzzle`; the strategy lists none when the grid is not
    /// known to have one solution.
    pub(crate) fn unique_listed(strategy: &dyn crate::GridSolver, state: &str, puzzle: &str) -> Vec<String> {
        let grid = unique_pencil(state);
        let steps = strategy.find_all(&grid);
        let solution = puzzle.parse::<crate::Grid>().unwrap().unique_solution().unwrap();
        assert_sound(&grid, &steps, &solution);
        assert!(
            strategy.find(&pencil(state)).is_none(),
            "runs without a unique solution"
        );
        steps.iter().map(Step::to_string).collect()
    }

    /// A layer grid from an 81-character puzzle line.
    pub(crate) fn puzzle(line: &str) -> LayerGrid {
        LayerGrid::from_grid(&line.parse().unwrap_or_else(|e| panic!("bad test puzzle: {e}")))
    }

    /// Parses `"r4c1<>3"` / `"r3c5=7"` lists separated by spaces.
    pub(crate) fn candidates(list: &str) -> Vec<Candidate> {
        let mut out: Vec<Candidate> = list
            .split_whitespace()
            .map(|item| {
                let (cell, digit) = item.split_once("<>").or_else(|| item.split_once('=')).unwrap();
                let digit = Digit::new(digit.parse().unwrap()).unwrap();
                Candidate::new(cell.parse::<Cell>().unwrap(), digit)
            })
            .collect();
        out.sort();
        out
    }

    /// Asserts that `solver` finds one step in `grid`, written `notation` (which names
    /// what it removes or places), and nothing once that step is applied; returns it.
    pub(crate) fn the_one_step(solver: &dyn crate::GridSolver, grid: &LayerGrid, notation: &str) -> Step {
        let steps = solver.find_all(grid);
        let [step] = <[Step; 1]>::try_from(steps).unwrap_or_else(|steps| panic!("{steps:#?}"));
        assert_eq!(step.to_string(), notation);
        let mut next = grid.clone();
        next.apply(&step).unwrap();
        assert!(solver.find(&next).is_none(), "{} after {step}", solver.name());
        step
    }

    /// Asserts that among the steps `solver` lists in `grid` is one written `notation`
    /// (which names what it removes), and returns it.
    pub(crate) fn a_listed_step(solver: &dyn crate::GridSolver, grid: &LayerGrid, notation: &str) -> Step {
        let mut steps = solver.find_all(grid);
        let Some(at) = steps.iter().position(|s| s.to_string() == notation) else {
            panic!("no {notation} among {steps:#?}");
        };
        steps.swap_remove(at)
    }

    /// The step's eliminations, sorted.
    pub(crate) fn eliminations(step: &Step) -> Vec<Candidate> {
        let mut out = step.eliminations().to_vec();
        out.sort();
        out
    }

    /// Says that a test checks a sample, where the reader of `cargo test` sees it:
    /// straight on standard error, past the test runner's capture.
    pub(crate) fn say_sampled(note: &str) {
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), "note: {note}");
    }

    /// Asserts that no step of the strategy removes or contradicts `solution`, and
    /// that every step changes the grid.
    pub(crate) fn assert_sound(grid: &LayerGrid, steps: &[Step], solution: &crate::Grid) {
        for step in steps {
            if let Some(wrong) = step.contradicted_by(solution) {
                panic!("unsound step {step}: the solution contradicts it at {wrong}");
            }
            for c in step.eliminations() {
                assert!(
                    grid.has_candidate(c.cell, c.digit),
                    "{step} eliminates a non-candidate {c}"
                );
            }
            assert!(
                !step.placements().is_empty() || !step.eliminations().is_empty(),
                "{step} has no effect"
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use std::num::NonZeroUsize;
    use std::sync::atomic::{AtomicUsize, Ordering};

    use super::test_support::{assert_sound, pencil};
    use super::*;
    use crate::{Engine, Grid};

    /// The strategies whose `find_all` lists millions of instances over the fixtures'
    /// states (a finned Mutant fish of four to six houses is mostly a smaller fish with
    /// houses added, in every way they can be), so that writing out their steps took
    /// two thirds of the soundness test's time (340 of 503 s): the test checks them at
    /// every [`SAMPLE_STRIDE`]-th state, and at every state when
    /// `SUDOKU_SOUNDNESS=every-state` is set.
    const LISTED_BY_MILLIONS: [Technique; 3] = [
        Technique::FinnedMutantJellyfish,
        Technique::FinnedMutantSquirmbag,
        Technique::FinnedMutantWhale,
    ];

    /// Which states the strategies of [`LISTED_BY_MILLIONS`] are checked at: one in this
    /// many, spread over every fixture.
    const SAMPLE_STRIDE: usize = 8;

    /// Every instance that every strategy lists, in every state along the solution of
    /// each fixture, keeps the known solution: `find_all` is checked, not just the
    /// first step that the engine would take. The strategies of [`LISTED_BY_MILLIONS`]
    /// are checked at one state in [`SAMPLE_STRIDE`]; the whole check is
    /// `SUDOKU_SOUNDNESS=every-state cargo test --release --lib every_instance`. The
    /// states are shared out among as many threads as the machine has cores (one state
    /// at a time, so the costly states of one puzzle do not keep the other threads idle).
    #[test]
    fn every_instance_of_every_strategy_is_sound_on_the_fixtures() {
        let states = fixture_states();
        let strategies = all();
        let every_state = std::env::var("SUDOKU_SOUNDNESS").is_ok_and(|v| v == "every-state");
        if !every_state {
            test_support::say_sampled(&format!(
                "soundness: {} checked at one state in {SAMPLE_STRIDE} (SUDOKU_SOUNDNESS=every-state checks every state)",
                LISTED_BY_MILLIONS.map(Technique::name).join(", ")
            ));
        }
        let next = AtomicUsize::new(0);
        let threads = std::thread::available_parallelism().map_or(1, NonZeroUsize::get);
        std::thread::scope(|scope| {
            for _ in 0..threads {
                scope.spawn(|| {
                    loop {
                        let index = next.fetch_add(1, Ordering::Relaxed);
                        let Some((grid, solution)) = states.get(index) else {
                            break;
                        };
                        let sampled = every_state || index.is_multiple_of(SAMPLE_STRIDE);
                        for strategy in &strategies {
                            if sampled || !LISTED_BY_MILLIONS.contains(&strategy.technique()) {
                                assert_sound(grid, &strategy.find_all(grid), solution);
                            }
                        }
                    }
                });
            }
        });
    }

    /// Every state along the engine's path through each fixture, with the fixture's
    /// solution; each state survives its pencil-mark text form.
    fn fixture_states() -> Vec<(LayerGrid, Grid)> {
        let engine = Engine::default();
        let fixtures = include_str!("../../fixtures/puzzles.tsv");
        let mut states = Vec::new();
        for line in fixtures.lines().filter(|l| !l.starts_with('#')) {
            let fields: Vec<&str> = line.split('\t').collect();
            let puzzle: Grid = fields[1].parse().unwrap();
            let solution: Grid = fields[2].parse().unwrap();
            let mut grid = LayerGrid::from_grid(&puzzle);
            grid.assume_unique_solution();
            loop {
                let mut reread = pencil(&grid.to_string());
                reread.assume_unique_solution();
                assert_eq!(reread, grid);
                states.push((grid.clone(), solution));
                let Some(step) = engine.next_step(&grid) else {
                    break;
                };
                grid.apply(&step).unwrap();
            }
        }
        states
    }
}
