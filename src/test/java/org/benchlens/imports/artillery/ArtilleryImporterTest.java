package org.benchlens.imports.artillery;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Measurement;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Series;
import org.benchlens.model.SeriesPoint;
import org.benchlens.model.Steps;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;

/** Artillery's --output JSON of both generations: the figures Artillery printed, errors as failures, series. */
class ArtilleryImporterTest {

    private static final String LEGACY = "fyp-server_output.js";
    private static final String JAVA = "lambda-authorizer_requestAuthorizerJava.json";
    private static final String NODE = "lambda-authorizer_tokenAuthorizerNode.json";
    private static final String ENDPOINTS = "constructed_artillery-2_metrics-by-endpoint_timeouts.json";

    private final ArtilleryImporter importer = new ArtilleryImporter();

    private RunDraft read(String file) throws Exception {
        List<RunDraft> runs = ImportHarness.read(importer, RealWorld.path("artillery/" + file)).runs();
        assertThat(runs).hasSize(1);
        return runs.get(0);
    }

    private static Series series(RunDraft run, String metric) {
        return run.series().stream().filter(s -> s.step().equals(Steps.TOTAL) && s.metric().equals(metric))
                .findFirst().orElseThrow();
    }

    private static String unit(RunDraft run, String step, String metric) {
        return run.measurements().stream().filter(m -> m.step().equals(step) && m.metric().equals(metric))
                .map(Measurement::unit).findFirst().orElseThrow();
    }

