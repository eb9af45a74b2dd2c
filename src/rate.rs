//! Rating: how hard a puzzle is, as a level and as a score on the Sudoku Explainer scale.
//!
//! A step's score starts from its technique's base score in the technique table
//! ([`Technique::score`]). The few refinements that Sudoku Explainer makes, and that
//! matter for ranking puzzles, are in [`REFINEMENTS`] and [`chain_length_bonus`]; the
//! backtracking score is [`backtracking_score`]. Together they are the whole mapping, so
//! retuning it touches the technique table and this file only.

use std::fmt;

use crate::{
    Difficulty, DigitSet, Engine, ExplainerRating, Family, Grid, GridSolver, House, HouseKind, LayerGrid,
    SolveError, Step, Technique,
};

mod refinements;
mod trial_depth;
mod walks;

use refinements::direct_score;

use crate::technique::OneDecimal;
pub use refinements::{REFINEMENTS, Refinement, RefinementCase};
pub use trial_depth::TRIAL_DEPTH_BUDGET;

/// How hard a puzzle is: its [`Difficulty`] level, the hardest technique it needs, the
/// number of steps, and a score on the Sudoku Explainer scale (1.0 to 11.x).
///
/// [`Engine::rate`] (and [`Grid::rate`]) walk the engine's one solve loop twice:
///
/// - in the engine's own order, the path [`Engine::solve`] explains, which for the
///   built-in strategies goes level by level: the **level** is the highest level on
///   that path, that is the lowest level whose techniques solve the puzzle, and the
///   **number of steps** is that path's;
/// - taking at each point the step with the lowest score, as Sudoku Explainer does: the
///   **score** is the highest step score on that path.
///
/// The **hardest technique** is always a step of the first path (the explanation): the
/// technique that the score comes from, when that path uses it at the puzzle's level,
/// and otherwise that path's technique of the level with the highest score.
///
/// A step scores its technique's base score ([`Technique::score`]) with the
/// refinements Sudoku Explainer makes ([`REFINEMENTS`]): a hidden single in a box 1.2,
/// in a row or column 1.5; locked candidates and hidden pairs and triples that give a
/// hidden single at once ("direct") 1.7 (pointing), 1.9 (claiming), 2.0 and 2.5; chains
/// 0.1 more per threshold of length ([`chain_length_bonus`]), up to 10.9; backtracking above every
/// logical technique, 11.0 plus up to 0.9 as the search is left more of the grid
/// ([`backtracking_score`]).
///
/// [`Solution::rating`](crate::Solution::rating) rates a solve's own trace (the first
/// path): the same level, technique and steps, and that path's own score.
///
/// `Display` gives the one line people read, with our score named as our path's so that
/// it cannot be taken for Sudoku Explainer's ER: `easy, path score 2.6 (hardest: Locked
/// Candidates (Pointing))`; with Sudoku Explainer's numbers, these first, as its users
/// read them: `expert, ER/EP/ED 7.2/1.2/1.2 Forcing Chain; path score 5.5 (hardest:
/// AIC)`. The command line, the server's pages, the game and Python write the same
/// words. With the `serde` feature a rating is written, and read back, as
/// `{"difficulty": "easy", "hardest": "X-Wing", "steps": 41, "path_score": 3.2}`.
///
/// # Example
///
/// ```
/// use sudoku_strata::{Difficulty, Grid, Technique};
///
/// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
/// let rating = puzzle.rate()?;
/// assert_eq!(rating.difficulty(), Difficulty::Beginner);
/// assert_eq!(rating.hardest(), Technique::HiddenSingle);
/// assert_eq!(rating.path_score(), 1.5);
/// assert!(rating.steps() >= 50);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// With serde:
///
/// ```
/// # #[cfg(feature = "serde")]
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// use sudoku_strata::{Grid, Rating};
///
/// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
/// let rating = puzzle.rate()?;
/// let json = serde_json::to_string(&rating)?;
/// assert!(json.starts_with(r#"{"difficulty":"beginner","hardest":"Hidden Single","steps":"#));
/// assert_eq!(serde_json::from_str::<Rating>(&json)?, rating);
/// # Ok(())
/// # }
/// # #[cfg(not(feature = "serde"))]
/// # fn main() {}
/// ```
#[derive(Clone, Copy, PartialEq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Rating {
    difficulty: Difficulty,
    hardest: Technique,
    steps: usize,
    /// Our path's score, written `path_score` so that it is not taken for ER.
    #[cfg_attr(feature = "serde", serde(rename = "path_score"))]
    score: f32,
    /// How deep trial and error must nest, where measured (extreme puzzles).
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "Option::is_none"))]
    trial_depth: Option<u8>,
    /// Sudoku Explainer's numbers, when asked for ([`Grid::rate_with_explainer`]).
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "Option::is_none"))]
    explainer: Option<ExplainerRating>,
}

