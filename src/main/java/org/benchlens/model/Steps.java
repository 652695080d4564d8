package org.benchlens.model;

/** Names of steps shared by several formats. */
public final class Steps {

    /** The whole run, all scenarios and groups together. */
    public static final String TOTAL = "total";

    private Steps() {
    }
}
