//! Making puzzles: a full grid drawn, dug and checked against the options, attempt
//! after attempt, and the puzzle made.

use std::sync::OnceLock;

use super::random::Random;
use super::{Generator, Symmetry};
use crate::search::{self, Config, Start};
use crate::{CellSet, Difficulty, Engine, GenerateError, Grid, Rating};

/// A generated puzzle, with its solution and rating.
///
/// # Example
///
/// ```
/// use sudoku_strata::Generator;
///
/// let made = Generator::new(3).generate()?;
/// assert!(made.puzzle().is_solved_by(made.solution()));
/// assert_eq!(made.puzzle().count_solutions(2), 1);
/// println!("{} {}", made.puzzle(), made.rating());
/// # Ok::<(), sudoku_strata::GenerateError>(())
/// ```
///
/// With serde, a generated puzzle is written as an object of its puzzle and solution
/// (81-character lines), its rating (made then, if it was not yet), index and attempts,
/// and read back from that form, refused when the solution does not solve the puzzle:
///
/// ```
/// # #[cfg(feature = "serde")]
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// use sudoku_strata::{Generated, Generator};
///
/// let made = Generator::new(2).generate()?;
/// let json = serde_json::to_string(&made)?;
/// assert!(json.starts_with(&format!("{{\"puzzle\":\"{}\",\"solution\":", made.puzzle())));
/// let back: Generated = serde_json::from_str(&json)?;
/// assert_eq!(back, made);
/// assert_eq!(back.rating(), made.rating());
/// # Ok(())
/// # }
/// # #[cfg(not(feature = "serde"))]
/// # fn main() {}
/// ```
#[derive(Clone, PartialEq, Debug)]
pub struct Generated {
    puzzle: Grid,
    solution: Grid,
    rating: OnceLock<Rating>,
    index: u64,
    attempts: u32,
}

impl Generated {
    /// The puzzle.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Generator;
    ///
    /// let made = Generator::new(1).generate()?;
    /// assert_eq!(made.puzzle().count_solutions(2), 1);
    /// # Ok::<(), sudoku_strata::GenerateError>(())
    /// ```
    #[must_use]
    pub fn puzzle(&self) -> &Grid {
        &self.puzzle
    }

    /// Its one solution.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Generator;
    ///
    /// let made = Generator::new(1).generate()?;
    /// assert_eq!(made.puzzle().unique_solution()?, *made.solution());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn solution(&self) -> &Grid {
        &self.solution
    }

    /// Its rating by the default engine ([`Engine::rate`]), made on the first call (the
    /// generator checks a level with the level's own techniques, which needs no score).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Difficulty, Generator};
    ///
    /// let made = Generator::new(1).difficulty(Difficulty::Easy).generate()?;
    /// assert_eq!(made.rating().difficulty(), Difficulty::Easy);
    /// # Ok::<(), sudoku_strata::GenerateError>(())
    /// ```
    #[must_use]
    pub fn rating(&self) -> &Rating {
        self.rating.get_or_init(|| {
            Engine::default()
                .rate(&self.puzzle)
                .unwrap_or_else(|_| Rating::of_steps(&[]))
        })
    }

    /// Its index in the generator's sequence (see [`Generator::puzzle`]).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Generator;
    ///
    /// assert_eq!(Generator::new(1).puzzle(4)?.index(), 4);
    /// # Ok::<(), sudoku_strata::GenerateError>(())
    /// ```
    #[must_use]
    pub fn index(&self) -> u64 {
        self.index
    }

    /// How many full grids were drawn before one gave a puzzle that met the options.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Generator;
    ///
    /// // Without a level every grid gives a puzzle at the first attempt.
    /// assert_eq!(Generator::new(1).generate()?.attempts(), 1);
    /// # Ok::<(), sudoku_strata::GenerateError>(())
    /// ```
    #[must_use]
    pub fn attempts(&self) -> u32 {
        self.attempts
    }
}

/// The serde form of [`Generated`].
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(rename = "Generated")]
struct GeneratedForm {
    puzzle: Grid,
    solution: Grid,
    rating: Rating,
    index: u64,
    attempts: u32,
}

#[cfg(feature = "serde")]
impl serde::Serialize for Generated {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        GeneratedForm {
            puzzle: self.puzzle,
            solution: self.solution,
            rating: *self.rating(),
            index: self.index,
            attempts: self.attempts,
        }
        .serialize(serializer)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Generated {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Generated, D::Error> {
        let form = GeneratedForm::deserialize(deserializer)?;
        if !form.puzzle.is_solved_by(&form.solution) {
            return Err(serde::de::Error::custom("the solution does not solve the puzzle"));
        }
        Ok(Generated {
            puzzle: form.puzzle,
            solution: form.solution,
            rating: OnceLock::from(form.rating),
            index: form.index,
            attempts: form.attempts,
        })
    }
}

impl Generator {
    /// Makes the next puzzle of the sequence: puzzle 0 on the first call, then 1, and so
    /// on.
    ///
    /// # Errors
    ///
    /// See [`GenerateError`].
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Difficulty, Generator};
    ///
    /// let mut generator = Generator::new(7).difficulty(Difficulty::Beginner);
    /// let first = generator.generate()?;
    /// let second = generator.generate()?;
    /// assert_eq!((first.index(), second.index()), (0, 1));
    /// assert_eq!(second.rating().difficulty(), Difficulty::Beginner);
    /// # Ok::<(), sudoku_strata::GenerateError>(())
    /// ```
    pub fn generate(&mut self) -> Result<Generated, GenerateError> {
        let index = self.next;
        self.next += 1;
        self.puzzle(index)
    }

