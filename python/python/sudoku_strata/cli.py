"""`python -m sudoku_strata`: the main commands of the `sudoku` command line (solve,
explain, count, rate, generate, canon) with their usual options and output, for a
machine that has the Python package and not the Rust program.

Each command but generate reads a puzzle written out, a puzzle file, or standard input
(`-`, the default), in every layout `read` reads; puzzles run in parallel on `--jobs`
threads and come out in input order. A puzzle that fails is reported on standard error
as `SOURCE:LINE: message`, and on standard output in its place as `error: SOURCE:LINE:
message` (with `--json`, an object with `error`); the others go on, and the exit status
is then 1.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any, Callable, Iterable, Optional, Sequence, TextIO

from . import _native as ss

LEVELS = ["beginner", "easy", "medium", "hard", "expert", "extreme"]
SYMMETRIES = ["none", "rot180", "rot90", "mirror", "diagonal"]


def _dumps(value: Any) -> str:
    """JSON as the `sudoku` program writes it: compact, keys in order."""
    return json.dumps(value, separators=(",", ":"), sort_keys=True)


def _source(text: Optional[str]) -> tuple[str, Any]:
    """The name and the input of the INPUT argument: standard input, a file, or the
    puzzle itself."""
    if text is None or text == "-":
        return "<stdin>", sys.stdin.buffer
    if os.path.isfile(text):
        return text, open(text, "rb")
    return "<argument>", text


class _Run:
    """One command's run over the entries of its input."""

    def __init__(self, args: argparse.Namespace, out: TextIO, err: TextIO) -> None:
        self.args = args
        self.out = out
        self.err = err
        self.failed = 0
        self.name = "<stdin>"

    def entries(self) -> list[ss.Entry]:
        self.name, source = _source(self.args.input)
        try:
            return list(ss.read(source))
        finally:
            if hasattr(source, "close") and source is not sys.stdin.buffer:
                source.close()

    def each(self, call: Callable[..., Iterable[Any]], write: Callable[[ss.Entry, Any], None]) -> int:
        """Runs a batch call over the input, then writes each result in order."""
        entries = self.entries()
        results = call(entries, threads=self.args.jobs, errors="return")
        for entry, result in zip(entries, results):
            if isinstance(result, ss.SudokuError):
                self.fail(entry, result)
            else:
                write(entry, result)
        return 1 if self.failed else 0

    def fail(self, entry: ss.Entry, error: ss.SudokuError) -> None:
        self.failed += 1
        where = f"{self.name}:{entry.line}"
        print(f"{where}: {error.message}", file=self.err)
        # In its place on standard output too, so that output lines stay beside input lines.
        if self.args.json:
            print(_dumps(entry.error_form(self.name, error.message)), file=self.out)
        else:
            print(f"error: {where}: {error.message}", file=self.out)

    def line(self, text: str) -> None:
        print(text, file=self.out)


def _er_ep_ed(rated: dict[str, Any]) -> str:
    """Sudoku Explainer's numbers as its users read them (`7.2/1.2/1.2`, `10.5+/...` when
    cut short by the budget), or "" when they were not made."""
    if "er" not in rated:
        return ""
    return f"{rated['er']:.1f}{'' if rated['er_complete'] else '+'}/{rated['ep']:.1f}/{rated['ed']:.1f}"


def _rating_text(rated: dict[str, Any]) -> str:
    """A rating in the words of the library's Rating (as `sudoku rate` writes it):
    the level with its trial depth where measured, Sudoku Explainer's numbers when made,
    then our path's score, named."""
    text = str(rated["level"])
    if "trial_depth" in rated:
        text += f" (trial depth {rated['trial_depth']})"
    text += ", "
    if "er" in rated:
        text += f"ER/EP/ED {_er_ep_ed(rated)} {rated['er_technique']}; "
    return text + f"path score {rated['path_score']:.1f} (hardest: {rated['hardest']})"


def _puzzle_line(entry: ss.Entry) -> str:
    return str(entry.grid) if entry.grid is not None else entry.text


