package org.benchlens.analysis;

import java.util.ArrayList;
import java.util.List;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

import org.benchlens.model.LatencyHistogram;

/**
 * Latency by percentile, as HdrHistogram's plotter draws it: points spaced evenly on a log
 * {@code 1/(1-p)} scale, so that the tail (99 %, 99.9 %, 99.99 %) gets as much room as the median.
 */
public final class PercentileCurve {

    /** Points per halving of the distance to 100 %. */
    private static final int TICKS_PER_HALF_DISTANCE = 5;

    private PercentileCurve() {
    }

    /** One point: the percentile (0..100) and the latency at it, in milliseconds. */
    public record Point(double percentile, double millis) {

        /** log10 of 1/(1-p): 0 at 0 %, 1 at 90 %, 2 at 99 %, 3 at 99.9 %. */
        public double tailPosition() {
            return tailPosition(percentile);
        }

        public static double tailPosition(double percentile) {
            return Math.log10(1 / (1 - percentile / 100));
        }
    }

    /** The curve of a stored histogram (microseconds); the 100 % point is left out, as it lies at infinity. */
    public static List<Point> of(LatencyHistogram stored) {
        Histogram histogram = stored.decode();
        List<Point> points = new ArrayList<>();
        for (HistogramIterationValue value : histogram.percentiles(TICKS_PER_HALF_DISTANCE)) {
            double percentile = value.getPercentileLevelIteratedTo();
            if (percentile >= 100) {
                break;
            }
            points.add(new Point(percentile, value.getValueIteratedTo() / 1000.0));
        }
        return points;
    }
}
