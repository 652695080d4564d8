package org.benchlens.runner.ybio;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.benchlens.runner.db.StoredRuns.value;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

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

/** YBIO-like runs for real on embedded H2, embedded PostgreSQL and a JDBC URL, stored through WorkloadRunner. */
class YbioWorkloadTest {

    private static final long ROWS = 3_000;
    private static final int BATCH = 10;

    @AutoClose
    private static final Store store = TestStores.h2();

    static Stream<TargetSettings> embeddedTargets() {
        return Stream.of(TargetSettings.embeddedH2(), TargetSettings.embeddedPostgresql());
    }

    private static YbioSettings settings(TargetSettings target, int jobs, int pctUpdate, Duration duration) {
        return new YbioSettings(target, ROWS, 500, BATCH, pctUpdate, duration, true, false, jobs,
                Attributes.EMPTY.with("config", "test"));
    }

    @ParameterizedTest
    @MethodSource("embeddedTargets")
    void setupAndTwoJobsAreStoredAsYbioRuns(TargetSettings target) throws Exception {
        RecordingListener listener = new RecordingListener();
        RunnerOutcome outcome = new WorkloadRunner(store)
                .run(new YbioWorkload(settings(target, 2, 50, Duration.ofSeconds(1))), listener);

        assertThat(outcome.cancelled()).isFalse();
        assertThat(outcome.runs()).extracting(Run::name)
                .containsExactly("ybio setup bench0001", "ybio job 1 (bench0001)", "ybio job 2 (bench0001)");
        List<RunResult> stored = stored(outcome);
        String dbms = target.kind().label().equals("embedded-h2") ? "h2" : "postgresql";

        RunResult setup = stored.get(0);
        assertThat(setup.run().format()).isEqualTo("ybio");
        assertThat(setup.steps()).containsExactly("setup");
        assertThat(setup.run().attributes().values()).containsEntry("status", "completed")
                .containsEntry("dbms", dbms).containsEntry("target", target.kind().label())
                .containsEntry("tab_rows", "3000").containsEntry("table_rows", "3000")
                .containsEntry("batches", "6").containsEntry("batch_size", "500").containsEntry("config", "test")
                .containsKeys("version", "url");
        assertThat(value(setup, "setup", "rows")).isEqualTo(3000);
        assertThat(value(setup, "setup", Metrics.OPERATIONS)).isEqualTo(3000);
        assertThat(value(setup, "setup", "pct_done")).isEqualTo(100);
        assertThat(value(setup, "setup", Metrics.THROUGHPUT))
                .isCloseTo(3000 / value(setup, "setup", Metrics.DURATION), within(1.0));

        for (RunResult job : stored.subList(1, 3)) {
            assertThat(job.run().format()).isEqualTo("ybio");
            assertThat(job.steps()).containsExactly("runit");
            assertThat(job.run().attributes().values()).containsEntry("status", "completed")
                    .containsEntry("dbms", dbms).containsEntry("batch_size", "10").containsEntry("pct_update", "50")
                    .containsEntry("tab_rows", "3000").containsEntry("prepared", "true")
                    .containsEntry("index_only", "false").containsEntry("jobs", "2").containsEntry("table_name", "bench0001");
            double rows = value(job, "runit", "num_rows");
            double batches = value(job, "runit", "num_batches");
            double seconds = value(job, "runit", Metrics.DURATION);
            // every range of 10 keys between 1 and 3000 holds 10 rows: the table was filled whole
            assertThat(rows).isEqualTo(batches * BATCH).isPositive();
            assertThat(seconds).isBetween(1.0, 2.0);
            assertThat(value(job, "runit", Metrics.THROUGHPUT)).isCloseTo(rows / seconds, within(0.01));
            assertThat(value(job, "runit", "riops")).isEqualTo(Math.round(rows / seconds));
            assertThat(value(job, "runit", "pct_updated")).isBetween(30.0, 70.0);
            assertThat(value(job, "runit", Metrics.LATENCY_P95)).isPositive()
                    .isGreaterThanOrEqualTo(value(job, "runit", Metrics.LATENCY_MED));
        }
        assertThat(listener.live).isNotEmpty();
        assertThat(listener.progress).anyMatch(message -> message.matches("runit: \\d+ s left"));
        assertThat(listener.fractions.get(listener.fractions.size() - 1)).isEqualTo(1.0);
    }

    @Test
    void theRowsReportedAreTheRowsInTheDatabase(@TempDir Path folder) throws Exception {
        String url = "jdbc:h2:file:" + folder.resolve("target").toAbsolutePath();
        TargetSettings target = TargetSettings.jdbc(url, "bench", "secret");
        RunnerOutcome outcome = new WorkloadRunner(store)
                .run(new YbioWorkload(settings(target, 1, 100, Duration.ofSeconds(1))), new RecordingListener());

        List<RunResult> stored = stored(outcome);
        RunResult job = stored.get(1);
        double updated = value(job, "runit", "num_rows") * value(job, "runit", "pct_updated") / 100;
        try (Connection connection = DriverManager.getConnection(url, "bench", "secret");
             Statement statement = connection.createStatement();
             ResultSet table = statement.executeQuery("select count(*), sum(scratch) from bench0001")) {
            table.next();
            assertThat(table.getLong(1)).isEqualTo(ROWS);
            // each update adds one to scratch in every row it touched
            assertThat(table.getLong(2)).isEqualTo(Math.round(updated)).isEqualTo((long) value(job, "runit", "num_rows"));
        }
        assertThat(job.run().attributes().values()).containsEntry("target", "jdbc").containsEntry("url", url)
                .containsEntry("dbms", "h2");
        assertThat(job.run().attributes().toString()).doesNotContain("secret");
    }

    @Test
    void aJobHasTheStepMetricsAndAttributesOfAnImportedBenchrunsJob() throws Exception {
        RunnerOutcome outcome = new WorkloadRunner(store).run(
                new YbioWorkload(settings(TargetSettings.embeddedH2(), 1, 0, Duration.ofSeconds(1))),
                new RecordingListener());
        RunResult job = stored(outcome).get(1);
        Store imported = TestStores.h2();
        ImportHarness.importInto(imported, Path.of("sample-data/ybio-aurora"));
        RunResult benchrunsJob = ImportHarness.results(imported).stream()
                .filter(result -> result.run().format().equals("ybio")).findFirst().orElseThrow();
        imported.close();

        assertThat(job.steps()).isEqualTo(benchrunsJob.steps());
        // max_scratch and pct_scratch describe YBIO's own scratch column, which the runner does not reproduce
        Set<String> benchrunsMetrics = benchrunsJob.measurements().stream().map(Measurement::metric)
                .filter(metric -> !metric.endsWith("_scratch")).collect(Collectors.toSet());
        assertThat(job.measurements()).extracting(Measurement::metric).containsAll(benchrunsMetrics);
        assertThat(job.run().attributes().values().keySet()).containsAll(List.of("job_id", "pct_update",
                "batch_size", "tab_rows", "prepared", "index_only", "table_name", "status"));
    }

    private static List<RunResult> stored(RunnerOutcome outcome) {
        List<Long> ids = outcome.runs().stream().map(Run::id).toList();
        return StoredRuns.all(store).stream().filter(result -> ids.contains(result.run().id())).toList();
    }
}
