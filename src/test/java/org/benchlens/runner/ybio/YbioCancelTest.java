package org.benchlens.runner.ybio;

import static org.assertj.core.api.Assertions.assertThat;
import static org.benchlens.runner.db.StoredRuns.value;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.benchlens.model.Attributes;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunResult;
import org.benchlens.runner.RunnerOutcome;
import org.benchlens.runner.WorkloadRunner;
import org.benchlens.runner.db.StoredRuns;
import org.benchlens.runner.db.TargetSettings;
import org.benchlens.store.Store;
import org.benchlens.testing.RecordingListener;
import org.benchlens.testing.TestStores;

/** Cancel stops a YBIO run soon and keeps what it measured, marked status=partial. */
class YbioCancelTest {

    private Store store;

    @BeforeEach
    void openStore() {
        store = TestStores.h2();
    }

    @AfterEach
    void closeStore() {
        store.close();
    }

    private RunnerOutcome runUntil(String progressPrefix, long rows, Duration duration) throws Exception {
        WorkloadRunner runner = new WorkloadRunner(store);
        YbioSettings settings = new YbioSettings(TargetSettings.embeddedH2(), rows, 1000, 10, 20, duration, true,
                false, 2, Attributes.EMPTY);
        return runner.run(new YbioWorkload(settings),
                new RecordingListener().atProgress(message -> message.startsWith(progressPrefix), runner::cancel));
    }

    @Test
    void cancelDuringRunitKeepsTheSetupAndPartialJobs() throws Exception {
        RunnerOutcome outcome = runUntil("runit:", 2_000, Duration.ofSeconds(60));

        assertThat(outcome.cancelled()).isTrue();
        List<RunResult> stored = StoredRuns.all(store).stream()
                .filter(result -> outcome.runs().stream().anyMatch(run -> run.id() == result.run().id())).toList();
        assertThat(stored).extracting(result -> result.run().name() + " " + result.run().attribute("status"))
                .containsExactly("ybio setup bench0001 completed", "ybio job 1 (bench0001) partial",
                        "ybio job 2 (bench0001) partial");
        for (RunResult job : stored.subList(1, 3)) {
            assertThat(value(job, "runit", Metrics.DURATION)).isStrictlyBetween(0.0, 10.0);
            assertThat(value(job, "runit", "num_rows")).isEqualTo(value(job, "runit", "num_batches") * 10).isPositive();
        }
    }

    @Test
    void cancelDuringSetupKeepsAPartialSetupWhoseRowsAreInTheTable() throws Exception {
        RunnerOutcome outcome = runUntil("setup:", 5_000_000, Duration.ofSeconds(60));

        assertThat(outcome.cancelled()).isTrue();
        assertThat(outcome.runs()).hasSize(1);
        RunResult setup = StoredRuns.all(store).stream()
                .filter(result -> result.run().id() == outcome.runs().get(0).id()).findFirst().orElseThrow();
        assertThat(setup.run().attributes().values()).containsEntry("status", "partial").containsEntry("tab_rows", "5000000");
        double rows = value(setup, "setup", "rows");
        assertThat(rows).isPositive().isLessThan(5_000_000);
        assertThat(setup.run().attribute("table_rows")).isEqualTo(Long.toString((long) rows));
        assertThat(value(setup, "setup", "pct_done")).isEqualTo(100 * rows / 5_000_000);
    }
}
