#!/usr/bin/env bash
# BenchLens - explorer for database and API benchmark results.
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The main window over a store of RUNS runs (default 10 000): first frame and full list after the
# JVM started, filter latency, Compare on 10 000 selected runs, memory. Needs a display (DISPLAY
# set, or run it under xvfb-run). See bench/README.md.
#
#   bench/window.sh [RUNS] [ROUNDS]
#
# Environment: MVN (Maven command, default mvn); STORE, a folder that keeps the filled store
# between invocations (filled when it holds none; default: a temporary folder removed at the end);
# BASELINE_JAR, an earlier build's benchlens.jar (its lib/ beside it) whose window is measured in the
# same rounds, on BASELINE_STORE (a folder holding a store that build can open; default STORE).
set -euo pipefail

cd "$(dirname "$0")/.."
source bench/lib.sh
RUNS=${1:-10000}
ROUNDS=${2:-1}
JAR=target/benchlens.jar
CLASSES=target/bench-classes

if [[ -z ${DISPLAY:-} ]]; then
    echo "bench: the window needs a display; set DISPLAY or run: xvfb-run bench/window.sh" >&2
    exit 2
fi
build_if_stale
# compiled once, so that each measured JVM starts as BenchLens does, without compiling a source file first
mkdir -p "$CLASSES"
javac -d "$CLASSES" -cp "$JAR" bench/WindowBench.java
if [[ -n ${BASELINE_JAR:-} ]]; then
    javac -d "$CLASSES-baseline" -cp "$BASELINE_JAR" bench/WindowBench.java
fi

HOME_DIR=$(mktemp -d)
results=$(mktemp)
if [[ -n ${STORE:-} ]]; then
    mkdir -p "$STORE"
    trap 'rm -rf "$HOME_DIR" "$results"' EXIT
else
    STORE=$(mktemp -d)
    trap 'rm -rf "$HOME_DIR" "$results" "$STORE"' EXIT
fi
if [[ ! -f $STORE/store.mv.db ]]; then
    java -cp "$JAR:$CLASSES" WindowBench fill "$RUNS" "$STORE"
fi

# as bin/benchlens starts BenchLens: its class data archive, the JVM's default heap; a home of its own
# so that the windows' remembered sizes are the defaults
run() {
    java -XX:SharedArchiveFile=target/benchlens.jsa -Xlog:cds=off,cds+dynamic=off -Duser.home="$HOME_DIR" \
        -cp "$JAR:$CLASSES" WindowBench "$@"
}
for ((round = 1; round <= ROUNDS; round++)); do
    echo "== round $round of $ROUNDS, load average $(cut -d' ' -f1-3 /proc/loadavg)"
    run empty | tee -a "$results" | grep -v '^RESULT'
    run window "$STORE" | tee -a "$results" | grep -v '^RESULT'
    if [[ -n ${BASELINE_JAR:-} ]]; then
        echo "-- baseline: $BASELINE_JAR"
        archive=()
        if [[ -f ${BASELINE_JAR%.jar}.jsa ]]; then
            archive=(-XX:SharedArchiveFile="${BASELINE_JAR%.jar}.jsa")
        fi
        java "${archive[@]}" -Xlog:cds=off,cds+dynamic=off \
            -Duser.home="$HOME_DIR" -cp "$BASELINE_JAR:$CLASSES-baseline" WindowBench window "${BASELINE_STORE:-$STORE}" \
            | sed 's/^RESULT /RESULT baseline./' | tee -a "$results" | grep -v '^RESULT'
    fi
done
echo "== medians of $ROUNDS rounds, $RUNS runs; load average now $(cut -d' ' -f1-3 /proc/loadavg)"
awk '$1 == "RESULT" { values[$2] = values[$2] " " $3 }
     END { for (name in values) print name, values[name] }' "$results" | sort | while read -r name values; do
    median=$(tr ' ' '\n' <<<"$values" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }')
    printf '%-22s %10s   (%s)\n' "$name" "$median" "$(xargs <<<"$values")"
done
