package org.benchlens.runner;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import org.benchlens.model.AttributeKeys;
import org.benchlens.model.RunDraft;
import org.benchlens.store.Store;
import org.benchlens.testing.RecordingListener;
import org.benchlens.testing.TestStores;

/** What every workload's run ends with, whatever the workload said before. */
class WorkloadRunnerTest {

    @Test
    void aWorkloadThatReturnsEndsDone() throws Exception {
        try (Store store = TestStores.h2()) {
            RecordingListener listener = new RecordingListener();

            RunnerOutcome outcome = new WorkloadRunner(store).run(new OneRun(false), listener);

            assertThat(outcome.cancelled()).isFalse();
            assertThat(outcome.runs()).extracting(run -> run.attribute(AttributeKeys.STATUS)).containsExactly("completed");
            assertThat(listener.progress).containsExactly("half way", "done");
            assertThat(listener.fractions).containsExactly(0.5, 1.0);
        }
    }

    @Test
    void aWorkloadStoppedOnTheWayEndsStopped() throws Exception {
        try (Store store = TestStores.h2()) {
            WorkloadRunner runner = new WorkloadRunner(store);
            RecordingListener listener = new RecordingListener().atProgress("half way"::equals, runner::cancel);

            RunnerOutcome outcome = runner.run(new OneRun(true), listener);

            assertThat(outcome.cancelled()).isTrue();
            assertThat(outcome.runs()).extracting(run -> run.attribute(AttributeKeys.STATUS)).containsExactly("partial");
            assertThat(listener.progress).containsExactly("half way", "stopped");
            assertThat(listener.fractions).containsExactly(0.5, 1.0);
        }
    }

    /** Says it is half way, then emits one run, partial when cancelled by then. */
    private record OneRun(boolean expectCancel) implements Workload {

        @Override
        public String kind() {
            return "test";
        }

        @Override
        public java.util.List<String> arguments() {
            return java.util.List.of("run", "test");
        }

        @Override
        public String describe() {
            return "one run";
        }

        @Override
        public Duration expectedDuration() {
            return Duration.ZERO;
        }

        @Override
        public void validate() {
        }

        @Override
        public void run(RunContext context) {
            context.progress(0.5, "half way");
            assertThat(context.cancelled()).isEqualTo(expectCancel);
            context.emit(new RunDraft("test", "one run").attribute(AttributeKeys.STATUS,
                    context.cancelled() ? AttributeKeys.STATUS_PARTIAL : AttributeKeys.STATUS_COMPLETED));
        }
    }
}
