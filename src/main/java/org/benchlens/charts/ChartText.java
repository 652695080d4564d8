package org.benchlens.charts;

/**
 * The words on a chart. Builders make defaults from the data; a person's own words (non-null
 * fields of an override) replace them one by one.
 */
public record ChartText(String title, String subtitle, String xLabel, String yLabel, String sourceNote) {

    /** No override: every default stays. */
    public static final ChartText NONE = new ChartText(null, null, null, null, null);

    /** These words where set, the {@code defaults} elsewhere. */
    public ChartText orElse(ChartText defaults) {
        return new ChartText(pick(title, defaults.title), pick(subtitle, defaults.subtitle),
                pick(xLabel, defaults.xLabel), pick(yLabel, defaults.yLabel), pick(sourceNote, defaults.sourceNote));
    }

    private static String pick(String own, String fallback) {
        return own != null ? own : fallback;
    }
}
