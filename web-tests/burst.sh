#!/usr/bin/env bash
# A burst of concurrent requests at `sudoku serve` on loopback: N explain requests of
# hard puzzles at once (default 200, the first N of top1465), then a check that the
# server still answers, and its peak memory (from /usr/bin/time -v).
#
#   bash web-tests/burst.sh [N] [PUZZLE_FILE] [-- SERVE_OPTIONS...]
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-200}"
file="${2:-../shared/datasets/top1465.txt}"
shift $(( $# > 2 ? 2 : $# ))
[ "${1:-}" = "--" ] && shift
binary=target/release/sudoku
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

/usr/bin/time -v "$binary" serve --port 0 "$@" >"$work/out" 2>"$work/time" &
server=$!
for _ in $(seq 100); do
    grep -q 'listening on' "$work/out" 2>/dev/null && break
    sleep 0.1
done
url="$(grep -o 'http://[^ ]*' "$work/out")"
echo "server at $url, $count requests at once"

head -n "$count" "$file" | cut -c1-81 >"$work/puzzles"
started=$(date +%s.%N)
xargs -P "$count" -I{} curl -s -o /dev/null -m 120 -w '%{http_code}\n' \
    -d '{"puzzle":"{}"}' "${url}api/explain" <"$work/puzzles" >"$work/codes"
ended=$(date +%s.%N)
echo "answers by status (count status):"
sort "$work/codes" | uniq -c
printf 'all answered in %.1f s\n' "$(echo "$ended - $started" | bc)"
after=$(curl -s -o /dev/null -w '%{http_code}' -d "{\"puzzle\":\"$(head -n1 "$work/puzzles")\"}" "${url}api/validate")
echo "a request after the burst: $after"

# /usr/bin/time reports when the server ends: stop it by its own id (time's child).
pkill -INT -P "$server" || true
wait "$server" || true
grep 'Maximum resident set size' "$work/time"
