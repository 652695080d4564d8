package org.benchlens.imports;

import java.nio.file.Path;

/** Follows an import: which input is being read, how far, and how each one ended. */
public interface ImportListener {

    ImportListener NONE = new ImportListener() { };

    default void started(Path input, int index, int total) {
    }

    /** Bytes of the current input read so far, of {@code total}. */
    default void progress(long done, long total) {
    }

    default void finished(ImportResult result) {
    }
}
