package org.benchlens.store;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.benchlens.model.RunContent;

/**
 * What a repair reads from a damaged H2 file (decision 0143): the newest version of it whose runs can be
 * listed, read run by run, and, for each run that version lists but cannot read, the newest earlier version
 * that can. Versions are tried newest first in a copy of the file, so a file H2 itself refuses to open (its
 * newest chunks cut, overwritten, or moved by a compaction a kill interrupted) still gives every run it
 * held before the damage.
 */
final class NewestReadableVersion {

    /**
     * The runs read, the store's settings, how many newer versions could not be read, and the runs taken
     * from an earlier version than the rest.
     */
    record Salvaged(StoreRepair.Findings findings, Map<String, String> settings, int newerVersionsUnreadable,
                    List<Long> fromEarlierVersions) {
    }

    private NewestReadableVersion() {
    }

    /** Reads {@code store} (its path without ".mv.db"); empty when no version of it can be read. */
    static Optional<Salvaged> read(StoreLocation location, Path store) throws IOException {
        try (H2FileVersions versions = H2FileVersions.copyOf(store)) {
            StoreRepair.Findings newest = null;
            Map<String, String> settings = Map.of();
            int skipped = 0;
            List<RunContent> earlier = new ArrayList<>();
            Map<Long, String> missing = new LinkedHashMap<>();
            for (long version : versions.versions()) {
                versions.showUpTo(version);
                try (Connection connection = StoreSecret.connect(versions.url(), location)) {
                    if (newest == null) {
                        newest = StoreRepair.read(connection);
                        settings = StoreRepair.settings(connection);
                        missing.putAll(newest.unreadable());
                    } else {
                        earlier.addAll(readable(new StoreSession(connection), missing));
                    }
                } catch (SQLException | RuntimeException unreadable) {
                    // H2 finds this version incomplete, or cannot list its runs: an earlier one may be whole
                    if (newest == null) {
                        skipped++;
                    }
                }
                if (newest != null && missing.isEmpty()) {
                    break;
                }
            }
            if (newest == null) {
                return Optional.empty();
            }
            return Optional.of(new Salvaged(merged(newest, earlier, missing), settings, skipped,
                    earlier.stream().map(content -> content.run().id()).toList()));
        }
    }

    /** The runs among {@code missing} that this version reads whole; they are removed from it. */
    private static List<RunContent> readable(StoreSession session, Map<Long, String> missing) {
        List<RunContent> found = new ArrayList<>();
        for (Long id : List.copyOf(missing.keySet())) {
            try {
                Optional<RunContent> content = session.content(id);
                if (content.isPresent()) {
                    found.add(content.get());
                    missing.remove(id);
                }
            } catch (SQLException | RuntimeException stillUnreadable) {
                // an older version may still have it
            }
        }
        return found;
    }

    private static StoreRepair.Findings merged(StoreRepair.Findings newest, List<RunContent> earlier,
                                               Map<Long, String> missing) {
        List<RunContent> readable = new ArrayList<>(newest.readable());
        readable.addAll(earlier);
        readable.sort((one, two) -> Long.compare(one.run().id(), two.run().id()));
        return new StoreRepair.Findings(readable, missing, newest.partOfInputs(), newest.beingDeleted(),
                newest.problems());
    }
}
