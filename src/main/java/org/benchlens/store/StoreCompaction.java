package org.benchlens.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.function.Consumer;

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
            return rewrite(location, store);
        } catch (IOException | SQLException e) {
            throw new StoreUnavailableException("cannot compact the store at " + location.describe() + ": "
                    + StoreMessages.reason(e) + "; the file is left as it was", e);
        } finally {
            lock.unlock();
        }
    }

    /**
     * Whether a file of {@code bytes} whose chunks hold {@code fillPercent} % live data is worth rewriting: when
     * the space earlier versions take is larger than the live data and than {@link #SPARE_BYTES}. Each import
     * leaves about 100 KB of them in a file H2 never compacts in place (decision 0141).
     */
    static boolean worthCompacting(long bytes, int fillPercent) {
        long live = bytes * fillPercent / 100;
        long spare = bytes - live;
        return spare > live && spare > SPARE_BYTES;
    }

    /** Space of earlier versions that a store keeps before it is compacted on its own: a rewrite then takes ~0.2 s. */
    static final long SPARE_BYTES = 16L << 20;

    /**
     * Compacts the store after this process closed it, when no other process holds it; says so through
     * {@code notices}. A failure leaves the file as it was and is only said: what the command did is kept.
     */
    static void compactAlone(StoreLocation location, Consumer<String> notices) {
        Path store = location.h2File().orElseThrow();
        FileLock lock = H2FileRewrite.lockAlone(store);
        if (lock == null) {
            // the window or another command has it open: the last to close it compacts it
            return;
        }
        try {
            if (LeftOpenH2File.leftOpen(Path.of(store + ".mv.db"))) {
                return;
            }
            notices.accept("compacting the store at " + location.describe() + " into a new file, as most of it is "
                    + "space of earlier versions (up to half a minute for 100 000 runs)");
            rewrite(location, store);
        } catch (IOException | SQLException | RuntimeException e) {
            notices.accept("the store at " + location.describe() + " could not be compacted: "
                    + StoreMessages.reason(e) + "; the file is as it was");
        } finally {
            lock.unlock();
        }
    }

    private static Compacted rewrite(StoreLocation location, Path store) throws IOException, SQLException {
        Path data = Path.of(store + ".mv.db");
        long before = Files.size(data);
        WritePhase.reached("compact");
        H2FileRewrite.rewrite(location, store);
        WritePhase.reached("compacted");
        return new Compacted(before, Files.size(data));
    }
}
