package org.benchlens.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.store.Store;
import org.benchlens.store.StoreLocation;

/**
 * The kill harness's sibling: two to four {@code benchlens import} processes of mixed sizes (a sweep
 * table of 1 500 runs twice, the 21-run k6 text sweep, a k6 NDJSON file, an Insert Benchmark folder)
 * write to one new H2 store at once, a few rounds. Each ends with exit 0 and its own sentence, none
 * in Java's words (the tester met H2's {@code Cannot read field "time"} here, decision 0102), and
 * the store holds each distinct input once, equal to an import done alone.
 */
@Tag("reliability")
class ContendingWritersHarnessTest {

    private static final long SEED = Long.getLong("benchlens.contention.seed", System.currentTimeMillis());
    private static final int ROUNDS = Integer.getInteger("benchlens.contention.rounds", 3);
    private static final Path FIXTURES =
            Path.of(System.getProperty("benchlens.fixtures", "../shared/fixtures")).toAbsolutePath().normalize();

    @TempDir
    Path folder;

    @Test
    void writersOfMixedSizesAtOnceEachStoreTheirInputWhole() throws Exception {
        System.out.println("contention harness: seed " + SEED + " (replay with -Dbenchlens.contention.seed=" + SEED + ")");
        Path inputs = Files.createDirectories(folder.resolve("inputs"));
        Path table = KilledImports.table(inputs, 1_500);
        List<KilledImports.Input> all = List.of(
                KilledImports.reference("sweep table", table, folder),
                KilledImports.reference("the same sweep table", table, folder),
                KilledImports.reference("k6 text sweep",
                        FIXTURES.resolve("k6").resolve("04_supabase-archive_K6_GET_SINGLE_vu-sweep_text.txt"), folder),
                KilledImports.reference("k6 NDJSON", KilledImports.ndjson(inputs, 3), folder),
                KilledImports.reference("Insert Benchmark folder",
                        FIXTURES.resolve("ibench").resolve("24_06_10.ib.mem.dell32.pg.hack10"), folder));
        Random random = new Random(SEED);
        for (int round = 1; round <= ROUNDS; round++) {
            List<KilledImports.Input> writers = new ArrayList<>(all);
            Collections.shuffle(writers, random);
            writers = writers.subList(0, 2 + random.nextInt(3));
            StoreLocation location = StoreLocation.file(folder.resolve("round-" + round).resolve("store"));
            List<Processes.Started> started = new ArrayList<>();
            for (KilledImports.Input writer : writers) {
                started.add(Processes.start(location, List.of(), "import", writer.path().toString()));
            }
            for (int i = 0; i < started.size(); i++) {
                Processes.Started process = started.get(i);
                assertThat(process.waitFor()).as("round " + round + ", " + writers.get(i).name() + ": " + process.output())
                        .isZero();
                assertThat(process.output()).as(process.output()).containsAnyOf("imported", "already imported as run")
                        .doesNotContain("Cannot read field", "Exception");
            }
            try (Store store = Store.open(location)) {
                for (KilledImports.Input writer : writers) {
                    assertThat(KilledImports.images(store, writer.stored().get(0).sourceHash()))
                            .as("round " + round + ": " + writer.name()).isEqualTo(writer.stored());
                }
            }
            System.out.println("contention round " + round + ": " + writers.stream().map(KilledImports.Input::name).toList()
                    + " all stored whole");
        }
    }
}
