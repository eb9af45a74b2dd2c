//! Sudoku Explainer's ratings, reproduced: ER, EP and ED.
//!
//! Puzzle makers and the forum's lists publish difficulty as the three numbers of Sudoku
//! Explainer's command-line rater (`serate`): **ER**, the hardest step on its path;
//! **EP**, the hardest step up to the first placement; **ED**, the first step. This
//! module walks the path that rater walks, with its techniques and its difficulty
//! formulas, written anew from the rules of Sudoku Explainer 1.2.1 (Nicolas Juillerat)
//! and of the SukakuExplainer fork (1.18.1, default settings) that the community uses
//! now; the ratings in `../shared/datasets/se-rated.tsv` were made with the latter.
//!
//! The path: at every point the techniques are tried in a fixed order, and the first
//! hint found is applied (a hint with several candidates, such as a chain, is the
//! easiest of its technique). The order, with each technique's rating:
//!
//! - hidden single (1.0 when the house has one empty cell, 1.2 in a box, 1.5 in a line),
//!   direct pointing 1.7 and claiming 1.9, direct hidden pair 2.0, naked single 2.3,
//!   direct hidden triplet 2.5;
//! - pointing 2.6, claiming 2.8, naked pair 3.0, X-Wing 3.2, hidden pair 3.4, naked
//!   triplet 3.6, swordfish 3.8, hidden triplet 4.0;
//! - chains of two strong links on one digit (Skyscraper 4.0, 2-String Kite and Turbot
//!   Fish 4.1, grouped 4.3; see `strong_links`), XY-Wing 4.2, XYZ-Wing 4.4, Unique
//!   Rectangles and Loops (4.5 to 5.0 by length, type 3 more by its set; `unique_loops`),
//!   naked quad 5.0, jellyfish 5.2, hidden quad 5.4, chains of three strong links
//!   (5.4 to 5.7), WXYZ-Wing (5.5, 5.6; `big_wings`), BUG (5.6 to 6.2; `bug`), chains of
//!   four strong links (5.8 to 6.1), VWXYZ-Wing (6.2 to 6.4), Aligned Pair Exclusion 6.2
//!   (`aligned`), UVWXYZ-Wing 6.6;
//! - the forcing chains, rated by kind and length (see `chaining`).
//!
//! The ER, EP and ED are computed as the rater does: ER is the highest rating on the
//! path, ED the rating of the first step, EP the highest rating up to and including the
//! first step that places a value.

// The searches walk houses, cells and values by number, in the order the rater does, and
// the same numbers index several tables at once.
#![allow(clippy::needless_range_loop)]

mod aligned;
mod big_wings;
mod bug;
mod chaining;
mod fish;
mod intersections;
mod names;
mod next;
mod numbers;
mod premises;
#[cfg(test)]
mod rated_cases;
mod singles;
mod strong_links;
mod subsets;
mod unique_loops;
mod vocabulary;
mod wings;

use std::ops::ControlFlow;

use chaining::ChainMode;
pub use names::ExplainerTechnique;
use names::Name;
pub use next::ExplainerNext;

use crate::engine::Start;
use crate::technique::OneDecimal;
use crate::{Backtracking, CandidateView, Engine, SolveError, Step, UniquenessCheck};

/// The techniques in the order the rater tries them.
#[derive(Clone, Copy, Debug)]
enum Producer {
    HiddenSingle,
    DirectLocking,
    DirectHiddenPair,
    NakedSingle,
    DirectHiddenTriplet,
    Locking,
    NakedSet(u32),
    Fish(u32),
    HiddenSet(u32),
    XyWing,
    XyzWing,
    StrongLinks(usize),
    BigWing(usize),
    UniqueLoop,
    Bug,
    AlignedPair,
    /// Aligned triplet exclusion, tried among the chains.
    AlignedTriplet,
    /// A chain search of one kind.
    Chains(chaining::ChainMode),
}

