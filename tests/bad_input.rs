//! Bad input of every kind, against the library and the command line: each gets its own
//! error (library) or message and exit code (command line), never a panic or a hang.

use sudoku_strata::{Cell, Digit, Engine, Grid, HouseKind, LayerGrid, ParseError, SolveError};

const INVALID: &str = include_str!("../fixtures/invalid.tsv");

/// The input of a fixture row of `fixtures/invalid.tsv`.
fn fixture(kind: &str) -> String {
    INVALID
        .lines()
        .find_map(|l| l.strip_prefix(&format!("{kind}\t")))
        .unwrap_or_else(|| panic!("no fixture {kind}"))
        .to_string()
}

/// What the library must answer.
enum Expect {
    Parse(fn(&ParseError) -> bool),
    Solve(Box<dyn Fn(&SolveError) -> bool>),
}

struct Case {
    name: &'static str,
    input: Vec<u8>,
    library: Expect,
    /// The command line's exit code for `sudoku solve FILE` and a piece of its message.
    #[cfg_attr(not(feature = "cli"), allow(dead_code))]
    cli: (i32, &'static str),
}

fn cases() -> Vec<Case> {
    let ten_by_ten = (0..10).map(|_| "1234567891").collect::<Vec<_>>().join("\n");
    let repeat = |house: HouseKind| move |e: &SolveError| matches!(e, SolveError::Contradiction(c) if c.house.kind() == house);
    vec![
        Case {
            name: "empty input",
            input: b"".to_vec(),
            library: Expect::Parse(|e| *e == ParseError::Empty),
            cli: (2, "no puzzle found"),
        },
        Case {
            name: "too few cells",
            input: fixture("too-few-cells").into_bytes(),
            library: Expect::Parse(|e| *e == ParseError::WrongCellCount { found: 80 }),
            cli: (1, "expected 81 cells, found 80"),
        },
        Case {
            name: "too many cells",
            input: fixture("too-many-cells").into_bytes(),
            library: Expect::Parse(|e| *e == ParseError::WrongCellCount { found: 82 }),
            cli: (1, "expected 81 cells, found 82"),
        },
        Case {
            name: "a letter",
            input: fixture("letter").into_bytes(),
            library: Expect::Parse(|e| {
                matches!(
                    e,
                    ParseError::UnexpectedChar {
                        found: 'a',
                        line: 1,
                        column: 41
                    }
                )
            }),
            cli: (1, "unexpected character 'a' at line 1, column 41"),
        },
        Case {
            name: "a digit outside 1-9",
            input: fixture("digit-out-of-range").into_bytes(),
            library: Expect::Parse(|e| matches!(e, ParseError::UnexpectedChar { found: '%', .. })),
            cli: (1, "unexpected character '%'"),
        },
        Case {
            name: "a 10x10 picture",
            input: ten_by_ten.into_bytes(),
            // Each line is a line of 10 cells, never joined with the others.
            library: Expect::Parse(|e| *e == ParseError::WrongCellCount { found: 10 }),
            cli: (1, "expected 81 cells, found 10"),
        },
        Case {
            name: "a digit repeated in a row",
            input: fixture("repeat-row").into_bytes(),
            library: Expect::Solve(Box::new(repeat(HouseKind::Row))),
            cli: (1, "appears twice in row"),
        },
        Case {
            name: "a digit repeated in a column",
            input: fixture("repeat-col").into_bytes(),
            library: Expect::Solve(Box::new(repeat(HouseKind::Column))),
            cli: (1, "appears twice in column"),
        },
        Case {
            name: "a digit repeated in a box",
            input: fixture("repeat-box").into_bytes(),
            library: Expect::Solve(Box::new(repeat(HouseKind::Box))),
            cli: (1, "appears twice in box"),
        },
        Case {
            name: "no solution, found only by search",
            input: fixture("no-solution").into_bytes(),
            library: Expect::Solve(Box::new(|e| *e == SolveError::NoSolution)),
            cli: (1, "the puzzle has no solution"),
        },
        Case {
            name: "millions of solutions (the empty grid)",
            input: ".".repeat(81).into_bytes(),
            library: Expect::Solve(Box::new(|e| {
                matches!(
                    e,
                    SolveError::MultipleSolutions {
                        count: 100,
                        complete: false,
                        ..
                    }
                )
            })),
            cli: (1, "the puzzle has at least 2 solutions, not one"),
        },
        Case {
            name: "a very long line",
            input: "12345678.".repeat(20_000).into_bytes(),
            library: Expect::Parse(|e| *e == ParseError::WrongCellCount { found: 180_000 }),
            // Files are read a line at a time, each of at most 16 KiB.
            cli: (1, "line 1 is longer than the limit of 16384 bytes"),
        },
    ]
}

#[test]
fn the_library_gives_each_bad_input_its_error() {
    let engine = Engine::default();
    for case in cases() {
        let text = String::from_utf8(case.input.clone()).unwrap();
        let parsed = text.parse::<Grid>();
        match (&case.library, parsed) {
            (Expect::Parse(check), Err(error)) => assert!(check(&error), "{}: got {error:?}", case.name),
            (Expect::Solve(check), Ok(grid)) => {
                let error = engine.solve(&grid).expect_err(case.name);
                assert!(check(&error), "{}: got {error:?}", case.name);
                assert!(!error.to_string().is_empty());
            }
            (_, other) => panic!("{}: unexpected parse result {other:?}", case.name),
        }
        // The pencil-mark reader refuses it too, with an error rather than a panic.
        assert!(
            text.parse::<LayerGrid>().is_err() || text.parse::<Grid>().is_ok(),
            "{}",
            case.name
        );
    }
}

#[test]
fn counting_the_empty_grid_stops_at_the_limit() {
    assert_eq!(Grid::empty().count_solutions(100_000), 100_000);
}

#[test]
fn bytes_outside_zero_to_nine_are_errors() {
    let mut bytes = [0u8; 81];
    bytes[3] = 200;
    assert!(matches!(
        Grid::try_from(bytes),
        Err(ParseError::ByteOutOfRange { value: 200, .. })
    ));
}

#[test]
fn cell_and_digit_constructors_say_why_they_fail() {
    let cells: [((u8, u8), &str); 4] = [
        (
            (0, 5),
            "row 0, column 5 is no cell: rows and columns count from 1 to 9",
        ),
        (
            (3, 10),
            "row 3, column 10 is no cell: rows and columns count from 1 to 9",
        ),
        (
            (10, 0),
            "row 10, column 0 is no cell: rows and columns count from 1 to 9",
        ),
        (
            (255, 1),
            "row 255, column 1 is no cell: rows and columns count from 1 to 9",
        ),
    ];
    for ((row, column), message) in cells {
        let error = Cell::try_from((row, column)).unwrap_err();
        assert_eq!(error, ParseError::CellOutOfRange { row, column });
        assert_eq!(error.to_string(), message);
        assert_eq!(Cell::from_row_col(row, column), None);
    }
    for index in [81usize, 100, usize::MAX] {
        let error = Cell::try_from(index).unwrap_err();
        assert_eq!(error, ParseError::CellIndexOutOfRange { index });
        assert!(
            error
                .to_string()
                .starts_with(&format!("{index} is no cell index"))
        );
    }
    for value in [0u8, 10, 255] {
        let error = Digit::try_from(value).unwrap_err();
        assert_eq!(error, ParseError::DigitOutOfRange { value });
        assert_eq!(error.to_string(), format!("{value} is not a digit from 1 to 9"));
    }
    // And the good ones agree with the plain constructors.
    assert_eq!(Cell::try_from((9, 9)).ok(), Cell::from_row_col(9, 9));
    assert_eq!(Cell::try_from(40usize).ok(), Cell::from_index(40));
    assert_eq!(Digit::try_from(9).ok(), Digit::new(9));
}

#[cfg(feature = "cli")]
mod command_line {
    use std::process::Command;