    @Test
    void artillery2AggregateAsPrintedWithThroughputOfResponsesOverTheCountersSpan() throws Exception {
        RunDraft run = read(JAVA);

        assertThat(run.format()).isEqualTo("artillery");
        assertThat(run.name()).isEqualTo("lambda-authorizer_requestAuthorizerJava");
        assertThat(run.attributes().values()).containsEntry(AttributeKeys.TOOL, "artillery")
                .containsEntry("artillery.layout", "Artillery 2")
                .containsEntry(AttributeKeys.SCENARIO, "requestAuthorizerJava");
        // Artillery's own figures, as its console prints them
        assertThat(run.value(Steps.TOTAL, "http.requests")).isEqualTo(100);
        assertThat(run.value(Steps.TOTAL, "http.codes.200")).isEqualTo(100);
        assertThat(run.value(Steps.TOTAL, "vusers.failed")).isZero();
        assertThat(run.value(Steps.TOTAL, "http.request_rate")).isEqualTo(13);
        assertThat(unit(run, Steps.TOTAL, "http.request_rate")).isEqualTo("1/s");
        assertThat(run.value(Steps.TOTAL, "http.response_time.p95")).isEqualTo(2018.7);
        assertThat(run.value(Steps.TOTAL, "vusers.session_length.p99")).isEqualTo(2276.1);
        assertThat(unit(run, Steps.TOTAL, "vusers.session_length.p99")).isEqualTo("ms");
        // normalised: 100 responses over the 9.92 s from the first counter to the last
        assertThat(run.value(Steps.TOTAL, Metrics.OPERATIONS)).isEqualTo(100);
        assertThat(run.value(Steps.TOTAL, Metrics.DURATION)).isEqualTo(9.92);
        assertThat(run.value(Steps.TOTAL, Metrics.THROUGHPUT)).isCloseTo(100 / 9.92, within(1e-9));
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_P95)).isEqualTo(2018.7);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_MED)).isEqualTo(83.9);
        assertThat(run.value(Steps.TOTAL, "latency.p75")).isEqualTo(399.5);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_P999)).isEqualTo(2231);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_MAX)).isEqualTo(2271);
        assertThat(run.value(Steps.TOTAL, Metrics.ERRORS)).isZero();
        assertThat(run.value(Steps.TOTAL, Metrics.ERRORS_RATE)).isZero();
        assertThat(run.startedAt()).isEqualTo(Instant.ofEpochMilli(1669747638453L));
        assertThat(run.endedAt()).isEqualTo(Instant.ofEpochMilli(1669747648373L));
        assertThat(run.measurements()).extracting(Measurement::step).containsOnly(Steps.TOTAL);
    }

    @Test
    void artillery2PeriodsAreSeriesAtTheStartOfTheirTenSeconds() throws Exception {
        RunDraft run = read(JAVA);

        // the first period sent 14 requests and had no answer yet: no speed, and no latency to show
        assertThat(series(run, Metrics.SERIES_RATE).points()).containsExactly(new SeriesPoint(1669747630L, 0),
                new SeriesPoint(1669747640L, 100 / 8.37));
        assertThat(series(run, Metrics.SERIES_P95).points()).containsExactly(new SeriesPoint(1669747640L, 2018.7));
        assertThat(series(run, "http.request_rate").points()).containsExactly(new SeriesPoint(1669747630L, 13),
                new SeriesPoint(1669747640L, 10));
    }

    @Test
    void anotherRunOfTheSameProjectReadsItsOwnFigures() throws Exception {
        RunDraft run = read(NODE);

        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_P95)).isEqualTo(102.5);
        assertThat(run.value(Steps.TOTAL, Metrics.THROUGHPUT)).isCloseTo(100 / 9.911, within(1e-9));
        assertThat(run.value(Steps.TOTAL, "http.request_rate")).isEqualTo(10);
        assertThat(run.attributes().values()).containsEntry(AttributeKeys.SCENARIO, "tokenAuthorizerNode");
    }

    @Test
    void errorsAreFailedVirtualUsersNeverSpeedAndEndpointsAreSteps() throws Exception {
        RunDraft run = read(ENDPOINTS);

        // 110 requests sent, 100 answered (ten of them 500s, which are answers), 10 timed out
        assertThat(run.value(Steps.TOTAL, Metrics.OPERATIONS)).isEqualTo(100);
        assertThat(run.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(5.0);
        assertThat(run.value(Steps.TOTAL, Metrics.ERRORS)).isEqualTo(10);
        assertThat(run.value(Steps.TOTAL, "errors.ETIMEDOUT")).isEqualTo(10);
        assertThat(run.value(Steps.TOTAL, Metrics.ERRORS_RATE)).isEqualTo(10.0 / 110);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_AVG)).isEqualTo(120.5);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_P95)).isEqualTo(450.4);
        assertThat(run.value(Steps.TOTAL, "http.codes.500")).isEqualTo(10);
        // a step an endpoint, a dot in its name kept
        assertThat(run.measurements()).extracting(Measurement::step).containsOnly(Steps.TOTAL, "/v1.2/items", "/cart");
        assertThat(run.value("/cart", Metrics.OPERATIONS)).isEqualTo(50);
        assertThat(run.value("/cart", "codes.500")).isEqualTo(10);
        assertThat(run.value("/cart", Metrics.ERRORS)).isEqualTo(10);
        assertThat(run.value("/cart", Metrics.ERRORS_RATE)).isEqualTo(10.0 / 60);
        assertThat(run.value("/cart", Metrics.THROUGHPUT)).isEqualTo(2.5);
        assertThat(run.value("/cart", Metrics.LATENCY_P95)).isEqualTo(645.6);
        assertThat(run.value("/v1.2/items", Metrics.LATENCY_P95)).isEqualTo(149.9);
        assertThat(run.value("/v1.2/items", Metrics.ERRORS)).isZero();
        assertThat(run.measurements()).noneMatch(m -> m.metric().startsWith("plugins."));
        assertThat(series(run, Metrics.ERRORS).points()).containsExactly(new SeriesPoint(1737045320L, 0),
                new SeriesPoint(1737045330L, 10));
    }

    @Test
    void artillery1AggregateWithItsRateAndNanosecondLatenciesAlreadyInMilliseconds() throws Exception {
        RunDraft run = read(LEGACY);

        assertThat(run.attributes().values()).containsEntry("artillery.layout", "Artillery 1");
        assertThat(run.value(Steps.TOTAL, "scenariosCreated")).isEqualTo(60);
        assertThat(run.value(Steps.TOTAL, "requestsCompleted")).isEqualTo(60);
        assertThat(run.value(Steps.TOTAL, "rps.mean")).isEqualTo(1.01);
        assertThat(run.value(Steps.TOTAL, "codes.201")).isEqualTo(28);
        assertThat(run.value(Steps.TOTAL, "scenarioCounts.View app usage")).isEqualTo(32);
        assertThat(run.value(Steps.TOTAL, "scenarioDuration.p95")).isEqualTo(310.2);
        assertThat(unit(run, Steps.TOTAL, "scenarioDuration.p95")).isEqualTo("ms");
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_P95)).isEqualTo(308.5);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_MED)).isEqualTo(106.2);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_P99)).isEqualTo(363.3);
        // 60 responses of 60 requests sent at 1.01 a second
        assertThat(run.value(Steps.TOTAL, Metrics.THROUGHPUT)).isCloseTo(1.01, within(1e-12));
        assertThat(run.value(Steps.TOTAL, Metrics.ERRORS_RATE)).isZero();
        assertThat(run.endedAt()).isEqualTo(Instant.parse("2018-03-12T15:40:39.730Z"));
        assertThat(run.startedAt()).isEqualTo(Instant.parse("2018-03-12T15:39:40.324Z"));
    }

    @Test
    void artillery1PeriodsStartWhenTheOneBeforeWasReportedAndNullPercentilesAreLeftOut() throws Exception {
        RunDraft run = read(LEGACY);

        List<SeriesPoint> p95 = series(run, Metrics.SERIES_P95).points();
        // the first period had too few responses for a 95th percentile (null), the tail of 1 request too
        assertThat(p95).hasSize(5).first().isEqualTo(new SeriesPoint(Instant.parse("2018-03-12T15:39:49Z")
                .getEpochSecond(), 130.1));
        List<SeriesPoint> median = series(run, Metrics.LATENCY_MED).points();
        assertThat(median).hasSize(7).last().isEqualTo(new SeriesPoint(Instant.parse("2018-03-12T15:40:39Z")
                .getEpochSecond(), 259.2));
        // the tail sent nothing (rps.mean null): no throughput point for it
        assertThat(series(run, Metrics.SERIES_RATE).points()).hasSize(6);
    }

    @Test
    void aFileShapedLikeArtilleryButWrongIsRefusedInASentenceNamingArtillery() throws Exception {
        ImportFailure failure = ImportHarness.failure(importer,
                RealWorld.path("artillery/constructed_artillery-2_summaries-not-an-object.json"));

        assertThat(failure.getMessage()).isEqualTo("expected \"summaries\" of the aggregate of Artillery's JSON"
                + " report (a JSON object), found an array");
        assertThat(failure.line()).isEqualTo(1);
    }

    @Test
    void aCutReportIsRefusedNamingArtillery(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("cut.json");
        String whole = Files.readString(RealWorld.path("artillery/" + JAVA));
        Files.writeString(file, whole.substring(0, whole.length() / 2));

        ImportFailure failure = ImportHarness.failure(importer, file);

        assertThat(failure.getMessage()).startsWith("Artillery's JSON report: the file ends before the JSON is complete");
    }

    @Test
    void detectedByTheStandardRegistryAndOnlyByThisImporter() throws Exception {
        ImporterRegistry registry = ImporterRegistry.standard();
        for (String file : List.of(LEGACY, JAVA, NODE, ENDPOINTS)) {
            var peek = ImportSource.of(RealWorld.path("artillery/" + file)).peek();
            assertThat(registry.detect(peek)).get().extracting(i -> i.format()).isEqualTo("artillery");
        }
    }
}
