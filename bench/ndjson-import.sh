#!/usr/bin/env bash
# BenchLens - explorer for database and API benchmark results.
# SPDX-License-Identifier: GPL-3.0-or-later
#
# How fast BenchLens imports a large k6 --out json file, side by side with jq doing the bare
# aggregation (count and mean of http_req_duration) over the same bytes. See bench/README.md.
#
#   bench/ndjson-import.sh [SIZE_MB] [RUNS]
#
# Environment: MVN (Maven command, default mvn), HEAP (default 256m), DATA (folder for the
# generated files, default target/bench), SEED (default 42), GZIP=0 to skip the gzipped variant,
# BASELINE_JAR (an earlier build's benchlens.jar, timed in the same rounds with java -jar).
set -euo pipefail

cd "$(dirname "$0")/.."
source bench/lib.sh
SIZE_MB=${1:-1024}
RUNS=${2:-3}
HEAP=${HEAP:-256m}
DATA=${DATA:-target/bench}
SEED=${SEED:-42}
JAR=target/benchlens.jar
FILE="$DATA/k6-${SIZE_MB}mb-seed${SEED}.json"

for tool in java jq gzip awk sha256sum; do
    command -v "$tool" >/dev/null || { echo "bench: $tool is needed" >&2; exit 2; }
done

build_if_stale
mkdir -p "$DATA"
if [[ ! -f $FILE ]]; then
    echo "generating $FILE ..."
    java bench/GenerateK6Ndjson.java "$FILE" "$SIZE_MB" "$SEED"
fi
if [[ ${GZIP:-1} != 0 && ! -f $FILE.gz ]]; then
    echo "compressing $FILE.gz ..."
    gzip -6 -c "$FILE" > "$FILE.gz"
fi

BYTES=$(stat -c %s "$FILE")
MB=$(awk -v b="$BYTES" 'BEGIN { printf "%.0f", b / 1e6 }')
JQ_PROGRAM='reduce (inputs | select(.type == "Point" and .metric == "http_req_duration") | .data.value) as $v
    ({n: 0, s: 0}; .n += 1 | .s += $v) | "\(.n) \(.s / .n)"'

now() { date +%s%N; }
seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b - a) / 1e9 }'; }
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# time_jq INPUT DECOMPRESS: one jq run; sets SECONDS_TAKEN, and JQ_RESULT to "count mean"
time_jq() {
    local start end
    start=$(now)
    if [[ $2 == gzip ]]; then
        JQ_RESULT=$(gzip -dc "$1" | jq -rn "$JQ_PROGRAM")
    else
        JQ_RESULT=$(jq -rn "$JQ_PROGRAM" "$1")
    fi
    end=$(now)
    SECONDS_TAKEN=$(seconds "$start" "$end")
}

# time_sha256sum INPUT: the file read and hashed as the store's duplicate check hashes it; sets SECONDS_TAKEN
time_sha256sum() {
    local start end
    start=$(now)
    sha256sum "$1" > /dev/null
    end=$(now)
    SECONDS_TAKEN=$(seconds "$start" "$end")
}

# time_benchlens INPUT [JAR]: one import into a fresh store, with bin/benchlens (the launcher and its class
# data archive), or java -jar JAR; sets SECONDS_TAKEN, and BL_RESULT to "count mean"
time_benchlens() {
    local store start end
    store=$(mktemp -d)
    start=$(now)
    if [[ -n ${2:-} ]]; then
        java -Xmx"$HEAP" -jar "$2" --store "$store/store" import "$1" > "$store/import.log"
    else
        BENCHLENS_JAVA_OPTIONS="-Xmx$HEAP" bin/benchlens --store "$store/store" import "$1" > "$store/import.log"
    fi
    end=$(now)
    BL_RESULT=$(java -jar "$JAR" --store "$store/store" show 1 --format csv \
        | awk -F, '$1 == "total" && $2 == "http_req_duration.count" { n = $3 }
                   $1 == "total" && $2 == "http_req_duration.avg" { m = $3 }
                   END { printf "%d %s", n, m }')
    rm -rf "$store"
    SECONDS_TAKEN=$(seconds "$start" "$end")
}

# same_result "count mean" "count mean": the counts equal, the means within 1e-9
same_result() {
    awk -v a="$1" -v b="$2" 'BEGIN { split(a, x, " "); split(b, y, " ");
        d = x[2] - y[2]; if (d < 0) d = -d; exit !(x[1] == y[1] && d <= 1e-9 * x[2]) }'
}

measure() {
    local label=$1 input=$2 kind=$3 jq_times=() bl_times=() sha_times=() base_times=() i
    for ((i = 1; i <= RUNS; i++)); do
        time_jq "$input" "$kind"
        jq_times+=("$SECONDS_TAKEN")
        time_sha256sum "$input"
        sha_times+=("$SECONDS_TAKEN")
        time_benchlens "$input"
        bl_times+=("$SECONDS_TAKEN")
        local base=""
        if [[ -n ${BASELINE_JAR:-} ]]; then
            time_benchlens "$input" "$BASELINE_JAR"
            base_times+=("$SECONDS_TAKEN")
            base=", earlier build ${base_times[-1]} s"
        fi
        echo "  run $i: jq ${jq_times[-1]} s, sha256sum ${sha_times[-1]} s, BenchLens ${bl_times[-1]} s$base, load $(cut -d' ' -f1 /proc/loadavg)"
    done
    if ! same_result "$JQ_RESULT" "$BL_RESULT"; then
        echo "bench: BenchLens ($BL_RESULT) and jq ($JQ_RESULT) disagree on count and mean" >&2
        exit 1
    fi
    local jq_s bl_s
    jq_s=$(median "${jq_times[@]}")
    bl_s=$(median "${bl_times[@]}")
    awk -v label="$label" -v mb="$MB" -v j="$jq_s" -v b="$bl_s" -v r="$BL_RESULT" 'BEGIN {
        split(r, x, " ");
        printf "%-8s jq %7.1f MB/s (%.2f s)   BenchLens %7.1f MB/s (%.2f s)   ratio %.1fx   [%d requests, mean %.6f ms]\n",
            label, mb / j, j, mb / b, b, j / b, x[1], x[2] }'
    awk -v mb="$MB" -v s="$(median "${sha_times[@]}")" -v b="$bl_s" 'BEGIN {
        printf "         sha256sum of the same file %.1f MB/s (%.2f s): BenchLens takes %.2fx its time\n", mb / s, s, b / s }'
    if [[ -n ${BASELINE_JAR:-} ]]; then
        awk -v mb="$MB" -v e="$(median "${base_times[@]}")" -v b="$bl_s" -v j="$jq_s" 'BEGIN {
            printf "         earlier build (java -jar) %.1f MB/s (%.2f s), ratio to jq %.1fx; this build is %.2fx as fast\n",
                mb / e, e, j / e, e / b }'
    fi
}

echo "k6 NDJSON import benchmark: $FILE ($MB MB uncompressed), median of $RUNS runs, BenchLens heap -Xmx$HEAP"
echo "machine: $(nproc) cores, $(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null || echo unknown CPU)," \
    "$(java -version 2>&1 | head -1), $(jq --version), load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
echo "MB/s are of the uncompressed NDJSON; the BenchLens time is the whole command (JVM start, new store, import, commit)."
measure plain "$FILE" plain
if [[ ${GZIP:-1} != 0 ]]; then
    measure gzipped "$FILE.gz" gzip
fi
