//! The backtracking search: one solution, solution counts, random full grids.
//!
//! Bit-parallel on nine 81-bit candidate planes (one per digit): naked and hidden
//! singles are found with word operations, the search branches on a cell with the fewest
//! candidates, and the state is a fixed-size value copied at each branch, so the search
//! allocates nothing per node.

mod board;
mod tables;
#[cfg(test)]
mod stats;

use board::Board;

/// Where a search starts.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Start<'a> {
    /// A puzzle as row-major bytes (0 = empty, 1-9 = digit; anything else makes it unsolvable).
    Digits(&'a [u8; 81]),
    /// Per-digit candidate planes (bit `i` = cell `i`; solved cells keep only their digit).
    Candidates(&'a [u128; 9]),
}

/// What a search is asked to do.
pub(crate) struct Config<'r> {
    /// Stop after this many solutions.
    pub max_solutions: usize,
    /// How many of the solutions found to keep (in the order found).
    pub keep: usize,
    /// Stop after this many branch nodes, if set.
    pub node_limit: Option<u64>,
    /// When set, try the digits of a branch cell in an order drawn from this source
    /// (it returns a number below its argument), for random full grids.
    pub shuffle: Option<&'r mut dyn FnMut(usize) -> usize>,
}

impl Config<'_> {
    pub(crate) fn count(max_solutions: usize) -> Config<'static> {
        Config {
            max_solutions,
            keep: 0,
            node_limit: None,
            shuffle: None,
        }
    }
}

/// What a search found.
#[derive(Clone, Debug, Default)]
pub(crate) struct Outcome {
    /// Solutions found (at most `max_solutions`).
    pub count: usize,
    /// The first `keep` solutions.
    pub solutions: Vec<[u8; 81]>,
    /// Branch decisions taken (guesses), over the whole search.
    pub guesses: u64,
    /// Whether the search stopped at its node limit before it finished.
    pub hit_node_limit: bool,
}

/// One solution of a puzzle, if any.
pub(crate) fn first_solution(cells: &[u8; 81]) -> Option<[u8; 81]> {
    let config = Config {
        max_solutions: 1,
        keep: 1,
        node_limit: None,
        shuffle: None,
    };
    run(Start::Digits(cells), config).solutions.pop()
}

/// The number of solutions, up to `limit`.
pub(crate) fn count_solutions(cells: &[u8; 81], limit: usize) -> usize {
    if limit == 0 {
        return 0;
    }
    run(Start::Digits(cells), Config::count(limit)).count
}

const PEERS: [u128; 81] = {
    let mut table = [0u128; 81];
    let mut c = 0;
    while c < 81 {
        table[c] = CellSet::peers_of(match crate::grid::Cell::from_index(c) {
            Some(cell) => cell,
            None => panic!("cell index"),
        })
        .bits();
        c += 1;
    }
    table
};

const HOUSES: [u128; 27] = {
    let mut table = [0u128; 27];
    let mut h = 0;
    while h < 27 {
        table[h] = CellSet::house(match crate::grid::House::from_index(h) {
            Some(house) => house,
            None => panic!("house index"),
        })
        .bits();
        h += 1;
    }
    table
};

/// The search state: candidates and placements per digit.
#[derive(Clone, Copy)]
struct State {
    /// Cells (unsolved) where each digit is still possible.
    candidates: [u128; 9],
    /// Cells where each digit is placed.
    placed: [u128; 9],
    /// Cells without a digit.
    unsolved: u128,
}

impl State {
    fn empty() -> State {
        State {
            candidates: [CellSet::ALL.bits(); 9],
            placed: [0; 9],
            unsolved: CellSet::ALL.bits(),
        }
    }

    /// Places digit index `d` in cell `c`; false if it was not a candidate.
    #[inline]
    fn place(&mut self, c: usize, d: usize) -> bool {
        let bit = 1u128 << c;
        if self.candidates[d] & bit == 0 {
            return false;
        }
        self.placed[d] |= bit;
        self.unsolved &= !bit;
        for plane in &mut self.candidates {
            *plane &= !bit;
        }
        self.candidates[d] &= !PEERS[c];
        true
    }

