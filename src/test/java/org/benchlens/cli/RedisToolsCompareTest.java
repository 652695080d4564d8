package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.testing.RealWorld;

/**
 * A redis-benchmark run and memtier_benchmark runs compare in one table: both name a command's step
 * after the command (SET, GET) and its figures by the shared metric names. One write-up runs both tools
 * against the same server; others set the tools' runs of different servers side by side.
 */
class RedisToolsCompareTest {

    @TempDir
    Path folder;

    @Test
    void redisBenchmarkAndMemtierRunsCompareOnTheirSetAndGetSteps() {
        Cli cli = new Cli(folder.resolve("store"));
        Cli.Result imported = cli.run("import",
                RealWorld.path("redis-benchmark/paulrzcz-redka_perf_20240521_benchmark.md").toString(),
                RealWorld.path("memtier/memc-rs_benchmarks_13_07_2020.md").toString());
        assertThat(imported.exitCode()).as(imported.err()).isZero();

        Cli.Result throughput = cli.run("compare", "--rows", "tool", "--cols", "step", "--show", "value",
                "--test", "none", "--format", "csv");
        assertThat(throughput.exitCode()).as(throughput.err()).isZero();
        // memtier's two runs (memix, memcached) as their mean; its Totals row is a step redis-benchmark has not
        assertThat(throughput.out().lines()).containsExactly("# runs: every run in the store",
                "tool,SET,SET n,SET mean,SET median,SET stddev,SET ciLow,SET ciHigh,SET p,SET significant,"
                        + "GET,GET n,GET mean,GET median,GET stddev,GET ciLow,GET ciHigh,GET p,GET significant,"
                        + "total,total n,total mean,total median,total stddev,total ciLow,total ciHigh,total p,"
                        + "total significant",
                "redis-benchmark,48804.29,1,48804.29,48804.29,,,,,,43975.38,1,43975.38,43975.38,,,,,,,,,,,,,,",
                "memtier_benchmark,132636.675,2,132636.675,132636.675,28363.219719581375,-122196.74360289081,"
                        + "387470.0936028908,,,132636.675,2,132636.675,132636.675,28363.219719581375,"
                        + "-122196.74360289081,387470.0936028908,,,265273.36,2,265273.36,265273.36,56726.43943916277,"
                        + "-244393.4772057818,774940.1972057817,,");
    }

    @Test
    void redisBenchmarkAndMemtierRunsOfOneServerCompareOnTheirSetAndGetSteps() {
        // prototype-db-1's write-up: both tools against protodb1 on one thread, under "### protodb1, 1 threads"
        Cli cli = new Cli(folder.resolve("store"));
        Cli.Result imported = cli.run("import",
                RealWorld.path("josephjang-prototype-db-1_docs_benchmark_mixed.md").toString());
        assertThat(imported.exitCode()).as(imported.err()).isZero();
        assertThat(imported.out()).contains("imported 8 runs as mixed-text (runs 1..8)");
        // the section's first redis-benchmark run (-t ping,set,get) and its memtier table, whose title the paste cut
        Cli.Result tagged = cli.run("tag", "--add", "protodb1-1-thread", "3", "6");
        assertThat(tagged.exitCode()).as(tagged.err()).isZero();

        Cli.Result throughput = cli.run("compare", "--rows", "tool", "--cols", "step", "--where",
                "tag=protodb1-1-thread", "--show", "value", "--test", "none", "--format", "csv");
        assertThat(throughput.exitCode()).as(throughput.err()).isZero();
        assertThat(throughput.out().lines()).containsExactly("# runs: every run with tag=protodb1-1-thread",
                "tool,PING_INLINE,PING_BULK,SET,GET,total",
                "redis-benchmark,1869158.75,1845869.88,905592.06,844416.31,",
                "memtier_benchmark,,,13850.07,138348.5,152198.57");

        // the values are coloured by their ratio to the first row, which the caption "absolute values" does not name
        Cli.Result table = cli.run("compare", "--rows", "tool", "--cols", "step", "--where",
                "tag=protodb1-1-thread", "--show", "value", "--test", "none");
        assertThat(table.out().lines()).contains("throughput by tool and step, absolute values",
                "red: ratio to redis-benchmark <= 0.95, green: >= 1.05, grey between");

        // redis-benchmark's -q lines give no latency; memtier's older table its average
        Cli.Result latency = cli.run("compare", "--rows", "tool", "--cols", "step", "--metric", "latency.avg",
                "--where", "tag=protodb1-1-thread", "--show", "value", "--test", "none", "--format", "csv");
        assertThat(latency.exitCode()).as(latency.err()).isZero();
        assertThat(latency.out().lines()).contains("memtier_benchmark,1.378,1.359,1.361");
    }
}
