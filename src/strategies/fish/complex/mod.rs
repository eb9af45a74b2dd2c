//! Complex fish: the search that Franken and Mutant fish share, over every kind
//! of house, and the steps it makes.
//!
//! The definitions are those of the Ultimate Fish Guide (Obi-Wahn, Sudoku Players'
//! Forum, "Ultimate Fish Guide" thread) as HoDoKu implements them, so that the same
//! states give the same fish:
//!
//! - A fish of size `n` on a digit takes `n` **base** houses and `n` **cover** houses
//!   (rows, columns or boxes; no house is both), every cover house holding a place of
//!   the digit in the base houses. Each base house must hold the digit once; when the
//!   base houses share none of their places, those are `n` different cells, and the `n`
//!   cover houses, which hold the digit once each, must take them all: every cover house
//!   gets its digit inside the base houses.
//! - A place of the base houses outside every cover house is a **fin**; so is a place
//!   that lies in two base houses (an **endo fin**: one digit there would serve two base
//!   houses). If no fin holds the digit the fish stands; otherwise a fin does. A fish
//!   without fins removes the digit from every cover place outside the base houses; a
//!   finned fish removes it only from those that see every fin.
//! - A base place in two cover houses is also removed (**cannibalism**): one digit there
//!   would fill two cover houses, leaving `n - 1` of them for `n` base digits. A finned
//!   fish removes such a place too when it sees every fin.
//! - The houses tell the kind: rows for base and columns for cover (or the reverse) is a
//!   **basic** fish; lines of one direction and boxes in the base, lines of the other
//!   direction and boxes in the cover, with at least one box, and at least one line on
//!   each side, is a **Franken** fish; anything else (rows and columns on one side, the
//!   same direction on both sides, or boxes alone on one side) is a **Mutant** fish. As
//!   in HoDoKu, finned and sashimi complex fish are one kind ("finned"), a fish has at
//!   most five fins, of which at most two are endo fins.
//!
//! The search works on the digit's plane as one word: each house's places are a mask of
//! cells. Base houses are chosen in index order; their union and the cells they share
//! (the endo fins) grow as words. For a set of base houses, the cover houses are found
//! cell by cell, not by trying every set of houses: the first base place not yet
//! covered is either covered by one of its own houses that is not a base house (at most
//! two), or is a fin, and a house passed over for a cell (a smaller one, or every house
//! of a fin) may not be taken later, so each set of cover houses is reached once. A fin
//! narrows the cells that see every fin, and a branch whose fins leave no place of the
//! digit in sight is dropped; so is one that needs more cover houses than the size, or
//! whose places left outnumber what the cover houses still to choose (each taking at most
//! as many as the best of them) and the fins still allowed can account for.
//!
//! The Kraken fish use the same search ([`FinReach::Chains`]): there a fin reaches the
//! places of the digit that it turns off along chains, not only those it sees, and a
//! branch is dropped when no fin, chosen or still possible, reaches a place outside the
//! base houses, in a cover house still possible, that it does not see. Its base houses
//! are cut as a finned fish's are, by the places a fish of them may still remove: a
//! place is kept while the base places that do not reach it, and the place itself, fit
//! in the cover houses.

use std::fmt::Write as _;
use std::ops::ControlFlow;

use super::reach::untemplated;
use crate::strategies::Found;
use crate::strategies::shared::few_bits_count;
use crate::{CandidateView, CellSet, Digit, House, HouseKind, LayerGrid, Step, StepBuilder, Technique};

mod written;

pub(crate) use written::*;

/// The rows, as a mask of house indices.
pub(crate) const ROWS: u32 = 0x1ff;
/// The columns, as a mask of house indices.
pub(crate) const COLS: u32 = 0x1ff << 9;
/// The boxes, as a mask of house indices.
pub(super) const BOXES: u32 = 0x1ff << 18;
/// Every house.
pub(super) const ALL_HOUSES: u32 = ROWS | COLS | BOXES;
/// Every digit, as a mask of digit indices.
pub(crate) const ALL_DIGITS: u16 = 0x1ff;

