package org.benchlens.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.model.RunContent;
import org.benchlens.model.RunDraft;

/**
 * The tester's file of decision 0144, made as it was made: a process writes a 300-run store with H2's own
 * settings, rewriting every measurement many times so that most of the file is space of earlier versions,
 * and is killed with {@code kill -9} while H2 compacts the file in place as it closes it ({@code SHUTDOWN
 * COMPACT}), chunks moving. Whatever each kill leaves, {@code store repair} gives back all 300 runs, each
 * with its figure, and the store then checks whole.
 */
@Tag("reliability")
class KilledH2CompactionTest {

    private static final int RUNS = 300;
    private static final Path JAVA = Path.of(System.getProperty("java.home"), "bin", "java");

    @TempDir
    Path folder;

    @Test
    void aKillWhileH2MovesChunksLosesNoCommittedRun() throws Exception {
        Random random = new Random(Long.getLong("benchlens.kill.seed", 20261204L));
        List<String> kills = new ArrayList<>();
        for (int kill = 0; kill < 5; kill++) {
            Path store = folder.resolve("kill-" + kill).resolve("store");
            Files.createDirectories(store.getParent());
            StoreLocation location = StoreLocation.file(store);
            try (Store made = Store.open(location)) {
                for (int i = 1; i <= RUNS; i++) {
                    int run = i;
                    made.transaction(session -> session.saveInput(new RunDraft("table", "run " + run)
                            .measure("total", "throughput", 1000 + run, "1/s"), "/results/" + run + ".txt",
                            "hash-" + run));
                }
            }
            Process writer = new ProcessBuilder(JAVA.toString(), "-cp", System.getProperty("java.class.path"),
                    CompactsAsItCloses.class.getName(), store.toString(), location.password())
                    .redirectErrorStream(true).start();
            BufferedReader said = new BufferedReader(new InputStreamReader(writer.getInputStream(),
                    StandardCharsets.UTF_8));
            String line;
            while ((line = said.readLine()) != null && !line.equals("compacting")) {
                // the rewrites before the close
            }
            long delay = random.nextInt(kill < 2 ? 60 : 400);
            Thread.sleep(delay);
            boolean cut = writer.isAlive();
            writer.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
            String opened = DamagedFileVersionsTest.opensAlone(location);
            kills.add(delay + " ms" + (cut ? "" : " (had ended)") + ": " + opened);

            StoreRepair.Repaired repaired = StoreRepair.repair(location);
            assertThat(repaired.findings().unreadable()).as(kills.toString()).isEmpty();
            assertThat(repaired.findings().readable()).as(kills.toString()).hasSize(RUNS);
            for (RunContent content : repaired.findings().readable()) {
                assertThat(content.measurements()).singleElement().satisfies(measurement ->
                        assertThat(measurement.value()).isEqualTo(1000 + content.run().id()));
            }
            assertThat(StoreRepair.check(location).whole()).as(kills.toString()).isTrue();
        }
        System.out.println("kills during H2's compaction on close: " + kills);
    }

    /** A writer with H2's defaults: many rewrites, then a close that compacts the file in place. */
    public static final class CompactsAsItCloses {

        public static void main(String[] args) throws Exception {
            try (Connection connection = DriverManager.getConnection("jdbc:h2:file:" + args[0], "sa", args[1]);
                 Statement statement = connection.createStatement()) {
                for (int round = 0; round < 40; round++) {
                    statement.execute("update measurement set measured = measured");
                    statement.execute("update run_attribute set attribute_value = attribute_value");
                }
                System.out.println("compacting");
                System.out.flush();
                statement.execute("SHUTDOWN COMPACT");
            }
            System.out.println("closed");
        }
    }
}
