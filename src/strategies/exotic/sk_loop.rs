//! SK-Loop: sixteen cells of four boxes linked in a loop of eight pairs.
//!
//! Steve Kurzhals found the loop in the "Easter Monster" puzzle (enjoysudoku Player's
//! Forum, 2007); it is described on the forum as the "SK loop" and on SudokuWiki (the
//! "SK Loops" page), and Allan Barker's set logic shows it as a rank 0 pattern.
//!
//! **The pattern.** Two rows in different bands and two columns in different stacks
//! cross in four boxes. In each of those boxes, the row gives two cells (its mini-row
//! without the crossing cell) and the column gives two cells (its mini-column without
//! it): sixteen open cells in eight pairs. Going round, the pairs alternate between the
//! row and column links and the box links:
//!
//! ```text
//! row pair in box A --(row 1)-- row pair in box B
//!        |                              |
//!     (box A)                        (box B)
//!        |                              |
//! column pair in box A          column pair in box B
//!        |                              |
//!   (column 1)                     (column 2)
//!        |                              |
//! column pair in box C          column pair in box D
//!        |                              |
//!     (box C)                        (box D)
//!        |                              |
//! row pair in box C --(row 2)-- row pair in box D
//! ```
//!
//! Each link (a row, a column or a box) joins two pairs and carries some *digits*. The
//! loop needs every candidate of a pair to be a digit of one of its two links, and the
//! eight links to carry sixteen digits between them. Which link carries a digit is chosen
//! digit by digit: a digit must be carried by a link next to every pair that holds it,
//! and the fewest links that do so are taken (in Easter Monster a box link carries two of
//! the three digits its pairs share, the row link the third).
//!
//! **Why every link is full.** Each of the sixteen cells takes a digit, which is a digit
//! of one of its pair's links; a link's four cells lie in one house, which takes each
//! digit at most once, so a link accounts for at most as many cells as it carries digits.
//! The links carry sixteen digits for sixteen cells: every link takes each of its digits
//! exactly once, inside its four cells, and no cell takes a digit of both its links.
//!
//! **The eliminations.** Each link's digits leave the rest of its house, and a digit of
//! both links of a pair leaves that pair's cells.
//!
//! No uniqueness argument is used: the step holds in any puzzle.

use std::ops::ControlFlow;

use crate::strategies::{Found, Scan};
use crate::{
    CandidateView, Cell, CellSet, ChainNode, DigitSet, House, Link, LinkKind, Step, StepBuilder, Technique,
};

/// SK-Loop: in the four boxes where two rows of different bands cross two columns of
/// different stacks, the sixteen cells beside the crossings form eight pairs joined in a
/// loop by their rows, columns and boxes; when the links' digits number sixteen and cover
/// every candidate, each link's digits lie in its four cells and leave the rest of its
/// house.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::SkLoop, Engine, Grid, GridSolver, LayerGrid, Technique};
///
/// // Easter Monster: after the singles and the simple patterns, rows 2 and 8 cross
/// // columns 2 and 8 in four givens, and the sixteen cells beside them form the loop.
/// let puzzle: Grid =
///     "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1".parse()?;
/// let engine = Engine::default();
/// let mut grid = LayerGrid::from_grid(&puzzle);
/// let step = loop {
///     let step = engine.next_step(&grid).expect("a step");
///     if step.technique() == Technique::SkLoop {
///         break step;
///     }
///     grid.apply(&step)?;
/// };
/// assert_eq!(SkLoop.find(&grid).as_ref(), Some(&step));
/// assert!(step.to_string().starts_with("SK-Loop: (27=38)r2c13-(38=16)r2c79-"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct SkLoop;

/// One link of the loop: the house and the pairs it joins (indices into the eight).
struct LoopLink {
    house: House,
    pairs: [usize; 2],
    digits: u16,
}

