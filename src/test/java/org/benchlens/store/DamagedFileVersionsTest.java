package org.benchlens.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.h2.mvstore.DataUtils;
import org.h2.mvstore.MVStore;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.model.RunContent;
import org.benchlens.model.RunDraft;

/**
 * {@code store repair} on H2 files damaged as real failures damage them (decision 0144): cut short, a chunk
 * overwritten, a header naming what is not there, and a header naming chunks a compaction moved. A store of
 * 300 runs, each its own commit and so its own chunk, run i with a throughput of 1000 + i, is made once;
 * each test damages a copy and asserts exactly which runs the repair keeps, each with its figure.
 */
class DamagedFileVersionsTest {

    private static final int RUNS = 300;

    @TempDir
    static Path made;

    @TempDir
    Path folder;

    private static Path original;
    /** For each run, the end of the newest chunk once it was committed: all its version lies before. */
    private static final Map<Integer, Long> endAfterRun = new LinkedHashMap<>();

    @BeforeAll
    static void makeStore() throws Exception {
        original = made.resolve("store");
        StoreLocation location = StoreLocation.file(original);
        Path data = Path.of(original + ".mv.db");
        for (int from = 1; from <= RUNS; from += 100) {
            // several processes' worth of opens and closes, as commands write a store
            try (Store store = Store.open(location)) {
                for (int i = from; i < from + 100; i++) {
                    int run = i;
                    store.transaction(session -> session.saveInput(new RunDraft("table", "run " + run)
                            .measure("total", "throughput", 1000 + run, "1/s"), "/results/" + run + ".txt",
                            "hash-" + run));
                    endAfterRun.put(run, H2Chunks.scan(data).stream().mapToLong(H2Chunks.Chunk::endBlock).max()
                            .orElseThrow() * H2Chunks.BLOCK);
                }
            }
        }
    }

    private Path copy() throws Exception {
        Path store = folder.resolve("store");
        Files.copy(Path.of(original + ".mv.db"), Path.of(store + ".mv.db"));
        Files.copy(Path.of(original + StoreSecret.SUFFIX), Path.of(store + StoreSecret.SUFFIX));
        return store;
    }

    @Test
    void aWholeFileIsRepairedToItself() throws Exception {
        Path store = copy();
        assertRepairedTo(store, RUNS);
    }

    @Test
    void aFileCutInItsLastChunkKeepsEveryRunBeforeTheLastCommit() throws Exception {
        Path store = copy();
        H2Chunks.Chunk last = newestChunk(store);
        cut(store, (last.block() + last.blocks() / 2) * H2Chunks.BLOCK + 100);
        assertRepairedTo(store, runsWhoseVersionEndsBefore((last.block()) * H2Chunks.BLOCK));
    }

    @Test
    void aFileCutAtNinetyPercentKeepsEveryRunWrittenBeforeTheCut() throws Exception {
        Path store = copy();
        long cut = Files.size(Path.of(store + ".mv.db")) * 9 / 10;
        cut(store, cut);
        assertRepairedTo(store, runsWhoseVersionEndsBefore(cut));
    }

    @Test
    void aNewestChunkOfZerosLosesOnlyTheLastCommit() throws Exception {
        Path store = copy();
        H2Chunks.Chunk newest = newestChunk(store);
        overwrite(store, newest, new byte[(int) (newest.blocks() * H2Chunks.BLOCK)]);
        assertRepairedTo(store, runsWhoseVersionEndsBefore(newest.block() * H2Chunks.BLOCK));
    }

    @Test
    void aChunkOfGarbageInTheMiddleThatTheNewestVersionNeedsLosesNoRun() throws Exception {
        Path store = copy();
        H2Chunks.Chunk middle = liveChunkNear(store, Files.size(Path.of(store + ".mv.db")) / 2);
        byte[] garbage = new byte[(int) (middle.blocks() * H2Chunks.BLOCK)];
        new Random(7).nextBytes(garbage);
        overwrite(store, middle, garbage);
        // where the chunk held pages H2 needs to open the newest version, H2 names store repair, which then
        // keeps the version before the chunk (decision 0144's limit); else H2's own view reads every run
        String opened = opensAlone(location(store));
        assertThat(opened).satisfiesAnyOf(said -> assertThat(said).isEqualTo(RUNS + " runs"),
                said -> assertThat(said).contains("benchlens store repair"));
        int before = runsWhoseVersionEndsBefore(middle.block() * H2Chunks.BLOCK);
        assertThat(before).isLessThan(RUNS);
        assertRepairedTo(store, opened.equals(RUNS + " runs") ? RUNS : before);
    }

