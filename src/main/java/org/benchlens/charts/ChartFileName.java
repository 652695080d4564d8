package org.benchlens.charts;

import java.text.Normalizer;
import java.util.Locale;

import org.jfree.chart.JFreeChart;

/**
 * The file name a chart is exported to unless the person names one: its title as lower-case
 * words joined by hyphens ("YBIO r5 vs r6g" becomes {@code ybio-r5-vs-r6g.png}), safe on every
 * file system and in a URL.
 */
public final class ChartFileName {

    /** Long enough for a title, short enough for every file system with a folder in front. */
    private static final int MOST_CHARACTERS = 80;
    private static final String UNTITLED = "chart";

    private ChartFileName() {
    }

    /** The name of {@code chart}'s file in {@code format}. */
    public static String of(JFreeChart chart, ChartFormat format) {
        return of(chart.getTitle() == null ? null : chart.getTitle().getText(), format);
    }

    /** The name of a file in {@code format} for a chart titled {@code title} (blank: "chart"). */
    public static String of(String title, ChartFormat format) {
        String words = title == null ? "" : Normalizer.normalize(title, Normalizer.Form.NFKD)
                .replaceAll("\\p{M}", "") // "é" keeps its letter
                .toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9.]+", "-").replaceAll("\\.(?![0-9])|(?<![0-9])\\.", "-")
                .replaceAll("-{2,}", "-");
        words = trimHyphens(words.length() > MOST_CHARACTERS ? words.substring(0, MOST_CHARACTERS) : words);
        return (words.isEmpty() ? UNTITLED : words) + "." + format.extension();
    }

    private static String trimHyphens(String text) {
        return text.replaceAll("^-+|-+$", "");
    }
}
