package org.benchlens.ui.common;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;

import org.benchlens.charts.ChartLook;

/** The two looks of the windows, AtlantaFX's Primer light and dark, and the look of the charts in them (decision 0130). */
public enum Theme {
    LIGHT("Light", new PrimerLight().getUserAgentStylesheetBSS(), ChartLook.LIGHT),
    DARK("Dark", new PrimerDark().getUserAgentStylesheetBSS(), ChartLook.DARK);

    private final String label;
    /** The compiled stylesheet: it is read faster than the CSS text it was made from. */
    private final String userAgentStylesheet;
    private final ChartLook chartLook;

    Theme(String label, String userAgentStylesheet, ChartLook chartLook) {
        this.label = label;
        this.userAgentStylesheet = userAgentStylesheet;
        this.chartLook = chartLook;
    }

    /** The name the View ▸ Theme menu gives it. */
    public String label() {
        return label;
    }

    String userAgentStylesheet() {
        return userAgentStylesheet;
    }

    /** How a chart drawn in a window of this theme looks; exports are light whatever the theme. */
    public ChartLook chartLook() {
        return chartLook;
    }
}
