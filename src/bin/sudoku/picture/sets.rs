//! The sets of a step drawn apart: each almost locked set (or part of a Sue de Coq) in a
//! colour of its own with its letter, and the legend that names them.
//!
//! The letters follow the order of the step's sets, `A` for the first, as its notation
//! names them. The colours are light fills a colour-blind reader tells apart (blue,
//! yellow, teal, purple, olive, cyan, grey, tan), none of them the red of what a step
//! removes, the green of what it places or the magenta of its fins; past eight sets they
//! come round again, and the letters still tell the sets apart.

use sudoku_strata::{Candidate, Cell, Family, PatternSet, Step};

use super::svg::{Svg, number};
use super::{CELL, MARGIN, STYLE, class};
use crate::pencil::Role;

/// The colour classes of the sets, in the order the sets take them.
const COLOURS: [&str; 8] = [
    "set-a", "set-b", "set-c", "set-d", "set-e", "set-f", "set-g", "set-h",
];

/// The mark of a set's own candidate: ringed in its set's colour.
const MARKS: [&str; 8] = [
    "pattern set-a",
    "pattern set-b",
    "pattern set-c",
    "pattern set-d",
    "pattern set-e",
    "pattern set-f",
    "pattern set-g",
    "pattern set-h",
];

/// The mark of a restricted common digit `X`: a place of a digit that joins two sets
/// (or a petal to the stem of a Death Blossom).
pub const RESTRICTED: &str = "restricted";

/// The letter of the set at `index`: `A`, `B`, ... `Z`, then `A` again.
pub fn letter(index: usize) -> char {
    char::from(b'A' + (index % 26) as u8)
}

/// The colour class of the set at `index`.
pub fn colour(index: usize) -> &'static str {
    COLOURS[index % COLOURS.len()]
}

/// The indices of the sets `cell` belongs to, in order.
fn sets_of(sets: &[PatternSet], cell: Cell) -> Vec<usize> {
    (0..sets.len())
        .filter(|&i| sets[i].cells.contains(cell))
        .collect()
}

/// Whether the step's links join sets through restricted commons: the ALS techniques
/// (in an ALS AIC the links are those of a chain, through the sets).
fn joins_by_restricted_commons(step: &Step) -> bool {
    step.technique().family() == Family::AlmostLockedSets
}

/// The mark of a pattern candidate in a step with sets: a restricted common, a
/// candidate of its set's colour, or `None` for one outside every set.
pub fn mark(step: &Step, candidate: Candidate) -> Option<&'static str> {
    let sets = &step.pattern().sets;
    let first = sets_of(sets, candidate.cell).first().copied()?;
    let at_link = step.pattern().links.iter().any(|link| {
        [link.from, link.to]
            .iter()
            .any(|node| node.digit == candidate.digit && node.cells.contains(candidate.cell))
    });
    if at_link && joins_by_restricted_commons(step) {
        Some(RESTRICTED)
    } else {
        Some(MARKS[first % MARKS.len()])
    }
}

/// The cells of the sets, each filled with its set's colour: a cell of several sets
/// in stripes, one for each, with each set's letter at the top left of its stripe.
/// `letters` draws the letters (over the candidates), `shade` the fills (under them).
pub fn shade(svg: &mut Svg, sets: &[PatternSet]) {
    for_stripes(sets, |index, cell, x, y, width| {
        let name = letter(index).to_string();
        let class = format!("set-cell {}", colour(index));
        svg.empty(
            "rect",
            &[
                ("class", &class),
                ("data-set", &name),
                ("data-cell", &cell.to_string()),
                ("x", &number(x)),
                ("y", &number(y)),
                ("width", &number(width)),
                ("height", &number(CELL)),
            ],
        );
    });
}

/// The letter of each set in each of its cells, over the candidates.
pub fn letters(svg: &mut Svg, sets: &[PatternSet]) {
    for_stripes(sets, |index, cell, x, y, _| {
        let name = letter(index).to_string();
        let class = format!("set-letter {}", colour(index));
        svg.text(
            "text",
            &[
                ("class", &class),
                ("data-set", &name),
                ("data-cell", &cell.to_string()),
                ("x", &number(x + 2.0)),
                ("y", &number(y + 1.5)),
            ],
            &name,
        );
    });
}

