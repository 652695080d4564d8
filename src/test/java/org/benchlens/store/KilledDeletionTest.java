package org.benchlens.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.app.RunEdits;
import org.benchlens.app.Workspace;
import org.benchlens.imports.ImportOptions;
import org.benchlens.imports.ImportService;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.model.Run;

/**
 * A delete, or the undo of one, that a kill cut while H2 committed it (decision 0135): the row written
 * before it says which runs must end deleted, and the next open finishes that and says so; a row of a
 * process still at work is left alone, and a delete or undo that ends leaves no row behind.
 */
class KilledDeletionTest {

    @TempDir
    Path folder;

    private StoreLocation location;

    @BeforeEach
    void fiveRuns() throws Exception {
        location = StoreLocation.file(folder.resolve("store"));
        Path table = Files.writeString(folder.resolve("sweep.txt"), "GETSingle\n1, 0.00,7001.5/s\n2, 0.00,7002.5/s\n"
                + "3, 0.00,7003.5/s\n4, 0.00,7004.5/s\n5, 0.00,7005.5/s\n");
        try (Store store = Store.open(location)) {
            new ImportService(store, ImporterRegistry.standard()).importPaths(List.of(table), ImportOptions.NONE);
        }
    }

    private static List<Long> ids(Store store) {
        return store.read(session -> session.runs().list(RunFilter.ALL)).stream().map(Run::id).toList();
    }

    /** What a kill during the delete's commit leaves: its row, and only some of its runs deleted. */
    private void halfDone(String what, long processId, String started, long... deleted) throws Exception {
        try (Connection connection = DriverManager.getConnection(location.jdbcUrl(), location.user(), location.password());
             PreparedStatement insert = connection.prepareStatement("insert into pending_deletion "
                     + "(what, run_ids, process_id, process_started) values (?, '2-4', ?, ?)")) {
            insert.setString(1, what);
            insert.setLong(2, processId);
            insert.setString(3, started);
            insert.executeUpdate();
            for (long id : deleted) {
                connection.createStatement().execute("delete from run where id = " + id);
            }
        }
    }

    private static long endedProcess() throws Exception {
        Process process = new ProcessBuilder("true").start();
        process.waitFor();
        return process.pid();
    }

    private long pendingRows() throws Exception {
        try (Connection connection = DriverManager.getConnection(location.jdbcUrl(), location.user(), location.password());
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("select count(*) from pending_deletion")) {
            rows.next();
            return rows.getLong(1);
        }
    }

    @Test
    void aDeleteAKillCutIsFinishedByTheNextOpenWhichSaysSo() throws Exception {
        halfDone("deleting them", endedProcess(), null, 3);

        List<String> said = new ArrayList<>();
        try (Store store = Store.open(location, said::add)) {
            assertThat(ids(store)).containsExactly(1L, 5L);
            assertThat(said).containsExactly("deleted 3 runs (2..4) of the store at " + location.describe()
                    + ": a process was deleting them when it was killed and had changed only some of them");
        }
        assertThat(pendingRows()).isZero();
        said.clear();
        try (Store store = Store.open(location, said::add)) {
            assertThat(ids(store)).containsExactly(1L, 5L);
            assertThat(said).isEmpty();
        }
    }

    @Test
    void anUndoAKillCutIsLeftUndoneAndTheRepairLeavesItsRunsOut() throws Exception {
        halfDone("putting them back (Undo)", endedProcess(), null, 2, 4);

        StoreRepair.Findings findings = StoreRepair.check(location);
        assertThat(findings.beingDeleted()).containsExactly(2L, 3L, 4L);
        assertThat(findings.readable()).extracting(content -> content.run().id()).containsExactly(1L, 5L);
        assertThat(findings.problems()).containsExactly("3 runs (2..4) are left as a process putting them back "
                + "(Undo) was killed: the next open, or a repair, deletes them");

        StoreRepair.repair(location);
        try (Store store = Store.open(location)) {
            assertThat(ids(store)).containsExactly(1L, 5L);
        }
        assertThat(pendingRows()).isZero();
    }

    @Test
    void theRowOfAProcessStillAtWorkIsLeftAlone() throws Exception {
        ProcessHandle self = ProcessHandle.current();
        halfDone("deleting them", self.pid(), self.info().startInstant().map(Object::toString).orElse(null), 3);

        List<String> said = new ArrayList<>();
        try (Store store = Store.open(location, said::add)) {
            assertThat(ids(store)).containsExactly(1L, 2L, 4L, 5L);
            assertThat(said).isEmpty();
        }
        assertThat(pendingRows()).isOne();
    }

    @Test
    void aDeleteAndItsUndoThatEndLeaveNoRowAndAFailedOneChangesNothing() throws Exception {
        try (Store store = Store.open(location)) {
            RunEdits edits = Workspace.on(store).edits();
            RunEdits.DeletedRuns deleted = edits.delete(List.of(2L, 3L, 99L));
            assertThat(ids(store)).containsExactly(1L, 4L, 5L);
            assertThat(pendingRows()).isZero();

            assertThat(edits.restore(deleted)).isEqualTo(2);
            assertThat(ids(store)).containsExactly(1L, 2L, 3L, 4L, 5L);
            assertThat(pendingRows()).isZero();

            assertThatThrownBy(() -> store.transactionOrDeleted("deleting them", List.of(4L, 5L), session -> {
                session.runs().delete(List.of(4L, 5L));
                throw new IllegalStateException("the disk is full");
            })).hasMessage("the disk is full");
            assertThat(ids(store)).containsExactly(1L, 2L, 3L, 4L, 5L);
            assertThat(pendingRows()).isZero();
        }
    }

    @Test
    void idsAreKeptAsRanges() {
        assertThat(IdRanges.format(List.of(1502L, 3L, 4L, 5L, 1600L, 1501L))).isEqualTo("3-5,1501-1502,1600");
        assertThat(IdRanges.parse("3-5,1501-1502,1600")).containsExactly(3L, 4L, 5L, 1501L, 1502L, 1600L);
        assertThat(IdRanges.format(List.of())).isEmpty();
        assertThat(IdRanges.parse("")).isEmpty();
    }
}
