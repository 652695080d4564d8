package org.benchlens.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.benchlens.testing.TestRuns.tput;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import org.benchlens.model.Measurement;
import org.benchlens.model.RunResult;
import org.benchlens.testing.TestRuns;

/** Background insert rates against their target, from what the Insert Benchmark importer stores. */
class InsertRatesTest {

    private final TestRuns make = new TestRuns("ibench");

    private static Measurement[] rate(String step, double value, double target, boolean missed) {
        return new Measurement[] {
            new Measurement(step, "insert.rate", value, "1/s"),
            new Measurement(step, "insert.target", target, "1/s"),
            new Measurement(step, "sla.missed", missed ? 1 : 0, "")};
    }

    private static Measurement[] concat(Measurement[]... parts) {
        return java.util.Arrays.stream(parts).flatMap(java.util.Arrays::stream).toArray(Measurement[]::new);
    }

    @Test
    void ratesBesideTheirTargetWithTheMissedOnesFlagged() {
        List<RunResult> runs = List.of(
                make.run(Map.of("dbms", "pg1023"),
                        concat(rate("qr100", 1139, 1200, true), rate("qp100", 1191, 1200, false),
                                new Measurement[] {tput("l.i0", 1475410)})),
                make.run(Map.of("dbms", "pg1122"),
                        concat(rate("qr100", 1140, 1200, false), rate("qp100", 1191, 1200, false))),
                make.run(Map.of("instance", "t3a.nano"), rate("qr100", 10, 800, true)));

        InsertRates rates = InsertRates.of(runs, "dbms");

        assertThat(rates.steps()).containsExactly("qr100", "qp100");
        assertThat(rates.targets()).containsExactly(1200.0, 1200.0);
        assertThat(rates.rows()).extracting(InsertRates.Row::name).containsExactly("pg1023", "pg1122");
        assertThat(rates.rows().get(0).rates()).containsExactly(new InsertRates.Rate(1139, true),
                new InsertRates.Rate(1191, false));
        assertThat(rates.rows().get(1).rates().get(0)).isEqualTo(new InsertRates.Rate(1140, false));
        assertThat(rates.anyMissed()).isTrue();
    }

    @Test
    void aCellOfSeveralRunsIsTheirMeanAndMissedWhenOneOfThemMissed() {
        List<RunResult> runs = List.of(
                make.run(Map.of("version", "16.4"), rate("qr500", 3972, 4000, false)),
                make.run(Map.of("version", "16.4"), rate("qr500", 3700, 4000, true)),
                make.run(Map.of("version", "16.4", "status", "aborted"), rate("qr500", 10, 4000, true)));

        InsertRates rates = InsertRates.of(runs, "version");

        assertThat(rates.rows().get(0).rates()).containsExactly(new InsertRates.Rate(3836, true));
    }

    @Test
    void runsWithoutBackgroundInsertsGiveAnEmptyTable() {
        InsertRates rates = InsertRates.of(List.of(make.run(Map.of("instance", "r5"), tput("runit", 48841))),
                "instance");

        assertThat(rates.isEmpty()).isTrue();
        assertThat(rates.steps()).isEmpty();
    }
}