    use super::cases;

    #[test]
    fn the_command_line_gives_each_bad_input_its_message_and_exit_code() {
        let folder = tempfile::Builder::new()
            .prefix("sudoku-bad-input-")
            .tempdir()
            .expect("a temporary folder");
        let dir = folder.path();
        let mut files = Vec::new();
        for (i, case) in cases().into_iter().enumerate() {
            let path = dir.join(format!("case-{i}.txt"));
            std::fs::write(&path, &case.input).unwrap();
            files.push((case.name, path.to_string_lossy().into_owned(), case.cli));
        }
        // Bytes that are not UTF-8 read as Latin-1: a character of no puzzle.
        let utf8 = dir.join("invalid-utf8.txt");
        std::fs::write(&utf8, b"\xfd\xff\n").unwrap();
        files.push((
            "invalid UTF-8",
            utf8.to_string_lossy().into_owned(),
            (1, "unexpected character '\u{fd}' at line 1, column 1"),
        ));
        let utf16 = dir.join("utf16.txt");
        std::fs::write(&utf16, b"\xff\xfe.\x00.\x00").unwrap();
        files.push((
            "UTF-16 text",
            utf16.to_string_lossy().into_owned(),
            (2, "the input is UTF-16 text"),
        ));
        files.push((
            "a missing file",
            dir.join("missing.txt").to_string_lossy().into_owned(),
            (2, "no such file"),
        ));
        files.push((
            "a directory",
            dir.to_string_lossy().into_owned(),
            (2, "is a directory"),
        ));
        let bom = dir.join("bom-crlf.txt");
        let puzzle = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489";
        std::fs::write(&bom, format!("\u{feff}{puzzle}\r\n")).unwrap();
        let out = Command::new(env!("CARGO_BIN_EXE_sudoku"))
            .args(["solve", &bom.to_string_lossy()])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "a byte order mark and CRLF are read");
        // A puzzle typed with a mistake gets its parse error and column, as a line of a
        // file does.
        let typo = format!("{}a{}", &puzzle[..66], &puzzle[67..]);
        files.push((
            "a typed puzzle with a typo",
            typo,
            (1, "<argument>:1: unexpected character 'a' at line 1, column 67"),
        ));
        for (name, path, (code, message)) in files {
            let out = Command::new(env!("CARGO_BIN_EXE_sudoku"))
                .args(["solve", &path])
                .output()
                .unwrap();
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(code), "{name}: {stderr}");
            assert!(stderr.contains(message), "{name}: {stderr}");
            assert!(!stderr.contains("panicked"), "{name}: {stderr}");
        }
    }
}

