//! One grid state as the strategies of a round see it: the candidate planes and the
//! facts derived from them, each worked out at most once, when a strategy first asks.
//!
//! The engine makes one [`CandidateView`] per grid state and hands it to every strategy
//! it tries on that state, so the facts several strategies read (the candidates of each
//! cell, conjugate pairs and their colour clusters, the link graph of the chains, the
//! almost locked sets, the forcing tables) are derived once, not once per strategy.
//! Nothing outlives the view: there is no cache keyed by grid contents and no state
//! kept between calls. The one thing a view may carry from the states before is a
//! borrow of its walk's [`FruitlessScans`], which the walk owns and drops.

use std::cell::OnceCell;
use std::fmt;
use std::rc::Rc;

use crate::strategies::als::AlsIndex;
use crate::strategies::chains::ChainState;
use crate::strategies::colouring::medusa::{self, MedusaCluster};
use crate::strategies::forcing::ForcingState;
use crate::strategies::shared::candidate_map::CandidateMap;
use crate::strategies::shared::conjugates::{self, Cluster, StrongLink};
use crate::strategies::shared::fruitless::FruitlessScans;
use crate::strategies::single_digit::Templates;
use crate::strategies::uniqueness::loops::{self, UniqueLoop};
use crate::strategies::uniqueness::rectangles::{self, UniqueRectangle};
use crate::{Cell, CellSet, Digit, DigitSet, LayerGrid};

/// How far the forcing strategies may go: separate limits, each with one meaning.
///
/// The limits bound what a step asks a reader to follow, not the time a step takes:
/// every forcing step has a bounded cost whatever the limits. A branch that would need
/// more simply stops there, and the strategy finds nothing through it.
///
/// - [`chain_length`](Limits::chain_length): the most implications one branch of a
///   forcing chain may use ([`Technique::CellForcingChain`](crate::Technique::CellForcingChain),
///   [`UnitForcingChain`](crate::Technique::UnitForcingChain),
///   [`ForcingChainContradiction`](crate::Technique::ForcingChainContradiction)); 20 by
///   default.
/// - [`net_rounds`](Limits::net_rounds): the size of a forcing net
///   ([`Technique::ForcingNet`](crate::Technique::ForcingNet)), as the most rounds of
///   implications from its assumption; 40 by default.
/// - [`nesting_depth`](Limits::nesting_depth): how many nets a forcing net may run
///   inside its branches, one within the other; 0 means plain nets only, 1 adds
///   [`NestedForcingNet`](crate::Technique::NestedForcingNet) (a net inside the
///   branch), 2 adds [`DeepForcingNet`](crate::Technique::DeepForcingNet) (a nested net
///   inside the branch: trials three deep), which is the default (a larger value counts
///   as 2).
/// - [`short_proof`](Limits::short_proof): the most facts a forcing net's proof may
///   have and still count as short. Short nets come first (among them, those that
///   settle the most), a longer net only where no short one applies: a few more steps
///   that a reader can each check, rather than fewer that each run to a hundred facts.
///   22 by default (the size that gave both the fewest forcing steps and the shortest
///   nets on the forum's hardest puzzles, see BENCHMARKS.md); 0 puts the nets that
///   settle the most first, whatever their size, counting with their placements and
///   eliminations the singles and locked sets these lead to: the fewest steps.
/// - [`most_listed`](Limits::most_listed): the most steps one strategy lists in one
///   state ([`GridSolver::find_all_in`](crate::GridSolver::find_all_in)), the first
///   found; [`MOST_LISTED`](crate::strategies::MOST_LISTED) by default. A caller that
///   wants a sample of every strategy's steps in nearly open states (a fuzzer, a hint
///   list) sets it lower; the engine's own steps are never cut by it.
///
/// # Example
///
/// ```
/// use sudoku_strata::{Engine, Grid, Limits};
///
/// let limits = Limits::default().with_chain_length(6).with_net_rounds(12);
/// assert_eq!((limits.chain_length(), limits.net_rounds(), limits.nesting_depth()), (6, 12, 2));
/// assert_eq!(limits.short_proof(), 22);
///
/// let puzzle: Grid = ".3......28.6....1.....4...3..1..6.7....7..3.4.6.3.5.......87..9..9..2...7.....2..".parse()?;
/// let short = Engine::default().with_limits(limits).solve(&puzzle)?;
/// assert!(puzzle.is_solved_by(short.grid()));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Limits {
    chain_length: usize,
    net_rounds: usize,
    nesting_depth: usize,
    short_proof: usize,
    most_listed: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            chain_length: 20,
            net_rounds: 40,
            nesting_depth: 2,
            short_proof: 22,
            most_listed: crate::strategies::MOST_LISTED,
        }
    }
}

