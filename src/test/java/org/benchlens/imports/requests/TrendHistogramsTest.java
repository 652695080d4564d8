package org.benchlens.imports.requests;

import static org.assertj.core.api.Assertions.assertThat;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

import org.benchlens.model.LatencyHistogram;

/** Histograms counted in ints, moved to longs as they grow, and merged: nothing is lost on the way. */
class TrendHistogramsTest {

    @Test
    void countsMovedToLongsAndMergedSetsKeepEveryPoint() {
        ExactValues.Budget budget = new ExactValues.Budget(1 << 20);
        TrendHistograms first = new TrendHistograms(5, budget);
        TrendHistograms second = new TrendHistograms(5, budget);
        Histogram expected = LatencyHistogram.newMicrosHistogram();
        for (int i = 1; i <= 40; i++) {
            TrendHistograms set = i % 3 == 0 ? second : first;
            set.trend("browse", "http_req_duration").record(i);
            expected.recordValue(i * 1000L);
            if (i % 4 == 0) {
                first.moveLargeCounts();
                second.moveLargeCounts();
            }
        }
        assertThat(first.find("browse", "http_req_duration").getTotalCount()).isEqualTo(27);
        TrendHistograms run = new TrendHistograms(budget);
        run.addAll(first);
        run.addAll(second);
        assertThat(run.find("browse", "http_req_duration")).isEqualTo(expected);
        assertThat(run.find("browse", "iteration_duration")).isNull();
        assertThat(run.steps()).containsExactly("browse");
        assertThat(run.values("browse", "http_req_duration")).hasSize(40)
                .containsExactlyInAnyOrder(java.util.stream.IntStream.rangeClosed(1, 40).asDoubleStream().toArray());
        assertThat(run.valuesOfAll("http_req_duration")).hasSize(40);
    }

    @Test
    void valuesPastTheBudgetAreLetGoAndTheHistogramRemains() {
        ExactValues.Budget budget = new ExactValues.Budget(2L * ExactValues.BLOCK);
        TrendHistograms first = new TrendHistograms(budget);
        TrendHistograms second = new TrendHistograms(budget);
        for (int i = 0; i < ExactValues.BLOCK + 1; i++) {
            first.trend("browse", "http_req_duration").record(1.5);
            second.trend("browse", "http_req_duration").record(2.5);
        }
        TrendHistograms run = new TrendHistograms(budget);
        run.addAll(first);
        run.addAll(second);

        assertThat(run.valuesDropped("browse", "http_req_duration")).isTrue();
        assertThat(run.values("browse", "http_req_duration")).isNull();
        assertThat(run.valuesOfAll("http_req_duration")).isNull();
        assertThat(run.find("browse", "http_req_duration").getTotalCount()).isEqualTo(2L * ExactValues.BLOCK + 2);
        assertThat(budget.take(2L * ExactValues.BLOCK)).as("every value let go went back").isTrue();
    }
}
