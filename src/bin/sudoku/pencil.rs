//! The pencil-mark picture of one grid state with a step's pattern and effect marked, for
//! `sudoku explain --candidates`.
//!
//! In colour the marked candidates are coloured as in the pictures of SudokuWiki and
//! HoDoKu: the pattern blue, fins magenta, what the step removes red, what it places
//! green. Without colour each marked candidate gets a sign in front of it (`*5`, `#5`,
//! `-5`, `=5`), and the columns widen to keep the grid aligned.

use anstyle::{AnsiColor, Style};
use sudoku_strata::{Candidate, Cell, LayerGrid, Step};

/// The part a candidate plays in the step shown (shared with the SVG pictures).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Role {
    /// One of the pattern's own candidates.
    Pattern,
    /// A fin, or another candidate with a part of its own.
    Fin,
    /// Removed by the step.
    Removed,
    /// Placed by the step.
    Placed,
}

impl Role {
    pub const ALL: [Role; 4] = [Role::Pattern, Role::Fin, Role::Removed, Role::Placed];

    /// The role of `candidate` in `step`, if any: what the step does to it comes first.
    pub fn of(step: &Step, candidate: Candidate) -> Option<Role> {
        if step.placements().contains(&candidate) {
            Some(Role::Placed)
        } else if step.eliminations().contains(&candidate) {
            Some(Role::Removed)
        } else if step.pattern().fins.contains(&candidate) {
            Some(Role::Fin)
        } else if step.pattern().candidates.contains(&candidate) {
            Some(Role::Pattern)
        } else {
            None
        }
    }

    /// The sign written before the digit without colour.
    fn sign(self) -> char {
        match self {
            Role::Pattern => '*',
            Role::Fin => '#',
            Role::Removed => '-',
            Role::Placed => '=',
        }
    }

    fn style(self) -> Style {
        let color = match self {
            Role::Pattern => AnsiColor::BrightBlue,
            Role::Fin => AnsiColor::Magenta,
            Role::Removed => AnsiColor::Red,
            Role::Placed => AnsiColor::Green,
        };
        Style::new().bold().fg_color(Some(color.into()))
    }

    pub fn meaning(self) -> &'static str {
        match self {
            Role::Pattern => "a candidate of the step's pattern",
            Role::Fin => "a fin",
            Role::Removed => "a candidate the step removes",
            Role::Placed => "a digit the step places",
        }
    }

    /// The digit as it shows in the grid.
    fn mark(self, digit: impl std::fmt::Display, color: bool) -> String {
        if color {
            let style = self.style();
            format!("{style}{digit}{style:#}")
        } else {
            format!("{}{digit}", self.sign())
        }
    }
}

/// What the candidate grids show, printed once before the first of them.
pub fn legend(color: bool) -> String {
    let marks: Vec<String> = Role::ALL
        .iter()
        .map(|role| format!("{} {}", role.mark(5, color), role.meaning()))
        .collect();
    format!(
        "In the candidate grids: {}. A given shows as 5, a digit placed earlier as +5, an open cell with one candidate left as [5].",
        marks.join(", ")
    )
}

/// One cell of the picture: its text and how many columns it takes on the screen (colour
/// codes take none).
struct Token {
    text: String,
    width: usize,
}

fn token(state: &LayerGrid, step: &Step, cell: Cell, color: bool) -> Token {
    if let Some(digit) = state.value(cell) {
        let text = if state.is_given(cell) {
            digit.to_string()
        } else {
            format!("+{digit}")
        };
        let width = text.len();
        return Token { text, width };
    }
    let candidates = state.cell_candidates(cell);
    let (mut text, mut width) = (String::new(), 0);
    for digit in candidates {
        match Role::of(step, Candidate::new(cell, digit)) {
            Some(role) => {
                text.push_str(&role.mark(digit, color));
                width += if color { 1 } else { 2 };
            }
            None => {
                text.push_str(&digit.to_string());
                width += 1;
            }
        }
    }
    if candidates.len() < 2 {
        text = format!("[{text}]");
        width += 2;
    }
    Token { text, width }
}