    @Test
    void aFileWhoseTwoHeadersAreGarbageIsRefusedByH2AndRepairedWhole() throws Exception {
        Path store = copy();
        byte[] garbage = new byte[2 * H2Chunks.BLOCK];
        new Random(11).nextBytes(garbage);
        try (FileChannel file = FileChannel.open(Path.of(store + ".mv.db"), StandardOpenOption.WRITE)) {
            file.write(ByteBuffer.wrap(garbage), 0);
        }
        assertThat(opensAlone(location(store))).isEqualTo("the store file is damaged; benchlens store repair "
                + "copies every run it can read into a new store and keeps this file beside it");
        refusedNamingRepair(store);
        assertThatThrownBy(() -> Store.open(location(store)).close()).hasMessageContaining("benchlens store repair");
        assertRepairedTo(store, RUNS);
    }

    @Test
    void aHeaderPointingPastTheEndIsRepairedWhole() throws Exception {
        Path store = copy();
        rewriteHeaders(store, "block", "fffff");
        assertRepairedTo(store, RUNS);
    }

    @Test
    void aHeaderNamingAChunkThatIsNotThereIsRepairedWhole() throws Exception {
        Path store = copy();
        rewriteHeaders(store, "chunk", "7777");
        assertRepairedTo(store, RUNS);
    }

    @Test
    void theHeaderOfTheFileBeforeACompactionMovedItsChunksIsRepairedWhole() throws Exception {
        Path store = copy();
        StoreLocation location = StoreLocation.file(store);
        Path data = Path.of(store + ".mv.db");
        try (Connection connection = DriverManager.getConnection("jdbc:h2:file:" + store, "sa", location.password());
             Statement statement = connection.createStatement()) {
            // earlier versions everywhere in the file, for the compaction to move chunks over
            for (int round = 0; round < 20; round++) {
                statement.execute("update measurement set measured = measured");
            }
        }
        byte[] before = Arrays.copyOf(Files.readAllBytes(data), 2 * H2Chunks.BLOCK);
        try (Connection connection = DriverManager.getConnection("jdbc:h2:file:" + store, "sa", location.password());
             Statement statement = connection.createStatement()) {
            statement.execute("SHUTDOWN COMPACT");
        }
        try (FileChannel file = FileChannel.open(data, StandardOpenOption.WRITE)) {
            file.write(ByteBuffer.wrap(before), 0);
        }
        // H2 finds the header's chunk gone and looks for the newest whole version itself
        assertThat(opensAlone(location)).isEqualTo(RUNS + " runs");
        assertRepairedTo(store, RUNS);
    }

    /** What H2 alone makes of the file, read-only: the number of runs it reads, or why it cannot. */
    static String opensAlone(StoreLocation location) throws Exception {
        Path copy = Path.of(location.h2File().orElseThrow() + "-alone");
        Files.copy(Path.of(location.h2File().orElseThrow() + ".mv.db"), Path.of(copy + ".mv.db"));
        try (Connection connection = DriverManager.getConnection("jdbc:h2:file:" + copy + ";ACCESS_MODE_DATA=r",
                "sa", location.password());
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("select count(*) from run")) {
            rows.next();
            return rows.getLong(1) + " runs";
        } catch (SQLException e) {
            return StoreMessages.reason(e);
        } finally {
            Files.deleteIfExists(Path.of(copy + ".mv.db"));
        }
    }

    private void assertRepairedTo(Path store, int runs) throws Exception {
        StoreLocation location = StoreLocation.file(store);
        StoreRepair.Repaired repaired = StoreRepair.repair(location);
        assertThat(repaired.findings().unreadable()).isEmpty();
        List<Long> ids = new ArrayList<>();
        for (RunContent content : repaired.findings().readable()) {
            ids.add(content.run().id());
            assertThat(content.measurements()).singleElement().satisfies(measurement ->
                    assertThat(measurement.value()).isEqualTo(1000 + content.run().id()));
        }
        assertThat(ids).containsExactlyElementsOf(range(runs));
        assertThat(Files.exists(repaired.keptAside())).isTrue();
        assertThat(StoreRepair.check(location).whole()).as(StoreRepair.check(location).problems().toString()).isTrue();
        try (Store reopened = Store.open(location)) {
            assertThat(reopened.<Long>read(session -> session.runs().count())).isEqualTo(runs);
        }
    }

