//! Every layout the reader reads, from one table shared with the Python tests
//! (`python/tests/test_layouts.py`): each file of `fixtures/layouts/` and the puzzles
//! `fixtures/layouts/expected.tsv` says it holds, in order.

use std::path::Path;

use sudoku_strata::{Entry, Puzzle, Reader};

/// An entry as the table writes it: its line, what it is, and its value.
type Row = (String, String, String);

fn row(entry: &Entry) -> Row {
    let (what, value) = match &entry.puzzle {
        Ok(Puzzle::Digits(grid)) => ("digits", grid.to_string()),
        Ok(Puzzle::Marks(state)) => ("marks", state.pencil_line()),
        Err(error) => {
            let position = error
                .position()
                .map_or_else(|| "-".to_string(), |(line, column)| format!("{line}:{column}"));
            ("error", format!("{} {position}", error.kind()))
        }
    };
    (entry.line.to_string(), what.to_string(), value)
}

#[test]
fn every_layout_reads_as_the_table_says() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/layouts");
    let table = std::fs::read_to_string(dir.join("expected.tsv")).expect("the table");
    let mut expected: Vec<(String, Vec<Row>)> = Vec::new();
    for line in table.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split('\t').collect();
        let [file, at, what, value] = fields[..] else {
            panic!("a row of four fields: {line:?}");
        };
        if expected.last().is_none_or(|(f, _)| f != file) {
            expected.push((file.to_string(), Vec::new()));
        }
        if what != "none" {
            let rows = &mut expected.last_mut().expect("just pushed").1;
            rows.push((at.to_string(), what.to_string(), value.to_string()));
        }
    }
    let files = std::fs::read_dir(&dir).expect("the fixtures").count();
    assert_eq!(
        expected.len() + 1,
        files,
        "every file of fixtures/layouts/ has its rows"
    );
    let mut wrong = Vec::new();
    for (file, rows) in &expected {
        let bytes = std::fs::read(dir.join(file)).expect("a fixture");
        let entries: Vec<Entry> = Reader::new(&bytes[..])
            .collect::<Result<_, _>>()
            .unwrap_or_else(|e| panic!("{file}: {e}"));
        let read: Vec<Row> = entries.iter().map(row).collect();
        if &read != rows {
            wrong.push(format!("{file}:\n  read     {read:?}\n  expected {rows:?}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
