#!/usr/bin/env bash
# BenchLens - explorer for database and API benchmark results.
# SPDX-License-Identifier: GPL-3.0-or-later
#
# How long change points take: one series of 10 000 points and 100 series of 1 000, against ten
# series of 1 000 as the linear reference. See bench/README.md.
#
#   bench/trend.sh [ROUNDS]
#
# Environment: MVN (Maven command, default mvn).
set -euo pipefail

cd "$(dirname "$0")/.."
source bench/lib.sh
ROUNDS=${1:-7}
JAR=target/benchlens.jar

build_if_stale
java -Xmx512m -cp "$JAR:target/lib/*" bench/TrendBench.java "$ROUNDS"
