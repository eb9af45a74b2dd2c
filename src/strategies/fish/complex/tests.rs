//! Tests of the complex fish search, shared with the Franken and Mutant strategies.

use super::*;
use crate::strategies::for_technique;
use crate::strategies::test_support::assert_sound;
use crate::{Candidate, Cell, Engine, Grid, GridSolver};

/// Puzzles of top1465 (lines 25, 73 and 385) whose candidates hold every size and
/// kind of complex fish, from the start on.
pub(in crate::strategies::fish) const HARD: [&str; 3] = [
    "...9.31..6.7....8.2.........5....4......6..2..1.......8...7.......3..5.....4....9",
    "42.....36....3.8...........7.8.1...........54..3.......5.4.6...1.....7.....2.....",
    "....4.87..61..................6...312...7....4.........5.1.8...7.....2.....3.....",
];

/// The complex fish techniques.
fn complex_fish() -> Vec<Technique> {
    Technique::ALL
        .iter()
        .copied()
        .filter(|t| t.name().contains("Franken") || t.name().contains("Mutant"))
        .collect()
}

/// The start state of a puzzle line, marked as having one solution, and the solution.
pub(in crate::strategies::fish) fn start(line: &str) -> (LayerGrid, Grid) {
    let puzzle: Grid = line.parse().unwrap();
    let mut grid = LayerGrid::from_grid(&puzzle);
    grid.assume_unique_solution();
    (grid, puzzle.unique_solution().unwrap())
}

/// The kind of the fish of a step, from its houses (base houses, then cover houses).
pub(in crate::strategies::fish) fn kind_of_step(step: &Step) -> Kind {
    let houses = &step.pattern().houses;
    let size = houses.len() / 2;
    let mask = |list: &[House]| list.iter().fold(0u32, |m, h| m | 1 << h.index());
    kind_of(mask(&houses[..size]), mask(&houses[size..]))
}

/// Asserts that `strategy` lists `expected` in the start state of `line`; that every
/// step it lists there keeps the solution, is of its kind and size and names its
/// digit; and that once the step is applied, the fish is not listed again.
pub(in crate::strategies::fish) fn assert_fires(
    strategy: &dyn GridSolver,
    kind: Kind,
    line: &str,
    expected: &str,
) {
    let (grid, solution) = start(line);
    let steps = strategy.find_all(&grid);
    assert_sound(&grid, &steps, &solution);
    let size = Some(match strategy.technique() {
        Technique::FrankenXWing | Technique::FinnedFrankenXWing => 2,
        Technique::MutantXWing | Technique::FinnedMutantXWing => 2,
        Technique::FrankenSwordfish | Technique::FinnedFrankenSwordfish => 3,
        Technique::MutantSwordfish | Technique::FinnedMutantSwordfish => 3,
        Technique::FrankenJellyfish | Technique::FinnedFrankenJellyfish => 4,
        Technique::MutantJellyfish | Technique::FinnedMutantJellyfish => 4,
        Technique::FinnedMutantSquirmbag => 5,
        _ => 6,
    });
    for step in &steps {
        assert_eq!(kind_of_step(step), kind, "{step}");
        assert_eq!(Some(step.pattern().houses.len() / 2), size, "{step}");
        assert_eq!(step.pattern().digits.len(), 1, "{step}");
    }
    let step = steps
        .iter()
        .find(|s| s.to_string() == expected)
        .unwrap_or_else(|| panic!("{} does not list {expected}", strategy.name()));
    let mut after = grid.clone();
    after.apply(step).unwrap();
    let again = strategy.find_all(&after);
    assert!(
        again.iter().all(|s| s.detail_text() != step.detail_text()),
        "{expected} is listed again once applied"
    );
}

