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
 * 2 decimals, every relative figure published for it (base Postgres 12.19).
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
            assertThat(runs(workload)).extracting(r -> r.run().attribute("version")).containsExactly(
                    "12.19", "12.20", "13.15", "13.16", "14.12", "14.13", "15.7", "15.8", "16.3", "16.4",
                    "17beta1", "17beta2", "17beta3");
            assertThat(runs(workload).get(0).run().attribute("base")).isEqualTo("true");
            assertThat(runs(workload)).allSatisfy(r -> assertThat(r.run().attributes().values())
                    .containsEntry("instance", "c2d-highcpu-32")
                    .containsEntry("clients", "8")
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
            }
            assertThat(run.find("qr1000", "insert.target")).get().extracting(Measurement::value).isEqualTo(8000.0);
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
