package org.benchlens.imports.gatling;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportFailure;

import org.benchlens.model.Measurement;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;

/** The statistics of one Gatling report, whole (stats.json) and global only (global_stats.json). */
class GatlingStatsImporterTest {

    private final GatlingStatsImporter importer = new GatlingStatsImporter();

    private RunDraft run(String file) throws Exception {
        return ImportHarness.read(importer, RealWorld.path("gatling/" + file)).runs().get(0);
    }

    @Test
    void globalStatisticsAreTheTotalStep() throws Exception {
        RunDraft run = run("gatling-demo_googletest_global_stats.json");

        assertThat(run.value(Steps.TOTAL, Metrics.OPERATIONS)).isEqualTo(388);
        assertThat(run.value(Steps.TOTAL, Metrics.ERRORS)).isEqualTo(1);
        assertThat(run.value(Steps.TOTAL, Metrics.ERRORS_RATE)).isEqualTo(1.0 / 388);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_MIN)).isEqualTo(27);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_MAX)).isEqualTo(31323);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_AVG)).isEqualTo(3785);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_STDDEV)).isEqualTo(5350);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_MED)).isEqualTo(1101);
        assertThat(run.value(Steps.TOTAL, "latency.p75")).isEqualTo(5161);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_P95)).isEqualTo(16059);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_P99)).isEqualTo(24858);
        assertThat(run.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(7.918367346938775);
        assertThat(run.value(Steps.TOTAL, "group3: t > 1200 ms")).isEqualTo(190);
    }

    @Test
    void everyRequestIsAStepAndTheTotalsMatchTheGlobalFile() throws Exception {
        RunDraft whole = run("gatling-demo_googletest_stats.json");
        RunDraft global = run("gatling-demo_googletest_global_stats.json");

        for (Measurement m : global.measurements()) {
            assertThat(whole.value(Steps.TOTAL, m.metric())).as(m.metric()).isEqualTo(m.value());
        }
        assertThat(whole.value("Getting Google Homepage", Metrics.OPERATIONS)).isEqualTo(10);
        assertThat(whole.value("Getting Google Homepage", Metrics.ERRORS)).isEqualTo(1);
        assertThat(whole.value("Getting Google Homepage", Metrics.LATENCY_P95)).isEqualTo(11559);
        assertThat(whole.value("request_15", Metrics.LATENCY_AVG)).isEqualTo(18504);
        assertThat(whole.measurements().stream().map(Measurement::step).distinct()).contains("request_4", "request_16");
    }

    /** js/stats.js is the same object as a script, field names unquoted and values as strings ("-" for none). */
    @Test
    void statsJsGivesEveryFigureStatsJsonGivesForTheSameReport() throws Exception {
        RunDraft script = run("gatling395-localsimulation_stats.js");
        RunDraft json = run("gatling395-localsimulation_stats.json");

        assertThat(script.measurements()).hasSameSizeAs(json.measurements());
        for (Measurement figure : json.measurements()) {
            assertThat(script.value(figure.step(), figure.metric())).as("%s | %s", figure.step(), figure.metric())
                    .isEqualTo(figure.value());
        }
        // Gatling 3.9.5's console for this run: 720 requests, 240 KO, max 119 ms, 99th percentile 10 ms, 60 rps
        assertThat(script.value(Steps.TOTAL, Metrics.OPERATIONS)).isEqualTo(720);
        assertThat(script.value(Steps.TOTAL, Metrics.ERRORS)).isEqualTo(240);
        assertThat(script.value(Steps.TOTAL, Metrics.LATENCY_MAX)).isEqualTo(119);
        assertThat(script.value(Steps.TOTAL, Metrics.LATENCY_P99)).isEqualTo(10);
        assertThat(script.value("pages / missing", Metrics.ERRORS_RATE)).isEqualTo(1);
    }

    /** Gatling 3.13.5 writes js/stats.js only: its report is read from it. */
    @Test
    void gatling3135sStatsJsAloneIsRead() throws Exception {
        RunDraft run = run("gatling3135-localsimulation_stats.js");

        assertThat(run.value(Steps.TOTAL, Metrics.OPERATIONS)).isEqualTo(720);
        assertThat(run.value(Steps.TOTAL, Metrics.ERRORS)).isEqualTo(240);
        assertThat(run.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(60);
        assertThat(run.measurements().stream().map(Measurement::step).distinct())
                .containsExactly(Steps.TOTAL, "pages", "pages / readme", "pages / missing", "home");
    }

    /** A bad value in stats.js is refused at the line and with the words of the file, as in stats.json. */
    @Test
    void aBadValueInStatsJsIsRefusedAtItsLine(@TempDir Path dir) throws Exception {
        List<String> lines = Files.readAllLines(RealWorld.path("gatling/gatling3135-localsimulation_stats.js"));
        assertThat(lines.get(8)).isEqualTo("        \"total\": \"720\",");
        lines.set(8, "        \"total\": \"seven hundred\",");
        Path script = Files.write(dir.resolve("stats.js"), lines);

        ImportFailure failure = ImportHarness.failure(importer, script);

        assertThat(failure.line()).isEqualTo(9);
        assertThat(failure.getMessage()).contains("seven hundred");
    }
}