const PRODUCERS: &[Producer] = &[
    Producer::HiddenSingle,
    Producer::DirectLocking,
    Producer::DirectHiddenPair,
    Producer::NakedSingle,
    Producer::DirectHiddenTriplet,
    Producer::Locking,
    Producer::NakedSet(2),
    Producer::Fish(2),
    Producer::HiddenSet(2),
    Producer::NakedSet(3),
    Producer::Fish(3),
    Producer::HiddenSet(3),
    Producer::StrongLinks(2),
    Producer::XyWing,
    Producer::XyzWing,
    Producer::UniqueLoop,
    Producer::NakedSet(4),
    Producer::Fish(4),
    Producer::HiddenSet(4),
    Producer::StrongLinks(3),
    Producer::BigWing(3),
    Producer::Bug,
    Producer::StrongLinks(4),
    Producer::BigWing(4),
    Producer::AlignedPair,
    Producer::BigWing(5),
    Producer::Chains(ChainMode::CYCLES_AND_FORCING),
    Producer::BigWing(6),
    Producer::AlignedTriplet,
    Producer::Chains(ChainMode::NISHIO),
    Producer::Chains(ChainMode::MULTIPLE),
    Producer::Chains(ChainMode::DYNAMIC),
    Producer::Chains(ChainMode::DYNAMIC_PLUS),
    Producer::Chains(ChainMode::NESTED_FORCING),
    Producer::Chains(ChainMode::NESTED_MULTIPLE),
    Producer::Chains(ChainMode::nested_dynamic(0)),
    Producer::Chains(ChainMode::nested_dynamic(1)),
    Producer::Chains(ChainMode::nested_dynamic(2)),
    Producer::Chains(ChainMode::nested_dynamic(3)),
];

/// The first step a producer written as a visitor finds.
fn first_of(each: impl FnOnce(&mut premises::Visit<'_>) -> ControlFlow<()>) -> Option<ExplainerStep> {
    let mut found = None;
    let _ = each(&mut |step, _| {
        found = Some(step);
        ControlFlow::Break(())
    });
    found
}

impl Producer {
    /// The least a step of this producer rates: what the path needs at least once a
    /// search of it runs out of budget.
    fn floor(self) -> f64 {
        match self {
            Producer::Chains(mode) => mode.floor(),
            _ => 0.0,
        }
    }

    /// The first step of this producer in the state `view` shows.
    fn first(
        self,
        view: &CandidateView<'_>,
        budget: &chaining::Budget,
        memory: &mut Memory,
    ) -> Option<ExplainerStep> {
        match self {
            Producer::HiddenSingle => singles::hidden_single(view),
            Producer::DirectLocking => first_of(|v| intersections::locking(view, true, v)),
            Producer::DirectHiddenPair => first_of(|v| subsets::hidden_set(view, 2, true, v)),
            Producer::NakedSingle => singles::naked_single(view),
            Producer::DirectHiddenTriplet => first_of(|v| subsets::hidden_set(view, 3, true, v)),
            Producer::Locking => first_of(|v| intersections::locking(view, false, v)),
            Producer::NakedSet(n) => first_of(|v| subsets::naked_set(view, n, v)),
            Producer::Fish(n) => fish::first_fish(view, n, view.fruitless()),
            Producer::HiddenSet(n) => first_of(|v| subsets::hidden_set(view, n, false, v)),
            Producer::XyWing => wings::xy_wing(view, false),
            Producer::XyzWing => wings::xy_wing(view, true),
            Producer::StrongLinks(n) => strong_links::strong_links(view, n, &mut memory.strong_links),
            Producer::BigWing(n) => big_wings::wing(view, n),
            Producer::UniqueLoop => unique_loops::unique_loop(view),
            Producer::Bug => bug::bug(view),
            Producer::AlignedPair => aligned::aligned_exclusion(view, 2, &mut memory.aligned_pair),
            Producer::AlignedTriplet => aligned::aligned_exclusion(view, 3, &mut memory.aligned_triplet),
            Producer::Chains(mode) => chaining::Chaining::new(mode, budget.clone()).first(view.grid()),
        }
    }
}

/// What the producers keep from one step of a path to the next, where it depends only
/// on what the step leaves unchanged, besides the walk's fruitless scans (its fish and
/// big wings keep theirs there, in the view).
#[derive(Default)]
struct Memory {
    strong_links: strong_links::Memo,
    aligned_pair: aligned::Memo,
    aligned_triplet: aligned::Memo,
}

/// One step of Sudoku Explainer's path: the technique as it names it, its rating, and
/// what the step does in our notation.
///
/// # Example
///
/// ```
/// use sudoku_strata::Grid;
///
/// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
/// let steps = puzzle.explainer_steps()?;
/// assert_eq!(steps[0].technique(), "Hidden Single");
/// assert!(steps.iter().all(|s| s.difficulty() >= 1.0));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct ExplainerStep {
    name: ExplainerTechnique,
    difficulty: f64,
    text: String,
    step: Step,
}

