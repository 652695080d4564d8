package org.benchlens.store;

/** The store could not be opened at all: nothing can be stored until that is fixed. */
public class StoreUnavailableException extends StoreException {

    public StoreUnavailableException(String message, Throwable cause) {
        super(message, cause);
    }
}
