#!/usr/bin/env bash
# BenchLens - explorer for database and API benchmark results.
# SPDX-License-Identifier: GPL-3.0-or-later
#
# A large store: the sample data and a k6 --out json file (one run with per-second series and latency
# histograms) imported over and over into a new H2 store and a new PostgreSQL database, with the import
# time per run, the size on disk, runs, compare and trend measured at 1 000, 10 000 and 100 000 runs, so
# that a step growing worse than linearly shows. See bench/README.md.
#
#   bench/large-store.sh [RUNS] [ROUNDS]           # defaults: 100000 runs, 3 rounds of each command
#
# Environment: MVN (Maven command, default mvn); DATABASES (default "h2 postgresql"); CHECKPOINTS
# (default "1000 10000 100000", those up to RUNS); OUT (folder for batches.csv, each batch's import
# time, default target/large-store); PG_BIN (folder of initdb and pg_ctl, default: found on the PATH);
# PG_USER (the user PostgreSQL runs as when this script runs as root, default benchlens-ci).
set -euo pipefail

cd "$(dirname "$0")/.."
source bench/lib.sh
RUNS=${1:-100000}
ROUNDS=${2:-3}
DATABASES=${DATABASES:-h2 postgresql}
CHECKPOINTS=${CHECKPOINTS:-1000 10000 100000}
PG_USER=${PG_USER:-benchlens-ci}
OUT=${OUT:-target/large-store}
BENCHLENS=bin/benchlens

for tool in java awk python3; do
    command -v "$tool" >/dev/null || { echo "bench: $tool is needed" >&2; exit 2; }
done
build_if_stale

mkdir -p "$OUT"
echo "database,batch,runs,ms_per_run,load" > "$OUT/batches.csv"
work=$(mktemp -d)
chmod 755 "$work"
PGDATA=""
PG_CTL=""
stop_postgresql() {
    if [[ -n $PGDATA && -f $PGDATA/postmaster.pid ]]; then
        as_pg_user "$PG_CTL" -D "$PGDATA" -m fast -w stop > /dev/null || true
    fi
}
trap 'stop_postgresql; rm -rf "$work"' EXIT

now() { date +%s%N; }
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
load() { cut -d' ' -f1-3 /proc/loadavg; }
# PostgreSQL refuses to run as root
as_pg_user() { if [[ $(id -u) == 0 ]]; then runuser -u "$PG_USER" -- "$@"; else "$@"; fi; }

# time_ms COMMAND...: sets MS to the median wall time of ROUNDS runs of the whole command, in
# milliseconds; the output is thrown away, a failure stops the script.
time_ms() {
    local times=() i start end
    for ((i = 1; i <= ROUNDS; i++)); do
        start=$(now)
        "$@" > /dev/null 2> "$work/stderr" || { echo "bench: $* failed:" >&2; cat "$work/stderr" >&2; exit 1; }
        end=$(now)
        times+=("$(( (end - start) / 1000000 ))")
    done
    MS=$(median "${times[@]}")
}

# start_postgresql: a new cluster in a temporary folder, on a free port of 127.0.0.1; sets STORE
start_postgresql() {
    local bin=${PG_BIN:-$(dirname "$(command -v initdb || echo /usr/lib/postgresql/15/bin/initdb)")} port
    PG_CTL=$bin/pg_ctl
    PSQL=$(command -v psql || echo "$bin/psql")
    [[ -x $bin/initdb && -x $PG_CTL ]] || { echo "bench: initdb and pg_ctl are needed (PG_BIN)" >&2; exit 2; }
    PGDATA=$work/postgresql
    mkdir "$PGDATA"
    [[ $(id -u) == 0 ]] && chown "$PG_USER" "$PGDATA"
    as_pg_user "$bin/initdb" -D "$PGDATA" -U benchlens --auth=trust --encoding=UTF8 --no-sync > "$work/initdb.log"
    port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    as_pg_user "$PG_CTL" -D "$PGDATA" -l "$PGDATA/server.log" -w \
        -o "-c listen_addresses=127.0.0.1 -p $port -c unix_socket_directories=$PGDATA" start > /dev/null
    PG_PORT=$port
    STORE="jdbc:postgresql://127.0.0.1:$port/postgres?user=benchlens"
    PG_VERSION=$("$bin/postgres" --version)
}

# store_bytes DATABASE: the store's size on disk
store_bytes() {
    if [[ $1 == h2 ]]; then
        stat -c %s "$work/h2/store.mv.db"
    else
        "$PSQL" -h 127.0.0.1 -p "$PG_PORT" -U benchlens -d postgres -Atc "select pg_database_size('postgres')"
    fi
}

# copy_sample N: sample-data and the k6 file as a new folder whose inputs differ from every earlier copy's
# by N - 1 newlines at their end (the importers read the same figures; the SHA-256 of each input differs)
copy_sample() {
    rm -rf "$work/copy"
    cp -r sample-data "$work/copy"
    cp "$work/k6-out.json" "$work/copy/"
    if (( $1 > 1 )); then
        find "$work/copy" -type f ! -name '*.md' ! -name '*.attrs' -print0 |
            while IFS= read -r -d '' file; do head -c "$(( $1 - 1 ))" /dev/zero | tr '\0' '\n' >> "$file"; done
    fi
}

