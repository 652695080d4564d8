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
 * What a repair reads from a damaged H2 file (decision 0144), always from a copy opened only to read: the
 * version H2 opens, or the newest version whose runs can be listed when that reads more runs, run by run;
 * then, for each run it lists but cannot read, the newest earlier version that reads it. A file H2 itself
 * refuses (its newest chunks cut, overwritten, or moved by a compaction a kill interrupted) still gives every
 * run it held before the damage.
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
            // H2's own choice first: its header may name a version that reads more than any the scan shows whole
            Optional<Read> asItIs = readAll(versions, location);
            Read newest = null;
            int skipped = 0;
            List<Long> all = versions.versions();
            int next = 0;
            for (; next < all.size() && newest == null; next++) {
                versions.showUpTo(all.get(next));
                newest = readAll(versions, location).orElse(null);
                if (newest == null) {
                    skipped++;
                }
            }
            if (asItIs.isPresent() && (newest == null
                    || asItIs.get().findings().readable().size() >= newest.findings().readable().size())) {
                newest = asItIs.get();
                skipped = 0;
            }
            if (newest == null) {
                return Optional.empty();
            }
            Map<Long, String> missing = new LinkedHashMap<>(newest.findings().unreadable());
            List<RunContent> earlier = new ArrayList<>();
            for (; next < all.size() && !missing.isEmpty(); next++) {
                versions.showUpTo(all.get(next));
                try (Connection connection = StoreSecret.connect(versions.url(), location)) {
                    earlier.addAll(readable(new StoreSession(connection), missing));
                } catch (SQLException | RuntimeException unreadable) {
                    // H2 finds this version incomplete too: an earlier one may be whole
                }
            }
            return Optional.of(new Salvaged(merged(newest.findings(), earlier, missing), newest.settings(), skipped,
                    earlier.stream().map(content -> content.run().id()).toList()));
        }
    }

    /** One version read run by run, with the store's settings. */
    private record Read(StoreRepair.Findings findings, Map<String, String> settings) {
    }

    /** The version the copy now shows, read whole; empty when H2 cannot open it or list its runs. */
    private static Optional<Read> readAll(H2FileVersions versions, StoreLocation location) {
        try (Connection connection = StoreSecret.connect(versions.url(), location)) {
            return Optional.of(new Read(StoreRepair.read(connection), StoreRepair.settings(connection)));
        } catch (SQLException | RuntimeException unreadable) {
            return Optional.empty();
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