/// Which houses a search may take as base and cover houses.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Shape {
    /// The houses that may be base houses.
    pub(crate) base: u32,
    /// The houses that may be cover houses.
    pub(crate) cover: u32,
    /// The base takes at least one of these houses (its first, as they come first).
    pub(crate) lead: u32,
}

impl Shape {
    /// Rows and boxes covered by columns and boxes, then the same transposed: the
    /// shapes of Franken fish (and of basic fish, their special case).
    pub(crate) const LINES_AND_BOXES: [Shape; 2] = [
        Shape {
            base: ROWS | BOXES,
            cover: COLS | BOXES,
            lead: ROWS,
        },
        Shape {
            base: COLS | BOXES,
            cover: ROWS | BOXES,
            lead: COLS,
        },
    ];

    /// Any house on either side: the shape of Mutant fish.
    pub(crate) const ANY: [Shape; 1] = [Shape {
        base: ALL_HOUSES,
        cover: ALL_HOUSES,
        lead: ALL_HOUSES,
    }];
}

/// The fins a search allows.
#[derive(Clone, Copy, Debug)]
pub(crate) struct FinRule {
    /// The most fins, endo fins included; 0 for fish without fins.
    pub(crate) most: u32,
    /// The most endo fins.
    pub(crate) endo: u32,
}

impl FinRule {
    /// No fins: the fish stands on its own.
    pub(super) const NONE: FinRule = FinRule { most: 0, endo: 0 };
    /// HoDoKu's limits for finned complex fish: five fins, two of them endo fins.
    pub(super) const FINNED: FinRule = FinRule { most: 5, endo: 2 };
}

/// How far a fin reaches: the places of the fish's digit it rules out when it holds the
/// digit. A fish removes only what every fin reaches.
#[derive(Clone, Copy)]
pub(crate) enum FinReach<'a> {
    /// Its peers: a finned fish. The search then looks only at places that no template
    /// holds, all that a fish on one digit can remove: these, by digit index.
    Peers(&'a [u128; 9]),
    /// Where the digit goes off along chains when the fin (its digit, its cell index)
    /// holds: a Kraken fish. Any place of the digit may then be removed.
    Chains(&'a dyn Fn(Digit, usize) -> u128),
}

/// The kind of a fish, from the houses it uses.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Kind {
    Basic,
    Franken,
    Mutant,
}

/// One fish: its digit, houses and cells (cell sets as words).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Fish {
    pub(crate) digit: Digit,
    /// The base houses, as a mask of house indices.
    pub(crate) base: u32,
    /// The cover houses, likewise.
    pub(crate) cover: u32,
    /// The places of the digit in the base houses.
    pub(crate) base_cells: u128,
    /// The places of the digit in the cover houses.
    pub(crate) cover_cells: u128,
    /// The fins, endo fins included.
    pub(crate) fins: u128,
    /// The places in two base houses.
    pub(crate) endo: u128,
    /// The places in two cover houses.
    pub(crate) cannibal: u128,
    /// The cells that every fin reaches (see [`FinReach`]; every cell when there is none).
    pub(crate) sight: u128,
}

impl Fish {
    /// The places the fish without its fins removes: cover places outside the base, and
    /// places in two cover houses.
    pub(crate) fn potential(&self) -> u128 {
        (self.cover_cells & !self.base_cells) | self.cannibal
    }

    /// The places the fish removes: those of [`potential`](Fish::potential) that see
    /// every fin.
    pub(crate) fn eliminations(&self) -> u128 {
        self.potential() & self.sight
    }

    /// Basic, Franken or Mutant, by HoDoKu's rule.
    pub(crate) fn kind(&self) -> Kind {
        kind_of(self.base, self.cover)
    }

    /// The base houses, in index order (rows, columns, boxes).
    pub(crate) fn base_houses(&self) -> impl Iterator<Item = House> {
        houses(self.base)
    }

    /// The cover houses, in index order.
    pub(crate) fn cover_houses(&self) -> impl Iterator<Item = House> {
        houses(self.cover)
    }

    /// The number of base houses.
    pub(super) fn size(&self) -> u32 {
        self.base.count_ones()
    }
}

