package org.benchlens.imports.k6.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

import org.benchlens.imports.ImportFailure;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Measurement;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;

/**
 * k6 text output met in public repositories and the damage real files carry: text a process glued
 * onto a figure is left out with a note naming file and line, and the run is kept; a test that sent
 * no HTTP request takes its throughput from the iterations rate, and says so.
 */
class K6TextRealWorldTest {

    private final K6TextSummaryImporter importer = new K6TextSummaryImporter();

    @Test
    void textGluedOntoAFigureIsLeftOutAndEveryRunIsKept() throws Exception {
        ImportHarness.Read read = ImportHarness.read(importer, RealWorld.path("constructed_k6-text_glued-and-annotated.txt"));

        assertThat(read.runs()).hasSize(3);
        assertThat(read.runs()).extracting(run -> value(run, Metrics.THROUGHPUT))
                .containsExactly(2551.265784, 3308.402371, 3345.981113);
        assertThat(value(read.runs().get(0), "vus_max.max")).isEqualTo(10.0);
        assertThat(value(read.runs().get(1), "vus_max.max")).isEqualTo(50.0);
        assertThat(read.runs()).extracting(run -> run.attributes().get("instance").orElse(null))
                .containsOnly("m5a.large");
        assertThat(read.notes()).contains(
                "constructed_k6-text_glued-and-annotated.txt:12: ignored \"Process finished (33.45 seconds)\" after vus_max",
                "constructed_k6-text_glued-and-annotated.txt:22: ignored \"Process finished (33.61 seconds)\" after vus_max");
    }

    @Test
    void aDamagedFigureTheRunCannotDoWithoutStillFailsTheFile() throws Exception {
        ImportFailure failure = ImportHarness.failure(importer, RealWorld.path("constructed_k6-text_damaged-rate.txt"));

        assertThat(failure.line()).isEqualTo(4);
        assertThat(failure.getMessage()).contains("'http_reqs'");
    }

    @Test
    void aKafkaRunWithoutHttpRequestsTakesItsThroughputFromIterations() throws Exception {
        ImportHarness.Read read = ImportHarness.read(importer, RealWorld.path("xk6-kafka_2023_README_k6-text_no-http.md"));

        assertThat(read.runs()).hasSize(1);
        RunDraft run = read.runs().get(0);
        assertThat(value(run, Metrics.THROUGHPUT)).isEqualTo(313.068545);
        assertThat(value(run, Metrics.OPERATIONS)).isEqualTo(20170.0);
        assertThat(value(run, "kafka_writer_message_count.rate")).isEqualTo(62613.709051);
        assertThat(run.attributes().get(AttributeKeys.THROUGHPUT_SOURCE)).contains("iterations rate");
        assertThat(read.notes()).anySatisfy(note -> assertThat(note)
                .startsWith("xk6-kafka_2023_README_k6-text_no-http.md:")
                .contains("no http_reqs (not an HTTP test), so its throughput is the iterations rate, 313.07/s")
                .contains("kafka_writer_message_count 62613.71/s"));
    }

    @Test
    void aFigureTheTerminalCutIsTakenFromItsThresholdLineOrLeftOutButNeverReadInAnotherUnit() throws Exception {
        String file = "k6-text/performance-md_frankenphp_k6-info_cut-at-151-columns.md";
        ImportHarness.Read read = ImportHarness.read(importer, RealWorld.path(file));

        assertThat(read.runs()).hasSize(1);
        RunDraft run = read.runs().get(0);
        assertThat(value(run, "http_req_duration.p(95)")).isEqualTo(21.44);
        assertThat(value(run, Metrics.latencyFor("p(95)"))).isEqualTo(21.44);
        assertThat(value(run, "http_req_duration.p(90)")).isEqualTo(18.9);
        assertThat(value(run, "iteration_duration.p(95)")).isEqualTo(3010.0);
        assertThat(run.value(Steps.TOTAL, "http_req_duration{expected_response:true}.p(95)")).isNaN();
        assertThat(value(run, "http_req_duration{expected_response:true}.p(90)")).isEqualTo(18.9);
        assertThat(run.attributes().get(AttributeKeys.THRESHOLDS)).contains("passed");
        String name = "performance-md_frankenphp_k6-info_cut-at-151-columns.md";
        assertThat(read.notes()).contains(
                name + ":40: \"p(95)=21.44m\" of http_req_duration was cut by the terminal;"
                        + " p(95)=21.44ms taken from the threshold line 23",
                name + ":41: \"p(95)=21.44m\" of http_req_duration{expected_response:true} was cut by the terminal"
                        + " and no threshold line prints it whole; left out");
    }

