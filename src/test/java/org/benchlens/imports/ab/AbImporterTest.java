package org.benchlens.imports.ab;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportSource;
import org.benchlens.imports.ImportSummary;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Measurement;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.RunResult;
import org.benchlens.model.Steps;
import org.benchlens.model.ThroughputUnit;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;
import org.benchlens.testing.TestStores;
import org.benchlens.imports.http.TextRuns;

/**
 * ApacheBench reports as write-ups keep them (a sweep over -c, keep-alive runs, failures of every kind, a paste)
 * and as Debian's ab 2.3 prints them with a body sent and with -S.
 */
class AbImporterTest {

    private final AbImporter importer = new AbImporter();

    private ImportHarness.Read read(String file) throws Exception {
        return ImportHarness.read(importer, RealWorld.path("ab/" + file));
    }

    private static double total(RunDraft run, String metric) {
        return run.value(Steps.TOTAL, metric);
    }

    @Test
    void aSweepOverConcurrencyLevelsIsARunALevelWithItsCommandAndHeading() throws Exception {
        ImportHarness.Read read = read("spanner-example-counter_README_sweep_length-failures_tls.md");

        assertThat(read.notes()).isEmpty();
        assertThat(read.runs()).hasSize(2);
        RunDraft first = read.runs().get(0);
        assertThat(first.format()).isEqualTo("ab");
        assertThat(ThroughputUnit.of(first.format(), Steps.TOTAL)).as("ab counts requests").isEqualTo("req/s");
        assertThat(first.name()).isEqualTo("spanner-example-counter_README_sweep_length-failures_tls.md #1");
        assertThat(first.attributes().values())
                .containsEntry("command", "ab -n 1000 -c 100 ${FUNCTION_URL}/counter?id=1")
                .containsEntry(TextRuns.SECTION, "Load test / concurrency: 100")
                .containsEntry(AttributeKeys.VUS, "100")
                .containsEntry("server_software", "Google")
                .containsEntry("server_hostname", "xxx.cloudfunctions.net")
                .containsEntry("server_port", "443")
                .containsEntry("tls_protocol", "TLSv1.2,ECDHE-RSA-AES128-GCM-SHA256,2048,128")
                .containsEntry("document_path", "/counter?id=1")
                .containsEntry("document_length", "5 bytes")
                .containsEntry(AttributeKeys.SCENARIO, "xxx.cloudfunctions.net:443/counter?id=1")
                .containsEntry(AttributeKeys.STATUS, AttributeKeys.STATUS_COMPLETED);
        assertThat(total(first, Metrics.DURATION)).isEqualTo(54.925);
        assertThat(total(first, Metrics.THROUGHPUT)).isEqualTo(18.21);
        assertThat(total(first, "Time per request")).isEqualTo(5492.501);
        assertThat(total(first, "Time per request (across all concurrent requests)")).isEqualTo(54.925);
        assertThat(total(first, "Transfer rate")).isEqualTo(5724.16);
        assertThat(total(first, Metrics.DATA_RECEIVED)).isEqualTo(314600);
        assertThat(total(first, "HTML transferred")).isEqualTo(5000);
        assertThat(total(first, "Connect.sd")).isEqualTo(238.8);
        assertThat(total(first, "Waiting.median")).isEqualTo(4862);
        assertThat(total(first, Metrics.LATENCY_MIN)).isEqualTo(1259);
        assertThat(total(first, Metrics.LATENCY_AVG)).isEqualTo(5138);
        assertThat(total(first, Metrics.LATENCY_STDDEV)).isEqualTo(1819.9);
        assertThat(total(first, Metrics.LATENCY_MAX)).isEqualTo(13748);
        assertThat(total(first, "Total.median")).isEqualTo(4962);
        assertThat(total(first, Metrics.LATENCY_MED)).isEqualTo(4962);
        assertThat(total(first, "latency.p66")).isEqualTo(5699);
        assertThat(total(first, Metrics.LATENCY_P90)).isEqualTo(7225);
        assertThat(total(first, Metrics.LATENCY_P99)).isEqualTo(11561);
        assertThat(total(first, "latency.p100")).isEqualTo(13748);
        assertThat(total(first, Metrics.OPERATIONS)).isEqualTo(1000);
        assertThat(total(first, Metrics.ERRORS_RATE)).isZero();

        // -c 10: 459 responses of another length than the first, which ab counts as failed
        RunDraft second = read.runs().get(1);
        assertThat(second.attributes().values())
                .containsEntry("command", "ab -n 1000 -c 10 https://xxx.cloudfunctions.net/counter?id=1")
                .containsEntry(TextRuns.SECTION, "Load test / concurrency: 10")
                .containsEntry(AttributeKeys.VUS, "10");
        assertThat(total(second, Metrics.THROUGHPUT)).isEqualTo(17.25);
        assertThat(total(second, "Failed requests")).isEqualTo(459);
        assertThat(total(second, "Failed requests.Length")).isEqualTo(459);
        assertThat(total(second, "Failed requests.Connect")).isZero();
        assertThat(total(second, Metrics.OPERATIONS)).isEqualTo(1000);
        assertThat(total(second, Metrics.ERRORS)).isEqualTo(459);
        assertThat(total(second, Metrics.ERRORS_RATE)).isEqualTo(0.459);
        assertThat(total(second, "latency.p98")).isEqualTo(755);
    }

