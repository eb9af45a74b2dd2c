"""Solve, explain, rate and generate classic 9x9 Sudoku the way people solve them.

Single calls take a puzzle as a `Grid` or as text in any layout `read` reads (an
81-character line with `.` or `0` for an empty cell and perhaps a rating or a comment
after it, a boxed picture, or a pencil-mark grid that strikes nothing out). Batch calls (`*_batch`) take a list of
those, or a NumPy array of shape (n, 81) and dtype uint8 (0 for an empty cell); they
release the interpreter, work in parallel on `threads` threads (None: every core) and
give results in input order, as a list, or as an array where the result is a grid or a
number and the input was an array.
"""

from typing import Any, Iterable, Literal, Optional, Sequence, Union, overload

import numpy as np
import numpy.typing as npt

__version__: str

Level = Literal["beginner", "easy", "medium", "hard", "expert", "extreme"]
SymmetryName = Literal["none", "rot180", "rot90", "mirror", "diagonal"]

class SudokuError(ValueError):
    """A puzzle or an option the library refused.

    `str(error)` is the library's message, prefixed by `puzzle N: ` in a batch.
    """

    message: str
    """The library's message alone."""
    kind: Optional[str]
    """The kind of a parse error (`wrong_cell_count`, `incomplete_grid`, ...) or of an
    input that cannot be read on (`too_large`, `utf16`, `io`); None for the others."""
    line: Optional[int]
    """The line of a parse error in the text, from 1."""
    column: Optional[int]
    """The column of a parse error in the text, from 1; None when it is a whole line."""
    cells: list[str]
    """The cells at fault, such as `["r1c1", "r1c2"]` for a repeated digit."""
    index: Optional[int]
    """The position of the puzzle in a batch, from 0; None outside a batch."""

class Grid:
    """A 9x9 grid of givens: 0 (empty) or a digit 1 to 9 in each of its 81 cells.

    `Grid(text)` reads one puzzle in any layout `read` reads (an 81-character line, with
    a rating or a comment after it, or a boxed picture); `str()` gives the line.
    Grids compare and hash by their digits, and pickle.

    Raises SudokuError with the line and column when the text is not a grid.
    """

    def __init__(self, text: str) -> None: ...
    @staticmethod
    def from_list(values: Sequence[int]) -> Grid:
        """A grid from 81 numbers in reading order, 0 for an empty cell."""
    def to_list(self) -> list[int]:
        """The 81 numbers in reading order, 0 for an empty cell."""
    def pretty(self) -> str:
        """The boxed picture, nine lines of digits and dots between rules."""
    @property
    def given_count(self) -> int:
        """How many cells hold a digit."""
    def is_solved(self) -> bool:
        """Whether every cell holds a digit and no house repeats one."""

class Entry:
    """One puzzle of an input read by `read`."""

    line: int
    """The line where the puzzle starts, from 1."""
    text: str
    """The text it was read from: its line, or the lines of its grid."""
    kind: Literal["digits", "marks", "error"]
    """A puzzle of digits, a pencil-mark grid, or text that is no puzzle."""
    grid: Optional[Grid]
    """The digits (of a pencil-mark grid: its givens and placed digits); None for an error."""
    candidates: Optional[str]
    """The 729-character pencil-mark line of a pencil-mark grid; None otherwise."""
    error: Optional[SudokuError]
    """Why the text is no puzzle (not raised), with its kind, line and column."""

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

Puzzle = Union[Grid, str]
Puzzles = Union[Iterable[Puzzle], npt.NDArray[np.uint8]]

def solve(puzzle: Puzzle) -> str:
    """The one solution, found by search, as an 81-digit line.

    Raises SudokuError when the givens repeat a digit in a house, or the puzzle has no
    solution or more than one.
    """

@overload
def solve_batch(puzzles: npt.NDArray[np.uint8], *, threads: Optional[int] = None) -> npt.NDArray[np.uint8]: ...
@overload
def solve_batch(puzzles: Iterable[Puzzle], *, threads: Optional[int] = None) -> list[str]: ...
def count_solutions(puzzle: Puzzle, limit: int = 2) -> int:
    """How many solutions, counting up to `limit` (at least 1); 0 for givens that
    contradict each other."""

@overload
def count_solutions_batch(
    puzzles: npt.NDArray[np.uint8], limit: int = 2, *, threads: Optional[int] = None
) -> npt.NDArray[np.uint64]: ...
@overload
def count_solutions_batch(puzzles: Iterable[Puzzle], limit: int = 2, *, threads: Optional[int] = None) -> list[int]: ...
def canonical(puzzle: Puzzle) -> str:
    """The canonical (minlex) form: equivalent puzzles give the same line."""

@overload
def canonical_batch(puzzles: npt.NDArray[np.uint8], *, threads: Optional[int] = None) -> npt.NDArray[np.uint8]: ...
@overload
def canonical_batch(puzzles: Iterable[Puzzle], *, threads: Optional[int] = None) -> list[str]: ...
@overload
def explain(puzzle: Puzzle, *, as_json: Literal[False] = False, rating: bool = True) -> dict[str, Any]:
    """The step-by-step solution in the shape of a line of `sudoku explain --json`.

    Keys: `puzzle`, `solution`, `backtracking`, `rating` (`level`, `score`, `hardest`,
    `steps`) and `steps`: dicts with `technique`, `placements` and `eliminations` (lists of
    `{"row", "col", "digit"}`, from 1), `text`, `sentence`, `pattern`, `score` and
    `proof` (None except for chains and forcing steps). With `rating=False`, `rating`
    is None and the call is quicker.
    """

@overload
def explain(puzzle: Puzzle, *, as_json: Literal[True], rating: bool = True) -> str: ...
def explain_batch(
    puzzles: Puzzles, *, as_json: bool = False, rating: bool = True, threads: Optional[int] = None
) -> list[Any]:
    """What `explain` gives, for each puzzle, in parallel."""

def next_step(puzzle: Puzzle) -> Optional[dict[str, Any]]:
    """The step the engine takes next (a hint), shaped as `explain`'s steps; None when
    the grid is full."""

def rate(puzzle: Puzzle, *, explainer: bool = True) -> dict[str, Any]:
    """The rating, with the keys of `sudoku rate --json`.

    `puzzle`, `level`, `score`, `hardest`, `steps`; with `explainer` also Sudoku
    Explainer's `er`, `ep`, `ed`, `er_technique`, `ep_technique`, `ed_technique` and
    `er_complete`.
    """

def rate_batch(puzzles: Puzzles, *, explainer: bool = True, threads: Optional[int] = None) -> list[dict[str, Any]]:
    """What `rate` gives, for each puzzle, in parallel."""

def generate(
    n: int,
    *,
    difficulty: Optional[Level] = None,
    symmetry: SymmetryName = "none",
    seed: Optional[int] = None,
    minimal: bool = False,
    givens: Union[int, str, None] = None,
    start: int = 0,
    threads: Optional[int] = None,
) -> list[str]:
    """`n` new puzzles with one solution each, as 81-character lines.

    Puzzle `i` depends only on the seed, the options and `start + i`, so the same
    arguments give the same puzzles on any number of threads. `givens` is a number or a
    range such as `"24..28"`.

    Raises SudokuError for unknown names and options that cannot be met.
    """
