package org.benchlens.imports.k6.points;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.benchlens.imports.k6.points.K6NdjsonImporterTest.PLAIN;
import static org.benchlens.imports.k6.points.K6NdjsonImporterTest.assertSameHistograms;
import static org.benchlens.imports.k6.points.K6NdjsonImporterTest.assertSameNumbers;
import static org.benchlens.imports.k6.points.K6NdjsonImporterTest.series;
import static org.benchlens.model.Steps.TOTAL;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.function.UnaryOperator;
import java.util.zip.GZIPOutputStream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.SeriesPoint;
import org.benchlens.testing.Fixtures;
import org.benchlens.testing.ImportHarness;

/** The fixture rewritten the ways k6 versions, tools and systems write it: the numbers must not change. */
class K6NdjsonVariantsTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    Path folder;

    private List<String> lines;
    private RunDraft original;

    @BeforeEach
    void readFixture() throws Exception {
        lines = Files.readAllLines(Fixtures.path(PLAIN));
        original = K6NdjsonImporterTest.read(PLAIN);
    }

    @Test
    void keysInAnotherOrderWithSpacesReadTheSame() throws Exception {
        // older k6 wrote {"type","data","metric"}; JSON tools add spaces and reorder data's keys
        RunDraft run = single(write("reordered.json", map(line -> {
            JsonNode node = json(line);
            ObjectNode data = (ObjectNode) node.path("data");
            ObjectNode reordered = MAPPER.createObjectNode();
            reordered.set("data", data.has("tags") ? reorderedData(data) : data);
            reordered.set("type", node.get("type"));
            reordered.set("metric", node.get("metric"));
            return reordered.toPrettyString().replace("\n", " ").replace("\r", "");
        })));
        assertSameNumbers(run, original);
        assertThat(run.series()).isEqualTo(original.series());
    }

    @Test
    void escapedTagsAreDecoded() throws Exception {
        // Go escapes & < > as \u0026 \u003c \u003e; any character may be escaped
        String escaped = "\"url\":\"http://test.k6.io/?a=1\\u0026b=\\u00e9\\ud83d\\ude00\"";
        RunDraft run = single(write("escaped.json", map(line -> line
                .replace("\"url\":\"http://test.k6.io\"", escaped)
                .replace("\"url\":\"https://test.k6.io/\"", escaped)
                .replace("\"method\":\"GET\"", "\"m\\u0065thod\":\"G\\u0045T\""))));
        assertThat(run.attributes().get("url")).contains("http://test.k6.io/?a=1&b=\u00e9\ud83d\ude00");
        assertThat(run.attributes().get("method")).contains("GET");
        assertSameNumbers(run, original);
    }

    @Test
    void windowsLineEndingsAByteOrderMarkAndUtf16ReadTheSame() throws Exception {
        String crlf = String.join("\r\n", lines) + "\r\n";
        assertSameNumbers(single(writeBytes("crlf.json", crlf.getBytes(StandardCharsets.UTF_8))), original);
        assertSameNumbers(single(writeBytes("bom.json", ("\ufeff" + crlf).getBytes(StandardCharsets.UTF_8))), original);
        // PowerShell's "k6 run --out json=- > file" writes UTF-16 with a byte-order mark
        assertSameNumbers(single(writeBytes("utf16.json", ("\ufeff" + crlf).getBytes(StandardCharsets.UTF_16LE))),
                original);
    }

    @Test
    void carriageReturnsAloneEndLinesPlainAndGzipped() throws Exception {
        // old Mac line ends, which some editors and transfers still write
        byte[] crOnly = (String.join("\r", lines) + "\r").getBytes(StandardCharsets.UTF_8);
        RunDraft plain = single(writeBytes("cr.json", crOnly));
        assertSameNumbers(plain, original);
        assertThat(plain.series()).isEqualTo(original.series());
        assertSameHistograms(plain, original);

        ByteArrayOutputStream gzipped = new ByteArrayOutputStream();
        try (GZIPOutputStream out = new GZIPOutputStream(gzipped)) {
            out.write(crOnly);
        }
        RunDraft unzipped = single(writeBytes("cr.json.gz", gzipped.toByteArray()));
        assertSameNumbers(unzipped, original);
        assertThat(unzipped.series()).isEqualTo(original.series());
    }

    @Test
    void pointsALittleOutOfOrderGiveTheSameSeries() throws Exception {
        List<String> shuffled = new ArrayList<>(lines);
        Random random = new Random(7);
        for (int start = 0; start < shuffled.size(); start += 40) {
            Collections.shuffle(shuffled.subList(start, Math.min(start + 40, shuffled.size())), random);
        }
        RunDraft run = single(write("shuffled.json", shuffled));
        assertSameNumbers(run, original);
        assertThat(run.series()).isEqualTo(original.series());
        assertSameHistograms(run, original);
    }

    @Test
    void latencyPointsMuchLaterThanTheirSecondCountEverywhereButInThatSecondsP95() throws Exception {
        List<String> moved = new ArrayList<>(lines);
        List<String> early = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            if (moved.get(i).contains("\"metric\":\"http_req_duration\",\"type\":\"Point\"")) {
                early.add(moved.remove(i--));
            }
        }
        moved.addAll(early);
        ImportHarness.Read read = ImportHarness.read(new K6NdjsonImporter(), write("late.json", moved));
        RunDraft run = read.runs().get(0);
        assertThat(read.notes()).singleElement().asString()
                .startsWith(early.size() + " latency points came 16 s or more after later points");
        assertThat(run.value(TOTAL, Metrics.LATENCY_P95)).isEqualTo(original.value(TOTAL, Metrics.LATENCY_P95));
        assertThat(series(run, TOTAL, Metrics.SERIES_RATE)).isEqualTo(series(original, TOTAL, Metrics.SERIES_RATE));
    }

    @Test
    void failedRequestsAreCountedFromHttpReqFailedOrElseFromTheStatus() throws Exception {
        // make every request to https://test.k6.io/ (161 of 322) a 503 that k6 marks as failed
        UnaryOperator<String> failing = line -> {
            JsonNode node = json(line);
            if (!(node.path("data").path("tags") instanceof ObjectNode tags)
                    || !tags.path("url").asText().equals("https://test.k6.io/")) {
                return line;
            }
            tags.put("status", "503").put("expected_response", "false");
            if (node.path("metric").asText().equals("http_req_failed")) {
                ((ObjectNode) node.path("data")).put("value", 1);
            }
            return node.toString();
        };
        RunDraft withMetric = single(write("failed.json", map(failing)));
        assertThat(withMetric.value(TOTAL, Metrics.ERRORS)).isEqualTo(161);
        assertThat(withMetric.value(TOTAL, Metrics.ERRORS_RATE)).isEqualTo(0.5);
        assertThat(withMetric.value(TOTAL, "http_req_failed.passes")).isEqualTo(161);
        // before k6 0.31 there was no http_req_failed: a status of 400 and above is a failure
        List<String> old = map(failing).stream().filter(line -> !line.contains("\"http_req_failed\"")).toList();
        RunDraft withoutMetric = single(write("old.json", old));
        assertThat(withoutMetric.value(TOTAL, Metrics.ERRORS)).isEqualTo(161);
        assertThat(withoutMetric.value("contacts", Metrics.ERRORS_RATE)).isEqualTo(0.5);
        assertThat(withoutMetric.value(TOTAL, "http_req_failed.rate")).isNaN();
        assertThat(withoutMetric.attributes().get("errors.source")).contains("status 0 or 400 and above");
    }

    @Test
    void aRunWithoutHttpRequestsImportsItsIterationsWithANote() throws Exception {
        List<String> noHttp = lines.stream().filter(line -> !line.contains("\"metric\":\"http_req")).toList();
        ImportHarness.Read read = ImportHarness.read(new K6NdjsonImporter(), write("nohttp.json", noHttp));
        RunDraft run = read.runs().get(0);
        assertThat(read.notes()).containsExactly("no http_reqs points (not an HTTP test?): throughput, operations and"
                + " latency are those of iterations (iterations, iteration_duration)");
        assertThat(run.value(TOTAL, Metrics.OPERATIONS)).isEqualTo(161);
        assertThat(run.value(TOTAL, Metrics.LATENCY_MAX)).isEqualTo(629.986086);
        assertThat(run.value(TOTAL, Metrics.ERRORS)).isNaN();
        assertThat(run.value(TOTAL, Metrics.THROUGHPUT)).isCloseTo(161 / run.value(TOTAL, Metrics.DURATION),
                within(1e-9));
        assertThat(series(run, TOTAL, Metrics.SERIES_RATE).points().stream().mapToDouble(p -> p.value()).sum())
                .isEqualTo(161);
        assertThat(run.histograms()).extracting(h -> h.metric()).containsOnly("iteration_duration");
    }

    @Test
    void thresholdsAndChecksAndTheScriptsOwnTagsAreKept() throws Exception {
        List<String> withMore = new ArrayList<>(map(line -> line
                .replace("\"name\":\"http_req_duration\",\"type\":\"trend\",\"contains\":\"time\",\"thresholds\":[]",
                        "\"name\":\"http_req_duration\",\"type\":\"trend\",\"contains\":\"time\","
                                + "\"thresholds\":[\"p(95)<500\",\"p(99)<1500\"]")
                .replace("\"scenario\":\"contacts\"", "\"instance\":\"m5a.large\",\"scenario\":\"contacts\"")));
        withMore.add("{\"type\":\"Metric\",\"data\":{\"name\":\"checks\",\"type\":\"rate\",\"contains\":\"default\","
                + "\"thresholds\":[\"rate>0.9\"],\"submetrics\":null},\"metric\":\"checks\"}");
        for (int i = 0; i < 4; i++) {
            withMore.add("{\"metric\":\"checks\",\"type\":\"Point\",\"data\":{\"time\":\"2023-09-08T21:03:30.4+02:00\","
                    + "\"value\":" + (i == 0 ? 0 : 1) + ",\"tags\":{\"check\":\"is 200\",\"scenario\":\"contacts\"}}}");
        }
        RunDraft run = single(write("more.json", withMore));
        assertThat(run.attributes().get("thresholds.http_req_duration")).contains("p(95)<500; p(99)<1500");
        assertThat(run.attributes().get("thresholds.checks")).contains("rate>0.9");
        assertThat(run.attributes().get("instance")).contains("m5a.large");
        assertThat(run.value(TOTAL, Metrics.CHECKS_RATE)).isEqualTo(0.75);
        assertThat(run.value("contacts", "checks.fails")).isEqualTo(1);
    }

    @Test
    void aScriptMetricNamedLikeANormalisedOneIsKeptApart() throws Exception {
        List<String> withLatency = new ArrayList<>(lines);
        withLatency.add("{\"metric\":\"latency\",\"type\":\"Point\",\"data\":{\"time\":\"2023-09-08T21:03:30Z\","
                + "\"value\":7,\"tags\":{\"scenario\":\"contacts\"}}}");
        ImportHarness.Read read = ImportHarness.read(new K6NdjsonImporter(), write("latency.json", withLatency));
        RunDraft run = read.runs().get(0);
        assertThat(read.notes()).containsExactly(
                "script metrics named like BenchLens's normalised measurements are kept as k6:<name>: latency.avg,"
                        + " latency.max, latency.med, latency.min",
                "metrics without a Metric line, read as trends: latency");
        assertThat(run.value(TOTAL, "k6:latency.avg")).isEqualTo(7);
        assertThat(run.value(TOTAL, Metrics.LATENCY_AVG)).isEqualTo(original.value(TOTAL, Metrics.LATENCY_AVG));
        assertThat(run.value(TOTAL, "latency.count")).isEqualTo(1);
        assertThat(run.value(TOTAL, "latency.p(95)")).isEqualTo(7);
    }

    @Test
    void severalScenariosEachGetTheirStepSeriesAndConstantTags() throws Exception {
        // requests to https://test.k6.io/ become a scenario of their own
        List<String> two = map(line -> line.contains("\"url\":\"https://test.k6.io/\"")
                ? line.replace("\"scenario\":\"contacts\"", "\"scenario\":\"home\"") : line);
        RunDraft run = single(write("two.json", two));
        assertThat(run.name()).isEqualTo("contacts + home 2 VUs");
        assertThat(run.value("contacts", Metrics.OPERATIONS)).isEqualTo(161);
        assertThat(run.value("home", Metrics.OPERATIONS)).isEqualTo(161);
        assertThat(run.value(TOTAL, Metrics.OPERATIONS)).isEqualTo(322);
        assertThat(run.attributes().get("url.contacts")).contains("http://test.k6.io");
        assertThat(run.attributes().get("url.home")).contains("https://test.k6.io/");
        assertThat(run.attributes().values()).doesNotContainKeys("name.home", "name.contacts", "url", "name");
        assertThat(run.attributes().get("method")).contains("GET");
        assertThat(run.attributes().get(AttributeKeys.SCENARIO)).isEmpty();
        assertThat(run.value(TOTAL, Metrics.LATENCY_P95)).isEqualTo(original.value(TOTAL, Metrics.LATENCY_P95));
        List<SeriesPoint> homeRate = series(run, "home", Metrics.SERIES_RATE).points();
        assertThat(homeRate.stream().mapToDouble(SeriesPoint::value).sum()).isEqualTo(161);
        // a p95 for every second with requests of its own
        assertThat(series(run, "home", Metrics.SERIES_P95).points()).extracting(SeriesPoint::epochSecond)
                .containsExactlyElementsOf(homeRate.stream().filter(point -> point.value() > 0)
                        .map(SeriesPoint::epochSecond).toList());
    }

    private RunDraft single(Path file) throws Exception {
        ImportHarness.Read read = ImportHarness.read(new K6NdjsonImporter(), file);
        assertThat(read.notes()).isEmpty();
        assertThat(read.runs()).hasSize(1);
        return read.runs().get(0);
    }

    private List<String> map(UnaryOperator<String> change) {
        return lines.stream().map(change).toList();
    }

    private Path write(String name, List<String> content) throws Exception {
        return writeBytes(name, (String.join("\n", content) + "\n").getBytes(StandardCharsets.UTF_8));
    }

    private Path writeBytes(String name, byte[] bytes) throws Exception {
        Path file = folder.resolve(name);
        Files.write(file, bytes);
        return file;
    }

    private static ObjectNode reorderedData(ObjectNode data) {
        ObjectNode reordered = MAPPER.createObjectNode();
        reordered.set("tags", data.get("tags"));
        reordered.set("value", data.get("value"));
        reordered.set("time", data.get("time"));
        return reordered;
    }

    private static JsonNode json(String line) {
        try {
            return MAPPER.readTree(line);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