impl Rating {
    /// Rates a solution path: the steps in the order they were taken.
    ///
    /// A step of a technique that can be "direct" (see [`REFINEMENTS`]) counts as direct
    /// when the next step is a hidden single or full house, which is what it means on a
    /// path where singles are always tried first. An empty path (a full grid) rates as a
    /// beginner puzzle with score 0.0 and hardest technique Full House.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Digit, Difficulty, House, Rating, Step, Technique};
    ///
    /// let cell = Cell::from_row_col(1, 1).unwrap();
    /// let one = Digit::new(1).unwrap();
    /// let in_row = Step::builder(Technique::HiddenSingle).place(cell, one).house(House::row(0)).build();
    /// let rating = Rating::of_steps(&[in_row]);
    /// assert_eq!((rating.difficulty(), rating.path_score(), rating.steps()), (Difficulty::Beginner, 1.5, 1));
    /// ```
    #[must_use]
    pub fn of_steps(steps: &[Step]) -> Rating {
        let mut rating = Rating {
            difficulty: Difficulty::Beginner,
            hardest: Technique::FullHouse,
            steps: steps.len(),
            score: 0.0,
            trial_depth: None,
            explainer: None,
        };
        let mut hardest_key = (Difficulty::Beginner, f32::MIN);
        for (i, step) in steps.iter().enumerate() {
            let score = step_score(step, steps.get(i + 1));
            let technique = step.technique();
            rating.score = rating.score.max(score);
            let key = (technique.difficulty(), score);
            if key.0 > hardest_key.0 || (key.0 == hardest_key.0 && key.1 > hardest_key.1) {
                hardest_key = key;
                rating.hardest = technique;
                rating.difficulty = key.0;
            }
        }
        rating.score = rating.score.one_decimal();
        rating
    }

