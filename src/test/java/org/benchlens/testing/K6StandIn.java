package org.benchlens.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * Writes {@code k6-standin}: a small shell script that stands in for the k6 program in tests. It
 * takes k6's command line, prints k6-like progress lines, copies the bytes of a real k6 summary
 * and points file from the fixtures to the paths given by {@code --summary-export} and
 * {@code --out json=}, and exits with a chosen code. At a VU level it appends that many spaces
 * (and a blank points line) so that each level's files differ, as real k6 files do. When told to
 * wait, it runs until it gets SIGINT, then writes the files and exits 105, as k6 does when stopped.
 */
public final class K6StandIn {

    public static final String SUMMARY = "k6/01_pgrst-bench_2020_t3anano_GETSingle_summary-export_k6v0.27.json";
    public static final String POINTS = "k6/13_xk6-dashboard_2023_out-json_ndjson.json.gz";

    private K6StandIn() {
    }

    /** A stand-in that runs about a second, writes both fixtures and exits with {@code exitCode}. */
    public static Path write(Path folder, int exitCode) {
        return write(folder, exitCode, false);
    }

    /** A stand-in that prints its first progress lines and waits for SIGINT. */
    public static Path waitingForStop(Path folder) {
        return write(folder, 0, true);
    }

    private static Path write(Path folder, int exitCode, boolean waitForStop) {
        String summary = Fixtures.path(SUMMARY).toAbsolutePath().toString();
        String points = Fixtures.path(POINTS).toAbsolutePath().toString();
        String script = """
                #!/bin/sh
                # k6-standin: replays a real k6 output for the tests; it is not k6.
                summary=""; points=""; vus=""
                while [ $# -gt 0 ]; do
                  case "$1" in
                    --summary-export) summary="$2"; shift ;;
                    --out) points="${2#json=}"; shift ;;
                    --vus) vus="$2"; shift ;;
                  esac
                  shift
                done
                write_results() {
                  { cat '%s'; printf '%%*s' "${vus:-0}" ''; } > "$summary"
                  if [ -z "$vus" ]; then cp '%s' "$points"
                  else { zcat '%s'; printf '%%*s\\n' "$vus" ''; } | gzip -c > "$points"; fi
                }
                # the stop is awaited from before the first line: a busy machine may deliver it at once
                sleeper=""
                if [ %s = true ]; then
                  trap 'kill $sleeper 2>/dev/null; write_results; echo "running (0m01.2s), 0/1 VUs, 90 complete and 1 interrupted iterations"; exit 105' INT
                fi
                echo "  execution: local"
                echo "running (0m00.5s), ${vus:-1}/${vus:-1} VUs, 40 complete and 0 interrupted iterations"
                echo "default   [  25%% ] ${vus:-1} VUs  0m00.5s/0m02.0s"
                if [ %s = true ]; then
                  sleep 60 & sleeper=$!
                  wait $sleeper
                  exit 1
                fi
                sleep 0.6
                echo "running (0m01.1s), ${vus:-1}/${vus:-1} VUs, 100 complete and 0 interrupted iterations"
                echo "default   [  55%% ] ${vus:-1} VUs  0m01.1s/0m02.0s"
                sleep 0.5
                echo "running (0m02.0s), 0/${vus:-1} VUs, 190 complete and 0 interrupted iterations"
                echo "default ✓ [ 100%% ] ${vus:-1} VUs  0m02.0s/0m02.0s"
                write_results
                if [ %d -ne 0 ] && [ %d -ne 99 ]; then
                  echo 'time="2026-01-01T00:00:00Z" level=error msg="GoError: the script failed at line 7"' >&2
                fi
                exit %d
                """.formatted(summary, points, points, waitForStop, waitForStop, exitCode, exitCode, exitCode);
        try {
            Path file = folder.resolve("k6-standin");
            Files.writeString(file, script);
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
