package org.benchlens.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.benchlens.testing.TestRuns.tput;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import org.benchlens.model.Measurement;
import org.benchlens.model.RunResult;
import org.benchlens.testing.TestRuns;

class ComparisonsTest {

    private final TestRuns make = new TestRuns("test");

    @Test
    void comparesStepsAgainstTheFirstRowByDefault() {
        List<RunResult> runs = List.of(
                make.run(Map.of("dbms", "pg1219"), tput("l.i0", 1475410), tput("l.i2", 60883)),
                make.run(Map.of("dbms", "pg163"), tput("l.i0", 1525424), tput("l.i2", 53595)),
                make.run(Map.of("dbms", "pg17beta1"), tput("l.i0", 1551724), tput("l.i2", 57915)));

        Comparison comparison = Comparisons.compare(runs, ComparisonRequest.rows("dbms").build());

        assertThat(comparison.baseRow()).isEqualTo("pg1219");
        assertThat(comparison.columns()).containsExactly("l.i0", "l.i2");
        Comparison.Row pg163 = comparison.row("pg163").orElseThrow();
        assertThat(pg163.cell(0).displayedRatio()).isEqualTo("1.03");
        assertThat(pg163.cell(0).color()).isEqualTo(RatioColor.GREY);
        assertThat(pg163.cell(1).displayedRatio()).isEqualTo("0.88");
        assertThat(pg163.cell(1).color()).isEqualTo(RatioColor.RED);
        assertThat(comparison.row("pg17beta1").orElseThrow().cell(0).displayedRatio()).isEqualTo("1.05");
        assertThat(comparison.row("pg17beta1").orElseThrow().cell(0).color()).isEqualTo(RatioColor.GREEN);
        assertThat(comparison.row("pg1219").orElseThrow().cell(1).displayedRatio()).isEqualTo("1.00");
    }

    @Test
    void columnsByAnAttributeSortLoadLevelsNumericallyAndUseTheChosenStep() {
        List<RunResult> runs = new ArrayList<>();
        runs.add(make.run(Map.of("instance", "m5a.large", "vus", "100"), tput("total", 2600)));
        runs.add(make.run(Map.of("instance", "m5a.large", "vus", "10"), tput("total", 2551.27)));
        runs.add(make.run(Map.of("instance", "m5a.xlarge", "vus", "10"), tput("total", 4000)));
        runs.add(make.run(Map.of("instance", "m5a.xlarge", "vus", "50"), tput("total", 5000)));

        Comparison comparison = Comparisons.compare(runs,
                ComparisonRequest.rows("instance").columns("vus").metric("throughput").step("total")
                        .base("m5a.large").build());

        assertThat(comparison.columns()).containsExactly("10", "50", "100");
        Comparison.Row xlarge = comparison.row("m5a.xlarge").orElseThrow();
        assertThat(xlarge.cell(0).displayedRatio()).isEqualTo("1.57");
        assertThat(xlarge.cell(1).value()).isEqualTo(5000);
        assertThat(xlarge.cell(1).hasRatio()).as("the base has no 50-VU run").isFalse();
        assertThat(xlarge.cell(2)).isNull();
    }

    @Test
    void averagesRunsInOneCellAndLeavesOutRunsThatDidNotFinish() {
        List<RunResult> runs = List.of(
                make.run(Map.of("instance", "r5"), tput("runit", 2583), tput("runit", 2583)),
                make.run(Map.of("instance", "r5"), tput("runit", 2579)),
                make.run(Map.of("instance", "r6g", "status", "cancelled")),
                make.run(Map.of("instance", "r6g"), tput("runit", 2802)));

        Comparison comparison = Comparisons.compare(runs, ComparisonRequest.rows("instance").build());

        Comparison.Cell r5 = comparison.row("r5").orElseThrow().cell(0);
        assertThat(r5.value()).isEqualTo(2581);
        assertThat(r5.runIds()).containsExactly(1L, 2L);
        assertThat(comparison.row("r6g").orElseThrow().cell(0).displayedRatio()).isEqualTo("1.09");
        assertThat(comparison.notes()).singleElement().asString().contains("run 3", "cancelled");
    }

    @Test
    void concurrentSessionsCanBeSummedInsteadOfAveraged() {
        List<RunResult> runs = List.of(
                make.run(Map.of("instance", "r5", "job_id", "1"), tput("runit", 2583)),
                make.run(Map.of("instance", "r5", "job_id", "2"), tput("runit", 2583)),
                make.run(Map.of("instance", "r5", "job_id", "3"), tput("runit", 2579)),
                make.run(Map.of("instance", "r5", "job_id", "4"), tput("runit", 2578)),
                make.run(Map.of("instance", "r6g", "job_id", "1"), tput("runit", 2802)),
                make.run(Map.of("instance", "r6g", "job_id", "2"), tput("runit", 2802)),
                make.run(Map.of("instance", "r6g", "job_id", "3"), tput("runit", 2802)),
                make.run(Map.of("instance", "r6g", "job_id", "4"), tput("runit", 2800)));

        Comparison summed = Comparisons.compare(runs,
                ComparisonRequest.rows("instance").aggregate(Aggregate.SUM).build());
        Comparison median = Comparisons.compare(runs,
                ComparisonRequest.rows("instance").aggregate(Aggregate.MEDIAN).build());

        assertThat(summed.row("r5").orElseThrow().cell(0).value()).isEqualTo(10323);
        assertThat(summed.row("r6g").orElseThrow().cell(0).value()).isEqualTo(11206);
        assertThat(summed.row("r6g").orElseThrow().cell(0).displayedRatio()).isEqualTo("1.09");
        assertThat(median.row("r5").orElseThrow().cell(0).value()).isEqualTo(2581);
    }