impl ExplainerStep {
    /// The technique, as Sudoku Explainer names it.
    #[must_use]
    pub fn technique(&self) -> ExplainerTechnique {
        self.name
    }

    /// Its rating, to one decimal.
    #[must_use]
    pub fn difficulty(&self) -> f64 {
        self.difficulty.one_decimal()
    }

    /// What it does: `r4c5=7`, or the candidates it removes.
    #[must_use]
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The step in our vocabulary, for drawing and for the forms the front ends write:
    /// its placements and eliminations (the same as Sudoku Explainer's), the candidates
    /// of its pattern, for a chain its implications as [`Pattern::links`](crate::Pattern::links)
    /// (no [`Proof`](crate::Proof) yet), and a sentence. Its technique is the nearest of
    /// ours, which decides how it is drawn; the name to show is [`technique`](Self::technique).
    ///
    /// Replayed with [`LayerGrid::states`](crate::LayerGrid::states) from the puzzle's
    /// candidates, these steps pass through Sudoku Explainer's own states.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Grid, LayerGrid, Step};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let path = puzzle.explainer_path()?;
    /// let first = path.steps()[0].step();
    /// assert_eq!(first.placements().len(), 1);
    /// let steps: Vec<Step> = path.steps().iter().map(|s| s.step().clone()).collect();
    /// let end = LayerGrid::from_grid(&puzzle).states(&steps).last().map(|s| s.to_grid());
    /// assert_eq!(end, Some(puzzle.unique_solution()?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn step(&self) -> &Step {
        &self.step
    }
}

impl std::fmt::Display for ExplainerStep {
    /// `7.2 Forcing Chain: r1c9<>6`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:.1} {}: {}", self.difficulty(), self.name, self.text)
    }
}

/// Sudoku Explainer's three numbers for a puzzle, with the technique of each, as its
/// command-line rater prints them (`9.0/1.2/1.2 Dynamic Contradiction Forcing Chains`).
///
/// # Example
///
/// ```
/// use sudoku_strata::Grid;
///
/// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
/// let se = puzzle.explainer_rating();
/// assert_eq!(se.er_technique(), "Hidden Single");
/// assert!(se.er() >= se.ep() && se.ep() >= se.ed());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ExplainerRating {
    er: f64,
    ep: f64,
    ed: f64,
    er_technique: ExplainerTechnique,
    ep_technique: ExplainerTechnique,
    ed_technique: ExplainerTechnique,
    complete: bool,
    implications: u64,
}

impl ExplainerRating {
    /// The rating of a puzzle without exactly one solution, which has no path.
    const NOT_PROPER: ExplainerRating = ExplainerRating {
        er: 0.0,
        ep: 0.0,
        ed: 0.0,
        er_technique: ExplainerTechnique(Name::NotProper),
        ep_technique: ExplainerTechnique(Name::NotProper),
        ed_technique: ExplainerTechnique(Name::NotProper),
        complete: false,
        implications: 0,
    };

