package org.benchlens.imports.gatling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;

/** The index.html of Gatling 3.14.9's reports, checked against what Gatling printed for the same runs. */
class GatlingHtmlImporterTest {

    private static final String DEFAULTS = "gatling-html/localsimulation-20261205163147018_index.html";
    private static final String OTHER_PERCENTILES =
            "gatling-html/localsimulation-20261205163437212_percentiles-50-90-95-99.9_index.html";

    @TempDir
    Path dir;

    @Test
    void allRequestsGroupsAndRequestsAreStepsWithTheFiguresGatlingPrinted() throws Exception {
        ImportHarness.Read read = ImportHarness.read(new GatlingHtmlImporter(), RealWorld.path(DEFAULTS));
        RunDraft run = read.runs().get(0);

        // Gatling's console for this run: 720 requests, 480 OK, 240 KO; min 1, max 132, mean 6, std dev 13;
        // 50th 3, 75th 5, 95th 13, 99th 63 ms; 60 rps
        assertThat(run.format()).isEqualTo("gatling-html");
        assertThat(run.value(Steps.TOTAL, Metrics.OPERATIONS)).isEqualTo(720);
        assertThat(run.value(Steps.TOTAL, Metrics.ERRORS)).isEqualTo(240);
        assertThat(run.value(Steps.TOTAL, Metrics.ERRORS_RATE)).isEqualTo(240.0 / 720);
        assertThat(run.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(60);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_MIN)).isEqualTo(1);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_MED)).isEqualTo(3);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_P95)).isEqualTo(13);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_P99)).isEqualTo(63);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_MAX)).isEqualTo(132);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_AVG)).isEqualTo(6);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_STDDEV)).isEqualTo(13);
        // the group "pages" failed for every user (its request "missing" answers 404), its request "readme" not
        assertThat(run.value("pages", Metrics.ERRORS)).isEqualTo(240);
        assertThat(run.value("pages / readme", Metrics.ERRORS)).isZero();
        assertThat(run.value("pages / missing", Metrics.ERRORS_RATE)).isEqualTo(1);
        assertThat(run.value("home", Metrics.OPERATIONS)).isEqualTo(240);
        assertThat(run.attributes().values()).containsEntry("gatling.version", "3.14.9")
                .containsEntry("percentiles", "50, 75, 95, 99 (the report's)")
                .containsEntry(AttributeKeys.TOOL, "gatling");
        assertThat(run.startedAt()).isEqualTo(Instant.parse("2026-12-05T16:31:47Z"));
        assertThat(run.endedAt()).isEqualTo(Instant.parse("2026-12-05T16:31:58Z"));
        assertThat(read.notes()).containsExactly("localsimulation-20261205163147018_index.html: the report's table of"
                + " 1 kind of error is not kept; the KO counts are");
        assertThat(ImporterRegistry.standard().detect(ImportSource.of(RealWorld.path(DEFAULTS)).peek())).get()
                .isInstanceOf(GatlingHtmlImporter.class);
    }

    @Test
    void thePercentilesAreTheOnesTheHeaderNames() throws Exception {
        RunDraft run = ImportHarness.read(new GatlingHtmlImporter(), RealWorld.path(OTHER_PERCENTILES)).runs().get(0);

        // gatling.charting.indicators percentile2 = 90 and percentile4 = 99.9: 50th 4, 90th 8, 95th 16, 99.9th 244
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_MED)).isEqualTo(4);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_P90)).isEqualTo(8);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_P95)).isEqualTo(16);
        assertThat(run.value(Steps.TOTAL, "latency.p99.9")).isEqualTo(244);
        assertThat(run.value(Steps.TOTAL, "latency.p99")).isNaN();
        assertThat(run.attributes().values()).containsEntry("percentiles", "50, 90, 95, 99.9 (the report's)");
    }

    @Test
    void aCellThatIsNoNumberIsRefusedNamingItsRowAndColumn() throws Exception {
        String page = Files.readString(RealWorld.path(DEFAULTS), StandardCharsets.UTF_8)
                .replaceFirst("<td class=\"value total col-10\">13</td>", "<td class=\"value total col-10\">1x3</td>");
        Path file = Files.writeString(dir.resolve("index.html"), page);

        assertThatThrownBy(() -> ImportHarness.read(new GatlingHtmlImporter(), file))
                .isInstanceOf(ImportFailure.class)
                .hasMessageContaining("expected a number in column 10 of the row of total in Gatling's statistics"
                        + " table, found \"1x3\"");
    }

    /** Every length as SimulationCardComponent prints it ("1d 0h0m5s", "2h 3m 4s", "0s") reads back to itself. */
    @Test
    void everyDurationAsGatlingPrintsItReadsBack() {
        for (long seconds : new long[] {0, 1, 59, 60, 61, 3_599, 3_600, 3_661, 86_399, 86_400, 86_405, 90_061,
                3 * 86_400 + 7_200}) {
            assertThat(GatlingHtmlImporter.duration(printed(Duration.ofSeconds(seconds))))
                    .as("%d s printed as \"%s\"", seconds, printed(Duration.ofSeconds(seconds)))
                    .contains(Duration.ofSeconds(seconds));
        }
    }

    /** The date's zone is printed as a localized offset: GMT, GMT+2, GMT-5:30. */
    @Test
    void theRunDateReadsInEveryZoneGatlingPrints() {
        assertThat(GatlingHtmlImporter.start("2026-12-05 16:31:47 GMT")).contains(Instant.parse("2026-12-05T16:31:47Z"));
        assertThat(GatlingHtmlImporter.start("2026-12-05 18:31:47 GMT+2")).contains(Instant.parse("2026-12-05T16:31:47Z"));
        assertThat(GatlingHtmlImporter.start("2026-12-05 11:01:47 GMT-5:30"))
                .contains(Instant.parse("2026-12-05T16:31:47Z"));
        assertThat(GatlingHtmlImporter.start("05/12/2026 16:31")).isEmpty();
    }

    /** SimulationCardComponent's rule, as Gatling 3.14 writes it. */
    private static String printed(Duration duration) {
        long days = duration.toDays();
        long hours = duration.minusDays(days).toHours();
        long minutes = duration.minusDays(days).minusHours(hours).toMinutes();
        long seconds = duration.minusDays(days).minusHours(hours).minusMinutes(minutes).getSeconds();
        return (days > 0 ? days + "d " : "") + (hours > 0 ? hours + "h " : days > 0 ? "0h" : "")
                + (minutes > 0 ? minutes + "m " : days > 0 || hours > 0 ? "0m" : "") + (seconds > 0 ? seconds + "s " : "0s");
    }
}
