package org.benchlens.imports.ycsb;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.HdrHistogram.Histogram;

import org.benchlens.imports.Quantities;
import org.benchlens.model.LatencyHistogram;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Units;

/**
 * The end-report lines of one operation ({@code [READ]}, {@code [UPDATE]}, {@code [READ-MODIFY-WRITE]},
 * …), stored in the step named after it: YCSB's own names in the unit it printed, the latencies
 * under the normalised names in milliseconds, return codes as counts, and the lines keyed by a
 * number that {@code measurement.histogram.verbose} adds: the {@code histogram} measurement type's
 * one-millisecond buckets (closed by a {@code >N} overflow line), or the {@code hdrhistogram} type's
 * recorded values in microseconds with their counts, as a latency histogram. The {@code timeseries}
 * type's lines keyed by a number are average latencies per time window, not counts: left out.
 */
final class OperationFigures {

    private static final Pattern LATENCY = Pattern.compile("(Average|Min|Max)Latency\\((us|ms)\\)");
    private static final Pattern PERCENTILE = Pattern.compile("(\\d+(?:\\.\\d+)?)thPercentileLatency\\((us|ms)\\)");
    private static final Pattern RETURN = Pattern.compile("Return=(.+)");
    /** The return codes of an operation that succeeded, as {@code Status.isOk()} says. */
    private static final Set<String> SUCCESS = Set.of("OK", "BATCHED_OK", "0");
    private static final Pattern BUCKET = Pattern.compile("(>)?(\\d+)");

    private final String step;
    private final Histogram buckets = LatencyHistogram.newMicrosHistogram();
    private double count = Double.NaN;
    private double maxMicros = Double.NaN;
    private long overflow;
    private boolean overflowLine;
    private boolean percentiles;
    /** The lines keyed by a number, {key, value}, until the operation's last line says what they are. */
    private final List<long[]> numbered = new ArrayList<>();
    private double succeeded;
    private double failed;

    OperationFigures(String step) {
        this.step = step;
    }

    String step() {
        return step;
    }

    double succeeded() {
        return succeeded;
    }

    double failed() {
        return failed;
    }

    void figure(String key, double value, RunDraft draft) {
        Matcher latency = LATENCY.matcher(key);
        Matcher percentile = PERCENTILE.matcher(key);
        Matcher returned = RETURN.matcher(key);
        Matcher bucket = BUCKET.matcher(key);
        if (key.equals("Operations")) {
            count = value;
            draft.measure(step, "Operations", value, Units.COUNT);
            draft.measure(step, Metrics.OPERATIONS, value, Units.COUNT);
        } else if (latency.matches()) {
            String stat = switch (latency.group(1)) {
                case "Average" -> "avg";
                case "Min" -> "min";
                default -> "max";
            };
            latency(key, Metrics.latencyFor(stat), value, latency.group(2), draft);
            if (stat.equals("max")) {
                maxMicros = latency.group(2).equals("us") ? value : Quantities.shiftDecimal(value, 3);
            }
        } else if (percentile.matches()) {
            percentiles = true;
            String normalised = Metrics.latencyFor("p" + percentile.group(1));
            latency(key, normalised == null ? "latency.p" + percentile.group(1) : normalised, value, percentile.group(2), draft);
        } else if (returned.matches()) {
            draft.measure(step, key, value, Units.COUNT);
            // YCSB before 0.2 returned 0 for success, later versions OK; BATCHED_OK (0.10+) is a success too
            if (SUCCESS.contains(returned.group(1))) {
                succeeded += value;
            } else {
                failed += value;
            }
        } else if (bucket.matches()) {
            if (bucket.group(1) != null) {
                overflowLine = true;
                overflow += (long) value;
            } else if (value > 0) {
                numbered.add(new long[] {Long.parseLong(bucket.group(2)), (long) value});
            }
        } else {
            draft.measure(step, key, value, Units.NONE);
        }
    }

    /** A latency under YCSB's name in its unit and under the normalised name in milliseconds. */
    private void latency(String key, String normalised, double value, String unit, RunDraft draft) {
        if (count == 0) {
            return; // YCSB prints placeholders (NaN, Long.MAX_VALUE) for an operation never done
        }
        boolean micros = unit.equals("us");
        draft.measure(step, key, value, micros ? YcsbNames.MICROSECONDS : Units.MILLISECONDS);
        draft.measure(step, normalised, micros ? Quantities.shiftDecimal(value, -3) : value, Units.MILLISECONDS);
    }

    /**
     * Errors and the histogram, once every line of the operation has been read.
     *
     * @return true when lines keyed by a number were left out, being the {@code timeseries} type's
     */
    boolean finish(RunDraft draft) {
        if (succeeded + failed > 0) {
            draft.measure(step, Metrics.ERRORS, failed, Units.COUNT);
            draft.measure(step, Metrics.ERRORS_RATE, failed / (succeeded + failed), Units.RATIO);
        }
        boolean timeSeries = !overflowLine && !percentiles && !numbered.isEmpty();
        for (long[] line : numbered) {
            if (overflowLine) {
                // bucket i holds the latencies of i to i+1 ms: each is kept at the middle of its bucket
                buckets.recordValueWithCount(line[0] * 1000 + 500, line[1]);
            } else if (percentiles) {
                // an HdrHistogram value, in µs, and how many latencies it stands for
                buckets.recordValueWithCount(line[0], line[1]);
            }
        }
        if (overflow > 0) {
            // beyond the last bucket only the maximum latency says where those operations ended
            buckets.recordValueWithCount((long) Math.max(1_000_000, Double.isNaN(maxMicros) ? 0 : maxMicros), overflow);
        }
        if (buckets.getTotalCount() > 0) {
            draft.histogram(LatencyHistogram.of(step, YcsbNames.HISTOGRAM, buckets));
        }
        return timeSeries;
    }
}
