//! What the game tells the player: the digits that repeat in a house, a check of their
//! entries, and a hint.

use std::fmt;

use super::{Game, MoveError};
use crate::{Cell, CellSet, Digit, DigitSet, Engine, Grid, LayerGrid, Step, Technique};

/// The result of [`Game::check`](crate::Game::check): the player's mistakes, and whether
/// the entries still allow a solution.
///
/// `Display` says it in a sentence: `no mistakes so far` or
/// `2 mistakes: r1c1, r4c5 do not hold the solution's digit`.
///
/// # Example
///
/// ```
/// use sudoku_strata::{Cell, Game, Grid};
///
/// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
/// let mut game = Game::new(&puzzle)?;
/// let r1c1: Cell = "r1c1".parse()?;
/// let right = game.solution().expect("a puzzle").get(r1c1).expect("full");
/// let wrong = if right.get() == 9 { 8 } else { right.get() + 1 };
/// game.enter(r1c1, wrong)?;
/// let check = game.check()?;
/// assert_eq!(check.mistakes().to_list(), "r1c1");
/// assert!(!check.still_solvable());
/// assert_eq!(check.to_string(), "1 mistake: r1c1 does not hold the solution's digit");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Check {
    pub(crate) mistakes: CellSet,
    pub(crate) wrong_marks: CellSet,
    pub(crate) still_solvable: bool,
}

impl Check {
    /// The cells whose player digit differs from the solution's.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Game, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// assert!(Game::new(&puzzle)?.check()?.mistakes().is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn mistakes(&self) -> CellSet {
        self.mistakes
    }

    /// The empty cells whose pencil marks leave out the solution's digit. Marks count as
    /// the player's candidates only when every empty cell has some (see
    /// [`Game::hint`](crate::Game::hint)); with fewer marks this is empty.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Game, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let mut game = Game::new(&puzzle)?;
    /// game.auto_pencil()?;
    /// let r1c1: Cell = "r1c1".parse()?;
    /// let right = game.solution().expect("a puzzle").get(r1c1).expect("full");
    /// game.toggle_mark(r1c1, right)?; // rubs out the right digit
    /// assert_eq!(game.check()?.wrong_marks().to_list(), "r1c1");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn wrong_marks(&self) -> CellSet {
        self.wrong_marks
    }

    /// Whether the givens and the player's digits together still allow a solution.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Game, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// assert!(Game::new(&puzzle)?.check()?.still_solvable());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn still_solvable(&self) -> bool {
        self.still_solvable
    }

    /// Whether nothing is wrong: no mistaken digit and no wrong pencil mark.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Game, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// assert!(Game::new(&puzzle)?.check()?.is_clean());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn is_clean(&self) -> bool {
        self.mistakes.is_empty() && self.wrong_marks.is_empty()
    }
}

impl fmt::Display for Check {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_clean() {
            return f.write_str("no mistakes so far");
        }
        let mut parts = Vec::new();
        let count = self.mistakes.len();
        if count > 0 {
            parts.push(format!(
                "{count} {}: {} {} the solution's digit",
                if count == 1 { "mistake" } else { "mistakes" },
                list(self.mistakes),
                if count == 1 {
                    "does not hold"
                } else {
                    "do not hold"
                }
            ));
        }
        if !self.wrong_marks.is_empty() {
            parts.push(format!(
                "the pencil marks of {} leave out the digit that belongs there",
                list(self.wrong_marks)
            ));
        }
        f.write_str(&parts.join("; "))
    }
}

/// The cells as `r1c1, r4c5`.
fn list(cells: CellSet) -> String {
    cells.to_list().replace(',', ", ")
}

/// Which candidates a hint's step was found from.
///
/// # Example
///
/// ```
/// use sudoku_strata::{Game, Grid, Hint, HintBasis};
///
/// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
/// let mut game = Game::new(&puzzle)?;
/// assert!(matches!(game.hint()?, Hint::Step { basis: HintBasis::Digits, .. }));
/// game.auto_pencil()?;
/// assert!(matches!(game.hint()?, Hint::Step { basis: HintBasis::PencilMarks, .. }));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[non_exhaustive]
pub enum HintBasis {
    /// The candidates that the givens and the player's digits leave: the player has no
    /// pencil marks, or marks in only some of the empty cells.
    Digits,
    /// The player's own pencil marks: every empty cell has marks, so they are the
    /// player's candidates, and the step starts from the eliminations already made.
    PencilMarks,
}

