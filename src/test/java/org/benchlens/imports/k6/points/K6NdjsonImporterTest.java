package org.benchlens.imports.k6.points;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.assertj.core.api.Assertions.withinPercentage;
import static org.assertj.core.groups.Tuple.tuple;
import static org.benchlens.model.Steps.TOTAL;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import org.benchlens.model.AttributeKeys;
import org.benchlens.model.LatencyHistogram;
import org.benchlens.model.Measurement;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Series;
import org.benchlens.model.SeriesPoint;
import org.benchlens.testing.Fixtures;
import org.benchlens.testing.ImportHarness;

/** The xk6-dashboard --out json fixture (3597 lines, one scenario, 322 requests), plain and gzipped. */
class K6NdjsonImporterTest {

    static final String PLAIN = "k6/12_xk6-dashboard_2023_out-json_ndjson.json";
    static final String GZIPPED = "k6/13_xk6-dashboard_2023_out-json_ndjson.json.gz";

    static RunDraft read(String fixture) throws Exception {
        ImportHarness.Read read = ImportHarness.read(new K6NdjsonImporter(), Fixtures.path(fixture));
        assertThat(read.runs()).hasSize(1);
        assertThat(read.notes()).isEmpty();
        return read.runs().get(0);
    }

    @ParameterizedTest
    @ValueSource(strings = {PLAIN, GZIPPED})
    void countAverageAndPercentilesAgreeWithAnExactComputationPerScenarioAndInTotal(String fixture) throws Exception {
        RunDraft run = read(fixture);
        K6PointsExact exact = K6PointsExact.of(Fixtures.path(fixture));
        assertThat(exact.scenarios()).containsExactly("contacts");
        for (String step : List.of(TOTAL, "contacts")) {
            K6PointsExact.Step expected = exact.step(step);
            assertThat(run.value(step, "http_req_duration.count")).isEqualTo(expected.count());
            assertThat(run.value(step, "http_req_duration.avg")).isCloseTo(expected.mean(), withinPercentage(1e-10));
            assertThat(run.value(step, Metrics.LATENCY_AVG)).isCloseTo(expected.mean(), withinPercentage(1e-10));
            assertThat(run.value(step, "http_req_duration.min")).isEqualTo(expected.percentile(0));
            assertThat(run.value(step, "http_req_duration.max")).isEqualTo(expected.percentile(100));
            // exact, as k6 computes them: linear interpolation over every value, numpy.percentile's default
            assertThat(run.value(step, "http_req_duration.p(95)")).isCloseTo(expected.linear(95), within(1e-9));
            assertThat(run.value(step, Metrics.LATENCY_P95)).isCloseTo(expected.linear(95), within(1e-9));
            assertThat(run.value(step, Metrics.LATENCY_MED)).isCloseTo(expected.linear(50), within(1e-9));
            assertThat(run.value(step, Metrics.LATENCY_P90)).isCloseTo(expected.linear(90), within(1e-9));
            assertThat(run.value(step, Metrics.LATENCY_P99)).isCloseTo(expected.linear(99), within(1e-9));
            assertThat(run.value(step, Metrics.LATENCY_P999)).isCloseTo(expected.linear(99.9), within(1e-9));
            assertThat(run.value(step, Metrics.OPERATIONS)).isEqualTo(expected.requests);
            assertThat(run.value(step, Metrics.ERRORS)).isEqualTo(expected.failed);
            assertThat(run.value(step, Metrics.DATA_RECEIVED)).isEqualTo(expected.received);
            assertThat(run.value(step, Metrics.DATA_SENT)).isEqualTo(expected.sent);
            assertThat(run.value(step, Metrics.DURATION))
                    .isEqualTo(Duration.between(expected.first, expected.last).toNanos() / 1e9);
        }
        K6PointsExact.Step total = exact.step(TOTAL);
        assertThat(run.startedAt()).isEqualTo(total.first.toInstant());
        assertThat(run.endedAt()).isEqualTo(total.last.toInstant());
        assertThat(run.value(TOTAL, Metrics.VUS_MAX)).isEqualTo(total.maxVus);
    }

