package org.benchlens.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.benchlens.testing.TestRuns.tput;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import org.benchlens.model.Measurement;
import org.benchlens.model.RunResult;
import org.benchlens.testing.TestRuns;

/** Sweep points from runs made in memory: repeats averaged, failures kept, runs that did not complete named. */
class SweepsTest {

    private final TestRuns make = new TestRuns("k6-summary");

    private static Measurement errors(double rate) {
        return new Measurement("total", "errors.rate", rate, "ratio");
    }

    @Test
    void repeatsAtOneLoadAreAveragedAndARunThatDoesNotSayCountsAsNoFailures() {
        List<RunResult> runs = List.of(
                make.run(Map.of("deployment", "2pgrest", "vus", "40"), tput("total", 12000), errors(0.1)),
                make.run(Map.of("deployment", "2pgrest", "vus", "40"), tput("total", 13000)),
                make.run(Map.of("deployment", "2pgrest", "vus", "10"), tput("total", 5000)),
                make.run(Map.of("deployment", "2pgrest", "vus", "90", "status", "aborted"), tput("total", 1)),
                make.run(Map.of("deployment", "4pgrest", "vus", "lots"), tput("total", 7000)));

        Sweep sweep = Sweeps.of(runs, "deployment", "total", "throughput");

        assertThat(sweep.unit()).isEqualTo("1/s");
        assertThat(sweep.lines()).extracting(Sweep.Line::name).containsExactly("2pgrest");
        assertThat(sweep.lines().get(0).points()).containsExactly(
                new Sweep.Point(10, 5000, null, List.of(3L)),
                new Sweep.Point(40, 12500, 0.05, List.of(1L, 2L)));
        assertThat(sweep.hasFailures()).isTrue();
        assertThat(sweep.notes()).containsExactly("run 4 (run 4) left out: aborted");
    }

    @Test
    void withoutALineAttributeTheMetricIsTheOneLine() {
        Sweep sweep = Sweeps.of(List.of(make.run(Map.of("vus", "230"), tput("total", 1372.484403))), null, "total",
                "throughput");

        assertThat(sweep.lineAttribute()).isNull();
        assertThat(sweep.lines()).containsExactly(new Sweep.Line("throughput",
                List.of(new Sweep.Point(230, 1372.484403, null, List.of(1L)))));
        assertThat(sweep.hasFailures()).isFalse();
    }
}
