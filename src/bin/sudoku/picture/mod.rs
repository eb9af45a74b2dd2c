//! The candidate grid as an SVG picture, with a step drawn on it: for `explain --html`
//! and the pages of `sudoku serve`.
//!
//! Givens are large and black, digits placed later large and blue, candidates small and
//! grey. A step's houses are tinted, its pattern cells shaded; its own candidates are
//! ringed in blue, fins (and a tridagon's guardians) in magenta, the candidates it removes ringed in red and struck
//! through, the digits it places ringed in green; a chain's links are drawn from
//! candidate to candidate, strong links solid and weak links dashed. Every candidate
//! carries `data-cell` and `data-digit`, and a marked one the class of its part, so
//! that a page (or a test) can find it.

mod sets;
mod svg;

use sudoku_strata::{
    Candidate, Cell, CellSet, ChainNode, Digit, LayerGrid, Link, LinkKind, Literal, PatternSet, Step,
};

use crate::pencil::Role;
pub use sets::legend as set_legend;
pub use svg::escape;
use svg::{Svg, number};

/// The side of a cell, in the picture's units.
const CELL: f64 = 60.0;
/// The room left of and above the grid for the row and column numbers.
const MARGIN: f64 = 24.0;
/// The room right of and below the grid, so that the thick border shows whole.
const END: f64 = 4.0;

/// The style of the pictures: one sheet, written into each picture so that each stands
/// alone (in a page, a saved file or a viewer); the server also serves it as a style
/// sheet of its own, since its pages allow no inline style.
pub const STYLE: &str = "\
.sudoku-board{font-family:'DejaVu Sans',Verdana,Arial,sans-serif}\
.sudoku-board .paper{fill:#fff}\
.sudoku-board .label{font-size:13px;fill:#777;text-anchor:middle;dominant-baseline:central}\
.sudoku-board .house{fill:#fff6d5}\
.sudoku-board .pattern-cell{fill:#dcebff}\
.sudoku-board .end-cell{fill:#ffd9d9}\
.sudoku-board .thin{stroke:#b5b5b5;stroke-width:1}\
.sudoku-board .thick{stroke:#222;stroke-width:3;fill:none}\
.sudoku-board .given{font-size:38px;font-weight:bold;fill:#111;text-anchor:middle;dominant-baseline:central}\
.sudoku-board .placed{font-size:36px;fill:#2a5db0;text-anchor:middle;dominant-baseline:central}\
.sudoku-board .cand{font-size:15px;fill:#666;text-anchor:middle;dominant-baseline:central}\
.sudoku-board .cand.pattern,.sudoku-board .cand.fin,.sudoku-board .cand.removed,.sudoku-board .cand.placement,.sudoku-board .cand.assume,.sudoku-board .cand.lemma,.sudoku-board .cand.end,.sudoku-board .cand.restricted{font-weight:bold;fill:#000}\
.sudoku-board .ring{stroke-width:2}\
.sudoku-board .ring.pattern{fill:#8fc1ff;stroke:#1f6fd1}\
.sudoku-board .ring.fin{fill:#f5b3f0;stroke:#b0179f}\
.sudoku-board .ring.removed{fill:#ffc4c4;stroke:#d11f1f}\
.sudoku-board .ring.placement{fill:#a8eba0;stroke:#1d8f10}\
.sudoku-board .ring.assume{fill:#ffd68a;stroke:#c77400}\
.sudoku-board .ring.lemma{fill:#f5b3f0;stroke:#b0179f}\
.sudoku-board .ring.end{fill:#ffc4c4;stroke:#d11f1f}\
.sudoku-board .ring.restricted{fill:#ffe2b0;stroke:#e07b00;stroke-width:3}\
.sudoku-board rect.set-a{fill:#a9cdf5}.sudoku-board .ring.set-a{fill:#fff;stroke:#1f5fa8}.sudoku-board .set-letter.set-a{fill:#1f5fa8}\
.sudoku-board rect.set-b{fill:#ecd36f}.sudoku-board .ring.set-b{fill:#fff;stroke:#8a6d00}.sudoku-board .set-letter.set-b{fill:#8a6d00}\
.sudoku-board rect.set-c{fill:#9fdcc9}.sudoku-board .ring.set-c{fill:#fff;stroke:#0f7a66}.sudoku-board .set-letter.set-c{fill:#0f7a66}\
.sudoku-board rect.set-d{fill:#d8c6f2}.sudoku-board .ring.set-d{fill:#fff;stroke:#6a3fb5}.sudoku-board .set-letter.set-d{fill:#6a3fb5}\
.sudoku-board rect.set-e{fill:#dbe09a}.sudoku-board .ring.set-e{fill:#fff;stroke:#6b7112}.sudoku-board .set-letter.set-e{fill:#6b7112}\
.sudoku-board rect.set-f{fill:#bfe9f7}.sudoku-board .ring.set-f{fill:#fff;stroke:#1b7fa0}.sudoku-board .set-letter.set-f{fill:#1b7fa0}\
.sudoku-board rect.set-g{fill:#d6d6d6}.sudoku-board .ring.set-g{fill:#fff;stroke:#4d4d4d}.sudoku-board .set-letter.set-g{fill:#4d4d4d}\
.sudoku-board rect.set-h{fill:#e9d2b4}.sudoku-board .ring.set-h{fill:#fff;stroke:#8a5a2b}.sudoku-board .set-letter.set-h{fill:#8a5a2b}\
.sudoku-board .set-letter{font-size:12px;font-weight:bold;dominant-baseline:hanging;paint-order:stroke;stroke:#fff;stroke-width:3px;stroke-linejoin:round}\
.sudoku-board .legend-text{font-size:13px;fill:#222;dominant-baseline:central}\
.sudoku-board .strike{stroke:#d11f1f;stroke-width:2.5}\
.sudoku-board .link{fill:none;stroke:#e07b00;stroke-width:2.5}\
.sudoku-board .link.weak{stroke-dasharray:6 4}\
.sudoku-board .arrow{fill:#e07b00}";

