//! The written forms of a solution, a rating and a puzzle that failed, as the command
//! line's `--json`, the server's answers and the Python package give them: built here
//! once, so that the front ends cannot drift apart (each only serializes them).
//!
//! They are written only: a [`Solution`] and a [`Rating`] have serde forms of their own
//! that read back; these are for readers that want the names, numbers and rounded
//! scores a person sees.

use serde::Serialize;

use crate::step::ExplainForm;
use crate::technique::OneDecimal;
use crate::{
    Entry, ExplainerPath, ExplainerRating, ExplainerStep, ExplainerTechnique, Grid, Rating, Solution, Step,
};

/// A score with one decimal, as these forms write it (`6.6`, not `6.599999904632568`):
/// widened, then kept to one decimal ([`OneDecimal`]).
pub(crate) fn written(score: f32) -> f64 {
    f64::from(score).one_decimal()
}

/// A [`Rating`] as the front ends write it, made by [`Rating::form`].
///
/// It serializes as an object with `level` (the level's name), `score` (one decimal),
/// `hardest` (the hardest technique's name) and `steps`; `trial_depth` where it was
/// measured ([`Rating::trial_depth`], extreme puzzles); when Sudoku Explainer's numbers
/// were made, also `er`, `ep`, `ed`, the technique of each (`er_technique`, ...) and
/// `er_complete` (false when its budget ran out: ER is then a lower bound); and, given
/// with [`RatingForm::with_puzzle`], `puzzle` first: the line of `sudoku rate --json`.
///
/// # Example
///
/// ```
/// use sudoku_strata::{Engine, Grid};
///
/// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
/// let rating = Engine::default().rate(&puzzle)?;
/// let json = serde_json::to_value(rating.form().with_puzzle(&puzzle))?;
/// assert_eq!(json["puzzle"], puzzle.to_string());
/// assert_eq!(json["level"], rating.difficulty().name());
/// assert_eq!(json["steps"], rating.steps());
/// assert!(json.get("er").is_none());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, Serialize)]
pub struct RatingForm<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    puzzle: Option<&'a Grid>,
    level: &'static str,
    path_score: f64,
    hardest: &'static str,
    steps: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    trial_depth: Option<u8>,
    #[serde(flatten)]
    explainer: Option<ExplainerForm<'a>>,
}

/// Sudoku Explainer's part of a [`RatingForm`], its numbers beside ours under names of
/// their own (`er`, ..., `er_complete`).
#[derive(Clone, Copy, Debug)]
struct ExplainerForm<'a>(&'a ExplainerRating);

impl Serialize for ExplainerForm<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let se = self.0;
        let mut map = serializer.serialize_map(Some(7))?;
        map.serialize_entry("er", &se.er())?;
        map.serialize_entry("ep", &se.ep())?;
        map.serialize_entry("ed", &se.ed())?;
        map.serialize_entry("er_technique", &se.er_technique())?;
        map.serialize_entry("ep_technique", &se.ep_technique())?;
        map.serialize_entry("ed_technique", &se.ed_technique())?;
        map.serialize_entry("er_complete", &se.is_complete())?;
        map.end()
    }
}

/// Sudoku Explainer's path as `sudoku explain --engine se --json` writes it, made by
/// [`ExplainerPath::form`].
///
/// It serializes as an object with `puzzle`, `engine` (`"se"`), Sudoku Explainer's
/// numbers as a [`RatingForm`] writes them (`er`, `ep`, `ed`, `er_technique`,
/// `ep_technique`, `ed_technique`, `er_complete`) and `steps`. Each step has
/// `technique` (Sudoku Explainer's name), `difficulty` (its rating, one decimal), `text`
/// (what it does, in our notation), `notation` (the line `explain --engine se` prints)
/// and, as an [`ExplainForm`] writes a step of ours, `placements`, `eliminations`,
/// `sentence`, `pattern` (for a chain, its implications as `links`) and `proof` (a
/// chain's proof, as [`Proof`](crate::Proof) writes it; `null` for other steps).
///
/// # Example
///
/// ```
/// use sudoku_strata::Grid;
///
/// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
/// let path = puzzle.explainer_path()?;
/// let json = serde_json::to_value(path.form())?;
/// assert_eq!((json["engine"].as_str(), json["er"].as_f64()), (Some("se"), Some(path.rating().er())));
/// assert_eq!(json["steps"][0]["technique"], "Hidden Single");
/// assert_eq!(json["steps"][0]["notation"], path.steps()[0].to_string());
/// assert_eq!(json["steps"][0]["placements"].as_array().map(Vec::len), Some(1));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, Serialize)]
pub struct ExplainerPathForm<'a> {
    puzzle: &'a Grid,
    engine: &'static str,
    #[serde(flatten)]
    numbers: ExplainerForm<'a>,
    steps: Vec<ExplainerStepForm<'a>>,
}