impl Scan for SkLoop {
    const TECHNIQUE: Technique = Technique::SkLoop;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        let masks = view.map().bits();
        for r1 in 0..6 {
            for r2 in (r1 / 3 + 1) * 3..9 {
                for c1 in 0..6 {
                    for c2 in (c1 / 3 + 1) * 3..9 {
                        if let Some(step) = find_loop(&masks, [r1, r2], [c1, c2]) {
                            found.push_new(step)?;
                        }
                    }
                }
            }
        }
        ControlFlow::Continue(())
    }
}

/// The two cells of the mini-row of `row` in the stack of `col`, without `(row, col)`.
const fn row_pair(row: usize, col: usize) -> CellSet {
    let mini_row = 0b111u128 << (row * 9 + col / 3 * 3);
    CellSet::from_bits(mini_row & !(1 << (row * 9 + col)))
}

/// The two cells of the mini-column of `col` in the band of `row`, without `(row, col)`.
const fn col_pair(row: usize, col: usize) -> CellSet {
    let mini_col = (1u128 | 1 << 9 | 1 << 18) << (row / 3 * 27 + col);
    CellSet::from_bits(mini_col & !(1 << (row * 9 + col)))
}

/// The loop where `rows` cross `cols`, as a step, if it holds and removes something.
fn find_loop(masks: &[u16; 81], rows: [usize; 2], cols: [usize; 2]) -> Option<Step> {
    let [r1, r2] = rows;
    let [c1, c2] = cols;
    // The pairs in loop order: row pair and column pair of box (r1, c1), ... so that
    // pair i and pair i + 1 share link i.
    let pairs = [
        row_pair(r1, c1),
        row_pair(r1, c2),
        col_pair(r1, c2),
        col_pair(r2, c2),
        row_pair(r2, c2),
        row_pair(r2, c1),
        col_pair(r2, c1),
        col_pair(r1, c1),
    ];
    let mut digits_of = [0u16; 8];
    for (i, pair) in pairs.iter().enumerate() {
        for cell in *pair {
            let mask = masks[cell.index()];
            if mask == 0 {
                return None;
            }
            digits_of[i] |= mask;
        }
    }
    let houses = [
        House::row(r1),
        Cell::at(r1, c2).block(),
        House::col(c2),
        Cell::at(r2, c2).block(),
        House::row(r2),
        Cell::at(r2, c1).block(),
        House::col(c1),
        Cell::at(r1, c1).block(),
    ];
    // Digit by digit, the pairs holding it and the fewest links next to every one of
    // them: a loop has sixteen links in all.
    let mut holding = [0u8; 9];
    let mut total = 0;
    for (d, held) in holding.iter_mut().enumerate() {
        *held = (0..8)
            .filter(|&i| digits_of[i] >> d & 1 == 1)
            .fold(0u8, |m, i| m | 1 << i);
        total += u32::from(FEWEST_LINKS[usize::from(*held)]);
        if total > 16 {
            return None;
        }
    }
    if total != 16 {
        return None;
    }
    // Among as few links, the choice that removes the most.
    let mut carried = [0u16; 8];
    for (d, &held) in holding.iter().enumerate() {
        if held == 0 {
            continue;
        }
        let fewest = u32::from(FEWEST_LINKS[usize::from(held)]);
        let best = (0..=255u8)
            .filter(|&s| s.count_ones() == fewest && covers(s) & held == held)
            .max_by_key(|&s| removals(masks, &pairs, &houses, d, s))
            .expect("a fewest cover");
        for (i, links) in carried.iter_mut().enumerate() {
            if best >> i & 1 == 1 {
                *links |= 1 << d;
            }
        }
    }
    let links: Vec<LoopLink> = (0..8)
        .map(|i| LoopLink {
            house: houses[i],
            pairs: [i, (i + 1) % 8],
            digits: carried[i],
        })
        .collect();
    // Pair i lies on links i - 1 and i.
    let link_digits = |i: usize| (links[(i + 7) % 8].digits, links[i].digits);
    for (i, &digits) in digits_of.iter().enumerate() {
        let (before, after) = link_digits(i);
        if digits & !(before | after) != 0 {
            return None;
        }
    }
    let all: CellSet = pairs.iter().fold(CellSet::EMPTY, |s, p| s | *p);
    let mut step = Step::builder(Technique::SkLoop);
    for link in &links {
        let inside = pairs[link.pairs[0]] | pairs[link.pairs[1]];
        for digit in DigitSet::from_bits(link.digits) {
            let outside: CellSet = (link.house.cells() - inside)
                .iter()
                .filter(|c| masks[c.index()] >> digit.index() & 1 == 1)
                .collect();
            step = step.eliminate_all(outside, digit);
        }
    }
    for (i, pair) in pairs.iter().enumerate() {
        let (before, after) = link_digits(i);
        for digit in DigitSet::from_bits(before & after) {
            let holding: CellSet = pair
                .iter()
                .filter(|c| masks[c.index()] >> digit.index() & 1 == 1)
                .collect();
            step = step.eliminate_all(holding, digit);
        }
    }
    if step.eliminations().is_empty() {
        return None;
    }
    Some(draw(step, masks, &pairs, &links, all).build())
}

