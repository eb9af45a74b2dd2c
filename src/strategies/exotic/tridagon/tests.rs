//! Tests of the tridagon strategies and their search.

use std::ops::ControlFlow;

use super::search::*;
use super::*;
use crate::strategies::exotic::states::*;
use crate::strategies::test_support::{assert_sound, candidates, cells_holding, eliminations, pencil};
use crate::{Candidate, Cell, CellSet, DigitSet, GridSolver, Step};

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
    let steps = TridagonGuardians.find_all(&grid);
    assert_sound(&grid, &steps, &solution(MITH_3240));
    let step = steps
        .iter()
        .find(|s| {
            s.to_string()
                .ends_with("guardians r4c3,r8c2 (1) => r6c2,r8c3,r9c3<>1")
        })
        .unwrap_or_else(|| panic!("{steps:#?}"));
    assert_eq!(eliminations(step), candidates("r6c2<>1 r8c3<>1 r9c3<>1"));
    assert_eq!(step.technique(), Technique::TridagonGuardians);
    // The single-guardian form says nothing of it.
    for single in Tridagon.find_all(&grid) {
        let fin_cells: CellSet = single.pattern().fins.iter().map(|c| c.cell).collect();
        assert_eq!(fin_cells.len(), 1, "{single}");
    }
}

/// Checks each guardians step of `grid` by the definition: its fins are exactly the
/// candidates of its twelve cells outside its three digits, in two or more cells,
/// and each candidate it removes sees every fin and is none of them.
fn assert_guardians_by_definition(grid: &crate::LayerGrid, steps: &[Step]) {
    for step in steps {
        let pattern = step.pattern();
        let digits = pattern.digits;
        let cells: CellSet = pattern.candidates.iter().map(|c| c.cell).collect();
        assert_eq!(cells.len(), 12, "{step}");
        let guardians: Vec<Candidate> = cells
            .iter()
            .flat_map(|c| {
                grid.cell_candidates(c)
                    .iter()
                    .filter(|d| !digits.contains(*d))
                    .map(move |d| Candidate::new(c, d))
            })
            .collect();
        let mut fins: Vec<Candidate> = pattern.fins.clone();
        fins.sort_by_key(|c| c.index());
        let mut expected = guardians.clone();
        expected.sort_by_key(|c| c.index());
        assert_eq!(fins, expected, "{step}");
        let fin_cells: CellSet = fins.iter().map(|c| c.cell).collect();
        assert!(fin_cells.len() >= 2, "{step}");
        for e in step.eliminations() {
            assert!(!guardians.contains(e), "{step}");
            for g in &guardians {
                let sees = (g.cell == e.cell && g.digit != e.digit)
                    || (g.digit == e.digit && g.cell.peers().contains(e.cell));
                assert!(sees, "{step}: {e} does not see {g}");
            }
        }
    }
}

#[test]
fn guardians_in_constructed_states_follow_the_definition() {
    // The tridagon of boxes 1, 2, 4 and 5 (box 5 rising), with other digits added to
    // some of its cells; every other cell holds all nine digits.
    let twelve = [
        "r1c1", "r2c2", "r3c3", "r1c4", "r2c5", "r3c6", "r4c1", "r5c2", "r6c3", "r4c6", "r5c5", "r6c4",
    ];
    let cases: [(&[(usize, &str)], usize); 5] = [
        // Two guardian cells of one digit that share box 5: six cells see both.
        (&[(10, "4"), (11, "4")], 6),
        // Two cells of one digit in one row (r1c1, r1c4): the rest of row 1 loses it.
        (&[(0, "5"), (3, "5")], 7),
        // Three cells of one digit with no common peer: nothing.
        (&[(0, "6"), (4, "6"), (11, "6")], 0),
        // Two digits: a candidate that sees both is in both their cells: nothing.
        (&[(10, "4"), (11, "5")], 0),
        // Two extra digits in one cell and one in another: nothing either.
        (&[(10, "45"), (11, "4")], 0),
    ];
    for (extras, removed) in cases {
        let mut spec: Vec<(String, String)> = twelve
            .iter()
            .map(|c| (c.to_string(), "123".to_string()))
            .collect();
        for &(i, digits) in extras {
            spec[i].1.push_str(digits);
        }
        let spec: Vec<(&str, &str)> = spec.iter().map(|(c, d)| (c.as_str(), d.as_str())).collect();
        let grid = cells_holding(&spec);
        let steps = TridagonGuardians.find_all(&grid);
        assert_guardians_by_definition(&grid, &steps);
        let all: std::collections::HashSet<Candidate> = steps
            .iter()
            .flat_map(|s| s.eliminations().iter().copied())
            .collect();
        assert_eq!(all.len(), removed, "{extras:?}: {steps:#?}");
        // What the definition removes, over every tridagon with few guardians, the
        // strategy removes too.
        let masks = grid_masks(&grid);
        let mut defined = std::collections::HashSet::new();
        let _ = for_each_tridagon(&masks, Guard::Most(6), &mut |p| {
            if p.guardian_cells().len() >= 2 {
                defined.extend(seeing_all(&masks, &p.guardians(&masks)));
            }
            ControlFlow::Continue(())
        });
        assert_eq!(defined, all, "{extras:?}");
    }
}

