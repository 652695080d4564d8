#!/usr/bin/env bash
# BenchLens - explorer for database and API benchmark results.
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The main window over a store of 10 000 runs: time to first frame and filter latency. Needs a
# display (DISPLAY set, or run it under xvfb-run). See bench/README.md.
#
#   bench/window-10k.sh [RUNS]
#
# Environment: MVN (Maven command, default mvn).
set -euo pipefail

cd "$(dirname "$0")/.."
RUNS=${1:-10000}
JAR=target/benchlens.jar

if [[ -z ${DISPLAY:-} ]]; then
    echo "bench: the window needs a display; set DISPLAY or run: xvfb-run bench/window-10k.sh" >&2
    exit 2
fi
if [[ ! -f $JAR ]] || [[ -n $(find src pom.xml -newer "$JAR" -type f -print -quit) ]]; then
    echo "building $JAR ..."
    ${MVN:-mvn} -q -DskipTests package
fi
STORE=$(mktemp -d)
trap 'rm -rf "$STORE"' EXIT
java -Xmx1g -cp "$JAR:target/lib/*" bench/WindowBench.java "$RUNS" "$STORE"
