package org.benchlens.charts;

/**
 * The size a chart is laid out at, in points (the size of fonts and lines is relative to it), and
 * the scale a PNG is drawn at: 1200 x 700 at scale 2 is a 2400 x 1400 PNG for a high-DPI screen.
 * SVG and PDF are vectors and ignore the scale.
 */
public record ExportSize(int width, int height, double scale) {

    public static final ExportSize STANDARD = new ExportSize(1200, 700, 1);

    public ExportSize {
        if (width < 100 || width > 20_000 || height < 100 || height > 20_000) {
            throw new IllegalArgumentException("a chart's width and height must be 100..20000, not " + width + " x "
                    + height);
        }
        if (!(scale >= 0.25 && scale <= 8)) {
            throw new IllegalArgumentException("the scale must be 0.25..8, not " + scale);
        }
    }

    public int pixelWidth() {
        return (int) Math.round(width * scale);
    }

    public int pixelHeight() {
        return (int) Math.round(height * scale);
    }
}