#[test]
fn the_engine_reaches_a_sound_tridagon_step_in_each_of_mith_s_puzzles() {
    let engine = crate::Engine::default();
    for line in MITH_TRIDAGONS {
        let solution = solution(line);
        let mut grid = crate::strategies::test_support::puzzle(line);
        let step = loop {
            let step = engine.next_step(&grid).expect("a step");
            if matches!(
                step.technique(),
                Technique::Tridagon | Technique::TridagonGuardians | Technique::TridagonForcingNet
            ) {
                break step;
            }
            grid.apply(&step).expect("a step that applies");
        };
        assert_sound(&grid, std::slice::from_ref(&step), &solution);
        assert_sound(&grid, &Tridagon.find_all(&grid), &solution);
        let guarded = TridagonGuardians.find_all(&grid);
        assert_sound(&grid, &guarded, &solution);
        assert_guardians_by_definition(&grid, &guarded);
    }
}

#[test]
fn a_pattern_reads_back_from_its_cells() {
    let grid = pencil(MITH_3240_STATE);
    let masks = grid_masks(&grid);
    let mut seen = 0;
    let _ = for_each_tridagon(&masks, Guard::Most(4), &mut |p| {
        let again = Pattern::from_cells(&masks, p.digits(), p.cells()).expect("the same pattern");
        assert_eq!(again.guardians(&masks), p.guardians(&masks));
        assert_eq!(again.shape_text(), p.shape_text());
        seen += 1;
        ControlFlow::Continue(())
    });
    assert!(seen > 0);
    // Twelve cells of an even number of rising boxes, or not in a rectangle of
    // boxes, are no tridagon.
    let three = DigitSet::from_bits(0b111);
    let cells = |list: &str| -> CellSet { list.split(' ').map(|c| c.parse::<Cell>().unwrap()).collect() };
    let even = cells("r1c1 r2c2 r3c3 r1c6 r2c5 r3c4 r4c1 r5c2 r6c3 r4c6 r5c5 r6c4");
    assert!(Pattern::from_cells(&masks, three, even).is_none());
    let odd = cells("r1c1 r2c2 r3c3 r1c4 r2c5 r3c6 r4c1 r5c2 r6c3 r4c6 r5c5 r6c4");
    assert!(Pattern::from_cells(&masks, three, odd).is_some());
    let no_rectangle = cells("r1c1 r2c2 r3c3 r1c4 r2c5 r3c6 r4c1 r5c2 r6c3 r7c6 r8c5 r9c4");
    assert!(Pattern::from_cells(&masks, three, no_rectangle).is_none());
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
    let boxes = possible_boxes(&grid_masks(&grid), 0b100_1100, Guard::One);
    assert_eq!(boxes & 0b110_110_000, 0b110_110_000, "{boxes:09b}");
    assert_eq!(
        possible_boxes(&grid_masks(&crate::LayerGrid::new()), 0b111, Guard::Shared),
        0
    );
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
