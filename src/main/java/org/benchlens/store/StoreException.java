package org.benchlens.store;

/** The store could not be opened, read or written; the message says which and why. */
public class StoreException extends RuntimeException {

    public StoreException(String message, Throwable cause) {
        super(message, cause);
    }

    public StoreException(String message) {
        super(message);
    }

    /** Why a database failure happened, in a sentence of BenchLens's: for a failure that was not wrapped in one. */
    public static String reasonFor(Throwable failure) {
        return StoreMessages.reason(failure);
    }
}
