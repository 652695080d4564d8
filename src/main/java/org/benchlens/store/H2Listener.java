package org.benchlens.store;

/**
 * Where H2's listener for a shared store (AUTO_SERVER) accepts connections: loopback only. H2 listens on
 * every interface unless told otherwise, and reads the setting once, when its first class loads; so it is
 * set as soon as a store is named ({@link StoreLocation}), which every command and the window do before the
 * runner's own H2 databases start.
 */
public final class H2Listener {

    static final String BIND_ADDRESS = "h2.bindAddress";

    private H2Listener() {
    }

    /** Makes H2's listeners in this process take connections from this machine only. */
    public static void loopbackOnly() {
        if (System.getProperty(BIND_ADDRESS) == null) {
            System.setProperty(BIND_ADDRESS, "127.0.0.1");
        }
    }
}
