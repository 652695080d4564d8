package org.benchlens.charts;

import java.nio.file.Path;
import java.util.Locale;

/** The files a chart is exported to. */
public enum ChartFormat {
    PNG, SVG, PDF;

    public String extension() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static ChartFormat parse(String text) {
        try {
            return valueOf(text.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown chart format '" + text + "'; expected png, svg or pdf");
        }
    }

    /** The format named by the file's extension. */
    public static ChartFormat of(Path file) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        if (dot < 0) {
            throw new IllegalArgumentException(file + " has no extension to tell the format by: end it in .png, .svg "
                    + "or .pdf, or give --format");
        }
        try {
            return parse(name.substring(dot + 1));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ": cannot tell the format by the extension '"
                    + name.substring(dot + 1) + "'; expected .png, .svg or .pdf, or give --format");
        }
    }
}
