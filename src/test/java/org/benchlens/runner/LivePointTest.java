package org.benchlens.runner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

import org.benchlens.model.LatencyHistogram;

class LivePointTest {

    @Test
    void theP95OfMicrosecondsIsSaidInMilliseconds() {
        Histogram micros = LatencyHistogram.newMicrosHistogram();
        for (int millis = 1; millis <= 100; millis++) {
            micros.recordValue(millis * 1000L);
        }

        assertThat(LivePoint.p95Millis(micros)).isCloseTo(95.0, within(0.1));
    }

    @Test
    void aSecondWithoutLatenciesHasNoP95() {
        assertThat(LivePoint.p95Millis(LatencyHistogram.newMicrosHistogram())).isNaN();
    }
}