/// The pairs next to the links of `links` (bit `i` for link `i`, which joins pairs `i`
/// and `i + 1`).
const fn covers(links: u8) -> u8 {
    links | links.rotate_left(1)
}

/// For each set of pairs (bit `i` for pair `i`), the fewest links next to every one of
/// them, worked out once: a loop tries each digit against every set of links.
const FEWEST_LINKS: [u8; 256] = {
    let mut table = [8u8; 256];
    let mut links = 0usize;
    while links < 256 {
        let covered = covers(links as u8);
        let count = (links as u8).count_ones() as u8;
        let mut pairs = 0usize;
        while pairs < 256 {
            if covered & pairs as u8 == pairs as u8 && count < table[pairs] {
                table[pairs] = count;
            }
            pairs += 1;
        }
        links += 1;
    }
    table
};

/// How many candidates digit `d` loses when the links of `links` carry it: its places in
/// their houses outside their cells, and in the pairs between two of them.
fn removals(masks: &[u16; 81], pairs: &[CellSet; 8], houses: &[House; 8], d: usize, links: u8) -> usize {
    let holds = |c: &Cell| masks[c.index()] >> d & 1 == 1;
    let mut count = 0;
    for i in (0..8).filter(|i| links >> i & 1 == 1) {
        count += (houses[i].cells() - pairs[i] - pairs[(i + 1) % 8])
            .iter()
            .filter(holds)
            .count();
        if links >> ((i + 7) % 8) & 1 == 1 {
            count += pairs[i].iter().filter(holds).count();
        }
    }
    count
}

