//! A solved puzzle and the trace of how it was solved.

use std::fmt;

use crate::engine::Walk;
use crate::{Candidate, Grid, Rating, Step};

/// A solved puzzle and the trace of how it was solved.
///
/// `Display` prints the numbered trace and the final grid.
///
/// With the `serde` feature a solution is written as an object: `puzzle` and `grid`
/// (81-character lines), `steps` (a list of [`Step`]s, each with its notation text),
/// `used_backtracking` and `rating` (see [`Rating`]). It reads back from that form,
/// once its `grid` is checked to be a solved grid that keeps every given of `puzzle`
/// (a serde error otherwise); the steps and the rating are read as written.
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
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "Read"))]
pub struct Solution {
    puzzle: Grid,
    grid: Grid,
    steps: Vec<Step>,
    used_backtracking: bool,
    rating: Rating,
}

impl Solution {
    /// The solution of `puzzle` that a walk of the engine's loop reached.
    pub(crate) fn new(puzzle: Grid, walk: Walk) -> Solution {
        let rating = Rating::of_steps(&walk.steps);
        Solution {
            puzzle,
            grid: walk.grid.to_grid(),
            steps: walk.steps,
            used_backtracking: walk.used_backtracking,
            rating,
        }
    }

    /// The solved grid.
    #[must_use]
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The puzzle that was solved.
    #[must_use]
    pub fn puzzle(&self) -> &Grid {
        &self.puzzle
    }

    /// The steps, in the order they were taken. When backtracking was needed, the last
    /// step is the [`Technique::Backtracking`](crate::Technique::Backtracking) step.
    #[must_use]
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// Whether the search had to finish what logic could not.
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
    pub fn placements(&self) -> impl Iterator<Item = (Candidate, &Step)> {
        self.steps
            .iter()
            .flat_map(|s| s.placements().iter().map(move |&c| (c, s)))
    }
}

impl fmt::Display for Solution {
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

/// What a solution reads, before its grid is checked against its puzzle.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
struct Read {
    puzzle: Grid,
    grid: Grid,
    steps: Vec<Step>,
    used_backtracking: bool,
    rating: Rating,
}

#[cfg(feature = "serde")]
impl TryFrom<Read> for Solution {
    type Error = &'static str;

    fn try_from(read: Read) -> Result<Solution, Self::Error> {
        if !read.puzzle.is_solved_by(&read.grid) {
            return Err("the solution's grid is not a solved grid that keeps the puzzle's givens");
        }
        Ok(Solution {
            puzzle: read.puzzle,
            grid: read.grid,
            steps: read.steps,
            used_backtracking: read.used_backtracking,
            rating: read.rating,
        })
    }
}
