package org.benchlens.imports.locust;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Series;
import org.benchlens.model.SeriesPoint;
import org.benchlens.model.Steps;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;

/** Locust's _stats_history.csv read alone: its series, and its last totals as the run's. */
class LocustHistoryImporterTest {

    @TempDir
    Path temp;

    private static ImportHarness.Read read(Path file) throws Exception {
        return ImportHarness.read(new LocustHistoryImporter(), file);
    }

    private static Series series(RunDraft run, String step, String metric) {
        return run.series().stream().filter(s -> s.step().equals(step) && s.metric().equals(metric)).findFirst()
                .orElseThrow(() -> new AssertionError("no series " + metric + " of " + step));
    }

    private static SeriesPoint at(Series series, long second) {
        return series.points().stream().filter(p -> p.epochSecond() == second).findFirst()
                .orElseThrow(() -> new AssertionError("no point at " + second + " in " + series.metric()));
    }

    @Test
    void locust10HistoryGivesItsSeriesAndTheSameTotalsAsItsStatistics() throws Exception {
        ImportHarness.Read read = read(RealWorld.path("locust/xfj_locust10_gbk_example_stats_history.csv.gz"));
        RunDraft run = read.runs().get(0);

        assertThat(read.notes()).isEmpty();
        assertThat(run.name()).isEqualTo("xfj_locust10_gbk_example");
        assertThat(run.startedAt()).isEqualTo(Instant.ofEpochSecond(1592202906));
        assertThat(run.endedAt()).isEqualTo(Instant.ofEpochSecond(1592212698));
        Series rate = series(run, Steps.TOTAL, Metrics.SERIES_RATE);
        assertThat(rate.points()).hasSize(4849);
        assertThat(rate.unit()).isEqualTo("1/s");
        assertThat(at(rate, 1592202911).value()).isEqualTo(5.33);
        assertThat(at(rate, 1592202921).value()).isEqualTo(17.5);
        assertThat(at(series(run, Steps.TOTAL, Metrics.SERIES_P95), 1592202911).value()).isEqualTo(1100);
        // N/A before the first request is no value, not 0
        assertThat(series(run, Steps.TOTAL, Metrics.SERIES_P95).points().get(0).epochSecond()).isEqualTo(1592202909);
        assertThat(at(series(run, Steps.TOTAL, "latency.p99.999"), 1592212698).value()).isEqualTo(1400);
        assertThat(at(series(run, Steps.TOTAL, Metrics.SERIES_VUS), 1592202909).value()).isEqualTo(52);
        assertThat(run.value(Steps.TOTAL, Metrics.VUS_MAX)).isEqualTo(200);
        assertThat(run.attributes().values()).containsEntry(AttributeKeys.VUS, "200")
                .containsEntry(AttributeKeys.STATUS, AttributeKeys.STATUS_COMPLETED);

        RunDraft stats = ImportHarness.read(new LocustStatsImporter(),
                RealWorld.path("locust/xfj_locust10_gbk_example_stats.csv")).runs().get(0);
        for (String metric : List.of(Metrics.OPERATIONS, Metrics.ERRORS, Metrics.ERRORS_RATE, Metrics.LATENCY_MED,
                Metrics.LATENCY_AVG, Metrics.LATENCY_MIN, Metrics.LATENCY_MAX)) {
            assertThat(run.value(Steps.TOTAL, metric)).as(metric).isEqualTo(stats.value(Steps.TOTAL, metric));
        }
        // the throughput Locust did not write: the last total over the history's span, said so
        assertThat(run.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(84115.0 / (1592212698 - 1592202906));
        assertThat(run.attributes().values().get(AttributeKeys.THROUGHPUT_SOURCE))
                .isEqualTo("the history's last total request count over its span, first to last timestamp (9792 s)");
    }

    @Test
    void fullHistoryRowsAreTheSeriesOfTheirNames() throws Exception {
        RunDraft run = read(RealWorld.path("locust/locust-scenario/example_stats_history.csv.gz")).runs().get(0);

        String root = "GET http://192.168.100.38:30946/";
        assertThat(series(run, Steps.TOTAL, Metrics.SERIES_RATE).points()).hasSize(1371);
        assertThat(series(run, root, Metrics.SERIES_RATE).points()).hasSize(1310);
        assertThat(series(run, root, Metrics.SERIES_RATE).points().get(0).epochSecond()).isEqualTo(1656401784);
        // a name's series: its rates, median and 95th percentile
        assertThat(run.series().stream().filter(s -> s.step().equals(root)).map(Series::metric))
                .containsExactlyInAnyOrder(Metrics.SERIES_RATE, LocustHistory.ERRORS_PER_SECOND, Metrics.LATENCY_MED,
                        Metrics.SERIES_P95);
        assertThat(run.series().stream().filter(s -> s.step().equals(Steps.TOTAL))).hasSize(14);
        assertThat(at(series(run, Steps.TOTAL, Metrics.SERIES_VUS), 1656403158).value()).isEqualTo(38);
        assertThat(run.value(Steps.TOTAL, Metrics.VUS_MAX)).isEqualTo(88);
        assertThat(run.value(Steps.TOTAL, Metrics.OPERATIONS)).isEqualTo(881);
        assertThat(run.value(Steps.TOTAL, Metrics.ERRORS_RATE)).isEqualTo(1.0);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_AVG)).isEqualTo(60013.15777525539);
    }

    @Test
    void locust216HistoryKeepsEverySecondAndTheLaterOfTwoRowsOfOne() throws Exception {
        String whole = Files.readString(RealWorld.path("locust/phoenix-loadgen/example_stats_history.csv"));
        String row = whole.lines().filter(line -> line.startsWith("1696382641,")).findFirst().orElseThrow();
        String again = row.replace(",360,430,430,1000,", ",999,430,430,1000,");
        Path file = write("twice_stats_history.csv", whole.replace(row + "\r\n", row + "\r\n" + again + "\r\n"));

        RunDraft run = read(file).runs().get(0);

        assertThat(series(run, Steps.TOTAL, Metrics.LATENCY_MED).points()).hasSize(50);
        assertThat(at(series(run, Steps.TOTAL, Metrics.LATENCY_MED), 1696382641).value()).isEqualTo(999);
        assertThat(at(series(run, Steps.TOTAL, Metrics.LATENCY_MED), 1696382640).value()).isEqualTo(360);
        assertThat(at(series(run, Steps.TOTAL, Metrics.LATENCY_MAX), 1696382641).value()).isEqualTo(1000);
        assertThat(series(run, Steps.TOTAL, LocustHistory.ERRORS_PER_SECOND).points()).hasSize(51);
        assertThat(run.value(Steps.TOTAL, Metrics.OPERATIONS)).isEqualTo(13);
        assertThat(run.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(13.0 / 50);
    }

    @Test
    void aHistoryCutInItsLastRowKeepsTheRowsBeforeWithANote() throws Exception {
        String whole = Files.readString(RealWorld.path("locust/phoenix-loadgen/example_stats_history.csv"));
        Path file = write("cut_stats_history.csv", whole.substring(0, whole.length() - 60));

        ImportHarness.Read read = read(file);
        RunDraft run = read.runs().get(0);

        assertThat(read.notes()).containsExactly("cut_stats_history.csv:52: the file ends in the middle of line 52"
                + " (is it truncated?): the row on it is left out");
        assertThat(series(run, Steps.TOTAL, Metrics.SERIES_RATE).points()).hasSize(50);
        assertThat(run.endedAt()).isEqualTo(Instant.ofEpochSecond(1696382688));
        assertThat(run.attributes().values()).containsEntry(AttributeKeys.STATUS, AttributeKeys.STATUS_ABORTED);
    }

    private Path write(String name, String text) throws Exception {
        Path file = temp.resolve(name);
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }
}