    /// The level: the highest level of any technique on the path.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Difficulty, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// assert_eq!(puzzle.rate()?.difficulty(), Difficulty::Beginner);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn difficulty(&self) -> Difficulty {
        self.difficulty
    }

    /// The technique that puts the puzzle at its level (the highest level, then the
    /// highest score, on the path).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Grid, Technique};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// assert_eq!(puzzle.rate()?.hardest(), Technique::HiddenSingle);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn hardest(&self) -> Technique {
        self.hardest
    }

    /// The number of steps on the path (the backtracking step counts as one).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Engine, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let solution = Engine::default().solve(&puzzle)?;
    /// assert_eq!(puzzle.rate()?.steps(), solution.steps().len());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn steps(&self) -> usize {
        self.steps
    }

    /// Our path's score on the Sudoku Explainer scale, with one decimal (1.0 to 11.9):
    /// the highest step score on our engine's easiest-first path. It is not Sudoku
    /// Explainer's ER, which its own path gives ([`Rating::er`]); where both are shown,
    /// ER comes first and this is named "path score".
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// assert_eq!(puzzle.rate()?.path_score(), 1.5);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn path_score(&self) -> f32 {
        self.score
    }

    /// How deep trial and error with singles must nest to solve the puzzle
    /// ([`Grid::trial_depth`]), measured by [`Engine::rate`] for extreme puzzles only
    /// (`None` below extreme, where the path itself shows that two levels suffice, and
    /// where the measure ran out of its budget, [`TRIAL_DEPTH_BUDGET`]). A puzzle of
    /// depth 3 is rated [`Difficulty::Beyond`], with a score of at least the Deep Forcing
    /// Net's 10.9: a trial three deep is what it needs where no pattern such as a
    /// tridagon is seen, and the forum ranks these puzzles above every older one.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Difficulty, Grid};
    ///
    /// let easy: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// assert_eq!(easy.rate()?.trial_depth(), None);
    /// // An extreme puzzle of the forum's older hardest lists: two levels of trials.
    /// let hard: Grid = "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1".parse()?;
    /// let rating = hard.rate()?;
    /// assert_eq!((rating.difficulty(), rating.trial_depth()), (Difficulty::Extreme, Some(2)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn trial_depth(&self) -> Option<u8> {
        self.trial_depth
    }

    /// Measures the trial depth of an extreme puzzle from its start, and puts a puzzle
    /// that needs three levels above every other.
    fn measure_trial_depth(&mut self, start: &LayerGrid) {
        self.trial_depth = trial_depth::trial_depth(start, 3, TRIAL_DEPTH_BUDGET);
        if self.trial_depth == Some(3) {
            self.difficulty = Difficulty::Beyond;
            self.score = self.score.max(Technique::DeepForcingNet.score());
        }
    }

    /// The same rating with Sudoku Explainer's numbers beside ours.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let explainer = *puzzle.rate_with_explainer()?.explainer().expect("rated");
    /// let rating = puzzle.rate()?.with_explainer(explainer);
    /// assert_eq!(rating.er(), Some(1.5));
    /// assert_eq!(rating, puzzle.rate_with_explainer()?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn with_explainer(self, explainer: ExplainerRating) -> Rating {
        Rating {
            explainer: Some(explainer),
            ..self
        }
    }

    /// Sudoku Explainer's ER, EP and ED with their techniques, when the rating was made
    /// with them ([`Grid::rate_with_explainer`]); `None` otherwise.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let explainer = puzzle.rate_with_explainer()?.explainer().copied().expect("rated");
    /// assert_eq!((explainer.er(), explainer.ep(), explainer.ed()), (1.5, 1.2, 1.2));
    /// assert!(puzzle.rate()?.explainer().is_none());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn explainer(&self) -> Option<&ExplainerRating> {
        self.explainer.as_ref()
    }

    /// Sudoku Explainer's ER: the rating of the hardest step on its path, when the
    /// rating was made with it ([`Grid::rate_with_explainer`]).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let rating = puzzle.rate_with_explainer()?;
    /// assert_eq!((rating.er(), rating.ep(), rating.ed()), (Some(1.5), Some(1.2), Some(1.2)));
    /// assert_eq!(rating.er_technique().expect("rated"), "Hidden Single");
    /// assert_eq!(puzzle.rate()?.er(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn er(&self) -> Option<f64> {
        self.explainer.map(|e| e.er())
    }

    /// Sudoku Explainer's EP: the hardest step up to its first placement.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// // Its first placement is a hidden single in a box (1.2).
    /// assert_eq!(puzzle.rate_with_explainer()?.ep(), Some(1.2));
    /// assert_eq!(puzzle.rate()?.ep(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn ep(&self) -> Option<f64> {
        self.explainer.map(|e| e.ep())
    }

    /// Sudoku Explainer's ED: its first step.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let rating = puzzle.rate_with_explainer()?;
    /// assert_eq!(rating.ed(), Some(1.2));
    /// assert!(rating.ed() <= rating.ep() && rating.ep() <= rating.er());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn ed(&self) -> Option<f64> {
        self.explainer.map(|e| e.ed())
    }

    /// The technique of the ER step, as Sudoku Explainer names it.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// assert_eq!(puzzle.rate_with_explainer()?.er_technique().expect("rated"), "Hidden Single");
    /// assert!(puzzle.rate()?.er_technique().is_none());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn er_technique(&self) -> Option<crate::ExplainerTechnique> {
        self.explainer.map(|e| e.er_technique())
    }

    /// The technique of the EP step.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// assert_eq!(puzzle.rate_with_explainer()?.ep_technique().expect("rated"), "Hidden Single");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn ep_technique(&self) -> Option<crate::ExplainerTechnique> {
        self.explainer.map(|e| e.ep_technique())
    }

    /// The technique of the ED step.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// assert_eq!(puzzle.rate_with_explainer()?.ed_technique().expect("rated"), "Hidden Single");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn ed_technique(&self) -> Option<crate::ExplainerTechnique> {
        self.explainer.map(|e| e.ed_technique())
    }
}

impl fmt::Display for Rating {
    /// `hard, path score 5.5 (hardest: AIC)`, and with Sudoku Explainer's numbers
    /// `expert, ER/EP/ED 7.2/1.2/1.2 Forcing Chain; path score 6.6 (hardest: AIC)`.
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// assert_eq!(puzzle.rate()?.to_string(), "beginner, path score 1.5 (hardest: Hidden Single)");
    /// assert_eq!(
    ///     puzzle.rate_with_explainer()?.to_string(),
    ///     "beginner, ER/EP/ED 1.5/1.2/1.2 Hidden Single; path score 1.5 (hardest: Hidden Single)"
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.difficulty)?;
        if let Some(depth) = self.trial_depth {
            write!(f, " (trial depth {depth})")?;
        }
        f.write_str(", ")?;
        if let Some(se) = &self.explainer {
            write!(f, "ER/EP/ED {se}; ")?;
        }
        write!(f, "path score {:.1} (hardest: {})", self.score, self.hardest)
    }
}