/// The notation, sentence and pattern of a loop.
fn draw(
    mut step: StepBuilder,
    masks: &[u16; 81],
    pairs: &[CellSet; 8],
    links: &[LoopLink],
    all: CellSet,
) -> StepBuilder {
    let text = |digits: u16| DigitSet::from_bits(digits).join("");
    let nodes: Vec<String> = (0..8)
        .map(|i| {
            let before = links[(i + 7) % 8].digits;
            let after = links[i].digits;
            format!(
                "({}={}){}",
                text(before),
                text(after),
                crate::step::compact_cells(pairs[i])
            )
        })
        .collect();
    let link_words: Vec<String> = links
        .iter()
        .map(|l| format!("{} in {:#}", DigitSet::from_bits(l.digits).join(","), l.house))
        .collect();
    step = step
        .detail(nodes.join("-"))
        .explain(format!(
            "The sixteen cells {cells} form eight pairs joined in a loop by rows, columns and boxes, and every candidate of a pair is a digit it shares with the pair before or the pair after it: {links}. Sixteen cells take sixteen digits, and a link's four cells lie in one house, which takes each of its digits at most once; the links have sixteen digits between them, so each link takes every one of its digits in its four cells. Those digits leave the rest of their houses.",
            cells = all.to_list().replace(',', ", "),
            links = link_words.join(", "),
        ));
    for link in links {
        step = step.house(link.house);
        let [a, b] = link.pairs;
        for digit in DigitSet::from_bits(link.digits) {
            let holding = |pair: CellSet| -> CellSet {
                pair.iter()
                    .filter(|c| masks[c.index()] >> digit.index() & 1 == 1)
                    .collect()
            };
            step = step.link(Link {
                from: ChainNode {
                    digit,
                    cells: holding(pairs[a]),
                },
                to: ChainNode {
                    digit,
                    cells: holding(pairs[b]),
                },
                kind: LinkKind::Weak,
            });
        }
    }
    for cell in all {
        step = step.pattern_candidates(cell, DigitSet::from_bits(masks[cell.index()]));
    }
    step
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GridSolver;
    use crate::strategies::exotic::states::*;
    use crate::strategies::test_support::{assert_sound, candidates, eliminations, pencil};

    #[test]
    fn the_pairs_are_the_other_two_cells_of_a_mini_row_or_mini_column() {
        for cell in Cell::ALL {
            let (row, col) = (cell.row_index(), cell.col_index());
            let mini_row = cell.row().cells() & cell.block().cells();
            let mini_col = cell.col().cells() & cell.block().cells();
            assert_eq!(row_pair(row, col), mini_row - CellSet::single(cell), "{cell}");
            assert_eq!(col_pair(row, col), mini_col - CellSet::single(cell), "{cell}");
        }
    }

    #[test]
    fn the_fewest_links_of_a_set_of_pairs_are_its_smallest_cover() {
        for pairs in 0..=255u8 {
            let fewest = (0..=255u8)
                .filter(|&links| covers(links) & pairs == pairs)
                .map(u8::count_ones)
                .min();
            assert_eq!(
                fewest,
                Some(u32::from(FEWEST_LINKS[usize::from(pairs)])),
                "{pairs:08b}"
            );
        }
    }

    #[test]
    fn easter_monster_has_the_loop_of_its_four_givens() {
        let grid = pencil(EASTER_MONSTER_STATE);
        let steps = SkLoop.find_all(&grid);
        assert_sound(&grid, &steps, &solution(EASTER_MONSTER));
        assert_eq!(steps.len(), 1, "{steps:#?}");
        assert_eq!(
            steps[0].to_string(),
            "SK-Loop: (27=38)r2c13-(38=16)r2c79-(16=39)r13c8-(39=27)r79c8-(27=45)r8c79-(45=16)r8c13-(16=48)r79c2-(48=27)r13c2 => r1c3<>7, r2c5<>3,8, r2c6<>8, r3c1<>2, r5c2<>4,8, r5c8<>3,9, r7c3<>1, r8c4<>5, r8c5<>4, r9c1<>6"
        );
        assert_eq!(
            eliminations(&steps[0]),
            candidates(
                "r1c3<>7 r2c5<>3 r2c5<>8 r2c6<>8 r3c1<>2 r5c2<>4 r5c2<>8 r5c8<>3 r5c8<>9 r7c3<>1 r8c4<>5 r8c5<>4 r9c1<>6"
            )
        );
        // Box 1 carries 2 and 7 though its pairs share 8 too: the row and column links
        // carry the 8s.
        assert!(
            steps[0].explanation().contains("2,7 in box 1"),
            "{}",
            steps[0].explanation()
        );
    }

    #[test]
    fn nothing_without_a_loop() {
        let grid = pencil(MITH_4401_STATE);
        assert!(SkLoop.find_all(&grid).is_empty());
        assert!(SkLoop.find(&crate::LayerGrid::new()).is_none());
    }

    #[test]
    fn the_fewest_links_cover_every_pair() {
        // Pairs 0 and 4 hold a digit: links 0 (pairs 0, 1) and 4 (pairs 4, 5) do.
        assert_eq!(covers(0b0001_0001), 0b0011_0011);
        // Link 7 joins pair 7 and pair 0.
        assert_eq!(covers(0b1000_0000), 0b1000_0001);
    }
}
