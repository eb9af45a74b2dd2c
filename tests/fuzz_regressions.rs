//! Replays every input kept under `fuzz/regressions/<target>/` through the same checks
//! the fuzz targets run (`fuzz/checks.rs`), so that a crash found once stays fixed.

#[path = "../fuzz/checks.rs"]
mod checks;

use std::path::Path;

type Check = fn(&[u8]);

const TARGETS: [(&str, Check); 7] = [
    ("parse_grid", checks::parse_grid),
    ("read_puzzles", checks::read_puzzles),
    ("parse_pencil_marks", checks::parse_pencil_marks),
    ("solve_grid", checks::solve_grid),
    ("solve_candidates", checks::solve_candidates),
    ("count_solutions", checks::count_solutions),
    ("generate_options", checks::generate_options),
];

#[test]
fn every_kept_fuzz_input_passes_its_checks() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/regressions");
    let mut replayed = 0;
    for (target, check) in TARGETS {
        let Ok(entries) = std::fs::read_dir(root.join(target)) else {
            continue;
        };
        for entry in entries {
            let path = entry.unwrap().path();
            check(&std::fs::read(&path).unwrap());
            replayed += 1;
        }
    }
    // Inputs that always must pass, so the checks themselves are exercised even before
    // any crash has been kept.
    for (_, check) in TARGETS {
        check(b"");
        check(&[b'.'; 200]);
        check(&(0..=255).cycle().take(400).collect::<Vec<u8>>());
    }
    eprintln!("replayed {replayed} kept fuzz inputs");
}