/// The kind of a fish with these base and cover houses.
pub(crate) fn kind_of(base: u32, cover: u32) -> Kind {
    let lines_and_boxes = |lines: u32, of: u32| of & !(lines | BOXES) == 0 && of & lines != 0;
    let basic = (base & !ROWS == 0 && cover & !COLS == 0) || (base & !COLS == 0 && cover & !ROWS == 0);
    if basic {
        Kind::Basic
    } else if (lines_and_boxes(ROWS, base) && lines_and_boxes(COLS, cover))
        || (lines_and_boxes(COLS, base) && lines_and_boxes(ROWS, cover))
    {
        Kind::Franken
    } else {
        Kind::Mutant
    }
}

/// The houses whose indices are the bits of `mask`, in order.
pub(crate) fn houses(mask: u32) -> impl Iterator<Item = House> {
    (0..27)
        .filter(move |i| mask >> i & 1 == 1)
        .filter_map(House::from_index)
}

/// The cells of every house, as words, by house index.
const HOUSE_CELLS: [u128; 27] = {
    let mut cells = [0u128; 27];
    let mut cell = 0;
    while cell < 81 {
        let (row, col) = (cell / 9, cell % 9);
        cells[row] |= 1 << cell;
        cells[9 + col] |= 1 << cell;
        cells[18 + row / 3 * 3 + col / 3] |= 1 << cell;
        cell += 1;
    }
    cells
};

/// The three houses of every cell (row, column, box), as house indices.
const HOUSES_OF: [[u8; 3]; 81] = {
    let mut houses = [[0u8; 3]; 81];
    let mut cell = 0;
    while cell < 81 {
        let (row, col) = (cell / 9, cell % 9);
        houses[cell] = [row as u8, 9 + col as u8, 18 + (row / 3 * 3 + col / 3) as u8];
        cell += 1;
    }
    houses
};

/// The three houses of every cell, as a mask of house indices.
const HOUSE_MASK_OF: [u32; 81] = {
    let mut masks = [0u32; 81];
    let mut cell = 0;
    while cell < 81 {
        let [a, b, c] = HOUSES_OF[cell];
        masks[cell] = 1 << a | 1 << b | 1 << c;
        cell += 1;
    }
    masks
};

/// The peers of every cell, as words.
const PEERS: [u128; 81] = {
    let mut peers = [0u128; 81];
    let mut cell = 0;
    while cell < 81 {
        let [a, b, c] = HOUSES_OF[cell];
        peers[cell] =
            (HOUSE_CELLS[a as usize] | HOUSE_CELLS[b as usize] | HOUSE_CELLS[c as usize]) & !(1 << cell);
        cell += 1;
    }
    peers
};

/// The cells that see every cell of `cells` (every cell for none).
pub(crate) fn sight_of(cells: u128) -> u128 {
    let mut sight = (1u128 << 81) - 1;
    let mut rest = cells;
    while rest != 0 {
        let cell = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        sight &= PEERS[cell];
    }
    sight
}

