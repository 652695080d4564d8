package org.benchlens.imports.pgbench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportResult;
import org.benchlens.imports.ImportSummary;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;
import org.benchlens.testing.TestStores;

/** Damaged and cut copies of real pgbench logs. */
class PgbenchLogBadInputTest {

    @TempDir
    Path dir;

    private final PgbenchLogImporter importer = new PgbenchLogImporter();

    private Path write(String name, String text) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, text);
        return file;
    }

    private static String real(String name) throws Exception {
        return Files.readString(RealWorld.path("pgbench-log/" + name));
    }

    @Test
    void aTimeThatIsNotANumberNamesLineAndColumn() throws Exception {
        String text = real("debian_pgbench15_log_select_only_t200.log");
        String[] lines = text.split("\n", -1);
        String third = lines[2];
        int space = third.indexOf(' ', third.indexOf(' ') + 1);
        lines[2] = third.substring(0, space + 1) + "12a4" + third.substring(third.indexOf(' ', space + 1));

        ImportFailure failure = ImportHarness.failure(importer, write("pgbench_log.1", String.join("\n", lines)));

        assertThat(failure.line()).isEqualTo(3);
        assertThat(failure.column()).isEqualTo(space + 2);
        assertThat(failure).hasMessage("expected a pgbench transaction log line: client_id transaction_no time"
                + " script_no time_epoch time_us [schedule_lag] [retries], whole numbers");
    }

    @Test
    void aLogCutInItsLastLineSaysSo() throws Exception {
        String text = real("debian_pgbench15_log_select_only_t200.log");
        String cut = text.substring(0, text.length() - 12);

        ImportFailure failure = ImportHarness.failure(importer, write("pgbench_log.2", cut));

        assertThat(failure.line()).isEqualTo(400);
        assertThat(failure.getMessage()).endsWith("(is the line cut short?)");
    }

    @Test
    void aFailedLogLeavesTheStoreAsItWas() throws Exception {
        String text = real("debian_pgbench15_log_aggregate_1s.log");
        Path good = write("good.log", text);
        Path bad = write("bad.log", text.replace("1796165593 902 ", "1796165593 9o2 "));
        try (Store store = TestStores.h2()) {
            ImportHarness.importInto(store, good);
            ImportSummary summary = ImportHarness.importInto(store, bad);

            assertThat(summary.results().get(0).status()).isEqualTo(ImportResult.Status.FAILED);
            assertThat(summary.results().get(0).describe()).endsWith("bad.log:3:12: expected a pgbench"
                    + " --aggregate-interval line: interval_start num_transactions sum_latency sum_latency_2"
                    + " min_latency max_latency and up to nine more whole numbers");
            assertThat(ImportHarness.results(store)).hasSize(1);
        }
    }
}
