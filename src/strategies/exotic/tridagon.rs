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
//! **The elimination.** When eleven of the twelve cells hold no candidate but the three
//! digits, the twelfth (the *guardian*) must take one of its other candidates: the three
//! digits leave it. A state with several guardians says only that one of them holds
//! another digit; this strategy leaves that form out.
//!
//! This is not a uniqueness argument: the twelve cells have no filling at all, whatever
//! the rest of the grid, so the step holds in any puzzle, with one solution or not.

use std::ops::ControlFlow;

use crate::step::compact_cells;
use crate::strategies::{Found, Scan};
use crate::{CandidateView, Cell, CellSet, DigitSet, House, Step, Technique};

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

/// The six ways to take three cells of a box in different rows and columns: for each row
/// of the box, from the top, the column of its cell. The first three are falling
/// diagonals (even), the last three rising ones (odd).
const PLACEMENTS: [[usize; 3]; 6] = [[0, 1, 2], [1, 2, 0], [2, 0, 1], [0, 2, 1], [1, 0, 2], [2, 1, 0]];

/// Whether placement `k` is a rising diagonal (an odd permutation).
fn rising(k: usize) -> bool {
    k >= 3
}

/// The three cells of placement `k` in box `b`.
fn placement_cells(b: usize, k: usize) -> [Cell; 3] {
    let (row0, col0) = (b / 3 * 3, b % 3 * 3);
    let p = PLACEMENTS[k];
    [0, 1, 2].map(|i| Cell::at(row0 + i, col0 + p[i]))
}

/// One box's three cells, as the pattern may use them.
#[derive(Clone, Copy)]
struct BoxPart {
    placement: usize,
    cells: [Cell; 3],
    /// The cells with candidates other than the three digits.
    guardians: CellSet,
}

/// Which cells may guard the pattern.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Guard {
    /// One cell with any other candidates; the eleven others hold only the three digits.
    One,
    /// Two or more cells whose only other candidate is this digit (its mask).
    Shared(u16),
}

impl Scan for Tridagon {
    const TECHNIQUE: Technique = Technique::Tridagon;

    fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
        let masks = view.map().bits();
        for a in 0..9u16 {
            for b in a + 1..9 {
                for c in b + 1..9 {
                    let digits = 1 << a | 1 << b | 1 << c;
                    if !has_rectangle(possible_boxes(&masks, digits)) {
                        continue;
                    }
                    scan_digits(&masks, digits, Guard::One, found)?;
                    for d in (0..9u16).filter(|d| digits >> d & 1 == 0) {
                        scan_digits(&masks, digits, Guard::Shared(1 << d), found)?;
                    }
                }
            }
        }
        ControlFlow::Continue(())
    }
}

/// The boxes (bit per box) with three cells in different rows and columns that could be
/// part of a tridagon on `digits` in either form: each cell holds one of the digits, and
/// either at most one of them holds other digits or each holds at most one other. A
/// cheap test that rules most digit triples out before the search.
fn possible_boxes(masks: &[u16; 81], digits: u16) -> u16 {
    let mut boxes = 0;
    for b in 0..9 {
        let fits = (0..6).any(|k| {
            let cells = placement_cells(b, k);
            let others = cells.map(|cell| masks[cell.index()] & !digits);
            let open = cells.iter().all(|cell| masks[cell.index()] & digits != 0);
            let one_guardian = others.iter().filter(|&&o| o != 0).count() <= 1;
            let one_other_each = others.iter().all(|o| o.count_ones() <= 1);
            open && (one_guardian || one_other_each)
        });
        if fits {
            boxes |= 1 << b;
        }
    }
    boxes
}

/// Whether the boxes of `boxes` include four at the corners of a rectangle of boxes.
fn has_rectangle(boxes: u16) -> bool {
    let bands = [0, 1, 2].map(|band| boxes >> (band * 3) & 0b111);
    [(0, 1), (0, 2), (1, 2)]
        .iter()
        .any(|&(x, y)| (bands[x] & bands[y]).count_ones() >= 2)
}

