"""The extension module: the library's calls, in Rust. Import them from `sudoku_strata`.

Single calls take a puzzle as a `Grid`, an `Entry` of `read`, text in any layout `read`
reads (an 81-character line with `.` or `0` for an empty cell and perhaps a rating or a
comment after it, a boxed picture, a pencil-mark grid or the 729-character pencil-mark
line), or its 81 numbers in reading order or 9 rows of 9 (lists, tuples or a NumPy
array) with 0 or None for an empty cell. A pencil-mark grid keeps its marks: solving
and explaining start from them.

Batch calls (`*_batch`, `explain_iter`, `generate`) take a list (or any iterable) of
those, or a NumPy array of any integer dtype of shape (n, 81) or (n, 9, 9). They release
the interpreter, work on `threads` worker threads (None: every core; at most the
cores), each taking the next puzzle when it is done with one, and give results in input
order, as a list, or as an array of the input's shape where the result is a grid or a
number and the input was an array. `errors` says what a puzzle that fails does:
`"raise"` raises its SudokuError (the first in input order, with its `index`),
`"skip"` leaves it out, and `"return"` puts its SudokuError (not raised) in its place,
in a list. `columns=True` gives a dict of one-dimensional NumPy arrays of equal length
(int64, float64, bool, or object arrays of str), which `pandas.DataFrame` takes as it
is; its `index` column is each row's place in the input.
"""

from typing import Any, Iterable, Literal, Optional, Sequence, Union, final, overload

import numpy as np
import numpy.typing as npt

__all__ = [
    "SudokuError",
    "Grid",
    "Entry",
    "Reader",
    "Explanations",
    "read",
    "solve",
    "solve_batch",
    "count_solutions",
    "count_solutions_batch",
    "canonical",
    "canonical_batch",
    "explain",
    "explain_batch",
    "explain_iter",
    "next_step",
    "rate",
    "rate_batch",
    "generate",
    "__version__",
]

__version__: str

_Level = Literal["beginner", "easy", "medium", "hard", "expert", "extreme"]
_SymmetryName = Literal["none", "rot180", "rot90", "mirror", "diagonal"]
_Errors = Literal["raise", "skip", "return"]
_Columns = dict[str, npt.NDArray[Any]]
_IntArray = npt.NDArray[np.integer[Any]]

class SudokuError(ValueError):
    """A puzzle or an option the library refused.

    `str(error)` is the library's message, prefixed by `puzzle N: ` in a batch.
    """

    message: str
    """The library's message alone."""
    kind: Optional[str]
    """The kind of a parse error (`wrong_cell_count`, `incomplete_grid`, ...), of an
    input that cannot be read on (`too_large`, `utf16`, `io`), of a puzzle of the
    wrong type in a batch (`wrong_type`) or of a wrong array (`wrong_shape`); None for
    the others."""
    line: Optional[int]
    """The line of a parse error in the text, from 1."""
    column: Optional[int]
    """The column of a parse error in the text, from 1; None when it is a whole line."""
    cells: list[str]
    """The cells at fault, such as `["r1c1", "r1c2"]` for a repeated digit."""
    index: Optional[int]
    """The position of the puzzle in a batch, from 0; None outside a batch."""

_Cells = Union[Sequence[Optional[int]], Sequence[Sequence[Optional[int]]], _IntArray]

@final
class Grid:
    """A 9x9 grid of givens: 0 (empty) or a digit 1 to 9 in each of its 81 cells.

    `Grid(puzzle)` reads one puzzle in any layout `read` reads (an 81-character line,
    with a rating or a comment after it, or a boxed picture), or 81 numbers, or 9 rows
    of 9, with 0 or None for an empty cell; `str()` gives the line. Grids compare and
    hash by their digits, and pickle.

    Raises SudokuError with the line and column when the text is not a grid, or with
    the cell when a number is not 0 to 9.
    """

    def __new__(cls, puzzle: Union[str, Grid, Entry, _Cells]) -> Grid: ...
    @staticmethod
    def from_list(values: _Cells) -> Grid:
        """A grid from 81 numbers in reading order, or 9 rows of 9, 0 or None for an empty cell."""
    def to_list(self) -> list[int]:
        """The 81 numbers in reading order, 0 for an empty cell."""
    def pretty(self) -> str:
        """The boxed picture, nine lines of digits and dots between rules."""
    @property
    def given_count(self) -> int:
        """How many cells hold a digit."""
    def is_solved(self) -> bool:
        """Whether every cell holds a digit and no house repeats one."""
    def __eq__(self, other: object, /) -> bool: ...
    def __hash__(self) -> int: ...
    def __reduce__(self) -> tuple[type[Grid], tuple[str]]: ...

