package org.benchlens.cli;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

import org.benchlens.model.Run;
import org.benchlens.store.Store;
import org.benchlens.store.StoreSession;

/** Run ids given on the command line, checked against the store. */
final class RunSelection {

    private RunSelection() {
    }

    /**
     * Applies {@code change} to each of the runs in one transaction, after checking that all of
     * them exist, and returns them.
     */
    static List<Run> update(Store store, List<Long> ids, Change change) {
        return store.transaction(session -> {
            List<Run> runs = find(session, ids);
            for (Run run : runs) {
                change.apply(session, run);
            }
            return runs;
        });
    }

    /** A change to one run. */
    @FunctionalInterface
    interface Change {
        void apply(StoreSession session, Run run) throws SQLException;
    }

    /** The runs; throws with every id that is not in the store. */
    static List<Run> find(StoreSession session, List<Long> ids) throws SQLException {
        List<Run> runs = new ArrayList<>();
        List<Long> missing = new ArrayList<>();
        for (long id : ids) {
            session.runs().find(id).ifPresentOrElse(runs::add, () -> missing.add(id));
        }
        if (!missing.isEmpty()) {
            throw new IllegalArgumentException("no run " + missing.stream().map(String::valueOf)
                    .reduce((a, b) -> a + ", " + b).orElse("") + " in the store; nothing changed");
        }
        return runs;
    }
}
