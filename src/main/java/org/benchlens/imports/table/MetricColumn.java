package org.benchlens.imports.table;

import java.util.Locale;
import java.util.OptionalDouble;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.imports.Quantities;
import org.benchlens.model.Metrics;
import org.benchlens.model.Units;

/**
 * What a column of a generic result table means, by its header's words and unit: a request rate
 * ({@code Overall RPS}, {@code req/s}, {@code throughput}) is throughput, a duration with a statistic
 * ({@code Avg. Pass Request Duration}, {@code p95}, {@code p99 (ms)}) is a latency, an error or pass
 * rate is the error rate, {@code VUs} the load level. A column it cannot place keeps its own name.
 *
 * @param metric  the normalised metric, or null when the column keeps only its own name
 * @param own     the column's own name as stored ({@code pass_rps})
 * @param inverse true when the value is a pass rate, whose complement is the error rate
 */
record MetricColumn(String header, String metric, String own, boolean inverse) {

    private static final Pattern RATE = Pattern.compile(
            "\\b(rps|tps|qps|ops/s|req/s|reqs/s|requests/s|requests per second|throughput|rate/s)\\b");
    private static final Pattern SUBSET = Pattern.compile("\\b(pass|passed|ok|success|successful|fail|failed|error)\\b");
    private static final Pattern DURATION = Pattern.compile("\\b(latency|duration|response|time|rt)\\b");
    private static final Pattern PERCENTILE = Pattern.compile("\\bp\\(?(50|90|95|99|99\\.9)\\)?\\b");
    private static final Pattern STAT = Pattern.compile("\\b(avg|average|mean|med|median|min|max)\\b");
    private static final Pattern ERRORS = Pattern.compile("\\b(error|errors|fail|failed|failure)\\s*(rate|%|ratio)?\\b");
    private static final Pattern PASSES = Pattern.compile("\\b(pass|success|ok)\\s*(rate|%|ratio)\\b");
    private static final Pattern LOAD = Pattern.compile("^(vus?|virtual users|users|concurrency|clients)\\b");
    private static final Pattern UNIT_IN_HEADER = Pattern.compile("[(\\[,]\\s*(ms|s|µs|us)\\s*[)\\]]?\\s*$");

    static MetricColumn of(String header) {
        String key = header.strip().toLowerCase(Locale.ROOT);
        String own = own(header);
        if (LOAD.matcher(key).find()) {
            return new MetricColumn(header, Metrics.VUS_MAX, own, false);
        }
        if (RATE.matcher(key).find()) {
            return new MetricColumn(header, SUBSET.matcher(key).find() ? null : Metrics.THROUGHPUT, own, false);
        }
        Matcher percentile = PERCENTILE.matcher(key);
        if (percentile.find()) {
            return new MetricColumn(header, Metrics.latencyFor("p(" + percentile.group(1) + ")"), own, false);
        }
        Matcher stat = STAT.matcher(key);
        if (DURATION.matcher(key).find() && stat.find()) {
            String name = switch (stat.group(1)) {
                case "average", "mean" -> "avg";
                case "median" -> "med";
                default -> stat.group(1);
            };
            return new MetricColumn(header, Metrics.latencyFor(name), own, false);
        }
        if (PASSES.matcher(key).find()) {
            return new MetricColumn(header, Metrics.ERRORS_RATE, own, true);
        }
        if (ERRORS.matcher(key).find() && !key.contains("count")) {
            return new MetricColumn(header, Metrics.ERRORS_RATE, own, false);
        }
        return new MetricColumn(header, null, own, false);
    }

    boolean isLatency() {
        return metric != null && metric.startsWith("latency.");
    }

    boolean isLoad() {
        return Metrics.VUS_MAX.equals(metric);
    }

    /** The unit a bare number of a latency column is in: the header's ({@code p95 (ms)}), else milliseconds. */
    String bareLatencyUnit() {
        Matcher unit = UNIT_IN_HEADER.matcher(header.toLowerCase(Locale.ROOT));
        return unit.find() ? unit.group(1) : "ms";
    }

    /** The value of a cell in this column's normalised unit, or empty when it is not a figure. */
    OptionalDouble normalised(String cell) {
        String text = GenericTable.plainNumber(cell);
        if (isLatency()) {
            OptionalDouble millis = Quantities.millis(text);
            if (millis.isPresent()) {
                return millis;
            }
            OptionalDouble bare = Quantities.number(text);
            return bare.isPresent() ? Quantities.millis(text + bareLatencyUnit()) : bare;
        }
        if (Metrics.ERRORS_RATE.equals(metric)) {
            OptionalDouble rate = Quantities.percentAsFraction(text);
            if (rate.isEmpty()) {
                rate = Quantities.number(text).stream().filter(v -> v >= 0 && v <= 1)
                        .mapToObj(OptionalDouble::of).findFirst().orElse(OptionalDouble.empty());
            }
            return inverse && rate.isPresent() ? OptionalDouble.of(1 - rate.getAsDouble()) : rate;
        }
        OptionalDouble perSecond = Quantities.perSecond(text);
        return perSecond.isPresent() ? perSecond : Quantities.number(text);
    }

    /** The unit of {@link #normalised}. */
    String unit() {
        if (isLatency()) {
            return Units.MILLISECONDS;
        }
        if (Metrics.ERRORS_RATE.equals(metric)) {
            return Units.RATIO;
        }
        return Metrics.THROUGHPUT.equals(metric) ? Units.PER_SECOND : Units.COUNT;
    }

    /** How the note describes this column's mapping: {@code "Overall RPS" → throughput}. */
    String describe() {
        String target = metric == null ? own : metric + (inverse ? " (1 - " + own + ")" : "");
        String bare = isLatency() ? ", bare numbers in " + bareLatencyUnit() : "";
        return "\"" + header.strip() + "\" → " + target + bare;
    }

    /** {@code Avg. Pass Request Duration} → avg_pass_request_duration. */
    static String own(String header) {
        String slug = header.strip().toLowerCase(Locale.ROOT).replace("%", " percent ")
                .replaceAll("[^a-z0-9/()]+", "_").replaceAll("^_+|_+$", "");
        return slug.isEmpty() ? "column" : slug;
    }
}
