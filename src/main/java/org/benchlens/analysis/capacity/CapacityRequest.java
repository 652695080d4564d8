package org.benchlens.analysis.capacity;

import java.util.List;

import org.benchlens.analysis.FailureRule;
import org.benchlens.model.Steps;

/**
 * What a capacity analysis is asked.
 *
 * @param lineAttribute one series per value of this attribute; null for one series
 * @param step          the step whose throughput is fitted (total by default)
 * @param slo           the targets of the SLO limit; empty for none
 * @param kneeShare     the knee share (0.2 by default, see {@link Knees})
 * @param failures      past which share of failed requests a level is left out (decision 0110)
 */
public record CapacityRequest(String lineAttribute, String step, List<SloTarget> slo, double kneeShare,
                              FailureRule failures) {

    public static final double DEFAULT_KNEE_SHARE = 0.2;

    public CapacityRequest {
        step = step == null || step.isBlank() ? Steps.TOTAL : step;
        slo = slo == null ? List.of() : List.copyOf(slo);
        if (!(kneeShare > 0 && kneeShare < 1)) {
            throw new IllegalArgumentException("the knee share must be between 0 and 1 (such as 20%), not " + kneeShare);
        }
        failures = failures == null ? FailureRule.STANDARD : failures;
    }

    /** With the standard rule of failures (1 %). */
    public CapacityRequest(String lineAttribute, String step, List<SloTarget> slo, double kneeShare) {
        this(lineAttribute, step, slo, kneeShare, FailureRule.STANDARD);
    }

    public static CapacityRequest of(String lineAttribute, List<SloTarget> slo) {
        return new CapacityRequest(lineAttribute, null, slo, DEFAULT_KNEE_SHARE);
    }
}
