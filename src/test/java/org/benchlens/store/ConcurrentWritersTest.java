package org.benchlens.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import org.benchlens.model.Run;
import org.benchlens.model.RunDraft;
import org.benchlens.testing.TestStores;

/**
 * Two writers on one store at the same instant, as two processes are: tagging a run alike is
 * idempotent, tagging it differently keeps both tags in the list, storing the same input twice stores it once; and names the database cannot keep are
 * refused in a sentence on both databases.
 */
@Tag("reliability")
class ConcurrentWritersTest {

    private static final int ROUNDS = 8;

    @ParameterizedTest
    @MethodSource("org.benchlens.testing.TestStores#kinds")
    void twoWritersTaggingOneRunAlikeBothSucceedAndTheTagIsThereOnce(TestStores.Kind kind) throws Exception {
        ExecutorService threads = Executors.newFixedThreadPool(2);
        try (Store first = TestStores.open(kind); Store second = Store.open(first.location())) {
            Run run = first.transaction(s -> s.saveInput(new RunDraft("table", "tagged").measure("total", "throughput", 1, "1/s"),
                    null, "h"));
            for (int round = 0; round < ROUNDS; round++) {
                String tag = "round-" + round;
                CyclicBarrier together = new CyclicBarrier(2);
                List<Future<?>> writers = new ArrayList<>();
                for (Store store : List.of(first, second)) {
                    writers.add(threads.submit(() -> store.transaction(s -> {
                        together.await();
                        s.runs().addTag(run.id(), tag);
                        return null;
                    })));
                }
                for (Future<?> writer : writers) {
                    writer.get();
                }
            }
            Run tagged = first.read(s -> s.runs().find(run.id()).orElseThrow());
            assertThat(tagged.tags()).hasSize(ROUNDS);
        } finally {
            threads.shutdownNow();
        }
    }

    @ParameterizedTest
    @MethodSource("org.benchlens.testing.TestStores#kinds")
    void twoWritersTaggingOneRunDifferentlyAtOnceBothShowInTheList(TestStores.Kind kind) throws Exception {
        ExecutorService threads = Executors.newFixedThreadPool(2);
        try (Store first = TestStores.open(kind); Store second = Store.open(first.location())) {
            Run run = first.transaction(s -> s.saveInput(new RunDraft("table", "tagged").measure("total", "throughput", 1, "1/s"),
                    null, "h"));
            for (int round = 0; round < ROUNDS; round++) {
                CyclicBarrier together = new CyclicBarrier(2);
                List<Future<?>> writers = new ArrayList<>();
                int writer = 0;
                for (Store store : List.of(first, second)) {
                    String tag = "round-" + round + "-writer-" + writer++;
                    writers.add(threads.submit(() -> store.transaction(s -> {
                        together.await();
                        s.runs().addTag(run.id(), tag);
                        return null;
                    })));
                }
                for (Future<?> each : writers) {
                    each.get();
                }
            }
            // the list reads each run's tags from its summary row (decision 0131): each writer's rewrite saw the other's tag
            Run listed = first.read(StoreSession::summaries).get(0).run();
            assertThat(listed.tags()).hasSize(2 * ROUNDS)
                    .isEqualTo(first.read(s -> s.runs().find(run.id()).orElseThrow()).tags());
        } finally {
            threads.shutdownNow();
        }
    }

    @ParameterizedTest
    @MethodSource("org.benchlens.testing.TestStores#kinds")
    void aNulInANameIsRefusedInASentenceOnBothDatabases(TestStores.Kind kind) {
        RunDraft run = new RunDraft("k6-summary", "nul").measure("total", "http\u0000reqs", 1.0, "1/s");
        try (Store store = TestStores.open(kind)) {
            assertThatThrownBy(() -> store.transaction(s -> s.saveInput(run, "a.json", "h")))
                    .isInstanceOf(StoreException.class)
                    .hasMessage("the metric name 'http\\0reqs' holds a NUL character, which the store cannot keep");
            Long count = store.read(s -> s.runs().count());
            assertThat(count).isZero();
        }
    }

    @Test
    void aStorePathWithSettingsIsRefusedAndOnlyAnExplicitUrlCarriesThem() {
        assertThatThrownBy(() -> StoreLocation.resolve("/tmp/x;INIT=RUNSCRIPT FROM 'evil.sql'", java.util.Map.of()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the store path /tmp/x;INIT=RUNSCRIPT FROM 'evil.sql' contains ';' or '=', which the database"
                        + " would read as its settings; choose a folder without them, or give settings explicitly as a"
                        + " jdbc:h2:file:... URL");
        assertThat(StoreLocation.resolve("jdbc:h2:file:/tmp/x;TRACE_LEVEL_FILE=0", java.util.Map.of()).jdbcUrl())
                .isEqualTo("jdbc:h2:file:/tmp/x;TRACE_LEVEL_FILE=0");
    }
}