/// The part a candidate plays, as its class in the picture.
pub fn class(role: Role) -> &'static str {
    match role {
        Role::Pattern => "pattern",
        Role::Fin => "fin",
        Role::Removed => "removed",
        Role::Placed => "placement",
    }
}

/// The centre of the small square where `digit` is written in `cell`.
fn spot(cell: Cell, digit: Digit) -> (f64, f64) {
    let d = usize::from(digit.get() - 1);
    let x = MARGIN + cell.col_index() as f64 * CELL + (d % 3) as f64 * CELL / 3.0 + CELL / 6.0;
    let y = MARGIN + cell.row_index() as f64 * CELL + (d / 3) as f64 * CELL / 3.0 + CELL / 6.0;
    (x, y)
}

/// Where a link starts or ends: the middle of the node's candidates.
fn node_spot(node: &ChainNode) -> Option<(f64, f64)> {
    let spots: Vec<(f64, f64)> = node.cells.iter().map(|cell| spot(cell, node.digit)).collect();
    if spots.is_empty() {
        return None;
    }
    let n = spots.len() as f64;
    Some((
        spots.iter().map(|s| s.0).sum::<f64>() / n,
        spots.iter().map(|s| s.1).sum::<f64>() / n,
    ))
}

fn cell_rect(svg: &mut Svg, cell: Cell, class: &str) {
    let x = number(MARGIN + cell.col_index() as f64 * CELL);
    let y = number(MARGIN + cell.row_index() as f64 * CELL);
    let side = number(CELL);
    let name = cell.to_string();
    svg.empty(
        "rect",
        &[
            ("class", class),
            ("data-cell", &name),
            ("x", &x),
            ("y", &y),
            ("width", &side),
            ("height", &side),
        ],
    );
}

/// The cells of the step's houses, tinted under everything else.
fn houses(step: &Step) -> CellSet {
    let mut cells = CellSet::EMPTY;
    for house in &step.pattern().houses {
        cells |= house.cells();
    }
    cells
}

