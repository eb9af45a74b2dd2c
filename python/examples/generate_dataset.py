"""Generate, rate and explain Sudoku puzzles across a Dask cluster, into one Parquet file.

    python generate_dataset.py --n 1000 --difficulty easy,hard --seed 7 --workers 2 \
        --out puzzles.parquet [--scheduler tcp://host:8786]

For each level asked, the file gets N puzzles of that level, each with one solution:
its line, solution, level, our path score and hardest technique, Sudoku Explainer's ER/EP/ED
and the ER technique, and the step trace (the `steps` of `sudoku explain --json`, as a
JSON string). No two rows are equivalent puzzles: rows are deduplicated by canonical
form, the first occurrence kept.

Reproducible whatever the cluster: the work is cut into partitions of a fixed size
(--partition-size, not the number of workers), partition p of a level gets the seed
`partition_seed(S, level, p)`, and partitions are taken in order, so the same
arguments give the same rows on 1 worker or 100. Without --scheduler a LocalCluster
of --workers processes (one thread each) runs here; with it, the cluster at that
address does (every worker needs `sudoku_strata` installed).

The client keeps only the canonical forms seen and writes partitions in order as they
arrive, so its memory grows by one canonical form a row, not by the rows themselves.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from collections import deque
from itertools import islice
from typing import Iterator, Optional

import pyarrow as pa
import pyarrow.parquet as pq
import sudoku_strata

LEVELS = ("beginner", "easy", "medium", "hard", "expert", "extreme")

SCHEMA = pa.schema(
    [
        ("puzzle", pa.string()),
        ("solution", pa.string()),
        ("level", pa.string()),
        ("path_score", pa.float64()),
        ("hardest", pa.string()),
        ("er", pa.float64()),
        ("ep", pa.float64()),
        ("ed", pa.float64()),
        ("er_technique", pa.string()),
        ("steps", pa.string()),
        ("canonical", pa.string()),
        ("partition", pa.int64()),
        ("index", pa.int64()),
    ]
)


def partition_seed(seed: int, level: str, partition: int) -> int:
    """The generator seed of one partition: a hash of the run's seed, the level and the
    partition's number, so partitions never share puzzles by sharing a seed."""
    digest = hashlib.blake2b(f"{seed}/{level}/{partition}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "little")


def make_partition(level: str, seed: int, partition: int, size: int, symmetry: str, threads: int) -> dict:
    """One partition's rows, made on a worker: `size` puzzles of `level`, rated and
    explained. Returned as columns (plain lists), which pickle small and fast, with the
    processor time the worker spent on them under `cpu_seconds`."""
    cpu_started = time.process_time()
    made_seed = partition_seed(seed, level, partition)
    puzzles = sudoku_strata.generate(size, difficulty=level, symmetry=symmetry, seed=made_seed, threads=threads)
    ratings = sudoku_strata.rate_batch(puzzles, threads=threads)
    # The level and ER come from the ratings; the explanations need not rate again.
    explained = sudoku_strata.explain_batch(puzzles, rating=False, threads=threads)
    columns = {
        "puzzle": puzzles,
        "solution": [e["solution"] for e in explained],
        "level": [r["level"] for r in ratings],
        "path_score": [r["path_score"] for r in ratings],
        "hardest": [r["hardest"] for r in ratings],
        "er": [r["er"] for r in ratings],
        "ep": [r["ep"] for r in ratings],
        "ed": [r["ed"] for r in ratings],
        "er_technique": [r["er_technique"] for r in ratings],
        "steps": [json.dumps(e["steps"], separators=(",", ":")) for e in explained],
        "canonical": sudoku_strata.canonical_batch(puzzles, threads=threads),
        "partition": [partition] * len(puzzles),
        "index": list(range(len(puzzles))),
    }
    columns["cpu_seconds"] = time.process_time() - cpu_started
    return columns


def take_new(columns: dict, seen: set, wanted: int) -> dict:
    """The rows of a partition whose canonical form is not in `seen` (which gains
    them), in order, at most `wanted` of them."""
    keep = []
    for row, form in enumerate(columns["canonical"]):
        if len(keep) == wanted:
            break
        if form not in seen:
            seen.add(form)
            keep.append(row)
    return {name: [values[row] for row in keep] for name, values in columns.items()}


def dataset_rows(client, args, seen: set, ahead: int, cpu: list) -> Iterator[dict]:
    """The new rows of every level, level by level and partition by partition in order,
    `args.n` rows per level; the workers' processor time is added to `cpu[0]`.

    The plan is each level's partitions in order, as many as `args.n` rows fill when
    none is a duplicate; a level left short by duplicates gets its next partition put
    first in the plan. Partitions are taken in plan order, so the rows depend only on
    the arguments; the first `ahead` of the plan are kept on the cluster, so the next
    level's partitions run while the last of this one finishes.
    """
    per_level = -(-args.n // args.partition_size)
    plan = deque((level, p) for level in args.levels for p in range(per_level))
    next_partition = {level: per_level for level in args.levels}
    running: dict = {}
    for level in args.levels:
        found = 0
        while found < args.n:
            if not plan or plan[0][0] != level:
                plan.appendleft((level, next_partition[level]))
                next_partition[level] += 1
            for key in list(islice(plan, ahead)):
                if key not in running:
                    running[key] = client.submit(
                        make_partition,
                        key[0],
                        args.seed,
                        key[1],
                        args.partition_size,
                        args.symmetry,
                        args.threads,
                        pure=False,
                    )
            made = running.pop(plan.popleft()).result()
            cpu[0] += made.pop("cpu_seconds")
            columns = take_new(made, seen, args.n - found)
            found += len(columns["puzzle"])
            yield columns
        # A level filled before its plan ran out (it cannot, short of a change to the
        # plan) leaves nothing behind.
        while plan and plan[0][0] == level:
            future = running.pop(plan.popleft(), None)
            if future is not None:
                future.cancel()


def start_client(args):
    """A client of the cluster at --scheduler, or of a new LocalCluster of --workers
    processes with one thread each."""
    from dask.distributed import Client, LocalCluster

    if args.scheduler:
        return Client(args.scheduler), None
    cluster = LocalCluster(
        n_workers=args.workers,
        threads_per_worker=1,
        processes=True,
        dashboard_address=None,
    )
    return Client(cluster), cluster


def parse_args(argv: Optional[list]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, required=True, help="puzzles per level")
    parser.add_argument(
        "--difficulty",
        required=True,
        help="a level or a comma-separated list: " + ", ".join(LEVELS),
    )
    parser.add_argument("--seed", type=int, required=True, help="the run's seed")
    parser.add_argument("--workers", type=int, default=1, help="LocalCluster processes (default 1)")
    parser.add_argument("--out", required=True, help="the Parquet file to write")
    parser.add_argument("--scheduler", help="the address of a running Dask scheduler")
    parser.add_argument("--symmetry", default="none", help="none, rot180, rot90, mirror or diagonal")
    parser.add_argument(
        "--partition-size",
        type=int,
        default=64,
        help="puzzles per partition (default 64); part of what makes the rows, with the seed",
    )
    parser.add_argument("--threads", type=int, default=1, help="threads per task on a worker (default 1)")
    args = parser.parse_args(argv)
    args.levels = [level.strip() for level in args.difficulty.split(",") if level.strip()]
    for level in args.levels:
        if level not in LEVELS:
            parser.error(f"unknown level {level!r}: expected one of {', '.join(LEVELS)}")
    if args.n < 1 or args.partition_size < 1 or args.workers < 1 or args.threads < 1:
        parser.error("--n, --partition-size, --workers and --threads are at least 1")
    return args


def main(argv: Optional[list] = None) -> int:
    args = parse_args(argv)
    # Options the generator refuses fail here, before a cluster starts.
    try:
        sudoku_strata.generate(0, symmetry=args.symmetry)
    except sudoku_strata.SudokuError as error:
        print(f"generate_dataset: {error}", file=sys.stderr)
        return 2
    client, cluster = start_client(args)
    try:
        workers = len(client.scheduler_info()["workers"])
        ahead = 2 * max(1, workers) * args.threads
        started = time.perf_counter()
        seen: set = set()
        cpu = [0.0]
        rows = 0
        with pq.ParquetWriter(args.out, SCHEMA) as writer:
            for columns in dataset_rows(client, args, seen, ahead, cpu):
                if columns["puzzle"]:
                    writer.write_table(pa.Table.from_pydict(columns, schema=SCHEMA))
                    rows += len(columns["puzzle"])
        seconds = time.perf_counter() - started
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
    # Processor time as well as wall time: on a shared machine the wall time says how
    # busy the machine was, the processor time what the work costs.
    print(
        f"wrote {rows} puzzles to {args.out} in {seconds:.1f} s on {workers} workers: "
        f"{rows / seconds:.1f} puzzles/s; the workers' processor time {cpu[0]:.1f} s, "
        f"{rows / max(cpu[0], 1e-9):.1f} puzzles per processor second",
        file=sys.stderr,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