/// Every tridagon on the three digits of `digits` guarded as `guard` says.
fn scan_digits(masks: &[u16; 81], digits: u16, guard: Guard, found: &mut Found) -> ControlFlow<()> {
    // Per box, its placements whose cells are all open and hold one of the digits, and
    // may guard the pattern. In the first form at most one cell of the twelve guards it.
    let allowed = match guard {
        Guard::One => digits,
        Guard::Shared(extra) => digits | extra,
    };
    let most_per_box = match guard {
        Guard::One => 1,
        Guard::Shared(_) => 3,
    };
    let mut parts: [Vec<BoxPart>; 9] = Default::default();
    let mut free_boxes = 0;
    for (b, list) in parts.iter_mut().enumerate() {
        let mut free = false;
        for k in 0..6 {
            let cells = placement_cells(b, k);
            let mut guardians = CellSet::EMPTY;
            let mut usable = true;
            for cell in cells {
                let mask = masks[cell.index()];
                usable &= mask & digits != 0;
                match guard {
                    Guard::One if mask & !digits != 0 => guardians.insert(cell),
                    Guard::Shared(_) if mask & !allowed != 0 => usable = false,
                    Guard::Shared(extra) if mask & extra != 0 => guardians.insert(cell),
                    _ => {}
                }
            }
            if usable && guardians.len() <= most_per_box {
                free |= guardians.is_empty();
                list.push(BoxPart {
                    placement: k,
                    cells,
                    guardians,
                });
            }
        }
        free_boxes += usize::from(free);
    }
    // With one guardian, three boxes of the rectangle have a placement without one.
    if guard == Guard::One && free_boxes < 3 {
        return ControlFlow::Continue(());
    }
    for (band_a, band_b) in [(0, 1), (0, 2), (1, 2)] {
        for (stack_a, stack_b) in [(0, 1), (0, 2), (1, 2)] {
            let boxes = [
                band_a * 3 + stack_a,
                band_a * 3 + stack_b,
                band_b * 3 + stack_a,
                band_b * 3 + stack_b,
            ];
            if boxes.iter().any(|&b| parts[b].is_empty()) {
                continue;
            }
            for p0 in &parts[boxes[0]] {
                for p1 in &parts[boxes[1]] {
                    for p2 in &parts[boxes[2]] {
                        for p3 in &parts[boxes[3]] {
                            let chosen = [*p0, *p1, *p2, *p3];
                            let rising_boxes = chosen.iter().filter(|p| rising(p.placement)).count();
                            if rising_boxes % 2 == 0 {
                                continue;
                            }
                            let guardians = chosen.iter().fold(CellSet::EMPTY, |g, p| g | p.guardians);
                            let pattern = Pattern {
                                digits,
                                boxes,
                                parts: chosen,
                                guardians,
                            };
                            let step = match guard {
                                Guard::One if guardians.len() == 1 => pattern.one_guardian(masks),
                                Guard::Shared(extra) if guardians.len() >= 2 => {
                                    pattern.shared_guardians(masks, extra)
                                }
                                _ => None,
                            };
                            if let Some(step) = step.filter(|s| !found.has_effect_of(s)) {
                                found.push(step)?;
                            }
                        }
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// One tridagon: its digits, boxes, cells and guardians.
struct Pattern {
    digits: u16,
    boxes: [usize; 4],
    parts: [BoxPart; 4],
    guardians: CellSet,
}

impl Pattern {
    fn cells(&self) -> CellSet {
        self.parts.iter().flat_map(|p| p.cells).collect()
    }

    /// The step when one guardian has other candidates: the three digits leave it.
    fn one_guardian(&self, masks: &[u16; 81]) -> Option<Step> {
        let guardian = self.guardians.first()?;
        let three = DigitSet::from_bits(self.digits);
        let own = DigitSet::from_bits(masks[guardian.index()]);
        let (removed, kept) = (own & three, own - three);
        let because = format!(
            "{guardian} is the only one that can take something else, so it is {}, not {}.",
            kept.join(" or "),
            removed.join(" or ")
        );
        let mut step = self.draw(masks, because, &format!("guardian {guardian}"));
        for digit in kept {
            step = step.fin(guardian, digit);
        }
        for digit in removed {
            step = step.eliminate(guardian, digit);
        }
        Some(step)
    }

    /// The step when two or more guardians hold only the three digits and `extra`: one
    /// of them is `extra`, which leaves every cell that sees them all.
    fn shared_guardians(&self, masks: &[u16; 81], extra: u16) -> Option<Step> {
        let d = DigitSet::from_bits(extra).first()?;
        let seen = self.guardians.common_peers();
        let targets: CellSet = seen.iter().filter(|c| masks[c.index()] & extra != 0).collect();
        if targets.is_empty() {
            return None;
        }
        let because = format!(
            "The only other candidate of {} is {d}, so one of them is {d}, and every cell that sees them all loses it.",
            self.guardians.to_list().replace(',', ", "),
        );
        let mut step = self.draw(
            masks,
            because,
            &format!("guardians {} ({d})", compact_cells(self.guardians)),
        );
        for g in self.guardians {
            step = step.fin(g, d);
        }
        Some(step.eliminate_all(targets, d))
    }

    /// The step's notation, sentence and pattern, without its fins and effect.
    fn draw(&self, masks: &[u16; 81], because: String, guardians_text: &str) -> Step {
        let three = DigitSet::from_bits(self.digits);
        let per_box: Vec<String> = self
            .parts
            .iter()
            .zip(self.boxes)
            .map(|(p, b)| {
                format!(
                    "{} (b{})",
                    compact_cells(p.cells.iter().copied().collect()),
                    b + 1
                )
            })
            .collect();
        let mut rising_boxes = Vec::new();
        let mut falling_boxes = Vec::new();
        for (b, part) in self.boxes.iter().zip(&self.parts) {
            if rising(part.placement) {
                rising_boxes.push(b + 1);
            } else {
                falling_boxes.push(b + 1);
            }
        }
        let (odd_kind, odd, even_kind, even) = if rising_boxes.len() == 1 {
            ("rising", rising_boxes, "falling", falling_boxes)
        } else {
            ("falling", falling_boxes, "rising", rising_boxes)
        };
        let guardians = if self.guardians.len() == 1 {
            self.guardians.to_list()
        } else {
            words(&self.guardians.iter().map(|c| c.to_string()).collect::<Vec<_>>())
        };
        let boxes = |v: &[usize]| words(&v.iter().map(|b| format!("box {b}")).collect::<Vec<_>>());
        let mut step = Step::new(Technique::Tridagon)
            .detail(format!("{three} in {}, {guardians_text}", per_box.join(", ")))
            .explain(format!(
                "The twelve cells {cells} are three cells in different rows and columns in each of {all_boxes}, and hold nothing but {digits} except {guardians}. In {even} the three cells lie on a {even_kind} diagonal, in {odd} on a {odd_kind} one. Filled with {digits} alone, two boxes side by side would need fills of the same parity along their rows, and two boxes one above the other along their columns; round the four boxes that holds only when an even number of them are rising, so the twelve cells cannot all take {digits}. {because}",
                cells = self.cells().to_list().replace(',', ", "),
                all_boxes = boxes(&self.boxes.map(|b| b + 1)),
                digits = three.join(", "),
                even = boxes(&even),
                odd = boxes(&odd),
            ));
        for b in self.boxes {
            step = step.house(House::block(b));
        }
        for cell in self.cells() {
            for digit in DigitSet::from_bits(masks[cell.index()] & self.digits) {
                step = step.pattern_candidate(cell, digit);
            }
        }
        step.digits(three)
    }
}

/// `"a"`, `"a and b"`, `"a, b and c"`.
fn words(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GridSolver;
    use crate::strategies::exotic::states::*;
    use crate::strategies::test_support::{assert_sound, candidates, cells_holding, eliminations, pencil};

    #[test]
    fn one_guardian_loses_the_three_digits() {
        // Berthier's elimination in this puzzle: r4c4 is not 3, 4 or 7.
        let grid = pencil(MITH_4401_STATE);
        let steps = Tridagon.find_all(&grid);
        assert_sound(&grid, &steps, &solution(MITH_4401));
        assert_eq!(steps.len(), 1, "{steps:#?}");
        assert_eq!(
            steps[0].to_string(),
            "Tridagon: 3,4,7 in r4c4,r5c6,r6c5 (b5), r4c7,r5c8,r6c9 (b6), r7c4,r8c6,r9c5 (b8), r7c7,r8c9,r9c8 (b9), guardian r4c4 => r4c4<>3,4,7"
        );
        assert_eq!(eliminations(&steps[0]), candidates("r4c4<>3 r4c4<>4 r4c4<>7"));
        assert!(steps[0].explanation().contains("cannot all take 3, 4, 7"));
    }

    #[test]
    fn guardians_with_one_other_digit_lose_it_from_the_cells_that_see_them_all() {
        let grid = pencil(MITH_3240_STATE);
        let steps = Tridagon.find_all(&grid);
        assert_sound(&grid, &steps, &solution(MITH_3240));
        let step = steps
            .iter()
            .find(|s| {
                s.to_string()
                    .ends_with("guardians r4c3,r8c2 (1) => r6c2,r8c3,r9c3<>1")
            })
            .unwrap_or_else(|| panic!("{steps:#?}"));
        assert_eq!(eliminations(step), candidates("r6c2<>1 r8c3<>1 r9c3<>1"));
    }

    #[test]
    fn the_engine_reaches_a_sound_tridagon_in_each_of_mith_s_puzzles() {
        let engine = crate::Engine::default();
        for line in MITH_TRIDAGONS {
            let solution = solution(line);
            let mut grid = crate::strategies::test_support::puzzle(line);
            let step = loop {
                let step = engine.next_step(&grid).expect("a step");
                if step.technique() == Technique::Tridagon {
                    break step;
                }
                grid.apply(&step).expect("a step that applies");
            };
            assert_sound(&grid, std::slice::from_ref(&step), &solution);
            assert_sound(&grid, &Tridagon.find_all(&grid), &solution);
        }
    }

    #[test]
    fn nothing_without_a_tridagon() {
        let grid = pencil(EASTER_MONSTER_STATE);
        assert!(Tridagon.find_all(&grid).is_empty());
        assert!(Tridagon.find(&crate::LayerGrid::new()).is_none());
    }

    #[test]
    fn nothing_when_an_even_number_of_boxes_rise() {
        // Boxes 1, 2, 4 and 5, with boxes 2 and 5 rising: the twelve cells can be filled.
        let twelve = "r1c1 r2c2 r3c3 r1c6 r2c5 r3c4 r4c1 r5c2 r6c3 r4c6 r5c5";
        let grid = cells_holding(&[(twelve, "123"), ("r6c4", "1234")]);
        assert!(Tridagon.find(&grid).is_none());
        // With box 2 falling instead, r6c4 is the guardian.
        let twelve = "r1c1 r2c2 r3c3 r1c4 r2c5 r3c6 r4c1 r5c2 r6c3 r4c6 r5c5";
        let grid = cells_holding(&[(twelve, "123"), ("r6c4", "1234")]);
        let step = Tridagon.find(&grid).expect("a tridagon");
        assert_eq!(eliminations(&step), candidates("r6c4<>1 r6c4<>2 r6c4<>3"));
    }

    /// Whether the twelve cells of `ks` (placements in boxes 1, 2, 4 and 5) can all take
    /// 1, 2 and 3, by trying every filling.
    fn fillable(ks: [usize; 4]) -> bool {
        let boxes = [0, 1, 3, 4];
        let perms: Vec<[u8; 3]> = vec![[1, 2, 3], [1, 3, 2], [2, 1, 3], [2, 3, 1], [3, 1, 2], [3, 2, 1]];
        let mut fills = vec![[0u8; 81]];
        for (i, &b) in boxes.iter().enumerate() {
            let cells = placement_cells(b, ks[i]);
            let mut next = Vec::new();
            for fill in &fills {
                for perm in &perms {
                    let mut grid = *fill;
                    let ok = cells.iter().zip(perm).all(|(cell, &d)| {
                        let clash = cell.peers().iter().any(|p| grid[p.index()] == d);
                        grid[cell.index()] = d;
                        !clash
                    });
                    if ok {
                        next.push(grid);
                    }
                }
            }
            fills = next;
        }
        !fills.is_empty()
    }

    #[test]
    fn the_parity_condition_is_exactly_when_no_filling_exists() {
        for code in 0..6usize.pow(4) {
            let ks = [code % 6, code / 6 % 6, code / 36 % 6, code / 216];
            let rising_boxes = ks.iter().filter(|&&k| rising(k)).count();
            assert_eq!(fillable(ks), rising_boxes % 2 == 0, "{ks:?}");
        }
    }

    #[test]
    fn a_rectangle_needs_two_bands_sharing_two_stacks() {
        assert!(has_rectangle(0b000_011_011)); // boxes 1, 2, 4 and 5
        assert!(has_rectangle(0b101_000_101)); // boxes 1, 3, 7 and 9
        assert!(!has_rectangle(0b100_010_001)); // a diagonal of boxes
        assert!(!has_rectangle(0b000_111_001)); // boxes 1, 4, 5, 6
        // The 4401 state has boxes for 3, 4 and 7 at the corners of bands 2, 3 and
        // stacks 2, 3; the empty grid has none for any digits.
        let grid = pencil(MITH_4401_STATE);
        let boxes = possible_boxes(&grid_masks(&grid), 0b100_1100);
        assert_eq!(boxes & 0b110_110_000, 0b110_110_000, "{boxes:09b}");
        assert_eq!(possible_boxes(&grid_masks(&crate::LayerGrid::new()), 0b111), 0);
    }

    /// Every cell's candidates as bits.
    fn grid_masks(grid: &crate::LayerGrid) -> [u16; 81] {
        let mut masks = [0u16; 81];
        for cell in crate::Cell::ALL {
            for digit in grid.cell_candidates(cell) {
                masks[cell.index()] |= 1 << digit.index();
            }
        }
        masks
    }

    #[test]
    fn placements_are_permutations_of_the_right_parity() {
        for (k, p) in PLACEMENTS.iter().enumerate() {
            let mut seen = [false; 3];
            for &c in p {
                seen[c] = true;
            }
            assert!(seen.iter().all(|&s| s), "{p:?}");
            let inversions = (0..3)
                .flat_map(|i| (i + 1..3).map(move |j| (i, j)))
                .filter(|&(i, j)| p[i] > p[j])
                .count();
            assert_eq!(inversions % 2 == 1, rising(k), "{p:?}");
            // Rising: row plus column constant modulo 3; falling: column minus row.
            let sums: Vec<usize> = (0..3).map(|i| (i + p[i]) % 3).collect();
            let diffs: Vec<usize> = (0..3).map(|i| (p[i] + 3 - i) % 3).collect();
            if rising(k) {
                assert!(sums.iter().all(|&s| s == sums[0]));
            } else {
                assert!(diffs.iter().all(|&d| d == diffs[0]));
            }
        }
    }
}
