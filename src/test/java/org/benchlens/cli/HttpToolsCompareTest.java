package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.testing.RealWorld;

/**
 * Runs of different HTTP load tools, imported from the files the tools wrote, compare in one
 * table on the names their formats share: wrk and hey against the same server, and a vegeta run.
 */
class HttpToolsCompareTest {

    @TempDir
    Path folder;

    @Test
    void wrkHeyAndVegetaRunsCompareInOneTable() {
        Cli cli = new Cli(folder.resolve("store"));
        Cli.Result imported = cli.run("import", RealWorld.path("wrk/debian_wrk410_latency.txt").toString(),
                RealWorld.path("hey/debian_hey014_summary.txt").toString(),
                RealWorld.path("vegeta/ml-model-on-gke_loadtest_metrics.json").toString());
        assertThat(imported.exitCode()).as(imported.err()).isZero();

        Cli.Result throughput = cli.run("compare", "--rows", "tool", "--show", "value", "--format", "csv");
        assertThat(throughput.exitCode()).as(throughput.err()).isZero();
        assertThat(throughput.out().lines()).containsExactly("# runs: every run in the store", "tool,total", "wrk,770.44",
                "hey,766.8241", "vegeta,81.76793951691018");

        Cli.Result p99 = cli.run("compare", "--rows", "tool", "--metric", "latency.p99", "--show", "both",
                "--format", "csv");
        assertThat(p99.exitCode()).as(p99.err()).isZero();
        assertThat(p99.out().lines()).containsExactly("# runs: every run in the store", "tool,total,total ratio",
                "wrk,42.77,1", "hey,34.3,0.801963993453355", "vegeta,12333.598657,288.37032165068973");
    }
}
