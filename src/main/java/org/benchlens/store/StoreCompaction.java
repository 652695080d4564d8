package org.benchlens.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;

import org.h2.store.FileLock;

/**
 * Compacts an H2 store by writing its content into a new file that takes the old one's place (decision 0141):
 * H2's own compaction moves chunks inside the live file, and a kill while it does has lost whole stores. Only
 * while no other process has the store open.
 */
public final class StoreCompaction {

    /** The file's size before and after, in bytes. */
    public record Compacted(long bytesBefore, long bytesAfter) {
    }

    private StoreCompaction() {
    }

    /** Compacts the H2 store at {@code location}; throws, leaving the file as it was, when it cannot. */
    public static Compacted compact(StoreLocation location) {
        Path store = location.h2File().orElseThrow(() -> new StoreUnavailableException("only an H2 store file is "
                + "compacted here; " + location.describe() + " is a database server, which compacts itself", null));
        Path data = Path.of(store + ".mv.db");
        if (!Files.isRegularFile(data)) {
            throw new StoreUnavailableException("there is no store at " + location.describe(), null);
        }
        if (location.readOnly()) {
            throw new StoreUnavailableException("the store at " + location.describe() + " is read-only", null);
        }
        // a store its writer left open is rewritten by the open anyway; opening first also migrates it
        Store.open(location).close();
        FileLock lock = H2FileRewrite.lockAlone(store);
        if (lock == null) {
            throw new StoreUnavailableException("the store at " + location.describe() + " is open in another "
                    + "process (the window, or a command still running); close it, then compact", null);
        }
        try {
            long before = Files.size(data);
            WritePhase.reached("compact");
            H2FileRewrite.rewrite(location, store);
            WritePhase.reached("compacted");
            return new Compacted(before, Files.size(data));
        } catch (IOException | SQLException e) {
            throw new StoreUnavailableException("cannot compact the store at " + location.describe() + ": "
                    + StoreMessages.reason(e) + "; the file is left as it was", e);
        } finally {
            lock.unlock();
        }
    }
}
