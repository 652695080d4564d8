package org.benchlens.imports.k6.points;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** The k6 metrics BenchLens reads for more than their statistics, and the types of k6's own metrics. */
enum K6PointMetricKind {
    HTTP_REQS("http_reqs"),
    HTTP_REQ_DURATION("http_req_duration"),
    HTTP_REQ_FAILED("http_req_failed"),
    DATA_SENT("data_sent"),
    DATA_RECEIVED("data_received"),
    VUS("vus"),
    CHECKS("checks"),
    ITERATIONS("iterations"),
    ITERATION_DURATION("iteration_duration"),
    OTHER(null);

    /** Types of k6's built-in metrics, for files whose Metric lines are missing. */
    private static final Map<String, String> BUILTIN_TYPES = Map.ofEntries(
            Map.entry("http_reqs", "counter"), Map.entry("http_req_failed", "rate"),
            Map.entry("http_req_duration", "trend"), Map.entry("http_req_blocked", "trend"),
            Map.entry("http_req_connecting", "trend"), Map.entry("http_req_tls_handshaking", "trend"),
            Map.entry("http_req_sending", "trend"), Map.entry("http_req_waiting", "trend"),
            Map.entry("http_req_receiving", "trend"), Map.entry("iteration_duration", "trend"),
            Map.entry("group_duration", "trend"), Map.entry("iterations", "counter"),
            Map.entry("dropped_iterations", "counter"), Map.entry("data_sent", "counter"),
            Map.entry("data_received", "counter"), Map.entry("vus", "gauge"), Map.entry("vus_max", "gauge"),
            Map.entry("checks", "rate"));

    private static final Map<String, String> BUILTIN_CONTENTS = Map.of(
            "data_sent", "data", "data_received", "data");

    private final String metricName;

    K6PointMetricKind(String metricName) {
        this.metricName = metricName;
    }

    String metricName() {
        return metricName;
    }

    /** The names of the metrics read for more than their statistics. */
    static List<String> metricNames() {
        return Arrays.stream(values()).map(K6PointMetricKind::metricName).filter(Objects::nonNull).toList();
    }

    static K6PointMetricKind of(String name) {
        for (K6PointMetricKind kind : values()) {
            if (name.equals(kind.metricName)) {
                return kind;
            }
        }
        return OTHER;
    }

    /** The type k6 gives one of its own metrics ("counter", "trend", ...), or null for a script's metric. */
    static String builtinType(String name) {
        return BUILTIN_TYPES.get(name);
    }

    /** What a metric without a Metric line holds: "time" for trends, "data" for bytes, "default" otherwise. */
    static String builtinContents(String name, String type) {
        return BUILTIN_CONTENTS.getOrDefault(name, "trend".equals(type) ? "time" : "default");
    }

    /** True for metrics whose values may be a trend, so that their percentiles are needed. */
    static boolean mayBeTrend(String name) {
        String type = BUILTIN_TYPES.get(name);
        return type == null || type.equals("trend");
    }
}