fn grid_lines(svg: &mut Svg) {
    let end = MARGIN + 9.0 * CELL;
    for i in 0..=9 {
        let at = number(MARGIN + f64::from(i) * CELL);
        let class = if i % 3 == 0 { "thick" } else { "thin" };
        if class == "thin" {
            svg.empty(
                "line",
                &[
                    ("class", class),
                    ("x1", &at),
                    ("y1", &number(MARGIN)),
                    ("x2", &at),
                    ("y2", &number(end)),
                ],
            );
            svg.empty(
                "line",
                &[
                    ("class", class),
                    ("x1", &number(MARGIN)),
                    ("y1", &at),
                    ("x2", &number(end)),
                    ("y2", &at),
                ],
            );
        }
    }
    for i in (0..=9).step_by(3) {
        let at = number(MARGIN + f64::from(i) * CELL);
        svg.empty(
            "line",
            &[
                ("class", "thick"),
                ("x1", &at),
                ("y1", &number(MARGIN - 1.5)),
                ("x2", &at),
                ("y2", &number(end + 1.5)),
            ],
        );
        svg.empty(
            "line",
            &[
                ("class", "thick"),
                ("x1", &number(MARGIN - 1.5)),
                ("y1", &at),
                ("x2", &number(end + 1.5)),
                ("y2", &at),
            ],
        );
    }
}

fn labels(svg: &mut Svg) {
    for i in 0..9u8 {
        let middle = number(MARGIN + f64::from(i) * CELL + CELL / 2.0);
        let label = (i + 1).to_string();
        svg.text(
            "text",
            &[("class", "label"), ("x", &middle), ("y", &number(MARGIN / 2.0))],
            &label,
        );
        svg.text(
            "text",
            &[("class", "label"), ("x", &number(MARGIN / 2.0)), ("y", &middle)],
            &label,
        );
    }
}

/// A digit in a cell: a given or a digit placed earlier.
fn digit(svg: &mut Svg, state: &LayerGrid, cell: Cell, digit: Digit) {
    let x = number(MARGIN + cell.col_index() as f64 * CELL + CELL / 2.0);
    let y = number(MARGIN + cell.row_index() as f64 * CELL + CELL / 2.0 + 1.0);
    let class = if state.is_given(cell) { "given" } else { "placed" };
    svg.text(
        "text",
        &[
            ("class", class),
            ("data-cell", &cell.to_string()),
            ("x", &x),
            ("y", &y),
        ],
        &digit.to_string(),
    );
}

/// A candidate, ringed and classed by its part (`mark`: `pattern`, `removed`, `assume`,
/// ...), struck through when the step removes it.
fn candidate(svg: &mut Svg, candidate: Candidate, mark: Option<&str>) {
    let (x, y) = spot(candidate.cell, candidate.digit);
    let (cx, cy) = (number(x), number(y));
    let cell = candidate.cell.to_string();
    let digit = candidate.digit.to_string();
    let struck = mark == Some(class(Role::Removed));
    let class = match mark {
        Some(mark) => {
            let ring = format!("ring {mark}");
            svg.empty(
                "circle",
                &[("class", &ring), ("cx", &cx), ("cy", &cy), ("r", "9")],
            );
            format!("cand {mark}")
        }
        None => "cand".to_string(),
    };
    svg.text(
        "text",
        &[
            ("class", &class),
            ("data-cell", &cell),
            ("data-digit", &digit),
            ("x", &cx),
            ("y", &number(y + 0.5)),
        ],
        &digit,
    );
    if struck {
        svg.empty(
            "line",
            &[
                ("class", "strike"),
                ("data-cell", &cell),
                ("data-digit", &digit),
                ("x1", &number(x - 8.0)),
                ("y1", &number(y + 8.0)),
                ("x2", &number(x + 8.0)),
                ("y2", &number(y - 8.0)),
            ],
        );
    }
}

