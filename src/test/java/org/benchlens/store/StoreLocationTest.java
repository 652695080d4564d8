package org.benchlens.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where a store is, with which settings and secret, and what of it may be shown. */
class StoreLocationTest {

    @TempDir
    Path folder;

    @Test
    void anH2FileIsSharedWithoutCompactionInPlaceAndWithItsSecret() throws Exception {
        StoreLocation location = StoreLocation.file(folder.resolve("store"));
        assertThat(location.jdbcUrl()).isEqualTo("jdbc:h2:file:" + folder.resolve("store")
                + ";AUTO_SERVER=TRUE;AUTO_COMPACT_FILL_RATE=0;MAX_COMPACT_TIME=0;REUSE_SPACE=FALSE");
        assertThat(location.user()).isEqualTo("sa");
        assertThat(location.password()).matches("[0-9a-f]{48}")
                .isEqualTo(Files.readString(folder.resolve("store.secret")).strip());
        assertThat(StoreLocation.file(folder.resolve("store.mv.db")).password()).isEqualTo(location.password());
        assertThat(StoreLocation.file(folder.resolve("other")).password()).isNotEqualTo(location.password());
    }

    @Test
    void aFolderMadeForAStoreIsItsOwnersOnly() throws Exception {
        StoreLocation.file(folder.resolve("a").resolve("b").resolve("store"));
        assertThat(java.nio.file.attribute.PosixFilePermissions.toString(
                Files.getPosixFilePermissions(folder.resolve("a")))).isEqualTo("rwx------");
        assertThat(java.nio.file.attribute.PosixFilePermissions.toString(
                Files.getPosixFilePermissions(folder.resolve("a/b/store.secret")))).isEqualTo("rw-------");
    }

    @Test
    void aStoreItsOwnerMadeReadOnlyStaysReadOnlyAndLosesOnlyOthersPermissions() throws Exception {
        StoreLocation location = StoreLocation.file(folder.resolve("store"));
        Store.open(location).close();
        Path data = folder.resolve("store.mv.db");
        Files.setPosixFilePermissions(data, java.nio.file.attribute.PosixFilePermissions.fromString("r--r--r--"));

        // (as root every file can be written, and the store is opened to write: its permissions are kept all the same)
        try (Store store = Store.open(StoreLocation.file(folder.resolve("store")))) {
            assertThat(store.<Long>read(session -> session.runs().count())).isZero();
        }
        assertThat(java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(data)))
                .isEqualTo("r--------");
    }

    @Test
    void neitherTheSecretNorAServersPasswordIsShown() {
        StoreLocation file = StoreLocation.file(folder.resolve("store"));
        assertThat(file.toString()).doesNotContain(file.password()).contains(folder.resolve("store").toString());
        StoreLocation shared = StoreLocation.resolve("jdbc:postgresql://127.0.0.1/bench?user=b&password=hunter2",
                Map.of("BENCHLENS_STORE_PASSWORD", "s3cret"));
        assertThat(shared.describe()).isEqualTo("jdbc:postgresql://127.0.0.1/bench?user=b&password=***");
        assertThat(shared.toString()).doesNotContain("hunter2").doesNotContain("s3cret");
    }

    @Test
    void aPathWithH2SettingsIsRefused() {
        assertThatThrownBy(() -> StoreLocation.resolve("/tmp/x;INIT=CREATE TABLE pwned(a INT)", Map.of()))
                .hasMessageContaining("contains ';' or '='");
    }
}
