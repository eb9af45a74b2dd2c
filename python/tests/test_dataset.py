"""The Dask example end to end on a LocalCluster, and its export to a puzzle file."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest
import sudoku_strata as ss
from conftest import digits, solves

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
N = 9
LEVELS = ["easy", "medium"]


def load(name):
    spec = importlib.util.spec_from_file_location(name, EXAMPLES / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def run(*args):
    return subprocess.run(
        [sys.executable, str(EXAMPLES / "generate_dataset.py"), *map(str, args)],
        capture_output=True,
        text=True,
        timeout=600,
    )


@pytest.fixture(scope="module")
def datasets(tmp_path_factory):
    """The same run on 1 and on 2 workers. Partitions of 4 rows, so that each level
    takes several and its last one only in part."""
    folder = tmp_path_factory.mktemp("datasets")
    frames = {}
    for workers in (1, 2):
        out = folder / f"w{workers}.parquet"
        done = run(
            "--n", N, "--difficulty", ",".join(LEVELS), "--seed", 21,
            "--workers", workers, "--partition-size", 4, "--out", out,
        )  # fmt: skip
        assert done.returncode == 0, done.stderr
        assert f"on {workers} workers" in done.stderr
        frames[workers] = (out, pd.read_parquet(out))
    return frames


def test_the_same_seed_gives_the_same_rows_on_one_and_two_workers(datasets):
    (_, one), (_, two) = datasets[1], datasets[2]
    assert len(one) == N * len(LEVELS)
    pd.testing.assert_frame_equal(one, two)


def test_a_running_cluster_given_by_its_address_makes_the_same_rows(datasets, tmp_path):
    from dask.distributed import LocalCluster

    out = tmp_path / "scheduler.parquet"
    with LocalCluster(n_workers=2, threads_per_worker=1, dashboard_address=None) as cluster:
        done = run(
            "--n", N, "--difficulty", ",".join(LEVELS), "--seed", 21,
            "--partition-size", 4, "--scheduler", cluster.scheduler_address, "--out", out,
        )  # fmt: skip
    assert done.returncode == 0, done.stderr
    pd.testing.assert_frame_equal(pd.read_parquet(out), datasets[1][1])


def test_rows_are_unique_of_the_levels_asked_and_solved(datasets):
    _, frame = datasets[2]
    assert frame.groupby("level").size().to_dict() == {level: N for level in LEVELS}
    assert list(frame["level"]) == [level for level in LEVELS for _ in range(N)]
    # Unique by the canonical form worked out again here, not by the column alone.
    forms = ss.canonical_batch(list(frame["puzzle"]))
    assert forms == list(frame["canonical"])
    assert len(set(forms)) == len(frame)
    assert ss.count_solutions_batch(list(frame["puzzle"])) == [1] * len(frame)
    assert all(solves(p, s) for p, s in zip(frame["puzzle"], frame["solution"]))
    rated = ss.rate_batch(list(frame["puzzle"]))
    assert list(frame["er"]) == [r["er"] for r in rated]
    assert list(frame["level"]) == [r["level"] for r in rated]


def test_the_step_trace_fills_every_empty_cell(datasets):
    _, frame = datasets[1]
    for puzzle, solution, trace in zip(frame["puzzle"], frame["solution"], frame["steps"]):
        cells = digits(puzzle)
        steps = json.loads(trace)
        assert steps == ss.explain(puzzle)["steps"]
        for step in steps:
            for p in step["placements"]:
                cells[(p["row"] - 1) * 9 + p["col"] - 1] = p["digit"]
        assert "".join(map(str, cells)) == solution


def test_the_export_writes_a_puzzle_file(datasets, tmp_path):
    path, frame = datasets[2]
    text = tmp_path / "puzzles.txt"
    assert load("export_text").main([str(path), str(text)]) == 0
    lines = text.read_text().splitlines()
    assert lines == list(frame["puzzle"])
    assert [str(ss.Grid(line)) for line in lines] == lines


def test_duplicates_keep_their_first_occurrence():
    take_new = load("generate_dataset").take_new
    seen = {"a"}
    columns = {"canonical": ["a", "b", "c", "b", "d"], "row": [0, 1, 2, 3, 4]}
    assert take_new(columns, seen, 10) == {"canonical": ["b", "c", "d"], "row": [1, 2, 4]}
    assert seen == {"a", "b", "c", "d"}
    assert take_new({"canonical": ["e", "f", "g"], "row": [0, 1, 2]}, seen, 2)["row"] == [0, 1]


class Done:
    """A future that is already done."""

    def __init__(self, value):
        self.value = value

    def result(self):
        return self.value

    def cancel(self):
        pass


class InPlace:
    """A client that runs each task where it is submitted, remembering the order."""

    def __init__(self):
        self.submitted = []

    def submit(self, function, *args, pure=True):
        self.submitted.append((args[0], args[2]))
        return Done(function(*args))


def test_partitions_short_of_rows_get_more_and_the_rows_do_not_depend_on_the_window(monkeypatch):
    module = load("generate_dataset")

    # Partitions of 3 rows, where every form of partition 0 of `b` repeats one of `a`'s.
    def fake(level, seed, partition, size, symmetry, threads):
        forms = [f"a{i}" for i in range(size)] if level == "b" and partition == 0 else None
        forms = forms or [f"{level}{partition * size + i}" for i in range(size)]
        return {"canonical": forms, "puzzle": forms, "cpu_seconds": 0.0}

    monkeypatch.setattr(module, "make_partition", fake)
    args = module.parse_args(["--n", "5", "--difficulty", "easy", "--seed", "1", "--out", "x", "--partition-size", "3"])
    args.levels = ["a", "b"]
    results = []
    for ahead in (1, 2, 7):
        client = InPlace()
        rows = [form for columns in module.dataset_rows(client, args, set(), ahead, [0.0]) for form in columns["puzzle"]]
        results.append(rows)
        # `b` needed a third partition, asked for once the first two came short.
        assert ("b", 2) in client.submitted
    assert results[0] == results[1] == results[2]
    assert results[0] == ["a0", "a1", "a2", "a3", "a4", "b3", "b4", "b5", "b6", "b7"]


def test_partition_seeds_depend_on_seed_level_and_partition():
    seed = load("generate_dataset").partition_seed
    seeds = {seed(s, level, p) for s in (1, 2) for level in LEVELS for p in range(3)}
    assert len(seeds) == 12
    assert seed(1, "easy", 0) == seed(1, "easy", 0)


def test_an_unknown_level_is_refused_before_a_cluster_starts(tmp_path):
    done = run("--n", 1, "--difficulty", "easy,tricky", "--seed", 1, "--out", tmp_path / "x.parquet")
    assert done.returncode == 2 and "tricky" in done.stderr
    assert not (tmp_path / "x.parquet").exists()
