package org.benchlens.imports.ibench;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import org.benchlens.imports.ImportResult;
import org.benchlens.imports.ImportSummary;
import org.benchlens.model.Measurement;
import org.benchlens.model.RunResult;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;

/**
 * The sample in sample-data/insert-benchmark-pg12-17 must give back, as value / base rounded to
 * 2 decimals, every relative figure published for it (base Postgres 12.19), and hold exactly the
 * numbers its README says were made up and how.
 */
class InsertBenchmarkSampleTest {

    private static final Path SAMPLE = Path.of("sample-data", "insert-benchmark-pg12-17");
    private static final List<String> STEPS =
            List.of("l.i0", "l.i1", "l.i2", "qr100", "qr500", "qr1000", "qp100", "qp500", "qp1000");

    /** The published relative QPS, per workload and version, in the order of {@link #STEPS}. */
    private static final Map<String, Map<String, List<String>>> STATED = Map.of(
            "cached", Map.of(
                    "16.4", List.of("1.02", "1.06", "1.00", "1.03", "1.04", "1.04", "0.99", "0.99", "0.99"),
                    "17beta3", List.of("0.98", "1.09", "0.92", "1.04", "1.05", "1.08", "0.98", "0.98", "0.98")),
            "io-bound", Map.of(
                    "16.4", List.of("1.00", "1.01", "1.45", "0.98", "0.98", "0.98", "1.01", "1.01", "1.01"),
                    "17beta3", List.of("0.96", "0.88", "1.01", "1.00", "1.00", "0.99", "1.01", "1.01", "1.01")));

    /** The README's rule 1: the base values chosen for 12.19, in the order of {@link #STEPS}. */
    private static final Map<String, List<Integer>> CHOSEN_BASE = Map.of(
            "cached", List.of(1000000, 230000, 44000, 110000, 108000, 106000, 46000, 45500, 45000),
            "io-bound", List.of(850000, 40000, 12000, 24000, 23500, 23000, 14000, 13500, 13000));
    private static final List<String> VERSIONS = List.of("12.19", "12.20", "13.15", "13.16", "14.12", "14.13", "15.7",
            "15.8", "16.3", "16.4", "17beta1", "17beta2", "17beta3");

    private static Store store;
    private static ImportSummary summary;
    private static List<RunResult> results;

    @BeforeAll
    static void importSample() {
        store = TestStores.h2();
        summary = ImportHarness.importInto(store, SAMPLE);
        results = ImportHarness.results(store);
    }

    @AfterAll
    static void close() {
        store.close();
    }

    @Test
    void importsBothReportsWithThirteenVersionsEach() {
        assertThat(summary.results()).extracting(ImportResult::status)
                .containsExactly(ImportResult.Status.IMPORTED, ImportResult.Status.IMPORTED);
        assertThat(summary.results()).allSatisfy(r -> assertThat(r.notes()).isEmpty());
        for (String workload : STATED.keySet()) {
            assertThat(runs(workload)).extracting(r -> r.run().attribute("version")).containsExactlyElementsOf(VERSIONS);
            assertThat(runs(workload).get(0).run().attribute("base")).isEqualTo("true");
            assertThat(runs(workload)).allSatisfy(r -> assertThat(r.run().attributes().values())
                    .containsEntry("instance", "c2d-highcpu-32")
                    .containsEntry("clients", "8")
                    .containsEntry("build", "o2nofp")
                    .containsEntry("config", "cx10a_c24r64"));
        }
        assertThat(runs("cached").get(0).run().attribute("rows")).isEqualTo("80M");
        assertThat(runs("io-bound").get(0).run().attribute("rows")).isEqualTo("1024M");
    }

    @Test
    void givesBackEveryPublishedRelativeFigure() {
        int checked = 0;
        for (var workload : STATED.entrySet()) {
            RunResult base = version(workload.getKey(), "12.19");
            for (var version : workload.getValue().entrySet()) {
                RunResult run = version(workload.getKey(), version.getKey());
                for (int i = 0; i < STEPS.size(); i++) {
                    String step = STEPS.get(i);
                    double ratio = throughput(run, step) / throughput(base, step);
                    assertThat(new BigDecimal(ratio).setScale(2, RoundingMode.HALF_EVEN).toPlainString())
                            .as(workload.getKey() + " " + version.getKey() + " " + step)
                            .isEqualTo(version.getValue().get(i));
                    checked++;
                }
            }
        }
        assertThat(checked).isEqualTo(36);
    }

