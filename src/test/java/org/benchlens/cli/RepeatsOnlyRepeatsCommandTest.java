package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Seed 000's first GETSingle run on t3anano (1372.48 req/s, 230 VUs) and the one of its per-instance table
 * (1368.10 req/s, 177 VUs) are two tests of version 7.0.1, not repeats: a bar of both is refused until the
 * user keeps one table or pools on purpose (decision 0118).
 */
class RepeatsOnlyRepeatsCommandTest {

    @TempDir
    Path folder;

    private Cli cli;

    @BeforeEach
    void importSamples() {
        cli = new Cli(folder.resolve("store"));
        assertThat(cli.run("import", "sample-data/postgrest-k6").exitCode()).isZero();
    }

    private Cli.Result bars(Path chart, String... more) {
        List<String> arguments = new ArrayList<>(List.of("chart", "bars", "--rows", "version", "--cols", "instance",
                "--where", "scenario=GETSingle", "--where", "version=7.0.1", "--out", chart.toString()));
        arguments.addAll(List.of(more));
        return cli.run(arguments.toArray(String[]::new));
    }

    @Test
    void twoTablesOfOneVersionAreNotAveragedIntoOneBar() throws Exception {
        Path chart = folder.resolve("bars.svg");

        Cli.Result mixed = bars(chart);
        assertThat(mixed.exitCode()).isEqualTo(1);
        assertThat(mixed.err().strip()).isEqualTo("benchlens: the runs of version=7.0.1, instance=t3anano "
                + "differ in table (v7.0.1-first-run.txt, v7.0.1-per-instance.txt): narrow to one (--where "
                + "table=v7.0.1-first-run.txt), split by it (--cols table or --rows table), or pool them on purpose "
                + "(--pool table)");
        assertThat(chart).doesNotExist();

        Cli.Result pooledTables = bars(chart, "--pool", "table");
        assertThat(pooledTables.exitCode()).isEqualTo(1);
        assertThat(pooledTables.err()).contains("the runs of version=7.0.1, instance=t3anano are not "
                + "repeats: their vus differs by more than 10 % (230 in run 28, 177 in run 39)").contains("(--pool vus)");
        assertThat(chart).doesNotExist();

        Cli.Result oneTable = bars(chart, "--where", "table=v7.0.1-first-run.txt");
        assertThat(oneTable.exitCode()).as(oneTable.err()).isZero();
        assertThat(Files.readString(chart)).as("one table's runs, named as the source").contains("Source: v7.0.1-first-run.txt.");
    }

    @Test
    void poolingTheTablesAndTheirLoadsOnPurposeAveragesThemAndSaysSo() throws Exception {
        Cli.Result pooled = cli.run("compare", "--rows", "version", "--cols", "instance", "--where",
                "scenario=GETSingle", "--where", "version=7.0.1", "--show", "value", "--pool", "table", "--pool", "vus");

        assertThat(pooled.exitCode()).as(pooled.err()).isZero();
        assertThat(pooled.out()).startsWith("throughput by version and instance (step total), absolute values, "
                + "pooled over table, vus").contains("1370.29 ±");
    }
}
