package org.benchlens.imports.oha;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;

/** oha's text summary, as its printer writes it from 0.4 to 1.x, pasted into write-ups. */
class OhaTextImporterTest {

    private final OhaTextImporter importer = new OhaTextImporter();

    private static double total(RunDraft run, String metric) {
        return run.value(Steps.TOTAL, metric);
    }

    @Test
    void aSummaryInSecondsWithErrorResponsesAndRequestsCutByTheDeadline() throws Exception {
        List<RunDraft> runs = ImportHarness.read(importer, RealWorld.path("oha/railsconf-2024_README.md")).runs();

        assertThat(runs).hasSize(2);
        RunDraft index = runs.get(0);
        assertThat(index.attributes().get("command"))
                .contains("oha -c 20 -z 10s -m POST http://localhost:3000/benchmarking/posts_index");
        assertThat(index.attributes().get(AttributeKeys.TOOL)).contains("oha");
        assertThat(total(index, Metrics.THROUGHPUT)).isEqualTo(40.8744);
        assertThat(total(index, Metrics.DURATION)).isEqualTo(10.0063);
        assertThat(total(index, Metrics.LATENCY_MAX)).isEqualTo(5212.4);
        assertThat(total(index, Metrics.LATENCY_AVG)).isEqualTo(108.1);
        assertThat(total(index, Metrics.LATENCY_MED)).isEqualTo(87.5);
        assertThat(total(index, Metrics.LATENCY_P999)).isEqualTo(5212.4);
        assertThat(total(index, "latencyPercentiles.p99.9")).isEqualTo(5212.4);
        assertThat(total(index, Metrics.DATA_RECEIVED)).isEqualTo(22.08 * 1024 * 1024);
        assertThat(total(index, "summary.successRate")).isEqualTo(1.0);
        // oha's 100 % success counts every response; the 500s are failures here, the 20 the deadline cut are not
        assertThat(total(index, "status.500")).isEqualTo(10);
        assertThat(total(index, "errors.aborted due to deadline")).isEqualTo(20);
        assertThat(total(index, Metrics.OPERATIONS)).isEqualTo(389);
        assertThat(total(index, Metrics.ERRORS)).isEqualTo(10);
        assertThat(total(runs.get(1), Metrics.ERRORS)).isEqualTo(2925);
        assertThat(total(runs.get(1), "summary.sizePerSec")).isEqualTo(1015.39 * 1024);
    }

    @Test
    void oha110sUnitsFollowTheSlowestRequestFromMillisecondsToSeconds() throws Exception {
        List<RunDraft> runs = ImportHarness.read(importer, RealWorld.path("oha/kupo_benchmarks_preprod.md")).runs();

        assertThat(runs).hasSize(8);
        RunDraft first = runs.get(0);
        assertThat(total(first, Metrics.DURATION)).isEqualTo(0.035028);
        assertThat(total(first, Metrics.LATENCY_MAX)).isEqualTo(34.2389);
        assertThat(total(first, Metrics.LATENCY_P90)).isEqualTo(32.9061);
        assertThat(total(first, "details.DNSDialup.average")).isEqualTo(1.2139);
        assertThat(total(first, Metrics.DATA_RECEIVED)).isEqualTo(40.14 * 1024);
        RunDraft third = runs.get(2);
        assertThat(total(third, Metrics.DURATION)).isEqualTo(3.2038);
        assertThat(total(third, Metrics.LATENCY_AVG)).isEqualTo(747.0);
        assertThat(total(third, "status.503")).isEqualTo(16);
        assertThat(total(third, Metrics.ERRORS)).isEqualTo(16);
        assertThat(total(third, Metrics.OPERATIONS)).isEqualTo(30);
        assertThat(total(runs.get(5), "summary.totalData")).isEqualTo(60);
    }

