package org.benchlens.app;

import java.util.List;

import org.benchlens.analysis.Comparison;
import org.benchlens.analysis.ComparisonRequest;
import org.benchlens.analysis.Comparisons;
import org.benchlens.analysis.InsertRates;
import org.benchlens.analysis.PerDollarHour;
import org.benchlens.analysis.PooledPercentiles;
import org.benchlens.model.RunResult;

/**
 * The tables {@code benchlens compare} prints and the Compare window shows, from the same runs and
 * settings: the relative table (plain or per dollar-hour) and the Insert Benchmark's background
 * insert rates.
 */
public final class ComparisonTables {

    private ComparisonTables() {
    }

    /** The relative table; per dollar-hour divides each run's metric by its price_per_hour first. */
    public static Comparison compare(List<RunResult> runs, ComparisonRequest request, boolean perDollarHour) {
        return compare(runs, request, perDollarHour, PooledPercentiles.NONE);
    }

    /**
     * The same, a latency percentile of a cell of several runs read from their merged histograms
     * ({@link RunCatalog#pooling}); per dollar-hour tables do not pool.
     */
    public static Comparison compare(List<RunResult> runs, ComparisonRequest request, boolean perDollarHour,
                                     PooledPercentiles pooling) {
        if (perDollarHour && request.columnsAreMetrics()) {
            throw new IllegalArgumentException("per dollar-hour divides one metric; a table of several metrics "
                    + "shows each as measured");
        }
        return perDollarHour ? PerDollarHour.compare(runs, request) : Comparisons.compare(runs, request, pooling);
    }

    /** The background insert rates of the runs beside their targets, one row per value of {@code rows}. */
    public static InsertRates insertRates(List<RunResult> runs, String rows) {
        return InsertRates.of(runs, rows);
    }
}
