package org.benchlens.analysis.capacity;

import java.util.List;

import org.benchlens.analysis.FailureRule;

/**
 * The SLO limit of a series: walking up the load levels, the last level before the first that
 * misses a target. A level past a miss does not count even if it meets the targets again: more
 * load that happens to measure better is noise, not capacity.
 */
final class SloLimits {

    private SloLimits() {
    }

    /** The limit, or why there is none. */
    record Result(CapacityLevel limit, String problem) {
    }

    /** A level whose requests failed (decision 0110) is a miss, whatever the targets. */
    static Result of(List<CapacityLevel> levels, List<SloTarget> targets) {
        if (targets.isEmpty()) {
            return new Result(null, null);
        }
        CapacityLevel limit = null;
        for (CapacityLevel level : levels) {
            if (level.failed()) {
                return limit != null ? new Result(limit, null)
                        : new Result(null, "no level within the SLO: " + FailureRule.percent(level.errorRate())
                        + " % of requests already failed at " + plainVus(level.vus()) + " VUs");
            }
            for (SloTarget target : targets) {
                Double value = level.sloValues().get(target.metric());
                if (value == null) {
                    return new Result(null, "no SLO limit: no " + target.name() + " measured at "
                            + plainVus(level.vus()) + " VUs");
                }
                if (!target.allows(value)) {
                    return limit != null ? new Result(limit, null)
                            : new Result(null, "no level within " + target + ": already " + target.show(value)
                            + " at " + plainVus(level.vus()) + " VUs");
                }
            }
            limit = level;
        }
        return new Result(limit, null);
    }

    static String plainVus(double vus) {
        return CapacityNumbers.plain(vus);
    }
}
