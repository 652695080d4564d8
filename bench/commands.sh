#!/usr/bin/env bash
# BenchLens - explorer for database and API benchmark results.
# SPDX-License-Identifier: GPL-3.0-or-later
#
# How fast everyday commands answer, whole process included, side by side with two references
# measured in the same run: the JVM alone (java -version) and jq printing a small JSON file.
# See bench/README.md.
#
#   bench/commands.sh [RUNS]                    # default: 11 runs of each, medians
#
# Environment: MVN (Maven command, default mvn); BASELINE_JAR=path/to/benchlens.jar also times
# --version, runs and show of another build (e.g. an earlier one) on the same store, with java -jar;
# BASELINE_HOME=path/to/an/earlier/checkout does the same with its bin/benchlens (built, with its archive).
set -euo pipefail

cd "$(dirname "$0")/.."
source bench/lib.sh
RUNS=${1:-11}
JAR=target/benchlens.jar

for tool in java jq awk /usr/bin/time; do
    command -v "$tool" >/dev/null || { echo "bench: $tool is needed" >&2; exit 2; }
done
build_if_stale

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
STORE="$work/store"
bin/benchlens --store "$STORE" import sample-data > "$work/import.log"
RUN=$(bin/benchlens --store "$STORE" runs --format csv | awk -F, 'NR == 2 { print $1 }')
# the small JSON file of the jq reference: one run as 'show --format json' writes it (a few KB)
SMALL="$work/small.json"
bin/benchlens --store "$STORE" show "$RUN" --format json > "$SMALL"

now() { date +%s%N; }
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
load() { cut -d' ' -f1 /proc/loadavg; }

# time_ms COMMAND...: sets MS to the median wall time of RUNS runs in milliseconds, and CPU_MS to the
# median processor time (user + system, all threads); the output is thrown away. Processor time moves less
# than wall time when other work shares the machine.
time_ms() {
    local times=() cpus=() i start end
    for ((i = 1; i <= RUNS; i++)); do
        start=$(now)
        /usr/bin/time -f '%U %S' -o "$work/cpu" "$@" > /dev/null 2>&1
        end=$(now)
        times+=("$(( (end - start) / 1000000 ))")
        cpus+=("$(awk '{ printf "%.0f", ($1 + $2) * 1000 }' "$work/cpu")")
    done
    CPU_MS=$(median "${cpus[@]}")
    MS=$(median "${times[@]}")
}

declare -A goal=([--version]=200 [--help]=200 [runs]=300 [show]=300)
echo "commands benchmark: median of $RUNS runs each; store: the sample data ($(grep -o '[0-9]* runs' "$work/import.log" | tail -1))"
echo "machine: $(nproc) cores, $(java -version 2>&1 | head -1), $(jq --version)"
printf '%-44s %8s %10s %10s %8s %10s %6s %s\n' command ms "x java" "x jq" "cpu ms" "cpu x java" load goal
time_ms java -version
java_ms=$MS java_cpu=$CPU_MS
time_ms jq . "$SMALL"
jq_ms=$MS

# measure LABEL GOAL_KEY COMMAND...: times the command and prints its line
measure() {
    local label=$1 key=$2 verdict=""
    shift 2
    time_ms "$@"
    if [[ -n $key && -n ${goal[$key]:-} ]]; then
        verdict="≤ ${goal[$key]} ms: $( (( $(printf '%.0f' "$MS") <= goal[$key] )) && echo met || echo not met)"
    fi
    awk -v l="$label" -v m="$MS" -v j="$java_ms" -v q="$jq_ms" -v c="$CPU_MS" -v jc="$java_cpu" -v load="$(load)" -v v="$verdict" \
        'BEGIN { printf "%-44s %8.0f %9.2fx %9.1fx %8.0f %9.2fx %6s %s\n", l, m, m / j, m / (q > 0 ? q : 1), c, c / (jc > 0 ? jc : 1), load, v }'
}
measure "java -version" "" java -version
measure "jq . small.json ($(wc -c < "$SMALL") bytes)" "" jq . "$SMALL"
measure "benchlens --version" --version bin/benchlens --version
measure "benchlens --help" --help bin/benchlens --help
measure "benchlens runs" runs bin/benchlens --store "$STORE" runs
measure "benchlens show $RUN" show bin/benchlens --store "$STORE" show "$RUN"
measure "benchlens compare (Insert Benchmark, cached)" "" \
    bin/benchlens --store "$STORE" compare --rows version --cols step --where workload=cached
measure "java -jar target/benchlens.jar runs" "" java -jar "$JAR" --store "$STORE" runs
if [[ -n ${BASELINE_JAR:-} ]]; then
    measure "baseline: java -jar BASELINE_JAR --version" "" java -jar "$BASELINE_JAR" --version
    measure "baseline: java -jar BASELINE_JAR runs" "" java -jar "$BASELINE_JAR" --store "$STORE" runs
    measure "baseline: java -jar BASELINE_JAR show $RUN" "" java -jar "$BASELINE_JAR" --store "$STORE" show "$RUN"
fi
if [[ -n ${BASELINE_HOME:-} ]]; then
    for args in "--version" "--help" "runs" "show $RUN"; do
        # shellcheck disable=SC2086 # the arguments are words
        measure "baseline: BASELINE_HOME/bin/benchlens $args" "" "$BASELINE_HOME/bin/benchlens" --store "$STORE" $args
    done
fi
measure "java -version (again, for the drift)" "" java -version
echo "ms: median wall time of the whole process; x java, x jq: against the first references; cpu ms: median user + system time"
echo "of all its threads; load: 1-minute load average after the line. The goals are wall times on an otherwise idle machine."
