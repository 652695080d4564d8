package org.benchlens.imports.k6.points;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.assertj.core.api.Assertions.within;
import static org.benchlens.imports.k6.points.K6NdjsonImporterTest.PLAIN;
import static org.benchlens.model.Steps.TOTAL;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Measurement;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.testing.Fixtures;
import org.benchlens.testing.ImportHarness;

/**
 * There is no CSV fixture: the NDJSON fixture's points are written as k6's CSV output of recent
 * and older versions would have them, in each time format, and both importers must agree.
 */
class K6CsvImporterTest {

    /** What does not depend on the time resolution: counts, sums, extremes, percentiles, the series. */
    private static final List<String> TIME_FREE = List.of("http_req_duration.count", "http_req_duration.avg",
            "http_req_duration.min", "http_req_duration.max", "http_req_duration.p(95)", "http_req_duration.p(99)",
            Metrics.OPERATIONS, Metrics.LATENCY_AVG, Metrics.LATENCY_MED, Metrics.LATENCY_P95, Metrics.LATENCY_P99,
            Metrics.ERRORS, Metrics.ERRORS_RATE, Metrics.DATA_RECEIVED, Metrics.DATA_SENT, Metrics.VUS_MAX,
            "iterations.count", "iteration_duration.p(90)", "http_req_failed.fails", "http_req_waiting.avg");

    @TempDir
    Path folder;

    private RunDraft ndjson;

    @BeforeEach
    void readNdjson() throws Exception {
        ndjson = K6NdjsonImporterTest.read(PLAIN);
    }

    @Test
    void recentCsvWithUnixSecondsAgreesWithTheNdjsonOnEverythingButTheSubSecondTimes() throws Exception {
        RunDraft csv = read(K6CsvFromNdjson.write(Fixtures.path(PLAIN), folder.resolve("recent.csv"),
                K6CsvFromNdjson.RECENT_TAGS, true, K6CsvFromNdjson.UNIX));
        assertThat(csv.format()).isEqualTo("k6-csv");
        for (String step : List.of(TOTAL, "contacts")) {
            for (String metric : TIME_FREE) {
                assertSame(csv, step, metric);
            }
        }
        assertThat(csv.series()).isEqualTo(ndjson.series());
        K6NdjsonImporterTest.assertSameHistograms(csv, ndjson);
        assertThat(csv.attributes()).isEqualTo(ndjson.attributes());
        assertThat(csv.name()).isEqualTo("contacts 2 VUs");
        // whole seconds: 21:03:10 to 21:03:30
        assertThat(csv.value(TOTAL, Metrics.DURATION)).isEqualTo(20);
        assertThat(csv.value(TOTAL, Metrics.THROUGHPUT)).isEqualTo(16.1);
        assertThat(csv.startedAt()).isEqualTo(java.time.Instant.parse("2023-09-08T19:03:10Z"));
    }

    @Test
    void nanosecondTimesGiveExactlyTheNdjsonRun() throws Exception {
        RunDraft csv = read(K6CsvFromNdjson.write(Fixtures.path(PLAIN), folder.resolve("nano.csv"),
                K6CsvFromNdjson.RECENT_TAGS, true, K6CsvFromNdjson.UNIX_NANO));
        K6NdjsonImporterTest.assertSameNumbers(csv, ndjson);
        assertThat(csv.startedAt()).isEqualTo(ndjson.startedAt());
        assertThat(csv.endedAt()).isEqualTo(ndjson.endedAt());
        assertThat(csv.series()).isEqualTo(ndjson.series());
    }

    @Test
    void olderCsvWithoutMetadataAndTimesInRfc3339OrMillisecondsAgreeToo() throws Exception {
        for (var format : List.of(K6CsvFromNdjson.RFC3339, K6CsvFromNdjson.UNIX_MILLI)) {
            RunDraft csv = read(K6CsvFromNdjson.write(Fixtures.path(PLAIN), folder.resolve("old.csv"),
                    K6CsvFromNdjson.OLD_TAGS, false, format));
            for (String metric : TIME_FREE) {
                assertSame(csv, TOTAL, metric);
            }
            assertThat(csv.series()).isEqualTo(ndjson.series());
        }
    }

    @Test
    void tagsOutsideTheColumnsComeFromExtraTags() throws Exception {
        // without a scenario column (k6 before 0.27, or systemTags without it) the scenario is an extra tag
        List<String> fewColumns = List.of("method", "status", "url");
        RunDraft csv = read(K6CsvFromNdjson.write(Fixtures.path(PLAIN), folder.resolve("few.csv"), fewColumns, false,
                K6CsvFromNdjson.UNIX));
        assertThat(csv.measurements()).extracting(Measurement::step).contains("contacts");
        assertThat(csv.attributes().get(AttributeKeys.SCENARIO)).contains("contacts");
        assertThat(csv.value("contacts", Metrics.OPERATIONS)).isEqualTo(322);
    }