    @Test
    void aScriptsOwnRateNamedErrorsIsKeptApartAndProgressLinesAfterASummaryCutNothing() throws Exception {
        String file = "k6-text/pbasnal-experiments_comicapi_load-test-results.md";
        ImportHarness.Read read = ImportHarness.read(importer, RealWorld.path(file));

        assertThat(read.runs()).hasSize(5);
        assertThat(read.runs()).extracting(run -> value(run, Metrics.ERRORS_RATE))
                .containsExactly(0.0987, 0.1048, 0.1158, 0.1163, 0.1042);
        assertThat(read.runs()).extracting(run -> value(run, Metrics.ERRORS))
                .containsExactly(131.0, 144.0, 157.0, 135.0, 140.0);
        assertThat(read.runs()).extracting(run -> value(run, "k6:errors.rate")).containsOnly(0.0);
        assertThat(read.runs()).extracting(run -> value(run, "errors.passes")).containsOnly(0.0);
        assertThat(read.runs()).extracting(run -> value(run, Metrics.THROUGHPUT))
                .containsExactly(6.169386, 6.469386, 6.387496, 5.473281, 6.373598);
        assertThat(value(read.runs().get(0), "comic_visibility_computation_duration.p(95)")).isEqualTo(159.0);
        assertThat(read.runs()).extracting(run -> run.attributes().get(AttributeKeys.STATUS).orElse(null))
                .containsOnlyNulls();
        assertThat(read.runs()).extracting(run -> value(run, Metrics.DURATION))
                .containsExactly(Double.NaN, 212.2, 212.1, Double.NaN, 210.7);
        String name = "pbasnal-experiments_comicapi_load-test-results.md";
        assertThat(read.notes()).containsExactly(
                name + ":4: " + errorsKeptApart(), name + ":77: " + errorsKeptApart(), name + ":158: " + errorsKeptApart(),
                name + ":238: " + errorsKeptApart(),
                name + ":390: the file ends without a line break after the progress line 390, printed after the summary"
                        + " of the k6 run that starts at line 315; that run is whole",
                name + ":315: " + errorsKeptApart());
    }

    @Test
    void theLastProgressLinesK6RepeatsAfterItsSummaryInAFileEndThatRun() throws Exception {
        // k6 writing to a file prints its last "running (1m00.0s)" line and bar again after the summary
        ImportHarness.Read read = ImportHarness.read(importer, RealWorld.path("k6-text/rutu-sh-load-testing_k6-1_out.txt"));

        assertThat(read.runs()).hasSize(1);
        RunDraft run = read.runs().get(0);
        assertThat(value(run, Metrics.THROUGHPUT)).isEqualTo(27206.970704);
        assertThat(value(run, Metrics.OPERATIONS)).isEqualTo(1632433.0);
        assertThat(value(run, "http_req_duration.p(95)")).isEqualTo(0.34803);
        assertThat(value(run, Metrics.DURATION)).isEqualTo(60.0);
        assertThat(run.attributes().get(AttributeKeys.TOOL)).contains("k6");
        assertThat(read.notes()).isEmpty();
    }

    /**
     * A console copied with the shell's prompt and two words after k6's last progress lines, the last without
     * a line break: the summary before them is whole and is kept.
     */
    @Test
    void wordsWithoutALineBreakAfterTheLastProgressLinesLeaveTheRunWhole() throws Exception {
        String name = "adaptive-orchestrator_TEST_RESULTS_catalogue_2.md";
        ImportHarness.Read read = ImportHarness.read(importer, RealWorld.path("k6-text/" + name));

        assertThat(read.runs()).hasSize(1);
        RunDraft run = read.runs().get(0);
        assertThat(value(run, Metrics.OPERATIONS)).isEqualTo(37437.0);
        assertThat(value(run, Metrics.THROUGHPUT)).isEqualTo(103.901897);
        assertThat(value(run, "http_req_duration.p(95)")).isEqualTo(489.12);
        assertThat(read.notes()).contains(name + ":80: the file ends without a line break at line 80, after the"
                + " progress lines, printed after the summary of the k6 run that starts at line 3; that run is whole");
    }

    private static String errorsKeptApart() {
        return "the script's own errors.rate is kept as k6:<name>, apart from BenchLens's normalised measurements of"
                + " the same names";
    }

    private static double value(RunDraft run, String metric) {
        List<Measurement> found = run.measurements().stream()
                .filter(m -> m.step().equals(Steps.TOTAL) && m.metric().equals(metric)).toList();
        if (metric.equals(Metrics.DURATION) && found.isEmpty()) {
            return Double.NaN;
        }
        assertThat(found).as(metric).hasSize(1);
        return found.get(0).value();
    }
}
