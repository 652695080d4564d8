package org.benchlens.imports.pgbench;

/** The two kinds of pgbench {@code --log} file, told apart by the shape of a line. */
enum PgbenchLogKind {
    /** One line a transaction: client_id transaction_no time script_no time_epoch time_us [schedule_lag] [retries]. */
    TRANSACTIONS(2, "a pgbench transaction log line: client_id transaction_no time script_no time_epoch time_us"
            + " [schedule_lag] [retries], whole numbers"),
    /** {@code --aggregate-interval}: interval_start num_transactions sum_latency sum_latency_2 min_latency max_latency …. */
    INTERVALS(-1, "a pgbench --aggregate-interval line: interval_start num_transactions sum_latency sum_latency_2"
            + " min_latency max_latency and up to nine more whole numbers");

    private final int wordAt;
    private final String expected;

    PgbenchLogKind(int wordAt, String expected) {
        this.wordAt = wordAt;
        this.expected = expected;
    }

    /** The field that may be a word ({@code skipped}, {@code failed}), or -1. */
    int wordAt() {
        return wordAt;
    }

    /** What a line should be, for the sentence about one that is not. */
    String expected() {
        return expected;
    }

    /** True when a line read as this kind's numbers has this kind's shape. */
    boolean fits(PgbenchLogLine line) {
        int size = line.size();
        if (this == TRANSACTIONS) {
            return size >= 6 && size <= 8 && PgbenchLogLine.isEpoch(line.get(4)) && line.get(5) < 1_000_000
                    && (line.get(2) >= 0 || line.get(2) == PgbenchLogLine.SKIPPED
                    || line.get(2) == PgbenchLogLine.FAILED);
        }
        return size >= 6 && size <= 15 && PgbenchLogLine.isEpoch(line.get(0))
                && (line.get(1) == 0 || line.get(4) <= line.get(5));
    }

    /** The kind of a line, or null when it is neither. */
    static PgbenchLogKind of(String text, PgbenchLogLine line) {
        for (PgbenchLogKind kind : values()) {
            if (line.read(text, kind.wordAt) && kind.fits(line)) {
                return kind;
            }
        }
        return null;
    }
}
