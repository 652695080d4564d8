package org.benchlens.store;

import java.util.List;

/** What storing one input's runs found and did (see {@link StoreSession#storeInput}). */
public sealed interface StoredInput {

    /** The runs were stored under these ids, the first holding the input's whole mark. */
    record Stored(List<Long> runIds) implements StoredInput {
    }

    /** The same bytes were already stored whole, from run {@code firstRunId} on, read from {@code sourceFile}. */
    record AlreadyIn(long firstRunId, String sourceFile) implements StoredInput {
    }

    /** Runs of the same bytes are in the store from {@code firstRunId} on, but a killed writer left them part way. */
    record OnlyPartlyIn(long firstRunId) implements StoredInput {
    }
}
