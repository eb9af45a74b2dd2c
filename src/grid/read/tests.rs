//! What the shared table of layouts (`fixtures/layouts/`, read by `tests/layouts.rs`
//! and the Python tests) cannot show: limits, the states read, and one-puzzle texts.

use super::*;
use crate::{Cell, Digit, Grid};

const LINE: &str = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489";

fn entries(text: &str, limits: ReadLimits) -> Vec<Result<Entry, String>> {
    Reader::with_limits(text.as_bytes(), limits)
        .map(|e| e.map_err(|e| e.to_string()))
        .collect()
}

/// The puzzle's candidates with a digit placed and a cell left with one candidate.
fn worked_state() -> LayerGrid {
    let grid: Grid = LINE.parse().unwrap();
    let mut state = LayerGrid::from_grid(&grid);
    state.place(Cell::at(1, 7), Digit::ALL[6]).unwrap();
    for d in [1, 4, 7] {
        state.eliminate(Cell::at(0, 0), Digit::ALL[d]);
    }
    state
}

#[test]
fn a_pencil_mark_grid_reads_back_with_its_placed_digits_and_single_candidates() {
    let state = worked_state();
    let text = format!("{state}\n{state}\n\n{state}\n{LINE}\n");
    let read = entries(&text, ReadLimits::DEFAULT);
    assert_eq!(read.len(), 4);
    for entry in &read[..3] {
        assert_eq!(
            entry.as_ref().unwrap().puzzle,
            Ok(Puzzle::Marks(Box::new(state.clone())))
        );
    }
    assert_eq!(read[1].as_ref().unwrap().line, 14);
    assert_eq!(read[3].as_ref().unwrap().line, 41);
}

#[test]
fn a_line_too_long_is_its_own_error_and_the_rest_is_read() {
    let text = format!("{}\n{LINE}\n", "1".repeat(5000));
    let read = entries(&text, ReadLimits::DEFAULT.with_max_line(1000));
    assert_eq!(
        read[0].as_ref().unwrap().puzzle,
        Err(ParseError::LineTooLong { line: 1, limit: 1000 })
    );
    assert_eq!(
        read[1].as_ref().unwrap().puzzle,
        Ok(Puzzle::Digits(LINE.parse().unwrap()))
    );
}

#[test]
fn an_input_too_large_ends_with_its_error_after_what_came_before() {
    let text = format!("{LINE}\n").repeat(10);
    let read = entries(&text, ReadLimits::DEFAULT.with_max_input(500));
    assert_eq!(read.len(), 7);
    assert!(read[..6].iter().all(Result::is_ok));
    assert!(read[6].as_ref().unwrap_err().contains("limit of 500 bytes"));
}

#[test]
fn a_grid_broken_by_a_line_too_long_ends_there() {
    let grid: Grid = LINE.parse().unwrap();
    let picture = format!("{grid:#}");
    let mut lines: Vec<String> = picture.lines().map(str::to_string).collect();
    lines[5] = "|".repeat(2000);
    let text = format!("{}\n{picture}\n", lines.join("\n"));
    let read = entries(&text, ReadLimits::DEFAULT.with_max_line(1000));
    let kinds: Vec<&str> = read
        .iter()
        .map(|e| {
            e.as_ref()
                .unwrap()
                .puzzle
                .as_ref()
                .map_or_else(|e| e.kind(), |_| "ok")
        })
        .collect();
    assert_eq!(kinds[..2], ["incomplete_grid", "line_too_long"]);
    assert_eq!(kinds.last(), Some(&"ok"));
}

#[test]
fn one_puzzle_texts_hold_exactly_one() {
    assert_eq!("".parse::<Puzzle>(), Err(ParseError::Empty));
    assert_eq!("# nothing\n\n".parse::<Puzzle>(), Err(ParseError::Empty));
    assert_eq!(
        format!("{LINE}\n\n{LINE}").parse::<Puzzle>(),
        Err(ParseError::SeveralPuzzles { second: 3 })
    );
    // A grid of digits from a pencil-mark grid that loses nothing as digits, and not
    // from one that strikes candidates out.
    let grid: Grid = LINE.parse().unwrap();
    assert_eq!(LayerGrid::from_grid(&grid).to_string().parse::<Grid>(), Ok(grid));
    assert_eq!(
        format!("# the state\n{}", worked_state()).parse::<Grid>(),
        Err(ParseError::StruckCandidates { line: 2 })
    );
}

#[test]
fn read_all_stops_at_the_limit() {
    let limits = ReadLimits::DEFAULT.with_max_input(10);
    assert_eq!(limits.read_all(&[7u8; 10][..]).unwrap(), vec![7; 10]);
    assert!(matches!(
        limits.read_all(std::io::repeat(0)),
        Err(ReadError::TooLarge { limit: 10 })
    ));
}
