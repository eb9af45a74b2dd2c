"""Times a batch call on 1 and on 2 (or more) threads in one process, runs interleaved,
and prints each run and the speed-up: the figure of BENCHMARKS.md, section "Python
batches".

    python python/examples/batch_threads.py ../shared/datasets/17-clue.txt \
        --call solve --threads 1,2 --runs 3 [--limit N] [--program target/release/sudoku]

The puzzles are read once (with `sudoku_strata.read`), then each run passes the same
list of `Grid`s to the call; the time is wall-clock time of the call alone, beside the
processor time of the whole process (all its threads) over the call: on a machine
shared with other work, the processor time shows whether the threads add work of their
own, where the wall-clock time also shows how much of the cores the other work left.

With `--program target/release/sudoku`, each run also times the `sudoku` program on the
same puzzles with `-j` as many threads (a whole process, its output thrown away), so
that the speed-up of the calls stands beside that of the program under the same load.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import tempfile
import time
from typing import Any, Callable

import sudoku_strata as ss

CALLS: dict[str, Callable[..., Any]] = {
    "solve": lambda puzzles, threads: ss.solve_batch(puzzles, threads=threads),
    "count": lambda puzzles, threads: ss.count_solutions_batch(puzzles, threads=threads),
    "canon": lambda puzzles, threads: ss.canonical_batch(puzzles, threads=threads),
    "rate": lambda puzzles, threads: ss.rate_batch(puzzles, threads=threads, columns=True),
    "explain": lambda puzzles, threads: ss.explain_batch(puzzles, threads=threads, columns=True),
}

# The same work by the `sudoku` program (count with the calls' default limit).
PROGRAM: dict[str, list[str]] = {
    "solve": ["solve"],
    "count": ["count", "--limit", "2"],
    "canon": ["canon"],
    "rate": ["rate"],
    "explain": ["explain"],
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("file")
    parser.add_argument("--call", choices=sorted(CALLS), default="solve")
    parser.add_argument("--threads", default="1,2", help="comma-separated thread counts")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--limit", type=int, default=None, help="the first N puzzles only")
    parser.add_argument("--program", default=None, help="the sudoku program, timed beside the calls")
    args = parser.parse_args()

    with open(args.file, "rb") as source:
        puzzles = [entry.grid for entry in ss.read(source) if entry.grid is not None]
    puzzles = puzzles[: args.limit]
    counts = [int(n) for n in args.threads.split(",")]
    call = CALLS[args.call]
    times: dict[int, list[float]] = {n: [] for n in counts}
    program: dict[int, list[float]] = {n: [] for n in counts}
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as lines:
        lines.write("".join(f"{grid}\n" for grid in puzzles))
    try:
        for run in range(args.runs):
            for n in counts:
                started, cpu_started = time.perf_counter(), time.process_time()
                call(puzzles, n)
                times[n].append(time.perf_counter() - started)
                cpu = time.process_time() - cpu_started
                print(f"run {run + 1}, {n} thread(s): {times[n][-1]:.3f} s, processor {cpu:.3f} s")
                if args.program:
                    command = [args.program, *PROGRAM[args.call], "-j", str(n), lines.name]
                    started = time.perf_counter()
                    subprocess.run(command, stdout=subprocess.DEVNULL, check=True)
                    program[n].append(time.perf_counter() - started)
                    print(f"run {run + 1}, {' '.join(command[1:-1])}: {program[n][-1]:.3f} s")
    finally:
        os.unlink(lines.name)
    first = counts[0]
    for name, figures in [(args.call, times), (f"the program's {args.call}", program)]:
        for n in counts if figures[first] else []:
            median = statistics.median(figures[n])
            print(
                f"{name} on {len(puzzles)} puzzles, {n} thread(s): median {median:.3f} s "
                f"({len(puzzles) / median:,.0f} puzzles/s), speed-up against {first}: "
                + ", ".join(f"{a / b:.2f}" for a, b in zip(figures[first], figures[n]))
            )


if __name__ == "__main__":
    main()
