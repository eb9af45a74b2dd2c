//! The backtracking search: one solution, solution counts, random full grids.
//!
//! The state ([`board::Board`]) holds one 27-bit word per digit and band: the cells of
//! the band where the digit may still go. Propagation works on those words with small
//! lookup tables, to a fixed point:
//!
//! - the *band logic* of a word: a digit takes one cell in each row and each box of the
//!   band, so its three rows pick a permutation of the three boxes; minirows (a row's
//!   three cells in one box) outside every fitting permutation go, rows left with one
//!   cell are solved (hidden singles in rows and boxes), and a box confined to one column
//!   removes the digit from that column in the other bands;
//! - the *stack logic*, the same with columns and boxes across the three bands (column
//!   claiming, hidden singles in columns);
//! - naked singles, by counting the nine words of a band bit-parallel;
//! - the *triad rule*: a minirow or minicolumn holds exactly three digits, so three
//!   digits locked in it exclude the others, and when only three remain possible they
//!   are all locked there.
//!
//! When propagation stalls, the search branches on the placement of one digit in a band
//! or stack (the unit with the fewest digits left to place, or on the sparsest puzzles
//! the fewest placements, then the digit with the fewest placements), trying the
//! placement with the fewest candidate cells first; or,
//! when no digit has a choice left, on a cell's candidates. Each branch copies the
//! fixed-size board (the last alternative reuses it): nothing is allocated per node.
//!
//! A search counting to two stops at its first solution when that solution swaps into a
//! second one: two digits crosswise in four cells that are not given, forming a
//! rectangle over two rows, two columns and two boxes through one of the last few
//! bivalue cells branched on ([`board::Board::swaps_in_rectangle`]).
//!
//! The search is compiled twice, for plain x86-64 and for x86-64-v3, and the build the
//! processor can run is chosen at run time (see [`InstructionSet`]).

mod board;
mod solutions;
mod tables;

use board::Board;
pub(crate) use solutions::Enumeration;

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
    let mut searcher = Searcher::new(Config::count(1));
    searcher.capture_first = true;
    searcher.start(Start::Digits(cells));
    searcher.first
}

/// The number of solutions up to two, and the first one found: what "the answer of a
/// proper puzzle" needs, without allocating.
pub(crate) fn count_to_two_keeping_first(cells: &[u8; 81]) -> (usize, Option<[u8; 81]>) {
    let mut searcher = Searcher::new(Config::count(2));
    searcher.capture_first = true;
    searcher.start(Start::Digits(cells));
    (searcher.outcome.count, searcher.first)
}

/// The number of solutions, up to `limit`.
pub(crate) fn count_solutions(cells: &[u8; 81], limit: usize) -> usize {
    if limit == 0 {
        return 0;
    }
    run(Start::Digits(cells), Config::count(limit)).count
}

/// Runs a search.
pub(crate) fn run(start: Start<'_>, config: Config<'_>) -> Outcome {
    run_on(start, config, InstructionSet::Detected)
}

/// Runs a search compiled for `instruction_set`.
fn run_on(start: Start<'_>, config: Config<'_>, instruction_set: InstructionSet) -> Outcome {
    if config.max_solutions == 0 {
        return Outcome::default();
    }
    let mut searcher = Searcher::new(config);
    searcher.instruction_set = instruction_set;
    searcher.start(start);
    searcher.outcome
}

/// Branch on placements only when at most this many cells are open (a puzzle with the
/// 17 givens a unique puzzle needs at least has 64).
const PLACEMENT_BRANCHING_MAX_OPEN: u32 = 64;

/// Grids with at most this many open cells (at least 30 givens) get the lean search:
/// band logic and naked singles only, branching on a cell. On such grids the stack logic
/// and the triads seldom fire, so their cost at every node is mostly overhead.
const LEAN_MAX_OPEN: u32 = 51;

/// Grids with at least this many open cells (17 givens, the fewest a unique puzzle can
/// have) branch in the band or stack with the fewest placements over all its digits
/// rather than the fewest digits left to place: with so few givens nearly every unit
/// has all nine digits open, and counting placements tells them apart (tries per puzzle
/// over the 17-clue set 1.57 -> 1.12; on puzzles with more givens it grew the tree).
const FEWEST_PLACEMENTS_MIN_OPEN: u32 = 64;