impl Limits {
    /// The most implications one branch of a forcing chain may use.
    #[must_use]
    pub const fn chain_length(&self) -> usize {
        self.chain_length
    }

    /// The most rounds of implications a forcing net may use (counted, in a nested
    /// net, from the latest candidate an inner net removed).
    #[must_use]
    pub const fn net_rounds(&self) -> usize {
        self.net_rounds
    }

    /// How many nets deep a forcing net may nest (0, 1 or 2).
    #[must_use]
    pub const fn nesting_depth(&self) -> usize {
        self.nesting_depth
    }

    /// These limits with branches of forcing chains of at most `implications`.
    #[must_use]
    pub const fn with_chain_length(mut self, implications: usize) -> Limits {
        self.chain_length = implications;
        self
    }

    /// The most facts a forcing net's proof may have and still be told before nets
    /// that settle more (0: no preference for short proofs).
    #[must_use]
    pub const fn short_proof(&self) -> usize {
        self.short_proof
    }

    /// These limits with proofs of at most `facts` facts told first (0: the steps that
    /// settle the most first, with the singles and locked sets they lead to, whatever
    /// the size of their proofs).
    ///
    /// ```
    /// use sudoku_strata::{Engine, Grid, Limits, Technique};
    ///
    /// let puzzle: Grid = "........7..4.2.6..8.....31......29...4..9..3...95.6....1......8..6.5.2..7......6.".parse()?;
    /// let fewest_steps = Engine::default().with_limits(Limits::default().with_short_proof(0));
    /// let solution = fewest_steps.solve(&puzzle)?;
    /// assert!(puzzle.is_solved_by(solution.grid()));
    /// assert!(solution.steps().iter().any(|s| s.technique() == Technique::ForcingNet));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn with_short_proof(mut self, facts: usize) -> Limits {
        self.short_proof = facts;
        self
    }

    /// These limits with forcing nets of at most `rounds` rounds of implications.
    #[must_use]
    pub const fn with_net_rounds(mut self, rounds: usize) -> Limits {
        self.net_rounds = rounds;
        self
    }

    /// The most steps one strategy lists in one state (`find_all_in`).
    #[must_use]
    pub const fn most_listed(&self) -> usize {
        self.most_listed
    }

    /// These limits with at most `steps` steps listed per strategy and state (at least
    /// one: a listing always holds the first step, as `find_in` would give it).
    ///
    /// ```
    /// use sudoku_strata::{strategies, CandidateView, Grid, GridSolver, LayerGrid, Limits, Technique};
    ///
    /// let puzzle: Grid = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........".parse()?;
    /// let grid = LayerGrid::from_grid(&puzzle);
    /// let fish = strategies::for_technique(Technique::FinnedMutantSwordfish).unwrap();
    /// let every = fish.find_all_in(&CandidateView::new(&grid));
    /// let few = CandidateView::new(&grid).with_limits(Limits::default().with_most_listed(2));
    /// assert!(every.len() > 2);
    /// assert_eq!(fish.find_all_in(&few), every[..2]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn with_most_listed(mut self, steps: usize) -> Limits {
        self.most_listed = if steps == 0 { 1 } else { steps };
        self
    }

    /// These limits with nets nested at most `depth` deep (0: no nested nets; 1: nets
    /// inside a branch, not nested nets; the built-in nets nest at most two levels, so a
    /// larger value counts as 2).
    #[must_use]
    pub const fn with_nesting_depth(mut self, depth: usize) -> Limits {
        self.nesting_depth = if depth > 2 { 2 } else { depth };
        self
    }
}

