//! Tridagon: three digits in twelve cells of four boxes that cannot all be filled.
//!
//! The pattern was named by Denis Berthier in "The tridagon rule" (enjoysudoku Player's
//! Forum, Advanced solving techniques, March 2022, thread t39859), after earlier forms
//! known there as the trivalue oddagon and "Thor's hammer" (mith's lists of the hardest
//! puzzles are full of it); SudokuWiki's "Tridagons" page explains the same pattern by
//! cyclical parity.
//!
//! **The pattern.** Four boxes at the corners of a rectangle of boxes (two bands and two
//! stacks), three digits, and in each box three cells in different rows and different
//! columns, so twelve cells in all. Read a box's three cells from its top row down: their
//! columns, counted within the box, are a permutation of the box's three columns. It is
//! even when the cells lie on a *falling* diagonal (column minus row the same modulo 3:
//! `r1c1,r2c2,r3c3` or one of its two shifts) and odd when they lie on a *rising* one
//! (row plus column the same modulo 3: `r1c3,r2c2,r3c1` or a shift). The condition is
//! that an odd number of the four boxes, one or three, are rising.
//!
//! **Why it cannot be filled.** Suppose each of the twelve cells held one of the three
//! digits. The three cells of a box then hold each digit once: the fill maps the box's
//! rows to the digits by a permutation, and its columns to the digits by that one
//! composed with the box's cell permutation. Two boxes of one band meet the same three
//! rows and must differ in each, so the one's row fill is the other's composed with a
//! derangement of three digits, a 3-cycle, which is even: the two row fills have the
//! same parity. Likewise the column fills of two boxes of one stack. Summing these four
//! equalities of parity round the rectangle, the row parities cancel and what is left
//! says that the four cell permutations have an even parity in all, which an odd number
//! of rising boxes contradicts. So at least one of the twelve cells holds another digit.
//!
//! **The eliminations.** At least one of the *guardians*, the candidates of the twelve
//! cells other than the three digits, is true. Three steps use that:
//!
//! - [`Tridagon`]: when the guardians all lie in one cell, that cell takes one of them,
//!   and the three digits leave it;
//! - [`TridagonGuardians`]: when they lie in several cells, every candidate that sees
//!   them all (another digit of a guardian's cell, or the guardian's digit in a peer) is
//!   false. A candidate that sees two guardians of different digits is in the cell of
//!   both, so with guardians in two or more cells only guardians of a single digit can
//!   have a candidate that sees them all: the search looks for those, each guardian cell
//!   holding the three digits and that one digit (there is no limit on their number:
//!   the shape bounds the search);
//! - the Tridagon Forcing Net (`strategies::TridagonForcingNet`, with the forcing
//!   strategies) takes each guardian as true in turn, as the branches of a verity.
//!
//! This is not a uniqueness argument: the twelve cells have no filling at all, whatever
//! the rest of the grid, so the steps hold in any puzzle, with one solution or not.
//!
//! The search that finds tridagons by their guardians, shared by the three, is in
//! `search.rs`.

use std::ops::ControlFlow;

use crate::strategies::{Found, Scan};
use crate::{CandidateView, Technique};

mod search;
#[cfg(test)]
mod tests;

pub(crate) use search::{Guard, Pattern, for_each_tridagon};

/// Tridagon: in four boxes at the corners of a rectangle of boxes, twelve cells, three
/// per box in different rows and columns, hold only three digits except one cell, and an
/// odd number of the boxes place their cells on a rising diagonal. The twelve cells
/// cannot all take the three digits, so the one cell with other candidates loses them.
///
/// The pattern has no filling whatever the rest of the grid, so the step does not rest
/// on the puzzle having one solution.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::Tridagon, GridSolver, LayerGrid};
///
/// // Twelve cells of boxes 1, 2, 4 and 5 hold 1, 2 and 3 (r6c4 may also be 4): falling
/// // diagonals in boxes 1, 2 and 4, a rising one in box 5. Every other cell holds all
/// // nine digits.
/// let mut cells = vec!["123456789"; 81];
/// for i in [0, 10, 20, 3, 13, 23, 27, 37, 47, 32, 40] {
///     cells[i] = "[123]";
/// }
/// cells[48] = "[1234]";
/// let grid: LayerGrid = cells.join(" ").parse()?;
/// let step = Tridagon.find(&grid).expect("a tridagon");
/// assert_eq!(
///     step.to_string(),
///     "Tridagon: 1,2,3 in r1c1,r2c2,r3c3 (b1), r1c4,r2c5,r3c6 (b2), r4c1,r5c2,r6c3 (b4), \
///      r4c6,r5c5,r6c4 (b5), guardian r6c4 => r6c4<>1,2,3"
/// );
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct Tridagon;

/// Tridagon (Guardians): a tridagon ([`Tridagon`]) whose guardians, the candidates of
/// its twelve cells other than its three digits, lie in two or more cells. One of them
/// is true, so every candidate that sees them all is false: the guardians share one
/// digit, which leaves every cell that sees all their cells.
///
/// Rated just above [`Tridagon`]: the same pattern, and a set of guardians to see
/// instead of one cell.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::TridagonGuardians, GridSolver, LayerGrid};
///
/// // The tridagon of the Tridagon example, with r5c5 and r6c4 both also holding 4: one
/// // of them is 4, so the other cells of box 5 are not.
/// let mut cells = vec!["123456789"; 81];
/// for i in [0, 10, 20, 3, 13, 23, 27, 37, 47, 32] {
///     cells[i] = "[123]";
/// }
/// cells[40] = "[1234]";
/// cells[48] = "[1234]";
/// let grid: LayerGrid = cells.join(" ").parse()?;
/// let step = TridagonGuardians.find(&grid).expect("a tridagon");
/// assert_eq!(
///     step.to_string(),
///     "Tridagon (Guardians): 1,2,3 in r1c1,r2c2,r3c3 (b1), r1c4,r2c5,r3c6 (b2), \
///      r4c1,r5c2,r6c3 (b4), r4c6,r5c5,r6c4 (b5), guardians r5c5,r6c4 (4) => r4c4,r4c5,r5c4,r5c6,r6c5,r6c6<>4"
/// );
/// # Ok::<(), sudoku_strata::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct TridagonGuardians;

impl Scan for Tridagon {
    const TECHNIQUE: Technique = Technique::Tridagon;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        let masks = view.map().bits();
        for_each_tridagon(
            &masks,
            Guard::One,
            &mut |pattern| match pattern.one_guardian(&masks) {
                Some(step) => found.push_new(step),
                None => ControlFlow::Continue(()),
            },
        )
    }
}

impl Scan for TridagonGuardians {
    const TECHNIQUE: Technique = Technique::TridagonGuardians;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        let masks = view.map().bits();
        for_each_tridagon(
            &masks,
            Guard::Shared,
            &mut |pattern| match pattern.seen_guardians(&masks) {
                Some(step) => found.push_new(step),
                None => ControlFlow::Continue(()),
            },
        )
    }
}
