#!/usr/bin/env bash
# The browser tests of `sudoku serve`: installs what they need when it is missing
# (Debian's chromium, playwright-core from npm), builds the release binary and runs
# them. Needs root (or the packages already there) for apt-get.
set -euo pipefail
cd "$(dirname "$0")"

if ! command -v chromium >/dev/null 2>&1 && [ -z "${CHROMIUM:-}" ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null
fi
if ! command -v npm >/dev/null 2>&1; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nodejs npm >/dev/null
fi
if [ ! -d node_modules/playwright-core ]; then
    npm ci --no-audit --no-fund --loglevel=error
fi
(cd .. && cargo build --release --all-features --bin sudoku)
export SUDOKU_BIN="${SUDOKU_BIN:-$PWD/../target/release/sudoku}"
npm test
