package org.benchlens.imports.k6.points;

import static org.assertj.core.api.Assertions.assertThat;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

import org.benchlens.model.LatencyHistogram;

/** Histograms counted in ints, moved to longs as they grow, and merged: nothing is lost on the way. */
class K6PointHistogramsTest {

    @Test
    void countsMovedToLongsAndMergedSetsKeepEveryPoint() {
        K6PointExactValues.Budget budget = new K6PointExactValues.Budget(1 << 20);
        K6PointHistograms first = new K6PointHistograms(5, budget);
        K6PointHistograms second = new K6PointHistograms(5, budget);
        Histogram expected = LatencyHistogram.newMicrosHistogram();
        for (int i = 1; i <= 40; i++) {
            K6PointHistograms set = i % 3 == 0 ? second : first;
            set.trend("browse", "http_req_duration").record(i);
            expected.recordValue(i * 1000L);
            if (i % 4 == 0) {
                first.moveLargeCounts();
                second.moveLargeCounts();
            }
        }
        assertThat(first.find("browse", "http_req_duration").getTotalCount()).isEqualTo(27);
        K6PointHistograms run = new K6PointHistograms(budget);
        run.addAll(first);
        run.addAll(second);
        assertThat(run.find("browse", "http_req_duration")).isEqualTo(expected);
        assertThat(run.find("browse", "iteration_duration")).isNull();
        assertThat(run.steps()).containsExactly("browse");
        assertThat(run.sortedValues("browse", "http_req_duration")).hasSize(40).startsWith(1, 2, 3).endsWith(40);
    }

    @Test
    void valuesPastTheBudgetAreLetGoAndTheHistogramRemains() {
        K6PointExactValues.Budget budget = new K6PointExactValues.Budget(2L * K6PointExactValues.BLOCK);
        K6PointHistograms first = new K6PointHistograms(budget);
        K6PointHistograms second = new K6PointHistograms(budget);
        for (int i = 0; i < K6PointExactValues.BLOCK + 1; i++) {
            first.trend("browse", "http_req_duration").record(1.5);
            second.trend("browse", "http_req_duration").record(2.5);
        }
        K6PointHistograms run = new K6PointHistograms(budget);
        run.addAll(first);
        run.addAll(second);

        assertThat(run.valuesDropped("browse", "http_req_duration")).isTrue();
        assertThat(run.sortedValues("browse", "http_req_duration")).isNull();
        assertThat(run.find("browse", "http_req_duration").getTotalCount()).isEqualTo(2L * K6PointExactValues.BLOCK + 2);
        assertThat(budget.take(2L * K6PointExactValues.BLOCK)).as("every value let go went back").isTrue();
    }
}