    @Test
    void theRunSaysWhatAUserReadsInK6sSummary() throws Exception {
        RunDraft run = read(PLAIN);
        assertThat(run.format()).isEqualTo("k6-ndjson");
        assertThat(run.name()).isEqualTo("contacts 2 VUs");
        assertThat(run.startedAt()).isEqualTo(Instant.parse("2023-09-08T19:03:10.549397854Z"));
        assertThat(run.endedAt()).isEqualTo(Instant.parse("2023-09-08T19:03:30.449498216Z"));
        assertThat(run.attributes().values()).containsExactly(
                entry("duration.source", "first to last point"), entry("errors.source", "http_req_failed"),
                entry("method", "GET"), entry("proto", "HTTP/1.1"), entry(AttributeKeys.SCENARIO, "contacts"),
                entry("throughput.source", "http_reqs count / duration"), entry(AttributeKeys.TOOL, "k6"),
                entry(AttributeKeys.VUS, "2"));
        assertThat(run.value(TOTAL, Metrics.DURATION)).isEqualTo(19.900100362);
        assertThat(run.value(TOTAL, Metrics.OPERATIONS)).isEqualTo(322);
        assertThat(run.value(TOTAL, Metrics.THROUGHPUT)).isCloseTo(16.1808, within(0.0001));
        assertThat(run.value(TOTAL, "http_reqs.rate")).isCloseTo(16.1808, within(0.0001));
        assertThat(run.value(TOTAL, "http_req_duration.avg")).isCloseTo(122.4664, within(0.0001));
        assertThat(run.value(TOTAL, "http_req_duration.min")).isEqualTo(119.795836);
        assertThat(run.value(TOTAL, "http_req_duration.max")).isEqualTo(129.254921);
        // numpy.percentile(durations, [50, 90, 95, 99, 99.9]) over the 322 http_req_duration points of the
        // fixture (numpy 2, default linear method): 121.843412, 124.8793207, 125.2926859, 126.49753705, 129.124595
        assertThat(run.value(TOTAL, "http_req_duration.med")).isCloseTo(121.843412, within(1e-9));
        assertThat(run.value(TOTAL, "http_req_duration.p(90)")).isCloseTo(124.8793207, within(1e-9));
        assertThat(run.value(TOTAL, "http_req_duration.p(95)")).isCloseTo(125.2926859, within(1e-9));
        assertThat(run.value(TOTAL, "http_req_duration.p(99)")).isCloseTo(126.49753705, within(1e-9));
        assertThat(run.value(TOTAL, Metrics.LATENCY_P999)).isCloseTo(129.124595, within(1e-9));
        assertThat(run.value(TOTAL, Metrics.ERRORS)).isZero();
        assertThat(run.value(TOTAL, Metrics.ERRORS_RATE)).isZero();
        assertThat(run.value(TOTAL, "http_req_failed.rate")).isZero();
        assertThat(run.value(TOTAL, "http_req_failed.fails")).isEqualTo(322);
        assertThat(run.value(TOTAL, Metrics.DATA_RECEIVED)).isEqualTo(1_917_677);
        assertThat(run.value(TOTAL, Metrics.DATA_SENT)).isEqualTo(33_202);
        assertThat(run.value(TOTAL, "data_received.count")).isEqualTo(1_917_677);
        assertThat(run.value(TOTAL, Metrics.VUS_MAX)).isEqualTo(2);
        assertThat(run.value(TOTAL, "vus_max.value")).isEqualTo(2);
        assertThat(run.value(TOTAL, "iterations.count")).isEqualTo(161);
        assertThat(run.value(TOTAL, "iteration_duration.max")).isEqualTo(629.986086);
        assertThat(run.value(TOTAL, "http_req_waiting.avg")).isCloseTo(122.3128, within(0.0001));
        assertThat(run.value(TOTAL, Metrics.CHECKS_RATE)).isNaN();
        assertThat(run.measurements()).extracting(Measurement::step).containsOnly(TOTAL, "contacts");
    }

    @Test
    void oneSecondSeriesCountEveryRequestAndTheVus() throws Exception {
        RunDraft run = read(PLAIN);
        Series rate = series(run, TOTAL, Metrics.SERIES_RATE);
        assertThat(rate.unit()).isEqualTo("1/s");
        assertThat(rate.points()).hasSize(21);
        assertThat(rate.points().get(0)).isEqualTo(new SeriesPoint(1_694_199_790L, 4));
        assertThat(rate.points().get(20)).isEqualTo(new SeriesPoint(1_694_199_810L, 8));
        assertThat(rate.points().stream().mapToDouble(SeriesPoint::value).sum()).isEqualTo(322);
        Series p95 = series(run, TOTAL, Metrics.SERIES_P95);
        assertThat(p95.points()).hasSize(21);
        assertThat(p95.points()).allSatisfy(point -> assertThat(point.value()).isBetween(119.0, 130.0));
        Series vus = series(run, TOTAL, Metrics.SERIES_VUS);
        assertThat(vus.points()).hasSize(20).allSatisfy(point -> assertThat(point.value()).isEqualTo(2));
        assertThat(series(run, "contacts", Metrics.SERIES_RATE).points()).isEqualTo(rate.points());
    }

