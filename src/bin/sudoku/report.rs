//! `sudoku explain --html`: one self-contained HTML page with the picture, notation,
//! sentence and proof of every step of every puzzle, to share or print.
//!
//! The page needs nothing else: its style is written into it and each picture is an
//! SVG of its own.

use std::fmt::Write;

use sudoku_strata::{ExplainerPath, Family, LayerGrid, Puzzle, Rating, Solution, States, Step};

use crate::picture::{self, escape};

const STYLE: &str = include_str!("assets/report.css");

/// A page being written, one puzzle after another.
pub struct Report {
    out: String,
    puzzles: usize,
    /// The name of the first puzzle, the page's title when it is the only one.
    first: Option<String>,
}

impl Report {
    /// A page with a heading and the legend of the pictures.
    pub fn new() -> Report {
        let mut out = String::new();
        out.push_str("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
        out.push_str("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
        out.push_str("<title>Sudoku, step by step</title>\n<style>\n");
        out.push_str(STYLE);
        out.push_str("</style>\n</head>\n<body>\n<h1>Sudoku, step by step</h1>\n");
        out.push_str("<p>Each step is drawn on the candidates it was found in: givens in black, digits placed earlier in blue, candidates small.</p>\n");
        let _ = writeln!(out, "<div class=\"legend\">{}</div>", picture::legend());
        Report {
            out,
            puzzles: 0,
            first: None,
        }
    }

    fn heading(&mut self, place: &str, puzzle: Option<&Puzzle>) {
        self.puzzles += 1;
        // A puzzle written on the command line is named by its line; one from a file,
        // by the file and line it came from.
        let name = match puzzle {
            Some(puzzle) if place.starts_with('<') => puzzle.digits().to_string(),
            _ => place.to_string(),
        };
        if self.puzzles == 1 {
            self.first = Some(name.clone());
        }
        let _ = writeln!(
            self.out,
            "<section class=\"puzzle\" id=\"puzzle-{}\">\n<h2>Puzzle {}</h2>",
            self.puzzles,
            escape(&name)
        );
        if let Some(puzzle) = puzzle {
            let _ = writeln!(
                self.out,
                "<p><code class=\"puzzle-line\">{}</code></p>",
                puzzle.digits()
            );
        }
    }

    /// The steps, each with its picture of the state it was found in.
    fn steps(&mut self, steps: &[Step], states: States<'_>) {
        for (i, (state, step)) in states.zip(steps).enumerate() {
            self.out
                .push_str(&step_html(i + 1, &state, step, &step.to_string()));
        }
    }

    /// Sudoku Explainer's path for a puzzle: its start, its steps with Sudoku
    /// Explainer's names and ratings, each drawn as ours are, and its end, with ER/EP/ED.
    pub fn explainer_path(&mut self, place: &str, path: &ExplainerPath) {
        let puzzle = Puzzle::Digits(*path.puzzle());
        self.heading(place, Some(&puzzle));
        let start = LayerGrid::from_grid(path.puzzle());
        self.board(&start);
        let rating = path.rating();
        let how = if rating.is_complete() {
            ""
        } else {
            ", cut short where its budget ran out"
        };
        self.summary(
            &format!("Sudoku Explainer's path: {rating}"),
            path.steps().len(),
            how,
        );
        for (i, (state, step)) in path.states().zip(path.steps()).enumerate() {
            self.out
                .push_str(&step_html(i + 1, &state, step.step(), &step.to_string()));
        }
        let end = path.states().last().unwrap_or(start);
        self.end("End", &end);
    }

    /// A board without a step.
    fn board(&mut self, state: &LayerGrid) {
        let _ = writeln!(
            self.out,
            "<div class=\"board\">{}</div>",
            picture::board(state, None)
        );
    }

    /// The line under a puzzle's start: its rating (`rated`), how many steps, and `how`
    /// they end.
    fn summary(&mut self, rated: &str, steps: usize, how: &str) {
        let _ = writeln!(
            self.out,
            "<p class=\"summary\">{}, {steps} steps{how}.</p>",
            escape(rated)
        );
    }

    /// The last board under its `heading`, which closes the puzzle's section.
    fn end(&mut self, heading: &str, state: &LayerGrid) {
        let _ = writeln!(self.out, "<h3>{heading}</h3>");
        self.board(state);
        self.out.push_str("</section>\n");
    }

    /// A puzzle solved: its start, its steps and its end, with the rating.
    pub fn solved(
        &mut self,
        place: &str,
        puzzle: &Puzzle,
        solution: &Solution,
        rating: &Result<Rating, String>,
    ) {
        self.heading(place, Some(puzzle));
        self.board(solution.start());
        match rating {
            Ok(rating) => {
                let how = if solution.used_backtracking() {
                    ", the last of them backtracking"
                } else {
                    ", by logic alone"
                };
                self.summary(&format!("Rating: {rating}"), solution.steps().len(), how);
            }
            Err(message) => {
                let _ = writeln!(
                    self.out,
                    "<p class=\"summary\">Not rated: {}</p>",
                    escape(message)
                );
            }
        }
        self.steps(solution.steps(), solution.states());
        let end = solution
            .states()
            .last()
            .unwrap_or_else(|| solution.start().clone());
        self.end("Solution", &end);
    }

    /// A puzzle that could not be solved: why, and the steps taken before logic stopped.
    pub fn failed(&mut self, place: &str, puzzle: Option<&Puzzle>, message: &str, stuck: Option<&[Step]>) {
        self.heading(place, puzzle);
        let _ = writeln!(self.out, "<p class=\"error\">Not solved: {}</p>", escape(message));
        if let (Some(puzzle), Some(steps)) = (puzzle, stuck) {
            self.steps(steps, puzzle.state().states(steps));
        }
        self.out.push_str("</section>\n");
    }

    /// The whole page.
    /// The page; one puzzle alone titles it.
    pub fn finish(mut self) -> String {
        self.out.push_str("</body>\n</html>\n");
        match (&self.first, self.puzzles) {
            (Some(name), 1) => self.out.replacen(
                "<title>Sudoku, step by step</title>",
                &format!("<title>Sudoku {}, step by step</title>", escape(name)),
                1,
            ),
            _ => self.out,
        }
    }
}

/// One step: its number, picture, `notation`, sentence and, for a chain or forcing step,
/// its proof (folded, to open).
pub fn step_html(number: usize, state: &LayerGrid, step: &Step, notation: &str) -> String {
    let mut out = String::new();
    let family = step.technique().family();
    let _ = writeln!(
        out,
        "<article class=\"step{}\" id=\"step-{number}\">",
        if family == Family::Singles { " single" } else { "" }
    );
    let _ = writeln!(
        out,
        "<div class=\"board\">{}</div>",
        picture::board(state, Some(step))
    );
    // A step with sets names them, and what its marks mean, under its picture.
    if let Some(legend) = picture::set_legend(step) {
        let _ = writeln!(out, "<div class=\"legend step-legend\">{legend}</div>");
    }
    out.push_str("<div class=\"words\">\n");
    let _ = writeln!(
        out,
        "<p><span class=\"number\">{number}.</span> <span class=\"notation\">{}</span></p>",
        escape(notation)
    );
    if !step.explanation().is_empty() {
        let _ = writeln!(out, "<p class=\"sentence\">{}</p>", escape(step.explanation()));
    }
    if let Some(proof) = step.proof() {
        let _ = writeln!(
            out,
            "<details class=\"proof\"><summary>Proof ({} implications)</summary><pre>{}</pre></details>",
            proof.size(),
            escape(&proof.to_string())
        );
    }
    // Each branch and lemma drawn alone, folded: one open at a time is one to look at.
    for (name, svg) in picture::blocks(state, step) {
        let _ = writeln!(
            out,
            "<details class=\"block\"><summary>Picture: {}</summary><div class=\"board\">{}</div></details>",
            escape(&name),
            svg
        );
    }
    out.push_str("</div>\n</article>\n");
    out
}