/// Calls `visit` with every fish of `size` on every digit of `digits` (bit `i`: digit
/// index `i`) in `grid` whose houses fit one of `shapes` and whose fins follow `fins`
/// (none, or between one and `fins.most`) and together reach a place of the digit
/// (`reach`), digit by digit, until it breaks. Every fish is given once; the caller
/// checks its kind and its eliminations.
pub(crate) fn for_each_fish(
    grid: &LayerGrid,
    (size, digits): (u32, u16),
    shapes: &[Shape],
    fins: FinRule,
    reach: FinReach<'_>,
    mut visit: impl FnMut(&Fish) -> ControlFlow<()>,
) -> ControlFlow<()> {
    for digit in Digit::ALL {
        if digits >> digit.index() & 1 == 0 {
            continue;
        }
        let plane = grid.candidates(digit).bits();
        if plane.count_ones() < 2 * size {
            continue;
        }
        // What a fish of the digit can remove; nothing means no fish is worth looking for.
        let targets = match reach {
            FinReach::Peers(untemplated) => untemplated[digit.index()],
            FinReach::Chains(_) => plane,
        };
        if targets == 0 {
            continue;
        }
        let places: [u128; 27] = std::array::from_fn(|h| plane & HOUSE_CELLS[h]);
        // What each place reaches, looked up once per digit rather than at every node,
        // and the other way round, the places that reach each cell.
        let chained: [u128; 81];
        let mut reaching = [0u128; 81];
        let (reached, reachers) = match reach {
            FinReach::Peers(_) => (&PEERS, &PEERS),
            FinReach::Chains(reach) => {
                chained = std::array::from_fn(|cell| match plane >> cell & 1 {
                    1 => reach(digit, cell),
                    _ => 0,
                });
                let mut places = plane;
                while places != 0 {
                    let place = places.trailing_zeros() as usize;
                    places &= places - 1;
                    let mut cells = chained[place] & plane;
                    while cells != 0 {
                        reaching[cells.trailing_zeros() as usize] |= 1 << place;
                        cells &= cells - 1;
                    }
                }
                (&chained, &reaching)
            }
        };
        // A house with one place is a hidden single, not part of a fish.
        let usable = (0..27)
            .filter(|&h| places[h].count_ones() >= 2)
            .fold(0u32, |mask, h| mask | 1 << h);
        for &shape in shapes {
            let mut search = Search {
                digit,
                targets,
                reach,
                reached,
                reachers,
                alive: targets,
                places: &places,
                size,
                shape,
                fins,
                base: 0,
                base_cells: 0,
                endo: 0,
                touched: 0,
                visit: &mut visit,
            };
            search.bases(usable & shape.base, 0, targets)?;
        }
    }
    ControlFlow::Continue(())
}

/// Reports every fish of `kind` and `size` in `grid` (with fins when `fins` allows
/// them, else without) that removes something, as a step of `technique`.
pub(super) fn scan(
    view: &CandidateView<'_>,
    found: &mut Found,
    technique: Technique,
    (kind, size): (Kind, u32),
    fins: FinRule,
    shapes: &[Shape],
) -> ControlFlow<()> {
    let untemplated = untemplated(view);
    let reach = FinReach::Peers(&untemplated);
    for_each_fish(view.grid(), (size, ALL_DIGITS), shapes, fins, reach, |fish| {
        let eliminations = fish.eliminations();
        if fish.kind() != kind || eliminations == 0 {
            return ControlFlow::Continue(());
        }
        found.push(fish_step(technique, fish, eliminations))
    })
}

/// The state of one search: a digit, a shape, and the base houses chosen so far.
struct Search<'a, V> {
    digit: Digit,
    /// The places that no template holds: all that a fish can remove.
    targets: u128,
    reach: FinReach<'a>,
    /// What each place of the digit reaches (see [`FinReach`]), by cell index.
    reached: &'a [u128; 81],
    /// The places of the digit that reach each cell, by cell index (the transpose of
    /// `reached`).
    reachers: &'a [u128; 81],
    /// For a Kraken fish, the places that a fish of the chosen base houses may still
    /// remove (see [`removable`](Search::removable)), while its cover houses are sought.
    alive: u128,
    places: &'a [u128; 27],
    size: u32,
    shape: Shape,
    fins: FinRule,
    base: u32,
    base_cells: u128,
    endo: u128,
    /// The houses that hold a base place and may be cover houses.
    touched: u32,
    visit: &'a mut V,
}

