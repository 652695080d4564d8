package org.benchlens.imports.http;

import org.HdrHistogram.Histogram;

import org.benchlens.model.LatencyHistogram;

/**
 * An HdrHistogram percentile spectrum as wrk2 prints it (value, percentile, total count), turned
 * back into a histogram: the requests between two rows are recorded at the later row's value,
 * which is the value HdrHistogram printed for them, so percentiles read from the stored histogram
 * are the spectrum's own.
 */
public final class PercentileSpectrum {

    private final Histogram micros = LatencyHistogram.newMicrosHistogram();
    private long totalCount;

    /**
     * Adds a row; false when it goes backwards (a total count below the previous row's), which
     * only a damaged spectrum does.
     */
    public boolean add(double valueMillis, long rowTotalCount) {
        if (rowTotalCount < totalCount || valueMillis < 0) {
            return false;
        }
        long count = rowTotalCount - totalCount;
        if (count > 0) {
            micros.recordValueWithCount(Math.max(1, Math.round(valueMillis * 1000)), count);
        }
        totalCount = rowTotalCount;
        return true;
    }

    public boolean isEmpty() {
        return totalCount == 0;
    }

    public long totalCount() {
        return totalCount;
    }

    public Histogram micros() {
        return micros;
    }
}
