package org.benchlens.imports.k6.points;

import static org.assertj.core.api.Assertions.assertThat;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

import org.benchlens.model.LatencyHistogram;

/** Histograms counted in ints, moved to longs as they grow, and merged: nothing is lost on the way. */
class K6PointHistogramsTest {

    @Test
    void countsMovedToLongsAndMergedSetsKeepEveryPoint() {
        K6PointHistograms first = new K6PointHistograms(5);
        K6PointHistograms second = new K6PointHistograms(5);
        Histogram expected = LatencyHistogram.newMicrosHistogram();
        for (int i = 1; i <= 40; i++) {
            K6PointHistograms set = i % 3 == 0 ? second : first;
            set.get("browse", "http_req_duration").recordValue(i * 1000L);
            expected.recordValue(i * 1000L);
            if (i % 4 == 0) {
                first.moveLargeCounts();
                second.moveLargeCounts();
            }
        }
        assertThat(first.find("browse", "http_req_duration").getTotalCount()).isEqualTo(27);
        K6PointHistograms run = new K6PointHistograms();
        run.addAll(first);
        run.addAll(second);
        assertThat(run.find("browse", "http_req_duration")).isEqualTo(expected);
        assertThat(run.find("browse", "iteration_duration")).isNull();
        assertThat(run.steps()).containsExactly("browse");
    }
}
