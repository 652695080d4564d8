package org.benchlens.store;

/** The store could not be opened, read or written; the message says which and why. */
public class StoreException extends RuntimeException {

    public StoreException(String message, Throwable cause) {
        super(message, cause);
    }

    public StoreException(String message) {
        super(message);
    }
}
