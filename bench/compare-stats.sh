#!/usr/bin/env bash
# BenchLens - explorer for database and API benchmark results.
# SPDX-License-Identifier: GPL-3.0-or-later
#
# What the statistics (n, mean, median, stddev, CI and a Mann-Whitney U test per cell) add to
# compare over 10 000 runs. See bench/README.md.
#
#   bench/compare-stats.sh [RUNS] [ROUNDS]
#
# Environment: MVN (Maven command, default mvn).
set -euo pipefail

cd "$(dirname "$0")/.."
source bench/lib.sh
RUNS=${1:-10000}
ROUNDS=${2:-7}
JAR=target/benchlens.jar

build_if_stale
java -Xmx1g -cp "$JAR:target/lib/*" bench/CompareStatsBench.java "$RUNS" "$ROUNDS"
