package org.benchlens.imports.k6.points;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.benchlens.imports.JsonMessages;

/**
 * Reads a line of k6 NDJSON with Jackson: Metric lines, and the lines the fast scanner left
 * aside. Says precisely what is wrong with a line that is not k6 output.
 */
final class K6NdjsonTreeLine {

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    /** For reading: a key given twice in one object leaves the value meant unknown, so the line is refused. */
    private static final ObjectMapper STRICT = MAPPER.copy().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);

    private K6NdjsonTreeLine() {
    }

    /** True for a one-line JSON object of type Metric or Point with a metric and data: the start of k6 NDJSON. */
    static boolean isK6Object(String line) {
        if (!line.startsWith("{") || !line.endsWith("}")) {
            return false;
        }
        try {
            JsonNode node = MAPPER.readTree(line);
            String type = node.path("type").asText("");
            return (type.equals("Metric") || type.equals("Point")) && node.path("metric").isTextual()
                    && node.path("data").isObject();
        } catch (JsonProcessingException e) {
            return false;
        }
    }

    /** What a line was. */
    enum Kind { POINT, METRIC, OTHER }

    /**
     * Reads the line into {@code into} (a point) or {@code definitions} (a Metric line).
     *
     * @throws K6PointLineProblem when the line is not a k6 output object
     */
    static Kind read(byte[] bytes, int offset, int length, K6PointLine into, List<K6PointMetricDefinition> definitions)
            throws K6PointLineProblem {
        JsonNode node;
        try {
            node = STRICT.readTree(bytes, offset, length);
        } catch (JsonEOFException e) {
            throw new K6PointLineProblem(column(e), "expected a whole JSON object on the line, but it ends early",
                    true);
        } catch (JsonProcessingException e) {
            throw new K6PointLineProblem(column(e),
                    "expected one JSON object per line (" + JsonMessages.reason(e) + ")", false);
        } catch (java.io.IOException e) {
            throw new K6PointLineProblem(0, "expected one JSON object per line (" + e.getMessage() + ")", false);
        }
        if (node == null || !node.isObject()) {
            throw new K6PointLineProblem(1, "expected a JSON object with \"type\", \"metric\" and \"data\", found "
                    + (node == null ? "nothing" : node.getNodeType().toString().toLowerCase()), false);
        }
        String type = node.path("type").asText("");
        into.reset();
        into.setText(into.type, type);
        if (type.equals("Metric")) {
            definitions.add(definition(node));
            return Kind.METRIC;
        }
        if (!type.equals("Point")) {
            if (type.isEmpty()) {
                throw new K6PointLineProblem(1, "expected a k6 output object with \"type\" \"Point\" or \"Metric\"",
                        false);
            }
            return Kind.OTHER;
        }
        readPoint(node, into);
        return Kind.POINT;
    }

    private static void readPoint(JsonNode node, K6PointLine into) throws K6PointLineProblem {
        JsonNode metric = node.get("metric");
        JsonNode data = node.get("data");
        if (metric == null || !metric.isTextual() || data == null || !data.isObject()) {
            throw new K6PointLineProblem(1, "expected a k6 Point with \"metric\" (a name) and \"data\" (an object)",
                    false);
        }
        into.setText(into.metric, metric.asText());
        JsonNode time = data.get("time");
        JsonNode value = data.get("value");
        if (time == null || !time.isTextual()) {
            throw new K6PointLineProblem(1, "expected data.time, an RFC 3339 time, in the k6 Point", false);
        }
        if (value == null || !value.isNumber() || !Double.isFinite(value.asDouble())) {
            throw new K6PointLineProblem(1, "expected data.value, a number a double holds, in the k6 Point, found "
                    + (value == null ? "none" : value.isNumber() ? value.asText() : value.toString()), false);
        }
        into.epochNanos = epochNanos(time.asText());
        into.hasTime = true;
        into.value = value.asDouble();
        into.hasValue = true;
        JsonNode tags = data.get("tags");
        if (tags != null && tags.isObject()) {
            for (Map.Entry<String, JsonNode> tag : tags.properties()) {
                if (!tag.getValue().isNull()) {
                    int index = into.addTag();
                    into.setText(into.rawTagKey(index), tag.getKey());
                    into.keyed(index);
                    into.setText(into.rawTagValue(index), tag.getValue().isValueNode()
                            ? tag.getValue().asText() : tag.getValue().toString());
                }
            }
        }
    }

    private static long epochNanos(String text) throws K6PointLineProblem {
        long nanos = K6PointTime.parse(text);
        if (nanos == K6PointTime.INVALID) {
            throw new K6PointLineProblem(1, "expected data.time to be an RFC 3339 time between "
                    + K6PointTime.FIRST_YEAR + " and " + K6PointTime.LAST_YEAR + ", found \"" + text + "\"", false);
        }
        return nanos;
    }

    private static K6PointMetricDefinition definition(JsonNode node) {
        JsonNode data = node.path("data");
        String name = data.path("name").asText(node.path("metric").asText(""));
        List<String> thresholds = new ArrayList<>();
        JsonNode list = data.path("thresholds");
        if (list.isObject()) {
            list = list.path("thresholds");
        }
        for (JsonNode threshold : list) {
            String source = threshold.isTextual() ? threshold.asText() : threshold.path("source").asText("");
            if (!source.isBlank()) {
                thresholds.add(source);
            }
        }
        return new K6PointMetricDefinition(name, data.path("type").asText(""), data.path("contains").asText(""),
                thresholds);
    }

    private static int column(JsonProcessingException e) {
        return e.getLocation() == null ? 0 : Math.max(e.getLocation().getColumnNr(), 0);
    }
}
