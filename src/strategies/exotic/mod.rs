//! Exotic patterns: the patterns of the hardest lists, which the players who solve the
//! forum's hardest puzzles by hand reach for where other solvers need forcing nets.
//!
//! Each rests on a counting or parity argument over a fixed shape of cells, not on the
//! puzzle having one solution, so the engine runs them on any grid. They are tried after
//! the almost-locked-set chains and before every forcing chain or net, cheapest first:
//!
//! - [`Tridagon`]: three digits in twelve cells of four boxes that cannot all be filled
//!   (Denis Berthier's tridagon, the forum's "Thor's hammer"), guarded by one cell;
//! - [`TridagonGuardians`]: the same pattern guarded by several cells, whose guardians
//!   share a digit;
//! - [`SkLoop`]: Steve Kurzhals' loop of sixteen cells in four boxes;
//! - [`JuniorExocet`]: David P. Bird's Junior Exocet, base and target cells of one band;
//! - [`MultiSectorLockedSet`]: cells of some rows and columns with as many row and column
//!   links as cells (rank 0).
//!
//! Their scores sit between the ALS chains (7.4) and the forcing chains (8.0), Sudoku
//! Explainer not rating them; the rule is the size of what a person must check: twelve
//! cells (7.5), twelve cells and the guardians they see (7.6), sixteen cells and eight
//! links (7.6), two base cells, two targets and the
//! eighteen cells of three cross-lines (7.7), and a set of a dozen to thirty cells with
//! its count of links (7.8).

mod junior_exocet;
mod msls;
mod sk_loop;
pub(crate) mod tridagon;

pub use junior_exocet::JuniorExocet;
pub use msls::MultiSectorLockedSet;
pub use sk_loop::SkLoop;
pub use tridagon::{Tridagon, TridagonGuardians};

/// Real states of hard puzzles, reached by the engine without the exotic patterns and the
/// forcing chains, shared by the tests of the family.
#[cfg(test)]
pub(crate) mod states {
    use crate::Grid;

    /// Easter Monster (the forum's hardest list, 2007): it has an SK-Loop and
    /// Multi-Sector Locked Sets, and no tridagon or exocet.
    pub(crate) const EASTER_MONSTER: &str =
        "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1";

    /// [`EASTER_MONSTER`] after the engine's steps short of the exotic patterns.
    pub(crate) const EASTER_MONSTER_STATE: &str = "
        +--------------------+-------------------+--------------------+
        | 1      478   34578 | 3567  3689  5678  | 3489   369   2     |
        | 238    9     378   | 4     12368 12678 | 138    5     368   |
        | 23458  248   6     | 1235  12389 1258  | 7      139   3489  |
        +--------------------+-------------------+--------------------+
        | 2468   5     1478  | 9     1246  3     | 128    1267  678   |
        | 234689 12468 13489 | 126   7     1246  | 123589 12369 35689 |
        | 2369   1267  1379  | 8     5     126   | 1239   4     3679  |
        +--------------------+-------------------+--------------------+
        | 7      148   14589 | 1235  12348 12458 | 6      239   3459  |
        | 456    3     145   | 12567 1246  9     | 245    8     457   |
        | 45689  468   2     | 3567  3468  45678 | 3459   379   1     |
        +--------------------+-------------------+--------------------+";

    /// Puzzle 4401 of mith's list of 63,137 puzzles in T&E(3) (Player's Forum, 2022),
    /// which Denis Berthier solves with a tridagon on 3, 4 and 7 guarded by r4c4 alone.
    pub(crate) const MITH_4401: &str =
        "..3.5....457.8.....96.....5....6..51...21.9.8.1.5..62.....21.96..289.51.9.16.58.2";

    /// [`MITH_4401`] after the engine's steps short of the exotic patterns (singles only).
    pub(crate) const MITH_4401_STATE: &str = "
        +----------------+----------------+----------------+
        | 128  28    3   | 1479 5   24679 | 1247  4678 479 |
        | 4    5     7   | 139  8   2369  | 123   36   39  |
        | 128  9     6   | 1347 347 2347  | 12347 3478 5   |
        +----------------+----------------+----------------+
        | 2378 23478 489 | 3479 6   34789 | 347   5    1   |
        | 3567 3467  45  | 2    1   347   | 9     347  8   |
        | 378  1     489 | 5    347 34789 | 6     2    347 |
        +----------------+----------------+----------------+
        | 3578 3478  458 | 347  2   1     | 347   9    6   |
        | 367  3467  2   | 8    9   347   | 5     1    347 |
        | 9    347   1   | 6    347 5     | 8     347  2   |
        +----------------+----------------+----------------+";

