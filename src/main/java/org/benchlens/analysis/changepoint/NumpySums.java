package org.benchlens.analysis.changepoint;

/**
 * Mean and population standard deviation summed the way NumPy sums a contiguous array of doubles
 * (pairwise, eight running sums in blocks of up to 128 values), so that a mean compared with a
 * threshold or with another mean rounds exactly as in the reference implementation of the method.
 */
final class NumpySums {

    private static final int BLOCK = 128;
    private static final int LANES = 8;

    private NumpySums() {
    }

    static double sum(double[] values, int from, int to) {
        int n = to - from;
        if (n < LANES) {
            double sum = 0.0;
            for (int i = from; i < to; i++) {
                sum += values[i];
            }
            return sum;
        }
        if (n <= BLOCK) {
            double[] lanes = new double[LANES];
            System.arraycopy(values, from, lanes, 0, LANES);
            int i = LANES;
            for (; i < n - n % LANES; i += LANES) {
                for (int lane = 0; lane < LANES; lane++) {
                    lanes[lane] += values[from + i + lane];
                }
            }
            double sum = ((lanes[0] + lanes[1]) + (lanes[2] + lanes[3])) + ((lanes[4] + lanes[5]) + (lanes[6] + lanes[7]));
            for (; i < n; i++) {
                sum += values[from + i];
            }
            return sum;
        }
        int half = n / 2;
        half -= half % LANES;
        return sum(values, from, from + half) + sum(values, from + half, to);
    }

    static double mean(double[] values, int from, int to) {
        return sum(values, from, to) / (to - from);
    }

    /** The population standard deviation (divided by n, not n - 1), as {@code numpy.std} with its defaults. */
    static double std(double[] values, int from, int to, double mean) {
        double[] squares = new double[to - from];
        for (int i = from; i < to; i++) {
            double d = values[i] - mean;
            squares[i - from] = d * d;
        }
        return Math.sqrt(sum(squares, 0, squares.length) / squares.length);
    }
}
