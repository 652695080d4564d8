package org.benchlens.store;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.function.Consumer;

import org.h2.store.FileLock;

import org.benchlens.model.Counted;

/**
 * An H2 file whose last writer never closed it, because it was killed (decision 0137). H2 reads such a
 * file as it was at its last commit, but some such files lose every row of every table at the first
 * close after H2 wrote to them again, whatever the next process does. So before such a file is opened
 * to write, its content as H2 reads it is copied into a new file (H2's own SCRIPT and RUNSCRIPT, which
 * also rebuild every index), and the new file takes the old one's place at once. A file closed cleanly,
 * or held by a process that still runs, is left alone.
 */
final class LeftOpenH2File {

    /** H2 writes its header in the file's first block: "H:2,block:...,clean:1,..." once closed. */
    private static final int HEADER_BYTES = 4096;
    private static final String DATA = ".mv.db";

    private LeftOpenH2File() {
    }

    /**
     * Rewrites the store file {@code store} (its path without ".mv.db") when its last writer left it open
     * and no running process holds it; says so through {@code notices}.
     */
    static void rewriteIfLeftOpen(StoreLocation location, Path store, Consumer<String> notices) {
        Path data = Path.of(store + DATA);
        if (!Files.isRegularFile(data) || !leftOpen(data)) {
            return;
        }
        FileLock lock = H2FileRewrite.lockAlone(store);
        if (lock == null) {
            // a running process has the file open: H2 lets this one work through it, and it writes the file alone
            return;
        }
        try {
            if (leftOpen(data)) {
                notices.accept("rewriting the store at " + location.describe() + " once before using it, as the"
                        + " process that last wrote it was stopped without closing it (up to half a minute for"
                        + " 100 000 runs)");
                H2FileRewrite.rewrite(location, store);
            }
        } catch (IOException | SQLException e) {
            // a file H2 cannot copy is damaged: store repair is the way that reads what it can
            String reason = StoreMessages.reason(e);
            if (reason.contains("benchlens store repair") && repairedKilledWriters(location, store, notices)) {
                return;
            }
            throw new StoreUnavailableException("cannot open the store at " + location.describe() + ": the process"
                    + " that last wrote it was stopped without closing it, and copying it into a new file failed: "
                    + reason + (reason.contains("benchlens store repair") ? ""
                    : "; benchlens store repair copies every run it can read into a new store"), e);
        } finally {
            lock.unlock();
        }
    }

    /**
     * A file its killed writer left open that H2 cannot read whole ("Chunk 16 not found", 2 in 1 000 aimed
     * kills, decision 0153) holds no change anyone else made since: it is repaired at once, as {@code store
     * repair} would, the newest version whose chunks are whole kept and the damaged file put aside.
     */
    private static boolean repairedKilledWriters(StoreLocation location, Path store, Consumer<String> notices) {
        StoreRepair.Repaired repaired;
        try {
            repaired = StoreRepair.repairHoldingLock(location, store);
        } catch (StoreUnavailableException e) {
            // no version of it reads: the file stays as it is, named for store repair
            return false;
        }
        notices.accept("repaired the store at " + location.describe() + ": the process that last wrote it was"
                + " stopped while writing and left a file H2 cannot read whole; kept "
                + Counted.runs(repaired.findings().readable().size()) + ", the damaged file is kept as "
                + repaired.keptAside());
        return true;
    }

    /** Whether the header of the H2 file {@code data} lacks the mark of a clean close. */
    static boolean leftOpen(Path data) {
        byte[] block;
        try (InputStream in = Files.newInputStream(data)) {
            block = in.readNBytes(HEADER_BYTES);
        } catch (IOException e) {
            // H2 says what is wrong with a file it cannot read
            return false;
        }
        String text = new String(block, StandardCharsets.ISO_8859_1);
        int end = text.indexOf('\n');
        if (!text.startsWith("H:2,") || end < 0) {
            return false;
        }
        for (String entry : text.substring(0, end).split(",")) {
            if (entry.equals("clean:1")) {
                return false;
            }
        }
        return true;
    }
}
