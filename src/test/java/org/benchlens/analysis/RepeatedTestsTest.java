package org.benchlens.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.benchlens.testing.TestRuns.tput;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import org.benchlens.model.Attributes;
import org.benchlens.model.Run;
import org.benchlens.model.RunResult;
import org.benchlens.testing.TestRuns;

/** How the runs of one cell become tests, and how a cell is marked when only one side has repeats. */
class RepeatedTestsTest {

    private long nextId = 1;

    /** A YBIO-like session: a job of a test that ran from {@code start} for an hour. */
    private RunResult session(String instance, String job, String start, double rowsPerSecond) {
        Instant started = Instant.parse(start);
        Run run = new Run(nextId++, "ybio", "job " + job, "benchruns.txt", null, started, started.plusSeconds(3600),
                null, Attributes.of(Map.of("instance", instance, "job_id", job)), List.of());
        return new RunResult(run, List.of(tput("runit", rowsPerSecond)));
    }

    @Test
    void sessionsThatRanTogetherAreOneTestAndTwoSuchTestsAreTwoRepeats() {
        List<RunResult> runs = new ArrayList<>();
        runs.add(session("r5", "1", "2021-09-05T08:00:00Z", 2500));
        runs.add(session("r5", "2", "2021-09-05T08:00:01Z", 2600));
        runs.add(session("r5", "3", "2021-09-05T10:00:00Z", 2550));
        runs.add(session("r5", "4", "2021-09-05T10:00:02Z", 2650));
        runs.add(session("r6g", "5", "2021-09-05T12:00:00Z", 2800));
        runs.add(session("r6g", "6", "2021-09-05T12:00:01Z", 2810));

        Comparison summed = Comparisons.compare(runs,
                ComparisonRequest.rows("instance").aggregate(Aggregate.SUM).build());

        Comparison.Cell r5 = summed.row("r5").orElseThrow().cell(0);
        assertThat(r5.n()).as("two tests of two sessions each").isEqualTo(2);
        assertThat(r5.statistics().min()).isEqualTo(5100);
        assertThat(r5.statistics().max()).isEqualTo(5200);
        assertThat(r5.value()).as("repeats are averaged, not summed").isEqualTo(5150);
        Comparison.Cell r6g = summed.row("r6g").orElseThrow().cell(0);
        assertThat(r6g.n()).isEqualTo(1);
        assertThat(r6g.verdict()).isEqualTo(Verdict.ONE_RUN);
        assertThat(r6g.significant()).isNull();
        assertThat(r6g.displayedRatio()).isEqualTo("1.09");
        assertThat(r6g.color()).as("n=1 keeps the ratio's colour").isEqualTo(RatioColor.GREEN);
        assertThat(r5.verdict()).as("the base with repeats").isEqualTo(Verdict.SPREAD);
    }

    @Test
    void aTableWithoutRepeatsIsMarkedAsBefore() {
        TestRuns make = new TestRuns("test");
        Comparison comparison = Comparisons.compare(List.of(
                make.run(Map.of("dbms", "a"), tput("total", 100)),
                make.run(Map.of("dbms", "b"), tput("total", 110))), ComparisonRequest.rows("dbms").build());

        assertThat(comparison.row("b").orElseThrow().cell(0).verdict()).isEqualTo(Verdict.NO_REPEATS);
        assertThat(comparison.row("b").orElseThrow().cell(0).color()).isEqualTo(RatioColor.GREEN);
    }

    @Test
    void runsOfUnlikeConfigurationsAreRefusedUnlessPooled() {
        TestRuns make = new TestRuns("test");
        List<RunResult> runs = List.of(
                make.run(Map.of("dbms", "a", "workload", "cached", "repeat", "1"), tput("l.i0", 100)),
                make.run(Map.of("dbms", "a", "workload", "io-bound", "repeat", "2"), tput("l.i0", 50)),
                make.run(Map.of("dbms", "b", "workload", "cached"), tput("l.i0", 90)));

        assertThatThrownBy(() -> Comparisons.compare(runs, ComparisonRequest.rows("dbms").build()))
                .isInstanceOfSatisfying(UnlikeRunsException.class, e -> {
                    assertThat(e.attribute()).isEqualTo("workload");
                    assertThat(e.values()).containsExactly("cached", "io-bound");
                });
        Comparison pooled = Comparisons.compare(runs, ComparisonRequest.rows("dbms")
                .pool(Set.of("workload")).test(SignificanceTest.UTEST, 0.05).build());
        assertThat(pooled.row("a").orElseThrow().cell(0).value()).isEqualTo(75);
        assertThat(pooled.row("a").orElseThrow().cell(0).n()).isEqualTo(2);
    }
}