# a k6 --out json file of about 1 MB (4 scenarios): its run brings series and histograms into the store
java bench/GenerateK6Ndjson.java "$work/k6-out.json" 1 7 > /dev/null
echo "large-store benchmark: the sample data and a k6 --out json run imported again and again up to $RUNS runs;"
echo "commands: median of $ROUNDS"
echo "machine: $(nproc) cores, $(java -version 2>&1 | head -1), load average $(load)"
for database in $DATABASES; do
    case $database in
        h2) mkdir "$work/h2"; STORE=$work/h2/store; what="H2 (file $STORE.mv.db)" ;;
        postgresql) start_postgresql; what="$PG_VERSION on 127.0.0.1:$PG_PORT (pg_database_size)" ;;
        *) echo "bench: unknown database $database (h2 or postgresql)" >&2; exit 2 ;;
    esac
    blens() { "$BENCHLENS" --store "$STORE" "$@"; }
    echo
    echo "== $what"
    printf '%8s %7s %9s %7s %8s %8s %8s %7s %9s %7s %9s %7s %9s %7s %9s %7s %9s %s\n' runs batch "ms/run" "x first" "MB" \
        "KB/run" "java ms" "runs ms" "x java" "cmp1 ms" "x java" "cmpC ms" "x java" "cmpW ms" "x java" "trend ms" "x java" \
        "load before -> after"
    stored=0 batch=0 first_per_run="" per_run=()
    for checkpoint in $CHECKPOINTS; do
        (( checkpoint <= RUNS )) || break
        while (( stored < checkpoint )); do
            batch=$((batch + 1))
            copy_sample "$batch"
            start=$(now)
            blens import --tag "copy-$batch" "$work/copy" > "$work/import.log"
            end=$(now)
            imported=$(awk '/^imported [0-9]+ runs/ { print $2 }' "$work/import.log")
            if [[ -z $first_per_run ]]; then
                expected=$imported
            elif [[ $imported != "$expected" ]]; then
                echo "bench: copy $batch stored ${imported:-no} runs, the first $expected:" >&2
                tail -3 "$work/import.log" >&2
                exit 1
            fi
            stored=$((stored + imported))
            ms=$(awk -v t="$(( end - start ))" -v n="$imported" 'BEGIN { printf "%.3f", t / 1e6 / n }')
            per_run+=("$ms")
            [[ -n $first_per_run ]] || first_per_run=$ms
            echo "$database,$batch,$stored,$ms,$(cut -d' ' -f1 /proc/loadavg)" >> "$OUT/batches.csv"
        done
        before=$(load)
        bytes=$(store_bytes "$database")
        # the import time of the last three batches, per run imported
        recent=$(median "${per_run[@]: -3}")
        time_ms java -version
        java_ms=$MS
        time_ms blens runs
        runs_ms=$MS
        # a fixed subset: the cached Insert Benchmark runs of the first copy (13 runs at every size)
        time_ms blens compare --rows version --cols step --where workload=cached --where tag=copy-1
        compare_one_ms=$MS
        # the same table over every copy: 13 runs a copy, pooled as repeats in each cell
        time_ms blens compare --rows version --cols step --where workload=cached
        compare_cached_ms=$MS
        # the widest sensible table: every k6 table run with a deployment (333 a copy)
        time_ms blens compare --rows scenario --cols deployment --pool vus --pool instance --pool version
        compare_wide_ms=$MS
        # the history of every copy's cached Insert Benchmark runs, a series per step, change points found
        time_ms blens trend --where workload=cached --order id
        trend_ms=$MS
        awk -v n="$stored" -v b="$batch" -v r="$recent" -v f="$first_per_run" -v bytes="$bytes" -v j="$java_ms" \
            -v runs="$runs_ms" -v c1="$compare_one_ms" -v cc="$compare_cached_ms" -v cw="$compare_wide_ms" \
            -v t="$trend_ms" -v l="$before -> $(load)" 'BEGIN {
                printf "%8d %7d %9.2f %6.2fx %8.1f %8.2f %8.0f %7.0f %8.1fx %7.0f %8.1fx %7.0f %8.1fx %7.0f %8.1fx %7.0f %8.1fx %s\n",
                    n, b, r, r / f, bytes / 1e6, bytes / 1024 / n, j, runs, runs / j, c1, c1 / j, cc, cc / j, cw, cw / j,
                    t, t / j, l }'
    done
    if [[ $database == postgresql ]]; then
        stop_postgresql
        PGDATA=""
    fi
done
echo
echo "ms/run: import time per run stored, median of the last three batches (one 'benchlens import' of one copy"
echo "of sample-data each, whole process); x first: against the first batch of the same store. MB: H2's .mv.db file"
echo "or pg_database_size. java ms: java -version, the reference; runs, cmp1 (compare of the first copy's cached"
echo "Insert Benchmark runs), cmpC (the same table over every copy), cmpW (every k6 table run by scenario and"
echo "deployment), trend (the cached runs of every copy in the order stored): median wall time of the whole"
echo "command, and its multiple of java -version's."
