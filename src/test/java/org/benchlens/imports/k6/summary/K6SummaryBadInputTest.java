package org.benchlens.imports.k6.summary;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.benchlens.model.Steps.TOTAL;

import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.zip.GZIPOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.Fixtures;

/** Damaged, empty, binary, oversized and hostile versions of the fixtures. */
class K6SummaryBadInputTest {

    @TempDir
    Path folder;

    private final ImportHarness.Collector context = new ImportHarness.Collector();
    private final List<RunDraft> runs = context.runs();
    private final List<String> notes = context.notes();

    private Path write(String name, String text) throws Exception {
        Path file = folder.resolve(name);
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }

    private ImportFailure failure(Importer importer, Path file) {
        Throwable thrown = org.assertj.core.api.Assertions.catchThrowable(
                () -> importer.read(ImportSource.of(file), context));
        assertThat(thrown).isInstanceOf(ImportFailure.class);
        assertThat(runs).isEmpty();
        return (ImportFailure) thrown;
    }

    private static String fixture(String prefix) throws Exception {
        return Files.readString(Fixtures.find("k6", prefix));
    }

    /** The 1-based line of the first occurrence of {@code text}. */
    private static long lineOf(String content, String text) {
        return content.substring(0, content.indexOf(text)).chars().filter(c -> c == '\n').count() + 1;
    }

    @Test
    void aTruncatedSummarySaysWhereItEndsAndWhatWasBeingRead() throws Exception {
        String whole = fixture("01_");
        String cut = whole.substring(0, whole.indexOf("\"http_req_duration\"") + 60);
        ImportFailure failure = failure(new K6SummaryExportImporter(), write("cut.json", cut));

        assertThat(failure.line()).isEqualTo(cut.lines().count());
        assertThat(failure.column()).isPositive();
        assertThat(failure.getMessage()).isEqualTo(
                "the file ends before the end of the metric \"http_req_duration\" (is it truncated?)");
    }

    @Test
    void aStringWhereANumberBelongsIsReportedAtItsLineAndColumn() throws Exception {
        String text = fixture("01_").replace("\"count\": 82435,", "\"count\": \"82 435\",");
        ImportFailure failure = failure(new K6SummaryExportImporter(), write("string.json", text));

        assertThat(failure.line()).isEqualTo(lineOf(text, "\"82 435\""));
        assertThat(failure.column()).isEqualTo(22);
        assertThat(failure.getMessage()).isEqualTo(
                "expected a number for \"count\" of the metric \"http_reqs\", found the string \"82 435\"");
    }

    @Test
    void aThresholdThatIsNeitherTrueNorFalseIsReported() throws Exception {
        String text = fixture("01_").replace("\"p(95)<1000\": false", "\"p(95)<1000\": \"no\"");
        ImportFailure failure = failure(new K6SummaryExportImporter(), write("threshold.json", text));

        assertThat(failure.line()).isEqualTo(lineOf(text, "\"p(95)<1000\""));
        assertThat(failure.getMessage()).startsWith("expected the threshold \"p(95)<1000\" of the metric"
                + " \"http_req_duration\" (true or false, or an object with \"ok\") (a JSON object), found the string");
    }

    @Test
    void wrongTypesInHandleSummaryDataAreReported() throws Exception {
        String text = fixture("10_").replace("\"testRunDurationMs\": 24425.289882", "\"testRunDurationMs\": true");
        ImportFailure failure = failure(new K6HandleSummaryImporter(), write("state.json", text));

        assertThat(failure.line()).isEqualTo(lineOf(text, "\"testRunDurationMs\""));
        assertThat(failure.getMessage()).isEqualTo(
                "expected a number for \"testRunDurationMs\" of \"state\", found true");
    }

    @Test
    void metricsInAnArrayAreNotASummaryExport() throws Exception {
        ImportFailure failure = failure(new K6SummaryExportImporter(),
                write("array.json", "{\n  \"metrics\": [1, 2],\n  \"root_group\": {}\n}\n"));

        assertThat(failure.line()).isEqualTo(2);
        assertThat(failure.column()).isEqualTo(14);
        assertThat(failure.getMessage()).isEqualTo(
                "expected \"metrics\", the metrics keyed by name, (a JSON object), found an array");
    }