/// How the search picks the unit to branch in on a grid with `open` open cells (see
/// [`FEWEST_PLACEMENTS_MIN_OPEN`]).
fn unit_choice(open: u32) -> board::UnitChoice {
    if open >= FEWEST_PLACEMENTS_MIN_OPEN {
        board::UnitChoice::FewestPlacements
    } else {
        board::UnitChoice::FewestOpenDigits
    }
}

struct Searcher<'r> {
    config: Config<'r>,
    outcome: Outcome,
    /// Whether to keep the first solution in `first` (without allocating).
    capture_first: bool,
    first: Option<[u8; 81]>,
    nodes: u64,
    /// Whether this search is lean (see [`LEAN_MAX_OPEN`]).
    lean: bool,
    /// How this search picks the unit to branch in (see [`unit_choice`]).
    unit_choice: board::UnitChoice,
    instruction_set: InstructionSet,
    /// The cells that were not given, per band (none for a start from candidates).
    free: [u32; 3],
    /// The last cells with two candidates branched on and their digits (as bits; 0 for
    /// none), for [`Board::swaps_in_rectangle`], the latest at `pairs_at - 1`.
    pairs: [(board::BandCell, u32); RECENT_PAIRS],
    pairs_at: usize,
}

/// Through how many of the last bivalue cells branched on a first solution is checked
/// for a rectangle (serg, counting to two: 7.63 tries per puzzle without the check, 7.12
/// through the last cell, 6.82 through the last four, 6.76 through eight). Any cell
/// that was not given will do: a stale entry can only miss a rectangle, not invent one.
const RECENT_PAIRS: usize = 4;

/// The instruction set a search is compiled for. The search's code is the same for
/// both: `pulp` compiles it a second time with the instructions of x86-64-v3 (AVX2,
/// BMI1 and 2, LZCNT, POPCNT: fewer instructions for the shifts, bit scans and
/// counts of the hot loops, about 10 % fewer in all) and picks that build at run time
/// when the processor has them, the plain one otherwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum InstructionSet {
    /// The best build the processor can run, detected at run time.
    Detected,
    /// The build for any processor of the target: the fallback `pulp` picks on
    /// processors without those instructions, forced in tests on those with them.
    #[cfg(test)]
    Plain,
}

/// The search from where it starts, as [`pulp`] runs it for an instruction set (the
/// root board is built there too, so that it is compiled for those instructions).
struct Root<'s, 'r, 'a> {
    searcher: &'s mut Searcher<'r>,
    start: Start<'a>,
}

impl pulp::WithSimd for Root<'_, '_, '_> {
    type Output = bool;

    #[inline(always)]
    fn with_simd<S: pulp::Simd>(self, simd: S) -> bool {
        let board = match self.start {
            Start::Digits(cells) => Board::from_digits(cells),
            Start::Candidates(planes) => Some(Board::from_planes(planes)),
        };
        let Some(mut board) = board else {
            return false;
        };
        // A swap of four free cells keeps to the givens, not to candidates a start from
        // candidates has removed: the shortcut is for starts from givens only.
        self.searcher.free = match self.start {
            Start::Digits(_) => board.free_cells(),
            Start::Candidates(_) => [0; 3],
        };
        let open = board.unsolved_count();
        self.searcher.lean = open <= LEAN_MAX_OPEN;
        self.searcher.unit_choice = unit_choice(open);
        // Every word is dirty at the start: one round over all of them at once.
        if !board.update_every_word() {
            return false;
        }
        self.searcher.descend(simd, &mut board)
    }
}

