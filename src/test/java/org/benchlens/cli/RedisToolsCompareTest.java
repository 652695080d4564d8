package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.testing.RealWorld;

/**
 * A redis-benchmark run and memtier_benchmark runs compare in one table: both name a command's step
 * after the command (SET, GET) and its figures by the shared metric names.
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
}
