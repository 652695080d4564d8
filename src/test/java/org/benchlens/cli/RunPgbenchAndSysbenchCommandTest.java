package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.runner.pgbench.Pgbench;
import org.benchlens.runner.sysbench.Sysbench;

/**
 * {@code benchlens run pgbench} and {@code run sysbench} with the real tools of the Debian packages
 * (.ci/run installs them), against the embedded PostgreSQL: the two runs compare in one table and
 * one bar chart.
 */
class RunPgbenchAndSysbenchCommandTest {

    @TempDir
    Path folder;

    @Test
    void aPgbenchRunAndASysbenchRunOfTheEmbeddedPostgresqlCompareAndChartTogether() throws Exception {
        String path = System.getenv("PATH");
        assumeThat(new Pgbench().find(null, path)).as("skipped: no pgbench on PATH (" + Pgbench.INSTALL + ")")
                .isPresent();
        assumeThat(new Sysbench().find(null, path)).as("skipped: no sysbench on PATH (" + Sysbench.INSTALL + ")")
                .isPresent();
        Cli cli = new Cli(folder.resolve("store"));

        Cli.Result pgbench = cli.run("run", "pgbench", "--duration", "2s", "-c", "2", "-r");
        assertThat(pgbench.exitCode()).as(pgbench.err()).isZero();
        assertThat(pgbench.out()).contains("$ ").contains("pgbench -i -q -s 1")
                .contains("progress: 1.0 s, ")
                .contains("saved run 1: pgbench tpcb-like 2 clients [status=completed dbms=postgresql")
                .contains("runner=pgbench").contains("target=embedded-postgresql").contains("done: 1 run saved");

        Cli.Result sysbench = cli.run("run", "sysbench", "--duration", "2s", "--threads", "2", "--histogram");
        assertThat(sysbench.exitCode()).as(sysbench.err()).isZero();
        assertThat(sysbench.out()).contains("[ 1s ] thds: 2 tps: ")
                .contains("saved run 2: sysbench oltp_read_write 2 threads [status=completed dbms=postgresql")
                .contains("scenario=oltp_read_write").contains("runner=sysbench").contains("cleanup");

        Cli.Result table = cli.run("compare", "--rows", "runner", "--where", "target=embedded-postgresql",
                "--show", "both", "--format", "csv");
        assertThat(table.exitCode()).as(table.err()).isZero();
        assertThat(table.out().lines()).hasSize(4).startsWith("# runs: every run with target=embedded-postgresql",
                "runner,total,total ratio");
        assertThat(table.out()).containsPattern("(?m)^pgbench,[0-9.]+,1\\r?$").containsPattern("(?m)^sysbench,[0-9.]+,0\\.");

        Path bars = folder.resolve("bars.png");
        Cli.Result chart = cli.run("chart", "bars", "--rows", "runner", "--out", bars.toString());
        assertThat(chart.exitCode()).as(chart.err()).isZero();
        assertThat(chart.out()).contains("2 series from 2 runs");
        assertThat(Files.size(bars)).isPositive();

        Cli.Result shown = cli.run("show", "2", "--format", "json");
        assertThat(shown.out()).contains("\"metric\" : \"latency\"").contains("\"metric\" : \"throughput\"");
    }

    @Test
    void aMissingPgbenchIsOneSentenceSayingHowToInstallIt() {
        Cli cli = new Cli(folder.resolve("store"));
        Cli.Result result = cli.run("run", "pgbench", "--pgbench", folder.resolve("none").toString());

        assertThat(result.exitCode()).isEqualTo(1);
        assertThat(result.err().strip()).isEqualTo("benchlens: pgbench is not installed or not executable at "
                + folder.resolve("none") + " (given with --pgbench); it comes with PostgreSQL (on Debian and Ubuntu:"
                + " apt-get install postgresql-contrib), or give its path with --pgbench PATH.");
    }

    @Test
    void sysbenchOnH2IsRefusedInOneSentence() {
        assumeThat(new Sysbench().find(null, System.getenv("PATH"))).as("skipped: no sysbench on PATH").isPresent();
        Cli cli = new Cli(folder.resolve("store"));
        Cli.Result result = cli.run("run", "sysbench", "--target", "embedded-h2");

        assertThat(result.exitCode()).isEqualTo(1);
        assertThat(result.err().strip()).isEqualTo("benchlens: sysbench runs against PostgreSQL: choose the embedded"
                + " PostgreSQL (--target embedded-postgresql) or give a server's URL, jdbc:postgresql://host:5432/bench"
                + " or postgresql://user@host:5432/bench.");
    }
}
