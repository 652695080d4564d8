package org.benchlens.ui.compare;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.EnumMap;
import java.util.Map;

import javafx.css.PseudoClass;
import javafx.scene.Node;

import org.benchlens.analysis.RatioColor;
import org.benchlens.export.HtmlComparison;

/**
 * The background of a Compare cell of a colour, as a CSS state ({@code :ratio-red}, …) its node is put
 * in: on the light theme the HTML export's tint, on the dark theme a darker tint of the same hue that
 * light text reads on (contrast above 8:1). The rules are written here from the export's tints, so the
 * window and the files share one source of colours; the theme's background picks the tint through CSS's
 * {@code ladder}, so an open window follows a change of theme without its cells being drawn again.
 */
public final class RatioTint {

    private static final Map<RatioColor, PseudoClass> STATES = new EnumMap<>(RatioColor.class);

    static {
        for (RatioColor color : RatioColor.values()) {
            STATES.put(color, PseudoClass.getPseudoClass("ratio-" + color.id()));
        }
    }

    /** Written once: every Compare window adds the same rules. */
    private static final String STYLESHEET = written();

    private RatioTint() {
    }

    /** Puts {@code node} in the state of {@code color}, or in none for null. */
    static void paint(Node node, RatioColor color) {
        STATES.forEach((each, state) -> node.pseudoClassStateChanged(state, each == color));
    }

    /** The stylesheet of the states, for the Compare view's own stylesheets (which come before the scene's). */
    static String stylesheet() {
        return STYLESHEET;
    }

    private static String written() {
        StringBuilder css = new StringBuilder();
        STATES.forEach((color, state) -> css.append('*').append(':').append(state.getPseudoClassName())
                .append("{-fx-background-color:ladder(-color-bg-default, ").append(dark(color)).append(" 49%, ")
                .append(HtmlComparison.background(color)).append(" 50%);}\n"));
        byte[] rules = css.toString().getBytes(StandardCharsets.UTF_8);
        return "data:text/css;base64," + Base64.getEncoder().encodeToString(rules);
    }

    public static String dark(RatioColor color) {
        return switch (color) {
            case RED -> "#7a2f2c";
            case GREY -> "#3a3f46";
            case GREEN -> "#24502e";
        };
    }
}