@final
class Entry:
    """One puzzle of an input read by `read`; a puzzle argument of every call."""

    @property
    def line(self) -> int:
        """The line where the puzzle starts, from 1."""
    @property
    def text(self) -> str:
        """The text it was read from: its line, or the lines of its grid."""
    @property
    def kind(self) -> Literal["digits", "marks", "error"]:
        """A puzzle of digits, a pencil-mark grid, or text that is no puzzle."""
    @property
    def grid(self) -> Optional[Grid]:
        """The digits (of a pencil-mark grid: its givens and placed digits); None for an error."""
    @property
    def candidates(self) -> Optional[str]:
        """The 729-character pencil-mark line of a pencil-mark grid; None otherwise."""
    @property
    def error(self) -> Optional[SudokuError]:
        """Why the text is no puzzle (not raised), with its kind, line and column."""
    def error_form(self, source: str, message: str) -> dict[str, Any]:
        """The entry as a puzzle that failed with `message`, read from `source`: the
        object the `sudoku` program writes for it with `--json` (`source`, `line`,
        `input`, `error`; `kind` and `column` for text that is no puzzle; `puzzle` for
        one that is)."""

@final
class Reader:
    """The puzzles of an input, one `Entry` at a time."""

    def __iter__(self) -> Reader: ...
    def __next__(self) -> Entry: ...

def read(
    source: Union[str, bytes, Any], *, max_line: Optional[int] = None, max_input: Optional[int] = None
) -> Reader:
    """The puzzles of a str, bytes or file object, in every layout the library reads.

    One puzzle per line (with a rating such as `9.0/1.2/1.2` or `ED=9.0/1.2/1.2`, or a
    comment, after it), 729-character pencil-mark lines, pictures and pencil-mark grids
    over several lines (each read whole, or an error on its first line). The input is
    read a piece at a time, within `max_line` bytes a line (16 KiB by default) and
    `max_input` bytes in all (1 GiB); past the latter, iterating raises SudokuError
    (kind `too_large`).
    """

_Puzzle = Union[Grid, Entry, str, _Cells]
_Puzzles = Union[Iterable[_Puzzle], _IntArray]

def solve(puzzle: _Puzzle) -> str:
    """The one solution, found by search, as an 81-digit line.

    Raises SudokuError when the puzzle cannot be read, its givens repeat a digit in a
    house, or it has no solution or more than one.
    """

# An array is an iterable too: the array overload comes first and wins.
@overload
def solve_batch(  # type: ignore[overload-overlap]
    puzzles: _IntArray, *, threads: Optional[int] = None, errors: Literal["raise", "skip"] = "raise"
) -> npt.NDArray[np.uint8]: ...
@overload
def solve_batch(
    puzzles: Iterable[_Puzzle], *, threads: Optional[int] = None, errors: Literal["raise", "skip"] = "raise"
) -> list[str]: ...
@overload
def solve_batch(
    puzzles: _Puzzles, *, threads: Optional[int] = None, errors: Literal["return"]
) -> list[Union[str, SudokuError]]: ...
def count_solutions(puzzle: _Puzzle, limit: int = 2) -> int:
    """How many solutions, counting up to `limit` (at least 1); 0 for givens that
    contradict each other."""