impl<'r> Searcher<'r> {
    fn new(config: Config<'r>) -> Searcher<'r> {
        Searcher {
            config,
            outcome: Outcome::default(),
            capture_first: false,
            first: None,
            nodes: 0,
            lean: false,
            unit_choice: board::UnitChoice::FewestOpenDigits,
            instruction_set: InstructionSet::Detected,
            free: [0; 3],
            pairs: [(board::BandCell { band: 0, bit: 1 }, 0); RECENT_PAIRS],
            pairs_at: 0,
        }
    }

    fn start(&mut self, start: Start<'_>) {
        let instruction_set = self.instruction_set;
        let root = Root {
            searcher: self,
            start,
        };
        match instruction_set {
            InstructionSet::Detected => pulp::Arch::new().dispatch(root),
            #[cfg(test)]
            InstructionSet::Plain => pulp::WithSimd::with_simd(root, pulp::Scalar::new()),
        };
    }

    /// Searches from `board` (which it may change), compiled for the instruction set of
    /// `simd`. Returns true when the search must stop (enough solutions or the node
    /// limit).
    fn descend<S: pulp::Simd>(&mut self, simd: S, board: &mut Board) -> bool {
        simd.vectorize(|| self.expand(simd, board))
    }

    /// The body of [`descend`](Self::descend), inlined there so that it is compiled for
    /// the instruction set of `simd`.
    #[inline(always)]
    fn expand<S: pulp::Simd>(&mut self, simd: S, board: &mut Board) -> bool {
        if !board.propagate(simd, self.lean) {
            return false;
        }
        if board.is_solved() {
            self.outcome.count += 1;
            // Counting to two (keeping none), a first solution where one of the last
            // bivalue cells branched on lies on a rectangle that swaps into another
            // solution has a second: the rest of the search is spared (on puzzles with
            // many solutions, the tries after the first solution).
            if self.outcome.count == 1
                && self.config.max_solutions == 2
                && self.config.keep == 0
                && self
                    .pairs
                    .iter()
                    .any(|&(cell, pair)| pair != 0 && board.swaps_in_rectangle(cell, pair, self.free))
            {
                self.outcome.count = 2;
            }
            let capture = self.capture_first && self.first.is_none();
            let keep = self.outcome.solutions.len() < self.config.keep;
            if capture || keep {
                // One call site, so that it is inlined into this build.
                let digits = board.digits();
                if capture {
                    self.first = Some(digits);
                }
                if keep {
                    self.outcome.solutions.push(digits);
                }
            }
            return self.outcome.count >= self.config.max_solutions;
        }
        self.nodes += 1;
        if self.config.node_limit.is_some_and(|limit| self.nodes > limit) {
            self.outcome.hit_node_limit = true;
            return true;
        }
        if self.config.shuffle.is_none()
            && branches_on_placements(board, self.lean)
            && let Some(branch) = board.branch_placement(self.unit_choice)
        {
            let (order, n) = placement_order(board, branch);
            for (k, &p) in order[..n].iter().enumerate() {
                self.outcome.guesses += 1;
                if k + 1 == n {
                    // The last alternative reuses this node's board.
                    board.restrict_placement(branch, p);
                    return self.descend(simd, board);
                }
                let mut next = *board;
                next.restrict_placement(branch, p);
                if self.descend(simd, &mut next) {
                    return true;
                }
            }
            return false;
        }
        let cell = board.branch_cell();
        let (mut digits, n) = cell_digits(board, cell);
        self.pairs[self.pairs_at % RECENT_PAIRS] = (
            cell,
            if n == 2 {
                1 << digits[0] | 1 << digits[1]
            } else {
                0
            },
        );
        self.pairs_at = self.pairs_at.wrapping_add(1);
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
                return self.descend(simd, board);
            }
            let mut next = *board;
            next.place(d, cell);
            if self.descend(simd, &mut next) {
                return true;
            }
        }
        false
    }
}

/// Whether the search branches on a digit's placements in `board` rather than on a
/// cell: branching on placements pays on puzzles, but on nearly empty grids it can sink
/// into a huge subtree without a solution, where the cell with the fewest candidates
/// finds solutions at once.
fn branches_on_placements(board: &Board, lean: bool) -> bool {
    !lean && board.unsolved_count() <= PLACEMENT_BRANCHING_MAX_OPEN
}

/// The fitting placements of `branch`, the one that keeps the fewest candidate cells
/// first, and how many there are.
#[inline(always)]
fn placement_order(board: &Board, branch: board::PlacementBranch) -> ([usize; 6], usize) {
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
    (order, n)
}

/// The digits `cell` allows, in order, and how many there are. From the cell's digit
/// bits, so that only the count is a branch (nearly always two), not each digit.
#[inline(always)]
fn cell_digits(board: &Board, cell: board::BandCell) -> ([usize; 9], usize) {
    let mut digits = [0usize; 9];
    let mut n = 0;
    let mut rest = board.digit_bits(cell);
    while rest != 0 {
        digits[n] = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        n += 1;
    }
    (digits, n)
}

#[cfg(test)]
pub(super) mod tests;
