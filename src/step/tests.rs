use super::*;

fn cell(r: u8, c: u8) -> Cell {
    Cell::from_row_col(r, c).unwrap()
}

fn d(v: u8) -> Digit {
    Digit::new(v).unwrap()
}

#[test]
fn eliminations_group_by_cell_then_merge_equal_digit_sets() {
    let step = Step::builder(Technique::NakedPair)
        .detail("3,7 in r4c2,r4c8")
        .eliminate(cell(4, 5), d(7))
        .eliminate(cell(4, 1), d(3))
        .eliminate(cell(4, 5), d(3))
        .build();
    assert_eq!(
        step.to_string(),
        "Naked Pair: 3,7 in r4c2,r4c8 => r4c1<>3, r4c5<>3,7"
    );
}

#[test]
fn cells_losing_the_same_digit_share_one_group() {
    let step = Step::builder(Technique::XWing)
        .detail("5 r2,r7 c3,c8")
        .eliminate(cell(9, 8), d(5))
        .eliminate(cell(4, 3), d(5))
        .build();
    assert_eq!(step.to_string(), "X-Wing: 5 r2,r7 c3,c8 => r4c3,r9c8<>5");
}

#[test]
fn repeated_eliminations_are_recorded_once() {
    let step = Step::builder(Technique::XWing)
        .eliminate(cell(1, 1), d(1))
        .eliminate(cell(1, 1), d(1))
        .build();
    assert_eq!(step.eliminations().len(), 1);
}

#[test]
fn alternate_form_falls_back_to_notation_without_explanation() {
    let step = Step::builder(Technique::NakedSingle)
        .place(cell(1, 1), d(4))
        .build();
    assert_eq!(format!("{step:#}"), "Naked Single: r1c1=4");
}

#[test]
fn compact_cells_groups_lines_then_rows() {
    let set = |cells: &[(u8, u8)]| -> CellSet { cells.iter().map(|&(r, c)| cell(r, c)).collect() };
    assert_eq!(compact_cells(set(&[(2, 3), (2, 6)])), "r2c36");
    assert_eq!(compact_cells(set(&[(2, 3), (3, 3)])), "r23c3");
    assert_eq!(compact_cells(set(&[(1, 1), (2, 2), (2, 3)])), "r1c1,r2c23");
    assert_eq!(compact_cells(set(&[(4, 4)])), "r4c4");
    assert_eq!(compact_cells(CellSet::EMPTY), "");
}
