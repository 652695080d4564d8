package org.benchlens.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.zip.GZIPInputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A store file whose last writer was killed before it closed it (decision 0137). The file is the one
 * kill 9 of the edit kill harness's seed 1796285580060 left: a {@code delete -y} of 1 500 of its 1 502
 * runs, killed about 2 s in, before it had recorded anything. H2 itself opens it with every run, yet the
 * first close after that open leaves a file whose tables read empty; BenchLens rewrites it first.
 */
class LeftOpenH2FileTest {

    @TempDir
    Path folder;

    private Path leftOpenStore(String name) throws Exception {
        Path store = folder.resolve(name).resolve("store");
        Files.createDirectories(store.getParent());
        try (InputStream gzipped = getClass().getResourceAsStream("/stores/left-open-by-a-killed-delete.mv.db.gz");
             InputStream file = new GZIPInputStream(gzipped)) {
            Files.copy(file, Path.of(store + ".mv.db"));
        }
        return store;
    }

    @Test
    void h2AloneLosesEveryRunOfTheFileAtItsSecondOpen() throws Exception {
        Path store = leftOpenStore("h2-alone");
        assertThat(LeftOpenH2File.leftOpen(Path.of(store + ".mv.db"))).isTrue();
        String url = "jdbc:h2:file:" + store;

        assertThat(runsIn(url, "")).isEqualTo(1502);
        assertThat(runsIn(url, "")).isZero();
    }

    @Test
    void benchLensRewritesTheFileOnceAndKeepsEveryRun() throws Exception {
        StoreLocation location = StoreLocation.file(leftOpenStore("benchlens"));
        List<String> said = new ArrayList<>();
        try (Store store = Store.open(location, said::add)) {
            assertThat(store.<Long>read(session -> session.runs().count())).isEqualTo(1502);
        }
        assertThat(said).containsExactly("rewriting the store at " + location.describe() + " once before using it,"
                + " as the process that last wrote it was stopped without closing it (up to half a minute for"
                + " 100 000 runs)");
        assertThat(LeftOpenH2File.leftOpen(Path.of(location.h2File().orElseThrow() + ".mv.db"))).isFalse();

        said.clear();
        try (Store store = Store.open(location, said::add)) {
            assertThat(store.<Long>read(session -> session.runs().count())).isEqualTo(1502);
        }
        assertThat(said).isEmpty();
        assertThat(runsIn(location.jdbcUrl(), location.password())).isEqualTo(1502);
    }

    /**
     * The file kill 21 of the phase harness's seed 1796419262743 left: an import into a used store of 95 runs,
     * killed paused after the commit of its fourth write. H2 cannot open it ("Chunk 16 not found"), as the
     * store one kill lost in an earlier test (decision 0153); BenchLens repairs it at once, every run kept.
     */
    @Test
    void aLeftOpenFileH2CannotReadWholeIsRepairedAtOnceWithEveryRunOfItsNewestWholeVersion() throws Exception {
        StoreLocation h2Alone = StoreLocation.file(chunkNotFoundStore("h2-alone"));
        assertThatThrownBy(() -> runsIn(h2Alone.jdbcUrl(), h2Alone.password())).hasMessageContaining("Chunk 16 not found");
        Path store = chunkNotFoundStore("benchlens");
        StoreLocation location = StoreLocation.file(store);
        List<String> said = new ArrayList<>();

        try (Store opened = Store.open(location, said::add)) {
            assertThat(opened.<Long>read(session -> session.runs().count())).isEqualTo(102);
        }
        assertThat(said).last().asString().startsWith("repaired the store at " + location.describe() + ": the process"
                + " that last wrote it was stopped while writing and left a file H2 cannot read whole; kept 102 runs,"
                + " the damaged file is kept as " + store + ".damaged-");
        assertThat(StoreRepair.check(location).whole()).isTrue();
    }

    private Path chunkNotFoundStore(String name) throws Exception {
        Path store = folder.resolve(name).resolve("store");
        Files.createDirectories(store.getParent());
        try (InputStream gzipped = getClass().getResourceAsStream("/stores/chunk-not-found-after-a-kill.mv.db.gz");
             InputStream file = new GZIPInputStream(gzipped);
             InputStream secret = getClass().getResourceAsStream("/stores/chunk-not-found-after-a-kill.secret")) {
            Files.copy(file, Path.of(store + ".mv.db"));
            Files.copy(secret, Path.of(store + ".secret"));
        }
        return store;
    }

    @Test
    void aLeftOpenFileThatCannotBeCopiedIsNamedForRepairAndKept() throws Exception {
        Path store = leftOpenStore("damaged");
        Path data = Path.of(store + ".mv.db");
        // every chunk overwritten, the two headers (without the mark of a clean close) kept
        try (FileChannel file = FileChannel.open(data, StandardOpenOption.WRITE)) {
            byte[] noise = new byte[(int) file.size() - 2 * 4096];
            Arrays.fill(noise, (byte) 0x5a);
            file.write(ByteBuffer.wrap(noise), 2 * 4096);
        }
        byte[] before = Files.readAllBytes(data);
        StoreLocation location = StoreLocation.file(store);

        assertThatThrownBy(() -> Store.open(location).close())
                .isInstanceOf(StoreUnavailableException.class)
                .hasMessageStartingWith("cannot open the store at " + location.describe() + ": the process that last"
                        + " wrote it was stopped without closing it, and copying it into a new file failed: ")
                .hasMessageContaining("benchlens store repair");
        assertThat(Files.readAllBytes(data)).isEqualTo(before);
        try (var files = Files.list(store.getParent())) {
            assertThat(files.map(file -> file.getFileName().toString()))
                    .containsExactlyInAnyOrder("store.mv.db", "store.secret");
        }
    }

    @Test
    void aFileAnotherStoreHoldsOpenIsLeftToIt() throws Exception {
        StoreLocation location = StoreLocation.file(folder.resolve("held").resolve("store"));
        try (Store first = Store.open(location)) {
            first.transaction(session -> {
                session.settings().set(SettingRepository.SAMPLE_DATA_IMPORTED, "not needed");
                return null;
            });
            List<String> said = new ArrayList<>();
            try (Store second = Store.open(location, said::add)) {
                assertThat(second.<Optional<String>>read(
                        session -> session.settings().get(SettingRepository.SAMPLE_DATA_IMPORTED)))
                        .contains("not needed");
            }
            assertThat(said).noneMatch(notice -> notice.startsWith("rewriting"));
        }
    }

    private static long runsIn(String url, String password) throws Exception {
        try (Connection connection = DriverManager.getConnection(url, "sa", password);
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("select count(*) from run")) {
            rows.next();
            return rows.getLong(1);
        }
    }
}