    /// Puzzle 3240 of the same list, whose tridagon on 5, 8 and 9 has three guardians
    /// at first (Berthier's CSP-Rules examples).
    pub(crate) const MITH_3240: &str =
        "123.5......6.89.......3....26.......3.7.62..1..4.73...63....21.7..6...43.4.3..6.7";

    /// A state the engine reaches on [`MITH_3240`] (with one forcing step): r5c7 is 4,
    /// and the tridagon's guardians are the 1s of r4c3 and r8c2.
    pub(crate) const MITH_3240_STATE: &str = "
        +----------------+----------------+----------------+
        | 1    2    3    | 47    5   467  | 789  6789 4689 |
        | 45   57   6    | 127   8   9    | 1357 2357 245  |
        | 4589 5789 589  | 12    3   1467 | 157  2567 2456 |
        +----------------+----------------+----------------+
        | 2    6    1589 | 14589 149 1458 | 37   37   589  |
        | 3    589  7    | 589   6   2    | +4   589  1    |
        | 589  19   4    | 1589  7   3    | 589  26   26   |
        +----------------+----------------+----------------+
        | 6    3    589  | 45789 49  4578 | 2    1    589  |
        | 7    1589 128  | 6     129 158  | 589  4    3    |
        | 589  4    12   | 3     129 158  | 6    589  7    |
        +----------------+----------------+----------------+";

    /// Puzzles 4662, 4986, 3329, 20958, 3240 and 4401 of mith's list, each solved with a
    /// tridagon in Berthier's CSP-Rules examples.
    pub(crate) const MITH_TRIDAGONS: [&str; 6] = [
        "1.3.56.....7..9.........5....4...6.8..6.48.95......42..4.89..62.....59.4.6..2485.",
        "1.3.56..9.571.9..669.73......9.71...53.......7..3.569..1....82....51.9...7....4..",
        "....5.7.9...18.2.6...3.7...24....3.7......96...67...243.4..26..79...34.2.62.....3",
        "1....6.8.......2..6...72.14275......369......841.67....8..2167..1...8.4.....4.1.8",
        MITH_3240,
        MITH_4401,
    ];

    /// The second puzzle of the forum's 2011 list of the hardest (`forum-hardest-1106`).
    pub(crate) const HARDEST_2: &str =
        "........2..8.1.9..5....3.4....1.93...6..3..8...37......4......53.1.7.8..2........";

    /// [`HARDEST_2`] after the engine's steps short of the exotic patterns: it has a
    /// Junior Exocet in band 2.
    pub(crate) const HARDEST_2_STATE: &str = "
        +-------------------+--------------------+---------------------+
        | 14679 1379  4679  | 45689  45689 45678 | 1567  13567  2      |
        | 467   237   8     | 2456   1     24567 | 9     3567   367    |
        | 5     1279  2679  | 269    269   3     | 167   4      +8     |
        +-------------------+--------------------+---------------------+
        | 478   2578  2457  | 1      24568 9     | 3     2567   467    |
        | 1479  6     24579 | 245    3     245   | 12457 8      1479   |
        | 1489  12589 3     | 7      24568 24568 | 12456 12569  1469   |
        +-------------------+--------------------+---------------------+
        | 6789  4     679   | 23689  2689  1268  | 1267  123679 5      |
        | 3     59    1     | 24569  7     2456  | 8     269    469    |
        | 2     5789  5679  | 345689 45689 14568 | 1467  13679  134679 |
        +-------------------+--------------------+---------------------+";

    /// The solution of a puzzle line, by the backtracking search.
    pub(crate) fn solution(puzzle: &str) -> Grid {
        let grid: Grid = puzzle.parse().expect("a puzzle line");
        grid.unique_solution().expect("one solution")
    }
}