    @Test
    void anEmptyObjectOrOneWithoutMetricsIsNoSummary() throws Exception {
        ImportFailure empty = failure(new K6SummaryExportImporter(), write("empty.json", "{}"));
        ImportFailure noMetrics = failure(new K6HandleSummaryImporter(),
                write("nometrics.json", "{\"root_group\": {\"groups\": [], \"checks\": []}, \"metrics\": {}}"));

        assertThat(empty.line()).isEqualTo(1);
        assertThat(empty.column()).isEqualTo(1);
        assertThat(empty.getMessage()).isEqualTo(
                "expected a k6 --summary-export summary with its metrics, found an empty object");
        assertThat(noMetrics.getMessage()).isEqualTo(
                "expected k6 handleSummary data with its metrics, found no metrics in it");
    }

    @Test
    void anEmptyFileAndAnArrayAreNoSummary() throws Exception {
        ImportFailure nothing = failure(new K6SummaryV1Importer(), write("nothing.json", "\n\n"));
        ImportFailure array = failure(new K6SummaryV1Importer(), write("array.json", "\n[1]"));

        assertThat(nothing.getMessage()).isEqualTo("the file ends before the summary is complete (is it truncated?)");
        assertThat(array.line()).isEqualTo(2);
        assertThat(array.getMessage()).isEqualTo(
                "expected a k6 1.5 machine-readable summary (a JSON object), found an array");
    }

    @Test
    void binaryBytesFailWithAPlaceInsteadOfHanging() throws Exception {
        byte[] noise = new byte[4096];
        new Random(7).nextBytes(noise);
        noise[0] = '{';
        Path file = folder.resolve("noise.json");
        Files.write(file, noise);

        ImportFailure failure = failure(new K6SummaryExportImporter(), file);
        assertThat(failure.line()).isPositive();
        assertThat(failure.getMessage()).startsWith("not valid JSON in a k6 --summary-export summary: Illegal character");
    }

    @Test
    void somethingAfterTheSummaryObjectIsReported() throws Exception {
        String text = fixture("08_") + "{\"type\":\"Point\"}\n";
        ImportFailure failure = failure(new K6SummaryExportImporter(), write("two.json", text));

        assertThat(failure.line()).isEqualTo(text.lines().count());
        assertThat(failure.getMessage()).isEqualTo(
                "expected the end of the file after the summary object, found an object");
    }

    @Test
    void deeplyNestedGroupsFailCleanly() throws Exception {
        String open = "{\"groups\": [".repeat(5000);
        String text = "{\"root_group\": " + open + "]}".repeat(5000) + ", \"metrics\": {}}";
        ImportFailure failure = failure(new K6HandleSummaryImporter(), write("deep.json", text));

        assertThat(failure.line()).isEqualTo(1);
        assertThat(failure.getMessage()).startsWith("not valid JSON in the group")
                .endsWith(": objects or arrays are nested deeper than BenchLens reads (1000 levels)")
                .hasSizeLessThan(250);
    }

    @Test
    void aFileOfMoreThan100MegabytesIsRefusedBeforeReading() throws Exception {
        Path huge = folder.resolve("huge.json");
        try (RandomAccessFile file = new RandomAccessFile(huge.toFile(), "rw")) {
            file.setLength(101L * 1024 * 1024);
        }
        ImportFailure failure = failure(new K6SummaryExportImporter(), huge);

        assertThat(failure.line()).isZero();
        assertThat(failure.getMessage()).startsWith("the file is 101 MB, too large for k6 --summary-export JSON");
    }

