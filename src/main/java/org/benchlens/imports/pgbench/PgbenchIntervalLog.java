package org.benchlens.imports.pgbench;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import org.benchlens.imports.ImportContext;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Series;
import org.benchlens.model.SeriesPoint;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;

/**
 * A pgbench {@code --aggregate-interval} log: one line an interval with its count, latency sum, sum of
 * squares, minimum and maximum (µs). The run's figures are what those add up to (no percentiles: the
 * values are gone); each interval is a point of the throughput and average-latency series. Fields past
 * the sixth are read where their place is certain: 10 or 11 fields (up to 14: lag, skipped), 15 (15 and
 * later: lag, skipped, retried, retries, serialization and deadlock failures).
 */
final class PgbenchIntervalLog {

    private final List<SeriesPoint> throughput = new ArrayList<>();
    private final List<SeriesPoint> latency = new ArrayList<>();
    private long first = Long.MAX_VALUE;
    private long last = Long.MIN_VALUE;
    private long interval = Long.MAX_VALUE;
    private long previous = Long.MIN_VALUE;
    private long count;
    private double sum;
    private double sumOfSquares;
    private double min = Double.POSITIVE_INFINITY;
    private double max = Double.NEGATIVE_INFINITY;
    private double lagSum;
    private double lagMax = Double.NaN;
    private long skipped;
    private long retried;
    private long failures;
    private int fields;

    void add(PgbenchLogLine line) {
        long start = line.get(0);
        long transactions = line.get(1);
        if (previous != Long.MIN_VALUE && start > previous) {
            interval = Math.min(interval, start - previous);
        }
        previous = start;
        first = Math.min(first, start);
        last = Math.max(last, start);
        fields = Math.max(fields, line.size());
        count += transactions;
        sum += line.get(2);
        sumOfSquares += line.get(3);
        if (transactions > 0) {
            min = Math.min(min, line.get(4));
            max = Math.max(max, line.get(5));
            latency.add(new SeriesPoint(start, line.get(2) / 1000.0 / transactions));
        }
        throughput.add(new SeriesPoint(start, transactions));
        if (line.size() >= 10) {
            lagSum += line.get(6);
            lagMax = Double.isNaN(lagMax) ? line.get(9) : Math.max(lagMax, line.get(9));
        }
        if (line.size() == 11 || line.size() == 15) {
            skipped += line.get(10);
        }
        if (line.size() == 15) {
            retried += line.get(11);
            failures += line.get(13) + line.get(14);
        }
    }

    void emit(String stem, ImportContext context) {
        long seconds = interval == Long.MAX_VALUE ? 1 : interval;
        double duration = last - first + seconds;
        RunDraft draft = new RunDraft(PgbenchLogImporter.FORMAT, stem);
        draft.startedAt(Instant.ofEpochSecond(first)).endedAt(Instant.ofEpochSecond(last + seconds));
        String total = Steps.TOTAL;
        draft.measure(total, Metrics.OPERATIONS, count, Units.COUNT);
        draft.measure(total, PgbenchNames.TRANSACTIONS, count, Units.COUNT);
        draft.measure(total, Metrics.THROUGHPUT, count / duration, Units.PER_SECOND);
        draft.measure(total, Metrics.DURATION, duration, Units.SECONDS);
        if (count > 0) {
            double mean = sum / count;
            draft.measure(total, Metrics.LATENCY_AVG, mean / 1000.0, Units.MILLISECONDS);
            draft.measure(total, Metrics.LATENCY_STDDEV,
                    Math.sqrt(Math.max(0, sumOfSquares / count - mean * mean)) / 1000.0, Units.MILLISECONDS);
            draft.measure(total, Metrics.LATENCY_MIN, min / 1000.0, Units.MILLISECONDS);
            draft.measure(total, Metrics.LATENCY_MAX, max / 1000.0, Units.MILLISECONDS);
            if (!Double.isNaN(lagMax)) {
                draft.measure(total, PgbenchNames.LAG_AVG, lagSum / count / 1000.0, Units.MILLISECONDS);
                draft.measure(total, PgbenchNames.LAG_MAX, lagMax / 1000.0, Units.MILLISECONDS);
            }
        }
        if (fields == 11 || fields == 15) {
            draft.measure(total, PgbenchNames.SKIPPED, skipped, Units.COUNT);
        }
        if (fields == 15) {
            draft.measure(total, PgbenchNames.RETRIED, retried, Units.COUNT);
            draft.measure(total, PgbenchNames.FAILED, failures, Units.COUNT);
            draft.measure(total, Metrics.ERRORS, failures, Units.COUNT);
            draft.measure(total, Metrics.ERRORS_RATE, (double) failures / Math.max(1, count + failures), Units.RATIO);
        } else if (fields != 6 && fields != 10 && fields != 11) {
            context.note("lines of " + fields + " fields: only the first six (count and latency) are read, the"
                    + " place of the others depending on pgbench's version and options");
        }
        List<SeriesPoint> perSecond = throughput.stream()
                .map(point -> new SeriesPoint(point.epochSecond(), point.value() / seconds)).toList();
        draft.series(new Series(total, Metrics.SERIES_RATE, Units.PER_SECOND, perSecond));
        if (!latency.isEmpty()) {
            draft.series(new Series(total, Metrics.LATENCY_AVG, Units.MILLISECONDS, latency));
        }
        context.note("an --aggregate-interval log has no percentiles: pgbench keeps only each interval's count,"
                + " sums, minimum and maximum");
        context.emit(draft);
    }
}