/// What Sudoku Explainer adds to a chain's score for its length: 0.1 for each threshold
/// the number of links passes, the thresholds being 4, 6, 8, 12, 16, 24, 32, 48 ...
/// (alternately times 3/2 and 4/3).
///
/// # Example
///
/// ```
/// use sudoku_strata::chain_length_bonus;
///
/// assert_eq!(chain_length_bonus(4), 0.0);
/// assert_eq!(chain_length_bonus(5), 0.1);
/// assert_eq!(chain_length_bonus(8), 0.2);
/// assert_eq!(chain_length_bonus(9), 0.3);
/// ```
#[must_use]
pub fn chain_length_bonus(links: usize) -> f32 {
    let mut threshold = 4usize;
    let mut tenths = 0u32;
    let mut times_three_halves = true;
    while links > threshold {
        tenths += 1;
        threshold = if times_three_halves {
            threshold * 3 / 2
        } else {
            threshold * 4 / 3
        };
        times_three_halves = !times_three_halves;
    }
    tenths as f32 / 10.0
}

/// The score of a backtracking step that filled `cells` of the grid: 11.0, above every
/// logical technique, plus up to 0.9 in proportion to the share of the 81 cells left to
/// the search, so that among the puzzles that logic cannot finish, those it gets less
/// far into rank higher.
///
/// # Example
///
/// ```
/// use sudoku_strata::backtracking_score;
///
/// assert_eq!(backtracking_score(0), 11.0);
/// assert_eq!(backtracking_score(81), 11.9);
/// ```
#[must_use]
pub fn backtracking_score(cells: usize) -> f32 {
    let share = cells.min(81) as f32 / 81.0;
    (Technique::Backtracking.score() + 0.9 * share).one_decimal()
}

impl Step {
    /// The step's score on the Sudoku Explainer scale, as a step on its own: its
    /// technique's base score ([`Technique::score`]), a hidden single in a row or column
    /// 1.5, a chain or forcing step more with its length ([`chain_length_bonus`]),
    /// backtracking by the share of the grid it filled ([`backtracking_score`]). A
    /// rating also counts the "direct" refinements, which depend on the step after it
    /// (see [`Rating::of_steps`]).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Digit, House, Step, Technique};
    ///
    /// let cell = Cell::from_row_col(1, 1).unwrap();
    /// let one = Digit::new(1).unwrap();
    /// let single = Step::builder(Technique::HiddenSingle).place(cell, one).house(House::row(0)).build();
    /// assert_eq!(single.score(), 1.5);
    /// assert_eq!(Step::builder(Technique::XWing).eliminate(cell, one).build().score(), 3.2);
    /// ```
    #[must_use]
    pub fn score(&self) -> f32 {
        step_score(self, None).one_decimal()
    }
}

/// The score of one step of a path; `next` is the step after it.
fn step_score(step: &Step, next: Option<&Step>) -> f32 {
    let technique = step.technique();
    match technique {
        Technique::HiddenSingle => single_score(step),
        Technique::Backtracking => backtracking_score(step.placements().len()),
        _ => match direct_score(technique) {
            Some(direct) if next.is_some_and(|n| is_following_single(step, n)) => direct,
            _ => base_score(step),
        },
    }
}

/// The score of a hidden single: in a box or in a line.
fn single_score(step: &Step) -> f32 {
    let in_box = step
        .pattern()
        .houses
        .first()
        .is_none_or(|house| house.kind() == HouseKind::Box);
    if in_box {
        Technique::HiddenSingle.score()
    } else {
        REFINEMENTS
            .iter()
            .find(|r| r.technique == Technique::HiddenSingle && r.when == RefinementCase::InLine)
            .map_or(Technique::HiddenSingle.score(), |r| r.score)
    }
}

/// The technique's base score, plus the length bonus for chains. The bonus never lifts a
/// step of logic to the search's score ([`backtracking_score`]): it stops 0.1 below, so
/// a long net inside a net scores under any puzzle that needs the search.
fn base_score(step: &Step) -> f32 {
    let technique = step.technique();
    let bonus = match technique.family() {
        Family::Chains | Family::ForcingChains => chain_length_bonus(step.pattern().links.len()),
        _ => 0.0,
    };
    let room = (Technique::Backtracking.score() - 0.1 - technique.score()).max(0.0);
    technique.score() + bonus.min(room)
}

