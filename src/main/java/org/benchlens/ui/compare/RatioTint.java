package org.benchlens.ui.compare;

import org.benchlens.analysis.RatioColor;
import org.benchlens.export.HtmlComparison;

/**
 * The background of a Compare cell of a colour: on the light theme the HTML export's tint, on the
 * dark theme a darker tint of the same hue that light text reads on (contrast above 8:1). The
 * theme's background decides which, through CSS's {@code ladder}, so an open window follows a change
 * of theme without its cells being drawn again.
 */
public final class RatioTint {

    private RatioTint() {
    }

    /** The cell's inline style. */
    static String style(RatioColor color) {
        return "-fx-background-color: ladder(-color-bg-default, " + dark(color) + " 49%, "
                + HtmlComparison.background(color) + " 50%);";
    }

    public static String dark(RatioColor color) {
        return switch (color) {
            case RED -> "#7a2f2c";
            case GREY -> "#3a3f46";
            case GREEN -> "#24502e";
        };
    }
}
