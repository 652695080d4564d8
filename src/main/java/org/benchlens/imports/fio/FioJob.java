package org.benchlens.imports.fio;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

import org.HdrHistogram.Histogram;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.Quantities;
import org.benchlens.model.LatencyHistogram;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Units;

/**
 * One entry of fio's {@code jobs}: a step per direction the job did I/O in ({@code randread/read}), with
 * its IOPS as throughput, its latencies in ms and its errors (decision 0168). fio 3 writes latencies in
 * nanoseconds ({@code clat_ns}), fio 2 in microseconds ({@code clat}); fio up to 2.20 wrote {@code io_bytes}
 * in KiB.
 */
final class FioJob {

    /** The directions fio reports, in its order; {@code mixed} with unified_rw_reporting, {@code sync} for fsyncs. */
    private static final List<String> DIRECTIONS = List.of("read", "write", "trim", "mixed", "sync");
    private static final String SYNC = "sync";
    /** fio 2's percentile list is padded to its full length with this key, value 0. */
    private static final String PADDING = "0.00";

    private final JsonNode job;
    private final String name;
    private final long line;
    private final Map<String, String> options = new LinkedHashMap<>();
    private final List<String> steps = new ArrayList<>();

    /** A latency object and the power of ten that turns its values into milliseconds. */
    private record Latency(String kind, JsonNode figures, int toMillis) {
    }

    /**
     * @param job  the job's object
     * @param name the job's name, with {@code #2}, … where an earlier job had it (numjobs without group_reporting)
     * @param line the line where the job's object starts, for messages
     */
    FioJob(JsonNode job, String name, long line) {
        this.job = job;
        this.name = name;
        this.line = line;
        for (Iterator<Map.Entry<String, JsonNode>> it = job.path("job options").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> option = it.next();
            options.put(option.getKey(), option.getValue().asText());
        }
    }

    /** The job's own options ({@code job options}), as fio printed them. */
    Map<String, String> options() {
        return options;
    }

    /** The steps the job gave, once {@link #read} has run. */
    List<String> steps() {
        return steps;
    }

    String name() {
        return name;
    }

    /** The line where the job's object starts. */
    long line() {
        return line;
    }

    /** fio's error number for the job: 0 when it ended without one. */
    long error() throws ImportFailure {
        return count(job, "error");
    }

    /** True when the job stopped at an error: without continue_on_error fio ends a job at its first. */
    boolean stoppedByError() throws ImportFailure {
        return error() != 0 && !job.has("total_err");
    }

    void read(RunDraft draft) throws ImportFailure {
        long ios = 0;
        for (String direction : DIRECTIONS) {
            JsonNode figures = job.get(direction);
            if (figures != null && used(figures, direction)) {
                String step = name + "/" + direction;
                steps.add(step);
                direction(draft, step, direction, figures);
                ios += direction.equals(SYNC) ? 0 : count(figures, "total_ios");
            }
        }
        // total_err where continue_on_error let fio go on; else the one error that stopped the job
        long errors = job.has("total_err") ? count(job, "total_err") : error() != 0 ? 1 : 0;
        if (steps.isEmpty()) {
            if (errors == 0) {
                throw failure("expected a direction (read, write, trim) with I/O in the job \"" + name
                        + "\", found none");
            }
            // stopped before its first I/O: a step of its own with nothing but its failure
            steps.add(name);
        }
        for (String step : steps) {
            if (!step.endsWith("/" + SYNC)) {
                // fio counts a job's errors, not a direction's: each direction of the job bears them
                draft.measure(step, Metrics.ERRORS, errors, Units.COUNT);
                draft.measure(step, Metrics.ERRORS_RATE, ios == 0 ? 1 : Math.min(1, (double) errors / ios),
                        Units.RATIO);
            }
            draft.measure(step, "usr_cpu", number(job, "usr_cpu"), Units.PERCENT);
            draft.measure(step, "sys_cpu", number(job, "sys_cpu"), Units.PERCENT);
        }
    }

    /** fio writes every direction of a job; one it did no I/O in is all zeros. */
    private boolean used(JsonNode figures, String direction) throws ImportFailure {
        return count(figures, "total_ios") > 0 || !direction.equals(SYNC) && count(figures, "io_bytes") > 0;
    }

