package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.testing.RealWorld;

/** Real YCSB, sysbench and HammerDB output imported and compared as a user would. */
class DatabaseToolsCompareTest {

    @TempDir
    Path folder;

    private Cli.Result ok(Cli cli, String... args) {
        Cli.Result result = cli.run(args);
        assertThat(result.exitCode()).as(result.err()).isZero();
        return result;
    }

    @Test
    void aYcsbRunOfMongoDbAndASysbenchRunOfMySqlInOneTable() {
        Cli cli = new Cli(folder.resolve("store"));
        ok(cli, "import", "--attr", "database=MongoDB", RealWorld.path("ycsb/virtualclient_YCSBMongoDBOutputExample.txt").toString());
        ok(cli, "import", "--attr", "database=MySQL", RealWorld.path("sysbench/virtualclient_SysbenchExample1.txt").toString());

        // 32400.24 transactions/s against 28246.19 operations/s
        assertThat(ok(cli, "compare", "--rows", "database").out().lines().limit(5)).containsExactly(
                "throughput by database and step, relative to MongoDB",
                "database  total",
                "--------  -----",
                "MongoDB    1.00",
                "MySQL      1.15");
        // YCSB's microseconds in ms, one column an operation
        assertThat(ok(cli, "compare", "--rows", "database", "--cols", "step", "--metric", "latency.p99",
                "--where", "format=ycsb", "--show", "value").out().lines().limit(4)).containsExactly(
                "latency.p99 by database and step, absolute values",
                "database   READ  CLEANUP  UPDATE",
                "--------  -----  -------  ------",
                "MongoDB   0.256    1.464   0.294");
    }

    @Test
    void aHammerDbVirtualUserSweepComparesByVirtualUsers() {
        Cli cli = new Cli(folder.resolve("store"));
        assertThat(ok(cli, "import", RealWorld.path("hammerdb/constructed_hammerdb-log_tprocc_vu-sweep.log").toString()).out())
                .contains("imported 3 runs as hammerdb (runs 1..3)");

        assertThat(ok(cli, "compare", "--rows", "vus", "--where", "format=hammerdb").out().lines().limit(6)).containsExactly(
                "throughput by vus and step, relative to vus=2",
                "vus  total",
                "---  -----",
                "  2   1.00",
                "  4   1.89",
                "  8   2.89");
    }
}