/// What [`Game::hint`](crate::Game::hint) tells the player.
///
/// Mistakes come first: a step found from a wrong position would mislead. `Display`
/// prints the message for the player; a [`Step`](Hint::Step) prints as its sentence
/// (`{:#}` of the step), and [`cells`](Hint::cells) gives what a front end highlights.
///
/// # Example
///
/// ```
/// use sudoku_strata::{Game, Grid, Hint, HintBasis};
///
/// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
/// let game = Game::new(&puzzle)?;
/// match game.hint()? {
///     Hint::Step { step, basis } => {
///         assert_eq!(basis, HintBasis::Digits);
///         println!("{step}");
///     }
///     other => panic!("expected a step, got {other}"),
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, PartialEq, Debug)]
#[non_exhaustive]
pub enum Hint {
    /// These cells hold digits that differ from the solution: clear them first.
    Mistakes(CellSet),
    /// The pencil marks of these empty cells leave out the solution's digit.
    WrongMarks(CellSet),
    /// The next logical step from the player's position.
    Step {
        /// The step, with its technique, effect, pattern and explanation.
        step: Box<Step>,
        /// Whether it was found from the digits alone or from the player's marks.
        basis: HintBasis,
    },
    /// No strategy the engine knows finds a step here; revealing a cell goes on.
    NoLogicalStep,
    /// The puzzle is solved: nothing left to hint.
    Solved,
}

impl Hint {
    /// The cells a front end highlights: the wrong cells, or the step's pattern cells.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Game, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let hint = Game::new(&puzzle)?.hint()?;
    /// assert!(!hint.cells().is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn cells(&self) -> CellSet {
        match self {
            Hint::Mistakes(cells) | Hint::WrongMarks(cells) => *cells,
            Hint::Step { step, .. } => step.pattern().cells,
            Hint::NoLogicalStep | Hint::Solved => CellSet::EMPTY,
        }
    }

    /// The cells the step changes: where it places a digit or removes a candidate.
    /// Empty for hints other than a step.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Game, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// assert!(!Game::new(&puzzle)?.hint()?.targets().is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn targets(&self) -> CellSet {
        match self {
            Hint::Step { step, .. } => step
                .placements()
                .iter()
                .chain(step.eliminations())
                .map(|c| c.cell)
                .collect(),
            _ => CellSet::EMPTY,
        }
    }

    /// The step, if the hint is one.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Game, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let hint = Game::new(&puzzle)?.hint()?;
    /// println!("{}", hint.step().expect("a step").technique());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn step(&self) -> Option<&Step> {
        match self {
            Hint::Step { step, .. } => Some(step.as_ref()),
            _ => None,
        }
    }
}

impl fmt::Display for Hint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Hint::Mistakes(cells) => {
                let (verb, them) = if cells.len() == 1 {
                    ("is", "it")
                } else {
                    ("are", "them")
                };
                write!(
                    f,
                    "First a mistake: {} {verb} wrong. Clear {them} before going on.",
                    list(*cells)
                )
            }
            Hint::WrongMarks(cells) => write!(
                f,
                "First a mistake: the pencil marks of {} leave out the digit that belongs there.",
                list(*cells)
            ),
            Hint::Step { step, basis } => {
                let from = match basis {
                    HintBasis::Digits => "",
                    HintBasis::PencilMarks => " (from your pencil marks)",
                };
                write!(f, "{step}{from}. {step:#}")
            }
            Hint::NoLogicalStep => {
                f.write_str("No technique the engine knows applies here: reveal a cell to go on.")
            }
            Hint::Solved => f.write_str("The puzzle is solved."),
        }
    }
}

