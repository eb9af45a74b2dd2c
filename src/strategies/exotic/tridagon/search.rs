//! The search for tridagons: the shapes of twelve cells, and the states' tridagons with
//! the guardians a strategy asks for (see the module above for the pattern).

use std::ops::ControlFlow;

use crate::step::compact_cells;
use crate::{Candidate, Cell, CellSet, DigitSet, House, Step, StepBuilder, Technique};

/// The six ways to take three cells of a box in different rows and columns: for each row
/// of the box, from the top, the column of its cell. The first three are falling
/// diagonals (even), the last three rising ones (odd).
pub(super) const PLACEMENTS: [[usize; 3]; 6] =
    [[0, 1, 2], [1, 2, 0], [2, 0, 1], [0, 2, 1], [1, 0, 2], [2, 1, 0]];

/// Whether placement `k` is a rising diagonal (an odd permutation).
pub(super) fn rising(k: usize) -> bool {
    k >= 3
}

/// The three cells of placement `k` in box `b`.
pub(super) fn placement_cells(b: usize, k: usize) -> [Cell; 3] {
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
    /// How many candidates those cells hold besides the three digits.
    extras: u32,
}

/// Which tridagons a search reports, by their guardians.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Guard {
    /// One cell with any other candidates; the eleven others hold only the three digits.
    One,
    /// Two or more cells whose only other candidate is one digit, the same in each.
    Shared,
    /// At most this many guardians (candidates), in any cells.
    Most(u32),
}

/// The guard of one digit triple's search: `Shared` is searched one other digit at a
/// time.
#[derive(Clone, Copy, PartialEq, Eq)]
enum TripleGuard {
    One,
    Shared(u16),
    Most(u32),
}

