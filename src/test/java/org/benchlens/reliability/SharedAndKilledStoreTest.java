package org.benchlens.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportOptions;
import org.benchlens.imports.ImportService;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.model.Run;
import org.benchlens.model.RunResult;
import org.benchlens.store.RunFilter;
import org.benchlens.store.Store;
import org.benchlens.store.StoreLocation;

/**
 * The window keeps the H2 store open while the command line imports, tags and deletes in it; and
 * a process killed with {@code kill -9} in the middle of any of those leaves a store that opens
 * whole, with no part of a run, and takes the same import again.
 */
@Tag("reliability")
class SharedAndKilledStoreTest {

    private static final int BIG_RUNS = 4_000;

    @TempDir
    Path folder;

    @Test
    void theCommandLineImportsTagsAndDeletesWhileTheWindowHoldsTheStore() throws Exception {
        StoreLocation location = StoreLocation.file(folder.resolve("store"));
        Path rates = table("GETSingle", 3);
        try (Store window = Store.open(location)) {
            assertThat(run(location, "import", rates.toString())).contains("imported 3 runs as table");
            assertThat(names(window)).containsExactly("GETSingle 1 VUs", "GETSingle 2 VUs", "GETSingle 3 VUs");

            assertThat(run(location, "tag", "1", "2", "--add", "baseline")).contains("run 2: +baseline");
            assertThat(tagged(window, "baseline")).isEqualTo(List.of(1L, 2L));

            assertThat(run(location, "delete", "--yes", "2")).contains("deleted run 2: GETSingle 2 VUs");
            assertThat(names(window)).containsExactly("GETSingle 1 VUs", "GETSingle 3 VUs");
        }
    }

    @Test
    void anImportKilledMidwayLeavesNoRunAndTheSameImportThenStoresItWhole() throws Exception {
        StoreLocation location = StoreLocation.file(folder.resolve("store"));
        Path big = table("GETSingle", BIG_RUNS);
        Processes.Started importing = Processes.start(location, List.of(), "import", big.toString());
        killOnceTheStoreIsBeingWritten(importing);

        try (Store reopened = Store.open(location)) {
            long afterKill = count(reopened);
            assertThat(afterKill).as("a file is stored whole or not at all").isIn(0L, (long) BIG_RUNS);
            var summary = new ImportService(reopened, ImporterRegistry.standard())
                    .importPaths(List.of(big), ImportOptions.NONE);
            assertThat(count(reopened)).as(summary.describe()).isEqualTo(BIG_RUNS);
            assertThat(measurements(reopened)).isEqualTo(BIG_RUNS * (long) firstRunMeasurements(reopened));
            assertThat(summary.describe()).startsWith(afterKill == 0 ? "imported " + BIG_RUNS + " runs" : "nothing imported");
        }
    }

    @Test
    void aTagOrADeleteKilledMidwayChangesAllOrNothing() throws Exception {
        StoreLocation location = StoreLocation.file(folder.resolve("store"));
        Path big = table("GETSingle", BIG_RUNS);
        try (Store store = Store.open(location)) {
            new ImportService(store, ImporterRegistry.standard()).importPaths(List.of(big), ImportOptions.NONE);
        }
        List<String> ids = LongStream.rangeClosed(1, BIG_RUNS).mapToObj(Long::toString).toList();

        List<String> tagging = new ArrayList<>(List.of("tag", "--add", "killed"));
        tagging.addAll(ids);
        killOnceTheStoreIsBeingWritten(Processes.start(location, List.of(), tagging.toArray(String[]::new)));
        try (Store reopened = Store.open(location)) {
            long tagged = tagged(reopened, "killed").size();
            assertThat(tagged).isIn(0L, (long) BIG_RUNS);
        }

        List<String> deleting = new ArrayList<>(List.of("delete", "--yes"));
        deleting.addAll(ids);
        killOnceTheStoreIsBeingWritten(Processes.start(location, List.of(), deleting.toArray(String[]::new)));
        try (Store reopened = Store.open(location)) {
            long left = count(reopened);
            assertThat(left).isIn(0L, (long) BIG_RUNS);
            var again = new ImportService(reopened, ImporterRegistry.standard())
                    .importPaths(List.of(big), ImportOptions.NONE);
            assertThat(count(reopened)).isEqualTo(BIG_RUNS);
            assertThat(again.describe()).startsWith(left == 0 ? "imported " + BIG_RUNS : "nothing imported, 1 already");
        }
    }

    /**
     * Kills the process once its store file has grown 64 KB (it is writing), and fails the test where the kill could
     * not land there: a command that ended first, or never wrote within 30 s, tests no kill at all.
     */
    private void killOnceTheStoreIsBeingWritten(Processes.Started process) throws Exception {
        Path data = folder.resolve("store.mv.db");
        long before = Files.exists(data) ? Files.size(data) : 0;
        long deadline = System.currentTimeMillis() + 30_000;
        while (System.currentTimeMillis() < deadline && process.process().isAlive()
                && (!Files.exists(data) || Files.size(data) <= before + 64 * 1024)) {
            Thread.sleep(5);
        }
        boolean writing = process.process().isAlive() && Files.exists(data) && Files.size(data) > before + 64 * 1024;
        process.kill();
        assertThat(writing).as("the kill landed while the command wrote the store: " + process.output()).isTrue();
    }

    private static String run(StoreLocation location, String... args) throws Exception {
        Processes.Started command = Processes.start(location, List.of(), args);
        assertThat(command.waitFor()).as(command.output()).isZero();
        return command.output();
    }

    private static List<String> names(Store store) {
        return store.read(s -> s.runs().list(RunFilter.ALL)).stream().map(Run::name).toList();
    }

    private static long count(Store store) {
        Long count = store.read(s -> s.runs().count());
        return count;
    }

    private static List<Long> tagged(Store store, String tag) {
        List<Run> runs = store.read(s -> s.runs().list(RunFilter.where(Map.of("tag", tag))));
        return runs.stream().map(Run::id).toList();
    }

    private static long measurements(Store store) {
        List<RunResult> results = store.read(s -> s.results(s.runs().list(RunFilter.ALL)));
        return results.stream().mapToLong(r -> r.measurements().size()).sum();
    }

    private static int firstRunMeasurements(Store store) {
        List<RunResult> results = store.read(s -> s.results(s.runs().list(RunFilter.ALL)));
        return results.get(0).measurements().size();
    }

    private Path table(String scenario, int runs) throws IOException {
        StringBuilder text = new StringBuilder(scenario).append('\n');
        for (int vus = 1; vus <= runs; vus++) {
            text.append(vus).append(", 0.00,").append(7000 + vus).append(".5/s\n");
        }
        return Files.writeString(folder.resolve(scenario + ".txt"), text);
    }
}
