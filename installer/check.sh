#!/usr/bin/env bash
# Checks the .deb as a user would meet it: installs it, runs the installed benchlens (version,
# an import of the bundled sample data into a temporary store, the list of runs), optionally opens
# its window on an X display and takes a screenshot, then purges the package and checks that it
# took its files away and left the user's results store (~/.benchlens) as it was.
#
# Usage (as root, on a Debian or Ubuntu machine): installer/check.sh [--window DISPLAY] [--screenshot FILE] [DEB]
#   DEB              the package (default: the one installer/build.sh left in target/installer)
#   --window :N      also start the window on that X display (e.g. one of Xvfb) and wait for it
#   --screenshot F   with --window: save a PNG of the display once the sample data is imported
set -euo pipefail
cd "$(dirname "$0")/.."

fail() { echo "installer/check.sh: FAILED: $*" >&2; exit 1; }
step() { echo "== $*"; }

display="" screenshot="" deb=""
while [ $# -gt 0 ]; do
  case "$1" in
    --window) display="${2:?--window needs an X display such as :99}"; shift 2 ;;
    --screenshot) screenshot="${2:?--screenshot needs a file name}"; shift 2 ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    -*) fail "unknown option '$1' (expected --window, --screenshot or --help)" ;;
    *) deb="$1"; shift ;;
  esac
done
[ "$(id -u)" = 0 ] || fail "installing a package needs root"
if [ -z "$deb" ]; then
  deb="$(ls -t target/installer/benchlens_*.deb 2>/dev/null | head -n 1)"
  [ -n "$deb" ] || fail "no target/installer/benchlens_*.deb: run installer/build.sh first, or name the package"
fi
[ -f "$deb" ] || fail "$deb: no such file"
if dpkg -s benchlens >/dev/null 2>&1; then
  fail "benchlens is installed already; this check installs and purges it, so remove it first (apt-get remove benchlens)"
fi
version="$(sed -n '/<artifactId>benchlens<\/artifactId>/{n;s/.*<version>\(.*\)<\/version>.*/\1/p;q;}' pom.xml)"
app=/opt/benchlens
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The user's store: fingerprint it if there is one; otherwise the installed program makes one (and
# this script deletes it again at the end, as it was not there before).
home_store="$HOME/.benchlens"
had_store=false
[ -d "$home_store" ] && had_store=true
fingerprint() { (cd "$home_store" && find . -type f -exec sha256sum {} + | sort -k 2); }

step "install $deb"
apt-get install -y -qq "$(realpath "$deb")" >"$work/apt.log" 2>&1 || { cat "$work/apt.log" >&2; fail "apt-get install $deb"; }
[ "$(command -v benchlens)" = /usr/bin/benchlens ] || fail "benchlens is not on the PATH as /usr/bin/benchlens"
[ -f /usr/share/applications/benchlens.desktop ] || fail "no menu entry /usr/share/applications/benchlens.desktop"
[ -f /usr/share/icons/hicolor/256x256/apps/benchlens.png ] || fail "no icon in /usr/share/icons/hicolor"

step "benchlens --version"
printed="$(benchlens --version)"
echo "$printed"
[ "$printed" = "BenchLens $version" ] || fail "benchlens --version printed '$printed', expected 'BenchLens $version' (pom.xml)"

step "the class data archive the postinst made"
archive=/opt/benchlens/lib/app/benchlens.jsa
[ -f "$archive" ] || fail "the postinst made no $archive"
# -Xshare:on stops the JVM when the archive cannot be mapped (made for other paths or another runtime)
JAVA_TOOL_OPTIONS=-Xshare:on benchlens --version >/dev/null 2>&1 || fail "benchlens cannot start from $archive"
echo "$archive ($(du -h "$archive" | cut -f1)) maps"

if ! $had_store; then
  benchlens runs >/dev/null || fail "benchlens runs on the default store ($home_store)"
fi
[ -d "$home_store" ] || fail "benchlens made no store in $home_store"
fingerprint >"$work/store.before"

step "benchlens --store $work/store import $app/lib/app/sample-data"
(cd "$work" && benchlens --store "$work/store" import "$app/lib/app/sample-data") >"$work/import.log" 2>&1 \
  || { cat "$work/import.log" >&2; fail "the import of the installed sample data"; }
tail -n 1 "$work/import.log"
imported="$(sed -n 's/^imported \([0-9]*\) runs from .*/\1/p' "$work/import.log")"
[ -n "$imported" ] && [ "$imported" -gt 0 ] || fail "the import said no 'imported N runs' (see above)"

step "benchlens --store $work/store runs"
listed="$(benchlens --store "$work/store" runs --format csv | tail -n +2 | wc -l)"
echo "$listed runs"
[ "$listed" = "$imported" ] || fail "runs lists $listed runs, the import stored $imported"

if [ -n "$display" ]; then
  step "the window on $display"
  command -v xdotool >/dev/null || fail "--window needs xdotool (apt-get install xdotool)"
  # started in an empty folder on a new store: it finds the installed sample data and imports it
  (cd "$work" && DISPLAY="$display" exec benchlens --store "$work/window-store" >"$work/window.log" 2>&1) &
  window_pid=$!
  # the window, not the hidden one GTK makes first: visible, of the class JavaFX names after the app
  window() { DISPLAY="$display" xdotool search --onlyvisible --class 'org\.benchlens' 2>/dev/null | head -n 1; }
  for _ in $(seq 1 120); do
    [ -n "$(window)" ] && break
    kill -0 "$window_pid" 2>/dev/null || { cat "$work/window.log" >&2; fail "the window closed at start"; }
    sleep 0.5
  done
  [ -n "$(window)" ] || fail "no BenchLens window within 60 s"
  # the window imports the sample data on first start; its store then holds them
  for _ in $(seq 1 120); do
    shown="$(benchlens --store "$work/window-store" runs --format csv 2>/dev/null | tail -n +2 | wc -l || true)"
    [ "$shown" = "$imported" ] && break
    sleep 0.5
  done
  [ "$shown" = "$imported" ] || fail "the window's new store holds $shown runs, not the $imported sample runs"
  echo "window open, $shown sample runs imported"
  if [ -n "$screenshot" ]; then
    sleep 2
    DISPLAY="$display" import -window root "$screenshot" || fail "screenshot $screenshot"
    echo "screenshot: $screenshot"
  fi
  kill "$window_pid"
  wait "$window_pid" 2>/dev/null || true
fi

step "apt-get purge benchlens"
apt-get purge -y -qq benchlens >"$work/apt.log" 2>&1 || { cat "$work/apt.log" >&2; fail "apt-get purge benchlens"; }
[ ! -e "$app" ] || fail "$app is still there after the purge"
[ ! -e /usr/bin/benchlens ] || fail "/usr/bin/benchlens is still there after the purge"
[ ! -e /usr/share/applications/benchlens.desktop ] || fail "the menu entry is still there after the purge"
ls /usr/share/icons/hicolor/*/apps/benchlens.png >/dev/null 2>&1 && fail "icons are still there after the purge"
fingerprint >"$work/store.after"
cmp -s "$work/store.before" "$work/store.after" || fail "$home_store changed when the package was purged"
echo "$home_store is as it was"
$had_store || rm -rf "$home_store"

echo "check passed: installed, version $version, $imported sample runs imported and listed, purged, the store kept"
