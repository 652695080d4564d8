package org.benchlens.imports.jmh;

import java.util.Iterator;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.StringJoiner;

import com.fasterxml.jackson.databind.JsonNode;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.Quantities;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Units;

/** One benchmark object of JMH's JSON, its raw data left out, as a step of the run (decision 0167). */
final class JmhBenchmark {

    private static final Set<String> MODES = Set.of("thrpt", "avgt", "sample", "ss");
    /** What JMH writes for a figure that is no number: a score error of one iteration is NaN. */
    private static final Set<String> UNWRITTEN = Set.of("NaN", "+INF", "-INF");
    /** JMH's time units ({@code TimeValue.tuToString}) in milliseconds, as a power of ten where they are one. */
    private static final Map<String, Integer> MILLIS_POWER = Map.of("ns", -6, "us", -3, "ms", 0, "s", 3);
    private static final Map<String, Double> MILLIS = Map.of("min", 60_000.0, "hr", 3_600_000.0, "day", 86_400_000.0);

    private final JsonNode node;
    private final String where;
    private final long line;

    /**
     * @param where the benchmark, for messages ("benchmark 3 (line 120) of JMH's JSON results")
     * @param line  the line where its object starts
     */
    JmhBenchmark(JsonNode node, String where, long line) {
        this.node = node;
        this.where = where;
        this.line = line;
    }

    /** Adds the benchmark's step to the run; {@code steps} holds the names already taken in this file. */
    void addTo(RunDraft draft, Set<String> steps, ImportContext context) throws ImportFailure {
        String benchmark = text(node, "benchmark");
        String mode = text(node, "mode");
        if (!MODES.contains(mode)) {
            throw failure("expected the mode of " + where + " to be thrpt, avgt, sample or ss, found \"" + mode + "\"");
        }
        String step = step(benchmark, mode, steps);
        JsonNode primary = node.get("primaryMetric");
        if (primary == null || !primary.isObject()) {
            throw failure("expected \"primaryMetric\" (an object) in " + where);
        }
        String unit = text(primary, "scoreUnit");
        double score = number(primary, "score")
                .orElseThrow(() -> failure("expected the score of " + where + " to be a number, found "
                        + primary.get("score")));
        draft.measure(step, "score", score, unit);
        number(primary, "scoreError").ifPresent(error -> draft.measure(step, "score.error", error, unit));
        JsonNode confidence = primary.get("scoreConfidence");
        if (confidence != null && confidence.isArray() && confidence.size() == 2) {
            finite(confidence.get(0)).ifPresent(low -> draft.measure(step, "score.low", low, unit));
            finite(confidence.get(1)).ifPresent(high -> draft.measure(step, "score.high", high, unit));
        }
        String time = timeUnit(mode, unit);
        if (!MILLIS_POWER.containsKey(time) && !MILLIS.containsKey(time)) {
            context.note(where + ": the unit \"" + unit + "\" is no " + ("thrpt".equals(mode) ? "ops/time" : "time/op")
                    + " JMH writes; the score is kept in it only");
        } else if ("thrpt".equals(mode)) {
            // operations a time unit, a second: divided by the unit's length in seconds
            draft.measure(step, Metrics.THROUGHPUT, MILLIS_POWER.containsKey(time)
                    ? Quantities.timesPowerOfTen(score, 3 - MILLIS_POWER.get(time))
                    : score * 1000 / MILLIS.get(time), Units.PER_SECOND);
        } else {
            draft.measure(step, Metrics.LATENCY_AVG, milliseconds(score, time), Units.MILLISECONDS);
            if ("sample".equals(mode)) {
                percentiles(draft, step, primary, time);
            }
        }
        number(node, "threads").ifPresent(threads -> draft.measure(step, "threads", threads, Units.COUNT));
        number(node, "forks").ifPresent(forks -> draft.measure(step, "forks", forks, Units.COUNT));
        secondary(draft, step);
    }

