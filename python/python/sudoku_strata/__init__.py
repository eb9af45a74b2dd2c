"""Solve, explain, rate and generate classic 9x9 Sudoku the way people solve them.

The calls come from the extension module `sudoku_strata._native` (the library, in
Rust); `python -m sudoku_strata` is the command line (`sudoku_strata.cli`).

Single calls take a puzzle as a `Grid`, an `Entry` of `read`, text in any layout
`read` reads, or its 81 numbers (or 9 rows of 9) with 0 or None for an empty cell.
Batch calls (`*_batch`, `explain_iter`, `generate`) take a list of those, or a NumPy
array of any integer dtype of shape (n, 81) or (n, 9, 9); they release the interpreter,
work on `threads` threads (None: every core), give results in input order, and with
`errors="skip"` or `"return"` leave out, or give in its place, a puzzle that fails
instead of raising. `columns=True` gives a dict of NumPy arrays for `pandas.DataFrame`.
"""

from ._native import (
    Entry,
    Explanations,
    Grid,
    Reader,
    SudokuError,
    __version__,
    canonical,
    canonical_batch,
    count_solutions,
    count_solutions_batch,
    explain,
    explain_batch,
    explain_iter,
    generate,
    next_step,
    rate,
    rate_batch,
    read,
    solve,
    solve_batch,
)

__all__ = [
    "Entry",
    "Explanations",
    "Grid",
    "Reader",
    "SudokuError",
    "__version__",
    "canonical",
    "canonical_batch",
    "count_solutions",
    "count_solutions_batch",
    "explain",
    "explain_batch",
    "explain_iter",
    "generate",
    "next_step",
    "rate",
    "rate_batch",
    "read",
    "solve",
    "solve_batch",
]