impl Game {
    /// The cells whose digit repeats in their row, column or box (givens and the
    /// player's digits alike; while editing, the givens typed so far).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Game, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let mut game = Game::new(&puzzle)?;
    /// let r1c1: Cell = "r1c1".parse()?;
    /// game.enter(r1c1, 4)?; // r1c3 is a given 4
    /// assert!(game.conflicts().contains(r1c1));
    /// assert!(game.conflicts().contains("r1c3".parse()?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn conflicts(&self) -> CellSet {
        self.board().conflicting_cells()
    }

    /// Compares the player's digits with the solution, and (when every empty cell has
    /// pencil marks) the marks too.
    ///
    /// # Errors
    ///
    /// [`MoveError::Editing`] while editing.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Game, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let mut game = Game::new(&puzzle)?;
    /// let r1c1: Cell = "r1c1".parse()?;
    /// game.reveal(r1c1)?;
    /// assert!(game.check()?.is_clean());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn check(&self) -> Result<Check, MoveError> {
        let solution = self.playing()?;
        let mistakes: CellSet = self
            .state
            .entries
            .iter()
            .filter(|&(cell, digit)| digit.is_some() && digit != solution.get(cell))
            .map(|(cell, _)| cell)
            .collect();
        let still_solvable = self.board().count_solutions(1) > 0;
        Ok(Check {
            mistakes,
            wrong_marks: self.wrong_marks(&solution),
            still_solvable,
        })
    }

    /// The next logical step from the player's position, or what to put right first.
    ///
    /// In this order:
    /// 1. [`Hint::Mistakes`] when some of the player's digits differ from the solution:
    ///    a step found from a wrong position would mislead, so the hint names the wrong
    ///    cells instead.
    /// 2. When every empty cell has pencil marks, they are taken as the player's
    ///    candidates: [`Hint::WrongMarks`] if some leave out the solution's digit, else
    ///    the step is found from the marks ([`HintBasis::PencilMarks`]), so it starts
    ///    from the eliminations the player has already made and never repeats them.
    ///    Marks in only some cells are notes, not candidates (a cell without marks is
    ///    not a cell without candidates), so then the hint ignores them.
    /// 3. Otherwise the step is found from the candidates that the givens and the
    ///    player's digits leave ([`HintBasis::Digits`]).
    ///
    /// The step is [`Engine::next_step`] of the default engine on a [`LayerGrid`] of the
    /// givens (as givens) and the player's digits (as placed digits); it carries its
    /// explanation and its pattern ([`Step::pattern`](crate::Step::pattern)).
    /// [`Hint::NoLogicalStep`] when no strategy applies; [`Hint::Solved`] at the end.
    ///
    /// # Errors
    ///
    /// [`MoveError::Editing`] while editing.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Game, Grid, Hint};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let mut game = Game::new(&puzzle)?;
    /// let r1c1: Cell = "r1c1".parse()?;
    /// let right = game.solution().expect("a puzzle").get(r1c1).expect("full").get();
    /// game.enter(r1c1, if right == 9 { 8 } else { right + 1 })?;
    /// let hint = game.hint()?;
    /// assert_eq!(hint, Hint::Mistakes(r1c1.into()));
    /// assert_eq!(hint.to_string(), "First a mistake: r1c1 is wrong. Clear it before going on.");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn hint(&self) -> Result<Hint, MoveError> {
        let solution = self.playing()?;
        if self.is_solved() {
            return Ok(Hint::Solved);
        }
        let check = self.check()?;
        if !check.mistakes.is_empty() {
            return Ok(Hint::Mistakes(check.mistakes));
        }
        if !check.wrong_marks.is_empty() {
            return Ok(Hint::WrongMarks(check.wrong_marks));
        }
        let mut grid = LayerGrid::from_grid(&self.state.givens);
        for (cell, digit) in self.state.entries.iter() {
            if let Some(digit) = digit {
                // The entries agree with the solution, so each is a candidate.
                if grid.place(cell, digit).is_err() {
                    return Ok(Hint::Mistakes(cell.into()));
                }
            }
        }
        let basis = if self.marks_are_complete() {
            for cell in grid.unsolved_cells() {
                for digit in !self.marks(cell) {
                    grid.eliminate(cell, digit);
                }
            }
            HintBasis::PencilMarks
        } else {
            HintBasis::Digits
        };
        // The puzzle has one solution (checked when the game began).
        grid.assume_unique_solution();
        let step = Engine::default().next_step(&grid);
        Ok(match step {
            Some(step) if step_agrees(&step, &solution) => Hint::Step {
                step: Box::new(step),
                basis,
            },
            _ => Hint::NoLogicalStep,
        })
    }

    /// Makes the move the hint's step says, as one move that undo takes back, and
    /// returns the hint. A step's placements become the player's digits; its
    /// eliminations come out of the pencil marks, and when the step was found from the
    /// digits ([`HintBasis::Digits`]) the empty cells without marks first get their
    /// candidates, so that the marks show what the step leaves. A hint that is not a
    /// step (a mistake to clear first, say) is returned and nothing changes.
    ///
    /// # Errors
    ///
    /// [`MoveError::Editing`] while editing, [`MoveError::Solved`] once the puzzle is
    /// solved.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Game, Grid, Hint};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let mut game = Game::new(&puzzle)?;
    /// let hint = game.apply_hint()?;
    /// let placed = hint.step().expect("a step").placements()[0];
    /// assert_eq!(game.digit(placed.cell), Some(placed.digit));
    /// game.undo()?;
    /// assert_eq!(game.digit(placed.cell), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn apply_hint(&mut self) -> Result<Hint, MoveError> {
        self.in_play()?;
        let hint = self.hint()?;
        let Hint::Step { step, basis } = &hint else {
            return Ok(hint);
        };
        let mut next = self.state;
        if *basis == HintBasis::Digits && !step.eliminations().is_empty() {
            let board = self.board();
            for cell in Cell::ALL {
                if board.get(cell).is_none() && next.marks[cell.index()].is_empty() {
                    let ruled_out: DigitSet =
                        cell.peers().iter().filter_map(|peer| board.get(peer)).collect();
                    next.marks[cell.index()] = !ruled_out;
                }
            }
        }
        for removed in step.eliminations() {
            next.marks[removed.cell.index()].remove(removed.digit);
        }
        for placed in step.placements() {
            next.place(placed.cell, placed.digit, self.peer_marks);
        }
        self.commit(next);
        Ok(hint)
    }

    /// The digits on the board that rule out the other places of a single: for a
    /// Hidden Single, the cells holding its digit that see the other empty cells of its
    /// house; for a Naked Single, a cell seen by it for each other digit. Empty for other
    /// steps. What a front end highlights and names, so that the player sees why.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Game, Grid, Technique};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let game = Game::new(&puzzle)?;
    /// let hint = game.hint()?;
    /// let step = hint.step().expect("a step");
    /// if step.technique() == Technique::HiddenSingle {
    ///     let digit = step.placements()[0].digit;
    ///     let witnesses = game.witnesses(step);
    ///     assert!(!witnesses.is_empty());
    ///     assert!(witnesses.iter().all(|cell| game.digit(cell) == Some(digit)));
    /// }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn witnesses(&self, step: &Step) -> CellSet {
        let [placed] = step.placements() else {
            return CellSet::EMPTY;
        };
        let board = self.board();
        let holding = |digit| -> CellSet {
            Cell::ALL
                .into_iter()
                .filter(|&cell| board.get(cell) == Some(digit))
                .collect()
        };
        match step.technique() {
            Technique::HiddenSingle => {
                let holders = holding(placed.digit);
                let mut witnesses = CellSet::EMPTY;
                for house in &step.pattern().houses {
                    for other in house.cells() {
                        if other == placed.cell || board.get(other).is_some() {
                            continue;
                        }
                        // The first holder that sees it is enough to name.
                        if let Some(seen) = (holders & other.peers()).iter().next() {
                            witnesses.insert(seen);
                        }
                    }
                }
                witnesses
            }
            Technique::NakedSingle => Digit::ALL
                .into_iter()
                .filter(|&digit| digit != placed.digit)
                .filter_map(|digit| (holding(digit) & placed.cell.peers()).iter().next())
                .collect(),
            _ => CellSet::EMPTY,
        }
    }

    /// Whether every empty cell has pencil marks, which makes them the player's
    /// candidates.
    fn marks_are_complete(&self) -> bool {
        let board = self.board();
        Cell::ALL
            .into_iter()
            .all(|cell| board.get(cell).is_some() || !self.marks(cell).is_empty())
    }

    /// The empty cells whose marks leave out the solution's digit, when the marks are
    /// complete.
    fn wrong_marks(&self, solution: &Grid) -> CellSet {
        if !self.marks_are_complete() {
            return CellSet::EMPTY;
        }
        let board = self.board();
        Cell::ALL
            .into_iter()
            .filter(|&cell| board.get(cell).is_none())
            .filter(|&cell| solution.get(cell).is_some_and(|d| !self.marks(cell).contains(d)))
            .collect()
    }
}

/// Whether a step keeps the solution: a guard, so that a hint never misleads even if a
/// strategy has a bug.
fn step_agrees(step: &Step, solution: &Grid) -> bool {
    step.contradicted_by(solution).is_none()
}