/// A chain link: a curve from candidate to candidate that stops short of both, so that
/// the digits stay readable, with an arrowhead at its end.
fn link(svg: &mut Svg, link: &Link) {
    let (Some((x1, y1)), Some((x2, y2))) = (node_spot(&link.from), node_spot(&link.to)) else {
        return;
    };
    let (dx, dy) = (x2 - x1, y2 - y1);
    let length = (dx * dx + dy * dy).sqrt();
    if length < 1.0 {
        return;
    }
    let (ux, uy) = (dx / length, dy / length);
    let gap = 10.0_f64.min(length / 3.0);
    let (sx, sy) = (x1 + ux * gap, y1 + uy * gap);
    let (ex, ey) = (x2 - ux * gap, y2 - uy * gap);
    // Bend the curve to one side, a little more for long links, so that links along one
    // row do not hide the candidates between their ends.
    let bend = (length * 0.12).min(30.0);
    let (mx, my) = ((sx + ex) / 2.0 - uy * bend, (sy + ey) / 2.0 + ux * bend);
    let kind = match link.kind {
        LinkKind::Strong => "strong",
        LinkKind::Weak => "weak",
    };
    let path = format!(
        "M{} {} Q{} {} {} {}",
        number(sx),
        number(sy),
        number(mx),
        number(my),
        number(ex),
        number(ey)
    );
    let class = format!("link {kind}");
    let from = link.from.to_string();
    let to = link.to.to_string();
    svg.empty(
        "path",
        &[
            ("class", &class),
            ("data-from", &from),
            ("data-to", &to),
            ("d", &path),
        ],
    );
    // The arrowhead points along the curve's last stretch, from its control point.
    let (tx, ty) = (ex - mx, ey - my);
    let t = (tx * tx + ty * ty).sqrt().max(1e-6);
    let (tx, ty) = (tx / t, ty / t);
    let head = |back: f64, side: f64| (ex - tx * back - ty * side, ey - ty * back + tx * side);
    let (ax, ay) = head(7.0, 4.0);
    let (bx, by) = head(7.0, -4.0);
    let points = format!(
        "{},{} {},{} {},{}",
        number(ex),
        number(ey),
        number(ax),
        number(ay),
        number(bx),
        number(by)
    );
    svg.empty("polygon", &[("class", "arrow"), ("points", &points)]);
}

/// What a picture draws on the candidate grid.
struct Drawing<'a> {
    /// The picture's title.
    title: String,
    /// Shaded cells, each set with its class, drawn in order under everything else.
    shaded: Vec<(CellSet, &'static str)>,
    /// The sets drawn each in its colour with its letter, over the shaded cells.
    sets: &'a [PatternSet],
    /// The class of each marked candidate.
    mark: &'a dyn Fn(Candidate) -> Option<&'static str>,
    /// The links or arrows, drawn over the candidates.
    links: &'a [Link],
}

/// The picture of `state` with `drawing` on it.
fn draw(state: &LayerGrid, drawing: &Drawing) -> String {
    let side = MARGIN + 9.0 * CELL + END;
    let mut svg = Svg::new(side, side, "sudoku-board");
    svg.text("title", &[], &drawing.title);
    svg.open("style", &[]);
    svg.raw(STYLE);
    svg.close();
    svg.empty(
        "rect",
        &[
            ("class", "paper"),
            ("x", "0"),
            ("y", "0"),
            ("width", &number(side)),
            ("height", &number(side)),
        ],
    );
    labels(&mut svg);
    for &(cells, class) in &drawing.shaded {
        for cell in cells {
            cell_rect(&mut svg, cell, class);
        }
    }
    sets::shade(&mut svg, drawing.sets);
    grid_lines(&mut svg);
    for cell in Cell::ALL {
        if let Some(value) = state.value(cell) {
            digit(&mut svg, state, cell, value);
            continue;
        }
        for d in state.cell_candidates(cell) {
            let c = Candidate::new(cell, d);
            candidate(&mut svg, c, (drawing.mark)(c));
        }
    }
    sets::letters(&mut svg, drawing.sets);
    for l in drawing.links {
        link(&mut svg, l);
    }
    svg.finish()
}

