//! The generator and its options: the seed, the level, the symmetry, the givens,
//! minimality and the number of attempts, and the check that they can be met.

use super::{Givens, Symmetry};
use crate::{Backtracking, Difficulty, Engine, GenerateError, Technique};

/// Makes puzzles with exactly one solution, of a chosen level, symmetry and number of
/// givens, the same ones for the same seed and options on every platform.
///
/// # How a puzzle is made
///
/// 1. A full grid is drawn: the three boxes of the main diagonal get random
///    permutations of 1 to 9, and the backtracking search fills the rest with the
///    digits of each branch tried in random order.
/// 2. Its cells are emptied one orbit of the [`Symmetry`] at a time, in random order,
///    keeping each removal only if the puzzle keeps one solution and at least the fewest
///    givens allowed. Most removals are settled by singles from the givens alone; the
///    others by the search (for one cell: is there a solution with another digit
///    there?), so the puzzle has exactly one solution at every step.
/// 3. The puzzle is kept if it has no more givens than allowed, is minimal when that is
///    asked (no given can be removed without a second solution appearing), and is of
///    the level asked: the level's own techniques (an engine of the built-in strategies
///    up to that level, in the default order, without backtracking) must solve it and
///    need that level; for Extreme, those up to Expert must not solve it. That engine's
///    path is the one [`Engine::rate`] takes for the level, so the
///    [rating](crate::Generated::rating) agrees; it is computed on demand. Otherwise a new
///    full grid is drawn, up to [`max_attempts`](Generator::max_attempts) times.
///
/// Digging as far as it goes keeps the puzzles near the fewest givens, where the
/// harder puzzles are; without a symmetry or a lower bound on the givens the puzzles
/// are minimal. Digging while the level's techniques still solve the puzzle was
/// measured too: it is slower here (a logic solve per removal, against a search that
/// is cheap on nearly full grids) and gives no better share of puzzles at the level.
///
/// # Reproducibility
///
/// Puzzle `i` of a generator depends only on the seed, the options and `i`
/// ([`puzzle`](Generator::puzzle)), so it can be made on any thread; its random
/// numbers come from PCG (`Mcg128Xsl64` of `rand_pcg`) seeded through SplitMix64 from
/// the seed and `i`. The built-in strategies take part in the rating, so puzzles of a
/// level can change when strategies are added.
///
/// # Errors
///
/// Impossible options fail at once, and options that no attempt meets fail after the
/// last attempt; see [`GenerateError`].
///
/// # Example
///
/// ```
/// use sudoku_strata::{Difficulty, Generator, Symmetry};
///
/// let mut generator = Generator::new(42)
///     .difficulty(Difficulty::Easy)
///     .symmetry(Symmetry::Rotational180);
/// let made = generator.generate()?;
/// assert_eq!(made.rating().difficulty(), Difficulty::Easy);
/// assert!(Symmetry::Rotational180.holds_for(made.puzzle()));
/// assert_eq!(made.puzzle().count_solutions(2), 1);
///
/// // The same seed and options give the same puzzles.
/// let again = Generator::new(42).difficulty(Difficulty::Easy).symmetry(Symmetry::Rotational180);
/// assert_eq!(again.puzzle(0)?.puzzle(), made.puzzle());
/// # Ok::<(), sudoku_strata::GenerateError>(())
/// ```
///
/// Impossible options are refused:
///
/// ```
/// use sudoku_strata::{GenerateError, Generator, Symmetry};
///
/// let rot90 = Generator::new(1).symmetry(Symmetry::Rotational90).givens(26);
/// assert!(matches!(rot90.check(), Err(GenerateError::SymmetryGivens { .. })));
/// ```
#[derive(Debug)]
pub struct Generator {
    pub(super) seed: u64,
    pub(super) next: u64,
    pub(super) difficulty: Option<Difficulty>,
    pub(super) symmetry: Symmetry,
    pub(super) givens: Givens,
    pub(super) minimal: bool,
    pub(super) in_explainer_band: bool,
    pub(super) max_attempts: u32,
    pub(super) checker: Option<Engine>,
    /// A technique the puzzle's path must use, and the engine whose path it is.
    pub(super) requiring: Option<(Technique, Engine)>,
    /// Whether the iterator has given an error: it ends after one.
    pub(super) ended: bool,
}

