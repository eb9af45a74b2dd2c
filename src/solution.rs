//! A solved puzzle and the trace of how it was solved.

use std::fmt;

use crate::engine::Walk;
use crate::{Candidate, Grid, LayerGrid, Rating, States, Step};

/// A solved puzzle and the trace of how it was solved.
///
/// `Display` prints the numbered trace and the final grid.
///
/// With the `serde` feature a solution is written as an object: `puzzle` and `grid`
/// (81-character lines), `steps` (a list of [`Step`]s, each with its notation text),
/// `used_backtracking`, `rating` (see [`Rating`]) and, when the steps started from pencil
/// marks other than the puzzle's own candidates, `start` (that pencil-mark grid). It
/// reads back from that form, once its `grid` is checked to be a solved grid that keeps
/// every given of `puzzle` (a serde error otherwise); the steps and the rating are read
/// as written.
///
/// # Example
///
/// ```
/// # #[cfg(feature = "serde")]
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// use sudoku_strata::{Engine, Grid, Solution};
///
/// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
/// let solution = Engine::default().solve(&puzzle)?;
/// let json = serde_json::to_string(&solution)?;
/// assert_eq!(serde_json::from_str::<Solution>(&json)?, solution);
///
/// let unsolved = json.replacen(&solution.grid().to_string(), &puzzle.to_string(), 1);
/// let error = serde_json::from_str::<Solution>(&unsolved).unwrap_err();
/// assert!(error.to_string().starts_with("the solution's grid is not a solved grid that keeps the puzzle's givens"));
/// # Ok(())
/// # }
/// # #[cfg(not(feature = "serde"))]
/// # fn main() {}
/// ```
#[derive(Clone, PartialEq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "Read"))]
pub struct Solution {
    puzzle: Grid,
    /// The candidates the steps start from: the puzzle's own, or the pencil marks of
    /// [`Engine::solve_from`](crate::Engine::solve_from).
    start: LayerGrid,
    grid: Grid,
    steps: Vec<Step>,
    used_backtracking: bool,
    rating: Rating,
}

impl Solution {
    /// The solution of `puzzle` that a walk of the engine's loop reached from `start`.
    pub(crate) fn new(puzzle: Grid, start: LayerGrid, walk: Walk) -> Solution {
        let rating = Rating::of_steps(&walk.steps);
        Solution {
            puzzle,
            start,
            grid: walk.grid.to_grid(),
            steps: walk.steps,
            used_backtracking: walk.used_backtracking,
            rating,
        }
    }

    /// The solved grid.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Engine, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let solution = Engine::default().solve(&puzzle)?;
    /// assert!(solution.grid().is_solved());
    /// assert!(puzzle.is_solved_by(solution.grid()));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The puzzle that was solved.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Engine, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let solution = Engine::default().solve(&puzzle)?;
    /// assert_eq!(solution.puzzle(), &puzzle);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn puzzle(&self) -> &Grid {
        &self.puzzle
    }

    /// The steps, in the order they were taken. When backtracking was needed, the last
    /// step is the [`Technique::Backtracking`](crate::Technique::Backtracking) step.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Engine, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let solution = Engine::default().solve(&puzzle)?;
    /// // Singles only: each step places one digit in an empty cell.
    /// assert_eq!(solution.steps().len(), 81 - puzzle.given_count());
    /// assert!(solution.steps().iter().all(|step| step.placements().len() == 1));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// The candidates the steps start from: the puzzle's own candidates, or the pencil
    /// marks [`Engine::solve_from`](crate::Engine::solve_from) was given.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Engine, Grid, LayerGrid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let state = LayerGrid::from_grid(&puzzle);
    /// assert_eq!(Engine::default().solve(&puzzle)?.start(), &state);
    /// assert_eq!(Engine::default().solve_from(&state)?.start(), &state);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn start(&self) -> &LayerGrid {
        &self.start
    }

    /// The candidate states of the trace: the [`start`](Solution::start), then the state
    /// after each step (one more than the steps), so that each step's state is the one
    /// it was found in and the last is the solved grid. Front ends draw these rather
    /// than replay the steps themselves.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Engine, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let solution = Engine::default().solve(&puzzle)?;
    /// for (step, state) in solution.steps().iter().zip(solution.states()) {
    ///     // Each step was found in its state: what it places or removes is a candidate there.
    ///     assert!(step.placements().iter().all(|c| state.has_candidate(c.cell, c.digit)));
    /// }
    /// assert!(solution.states().last().is_some_and(|end| end.is_solved()));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn states(&self) -> States<'_> {
        self.start.states(&self.steps)
    }

    /// Whether the search had to finish what logic could not.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Engine, Grid, Technique};
    ///
    /// let puzzle: Grid = ".3......28.6....1.....4...3..1..6.7....7..3.4.6.3.5.......87..9..9..2...7.....2..".parse()?;
    /// let singles = Engine::default().only(&[Technique::NakedSingle, Technique::HiddenSingle])?;
    /// let solution = singles.solve(&puzzle)?;
    /// assert!(solution.used_backtracking());
    /// assert_eq!(solution.steps().last().map(|step| step.technique()), Some(Technique::Backtracking));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn used_backtracking(&self) -> bool {
        self.used_backtracking
    }

    /// How hard the puzzle was along this trace: its level, hardest technique, number of
    /// steps and score on the Sudoku Explainer scale (see [`Rating`]).
    ///
    /// The level, the hardest technique and the number of steps are those that
    /// [`Engine::rate`](crate::Engine::rate) gives (the same path). The score is this
    /// path's own; [`Engine::rate`](crate::Engine::rate) scores a second path that takes
    /// the easiest step at each point, as Sudoku Explainer does, which can score lower:
    /// use it to compare puzzles.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Difficulty, Engine, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let solution = Engine::default().solve(&puzzle)?;
    /// let rating = solution.rating();
    /// assert_eq!(rating.steps(), solution.steps().len());
    /// assert!(rating.difficulty() <= Difficulty::Easy);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn rating(&self) -> &Rating {
        &self.rating
    }

    /// Every placement of the trace, in order, with the step that made it.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Engine, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let solution = Engine::default().solve(&puzzle)?;
    /// assert_eq!(solution.placements().count(), 81 - puzzle.given_count());
    /// assert!(solution.placements().all(|(placed, _step)| solution.grid().get(placed.cell) == Some(placed.digit)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn placements(&self) -> impl Iterator<Item = (Candidate, &Step)> {
        self.steps
            .iter()
            .flat_map(|s| s.placements().iter().map(move |&c| (c, s)))
    }
}

