package org.benchlens.export;

import java.util.Locale;

/** What the cells of a written comparison show: the ratio to the base, the value, or both. */
public enum CellContent {
    RATIO, VALUE, BOTH;

    public static CellContent parse(String text) {
        try {
            return valueOf(text.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown cell content '" + text + "'; expected ratio, value or both");
        }
    }
}
