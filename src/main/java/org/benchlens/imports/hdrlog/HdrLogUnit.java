package org.benchlens.imports.hdrlog;

/**
 * The unit of a log's recorded values. HistogramLogWriter writes each interval's max divided by a ratio, by default
 * 1 000 000, "the msec : nsec ratio": jHiccup, cassandra-stress and NoSQLBench record nanoseconds and their max
 * column is in ms. YCSB records microseconds with the same default (its max column is then in seconds). The ratio
 * the file shows (histogram max over max column) tells which power of a thousand divides them; which unit the values
 * are in is the writer's convention, a guess the run's note states.
 */
record HdrLogUnit(String recorded, double perMillisecond, String note) {

    /** @param firstMax the first interval's max as recorded, {@code maxColumn} the max column written beside it */
    static HdrLogUnit of(String firstComment, long firstMax, double maxColumn) {
        boolean ycsb = firstComment.startsWith("#[Logging for:");
        long ratio = maxColumn > 0 && firstMax > 0 ? Math.round(Math.pow(1000, Math.round(Math.log10(firstMax / maxColumn) / 3)))
                : 1_000_000;
        if (ycsb) {
            return new HdrLogUnit("us", 1e3, "YCSB's log (\"Logging for\"): values taken as microseconds, as YCSB"
                    + " records them");
        }
        if (ratio == 1000) {
            return new HdrLogUnit("us", 1e3, "values taken as microseconds: the max column is the histogram's max"
                    + " over 1,000 (milliseconds)");
        }
        if (ratio == 1) {
            return new HdrLogUnit("ms", 1, "values taken as milliseconds: the max column is the histogram's own max;"
                    + " the writer does not say its unit, this is a guess");
        }
        return new HdrLogUnit("ns", 1e6, "values taken as nanoseconds, HistogramLogWriter's convention: the max"
                + " column is the histogram's max over 1,000,000 (milliseconds); the log does not say its unit");
    }
}