    /** The rules of the README's "Derived" section, applied to every throughput of both reports. */
    @Test
    void everyThroughputIsMadeAsItsReadmeSays() {
        BigDecimal nine = BigDecimal.valueOf(9);
        for (String workload : STATED.keySet()) {
            for (int i = 0; i < STEPS.size(); i++) {
                String step = STEPS.get(i);
                BigDecimal base = BigDecimal.valueOf(CHOSEN_BASE.get(workload).get(i));
                BigDecimal stated16 = new BigDecimal(STATED.get(workload).get("16.4").get(i));
                BigDecimal stated17 = new BigDecimal(STATED.get(workload).get("17beta3").get(i));
                for (int k = 0; k < VERSIONS.size(); k++) {
                    String version = VERSIONS.get(k);
                    BigDecimal made;
                    if (k <= 9) {
                        // rules 1 to 3: 12.19 (k = 0) chosen, 16.4 (k = 9) stated, between them
                        // base × (1 + (r − 1) × k / 9), rounded half up
                        made = base.multiply(nine.add(stated16.subtract(BigDecimal.ONE).multiply(BigDecimal.valueOf(k))))
                                .divide(nine, 0, RoundingMode.HALF_UP);
                    } else {
                        // rule 4: the three betas take 17beta3's stated figures
                        made = base.multiply(stated17);
                    }
                    if (k == 9 || k == 12) {
                        // rule 2: the stated versions are base × figure exactly, a whole number
                        assertThat(made.stripTrailingZeros().scale()).as(workload + " " + version + " " + step).isLessThanOrEqualTo(0);
                    }
                    assertThat(throughput(version(workload, version), step)).as(workload + " " + version + " " + step)
                            .isEqualTo(made.doubleValue());
                }
            }
        }
    }

    @Test
    void itsRelativeTablesAgreeWithItsAbsoluteOnes() {
        for (String workload : STATED.keySet()) {
            RunResult base = runs(workload).get(0);
            for (RunResult run : runs(workload)) {
                for (String step : STEPS) {
                    double ratio = throughput(run, step) / throughput(base, step);
                    double printed = run.find(step, "throughput.relative").map(Measurement::value).orElseThrow();
                    assertThat(new BigDecimal(ratio).setScale(2, RoundingMode.HALF_EVEN).doubleValue())
                            .as(workload + " " + run.run().name() + " " + step).isEqualTo(printed);
                }
            }
        }
    }

    @Test
    void everyVersionSustainsTheTargetInsertRates() {
        assertThat(results).hasSize(26);
        for (RunResult run : results) {
            for (String step : List.of("qr100", "qp100", "qr500", "qp500", "qr1000", "qp1000")) {
                assertThat(run.find(step, "sla.missed")).get().extracting(Measurement::value).isEqualTo(0.0);
                // 100, 500 or 1000 inserts/s for each of 8 clients; the README's rule 6: 99.3 % of it, rounded down
                BigDecimal target = BigDecimal.valueOf(8 * Integer.parseInt(step.substring(2)));
                assertThat(run.find(step, "insert.target")).get().extracting(Measurement::value).isEqualTo(target.doubleValue());
                assertThat(run.find(step, "insert.rate")).get().extracting(Measurement::value)
                        .isEqualTo(new BigDecimal("0.993").multiply(target).setScale(0, RoundingMode.FLOOR).doubleValue());
            }
            assertThat(run.find("qr1000", "insert.target")).get().extracting(Measurement::value).isEqualTo(8000.0);
            assertThat(run.find("qr1000", "insert.rate")).get().extracting(Measurement::value).isEqualTo(7944.0);
        }
    }

    private static List<RunResult> runs(String workload) {
        return results.stream().filter(r -> workload.equals(r.run().attribute("workload"))).toList();
    }

    private static RunResult version(String workload, String version) {
        return runs(workload).stream().filter(r -> version.equals(r.run().attribute("version"))).findFirst()
                .orElseThrow(() -> new AssertionError("no " + workload + " run of " + version));
    }

    private static double throughput(RunResult run, String step) {
        return run.find(step, "throughput").map(Measurement::value)
                .orElseThrow(() -> new AssertionError(run.run().name() + " has no throughput at " + step));
    }
}
