package org.benchlens.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

/** Which ending of the runs' names a trend chart says once on its axis instead of at every tick. */
class TrendChartTest {

    @Test
    void theInsertBenchmarkNamesShareTheirConfigurationFromTheFirstUnderscore() {
        assertThat(TrendChart.sharedEnding(List.of("pg1219_o2nofp.cx10a_c24r64", "pg1220_o2nofp.cx10a_c24r64",
                "pg17beta1_o2nofp.cx10a_c24r64"))).isEqualTo("_o2nofp.cx10a_c24r64");
    }

    @Test
    void namesThatShareLittleOrWouldBecomeAlikeKeepTheirEnding() {
        // versions and commits end differently
        assertThat(TrendChart.sharedEnding(List.of("12.19", "12.20", "17beta1"))).isEmpty();
        assertThat(TrendChart.sharedEnding(List.of("a1b2c3d", "e4f5a6b"))).isEmpty();
        // an ending shorter than six characters from its separator is left where it is
        assertThat(TrendChart.sharedEnding(List.of("run1_fast", "run2_fast"))).isEmpty();
        // nothing would be left of one name, or two would read alike
        assertThat(TrendChart.sharedEnding(List.of("_nightly-main", "x_nightly-main"))).isEmpty();
        assertThat(TrendChart.sharedEnding(List.of("one"))).isEmpty();
    }
}
