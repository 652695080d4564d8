package org.benchlens.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportOptions;
import org.benchlens.imports.ImportService;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.model.Run;

/**
 * What a kill during H2's commit leaves of an input (decision 0124): the store leaves it out as it
 * opens and says so, and the file then comes in whole; an input whose first run a person deleted is
 * not taken for such a part. The open looks for such runs only where a process that stored inputs left
 * its row behind (decision 0136).
 */
class PartOfInputTest {

    @TempDir
    Path folder;

    private Path table() throws Exception {
        return Files.writeString(folder.resolve("sweep.txt"), "GETSingle\n1, 0.00,7001.5/s\n2, 0.00,7002.5/s\n"
                + "3, 0.00,7003.5/s\n");
    }

    private static String importInto(Store store, Path file) {
        return new ImportService(store, ImporterRegistry.standard()).importPaths(List.of(file), ImportOptions.NONE)
                .describe();
    }

    private static List<Long> ids(Store store) {
        return store.read(session -> session.runs().list(RunFilter.ALL)).stream().map(Run::id).toList();
    }

    @Test
    void runsLeftWithoutTheirInputsMarkAreLeftOutAsTheStoreOpensAndTheFileComesInWholeAgain() throws Exception {
        StoreLocation location = StoreLocation.file(folder.resolve("store"));
        Path table = table();
        try (Store store = Store.open(location)) {
            importInto(store, table);
        }
        // the rows a kill during the commit keeps: every run, but not the mark written last, and the row
        // that said a process was storing an input
        execute(location, "delete from whole_input");
        execute(location, "insert into pending_input (process_id) values (" + endedProcess() + ")");

        List<String> said = new ArrayList<>();
        try (Store store = Store.open(location, said::add)) {
            assertThat(ids(store)).isEmpty();
            assertThat(said).containsExactly("left out 3 runs (1..3) of the store at " + location.describe()
                    + ": part of an input a process was storing when it was killed; import that file again");
            assertThat(importInto(store, table)).startsWith("imported 3 runs");
            assertThat(ids(store)).containsExactly(4L, 5L, 6L);
        }
        assertThat(count(location, "pending_input")).isZero();
        said.clear();
        try (Store store = Store.open(location, said::add)) {
            assertThat(ids(store)).containsExactly(4L, 5L, 6L);
            assertThat(said).isEmpty();
        }
    }

    @Test
    void withoutARowLeftByAKilledProcessTheOpenDoesNotLookForParts() throws Exception {
        StoreLocation location = StoreLocation.file(folder.resolve("store"));
        try (Store store = Store.open(location)) {
            importInto(store, table());
        }
        assertThat(count(location, "pending_input")).isZero();
        execute(location, "delete from whole_input");
        // a process still storing (this one): its row stays, and its runs are not taken for a part
        execute(location, "insert into pending_input (process_id) values (" + ProcessHandle.current().pid() + ")");

        List<String> said = new ArrayList<>();
        try (Store store = Store.open(location, said::add)) {
            assertThat(ids(store)).containsExactly(1L, 2L, 3L);
            assertThat(said).isEmpty();
        }
        assertThat(count(location, "pending_input")).isOne();
    }

    private static void execute(StoreLocation location, String sql) throws Exception {
        try (Connection connection = DriverManager.getConnection(location.jdbcUrl(), location.user(), location.password());
             Statement statement = connection.createStatement()) {
            statement.execute(sql);
        }
    }

    private static long count(StoreLocation location, String table) throws Exception {
        try (Connection connection = DriverManager.getConnection(location.jdbcUrl(), location.user(), location.password());
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("select count(*) from " + table)) {
            rows.next();
            return rows.getLong(1);
        }
    }

    private static long endedProcess() throws Exception {
        Process process = new ProcessBuilder("true").start();
        process.waitFor();
        return process.pid();
    }

    @Test
    void anInputWhoseFirstRunWasDeletedIsStillWhole() throws Exception {
        StoreLocation location = StoreLocation.file(folder.resolve("store"));
        Path table = table();
        try (Store store = Store.open(location)) {
            importInto(store, table);
            store.transaction(session -> session.runs().delete(List.of(1L)));
            List<Long> parts = store.read(session -> session.runs().partOfInputs());
            assertThat(parts).isEmpty();
            // the same file again is the file already stored, not a part of it
            assertThat(importInto(store, table)).isEqualTo("nothing imported, 1 already imported");
        }
        try (Store store = Store.open(location)) {
            assertThat(ids(store)).containsExactly(2L, 3L);
        }
    }
}
