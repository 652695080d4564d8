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

/** Cut and damaged copies of real pgbench output. */
class PgbenchBadInputTest {

    private static final String PROGRESS_R = "debian_pgbench15_tpcb_progress_r.txt";

    @TempDir
    Path dir;

    private final PgbenchImporter importer = new PgbenchImporter();

    private static String real(String name) throws Exception {
        return Files.readString(RealWorld.path("pgbench/" + name));
    }

    private Path write(String text) throws Exception {
        Path file = dir.resolve("pgbench.txt");
        Files.writeString(file, text);
        return file;
    }

    @Test
    void aSummaryCutBeforeItsTpsLineIsTruncated() throws Exception {
        String text = real(PROGRESS_R);
        String cut = text.substring(0, text.indexOf("initial connection time"));

        ImportFailure failure = ImportHarness.failure(importer, write(cut));

        assertThat(failure.line()).isEqualTo(18);
        assertThat(failure).hasMessage("the file ends before the tps line of the pgbench summary that starts at"
                + " line 8 (is it truncated?)");
    }

    @Test
    void progressLinesWithoutASummaryAreTruncated() throws Exception {
        String text = real(PROGRESS_R);
        String cut = text.substring(0, text.indexOf("transaction type"));

        ImportFailure failure = ImportHarness.failure(importer, write(cut));

        assertThat(failure.line()).isEqualTo(7);
        assertThat(failure).hasMessage("the file ends after 5 progress lines (from line 3) without pgbench's end"
                + " summary (is it truncated?)");
    }

    @Test
    void aTpsThatIsNotANumberNamesLineAndColumn() throws Exception {
        String text = real(PROGRESS_R).replace("tps = 276.165020", "tps = 276,165020");

        ImportFailure failure = ImportHarness.failure(importer, write(text));

        assertThat(failure.line()).isEqualTo(20);
        assertThat(failure.column()).isEqualTo(7);
        assertThat(failure).hasMessage("expected transactions per second, found '276,165020'");
    }

    @Test
    void aDamagedProgressLineNamesThePartAndItsColumn() throws Exception {
        String text = real(PROGRESS_R).replace("lat 15.907 ms stddev 12.202", "lat 15.907 s stddev 12.202");

        ImportFailure failure = ImportHarness.failure(importer, write(text));

        assertThat(failure.line()).isEqualTo(5);
        assertThat(failure.column()).isEqualTo(29);
        assertThat(failure.getMessage()).startsWith("expected a part of a progress line such as '321.8 tps'")
                .endsWith("found 'lat 15.907 s stddev 12.202'");
    }

    @Test
    void aStatementLineWithABadFailureCountNamesItsColumn() throws Exception {
        String text = real("debian_pgbench15_retries_failures.txt").replace("0.335         171", "0.335         1x1");

        ImportFailure failure = ImportHarness.failure(importer, write(text));

        assertThat(failure.line()).isEqualTo(26);
        assertThat(failure.column()).isEqualTo(24);
        assertThat(failure).hasMessage("expected a number of failures, found '1x1'");
    }

    @Test
    void aFailedFileLeavesTheStoreAsItWas() throws Exception {
        String text = real(PROGRESS_R);
        Path good = dir.resolve("good.txt");
        Files.writeString(good, text);
        Path cut = dir.resolve("cut.txt");
        Files.writeString(cut, text.substring(0, text.indexOf("tps = ")));
        try (Store store = TestStores.h2()) {
            ImportHarness.importInto(store, good);
            ImportSummary summary = ImportHarness.importInto(store, cut);

            assertThat(summary.results().get(0).status()).isEqualTo(ImportResult.Status.FAILED);
            assertThat(summary.results().get(0).describe()).endsWith("cut.txt:19: the file ends before the tps line"
                    + " of the pgbench summary that starts at line 8 (is it truncated?)");
            assertThat(ImportHarness.results(store)).hasSize(1);
        }
    }
}