/// Calls `f` with every tridagon of the state whose candidates are `masks` (a bit per
/// digit, per cell) that `guard` admits, until it breaks. The search is bounded by the
/// shape: 84 digit triples, 9 rectangles of boxes and 648 ways to take their cells.
pub(crate) fn for_each_tridagon(
    masks: &[u16; 81],
    guard: Guard,
    f: &mut dyn FnMut(&Pattern) -> ControlFlow<()>,
) -> ControlFlow<()> {
    for a in 0..9u16 {
        for b in a + 1..9 {
            for c in b + 1..9 {
                let digits = 1 << a | 1 << b | 1 << c;
                if !has_rectangle(possible_boxes(masks, digits, guard)) {
                    continue;
                }
                match guard {
                    Guard::One => scan_digits(masks, digits, TripleGuard::One, f)?,
                    Guard::Most(most) => scan_digits(masks, digits, TripleGuard::Most(most), f)?,
                    Guard::Shared => {
                        for d in (0..9u16).filter(|d| digits >> d & 1 == 0) {
                            scan_digits(masks, digits, TripleGuard::Shared(1 << d), f)?;
                        }
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// The boxes (bit per box) with three cells in different rows and columns that could be
/// part of a tridagon on `digits` that `guard` admits: each cell holds one of the
/// digits, and either at most one of them holds other digits, or each holds at most one
/// other, or they hold at most as many others as `guard` allows in all. A cheap test
/// that rules most digit triples out before the search.
pub(super) fn possible_boxes(masks: &[u16; 81], digits: u16, guard: Guard) -> u16 {
    let mut boxes = 0;
    for b in 0..9 {
        let fits = (0..6).any(|k| {
            let cells = placement_cells(b, k);
            let others = cells.map(|cell| masks[cell.index()] & !digits);
            let open = cells.iter().all(|cell| masks[cell.index()] & digits != 0);
            open && match guard {
                Guard::One => others.iter().filter(|&&o| o != 0).count() <= 1,
                Guard::Shared => others.iter().all(|o| o.count_ones() <= 1),
                Guard::Most(most) => others.iter().map(|o| o.count_ones()).sum::<u32>() <= most,
            }
        });
        if fits {
            boxes |= 1 << b;
        }
    }
    boxes
}

/// Whether the boxes of `boxes` include four at the corners of a rectangle of boxes.
pub(super) fn has_rectangle(boxes: u16) -> bool {
    let bands = [0, 1, 2].map(|band| boxes >> (band * 3) & 0b111);
    [(0, 1), (0, 2), (1, 2)]
        .iter()
        .any(|&(x, y)| (bands[x] & bands[y]).count_ones() >= 2)
}

/// Every tridagon on the three digits of `digits` guarded as `guard` says.
fn scan_digits(
    masks: &[u16; 81],
    digits: u16,
    guard: TripleGuard,
    f: &mut dyn FnMut(&Pattern) -> ControlFlow<()>,
) -> ControlFlow<()> {
    // Per box, its placements whose cells are all open and hold one of the digits, and
    // may guard the pattern. In the first form at most one cell of the twelve guards it.
    let mut parts: [Vec<BoxPart>; 9] = Default::default();
    let mut free_boxes = 0;
    for (b, list) in parts.iter_mut().enumerate() {
        let mut free = false;
        for k in 0..6 {
            let cells = placement_cells(b, k);
            let mut guardians = CellSet::EMPTY;
            let mut extras = 0;
            let mut usable = true;
            for cell in cells {
                let mask = masks[cell.index()];
                usable &= mask & digits != 0;
                let others = mask & !digits;
                extras += others.count_ones();
                if others != 0 {
                    guardians.insert(cell);
                }
                if let TripleGuard::Shared(extra) = guard {
                    usable &= others & !extra == 0;
                }
            }
            usable &= match guard {
                TripleGuard::One => guardians.len() <= 1,
                TripleGuard::Shared(_) => true,
                TripleGuard::Most(most) => extras <= most,
            };
            if usable {
                free |= guardians.is_empty();
                list.push(BoxPart {
                    placement: k,
                    cells,
                    guardians,
                    extras,
                });
            }
        }
        free_boxes += usize::from(free);
    }
    // With one guardian, three boxes of the rectangle have a placement without one.
    if guard == TripleGuard::One && free_boxes < 3 {
        return ControlFlow::Continue(());
    }
    let most = match guard {
        TripleGuard::Most(most) => most,
        _ => u32::MAX,
    };
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
                    if p0.extras + p1.extras > most {
                        continue;
                    }
                    for p2 in &parts[boxes[2]] {
                        if p0.extras + p1.extras + p2.extras > most {
                            continue;
                        }
                        for p3 in &parts[boxes[3]] {
                            let chosen = [*p0, *p1, *p2, *p3];
                            let rising_boxes = chosen.iter().filter(|p| rising(p.placement)).count();
                            let extras: u32 = chosen.iter().map(|p| p.extras).sum();
                            if rising_boxes % 2 == 0 || extras > most {
                                continue;
                            }
                            let guardians = chosen.iter().fold(CellSet::EMPTY, |g, p| g | p.guardians);
                            let wanted = match guard {
                                TripleGuard::One => guardians.len() == 1,
                                TripleGuard::Shared(_) => guardians.len() >= 2,
                                TripleGuard::Most(_) => !guardians.is_empty(),
                            };
                            if wanted {
                                f(&Pattern {
                                    digits,
                                    boxes,
                                    parts: chosen,
                                    guardians,
                                })?;
                            }
                        }
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// One tridagon: its digits, boxes, cells and guardian cells.
pub(crate) struct Pattern {
    digits: u16,
    boxes: [usize; 4],
    parts: [BoxPart; 4],
    guardians: CellSet,
}

impl Pattern {
    /// The tridagon on `digits` in `cells` of the state whose candidates are `masks`:
    /// `None` unless the cells are three in different rows and columns in each of four
    /// boxes at the corners of a rectangle of boxes, an odd number of them rising.
    pub(crate) fn from_cells(masks: &[u16; 81], digits: DigitSet, cells: CellSet) -> Option<Pattern> {
        let mut box_list: Vec<usize> = cells.iter().map(Cell::box_index).collect();
        box_list.sort_unstable();
        box_list.dedup();
        let [b0, b1, b2, b3] = box_list[..] else {
            return None;
        };
        let boxes = [b0, b1, b2, b3];
        if b0 / 3 != b1 / 3 || b2 / 3 != b3 / 3 || b0 % 3 != b2 % 3 || b1 % 3 != b3 % 3 {
            return None;
        }
        let digit_bits = digits.bits();
        let parts = boxes.map(|b| (0..6).find(|&k| placement_cells(b, k).iter().all(|&c| cells.contains(c))));
        let mut chosen = Vec::new();
        for (b, k) in boxes.iter().zip(parts) {
            let k = k?;
            let three = placement_cells(*b, k);
            let others = three.map(|c| masks[c.index()] & !digit_bits);
            chosen.push(BoxPart {
                placement: k,
                cells: three,
                guardians: three
                    .iter()
                    .zip(others)
                    .filter(|(_, o)| *o != 0)
                    .map(|(c, _)| *c)
                    .collect(),
                extras: others.iter().map(|o| o.count_ones()).sum(),
            });
        }
        let parts: [BoxPart; 4] = chosen.try_into().ok()?;
        let rising_boxes = parts.iter().filter(|p| rising(p.placement)).count();
        if cells.len() != 12 || digits.len() != 3 || rising_boxes % 2 == 0 {
            return None;
        }
        let guardians = parts.iter().fold(CellSet::EMPTY, |g, p| g | p.guardians);
        Some(Pattern {
            digits: digit_bits,
            boxes,
            parts,
            guardians,
        })
    }

    /// The three digits.
    pub(crate) fn digits(&self) -> DigitSet {
        DigitSet::from_bits(self.digits)
    }

    /// The twelve cells.
    pub(crate) fn cells(&self) -> CellSet {
        self.parts.iter().flat_map(|p| p.cells).collect()
    }

    /// The cells with candidates other than the three digits.
    pub(crate) fn guardian_cells(&self) -> CellSet {
        self.guardians
    }

    /// The guardians: the candidates of the twelve cells other than the three digits,
    /// cell by cell.
    pub(crate) fn guardians(&self, masks: &[u16; 81]) -> Vec<Candidate> {
        let mut out = Vec::new();
        for cell in self.guardians {
            for digit in DigitSet::from_bits(masks[cell.index()] & !self.digits) {
                out.push(Candidate::new(cell, digit));
            }
        }
        out
    }

    /// The guardians in notation: `(1)r4c3,(1)r8c2,(5)r8c2`.
    pub(crate) fn guardians_text(&self, masks: &[u16; 81]) -> String {
        let list: Vec<String> = self.guardians(masks).iter().map(ToString::to_string).collect();
        list.join(",")
    }

    /// The step when one guardian has other candidates: the three digits leave it.
    pub(super) fn one_guardian(&self, masks: &[u16; 81]) -> Option<Step> {
        let guardian = self.guardians.first()?;
        let three = DigitSet::from_bits(self.digits);
        let own = DigitSet::from_bits(masks[guardian.index()]);
        let (removed, kept) = (own & three, own - three);
        let because = format!(
            "{guardian} is the only one that can take something else, so it is {}, not {}.",
            kept.join(" or "),
            removed.join(" or ")
        );
        let mut step = self.draw(
            Technique::Tridagon,
            masks,
            because,
            &format!("guardian {guardian}"),
        );
        step = step.fins(guardian, kept);
        for digit in removed {
            step = step.eliminate(guardian, digit);
        }
        Some(step.build())
    }

    /// The step when the guardians lie in two or more cells: every candidate that sees
    /// them all goes. `None` when no candidate does.
    pub(super) fn seen_guardians(&self, masks: &[u16; 81]) -> Option<Step> {
        let guardians = self.guardians(masks);
        let targets = seeing_all(masks, &guardians);
        if targets.is_empty() || self.guardians.len() < 2 {
            return None;
        }
        let shared = guardians.iter().fold(DigitSet::EMPTY, |all, g| {
            all | DigitSet::from_bits(1 << g.digit.index())
        });
        let (because, text) = match shared.first().filter(|_| shared.len() == 1) {
            Some(d) => (
                format!(
                    "The only other candidate of {} is {d}, so one of them is {d}, and every cell that sees them all loses it.",
                    self.guardians.to_list().replace(',', ", "),
                ),
                format!("guardians {} ({d})", compact_cells(self.guardians)),
            ),
            None => (
                format!(
                    "So one of the guardians {} is true, and every candidate that sees them all is false.",
                    self.guardians_text(masks).replace(',', ", "),
                ),
                format!("guardians {}", self.guardians_text(masks)),
            ),
        };
        let mut step = self.draw(Technique::TridagonGuardians, masks, because, &text);
        for g in &guardians {
            step = step.fin(g.cell, g.digit);
        }
        for t in targets {
            step = step.eliminate(t.cell, t.digit);
        }
        Some(step.build())
    }

    /// The step's notation, sentence and pattern, without its fins and effect.
    fn draw(
        &self,
        technique: Technique,
        masks: &[u16; 81],
        because: String,
        guardians_text: &str,
    ) -> StepBuilder {
        let step = Step::builder(technique)
            .detail(format!("{}, {guardians_text}", self.shape_text()))
            .explain(format!("{} {because}", self.sentence(masks)));
        self.decorate(step, masks)
    }

    /// The pattern in notation: `1,2,3 in r1c1,r2c2,r3c3 (b1), ...`.
    pub(crate) fn shape_text(&self) -> String {
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
        format!("{} in {}", self.digits(), per_box.join(", "))
    }

    /// Why the twelve cells cannot all take the three digits, in words.
    pub(crate) fn sentence(&self, masks: &[u16; 81]) -> String {
        let three = self.digits();
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
            let per_cell: Vec<String> = self
                .guardians
                .iter()
                .map(|c| match DigitSet::from_bits(masks[c.index()] & !self.digits) {
                    extra if self.guardians.len() > 1 && extra.len() > 1 => {
                        format!("{c} ({})", extra.join(", "))
                    }
                    _ => c.to_string(),
                })
                .collect();
            words(&per_cell)
        };
        let boxes = |v: &[usize]| words(&v.iter().map(|b| format!("box {b}")).collect::<Vec<_>>());
        format!(
            "The twelve cells {cells} are three cells in different rows and columns in each of {all_boxes}, and hold nothing but {digits} except {guardians}. In {even} the three cells lie on a {even_kind} diagonal, in {odd} on a {odd_kind} one. Filled with {digits} alone, two boxes side by side would need fills of the same parity along their rows, and two boxes one above the other along their columns; round the four boxes that holds only when an even number of them are rising, so the twelve cells cannot all take {digits}.",
            cells = self.cells().to_list().replace(',', ", "),
            all_boxes = boxes(&self.boxes.map(|b| b + 1)),
            digits = three.join(", "),
            even = boxes(&even),
            odd = boxes(&odd),
        )
    }

    /// `step` with the pattern drawn: its four boxes, the three digits in its twelve
    /// cells.
    pub(crate) fn decorate(&self, mut step: StepBuilder, masks: &[u16; 81]) -> StepBuilder {
        for b in self.boxes {
            step = step.house(House::block(b));
        }
        for cell in self.cells() {
            step = step.pattern_candidates(cell, DigitSet::from_bits(masks[cell.index()] & self.digits));
        }
        step.digits(self.digits())
    }
}

/// The candidates of `masks` that see every one of `guardians` (another digit of the
/// same cell, or the same digit in a peer) and are none of them.
pub(super) fn seeing_all(masks: &[u16; 81], guardians: &[Candidate]) -> Vec<Candidate> {
    let mut out = Vec::new();
    if guardians.is_empty() {
        return out;
    }
    for cell in Cell::ALL {
        for digit in DigitSet::from_bits(masks[cell.index()]) {
            let candidate = Candidate::new(cell, digit);
            let sees = |g: &Candidate| {
                (g.cell == cell && g.digit != digit) || (g.digit == digit && g.cell.peers().contains(cell))
            };
            if !guardians.contains(&candidate) && guardians.iter().all(sees) {
                out.push(candidate);
            }
        }
    }
    out
}

/// `"a"`, `"a and b"`, `"a, b and c"`.
fn words(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}