/// Calls `draw(set index, cell, x, y, width)` for the stripe of each set in each of its
/// cells.
fn for_stripes(sets: &[PatternSet], mut draw: impl FnMut(usize, Cell, f64, f64, f64)) {
    for cell in Cell::ALL {
        let mine = sets_of(sets, cell);
        let width = CELL / mine.len().max(1) as f64;
        let x = MARGIN + cell.col_index() as f64 * CELL;
        let y = MARGIN + cell.row_index() as f64 * CELL;
        for (k, &index) in mine.iter().enumerate() {
            draw(index, cell, x + k as f64 * width, y, width);
        }
    }
}

/// The height of one line of a step's legend.
const LINE: f64 = 22.0;

/// The legend of a step with sets, as an SVG strip: each set drawn (its colour, its
/// letter, its cells and digits, `A: r3c1,r3c2 {1,3,9}`), then what the rings mean in
/// this step (`X` the restricted commons, `Z` the digit the sets hold in the end, what
/// is removed). `None` for a step without sets, which the page's legend describes.
pub fn legend(step: &Step) -> Option<String> {
    let sets = &step.pattern().sets;
    if sets.is_empty() {
        return None;
    }
    let height = LINE * (sets.len() + 1) as f64 + 8.0;
    let mut svg = Svg::new(640.0, height, "sudoku-board sudoku-legend set-legend");
    svg.open("style", &[]);
    svg.raw(STYLE);
    svg.close();
    for (index, set) in sets.iter().enumerate() {
        let middle = LINE * index as f64 + LINE / 2.0 + 4.0;
        let name = letter(index).to_string();
        let class = format!("set-swatch {}", colour(index));
        svg.empty(
            "rect",
            &[
                ("class", &class),
                ("data-set", &name),
                ("x", "6"),
                ("y", &number(middle - 8.0)),
                ("width", "26"),
                ("height", "16"),
            ],
        );
        let letter_class = format!("set-letter {}", colour(index));
        svg.text(
            "text",
            &[("class", &letter_class), ("x", "9"), ("y", &number(middle - 6.5))],
            &name,
        );
        let words = format!("{name}: {} {{{}}}", set.cells, set.digits);
        svg.text(
            "text",
            &[
                ("class", "legend-text"),
                ("data-set", &name),
                ("x", "42"),
                ("y", &number(middle)),
            ],
            &words,
        );
    }
    let middle = LINE * sets.len() as f64 + LINE / 2.0 + 4.0;
    let mut x = 14.0;
    let mut entry = |svg: &mut Svg, mark: &str, words: &str| {
        let ring = format!("ring {mark}");
        svg.empty(
            "circle",
            &[
                ("class", &ring),
                ("cx", &number(x)),
                ("cy", &number(middle)),
                ("r", "9"),
            ],
        );
        let cand = format!("cand {mark}");
        svg.text(
            "text",
            &[("class", &cand), ("x", &number(x)), ("y", &number(middle + 0.5))],
            "5",
        );
        svg.text(
            "text",
            &[
                ("class", "legend-text"),
                ("x", &number(x + 14.0)),
                ("y", &number(middle)),
            ],
            words,
        );
        x += 34.0 + 8.0 * words.len() as f64;
    };
    let has = |wanted: &str| {
        step.pattern()
            .candidates
            .iter()
            .any(|&c| Role::of(step, c) == Some(Role::Pattern) && mark(step, c) == Some(wanted))
    };
    if has(RESTRICTED) {
        entry(&mut svg, RESTRICTED, "X: restricted common");
    }
    if !step.pattern().fins.is_empty() {
        entry(&mut svg, class(Role::Fin), "Z: in one of the sets");
    }
    if !step.eliminations().is_empty() {
        entry(&mut svg, class(Role::Removed), "removed");
    }
    if !step.placements().is_empty() {
        entry(&mut svg, class(Role::Placed), "placed");
    }
    Some(svg.finish())
}
