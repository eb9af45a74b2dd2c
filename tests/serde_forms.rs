//! The serde forms of the board's types: what they write, and that they read it back.

#![cfg(all(feature = "serde", feature = "cli"))]

use sudoku_strata::{Cell, CellSet, Difficulty, Digit, DigitSet, Grid, House, Technique};

fn round_trip<T>(value: &T) -> String
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug,
{
    let json = serde_json::to_string(value).expect("serializes");
    let back: T = serde_json::from_str(&json).expect("reads back");
    assert_eq!(&back, value, "{json}");
    json
}

#[test]
fn houses_cells_and_grids_are_written_as_people_write_them() {
    assert_eq!(round_trip(&House::row(3)), "\"r4\"");
    assert_eq!(round_trip(&House::col(1)), "\"c2\"");
    assert_eq!(round_trip(&House::block(4)), "\"b5\"");
    for house in House::ALL {
        round_trip(&house);
    }
    assert_eq!(round_trip(&Cell::from_row_col(3, 5).unwrap()), "\"r3c5\"");
    let grid = Grid::random_solved(2);
    assert_eq!(round_trip(&grid), format!("\"{grid}\""));
    let cells: CellSet = ["r1c1", "r9c9"]
        .iter()
        .map(|c| c.parse::<Cell>().unwrap())
        .collect();
    assert_eq!(round_trip(&cells), "[\"r1c1\",\"r9c9\"]");
    let digits: DigitSet = [1, 5].iter().map(|&d| Digit::new(d).unwrap()).collect();
    round_trip(&digits);
}

#[test]
fn techniques_are_written_by_name_and_read_back() {
    assert_eq!(round_trip(&Technique::XWing), "\"X-Wing\"");
    for technique in Technique::ALL {
        assert_eq!(round_trip(technique), format!("\"{}\"", technique.name()));
    }
    // A user's own technique is written by name; only built-in names read back.
    let own = Technique::custom("My Pattern", Difficulty::Hard, 5.5);
    assert_eq!(serde_json::to_string(&own).unwrap(), "\"My Pattern\"");
    let error = serde_json::from_str::<Technique>("\"My Pattern\"")
        .unwrap_err()
        .to_string();
    assert!(
        error.contains("My Pattern") && error.contains("X-Wing"),
        "{error}"
    );
}

#[test]
fn bad_forms_are_errors_that_say_what_is_wrong() {
    for (json, expected) in [
        ("\"r0\"", "\"r0\" is not a house"),
        ("\"x4\"", "\"x4\" is not a house"),
        ("\"r10\"", "\"r10\" is not a house"),
        ("4", "invalid type"),
    ] {
        let error = serde_json::from_str::<House>(json).unwrap_err().to_string();
        assert!(error.contains(expected), "{json}: {error}");
    }
    let error = serde_json::from_str::<Cell>("\"r3c0\"").unwrap_err().to_string();
    assert!(error.contains("not a cell"), "{error}");
}