/// One candidate state as the strategies see it: the grid, the [`Limits`] the engine
/// was given, and the facts derived from the candidates, each worked out once, when
/// first asked for.
///
/// The engine makes one view per grid state and passes it to every strategy it tries
/// there ([`GridSolver::find_in`](crate::GridSolver::find_in)). A strategy of your own
/// may read the view's candidates instead of the grid's: the same answers, shared with
/// the other strategies.
///
/// # Example
///
/// ```
/// use sudoku_strata::{CandidateView, Cell, Digit, GridSolver, LayerGrid, strategies::XWing};
///
/// let grid = LayerGrid::new();
/// let view = CandidateView::new(&grid);
/// let r1c1 = Cell::from_row_col(1, 1).unwrap();
/// assert_eq!(view.cell_candidates(r1c1).len(), 9);
/// assert_eq!(view.candidates(Digit::new(5).unwrap()).len(), 81);
/// assert!(XWing.find_in(&view).is_none());
/// ```
pub struct CandidateView<'g> {
    grid: &'g LayerGrid,
    limits: Limits,
    /// Everything derived from the candidates, made when a strategy first asks for any
    /// of it: a round of simple strategies, which read the grid, allocates nothing.
    derived: OnceCell<Box<Derived>>,
    /// The scans of the walk this state is on that found nothing, when a walk made the
    /// view.
    fruitless: Option<&'g FruitlessScans>,
}

/// The facts derived from one candidate state, each made when first asked for.
struct Derived {
    planes: [CellSet; 9],
    map: OnceCell<CandidateMap>,
    strong_links: [OnceCell<Vec<StrongLink>>; 9],
    clusters: [OnceCell<Vec<Cluster>>; 9],
    medusa: OnceCell<Vec<MedusaCluster>>,
    /// Shared with the link graph, which takes its ALS nodes from it.
    als: Rc<OnceCell<AlsIndex>>,
    chains: OnceCell<ChainState>,
    forcing: ForcingState,
    templates: OnceCell<Templates>,
    unique_loops: OnceCell<Vec<UniqueLoop>>,
    unique_rectangles: OnceCell<Vec<UniqueRectangle>>,
}

impl fmt::Debug for CandidateView<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("CandidateView")
            .field("limits", &self.limits)
            .field("grid", &format_args!("\n{}", self.grid))
            .finish_non_exhaustive()
    }
}

impl<'g> CandidateView<'g> {
    /// The view of `grid` with the default [`Limits`].
    #[must_use]
    pub fn new(grid: &'g LayerGrid) -> CandidateView<'g> {
        CandidateView {
            grid,
            limits: Limits::default(),
            derived: OnceCell::new(),
            fruitless: None,
        }
    }

    /// The same view with other limits for the forcing strategies.
    #[must_use]
    pub fn with_limits(mut self, limits: Limits) -> CandidateView<'g> {
        self.limits = limits;
        self
    }

    /// The same view on a state of the walk whose fruitless scans are `fruitless`.
    pub(crate) fn on_walk(mut self, fruitless: &'g FruitlessScans) -> CandidateView<'g> {
        self.fruitless = Some(fruitless);
        self
    }

    /// What the scans of this state's walk found nothing in, when a walk made the view.
    pub(crate) fn fruitless(&self) -> Option<&'g FruitlessScans> {
        self.fruitless
    }