    /// ER: the rating of the hardest step on the path.
    #[must_use]
    pub fn er(&self) -> f64 {
        self.er.one_decimal()
    }

    /// EP: the rating of the hardest step up to the first placement.
    #[must_use]
    pub fn ep(&self) -> f64 {
        self.ep.one_decimal()
    }

    /// ED: the rating of the first step.
    #[must_use]
    pub fn ed(&self) -> f64 {
        self.ed.one_decimal()
    }

    /// The technique of the ER step, as Sudoku Explainer names it.
    #[must_use]
    pub fn er_technique(&self) -> ExplainerTechnique {
        self.er_technique
    }

    /// The technique of the EP step.
    #[must_use]
    pub fn ep_technique(&self) -> ExplainerTechnique {
        self.ep_technique
    }

    /// The technique of the ED step.
    #[must_use]
    pub fn ed_technique(&self) -> ExplainerTechnique {
        self.ed_technique
    }

    /// Whether the whole path was walked. When the chain searches ran out of their
    /// budget ([`Grid::explainer_rating_within`](crate::Grid::explainer_rating_within)),
    /// the numbers are those of the path up to there and ER is the least the next step
    /// could rate: Sudoku Explainer's ER is at least that; the ER technique is then
    /// "Beyond budget".
    #[must_use]
    pub fn is_complete(&self) -> bool {
        self.complete
    }

    /// How many implications the chain searches followed: the cost of the rating, and
    /// the measure of its budget.
    #[must_use]
    pub fn implications(&self) -> u64 {
        self.implications
    }
}

impl std::fmt::Display for ExplainerRating {
    /// `9.0/1.2/1.2 Dynamic Contradiction Forcing Chains`, or `10.5+/1.2/1.2 Beyond
    /// budget` when the budget ran out (ER at least 10.5).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let more = if self.complete { "" } else { "+" };
        write!(
            f,
            "{:.1}{more}/{:.1}/{:.1} {}",
            self.er(),
            self.ep(),
            self.ed(),
            self.er_technique
        )
    }
}

/// Sudoku Explainer's path for a puzzle: its steps and the numbers they give
/// ([`Grid::explainer_path`](crate::Grid::explainer_path)).
#[derive(Clone, Debug, PartialEq)]
pub struct ExplainerPath {
    puzzle: crate::Grid,
    rating: ExplainerRating,
    steps: Vec<ExplainerStep>,
}

impl ExplainerPath {
    /// The puzzle the path starts from.
    #[must_use]
    pub fn puzzle(&self) -> &crate::Grid {
        &self.puzzle
    }

    /// ER, EP and ED of the path.
    #[must_use]
    pub fn rating(&self) -> &ExplainerRating {
        &self.rating
    }

    /// The steps, in the order the rater takes them.
    #[must_use]
    pub fn steps(&self) -> &[ExplainerStep] {
        &self.steps
    }
}

/// With serde, written as `{"er": 7.2, "ep": 1.2, "ed": 1.2, "er_technique": "Forcing
/// Chain", "ep_technique": ..., "ed_technique": ..., "complete": true, "implications":
/// 5210}` and read back the same.
#[cfg(feature = "serde")]
mod written {
    use super::ExplainerRating;
    use crate::technique::OneDecimal;