/// One step of Sudoku Explainer's path as the front ends write it, made by
/// [`ExplainerStep::form`]: an object with `technique`, `difficulty`, `text`, `notation`
/// and the fields of our steps' form, as a step of an [`ExplainerPathForm`] is written.
///
/// # Example
///
/// ```
/// use sudoku_strata::{ExplainerNext, Grid, LayerGrid};
///
/// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
/// let ExplainerNext::Step(step) = LayerGrid::from_grid(&puzzle).explainer_next_step()? else {
///     panic!("a step");
/// };
/// let json = serde_json::to_value(step.form())?;
/// assert_eq!((json["technique"].as_str(), json["difficulty"].as_f64()), (Some("Hidden Single"), Some(1.2)));
/// assert_eq!(json["notation"], step.to_string());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, Serialize)]
pub struct ExplainerStepForm<'a> {
    technique: ExplainerTechnique,
    difficulty: f64,
    text: &'a str,
    notation: String,
    #[serde(flatten)]
    drawn: crate::step::EffectForm<'a>,
}

impl ExplainerPath {
    /// The path as the front ends write it (see [`ExplainerPathForm`]).
    #[must_use]
    pub fn form(&self) -> ExplainerPathForm<'_> {
        ExplainerPathForm {
            puzzle: self.puzzle(),
            engine: "se",
            numbers: ExplainerForm(self.rating()),
            steps: self.steps().iter().map(ExplainerStep::form).collect(),
        }
    }
}

impl ExplainerStep {
    /// The step as the front ends write it (see [`ExplainerStepForm`]).
    #[must_use]
    pub fn form(&self) -> ExplainerStepForm<'_> {
        ExplainerStepForm {
            technique: self.technique(),
            difficulty: self.difficulty(),
            text: self.text(),
            notation: self.to_string(),
            drawn: self.step().effect_form(),
        }
    }
}

impl Rating {
    /// The rating as the front ends write it (see [`RatingForm`]).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Grid;
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let json = serde_json::to_value(puzzle.rate()?.form())?;
    /// assert_eq!((json["level"].as_str(), json["path_score"].as_f64()), (Some("beginner"), Some(1.5)));
    /// assert_eq!(json["hardest"], "Hidden Single");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn form(&self) -> RatingForm<'_> {
        RatingForm {
            puzzle: None,
            level: self.difficulty().name(),
            path_score: written(self.path_score()),
            hardest: self.hardest().name(),
            steps: self.steps(),
            trial_depth: self.trial_depth(),
            explainer: self.explainer().map(ExplainerForm),
        }
    }
}