    /// The grid the view shows.
    #[must_use]
    pub fn grid(&self) -> &'g LayerGrid {
        self.grid
    }

    /// The limits of the forcing strategies.
    #[must_use]
    pub fn limits(&self) -> Limits {
        self.limits
    }

    /// The cells where `digit` is a candidate (as [`LayerGrid::candidates`]).
    #[must_use]
    #[inline]
    pub fn candidates(&self, digit: Digit) -> CellSet {
        self.grid.candidates(digit)
    }

    /// The candidates of `cell`, from one map of all 81 cells made when first asked
    /// for (as [`LayerGrid::cell_candidates`]; empty for a solved cell).
    #[must_use]
    #[inline]
    pub fn cell_candidates(&self, cell: Cell) -> DigitSet {
        self.map()[cell]
    }

    fn derived(&self) -> &Derived {
        self.derived.get_or_init(|| {
            Box::new(Derived {
                planes: Digit::ALL.map(|d| self.grid.candidates(d)),
                map: OnceCell::new(),
                strong_links: Default::default(),
                clusters: Default::default(),
                medusa: OnceCell::new(),
                als: Rc::default(),
                chains: OnceCell::new(),
                forcing: ForcingState::default(),
                templates: OnceCell::new(),
                unique_loops: OnceCell::new(),
                unique_rectangles: OnceCell::new(),
            })
        })
    }

    /// The nine candidate planes, digit 1 first.
    #[inline]
    pub(crate) fn planes(&self) -> &[CellSet; 9] {
        &self.derived().planes
    }

    /// The candidates of every cell.
    #[inline]
    pub(crate) fn map(&self) -> &CandidateMap {
        let derived = self.derived();
        derived
            .map
            .get_or_init(|| CandidateMap::from_planes(&derived.planes))
    }

    /// Every conjugate pair of `digit` (see [`conjugates::strong_links`]).
    pub(crate) fn strong_links(&self, digit: Digit) -> &[StrongLink] {
        self.derived().strong_links[digit.index()]
            .get_or_init(|| conjugates::strong_links(self.candidates(digit)))
    }

    /// The colour clusters of `digit`'s conjugate pairs (see [`conjugates::clusters`]).
    pub(crate) fn clusters(&self, digit: Digit) -> &[Cluster] {
        self.derived().clusters[digit.index()].get_or_init(|| conjugates::clusters(self.strong_links(digit)))
    }

    /// The 3D Medusa groups: candidates of several digits joined by conjugate pairs and
    /// bivalue cells, coloured (see [`medusa::clusters`]).
    pub(crate) fn medusa_clusters(&self) -> &[MedusaCluster] {
        self.derived().medusa.get_or_init(|| medusa::clusters(self))
    }

    /// Every almost locked set of the state and their restricted commons.
    pub(crate) fn als_index(&self) -> &AlsIndex {
        let derived = self.derived();
        derived.als.get_or_init(|| AlsIndex::new(derived.planes))
    }

    /// The almost locked sets, for a structure that outlives a borrow of the view (the
    /// link graph); built when first read.
    pub(crate) fn shared_als_index(&self) -> Rc<OnceCell<AlsIndex>> {
        Rc::clone(&self.derived().als)
    }

    /// The link graph and chain results of the state, kept with it.
    pub(crate) fn chain_cell(&self) -> &OnceCell<ChainState> {
        &self.derived().chains
    }

    /// The templates of every digit that fit the state.
    pub(crate) fn templates(&self) -> &Templates {
        self.derived().templates.get_or_init(|| Templates::new(self.grid))
    }

    /// Every unique loop of the state (see [`loops::unique_loops`]), read by the four
    /// types of Unique Loop one after another.
    pub(crate) fn unique_loops(&self) -> &[UniqueLoop] {
        self.derived()
            .unique_loops
            .get_or_init(|| loops::unique_loops(self.grid, self.map()))
    }

    /// Every possible unique rectangle of the state (see
    /// [`rectangles::unique_rectangles`]), read by the six types of Unique Rectangle and
    /// the Hidden Rectangle one after another.
    pub(crate) fn unique_rectangles(&self) -> &[UniqueRectangle] {
        self.derived()
            .unique_rectangles
            .get_or_init(|| rectangles::unique_rectangles(self.grid, self.map()))
    }

    /// What the forcing strategies keep of the state.
    pub(crate) fn forcing_state(&self) -> &ForcingState {
        &self.derived().forcing
    }
}
