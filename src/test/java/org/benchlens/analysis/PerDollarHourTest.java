package org.benchlens.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.benchlens.testing.TestRuns.tput;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import org.benchlens.model.RunResult;
import org.benchlens.testing.TestRuns;

/** Throughput per dollar-hour, with the PostgREST instance figures and prices of the k6 write-up. */
class PerDollarHourTest {

    private final TestRuns make = new TestRuns("test");

    @Test
    void dividesTheMetricByThePriceAndComparesThatAgainstTheBase() {
        List<RunResult> runs = List.of(
                make.run(Map.of("instance", "t3a.nano", "price_per_hour", "0.0047"),
                        tput("GETSingle", 1368.1003585286514)),
                make.run(Map.of("instance", "c5.xlarge", "price_per_hour", "$0.17"),
                        tput("GETSingle", 2207.0122163428027)));

        Comparison comparison = PerDollarHour.compare(runs, ComparisonRequest.rows("instance").build());

        assertThat(comparison.request().metric()).isEqualTo("throughput and throughput per $/h");
        assertThat(comparison.baseRow()).isEqualTo("t3a.nano");
        assertThat(comparison.columns()).containsExactly("GETSingle", "GETSingle per $/h");
        assertThat(comparison.row("t3a.nano").orElseThrow().cell(1).value()).isCloseTo(291085.1826656705, within(1e-6));
        // beside it, the plain throughput: 61 % more requests
        Comparison.Cell c5Throughput = comparison.row("c5.xlarge").orElseThrow().cell(0);
        assertThat(c5Throughput.value()).isEqualTo(2207.0122163428027);
        assertThat(c5Throughput.displayedRatio()).isEqualTo("1.61");
        assertThat(c5Throughput.color()).isEqualTo(RatioColor.GREEN);
        Comparison.Cell c5 = comparison.row("c5.xlarge").orElseThrow().cell(1);
        assertThat(c5.value()).isCloseTo(12982.424802016485, within(1e-6));
        // 61 % more requests for 36 times the price: a twentieth of the requests per dollar
        assertThat(c5.displayedRatio()).isEqualTo("0.04");
        assertThat(c5.color()).isEqualTo(RatioColor.RED);
        assertThat(comparison.notes()).containsExactly("price per hour: t3a.nano $0.0047, c5.xlarge $0.17");
    }

    @Test
    void runsWithoutAUsablePriceAreLeftOutAndNamed() {
        List<RunResult> runs = List.of(
                make.run(Map.of("instance", "t3a.nano", "price_per_hour", "0.0047"), tput("total", 1000)),
                make.run(Map.of("instance", "t3a.xlarge"), tput("total", 1500)),
                make.run(Map.of("instance", "m5a.large", "price_per_hour", "cheap"), tput("total", 1400)),
                make.run(Map.of("deployment", "nginx"), tput("total", 900)));

        Comparison comparison = PerDollarHour.compare(runs, ComparisonRequest.rows("instance").build());

        assertThat(comparison.rows()).extracting(Comparison.Row::name).containsExactly("t3a.nano");
        assertThat(comparison.notes()).containsExactly(
                "price per hour: t3a.nano $0.0047",
                "run 3 (run 3) left out: its price_per_hour 'cheap' is not a positive number of dollars",
                "runs 2, 4 left out: no price_per_hour (set it with: benchlens attr RUN --set price_per_hour=0.64)");
        // run 4 has no instance either; with a price it would be the row (no instance) (decision 0150)
        assertThat(comparison.leftOut()).extracting(LeftOut::phrase).containsExactly(
                "run 3 (price_per_hour not a number of dollars)", "runs 2, 4 (no price_per_hour)");
    }

    @Test
    void sessionsSummedPerCellKeepTheirSumPerDollar() {
        List<RunResult> runs = List.of(
                make.run(Map.of("instance", "r5", "price_per_hour", "0.64", "batch", "10", "job_id", "1"), tput("runit", 2583)),
                make.run(Map.of("instance", "r5", "price_per_hour", "0.64", "batch", "10", "job_id", "2"), tput("runit", 2579)),
                make.run(Map.of("instance", "r6g", "price_per_hour", "0.575", "batch", "10", "job_id", "1"), tput("runit", 2802)),
                make.run(Map.of("instance", "r6g", "price_per_hour", "0.575", "batch", "10", "job_id", "2"), tput("runit", 2800)));

        Comparison comparison = PerDollarHour.compare(runs, ComparisonRequest.rows("instance")
                .columns("batch").metric("throughput").step("runit").aggregate(Aggregate.SUM).build());

        assertThat(comparison.row("r5").orElseThrow().cell(0).value()).isEqualTo(2583 + 2579);
        assertThat(comparison.row("r5").orElseThrow().cell(1).value()).isCloseTo((2583 + 2579) / 0.64, within(1e-9));
        assertThat(comparison.row("r6g").orElseThrow().cell(1).value()).isCloseTo((2802 + 2800) / 0.575, within(1e-9));
    }
}