impl Generator {
    /// The default number of attempts per puzzle.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Generator;
    ///
    /// assert!(Generator::DEFAULT_ATTEMPTS >= 1000);
    /// ```
    pub const DEFAULT_ATTEMPTS: u32 = 5000;

    /// A generator with this seed: any level, no symmetry, any number of givens.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Generator;
    ///
    /// let made = Generator::new(99).generate()?;
    /// assert!(made.puzzle().is_minimal());
    /// # Ok::<(), sudoku_strata::GenerateError>(())
    /// ```
    #[must_use]
    pub fn new(seed: u64) -> Generator {
        Generator {
            seed,
            next: 0,
            difficulty: None,
            symmetry: Symmetry::None,
            givens: Givens::ANY,
            minimal: false,
            in_explainer_band: false,
            max_attempts: Generator::DEFAULT_ATTEMPTS,
            checker: None,
            requiring: None,
            ended: false,
        }
    }

    /// Asks for puzzles of this level.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Difficulty, Generator};
    ///
    /// let made = Generator::new(1).difficulty(Difficulty::Beginner).generate()?;
    /// assert_eq!(made.rating().difficulty(), Difficulty::Beginner);
    /// # Ok::<(), sudoku_strata::GenerateError>(())
    /// ```
    #[must_use]
    pub fn difficulty(mut self, level: Difficulty) -> Generator {
        self.difficulty = Some(level);
        self.checker = Some(level_engine(level.min(Difficulty::Expert)));
        self
    }

    /// Asks for givens in this symmetric pattern.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Generator, Symmetry};
    ///
    /// let made = Generator::new(1).symmetry(Symmetry::Diagonal).generate()?;
    /// assert!(Symmetry::Diagonal.holds_for(made.puzzle()));
    /// # Ok::<(), sudoku_strata::GenerateError>(())
    /// ```
    #[must_use]
    pub fn symmetry(mut self, symmetry: Symmetry) -> Generator {
        self.symmetry = symmetry;
        self
    }

    /// Asks for this many givens: a number (`25`), a range (`22..=28`) or [`Givens`].
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Generator;
    ///
    /// let made = Generator::new(1).givens(30).generate()?;
    /// assert_eq!(made.puzzle().given_count(), 30);
    /// # Ok::<(), sudoku_strata::GenerateError>(())
    /// ```
    #[must_use]
    pub fn givens(mut self, givens: impl Into<Givens>) -> Generator {
        self.givens = givens.into();
        self
    }

