# BenchLens - explorer for database and API benchmark results.
# SPDX-License-Identifier: GPL-3.0-or-later
#
# What the bench scripts share; each sources it from the project folder.

# Builds target/benchlens.jar and its class data archive (bin/benchlens starts with it) when either is
# missing or older than the sources. MVN names the Maven command (default mvn).
build_if_stale() {
    if [[ ! -f target/benchlens.jar || ! -f target/benchlens.jsa ]] \
        || [[ -n $(find src pom.xml -newer target/benchlens.jar -type f -print -quit) ]]; then
        echo "building target/benchlens.jar and its class data archive ..."
        ${MVN:-mvn} -q -DskipTests package
    fi
}
