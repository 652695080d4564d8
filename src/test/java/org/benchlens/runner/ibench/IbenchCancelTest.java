package org.benchlens.runner.ibench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.benchlens.runner.db.StoredRuns.value;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.model.Metrics;
import org.benchlens.model.RunResult;
import org.benchlens.runner.RunnerException;
import org.benchlens.runner.RunnerOutcome;
import org.benchlens.runner.WorkloadRunner;
import org.benchlens.runner.db.StoredRuns;
import org.benchlens.runner.db.TargetSettings;
import org.benchlens.store.Store;
import org.benchlens.testing.RecordingListener;
import org.benchlens.testing.TestStores;

/**
 * Cancel in a read-write step keeps the steps done and the step under way, marked status=partial;
 * a failure in a step stores nothing and says where it happened.
 */
class IbenchCancelTest {

    @Test
    void cancelDuringQr100KeepsTheLoadStepsAndWhatQr100Measured() throws Exception {
        try (Store store = TestStores.h2()) {
            WorkloadRunner runner = new WorkloadRunner(store);
            IbenchSettings settings = IbenchWorkloadTest.settings(TargetSettings.embeddedH2(), Duration.ofSeconds(60));
            RunnerOutcome outcome = runner.run(new IbenchWorkload(settings),
                    new RecordingListener().atProgress(message -> message.matches("qr100: \\d+ %.*"),
                            runner::cancel));

            assertThat(outcome.cancelled()).isTrue();
            RunResult run = StoredRuns.all(store).get(0);
            assertThat(run.run().attribute("status")).isEqualTo("partial");
            assertThat(run.steps()).containsExactly("l.i0", "l.x", "l.i1", "l.i2", "qr100");
            assertThat(value(run, "qr100", Metrics.DURATION)).isStrictlyBetween(0.0, 10.0);
            assertThat(value(run, "qr100", Metrics.OPERATIONS)).isPositive();
            assertThat(value(run, "l.i1", Metrics.OPERATIONS)).isEqualTo(1_000);
        }
    }

    @Test
    void aTableDroppedUnderTheWorkloadStopsItWithASentenceAndStoresNothing(@TempDir Path folder) throws Exception {
        String url = "jdbc:h2:file:" + folder.resolve("target").toAbsolutePath();
        try (Store store = TestStores.h2()) {
            WorkloadRunner runner = new WorkloadRunner(store);
            IbenchSettings settings = IbenchWorkloadTest.settings(TargetSettings.jdbc(url, "bench", ""),
                    Duration.ofSeconds(60));
            RecordingListener dropTables = new RecordingListener().atProgress(
                    message -> message.equals("qr100: started"), () -> {
                        try (Connection connection = DriverManager.getConnection(url, "bench", "");
                             Statement statement = connection.createStatement()) {
                            statement.execute("drop table pi1");
                            statement.execute("drop table pi2");
                        } catch (SQLException e) {
                            throw new IllegalStateException(e);
                        }
                    });

            assertThatThrownBy(() -> runner.run(new IbenchWorkload(settings), dropTables))
                    .isInstanceOf(RunnerException.class)
                    .hasMessageStartingWith("the Insert Benchmark stopped in step qr100 on " + url + " as bench: ")
                    .hasMessageContaining("PI");
            assertThat(StoredRuns.all(store)).isEmpty();
        }
    }
}