    @Test
    void aSmallGzipThatUnpacksToMoreThan100MegabytesIsStopped() throws Exception {
        Path bomb = folder.resolve("bomb.json.gz");
        byte[] spaces = new byte[1 << 20];
        Arrays.fill(spaces, (byte) ' ');
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(bomb))) {
            out.write("{\"metrics\": {\"http_reqs\": {\"count\": 1".getBytes(StandardCharsets.US_ASCII));
            for (int i = 0; i < 101; i++) {
                out.write(spaces);
            }
        }
        assertThat(Files.size(bomb)).isLessThan(1024 * 1024);

        ImportFailure failure = failure(new K6SummaryExportImporter(), bomb);
        assertThat(failure.getMessage()).startsWith("the file unpacks to more than 100 MB");
    }

    @Test
    void moreMetricsThanAnySummaryHoldsAreRefusedAtTheOneTooMany() throws Exception {
        StringBuilder text = new StringBuilder("{\"metrics\": {\n");
        for (int i = 0; i <= K6SummaryReader.MAX_METRICS; i++) {
            text.append(i == 0 ? "" : ",\n").append("\"http_reqs{url:/item/").append(i).append("}\": {\"count\": 1}");
        }
        text.append("}}\n");
        ImportFailure failure = failure(new K6SummaryExportImporter(), write("many.json", text.toString()));

        assertThat(failure.line()).isEqualTo(K6SummaryReader.MAX_METRICS + 2);
        assertThat(failure.getMessage()).isEqualTo("expected at most 50000 metrics in a k6 --summary-export summary,"
                + " found more; this is no end-of-test summary BenchLens can hold");
    }

    @Test
    void unknownKeysAndNullValuesAreNotedAndTheRestIsKept() throws Exception {
        String text = fixture("01_")
                .replace("\"metrics\": {", "\"reporter\": {\"name\": \"x\"},\n    \"metrics\": {")
                .replace("\"avg\": 59.21141558317469,", "\"avg\": null, \"unit\": \"ms\",")
                .replace("\"vus\": {", "\"queue depth\": {\"sampled\": \"yes\"},\n        \"pool\": {\"size\": 20},\n        \"vus\": {");
        new K6SummaryExportImporter().read(ImportSource.of(write("extra.json", text)), context);

        assertThat(runs).hasSize(1);
        RunDraft run = runs.get(0);
        assertThat(run.value(TOTAL, Metrics.THROUGHPUT)).isCloseTo(1372.48, within(0.005));
        assertThat(run.value(TOTAL, Metrics.LATENCY_AVG)).isNaN();
        assertThat(run.value(TOTAL, Metrics.LATENCY_P95)).isCloseTo(133.97, within(0.01));
        assertThat(run.value(TOTAL, "pool.size")).isEqualTo(20);
        assertThat(notes).containsExactly(
                "ignored \"reporter\" at the top level: not part of a k6 --summary-export summary",
                "k6 gave no value (null) for http_req_duration avg; left out",
                "ignored \"unit\" of the metric \"http_req_duration\": not a statistic",
                "ignored \"sampled\" of the metric \"queue depth\": not a statistic",
                "the metric \"queue depth\" holds no statistic BenchLens knows; left out",
                "could not tell what kind of metric \"pool\" is; its numbers are kept without a unit");
    }

    @Test
    void aScriptMetricNamedLikeANormalisedOneIsKeptApart() throws Exception {
        String text = fixture("10_").replace("\"http_reqs\": {",
                "\"errors\": {\"type\": \"counter\", \"contains\": \"default\", \"values\": {\"count\": 7, \"rate\": 0.3}},\n"
                        + "    \"http_reqs\": {");
        new K6HandleSummaryImporter().read(ImportSource.of(write("errors.json", text)), context);

        RunDraft run = runs.get(0);
        assertThat(run.value(TOTAL, Metrics.ERRORS)).isEqualTo(349);
        assertThat(run.value(TOTAL, "k6:errors.count")).isEqualTo(7);
        assertThat(run.value(TOTAL, "errors.rate")).isCloseTo(0.3975, within(0.00005));
        assertThat(run.value(TOTAL, "k6:errors.rate")).isEqualTo(0.3);
    }

    @Test
    void aScriptMetricNamedLikeANormalisedOneIsKeptApartEvenWhenItsFigureIsTheSame() throws Exception {
        String text = fixture("10_").replace("\"http_reqs\": {",
                "\"errors\": {\"type\": \"counter\", \"contains\": \"default\", \"values\": {\"count\": 349, \"rate\": 0.3}},\n"
                        + "    \"http_reqs\": {");
        new K6HandleSummaryImporter().read(ImportSource.of(write("same.json", text)), context);

        RunDraft run = runs.get(0);
        assertThat(run.value(TOTAL, Metrics.ERRORS)).isEqualTo(349);
        assertThat(run.value(TOTAL, "k6:errors.count")).isEqualTo(349);
        assertThat(notes).contains("the script's own errors.count is kept as k6:errors.count, apart from BenchLens's"
                + " normalised errors.count");
    }
}
