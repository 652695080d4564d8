package org.benchlens.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import org.benchlens.store.RunFilter;
import org.benchlens.store.Store;
import org.benchlens.store.StoreLocation;
import org.benchlens.testing.TestStores;

/**
 * Several processes import into one store at the same moment, and one a moment later: the same
 * file is stored once (the others say where), different files are all stored, nobody fails.
 */
@Tag("reliability")
class TwoWritersTest {

    private static final int RUNS_PER_FILE = 21;

    @TempDir
    Path folder;

    @ParameterizedTest
    @MethodSource("org.benchlens.testing.TestStores#kinds")
    void theSameFileIsStoredOnceAndDifferentFilesAllWhenProcessesImportTogether(TestStores.Kind kind)
            throws IOException, InterruptedException {
        StoreLocation store = kind == TestStores.Kind.H2 ? StoreLocation.file(folder.resolve("store"))
                : TestStores.postgresqlLocation();
        Path same = table("GETSingle", 7000);
        Path other = table("GETAll", 3000);
        Path later = table("POSTOne", 500);

        List<Processes.Started> together = new ArrayList<>();
        together.add(Processes.start(store, List.of(), "import", same.toString()));
        together.add(Processes.start(store, List.of(), "import", other.toString(), same.toString()));
        Thread.sleep(1_000);
        Processes.Started staggered = Processes.start(store, List.of(), "import", later.toString(), same.toString());
        together.add(staggered);
        for (Processes.Started process : together) {
            assertThat(process.waitFor()).as(process.output()).isZero();
        }

        try (Store open = Store.open(store)) {
            List<String> names = open.read(session -> session.runs().list(RunFilter.ALL)).stream()
                    .map(run -> run.name().replaceAll(" \\d+ VUs", "")).toList();
            assertThat(names).hasSize(3 * RUNS_PER_FILE);
            assertThat(names).filteredOn("GETSingle"::equals).hasSize(RUNS_PER_FILE);
            assertThat(names).filteredOn("GETAll"::equals).hasSize(RUNS_PER_FILE);
            assertThat(names).filteredOn("POSTOne"::equals).hasSize(RUNS_PER_FILE);
            long first = open.read(session -> session.runs().list(RunFilter.where(java.util.Map.of("name",
                    "GETSingle 1 VUs")))).get(0).id();
            String saidOnce = same + ": imported " + RUNS_PER_FILE + " runs as table";
            String saidDuplicate = same + ": already imported as run " + first;
            String all = together.stream().map(Processes.Started::output).reduce("", String::concat);
            assertThat(count(all, saidOnce)).as(all).isEqualTo(1);
            assertThat(count(all, saidDuplicate)).as(all).isEqualTo(2);
        }
    }

    private Path table(String scenario, int rate) throws IOException {
        StringBuilder text = new StringBuilder(scenario).append('\n');
        for (int vus = 1; vus <= RUNS_PER_FILE; vus++) {
            text.append(vus).append(", 0.00,").append(rate + vus).append(".5/s\n");
        }
        return Files.writeString(folder.resolve(scenario + ".txt"), text);
    }

    private static int count(String text, String part) {
        int count = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            count++;
        }
        return count;
    }
}
