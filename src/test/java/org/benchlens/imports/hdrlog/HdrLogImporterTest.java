package org.benchlens.imports.hdrlog;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.model.Measurement;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Series;
import org.benchlens.model.SeriesPoint;
import org.benchlens.model.Steps;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;

/** HdrHistogram interval logs of jHiccup (ns), YCSB (µs) and a tagged one: merged totals, series, tags as steps. */
class HdrLogImporterTest {

    private static final String JHICCUP = "HdrHistogram_jHiccup-2.0.7S.logV2.hlog";
    private static final String TAGGED = "HdrHistogram_tagged-Log.logV2.hlog";
    private static final String YCSB = "HdrHistogram_ycsb.logV1.hlog";

    private static ImportHarness.Read read(String file) throws Exception {
        return ImportHarness.read(new HdrLogImporter(), RealWorld.path("hdrhistogram-log/" + file));
    }

    private static Series series(RunDraft run, String step, String metric) {
        return run.series().stream().filter(s -> s.step().equals(step) && s.metric().equals(metric)).findFirst()
                .orElseThrow();
    }

    @Test
    void theIntervalsMergedGiveTheFiguresHdrHistogramsOwnTestsAssert() throws Exception {
        ImportHarness.Read read = read(JHICCUP);
        RunDraft run = read.runs().get(0);

        // HistogramLogReaderWriterTest: 62 intervals, 48761 values, p99.9 1745879039 and max 1796210687 (ns)
        assertThat(run.value(Steps.TOTAL, Metrics.OPERATIONS)).isEqualTo(48761);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_P999)).isEqualTo(1745.879039);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_MAX)).isEqualTo(1796.210687);
        assertThat(run.startedAt()).isEqualTo(Instant.parse("2015-09-09T15:24:39.601Z"));
        assertThat(run.value(Steps.TOTAL, Metrics.DURATION)).isEqualTo(62.004);
        assertThat(run.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(48761 / 62.004);
        assertThat(read.notes()).singleElement().asString().contains("values taken as nanoseconds")
                .contains("the log does not say its unit");
        assertThat(run.attributes().values()).containsEntry("value.unit", "ns");
        assertThat(run.histograms()).singleElement().satisfies(h ->
                assertThat(h.decode().getTotalCount()).isEqualTo(48761));
    }

    @Test
    void eachIntervalIsAPointAtItsStartWithTheMaxTheLogWritesBesideIt() throws Exception {
        RunDraft run = read(JHICCUP).runs().get(0);

        // the first line: 0.127,1.007,2.769 after a start time of 1441812279.474; 62 intervals start in 59 seconds
        assertThat(series(run, Steps.TOTAL, Metrics.LATENCY_MAX).points()).hasSize(59).first()
                .isEqualTo(new SeriesPoint(1441812279L, 2.768895));
        // its values over its 1.007 s
        assertThat(series(run, Steps.TOTAL, Metrics.SERIES_RATE).points().get(0))
                .isEqualTo(new SeriesPoint(1441812279L, 735.8490566037736));
    }

    @Test
    void aTagIsAStep() throws Exception {
        RunDraft run = read(TAGGED).runs().get(0);

        // the same intervals with and without Tag=A: 32290 values in all (HdrHistogram's test)
        assertThat(run.measurements()).extracting(Measurement::step).containsOnly(Steps.TOTAL, "A");
        assertThat(run.value(Steps.TOTAL, Metrics.OPERATIONS) + run.value("A", Metrics.OPERATIONS)).isEqualTo(32290);
        assertThat(run.value("A", Metrics.LATENCY_P95)).isEqualTo(run.value(Steps.TOTAL, Metrics.LATENCY_P95));
    }

    @Test
    void ycsbsLogIsInMicroseconds() throws Exception {
        ImportHarness.Read read = read(YCSB);
        RunDraft run = read.runs().get(0);

        assertThat(run.value(Steps.TOTAL, Metrics.OPERATIONS)).isEqualTo(300056);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_P95)).isEqualTo(0.517);
        // the first line's max column 0.488 is its 488 447 µs over 1 000 000; the second line (0.511) starts in the
        // same second, and the point keeps the larger max
        assertThat(series(run, Steps.TOTAL, Metrics.LATENCY_MAX).points().get(0).value()).isEqualTo(511.487);
        assertThat(read.notes()).singleElement().asString().contains("YCSB").contains("microseconds");
    }

    @Test
    void aDamagedHistogramIsRefusedNamingTheLog(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("bad.hlog");
        Files.writeString(file, "#[Histogram log format version 1.3]\n" + HdrLogImporter.LEGEND
                + "\n0.127,1.007,2.769,HISTFAAAnotbase64!!\n");

        ImportFailure failure = ImportHarness.failure(new HdrLogImporter(), file);

        assertThat(failure.getMessage()).startsWith("expected an HdrHistogram interval log");
    }

    @Test
    void detectedByTheStandardRegistry() throws Exception {
        for (String file : List.of(JHICCUP, TAGGED, YCSB)) {
            var peek = ImportSource.of(RealWorld.path("hdrhistogram-log/" + file)).peek();
            assertThat(ImporterRegistry.standard().detect(peek)).get().extracting(i -> i.format())
                    .isEqualTo("hdrhistogram-log");
        }
    }
}
