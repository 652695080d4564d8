package org.benchlens.analysis.capacity;

/**
 * A Universal Scalability Law curve fitted to a sweep: X(N) = λN / (1 + σ(N−1) + κN(N−1)).
 *
 * @param lambda    throughput of one virtual user without contention (operations/s)
 * @param sigma     contention: the share of work that queues
 * @param kappa     coherency: the cost of keeping every pair of users consistent
 * @param lambdaInterval 95 % confidence interval of λ (of σ and κ in the next two)
 * @param rSquared  1 − residual / total sum of squares of the levels' throughput
 * @param weighted  true when each level was weighted by the spread of its repeats
 */
public record UslFit(double lambda, double sigma, double kappa, Interval lambdaInterval, Interval sigmaInterval,
                     Interval kappaInterval, double rSquared, boolean weighted) {

    /** The throughput the curve predicts at {@code n} virtual users. */
    public double throughputAt(double n) {
        return throughput(n, lambda, sigma, kappa);
    }

    static double throughput(double n, double lambda, double sigma, double kappa) {
        return lambda * n / (1 + sigma * (n - 1) + kappa * n * (n - 1));
    }

    /** N* = √((1−σ)/κ), where throughput peaks; NaN when the curve never turns down (κ ≤ 0 or σ ≥ 1). */
    public double peakConcurrency() {
        return kappa > 0 && sigma < 1 ? Math.sqrt((1 - sigma) / kappa) : Double.NaN;
    }

    /** The throughput at N*; NaN where there is no peak. */
    public double peakThroughput() {
        double peak = peakConcurrency();
        return Double.isNaN(peak) ? Double.NaN : throughputAt(peak);
    }

    /** A two-sided 95 % confidence interval. */
    public record Interval(double low, double high) {
    }
}