/// The picture of `state`, the candidate grid a step was found in, with `step` drawn on
/// it (or the bare grid).
pub fn board(state: &LayerGrid, step: Option<&Step>) -> String {
    let Some(step) = step else {
        return draw(
            state,
            &Drawing {
                title: "The candidate grid".to_string(),
                shaded: Vec::new(),
                sets: &[],
                mark: &|_| None,
                links: &[],
            },
        );
    };
    // A set's own candidates take its colour; the restricted commons are marked apart.
    let mark = |c: Candidate| match Role::of(step, c)? {
        Role::Pattern => sets::mark(step, c).or(Some(class(Role::Pattern))),
        role => Some(class(role)),
    };
    draw(
        state,
        &Drawing {
            title: step.to_string(),
            shaded: vec![(houses(step), "house"), (step.pattern().cells, "pattern-cell")],
            sets: &step.pattern().sets,
            mark: &mark,
            links: &step.pattern().links,
        },
    )
}

/// The pictures of a step's proof, one block (a branch, then each lemma) at a time:
/// the assumption ringed in orange, the block's facts in blue and its lemmas in
/// magenta, an arrow from each premise to the fact that reads it, and the end marked
/// in red (the cell left empty or the house with no place shaded, the digit twice or
/// the conclusions ringed). Each is its name (`Branch 1`, `Lemma 2`) and its picture;
/// none for a step without a proof.
pub fn blocks(state: &LayerGrid, step: &Step) -> Vec<(String, String)> {
    let Some(proof) = step.proof() else {
        return Vec::new();
    };
    proof
        .blocks()
        .iter()
        .map(|block| {
            let mark = |c: Candidate| {
                let is = |l: &Literal| l.candidate() == c;
                // The assumption first: a lemma's end is often its assumption again.
                if is(&block.assume) {
                    Some("assume")
                } else if block.end_literals.iter().any(is) {
                    Some("end")
                } else if block.lemmas.iter().any(is) {
                    Some("lemma")
                } else if block.facts.iter().any(is) {
                    Some(class(Role::Pattern))
                } else {
                    None
                }
            };
            let svg = draw(
                state,
                &Drawing {
                    title: format!("{}: {step}", block.name),
                    shaded: vec![(block.end_cells, "end-cell")],
                    sets: &[],
                    mark: &mark,
                    links: &block.arrows,
                },
            );
            (block.name.to_string(), svg)
        })
        .collect()
}

/// The legend of the pictures: what each colour means, as an SVG strip of its own.
pub fn legend() -> String {
    let mut svg = Svg::new(640.0, 34.0, "sudoku-board sudoku-legend");
    svg.open("style", &[]);
    svg.raw(STYLE);
    svg.close();
    let mut x = 14.0;
    for role in Role::ALL {
        let ring = format!("ring {}", class(role));
        svg.empty(
            "circle",
            &[("class", &ring), ("cx", &number(x)), ("cy", "17"), ("r", "9")],
        );
        let cand = format!("cand {}", class(role));
        svg.text("text", &[("class", &cand), ("x", &number(x)), ("y", "17.5")], "5");
        if role == Role::Removed {
            svg.empty(
                "line",
                &[
                    ("class", "strike"),
                    ("x1", &number(x - 8.0)),
                    ("y1", "25"),
                    ("x2", &number(x + 8.0)),
                    ("y2", "9"),
                ],
            );
        }
        let words = match role {
            Role::Pattern => "pattern",
            Role::Fin => "fin",
            Role::Removed => "removed",
            Role::Placed => "placed",
        };
        svg.text(
            "text",
            &[("class", "label"), ("x", &number(x + 42.0)), ("y", "17")],
            words,
        );
        x += 100.0;
    }
    for (kind, label_x) in [("strong", 52.0), ("weak", 48.0)] {
        svg.empty(
            "path",
            &[
                ("class", &format!("link {kind}")),
                ("d", &format!("M{} 17 L{} 17", number(x - 8.0), number(x + 22.0))),
            ],
        );
        svg.text(
            "text",
            &[("class", "label"), ("x", &number(x + label_x)), ("y", "17")],
            kind,
        );
        x += 100.0;
    }
    svg.finish()
}

#[cfg(test)]
mod tests;
