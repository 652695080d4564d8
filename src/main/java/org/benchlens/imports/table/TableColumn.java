package org.benchlens.imports.table;

import java.util.Locale;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.imports.Quantities;
import org.benchlens.model.Metrics;
import org.benchlens.model.Units;

/**
 * A column of a pasted result table, known by its header: the k6 figures people copy from
 * summaries ({@code http_reqs}, {@code http_reqs_rate}, {@code http_reqs(total)},
 * {@code http_req_duration(avg)}, {@code data_received}, {@code vus}, {@code failed_requests}, ...).
 */
record TableColumn(String header, Kind kind, String latencyMetric) {

    enum Kind {
        NAME(""),
        RATE("a request rate such as 1372.484403/s"),
        COUNT("a request count such as 82435"),
        LATENCY("a duration such as 59.21ms, or a number of milliseconds"),
        DATA_RECEIVED("a size such as 24 MB"),
        DATA_SENT("a size such as 24 MB"),
        VUS("a number of virtual users such as 230"),
        FAILED("a failure rate such as 0.00%"),
        OTHER("");

        private final String expected;

        Kind(String expected) {
            this.expected = expected;
        }

        String expected() {
            return expected;
        }
    }

    private static final Set<String> NAMES = Set.of("", "benchmark_name", "benchmark", "name", "scenario", "test");
    private static final Set<String> RATES = Set.of("http_reqs", "http_reqs_rate", "http_reqs(rate)", "http_reqs.rate",
            "req/s", "rps");
    private static final Set<String> COUNTS = Set.of("http_reqs(total)", "http_reqs_count", "http_reqs(count)",
            "http_reqs.count");
    private static final Set<String> VUS = Set.of("vus", "vus_max", "max_vus");
    private static final Set<String> FAILURES = Set.of("failed_requests", "http_req_failed", "error_rate");
    private static final Pattern LATENCY = Pattern.compile(
            "http_req_duration[_.(]?(avg|min|med|max|p\\(?(\\d+(?:\\.\\d+)?)\\)?)\\)?");

    static TableColumn of(String header) {
        String key = header.strip().toLowerCase(Locale.ROOT);
        Matcher latency = LATENCY.matcher(key);
        if (latency.matches()) {
            String stat = latency.group(2) == null ? latency.group(1) : "p(" + latency.group(2) + ")";
            String metric = Metrics.latencyFor(stat);
            return new TableColumn(header, metric == null ? Kind.OTHER : Kind.LATENCY, metric);
        }
        Kind kind = NAMES.contains(key) ? Kind.NAME
                : RATES.contains(key) ? Kind.RATE
                : COUNTS.contains(key) ? Kind.COUNT
                : key.equals("data_received") ? Kind.DATA_RECEIVED
                : key.equals("data_sent") ? Kind.DATA_SENT
                : VUS.contains(key) ? Kind.VUS
                : FAILURES.contains(key) ? Kind.FAILED
                : Kind.OTHER;
        return new TableColumn(header, kind, null);
    }

    /** A column whose header names a k6 figure. */
    boolean isKnownFigure() {
        return kind != Kind.NAME && kind != Kind.OTHER;
    }

    /** The unit a cell of this column is read in and converted to, or empty when it is not one. */
    Reading read(String cell) {
        return switch (kind) {
            case RATE -> of(first(Quantities.perSecond(cell), Quantities.number(cell)), Units.PER_SECOND);
            case COUNT, VUS -> of(Quantities.number(cell), Units.COUNT);
            case LATENCY -> of(first(Quantities.millis(cell), Quantities.number(cell)), Units.MILLISECONDS);
            case DATA_RECEIVED, DATA_SENT -> of(first(Quantities.bytes(cell), Quantities.number(cell)), Units.BYTES);
            case FAILED -> failures(cell);
            case OTHER -> anything(cell);
            case NAME -> null;
        };
    }

    /** The normalised metric a cell of this column also gives, or null. */
    String normalised() {
        return switch (kind) {
            case RATE -> Metrics.THROUGHPUT;
            case COUNT -> Metrics.OPERATIONS;
            case LATENCY -> latencyMetric;
            case DATA_RECEIVED -> Metrics.DATA_RECEIVED;
            case DATA_SENT -> Metrics.DATA_SENT;
            case FAILED -> Metrics.ERRORS_RATE;
            default -> null;
        };
    }

    /**
     * A value read from a cell.
     *
     * @param exact false for a bare number in a failure column other than 0: a count or a rate,
     *              it cannot tell, so it is kept under the column's name only
     */
    record Reading(double value, String unit, boolean exact) {
    }

    /** {@code 0.00%} is a rate; a bare 0 says no failure either way; other bare numbers are unclear. */
    private static Reading failures(String cell) {
        OptionalDouble percent = Quantities.percentAsFraction(cell);
        if (percent.isPresent()) {
            return new Reading(percent.getAsDouble(), Units.RATIO, true);
        }
        OptionalDouble number = Quantities.number(cell);
        if (number.isEmpty()) {
            return null;
        }
        return new Reading(number.getAsDouble(), Units.NONE, number.getAsDouble() == 0);
    }

    private static Reading anything(String cell) {
        Reading reading = of(Quantities.number(cell), Units.NONE);
        reading = reading != null ? reading : of(Quantities.withMetricPrefix(cell), Units.NONE);
        reading = reading != null ? reading : of(Quantities.perSecond(cell), Units.PER_SECOND);
        reading = reading != null ? reading : of(Quantities.millis(cell), Units.MILLISECONDS);
        reading = reading != null ? reading : of(Quantities.bytes(cell), Units.BYTES);
        return reading != null ? reading : of(Quantities.percentAsFraction(cell), Units.RATIO);
    }

    private static OptionalDouble first(OptionalDouble a, OptionalDouble b) {
        return a.isPresent() ? a : b;
    }

    private static Reading of(OptionalDouble value, String unit) {
        return value.isPresent() ? new Reading(value.getAsDouble(), unit, true) : null;
    }
}
