"""Explains the first N puzzles of a file in one of three ways, to measure the peak
memory of each under `/usr/bin/time -v` (BENCHMARKS.md, section "Python batches"):

    /usr/bin/time -v python python/examples/explain_memory.py \
        ../shared/datasets/17-clue.txt --n 20000 --how iter

`--how list` keeps the whole list of `explain_batch` (every explanation a dict at once),
`--how iter` walks `explain_iter` (a few explanations held at a time), `--how columns`
makes the table of steps of `explain_batch(columns=True)`. Each prints how many
puzzles and steps it saw, so that the three can be checked to do the same work.
"""

from __future__ import annotations

import argparse

import sudoku_strata as ss


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("file")
    parser.add_argument("--n", type=int, default=20000)
    parser.add_argument("--how", choices=["list", "iter", "columns"], default="iter")
    parser.add_argument("--threads", type=int, default=None)
    args = parser.parse_args()

    with open(args.file, "rb") as source:
        puzzles = [entry.grid for entry in ss.read(source) if entry.grid is not None][: args.n]
    if args.how == "list":
        explained = ss.explain_batch(puzzles, threads=args.threads)
        steps = sum(len(e["steps"]) for e in explained)
    elif args.how == "iter":
        steps = sum(len(e["steps"]) for e in ss.explain_iter(puzzles, threads=args.threads))
    else:
        table = ss.explain_batch(puzzles, threads=args.threads, columns=True)
        steps = len(table["step"])
    print(f"{len(puzzles)} puzzles explained ({args.how}): {steps} steps")


if __name__ == "__main__":
    main()