impl<V: FnMut(&Fish) -> ControlFlow<()>> Search<'_, V> {
    /// Adds base houses from `left` (in index order) to the `count` chosen; `alive` holds
    /// the places that a fish of the base houses chosen so far may still remove (see
    /// [`removable`](Search::removable)).
    fn bases(&mut self, left: u32, count: u32, alive: u128) -> ControlFlow<()> {
        if count == self.size {
            self.alive = alive;
            return self.complete_base();
        }
        let mut rest = left;
        let mut rest_count = rest.count_ones();
        while rest_count + count >= self.size {
            let house = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            rest_count -= 1;
            if count == 0 && self.shape.lead >> house & 1 == 0 {
                // The lead houses come first in index order: none is left.
                break;
            }
            let cells = self.places[house];
            let shared = self.base_cells & cells;
            let endo = self.endo | shared;
            if shared != 0 && (few_bits_count(endo) > self.fins.endo.min(self.fins.most)) {
                continue;
            }
            let saved = (self.base, self.base_cells, self.endo);
            self.base |= 1 << house;
            self.base_cells |= cells;
            self.endo = endo;
            let alive_now = self.removable(alive);
            let flow = match alive_now {
                0 => ControlFlow::Continue(()),
                _ => self.bases(rest, count + 1, alive_now),
            };
            (self.base, self.base_cells, self.endo) = saved;
            flow?;
        }
        ControlFlow::Continue(())
    }

    /// The places of `alive` that a fish of the base houses chosen so far, with any base
    /// houses added, may still remove.
    ///
    /// A finned fish removes only places that every fin sees, so the base places that a
    /// target does not see must be covered, and the endo fins must see it. The cover
    /// houses are not base houses, so two base places can share a cover house only when
    /// they share a house that is no base house: base places that share none need a cover
    /// house each, and when more of them lie out of a target's sight than the fish has
    /// cover houses, no fish of these base houses removes that target. Adding base houses
    /// only adds places to cover and takes houses away from the covers, so a target
    /// dropped here stays out of reach further down. A fish without fins must cover every
    /// base place.
    ///
    /// A Kraken fish removes a place outside its base houses, in a cover house, that
    /// every fin reaches along chains: the base places that do not reach it must be
    /// covered, and so must the place itself. It has none when it needs more fins than
    /// it may have.
    fn removable(&self, alive: u128) -> u128 {
        let covers = self.shape.cover & !self.base;
        if !matches!(self.reach, FinReach::Peers(_)) {
            if self.fins_needed() > self.fins.most {
                return 0;
            }
            let mut kept = 0;
            let mut rest = alive & !self.base_cells;
            while rest != 0 {
                let target = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                let unreached = self.base_cells & !self.reachers[target];
                if self.cover_bound(unreached | 1 << target, covers) {
                    kept |= 1 << target;
                }
            }
            return kept;
        }
        if self.fins.most == 0 {
            return match self.cover_bound(self.base_cells, covers) {
                true => alive,
                false => 0,
            };
        }
        let mut kept = 0;
        let mut rest = alive;
        while rest != 0 {
            let target = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let unseen = self.base_cells & !PEERS[target];
            if self.endo & unseen == 0 && self.cover_bound(unseen, covers) {
                kept |= 1 << target;
            }
        }
        kept
    }

    /// The fewest fins that a fish of the base houses chosen so far, with any base houses
    /// added, has: the base places outside its cover houses are fins, and `size` cover
    /// houses, none of them a base house, hold at most the `size` largest counts of base
    /// places among those houses. For any one choice of cover houses, adding base houses
    /// only adds places outside them, and takes houses away from the covers, so the
    /// fewest fins only grow further down.
    fn fins_needed(&self) -> u32 {
        let size = (self.size as usize).min(9);
        let mut largest = [0u32; 9];
        let mut houses = self.shape.cover & !self.base;
        while houses != 0 {
            let house = houses.trailing_zeros() as usize;
            houses &= houses - 1;
            let cells = self.places[house] & self.base_cells;
            if cells == 0 {
                continue;
            }
            let mut count = few_bits_count(cells);
            for slot in &mut largest[..size] {
                if count > *slot {
                    std::mem::swap(&mut count, slot);
                }
            }
        }
        let covered: u32 = largest[..size].iter().sum();
        self.base_cells.count_ones().saturating_sub(covered)
    }

    /// Whether `cells` may be covered by at most `size` houses of `covers`: false when
    /// some cell lies in none of them, or more than `size` cells share none pairwise
    /// (counted greedily, so a lower bound of the houses needed).
    fn cover_bound(&self, cells: u128, covers: u32) -> bool {
        let mut apart = 0;
        let mut rest = cells;
        while rest != 0 {
            let cell = rest.trailing_zeros() as usize;
            let mut shared = 0;
            for house in HOUSES_OF[cell] {
                if covers >> house & 1 == 1 {
                    shared |= HOUSE_CELLS[usize::from(house)];
                }
            }
            apart += 1;
            if shared == 0 || apart > self.size {
                return false;
            }
            rest &= !shared;
        }
        true
    }

    /// The places of the digit that every fin of `fins` reaches (every cell for none).
    fn reached_by(&self, fins: u128) -> u128 {
        let mut sight = (1u128 << 81) - 1;
        let mut rest = fins;
        while rest != 0 {
            sight &= self.reached[rest.trailing_zeros() as usize];
            rest &= rest - 1;
        }
        sight
    }

    /// Looks for the cover houses of the chosen base houses.
    fn complete_base(&mut self) -> ControlFlow<()> {
        let sight = self.reached_by(self.endo);
        if self.endo != 0 && !self.in_sight(sight) {
            return ControlFlow::Continue(());
        }
        self.touched = (0..27)
            .filter(|&h| self.places[h] & self.base_cells != 0)
            .fold(0u32, |mask, h| mask | 1 << h)
            & self.shape.cover
            & !self.base;
        let cover = Cover {
            chosen: 0,
            count: 0,
            covered: 0,
            cannibal: 0,
            forbidden: 0,
            fins: self.endo,
            sight,
        };
        self.cover(cover)
    }

    /// Whether fins with this sight can still lead to an elimination: some place that
    /// no template holds (all that a fish can remove) sees them all. For a Kraken fish,
    /// some place it may still remove (see [`removable`](Search::removable)) is reached
    /// by them all.
    fn in_sight(&self, sight: u128) -> bool {
        match self.reach {
            FinReach::Peers(_) => sight & self.targets != 0,
            FinReach::Chains(_) => sight & self.alive != 0,
        }
    }

    /// [`in_sight`](Search::in_sight) for fins `fins` that reach `sight`.
    fn fins_in_sight(&self, sight: u128, fins: u128) -> bool {
        match self.reach {
            FinReach::Peers(_) => self.in_sight(sight),
            FinReach::Chains(_) => self.kraken_targets(sight, fins) != 0,
        }
    }

    /// Covers the first base place not yet decided, every way it can be.
    fn cover(&mut self, at: Cover) -> ControlFlow<()> {
        let open = self.base_cells & !at.covered & !at.fins;
        if open == 0 {
            return self.extras(at, self.touched);
        }
        if at.count == self.size {
            // Every place left must be a fin.
            let fins = at.fins | open;
            if few_bits_count(fins) > self.fins.most {
                return ControlFlow::Continue(());
            }
            let sight = at.sight & self.reached_by(open);
            if !self.fins_in_sight(sight, fins) {
                return ControlFlow::Continue(());
            }
            return self.found(Cover { fins, sight, ..at });
        }
        if !self.coverable(&at, open) {
            return ControlFlow::Continue(());
        }
        let cell = open.trailing_zeros() as usize;
        let mut passed = 0u32;
        for house in HOUSES_OF[cell] {
            let bit = 1u32 << house;
            if self.touched & bit == 0 || at.forbidden & bit != 0 {
                continue;
            }
            let cells = self.places[usize::from(house)];
            self.cover(Cover {
                chosen: at.chosen | bit,
                count: at.count + 1,
                covered: at.covered | cells,
                cannibal: at.cannibal | (at.covered & cells),
                forbidden: at.forbidden | passed,
                ..at
            })?;
            passed |= bit;
        }
        if few_bits_count(at.fins) < self.fins.most {
            let sight = at.sight & self.reached_by(1 << cell);
            if self.in_sight(sight) {
                self.cover(Cover {
                    forbidden: at.forbidden | HOUSE_MASK_OF[cell],
                    fins: at.fins | 1 << cell,
                    sight,
                    ..at
                })?;
            }
        }
        ControlFlow::Continue(())
    }

    /// Whether the cover houses still to choose, each taking at most as many of the
    /// places left as the best of them, and the fins still allowed can account for every
    /// place left: a bound that cuts most sets of base houses short.
    fn coverable(&self, at: &Cover, open: u128) -> bool {
        let fins_left = self.fins.most - few_bits_count(at.fins);
        let count = open.count_ones();
        if count <= fins_left && matches!(self.reach, FinReach::Peers(_)) {
            return true;
        }
        let mut best = 0;
        let mut reachable = at.covered;
        let mut houses = self.touched & !at.chosen & !at.forbidden;
        while houses != 0 {
            let house = houses.trailing_zeros() as usize;
            houses &= houses - 1;
            best = best.max(few_bits_count(self.places[house] & open));
            reachable |= self.places[house];
        }
        if count > fins_left && best * (self.size - at.count) + fins_left < count {
            return false;
        }
        match self.reach {
            FinReach::Peers(_) => true,
            // A Kraken fish removes a place of a cover house outside the base houses that
            // every fin reaches, and not one that every fin sees (see `kraken_targets`):
            // so one that some fin, chosen or yet to be, reaches without seeing it.
            FinReach::Chains(_) => {
                let mut unseen = 0;
                let mut cells = at.fins | open;
                while cells != 0 {
                    let cell = cells.trailing_zeros() as usize;
                    cells &= cells - 1;
                    unseen |= self.reached[cell] & !PEERS[cell];
                }
                at.sight & unseen & reachable & self.alive != 0
            }
        }
    }

    /// What a Kraken fish with these fins, reaching `sight` together, may remove: places
    /// outside the base houses, and not those that every fin sees when the fins share a
    /// box, which a finned fish removes first.
    fn kraken_targets(&self, sight: u128, fins: u128) -> u128 {
        let mut out = sight & self.alive;
        let first = fins.trailing_zeros() as usize;
        let fin_box = HOUSES_OF[first][2] as usize;
        if fins & !HOUSE_CELLS[fin_box] == 0 {
            out &= !sight_of(fins);
        }
        out
    }

    /// With every base place decided, adds cover houses from `left` (that hold a base
    /// place and are not ruled out) up to the size.
    fn extras(&mut self, at: Cover, left: u32) -> ControlFlow<()> {
        if at.count == self.size {
            return self.found(at);
        }
        let mut rest = left & !at.chosen & !at.forbidden;
        let mut rest_count = rest.count_ones();
        while rest_count + at.count >= self.size {
            let house = rest.trailing_zeros();
            rest &= rest - 1;
            rest_count -= 1;
            let cells = self.places[house as usize];
            self.extras(
                Cover {
                    chosen: at.chosen | 1 << house,
                    count: at.count + 1,
                    covered: at.covered | cells,
                    cannibal: at.cannibal | (at.covered & cells),
                    ..at
                },
                rest,
            )?;
        }
        ControlFlow::Continue(())
    }

    /// Reports the fish of the chosen base and cover houses, if its fins fit the rule.
    fn found(&mut self, at: Cover) -> ControlFlow<()> {
        if (at.fins == 0) != (self.fins.most == 0) {
            return ControlFlow::Continue(());
        }
        let fish = Fish {
            digit: self.digit,
            base: self.base,
            cover: at.chosen,
            base_cells: self.base_cells,
            cover_cells: at.covered,
            fins: at.fins,
            endo: self.endo,
            cannibal: at.cannibal,
            sight: at.sight,
        };
        (self.visit)(&fish)
    }
}

/// The cover houses chosen so far and what they decide.
#[derive(Clone, Copy, Debug)]
struct Cover {
    chosen: u32,
    count: u32,
    covered: u128,
    cannibal: u128,
    /// Houses that may not be cover houses: passed over for a cell, or houses of a fin.
    forbidden: u32,
    fins: u128,
    sight: u128,
}

/// The `Scan` of each complex fish strategy: its kind and the houses it may take, then
/// per strategy its size and its fins. The names it uses (`scan`, `Scan`, `Found`,
/// `CandidateView`, `ControlFlow`, `Technique`) are the calling file's imports.
macro_rules! complex_fish {
    ($kind:expr, $houses:expr; $($type:ident, $size:literal, $fins:expr;)+) => {$(
        impl Scan for $type {
            const TECHNIQUE: Technique = Technique::$type;

            fn scan(&self, view: &CandidateView<'_>, found: &mut Found) -> ControlFlow<()> {
                scan(view, found, Technique::$type, ($kind, $size), $fins, $houses)
            }
        }
    )+};
}
pub(super) use complex_fish;

#[cfg(test)]
pub(super) mod tests;