    #[derive(serde::Serialize, serde::Deserialize)]
    struct Written<'a> {
        er: f64,
        ep: f64,
        ed: f64,
        #[serde(borrow)]
        er_technique: std::borrow::Cow<'a, str>,
        #[serde(borrow)]
        ep_technique: std::borrow::Cow<'a, str>,
        #[serde(borrow)]
        ed_technique: std::borrow::Cow<'a, str>,
        complete: bool,
        implications: u64,
    }

    impl serde::Serialize for ExplainerRating {
        fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            Written {
                er: self.er,
                ep: self.ep,
                ed: self.ed,
                er_technique: self.er_technique.to_string().into(),
                ep_technique: self.ep_technique.to_string().into(),
                ed_technique: self.ed_technique.to_string().into(),
                complete: self.complete,
                implications: self.implications,
            }
            .serialize(serializer)
        }
    }

    impl<'de> serde::Deserialize<'de> for ExplainerRating {
        fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
            let written = Written::deserialize(deserializer)?;
            let name = |n: std::borrow::Cow<'_, str>| n.parse().map_err(serde::de::Error::custom);
            Ok(ExplainerRating {
                er: written.er.one_decimal(),
                ep: written.ep.one_decimal(),
                ed: written.ed.one_decimal(),
                er_technique: name(written.er_technique)?,
                ep_technique: name(written.ep_technique)?,
                ed_technique: name(written.ed_technique)?,
                complete: written.complete,
                implications: written.implications,
            })
        }
    }
}

/// The implications a rating may follow by default: ten times the most that any puzzle
/// of the shared rated set and the forum's hardest lists took (9.5 million; see
/// BENCHMARKS.md), so that a pathological grid still ends in well under a minute.
pub const EXPLAINER_BUDGET: u64 = 100_000_000;