    @Test
    void oha04sFractionLatencyDistributionAndUnitsOfShortRuns(@TempDir Path dir) throws Exception {
        // oha 0.4 and 0.5: the success rate as a fraction, "Latency distribution:", whole percentages
        Path file = dir.resolve("oha04.txt");
        Files.writeString(file, """
                Summary:
                  Success rate:\t0.9500
                  Total:\t2.0031 secs
                  Slowest:\t0.0412 secs
                  Fastest:\t0.0011 secs
                  Average:\t0.0052 secs
                  Requests/sec:\t99.8453

                  Total data:\t1.92 KiB
                  Size/request:\t10 B
                  Size/sec:\t983 B

                Response time histogram:
                  0.001 [1]   |
                  0.041 [199] |■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■

                Latency distribution:
                  10% in 0.0021 secs
                  50% in 0.0043 secs
                  99% in 0.0398 secs

                Details (average, fastest, slowest):
                  DNS+dialup:\t0.0008 secs, 0.0005 secs, 0.0012 secs
                  DNS-lookup:\t0.0000 secs, 0.0000 secs, 0.0001 secs

                Status code distribution:
                  [200] 190 responses

                Error distribution:
                  [10] connection refused
                """);

        RunDraft run = ImportHarness.read(importer, file).runs().get(0);

        assertThat(total(run, "summary.successRate")).isEqualTo(0.95);
        assertThat(total(run, Metrics.LATENCY_P99)).isEqualTo(39.8);
        assertThat(total(run, Metrics.LATENCY_MED)).isEqualTo(4.3);
        assertThat(total(run, "errors.connection refused")).isEqualTo(10);
        // transport errors are failed requests: 190 responses and 10 that got none
        assertThat(total(run, Metrics.OPERATIONS)).isEqualTo(200);
        assertThat(total(run, Metrics.ERRORS)).isEqualTo(10);
        assertThat(total(run, Metrics.ERRORS_RATE)).isEqualTo(0.05);
    }

    @Test
    void theBreakdownsOfSuccessfulAndFailedResponsesKeepTheirOwnNames(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("breakdown.txt");
        Files.writeString(file, """
                Summary:
                  Success rate:\t100.00%
                  Total:\t1.0000 ms
                  Slowest:\t0.9000 ms
                  Fastest:\t0.1000 ms
                  Average:\t0.5000 ms
                  Requests/sec:\t4000.0000

                Response time distribution:
                  99.00% in 0.8000 ms

                Response time distribution (2xx only):
                  99.00% in 0.7000 ms

                Response time distribution (4xx + 5xx only):
                  99.00% in 900.0000 us

                Status code distribution:
                  [200] 3 responses
                  [404] 1 responses
                """);

        RunDraft run = ImportHarness.read(importer, file).runs().get(0);

        assertThat(total(run, Metrics.LATENCY_P99)).isEqualTo(0.8);
        assertThat(total(run, "latencyPercentiles (2xx only).p99")).isEqualTo(0.7);
        assertThat(total(run, "latencyPercentiles (4xx + 5xx only).p99")).isEqualTo(0.9);
        assertThat(total(run, Metrics.ERRORS)).isEqualTo(1);
    }

    @Test
    void aSummaryCutBeforeItsRequestsPerSecondIsRefusedAsCut(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("cut.txt");
        Files.writeString(file, "Summary:\n  Success rate:\t100.00%\n  Total:\t10.0030 secs\n  Slowest:\t0.76");

        ImportFailure failure = ImportHarness.failure(importer, file);

        assertThat(failure.getMessage()).isEqualTo("the file ends in the middle of line 4, inside the oha run that"
                + " starts at line 1, before its 'Requests/sec:' line (is it truncated?)");
    }

    /** Every unit oha's TimeScale prints, as 1.10 and later choose it by the slowest request or --time-unit. */
    @ParameterizedTest
    @CsvSource({"ns, 0.000002", "us, 0.002", "µs, 0.002", "ms, 2", "sec, 2000", "secs, 2000", "10 sec, 20000",
            "min, 120000", "10 min, 1200000", "hr, 7200000"})
    void everyTimeUnitOhaPrintsIsReadAsMilliseconds(String unit, double millis, @TempDir Path dir) throws Exception {
        Path file = dir.resolve("units.txt");
        Files.writeString(file, "Summary:\n  Success rate:\t100.00%\n  Total:\t2.0000 " + unit + "\n  Slowest:\t2.0000 "
                + unit + "\n  Requests/sec:\t1.0000\n\nResponse time distribution:\n  50.00% in 2.0000 " + unit + "\n");

        RunDraft run = ImportHarness.read(importer, file).runs().get(0);

        assertThat(total(run, Metrics.LATENCY_MAX)).isCloseTo(millis, within(millis * 1e-12));
        assertThat(total(run, Metrics.LATENCY_MED)).isCloseTo(millis, within(millis * 1e-12));
        assertThat(total(run, Metrics.DURATION)).isCloseTo(millis / 1000, within(millis * 1e-15));
    }

    @Test
    void heysSummaryStaysHeysAndOhasIsOhas() throws Exception {
        ImporterRegistry registry = ImporterRegistry.standard();
        assertThat(detected(registry, RealWorld.path("hey/oha-readme-2020_hey_and_kon.md"))).isEqualTo("hey");
        assertThat(detected(registry, RealWorld.path("oha/tosic-http_tosic-http-bench_README.md"))).isEqualTo("oha-text");
    }

    private static String detected(ImporterRegistry registry, Path file) throws Exception {
        return registry.detect(ImportSource.of(file).peek()).map(Importer::format).orElse("none");
    }
}
