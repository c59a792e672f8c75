#!/usr/bin/env bash
# Instructions per state in the explicit engine's search, for generated
# models, counted by valgrind's callgrind: the same count on an idle machine
# or a busy one, where this shared machine's timings move by a fifth or more
# from minute to minute. A change that cuts these cuts work; whether it cuts
# time is for `tipcheck-bench --loop` (interleaved runs) to say.
#
# usage: Benchmarks/instructions.sh [MODEL...]
#   MODEL as in `tipcheck-bench --loop` (default: tips10 counters6 groups6x4
#   groups8x3); one thread, the single-tip search, five runs.
# Needs valgrind (Debian: apt-get install valgrind). Prints, per model and
# divided by the runs and the states, two counts:
#  - every instruction `ExplicitChecker.run` executes: the search's set-up,
#    the search and its result, with what they call in libc and the Swift
#    runtime (malloc, memset, retains); not the compilation before the run;
#  - those in the search's own functions (the worker, the search, the
#    interpreter, the visited sets and the coder), the figure this script
#    printed alone until 2026-12-01, with cachegrind over the whole process.
#    That count missed every function below cg_annotate's 0.1% threshold:
#    on the families it agrees with this one within 0.2%, on a relay, where
#    the compilation before the run is most of the process, it read 5,550
#    per state against 12,032. Nor did it see the 256 KiB of hash tables
#    each search then filled with memset, a quarter of a relay's run.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "valgrind not found (apt-get install valgrind)" >&2; exit 69; }
models=("$@")
[ ${#models[@]} -gt 0 ] || models=(tips10 counters6 groups6x4 groups8x3)
swift build -c release --product tipcheck-bench >/dev/null 2>&1 || swift build -c release --product tipcheck-bench
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Valgrind 3.19 cannot read the debug information of Swift 6's binaries: symbols are enough.
cp "$(swift build -c release --show-bin-path 2>/dev/null)/tipcheck-bench" "$work/bench"
strip -g "$work/bench"
# Counted inside the checker's run only (its mangled name, found rather than spelled out).
run=$(nm "$work/bench" | awk '$3 ~ /TipExplicit0B7CheckerV3runAC6ResultVyF$/ && !found { print $3; found = 1 }')
[ -n "$run" ] || { echo "ExplicitChecker.run not found in the benchmark's symbols" >&2; exit 1; }
runs=5
for model in "${models[@]}"; do
  line=$("$work/bench" --loop "$model" 1 1)
  states=$(sed -n 's/.* \([0-9][0-9]*\) states.*/\1/p' <<<"$line")
  [ -n "$states" ] || { echo "$model: $line" >&2; exit 1; }
  valgrind --tool=callgrind --toggle-collect="$run" --callgrind-out-file="$work/out" \
    "$work/bench" --loop "$model" "$runs" 1 >/dev/null 2>&1
  callgrind_annotate --threshold=100 "$work/out" | awk -v model="$model" -v runs="$runs" -v states="$states" '
    /PROGRAM TOTALS/ { gsub(",", "", $1); whole = $1 }
    /^ *[0-9,]+ \(/ && /TipExplicit(6Worker|6Search|12FlatPrograms|10VisitedSet|13CompressedMap|14ComponentCoder|9DirectMap)/ {
      gsub(",", "", $1); own += $1
    }
    END {
      printf "%s: %d states, %.0f instructions per state in the run, %.0f in the search'"'"'s own functions\n",
        model, states, whole / runs / states, own / runs / states
    }'
done