    /// Asks that a puzzle's Sudoku Explainer ER also lies in its level's band
    /// ([`Difficulty::explainer_band`]), beside our own level: each candidate puzzle is
    /// then rated on Sudoku Explainer's path too, which makes expert and extreme
    /// puzzles slower to make. Without a level it changes nothing.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Difficulty, Generator};
    ///
    /// let made = Generator::new(3).difficulty(Difficulty::Medium).in_explainer_band().generate()?;
    /// assert_eq!(made.rating().difficulty(), Difficulty::Medium);
    /// let er = made.puzzle().explainer_rating().er();
    /// assert_eq!(Difficulty::of_explainer_rating(er), Difficulty::Medium);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn in_explainer_band(mut self) -> Generator {
        self.in_explainer_band = true;
        self
    }

    /// Asks for puzzles whose path (the default engine's, the one the rating reads)
    /// takes at least one step of `technique`: puzzles to practise it on. Rare
    /// techniques may need more attempts ([`max_attempts`](Generator::max_attempts));
    /// with a level, the technique must not be above it.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Engine, Generator, Technique};
    ///
    /// let made = Generator::new(1).requiring(Technique::XWing).generate()?;
    /// let path = Engine::default().solve(made.puzzle())?;
    /// assert!(path.steps().iter().any(|step| step.technique() == Technique::XWing));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn requiring(mut self, technique: Technique) -> Generator {
        self.requiring = Some((technique, Engine::default()));
        self
    }

    /// Asks for minimal puzzles: no given can be removed without the puzzle getting a
    /// second solution.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Generator, Symmetry};
    ///
    /// let made = Generator::new(1).symmetry(Symmetry::Rotational180).minimal().generate()?;
    /// assert!(made.puzzle().is_minimal());
    /// # Ok::<(), sudoku_strata::GenerateError>(())
    /// ```
    #[must_use]
    pub fn minimal(mut self) -> Generator {
        self.minimal = true;
        self
    }

    /// Sets how many full grids to try per puzzle before giving up (at least 1; the
    /// default is [`DEFAULT_ATTEMPTS`](Generator::DEFAULT_ATTEMPTS)).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Difficulty, GenerateError, Generator};
    ///
    /// let mut picky = Generator::new(1).difficulty(Difficulty::Beginner).givens(17).max_attempts(2);
    /// assert!(matches!(picky.generate(), Err(GenerateError::GaveUp { attempts: 2, .. })));
    /// ```
    #[must_use]
    pub fn max_attempts(mut self, attempts: u32) -> Generator {
        self.max_attempts = attempts.max(1);
        self
    }

    /// The seed.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Generator;
    ///
    /// assert_eq!(Generator::new(7).seed(), 7);
    /// ```
    #[must_use]
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Checks that the options can be met at all.
    ///
    /// # Errors
    ///
    /// [`GenerateError::TooFewGivens`], [`TooManyGivens`](GenerateError::TooManyGivens),
    /// [`EmptyRange`](GenerateError::EmptyRange),
    /// [`SymmetryGivens`](GenerateError::SymmetryGivens),
    /// [`MinimalTooManyGivens`](GenerateError::MinimalTooManyGivens) and
    /// [`NoTechniqueAtLevel`](GenerateError::NoTechniqueAtLevel).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{GenerateError, Generator, Givens};
    ///
    /// assert!(Generator::new(1).givens(24..=30).check().is_ok());
    /// assert!(matches!(Generator::new(1).givens(Givens::between(30, 24)).check(), Err(GenerateError::EmptyRange { .. })));
    /// assert!(matches!(Generator::new(1).minimal().givens(45).check(), Err(GenerateError::MinimalTooManyGivens { .. })));
    /// ```
    pub fn check(&self) -> Result<(), GenerateError> {
        let (min, max) = (self.givens.min(), self.givens.max());
        if min > max {
            return Err(GenerateError::EmptyRange { min, max });
        }
        if min < 17 {
            return Err(GenerateError::TooFewGivens { asked: min });
        }
        if max > 81 {
            return Err(GenerateError::TooManyGivens { asked: max });
        }
        if !(min..=max).any(|n| self.symmetry.can_make(usize::from(n))) {
            return Err(GenerateError::SymmetryGivens {
                symmetry: self.symmetry,
                group: self.symmetry.group(),
                min,
                max,
            });
        }
        if self.minimal && min > 40 {
            return Err(GenerateError::MinimalTooManyGivens { min });
        }
        if let Some((technique, _)) = &self.requiring {
            let technique = *technique;
            if crate::strategies::for_technique(technique).is_none() {
                return Err(GenerateError::NoStrategyFor { technique });
            }
            if let Some(level) = self.difficulty.filter(|&level| technique.difficulty() > level) {
                return Err(GenerateError::TechniqueAboveLevel { technique, level });
            }
        }
        if self.difficulty == Some(Difficulty::Beyond) {
            return Err(GenerateError::NotMadeOnDemand {
                level: Difficulty::Beyond,
            });
        }
        if let Some(level) = self.difficulty {
            let built_in = Technique::ALL
                .iter()
                .any(|&t| t.difficulty() == level && crate::strategies::for_technique(t).is_some());
            if level < Difficulty::Extreme && !built_in {
                return Err(GenerateError::NoTechniqueAtLevel { level });
            }
        }
        Ok(())
    }
}

/// The engine that checks a level: the built-in strategies up to `level`, without
/// backtracking.
fn level_engine(level: Difficulty) -> Engine {
    let techniques: Vec<Technique> = Technique::ALL
        .iter()
        .copied()
        .filter(|t| t.difficulty() <= level)
        .collect();
    Engine::built_in(&techniques).with_backtracking(Backtracking::Off)
}
