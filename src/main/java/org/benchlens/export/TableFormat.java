package org.benchlens.export;

import java.util.Locale;

/** The ways a table can be written. */
public enum TableFormat {
    TABLE, CSV, MD, HTML, JSON;

    public static TableFormat parse(String text) {
        try {
            return valueOf(text.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown format '" + text + "'; expected table, csv, md, html or json");
        }
    }
}