/// A strategy in rating order, with the lowest score any of its steps can have.
struct Ranked<'e> {
    strategy: &'e dyn GridSolver,
    floor: f32,
    direct: bool,
}

/// The engine's strategies sorted by the lowest score their steps can have, read from
/// their techniques (a stable sort: strategies of equal floor keep the engine's order).
fn rating_order(engine: &Engine) -> Vec<Ranked<'_>> {
    let mut order: Vec<Ranked<'_>> = engine
        .strategies()
        .iter()
        .map(|strategy| {
            let technique = strategy.technique();
            let direct = direct_score(technique);
            Ranked {
                strategy: strategy.as_ref(),
                floor: direct.map_or(technique.score(), |d| d.min(technique.score())),
                direct: direct.is_some(),
            }
        })
        .collect();
    order.sort_by(|a, b| a.floor.total_cmp(&b.floor));
    order
}

/// Where a direct step's hidden single must appear, as Sudoku Explainer has it: for
/// locked candidates, in another house of the same kind as the one holding the digit
/// (another box for pointing, another line for claiming) that crosses the house losing
/// it; for hidden pairs and triples, in their own house. With the digits it may be of.
fn direct_targets(step: &Step) -> Option<(Vec<House>, DigitSet)> {
    let houses = &step.pattern().houses;
    let base = *houses.first()?;
    match step.technique() {
        Technique::LockedCandidatesPointing | Technique::LockedCandidatesClaiming => {
            let cover = *houses.get(1)?;
            let targets = House::ALL
                .into_iter()
                .filter(|h| {
                    *h != base
                        && (h.kind() == HouseKind::Box) == (base.kind() == HouseKind::Box)
                        && h.cells().intersects(cover.cells())
                })
                .collect();
            let digits = step.eliminations().iter().map(|c| c.digit).collect();
            Some((targets, digits))
        }
        Technique::HiddenPair | Technique::HiddenTriple => Some((vec![base], !step.pattern().digits)),
        _ => None,
    }
}

/// Whether applying `step` to `grid` leaves a new hidden single where a direct step's
/// must be.
fn gives_hidden_single(grid: &LayerGrid, step: &Step) -> bool {
    let Some((targets, digits)) = direct_targets(step) else {
        return false;
    };
    let mut after = grid.clone();
    if after.apply(step).is_err() {
        return false;
    }
    targets.iter().any(|&house| {
        digits
            .iter()
            .any(|d| grid.candidates_in(d, house).len() > 1 && after.candidates_in(d, house).len() == 1)
    })
}

/// On a trace: whether `next` is the hidden single that makes `step` direct (a single
/// placed in one of the houses where it must be).
fn is_following_single(step: &Step, next: &Step) -> bool {
    if !matches!(next.technique(), Technique::HiddenSingle | Technique::FullHouse) {
        return false;
    }
    let Some((targets, digits)) = direct_targets(step) else {
        return false;
    };
    next.placements()
        .iter()
        .any(|p| digits.contains(p.digit) && targets.iter().any(|h| h.cells().contains(p.cell)))
}

impl Grid {
    /// Rates the puzzle with every built-in strategy: `Engine::default().rate(self)`.
    ///
    /// # Errors
    ///
    /// As [`Engine::rate`]: no solution, several solutions, contradicting givens.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Difficulty, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// assert_eq!(puzzle.rate()?.difficulty(), Difficulty::Beginner);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn rate(&self) -> Result<Rating, SolveError> {
        Engine::default().rate(self)
    }

    /// [`Grid::rate`] with Sudoku Explainer's ER, EP and ED beside our level and score
    /// ([`Rating::er`]): its own path is walked too, which takes longer on hard puzzles
    /// (see [`Grid::explainer_rating`]).
    ///
    /// # Errors
    ///
    /// As [`Grid::rate`].
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Difficulty, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let rating = puzzle.rate_with_explainer()?;
    /// assert_eq!(rating.difficulty(), Difficulty::Beginner);
    /// assert_eq!(
    ///     rating.to_string(),
    ///     "beginner, ER/EP/ED 1.5/1.2/1.2 Hidden Single; path score 1.5 (hardest: Hidden Single)"
    /// );
    /// assert_eq!(puzzle.rate()?.to_string(), "beginner, path score 1.5 (hardest: Hidden Single)");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn rate_with_explainer(&self) -> Result<Rating, SolveError> {
        let rating = self.rate()?;
        Ok(rating.with_explainer(self.explainer_rating_of_proper()))
    }
}

#[cfg(test)]
mod tests;
