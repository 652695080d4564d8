package org.benchlens.analysis.capacity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** SLO targets as a person writes them on the command line. */
class SloTargetTest {

    @Test
    void latencyTargetsReadInMilliseconds() {
        assertThat(SloTarget.parse("p95<=200ms")).isEqualTo(new SloTarget("p95", "latency.p95", 200));
        assertThat(SloTarget.parse("p99 <= 1.5s")).isEqualTo(new SloTarget("p99", "latency.p99", 1500));
        assertThat(SloTarget.parse("p95<=200ms").toString()).isEqualTo("p95 ≤ 200 ms");
    }

    @Test
    void errorTargetsReadAsAShare() {
        assertThat(SloTarget.parse("errors<=1%")).isEqualTo(new SloTarget("errors", "errors.rate", 0.01));
        assertThat(SloTarget.parse("errors<=0.05").limit()).isEqualTo(0.05);
        assertThat(SloTarget.parse("errors<=1%").toString()).isEqualTo("errors ≤ 1 %");
    }

    @Test
    void whatCannotBeReadIsSaidInOneSentence() {
        assertThatThrownBy(() -> SloTarget.parse("p95>200ms")).hasMessage(
                "cannot read the SLO 'p95>200ms': expected a statistic, '<=' and a limit, such as p95<=200ms or errors<=1%");
        assertThatThrownBy(() -> SloTarget.parse("speed<=3ms")).hasMessage("cannot read the SLO 'speed<=3ms': 'speed' "
                + "is not a latency statistic; expected avg, med, p90, p95, p99, p99.9, max or errors");
        assertThatThrownBy(() -> SloTarget.parse("errors<=5")).hasMessageContaining("a percentage (errors<=1%)");
    }
}