impl fmt::Display for Solution {
    /// The numbered steps, a blank line, then the solved grid as a boxed picture.
    ///
    /// ```
    /// use sudoku_strata::{Engine, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let solution = Engine::default().solve(&puzzle)?;
    /// let text = solution.to_string();
    /// let first = format!(" 1. {}", solution.steps()[0]);
    /// assert_eq!(text.lines().next(), Some(first.as_str()));
    /// assert!(text.ends_with(&format!("{:#}", solution.grid())));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let width = self.steps.len().to_string().len();
        for (i, step) in self.steps.iter().enumerate() {
            writeln!(f, "{:>width$}. {step}", i + 1)?;
        }
        if !self.steps.is_empty() {
            writeln!(f)?;
        }
        write!(f, "{:#}", self.grid)
    }
}

#[cfg(feature = "serde")]
impl Solution {
    /// The pencil-mark grid the steps started from, when it is not the puzzle's own
    /// candidates.
    pub(crate) fn marked_start(&self) -> Option<String> {
        let own = LayerGrid::from_grid(&self.puzzle).to_string();
        let start = self.start.to_string();
        (start != own).then_some(start)
    }
}

/// What a solution writes.
#[cfg(feature = "serde")]
#[derive(serde::Serialize)]
struct Written<'a> {
    puzzle: &'a Grid,
    grid: &'a Grid,
    steps: &'a [Step],
    used_backtracking: bool,
    rating: &'a Rating,
    #[serde(skip_serializing_if = "Option::is_none")]
    start: Option<String>,
}

#[cfg(feature = "serde")]
impl serde::Serialize for Solution {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        Written {
            puzzle: &self.puzzle,
            grid: &self.grid,
            steps: &self.steps,
            used_backtracking: self.used_backtracking,
            rating: &self.rating,
            start: self.marked_start(),
        }
        .serialize(serializer)
    }
}

/// What a solution reads, before its grid is checked against its puzzle.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
struct Read {
    puzzle: Grid,
    grid: Grid,
    steps: Vec<Step>,
    used_backtracking: bool,
    rating: Rating,
    #[serde(default)]
    start: Option<String>,
}

#[cfg(feature = "serde")]
impl TryFrom<Read> for Solution {
    type Error = String;

    fn try_from(read: Read) -> Result<Solution, Self::Error> {
        if !read.puzzle.is_solved_by(&read.grid) {
            return Err(
                "the solution's grid is not a solved grid that keeps the puzzle's givens".to_string(),
            );
        }
        let start = match read.start {
            Some(text) => text
                .parse()
                .map_err(|e| format!("the solution's start is not a pencil-mark grid: {e}"))?,
            None => LayerGrid::from_grid(&read.puzzle),
        };
        Ok(Solution {
            puzzle: read.puzzle,
            start,
            grid: read.grid,
            steps: read.steps,
            used_backtracking: read.used_backtracking,
            rating: read.rating,
        })
    }
}