    fn from_start(start: Start<'_>) -> Option<State> {
        let mut state = State::empty();
        match start {
            Start::Digits(cells) => {
                for (c, &v) in cells.iter().enumerate() {
                    if v != 0 && (v > 9 || !state.place(c, usize::from(v) - 1)) {
                        return None;
                    }
                }
            }
            Start::Candidates(planes) => {
                for (d, &plane) in planes.iter().enumerate() {
                    state.candidates[d] &= plane;
                }
                // Cells with one candidate (the solved cells among them) are placed, so
                // that their peers lose the digit.
                let mut once = 0u128;
                let mut more = 0u128;
                for &plane in &state.candidates {
                    more |= once & plane;
                    once |= plane;
                }
                let singles = once & !more;
                for d in 0..9 {
                    let mut bits = singles & state.candidates[d];
                    while bits != 0 {
                        let c = bits.trailing_zeros() as usize;
                        bits &= bits - 1;
                        if !state.place(c, d) {
                            return None;
                        }
                    }
                }
            }
        }
        Some(state)
    }

    /// Applies naked and hidden singles until none is left. False on a contradiction.
    fn propagate(&mut self) -> bool {
        loop {
            if self.unsolved == 0 {
                return true;
            }
            let mut once = 0u128;
            let mut more = 0u128;
            for &plane in &self.candidates {
                more |= once & plane;
                once |= plane;
            }
            if self.unsolved & !once != 0 {
                return false;
            }
            let naked = once & !more;
            let mut progress = false;
            if naked != 0 {
                for d in 0..9 {
                    let mut bits = naked & self.candidates[d];
                    while bits != 0 {
                        let c = bits.trailing_zeros() as usize;
                        bits &= bits - 1;
                        if !self.place(c, d) {
                            return false;
                        }
                    }
                }
                progress = true;
            } else {
                for d in 0..9 {
                    for &house in &HOUSES {
                        if self.placed[d] & house != 0 {
                            continue;
                        }
                        let spots = self.candidates[d] & house;
                        if spots == 0 {
                            return false;
                        }
                        if spots & (spots - 1) == 0 {
                            if !self.place(spots.trailing_zeros() as usize, d) {
                                return false;
                            }
                            progress = true;
                        }
                    }
                }
            }
            if !progress {
                return true;
            }
        }
    }

    /// An unsolved cell with the fewest candidates.
    fn branch_cell(&self) -> usize {
        let mut best = self.unsolved.trailing_zeros() as usize;
        let mut best_count = 10;
        let mut bits = self.unsolved;
        while bits != 0 {
            let c = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let count = self.candidates.iter().filter(|&&p| p >> c & 1 == 1).count();
            if count < best_count {
                best = c;
                best_count = count;
                if count <= 2 {
                    break;
                }
            }
        }
        best
    }