#[test]
fn a_puzzle_line_is_one_run_of_cells_or_regular_groups() {
    const LINE: &str = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489";
    let puzzle: Grid = LINE.parse().expect("the line");
    let groups = |size: usize, separator: &str| -> String {
        LINE.as_bytes()
            .chunks(size)
            .map(|c| std::str::from_utf8(c).unwrap())
            .collect::<Vec<_>>()
            .join(separator)
    };
    for text in [groups(9, " "), groups(3, "|"), groups(1, " "), groups(9, " | ")] {
        assert_eq!(text.parse::<Grid>(), Ok(puzzle), "{text}");
    }
    // A truncated puzzle followed by a field is an error, not another puzzle.
    let truncated = format!("{} 12", &LINE[..79]);
    assert_eq!(
        truncated.parse::<Grid>(),
        Err(ParseError::BrokenLine {
            cells: 79,
            line: 1,
            column: 81
        })
    );
    let truncated = format!("{}\t12", &LINE[..79]);
    assert_eq!(
        truncated.parse::<Grid>(),
        Err(ParseError::WrongCellCount { found: 79 })
    );
    // Groups of unequal sizes.
    let uneven = format!("{} {}", &LINE[..40], &LINE[40..]);
    assert!(
        matches!(
            uneven.parse::<Grid>(),
            Err(ParseError::BrokenLine {
                cells: 40,
                column: 42,
                ..
            })
        ),
        "{:?}",
        uneven.parse::<Grid>()
    );
    // A byte order mark is not part of the puzzle.
    assert_eq!(format!("\u{feff}{LINE}").parse::<Grid>(), Ok(puzzle));
    // A picture over several lines is unaffected.
    assert_eq!(format!("{puzzle:#}").parse::<Grid>(), Ok(puzzle));
}

#[test]
fn unknown_names_are_answered_with_the_valid_ones() {
    use sudoku_strata::{Difficulty, Symmetry, Technique};
    let technique = "hidden singles".parse::<Technique>().unwrap_err().to_string();
    assert!(
        technique.starts_with("unknown technique \"hidden singles\"; expected one of: Full House,"),
        "{technique}"
    );
    assert!(technique.contains("Hidden Single,"), "{technique}");
    let level = "foo".parse::<Difficulty>().unwrap_err().to_string();
    assert!(
        level.ends_with("beginner, easy, medium, hard, expert, extreme, beyond"),
        "{level}"
    );
    let symmetry = "rot45".parse::<Symmetry>().unwrap_err().to_string();
    assert!(
        symmetry.ends_with("none, rot180, rot90, mirror, diagonal"),
        "{symmetry}"
    );
}