    @Test
    void marksCellsWhereOperationsFailed() {
        List<RunResult> runs = List.of(
                make.run(Map.of("deployment", "2pgrest"), tput("total", 11815.71),
                        new Measurement("total", "errors.rate", 0, "ratio")),
                make.run(Map.of("deployment", "4pgrest"), tput("total", 12517.49),
                        new Measurement("total", "errors.rate", 1.0, "ratio")));

        Comparison comparison = Comparisons.compare(runs, ComparisonRequest.rows("deployment").build());

        assertThat(comparison.row("2pgrest").orElseThrow().cell(0).hasErrors()).isFalse();
        assertThat(comparison.row("4pgrest").orElseThrow().cell(0).hasErrors()).isTrue();
        assertThat(comparison.row("4pgrest").orElseThrow().cell(0).errorRate()).isEqualTo(1.0);
    }

    @Test
    void rowsWithNothingToCompareAreLeftOutAndNeverTheBase() {
        List<RunResult> runs = List.of(
                make.run(Map.of("deployment", "unix socket"), tput("total", 2450.15)),
                make.run(Map.of("deployment", "2pgrest", "vus", "10"), tput("total", 7438.58)),
                make.run(Map.of("deployment", "4pgrest", "vus", "10"), tput("total", 7405.60)));

        Comparison comparison = Comparisons.compare(runs,
                ComparisonRequest.rows("deployment").columns("vus").build());

        assertThat(comparison.rows()).extracting(Comparison.Row::name).containsExactly("2pgrest", "4pgrest");
        assertThat(comparison.baseRow()).isEqualTo("2pgrest");
        assertThat(comparison.row("4pgrest").orElseThrow().cell(0).displayedRatio()).isEqualTo("1.00");
    }

    @Test
    void anUnknownBaseNamesTheRowsThereAre() {
        List<RunResult> runs = List.of(make.run(Map.of("dbms", "pg163"), tput("l.i0", 1)));
        assertThatThrownBy(() -> Comparisons.compare(runs,
                ComparisonRequest.rows("dbms").columns("step").base("pg99").build()))
                .hasMessage("no row 'pg99' to use as base; the rows are pg163");
    }

    @Test
    void aLatencyThatRoseIsRedAndOneThatFellGreen() {
        List<RunResult> runs = List.of(
                make.run(Map.of("version", "7.0.1"), new Measurement("GETSingle", "latency.p95", 12.5, "ms"),
                        tput("GETSingle", 2000)),
                make.run(Map.of("version", "master"), new Measurement("GETSingle", "latency.p95", 14, "ms"),
                        tput("GETSingle", 2200)),
                make.run(Map.of("version", "next"), new Measurement("GETSingle", "latency.p95", 10, "ms"),
                        tput("GETSingle", 1800)));

        Comparison latency = Comparisons.compare(runs, ComparisonRequest.rows("version").metric("latency.p95").build());
        Comparison throughput = Comparisons.compare(runs, ComparisonRequest.rows("version").build());

        // 14 ms for 12.5 is 1.12 of the time: worse, so red; 10 ms is 0.80: green
        assertThat(latency.row("master").orElseThrow().cell(0).displayedRatio()).isEqualTo("1.12");
        assertThat(latency.row("master").orElseThrow().cell(0).color()).isEqualTo(RatioColor.RED);
        assertThat(latency.row("next").orElseThrow().cell(0).color()).isEqualTo(RatioColor.GREEN);
        assertThat(latency.lowerIsBetter()).containsExactly("GETSingle");
        assertThat(throughput.row("master").orElseThrow().cell(0).color()).isEqualTo(RatioColor.GREEN);
        assertThat(throughput.row("next").orElseThrow().cell(0).color()).isEqualTo(RatioColor.RED);
        assertThat(throughput.lowerIsBetter()).isEmpty();
    }

    @Test
    void aHistorysPlainValuesTurnWhereTheirStepNamesATimeOrTheRunsSayLowerIsBetter() {
        // Otava's CSV keeps each column as a step of the metric "value"; github-action-benchmark says "better"
        List<RunResult> runs = List.of(
                make.run(Map.of("commit", "a1"), new Measurement("p99", "value", 20, null),
                        new Measurement("throughput", "value", 100, null)),
                make.run(Map.of("commit", "b2"), new Measurement("p99", "value", 30, null),
                        new Measurement("throughput", "value", 150, null)));
        List<RunResult> benches = List.of(
                make.run(Map.of("commit", "a1", "better", "lower"),
                        new Measurement("BenchmarkParse", "value", 880, "ns/op")),
                make.run(Map.of("commit", "b2", "better", "lower"),
                        new Measurement("BenchmarkParse", "value", 700, "ns/op")));

        Comparison history = Comparisons.compare(runs, ComparisonRequest.rows("commit").metric("value").build());
        Comparison bench = Comparisons.compare(benches, ComparisonRequest.rows("commit").metric("value").build());

        Comparison.Row later = history.row("b2").orElseThrow();
        assertThat(history.lowerIsBetter()).containsExactly("p99");
        assertThat(later.cell(history.columns().indexOf("p99")).color()).isEqualTo(RatioColor.RED);
        assertThat(later.cell(history.columns().indexOf("throughput")).color()).isEqualTo(RatioColor.GREEN);
        assertThat(bench.row("b2").orElseThrow().cell(0).color()).isEqualTo(RatioColor.GREEN);
    }
}
