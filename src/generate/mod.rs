//! The generator: puzzles with one solution, of a chosen level, symmetry and number of
//! givens, reproducible from a seed.

mod random;
mod symmetry;

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;
use std::sync::OnceLock;

pub use symmetry::Symmetry;

use crate::search::{self, Config, Start};
use crate::{
    Backtracking, Cell, CellSet, Difficulty, Engine, GenerateError, Grid, ParseGivensError, Rating, Technique,
};
use random::Random;

/// How many givens a generated puzzle may have: a range, both ends included.
///
/// `Display` and `FromStr` use the command line's form: `25` for exactly 25, `22..28`
/// for 22 to 28 (`22..=28` reads too).
///
/// # Example
///
/// ```
/// use sudoku_strata::Givens;
///
/// assert_eq!("25".parse::<Givens>()?, Givens::exactly(25));
/// assert_eq!("22..28".parse::<Givens>()?, Givens::between(22, 28));
/// assert_eq!(Givens::from(22..=28).to_string(), "22..28");
/// assert!("lots".parse::<Givens>().is_err());
/// # Ok::<(), sudoku_strata::ParseGivensError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Givens {
    min: u8,
    max: u8,
}

impl Givens {
    /// Any number of givens (17 to 81): the generator empties as many cells as it can.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Givens;
    ///
    /// assert_eq!((Givens::ANY.min(), Givens::ANY.max()), (17, 81));
    /// assert_eq!(Givens::default(), Givens::ANY);
    /// ```
    pub const ANY: Givens = Givens { min: 17, max: 81 };

    /// Exactly `n` givens.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Givens;
    ///
    /// assert_eq!(Givens::exactly(25), Givens::between(25, 25));
    /// ```
    #[must_use]
    pub const fn exactly(n: u8) -> Givens {
        Givens { min: n, max: n }
    }

    /// From `min` to `max` givens, both included.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Givens;
    ///
    /// let range = Givens::between(22, 28);
    /// assert_eq!((range.min(), range.max()), (22, 28));
    /// ```
    #[must_use]
    pub const fn between(min: u8, max: u8) -> Givens {
        Givens { min, max }
    }

    /// The fewest givens allowed.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Givens;
    ///
    /// assert_eq!(Givens::from(20..=30).min(), 20);
    /// ```
    #[must_use]
    pub const fn min(self) -> u8 {
        self.min
    }

    /// The most givens allowed.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Givens;
    ///
    /// assert_eq!(Givens::from(20..=30).max(), 30);
    /// ```
    #[must_use]
    pub const fn max(self) -> u8 {
        self.max
    }
}

impl Default for Givens {
    fn default() -> Givens {
        Givens::ANY
    }
}

impl From<u8> for Givens {
    fn from(n: u8) -> Givens {
        Givens::exactly(n)
    }
}

impl From<RangeInclusive<u8>> for Givens {
    fn from(range: RangeInclusive<u8>) -> Givens {
        Givens::between(*range.start(), *range.end())
    }
}

impl fmt::Display for Givens {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.min == self.max {
            write!(f, "{}", self.min)
        } else {
            write!(f, "{}..{}", self.min, self.max)
        }
    }
}

impl FromStr for Givens {
    type Err = ParseGivensError;

    fn from_str(text: &str) -> Result<Givens, ParseGivensError> {
        let bad = || ParseGivensError {
            text: text.chars().take(32).collect(),
        };
        let number = |s: &str| s.trim().parse::<u8>().map_err(|_| bad());
        match text.split_once("..") {
            None => number(text).map(Givens::exactly),
            Some((min, max)) => {
                let max = max.strip_prefix('=').unwrap_or(max);
                Ok(Givens::between(number(min)?, number(max)?))
            }
        }
    }
}

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
///    [rating](Generated::rating) agrees; it is computed on demand. Otherwise a new full
///    grid is drawn, up to [`max_attempts`](Generator::max_attempts) times.
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
    seed: u64,
    next: u64,
    difficulty: Option<Difficulty>,
    symmetry: Symmetry,
    givens: Givens,
    minimal: bool,
    max_attempts: u32,
    checker: Option<Engine>,
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
            max_attempts: Generator::DEFAULT_ATTEMPTS,
            checker: None,
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
        let Givens { min, max } = self.givens;
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
        words.join(", ")
    }

    /// One attempt: a full grid, dug and checked. `None` when it does not meet the
    /// options.
    fn attempt(&self, random: &mut Random, orbits: &[CellSet]) -> Option<(Grid, Grid)> {
        let solution = full_grid(random);
        let mut order = orbits.to_vec();
        random.shuffle(&mut order);
        let (puzzle, cut_short) = self.dig(&solution, &order);
        if puzzle.given_count() > usize::from(self.givens.max) {
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
        }
        Some((puzzle, solution))
    }

    /// Empties the orbits in `order` while the puzzle keeps one solution and the givens
    /// stay within the range. Returns the puzzle and whether the lower end of the range
    /// stopped the digging.
    fn dig(&self, solution: &Grid, order: &[CellSet]) -> (Grid, bool) {
        let mut board = Board::for_digging(solution);
        let mut givens = 81usize;
        let min = usize::from(self.givens.min);
        let mut cut_short = false;
        for &orbit in order {
            if givens == min {
                cut_short = true;
                break;
            }
            if givens - orbit.len() < min {
                cut_short = true;
                continue;
            }
            for cell in orbit {
                board.clear(cell);
            }
            if board.stays_unique(orbit, solution) {
                givens -= orbit.len();
            } else {
                for cell in orbit {
                    board.set(cell, solution.as_bytes()[cell.index()]);
                }
            }
        }
        (board.to_grid(), cut_short)
    }
}