    @Test
    void keepAliveRunsUnderHeadingsAndRootPrompts() throws Exception {
        List<RunDraft> runs = read("apache-web-perf_resultat-bench-prefork_keepalive.md").runs();

        assertThat(runs).extracting(run -> run.attributes().values().get(TextRuns.SECTION))
                .containsExactly("mpm_prefork", "mpm_worker", "mpm_event");
        assertThat(runs).allSatisfy(run -> assertThat(run.attributes().values())
                .containsEntry("command", "ab -n 5000 -c 500 -k http://192.168.1.186:80/large.html")
                .containsEntry("server_software", "Apache/2.4.52")
                .containsEntry("document_length", "52428800 bytes")
                .containsEntry(AttributeKeys.VUS, "500"));
        RunDraft worker = runs.get(1);
        assertThat(total(worker, Metrics.DURATION)).isEqualTo(190.979);
        assertThat(total(worker, "Keep-Alive requests")).isEqualTo(4819);
        assertThat(total(worker, Metrics.DATA_RECEIVED)).isEqualTo(252912348641.0);
        assertThat(total(worker, Metrics.THROUGHPUT)).isEqualTo(26.18);
        assertThat(total(worker, "Transfer rate")).isEqualTo(1324292198.4);
        assertThat(total(worker, "Processing.min")).isEqualTo(1414);
        assertThat(total(worker, "Waiting.sd")).isEqualTo(36585.8);
        assertThat(total(worker, Metrics.LATENCY_AVG)).isEqualTo(11985);
        assertThat(total(worker, Metrics.LATENCY_P95)).isEqualTo(9395);
        assertThat(total(worker, "latency.p100")).isEqualTo(190959);
        assertThat(total(worker, Metrics.ERRORS)).isEqualTo(181);
        assertThat(total(worker, Metrics.ERRORS_RATE)).isEqualTo(181 / 5000.0);
        assertThat(total(runs.get(2), Metrics.LATENCY_P95)).isEqualTo(34427);
    }

    @Test
    void requestsThatNeverCompletedAreFailedAttemptsBesideTheComplete() throws Exception {
        List<RunDraft> runs = read("nginz_BENCHMARKING_receive-exceptions.md").runs();

        assertThat(runs).hasSize(2);
        RunDraft first = runs.get(0);
        assertThat(first.attributes().values())
                .containsEntry("command", "ab -r -n 1000000 -c 10000 http://localhost:80/")
                .doesNotContainKey("server_software");
        assertThat(total(first, "Failed requests")).isEqualTo(2454);
        assertThat(total(first, "Failed requests.Receive")).isEqualTo(818);
        assertThat(total(first, "Failed requests.Exceptions")).isEqualTo(818);
        assertThat(total(first, "Write errors")).isZero();
        // Receive and Length failures are among the complete requests; the 818 exceptions are not
        assertThat(total(first, Metrics.OPERATIONS)).isEqualTo(1000000);
        assertThat(total(first, Metrics.ERRORS)).isEqualTo(2454);
        assertThat(total(first, Metrics.ERRORS_RATE)).isEqualTo(2454 / 1000818.0);
        assertThat(total(first, Metrics.THROUGHPUT)).isEqualTo(3857.42);

        // pasted from its Concurrency Level line, under a setext heading and the command without a prompt
        RunDraft second = runs.get(1);
        assertThat(second.attributes().values()).containsEntry(AttributeKeys.VUS, "12000")
                .containsEntry("command", "ab -r -n 1000000 -c 12000 http://localhost:80/")
                .doesNotContainKey("server_hostname");
        assertThat(total(second, Metrics.DURATION)).isEqualTo(224.543);
        assertThat(total(second, Metrics.ERRORS)).isEqualTo(2409);
        assertThat(total(second, Metrics.LATENCY_MAX)).isEqualTo(64408);
        assertThat(total(second, Metrics.LATENCY_P99)).isEqualTo(9217);
    }

