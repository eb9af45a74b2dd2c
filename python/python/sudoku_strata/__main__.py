"""`python -m sudoku_strata`: the command line of `sudoku_strata.cli`."""

import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