def _solve(run: _Run) -> int:
    def write(entry: ss.Entry, solution: str) -> None:
        run.line(_dumps({"puzzle": _puzzle_line(entry), "solution": solution}) if run.args.json else solution)

    return run.each(ss.solve_batch, write)


def _count(run: _Run) -> int:
    limit = run.args.limit

    def write(entry: ss.Entry, count: int) -> None:
        if run.args.json:
            run.line(_dumps({"at_limit": count == limit, "count": count, "puzzle": _puzzle_line(entry)}))
        else:
            run.line(str(count))

    def call(puzzles: list[ss.Entry], **options: Any) -> list[Any]:
        counts: list[Any] = ss.count_solutions_batch(puzzles, limit, **options)
        # As `sudoku count`, givens that repeat a digit are an error, not 0 solutions.
        for index, count in enumerate(counts):
            if count == 0:
                conflict = _conflict(puzzles[index])
                counts[index] = conflict if conflict is not None else count
        return counts

    return run.each(call, write)


def _conflict(puzzle: ss.Entry) -> Optional[ss.SudokuError]:
    """The error of givens that repeat a digit in a house, if they do."""
    try:
        ss.solve(puzzle)
    except ss.SudokuError as error:
        return error if error.cells else None
    return None


def _canon(run: _Run) -> int:
    def write(entry: ss.Entry, form: str) -> None:
        run.line(_dumps({"canonical": form, "puzzle": _puzzle_line(entry)}) if run.args.json else form)

    return run.each(ss.canonical_batch, write)


def _rate(run: _Run) -> int:
    args = run.args
    form = "json" if args.json else args.format
    if form == "serate" and args.no_explainer:
        print("sudoku: --format serate writes Sudoku Explainer's numbers: it cannot go with --no-explainer", file=run.err)
        return 2

    def write(entry: ss.Entry, rated: dict[str, Any]) -> None:
        puzzle = rated["puzzle"]
        er = _er_ep_ed(rated)
        if form == "json":
            run.line(_dumps(rated))
        elif form == "serate" and er:
            run.line(f"{puzzle} ED={er}")
        else:
            run.line(f"{puzzle} {_rating_text(rated)}")

    def call(puzzles: Any, **options: Any) -> Any:
        return ss.rate_batch(puzzles, explainer=not args.no_explainer, budget=args.budget, **options)

    return run.each(call, write)


def _explain(run: _Run) -> int:
    def write(entry: ss.Entry, explained: dict[str, Any]) -> None:
        if run.args.json:
            run.line(_dumps(explained))
            return
        run.line(f"Puzzle {run.name}:{entry.line}: {explained['puzzle']}")
        run.line(ss.Grid(explained["puzzle"]).pretty())
        run.line("")
        width = len(str(len(explained["steps"])))
        for number, step in enumerate(explained["steps"], 1):
            run.line(f"{number:>{width}}. {step['text']}")
        run.line("")
        run.line(ss.Grid(explained["solution"]).pretty())
        how = "with backtracking" if explained["backtracking"] else "by logic alone"
        run.line(f"Solved {how} in {len(explained['steps'])} steps.")
        rating = explained["rating"]
        if rating is not None:
            run.line(f"Rating: {_rating_text(rating)}")

    # The explanations stream: a long file is never held whole.
    def call(puzzles: Any, **options: Any) -> Any:
        return ss.explain_iter(puzzles, rating=not run.args.no_rating, **options)

    return run.each(call, write)


