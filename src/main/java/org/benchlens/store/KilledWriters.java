package org.benchlens.store;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.function.Consumer;

/**
 * What a process killed while writing an H2 store left half done, put right as the store opens: part
 * of an input is left out (decision 0124), a delete is finished and an undo of one left undone (0135),
 * and a file whose indexes disagree is named for {@code store repair} instead of changed (0134).
 */
final class KilledWriters {

    private final Store store;
    private final Consumer<String> notices;
    /** The rows of processes that were storing inputs and had ended when this open looked (decision 0136). */
    private List<Long> endedInputWriters = List.of();

    KilledWriters(Store store, Consumer<String> notices) {
        this.store = store;
        this.notices = notices;
    }

    /**
     * {@link #refuseIfIndexesDisagree} on a store whose schema already marks whole inputs (V5 on); says
     * whether the store may hold part of an input: true when it does, or when its schema cannot tell yet.
     * The runs are read only where a process storing inputs left its row (V9 on), or the schema has no
     * such rows yet; otherwise no part can be there, and a large store opens without reading every run.
     */
    boolean refuseDamagedPartsOfInputs() throws SQLException {
        List<Long> part;
        try (Connection connection = store.connect()) {
            if (!SchemaCheck.hasTable(connection, "WHOLE_INPUT")) {
                return true;
            }
            if (SchemaCheck.hasTable(connection, "PENDING_INPUT")) {
                endedInputWriters = new PendingInputs(connection).ofEndedProcesses();
                if (endedInputWriters.isEmpty()) {
                    return false;
                }
            }
            part = new StoreSession(connection).runs().partOfInputs();
        }
        if (!part.isEmpty()) {
            refuseIfIndexesDisagree(partOfInput(part), "leaves that part out, then import the file again");
        }
        return !part.isEmpty();
    }

    /**
     * Deletes what a process killed while H2 committed its import left of the input, so that no one
     * sees part of a file, and says so; the file can then be imported again whole.
     */
    Void leaveOutPartsOfInputs() throws SQLException {
        List<Long> left = store.transactionOn(session -> {
            List<Long> ids = session.runs().partOfInputs();
            if (!ids.isEmpty()) {
                refuseIfIndexesDisagree(partOfInput(ids), "leaves that part out, then import the file again");
                session.runs().delete(ids);
            }
            return ids;
        });
        if (!left.isEmpty()) {
            notices.accept("left out " + listed(left) + " of the store at " + describe() + ": part of an input a "
                    + "process was storing when it was killed; import that file again");
        }
        return null;
    }

    /**
     * Removes the rows of the storing processes found ended, once their part of an input is left out: only
     * those, since a process still storing when the store was looked at may have been killed since.
     */
    Void forgetEndedInputWriters() throws SQLException {
        if (!endedInputWriters.isEmpty()) {
            store.transactionOn(session -> {
                for (long key : endedInputWriters) {
                    session.pendingInputs().remove(key);
                }
                return null;
            });
        }
        return null;
    }

    /** Deletes the runs of each delete, or undo of one, whose process was killed before it ended, and says so. */
    Void finishDeletions() throws SQLException {
        for (PendingDeletions.Pending pending
                : store.transactionOn(session -> session.pendingDeletions().ofEndedProcesses())) {
            List<Long> ids = pending.runIds();
            refuseIfIndexesDisagree("a process killed while " + pending.what() + " left " + listed(ids)
                    + " half changed", "deletes them");
            // the runs first, the row after: a kill between the two only makes the next open delete nothing
            store.transactionOn(session -> session.runs().delete(ids));
            store.transactionOn(session -> {
                session.pendingDeletions().remove(pending.key());
                return null;
            });
            notices.accept("deleted " + listed(ids) + " of the store at " + describe() + ": a process was "
                    + pending.what() + " when it was killed and had changed only some of them");
        }
        return null;
    }

    private static String partOfInput(List<Long> ids) {
        return "a process killed while storing an input left part of it (" + (ids.size() == 1 ? "run " + ids.get(0)
                : ids.size() + " runs, " + ids.get(0) + ".." + ids.get(ids.size() - 1)) + ")";
    }

    /**
     * A kill during H2's commit can leave rows in a file whose indexes disagree, where a delete never
     * ends: such a store is not changed but named for {@code store repair}, which reads each run and
     * copies the whole ones.
     */
    private void refuseIfIndexesDisagree(String left, String repairThen) throws SQLException {
        List<IndexAgreement.Disagreement> disagreements;
        try (Connection connection = store.connect()) {
            disagreements = IndexAgreement.disagreements(connection);
        }
        if (!disagreements.isEmpty()) {
            throw new StoreUnavailableException("the store at " + describe() + " is damaged: " + left
                    + " in tables whose indexes disagree with them (" + IndexAgreement.tables(disagreements)
                    + "); run benchlens store repair, which keeps every run it can read and " + repairThen, null);
        }
    }

    private static String listed(List<Long> ids) {
        return ids.size() == 1 ? "run " + ids.get(0)
                : ids.size() + " runs (" + ids.get(0) + ".." + ids.get(ids.size() - 1) + ")";
    }

    private String describe() {
        return store.location().describe();
    }
}
