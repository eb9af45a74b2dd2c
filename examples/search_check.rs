//! Checks the search on every puzzle of the given dataset files against an independent
//! reference solver, and prints the counts it found.
//!
//! ```sh
//! cargo run --release --example search_check -- top1465 17-clue path/to/file.txt
//! ```
//!
//! A set is a file name in `../shared/datasets` (or `$SUDOKU_DATASETS`) without `.txt`,
//! or a path. For each puzzle it compares `Grid::count_solutions(2)` with the reference
//! count and checks that `Grid::first_solution` is a valid solution keeping the givens.
//! Exits with status 1 on any disagreement.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;
use sudoku_strata::Grid;

fn parse(line: &str) -> Option<[u8; 81]> {
    let bytes = line.trim().as_bytes();
    if bytes.len() < 81 {
        return None;
    }
    let mut cells = [0u8; 81];
    for (cell, &b) in cells.iter_mut().zip(bytes) {
        *cell = match b {
            b'1'..=b'9' => b - b'0',
            b'.' | b'0' => 0,
            _ => return None,
        };
    }
    Some(cells)
}

/// The reference: candidates as nine-bit masks per cell, naked and hidden singles until
/// nothing changes, then a guess on a cell with the fewest candidates. Plain loops over
/// the 27 houses; nothing shared with the library.
#[derive(Clone)]
struct Reference {
    masks: [u16; 81],
}

const HOUSES: [[usize; 9]; 27] = {
    let mut houses = [[0usize; 9]; 27];
    let mut k = 0;
    while k < 9 {
        let mut i = 0;
        while i < 9 {
            houses[k][i] = k * 9 + i;
            houses[9 + k][i] = i * 9 + k;
            houses[18 + k][i] = (k / 3 * 3 + i / 3) * 9 + k % 3 * 3 + i % 3;
            i += 1;
        }
        k += 1;
    }
    houses
};

impl Reference {
    fn new(puzzle: &[u8; 81]) -> Option<Reference> {
        let mut r = Reference { masks: [0x1FF; 81] };
        for (i, &v) in puzzle.iter().enumerate() {
            if v != 0 && (v > 9 || !r.assign(i, v)) {
                return None;
            }
        }
        Some(r)
    }

    /// Sets cell `i` to `v` and removes `v` from its peers; false if `v` was not possible.
    fn assign(&mut self, i: usize, v: u8) -> bool {
        let bit = 1u16 << (v - 1);
        if self.masks[i] & bit == 0 {
            return false;
        }
        self.masks[i] = bit;
        for house in HOUSES.iter().filter(|h| h.contains(&i)) {
            for &j in house {
                if j != i {
                    self.masks[j] &= !bit;
                }
            }
        }
        true
    }

    /// Singles until nothing changes; false on a contradiction.
    fn settle(&mut self, done: &mut [bool; 81]) -> bool {
        loop {
            let mut progress = false;
            for (i, done) in done.iter_mut().enumerate() {
                let m = self.masks[i];
                if m == 0 {
                    return false;
                }
                if !*done && m.count_ones() == 1 {
                    *done = true;
                    if !self.assign(i, m.trailing_zeros() as u8 + 1) {
                        return false;
                    }
                    progress = true;
                }
            }
            for house in &HOUSES {
                for v in 1..=9u8 {
                    let bit = 1u16 << (v - 1);
                    let spots: Vec<usize> = house
                        .iter()
                        .copied()
                        .filter(|&j| self.masks[j] & bit != 0)
                        .collect();
                    match spots.as_slice() {
                        [] => return false,
                        [j] if !done[*j] => {
                            done[*j] = true;
                            if !self.assign(*j, v) {
                                return false;
                            }
                            progress = true;
                        }
                        _ => {}
                    }
                }
            }
            if !progress {
                return true;
            }
        }
    }

    fn count(&self, done: &[bool; 81], limit: usize, found: &mut usize) {
        let mut next = self.clone();
        let mut done = *done;
        if !next.settle(&mut done) {
            return;
        }
        let open = (0..81)
            .filter(|&i| next.masks[i].count_ones() > 1)
            .min_by_key(|&i| next.masks[i].count_ones());
        let Some(i) = open else {
            *found += 1;
            return;
        };
        for v in 1..=9u8 {
            if next.masks[i] & 1 << (v - 1) == 0 {
                continue;
            }
            let mut branch = next.clone();
            let mut branch_done = done;
            branch_done[i] = true;
            if branch.assign(i, v) {
                branch.count(&branch_done, limit, found);
            }
            if *found >= limit {
                return;
            }
        }
    }
}

fn reference_count(puzzle: &[u8; 81], limit: usize) -> usize {
    let Some(r) = Reference::new(puzzle) else {
        return 0;
    };
    let mut done = [false; 81];
    for (d, &v) in done.iter_mut().zip(puzzle) {
        *d = v != 0;
    }
    let mut found = 0;
    r.count(&done, limit, &mut found);
    found
}

fn solves(puzzle: &[u8; 81], solution: &[u8; 81]) -> bool {
    puzzle.iter().zip(solution).all(|(&p, &s)| p == 0 || p == s)
        && HOUSES.iter().all(|house| {
            let mut seen = 0u16;
            for &j in house {
                seen |= 1 << solution[j];
            }
            seen == 0x3FE
        })
}

fn main() -> ExitCode {
    let sets: Vec<String> = std::env::args().skip(1).collect();
    if sets.is_empty() {
        eprintln!("usage: search_check <set or file>...");
        return ExitCode::from(2);
    }
    let dir = std::env::var_os("SUDOKU_DATASETS")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/datasets"));
    let mut bad = 0usize;
    for set in &sets {
        let path = if std::path::Path::new(set).is_file() {
            PathBuf::from(set)
        } else {
            dir.join(format!("{set}.txt"))
        };
        let Ok(text) = std::fs::read_to_string(&path) else {
            eprintln!("{set}: cannot read {}", path.display());
            bad += 1;
            continue;
        };
        let start = Instant::now();
        let mut counts = [0usize; 3];
        let mut wrong = 0usize;
        for (line, puzzle) in text
            .lines()
            .enumerate()
            .filter_map(|(n, l)| parse(l).map(|p| (n, p)))
        {
            let grid = Grid::try_from(puzzle).expect("digits 0-9");
            let count = grid.count_solutions(2);
            let expected = reference_count(&puzzle, 2);
            let first = grid.first_solution();
            let first_ok = match &first {
                Some(solution) => expected > 0 && solves(&puzzle, &solution.to_bytes()),
                None => expected == 0,
            };
            counts[count.min(2)] += 1;
            if count != expected || !first_ok {
                wrong += 1;
                println!(
                    "{set} line {}: count {count}, reference {expected}, first_solution {}",
                    line + 1,
                    if first_ok { "ok" } else { "WRONG" }
                );
            }
        }
        println!(
            "{set}: {} puzzles, solutions 0/1/2+: {}/{}/{}, disagreements {wrong} ({:.1} s)",
            counts.iter().sum::<usize>(),
            counts[0],
            counts[1],
            counts[2],
            start.elapsed().as_secs_f64()
        );
        bad += wrong;
    }
    if bad == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
