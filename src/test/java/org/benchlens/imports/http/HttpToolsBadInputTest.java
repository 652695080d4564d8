package org.benchlens.imports.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportResult;
import org.benchlens.imports.ImportSummary;
import org.benchlens.imports.Importer;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;
import org.benchlens.testing.TestStores;
import org.benchlens.imports.hey.HeyImporter;
import org.benchlens.imports.vegeta.VegetaJsonImporter;
import org.benchlens.imports.vegeta.VegetaTextImporter;
import org.benchlens.imports.wrk.WrkImporter;
import org.benchlens.imports.jmeter.JmeterStatisticsImporter;
import org.benchlens.imports.gatling.GatlingStatsImporter;
import org.benchlens.imports.oha.OhaImporter;

/** Cut and damaged copies of the load tools' real outputs: one sentence that says where, and nothing stored. */
class HttpToolsBadInputTest {

    @TempDir
    Path dir;

    private static String real(String file) throws Exception {
        return Files.readString(RealWorld.path(file));
    }

    private ImportFailure failure(Importer importer, String name, String text) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, text);
        return ImportHarness.failure(importer, file);
    }

    @Test
    void aWrkRunCutBeforeItsRequestsPerSecondIsTruncated() throws Exception {
        String text = real("wrk/debian_wrk410_latency.txt");

        ImportFailure failure = failure(new WrkImporter(), "wrk.txt", text.substring(0, text.indexOf("Requests/sec")));

        assertThat(failure.line()).isEqualTo(11);
        assertThat(failure).hasMessage("the file ends before its Requests/sec line of the wrk run that starts at"
                + " line 1 (is it truncated?)");
    }

    @Test
    void aWrkLatencyInAnUnknownUnitNamesItsColumn() throws Exception {
        String text = real("wrk/debian_wrk410_latency.txt").replace("6.60ms", "6.60xs");

        ImportFailure failure = failure(new WrkImporter(), "wrk.txt", text);

        assertThat(failure.line()).isEqualTo(4);
        assertThat(failure.column()).isEqualTo(17);
        assertThat(failure).hasMessage("expected a time such as 635.91us, 12.92ms or 1.71s, found '6.60xs'");
    }

    @Test
    void aWrk2SpectrumRowWhoseCountGoesBackIsRefused() throws Exception {
        String text = real("wrk/polis-highload-dht_stage4_allocGet_wrk2.md")
                .replace("0.822     0.200000        19908", "0.822     0.200000         1908");

        ImportFailure failure = failure(new WrkImporter(), "wrk2.md", text);

        assertThat(failure.line()).isEqualTo(23);
        assertThat(failure.column()).isEqualTo(35);
        assertThat(failure).hasMessage("expected a total count of at least the previous row's 9940, found '1908'");
    }

    @Test
    void aHeySummaryCutBeforeItsStatusCodesIsTruncated() throws Exception {
        String text = real("hey/debian_hey014_summary.txt");

        ImportFailure failure = failure(new HeyImporter(), "hey.txt",
                text.substring(0, text.indexOf("Status code distribution")));

        assertThat(failure.line()).isEqualTo(41);
        assertThat(failure).hasMessage("the file ends before its 'Status code distribution:' line of the hey run"
                + " that starts at line 2 (is it truncated?)");
    }

    @Test
    void aVegetaTextReportWithAStatusThatIsNotCodeAndCountNamesItsColumn() throws Exception {
        String text = real("vegeta/bud-runtime_budprompt_concurrency_text.md").replace("0:2  200:58", "0:2  200=58");

        ImportFailure failure = failure(new VegetaTextImporter(), "vegeta.md", text);

        assertThat(failure.line()).isEqualTo(11);
        assertThat(failure.column()).isEqualTo(54);
        assertThat(failure).hasMessage("expected a status code and its count such as 200:58, found '200=58'");
    }

    @Test
    void aVegetaTextReportCutBeforeItsErrorSetIsTruncated() throws Exception {
        String text = real("vegeta/bud-runtime_budprompt_concurrency_text.md");

        ImportFailure failure = failure(new VegetaTextImporter(), "vegeta.md", text.substring(0, text.indexOf("Error Set")));

        assertThat(failure.line()).isEqualTo(11);
        assertThat(failure).hasMessage("the file ends before its 'Error Set:' line of the vegeta run that starts at"
                + " line 5 (is it truncated?)");
    }

    @Test
    void aCutVegetaReportEndsBeforeItsJsonIsComplete() throws Exception {
        String text = real("vegeta/ml-model-on-gke_loadtest_metrics.json");

        String cut = text.substring(0, text.indexOf("\"errors\""));

        ImportFailure failure = failure(new VegetaJsonImporter(), "vegeta.json", cut);

        assertThat(failure.line()).isEqualTo(1);
        assertThat(failure.column()).isEqualTo(cut.length() + 1);
        assertThat(failure).hasMessage("the file ends before the JSON is complete (is it truncated?)");
    }

    @Test
    void aNegativeVegetaRequestCountNamesItsPlace() throws Exception {
        String text = real("vegeta/ml-model-on-gke_loadtest_metrics.json").replace("\"requests\":1095", "\"requests\":-1095");

        ImportFailure failure = failure(new VegetaJsonImporter(), "vegeta.json", text);

        assertThat(failure.line()).isEqualTo(1);
        assertThat(failure.column()).isEqualTo(text.indexOf("-1095") + 1);
        assertThat(failure).hasMessage("expected a whole number of at least 0 for requests, found -1095");
    }

    @Test
    void aGatlingTimeThatIsNotANumberNamesItsPlace() throws Exception {
        String text = real("gatling/gatling-demo_googletest_global_stats.json")
                .replace("\"total\": 3785", "\"total\": \"3785 ms\"");

        ImportFailure failure = failure(new GatlingStatsImporter(), "global_stats.json", text);

        assertThat(failure.line()).isEqualTo(19);
        assertThat(failure.column()).isEqualTo(18);
        assertThat(failure).hasMessage("expected a number for total, found the string \"3785 ms\"");
    }

    @Test
    void aJmeterSampleCountThatIsNotWholeNamesItsPlace() throws Exception {
        String text = real("jmeter-dashboard/serverest_report_statistics.json")
                .replaceFirst("\"sampleCount\" : 10,", "\"sampleCount\" : 10.5,");

        ImportFailure failure = failure(new JmeterStatisticsImporter(), "statistics.json", text);

        assertThat(failure.line()).isEqualTo(4);
        assertThat(failure.column()).isEqualTo(21);
        assertThat(failure).hasMessage("expected a whole number of at least 0 for sampleCount, found 10.5");
    }

    @Test
    void anOhaReportWithoutItsSummaryIsRefused() throws Exception {
        String text = real("oha/constructed_oha_json_schema-shaped.json").replace("\"summary\"", "\"sumary\"")
                .replace("\"statusCodeDistribution\"", "\"summary\": 1, \"statusCodeDistribution\"");

        ImportFailure failure = failure(new OhaImporter(), "oha.json", text);

        assertThat(failure.line()).isEqualTo(66);
        assertThat(failure.column()).isEqualTo(14);
        assertThat(failure).hasMessage("expected oha's summary (a JSON object), found the number 1");
    }

    @Test
    void gatlingsBinarySimulationLogIsRefusedPointingToTheReport() throws Exception {
        Path log = dir.resolve("simulation.log");
        Files.write(log, new byte[] {0, 1, 2, 3, (byte) 0xff, 0, 0, 7, 'r', 'u', 'n', 0, 0, 0, 1, 2});
        try (Store store = TestStores.h2()) {
            ImportSummary summary = ImportHarness.importInto(store, log);

            assertThat(summary.results().get(0).status()).isEqualTo(ImportResult.Status.FAILED);
            assertThat(summary.results().get(0).describe()).contains("simulation.log: the file is Gatling's binary"
                    + " simulation.log (Gatling 3.10 and later), which only Gatling itself reads; import the report's"
                    + " index.html (Gatling 3.14 and later) or its js folder (before); it is none of the formats"
                    + " BenchLens reads (");
            assertThat(ImportHarness.results(store)).isEmpty();
        }
    }

    @Test
    void aFailedFileLeavesTheStoreAsItWas() throws Exception {
        String text = real("wrk/debian_wrk410_latency.txt");
        Path good = dir.resolve("good.txt");
        Files.writeString(good, text);
        Path cut = dir.resolve("cut.txt");
        Files.writeString(cut, text.substring(0, text.indexOf("Requests/sec")));
        Path json = dir.resolve("cut.json");
        String vegeta = real("vegeta/ml-model-on-gke_loadtest_metrics.json");
        Files.writeString(json, vegeta.substring(0, vegeta.indexOf("\"errors\"")));
        try (Store store = TestStores.h2()) {
            ImportHarness.importInto(store, good);
            ImportSummary summary = ImportHarness.importInto(store, cut, json);

            assertThat(summary.results()).extracting(ImportResult::status)
                    .containsOnly(ImportResult.Status.FAILED);
            assertThat(summary.results().get(0).describe()).endsWith("cut.txt:11: the file ends before its"
                    + " Requests/sec line of the wrk run that starts at line 1 (is it truncated?)");
            assertThat(summary.results().get(1).describe()).endsWith("cut.json:1:519: the file ends before the"
                    + " JSON is complete (is it truncated?)");
            assertThat(ImportHarness.results(store)).hasSize(1);
        }
    }
}
