package org.benchlens.analysis.changepoint;

/**
 * Matteson and James's divergence Q̂ between {@code x[s:τ]} and {@code x[τ:κ]} for every
 * {@code s < τ < κ <= e} of an interval, from distances |x_i - x_j| summed once per window, and the
 * pair (τ, κ) where it is largest. Sums run in the same order as in the reference implementation
 * (running sums down columns and along rows), so that ties between pairs break the same way.
 */
final class Divergence {

    private final double[] x;
    /** {@code columnSums[t]}: the distances from points 0..t-1 to point t. */
    private final double[] columnSums;
    /** {@code rowSums[r][c]} for c >= r: the distances from point r to points r+1..c+1. */
    private final double[][] rowSums;

    Divergence(double[] window) {
        this.x = window;
        int n = window.length;
        columnSums = new double[n];
        for (int t = 1; t < n; t++) {
            double sum = 0.0;
            for (int r = 0; r < t; r++) {
                sum += distance(r, t);
            }
            columnSums[t] = sum;
        }
        rowSums = new double[Math.max(n - 1, 0)][];
        for (int r = 0; r < n - 1; r++) {
            rowSums[r] = new double[n - 1];
            double sum = 0.0;
            for (int c = r; c < n - 1; c++) {
                sum += distance(r, c + 1);
                rowSums[r][c] = sum;
            }
        }
    }

    private double distance(int i, int j) {
        return Math.abs(x[i] - x[j]);
    }

    /** The best split τ of {@code [start, end)} (end - start >= 2) and its Q̂. */
    Candidate best(int start, int end) {
        int m = end - 1 - start;
        double[] v = new double[m];
        for (int k = 0; k < m; k++) {
            double before = 0.0;
            for (int r = 0; r < start; r++) {
                before += distance(r, start + 1 + k);
            }
            v[k] = columnSums[start + 1 + k] - before;
        }
        double[] cumulativeV = new double[m];
        double running = 0.0;
        for (int k = 0; k < m; k++) {
            running += v[k];
            cumulativeV[k] = running;
        }
        double[][] downH = new double[m][m];
        for (int j = 0; j < m; j++) {
            double sum = 0.0;
            for (int i = 0; i < m; i++) {
                sum += h(start, i, j);
                downH[i][j] = sum;
            }
        }
        double[][] upH = new double[m][m];
        for (int j = 1; j < m; j++) {
            double sum = 0.0;
            for (int i = m - 2; i >= 0; i--) {
                sum += h(start, i + 1, j);
                upH[i][j] = sum;
            }
        }
        int bestI = 0;
        double bestQ = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < m; i++) {
            for (int j = i; j < m; j++) {
                double q = q(i, j, downH, upH, cumulativeV, m);
                if (q > bestQ) {
                    bestQ = q;
                    bestI = i;
                }
            }
        }
        return new Candidate(start + 1 + bestI, bestQ);
    }

    /** Row {@code start + i}, column {@code start + j} of the row sums; 0 below the diagonal. */
    private double h(int start, int i, int j) {
        return j < i ? 0.0 : rowSums[start + i][start + j];
    }

    /** Q̂ for τ = start + 1 + i and κ = start + 2 + j, j >= i. */
    private static double q(int i, int j, double[][] downH, double[][] upH, double[] cumulativeV, int m) {
        double vBefore = i >= 1 ? cumulativeV[i - 1] : 0.0;
        double a = (2.0 / (j + 2)) * (downH[i][j] - vBefore);
        double b = i >= 1 ? (double) (2 * (j - i + 1)) / ((double) (j + 2) * i) * vBefore : 0.0;
        double c = j > i && i < m - 1 ? (double) (2 * (i + 1)) / ((double) (j + 2) * (j - i)) * upH[i][j] : 0.0;
        return a - b - c;
    }

    record Candidate(int index, double qhat) {
    }
}
