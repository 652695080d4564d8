#!/bin/sh
# Makes the class data archive of an app-image where it lies (decision 0095): lib/app/benchlens.jsa,
# which the launcher's JVM maps at every start instead of loading the classes from the jars. The JVM
# uses an archive only with the paths it was made for, so it is made in place: by installer/build.sh
# for the app-image, and by the .deb's postinst in /opt/benchlens. Runs the everyday commands once
# on a temporary store filled with the bundled sample data (org.benchlens.ClassDataTraining).
# Usage: lib/app/class-data.sh            (from any folder; takes about 15 s)
set -e
app="$(cd "$(dirname "$0")" && pwd -P)"
java="$app/../runtime/bin/java"
# the class path exactly as the launcher gives it to the JVM: the app.classpath lines of its .cfg
classpath="$(sed -n 's/^app\.classpath=//p' "$app"/*.cfg | sed "s|\$APPDIR|$app|g" | paste -sd: -)"
[ -n "$classpath" ] || { echo "class-data.sh: no app.classpath in $app/*.cfg" >&2; exit 1; }
rm -f "$app/benchlens.jsa"
list="$(mktemp)"
trap 'rm -f "$list"' EXIT
# the classes the everyday commands load, then a static archive of them (picocli's classes, compiled for
# an old Java, are kept only by a static archive)
"$java" -XX:DumpLoadedClassList="$list" -cp "$classpath" org.benchlens.ClassDataTraining "$app/sample-data" >/dev/null
"$java" -Xshare:dump -XX:SharedClassListFile="$list" -XX:SharedArchiveFile="$app/benchlens.jsa" \
  -Xlog:cds=off,cds+dynamic=off -cp "$classpath" >/dev/null
chmod 644 "$app/benchlens.jsa"
