package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The sample data's mixes that a cell must never average silently, refused on the command line, and their ways out. */
class UnlikeRunsCommandTest {

    @TempDir
    Path folder;

    private Cli cli;

    @BeforeEach
    void importSamples() {
        cli = new Cli(folder.resolve("store"));
        assertThat(cli.run("import", "sample-data/insert-benchmark-pg12-17", "sample-data/ybio-aurora").exitCode())
                .isZero();
    }

    @Test
    void theCachedAndIoBoundInsertBenchmarkAreNotAveragedIntoOneCell() {
        Cli.Result mixed = cli.run("compare", "--rows", "version", "--cols", "step", "--where", "format=ibench");

        assertThat(mixed.exitCode()).isEqualTo(1);
        assertThat(mixed.out()).isEmpty();
        assertThat(mixed.err().strip()).isEqualTo("benchlens: the runs of version=12.19, step l.i0 differ in workload "
                + "(cached, io-bound): narrow to one (--where workload=cached), split by it (--cols workload or --rows "
                + "workload), or pool them on purpose (--pool workload)");

        Cli.Result narrowed = cli.run("compare", "--rows", "version", "--cols", "step", "--where", "format=ibench",
                "--where", "workload=cached");
        assertThat(narrowed.exitCode()).isZero();
        assertThat(narrowed.out()).contains("17beta3 ").doesNotContain(" n=1");

        Cli.Result pooled = cli.run("compare", "--rows", "version", "--cols", "step", "--where", "format=ibench",
                "--pool", "workload", "--pool", "rows");
        assertThat(pooled.exitCode()).isZero();
        assertThat(pooled.out()).startsWith("throughput by version and step, relative to version=12.19, pooled over rows, workload");
    }

    @Test
    void rowsAndColumnsOfOneAttributeNameEachCellOnce() {
        assertThat(cli.run("import", "sample-data/postgrest-k6").exitCode()).isZero();
        Cli.Result same = cli.run("compare", "--rows", "instance", "--cols", "instance", "--where",
                "scenario=GETSingle");

        assertThat(same.exitCode()).isEqualTo(1);
        assertThat(same.err()).startsWith("benchlens: the runs of instance=t3anano differ in version (7.0.1, master)");
    }

    @Test
    void ybioBarsOfBothBatchSizesAreRefusedUntilSplit() throws Exception {
        Path chart = folder.resolve("ybio.png");

        Cli.Result mixed = cli.run("chart", "bars", "--rows", "instance", "--step", "runit", "--where", "format=ybio",
                "--metric", "riops", "--aggregate", "sum", "--out", chart.toString());

        assertThat(mixed.exitCode()).isEqualTo(1);
        assertThat(mixed.err()).contains("the runs of instance=db.r5.xlarge, step runit differ in batch_size (10, 100000)");
        assertThat(chart).doesNotExist();

        Cli.Result split = cli.run("chart", "bars", "--rows", "instance", "--cols", "batch_size", "--step", "runit",
                "--where", "format=ybio", "--metric", "riops", "--aggregate", "sum", "--out", chart.toString());
        assertThat(split.exitCode()).isZero();
        assertThat(Files.size(chart)).isPositive();
    }
}
