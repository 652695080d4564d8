package org.benchlens.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;

import org.benchlens.model.Run;
import org.benchlens.model.RunDraft;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A command that only reads opens an H2 store without compacting it on close; other stores stay as given. */
class StoreLocationToReadTest {

    @TempDir
    Path folder;

    @Test
    void h2FileIsReadWithoutCompactingOnClose() {
        StoreLocation file = StoreLocation.file(folder.resolve("store"));
        assertThat(file.toRead().jdbcUrl()).isEqualTo(file.jdbcUrl() + ";AUTO_COMPACT_FILL_RATE=0;MAX_COMPACT_TIME=0");
        assertThat(file.withoutBackgroundCompaction().jdbcUrl()).isEqualTo(file.jdbcUrl() + ";AUTO_COMPACT_FILL_RATE=0");
        assertThat(file.toRead().h2File()).isEqualTo(file.h2File());
    }

    @Test
    void explicitSettingAndOtherDatabasesAreLeftAsGiven() {
        StoreLocation tuned = new StoreLocation("jdbc:h2:file:/data/store;MAX_COMPACT_TIME=500", "sa", "");
        assertThat(tuned.toRead()).isEqualTo(tuned);
        StoreLocation shared = new StoreLocation("jdbc:postgresql://127.0.0.1/bench", "bench", "secret");
        assertThat(shared.toRead()).isEqualTo(shared);
        assertThat(shared.withoutBackgroundCompaction()).isEqualTo(shared);
        StoreLocation filling = new StoreLocation("jdbc:h2:file:/data/store;AUTO_COMPACT_FILL_RATE=80", "sa", "");
        assertThat(filling.withoutBackgroundCompaction()).isEqualTo(filling);
    }

    @Test
    void storeOpenedToReadSeesWhatWasWritten() {
        StoreLocation file = StoreLocation.file(folder.resolve("store"));
        try (Store store = Store.open(file)) {
            store.transaction(session -> session.saveInput(new RunDraft("table", "run")
                    .measure("total", "throughput", 1372.48, "1/s"), "/results/run.txt", "hash-1"));
        }
        try (Store store = Store.open(file.toRead())) {
            List<Run> runs = store.read(session -> session.runs().list(RunFilter.ALL));
            assertThat(runs).hasSize(1);
        }
    }
}
