package org.benchlens.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportOptions;
import org.benchlens.imports.ImportService;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.store.Store;
import org.benchlens.store.StoreLocation;
import org.benchlens.testing.TestStores;

/**
 * The kill harness: {@code benchlens import} of a k6 NDJSON file, a pasted sweep table and an
 * Insert Benchmark folder, killed with {@code kill -9} at random moments (while a new store's schema
 * is made, early, midway, while committing), on new and on used H2 stores and on PostgreSQL. Each
 * kill is checked by {@link KilledImports#killAndCheck}. The seed is printed;
 * {@code -Dbenchlens.kill.seed=N} replays it, {@code -Dbenchlens.kills=N} sets how many kills (50) and
 * {@code -Dbenchlens.kill.seconds=S} the time after which no kill is started (240 s, the references included);
 * {@code -Dbenchlens.kill.table.rows} and {@code -Dbenchlens.kill.ndjson.mb} the inputs' sizes (1 500 rows, 3 MB).
 */
@Tag("reliability")
class KilledImportHarnessTest {

    private static final long SEED = Long.getLong("benchlens.kill.seed", System.currentTimeMillis());
    private static final int KILLS = Integer.getInteger("benchlens.kills", 50);
    /** The harness stops starting kills after this long, so that a slow machine still ends the suite in time. */
    /** Fewer kills than this, or than asked, test too little to pass. */
    private static final int MINIMUM_KILLS = 10;
    private static final Duration BUDGET = Duration.ofSeconds(Long.getLong("benchlens.kill.seconds", 240));
    /** Every fifth kill is on PostgreSQL, where each migration and each import is one real transaction. */
    private static final int POSTGRESQL_EVERY = 5;
    private static final Path FIXTURES =
            Path.of(System.getProperty("benchlens.fixtures", "../shared/fixtures")).toAbsolutePath().normalize();

    @TempDir
    Path folder;

    @Test
    void everyKilledImportLeavesAStoreThatOpensAndTakesTheInputWhole() throws Exception {
        System.out.println("kill harness: seed " + SEED + ", " + KILLS + " kills (replay with -Dbenchlens.kill.seed="
                + SEED + ")");
        long deadline = System.nanoTime() + BUDGET.toNanos();
        Path inputs = Files.createDirectories(folder.resolve("inputs"));
        Path ibench = FIXTURES.resolve("ibench").resolve("24_06_10.ib.mem.dell32.pg.hack10");
        List<KilledImports.Input> kinds = List.of(
                timed("k6 NDJSON", KilledImports.ndjson(inputs, Integer.getInteger("benchlens.kill.ndjson.mb", 3))),
                timed("sweep table", KilledImports.table(inputs, Integer.getInteger("benchlens.kill.table.rows", 1_500))),
                timed("Insert Benchmark folder", ibench));
        Path used = usedH2Store(folder.resolve("used"));
        long usedRuns;
        try (Store store = Store.open(StoreLocation.file(used))) {
            usedRuns = KilledImports.count(store);
        }

        Random random = new Random(SEED);
        List<KilledImports.Outcome> wrong = new ArrayList<>();
        List<KilledImports.Outcome> outcomes = new ArrayList<>();
        int kill = 0;
        while (kill < KILLS && System.nanoTime() < deadline) {
            kill++;
            KilledImports.Input input = kinds.get(random.nextInt(kinds.size()));
            KilledImports.Outcome outcome;
            if (kill % POSTGRESQL_EVERY == 0) {
                outcome = KilledImports.killAndCheck(kill, random, input, TestStores.postgresqlLocation(),
                        "a new PostgreSQL database", 0);
            } else if (random.nextBoolean()) {
                Path store = folder.resolve("kill-" + kill).resolve("store");
                outcome = KilledImports.killAndCheck(kill, random, input, StoreLocation.file(store), "a new H2 store", 0);
            } else {
                Path store = Files.createDirectories(folder.resolve("kill-" + kill)).resolve("store");
                Files.copy(Path.of(used + ".mv.db"), Path.of(store + ".mv.db"));
                Files.copy(Path.of(used + ".secret"), Path.of(store + ".secret"));
                outcome = KilledImports.killAndCheck(kill, random, input, StoreLocation.file(store),
                        "a used H2 store", usedRuns);
            }
            System.out.println(outcome);
            outcomes.add(outcome);
            if (outcome.problem() != null) {
                wrong.add(outcome);
            }
        }
        System.out.println("kill harness: " + kill + " kills, " + wrong.size() + " wrong (seed " + SEED + ")");
        assertThat(wrong).as("seed " + SEED).isEmpty();
        // a budget that ran out first tested nothing: say so rather than pass
        assertThat(kill).as("kills within the budget of " + BUDGET.toSeconds() + " s").isGreaterThanOrEqualTo(
                Math.min(KILLS, MINIMUM_KILLS));
        if (kill >= MINIMUM_KILLS) {
            assertThat(outcomes).as("some kills land before the commit and some after it (delays span the import)")
                    .anyMatch(o -> o.seenAfterKill() == 0).anyMatch(o -> o.seenAfterKill() > 0);
        }
    }

    private KilledImports.Input timed(String name, Path path) throws Exception {
        return KilledImports.timed(KilledImports.reference(name, path, folder), folder);
    }

    /** A store that already holds runs, closed cleanly: the Insert Benchmark fixture of another server. */
    private static Path usedH2Store(Path folder) {
        Path store = folder.resolve("store");
        Path other = FIXTURES.resolve("ibench").resolve("23_09_18.c2.ib.pg160.8u.1tno.cached.a27");
        try (Store opened = Store.open(StoreLocation.file(store))) {
            new ImportService(opened, ImporterRegistry.standard()).importPaths(List.of(other), ImportOptions.NONE);
        }
        return store;
    }
}