impl crate::Grid {
    /// Sudoku Explainer's ER, EP and ED for this puzzle: the path its command-line rater
    /// walks, with its techniques and formulas (see the README's Rating section), within
    /// the default budget [`EXPLAINER_BUDGET`].
    ///
    /// A puzzle without exactly one solution has no such path: its rating is ER, EP and
    /// ED 0.0 with the technique "Not a proper puzzle", not complete
    /// ([`ExplainerRating::is_complete`]), so that a batch of ratings goes on past it.
    /// [`Grid::try_explainer_rating`](crate::Grid::try_explainer_rating) says what is
    /// wrong with such a puzzle instead.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// assert_eq!(puzzle.explainer_rating().to_string(), "1.5/1.2/1.2 Hidden Single");
    /// let empty = Grid::empty().explainer_rating();
    /// assert!(!empty.is_complete() && empty.er() == 0.0);
    /// assert_eq!(empty.er_technique(), "Not a proper puzzle");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn explainer_rating(&self) -> ExplainerRating {
        self.try_explainer_rating().unwrap_or(ExplainerRating::NOT_PROPER)
    }

    /// [`Grid::explainer_rating`](crate::Grid::explainer_rating), or why the puzzle has
    /// no rating.
    ///
    /// # Errors
    ///
    /// As [`Engine::solve`](crate::Engine::solve) checks a puzzle before it walks:
    /// [`SolveError::Contradiction`], [`SolveError::NoSolution`] or
    /// [`SolveError::MultipleSolutions`]. Sudoku Explainer's path assumes one solution,
    /// and on a grid with many it would walk far without meaning anything.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Grid, SolveError};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// assert_eq!(puzzle.try_explainer_rating()?.to_string(), "1.5/1.2/1.2 Hidden Single");
    /// assert!(matches!(Grid::empty().try_explainer_rating(), Err(SolveError::MultipleSolutions { .. })));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn try_explainer_rating(&self) -> Result<ExplainerRating, SolveError> {
        self.explainer_rating_within(EXPLAINER_BUDGET)
    }

    /// [`Grid::explainer_rating`](crate::Grid::explainer_rating) with at most `implications` implications followed by
    /// its chain searches; [`ExplainerRating::is_complete`] says whether that was enough.
    ///
    /// # Errors
    ///
    /// As [`Grid::try_explainer_rating`](crate::Grid::try_explainer_rating).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// // A puzzle that needs Sudoku Explainer's dynamic chains.
    /// let puzzle: Grid = "...41......4..9....816.5....6..2...7.5.7...4...3.....9..5.6.8...4....5.282...1...".parse()?;
    /// let full = puzzle.explainer_rating();
    /// assert!(full.is_complete() && full.er() >= 8.5);
    /// let cut = puzzle.explainer_rating_within(1_000)?;
    /// assert!(!cut.is_complete() && cut.implications() <= 1_000);
    /// assert!(cut.er() <= full.er());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn explainer_rating_within(&self, implications: u64) -> Result<ExplainerRating, SolveError> {
        let engine = walker(UniquenessCheck::Verify);
        let start = engine.start(self)?;
        Ok(rate(&engine, &start, implications, chaining::Proofs::Skipped)?.0)
    }

    /// The steps of Sudoku Explainer's path for this puzzle, whose hardest is the ER of
    /// [`Grid::explainer_rating`](crate::Grid::explainer_rating) (within the same budget).
    ///
    /// # Errors
    ///
    /// As [`Grid::try_explainer_rating`](crate::Grid::try_explainer_rating).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let steps = puzzle.explainer_steps()?;
    /// let hardest = steps.iter().map(|step| step.difficulty()).fold(0.0, f64::max);
    /// assert_eq!(hardest, puzzle.explainer_rating().er());
    /// assert_eq!(steps[0].difficulty(), puzzle.explainer_rating().ed());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn explainer_steps(&self) -> Result<Vec<ExplainerStep>, SolveError> {
        Ok(self.explainer_path()?.steps)
    }

    /// Sudoku Explainer's path and its numbers from one walk: what
    /// [`Grid::explainer_steps`](crate::Grid::explainer_steps) and
    /// [`Grid::explainer_rating`](crate::Grid::explainer_rating) give, for the cost of one.
    ///
    /// # Errors
    ///
    /// As [`Grid::try_explainer_rating`](crate::Grid::try_explainer_rating).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let path = puzzle.explainer_path()?;
    /// let hardest = path.steps().iter().map(|s| s.difficulty()).fold(0.0, f64::max);
    /// assert_eq!(path.rating().er(), hardest);
    /// assert_eq!(path.rating(), &puzzle.explainer_rating());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn explainer_path(&self) -> Result<ExplainerPath, SolveError> {
        self.explainer_path_within(EXPLAINER_BUDGET)
    }

    /// [`Grid::explainer_path`](crate::Grid::explainer_path) within a budget of
    /// `implications`, as [`Grid::explainer_rating_within`](crate::Grid::explainer_rating_within):
    /// a path cut short ends where the budget ran out, and its rating says so.
    ///
    /// # Errors
    ///
    /// As [`Grid::try_explainer_rating`](crate::Grid::try_explainer_rating).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// let puzzle: Grid = "...41......4..9....816.5....6..2...7.5.7...4...3.....9..5.6.8...4....5.282...1...".parse()?;
    /// let cut = puzzle.explainer_path_within(1_000)?;
    /// assert!(!cut.rating().is_complete());
    /// assert!(cut.steps().len() < puzzle.explainer_path()?.steps().len());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn explainer_path_within(&self, implications: u64) -> Result<ExplainerPath, SolveError> {
        // The same checks, and so the same errors, as our own engine's.
        let engine = walker(UniquenessCheck::Verify);
        let (rating, steps) = rate(
            &engine,
            &engine.start(self)?,
            implications,
            chaining::Proofs::Written,
        )?;
        Ok(ExplainerPath {
            puzzle: *self,
            rating,
            steps,
        })
    }

    /// [`Grid::explainer_rating`](crate::Grid::explainer_rating) of a puzzle known to
    /// have one solution: for callers that checked it already.
    pub(crate) fn explainer_rating_of_proper(&self) -> ExplainerRating {
        let engine = walker(UniquenessCheck::Skip);
        let rated = engine
            .start(self)
            .and_then(|start| rate(&engine, &start, EXPLAINER_BUDGET, chaining::Proofs::Skipped));
        rated.map_or(ExplainerRating::NOT_PROPER, |(rating, _)| rating)
    }
}

/// The engine whose loop walks Sudoku Explainer's path: no strategies of ours (SE's
/// producers choose every step) and no search at the end, so that the walk stops where
/// SE's techniques do.
fn walker(check: UniquenessCheck) -> Engine {
    Engine::new(Vec::new())
        .with_backtracking(Backtracking::Off)
        .with_uniqueness_check(check)
}

