#!/usr/bin/env bash
# BenchLens - explorer for database and API benchmark results.
# SPDX-License-Identifier: GPL-3.0-or-later
#
# How many requests per second the built-in HTTP runner ('benchlens run http') gets from nginx,
# side by side with wrk on the same nginx, connections and duration. See bench/README.md.
#
#   bench/http-runner.sh [CONNECTIONS] [DURATION_S] [RUNS]
#
# Environment: MVN (Maven command, default mvn), PORT (default 18080), WRK_THREADS (default: the
# number of cores), WARMUP (the runner's warm-up before it measures, default 2s; wrk needs none).
set -euo pipefail

cd "$(dirname "$0")/.."
source bench/lib.sh
CONNECTIONS=${1:-50}
DURATION=${2:-10}
RUNS=${3:-3}
PORT=${PORT:-18080}
WRK_THREADS=${WRK_THREADS:-$(nproc)}
WARMUP=${WARMUP:-2s}
JAR=target/benchlens.jar

for tool in java wrk nginx awk curl; do
    command -v "$tool" >/dev/null || { echo "bench: $tool is needed (Debian: apt-get install wrk nginx-light curl)" >&2; exit 2; }
done

build_if_stale

WORK=$(mktemp -d)
trap '[[ -f $WORK/nginx.pid ]] && kill "$(cat "$WORK/nginx.pid")" 2>/dev/null; rm -rf "$WORK"' EXIT
chmod 755 "$WORK"  # nginx workers run as another user when started by root
mkdir -p "$WORK/www"
printf '{"id":1,"name":"benchlens","tags":["http","load"],"ok":true}\n' > "$WORK/www/item.json"
cat > "$WORK/nginx.conf" <<CONF
worker_processes auto;
pid $WORK/nginx.pid;
error_log $WORK/error.log;
events { worker_connections 4096; }
http {
    access_log off;
    keepalive_requests 100000000;
    keepalive_timeout 120s;
    types { application/json json; }
    server {
        listen 127.0.0.1:$PORT;
        root $WORK/www;
    }
}
CONF
nginx -c "$WORK/nginx.conf" -p "$WORK" -e "$WORK/error.log"
URL="http://127.0.0.1:$PORT/item.json"
for _ in $(seq 50); do curl -fs "$URL" >/dev/null && break; sleep 0.1; done
curl -fs "$URL" >/dev/null || { echo "bench: nginx did not start on port $PORT" >&2; exit 1; }

echo "nginx $(nginx -v 2>&1 | sed 's/.*nginx\///'), $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "$CONNECTIONS connections, ${DURATION}s, $RUNS rounds; wrk -t$WRK_THREADS; runner warm-up $WARMUP"

median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

: > "$WORK/wrk.txt"
: > "$WORK/runner.txt"
for round in $(seq "$RUNS"); do
    wrk_rate=$(wrk -t"$WRK_THREADS" -c"$CONNECTIONS" -d"${DURATION}s" "$URL" | awk '/^Requests\/sec:/ { print $2 }')
    runner_out=$(java -jar "$JAR" --store "$WORK/store-$round" run http --url "$URL" --vus "$CONNECTIONS" \
        --duration "${DURATION}s" --warmup "$WARMUP")
    runner_rate=$(awk '/^finished:/ { for (i = 1; i <= NF; i++) if ($(i + 1) ~ /^req\/s/) print $i }' <<< "$runner_out")
    failed=$(awk '/^finished:/ { for (i = 1; i <= NF; i++) if ($(i + 1) == "failed") print $i }' <<< "$runner_out")
    [[ -n $runner_rate && $failed == 0 ]] || { echo "bench: the runner failed: $runner_out" >&2; exit 1; }
    echo "$wrk_rate" >> "$WORK/wrk.txt"
    echo "$runner_rate" >> "$WORK/runner.txt"
    printf 'round %d: wrk %.0f req/s, runner %.0f req/s, ratio %.2f\n' "$round" "$wrk_rate" "$runner_rate" \
        "$(awk -v a="$runner_rate" -v b="$wrk_rate" 'BEGIN { print a / b }')"
done

wrk_median=$(median < "$WORK/wrk.txt")
runner_median=$(median < "$WORK/runner.txt")
printf 'median of %d: wrk %.0f req/s, runner %.0f req/s, ratio %.2fx\n' "$RUNS" "$wrk_median" "$runner_median" \
    "$(awk -v a="$runner_median" -v b="$wrk_median" 'BEGIN { print a / b }')"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