    @Test
    void everySecondsRequestsAndP95AgreeWithAnExactComputation() throws Exception {
        RunDraft run = read(PLAIN);
        K6PointsExact exact = K6PointsExact.of(Fixtures.path(PLAIN));
        for (String step : List.of(TOTAL, "contacts")) {
            K6PointsExact.Step expected = exact.step(step);
            assertThat(series(run, step, Metrics.SERIES_RATE).points()).filteredOn(point -> point.value() != 0)
                    .containsExactlyElementsOf(expected.requestsBySecond.entrySet().stream()
                            .map(second -> new SeriesPoint(second.getKey(), second.getValue())).toList());
            List<SeriesPoint> p95 = series(run, step, Metrics.SERIES_P95).points();
            assertThat(p95).extracting(SeriesPoint::epochSecond)
                    .containsExactlyElementsOf(expected.durationsBySecond.keySet());
            for (SeriesPoint point : p95) {
                // the upper end of the exact value's histogram bucket
                double exactP95 = K6PointsExact.percentile(expected.durationsBySecond.get(point.epochSecond()), 95);
                assertThat(point.value()).as(step + " " + point.epochSecond()).isBetween(exactP95, exactP95 * 1.001);
            }
        }
    }

    @Test
    void histogramsKeepEveryRequestOfEachStep() throws Exception {
        RunDraft run = read(PLAIN);
        assertThat(run.histograms()).extracting(LatencyHistogram::step, LatencyHistogram::metric).containsExactly(
                tuple(TOTAL, "http_req_duration"),
                tuple(TOTAL, "iteration_duration"),
                tuple("contacts", "http_req_duration"),
                tuple("contacts", "iteration_duration"));
        assertThat(run.histograms().get(0).decode().getTotalCount()).isEqualTo(322);
        assertThat(run.histograms().get(0).decode().getMaxValue()).isBetween(129_254L, 129_400L);
    }

    @Test
    void theGzippedFixtureGivesTheSameRun() throws Exception {
        RunDraft plain = read(PLAIN);
        RunDraft gzipped = read(GZIPPED);
        assertThat(gzipped.measurements()).isEqualTo(plain.measurements());
        assertThat(gzipped.series()).isEqualTo(plain.series());
        assertThat(gzipped.attributes()).isEqualTo(plain.attributes());
    }

    @Test
    void smallChunksOnManyThreadsGiveTheSameRun() throws Exception {
        RunDraft whole = read(PLAIN);
        ImportHarness.Read read = ImportHarness.read(new K6NdjsonImporter(1024, 3), Fixtures.path(PLAIN));
        RunDraft chunked = read.runs().get(0);
        assertThat(read.notes()).isEmpty();
        assertSameNumbers(chunked, whole);
        assertThat(chunked.series()).isEqualTo(whole.series());
        assertSameHistograms(chunked, whole);
        assertThat(chunked.attributes()).isEqualTo(whole.attributes());
    }

    /** The same measurements, up to the rounding of sums added up in another order. */
    static void assertSameNumbers(RunDraft actual, RunDraft expected) {
        assertThat(actual.measurements()).hasSameSizeAs(expected.measurements());
        for (Measurement measurement : expected.measurements()) {
            assertThat(actual.value(measurement.step(), measurement.metric()))
                    .as(measurement.step() + " " + measurement.metric())
                    .isCloseTo(measurement.value(), within(Math.abs(measurement.value()) * 1e-12));
        }
    }

    /** Histograms with the same counts in the same buckets (their encoded size may differ). */
    static void assertSameHistograms(RunDraft actual, RunDraft expected) {
        assertThat(actual.histograms()).hasSameSizeAs(expected.histograms());
        for (int i = 0; i < expected.histograms().size(); i++) {
            LatencyHistogram want = expected.histograms().get(i);
            LatencyHistogram got = actual.histograms().get(i);
            assertThat(got.step()).isEqualTo(want.step());
            assertThat(got.metric()).isEqualTo(want.metric());
            assertThat(got.decode()).isEqualTo(want.decode());
        }
    }

    static Series series(RunDraft run, String step, String metric) {
        return run.series().stream().filter(s -> s.step().equals(step) && s.metric().equals(metric)).findFirst()
                .orElseThrow(() -> new AssertionError("no series " + step + " " + metric));
    }

    private static Map.Entry<String, String> entry(String key, String value) {
        return Map.entry(key, value);
    }
}
