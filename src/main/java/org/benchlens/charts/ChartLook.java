package org.benchlens.charts;

import java.awt.Color;
import java.util.LinkedHashMap;
import java.util.Map;

import org.jfree.chart.JFreeChart;

/**
 * How a chart drawn in a window looks: light, as every chart is built and exported, or dark, for a
 * window in the dark theme. A chart is built light; {@link #dress} turns its paper, ink, grid and
 * axes to this look and back, and leaves the series colours alone (except the palette's black,
 * which would vanish on dark paper).
 */
public enum ChartLook {
    LIGHT,
    DARK;

    /** The dark theme's background, text, muted text, grid and axis colours (those of its windows). */
    static final Color DARK_PAPER = new Color(0x0D1117);
    static final Color DARK_INK = new Color(0xC9D1D9);
    static final Color DARK_SOFT_INK = new Color(0x8B949E);
    static final Color DARK_GRID = new Color(0x2D333B);
    static final Color DARK_AXIS_LINE = new Color(0x6E7681);
    /** The palette's black series, drawn near white on dark paper. */
    static final Color DARK_BLACK_SERIES = new Color(0xF0F6FC);

    /** Each colour of the light look and the one the dark look draws in its place. */
    private static final Map<Color, Color> LIGHT_TO_DARK = lightToDark();

    private static Map<Color, Color> lightToDark() {
        Map<Color, Color> swaps = new LinkedHashMap<>();
        swaps.put(Color.WHITE, DARK_PAPER);
        swaps.put(ChartTheme.INK, DARK_INK);
        swaps.put(ChartTheme.SOFT_INK, DARK_SOFT_INK);
        swaps.put(ChartTheme.GRID, DARK_GRID);
        swaps.put(ChartTheme.AXIS_LINE, DARK_AXIS_LINE);
        swaps.put(Color.BLACK, DARK_BLACK_SERIES);
        return Map.copyOf(swaps);
    }

    /**
     * Redraws {@code chart} in this look, whichever look it had: the swap is one to one, so a chart
     * turned dark turns light again exactly as it was built. Call it on the thread that draws the chart.
     */
    public void dress(JFreeChart chart) {
        Map<Color, Color> swaps = this == DARK ? LIGHT_TO_DARK : inverse(LIGHT_TO_DARK);
        new ChartRecolouring(swaps).apply(chart);
    }

    /** The colour a series of {@code colour} is drawn in with this look (a legend swatch beside the chart). */
    public Color series(Color colour) {
        Map<Color, Color> swaps = this == DARK ? LIGHT_TO_DARK : inverse(LIGHT_TO_DARK);
        return swaps.getOrDefault(colour, colour);
    }

    private static Map<Color, Color> inverse(Map<Color, Color> swaps) {
        Map<Color, Color> inverse = new LinkedHashMap<>();
        swaps.forEach((from, to) -> inverse.put(to, from));
        return inverse;
    }
}
