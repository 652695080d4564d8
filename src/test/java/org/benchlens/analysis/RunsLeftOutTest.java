package org.benchlens.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.benchlens.testing.TestRuns.tput;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import org.benchlens.model.RunResult;
import org.benchlens.testing.TestRuns;

/** Every run given to a comparison is in a cell or named with why it is not (decision 0150). */
class RunsLeftOutTest {

    private final TestRuns make = new TestRuns("test");

    @Test
    void runsWithoutTheRowAttributeAreARowOfTheirOwnLastAndNeverTheDefaultBase() {
        List<RunResult> runs = List.of(
                make.run(Map.of("version", "local"), tput("runit", 2000)),
                make.run(Map.of("instance", "r5"), tput("runit", 1000)),
                make.run(Map.of("instance", "r6g"), tput("runit", 1100)));

        Comparison comparison = Comparisons.compare(runs, ComparisonRequest.rows("instance").build());

        assertThat(comparison.rows()).extracting(Comparison.Row::name).containsExactly("r5", "r6g", "(no instance)");
        assertThat(comparison.baseRow()).isEqualTo("r5");
        assertThat(comparison.row("(no instance)").orElseThrow().cell(0).displayedRatio()).isEqualTo("2.00");
        assertThat(comparison.leftOut()).isEmpty();
        assertThat(comparison.holdings()).isEqualTo("1 without instance in the row (no instance)");

        Comparison againstIt = Comparisons.compare(runs,
                ComparisonRequest.rows("instance").base("(no instance)").build());
        assertThat(againstIt.row("r5").orElseThrow().cell(0).displayedRatio()).isEqualTo("0.50");
    }

    @Test
    void unlikeRunsWithoutTheRowAttributeAreLeftOutRatherThanRefuseTheTable() {
        List<RunResult> runs = List.of(
                make.run(Map.of("instance", "r5"), tput("runit", 1000)),
                make.run(Map.of("version", "14"), tput("runit", 2000)),
                make.run(Map.of("version", "15"), tput("runit", 2100)));

        Comparison comparison = Comparisons.compare(runs, ComparisonRequest.rows("instance").build());

        assertThat(comparison.rows()).extracting(Comparison.Row::name).containsExactly("r5");
        assertThat(comparison.holdings()).isEqualTo("left out: runs 2, 3 (no instance, and they differ in version)");
    }

    @Test
    void anAttributeNoRunHasMakesNoTableOfItsMissingRow() {
        List<RunResult> runs = List.of(make.run(Map.of("instance", "r5"), tput("runit", 1000)));

        Comparison comparison = Comparisons.compare(runs, ComparisonRequest.rows("instanse").build());

        assertThat(comparison.rows()).isEmpty();
        assertThat(comparison.leftOut()).extracting(LeftOut::phrase).containsExactly("run 1 (no instanse)");
    }

    @Test
    void runsWithoutTheMetricOrTheColumnsAttributeOrNotCompletedAreNamedWithWhy() {
        List<RunResult> runs = List.of(
                make.run(Map.of("instance", "r5", "batch_size", "10"), tput("runit", 1000)),
                make.run(Map.of("instance", "r6g", "batch_size", "10"), tput("runit", 1100)),
                make.run(Map.of("instance", "r6g"), tput("runit", 1200)),
                make.run(Map.of("instance", "r6g", "batch_size", "10"), tput("setup", 1200)),
                make.run(Map.of("instance", "r6g", "batch_size", "10", "status", "aborted"), tput("runit", 1)));

        Comparison comparison = Comparisons.compare(runs,
                ComparisonRequest.rows("instance").columns("batch_size").metric("throughput").step("runit").build());

        assertThat(comparison.runsGiven()).isEqualTo(5);
        assertThat(LeftOut.phrase(comparison.leftOut())).isEqualTo("left out: run 3 (no batch_size);"
                + " run 4 (no throughput in step runit); run 5 (aborted)");
        assertThat(Comparisons.compare(runs, ComparisonRequest.rows("instance").build().withMetric("riops")).leftOut())
                .extracting(LeftOut::phrase).containsExactly("runs 1, 2, 3, 4 (no riops)", "run 5 (aborted)");
    }
}