/// Every fish of `size` on every digit of `grid`, found by trying every set of base
/// houses against every set of cover houses, as its notation without the step
/// name and its eliminations: (kind, finned, notation, eliminations).
fn plain_search(grid: &LayerGrid, size: usize) -> Vec<(Kind, bool, String, Vec<Candidate>)> {
    let mut out = Vec::new();
    let cells_of = |h: usize| -> Vec<usize> { (0..81).filter(|&c| HOUSE_CELLS[h] >> c & 1 == 1).collect() };
    for digit in Digit::ALL {
        let has = |c: usize| grid.has_candidate(Cell::from_index(c).unwrap(), digit);
        let places: Vec<Vec<usize>> = (0..27)
            .map(|h| cells_of(h).into_iter().filter(|&c| has(c)).collect())
            .collect();
        let usable: Vec<usize> = (0..27).filter(|&h| places[h].len() >= 2).collect();
        let mut bases = Vec::new();
        subsets(&usable, size, &mut Vec::new(), &mut bases);
        for base in bases {
            let mut in_base = [0usize; 81];
            for &h in &base {
                for &c in &places[h] {
                    in_base[c] += 1;
                }
            }
            let touched: Vec<usize> = (0..27)
                .filter(|h| !base.contains(h) && places[*h].iter().any(|&c| in_base[c] > 0))
                .collect();
            let mut covers = Vec::new();
            subsets(&touched, size, &mut Vec::new(), &mut covers);
            for cover in covers {
                let mut in_cover = [0usize; 81];
                for &h in &cover {
                    for &c in &places[h] {
                        in_cover[c] += 1;
                    }
                }
                let endo: Vec<usize> = (0..81).filter(|&c| in_base[c] >= 2).collect();
                let fins: Vec<usize> = (0..81)
                    .filter(|&c| in_base[c] >= 2 || (in_base[c] == 1 && in_cover[c] == 0))
                    .collect();
                if endo.len() > 2 || fins.len() > 5 {
                    continue;
                }
                let sees_fins = |c: usize| fins.iter().all(|&f| PEERS[f] >> c & 1 == 1);
                let eliminated: Vec<Candidate> = (0..81)
                    .filter(|&c| {
                        has(c) && ((in_cover[c] > 0 && in_base[c] == 0) || in_cover[c] >= 2) && sees_fins(c)
                    })
                    .map(|c| Candidate::new(Cell::from_index(c).unwrap(), digit))
                    .collect();
                if eliminated.is_empty() {
                    continue;
                }
                let mask = |list: &[usize]| list.iter().fold(0u32, |m, h| m | 1 << h);
                let fish = Fish {
                    digit,
                    base: mask(&base),
                    cover: mask(&cover),
                    base_cells: 0,
                    cover_cells: 0,
                    fins: fins.iter().fold(0, |m, &c| m | 1u128 << c),
                    endo: endo.iter().fold(0, |m, &c| m | 1u128 << c),
                    cannibal: 0,
                    sight: 0,
                };
                out.push((fish.kind(), !fins.is_empty(), notation(&fish), eliminated));
            }
        }
    }
    out.sort_by(|a, b| (&a.2, &a.3).cmp(&(&b.2, &b.3)));
    out
}

/// Every subset of `items` with `size` members, in order.
fn subsets(items: &[usize], size: usize, chosen: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
    if chosen.len() == size {
        out.push(chosen.clone());
        return;
    }
    for (i, &item) in items.iter().enumerate() {
        chosen.push(item);
        subsets(&items[i + 1..], size, chosen, out);
        chosen.pop();
    }
}

#[test]
fn the_cell_by_cell_search_finds_what_trying_every_cover_finds() {
    let techniques = [
        (Technique::FrankenXWing, Kind::Franken, false, 2),
        (Technique::FrankenSwordfish, Kind::Franken, false, 3),
        (Technique::FinnedFrankenXWing, Kind::Franken, true, 2),
        (Technique::FinnedFrankenSwordfish, Kind::Franken, true, 3),
        (Technique::MutantXWing, Kind::Mutant, false, 2),
        (Technique::MutantSwordfish, Kind::Mutant, false, 3),
        (Technique::FinnedMutantXWing, Kind::Mutant, true, 2),
        (Technique::FinnedMutantSwordfish, Kind::Mutant, true, 3),
    ];
    let mut compared = [0usize; 8];
    for line in HARD {
        let (grid, _) = start(line);
        let plain = [plain_search(&grid, 2), plain_search(&grid, 3)];
        for (count, (technique, kind, finned, size)) in compared.iter_mut().zip(techniques) {
            let mut ours: Vec<(String, Vec<Candidate>)> = for_technique(technique)
                .unwrap()
                .find_all(&grid)
                .iter()
                .map(|step| {
                    let mut eliminated = step.eliminations().to_vec();
                    eliminated.sort();
                    (step.detail_text().to_string(), eliminated)
                })
                .collect();
            ours.sort();
            let expected: Vec<(String, Vec<Candidate>)> = plain[size - 2]
                .iter()
                .filter(|(k, f, _, _)| *k == kind && *f == finned)
                .map(|(_, _, notation, eliminated)| (notation.clone(), eliminated.clone()))
                .collect();
            assert_eq!(ours, expected, "{technique} in {line}");
            *count += ours.len();
        }
    }
    for (count, (technique, ..)) in compared.iter().zip(techniques) {
        assert!(*count > 0, "{technique}: nothing to compare");
    }
}

