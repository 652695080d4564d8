package org.benchlens.runner.db;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.HdrHistogram.Histogram;

import org.benchlens.model.LatencySummary;
import org.benchlens.model.LatencyHistogram;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Series;
import org.benchlens.model.SeriesPoint;
import org.benchlens.model.Units;
import org.benchlens.runner.LivePoint;

/**
 * Counts the operations (rows, queries) of one step and the latency of each transaction, per
 * wall-clock second and in total. Several worker threads record into one meter.
 */
public final class OperationMeter {

    /** The metric the latency histogram is stored under: one value per transaction. */
    public static final String TRANSACTION_LATENCY = "latency.transaction";

    private final Clock clock;
    private Instant started;
    private final Histogram latency = LatencyHistogram.newMicrosHistogram();
    private final TreeMap<Long, Second> seconds = new TreeMap<>();
    private long operations;
    private long transactions;
    private Instant stopped;
    private Instant lastRecorded;

    public OperationMeter(Clock clock) {
        this.clock = clock;
        this.started = clock.instant();
    }

    /** One transaction that did {@code count} operations in {@code micros} microseconds. */
    public synchronized void record(long count, long micros) {
        operations += count;
        transactions++;
        latency.recordValue(Math.max(micros, 0));
        lastRecorded = clock.instant();
        seconds.computeIfAbsent(lastRecorded.getEpochSecond(), s -> new Second()).add(count, micros);
    }

    /** Starts the measured time again, now: for a step whose workers first had to connect. */
    public synchronized void restart() {
        started = clock.instant();
    }

    /**
     * Ends the measured time at the end of the last transaction recorded (or now, when there was
     * none): closing connections afterwards is not the workload's time.
     */
    public synchronized void stop() {
        if (stopped == null) {
            stopped = lastRecorded != null ? lastRecorded : clock.instant();
        }
    }

    /**
     * Ends the measured time of a step that runs until {@code deadline}: as {@link #stop()}, but once
     * the deadline has passed not before it, since the last transaction may end a moment before the
     * loop sees that the time is up. A step stopped before its deadline ends at its last transaction.
     */
    public synchronized void stop(Instant deadline) {
        if (stopped == null && !clock.instant().isBefore(deadline)
                && (lastRecorded == null || lastRecorded.isBefore(deadline))) {
            stopped = deadline;
        }
        stop();
    }

    public synchronized Instant started() {
        return started;
    }

    public synchronized Instant stopped() {
        return stopped == null ? clock.instant() : stopped;
    }

    public synchronized long operations() {
        return operations;
    }

    public synchronized long transactions() {
        return transactions;
    }

    /** Seconds from start to stop (or to now while running), with sub-second precision. */
    public synchronized double elapsedSeconds() {
        Instant end = stopped == null ? clock.instant() : stopped;
        return (end.toEpochMilli() - started.toEpochMilli()) / 1000.0;
    }

    /** Operations per second over the whole step, or NaN before any time has passed. */
    public synchronized double throughput() {
        double elapsed = elapsedSeconds();
        return elapsed > 0 ? operations / elapsed : Double.NaN;
    }

    /** The figures of the wall-clock second that ended last, for the live chart. */
    public synchronized LivePoint lastFullSecond() {
        long previous = clock.instant().getEpochSecond() - 1;
        Second second = seconds.getOrDefault(previous, new Second());
        return new LivePoint(Math.max(0, previous - started.getEpochSecond() + 1), second.operations,
                second.p95Millis(), 0);
    }

    /**
     * Adds to the run, under {@code step}: throughput, operations, duration, transaction latency
     * (the {@link LatencySummary}) with its HdrHistogram, and per-second throughput and p95.
     */
    public synchronized void measureInto(RunDraft run, String step) {
        run.measure(step, Metrics.THROUGHPUT, throughput(), Units.PER_SECOND)
                .measure(step, Metrics.OPERATIONS, operations, Units.COUNT)
                .measure(step, Metrics.DURATION, elapsedSeconds(), Units.SECONDS);
        if (transactions > 0) {
            LatencySummary.of(latency).measure(run, step);
            run.histogram(LatencyHistogram.of(step, TRANSACTION_LATENCY, latency));
        }
        List<SeriesPoint> rate = new ArrayList<>();
        List<SeriesPoint> p95 = new ArrayList<>();
        for (Map.Entry<Long, Second> second : seconds.entrySet()) {
            rate.add(new SeriesPoint(second.getKey(), second.getValue().operations));
            p95.add(new SeriesPoint(second.getKey(), second.getValue().p95Millis()));
        }
        if (!rate.isEmpty()) {
            run.series(new Series(step, Metrics.SERIES_RATE, Units.PER_SECOND, rate))
                    .series(new Series(step, Metrics.SERIES_P95, Units.MILLISECONDS, p95));
        }
    }

    /** The operations and transaction latencies of one wall-clock second. */
    private static final class Second {
        private final Histogram latency = LatencyHistogram.newMicrosHistogram();
        private long operations;

        void add(long count, long micros) {
            operations += count;
            latency.recordValue(Math.max(micros, 0));
        }

        double p95Millis() {
            return LivePoint.p95Millis(latency);
        }
    }
}