# An array is an iterable too: the array overload comes first and wins.
@overload
def count_solutions_batch(  # type: ignore[overload-overlap]
    puzzles: _IntArray, limit: int = 2, *, threads: Optional[int] = None, errors: Literal["raise", "skip"] = "raise"
) -> npt.NDArray[np.uint64]: ...
@overload
def count_solutions_batch(
    puzzles: Iterable[_Puzzle],
    limit: int = 2,
    *,
    threads: Optional[int] = None,
    errors: Literal["raise", "skip"] = "raise",
) -> list[int]: ...
@overload
def count_solutions_batch(
    puzzles: _Puzzles, limit: int = 2, *, threads: Optional[int] = None, errors: Literal["return"]
) -> list[Union[int, SudokuError]]: ...
def canonical(puzzle: _Puzzle) -> str:
    """The canonical (minlex) form: equivalent puzzles give the same line."""

# An array is an iterable too: the array overload comes first and wins.
@overload
def canonical_batch(  # type: ignore[overload-overlap]
    puzzles: _IntArray, *, threads: Optional[int] = None, errors: Literal["raise", "skip"] = "raise"
) -> npt.NDArray[np.uint8]: ...
@overload
def canonical_batch(
    puzzles: Iterable[_Puzzle], *, threads: Optional[int] = None, errors: Literal["raise", "skip"] = "raise"
) -> list[str]: ...
@overload
def canonical_batch(
    puzzles: _Puzzles, *, threads: Optional[int] = None, errors: Literal["return"]
) -> list[Union[str, SudokuError]]: ...
@overload
def explain(puzzle: _Puzzle, *, as_json: Literal[False] = False, rating: bool = True) -> dict[str, Any]:
    """The step-by-step solution in the shape of a line of `sudoku explain --json`.

    Keys: `puzzle`, `solution`, `backtracking`, `rating` (`level`, `path_score`, `hardest`,
    `steps` and Sudoku Explainer's `er`, `ep`, `ed`, as `rate` gives them) and `steps`: dicts with `technique`, `placements` and `eliminations` (lists of
    `{"row", "col", "digit"}`, from 1), `text`, `sentence`, `pattern`, `score` and
    `proof` (None except for chains and forcing steps). A pencil-mark grid starts the
    path from its marks, and adds `candidates`. With `rating=False`, `rating` is None
    and the call is quicker.
    """

@overload
def explain(puzzle: _Puzzle, *, as_json: Literal[True], rating: bool = True) -> str: ...
@overload
def explain_batch(
    puzzles: _Puzzles,
    *,
    as_json: bool = False,
    rating: bool = True,
    threads: Optional[int] = None,
    errors: _Errors = "raise",
    columns: Literal[False] = False,
) -> list[Any]:
    """What `explain` gives, for each puzzle, in parallel (with `errors="return"`, a
    failed puzzle's SudokuError in its place).

    With `columns=True`, a table of the steps, one row a step: `index` (the puzzle's
    place in the input), `step` (from 1), `technique`, `score`, `placements` and
    `eliminations` (how many), `text` (the notation); with `errors="return"` also
    `error`, and a failed puzzle has one row, step 0, with its message there. The whole
    list of dicts of a large batch is large (the steps carry sentences, patterns and
    proofs): for many puzzles take `explain_iter` or the columns.
    """

@overload
def explain_batch(
    puzzles: _Puzzles,
    *,
    as_json: bool = False,
    rating: bool = True,
    threads: Optional[int] = None,
    errors: _Errors = "raise",
    columns: Literal[True],
) -> _Columns: ...
def explain_iter(
    puzzles: _Puzzles,
    *,
    as_json: bool = False,
    rating: bool = True,
    threads: Optional[int] = None,
    errors: _Errors = "raise",
) -> Explanations:
    """What `explain_batch` gives, as an iterator in input order: the workers run a few
    dozen puzzles ahead of the caller, so memory holds those, not the whole batch."""

@final
class Explanations:
    """The iterator of `explain_iter`: explanations (dicts, or JSON text with
    `as_json=True`) in input order."""

    def __iter__(self) -> Explanations: ...
    def __next__(self) -> Any: ...
    def __len__(self) -> int:
        """How many puzzles it was given."""

