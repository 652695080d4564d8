package org.benchlens.analysis.capacity;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.model.Metrics;

/**
 * One service-level target a load level must meet: a latency statistic at most so many
 * milliseconds ({@code p95<=200ms}) or an error rate at most a share ({@code errors<=1%}).
 *
 * @param name   as the person wrote it: p95, p99, avg, errors …
 * @param metric the measurement it reads (latency.p95, errors.rate)
 * @param limit  the most the measurement may be, in its unit (ms, or a share 0..1)
 */
public record SloTarget(String name, String metric, double limit) {

    private static final Pattern FORM = Pattern.compile("\\s*([a-z0-9.()]+)\\s*<=\\s*([0-9]*\\.?[0-9]+)\\s*(ms|s|us|µs|%)?\\s*");
    private static final String ERRORS = "errors";

    /** Reads {@code p95<=200ms}, {@code p99<=1.5s}, {@code errors<=1%}; throws with a sentence otherwise. */
    public static SloTarget parse(String text) {
        Matcher m = FORM.matcher(text.toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw new IllegalArgumentException("cannot read the SLO '" + text
                    + "': expected a statistic, '<=' and a limit, such as p95<=200ms or errors<=1%");
        }
        String name = m.group(1);
        double number = Double.parseDouble(m.group(2));
        String unit = m.group(3);
        if (name.equals(ERRORS) || name.equals(Metrics.ERRORS_RATE)) {
            if (unit != null && !unit.equals("%") || unit == null && number > 1) {
                throw new IllegalArgumentException("cannot read the SLO '" + text
                        + "': an error rate is a percentage (errors<=1%) or a share of 1 (errors<=0.01)");
            }
            return new SloTarget(ERRORS, Metrics.ERRORS_RATE, unit == null ? number : number / 100);
        }
        String metric = Metrics.latencyFor(name.startsWith("latency.") ? name.substring(8) : name);
        if (metric == null) {
            throw new IllegalArgumentException("cannot read the SLO '" + text + "': '" + name
                    + "' is not a latency statistic; expected avg, med, p90, p95, p99, p99.9, max or errors");
        }
        if ("%".equals(unit)) {
            throw new IllegalArgumentException("cannot read the SLO '" + text + "': a latency is a time, such as 200ms or 1s");
        }
        double millis = unit == null || unit.equals("ms") ? number : unit.equals("s") ? number * 1000 : number / 1000;
        return new SloTarget(name.startsWith("latency.") ? name.substring(8) : name, metric, millis);
    }

    public boolean isErrorRate() {
        return metric.equals(Metrics.ERRORS_RATE);
    }

    /** True when a measured value meets the target. */
    public boolean allows(double measured) {
        return measured <= limit;
    }

    /** {@code p95 ≤ 200 ms}, {@code errors ≤ 1 %}. */
    @Override
    public String toString() {
        return name + " ≤ " + (isErrorRate() ? CapacityNumbers.plain(limit * 100) + " %" : CapacityNumbers.plain(limit) + " ms");
    }

    /** A measured value in the target's unit: {@code 212 ms}, {@code 4.4 %}. */
    public String show(double measured) {
        return isErrorRate() ? CapacityNumbers.significant(measured * 100, 2) + " %"
                : CapacityNumbers.significant(measured, 3) + " ms";
    }
}
