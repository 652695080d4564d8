package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.testing.RealWorld;

/**
 * A Locust run and a k6 run of one server (nginx's default page, 10 users each) compare in one table:
 * Locust's {@code --csv} stats file and k6's end-of-test summary, both carrying {@code tool}.
 */
class LocustAndK6CompareTest {

    @TempDir
    Path folder;

    @Test
    void locustAndK6RunsOfOneServerCompareOnThroughputAndP95() {
        Cli cli = new Cli(folder.resolve("store"));
        Cli.Result imported = cli.run("import",
                RealWorld.path("locust/rutu-sh-load-testing_locust-1_data_stats.csv").toString(),
                RealWorld.path("k6-text/rutu-sh-load-testing_k6-1_out.txt").toString());
        assertThat(imported.exitCode()).as(imported.err()).isZero();
        assertThat(imported.out() + imported.err()).doesNotContain("note:");

        Cli.Result table = cli.run("compare", "--rows", "tool", "--cols", "metric", "--metrics",
                "throughput,latency.p95", "--step", "total", "--show", "value", "--test", "none", "--format", "csv");
        assertThat(table.exitCode()).as(table.err()).isZero();
        // Locust: Requests/s and its 95% column (whole ms); k6: http_reqs' rate and p(95)=348.03µs
        assertThat(table.out().lines()).containsExactly("# runs: every run in the store",
                "tool,throughput (/s),latency.p95 (ms)", "locust,6908.0200877604075,1", "k6,27206.970704,0.34803");
    }
}
