#!/usr/bin/env bash
# BenchLens - explorer for database and API benchmark results.
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Kills N imports with kill -9 at random moments and checks each store afterwards: the kill harness
# of the test suite (KilledImportHarnessTest), run longer. Every fifth kill is on PostgreSQL.
#
#   bench/crash.sh [N] [SEED]      (default 1000 kills, a new seed; the seed is printed)
#   TABLE_ROWS=4000 NDJSON_MB=300 bench/crash.sh 100   (the inputs' sizes; default 1 500 rows, 3 MB)
#   bench/crash.sh --phases [N] [SEED]   (kills aimed at named moments: KilledPhasesHarnessTest, default
#                                          3000 kills, every fifth at the close of the store; H2 only)
#   MOMENTS=synced,close bench/crash.sh --phases 300   (only those moments; a damaged store is kept in
#                                          target/damaged-by-kills/kill-N for a look)
#
# Prints each kill and then the tallies: kills, stores that would not open, partial runs visible,
# re-imports refused or unlike an import never killed, stores a kill damaged (repaired as they say, then
# checked again). As root it runs as benchlens-ci (PostgreSQL
# refuses root).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--phases" ]; then
  kills="${2:-3000}"
  seed="${3:-$(date +%s%N | cut -c1-13)}"
  log="target/crash-phases-$seed.log"
  mkdir -p target
  # H2 only: no PostgreSQL, so no need to leave root
  mvn -o -q -B test -Dtest=KilledPhasesHarnessTest -Dsurefire.failIfNoSpecifiedTests=false \
    -Dbenchlens.kills="$kills" -Dbenchlens.kill.seed="$seed" -Dbenchlens.kill.seconds=1000000 \
    -Dbenchlens.kill.moments="${MOMENTS:-}" > "$log" 2>&1 || true
  grep -E '^phase kill' "$log" || { echo "no kill ran; see $log" >&2; exit 1; }
  echo "moment, kills, stores lost, stores damaged, runs said and not kept, other wrong:"
  grep -E '^phase tally: [a-z]' "$log" | grep -v 'moment, kills' | sed 's/^phase tally: //'
  echo "(log: $log)"
  exit 0
fi
kills="${1:-1000}"
seed="${2:-$(date +%s%N | cut -c1-13)}"
log="target/crash-$seed.log"
mkdir -p target
command="mvn -o -q -B test -Dtest=KilledImportHarnessTest -Dsurefire.failIfNoSpecifiedTests=false \
 -Dbenchlens.kills=$kills -Dbenchlens.kill.seed=$seed -Dbenchlens.kill.seconds=1000000 \
 -Dbenchlens.kill.table.rows=${TABLE_ROWS:-1500} -Dbenchlens.kill.ndjson.mb=${NDJSON_MB:-3}"
if [ "$(id -u)" = 0 ]; then
  chown -R benchlens-ci: . && runuser -u benchlens-ci -- bash -c "$command" > "$log" 2>&1 || true
else
  bash -c "$command" > "$log" 2>&1 || true
fi
grep -E '^(kill harness|kill [0-9]+:)' "$log" || { echo "no kill ran; see $log" >&2; exit 1; }
grep -E '^kill [0-9]+:' "$log" | awk '
  { total++; store = ($0 ~ /PostgreSQL/) ? "PostgreSQL" : "H2"; n[store]++ }
  /: the store failed/ { unopened[store]++ }
  /part of the input/ { partial[store]++ }
  /importing it again/ { reimport[store]++ }
  /other runs before/ { others[store]++ }
  /after store repair/ { repaired[store]++ }
  END {
    printf "%d kills\n", total
    for (s in n) printf "%-10s %4d kills, %d stores that failed, %d partial or different runs visible, %d re-imports refused or different, %d stores that lost other runs, %d stores damaged and repaired\n",
      s, n[s], unopened[s], partial[s], reimport[s], others[s], repaired[s]
  }'
echo "(log: $log)"
