#!/usr/bin/env bash
# BenchLens - explorer for database and API benchmark results.
# SPDX-License-Identifier: GPL-3.0-or-later
#
# How an H2 store's file grows over N imports now that H2 never compacts it in place, against H2's
# defaults, and its size after store compact. See bench/README.md.
#
#   bench/store-growth.sh [IMPORTS]      (default 1000)
#
# Environment: MVN (Maven command, default mvn).
set -euo pipefail

cd "$(dirname "$0")/.."
source bench/lib.sh
JAR=target/benchlens.jar

build_if_stale
java -Xmx512m -cp "$JAR:target/lib/*" bench/StoreGrowthBench.java "${1:-1000}"