    @Test
    void aPostAnsweredWithErrorPagesIsAllFailedAndSendsABody() throws Exception {
        RunDraft run = read("debian_ab23_post_non2xx_keepalive.txt").runs().get(0);

        assertThat(run.attributes().values())
                .containsEntry("command", "ab -n 300 -c 5 -k -p body.txt -T text/plain http://127.0.0.1:18431/")
                .containsEntry("server_software", "SimpleHTTP/0.6")
                .containsEntry(AttributeKeys.SCENARIO, "127.0.0.1:18431/");
        assertThat(total(run, "Non-2xx responses")).isEqualTo(300);
        assertThat(total(run, "Keep-Alive requests")).isZero();
        assertThat(total(run, Metrics.DATA_SENT)).isEqualTo(48000);
        assertThat(total(run, "Transfer rate sent")).isEqualTo(73820.16);
        assertThat(total(run, "Transfer rate total")).isEqualTo(329891.84);
        assertThat(total(run, Metrics.OPERATIONS)).isEqualTo(300);
        assertThat(total(run, Metrics.ERRORS)).isEqualTo(300);
        assertThat(total(run, Metrics.ERRORS_RATE)).isEqualTo(1.0);
        assertThat(total(run, "latency.p98")).isEqualTo(79);
    }

    @Test
    void theShortConnectionTimesTableOfDashS() throws Exception {
        RunDraft run = read("debian_ab23_S_no_sd.txt").runs().get(0);

        assertThat(total(run, "Processing.mean")).isEqualTo(4);
        assertThat(total(run, "Waiting.max")).isEqualTo(123);
        assertThat(total(run, Metrics.LATENCY_MIN)).isEqualTo(1);
        assertThat(total(run, Metrics.LATENCY_AVG)).isEqualTo(5);
        assertThat(total(run, Metrics.LATENCY_MAX)).isEqualTo(123);
        assertThat(run.measurements()).noneMatch(m -> m.metric().equals(Metrics.LATENCY_STDDEV)
                || m.metric().endsWith(".median"));
        assertThat(total(run, Metrics.LATENCY_MED)).isEqualTo(2);
        assertThat(total(run, Metrics.ERRORS_RATE)).isZero();
    }

    @Test
    void aReportCutInItsPercentageTableIsStoredAsPartialWithANote(@TempDir Path dir) throws Exception {
        String text = Files.readString(RealWorld.path("ab/nginz_BENCHMARKING_receive-exceptions.md"));
        int cut = text.lastIndexOf("  95%") + 9;
        Path file = dir.resolve("cut.md");
        Files.writeString(file, text.substring(0, cut));

        ImportHarness.Read read = ImportHarness.read(importer, file);

        assertThat(read.runs()).hasSize(2);
        RunDraft cutRun = read.runs().get(1);
        assertThat(cutRun.attributes().values()).containsEntry(AttributeKeys.STATUS, AttributeKeys.STATUS_PARTIAL);
        assertThat(total(cutRun, Metrics.LATENCY_P90)).isEqualTo(3608);
        assertThat(cutRun.measurements()).noneMatch(m -> m.metric().equals(Metrics.LATENCY_P95));
        assertThat(read.notes()).containsExactly("cut.md:95: the file ends in the middle of line 95, inside the ab"
                + " run that starts at line 69 (is it truncated?): that line is left out and the run is stored as"
                + " partial");
    }

    @Test
    void aReportEndingBeforeItsPercentageTableEndsIsPartial(@TempDir Path dir) throws Exception {
        String text = Files.readString(
                RealWorld.path("ab/spanner-example-counter_README_sweep_length-failures_tls.md"));
        Path file = dir.resolve("ends.md");
        Files.writeString(file, text.substring(0, text.lastIndexOf(" 100%")));

        ImportHarness.Read read = ImportHarness.read(importer, file);

        assertThat(read.runs().get(1).attributes().values())
                .containsEntry(AttributeKeys.STATUS, AttributeKeys.STATUS_PARTIAL);
        assertThat(read.notes()).singleElement().asString()
                .contains("the file ends before its 100% (longest request) line of the ab run that starts at line 119");
    }

    @Test
    void aSweepIsStoredAsOneRunALevel() throws Exception {
        try (Store store = TestStores.h2()) {
            ImportSummary summary = ImportHarness.importInto(store,
                    RealWorld.path("ab/apache-web-perf_resultat-bench-prefork_keepalive.md"));

            assertThat(summary.anyFailed()).as(summary.describe()).isFalse();
            List<RunResult> results = ImportHarness.results(store);
            assertThat(results).extracting(r -> r.run().format()).containsExactly("ab", "ab", "ab");
            assertThat(results.get(2).find(Steps.TOTAL, Metrics.LATENCY_P95)).get()
                    .extracting(Measurement::value).isEqualTo(34427.0);
        }
    }

    @Test
    void theStandardRegistryPicksAbForEachRealReport() throws Exception {
        for (String file : List.of("spanner-example-counter_README_sweep_length-failures_tls.md",
                "apache-web-perf_resultat-bench-prefork_keepalive.md", "nginz_BENCHMARKING_receive-exceptions.md",
                "debian_ab23_post_non2xx_keepalive.txt", "debian_ab23_S_no_sd.txt")) {
            assertThat(ImporterRegistry.standard().detect(ImportSource.of(RealWorld.path("ab/" + file)).peek()))
                    .as(file).get().isInstanceOf(AbImporter.class);
        }
    }
}