#[test]
fn nothing_where_every_place_lies_in_a_template() {
    // With no givens every candidate lies in some solution, so no fish removes anything.
    let grid = LayerGrid::new();
    for technique in complex_fish() {
        let strategy = for_technique(technique).unwrap();
        assert!(strategy.find_all(&grid).is_empty(), "{technique}");
    }
}

#[test]
fn every_fish_along_hard_solutions_keeps_the_solution() {
    // The states on the engine's path through a hard puzzle: every fish that
    // every complex fish strategy lists keeps the known solution.
    let strategies: Vec<_> = complex_fish().into_iter().filter_map(for_technique).collect();
    let engine = Engine::default();
    let mut listed = vec![0usize; strategies.len()];
    for line in &HARD[..1] {
        let (mut grid, solution) = start(line);
        while let Some(next) = engine.next_step(&grid) {
            // The states before a single are skipped: they add time, not cases.
            let single = next.technique().family() == crate::Family::Singles;
            for (count, strategy) in listed.iter_mut().zip(&strategies).filter(|_| !single) {
                let steps = strategy.find_all(&grid);
                assert_sound(&grid, &steps, &solution);
                *count += steps.len();
            }
            grid.apply(&next).unwrap();
        }
        assert!(grid.is_solved(), "{line}");
    }
    for (count, strategy) in listed.iter().zip(&strategies) {
        assert!(*count > 0, "{} lists nothing", strategy.name());
    }
}

fn mask(list: &[House]) -> u32 {
    list.iter().fold(0, |m, h| m | 1 << h.index())
}

#[test]
fn kinds_follow_hodoku() {
    let (r, c, b) = (House::row, House::col, House::block);
    assert_eq!(kind_of(mask(&[r(0), r(4)]), mask(&[c(1), c(2)])), Kind::Basic);
    assert_eq!(kind_of(mask(&[r(0), b(4)]), mask(&[c(1), c(4)])), Kind::Franken);
    assert_eq!(kind_of(mask(&[r(0), r(4)]), mask(&[c(1), b(2)])), Kind::Franken);
    assert_eq!(kind_of(mask(&[c(0), b(4)]), mask(&[r(1), b(0)])), Kind::Franken);
    // Boxes alone on one side, both directions on one side, or one direction on both.
    assert_eq!(kind_of(mask(&[b(0), b(4)]), mask(&[c(1), c(4)])), Kind::Mutant);
    assert_eq!(kind_of(mask(&[r(0), c(4)]), mask(&[b(1), b(4)])), Kind::Mutant);
    assert_eq!(kind_of(mask(&[r(0), c(4)]), mask(&[c(1), r(4)])), Kind::Mutant);
    assert_eq!(kind_of(mask(&[r(0), b(4)]), mask(&[r(1), c(4)])), Kind::Mutant);
}

#[test]
fn houses_read_as_words() {
    let list = [House::row(0), House::row(4), House::block(8)];
    assert_eq!(houses_in_words(list.into_iter()), "rows 1 and 5 and box 9");
    let list = [House::col(1), House::block(0), House::block(8)];
    assert_eq!(houses_in_words(list.into_iter()), "column 2 and boxes 1 and 9");
    let list = [House::row(0), House::col(2), House::col(3), House::block(4)];
    assert_eq!(
        houses_in_words(list.into_iter()),
        "row 1, columns 3 and 4 and box 5"
    );
    assert_eq!(houses_in_notation(list.into_iter()), "r1,c3,c4,b5");
}

#[test]
fn sight_is_the_common_peers() {
    let r1c1 = 1u128;
    let r1c9 = 1u128 << 8;
    let sight = sight_of(r1c1 | r1c9);
    assert_eq!(sight, HOUSE_CELLS[0] & !(r1c1 | r1c9));
    assert_eq!(sight_of(0).count_ones(), 81);
}