    private static List<Long> range(int runs) {
        List<Long> ids = new ArrayList<>();
        for (long id = 1; id <= runs; id++) {
            ids.add(id);
        }
        return ids;
    }

    private static StoreLocation location(Path store) {
        return StoreLocation.file(store);
    }

    private static int runsWhoseVersionEndsBefore(long position) {
        return (int) endAfterRun.entrySet().stream().filter(entry -> entry.getValue() <= position).count();
    }

    private static void refusedNamingRepair(Path store) {
        StoreLocation location = StoreLocation.file(store);
        assertThatThrownBy(() -> StoreRepair.check(location)).hasMessageContaining("benchlens store repair");
    }

    /**
     * The chunk nearest {@code position} that the newest version still reads pages of: every version since it
     * was written needs it, as a page still read was never replaced.
     */
    private static H2Chunks.Chunk liveChunkNear(Path store, long position) throws Exception {
        Map<Integer, Boolean> live = new LinkedHashMap<>();
        MVStore file = new MVStore.Builder().fileName(store + ".mv.db").readOnly().open();
        try {
            file.getLayoutMap().forEach((key, value) -> {
                if (key.startsWith("chunk.")) {
                    Map<String, String> fields = DataUtils.parseMap(value);
                    live.put(Integer.parseInt(fields.get("chunk"), 16),
                            !"0".equals(fields.getOrDefault("livePages", fields.get("pages"))));
                }
            });
        } finally {
            file.close();
        }
        H2Chunks.Chunk newest = newestChunk(store);
        return H2Chunks.scan(Path.of(store + ".mv.db")).stream()
                .filter(chunk -> live.getOrDefault(chunk.id(), false) && chunk.id() != newest.id())
                .min((one, two) -> Long.compare(Math.abs(one.block() * H2Chunks.BLOCK - position),
                        Math.abs(two.block() * H2Chunks.BLOCK - position))).orElseThrow();
    }

    private static H2Chunks.Chunk newestChunk(Path store) throws Exception {
        return H2Chunks.scan(Path.of(store + ".mv.db")).stream()
                .max((one, two) -> Long.compare(one.version(), two.version())).orElseThrow();
    }

    private static void cut(Path store, long size) throws Exception {
        try (FileChannel file = FileChannel.open(Path.of(store + ".mv.db"), StandardOpenOption.WRITE)) {
            file.truncate(size);
        }
    }

    private static void overwrite(Path store, H2Chunks.Chunk chunk, byte[] bytes) throws Exception {
        try (FileChannel file = FileChannel.open(Path.of(store + ".mv.db"), StandardOpenOption.WRITE)) {
            file.write(ByteBuffer.wrap(bytes), chunk.block() * H2Chunks.BLOCK);
        }
    }

    /** Both file headers with one field changed and their checksum made again, as H2 would write them. */
    static void rewriteHeaders(Path store, String field, String value) throws Exception {
        Path data = Path.of(store + ".mv.db");
        byte[] block = Arrays.copyOf(Files.readAllBytes(data), H2Chunks.BLOCK);
        String line = new String(block, StandardCharsets.ISO_8859_1);
        line = line.substring(0, line.indexOf('\n'));
        var fields = DataUtils.parseMap(line.substring(0, line.indexOf(",fletcher:")));
        fields.put(field, value);
        StringBuilder text = DataUtils.appendMap(new StringBuilder(), fields);
        byte[] checked = text.toString().getBytes(StandardCharsets.ISO_8859_1);
        DataUtils.appendMap(text, "fletcher", DataUtils.getFletcher32(checked, 0,
                checked.length));
        byte[] header = Arrays.copyOf((text + "\n").getBytes(StandardCharsets.ISO_8859_1), H2Chunks.BLOCK);
        Arrays.fill(header, text.length() + 1, header.length, (byte) ' ');
        try (FileChannel file = FileChannel.open(data, StandardOpenOption.WRITE)) {
            file.write(ByteBuffer.wrap(header), 0);
            file.write(ByteBuffer.wrap(header), H2Chunks.BLOCK);
        }
    }
}
