package org.benchlens.imports.k6.summary;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.Set;

import org.benchlens.model.Units;

/**
 * One metric of a k6 summary: its statistics by k6's own names ({@code avg}, {@code p(95)},
 * {@code count}, {@code passes}, …) and its thresholds. The type and content kind are given by
 * handleSummary data and the 1.5 summary; {@code --summary-export} leaves them out, so they are
 * inferred from the statistics and from the names of k6's built-in metrics.
 */
final class K6Metric {

    enum Type { COUNTER, GAUGE, RATE, TREND }

    /** Built-in trends that hold milliseconds, recognised when the file does not say. */
    private static final Set<String> TIME_TRENDS = Set.of(
            "http_req_duration", "http_req_blocked", "http_req_connecting", "http_req_tls_handshaking",
            "http_req_sending", "http_req_waiting", "http_req_receiving", "iteration_duration",
            "group_duration", "grpc_req_duration", "ws_connecting", "ws_session_duration", "ws_ping");
    private static final Set<String> DATA_COUNTERS = Set.of("data_received", "data_sent");
    private static final Set<String> VU_GAUGES = Set.of("vus", "vus_max");

    private final String name;
    private Type type;
    private String contains;
    private final Map<String, Double> values = new LinkedHashMap<>();
    private final List<K6Threshold> thresholds = new ArrayList<>();

    K6Metric(String name) {
        this.name = name;
    }

    String name() {
        return name;
    }

    /** The metric a sub-metric belongs to: {@code http_req_duration} of {@code http_req_duration{expected_response:true}}. */
    String baseName() {
        int brace = name.indexOf('{');
        return brace < 0 ? name : name.substring(0, brace);
    }

    void type(Type given) {
        this.type = given;
    }

    /** The type the file gave, or the one its statistics show; null when neither says. */
    Type type() {
        if (type != null) {
            return type;
        }
        if (values.containsKey("passes") || values.containsKey("fails")) {
            return Type.RATE;
        }
        if (values.containsKey("avg") || values.containsKey("med")
                || values.keySet().stream().anyMatch(K6Metric::isPercentile)) {
            return Type.TREND;
        }
        if (values.containsKey("count") || values.containsKey("rate")) {
            return Type.COUNTER;
        }
        if (values.containsKey("value") || values.containsKey("max")) {
            return Type.GAUGE;
        }
        return null;
    }

    void contains(String kind) {
        this.contains = kind;
    }

    void put(String statistic, double value) {
        values.put(statistic, value);
    }

    /** The 1.5 summary's {@code matches} and {@code total} of a rate, kept as passes and fails. */
    void replaceMatchesAndTotal(double passes, double fails) {
        values.remove("matches");
        values.remove("total");
        values.put("passes", passes);
        values.put("fails", fails);
    }

    void threshold(String expression, boolean failed) {
        thresholds.add(new K6Threshold(name, expression, failed));
    }

    Map<String, Double> values() {
        return Collections.unmodifiableMap(values);
    }

    List<K6Threshold> thresholds() {
        return Collections.unmodifiableList(thresholds);
    }

    /** A statistic, or NaN when the file does not give it. */
    double value(String statistic) {
        Double value = values.get(statistic);
        return value == null ? Double.NaN : value;
    }

    /**
     * The share of true samples of a rate metric. Computed from passes and fails when there are
     * any, because k6 before v0.30 wrote a {@code value} of 0 whatever the samples were.
     */
    double rate() {
        if (values.containsKey("rate")) {
            return value("rate");
        }
        return countedRate().orElse(value("value"));
    }

    /** passes / (passes + fails), when there are any. */
    OptionalDouble countedRate() {
        double passes = value("passes");
        double fails = value("fails");
        return passes + fails > 0 ? OptionalDouble.of(passes / (passes + fails)) : OptionalDouble.empty();
    }

    /** The unit of one statistic of this metric, from {@link Units}. */
    String unitOf(String statistic) {
        Type kind = type();
        if (kind == null) {
            return Units.NONE;
        }
        return switch (kind) {
            case TREND -> statistic.equals("count") ? Units.COUNT : magnitudeUnit();
            case COUNTER -> statistic.equals("rate") ? rateUnit() : countUnit();
            case GAUGE -> VU_GAUGES.contains(baseName()) ? Units.COUNT : magnitudeUnit();
            case RATE -> statistic.equals("rate") || statistic.equals("value") ? Units.RATIO : Units.COUNT;
        };
    }

    private String magnitudeUnit() {
        if (holdsTime()) {
            return Units.MILLISECONDS;
        }
        return holdsData() ? Units.BYTES : Units.NONE;
    }

    private String countUnit() {
        if (holdsData()) {
            return Units.BYTES;
        }
        return holdsTime() ? Units.MILLISECONDS : Units.COUNT;
    }

    private String rateUnit() {
        return holdsData() ? Units.BYTES_PER_SECOND : Units.PER_SECOND;
    }

    private boolean holdsTime() {
        return contains != null ? contains.equals("time") : TIME_TRENDS.contains(baseName());
    }

    private boolean holdsData() {
        return contains != null ? contains.equals("data") : DATA_COUNTERS.contains(baseName());
    }

    /** Whether a statistic is one the metric's type has, such as {@code count} for a counter. */
    boolean hasStatistic(String statistic) {
        Type kind = type();
        if (kind == null) {
            return true;
        }
        return switch (kind) {
            case COUNTER -> statistic.equals("count") || statistic.equals("rate");
            case GAUGE -> statistic.equals("value");
            case RATE -> statistic.equals("rate");
            case TREND -> Set.of("avg", "min", "med", "max", "count").contains(statistic) || isPercentile(statistic);
        };
    }

    static boolean isPercentile(String statistic) {
        return statistic.matches("p\\(\\d+(\\.\\d+)?\\)");
    }

    static String describe(Type kind) {
        return switch (kind) {
            case COUNTER -> "a counter";
            case GAUGE -> "a gauge";
            case RATE -> "a rate";
            case TREND -> "a trend";
        };
    }
}
