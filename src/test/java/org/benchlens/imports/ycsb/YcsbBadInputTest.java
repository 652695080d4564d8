package org.benchlens.imports.ycsb;

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

/** Cut and damaged copies of real YCSB output. */
class YcsbBadInputTest {

    @TempDir
    Path dir;

    private final YcsbImporter importer = new YcsbImporter();

    private Path write(String text) throws Exception {
        Path file = dir.resolve("ycsb.txt");
        Files.writeString(file, text);
        return file;
    }

    private static String real(String file) throws Exception {
        return Files.readString(RealWorld.path("ycsb/" + file));
    }

    @Test
    void aReportCutBeforeItsThroughputIsTruncated() throws Exception {
        String text = real("virtualclient_YCSBMongoDBOutputExample.txt");
        ImportFailure failure = ImportHarness.failure(importer, write(text.substring(0, text.indexOf("[OVERALL], Throughput"))));

        assertThat(failure.line()).isEqualTo(3);
        assertThat(failure).hasMessage("the file ends before the report of the YCSB run that starts at line 3 gives both"
                + " its [OVERALL] RunTime(ms) and Throughput(ops/sec) (is it truncated?)");
    }

    @Test
    void statusLinesWithoutTheEndReportAreTruncated() throws Exception {
        String text = real("perfkit_ycsb-time-series.dat");
        ImportFailure failure = ImportHarness.failure(importer, write(text.substring(0, text.indexOf("[OVERALL]"))));

        assertThat(failure.line()).isEqualTo(24);
        assertThat(failure).hasMessage("the file ends before the end report of the YCSB run whose 11 status lines"
                + " start at line 1 (is it truncated?)");
    }

    @Test
    void aDamagedLatencyNamesLineAndColumn() throws Exception {
        String text = real("virtualclient_YCSBMongoDBOutputExample.txt")
                .replace("[READ], 99thPercentileLatency(us), 256", "[READ], 99thPercentileLatency(us), 25x6");
        ImportFailure failure = ImportHarness.failure(importer, write(text));

        assertThat(failure.line()).isEqualTo(22);
        assertThat(failure.column()).isEqualTo(36);
        assertThat(failure).hasMessage("expected a number for 99thPercentileLatency(us) of [READ], found '25x6'");
    }

    @Test
    void aStatusLineWithADecimalCommaNamesItsColumn() throws Exception {
        String text = real("perfkit_ycsb-time-series.dat").replace("Avg=6083.69", "Avg=6083,69");
        ImportFailure failure = ImportHarness.failure(importer, write(text));

        assertThat(failure.line()).isEqualTo(14);
        String line = text.lines().toList().get(13);
        assertThat(failure.column()).isEqualTo(line.indexOf("6083,69") + 1);
        assertThat(failure).hasMessage("expected a number for Avg of READ, found '6083,69'");
    }

    @Test
    void aFileWithoutAReportIsRefused() throws Exception {
        ImportFailure failure = ImportHarness.failure(importer, write("YCSB Client 0.17.0\nLoading workload...\n"));

        assertThat(failure).hasMessage("expected YCSB's end report, lines such as '[OVERALL], RunTime(ms), 10018',"
                + " and found none");
    }

    @Test
    void aFailedFileLeavesTheStoreAsItWas() throws Exception {
        Path good = dir.resolve("good.txt");
        Files.writeString(good, real("virtualclient_YCSBMongoDBOutputExample.txt"));
        Path cut = dir.resolve("cut.dat");
        String series = real("perfkit_ycsb-time-series.dat");
        Files.writeString(cut, series.substring(0, series.indexOf("[OVERALL], Throughput")));
        try (Store store = TestStores.h2()) {
            ImportHarness.importInto(store, good);
            ImportResult result = ImportHarness.importInto(store, cut).results().get(0);

            assertThat(result.status()).isEqualTo(ImportResult.Status.FAILED);
            assertThat(result.describe()).endsWith("cut.dat:25: the file ends before the report of the YCSB run that"
                    + " starts at line 1 gives both its [OVERALL] RunTime(ms) and Throughput(ops/sec) (is it truncated?)");
            assertThat(ImportHarness.results(store)).hasSize(1);
        }
    }
}
