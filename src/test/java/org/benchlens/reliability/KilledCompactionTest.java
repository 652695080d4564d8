package org.benchlens.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.model.RunDraft;
import org.benchlens.store.Store;
import org.benchlens.store.StoreLocation;
import org.benchlens.store.StoreRepair;

/**
 * A store is compacted by a new file that takes the old one's place (decision 0141): a kill at any moment of
 * {@code store compact} leaves a store with every run; and a store whose file is mostly space of earlier
 * versions is compacted when its last writer closes it.
 */
class KilledCompactionTest {

    @TempDir
    Path folder;

    @Test
    void aKillAtAnyMomentOfACompactionLeavesEveryRun() throws Exception {
        StoreLocation location = StoreLocation.file(folder.resolve("store"));
        saveRuns(location, 0, 300);
        Random random = new Random(Long.getLong("benchlens.kill.seed", 20261204L));
        List<String> kills = new ArrayList<>();
        for (int kill = 0; kill < 6; kill++) {
            Processes.Started compact = Processes.start(location, List.of("-D" + "benchlens.phases=1"),
                    "store", "compact");
            long deadline = System.currentTimeMillis() + 60_000;
            while (!compact.output().contains("phase compact") && compact.process().isAlive()
                    && System.currentTimeMillis() < deadline) {
                Thread.sleep(5);
            }
            long delay = random.nextInt(400);
            Thread.sleep(delay);
            boolean cut = compact.process().isAlive();
            compact.kill();
            kills.add(delay + " ms" + (cut ? "" : " (had ended)"));

            try (Store store = Store.open(location)) {
                assertThat(store.<Long>read(session -> session.runs().count())).as(kills.toString()).isEqualTo(300);
            }
            assertThat(StoreRepair.check(location).whole()).as(kills.toString()).isTrue();
        }
        try (var files = Files.list(folder)) {
            // the next rewrite removed what killed ones left
            assertThat(files.map(file -> file.getFileName().toString()).filter(name -> name.contains(".rewritten-")))
                    .hasSizeLessThanOrEqualTo(5);
        }
    }

    @Test
    void aFileMostlyOfEarlierVersionsIsCompactedWhenItsWriterClosesIt() throws Exception {
        StoreLocation location = StoreLocation.file(folder.resolve("growing"));
        Path data = Path.of(location.h2File().orElseThrow() + ".mv.db");
        List<String> said = new ArrayList<>();
        long largest = 0;
        int saved = 0;
        while (saved < 2_000) {
            long before = Files.exists(data) ? Files.size(data) : 0;
            String name = "run " + saved;
            try (Store store = Store.open(location, said::add)) {
                store.transaction(session -> session.saveInput(new RunDraft("table", name)
                        .measure("total", "throughput", 1372.48, "1/s"), "/results/" + System.nanoTime(), null));
            }
            saved++;
            largest = Math.max(largest, before);
            if (Files.size(data) < before / 4) {
                break;
            }
        }
        assertThat(largest).isGreaterThan(16L << 20);
        assertThat(Files.size(data)).isLessThan(largest / 4);
        assertThat(said).containsExactly("compacting the store at " + location.describe() + " into a new file, as "
                + "most of it is space of earlier versions (up to half a minute for 100 000 runs)");
        try (Store store = Store.open(location)) {
            assertThat(store.<Long>read(session -> session.runs().count())).isEqualTo(saved);
        }
    }

    private static void saveRuns(StoreLocation location, int from, int to) {
        try (Store store = Store.open(location)) {
            for (int i = from; i < to; i++) {
                int run = i;
                store.transaction(session -> session.saveInput(new RunDraft("table", "run " + run)
                        .measure("total", "throughput", 1000 + run, "1/s"), "/results/" + run + ".txt", "hash-" + run));
            }
        }
    }
}