/// The pencil-mark grid of `state`, laid out as the library's (`LayerGrid`'s `Display`),
/// with the candidates `step` uses, removes and places marked.
pub fn picture(state: &LayerGrid, step: &Step, color: bool) -> String {
    let tokens: Vec<Token> = Cell::ALL.iter().map(|&c| token(state, step, c, color)).collect();
    let widths: Vec<usize> = (0..9)
        .map(|col| (0..9).map(|row| tokens[row * 9 + col].width).max().unwrap_or(1))
        .collect();
    let mut rule = String::from("+");
    for stack in 0..3 {
        let inner: usize = widths[stack * 3..stack * 3 + 3].iter().sum::<usize>() + 4;
        rule.push_str(&"-".repeat(inner));
        rule.push('+');
    }
    let mut out = String::new();
    for row in 0..9 {
        if row % 3 == 0 {
            out.push_str(&rule);
            out.push('\n');
        }
        for col in 0..9 {
            if col % 3 == 0 {
                out.push_str("| ");
            }
            let token = &tokens[row * 9 + col];
            out.push_str(&token.text);
            out.push_str(&" ".repeat(widths[col] - token.width + 1));
        }
        out.push_str("|\n");
    }
    out.push_str(&rule);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_strata::{Digit, Grid};

    const PUZZLE: &str = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489";

    /// The characters each line shows on a screen, colour codes left out.
    fn visible(line: &str) -> usize {
        let mut count = 0;
        let mut chars = line.chars();
        while let Some(c) = chars.next() {
            if c == '\u{1b}' {
                for c in chars.by_ref() {
                    if c == 'm' {
                        break;
                    }
                }
            } else {
                count += 1;
            }
        }
        count
    }

    fn state_and_step() -> (LayerGrid, Step) {
        let puzzle: Grid = PUZZLE.parse().unwrap();
        let state = LayerGrid::from_grid(&puzzle);
        let open = |r, c| Cell::from_row_col(r, c).unwrap();
        let digit = |d| Digit::new(d).unwrap();
        let (a, b) = (open(1, 1), open(1, 2));
        let (first_a, first_b) = (
            state.cell_candidates(a).first().unwrap(),
            state.cell_candidates(b).first().unwrap(),
        );
        let last_b = state.cell_candidates(b).iter().last().unwrap();
        let step = Step::builder(sudoku_strata::Technique::XWing)
            .pattern_candidate(a, first_a)
            .fin(b, first_b)
            .eliminate(b, last_b)
            .place(
                open(2, 1),
                state.cell_candidates(open(2, 1)).first().unwrap_or(digit(1)),
            )
            .build();
        (state, step)
    }

    #[test]
    fn without_colour_signs_mark_the_candidates_and_the_grid_stays_aligned() {
        let (state, step) = state_and_step();
        let text = picture(&state, &step, false);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 13);
        assert!(lines.iter().all(|l| l.len() == lines[0].len()), "{text}");
        // The columns of `|` line up on every row.
        let bars = |l: &str| l.match_indices('|').map(|(i, _)| i).collect::<Vec<_>>();
        let rows: Vec<&&str> = lines.iter().filter(|l| l.starts_with('|')).collect();
        assert!(rows.iter().all(|l| bars(l) == bars(rows[0])), "{text}");
        for (role, candidate) in [
            (Role::Pattern, step.pattern().candidates[0]),
            (Role::Fin, step.pattern().fins[0]),
            (Role::Removed, step.eliminations()[0]),
            (Role::Placed, step.placements()[0]),
        ] {
            let row = rows[candidate.cell.row_index()];
            assert!(
                row.contains(&format!("{}{}", role.sign(), candidate.digit)),
                "{role:?}: {row}"
            );
        }
        assert!(!text.contains('\u{1b}'));
        // Without the step's marks, the picture is the library's pencil-mark grid.
        let plain = picture(
            &state,
            &Step::builder(sudoku_strata::Technique::XWing).build(),
            false,
        );
        assert_eq!(plain, state.to_string());
    }

    #[test]
    fn in_colour_the_digits_are_coloured_and_the_grid_stays_aligned() {
        let (state, step) = state_and_step();
        let text = picture(&state, &step, true);
        for role in Role::ALL {
            assert!(text.contains(&role.style().render().to_string()), "{role:?}");
        }
        let widths: Vec<usize> = text.lines().map(visible).collect();
        assert!(widths.iter().all(|&w| w == widths[0]), "{text}");
        // No signs in colour: the visible text is the plain pencil-mark grid.
        assert_eq!(widths[0], state.to_string().lines().next().unwrap().len());
        assert!(legend(true).contains(&Role::Removed.style().render().to_string()));
        assert!(legend(false).contains("-5 a candidate the step removes"));
    }
}
