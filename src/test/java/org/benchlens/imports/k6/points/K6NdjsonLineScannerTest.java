package org.benchlens.imports.k6.points;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import org.benchlens.testing.Fixtures;

/** The fast scanner reads exactly what Jackson reads, or leaves the line to Jackson. */
class K6NdjsonLineScannerTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final K6NdjsonLineScanner scanner = new K6NdjsonLineScanner();
    private final K6PointLine line = new K6PointLine();

    @Test
    void everyPointOfTheFixtureReadsAsJacksonReadsIt() throws Exception {
        int points = 0;
        for (String text : Files.readAllLines(Fixtures.path(K6NdjsonImporterTest.PLAIN))) {
            JsonNode node = MAPPER.readTree(text);
            boolean scanned = scan(text);
            if (node.path("type").asText().equals("Point")) {
                assertThat(scanned).as(text).isTrue();
                assertSameAsJackson(node);
                points++;
            }
        }
        assertThat(points).isEqualTo(3582);
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "1", "-0", "-1", "121.233058", "0.0906", "1e-07", "1E+06", "1.234567e+06",
            "123456789012345678", "0.1234567890123456789", "9007199254740993", "1e300", "2.2250738585072014E-308",
            "-45.000000", "11839", "3.141592653589793"})
    void numbersAreExactlyWhatDoubleParseDoubleSays(String number) {
        assertThat(scan(point("2023-09-08T21:03:10Z", number, "{}"))).isTrue();
        assertThat(line.value).isEqualTo(Double.parseDouble(number));
    }

    @ParameterizedTest
    @ValueSource(strings = {"01", "1.", ".5", "-", "1e", "+1", "0x10", "NaN", "1.5.2", "\"1\"", "null", "true",
            "1e999"})
    void invalidNumbersAreLeftToJackson(String number) {
        assertThat(scan(point("2023-09-08T21:03:10Z", number, "{}"))).isFalse();
    }

    @Test
    void randomTimesAndOffsetsReadAsJavaTimeReadsThem() {
        Random random = new Random(11);
        for (int i = 0; i < 10_000; i++) {
            long seconds = 1_500_000_000L + random.nextInt(500_000_000);
            int nanos = random.nextInt(4) == 0 ? 0 : random.nextInt(1_000_000_000);
            ZoneOffset offset = ZoneOffset.ofTotalSeconds((random.nextInt(48) - 24) * 1800);
            OffsetDateTime time = OffsetDateTime.ofInstant(java.time.Instant.ofEpochSecond(seconds, nanos), offset);
            String fraction = nanos == 0 ? "" : String.format(".%09d", nanos).replaceAll("0+$", "");
            String text = time.format(DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss")) + fraction
                    + (offset.getTotalSeconds() == 0 ? "Z" : offset.getId());
            assertThat(scan(point(text, "1", "{}"))).as(text).isTrue();
            assertThat(line.epochNanos).as(text).isEqualTo(seconds * 1_000_000_000L + nanos);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"2023-09-08 21:03:10", "2023-09-08T21:03:10", "2023-02-30T21:03:10Z",
            "2023-09-08T24:03:10Z", "2023-09-08T21:03:10.Z", "2023-09-08T21:03:10+2:00", "1969-12-31T23:59:59Z",
            "2301-01-01T00:00:00Z", "yesterday"})
    void timesThatAreNotRfc3339InTheYearsAcceptedAreLeftToJackson(String time) {
        assertThat(scan(point(time, "1", "{}"))).isFalse();
    }

    @Test
    void escapesAreDecodedWhenTheTextIsAskedFor() {
        assertThat(scan(point("2023-09-08T21:03:10Z", "1",
                "{\"scenario\":\"s\\u00e9\\\"q\\\\\",\"url\":\"a\\u0026b\\/c\\ud83d\\ude00\\n\"}"))).isTrue();
        assertThat(line.scenario().text()).isEqualTo("s\u00e9\"q\\");
        assertThat(tags()).containsEntry("url", "a&b/c\ud83d\ude00\n");
        assertThat(scan(point("2023-09-08T21:03:10Z", "1", "{\"url\":\"bad \\x escape\"}"))).isFalse();
        assertThat(scan(point("2023-09-08T21:03:10Z", "1", "{\"url\":\"bad \\u12g4 escape\"}"))).isFalse();
        assertThat(scan(point("2023-09-08T21:03:10Z", "1", "{\"url\":\"raw\ttab\"}"))).isFalse();
    }

    @Test
    void aKeyGivenTwiceIsLeftToJackson() {
        assertThat(scan("{\"metric\":\"vus\",\"type\":\"Point\",\"data\":{\"time\":\"2023-09-08T21:03:10Z\","
                + "\"value\":99999,\"value\":121.2,\"tags\":{}}}")).isFalse();
        assertThat(scan("{\"metric\":\"vus\",\"type\":\"Point\",\"data\":{\"time\":\"2023-09-08T21:03:10Z\","
                + "\"value\":1,\"tags\":{}},\"metric\":\"iterations\"}")).isFalse();
        assertThat(scan(point("2023-09-08T21:03:10Z", "1", "{\"url\":\"a\",\"url\":\"b\"}"))).isFalse();
        assertThat(scan(point("2023-09-08T21:03:10Z", "1", "{\"url\":\"a\",\"name\":\"a\"}"))).isTrue();
    }

    @Test
    void consecutivePointsSharingTheirTagsStillSeeTheirOwn() {
        String tags = "{\"scenario\":\"a\",\"status\":\"200\",\"url\":\"x\"}";
        assertThat(scan(point("2023-09-08T21:03:10Z", "1", tags))).isTrue();
        assertThat(scan(point("2023-09-08T21:03:10Z", "2", tags))).isTrue();
        assertThat(tags()).containsExactly(
                Map.entry("scenario", "a"), Map.entry("status", "200"), Map.entry("url", "x"));
        assertThat(line.status()).isEqualTo(200);
        assertThat(scan(point("2023-09-08T21:03:10Z", "3", "{\"scenario\":\"b\"}"))).isTrue();
        assertThat(tags()).containsExactly(Map.entry("scenario", "b"));
        assertThat(line.status()).isEqualTo(-1);
        assertThat(scan(point("2023-09-08T21:03:10Z", "4", "{}"))).isTrue();
        assertThat(line.scenario()).isNull();
    }

    @Test
    void metricLinesAndOtherShapesAreLeftToJackson() {
        // members k6 writes only in Metric lines: Jackson reads them, and any key given twice
        assertThat(scan("{\"type\":\"Metric\",\"data\":{\"name\":\"vus\",\"type\":\"gauge\"},\"metric\":\"vus\"}"))
                .isFalse();
        assertThat(scan("{\"metric\":\"vus\",\"type\":\"Point\",\"data\":{\"time\":\"2023-09-08T21:03:10Z\","
                + "\"value\":1,\"tags\":{\"n\":1}}}")).isFalse();
        assertThat(scan("{\"metric\":\"vus\",\"type\":\"Point\",\"data\":{\"time\":\"2023-09-08T21:03:10Z\","
                + "\"value\":1,\"tags\":{}}} trailing")).isFalse();
        assertThat(scan("{\"metric\":\"vus\",\"type\":\"Point\",\"data\":{\"time\":\"2023-09-08T21:03:10Z\","
                + "\"value\":1,\"tags\":{}")).isFalse();
    }

    private boolean scan(String text) {
        // a chunk of one line, and the newline after it that every chunk has
        byte[] bytes = (text + "\n").getBytes(StandardCharsets.UTF_8);
        return scanner.scan(bytes, 0, bytes.length - 1, line) == bytes.length - 1;
    }

    private static String point(String time, String value, String tags) {
        return "{\"metric\":\"m\",\"type\":\"Point\",\"data\":{\"time\":\"" + time + "\",\"value\":" + value
                + ",\"tags\":" + tags + "}}";
    }

    private Map<String, String> tags() {
        Map<String, String> tags = new LinkedHashMap<>();
        for (int i = 0; i < line.tagCount(); i++) {
            String key = line.tagKey(i).text();
            tags.put(key, line.tagValue(i).text());
        }
        return tags;
    }

    private void assertSameAsJackson(JsonNode node) {
        JsonNode data = node.path("data");
        assertThat(line.metric.text()).isEqualTo(node.path("metric").asText());
        assertThat(line.value).isEqualTo(data.path("value").asDouble());
        OffsetDateTime time = OffsetDateTime.parse(data.path("time").asText());
        assertThat(line.epochNanos).isEqualTo(time.toEpochSecond() * 1_000_000_000L + time.getNano());
        List<String> expected = new ArrayList<>();
        data.path("tags").properties().forEach(tag -> expected.add(tag.getKey() + "=" + tag.getValue().asText()));
        List<String> actual = new ArrayList<>();
        tags().forEach((key, value) -> actual.add(key + "=" + value));
        assertThat(actual).isEqualTo(expected);
    }
}
