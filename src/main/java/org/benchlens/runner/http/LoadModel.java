package org.benchlens.runner.http;

/** How virtual users make load, as k6 names its executors. */
public enum LoadModel {
    /** A fixed number of VUs, each sending its next request as soon as the last one is answered. */
    CLOSED,
    /** Requests started at a constant rate whatever the server's speed; late ones are dropped. */
    OPEN;

    /** The name stored in the {@code model} attribute and given on the command line. */
    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
