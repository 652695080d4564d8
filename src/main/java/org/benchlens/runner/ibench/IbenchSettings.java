package org.benchlens.runner.ibench;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.benchlens.model.Attributes;
import org.benchlens.model.IbenchNames;
import org.benchlens.runner.RunnerException;
import org.benchlens.runner.db.TargetSettings;

/**
 * What a quick Insert-Benchmark-like run does, as a dialog or the command line fills it in: the
 * benchmark's steps scaled down from hours to minutes (or seconds).
 *
 * @param target         where it runs (default: embedded H2)
 * @param clients        clients, each with its own table, 1..16; default 2
 * @param loadRows       rows per table inserted in PK order by l.i0; default 100 000
 * @param writeRows      rows per table inserted (and deleted) by l.i1, 50 per transaction; default 20 000
 * @param smallWriteRows rows per table inserted (and deleted) by l.i2, 5 per transaction; default 5 000
 * @param queryDuration  how long each read-write step (qr100, qp100, ...) runs; default 60 s
 * @param writeRates     background inserts (and deletes) per second per client of the read-write
 *                       steps: 100 gives qr100 and qp100; 500 and 1000 are optional; default [100]
 * @param extra          attributes given by the user for the run (config=..., instance=...)
 */
public record IbenchSettings(TargetSettings target, int clients, long loadRows, long writeRows,
                             long smallWriteRows, Duration queryDuration, List<Integer> writeRates,
                             Attributes extra) {

    public static final int DEFAULT_CLIENTS = 2;
    public static final int MAX_CLIENTS = 16;
    public static final long DEFAULT_LOAD_ROWS = 100_000;
    public static final long DEFAULT_WRITE_ROWS = 20_000;
    public static final long DEFAULT_SMALL_WRITE_ROWS = 5_000;
    public static final Duration DEFAULT_QUERY_DURATION = Duration.ofSeconds(60);
    public static final List<Integer> DEFAULT_WRITE_RATES = List.of(100);
    /** The rates of the benchmark's read-write steps: qr100/qp100, qr500/qp500, qr1000/qp1000. */
    public static final List<Integer> KNOWN_WRITE_RATES = List.of(100, 500, 1000);

    public IbenchSettings {
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(queryDuration, "queryDuration");
        writeRates = List.copyOf(writeRates);
        extra = extra == null ? Attributes.EMPTY : extra;
    }

    public static IbenchSettings defaults() {
        return new IbenchSettings(TargetSettings.embeddedH2(), DEFAULT_CLIENTS, DEFAULT_LOAD_ROWS, DEFAULT_WRITE_ROWS,
                DEFAULT_SMALL_WRITE_ROWS, DEFAULT_QUERY_DURATION, DEFAULT_WRITE_RATES, Attributes.EMPTY);
    }

    /** The first setting that cannot work, in one sentence. */
    public void check() throws RunnerException {
        if (clients < 1 || clients > MAX_CLIENTS) {
            throw new RunnerException("clients is " + clients + "; expected 1 to " + MAX_CLIENTS);
        }
        if (loadRows <= 0) {
            throw new RunnerException("the rows l.i0 loads per table is " + loadRows + "; expected at least 1");
        }
        if (writeRows <= 0 || smallWriteRows <= 0) {
            throw new RunnerException("the rows l.i1 and l.i2 insert per table are " + writeRows + " and "
                    + smallWriteRows + "; expected at least 1 each");
        }
        if (writeRows + smallWriteRows > loadRows) {
            throw new RunnerException("l.i1 and l.i2 would delete " + (writeRows + smallWriteRows)
                    + " rows per table but l.i0 loads only " + loadRows + "; expected fewer rows for l.i1 and l.i2");
        }
        if (queryDuration.isNegative() || queryDuration.isZero()) {
            throw new RunnerException("the read-write step duration is " + queryDuration.toSeconds()
                    + " s; expected at least 1 second");
        }
        for (int rate : writeRates) {
            if (!KNOWN_WRITE_RATES.contains(rate)) {
                throw new RunnerException("the write rate " + rate + " has no read-write step; expected "
                        + KNOWN_WRITE_RATES + " inserts/s per client");
            }
        }
    }

    /** The steps in the order they run: l.i0, l.x, l.i1, l.i2, then qrN and qpN for each write rate. */
    public List<String> steps() {
        List<String> steps = new ArrayList<>(List.of(IbenchNames.LOAD, IbenchNames.INDEX,
                IbenchNames.WRITE, IbenchNames.SMALL_WRITE));
        writeRates.stream().sorted().forEach(rate -> {
            steps.add(IbenchNames.rangeQueries(rate));
            steps.add(IbenchNames.pointQueries(rate));
        });
        return steps;
    }
}
