package org.benchlens.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.store.Store;
import org.benchlens.store.StoreLocation;

/**
 * Only the store's owner gets in (docs/security.md): a process holding a store listens on loopback only; H2's
 * own client with the lock file's key and {@code sa} without a password is refused; a new default store is
 * 0700/0600 under umask 022; a store made before secrets is given one.
 */
class PrivateStoreTest {

    private static final Path JAVA = Path.of(System.getProperty("java.home"), "bin", "java");

    @TempDir
    Path folder;

    @Test
    void aHeldStoreListensOnLoopbackOnlyAndRefusesTheLockFilesKeyWithoutItsSecret() throws Exception {
        Path store = folder.resolve("store");
        StoreLocation location = StoreLocation.file(store);
        Store.open(location).close();
        Process holder = new ProcessBuilder(JAVA.toString(), "-cp", System.getProperty("java.class.path"),
                HoldStoreOpen.class.getName(), store.toString()).redirectErrorStream(true).start();
        try {
            BufferedReader said = new BufferedReader(new InputStreamReader(holder.getInputStream(), StandardCharsets.UTF_8));
            assertThat(said.readLine()).isEqualTo("open");
            Properties lock = new Properties();
            try (var in = Files.newInputStream(Path.of(store + ".lock.db"))) {
                lock.load(in);
            }
            int port = Integer.parseInt(lock.getProperty("server").substring(lock.getProperty("server").lastIndexOf(':') + 1));

            List<String> listening = listeningAddresses(port);
            assumeThat(listening).as("the sockets of port " + port + " in /proc/net/tcp and tcp6").isNotEmpty();
            assertThat(listening).allMatch(PrivateStoreTest::loopback);

            // what another local user tried: H2's client, through the holder's listener, as sa without a password
            String url = location.jdbcUrl();
            assertThatThrownBy(() -> DriverManager.getConnection(url, "sa", "").close())
                    .isInstanceOf(SQLException.class).hasMessageContaining("Wrong user name or password");
            try (Connection owner = DriverManager.getConnection(url, location.user(), location.password());
                 Statement statement = owner.createStatement();
                 ResultSet rows = statement.executeQuery("select count(*) from run")) {
                rows.next();
                assertThat(rows.getLong(1)).isZero();
            }
        } finally {
            holder.getOutputStream().close();
            if (!holder.waitFor(30, TimeUnit.SECONDS)) {
                holder.destroyForcibly();
            }
        }
    }

    @Test
    void aNewDefaultStoreIsItsOwnersOnlyUnderUmask022() throws Exception {
        Path home = folder.resolve("home");
        Files.createDirectories(home);
        Process listing = new ProcessBuilder("bash", "-c", "umask 022 && exec \"$0\" -Duser.home=\"$1\" -cp \"$2\" "
                + "org.benchlens.Main runs", JAVA.toString(), home.toString(),
                System.getProperty("java.class.path")).redirectErrorStream(true).start();
        String output = new String(listing.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(listing.waitFor()).as(output).isZero();

        Path benchlens = home.resolve(".benchlens");
        assertThat(permissions(benchlens)).isEqualTo("rwx------");
        assertThat(permissions(benchlens.resolve("store.mv.db"))).isEqualTo("rw-------");
        assertThat(permissions(benchlens.resolve("store.secret"))).isEqualTo("rw-------");
        assertThat(Files.readString(benchlens.resolve("store.secret")).strip()).matches("[0-9a-f]{48}");
        try (var files = Files.list(benchlens)) {
            assertThat(files.filter(file -> !file.getFileName().toString().endsWith(".trace.db"))
                    .map(PrivateStoreTest::permissionsUnchecked)).allMatch(p -> p.endsWith("------"));
        }
    }

    @Test
    void aStoreMadeWithTheEmptyPasswordIsGivenItsSecretAtItsNextOpen() throws Exception {
        Path store = folder.resolve("old");
        try (Connection made = DriverManager.getConnection("jdbc:h2:file:" + store, "sa", "");
             Statement statement = made.createStatement()) {
            statement.execute("create table kept (id int)");
        }
        StoreLocation location = StoreLocation.file(store);
        assertThat(location.password()).hasSize(48);
        Store.open(location).close();

        assertThatThrownBy(() -> DriverManager.getConnection("jdbc:h2:file:" + store, "sa", "").close())
                .isInstanceOf(SQLException.class).hasMessageContaining("Wrong user name or password");
        try (Connection owner = DriverManager.getConnection("jdbc:h2:file:" + store, "sa", location.password());
             Statement statement = owner.createStatement();
             ResultSet rows = statement.executeQuery("select count(*) from run")) {
            assertThat(rows.next()).isTrue();
        }
        assertThat(permissions(Path.of(store + ".mv.db"))).isEqualTo("rw-------");
    }

    @Test
    void aStoreFileCopiedWithoutItsSecretSaysWhatItNeeds() throws Exception {
        Path original = folder.resolve("original").resolve("store");
        Store.open(StoreLocation.file(original)).close();
        Path copy = Files.createDirectories(folder.resolve("backup")).resolve("store");
        Files.copy(Path.of(original + ".mv.db"), Path.of(copy + ".mv.db"));

        StoreLocation copied = StoreLocation.file(copy);
        assertThatThrownBy(() -> Store.open(copied).close()).hasMessage("cannot open the store at " + copy
                + ": its password is not the one in store.secret; a store file copied from elsewhere needs the "
                + ".secret file of the store it came from beside it, named store.secret");

        Files.copy(Path.of(original + ".secret"), Path.of(copy + ".secret"),
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        try (Store store = Store.open(StoreLocation.file(copy))) {
            assertThat(store.<Long>read(session -> session.runs().count())).isZero();
        }
    }

    /** The local addresses of the sockets listening on {@code port}, as /proc/net writes them. */
    private static List<String> listeningAddresses(int port) throws Exception {
        List<String> addresses = new ArrayList<>();
        String hexPort = String.format(":%04X", port);
        for (String table : List.of("/proc/net/tcp", "/proc/net/tcp6")) {
            Path file = Path.of(table);
            if (!Files.isReadable(file)) {
                continue;
            }
            for (String line : Files.readAllLines(file)) {
                String[] fields = line.strip().split("\\s+");
                // local address, remote address, state (0A: listening)
                if (fields.length > 3 && fields[1].endsWith(hexPort) && fields[3].equals("0A")) {
                    addresses.add(fields[1].substring(0, fields[1].indexOf(':')));
                }
            }
        }
        return addresses;
    }

    /** 127.0.0.1 in /proc/net/tcp, ::1 or ::ffff:127.0.0.1 in tcp6. */
    private static boolean loopback(String address) {
        return address.equals("0100007F") || address.equals("00000000000000000000000001000000")
                || address.equals("0000000000000000FFFF00000100007F");
    }

    private static String permissions(Path path) throws Exception {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(path));
    }

    private static String permissionsUnchecked(Path path) {
        try {
            return permissions(path);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
