package org.benchlens.runner.ibench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.benchlens.runner.db.StoredRuns.value;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import org.benchlens.analysis.Comparison;
import org.benchlens.analysis.ComparisonRequest;
import org.benchlens.analysis.Comparisons;
import org.benchlens.model.Attributes;
import org.benchlens.model.Measurement;
import org.benchlens.model.Metrics;
import org.benchlens.model.Run;
import org.benchlens.model.RunResult;
import org.benchlens.runner.RunnerOutcome;
import org.benchlens.runner.WorkloadRunner;
import org.benchlens.runner.db.StoredRuns;
import org.benchlens.runner.db.TargetSettings;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RecordingListener;
import org.benchlens.testing.TestStores;

/**
 * Quick Insert-Benchmark-like runs for real on embedded H2 and embedded PostgreSQL, stored
 * through WorkloadRunner, compared as the report's relative-QPS table.
 */
class IbenchWorkloadTest {

    private static final int CLIENTS = 2;
    private static final long LOAD_ROWS = 2_000;
    private static final long WRITE_ROWS = 500;
    private static final long SMALL_WRITE_ROWS = 100;
    private static final List<String> STEPS = List.of("l.i0", "l.x", "l.i1", "l.i2", "qr100", "qp100");

    @AutoClose
    private static final Store store = TestStores.h2();
    private static RunResult h2;
    private static RunResult postgresql;

    @BeforeAll
    static void runOnBothEmbeddedTargets() throws Exception {
        h2 = runOn(TargetSettings.embeddedH2());
        postgresql = runOn(TargetSettings.embeddedPostgresql());
    }

    static IbenchSettings settings(TargetSettings target, Duration queries) {
        return new IbenchSettings(target, CLIENTS, LOAD_ROWS, WRITE_ROWS, SMALL_WRITE_ROWS, queries, List.of(100),
                Attributes.EMPTY.with("config", "test"));
    }

    private static RunResult runOn(TargetSettings target) throws Exception {
        RecordingListener listener = new RecordingListener();
        RunnerOutcome outcome = new WorkloadRunner(store)
                .run(new IbenchWorkload(settings(target, Duration.ofSeconds(1))), listener);
        assertThat(listener.logs).contains("l.i0: started", "qp100: started");
        assertThat(listener.live).isNotEmpty();
        assertThat(outcome.cancelled()).isFalse();
        assertThat(outcome.runs()).hasSize(1);
        long id = outcome.runs().get(0).id();
        return StoredRuns.all(store).stream().filter(result -> result.run().id() == id).findFirst().orElseThrow();
    }

    @Test
    void eachRunHasTheStepsAndAttributesOfAnImportedReportRun() {
        for (RunResult result : List.of(h2, postgresql)) {
            Run run = result.run();
            assertThat(run.format()).isEqualTo("ibench");
            assertThat(result.steps()).containsExactlyElementsOf(STEPS);
            assertThat(run.attributes().values()).containsEntry("status", "completed").containsEntry("clients", "2")
                    .containsEntry("rows", "4000").containsEntry("config", "test").containsKeys("version", "url");
        }
        assertThat(h2.run().attributes().values()).containsEntry("dbms", "h2").containsEntry("target", "embedded-h2");
        assertThat(h2.run().name()).startsWith("ibench h2 2.").endsWith(" (embedded-h2)");
        assertThat(postgresql.run().attributes().values()).containsEntry("dbms", "postgresql")
                .containsEntry("target", "embedded-postgresql");
    }

    @Test
    void theCountedStepsDoExactlyTheirRowsAndTheTablesHoldWhatTheyLeft() {
        for (RunResult run : List.of(h2, postgresql)) {
            assertThat(value(run, "l.i0", Metrics.OPERATIONS)).isEqualTo(CLIENTS * LOAD_ROWS);
            assertThat(value(run, "l.x", Metrics.OPERATIONS)).isEqualTo(CLIENTS * LOAD_ROWS);
            assertThat(value(run, "l.i1", Metrics.OPERATIONS)).isEqualTo(CLIENTS * WRITE_ROWS);
            assertThat(value(run, "l.i2", Metrics.OPERATIONS)).isEqualTo(CLIENTS * SMALL_WRITE_ROWS);
            for (String step : STEPS) {
                assertThat(value(run, step, "tput")).isEqualTo(value(run, step, Metrics.THROUGHPUT))
                        .isCloseTo(value(run, step, Metrics.OPERATIONS) / value(run, step, Metrics.DURATION),
                                within(0.001));
            }
            // the read-write steps insert and delete at the same pace; what one did more stays in the tables
            double left = CLIENTS * LOAD_ROWS;
            for (String step : List.of("qr100", "qp100")) {
                left += value(run, step, "inserts") - value(run, step, "deletes");
            }
            assertThat(Double.parseDouble(run.run().attribute("table_rows"))).isEqualTo(left);
        }
    }

    @Test
    void theReadWriteStepsRecordTheirBackgroundRatesAgainstTheTarget() {
        for (RunResult run : List.of(h2, postgresql)) {
            for (String step : List.of("qr100", "qp100")) {
                // two clients at 100 rows/s each for one second: never more, and less only when the writers were starved
                assertThat(value(run, step, "insert.target")).isEqualTo(200);
                assertThat(value(run, step, "delete.target")).isEqualTo(200);
                double inserts = value(run, step, "insert.rate");
                double deletes = value(run, step, "delete.rate");
                assertThat(inserts).isEqualTo(value(run, step, "iput")).isEqualTo(value(run, step, "inserts"))
                        .isBetween(100.0, 200.0);
                assertThat(deletes).isEqualTo(value(run, step, "deletes")).isBetween(100.0, 200.0);
                assertThat(value(run, step, "sla.missed")).isEqualTo(inserts < 190 || deletes < 190 ? 1 : 0);
                assertThat(value(run, step, Metrics.DURATION)).isGreaterThanOrEqualTo(1.0);
                assertThat(value(run, step, Metrics.THROUGHPUT)).isPositive();
            }
        }
    }

    @Test
    void h2AgainstPostgresqlIsARelativeQpsTableByStep() {
        Comparison comparison = Comparisons.compare(List.of(h2, postgresql), ComparisonRequest.rows("dbms").build());

        assertThat(comparison.baseRow()).isEqualTo("h2");
        assertThat(comparison.columns()).containsExactlyElementsOf(STEPS);
        Comparison.Row row = comparison.row("postgresql").orElseThrow();
        for (int column = 0; column < STEPS.size(); column++) {
            String step = STEPS.get(column);
            assertThat(row.cell(column).ratio()).isCloseTo(
                    value(postgresql, step, Metrics.THROUGHPUT) / value(h2, step, Metrics.THROUGHPUT), within(1e-9));
        }
    }

    @Test
    void theMetricNamesAreThoseOfAnImportedReport() {
        Store imported = TestStores.h2();
        ImportHarness.importInto(imported, Path.of("sample-data/insert-benchmark-pg12-17/ib.c2d32.pg12-17.cached"));
        RunResult report = ImportHarness.results(imported).get(0);
        imported.close();

        for (String step : List.of("l.i0", "l.i1", "qr100", "qp100")) {
            Set<String> reportMetrics = metrics(report, step);
            assertThat(metrics(h2, step)).as(step).containsAll(reportMetrics.stream()
                    .filter(metric -> !metric.equals("tputr") && !metric.equals("throughput.relative")).toList());
        }
    }

    private static Set<String> metrics(RunResult result, String step) {
        return result.measurements().stream().filter(m -> m.step().equals(step)).map(Measurement::metric)
                .collect(Collectors.toSet());
    }
}

