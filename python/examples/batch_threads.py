"""Times a batch call on 1 and on 2 (or more) threads in one process, runs interleaved,
and prints each run and the speed-up: the figure of BENCHMARKS.md, section "Python
batches".

    python python/examples/batch_threads.py ../shared/datasets/17-clue.txt \
        --call solve --threads 1,2 --runs 3 [--limit N]

The puzzles are read once (with `sudoku_strata.read`), then each run passes the same
list of `Grid`s to the call; the time is wall-clock time of the call alone, beside the
processor time of the whole process (all its threads) over the call: on a machine
shared with other work, the processor time shows whether the threads add work of their
own, where the wall-clock time also shows how much of the cores the other work left.
"""

from __future__ import annotations

import argparse
import statistics
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("file")
    parser.add_argument("--call", choices=sorted(CALLS), default="solve")
    parser.add_argument("--threads", default="1,2", help="comma-separated thread counts")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--limit", type=int, default=None, help="the first N puzzles only")
    args = parser.parse_args()

    with open(args.file, "rb") as source:
        puzzles = [entry.grid for entry in ss.read(source) if entry.grid is not None]
    puzzles = puzzles[: args.limit]
    counts = [int(n) for n in args.threads.split(",")]
    call = CALLS[args.call]
    times: dict[int, list[float]] = {n: [] for n in counts}
    for run in range(args.runs):
        for n in counts:
            started, cpu_started = time.perf_counter(), time.process_time()
            call(puzzles, n)
            times[n].append(time.perf_counter() - started)
            cpu = time.process_time() - cpu_started
            print(f"run {run + 1}, {n} thread(s): {times[n][-1]:.3f} s, processor {cpu:.3f} s")
    first = counts[0]
    for n in counts:
        median = statistics.median(times[n])
        print(
            f"{args.call} on {len(puzzles)} puzzles, {n} thread(s): median {median:.3f} s "
            f"({len(puzzles) / median:,.0f} puzzles/s), speed-up against {first}: "
            + ", ".join(f"{a / b:.2f}" for a, b in zip(times[first], times[n]))
        )


if __name__ == "__main__":
    main()