    @Test
    void theRegistryTakesCsvByItsHeaderWhateverItsName() throws Exception {
        Path csv = K6CsvFromNdjson.write(Fixtures.path(PLAIN), folder.resolve("results.txt"),
                K6CsvFromNdjson.RECENT_TAGS, true, K6CsvFromNdjson.UNIX);
        assertThat(ImporterRegistry.standard().detect(ImportSource.of(csv).peek()).orElseThrow().format())
                .isEqualTo("k6-csv");
        Path other = folder.resolve("other.csv");
        Files.writeString(other, "metric,timestamp,value\nhttp_reqs,1,1\n");
        assertThat(new K6CsvImporter().detect(ImportSource.of(other).peek())).isFalse();
    }

    @Test
    void aLastRowCutShortIsLeftOutAndTheRunIsMarkedAborted() throws Exception {
        Path csv = K6CsvFromNdjson.write(Fixtures.path(PLAIN), folder.resolve("cut.csv"), K6CsvFromNdjson.RECENT_TAGS,
                true, K6CsvFromNdjson.UNIX);
        byte[] bytes = Files.readAllBytes(csv);
        Files.write(csv, Arrays.copyOf(bytes, bytes.length - 60));
        ImportHarness.Read read = ImportHarness.read(new K6CsvImporter(), csv);
        assertThat(read.notes()).containsExactly("cut.csv:3583: the file ends in the middle of line 3583, as when k6 is still writing it"
                + " or was stopped: that line is left out and the run is marked aborted");
        RunDraft run = read.runs().get(0);
        assertThat(run.attributes().get(AttributeKeys.STATUS)).contains("aborted");
        assertThat(run.value(TOTAL, "iterations.count")).isEqualTo(160);
        assertThat(run.value(TOTAL, Metrics.THROUGHPUT)).isNaN();
    }

    @Test
    void badRowsFailWithTheirLineNumber() throws Exception {
        Path csv = K6CsvFromNdjson.write(Fixtures.path(PLAIN), folder.resolve("bad.csv"), K6CsvFromNdjson.RECENT_TAGS,
                true, K6CsvFromNdjson.UNIX);
        List<String> lines = Files.readAllLines(csv);
        assertFailsAt(lines, 10, lines.get(9).replace(",1694199790,", ",yesterday,"),
                "expected a timestamp in Unix seconds (or milli-, micro-, nanoseconds) or RFC 3339 between 1970 and"
                        + " 2200, found \"yesterday\"");
        assertFailsAt(lines, 11, lines.get(10).replaceFirst(",1694199790,[0-9.]+,", ",1694199790,fast,"),
                "expected a number in metric_value, found \"fast\"");
        assertFailsAt(lines, 12, "http_reqs,1694199790,1.000000", "expected 19 fields as in the header, found 3");
        assertFailsAt(lines, 14, lines.get(13).replaceFirst(",1694199790,[0-9.]+,", ",1694199790,NaN,"),
                "expected a number in metric_value, found \"NaN\"");
        assertFailsAt(lines, 13, "\u0000\u0001\u0002binary\"junk,\"", "expected");
        assertFailsAt(lines, 1, "metric,time,value", "expected the k6 CSV header metric_name,timestamp,metric_value");
    }

    /** The same value as from the NDJSON, up to the rounding of sums; absent (vus.max of a scenario) in both. */
    private void assertSame(RunDraft csv, String step, String metric) {
        double expected = ndjson.value(step, metric);
        if (Double.isNaN(expected)) {
            assertThat(csv.value(step, metric)).as(step + " " + metric).isNaN();
        } else {
            assertThat(csv.value(step, metric)).as(step + " " + metric)
                    .isCloseTo(expected, within(Math.abs(expected) * 1e-12));
        }
    }

    private void assertFailsAt(List<String> lines, int line, String replacement, String message) throws Exception {
        List<String> broken = new ArrayList<>(lines);
        broken.set(line - 1, replacement);
        Path file = folder.resolve("broken.csv");
        Files.write(file, (String.join("\n", broken) + "\n").getBytes(StandardCharsets.UTF_8));
        // read without detection first: a broken header is the importer's to report, not detection's
        ImportFailure thrown = catchThrowableOfType(ImportFailure.class,
                () -> new K6CsvImporter().read(ImportSource.of(file), new ImportHarness.Collector()));
        assertThat(thrown).hasMessageStartingWith(message);
        assertThat(thrown.line()).isEqualTo(line);
    }

    private static RunDraft read(Path csv) throws Exception {
        ImportHarness.Read read = ImportHarness.read(new K6CsvImporter(), csv);
        assertThat(read.notes()).isEmpty();
        assertThat(read.runs()).hasSize(1);
        return read.runs().get(0);
    }
}
