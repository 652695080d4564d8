package org.benchlens.cli;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

import org.benchlens.model.Run;
import org.benchlens.store.StoreSession;

/** Run ids given on the command line, checked against the store. */
final class RunSelection {

    private RunSelection() {
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
