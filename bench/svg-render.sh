#!/usr/bin/env bash
# BenchLens - explorer for database and API benchmark results.
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Whether an exported SVG chart looks the same in a browser and in librsvg as the PNG export of
# the same chart: each sample chart is written as SVG and PNG by the command line, the SVG is
# rendered by headless Chromium and by rsvg-convert, and each rendering is compared with the PNG
# pixel by pixel. See bench/README.md.
#
#   bench/svg-render.sh [OUT]          # default OUT: target/svg-render
#
# Environment: MVN (Maven command, default mvn), CHROMIUM (default chromium), LIMIT (the largest
# normalised RMSE that passes, default 0.06), FUZZ (the colour distance under which two pixels count
# as equal, default 30%).
set -euo pipefail

cd "$(dirname "$0")/.."
source bench/lib.sh
OUT=${1:-target/svg-render}
CHROMIUM=${CHROMIUM:-chromium}
LIMIT=${LIMIT:-0.06}
FUZZ=${FUZZ:-30%}
JAR=target/benchlens.jar
WIDTH=900
HEIGHT=560

for tool in java "$CHROMIUM" rsvg-convert compare awk python3; do
    command -v "$tool" >/dev/null || { echo "bench: $tool is needed" >&2; exit 2; }
done

build_if_stale
rm -rf "$OUT"
mkdir -p "$OUT"
STORE="$OUT/store"
benchlens() { java -jar "$JAR" --store "$STORE" "$@"; }
benchlens import sample-data >/dev/null
# the sample data has no series over time: two short runs of the HTTP runner against a local
# server give the latency and timeline charts theirs
PORT=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server "$PORT" --bind 127.0.0.1 --directory sample-data >/dev/null 2>&1 &
SERVER=$!
trap 'kill $SERVER 2>/dev/null' EXIT
for vus in 2 4; do
    benchlens run http --url "http://127.0.0.1:$PORT/README.md" --vus $vus --duration 4s --attr "clients=$vus" >/dev/null
done

# name, then the chart's arguments: the README's examples, one per kind
CHARTS=(
    "bars|bars --rows version --where workload=cached --relative"
    "bars-ybio|bars --rows instance --cols batch_size --step runit --metric riops --aggregate sum --where format=ybio"
    "sweep|sweep --lines deployment --where scenario=GETSingle"
    "latency|latency --where format=runner-http --lines clients"
    "timeline|timeline --where format=runner-http --lines clients"
)

printf '%-10s %-9s %10s %12s  %s\n' chart renderer RMSE "pixels off" verdict
failed=0
for entry in "${CHARTS[@]}"; do
    name=${entry%%|*}
    read -r -a args <<< "${entry#*|}"
    benchlens chart "${args[@]}" --width $WIDTH --height $HEIGHT --out "$OUT/$name.png" >/dev/null
    benchlens chart "${args[@]}" --width $WIDTH --height $HEIGHT --out "$OUT/$name.svg" >/dev/null
    "$CHROMIUM" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
        --default-background-color=ffffffff --window-size=$WIDTH,$HEIGHT \
        --screenshot="$PWD/$OUT/$name.chromium.png" "file://$PWD/$OUT/$name.svg" >/dev/null 2>&1
    rsvg-convert --background-color=white -w $WIDTH -h $HEIGHT "$OUT/$name.svg" -o "$OUT/$name.rsvg.png"
    for renderer in chromium rsvg; do
        rendered="$OUT/$name.$renderer.png"
        # compare prints its metric on stderr and exits 1 when the images differ at all
        rmse=$(compare -metric RMSE "$OUT/$name.png" "$rendered" "$OUT/$name.$renderer.diff.png" 2>&1 >/dev/null || true)
        rmse=$(sed -E 's/.*\(([0-9.e+-]+)\).*/\1/' <<< "$rmse")
        off=$(compare -metric AE -fuzz "$FUZZ" "$OUT/$name.png" "$rendered" null: 2>&1 >/dev/null || true)
        off=$(awk -v n="${off%% *}" -v all=$((WIDTH * HEIGHT)) 'BEGIN { printf "%.2f %%", 100 * n / all }')
        verdict=$(awk -v r="$rmse" -v l="$LIMIT" 'BEGIN { print (r <= l) ? "same" : "DIFFERS" }')
        [[ $verdict == same ]] || failed=1
        printf '%-10s %-9s %10.4f %12s  %s\n' "$name" "$renderer" "$rmse" "$off" "$verdict"
    done
done
echo "RMSE is normalised (0 = identical, 1 = opposite); 'pixels off' counts pixels further apart than $FUZZ."
echo "renderings, differences (*.diff.png) and exports: $OUT"
exit $failed
