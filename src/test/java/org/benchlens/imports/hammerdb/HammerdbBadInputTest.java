package org.benchlens.imports.hammerdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportResult;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;
import org.benchlens.testing.TestStores;

/** A real HammerDB console cut before its result, and damaged copies of real output. */
class HammerdbBadInputTest {

    @TempDir
    Path dir;

    private final HammerdbImporter importer = new HammerdbImporter();

    private Path write(String text) throws Exception {
        Path file = dir.resolve("hammerdb.log");
        Files.writeString(file, text);
        return file;
    }

    private static String real(String file) throws Exception {
        return Files.readString(RealWorld.path("hammerdb/" + file));
    }

    @Test
    void aConsoleCutBeforeItsTestResultIsTruncated() throws Exception {
        ImportFailure failure = ImportHarness.failure(importer,
                RealWorld.path("hammerdb/virtualclient_HammerDBIncorrectResultsExample.txt"));

        assertThat(failure.line()).isEqualTo(85);
        assertThat(failure).hasMessage("the file ends before the TEST RESULT line of the TPROC-C test that starts at"
                + " line 66 (is it truncated?)");
    }

    @Test
    void aJobResultCutAt97PercentSaysTheFileEndsEarly() throws Exception {
        byte[] whole = Files.readAllBytes(RealWorld.path("hammerdb/constructed_hammerdbcli_jobs_result.json"));
        Path cut = dir.resolve("job.json");
        Files.write(cut, Arrays.copyOf(whole, whole.length * 97 / 100));

        ImportFailure failure = ImportHarness.failure(importer, cut);

        assertThat(failure.line()).isEqualTo(5);
        assertThat(failure).hasMessage("the file ends in the middle of line 5 (is it truncated?): expected the whole"
                + " line and the lines after it");
    }

    @Test
    void aDamagedNopmNamesLineAndColumn() throws Exception {
        ImportFailure failure = ImportHarness.failure(importer,
                write(real("virtualclient_Results_HammerDB.txt").replace("11400 NOPM", "11,400 NOPM")));

        assertThat(failure.line()).isEqualTo(87);
        assertThat(failure.column()).isEqualTo(39);
        assertThat(failure).hasMessage("expected a number of new orders per minute, found '11,400'");
    }

    @Test
    void aResultLineOfAnotherShapeSaysWhatIsRead() throws Exception {
        ImportFailure failure = ImportHarness.failure(importer, write(real("virtualclient_Results_HammerDB.txt")
                .replace("11400 NOPM from 26163 PostgreSQL TPM", "11400 new orders")));

        assertThat(failure.line()).isEqualTo(87);
        assertThat(failure.column()).isEqualTo(39);
        assertThat(failure).hasMessage("expected 'N NOPM from N <database> TPM' or '<N> <database> TPM at N NOPM',"
                + " found '11400 new orders'");
    }

    @Test
    void aDamagedQueryTimeNamesLineAndColumn() throws Exception {
        ImportFailure failure = ImportHarness.failure(importer, write(real("virtualclient_HammerDBMySQLTPCH.txt")
                .replace("query 6 completed in 1.488 seconds", "query 6 completed in 1.4.88 seconds")));

        assertThat(failure.line()).isEqualTo(54);
        assertThat(failure.column()).isEqualTo(30);
        assertThat(failure).hasMessage("expected a query time in seconds, found '1.4.88'");
    }

    @Test
    void settingsWithoutAnyTestAreRefused() throws Exception {
        String text = real("virtualclient_Results_HammerDB.txt");
        ImportFailure failure = ImportHarness.failure(importer, write(text.substring(0, text.indexOf("SEQUENCE STARTED"))));

        assertThat(failure).hasMessage("expected a TPROC-C 'TEST RESULT : System achieved …' line or TPROC-H"
                + " 'query N completed in …' lines, and found none");
    }

    @Test
    void aFailedFileLeavesTheStoreAsItWas() throws Exception {
        Path good = dir.resolve("good.txt");
        Files.writeString(good, real("virtualclient_Results_HammerDB.txt"));
        try (Store store = TestStores.h2()) {
            ImportHarness.importInto(store, good);
            ImportResult result = ImportHarness.importInto(store,
                    RealWorld.path("hammerdb/virtualclient_HammerDBIncorrectResultsExample.txt")).results().get(0);

            assertThat(result.status()).isEqualTo(ImportResult.Status.FAILED);
            assertThat(result.describe()).endsWith("virtualclient_HammerDBIncorrectResultsExample.txt:85: the file ends"
                    + " before the TEST RESULT line of the TPROC-C test that starts at line 66 (is it truncated?)");
            assertThat(ImportHarness.results(store)).hasSize(1);
        }
    }
}