    fn to_digits(self) -> [u8; 81] {
        let mut cells = [0u8; 81];
        for (d, &plane) in self.placed.iter().enumerate() {
            let mut bits = plane;
            while bits != 0 {
                let c = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                cells[c] = d as u8 + 1;
            }
        }
        cells
/// Runs a search.
pub(crate) fn run(start: Start<'_>, config: Config<'_>) -> Outcome {
    run_with(start, config, true)
}

fn run_with(start: Start<'_>, config: Config<'_>, placements: bool) -> Outcome {
    if config.max_solutions == 0 {
        return Outcome::default();
    }
    let mut board = match start {
        Start::Digits(cells) => match Board::from_digits(cells) {
            Some(board) => board,
            None => return Outcome::default(),
        },
        Start::Candidates(planes) => Board::from_planes(planes),
    };
    let mut searcher = Searcher {
        config,
        placements,
        outcome: Outcome::default(),
        nodes: 0,
    };
    searcher.descend(&mut board);
    searcher.outcome
}

struct Searcher<'r> {
    config: Config<'r>,
    placements: bool,
    outcome: Outcome,
    nodes: u64,
}

impl Searcher<'_> {
    /// Searches from `board` (which it may change). Returns true when the search must
    /// stop (enough solutions or the node limit).
    fn descend(&mut self, board: &mut Board) -> bool {
        if !board.propagate() {
            return false;
        }
        if board.is_solved() {
            self.outcome.count += 1;
            if self.outcome.solutions.len() < self.config.keep {
                self.outcome.solutions.push(board.to_digits());
            }
            return self.outcome.count >= self.config.max_solutions;
        }
        self.nodes += 1;
        if self.config.node_limit.is_some_and(|limit| self.nodes > limit) {
            self.outcome.hit_node_limit = true;
            return true;
        }
        if self.config.shuffle.is_none() && self.placements {
            if let Some(branch) = board.branch_placement() {
                // The placement that keeps the fewest candidate cells first.
                let mut order = [0usize; 6];
                let mut weights = [0u32; 6];
                let mut n = 0;
                let mut fitting = branch.fitting;
                while fitting != 0 {
                    let p = fitting.trailing_zeros() as usize;
                    fitting &= fitting - 1;
                    let weight = board.placement_weight(branch, p);
                    let mut i = n;
                    while i > 0 && weights[i - 1] > weight {
                        weights[i] = weights[i - 1];
                        order[i] = order[i - 1];
                        i -= 1;
                    }
                    weights[i] = weight;
                    order[i] = p;
                    n += 1;
                }
                for (k, &p) in order[..n].iter().enumerate() {
                    self.outcome.guesses += 1;
                    if k + 1 == n {
                        // The last alternative reuses this node's board.
                        board.restrict_placement(branch, p);
                        return self.descend(board);
                    }
                    let mut next = *board;
                    next.restrict_placement(branch, p);
                    if self.descend(&mut next) {
                        return true;
                    }
                }
                return false;
            }
        }
        let cell = board.branch_cell();
        let mut digits = [0usize; 9];
        let mut n = 0;
        for d in 0..9 {
            if board.allows(d, cell) {
                digits[n] = d;
                n += 1;
            }
        }
        if let Some(shuffle) = self.config.shuffle.as_mut() {
            for i in (1..n).rev() {
                let j = shuffle(i + 1).min(i);
                digits.swap(i, j);
            }
        }
        for (k, &d) in digits[..n].iter().enumerate() {
            self.outcome.guesses += 1;
            if k + 1 == n {
                board.place(d, cell);
                return self.descend(board);
            }
            let mut next = *board;
            next.place(d, cell);
            if self.descend(&mut next) {
                return true;
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(line: &str) -> [u8; 81] {
        let mut cells = [0u8; 81];
        for (cell, b) in cells.iter_mut().zip(line.bytes()) {
            *cell = if b.is_ascii_digit() { b - b'0' } else { 0 };
        }
        cells
    }

    fn is_valid_solution(puzzle: &[u8; 81], solution: &[u8; 81]) -> bool {
        let grid = crate::Grid::try_from(*solution).expect("bytes");
        grid.is_solved() && puzzle.iter().zip(solution).all(|(&p, &s)| p == 0 || p == s)
    }

    #[test]
    fn solves_a_hard_puzzle() {
        let puzzle =
            parse(".3......28.6....1.....4...3..1..6.7....7..3.4.6.3.5.......87..9..9..2...7.....2..");
        let solution = first_solution(&puzzle).expect("solvable");
        assert!(is_valid_solution(&puzzle, &solution));
        assert_eq!(count_solutions(&puzzle, 2), 1);
    }

    #[test]
    fn counts_stop_at_the_limit() {
        let empty = [0u8; 81];
        assert_eq!(count_solutions(&empty, 0), 0);
        assert_eq!(count_solutions(&empty, 1), 1);
        assert_eq!(count_solutions(&empty, 500), 500);
    }

    #[test]
    fn contradictory_givens_have_no_solution() {
        let mut puzzle = [0u8; 81];
        puzzle[0] = 5;
        puzzle[1] = 5;
        assert_eq!(count_solutions(&puzzle, 2), 0);
        assert!(first_solution(&puzzle).is_none());
        puzzle[1] = 10;
        assert_eq!(count_solutions(&puzzle, 2), 0);
    }

    #[test]
    fn node_limit_stops_the_search() {
        let config = Config {
            max_solutions: usize::MAX,
            keep: 0,
            node_limit: Some(100),
            shuffle: None,
        };
        let outcome = run(Start::Digits(&[0u8; 81]), config);
        assert!(outcome.hit_node_limit);
    }

    #[test]
    fn shuffled_search_gives_valid_different_grids() {
        let mut seed = 12345u64;
        let mut next = move |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        let mut grids = Vec::new();
        for _ in 0..3 {
            let config = Config {
                max_solutions: 1,
                keep: 1,
                node_limit: None,
                shuffle: Some(&mut next),
            };
            let outcome = run(Start::Digits(&[0u8; 81]), config);
            let grid = outcome.solutions[0];
            assert!(is_valid_solution(&[0u8; 81], &grid));
            grids.push(grid);
        }
        assert_ne!(grids[0], grids[1]);
    }
}
