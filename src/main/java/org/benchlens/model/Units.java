package org.benchlens.model;

/** Unit names stored with measurements and series. */
public final class Units {

    public static final String PER_SECOND = "1/s";
    public static final String MILLISECONDS = "ms";
    public static final String SECONDS = "s";
    public static final String BYTES = "B";
    public static final String BYTES_PER_SECOND = "B/s";
    public static final String PERCENT = "%";
    public static final String RATIO = "ratio";
    public static final String COUNT = "count";
    public static final String NONE = "";

    private Units() {
    }
}
