package org.benchlens.imports.sysbench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportResult;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;
import org.benchlens.testing.TestStores;

/** Cut and damaged copies of real sysbench output. */
class SysbenchBadInputTest {

    private static final String REPORT = "debian_sysbench1020_oltp_read_write_report_interval.txt";

    @TempDir
    Path dir;

    private final SysbenchImporter importer = new SysbenchImporter();

    private Path write(String text) throws Exception {
        Path file = dir.resolve("sysbench.txt");
        Files.writeString(file, text);
        return file;
    }

    private static String real() throws Exception {
        return Files.readString(RealWorld.path("sysbench/" + REPORT));
    }

    @Test
    void aReportCutBeforeItsLatencyIsTruncated() throws Exception {
        String text = real();
        ImportFailure failure = ImportHarness.failure(importer, write(text.substring(0, text.indexOf("Latency (ms):"))));

        assertThat(failure.line()).isEqualTo(32);
        assertThat(failure).hasMessage("the file ends before the report of the sysbench run that starts at line 1"
                + " (is it truncated?)");
    }

    @Test
    void aRateThatIsNotANumberNamesLineAndColumn() throws Exception {
        ImportFailure failure = ImportHarness.failure(importer, write(real().replace("(302.18 per sec.)", "(302,18 per sec.)")));

        assertThat(failure.line()).isEqualTo(24);
        assertThat(failure.column()).isEqualTo(50);
        assertThat(failure).hasMessage("expected a rate per second, found '302,18'");
    }

    @Test
    void aDamagedIntervalLineNamesItsColumn() throws Exception {
        ImportFailure failure = ImportHarness.failure(importer, write(real().replace("tps: 224.96", "tps: 224.9x")));

        assertThat(failure.line()).isEqualTo(13);
        assertThat(failure.column()).isEqualTo(21);
        assertThat(failure).hasMessage("expected a number, found '224.9x'");
    }

    @Test
    void aFailedFileLeavesTheStoreAsItWas() throws Exception {
        Path good = dir.resolve("good.txt");
        Files.writeString(good, real());
        Path cut = dir.resolve("cut.txt");
        Files.writeString(cut, real().substring(0, real().indexOf("General statistics:")));
        try (Store store = TestStores.h2()) {
            ImportHarness.importInto(store, good);
            ImportResult result = ImportHarness.importInto(store, cut).results().get(0);

            assertThat(result.status()).isEqualTo(ImportResult.Status.FAILED);
            assertThat(result.describe()).endsWith("cut.txt:28: the file ends before the report of the sysbench run"
                    + " that starts at line 1 (is it truncated?)");
            assertThat(ImportHarness.results(store)).hasSize(1);
        }
    }
}
