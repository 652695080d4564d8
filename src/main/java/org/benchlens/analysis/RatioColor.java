package org.benchlens.analysis;

import java.util.Locale;

/** The colour of a relative value: red for worse than the base, green for better, grey between. */
public enum RatioColor {
    RED, GREY, GREEN;

    /** Lower-case name, as written in JSON and CSS classes. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
