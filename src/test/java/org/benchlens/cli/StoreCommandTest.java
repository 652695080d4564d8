package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.model.Measurement;
import org.benchlens.model.Run;
import org.benchlens.model.RunContent;
import org.benchlens.store.RunFilter;
import org.benchlens.store.Store;
import org.benchlens.store.StoreLocation;

/** {@code benchlens store check} and {@code store repair} on real H2 files. */
class StoreCommandTest {

    @TempDir
    Path folder;

    @Test
    void checkReadsEveryRunOfAWholeStore() throws Exception {
        Path store = folder.resolve("store");
        importThreeRuns(store);
        Cli.Result check = new Cli(store).run("store", "check");
        assertThat(check.exitCode()).as(check.err()).isZero();
        assertThat(check.out().strip()).isEqualTo("the store at " + store + " is whole: 3 runs read");
    }

    @Test
    void repairKeepsEveryReadableRunWithItsIdLeavesStrayRowsAndKeepsTheOldFile() throws Exception {
        Path store = folder.resolve("store");
        importThreeRuns(store);
        // rows of a run that is not there, as an import killed midway can leave them: run 2's three
        // attributes (scenario, vus and its table) and four measurements, and one more measurement
        try (Connection connection = DriverManager.getConnection("jdbc:h2:file:" + store, "sa",
                StoreLocation.file(store).password());
             Statement statement = connection.createStatement()) {
            statement.execute("SET REFERENTIAL_INTEGRITY FALSE");
            statement.execute("insert into measurement (run_id, step, metric, measured, unit, ordinal) "
                    + "values (99, 'total', 'throughput', 1.5, 'req/s', 0)");
            statement.execute("delete from run where id = 2");
        }

        Cli.Result check = new Cli(store).run("store", "check");
        assertThat(check.exitCode()).isEqualTo(1);
        assertThat(check.out().strip()).isEqualTo("the store at " + store + " is damaged: 2 runs read whole; "
                + "3 rows of run_attribute belong to no run; 5 rows of measurement belong to no run; "
                + "benchlens store repair keeps every run that can be read");

        Cli.Result repair = new Cli(store).run("store", "repair");
        assertThat(repair.exitCode()).as(repair.err()).isZero();
        Path aside;
        try (Stream<Path> files = Files.list(folder)) {
            aside = files.filter(file -> file.getFileName().toString().startsWith("store.damaged-")).findFirst()
                    .orElseThrow();
        }
        assertThat(repair.out()).startsWith("repaired the store at " + store + ": kept 2 runs (runs 1..3); "
                + "3 rows of run_attribute belong to no run; 5 rows of measurement belong to no run; "
                + "the old file is kept as " + aside);
        assertThat(Files.size(aside)).isPositive();

        assertThat(new Cli(store).run("store", "check").out().strip())
                .isEqualTo("the store at " + store + " is whole: 2 runs read");
        try (Store repaired = Store.open(StoreLocation.file(store))) {
            List<Run> runs = repaired.read(s -> s.runs().list(RunFilter.ALL));
            assertThat(runs).extracting(Run::id).containsExactly(1L, 3L);
            assertThat(runs).extracting(Run::name).containsExactly("GETSingle 1 VUs", "GETSingle 3 VUs");
            RunContent third = repaired.read(s -> s.content(3).orElseThrow());
            assertThat(third.measurements()).extracting(Measurement::metric, Measurement::value)
                    .contains(org.assertj.core.groups.Tuple.tuple("throughput", 7003.5));
        }
        // a new import continues after the highest id kept
        Path more = Files.writeString(folder.resolve("more.txt"), "POSTOne\n1, 0.00,900.5/s\n2, 0.00,1800.5/s\n");
        Cli.Result imported = new Cli(store).run("import", more.toString());
        assertThat(imported.out()).as(imported.err()).contains("(runs 4..5)");
    }

    @Test
    void aFileH2CannotOpenIsNamedForRepairAndRepairedWithEveryRun() throws Exception {
        Path store = folder.resolve("store");
        importThreeRuns(store);
        // both of H2's file headers unreadable: H2 refuses the file before reading any chunk
        try (java.nio.channels.FileChannel file = java.nio.channels.FileChannel.open(Path.of(store + ".mv.db"),
                java.nio.file.StandardOpenOption.WRITE)) {
            file.write(java.nio.ByteBuffer.wrap(new byte[2 * 4096]), 0);
        }
        Cli.Result runs = new Cli(store).run("runs");
        assertThat(runs.exitCode()).isEqualTo(1);
        assertThat(runs.err()).contains("benchlens store repair");
        Cli.Result check = new Cli(store).run("store", "check");
        assertThat(check.exitCode()).isEqualTo(1);
        assertThat(check.err()).contains("benchlens store repair");

        Cli.Result repair = new Cli(store).run("store", "repair");
        assertThat(repair.exitCode()).as(repair.err()).isZero();
        assertThat(repair.out()).startsWith("repaired the store at " + store + ": kept 3 runs (runs 1..3)");
        assertThat(new Cli(store).run("store", "check").out().strip())
                .isEqualTo("the store at " + store + " is whole: 3 runs read");
    }

    private void importThreeRuns(Path store) throws Exception {
        Path rates = Files.writeString(folder.resolve("rates.txt"),
                "GETSingle\n1, 0.00,7001.5/s\n2, 0.00,7002.5/s\n3, 0.00,7003.5/s\n");
        Cli.Result imported = new Cli(store).run("import", rates.toString());
        assertThat(imported.exitCode()).as(imported.err()).isZero();
    }
}
