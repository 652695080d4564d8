#!/usr/bin/env bash
# BenchLens - explorer for database and API benchmark results.
# SPDX-License-Identifier: GPL-3.0-or-later
#
# How fast BenchLens imports a large pgbench --log file and a large JMeter .jtl (CSV), side by side
# with awk summing the latency column of the same bytes in the same run. See bench/README.md.
#
#   bench/lines-import.sh [SIZE_MB]
#
# Environment: MVN (Maven command, default mvn), HEAP (default 256m), DATA (folder for the generated
# files, default target/bench).
set -euo pipefail

cd "$(dirname "$0")/.."
source bench/lib.sh
SIZE_MB=${1:-1024}
HEAP=${HEAP:-256m}
DATA=${DATA:-target/bench}
JAR=target/benchlens.jar
PGLOG="$DATA/pgbench_log-${SIZE_MB}mb.log"
JTL="$DATA/jmeter-${SIZE_MB}mb.jtl"

for tool in java awk; do
    command -v "$tool" >/dev/null || { echo "bench: $tool is needed" >&2; exit 2; }
done
build_if_stale
mkdir -p "$DATA"
BYTES=$((SIZE_MB * 1000 * 1000))

# pgbench --log lines of 16 clients, latencies of 0.1 to 50 ms, a completion time that moves on
if [[ ! -f $PGLOG ]]; then
    echo "generating $PGLOG ..."
    awk -v bytes="$BYTES" 'BEGIN { srand(42); t = 1700000000000000; n = 0; size = 0
        while (size < bytes) { c = n % 16; lat = int(100 + 50000 * rand() ^ 4); t += int(40 * rand())
            line = c " " int(n / 16) + 1 " " lat " 0 " sprintf("%.0f", int(t / 1000000)) " " t % 1000000
            print line; size += length(line) + 1; n++ } }' > "$PGLOG"
fi
# JMeter 5 default columns, five labels, latencies of 1 to 2000 ms, one sample in 200 failed
if [[ ! -f $JTL ]]; then
    echo "generating $JTL ..."
    awk -v bytes="$BYTES" 'BEGIN { srand(7); OFS = ","; t = 1700000000000; size = 0; n = 0
        head = "timeStamp,elapsed,label,responseCode,responseMessage,threadName,dataType,success,failureMessage,bytes,sentBytes,grpThreads,allThreads,URL,Latency,IdleTime,Connect"
        print head; size = length(head) + 1
        while (size < bytes) { e = int(1 + 2000 * rand() ^ 3); ok = (rand() < 0.995); t += int(3 * rand())
            line = sprintf("%.0f", t) "," e ",label-" n % 5 "," (ok ? 200 : 500) "," (ok ? "OK" : "Internal Server Error") ",Thread Group 1-" n % 50 + 1 ",text," (ok ? "true" : "false") ",," int(1000 + 9000 * rand()) ",312,50,50,http://127.0.0.1:8080/items/" n % 5 "," int(e * 0.9) ",0," int(e * 0.05)
            print line; size += length(line) + 1; n++ } }' > "$JTL"
fi

# timed COMMAND...: runs it; sets WALL and CPU (user + system seconds, children included)
timed() {
    local out
    out=$( { TIMEFORMAT='%R %U %S'; time "$@" > "$TIMED_OUT"; } 2>&1 )
    WALL=$(tail -1 <<< "$out" | awk '{ printf "%.2f", $1 }')
    CPU=$(tail -1 <<< "$out" | awk '{ printf "%.2f", $2 + $3 }')
}

# measure NAME FILE AWK_PROGRAM: awk sums the latency column, then BenchLens imports the file. The
# machine may be shared: CPU seconds are the fairer comparison, wall seconds are printed beside.
measure() {
    local name=$1 file=$2 program=$3 store awk_wall awk_cpu awk_result bl_result
    store=$(mktemp -d)
    TIMED_OUT="$store/awk.out" timed awk "$program" "$file"
    awk_wall=$WALL awk_cpu=$CPU awk_result=$(cat "$store/awk.out")
    TIMED_OUT="$store/import.log" timed java -Xmx"$HEAP" -jar "$JAR" --store "$store/store" import "$file"
    bl_result=$(java -jar "$JAR" --store "$store/store" show 1 --format csv \
        | awk -F, '$1 == "total" && ($2 == "operations" || $2 == "latency.avg") { printf "%s=%s ", $2, $3 }')
    rm -rf "$store"
    printf '%-12s %6.0f MB  awk: %s (%s s CPU, %s s wall)  BenchLens -Xmx%s: %s(%s s CPU, %s s wall)  CPU ratio %s\n' \
        "$name" "$(awk -v b="$(stat -c %s "$file")" 'BEGIN { print b / 1e6 }')" "$awk_result" "$awk_cpu" "$awk_wall" \
        "$HEAP" "$bl_result" "$CPU" "$WALL" "$(awk -v a="$awk_cpu" -v b="$CPU" 'BEGIN { printf "%.1f", b / a }')"
}

measure pgbench-log "$PGLOG" '{ s += $3; n++ } END { printf "n=%d mean=%.3f ms", n, s / n / 1000 }'
measure jmeter-csv "$JTL" 'BEGIN { FS = "," } NR > 1 { s += $2; n++ } END { printf "n=%d mean=%.3f ms", n, s / n }'
