package org.benchlens.analysis.capacity;

import java.util.List;

/**
 * The knee of a measured sweep: the last level before a VU added gains less than a share of what
 * each VU gave at the first level. With 20 %, a series that gives 744 req/s per VU at 10 VUs has
 * its knee at the last level before the step to the next one gains under 149 req/s per VU added.
 * Measured points, not the fit, so a series has a knee even where the law does not fit.
 */
final class Knees {

    private Knees() {
    }

    /** The knee level, or null when every step gains at least the share (no knee within the levels measured). */
    static CapacityLevel of(List<CapacityLevel> levels, double share) {
        if (levels.size() < 2) {
            return null;
        }
        CapacityLevel first = levels.get(0);
        double perVuAtFirst = first.throughput() / first.vus();
        for (int i = 1; i < levels.size(); i++) {
            CapacityLevel before = levels.get(i - 1);
            CapacityLevel level = levels.get(i);
            double gainPerVu = (level.throughput() - before.throughput()) / (level.vus() - before.vus());
            if (gainPerVu < share * perVuAtFirst) {
                return before;
            }
        }
        return null;
    }
}
