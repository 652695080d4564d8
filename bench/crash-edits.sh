#!/usr/bin/env bash
# BenchLens - explorer for database and API benchmark results.
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Kills N edits of an H2 store with kill -9 at random moments and checks each store afterwards: the kill
# harness of the test suite for a delete of 1 500 runs, a merge and a runner job (KilledEditsHarnessTest),
# run longer. One kill in three is of each.
#
#   bench/crash-edits.sh [N] [SEED]      (default 300 kills, a new seed; the seed is printed)
#
# Prints each kill and the tallies: kills of each kind, deletes found whole, found finished by the next
# open (decision 0135), stores repaired as they said (decision 0134), and kills that left a wrong store.
set -euo pipefail
cd "$(dirname "$0")/.."
kills="${1:-300}"
seed="${2:-$(date +%s%N | cut -c1-13)}"
log="target/crash-edits-$seed.log"
mkdir -p target
mvn -o -q -B test -Dtest=KilledEditsHarnessTest -Dsurefire.failIfNoSpecifiedTests=false \
  -Dbenchlens.edit.kills="$kills" -Dbenchlens.edit.seed="$seed" -Dbenchlens.edit.seconds=1000000 \
  > "$log" 2>&1 || true
grep -E '^(edit kill harness|kill [0-9]+:)' "$log" || { echo "no kill ran; see $log" >&2; exit 1; }
grep -E '^kill [0-9]+:' "$log" | awk '
  { total++; kind = ($0 ~ /: delete/) ? "delete" : ($0 ~ /: merge/) ? "merge" : "runner job"; n[kind]++ }
  /by the next open/ { finished++ }
  /after store repair/ { repaired++ }
  !/right$/ { wrong++ }
  END {
    printf "%d kills:", total
    for (k in n) printf " %d of a %s,", n[k], k
    printf " %d deletes finished by the next open, %d stores repaired as they said, %d wrong\n",
      finished, repaired, wrong
  }'
echo "(log: $log)"