    private void direction(RunDraft draft, String step, String direction, JsonNode figures) throws ImportFailure {
        draft.measure(step, Metrics.OPERATIONS, count(figures, "total_ios"), Units.COUNT);
        if (!direction.equals(SYNC)) {
            double iops = number(figures, "iops");
            draft.measure(step, Metrics.THROUGHPUT, iops, Units.PER_SECOND);
            draft.measure(step, "iops", iops, Units.PER_SECOND);
            // bw_bytes from fio 3.2; before it only bw, in KiB/s
            draft.measure(step, "bw", figures.has("bw_bytes") ? count(figures, "bw_bytes")
                    : count(figures, "bw") * 1024.0, Units.BYTES_PER_SECOND);
            // io_kbytes came with fio 2.21, when io_bytes turned from KiB to bytes
            draft.measure(step, "io_bytes", figures.has("io_kbytes") ? count(figures, "io_bytes")
                    : count(figures, "io_bytes") * 1024.0, Units.BYTES);
            draft.measure(step, Metrics.DURATION, Quantities.timesPowerOfTen(count(figures, "runtime"), -3),
                    Units.SECONDS);
            draft.measure(step, "short_ios", count(figures, "short_ios"), Units.COUNT);
            draft.measure(step, "drop_ios", count(figures, "drop_ios"), Units.COUNT);
        }
        Latency normalised = null;
        for (String kind : direction.equals(SYNC) ? List.of("lat") : List.of("slat", "clat", "lat")) {
            Latency latency = latency(figures, kind);
            if (latency != null) {
                statistics(draft, step, latency, kind + ".min", kind + ".max", kind + ".mean", kind + ".stddev", true);
                // the latency fio took percentiles of (clat by default, lat with lat_percentiles), else lat
                if (!kind.equals("slat") && latency.figures().has("percentile")
                        || normalised == null && kind.equals("lat")) {
                    normalised = latency;
                }
            }
        }
        if (normalised != null) {
            statistics(draft, step, normalised, Metrics.LATENCY_MIN, Metrics.LATENCY_MAX, Metrics.LATENCY_AVG,
                    Metrics.LATENCY_STDDEV, false);
            JsonNode bins = normalised.figures().get("bins");
            // json+ bins: keyed by the bin's value in ns from fio 3; fio 2 keyed them by index
            if (bins != null && normalised.toMillis() == -6) {
                draft.histogram(LatencyHistogram.of(step, "latency", micros(bins)));
            }
        }
    }

    /** The latency object of a kind, or null when fio measured none (no I/O, gtod_reduce). */
    private Latency latency(JsonNode figures, String kind) throws ImportFailure {
        boolean nanos = figures.has(kind + "_ns");
        JsonNode latency = figures.get(nanos ? kind + "_ns" : kind);
        if (latency == null || !latency.isObject()) {
            return null;
        }
        // N from fio 3.18; before it a latency never measured is all zeros
        boolean measured = latency.has("N") ? count(latency, "N") > 0 : count(latency, "max") > 0;
        return measured ? new Latency(kind, latency, nanos ? -6 : -3) : null;
    }

    private void statistics(RunDraft draft, String step, Latency latency, String min, String max, String mean,
                            String stddev, boolean ownNames) throws ImportFailure {
        JsonNode figures = latency.figures();
        draft.measure(step, min, millis(latency, number(figures, "min")), Units.MILLISECONDS);
        draft.measure(step, max, millis(latency, number(figures, "max")), Units.MILLISECONDS);
        draft.measure(step, mean, millis(latency, number(figures, "mean")), Units.MILLISECONDS);
        draft.measure(step, stddev, millis(latency, number(figures, "stddev")), Units.MILLISECONDS);
        for (Iterator<Map.Entry<String, JsonNode>> it = figures.path("percentile").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> p = it.next();
            if (p.getKey().equals(PADDING)) {
                continue;
            }
            BigDecimal percent = percent(latency, p.getKey());
            String metric = ownNames ? latency.kind() + ".p" + percent.stripTrailingZeros().toPlainString()
                    : Metrics.latencyAtPercentile(percent.doubleValue());
            draft.measure(step, metric, millis(latency, value(p.getValue(), latency.kind() + " percentile "
                    + p.getKey())), Units.MILLISECONDS);
        }
    }

    private BigDecimal percent(Latency latency, String key) throws ImportFailure {
        try {
            BigDecimal percent = new BigDecimal(key);
            if (percent.signum() > 0 && percent.compareTo(BigDecimal.valueOf(100)) <= 0) {
                return percent;
            }
        } catch (NumberFormatException notANumber) {
            // said below
        }
        throw failure("expected a percentile such as \"99.000000\" in the " + latency.kind()
                + " percentiles of the job \"" + name + "\", found \"" + key + "\"");
    }

    private static double millis(Latency latency, double value) {
        return Quantities.timesPowerOfTen(value, latency.toMillis());
    }

    /** json+ bins ({@code "value in ns": count}) as a histogram of microseconds. */
    private Histogram micros(JsonNode bins) throws ImportFailure {
        Histogram micros = LatencyHistogram.newMicrosHistogram();
        for (Iterator<Map.Entry<String, JsonNode>> it = bins.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> bin = it.next();
            long nanos;
            try {
                nanos = Long.parseLong(bin.getKey());
            } catch (NumberFormatException notANumber) {
                throw failure("expected a latency in ns as the name of a json+ bin of the job \"" + name
                        + "\", found \"" + bin.getKey() + "\"");
            }
            long n = (long) value(bin.getValue(), "the json+ bin " + bin.getKey());
            micros.recordValueWithCount(Math.max(1, Math.round(nanos / 1000.0)), Math.max(0, n));
        }
        return micros;
    }

    private long count(JsonNode object, String field) throws ImportFailure {
        double value = number(object, field);
        if (value < 0 || value != Math.rint(value)) {
            throw failure("expected a whole number of at least 0 for \"" + field + "\" in the job \"" + name
                    + "\", found " + object.get(field));
        }
        return (long) value;
    }

    private double number(JsonNode object, String field) throws ImportFailure {
        JsonNode value = object.get(field);
        if (value == null) {
            throw failure("expected the field \"" + field + "\" in the job \"" + name + "\"");
        }
        return value(value, "\"" + field + "\"");
    }

    private double value(JsonNode value, String what) throws ImportFailure {
        if (!value.isNumber() || !Double.isFinite(value.asDouble())) {
            throw failure("expected a number for " + what + " in the job \"" + name + "\", found " + value);
        }
        return value.asDouble();
    }

    private ImportFailure failure(String message) {
        return ImportFailure.atLine(line, message);
    }
}
