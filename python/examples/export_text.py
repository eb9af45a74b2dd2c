"""Write one column of a dataset's Parquet file as a text file, one 81-character line
per row, the puzzle-file form other tools read (`sudoku rate FILE`, `compare verify`).

    python export_text.py puzzles.parquet puzzles.txt [--column solution]
"""

from __future__ import annotations

import argparse
import sys
from typing import Optional

import pyarrow.parquet as pq


def export(source: str, target: str, column: str = "puzzle") -> int:
    """Writes `column` of `source` to `target`, a line a row; returns the row count.
    Reads one row group at a time, so a large file needs little memory."""
    rows = 0
    parquet = pq.ParquetFile(source)
    with open(target, "w", encoding="ascii") as out:
        for group in range(parquet.num_row_groups):
            for line in parquet.read_row_group(group, columns=[column]).column(column).to_pylist():
                out.write(line + "\n")
                rows += 1
    return rows


def main(argv: Optional[list] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("source", help="a Parquet file of generate_dataset.py")
    parser.add_argument("target", help="the text file to write")
    parser.add_argument("--column", default="puzzle", help="puzzle (default), solution or canonical")
    args = parser.parse_args(argv)
    rows = export(args.source, args.target, args.column)
    print(f"wrote {rows} lines to {args.target}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
