package org.benchlens.imports.table;

import java.util.List;
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
 * @param timeUnit the unit of a latency column's bare numbers, from its header ({@code (us)}) or the
 *                 file's comment lines ({@code #[TimeUnit: NANOSECONDS]}); null when neither says it
 * @param uncertain why a column that looks like a normalised metric keeps only its own name, or null
 */
record MetricColumn(String header, String metric, String own, boolean inverse, String timeUnit, String uncertain) {

    private static final Pattern RATE = Pattern.compile(
            "\\b(rps|tps|qps|ops/s|ops/sec|ops/second|req/s|req/sec|reqs/s|requests/s|requests/sec|requests per second"
                    + "|operations per second|throughput|rate/s)\\b");
    private static final Pattern SUBSET = Pattern.compile("\\b(pass|passed|ok|success|successful|fail|failed|error)\\b");
    private static final Pattern DURATION = Pattern.compile("\\b(latency|duration|response|time|rt)\\b");
    /** A percentile named exactly: {@code p99.9}, {@code p(95)}, {@code P50}; not {@code p999}, whose rank is a convention. */
    private static final Pattern PERCENTILE = Pattern.compile("(?<![a-z0-9])p\\(?(\\d{1,2}(?:\\.\\d+)?|100)\\)?(?![a-z0-9(]|\\.\\d)");
    /** Digits after a p that name no percentile of themselves ({@code p999}, {@code p9999}). */
    private static final Pattern UNCERTAIN_PERCENTILE = Pattern.compile("(?<![a-z0-9])p\\d{3,}(?![a-z0-9])");
    private static final Pattern STAT = Pattern.compile("\\b(avg|average|mean|med|median|min|max)\\b");
    private static final Pattern ERRORS = Pattern.compile("\\b(error|errors|fail|failed|failure)\\s*(rate|%|ratio)?\\b");
    private static final Pattern PASSES = Pattern.compile("\\b(pass|success|ok)\\s*(rate|%|ratio)\\b");
    private static final Pattern LOAD = Pattern.compile("^(vus?|virtual users|users|concurrency|clients)\\b");
    private static final Pattern UNIT_IN_HEADER = Pattern.compile("[(\\[,]\\s*(ms|s|µs|us|ns)\\s*[)\\]]?\\s*$");

    static MetricColumn of(String header) {
        return of(header, null);
    }

    /** The column, with the time unit the file's comment lines give its bare numbers, if any. */
    static MetricColumn of(String header, String fileTimeUnit) {
        String key = header.strip().toLowerCase(Locale.ROOT);
        String own = own(header);
        Matcher inHeader = UNIT_IN_HEADER.matcher(key);
        String unit = inHeader.find() ? inHeader.group(1) : fileTimeUnit;
        if (LOAD.matcher(key).find()) {
            return new MetricColumn(header, Metrics.VUS_MAX, own, false, null, null);
        }
        if (RATE.matcher(key).find()) {
            return new MetricColumn(header, SUBSET.matcher(key).find() ? null : Metrics.THROUGHPUT, own, false, null, null);
        }
        Matcher percentile = PERCENTILE.matcher(key);
        if (percentile.find()) {
            String metric = Metrics.latencyAtPercentile(Double.parseDouble(percentile.group(1)));
            return new MetricColumn(header, metric, own, false, unit, null);
        }
        if (UNCERTAIN_PERCENTILE.matcher(key).find()) {
            return new MetricColumn(header, null, own, false, null, "which percentile its digits name is a convention");
        }
        Matcher stat = STAT.matcher(key);
        if (DURATION.matcher(key).find() && stat.find()) {
            String name = switch (stat.group(1)) {
                case "average", "mean" -> "avg";
                case "median" -> "med";
                default -> stat.group(1);
            };
            return new MetricColumn(header, Metrics.latencyFor(name), own, false, unit, null);
        }
        if (PASSES.matcher(key).find()) {
            return new MetricColumn(header, Metrics.ERRORS_RATE, own, true, null, null);
        }
        if (ERRORS.matcher(key).find() && !key.contains("count")) {
            return new MetricColumn(header, Metrics.ERRORS_RATE, own, false, null, null);
        }
        return new MetricColumn(header, null, own, false, null, null);
    }

    /**
     * A latency column of bare numbers whose unit neither its header nor the file says keeps only
     * its own name: milliseconds would be a guess.
     */
    MetricColumn certainFor(List<String> cells) {
        boolean bare = cells.stream().anyMatch(cell -> Quantities.number(GenericTable.plainNumber(cell)).isPresent());
        if (!isLatency() || timeUnit != null || !bare) {
            return this;
        }
        return new MetricColumn(header, null, own, false, null, "its numbers carry no unit and neither its header nor"
                + " the file says which");
    }

    boolean isLatency() {
        return metric != null && metric.startsWith("latency.");
    }

    boolean isLoad() {
        return Metrics.VUS_MAX.equals(metric);
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
            return bare.isPresent() && timeUnit != null ? Quantities.millis(text + timeUnit) : OptionalDouble.empty();
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
        if (perSecond.isPresent()) {
            return perSecond;
        }
        OptionalDouble number = Quantities.number(text);
        return number.isPresent() ? number : Quantities.withMetricPrefix(text);
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
        String bare = isLatency() && timeUnit != null ? ", bare numbers in " + timeUnit : "";
        String why = uncertain == null ? "" : " only (" + uncertain + ")";
        return "\"" + header.strip() + "\" → " + target + bare + why;
    }

    /** {@code Avg. Pass Request Duration} → avg_pass_request_duration. */
    static String own(String header) {
        String slug = header.strip().toLowerCase(Locale.ROOT).replace("%", " percent ")
                .replaceAll("[^a-z0-9/()]+", "_").replaceAll("^_+|_+$", "");
        return slug.isEmpty() ? "column" : slug;
    }
}