def _generate(run: _Run) -> int:
    args = run.args
    givens: Any = args.givens
    if givens is not None and givens.isdigit():
        givens = int(givens)
    made = ss.generate(
        args.count,
        difficulty=args.difficulty,
        symmetry=args.symmetry,
        seed=args.seed,
        minimal=args.minimal,
        givens=givens,
        er_band=args.er_band,
        attempts=args.attempts,
        threads=args.jobs,
        errors="return",
        details=args.json,
        explainer=False,
    )
    for index, puzzle in enumerate(made):
        if isinstance(puzzle, ss.SudokuError):
            run.failed += 1
            print(f"sudoku: puzzle {index + 1}: {puzzle.message}", file=run.err)
        elif args.json:
            keys = ("givens", "hardest", "index", "level", "path_score", "puzzle", "seed")
            run.line(_dumps({key: puzzle[key] for key in keys}))
        else:
            run.line(puzzle)
    return 1 if run.failed else 0


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m sudoku_strata",
        description="Solve, explain, rate, count, canonicalise and generate Sudoku puzzles.",
    )
    parser.add_argument("--version", action="version", version=f"sudoku-strata {ss.__version__}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    def command(name: str, help: str, run: Callable[[_Run], int], reads: bool = True) -> argparse.ArgumentParser:
        sub = commands.add_parser(name, help=help, description=help)
        if reads:
            sub.add_argument(
                "input",
                nargs="?",
                metavar="INPUT",
                help="a puzzle written out, a puzzle file, or - for standard input (the default)",
            )
        sub.add_argument("-j", "--jobs", type=_positive, default=1, help="work on this many threads (at most the cores)")
        sub.set_defaults(run=run)
        return sub

    solve = command("solve", "solve puzzles by search", _solve)
    solve.add_argument("--json", action="store_true", help="one JSON object per puzzle: puzzle, solution")

    explain = command("explain", "solve puzzles step by step, as a person would", _explain)
    explain.add_argument("--json", action="store_true", help="one JSON object per puzzle, as `sudoku explain --json`")
    explain.add_argument("--no-rating", action="store_true", help="leave out the rating (quicker)")

    count = command("count", "count the solutions of puzzles", _count)
    count.add_argument("--limit", type=_positive, default=1000, help="stop counting at this many solutions")
    count.add_argument("--json", action="store_true", help="one JSON object per puzzle: puzzle, count, at_limit")

    rate = command("rate", "rate puzzles: our level and path score, and Sudoku Explainer's ER/EP/ED", _rate)
    rate.add_argument("--json", action="store_true", help="one JSON object per puzzle (as --format json)")
    rate.add_argument("--format", choices=["text", "json", "serate"], default="text", help="how each rating is written")
    rate.add_argument("--no-explainer", action="store_true", help="leave out Sudoku Explainer's ER/EP/ED")
    rate.add_argument("--budget", type=_positive, default=None, help="implications Sudoku Explainer's rating may follow")

    canon = command("canon", "the canonical (minlex) form of puzzles", _canon)
    canon.add_argument("--json", action="store_true", help="one JSON object per puzzle: puzzle, canonical")

    generate = command("generate", "make new puzzles with one solution", _generate, reads=False)
    generate.add_argument("-n", "--count", type=int, default=1, help="how many puzzles to make")
    generate.add_argument("-d", "--difficulty", choices=LEVELS, help="the level [default: any]")
    generate.add_argument("-s", "--symmetry", choices=SYMMETRIES, default="none", help="the symmetry of the givens")
    generate.add_argument("-g", "--givens", metavar="N|A..B", help="the number of givens, or a range")
    generate.add_argument("--minimal", action="store_true", help="only puzzles where no given can be removed")
    generate.add_argument("--er-band", action="store_true", help="with --difficulty: ER in the level's band too")
    generate.add_argument("--seed", type=int, default=None, help="the seed [default: from the clock]")
    generate.add_argument("--attempts", type=_positive, default=None, help="full grids to try per puzzle")
    generate.add_argument("--json", action="store_true", help="one JSON object per puzzle, as `sudoku generate --json`")
    return parser


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a number of at least 1, found {text}")
    return value


def main(argv: Optional[Sequence[str]] = None, out: TextIO = sys.stdout, err: TextIO = sys.stderr) -> int:
    """Runs the command line on `argv` (the process's arguments by default) and returns
    its exit status: 0, 1 when a puzzle failed, 2 for a wrong option."""
    parser = _parser()
    args = parser.parse_args(argv)
    if getattr(args, "er_band", False) and args.difficulty is None:
        parser.error("--er-band goes with --difficulty")
    try:
        status: int = args.run(_Run(args, out, err))
        return status
    except ss.SudokuError as error:
        print(f"sudoku: {error}", file=err)
        return 1
    except BrokenPipeError:
        # The reader went away (`| head`): nothing more to write.
        return 0