def next_step(puzzle: _Puzzle) -> Optional[dict[str, Any]]:
    """The step the engine takes next (a hint), shaped as `explain`'s steps; None when
    the grid is full. A pencil-mark grid gives the step its marks allow.

    Raises SudokuError when the puzzle does not have exactly one solution (for a
    pencil-mark grid, when its marks struck out a candidate the solution needs).
    """

def rate(puzzle: _Puzzle, *, explainer: bool = True, budget: Optional[int] = None) -> dict[str, Any]:
    """The rating, with the keys of `sudoku rate --json`.

    `puzzle`, `level`, `path_score`, `hardest`, `steps`; with `explainer` also Sudoku
    Explainer's `er`, `ep`, `ed`, `er_technique`, `ep_technique`, `ed_technique` and
    `er_complete` (False when its `budget` of implications ran out; the default is
    the command line's). A pencil-mark grid that strikes out candidates has no Sudoku
    Explainer rating (its path starts from the digits alone).
    """

@overload
def rate_batch(
    puzzles: _Puzzles,
    *,
    explainer: bool = True,
    budget: Optional[int] = None,
    threads: Optional[int] = None,
    errors: _Errors = "raise",
    columns: Literal[False] = False,
) -> list[Any]:
    """What `rate` gives, for each puzzle, in parallel (with `errors="return"`, a
    failed puzzle's SudokuError in its place).

    With `columns=True`, a dict of NumPy arrays: `index` and the keys of `rate`; with
    `errors="return"` also `error` (the message; None for a puzzle rated), and a failed
    puzzle's numbers are NaN (-1 for `steps`), its text None, `er_complete` False.
    """

@overload
def rate_batch(
    puzzles: _Puzzles,
    *,
    explainer: bool = True,
    budget: Optional[int] = None,
    threads: Optional[int] = None,
    errors: _Errors = "raise",
    columns: Literal[True],
) -> _Columns: ...
@overload
def generate(
    n: int,
    *,
    difficulty: Optional[_Level] = None,
    symmetry: _SymmetryName = "none",
    seed: Optional[int] = None,
    minimal: bool = False,
    givens: Union[int, str, None] = None,
    er_band: bool = False,
    attempts: Optional[int] = None,
    start: int = 0,
    threads: Optional[int] = None,
    errors: _Errors = "raise",
    details: bool = False,
    explainer: bool = True,
    budget: Optional[int] = None,
    columns: Literal[False] = False,
) -> list[Any]:
    """`n` new puzzles with one solution each, as 81-character lines.

    `er_band=True` (with a `difficulty`) keeps Sudoku Explainer's ER inside the level's
    band too; `attempts` is how many full grids to try per puzzle before giving up
    (the library's default for None). Puzzle `i` depends only on the seed, the options
    and `start + i`, so the same arguments give the same puzzles on any number of
    threads. `givens` is a number or a range such as `"24..28"`.

    With `details=True`, a dict for each puzzle: the keys of `rate` (with `explainer`,
    Sudoku Explainer's too) and `solution`, `seed`, `index` and `givens`; `generate(1,
    seed=seed, start=index)` with the same options makes it again. With `columns=True`
    too, those as a dict of NumPy arrays (`seed` int64, or uint64 for a seed past
    int64's range).

    Raises SudokuError for unknown names and options that cannot be met, and when a
    puzzle cannot be made within the generator's attempts (`errors` as in the batch
    calls).
    """

@overload
def generate(
    n: int,
    *,
    difficulty: Optional[_Level] = None,
    symmetry: _SymmetryName = "none",
    seed: Optional[int] = None,
    minimal: bool = False,
    givens: Union[int, str, None] = None,
    er_band: bool = False,
    attempts: Optional[int] = None,
    start: int = 0,
    threads: Optional[int] = None,
    errors: _Errors = "raise",
    details: Literal[True],
    explainer: bool = True,
    budget: Optional[int] = None,
    columns: Literal[True],
) -> _Columns: ...
