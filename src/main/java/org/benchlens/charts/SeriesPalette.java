package org.benchlens.charts;

import java.awt.Color;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Colours and marker shapes by series key: the Okabe–Ito palette, which colour-blind readers tell
 * apart, in an order that reads well on white. A key keeps its colour whatever else is hidden.
 */
public final class SeriesPalette {

    /** Okabe–Ito, yellow last: it is faint on white. */
    static final List<Color> OKABE_ITO = List.of(
            new Color(0x0072B2), new Color(0xE69F00), new Color(0x009E73), new Color(0xD55E00),
            new Color(0xCC79A7), new Color(0x56B4E9), new Color(0x000000), new Color(0xF0E442));

    private static final double SIZE = 7;

    private final Map<String, Integer> indexOfKey = new LinkedHashMap<>();

    /** @param keys every series the chart has, hidden or not, in the order they are listed */
    public SeriesPalette(List<String> keys) {
        keys.forEach(key -> indexOfKey.putIfAbsent(key, indexOfKey.size()));
    }

    /** The palette's colours in order; past the eighth key darker, then lighter, tones of them. */
    public Color color(String key) {
        int index = index(key);
        Color base = OKABE_ITO.get(index % OKABE_ITO.size());
        return switch (index / OKABE_ITO.size() % 3) {
            case 0 -> base;
            case 1 -> blend(base, Color.BLACK, 0.4);
            default -> blend(base, Color.WHITE, 0.45);
        };
    }

    private static Color blend(Color color, Color toward, double share) {
        return new Color((int) Math.round(color.getRed() * (1 - share) + toward.getRed() * share),
                (int) Math.round(color.getGreen() * (1 - share) + toward.getGreen() * share),
                (int) Math.round(color.getBlue() * (1 - share) + toward.getBlue() * share));
    }

    /** A marker shape; after the eighth key colours repeat, so shapes change with them. */
    public Shape shape(String key) {
        int index = index(key);
        return switch ((index + index / OKABE_ITO.size()) % 5) {
            case 0 -> new Ellipse2D.Double(-SIZE / 2, -SIZE / 2, SIZE, SIZE);
            case 1 -> new Rectangle2D.Double(-SIZE / 2 + 0.5, -SIZE / 2 + 0.5, SIZE - 1, SIZE - 1);
            case 2 -> polygon(0, -SIZE / 2 - 1, SIZE / 2 + 1, SIZE / 2, -SIZE / 2 - 1, SIZE / 2);
            case 3 -> polygon(0, -SIZE / 2 - 1, SIZE / 2 + 1, 0, 0, SIZE / 2 + 1, -SIZE / 2 - 1, 0);
            default -> polygon(-SIZE / 2 - 1, -SIZE / 2, SIZE / 2 + 1, -SIZE / 2, 0, SIZE / 2 + 1);
        };
    }

    private int index(String key) {
        Integer index = indexOfKey.get(key);
        if (index == null) {
            throw new IllegalArgumentException("no colour for series '" + key + "'");
        }
        return index;
    }

    private static Shape polygon(double... xy) {
        Path2D.Double path = new Path2D.Double();
        path.moveTo(xy[0], xy[1]);
        for (int i = 2; i < xy.length; i += 2) {
            path.lineTo(xy[i], xy[i + 1]);
        }
        path.closePath();
        return path;
    }
}