    /**
     * The benchmark and its parameters in JMH's order ({@code Bench.m (size=10, kind=a)}); the mode added
     * where the file has them in another mode too ({@code -bm all}), then a number.
     */
    private String step(String benchmark, String mode, Set<String> steps) throws ImportFailure {
        StringJoiner params = new StringJoiner(", ", " (", ")").setEmptyValue("");
        JsonNode given = node.get("params");
        if (given != null && given.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = given.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> param = it.next();
                params.add(param.getKey() + "=" + param.getValue().asText());
            }
        }
        String step = benchmark + params;
        if (!steps.add(step)) {
            String withMode = step + " [" + mode + "]";
            step = withMode;
            for (int n = 2; !steps.add(step); n++) {
                step = withMode + " #" + n;
            }
        }
        return step;
    }

    /** Sample mode's percentiles of the sampled times, in ms: 0 and 100 as the minimum and maximum. */
    private static void percentiles(RunDraft draft, String step, JsonNode primary, String time) {
        JsonNode percentiles = primary.get("scorePercentiles");
        if (percentiles == null || !percentiles.isObject()) {
            return;
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = percentiles.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> p = it.next();
            OptionalDouble value = finite(p.getValue());
            double percent;
            try {
                percent = Double.parseDouble(p.getKey());
            } catch (NumberFormatException notAPercentile) {
                continue;
            }
            if (value.isPresent()) {
                String metric = percent == 0 ? Metrics.LATENCY_MIN : percent == 100 ? Metrics.LATENCY_MAX
                        : Metrics.latencyAtPercentile(percent);
                draft.measure(step, metric, milliseconds(value.getAsDouble(), time), Units.MILLISECONDS);
            }
        }
    }

    /** Secondary metrics (gc.alloc.rate, a profiler's or an @AuxCounters' figure) under their own names. */
    private void secondary(RunDraft draft, String step) throws ImportFailure {
        JsonNode secondaries = node.get("secondaryMetrics");
        if (secondaries == null || !secondaries.isObject()) {
            return;
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = secondaries.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> metric = it.next();
            JsonNode value = metric.getValue();
            String unit = text(value, "scoreUnit");
            OptionalDouble score = number(value, "score");
            if (score.isPresent()) {
                draft.measure(step, metric.getKey(), score.getAsDouble(), unit);
                number(value, "scoreError").ifPresent(e -> draft.measure(step, metric.getKey() + ".error", e, unit));
            }
        }
    }

    /** The time unit of {@code ops/<t>} (thrpt) or {@code <t>/op} (the other modes); empty for another unit. */
    private static String timeUnit(String mode, String unit) {
        if ("thrpt".equals(mode)) {
            return unit.startsWith("ops/") ? unit.substring(4) : "";
        }
        return unit.endsWith("/op") ? unit.substring(0, unit.length() - 3) : "";
    }

    /** A time in one of JMH's units, in ms: by moving the decimal point where the unit is a power of ten. */
    private static double milliseconds(double value, String time) {
        Integer power = MILLIS_POWER.get(time);
        return power != null ? Quantities.timesPowerOfTen(value, power) : value * MILLIS.get(time);
    }

    private String text(JsonNode object, String field) throws ImportFailure {
        JsonNode value = object.get(field);
        if (value == null || !value.isTextual()) {
            throw failure("expected \"" + field + "\" (a string) in " + where + ", found "
                    + (value == null ? "none" : value.toString()));
        }
        return value.asText();
    }

    /** A number, or empty for JMH's "NaN" and infinities; anything else is refused. */
    private OptionalDouble number(JsonNode object, String field) throws ImportFailure {
        JsonNode value = object.get(field);
        if (value == null || value.isNull() || UNWRITTEN.contains(value.asText())) {
            return OptionalDouble.empty();
        }
        if (!value.isNumber()) {
            throw failure("expected \"" + field + "\" in " + where + " to be a number, found " + value);
        }
        return OptionalDouble.of(value.asDouble());
    }

    /** A finite number, or empty (JMH's "NaN" and infinities, or none). */
    private static OptionalDouble finite(JsonNode value) {
        return value != null && value.isNumber() && Double.isFinite(value.asDouble())
                ? OptionalDouble.of(value.asDouble()) : OptionalDouble.empty();
    }

    private ImportFailure failure(String message) {
        return ImportFailure.atLine(line, message);
    }
}
