use super::*;

fn d(value: u8) -> Digit {
    Digit::new(value).unwrap()
}

#[test]
fn placing_updates_all_three_dimensions() {
    let mut layers = LayerGrid::new();
    let cell = Cell::at(4, 4);
    layers.place(cell, d(5)).unwrap();
    assert_eq!(layers.status(cell, d(5)), CellStatus::Occupied);
    for digit in Digit::ALL.into_iter().filter(|&x| x != d(5)) {
        assert_eq!(layers.status(cell, digit), CellStatus::Forbidden);
    }
    for peer in cell.peers() {
        assert_eq!(layers.status(peer, d(5)), CellStatus::Forbidden, "{peer}");
    }
    assert_eq!(layers.candidates(d(5)).len(), 81 - 21);
    assert_eq!(layers.value(cell), Some(d(5)));
    assert!(!layers.is_given(cell));
    assert!(layers.cell_candidates(cell).is_empty());
}

#[test]
fn placing_twice_or_off_candidates_is_refused() {
    let mut layers = LayerGrid::new();
    let a = Cell::at(0, 0);
    layers.place(a, d(1)).unwrap();
    assert!(matches!(layers.place(a, d(2)), Err(StepError::CellSolved { .. })));
    assert!(matches!(
        layers.place(Cell::at(0, 5), d(1)),
        Err(StepError::NotACandidate { .. })
    ));
}

#[test]
fn eliminating_reports_whether_anything_changed() {
    let mut layers = LayerGrid::new();
    let cell = Cell::at(2, 3);
    assert!(layers.eliminate(cell, d(7)));
    assert!(!layers.eliminate(cell, d(7)));
    assert_eq!(layers.status(cell, d(7)), CellStatus::Forbidden);
    assert_eq!(layers.cell_candidates(cell).len(), 8);
}

#[test]
fn givens_are_kept_apart_from_placed_digits() {
    let grid: Grid = format!("5{}", ".".repeat(80)).parse().unwrap();
    let mut layers = LayerGrid::from_grid(&grid);
    layers.place(Cell::at(8, 8), d(9)).unwrap();
    assert_eq!(layers.givens(), CellSet::single(Cell::at(0, 0)));
    assert_eq!(layers.givens_grid(), grid);
    assert_eq!(layers.to_grid().given_count(), 2);
}

#[test]
fn candidate_counts_agree_with_cell_candidates() {
    let grid: Grid = ".3......28.6....1.....4...3..1..6.7....7..3.4.6.3.5.......87..9..9..2...7.....2.."
        .parse()
        .unwrap();
    let layers = LayerGrid::from_grid(&grid);
    for count in 0..=9 {
        let expected: CellSet = layers
            .unsolved_cells()
            .iter()
            .filter(|&c| layers.cell_candidates(c).len() == count)
            .collect();
        assert_eq!(
            layers.cells_with_candidate_count(count),
            expected,
            "count {count}"
        );
    }
    assert_eq!(layers.bivalue_cells(), layers.cells_with_candidate_count(2));
}

#[test]
fn consistency_catches_empty_cells_and_repeats() {
    let mut layers = LayerGrid::new();
    assert!(layers.is_consistent());
    for digit in Digit::ALL {
        layers.eliminate(Cell::at(0, 0), digit);
    }
    assert!(!layers.is_consistent());
    let repeated: Grid = format!("55{}", ".".repeat(79)).parse().unwrap();
    assert!(!LayerGrid::from_grid(&repeated).is_consistent());
}