/// Sudoku Explainer's choice of the next step in each state of the engine's walk: the
/// first step of the first of its producers, in its order, that finds one. Beside the
/// steps the walk takes it keeps what SE says of each and why the path ended.
struct Chooser {
    budget: chaining::Budget,
    memory: Memory,
    chosen: Vec<ExplainerStep>,
    end: End,
}

/// Why the path ended before the grid was full.
#[derive(Clone, Copy)]
enum End {
    /// It did not: the grid is full.
    Solved,
    /// No producer found a step.
    NoStep,
    /// The chain searches ran out of their budget in this producer.
    Spent(Producer),
}

impl Chooser {
    fn choose(&mut self, view: &CandidateView<'_>) -> Option<Step> {
        let mut found = None;
        for &producer in PRODUCERS {
            found = producer.first(view, &self.budget, &mut self.memory);
            if self.budget.is_spent() {
                // What the search found may not be the rater's step: stop here.
                self.end = End::Spent(producer);
                return None;
            }
            if found.is_some() {
                break;
            }
        }
        let Some(found) = found else {
            self.end = End::NoStep;
            return None;
        };
        let found = found.told();
        let step = found.step.clone();
        self.chosen.push(found);
        Some(step)
    }
}

/// Walks the rater's path from `start`: the engine's loop with Sudoku Explainer's
/// choice of step. Returns the numbers and the steps (whose chains carry proofs as
/// `proofs` says); ER 20.0 when the techniques run out before the grid is full.
fn rate(
    engine: &Engine,
    start: &Start,
    implications: u64,
    proofs: chaining::Proofs,
) -> Result<(ExplainerRating, Vec<ExplainerStep>), SolveError> {
    let mut chooser = Chooser {
        budget: chaining::Budget::with_proofs(implications, proofs),
        memory: Memory::default(),
        chosen: Vec::new(),
        end: End::Solved,
    };
    let taken = match engine.walk(start, |_, view| chooser.choose(view)) {
        Ok(walk) => walk.steps,
        Err(SolveError::Stuck(stuck)) => stuck.steps,
        Err(other) => return Err(other),
    };
    let mut numbers = ExplainerRating {
        er: 0.0,
        ep: 0.0,
        ed: 0.0,
        er_technique: ExplainerTechnique(Name::NoStep),
        ep_technique: ExplainerTechnique(Name::NoStep),
        ed_technique: ExplainerTechnique(Name::NoStep),
        complete: true,
        implications: 0,
    };
    let mut steps = chooser.chosen;
    // The steps the walk took: each that the chooser gave it, as it gave it.
    steps.truncate(taken.len());
    for step in &steps {
        if step.difficulty > numbers.er {
            numbers.er = step.difficulty;
            numbers.er_technique = step.name;
        }
        if numbers.ep == 0.0 {
            if numbers.ed == 0.0 {
                numbers.ed = numbers.er;
                numbers.ed_technique = numbers.er_technique;
            }
            if !step.step.placements().is_empty() {
                numbers.ep = numbers.er;
                numbers.ep_technique = numbers.er_technique;
            }
        }
    }
    match chooser.end {
        End::Solved => {}
        End::NoStep => {
            numbers.er = 20.0;
            numbers.er_technique = ExplainerTechnique(Name::BeyondSolver);
        }
        End::Spent(producer) => {
            numbers.complete = false;
            if producer.floor() > numbers.er {
                numbers.er = producer.floor();
                numbers.er_technique = ExplainerTechnique(Name::BeyondBudget);
            }
        }
    }
    numbers.implications = implications - chooser.budget.left();
    // Kept to one decimal, as the rater prints them and as they are written out.
    numbers.er = numbers.er.one_decimal();
    numbers.ep = numbers.ep.one_decimal();
    numbers.ed = numbers.ed.one_decimal();
    Ok((numbers, steps))
}
