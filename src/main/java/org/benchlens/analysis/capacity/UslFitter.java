package org.benchlens.analysis.capacity;

import java.util.Optional;

import org.hipparchus.distribution.continuous.TDistribution;
import org.hipparchus.exception.MathIllegalStateException;
import org.hipparchus.fitting.PolynomialCurveFitter;
import org.hipparchus.fitting.WeightedObservedPoints;
import org.hipparchus.linear.Array2DRowRealMatrix;
import org.hipparchus.linear.ArrayRealVector;
import org.hipparchus.linear.DiagonalMatrix;
import org.hipparchus.linear.RealMatrix;
import org.hipparchus.optim.nonlinear.vector.leastsquares.LeastSquaresBuilder;
import org.hipparchus.optim.nonlinear.vector.leastsquares.LeastSquaresOptimizer;
import org.hipparchus.optim.nonlinear.vector.leastsquares.LeastSquaresProblem;
import org.hipparchus.optim.nonlinear.vector.leastsquares.LevenbergMarquardtOptimizer;
import org.hipparchus.util.Pair;

/**
 * Fits the Universal Scalability Law by nonlinear least squares: Levenberg–Marquardt (Hipparchus),
 * started from the model's linear form N/X = a + bN + cN², with the coefficients' covariance as
 * SciPy's {@code curve_fit} computes it (the inverse of JᵀWJ scaled by the residual variance).
 */
public final class UslFitter {

    /** Three coefficients and at least one degree of freedom left for the intervals. */
    public static final int MIN_LEVELS = 4;
    private static final int MAX_ITERATIONS = 1000;
    private static final double SINGULARITY = 1e-14;

    private UslFitter() {
    }

    /** The fit, or a sentence saying why there is none. */
    public record Outcome(UslFit fit, String problem) {
        public Optional<UslFit> optionalFit() {
            return Optional.ofNullable(fit);
        }
    }

    /**
     * @param n          load levels (virtual users), each once
     * @param x          throughput at each level
     * @param standardErrors the standard error of each level's throughput, or null for an unweighted fit
     */
    public static Outcome fit(double[] n, double[] x, double[] standardErrors) {
        if (n.length < MIN_LEVELS) {
            return new Outcome(null, "no USL fit: it needs at least " + MIN_LEVELS + " load levels, this sweep has "
                    + n.length);
        }
        LeastSquaresBuilder builder = new LeastSquaresBuilder()
                .model(point -> valueAndJacobian(n, point.toArray()))
                .target(x)
                .start(start(n, x))
                .maxIterations(MAX_ITERATIONS)
                .maxEvaluations(MAX_ITERATIONS * 10);
        if (standardErrors != null) {
            double[] weights = new double[n.length];
            for (int i = 0; i < n.length; i++) {
                weights[i] = 1 / (standardErrors[i] * standardErrors[i]);
            }
            builder.weight(new DiagonalMatrix(weights));
        }
        LeastSquaresProblem problem = builder.build();
        LeastSquaresOptimizer.Optimum optimum;
        try {
            optimum = new LevenbergMarquardtOptimizer()
                    .withCostRelativeTolerance(1e-12).withParameterRelativeTolerance(1e-12)
                    .optimize(problem);
        } catch (MathIllegalStateException e) {
            return new Outcome(null, "no USL fit: the least-squares fit did not converge within "
                    + MAX_ITERATIONS + " iterations");
        }
        double[] p = optimum.getPoint().toArray();
        if (!(p[0] > 0) || !Double.isFinite(p[1]) || !Double.isFinite(p[2])) {
            return new Outcome(null, "no USL fit: the best curve has no positive single-user rate λ, "
                    + "so the points do not follow the law");
        }
        UslFit.Interval[] ci = intervals(optimum, n.length);
        return new Outcome(new UslFit(p[0], p[1], p[2], ci[0], ci[1], ci[2], rSquared(n, x, p),
                standardErrors != null), null);
    }

    /** λ, σ, κ from a least-squares parabola through N/X: (1−σ)/λ + (σ−κ)/λ·N + κ/λ·N². */
    private static double[] start(double[] n, double[] x) {
        WeightedObservedPoints points = new WeightedObservedPoints();
        double bestRate = 0;
        for (int i = 0; i < n.length; i++) {
            points.add(n[i], n[i] / x[i]);
            bestRate = Math.max(bestRate, x[i] / n[i]);
        }
        double[] c = PolynomialCurveFitter.create(2).fit(points.toList());
        double lambda = 1 / (c[0] + c[1] + c[2]);
        if (!(lambda > 0) || !Double.isFinite(lambda)) {
            return new double[] {bestRate, 0, 0};
        }
        double kappa = c[2] * lambda;
        return new double[] {lambda, 1 - c[0] * lambda, kappa};
    }

    private static Pair<org.hipparchus.linear.RealVector, RealMatrix> valueAndJacobian(double[] n, double[] p) {
        double lambda = p[0];
        double sigma = p[1];
        double kappa = p[2];
        double[] values = new double[n.length];
        double[][] jacobian = new double[n.length][3];
        for (int i = 0; i < n.length; i++) {
            double d = 1 + sigma * (n[i] - 1) + kappa * n[i] * (n[i] - 1);
            double value = lambda * n[i] / d;
            values[i] = value;
            jacobian[i][0] = n[i] / d;
            jacobian[i][1] = -value * (n[i] - 1) / d;
            jacobian[i][2] = -value * n[i] * (n[i] - 1) / d;
        }
        return new Pair<>(new ArrayRealVector(values, false), new Array2DRowRealMatrix(jacobian, false));
    }

    /** Coefficient ± t(0.975, n−3) × standard error; infinite where the levels cannot pin a coefficient. */
    private static UslFit.Interval[] intervals(LeastSquaresOptimizer.Optimum optimum, int levels) {
        double[] p = optimum.getPoint().toArray();
        UslFit.Interval[] intervals = new UslFit.Interval[3];
        int freedom = levels - 3;
        double t = new TDistribution(freedom).inverseCumulativeProbability(0.975);
        double residualVariance = optimum.getChiSquare() / freedom;
        RealMatrix covariance;
        try {
            covariance = optimum.getCovariances(SINGULARITY);
        } catch (MathIllegalStateException | org.hipparchus.exception.MathIllegalArgumentException e) {
            covariance = null;
        }
        for (int i = 0; i < 3; i++) {
            double se = covariance == null ? Double.POSITIVE_INFINITY
                    : Math.sqrt(covariance.getEntry(i, i) * residualVariance);
            intervals[i] = new UslFit.Interval(p[i] - t * se, p[i] + t * se);
        }
        return intervals;
    }

    private static double rSquared(double[] n, double[] x, double[] p) {
        double mean = 0;
        for (double v : x) {
            mean += v / x.length;
        }
        double residual = 0;
        double total = 0;
        for (int i = 0; i < n.length; i++) {
            double e = x[i] - UslFit.throughput(n[i], p[0], p[1], p[2]);
            residual += e * e;
            total += (x[i] - mean) * (x[i] - mean);
        }
        return 1 - residual / total;
    }
}