impl<'a> RatingForm<'a> {
    /// The same form with the puzzle rated, written first.
    #[must_use]
    pub fn with_puzzle(self, puzzle: &'a Grid) -> RatingForm<'a> {
        RatingForm {
            puzzle: Some(puzzle),
            ..self
        }
    }
}

/// A [`Solution`] as `sudoku explain --json` writes it, made by [`Solution::form`].
///
/// It serializes as an object with `puzzle` and `solution` (81-character lines),
/// `backtracking` (whether the search finished what logic could not), `rating` (the
/// [`RatingForm`] given, or `null`), `steps` (each in its [`ExplainForm`]) and, when the
/// steps started from pencil marks other than the puzzle's own candidates,
/// `candidates`: that pencil-mark grid.
///
/// # Example
///
/// ```
/// use sudoku_strata::{Engine, Grid};
///
/// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
/// let engine = Engine::default();
/// let solution = engine.solve(&puzzle)?;
/// let rating = engine.rate(&puzzle)?;
/// let json = serde_json::to_value(solution.form(Some(&rating)))?;
/// assert_eq!(json["solution"], solution.grid().to_string());
/// assert_eq!(json["rating"]["hardest"], rating.hardest().name());
/// assert_eq!(json["steps"].as_array().map(Vec::len), Some(solution.steps().len()));
/// assert!(json.get("candidates").is_none());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, Serialize)]
pub struct SolutionForm<'a> {
    puzzle: &'a Grid,
    solution: &'a Grid,
    backtracking: bool,
    rating: Option<RatingForm<'a>>,
    steps: Vec<ExplainForm<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    candidates: Option<String>,
}

impl Solution {
    /// The solution as `sudoku explain --json` writes it, with `rating` (see
    /// [`SolutionForm`]).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Engine, Grid};
    ///
    /// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
    /// let solution = Engine::default().solve(&puzzle)?;
    /// let json = serde_json::to_value(solution.form(None))?;
    /// assert_eq!(json["backtracking"], false);
    /// assert!(json["rating"].is_null());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn form<'a>(&'a self, rating: Option<&'a Rating>) -> SolutionForm<'a> {
        SolutionForm {
            puzzle: self.puzzle(),
            solution: self.grid(),
            backtracking: self.used_backtracking(),
            rating: rating.map(Rating::form),
            steps: self.steps().iter().map(Step::explain_form).collect(),
            candidates: self.marked_start(),
        }
    }
}

/// A puzzle of an input that failed, as every command writes it with `--json`, made by
/// [`Entry::error_form`].
///
/// It serializes as an object with `source` (the input's name), `line` (where the
/// puzzle starts), `input` (its text) and `error` (the message); when the text is no
/// puzzle, also `kind` ([`ParseError::kind`](crate::ParseError::kind)) and, where the
/// error is at one character, `column`; and, given with [`ErrorForm::with_steps`], the
/// `puzzle` and the `steps` taken before logic stopped.
///
/// # Example
///
/// ```
/// use sudoku_strata::Reader;
///
/// let entry = Reader::new(&b"..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25.....a......3..489"[..])
///     .next()
///     .unwrap()?;
/// let error = entry.puzzle.as_ref().unwrap_err();
/// let json = serde_json::to_value(entry.error_form("puzzles.txt", &error.to_string()))?;
/// assert_eq!(json["source"], "puzzles.txt");
/// assert_eq!(json["line"], 1);
/// assert_eq!(json["kind"], "unexpected_char");
/// assert_eq!(json["column"], 69);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, Serialize)]
pub struct ErrorForm<'a> {
    source: &'a str,
    line: usize,
    input: &'a str,
    error: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    kind: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    column: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    puzzle: Option<Grid>,
    #[serde(skip_serializing_if = "Option::is_none")]
    steps: Option<Vec<ExplainForm<'a>>>,
}

impl Entry {
    /// The entry as a puzzle that failed with `message`, read from `source` (see
    /// [`ErrorForm`]).
    #[must_use]
    pub fn error_form<'a>(&'a self, source: &'a str, message: &'a str) -> ErrorForm<'a> {
        let parse = self.puzzle.as_ref().err();
        ErrorForm {
            source,
            line: self.line,
            input: &self.text,
            error: message,
            kind: parse.map(crate::ParseError::kind),
            column: parse
                .and_then(crate::ParseError::position)
                .map(|(_, column)| column)
                .filter(|&column| column > 0),
            puzzle: self.puzzle.as_ref().ok().map(crate::Puzzle::digits),
            steps: None,
        }
    }
}

impl<'a> ErrorForm<'a> {
    /// The same form with the steps taken before logic stopped.
    #[must_use]
    pub fn with_steps(self, steps: &'a [Step]) -> ErrorForm<'a> {
        ErrorForm {
            steps: Some(steps.iter().map(Step::explain_form).collect()),
            ..self
        }
    }
}