impl Iterator for Generator {
    type Item = Result<Generated, GenerateError>;

    /// The next puzzle, as [`generate`](Generator::generate); the sequence never ends.
    fn next(&mut self) -> Option<Self::Item> {
        Some(self.generate())
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

const PEERS: [u128; 81] = {
    let mut table = [0u128; 81];
    let mut i = 0;
    while i < 81 {
        table[i] = CellSet::peers_of(Cell::ALL[i]).bits();
        i += 1;
    }
    table
};

const HOUSES_OF: [[u128; 3]; 81] = {
    let mut table = [[0u128; 3]; 81];
    let mut i = 0;
    while i < 81 {
        let houses = Cell::ALL[i].houses();
        let mut h = 0;
        while h < 3 {
            table[i][h] = CellSet::house(houses[h]).bits();
            h += 1;
        }
        i += 1;
    }
    table
};

/// Unavoidable sets of a full grid that are cheap to find: sets of cells whose digits
/// can be rearranged into another valid grid, so that a puzzle must keep a given in each.
///
/// - Two rows of one band (or two columns of one stack): exchanging their digits on a
///   set of columns that the digits map onto itself (a cycle of the permutation taking
///   each digit's column in one row to its column in the other) keeps every row,
///   column and box valid.
/// - Two digits: exchanging them on a set of their cells that holds, in every house,
///   both of their cells or neither (a connected group of the graph linking the two
///   cells of each house) keeps the grid valid.
fn unavoidable_sets(solution: &Grid) -> Vec<u128> {
    let s = solution.as_bytes();
    let mut sets = Vec::new();
    // Two lines of one band or stack: `cell(line, i)` is the i-th cell of a line.
    for transpose in [false, true] {
        let cell = |line: usize, i: usize| if transpose { i * 9 + line } else { line * 9 + i };
        for band in 0..3 {
            for (a, b) in [(0, 1), (0, 2), (1, 2)] {
                let (l1, l2) = (band * 3 + a, band * 3 + b);
                // Where each digit sits in the second line.
                let mut position = [0usize; 10];
                for i in 0..9 {
                    position[usize::from(s[cell(l2, i)])] = i;
                }
                let mut seen = 0u16;
                for start in 0..9 {
                    if seen & (1 << start) != 0 {
                        continue;
                    }
                    let mut set = 0u128;
                    let mut i = start;
                    while seen & (1 << i) == 0 {
                        seen |= 1 << i;
                        set |= 1u128 << cell(l1, i) | 1u128 << cell(l2, i);
                        i = position[usize::from(s[cell(l1, i)])];
                    }
                    if set.count_ones() < 18 {
                        sets.push(set);
                    }
                }
            }
        }
    }
    // Two digits: link the two cells of each house, keep the connected groups.
    let mut cells_of = [0u128; 10];
    for (i, &v) in s.iter().enumerate() {
        cells_of[usize::from(v)] |= 1u128 << i;
    }
    let houses: Vec<u128> = crate::House::ALL.iter().map(|h| h.cells().bits()).collect();
    for x in 1..=9 {
        for y in x + 1..=9 {
            let mut left = cells_of[x] | cells_of[y];
            while left != 0 {
                let mut group = left & left.wrapping_neg();
                loop {
                    let grown = houses
                        .iter()
                        .filter(|&&h| h & group != 0)
                        .fold(group, |acc, &h| acc | (h & (cells_of[x] | cells_of[y])));
                    if grown == group {
                        break;
                    }
                    group = grown;
                }
                left &= !group;
                if group.count_ones() < 18 {
                    sets.push(group);
                }
            }
        }
    }
    sets.sort_by_key(|set| set.count_ones());
    sets.dedup();
    sets
}

/// A puzzle being dug, as bit planes: the cells holding each digit.
struct Board {
    /// Cells holding digit index `d` (digit `d + 1`).
    placed: [u128; 9],
    /// Cells without a digit.
    empty: u128,
    /// Unavoidable sets of the solution (see [`unavoidable_sets`]): a puzzle that
    /// leaves one of them without a given has a second solution.
    unavoidable: Vec<u128>,
}

impl Board {
    fn full(solution: &Grid) -> Board {
        let mut board = Board {
            placed: [0; 9],
            empty: 0,
            unavoidable: Vec::new(),
        };
        for (i, &v) in solution.as_bytes().iter().enumerate() {
            if v != 0 {
                board.placed[usize::from(v) - 1] |= 1u128 << i;
            }
        }
        board
    }

    /// A full board with small unavoidable sets of its grid, for digging.
    fn for_digging(solution: &Grid) -> Board {
        let mut board = Board::full(solution);
        board.unavoidable = unavoidable_sets(solution);
        board
    }

    fn clear(&mut self, cell: Cell) {
        let bit = 1u128 << cell.index();
        for plane in &mut self.placed {
            *plane &= !bit;
        }
        self.empty |= bit;
    }

    fn set(&mut self, cell: Cell, digit: u8) {
        let bit = 1u128 << cell.index();
        self.placed[usize::from(digit) - 1] |= bit;
        self.empty &= !bit;
    }

    fn to_grid(&self) -> Grid {
        let mut cells = [0u8; 81];
        for (d, &plane) in self.placed.iter().enumerate() {
            let mut bits = plane;
            while bits != 0 {
                cells[bits.trailing_zeros() as usize] = d as u8 + 1;
                bits &= bits - 1;
            }
        }
        Grid::from_bytes(&cells)
    }

    /// Whether the givens alone force digit index `d` into the empty cell `c`: as a naked
    /// single (every other digit is among its peers) or a hidden single (every other empty
    /// cell of one of its houses sees a `d`).
    fn forced(&self, c: usize, d: usize) -> bool {
        let peers = PEERS[c];
        let seen = (0..9).filter(|&e| e != d && self.placed[e] & peers != 0).count();
        if seen == 8 {
            return true;
        }
        let mut sees = 0u128;
        let mut holders = self.placed[d];
        while holders != 0 {
            sees |= PEERS[holders.trailing_zeros() as usize];
            holders &= holders - 1;
        }
        let others = self.empty & !(1u128 << c) & !sees;
        HOUSES_OF[c].iter().any(|&house| house & others == 0)
    }

    /// Whether the puzzle, just emptied at `orbit` from a puzzle whose one solution is
    /// `solution`, still has one solution.
    fn stays_unique(&mut self, orbit: CellSet, solution: &Grid) -> bool {
        // An unavoidable set left without a given: a second solution.
        if self.unavoidable.iter().any(|&set| set & !self.empty == 0) {
            return false;
        }
        // Singles from the givens first: they settle most removals without a search.
        let mut open = orbit;
        let mut filled = CellSet::EMPTY;
        loop {
            let forced = open
                .iter()
                .find(|&cell| self.forced(cell.index(), usize::from(solution.as_bytes()[cell.index()]) - 1));
            let Some(cell) = forced else { break };
            self.set(cell, solution.as_bytes()[cell.index()]);
            open.remove(cell);
            filled.insert(cell);
        }
        for cell in filled {
            self.clear(cell);
        }
        if open.is_empty() {
            return true;
        }
        match orbit.single_cell() {
            // Any second solution differs from `solution` in the emptied cell.
            Some(cell) => !self.has_solution_without(cell, solution.as_bytes()[cell.index()]),
            None => search::count_solutions(self.to_grid().as_bytes(), 2) == 1,
        }
    }

    /// Whether the puzzle has a solution with a digit other than `digit` in the empty
    /// cell `cell`.
    fn has_solution_without(&self, cell: Cell, digit: u8) -> bool {
        let mut planes: [u128; 9] = std::array::from_fn(|d| self.placed[d] | self.empty);
        planes[usize::from(digit) - 1] &= !(1u128 << cell.index());
        let config = Config {
            max_solutions: 1,
            keep: 0,
            node_limit: None,
            shuffle: None,
        };
        search::run(Start::Candidates(&planes), config).count > 0
    }
}

impl Grid {
    /// Whether the puzzle is minimal: it has one solution, and removing any one given
    /// gives it a second.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Generator, Grid};
    ///
    /// let minimal = *Generator::new(9).minimal().generate()?.puzzle();
    /// assert!(minimal.is_minimal());
    /// let solved = minimal.first_solution().expect("solvable");
    /// assert!(!solved.is_minimal());
    /// # Ok::<(), sudoku_strata::GenerateError>(())
    /// ```
    #[must_use]
    pub fn is_minimal(&self) -> bool {
        let Some(solution) = self.unique_solution().ok() else {
            return false;
        };
        let mut board = Board::full(self);
        board.empty = !board.placed.iter().fold(0, |acc, p| acc | p) & CellSet::ALL.bits();
        Cell::ALL.into_iter().all(|cell| {
            let Some(value) = self.get(cell).map(|d| d.get()) else {
                return true;
            };
            board.clear(cell);
            let removable = board.stays_unique(CellSet::single(cell), &solution);
            board.set(cell, value);
            !removable
        })
    }

    /// The grid of these bytes; bytes past 9 count as empty cells.
    pub(crate) fn from_bytes(cells: &[u8; 81]) -> Grid {
        Grid::try_from(cells.map(|v| if v > 9 { 0 } else { v })).unwrap_or_else(|_| Grid::empty())
    }
}