    /// Makes puzzle `index` of the sequence. It depends only on the seed, the options
    /// and `index`, so puzzles can be made in any order and on several threads.
    ///
    /// # Errors
    ///
    /// See [`GenerateError`].
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Generator;
    ///
    /// let generator = Generator::new(5);
    /// let third = generator.puzzle(2)?;
    /// let mut again = Generator::new(5);
    /// again.generate()?;
    /// again.generate()?;
    /// assert_eq!(again.generate()?, third);
    /// # Ok::<(), sudoku_strata::GenerateError>(())
    /// ```
    pub fn puzzle(&self, index: u64) -> Result<Generated, GenerateError> {
        self.check()?;
        let mut random = Random::for_puzzle(self.seed, index);
        let orbits = self.symmetry.orbits();
        for attempt in 1..=self.max_attempts {
            if let Some((puzzle, solution)) = self.attempt(&mut random, &orbits) {
                return Ok(Generated {
                    puzzle,
                    solution,
                    rating: OnceLock::new(),
                    index,
                    attempts: attempt,
                });
            }
        }
        Err(GenerateError::GaveUp {
            attempts: self.max_attempts,
            options: self.describe(),
        })
    }

    /// The options in words, for messages.
    fn describe(&self) -> String {
        let mut words = vec![
            match self.difficulty {
                Some(level) => format!("level {level}"),
                None => "any level".to_string(),
            },
            format!("symmetry {}", self.symmetry),
            format!("givens {}", self.givens),
        ];
        if self.minimal {
            words.push("minimal".to_string());
        }
        if let Some((technique, _)) = &self.requiring {
            words.push(format!("requiring {technique}"));
        }
        if self.in_explainer_band && self.difficulty.is_some() {
            words.push("ER in the level's band".to_string());
        }
        words.join(", ")
    }

    /// One attempt: a full grid, dug and checked. `None` when it does not meet the
    /// options.
    fn attempt(&self, random: &mut Random, orbits: &[CellSet]) -> Option<(Grid, Grid)> {
        let solution = full_grid(random);
        let mut order = orbits.to_vec();
        random.shuffle(&mut order);
        let (puzzle, cut_short) = self.dig(&solution, &order);
        if puzzle.given_count() > usize::from(self.givens.max()) {
            return None;
        }
        let minimal_by_digging = !cut_short && self.symmetry == Symmetry::None;
        if self.minimal && !minimal_by_digging && !puzzle.is_minimal() {
            return None;
        }
        if let (Some(level), Some(engine)) = (self.difficulty, &self.checker) {
            // The level's techniques (for Extreme, those of Expert) and no more. Their
            // order is the default engine's, restricted to the level, so a path they
            // finish is the rating's path and its level is the rating's level; the full
            // rating, with its score, waits for the first call of `Generated::rating`.
            let by_level = engine.solve(&puzzle);
            let fits = match level {
                Difficulty::Extreme => by_level.is_err(),
                _ => by_level.is_ok_and(|s| s.rating().difficulty() == level),
            };
            if !fits {
                return None;
            }
            if self.in_explainer_band {
                let er = puzzle.explainer_rating_of_proper().er();
                if Difficulty::of_explainer_rating(er) != level {
                    return None;
                }
            }
        }
        if let Some((technique, engine)) = &self.requiring {
            // The default engine's path, the one the rating reads, takes a step of it.
            let path = engine.solve(&puzzle).ok()?;
            if !path.steps().iter().any(|step| step.technique() == *technique) {
                return None;
            }
        }
        Some((puzzle, solution))
    }
}

impl Iterator for Generator {
    type Item = Result<Generated, GenerateError>;

    /// The next puzzle, as [`generate`](Generator::generate). The sequence goes on as
    /// long as puzzles come; after an error (options no puzzle can meet, or a puzzle
    /// not found within [`max_attempts`](Generator::max_attempts)) it ends, so that
    /// `collect` and `for` loops end too.
    ///
    /// ```
    /// use sudoku_strata::{GenerateError, Generator};
    ///
    /// let made: Vec<_> = Generator::new(1).take(3).collect::<Result<_, _>>()?;
    /// assert_eq!(made.len(), 3);
    /// let impossible: Vec<_> = Generator::new(1).givens(5).collect();
    /// assert!(matches!(impossible.as_slice(), [Err(GenerateError::TooFewGivens { asked: 5 })]));
    /// # Ok::<(), GenerateError>(())
    /// ```
    fn next(&mut self) -> Option<Self::Item> {
        if self.ended {
            return None;
        }
        let made = self.generate();
        self.ended = made.is_err();
        Some(made)
    }
}

impl std::iter::FusedIterator for Generator {}

/// A random full grid: the three boxes of the main diagonal (which do not see each
/// other) filled with random permutations, then the search with the digits of each
/// branch tried in random order. Every filling of those boxes can be completed, and
/// starting from them spares the search most of its dead ends.
fn full_grid(random: &mut Random) -> Grid {
    let mut start = [0u8; 81];
    for block in [0, 4, 8] {
        let mut digits = [1u8, 2, 3, 4, 5, 6, 7, 8, 9];
        random.shuffle(&mut digits);
        for (i, digit) in digits.into_iter().enumerate() {
            let (row, col) = (block / 3 * 3 + i / 3, block % 3 * 3 + i % 3);
            start[row * 9 + col] = digit;
        }
    }
    let mut below = |n: usize| random.below(n);
    let config = Config {
        max_solutions: 1,
        keep: 1,
        node_limit: None,
        shuffle: Some(&mut below),
    };
    let outcome = search::run(Start::Digits(&start), config);
    outcome
        .solutions
        .first()
        .map_or_else(Grid::empty, Grid::from_bytes)
}
